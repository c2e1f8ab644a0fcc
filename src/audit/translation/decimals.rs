//! A decimal mark of the other style amid the document's own: "jusqu'à 152,53 ms" in a
//! translation that writes "61.13 ms" and "1,648 IOPS" everywhere else. The engine
//! localised this one number and kept the others, so the reader cannot tell whether the
//! comma is a decimal mark or a garbled thousands group; the finding says which reading
//! the rest of the document supports.

use super::shift::with_unit;
use super::{Finding, Input, Slot};
use crate::model::{FindingKind, Severity};

const CONFIDENCE: f64 = 0.6;

pub(crate) fn find(input: &Input<'_>, slot: &Slot, out: &mut Vec<Finding>) {
    let [number] = slot.numerals.as_slice() else {
        return;
    };
    // Only with a unit: a bare "2,5" in a list of versions or a date is no figure.
    if !number.foreign_decimal || slot.unit.is_none() || !input.style_clear {
        return;
    }
    let (own, other) = if input.dot_decimals {
        ("dot", "comma")
    } else {
        ("comma", "dot")
    };
    let value = number.value.and_then(|v| slot.canonical(v));
    let written = input.written(number.span);
    let decimals = written.len() - written.rfind([',', '.']).map_or(written.len(), |i| i + 1);
    // Four digits or more after the mark ("2.5000 MB/s" amid "300.000 IOPS") fit neither
    // a decimal the author would write nor a thousands group: a digit too many somewhere.
    let (reading, confidence) = if decimals > 3 {
        (
            "it is no well-formed number in either style: check the original",
            0.3,
        )
    } else {
        (
            "its digits after the mark are not a thousands group, so it reads as a decimal",
            CONFIDENCE,
        )
    };
    out.push(Finding {
        kind: FindingKind::AmbiguousSeparator,
        severity: Severity::Warning,
        span: slot.report_span(),
        message: format!(
            "`{}` has a decimal {other} in a document whose numbers use the {own} for \
             decimals: the translation or the author wrote this number alone so; {reading}",
            written
        ),
        suggestion: Some(with_unit(input, slot, number)),
        suggested_value: value,
        confidence,
        fact: slot.fact,
    });
}

#[cfg(test)]
mod tests {
    use super::super::testing::slot_findings;
    use super::*;

    fn findings(text: &str, lang: &str) -> Vec<Finding> {
        slot_findings(text, lang, find)
    }

    #[test]
    fn french_comma_amid_dots() {
        // From the French dev review of the WD Gold 24 TB.
        let text =
            "des pics allant jusqu'à 152,53 ms, une latence de 6.78 ms, 24.1 ms, 12.29 ms et un maximum de 132.96 ms.";
        let got = findings(text, "fr");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].suggested_value, Some(0.15253));
    }

    #[test]
    fn native_styles_are_clean() {
        assert!(findings("Latenz von 0,25 ms und 1,5 ms bei 16.000 IOPS", "de").is_empty());
        // From the German native dev set (Samsung 950 Pro): groups of three with a dot.
        let text =
            "Die SSD erreicht 300.000 IOPS und 270.000 IOPS über PCIe 3.0 im 2,5-Zoll-Format.";
        assert!(findings(text, "de").is_empty());
        // Four digits after the mark: flagged, but with no confident reading.
        let text = "Die SSD erreicht 300.000 IOPS, 270.000 IOPS, 110.000 IOPS, 100.000 IOPS und 2.5000 MB/s.";
        let got = findings(text, "de");
        assert_eq!(got.len(), 1);
        assert!(got[0].confidence < super::super::SUGGEST_AT);
        // Too few numbers to tell the document's style.
        assert!(findings("jusqu'à 152,53 ms et 6.78 ms", "fr").is_empty());
        assert!(findings("지연 시간 0.25 ms, 1.5 ms, 16,000 IOPS", "ko").is_empty());
        assert!(findings("延迟 0.25 ms、1.5 ms，16,000 IOPS", "zh").is_empty());
        assert!(findings("latencia de 0,25 ms y 1,5 ms con 16.000 IOPS", "es").is_empty());
    }

    #[test]
    fn a_dot_amid_commas() {
        let got = findings(
            "latencia de 0,25 ms, 1,5 ms, 3,75 ms, 0,8 ms y 2.75 ms",
            "es",
        );
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].suggested_value, Some(0.00275));
    }
}
