//! Units named in labels rather than after a number: a table row whose first cell is a
//! unit, "(UNIT):" before a list of values, a unit ending the words before a number ("IOPS:
//! 85 000"), a rate named before it. Split from the unit stage (`super`), which asks them
//! for the numbers that have no unit of their own.

use super::Attached;
use crate::model::Metric;
use crate::numbers::NumberToken;
use crate::rules::{Locale, UnitRule};

/// A unit named in a label, for the numbers after it: a table row whose first cell is a
/// unit ("| DWPD | 1 für 5 Jahre | 3 für 5 Jahre |"), or "(UNIT):" ("Bandwidth Rd/Wr
/// (GB/s): 12.0 / 9.0").
pub(super) fn borrow_from_labels<'r>(
    text: &str,
    block_start: usize,
    end: usize,
    tokens: &[NumberToken],
    locale: &'r Locale,
    units: &mut Attached<'r>,
) {
    let labels = [
        unit_row_label(text, block_start, end, locale).map(|(u, s, a)| (u, s, a, end)),
        label_unit(text, block_start, end, locale).map(|(u, s, a)| (u, s, a, end)),
        rate_word_label(text, block_start, end, locale),
    ];
    for (label_unit, label_span, after, until) in labels.into_iter().flatten() {
        for (i, token) in tokens.iter().enumerate() {
            let inside = token.start >= after && token.start < until;
            if units.own[i].is_none() && inside && !token.in_word {
                units.borrow(i, (label_unit, label_span));
            }
        }
    }
    for (list_unit, unit_span, inside) in listed_after_unit(text, block_start, end, locale) {
        for (i, token) in tokens.iter().enumerate() {
            if units.own[i].is_none() && inside.contains(&token.start) {
                units.borrow(i, (list_unit, unit_span));
            }
        }
    }
}

/// Most bytes of a bracketed list of values after a unit.
const MAX_LISTED: usize = 48;

/// Lists of bare values in brackets right after a unit written on its own: "la capacidad
/// en GB (32, 64, 128…)", "in TB (1, 2 or 4)". The unit is a whole word with no number
/// before it; the brackets hold two numbers or more, with nothing but commas, spaces, an
/// ellipsis and the locale's list words between them (no multiplier, no other word:
/// "IOPS (4K, QD32)" is a test's condition). Returns each list's unit, the unit's span,
/// and the bytes inside the brackets.
fn listed_after_unit<'r>(
    text: &str,
    start: usize,
    end: usize,
    locale: &'r Locale,
) -> Vec<(&'r UnitRule, (usize, usize), std::ops::Range<usize>)> {
    let block = &text[start..end];
    let bytes = block.as_bytes();
    let mut found = Vec::new();
    let mut search = 0;
    while let Some(open) = memchr::memchr(b'(', &bytes[search..]).map(|i| i + search) {
        search = open + 1;
        let Some(close) = memchr::memchr(b')', &bytes[open..]).map(|i| i + open) else {
            break;
        };
        let inner = &block[open + 1..close];
        // Most brackets hold words: the first character tells.
        let digit_first = inner
            .trim_start()
            .as_bytes()
            .first()
            .is_some_and(u8::is_ascii_digit);
        if !digit_first || inner.len() > MAX_LISTED || !only_listed_values(inner, locale) {
            continue;
        }
        let before = block[..open].trim_end_matches(' ');
        let unit = unit_ending(before, start, locale, |_, _, prev| {
            prev.is_none_or(|c| !c.is_alphanumeric())
        });
        let Some((rule, span)) = unit else {
            continue;
        };
        let number_before = text[..span.0]
            .trim_end()
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_digit());
        if !number_before {
            found.push((rule, span, start + open + 1..start + close));
        }
    }
    found
}

/// Whether `inner` is two bare numbers or more with only commas, spaces, an ellipsis and
/// the locale's list words (its `shared_unit_connectors`) between them.
fn only_listed_values(inner: &str, locale: &Locale) -> bool {
    let mut numbers = 0;
    for piece in inner.split([',', ' ', '\u{a0}']) {
        let piece = piece.trim_end_matches(['…', '.']);
        if piece.is_empty() {
            continue;
        }
        if piece.bytes().all(|b| b.is_ascii_digit()) {
            numbers += 1;
        } else if !locale.shared_unit_connectors.iter().any(|w| w == piece) {
            return false;
        }
    }
    numbers >= 2
}

