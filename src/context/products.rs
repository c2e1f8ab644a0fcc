//! The products a document names. [`DocumentProducts::find`] reads them (a brand, then
//! the words of its name: "NetApp AFF A250", "三星9100 PRO 8TB"; a model before a series
//! word: "950-Pro-Serie"), keys each by its model ("A250", "9100PRO") so that every
//! spelling of it gets one name per document, tells a group test from a review, and takes
//! the reviewed product from the title and opening. Hands on the list to
//! [`super::subject::BlockSubjects`], which reads each block against it.

use super::product_names::{
    maker_before, model_shape, names_a_part, read_name, series_names, NameAt, SeriesName, LINE_KEY,
};
use crate::rules::{MatchStarts, SubjectRules};
use crate::segment::Block;

/// A product the document names.
#[derive(Debug, Clone)]
pub(crate) struct Product {
    /// Upper-cased model and suffixes ("A250", "990PRO"); `brand:<name>` for a brand
    /// named without a model.
    pub(super) key: String,
    /// The name the document gives it (the longest spelling led by its brand).
    pub(super) name: String,
    /// The brand as first written, lower-cased.
    pub(super) brand: String,
    /// How often it is named (led by its brand, or by its bare model).
    pub(super) count: usize,
    /// How often its brand-led name stands right before a host or component word
    /// ("Phison PS5016-E16 控制器", "HPE DL380 Gen9 2U 伺服器"): named only so, it is a
    /// part or the test bed, never the reviewed product nor a figure's subject.
    pub(super) hosted: usize,
    /// Where its name first stands.
    pub(super) first_at: usize,
    /// How often it is named by its series alone ("die 950-Pro-Serie"): counted only
    /// for a product never named otherwise (a series of a product named with its
    /// brand, "die ES3000-V5-Serie" of the "Huawei ES3000 V5", is its family).
    pub(super) by_series: usize,
    /// Whether it is named by a maker no list holds ([`unlisted_names`]).
    pub(super) unlisted: bool,
}

impl Product {
    /// Whether it is named by its series alone, never with its brand or bare model.
    pub(super) fn series_only(&self) -> bool {
        self.by_series >= self.count
    }
}

/// The products of a document and which one it reviews.
#[derive(Debug, Default)]
pub(crate) struct DocumentProducts {
    pub(super) products: Vec<Product>,
    pub(super) reviewed: Option<usize>,
    /// A group test: the opening names three models or more, or no model is named
    /// twice as often as the next. Every product it names is reviewed, and a figure that
    /// names none has no subject.
    pub(super) group: bool,
    /// Every bare model of the document (start, end) with the name read from it, in text
    /// order: read once here, for the counts, and looked up by each block with figures
    /// ([`DocumentProducts::bare_names_in`]) instead of read again.
    bare_names: Vec<(usize, usize, NameAt)>,
    /// The document's capacity figures (start, end), sorted: a name that runs into one is
    /// of that capacity ([`read_name`]).
    pub(super) capacities: Vec<(usize, usize)>,
    /// By block, where its subject, test and set-up words may match
    /// ([`SubjectRules::block_starts`]): found once here, for the brands, and taken again
    /// by the block's other searches.
    block_starts: Vec<Option<MatchStarts>>,
}

/// Every bare model of the blocks, with the name that starts at it (read in its block's
/// rules), in text order.
fn bare_names(
    text: &str,
    blocks: &[Block],
    rules: &[&SubjectRules],
    capacities: &[(usize, usize)],
) -> Vec<(usize, usize, NameAt)> {
    let mut out = Vec::new();
    for (bi, block) in blocks.iter().enumerate() {
        for (s, e) in bare_models(text, block.span.clone()) {
            out.push((s, e, read_name(text, (s, s), rules[bi], capacities)));
        }
    }
    out
}

/// Blocks of the opening read for the list of a group test's products.
const GROUP_OPENING_BLOCKS: usize = 5;

