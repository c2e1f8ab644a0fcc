//! `swapped`, IOPS and latency: an IOPS figure and its latency that exchanged numbers
//! ("지연 시간이 221,327ms인 6.38 IOPS" = 221,327 IOPS at 6.38 ms).

use super::{finding, Detector, Doc, Findings, KnownIops};
use crate::format;
use crate::model::{FindingKind, Metric, Severity};

/// A latency above this is suspicious for flash when paired with a tiny IOPS figure.
const SUSPECT_LATENCY_S: f64 = 0.05;

pub(crate) struct Swaps;

impl Detector for Swaps {
    fn id(&self) -> &'static str {
        "swaps"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_swaps(doc, found);
    }
}

/// An IOPS figure too small to be true next to a latency too large to be true, whose
/// numbers read the other way round give a plausible pair ("지연 시간이 221,327ms인
/// 6.38 IOPS" = 221,327 IOPS at 6.38 ms). Also the milder form where a K figure below ten
/// sits next to a latency of many milliseconds ("238ms ... 2.26K IOPS" = 238K IOPS at
/// 2.26 ms): flash reaches hundreds of milliseconds only when saturated, never at a few
/// thousand IOPS.
fn detect_swaps(doc: &Doc<'_>, found: &mut Findings) {
    for c in best_pairings(doc, candidates(doc)) {
        report(doc, found, &c);
    }
}

/// An IOPS figure and a latency of its sentence whose numbers read the other way round
/// make a plausible pair.
struct Candidate {
    iops: usize,
    latency: usize,
    distance: usize,
    new_iops: f64,
    new_latency: f64,
    /// Both figures are impossible as written (not only unlikely).
    hard: bool,
}

/// Every pair of an IOPS figure and a latency of its sentence that may be swapped.
fn candidates(doc: &Doc<'_>) -> Vec<Candidate> {
    let mut candidates = Vec::new();
    for (i, fi) in doc.facts.iter().enumerate() {
        let (Some(vi), Some(wi)) = (fi.value, doc.written[i]) else {
            continue;
        };
        if fi.metric != Metric::Iops {
            continue;
        }
        for &l in doc.sentence_mates(i) {
            let fl = &doc.facts[l];
            let (Some(vl), Some(wl)) = (fl.value, doc.written[l]) else {
                continue;
            };
            if fl.metric != Metric::Latency {
                continue;
            }
            // An ambiguous latency number may have been read as a decimal because its
            // neighbours are small ("183.805 ms" in German prose): try its other reading too.
            let readings = std::iter::once((wl.number, vl))
                .chain(wl.other_reading.map(|n| (n, n * wl.unit_factor)));
            let Some((latency_number, hard)) = readings
                .map(|(n, v)| {
                    let hard = vi < doc.min_iops && v > doc.max_latency;
                    let small_k = wi.has_multiplier && (wi.number < 10.0 || !wi.integer);
                    let soft = (small_k || vi < doc.min_iops)
                        && n.fract() == 0.0
                        && v >= SUSPECT_LATENCY_S;
                    (n, hard, hard || soft)
                })
                .filter(|r| r.2)
                .max_by_key(|r| r.1)
                .map(|r| (r.0, r.1))
            else {
                continue;
            };
            let new_iops = if latency_number >= 1000.0 {
                latency_number
            } else {
                latency_number * 1000.0
            };
            let new_latency = wi.number * wl.unit_factor;
            if !doc.iops_plausible(new_iops) || !(1e-6..=0.1).contains(&new_latency) {
                continue;
            }
            let distance = fi.span[0].abs_diff(fl.span[0]);
            candidates.push(Candidate {
                iops: i,
                latency: l,
                distance,
                new_iops,
                new_latency,
                hard,
            });
        }
    }
    candidates
}

