//! Builds the translation detectors' model of a document: its passages (paragraphs and
//! table cells), in each the slots where numbers stand, with every numeral as written.
//!
//! The number stage reads a figure; a machine translation's pile-up ("4,540 1,880 IOPS",
//! "848.7 342.8 ms") is not a figure but two, and the number stage keeps at most one of
//! them. So this model is read from the text itself: every run of numerals and `XNUMX`
//! placeholders separated only by spaces is one slot, each numeral read in the document's
//! own number style (found by a vote over its unambiguous numerals), and the unit after
//! the run read with the locale's unit rules. The extracted fact over a slot, if any, is
//! linked so that a finding can flag it. Names are not slots: a digit glued after a letter
//! or a hyphen ("RJ-45", "DS1621", "16T/16Q") belongs to a word.

use super::{Input, Numeral, Passage, Slot, SlotUnit};
use crate::kernels::number_starts::next_digit_or_x;
use crate::model::{Fact, Metric};
use crate::rules::{Attach, Locale, NumberStyle};
use crate::segment::BlockKind;

/// The model of the document the audit's detectors share.
pub(crate) fn build<'t>(doc: &super::super::Doc<'t>) -> Input<'t> {
    let lang = dominant_lang(doc.facts);
    let locale = match lang {
        Some(code) => doc.ruleset.locale(code),
        None => doc.ruleset.generic(),
    };
    let mut spans = Vec::with_capacity(doc.blocks.len());
    for block in doc.blocks {
        let span = (block.span.start, block.span.end);
        if block.kind == BlockKind::TableRow {
            spans.extend(cells(doc.text, span));
        } else {
            spans.push(span);
        }
    }
    build_from(doc.text, &spans, doc.facts, locale)
}

/// The language most of the facts were read in.
fn dominant_lang(facts: &[Fact]) -> Option<&str> {
    let mut counts: Vec<(&str, usize)> = Vec::new();
    for f in facts {
        match counts.iter_mut().find(|(l, _)| *l == f.lang) {
            Some((_, n)) => *n += 1,
            None => counts.push((&f.lang, 1)),
        }
    }
    counts.into_iter().max_by_key(|&(_, n)| n).map(|(l, _)| l)
}

/// The cells of a table row `| a | b |`, each trimmed span.
fn cells(text: &str, (start, end): (usize, usize)) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut from = start;
    for (i, c) in text[start..end].char_indices() {
        if c == '|' {
            out.push((from, start + i));
            from = start + i + 1;
        }
    }
    out.push((from, end));
    out.retain(|&(a, b)| !text[a..b].trim().is_empty());
    out
}

/// The model of `text` whose passages are `spans` (in order), with the extracted `facts`.
pub(crate) fn build_from<'t>(
    text: &'t str,
    spans: &[(usize, usize)],
    facts: &[Fact],
    locale: &Locale,
) -> Input<'t> {
    let raw: Vec<(usize, Vec<Token>)> = spans
        .iter()
        .enumerate()
        .map(|(i, &(a, b))| (i, tokens(text, a, b, locale)))
        .collect();
    let (dot_decimals, style_clear, style_votes) = vote_dot_decimals(text, &raw, locale);
    let translated = raw
        .iter()
        .any(|(_, toks)| toks.iter().any(|t| t.placeholder));
    // Plain spaces group thousands in a comma-decimal document, and in a locale that
    // groups so whatever the decimal mark (Russian "90 000 IOPS" among "560 МБ/с"),
    // unless the document shows a translation engine's slots.
    let spaces_group =
        !dot_decimals || (!translated && locale.extra_group_separators.contains(&' '));
    let mut by_start: Vec<(usize, usize, usize)> = facts
        .iter()
        .enumerate()
        .map(|(i, f)| (f.span[0], f.span[1], i))
        .collect();
    by_start.sort_unstable();
    let passages = raw
        .into_iter()
        .map(|(i, toks)| {
            let slots = runs(text, &toks, dot_decimals, spaces_group, locale)
                .into_iter()
                .map(|numerals| slot(text, numerals, locale, &by_start))
                .collect();
            Passage {
                span: spans[i],
                slots,
            }
        })
        .collect();
    Input {
        text,
        passages,
        dot_decimals,
        style_clear,
        native_dot: locale.native_style() == NumberStyle::DotDecimal,
        translated,
        style_votes,
        ranges: ranges(),
    }
}

