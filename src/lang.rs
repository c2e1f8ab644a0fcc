//! Language detection for passages and whole documents.
//!
//! Detection works in three tiers, cheapest first:
//!
//! 1. **Script.** The letters of a passage are counted by script (digits, punctuation
//!    and symbols are ignored; a Han, kana or Hangul character weighs 3 letters, since
//!    one CJK character carries about a word). When the heaviest non-Latin script
//!    carries at least [`NON_LATIN_DECIDES`] of the weight — or at least
//!    [`NON_LATIN_WEAK`] of it while the Latin part has no clear function-word language
//!    ("Fujitsu Storage ETERNUS AF250 사양") — it decides alone: Hangul → `ko`; Han/kana →
//!    `ja` when there are at least 2 kana making ≥ 5 % of the CJK characters, else `zh`
//!    (ー and 々 count as Han); Cyrillic → `ru`; any other script → `und`. So a Korean
//!    spec row "| 파이버 채널(16Gb/s) | |" is `ko` and a Chinese paragraph full of
//!    "NetApp EF570 IOPS" is `zh`.
//! 2. **Function words.** Passages written mostly in Latin letters are scored against
//!    short lists of function words ("der", "und", "the", "les", "della", ...) and a few
//!    diacritics (ß ä ö ü, ñ, ã õ, ł ą ę ...) of the eight Latin-script languages. A clear
//!    winner decides without lingua.
//! 3. **lingua**, restricted to the Latin-script languages and only ever given a bounded
//!    sample: the passage's *words* (Latin words of ≥ 3 letters with a lowercase letter,
//!    and short lowercase words; no numbers, units, acronyms or model numbers), up to
//!    [`SAMPLE_LETTERS`] letters (just past the 120 at which lingua needs trigrams only)
//!    or [`SAMPLE_BYTES`] bytes. A call costs about 0.2–1 ms whatever the length, so
//!    [`LanguageDetector::detect`] calls it at most once (and only with at least
//!    [`MIN_LINGUA_WORD_LETTERS`] word letters), and
//!    [`LanguageDetector::detect_document`] at most `1 + len / 64 KiB` times per
//!    document, and only when tiers 1 and 2 and the neighbours leave a sizeable Latin
//!    run open (see below). On the corpus that is no call at all.
//!
//! A passage with too few letters to say anything ("| 2U |", "12.0 / 9.0", "") is
//! `und` with confidence 0. Latin passages whose only letters are units and
//! abbreviations ("1 TB: 3500/1000 MB/s", "| TBW |") are `und` too: a *word letter* is a
//! letter in a Latin word of ≥ 3 letters that has a lowercase letter, and at least
//! [`MIN_WORD_LETTERS`] of them are needed.
//!
//! # Documents
//!
//! [`LanguageDetector::detect_document`] runs tiers 1 and 2 on every passage. Latin
//! passages left open by tier 2 ("Test Length: 3 hours", "| Formfaktor | U.2 | |") are
//! grouped into *runs* of consecutive open (or `und`) passages, and a run is decided:
//!
//! * by its neighbours, when the nearest decided passages before and after it are both
//!   Latin function-word decisions of the same language (a spec table or list inside
//!   German prose is German), or when one is and the other is another script or the
//!   document's edge (spec lines after an English sentence in a Chinese review are
//!   English, at half the sentence's confidence);
//! * otherwise by one lingua call on a sample of the run's words, biggest runs first,
//!   while the budget lasts (a run between German and English prose, or with only
//!   another script around it); runs with fewer than [`MIN_RUN_WORD_LETTERS`] word letters
//!   ("Mellanox ConnectX-4 LX", "VMware ESXi 6.0") are not worth a call;
//! * otherwise (lingua's budget spent, or too few word letters for a call) by the one
//!   Latin neighbour it has, or else by the document's main Latin
//!   language (weighted by letters × confidence over the Latin decisions so far), with
//!   half the confidence or less; with no Latin evidence at all the run stays `und`
//!   (product-name lines in a Chinese review say nothing about a language).
//!
//! A guess for a passage that mixes scripts is scaled by the share of the passage's
//! weight in the deciding script.
//!
//! The document language is the one carrying most weight over the passages (weight =
//! letters, CJK ×3); its confidence is its share of the weight (over passages that are
//! not `und`) times the weighted mean confidence of its passages. It is `und` only when
//! every passage is.

use std::fmt;
use std::ops::Range;

use lingua::Language;

/// ISO 639-1 codes we support, in a fixed order.
pub const SUPPORTED_LANGUAGES: &[&str] = &[
    "de", "en", "zh", "ko", "ja", "fr", "es", "it", "pt", "nl", "pl", "ru",
];

/// The code for "undetermined".
pub const UNDETERMINED: &str = "und";

/// Share of a passage's weight a non-Latin script needs to decide the passage alone.
pub const NON_LATIN_DECIDES: f64 = 0.3;

/// Share of a passage's weight with which a non-Latin script still decides when the
/// Latin part has no clear function-word language ("Fujitsu Storage ETERNUS AF250 사양",
/// "CPU：5 個 Intel Xeon E2690-3 v2.6 12GHz").
pub const NON_LATIN_WEAK: f64 = 0.1;

/// Minimum word letters (see the module docs) for a Latin passage to be classified.
pub const MIN_WORD_LETTERS: u32 = 6;

/// Minimum word letters for [`LanguageDetector::detect`] to ask lingua about a Latin
/// passage that the function words leave open ("Test Length: 3 hours" has 15); below
/// it lingua is mostly guessing from product names, and the passage is `und`.
pub const MIN_LINGUA_WORD_LETTERS: u32 = 10;

/// Minimum word letters of a run of open passages for it to get a lingua call.
pub const MIN_RUN_WORD_LETTERS: u32 = 30;

/// Maximum bytes of text given to lingua in one call.
pub const SAMPLE_BYTES: usize = 200;

/// Letters at which a lingua sample is complete. lingua scores a text of 120 letters or
/// more on trigrams alone, and a shorter one on all n-grams of 1 to 5 letters (three
/// times the work): a sample just past 120 letters is the cheapest full-accuracy one,
/// and each letter more adds work at the same rate while changing little.
pub const SAMPLE_LETTERS: usize = 128;

/// Document bytes per lingua call allowed in `detect_document` (plus one call).
const BYTES_PER_LINGUA_CALL: usize = 64 * 1024;

/// Minimum weight (letters, CJK ×3) for a passage to say anything.
const MIN_WEIGHT: u32 = 4;

/// A language guess: a code from [`SUPPORTED_LANGUAGES`] or `"und"`, and a confidence
/// in [0, 1] (0 for `"und"`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LanguageGuess {
    /// One of [`SUPPORTED_LANGUAGES`] or `"und"`.
    pub code: &'static str,
    /// Confidence in [0, 1].
    pub confidence: f64,
}

impl LanguageGuess {
    /// The undetermined guess: `"und"` with confidence 0.
    pub const UNDETERMINED: LanguageGuess = LanguageGuess {
        code: UNDETERMINED,
        confidence: 0.0,
    };

    fn new(code: &'static str, confidence: f64) -> Self {
        if code == UNDETERMINED {
            return Self::UNDETERMINED;
        }
        let confidence = if confidence.is_finite() {
            confidence.clamp(0.0, 1.0)
        } else {
            0.0
        };
        LanguageGuess { code, confidence }
    }

    /// Is this `"und"`?
    pub fn is_undetermined(&self) -> bool {
        self.code == UNDETERMINED
    }
}

impl Default for LanguageGuess {
    fn default() -> Self {
        Self::UNDETERMINED
    }
}

/// The Latin-script languages, in the order used for score arrays.
const LATIN: [(&str, Language); 8] = [
    ("de", Language::German),
    ("en", Language::English),
    ("fr", Language::French),
    ("es", Language::Spanish),
    ("it", Language::Italian),
    ("pt", Language::Portuguese),
    ("nl", Language::Dutch),
    ("pl", Language::Polish),
];
// Indices into `LATIN` of the languages with typical diacritics.
const DE: usize = 0;
const ES: usize = 3;
const PT: usize = 5;
const PL: usize = 7;

/// Function words per Latin language (lowercase). Words shared by several lists score
/// for each of them, split evenly.
const FUNCTION_WORDS: [&[&str]; 8] = [
    // de
    &[
        "der", "die", "das", "und", "ist", "nicht", "mit", "von", "den", "dem", "des", "ein",
        "eine", "einer", "eines", "einem", "einen", "auf", "für", "über", "auch", "sich", "bei",
        "wird", "werden", "wurde", "sind", "zu", "zum", "zur", "im", "als", "wir", "unser",
        "unsere", "unserem", "unseren", "unserer", "aus", "nach", "noch", "wie", "oder", "dass",
        "können", "kann", "hat", "haben", "bis", "durch", "sowie", "jedoch", "dieser", "diese",
        "dieses", "es", "sie", "nur", "mehr", "beim", "vom", "am", "an", "um", "was", "also",
        "will", "er", "nie", "sehr", "ihre", "ihren", "einen",
    ],
    // en
    &[
        "the", "and", "of", "to", "is", "are", "with", "for", "on", "this", "that", "was", "were",
        "be", "by", "from", "it", "its", "which", "have", "has", "our", "we", "at", "an", "as",
        "not", "or", "can", "per", "than", "into", "while", "also", "these", "those", "their",
        "been", "each", "both", "all", "when", "only", "after", "before", "will", "would", "in",
        "do", "no", "over", "up",
    ],
    // fr
    &[
        "le", "la", "les", "des", "du", "et", "est", "une", "un", "dans", "pour", "pas", "que",
        "qui", "sur", "avec", "au", "aux", "ce", "cette", "sont", "nous", "par", "ou", "être",
        "été", "leur", "mais", "comme", "elle", "il", "ils", "ses", "son", "sa", "très", "en",
        "de", "se", "non", "entre", "mais",
    ],
    // es
    &[
        "el", "los", "las", "del", "y", "es", "una", "un", "en", "por", "con", "que", "para", "se",
        "al", "está", "son", "como", "más", "sus", "su", "lo", "pero", "muy", "también", "este",
        "esta", "estos", "entre", "sobre", "hasta", "fue", "ha", "la", "de", "no",
    ],
    // it
    &[
        "il", "gli", "della", "delle", "dei", "del", "e", "è", "una", "un", "per", "con", "che",
        "non", "sono", "più", "nel", "nella", "degli", "alla", "anche", "questo", "questa", "come",
        "ma", "ha", "sul", "dal", "tra", "essere", "la", "al", "su", "lo", "da", "di", "i", "in",
        "se",
    ],
    // pt
    &[
        "o", "os", "as", "da", "do", "das", "dos", "e", "é", "um", "uma", "em", "para", "com",
        "que", "não", "são", "mais", "no", "na", "pelo", "pela", "ao", "aos", "se", "mas",
        "também", "foi", "seu", "sua", "muito", "isso", "este", "esta", "de", "como", "entre",
        "sobre", "ha",
    ],
    // nl
    &[
        "de", "het", "een", "en", "van", "is", "niet", "met", "op", "voor", "dat", "zijn", "te",
        "die", "dit", "ook", "wordt", "worden", "bij", "naar", "er", "om", "aan", "als", "maar",
        "nog", "kan", "heeft", "deze", "dan", "wij", "onze", "door", "tot", "uit", "over", "in",
    ],
    // pl
    &[
        "i", "w", "z", "na", "się", "nie", "do", "jest", "to", "że", "o", "jak", "od", "po", "dla",
        "oraz", "są", "przez", "ale", "tak", "jego", "jej", "ich", "który", "która", "które",
        "być", "tym", "tego", "także", "już", "czy", "co", "przy",
    ],
];

