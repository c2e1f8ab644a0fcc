//! `ambiguous_separator`: numbers like "8,871" whose separator may be a decimal mark or a
//! thousands separator. The number stage decides their reading
//! ([`crate::figures::decide_separators`]); this says so where the choice went against the
//! document's habit, or could not be made in a document of mixed habits, and proposes the
//! other reading where only it is plausible.

use super::{Detector, Doc, Findings, RawFinding};
use crate::figures::SeparatorChoice;
use crate::format::{self, Fraction};
use crate::model::{FindingKind, Metric, Severity};

pub(crate) struct AmbiguousSeparator;

impl Detector for AmbiguousSeparator {
    fn id(&self) -> &'static str {
        "ambiguous_separator"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        let number = |v: f64| format::number(v, Fraction::Ungrouped);
        let mixed: Vec<usize> = (0..doc.figures.len())
            .filter(|&i| {
                matches!(
                    doc.figures[i].separator,
                    Some(SeparatorChoice::MixedHabits { .. })
                )
            })
            .collect();
        if let Some(finding) = mixed_habits(doc, &mixed) {
            found.push(finding);
        }
        for (i, figure) in doc.figures.iter().enumerate() {
            let Some(choice) = figure.separator else {
                continue;
            };
            let q = &figure.quantity;
            let written = &doc.text[q.number.start..q.number.end];
            // A reading by the figure's shape: where the document mixes styles or shows
            // none it is an account of the text, not a doubt about the figure (info);
            // against a clear habit it is a number left in a foreign style (a warning).
            let graded = |habit_unsure: bool, why: String, taken: f64| {
                if habit_unsure {
                    (Severity::Info, why, None)
                } else {
                    let help =
                        format!("write {} {} unambiguously", number(taken), q.unit.canonical);
                    (Severity::Warning, why, Some(help))
                }
            };
            let (severity, message, suggestion) = match choice {
                SeparatorChoice::AgainstHabit {
                    separator,
                    habit_decimal,
                    habit_reading,
                    taken,
                    ..
                } => {
                    let style_word = if habit_decimal {
                        "a thousands separator"
                    } else {
                        "a decimal mark"
                    };
                    let why = format!(
                        "{written:?} is read with '{separator}' as {style_word}, against the document's habit, because the other {} figures of its paragraph are of that size; the habit would read it as {}",
                        q.metric().as_str(),
                        number(habit_reading)
                    );
                    // Neighbours ten times closer decided the value: it is in no doubt, and
                    // only its style is foreign (issue 25: a warning only where the value
                    // is in doubt).
                    graded(true, why, taken)
                }
                SeparatorChoice::WholeNumber {
                    separator,
                    habit_reading,
                    taken,
                    habit_unsure,
                } => {
                    let against = if habit_unsure {
                        "" // no clear habit to go against
                    } else {
                        ", against the document's habit,"
                    };
                    let why = format!(
                        "{written:?} is read with '{separator}' as a thousands separator{against} because {} figures are whole numbers; as a decimal mark it would read {}",
                        q.metric().as_str(),
                        number(habit_reading)
                    );
                    graded(habit_unsure, why, taken)
                }
                SeparatorChoice::GroupedPair {
                    separator,
                    habit_reading,
                    taken,
                    habit_unsure,
                } => {
                    let why = format!(
                        "{written:?} is read with '{separator}' as a thousands separator because as a decimal mark it would end in a zero no one writes ({}) and the number it shares its unit with is written the same way",
                        number(habit_reading)
                    );
                    graded(habit_unsure, why, taken)
                }
                SeparatorChoice::ThreeZeros {
                    separator,
                    habit_reading,
                    taken,
                    habit_unsure,
                } => {
                    let why = format!(
                        "{written:?} is read with '{separator}' as a thousands separator because as a decimal mark it would end in three zeros no one writes ({})",
                        number(habit_reading)
                    );
                    graded(habit_unsure, why, taken)
                }
                // One finding for the document, above.
                SeparatorChoice::MixedHabits { .. } => continue,
            };
            // A note (a reading by the figure's shape or its neighbours where the value is
            // in no doubt) is an account of the text, not a doubt about the figure: it
            // names no fact, so the fact carries no flag.
            let whole = severity == Severity::Info;
            found.push(RawFinding {
                kind: FindingKind::AmbiguousSeparator,
                severity,
                span: q.span(),
                message,
                suggestion,
                suggested_value: None,
                fact: (!whole).then_some(i),
                confidence: super::findings::default_confidence(FindingKind::AmbiguousSeparator),
            });
        }
    }
}

