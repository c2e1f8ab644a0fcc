//! A value followed by one placeholder per thousands group ("12,649 XNUMX TPS", "18,967
//! XNUMXTPS", "7200 XNUMX tr/min"): the engine gave the number's thousands group a slot of
//! its own and, finding no number for it, wrote `XNUMX`. The value before it is probably
//! intact; the finding says so (not "the figure is lost") and suggests the value.

use super::shift::with_unit;
use super::{Finding, Input, Slot};
use crate::model::{FindingKind, Severity};

const CONFIDENCE: f64 = 0.75;

pub(crate) fn find(input: &Input<'_>, slot: &Slot, out: &mut Vec<Finding>) {
    let [first, rest @ ..] = slot.numerals.as_slice() else {
        return;
    };
    if first.is_placeholder() || rest.is_empty() || !rest.iter().all(|n| n.is_placeholder()) {
        return;
    }
    // One placeholder per group, and one more for a number the original wrote grouped
    // where the translation did not ("7200" for "7,200").
    if rest.len() > first.groups + 1 {
        return;
    }
    let value = first.value.and_then(|v| slot.canonical(v));
    let written = with_unit(input, slot, first);
    out.push(Finding {
        kind: FindingKind::Xnumx,
        severity: Severity::Warning,
        span: slot.report_span(),
        message: format!(
            "`{}` is followed by {} `XNUMX`: the translation left the slot of the number's \
             thousands group as a placeholder; the value itself is probably intact: {written}",
            input.written((first.span.0, first.span.1)),
            rest.len()
        ),
        suggestion: Some(written),
        suggested_value: value,
        confidence: CONFIDENCE,
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
    fn french_tps_glued_and_spaced() {
        // From the French dev review of the DataON Azure Stack HCI cluster (12,649 TPS and
        // 18,967 TPS in the English original).
        let got = findings(
            "une charge agrégée de 12,649 XNUMXTPS, puis 18,967 XNUMX TPS.",
            "fr",
        );
        let values: Vec<Option<f64>> = got.iter().map(|f| f.suggested_value).collect();
        assert_eq!(values, [Some(12649.0), Some(18967.0)]);
        assert!(got[0].message.contains("probably intact"));
    }

    #[test]
    fn german_korean_chinese_spanish() {
        let got = findings("Latenz von 1.178 XNUMX ms beim Schreiben", "de");
        assert_eq!(got[0].suggested_value, Some(1.178));
        let got = findings("쓰기 지연 1,178 XNUMX ms", "ko");
        assert_eq!(got[0].suggested_value, Some(1.178));
        let got = findings("转速 7200 XNUMX rpm", "zh");
        assert_eq!(got.len(), 1);
        // Too many placeholders for the groups: not this pattern.
        assert!(findings("alcanzó 649 XNUMX XNUMX XNUMX IOPS", "es").is_empty());
        // A placeholder before the value: not this pattern either.
        assert!(findings("alcanzó XNUMX 649 IOPS", "es").is_empty());
    }
}
