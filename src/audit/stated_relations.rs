//! `inconsistent` (or `rotated`, with a repair): figures that contradict a relation their
//! own sentence states. A
//! translation that poured a passage's numbers into the wrong slots leaves each figure
//! plausible on its own, but the text still says how its figures relate, and the moved
//! numbers break it:
//!
//! - a range runs from the smaller end to the larger ("12 à 0,1 ms", "7GB/s到1GB/s");
//! - a minimum is at most the average, the average at most the maximum ("un débit maximum
//!   de 100 Mo/s avec une moyenne de 85 Mo/s et un minimum de 145 Mo/s");
//! - a restatement of one quantity in other units is the same quantity ("2100MB per
//!   seconden, oftewel elke seconde meer dan 3,5GB");
//! - a stated product holds ("8 Gbit/s (4 x 32 GBit/s)");
//! - a comparison holds: what "drops to", "falls short of", "更高達" another figure is
//!   below it or above it.
//!
//! The words that state these relations are rule data per language
//! ([`super::relation_words`]); the mechanism is the same for all. A relation is read
//! only between figures of one sentence and of one metric, so that "up to 7,000 MB/s …
//! 500 MB/s after the cache" states none. Each contradicted relation flags its figures,
//! naming the relation and the figures. A value is suggested only where the relations
//! determine it: the numbers of the passage are moved back one slot along a stretch of
//! its figures (the undoing of a rotation), and where every such move that makes all the
//! passage's stated relations hold and all its figures plausible puts the same number in
//! a figure, that number is its suggestion.
//!
//! Hands on one finding per figure of a contradicted relation (or moved back by every
//! repair that restores them): `rotated` with the number that belongs there where the
//! relations determine it, `inconsistent` otherwise. It runs after every other detector
//! of the audit and leaves alone the figures they explained.

use super::relation_words::{Comparison, RelationWords, Statistic};
use super::{Detector, Doc, Findings, RawFinding};
use crate::format;
use crate::model::{Fact, FindingKind, Metric, Severity};

/// How far before a figure a word may name its statistic (bytes), within its clause.
const STATISTIC_REACH: usize = 48;
/// The longest gap between a figure and its restatement (bytes: "2100MB per seconden
/// wegschrijven, oftewel elke seconde meer dan 2GB" has 58).
const RESTATEMENT_REACH: usize = 64;
/// The longest gap between two figures a word compares (bytes).
const COMPARISON_REACH: usize = 120;
/// How far two restatements of one quantity may differ ("more than 3.5GB" for 3,500MB,
/// gigabytes read as GiB, rounding).
const RESTATEMENT_TOLERANCE: f64 = 1.3;
/// How far a stated product may be off (rounding of its parts).
const PRODUCT_TOLERANCE: f64 = 0.1;
/// Figures of a passage beyond which the repair search (quadratic in stretches, each
/// checked against every relation) is not worth it.
const MAX_FIGURES: usize = 16;

/// How far above its end a range may start as its author wrote it: a rate that falls
/// as a disk fills runs downwards between near figures ("Windows will report 250 – 150
/// MB READS"), while numbers moved into a range's ends are unrelated, several times apart
/// ("12 à 0,1 ms", "7GB/s到1GB/s").
const DESCENDING: f64 = 2.0;

/// A contradicted relation's finding, without a repair.
const CONFIDENCE: f64 = 0.7;
/// A repair that every move restoring the relations agrees on; each relation it restores
/// adds to it.
const REPAIRED: f64 = 0.6;
const PER_RELATION: f64 = 0.05;
const MAX_REPAIRED: f64 = 0.8;

pub(crate) struct StatedRelations;

