//! Units a table's cells inherit: part of the unit stage. A table often writes its unit
//! once, in a caption ("Werte in MB/s", "单位：MB/s", a line "(MB/s)"), in a column's
//! header ("Lesen (MB/s)") or as a row's label ("IOPS | 1000 | 2000"), and leaves its
//! cells bare numbers. This module finds the tables among the blocks (runs of adjacent
//! lines cut into cells by `|` or tabs), the unit each of their cells inherits, and hands
//! the figures stage, per block, the cells that are a bare number and the unit they take.
//!
//! Precision first: only a cell that is exactly one number inherits (not one with its own
//! unit, "-22 %", nor text), never the first cell of a row (a row label: a year, a model
//! number, a row number), never a header cell, and a table whose captions disagree on the
//! unit inherits none.

use std::ops::Range;

use crate::numbers::NumberToken;
use crate::rules::{Locale, UnitRule};
use crate::segment::Block;
use crate::units::die_density::has_word;
use crate::units::Quantity;

/// A unit and the byte range where it is written.
type WrittenUnit<'r> = (&'r UnitRule, (usize, usize));

/// A caption line longer than this is prose that happens to end in a unit.
const MAX_CAPTION_LEN: usize = 100;

/// The cells of one table line, as byte ranges of the document (trimmed), the empty edge
/// cells of "| a | b |" left out; None for a line that is not cut into cells.
fn cells(text: &str, span: &Range<usize>) -> Option<Vec<Range<usize>>> {
    let line = &text[span.clone()];
    let sep = if line.contains('|') {
        '|'
    } else if line.contains('\t') {
        '\t'
    } else {
        return None;
    };
    let mut out = Vec::new();
    let mut from = 0;
    for (i, c) in line.char_indices().filter(|&(_, c)| c == sep) {
        out.push(from..i);
        from = i + c.len_utf8();
    }
    out.push(from..line.len());
    let trimmed: Vec<Range<usize>> = out
        .into_iter()
        .map(|r| {
            let cell = &line[r.clone()];
            let lead = cell.len() - cell.trim_start().len();
            let s = r.start + lead;
            span.start + s..span.start + s + cell.trim().len()
        })
        .collect();
    let mut cells = trimmed.as_slice();
    if cells.first().is_some_and(|c| c.is_empty()) && line.trim_start().starts_with(sep) {
        cells = &cells[1..];
    }
    if cells.last().is_some_and(|c| c.is_empty()) && line.trim_end().ends_with(sep) {
        cells = &cells[..cells.len() - 1];
    }
    // "a | b" is a table line; a lone "|" (an empty header cell) continues one.
    (!cells.is_empty() || line.trim() == "|").then(|| cells.to_vec())
}

/// Is the line a header rule ("---|---|", "|:--|--:|")?
fn is_rule(text: &str, span: &Range<usize>) -> bool {
    let line = &text[span.clone()];
    line.contains('-')
        && line
            .chars()
            .all(|c| matches!(c, '-' | '|' | ':' | ' ' | '+'))
}

/// The unit a caption names: the whole of `s` (edge brackets and a closing `|` aside) is a
/// unit, or a caption word of `locale` followed by a unit that ends `s`.
fn caption_unit<'r>(
    text: &str,
    span: &Range<usize>,
    locale: &'r Locale,
) -> Option<WrittenUnit<'r>> {
    let line = &text[span.clone()];
    if line.len() > MAX_CAPTION_LEN {
        return None;
    }
    let body = line.trim_end_matches(['|', ' ', '\t']);
    let whole_unit = |from: usize| -> Option<WrittenUnit<'r>> {
        let rest = &body[from..];
        let lead = rest.len()
            - rest
                .trim_start_matches([' ', ':', '：', '(', '（', '[', '［'])
                .len();
        let inner = rest[lead..].trim_end_matches([' ', ')', '）', ']', '］', '.']);
        let m = locale.match_unit(inner)?;
        let start = span.start + from + lead;
        (m.len == inner.len() && !inner.is_empty()).then_some((m.rule, (start, start + m.len)))
    };
    if let Some(unit) = whole_unit(0) {
        return Some(unit);
    }
    locale.unit_captions.iter().find_map(|word| {
        let at = body.rfind(word.as_str())?;
        // The word starts the line or a new word ("AS SSD, Werte in MB/s").
        let starts_word = body[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        starts_word.then(|| whole_unit(at + word.len())).flatten()
    })
}

