//! Where any of a list of literal words occurs in a text, by one pass of one automaton
//! built when the rules load, against the plain code: one `match_indices` search per word
//! (which built a searcher per word per block, and read the block once per word).
//!
//! The result is the plain code's, in its order: word by word in the list's order, and for
//! each word its non-overlapping occurrences from left to right (after an occurrence, the
//! word is looked for again from its end, as `str::match_indices` does).

use aho_corasick::AhoCorasick;

/// A list of words and the automaton that finds them all at once.
#[derive(Debug, Clone)]
pub(crate) struct WordOccurrences {
    words: Vec<String>,
    /// None when the list is empty (an automaton of no pattern matches nothing anyway).
    automaton: Option<AhoCorasick>,
    /// One substring searcher per word, to tell that a text holds none of them (the
    /// plain gate, where the packed searcher below cannot be built).
    finders: Vec<memchr::memmem::Finder<'static>>,
    /// The same gate in one vectorised pass for all the words (Teddy, on the CPUs that
    /// have it): one search instead of one per word.
    gate: Option<aho_corasick::packed::Searcher>,
}

impl WordOccurrences {
    pub(crate) fn new(words: &[String]) -> Self {
        let words: Vec<String> = words.iter().filter(|w| !w.is_empty()).cloned().collect();
        let automaton = (!words.is_empty())
            .then(|| AhoCorasick::new(&words).expect("an automaton of literal words"));
        let finders = words
            .iter()
            .map(|w| memchr::memmem::Finder::new(w.as_bytes()).into_owned())
            .collect();
        let gate = if words.is_empty() {
            None
        } else {
            aho_corasick::packed::Config::new()
                .match_kind(aho_corasick::packed::MatchKind::LeftmostFirst)
                .builder()
                .extend(words.iter())
                .build()
        };
        WordOccurrences {
            words,
            automaton,
            finders,
            gate,
        }
    }

    /// Whether `text` holds any of the words.
    fn holds_any(&self, text: &str) -> bool {
        match &self.gate {
            Some(gate) => gate.find(text.as_bytes()).is_some(),
            None => self.holds_any_plain(text),
        }
    }

    /// [`WordOccurrences::holds_any`], one substring search per word.
    fn holds_any_plain(&self, text: &str) -> bool {
        self.finders
            .iter()
            .any(|f| f.find(text.as_bytes()).is_some())
    }

    pub(crate) fn words(&self) -> &[String] {
        &self.words
    }

    /// (index of the word, byte offset) of every occurrence in `text`, in the plain order.
    pub(crate) fn find(&self, text: &str) -> Vec<(usize, usize)> {
        let Some(automaton) = &self.automaton else {
            return Vec::new();
        };
        // Most texts hold none of the words: a vectorised substring search per word says
        // so at a fraction of a step per byte, where the automaton steps through every
        // byte (its prefilter gains little on words that start with a CJK lead byte).
        if !self.holds_any(text) {
            return Vec::new();
        }
        let mut found: Vec<(usize, usize)> = automaton
            .find_overlapping_iter(text)
            .map(|m| (m.pattern().as_usize(), m.start()))
            .collect();
        found.sort_unstable();
        // Per word, drop an occurrence that overlaps the one kept before it.
        let mut kept: Vec<(usize, usize)> = Vec::with_capacity(found.len());
        for (w, at) in found {
            let overlaps = kept
                .last()
                .is_some_and(|&(kw, ka)| kw == w && at < ka + self.words[w].len());
            if !overlaps {
                kept.push((w, at));
            }
        }
        kept
    }
}

/// The plain version: one search per word.
#[cfg(test)]
fn plain(words: &[String], text: &str) -> Vec<(usize, usize)> {
    let words: Vec<&String> = words.iter().filter(|w| !w.is_empty()).collect();
    let mut out = Vec::new();
    for (k, w) in words.iter().enumerate() {
        for (at, _) in text.match_indices(w.as_str()) {
            out.push((k, at));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn words(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn agrees_on_examples() {
        let list = words(&[
            "Series",
            "series",
            "Serie",
            "serie",
            "série",
            "シリーズ",
            "系列",
            "aa",
            "",
        ]);
        for text in [
            "",
            "Die 950-Pro-Serie und die Series X",
            "aaaa aaa serieseries",
            "「M6e Black Edition」シリーズ、系列系列",
            "la série 990 PRO Series",
        ] {
            let kernel = WordOccurrences::new(&list);
            assert_eq!(kernel.find(text), plain(&list, text), "{text:?}");
            assert_eq!(
                kernel.holds_any(text),
                kernel.holds_any_plain(text),
                "{text:?}"
            );
        }
    }

    proptest! {
        #[test]
        fn agrees_with_one_search_per_word(
            text in "[aAbé系列 -]{0,40}",
            list in proptest::collection::vec("[aAbé系列]{0,3}", 0..6),
        ) {
            let kernel = WordOccurrences::new(&list);
            prop_assert_eq!(kernel.find(&text), plain(&list, &text));
            prop_assert_eq!(kernel.holds_any(&text), kernel.holds_any_plain(&text));
        }
    }
}