/// Wide plausible ranges: the shift is checked against what any storage review can state
/// (latency up to a minute: hard disks under load reach seconds), not the flash profile.
pub(crate) fn ranges() -> Vec<(Metric, f64, f64)> {
    vec![
        (Metric::Iops, 1.0, 1e9),
        (Metric::Latency, 1e-7, 60.0),
        (Metric::Bandwidth, 1e3, 1e13),
        (Metric::Tps, 0.1, 1e8),
        (Metric::Capacity, 1e6, 1e17),
        (Metric::Power, 0.01, 1e5),
        (Metric::LinkSpeed, 1e6, 1e13),
        (Metric::Frequency, 1.0, 1e11),
    ]
}

/// A numeral or placeholder before it is read.
#[derive(Debug, Clone)]
struct Token {
    span: (usize, usize),
    placeholder: bool,
    /// Letters follow without a space ("45GbE", "XNUMXTPS", "4K").
    glued: bool,
}

const PLACEHOLDER: &str = "XNUMX";

/// The numerals and placeholders of `text[start..end]` that are not part of a name.
fn tokens(text: &str, start: usize, end: usize, locale: &Locale) -> Vec<Token> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = start;
    while i < end {
        // Most bytes start no numeral: passed over eight at a time.
        i = next_digit_or_x(bytes, i, end);
        if i >= end {
            break;
        }
        let b = bytes[i];
        let is_placeholder = bytes[i..end].starts_with(PLACEHOLDER.as_bytes());
        if !b.is_ascii_digit() && !is_placeholder {
            i += 1;
            continue;
        }
        let stop = if is_placeholder {
            i + PLACEHOLDER.len()
        } else {
            numeral_end(bytes, i, end)
        };
        let glued = text[stop..end]
            .chars()
            .next()
            .is_some_and(|c| word_char(c) && !c.is_ascii_digit());
        if in_name(text, i) && !(is_placeholder && ends_range(text, i)) {
            i = word_end(text, stop, end);
            continue;
        }
        if !is_placeholder && is_version(text, (i, stop), locale) {
            i = stop;
            continue;
        }
        out.push(Token {
            span: (i, stop),
            placeholder: is_placeholder,
            glued,
        });
        i = stop;
    }
    out
}

/// Digits, and separators that stand between digits.
fn numeral_end(bytes: &[u8], mut i: usize, end: usize) -> usize {
    let mark_before_digit =
        |i: usize| matches!(bytes[i], b',' | b'.') && i + 1 < end && bytes[i + 1].is_ascii_digit();
    while i < end && (bytes[i].is_ascii_digit() || mark_before_digit(i)) {
        i += 1;
    }
    i
}

/// A letter or digit of a script that writes words with spaces between them: Chinese,
/// Japanese and Korean write a figure straight after a word ("达到4,540 IOPS",
/// "混合XNUMX"), which does not make it part of a name.
fn word_char(c: char) -> bool {
    c.is_alphanumeric() && (c as u32) < 0x2E80
}

/// Whether the numeral at `at` belongs to a word: a letter or digit before it, a hyphen,
/// dot or underscore that follows one ("RJ-45", "M.2"), or a slash after a word with a
/// digit ("16T/16Q"; but "lecture/182.92 ms" is a word, a slash and a figure).
fn in_name(text: &str, at: usize) -> bool {
    let head = &text[..at];
    let mut before = head.chars().rev();
    match before.next() {
        None => false,
        Some(c) if word_char(c) => true,
        Some('-' | '.' | '_') => before.next().is_some_and(word_char),
        Some('/') => {
            let word: Vec<char> = before.take_while(|&c| word_char(c)).collect();
            word.iter().any(|c| c.is_ascii_digit())
        }
        Some(_) => false,
    }
}

