//! Multipliers written after a number ("510K", "1,2 Mio.", "103萬") and figures written in
//! CJK numerals, from the locale's `[[multiplier]]` rules.

use super::read::read_number;
use super::{digit_value, is_space_like, pinyin_annotation_len, prev_char, NumberToken, Reading};
use crate::rules::{is_latin_word_char, Attach, Locale};

/// A multiplier written right after the number ("510K", "103萬(wàn)", "1,2 Mio.").
pub(super) fn match_multiplier(
    text: &str,
    pos: usize,
    end: usize,
    locale: &Locale,
) -> Option<(f64, usize)> {
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
        // A glued-only word stands apart only before a unit of its `spaced_before`
        // metrics ("400 K IOPS"), checked once the word is found.
        let spaced_only_before_unit = rule.attach == Attach::Glued;
        let candidates: [(Option<&str>, bool, bool); 2] = [
            (
                Some(rest),
                glued_may && rule.attach != Attach::Spaced,
                false,
            ),
            (
                spaced_rest,
                spaced_may && (!spaced_only_before_unit || !rule.spaced_before.is_empty()),
                spaced_only_before_unit,
            ),
        ];
        for (candidate, allowed, needs_unit) in candidates {
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
            if needs_unit
                && !unit_of_metrics_after(after, &rule.spaced_before, locale)
                && !pair_with_unit_after(after, word, &rule.spaced_before, locale)
            {
                continue;
            }
            word_end += pinyin_annotation_len(after);
            return Some((rule.factor, word_end));
        }
    }
    None
}

/// Whether `after` (the text after a multiplier word) is one space and a unit of one of
/// `metrics` ("K IOPS" after "400 ").
fn unit_of_metrics_after(after: &str, metrics: &[crate::model::Metric], locale: &Locale) -> bool {
    after
        .strip_prefix(|c: char| is_space_like(c))
        .and_then(|rest| locale.match_unit(rest))
        .is_some_and(|m| metrics.contains(&m.rule.metric))
}

/// Whether `after` (the text after a spaced multiplier word) is a slash, dash or tilde
/// and a second number with the same word spaced before a unit of one of `metrics`: the
/// first of a pair or range ("95 K / 90 K IOPS", "400 K - 500 K IOPS") is as much a
/// multiplied figure as the second.
fn pair_with_unit_after(
    after: &str,
    word: &str,
    metrics: &[crate::model::Metric],
    locale: &Locale,
) -> bool {
    let rest = after.trim_start_matches(is_space_like);
    let Some(rest) = ["/", "-", "–", "~"]
        .iter()
        .find_map(|mark| rest.strip_prefix(mark))
    else {
        return false;
    };
    let rest = rest.trim_start_matches(is_space_like);
    let number = rest.trim_start_matches(|c: char| c.is_ascii_digit() || matches!(c, '.' | ','));
    if number.len() == rest.len() {
        return false;
    }
    number
        .strip_prefix(|c: char| is_space_like(c))
        .and_then(|w| w.strip_prefix(word))
        .is_some_and(|w| unit_of_metrics_after(w, metrics, locale))
}

/// Whether the token's multiplier is a CJK word (万, 億, 千, 만, 억), not a Latin one (K, Mio.).
pub(super) fn multiplier_is_cjk(text: &str, token: &NumberToken) -> bool {
    token.multiplier.is_some_and(|(_, mend)| {
        text[token.end..mend]
            .trim_start_matches(is_space_like)
            .chars()
            .next()
            .is_some_and(|c| !c.is_ascii() && !is_latin_word_char(c))
    })
}

