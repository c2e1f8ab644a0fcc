//! Number stage: finds the numbers written in a passage and reads them for its locale.
//!
//! A number's reading is decided by its own shape first ("3,58" can only be a decimal,
//! "10,000,000" only grouped); a number whose shape allows two readings ("787.910",
//! "8,871") keeps both, and the document stage picks one from the neighbours and the
//! document's habit. Words glued to Latin letters (A250, R740xd, DDR4-2666) are part
//! numbers, not figures, and are skipped here. Every loop advances, so scanning is linear.

use crate::rules::{is_latin_word_char, Attach, Locale, NumberStyle};

/// The placeholder machine translation leaves where a number was lost.
pub const PLACEHOLDER: &str = "XNUMX";

/// How a written number may be read.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Reading {
    /// Only one reading fits; `style` says which decimal style the shape proves, if any.
    Exact {
        value: f64,
        style: Option<NumberStyle>,
    },
    /// One separator followed by exactly three digits: a thousands group or a decimal mark.
    Ambiguous {
        grouped: f64,
        decimal: f64,
        separator: char,
    },
    /// The placeholder `XNUMX` (or a number too long to be a figure).
    Unreadable,
}

impl Reading {
    /// The same reading of a number written with a minus sign.
    pub fn negated(self) -> Reading {
        match self {
            Reading::Exact { value, style } => Reading::Exact {
                value: -value,
                style,
            },
            Reading::Ambiguous {
                grouped,
                decimal,
                separator,
            } => Reading::Ambiguous {
                grouped: -grouped,
                decimal: -decimal,
                separator,
            },
            Reading::Unreadable => Reading::Unreadable,
        }
    }

    /// The value under a given decimal style (for ambiguous numbers).
    pub fn value_in(&self, style: NumberStyle) -> Option<f64> {
        match *self {
            Reading::Exact { value, .. } => Some(value),
            Reading::Ambiguous {
                grouped,
                decimal,
                separator,
            } => {
                if separator == style.decimal_mark() {
                    Some(decimal)
                } else {
                    Some(grouped)
                }
            }
            Reading::Unreadable => None,
        }
    }
}

/// A number found in the text, with any multiplier written after it.
#[derive(Debug, Clone, PartialEq)]
pub struct NumberToken {
    /// Byte range of the digits (or of `XNUMX`) in the document.
    pub start: usize,
    pub end: usize,
    pub reading: Reading,
    /// Multiplier written after the number ("K", "万", "Mio.") and where it ends.
    pub multiplier: Option<(f64, usize)>,
    /// The number is glued to a Latin word on its left ("RXNUMXxd", "A250").
    pub in_word: bool,
}

impl NumberToken {
    /// End of the number including its multiplier.
    pub fn end_with_multiplier(&self) -> usize {
        self.multiplier.map_or(self.end, |(_, e)| e)
    }
    pub fn factor(&self) -> f64 {
        self.multiplier.map_or(1.0, |(f, _)| f)
    }
    pub fn is_placeholder(&self) -> bool {
        matches!(self.reading, Reading::Unreadable) && self.end - self.start == PLACEHOLDER.len()
    }
}

/// Longest digit run accepted as a figure; longer runs are kept but unreadable.
const MAX_DIGITS: usize = 40;

pub fn digit_value(c: char) -> Option<u32> {
    match c {
        '0'..='9' => Some(c as u32 - '0' as u32),
        '０'..='９' => Some(c as u32 - '０' as u32),
        _ => None,
    }
}

fn is_space_like(c: char) -> bool {
    matches!(c, ' ' | '\u{00A0}' | '\u{202F}' | '\u{2009}')
}

/// Characters that may sit inside a written number without showing: zero-width spaces and
/// joiners, the word joiner, the BOM, the soft hyphen, bidi controls, and combining marks
/// (which attach to the digit before them). A number is read through them.
pub fn is_invisible_in_number(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}'
        | '\u{FEFF}' | '\u{0300}'..='\u{036F}' | '\u{20D0}'..='\u{20FF}')
}

/// Length in bytes of the invisible characters at the start of `s`.
pub fn invisible_len(s: &str) -> usize {
    if s.as_bytes().first().is_none_or(u8::is_ascii) {
        return 0; // no invisible character is ASCII
    }
    s.chars()
        .take_while(|&c| is_invisible_in_number(c))
        .map(char::len_utf8)
        .sum()
}