/// Per sentence, the pairing with the most pairs and the least total distance (a greedy
/// nearest-first pairing crosses pairs in "217ms를 넘기기 전에 1K IOPS ... 238ms의 2.26K IOPS").
fn best_pairings(doc: &Doc<'_>, candidates: Vec<Candidate>) -> Vec<Candidate> {
    let mut chosen: Vec<Candidate> = Vec::new();
    let mut by_sentence: std::collections::BTreeMap<usize, Vec<Candidate>> = Default::default();
    for c in candidates {
        by_sentence
            .entry(doc.sentence_of[c.iops])
            .or_default()
            .push(c);
    }
    for (_, mut group) in by_sentence {
        group.sort_by_key(|c| c.distance);
        let picked = best_matching(
            &group
                .iter()
                .map(|c| (c.iops, c.latency, c.distance))
                .collect::<Vec<_>>(),
        );
        let mut keep: Vec<Option<Candidate>> = group.into_iter().map(Some).collect();
        for k in picked {
            if let Some(c) = keep[k].take() {
                chosen.push(c);
            }
        }
    }
    chosen
}

/// The two findings of a swapped pair, and the IOPS value it restores.
fn report(doc: &Doc<'_>, found: &mut Findings, c: &Candidate) {
    let (fi, fl) = (&doc.facts[c.iops], &doc.facts[c.latency]);
    let pair = format!(
        "{} at {}",
        format::quantity(Metric::Iops, "IOPS", c.new_iops),
        format::quantity(Metric::Latency, "s", c.new_latency)
    );
    let why = if c.hard {
        format!(
            "{:?} is far too few IOPS for a storage device and {:?} far too long a latency; read the other way round they make a plausible pair",
            fi.text, fl.text
        )
    } else {
        format!(
            "{:?} next to {:?}: flash does not take hundreds of milliseconds at a few thousand IOPS; read the other way round they make a plausible pair",
            fi.text, fl.text
        )
    };
    let severity = if c.hard {
        Severity::Error
    } else {
        Severity::Warning
    };
    found.known.push(KnownIops {
        value: c.new_iops,
        workload: fi.workload,
        fact: c.iops,
    });
    found.push(finding(
        FindingKind::Swapped,
        severity,
        fi,
        c.iops,
        format!("value and unit swapped: {why}"),
        Some(pair.clone()),
        Some(c.new_iops),
    ));
    found.push(finding(
        FindingKind::Swapped,
        severity,
        fl,
        c.latency,
        format!("value and unit swapped: {why}"),
        Some(pair),
        Some(c.new_latency),
    ));
}

/// Indices of the candidate pairs `(a, b, distance)` that form a matching with the most
/// pairs and, among those, the least total distance. Exhaustive for the few pairs of one
/// sentence; nearest-first beyond that.
fn best_matching(pairs: &[(usize, usize, usize)]) -> Vec<usize> {
    fn search(
        pairs: &[(usize, usize, usize)],
        k: usize,
        used: &mut Vec<usize>,
        current: &mut Vec<usize>,
        best: &mut (usize, usize, Vec<usize>),
        distance: usize,
    ) {
        if k == pairs.len() {
            let better = current.len() > best.0 || (current.len() == best.0 && distance < best.1);
            if better {
                *best = (current.len(), distance, current.clone());
            }
            return;
        }
        // Bound: even taking every remaining pair cannot beat the best.
        if current.len() + (pairs.len() - k) < best.0 {
            return;
        }
        let (a, b, d) = pairs[k];
        if !used.contains(&a) && !used.contains(&b) {
            used.push(a);
            used.push(b);
            current.push(k);
            search(pairs, k + 1, used, current, best, distance + d);
            current.pop();
            used.truncate(used.len() - 2);
        }
        search(pairs, k + 1, used, current, best, distance);
    }
    if pairs.len() > 16 {
        let mut used = Vec::new();
        let mut out = Vec::new();
        for (k, &(a, b, _)) in pairs.iter().enumerate() {
            if !used.contains(&a) && !used.contains(&b) {
                used.extend([a, b]);
                out.push(k);
            }
        }
        return out;
    }
    let mut best = (0, usize::MAX, Vec::new());
    search(pairs, 0, &mut Vec::new(), &mut Vec::new(), &mut best, 0);
    best.2
}
