//! The unit aliases of a locale as a byte trie (a speed kernel: see `super`), and the
//! plain scan over every alias it must agree with (tested below on the corpus). Aliases
//! matched whatever their case ("GByte", "gigabyte") have a trie of their own, walked with
//! the text folded character by character.

/// `c` in lower case where that is one character of the same UTF-8 length ('G' → 'g',
/// 'Б' → 'б'), else `c` itself: a folded alias is as long as the text it matches, so a
/// match's length is a length in the text as written.
#[inline]
pub(crate) fn fold_char(c: char) -> char {
    if c.is_ascii() {
        return c.to_ascii_lowercase();
    }
    let mut lower = c.to_lowercase();
    match (lower.next(), lower.next()) {
        (Some(l), None) if l.len_utf8() == c.len_utf8() => l,
        _ => c,
    }
}

/// `text` with each character folded by [`fold_char`].
pub(crate) fn fold_case(text: &str) -> String {
    text.chars().map(fold_char).collect()
}

/// The unit aliases of a locale as a byte trie: the aliases a text starts with are found in
/// one walk along its first bytes, where comparing the text with each alias of the same
/// first character took a string comparison per alias (22 aliases start with 'G').
#[derive(Debug, Clone)]
pub(crate) struct AliasTrie {
    /// Node 0 is the root (and stands for "no node" as a child or parent).
    nodes: Vec<AliasNode>,
    /// The root's children by first byte (0: none), so that the first step is one load.
    root: Box<[u32; 256]>,
    /// The characters that glue into words ([`crate::rules::is_latin_word_char`]): an
    /// alias ending in one must not run on into another.
    is_word_char: fn(char) -> bool,
}

#[derive(Debug, Clone, Default)]
struct AliasNode {
    /// (byte, node index); few per node.
    children: Vec<(u8, u32)>,
    parent: u32,
    /// Length in bytes of the text from the root to here.
    depth: usize,
    /// The alias that ends here, if one does: the index of its first unit rule, and
    /// whether its last character is a Latin word character (then the alias must not run
    /// on into another: "Gb" is no unit in "10Gbase").
    alias: Option<(usize, bool)>,
}

impl AliasTrie {
    /// The trie of `aliases` as (alias, unit index); an alias given twice keeps its first unit.
    pub(crate) fn new<'a>(
        aliases: impl IntoIterator<Item = (&'a str, usize)>,
        is_word_char: fn(char) -> bool,
    ) -> AliasTrie {
        let mut nodes = vec![AliasNode::default()];
        let mut root = Box::new([0u32; 256]);
        for (alias, unit) in aliases {
            let Some(last) = alias.chars().next_back() else {
                continue;
            };
            let mut node = 0usize;
            for (depth, &b) in alias.as_bytes().iter().enumerate() {
                let existing = if depth == 0 {
                    root[usize::from(b)]
                } else {
                    nodes[node]
                        .children
                        .iter()
                        .find(|&&(c, _)| c == b)
                        .map_or(0, |&(_, n)| n)
                };
                node = if existing != 0 {
                    existing as usize
                } else {
                    let n = nodes.len() as u32;
                    nodes.push(AliasNode {
                        parent: node as u32,
                        depth: depth + 1,
                        ..AliasNode::default()
                    });
                    if depth == 0 {
                        root[usize::from(b)] = n;
                    } else {
                        nodes[node].children.push((b, n));
                    }
                    n as usize
                };
            }
            nodes[node].alias.get_or_insert((unit, is_word_char(last)));
        }
        AliasTrie {
            nodes,
            root,
            is_word_char,
        }
    }

    /// The child of `node` (0: the root) along byte `b`, or 0.
    #[inline]
    fn child(&self, node: usize, b: u8) -> usize {
        if node == 0 {
            return self.root[usize::from(b)] as usize;
        }
        self.nodes[node]
            .children
            .iter()
            .find(|&&(c, _)| c == b)
            .map_or(0, |&(_, n)| n as usize)
    }

