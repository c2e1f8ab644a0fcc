//! Unit stage: gives each number the unit written after it, converts it to the canonical
//! unit of its metric, and lends a unit to numbers that share it ("420/63 IOPS",
//! "8 bzw. 16 VMs", "Bandwidth Rd/Wr (GB/s): 12.0 / 9.0").

use crate::distant_units;
use crate::model::Metric;
use crate::numbers::{pinyin_annotation_len, NumberToken, Reading};
use crate::rules::{Locale, UnitRule};

pub(crate) mod die_density;
mod endurance;
mod labels;
mod lists;
mod rates;
use labels::{borrow_from_labels, rate_named_before, unit_before_colon, unit_ending};
use lists::{approximately_before, list_join, same_order, ListJoin};

/// A number with the unit that applies to it.
#[derive(Debug, Clone)]
pub struct Quantity {
    pub number: NumberToken,
    pub unit: UnitRule,
    /// Byte range of the unit as written; for a borrowed unit, where it is written.
    pub unit_span: (usize, usize),
    /// The unit is written at another number ("420" in "420/63 IOPS").
    pub borrowed: bool,
}

impl Quantity {
    pub fn metric(&self) -> Metric {
        self.unit.metric
    }
    /// Byte range of the figure as a fact reports it: the number through its own unit.
    pub fn span(&self) -> (usize, usize) {
        if self.borrowed {
            (self.number.start, self.number.end_with_multiplier())
        } else {
            (self.number.start, self.unit_span.1)
        }
    }
}

fn is_space_like(c: char) -> bool {
    matches!(c, ' ' | '\u{00A0}' | '\u{202F}' | '\u{2009}')
}

/// The unit written right after a number, allowing a space, a German compound hyphen
/// ("100-GB-Volume") or a particle ("57.3K的TPS").
pub fn unit_after<'r>(
    text: &str,
    pos: usize,
    end: usize,
    locale: &'r Locale,
) -> Option<(&'r UnitRule, (usize, usize))> {
    let rest = &text[pos..end];
    let try_at = |offset: usize| -> Option<(&'r UnitRule, (usize, usize))> {
        let m = locale.match_unit(&rest[offset..])?;
        Some((m.rule, (pos + offset, pos + offset + m.len)))
    };
    if let Some(found) = try_at(0) {
        return Some(found);
    }
    // Up to two spaces, and invisible characters ("825,000\u{2069} IOPS"); of these only
    // the space is ASCII, so any other ASCII byte first means none.
    let spaces: usize = if rest
        .as_bytes()
        .first()
        .is_some_and(|&b| b.is_ascii() && b != b' ')
    {
        0
    } else {
        rest.chars()
            .take_while(|&c| is_space_like(c) || crate::numbers::is_invisible_in_number(c))
            .take(4)
            .map(char::len_utf8)
            .sum()
    };
    if spaces > 0 {
        if let Some(found) = try_at(spaces) {
            return Some(found);
        }
    }
    if rest.starts_with('-') {
        if let Some(found) = try_at(1) {
            return Some(found);
        }
    }
    let after_spaces = &rest[spaces..];
    for particle in &locale.particles {
        // The first bytes compared before the rest (most particles start otherwise).
        if particle
            .as_bytes()
            .first()
            .is_none_or(|b| after_spaces.as_bytes().first() == Some(b))
            && after_spaces.starts_with(particle.as_str())
        {
            let mut offset = spaces + particle.len();
            offset += pinyin_annotation_len(&rest[offset..]);
            offset += rest[offset..]
                .chars()
                .take_while(|&c| is_space_like(c))
                .take(2)
                .map(char::len_utf8)
                .sum::<usize>();
            if let Some(found) = try_at(offset) {
                return Some(found);
            }
        }
    }
    None
}

/// Most words between a number and the IOPS unit, or the "per second", that names it.
const MAX_GAP_WORDS: usize = 6;

/// Most bytes looked at after a number for [`iops_named_after`].
const GAP_WINDOW: usize = 120;

