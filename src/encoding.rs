//! Decoding stage for archives: review archives are not all UTF-8. Chinese sites still
//! serve GB18030/GBK and Big5, Korean ones EUC-KR, Japanese ones Shift_JIS, and old
//! European ones Windows-1252, usually without saying so. This module turns such bytes
//! into UTF-8 text and says which encoding it used, so that a report's spans (which are
//! byte offsets into the UTF-8 text) can be traced back. Pure: bytes in, text out.
//!
//! Order of evidence: a byte-order mark wins; then an encoding the caller forces; then a
//! `<meta charset>` declaration for HTML; then valid UTF-8 is UTF-8; then a file that is
//! mostly well-formed UTF-8 with a few bad bytes is reported as damaged UTF-8 (legacy
//! encodings almost never form long valid UTF-8 sequences by accident, so guessing a legacy
//! encoding there would only hide the damage); anything else goes to `chardetng`. For the
//! same reason, a file read as a legacy encoding (detected or declared) that holds a
//! passage of UTF-8 mixes two encodings: it is refused, naming the passage, rather than
//! decoded as one of them, which would garble the other.

use crate::model::InputError;
use chardetng::{EncodingDetector, Iso2022JpDetection, Utf8Detection};
use encoding_rs::{Encoding, UTF_16BE, UTF_16LE, UTF_8};

/// Text decoded from an input's bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    pub text: String,
    /// The WHATWG name of the encoding used (`UTF-8`, `UTF-16LE`, `GBK`, `Big5`, ...).
    pub encoding: &'static str,
}

/// The encoding a user names with `--encoding` (any WHATWG label: `gb18030`, `big5`,
/// `euc-kr`, `shift_jis`, `cp1252`, `utf-16le`...), or why the name is not understood.
pub fn lookup(label: &str) -> Result<&'static Encoding, String> {
    let alias = match label.trim().to_ascii_lowercase().as_str() {
        // Common spellings that are not WHATWG labels.
        "cp1252" | "win1252" => "windows-1252",
        "cp949" | "uhc" => "euc-kr",
        "sjis" | "cp932" => "shift_jis",
        "utf8" => "utf-8",
        "utf16le" => "utf-16le",
        "utf16be" => "utf-16be",
        _ => label.trim(),
    }
    .to_string();
    Encoding::for_label(alias.as_bytes()).ok_or_else(|| {
        format!(
            "unknown encoding {label:?}; use a name such as utf-8, utf-16le, gb18030, gbk, big5, \
             euc-kr, shift_jis or windows-1252"
        )
    })
}

/// Decodes `bytes`. `forced` overrides detection (a byte-order mark still wins, as it
/// cannot be wrong about UTF-16 versus UTF-8); `html` lets a `<meta charset>` declaration
/// decide before detection.
pub fn decode(
    bytes: &[u8],
    forced: Option<&'static Encoding>,
    html: bool,
) -> Result<Decoded, InputError> {
    if let Some((encoding, bom_len)) = Encoding::for_bom(bytes) {
        return decode_strict(
            &bytes[bom_len..],
            encoding,
            bom_len,
            "its byte-order mark says",
        );
    }
    if let Some(encoding) = forced {
        return decode_strict(bytes, encoding, 0, "--encoding says");
    }
    if let Some(offset) = bytes.iter().position(|&b| b == 0) {
        if let Some(encoding) = utf16_by_zero_bytes(bytes) {
            return decode_strict(bytes, encoding, 0, "its pattern of zero bytes says");
        }
        return Err(InputError {
            kind: "binary".into(),
            message: format!(
                "NUL byte at offset {offset}: this looks like a binary file, not text \
                 (not UTF-16 either: pass --encoding utf-16le if it is)"
            ),
        });
    }
    if html {
        if let Some(encoding) = meta_charset(bytes) {
            if encoding != UTF_8 {
                refuse_mixed(bytes, Some(encoding))?;
            }
            return decode_strict(bytes, encoding, 0, "its <meta charset> says");
        }
    }
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Ok(Decoded {
            text: text.to_string(),
            encoding: UTF_8.name(),
        });
    }
    if let Some(bad) = damaged_utf8(bytes) {
        return Err(InputError {
            kind: "invalid_utf8".into(),
            message: format!(
                "byte 0x{:02x} at offset {bad} is not UTF-8 in a file that is otherwise UTF-8; \
                 fix the file, or pass --encoding if it really is in another encoding",
                bytes[bad]
            ),
        });
    }
    let mut detector = EncodingDetector::new(Iso2022JpDetection::Deny);
    detector.feed(bytes, true);
    let guess = detector.guess(None, Utf8Detection::Deny);
    refuse_mixed(bytes, None)?;
    decode_strict(bytes, guess, 0, "detection guessed")
}