/// Whether the numeral at `span` is a version, no figure: after one of the locale's
/// `version_words` and a space ("PCIe 4.0 1 TB" is a 1 TB drive on PCIe 4.0, not a pile-up
/// of 4.0 and 1), or dotted twice with a part that is no thousands group ("8.0.4",
/// "1.2.3"). A version is no slot and casts no vote on the decimal style; a numeral with a
/// unit after it is a figure ("SATA 3 Gb/s").
fn is_version(text: &str, (start, end): (usize, usize), locale: &Locale) -> bool {
    let numeral = &text[start..end];
    if numeral.matches('.').count() >= 2 && numeral.split('.').skip(1).any(|part| part.len() != 3) {
        return true;
    }
    if locale.version_words.is_empty() {
        return false;
    }
    let Some(head) = text[..start].strip_suffix(' ') else {
        return false;
    };
    let word = head.rsplit(' ').next().unwrap_or(head);
    // A unit after the numeral makes it a figure whatever names it: "SATA 3 Gb/s" and
    // "SATA 6Gb/s" are link speeds, where "SATA 3" and "PCIe 4.0 1 TB" name versions.
    let rest = &text[end..];
    let unit_follows = locale
        .match_unit(rest.strip_prefix(' ').unwrap_or(rest))
        .is_some();
    locale.version_words.iter().any(|w| w == word) && !unit_follows
}

/// Whether a hyphen after a number stands just before `at`: the placeholder of
/// "500-XNUMX Мбайт/с" is a range's end the translation lost, not a name's number
/// ("RJ-45" has a letter before its hyphen).
fn ends_range(text: &str, at: usize) -> bool {
    let mut before = text[..at].chars().rev();
    before.next() == Some('-') && before.next().is_some_and(|c| c.is_ascii_digit())
}

/// The end of the word that runs on from `at` (letters, digits and the marks inside names).
fn word_end(text: &str, at: usize, end: usize) -> usize {
    let len: usize = text[at..end]
        .chars()
        .take_while(|&c| word_char(c) || matches!(c, '-' | '/' | '.' | '_' | ','))
        .map(char::len_utf8)
        .sum();
    at + len.max(usize::from(at < end))
}

/// Whether only spaces (at most three) stand between two tokens.
fn spaces_only(gap: &str) -> bool {
    !gap.is_empty()
        && gap.chars().count() <= 3
        && gap
            .chars()
            .all(|c| matches!(c, ' ' | '\u{a0}' | '\u{202f}' | '\t'))
}

/// Groups the tokens into runs (one per slot) and reads their numerals. A numeral glued
/// to letters that are no unit ("3900X", "4K") is a name or a label: a slot of its own.
fn runs(
    text: &str,
    tokens: &[Token],
    dot_decimals: bool,
    spaces_group: bool,
    locale: &Locale,
) -> Vec<Vec<Numeral>> {
    let mut out: Vec<Vec<Numeral>> = Vec::new();
    let mut current: Vec<&Token> = Vec::new();
    let labelled =
        |t: &Token| t.glued && !t.placeholder && locale.match_unit(&text[t.span.1..]).is_none();
    for t in tokens {
        let joins = !labelled(t)
            && current.last().is_some_and(|prev: &&Token| {
                !prev.glued && spaces_only(&text[prev.span.1..t.span.0])
            });
        if !joins && !current.is_empty() {
            out.push(read_run(text, &current, dot_decimals, spaces_group));
            current.clear();
        }
        current.push(t);
    }
    if !current.is_empty() {
        out.push(read_run(text, &current, dot_decimals, spaces_group));
    }
    out
}

