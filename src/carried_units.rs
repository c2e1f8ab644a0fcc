//! A figure's unit carried to a bare number of the same clause or of a coordinated one:
//! "3500 MB/s na leitura e de 3000 na escrita", "jusqu'à 550 Mo/s en lecture et 520 en
//! écriture", "chegou aos 3960 MB/s e a de escrita foi de 1130" (forward), "7.300
//! (lesend) bzw. 6.800 MB/s" (back, from the unit after the second number).
//!
//! Only the locale's `[carried_unit]` words may stand between the two numbers, and one of
//! them must be a coordinator ("e", "et", "bzw."): a full stop, a digit or any other word
//! ends the carry, so it never crosses a sentence nor a figure of another unit (the two
//! numbers are neighbours). The bare number must end its clause or be followed by one of
//! the gap words ("na escrita"): a number with its own noun ("e 3 discos") or a model
//! ("e o 970 EVO") takes nothing. It must be of the size of the figure it follows (within
//! a factor of [`MAX_RATIO`]), and a year ("et 2021") takes nothing from a smaller figure.
//! Only rates carry (bandwidth, IOPS, TPS, latency): the read and write figures that
//! reviews coordinate so.

use crate::model::Metric;
use crate::numbers::NumberToken;
use crate::rules::{Locale, NumberStyle, UnitRule};

/// A number's unit and where it is written.
type FoundUnit<'r> = Option<(&'r UnitRule, (usize, usize))>;

/// The metrics whose unit carries.
const CARRIED: [Metric; 4] = [
    Metric::Bandwidth,
    Metric::Iops,
    Metric::Tps,
    Metric::Latency,
];

/// Most times larger or smaller than the figure it follows the bare number may be.
const MAX_RATIO: f64 = 10.0;

/// Most words between the two numbers.
const MAX_GAP_WORDS: usize = 8;

/// Gives the bare numbers of a block the unit of the figure before them (or, failing
/// that, after them), as borrowed units.
pub(crate) fn attach<'r>(
    text: &str,
    tokens: &[NumberToken],
    block_end: usize,
    locale: &Locale,
    own: &mut [FoundUnit<'r>],
    borrowed: &mut [bool],
) {
    let table = &locale.carried_unit;
    if table.coordinators.is_empty() || tokens.len() < 2 {
        return;
    }
    let style = locale.native_style();
    for i in 0..tokens.len() {
        if own[i].is_some() || tokens[i].in_word || tokens[i].is_placeholder() {
            continue;
        }
        // Forward: from the figure before, its unit written between the two numbers.
        if let Some((rule, span)) = i
            .checked_sub(1)
            .and_then(|p| own[p].map(|u| (p, u)))
            .and_then(|(p, (rule, span))| {
                let from = span.1.max(tokens[p].end_with_multiplier());
                let after = after_bare(text, &tokens[i], tokens.get(i + 1), block_end, locale);
                let parallel = after == AfterBare::GapWord;
                (CARRIED.contains(&rule.metric)
                    && from <= tokens[i].start
                    && after != AfterBare::Other
                    && only_gap_words(&text[from..tokens[i].start], locale, usize::from(parallel))
                    && same_size(&tokens[p], &tokens[i], style))
                .then_some((rule, span))
            })
        {
            own[i] = Some((rule, span));
            borrowed[i] = true;
            continue;
        }
        // Back: from the next figure, whose own unit is written after it.
        let Some(next) = tokens.get(i + 1) else {
            continue;
        };
        if let (Some((rule, span)), false) = (own[i + 1], borrowed[i + 1]) {
            let gap = &text[tokens[i].end_with_multiplier()..next.start];
            if CARRIED.contains(&rule.metric)
                && span.0 >= next.end
                && only_gap_words(gap, locale, 0)
                && same_size(next, &tokens[i], style)
            {
                own[i] = Some((rule, span));
                borrowed[i] = true;
            }
        }
    }
}

/// Whether every word of `gap` is one of the locale's carry words, with a coordinator
/// among them; brackets around words and a comma after one are allowed, and so are
/// `unknown` words of letters only before the coordinator. The caller allows one where the
/// bare number repeats the figure's phrase ("500 IOPS leveren bij schrijven en 1500 bij
/// lezen": a verb between the figure and its role, the role repeated after the number).
fn only_gap_words(gap: &str, locale: &Locale, unknown: usize) -> bool {
    let table = &locale.carried_unit;
    let mut coordinated = false;
    let mut unknown = unknown;
    let mut words = 0;
    for piece in gap.split_whitespace() {
        let word = piece
            .trim_start_matches(['(', '（'])
            .trim_end_matches([',', ')', '）']);
        if word.is_empty() {
            continue;
        }
        words += 1;
        if words > MAX_GAP_WORDS {
            return false;
        }
        let is = |list: &[String]| {
            list.iter()
                .any(|w| w.eq_ignore_ascii_case(word) || w == word)
        };
        if is(&table.coordinators) {
            coordinated = true;
        } else if is(&table.gap_words) {
            continue;
        } else if unknown > 0 && !coordinated && word.chars().all(char::is_alphabetic) {
            unknown -= 1;
        } else {
            return false;
        }
    }
    coordinated
}

/// What follows a bare number, up to the next number or the block's end.
#[derive(Clone, Copy, PartialEq)]
enum AfterBare {
    /// The block's end or a punctuation mark: the number ends its clause.
    ClauseEnd,
    /// One of the gap words ("na escrita", "1500 bij lezen"): the number's role written
    /// again, as the figure's was.
    GapWord,
    /// Any other word: a noun of its own ("e 3 discos"), a model.
    Other,
}

fn after_bare(
    text: &str,
    token: &NumberToken,
    next: Option<&NumberToken>,
    block_end: usize,
    locale: &Locale,
) -> AfterBare {
    let stop = next.map_or(block_end, |n| n.start);
    let after = text[token.end_with_multiplier()..stop].trim_start();
    let Some(first) = after.chars().next() else {
        return AfterBare::ClauseEnd;
    };
    if matches!(
        first,
        '.' | ',' | ';' | ':' | ')' | '(' | '（' | '）' | '!' | '?' | '–' | '—'
    ) {
        return AfterBare::ClauseEnd;
    }
    let word = after
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | ';' | ')'))
        .next()
        .unwrap_or("");
    let gap = locale
        .carried_unit
        .gap_words
        .iter()
        .any(|w| w.eq_ignore_ascii_case(word) || w == word);
    if gap {
        AfterBare::GapWord
    } else {
        AfterBare::Other
    }
}

/// Whether the bare number is of the size of the figure's, and no year after a smaller
/// figure ("550 Mo/s et 2021").
fn same_size(figure: &NumberToken, bare: &NumberToken, style: NumberStyle) -> bool {
    let value = |t: &NumberToken| t.reading.value_in(style).map(|v| v * t.factor());
    let (Some(a), Some(b)) = (value(figure), value(bare)) else {
        return false;
    };
    if a <= 0.0 || b <= 0.0 {
        return false;
    }
    let year_like = bare.multiplier.is_none() && b.fract() == 0.0 && (1950.0..=2100.0).contains(&b);
    if year_like && a < 1000.0 {
        return false;
    }
    let ratio = if a > b { a / b } else { b / a };
    ratio <= MAX_RATIO
}
