//! Whose figure a fact is. [`DocumentProducts::find`] reads the products a document names
//! (a brand, then the words of its name: "NetApp AFF A250", "三星9100 PRO 8TB"), keys each
//! by its model ("A250", "9100PRO") so that every spelling of it gets one name per
//! document, and takes the reviewed product from the title and opening. Per block,
//! [`BlockSubjects`] finds what names a product there (a named product, a bare model such
//! as "A250" or a sibling "A200", an unnamed predecessor, a word for the product under
//! test); [`BlockSubjects::resolve`] gives a figure its subject, role and variant by the
//! clause-then-carry rule of [`super::pick`], the reviewed product when nothing is named,
//! and no subject for a figure of the test environment (a VM's memory) or of a test-bed
//! section. Hands on a [`SubjectOf`] per figure.

use super::product_names::{maker_before, read_name, series_names};
#[cfg(test)]
use super::products::bare_models;
pub(crate) use super::products::DocumentProducts;
use super::{pick_at, Mention, Scope};
use crate::model::{Metric, SubjectRole, TestConditions};
use crate::rules::{MatchStarts, SubjectRules};

/// What names a product at a place in a block.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Named {
    /// A product of [`DocumentProducts`] (index), with the variant named with it (index
    /// into [`BlockSubjects::variants`]) and whether a comparison word introduces it.
    Product(usize, Option<usize>, bool),
    /// A product named only in this block (a sibling model): index into
    /// [`BlockSubjects::local`].
    Local(usize),
    /// The previous generation or a competitor, not named.
    Predecessor,
    /// A word for the product under test.
    Reviewed,
}

/// A figure's subject, role and variant.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct SubjectOf {
    pub(crate) subject: Option<String>,
    pub(crate) role: SubjectRole,
    pub(crate) variant: Option<String>,
    /// The figure is the capacity written in a product's name ("SN770 1T", "KC3000 2 To").
    pub(crate) in_product_name: bool,
}

/// What names a product in one block.
pub(crate) struct BlockSubjects<'d> {
    products: &'d DocumentProducts,
    mentions: Vec<Mention<Named>>,
    /// `mentions` labelled with their index, for finding where the one picked stands.
    indexed: Vec<Mention<usize>>,
    /// The comparison words of the block ("gegenüber dem", "와 비교", "相比"), sorted.
    comparisons: Vec<(usize, usize)>,
    local: Vec<String>,
    variants: Vec<String>,
    environment: Vec<Mention<()>>,
    /// The capacity figures that end a product's name in the block (start, end), with the
    /// product when the document knows it, sorted by start.
    name_capacities: Vec<(usize, String, Option<Named>)>,
}

/// Bytes between a product and the host word that makes it test-bed hardware
/// ("DL380 2U 伺服器").
const HOST_GAP: usize = 8;

/// Bytes between a comparison word and a bare model it introduces.
const COMPARED_GAP: usize = 12;

/// Bytes between a product of a maker no list names and a comparison word that makes it
/// a compared product ("Im Vergleich zur Breltar VX960 mit 5.000 MB/s").
const MAKER_COMPARISON_GAP: usize = 80;

/// Bytes between what is compared with and a comparison word after it ("이전 버전의 지연
/// 시간이 123,835ms인 7.24 IOPS와 비교하여"): the figures after the word are the topic's.
const POSTPOSITION_GAP: usize = 64;