/// The first byte at or after `from` (before `end`) that may start a number: an ASCII
/// digit, an 'X' (of "XNUMX"), or the first byte E3..E9 or EF of a three-byte character
/// (the only non-ASCII characters that start numbers, see [`NumeralStarts`]); `end` if
/// none. Eight bytes are tested at once (SWAR: each test sets the high bit of the bytes
/// it finds), so that Latin text, Hangul and UTF-8 continuation bytes are passed over
/// without a step per character.
fn next_number_candidate(bytes: &[u8], from: usize, end: usize) -> usize {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const fn each(b: u8) -> u64 {
        0x0101_0101_0101_0101 * b as u64
    }
    // With the high bit of each byte cleared, adding 0x80 - k sets it exactly where the
    // byte is >= k, and no carry crosses into the next byte.
    const fn at_least(low: u64, k: u8) -> u64 {
        low + each(0x80 - k)
    }
    let mut i = from;
    while i + 8 <= end {
        let word = u64::from_le_bytes(bytes[i..i + 8].try_into().unwrap_or([0; 8]));
        let low = word & LOW7;
        let digit = at_least(low, b'0') & !at_least(low, b'9' + 1);
        let x = !((low ^ each(b'X')) + LOW7); // high bit set where the low bits are 'X'
                                              // Lead bytes E3..E9 and EF have the low bits 0x63..0x69 and 0x6F.
        let lead = at_least(low, 0x63) & !at_least(low, 0x6A);
        let lead_ef = !((low ^ each(0x6F)) + LOW7);
        let found = ((digit | x) & !word | (lead | lead_ef) & word) & HIGH;
        if found != 0 {
            return i + (found.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < end && !may_start_number_byte(bytes[i]) {
        i += 1;
    }
    i
}

/// The bytes [`next_number_candidate`] stops at.
fn may_start_number_byte(b: u8) -> bool {
    b.is_ascii_digit() || b == b'X' || matches!(b, 0xE3..=0xE9 | 0xEF)
}

/// The three-byte characters that start numbers: full-width digits (EF BC 90..99), 〇
/// (E3 80 87) and the Han numerals (E4..E9 ..), as a bit per character. A character not
/// in the table (most Han characters, CJK punctuation, Hangul) is passed over without
/// being decoded. Built once from [`digit_value`] and
/// [`crate::cjk_numerals::is_numeral_char`].
struct NumeralStarts {
    /// For each first byte E0..EF and second byte (its low six bits), a bit per third
    /// byte (its low six bits).
    third_bytes: [u64; 16 * 64],
}

impl NumeralStarts {
    fn get() -> &'static NumeralStarts {
        static TABLE: std::sync::OnceLock<NumeralStarts> = std::sync::OnceLock::new();
        TABLE.get_or_init(|| {
            let mut table = NumeralStarts {
                third_bytes: [0; 16 * 64],
            };
            for c in ('\u{800}'..='\u{FFFF}')
                .filter(|&c| digit_value(c).is_some() || crate::cjk_numerals::is_numeral_char(c))
            {
                let mut buf = [0u8; 4];
                let utf8 = c.encode_utf8(&mut buf).as_bytes();
                table.third_bytes[Self::slot(utf8[0], utf8[1])] |= 1 << (utf8[2] & 0x3F);
            }
            table
        })
    }

    fn slot(lead: u8, second: u8) -> usize {
        usize::from(lead & 0x0F) * 64 + usize::from(second & 0x3F)
    }

    /// The end of the run of three-byte characters that start no number from `at` (a
    /// character boundary of `bytes`): one bounds check and one table bit a character.
    fn run_end(&self, bytes: &[u8], mut at: usize) -> usize {
        while let Some(&[lead, second, third]) = bytes.get(at..at + 3) {
            if lead & 0xF0 != 0xE0
                || self.third_bytes[Self::slot(lead, second)] & (1 << (third & 0x3F)) != 0
            {
                break;
            }
            at += 3;
        }
        at
    }
}

/// Finds the numbers of `text[range]` (absolute byte offsets in, absolute offsets out).
pub fn scan_numbers(
    text: &str,
    range: std::ops::Range<usize>,
    locale: &Locale,
) -> Vec<NumberToken> {
    let mut tokens = Vec::new();
    let end = range.end.min(text.len());
    let mut pos = range.start;
    let bytes = text.as_bytes();
    let numeral_starts = NumeralStarts::get();
    while pos < end {
        // Fast path: figures start with a digit, "XNUMX" or a non-ASCII numeral; the text
        // that starts none (most of it) is passed over eight bytes at a time, and runs of
        // CJK characters that start none one character at a time without decoding.
        pos = next_number_candidate(bytes, pos, end);
        if pos >= end {
            break;
        }
        if bytes[pos] >= 0x80 {
            // The lead byte of a three-byte character: the run of those that start no
            // number (most Han characters) is passed over.
            let run_start = pos;
            pos = numeral_starts.run_end(&bytes[..end], pos);
            if pos > run_start {
                continue;
            }
        }
        let b = bytes[pos];
        let rest = &text[pos..end];
        let c = match rest.chars().next() {
            Some(c) => c,
            None => break,
        };
        if b == b'X' && rest.starts_with(PLACEHOLDER) {
            let stop = pos + PLACEHOLDER.len();
            let in_word = prev_char(text, pos).is_some_and(is_latin_word_char);
            tokens.push(NumberToken {
                start: pos,
                end: stop,
                reading: Reading::Unreadable,
                multiplier: None,
                in_word,
            });
            pos = stop;
            continue;
        }
        if digit_value(c).is_none() {
            if !crate::cjk_numerals::is_numeral_char(c) {
                pos += c.len_utf8();
                continue;
            }
            if let Some((token, stop)) = cjk_numeral_figure(text, pos, end, locale) {
                tokens.push(token);
                pos = stop;
                continue;
            }
            pos += c.len_utf8();
            continue;
        }
        if glued_to_word(text, pos) && !after_unit_slash(text, pos, end, locale) {
            pos = skip_word(text, pos, end);
            continue;
        }
        let (token, next) = read_number(text, pos, end, locale);
        pos = next.max(pos + 1);
        if let Some(mut token) = token {
            // A number running straight into Latin letters that are neither a unit nor a
            // multiplier is a part number ("24C", "2U", "10Gbase"): skip the whole word.
            let after = &text[token.end..end];
            token.multiplier = match_multiplier(text, token.end, end, locale);
            extend_myriads(text, end, locale, &mut token);
            let after_mult = &text[token.end_with_multiplier()..end];
            let glued_letter = after.chars().next().is_some_and(is_latin_word_char);
            if glued_letter && token.multiplier.is_none() && locale.match_unit(after).is_none() {
                // "2x100Gb/s", "4x10.8TB": a count times a figure. The count has no unit;
                // scanning resumes after the x so that the figure is read.
                let mut it = after.chars();
                if let (Some('x' | 'X'), Some(d)) = (it.next(), it.next()) {
                    if digit_value(d).is_some() {
                        pos = token.end + 1;
                        continue;
                    }
                }
                pos = skip_word(text, token.end, end);
                continue;
            }
            if token.multiplier.is_some()
                && !multiplier_is_cjk(text, &token)
                && after_mult
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphanumeric())
                && locale.match_unit(after_mult).is_none()
            {
                // "4Kn", "3Mx": not a multiplier after all.
                token.multiplier = None;
                pos = skip_word(text, token.end, end);
                continue;
            }
            pos = pos.max(token.end_with_multiplier());
            if tokens.capacity() == 0 {
                // Room for a number every 16 bytes of the rest of the passage (tables are
                // dense with numbers), so that the list seldom grows step by step.
                tokens.reserve(4 + (end - pos) / 16);
            }
            tokens.push(token);
        }
    }
    tokens
}

fn prev_char(text: &str, pos: usize) -> Option<char> {
    text[..pos].chars().next_back()
}

/// Is the digit at `pos` the continuation of a Latin word ("A250", "DDR4-2666", "U.2")?
fn glued_to_word(text: &str, pos: usize) -> bool {
    let mut before = text[..pos].chars().rev();
    let p1 = match before.next() {
        Some(c) => c,
        None => return false,
    };
    if is_latin_word_char(p1) {
        // "2x100Gb/s", "12x 1,92 TB": x between digits multiplies.
        if matches!(p1, 'x' | 'X' | '×') {
            return before.next().is_none_or(|c| digit_value(c).is_none());
        }
        return true;
    }
    if matches!(p1, '-' | '.' | '_' | '/') {
        // "DDR4-2666", "U.2", "v2.6", "TCP/C": glued through a joiner to a word; a digit
        // before the joiner ("0-120%", "90-10") is a range, not a word.
        return before
            .next()
            .is_some_and(|c| is_latin_word_char(c) && digit_value(c).is_none());
    }
    false
}

/// "88μs/14μs": a number after a slash that follows a unit, and itself followed by a unit,
/// is the second of a pair, not the end of a word like "TCP/C".
fn after_unit_slash(text: &str, pos: usize, end: usize, locale: &Locale) -> bool {
    if !text[..pos].ends_with('/') {
        return false;
    }
    let digits_end = pos
        + text[pos..end]
            .chars()
            .take_while(|&c| digit_value(c).is_some() || c == '.' || c == ',')
            .map(char::len_utf8)
            .sum::<usize>();
    let before = &text[..pos - 1];
    let unit_before = (1..=8).any(|len| {
        before.len() >= len
            && before.is_char_boundary(before.len() - len)
            && locale
                .match_unit(&before[before.len() - len..])
                .is_some_and(|m| m.len == len)
    });
    unit_before && locale.match_unit(&text[digits_end..end]).is_some()
}

/// Skips a run of word characters, digits and joiners (a part number or version). ASCII
/// is read by bytes; other characters are decoded.
fn skip_word(text: &str, pos: usize, end: usize) -> usize {
    let bytes = &text.as_bytes()[..end];
    let mut p = pos;
    while let Some(&b) = bytes.get(p) {
        let len = if b == b'-' {
            // A hyphen before digits ends the part name: "DDR4-2666 MHz" names a clock after
            // the part, and the next round reads it ("E2690-3" still yields no figure: "3"
            // has no unit).
            let digit_follows = match bytes.get(p + 1) {
                Some(n) if n.is_ascii() => n.is_ascii_digit(),
                Some(_) => text[p + 1..end]
                    .chars()
                    .next()
                    .and_then(digit_value)
                    .is_some(),
                None => false,
            };
            if digit_follows {
                break;
            }
            1
        } else if b.is_ascii() {
            if !(b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b',')) {
                break;
            }
            1
        } else {
            match text[p..end].chars().next() {
                Some(c) if is_latin_word_char(c) || digit_value(c).is_some() => c.len_utf8(),
                _ => break,
            }
        };
        p += len;
    }
    // Always move on by at least one whole character ("0万0": 万 is no word character).
    if p == pos {
        p += text[pos..].chars().next().map_or(1, char::len_utf8);
    }
    p
}

