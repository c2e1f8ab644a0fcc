//! Number stage: finds the numbers written in a passage and reads them for its locale.
//!
//! A number's reading is decided by its own shape first ("3,58" can only be a decimal,
//! "10,000,000" only grouped); a number whose shape allows two readings ("787.910",
//! "8,871") keeps both, and the document stage picks one from the neighbours and the
//! document's habit. Words glued to Latin letters (A250, R740xd, DDR4-2666) are part
//! numbers, not figures, and are skipped here. Every loop advances, so scanning is linear.

use crate::kernels::number_starts::{next_number_start_plain, NumberStarts};
use crate::rules::{is_latin_word_char, Locale, NumberStyle};

mod multipliers;
mod pinyin;
mod read;
mod words;

use multipliers::{
    cjk_numeral_figure, extend_myriads, half_figure, match_multiplier, multiplier_is_cjk,
};
pub use pinyin::{annotation_len_at, is_pinyin_letter, pinyin_annotation_len};
use read::read_number;

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
/// May `c` start a number: an ASCII digit, the 'X' of [`PLACEHOLDER`], a full-width digit
/// or a CJK numeral?
pub(crate) fn may_start_number(c: char) -> bool {
    c.is_ascii_digit()
        || c == 'X'
        || (!c.is_ascii()
            && (digit_value(c).is_some()
                || crate::cjk_numerals::is_numeral_char(c)
                || crate::cjk_numerals::is_half(c)))
}

