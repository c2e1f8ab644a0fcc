//! Segmentation of a document into blocks (paragraph-level units), sentences and
//! table cells, plus a [`LineIndex`] that maps byte offsets to line/column positions.
//!
//! All functions work on byte ranges into the original text, never copy it, run in
//! linear time and never panic, whatever the input (empty text, no final newline,
//! `\r\n` or lone `\r` line ends, one huge line, ranges that are out of bounds or
//! not on character boundaries).
//!
//! # Block rules
//!
//! Line ends are `\n`, `\r\n` and a lone `\r`. A line is *blank* when it holds only
//! whitespace (Unicode `White_Space`, plus the byte-order mark U+FEFF). Every
//! non-blank line belongs to exactly one block, and block spans never include the
//! line end or leading/trailing whitespace:
//!
//! * A line starting with `|` is a [`BlockKind::TableRow`] of its own.
//! * **Continued cells:** a line that does *not* start with `|` but *ends* with `|`,
//!   directly after a line of a table row (no blank line between), continues that
//!   row: the row's block grows to cover it. This is how the corpus writes cells
//!   that span several lines:
//!
//!   ```text
//!   | Sequentielles Lesen / Schreiben |
//!   1 TB: 3500/1000 MB/s 2 TB: 3500/1900 MB/s ... |
//!   800 GB: 3500/1000 MB/s 1.6 TB: 3500/1900 MB/s ... |
//!   ```
//!
//!   is one `TableRow` block with three cells (see [`table_cells`]).
//! * A line whose first non-blank characters are a list marker — `-`, `*`, `•`, `◦`,
//!   `‣` or `–` followed by whitespace, or 1–3 digits followed by `.` or `)` and
//!   whitespace (`1. `, `12) `) — is a [`BlockKind::ListItem`], one block per line
//!   (indented items such as `  - foo` included). The marker is part of the span;
//!   [`list_item_body`] gives the text after it.
//! * Every other non-blank line is a [`BlockKind::Prose`] block of its own. Soft-wrapped
//!   prose (a paragraph broken over several lines) is not joined: several of the
//!   corpus documents have no blank lines at all, so "one line = one paragraph" is
//!   the only rule that is right for all of them, and it is simple and predictable.

use std::ops::Range;

use unicode_segmentation::UnicodeSegmentation;

use crate::rules::SentenceRules;

/// What kind of block a [`Block`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BlockKind {
    /// A line of running text (a paragraph, heading or caption).
    Prose,
    /// A table row (`| a | b |`), possibly continued over several lines.
    TableRow,
    /// A list item (`- foo`, `* foo`, `• foo`, `1. foo`).
    ListItem,
}

/// A paragraph-level block: a byte range into the document and its kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// Byte range into the document, trimmed of surrounding whitespace and line ends.
    pub span: Range<usize>,
    /// The kind of the block.
    pub kind: BlockKind,
}

/// Is `c` whitespace for trimming purposes (Unicode White_Space or a BOM)?
#[inline]
fn is_space(c: char) -> bool {
    c.is_whitespace() || c == '\u{feff}'
}

/// Trim `range` of `text` (assumed valid) of surrounding whitespace.
fn trim_range(text: &str, range: Range<usize>) -> Range<usize> {
    let s = &text[range.clone()];
    let left = s.len() - s.trim_start_matches(is_space).len();
    let right = s.trim_end_matches(is_space).len();
    if right <= left {
        // Only whitespace: an empty range where the content would start.
        let p = range.start + s.len();
        return p..p;
    }
    range.start + left..range.start + right
}

/// Clamp `range` to `text` and to character boundaries (start rounded up, end
/// rounded down); returns an empty range when nothing valid is left.
pub(crate) fn clamp_range(text: &str, range: &Range<usize>) -> Range<usize> {
    let len = text.len();
    let mut start = range.start.min(len);
    let mut end = range.end.min(len);
    while start < len && !text.is_char_boundary(start) {
        start += 1;
    }
    while end > 0 && !text.is_char_boundary(end) {
        end -= 1;
    }
    if end < start {
        end = start;
    }
    start..end
}

/// Byte ranges of the lines of `text` (without their line ends).
/// Line ends: `\n`, `\r\n`, lone `\r`. A final line end does not start a new line.
fn lines(text: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    let bytes = text.as_bytes();
    let mut pos = 0usize;
    std::iter::from_fn(move || {
        if pos >= bytes.len() {
            return None;
        }
        let start = pos;
        let mut i = memchr::memchr2(b'\n', b'\r', &bytes[pos..]).map_or(bytes.len(), |k| pos + k);
        let end = i;
        if i < bytes.len() {
            if bytes[i] == b'\r' && i + 1 < bytes.len() && bytes[i + 1] == b'\n' {
                i += 2;
            } else {
                i += 1;
            }
        }
        pos = i;
        Some(start..end)
    })
}

/// Length in bytes of the list marker (including the whitespace after it) at the
/// start of `line` (already trimmed on the left), if `line` starts with one.
fn list_marker_len(line: &str) -> Option<usize> {
    let mut chars = line.char_indices();
    let (_, first) = chars.next()?;
    let after_marker = if matches!(first, '-' | '*' | '•' | '◦' | '‣' | '–') {
        first.len_utf8()
    } else if first.is_ascii_digit() {
        let digits = line.bytes().take(4).take_while(u8::is_ascii_digit).count();
        if digits > 3 {
            return None;
        }
        match line.as_bytes().get(digits) {
            Some(b'.') | Some(b')') => digits + 1,
            _ => return None,
        }
    } else {
        return None;
    };
    let rest = &line[after_marker..];
    let ws = rest.len() - rest.trim_start_matches(is_space).len();
    if ws == 0 || ws == rest.len() {
        // No whitespace after the marker ("-40 °C", "2.5 hours") or nothing after it.
        return None;
    }
    Some(after_marker + ws)
}

