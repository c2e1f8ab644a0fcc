//! Very large documents, chunk by chunk: bounded memory for any input size.
//!
//! [`Extractor::extract`] builds the whole report of a document in memory, about 1 KB per
//! fact and finding: 10–16× the text on review-like prose, over 100× on a file of
//! placeholders. A document longer than [`ChunkOptions::threshold`] is therefore cut into
//! chunks at block boundaries ([`chunks`]), each chunk is extracted on its own with the
//! ordinary pipeline, and its facts and findings are moved to document coordinates (byte
//! span, line, column) and handed to the caller ([`ChunkedExtraction`]), who can write them
//! out and drop them. What the document report needs of all facts, the expected-schema
//! check, is accumulated fact by fact ([`crate::schema::SchemaAccumulator`]).
//!
//! A document at or under the threshold is one chunk: its facts, findings, language and
//! schema are exactly those of [`Extractor::extract_as`]. Real reviews are some 20 KB, far
//! under the threshold, so chunking only ever applies to scraper dumps, concatenations and
//! hostile inputs. For those, what a chunk cannot see is lost: each chunk detects its own
//! language and decimal habit, a section heading does not carry over into the next chunk,
//! and the audit detectors compare figures within a chunk only. A cut is made where that
//! matters least (see [`chunks`]).
//!
//! Pure, like the rest of the library: text in, facts out; no I/O.

use crate::extract::Extractor;
use crate::model::{DocumentReport, Fact, Finding, SchemaCheck};
use crate::schema::kind::KindEvidence;
use crate::schema::SchemaAccumulator;

/// Documents longer than this many bytes are extracted in chunks. Real reviews are about
/// 20 KB (the corpus's are 9–19 KB) and even a long one with its comments stays far below
/// 4 MiB, so no real review is ever chunked and its output is the whole-document
/// extraction, byte for byte. Above it, the whole-document report would take tens to
/// hundreds of times the text's size in memory.
pub const CHUNK_THRESHOLD: usize = 4 * 1024 * 1024;

/// Target length in bytes of a chunk of a chunked document (a cut falls in its second
/// half). The memory of one chunk's extraction is what a chunked document costs beyond its
/// text: at most about 120× this (a chunk of nothing but `XNUMX` placeholders), some
/// 30 MB; on prose a few MB. Each chunk is still 10 or more times the size of a real
/// review, so per-document costs (language detection set-up) stay negligible.
pub const CHUNK_SIZE: usize = 256 * 1024;

/// When and how a document is cut into chunks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChunkOptions {
    /// Documents longer than this many bytes are cut; others are one chunk.
    pub threshold: usize,
    /// Target chunk length in bytes (at least 1).
    pub chunk_size: usize,
}

impl Default for ChunkOptions {
    fn default() -> Self {
        ChunkOptions {
            threshold: CHUNK_THRESHOLD,
            chunk_size: CHUNK_SIZE,
        }
    }
}

/// A piece of a document, starting at a line start whenever the document allows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chunk<'t> {
    /// The chunk's text: `document[start..start + text.len()]`.
    pub text: &'t str,
    /// Byte offset of the chunk in the document.
    pub start: usize,
    /// Number of line ends in the document before the chunk (`\n`, `\r\n`, lone `\r`).
    pub lines_before: usize,
    /// Number of characters between the start of the document line the chunk starts on
    /// and the chunk: 0 when the chunk starts at a line start.
    pub column_offset: usize,
}

impl Chunk<'_> {
    /// Moves a fact of this chunk's own extraction to document coordinates.
    pub fn shift_fact(&self, fact: &mut Fact) {
        (fact.span, fact.line, fact.column) = self.shift(fact.span, fact.line, fact.column);
    }

    /// Moves a finding of this chunk's own extraction to document coordinates.
    pub fn shift_finding(&self, finding: &mut Finding) {
        (finding.span, finding.line, finding.column) =
            self.shift(finding.span, finding.line, finding.column);
    }

    fn shift(&self, span: [usize; 2], line: usize, column: usize) -> ([usize; 2], usize, usize) {
        // Only the chunk's first line can start before the chunk.
        let column = if line <= 1 {
            column + self.column_offset
        } else {
            column
        };
        (
            [span[0] + self.start, span[1] + self.start],
            line + self.lines_before,
            column,
        )
    }
}