/// The IOPS unit named a few words after a number that has none: "320,000 random read
/// IOPS", "180.000 por segundo (IOPS)", or operations per second spelled out ("380 mil
/// operações de leitura por segundo", "45 tys. operacji I/O na sekundę"). Only the
/// locale's `unit_gap_words` may stand between them, an `operation_words` word must come
/// before a "per second" phrase, and any other word (a figure of another unit, a noun)
/// ends the search. A block size ("4K random read IOPS") is no count of operations.
fn iops_named_after<'r>(
    text: &str,
    token: &NumberToken,
    end: usize,
    locale: &'r Locale,
) -> Option<UnitAt<'r>> {
    if locale.unit_gap_words.is_empty() && locale.operation_words.is_empty() {
        return None;
    }
    if let (Some((factor, _)), Reading::Exact { value, .. }) = (token.multiplier, &token.reading) {
        if factor == 1e3
            && *value <= 1024.0
            && value.fract() == 0.0
            && (*value as u32).is_power_of_two()
        {
            return None;
        }
    }
    let pos = token.end_with_multiplier();
    let mut window_end = (pos + GAP_WINDOW).min(end);
    while !text.is_char_boundary(window_end) {
        window_end -= 1;
    }
    let rest = text.get(pos..window_end)?;
    let mut offset = 0;
    let mut seen_operation = false;
    for _ in 0..MAX_GAP_WORDS {
        let spaces = rest[offset..].len() - rest[offset..].trim_start_matches(' ').len();
        if spaces == 0 {
            return None;
        }
        offset += spaces;
        let here = &rest[offset..];
        let bare = here.strip_prefix('(').unwrap_or(here);
        let paren = here.len() - bare.len();
        if let Some(m) = locale.match_unit(bare) {
            let at = pos + offset + paren;
            return (m.rule.metric == Metric::Iops).then_some((m.rule, (at, at + m.len)));
        }
        if seen_operation {
            for phrase in &locale.per_second_words {
                let ends_word = here
                    .get(phrase.len()..)
                    .is_some_and(|after| !after.starts_with(crate::rules::is_latin_word_char));
                if here.starts_with(phrase.as_str()) && ends_word {
                    let iops = locale.match_unit("IOPS")?;
                    let at = pos + offset;
                    return Some((iops.rule, (at, at + phrase.len())));
                }
            }
        }
        let word = &here[..here.find(' ').unwrap_or(here.len())];
        if locale.operation_words.iter().any(|w| w == word) {
            seen_operation = true;
        } else if !locale.unit_gap_words.iter().any(|w| w == word) {
            return None;
        }
        offset += word.len();
    }
    None
}

/// Each number's unit rule and where it is written (`None`: none yet), and whether it was
/// borrowed from elsewhere: the rules are borrowed here and copied once, into the
/// quantities at the end.
/// A unit rule and the span of its alias in the text.
type UnitAt<'r> = (&'r UnitRule, (usize, usize));

struct Attached<'r> {
    own: Vec<Option<(&'r UnitRule, (usize, usize))>>,
    borrowed: Vec<bool>,
}

