//! Figures corrupted by machine translation, found from the shape of each passage.
//!
//! A translation engine gives each number of a paragraph (or table cell) a slot, a number
//! with thousands separators takes extra slots, and the original numbers are poured back
//! in their original order. What comes out: two numerals where one belongs ("4,540 1,880
//! IOPS"), a value followed by one placeholder per thousands group ("12,649 XNUMX TPS"),
//! figures drifted one slot to the left with `XNUMX` in the tail slots, numbers of names
//! caught in the shift ("RJ-1 45 GbE"), a decimal comma amid dot decimals.
//!
//! This module works on a small plain model of a document ([`Input`]): per passage, its
//! slots in order, each with the numerals written in it, their byte spans and values, and
//! the unit that follows (built from the text, the locale's units and the extracted facts
//! by [`slots::build`]). The detectors take that model and hand on [`Finding`]s: a kind,
//! a severity, a span, a message that explains like a compiler error, the likely true
//! value and a confidence in 0..1. [`detect`] is the adapter into today's audit.

mod decimals;
mod drift;
mod littles_law;
mod names;
mod pileup;
mod placeholder_groups;
mod shift;
pub(crate) mod slots;

use crate::audit::RawFinding;
use crate::model::{FindingKind, Metric, Severity};

/// One numeral or placeholder as written in a slot.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Numeral {
    /// Byte span of the numeral in the document.
    pub span: (usize, usize),
    /// The value as written, in the document's number style; `None` for `XNUMX`.
    pub value: Option<f64>,
    /// Thousands separators written in it ("12,649" has one).
    pub groups: usize,
    /// A decimal mark of the other style than the document's ("152,53" among "61.13").
    pub foreign_decimal: bool,
    /// Thousands grouped with the document's decimal mark ("1.443.000" among "7,400"):
    /// two marks or more, each before three digits, cannot be a decimal.
    pub foreign_grouping: bool,
}

impl Numeral {
    pub(crate) fn is_placeholder(&self) -> bool {
        self.value.is_none()
    }
}

/// The unit a slot's numerals stand before, as the locale's rules read it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SlotUnit {
    pub metric: Metric,
    /// Multiply the written number by this for the canonical value.
    pub factor: f64,
    /// The unit as written ("ms", "IOPS", "To").
    pub written: String,
    /// Where the unit ends in the document.
    pub end: usize,
}

/// One place for a number in a passage: a run of numerals and placeholders separated
/// only by spaces, and the unit after it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Slot {
    /// From the first numeral to the last.
    pub span: (usize, usize),
    pub numerals: Vec<Numeral>,
    pub unit: Option<SlotUnit>,
    /// Index of the extracted fact over this slot, if any.
    pub fact: Option<usize>,
}

impl Slot {
    /// The numerals that are numbers (placeholders aside).
    pub(crate) fn values(&self) -> impl Iterator<Item = &Numeral> {
        self.numerals.iter().filter(|n| !n.is_placeholder())
    }

    pub(crate) fn value_count(&self) -> usize {
        self.values().count()
    }

    pub(crate) fn placeholder_count(&self) -> usize {
        self.numerals.len() - self.value_count()
    }

    /// The span to report: the numerals and the unit after them.
    pub(crate) fn report_span(&self) -> (usize, usize) {
        (
            self.span.0,
            self.unit.as_ref().map_or(self.span.1, |u| u.end),
        )
    }

    /// A written number in this slot's unit, canonical.
    pub(crate) fn canonical(&self, number: f64) -> Option<f64> {
        self.unit.as_ref().map(|u| round_sig(number * u.factor))
    }
}

/// A paragraph or a table cell: the unit of the engine's slot assignment.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Passage {
    pub span: (usize, usize),
    pub slots: Vec<Slot>,
}

/// A document as the translation detectors see it.
#[derive(Debug, Clone)]
pub(crate) struct Input<'a> {
    pub text: &'a str,
    pub passages: Vec<Passage>,
    /// Whether the document writes decimals with a dot ("61.13 ms", "1,426.81").
    pub dot_decimals: bool,
    /// Whether the numbers of the document show that style clearly (a decimal mark of the
    /// other style is then an anomaly, not a habit of the author).
    pub style_clear: bool,
    /// Whether the document's locale writes decimals with a dot.
    pub native_dot: bool,
    /// Whether the document holds a translation placeholder (`XNUMX`) anywhere: it went
    /// through a translation engine, whose slots are separated by spaces, so a space
    /// between numbers is no thousands group of the locale, and a decimal mark of the
    /// locale amid the other style's is the engine's, not the author's.
    pub translated: bool,
    /// The numerals that vote for the dot and for the comma as the decimal mark.
    pub style_votes: (usize, usize),
    /// Plausible canonical values per metric (inclusive).
    pub ranges: Vec<(Metric, f64, f64)>,
}

impl Input<'_> {
    /// Whether a canonical value is plausible for its metric; `None` when no range is known.
    pub(crate) fn plausible(&self, metric: Metric, value: f64) -> Option<bool> {
        self.ranges
            .iter()
            .find(|(m, _, _)| *m == metric)
            .map(|&(_, low, high)| (low..=high).contains(&value))
    }

    pub(crate) fn written(&self, span: (usize, usize)) -> &str {
        &self.text[span.0..span.1]
    }
}

