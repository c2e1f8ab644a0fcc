//! Where the next number may start in a passage: a speed kernel (see `super`) for the
//! number stage, which passes over most of its text here.
//!
//! [`NumberStarts::next`] finds the first character that may start a number, for the
//! number stage's predicate (an ASCII digit, the 'X' of "XNUMX", a full-width digit or a
//! CJK numeral).
//! It tests eight bytes at a time for a digit, an 'X' or the lead byte of a three-byte
//! character that may be a numeral, and passes over runs of three-byte characters that
//! start no number by a 1024-entry bit table, without decoding them. That rests on one
//! fact about the predicate, checked when the search is built (and, for all chars, by the
//! number stage's test): each non-ASCII char that may start a number is three bytes long
//! and starts with E3..E9 or EF. [`next_number_start_plain`] is the same search a char at
//! a time; a property test checks that they agree.

/// Finds where the next number may start, for one predicate `may_start` (the number
/// stage's): see the module docs.
pub(crate) struct NumberStarts {
    table: NumeralStarts,
}

impl NumberStarts {
    /// The search for `may_start`, or `None` when the predicate breaks what the kernel rests
    /// on among the chars of up to three bytes (an ASCII char other than a digit or 'X', a
    /// two-byte char, a three-byte char with another lead byte); the caller then walks the
    /// chars with [`next_number_start_plain`]. (Four-byte chars, a million of them, are
    /// checked by the number stage's test: none may start a number.)
    pub(crate) fn new(may_start: fn(char) -> bool) -> Option<NumberStarts> {
        let ascii_ok = (0..0x80u8)
            .map(char::from)
            .all(|c| may_start(c) == (c.is_ascii_digit() || c == 'X'));
        let mut table = NumeralStarts {
            third_bytes: [0; 16 * 64],
        };
        for c in ('\u{80}'..='\u{FFFF}').filter(|&c| may_start(c)) {
            let mut buf = [0u8; 4];
            let utf8 = c.encode_utf8(&mut buf).as_bytes();
            if utf8.len() != 3 || !may_start_number_byte(utf8[0]) {
                return None;
            }
            table.third_bytes[NumeralStarts::slot(utf8[0], utf8[1])] |= 1 << (utf8[2] & 0x3F);
        }
        ascii_ok.then_some(NumberStarts { table })
    }

    /// The first char boundary at or after `from` (before `end`) where a char that may
    /// start a number is, or `end`. `from` and `end` are char boundaries of `text`.
    #[inline]
    pub(crate) fn next(&self, text: &str, from: usize, end: usize) -> usize {
        let bytes = &text.as_bytes()[..end];
        let mut pos = from;
        loop {
            pos = next_number_candidate(bytes, pos, end);
            if pos >= end || bytes[pos] < 0x80 {
                return pos;
            }
            // The lead byte of a three-byte character: the run of those that start no
            // number (most Han characters) is passed over.
            let run_end = self.table.run_end(bytes, pos);
            if run_end == pos {
                return pos;
            }
            pos = run_end;
        }
    }
}

/// [`NumberStarts::next`] a char at a time: the reference it must agree with.
pub(crate) fn next_number_start_plain(
    may_start: fn(char) -> bool,
    text: &str,
    from: usize,
    end: usize,
) -> usize {
    text[from..end]
        .char_indices()
        .find(|&(_, c)| may_start(c))
        .map_or(end, |(i, _)| from + i)
}