impl<'r> Attached<'r> {
    /// Gives number `i` the unit `unit`, found elsewhere than right after it.
    fn borrow(&mut self, i: usize, unit: (&'r UnitRule, (usize, usize))) {
        self.own[i] = Some(unit);
        self.borrowed[i] = true;
    }
}

/// Attaches units to the numbers of one block (`tokens` in text order): the unit written
/// right after a number, else one it shares with a neighbour or a label, in the order of
/// the steps below (each only for the numbers that have none yet).
pub fn attach_units(
    text: &str,
    block: std::ops::Range<usize>,
    tokens: Vec<NumberToken>,
    locale: &Locale,
) -> Vec<Quantity> {
    let end = block.end.min(text.len());
    let mut units = Attached {
        own: tokens
            .iter()
            .map(|t| {
                if t.in_word {
                    return None;
                }
                unit_after(text, t.end_with_multiplier(), end, locale)
            })
            .collect(),
        borrowed: vec![false; tokens.len()],
    };
    rates::by_operation(text, end, &tokens, locale, &mut units.own);
    distant_units::attach(
        text,
        &tokens,
        end,
        locale,
        &mut units.own,
        &mut units.borrowed,
    );
    for (i, token) in tokens.iter().enumerate() {
        if units.own[i].is_none() && !token.in_word {
            if let Some(found) = iops_named_after(text, token, end, locale) {
                units.borrow(i, found);
            }
        }
    }
    let conditions = condition_pairs(text, &tokens, locale, &units);
    share_with_next(text, &tokens, locale, &mut units);
    let mut tokens = tokens;
    lend_word_multipliers(text, &mut tokens, &units.borrowed);
    share_dimensions(text, &tokens, &mut units);
    borrow_named_before(text, block.start, end, &tokens, locale, &mut units);
    borrow_from_labels(text, block.start, end, &tokens, locale, &mut units);
    crate::carried_units::attach(
        text,
        &tokens,
        end,
        locale,
        &mut units.own,
        &mut units.borrowed,
    );
    let per_second = rates_named_before(text, block.start, end, &tokens, locale, &mut units);
    let endurance = endurance::named_before(text, block.start, &tokens, &units.own, locale);
    // A test's condition ("à 1/8") is no figure: whatever unit it was lent, it keeps none.
    for (i, _) in conditions.iter().enumerate().filter(|(_, &c)| c) {
        if units.borrowed[i] {
            units.own[i] = None;
        }
    }
    apply_signs(text, block.start, &mut tokens, &units);
    let mut quantities = Vec::with_capacity(units.own.iter().flatten().count());
    let attached = units.own.into_iter().zip(units.borrowed);
    for (i, (number, (unit, borrowed))) in tokens.into_iter().zip(attached).enumerate() {
        if let Some((unit, unit_span)) = unit {
            let mut unit = unit.clone();
            if per_second.get(i) == Some(&true) && unit.metric == Metric::Capacity {
                // So many bytes per second: the same factor, as a bandwidth.
                unit.metric = Metric::Bandwidth;
                unit.canonical = "B/s".into();
            } else if endurance.get(i) == Some(&true) {
                // So many bytes written over the drive's life.
                unit.metric = Metric::Endurance;
            }
            quantities.push(Quantity {
                number,
                unit,
                unit_span,
                borrowed,
            });
        }
    }
    quantities
}

/// Most characters between a rate prefix and its number ("每秒读取3000MB", "초당 최대
/// 3000MB").
const RATE_PREFIX_GAP: usize = 6;

/// Numbers that "per second" written before them makes rates ("초당 3000MB", "每秒读取
/// 3000MB"): a capacity, which the caller turns into a bandwidth, or a number counted in
/// operations, which borrows the IOPS unit ("초당 75만회 입출력"); the numbers that share
/// its unit follow it ("초당 500~600MB"). Returns which numbers are rates.
fn rates_named_before<'r>(
    text: &str,
    block_start: usize,
    end: usize,
    tokens: &[NumberToken],
    locale: &'r Locale,
    units: &mut Attached<'r>,
) -> Vec<bool> {
    let mut per_second = vec![false; tokens.len()];
    if locale.rate_prefixes.is_empty() {
        return per_second;
    }
    let iops = locale
        .match_unit("IOPS")
        .filter(|m| m.len == "IOPS".len() && m.rule.metric == Metric::Iops);
    let mut i = 0;
    while i < tokens.len() {
        let token = &tokens[i];
        // From the number before: a prefix can stand only after it. A bare number before
        // (no unit of its own) may be the prefix's own first character ("1秒あたり57回").
        let from = match i.checked_sub(1) {
            None => block_start,
            Some(p) if units.own[p].is_none() => tokens[p].start,
            Some(p) => tokens[p].end_with_multiplier(),
        };
        if token.in_word || !rate_prefix_ends(&text[from..token.start], locale) {
            i += 1;
            continue;
        }
        let is_rate = match units.own[i] {
            Some((rule, _)) => rule.metric == Metric::Capacity,
            None => {
                let counted =
                    operation_counter_after(text, token.end_with_multiplier(), end, locale);
                match (counted, iops) {
                    (Some(span), Some(iops)) => {
                        units.borrow(i, (iops.rule, span));
                        true
                    }
                    _ => false,
                }
            }
        };
        if !is_rate {
            i += 1;
            continue;
        }
        per_second[i] = true;
        // The numbers that took their unit from the next one, up to the one that wrote it
        // ("초당 500~600MB"), and capacities listed after it ("초당 2100MB와 1700MB").
        let span_of = |k: usize| units.own[k].map(|(_, span)| span);
        while i + 1 < tokens.len()
            && ((units.borrowed[i] && span_of(i) == span_of(i + 1))
                || listed_capacity(text, tokens, i, units, locale))
        {
            i += 1;
            per_second[i] = true;
        }
        i += 1;
    }
    per_second
}

