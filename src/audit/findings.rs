//! What the detectors found, as they find it: each finding before line and column are
//! known ([`RawFinding`]), and the ledger the detectors share ([`Findings`]): which facts
//! are explained already, the repair proposed for each, and the IOPS values the document
//! is known to state. The report ([`crate::report`]) turns it into the contract's
//! findings and the facts' flags and suggested values.

use crate::format::round_sig;
use crate::model::{Fact, FindingKind, Severity, Workload};
use crate::rules::FastMap;

/// A finding before line and column are computed.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct RawFinding {
    pub(crate) kind: FindingKind,
    pub(crate) severity: Severity,
    pub(crate) span: (usize, usize),
    pub(crate) message: String,
    pub(crate) suggestion: Option<String>,
    pub(crate) suggested_value: Option<f64>,
    /// Index of the fact the finding concerns, if any.
    pub(crate) fact: Option<usize>,
    /// How sure the detector is of the finding and its suggestion, 0..1.
    pub(crate) confidence: f64,
}

/// The confidence of a finding whose detector states none: how often a finding of its
/// kind is right where the corpus, the generated corruptions and the translated
/// development set let one tell (docs/corruption-report.md). A placeholder or broken
/// characters are certain; a plausibility range or a separator habit is a guess.
pub(crate) fn default_confidence(kind: FindingKind) -> f64 {
    match kind {
        FindingKind::Xnumx => 0.99,
        FindingKind::Mojibake => 0.95,
        FindingKind::Swapped | FindingKind::KAsKb => 0.85,
        FindingKind::Rotated | FindingKind::Inconsistent | FindingKind::DroppedMultiplier => 0.7,
        FindingKind::Implausible | FindingKind::AmbiguousSeparator => 0.6,
    }
}

impl RawFinding {
    /// The contract's finding, with its text cut from the document and its position.
    pub(crate) fn into_finding(
        self,
        text: &str,
        (line, column): (usize, usize),
    ) -> crate::model::Finding {
        crate::model::Finding {
            kind: self.kind,
            severity: self.severity,
            text: text[self.span.0..self.span.1].to_string(),
            span: [self.span.0, self.span.1],
            line,
            column,
            message: self.message,
            suggestion: self.suggestion,
            suggested_value: self.suggested_value,
            confidence: (self.confidence * 100.0).round() / 100.0,
        }
    }
}

/// A finding on a fact, spanning the fact, with its suggested value rounded as facts'
/// values are.
pub(crate) fn finding(
    kind: FindingKind,
    severity: Severity,
    fact: &Fact,
    fact_index: usize,
    message: String,
    suggestion: Option<String>,
    suggested: Option<f64>,
) -> RawFinding {
    RawFinding {
        kind,
        severity,
        span: (fact.span[0], fact.span[1]),
        message,
        suggestion,
        suggested_value: suggested.map(round_sig),
        fact: Some(fact_index),
        confidence: default_confidence(kind),
    }
}

/// An IOPS value the document is known to state, found by a detector (for restoring a
/// lost K from another mention of the same figure).
#[derive(Debug, Clone, Copy)]
pub(crate) struct KnownIops {
    pub(crate) value: f64,
    pub(crate) workload: Option<Workload>,
    pub(crate) fact: usize,
}

/// The findings of a document in the order they were found, and what the detectors
/// share: which facts already have an explanation, the first repair proposed for each,
/// and the IOPS values the document is known to state.
#[derive(Debug, Default)]
pub struct Findings {
    pub(crate) found: Vec<RawFinding>,
    /// Whether each fact has an explanation: a finding of a kind that says what went
    /// wrong (every kind but [`describes_only`]).
    pub(crate) claimed: Vec<bool>,
    /// The first repair proposed for each fact (not for K-as-KB, whose repair is in IOPS).
    pub(crate) repairs: FastMap<usize, f64>,
    pub(crate) known: Vec<KnownIops>,
    /// Repairs of facts without a finding of their own (the finding that concerns the fact
    /// says it is doubtful, and another reading repairs it), in the order proposed.
    pub(crate) suggestions: Vec<(usize, f64)>,
    /// Per finding of `found` whose detector is known, that detector and the confidence
    /// it stated before calibration (see [`Findings::calibrate`]).
    origins: Vec<Origin>,
}