/// The unit a header cell names: the whole cell, or "(UNIT)"/"[UNIT]" at its end
/// ("Lesen (MB/s)").
fn header_unit<'r>(text: &str, cell: &Range<usize>, locale: &'r Locale) -> Option<WrittenUnit<'r>> {
    let s = &text[cell.clone()];
    let whole = |from: usize, inner: &str| -> Option<WrittenUnit<'r>> {
        let m = locale.match_unit(inner)?;
        let start = cell.start + from;
        (m.len == inner.len() && !inner.is_empty()).then_some((m.rule, (start, start + m.len)))
    };
    if let Some(unit) = whole(0, s) {
        return Some(unit);
    }
    let (open, close) = [('(', ')'), ('（', '）'), ('[', ']')]
        .into_iter()
        .find(|&(_, close)| s.ends_with(close))?;
    let at = s.rfind(open)?;
    let inner = &s[at + open.len_utf8()..s.len() - close.len_utf8()];
    let lead = inner.len() - inner.trim_start().len();
    whole(at + open.len_utf8() + lead, inner.trim())
}

/// Is there at most one line end between byte `a` and byte `b`?
fn adjacent(text: &str, a: usize, b: usize) -> bool {
    let between = &text[a.min(b)..b];
    between.matches('\n').count() + between.matches('\r').count() - between.matches("\r\n").count()
        <= 1
}

/// What the cells of one block inherit.
#[derive(Default)]
pub(crate) struct CellUnits<'r> {
    /// Each cell that may inherit (not a row label, not a header), with its unit.
    cells: Vec<(Range<usize>, WrittenUnit<'r>)>,
    /// The cells of a column whose header names an endurance ("Total Bytes Written
    /// (TBW)"): their terabytes are an endurance, not a capacity.
    endurance_cells: Vec<Range<usize>>,
}

/// One line of the document, in the block it belongs to (a block of table rows continued
/// over several lines holds several).
struct Line {
    block: usize,
    span: Range<usize>,
    cells: Option<Vec<Range<usize>>>,
}

/// The lines of the blocks, trimmed, in order.
fn lines(text: &str, blocks: &[Block]) -> Vec<Line> {
    let mut out = Vec::with_capacity(blocks.len());
    for (b, block) in blocks.iter().enumerate() {
        let mut from = block.span.start;
        let body = &text[block.span.clone()];
        // Split at each '\n' and '\r' (as `split(['\n', '\r'])`, by byte search).
        let mut cut = 0;
        let ends = memchr::memchr2_iter(b'\n', b'\r', body.as_bytes()).chain([body.len()]);
        for end in ends {
            let piece = &body[cut..end];
            cut = end + 1;
            let start = from;
            from += piece.len() + 1;
            let lead = piece.len() - piece.trim_start().len();
            let trimmed = piece.trim();
            if trimmed.is_empty() {
                continue;
            }
            let span = start + lead..start + lead + trimmed.len();
            out.push(Line {
                block: b,
                cells: cells(text, &span),
                span,
            });
        }
    }
    out
}

/// What the cells of each block inherit; empty for blocks outside tables.
pub(crate) fn inherited<'r>(
    text: &str,
    blocks: &[Block],
    block_rules: &[&'r Locale],
) -> Vec<CellUnits<'r>> {
    let mut out: Vec<CellUnits<'r>> = (0..blocks.len()).map(|_| CellUnits::default()).collect();
    // Most documents have no line cut into cells: nothing to do.
    if !blocks
        .iter()
        .any(|b| memchr::memchr2(b'|', b'\t', text[b.span.clone()].as_bytes()).is_some())
    {
        return out;
    }
    let lines = lines(text, blocks);
    let mut i = 0;
    while i < lines.len() {
        if lines[i].cells.is_none() {
            i += 1;
            continue;
        }
        let mut end = i + 1;
        while end < lines.len()
            && lines[end].cells.is_some()
            && adjacent(text, lines[end - 1].span.end, lines[end].span.start)
        {
            end += 1;
        }
        // Two rows at least: one line with a bar is no table.
        if end - i >= 2 {
            table(text, &lines, block_rules, i..end, &mut out);
        }
        i = end;
    }
    out
}