/// The numerals of one run. A run that is one number grouped by spaces ("16 400") where
/// spaces group thousands (`spaces_group`, see [`build_from`]) is one numeral. A pile-up
/// that looks like one such number is split again where the passage shows that numbers
/// moved ([`split_space_groups`]).
fn read_run(text: &str, run: &[&Token], dot_decimals: bool, spaces_group: bool) -> Vec<Numeral> {
    let zero_led = run[1..].iter().any(|t| zero_led(&text[t.span.0..t.span.1]));
    if run.len() > 1 && (spaces_group || zero_led) && space_grouped(text, run) {
        let span = (run[0].span.0, run[run.len() - 1].span.1);
        let joined: String = run.iter().map(|t| &text[t.span.0..t.span.1]).collect();
        let mut n = read_numeral(&joined, dot_decimals);
        n.span = span;
        n.groups += run.len() - 1;
        return vec![n];
    }
    run.iter()
        .map(|t| {
            if t.placeholder {
                Numeral {
                    span: t.span,
                    value: None,
                    groups: 0,
                    foreign_decimal: false,
                    foreign_grouping: false,
                }
            } else {
                let mut n = read_numeral(&text[t.span.0..t.span.1], dot_decimals);
                n.span = t.span;
                n
            }
        })
        .collect()
}

/// Whether a numeral starts with a zero that no number written alone has ("000",
/// "050"; "0,5" and "0.25" are numbers): such a numeral after a space is the thousands
/// group of the number before it ("720 000 IOPS"), wherever the translation moved numbers.
fn zero_led(numeral: &str) -> bool {
    let mut chars = numeral.chars();
    chars.next() == Some('0') && chars.next().is_some_and(|c| c.is_ascii_digit())
}

/// "16 400", "1 234 567,5": a first group of one to three digits, then groups of three.
fn space_grouped(text: &str, run: &[&Token]) -> bool {
    run.iter().enumerate().all(|(i, t)| {
        if t.placeholder {
            return false;
        }
        let s = &text[t.span.0..t.span.1];
        let int = s.split([',', '.']).next().unwrap_or("");
        let plain = s.bytes().all(|b| b.is_ascii_digit());
        let last = i + 1 == run.len();
        match i {
            0 => plain && (1..=3).contains(&s.len()),
            _ if last => int.len() == 3 && (plain || s.matches([',', '.']).count() == 1),
            _ => plain && s.len() == 3,
        }
    })
}

/// The passage with its space-grouped numbers ("1 800", "7 300") read as the numbers
/// side by side they may be, when it has a slot of placeholders only: in a document that
/// groups thousands with spaces, a pile-up of a one-to-three-digit number and a
/// three-digit one looks like one number, and a placeholder elsewhere in the passage is
/// the evidence that numbers moved. `None` when nothing is to split.
pub(crate) fn split_space_groups(input: &Input<'_>, passage: &Passage) -> Option<Passage> {
    let emptied = passage
        .slots
        .iter()
        .any(|s| s.value_count() == 0 && s.placeholder_count() > 0);
    if !emptied {
        return None;
    }
    let mut split = passage.clone();
    let mut any = false;
    for slot in &mut split.slots {
        let [n] = slot.numerals.as_slice() else {
            continue;
        };
        let written = input.written(n.span);
        if n.is_placeholder() || !written.contains([' ', '\u{a0}', '\u{202f}']) {
            continue;
        }
        // "720 000": a group written with a leading zero is no number that moved.
        if written
            .split([' ', '\u{a0}', '\u{202f}'])
            .skip(1)
            .any(zero_led)
        {
            continue;
        }
        let mut parts = Vec::new();
        let mut at = n.span.0;
        for part in written.split([' ', '\u{a0}', '\u{202f}']) {
            if !part.is_empty() {
                let mut p = read_numeral(part, input.dot_decimals);
                p.span = (at, at + part.len());
                parts.push(p);
            }
            at += part.len()
                + written[at - n.span.0 + part.len()..]
                    .chars()
                    .next()
                    .map_or(0, char::len_utf8);
        }
        slot.numerals = parts;
        any = true;
    }
    any.then_some(split)
}

