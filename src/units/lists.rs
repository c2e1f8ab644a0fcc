//! Lists that share the unit written after their last number: how the words between two
//! listed numbers join them ("und", ", ja sogar über", "or even up to").

use crate::numbers::NumberToken;
use crate::rules::Locale;

/// The longest gap, in bytes, between two numbers of a list joined with words of degree.
const MAX_FOCUSED_GAP: usize = 48;

/// How the words between two listed numbers join them.
#[derive(Debug, PartialEq)]
pub(super) enum ListJoin {
    /// One of the locale's `shared_unit_connectors` ("und", ",", "or").
    Plain,
    /// A connector, then words of degree of the locale's `shared_unit_focus_words`
    /// ("oder sogar", ", ja sogar über", "or even up to").
    WithFocus,
}

/// How `between` (trimmed) joins two numbers of a list, if it does.
pub(super) fn list_join(between: &str, locale: &Locale) -> Option<ListJoin> {
    if locale.shared_unit_connectors.iter().any(|c| c == between) {
        return Some(ListJoin::Plain);
    }
    // A connector and a few words of degree are short (", ja sogar über", "甚至高达"): a
    // longer gap, most of those between two figures, is no list and costs no search.
    if locale.shared_unit_focus_words.is_empty() || between.len() > MAX_FOCUSED_GAP {
        return None;
    }
    // A word written with spaces between words ends at one ("oder sogar", not "odersogar");
    // a mark ("," "、") or a CJK word ("甚至高达") may touch the next.
    let spaced_letter =
        |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() && (c as u32) < 0x2E80);
    let word_then = |text: &'_ str, word: &str| -> Option<usize> {
        let after = text.strip_prefix(word)?;
        let touches =
            spaced_letter(word.chars().next_back()) && spaced_letter(after.chars().next());
        (!touches).then_some(text.len() - after.len())
    };
    let rest = locale
        .shared_unit_connectors
        .iter()
        .find_map(|c| word_then(between, c).map(|n| &between[n..]))?;
    let mut rest = rest.trim_start();
    let mut focus = 0;
    while !rest.is_empty() {
        // Words of degree, and further connectors (", a nawet", ", and even").
        let focus_word = locale
            .shared_unit_focus_words
            .iter()
            .find_map(|w| word_then(rest, w).map(|n| &rest[n..]));
        let after = match focus_word {
            Some(after) => {
                focus += 1;
                after
            }
            None => locale
                .shared_unit_connectors
                .iter()
                .find_map(|c| word_then(rest, c).map(|n| &rest[n..]))?,
        };
        rest = after.trim_start();
    }
    (focus > 0).then_some(ListJoin::WithFocus)
}

/// Whether `between`, the text between two numbers, is a space and a tilde glued to the
/// second: "about", not a range ("Cyberpunk 2077 ~70 ГБ", "Windows 11 ~25 GB": the game's
/// size, not a range from 2077 to 70). A range's tilde is written the same on both sides
/// ("500~600MB/s", "500 ~ 600 MB/s").
pub(super) fn approximately_before(between: &str) -> bool {
    let mark = between.trim_start();
    mark.len() < between.len() && matches!(mark, "~" | "～" | "〜")
}

/// Whether two numbers are within a factor of 100 of each other, read in the locale's style.
pub(super) fn same_order(a: &NumberToken, b: &NumberToken, locale: &Locale) -> bool {
    let style = locale.native_style();
    let value = |t: &NumberToken| t.reading.value_in(style).map(|v| v * t.factor());
    match (value(a), value(b)) {
        (Some(a), Some(b)) if a > 0.0 && b > 0.0 => (0.01..=100.0).contains(&(a / b)),
        _ => false,
    }
}
