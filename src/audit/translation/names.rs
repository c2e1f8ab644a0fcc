//! Numbers of names caught in the shift: "2 ports RJ-1 45 GbE" for "RJ-45 1GbE", "Intel's
//! X60.5-V delivers 25MB/s" for "X25-V delivers 60.5MB/s". The engine counted the name's
//! number as a slot, so the name and the figure after it traded numbers. A link speed
//! that no standard has, right after a name whose number is a standard speed, is that
//! trade: the name's number is the speed. So is a name that holds a figure's number (a
//! decimal or grouped number: model numbers are plain integers) before a figure that holds
//! a plain integer smaller than it, or before a figure implausible as written and
//! plausible with the name's number: the figure's value is the name's number.

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
    let before = out.len();
    link_speed(input, slot, out);
    if out.len() == before {
        traded_with_name(input, slot, out);
    }
}

fn link_speed(input: &Input<'_>, slot: &Slot, out: &mut Vec<Finding>) {
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
            "`{written} {}` is no standard link speed and `{name}-{name_number_text}` no usual name: the translation traded the numbers of the name and the figure; read `{name}-{written} {name_number_text} {}`",
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

/// Bytes before a figure searched for the name that traded numbers with it.
const NAME_REACH: usize = 60;

/// The number of the last name in `text[from..to]`, digits glued to an ASCII letter (or
/// to a letter and a hyphen: "X25-V", "A250", "PCIe3.0", "RJ-45"), with the marks and
/// digits that follow it ("60.5" of "X60.5-V"), when no other number stands between it
/// and `to`.
fn name_number(text: &str, from: usize, to: usize) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut k = to;
    // The last digit before `to`, then the start of its number.
    while k > from && !bytes[k - 1].is_ascii_digit() {
        k -= 1;
    }
    let end = k;
    while k > from && (bytes[k - 1].is_ascii_digit() || matches!(bytes[k - 1], b'.' | b',')) {
        k -= 1;
    }
    while k < end && !bytes[k].is_ascii_digit() {
        k += 1;
    }
    if k >= end {
        return None;
    }
    let head = text[..k].strip_suffix('-').unwrap_or(&text[..k]);
    head.chars()
        .next_back()
        .is_some_and(|c| c.is_ascii_alphabetic())
        .then_some((k, end))
}

/// Whether a written number looks like a figure rather than a model number: it has a
/// mark between digits and two digits or more before its first mark ("60.5", "183.805",
/// "3300.0"; not the "3.0" of "PCIe3.0").
fn figure_like(written: &str) -> bool {
    match written.find(['.', ',']) {
        Some(at) => at >= 2 && written.len() > at + 1,
        None => false,
    }
}

fn traded_with_name(input: &Input<'_>, slot: &Slot, out: &mut Vec<Finding>) {
    let (Some(unit), [number]) = (&slot.unit, slot.numerals.as_slice()) else {
        return;
    };
    let (Some(value), Some(canonical)) =
        (number.value, number.value.and_then(|v| slot.canonical(v)))
    else {
        return;
    };
    let from = (slot.span.0.saturating_sub(NAME_REACH)..slot.span.0)
        .find(|&k| input.text.is_char_boundary(k))
        .unwrap_or(slot.span.0);
    let Some(name_span) = name_number(input.text, from, slot.span.0) else {
        return;
    };
    let name_written = input.written(name_span);
    let Some(theirs) = super::slots::read_numeral(name_written, input.dot_decimals).value else {
        return;
    };
    let Some(traded) = slot.canonical(theirs) else {
        return;
    };
    let written = input.written(number.span);
    let plain = written.bytes().all(|b| b.is_ascii_digit()) && written.len() <= 4;
    let implausible = input.plausible(unit.metric, canonical) == Some(false)
        && input.plausible(unit.metric, traded) == Some(true);
    let shaped = figure_like(name_written)
        && plain
        && theirs > value
        && input.plausible(unit.metric, traded) != Some(false);
    if !(implausible || shaped) {
        return;
    }
    let name_end = input.text[name_span.1..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | ',')))
        .map_or(input.text.len(), |k| name_span.1 + k);
    let name_start = input.text[..name_span.0]
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .map_or(0, |k| {
            k + input.text[k..].chars().next().map_or(1, char::len_utf8)
        });
    let name = &input.text[name_start..name_end.max(name_span.1)];
    let why = if implausible {
        format!("`{written} {}` is implausible as written", unit.written)
    } else {
        format!(
            "`{name}` holds `{name_written}`, written as a figure is and not as a model number, before a figure of a plain `{written}`"
        )
    };
    out.push(Finding {
        kind: FindingKind::Swapped,
        severity: Severity::Warning,
        span: (name_span.0, slot.report_span().1),
        message: format!(
            "{why}: the translation traded the numbers of the name `{name}` and the figure after it; read `{name_written} {}`, and `{written}` back in the name",
            unit.written
        ),
        suggestion: Some(format!("{name_written} {}", unit.written)),
        suggested_value: Some(traded),
        confidence: if implausible { 0.65 } else { 0.6 },
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

    #[test]
    fn a_name_holding_a_figure_gives_it_back() {
        // The generated set's English passage (AnandTech on the X25-V): "Intel's X25-V
        // delivers 60.5MB/s" with the numbers traded.
        let got = findings(
            "While the 600GB VelociRaptor is stuck at 0.7MB/s in our random read test, Intel's X60.5-V delivers 25MB/s.",
            "en",
        );
        assert_eq!(
            got,
            vec![("60.5-V delivers 25MB/s".to_string(), Some(6.05e7))]
        );
        // German grouping: "A183.805" is 183,805, and 250 IOPS is no array's peak.
        let got = findings(
            "Hier erzielte der A183.805 über NVMe-oF eine Spitzenleistung von 250 IOPS bei 10,9 ms.",
            "de",
        );
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].1, Some(183805.0));
        // A Chinese passage: "PCIe3.0" holding 3300.
        let got = findings(
            "西部数据SN770在PCIe3300.0平台最高顺序写速达到3MB/s,但缓存用尽后掉落",
            "zh",
        );
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].1, Some(3.3e9));
    }

    #[test]
    fn model_numbers_and_versions_stay_names() {
        for (text, lang) in [
            (
                "Intel's X25-V delivers 60.5MB/s in our random read test.",
                "en",
            ),
            ("西部数据SN770在PCIe3.0平台最高顺序写速达到3300MB/s", "zh"),
            (
                "Der A250 erreicht über NVMe-oF 183.805 IOPS bei 10,9 ms.",
                "de",
            ),
            ("Firmware v10.2 brings the drive to 3500 MB/s.", "en"),
            ("The WD SN850X on PCIe4.0 reads 7300 MB/s.", "en"),
            ("Die Samsung 990 Pro mit PCIe 4.0 liest 7450 MB/s.", "de"),
        ] {
            assert!(
                findings(text, lang).is_empty(),
                "{text}: {:?}",
                findings(text, lang)
            );
        }
    }
}
