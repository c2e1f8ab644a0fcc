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

use super::product_names::{model_shape, names_a_part, read_name, series_names, LINE_KEY};
use super::{pick_at, Mention, Scope};
use crate::model::{Metric, SubjectRole, TestConditions};
use crate::rules::SubjectRules;
use crate::segment::Block;

/// A product the document names.
#[derive(Debug, Clone)]
pub(crate) struct Product {
    /// Upper-cased model and suffixes ("A250", "990PRO"); `brand:<name>` for a brand
    /// named without a model.
    key: String,
    /// The name the document gives it (the longest spelling led by its brand).
    name: String,
    /// The brand as first written, lower-cased.
    brand: String,
    /// How often it is named (led by its brand, or by its bare model).
    count: usize,
    /// How often its brand-led name stands right before a host or component word
    /// ("Phison PS5016-E16 控制器", "HPE DL380 Gen9 2U 伺服器"): named only so, it is a
    /// part or the test bed, never the reviewed product nor a figure's subject.
    hosted: usize,
    /// Where its name first stands.
    first_at: usize,
    /// How often it is named by its series alone ("die 950-Pro-Serie"): counted only
    /// for a product never named otherwise (a series of a product named with its
    /// brand, "die ES3000-V5-Serie" of the "Huawei ES3000 V5", is its family).
    by_series: usize,
}

impl Product {
    /// Whether it is named by its series alone, never with its brand or bare model.
    fn series_only(&self) -> bool {
        self.by_series >= self.count
    }
}

/// The products of a document and which one it reviews.
#[derive(Debug, Default)]
pub(crate) struct DocumentProducts {
    products: Vec<Product>,
    reviewed: Option<usize>,
    /// A group test: the opening names three models or more, or no model is named
    /// twice as often as the next. Every product it names is reviewed, and a figure that
    /// names none has no subject.
    group: bool,
}

/// Blocks of the opening read for the list of a group test's products.
const GROUP_OPENING_BLOCKS: usize = 5;

/// Models an opening names that make a document a group test.
const GROUP_MODELS: usize = 3;

/// Blocks of the opening read for the reviewed product.
const OPENING_BLOCKS: usize = 3;

/// Bytes at the head of the first block where a glued title's product stands.
const TITLE_BYTES: usize = 80;

/// A bare model ("A250", "SN770"): one to four ASCII letters and two to five digits,
/// perhaps one letter more, standing alone; its letters and digit count.
/// (Read for every block, twice for a block with figures: eight bytes at a time are
/// stepped over where none is ASCII, as in Chinese, Japanese and Korean text, and each
/// word is read once, its letters, digits and tail in turn. `tests::plain_bare_models`
/// is the plain reading it agrees with.)
fn bare_models(text: &str, range: std::ops::Range<usize>) -> Vec<(usize, usize)> {
    let bytes = &text.as_bytes()[..range.end];
    let mut out = Vec::new();
    let mut i = range.start;
    // A word that began before the range is none of its own.
    if i > 0 && bytes[i - 1].is_ascii_alphanumeric() {
        while i < bytes.len() && bytes[i].is_ascii_alphanumeric() {
            i += 1;
        }
    }
    let run = |from: usize, class: fn(&u8) -> bool| {
        from + bytes[from..].iter().take_while(|b| class(b)).count()
    };
    while i < bytes.len() {
        if let Some(eight) = bytes.get(i..i + 8) {
            let word = u64::from_le_bytes(eight.try_into().expect("eight bytes"));
            if word & 0x8080_8080_8080_8080 == 0x8080_8080_8080_8080 {
                i += 8;
                continue;
            }
        }
        if !bytes[i].is_ascii_alphanumeric() {
            i += 1;
            continue;
        }
        let letters_end = run(i, u8::is_ascii_alphabetic);
        let digits_end = run(letters_end, u8::is_ascii_digit);
        let end = run(digits_end, u8::is_ascii_alphanumeric);
        let (letters, digits) = (letters_end - i, digits_end - letters_end);
        if (1..=4).contains(&letters) && (2..=5).contains(&digits) && end - digits_end <= 1 {
            out.push((i, end));
        }
        i = end;
    }
    out
}

