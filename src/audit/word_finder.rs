//! Many words searched in one pass: the device-class words of every language (`HDD`,
//! `disco duro`, `жёсткий диск`...) are looked for in a figure's sentence and clause, and
//! a search per word cost as much as the rest of the audit. One Aho-Corasick automaton,
//! built when the rules load, finds them all at once; so are the words of the ceilings
//! (`sata`, `pcie 4.0 x4`) over a figure's clause, and over the whole document by a
//! [`WordGate`] that tells where none can be. The plain version is [`has_word`] (or a
//! substring search), word by word; the tests below check that they agree.

use aho_corasick::{AhoCorasick, AhoCorasickKind};

/// Whether `word` occurs in `lower` where a word starts: a word of a script that
/// separates words (Latin, Cyrillic) must not follow a letter or digit ("ssd" is not in
/// "bassdrum"); one of Han, kana or Hangul may be inside a compound.
pub(crate) fn has_word(lower: &str, word: &str) -> bool {
    lower
        .match_indices(word)
        .any(|(at, _)| starts_a_word(lower, at, word))
}

fn separates_words(word: &str) -> bool {
    word.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphanumeric() || ('\u{00C0}'..='\u{04FF}').contains(&c))
}

fn starts_a_word(lower: &str, at: usize, word: &str) -> bool {
    !separates_words(word)
        || !lower[..at]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
}

/// A list of words, searched together.
#[derive(Debug, Clone, Default)]
pub(crate) struct WordFinder {
    words: Vec<String>,
    automaton: Option<AhoCorasick>,
}

impl WordFinder {
    /// The finder of `words` (none empty: an empty word is dropped by the caller's rules
    /// check and found nowhere here), fast to search: for words searched in every
    /// figure's sentence.
    pub(crate) fn new(words: Vec<String>) -> Self {
        Self::of_kind(words, Some(AhoCorasickKind::DFA))
    }

    /// The finder of `words`, quick to build and slower to search: for words searched once
    /// per document (the automaton [`WordFinder::new`] picks costs more to build, at every
    /// start, than it saves there).
    pub(crate) fn cheap_to_build(words: Vec<String>) -> Self {
        Self::of_kind(words, Some(AhoCorasickKind::ContiguousNFA))
    }

    fn of_kind(words: Vec<String>, kind: Option<AhoCorasickKind>) -> Self {
        let automaton = if words.is_empty() || words.iter().any(String::is_empty) {
            None
        } else {
            AhoCorasick::builder().kind(kind).build(&words).ok()
        };
        WordFinder { words, automaton }
    }

    /// Which of the words occur in `lower` where [`has_word`] finds them, by index.
    pub(crate) fn present(&self, lower: &str) -> Vec<bool> {
        let mut seen = vec![false; self.words.len()];
        match &self.automaton {
            Some(automaton) => {
                for m in automaton.find_overlapping_iter(lower) {
                    let k = m.pattern().as_usize();
                    if !seen[k] && starts_a_word(lower, m.start(), &self.words[k]) {
                        seen[k] = true;
                    }
                }
            }
            None => {
                for (k, word) in self.words.iter().enumerate() {
                    seen[k] = !word.is_empty() && has_word(lower, word);
                }
            }
        }
        seen
    }
}

/// Words searched only to tell where none of them is: a gate before a closer look.
///
/// One leftmost-first search (an overlapping search of every occurrence cost 19
/// instructions a byte of the document, issue 26) finds matches that do not overlap; each
/// place where a word occurs starts inside one of them (the search, from before that
/// place, reports a match that starts no later; if it ends before, the search goes on
/// from there). So a range that no match overlaps holds no occurrence.
#[derive(Debug, Clone, Default)]
pub(crate) struct WordGate {
    automaton: Option<AhoCorasick>,
}

impl WordGate {
    pub(crate) fn new(words: &[String]) -> Self {
        let automaton = if words.is_empty() || words.iter().any(String::is_empty) {
            None
        } else {
            AhoCorasick::builder()
                .match_kind(aho_corasick::MatchKind::LeftmostFirst)
                .build(words)
                .ok()
        };
        WordGate { automaton }
    }