/// A list of a few items on the stack, moved to the heap past `N`: the digit groups and
/// separators of one number (one to three groups as a rule, though a dotted code may have
/// many). `SmallVec`'s bookkeeping cost more than reading the number itself.
struct Few<T: Copy, const N: usize> {
    inline: [T; N],
    len: usize,
    /// All the items, once there are more than `N`.
    spilled: Vec<T>,
}

impl<T: Copy, const N: usize> Few<T, N> {
    /// An empty list (`filler` fills the unused places).
    fn new(filler: T) -> Self {
        Few {
            inline: [filler; N],
            len: 0,
            spilled: Vec::new(),
        }
    }

    fn push(&mut self, item: T) {
        if self.len < N {
            self.inline[self.len] = item;
        } else {
            if self.len == N {
                self.spilled.extend_from_slice(&self.inline);
            }
            self.spilled.push(item);
        }
        self.len += 1;
    }

    fn as_slice(&self) -> &[T] {
        if self.len <= N {
            &self.inline[..self.len]
        } else {
            &self.spilled
        }
    }
}

/// The character at byte `pos` of `text` (before `end`), decoded only when not ASCII.
fn char_at(text: &str, pos: usize, end: usize) -> Option<char> {
    match text.as_bytes().get(pos) {
        Some(&b) if pos < end && b.is_ascii() => Some(char::from(b)),
        _ => text[pos..end].chars().next(),
    }
}

/// Reads digit groups and separators starting at `start`; returns the token (if the shape
/// is a figure) and where scanning continues.
fn read_number(
    text: &str,
    start: usize,
    end: usize,
    locale: &Locale,
) -> (Option<NumberToken>, usize) {
    read_plain_number(text, start, end, locale)
        .unwrap_or_else(|| read_grouped_number(text, start, end, locale))
}