/// Fills `out` for the table of `rows` (line indices).
fn table<'r>(
    text: &str,
    lines: &[Line],
    block_rules: &[&'r Locale],
    rows: Range<usize>,
    out: &mut [CellUnits<'r>],
) {
    let rules_of = |l: usize| block_rules[lines[l].block];
    let cells_of = |l: usize| lines[l].cells.as_deref().unwrap_or_default();
    // Captions: a line of the table that is only a caption, or the line right before or
    // right after it.
    let mut captions: Vec<WrittenUnit<'r>> = Vec::new();
    let mut caption_rows = Vec::new();
    for r in rows.clone() {
        if cells_of(r).len() <= 1 {
            if let Some(unit) = caption_unit(text, &lines[r].span, rules_of(r)) {
                captions.push(unit);
                caption_rows.push(r);
            }
        }
    }
    let before = rows
        .start
        .checked_sub(1)
        .filter(|&b| adjacent(text, lines[b].span.end, lines[rows.start].span.start));
    let after = Some(rows.end)
        .filter(|&a| a < lines.len() && adjacent(text, lines[a - 1].span.end, lines[a].span.start));
    for b in before.into_iter().chain(after) {
        if let Some(unit) = caption_unit(text, &lines[b].span, rules_of(b)) {
            captions.push(unit);
        }
    }
    let caption = match captions.split_first() {
        Some((first, rest))
            if rest
                .iter()
                .all(|u| u.0.canonical == first.0.canonical && u.0.factor == first.0.factor) =>
        {
            Some(*first)
        }
        _ => None,
    };
    // The header: the rows before a rule line; its last line with several cells names the
    // columns when it has as many cells as the rows below.
    let rule = rows.clone().find(|&r| is_rule(text, &lines[r].span));
    let body_start = rule.map_or(rows.start, |r| r + 1);
    let header = rule.and_then(|r| (rows.start..r).rev().find(|&h| cells_of(h).len() >= 2));
    let columns: Vec<Option<WrittenUnit<'r>>> = header
        .map(|h| {
            cells_of(h)
                .iter()
                .map(|c| header_unit(text, c, rules_of(h)))
                .collect()
        })
        .unwrap_or_default();
    let endurance_columns: Vec<bool> = header
        .map(|h| {
            let words = &rules_of(h).endurance_words;
            cells_of(h)
                .iter()
                .map(|c| words.iter().any(|w| has_word(&text[c.clone()], w)))
                .collect()
        })
        .unwrap_or_default();
    for r in body_start..rows.end {
        let cells = cells_of(r);
        if cells.len() < 2 || caption_rows.contains(&r) || is_rule(text, &lines[r].span) {
            continue;
        }
        let label = header_unit(text, &cells[0], rules_of(r));
        let same_shape = columns.len() == cells.len();
        for (j, cell) in cells.iter().enumerate().skip(1) {
            let column = if same_shape { columns[j] } else { None };
            if let Some(unit) = label.or(column).or(caption) {
                out[lines[r].block].cells.push((cell.clone(), unit));
            }
            if same_shape && endurance_columns[j] {
                out[lines[r].block].endurance_cells.push(cell.clone());
            }
        }
    }
}

impl CellUnits<'_> {
    pub(crate) fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Whether `q`, a capacity, stands in a column whose header names an endurance: then
    /// it is the endurance ("| 1 TByte | 600 TByte |" under "Total Bytes Written (TBW)").
    pub(crate) fn is_endurance(&self, q: &Quantity) -> bool {
        q.metric() == crate::model::Metric::Capacity
            && &*q.unit.canonical == "B"
            && self
                .endurance_cells
                .iter()
                .any(|c| c.contains(&q.number.start))
    }

    /// Quantities for the tokens of the block that are a whole cell and have no unit yet
    /// (`has_unit(token)`).
    pub(crate) fn lend(
        &self,
        text: &str,
        tokens: &[NumberToken],
        has_unit: impl Fn(&NumberToken) -> bool,
    ) -> Vec<Quantity> {
        if self.cells.is_empty() {
            return Vec::new();
        }
        let mut lent = Vec::new();
        for t in tokens {
            if t.in_word || t.is_placeholder() || has_unit(t) {
                continue;
            }
            let Some((_, (rule, span))) = self.cells.iter().find(|(cell, _)| {
                cell.start == t.start && text[t.end_with_multiplier()..cell.end].trim().is_empty()
            }) else {
                continue;
            };
            lent.push(Quantity {
                number: t.clone(),
                unit: (*rule).clone(),
                unit_span: *span,
                borrowed: true,
            });
        }
        lent
    }
}