/// Paragraph-level blocks of a document, in order, covering every non-blank line
/// exactly once. See the [module documentation](self) for the rules.
pub fn blocks(text: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    // Is the previous line (with no blank line between) part of a table row block
    // (the last block in `out`)?
    let mut prev_is_table = false;
    for line in lines(text) {
        let span = trim_range(text, line);
        if span.is_empty() {
            prev_is_table = false;
            continue;
        }
        let s = &text[span.clone()];
        if s.starts_with('|') {
            out.push(Block {
                span,
                kind: BlockKind::TableRow,
            });
            prev_is_table = true;
        } else if prev_is_table && s.ends_with('|') {
            // Continued cell: grow the previous table row.
            if let Some(last) = out.last_mut() {
                last.span.end = span.end;
            }
        } else {
            let kind = if list_marker_len(s).is_some() {
                BlockKind::ListItem
            } else {
                BlockKind::Prose
            };
            out.push(Block { span, kind });
            prev_is_table = false;
        }
    }
    out
}

/// The text of a list item after its marker, as an absolute byte range. For blocks
/// that are not list items (or have no marker) this is the block's span.
pub fn list_item_body(text: &str, block: &Block) -> Range<usize> {
    let span = clamp_range(text, &block.span);
    if block.kind != BlockKind::ListItem {
        return span;
    }
    let s = &text[span.clone()];
    let lead = s.len() - s.trim_start_matches(is_space).len();
    match list_marker_len(&s[lead..]) {
        Some(n) => trim_range(text, span.start + lead + n..span.end),
        None => span,
    }
}

/// CJK sentence terminators that end a sentence even without following space.
#[inline]
fn is_cjk_terminator(c: char) -> bool {
    matches!(c, '。' | '！' | '？' | '｡')
}

/// Closing punctuation that stays with the sentence before it (after a terminator).
#[inline]
fn is_closing(c: char) -> bool {
    matches!(
        c,
        '」' | '』' | '”' | '’' | '）' | ')' | '】' | '〕' | '〉' | '》' | '"' | '\'' | '»' | '›'
    )
}

/// Does `s` (a trimmed sentence piece) end with an abbreviation's period?
fn ends_with_abbreviation(s: &str, rules: &SentenceRules) -> bool {
    let Some(body) = s.strip_suffix('.') else {
        return false;
    };
    // The word before the period: letters only (stops at space, '.', digits...).
    let word_start = body
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_alphabetic())
        .last()
        .map(|(i, _)| i)
        .unwrap_or(body.len());
    let word = &body[word_start..];
    if word.is_empty() {
        return false;
    }
    if word.len() == 1 && word.as_bytes()[0].is_ascii_alphabetic() {
        // Initials and "z. B.", "e.g.", "i.e.".
        return true;
    }
    rules.is_abbreviation(word)
}

/// Does `s` end with a 1–3 digit number and a period, the number standing alone
/// ("im 99.", "(99.")?
fn ends_with_ordinal(s: &str) -> bool {
    let Some(body) = s.strip_suffix('.') else {
        return false;
    };
    let digits = body
        .bytes()
        .rev()
        .take(4)
        .take_while(u8::is_ascii_digit)
        .count();
    if digits == 0 || digits > 3 {
        return false;
    }
    match body[..body.len() - digits].chars().next_back() {
        None => true,
        Some(c) => is_space(c) || c == '(',
    }
}

/// Does `s` start with an ordinal noun of the rules ("Perzentil") as a whole word?
fn starts_with_ordinal_noun(s: &str, rules: &SentenceRules) -> bool {
    let end = s
        .char_indices()
        .find(|(_, c)| !c.is_alphabetic())
        .map_or(s.len(), |(i, _)| i);
    rules.is_ordinal_noun(&s[..end])
}

/// Sentences of a block, as absolute byte ranges into `text`, trimmed of surrounding
/// whitespace and never empty.
///
/// Uses UAX#29 sentence bounds (unicode-segmentation), additionally splits after the
/// CJK terminators `。！？｡` even when no space follows (closing brackets and quotes
/// after the terminator stay with the sentence), and undoes a break after a known
/// abbreviation of the `rules` or a single letter followed by `.` ("ca.", "Mio.", "z. B.",
/// "e.g."), and a break after an ordinal before an ordinal noun of the `rules` ("im 99.
/// Perzentil").
/// Sentences may still split inside a figure's context in machine-translated text,
/// which is why figures are looked for per block.
pub fn sentences(text: &str, block: &Block, rules: &SentenceRules) -> Vec<Range<usize>> {
    let span = clamp_range(text, &block.span);
    let base = span.start;
    let span_end = span.end;
    let slice = &text[span];
    let mut raw: Vec<Range<usize>> = Vec::new();
    for (off, piece) in slice.split_sentence_bound_indices() {
        // Split further after CJK terminators inside the piece.
        let mut start = 0usize;
        let mut iter = piece.char_indices().peekable();
        while let Some((i, c)) = iter.next() {
            if is_cjk_terminator(c) {
                let mut end = i + c.len_utf8();
                while let Some(&(j, d)) = iter.peek() {
                    if is_closing(d) || is_cjk_terminator(d) {
                        end = j + d.len_utf8();
                        iter.next();
                    } else {
                        break;
                    }
                }
                if end < piece.len() {
                    raw.push(base + off + start..base + off + end);
                    start = end;
                }
            }
        }
        if start < piece.len() {
            raw.push(base + off + start..base + off + piece.len());
        }
    }
    let mut out: Vec<Range<usize>> = Vec::with_capacity(raw.len());
    let mut merge_next = false;
    let mut after_ordinal = false;
    // Start of opening brackets cut off the end of the previous piece: UAX#29 keeps
    // an opening bracket after a terminator ("是的！（好）") with the sentence before.
    let mut carried: Option<usize> = None;
    for r in raw {
        let mut r = trim_range(text, r);
        if r.is_empty() {
            continue;
        }
        if let Some(c) = carried.take() {
            r.start = c;
        }
        let s = &text[r.clone()];
        let body = s.trim_end_matches(is_opening);
        if body.len() < s.len() {
            if body.trim_end_matches(is_space).is_empty() {
                // Only opening brackets: they start the next piece.
                carried = Some(r.start);
                continue;
            }
            carried = Some(r.start + body.len());
            r = trim_range(text, r.start..r.start + body.len());
        }
        let piece = &text[r.clone()];
        let merge = merge_next || (after_ordinal && starts_with_ordinal_noun(piece, rules));
        let abbrev = ends_with_abbreviation(piece, rules);
        after_ordinal = ends_with_ordinal(piece);
        match out.last_mut() {
            Some(last) if merge => last.end = r.end,
            _ => out.push(r),
        }
        merge_next = abbrev;
    }
    if let Some(c) = carried {
        // Opening brackets at the very end: keep them as (part of) the last sentence.
        let end = trim_range(text, c..span_end).end.max(c + 1);
        match out.last_mut() {
            Some(last) => last.end = last.end.max(end),
            None => out.push(c..end),
        }
    }
    out
}

