//! A decimal mark of the other style amid the document's own: "jusqu'à 152,53 ms" in a
//! translation that writes "61.13 ms" and "1,648 IOPS" everywhere else. The engine
//! localised this one number and kept the others, so the reader cannot tell whether the
//! comma is a decimal mark or a garbled thousands group; the finding says which reading
//! the rest of the document supports.

use super::shift::with_unit;
use super::{Finding, Input, Numeral, Slot};
use crate::model::{FindingKind, Severity};

const CONFIDENCE: f64 = 0.6;

pub(crate) fn find(input: &Input<'_>, slot: &Slot, out: &mut Vec<Finding>) {
    let [number] = slot.numerals.as_slice() else {
        return;
    };
    // Only with a unit: a bare "2,5" in a list of versions or a date is no figure.
    if slot.unit.is_none() {
        return;
    }
    if number.foreign_grouping && input.style_clear {
        out.push(other_grouping(input, slot, number));
        return;
    }
    if !number.foreign_decimal || !input.style_clear {
        if let Some(finding) = against_the_locale(input, slot, number) {
            out.push(finding);
        }
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
    // The locale's own decimal mark with digits no thousands group has ("1,9 Go/s" in a
    // French review that also writes "1.88 Go/s"): the value has one reading, the same in
    // either style, so nothing is in doubt and nothing is to be done. (In a document that
    // went through a translation engine the mark is the engine's: it is told.)
    let locale_mark = !input.translated
        && ((!input.native_dot && written.contains(',') && !written.contains('.'))
            || (input.native_dot && written.contains('.') && !written.contains(',')));
    if locale_mark && decimals < 3 {
        return;
    }
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
            "`{}` has a decimal {other} in a document whose numbers use the {own} for decimals: the translation or the author wrote this number alone so; {reading}",
            written
        ),
        suggestion: Some(with_unit(input, slot, number)),
        suggested_value: value,
        confidence,
        fact: slot.fact,
    });
}

/// How many numbers the note of [`settle`] names.
const NAMED: usize = 3;

/// The decimal-mark warnings of a document written by people (no translation engine's
/// placeholder) whose number has one reading, and was read so: "46.08 TB" or
/// "13482.6 TPS" in a comma-decimal review (two or one digits after the dot are no
/// thousands group), "1.5 GB/s" among "7.450 MB/s". Nothing is in doubt, so no figure is
/// flagged: the document gets one note that it mixes styles, naming the first few
/// (unless the separator stage's own note on its mixed habits says so already). The
/// other findings pass unchanged.
pub(crate) fn settle(
    doc: &crate::audit::Doc<'_>,
    input: &Input<'_>,
    findings: Vec<Finding>,
) -> Vec<Finding> {
    if input.translated {
        return findings;
    }
    // Four digits or more after the mark ("2.5000 MB/s") are in doubt whatever was read:
    // no style writes them so (see [`find`]). The warning stays.
    let well_formed = |f: &Finding| {
        let written = input.written(f.span);
        let numeral = written.trim_end_matches(|c: char| !c.is_ascii_digit());
        let decimals = numeral.len() - numeral.rfind([',', '.']).map_or(numeral.len(), |i| i + 1);
        decimals <= 3
    };
    let read_so = |f: &Finding| {
        let fact = f.fact.and_then(|i| doc.facts.get(i));
        f.kind == FindingKind::AmbiguousSeparator
            && f.severity == Severity::Warning
            && well_formed(f)
            && fact.is_some_and(|fact| {
                fact.span[0] == f.span.0
                    && matches!((fact.value, f.suggested_value), (Some(a), Some(b)) if (a - b).abs() <= 1e-9 * a.abs().max(b.abs()))
            })
    };
    let (sure, mut out): (Vec<Finding>, Vec<Finding>) = findings.into_iter().partition(read_so);
    let Some(first) = sure.first() else {
        return out;
    };
    let noted = doc.figures.iter().any(|f| {
        matches!(
            f.separator,
            Some(crate::figures::SeparatorChoice::MixedHabits { .. })
        )
    });
    if noted {
        return out;
    }
    let named: Vec<String> = sure
        .iter()
        .take(NAMED)
        .map(|f| format!("`{}`", input.written(f.span)))
        .collect();
    let more = sure.len().saturating_sub(NAMED);
    out.push(Finding {
        kind: FindingKind::AmbiguousSeparator,
        severity: Severity::Info,
        span: first.span,
        message: format!(
            "the document writes {} with the decimal mark of the other style ({}{}): each has one reading, as read, so no figure is in doubt",
            if sure.len() == 1 { "1 number".to_string() } else { format!("{} numbers", sure.len()) },
            named.join(", "),
            if more > 0 { format!(", and {more} more") } else { String::new() }
        ),
        suggestion: None,
        suggested_value: None,
        confidence: first.confidence,
        // The document's note, not one figure's.
        fact: None,
    });
    out
}

