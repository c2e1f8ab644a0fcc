//! Numbers of names caught in the shift: "2 ports RJ-1 45 GbE" for "RJ-45 1GbE". The
//! engine counted the name's number as a slot, so the name and the figure after it traded
//! numbers. A link speed that no standard has, right after a name whose number is a
//! standard speed, is that trade: the name's number is the speed.

use super::{Finding, Input, Slot};
use crate::model::{FindingKind, Metric, Severity};

/// Link speeds of Ethernet and Fibre Channel, in bit/s.
const STANDARD_SPEEDS: [f64; 16] = [
    1e7, 1e8, 1e9, 2.5e9, 5e9, 8e9, 1e10, 1.6e10, 2.5e10, 3.2e10, 4e10, 5e10, 6.4e10, 1e11, 2e11,
    4e11,
];

fn standard(v: f64) -> bool {
    STANDARD_SPEEDS.iter().any(|s| (v / s - 1.0).abs() < 1e-9)
}

/// The name right before `at` and the span of its number: "RJ-1" → (`RJ`, span of `1`).
fn name_before(text: &str, at: usize) -> Option<(&str, (usize, usize))> {
    let before = text[..at].trim_end_matches([' ', '\u{a0}']);
    let digits = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return None;
    }
    let number = (before.len() - digits, before.len());
    let head = before[..number.0].strip_suffix('-')?;
    let word_len = head.len() - head.trim_end_matches(|c: char| c.is_alphabetic()).len();
    (word_len > 0).then(|| (&head[head.len() - word_len..], number))
}

pub(crate) fn find(input: &Input<'_>, slot: &Slot, out: &mut Vec<Finding>) {
    let (Some(unit), [number]) = (&slot.unit, slot.numerals.as_slice()) else {
        return;
    };
    let Some(value) = number.value else {
        return;
    };
    if unit.metric != Metric::LinkSpeed || slot.canonical(value).is_none_or(standard) {
        return;
    }
    let Some((name, name_number)) = name_before(input.text, slot.span.0) else {
        return;
    };
    let Ok(theirs) = input.written(name_number).parse::<f64>() else {
        return;
    };
    let Some(speed) = slot.canonical(theirs).filter(|&s| standard(s)) else {
        return;
    };
    let (written, name_number_text) = (input.written(number.span), input.written(name_number));
    out.push(Finding {
        kind: FindingKind::Swapped,
        severity: Severity::Error,
        span: (name_number.0, slot.report_span().1),
        message: format!(
            "`{written} {}` is no standard link speed and `{name}-{name_number_text}` no usual \
             name: the translation traded the numbers of the name and the figure; read \
             `{name}-{written} {name_number_text} {}`",
            unit.written, unit.written
        ),
        suggestion: Some(format!(
            "{name}-{written} {name_number_text} {}",
            unit.written
        )),
        suggested_value: Some(speed),
        confidence: 0.8,
        fact: slot.fact,
    });
}

#[cfg(test)]
mod tests {
    use super::super::testing::input;
    use super::*;

    fn findings(text: &str, lang: &str) -> Vec<(String, Option<f64>)> {
        let model = input(text, lang);
        let mut out = Vec::new();
        for slot in model.passages.iter().flat_map(|p| &p.slots) {
            find(&model, slot, &mut out);
        }
        out.into_iter()
            .map(|f| (model.written(f.span).to_string(), f.suggested_value))
            .collect()
    }

    #[test]
    fn the_synology_ports() {
        // From the French dev review of the Synology DS1621xs+: two RJ-45 1GbE ports and
        // one RJ-45 10GbE port.
        let got = findings("| LAN | 2 ports RJ-1 45 GbE 1 port RJ-10 45 GbE |", "fr");
        assert_eq!(
            got,
            vec![
                ("1 45 GbE".to_string(), Some(1e9)),
                ("10 45 GbE".to_string(), Some(1e10))
            ]
        );
    }

    #[test]
    fn clean_ports_in_other_languages() {
        assert!(findings("ein RJ-45 10 GbE Port", "de").is_empty());
        assert!(findings("2개의 RJ-45 1GbE 포트", "ko").is_empty());
        assert!(findings("两个 RJ-45 25 GbE 端口", "zh").is_empty());
        // Swapped in Spanish.
        let got = findings("dos puertos RJ-1 45GbE", "es");
        assert_eq!(got[0].1, Some(1e9));
    }
}