/// Opening brackets and quotes, which belong to the sentence after them.
#[inline]
fn is_opening(c: char) -> bool {
    matches!(
        c,
        '（' | '(' | '「' | '『' | '【' | '〔' | '〈' | '《' | '“' | '‘' | '[' | '{' | '«' | '‹'
    )
}

/// Cells of a table row block, as absolute byte ranges into `text`: trimmed,
/// excluding the `|` separators, in order. Empty cells are included as empty ranges
/// (at the end of the cell's whitespace). `\|` is not a separator.
///
/// Text before the first `|` and after the last `|` is a cell only when it is not
/// blank, so `| a | b |` has two cells, `| a | |` has two (the second empty),
/// `| a | ||` has three. A row continued over several lines is split at every `|`,
/// line ends included: `| Lesen |\n1 TB: 3500 |\n800 GB: 3500 |` has three cells.
pub fn table_cells(text: &str, block: &Block) -> Vec<Range<usize>> {
    let span = clamp_range(text, &block.span);
    let base = span.start;
    let bytes = &text.as_bytes()[span.clone()];
    let mut seps: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'|' => {
                seps.push(i);
                i += 1;
            }
            _ => i += 1,
        }
    }
    let mut out = Vec::with_capacity(seps.len() + 1);
    let mut prev: Option<usize> = None;
    for &sep in &seps {
        let cell = match prev {
            None => trim_range(text, base..base + sep),
            Some(p) => trim_range(text, base + p + 1..base + sep),
        };
        if prev.is_some() || !cell.is_empty() {
            out.push(cell);
        }
        prev = Some(sep);
    }
    let tail = match prev {
        None => trim_range(text, span),
        Some(p) => trim_range(text, base + p + 1..span.end),
    };
    if !tail.is_empty() {
        out.push(tail);
    }
    out
}

/// Maps byte offsets of one document to 1-based (line, column) positions, where the
/// column counts Unicode scalar values. Line ends are `\n`, `\r\n` and lone `\r`, as
/// for [`blocks`].
///
/// Built once per document in O(n); each lookup is a binary search plus counting at
/// most [`LineIndex::CHECKPOINT`] bytes, so it stays cheap even on a single 100 MB line.
#[derive(Debug, Clone)]
pub struct LineIndex {
    /// Byte offset of the start of each line (the first is 0).
    line_starts: Vec<usize>,
    /// Number of chars in `text[..k * CHECKPOINT]`, for k = 0, 1, ...
    char_checkpoints: Vec<usize>,
    /// Length of the text the index was built for.
    len: usize,
}

impl LineIndex {
    /// Distance in bytes between two char-count checkpoints.
    pub const CHECKPOINT: usize = 4096;

    /// Builds the index for `text`.
    pub fn new(text: &str) -> Self {
        let bytes = text.as_bytes();
        let mut line_starts = vec![0];
        let mut char_checkpoints = Vec::with_capacity(bytes.len() / Self::CHECKPOINT + 1);
        let mut chars = 0usize;
        for (c, chunk) in bytes.chunks(Self::CHECKPOINT).enumerate() {
            char_checkpoints.push(chars);
            let base = c * Self::CHECKPOINT;
            for (j, &b) in chunk.iter().enumerate() {
                if b & 0xC0 != 0x80 {
                    chars += 1;
                }
                let i = base + j;
                match b {
                    b'\n' => line_starts.push(i + 1),
                    b'\r' if bytes.get(i + 1) != Some(&b'\n') => line_starts.push(i + 1),
                    _ => {}
                }
            }
        }
        LineIndex {
            line_starts,
            char_checkpoints,
            len: bytes.len(),
        }
    }

    /// Number of chars that start before `byte` (which must be ≤ text length). The
    /// checkpoint at or before `byte` is used; past the last one, the last one.
    fn chars_before(&self, text: &[u8], byte: usize) -> usize {
        let k = (byte / Self::CHECKPOINT).min(self.char_checkpoints.len().saturating_sub(1));
        let from = k * Self::CHECKPOINT;
        let base = self.char_checkpoints.get(k).copied().unwrap_or(0);
        base + text[from.min(byte)..byte]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count()
    }

    /// 1-based (line, column) of byte offset `byte` in `text` (the text the index was
    /// built from). Offsets past the end are clamped to the end; an offset inside a
    /// multi-byte character gives that character's position. A line end belongs to the
    /// line it ends.
    pub fn position(&self, text: &str, byte: usize) -> (usize, usize) {
        let bytes = text.as_bytes();
        let mut byte = byte.min(self.len).min(bytes.len());
        while byte > 0 && !text.is_char_boundary(byte) {
            byte -= 1;
        }
        // Index of the last line start <= byte.
        let line = self.line_starts.partition_point(|&s| s <= byte).max(1) - 1;
        let line_start = self.line_starts[line].min(byte);
        let col = self.chars_before(bytes, byte) - self.chars_before(bytes, line_start);
        (line + 1, col + 1)
    }

