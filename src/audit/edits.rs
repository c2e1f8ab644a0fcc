//! The audit's suggestions as edits of the document: for `benchfacts audit --diff` and
//! `--write-changes`, and for any caller that wants the repaired text. Pure: takes the
//! text and its report, hands on spans and replacements (no I/O, nothing printed).
//!
//! An edit rewrites only the number of a figure, in the document's own way of writing
//! numbers (its decimal mark and thousands separator), and leaves the unit as written:
//! "6.38 IOPS" becomes "221,327 IOPS", "XNUMX ms" becomes "5.1 ms", the pile-up "4,540
//! 1,880 IOPS" becomes "4,540 IOPS". A finding proposes an edit when it carries a
//! `suggested_value` at or above the caller's confidence, concerns a figure whose unit
//! factor is known (from the figure itself, or for a placeholder from another figure of
//! the same unit), and keeps the unit (a K-as-KB repair changes the unit, and is left to
//! the reader). Of overlapping edits the one of higher confidence is kept.

use crate::model::{DocumentReport, Fact, Finding, FindingKind};

/// One replacement of the document's text.
#[derive(Debug, Clone, PartialEq)]
pub struct Edit {
    /// Byte span `[start, end)` of the text replaced.
    pub span: [usize; 2],
    pub replacement: String,
    /// The confidence of the finding that proposes it.
    pub confidence: f64,
    pub kind: FindingKind,
}

/// The edits the findings of `report` propose at `min_confidence` or above, in text
/// order, none overlapping another.
pub fn edits(text: &str, report: &DocumentReport, min_confidence: f64) -> Vec<Edit> {
    let spans = report
        .facts
        .iter()
        .map(|f| f.span)
        .chain(report.findings.iter().map(|f| f.span));
    let style = Style::of(text, spans);
    let mut candidates: Vec<Edit> = report
        .findings
        .iter()
        .filter(|f| f.confidence >= min_confidence && f.kind != FindingKind::KAsKb)
        .filter_map(|f| edit_of(text, report, f, &style))
        .collect();
    // The surest first; an edit overlapping one already kept is dropped.
    candidates.sort_by(|a, b| {
        b.confidence
            .total_cmp(&a.confidence)
            .then(a.span.cmp(&b.span))
    });
    let mut kept: Vec<Edit> = Vec::new();
    for e in candidates {
        if kept
            .iter()
            .all(|k| e.span[1] <= k.span[0] || k.span[1] <= e.span[0])
        {
            kept.push(e);
        }
    }
    kept.sort_by_key(|e| e.span);
    kept
}

/// `text` with `edits` (in text order, none overlapping) applied.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for e in edits {
        out.push_str(&text[last..e.span[0]]);
        out.push_str(&e.replacement);
        last = e.span[1];
    }
    out.push_str(&text[last..]);
    out
}

fn edit_of(text: &str, report: &DocumentReport, f: &Finding, style: &Style) -> Option<Edit> {
    let value = f.suggested_value?;
    let [start, end] = f.span;
    // The numerals of the finding: from its start, digits, marks between digits, spaces
    // and placeholders ("4,540 1,880", "XNUMX", "12,649 XNUMX").
    let run = numeral_run(&text[start..end]);
    // A name's number ("RJ-1 45 GbE") is explained, not rewritten: the edit would have
    // to move the number into the name.
    let in_name = text[..start]
        .trim_end_matches('-')
        .chars()
        .next_back()
        .is_some_and(char::is_alphanumeric);
    if run == 0 || in_name {
        return None;
    }
    let fact = report
        .facts
        .iter()
        .filter(|x| x.span[0] < end && start < x.span[1])
        .max_by_key(|x| x.value.is_some())?;
    let factor = factor(fact, style).or_else(|| {
        report
            .facts
            .iter()
            .filter(|x| x.unit_text == fact.unit_text && x.metric == fact.metric)
            .find_map(|x| factor(x, style))
    })?;
    let number = value / factor;
    if !number.is_finite() || number <= 0.0 {
        return None;
    }
    let replacement = style.write(number)?;
    if replacement == text[start..start + run] {
        return None;
    }
    Some(Edit {
        span: [start, start + run],
        replacement,
        confidence: f.confidence,
        kind: f.kind,
    })
}

/// The length of the run of numerals, spaces and placeholders that opens `s` (trailing
/// spaces aside).
fn numeral_run(s: &str) -> usize {
    let bytes = s.as_bytes();
    let (mut i, mut end) = (0, 0);
    while i < bytes.len() {
        if bytes[i..].starts_with(b"XNUMX") {
            i += 5;
            end = i;
        } else if bytes[i].is_ascii_digit() {
            i += 1;
            end = i;
        } else if end == i
            && (bytes[i] == b' '
                || (matches!(bytes[i], b',' | b'.')
                    && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)))
        {
            // A space or a mark right after a numeral, before the next one.
            i += 1;
        } else {
            break;
        }
    }
    end
}

/// How the document writes numbers: its decimal mark and thousands separator.
struct Style {
    decimal: char,
    group: Option<char>,
}