/// Which detector found a finding, and the confidence it stated.
#[derive(Debug, Clone, Copy)]
struct Origin {
    detector: &'static str,
    stated: f64,
}

/// A finding as the calibration measures it: where it is, what it says, which detector
/// found it, the confidence the detector stated and the one it was given.
#[derive(Debug, Clone)]
pub struct CalibrationRecord {
    pub span: [usize; 2],
    pub kind: FindingKind,
    pub severity: Severity,
    /// The detector's id (`detect`'s list), or "" when not known.
    pub detector: &'static str,
    pub stated: f64,
    pub confidence: f64,
}

/// Kinds that say a figure is lost or doubtful, not what went wrong with it: they leave
/// the figure to the detectors that explain.
fn describes_only(kind: FindingKind) -> bool {
    matches!(
        kind,
        FindingKind::Xnumx
            | FindingKind::Implausible
            | FindingKind::AmbiguousSeparator
            | FindingKind::Mojibake
    )
}

impl Findings {
    pub(crate) fn new(facts: usize) -> Self {
        Findings {
            claimed: vec![false; facts],
            ..Default::default()
        }
    }

    pub(crate) fn push(&mut self, finding: RawFinding) {
        if let (Some(i), false) = (finding.fact, describes_only(finding.kind)) {
            self.claimed[i] = true;
            if let (Some(v), false) = (finding.suggested_value, finding.kind == FindingKind::KAsKb)
            {
                self.repairs.entry(i).or_insert(v);
            }
        }
        self.found.push(finding);
    }

    /// Proposes `value` for fact `i` without a finding of its own.
    pub(crate) fn suggest(&mut self, i: usize, value: f64) {
        self.suggestions.push((i, value));
    }

    /// How many findings there are.
    pub fn len(&self) -> usize {
        self.found.len()
    }

    /// Whether nothing was found.
    pub fn is_empty(&self) -> bool {
        self.found.is_empty()
    }

    /// Marks the findings added after the first `before` as `detector`'s, with the
    /// confidence each states.
    pub(crate) fn mark_origin(&mut self, before: usize, detector: &'static str) {
        self.origins.resize(
            before,
            Origin {
                detector: "",
                stated: 0.0,
            },
        );
        let stated = self.found[before..].iter().map(|f| Origin {
            detector,
            stated: f.confidence,
        });
        self.origins.extend(stated);
    }

    /// Gives each finding the measured confidence of its detector, kind and stated
    /// confidence, where the table has one (after every detector ran: they compare the
    /// confidences they state).
    pub(crate) fn calibrate(&mut self, table: &super::calibration::Calibration) {
        for (f, o) in self.found.iter_mut().zip(&self.origins) {
            if let Some(c) = table.confidence(o.detector, f.kind.as_str(), o.stated) {
                f.confidence = c;
            }
        }
    }

    /// Every finding with its detector and both confidences, in the order found.
    pub fn calibration_records(&self) -> Vec<CalibrationRecord> {
        self.found
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let origin = self.origins.get(i).copied();
                CalibrationRecord {
                    span: [f.span.0, f.span.1],
                    kind: f.kind,
                    severity: f.severity,
                    detector: origin.map_or("", |o| o.detector),
                    stated: origin.map_or(f.confidence, |o| o.stated),
                    confidence: f.confidence,
                }
            })
            .collect()
    }

    /// The confidence the detector stated for the finding of `kind` over `span`, for the
    /// tests of a detector's own scale (the report's is the calibrated one).
    #[cfg(test)]
    pub(crate) fn stated(text: &str, lang: &str, span: [usize; 2], kind: FindingKind) -> f64 {
        let extractor = crate::Extractor::new().expect("embedded rules");
        let found = extractor.detect(&extractor.analyse(text, Some(lang)), None);
        found
            .calibration_records()
            .into_iter()
            .find(|r| r.span == span && r.kind == kind)
            .map(|r| r.stated)
            .expect("the finding is found")
    }

    /// The findings added after the first `before`.
    pub(crate) fn added_since(&self, before: usize) -> impl Iterator<Item = &RawFinding> {
        self.found[before..].iter()
    }
}