/// Well-formed UTF-8 characters beyond ASCII, in one run between two bytes that are not
/// UTF-8, that make the run a UTF-8 passage rather than an accident of a legacy encoding
/// (in GBK, Big5 or EUC-KR text, a character that happens to be well-formed UTF-8 is a
/// few percent of them, and eight in a row without one that is not almost never happen).
const UTF8_PASSAGE_CHARS: usize = 8;

/// The byte range of the first UTF-8 passage in bytes that are not UTF-8 as a whole.
fn utf8_passage(bytes: &[u8]) -> Option<(usize, usize)> {
    let mut offset = 0;
    for chunk in bytes.utf8_chunks() {
        let valid = chunk.valid();
        let mut passage: Option<(usize, usize)> = None;
        let mut multibyte = 0;
        for (i, c) in valid.char_indices() {
            if c.is_ascii() {
                continue;
            }
            multibyte += 1;
            let start = passage.map_or(i, |p| p.0);
            passage = Some((start, i + c.len_utf8()));
        }
        if multibyte >= UTF8_PASSAGE_CHARS {
            return passage.map(|(s, e)| (offset + s, offset + e));
        }
        offset += valid.len() + chunk.invalid().len();
    }
    None
}

/// An error if `bytes`, to be read as a legacy encoding (`declared` by the document, or
/// detected), hold a UTF-8 passage. The other encoding is named as declared, or as
/// detected on the bytes outside the passage (on all of them, the UTF-8 passage would
/// mislead the detector).
fn refuse_mixed(bytes: &[u8], declared: Option<&'static Encoding>) -> Result<(), InputError> {
    let Some((start, end)) = utf8_passage(bytes) else {
        return Ok(());
    };
    let (why, encoding) = match declared {
        Some(encoding) => ("its <meta charset> says", encoding),
        None => {
            // Cut at ASCII bytes, so that no character of the other encoding is split
            // (the passage may begin inside one, by accident).
            let before = &bytes[..start];
            let before = &before[..before.iter().rposition(u8::is_ascii).map_or(0, |p| p + 1)];
            let after = &bytes[end..];
            let after = &after[after.iter().position(u8::is_ascii).unwrap_or(after.len())..];
            let mut detector = EncodingDetector::new(Iso2022JpDetection::Deny);
            detector.feed(before, false);
            detector.feed(after, true);
            (
                "detection guesses",
                detector.guess(None, Utf8Detection::Deny),
            )
        }
    };
    let line = 1 + memchr_count(b'\n', &bytes[..start]);
    Err(InputError {
        kind: "mixed_encoding".into(),
        message: format!(
            "mixes encodings: bytes {start}..{end} (from line {line}) are UTF-8, the rest is not \
             ({why} {}); convert the file to one encoding, or pass --encoding to read it all as one",
            encoding.name()
        ),
    })
}

fn memchr_count(needle: u8, haystack: &[u8]) -> usize {
    haystack.iter().filter(|&&b| b == needle).count()
}

/// Decodes without replacement characters: a malformed sequence is an error, because a
/// silently replaced byte could be a digit of a benchmark figure.
fn decode_strict(
    bytes: &[u8],
    encoding: &'static Encoding,
    skipped: usize,
    why: &str,
) -> Result<Decoded, InputError> {
    match encoding.decode_without_bom_handling_and_without_replacement(bytes) {
        Some(text) => Ok(Decoded {
            text: text.into_owned(),
            encoding: encoding.name(),
        }),
        None => {
            let offset = skipped + first_malformed(bytes, encoding);
            let (kind, advice) = if encoding == UTF_8 {
                ("invalid_utf8", "fix the file or pass --encoding")
            } else if encoding == UTF_16LE || encoding == UTF_16BE {
                ("decode", "the file is truncated or damaged")
            } else {
                (
                    "decode",
                    "pass --encoding with the right encoding or fix the file",
                )
            };
            Err(InputError {
                kind: kind.into(),
                message: format!(
                    "not valid {} ({why} so) near byte offset {offset}; {advice}",
                    encoding.name()
                ),
            })
        }
    }
}

/// The bytes examined by [`utf16_by_zero_bytes`]: as many as a binary probe reads.
pub const UTF16_PROBE: usize = 8192;

