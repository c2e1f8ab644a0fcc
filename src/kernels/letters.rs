//! Counting the letters of a passage by script and scoring its words as function words of
//! the Latin-script languages, in one pass over its bytes (a speed kernel: see `super`).
//!
//! The scan reads ASCII bytes by a class table, a word of ASCII letters 8 bytes at a time
//! (SWAR), the commonest CJK characters by their lead byte, and looks words up packed
//! into a `u64`. `tests::reference::analyze` is the plain char-by-char version it must
//! match bit for bit (checked for every char, over the corpus and fixtures, and by a
//! property test). Language detection (`crate::lang`) reads only [`Stats`].

use smallvec::SmallVec;

/// Longest function word in bytes: a word is looked up packed into 8 bytes (the rules
/// loader refuses longer ones).
pub const MAX_FUNCTION_WORD_BYTES: usize = 8;

/// Per-script letter counts and Latin function-word scores of a passage.
#[derive(Debug, Default, Clone, PartialEq)]
pub(crate) struct Stats {
    pub(crate) latin: u32,
    pub(crate) han: u32,
    pub(crate) kana: u32,
    pub(crate) hangul: u32,
    pub(crate) cyrillic: u32,
    pub(crate) other: u32,
    /// Letters in Latin words of ≥ 3 letters that contain a lowercase letter.
    pub(crate) word_letters: u32,
    /// Function-word and diacritic scores per Latin language, in the [`Lexicon`]'s order.
    pub(crate) lex: SmallVec<[f64; 12]>,
}

impl Stats {
    /// No letters yet, and a zero score for each of the `lexicon`'s languages.
    fn new(lexicon: &Lexicon) -> Stats {
        Stats {
            lex: SmallVec::from_elem(0.0, lexicon.languages),
            ..Stats::default()
        }
    }

