//! `rotated`, a spurious K: a multiplier after a number that already has its thousands
//! written out ("172,811K IOPS"), which belongs to another figure of the sentence.

use super::{finding, Detector, Doc, Findings, KnownIops};
use crate::format;
use crate::model::{FindingKind, Metric, Severity};

pub(crate) struct SpuriousMultiplier;

impl Detector for SpuriousMultiplier {
    fn id(&self) -> &'static str {
        "spurious_multiplier"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_spurious_multiplier(doc, found);
    }
}

/// A K after a number that already has thousands groups ("172,811K IOPS" = 172.8 million
/// IOPS, beyond any storage system): the K belongs to another slot of the sentence.
fn detect_spurious_multiplier(doc: &Doc<'_>, found: &mut Findings) {
    for (i, f) in doc.facts.iter().enumerate() {
        let (Some(v), Some(w)) = (f.value, doc.written[i]) else {
            continue;
        };
        if found.claimed[i]
            || f.metric != Metric::Iops
            || !w.has_multiplier
            || v <= doc.max_iops
            || w.number < 1000.0
        {
            continue;
        }
        let suggested = w.number;
        if !doc.iops_plausible(suggested) {
            continue;
        }
        found.known.push(KnownIops {
            value: suggested,
            workload: f.workload,
            fact: i,
        });
        found.push(finding(
            FindingKind::Rotated,
            Severity::Warning,
            f,
            i,
            format!(
                "{:?} reads as {} IOPS, beyond any storage system; the number already has its thousands written out, so the multiplier after it belongs to another figure of the sentence",
                f.text,
                format::grouped(v)
            ),
            Some(format::quantity(Metric::Iops, "IOPS", suggested)),
            Some(suggested),
        ));
    }
}
