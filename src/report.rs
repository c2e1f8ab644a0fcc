//! The last stage: the contract's report ([`DocumentReport`]), built once from the
//! document's analysis and the findings of the detectors. Each finding gets its line and
//! column, and its flag on the fact it concerns; each fact takes the first repair proposed
//! for it; the facts are validated against the schema's expected facts.

use crate::analysis::Analysis;
use crate::audit::Findings;
use crate::model::{DocumentReport, Finding, FindingKind};
use crate::schema::Profile;
use crate::segment;

/// The report of document `doc`.
pub(crate) fn build(
    doc: &str,
    analysis: Analysis<'_>,
    findings: Findings,
    profile: &Profile,
) -> DocumentReport {
    let text = analysis.text;
    let mut facts = analysis.facts;
    // Flags, and the surest repair proposed (a K-as-KB repair is an IOPS count, which a
    // capacity fact cannot take): of two detectors' suggestions for one fact the one of
    // higher confidence, the first found on a tie.
    let mut sureness: Vec<f64> = vec![f64::NEG_INFINITY; facts.len()];
    for f in &findings.found {
        let Some(i) = f.fact.filter(|&i| i < facts.len()) else {
            continue;
        };
        let fact = &mut facts[i];
        if !fact.flags.contains(&f.kind) {
            fact.flags.push(f.kind);
        }
        if let (Some(v), false) = (f.suggested_value, f.kind == FindingKind::KAsKb) {
            if f.confidence > sureness[i] {
                fact.suggested_value = Some(v);
                sureness[i] = f.confidence;
            }
        }
    }
    for &(i, value) in &findings.suggestions {
        if let Some(fact) = facts.get_mut(i) {
            fact.suggested_value.get_or_insert(value);
        }
    }
    for fact in &mut facts {
        fact.flags.sort();
    }
    // Most findings start where their fact does, whose line and column are known; the
    // others are found by one scan of the text up to the last of them.
    let known = |f: &crate::audit::RawFinding| {
        f.fact
            .and_then(|i| facts.get(i))
            .filter(|fact| fact.span[0] == f.span.0 && fact.line > 0)
            .map(|fact| (fact.line, fact.column))
    };
    let mut offsets: Vec<usize> = findings
        .found
        .iter()
        .filter(|f| known(f).is_none())
        .map(|f| f.span.0)
        .collect();
    offsets.sort_unstable();
    offsets.dedup();
    let positions = segment::positions_of(text, &offsets);
    let mut out: Vec<Finding> = Vec::with_capacity(findings.found.len());
    for f in findings.found {
        let position = known(&f).unwrap_or_else(|| {
            offsets
                .binary_search(&f.span.0)
                .map_or((1, 1), |k| positions[k])
        });
        out.push(f.into_finding(text, position));
    }
    // In text order; among findings of one span and kind, in the order found.
    out.sort_by(|a, b| {
        a.span[0]
            .cmp(&b.span[0])
            .then(a.span[1].cmp(&b.span[1]))
            .then(a.kind.cmp(&b.kind))
    });
    let mut check = profile.accumulator();
    for f in &facts {
        check.add(f);
    }
    let schema = check.check_as(analysis.kind.choice.clone());
    DocumentReport {
        doc: doc.to_string(),
        lang: analysis.lang.code.to_string(),
        lang_confidence: (analysis.lang.confidence * 100.0).round() / 100.0,
        facts,
        findings: out,
        schema,
    }
}