impl<'d> BlockSubjects<'d> {
    pub(crate) fn find(
        text: &str,
        span: std::ops::Range<usize>,
        rules: &SubjectRules,
        products: &'d DocumentProducts,
        starts: Option<&MatchStarts>,
    ) -> Self {
        let mut variants = Vec::new();
        let mut local: Vec<String> = Vec::new();
        // Where a brand stands alone, with its product's index.
        let mut brands_alone: Vec<(usize, usize)> = Vec::new();
        let mut name_capacities = Vec::new();
        let mut mentions = brand_led_mentions(
            text,
            span.clone(),
            (rules, starts),
            products,
            (&mut variants, &mut name_capacities),
            &mut brands_alone,
        );
        let taken: Vec<(usize, usize)> = mentions.iter().map(|m| (m.start, m.end)).collect();
        for named in series_names(text, span.clone(), rules, &taken) {
            let k = products.products.iter().position(|p| p.key == named.key);
            // Only a product the document names by its series alone: a series of a
            // product named with its brand ("die ES3000-V5-Serie") is its family.
            let by_series = |k: usize| products.products[k].series_only() && !products.is_part(k);
            if let Some(k) = k.filter(|&k| by_series(k)) {
                mentions.push(Mention {
                    label: Named::Product(k, None, false),
                    start: named.start,
                    end: named.end,
                });
            }
        }
        let mut comparisons: Vec<(usize, usize)> = rules
            .compared
            .find_all(text, span.clone(), starts)
            .into_iter()
            .map(|(_, s, e)| (s, e))
            .collect();
        comparisons.sort_unstable();
        // Searched once, for this and for [`with_cues_sorted`].
        let predecessors: Vec<(usize, usize)> = rules
            .predecessors
            .find_all(text, span.clone(), starts)
            .into_iter()
            .map(|(_, s, e)| (s, e))
            .collect();
        let compared: Vec<(usize, usize)> =
            comparisons.iter().chain(&predecessors).copied().collect();
        let introduced = |s: usize| {
            compared
                .iter()
                .any(|&(_, ce)| ce <= s && s - ce <= COMPARED_GAP)
        };
        for m in &mut mentions {
            if let Named::Product(k, v, _) = m.label {
                m.label = Named::Product(k, v, introduced(m.start));
            }
        }
        let near_comparison = |s: usize| {
            compared.iter().any(|&(cs, ce)| {
                cs.abs_diff(s) <= MAKER_COMPARISON_GAP || ce.abs_diff(s) <= MAKER_COMPARISON_GAP
            })
        };
        let cued: Vec<(usize, usize)> = rules
            .name_cues
            .find_all(text, span.clone(), starts)
            .into_iter()
            .map(|(_, s, e)| (s, e))
            .collect();
        // Each with the words that go on its name ("ES3000 V3"), read once per document.
        for &(s, e, ref name) in products.bare_names_in(span.clone()) {
            let capacity = name.variant_span.filter(|&(cs, _)| {
                products
                    .capacities
                    .binary_search_by_key(&cs, |c| c.0)
                    .is_ok()
            });
            if let Some((cs, ce)) = capacity {
                if !name_capacities
                    .iter()
                    .any(|c: &(usize, String, _)| c.0 == cs)
                {
                    let named = match products.by_model(&name.key) {
                        Some(k) if products.is_part(k) => None,
                        Some(k) => Some(Named::Product(k, None, false)),
                        // A model the document names nowhere else ("KC3000 2 To" in a
                        // list of drives): its capacity is still its own.
                        None => {
                            let spelled = text[s..name.end.max(e)].trim_end();
                            let k = local.iter().position(|l| l.eq_ignore_ascii_case(spelled));
                            Some(Named::Local(k.unwrap_or_else(|| {
                                local.push(spelled.to_string());
                                local.len() - 1
                            })))
                        }
                    };
                    name_capacities.push((cs, text[cs..ce].to_string(), named));
                }
            }
            if mentions.iter().any(|m| m.start <= s && e <= m.end) {
                continue;
            }
            if name.key.is_empty() {
                continue;
            }
            let (model, e) = (name.key.clone(), name.end.max(e));
            let label = match products.by_model(&model) {
                Some(k) if products.is_part(k) => continue,
                Some(k) => Named::Product(k, None, introduced(s)),
                None => {
                    let named = cued
                        .iter()
                        .any(|&(_, ce)| ce <= s && s - ce <= COMPARED_GAP);
                    // Another maker's product, whatever its maker ("im Vergleich zur Breltar
                    // VX960"):
                    // named with it, from where its maker stands, near a comparison.
                    let maker = maker_before(text, s, span.start, rules)
                        .map(|(ms, _)| ms)
                        .filter(|_| near_comparison(s));
                    if !(products.is_sibling(&model) || introduced(s) || named || maker.is_some()) {
                        continue;
                    }
                    let spelled = text[maker.unwrap_or(s)..e].trim_end();
                    let k = local.iter().position(|l| l.eq_ignore_ascii_case(spelled));
                    Named::Local(k.unwrap_or_else(|| {
                        local.push(spelled.to_string());
                        local.len() - 1
                    }))
                }
            };
            mentions.push(Mention {
                label,
                start: s,
                end: e,
            });
        }
        drop_makers_named_alone(products, &brands_alone, &mut mentions);
        let sorted = with_cues_sorted(text, span.clone(), (rules, starts), &predecessors, mentions);
        let environment = rules
            .environment
            .find_all(text, span, starts)
            .into_iter()
            .map(|(label, start, end)| Mention { label, start, end })
            .collect();
        let indexed = indexed(&sorted);
        name_capacities.sort_unstable_by_key(|c| c.0);
        BlockSubjects {
            name_capacities,
            products,
            mentions: sorted,
            indexed,
            comparisons,
            local,
            variants,
            environment,
        }
    }

