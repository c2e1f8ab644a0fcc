//! The two search kernels of the audit, each next to the plain search it replaces and a
//! test that they agree: [`MatchCursor`], which answers "may this range hold a match?"
//! for many ranges of one text with one search per match, and [`product_matches`], which
//! finds every product pattern's matches in one scan of the text.

use super::rules::{AuditRules, Product};
use regex::Regex;
use std::ops::Range;

/// Whether a regex has no look-around assertions (`^`, `$`, `\b`...): whether it matches
/// at a position then depends on the matched text alone, not on what surrounds it.
pub(crate) fn local(regex: &Regex) -> bool {
    regex_automata::util::syntax::parse(regex.as_str())
        .is_ok_and(|hir| hir.properties().look_set().is_empty())
}

/// Answers "may `text[range]` hold a match of this regex?" for many ranges of one text,
/// visited in order of their start, with one search per match in the text rather than
/// one per range (a regex run on each block or sentence cost more than all the detectors
/// it feeds). False means the range holds no match; true means it may, and the caller
/// runs the regex on the range as before, so the answers are exactly those of running it
/// on every range.
///
/// It rests on the regex being [`local`]: a match of `text[range]` starting at `q` is then
/// a match of the whole text starting at `q`, so the leftmost match of the text at or
/// after `range.start` starts at or before `q` (`q` ≤ `range.end`). For other regexes it
/// always says true.
pub(crate) struct MatchCursor<'a> {
    regex: &'a Regex,
    text: &'a str,
    local: bool,
    /// The last search: from where, and the start of the leftmost match at or after it.
    searched: Option<(usize, Option<usize>)>,
}

impl<'a> MatchCursor<'a> {
    pub(crate) fn new(regex: &'a Regex, local: bool, text: &'a str) -> Self {
        MatchCursor {
            regex,
            text,
            local,
            searched: None,
        }
    }

    pub(crate) fn may_match(&mut self, range: &Range<usize>) -> bool {
        if !self.local {
            return true;
        }
        // The leftmost match at or after `from` is also the leftmost at or after any later
        // position up to its start; beyond that, or before `from`, search again.
        let next = match self.searched {
            Some((from, next)) if from <= range.start && next.is_none_or(|n| n >= range.start) => {
                next
            }
            _ => {
                let next = self
                    .regex
                    .find_at(self.text, range.start)
                    .map(|m| m.start());
                self.searched = Some((range.start, next));
                next
            }
        };
        // `<=`: a regex that matches the empty string matches at the range's end too.
        next.is_some_and(|n| n <= range.end)
    }
}

/// One match of a product's pattern: the whole match and its capture groups that took
/// part, in group order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ProductMatch {
    pub(crate) whole: Range<usize>,
    pub(crate) groups: Vec<Range<usize>>,
}

/// The products' patterns compiled into one automaton, pattern `i` being `products[i]`,
/// for [`product_matches`]. None when some pattern can match the empty string (the
/// iteration's rules for empty matches are then left to `captures_iter`) or the union
/// does not compile: the patterns are then searched one by one.
pub(crate) fn product_union(products: &[Product]) -> Option<regex_automata::meta::Regex> {
    let never_empty = products.iter().all(|p| {
        regex_automata::util::syntax::parse(p.pattern.as_str())
            .is_ok_and(|hir| hir.properties().minimum_len().is_some_and(|n| n > 0))
    });
    if products.is_empty() || !never_empty {
        return None;
    }
    let sources: Vec<&str> = products.iter().map(|p| p.pattern.as_str()).collect();
    regex_automata::meta::Regex::new_many(&sources).ok()
}

/// Each product's matches in `text`, by product: what `captures_iter` of its pattern
/// finds, found with one scan of the text for all products instead of one per product.
///
/// A product's next match from where its last one ended starts at the first place where
/// its pattern matches; every such place is a place where the union matches. The union's
/// leftmost match gives the first of those places, and searching again from the next
/// character gives the next, so the scan visits every place where some product matches,
/// in order. There each product whose last match ended at or before it is matched,
/// anchored: the match `captures_iter` finds from there when it is the first place where
/// the product matches. Matches are never empty (see [`product_union`]), so a product's
/// next search starts at its last match's end, as in `captures_iter`.
pub(crate) fn product_matches(rules: &AuditRules, text: &str) -> Vec<Vec<ProductMatch>> {
    use regex_automata::{Anchored, Input, PatternID};
    let Some(union) = &rules.product_union else {
        return product_matches_one_by_one(&rules.products, text);
    };
    let mut matches = vec![Vec::new(); rules.products.len()];
    // Where each product's next search starts: the end of its last match.
    let mut search_from = vec![0; rules.products.len()];
    let mut caps = union.create_captures();
    let mut at = 0;
    while at <= text.len() {
        let Some(place) = union.find(Input::new(text).range(at..)) else {
            break;
        };
        let start = place.start();
        for (product, from) in search_from.iter_mut().enumerate() {
            if *from > start {
                continue;
            }
            let anchored = Input::new(text)
                .range(start..)
                .anchored(Anchored::Pattern(PatternID::must(product)));
            union.search_captures(&anchored, &mut caps);
            let Some(whole) = caps.get_match() else {
                continue;
            };
            *from = whole.end();
            matches[product].push(ProductMatch {
                whole: whole.range(),
                groups: caps.iter().skip(1).flatten().map(|g| g.range()).collect(),
            });
        }
        // A byte on: the search finds the next place, wherever characters begin.
        at = start + 1;
    }
    matches
}

