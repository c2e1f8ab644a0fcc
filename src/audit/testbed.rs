//! `rotated`, the test bed: a block that restates the standard test bed (`[[testbed]]` in
//! the audit rules) with its figures moved.

use super::matching::MatchCursor;
use super::rotation::parse_plain;
use super::{finding, Detector, Doc, Findings};
use crate::format;
use crate::model::{FindingKind, Severity};
use regex::Regex;
use std::sync::OnceLock;

pub(crate) struct Testbed;

impl Detector for Testbed {
    fn id(&self) -> &'static str {
        "testbed"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_testbed(doc, found);
    }
}

/// A written number matches a canonical value when they differ by a power of 1000
/// (92 and 92e9 B, 2.1 and 2.1e9 Hz).
fn matches_scaled(number: f64, canonical: f64) -> bool {
    number > 0.0
        && [1.0, 1e3, 1e6, 1e9, 1e12]
            .iter()
            .any(|s| (number * s - canonical).abs() <= 1e-3 * canonical.abs())
}

/// Blocks that restate the standard test bed (`[[testbed]]` in the reference file) with
/// their figures moved: most of the set-up's numbers are there, but a metric's figures,
/// read in order, are not the set-up's. Each differing figure is reported with the
/// set-up's value.
fn detect_testbed(doc: &Doc<'_>, found: &mut Findings) {
    static NUMBER: OnceLock<Regex> = OnceLock::new();
    let number = NUMBER.get_or_init(|| Regex::new(r"\d+(?:[.,]\d+)*").expect("valid"));
    // Blocks come in text order: each anchor is searched once per match, not per block,
    // and testbeds with the same anchor share its search. Local anchors share one search
    // of their union: a block where none of them matches holds no match of the union.
    let testbeds = &doc.rules.testbeds;
    let mut anchors: Vec<MatchCursor<'_>> = Vec::new();
    let mut cursor_of: Vec<usize> = Vec::with_capacity(testbeds.len());
    if let Some(union) = &doc.rules.testbed_anchors {
        anchors.push(MatchCursor::new(union, true, doc.text));
    }
    for (k, t) in testbeds.iter().enumerate() {
        if doc.rules.testbed_anchors.is_some() {
            cursor_of.push(0);
            continue;
        }
        let same = testbeds[..k]
            .iter()
            .position(|u| u.anchor.as_str() == t.anchor.as_str());
        cursor_of.push(match same {
            Some(j) => cursor_of[j],
            None => {
                anchors.push(MatchCursor::new(&t.anchor, t.anchor_local, doc.text));
                anchors.len() - 1
            }
        });
    }
    // Most documents found no test bed: then there are no blocks to look at.
    let whole = 0..doc.text.len();
    if anchors.iter_mut().all(|a| !a.may_match(&whole)) {
        return;
    }
    for block in doc.blocks {
        let block_text = &doc.text[block.span.clone()];
        for (testbed, &cursor) in testbeds.iter().zip(&cursor_of) {
            if !anchors[cursor].may_match(&block.span)
                || !testbed.anchor.is_match(block_text)
                || testbed
                    .context
                    .as_ref()
                    .is_some_and(|c| !c.is_match(block_text))
            {
                continue;
            }
            let numbers: Vec<f64> = number
                .find_iter(block_text)
                .filter_map(|m| parse_plain(m.as_str()))
                .collect();
            let all: Vec<f64> = testbed
                .expected
                .iter()
                .flat_map(|(_, v)| v.iter().copied())
                .collect();
            let present = all
                .iter()
                .filter(|&&v| numbers.iter().any(|&n| matches_scaled(n, v)))
                .count();
            if present * 2 < all.len() {
                continue;
            }
            for (metric, expected) in &testbed.expected {
                let facts: Vec<usize> = doc
                    .facts_in(&block.span)
                    .iter()
                    .copied()
                    .filter(|&i| doc.facts[i].metric == *metric)
                    .collect();
                if facts.len() != expected.len() {
                    continue;
                }
                for (&i, &want) in facts.iter().zip(expected) {
                    let f = &doc.facts[i];
                    if f.value
                        .is_some_and(|v| (v - want).abs() <= 1e-3 * want.abs())
                        || found.claimed[i]
                    {
                        continue;
                    }
                    let should = format::quantity(f.metric, &f.unit, want);
                    found.push(finding(
                        FindingKind::Rotated,
                        Severity::Warning,
                        f,
                        i,
                        format!(
                            "{:?} is not what the standard test bed states here ({}): the set-up's numbers are in this passage but in the wrong slots, so this one should read {should}",
                            f.text, testbed.name
                        ),
                        Some(should.clone()),
                        Some(want),
                    ));
                }
            }
        }
    }
}