/// Longest function word in bytes; longer words are not looked up.
const MAX_FUNCTION_WORD_BYTES: usize = 8;

/// Per-script letter counts and Latin function-word scores of a passage.
#[derive(Debug, Default, Clone, PartialEq)]
struct Stats {
    latin: u32,
    han: u32,
    kana: u32,
    hangul: u32,
    cyrillic: u32,
    other: u32,
    /// Letters in Latin words of ≥ 3 letters that contain a lowercase letter.
    word_letters: u32,
    /// Function-word and diacritic scores per Latin language.
    lex: [f64; 8],
}

impl Stats {
    /// Weight of the passage: letters, with CJK and Hangul characters counting 3.
    fn weight(&self) -> u32 {
        self.latin + 3 * (self.han + self.kana + self.hangul) + self.cyrillic + self.other
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Script {
    Latin,
    Han,
    Kana,
    Hangul,
    Cyrillic,
    Other,
}

/// Script of a letter (`c` must be alphabetic).
fn script_of(c: char) -> Script {
    let u = c as u32;
    match u {
        0..=0x024F | 0x1E00..=0x1EFF | 0x2C60..=0x2C7F | 0xA720..=0xA7FF | 0xFF21..=0xFF5A => {
            Script::Latin
        }
        0x0400..=0x052F | 0x1C80..=0x1C8F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F => Script::Cyrillic,
        0x1100..=0x11FF
        | 0x3130..=0x318F
        | 0xA960..=0xA97F
        | 0xAC00..=0xD7AF
        | 0xD7B0..=0xD7FF
        | 0xFFA0..=0xFFDC => Script::Hangul,
        // The prolonged sound mark ー and the iteration mark 々 occur in Chinese text too.
        0x30FC | 0x3005 => Script::Han,
        0x3040..=0x309F | 0x30A0..=0x30FF | 0x31F0..=0x31FF | 0xFF66..=0xFF9D => Script::Kana,
        0x2E80..=0x2FDF
        | 0x3006..=0x3007
        | 0x3021..=0x3029
        | 0x3038..=0x303B
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xF900..=0xFAFF
        | 0x20000..=0x3FFFF => Script::Han,
        _ => Script::Other,
    }
}

/// Script of `c` if it is a letter, `None` for digits, punctuation, symbols, spaces.
#[inline(always)]
fn letter_script(c: char) -> Option<Script> {
    let u = c as u32;
    if u < 0x80 {
        return c.is_ascii_alphabetic().then_some(Script::Latin);
    }
    non_ascii_script(u)
}

/// [`letter_script`] of a non-ASCII char, given as its code point `u`. Common ranges are
/// classified without the (slow) Unicode property lookup, the most frequent first: a
/// Han or Hangul char costs two or three comparisons.
#[inline(always)]
fn non_ascii_script(u: u32) -> Option<Script> {
    match u {
        0x4E00..=0x9FFF | 0x3400..=0x4DBF => Some(Script::Han),
        0xAC00..=0xD7A3 => Some(Script::Hangul),
        // CJK punctuation (but the iteration marks 々 〆 〇), full-width forms'
        // punctuation and digits, general punctuation.
        0x3000..=0x3004
        | 0x3008..=0x303F
        | 0xFF00..=0xFF20
        | 0xFF3B..=0xFF40
        | 0xFF5B..=0xFF65
        | 0x2000..=0x206F => None,
        0x3041..=0x3096 | 0x309D..=0x309F | 0x30A1..=0x30FA | 0x30FD..=0x30FF => Some(Script::Kana),
        0x30FC | 0x3005..=0x3007 => Some(Script::Han),
        0xC0..=0x24F if u != 0xD7 && u != 0xF7 => Some(Script::Latin),
        // Latin-1 signs (° µ ² · « » NBSP ...): only ª µ º are letters.
        0xAA | 0xB5 | 0xBA => Some(Script::Latin),
        0x80..=0xBF => None,
        _ => rare_letter_script(u),
    }
}

/// [`non_ascii_script`] by the Unicode property lookup, kept out of line so that the
/// common ranges stay a few comparisons.
#[cold]
#[inline(never)]
fn rare_letter_script(u: u32) -> Option<Script> {
    char::from_u32(u)
        .filter(|c| c.is_alphabetic())
        .map(script_of)
}

/// Pack a lowercase word of at most 8 bytes into a `u64` key (little endian, zero
/// padded); `None` when it is longer.
#[inline]
fn pack(word: &[u8]) -> Option<u64> {
    if word.is_empty() || word.len() > 8 {
        return None;
    }
    let mut b = [0u8; 8];
    b[..word.len()].copy_from_slice(word);
    Some(u64::from_le_bytes(b))
}

/// Function-word table: an open-addressing hash table from packed lowercase words to
/// one score per Latin language (1/k for a word shared by k languages).
struct LexTable {
    keys: Vec<u64>,
    scores: Vec<[f32; 8]>,
}

impl LexTable {
    const SLOTS: usize = 1024;

    #[inline]
    fn slot(key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54) as usize
    }

    fn new() -> Self {
        let mut words: Vec<(&'static str, u8)> = Vec::new();
        for (lang, list) in FUNCTION_WORDS.iter().enumerate() {
            for &w in list.iter() {
                match words.iter_mut().find(|(x, _)| *x == w) {
                    Some((_, mask)) => *mask |= 1 << lang,
                    None => words.push((w, 1 << lang)),
                }
            }
        }
        let mut keys = vec![0u64; Self::SLOTS];
        let mut scores = vec![[0f32; 8]; Self::SLOTS];
        for (w, mask) in words {
            // Every listed word is at most 8 bytes (checked by a test).
            let Some(key) = pack(w.as_bytes()) else {
                continue;
            };
            let k = mask.count_ones() as f32;
            let mut sc = [0f32; 8];
            for (i, s) in sc.iter_mut().enumerate() {
                if mask & (1 << i) != 0 {
                    *s = 1.0 / k;
                }
            }
            let mut i = Self::slot(key);
            while keys[i] != 0 {
                i = (i + 1) % Self::SLOTS;
            }
            keys[i] = key;
            scores[i] = sc;
        }
        LexTable { keys, scores }
    }

    #[inline]
    fn get(&self, key: u64) -> Option<&[f32; 8]> {
        let mut i = Self::slot(key);
        loop {
            match self.keys[i] {
                0 => return None,
                k if k == key => return Some(&self.scores[i]),
                _ => i = (i + 1) % Self::SLOTS,
            }
        }
    }
}

/// The language (as a bit `1 << index into LATIN`) whose typical diacritic `c` is, or 0.
#[inline(always)]
fn diacritic_langs(c: char) -> u8 {
    match c {
        'ß' | 'ä' | 'ö' | 'ü' | 'Ä' | 'Ö' | 'Ü' => 1 << DE,
        'ñ' | 'Ñ' => 1 << ES,
        'ã' | 'õ' | 'Ã' | 'Õ' => 1 << PT,
        'ł' | 'ą' | 'ę' | 'ś' | 'ź' | 'ż' | 'ć' | 'ń' | 'Ł' | 'Ś' | 'Ż' | 'Ź' => {
            1 << PL
        }
        _ => 0,
    }
}

/// Score one Latin word (a maximal run of Latin letters in the passage) that has a
/// non-ASCII letter into `lex`: `diacritics` are the languages of its typical
/// diacritics (see [`diacritic_langs`]). [`score_ascii_word`] scores the other words.
fn score_word(table: &LexTable, word: &str, diacritics: u8, isolated: bool, lex: &mut [f64; 8]) {
    for lang in [DE, ES, PT, PL] {
        if diacritics & 1 << lang != 0 {
            lex[lang] += 0.5;
        }
    }
    if !isolated || word.len() > MAX_FUNCTION_WORD_BYTES {
        return;
    }
    let Some(key) = lowercase_key(word) else {
        return;
    };
    // One-letter function words ("é", "è") only when written lowercase: the key of a
    // lowercase letter is the letter itself.
    if word.chars().nth(1).is_none() && pack(word.as_bytes()) != Some(key) {
        return;
    }
    add_function_word(table, key, lex);
}

/// The key of the lowercase of `word` (a Latin word of at most 8 bytes), as `pack`
/// makes it; `None` when the lowercase is longer than 8 bytes ("İ" lowercases to 3
/// bytes). ASCII letters and U+00C0..U+00FF are lowercased by their bytes, the rest by
/// `char::to_lowercase`.
fn lowercase_key(word: &str) -> Option<u64> {
    let bytes = word.as_bytes();
    // 8 bytes of key and room for one more char, which makes the key too long.
    let mut buf = [0u8; 12];
    let (mut i, mut n) = (0, 0);
    while i < bytes.len() && n <= 8 {
        match bytes[i] {
            // A word's ASCII bytes are letters: setting bit 5 lowercases them.
            b if b.is_ascii() => {
                buf[n] = b | 0x20;
                i += 1;
                n += 1;
            }
            // U+00C0..U+00FF: À..Þ (but ×) lowercase 0x20 higher, ß..ÿ are lowercase.
            0xC3 => {
                let b1 = bytes[i + 1];
                buf[n] = 0xC3;
                buf[n + 1] = if (0x80..=0x9E).contains(&b1) && b1 != 0x97 {
                    b1 + 0x20
                } else {
                    b1
                };
                i += 2;
                n += 2;
            }
            _ => {
                let c = word[i..].chars().next().unwrap_or_default();
                for l in c.to_lowercase() {
                    if n > 8 {
                        return None;
                    }
                    n += l.encode_utf8(&mut buf[n..]).len();
                }
                i += c.len_utf8();
            }
        }
    }
    if n > 8 {
        return None;
    }
    // The bytes past `n` are zeros: this is `pack(&buf[..n])` without a memcpy call.
    let mut key = [0u8; 8];
    key.copy_from_slice(&buf[..8]);
    Some(u64::from_le_bytes(key))
}

/// Is the non-ASCII Latin letter `u` lowercase? Latin-1 letters without the Unicode
/// tables: À..Þ are uppercase, ß..ÿ lowercase.
#[inline(always)]
fn is_lowercase_letter(u: u32) -> bool {
    match u {
        0xC0..=0xDE => false,
        0xDF..=0xFF => true,
        _ => char::from_u32(u).is_some_and(char::is_lowercase),
    }
}

/// Add the scores of the function word `key` (packed, lowercase), if it is one.
#[inline(always)]
fn add_function_word(table: &LexTable, key: u64, lex: &mut [f64; 8]) {
    if let Some(scores) = table.get(key) {
        for (s, add) in lex.iter_mut().zip(scores) {
            *s += f64::from(*add);
        }
    }
}

/// [`analyze`]'s class bits of a byte: an ASCII letter.
const B_LETTER: u8 = 1;
/// '-', '/', '_' or an ASCII digit: a char that joins a word to its neighbour, so that
/// the word is not taken for a function word ("a-Si", "Gen4x4").
const B_JOINER: u8 = 2;
/// A byte of a multi-byte char.
const B_NON_ASCII: u8 = 4;

/// Class bits of every byte value.
static BYTE_CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = if c.is_ascii_alphabetic() {
            B_LETTER
        } else if c.is_ascii_digit() || c == b'-' || c == b'/' || c == b'_' {
            B_JOINER
        } else if !c.is_ascii() {
            B_NON_ASCII
        } else {
            0
        };
        b += 1;
    }
    t
};