/// CJK myriads stack and chain. Stacked: "4千万" = 4 × 10^3 × 10^4, "4.78万亿" = 4.78 × 10^12.
/// Chained: a smaller group after a myriad adds to it ("3万2200" = 32,200,
/// "14億1402万1100" = 1,414,021,100), glued or after one space, as Korean spaces its
/// myriads ("2만 1,000" = 21,000). The group below a myriad is a whole number, so a mark
/// before its last three digits groups thousands ("2만 1.000 IOPS" = 21,000). The token
/// keeps its first multiplier, and its reading becomes the whole figure divided by it, so
/// that value × factor is the figure.
pub(super) fn extend_myriads(text: &str, end: usize, locale: &Locale, token: &mut NumberToken) {
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
    // Smaller groups after the myriad, glued or after one space.
    while let Some(at) = group_start(text, mend, end) {
        let (Some(next), _) = read_number(text, at, end, locale) else {
            break;
        };
        let Some(value) = group_value(&text[next.start..next.end])
            .or_else(|| next.reading.value_in(locale.native_style()))
        else {
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

/// Where the group after a myriad ending at `mend` starts: a digit glued to it or after
/// one space.
fn group_start(text: &str, mend: usize, end: usize) -> Option<usize> {
    let rest = &text[mend..end];
    let at = mend + usize::from(rest.starts_with(' '));
    text[at..end]
        .chars()
        .next()
        .and_then(digit_value)
        .map(|_| at)
}

/// A group below a myriad written with a mark before its last three digits ("1.000",
/// "1,000"): thousands, as the group is a whole number.
fn group_value(written: &str) -> Option<f64> {
    let (head, tail) = written.split_once(['.', ','])?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !(digits(head) && head.len() <= 3 && tail.len() == 3 && digits(tail)) {
        return None;
    }
    let (head, tail): (f64, f64) = (head.parse().ok()?, tail.parse().ok()?);
    Some(head * 1000.0 + tail)
}

/// A CJK multiplier glued at `pos` (no space before it).
pub(super) fn glued_cjk_multiplier(
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

/// `after` (the text after a numeral) as a counter, 半 and a unit word of two characters
/// or more: where the 半 ends and the unit's length.
fn counted_half(after: &str, locale: &Locale) -> Option<(usize, usize)> {
    let counter = locale
        .counters
        .iter()
        .find(|c| after.starts_with(c.as_str()))?;
    let rest = after[counter.len()..].strip_prefix(crate::cjk_numerals::HALF)?;
    let unit = locale.match_unit(rest)?;
    (rest[..unit.len].chars().count() > 1).then_some((after.len() - rest.len(), unit.len))
}

/// 半 before a unit word of two characters or more, alone or after a counter ("半小时",
/// "半个小时", "半分钟": half an hour, half a minute), in Chinese: the number one half. Not
/// after a numeral (then [`cjk_numeral_figure`] reads "一个半小时" whole), nor before a
/// word of one character ("半年" is as often "the half year").
pub(crate) fn half_figure(
    text: &str,
    pos: usize,
    end: usize,
    locale: &Locale,
) -> Option<(NumberToken, usize)> {
    if crate::cjk_numerals::Dialect::for_locale(&locale.code)?
        != crate::cjk_numerals::Dialect::Chinese
    {
        return None;
    }
    let before = prev_char(text, pos);
    if before.is_some_and(|c| {
        crate::cjk_numerals::is_numeral_char(c)
            || crate::numbers::digit_value(c).is_some()
            || locale.counters.iter().any(|k| k.starts_with(c))
    }) {
        return None;
    }
    let stop = pos + crate::cjk_numerals::HALF.len_utf8();
    let after = &text[stop..end];
    let rest = locale
        .counters
        .iter()
        .find_map(|c| after.strip_prefix(c.as_str()))
        .unwrap_or(after);
    let unit = locale.match_unit(rest)?;
    if rest[..unit.len].chars().count() < 2 {
        return None;
    }
    let token = NumberToken {
        start: pos,
        end: stop,
        reading: Reading::Exact {
            value: 0.5,
            style: None,
        },
        multiplier: None,
        in_word: false,
    };
    Some((token, stop))
}

/// A figure written in CJK numerals ("三百五十 IOPS", "十二個虛擬機"): read only in a locale
/// that writes them (zh, ja) and only when a unit follows, optionally after a space, so
/// that words holding numeral characters ("一個", "四川") stay words. A unit of one CJK
/// character is not enough: "十分" is "very", "一年" too often "one year in...".
pub(super) fn cjk_numeral_figure(
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
    // A counter may stand between the numeral and a unit word ("三个小时", three hours),
    // as the units stage skips it after digits ("3个小时"); a half after the counter adds
    // one half ("一个半小时", an hour and a half) and ends the number.
    let after = &text[stop + spaces..end];
    if let Some((half_end, _)) = counted_half(after, locale) {
        let token = NumberToken {
            start: pos,
            end: stop + spaces + half_end,
            reading: Reading::Exact {
                value: value + 0.5,
                style: None,
            },
            multiplier: None,
            in_word: false,
        };
        let stop = token.end;
        return Some((token, stop));
    }
    let counted = locale
        .counters
        .iter()
        .find_map(|c| after.strip_prefix(c.as_str()))
        .filter(|rest| {
            locale
                .match_unit(rest)
                .is_some_and(|u| rest[..u.len].chars().count() > 1)
        });
    let after = counted.unwrap_or(after);
    let unit = locale.match_unit(after)?;
    let alias = &after[..unit.len];
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