    /// Where the block's comparison words stand (sorted), for the set-up's protocols.
    pub(crate) fn comparisons(&self) -> &[(usize, usize)] {
        &self.comparisons
    }

    /// Whether the block names anything in `range` (so that its clauses matter).
    pub(crate) fn names_within(&self, range: &std::ops::Range<usize>) -> bool {
        super::any_within(&self.mentions, range) || super::any_within(&self.environment, range)
    }

    fn reviewed(&self) -> SubjectOf {
        match self.products.reviewed {
            Some(k) => SubjectOf {
                subject: Some(self.products.products[k].name.clone()),
                role: SubjectRole::Reviewed,
                variant: None,
                in_product_name: false,
            },
            None => SubjectOf::default(),
        }
    }

    /// Whether mention `k` is what a comparison names: a predecessor, or a product that a
    /// comparison word introduces or encloses ("与三星980相近").
    fn is_compared(&self, k: usize) -> bool {
        let m = &self.mentions[k];
        matches!(m.label, Named::Predecessor | Named::Product(_, _, true))
            || self.comparisons.iter().any(|&(cs, ce)| {
                (cs <= m.start && m.end <= ce) || (ce <= m.start && m.start - ce <= COMPARED_GAP)
            })
    }

    /// The mention that names the figure at `scope` when mention `k` is picked: a
    /// comparison names what the figure is compared with only for the figures inside it.
    /// A figure before the comparison word ("掉落至500~600MB/s,与三星980相近"), after a
    /// comparison word that follows what it compares with ("이전 모델의 200 IOPS와
    /// 비교하여 … 3.3K IOPS"), or a percentage, a difference, in a comparison ("Im
    /// Vergleich zum AFF A200 bietet es eine Leistungssteigerung von 45 %") is the
    /// topic's: the mention before the comparison in the paragraph, else (None) the
    /// reviewed product. Nor does a comparison reach past its sentence.
    fn outside_comparison(&self, k: usize, scope: &Scope, metric: Metric) -> Option<usize> {
        if !self.is_compared(k) {
            return Some(k);
        }
        let m = &self.mentions[k];
        let (fs, fe) = scope.span;
        let in_sentence =
            |c: &(usize, usize)| scope.sentence.start <= c.0 && c.1 <= scope.sentence.end;
        let word_between = |from: usize, to: usize| {
            self.comparisons
                .iter()
                .any(|c| in_sentence(c) && from <= c.0 && c.0 < to)
        };
        let before_word = m.start >= fe && word_between(fe, m.start + 1);
        let after_postposition = m.end <= fs
            && self.comparisons.iter().any(|c| {
                in_sentence(c) && m.end <= c.0 && c.1 <= fs && c.0 - m.end <= POSTPOSITION_GAP
            });
        // "与三星980相近,完成GC后速度达到1500MB/s": after a phrase that encloses what it
        // compares with.
        let after_phrase = self
            .comparisons
            .iter()
            .any(|c| in_sentence(c) && c.0 <= m.start && m.end <= c.1 && c.1 <= fs);
        let difference = metric == Metric::Percent && self.comparisons.iter().any(in_sentence);
        // A comparison ends with its sentence: what it compared with ("… 이전 모델보다 …
        // 향상되었음을 확인했습니다.") is no subject of the sentences after it.
        let carried = m.end <= scope.sentence.start
            && (m.label == Named::Predecessor
                || self.comparisons.iter().any(|&(cs, ce)| {
                    (ce <= m.start && m.start - ce <= COMPARED_GAP)
                        || (m.end <= cs
                            && cs - m.end <= POSTPOSITION_GAP
                            && ce <= scope.sentence.start)
                }));
        if !(before_word || after_postposition || after_phrase || difference || carried) {
            return Some(k);
        }
        // The topic: the last mention before the comparison (and the figure) in the
        // paragraph that is no comparison's.
        let limit = m.start.min(fs);
        let before = self.indexed.partition_point(|x| x.end <= limit);
        (0..before)
            .rev()
            .take_while(|&j| self.mentions[j].start >= scope.paragraph_start)
            .find(|&j| !self.is_compared(j))
    }

