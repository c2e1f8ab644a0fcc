//! `inconsistent`, conclusion against body: the conclusion restates a body figure with a
//! value that matches none of the body's figures of its workload.

use super::{finding, Detector, Doc, Findings};
use crate::format;
use crate::model::{FindingKind, Metric, Qualifier, Severity};
use crate::rules::FastMap;

pub(crate) struct SummaryMismatch;

impl Detector for SummaryMismatch {
    fn id(&self) -> &'static str {
        "summary_mismatch"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_summary_mismatch(doc, found);
    }
}

/// The value a fact stands for: its repair if it has one, else as written.
pub(super) fn effective(doc: &Doc<'_>, found: &Findings, i: usize) -> Option<f64> {
    found.repairs.get(&i).copied().or(doc.facts[i].value)
}

/// The conclusion restates a body figure (same metric and workload) with a value that
/// matches none of the body's figures of that workload, even allowing for rounding.
fn detect_summary_mismatch(doc: &Doc<'_>, found: &mut Findings) {
    let Some(start) = doc.conclusion_start else {
        return;
    };
    // The body's figures by metric and workload.
    let mut body_by_key: FastMap<(Metric, crate::model::Workload), Vec<usize>> = Default::default();
    // Every figure stated before the conclusion, by metric: a conclusion figure equal to
    // one of them restates it (a claim of the specification, another test), whatever the
    // workload extraction gave it.
    let mut stated: FastMap<Metric, Vec<f64>> = Default::default();
    for (j, g) in doc.facts.iter().enumerate() {
        if g.span[0] >= start {
            continue;
        }
        if let Some(w) = g.workload {
            body_by_key.entry((g.metric, w)).or_default().push(j);
        }
        if let Some(v) = g.value {
            stated.entry(g.metric).or_default().push(v);
        }
    }
    for (i, f) in doc.facts.iter().enumerate() {
        let (Some(w), Some(workload)) = (doc.written[i], f.workload) else {
            continue;
        };
        if found.claimed[i]
            || f.span[0] < start
            || !matches!(
                f.metric,
                Metric::Iops | Metric::Bandwidth | Metric::Latency | Metric::Tps
            )
        {
            continue;
        }
        if matches!(f.qualifier, Some(Qualifier::Spec | Qualifier::Config)) {
            continue;
        }
        let Some(v) = f.value else { continue };
        let body: Vec<(usize, f64)> = body_by_key
            .get(&(f.metric, workload))
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .filter_map(|&j| effective(doc, found, j).map(|bv| (j, bv)))
            .collect();
        if body.is_empty() {
            continue;
        }
        // Rounded or truncated to the last written digit.
        let tolerance = w.place * w.scale() * 1.0001 + v.abs() * 1e-9;
        let restated = stated
            .get(&f.metric)
            .is_some_and(|vs| vs.iter().any(|&sv| (sv - v).abs() <= tolerance));
        if restated || body.iter().any(|&(_, bv)| (bv - v).abs() <= tolerance) {
            continue;
        }
        // Last, as it searches the sentence: most figures are out by now.
        if !doc.names_own_workload(i) {
            continue;
        }
        // Peaks restated: suggest the body's peak when it has exactly one.
        let peaks: Vec<&(usize, f64)> = body
            .iter()
            .filter(|(j, _)| doc.facts[*j].qualifier == Some(Qualifier::Peak))
            .collect();
        let mut peak_values: Vec<f64> = peaks.iter().map(|p| p.1).collect();
        peak_values.dedup();
        let suggested = if f.qualifier == Some(Qualifier::Peak) && peak_values.len() == 1 {
            Some(peak_values[0])
        } else {
            None
        };
        let listed: Vec<String> = body
            .iter()
            .take(4)
            .map(|&(j, bv)| {
                format!(
                    "{} (line {})",
                    format::quantity(f.metric, &f.unit, bv),
                    doc.facts[j].line
                )
            })
            .collect();
        found.push(finding(
            FindingKind::Inconsistent,
            Severity::Warning,
            f,
            i,
            format!(
                "the conclusion gives {:?} for {}, but the body's figures for it are {}: none matches, even rounded",
                f.text,
                workload.as_str(),
                listed.join(", ")
            ),
            suggested.map(|s| format::quantity(f.metric, &f.unit, s)),
            suggested,
        ));
    }
}