/// Finds "(UNIT)" followed by a colon in a block; returns the unit, its span and where the
/// values after the colon begin.
fn label_unit<'r>(
    text: &str,
    start: usize,
    end: usize,
    locale: &'r Locale,
) -> Option<(&'r UnitRule, (usize, usize), usize)> {
    let block = &text[start..end];
    let bytes = block.as_bytes();
    let mut search = 0;
    // The `memchr` crate's search, many bytes a step: every block with numbers is searched.
    while let Some(open) = memchr::memchr(b'(', &bytes[search..]).map(|i| i + search) {
        let inner_start = open + 1;
        let close = memchr::memchr(b')', &bytes[inner_start..]).map(|i| i + inner_start)?;
        let inner = block[inner_start..close].trim();
        if !inner.is_empty() && inner.len() <= 12 {
            if let Some(m) = locale.match_unit(inner) {
                if m.len == inner.len() {
                    let after_close = &block[close + 1..];
                    let colon = after_close.find([':', '：']).filter(|&i| {
                        after_close[..i].chars().all(|c| {
                            c.is_whitespace() || c == '(' || c == ')' || c.is_alphanumeric()
                        }) && i < 24
                    });
                    if let Some(colon) = colon {
                        let unit_start = start
                            + inner_start
                            + (block[inner_start..close].len()
                                - block[inner_start..close].trim_start().len());
                        let colon_char = after_close[colon..]
                            .chars()
                            .next()
                            .map_or(1, char::len_utf8);
                        return Some((
                            m.rule,
                            (unit_start, unit_start + m.len),
                            start + close + 1 + colon + colon_char,
                        ));
                    }
                }
            }
        }
        search = close + 1;
    }
    None
}

/// Most bytes of a label before its colon (see [`rate_word_label`]).
const MAX_LABEL: usize = 40;

/// The metrics a label's first or last word may name for the values after it.
const LABEL_RATES: [Metric; 4] = [
    Metric::Iops,
    Metric::Tps,
    Metric::Bandwidth,
    Metric::Latency,
];

/// A line that opens with a label of words whose first or last word is a rate's unit, then
/// a colon and values: "IOPS odczyt: 500000 / 800000 / 1000000", "Random read IOPS:
/// 500,000 / 800,000", "MB/s Lesen: 7.000 / 5.000". Every bare number of the run of values
/// after the colon takes the unit (not "IOPS: bei 4 Kanälen": a word ends the run). The
/// label holds no digit ("Modell 2 TB: 600 TBW" is no label) and is short; only rates (a
/// capacity label, "GB:", may head a list of anything). Returns the unit, its span, where
/// the values begin and where their run ends.
fn rate_word_label<'r>(
    text: &str,
    start: usize,
    end: usize,
    locale: &'r Locale,
) -> Option<(&'r UnitRule, (usize, usize), usize, usize)> {
    let block = &text[start..end];
    let lead = block.len()
        - block
            .trim_start_matches([' ', '\t', '•', '-', '*', '–'])
            .len();
    let line = &block[lead..];
    // Only the label's bytes are searched: most blocks have no colon near their start.
    let mut reach = line.len().min(MAX_LABEL + '：'.len_utf8());
    while !line.is_char_boundary(reach) {
        reach -= 1;
    }
    let colon = line[..reach]
        .find([':', '：'])
        .filter(|&c| c <= MAX_LABEL)?;
    let label = &line[..colon];
    if label.is_empty() || label.contains(|c: char| c.is_ascii_digit() || c == '\n') {
        return None;
    }
    let first = label.split_whitespace().next()?;
    let last = label.split_whitespace().next_back()?;
    let word = [first, last].into_iter().find_map(|w| {
        let w = w.trim_matches(['(', ')', '（', '）']);
        let m = locale.match_unit(w).filter(|m| m.len == w.len())?;
        LABEL_RATES.contains(&m.rule.metric).then_some((w, m.rule))
    })?;
    let (w, rule) = word;
    let at = start + lead + (w.as_ptr() as usize - label.as_ptr() as usize);
    let colon_len = line[colon..].chars().next().map_or(1, char::len_utf8);
    let after = start + lead + colon + colon_len;
    Some((
        rule,
        (at, at + w.len()),
        after,
        values_end(text, after, end),
    ))
}

/// Where the run of values after a label ends: at the line's end or at the first letter
/// that is no multiplier glued to a digit ("500K" goes on, "4 Kanäle" ends the run).
fn values_end(text: &str, after: usize, end: usize) -> usize {
    let mut prev = ' ';
    for (k, c) in text[after..end].char_indices() {
        if c == '\n' || (c.is_alphabetic() && !prev.is_ascii_digit()) {
            return after + k;
        }
        prev = c;
    }
    end
}

