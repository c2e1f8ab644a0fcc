//! Many words searched in one pass: the device-class words of every language (`HDD`,
//! `disco duro`, `жёсткий диск`...) are looked for in a figure's sentence and clause, and
//! a search per word cost as much as the rest of the audit. One Aho-Corasick automaton,
//! built when the rules load, finds them all at once; so are the words of the ceilings
//! (`sata`, `pcie 4.0 x4`) over a whole document and over a figure's clause. The plain
//! version is [`has_word`] (or a substring search), word by word; the tests below check
//! that they agree.

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
        Self::of_kind(words, None)
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

    /// Where each word occurs in `hay`, as `(word index, byte offset)`, in no particular
    /// order: for each word, its leftmost occurrences that do not overlap one another (what
    /// a substring search per word, `memmem::find_iter`, finds), wherever they stand
    /// (the caller decides what a word start is). An empty word occurs nowhere.
    pub(crate) fn occurrences(&self, hay: &str) -> Vec<(usize, usize)> {
        let mut found = Vec::new();
        match &self.automaton {
            Some(automaton) => {
                // Overlapping matches come by where they end, so one word's come in order.
                let mut free_from = vec![0; self.words.len()];
                for m in automaton.find_overlapping_iter(hay) {
                    let k = m.pattern().as_usize();
                    if m.start() >= free_from[k] {
                        free_from[k] = m.end();
                        found.push((k, m.start()));
                    }
                }
            }
            None => {
                for (k, word) in self.words.iter().enumerate() {
                    if word.is_empty() {
                        continue;
                    }
                    found.extend(
                        memchr::memmem::find_iter(hay.as_bytes(), word.as_bytes())
                            .map(|at| (k, at)),
                    );
                }
            }
        }
        found
    }

    /// The words, in the order of their indices.
    pub(crate) fn words(&self) -> &[String] {
        &self.words
    }
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
    fn occurrences_are_what_a_search_per_word_finds() {
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
        words.extend(["aa".to_string(), "sat".to_string()]);
        words.sort();
        words.dedup();
        assert!(words.len() > 20, "the reference file names ceiling words");
        let finder = WordFinder::new(words.clone());
        let texts = [
            "de sata-3 interface, pcie 4.0 x4 and pci express 4.0(x4) over usb 3.0",
            "four sata ssds in raid 0 read 2,100 mb/s; aaaa aaa",
            "この ssd の書込は最高約1,443,000mb/sで、pcie 5.0×4",
            "жёсткий диск hdds hdd 固態硬碟陣列",
            "",
        ];
        for text in texts {
            let mut found = finder.occurrences(text);
            found.sort_unstable();
            let mut searched: Vec<(usize, usize)> = words
                .iter()
                .enumerate()
                .flat_map(|(k, w)| {
                    memchr::memmem::find_iter(text.as_bytes(), w.as_bytes()).map(move |at| (k, at))
                })
                .collect();
            searched.sort_unstable();
            assert_eq!(found, searched, "{text:?}");
        }
        assert_eq!(
            WordFinder::new(vec!["aa".into()]).occurrences("aaaa"),
            [(0, 0), (0, 2)]
        );
    }
}