    /// Number of lines (at least 1, also for an empty text).
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }
}

/// 1-based (line, column) of each of `sorted_offsets` in `text`, exactly as
/// [`LineIndex::position`] gives them, by one scan of the text up to the last offset (a
/// report's facts and findings are many; a lookup each would rescan lines, and an index
/// reads all of the text). A lone '\r' ends a line too; an offset past the end is the
/// end, one inside a character that character.
pub fn positions_of(text: &str, sorted_offsets: &[usize]) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(sorted_offsets.len());
    let last = sorted_offsets.last().map_or(0, |&o| o.min(bytes.len()));
    // The line breaks before the last offset, found by one search: offsets are many (one
    // per fact and finding), and a search started per offset cost more than the scan.
    let mut breaks = memchr::memchr2_iter(b'\n', b'\r', &bytes[..last])
        .filter(|&i| bytes[i] == b'\n' || bytes.get(i + 1) != Some(&b'\n'))
        .peekable();
    // Line and column of byte `pos`.
    let (mut line, mut column, mut pos) = (1usize, 1usize, 0usize);
    for &offset in sorted_offsets {
        let mut target = offset.min(bytes.len());
        while target > 0 && !text.is_char_boundary(target) {
            target -= 1;
        }
        if target > pos {
            let mut line_start = None;
            while let Some(i) = breaks.next_if(|&i| i < target) {
                line += 1;
                line_start = Some(i + 1);
            }
            column = match line_start {
                Some(start) => 1 + chars_in(&bytes[start..target]),
                None => column + chars_in(&bytes[pos..target]),
            };
            pos = target;
        }
        out.push((line, column));
    }
    out
}

/// Characters in a byte slice of UTF-8: every byte but a continuation byte (10xxxxxx)
/// starts one. Counted 8 bytes at a time: a column is the count from its line's start,
/// and a report asks for it up to its last fact, so this runs over most of the text.
fn chars_in(bytes: &[u8]) -> usize {
    const HIGH_BITS: u64 = 0x8080_8080_8080_8080;
    let (chunks, rest) = bytes.as_chunks::<8>();
    let mut continuation = 0;
    for chunk in chunks {
        let x = u64::from_le_bytes(*chunk);
        // Bit 7 of each byte set when bit 7 is set and bit 6 is not; the shift brings
        // each byte's bit 6 to bit 7 of the same byte (bits from the byte below land
        // elsewhere, and HIGH_BITS keeps bit 7 only).
        continuation += (x & !(x << 1) & HIGH_BITS).count_ones() as usize;
    }
    continuation += rest.iter().filter(|&&b| b & 0xC0 == 0x80).count();
    bytes.len() - continuation
}

/// Sentences of a block for context purposes, by one cheap scan (unicode sentence
/// segmentation was the costliest stage): a sentence ends after 。！？ or after . ! ?
/// followed by a space, but not after an abbreviation of the `rules`, nor after an ordinal
/// ("99. Perzentil") where the rules say ordinals end with a period.
pub fn quick_sentences(
    text: &str,
    span: std::ops::Range<usize>,
    rules: &SentenceRules,
) -> Vec<std::ops::Range<usize>> {
    let slice = &text[span.clone()];
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = slice.as_bytes();
    // Only the bytes that can start a terminator are looked at: '.', '!', '?' and the
    // first bytes of 。(E3 80 82), ！(EF BC 81) and ？(EF BC 9F). Two memchr searches
    // keep the next of each kind; the nearer one is the next candidate.
    let next_ascii = |from: usize| {
        memchr::memchr3(b'.', b'!', b'?', &bytes[from..]).map_or(bytes.len(), |k| from + k)
    };
    let next_wide =
        |from: usize| memchr::memchr2(0xE3, 0xEF, &bytes[from..]).map_or(bytes.len(), |k| from + k);
    let (mut ascii_at, mut wide_at) = (next_ascii(0), next_wide(0));
    loop {
        let i = ascii_at.min(wide_at);
        if i >= bytes.len() {
            break;
        }
        let (c, len) = match bytes[i] {
            b'.' => ('.', 1),
            b'!' => ('!', 1),
            b'?' => ('?', 1),
            0xE3 if bytes[i + 1..].starts_with(&[0x80, 0x82]) => ('。', 3),
            0xEF if bytes[i + 1..].starts_with(&[0xBC, 0x81]) => ('！', 3),
            0xEF if bytes[i + 1..].starts_with(&[0xBC, 0x9F]) => ('？', 3),
            _ => ('\0', 1),
        };
        let end = i + len;
        if ascii_at < end {
            ascii_at = next_ascii(end);
        }
        if wide_at < end {
            wide_at = next_wide(end);
        }
        if c == '\0' {
            continue;
        }
        let end = i + len;
        let ends = match c {
            '。' | '！' | '？' => true,
            // Most '.' are not followed by a space ("264.000", "U.2"): the word before
            // is looked at only for those that are.
            _ if !slice[end..].chars().next().is_some_and(char::is_whitespace) => false,
            '!' | '?' => true,
            _ => {
                let word = slice[..i]
                    .rsplit(|ch: char| ch.is_whitespace() || ch == '(')
                    .next()
                    .unwrap_or("");
                let abbreviation = rules.is_abbreviation(word);
                let ordinal = rules.ordinal_period()
                    && !word.is_empty()
                    && word.len() <= 2
                    && word.bytes().all(|b| b.is_ascii_digit())
                    && slice[end..]
                        .trim_start()
                        .starts_with(|n: char| n.is_uppercase());
                !abbreviation && !ordinal
            }
        };
        if ends {
            out.push(span.start + start..span.start + end);
            start = end;
        }
    }
    if start < slice.len() {
        out.push(span.start + start..span.end);
    }
    out
}