/// How sure a decimal mark against the locale's is, in a document of too few numbers to
/// tell its own style: the reading is the only one the digits allow, but the author may
/// write so.
const AGAINST_LOCALE: f64 = 0.5;

/// A decimal mark the locale does not use ("0.1 milliseconde" in French, "60,5MB/s" in
/// English: one or two digits after it, so no thousands group), as the document's only
/// number so written, in a document of too few numbers to tell its own style: the
/// translation or the author wrote this number alone so. The finding says how it reads.
fn against_the_locale(input: &Input<'_>, slot: &Slot, number: &Numeral) -> Option<Finding> {
    let written = input.written(number.span);
    let (foreign_mark, locale_mark, name) = if input.native_dot {
        (',', "dot", "comma")
    } else {
        ('.', "comma", "dot")
    };
    let marks: Vec<(usize, char)> = written
        .char_indices()
        .filter(|(_, c)| !c.is_ascii_digit())
        .collect();
    let [(at, mark)] = marks.as_slice() else {
        return None;
    };
    let decimals = written.len() - at - 1;
    let (dot_votes, comma_votes) = input.style_votes;
    let votes = if foreign_mark == '.' {
        dot_votes
    } else {
        comma_votes
    };
    if *mark != foreign_mark || !(1..=2).contains(&decimals) || votes != 1 {
        return None;
    }
    let decimal: f64 = written.replace(foreign_mark, ".").parse().ok()?;
    let value = slot.canonical(decimal);
    let unit = slot.unit.as_ref().map_or("", |u| u.written.as_str());
    Some(Finding {
        kind: FindingKind::AmbiguousSeparator,
        severity: Severity::Warning,
        span: slot.report_span(),
        message: format!(
            "`{written}` has a decimal {name} where this language writes decimals with a {locale_mark}, and the document has too few numbers to show its own style; {decimals} digit(s) after the mark are no thousands group, so it reads as {} {unit}",
            written.replace(foreign_mark, ".")
        ),
        suggestion: Some(format!("{} {unit}", written.replace(foreign_mark, "."))),
        suggested_value: value,
        confidence: AGAINST_LOCALE,
        fact: slot.fact,
    })
}