/// A table row ("| … |") whose first cell is exactly a unit ("DWPD", "IOPS"): the unit,
/// its span, and where the row's other cells begin.
fn unit_row_label<'r>(
    text: &str,
    start: usize,
    end: usize,
    locale: &'r Locale,
) -> Option<(&'r UnitRule, (usize, usize), usize)> {
    let row = &text[start..end];
    let first = row.strip_prefix('|')?;
    let close = first.find('|')?;
    let cell = first[..close].trim();
    if cell.is_empty() || cell.len() > 16 {
        return None;
    }
    let m = locale.match_unit(cell)?;
    if m.len != cell.len() {
        return None;
    }
    let cell_start = start + 1 + (first[..close].len() - first[..close].trim_start().len());
    Some((
        m.rule,
        (cell_start, cell_start + m.len),
        start + 1 + close + 1,
    ))
}

/// The unit that ends a label right before "：" or ":" and the number at `number_start`
/// ("Threads: 32", "資料庫線程：32"): only whitespace between the colon and the number, and
/// the unit not the tail of a Latin word ("Tables: 100" has no unit "les") unless it is
/// the long lowercase tail of a compound ("Datenbankthreads: 32").
pub(super) fn unit_before_colon<'r>(
    text: &str,
    block_start: usize,
    number_start: usize,
    locale: &'r Locale,
) -> Option<(&'r UnitRule, (usize, usize))> {
    let before = text[block_start..number_start].trim_end_matches(char::is_whitespace);
    let label = before
        .strip_suffix(':')
        .or_else(|| before.strip_suffix('：'))?
        .trim_end_matches(char::is_whitespace);
    unit_ending(label, block_start, locale, |_, tail, prev| {
        // A whole word, or the long lowercase tail of a German compound
        // ("Datenbankthreads: 32").
        prev.is_none_or(|c| !c.is_ascii_alphanumeric())
            || (tail.len() >= 5 && tail.starts_with(|c: char| c.is_lowercase()))
    })
}

/// The longest unit alias that `before` (which starts at byte `offset` of the document)
/// ends with, as a whole alias, if `accept(unit, alias text, character before it)` allows
/// it; with its span in the document.
pub(super) fn unit_ending<'r>(
    before: &str,
    offset: usize,
    locale: &'r Locale,
    accept: impl Fn(&crate::rules::UnitMatch<'r>, &str, Option<char>) -> bool,
) -> Option<(&'r UnitRule, (usize, usize))> {
    (1..=before.len().min(24)).rev().find_map(|len| {
        let start = before.len() - len;
        if !before.is_char_boundary(start) {
            return None;
        }
        let tail = &before[start..];
        let m = locale.match_unit(tail)?;
        let prev = before[..start].chars().next_back();
        (m.len == len && accept(&m, tail, prev))
            .then(|| (m.rule, (offset + start, offset + before.len())))
    })
}

/// How far before its number a rate may be named in the same clause.
const RATE_NAMED_REACH: usize = 40;

/// How far before a number counted in thousands (see [`rate_named_before`]) a rate may be
/// named in its sentence.
const RATE_NAMED_SENTENCE_REACH: usize = 160;

/// The IOPS or TPS unit written shortly before `number_start` in the same clause (no other
/// number and no clause punctuation in between), if any. With `in_sentence` (a number of
/// ten thousand or more, "90k" or "(16 325)", which is a count of operations far more often
/// than anything else a review writes without a unit) it may be named further back in the
/// sentence, past commas and brackets: "O desempenho de IOPS para todas as unidades é
/// louvável, com valores entre 90k e 100k", "lepsze IOPS (do 366 tys.". Still no digit, no
/// full stop or semicolon between them.
pub(super) fn rate_named_before<'r>(
    text: &str,
    block_start: usize,
    number_start: usize,
    in_sentence: bool,
    locale: &'r Locale,
) -> Option<(&'r UnitRule, (usize, usize))> {
    let reach = if in_sentence {
        RATE_NAMED_SENTENCE_REACH
    } else {
        RATE_NAMED_REACH
    };
    let mut from = number_start.saturating_sub(reach).max(block_start);
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let window = &text[from..number_start];
    let mut best: Option<(&'r UnitRule, (usize, usize))> = None;
    for alias in ["IOPS", "TPS"] {
        if let Some(at) = crate::kernels::short_rfind::short_rfind(window, alias) {
            let between = &window[at + alias.len()..];
            let clean = !between.chars().any(|c| {
                c.is_ascii_digit()
                    || matches!(c, '。' | '.' | ';' | '；')
                    || (!in_sentence && matches!(c, ',' | '，' | '(' | '（'))
            });
            if let (true, Some(m)) = (clean, locale.match_unit(&window[at..])) {
                if best.is_none_or(|(_, (s, _))| from + at > s) {
                    best = Some((m.rule, (from + at, from + at + m.len)));
                }
            }
        }
    }
    best
}