/// Where a heading glued to the text after it ends ("… für höchste AnsprücheVon Samsung
/// sind …"): a word of four letters or more whose last is a lower-case letter, directly
/// followed by a capitalised word that ends at a space. The offset of the capital.
fn glued_at(text: &str) -> Option<usize> {
    let mut letters = 0;
    let mut prev_lower = false;
    for (i, c) in text.char_indices() {
        if prev_lower && letters >= 4 && c.is_uppercase() {
            let rest = &text[i + c.len_utf8()..];
            let word = rest
                .split(|c: char| !c.is_alphabetic())
                .next()
                .unwrap_or("");
            let after = rest[word.len()..].chars().next();
            if !word.is_empty() && word.chars().all(char::is_lowercase) && after == Some(' ') {
                return Some(i);
            }
        }
        prev_lower = c.is_lowercase();
        letters = if c.is_alphabetic() { letters + 1 } else { 0 };
    }
    None
}

impl DocumentProducts {
    /// The products named in the document, with the reviewed one.
    pub(crate) fn find(text: &str, blocks: &[Block], rules: &[&SubjectRules]) -> Self {
        let mut products: Vec<Product> = Vec::new();
        let mut first_in_opening: (Option<usize>, Option<usize>) = (None, None);
        // The models the opening names.
        let mut in_opening: Vec<usize> = Vec::new();
        let mut seen_blocks = 0;
        let mut first_block: Option<std::ops::Range<usize>> = None;
        let mut group = false;
        for (bi, block) in blocks.iter().enumerate() {
            let block_text = &text[block.span.clone()];
            if block_text.trim().is_empty() {
                continue;
            }
            seen_blocks += 1;
            first_block.get_or_insert(block.span.clone());
            let mut models_here: Vec<usize> = Vec::new();
            // Where each brand-led name stands, and its brand.
            let mut names_here: Vec<(usize, usize)> = Vec::new();
            let mut brands_here: Vec<(usize, usize)> = Vec::new();
            for (_, s, e) in rules[bi].brands.find_iter(text, block.span.clone()) {
                let name = read_name(text, (s, e), rules[bi]);
                names_here.push((s, name.end.max(e)));
                brands_here.push((s, e));
                let spelled = text[name.start..name.end].trim_end().to_string();
                let hosted = names_a_part(text, name.end, block.span.end, rules[bi]);
                let k = match products.iter().position(|p| p.key == name.key) {
                    Some(k) => {
                        if spelled.chars().count() > products[k].name.chars().count() {
                            products[k].name = spelled;
                        }
                        products[k].count += 1;
                        k
                    }
                    None => {
                        products.push(Product {
                            key: name.key.clone(),
                            name: spelled,
                            brand: text[s..e].to_lowercase(),
                            count: 1,
                            hosted: 0,
                            first_at: s,
                            by_series: 0,
                        });
                        products.len() - 1
                    }
                };
                if hosted {
                    products[k].hosted += 1;
                    continue;
                }
                if name.has_model && !models_here.contains(&k) {
                    models_here.push(k);
                }
                if seen_blocks <= OPENING_BLOCKS {
                    if name.has_model {
                        in_opening.push(k);
                    }
                    let slot = if name.has_model {
                        &mut first_in_opening.0
                    } else {
                        &mut first_in_opening.1
                    };
                    slot.get_or_insert(k);
                }
            }
            let series = series_names(text, block.span.clone(), rules[bi], &names_here);
            for named in series {
                let k = match products.iter().position(|p| p.key == named.key) {
                    Some(k) => {
                        products[k].count += 1;
                        k
                    }
                    None => {
                        // Its maker: the brand named last before it in the block ("Von
                        // Samsung sind … die beiden Modelle der 950-Pro-Serie"), if any.
                        let brand = brands_here
                            .iter()
                            .rev()
                            .find(|&&(s, _)| s < named.start)
                            .map(|&(s, e)| text[s..e].to_lowercase())
                            .unwrap_or_default();
                        products.push(Product {
                            key: named.key,
                            name: named.spelled,
                            brand,
                            count: 1,
                            hosted: 0,
                            first_at: named.start,
                            by_series: 0,
                        });
                        products.len() - 1
                    }
                };
                // A series is no model of a group test's list ("Nachdem Samsung die 970
                // SSD Serie entlassen hatte, … ADATA XPG SX8200 Pro … WD Black").
                products[k].by_series += 1;
                if seen_blocks <= OPENING_BLOCKS {
                    in_opening.push(k);
                }
            }
            group |= seen_blocks <= GROUP_OPENING_BLOCKS && models_here.len() >= GROUP_MODELS;
        }
        let mut found = DocumentProducts {
            reviewed: None,
            products,
            group,
        };
        let counts = found.models_counted(text, blocks, rules);
        let mut models: Vec<usize> = (0..found.products.len())
            .filter(|&k| !found.products[k].key.starts_with("brand:") && !found.is_part(k))
            .collect();
        models.sort_by_key(|&k| (std::cmp::Reverse(counts[k]), k));
        // Models of three brands or more named twice each, none twice as often as the
        // next: a group test.
        let mut brands: Vec<&str> = models
            .iter()
            .filter(|&&k| counts[k] >= 2)
            .map(|&k| found.products[k].brand.as_str())
            .collect();
        brands.sort_unstable();
        brands.dedup();
        // The next is the most named model of another maker: a sibling of the same maker
        // named often (the "ES3000 V5" series of the "ES3600P V5") makes a family review,
        // not a group test.
        if let Some(&first) = models.first() {
            let first_brand = &found.products[first].brand;
            let next = models
                .iter()
                .find(|&&k| &found.products[k].brand != first_brand);
            if let Some(&second) = next {
                found.group |= brands.len() >= GROUP_MODELS && counts[first] < 2 * counts[second];
            }
        }
        if found.group {
            return found;
        }
        // No model named with its brand in the opening ("후지쯔가 발표한 ... AF250 S2"):
        // the model the document names most (twice at least), its bare mentions counted.
        let most_named = models.first().copied().filter(|&k| counts[k] >= 2);
        // Else the one model the document names, in its first half ("今次 AMD 官方同時提供
        // 「GIGABYTE AORUS NVMe Gen4 M.2 SSD 2TB」" under a title that names none), its
        // parts aside; a model named only near the end is an aside ("これは2年くらい使った
        // OS用のSSDですが").
        let only_model = (models.len() == 1)
            .then(|| models[0])
            .filter(|&k| found.products[k].first_at < text.len() / 2);
        // A model the opening names once and the document never again, while another
        // model of the opening is named through it: the first is a teaser of another
        // article glued to the page's head ("Samsung SSD T1 - Die externe Festplatte für
        // höchste AnsprücheVon Samsung sind … die beiden Modelle der 950-Pro-Serie").
        let opening_model = first_in_opening.0.filter(|&o| {
            let teaser = |m: usize| {
                let (at, other_at) = (found.products[o].first_at, found.products[m].first_at);
                m != o
                    && in_opening.contains(&m)
                    && first_block.clone().is_some_and(|b| {
                        (b.start..b.start + TITLE_BYTES).contains(&at)
                            && glued_at(&text[b.start..b.end.min(other_at.max(b.start))])
                                .is_some_and(|g| b.start + g > at)
                    })
            };
            counts[o] >= 2 || !most_named.is_some_and(teaser)
        });
        found.reviewed = opening_model
            .or(most_named)
            .or(first_in_opening.1)
            .or(only_model);
        found
    }