/// What a detector hands on.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Finding {
    pub kind: FindingKind,
    pub severity: Severity,
    pub span: (usize, usize),
    pub message: String,
    pub suggestion: Option<String>,
    /// The likely true figure, canonical, when the document supports one.
    pub suggested_value: Option<f64>,
    /// How sure the detector is of the finding and its suggestion, 0..1.
    pub confidence: f64,
    pub fact: Option<usize>,
}

/// Suggestions below this confidence are explained in the message but not proposed as a
/// value: a data team loads `suggested_value`.
pub(crate) const SUGGEST_AT: f64 = 0.5;

/// Runs every translation detector over the model. One finding per slot: the shift of a
/// whole passage explains its pile-ups and placeholders best, so it goes first and the
/// slot-by-slot detectors skip what it explained.
pub(crate) fn run(input: &Input<'_>) -> Vec<Finding> {
    let mut out: Vec<Finding> = Vec::new();
    let evidence = littles_law::Evidence::of(input);
    for passage in &input.passages {
        let mut explained = shift::find(input, passage, &evidence, &mut out);
        if explained.is_empty() {
            if let Some(split) = slots::split_space_groups(input, passage) {
                explained = shift::find(input, &split, &evidence, &mut out);
            }
        }
        for (i, slot) in passage.slots.iter().enumerate() {
            if explained.contains(&i) {
                continue;
            }
            let before = out.len();
            pileup::find(input, passage, i, &mut out);
            if out.len() == before {
                placeholder_groups::find(input, slot, &mut out);
            }
            if out.len() == before {
                names::find(input, slot, &mut out);
            }
            if out.len() == before {
                decimals::find(input, slot, &mut out);
            }
        }
    }
    out
}

/// Today's audit: builds the model from the document the detectors share and pushes the
/// findings. Findings that concern a fact the other detectors already explained are kept
/// (they say something else) but do not replace its suggestion.
/// The detector of the families above, in the audit's list (`super::DETECTORS`).
pub(crate) struct Translation;

impl super::Detector for Translation {
    fn id(&self) -> &'static str {
        "translation"
    }

    fn detect(&self, doc: &super::Doc<'_>, found: &mut super::Findings) {
        detect(doc, found);
    }
}

fn detect(doc: &super::Doc<'_>, found: &mut super::Findings) {
    let input = slots::build(doc);
    push(decimals::settle(doc, &input, run(&input)), found);
    // The drift goes last: it reasons from what no other detector explained.
    let mut drifted = Vec::new();
    drift::find(doc, &input, &found.claimed, &mut drifted);
    push(drifted, found);
}

fn push(findings: Vec<Finding>, found: &mut super::Findings) {
    for f in findings {
        let suggested = f.suggested_value.filter(|_| f.confidence >= SUGGEST_AT);
        found.push(RawFinding {
            kind: f.kind,
            severity: f.severity,
            span: f.span,
            message: f.message,
            suggestion: f.suggestion,
            suggested_value: suggested,
            fact: f.fact,
            confidence: f.confidence,
        });
    }
}

/// Rounds to 12 significant digits, so that 1,426.81 ms reads 1.42681 s.
pub(crate) fn round_sig(v: f64) -> f64 {
    if v == 0.0 || !v.is_finite() {
        return v;
    }
    let digits = 12 - v.abs().log10().floor() as i32 - 1;
    let scale = 10f64.powi(digits.clamp(-300, 300));
    (v * scale).round() / scale
}

/// A number as a person writes it, in the document's style.
pub(crate) fn show(input: &Input<'_>, n: &Numeral) -> String {
    input.written(n.span).to_string()
}

/// A list of written numerals: "`4,540` and `1,880`".
pub(crate) fn list(input: &Input<'_>, numerals: &[&Numeral]) -> String {
    let quoted: Vec<String> = numerals
        .iter()
        .map(|n| format!("`{}`", show(input, n)))
        .collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
pub(crate) mod testing {
    //! A model built from a plain text for the detectors' tests, with the embedded rules.
    use super::*;

    /// The model of `text` read as `lang`, with no extracted facts.
    pub(crate) fn input(text: &str, lang: &str) -> Input<'static> {
        let text: &'static str = Box::leak(text.to_string().into_boxed_str());
        let rules = crate::rules::RuleSet::embedded().expect("embedded rules");
        let rules: &'static crate::rules::RuleSet = Box::leak(Box::new(rules));
        let blocks: Vec<(usize, usize)> = crate::segment::blocks(text)
            .into_iter()
            .map(|b| (b.span.start, b.span.end))
            .collect();
        slots::build_from(text, &blocks, &[], rules.locale(lang))
    }

    /// What a detector that looks at one slot at a time finds in `text` read as `lang`.
    pub(crate) fn slot_findings(
        text: &str,
        lang: &str,
        find: fn(&Input<'_>, &Slot, &mut Vec<Finding>),
    ) -> Vec<Finding> {
        let model = input(text, lang);
        let mut out = Vec::new();
        for slot in model.passages.iter().flat_map(|p| &p.slots) {
            find(&model, slot, &mut out);
        }
        out
    }
}
