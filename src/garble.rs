//! Garbled-figure stage (first families): placeholders (`XNUMX`), implausible values,
//! and mojibake (replacement characters, "??" inside CJK text, inline pinyin annotations).

use crate::model::{FindingKind, Severity};
use crate::numbers::{is_pinyin_letter, pinyin_annotation_len};

/// A finding before line and column are computed.
#[derive(Debug, Clone, PartialEq)]
pub struct RawFinding {
    pub kind: FindingKind,
    pub severity: Severity,
    pub span: (usize, usize),
    pub message: String,
    pub suggestion: Option<String>,
    pub suggested_value: Option<f64>,
    /// Index of the fact the finding concerns, if any.
    pub fact: Option<usize>,
}

fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0xAC00..=0xD7AF | 0x3000..=0x303F | 0xFF00..=0xFFEF)
}

fn is_han(c: char) -> bool {
    matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF)
}

impl RawFinding {
    /// The contract's finding, with its text cut from the document and its position.
    pub fn into_finding(self, text: &str, (line, column): (usize, usize)) -> crate::model::Finding {
        crate::model::Finding {
            kind: self.kind,
            severity: self.severity,
            text: text[self.span.0..self.span.1].to_string(),
            span: [self.span.0, self.span.1],
            line,
            column,
            message: self.message,
            suggestion: self.suggestion,
            suggested_value: self.suggested_value,
        }
    }
}

/// The whole word around an `XNUMX` ("XNUMXTB", "RXNUMXxd", "24C/XNUMXT") for the message,
/// at most [`MAX_WORD_SIDE`] characters on each side (a run of a million placeholders is
/// one "word": quoting all of it in each finding would take time and memory squared).
pub fn placeholder_word(text: &str, start: usize, end: usize) -> (usize, usize) {
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
pub const MAX_WORD_SIDE: usize = 32;

/// Mojibake: U+FFFD, "??" next to CJK text, and pinyin annotations glued to Han characters.
pub fn find_mojibake(text: &str) -> Vec<RawFinding> {
    let mut out = Vec::new();
    let mut prev: Option<char> = None;
    let mut iter = text.char_indices().peekable();
    // Start of the current line, kept as the scan goes (a backward search per annotation
    // would be quadratic on a long line; skipped runs hold no line break).
    let mut line_start = 0;
    while let Some((i, c)) = iter.next() {
        if c == '\n' {
            line_start = i + 1;
        }
        if c == '\u{FFFD}' {
            let mut end = i + c.len_utf8();
            while let Some(&(j, '\u{FFFD}')) = iter.peek() {
                end = j + '\u{FFFD}'.len_utf8();
                iter.next();
            }
            out.push(RawFinding {
                kind: FindingKind::Mojibake,
                severity: Severity::Warning,
                span: (i, end),
                message: "replacement character U+FFFD: the text was decoded with the wrong encoding and characters are lost".into(),
                suggestion: None,
                suggested_value: None,
                fact: None,
            });
        } else if c == '?' && (text[i..].starts_with("??") || text[i..].starts_with("?？")) {
            let end = i + text[i..]
                .chars()
                .take_while(|&c| c == '?' || c == '？')
                .map(char::len_utf8)
                .sum::<usize>();
            let next = text[end..].chars().next();
            if prev.is_some_and(is_cjk) || next.is_some_and(is_cjk) {
                out.push(RawFinding {
                    kind: FindingKind::Mojibake,
                    severity: Severity::Warning,
                    span: (i, end),
                    message:
                        "\"??\" inside CJK text: characters were lost in an encoding round trip"
                            .into(),
                    suggestion: None,
                    suggested_value: None,
                    fact: None,
                });
            }
            while iter.peek().is_some_and(|&(j, _)| j < end) {
                iter.next();
            }
            prev = Some('?');
            continue;
        } else if c == '(' && prev.is_some_and(is_han) {
            let len = pinyin_annotation_len(&text[i..]);
            // Require a tone mark or a known syllable shape, so "(a)" list markers are not taken.
            if len > 0
                && text[i + 1..i + len - 1]
                    .chars()
                    .any(|ch| !ch.is_ascii() && is_pinyin_letter(ch))
            {
                // One finding per line: a converted page carries hundreds of annotations.
                match out.last_mut() {
                    Some(last) if last.kind == FindingKind::Mojibake && last.severity == Severity::Info && last.span.0 >= line_start => {
                        last.span.1 = i + len;
                        let count = last.suggested_value.unwrap_or(1.0) + 1.0;
                        last.suggested_value = Some(count);
                        last.message = format!("{count} inline pinyin annotations like {:?} in this line: conversion artefacts, not content", &text[last.span.0..last.span.0 + pinyin_annotation_len(&text[last.span.0..])]);
                    }
                    _ => out.push(RawFinding {
                        kind: FindingKind::Mojibake,
                        severity: Severity::Info,
                        span: (i, i + len),
                        message: format!("inline pinyin annotation {:?} inside the text: a conversion artefact, not content", &text[i..i + len]),
                        suggestion: Some("remove the annotations".into()),
                        suggested_value: Some(1.0),
                        fact: None,
                    }),
                }
                while iter.peek().is_some_and(|&(j, _)| j < i + len) {
                    iter.next();
                }
                prev = Some(')');
                continue;
            }
        }
        prev = Some(c);
    }
    for f in &mut out {
        f.suggested_value = None; // used above only to count annotations per line
    }
    out
}