    /// The spans of the matches in `hay`, in order and none overlapping.
    pub(crate) fn cover(&self, hay: &str) -> Vec<(usize, usize)> {
        match &self.automaton {
            Some(automaton) => automaton
                .find_iter(hay)
                .map(|m| (m.start(), m.end()))
                .collect(),
            None => Vec::new(),
        }
    }
}

/// Whether one of `cover` (sorted, none overlapping) overlaps `range`.
pub(crate) fn covers(cover: &[(usize, usize)], range: std::ops::Range<usize>) -> bool {
    let first = cover.partition_point(|&(_, end)| end <= range.start);
    cover
        .get(first)
        .is_some_and(|&(start, _)| start < range.end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_automaton_finds_what_the_word_by_word_search_finds() {
        let rules = crate::audit::rules::AuditRules::parse(include_str!(
            "../../rules/reference/audit.toml"
        ))
        .unwrap();
        let words: Vec<String> = rules
            .device_classes
            .iter()
            .flat_map(|c| c.words.iter().chain(&c.other_words))
            .chain(
                rules
                    .ceilings
                    .iter()
                    .flat_map(|c| c.words.iter().chain(&c.unless)),
            )
            .cloned()
            .collect();
        assert!(words.len() > 10, "the reference file names device words");
        let finder = WordFinder::new(words.clone());
        let texts = [
            "die festplatte (hdd) liefert 120 iops, die ssd 90.000 iops",
            "donde las unidades mecánicas suelen dar 200 iops, los ssd 90.000 iops",
            "bassdrum glassdoor hdds ssd-cache 7200 rpm",
            "жёсткий диск выдаёт 150 iops",
            "하드디스크는 초당 100회, ssd는 10만 iops",
            "機械硬碟只有 150 iops, 固態硬碟",
            "ハードディスクは100 iops",
            "",
            "a disk array of 24 nl-sas hdds delivers 5,000 iops",
            "de sata-3 interface, pcie 4.0 x4 (pci express 4.0(x4)) over usb3.0; nas raid",
        ];
        for text in texts {
            let present = finder.present(text);
            for (k, word) in words.iter().enumerate() {
                assert_eq!(present[k], has_word(text, word), "{word:?} in {text:?}");
            }
        }
    }

    #[test]
    fn every_ceiling_word_occurrence_starts_inside_the_gate_cover() {
        let rules = crate::audit::rules::AuditRules::parse(include_str!(
            "../../rules/reference/audit.toml"
        ))
        .unwrap();
        let mut words: Vec<String> = rules
            .ceilings
            .iter()
            .flat_map(|c| c.words.iter().chain(&c.unless))
            .cloned()
            .collect();
        // A word that overlaps itself ("aa" twice in "aaaa", not three times) and a word
        // inside another.
        words.extend(["aa", "sat", "x4", "sata ssd", "硬盘"].map(String::from));
        words.sort();
        words.dedup();
        assert!(words.len() > 20, "the reference file names ceiling words");
        let gate = WordGate::new(&words);
        let texts = [
            "de sata-3 interface, pcie 4.0 x4 and pci express 4.0(x4) over usb 3.0",
            "four sata ssds in raid 0 read 2,100 mb/s; aaaa aaa",
            "この ssd の書込は最高約1,443,000mb/sで、pcie 5.0×4",
            "жёсткий диск hdds hdd 固態硬碟陣列",
            "a pcie 4.0 x4 ssd beside a sata ssd; x4 x4, 机械硬盘不足300 IOPS，硬盘 ssdssd",
            "",
        ];
        for text in texts {
            let cover = gate.cover(text);
            for w in &words {
                for at in memchr::memmem::find_iter(text.as_bytes(), w.as_bytes()) {
                    assert!(covers(&cover, at..at + 1), "{w:?} at {at} in {text:?}");
                }
            }
        }
    }

    #[test]
    fn the_gate_cover_ends_where_its_matches_end() {
        let gate = WordGate::new(&["ssd".to_string(), "sata ssd".to_string()]);
        let cover = gate.cover("xx ssd yy, sata ssd");
        assert_eq!(cover, [(3, 6), (11, 19)]);
        assert!(!covers(&cover, 0..3) && covers(&cover, 0..4) && !covers(&cover, 6..11));
        assert!(covers(&cover, 16..17) && gate.cover("nothing here").is_empty());
    }
}
