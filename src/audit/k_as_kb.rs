//! `k_as_kb`: a thousand rendered as kilobytes in an IOPS context ("über 700 KB" for
//! 700K IOPS).

use super::{finding, Detector, Doc, Findings, KnownIops};
use crate::format;
use crate::model::{FindingKind, Metric, Severity};

pub(crate) struct KAsKb;

impl Detector for KAsKb {
    fn id(&self) -> &'static str {
        "k_as_kb"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_k_as_kb(doc, found);
    }
}

fn contains_any(haystack_lower: &str, words: &[String]) -> bool {
    words.iter().any(|w| haystack_lower.contains(w.as_str()))
}

/// A kilobyte figure in a sentence about IOPS or latency that names no size: the
/// translation turned "700K" (IOPS) into "700 KB". Block sizes (powers of two) and
/// sentences that talk about blocks, transfers or caches are left alone.
fn detect_k_as_kb(doc: &Doc<'_>, found: &mut Findings) {
    for (i, f) in doc.facts.iter().enumerate() {
        let (Some(w), false) = (doc.written[i], found.claimed[i]) else {
            continue;
        };
        if f.metric != Metric::Capacity || !(999.0..=1025.0).contains(&w.scale()) {
            continue;
        }
        let n = w.number;
        let power_of_two = n.fract() == 0.0 && (n as u64).is_power_of_two();
        if n < 10.0 || power_of_two || !doc.iops_plausible(n * 1000.0) {
            continue;
        }
        let sentence = doc.lower(doc.sentence_text(doc.sentence_of[i]));
        let iops_context = contains_any(&sentence, &doc.rules.iops_context_words)
            || doc
                .sentence_mates(i)
                .iter()
                .any(|&j| matches!(doc.facts[j].metric, Metric::Iops | Metric::Latency));
        if !iops_context || contains_any(&sentence, &doc.rules.size_words) {
            continue;
        }
        let iops = n * 1000.0;
        found.known.push(KnownIops {
            value: iops,
            workload: f.workload,
            fact: i,
        });
        found.push(finding(
            FindingKind::KAsKb,
            Severity::Warning,
            f,
            i,
            format!(
                "{:?} is a size in kilobytes, but the sentence is about IOPS and latency and names no block or transfer size: the translation read the thousands sign K as kilobytes",
                f.text
            ),
            Some(format::quantity(Metric::Iops, "IOPS", iops)),
            Some(iops),
        ));
    }
}