#[inline(always)]
fn class_of(b: u8) -> u8 {
    BYTE_CLASS[usize::from(b)]
}

/// Bit 7 of every byte of a `u64`.
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;
/// Bit 0 of every byte of a `u64`.
const LOW_BITS: u64 = 0x0101_0101_0101_0101;
/// Bit 5 of every byte of a `u64`: set in an ASCII letter, it makes it lowercase.
const CASE_BITS: u64 = 0x20 * LOW_BITS;

/// The 8 bytes of `bytes` from `i` as a little-endian `u64` (byte `i` lowest), zero
/// padded past the end.
#[inline(always)]
fn load8(bytes: &[u8], i: usize) -> u64 {
    match bytes.get(i..i + 8) {
        Some(b) => u64::from_le_bytes(b.try_into().unwrap_or([0; 8])),
        // A byte loop: the tail is short, and a `copy_from_slice` would call memcpy.
        None => bytes
            .get(i..)
            .unwrap_or_default()
            .iter()
            .rev()
            .fold(0, |x, &b| x << 8 | u64::from(b)),
    }
}

/// Bit 7 set in each byte of `x` that is an ASCII letter (SWAR: 8 bytes at a time).
#[inline(always)]
fn ascii_letters(x: u64) -> u64 {
    // Fold case (set bit 5) and clear bit 7, so that the additions below cannot carry
    // from one byte into the next; then bit 7 of `y + k` is set iff `y ≥ 0x80 - k`.
    let y = (x | CASE_BITS) & !HIGH_BITS;
    let at_least_a = y + u64::from(0x80 - b'a') * LOW_BITS;
    let past_z = y + u64::from(0x80 - b'z' - 1) * LOW_BITS;
    at_least_a & !past_z & !x & HIGH_BITS
}

/// The code point and length of the multi-byte char starting at `bytes[i]` (`bytes` is
/// valid UTF-8 and `i` a char boundary with a non-ASCII byte), decoded directly rather
/// than through `str::chars`.
#[inline(always)]
fn decode(bytes: &[u8], i: usize) -> (u32, usize) {
    let b0 = u32::from(bytes[i]);
    let cont = |k: usize| u32::from(bytes[i + k] & 0x3F);
    if b0 < 0xE0 {
        (((b0 & 0x1F) << 6) | cont(1), 2)
    } else if b0 < 0xF0 {
        (((b0 & 0x0F) << 12) | (cont(1) << 6) | cont(2), 3)
    } else {
        (
            ((b0 & 0x07) << 18) | (cont(1) << 12) | (cont(2) << 6) | cont(3),
            4,
        )
    }
}

/// Count letters by script and score Latin function words, in one pass.
///
/// The text is scanned by bytes rather than chars: ASCII bytes by [`BYTE_CLASS`], a word
/// of ASCII letters 8 bytes at a time by [`ascii_letters`], multi-byte chars by their
/// lead byte or by [`decode`] and [`non_ascii_script`]. A Latin word is a maximal run
/// of Latin letters. It is joined to the char before or after it when that char is a
/// joiner (see [`B_JOINER`]); joiners are ASCII, so the class of the byte next to the
/// word tells (a byte of a multi-byte char is no joiner).
fn analyze(table: &LexTable, s: &str) -> Stats {
    let bytes = s.as_bytes();
    let n = bytes.len();
    let mut st = Stats::default();
    // Letters outside Latin words, indexed by `Script as usize`; the last slot counts
    // the non-letters, so that counting needs no branch.
    let mut counts = [0u32; 7];
    let mut i = 0;
    while i < n {
        let b = bytes[i];
        let class = class_of(b);
        if class & B_LETTER != 0 {
            i = ascii_word(table, s, i, &mut st);
            continue;
        }
        if class & B_NON_ASCII == 0 {
            // Space, digit, punctuation.
            i += 1;
            continue;
        }
        // The commonest CJK chars need no decoding: lead bytes E5..E9 start the 3-byte
        // chars U+5000..U+9FFF (Han), EB and EC start U+B000..U+CFFF (Hangul syllables);
        // and with the second byte: E4 starts U+4000..U+4FFF, Han but for the hexagrams
        // U+4DC0..U+4DFF (E4 B7 ..); EA B0.. starts U+AC00..U+AFFF and ED 80..ED 9D
        // U+D000..U+D77F (Hangul syllables). (`b` starts a 3-byte char, so the text has
        // two more bytes.)
        match b {
            0xE5..=0xE9 => {
                counts[Script::Han as usize] += 1;
                i += 3;
                continue;
            }
            0xE4 if bytes[i + 1] != 0xB7 => {
                counts[Script::Han as usize] += 1;
                i += 3;
                continue;
            }
            0xEB | 0xEC => {
                counts[Script::Hangul as usize] += 1;
                i += 3;
                continue;
            }
            0xEA if bytes[i + 1] >= 0xB0 => {
                counts[Script::Hangul as usize] += 1;
                i += 3;
                continue;
            }
            0xED if bytes[i + 1] < 0x9E => {
                counts[Script::Hangul as usize] += 1;
                i += 3;
                continue;
            }
            _ => {}
        }
        let (u, len) = decode(bytes, i);
        match non_ascii_script(u) {
            Some(Script::Latin) => i = latin_word(table, s, i, i, 0, 0, &mut st),
            script => {
                counts[script.map_or(6, |s| s as usize)] += 1;
                i += len;
            }
        }
    }
    st.han = counts[Script::Han as usize];
    st.kana = counts[Script::Kana as usize];
    st.hangul = counts[Script::Hangul as usize];
    st.cyrillic = counts[Script::Cyrillic as usize];
    st.other = counts[Script::Other as usize];
    st
}

/// Count and score the Latin word that starts with the ASCII letter at `start`; return
/// where to go on. Most words have fewer than 16 letters: they are done here from one
/// or two 8-byte loads, unless a non-ASCII Latin letter follows ("Kühlkörper"), which
/// [`latin_word`] takes on. Longer words, and words less than 16 bytes before the end
/// of the text, go to [`long_ascii_word`].
#[inline(always)]
fn ascii_word(table: &LexTable, s: &str, start: usize, st: &mut Stats) -> usize {
    let bytes = s.as_bytes();
    let Some(chunk) = bytes[start..].first_chunk::<8>() else {
        return long_ascii_word(table, s, start, st);
    };
    let x = u64::from_le_bytes(*chunk);
    let letter = ascii_letters(x);
    let ends = !letter & HIGH_BITS;
    // Bit 5 of an ASCII letter (shifted to bit 7) says lowercase.
    let mut lower_bits = (x << 2) & letter & ends.wrapping_sub(1);
    // The word ends at its first non-letter byte, `next`, in this chunk or the next
    // one (a word of 8 to 15 letters).
    let (end, next) = if ends != 0 {
        let len = ends.trailing_zeros() / 8;
        (start + len as usize, (x >> (8 * len)) as u8)
    } else {
        let Some(chunk) = bytes[start + 8..].first_chunk::<8>() else {
            return long_ascii_word(table, s, start, st);
        };
        let x2 = u64::from_le_bytes(*chunk);
        let letter = ascii_letters(x2);
        let ends = !letter & HIGH_BITS;
        if ends == 0 {
            return long_ascii_word(table, s, start, st);
        }
        lower_bits |= (x2 << 2) & letter & ends.wrapping_sub(1);
        let len = ends.trailing_zeros() / 8;
        (start + 8 + len as usize, (x2 >> (8 * len)) as u8)
    };
    if let Some(after) = finish_ascii_word(table, s, start, end, x, lower_bits, st) {
        return after;
    }
    // Go on after `next` when it is ASCII (no letter); `analyze` counts another char.
    end + usize::from(next.is_ascii())
}

/// Counts and scores the ASCII word `s[start..end]` (`first_chunk`: its first 8 bytes as
/// loaded; `lower_bits`: see [`ascii_word`]), and returns None; or, when a non-ASCII Latin
/// letter follows, hands the word to [`latin_word`] and returns where that stopped.
#[inline(always)]
fn finish_ascii_word(
    table: &LexTable,
    s: &str,
    start: usize,
    end: usize,
    first_chunk: u64,
    lower_bits: u64,
    st: &mut Stats,
) -> Option<usize> {
    let bytes = s.as_bytes();
    let next = bytes.get(end).copied().unwrap_or(b' ');
    let letters = (end - start) as u32;
    if !next.is_ascii() && is_latin_letter(decode(bytes, end).0) {
        return Some(latin_word(table, s, start, end, letters, lower_bits, st));
    }
    let lower = lower_bits != 0;
    // `next` is no joiner when it is not ASCII.
    let isolated = class_of(next) & B_JOINER == 0 && !joined_before(bytes, start);
    count_word(st, letters, lower);
    score_ascii_word(table, first_chunk, letters, lower, isolated, &mut st.lex);
    None
}