/// Cuts `text` into chunks: the whole text as one chunk when it is not longer than
/// `options.threshold` (an empty text is one empty chunk), otherwise pieces of at most
/// `options.chunk_size` bytes (more only when that is less than one character or `\r\n`)
/// that together are the text, in order.
///
/// A cut is looked for in the second half of the chunk's room, latest first: at a paragraph
/// break (after a blank line: blocks, see [`crate::segment::blocks`], are the same on
/// both sides); failing that at a line start (blocks are unchanged except a table row
/// continued over lines); failing that (one long line) after a sentence's end, then after
/// whitespace that is not between two digits ("1 234 567"), then after any whitespace;
/// and in a run of half a chunk without any whitespace, at the character boundary at the
/// end of the room, which cuts one word. Never inside a character, never between `\r` and
/// `\n`. The cost is linear in the text's length.
pub fn chunks(text: &str, options: ChunkOptions) -> Chunks<'_> {
    Chunks {
        text,
        pos: 0,
        chunk_size: options.chunk_size.max(1),
        whole: text.len() <= options.threshold,
        done: false,
        lines_before: 0,
        column_offset: 0,
    }
}

/// The iterator of [`chunks`].
#[derive(Debug, Clone)]
pub struct Chunks<'t> {
    text: &'t str,
    pos: usize,
    chunk_size: usize,
    whole: bool,
    done: bool,
    lines_before: usize,
    column_offset: usize,
}

impl Chunks<'_> {
    /// Will the text be cut into more than one chunk?
    pub fn is_chunked(&self) -> bool {
        !self.whole
    }
}

impl<'t> Iterator for Chunks<'t> {
    type Item = Chunk<'t>;

    fn next(&mut self) -> Option<Chunk<'t>> {
        let text = self.text;
        if self.done {
            return None;
        }
        let start = self.pos;
        let end = if self.whole || text.len() - start <= self.chunk_size {
            text.len()
        } else {
            cut(text, start, self.chunk_size)
        };
        let chunk = Chunk {
            text: &text[start..end],
            start,
            lines_before: self.lines_before,
            column_offset: self.column_offset,
        };
        // Line and column bookkeeping over the chunk, with the same line ends as
        // `segment::LineIndex` (a cut is never between `\r` and `\n`).
        let bytes = text.as_bytes();
        let mut last_line_start = None;
        for (i, &b) in bytes[start..end].iter().enumerate() {
            let at = start + i;
            if b == b'\n' || (b == b'\r' && bytes.get(at + 1) != Some(&b'\n')) {
                self.lines_before += 1;
                last_line_start = Some(at + 1);
            }
        }
        let count_chars = |s: &[u8]| s.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        match last_line_start {
            Some(ls) => self.column_offset = count_chars(&bytes[ls..end]),
            None => self.column_offset += count_chars(&bytes[start..end]),
        }
        self.pos = end;
        self.done = end >= text.len();
        Some(chunk)
    }
}

/// Largest character boundary at or before `i` (clamped to the text).
fn floor_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Smallest character boundary at or after `i` (clamped to the text).
fn ceil_boundary(text: &str, i: usize) -> usize {
    let mut i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i += 1;
    }
    i
}

/// Does a line start at byte `p` (0 < p < len)?
fn is_line_start(bytes: &[u8], p: usize) -> bool {
    match bytes[p - 1] {
        b'\n' => true,
        b'\r' => bytes.get(p) != Some(&b'\n'),
        _ => false,
    }
}

/// Is the line that ends just before the line start `p` blank (spaces and tabs only)? A
/// blank line longer than this many bytes is not recognised, which keeps the search linear.
const MAX_BLANK_LINE: usize = 256;

