//! How a product's name is read where a brand stands ("NetApp AFF A250", "WD Black NVMe
//! SSD 500 GB") or a bare model ("A250"): the words that go on the name, the model key that
//! gives every spelling of a product one name per document, the capacity named with it,
//! and whether the name is that of a part or of test-bed hardware ("Phison PS5016-E16
//! 控制器"). Kept apart from [`super::subject`], which decides from these names whose
//! figure a fact is; hands on a [`NameAt`] per name read.

use crate::rules::SubjectRules;

/// A product named at a place, read from the text.
#[derive(Debug)]
pub(super) struct NameAt {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) key: String,
    pub(super) variant: Option<String>,
    /// Where the variant is written, when the name ends with it (a capacity figure of the
    /// product: "240 Go" of "Kingston A400 240 Go").
    pub(super) variant_span: Option<(usize, usize)>,
    pub(super) has_model: bool,
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

fn is_capacity(token: &str) -> bool {
    let upper = token.to_ascii_uppercase();
    let digits = upper.trim_end_matches(|c: char| c.is_ascii_alphabetic());
    let unit = &upper[digits.len()..];
    !digits.is_empty()
        && digits.chars().all(|c| c.is_ascii_digit() || c == '.')
        && matches!(unit, "GB" | "TB" | "G" | "T" | "MB" | "PB")
}

/// The name that follows a brand ending at `from`: its words up to the first that is no
/// line word, model or suffix.
///
/// `capacities` are the capacity figures of the document (start, end; sorted): one that
/// starts where a word of the name would is the capacity the name is of, its variant, and
/// ends the name, however its locale writes the unit ("Kingston A400 240 Go" is a 240 GB
/// A400, not a model "A400 240"; "KC3000 2 To", "SN770 1T", "A400 120 ГБ").
pub(super) fn read_name(
    text: &str,
    brand: (usize, usize),
    rules: &SubjectRules,
    capacities: &[(usize, usize)],
) -> NameAt {
    let mut at = brand.1;
    let mut end = brand.1;
    let mut key = String::new();
    let mut variant = None;
    let mut variant_span = None;
    let mut line_word: Option<String> = None;
    for _ in 0..5 {
        let rest = &text[at..];
        let gap = rest.len() - rest.trim_start_matches([' ', '\u{a0}']).len();
        if gap > 1 {
            break;
        }
        let start = at + gap;
        let len = text[start..]
            .find(|c: char| !is_name_char(c))
            .unwrap_or(text.len() - start);
        let token = text[start..start + len].trim_end_matches('.');
        if token.is_empty() {
            break;
        }
        if let Some(capacity_end) = capacity_at(capacities, start) {
            variant = Some(text[start..capacity_end].to_string());
            variant_span = Some((start, capacity_end));
            break;
        }
        let lower = token.to_lowercase();
        let has_digit = token.bytes().any(|b| b.is_ascii_digit());
        let all_digits = token.bytes().all(|b| b.is_ascii_digit());
        // "500 GB": a capacity written apart from its unit.
        let unit_after = all_digits
            .then(|| text[start + token.len()..].strip_prefix(' '))
            .flatten()
            .and_then(|rest| rest.split(|c: char| !c.is_ascii_alphabetic()).next())
            .filter(|unit| unit.len() == 2 && is_capacity(&format!("1{unit}")));
        if let Some(unit) = unit_after {
            variant = Some(format!("{token} {unit}"));
            variant_span = Some((start, start + token.len() + 1 + unit.len()));
            break;
        } else if is_capacity(token) {
            variant = Some(token.to_string());
            variant_span = Some((start, start + token.len()));
            break;
        } else if has_digit && (!all_digits || token.len() >= 3) && !token.contains('.') {
            if all_digits {
                if let Some(line) = line_word.take() {
                    key.push_str(&line);
                }
            }
            key.push_str(&token.to_ascii_uppercase());
        } else if !key.is_empty() && rules.suffixes.contains(&lower) {
            key.push_str(&token.to_ascii_uppercase());
        } else if key.is_empty() && rules.kind_words.contains(&lower) {
        } else if key.is_empty() && rules.line_words.contains(&lower) {
            line_word = Some(token.to_ascii_uppercase());
        } else {
            break;
        }
        at = start + token.len();
        end = at;
    }
    let has_model = !key.is_empty();
    if !has_model && brand.1 > brand.0 {
        let brand_key = format!("brand:{}", text[brand.0..brand.1].to_lowercase());
        // A product line named without a model ("WD Black NVMe SSD 500 GB", "Seagate
        // FireCuda"): a product of its own, keyed by brand and line.
        key = match line_word {
            Some(line) => format!("{brand_key}{LINE_KEY}{line}"),
            None => {
                end = brand.1;
                brand_key
            }
        };
    }
    NameAt {
        start: brand.0,
        end,
        key,
        variant,
        variant_span,
        has_model,
    }
}