/// Whether number `i + 1` is a capacity listed right after number `i`'s unit: joined by
/// one of the locale's connectors, past a gloss of the unit in brackets ("2100MB(메가바이트)와
/// 1700MB").
fn listed_capacity(
    text: &str,
    tokens: &[NumberToken],
    i: usize,
    units: &Attached,
    locale: &Locale,
) -> bool {
    let (Some((_, (_, unit_end))), Some((next, _))) = (units.own[i], units.own[i + 1]) else {
        return false;
    };
    if next.metric != Metric::Capacity || unit_end > tokens[i + 1].start {
        return false;
    }
    let mut between = text[unit_end..tokens[i + 1].start].trim();
    if let Some(rest) = between.strip_prefix(['(', '（']) {
        if let Some(close) = rest.find([')', '）']) {
            between = rest[close..].trim_start_matches([')', '）']).trim();
        }
    }
    locale.shared_unit_connectors.iter().any(|c| c == between)
}

/// Whether `before` (the text since the previous number) ends with a rate prefix and at
/// most [`RATE_PREFIX_GAP`] characters of words after it: no digit, no clause punctuation.
fn rate_prefix_ends(before: &str, locale: &Locale) -> bool {
    locale.rate_prefixes.iter().any(|prefix| {
        // Only the tail can hold it: a gap of at most RATE_PREFIX_GAP characters is at most
        // four bytes each, and a prefix further back is followed by a longer gap (so the
        // last occurrence in the tail is the last one that can count; the text since the
        // previous number may be a whole paragraph, searched once per number).
        let mut from = before
            .len()
            .saturating_sub(prefix.len() + 4 * RATE_PREFIX_GAP);
        while !before.is_char_boundary(from) {
            from -= 1;
        }
        let before = &before[from..];
        crate::kernels::short_rfind::short_rfind(before, prefix).is_some_and(|at| {
            let gap = &before[at + prefix.len()..];
            gap.chars().count() <= RATE_PREFIX_GAP
                && !gap.chars().any(|c| {
                    c.is_ascii_digit()
                        || matches!(
                            c,
                            ',' | '，'
                                | '。'
                                | '.'
                                | ';'
                                | '；'
                                | ':'
                                | '：'
                                | '、'
                                | '('
                                | '（'
                                | '\n'
                        )
                })
        })
    })
}

/// The span of an operation counter right after a number ("75만회", "75万 次"), if any.
fn operation_counter_after(
    text: &str,
    pos: usize,
    end: usize,
    locale: &Locale,
) -> Option<(usize, usize)> {
    let rest = &text[pos..end];
    let spaces: usize = rest
        .chars()
        .take_while(|&c| is_space_like(c))
        .take(1)
        .map(char::len_utf8)
        .sum();
    let after = &rest[spaces..];
    let counter = locale
        .operation_counters
        .iter()
        .find(|c| after.starts_with(c.as_str()))?;
    let rest = &after[counter.len()..];
    let other_word = locale
        .operation_counter_not_before
        .iter()
        .any(|w| rest.starts_with(w.as_str()));
    (!other_word).then(|| (pos + spaces, pos + spaces + counter.len()))
}

/// Most characters between a rate word and a bare number that takes it.
const MEASURE_GAP: usize = 8;

/// A letter of the scripts that write a number straight after a word (Han, kana, Hangul:
/// from U+2E80 on), or a digit of theirs.
fn is_cjk_word_char(c: char) -> bool {
    (c as u32) >= 0x2E80 && c.is_alphanumeric()
}

/// Whether a bare number (no multiplier) takes the rate named just before it, as Chinese,
/// Japanese and Korean put the measure first ("IOPSは最大2,500", "IOPS 최대 2,500"): only
/// characters of those scripts and spaces between, a few of them, and a number of a
/// hundred or more (no queue depth or thread count).
fn measure_first(text: &str, unit_end: usize, token: &NumberToken, locale: &Locale) -> bool {
    let Some(gap) = text.get(unit_end..token.start) else {
        return false;
    };
    let cjk_only = gap.chars().all(|c| c == ' ' || is_cjk_word_char(c));
    let large = token
        .reading
        .value_in(locale.native_style())
        .is_some_and(|v| v >= 100.0);
    cjk_only && gap.chars().count() <= MEASURE_GAP && large
}