/// Models an opening names that make a document a group test.
const GROUP_MODELS: usize = 3;

/// Blocks of the opening read for the reviewed product.
const OPENING_BLOCKS: usize = 3;

/// Blocks that name the reviewed product whatever its maker: the title and the lead.
const NAMING_BLOCKS: usize = 2;

/// Bytes at the head of the first block where a glued title's product stands.
const TITLE_BYTES: usize = 80;

/// A bare model ("A250", "SN770"): one to four ASCII letters and two to five digits,
/// perhaps one letter more, standing alone; its letters and digit count.
/// (Read for every block: a model holds a digit, so the scan goes from digit to digit,
/// eight bytes at a time stepped over where none is an ASCII digit, and reads only the
/// words that hold one, from their start. `tests::plain_bare_models` is the plain reading
/// it agrees with.)
pub(super) fn bare_models(text: &str, range: std::ops::Range<usize>) -> Vec<(usize, usize)> {
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
    // Words start at or after `floor`: the end of the last word read.
    let mut floor = i;
    while let Some(digit) = next_ascii_digit(bytes, i) {
        let mut start = digit;
        while start > floor && bytes[start - 1].is_ascii_alphanumeric() {
            start -= 1;
        }
        let letters_end = run(start, u8::is_ascii_alphabetic);
        let digits_end = run(letters_end, u8::is_ascii_digit);
        let end = run(digits_end, u8::is_ascii_alphanumeric);
        let (letters, digits) = (letters_end - start, digits_end - letters_end);
        if (1..=4).contains(&letters) && (2..=5).contains(&digits) && end - digits_end <= 1 {
            out.push((start, end));
        }
        i = end;
        floor = end;
    }
    out
}