/// [`read_number`] for any number: groups of digits (ASCII or full-width, read through
/// invisible characters) and the separators between them.
fn read_grouped_number(
    text: &str,
    start: usize,
    end: usize,
    locale: &Locale,
) -> (Option<NumberToken>, usize) {
    let bytes = text.as_bytes();
    // Collect groups: (byte start, byte end) and separators between them (normalized).
    let mut groups: Few<(usize, usize), 6> = Few::new((0, 0));
    let mut seps: Few<char, 6> = Few::new(' ');
    let mut total_digits = 0;
    // Whether every group is ASCII digits only (the usual number): then the groups are
    // read from the text itself.
    let mut all_ascii = true;
    let mut pos = start;
    loop {
        let gstart = pos;
        let mut count = 0;
        // Invisible characters between digits are read through ("1\u{200B}000").
        loop {
            if pos < end && bytes[pos].is_ascii_digit() {
                // The common case, without decoding.
                pos += 1;
                count += 1;
                continue;
            }
            if pos >= end || bytes[pos].is_ascii() {
                break; // no invisible character and no other digit is ASCII
            }
            let rest = &text[pos..end];
            let skip = invisible_len(rest);
            match rest[skip..].chars().next() {
                Some(c) if digit_value(c).is_some() => {
                    pos += skip + c.len_utf8();
                    count += 1;
                }
                _ => break,
            }
        }
        groups.push((gstart, pos));
        total_digits += count;
        all_ascii &= pos - gstart == count;
        let lead = if pos < end && bytes[pos].is_ascii() {
            0
        } else {
            invisible_len(&text[pos..end])
        };
        let Some(sep) = char_at(text, pos + lead, end) else {
            break;
        };
        if !is_separator(sep, locale) {
            break;
        }
        let after = pos + lead + sep.len_utf8();
        let digit_follows = match char_at(text, after, end) {
            Some(c) if c.is_ascii() => c.is_ascii_digit(),
            _ => {
                let rest = &text[after..end];
                rest[invisible_len(rest)..]
                    .chars()
                    .next()
                    .is_some_and(|d| digit_value(d).is_some())
            }
        };
        if !digit_follows {
            break;
        }
        // A space after a mark groups nothing ("1,426.81 131.9", "848.7 342.8" in a
        // translation's pile-up): the number ends there and the next is read on its own.
        if normalized_sep(sep) == ' ' && seps.as_slice().iter().any(|&c| c != ' ') {
            break;
        }
        seps.push(normalized_sep(sep));
        pos = after;
    }
    let groups = groups.as_slice();
    let number_end = pos;
    if total_digits > MAX_DIGITS {
        let token = NumberToken {
            start,
            end: number_end,
            reading: Reading::Unreadable,
            multiplier: None,
            in_word: false,
        };
        return (Some(token), number_end);
    }
    // The digits of every group as ASCII: the text itself when every group is ASCII
    // digits only, else copied into a buffer with full-width digits converted and
    // invisible characters dropped (at most MAX_DIGITS digits here).
    let mut buffer = [0u8; MAX_DIGITS];
    let mut strings: Few<&str, 6> = Few::new("");
    if all_ascii {
        for &(from, to) in groups {
            strings.push(&text[from..to]);
        }
    } else {
        let mut filled = 0;
        let mut bounds: Few<(usize, usize), 6> = Few::new((0, 0));
        for &(from, to) in groups {
            let first = filled;
            for d in text[from..to].chars().filter_map(digit_value) {
                buffer[filled] = b'0' + d as u8;
                filled += 1;
            }
            bounds.push((first, filled));
        }
        let digits_text = std::str::from_utf8(&buffer[..filled]).unwrap_or("");
        for &(a, b) in bounds.as_slice() {
            strings.push(&digits_text[a..b]);
        }
    }
    let strings = strings.as_slice();
    let interpretation = interpret(strings, seps.as_slice(), locale);
    token_of(interpretation, start, number_end, groups[0].1, strings[0])
}

/// The token (if any) and where scanning continues, for a number read from `start` to
/// `number_end` whose first group of digits ends at `first_end` and reads `first_digits`.
fn token_of(
    interpretation: Interpretation,
    start: usize,
    number_end: usize,
    first_end: usize,
    first_digits: &str,
) -> (Option<NumberToken>, usize) {
    match interpretation {
        Interpretation::Value(reading) => (
            Some(NumberToken {
                start,
                end: number_end,
                reading,
                multiplier: None,
                in_word: false,
            }),
            number_end,
        ),
        Interpretation::SplitAfterFirst => {
            let value = digits_value(first_digits);
            let token = NumberToken {
                start,
                end: first_end,
                reading: Reading::Exact { value, style: None },
                multiplier: None,
                in_word: false,
            };
            (Some(token), first_end)
        }
        Interpretation::NotAFigure => (None, number_end),
    }
}

/// [`read_number`] for the usual numbers, without collecting groups: one run of ASCII
/// digits ("64"), or two joined by one ASCII separator ("3,58", "12.0", "1.000"), followed
/// by a character that continues them neither as a separator before a digit nor as an
/// invisible character or a further digit. `None` for any other number, which
/// [`read_grouped_number`] reads.
fn read_plain_number(
    text: &str,
    start: usize,
    end: usize,
    locale: &Locale,
) -> Option<(Option<NumberToken>, usize)> {
    let bytes = &text.as_bytes()[..end];
    let first_end = ascii_digits_end(bytes, start);
    let first = &text[start..first_end];
    if first.is_empty() || first.len() > MAX_DIGITS {
        return None;
    }
    match after_digits(text, bytes, first_end, locale) {
        AfterDigits::End => {
            let token = NumberToken {
                start,
                end: first_end,
                reading: Reading::Exact {
                    value: digits_value(first),
                    style: None,
                },
                multiplier: None,
                in_word: false,
            };
            Some((Some(token), first_end))
        }
        AfterDigits::SeparatorAndDigit => {
            let second_end = ascii_digits_end(bytes, first_end + 1);
            let second = &text[first_end + 1..second_end];
            if first.len() + second.len() > MAX_DIGITS
                || after_digits(text, bytes, second_end, locale) != AfterDigits::End
            {
                return None;
            }
            let separator = normalized_sep(char::from(bytes[first_end]));
            let interpretation = interpret(&[first, second], &[separator], locale);
            Some(token_of(
                interpretation,
                start,
                second_end,
                first_end,
                first,
            ))
        }
        AfterDigits::Unclear => None,
    }
}

