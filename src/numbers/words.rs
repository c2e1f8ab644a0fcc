//! Cardinals written as words ("un Go", "cinq ans", "un milione di IOPS", "dos millones de
//! horas"), from the locale's `[[number_word]]` rules (`rules/<locale>/number_words.toml`).
//!
//! Most of these words are also something else: "un", "um", "ein" and "een" are the
//! indefinite article, "dos" is Portuguese for "of the". A word is read as a number only
//! when, after one space, a multiplier word ("milione", "millones") or a unit alias of at
//! least two characters ("Go", "ans", "segundo") follows; "une fois", "um dos", "un SSD"
//! stay words. Words that are also the article (`article = true`) are read before no
//! span of the calendar ("un an" tells a story), no unit that also names its measure
//! ("un TBW divisé par deux": a rating) and no unit that a model token follows
//! ("Un second BX 200"). The token spans the word alone, so a figure's span is the word through its
//! unit, as written.

use super::multipliers::match_multiplier;
use super::{NumberToken, Reading};
use crate::rules::{is_latin_word_char, Locale};

/// Shortest unit alias that may follow a number word: single letters ("un A", "une h")
/// are too often something else.
const MIN_UNIT_LEN: usize = 2;

/// Most bytes of non-letters a run of letter bytes may hold before the word ("d’", "«").
const MAX_PREFIX: usize = 4;

/// Adds the number words of `text[start..end]` to `tokens` (digit numbers, in text order),
/// keeping the order.
pub(super) fn add_number_words(
    text: &str,
    start: usize,
    end: usize,
    locale: &Locale,
    tokens: &mut Vec<NumberToken>,
) {
    if locale.number_words.is_empty() {
        return;
    }
    let (shortest, longest) = locale.number_word_lengths;
    let bytes = &text.as_bytes()[..end];
    let mut found = Vec::new();
    // A run of letters (ASCII, or any byte of a non-ASCII character) that a space ends is
    // looked at only when its length, last byte and, for an ASCII run, first byte fit a
    // number word. A run may hold a non-letter character before the word ("d’un", "«un"),
    // hence the few bytes more it may have.
    let last_fits = |b: u8| locale.number_word_last_bytes[usize::from(b)];
    for (from, space) in runs_before_spaces(bytes, start, longest + MAX_PREFIX, last_fits) {
        let len = space - from;
        if len < shortest {
            continue;
        }
        // An ASCII run is the word itself.
        if bytes[from..space].is_ascii()
            && (len > longest || !locale.number_word_first_bytes[usize::from(bytes[from])])
        {
            continue;
        }
        // The letters that end there: a non-ASCII character that is no letter ends the
        // word ("d’un", "«un").
        let word_start = text[from..space]
            .char_indices()
            .rev()
            .take_while(|&(_, c)| c.is_alphabetic() && is_latin_word_char(c))
            .last()
            .map_or(space, |(i, _)| from + i);
        let len = space - word_start;
        if len < shortest {
            continue;
        }
        // A whole word: not the tail of another one, nor glued to a digit or a joiner.
        let prev = text[..word_start].chars().next_back();
        if prev.is_some_and(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.' | '/')) {
            continue;
        }
        let word = &text[word_start..space];
        let Some(&(_, value, article)) = locale
            .number_words
            .iter()
            .find(|(w, ..)| w.len() == len && same_lowercase(word, w))
        else {
            continue;
        };
        let mut token = NumberToken {
            start: word_start,
            end: space,
            reading: Reading::Exact { value, style: None },
            multiplier: None,
            in_word: false,
        };
        token.multiplier = match_multiplier(text, space, end, locale);
        let followed = token.multiplier.is_some()
            || locale.match_unit(&text[space + 1..end]).is_some_and(|m| {
                let after = &text[space + 1 + m.len..end];
                m.len >= MIN_UNIT_LEN
                    && !(article
                        && (is_calendar(m.rule)
                            || names_a_measure(m.rule)
                            || names_something(after)))
            });
        if followed {
            found.push(token);
        }
    }
    if found.is_empty() {
        return;
    }
    tokens.extend(found);
    tokens.sort_by_key(|t| t.start);
}

