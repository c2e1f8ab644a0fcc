//! Units written apart from their number where [`crate::units`] looks for them: on the
//! next line of a wrapped paragraph ("250, 500 und 1000\nGByte"), or shortened to their
//! prefix letter in a product's name ("WD Blue SN770 1T"). Hands the unit stage the unit
//! of each number it finds one for, as that number's own.

use crate::numbers::{capacity_letter_by_storage_noun, capacity_letter_in_name, NumberToken};
use crate::rules::{Locale, UnitRule};

/// A number's unit and where it is written.
type FoundUnit<'r> = Option<(&'r UnitRule, (usize, usize))>;

fn is_space_like(c: char) -> bool {
    matches!(c, ' ' | '\u{00A0}' | '\u{202F}' | '\u{2009}')
}

/// Gives the numbers of a block (`tokens`, the block ending at `block_end`) that have no
/// unit in `own` the unit of their name's capacity letter, and the block's last number the
/// unit that opens the next line.
pub(crate) fn attach<'r>(
    text: &str,
    tokens: &[NumberToken],
    block_end: usize,
    locale: &'r Locale,
    own: &mut [FoundUnit<'r>],
    borrowed: &mut [bool],
) {
    for (token, unit) in tokens.iter().zip(own.iter_mut()) {
        if unit.is_none() && !token.in_word {
            let letter = capacity_letter_in_name(text, token.start, token.end)
                .or_else(|| capacity_letter_by_storage_noun(text, token.start, token.end, locale));
            if let Some((alias, stop)) = letter {
                if let Some(m) = locale.match_unit(alias) {
                    *unit = Some((m.rule, (token.end, stop)));
                }
            }
        }
    }
    let last = tokens.len().checked_sub(1);
    if let Some(i) = last.filter(|&i| own[i].is_none() && !tokens[i].in_word) {
        own[i] = unit_on_next_line(text, &tokens[i], block_end, locale);
        if own[i].is_none() {
            own[i] = shared_across_line_break(text, &tokens[i], block_end, locale);
            borrowed[i] = own[i].is_some();
        }
    }
}

/// The rest of the line after `from` (to `block_end`), then the next line of the same
/// paragraph (no blank line, no table row) with its indent skipped, and where it starts.
fn next_line(text: &str, from: usize, block_end: usize) -> Option<(&str, &str, usize)> {
    let tail = &text[from..block_end];
    let rest = text[block_end..].trim_start_matches(is_space_like);
    let rest = rest.strip_prefix('\r').unwrap_or(rest);
    let next = rest.strip_prefix('\n')?;
    let line = next.trim_start_matches(is_space_like);
    if line.starts_with(['|', '\n', '\r']) {
        return None;
    }
    Some((tail, line, text.len() - line.len()))
}

/// "SSD на 400 и\n800 ГБ", "250, 500 and\n1000 GB": a line that ends with a number and a
/// connector of the locale's `shared_unit_connectors`, continued by a number with its
/// unit: the number before the break shares that unit (as on one line; see
/// `share_with_next` in [`crate::units`]). Counterexample: "Seite 12 und\n3 Tabellen"
/// (no unit after the next number), a blank line between them.
fn shared_across_line_break<'r>(
    text: &str,
    token: &NumberToken,
    block_end: usize,
    locale: &'r Locale,
) -> FoundUnit<'r> {
    let (tail, line, at) = next_line(text, token.end_with_multiplier(), block_end)?;
    let connector = tail.trim_matches(is_space_like);
    if connector.is_empty() || !locale.shared_unit_connectors.iter().any(|c| c == connector) {
        return None;
    }
    let digits = line
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | ',')))
        .unwrap_or(line.len());
    if digits == 0 || !line.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    // At most one space between the number and its unit, whatever its width in bytes
    // (a no-break space is two, a thin space three).
    let space = line[digits..]
        .chars()
        .next()
        .filter(|&c| is_space_like(c))
        .map_or(0, char::len_utf8);
    let unit_at = digits + space;
    let m = locale.match_unit(&line[unit_at..])?;
    Some((m.rule, (at + unit_at, at + unit_at + m.len)))
}

/// "250, 500 und 1000\nGByte": a line of prose that ends with a number whose unit opens
/// the next line (a page's text wrapped where it was copied). The unit is the number's
/// own, so the numbers listed before it share it as on one line. Only one line break, no
/// blank line, and not into a table row ("| GB |" is a header cell of its own); the unit
/// must be a word of its own there ("1000\nGBit-Chips" is no capacity either way).
fn unit_on_next_line<'r>(
    text: &str,
    token: &NumberToken,
    block_end: usize,
    locale: &'r Locale,
) -> Option<(&'r UnitRule, (usize, usize))> {
    let (tail, line, at) = next_line(text, token.end_with_multiplier(), block_end)?;
    if !tail.chars().all(is_space_like) {
        return None;
    }
    let m = locale.match_unit(line)?;
    Some((m.rule, (at, at + m.len)))
}
