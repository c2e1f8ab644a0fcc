//! A document lowercased once, for the audit's detectors that read a sentence, a clause
//! or a gap between two figures in lower case: each of them called `to_lowercase` on its
//! slice, per figure, so a sentence of twenty figures was lowercased twenty times by each
//! detector (issue 26: 20 instructions per byte in `to_lowercase` alone, and as much again
//! in the allocator).
//!
//! The plain version is `slice.to_lowercase()`. The kernel lowercases the whole text once
//! and returns the same bytes of the lowered text, which is the same string where each
//! character lowercases to a string of its own length: `str::to_lowercase` maps character
//! by character, except for the Greek capital sigma (final or not by its neighbours). A
//! text holding a character whose lower case is longer or shorter (Kelvin sign, `İ`, `ẞ`)
//! or a capital sigma is not aligned, and every slice is then lowercased on its own.

use std::borrow::Cow;

/// A text and, where its lower case keeps every character's byte offsets, that lower case.
#[derive(Debug)]
pub(crate) struct Lowered<'t> {
    text: &'t str,
    /// None when the lower case would move bytes (see the module note).
    lower: Option<String>,
}

impl<'t> Lowered<'t> {
    pub(crate) fn new(text: &'t str) -> Self {
        Lowered {
            text,
            lower: aligned_lower(text),
        }
    }

    /// `part.to_lowercase()`, where `part` is a slice of the text (any other string is
    /// lowercased on its own).
    pub(crate) fn of<'s>(&'s self, part: &'s str) -> Cow<'s, str> {
        let base = self.text.as_ptr() as usize;
        let at = (part.as_ptr() as usize).wrapping_sub(base);
        match &self.lower {
            Some(lower) if at <= self.text.len() && part.len() <= self.text.len() - at => {
                Cow::Borrowed(&lower[at..at + part.len()])
            }
            _ => Cow::Owned(part.to_lowercase()),
        }
    }
}

/// The lower case of `text`, if every character's lower case has its byte length and no
/// character lowercases by context.
fn aligned_lower(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    // Where the text not copied yet begins: runs of ASCII and of caseless characters are
    // copied as they are, and the ASCII letters lowercased at the end.
    let (mut copied, mut i) = (0, 0);
    while i < bytes.len() {
        // Step over ASCII eight bytes at a time, then a byte at a time.
        while let Some(word) = bytes.get(i..i + 8) {
            let word = u64::from_le_bytes(word.try_into().expect("eight bytes"));
            if word & 0x8080_8080_8080_8080 != 0 {
                break;
            }
            i += 8;
        }
        match bytes[i..].iter().position(|&b| b >= 0x80) {
            Some(k) => i += k,
            None => break,
        }
        // Han, kana and Hangul (U+3000 to U+9FFF, U+B000 to U+DFFF) have no case.
        if matches!(bytes[i], 0xE3..=0xE9 | 0xEB..=0xED) {
            i += 3;
            continue;
        }
        let c = text[i..].chars().next()?;
        if c == 'Σ' {
            return None;
        }
        let mut lower = c.to_lowercase();
        let first = lower.next()?;
        if lower.next().is_some() || first.len_utf8() != c.len_utf8() {
            return None;
        }
        if first != c {
            out.push_str(&text[copied..i]);
            out.push(first);
            copied = i + c.len_utf8();
        }
        i += c.len_utf8();
    }
    out.push_str(&text[copied..]);
    out.make_ascii_lowercase();
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every slice between character boundaries lowercases as the plain code does.
    fn agrees(text: &str) {
        let lowered = Lowered::new(text);
        let bounds: Vec<usize> = text
            .char_indices()
            .map(|(i, _)| i)
            .chain([text.len()])
            .collect();
        for (k, &a) in bounds.iter().enumerate() {
            for &b in &bounds[k..] {
                let part = &text[a..b];
                assert_eq!(lowered.of(part), part.to_lowercase(), "{text:?} {a}..{b}");
            }
        }
    }

    #[test]
    fn slices_lowercase_as_the_plain_code_does() {
        agrees("Die Samsung 990 PRO liest 7.450 MB/s über PCIe 4.0 x4.");
        agrees("Жёсткий Диск: 250 МБ/с, SSD 3500 МБ/с");
        agrees("ÉCRITURE À 1 200 Mo/s, Ärger, Ölpreis");
        agrees("机械硬盘不足300 IOPS，固態硬碟 하드디스크 ハードディスク");
        // Not aligned: a Kelvin sign (3 bytes, 'k' is 1), a dotted capital I, a capital
        // sigma whose lower case depends on its neighbours.
        agrees("20 K at İstanbul");
        agrees("ΣΑΣ ΟΔΟΣ 5 MB/s");
        // Fullwidth capitals lowercase; Han and Hangul have no case.
        agrees("ＳＳＤ 固態硬碟 하드 ＡＢＣ 3.5 GB/s, ＯＫ");
        agrees("a long ASCII run of more than eight bytes, then Ä and é");
        agrees("");
    }

    #[test]
    fn a_string_outside_the_text_is_lowercased_on_its_own() {
        let lowered = Lowered::new("SATA SSD");
        assert_eq!(lowered.of("HDD"), "hdd");
        assert!(matches!(lowered.of(&"SATA SSD"[5..]), Cow::Borrowed("ssd")));
    }
}