/// How many of the figures read in a document of mixed habits [`mixed_habits`] names.
const MIXED_NAMED: usize = 3;

/// A document whose figures really mix decimal styles: one finding, at the first figure
/// it could not decide (`first` names where, not a fact in doubt), that names how many there are and how the first few were read
/// (a flag on each would bury the document in findings).
fn mixed_habits(doc: &Doc<'_>, mixed: &[usize]) -> Option<RawFinding> {
    let &first = mixed.first()?;
    let number = |v: f64| format::number(v, Fraction::Ungrouped);
    let named: Vec<String> = mixed
        .iter()
        .take(MIXED_NAMED)
        .filter_map(|&i| {
            let f = &doc.figures[i];
            let SeparatorChoice::MixedHabits {
                grouped,
                decimal,
                chosen,
            } = f.separator?
            else {
                return None;
            };
            let q = &f.quantity;
            Some(format!(
                "{:?} could be {} or {} and was read as {}",
                &doc.text[q.number.start..q.number.end],
                number(grouped),
                number(decimal),
                number(chosen)
            ))
        })
        .collect();
    let more = mixed.len().saturating_sub(MIXED_NAMED);
    let tail = if more > 0 {
        format!(", and {more} more")
    } else {
        String::new()
    };
    Some(RawFinding {
        kind: FindingKind::AmbiguousSeparator,
        severity: Severity::Info,
        span: doc.figures[first].quantity.span(),
        message: format!(
            "the document mixes decimal styles, so {} whose separator could be either {} read in its more frequent style: {}{tail}",
            if mixed.len() == 1 { "1 figure".to_string() } else { format!("{} figures", mixed.len()) },
            if mixed.len() == 1 { "was" } else { "were" },
            named.join("; ")
        ),
        suggestion: None,
        suggested_value: None,
        // The document's finding, not one figure's: no fact carries it as a flag.
        fact: None,
        confidence: super::findings::default_confidence(FindingKind::AmbiguousSeparator),
    })
}

/// Figures whose separator is ambiguous and whose chosen reading is implausible while the
/// other reading is plausible ("321,814 IOPS" read as 321.814 in German prose): the other
/// reading is the repair. The findings on such figures (`ambiguous_separator`,
/// `implausible`) are the number stage's; this only adds the repair to the fact, after
/// every detector, so that a repair found by one of them comes first.
pub(crate) struct SeparatorRepairs;