/// [`product_matches`] by one `captures_iter` per product.
fn product_matches_one_by_one(products: &[Product], text: &str) -> Vec<Vec<ProductMatch>> {
    products
        .iter()
        .map(|product| {
            product
                .pattern
                .captures_iter(text)
                .map(|caps| ProductMatch {
                    whole: caps.get(0).map_or(0..0, |m| m.range()),
                    groups: caps.iter().skip(1).flatten().map(|m| m.range()).collect(),
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn embedded() -> AuditRules {
        AuditRules::embedded().expect("valid audit rules")
    }

    #[test]
    fn product_matches_are_those_of_one_search_per_product_in_the_corpus() {
        let rules = &embedded();
        assert!(rules.product_union.is_some());
        let mut found = 0;
        for text in [
            include_str!("../../corpus/de/huawei-es3600p-v5.txt"),
            include_str!("../../corpus/de/netapp-aff-a250.txt"),
            include_str!("../../corpus/ko/fujitsu-eternus-af250-s2.txt"),
            include_str!("../../corpus/zh/mangstor-nx6325.txt"),
            include_str!("../../corpus/zh/netapp-ef570.txt"),
            "SQL Server 2014 R2012 Windows Server 2014 R2012, RAID5. 使用RAID2 ESXi vSphere 6.5.1",
        ] {
            let expected = product_matches_one_by_one(&rules.products, text);
            assert_eq!(product_matches(rules, text), expected);
            found += expected.iter().map(Vec::len).sum::<usize>();
        }
        assert!(found > 10, "{found}");
    }

    proptest! {
        /// Overlapping patterns, look-around and alternatives that prefer a shorter match.
        #[test]
        fn product_matches_are_those_of_one_search_per_product(
            text in "[abxy1 \\-é]{0,40}",
        ) {
            let products: Vec<Product> = [
                r"a(b+)",
                r"(ab)b?",
                r"(?i)B(\d)|(y)",
                r"\b(x)\b",
                r"(?:é|a)(1?)b",
                r"(b)(?:b|bx)(-)?$",
                r"b+",
                r"(?i)abxy?(1)",
            ]
            .iter()
            .map(|p| Product {
                pattern: Regex::new(p).expect("valid"),
                allowed: Vec::new(),
                name: String::new(),
            })
            .collect();
            let rules = AuditRules {
                product_union: product_union(&products),
                products,
                ..AuditRules::empty()
            };
            prop_assert!(rules.product_union.is_some());
            prop_assert_eq!(
                product_matches(&rules, &text),
                product_matches_one_by_one(&rules.products, &text)
            );
        }
    }

    #[test]
    fn a_product_that_can_match_nothing_is_searched_on_its_own() {
        let products = vec![Product {
            pattern: Regex::new(r"(\d*)").expect("valid"),
            allowed: Vec::new(),
            name: String::new(),
        }];
        assert!(product_union(&products).is_none());
    }

    #[test]
    fn a_match_cursor_rules_out_only_ranges_without_a_match() {
        let text =
            "vDisk 1\nkein vdisk\n가상 디스크, Gold 6130 rNDC\nEmulex\n\nvirtuellen Festplatte";
        let regexes: Vec<(Regex, bool)> = embedded()
            .testbeds
            .iter()
            .map(|t| (t.anchor.clone(), t.anchor_local))
            .chain(embedded().testbed_anchors.clone().map(|u| (u, true)))
            .chain([
                (Regex::new(r"\bvdisk").unwrap(), false),
                (Regex::new(r"x*").unwrap(), true),
            ])
            .collect();
        let starts: Vec<usize> = (0..=text.len())
            .filter(|&i| text.is_char_boundary(i))
            .collect();
        for (regex, is_local) in &regexes {
            assert_eq!(local(regex), *is_local, "{regex}");
            // One cursor for ranges in order of their start, as the detectors use it.
            let mut cursor = MatchCursor::new(regex, *is_local, text);
            for &start in &starts {
                for &end in starts.iter().filter(|&&e| e >= start) {
                    let range = start..end;
                    if regex.is_match(&text[range.clone()]) {
                        assert!(cursor.may_match(&range), "{regex} in {range:?}");
                    }
                }
            }
        }
    }
}
