//! A flash die's density written in bits: "512 Gbit pro Die", "256Gbit dans un seul die",
//! "1 Tb 다이". A size in bits with no time in its unit ("Gbit", "Gb") is read as a link
//! speed ("25 Gbit Ethernet"); beside a word for a die or chip (the locale's `die_words`)
//! and of a chip's size (a power of two: a flash die holds 64 Gbit to 2 Tbit, a DRAM chip
//! 1 to 32 Gbit: "4Gビットの DDR3L チップ") it is the chip's capacity, an eighth of it in
//! bytes (512 Gbit = 64 GB). Fibre Channel's 16/32/64 Gb are powers of two too, but no
//! chip word stands beside them.

use super::Quantity;
use crate::model::Metric;
use crate::rules::Locale;

/// Bytes after the unit, and before the number, within which the die word stands.
const AFTER: usize = 32;
const BEFORE: usize = 40;

/// The smallest chip, in bits.
const SMALLEST_DIE_BITS: f64 = 1e9;

/// `q` read as a die's capacity, when it is a size in bits beside a die word.
pub(crate) fn reread(text: &str, block_end: usize, q: &mut Quantity, locale: &Locale) {
    if q.metric() != Metric::LinkSpeed || q.borrowed || locale.die_words.is_empty() {
        return;
    }
    // Only a unit written at the number, inside its block (a table lends its caption's).
    let (unit_start, unit_end) = q.unit_span;
    if unit_start < q.number.start || unit_end > block_end.min(text.len()) {
        return;
    }
    let written_unit = &text[q.unit_span.0..q.unit_span.1];
    let in_bits = written_unit.ends_with('b') || written_unit.ends_with("bit");
    if !in_bits || !written_unit.bytes().all(|b| b.is_ascii_alphabetic()) {
        return;
    }
    let Some(n) = q
        .number
        .reading
        .value_in(crate::rules::NumberStyle::DotDecimal)
    else {
        return;
    };
    let bits = n * q.number.factor() * q.unit.factor;
    let power_of_two = n.fract() == 0.0 && n >= 1.0 && (n as u64).is_power_of_two();
    if !power_of_two || bits < SMALLEST_DIE_BITS {
        return;
    }
    let after = clause_after(text, q.unit_span.1, block_end);
    let before = clause_before(text, q.number.start);
    let names_a_die = locale
        .die_words
        .iter()
        .any(|w| has_word(after, w) || has_word(before, w));
    if names_a_die {
        let mut unit = q.unit.clone();
        unit.metric = Metric::Capacity;
        unit.canonical = "B".into();
        unit.factor /= 8.0;
        q.unit = unit;
    }
}

fn ends_clause(c: char) -> bool {
    matches!(c, ',' | ';' | '.' | '，' | '。' | '；' | '\n' | '(' | ')')
}

/// Up to [`AFTER`] bytes after `from`, to the end of the clause.
fn clause_after(text: &str, from: usize, end: usize) -> &str {
    let end = end.min(text.len());
    if from >= end {
        return "";
    }
    let rest = &text[from..end];
    let mut cut = rest.len().min(AFTER);
    while !rest.is_char_boundary(cut) {
        cut -= 1;
    }
    let rest = &rest[..cut];
    rest.find(ends_clause).map_or(rest, |k| &rest[..k])
}

/// Up to [`BEFORE`] bytes before `to`, from the start of the clause.
fn clause_before(text: &str, to: usize) -> &str {
    lead_before(text, 0, to, BEFORE, ends_clause)
}

/// Up to `reach` bytes before `to` (not before `floor`), from after the last character
/// that `stop` accepts.
pub(super) fn lead_before(
    text: &str,
    floor: usize,
    to: usize,
    reach: usize,
    stop: impl Fn(char) -> bool,
) -> &str {
    let mut from = to.saturating_sub(reach).max(floor);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let lead = &text[from..to];
    lead.rfind(stop).map_or(lead, |k| {
        &lead[k + lead[k..].chars().next().map_or(1, char::len_utf8)..]
    })
}

/// Whether `word` occurs in `hay` as a word of its own (a Latin or Cyrillic word not
/// inside a longer one; a CJK word anywhere).
pub(crate) fn has_word(hay: &str, word: &str) -> bool {
    let alphabetic = word
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() && (c as u32) < 0x3000);
    // A letter or digit of an alphabet joins the word; a CJK or Hangul character does not:
    // those languages glue their particles to a Latin word ("보증 TBW인 185TB", "TBWは").
    let joins = |c: char| c.is_alphanumeric() && (c as u32) < 0x2E80;
    hay.match_indices(word).any(|(at, _)| {
        !alphabetic
            || (!hay[..at].chars().next_back().is_some_and(joins)
                && !hay[at + word.len()..].chars().next().is_some_and(joins))
    })
}

#[cfg(test)]
mod tests {
    use crate::model::Metric;

    /// (metric, value) of the facts of `text` read as `lang`.
    fn facts(text: &str, lang: &str) -> Vec<(Metric, f64)> {
        let extractor = crate::Extractor::new().expect("rules");
        let analysis = extractor.analyse(text, Some(lang));
        analysis
            .facts
            .iter()
            .filter_map(|f| Some((f.metric, f.value?)))
            .collect()
    }

    /// Each text, read as its language, holds a fact of this metric and value (the size
    /// in bits as a capacity in bytes, or the link speed it stays).
    #[test]
    fn a_size_in_bits_is_a_chip_capacity_beside_a_chip_word_and_a_link_speed_elsewhere() {
        let capacity = Metric::Capacity;
        let link = Metric::LinkSpeed;
        let cases = [
            (
                "Der Controller nutzt TLC-NAND mit 512 Gbit pro Die, 7.450 MB/s.",
                "de",
                capacity,
                64e9,
            ),
            (
                "La NAND TLC de 176 couches offre 512 Gbit par die, 7 000 Mo/s.",
                "fr",
                capacity,
                64e9,
            ),
            (
                "Each 256Gbit die is a 176-layer TLC part, reading at 7,000 MB/s.",
                "en",
                capacity,
                32e9,
            ),
            (
                "Its DRAM cache is one 4 Gbit DDR4 chip; it reads at 3,500 MB/s.",
                "en",
                capacity,
                5e8,
            ),
            (
                "Das NAS bietet zwei Ports mit 25 Gbit und liest 2.500 MB/s.",
                "de",
                link,
                25e9,
            ),
            (
                "Two 32 Gb Fibre Channel ports per controller die out at 12 GB/s.",
                "en",
                link,
                32e9,
            ),
            (
                "Le NAS offre 10 Gbit sur deux ports, soit 1 100 Mo/s.",
                "fr",
                link,
                10e9,
            ),
        ];
        for (text, lang, metric, value) in cases {
            let got = facts(text, lang);
            assert!(got.contains(&(metric, value)), "{text}: {got:?}");
            let other = if metric == capacity { link } else { capacity };
            assert!(!got.iter().any(|&(m, _)| m == other), "{text}: {got:?}");
        }
    }

    #[test]
    fn a_unit_written_past_the_block_is_left_as_it_is() {
        // The unit of "1024" stands on the next line (the next block): the look after it
        // must not start past the block's end (it did, and panicked).
        let got = facts(
            "Die Chips kommen auf 250, 500 und 1024\nGbit pro Die.\n\nMehr Text.\n",
            "de",
        );
        assert!(!got.is_empty(), "{got:?}");
    }
}