impl Detector for StatedRelations {
    fn id(&self) -> &'static str {
        "stated_relations"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        let words = &doc.rules.relations;
        let relations = relations(doc, words);
        if relations.is_empty() {
            return;
        }
        let value = |i: usize| doc.facts[i].value.unwrap_or(f64::NAN);
        let broken: Vec<&Relation> = relations
            .iter()
            .filter(|r| !r.holds(&value) && r.facts().iter().all(|&i| !found.claimed[i]))
            .collect();
        if broken.is_empty() {
            return;
        }
        let mut flagged = vec![false; doc.facts.len()];
        for block in doc.blocks {
            let span = (block.span.start, block.span.end);
            let inside =
                |i: usize| span.0 <= doc.facts[i].span[0] && doc.facts[i].span[1] <= span.1;
            let here: Vec<&Relation> = broken
                .iter()
                .copied()
                .filter(|r| r.facts().iter().all(|&i| inside(i)))
                .collect();
            if here.is_empty() {
                continue;
            }
            let stated: Vec<&Relation> = relations
                .iter()
                .filter(|r| r.facts().iter().all(|&i| inside(i)))
                .collect();
            let repairs = repairs(doc, found, span, &stated);
            for r in &here {
                let facts = r.facts();
                let repaired = |i: &usize| repairs.iter().any(|(j, _)| j == i);
                // A relation broken by a figure that an earlier detector flags (the
                // implausible "3,0 Go par seconde" of "3,0 Go par seconde, soit 300
                // méga-octets"): with no repair, the other figures are not accused.
                let explained: Vec<bool> = facts
                    .iter()
                    .map(|&i| {
                        found.found.iter().any(|f| {
                            f.fact == Some(i) && f.severity != crate::model::Severity::Info
                        })
                    })
                    .collect();
                let blame_explained = !facts.iter().any(repaired)
                    && explained.iter().any(|&e| e)
                    && !explained.iter().all(|&e| e);
                for (&i, &explained) in facts.iter().zip(&explained) {
                    if flagged[i] || (blame_explained && !explained) {
                        continue;
                    }
                    flagged[i] = true;
                    let repair = repairs.iter().find(|(j, _)| *j == i).map(|&(_, v)| v);
                    found.push(contradiction(doc, r, i, repair, stated.len()));
                }
            }
            // Figures outside the contradicted relations that every repair moves.
            for &(i, v) in &repairs {
                if !flagged[i] {
                    flagged[i] = true;
                    found.push(contradiction(doc, here[0], i, Some(v), stated.len()));
                }
            }
        }
    }
}

/// A relation a sentence states between its figures (fact indices).
#[derive(Debug, Clone, PartialEq)]
enum Relation {
    /// The two ends of a range, as written.
    Range { start: usize, end: usize },
    /// A statistic at most another of the same measurement.
    Ordered {
        lesser: (usize, Statistic),
        greater: (usize, Statistic),
    },
    /// One quantity stated twice.
    Restated { first: usize, again: usize },
    /// The text says `higher` is above `lower`, by `word` between them ("shy of",
    /// "掉落至").
    Compared {
        lower: usize,
        higher: usize,
        word: String,
    },
    /// `total` stated as `times` × `part`.
    Product {
        total: usize,
        times: f64,
        part: usize,
    },
}

impl Relation {
    fn facts(&self) -> [usize; 2] {
        match *self {
            Relation::Range { start, end } => [start, end],
            Relation::Ordered { lesser, greater } => [lesser.0, greater.0],
            Relation::Restated { first, again } => [first, again],
            Relation::Compared { lower, higher, .. } => [lower, higher],
            Relation::Product { total, part, .. } => [total, part],
        }
    }

    /// Whether the relation holds for the figures' values given by `value`.
    fn holds(&self, value: &dyn Fn(usize) -> f64) -> bool {
        match *self {
            Relation::Range { start, end } => value(start) <= DESCENDING * value(end),
            Relation::Ordered { lesser, greater } => value(lesser.0) <= value(greater.0),
            Relation::Compared { lower, higher, .. } => value(lower) <= value(higher),
            Relation::Restated { first, again } => {
                let (a, b) = (value(first), value(again));
                a.max(b) <= RESTATEMENT_TOLERANCE * a.min(b)
            }
            Relation::Product { total, times, part } => {
                let (t, p) = (value(total), times * value(part));
                (t - p).abs() <= PRODUCT_TOLERANCE * t.max(p)
            }
        }
    }