    /// For a trie of aliases folded by [`fold_case`]: the longest alias that `text`, folded
    /// character by character, starts with and that ends on a boundary, as (length in bytes,
    /// unit index). The boundary is judged as the trie's own walk judges it, at each alias
    /// on the way down.
    #[inline]
    pub(crate) fn longest_folded(&self, text: &str) -> Option<(usize, usize)> {
        let first = *text.as_bytes().first()?;
        if first.is_ascii() && self.root[usize::from(first.to_ascii_lowercase())] == 0 {
            return None;
        }
        let mut node = 0;
        let mut best = None;
        let mut buf = [0u8; 4];
        for (at, c) in text.char_indices() {
            for &b in fold_char(c).encode_utf8(&mut buf).as_bytes() {
                node = self.child(node, b);
                if node == 0 {
                    return best;
                }
            }
            if let Some((unit, ends_in_word_char)) = self.nodes[node].alias {
                let end = at + c.len_utf8();
                if !ends_in_word_char || !text[end..].chars().next().is_some_and(self.is_word_char)
                {
                    best = Some((end, unit));
                }
            }
        }
        best
    }

    /// The longest alias that `text` starts with and that ends on a boundary, as (length in
    /// bytes, unit index).
    #[inline]
    pub(crate) fn longest(&self, text: &str) -> Option<(usize, usize)> {
        // Most places asked about start no alias (a space, a CJK character): that is one
        // table load, inlined at the caller; the walk is not.
        let first = self.root[usize::from(*text.as_bytes().first()?)];
        if first == 0 {
            return None;
        }
        self.longest_prefix(text, first as usize)
    }

    /// The longest alias that `text` starts with and that ends on a boundary, as (length in
    /// bytes, unit index); `first` is the root's child for the first byte of `text`.
    fn longest_prefix(&self, text: &str, first: usize) -> Option<(usize, usize)> {
        let bytes = text.as_bytes();
        // Down along the text, to the deepest node where an alias ends...
        let mut node = first;
        let mut deepest = 0;
        while node != 0 {
            let here = &self.nodes[node];
            if here.alias.is_some() {
                deepest = node;
            }
            let Some(&b) = bytes.get(here.depth) else {
                break;
            };
            node = here
                .children
                .iter()
                .find(|&&(c, _)| c == b)
                .map_or(0, |&(_, n)| n as usize);
        }
        // ...then back up to the first alias there that ends on a boundary ("Gb" is not a
        // unit in "10Gbase", but a shorter alias may be).
        let mut node = deepest;
        while node != 0 {
            let here = &self.nodes[node];
            if let Some((unit, ends_in_word_char)) = here.alias {
                // An alias ends on a character boundary of the text, as it is whole UTF-8.
                if !ends_in_word_char
                    || !text[here.depth..]
                        .chars()
                        .next()
                        .is_some_and(self.is_word_char)
                {
                    return Some((here.depth, unit));
                }
            }
            node = here.parent as usize;
        }
        None
    }
}

#[cfg(test)]
mod alias_trie_tests {
    use crate::rules::{is_latin_word_char, Locale, RuleSet};

    /// A Latin-script alias must not run on into further letters or digits ("Gb" in "10Gbase").
    fn ends_on_boundary(alias: &str, after: &str) -> bool {
        let last = match alias.chars().last() {
            Some(c) => c,
            None => return false,
        };
        let next = match after.chars().next() {
            Some(c) => c,
            None => return true,
        };
        if is_latin_word_char(last) {
            !is_latin_word_char(next)
        } else {
            true
        }
    }

    /// Every alias of a locale with whether it is matched whatever its case and its unit
    /// index, longest first (an exact alias before an any-case one of the same length,
    /// then in text order, then in unit order): the order in which the plain search tries
    /// them.
    fn aliases_longest_first(locale: &Locale) -> Vec<(&str, bool, usize)> {
        let mut all: Vec<(&str, bool, usize)> = locale
            .units
            .iter()
            .enumerate()
            .flat_map(|(i, u)| {
                let exact = u.aliases.iter().map(move |a| (a.as_str(), false, i));
                let folded = u
                    .any_case_aliases
                    .iter()
                    .map(move |a| (a.as_str(), true, i));
                exact.chain(folded)
            })
            .filter(|(a, _, _)| !a.is_empty())
            .collect();
        all.sort_by(|a, b| {
            b.0.len()
                .cmp(&a.0.len())
                .then(a.1.cmp(&b.1))
                .then(a.0.cmp(b.0))
        });
        all
    }