/// UTF-16 without a byte-order mark, as old Windows exports are, told by its zero bytes:
/// text mostly in the Latin range has a zero in the high byte of most code units (the
/// odd bytes for little endian, the even ones for big endian) and almost never in the
/// low one, and its code units are not control characters. Random or binary data fails
/// all three (a zero byte is 1 in 256 of random bytes; executables and archives have zeros
/// on both sides). Looks at the first [`UTF16_PROBE`] bytes; text without Latin-range
/// characters (all CJK) has no zero bytes and is not told.
pub fn utf16_by_zero_bytes(bytes: &[u8]) -> Option<&'static Encoding> {
    let probe = &bytes[..bytes.len().min(UTF16_PROBE) & !1];
    let units = probe.len() / 2;
    if units < 2 {
        return None;
    }
    let zeros = |first: usize| {
        probe
            .iter()
            .skip(first)
            .step_by(2)
            .filter(|&&b| b == 0)
            .count()
    };
    let (even, odd) = (zeros(0), zeros(1));
    // High bytes zero for at least 60% of the units, low bytes for at most 2%.
    let mostly = |n: usize| n * 10 >= units * 6;
    let rarely = |n: usize| n * 50 <= units;
    let (encoding, unit): (_, fn([u8; 2]) -> u16) = if mostly(odd) && rarely(even) {
        (UTF_16LE, u16::from_le_bytes)
    } else if mostly(even) && rarely(odd) {
        (UTF_16BE, u16::from_be_bytes)
    } else {
        return None;
    };
    let controls = probe
        .chunks_exact(2)
        .map(|pair| unit([pair[0], pair[1]]))
        .filter(|&u| (u < 0x20 && !matches!(u, 0x09 | 0x0a | 0x0c | 0x0d)) || u == 0x7f)
        .count();
    // Old exports may end in a ^Z or hold a stray control; text never has many.
    (controls * 100 <= units).then_some(encoding)
}

/// Byte offset (approximate: the start of the decoder's last input chunk) of the first
/// malformed sequence.
fn first_malformed(bytes: &[u8], encoding: &'static Encoding) -> usize {
    let mut decoder = encoding.new_decoder_without_bom_handling();
    let mut out = String::with_capacity(
        decoder
            .max_utf8_buffer_length(bytes.len())
            .unwrap_or(bytes.len() * 3),
    );
    let mut read_total = 0;
    loop {
        let (result, read) =
            decoder.decode_to_string_without_replacement(&bytes[read_total..], &mut out, true);
        read_total += read;
        match result {
            encoding_rs::DecoderResult::Malformed(bad, _) => {
                return read_total.saturating_sub(bad as usize)
            }
            encoding_rs::DecoderResult::InputEmpty => return read_total,
            encoding_rs::DecoderResult::OutputFull => out.reserve(bytes.len()),
        }
    }
}

/// The offset of the first bad byte when `bytes` look like UTF-8 with damage: at least
/// eight times as many bytes in well-formed multi-byte sequences as bad bytes.
fn damaged_utf8(bytes: &[u8]) -> Option<usize> {
    let mut good_multibyte = 0usize;
    let mut bad = 0usize;
    let mut first_bad = None;
    let mut offset = 0;
    for chunk in bytes.utf8_chunks() {
        good_multibyte += chunk.valid().bytes().filter(|b| !b.is_ascii()).count();
        offset += chunk.valid().len();
        if !chunk.invalid().is_empty() {
            first_bad.get_or_insert(offset);
            bad += chunk.invalid().len();
        }
        offset += chunk.invalid().len();
    }
    first_bad.filter(|_| good_multibyte >= 8 * bad.max(1))
}