/// One numeral read in the document's style. A lone mark of the document's grouping kind
/// that is not followed by three digits is a decimal mark of the other style ("152,53").
pub(crate) fn read_numeral(s: &str, dot_decimals: bool) -> Numeral {
    let (decimal, grouping) = if dot_decimals { ('.', ',') } else { (',', '.') };
    let marks: Vec<(usize, char)> = s
        .char_indices()
        .filter(|(_, c)| !c.is_ascii_digit())
        .collect();
    let lone_foreign = marks.len() == 1 && marks[0].1 == grouping && s.len() - marks[0].0 - 1 != 3;
    // "1.443.000" in a document of dot decimals: marks of one kind, each before three
    // digits, are the other style's thousands groups.
    let foreign_grouping = marks.len() > 1
        && marks.iter().all(|&(_, c)| c == decimal)
        && marks
            .iter()
            .map(|&(i, _)| i)
            .chain([s.len()])
            .collect::<Vec<_>>()
            .windows(2)
            .all(|w| w[1] - w[0] == 4);
    let mut groups = 0;
    let mut digits = String::with_capacity(s.len());
    for c in s.chars() {
        if (c == grouping && !lone_foreign) || (c == decimal && foreign_grouping) {
            groups += 1;
        } else if c == decimal || c == grouping {
            digits.push('.');
        } else {
            digits.push(c);
        }
    }
    Numeral {
        span: (0, 0),
        value: digits.parse().ok(),
        groups,
        foreign_decimal: lone_foreign,
        foreign_grouping,
    }
}

/// Whether the document writes decimals with a dot: a vote of the numerals that can only
/// be read one way ("1,426.81", "61.13", "4,540" for the dot; "152,53", "1.234,5" for the
/// comma), the locale's own style on a tie; and whether the vote is clear (four votes
/// or more, three times as many as the other style's; or the locale's own style, voted
/// twice or more, against at most one number of the other).
fn vote_dot_decimals(
    text: &str,
    raw: &[(usize, Vec<Token>)],
    locale: &Locale,
) -> (bool, bool, (usize, usize)) {
    let (mut dot, mut comma) = (0usize, 0usize);
    // Lone marks before three digits ("4,540", "64.000"): either style; a tie-break.
    let (mut comma3, mut dot3) = (0usize, 0usize);
    for t in raw
        .iter()
        .flat_map(|(_, toks)| toks)
        .filter(|t| !t.placeholder)
    {
        let s = &text[t.span.0..t.span.1];
        let Some((i, last)) = s.char_indices().rfind(|(_, c)| !c.is_ascii_digit()) else {
            continue;
        };
        let after = s.len() - i - 1;
        let mixed = s.contains(',') && s.contains('.');
        match (last, after == 3, mixed) {
            ('.', _, true) | ('.', false, false) => dot += 1,
            (',', _, true) | (',', false, false) => comma += 1,
            (',', true, false) if s.matches(',').count() > 1 || i > 3 => dot += 1,
            ('.', true, false) if s.matches('.').count() > 1 || i > 3 => comma += 1,
            (',', true, false) => comma3 += 1,
            ('.', true, false) => dot3 += 1,
            _ => {}
        }
    }
    // Three digits after a lone mark, again and again, are rather thousands groups than
    // decimals: they count, for the other style.
    let (dot, comma) = (dot + comma3, comma + dot3);
    let dot_decimals = match dot.cmp(&comma) {
        std::cmp::Ordering::Greater => true,
        std::cmp::Ordering::Less => false,
        std::cmp::Ordering::Equal => locale.native_style() == NumberStyle::DotDecimal,
    };
    let (won, lost) = if dot_decimals {
        (dot, comma)
    } else {
        (comma, dot)
    };
    // Clear: a wide margin; or the locale's own style, twice or more, against a single
    // number of the other (a short passage of the locale's language with one foreign
    // mark). A tie is never clear: a translation may keep the original's marks.
    let native = (locale.native_style() == NumberStyle::DotDecimal) == dot_decimals;
    let clear = (won >= 4 && won >= 3 * lost) || (native && won >= 2 && lost <= 1);
    (dot_decimals, clear, (dot, comma))
}

