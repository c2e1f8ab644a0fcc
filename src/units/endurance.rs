//! Terabytes that the words before them name an endurance: "Trwałość TBW ustalono na 600
//! TB", "die Total Bytes Written (TBW), nach denen die Garantie erlischt, mit maximal 600
//! TB", "Endurance : 1 200 To". A drive's endurance is written in the units of its
//! capacity, so the unit alone cannot tell them apart (a written word after it can: see
//! the locale's `written_words`); a word of the locale's `endurance_words` before it, in
//! its sentence, with no other number between, does.
//!
//! Only from [`LEAST_BYTES`] up: a drive's rated endurance is tens of terabytes or more,
//! while "the endurance of the 2 TB model" names a capacity. Counterexamples: "TBW: 600
//! TB, 2 TB model" (a number between), "Endurance. 20 TB" (a sentence between).
//!
//! An endurance test (a drive written to until it dies) reports, all through the
//! article, the volumes written so far: "최근 4PB(4096TB)를 넘겼다", "약 800TB 돌파". A
//! document whose lead (its first [`LEAD_BYTES`]) names such a test with one of the
//! locale's `endurance_test_words` ("수명 테스트", "Dauertest", "torture test") reads
//! every terabyte figure from [`TEST_LEAST_BYTES`] up as an endurance: the drives under
//! test hold a few terabytes at most. Counterexample: "SSD 쓰기 수명 테스트 ... 250GB
//! SSD" keeps its capacity.

use super::die_density::{has_word, lead_before};
use crate::model::Metric;
use crate::numbers::NumberToken;
use crate::rules::{Locale, UnitRule};

/// The least capacity an endurance word makes an endurance (30 TB).
const LEAST_BYTES: f64 = 3e13;

/// Most bytes before the number searched for an endurance word.
const REACH: usize = 96;

/// The least volume an endurance test's document makes an endurance (100 TB).
const TEST_LEAST_BYTES: f64 = 1e14;

/// The bytes of a document searched for the name of an endurance test: its title and
/// first paragraph.
const LEAD_BYTES: usize = 1200;

/// Which numbers of `tokens` (with their units in `own`) are endurances by the words
/// before them; empty when none can be.
pub(super) fn named_before(
    text: &str,
    block_start: usize,
    tokens: &[NumberToken],
    own: &[Option<(&UnitRule, (usize, usize))>],
    locale: &Locale,
) -> Vec<bool> {
    let capacity = |u: &Option<(&UnitRule, (usize, usize))>| {
        u.is_some_and(|(rule, _)| rule.metric == Metric::Capacity)
    };
    // Most blocks hold no capacity: nothing to allocate.
    if locale.endurance_words.is_empty() || !own.iter().any(capacity) {
        return Vec::new();
    }
    let mut found = vec![false; tokens.len()];
    // Asked at most once per block, and only of a block with a volume that large.
    let mut in_test: Option<bool> = None;
    for (i, (token, unit)) in tokens.iter().zip(own).enumerate() {
        let Some((rule, _)) = unit else {
            continue;
        };
        if rule.metric != Metric::Capacity || &*rule.canonical != "B" {
            continue;
        }
        let bytes = token
            .reading
            .value_in(locale.native_style())
            .map(|v| v * token.factor() * rule.factor);
        if bytes.is_none_or(|b| b < LEAST_BYTES) {
            continue;
        }
        let lead = sentence_before(text, block_start, token.start);
        found[i] = locale.endurance_words.iter().any(|w| has_word(lead, w))
            || (bytes.is_some_and(|b| b >= TEST_LEAST_BYTES)
                && *in_test.get_or_insert_with(|| names_an_endurance_test(text, locale)));
    }
    found
}

/// Whether the lead of the document `text` names an endurance test.
fn names_an_endurance_test(text: &str, locale: &Locale) -> bool {
    let mut end = LEAD_BYTES.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let lead = &text[..end];
    locale
        .endurance_test_words
        .iter()
        .any(|w| has_word(lead, w))
}

/// Up to [`REACH`] bytes before `to` (not before `block_start`), from after the last
/// sentence end or digit: no other figure and no other sentence.
fn sentence_before(text: &str, block_start: usize, to: usize) -> &str {
    let stop =
        |c: char| c.is_ascii_digit() || matches!(c, '.' | ';' | '!' | '?' | '。' | '；' | '\n');
    lead_before(text, block_start, to, REACH, stop)
}

#[cfg(test)]
mod tests {
    use super::sentence_before;

    #[test]
    fn the_sentence_before_stops_at_a_digit_or_a_full_stop() {
        let text = "Endurance. Le modèle de 2 To offre 600 To";
        let at = text.find("600").unwrap();
        assert_eq!(sentence_before(text, 0, at), " To offre ");
        let text = "Trwałość TBW ustalono na 600 TB";
        let at = text.find("600").unwrap();
        assert_eq!(sentence_before(text, 0, at), "Trwałość TBW ustalono na ");
    }
}
