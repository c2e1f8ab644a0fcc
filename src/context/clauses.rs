//! A sentence cut into clauses, where the words of a test or product apply: at the
//! locale's clause breaks (", ", " und ", "和"), at clause punctuation (';', '(', ')', '，',
//! '、') and at an ASCII comma that stands between no two digits. The context stage picks
//! what applies to a figure in its clause first ([`super::pick`]).

use crate::numbers::annotation_len_at;
use crate::rules::Locale;
use std::ops::Range;

/// Clause boundaries of a sentence: the sentence split at the locale's clause breaks.
pub(crate) fn clauses(text: &str, sentence: Range<usize>, locale: &Locale) -> Vec<Range<usize>> {
    let slice = &text[sentence.clone()];
    let bytes = slice.as_bytes();
    // A clause break ends a clause wherever it occurs, also where two overlap (" und "
    // twice in " und und "): each break is searched on its own, and a search resumes one
    // byte after the start of the last occurrence. A search per break is cheaper than one
    // overlapping automaton, which steps through every byte.
    let mut cuts: Vec<usize> = Vec::new();
    for finder in &locale.clause_break_finders {
        let len = finder.needle().len();
        let mut from = 0;
        while let Some(k) = finder.find(&bytes[from..]) {
            cuts.push(from + k + len);
            from += k + 1;
        }
    }
    // Clause punctuation, found by its bytes: ';' '(' ')' and the UTF-8 of '，' '；' '（'
    // '）' (EF BC ..) and '、' (E3 80 81). A '(' after a Han character that opens a pinyin
    // annotation ("峰(fēng)值") is not a parenthesis: the annotation is skipped whole.
    // Only the bytes that can start one are looked at: two memchr searches keep the next
    // ASCII and the next wide candidate, and the nearer one is examined.
    // A ',' cuts too unless it stands between two digits: Chinese and Japanese text often
    // has ASCII commas without a space ("顺序读取速度为3500MB/s,写入为3000MB/s,4K随机读取"),
    // and between digits it is a number's own ("1,029,910", "3,5").
    let next_ascii = |from: usize| {
        let punctuation =
            memchr::memchr3(b';', b'(', b')', &bytes[from..]).map_or(bytes.len(), |k| from + k);
        let comma =
            memchr::memchr(b',', &bytes[from..punctuation]).map_or(punctuation, |k| from + k);
        comma.min(punctuation)
    };
    let next_wide =
        |from: usize| memchr::memchr2(0xEF, 0xE3, &bytes[from..]).map_or(bytes.len(), |k| from + k);
    let (mut ascii_at, mut wide_at) = (next_ascii(0), next_wide(0));
    // Where the last skipped annotation ended: a '(' right there may open another one
    // ("字(zì)(zi)").
    let mut annotation_end = None;
    loop {
        let i = ascii_at.min(wide_at);
        if i >= bytes.len() {
            break;
        }
        let len = match bytes[i] {
            b';' | b')' => 1,
            // With a space after it, so that the cut is where ", " cuts.
            b',' if !comma_in_number(bytes, i) => 1 + usize::from(bytes.get(i + 1) == Some(&b' ')),
            b'(' => match annotation_len_at(slice, i, annotation_end == Some(i)) {
                0 => 1,
                // An annotation is no cut: its bytes are stepped over.
                skip => {
                    annotation_end = Some(i + skip);
                    0
                }
            },
            0xEF if matches!(
                bytes.get(i + 1..i + 3),
                Some([0xBC, 0x8C | 0x9B | 0x88 | 0x89])
            ) =>
            {
                3
            }
            0xE3 if bytes.get(i + 1..i + 3) == Some(&[0x80, 0x81]) => 3,
            _ => 0,
        };
        if len > 0 {
            cuts.push(i + len);
        }
        let next = match annotation_end {
            Some(end) if end > i => end.min(bytes.len()),
            _ => i + len.max(1),
        };
        if ascii_at < next {
            ascii_at = next_ascii(next);
        }
        if wide_at < next {
            wide_at = next_wide(next);
        }
    }
    cuts.sort_unstable();
    cuts.dedup();
    let mut out = Vec::new();
    let mut start = 0;
    for cut in cuts {
        if cut > start && cut <= slice.len() {
            out.push(sentence.start + start..sentence.start + cut);
            start = cut;
        }
    }
    if start < slice.len() || out.is_empty() {
        out.push(sentence.start + start..sentence.end);
    }
    out
}

/// Whether the ',' at `bytes[i]` stands between two digits ("1,029,910", "3,5"): a
/// number's own, no clause break.
pub(crate) fn comma_in_number(bytes: &[u8], i: usize) -> bool {
    i > 0 && bytes[i - 1].is_ascii_digit() && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)
}