fn previous_line_blank(bytes: &[u8], p: usize) -> bool {
    // `p - 1` is the line end (the `\n` of `\r\n`, or a lone `\n` or `\r`).
    let mut i = p - 1;
    if bytes[i] == b'\n' && i > 0 && bytes[i - 1] == b'\r' {
        i -= 1;
    }
    let floor = i.saturating_sub(MAX_BLANK_LINE);
    while i > floor && matches!(bytes[i - 1], b' ' | b'\t') {
        i -= 1;
    }
    i == 0 || matches!(bytes[i - 1], b'\n' | b'\r')
}

/// Where the chunk starting at `start` ends (see [`chunks`]); `text.len() - start` is more
/// than `size`. The result is a character boundary in `start + 1..=start + size`, not
/// between `\r` and `\n` (or just past the first character or `\r\n`, when that is longer
/// than `size`).
fn cut(text: &str, start: usize, size: usize) -> usize {
    let bytes = text.as_bytes();
    let limit = floor_boundary(text, start + size);
    if limit <= start {
        return outside_crlf(bytes, ceil_boundary(text, start + 1), start);
    }
    let lo = ceil_boundary(text, start + size / 2).min(limit);
    // A paragraph break, else a line start.
    let mut line_start = None;
    let mut p = limit;
    while p >= lo && p > start {
        if is_line_start(bytes, p) {
            if previous_line_blank(bytes, p) {
                return p;
            }
            line_start.get_or_insert(p);
        }
        p -= 1;
    }
    if let Some(p) = line_start {
        return p;
    }
    // One long line: after a sentence's end, else after whitespace.
    let mut not_in_number = None;
    let mut any_space = None;
    for (i, c) in text[lo..limit].char_indices().rev() {
        let at = lo + i;
        let after = at + c.len_utf8();
        if matches!(c, '。' | '！' | '？') {
            return after;
        }
        // `\r` cannot be followed by `\n` here (that would be a line start), but stay safe.
        if !c.is_whitespace() || c == '\r' {
            continue;
        }
        let before = text[..at].chars().next_back();
        if matches!(before, Some('.' | '!' | '?' | ';')) {
            return after;
        }
        let next = text[after..].chars().next();
        let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
        if not_in_number.is_none() && !(digit(before) && digit(next)) {
            not_in_number = Some(after);
        }
        any_space.get_or_insert(after);
    }
    not_in_number
        .or(any_space)
        .or_else(|| after_placeholder(text, lo, limit).filter(|&p| p > start))
        .unwrap_or_else(|| outside_crlf(bytes, limit, start))
}

/// The last place in `lo..=limit` right after a placeholder "XNUMX", so that a run of
/// placeholders without spaces ("XNUMXXNUMX…") is not cut inside one of them.
fn after_placeholder(text: &str, lo: usize, limit: usize) -> Option<usize> {
    let from = floor_boundary(text, lo.saturating_sub(crate::numbers::PLACEHOLDER.len()));
    text[from..limit]
        .rfind(crate::numbers::PLACEHOLDER)
        .map(|i| from + i + crate::numbers::PLACEHOLDER.len())
        .filter(|&p| p >= lo && p > 0)
}

/// `p`, or next to it when it falls between `\r` and `\n`: before the `\r` when that is
/// after `start`, else after the `\n`.
fn outside_crlf(bytes: &[u8], p: usize, start: usize) -> usize {
    if p > 0 && bytes[p - 1] == b'\r' && bytes.get(p) == Some(&b'\n') {
        if p - 1 > start {
            p - 1
        } else {
            p + 1
        }
    } else {
        p
    }
}

/// The facts and findings of one chunk, in document coordinates.
#[derive(Debug, Clone, PartialEq)]
pub struct ChunkReport {
    /// Byte offset of the chunk in the document.
    pub start: usize,
    /// Length of the chunk in bytes.
    pub len: usize,
    /// The language detected for the chunk (or forced) and its confidence, as in
    /// [`DocumentReport`].
    pub lang: String,
    pub lang_confidence: f64,
    /// Sorted by position, like a document's; every fact of a later chunk comes after.
    pub facts: Vec<Fact>,
    pub findings: Vec<Finding>,
}