/// A number that shares the unit of the next one ("1,4 bzw. 1,15 Millionen IOPS") shares
/// its multiplier too when that is a word written apart from its number ("Millionen",
/// "million"): the word counts for the whole list. A glued one counts for the start of a
/// range written with a dash or tilde when the start is below the end's own number
/// ("80-150K IOPS" is 80K to 150K; "500-1K" is 500 to 1,000); in a pair ("700/170K") it is
/// left alone. `shared[i]`: number `i` took its unit from number `i + 1`; right to left,
/// so that chains work ("1, 2 oder 3 Millionen").
fn lend_word_multipliers(text: &str, tokens: &mut [NumberToken], shared: &[bool]) {
    for i in (0..tokens.len().saturating_sub(1)).rev() {
        if !shared[i] || tokens[i].multiplier.is_some() {
            continue;
        }
        let Some((factor, word_end)) = tokens[i + 1].multiplier else {
            continue;
        };
        let written_apart = text[tokens[i + 1].end..word_end]
            .chars()
            .next()
            .is_some_and(is_space_like);
        if written_apart || starts_a_range_below(text, &tokens[i], &tokens[i + 1]) {
            tokens[i].multiplier = Some((factor, tokens[i].end));
        }
    }
}

/// Whether `start` and `end` are the ends of a range written with a dash or tilde
/// between them, and `start` is below `end`'s number (both exact readings).
fn starts_a_range_below(text: &str, start: &NumberToken, end: &NumberToken) -> bool {
    const RANGE_MARKS: [&str; 6] = ["-", "–", "—", "~", "～", "〜"];
    let between = text[start.end..end.start].trim();
    let exact = |t: &NumberToken| match t.reading {
        Reading::Exact { value, .. } => Some(value),
        _ => None,
    };
    RANGE_MARKS.contains(&between) && exact(start).zip(exact(end)).is_some_and(|(a, b)| a < b)
}

/// Largest queue depth or thread count read in a test's condition "1/8".
const CONDITION_MAX: u64 = 1024;

/// The tokens that state a test's condition: two whole numbers joined by a bare slash,
/// right after one of the locale's condition words ("96 µs à 1/8", "110 µs at 8/1": queue
/// depth 1 with 8 threads), neither with a unit or multiplier of its own. French, English
/// and other reviews write the condition of each latency so; the number stage would lend
/// the pair the unit of the next figure ("à 1/8 et 1,2 million d'IOPS").
fn condition_pairs(
    text: &str,
    tokens: &[NumberToken],
    locale: &Locale,
    units: &Attached,
) -> Vec<bool> {
    let mut marked = vec![false; tokens.len()];
    if locale.condition_words.is_empty() {
        return marked;
    }
    let whole = |t: &NumberToken| {
        t.multiplier.is_none()
            && !t.in_word
            && text[t.start..t.end]
                .parse::<u64>()
                .is_ok_and(|n| (1..=CONDITION_MAX).contains(&n))
    };
    for i in 0..tokens.len().saturating_sub(1) {
        let (a, b) = (&tokens[i], &tokens[i + 1]);
        if !whole(a) || !whole(b) || &text[a.end..b.start] != "/" {
            continue;
        }
        // Neither with a unit of its own: "4/8 To" is two capacities.
        if (0..2).any(|k| units.own[i + k].is_some() && !units.borrowed[i + k]) {
            continue;
        }
        let before = text[..a.start].trim_end();
        let lower = before.to_lowercase();
        let named = locale.condition_words.iter().any(|w| {
            lower.ends_with(w.as_str())
                && lower[..lower.len() - w.len()]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !c.is_alphanumeric())
        });
        if named {
            marked[i] = true;
            marked[i + 1] = true;
        }
    }
    marked
}