    /// What the relation says, for a message.
    fn describe(&self, doc: &Doc<'_>) -> String {
        let text = |i: usize| &doc.facts[i].text;
        match *self {
            Relation::Range { start, end } => format!(
                "`{}` to `{}` states a range, which runs from the smaller figure to the larger, but it starts above its end",
                text(start),
                text(end)
            ),
            Relation::Ordered { lesser, greater } => format!(
                "the sentence names `{}` the {} and `{}` the {} of one measurement, and a {} is at most the {}",
                text(lesser.0),
                lesser.1.name(),
                text(greater.0),
                greater.1.name(),
                lesser.1.name(),
                greater.1.name()
            ),
            Relation::Compared {
                lower,
                higher,
                ref word,
            } => format!(
                "\"{word}\" between them says `{}` is below `{}`, but it is above",
                text(lower),
                text(higher)
            ),
            Relation::Restated { first, again } => format!(
                "`{}` restates `{}` as the same quantity, but the two differ by more than rounding",
                text(again),
                text(first)
            ),
            Relation::Product { total, times, part } => format!(
                "`{}` is stated as {times} × `{}`, which is {}",
                text(total),
                text(part),
                format::quantity(
                    doc.facts[part].metric,
                    &doc.facts[part].unit,
                    times * doc.facts[part].value.unwrap_or(0.0)
                )
            ),
        }
    }
}

/// The relations every sentence states, in text order.
fn relations(doc: &Doc<'_>, words: &RelationWords) -> Vec<Relation> {
    let mut out = Vec::new();
    for facts in doc.facts_by_sentence() {
        let usable: Vec<usize> = facts
            .iter()
            .copied()
            .filter(|&i| doc.facts[i].value.is_some_and(|v| v.is_finite() && v > 0.0))
            // A queue depth and thread count ("96 µs à 1/8") is no end of a range.
            .filter(|&i| !doc.is_test_condition(i))
            .collect();
        if usable.len() < 2 {
            continue;
        }
        for pair in usable.windows(2) {
            if let Some(r) = pair_relation(doc, words, pair[0], pair[1]) {
                out.push(r);
            }
        }
        statistics(doc, words, &usable, &mut out);
        comparisons(doc, words, &usable, &mut out);
    }
    out
}

/// The relation two neighbouring figures of a sentence state by what stands between
/// them: a range's connector, a restatement word, a product's factor.
fn pair_relation(doc: &Doc<'_>, words: &RelationWords, a: usize, b: usize) -> Option<Relation> {
    let (fa, fb) = (&doc.facts[a], &doc.facts[b]);
    if fa.metric == Metric::Other || fa.span[1] > fb.span[0] {
        return None;
    }
    let gap = &doc.text[fa.span[1]..fb.span[0]];
    if fa.metric != fb.metric {
        // "3,500 MB/s, i.e. 3.5 GB every second": a rate restated as the bytes of a second.
        let per_second = [Metric::Bandwidth, Metric::Capacity];
        let restated = per_second.contains(&fa.metric)
            && per_second.contains(&fb.metric)
            && gap.len() <= RESTATEMENT_REACH
            && restates_across(doc, words, gap);
        return restated.then_some(Relation::Restated { first: a, again: b });
    }
    if words.is_range_connector(gap) {
        let before = &doc.text[floor(doc.text, fa.span[0].saturating_sub(16))..fa.span[0]];
        return (!words.ends_in_change_word(before))
            .then_some(Relation::Range { start: a, end: b });
    }
    if gap.len() > RESTATEMENT_REACH {
        return None;
    }
    if let Some(times) = product_factor(gap) {
        return Some(Relation::Product {
            total: a,
            times,
            part: b,
        });
    }
    restates_across(doc, words, gap).then_some(Relation::Restated { first: a, again: b })
}

