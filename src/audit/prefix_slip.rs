//! `inconsistent`, a unit prefix that slipped: among rates of one sentence written with
//! one prefix ("220MB/sec", "200MB/sec", "140MB/sec"), one written with the next prefix
//! up or down and a thousand times off ("書き込みが最大160GB/sec", a SATA SSD's 160 MB/s).
//!
//! Only rates (bandwidth and latency) are compared: a sentence's capacities are of
//! different things (a cache in MB beside a drive in GB and an endurance in TB). Two
//! siblings at least, all written with one prefix, so that the odd one is known; the
//! odd one, brought back by the thousand, lies among them (within a factor of three of
//! their span), so that "0.5 MB/s random, 550 MB/s sequential" (one prefix) and "150 MB/s
//! for the hard disk, 7 GB/s for the SSD" (a factor of 47) stay quiet.

use super::{finding, Detector, Doc, Findings};
use crate::format;
use crate::model::{FindingKind, Metric, Severity};

pub(crate) struct PrefixSlip;

impl Detector for PrefixSlip {
    fn id(&self) -> &'static str {
        "prefix_slip"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_prefix_slip(doc, found);
    }
}

/// How far, at least and at most, the odd figure lies from its siblings (a slip of one
/// prefix is a factor of a thousand, or 1,024).
const SLIP_RATIO: (f64, f64) = (300.0, 3000.0);

/// How far outside its siblings' span the figure brought back may lie.
const SPAN_SLACK: f64 = 3.0;

/// The confidence stated: the siblings tell a slip, not which figure's digits are true.
const CONFIDENCE: f64 = 0.7;

fn detect_prefix_slip(doc: &Doc<'_>, found: &mut Findings) {
    for facts in doc.facts_by_sentence() {
        if facts.len() < 3 {
            continue;
        }
        for metric in [Metric::Bandwidth, Metric::Latency] {
            let of_metric: Vec<usize> = facts
                .iter()
                .copied()
                .filter(|&i| doc.facts[i].metric == metric && doc.facts[i].value.is_some())
                .collect();
            if of_metric.len() < 3 {
                continue;
            }
            for &i in &of_metric {
                if let Some((factor, siblings)) = slipped(doc, i, &of_metric) {
                    if found.claimed[i] {
                        continue;
                    }
                    let f = &doc.facts[i];
                    let v = f.value.unwrap_or(0.0) / factor;
                    let mut raw = finding(
                        FindingKind::Inconsistent,
                        Severity::Warning,
                        f,
                        i,
                        format!(
                            "{:?} is a thousand times {} the {siblings} other figures of its sentence, which are written with another prefix: the unit's prefix slipped; {} fits them",
                            f.text,
                            if factor > 1.0 { "above" } else { "below" },
                            format::quantity(f.metric, &f.unit, v)
                        ),
                        Some(format::quantity(f.metric, &f.unit, v)),
                        Some(v),
                    );
                    raw.confidence = CONFIDENCE;
                    found.push(raw);
                }
            }
        }
    }
}

/// The factor figure `i` is off by (1000 above, 1/1000 below) and how many siblings tell
/// it, if it slipped: see the module's documentation.
fn slipped(doc: &Doc<'_>, i: usize, of_metric: &[usize]) -> Option<(f64, usize)> {
    let prefix = |k: usize| doc.facts[k].unit_text.chars().next();
    let siblings: Vec<usize> = of_metric.iter().copied().filter(|&k| k != i).collect();
    let first = prefix(siblings[0]);
    if first.is_none() || first == prefix(i) || siblings.iter().any(|&k| prefix(k) != first) {
        return None;
    }
    let values: Vec<f64> = siblings
        .iter()
        .filter_map(|&k| doc.facts[k].value)
        .collect();
    let (lo, hi) = values.iter().fold((f64::INFINITY, 0.0f64), |(lo, hi), &v| {
        (lo.min(v), hi.max(v))
    });
    let v = doc.facts[i].value?;
    if lo <= 0.0 || v <= 0.0 {
        return None;
    }
    let within = |ratio: f64| (SLIP_RATIO.0..=SLIP_RATIO.1).contains(&ratio);
    let factor = if within(v / hi) {
        1000.0
    } else if within(lo / v) {
        1e-3
    } else {
        return None;
    };
    let back = v / factor;
    (lo / SPAN_SLACK <= back && back <= hi * SPAN_SLACK).then_some((factor, siblings.len()))
}

#[cfg(test)]
mod tests {
    use crate::model::FindingKind;
    use crate::Extractor;

    fn slips(text: &str, lang: &str) -> Vec<(String, Option<f64>)> {
        let report = Extractor::new().unwrap().extract_as("t", text, Some(lang));
        report
            .findings
            .iter()
            .filter(|f| f.kind == FindingKind::Inconsistent && f.message.contains("prefix"))
            .map(|f| (f.text.clone(), f.suggested_value))
            .collect()
    }

    #[test]
    fn a_rate_a_thousand_times_its_siblings_with_another_prefix_slipped() {
        // The shape of a Japanese news item on a SATA SSD (realtext tune4 ja30).
        let text = "アクセス速度は、読み込みが最大220MB/sec、書き込みが最大160GB/secと、G3の200MB/secおよび140MB/secから高速化されている。";
        assert_eq!(slips(text, "ja"), [("160GB/sec".to_string(), Some(1.6e8))]);
        // And below: a write speed in MB/s among GB/s.
        let text = "The drive reads at 7.4 GB/s, writes at 6.9 MB/s and copies at 3.2 GB/s.";
        assert_eq!(slips(text, "en"), [("6.9 MB/s".to_string(), Some(6.9e9))]);
    }

    #[test]
    fn one_prefix_far_apart_or_two_figures_only_are_no_slip() {
        for (text, lang) in [
            // One prefix: a hard disk's random reads against sequential ones.
            (
                "Random reads reach 0.5 MB/s, sequential reads 550 MB/s and writes 520 MB/s.",
                "en",
            ),
            // Another prefix, but not a thousand times off.
            (
                "The hard disk reads 150 MB/s and writes 140 MB/s, the SSD 7 GB/s.",
                "en",
            ),
            // Two figures: which one slipped is not known.
            ("Sie liest mit 2,4 GB/s und schreibt mit 2 MB/s.", "de"),
        ] {
            assert!(
                slips(text, lang).is_empty(),
                "{text}: {:?}",
                slips(text, lang)
            );
        }
    }
}