/// A slot: its numerals, the unit after them, the fact over it.
fn slot(
    text: &str,
    numerals: Vec<Numeral>,
    locale: &Locale,
    facts: &[(usize, usize, usize)],
) -> Slot {
    let span = (numerals[0].span.0, numerals[numerals.len() - 1].span.1);
    let unit = match myriad_after(text, span.1, locale) {
        Some((word_end, factor)) => unit_after(text, word_end, locale).map(|mut u| {
            u.factor *= factor;
            u.written = text[span.1..u.end].to_string();
            u
        }),
        None => unit_after(text, span.1, locale),
    };
    let reach = unit.as_ref().map_or(span.1, |u| u.end);
    let first = facts.partition_point(|&(s, _, _)| s < span.0.saturating_sub(64));
    let fact = facts[first..]
        .iter()
        .take_while(|&&(s, _, _)| s < reach)
        .filter(|&&(s, e, _)| s < reach && span.0 < e)
        .map(|&(_, _, i)| i)
        .last();
    Slot {
        span,
        numerals,
        unit,
        fact,
    }
}

/// A CJK multiplier of the locale's `[[multiplier]]` rules glued right after `at` ("19만
/// IOPS", "15万IOPS"): where it ends and its factor. The slot's numbers count in it: the
/// pile-up "19 15만 IOPS" is 190,000 and 150,000 IOPS. Latin multipliers ("181,813K")
/// glue to their number as a label does and are left to the number stage.
fn myriad_after(text: &str, at: usize, locale: &Locale) -> Option<(usize, f64)> {
    let rest = &text[at..];
    locale.multipliers.iter().find_map(|rule| {
        if rule.attach == Attach::Spaced {
            return None;
        }
        rule.words
            .iter()
            .filter(|w| w.chars().next().is_some_and(|c| c as u32 >= 0x2E80))
            .find(|w| {
                rest.starts_with(w.as_str())
                    && !rule
                        .not_before
                        .iter()
                        .any(|nb| rest[w.len()..].starts_with(nb.as_str()))
            })
            .map(|w| (at + w.len(), rule.factor))
    })
}

/// The unit written right after `at` (glued, after a space or a particle), by the
/// locale's rules as the unit stage reads them.
fn unit_after(text: &str, at: usize, locale: &Locale) -> Option<SlotUnit> {
    let end = text[at..]
        .char_indices()
        .nth(24)
        .map_or(text.len(), |(i, _)| at + i);
    let (rule, (start, stop)) = crate::units::unit_after(text, at, end, locale)?;
    Some(SlotUnit {
        metric: rule.metric,
        factor: rule.factor,
        written: text[start..stop].to_string(),
        end: stop,
    })
}

#[cfg(test)]
mod tests {
    use super::super::testing::input;

    fn shape(text: &str, lang: &str) -> Vec<Vec<Option<f64>>> {
        input(text, lang)
            .passages
            .iter()
            .flat_map(|p| &p.slots)
            .map(|s| s.numerals.iter().map(|n| n.value).collect())
            .collect()
    }