/// The end of the capacity figure of `capacities` (sorted by start) that starts at `at`.
pub(super) fn capacity_at(capacities: &[(usize, usize)], at: usize) -> Option<usize> {
    let k = capacities.partition_point(|c| c.0 < at);
    capacities.get(k).filter(|c| c.0 == at).map(|c| c.1)
}

/// What joins brand and line in the key of a line named without a model
/// ("brand:wd/BLACK").
pub(super) const LINE_KEY: char = '/';

/// Bytes of a part's specification between its name and the word that makes it a part
/// ("PS5016-E16 控制器", "BiCS3 96-Layer 3D TLC 快閃記憶體").
const PART_SPEC_GAP: usize = 24;

/// Whether the name ending at `end` names a part or the test bed's hardware: a host or
/// component word of the rules follows it, after nothing but specification words (with a
/// digit, or four capitals at most: "-E16", "96-Layer", "3D TLC", "2U").
pub(super) fn names_a_part(text: &str, end: usize, limit: usize, rules: &SubjectRules) -> bool {
    let bytes = text.as_bytes();
    let mut at = end;
    while at < limit && at - end <= PART_SPEC_GAP {
        let spaces = bytes[at..limit]
            .iter()
            .take_while(|b| matches!(b, b' ' | b'-' | b'/'))
            .count();
        let word = bytes[at + spaces..limit]
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'-')
            .count();
        let token = &bytes[at + spaces..at + spaces + word];
        let spec = token.iter().any(u8::is_ascii_digit)
            || (token.len() <= 4 && token.iter().all(u8::is_ascii_uppercase));
        if word == 0 || !spec {
            at += spaces.min(1);
            break;
        }
        at += spaces + word;
    }
    let mut window_end = limit.min(at + 32);
    while !text.is_char_boundary(window_end) {
        window_end -= 1;
    }
    at <= window_end
        && rules
            .hosts
            .find_iter(text, at..window_end)
            .next()
            .is_some_and(|(_, s, _)| s <= at + 1)
}

/// The letters and digit count of a model token, for telling siblings ("A200" of "A250").
pub(super) fn model_shape(model: &str) -> (String, usize) {
    let letters: String = model
        .chars()
        .take_while(char::is_ascii_alphabetic)
        .collect();
    let digits = model[letters.len()..]
        .chars()
        .take_while(char::is_ascii_digit)
        .count();
    (letters.to_ascii_uppercase(), digits)
}

/// A product named by its series ("der 950-Pro-Serie", "「M6e Black Edition」シリーズ"),
/// without its brand.
pub(super) struct SeriesName {
    pub(super) start: usize,
    pub(super) end: usize,
    /// As for [`NameAt::key`]: the model and suffixes, upper-cased ("950PRO"); for a
    /// quoted name without a model, the name upper-cased without spaces.
    pub(super) key: String,
    /// The name as written, without its quotes and the series word ("950-Pro").
    pub(super) spelled: String,
}

/// Quotes of every script, opening and closing.
const QUOTES: [(char, char); 9] = [
    ('「', '」'),
    ('『', '』'),
    ('“', '”'),
    ('"', '"'),
    ('«', '»'),
    ('„', '“'),
    ('‚', '‘'),
    ('‘', '’'),
    ('‹', '›'),
];

/// Bytes a quoted series name may span.
const QUOTED_NAME_MAX: usize = 60;

/// Words of a model read back from a series word.
const SERIES_MODEL_WORDS: usize = 4;