/// The end of the run of ASCII digits at `from`.
fn ascii_digits_end(bytes: &[u8], from: usize) -> usize {
    from + bytes[from..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count()
}

/// What follows a run of ASCII digits, for [`read_plain_number`].
#[derive(PartialEq)]
enum AfterDigits {
    /// Nothing that continues the number.
    End,
    /// An ASCII separator, then an ASCII digit: a further group.
    SeparatorAndDigit,
    /// Something [`read_grouped_number`] must look at: an invisible character, a
    /// full-width digit, a non-ASCII separator, or a separator before a non-ASCII char.
    Unclear,
}

/// What follows the digits that end at `at` (`bytes` is `text` up to the passage's end).
fn after_digits(text: &str, bytes: &[u8], at: usize, locale: &Locale) -> AfterDigits {
    match bytes.get(at) {
        None => AfterDigits::End,
        Some(&b) if b.is_ascii() => {
            // A separator counts only with a digit after it, which ASCII other than a digit
            // is not.
            if !is_separator(char::from(b), locale) {
                return AfterDigits::End;
            }
            match bytes.get(at + 1) {
                None => AfterDigits::End,
                Some(n) if n.is_ascii_digit() => AfterDigits::SeparatorAndDigit,
                Some(n) if n.is_ascii() => AfterDigits::End,
                Some(_) => AfterDigits::Unclear,
            }
        }
        Some(_) => {
            let c = text[at..bytes.len()].chars().next();
            // "100万", "64개": a character that neither separates nor continues the digits.
            if c.is_some_and(|c| {
                !is_invisible_in_number(c) && digit_value(c).is_none() && !is_separator(c, locale)
            }) {
                AfterDigits::End
            } else {
                AfterDigits::Unclear
            }
        }
    }
}

fn is_separator(c: char, locale: &Locale) -> bool {
    matches!(c, '.' | ',' | '．') || locale.extra_group_separators.contains(&c)
}

enum Interpretation {
    Value(Reading),
    /// The separator is punctuation, not part of the number ("8,16和32" in Chinese).
    SplitAfterFirst,
    /// A version or other dotted code ("9.9.1", "5.5.30").
    NotAFigure,
}

fn normalized_sep(c: char) -> char {
    match c {
        '．' => '.',
        c if is_space_like(c) || c == '\'' || c == '’' => ' ',
        c => c,
    }
}

fn grouped_ok(groups: &[&str]) -> bool {
    let first = groups[0].len();
    (1..=3).contains(&first) && groups[1..].iter().all(|g| g.len() == 3)
}

fn join_value(int_groups: &[&str], frac: Option<&str>) -> f64 {
    // The usual figure has at most 15 significant digits: its digits as an integer, then
    // divided by a power of ten, are both exact in f64, so the quotient is the correctly
    // rounded value, as `str::parse` gives (Clinger's fast path). Longer ones are parsed.
    let frac = frac.unwrap_or("");
    let digits = int_groups.iter().map(|g| g.len()).sum::<usize>() + frac.len();
    if digits <= 15 {
        let mut mantissa = 0u64;
        for g in int_groups {
            for &b in g.as_bytes() {
                mantissa = mantissa * 10 + u64::from(b - b'0');
            }
        }
        for &b in frac.as_bytes() {
            mantissa = mantissa * 10 + u64::from(b - b'0');
        }
        return mantissa as f64 / POWERS_OF_TEN[frac.len()];
    }
    let mut s: String = int_groups.concat();
    if !frac.is_empty() {
        s.push('.');
        s.push_str(frac);
    }
    s.parse::<f64>().unwrap_or(f64::NAN)
}

/// [`join_value`] of one group of digits and no fraction (the usual number), without
/// walking a list of groups.
fn digits_value(digits: &str) -> f64 {
    if digits.len() > 15 {
        return join_value(&[digits], None);
    }
    // At most 15 digits: the integer is exact in f64 (as in `join_value`, which divides
    // it by 10^0).
    digits
        .bytes()
        .fold(0u64, |mantissa, b| mantissa * 10 + u64::from(b - b'0')) as f64
}

/// 10^0 ..= 10^15, all exact in f64.
const POWERS_OF_TEN: [f64; 16] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
];

/// Groups of thousands then a decimal mark (`last`) before the final group: "12,641.4".
fn decimal_after_groups(groups: &[&str], last: char) -> Interpretation {
    let n = groups.len();
    let style = if last == '.' {
        NumberStyle::DotDecimal
    } else {
        NumberStyle::CommaDecimal
    };
    Interpretation::Value(Reading::Exact {
        value: join_value(&groups[..n - 1], Some(groups[n - 1])),
        style: Some(style),
    })
}

/// The reading of digit groups and the separators between them (normalized: see
/// [`normalized_sep`]).
fn interpret(groups: &[&str], seps: &[char], locale: &Locale) -> Interpretation {
    if seps.is_empty() {
        return Interpretation::Value(Reading::Exact {
            value: join_value(groups, None),
            style: None,
        });
    }
    let has_dot = seps.contains(&'.');
    let has_comma = seps.contains(&',');
    let last = *seps.last().unwrap_or(&'.');
    let n = groups.len();
    if has_dot && has_comma {
        // Both marks: the last one is the decimal mark and must occur once.
        let decimal_count = seps.iter().filter(|&&c| c == last).count();
        if last == ' ' || decimal_count != 1 || !grouped_ok(&groups[..n - 1]) {
            return Interpretation::NotAFigure;
        }
        return decimal_after_groups(groups, last);
    }
    let kind = seps[0];
    if seps.iter().any(|&c| c != kind) {
        // Spaces mixed with one mark: "1 234,5" (spaces group, the mark is decimal).
        if seps[..seps.len() - 1].iter().all(|&c| c == ' ')
            && last != ' '
            && grouped_ok(&groups[..n - 1])
        {
            return decimal_after_groups(groups, last);
        }
        return Interpretation::SplitAfterFirst;
    }
    if seps.len() >= 2 {
        if grouped_ok(groups) {
            let style = match kind {
                ',' => Some(NumberStyle::DotDecimal),
                '.' => Some(NumberStyle::CommaDecimal),
                _ => None,
            };
            return Interpretation::Value(Reading::Exact {
                value: join_value(groups, None),
                style,
            });
        }
        return if kind == '.' {
            Interpretation::NotAFigure
        } else {
            Interpretation::SplitAfterFirst
        };
    }
    // One separator: "3,58", "787.910", "8,16", "1 000".
    let (a, b) = (&groups[0], &groups[1]);
    if kind == ' ' {
        return if b.len() == 3 && a.len() <= 3 {
            Interpretation::Value(Reading::Exact {
                value: join_value(groups, None),
                style: None,
            })
        } else {
            Interpretation::SplitAfterFirst
        };
    }
    let decimal_style = if kind == '.' {
        NumberStyle::DotDecimal
    } else {
        NumberStyle::CommaDecimal
    };
    let grouping_style = if kind == '.' {
        NumberStyle::CommaDecimal
    } else {
        NumberStyle::DotDecimal
    };
    let can_group =
        b.len() == 3 && (1..=3).contains(&a.len()) && *a != "0" && locale.allows(grouping_style);
    let can_decimal = locale.allows(decimal_style);
    match (can_group, can_decimal) {
        (true, true) => Interpretation::Value(Reading::Ambiguous {
            grouped: join_value(groups, None),
            decimal: join_value(&groups[..1], Some(b)),
            separator: kind,
        }),
        (true, false) => Interpretation::Value(Reading::Exact {
            value: join_value(groups, None),
            style: None,
        }),
        (false, true) => Interpretation::Value(Reading::Exact {
            value: join_value(&groups[..1], Some(b)),
            style: if b.len() != 3 {
                Some(decimal_style)
            } else {
                None
            },
        }),
        (false, false) => Interpretation::SplitAfterFirst,
    }
}