/// Each space of `bytes[start..]` that ends a run of letter bytes (ASCII letters, or any
/// byte of a non-ASCII character) of one to `max_len` bytes whose last byte `last_fits`,
/// as (start of the run, the space), in text order; a run starts after the last byte that
/// is no letter, or at `start`. Found from space to space (memchr), the last byte looked
/// at first, where [`plain_runs_before_spaces`] walks every byte.
fn runs_before_spaces<'b>(
    bytes: &'b [u8],
    start: usize,
    max_len: usize,
    last_fits: impl Fn(u8) -> bool + 'b,
) -> impl Iterator<Item = (usize, usize)> + 'b {
    let is_letter = |b: u8| b.is_ascii_alphabetic() || b >= 0x80;
    memchr::memchr_iter(b' ', &bytes[start..]).filter_map(move |k| {
        let space = start + k;
        if space == start || !is_letter(bytes[space - 1]) || !last_fits(bytes[space - 1]) {
            return None;
        }
        let mut from = space;
        while from > start && is_letter(bytes[from - 1]) {
            if space - from == max_len {
                return None;
            }
            from -= 1;
        }
        Some((from, space))
    })
}

/// The plain walk [`runs_before_spaces`] stands for: byte by byte, a run of letters
/// restarting after each byte that is no letter.
#[cfg(test)]
fn plain_runs_before_spaces(
    bytes: &[u8],
    start: usize,
    max_len: usize,
    last_fits: impl Fn(u8) -> bool,
) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut run = start;
    for space in start..bytes.len() {
        let b = bytes[space];
        if b.is_ascii_alphabetic() || b >= 0x80 {
            continue;
        }
        let from = std::mem::replace(&mut run, space + 1);
        let len = space - from;
        if b == b' ' && (1..=max_len).contains(&len) && last_fits(bytes[space - 1]) {
            out.push((from, space));
        }
    }
    out
}

/// Whether a unit is a span of the calendar (a day or more): "un an", "un anno".
fn is_calendar(rule: &crate::rules::UnitRule) -> bool {
    rule.metric == crate::model::Metric::Duration && rule.factor >= 86_400.0
}

/// Whether a unit is also the name of its measure, which an article counts no more than
/// "the": "un TBW divisé par deux" (a rating halved), "an IOPS figure".
fn names_a_measure(rule: &crate::rules::UnitRule) -> bool {
    use crate::model::Metric;
    matches!(rule.metric, Metric::Endurance | Metric::Iops | Metric::Tps)
}

/// Whether `after` (the text after a unit) is a space and a model token: a digit, or a
/// word of capitals and digits ("second BX 200" is an ordinal before a model, not a
/// unit). A capitalised noun is no model ("einem Terabyte Speicherplatz").
fn names_something(after: &str) -> bool {
    let Some(rest) = after.strip_prefix(' ') else {
        return false;
    };
    let word: &str = rest
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    word.starts_with(|c: char| c.is_ascii_digit())
        || (word.chars().count() >= 2
            && word.chars().all(|c| c.is_uppercase() || c.is_ascii_digit()))
}

/// Whether `word` lower-cased is `lower` (already lower case), without allocating.
fn same_lowercase(word: &str, lower: &str) -> bool {
    if word.is_ascii() {
        return word.eq_ignore_ascii_case(lower);
    }
    word.chars().flat_map(char::to_lowercase).eq(lower.chars())
}

#[cfg(test)]
mod tests {
    #[test]
    fn runs_before_spaces_are_those_of_the_plain_walk() {
        let texts = [
            "un Go, cinq ans et  d’un «un milione di IOPS» dos millones de horas ",
            "Une fois: 3 SSD à un prix; abcdefghijklmnopqrstuvwxyz un zwei drei 二 三 um dos ",
            " ",
            "",
            "x",
        ];
        for text in texts {
            let bytes = text.as_bytes();
            for start in 0..=bytes.len() {
                for max_len in [0, 1, 3, 6, 10, 40] {
                    for last_fits in [|_: u8| true, |b: u8| b == b'n' || b >= 0x80] {
                        let fast: Vec<_> =
                            super::runs_before_spaces(bytes, start, max_len, last_fits).collect();
                        assert_eq!(
                            fast,
                            super::plain_runs_before_spaces(bytes, start, max_len, last_fits),
                            "{text:?} from {start}, {max_len}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn lowercase_compare() {
        assert!(super::same_lowercase("Cinq", "cinq"));
        assert!(super::same_lowercase("Três", "três"));
        assert!(super::same_lowercase("ОДИН", "один"));
        assert!(!super::same_lowercase("cinq", "cing"));
    }
}