    /// Product `k` as a figure's subject, with variant `variant` (index into `variants`);
    /// `introduced`: a comparison word introduces it.
    fn product_of(&self, k: usize, variant: Option<usize>, introduced: bool) -> SubjectOf {
        let reviewed = Some(k) == self.products.reviewed
            || self.products.reviewed.is_none()
            || (self.products.same_maker(k) && !introduced);
        SubjectOf {
            subject: Some(self.products.products[k].name.clone()),
            role: if reviewed {
                SubjectRole::Reviewed
            } else {
                SubjectRole::Compared
            },
            variant: variant.map(|v| self.variants[v].clone()),
            in_product_name: false,
        }
    }

    /// The subject of a figure of `metric` at `scope`, in a test-bed section or not;
    /// `heading` is the product the heading over the block names, if any.
    pub(crate) fn resolve(
        &self,
        scope: &Scope,
        metric: Metric,
        in_config: bool,
        heading: Option<usize>,
    ) -> SubjectOf {
        // A VM's memory, a volume's size, a test profile's read share and threads: the
        // sentence names the test environment.
        let environmental = matches!(
            metric,
            Metric::Capacity | Metric::Count | Metric::Frequency | Metric::Percent
        ) && super::any_within(&self.environment, &scope.sentence);
        let k = self.name_capacities.partition_point(|c| c.0 < scope.span.0);
        let in_name = self
            .name_capacities
            .get(k)
            .filter(|c| c.0 == scope.span.0 && metric == Metric::Capacity);
        let mut of = self.resolve_named(scope, metric, in_config || environmental, heading);
        if let Some((_, variant, named)) = in_name {
            // The capacity of the name it ends is that product's, whatever the clause names.
            match named.filter(|_| of.subject.is_some()) {
                Some(Named::Product(k, _, introduced)) => of = self.product_of(k, None, introduced),
                Some(Named::Local(k)) => {
                    of.subject = Some(self.local[k].clone());
                    of.role = if self.products.reviewed.is_some() {
                        SubjectRole::Compared
                    } else {
                        SubjectRole::Reviewed
                    };
                }
                _ => {}
            }
            of.variant = Some(variant.clone());
            of.in_product_name = true;
        }
        of
    }

    fn resolve_named(
        &self,
        scope: &Scope,
        metric: Metric,
        outside_products: bool,
        heading: Option<usize>,
    ) -> SubjectOf {
        if outside_products {
            return SubjectOf::default();
        }
        let picked_at =
            pick_at(&self.indexed, scope).and_then(|k| self.outside_comparison(k, scope, metric));
        // A variant named with the product holds for its sentence: a later sentence may be
        // of another capacity ("标准版正面标签风格与4TB版一致").
        let in_sentence = picked_at.is_some_and(|k| {
            let m = &self.mentions[k];
            scope.sentence.start <= m.start && m.end <= scope.sentence.end
        });
        let picked = picked_at.map(|k| match self.mentions[k].label {
            Named::Product(j, _, introduced) if !in_sentence => Named::Product(j, None, introduced),
            label => label,
        });
        match picked {
            None => heading.map_or_else(|| self.reviewed(), |k| self.product_of(k, None, false)),
            Some(Named::Reviewed) => self.reviewed(),
            Some(Named::Predecessor) => SubjectOf {
                subject: None,
                role: SubjectRole::Compared,
                variant: None,
                in_product_name: false,
            },
            Some(Named::Local(k)) => SubjectOf {
                subject: Some(self.local[k].clone()),
                role: SubjectRole::Compared,
                variant: None,
                in_product_name: false,
            },
            Some(Named::Product(k, variant, introduced)) => self.product_of(k, variant, introduced),
        }
    }
}