/// The first byte at or after `from` (before `end`) that may start a number: an ASCII
/// digit, an 'X' (of "XNUMX"), or the first byte E3..E9 or EF of a three-byte character
/// (the only non-ASCII characters that start numbers, see [`NumeralStarts`]); `end` if
/// none. Eight bytes are tested at once (SWAR: each test sets the high bit of the bytes
/// it finds), so that Latin text, Hangul and UTF-8 continuation bytes are passed over
/// without a step per character.
fn next_number_candidate(bytes: &[u8], from: usize, end: usize) -> usize {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const fn each(b: u8) -> u64 {
        0x0101_0101_0101_0101 * b as u64
    }
    // With the high bit of each byte cleared, adding 0x80 - k sets it exactly where the
    // byte is >= k, and no carry crosses into the next byte.
    const fn at_least(low: u64, k: u8) -> u64 {
        low + each(0x80 - k)
    }
    let mut i = from;
    while i + 8 <= end {
        let word = u64::from_le_bytes(bytes[i..i + 8].try_into().unwrap_or([0; 8]));
        let low = word & LOW7;
        let digit = at_least(low, b'0') & !at_least(low, b'9' + 1);
        let x = !((low ^ each(b'X')) + LOW7); // high bit set where the low bits are 'X'
                                              // Lead bytes E3..E9 and EF have the low bits 0x63..0x69 and 0x6F.
        let lead = at_least(low, 0x63) & !at_least(low, 0x6A);
        let lead_ef = !((low ^ each(0x6F)) + LOW7);
        let found = ((digit | x) & !word | (lead | lead_ef) & word) & HIGH;
        if found != 0 {
            return i + (found.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < end && !may_start_number_byte(bytes[i]) {
        i += 1;
    }
    i
}

/// The first byte at or after `from` (before `end`) that is an ASCII digit or an 'X', or
/// `end`: where the translation audit's next numeral or "XNUMX" may start. The same eight
/// bytes at a time as [`next_number_candidate`], without its lead bytes; the plain version
/// is [`next_digit_or_x_plain`], and a property test checks that they agree. (Both bytes
/// are ASCII, so the result is a char boundary.)
pub(crate) fn next_digit_or_x(bytes: &[u8], from: usize, end: usize) -> usize {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const fn each(b: u8) -> u64 {
        0x0101_0101_0101_0101 * b as u64
    }
    const fn at_least(low: u64, k: u8) -> u64 {
        low + each(0x80 - k)
    }
    let mut i = from;
    while i + 8 <= end {
        let word = u64::from_le_bytes(bytes[i..i + 8].try_into().unwrap_or([0; 8]));
        let low = word & LOW7;
        let digit = at_least(low, b'0') & !at_least(low, b'9' + 1);
        let x = !((low ^ each(b'X')) + LOW7);
        let found = (digit | x) & !word & HIGH;
        if found != 0 {
            return i + (found.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    next_digit_or_x_plain(bytes, i, end)
}

/// [`next_digit_or_x`] a byte at a time.
pub(crate) fn next_digit_or_x_plain(bytes: &[u8], from: usize, end: usize) -> usize {
    (from..end)
        .find(|&i| bytes[i].is_ascii_digit() || bytes[i] == b'X')
        .unwrap_or(end)
}

/// The bytes [`next_number_candidate`] stops at.
fn may_start_number_byte(b: u8) -> bool {
    b.is_ascii_digit() || b == b'X' || matches!(b, 0xE3..=0xE9 | 0xEF)
}

/// The three-byte characters that start numbers (full-width digits EF BC 90..99, 〇
/// E3 80 87, the Han numerals E4..E9 ..), as a bit per character. A character not in the
/// table (most Han characters, CJK punctuation, Hangul) is passed over without being
/// decoded.
struct NumeralStarts {
    /// For each first byte E0..EF and second byte (its low six bits), a bit per third
    /// byte (its low six bits).
    third_bytes: [u64; 16 * 64],
}

impl NumeralStarts {
    fn slot(lead: u8, second: u8) -> usize {
        usize::from(lead & 0x0F) * 64 + usize::from(second & 0x3F)
    }

    /// The end of the run of three-byte characters that start no number from `at` (a
    /// character boundary of `bytes`): one bounds check and one table bit a character.
    fn run_end(&self, bytes: &[u8], mut at: usize) -> usize {
        while let Some(&[lead, second, third]) = bytes.get(at..at + 3) {
            if lead & 0xF0 != 0xE0
                || self.third_bytes[Self::slot(lead, second)] & (1 << (third & 0x3F)) != 0
            {
                break;
            }
            at += 3;
        }
        at
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The number stage's predicate.
    fn may_start_number(c: char) -> bool {
        crate::numbers::may_start_number(c)
    }

    fn starts() -> NumberStarts {
        NumberStarts::new(may_start_number).expect("the number stage's predicate fits")
    }

    fn next_number_start(text: &str, from: usize, end: usize) -> usize {
        starts().next(text, from, end)
    }

    fn next_number_start_plain(text: &str, from: usize, end: usize) -> usize {
        super::next_number_start_plain(may_start_number, text, from, end)
    }

    #[test]
    fn candidate_search_matches_a_byte_by_byte_scan() {
        let naive = |bytes: &[u8], from: usize, end: usize| {
            (from..end)
                .find(|&i| {
                    bytes[i].is_ascii_digit()
                        || bytes[i] == b'X'
                        || (0xE3..=0xE9).contains(&bytes[i])
                        || bytes[i] == 0xEF
                })
                .unwrap_or(end)
        };
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let alphabet = b"abcXYZ 09/:;.,x\x7f\x80\xff\xe4W8\xe2\xe3\xe9\xea\xef\xf0\xbc\xa3\xe8";
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let len = (seed % 40) as usize;
            let bytes: Vec<u8> = (0..len)
                .map(|k| alphabet[((seed >> (k % 48)) as usize + k * 7) % alphabet.len()])
                .collect();
            let from = if len == 0 {
                0
            } else {
                (seed as usize / 7) % len
            };
            assert_eq!(
                next_number_candidate(&bytes, from, len),
                naive(&bytes, from, len),
                "{bytes:?} from {from}"
            );
        }
        // Every byte value in every lane.
        for b in 0..=255u8 {
            for lane in 0..8 {
                let mut bytes = [b'a'; 8];
                bytes[lane] = b;
                let expected = if may_start_number_byte(b) { lane } else { 8 };
                assert_eq!(
                    next_number_candidate(&bytes, 0, 8),
                    expected,
                    "{b:#x} at {lane}"
                );
            }
        }
        // Exactly the three-byte numeral characters and digits stop the scan, and all of
        // them start with a byte that is looked at.
        let starts = starts();
        let table = &starts.table;
        for c in (0x80..=0x10FFFFu32).filter_map(char::from_u32) {
            let numeral = crate::cjk_numerals::is_numeral_char(c)
                || crate::cjk_numerals::is_half(c)
                || crate::numbers::digit_value(c).is_some();
            let mut buf = [0u8; 4];
            let utf8 = c.encode_utf8(&mut buf).as_bytes();
            if numeral {
                assert!(may_start_number_byte(utf8[0]), "{c}");
            }
            let passed_over = utf8.len() == 3 && !numeral;
            assert_eq!(
                table.run_end(utf8, 0),
                if passed_over { 3 } else { 0 },
                "{c}"
            );
        }
    }

    #[test]
    fn a_predicate_the_kernel_cannot_serve_is_refused() {
        assert!(
            NumberStarts::new(|c| c.is_ascii_digit()).is_none(),
            "no 'X'"
        );
        assert!(NumberStarts::new(|c| c.is_ascii_digit() || c == 'X' || c == '万').is_some());
        // A two-byte digit (Arabic-Indic ٣), a three-byte one of another lead (Devanagari ३).
        assert!(NumberStarts::new(|c| c.is_ascii_digit() || c == 'X' || c == '٣').is_none());
        assert!(NumberStarts::new(|c| c.is_ascii_digit() || c == 'X' || c == '३').is_none());
    }

    #[test]
    fn every_char_that_may_start_a_number_is_found_alone_and_in_text() {
        let mut buf = String::new();
        for c in (0..=0x10FFFFu32).filter_map(char::from_u32) {
            if may_start_number(c) && !c.is_ascii() {
                let mut utf8 = [0u8; 4];
                let bytes = c.encode_utf8(&mut utf8).as_bytes();
                assert_eq!(bytes.len(), 3, "{c}: the kernel reads numerals as 3 bytes");
                assert!(matches!(bytes[0], 0xE3..=0xE9 | 0xEF), "{c}");
            }
            // In text: every char the kernel's table decides (3-byte chars led by E3..E9
            // or EF) and every char that may start a number; of the others, which the
            // kernel passes over by their lead byte alone, every 61st (the whole range
            // takes minutes in a debug build).
            let mut utf8 = [0u8; 4];
            let lead = c.encode_utf8(&mut utf8).as_bytes()[0];
            let decided_by_table = c.len_utf8() == 3 && matches!(lead, 0xE3..=0xE9 | 0xEF);
            if !(decided_by_table || may_start_number(c) || (c as u32).is_multiple_of(61)) {
                continue;
            }
            buf.clear();
            buf.push_str("abc數據");
            buf.push(c);
            buf.push_str("한국");
            assert_eq!(
                next_number_start(&buf, 0, buf.len()),
                next_number_start_plain(&buf, 0, buf.len()),
                "{c:?}"
            );
        }
    }

    proptest! {
        #[test]
        fn next_digit_or_x_matches_the_byte_walk(
            text in "[a-zA-Z0-9 .,X\u{e9}\u{4E00}-\u{4E10}\u{AC00}-\u{AC10}]{0,40}",
            from in 0usize..40,
        ) {
            let bytes = text.as_bytes();
            let from = from.min(bytes.len());
            prop_assert_eq!(
                next_digit_or_x(bytes, from, bytes.len()),
                next_digit_or_x_plain(bytes, from, bytes.len())
            );
        }

        #[test]
        fn next_number_start_matches_the_char_walk(
            parts in prop::collection::vec(prop_oneof![
                "[a-zA-Z .,:/X]{1,9}",
                "[0-9０-９]{1,3}",
                "[一二三四五六七八九十百千万萬億亿〇零兩两]{1,3}",
                "[\u{4E00}-\u{9FFF}\u{3000}-\u{30FF}]{1,5}",
                "[\u{AC00}-\u{D7A3}]{1,4}",
                "[äöüéñ\u{FF01}-\u{FF5E}\u{0400}-\u{04FF}]{1,3}",
                any::<char>().prop_map(String::from),
            ], 0..16),
            skip in 0usize..8,
        ) {
            let text = parts.concat();
            let from = text.char_indices().map(|(i, _)| i).nth(skip).unwrap_or(text.len());
            prop_assert_eq!(
                next_number_start(&text, from, text.len()),
                next_number_start_plain(&text, from, text.len())
            );
        }
    }
}
