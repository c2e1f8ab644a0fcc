//! Little's law as evidence: in a test at a fixed load, IOPS × average latency equals the
//! number of outstanding I/Os (threads × queue depth: 16T/16Q gives 256), the same for
//! every test of a series. A passage of IOPS figures and the passage of latencies that
//! follows it, test for test, must then give one product; a figure whose product stands
//! out is wrong, one that agrees with the others is confirmed.
//!
//! Hands on a verdict per slot, for the figures as the shift repairs them (or as written
//! where no shift is found), for the other detectors to weigh their suggestions.

use super::{shift, Input, Passage};
use crate::model::Metric;

/// How far a product may stray from the series' median and still agree.
const TOLERANCE: f64 = 0.05;
/// The fewest tests that make a series.
const MIN_SERIES: usize = 3;
/// How many passages after the IOPS one may hold its latencies.
const LOOKAHEAD: usize = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    Consistent,
    Inconsistent,
}

/// The verdicts of a document, by passage span and slot index.
#[derive(Debug, Default)]
pub(crate) struct Evidence {
    verdicts: Vec<((usize, usize), usize, Verdict)>,
}

/// A passage's figures of one metric: (slot index, canonical value).
fn series(passage: &Passage, metric: Metric) -> Vec<(usize, f64)> {
    let assigned = shift::assign(passage);
    passage
        .slots
        .iter()
        .enumerate()
        .filter(|(_, s)| s.unit.as_ref().is_some_and(|u| u.metric == metric))
        .filter_map(|(i, s)| {
            let shifted = assigned.as_ref().and_then(|a| a[i]);
            let number = match shifted {
                Some(n) => n.value,
                None if s.value_count() == 1 && s.placeholder_count() == 0 => {
                    s.values().next().and_then(|n| n.value)
                }
                None => None,
            }?;
            Some((i, s.canonical(number)?))
        })
        .collect()
}

impl Evidence {
    pub(crate) fn of(input: &Input<'_>) -> Evidence {
        let mut verdicts = Vec::new();
        for (p, passage) in input.passages.iter().enumerate() {
            let iops = series(passage, Metric::Iops);
            if iops.len() < MIN_SERIES {
                continue;
            }
            let latency_passage = input.passages[p + 1..]
                .iter()
                .take(LOOKAHEAD)
                .map(|q| (q, series(q, Metric::Latency)))
                .find(|(_, lat)| lat.len() == iops.len());
            let Some((q, latency)) = latency_passage else {
                continue;
            };
            let products: Vec<f64> = iops.iter().zip(&latency).map(|(a, b)| a.1 * b.1).collect();
            let mut sorted = products.clone();
            sorted.sort_by(f64::total_cmp);
            let median = sorted[sorted.len() / 2];
            let agree: Vec<bool> = products
                .iter()
                .map(|x| median > 0.0 && (x / median - 1.0).abs() <= TOLERANCE)
                .collect();
            let agreeing = agree.iter().filter(|&&a| a).count();
            if agreeing < MIN_SERIES || (agreeing as f64) < 0.6 * agree.len() as f64 {
                continue;
            }
            for ((a, b), ok) in iops.iter().zip(&latency).zip(&agree) {
                let verdict = if *ok {
                    Verdict::Consistent
                } else {
                    Verdict::Inconsistent
                };
                verdicts.push((passage.span, a.0, verdict));
                verdicts.push((q.span, b.0, verdict));
            }
        }
        Evidence { verdicts }
    }

    /// The verdict on slot `slot` of the passage at `passage`, if a series covers it.
    pub(crate) fn verdict(&self, passage: (usize, usize), slot: usize) -> Option<Verdict> {
        self.verdicts
            .iter()
            .find(|(p, s, _)| *p == passage && *s == slot)
            .map(|v| v.2)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::input;
    use super::*;

    #[test]
    fn the_synology_series_agrees_once_both_passages_are_shifted_back() {
        // From the French dev review of the Synology DS1621xs+ (16 threads × 16 queue =
        // 256 outstanding I/Os): 4,540 IOPS × 56.38 ms = 256, 179 × 1,426.81 ms = 255.
        let text = "\
4,540 1,880 IOPS en lecture et 179 1,940 IOPS en écriture en iSCSI et 98,504 IOPS en lecture et XNUMX IOPS en écriture, XNUMX IOPS en SMB.

iSCSI de 56.38 ms en lecture et 136.15 ms en écriture et SMB de 1,426.81 131.9 ms en lecture et 2.6 ms en écriture, XNUMX ms en SMB.
";
        let model = input(text, "fr");
        let evidence = Evidence::of(&model);
        let (p, q) = (model.passages[0].span, model.passages[1].span);
        for slot in 0..4 {
            assert_eq!(
                evidence.verdict(p, slot),
                Some(Verdict::Consistent),
                "{slot}"
            );
        }
        assert_eq!(evidence.verdict(q, 2), Some(Verdict::Consistent));
    }

    #[test]
    fn a_figure_that_breaks_the_series_is_inconsistent() {
        // German: 32 outstanding I/Os, but the third test's latency is ten times off.
        let text = "\
Lesen 64.000 IOPS, Schreiben 32.000 IOPS, gemischt 16.000 IOPS, Sequenz 8.000 IOPS.

Latenz 0,5 ms, 1 ms, 20 ms und 4 ms.
";
        let model = input(text, "de");
        let evidence = Evidence::of(&model);
        let p = model.passages[0].span;
        assert_eq!(evidence.verdict(p, 0), Some(Verdict::Consistent));
        assert_eq!(evidence.verdict(p, 2), Some(Verdict::Inconsistent));
    }

    #[test]
    fn unrelated_passages_give_no_verdict() {
        let text = "\
读取 100,000 IOPS，写入 50,000 IOPS，混合 70,000 IOPS。

延迟 0.2 ms、3 ms、9 ms。
";
        let model = input(text, "zh");
        let evidence = Evidence::of(&model);
        assert_eq!(evidence.verdict(model.passages[0].span, 0), None);
    }
}
