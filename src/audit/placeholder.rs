//! `xnumx`: numbers that a translation pipeline replaced by the placeholder `XNUMX`; the
//! figure is lost. One finding per placeholder the number stage found, quoting the whole
//! word around it ("XNUMXTB", "RXNUMXxd"), linked to the fact whose number it is.

use super::{Detector, Doc, Findings, RawFinding};
use crate::model::{FindingKind, Severity};
use crate::numbers::PLACEHOLDER;

pub(crate) struct Placeholder;

impl Detector for Placeholder {
    fn id(&self) -> &'static str {
        "placeholder"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        let words: Vec<(usize, usize)> = doc
            .placeholders
            .iter()
            .map(|&(start, end)| placeholder_word(doc.text, start, end))
            .collect();
        // The placeholder of each fact that lost its number: the first word around the
        // fact's start. Words come in text order, their starts and ends both
        // non-decreasing, so a binary search finds it (a scan per fact would be quadratic
        // in a file of placeholders).
        let mut fact_of: Vec<Option<usize>> = vec![None; words.len()];
        for (fi, fact) in doc.facts.iter().enumerate() {
            if fact.value.is_none() && fact.text.contains(PLACEHOLDER) {
                let p = fact.span[0];
                let upto = words.partition_point(|w| w.0 <= p);
                let first = words[..upto].partition_point(|w| w.1 <= p);
                if first < upto {
                    fact_of[first] = Some(fi);
                }
            }
        }
        for ((s, e), fact) in words.into_iter().zip(fact_of) {
            found.push(RawFinding {
                kind: FindingKind::Xnumx,
                severity: Severity::Error,
                span: (s, e),
                message: match number_before(doc.text, s) {
                    // "12,649 XNUMX TPS": the placeholder may be the slot of the number's
                    // thousands group (the translation audit says more).
                    Some(n) => format!(
                        "number replaced by the placeholder XNUMX in {:?}, right after the \
                         number `{n}`: the placeholder may stand for that number's \
                         thousands group, and the value `{n}` may be intact",
                        &doc.text[s..e]
                    ),
                    None => format!(
                        "number replaced by the placeholder XNUMX in {:?}; the figure is lost",
                        &doc.text[s..e]
                    ),
                },
                suggestion: None,
                suggested_value: None,
                fact,
                confidence: super::findings::default_confidence(FindingKind::Xnumx),
            });
        }
    }
}

/// The number written right before the placeholder at `start` (spaces and other
/// placeholders between), if any: "12,649" of "12,649 XNUMX XNUMX".
fn number_before(text: &str, start: usize) -> Option<&str> {
    let mut head = text[..start].trim_end_matches([' ', '\u{a0}']);
    while let Some(rest) = head.strip_suffix(PLACEHOLDER) {
        head = rest.trim_end_matches([' ', '\u{a0}']);
    }
    let len: usize = head
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit() || matches!(c, ',' | '.'))
        .map(char::len_utf8)
        .sum();
    let number = head[head.len() - len..].trim_start_matches([',', '.']);
    let glued = head[..head.len() - len]
        .chars()
        .next_back()
        .is_some_and(|c| c.is_ascii_alphanumeric());
    (number.starts_with(|c: char| c.is_ascii_digit()) && !glued).then_some(number)
}

/// The whole word around an `XNUMX` ("XNUMXTB", "RXNUMXxd", "24C/XNUMXT") for the message,
/// at most [`MAX_WORD_SIDE`] characters on each side (a run of a million placeholders is
/// one "word": quoting all of it in each finding would take time and memory squared).
fn placeholder_word(text: &str, start: usize, end: usize) -> (usize, usize) {
    let is_word = |c: char| c.is_ascii_alphanumeric();
    let mut s = start;
    for c in text[..start].chars().rev().take(MAX_WORD_SIDE) {
        if is_word(c) {
            s -= c.len_utf8();
        } else {
            break;
        }
    }
    let mut e = end;
    for c in text[end..].chars().take(MAX_WORD_SIDE) {
        if is_word(c) {
            e += c.len_utf8();
        } else {
            break;
        }
    }
    (s, e)
}

/// Longest part of a word [`placeholder_word`] takes on either side of the placeholder.
const MAX_WORD_SIDE: usize = 32;