    /// Weight of the passage: letters, with CJK and Hangul characters counting 3.
    pub(crate) fn weight(&self) -> u32 {
        self.latin + 3 * (self.han + self.kana + self.hangul) + self.cyrillic + self.other
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LetterScript {
    Latin,
    Han,
    Kana,
    Hangul,
    Cyrillic,
    Other,
}

/// Script of a letter (`c` must be alphabetic).
fn script_of(c: char) -> LetterScript {
    let u = c as u32;
    match u {
        0..=0x024F | 0x1E00..=0x1EFF | 0x2C60..=0x2C7F | 0xA720..=0xA7FF | 0xFF21..=0xFF5A => {
            LetterScript::Latin
        }
        0x0400..=0x052F | 0x1C80..=0x1C8F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F => {
            LetterScript::Cyrillic
        }
        0x1100..=0x11FF
        | 0x3130..=0x318F
        | 0xA960..=0xA97F
        | 0xAC00..=0xD7AF
        | 0xD7B0..=0xD7FF
        | 0xFFA0..=0xFFDC => LetterScript::Hangul,
        // The prolonged sound mark ー and the iteration mark 々 occur in Chinese text too.
        0x30FC | 0x3005 => LetterScript::Han,
        0x3040..=0x309F | 0x30A0..=0x30FF | 0x31F0..=0x31FF | 0xFF66..=0xFF9D => LetterScript::Kana,
        0x2E80..=0x2FDF
        | 0x3006..=0x3007
        | 0x3021..=0x3029
        | 0x3038..=0x303B
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xF900..=0xFAFF
        | 0x20000..=0x3FFFF => LetterScript::Han,
        _ => LetterScript::Other,
    }
}

/// Script of `c` if it is a letter, `None` for digits, punctuation, symbols, spaces.
#[inline(always)]
pub(crate) fn letter_script(c: char) -> Option<LetterScript> {
    let u = c as u32;
    if u < 0x80 {
        return c.is_ascii_alphabetic().then_some(LetterScript::Latin);
    }
    non_ascii_script(u)
}

/// [`letter_script`] of a non-ASCII char, given as its code point `u`. Common ranges are
/// classified without the (slow) Unicode property lookup, the most frequent first: a
/// Han or Hangul char costs two or three comparisons.
#[inline(always)]
fn non_ascii_script(u: u32) -> Option<LetterScript> {
    match u {
        0x4E00..=0x9FFF | 0x3400..=0x4DBF => Some(LetterScript::Han),
        0xAC00..=0xD7A3 => Some(LetterScript::Hangul),
        // CJK punctuation (but the iteration marks 々 〆 〇), full-width forms'
        // punctuation and digits, general punctuation.
        0x3000..=0x3004
        | 0x3008..=0x303F
        | 0xFF00..=0xFF20
        | 0xFF3B..=0xFF40
        | 0xFF5B..=0xFF65
        | 0x2000..=0x206F => None,
        0x3041..=0x3096 | 0x309D..=0x309F | 0x30A1..=0x30FA | 0x30FD..=0x30FF => {
            Some(LetterScript::Kana)
        }
        0x30FC | 0x3005..=0x3007 => Some(LetterScript::Han),
        0xC0..=0x24F if u != 0xD7 && u != 0xF7 => Some(LetterScript::Latin),
        // Latin-1 signs (° µ ² · « » NBSP ...): only ª µ º are letters.
        0xAA | 0xB5 | 0xBA => Some(LetterScript::Latin),
        0x80..=0xBF => None,
        _ => rare_letter_script(u),
    }
}

/// [`non_ascii_script`] by the Unicode property lookup, kept out of line so that the
/// common ranges stay a few comparisons.
#[cold]
#[inline(never)]
fn rare_letter_script(u: u32) -> Option<LetterScript> {
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
    /// `languages` scores per slot.
    scores: Vec<f32>,
    languages: usize,
    /// Bits of a slot index: the table has `1 << bits` slots.
    bits: u32,
}

impl LexTable {
    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize
    }

    /// The table of `function_words[language]` (lowercase, at most 8 bytes each: the rules
    /// loader checks both).
    fn new(function_words: &[&[String]]) -> Self {
        let languages = function_words.len();
        // Each word once, with the languages that list it.
        let mut words: Vec<(&str, Vec<usize>)> = Vec::new();
        for (lang, list) in function_words.iter().enumerate() {
            for w in list.iter() {
                match words.iter_mut().find(|(x, _)| x == w) {
                    Some((_, langs)) => {
                        if !langs.contains(&lang) {
                            langs.push(lang)
                        }
                    }
                    None => words.push((w, vec![lang])),
                }
            }
        }
        // At most a quarter full (and 1024 slots at least), so that probes stay short.
        let bits = (4 * words.len())
            .next_power_of_two()
            .max(1024)
            .trailing_zeros();
        let mut table = LexTable {
            keys: vec![0u64; 1 << bits],
            scores: vec![0f32; (1 << bits) * languages],
            languages,
            bits,
        };
        for (w, langs) in words {
            let Some(key) = pack(w.as_bytes()) else {
                continue;
            };
            let k = langs.len() as f32;
            let mut i = table.slot(key);
            while table.keys[i] != 0 {
                i = (i + 1) % table.keys.len();
            }
            table.keys[i] = key;
            for lang in langs {
                table.scores[i * languages + lang] = 1.0 / k;
            }
        }
        table
    }

    #[inline]
    fn get(&self, key: u64) -> Option<&[f32]> {
        let mut i = self.slot(key);
        loop {
            match self.keys[i] {
                0 => return None,
                k if k == key => {
                    return Some(&self.scores[i * self.languages..(i + 1) * self.languages])
                }
                _ => i = (i + 1) % self.keys.len(),
            }
        }
    }
}

/// What the scan scores words against: the function words and typical diacritics of each
/// Latin-script language (by index, in the order they were given).
pub(crate) struct Lexicon {
    table: LexTable,
    /// (letter, language index), sorted: a letter may be typical of several languages.
    diacritics: Vec<(char, usize)>,
    languages: usize,
}

impl Lexicon {
    /// `function_words[i]` and `diacritics[i]` are those of language `i`.
    pub(crate) fn new(function_words: &[&[String]], diacritics: &[&[char]]) -> Lexicon {
        let mut pairs: Vec<(char, usize)> = diacritics
            .iter()
            .enumerate()
            .flat_map(|(lang, cs)| cs.iter().map(move |&c| (c, lang)))
            .collect();
        pairs.sort_unstable();
        pairs.dedup();
        Lexicon {
            table: LexTable::new(function_words),
            diacritics: pairs,
            languages: function_words.len().max(diacritics.len()),
        }
    }