/// The key of a name's words, as [`read_name`] builds it: the words with a digit, the
/// suffixes after them, a line word right before a number ("MX 500").
fn key_of(words: &[&str], rules: &SubjectRules) -> String {
    let mut key = String::new();
    let mut line_word: Option<String> = None;
    for word in words {
        let lower = word.to_lowercase();
        let all_digits = word.bytes().all(|b| b.is_ascii_digit());
        if word.bytes().any(|b| b.is_ascii_digit()) && !is_capacity(word) {
            if all_digits {
                if let Some(line) = line_word.take() {
                    key.push_str(&line);
                }
            }
            key.push_str(&word.to_ascii_uppercase());
        } else if !key.is_empty() && rules.suffixes.contains(&lower) {
            key.push_str(&word.to_ascii_uppercase());
        } else if key.is_empty() && rules.line_words.contains(&lower) {
            line_word = Some(word.to_ascii_uppercase());
        } else if !key.is_empty() {
            break;
        }
    }
    key
}

/// The products `text[span]` names by a series word, outside the names at `taken`
/// (brand-led names already read: "Intel 750 Series"). Before the word (after a hyphen
/// or a space, or none in a script without spaces) stands a quoted name, taken whole, or
/// up to four words of letters and digits ending the model ("950-Pro"), one with a digit.
pub(super) fn series_names(
    text: &str,
    span: std::ops::Range<usize>,
    rules: &SubjectRules,
    taken: &[(usize, usize)],
) -> Vec<SeriesName> {
    let block = &text[span.clone()];
    let mut out: Vec<SeriesName> = Vec::new();
    // Word by word, each word's occurrences from left to right, as one search per word
    // would find them (the first word to name a place keeps it).
    let words = rules.series_words.words();
    for (k, at) in rules.series_words.find(block) {
        let word = &words[k];
        let latin = word.starts_with(|c: char| c.is_ascii_alphabetic());
        let (at, after) = (span.start + at, span.start + at + word.len());
        if latin && text[after..].starts_with(|c: char| c.is_alphabetic()) {
            continue;
        }
        let before = &text[span.start..at];
        let before = match before.strip_suffix(['-', ' ']) {
            Some(rest) => rest,
            None if latin => continue,
            None => before,
        };
        let found = quoted_before(before).or_else(|| model_before(before, rules));
        let Some((start, spelled)) = found else {
            continue;
        };
        let start = span.start + start;
        if taken.iter().any(|&(s, e)| s < after && start < e)
            || out.iter().any(|n| n.start == start)
        {
            continue;
        }
        let words: Vec<&str> = spelled
            .split([' ', '-', '\u{a0}'])
            .filter(|w| !w.is_empty())
            .collect();
        let mut key = key_of(&words, rules);
        if key.is_empty() {
            key = words.concat().to_uppercase();
        }
        out.push(SeriesName {
            start,
            end: after,
            key,
            spelled: spelled.to_string(),
        });
    }
    out.sort_by_key(|n| n.start);
    out
}

/// A quoted name ending `before` (its closing quote last): where its opening quote
/// stands and the name, which must hold a Latin letter or digit and no sentence's end.
fn quoted_before(before: &str) -> Option<(usize, &str)> {
    let close = before.chars().next_back()?;
    let (open, _) = QUOTES.iter().find(|(_, c)| *c == close)?;
    let inner_end = before.len() - close.len_utf8();
    let from = inner_end.saturating_sub(QUOTED_NAME_MAX);
    let from = (from..=inner_end).find(|&k| before.is_char_boundary(k))?;
    let open_at = from + before[from..inner_end].rfind(*open)?;
    let inner = before[open_at + open.len_utf8()..inner_end].trim();
    let plain = !inner.is_empty()
        && inner.bytes().any(|b| b.is_ascii_alphanumeric())
        && !inner.contains(['。', '.', '!', '?', '！', '？', '\n']);
    plain.then_some((open_at, inner))
}

