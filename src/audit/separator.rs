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
        for (i, figure) in doc.figures.iter().enumerate() {
            let Some(choice) = figure.separator else {
                continue;
            };
            let q = &figure.quantity;
            let written = &doc.text[q.number.start..q.number.end];
            let (severity, message, suggestion) = match choice {
                SeparatorChoice::AgainstHabit {
                    separator,
                    habit_decimal,
                    habit_reading,
                    taken,
                } => {
                    let style_word = if habit_decimal {
                        "a thousands separator"
                    } else {
                        "a decimal mark"
                    };
                    (
                        Severity::Warning,
                        format!(
                            "{written:?} is read with '{separator}' as {style_word}, against the document's habit, because the other {} figures of its paragraph are of that size; the habit would read it as {}",
                            q.metric().as_str(),
                            number(habit_reading)
                        ),
                        Some(format!(
                            "write {} {} unambiguously",
                            number(taken),
                            q.unit.canonical
                        )),
                    )
                }
                SeparatorChoice::MixedHabits {
                    grouped,
                    decimal,
                    chosen,
                } => (
                    Severity::Info,
                    format!(
                        "{written:?} could be {} or {}; the document mixes decimal styles, so it was read in its more frequent style as {}",
                        number(grouped),
                        number(decimal),
                        number(chosen)
                    ),
                    None,
                ),
            };
            found.push(RawFinding {
                kind: FindingKind::AmbiguousSeparator,
                severity,
                span: q.span(),
                message,
                suggestion,
                suggested_value: None,
                fact: Some(i),
                confidence: super::findings::default_confidence(FindingKind::AmbiguousSeparator),
            });
        }
    }
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