#[cfg(test)]
mod tests {
    use crate::extract::Extractor;
    use crate::model::Metric;

    /// The first table of ComputerBase's "Samsung SSD 960 Evo im Test", page 6
    /// (computerbase.de, AS SSD before and after use), copied as published: the unit is
    /// only in the caption line "Werte in MB/s" after the table.
    const CB_960_EVO: &str = "Neuzustand (ohne Daten) |
Normalzustand (35 GB belegt) |
Stark genutzt (10 GB frei) |
∆ Neuzustand zu Stark genutzt |
|
---|---|---|---|---|
Sequenzielles Lesen | 2538 | 2302 | 1976 | -22 % |
Sequenzielles Schreiben | 1771 | 1697 | 1587 | -10 % |
4K Lesen | 49 | 49 | 50 | +2 % |
4K Schreiben | 181 | 174 | 174 | -4 % |
4K 64Thrd Lesen | 1216 | 1341 | 1284 | +6 % |
4K 64Thrd Schreiben | 1071 | 924 | 928 | -13 % |
Werte in MB/s |
Der Leistungsabfall ist stärker als bei der 960 Pro.";

    #[test]
    fn a_caption_gives_its_unit_to_the_bare_cells_of_its_table() {
        let report = Extractor::new()
            .expect("extractor")
            .extract_as("cb", CB_960_EVO, Some("de"));
        let bandwidths: Vec<f64> = report
            .facts
            .iter()
            .filter(|f| f.metric == Metric::Bandwidth)
            .filter_map(|f| f.value)
            .collect();
        // Read off the table: six rows of three cells, in MB/s.
        let expected_mb = [
            2538., 2302., 1976., 1771., 1697., 1587., 49., 49., 50., 181., 174., 174., 1216.,
            1341., 1284., 1071., 924., 928.,
        ];
        let expected: Vec<f64> = expected_mb.iter().map(|v| v * 1e6).collect();
        assert_eq!(bandwidths, expected);
        // The header's "35 GB" and "10 GB" keep their own unit; the "-22 %" cells are not
        // bandwidths; "4K" and "64Thrd" in row labels and the "960" of the prose are none.
        let capacities: Vec<f64> = report
            .facts
            .iter()
            .filter(|f| f.metric == Metric::Capacity)
            .filter_map(|f| f.value)
            .collect();
        assert_eq!(capacities, vec![35e9, 10e9]);
        assert!(report.facts.iter().all(|f| !f.text.contains("960")));
    }

    #[test]
    fn a_table_without_a_unit_in_caption_or_header_lends_none() {
        let text = CB_960_EVO.replace("Werte in MB/s |", "Werte gerundet |");
        let report = Extractor::new()
            .expect("extractor")
            .extract_as("cb", &text, Some("de"));
        assert!(report.facts.iter().all(|f| f.metric != Metric::Bandwidth));
    }

    #[test]
    fn captions_that_disagree_lend_nothing() {
        let text = "Werte in MB/s\nLesen | 3500 | 3400 |\nSchreiben | 3300 | 2900 |\nWerte in IOPS";
        let report = Extractor::new()
            .expect("extractor")
            .extract_as("t", text, Some("de"));
        assert!(report.facts.is_empty(), "{:?}", report.facts);
    }

    /// realtext tune9 de80 (techstage.de), the table as published: a column headed by the
    /// endurance ("Total Bytes Written (TBW)") holds endurances; the capacity column beside
    /// it keeps its capacities.
    #[test]
    fn a_column_headed_by_an_endurance_holds_endurances() {
        let text = "Kapazität | Total Bytes Written (TBW), Herstellerangabe |\n---|---|\n250 GByte | 150 TByte |\n500 GByte | 300 TByte |\n1 TByte | 600 TByte |\n";
        let report = Extractor::new()
            .expect("extractor")
            .extract_as("t", text, Some("de"));
        let of = |metric: Metric| -> Vec<f64> {
            report
                .facts
                .iter()
                .filter(|f| f.metric == metric)
                .filter_map(|f| f.value)
                .collect()
        };
        assert_eq!(of(Metric::Capacity), vec![250e9, 500e9, 1e12]);
        assert_eq!(of(Metric::Endurance), vec![150e12, 300e12, 600e12]);
    }
}