/// Extraction of a document chunk by chunk: an iterator of [`ChunkReport`]s, in document
/// order, each extracted when asked for; the document's language and schema check are
/// kept as it goes.
///
/// The document's `lang` and `lang_confidence` are those of its first chunk (the whole
/// document when it is not chunked): they are known before any fact is written, so a
/// streamed report can put them first, as the contract's field order has them. Each chunk
/// reads its own figures in the language detected for it (or the forced one).
pub struct ChunkedExtraction<'a> {
    extractor: &'a Extractor,
    doc: &'a str,
    lang: Option<&'a str>,
    chunks: Chunks<'a>,
    /// The schema check of every profile the document may be of (the forced one alone,
    /// when one is), by profile index; the kind is chosen from `kind_evidence` when asked.
    schema: Vec<(usize, SchemaAccumulator<'a>)>,
    kind_evidence: KindEvidence,
    doc_lang: Option<(String, f64)>,
    facts: usize,
    findings: usize,
}

impl<'a> ChunkedExtraction<'a> {
    /// Extraction of `text` (named `doc`) with the language forced (`Some("de")`) or
    /// detected per chunk (`None`).
    pub fn new(
        extractor: &'a Extractor,
        doc: &'a str,
        text: &'a str,
        lang: Option<&'a str>,
        options: ChunkOptions,
    ) -> Self {
        ChunkedExtraction {
            extractor,
            doc,
            lang,
            chunks: chunks(text, options),
            schema: {
                let (profiles, _) = extractor.profiles();
                match extractor.forced_profile() {
                    Some(p) => vec![(p, profiles.get(p).accumulator())],
                    None => (0..profiles.list.len())
                        .map(|p| (p, profiles.get(p).accumulator()))
                        .collect(),
                }
            },
            kind_evidence: KindEvidence::default(),
            doc_lang: None,
            facts: 0,
            findings: 0,
        }
    }

    /// Is the document cut into more than one chunk?
    pub fn is_chunked(&self) -> bool {
        self.chunks.is_chunked()
    }

    /// The document's language and confidence: those of the first chunk, once it has
    /// been extracted.
    pub fn lang(&self) -> Option<(&str, f64)> {
        self.doc_lang.as_ref().map(|(l, c)| (l.as_str(), *c))
    }

    /// The expected-schema check over all facts of the chunks extracted so far (of the
    /// document, once the iterator is exhausted).
    pub fn schema(&self) -> SchemaCheck {
        let (profile, choice) = self.extractor.choose_kind(&self.kind_evidence);
        self.schema
            .iter()
            .find(|(p, _)| *p == profile)
            .map(|(_, acc)| acc.check_as(Some(choice.clone())))
            .unwrap_or_else(|| self.schema[0].1.check_as(Some(choice)))
    }

    /// Numbers of facts and findings handed out so far.
    pub fn counts(&self) -> (usize, usize) {
        (self.facts, self.findings)
    }

    /// Extracts every chunk and gathers them into one report (all in memory: for
    /// documents that are not too large, and for tests).
    pub fn into_report(mut self) -> DocumentReport {
        let mut facts = Vec::new();
        let mut findings = Vec::new();
        for chunk in self.by_ref() {
            facts.extend(chunk.facts);
            findings.extend(chunk.findings);
        }
        let (lang, lang_confidence) = self.doc_lang.take().unwrap_or_else(|| ("und".into(), 0.0));
        DocumentReport {
            doc: self.doc.to_string(),
            lang,
            lang_confidence,
            facts,
            findings,
            schema: self.schema(),
        }
    }
}

impl Iterator for ChunkedExtraction<'_> {
    type Item = ChunkReport;

    fn next(&mut self) -> Option<ChunkReport> {
        let chunk = self.chunks.next()?;
        let (report, evidence) = self.extractor.extract_part(self.doc, chunk.text, self.lang);
        self.kind_evidence.add(&evidence);
        let mut facts = report.facts;
        let mut findings = report.findings;
        for f in &mut facts {
            chunk.shift_fact(f);
            for (_, acc) in &mut self.schema {
                acc.add(f);
            }
        }
        for f in &mut findings {
            chunk.shift_finding(f);
        }
        self.facts += facts.len();
        self.findings += findings.len();
        if self.doc_lang.is_none() {
            self.doc_lang = Some((report.lang.clone(), report.lang_confidence));
        }
        Some(ChunkReport {
            start: chunk.start,
            len: chunk.text.len(),
            lang: report.lang,
            lang_confidence: report.lang_confidence,
            facts,
            findings,
        })
    }
}