impl Style {
    /// Voted over the numbers that open the figures and findings (`spans`): a mark
    /// followed by other than three digits is a decimal mark, one followed by three digits
    /// a thousands separator.
    fn of(text: &str, spans: impl Iterator<Item = [usize; 2]>) -> Style {
        let (mut dot, mut comma, mut group_comma, mut group_dot) = (0, 0, 0, 0);
        for [start, end] in spans {
            let n = leading_number(&text[start..end]);
            for (i, c) in n.char_indices().filter(|(_, c)| matches!(c, ',' | '.')) {
                let digits = n[i + 1..].chars().take_while(char::is_ascii_digit).count();
                match (c, digits == 3) {
                    ('.', false) => dot += 1,
                    (',', false) => comma += 1,
                    (',', true) => group_comma += 1,
                    (_, true) => group_dot += 1,
                    _ => {}
                }
            }
        }
        let decimal = if comma > dot || (comma == dot && group_dot > group_comma) {
            ','
        } else {
            '.'
        };
        let group = match decimal {
            '.' if group_comma > 0 => Some(','),
            ',' if group_dot > 0 => Some('.'),
            _ => None,
        };
        Style { decimal, group }
    }

    /// `number` written in this style: the crate's formatter (at most six decimals, no
    /// trailing zeros), its marks turned into the document's, grouped by thousands only
    /// when the document groups them.
    fn write(&self, number: f64) -> Option<String> {
        let written: String = crate::format::number(number, crate::format::Fraction::Grouped)
            .chars()
            .filter_map(|c| match c {
                ',' => self.group,
                '.' => Some(self.decimal),
                c => Some(c),
            })
            .collect();
        (!written.is_empty()).then_some(written)
    }

    /// A written number read in this style.
    fn read(&self, written: &str) -> Option<f64> {
        let plain: String = written
            .chars()
            .filter(|&c| Some(c) != self.group && c != ' ')
            .map(|c| if c == self.decimal { '.' } else { c })
            .collect();
        plain.parse().ok()
    }
}

/// The number that opens a figure's text ("6.38" of "6.38 IOPS", "25.77" of "25.77K").
fn leading_number(s: &str) -> &str {
    let len: usize = s
        .char_indices()
        .take_while(|&(i, c)| {
            c.is_ascii_digit()
                || (matches!(c, ',' | '.') && s[i + 1..].starts_with(|d: char| d.is_ascii_digit()))
        })
        .map(|(_, c)| c.len_utf8())
        .sum();
    &s[..len]
}

/// The factor from the written number of a figure to its canonical value (1 for IOPS,
/// 0.001 for "ms", 1000 for "25.77K IOPS"), rounded to a power of ten or of 1024 times
/// one, so that rounding in the value does not leak into the edit.
fn factor(fact: &Fact, style: &Style) -> Option<f64> {
    let value = fact.value?;
    let written = style.read(leading_number(&fact.text))?;
    if written == 0.0 || value == 0.0 {
        return None;
    }
    let raw = value / written;
    let exponent = raw.log10().round();
    let ten = 10f64.powf(exponent);
    if (raw / ten - 1.0).abs() < 1e-6 {
        return Some(ten);
    }
    (1..=5)
        .map(|k| 1024f64.powi(k))
        .chain((1..=5).map(|k| 1024f64.powi(k) / 1000f64.powi(k)))
        .find(|&b| (raw / b - 1.0).abs() < 1e-6)
        .or(Some(raw))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repaired(text: &str, lang: &str, min: f64) -> String {
        let extractor = crate::Extractor::new().unwrap();
        let report = extractor.extract_as("t", text, Some(lang));
        apply(text, &edits(text, &report, min))
    }

    #[test]
    fn swapped_iops_and_latency_are_rewritten_in_the_documents_style() {
        // From the Korean corpus review (line 103): IOPS and latency exchanged.
        let text = "지연 시간이 221,327ms인 6.38 IOPS의 최고 성능을 기록했습니다.";
        assert_eq!(
            repaired(text, "ko", 0.5),
            "지연 시간이 6.38ms인 221,327 IOPS의 최고 성능을 기록했습니다."
        );
        // Above every finding's confidence, nothing changes.
        assert_eq!(repaired(text, "ko", 0.99), text);
    }

    #[test]
    fn a_pile_up_and_its_placeholder_get_one_number_each() {
        let text = "alcanzó 4,540 1,880 IOPS en lectura y XNUMX IOPS en escritura, con 2.5 ms.";
        assert_eq!(
            repaired(text, "es", 0.5),
            "alcanzó 4,540 IOPS en lectura y 1,880 IOPS en escritura, con 2.5 ms."
        );
    }

    #[test]
    fn comma_decimals_stay_comma_decimals() {
        let text = "Latenz von 1.178 XNUMX ms beim Schreiben und 2,5 ms beim Lesen.";
        let out = repaired(text, "de", 0.5);
        assert!(out.contains("1.178 ms beim Schreiben"), "{out}");
    }

    #[test]
    fn the_numeral_run_stops_at_the_unit() {
        assert_eq!(numeral_run("4,540 1,880 IOPS"), "4,540 1,880".len());
        assert_eq!(numeral_run("12,649 XNUMXTPS"), "12,649 XNUMX".len());
        assert_eq!(numeral_run("25.77K IOPS"), "25.77".len());
        assert_eq!(numeral_run("IOPS"), 0);
    }
}