    /// Whether product `k` is named only as a part or as test-bed hardware.
    pub(crate) fn is_part(&self, k: usize) -> bool {
        let p = &self.products[k];
        p.hosted > 0 && p.hosted >= p.count
    }

    /// How often each product is named, led by its brand or by its bare model.
    fn models_counted(&self, text: &str, blocks: &[Block], rules: &[&SubjectRules]) -> Vec<usize> {
        let mut counts: Vec<usize> = self
            .products
            .iter()
            .map(|p| match p.series_only() {
                true => p.count,
                false => p.count - p.by_series,
            })
            .collect();
        for (bi, block) in blocks.iter().enumerate() {
            for (s, _) in bare_models(text, block.span.clone()) {
                let name = read_name(text, (s, s), rules[bi]);
                if let Some(k) = Some(&name.key)
                    .filter(|k| !k.is_empty())
                    .and_then(|k| self.by_model(k))
                {
                    counts[k] += 1;
                }
            }
        }
        counts
    }

    /// The product a brand named alone stands for: its model product named with the same
    /// brand, else the reviewed product when that is a model (its maker named in another
    /// script or form: "후지쯔" for "Fujitsu ETERNUS AF250 S2"), else the brand itself.
    fn brand_alone(&self, k: usize) -> usize {
        let brand = &self.products[k].brand;
        let reviewed_model = self
            .reviewed
            .filter(|&r| !self.products[r].key.starts_with("brand:"));
        let reviewed_same_brand = reviewed_model.filter(|&r| &self.products[r].brand == brand);
        let same_brand = (0..self.products.len()).find(|&j| {
            let p = &self.products[j];
            !p.key.starts_with("brand:") && &p.brand == brand && !self.is_part(j)
        });
        // A line named without a model ("WD Black") is another maker's product, not the
        // reviewed one's maker in another spelling.
        let line_named = self.products[k].key.contains(LINE_KEY);
        reviewed_same_brand
            .or(same_brand)
            .or(reviewed_model.filter(|_| !line_named))
            .unwrap_or(k)
    }

