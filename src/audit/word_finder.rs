//! Many words searched in one pass: the device-class words of every language (`HDD`,
//! `disco duro`, `жёсткий диск`...) are looked for in a figure's sentence and clause, and
//! a search per word cost as much as the rest of the audit. One Aho-Corasick automaton,
//! built when the rules load, finds them all at once. The plain version is
//! [`has_word`], word by word; the test below checks that they agree.

use aho_corasick::AhoCorasick;

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
    /// check and found nowhere here).
    pub(crate) fn new(words: Vec<String>) -> Self {
        let automaton = if words.is_empty() || words.iter().any(String::is_empty) {
            None
        } else {
            AhoCorasick::new(&words).ok()
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
        ];
        for text in texts {
            let present = finder.present(text);
            for (k, word) in words.iter().enumerate() {
                assert_eq!(present[k], has_word(text, word), "{word:?} in {text:?}");
            }
        }
    }
}