    /// Whether `rest` starts with `folded` when each of its characters is lowered as
    /// `str::to_lowercase` lowers it, kept only where that keeps its UTF-8 length.
    fn starts_with_folded(rest: &str, folded: &str) -> bool {
        let mut text = rest.chars();
        folded.chars().all(|want| {
            text.next().is_some_and(|c| {
                let lower: Vec<char> = c.to_lowercase().collect();
                let got = match lower.as_slice() {
                    [l] if l.len_utf8() == c.len_utf8() => *l,
                    _ => c,
                };
                got == want
            })
        })
    }

    /// `Locale::match_unit` as a plain search (as it was written before the trie): the
    /// first alias that `rest` starts with (folded, for an any-case alias) and that ends
    /// on a boundary, as (length, unit index).
    fn match_unit_by_scan(aliases: &[(&str, bool, usize)], rest: &str) -> Option<(usize, usize)> {
        aliases
            .iter()
            .find(|(alias, any_case, _)| {
                let starts = if *any_case {
                    starts_with_folded(rest, alias)
                } else {
                    rest.starts_with(alias)
                };
                starts && ends_on_boundary(alias, &rest[alias.len()..])
            })
            .map(|(alias, _, i)| (alias.len(), *i))
    }

    #[test]
    fn trie_matches_a_scan_of_every_alias() {
        let rules = RuleSet::embedded().unwrap();
        let texts = [
            include_str!("../../corpus/de/huawei-es3600p-v5.txt"),
            include_str!("../../corpus/de/netapp-aff-a250.txt"),
            include_str!("../../corpus/ko/fujitsu-eternus-af250-s2.txt"),
            include_str!("../../corpus/zh/mangstor-nx6325.txt"),
            include_str!("../../corpus/zh/netapp-ef570.txt"),
            // Aliases that are prefixes of one another, and runs into letters.
            "GB/s GBps Gb Gbase GiB MB MBs MB/s ms msec µs us IOPS kIOPS °C ° C TB/s TBW 万 GB",
            // Any case: byte compounds and unit words, against symbols whose case counts.
            "GBYTE Gbyte gByte gbytes/s MBYTE/S GIGABYTE gigaBytes Megabyte Pro Sekunde mb Mb mS Ms ΜS МИКРОСЕКУНД TB AN schreibvorgängen",
        ];
        let mut locales: Vec<&Locale> = rules.codes().iter().map(|c| rules.locale(c)).collect();
        locales.push(rules.generic());
        let mut compared = 0;
        for locale in locales {
            let aliases = aliases_longest_first(locale);
            // Every alias on its own and glued to the letters, digits and signs around it.
            let mut samples: Vec<String> = Vec::new();
            for unit in &locale.units {
                for alias in unit.aliases.iter().chain(unit.any_case_aliases.iter()) {
                    for after in ["", " ", "s", "1", "/s", "x", "é"] {
                        samples.push(format!("{alias}{after}"));
                    }
                }
            }
            let corpus = texts.iter().flat_map(|t| {
                t.char_indices()
                    .step_by(if locale.code == "und" { 1 } else { 3 })
                    .map(move |(i, _)| &t[i..])
            });
            for rest in samples.iter().map(String::as_str).chain(corpus) {
                let fast = locale.match_unit(rest).map(|m| {
                    let index = locale
                        .units
                        .iter()
                        .position(|u| std::ptr::eq(u, m.rule))
                        .unwrap();
                    (m.len, index)
                });
                // The longest alias, unless a `not_a_unit` rule rules it out there ("w/").
                let expected = match_unit_by_scan(&aliases, rest)
                    .filter(|&(len, _)| !locale.ruled_out(&rest[..len], &rest[len..]));
                assert_eq!(
                    fast,
                    expected,
                    "{:?} in {}",
                    rest.chars().take(12).collect::<String>(),
                    locale.code
                );
                compared += 1;
            }
        }
        assert!(compared > 100_000, "{compared}");
    }
}
