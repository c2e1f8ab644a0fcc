//! `dropped_multiplier`: an IOPS figure that lost its K ("762 IOPS" for 762,307).

use super::implausible::iops_floor;
use super::{finding, Detector, Doc, Findings, KnownIops, RawFinding};
use crate::format;
use crate::model::{FindingKind, Metric, Severity};
use crate::rules::FastMap;

pub(crate) struct DroppedMultiplier;

impl Detector for DroppedMultiplier {
    fn id(&self) -> &'static str {
        "dropped_multiplier"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_dropped_multiplier(doc, found);
    }
}

/// Whether `small` is `big` with its thousands cut off (truncated or rounded).
fn thousands_of(small: f64, big: f64) -> bool {
    big >= 1000.0 && ((big / 1000.0).trunc() == small || (big / 1000.0).round() == small)
}

/// How many other statements of a figure [`detect_dropped_multiplier`] looks at.
const MAX_OTHER_STATEMENTS: usize = 1024;

/// IOPS figures that lost their K: below a storage device's floor, or stated elsewhere in
/// the document with their thousands (the conclusion's "762 IOPS" for the body's 762,307),
/// or in a table row whose other IOPS figures all lost theirs ("420/63 IOPS").
fn detect_dropped_multiplier(doc: &Doc<'_>, found: &mut Findings) {
    let small_rows = rows_without_k(doc);
    // IOPS figures of a thousand and more by their thousands, so that finding another
    // statement of a figure is a lookup; and the known figures (found by the detectors
    // before, and below) too.
    let mut facts = ByThousands::default();
    for (j, g) in doc.facts.iter().enumerate() {
        if let (Metric::Iops, Some(gv)) = (g.metric, g.value) {
            facts.add(j, gv);
        }
    }
    let mut known = ByThousands::default();
    for (k, known_iops) in found.known.iter().enumerate() {
        known.add(k, known_iops.value);
    }
    for (i, f) in doc.facts.iter().enumerate() {
        let (Some(v), Some(w)) = (f.value, doc.written[i]) else {
            continue;
        };
        if found.claimed[i]
            || f.metric != Metric::Iops
            || w.has_multiplier
            || v >= SIBLING_MAX
            || !w.integer
        {
            continue;
        }
        if v >= 1000.0 {
            // Four digits: only a sibling a thousand times larger tells a lost K.
            if let Some(finding) = beside_thousandfold_sibling(doc, found, i, v) {
                found.push(finding);
            }
            continue;
        }
        // Below the floor of the figure's device class (a hard disk's is far lower).
        let too_few = v < doc.min_iops && v < iops_floor(doc, i);
        let matches = statements_elsewhere(doc, found, i, &facts, &known);
        let mut values: Vec<f64> = matches.iter().map(|m| m.0).collect();
        values.sort_by(f64::total_cmp);
        values.dedup();
        let proven = values.len() == 1;
        let (suggested, why) = if proven {
            let source = matches
                .iter()
                .find(|m| m.0 == values[0])
                .map(|m| m.1.clone())
                .unwrap_or_default();
            (
                Some(values[0]),
                format!("the same figure appears with its thousands elsewhere ({source})"),
            )
        } else if too_few && doc.iops_plausible(v * 1000.0) {
            (Some(v * 1000.0), format!("{} IOPS is far too few for a storage device; with the K restored it is plausible", format::grouped(v)))
        } else if small_rows.binary_search(&f.line).is_ok() && doc.iops_plausible(v * 1000.0) {
            (Some(v * 1000.0), "every IOPS figure of this row is below a thousand, most of them implausibly: the row lost its K".to_string())
        } else {
            (None, String::new())
        };
        let Some(suggested) = suggested else {
            if let Some(finding) = beside_thousandfold_sibling(doc, found, i, v) {
                found.push(finding);
            }
            continue;
        };
        known.add(found.known.len(), suggested);
        found.known.push(KnownIops {
            value: suggested,
            workload: f.workload,
            fact: i,
        });
        found.push(finding(
            FindingKind::DroppedMultiplier,
            // An error only when the text proves the repair (it states the figure with its
            // thousands elsewhere); below a floor it is probably wrong: a warning.
            if proven {
                Severity::Error
            } else {
                Severity::Warning
            },
            f,
            i,
            format!("{:?} lost its thousands multiplier (K): {why}", f.text),
            Some(format::quantity(Metric::Iops, "IOPS", suggested)),
            Some(suggested),
        ));
    }
}

/// IOPS figures below this (written without a multiplier) may have lost their K beside
/// a sibling a thousand times larger.
const SIBLING_MAX: f64 = 10_000.0;

/// How much larger than the figure with its K restored a sibling may be, or smaller.
const SIBLING_SPREAD: f64 = 3.0;