    #[test]
    fn a_myriad_after_a_slot_counts_in_its_numbers() {
        // A made-up Korean spec sentence, piled up as the translation engine does: 19만
        // and 15만.
        let text = "이 드라이브의 랜덤 읽기/쓰기는 19 15만 IOPS, XNUMX만 IOPS입니다.";
        let model = input(text, "ko");
        let slots = &model.passages[0].slots;
        assert_eq!(slots.len(), 2);
        assert_eq!(slots[0].canonical(15.0), Some(150_000.0));
        assert_eq!(slots[1].canonical(19.0), Some(190_000.0));
        // A word that begins with the multiplier's character is no multiplier ("4만큼").
        let model = input("속도는 4만큼 빠르다 IOPS", "ko");
        assert!(model.passages[0].slots[0].canonical(4.0) != Some(40_000.0));
    }

    #[test]
    fn a_placeholder_after_a_range_dash_is_a_slot_and_after_a_name_is_not() {
        // The Russian passage of tests/data/corruption/passages.toml (dzen.ru), its range end lost.
        let text =
            "скорость чтения таких SSD обычно ограничена куда более скромными 500-XNUMX Мбайт/с.";
        assert_eq!(shape(text, "ru"), vec![vec![Some(500.0)], vec![None]]);
        // A name's placeholder stays in the name: the slots are "2" and "1".
        assert_eq!(
            shape("2 ports RJ-XNUMX et 1 GbE", "fr"),
            vec![vec![Some(2.0)], vec![Some(1.0)]]
        );
    }

    #[test]
    fn a_version_is_no_slot_but_a_link_speed_after_its_name_is() {
        // "PCIe 4.0 1 TB": 4.0 names the bus, the drive is 1 TB (one slot, not a pile-up).
        assert_eq!(shape("un SSD PCIe 4.0 1 TB", "fr"), vec![vec![Some(1.0)]]);
        // "SATA 3 Gb/s" (the Italian passage of tests/data/corruption/passages.toml): a unit
        // after the numeral makes it a figure, a slot the shift can move and restore.
        assert_eq!(
            shape("un'interfaccia SATA 3 Gb/s, e si ferma", "it"),
            vec![vec![Some(3.0)]]
        );
    }

    #[test]
    fn a_pile_up_is_one_slot_of_two_numerals() {
        // From the French dev review of the Synology DS1621xs+ (machine translated).
        let text = "le DS1621xs+ a pu atteindre 4,540 1,880 IOPS en lecture et 179 1,940 IOPS en écriture, 56.38 ms.";
        let slots = shape(text, "fr");
        assert_eq!(
            slots,
            vec![
                vec![Some(4540.0), Some(1880.0)],
                vec![Some(179.0), Some(1940.0)],
                vec![Some(56.38)]
            ]
        );
        let model = input(text, "fr");
        let unit = model.passages[0].slots[0].unit.as_ref().unwrap();
        assert_eq!(unit.written, "IOPS");
    }

    #[test]
    fn a_thousands_group_with_a_leading_zero_is_no_number_that_moved() {
        // Made-up, as French, Polish and Russian translations group thousands with a
        // space: "000" is written by no number on its own, so "720 000" is one numeral
        // even in a passage that lost a number to a placeholder (whose space runs are
        // otherwise read as numbers that moved).
        let extractor = crate::Extractor::new().unwrap();
        for (text, lang) in [
            ("Le SSD a atteint 95 000 IOPS en écriture et 720 000 IOPS en lecture, avec une latence de 85 µs, contre XNUMX IOPS pour son prédécesseur.", "fr"),
            ("Накопитель показал 95 000 IOPS при записи и 720 000 IOPS при чтении, задержка составила 85 мкс, против XNUMX IOPS у предшественника.", "ru"),
        ] {
            let report = extractor.extract_as("t", text, Some(lang));
            let moved: Vec<&str> = report
                .findings
                .iter()
                .filter(|f| f.kind == crate::model::FindingKind::Rotated)
                .filter(|f| f.severity != crate::model::Severity::Info)
                .map(|f| f.text.as_str())
                .collect();
            assert!(moved.is_empty(), "{text}: {moved:?}");
        }
        assert!(super::zero_led("000") && super::zero_led("050"));
        assert!(!super::zero_led("0,5") && !super::zero_led("0") && !super::zero_led("400"));
    }