/// Whether `gap`, between two figures, restates the first as the second. A gap that
/// holds a number of its own restates that number, not the figure after it: "1 € pour
/// 10 Go (soit aux environs de 100 € pour un modèle de 1 To)" scales a price, and its
/// terabyte is no restatement of the ten gigabytes (counterexample: "5 années (soit
/// 70 000 heures)", whose gap holds no number).
fn restates_across(doc: &Doc<'_>, words: &RelationWords, gap: &str) -> bool {
    !gap.bytes().any(|b| b.is_ascii_digit()) && words.restates(&doc.lower(gap))
}

/// The factor of "`(4 x `" between a total and its part: a whole number from 2 to 64
/// before a multiplication sign.
fn product_factor(gap: &str) -> Option<f64> {
    let gap = gap
        .trim()
        .strip_prefix('(')
        .unwrap_or(gap.trim())
        .trim_start();
    let sign = gap.rfind(['x', '×', '*'])?;
    let (number, rest) = (gap[..sign].trim(), &gap[sign..]);
    let rest = rest.trim_start_matches(['x', '×', '*']).trim();
    if !rest.is_empty() || number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let times: f64 = number.parse().ok()?;
    (2.0..=64.0).contains(&times).then_some(times)
}

/// The ordered statistics of a sentence: each figure named minimum, average or maximum by
/// a word just before it in its clause, against the others of its metric.
fn statistics(doc: &Doc<'_>, words: &RelationWords, facts: &[usize], out: &mut Vec<Relation>) {
    let mut named: Vec<(usize, Statistic)> = Vec::new();
    let mut previous_end = doc.facts[facts[0]].span[0];
    // Only a figure whose metric another figure of the sentence shares can be ordered.
    let shared = |i: usize| {
        facts
            .iter()
            .filter(|&&j| doc.facts[j].metric == doc.facts[i].metric)
            .nth(1)
            .is_some()
    };
    for (k, &i) in facts.iter().enumerate() {
        let start = doc.facts[i].span[0];
        if !shared(i) {
            previous_end = doc.facts[i].span[1];
            continue;
        }
        let from = if k == 0 {
            start.saturating_sub(STATISTIC_REACH)
        } else {
            previous_end.max(start.saturating_sub(STATISTIC_REACH))
        };
        previous_end = doc.facts[i].span[1];
        let lead = &doc.text[floor(doc.text, from.min(start))..start];
        // Only the figure's own clause: "100 Mo/s en moyenne, et 145 Mo/s" names none.
        let clause = lead
            .char_indices()
            .rev()
            .find(|&(_, c)| matches!(c, ',' | ';' | '，' | '；' | '、' | '(' | ')'))
            .map_or(lead, |(at, c)| &lead[at + c.len_utf8()..]);
        if let Some(role) = words.last_statistic(&doc.lower(clause)) {
            named.push((i, role));
        }
    }
    for (x, &(i, ri)) in named.iter().enumerate() {
        for &(j, rj) in &named[x + 1..] {
            if doc.facts[i].metric != doc.facts[j].metric || ri == rj {
                continue;
            }
            let (lesser, greater) = if ri < rj {
                ((i, ri), (j, rj))
            } else {
                ((j, rj), (i, ri))
            };
            out.push(Relation::Ordered { lesser, greater });
        }
    }
}