/// The first ASCII digit of `bytes` at or after `from`: eight bytes at a time where none
/// of them is one.
fn next_ascii_digit(bytes: &[u8], mut from: usize) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    while let Some(eight) = bytes.get(from..from + 8) {
        let x = u64::from_le_bytes(eight.try_into().expect("eight bytes"));
        // A byte b with 0x2F < b < 0x3A has its high bit set in `between` ("hasbetween" of
        // the bit-twiddling hacks: bytes of 0x80 and above never count).
        let low = x & !HIGH;
        let between = (ONES * (127 + 0x3A) - low) & !x & (low + ONES * (127 - 0x2F)) & HIGH;
        if between != 0 {
            break;
        }
        from += 8;
    }
    bytes[from.min(bytes.len())..]
        .iter()
        .position(u8::is_ascii_digit)
        .map(|k| from + k)
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
    /// `capacities`: where the document's capacity figures stand (start, end; sorted).
    pub(crate) fn find(
        text: &str,
        blocks: &[Block],
        rules: &[&SubjectRules],
        capacities: Vec<(usize, usize)>,
    ) -> Self {
        let Gathered {
            products,
            first_in_opening,
            in_opening,
            first_block,
            group,
            block_starts,
        } = gather(text, blocks, rules, &capacities);
        let mut found = DocumentProducts {
            reviewed: None,
            products,
            group,
            bare_names: Vec::new(),
            capacities,
            block_starts,
        };
        found.bare_names = bare_names(text, blocks, rules, &found.capacities);
        let counts = found.models_counted();
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
        // A model read with a word no list holds, while the opening names a listed maker
        // alone ("삼성전자는 … SSD(제품명 PM1643)"): that maker's model.
        if let (Some(r), Some(b)) = (found.reviewed, first_in_opening.1) {
            let maker = &found.products[b];
            if found.products[r].unlisted && maker.key.starts_with("brand:") {
                let own = &found.products[r];
                let model: String = own.name.chars().skip(own.brand.chars().count()).collect();
                let name = format!("{} {}", maker.name, model.trim_start());
                found.products[r].name = name;
            }
        }
        found
    }

    /// Whether product `k` is named only as a part or as test-bed hardware.
    pub(crate) fn is_part(&self, k: usize) -> bool {
        let p = &self.products[k];
        p.hosted > 0 && p.hosted >= p.count
    }

    /// How often each product is named, led by its brand or by its bare model.
    fn models_counted(&self) -> Vec<usize> {
        let mut counts: Vec<usize> = self
            .products
            .iter()
            .map(|p| match p.series_only() {
                true => p.count,
                false => p.count - p.by_series,
            })
            .collect();
        for (_, _, name) in &self.bare_names {
            if let Some(k) = Some(&name.key)
                .filter(|k| !k.is_empty())
                .and_then(|k| self.by_model(k))
            {
                counts[k] += 1;
            }
        }
        counts
    }

    /// The bare models within `span` (a block's), with their names, in text order.
    /// Where block `bi`'s subject, test and set-up words may match, as
    /// [`SubjectRules::block_starts`] found them (`None` for an empty block, or where the
    /// scan gave up).
    pub(super) fn block_starts(&self, bi: usize) -> Option<&MatchStarts> {
        self.block_starts.get(bi).and_then(Option::as_ref)
    }

    pub(super) fn bare_names_in(&self, span: std::ops::Range<usize>) -> &[(usize, usize, NameAt)] {
        let from = self.bare_names.partition_point(|b| b.0 < span.start);
        let to = self.bare_names.partition_point(|b| b.0 < span.end);
        &self.bare_names[from..to.max(from)]
    }

    /// The product a brand named alone stands for: its model product named with the same
    /// brand, else the reviewed product when that is a model (its maker named in another
    /// script or form: "후지쯔" for "Fujitsu ETERNUS AF250 S2"), else the brand itself.
    pub(super) fn brand_alone(&self, k: usize) -> usize {
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
    pub(super) fn by_model(&self, model: &str) -> Option<usize> {
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
    pub(super) fn same_maker(&self, k: usize) -> bool {
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
            let name = read_name(text, (s, e), rules, &self.capacities);
            name.has_model
                .then(|| self.products.iter().position(|p| p.key == name.key))
                .flatten()
        })
    }

    /// Whether `model` is another model of the reviewed product's line ("A200" of
    /// "A250"): the same letters and as many digits.
    pub(super) fn is_sibling(&self, model: &str) -> bool {
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

/// What a reading of the blocks gathers before the reviewed product is chosen.
struct Gathered {
    products: Vec<Product>,
    /// The first product with a model, and the first without, that the opening names.
    first_in_opening: (Option<usize>, Option<usize>),
    /// The models the opening names.
    in_opening: Vec<usize>,
    first_block: Option<std::ops::Range<usize>>,
    /// Whether the opening names models of a group test.
    group: bool,
    block_starts: Vec<Option<MatchStarts>>,
}

/// The products the blocks name (brand-led names and models before a series word), in
/// order, with what the opening names of them.
fn gather(
    text: &str,
    blocks: &[Block],
    rules: &[&SubjectRules],
    capacities: &[(usize, usize)],
) -> Gathered {
    let mut products: Vec<Product> = Vec::new();
    let mut first_in_opening: (Option<usize>, Option<usize>) = (None, None);
    // The models the opening names.
    let mut in_opening: Vec<usize> = Vec::new();
    let mut seen_blocks = 0;
    let mut first_block: Option<std::ops::Range<usize>> = None;
    let mut group = false;
    // The title's and the lead's blocks with their brand-led names.
    let mut naming: Vec<(usize, Vec<(usize, usize)>)> = Vec::new();
    let mut block_starts: Vec<Option<MatchStarts>> = Vec::with_capacity(blocks.len());
    for (bi, block) in blocks.iter().enumerate() {
        let block_text = &text[block.span.clone()];
        if block_text.trim().is_empty() {
            block_starts.push(None);
            continue;
        }
        block_starts.push(rules[bi].block_starts(text, block.span.clone()));
        let starts = block_starts[bi].as_ref();
        seen_blocks += 1;
        first_block.get_or_insert(block.span.clone());
        let mut models_here: Vec<usize> = Vec::new();
        // Where each brand-led name stands, and its brand.
        let mut names_here: Vec<(usize, usize)> = Vec::new();
        let mut brands_here: Vec<(usize, usize)> = Vec::new();
        for (_, s, e) in rules[bi].brands.find_all(text, block.span.clone(), starts) {
            let name = read_name(text, (s, e), rules[bi], capacities);
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
                        unlisted: false,
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
        if seen_blocks <= NAMING_BLOCKS {
            naming.push((bi, names_here.clone()));
        }
        let series = series_names(text, block.span.clone(), rules[bi], &names_here);
        let series_products = count_series(text, series, &brands_here, &mut products);
        if seen_blocks <= OPENING_BLOCKS {
            in_opening.extend(series_products);
        }
        group |= seen_blocks <= GROUP_OPENING_BLOCKS && models_here.len() >= GROUP_MODELS;
    }
    // Read after the lists' names, so that a product named with a listed maker somewhere
    // keeps that name ("삼성전자 PM1643", not "제품명 PM1643").
    for (bi, mut names_here) in naming {
        let span = blocks[bi].span.clone();
        unlisted_names(
            text,
            span,
            rules[bi],
            capacities,
            &mut names_here,
            &mut products,
        );
    }
    Gathered {
        products,
        first_in_opening,
        in_opening,
        first_block,
        group,
        block_starts,
    }
}

/// Counts the products named before a series word (`series`, from [`series_names`]) in
/// `products`, adding those not yet there, and hands on their indices in order.
fn count_series(
    text: &str,
    series: Vec<SeriesName>,
    brands_here: &[(usize, usize)],
    products: &mut Vec<Product>,
) -> Vec<usize> {
    let mut counted = Vec::new();
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
                    unlisted: false,
                });
                products.len() - 1
            }
        };
        // A series is no model of a group test's list ("Nachdem Samsung die 970
        // SSD Serie entlassen hatte, … ADATA XPG SX8200 Pro … WD Black").
        products[k].by_series += 1;
        counted.push(k);
    }
    counted
}