/// Where [`brand_led_mentions`] puts the variants named with products, and the capacity
/// figures that end their names (start, as written, the product).
type NamedVariants<'v> = (
    &'v mut Vec<String>,
    &'v mut Vec<(usize, String, Option<Named>)>,
);

/// The products a block names with their brand ("NetApp AFF A250"), parts aside; each
/// variant named with one goes on `variants`, each brand named alone on `brands_alone`
/// (where, and its product).
fn brand_led_mentions(
    text: &str,
    span: std::ops::Range<usize>,
    (rules, starts): (&SubjectRules, Option<&MatchStarts>),
    products: &DocumentProducts,
    (variants, name_capacities): NamedVariants,
    brands_alone: &mut Vec<(usize, usize)>,
) -> Vec<Mention<Named>> {
    let mut mentions: Vec<Mention<Named>> = Vec::new();
    for (_, s, e) in rules.brands.find_all(text, span.clone(), starts) {
        let name = read_name(text, (s, e), rules, &products.capacities);
        if let Some(k) = products.products.iter().position(|p| p.key == name.key) {
            let k = if name.has_model {
                k
            } else {
                brands_alone.push((name.start, k));
                products.brand_alone(k)
            };
            // A controller or a memory chip ("Phison PS5016-E16 控制器") is no
            // figure's subject: its figures are the product's.
            if products.is_part(k) {
                continue;
            }
            if let Some((cs, ce)) = name.variant_span {
                if products
                    .capacities
                    .binary_search_by_key(&cs, |c| c.0)
                    .is_ok()
                {
                    let named = Named::Product(k, None, false);
                    name_capacities.push((cs, text[cs..ce].to_string(), Some(named)));
                }
            }
            let variant = name.variant.map(|v| {
                variants.push(v);
                variants.len() - 1
            });
            mentions.push(Mention {
                label: Named::Product(k, variant, false),
                start: name.start,
                end: name.end.max(e),
            });
        }
    }
    mentions
}

/// `mentions` labelled with their index.
fn indexed<T>(mentions: &[Mention<T>]) -> Vec<Mention<usize>> {
    mentions
        .iter()
        .enumerate()
        .map(|(k, m)| Mention {
            label: k,
            start: m.start,
            end: m.end,
        })
        .collect()
}

/// Drops from `mentions` the brands named alone (`brands_alone`: where, and the product
/// the brand is) after a model of their maker in the block: "Die ES3000 V5-Laufwerke …
/// des Controllers von Huawei" names the maker, not another product.
fn drop_makers_named_alone(
    products: &DocumentProducts,
    brands_alone: &[(usize, usize)],
    mentions: &mut Vec<Mention<Named>>,
) {
    if brands_alone.is_empty() {
        return;
    }
    let model_of = |brand: &str, before: usize| {
        mentions.iter().any(|m| {
            m.start < before
                && matches!(m.label, Named::Product(j, _, _)
                    if !products.products[j].key.starts_with("brand:")
                        && products.products[j].brand == brand)
        })
    };
    let dropped: Vec<usize> = brands_alone
        .iter()
        .filter(|&&(at, k)| model_of(&products.products[k].brand, at))
        .map(|&(at, _)| at)
        .collect();
    mentions.retain(|m| !dropped.contains(&m.start));
}

/// The role of a figure of `role` measured under `test`: a test's figure taken with a
/// named tool ("CrystalDiskMark" over the section) is the product under test's, even
/// where the text names no product ("シーケンシャルアクセスは読込が最高約5,150MB/sec").
pub(crate) fn measured_role(role: SubjectRole, test: &TestConditions) -> SubjectRole {
    if role == SubjectRole::None && test.tool.is_some() {
        SubjectRole::Reviewed
    } else {
        role
    }
}