/// A multiplier written right after the number ("510K", "103萬(wàn)", "1,2 Mio.").
fn match_multiplier(text: &str, pos: usize, end: usize, locale: &Locale) -> Option<(f64, usize)> {
    let rest = &text[pos..end];
    let spaced_rest = rest.strip_prefix(|c: char| is_space_like(c));
    let glued_first = rest.as_bytes().first().copied();
    let spaced_first = spaced_rest.and_then(|s| s.as_bytes().first().copied());
    let may_start =
        |b: Option<u8>| b.is_some_and(|b| locale.multiplier_first_bytes[usize::from(b)]);
    if !may_start(glued_first) && !may_start(spaced_first) {
        return None;
    }
    // Rule by rule, word by word, glued before spaced: the first that fits wins.
    for entry in &locale.multiplier_words {
        let starts = |first: Option<u8>| entry.first_byte.is_none_or(|b| first == Some(b));
        let (glued_may, spaced_may) = (starts(glued_first), starts(spaced_first));
        if !glued_may && !spaced_may {
            continue;
        }
        let rule = &locale.multipliers[entry.rule];
        let word = rule.words[entry.word].as_str();
        let candidates: [(Option<&str>, bool); 2] = [
            (Some(rest), glued_may && rule.attach != Attach::Spaced),
            (spaced_rest, spaced_may && rule.attach != Attach::Glued),
        ];
        for (candidate, allowed) in candidates {
            let Some(candidate) = candidate.filter(|_| allowed) else {
                continue;
            };
            if !candidate.starts_with(word) {
                continue;
            }
            let word_start = pos + (rest.len() - candidate.len());
            // A unit that begins with the multiplier's characters wins: "2.3千克" is
            // 2.3 kilograms (千克), not 2,300 克.
            if locale
                .match_unit(&text[word_start..end])
                .is_some_and(|m| m.len > word.len())
            {
                continue;
            }
            let mut word_end = word_start + word.len();
            let after = &text[word_end..end];
            if rule
                .not_before
                .iter()
                .any(|nb| after.starts_with(nb.as_str()))
            {
                continue;
            }
            let last = word.chars().last().unwrap_or(' ');
            if is_latin_word_char(last)
                && after.chars().next().is_some_and(is_latin_word_char)
                && locale.match_unit(after).is_none()
            {
                continue;
            }
            word_end += pinyin_annotation_len(after);
            return Some((rule.factor, word_end));
        }
    }
    None
}

/// Whether the token's multiplier is a CJK word (万, 億, 千, 만, 억), not a Latin one (K, Mio.).
fn multiplier_is_cjk(text: &str, token: &NumberToken) -> bool {
    token.multiplier.is_some_and(|(_, mend)| {
        text[token.end..mend]
            .trim_start_matches(is_space_like)
            .chars()
            .next()
            .is_some_and(|c| !c.is_ascii() && !is_latin_word_char(c))
    })
}

/// CJK myriads stack and chain. Stacked: "4千万" = 4 × 10^3 × 10^4, "4.78万亿" = 4.78 × 10^12.
/// Chained: a smaller group glued after a myriad adds to it ("3万2200" = 32,200,
/// "14億1402万1100" = 1,414,021,100). The token keeps its first multiplier, and its
/// reading becomes the whole figure divided by it, so that value × factor is the figure.
fn extend_myriads(text: &str, end: usize, locale: &Locale, token: &mut NumberToken) {
    if !multiplier_is_cjk(text, token) {
        return;
    }
    let Some((mut factor, mut mend)) = token.multiplier else {
        return;
    };
    let Some(first_value) = token.reading.value_in(locale.native_style()) else {
        return;
    };
    // Stacked myriads, glued and each at least as large as the one before.
    while let Some((f2, e2)) = glued_cjk_multiplier(text, mend, end, locale) {
        if f2 < factor {
            break;
        }
        factor *= f2;
        mend = e2;
    }
    let mut total = first_value * factor;
    let mut last = factor;
    // Smaller groups glued after the myriad.
    while text[mend..end]
        .chars()
        .next()
        .and_then(digit_value)
        .is_some()
    {
        let (Some(next), _) = read_number(text, mend, end, locale) else {
            break;
        };
        let Some(value) = next.reading.value_in(locale.native_style()) else {
            break;
        };
        let mut next_factor = 1.0;
        let mut next_end = next.end;
        while let Some((f, e)) = glued_cjk_multiplier(text, next_end, end, locale) {
            next_factor *= f;
            next_end = e;
        }
        // "5万4千6百": a digit before a numeral unit our rules do not multiply (百) ends the chain.
        let unit_char_follows = text[next_end..end]
            .chars()
            .next()
            .is_some_and(crate::cjk_numerals::is_numeral_char);
        if value * next_factor >= last || unit_char_follows {
            break;
        }
        total += value * next_factor;
        mend = next_end;
        if next_factor == 1.0 {
            break;
        }
        last = next_factor;
    }
    let written_factor = token.factor();
    token.reading = Reading::Exact {
        value: total / written_factor,
        style: None,
    };
    token.multiplier = Some((written_factor, mend));
}

/// A CJK multiplier glued at `pos` (no space before it).
fn glued_cjk_multiplier(
    text: &str,
    pos: usize,
    end: usize,
    locale: &Locale,
) -> Option<(f64, usize)> {
    let c = text[pos..end].chars().next()?;
    if c.is_ascii() || is_latin_word_char(c) || is_space_like(c) {
        return None;
    }
    match_multiplier(text, pos, end, locale)
}