    /// The languages `c` is a typical diacritic of.
    #[inline]
    fn diacritic_languages(&self, c: char) -> impl Iterator<Item = usize> + '_ {
        let from = self.diacritics.partition_point(|&(d, _)| d < c);
        self.diacritics[from..]
            .iter()
            .take_while(move |&&(d, _)| d == c)
            .map(|&(_, lang)| lang)
    }
}

/// Score one Latin word (a maximal run of Latin letters in the passage) that has a
/// non-ASCII letter into `lex`: `diacritics` are the languages of its typical
/// diacritics (see [`Lexicon::diacritic_languages`]). [`score_ascii_word`] scores the other words.
fn score_word(
    lexicon: &Lexicon,
    word: &str,
    diacritics: &[usize],
    isolated: bool,
    lex: &mut [f64],
) {
    for &lang in diacritics {
        lex[lang] += 0.5;
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
    add_function_word(lexicon, key, lex);
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
fn add_function_word(lexicon: &Lexicon, key: u64, lex: &mut [f64]) {
    if let Some(scores) = lexicon.table.get(key) {
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
pub(crate) fn analyze(lexicon: &Lexicon, s: &str) -> Stats {
    let bytes = s.as_bytes();
    let n = bytes.len();
    let mut st = Stats::new(lexicon);
    // Letters outside Latin words, indexed by `Script as usize`; the last slot counts
    // the non-letters, so that counting needs no branch.
    let mut counts = [0u32; 7];
    let mut i = 0;
    while i < n {
        let b = bytes[i];
        let class = class_of(b);
        if class & B_LETTER != 0 {
            i = ascii_word(lexicon, s, i, &mut st);
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
                counts[LetterScript::Han as usize] += 1;
                i += 3;
                continue;
            }
            0xE4 if bytes[i + 1] != 0xB7 => {
                counts[LetterScript::Han as usize] += 1;
                i += 3;
                continue;
            }
            0xEB | 0xEC => {
                counts[LetterScript::Hangul as usize] += 1;
                i += 3;
                continue;
            }
            0xEA if bytes[i + 1] >= 0xB0 => {
                counts[LetterScript::Hangul as usize] += 1;
                i += 3;
                continue;
            }
            0xED if bytes[i + 1] < 0x9E => {
                counts[LetterScript::Hangul as usize] += 1;
                i += 3;
                continue;
            }
            _ => {}
        }
        let (u, len) = decode(bytes, i);
        match non_ascii_script(u) {
            Some(LetterScript::Latin) => i = latin_word(lexicon, s, i, i, 0, 0, &mut st),
            script => {
                counts[script.map_or(6, |s| s as usize)] += 1;
                i += len;
            }
        }
    }
    st.han = counts[LetterScript::Han as usize];
    st.kana = counts[LetterScript::Kana as usize];
    st.hangul = counts[LetterScript::Hangul as usize];
    st.cyrillic = counts[LetterScript::Cyrillic as usize];
    st.other = counts[LetterScript::Other as usize];
    st
}

/// Count and score the Latin word that starts with the ASCII letter at `start`; return
/// where to go on. Most words have fewer than 16 letters: they are done here from one
/// or two 8-byte loads, unless a non-ASCII Latin letter follows ("Kühlkörper"), which
/// [`latin_word`] takes on. Longer words, and words less than 16 bytes before the end
/// of the text, go to [`long_ascii_word`].
#[inline(always)]
fn ascii_word(lexicon: &Lexicon, s: &str, start: usize, st: &mut Stats) -> usize {
    let bytes = s.as_bytes();
    let Some(chunk) = bytes[start..].first_chunk::<8>() else {
        return long_ascii_word(lexicon, s, start, st);
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
            return long_ascii_word(lexicon, s, start, st);
        };
        let x2 = u64::from_le_bytes(*chunk);
        let letter = ascii_letters(x2);
        let ends = !letter & HIGH_BITS;
        if ends == 0 {
            return long_ascii_word(lexicon, s, start, st);
        }
        lower_bits |= (x2 << 2) & letter & ends.wrapping_sub(1);
        let len = ends.trailing_zeros() / 8;
        (start + 8 + len as usize, (x2 >> (8 * len)) as u8)
    };
    if let Some(after) = finish_ascii_word(lexicon, s, start, end, x, lower_bits, st) {
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
    lexicon: &Lexicon,
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
        return Some(latin_word(lexicon, s, start, end, letters, lower_bits, st));
    }
    let lower = lower_bits != 0;
    // `next` is no joiner when it is not ASCII.
    let isolated = class_of(next) & B_JOINER == 0 && !joined_before(bytes, start);
    count_word(st, letters, lower);
    score_ascii_word(lexicon, first_chunk, letters, lower, isolated, &mut st.lex);
    None
}

/// [`ascii_word`] for words of 16 letters or more, and near the end of the text (where
/// `load8` pads). A word that goes on with a non-ASCII Latin letter is left to
/// [`latin_word`].
#[inline(never)]
fn long_ascii_word(lexicon: &Lexicon, s: &str, start: usize, st: &mut Stats) -> usize {
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
    finish_ascii_word(lexicon, s, start, end, first, lower_bits, st).unwrap_or(end)
}

/// Count and score a Latin word with a non-ASCII letter: the word starts at `start`,
/// its first `letters` letters up to `i` are ASCII (`lower_bits` as in
/// [`long_ascii_word`]), and a non-ASCII Latin letter is at `i`. Return where the word
/// ends.
#[inline(never)]
fn latin_word(
    lexicon: &Lexicon,
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
    // The languages of the word's typical diacritics, each once.
    let mut diacritics: SmallVec<[usize; 4]> = SmallVec::new();
    while i < n && !bytes[i].is_ascii() {
        let (u, len) = decode(bytes, i);
        if !is_latin_letter(u) {
            // `analyze` counts this char.
            break;
        }
        letters += 1;
        lower |= is_lowercase_letter(u);
        if let Some(c) = char::from_u32(u) {
            for lang in lexicon.diacritic_languages(c) {
                if !diacritics.contains(&lang) {
                    diacritics.push(lang);
                }
            }
        }
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
    score_word(lexicon, &s[start..i], &diacritics, isolated, &mut st.lex);
    i
}

/// Is the non-ASCII char `u` a Latin letter? The same as `non_ascii_script(u) ==
/// Some(LetterScript::Latin)`, with the letters of Latin-1 and Latin Extended-A and -B first.
#[inline(always)]
fn is_latin_letter(u: u32) -> bool {
    match u {
        0xC0..=0x24F => u != 0xD7 && u != 0xF7,
        0xAA | 0xB5 | 0xBA => true,
        0x80..=0xBF => false,
        _ => non_ascii_script(u) == Some(LetterScript::Latin),
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
    lexicon: &Lexicon,
    first: u64,
    letters: u32,
    lower: bool,
    isolated: bool,
    lex: &mut [f64],
) {
    // One-letter function words ("i", "w", "e", "y", "o") only when written lowercase.
    if isolated && letters as usize <= MAX_FUNCTION_WORD_BYTES && (letters > 1 || lower) {
        // The key is the lowercase word, packed as by `pack`: lowercase all bytes (all
        // are letters) by setting bit 5, and clear the bytes past the word.
        let key = (first | CASE_BITS) & (u64::MAX >> (64 - 8 * letters));
        add_function_word(lexicon, key, lex);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::segment::blocks;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    /// The Latin-script languages of the embedded rules.
    fn embedded_languages() -> &'static [crate::rules::LanguageRules] {
        static RULES: OnceLock<Vec<crate::rules::LanguageRules>> = OnceLock::new();
        RULES.get_or_init(|| {
            let rules = crate::rules::RuleSet::embedded().expect("embedded rules load");
            rules
                .languages()
                .iter()
                .filter(|l| l.script == crate::rules::Script::Latin)
                .cloned()
                .collect()
        })
    }

    /// The lexicon of the embedded rules' Latin-script languages.
    fn embedded_lexicon() -> &'static Lexicon {
        static LEXICON: OnceLock<Lexicon> = OnceLock::new();
        LEXICON.get_or_init(|| {
            let languages = embedded_languages();
            let words: Vec<&[String]> = languages.iter().map(|l| &l.function_words[..]).collect();
            let diacritics: Vec<&[char]> = languages.iter().map(|l| &l.diacritics[..]).collect();
            Lexicon::new(&words, &diacritics)
        })
    }

    const CORPUS: [(&str, &str, &str); 5] = [
        (
            "de",
            "de/huawei-es3600p-v5",
            include_str!("../../corpus/de/huawei-es3600p-v5.txt"),
        ),
        (
            "de",
            "de/netapp-aff-a250",
            include_str!("../../corpus/de/netapp-aff-a250.txt"),
        ),
        (
            "ko",
            "ko/fujitsu-eternus-af250-s2",
            include_str!("../../corpus/ko/fujitsu-eternus-af250-s2.txt"),
        ),
        (
            "zh",
            "zh/mangstor-nx6325",
            include_str!("../../corpus/zh/mangstor-nx6325.txt"),
        ),
        (
            "zh",
            "zh/netapp-ef570",
            include_str!("../../corpus/zh/netapp-ef570.txt"),
        ),
    ];

    /// `analyze` as it was before the byte-level scan (commit 9f8c65d), char by char, with
    /// the diacritics read from the lexicon's list: the reference that `analyze` must match
    /// bit for bit.
    pub(super) mod reference {
        use super::super::{
            pack, script_of, LetterScript, Lexicon, Stats, MAX_FUNCTION_WORD_BYTES,
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
        pub(super) fn letter_script(c: char) -> Option<LetterScript> {
            let u = c as u32;
            if u < 0x80 {
                return c.is_ascii_alphabetic().then_some(LetterScript::Latin);
            }
            match u {
                0x4E00..=0x9FFF | 0x3400..=0x4DBF => Some(LetterScript::Han),
                0xAC00..=0xD7A3 => Some(LetterScript::Hangul),
                0x3041..=0x3096 | 0x309D..=0x309F | 0x30A1..=0x30FA | 0x30FD..=0x30FF => {
                    Some(LetterScript::Kana)
                }
                0x30FC | 0x3005..=0x3007 => Some(LetterScript::Han),
                // CJK punctuation, full-width forms' punctuation and digits, general punctuation.
                0x3000..=0x303F
                | 0xFF00..=0xFF20
                | 0xFF3B..=0xFF40
                | 0xFF5B..=0xFF65
                | 0x2000..=0x206F => None,
                0xC0..=0x24F if u != 0xD7 && u != 0xF7 => Some(LetterScript::Latin),
                _ if c.is_alphabetic() => Some(script_of(c)),
                _ => None,
            }
        }

        /// Score one Latin word (a maximal run of Latin letters in the passage).
        fn score_word(lexicon: &Lexicon, word: &str, isolated: bool, stats: &mut Stats) {
            // Diacritics typical of a language: 0.5 for each language, once per word.
            let mut typical = vec![false; stats.lex.len()];
            for c in word.chars() {
                for &(d, lang) in &lexicon.diacritics {
                    if d == c {
                        typical[lang] = true;
                    }
                }
            }
            for (lang, flag) in typical.into_iter().enumerate() {
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
            if let Some(scores) = lexicon.table.get(key) {
                for (s, add) in stats.lex.iter_mut().zip(scores) {
                    *s += f64::from(*add);
                }
            }
        }

        /// Count letters by script and score Latin function words, in one pass.
        pub(in super::super) fn analyze(lexicon: &Lexicon, s: &str) -> Stats {
            let mut st = Stats::new(lexicon);
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
                score_word(lexicon, &s[start..end], !joined_before && !joined_after, st);
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
                if script == Some(LetterScript::Latin) {
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
                        Some(LetterScript::Han) => st.han += 1,
                        Some(LetterScript::Kana) => st.kana += 1,
                        Some(LetterScript::Hangul) => st.hangul += 1,
                        Some(LetterScript::Cyrillic) => st.cyrillic += 1,
                        Some(LetterScript::Other) => st.other += 1,
                        Some(LetterScript::Latin) | None => {}
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

    #[test]
    fn every_function_word_is_in_the_table() {
        let lexicon = embedded_lexicon();
        for language in embedded_languages() {
            for w in &language.function_words {
                assert!(
                    lexicon.table.get(pack(w.as_bytes()).unwrap()).is_some(),
                    "{w}"
                );
            }
        }
        assert!(lexicon.table.get(pack(b"laufwerk").unwrap()).is_none());
        // "die" is German and Dutch: half a point for each.
        let scores = lexicon.table.get(pack(b"die").unwrap()).unwrap();
        assert_eq!(scores.iter().filter(|&&x| x == 0.5).count(), 2);
    }

    /// `analyze` and the reference agree exactly on `s` (scores compared bit for bit).
    fn assert_same_stats(s: &str) {
        let lexicon = embedded_lexicon();
        let new = analyze(lexicon, s);
        let old = reference::analyze(lexicon, s);
        let bits = |st: &Stats| st.lex.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
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
                let latin = reference::letter_script(c) == Some(LetterScript::Latin);
                assert_eq!(is_latin_letter(c as u32), latin, "{c:?}");
            }
        }
    }

    /// Every Latin letter (as `letter_script` says), alone and in words.
    #[test]
    fn lowercase_key_and_is_lowercase_letter_match_std_for_every_latin_letter() {
        let latin: Vec<char> = (0..=0x10FFFF)
            .filter_map(char::from_u32)
            .filter(|&c| letter_script(c) == Some(LetterScript::Latin))
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
        // The walk found the corpus: at least the five reviews embedded below.
        assert!(
            corpus_files >= CORPUS.len(),
            "{corpus_files} corpus files found"
        );
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
            embedded_languages()
                .iter()
                .flat_map(|l| l.function_words.iter().cloned())
                .collect::<Vec<_>>(),
        );
        prop_oneof![
            "[a-zA-Z]{1,12}",
            function_word.clone(),
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
    /// `valgrind --tool=callgrind --toggle-collect='benchfacts::kernels::letters::analyze'` (or
    /// `...::tests::reference::analyze`) on the test binary, running
    /// `--ignored --exact kernels::letters::tests::analyze_alone`.
    #[test]
    #[ignore]
    fn analyze_alone() {
        let table = embedded_lexicon();
        let passes: usize = std::env::var("PASSES")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(1);
        for _ in 0..passes {
            for (_, _, t) in CORPUS {
                for b in blocks(t) {
                    if std::env::var_os("REF").is_some() {
                        std::hint::black_box(reference::analyze(
                            table,
                            std::hint::black_box(&t[b.span]),
                        ));
                    } else {
                        std::hint::black_box(analyze(table, std::hint::black_box(&t[b.span])));
                    }
                }
            }
        }
    }
}