/// Shared units, right to left so that chains work ("8, 12 oder 24 TB"): a number joined to
/// the next by one of the locale's connectors takes its unit.
fn share_with_next<'r>(
    text: &str,
    tokens: &[NumberToken],
    locale: &'r Locale,
    units: &mut Attached<'r>,
) {
    for i in (0..tokens.len().saturating_sub(1)).rev() {
        if units.own[i].is_some() || tokens[i].in_word {
            continue;
        }
        let Some(next_unit) = units.own[i + 1] else {
            continue;
        };
        // "8M und 29,23 ms": a number with a multiplier borrows only from one with a multiplier.
        if tokens[i].multiplier.is_some() && tokens[i + 1].multiplier.is_none() {
            continue;
        }
        let between = &text[tokens[i].end_with_multiplier()..tokens[i + 1].start];
        if approximately_before(between) {
            continue;
        }
        let mut joined = between.trim_matches(|c: char| c.is_whitespace());
        // "10° 至 35°C": the first of a range of a signed unit keeps only its first character.
        if let (true, Some(first)) = (next_unit.0.signed, next_unit.0.canonical.chars().next()) {
            joined = joined
                .strip_prefix(first)
                .unwrap_or(joined)
                .trim_start_matches(char::is_whitespace);
        }
        let joins = match list_join(joined, locale) {
            Some(ListJoin::Plain) => true,
            // A word of degree ("or even", "ja sogar über") joins numbers of one order of
            // magnitude: "RAID 5 and up to 90,000 IOPS" lends the 5 nothing.
            Some(ListJoin::WithFocus) => same_order(&tokens[i], &tokens[i + 1], locale),
            None => false,
        };
        if joins {
            units.borrow(i, next_unit);
        }
    }
}

/// Dimensions: "3.44 x 17.54 x 26.75 英寸", "482 x 645 x 88mm": three numbers joined by
/// "x" or "×" share the unit written after the last. Two are left alone: "2 x 1.92 TB"
/// is a count of drives times a capacity, not two capacities.
fn share_dimensions(text: &str, tokens: &[NumberToken], units: &mut Attached) {
    for i in 0..tokens.len().saturating_sub(2) {
        let own = &units.own;
        if own[i].is_some() || own[i + 1].is_some() || tokens[i].in_word || tokens[i + 1].in_word {
            continue;
        }
        let Some(last_unit) = own[i + 2] else {
            continue;
        };
        let times = |a: &NumberToken, b: &NumberToken| {
            let between = text[a.end_with_multiplier()..b.start].trim_matches(char::is_whitespace);
            matches!(between, "x" | "X" | "×")
        };
        if times(&tokens[i], &tokens[i + 1]) && times(&tokens[i + 1], &tokens[i + 2]) {
            units.borrow(i, last_unit);
            units.borrow(i + 1, last_unit);
        }
    }
}