/// A figure written in CJK numerals ("三百五十 IOPS", "十二個虛擬機"): read only in a locale
/// that writes them (zh, ja) and only when a unit follows, optionally after a space, so
/// that words holding numeral characters ("一個", "四川") stay words. A unit of one CJK
/// character is not enough: "十分" is "very", "一年" too often "one year in...".
fn cjk_numeral_figure(
    text: &str,
    pos: usize,
    end: usize,
    locale: &Locale,
) -> Option<(NumberToken, usize)> {
    let dialect = crate::cjk_numerals::Dialect::for_locale(&locale.code)?;
    let c = text[pos..end].chars().next()?;
    if !crate::cjk_numerals::is_numeral_char(c)
        || prev_char(text, pos).is_some_and(crate::cjk_numerals::is_numeral_char)
    {
        return None;
    }
    let (stop, value) = crate::cjk_numerals::read_at(text, pos, end, dialect)?;
    let spaces: usize = text[stop..end]
        .chars()
        .take_while(|&c| is_space_like(c))
        .take(1)
        .map(char::len_utf8)
        .sum();
    let unit = locale.match_unit(&text[stop + spaces..end])?;
    let alias = &text[stop + spaces..stop + spaces + unit.len];
    let single_cjk = alias.chars().count() == 1 && !alias.is_ascii();
    if single_cjk {
        return None;
    }
    let token = NumberToken {
        start: pos,
        end: stop,
        reading: Reading::Exact { value, style: None },
        multiplier: None,
        in_word: false,
    };
    Some((token, stop))
}

/// Length of an inline pinyin annotation starting at byte `at` of `text` ("(shù)" in
/// "數(shù)據"), or 0: a '(' that opens pinyin right after a Han character, or right after
/// another annotation (`after_annotation`: "字(zì)(zi)"), is an annotation, not a
/// parenthesis. The one test of where annotations are, for every stage that skips them.
pub fn annotation_len_at(text: &str, at: usize, after_annotation: bool) -> usize {
    if after_annotation || follows_han(text, at) {
        pinyin_annotation_len(&text[at..])
    } else {
        0
    }
}

/// Whether the char before byte `at` of `text` is a Han character (the character an
/// annotation follows).
fn follows_han(text: &str, at: usize) -> bool {
    text[..at]
        .chars()
        .next_back()
        .is_some_and(|c| matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF))
}

/// Length of an inline pinyin annotation like "(wàn)" at the start of `s`, or 0: up to 12
/// bytes of pinyin letters in parentheses. Read by bytes, decoding only the tone-marked
/// letters (every '(' of a Chinese passage is asked about).
pub fn pinyin_annotation_len(s: &str) -> usize {
    let bytes = s.as_bytes();
    if bytes.first() != Some(&b'(') {
        return 0;
    }
    // Bytes of letters so far; they start at byte 1.
    let mut len = 0;
    while let Some(&b) = bytes.get(1 + len) {
        if b == b')' {
            return if len > 0 { 1 + len + 1 } else { 0 };
        }
        if len >= 12 {
            return 0;
        }
        len += if b.is_ascii_lowercase() {
            1
        } else if b.is_ascii() {
            return 0;
        } else {
            match s[1 + len..].chars().next() {
                Some(c) if is_pinyin_letter(c) => c.len_utf8(),
                _ => return 0,
            }
        };
    }
    0
}

/// Lower-case Latin letters and the tone-marked vowels pinyin uses.
pub fn is_pinyin_letter(c: char) -> bool {
    c.is_ascii_lowercase()
        || matches!(
            c,
            'ā' | 'á'
                | 'ǎ'
                | 'à'
                | 'ē'
                | 'é'
                | 'ě'
                | 'è'
                | 'ī'
                | 'í'
                | 'ǐ'
                | 'ì'
                | 'ō'
                | 'ó'
                | 'ǒ'
                | 'ò'
                | 'ū'
                | 'ú'
                | 'ǔ'
                | 'ù'
                | 'ǖ'
                | 'ǘ'
                | 'ǚ'
                | 'ǜ'
                | 'ü'
        )
}

#[cfg(test)]
mod tests {
    use super::{join_value, may_start_number_byte, next_number_candidate, NumeralStarts};