/// The comparisons a sentence states: a word between a figure and the next, of its metric
/// ("630,000 IOPS … some way shy of the maximum 435,228 IOPS", "10,000 MB/s,PCIe 5.0
/// 更高達 600 MB/s") that says the second is lower or higher than the first.
fn comparisons(doc: &Doc<'_>, words: &RelationWords, facts: &[usize], out: &mut Vec<Relation>) {
    // Only neighbours: "510K IOPS … 超過1ms，并在1ms內回落至近100萬次IOPS" says the latency
    // falls back, not the IOPS.
    for pair in facts.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let (fa, fb) = (&doc.facts[a], &doc.facts[b]);
        if fa.metric != fb.metric
            || fa.metric == Metric::Other
            || fa.span[1] > fb.span[0]
            || fb.span[0] - fa.span[1] > COMPARISON_REACH
        {
            continue;
        }
        let gap = doc.lower(&doc.text[fa.span[1]..fb.span[0]]);
        let Some((way, word)) = words.comparison(&gap) else {
            continue;
        };
        let (lower, higher) = match way {
            Comparison::Lower => (b, a),
            Comparison::Higher => (a, b),
        };
        out.push(Relation::Compared {
            lower,
            higher,
            word: word.to_string(),
        });
    }
}

/// The largest char boundary of `text` at or below `at`.
fn floor(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The figures of a passage a repair may move: facts with a value, their own unit
/// written after their number ("12" of "12 à 15 ms" borrows its unit, and is no slot of
/// its own), a plausible range in the profile, and no other detector's explanation.
fn movable(doc: &Doc<'_>, found: &Findings, span: (usize, usize)) -> Vec<usize> {
    (0..doc.facts.len())
        .filter(|&i| {
            let f = &doc.facts[i];
            span.0 <= f.span[0]
                && f.span[1] <= span.1
                && !found.claimed[i]
                && doc.written[i].is_some()
                && !f.text.trim_end().ends_with(|c: char| c.is_ascii_digit())
                && doc.profile.range_for(f.metric, "").is_some()
        })
        .collect()
}

/// The repairs the relations determine in the passage `span`: for each figure, the value
/// every restoring move gives it, where they agree and it changes. A move takes a
/// stretch of the passage's figures and gives each the number of the one before it, the
/// first the number of the last (undoing a rotation that carried the first number of the
/// stretch to its end); it restores when every relation of `stated` holds after it and
/// every figure it moves is plausible.
fn repairs(
    doc: &Doc<'_>,
    found: &Findings,
    span: (usize, usize),
    stated: &[&Relation],
) -> Vec<(usize, f64)> {
    let figures = movable(doc, found, span);
    let n = figures.len();
    if !(2..=MAX_FIGURES).contains(&n) {
        return Vec::new();
    }
    let written: Vec<_> = figures
        .iter()
        .map(|&i| doc.written[i].expect("movable"))
        .collect();
    let moved_value = |j: usize, source: usize| {
        let w = &written[j];
        crate::format::round_sig(written[source].number * w.multiplier * w.unit_factor)
    };
    let plausible = |j: usize, v: f64| {
        let f: &Fact = &doc.facts[figures[j]];
        doc.profile
            .range_for(f.metric, "")
            .is_some_and(|r| (r.min..=r.max).contains(&v))
    };
    let mut agreed: Option<Vec<Option<f64>>> = None;
    for from in 0..n {
        for to in from + 1..n {
            let source = |j: usize| if j == from { to } else { j - 1 };
            let values: Vec<f64> = (from..=to).map(|j| moved_value(j, source(j))).collect();
            if !(from..=to).all(|j| plausible(j, values[j - from])) {
                continue;
            }
            let value = |i: usize| match figures[from..=to].iter().position(|&f| f == i) {
                Some(k) => values[k],
                None => doc.facts[i].value.unwrap_or(f64::NAN),
            };
            if !stated.iter().all(|r| r.holds(&value)) {
                continue;
            }
            let this: Vec<Option<f64>> = (0..n)
                .map(|j| {
                    let v = if (from..=to).contains(&j) {
                        values[j - from]
                    } else {
                        doc.facts[figures[j]].value.unwrap_or(f64::NAN)
                    };
                    Some(v)
                })
                .collect();
            agreed = Some(match agreed {
                None => this,
                Some(before) => before
                    .into_iter()
                    .zip(this)
                    .map(|(a, b)| a.filter(|&a| b.is_some_and(|b| close(a, b))))
                    .collect(),
            });
        }
    }
    let Some(agreed) = agreed else {
        return Vec::new();
    };
    agreed
        .into_iter()
        .enumerate()
        .filter_map(|(j, v)| {
            let i = figures[j];
            v.filter(|&v| !doc.facts[i].value.is_some_and(|w| close(v, w)))
                .map(|v| (i, v))
        })
        .collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs())
}