    /// The product whose model key starts with `model` (upper-cased), if any.
    /// The product a bare model names: its key ("ES3000V3" of "ES3000 V3"), else a
    /// product whose key it begins ("AF250" of "AF250S2"); a model with one letter more
    /// ("NX6325R" of "NX6325") is an order number of it.
    fn by_model(&self, model: &str) -> Option<usize> {
        let exact = self.products.iter().position(|p| p.key == model);
        let known = |m: &str| {
            self.products
                .iter()
                .position(|p| !p.key.starts_with("brand:") && p.key.starts_with(m))
        };
        exact.or_else(|| known(model)).or_else(|| {
            let (letters, digits) = model_shape(model);
            let stem = &model[..letters.len() + digits];
            (stem.len() < model.len()).then(|| known(stem)).flatten()
        })
    }

    /// Whether product `k` is of the reviewed product's maker (another model of its
    /// family: the "ES3000 V5" series of the "ES3600P V5").
    fn same_maker(&self, k: usize) -> bool {
        let brand = &self.products[k].brand;
        !brand.is_empty()
            && self
                .reviewed
                .is_some_and(|r| &self.products[r].brand == brand)
    }

    /// The first product named in `text[span]` with its brand and model (a heading's
    /// "Huawei ES3000 V5 Spezifikationen").
    pub(crate) fn named_in(
        &self,
        text: &str,
        span: std::ops::Range<usize>,
        rules: &SubjectRules,
    ) -> Option<usize> {
        rules.brands.find_iter(text, span).find_map(|(_, s, e)| {
            let name = read_name(text, (s, e), rules);
            name.has_model
                .then(|| self.products.iter().position(|p| p.key == name.key))
                .flatten()
        })
    }

    /// Whether `model` is another model of the reviewed product's line ("A200" of
    /// "A250"): the same letters and as many digits.
    fn is_sibling(&self, model: &str) -> bool {
        let Some(reviewed) = self.reviewed.map(|k| &self.products[k]) else {
            return false;
        };
        if reviewed.key.starts_with("brand:") {
            return false;
        }
        let (letters, digits) = model_shape(model);
        let (r_letters, r_digits) = model_shape(&reviewed.key);
        !letters.is_empty() && letters == r_letters && digits == r_digits
    }
}

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
}