    #[test]
    fn candidate_search_matches_a_byte_by_byte_scan() {
        let naive = |bytes: &[u8], from: usize, end: usize| {
            (from..end)
                .find(|&i| {
                    bytes[i].is_ascii_digit()
                        || bytes[i] == b'X'
                        || (0xE3..=0xE9).contains(&bytes[i])
                        || bytes[i] == 0xEF
                })
                .unwrap_or(end)
        };
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let alphabet = b"abcXYZ 09/:;.,x\x7f\x80\xff\xe4W8\xe2\xe3\xe9\xea\xef\xf0\xbc\xa3\xe8";
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let len = (seed % 40) as usize;
            let bytes: Vec<u8> = (0..len)
                .map(|k| alphabet[((seed >> (k % 48)) as usize + k * 7) % alphabet.len()])
                .collect();
            let from = if len == 0 {
                0
            } else {
                (seed as usize / 7) % len
            };
            assert_eq!(
                next_number_candidate(&bytes, from, len),
                naive(&bytes, from, len),
                "{bytes:?} from {from}"
            );
        }
        // Every byte value in every lane.
        for b in 0..=255u8 {
            for lane in 0..8 {
                let mut bytes = [b'a'; 8];
                bytes[lane] = b;
                let expected = if may_start_number_byte(b) { lane } else { 8 };
                assert_eq!(
                    next_number_candidate(&bytes, 0, 8),
                    expected,
                    "{b:#x} at {lane}"
                );
            }
        }
        // Exactly the three-byte numeral characters and digits stop the scan, and all of
        // them start with a byte that is looked at.
        let table = NumeralStarts::get();
        for c in (0x80..=0x10FFFFu32).filter_map(char::from_u32) {
            let numeral =
                crate::cjk_numerals::is_numeral_char(c) || super::digit_value(c).is_some();
            let mut buf = [0u8; 4];
            let utf8 = c.encode_utf8(&mut buf).as_bytes();
            if numeral {
                assert!(may_start_number_byte(utf8[0]), "{c}");
            }
            let passed_over = utf8.len() == 3 && !numeral;
            assert_eq!(
                table.run_end(utf8, 0),
                if passed_over { 3 } else { 0 },
                "{c}"
            );
        }
    }

    /// A plain number (one or two groups) is read as the general reading reads it.
    #[test]
    fn plain_numbers_read_as_grouped_ones() {
        let rules = crate::rules::RuleSet::embedded().unwrap();
        let pieces = [
            "1", "23", "456", "7", "0", ".", ",", " ", "'", "’", "．", "\u{200B}", "\u{00A0}",
            "\u{202F}", "x", "GB", "万", "%", "-", "３", "\u{0301}", "개", "é", "\u{FEFF}",
        ];
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let (mut plain, mut two_groups) = (0, 0);
        for code in ["de", "zh", "ko", "fr", "en", "und"] {
            let locale = rules.locale(code);
            for _ in 0..4_000 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let mut text = String::from(["1", "42", "0", "999"][(seed % 4) as usize]);
                for k in 0..(seed >> 60) {
                    text.push_str(pieces[((seed >> (4 * k + 2)) % pieces.len() as u64) as usize]);
                }
                // Also with the text cut short, at every character boundary.
                for (end, _) in text.char_indices().skip(1).chain([(text.len(), ' ')]) {
                    if let Some(read) = super::read_plain_number(&text, 0, end, locale) {
                        plain += 1;
                        let read_to = read.0.as_ref().map_or(read.1, |t| t.end);
                        if !text[..read_to].bytes().all(|b| b.is_ascii_digit()) {
                            two_groups += 1;
                        }
                        assert_eq!(
                            read,
                            super::read_grouped_number(&text, 0, end, locale),
                            "{text:?} to {end} in {code}"
                        );
                    }
                }
            }
        }
        assert!(plain > 10_000, "{plain}");
        assert!(two_groups > 1_000, "{two_groups}");
        // Past the longest figure, a run of digits is unreadable, as the general reading says.
        let long = "1".repeat(super::MAX_DIGITS + 1);
        let de = rules.locale("de");
        assert_eq!(super::read_plain_number(&long, 0, long.len(), de), None);
    }

    /// `skip_word` by bytes skips what a walk over the chars skips.
    #[test]
    fn skip_word_matches_a_char_walk() {
        fn by_chars(text: &str, pos: usize, end: usize) -> usize {
            let mut p = pos;
            let mut chars = text[pos..end].chars().peekable();
            while let Some(c) = chars.next() {
                if c == '-'
                    && chars
                        .peek()
                        .is_some_and(|&n| super::digit_value(n).is_some())
                {
                    break;
                }
                if super::is_latin_word_char(c)
                    || super::digit_value(c).is_some()
                    || matches!(c, '-' | '.' | '_' | ',')
                {
                    p += c.len_utf8();
                } else {
                    break;
                }
            }
            if p == pos {
                p += text[pos..].chars().next().map_or(1, char::len_utf8);
            }
            p
        }
        let pieces = [
            "A", "z", "7", "-", "-3", "-３", ".", ",", "_", " ", "/", "é", "Ω", "ж", "万", "３",
            "x", "\u{200B}", "ß", "-é",
        ];
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..50_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut text = String::new();
            for k in 0..(seed >> 59) {
                text.push_str(
                    pieces[((seed >> ((3 * k + 4) % 60)) % pieces.len() as u64) as usize],
                );
            }
            if text.is_empty() {
                continue;
            }
            // From every char boundary, to the end and to every later boundary.
            let bounds: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
            for (k, &pos) in bounds.iter().enumerate() {
                for &end in bounds[k + 1..].iter().chain([&text.len()]) {
                    assert_eq!(
                        super::skip_word(&text, pos, end),
                        by_chars(&text, pos, end),
                        "{text:?} {pos}..{end}"
                    );
                }
            }
        }
    }

    /// `pinyin_annotation_len` by bytes gives what a walk over the chars gives.
    #[test]
    fn pinyin_annotation_len_matches_a_char_walk() {
        fn by_chars(s: &str) -> usize {
            let Some(inner) = s.strip_prefix('(') else {
                return 0;
            };
            let mut len = 0;
            for c in inner.chars() {
                if c == ')' {
                    return if len > 0 { 1 + len + 1 } else { 0 };
                }
                if super::is_pinyin_letter(c) && len < 12 {
                    len += c.len_utf8();
                } else {
                    return 0;
                }
            }
            0
        }
        let pieces = [
            "(", ")", "a", "zh", "ù", "à", "ǖ", "ü", "A", " ", "1", "数", "é", "ē", "x", "ng",
        ];
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..50_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut text = String::from(if seed.is_multiple_of(8) { "" } else { "(" });
            for k in 0..(seed >> 59) {
                text.push_str(
                    pieces[((seed >> ((3 * k + 4) % 60)) % pieces.len() as u64) as usize],
                );
            }
            assert_eq!(
                super::pinyin_annotation_len(&text),
                by_chars(&text),
                "{text:?}"
            );
        }
        assert_eq!(super::pinyin_annotation_len("(shù)據"), "(shù)".len());
        assert_eq!(super::pinyin_annotation_len("(wàn)"), "(wàn)".len());
    }

    /// The fast path must give exactly what `str::parse` gives, for every split of the
    /// digits into groups and fraction.
    #[test]
    fn join_value_matches_parse() {
        let mut next = crate::testing::xorshift(0x9E37_79B9_7F4A_7C15u64);
        for _ in 0..20_000 {
            let len = 1 + (next() % 18) as usize;
            let digits: String = (0..len)
                .map(|_| char::from(b'0' + (next() % 10) as u8))
                .collect();
            let cut = (next() as usize) % (len + 1);
            let (int, frac) = digits.split_at(cut);
            let groups: Vec<&str> = if int.is_empty() {
                vec!["0"]
            } else {
                int.as_bytes()
                    .chunks(3)
                    .map(|c| std::str::from_utf8(c).unwrap())
                    .collect()
            };
            let frac = (!frac.is_empty()).then_some(frac);
            let expected: f64 = format!("{}.{}", groups.concat(), frac.unwrap_or("0"))
                .parse()
                .unwrap();
            assert_eq!(join_value(&groups, frac), expected, "{groups:?} {frac:?}");
        }
        // One group and no fraction, as the plain reading reads it.
        for round in 0..4_000 {
            let len = 1 + round % 40;
            let digits: String = (0..len)
                .map(|_| char::from(b'0' + (next() % 10) as u8))
                .collect();
            assert_eq!(
                super::digits_value(&digits).to_bits(),
                join_value(&[&digits], None).to_bits(),
                "{digits}"
            );
        }
        assert_eq!(join_value(&["3"], Some("58")), 3.58);
        assert_eq!(join_value(&["787", "910"], None), 787_910.0);
        assert_eq!(join_value(&["0"], Some("1")), 0.1);
    }
}
