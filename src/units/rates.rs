//! Megabytes read or written: "7000 megabyte in lettura e 5000 megabyte in scrittura",
//! "2.200 Megabyte beim Lesen" state a drive's speeds without "per second". The unit keeps
//! its span (the operation words are no part of it) and becomes the locale's megabytes per
//! second. Only megabytes ("4 GB in lettura" may be a test file's size), and no power of
//! two ("un cache de 512 Mo en lecture" is a cache's size).

use crate::model::Metric;
use crate::numbers::NumberToken;
use crate::rules::{Locale, UnitRule};

/// Turns each megabyte unit of `own` that one of the locale's `rate_operation_words`
/// follows (after one space) into the locale's megabytes per second.
pub(super) fn by_operation<'r>(
    text: &str,
    end: usize,
    tokens: &[NumberToken],
    locale: &'r Locale,
    own: &mut [Option<(&'r UnitRule, (usize, usize))>],
) {
    let Some(rate) = locale.megabyte_rate.map(|k| &locale.units[k]) else {
        return;
    };
    if locale.rate_operation_words.is_empty() {
        return;
    }
    for (unit, token) in own.iter_mut().zip(tokens) {
        let Some((rule, span)) = *unit else {
            continue;
        };
        let megabytes =
            rule.metric == Metric::Capacity && &*rule.canonical == "B" && rule.factor == 1e6;
        let power_of_two = token
            .reading
            .value_in(locale.native_style())
            .map(|v| v * token.factor())
            .is_some_and(|v| v.fract() == 0.0 && v >= 1.0 && (v as u64).is_power_of_two());
        if megabytes && !power_of_two && operation_follows(&text[span.1..end], locale) {
            *unit = Some((rate, span));
        }
    }
}

/// Whether `after` (the text after a unit) is a space and an operation word ending there.
fn operation_follows(after: &str, locale: &Locale) -> bool {
    let Some(after) = after.strip_prefix([' ', '\u{a0}']) else {
        return false;
    };
    locale.rate_operation_words.iter().any(|w| {
        after
            .strip_prefix(w.as_str())
            .is_some_and(|rest| !rest.starts_with(char::is_alphanumeric))
    })
}
