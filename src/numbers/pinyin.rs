//! Inline pinyin annotations that machine conversion leaves after Han characters
//! ("數(shù)據", "103萬(wàn)"): every stage that skips them asks here.

/// Length of an inline pinyin annotation starting at byte `at` of `text` ("(shù)" in
/// "數(shù)據"), or 0: a '(' that opens pinyin right after a Han character, or right after
/// another annotation (`after_annotation`: "字(zì)(zi)"), is an annotation, not a
/// parenthesis. The one test of where annotations are, for every stage that skips them.
pub fn annotation_len_at(text: &str, at: usize, after_annotation: bool) -> usize {
    if after_annotation || follows_han(text, at) {
        pinyin_annotation_len(&text[at..])
    } else {
        0
    }
}

/// Whether the char before byte `at` of `text` is a Han character (the character an
/// annotation follows).
pub(super) fn follows_han(text: &str, at: usize) -> bool {
    text[..at]
        .chars()
        .next_back()
        .is_some_and(|c| matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF))
}

/// Length of an inline pinyin annotation like "(wàn)" at the start of `s`, or 0: up to 12
/// bytes of pinyin letters in parentheses. Read by bytes, decoding only the tone-marked
/// letters (every '(' of a Chinese passage is asked about).
pub fn pinyin_annotation_len(s: &str) -> usize {
    let bytes = s.as_bytes();
    if bytes.first() != Some(&b'(') {
        return 0;
    }
    // Bytes of letters so far; they start at byte 1.
    let mut len = 0;
    while let Some(&b) = bytes.get(1 + len) {
        if b == b')' {
            return if len > 0 { 1 + len + 1 } else { 0 };
        }
        if len >= 12 {
            return 0;
        }
        len += if b.is_ascii_lowercase() {
            1
        } else if b.is_ascii() {
            return 0;
        } else {
            match s[1 + len..].chars().next() {
                Some(c) if is_pinyin_letter(c) => c.len_utf8(),
                _ => return 0,
            }
        };
    }
    0
}

/// Lower-case Latin letters and the tone-marked vowels pinyin uses.
pub fn is_pinyin_letter(c: char) -> bool {
    c.is_ascii_lowercase()
        || matches!(
            c,
            'ā' | 'á'
                | 'ǎ'
                | 'à'
                | 'ē'
                | 'é'
                | 'ě'
                | 'è'
                | 'ī'
                | 'í'
                | 'ǐ'
                | 'ì'
                | 'ō'
                | 'ó'
                | 'ǒ'
                | 'ò'
                | 'ū'
                | 'ú'
                | 'ǔ'
                | 'ù'
                | 'ǖ'
                | 'ǘ'
                | 'ǚ'
                | 'ǜ'
                | 'ü'
        )
}