    #[test]
    fn names_are_not_slots_and_placeholders_are() {
        // "RJ-45" and the "16Q" of "16T/16Q" are names; "16T" is a labelled number, a
        // slot of its own (the engine counts it).
        let text = "un port RJ-45 10 GbE, 16T/16Q, 12,649 XNUMXTPS et XNUMX XNUMX ms, 2.5 ms.";
        let slots = shape(text, "fr");
        assert_eq!(
            slots,
            vec![
                vec![Some(10.0)],
                vec![Some(16.0)],
                vec![Some(12649.0), None],
                vec![None, None],
                vec![Some(2.5)]
            ]
        );
    }

    #[test]
    fn figures_glued_to_han_and_hangul_are_slots() {
        let text = "读取达到4,540 1,880 IOPS，写入达到179 IOPS，混合XNUMX IOPS。";
        assert_eq!(
            shape(text, "zh"),
            vec![
                vec![Some(4540.0), Some(1880.0)],
                vec![Some(179.0)],
                vec![None]
            ]
        );
        assert_eq!(
            shape("쓰기는1,940 IOPS였다", "ko"),
            vec![vec![Some(1940.0)]]
        );
    }

    #[test]
    fn a_figure_after_a_slash_and_a_word_is_a_slot() {
        // From the French dev review of the WD Gold 24 TB.
        let text = "et 58.52 ms en lecture/182.92 ms en écriture, de 2T/2Q à 16T/16Q";
        assert_eq!(
            shape(text, "fr"),
            vec![
                vec![Some(58.52)],
                vec![Some(182.92)],
                vec![Some(2.0)],
                vec![Some(16.0)]
            ]
        );
    }

    #[test]
    fn space_grouping_in_a_comma_decimal_document_is_one_number() {
        // Native German: "1.234,5" style, "16 400" a grouped number.
        let text = "Das System erreichte 16 400 IOPS bei 0,25 ms und 1,5 GB/s.";
        assert_eq!(
            shape(text, "de"),
            vec![vec![Some(16400.0)], vec![Some(0.25)], vec![Some(1.5)]]
        );
    }

    #[test]
    fn a_locale_that_groups_with_spaces_does_so_whatever_its_decimal_mark() {
        // Native Russian with dot decimals: "85 000" is one number.
        let text = "Накопитель выдает до 85 000 IOPS при 3.5 ГБ/с.";
        assert_eq!(
            shape(text, "ru"),
            vec![vec![Some(85000.0)], vec![Some(3.5)]]
        );
        // A document with a translation engine's placeholder: spaces separate its slots
        // ("85 400" may be a pile-up of 85 and 400), but a group with a leading zero is
        // written by no number alone: "85 000" stays one (issue 25).
        let text = "Накопитель выдает до 85 400 IOPS при 3.5 ГБ/с и XNUMX ms.";
        assert_eq!(shape(text, "ru")[0], vec![Some(85.0), Some(400.0)]);
        let text = "Накопитель выдает до 85 000 IOPS при 3.5 ГБ/с и XNUMX ms.";
        assert_eq!(shape(text, "ru")[0], vec![Some(85000.0)]);
    }

    #[test]
    fn a_lone_comma_before_two_digits_amid_dot_decimals_is_foreign() {
        let text = "jusqu'à 152,53 ms, puis 6.78 ms, 132.96 ms et 1,648 IOPS.";
        let model = input(text, "fr");
        let first = &model.passages[0].slots[0].numerals[0];
        assert!(model.dot_decimals);
        assert!(first.foreign_decimal);
        assert_eq!(first.value, Some(152.53));
        let last = &model.passages[0].slots[3].numerals[0];
        assert_eq!((last.value, last.foreign_decimal), (Some(1648.0), false));
    }
}
