//! Audit against the original: aligns the figures of an original (usually English) with
//! those of its translation and reports every translated figure whose quantity differs.
//!
//! Translation QA tools compare numbers as strings and so flag "3,58 ms" against "3.58 ms"
//! while missing "825 KB" against "825K IOPS". Here both documents are extracted first, so
//! figures compare as quantities in canonical units (3,58 ms = 3.58 ms = 3580 µs).
//! Figures are grouped by metric and workload and aligned in order within each group
//! (a longest-common-subsequence alignment, so one figure missing on either side does not
//! shift all that follow); an aligned pair whose values differ is reported.
//!
//! The comparison is one detector among the others ([`Reference`]), run first of the
//! audit when `benchfacts audit --reference ORIGINAL` gives an original: the detectors
//! still report what the original cannot show, such as "700 KB" for 700K IOPS, which
//! aligns with nothing as it is a capacity.

use super::{Detector, Doc, Findings, RawFinding};
use crate::format;
use crate::model::{DocumentReport, Fact, FindingKind, Metric, Severity, Workload};
use std::collections::BTreeMap;

fn same_quantity(a: Option<f64>, b: Option<f64>) -> bool {
    match (a, b) {
        (Some(x), Some(y)) => (x - y).abs() <= 1e-6 * x.abs().max(y.abs()),
        (None, None) => true,
        _ => false,
    }
}

/// Groups fact indices by (metric, workload), in document order.
fn groups(facts: &[Fact]) -> BTreeMap<(Metric, Option<Workload>), Vec<usize>> {
    let mut out: BTreeMap<(Metric, Option<Workload>), Vec<usize>> = BTreeMap::new();
    for (i, f) in facts.iter().enumerate() {
        if matches!(f.metric, Metric::Other) {
            continue;
        }
        out.entry((f.metric, f.workload)).or_default().push(i);
    }
    out
}

/// Aligns two sequences, maximising the total pair score: equal values score 3, a
/// substitution of the same unit between 1 and 2 (closer values score higher, so "549,388"
/// pairs with "594,388" rather than with "500,000"), a gap 0. Returns the aligned pairs
/// (index into `a`, index into `b`).
fn align(a: &[&Fact], b: &[&Fact]) -> Vec<(usize, usize)> {
    let (n, m) = (a.len(), b.len());
    let mut score = vec![vec![0f64; m + 1]; n + 1];
    let pair_score = |x: &Fact, y: &Fact| {
        if same_quantity(x.value, y.value) {
            3.0
        } else if x.unit == y.unit {
            match (x.value, y.value) {
                (Some(p), Some(q)) if p > 0.0 && q > 0.0 => {
                    1.0 + 1.0 / (1.0 + 10.0 * (p / q).log10().abs())
                }
                _ => 1.0,
            }
        } else {
            0.0
        }
    };
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            let p = pair_score(a[i], b[j]);
            let diag = if p > 0.0 {
                score[i + 1][j + 1] + p
            } else {
                0.0
            };
            score[i][j] = diag.max(score[i + 1][j]).max(score[i][j + 1]);
        }
    }
    let mut pairs = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        let p = pair_score(a[i], b[j]);
        if p > 0.0 && score[i][j] == score[i + 1][j + 1] + p {
            pairs.push((i, j));
            i += 1;
            j += 1;
        } else if score[i][j] == score[i + 1][j] {
            i += 1;
        } else {
            j += 1;
        }
    }
    pairs
}

/// The comparison with an original: an `inconsistent` finding for every translated figure
/// that differs from its counterpart in `original`, with the original's value as the
/// suggestion.
pub(crate) struct Reference<'o> {
    pub(crate) original: &'o DocumentReport,
}

impl Reference<'_> {
    pub(crate) const ID: &'static str = "reference";
}

impl Detector for Reference<'_> {
    fn id(&self) -> &'static str {
        Self::ID
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        compare(self.original, doc.facts, found);
    }
}

/// Compares the translation's `facts` with those of `original`.
fn compare(original: &DocumentReport, facts: &[Fact], found: &mut Findings) {
    let original_groups = groups(&original.facts);
    let translated_groups = groups(facts);
    for (key, t_idx) in &translated_groups {
        let Some(o_idx) = original_groups.get(key) else {
            continue;
        };
        let o: Vec<&Fact> = o_idx.iter().map(|&i| &original.facts[i]).collect();
        let t: Vec<&Fact> = t_idx.iter().map(|&i| &facts[i]).collect();
        for (oi, ti) in align(&o, &t) {
            let (of, tf) = (o[oi], t[ti]);
            if same_quantity(of.value, tf.value) {
                continue;
            }
            let original_says = of.value.map_or_else(
                || "an unreadable number".to_string(),
                |v| format::quantity(of.metric, &of.unit, v),
            );
            let translation_says = tf.value.map_or_else(
                || "an unreadable number".to_string(),
                |v| format::quantity(tf.metric, &tf.unit, v),
            );
            found.push(RawFinding {
                kind: FindingKind::Inconsistent,
                severity: Severity::Error,
                span: (tf.span[0], tf.span[1]),
                message: format!(
                    "the translation says {translation_says} ({:?}) where the original says {original_says} ({:?}, line {})",
                    tf.text, of.text, of.line
                ),
                suggestion: of.value.map(|v| format::quantity(of.metric, &of.unit, v)),
                suggested_value: of.value,
                fact: Some(t_idx[ti]),
                // The original is the surest witness.
                confidence: 0.95,
            });
        }
    }
}
