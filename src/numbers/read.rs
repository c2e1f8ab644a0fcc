//! Reading one number: its digit groups and separators, and what the locale's number
//! styles make of them (one reading, or two when the shape allows both).

use super::{
    digit_value, invisible_len, is_invisible_in_number, is_space_like, NumberToken, Reading,
    MAX_DIGITS,
};
use crate::rules::{Locale, NumberStyle};

/// A list of a few items on the stack, moved to the heap past `N`: the digit groups and
/// separators of one number (one to three groups as a rule, though a dotted code may have
/// many). `SmallVec`'s bookkeeping cost more than reading the number itself.
pub(super) struct Few<T: Copy, const N: usize> {
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
pub(super) fn char_at(text: &str, pos: usize, end: usize) -> Option<char> {
    match text.as_bytes().get(pos) {
        Some(&b) if pos < end && b.is_ascii() => Some(char::from(b)),
        _ => text[pos..end].chars().next(),
    }
}

/// Reads digit groups and separators starting at `start`; returns the token (if the shape
/// is a figure) and where scanning continues.
pub(super) fn read_number(
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
pub(super) fn read_grouped_number(
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
        if space_ends_number(text, start, sep, seps.as_slice()) {
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

/// Whether separator `sep`, after the separators `seps` of the number at `start`, ends
/// the number rather than grouping its digits.
fn space_ends_number(text: &str, start: usize, sep: char, seps: &[char]) -> bool {
    // A space after a mark groups nothing ("1,426.81 131.9", "848.7 342.8" in a
    // translation's pile-up): the number ends there and the next is read on its own.
    if normalized_sep(sep) == ' ' && seps.iter().any(|&c| c != ' ') {
        return true;
    }
    // A number right after a name's word is its model, not the thousands of the number
    // after it: "Samsung 980 500 Go" is a 500 GB 980, not 980,500 GB.
    is_space_like(sep) && seps.is_empty() && after_a_name_word(text, start)
}

/// Whether the number at `start` follows a word of a product's name, one space before it:
/// a word with a digit ("EVO2", "M.2"), in capitals ("SSD", "EVO", "PRO"), or capitalised
/// inside its sentence ("Samsung", "Crucial": a capital at a sentence's start proves
/// nothing, "Avec 550 000 IOPS" groups). Counterexamples: "atteint 270 516 IOPS",
/// "IOPS : 85 000" (a colon), "de 1 000 Go".
fn after_a_name_word(text: &str, start: usize) -> bool {
    let Some(before) = text[..start].strip_suffix(' ') else {
        return false;
    };
    let word_start = before
        .rfind(|c: char| !(c.is_alphanumeric() || matches!(c, '.' | '-' | '_')))
        .map_or(0, |k| {
            k + before[k..].chars().next().map_or(1, char::len_utf8)
        });
    let word = &before[word_start..];
    let mut letters = word.chars().filter(|c| c.is_alphabetic());
    let Some(first) = letters.next() else {
        return false;
    };
    if word.chars().any(|c| c.is_ascii_digit()) {
        return true;
    }
    let rest_upper = word.chars().filter(|c| c.is_alphabetic()).count() >= 2
        && word
            .chars()
            .filter(|c| c.is_alphabetic())
            .all(char::is_uppercase);
    if rest_upper {
        return true;
    }
    if !first.is_uppercase() || !word.starts_with(first) {
        return false;
    }
    // Capitalised: a name inside a sentence, or any word at a sentence's start.
    let lead = text[..word_start].trim_end_matches([' ', '\u{a0}']);
    !(lead.is_empty()
        || lead.ends_with([
            '.', '!', '?', ':', '\n', '\r', '«', '"', '“', '(', '|', '-', '–',
        ]))
}

/// The token (if any) and where scanning continues, for a number read from `start` to
/// `number_end` whose first group of digits ends at `first_end` and reads `first_digits`.
pub(super) fn token_of(
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
pub(super) fn read_plain_number(
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
    let mut after = after_digits(text, bytes, first_end, locale);
    if after == AfterDigits::SeparatorAndDigit
        && bytes[first_end] == b' '
        && after_a_name_word(text, start)
    {
        // "Samsung 980 500 Go": the model, then the capacity (see [`after_a_name_word`]).
        after = AfterDigits::End;
    }
    match after {
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
pub(super) fn ascii_digits_end(bytes: &[u8], from: usize) -> usize {
    from + bytes[from..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count()
}

/// What follows a run of ASCII digits, for [`read_plain_number`].
#[derive(PartialEq)]
pub(super) enum AfterDigits {
    /// Nothing that continues the number.
    End,
    /// An ASCII separator, then an ASCII digit: a further group.
    SeparatorAndDigit,
    /// Something [`read_grouped_number`] must look at: an invisible character, a
    /// full-width digit, a non-ASCII separator, or a separator before a non-ASCII char.
    Unclear,
}

/// What follows the digits that end at `at` (`bytes` is `text` up to the passage's end).
pub(super) fn after_digits(text: &str, bytes: &[u8], at: usize, locale: &Locale) -> AfterDigits {
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

pub(super) fn is_separator(c: char, locale: &Locale) -> bool {
    matches!(c, '.' | ',' | '．') || locale.extra_group_separators.contains(&c)
}

pub(super) enum Interpretation {
    Value(Reading),
    /// The separator is punctuation, not part of the number ("8,16和32" in Chinese).
    SplitAfterFirst,
    /// A version or other dotted code ("9.9.1", "5.5.30").
    NotAFigure,
}

pub(super) fn normalized_sep(c: char) -> char {
    match c {
        '．' => '.',
        c if is_space_like(c) || c == '\'' || c == '’' => ' ',
        c => c,
    }
}

pub(super) fn grouped_ok(groups: &[&str]) -> bool {
    let first = groups[0].len();
    (1..=3).contains(&first) && groups[1..].iter().all(|g| g.len() == 3)
}

pub(super) fn join_value(int_groups: &[&str], frac: Option<&str>) -> f64 {
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
pub(super) fn digits_value(digits: &str) -> f64 {
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
pub(super) fn decimal_after_groups(groups: &[&str], last: char) -> Interpretation {
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
pub(super) fn interpret(groups: &[&str], seps: &[char], locale: &Locale) -> Interpretation {
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