/// The report of a document, extracted in chunks when it is longer than
/// `options.threshold` (see [`ChunkedExtraction`]); for a shorter one, exactly
/// [`Extractor::extract_as`].
pub fn extract_document(
    extractor: &Extractor,
    doc: &str,
    text: &str,
    lang: Option<&str>,
    options: ChunkOptions,
) -> DocumentReport {
    if text.len() <= options.threshold {
        return extractor.extract_as(doc, text, lang);
    }
    ChunkedExtraction::new(extractor, doc, text, lang, options).into_report()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::segment::LineIndex;

    fn opts(threshold: usize, chunk_size: usize) -> ChunkOptions {
        ChunkOptions {
            threshold,
            chunk_size,
        }
    }

    /// The chunks tile the text, start on character boundaries, and carry the right line
    /// and column offsets.
    fn check_tiling(text: &str, o: ChunkOptions) -> Vec<Chunk<'_>> {
        let all: Vec<Chunk<'_>> = chunks(text, o).collect();
        let index = LineIndex::new(text);
        let mut pos = 0;
        for c in &all {
            assert_eq!(c.start, pos);
            assert!(text.is_char_boundary(c.start));
            assert_eq!(&text[c.start..c.start + c.text.len()], c.text);
            assert!(!c.text.is_empty() || text.is_empty());
            if c.start > 0 {
                assert!(
                    !(text.as_bytes()[c.start - 1] == b'\r' && text.as_bytes()[c.start] == b'\n'),
                    "cut inside \\r\\n"
                );
            }
            let (line, column) = index.position(text, c.start);
            assert_eq!(line, c.lines_before + 1, "line at {}", c.start);
            assert_eq!(column, c.column_offset + 1, "column at {}", c.start);
            pos += c.text.len();
        }
        assert_eq!(pos, text.len());
        all
    }

    #[test]
    fn short_text_is_one_chunk() {
        let all = check_tiling("a\n\nb", opts(10, 2));
        assert_eq!(all.len(), 1);
        let all = check_tiling("", opts(0, 2));
        assert_eq!(all.len(), 1);
        assert_eq!(all[0].text, "");
    }

    #[test]
    fn cuts_at_paragraph_break_then_line_then_space() {
        let text = "aaaa\n\nbbbb\ncccc\ndddd";
        let all = check_tiling(text, opts(0, 12));
        assert_eq!(all[0].text, "aaaa\n\n");
        // No blank line in the room "bbbb\ncccc\ndd": the last line start.
        assert_eq!(all[1].text, "bbbb\ncccc\n");
        let all = check_tiling("one two. three four five", opts(0, 16));
        assert_eq!(all[0].text, "one two. ");
        let all = check_tiling("1 234 567 abc 1 000 000", opts(0, 16));
        assert_eq!(all[0].text, "1 234 567 abc ");
    }

    #[test]
    fn never_inside_a_character_or_crlf() {
        let text = "数据".repeat(40) + "\r\n" + &"é".repeat(30) + "\r" + &"x ".repeat(30);
        for size in 1..40 {
            check_tiling(&text, opts(0, size));
        }
        check_tiling(&"XNUMX".repeat(100), opts(0, 7));
        check_tiling("\r\n\r\n\r\n\r\n\r\n", opts(0, 3));
        check_tiling("  \n \n\t\n", opts(0, 2));
        let mixed = "a\r\nb\rc\n\n d  \r\n\r\n| x |\n y |\u{3000}数。e 1 2";
        for size in 1..mixed.len() + 2 {
            check_tiling(mixed, opts(0, size));
        }
    }
}