/// Bytes between a product and the host word that makes it test-bed hardware
/// ("DL380 2U 伺服器").
const HOST_GAP: usize = 8;

/// Bytes between a comparison word and a bare model it introduces.
const COMPARED_GAP: usize = 12;

/// Bytes between what is compared with and a comparison word after it ("이전 버전의 지연
/// 시간이 123,835ms인 7.24 IOPS와 비교하여"): the figures after the word are the topic's.
const POSTPOSITION_GAP: usize = 64;

impl<'d> BlockSubjects<'d> {
    pub(crate) fn find(
        text: &str,
        span: std::ops::Range<usize>,
        rules: &SubjectRules,
        products: &'d DocumentProducts,
    ) -> Self {
        let mut mentions: Vec<Mention<Named>> = Vec::new();
        let mut variants = Vec::new();
        let mut local: Vec<String> = Vec::new();
        // Where a brand stands alone, with its product's index.
        let mut brands_alone: Vec<(usize, usize)> = Vec::new();
        for (_, s, e) in rules.brands.find_iter(text, span.clone()) {
            let name = read_name(text, (s, e), rules);
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
            .find_iter(text, span.clone())
            .map(|(_, s, e)| (s, e))
            .collect();
        comparisons.sort_unstable();
        // Searched once, for this and for [`with_cues_sorted`].
        let predecessors: Vec<(usize, usize)> = rules
            .predecessors
            .find_iter(text, span.clone())
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
        let cued: Vec<(usize, usize)> = rules
            .name_cues
            .find_iter(text, span.clone())
            .map(|(_, s, e)| (s, e))
            .collect();
        for (s, e) in bare_models(text, span.clone()) {
            if mentions.iter().any(|m| m.start <= s && e <= m.end) {
                continue;
            }
            // The model with the words that go on its name ("ES3000 V3").
            let name = read_name(text, (s, s), rules);
            if name.key.is_empty() {
                continue;
            }
            let (model, e) = (name.key, name.end.max(e));
            let label = match products.by_model(&model) {
                Some(k) if products.is_part(k) => continue,
                Some(k) => Named::Product(k, None, introduced(s)),
                None => {
                    let named = cued
                        .iter()
                        .any(|&(_, ce)| ce <= s && s - ce <= COMPARED_GAP);
                    if !(products.is_sibling(&model) || introduced(s) || named) {
                        continue;
                    }
                    let spelled = text[s..e].trim_end();
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
        let sorted = with_cues_sorted(text, span.clone(), rules, &predecessors, mentions);
        let environment = rules
            .environment
            .find_iter(text, span)
            .map(|(label, start, end)| Mention { label, start, end })
            .collect();
        let indexed = indexed(&sorted);
        BlockSubjects {
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
        if in_config || environmental {
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
        let product = |k: usize, variant: Option<usize>, introduced: bool| {
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
            }
        };
        match picked {
            None => heading.map_or_else(|| self.reviewed(), |k| product(k, None, false)),
            Some(Named::Reviewed) => self.reviewed(),
            Some(Named::Predecessor) => SubjectOf {
                subject: None,
                role: SubjectRole::Compared,
                variant: None,
            },
            Some(Named::Local(k)) => SubjectOf {
                subject: Some(self.local[k].clone()),
                role: SubjectRole::Compared,
                variant: None,
            },
            Some(Named::Product(k, variant, introduced)) => product(k, variant, introduced),
        }
    }
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
    rules: &SubjectRules,
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
    for (_, s, e) in rules.reviewed.find_iter(text, span.clone()) {
        mentions.push(Mention {
            label: Named::Reviewed,
            start: s,
            end: e,
        });
    }
    // "HP DL380 2U 伺服器": a server of the test bed, not the figures' product.
    let hosts: Vec<usize> = rules
        .hosts
        .find_iter(text, span.clone())
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
                    MZ7LH 990PRO abc12 A250。";
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
            ["A250", "A200", "SN770X", "SN850", "AF250", "NX6325R", "PM1643", "abc12", "A250"]
        );
    }
}