/// The words of a model ending `before` ("950-Pro" of "der 950-Pro"): words of ASCII
/// letters and digits joined by a hyphen or a space, each with a digit, a suffix or a
/// line word, one at least with a digit that is no capacity.
fn model_before<'t>(before: &'t str, rules: &SubjectRules) -> Option<(usize, &'t str)> {
    let bytes = before.as_bytes();
    let mut start = bytes.len();
    let mut with_digit = false;
    for _ in 0..SERIES_MODEL_WORDS {
        let end = match start {
            s if s == bytes.len() => s,
            s if s > 0 && matches!(bytes[s - 1], b'-' | b' ') => s - 1,
            _ => break,
        };
        let word_start = end
            - bytes[..end]
                .iter()
                .rev()
                .take_while(|b| b.is_ascii_alphanumeric())
                .count();
        let word = &before[word_start..end];
        let lower = word.to_ascii_lowercase();
        let digit = word.bytes().any(|b| b.is_ascii_digit())
            && !is_capacity(word)
            && (word.len() >= 3 || !word.bytes().all(|b| b.is_ascii_digit()));
        let fits = digit || rules.suffixes.contains(&lower) || rules.line_words.contains(&lower);
        if word.is_empty() || !fits {
            break;
        }
        with_digit |= digit;
        start = word_start;
    }
    (with_digit && start < bytes.len()).then(|| (start, &before[start..]))
}

/// Letters a maker's word must have at the head of a sentence, where every language
/// capitalises its first word ("Die NX900", "Le NX900" name no maker; "Korvath NX900"
/// does).
const SENTENCE_HEAD_MAKER_LETTERS: usize = 5;

/// Letters at most of a maker written in a script without spaces ("科沃瑞NX900").
const UNSPACED_MAKER_CHARS: usize = 4;

/// Whether `c` is a letter of a script without capitals (Han, Kana, Hangul).
fn uncased_letter(c: char) -> bool {
    c.is_alphabetic() && !c.is_uppercase() && !c.is_lowercase()
}

/// Where the maker before a model standing at `model` stands (start, end), whatever its maker (no
/// list gates it, issue 24): the word right before it, after one space or none, that is
/// a capitalised word of any cased script ("Korvath NX900", "Корват NX900"), at the head of
/// a sentence one of five letters or more; or, in a script without capitals, a word after
/// a space ("코르바스 NX900") or up to four letters that start the text or follow a
/// non-letter ("【评测】科沃瑞NX900"). The line and kind words of a name ("SSD", "Black")
/// are no maker.
pub(super) fn maker_before(
    text: &str,
    model: usize,
    from: usize,
    rules: &SubjectRules,
) -> Option<(usize, usize)> {
    let before = &text[from..model];
    let (before, spaced) = match before.strip_suffix(' ') {
        Some(rest) => (rest, true),
        None => (before, false),
    };
    let word_len: usize = before
        .chars()
        .rev()
        .take_while(|c| c.is_alphabetic())
        .map(char::len_utf8)
        .sum();
    let word = &before[before.len() - word_len..];
    let first = word.chars().next()?;
    let start = from + before.len() - word_len;
    let maker = (start, start + word_len);
    let lower = word.to_lowercase();
    if rules.line_words.contains(&lower) || rules.kind_words.contains(&lower) {
        return None;
    }
    let head = before[..before.len() - word_len].trim_end();
    let at_head = head.is_empty() || head.ends_with(['.', '!', '?', ':', '。', '！', '？', '：']);
    if first.is_uppercase() {
        let letters = word.chars().count();
        let cased = word.chars().skip(1).all(|c| !uncased_letter(c));
        let ok = spaced && letters >= 2 && cased;
        return (ok && (!at_head || letters >= SENTENCE_HEAD_MAKER_LETTERS)).then_some(maker);
    }
    // A word of Kana or Hangul is a name whole (Korean spaces its words, Japanese writes
    // a foreign name in Katakana); Han letters run on into the words before a name.
    let whole = word
        .chars()
        .all(|c| matches!(c, '\u{30a0}'..='\u{30ff}' | '\u{ac00}'..='\u{d7af}'));
    let han = word.chars().all(uncased_letter);
    (whole && (spaced || !word.starts_with(|c| matches!(c, '\u{ac00}'..='\u{d7af}')))
        || (han && word.chars().count() <= UNSPACED_MAKER_CHARS))
        .then_some(maker)
}