/// `mentions` with the predecessor words of `text[span]` (at `predecessors`) and its
/// reviewed-product words, without the products named as test-bed hardware, sorted and
/// without overlaps (the earlier, then the longer, stays).
fn with_cues_sorted(
    text: &str,
    span: std::ops::Range<usize>,
    (rules, starts): (&SubjectRules, Option<&MatchStarts>),
    predecessors: &[(usize, usize)],
    mut mentions: Vec<Mention<Named>>,
) -> Vec<Mention<Named>> {
    for &(s, e) in predecessors {
        mentions.push(Mention {
            label: Named::Predecessor,
            start: s,
            end: e,
        });
    }
    for (_, s, e) in rules.reviewed.find_all(text, span.clone(), starts) {
        mentions.push(Mention {
            label: Named::Reviewed,
            start: s,
            end: e,
        });
    }
    // "HP DL380 2U 伺服器": a server of the test bed, not the figures' product.
    let hosts: Vec<usize> = rules
        .hosts
        .find_all(text, span.clone(), starts)
        .into_iter()
        .map(|(_, s, _)| s)
        .collect();
    mentions.retain(|m| {
        matches!(m.label, Named::Predecessor | Named::Reviewed)
            || !hosts.iter().any(|&h| h >= m.end && h - m.end <= HOST_GAP)
    });
    mentions.sort_by_key(|m| (m.start, std::cmp::Reverse(m.end)));
    let mut sorted: Vec<Mention<Named>> = Vec::with_capacity(mentions.len());
    for m in mentions {
        if sorted.last().is_none_or(|l| l.end <= m.start) {
            sorted.push(m);
        }
    }
    sorted
}

#[cfg(test)]
mod tests {
    /// The plain reading of [`super::bare_models`]: each word of ASCII letters and digits
    /// that starts in the range, split into its letters, digits and the rest.
    fn plain_bare_models(text: &str, range: std::ops::Range<usize>) -> Vec<(usize, usize)> {
        let bytes = text.as_bytes();
        let mut out = Vec::new();
        let mut i = range.start;
        while i < range.end {
            if !bytes[i].is_ascii_alphanumeric() || (i > 0 && bytes[i - 1].is_ascii_alphanumeric())
            {
                i += 1;
                continue;
            }
            let mut j = i;
            while j < range.end && bytes[j].is_ascii_alphanumeric() {
                j += 1;
            }
            let word = &text[i..j];
            let letters = word.bytes().take_while(u8::is_ascii_alphabetic).count();
            let digits = word[letters..]
                .bytes()
                .take_while(u8::is_ascii_digit)
                .count();
            let tail = word.len() - letters - digits;
            if (1..=4).contains(&letters) && (2..=5).contains(&digits) && tail <= 1 {
                out.push((i, j));
            }
            i = j;
        }
        out
    }

    #[test]
    fn bare_models_are_those_of_the_plain_reading() {
        let text = "NetApp AFF A250 und A200, SN770X, 三星9100 PRO的SN850比ES3000V5快，\
                    AF250 S2 / NX6325R (ABCDE12) A1 B123456 x99y9 Q8T1 4K 엔터프라이즈PM1643 \
                    MZ7LH 990PRO abc12 A250。 Leistungsaufnahme12 Speicherkapazität A2500 \
                    ABCDEFGH12345678 xx12345678901234 Lesen:DC500M/12/SN5000.";
        let bounds: Vec<usize> = (0..=text.len())
            .filter(|&k| text.is_char_boundary(k))
            .collect();
        let mut found = 0;
        for (k, &a) in bounds.iter().enumerate() {
            for &b in &bounds[k..] {
                let models = super::bare_models(text, a..b);
                assert_eq!(models, plain_bare_models(text, a..b), "{:?}", &text[a..b]);
                found += models.len();
            }
        }
        assert!(found > 1000, "{found}");
        let whole = super::bare_models(text, 0..text.len());
        let names: Vec<&str> = whole.iter().map(|&(s, e)| &text[s..e]).collect();
        assert_eq!(
            names,
            [
                "A250", "A200", "SN770X", "SN850", "AF250", "NX6325R", "PM1643", "abc12", "A250",
                "A2500", "DC500M", "SN5000"
            ]
        );
    }
}
