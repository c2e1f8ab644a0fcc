//! The bounded sample of a passage's words that lingua is given.

use super::{SAMPLE_BYTES, SAMPLE_LETTERS};
use crate::kernels::letters::{letter_script, LetterScript};

/// The text given to lingua: words separated by spaces, with their letter count.
#[derive(Default)]
pub(super) struct Sample {
    pub(super) text: String,
    pub(super) letters: usize,
}

impl Sample {
    /// Whether the sample holds enough: [`SAMPLE_LETTERS`] letters, or [`SAMPLE_BYTES`].
    pub(super) fn is_full(&self) -> bool {
        self.letters >= SAMPLE_LETTERS || self.text.len() >= SAMPLE_BYTES
    }
}

/// Append the language-bearing words of `s` to `sample` until it is full: Latin words of
/// at least 3 letters with a lowercase letter, and all-lowercase shorter words ("per",
/// "in"), but not words glued to digits ("R740xd", "2P100GQSF"), so that model numbers,
/// units and acronyms do not drown the signal.
pub(super) fn push_words(s: &str, sample: &mut Sample) {
    let mut start: Option<usize> = None;
    let mut letters = 0;
    let mut upper = false;
    let mut lower = false;
    let mut prev_digit = false;
    let mut word_after_digit = false;
    for (i, c) in s.char_indices().chain(std::iter::once((s.len(), ' '))) {
        let latin = i < s.len() && letter_script(c) == Some(LetterScript::Latin);
        if latin {
            if start.is_none() {
                start = Some(i);
                letters = 0;
                upper = false;
                lower = false;
                word_after_digit = prev_digit;
            }
            letters += 1;
            if c.is_uppercase() {
                upper = true;
            } else {
                lower = true;
            }
        } else if let Some(st) = start.take() {
            let keep =
                !word_after_digit && !c.is_ascii_digit() && lower && (letters >= 3 || !upper);
            if keep {
                if sample.is_full() {
                    return;
                }
                if !sample.text.is_empty() {
                    sample.text.push(' ');
                }
                sample.text.push_str(&s[st..i]);
                sample.letters += letters;
            }
        }
        prev_digit = c.is_ascii_digit();
    }
}

/// The first `max` bytes of `s`, cut on a char boundary.
pub(super) fn cut(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}