/// The finding on figure `i` of the contradicted relation `r`, with the repair the
/// passage's relations determine, if any.
fn contradiction(
    doc: &Doc<'_>,
    r: &Relation,
    i: usize,
    repair: Option<f64>,
    stated: usize,
) -> RawFinding {
    let f = &doc.facts[i];
    let (suggestion, confidence, tail) = match repair {
        Some(v) => (
            Some(format::quantity(f.metric, &f.unit, v)),
            (REPAIRED + PER_RELATION * stated.saturating_sub(1) as f64).min(MAX_REPAIRED),
            format!(
                "; moving the passage's numbers back one slot, as every move that makes all {stated} relation(s) it states hold does, puts {} here",
                format::quantity(f.metric, &f.unit, v)
            ),
        ),
        None => (
            None,
            CONFIDENCE,
            ": one of the figures holds another figure's number".to_string(),
        ),
    };
    // A repair says how the numbers moved: a rotation undone.
    let kind = if repair.is_some() {
        FindingKind::Rotated
    } else {
        FindingKind::Inconsistent
    };
    let mut finding = super::finding(
        kind,
        Severity::Warning,
        f,
        i,
        format!("{}{tail}", r.describe(doc)),
        suggestion,
        repair,
    );
    finding.confidence = confidence;
    finding
}

#[cfg(test)]
mod tests {
    use crate::audit::AuditRules;
    use crate::model::{DocumentReport, FindingKind};

    fn inconsistent(report: &DocumentReport) -> Vec<(String, Option<f64>)> {
        report
            .findings
            .iter()
            .filter(|f| matches!(f.kind, FindingKind::Inconsistent | FindingKind::Rotated))
            .map(|f| (f.text.clone(), f.suggested_value))
            .collect()
    }