impl Detector for SeparatorRepairs {
    fn id(&self) -> &'static str {
        "separator_repairs"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        for (i, f) in doc.facts.iter().enumerate() {
            let (Some(v), Some(w)) = (f.value, doc.written[i]) else {
                continue;
            };
            let Some(other) = w.other_reading else {
                continue;
            };
            let repaired = format::round_sig(other * w.scale());
            let plausible = |x: f64| match f.metric {
                Metric::Iops => doc.iops_plausible(x),
                Metric::Latency => (1e-6..=doc.max_latency).contains(&x),
                _ => false,
            };
            if !plausible(v) && plausible(repaired) {
                found.suggest(i, repaired);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::model::{FindingKind, Severity};
    use crate::Extractor;

    fn separator_findings(text: &str) -> Vec<(Severity, String)> {
        separator_findings_in(text, "de")
    }

    /// The separator findings of `text` read as `lang`: severity and figure.
    fn separator_findings_in(text: &str, lang: &str) -> Vec<(Severity, String)> {
        let report = Extractor::new().unwrap().extract_as("t", text, Some(lang));
        report
            .findings
            .iter()
            .filter(|f| f.kind == FindingKind::AmbiguousSeparator)
            .map(|f| (f.severity, f.text.clone()))
            .collect()
    }

    #[test]
    fn a_document_of_mixed_styles_gets_one_finding_and_no_flags() {
        // One figure proves each style; the three of "1.500"'s shape are read in the
        // German habit, and said so once.
        let text = "Sie liest mit 3,5 GB/s und schreibt mit 2.7 GB/s. Kopieren: 1.500 MB/s, 1.200 MB/s und 1.100 MB/s.";
        // (The lone "2.7" may be flagged as a foreign decimal mark by the translation audit;
        // that is about that figure, not about the three.)
        let infos: Vec<String> = separator_findings(text)
            .into_iter()
            .filter(|(severity, _)| *severity == Severity::Info)
            .map(|(_, text)| text)
            .collect();
        assert_eq!(infos, vec!["1.500 MB/s".to_string()]);
        let report = Extractor::new().unwrap().extract_as("t", text, Some("de"));
        assert!(report
            .facts
            .iter()
            .filter(|f| f.text.starts_with("1."))
            .all(|f| f.flags.is_empty()));
        let values: Vec<f64> = report.facts.iter().filter_map(|f| f.value).collect();
        assert_eq!(values, vec![3.5e9, 2.7e9, 1.5e9, 1.2e9, 1.1e9]);
    }

    #[test]
    fn whole_number_metrics_are_read_grouped_against_a_clear_habit_with_a_warning() {
        // A Portuguese page whose figures write decimals with a comma: "500,000 IOPS" is
        // grouped (IOPS are whole numbers) and, in a style that is neither the document's
        // nor its language's (English grouping kept by a translation), flagged.
        let text = "Lê a 3,5 GB/s, escreve a 2,7 GB/s e atinge 500,000 IOPS.";
        assert_eq!(
            separator_findings_in(text, "pt"),
            [(Severity::Warning, "500,000 IOPS".to_string())]
        );
        // In the German habit it is simply 500,000: nothing to say.
        let text = "Sie liest mit 3,5 GB/s und schafft 500.000 IOPS.";
        assert!(separator_findings(text).is_empty());
    }

    #[test]
    fn a_figure_in_its_languages_own_style_is_no_warning_against_the_habit() {
        // The other figures write decimals with a dot (realtext tune pt01: "3.2 GB/s" in a
        // Portuguese page), but "500.000 IOPS" is how German writes 500,000: the value is
        // in no doubt and the style is the language's own, so it is a note, not a warning.
        let text = "Sie liest mit 3.5 GB/s, schreibt mit 2.7 GB/s und schafft 500.000 IOPS.";
        assert_eq!(
            separator_findings(text),
            vec![(Severity::Info, "500.000 IOPS".to_string())]
        );
        let text = "Os NVMe podem atingir 3.2 GB/s e chegaram até 2.000 MB/s em leitura.";
        let report = Extractor::new().unwrap().extract_as("t", text, Some("pt"));
        let value = report
            .facts
            .iter()
            .find(|f| f.text == "2.000 MB/s")
            .and_then(|f| f.value);
        assert_eq!(value, Some(2e9));
        assert!(separator_findings_in(text, "pt")
            .iter()
            .all(|(severity, _)| *severity == Severity::Info));
    }

    #[test]
    fn three_zeros_after_the_decimal_mark_are_a_thousands_group() {
        // The shape of a Spanish translation that kept English grouping (translated-real
        // tune3 es20): "14,000" as a decimal would be 14 with three zeros no one writes.
        let text = "La unidad lee a 3,5 GB/s y alcanza hasta 14,000 MB/s en lectura.";
        let report = Extractor::new().unwrap().extract_as("t", text, Some("es"));
        let value = |t: &str| {
            report
                .facts
                .iter()
                .find(|f| f.text == t)
                .and_then(|f| f.value)
        };
        assert_eq!(value("14,000 MB/s"), Some(14e9));
        assert_eq!(value("3,5 GB/s"), Some(3.5e9));
        assert_eq!(
            separator_findings_in(text, "es"),
            [(Severity::Warning, "14,000 MB/s".to_string())]
        );
        // A latency keeps its thousandths: "1,000 ms" of a timer is one millisecond.
        let text = "La latencia es de 3,5 ms y de 1,000 ms en escritura.";
        let report = Extractor::new().unwrap().extract_as("t", text, Some("es"));
        let latency = report
            .facts
            .iter()
            .find(|f| f.text == "1,000 ms")
            .and_then(|f| f.value);
        assert_eq!(latency, Some(0.001));
    }
}