/// How sure a lost K is that only a sibling's size supports: the thousands restored are
/// a guess at the figure's magnitude, not its digits, so it is never applied unasked.
const SIBLING_CONFIDENCE: f64 = 0.5;

/// Fact `i` (`v` IOPS, an integer without multiplier, a solid-state figure by its
/// clause) beside an IOPS figure of its paragraph about a thousand times larger ("a peak
/// of 357,772 IOPS, some way shy of the maximum 630 IOPS"; "読込は最高約1,443,000 IOPS、
/// 書込約1158 IOPS"): one device's results of one test differ by far less than a
/// thousandfold, so the small one lost its K. A hard disk's figure beside a solid-state
/// drive's is left alone (its clause names the hard disk: "100 o 200 IOPS" of
/// "unidades mecánicas" beside an SSD's "90.000 IOPS"), and a four-digit figure counts
/// only when written without the thousands separator its sibling has (the translation
/// cut the groups; an author who writes "1,158,600" writes "1,158" too).
fn beside_thousandfold_sibling(
    doc: &Doc<'_>,
    found: &Findings,
    i: usize,
    v: f64,
) -> Option<RawFinding> {
    let f = &doc.facts[i];
    if iops_floor(doc, i) < doc.min_iops || v < 1.0 {
        return None;
    }
    let grouped = |text: &str| {
        let number: String = text
            .chars()
            .take_while(|c| {
                c.is_ascii_digit() || matches!(c, ',' | '.' | ' ' | '\u{a0}' | '\u{202f}')
            })
            .collect();
        number
            .trim()
            .contains([',', '.', ' ', '\u{a0}', '\u{202f}'])
    };
    if v >= 1000.0 && grouped(&f.text) {
        return None;
    }
    let restored = v * 1000.0;
    let sibling = doc.facts.iter().enumerate().find(|&(j, g)| {
        j != i
            && g.line == f.line
            && g.metric == Metric::Iops
            && !found.claimed[j]
            && iops_floor(doc, j) >= doc.min_iops
            && (v < 1000.0 || grouped(&g.text))
            && g.value.is_some_and(|gv| {
                doc.iops_plausible(gv)
                    && gv <= restored * SIBLING_SPREAD
                    && gv * SIBLING_SPREAD >= restored
            })
    })?;
    let mut raw = finding(
        FindingKind::DroppedMultiplier,
        Severity::Warning,
        f,
        i,
        format!(
            "{:?} may have lost its thousands multiplier (K): {:?} of the same paragraph is about a thousand times larger, more than one device's results differ; with the K restored it is about {}",
            f.text,
            sibling.1.text,
            format::quantity(Metric::Iops, "IOPS", restored)
        ),
        Some(format::quantity(Metric::Iops, "IOPS", restored)),
        Some(restored),
    );
    raw.confidence = SIBLING_CONFIDENCE;
    Some(raw)
}

/// Lines where every IOPS figure is below a thousand without a K and most are implausibly
/// small: the row lost its K. In order.
fn rows_without_k(doc: &Doc<'_>) -> Vec<usize> {
    // Per line: IOPS figures, those below a thousand without K, those implausible.
    let mut per_line: std::collections::BTreeMap<usize, (usize, usize, usize)> = Default::default();
    for (i, f) in doc.facts.iter().enumerate() {
        if f.metric == Metric::Iops {
            if let (Some(v), Some(w)) = (f.value, doc.written[i]) {
                let e = per_line.entry(f.line).or_default();
                e.0 += 1;
                if v < 1000.0 && !w.has_multiplier {
                    e.1 += 1;
                }
                if v < doc.min_iops && v < iops_floor(doc, i) {
                    e.2 += 1;
                }
            }
        }
    }
    per_line
        .into_iter()
        .filter(|&(_, (all, small, implausible))| {
            all >= 2 && small == all && implausible * 2 >= all
        })
        .map(|(line, _)| line)
        .collect()
}

/// Indices of IOPS values of a thousand and more by their thousands, truncated and
/// rounded (787,910 under 787 and 788).
#[derive(Default)]
struct ByThousands(FastMap<i64, Vec<usize>>);

impl ByThousands {
    fn add(&mut self, index: usize, value: f64) {
        if value >= 1000.0 {
            let (t, r) = (
                (value / 1000.0).trunc() as i64,
                (value / 1000.0).round() as i64,
            );
            self.0.entry(t).or_default().push(index);
            if r != t {
                self.0.entry(r).or_default().push(index);
            }
        }
    }

    /// The indices of the values whose thousands are `thousands`.
    fn get(&self, thousands: f64) -> &[usize] {
        self.0
            .get(&(thousands as i64))
            .map_or(&[][..], Vec::as_slice)
    }
}