/// [`ascii_word`] for words of 16 letters or more, and near the end of the text (where
/// `load8` pads). A word that goes on with a non-ASCII Latin letter is left to
/// [`latin_word`].
#[inline(never)]
fn long_ascii_word(table: &LexTable, s: &str, start: usize, st: &mut Stats) -> usize {
    let bytes = s.as_bytes();
    let first = load8(bytes, start);
    // The word's last chunk (loaded at `base`); bit 7 of a byte of `lower_bits` set for
    // a lowercase letter (bit 5 of an ASCII letter, shifted left by 2).
    let mut base = start;
    let mut x = first;
    let mut lower_bits = 0u64;
    let ends = loop {
        let letter = ascii_letters(x);
        let ends = !letter & HIGH_BITS;
        lower_bits |= (x << 2) & letter & ends.wrapping_sub(1);
        if ends != 0 {
            break ends;
        }
        // Past the end of the text `load8` pads with zeros: some chunk has an end.
        base += 8;
        x = load8(bytes, base);
    };
    let end = base + (ends.trailing_zeros() / 8) as usize;
    finish_ascii_word(table, s, start, end, first, lower_bits, st).unwrap_or(end)
}

/// Count and score a Latin word with a non-ASCII letter: the word starts at `start`,
/// its first `letters` letters up to `i` are ASCII (`lower_bits` as in
/// [`long_ascii_word`]), and a non-ASCII Latin letter is at `i`. Return where the word
/// ends.
#[inline(never)]
fn latin_word(
    table: &LexTable,
    s: &str,
    start: usize,
    mut i: usize,
    mut letters: u32,
    mut lower_bits: u64,
    st: &mut Stats,
) -> usize {
    let bytes = s.as_bytes();
    let n = bytes.len();
    let mut lower = false;
    let mut diacritics = 0u8;
    while i < n && !bytes[i].is_ascii() {
        let (u, len) = decode(bytes, i);
        if !is_latin_letter(u) {
            // `analyze` counts this char.
            break;
        }
        letters += 1;
        lower |= is_lowercase_letter(u);
        diacritics |= char::from_u32(u).map_or(0, diacritic_langs);
        i += len;
        // The run of ASCII letters after it, 8 bytes at a time (past the end of the
        // text, `load8` pads with zeros, which are not letters).
        loop {
            let x = load8(bytes, i);
            let letter = ascii_letters(x);
            let ends = !letter & HIGH_BITS;
            lower_bits |= (x << 2) & letter & ends.wrapping_sub(1);
            let run = ends.trailing_zeros() / 8;
            letters += run;
            i += run as usize;
            if run < 8 {
                break;
            }
        }
    }
    // The word is `start..i`.
    let lower = lower || lower_bits != 0;
    count_word(st, letters, lower);
    let joined_after = i < n && class_of(bytes[i]) & B_JOINER != 0;
    let isolated = !joined_after && !joined_before(bytes, start);
    score_word(table, &s[start..i], diacritics, isolated, &mut st.lex);
    i
}

/// Is the non-ASCII char `u` a Latin letter? The same as `non_ascii_script(u) ==
/// Some(Script::Latin)`, with the letters of Latin-1 and Latin Extended-A and -B first.
#[inline(always)]
fn is_latin_letter(u: u32) -> bool {
    match u {
        0xC0..=0x24F => u != 0xD7 && u != 0xF7,
        0xAA | 0xB5 | 0xBA => true,
        0x80..=0xBF => false,
        _ => non_ascii_script(u) == Some(Script::Latin),
    }
}

/// Is the char before `start` a joiner?
#[inline(always)]
fn joined_before(bytes: &[u8], start: usize) -> bool {
    start > 0 && class_of(bytes[start - 1]) & B_JOINER != 0
}

/// Count a Latin word of `letters` letters, with a lowercase letter or not.
#[inline(always)]
fn count_word(st: &mut Stats, letters: u32, lower: bool) {
    st.latin += letters;
    if letters >= 3 && lower {
        st.word_letters += letters;
    }
}

/// Score an all-ASCII word of `letters` letters whose first 8 bytes (and maybe some
/// bytes after it) are `first`: it has no diacritics, so it scores only as a function
/// word, when it is isolated and short enough.
#[inline(always)]
fn score_ascii_word(
    table: &LexTable,
    first: u64,
    letters: u32,
    lower: bool,
    isolated: bool,
    lex: &mut [f64; 8],
) {
    // One-letter function words ("i", "w", "e", "y", "o") only when written lowercase.
    if isolated && letters as usize <= MAX_FUNCTION_WORD_BYTES && (letters > 1 || lower) {
        // The key is the lowercase word, packed as by `pack`: lowercase all bytes (all
        // are letters) by setting bit 5, and clear the bytes past the word.
        let key = (first | CASE_BITS) & (u64::MAX >> (64 - 8 * letters));
        add_function_word(table, key, lex);
    }
}

/// What tiers 1 and 2 say about a passage.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Verdict {
    /// Nothing to say.
    Und,
    /// Decided by script (not Latin).
    Script(LanguageGuess),
    /// Latin, decided by function words.
    Lexical(LanguageGuess),
    /// Latin with enough word letters, but no clear function-word winner.
    Open,
}

/// Best and second-best function-word scores: (index of best, best, second).
fn lexical_best(st: &Stats) -> (usize, f64, f64) {
    let (mut best, mut s1, mut s2) = (0usize, 0f64, 0f64);
    for (i, &s) in st.lex.iter().enumerate() {
        if s > s1 {
            s2 = s1;
            s1 = s;
            best = i;
        } else if s > s2 {
            s2 = s;
        }
    }
    (best, s1, s2)
}

/// Tiers 1 and 2.
fn verdict(st: &Stats) -> Verdict {
    let total = st.weight();
    if total < MIN_WEIGHT {
        return Verdict::Und;
    }
    let total_f = f64::from(total);
    // Korean text may carry Hanja; Han counts as Korean when Hangul is ≥ 20 % of both.
    let korean_han = st.hangul > 0 && st.hangul * 5 >= st.han;
    let hangul_w = 3 * (st.hangul + if korean_han { st.han } else { 0 });
    let cjk_w = 3 * (st.kana + if korean_han { 0 } else { st.han });
    let groups = [
        (hangul_w, "ko"),
        (cjk_w, "zh"),
        (st.cyrillic, "ru"),
        (st.other, UNDETERMINED),
    ];
    let (w, code) = groups
        .iter()
        .copied()
        .fold((0, UNDETERMINED), |a, b| if b.0 > a.0 { b } else { a });
    let (lex_best, s1, s2) = lexical_best(st);
    let lexical = s1 >= 1.5 && s1 >= 2.0 * s2;
    let share = f64::from(w) / total_f;
    let script_decides =
        w >= 3 && (share >= NON_LATIN_DECIDES || (share >= NON_LATIN_WEAK && !lexical));
    if script_decides {
        let evidence = (f64::from(w) / 9.0).min(1.0);
        let code = if code == "zh" {
            let cjk = st.han + st.kana;
            if st.kana >= 2 && st.kana * 20 >= cjk {
                "ja"
            } else {
                "zh"
            }
        } else {
            code
        };
        if code == UNDETERMINED {
            return Verdict::Und;
        }
        return Verdict::Script(LanguageGuess::new(code, (0.5 + 0.5 * share) * evidence));
    }
    // Latin.
    let latin_share = f64::from(st.latin) / total_f;
    if lexical {
        let margin = s1 - s2;
        let conf = (1.0 - 1.0 / (1.0 + margin)) * (s1 / (s1 + s2)) * latin_share;
        return Verdict::Lexical(LanguageGuess::new(LATIN[lex_best].0, conf.min(0.99)));
    }
    if st.word_letters >= MIN_WORD_LETTERS {
        Verdict::Open
    } else {
        Verdict::Und
    }
}

/// The text given to lingua: words separated by spaces, with their letter count.
#[derive(Default)]
struct Sample {
    text: String,
    letters: usize,
}

impl Sample {
    /// Whether the sample holds enough: [`SAMPLE_LETTERS`] letters, or [`SAMPLE_BYTES`].
    fn is_full(&self) -> bool {
        self.letters >= SAMPLE_LETTERS || self.text.len() >= SAMPLE_BYTES
    }
}

