//! Pile-ups outside a shift the passage explains: two numerals where one belongs ("4,540
//! 1,880 IOPS en lecture", "à 7200 24 tr/min"). The number stage keeps at most one of them
//! as the figure (or none), so the other would vanish without this finding; every numeral
//! of the run is named in it.
//!
//! Translated numbers drift left, so before the passage's first anomaly each slot still
//! holds its own number: in the first pile-up of a passage the first numeral is probably
//! the slot's own, and is suggested with a middling confidence.

use super::shift::with_unit;
use super::{list, Finding, Input, Numeral, Passage};
use crate::model::{FindingKind, Severity};

/// The confidence of the first numeral of a passage's first pile-up.
const FIRST_NUMERAL_CONFIDENCE: f64 = 0.55;

pub(crate) fn find(input: &Input<'_>, passage: &Passage, i: usize, out: &mut Vec<Finding>) {
    let slot = &passage.slots[i];
    let own: Vec<&Numeral> = slot.values().collect();
    // Without a unit or a fact, two numbers side by side are as likely a list, a version
    // and a count ("6.3 64 位") as a pile-up; after a capitalised word, a plain first
    // number is a model number ("PERC 730 2GB", "Ryzen 9").
    if own.len() < 2
        || (slot.unit.is_none() && slot.fact.is_none())
        || model_number(input, own[0])
        || price(input, own[0])
    {
        return;
    }
    let drift_before = passage.slots[..i]
        .iter()
        .any(|s| s.value_count() != 1 || s.placeholder_count() > 0);
    let first = own[0];
    let unit = slot
        .unit
        .as_ref()
        .map_or(String::new(), |u| format!(" before `{}`", u.written));
    let (suggested, confidence, advice) = if drift_before {
        (
            None,
            0.4,
            "the slots before it are not in order either, so which one is this figure cannot be told".to_string(),
        )
    } else {
        (
            first.value.and_then(|v| slot.canonical(v)),
            FIRST_NUMERAL_CONFIDENCE,
            format!(
                "nothing before it in the passage has moved, so the first is probably its own: {}",
                with_unit(input, slot, first)
            ),
        )
    };
    out.push(Finding {
        kind: FindingKind::Rotated,
        severity: Severity::Error,
        span: slot.report_span(),
        message: format!(
            "{} numbers stand where one belongs ({}{unit}): machine translation gave the next \
             figure's number to this slot; {advice}",
            own.len(),
            list(input, &own)
        ),
        suggestion: suggested.map(|_| with_unit(input, slot, first)),
        suggested_value: suggested,
        confidence,
        fact: slot.fact,
    });
}

/// Whether a numeral follows a currency sign: a price, then the figure ("128GB £48 or $61
/// 245MB/s Rd", a shop list), not two numbers in one slot.
fn price(input: &Input<'_>, n: &Numeral) -> bool {
    input.text[..n.span.0]
        .trim_end()
        .ends_with(['$', '€', '£', '¥', '₩', '₹', '￥'])
}

/// Whether a numeral without thousands separators follows a word with a capital letter.
fn model_number(input: &Input<'_>, n: &Numeral) -> bool {
    if n.groups > 0 {
        return false;
    }
    let before = input.text[..n.span.0].trim_end();
    let word = before
        .rsplit(|c: char| c.is_whitespace())
        .next()
        .unwrap_or("");
    word.chars().any(char::is_uppercase)
}

#[cfg(test)]
mod tests {
    use super::super::testing::input;
    use super::*;

    fn findings(text: &str, lang: &str) -> Vec<Finding> {
        let model = input(text, lang);
        let mut out = Vec::new();
        for p in &model.passages {
            for i in 0..p.slots.len() {
                find(&model, p, i, &mut out);
            }
        }
        out
    }

    #[test]
    fn french_pile_up_names_both_numbers_and_suggests_the_first() {
        // From the French dev review of the WD Gold 24 TB: "un maximum de 1,648 913 IOPS"
        // (1,648 IOPS in the English original).
        // A dot decimal elsewhere tells the document's style ("1,648" alone could be French).
        let text = "un minimum de 589 IOPS à 6.78 ms et un maximum de 1,648 913 IOPS.";
        let got = findings(text, "fr");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].suggested_value, Some(1648.0));
        assert!(
            got[0].message.contains("`1,648` and `913`"),
            "{}",
            got[0].message
        );
        let model = input(text, "fr");
        assert_eq!(model.written(got[0].span), "1,648 913 IOPS");
    }

    #[test]
    fn a_price_before_a_figure_is_no_pile_up() {
        // The shape of a blog's shopping list (realtext tune13 en101).
        let text = "SanDisk Extreme 128GB £48 or $61   245MB/s Rd, 190MB/s Wr";
        assert!(
            findings(text, "en").is_empty(),
            "{:?}",
            findings(text, "en")
        );
        // Counterexample: without the sign, two numbers before one unit are a pile-up.
        assert!(!findings(
            "the stick reads at 61   245MB/s, and writes at 190MB/s",
            "en"
        )
        .is_empty());
    }

    #[test]
    fn a_later_pile_up_gets_no_value() {
        // Spanish: an earlier slot already holds a placeholder.
        let text = "XNUMX IOPS en lectura y 4,373 1,398 IOPS en escritura.";
        let got = findings(text, "es");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].suggested_value, None);
    }

    #[test]
    fn grouped_numbers_are_no_pile_up() {
        // German and French write thousands with spaces: one number.
        assert!(findings("Der Server erreichte 16 400 IOPS.", "de").is_empty());
        assert!(findings("soit 1 234 567 IOPS au total", "fr").is_empty());
        // Korean: two figures separated by a comma are two slots.
        assert!(findings("읽기 1,200 IOPS, 쓰기 900 IOPS", "ko").is_empty());
        // Model and version numbers before a figure (from the corpus and the native set).
        assert!(findings("- 1x PERC 730 2GB 12Gb/s RAID-Karte", "de").is_empty());
        assert!(findings("中央操作系統 6.3 64 位", "zh").is_empty());
        assert!(findings("AMD Ryzen 9 3900X 新世代評測", "zh").is_empty());
    }

    #[test]
    fn korean_and_chinese_pile_ups() {
        let got = findings("최대 지연 시간은 5,395.85 5736.11 ms였다.", "ko");
        assert_eq!(got[0].suggested_value, Some(5.39585));
        let got = findings("最大延迟为 848.7 342.8 ms。", "zh");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].suggested_value, Some(0.8487));
    }
}