    /// Every example and counterexample written next to the relation words, in the
    /// language of its file (the reference file's in English); all failures at once.
    #[test]
    fn every_relation_example_holds() {
        let extractor = crate::Extractor::new().unwrap();
        let rules = AuditRules::embedded().unwrap();
        let lang = |l: &str| {
            if l == "reference" {
                "en".to_string()
            } else {
                l.to_string()
            }
        };
        let mut failures = Vec::new();
        for e in &rules.relations.examples {
            let report = extractor.extract_as("example", &e.text, Some(&lang(&e.lang)));
            if inconsistent(&report).is_empty() {
                failures.push(format!(
                    "[{}] example without a finding: {:?}",
                    e.lang, e.text
                ));
            }
        }
        for e in &rules.relations.counterexamples {
            let report = extractor.extract_as("example", &e.text, Some(&lang(&e.lang)));
            let found = inconsistent(&report);
            if !found.is_empty() {
                failures.push(format!(
                    "[{}] counterexample flagged {found:?}: {:?}",
                    e.lang, e.text
                ));
            }
        }
        assert!(
            rules.relations.examples.len() >= 13,
            "examples of every language"
        );
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn a_rotation_undone_where_the_relations_determine_it() {
        let extractor = crate::Extractor::new().unwrap();
        // Rotated: maximum, average and minimum each hold the next one's number.
        let text = "Le Velociraptor atteint un débit maximum en lecture de 100 Mo/s avec une moyenne de 85 Mo/s et un minimum de 145 Mo/s.";
        let report = extractor.extract_as("t", text, Some("fr"));
        assert_eq!(
            inconsistent(&report),
            [
                ("100 Mo/s".to_string(), Some(145e6)),
                ("85 Mo/s".to_string(), Some(100e6)),
                ("145 Mo/s".to_string(), Some(85e6)),
            ]
        );
        // A reversed range of two figures: the swap is the only move back.
        let report =
            extractor.extract_as("t", "NVMe SSD 的速度通常在7GB/s到1GB/s之間。", Some("zh"));
        assert_eq!(
            inconsistent(&report),
            [
                ("7GB/s".to_string(), Some(1e9)),
                ("1GB/s".to_string(), Some(7e9))
            ]
        );
        // The range's start borrows its unit and is no slot; of the other figures only the
        // range's end is moved the same way by every move that restores the range.
        let text = "Elle est de 7 ms pour le disque, 300 ms pour le Velociraptor 15 Go (il faut compter 12 à 0,1 ms pour les autres).";
        let report = extractor.extract_as("t", text, Some("fr"));
        assert_eq!(
            inconsistent(&report),
            [
                ("12".to_string(), None),
                ("0,1 ms".to_string(), Some(0.015))
            ]
        );
    }

    #[test]
    fn a_queue_depth_and_thread_count_are_no_end_of_a_range() {
        // Made-up, as French reviews write the condition of each latency: QD1 with 8
        // threads, QD4 with 8, QD32 with 8; the number stage lends "1/8" the next unit.
        let extractor = crate::Extractor::new().unwrap();
        for (text, lang) in [
            (
                "Latence : 96 µs à 1/8, 115 µs à 4/8 et 680 µs à 32/8.",
                "fr",
            ),
            (
                "Latency was 110 µs at 8/1, 95 µs at 1/1 and 480 µs at 32/8.",
                "en",
            ),
        ] {
            let report = extractor.extract_as("t", text, Some(lang));
            assert!(
                inconsistent(&report).is_empty(),
                "{text}: {:?}",
                report.findings
            );
        }
        // A range whose end carries its own unit is still read as one.
        let report = extractor.extract_as("t", "Latence de 96 µs à 1 µs.", Some("fr"));
        assert!(!inconsistent(&report).is_empty(), "{:?}", report.facts);
    }

    #[test]
    fn a_broken_restatement_accuses_only_the_figure_another_detector_flags() {
        // The shape of a machine translation of a SATA history (translated-real tune2
        // fr11): the gigabits became gigaoctets, and 3 GB/s is more than SATA carries.
        let extractor = crate::Extractor::new().unwrap();
        let text =
            "Le SATA Revision 2.0 transfère 3,0 Go par seconde, soit environ 300 méga-octets.";
        let report = extractor.extract_as("t", text, Some("fr"));
        assert_eq!(
            inconsistent(&report),
            [("3,0 Go par seconde".to_string(), None)],
            "{:?}",
            report.findings
        );
        // Neither flagged otherwise: both are accused, as either may hold the wrong number.
        let text = "Le disque stocke 1,5 Go, soit 150 mégaoctets.";
        let report = extractor.extract_as("t", text, Some("fr"));
        assert_eq!(inconsistent(&report).len(), 2, "{:?}", report.findings);
    }

    #[test]
    fn messages_name_the_relation_and_the_figures() {
        let extractor = crate::Extractor::new().unwrap();
        let report =
            extractor.extract_as("t", "The link gives 8 Gbit/s (4 x 32 Gbit/s).", Some("en"));
        let f = report
            .findings
            .iter()
            .find(|f| f.kind == FindingKind::Rotated)
            .expect("a finding");
        assert!(
            f.message
                .contains("`8 Gbit/s` is stated as 4 × `32 Gbit/s`"),
            "{}",
            f.message
        );
        let text = "The link gives 8 Gbit/s (4 x 32 Gbit/s).";
        let stated = crate::audit::Findings::stated(text, "en", f.span, f.kind);
        assert!(stated > 0.5 && stated <= 0.8, "{stated}");
    }
}