/// Other statements of fact `i`'s figure with its thousands (facts unexplained, and the
/// known IOPS values), of a compatible workload: each value with where it is stated.
/// Only whether one value or several match is used: the scan stops at a second value, and
/// looks at a bounded number of statements (a document that repeats a figure thousands of
/// times would make it quadratic).
fn statements_elsewhere(
    doc: &Doc<'_>,
    found: &Findings,
    i: usize,
    facts: &ByThousands,
    known: &ByThousands,
) -> Vec<(f64, String)> {
    let f = &doc.facts[i];
    let Some(v) = f.value else {
        return Vec::new();
    };
    let same_workload = |workload: Option<crate::model::Workload>| {
        workload.is_none() || f.workload.is_none() || workload == f.workload
    };
    let mut matches: Vec<(f64, String)> = Vec::new();
    let mut distinct: Vec<f64> = Vec::new();
    let mut note = |gv: f64, matches: &mut Vec<(f64, String)>, why: &dyn Fn() -> String| {
        if !distinct.contains(&gv) {
            distinct.push(gv);
        }
        if matches.iter().all(|m| m.0 != gv) {
            matches.push((gv, why()));
        }
        distinct.len() >= 2
    };
    for &j in facts.get(v).iter().take(MAX_OTHER_STATEMENTS) {
        let g = &doc.facts[j];
        if j == i || g.metric != Metric::Iops || found.claimed[j] {
            continue;
        }
        if let Some(gv) = g.value {
            if thousands_of(v, gv)
                && same_workload(g.workload)
                && note(gv, &mut matches, &|| {
                    format!("line {} says {:?}", g.line, g.text)
                })
            {
                return matches;
            }
        }
    }
    for k in known
        .get(v)
        .iter()
        .take(MAX_OTHER_STATEMENTS)
        .map(|&k| &found.known[k])
    {
        if k.fact != i && thousands_of(v, k.value) && same_workload(k.workload) {
            let why = || {
                format!(
                    "line {} reads as {}",
                    doc.facts[k.fact].line,
                    format::quantity(Metric::Iops, "IOPS", k.value)
                )
            };
            if note(k.value, &mut matches, &why) {
                break;
            }
        }
    }
    matches
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Extractor;

    /// The `dropped_multiplier` findings of `text`: each figure's text and suggestion.
    fn dropped(text: &str, lang: &str) -> Vec<(String, Option<f64>)> {
        let report = Extractor::new().unwrap().extract_as("t", text, Some(lang));
        report
            .findings
            .iter()
            .filter(|f| f.kind == FindingKind::DroppedMultiplier)
            .map(|f| (text[f.span[0]..f.span[1]].to_string(), f.suggested_value))
            .collect()
    }

    #[test]
    fn a_sibling_a_thousand_times_larger_tells_a_lost_k() {
        // The Japanese corpus passage (corpus/ja/gdm-2022-pcie4-ssd-crystaldiskmark.txt, line
        // 21) with "1,443,000" cut
        // to its thousands, as tests/corruption.rs does.
        let text = "ランダムアクセスも読込は最高約1443 IOPS、書込約1,158,600 IOPSで、「デフォルト (ランダム)」から大幅に転送速度が向上。";
        assert_eq!(
            dropped(text, "ja"),
            vec![("1443 IOPS".to_string(), Some(1_443_000.0))]
        );
        // The English passage of tests/data/corruption/passages.toml (kitguru), its maximum cut to "630".
        let text = "In our four-threaded random 4K read test, the peak result of 357,772 IOPS came at a queue depth of 16, but that figure is some way shy of the maximum 630 IOPS.";
        assert_eq!(
            dropped(text, "en"),
            vec![("630 IOPS".to_string(), Some(630_000.0))]
        );
    }

    #[test]
    fn siblings_of_other_devices_or_sizes_are_no_lost_k() {
        // A hard disk's rate beside an SSD's (the Spanish passage of tests/data/corruption).
        let text = "Ahora bien, donde las unidades mecánicas suelen dar como 100 o 800 IOPS, los SSD suelen ser capaces de producir hasta 90.000 IOPS.";
        assert!(dropped(text, "es").is_empty(), "{:?}", dropped(text, "es"));
        // A four-digit figure grouped as its sibling is: the author wrote it so.
        let text = "At QD1 the drive managed 1,443 IOPS, and at QD256 it reached 1,158,600 IOPS.";
        assert!(dropped(text, "en").is_empty(), "{:?}", dropped(text, "en"));
        // A hundredfold apart: a queue depth of one against thirty-two, not a lost K.
        let text = "At QD1 the drive managed 7,500 IOPS, and at QD32 with eight threads it reached 750,000 IOPS.";
        assert!(dropped(text, "en").is_empty(), "{:?}", dropped(text, "en"));
    }

    #[test]
    fn thousands_match_truncated_and_rounded() {
        assert!(thousands_of(762.0, 762307.0));
        assert!(thousands_of(788.0, 787910.0));
        assert!(!thousands_of(762.0, 76230.0));
    }
}