/// The products `text[span]` names by a maker no list holds and a model ("Korvath NX900
/// im Test", "科沃瑞NX900评测": [`maker_before`]), outside the brand-led names at
/// `names_here`, added to `products` (and their places to `names_here`). Read in the title
/// and the lead only: the reviewed product is the one they name, whatever its maker.
fn unlisted_names(
    text: &str,
    span: std::ops::Range<usize>,
    rules: &SubjectRules,
    capacities: &[(usize, usize)],
    names_here: &mut Vec<(usize, usize)>,
    products: &mut Vec<Product>,
) {
    for (s, e) in bare_models(text, span.clone()) {
        if names_here.iter().any(|&(ns, ne)| ns <= s && e <= ne) {
            continue;
        }
        let Some(maker) = maker_before(text, s, span.start, rules) else {
            continue;
        };
        let name = read_name(text, maker, rules, capacities);
        if !name.has_model {
            continue;
        }
        names_here.push((maker.0, name.end));
        // A model of a listed product, or one it begins ("AF250" of "AF250S2").
        let related = |p: &Product| p.key.starts_with(&name.key) || name.key.starts_with(&p.key);
        if let Some(k) = products.iter().position(related) {
            products[k].count += 1;
            continue;
        }
        products.push(Product {
            key: name.key,
            name: text[maker.0..name.end].trim_end().to_string(),
            brand: text[maker.0..maker.1].to_lowercase(),
            count: 1,
            hosted: 0,
            first_at: maker.0,
            by_series: 0,
            unlisted: true,
        });
    }
}