/// Where the next character that may start a number is in `text[from..end]` (or `end`):
/// by the kernel, built once, or a char at a time if the kernel cannot serve.
fn next_number_start(text: &str, from: usize, end: usize) -> usize {
    static STARTS: std::sync::OnceLock<Option<NumberStarts>> = std::sync::OnceLock::new();
    match STARTS.get_or_init(|| NumberStarts::new(may_start_number)) {
        Some(starts) => starts.next(text, from, end),
        None => next_number_start_plain(may_start_number, text, from, end),
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
    while pos < end {
        // Figures start with a digit, "XNUMX" or a non-ASCII numeral: the text before the
        // next such character (most of it) is passed over at once.
        pos = next_number_start(text, pos, end);
        if pos >= end {
            break;
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
            if crate::cjk_numerals::is_half(c) {
                if let Some((token, stop)) = half_figure(text, pos, end, locale) {
                    tokens.push(token);
                    pos = stop;
                    continue;
                }
            }
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
        if glued_to_word(text, pos)
            && !after_unit_slash(text, pos, end, locale)
            && !after_multiplier_slash(text, pos, locale)
            && !glued_after_a_word(text, pos, end, locale)
        {
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
            if glued_letter
                && token.multiplier.is_none()
                && locale.match_unit(after).is_none()
                && capacity_letter_in_name(text, token.start, token.end).is_none()
                && capacity_letter_by_storage_noun(text, token.start, token.end, locale).is_none()
            {
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
    words::add_number_words(text, range.start, end, locale, &mut tokens);
    tokens
}

fn prev_char(text: &str, pos: usize) -> Option<char> {
    text[..pos].chars().next_back()
}

/// Is the digit at `pos` the continuation of a Latin word ("A250", "DDR4-2666", "U.2")?
pub(crate) fn glued_to_word(text: &str, pos: usize) -> bool {
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
        let word_before = before
            .clone()
            .next()
            .is_some_and(|c| is_latin_word_char(c) && digit_value(c).is_none());
        return word_before && !(p1 == '-' && figure_before_hyphen(before));
    }
    false
}

/// Whether the word that ends just before a hyphen (`before`: the text before the hyphen,
/// read backwards) is a figure: digits with a multiplier or unit glued to them, the word
/// led by a digit ("80K-150K IOPS", "3GB-4GB", "500MB-1GB": ranges whose ends carry their
/// units). A name has a letter first ("RJ-45", "PCIe-4", "SN850X-2TB"), an exponent one
/// "e" ("1E-400"); "4K-Lesevorgang" has no number after its hyphen.
fn figure_before_hyphen(before: std::iter::Rev<std::str::Chars<'_>>) -> bool {
    let mut letters = String::new();
    let mut chars = before.peekable();
    while let Some(c) = chars.next_if(|c| c.is_ascii_alphabetic()) {
        letters.push(c);
    }
    // "1E-400": an exponent, no unit.
    let exponent = letters.eq_ignore_ascii_case("e");
    if !(1..=4).contains(&letters.len())
        || exponent
        || chars.peek().is_none_or(|c| !c.is_ascii_digit())
    {
        return false;
    }
    while chars
        .next_if(|c| c.is_ascii_digit() || matches!(c, '.' | ','))
        .is_some()
    {}
    chars
        .next()
        .is_none_or(|c| !is_latin_word_char(c) && !matches!(c, '-' | '.' | '_' | '/'))
}

/// The capacity units a product's name shortens to their prefix letter ("SN770 1T",
/// "A400 480G"), with the unit each stands for.
const NAME_CAPACITY_LETTERS: [(char, &str); 2] = [('T', "TB"), ('G', "GB")];

/// "WD Blue SN770 1T", "Kingston A400 480G": a number right after a model token (a word of
/// letters and digits, one space before the number) and glued to a capacity's prefix
/// letter that ends the word is the capacity of that product. Returns the unit the letter
/// stands for and where the letter ends. Counterexamples: "16T" alone, "Q32T1" (no word
/// of its own), "PCIe4 1T"-like versions ("Gen4", "PCIe4": letters then one digit are no
/// model), "RAID 5 1T" (no digit in "RAID").
pub(crate) fn capacity_letter_in_name(
    text: &str,
    start: usize,
    end: usize,
) -> Option<(&'static str, usize)> {
    let letter = text[end..].chars().next()?;
    let &(_, unit) = NAME_CAPACITY_LETTERS.iter().find(|(c, _)| *c == letter)?;
    if text[end + 1..]
        .chars()
        .next()
        .is_some_and(is_latin_word_char)
    {
        return None;
    }
    let before = text[..start].strip_suffix(' ')?;
    let model = &before[before
        .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .map_or(0, |k| {
            k + before[k..].chars().next().map_or(1, char::len_utf8)
        })..];
    let letters = model.bytes().filter(u8::is_ascii_alphabetic).count();
    let digits = model.bytes().filter(u8::is_ascii_digit).count();
    // A model has a digit and a letter, and more than one digit when it is letters then a
    // single digit (which is how versions are written: "Gen4", "PCIe4", "DDR4").
    let version_like = digits == 1 && model.ends_with(|c: char| c.is_ascii_digit()) && letters > 1;
    (letters > 0 && digits > 0 && !version_like).then_some((unit, end + 1))
}

/// "SanDisk 2G記憶卡", "TS 4G SDHC", "SDHC 16G", "512G 용량", "SSD 256G의": a whole number
/// glued to a capacity's prefix letter, with one of the locale's `storage_nouns` right
/// after the letter or right before the number (one space allowed), is that many
/// gigabytes or terabytes, as Chinese and Korean writers shorten them. Returns the unit
/// the letter stands for and where the letter ends. Counterexamples: "5G网络" (a mobile
/// network: no storage noun), "2.5G" (a link), "G1T" (letters go on).
pub(crate) fn capacity_letter_by_storage_noun(
    text: &str,
    start: usize,
    end: usize,
    locale: &Locale,
) -> Option<(&'static str, usize)> {
    if locale.storage_nouns.is_empty() {
        return None;
    }
    let letter = text[end..].chars().next()?;
    let &(_, unit) = NAME_CAPACITY_LETTERS.iter().find(|(c, _)| *c == letter)?;
    let whole = text[start..end].bytes().all(|b| b.is_ascii_digit());
    let after = &text[end + 1..];
    if !whole || after.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        return None;
    }
    let after = after.strip_prefix(' ').unwrap_or(after);
    let before = &text[..start];
    let before = before.strip_suffix(' ').unwrap_or(before);
    let named = locale.storage_nouns.iter().any(|noun| {
        after.starts_with(noun.as_str())
            || (before.ends_with(noun.as_str())
                && !before[..before.len() - noun.len()]
                    .ends_with(|c: char| c.is_ascii_alphanumeric()))
    });
    named.then_some((unit, end + 1))
}

/// Fewest letters of a word that a figure may be glued to ("Pro1TB"): shorter runs are
/// model letters ("A400", "P5").
const MIN_GLUED_WORD: usize = 3;

/// "Memory8 GB", "Pro1TB", "Память8 ГБ": a number glued to the word before it (the space
/// lost when a page's table or label was flattened) is a figure when that word is a word,
/// not a model token, and the number has a unit after it. A word is a run of at least
/// [`MIN_GLUED_WORD`] letters whose only capital is its first, standing alone (no digit,
/// letter or joiner before it) and not one of the locale's version words ("Gen4 GB/s").
/// Counterexamples: "A400", "SN770", "KC3000", "PCIe4", "DDR4-2666", "RTX4090" (capitals
/// or too few letters), "Gen4" (a version word), "Evo970 EVO" (no unit after the number).
fn glued_after_a_word(text: &str, pos: usize, end: usize, locale: &Locale) -> bool {
    let before = &text[..pos];
    let word = before.trim_end_matches(|c: char| c.is_alphabetic() && is_latin_word_char(c));
    let letters = &before[word.len()..];
    let mut chars = letters.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    if letters.chars().count() < MIN_GLUED_WORD
        || !first.is_alphabetic()
        || !chars.all(char::is_lowercase)
    {
        return false;
    }
    if word
        .chars()
        .next_back()
        .is_some_and(|c| is_latin_word_char(c) || matches!(c, '-' | '.' | '_' | '/' | '\\'))
    {
        return false;
    }
    if locale
        .version_words
        .iter()
        .any(|v| v.eq_ignore_ascii_case(letters))
    {
        return false;
    }
    // The digits and marks of the number, then at most one space, then a unit.
    let digits = text[pos..end]
        .find(|c: char| digit_value(c).is_none() && !matches!(c, '.' | ','))
        .unwrap_or(end - pos);
    let number_end = pos + text[pos..pos + digits].trim_end_matches(['.', ',']).len();
    let rest = &text[number_end..end];
    let rest = rest.strip_prefix([' ', '\u{a0}']).unwrap_or(rest);
    locale.match_unit(rest).is_some()
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

/// "90K/25K IOPS", "650k/180k": a number after a slash that follows a number with a
/// glued multiplier is the second of a pair sharing the unit after it, not the end of a
/// name like "16T/16Q" (T is no multiplier).
fn after_multiplier_slash(text: &str, pos: usize, locale: &Locale) -> bool {
    let Some(before) = text[..pos].strip_suffix('/') else {
        return false;
    };
    let letters = before.len()
        - before
            .trim_end_matches(|c: char| c.is_ascii_alphabetic())
            .len();
    if !(1..=3).contains(&letters) {
        return false;
    }
    let word_start = before.len() - letters;
    if !before[..word_start].ends_with(|c: char| c.is_ascii_digit()) {
        return false;
    }
    match_multiplier(text, word_start, before.len(), locale)
        .is_some_and(|(_, stop)| stop == before.len())
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

#[cfg(test)]
mod tests {
    use super::read::join_value;

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
                    if let Some(read) = super::read::read_plain_number(&text, 0, end, locale) {
                        plain += 1;
                        let read_to = read.0.as_ref().map_or(read.1, |t| t.end);
                        if !text[..read_to].bytes().all(|b| b.is_ascii_digit()) {
                            two_groups += 1;
                        }
                        assert_eq!(
                            read,
                            super::read::read_grouped_number(&text, 0, end, locale),
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
        assert_eq!(
            super::read::read_plain_number(&long, 0, long.len(), de),
            None
        );
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
                super::read::digits_value(&digits).to_bits(),
                join_value(&[&digits], None).to_bits(),
                "{digits}"
            );
        }
        assert_eq!(join_value(&["3"], Some("58")), 3.58);
        assert_eq!(join_value(&["787", "910"], None), 787_910.0);
        assert_eq!(join_value(&["0"], Some("1")), 0.1);
    }

    /// Where the second number of each text starts, and whether it is glued to a word.
    #[test]
    fn a_hyphen_after_a_figure_with_its_unit_joins_a_range() {
        let cases = [
            ("80K-150K IOPS", true),
            ("3GB-4GB", true),
            ("3.5GB-7GB", true),
            ("DDR4-2666", true),
            ("RJ-45", false),
            ("PCIe-4", false),
            ("SN850X-2TB", false),
            ("1E-400 ms", false),
            ("A-80K-150K", false),
        ];
        for (text, range) in cases {
            let second = text.rfind('-').unwrap() + 1;
            assert_eq!(!super::glued_to_word(text, second), range, "{text}");
        }
    }
}
