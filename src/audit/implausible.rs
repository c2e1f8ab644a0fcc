//! `implausible`: a value outside the plausible range of its metric (the profile's
//! `[[range]]` entries).

use super::{Detector, Doc, Findings, RawFinding};
use crate::format::{self, Fraction};
use crate::model::{FindingKind, Severity};

pub(crate) struct Implausible;

impl Detector for Implausible {
    fn id(&self) -> &'static str {
        "implausible"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        let number = |v: f64| format::number(v, Fraction::Ungrouped);
        for (i, fact) in doc.facts.iter().enumerate() {
            let Some(value) = fact.value else { continue };
            let Some(range) = doc.profile.range_for(fact.metric, &fact.unit) else {
                continue;
            };
            if value < range.min || value > range.max {
                found.push(RawFinding {
                    kind: FindingKind::Implausible,
                    severity: Severity::Warning,
                    span: (fact.span[0], fact.span[1]),
                    message: format!(
                        "{} {} is outside the plausible range {}–{} {} for {}: {}",
                        number(value),
                        fact.unit,
                        number(range.min),
                        number(range.max),
                        fact.unit,
                        fact.metric.as_str(),
                        range.why
                    ),
                    suggestion: None,
                    suggested_value: None,
                    fact: Some(i),
                    confidence: super::findings::default_confidence(FindingKind::Implausible),
                });
            }
        }
    }
}
