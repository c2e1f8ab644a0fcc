//! `rotated`, a table restated: a prose sentence that restates the specification table
//! with its numbers in the wrong slots.

use super::rotation::solver::assign;
use super::{finding, Detector, Doc, Findings, KnownIops};
use crate::format;
use crate::model::{Fact, FindingKind, Metric, Severity, Workload};

pub(crate) struct SpecRestatement;

impl Detector for SpecRestatement {
    fn id(&self) -> &'static str {
        "spec_restatement"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_spec_restatement(doc, found);
    }
}

/// A prose sentence that restates the specification table with its numbers in the wrong
/// slots: "64K IOPS의 인용 성능과 760K IOPS의 임의 성능을 갖춘 최대 430GB의 RAM" where the
/// table says 760K and 430K IOPS and 64 GB. Figures of the sentence that match no table
/// figure of their metric, whose numbers can be reassigned (moving numbers least) so that
/// each matches one, are reported with the table's figure.
fn detect_spec_restatement(doc: &Doc<'_>, found: &mut Findings) {
    let Some(table) = SpecTable::of(doc) else {
        return;
    };
    // One buffer for the figures of every sentence (most sentences have one or none).
    let mut slots: Vec<usize> = Vec::new();
    for sentence in 0..doc.sentences.len() {
        slots.clear();
        slots.extend(
            doc.facts_of_sentence(sentence)
                .iter()
                .copied()
                .filter(|&i| {
                    let f = &doc.facts[i];
                    METRICS.contains(&f.metric)
                        && !is_spec(f)
                        && !found.claimed[i]
                        && doc.written[i].is_some()
                }),
        );
        if (2..=8).contains(&slots.len()) {
            check_sentence(doc, found, &table, &slots);
        }
    }
}

/// The metrics a specification table states that a sentence may restate.
const METRICS: [Metric; 4] = [
    Metric::Iops,
    Metric::Capacity,
    Metric::Latency,
    Metric::Bandwidth,
];

/// Whether a fact is one of the table's (extraction gives a specification section the
/// workload `spec`); a prose sentence citing a claim is qualified `spec` too, but is what
/// is checked here.
fn is_spec(f: &Fact) -> bool {
    f.workload == Some(Workload::Spec)
}

/// The specification table's figures of [`METRICS`]: metric, value and line.
struct SpecTable {
    figures: Vec<(Metric, f64, usize)>,
    /// The figures sorted by (metric, value), so that a lookup is a binary search (a scan
    /// per lookup is quadratic in a long document); ties go to the first in the text.
    sorted: Vec<(Metric, f64, usize)>,
}

impl SpecTable {
    /// The table of `doc`, if it has one.
    fn of(doc: &Doc<'_>) -> Option<Self> {
        let figures: Vec<(Metric, f64, usize)> = doc
            .facts
            .iter()
            .filter(|f| is_spec(f) && METRICS.contains(&f.metric))
            .filter_map(|f| f.value.map(|v| (f.metric, v, f.line)))
            .collect();
        if figures.is_empty() {
            return None;
        }
        let mut sorted: Vec<(Metric, f64, usize)> = (0..figures.len())
            .map(|k| (figures[k].0, figures[k].1, k))
            .collect();
        sorted.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)).then(a.2.cmp(&b.2)));
        Some(SpecTable { figures, sorted })
    }

    /// The line of the table's first figure of `metric` equal to `v`, if any.
    fn line_of(&self, metric: Metric, v: f64) -> Option<usize> {
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-6 * a.abs().max(b.abs());
        if !v.is_finite() {
            return self
                .figures
                .iter()
                .find(|(m, sv, _)| *m == metric && close(*sv, v))
                .map(|s| s.2);
        }
        // Every value `close` to v lies within 2e-6·|v| of it.
        let (lo, hi) = (v - 2e-6 * v.abs(), v + 2e-6 * v.abs());
        let from = self
            .sorted
            .partition_point(|(m, sv, _)| *m < metric || (*m == metric && *sv < lo));
        self.sorted[from..]
            .iter()
            .take_while(|(m, sv, _)| *m == metric && *sv <= hi)
            .filter(|(_, sv, _)| close(*sv, v))
            .map(|&(_, _, k)| k)
            .min()
            .map(|k| self.figures[k].2)
    }
}

/// Reports the figures of one sentence (`slots`, fact indices) that restate the table with
/// their numbers moved.
fn check_sentence(doc: &Doc<'_>, found: &mut Findings, table: &SpecTable, slots: &[usize]) {
    let in_spec = |metric: Metric, v: f64| table.line_of(metric, v);
    let numbers: Vec<f64> = slots
        .iter()
        .filter_map(|&i| doc.written[i].map(|w| w.number))
        .collect();
    let fits = |slot: usize, n: f64| {
        let f = &doc.facts[slots[slot]];
        doc.written[slots[slot]].and_then(|w| in_spec(f.metric, n * w.scale()))
    };
    // Slots that no number of the sentence can make a table figure are left alone.
    let open: Vec<usize> = (0..slots.len())
        .filter(|&s| numbers.iter().any(|&n| fits(s, n).is_some()))
        .collect();
    let wrong = open
        .iter()
        .filter(|&&s| fits(s, numbers[s]).is_none())
        .count();
    if wrong < 2 {
        return;
    }
    // A slot may keep its own number (at a price) when no other fits it.
    const KEEP: f64 = 50.0;
    let cost = |s: usize, v: usize| {
        if fits(s, numbers[v]).is_some() {
            Some(0.0)
        } else if v == s {
            Some(KEEP)
        } else {
            None
        }
    };
    let best = assign(&open, numbers.len(), &cost);
    let Some((best_cost, assignment)) = best else {
        return;
    };
    for (k, &s) in open.iter().enumerate() {
        let v = assignment[k];
        if numbers[v] == numbers[s] {
            continue;
        }
        let without = |s2: usize, v2: usize| {
            if s2 == s && numbers[v2] == numbers[v] {
                None
            } else {
                cost(s2, v2)
            }
        };
        let unique =
            assign(&open, numbers.len(), &without).is_none_or(|(other, _)| other > best_cost);
        let i = slots[s];
        let f = &doc.facts[i];
        let Some(w) = doc.written[i] else { continue };
        let value = numbers[v] * w.scale();
        let table_line = fits(s, numbers[v]).unwrap_or(0);
        let message = format!(
            "numbers moved into the wrong slots: this sentence restates the specification table with its numbers in other slots; where it says {:?}, the table (line {table_line}) has {}",
            f.text,
            format::quantity(f.metric, &f.unit, value)
        );
        let (suggestion, suggested) = if unique {
            (
                Some(format::quantity(f.metric, &f.unit, value)),
                Some(value),
            )
        } else {
            (None, None)
        };
        if let (Some(v), Metric::Iops) = (suggested, f.metric) {
            found.known.push(KnownIops {
                value: v,
                workload: f.workload,
                fact: i,
            });
        }
        found.push(finding(
            FindingKind::Rotated,
            Severity::Warning,
            f,
            i,
            message,
            suggestion,
            suggested,
        ));
    }
}