#[cfg(test)]
mod tests {
    /// The sentence rules of the embedded locales (the abbreviations and ordinal nouns of
    /// `rules/de` and `rules/en`).
    fn embedded() -> &'static crate::rules::SentenceRules {
        static RULES: std::sync::OnceLock<crate::rules::RuleSet> = std::sync::OnceLock::new();
        RULES
            .get_or_init(|| crate::rules::RuleSet::embedded().expect("embedded rules load"))
            .sentence_rules()
    }

    use super::*;

    #[test]
    fn chars_in_counts_as_chars_does() {
        let mut texts: Vec<String> = ["de", "zh", "ko"]
            .iter()
            .flat_map(|dir| {
                std::fs::read_dir(format!("{}/corpus/{dir}", env!("CARGO_MANIFEST_DIR"))).unwrap()
            })
            .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
            .collect();
        texts.push("aé中한😀\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}".repeat(5));
        for text in &texts {
            // Every start and end alignment of a window, over the first kilobytes.
            let head = &text.as_bytes()[..text.len().min(4096)];
            for start in 0..24.min(head.len()) {
                for end in (start..head.len()).step_by(7) {
                    let window = &head[start..end];
                    let expected = window.iter().filter(|&&b| b & 0xC0 != 0x80).count();
                    assert_eq!(chars_in(window), expected, "{start}..{end}");
                }
            }
            assert_eq!(chars_in(text.as_bytes()), text.chars().count());
        }
    }

    /// [`quick_sentences`] done the plain way, a char at a time.
    fn quick_sentences_plain(text: &str, span: Range<usize>) -> Vec<Range<usize>> {
        let rules = embedded();
        let slice = &text[span.clone()];
        let mut out = Vec::new();
        let mut start = 0;
        for (i, c) in slice.char_indices() {
            let end = i + c.len_utf8();
            let ends = match c {
                '。' | '！' | '？' => true,
                '.' | '!' | '?' => {
                    let next_is_space =
                        slice[end..].chars().next().is_some_and(char::is_whitespace);
                    let word = slice[..i]
                        .rsplit(|ch: char| ch.is_whitespace() || ch == '(')
                        .next()
                        .unwrap_or("");
                    let abbreviation = c == '.' && rules.is_abbreviation(word);
                    let ordinal = c == '.'
                        && rules.ordinal_period()
                        && !word.is_empty()
                        && word.len() <= 2
                        && word.bytes().all(|b| b.is_ascii_digit())
                        && slice[end..]
                            .trim_start()
                            .starts_with(|n: char| n.is_uppercase());
                    next_is_space && !abbreviation && !ordinal
                }
                _ => false,
            };
            if ends {
                out.push(span.start + start..span.start + end);
                start = end;
            }
        }
        if start < slice.len() {
            out.push(span.start + start..span.end);
        }
        out
    }

    #[test]
    fn quick_sentences_match_the_plain_scan_on_the_corpus() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for dir in ["corpus/de", "corpus/zh", "corpus/ko"] {
            for entry in std::fs::read_dir(root.join(dir)).expect("corpus") {
                let text = std::fs::read_to_string(entry.expect("entry").path()).expect("text");
                for block in blocks(&text) {
                    assert_eq!(
                        quick_sentences(&text, block.span.clone(), embedded()),
                        quick_sentences_plain(&text, block.span)
                    );
                }
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn quick_sentences_match_the_plain_scan(
            pieces in proptest::collection::vec(proptest::sample::select(vec![
                ".", "!", "?", "。", "！", "？", " ", "\n", "z", "B", "ca", "e.g", "99", "1",
                "Perzentil", "a", "(", "\u{3000}", "\u{FF01}", "\u{3001}", "字",
            ]), 0..24),
        ) {
            let text: String = pieces.concat();
            proptest::prop_assert_eq!(
                quick_sentences(&text, 0..text.len(), embedded()),
                quick_sentences_plain(&text, 0..text.len())
            );
        }
    }

    fn texts<'a>(text: &'a str, ranges: &[Range<usize>]) -> Vec<&'a str> {
        ranges.iter().map(|r| &text[r.clone()]).collect()
    }

    fn block_texts(text: &str) -> Vec<(BlockKind, &str)> {
        blocks(text)
            .into_iter()
            .map(|b| (b.kind, &text[b.span]))
            .collect()
    }

    /// corpus/de/huawei-es3600p-v5.txt, lines 10–19 (no blank lines in that file).
    const HUAWEI_TABLE: &str = "| Leistung | ||\n\
| Sequentielles Lesen / Schreiben |\n\
1 TB: 3500/1000 MB/s 2 TB: 3500/1900 MB/s 4 TB: 3500/3200 MB/s 8 TB: 3500/2600 MB/s |\n\
800 GB: 3500/1000 MB/s 1.6 TB: 3500/1900 MB/s 3.2 TB: 3500/3200 MB/s 6.4 TB: 3500/3050 MB/s |\n\
| Zufälliges Lesen/Schreiben |\n\
1 TB: 420/63 IOPS 2 TB: 740/90 IOPS 4 TB: 825/110 IOPS 8 TB: 825/150 IOPS |\n\
800 GB: 420/115 IOPS 1.6 TB: 740/195 IOPS 3.2 TB: 825/300 IOPS 6.4 TB: 825/250 IOPS |\n\
| Durchschnittliche Lese-/Schreiblatenz | 88µs/14µs | |\n\
Designen und Bauen\n\
Die Huawei ES3600 V5 ist eine U.2-SSD mit einem 2.5-Zoll-Formfaktor.\n";

    #[test]
    fn multi_line_table_cells_form_one_row() {
        let bs = blocks(HUAWEI_TABLE);
        let kinds: Vec<BlockKind> = bs.iter().map(|b| b.kind).collect();
        use BlockKind::*;
        assert_eq!(
            kinds,
            vec![TableRow, TableRow, TableRow, TableRow, Prose, Prose]
        );
        let row = &HUAWEI_TABLE[bs[1].span.clone()];
        assert!(row.starts_with("| Sequentielles Lesen / Schreiben |\n1 TB: 3500/1000"));
        assert!(row.ends_with("6.4 TB: 3500/3050 MB/s |"));
        let cells = table_cells(HUAWEI_TABLE, &bs[1]);
        assert_eq!(
            texts(HUAWEI_TABLE, &cells),
            vec![
                "Sequentielles Lesen / Schreiben",
                "1 TB: 3500/1000 MB/s 2 TB: 3500/1900 MB/s 4 TB: 3500/3200 MB/s 8 TB: 3500/2600 MB/s",
                "800 GB: 3500/1000 MB/s 1.6 TB: 3500/1900 MB/s 3.2 TB: 3500/3200 MB/s 6.4 TB: 3500/3050 MB/s",
            ]
        );
        // "| Leistung | ||" has three cells, the last two empty.
        let cells = table_cells(HUAWEI_TABLE, &bs[0]);
        assert_eq!(texts(HUAWEI_TABLE, &cells), vec!["Leistung", "", ""]);
        let cells = table_cells(HUAWEI_TABLE, &bs[3]);
        assert_eq!(
            texts(HUAWEI_TABLE, &cells),
            vec!["Durchschnittliche Lese-/Schreiblatenz", "88µs/14µs", ""]
        );
    }

    #[test]
    fn tbw_row_continues_and_next_row_starts_fresh() {
        // corpus/de/huawei-es3600p-v5.txt, lines 22–26.
        let text = "| DWPD | 1 für 5 Jahre | 3 für 5 Jahre |\n| TBW |\n\
1 TB: 1.825 PBW 2 TB: 3.65 PBW 4 TB: 7.3 PBW 8 TB: 14.6 PBW |\n\
800 GB: 4.38 PBW 1.6 TB: 8.76 PBW 3.2 TB: 17.52 PBW 6.4 TB: 35.04 PBW |\n\
| Zuverlässigkeit | ||";
        let bs = block_texts(text);
        assert_eq!(bs.len(), 3);
        assert!(bs.iter().all(|(k, _)| *k == BlockKind::TableRow));
        assert!(bs[1].1.starts_with("| TBW |\n1 TB: 1.825 PBW"));
        assert!(bs[1].1.ends_with("35.04 PBW |"));
        assert_eq!(bs[2].1, "| Zuverlässigkeit | ||");
    }

    #[test]
    fn continuation_needs_a_directly_preceding_row() {
        // After a blank line, or after prose, a line ending in '|' is not a continuation.
        let text = "| a | b |\n\nfoo |\nbar\nbaz |\n";
        let bs = block_texts(text);
        assert_eq!(
            bs,
            vec![
                (BlockKind::TableRow, "| a | b |"),
                (BlockKind::Prose, "foo |"),
                (BlockKind::Prose, "bar"),
                (BlockKind::Prose, "baz |"),
            ]
        );
    }

    #[test]
    fn korean_table_rows_and_list_items() {
        // corpus/ko/fujitsu-eternus-af250-s2.txt
        let text = "| 호스트 인터페이스 | |\n| 파이버 채널(16Gb/s) | |\n\
SQL Server 테스트 구성(VM당)\n- 윈도우 서버 2012 R2\n- 스토리지 공간: 600GB 할당, 500GB 사용\n";
        let bs = blocks(text);
        assert_eq!(
            bs.iter().map(|b| b.kind).collect::<Vec<_>>(),
            vec![
                BlockKind::TableRow,
                BlockKind::TableRow,
                BlockKind::Prose,
                BlockKind::ListItem,
                BlockKind::ListItem
            ]
        );
        assert_eq!(
            texts(text, &table_cells(text, &bs[1])),
            vec!["파이버 채널(16Gb/s)", ""]
        );
        assert_eq!(
            &text[list_item_body(text, &bs[4])],
            "스토리지 공간: 600GB 할당, 500GB 사용"
        );
    }

    #[test]
    fn list_markers() {
        // corpus/zh/mangstor-nx6325.txt has indented items.
        let text = "閃存陣列\n- 乙太網路 - ENET\n  - NX6325R-016TF-2P100GQSF，10.8TB（4 個 2.7TB SSD）\n\
* star\n• bullet\n1. first\n12) twelfth\n-40 ° C bis + 70 ° C\n2.5 hours preconditioning\n1234. no\n-\n";
        let bs = block_texts(text);
        use BlockKind::*;
        assert_eq!(
            bs,
            vec![
                (Prose, "閃存陣列"),
                (ListItem, "- 乙太網路 - ENET"),
                (
                    ListItem,
                    "- NX6325R-016TF-2P100GQSF，10.8TB（4 個 2.7TB SSD）"
                ),
                (ListItem, "* star"),
                (ListItem, "• bullet"),
                (ListItem, "1. first"),
                (ListItem, "12) twelfth"),
                (Prose, "-40 ° C bis + 70 ° C"),
                (Prose, "2.5 hours preconditioning"),
                (Prose, "1234. no"),
                (Prose, "-"),
            ]
        );
        let b = blocks(text);
        assert_eq!(&text[list_item_body(text, &b[5])], "first");
        assert_eq!(&text[list_item_body(text, &b[0])], "閃存陣列");
    }

    #[test]
    fn blank_lines_crlf_lone_cr_and_whitespace() {
        let text = "\u{feff}  Erste Zeile  \r\n\r\n\t\r\nZweite\rDritte\n   \n\u{3000}中文\u{3000}";
        assert_eq!(
            block_texts(text),
            vec![
                (BlockKind::Prose, "Erste Zeile"),
                (BlockKind::Prose, "Zweite"),
                (BlockKind::Prose, "Dritte"),
                (BlockKind::Prose, "中文"),
            ]
        );
        assert!(blocks("").is_empty());
        assert!(blocks("\n\n \r\n\r").is_empty());
        assert_eq!(
            block_texts("no newline"),
            vec![(BlockKind::Prose, "no newline")]
        );
    }

    #[test]
    fn german_abbreviation_block_stays_whole() {
        let text = "Das Array erreicht ca. 1,2 Mio. IOPS bei 0,5 ms. Das ist viel.\n";
        let bs = blocks(text);
        assert_eq!(bs.len(), 1);
        assert_eq!(
            &text[bs[0].span.clone()],
            "Das Array erreicht ca. 1,2 Mio. IOPS bei 0,5 ms. Das ist viel."
        );
        assert_eq!(
            texts(text, &sentences(text, &bs[0], embedded())),
            vec![
                "Das Array erreicht ca. 1,2 Mio. IOPS bei 0,5 ms.",
                "Das ist viel."
            ]
        );
    }

    #[test]
    fn german_ordinals_do_not_end_sentences() {
        // corpus/de/netapp-aff-a250.txt
        let text =
            "Für die Latenz unseres Worst-Case-Szenarios (99. Perzentil) erreichte der A250 \
19,7 ms. Im 4. Quartal kommt mehr. Es waren 99. Danach nichts.";
        let bs = blocks(text);
        assert_eq!(
            texts(text, &sentences(text, &bs[0], embedded())),
            vec![
                "Für die Latenz unseres Worst-Case-Szenarios (99. Perzentil) erreichte der A250 19,7 ms.",
                "Im 4. Quartal kommt mehr.",
                "Es waren 99.",
                "Danach nichts.",
            ]
        );
    }

    #[test]
    fn sentences_german_prose() {
        // corpus/de/netapp-aff-a250.txt
        let text = "Das NetApp AFF A250 ist ein End-to-End-NVMe-Enterprise-Array der Einstiegsklasse. \
Ausgestattet mit NVMe-SSDs am Back-End und NVMe-über-FC-Host-Konnektivität am Front-End ist der A250 \
eine unglaubliche Leistung zu einem Einstiegspreis. Dadurch können mittlere und kleine Unternehmen ihre \
Workloads am Edge optimal nutzen.";
        let bs = blocks(text);
        let ss = texts(text, &sentences(text, &bs[0], embedded()));
        assert_eq!(ss.len(), 3);
        assert!(ss[0].ends_with("Einstiegsklasse."));
        assert!(ss[2].starts_with("Dadurch"));
    }

    #[test]
    fn sentences_chinese() {
        // corpus/zh/netapp-ef570.txt
        let text =
            "所有VM都以3ms的響應時間執行。對於SQL Server，NetApp EF570以快速的一致的方式執行，\
測量3,160 TPS並在所有四個VM上進行，總計為12,642.245 TPS。真的嗎？是的！（好）";
        let bs = blocks(text);
        let ss = texts(text, &sentences(text, &bs[0], embedded()));
        assert_eq!(
            ss,
            vec![
                "所有VM都以3ms的響應時間執行。",
                "對於SQL Server，NetApp EF570以快速的一致的方式執行，測量3,160 TPS並在所有四個VM上進行，總計為12,642.245 TPS。",
                "真的嗎？",
                "是的！",
                "（好）",
            ]
        );
        let text = "是的！（";
        let bs = blocks(text);
        assert_eq!(
            texts(text, &sentences(text, &bs[0], embedded())),
            vec!["是的！（"]
        );
        // Closing quote stays with its sentence.
        let text = "他說「好。」然後走了。";
        let bs = blocks(text);
        assert_eq!(
            texts(text, &sentences(text, &bs[0], embedded())),
            vec!["他說「好。」", "然後走了。"]
        );
    }

    #[test]
    fn sentences_korean_and_single_letters() {
        // corpus/ko/fujitsu-eternus-af250-s2.txt
        let text = "검토를 위해 Fujitsu ETERNUS AF250 S2는 46TB 원시 시스템 용량으로 구성되어 보다 비용 효율적인 1.92TB SSD를 활용합니다. 퍼포먼스 좋다.";
        let bs = blocks(text);
        assert_eq!(sentences(text, &bs[0], embedded()).len(), 2);
        let text = "Die Laufwerke, z. B. der V5, sind schnell. E.g. this one.";
        let bs = blocks(text);
        assert_eq!(
            texts(text, &sentences(text, &bs[0], embedded())),
            vec![
                "Die Laufwerke, z. B. der V5, sind schnell.",
                "E.g. this one."
            ]
        );
    }

    #[test]
    fn table_cells_edge_cases() {
        let b = |text: &str| Block {
            span: 0..text.len(),
            kind: BlockKind::TableRow,
        };
        let t = "| Modell | ES3500P V5 | ES3600P V5 |";
        assert_eq!(
            texts(t, &table_cells(t, &b(t))),
            vec!["Modell", "ES3500P V5", "ES3600P V5"]
        );
        let t = "| a \\| b | c";
        assert_eq!(texts(t, &table_cells(t, &b(t))), vec!["a \\| b", "c"]);
        let t = "|";
        assert_eq!(table_cells(t, &b(t)), Vec::<Range<usize>>::new());
        let t = "||";
        assert_eq!(texts(t, &table_cells(t, &b(t))), vec![""]);
        let t = "no pipes";
        assert_eq!(texts(t, &table_cells(t, &b(t))), vec!["no pipes"]);
        let t = "trailing \\";
        assert_eq!(texts(t, &table_cells(t, &b(t))), vec!["trailing \\"]);
        // Out-of-range and mid-char spans are clamped, never panic.
        let t = "| 무게 | 35 kg |";
        let weird = Block {
            span: 3..1000,
            kind: BlockKind::TableRow,
        };
        let _ = table_cells(t, &weird);
        let _ = sentences(t, &weird, embedded());
        let _ = list_item_body(t, &weird);
        let reversed = Block {
            span: Range { start: 10, end: 2 },
            kind: BlockKind::Prose,
        };
        assert!(table_cells(t, &reversed).iter().all(|r| r.is_empty()));
        assert!(sentences(t, &reversed, embedded()).is_empty());
    }

    #[test]
    fn cells_and_sentences_are_trimmed_and_inside_the_block() {
        for text in [
            HUAWEI_TABLE,
            "| 크기 (WxDxH) | 482 x 645 x 88mm (19 x 25.4 x 3.5 인치) |",
        ] {
            for b in blocks(text) {
                for r in table_cells(text, &b)
                    .into_iter()
                    .chain(sentences(text, &b, embedded()))
                {
                    assert!(b.span.start <= r.start && r.end <= b.span.end);
                    let s = &text[r];
                    assert_eq!(s, s.trim());
                }
            }
        }
    }

    #[test]
    fn line_index_positions() {
        let text = "ab\r\nüç\n\n中文x\ry";
        let idx = LineIndex::new(text);
        assert_eq!(idx.line_count(), 5);
        assert_eq!(idx.position(text, 0), (1, 1));
        assert_eq!(idx.position(text, 1), (1, 2));
        assert_eq!(idx.position(text, 2), (1, 3)); // the '\r'
        assert_eq!(idx.position(text, 3), (1, 4)); // the '\n' of "\r\n"
        assert_eq!(idx.position(text, 4), (2, 1)); // 'ü'
        assert_eq!(idx.position(text, 5), (2, 1)); // inside 'ü'
        assert_eq!(idx.position(text, 6), (2, 2)); // 'ç'
        assert_eq!(idx.position(text, 9), (3, 1)); // empty line
        let x = text.find('x').unwrap();
        assert_eq!(idx.position(text, x), (4, 3));
        let y = text.find('y').unwrap();
        assert_eq!(idx.position(text, y), (5, 1));
        assert_eq!(idx.position(text, text.len()), (5, 2));
        assert_eq!(idx.position(text, usize::MAX), (5, 2));
        let empty = LineIndex::new("");
        assert_eq!(empty.position("", 0), (1, 1));
        assert_eq!(empty.position("", 7), (1, 1));
    }

    #[test]
    fn line_index_long_line_matches_naive_count() {
        let line: String = "Latenz 88µs/14µs 中文 ".repeat(2000);
        let text = format!("first\n{line}\nlast");
        let idx = LineIndex::new(&text);
        for byte in (0..text.len()).step_by(997).chain([text.len()]) {
            let mut b = byte;
            while !text.is_char_boundary(b) {
                b -= 1;
            }
            let before = &text[..b];
            let line_no = before.matches('\n').count() + 1;
            let col = before.rsplit('\n').next().unwrap().chars().count() + 1;
            assert_eq!(idx.position(&text, byte), (line_no, col), "byte {byte}");
        }
    }

    #[test]
    fn never_panics_on_odd_input() {
        let inputs = [
            "",
            "\r",
            "\n",
            "|",
            "\\",
            "|\\",
            "-",
            "- ",
            "1.",
            "1. ",
            "。",
            "。。」",
            "\r\r\n\n|x|\r|y",
            "| a |\nb |\r\nc |\r| d",
            "\u{feff}",
            "z.",
            ". . .",
            "是的！（",
            "(",
            "a. (",
            "（（",
            "x。（ ",
        ];
        for text in inputs {
            let idx = LineIndex::new(text);
            for b in blocks(text) {
                for r in sentences(text, &b, embedded())
                    .into_iter()
                    .chain(table_cells(text, &b))
                {
                    assert!(b.span.start <= r.start && r.end <= b.span.end, "{text:?}");
                    assert_eq!(&text[r.clone()], text[r].trim_matches(is_space));
                }
                let _ = list_item_body(text, &b);
                let _ = idx.position(text, b.span.start);
                assert!(!b.span.is_empty());
            }
        }
    }

    /// Linear time on one huge line (run in release mode):
    /// `cargo test --release --lib segment::tests::huge_single_line -- --ignored --nocapture`
    #[test]
    #[ignore]
    fn huge_single_line() {
        let mut text =
            "Die Latenz beträgt ca. 1,2 ms bei 3.5 GB/s. 延遲為818μs。| a | b ".repeat(1_500_000);
        let mut end = 100_000_000;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
        let t = std::time::Instant::now();
        let bs = blocks(&text);
        let t_blocks = t.elapsed();
        assert_eq!(bs.len(), 1);
        let t = std::time::Instant::now();
        let n = sentences(&text, &bs[0], embedded()).len();
        let t_sent = t.elapsed();
        let t = std::time::Instant::now();
        let cells = table_cells(&text, &bs[0]).len();
        let t_cells = t.elapsed();
        let t = std::time::Instant::now();
        let idx = LineIndex::new(&text);
        let pos = idx.position(&text, text.len() - 1);
        let t_idx = t.elapsed();
        eprintln!(
            "{} MB: blocks {t_blocks:?}, {n} sentences {t_sent:?}, {cells} cells {t_cells:?}, \
             line index {t_idx:?} (last position {pos:?})",
            text.len() / 1_000_000
        );
    }

    #[test]
    fn every_non_blank_line_is_covered_exactly_once_on_corpus() {
        let corpus = [
            include_str!("../corpus/de/huawei-es3600p-v5.txt"),
            include_str!("../corpus/de/netapp-aff-a250.txt"),
            include_str!("../corpus/ko/fujitsu-eternus-af250-s2.txt"),
            include_str!("../corpus/zh/mangstor-nx6325.txt"),
            include_str!("../corpus/zh/netapp-ef570.txt"),
        ];
        for text in corpus {
            let bs = blocks(text);
            // Blocks are in order and disjoint.
            for w in bs.windows(2) {
                assert!(w[0].span.end < w[1].span.start);
            }
            // Every non-blank line lies inside exactly one block.
            let mut pos = 0;
            for line in text.split('\n') {
                let t = line.trim();
                if !t.is_empty() {
                    let start = pos + line.find(t).unwrap();
                    let n = bs
                        .iter()
                        .filter(|b| b.span.start <= start && start + t.len() <= b.span.end)
                        .count();
                    assert_eq!(n, 1, "line {t:?}");
                }
                pos += line.len() + 1;
            }
            let idx = LineIndex::new(text);
            for b in &bs {
                let (_, col) = idx.position(text, b.span.start);
                assert!(col >= 1);
            }
        }
    }
}