/// Append the language-bearing words of `s` to `sample` until it is full: Latin words of
/// at least 3 letters with a lowercase letter, and all-lowercase shorter words ("per",
/// "in"), but not words glued to digits ("R740xd", "2P100GQSF"), so that model numbers,
/// units and acronyms do not drown the signal.
fn push_words(s: &str, sample: &mut Sample) {
    let mut start: Option<usize> = None;
    let mut letters = 0;
    let mut upper = false;
    let mut lower = false;
    let mut prev_digit = false;
    let mut word_after_digit = false;
    for (i, c) in s.char_indices().chain(std::iter::once((s.len(), ' '))) {
        let latin = i < s.len() && letter_script(c) == Some(Script::Latin);
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
fn cut(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

/// Detects the language of passages and documents. Build it once and share it: it is
/// `Send + Sync`, and the lingua models are loaded once per process.
pub struct LanguageDetector {
    /// lingua, restricted to the Latin-script languages of [`SUPPORTED_LANGUAGES`] (the
    /// other supported languages are decided by script).
    latin: lingua::LanguageDetector,
    lex: LexTable,
}

impl fmt::Debug for LanguageDetector {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LanguageDetector")
            .field("languages", &SUPPORTED_LANGUAGES)
            .finish_non_exhaustive()
    }
}

impl Default for LanguageDetector {
    fn default() -> Self {
        Self::new()
    }
}

impl LanguageDetector {
    /// Builds the detector (lingua with preloaded models for the Latin-script languages
    /// of [`SUPPORTED_LANGUAGES`]; Chinese, Japanese, Korean and Russian are told apart
    /// by script).
    pub fn new() -> Self {
        let languages: Vec<Language> = LATIN.iter().map(|(_, l)| *l).collect();
        let latin = lingua::LanguageDetectorBuilder::from_languages(&languages)
            .with_preloaded_language_models()
            .build();
        LanguageDetector {
            latin,
            lex: LexTable::new(),
        }
    }

    /// lingua's best guess for `sample` (already bounded), or `None`.
    fn lingua(&self, sample: &str) -> Option<LanguageGuess> {
        let values = self
            .latin
            .compute_language_confidence_values(cut(sample, SAMPLE_BYTES));
        let (lang, conf) = values.first().copied()?;
        if conf.is_nan() || conf <= 0.0 {
            return None;
        }
        let code = LATIN.iter().find(|(_, l)| *l == lang)?.0;
        Some(LanguageGuess::new(code, conf))
    }

    /// Language of one passage (e.g. a paragraph or a table row). lingua is called at
    /// most once, on the first [`SAMPLE_BYTES`] bytes, and only for Latin passages that
    /// the function words leave open.
    pub fn detect(&self, text: &str) -> LanguageGuess {
        let st = analyze(&self.lex, text);
        match verdict(&st) {
            Verdict::Und => LanguageGuess::UNDETERMINED,
            Verdict::Script(g) | Verdict::Lexical(g) => g,
            Verdict::Open if st.word_letters < MIN_LINGUA_WORD_LETTERS => {
                LanguageGuess::UNDETERMINED
            }
            Verdict::Open => {
                let latin_share = f64::from(st.latin) / f64::from(st.weight().max(1));
                let mut sample = Sample::default();
                push_words(text, &mut sample);
                if sample.text.is_empty() {
                    sample.text.push_str(cut(text, SAMPLE_BYTES));
                }
                match self.lingua(&sample.text) {
                    Some(g) => LanguageGuess::new(g.code, g.confidence * latin_share),
                    None => LanguageGuess::UNDETERMINED,
                }
            }
        }
    }

    /// Language of a document and of each of its passages (byte ranges into `text`,
    /// e.g. the spans of [`crate::segment::blocks`]). Ranges outside the text or not on
    /// char boundaries are clamped (an empty result is `und`). Returns one guess per
    /// passage, in order. With no passages, the whole text is one passage for the
    /// document guess (and the per-passage list is empty).
    pub fn detect_document(
        &self,
        text: &str,
        passages: &[Range<usize>],
    ) -> (LanguageGuess, Vec<LanguageGuess>) {
        if passages.is_empty() {
            return (self.detect(text), Vec::new());
        }
        let n = passages.len();
        let mut ranges = Vec::with_capacity(n);
        let mut stats = Vec::with_capacity(n);
        let mut verdicts = Vec::with_capacity(n);
        for p in passages {
            let r = crate::segment::clamp_range(text, p);
            let st = analyze(&self.lex, &text[r.clone()]);
            verdicts.push(verdict(&st));
            stats.push(st);
            ranges.push(r);
        }
        let mut guesses: Vec<LanguageGuess> = verdicts
            .iter()
            .map(|v| match v {
                Verdict::Script(g) | Verdict::Lexical(g) => *g,
                Verdict::Und | Verdict::Open => LanguageGuess::UNDETERMINED,
            })
            .collect();

        // Runs of open passages (und passages inside a run do not break it).
        struct Run {
            first: usize,
            last: usize,
            word_letters: u32,
        }
        let mut runs: Vec<Run> = Vec::new();
        let mut i = 0;
        while i < n {
            if verdicts[i] != Verdict::Open {
                i += 1;
                continue;
            }
            let first = i;
            let mut last = i;
            let mut word_letters = 0;
            while i < n && matches!(verdicts[i], Verdict::Open | Verdict::Und) {
                if verdicts[i] == Verdict::Open {
                    last = i;
                    word_letters += stats[i].word_letters;
                }
                i += 1;
            }
            runs.push(Run {
                first,
                last,
                word_letters,
            });
        }
        let lexical_neighbour = |idx: Option<usize>| match idx.map(|k| verdicts[k]) {
            Some(Verdict::Lexical(g)) => Some(g),
            _ => None,
        };
        let latin_share =
            |k: usize| f64::from(stats[k].latin) / f64::from(stats[k].weight().max(1));
        let assign = |guesses: &mut Vec<LanguageGuess>, run: &Run, g: LanguageGuess| {
            for k in run.first..=run.last {
                if verdicts[k] == Verdict::Open {
                    guesses[k] = LanguageGuess::new(g.code, g.confidence * latin_share(k));
                }
            }
        };

        // 1. Runs next to function-word decisions of one language: between two of the
        // same language, or with one on one side and none on the other (the other side
        // is another script or the document's edge). Adjacent prose is better evidence
        // than lingua on a run of product names and specs ("4 x Emulex 16GB dual-port FC
        // HBA" after "8 Intel Xeon Gold 6130 CPU ... in cluster (two per node"), and
        // costs nothing.
        let mut pending: Vec<usize> = Vec::new();
        for (ri, run) in runs.iter().enumerate() {
            let before = (0..run.first).rev().find(|&k| verdicts[k] != Verdict::Und);
            let after = (run.last + 1..n).find(|&k| verdicts[k] != Verdict::Und);
            match (lexical_neighbour(before), lexical_neighbour(after)) {
                (Some(a), Some(b)) if a.code == b.code => {
                    let conf = 0.75 * a.confidence.min(b.confidence);
                    assign(&mut guesses, run, LanguageGuess::new(a.code, conf));
                }
                (Some(one), None) | (None, Some(one)) => {
                    assign(
                        &mut guesses,
                        run,
                        LanguageGuess::new(one.code, 0.5 * one.confidence),
                    );
                }
                _ => pending.push(ri),
            }
        }

        // 2. lingua, biggest runs first, within the budget.
        let mut budget = 1 + text.len() / BYTES_PER_LINGUA_CALL;
        pending.sort_by_key(|&ri| std::cmp::Reverse(runs[ri].word_letters));
        let mut rest: Vec<usize> = Vec::new();
        for ri in pending {
            let run = &runs[ri];
            if budget == 0 || run.word_letters < MIN_RUN_WORD_LETTERS {
                rest.push(ri);
                continue;
            }
            let mut sample = Sample::default();
            for k in run.first..=run.last {
                if verdicts[k] == Verdict::Open && !sample.is_full() {
                    push_words(&text[ranges[k].clone()], &mut sample);
                }
            }
            budget -= 1;
            match self.lingua(&sample.text) {
                Some(g) => assign(&mut guesses, run, g),
                None => rest.push(ri),
            }
        }

        // 3. The one Latin neighbour, or the document's main Latin language so far.
        if !rest.is_empty() {
            let mut latin_weight = [0f64; 8];
            let mut latin_conf = [0f64; 8];
            for (k, g) in guesses.iter().enumerate() {
                if let Some(li) = LATIN.iter().position(|(c, _)| *c == g.code) {
                    let w = f64::from(stats[k].weight());
                    latin_weight[li] += w * g.confidence;
                    latin_conf[li] += w;
                }
            }
            // (language index, weighted mean confidence) of the main Latin language.
            let main_latin = (0..LATIN.len())
                .filter(|&li| latin_weight[li] > 0.0)
                .max_by(|&a, &b| latin_weight[a].total_cmp(&latin_weight[b]))
                .map(|li| (li, latin_weight[li] / latin_conf[li]));
            rest.sort_unstable();
            for ri in rest {
                let run = &runs[ri];
                let before = (0..run.first).rev().find(|&k| verdicts[k] != Verdict::Und);
                let after = (run.last + 1..n).find(|&k| verdicts[k] != Verdict::Und);
                let neighbour = lexical_neighbour(before).or(lexical_neighbour(after));
                let main = main_latin.map(|(li, conf)| LanguageGuess::new(LATIN[li].0, conf));
                let g = match (neighbour, main) {
                    (Some(n), Some(m)) if n.code == m.code => {
                        LanguageGuess::new(n.code, 0.5 * n.confidence.max(m.confidence))
                    }
                    (Some(n), _) => LanguageGuess::new(n.code, 0.5 * n.confidence),
                    (None, Some(m)) => LanguageGuess::new(m.code, 0.4 * m.confidence),
                    (None, None) => continue,
                };
                assign(&mut guesses, run, g);
            }
        }

        // Document language: most weight; confidence = share × mean confidence.
        let mut weight = [0f64; 12];
        let mut weighted_conf = [0f64; 12];
        let mut total = 0f64;
        for (k, g) in guesses.iter().enumerate() {
            if let Some(li) = SUPPORTED_LANGUAGES.iter().position(|c| *c == g.code) {
                let w = f64::from(stats[k].weight());
                weight[li] += w;
                weighted_conf[li] += w * g.confidence;
                total += w;
            }
        }
        let best = (0..SUPPORTED_LANGUAGES.len())
            .filter(|&li| weight[li] > 0.0)
            .fold(None, |acc: Option<usize>, li| match acc {
                Some(a) if weight[a] >= weight[li] => Some(a),
                _ => Some(li),
            });
        let doc = match best {
            Some(li) => LanguageGuess::new(
                SUPPORTED_LANGUAGES[li],
                (weight[li] / total) * (weighted_conf[li] / weight[li]),
            ),
            None => LanguageGuess::UNDETERMINED,
        };
        (doc, guesses)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::segment::blocks;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    fn detector() -> &'static LanguageDetector {
        static D: OnceLock<LanguageDetector> = OnceLock::new();
        D.get_or_init(LanguageDetector::new)
    }

    fn code(text: &str) -> &'static str {
        detector().detect(text).code
    }

    const CORPUS: [(&str, &str, &str); 24] = [
        (
            "de",
            "de/huawei-es3600p-v5",
            include_str!("../corpus/de/huawei-es3600p-v5.txt"),
        ),
        (
            "de",
            "de/netapp-aff-a250",
            include_str!("../corpus/de/netapp-aff-a250.txt"),
        ),
        (
            "ko",
            "ko/fujitsu-eternus-af250-s2",
            include_str!("../corpus/ko/fujitsu-eternus-af250-s2.txt"),
        ),
        (
            "zh",
            "zh/mangstor-nx6325",
            include_str!("../corpus/zh/mangstor-nx6325.txt"),
        ),
        (
            "zh",
            "zh/netapp-ef570",
            include_str!("../corpus/zh/netapp-ef570.txt"),
        ),
        (
            "de",
            "de/heise-ct-benchmarks-ssd",
            include_str!("../corpus/de/heise-ct-benchmarks-ssd.txt"),
        ),
        (
            "de",
            "de/tweakpc-crucial-mx100-iops",
            include_str!("../corpus/de/tweakpc-crucial-mx100-iops.txt"),
        ),
        (
            "de",
            "de/computerbild-ssd-test-32",
            include_str!("../corpus/de/computerbild-ssd-test-32.txt"),
        ),
        (
            "de",
            "de/notebookcheck-ssd-langzeittest",
            include_str!("../corpus/de/notebookcheck-ssd-langzeittest.txt"),
        ),
        (
            "de",
            "de/testberichte-samsung-990-pro",
            include_str!("../corpus/de/testberichte-samsung-990-pro.txt"),
        ),
        (
            "zh",
            "zh/yd166-pcie4-ssd-pcie3-platform",
            include_str!("../corpus/zh/yd166-pcie4-ssd-pcie3-platform.txt"),
        ),
        (
            "zh",
            "zh/liangzi-samsung-9100-pro-8tb",
            include_str!("../corpus/zh/liangzi-samsung-9100-pro-8tb.txt"),
        ),
        (
            "zh",
            "zh/darkflash-ssd-introduction",
            include_str!("../corpus/zh/darkflash-ssd-introduction.txt"),
        ),
        (
            "zh",
            "zh/xjien-ssd-parameters",
            include_str!("../corpus/zh/xjien-ssd-parameters.txt"),
        ),
        (
            "ko",
            "ko/emetro-samsung-pm1643",
            include_str!("../corpus/ko/emetro-samsung-pm1643.txt"),
        ),
        (
            "ko",
            "ko/hankyung-samsung-256gb-ssd",
            include_str!("../corpus/ko/hankyung-samsung-256gb-ssd.txt"),
        ),
        (
            "ko",
            "ko/curious-samsung-bga-nvme-ssd",
            include_str!("../corpus/ko/curious-samsung-bga-nvme-ssd.txt"),
        ),
        (
            "ko",
            "ko/blueframe-ssd-write-endurance",
            include_str!("../corpus/ko/blueframe-ssd-write-endurance.txt"),
        ),
        (
            "ko",
            "ko/itworld-samsung-portable-ssd-t1",
            include_str!("../corpus/ko/itworld-samsung-portable-ssd-t1.txt"),
        ),
        (
            "ja",
            "ja/gdm-2022-pcie4-ssd-crystaldiskmark",
            include_str!("../corpus/ja/gdm-2022-pcie4-ssd-crystaldiskmark.txt"),
        ),
        (
            "ja",
            "ja/g-pc-info-ssd-recommendation",
            include_str!("../corpus/ja/g-pc-info-ssd-recommendation.txt"),
        ),
        (
            "ja",
            "ja/ocworks-nvme-ssd-speed-classes",
            include_str!("../corpus/ja/ocworks-nvme-ssd-speed-classes.txt"),
        ),
        (
            "ja",
            "ja/value-kaden-ssd-tbw",
            include_str!("../corpus/ja/value-kaden-ssd-tbw.txt"),
        ),
        (
            "ja",
            "ja/mycc-ssd-tbw",
            include_str!("../corpus/ja/mycc-ssd-tbw.txt"),
        ),
    ];

    fn document(text: &str) -> (LanguageGuess, Vec<(&str, LanguageGuess)>) {
        let spans: Vec<Range<usize>> = blocks(text).into_iter().map(|b| b.span).collect();
        let (doc, guesses) = detector().detect_document(text, &spans);
        assert_eq!(guesses.len(), spans.len());
        let pairs = spans
            .iter()
            .zip(guesses)
            .map(|(r, g)| (&text[r.clone()], g))
            .collect();
        (doc, pairs)
    }

    fn passage_guess(pairs: &[(&str, LanguageGuess)], line: &str) -> LanguageGuess {
        pairs
            .iter()
            .find(|(t, _)| *t == line)
            .unwrap_or_else(|| panic!("no passage {line:?}"))
            .1
    }

    #[test]
    fn a_sample_stops_just_past_the_letters_lingua_scores_on_trigrams() {
        // The test-bed block of the EF570 review: product names, a few English words.
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/corpus/zh/netapp-ef570.txt"
        ))
        .unwrap();
        let mut sample = Sample::default();
        push_words(&text, &mut sample);
        let letters: usize = sample
            .text
            .split(' ')
            .map(|w| w.chars().filter(|c| c.is_alphabetic()).count())
            .sum();
        assert_eq!(letters, sample.letters, "{:?}", sample.text);
        // At least 120 letters, so that lingua stays on trigrams; then at most one word more.
        assert!(sample.letters >= SAMPLE_LETTERS, "{:?}", sample.text);
        let last = sample.text.rsplit(' ').next().unwrap().chars().count();
        assert!(sample.letters - last < SAMPLE_LETTERS, "{:?}", sample.text);
        assert!(sample.text.len() < SAMPLE_BYTES);
        // A short passage gives all its words.
        let mut short = Sample::default();
        push_words("Test Length: 3 hours, per node", &mut short);
        assert_eq!(short.text, "Test Length hours per node");
        assert_eq!(short.letters, 22);
    }

    #[test]
    fn supported_languages_are_in_fixed_order() {
        assert_eq!(
            SUPPORTED_LANGUAGES,
            &["de", "en", "zh", "ko", "ja", "fr", "es", "it", "pt", "nl", "pl", "ru"]
        );
        for (c, _) in LATIN {
            assert!(SUPPORTED_LANGUAGES.contains(&c));
        }
    }

    #[test]
    fn function_words_fit_the_table() {
        let table = LexTable::new();
        for list in FUNCTION_WORDS {
            for w in list {
                assert!(w.len() <= MAX_FUNCTION_WORD_BYTES, "{w}");
                assert_eq!(*w, w.to_lowercase());
                assert!(table.get(pack(w.as_bytes()).unwrap()).is_some(), "{w}");
            }
        }
        assert!(table.get(pack(b"laufwerk").unwrap()).is_none());
    }

    #[test]
    fn detector_is_send_and_sync() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<LanguageDetector>();
    }

    #[test]
    fn nothing_to_say_is_und() {
        for text in [
            "",
            "   ",
            "12.0 / 9.0",
            "| 2U |",
            "| 1,024 |",
            "1 TB: 3500/1000 MB/s 2 TB: 3500/1900 MB/s |",
            "| TBW |",
            "---",
            "中",
        ] {
            let g = detector().detect(text);
            assert_eq!(g, LanguageGuess::UNDETERMINED, "{text:?}");
        }
    }

    #[test]
    fn script_decides_for_cjk_hangul_cyrillic() {
        // Korean spec rows (corpus/ko/fujitsu-eternus-af250-s2.txt).
        assert_eq!(code("| 파이버 채널(16Gb/s) | |"), "ko");
        assert_eq!(
            code("| 호스트 인터페이스 수 | 4/8 포트[FC(16Gbit/s), iSCSI(10Gbit/s)] |"),
            "ko"
        );
        assert_eq!(code("SQL Server OLTP 벤치마크 팩토리 LoadGen 장비"), "ko");
        assert_eq!(code("Fujitsu Storage ETERNUS AS250 S2 제품 페이지"), "ko");
        // Chinese full of Latin product names (corpus/zh/netapp-ef570.txt).
        assert_eq!(
            code("對於SQL Server，NetApp EF570以快速的一致的方式執行，測量3,160 TPS並在所有四個VM上進行，總計為12,642.245 TPS。"),
            "zh"
        );
        assert_eq!(code("切換到64K順序工作負載，直到大約190K IOPS或12GB / s，EF570都具有亞毫秒級延遲性能，峰值為247,692 IOPS，延遲2.1ms。"), "zh");
        assert_eq!(code("Sysbench性能"), "zh");
        assert_eq!(code("SQL Server性能"), "zh");
        // Pinyin annotations do not make it Latin.
        assert_eq!(
            code("去年，NetApp在其大數(shù)據(jù)分析的產(chǎn)品組合中引入了幾款新產(chǎn)品。"),
            "zh"
        );
        // Japanese needs real kana; a stray ー does not flip Chinese.
        assert_eq!(code("このストレージは非常に高速で、遅延も低いです。"), "ja");
        assert_eq!(code("NetApp EF570のIOPSは100万を超えました。"), "ja");
        assert_eq!(code("伺服器ー效能測試結果"), "zh");
        assert_eq!(code("Это очень быстрый накопитель для серверов."), "ru");
        let g = detector().detect("| 파이버 채널(16Gb/s) | |");
        assert!(g.confidence > 0.5 && g.confidence <= 1.0);
    }

    #[test]
    fn latin_languages() {
        assert_eq!(
            code("Le disque atteint des performances très élevées dans nos tests."),
            "fr"
        );
        assert_eq!(
            code("El disco alcanza un rendimiento muy alto en nuestras pruebas."),
            "es"
        );
        assert_eq!(
            code("Il disco raggiunge prestazioni molto elevate nei nostri test."),
            "it"
        );
        assert_eq!(
            code("O disco atinge um desempenho muito alto em nossos testes."),
            "pt"
        );
        assert_eq!(
            code("De schijf haalt een zeer hoge prestatie in onze tests."),
            "nl"
        );
        assert_eq!(
            code("Dysk osiąga bardzo wysoką wydajność w naszych testach."),
            "pl"
        );
        // corpus/de/huawei-es3600p-v5.txt
        assert_eq!(
            code("Die Unterseite des Laufwerks ist mit einem Kühlkörper bedeckt."),
            "de"
        );
        assert_eq!(code("| MTBF | 2.5 Millionen Stunden | |"), "de");
        // corpus/zh/netapp-ef570.txt (English test-bed lines)
        assert_eq!(code("Storage Footprint: 600GB allocated, 500GB used"), "en");
        assert_eq!(code("Test Length: 3 hours"), "en");
        assert_eq!(code("8 Intel Xeon Gold 6130 CPU for 269GHz in cluster (Two per node, 2.1GHz, 16-cores, 22MB Cache)"), "en");
        let g =
            detector().detect("Le disque atteint des performances très élevées dans nos tests.");
        assert!(g.confidence > 0.3 && g.confidence <= 1.0, "{g:?}");
    }

    #[test]
    fn corpus_document_languages() {
        for (expected, name, text) in CORPUS {
            let (doc, _) = document(text);
            assert_eq!(doc.code, expected, "{name}");
            assert!(
                doc.confidence > 0.5 && doc.confidence <= 1.0,
                "{name}: {doc:?}"
            );
        }
    }

    #[test]
    fn corpus_english_block_in_chinese_review() {
        let (_, pairs) = document(CORPUS[4].2);
        for line in [
            "SQL Server Testing Configuration (per VM)",
            "Test Length: 3 hours",
            "Storage Footprint: 600GB allocated, 500GB used",
            "Virtual Client Load: 15,000",
            "30 minutes sample period",
            "Sysbench Testing Configuration (per VM)",
            "2 hours preconditioning 32 threads",
        ] {
            assert_eq!(passage_guess(&pairs, line).code, "en", "{line}");
        }
        for line in [
            "NetApp EF570配置",
            "所有VM都以3ms的響應(yīng)時(shí)間執(zhí)行。",
            "Sysbench性能",
        ] {
            assert_eq!(passage_guess(&pairs, line).code, "zh", "{line}");
        }
    }

    #[test]
    fn a_run_with_one_function_word_neighbour_takes_its_language() {
        // Spec lines after an English sentence, then Chinese: the sentence decides them
        // (at half its confidence), with no lingua call; so do spec lines at the start
        // of a document before an English sentence.
        let english = "The servers are connected to the array with two switches.";
        let spec = [
            "Dual port HBA Mellanox ConnectX rNDC",
            "VMware ESXi vSphere Enterprise Plus",
        ];
        for text in [
            format!(
                "测试环境如下。\n\n{english}\n\n{}\n\n{}\n\n结果如下。",
                spec[0], spec[1]
            ),
            format!("{}\n\n{}\n\n{english}\n\n结果如下。", spec[0], spec[1]),
        ] {
            let (_, pairs) = document(&text);
            let sentence = passage_guess(&pairs, english);
            assert_eq!(sentence.code, "en");
            for line in spec {
                let g = passage_guess(&pairs, line);
                assert_eq!(g.code, "en", "{line} in {text:?}");
                assert!(g.confidence <= 0.5 * sentence.confidence + 1e-9, "{g:?}");
                assert!(g.confidence > 0.0);
            }
            assert_eq!(passage_guess(&pairs, "结果如下。").code, "zh");
        }
    }

    #[test]
    fn corpus_korean_rows_and_german_rows() {
        let (_, pairs) = document(CORPUS[2].2);
        for line in [
            "| 파이버 채널(16Gb/s) | |",
            "| 폼 팩터 | 2U |",
            "| 최대 용량 | 737TB |",
            "- 윈도우 서버 2012 R2",
            "Sysbench 테스트 구성(VM당)",
        ] {
            assert_eq!(passage_guess(&pairs, line).code, "ko", "{line}");
        }
        assert!(passage_guess(&pairs, "| 컨트롤러 수 | 2 |").code == "ko");
        let (_, pairs) = document(CORPUS[0].2);
        for line in [
            "| Formfaktor | U.2 | |",
            "| MTBF | 2.5 Millionen Stunden | |",
            "Designen und Bauen",
            "- 16 x 32 GB DDR4-2666 MHz ECC-DRAM",
        ] {
            let g = passage_guess(&pairs, line);
            assert!(g.code == "de" || g.code == UNDETERMINED, "{line}: {g:?}");
        }
        assert_eq!(passage_guess(&pairs, "| Formfaktor | U.2 | |").code, "de");
        assert_eq!(passage_guess(&pairs, "| Max | 21W | |").code, UNDETERMINED);
    }

    #[test]
    fn guesses_are_valid_and_ranges_are_clamped() {
        let text = "Das ist ein Test. 中文測試";
        let cut_mid = text.find('中').unwrap() + 1;
        let passages = vec![
            0..17,
            cut_mid..text.len(),
            Range { start: 5, end: 2 },
            100..200,
            0..usize::MAX,
            usize::MAX..usize::MAX,
        ];
        let (doc, gs) = detector().detect_document(text, &passages);
        assert_eq!(gs.len(), passages.len());
        assert_eq!(gs[0].code, "de");
        assert_eq!(gs[2], LanguageGuess::UNDETERMINED);
        assert_eq!(gs[3], LanguageGuess::UNDETERMINED);
        for g in gs.iter().chain([&doc]) {
            assert!(g.code == UNDETERMINED || SUPPORTED_LANGUAGES.contains(&g.code));
            assert!((0.0..=1.0).contains(&g.confidence));
        }
        let (doc, gs) = detector().detect_document("", &[0..0, 0..5]);
        assert_eq!(doc, LanguageGuess::UNDETERMINED);
        assert!(gs.iter().all(|g| g.is_undetermined()));
        let (doc, gs) = detector().detect_document("", &[]);
        assert_eq!(doc, LanguageGuess::UNDETERMINED);
        assert!(gs.is_empty());
        let (doc, _) = detector().detect_document("12.0 / 9.0\n| 2U |", &[0..10, 11..17]);
        assert_eq!(doc, LanguageGuess::UNDETERMINED);
    }

    #[test]
    fn odd_inputs_never_panic() {
        let long = "x".repeat(100_000) + "Das ist ein langer Text über SSDs.";
        for text in [
            "\u{0}",
            "\u{feff}",
            "ß",
            "İ",
            "ǅ",
            "ﬃ",
            "𝔘𝔫𝔦",
            "\u{10FFFF}",
            long.as_str(),
        ] {
            let g = detector().detect(text);
            assert!((0.0..=1.0).contains(&g.confidence));
            let _ = detector().detect_document(text, &[0..text.len(), 1..2]);
        }
    }

    /// `analyze` as it was before the byte-level scan (commit 9f8c65d), verbatim but for
    /// the names it imports: the reference that `analyze` must match bit for bit.
    mod reference {
        use super::super::{
            pack, script_of, LexTable, Script, Stats, DE, ES, MAX_FUNCTION_WORD_BYTES, PL, PT,
        };

        /// Lowercase `word` into `buf`; `None` when it does not fit.
        fn lowercase_into<'b>(word: &str, buf: &'b mut [u8; 32]) -> Option<&'b str> {
            let mut n = 0;
            for c in word.chars() {
                for l in c.to_lowercase() {
                    let len = l.len_utf8();
                    if n + len > buf.len() {
                        return None;
                    }
                    l.encode_utf8(&mut buf[n..n + len]);
                    n += len;
                }
            }
            std::str::from_utf8(&buf[..n]).ok()
        }

        /// Script of `c` if it is a letter, `None` for digits, punctuation, symbols, spaces.
        /// Common ranges are classified without the (slow) Unicode property lookup.
        #[inline(always)]
        pub(super) fn letter_script(c: char) -> Option<Script> {
            let u = c as u32;
            if u < 0x80 {
                return c.is_ascii_alphabetic().then_some(Script::Latin);
            }
            match u {
                0x4E00..=0x9FFF | 0x3400..=0x4DBF => Some(Script::Han),
                0xAC00..=0xD7A3 => Some(Script::Hangul),
                0x3041..=0x3096 | 0x309D..=0x309F | 0x30A1..=0x30FA | 0x30FD..=0x30FF => {
                    Some(Script::Kana)
                }
                0x30FC | 0x3005..=0x3007 => Some(Script::Han),
                // CJK punctuation, full-width forms' punctuation and digits, general punctuation.
                0x3000..=0x303F
                | 0xFF00..=0xFF20
                | 0xFF3B..=0xFF40
                | 0xFF5B..=0xFF65
                | 0x2000..=0x206F => None,
                0xC0..=0x24F if u != 0xD7 && u != 0xF7 => Some(Script::Latin),
                _ if c.is_alphabetic() => Some(script_of(c)),
                _ => None,
            }
        }

        /// Score one Latin word (a maximal run of Latin letters in the passage).
        fn score_word(table: &LexTable, word: &str, isolated: bool, stats: &mut Stats) {
            // Diacritics typical of one language.
            let mut de = false;
            let mut es = false;
            let mut pt = false;
            let mut pl = false;
            if !word.is_ascii() {
                for c in word.chars() {
                    match c {
                        'ß' | 'ä' | 'ö' | 'ü' | 'Ä' | 'Ö' | 'Ü' => de = true,
                        'ñ' | 'Ñ' => es = true,
                        'ã' | 'õ' | 'Ã' | 'Õ' => pt = true,
                        'ł' | 'ą' | 'ę' | 'ś' | 'ź' | 'ż' | 'ć' | 'ń' | 'Ł' | 'Ś' | 'Ż' | 'Ź' => {
                            pl = true
                        }
                        _ => {}
                    }
                }
            }
            for (flag, lang) in [(de, DE), (es, ES), (pt, PT), (pl, PL)] {
                if flag {
                    stats.lex[lang] += 0.5;
                }
            }
            if !isolated || word.len() > MAX_FUNCTION_WORD_BYTES {
                return;
            }
            let key = if word.is_ascii() {
                // One-letter function words ("i", "w", "e", "y", "o") only when written lowercase.
                if word.len() == 1 && word.as_bytes()[0].is_ascii_uppercase() {
                    return;
                }
                let mut b = [0u8; 8];
                for (d, s) in b.iter_mut().zip(word.as_bytes()) {
                    *d = s.to_ascii_lowercase();
                }
                u64::from_le_bytes(b)
            } else {
                let mut buf = [0u8; 32];
                let Some(lower) = lowercase_into(word, &mut buf) else {
                    return;
                };
                if word.chars().nth(1).is_none() && lower != word {
                    return;
                }
                match pack(lower.as_bytes()) {
                    Some(k) => k,
                    None => return,
                }
            };
            if let Some(scores) = table.get(key) {
                for (s, add) in stats.lex.iter_mut().zip(scores) {
                    *s += f64::from(*add);
                }
            }
        }

        /// Count letters by script and score Latin function words, in one pass.
        pub(super) fn analyze(table: &LexTable, s: &str) -> Stats {
            let mut st = Stats::default();
            // Current Latin word: start byte, letters, has a lowercase letter, joined to the
            // previous char by a hyphen, slash, underscore or digit.
            let mut word_start: Option<usize> = None;
            let mut word_letters = 0u32;
            let mut word_lower = false;
            let mut word_joined_before = false;
            let mut prev: char = ' ';
            let finish = |st: &mut Stats,
                          start: usize,
                          end: usize,
                          letters: u32,
                          lower: bool,
                          joined_before: bool,
                          next: char| {
                if letters >= 3 && lower {
                    st.word_letters += letters;
                }
                let joined_after = matches!(next, '-' | '/' | '_') || next.is_ascii_digit();
                score_word(table, &s[start..end], !joined_before && !joined_after, st);
            };
            let bytes = s.as_bytes();
            let mut i = 0;
            while i < bytes.len() {
                let b = bytes[i];
                let (c, len) = if b < 0x80 {
                    (char::from(b), 1)
                } else {
                    // `i` is always on a char boundary.
                    let c = s[i..].chars().next().unwrap_or(' ');
                    (c, c.len_utf8())
                };
                let script = letter_script(c);
                if script == Some(Script::Latin) {
                    st.latin += 1;
                    if word_start.is_none() {
                        word_start = Some(i);
                        word_letters = 0;
                        word_lower = false;
                        word_joined_before =
                            matches!(prev, '-' | '/' | '_') || prev.is_ascii_digit();
                    }
                    word_letters += 1;
                    word_lower |= if c.is_ascii() {
                        c.is_ascii_lowercase()
                    } else {
                        c.is_lowercase()
                    };
                } else {
                    if let Some(start) = word_start.take() {
                        finish(
                            &mut st,
                            start,
                            i,
                            word_letters,
                            word_lower,
                            word_joined_before,
                            c,
                        );
                    }
                    match script {
                        Some(Script::Han) => st.han += 1,
                        Some(Script::Kana) => st.kana += 1,
                        Some(Script::Hangul) => st.hangul += 1,
                        Some(Script::Cyrillic) => st.cyrillic += 1,
                        Some(Script::Other) => st.other += 1,
                        Some(Script::Latin) | None => {}
                    }
                }
                prev = c;
                i += len;
            }
            if let Some(start) = word_start {
                finish(
                    &mut st,
                    start,
                    s.len(),
                    word_letters,
                    word_lower,
                    word_joined_before,
                    ' ',
                );
            }
            st
        }
    }

    /// `analyze` and the reference agree exactly on `s` (scores compared bit for bit).
    fn assert_same_stats(s: &str) {
        let table = &detector().lex;
        let new = analyze(table, s);
        let old = reference::analyze(table, s);
        let bits = |st: &Stats| st.lex.map(f64::to_bits);
        assert!(
            new == old && bits(&new) == bits(&old),
            "analyze differs on {s:?}:\n new {new:?}\n old {old:?}"
        );
    }

    #[test]
    fn letter_script_matches_reference_for_every_char() {
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            assert_eq!(letter_script(c), reference::letter_script(c), "{c:?}");
            if !c.is_ascii() {
                let latin = reference::letter_script(c) == Some(Script::Latin);
                assert_eq!(is_latin_letter(c as u32), latin, "{c:?}");
            }
        }
    }

    /// Every Latin letter (as `letter_script` says), alone and in words.
    #[test]
    fn lowercase_key_and_is_lowercase_letter_match_std_for_every_latin_letter() {
        let latin: Vec<char> = (0..=0x10FFFF)
            .filter_map(char::from_u32)
            .filter(|&c| letter_script(c) == Some(Script::Latin))
            .collect();
        for &c in &latin {
            let lower: String = c.to_lowercase().collect();
            assert_eq!(
                lowercase_key(c.encode_utf8(&mut [0; 4])),
                pack(lower.as_bytes()),
                "{c:?}"
            );
            if !c.is_ascii() {
                assert_eq!(is_lowercase_letter(c as u32), c.is_lowercase(), "{c:?}");
            }
        }
        for w in [
            "ÜBER",
            "Être",
            "TAMBÉM",
            "Że",
            "İi",
            "iİ",
            "İİİ",
            "ǅa",
            "ÀÉÎÕÜ",
            "ẞẞ",
        ] {
            let lower = w.to_lowercase();
            assert_eq!(lowercase_key(w), pack(lower.as_bytes()), "{w}");
        }
        // Two-letter words of Latin-1 and Latin Extended-A letters.
        let some: Vec<char> = latin
            .iter()
            .copied()
            .filter(|&c| (c as u32) < 0x180)
            .collect();
        for &a in &some {
            for &b in &some {
                let w: String = [a, b].iter().collect();
                assert_eq!(lowercase_key(&w), pack(w.to_lowercase().as_bytes()), "{w}");
            }
        }
    }

    #[test]
    fn ascii_letters_marks_exactly_the_ascii_letters() {
        for b in 0..=255u8 {
            for k in 0..8 {
                for fill in [0u8, b'a', b'Z', 0x80, 0xFF, b'@'] {
                    let mut bytes = [fill; 8];
                    bytes[k] = b;
                    let mask = ascii_letters(u64::from_le_bytes(bytes));
                    for (j, &x) in bytes.iter().enumerate() {
                        let bit = mask >> (8 * j) & 0xFF;
                        assert_eq!(bit == 0x80, x.is_ascii_alphabetic(), "{bytes:?} {j}");
                        assert!(bit == 0 || bit == 0x80);
                    }
                }
            }
        }
    }

    /// Every char alone, and between letters and joiners.
    #[test]
    fn analyze_matches_reference_for_every_char() {
        let mut buf = String::new();
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            for (before, after) in [("", ""), ("de", "r"), ("1", "-")] {
                buf.clear();
                buf.push_str(before);
                buf.push(c);
                buf.push_str(after);
                assert_same_stats(&buf);
            }
        }
    }

    /// Every corpus and fixture text (fixtures read lossily, so U+FFFD shows up), whole,
    /// by paragraph, by `blocks` span, and every suffix of each line.
    #[test]
    fn analyze_matches_reference_on_corpus_and_fixtures() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        let mut dirs = vec![root.join("corpus"), root.join("fixtures")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else {
                    files.push(path);
                }
            }
        }
        let corpus_files = files
            .iter()
            .filter(|p| {
                p.starts_with(root.join("corpus")) && p.extension().is_some_and(|e| e == "txt")
            })
            .count();
        assert_eq!(corpus_files, CORPUS.len());
        for path in &files {
            let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
            assert_same_stats(&text);
            for paragraph in text.split("\n\n") {
                assert_same_stats(paragraph);
            }
            for block in blocks(&text) {
                assert_same_stats(&text[block.span]);
            }
            // Every suffix of the lines of up to 400 bytes (most lines); of the longer
            // ones, which would make this quadratic in a debug build, the suffixes from
            // their first 32 chars and from every 127th char.
            for line in text.lines() {
                let short = line.len() <= 400;
                for (k, (i, _)) in line.char_indices().enumerate() {
                    if short || k < 32 || k % 127 == 0 {
                        assert_same_stats(&line[i..]);
                    }
                }
            }
        }
    }

    /// Fragments that `analyze` treats differently: ASCII words of every case (function
    /// words among them), joiners, digits, punctuation, Latin letters with diacritics,
    /// Han, Hangul, kana, Cyrillic, full-width forms, emoji, U+FFFD and any char.
    fn fragment() -> impl Strategy<Value = String> {
        let function_word = prop::sample::select(
            FUNCTION_WORDS
                .iter()
                .flat_map(|l| l.iter().copied())
                .collect::<Vec<_>>(),
        );
        prop_oneof![
            "[a-zA-Z]{1,12}",
            function_word.clone().prop_map(str::to_string),
            function_word.clone().prop_map(|w| w.to_uppercase()),
            function_word.prop_map(|w| {
                let mut cs = w.chars();
                cs.next()
                    .map(|c| c.to_uppercase().chain(cs).collect())
                    .unwrap_or_default()
            }),
            "[0-9]{1,4}",
            "[-/_]{1,2}",
            "[ .,;:!?()|\n\t'\"+*#%&=<>@]{1,3}",
            "[äöüßÄÖÜñÑãõÃÕłąęśźżćńŁŚŻŹéèêàçíóúâôÉÈÀÇİıǅ]{1,4}",
            "[ªµº°²·«»\u{a0}×÷]",
            "[\u{4E00}-\u{9FFF}\u{3400}-\u{4DBF}]{1,4}",
            "[\u{AC00}-\u{D7A3}\u{1100}-\u{11FF}\u{3130}-\u{318F}]{1,4}",
            "[\u{3000}-\u{30FF}\u{31F0}-\u{31FF}]{1,4}",
            "[\u{0400}-\u{052F}\u{0370}-\u{03FF}]{1,6}",
            "[\u{FF00}-\u{FFEF}]{1,4}",
            "[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]{1,2}",
            Just("\u{FFFD}".to_string()),
            any::<char>().prop_map(String::from),
        ]
    }

    /// 256 cases, or `PROPTEST_CASES` when set (as in tests/properties.rs).
    fn proptest_config() -> ProptestConfig {
        let mut config = ProptestConfig::default();
        if std::env::var_os("PROPTEST_CASES").is_none() {
            config.cases = 256;
        }
        config
    }

    proptest! {
        #![proptest_config(proptest_config())]

        #[test]
        fn analyze_matches_reference_on_mixed_text(
            parts in prop::collection::vec(fragment(), 0..24),
        ) {
            let text = parts.concat();
            assert_same_stats(&text);
            // Every suffix too, so that words start right after any kind of char.
            for (i, _) in text.char_indices().skip(1) {
                assert_same_stats(&text[i..]);
            }
        }
    }

    /// `analyze` alone over the corpus blocks, `PASSES` times (default 1), or the
    /// reference implementation with `REF` set: for counting instructions with
    /// `valgrind --tool=callgrind --toggle-collect='benchfacts::lang::analyze'` (or
    /// `...::tests::reference::analyze`) on the test binary, running
    /// `--ignored --exact lang::tests::analyze_alone`.
    #[test]
    #[ignore]
    fn analyze_alone() {
        let table = LexTable::new();
        let passes: usize = std::env::var("PASSES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(1);
        for _ in 0..passes {
            for (_, _, t) in CORPUS {
                for b in blocks(t) {
                    if std::env::var_os("REF").is_some() {
                        std::hint::black_box(reference::analyze(
                            &table,
                            std::hint::black_box(&t[b.span]),
                        ));
                    } else {
                        std::hint::black_box(analyze(&table, std::hint::black_box(&t[b.span])));
                    }
                }
            }
        }
    }

    /// Throughput of `detect_document` over the concatenated corpus (release mode):
    /// `cargo test --release --lib lang::tests::throughput -- --ignored --nocapture`
    #[test]
    #[ignore]
    fn throughput() {
        let d = detector();
        let docs: Vec<(&str, Vec<Range<usize>>)> = CORPUS
            .iter()
            .map(|(_, _, t)| (*t, blocks(t).into_iter().map(|b| b.span).collect()))
            .collect();
        let bytes: usize = docs.iter().map(|(t, _)| t.len()).sum();
        for (t, p) in &docs {
            let _ = d.detect_document(t, p);
        }
        // Time each pass over the corpus; report the median and the best pass (the best
        // is the least disturbed by other processes on a shared machine).
        let rounds = 300;
        let mut passes: Vec<f64> = Vec::with_capacity(rounds);
        for _ in 0..rounds {
            let start = std::time::Instant::now();
            for (t, p) in &docs {
                std::hint::black_box(d.detect_document(t, p));
            }
            passes.push(start.elapsed().as_secs_f64());
        }
        passes.sort_by(f64::total_cmp);
        let mbps = |secs: f64| bytes as f64 / secs / 1e6;
        eprintln!(
            "detect_document over {bytes} bytes: median {:.1} MB/s, best {:.1} MB/s, worst {:.1} MB/s",
            mbps(passes[rounds / 2]),
            mbps(passes[0]),
            mbps(passes[rounds - 1]),
        );
        // Tiers 1 and 2 alone (script counts and function words, no lingua).
        let mut passes: Vec<f64> = Vec::with_capacity(rounds);
        for _ in 0..rounds {
            let start = std::time::Instant::now();
            for (t, p) in &docs {
                for r in p {
                    std::hint::black_box(verdict(&analyze(&d.lex, &t[r.clone()])));
                }
            }
            passes.push(start.elapsed().as_secs_f64());
        }
        passes.sort_by(f64::total_cmp);
        eprintln!(
            "tiers 1+2 alone: median {:.1} MB/s, best {:.1} MB/s",
            mbps(passes[rounds / 2]),
            mbps(passes[0]),
        );
        // Report every passage's guess for inspection.
        for (name, (t, p)) in CORPUS.iter().map(|c| c.1).zip(&docs) {
            let (doc, gs) = d.detect_document(t, p);
            eprintln!("== {name}: {doc:?}");
            for (r, g) in p.iter().zip(gs) {
                if g.code != doc.code || std::env::var_os("LANG_SHOW_ALL").is_some() {
                    let s: String = t[r.clone()].chars().take(70).collect();
                    eprintln!("  {:>3} {:.2}  {s:?}", g.code, g.confidence);
                }
            }
        }
    }
}