/// A number grouped with the document's decimal mark ("1.443.000 IOPS" among "7,400MB/s"):
/// no decimal, so its value is sure; the translation left the original's grouping.
fn other_grouping(input: &Input<'_>, slot: &Slot, number: &Numeral) -> Finding {
    let written = input.written(number.span);
    let (own, other) = if input.dot_decimals {
        ("dot", "comma")
    } else {
        ("comma", "dot")
    };
    Finding {
        kind: FindingKind::AmbiguousSeparator,
        severity: Severity::Warning,
        span: slot.report_span(),
        message: format!(
            "`{written}` groups its thousands with a {own}, the mark this document writes decimals with (it groups with a {other}): the translation kept the original's grouping; as several groups of three it can only be a whole number"
        ),
        suggestion: Some(with_unit(input, slot, number)),
        suggested_value: number.value.and_then(|v| slot.canonical(v)),
        confidence: CONFIDENCE,
        fact: slot.fact,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::slot_findings;
    use super::*;

    fn findings(text: &str, lang: &str) -> Vec<Finding> {
        slot_findings(text, lang, find)
    }

    #[test]
    fn a_number_of_one_reading_in_the_other_style_is_a_note_not_a_warning() {
        // Made-up German review: "1.5 GB/s" among decimal commas can only be 1.5, and is
        // read so: one note for the document, no flag. (A number in doubt is still told:
        // the generator's "decimal mark of the other style" cases, tests/corruption.rs.)
        let extractor = crate::Extractor::new().unwrap();
        let de = "Die SSD liest mit 7,4 GB/s und schreibt mit 6,9 GB/s, die Latenz beträgt 0,08 ms.\nIm Dauertest sank die Rate auf 1.5 GB/s, die Kapazität beträgt 3,84 TB.";
        let report = extractor.extract_as("t", de, Some("de"));
        let separators: Vec<_> = report
            .findings
            .iter()
            .filter(|f| f.kind == FindingKind::AmbiguousSeparator)
            .collect();
        assert_eq!(separators.len(), 1, "{separators:?}");
        assert_eq!(separators[0].severity, Severity::Info);
        assert!(separators[0].message.contains("`1.5 GB/s`"));
        assert!(report.facts.iter().all(|f| f.flags.is_empty()));
    }

    #[test]
    fn four_digits_after_the_other_mark_stay_a_warning() {
        // Made-up German spec: "2.5000 MB/s" fits neither style (a digit too many): in
        // doubt whatever it was read as, so the warning is not folded into the note.
        let extractor = crate::Extractor::new().unwrap();
        let de = "Die SSD liest mit 2.5000 MB/s und schreibt mit 1,5 GB/s, die Latenz beträgt 0,08 ms bei 3,84 TB.";
        let report = extractor.extract_as("t", de, Some("de"));
        let warned: Vec<_> = report
            .findings
            .iter()
            .filter(|f| {
                f.kind == FindingKind::AmbiguousSeparator && f.severity == Severity::Warning
            })
            .collect();
        assert_eq!(warned.len(), 1, "{:?}", report.findings);
        assert!(warned[0].text.starts_with("2.5000"), "{:?}", warned[0]);
    }

    #[test]
    fn french_comma_amid_dots() {
        // From the French dev review of the WD Gold 24 TB, a machine translation (its
        // placeholders stand elsewhere in the document; one is added here): the comma is
        // the engine's.
        let text =
            "des pics allant jusqu'à 152,53 ms, une latence de 6.78 ms, 24.1 ms, 12.29 ms et un maximum de 132.96 ms, XNUMX IOPS.";
        let got = findings(text, "fr");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].suggested_value, Some(0.15253));
    }

    #[test]
    fn the_locales_own_decimal_with_one_reading_needs_no_finding() {
        // A French author who writes both styles: "1,9" can only be 1.9.
        let text = "Le débit atteint 1.88 Go/s en écriture, 2.45 Go/s en copie, 0.95 Go/s en 4K, 3.10 Go/s en pointe et 1,9 Go/s en lecture.";
        assert!(
            findings(text, "fr").is_empty(),
            "{:?}",
            findings(text, "fr")
        );
        // After a translation engine (a placeholder in the text) the mark is the engine's.
        let text = "Le débit atteint 1.88 Go/s en écriture, 2.45 Go/s en copie, 0.95 Go/s en 4K, 3.10 Go/s en pointe et 1,9 Go/s en lecture, XNUMX IOPS.";
        assert_eq!(findings(text, "fr").len(), 1);
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
        // Too few numbers to tell the document's style: the mark against the locale's
        // is told, but not surely enough to be applied.
        let got = findings("jusqu'à 152,53 ms et 6.78 ms", "fr");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].confidence, AGAINST_LOCALE);
        assert!(got[0].confidence < CONFIDENCE);
        assert!(findings("지연 시간 0.25 ms, 1.5 ms, 16,000 IOPS", "ko").is_empty());
        assert!(findings("延迟 0.25 ms、1.5 ms，16,000 IOPS", "zh").is_empty());
        assert!(findings("latencia de 0,25 ms y 1,5 ms con 16.000 IOPS", "es").is_empty());
    }

    #[test]
    fn a_decimal_mark_against_the_locale_in_a_short_passage() {
        // The generated passages of tests/data/corruption/passages.toml: the French
        // clubpromos.fr post with "0,1" written "0.1", the English one with "60.5" written
        // "60,5".
        let text = "De l'ordre de 0.1 milliseconde (ms) pour les SSD, il est 7 ms pour le meilleur disque dur grand public à savoir le Velociraptor 300 Go.";
        let got = findings(text, "fr");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].suggested_value, Some(0.0001));
        let text = "While the 600GB VelociRaptor is stuck at 0.7MB/s in our random read test, Intel's X25-V delivers 60,5MB/s.";
        let got = findings(text, "en");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].suggested_value, Some(60_500_000.0));
        // Two numbers so written are the author's habit, and three digits a group.
        let text = "De l'ordre de 0.1 ms pour les SSD, il est 7.5 ms pour le meilleur disque dur.";
        assert!(findings(text, "fr").is_empty());
        assert!(findings("Le disque offre 1.500 Mo/s en lecture.", "fr").is_empty());
    }

    #[test]
    fn thousands_grouped_with_the_decimal_mark() {
        // The Japanese corpus passage of tests/corruption.rs (gdm-2022, line 21), its
        // "1,443,000" grouped with dots.
        let text = "シーケンシャル読込は最高約7,400MB/s、書込は最高約6,500MB/sで、ランダムアクセスも読込は最高約1.443.000 IOPS、書込約1,158,600 IOPSで。";
        let got = findings(text, "ja");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].suggested_value, Some(1_443_000.0));
        assert!(findings(
            "Die SSD erreicht 1.443.000 IOPS, 1.158.600 IOPS und 7,5 GB/s.",
            "de"
        )
        .is_empty());
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
