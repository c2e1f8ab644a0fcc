//! `mojibake`: characters lost or garbled in an encoding round trip: replacement
//! characters (U+FFFD), "??" inside CJK text, and inline pinyin annotations glued to Han
//! characters ("數(shù)據(jù)"), which a conversion left in the text.

use super::{Detector, Doc, Findings, RawFinding};
use crate::model::{FindingKind, Severity};
use crate::numbers::{annotation_len_at, is_pinyin_letter, pinyin_annotation_len};

pub(crate) struct Mojibake;

impl Detector for Mojibake {
    fn id(&self) -> &'static str {
        "mojibake"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        for finding in find_mojibake(doc.text) {
            found.push(finding);
        }
    }
}

fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0xAC00..=0xD7AF | 0x3000..=0x303F | 0xFF00..=0xFFEF)
}

/// Mojibake: U+FFFD, "??" next to CJK text, and pinyin annotations glued to Han characters.
fn find_mojibake(text: &str) -> Vec<RawFinding> {
    let mut out = Vec::new();
    // Annotations counted per finding of a line, to word its message once at the end.
    let mut annotation_counts: Vec<(usize, usize)> = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    // Only three bytes start a finding: 0xEF (the first byte of U+FFFD), '?' and '('.
    // memchr jumps from one to the next instead of matching every byte.
    while let Some(offset) = memchr::memchr3(0xEF, b'?', b'(', &bytes[i..]) {
        i += offset;
        match bytes[i] {
            0xEF if text[i..].starts_with('\u{FFFD}') => {
                let run = text[i..].chars().take_while(|&c| c == '\u{FFFD}').count();
                let end = i + run * '\u{FFFD}'.len_utf8();
                out.push(RawFinding {
                    kind: FindingKind::Mojibake,
                    severity: Severity::Warning,
                    span: (i, end),
                    message: "replacement character U+FFFD: the text was decoded with the wrong encoding and characters are lost".into(),
                    suggestion: None,
                    suggested_value: None,
                    fact: None,
                    confidence: super::findings::default_confidence(FindingKind::Mojibake),
                });
                i = end;
            }
            b'?' if text[i..].starts_with("??") || text[i..].starts_with("?？") => {
                let end = i + text[i..]
                    .chars()
                    .take_while(|&c| c == '?' || c == '？')
                    .map(char::len_utf8)
                    .sum::<usize>();
                let prev = text[..i].chars().next_back();
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
                        confidence: super::findings::default_confidence(FindingKind::Mojibake),
                    });
                }
                i = end;
            }
            b'(' => {
                let len = annotation_len_at(text, i, false);
                // Require a tone mark or a known syllable shape, so "(a)" list markers are not taken.
                if len > 0
                    && text[i + 1..i + len - 1]
                        .chars()
                        .any(|ch| !ch.is_ascii() && is_pinyin_letter(ch))
                {
                    // One finding per line: a converted page carries hundreds of annotations.
                    let last_index = out.len().checked_sub(1);
                    match (out.last_mut(), annotation_counts.last_mut()) {
                        (Some(last), Some((index, count)))
                            // Same line: no break between the finding's end and here
                            // (each gap is looked at once, so a long line stays linear).
                            if Some(*index) == last_index
                                && memchr::memchr(b'\n', &bytes[last.span.1..i]).is_none() =>
                        {
                            last.span.1 = i + len;
                            *count += 1;
                        }
                        _ => {
                            annotation_counts.push((out.len(), 1));
                            out.push(RawFinding {
                                kind: FindingKind::Mojibake,
                                severity: Severity::Info,
                                span: (i, i + len),
                                message: String::new(),
                                suggestion: Some("remove the annotations".into()),
                                suggested_value: None,
                                fact: None,
                                confidence: super::findings::default_confidence(FindingKind::Mojibake),
                            });
                        }
                    }
                    i += len;
                } else {
                    i += 1;
                }
            }
            _ => i += 1,
        }
    }
    for (index, count) in annotation_counts {
        let f = &mut out[index];
        let first = &text[f.span.0..f.span.0 + pinyin_annotation_len(&text[f.span.0..])];
        f.message = if count == 1 {
            format!("inline pinyin annotation {first:?} inside the text: a conversion artefact, not content")
        } else {
            format!("{count} inline pinyin annotations like {first:?} in this line: conversion artefacts, not content")
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pinyin_annotations_of_one_line_make_one_finding() {
        let text = "數(shù)據(jù)庫和存儲(chǔ)\n數(shù)據(jù)";
        let found = find_mojibake(text);
        assert_eq!(found.len(), 2, "{found:?}");
        // The first finding runs from the first annotation to the third, on line 1.
        assert_eq!(
            &text[found[0].span.0..found[0].span.1],
            "(shù)據(jù)庫和存儲(chǔ)"
        );
        assert!(found[0]
            .message
            .starts_with("3 inline pinyin annotations like \"(shù)\""));
        assert_eq!(&text[found[1].span.0..found[1].span.1], "(shù)據(jù)");
        assert!(found[1].message.starts_with("2 inline pinyin annotations"));
    }

    #[test]
    fn replacement_characters_and_question_marks_inside_cjk_text() {
        let text = "容量 \u{FFFD}\u{FFFD} TB, 性能??IOPS, what?? (a) list";
        let found = find_mojibake(text);
        let spans: Vec<&str> = found.iter().map(|f| &text[f.span.0..f.span.1]).collect();
        assert_eq!(spans, ["\u{FFFD}\u{FFFD}", "??"]);
    }
}
