//! `inconsistent`, a threshold above the peak: "sub-millisecond until N IOPS" with N above
//! the peak that the same passage reports next.

use super::summary::effective;
use super::{finding, Detector, Doc, Findings};
use crate::format;
use crate::model::{FindingKind, Metric, Qualifier, Severity};

pub(crate) struct ThresholdAbovePeak;

impl Detector for ThresholdAbovePeak {
    fn id(&self) -> &'static str {
        "threshold_above_peak"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_threshold_above_peak(doc, found);
    }
}

/// "Sub-millisecond until N IOPS" with N above the peak that the same passage reports next.
fn detect_threshold_above_peak(doc: &Doc<'_>, found: &mut Findings) {
    for (t, ft) in doc.facts.iter().enumerate() {
        if found.claimed[t]
            || ft.metric != Metric::Iops
            || ft.qualifier != Some(Qualifier::Threshold)
        {
            continue;
        }
        let Some(threshold) = effective(doc, found, t) else {
            continue;
        };
        let peak = doc
            .facts
            .iter()
            .enumerate()
            .skip(t + 1)
            .take_while(|(j, _)| doc.sentence_of[*j] <= doc.sentence_of[t] + 1)
            .find(|(_, g)| {
                g.metric == Metric::Iops
                    && g.qualifier == Some(Qualifier::Peak)
                    && g.workload == ft.workload
            });
        let Some((p, fp)) = peak else { continue };
        let Some(peak_value) = effective(doc, found, p) else {
            continue;
        };
        if threshold > peak_value * 1.02 && !found.claimed[p] {
            found.push(finding(
                FindingKind::Inconsistent,
                Severity::Warning,
                ft,
                t,
                format!(
                    "the latency threshold is passed at {} but the peak reported next is {} ({:?}): a threshold cannot lie above the peak",
                    format::quantity(Metric::Iops, "IOPS", threshold),
                    format::quantity(Metric::Iops, "IOPS", peak_value),
                    fp.text
                ),
                None,
                None,
            ));
        }
    }
}