/// Units named before the number: a rate before a number with a multiplier, a count unit
/// before a number with a counter word, a label ending with a unit before a colon.
fn borrow_named_before<'r>(
    text: &str,
    block_start: usize,
    end: usize,
    tokens: &[NumberToken],
    locale: &'r Locale,
    units: &mut Attached<'r>,
) {
    // A rate named just before a number with a multiplier: "IOPS峰值大約為223K",
    // "TPS推升至39.6K" (Chinese word order puts the measure first).
    // A block-size label after the rate is no rate ("300.000 IOPS bij 4K random lezen"):
    // a power of two of kilo or mega followed by an access or block word. The numbers
    // listed after the one that took the rate share it ("des scores IOPS de 567K et
    // 539K"), as numbers before a shared unit do.
    let labels_a_block = |token: &NumberToken| {
        let written = token
            .reading
            .value_in(crate::rules::NumberStyle::DotDecimal);
        let block_like = written
            .is_some_and(|v| v.fract() == 0.0 && (v as u64).is_power_of_two() && v <= 1024.0)
            && token.factor() <= 1e6;
        if !block_like {
            return false;
        }
        let after =
            text[token.end_with_multiplier()..end].trim_start_matches([' ', '-', '\u{00A0}']);
        locale
            .block_size_followers
            .iter()
            .any(|w| after.starts_with(w.as_str()))
    };
    let mut lent: Option<(usize, UnitAt<'r>)> = None;
    for (i, token) in tokens.iter().enumerate() {
        let listed_after = lent.take().filter(|&(prev, _)| {
            let between = text[tokens[prev].end_with_multiplier()..token.start].trim();
            prev + 1 == i && locale.shared_unit_connectors.iter().any(|c| c == between)
        });
        if units.own[i].is_some() || token.in_word || labels_a_block(token) {
            continue;
        }
        let multiplied = token.factor() >= 1e3;
        // A bare number takes a rate only after CJK characters (see `measure_first`): the
        // character before it says so before any search.
        let after_cjk = || {
            text[block_start..token.start]
                .trim_end_matches(' ')
                .chars()
                .next_back()
                .is_some_and(is_cjk_word_char)
        };
        // Ten thousand or more, with a multiplier ("90k") or standing alone ("(16 325)",
        // "po 1000000 (zarówno"): a count of operations far more often than anything else
        // a review writes without a unit, so it may take a rate named further back.
        let thousands = token
            .reading
            .value_in(locale.native_style())
            .is_some_and(|v| v * token.factor() >= 1e4)
            && !number_follows(text, token, end)
            && (multiplied || stands_alone(text, token, end, locale));
        let found = listed_after.map(|(_, unit)| unit).or_else(|| {
            (multiplied || thousands || after_cjk())
                .then(|| rate_named_before(text, block_start, token.start, thousands, locale))
                .flatten()
                .filter(|&(_, (_, unit_end))| {
                    multiplied || thousands || measure_first(text, unit_end, token, locale)
                })
        });
        if let Some(found) = found {
            units.borrow(i, found);
            lent = Some((i, found));
        }
    }
    // A count unit before a number with a counter word: "vCPU 64개" is 64 vCPUs.
    if !locale.counters.is_empty() {
        for (i, token) in tokens.iter().enumerate() {
            if units.own[i].is_some() || token.in_word {
                continue;
            }
            let after = &text[token.end_with_multiplier()..end];
            if !locale
                .counters
                .iter()
                .any(|c| after.starts_with(c.as_str()))
            {
                continue;
            }
            let before = text[block_start..token.start].trim_end_matches(is_space_like);
            let found = unit_ending(before, block_start, locale, |m, _, prev| {
                m.rule.metric == crate::model::Metric::Count
                    && prev.is_none_or(|c| !c.is_alphanumeric())
            });
            if let Some(found) = found {
                units.borrow(i, found);
            }
        }
    }
    // A label that ends with a unit, then a colon and the number: "Database Threads: 32",
    // "데이터베이스 스레드: 32" (a test-bed line).
    for (i, token) in tokens.iter().enumerate() {
        if units.own[i].is_some() || token.in_word {
            continue;
        }
        if let Some(found) = unit_before_colon(text, block_start, token.start, locale) {
            units.borrow(i, found);
        }
    }
}

/// Whether another number follows right after a space: "2만 1.000 IOPS" is one number
/// (21,000) written in two, whose unit is the second's.
fn number_follows(text: &str, token: &NumberToken, end: usize) -> bool {
    text[token.end_with_multiplier()..end]
        .trim_start_matches(is_space_like)
        .starts_with(|c: char| c.is_ascii_digit())
}

/// Whether no word of its own follows the number: the end of its block, a punctuation
/// mark or bracket, or a connector of a list ("16 325)", "1000000 (zarówno", "500000 i");
/// not "10000 plików" (a count of files).
fn stands_alone(text: &str, token: &NumberToken, end: usize, locale: &Locale) -> bool {
    let after = text[token.end_with_multiplier()..end].trim_start_matches(is_space_like);
    let Some(first) = after.chars().next() else {
        return true;
    };
    if matches!(
        first,
        ',' | '.' | ';' | ':' | ')' | '(' | '/' | '）' | '（' | '，' | '。'
    ) {
        return true;
    }
    let word = after
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    locale.shared_unit_connectors.iter().any(|c| c == word)
}

/// Signed units (temperatures) go below zero: "-40 ° C" is −40 °C. The sign counts only
/// right before the digits and after a space or the start ("0-40 °C" is a range).
fn apply_signs(text: &str, block_start: usize, tokens: &mut [NumberToken], units: &Attached) {
    for (token, unit) in tokens.iter_mut().zip(&units.own) {
        let Some((rule, _)) = unit else { continue };
        if !rule.signed {
            continue;
        }
        let before = &text[block_start..token.start];
        let Some(sign) = before
            .chars()
            .next_back()
            .filter(|c| matches!(c, '-' | '−'))
        else {
            continue;
        };
        let sign_start = token.start - sign.len_utf8();
        let spaced = text[block_start..sign_start]
            .chars()
            .next_back()
            .is_none_or(|c| c.is_whitespace() || matches!(c, '(' | '（' | '|' | ':' | '：'));
        if spaced {
            token.start = sign_start;
            token.reading = token.reading.negated();
        }
    }
}