/// The encoding an HTML document declares in `<meta charset=...>` or
/// `<meta http-equiv="Content-Type" content="...; charset=...">` within its first 1024
/// bytes (where the HTML standard's prescan looks).
pub fn meta_charset(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = &bytes[..bytes.len().min(1024)];
    let lower: Vec<u8> = head.iter().map(u8::to_ascii_lowercase).collect();
    let mut from = 0;
    while let Some(pos) = find(&lower[from..], b"<meta") {
        let start = from + pos;
        let end = lower[start..]
            .iter()
            .position(|&b| b == b'>')
            .map_or(lower.len(), |e| start + e);
        let tag = &lower[start..end];
        if let Some(c) = find(tag, b"charset=") {
            let value = &tag[c + b"charset=".len()..];
            let value = value
                .strip_prefix(b"\"")
                .or_else(|| value.strip_prefix(b"'"))
                .unwrap_or(value);
            let label_end = value
                .iter()
                .position(|&b| {
                    matches!(
                        b,
                        b'"' | b'\'' | b';' | b' ' | b'/' | b'>' | b'\t' | b'\n' | b'\r'
                    )
                })
                .unwrap_or(value.len());
            // A page declaring UTF-16 while being read as bytes is UTF-8 (HTML standard).
            return Encoding::for_label(&value[..label_end]).map(|e| e.output_encoding());
        }
        from = end;
    }
    None
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod utf16_tests {
    use super::*;

    fn utf16(text: &str, big_endian: bool) -> Vec<u8> {
        text.encode_utf16()
            .flat_map(|u| {
                if big_endian {
                    u.to_be_bytes()
                } else {
                    u.to_le_bytes()
                }
            })
            .collect()
    }

    #[test]
    fn utf16_without_bom_is_read_and_named() {
        let text = "Der Test: 3.500 MB/s lesend, 12 µs Latenz; Größe 2 TB.\r\n";
        for (big_endian, name) in [(false, "UTF-16LE"), (true, "UTF-16BE")] {
            let decoded = decode(&utf16(text, big_endian), None, false).unwrap();
            assert_eq!((decoded.text.as_str(), decoded.encoding), (text, name));
        }
    }

    #[test]
    fn binary_and_random_bytes_are_still_refused() {
        // A small executable-like header: zeros on both sides.
        let elf = b"\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x00>\x00";
        assert_eq!(utf16_by_zero_bytes(elf), None);
        assert_eq!(decode(elf, None, false).unwrap_err().kind, "binary");
        // Pseudo-random bytes (an LCG) with a NUL.
        let mut state = 12345u32;
        let mut noise: Vec<u8> = (0..4096)
            .map(|_| {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
                (state >> 16) as u8
            })
            .collect();
        noise[7] = 0;
        assert_eq!(utf16_by_zero_bytes(&noise), None);
        assert_eq!(decode(&noise, None, false).unwrap_err().kind, "binary");
        // Zero bytes in the high position, but the units are control characters.
        let controls: Vec<u8> = (0..512u16)
            .flat_map(|i| (i % 8 + 1).to_le_bytes())
            .collect();
        assert_eq!(utf16_by_zero_bytes(&controls), None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ZH: &str = "在4K随机读取测试中，阵列的峰值性能为787,910 IOPS，延迟为3.58毫秒。";
    const KO: &str =
        "어레이는 지연 시간이 6.38ms인 221,327 IOPS로 정점을 찍었습니다. 임의 읽기 성능.";
    const DE: &str = "Die Latenz blieb während des gesamten Tests unter 1 ms, größer als erwartet: 787.910 IOPS.";

    fn encode(text: &str, encoding: &'static Encoding) -> Vec<u8> {
        let (bytes, _, unmappable) = encoding.encode(text);
        assert!(!unmappable);
        bytes.into_owned()
    }

    #[test]
    fn plain_utf8_and_bom() {
        assert_eq!(
            decode(ZH.as_bytes(), None, false).unwrap().encoding,
            "UTF-8"
        );
        let mut with_bom = b"\xEF\xBB\xBF".to_vec();
        with_bom.extend_from_slice(DE.as_bytes());
        let decoded = decode(&with_bom, None, false).unwrap();
        assert_eq!((decoded.text.as_str(), decoded.encoding), (DE, "UTF-8"));
    }

    #[test]
    fn utf16_with_bom() {
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(KO.encode_utf16().flat_map(u16::to_le_bytes));
        let decoded = decode(&bytes, None, false).unwrap();
        assert_eq!((decoded.text.as_str(), decoded.encoding), (KO, "UTF-16LE"));
        let mut be = vec![0xFE, 0xFF];
        be.extend(KO.encode_utf16().flat_map(u16::to_be_bytes));
        assert_eq!(decode(&be, None, false).unwrap().encoding, "UTF-16BE");
    }

    #[test]
    fn truncated_utf16_is_a_decode_error() {
        let mut bytes = vec![0xFF, 0xFE];
        bytes.extend(KO.encode_utf16().flat_map(u16::to_le_bytes));
        bytes.extend_from_slice(&[0x00, 0xD8]); // a lone high surrogate at the end
        let err = decode(&bytes, None, false).unwrap_err();
        assert_eq!(err.kind, "decode");
        assert!(err.message.contains("UTF-16LE"), "{}", err.message);
    }

    #[test]
    fn legacy_encodings_are_detected() {
        let long_zh = ZH.repeat(3);
        let long_ko = KO.repeat(3);
        let long_de = DE.repeat(3);
        for (text, encoding, expected) in [
            (long_zh.as_str(), encoding_rs::GB18030, "GBK"),
            (long_ko.as_str(), encoding_rs::EUC_KR, "EUC-KR"),
            (long_de.as_str(), encoding_rs::WINDOWS_1252, "windows-1252"),
        ] {
            let decoded = decode(&encode(text, encoding), None, false).unwrap();
            assert_eq!(decoded.encoding, expected);
            assert_eq!(decoded.text, text);
        }
    }

    #[test]
    fn forced_encoding_is_used_and_checked() {
        // Big5 cannot encode simplified characters: a traditional sentence.
        let trad = "在4K隨機讀取測試中，陣列的峰值效能為787,910 IOPS，延遲為3.58毫秒。";
        let big5 = encode(trad, encoding_rs::BIG5);
        let decoded = decode(&big5, Some(lookup("big5").unwrap()), false).unwrap();
        assert_eq!((decoded.text.as_str(), decoded.encoding), (trad, "Big5"));
        let err = decode(b"abc\xff\xff", Some(lookup("utf-8").unwrap()), false).unwrap_err();
        assert_eq!(err.kind, "invalid_utf8");
    }

    #[test]
    fn damaged_utf8_is_not_guessed_as_legacy() {
        let mut bytes = KO.repeat(2).into_bytes();
        bytes.insert(30, 0xFF);
        let err = decode(&bytes, None, false).unwrap_err();
        assert_eq!(err.kind, "invalid_utf8");
        assert!(err.message.contains("0xff at offset 30"), "{}", err.message);
    }

    #[test]
    fn a_utf8_passage_in_a_legacy_file_is_refused_naming_it() {
        // A GBK review with a paragraph pasted in UTF-8 on its third line.
        let zh = ZH.repeat(4);
        let mut bytes = encode(&format!("{zh}\n{zh}\n"), encoding_rs::GB18030);
        let start = bytes.len();
        bytes.extend_from_slice(ZH.as_bytes());
        bytes.extend(encode(&format!("\n{zh}"), encoding_rs::GB18030));
        let err = decode(&bytes, None, false).unwrap_err();
        assert_eq!(err.kind, "mixed_encoding");
        // The GBK bytes of the line's last two characters, "秒。" (C3 EB A1 A3), end in a
        // well-formed UTF-8 character by accident (EB A1 A3): the passage is named from
        // there, those three bytes and the line break before the pasted paragraph.
        let end = start + ZH.len();
        assert!(
            err.message
                .contains(&format!("bytes {}..{end} (from line 2)", start - 4)),
            "{}",
            err.message
        );
        assert!(err.message.contains("GBK"), "{}", err.message);
        // Windows-1252 German with one UTF-8 sentence.
        let mut bytes = encode(&DE.repeat(3), encoding_rs::WINDOWS_1252);
        bytes.extend_from_slice("Größe: äöü ÄÖÜ ß é".as_bytes());
        assert_eq!(
            decode(&bytes, None, false).unwrap_err().kind,
            "mixed_encoding"
        );
        // Text wholly in one legacy encoding is not mixed.
        for (text, encoding) in [
            (ZH.repeat(20), encoding_rs::GB18030),
            (KO.repeat(20), encoding_rs::EUC_KR),
            (DE.repeat(20), encoding_rs::WINDOWS_1252),
        ] {
            assert!(decode(&encode(&text, encoding), None, false).is_ok());
        }
        // Forcing an encoding reads the file as the user says.
        let forced = decode(&bytes, Some(encoding_rs::WINDOWS_1252), false);
        assert_eq!(forced.unwrap().encoding, "windows-1252");
    }

    #[test]
    fn nul_bytes_mean_binary() {
        assert_eq!(
            decode(b"PK\x03\x04\x00\x00", None, false).unwrap_err().kind,
            "binary"
        );
    }

    #[test]
    fn meta_charset_decides_for_html() {
        let mut page = b"<html><head><meta charset=\"gb18030\"></head><body>".to_vec();
        page.extend(encode(ZH, encoding_rs::GB18030));
        let decoded = decode(&page, None, true).unwrap();
        assert_eq!(decoded.encoding, "gb18030");
        assert!(decoded.text.contains(ZH));
        let http_equiv =
            b"<meta http-equiv=\"Content-Type\" content=\"text/html; charset=EUC-KR\">";
        assert_eq!(meta_charset(http_equiv), Some(encoding_rs::EUC_KR));
        assert_eq!(meta_charset(b"<p>charset=big5</p>"), None);
    }

    #[test]
    fn lookup_names_the_problem() {
        assert_eq!(lookup("cp1252").unwrap(), encoding_rs::WINDOWS_1252);
        assert_eq!(lookup("Shift_JIS").unwrap(), encoding_rs::SHIFT_JIS);
        assert!(lookup("klingon").unwrap_err().contains("unknown encoding"));
    }
}
