//! The words with which a text states a relation between two of its figures, one list
//! per language (`[relations]` of `rules/<locale>/audit.toml`, the signs that belong to no
//! language in `rules/reference/audit.toml`): the connector between the two ends of a
//! range ("12 à 15 ms", "1GB/s到7GB/s"), the words before a figure that make "X to Y" a
//! change rather than a range ("from"), the words that name a figure the minimum, the
//! average or the maximum of a measurement, and the words that restate a quantity in
//! other units ("i.e.", "oftewel", "soit"). Loaded once with the audit's rules and handed
//! to [`super::stated_relations`], which finds the relations and checks them; every
//! language's words apply to every document. Each list has examples and counterexamples
//! next to it in its file, which a test of the detector runs.

use aho_corasick::{AhoCorasick, AhoCorasickKind};
use serde::Deserialize;

/// The `[relations]` table of one rules file.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RelationWordsFile {
    #[serde(default)]
    range_connectors: Vec<String>,
    #[serde(default)]
    change_words: Vec<String>,
    #[serde(default)]
    minimum_words: Vec<String>,
    #[serde(default)]
    average_words: Vec<String>,
    #[serde(default)]
    maximum_words: Vec<String>,
    #[serde(default)]
    restatement_words: Vec<String>,
    #[serde(default)]
    lower_words: Vec<String>,
    #[serde(default)]
    higher_words: Vec<String>,
    /// Sentences whose figures contradict a relation they state (each must get an
    /// `inconsistent` finding).
    #[serde(default)]
    examples: Vec<String>,
    /// Sentences whose stated relations hold, or whose words state none (no finding).
    #[serde(default)]
    counterexamples: Vec<String>,
}

/// Which statistic of a measurement a word names; ordered as the values must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Statistic {
    Minimum,
    Average,
    Maximum,
}

impl Statistic {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Statistic::Minimum => "minimum",
            Statistic::Average => "average",
            Statistic::Maximum => "maximum",
        }
    }
}

/// How a figure compares with the one before it, as the words between them say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Comparison {
    Lower,
    Higher,
}

/// An example or counterexample sentence and the language whose file holds it (read by
/// the examples' test only).
#[derive(Debug, Clone)]
#[cfg_attr(not(test), allow(dead_code))]
pub(crate) struct RelationExample {
    pub(crate) lang: String,
    pub(crate) text: String,
}

/// Every language's relation words, lowercased, with the statistic words searched in one
/// pass.
#[derive(Debug, Clone, Default)]
pub(crate) struct RelationWords {
    range_connectors: Vec<String>,
    change_words: Vec<String>,
    restatement_words: Vec<String>,
    /// Between two figures: the second is lower than the first ("drops to"), or higher.
    comparison_words: Vec<(String, Comparison)>,
    statistic_words: Vec<(String, Statistic)>,
    statistics: Option<AhoCorasick>,
    /// The restatement words (first) and the comparison words, searched together.
    gap_words: Option<AhoCorasick>,
    /// The longest range connector (bytes): a longer gap is none.
    longest_connector: usize,
    pub(crate) examples: Vec<RelationExample>,
    pub(crate) counterexamples: Vec<RelationExample>,
}

impl RelationWords {
    /// The words of `files` (each with the locale it comes from, `reference` for the
    /// signs of no language); an empty word is an error naming its file.
    pub(crate) fn new(files: Vec<(String, RelationWordsFile)>) -> Result<Self, String> {
        let mut words = RelationWords::default();
        for (locale, file) in files {
            let lists = [
                &file.range_connectors,
                &file.change_words,
                &file.minimum_words,
                &file.average_words,
                &file.maximum_words,
                &file.restatement_words,
                &file.lower_words,
                &file.higher_words,
            ];
            if lists.iter().any(|l| l.iter().any(|w| w.trim().is_empty())) {
                return Err(format!(
                    "rules/{locale}/audit.toml: [relations] has an empty word"
                ));
            }
            let lower = |l: &[String]| {
                l.iter()
                    .map(|w| w.trim().to_lowercase())
                    .collect::<Vec<_>>()
            };
            words.range_connectors.extend(lower(&file.range_connectors));
            words.change_words.extend(lower(&file.change_words));
            words
                .restatement_words
                .extend(lower(&file.restatement_words));
            for (list, way) in [
                (&file.lower_words, Comparison::Lower),
                (&file.higher_words, Comparison::Higher),
            ] {
                words
                    .comparison_words
                    .extend(lower(list).into_iter().map(|w| (w, way)));
            }
            for (list, role) in [
                (&file.minimum_words, Statistic::Minimum),
                (&file.average_words, Statistic::Average),
                (&file.maximum_words, Statistic::Maximum),
            ] {
                words
                    .statistic_words
                    .extend(lower(list).into_iter().map(|w| (w, role)));
            }
            let example = |text: String| RelationExample {
                lang: locale.clone(),
                text,
            };
            words
                .examples
                .extend(file.examples.into_iter().map(example));
            words
                .counterexamples
                .extend(file.counterexamples.into_iter().map(example));
        }
        words.longest_connector = words
            .range_connectors
            .iter()
            .map(String::len)
            .max()
            .unwrap_or(0);
        let statistics: Vec<&str> = words
            .statistic_words
            .iter()
            .map(|(w, _)| w.as_str())
            .collect();
        words.statistics = automaton(&statistics)?;
        let gap_words: Vec<&str> = words
            .restatement_words
            .iter()
            .chain(words.comparison_words.iter().map(|(w, _)| w))
            .map(String::as_str)
            .collect();
        words.gap_words = automaton(&gap_words)?;
        Ok(words)
    }

    /// Whether `gap`, the text between two figures, is only a range's connector.
    pub(crate) fn is_range_connector(&self, gap: &str) -> bool {
        let gap = gap.trim();
        if gap.is_empty() || gap.len() > self.longest_connector {
            return false;
        }
        let gap = gap.to_lowercase();
        self.range_connectors.contains(&gap)
    }

    /// Whether `before`, the text that leads to a figure, ends in a word that makes the
    /// figure the start of a change ("from 12 to 0.1 ms" may say latency fell).
    pub(crate) fn ends_in_change_word(&self, before: &str) -> bool {
        let before = before.trim_end().to_lowercase();
        self.change_words.iter().any(|w| {
            before.strip_suffix(w.as_str()).is_some_and(|head| {
                !separates_words(w) || !head.chars().next_back().is_some_and(char::is_alphanumeric)
            })
        })
    }

    /// The words of `lower` (a lowercased gap between two figures) that restate or
    /// compare, where a word starts: their indices, restatement words first.
    fn gap_words_in<'a>(&'a self, lower: &'a str) -> impl Iterator<Item = usize> + 'a {
        let words = self.restatement_words.len();
        self.gap_words.iter().flat_map(move |a| {
            a.find_overlapping_iter(lower).filter_map(move |m| {
                let k = m.pattern().as_usize();
                let word = if k < words {
                    &self.restatement_words[k]
                } else {
                    &self.comparison_words[k - words].0
                };
                starts_a_word(lower, m.start(), word).then_some(k)
            })
        })
    }

    /// Whether `lower` (a lowercased gap) holds a word that restates the figure before it
    /// in other units.
    pub(crate) fn restates(&self, lower: &str) -> bool {
        let words = self.restatement_words.len();
        self.gap_words_in(lower).any(|k| k < words)
    }

    /// What `gap`, the text between two figures, says of the second against the first,
    /// with the word that says it.
    /// (`lower`: the gap lowercased.)
    pub(crate) fn comparison(&self, lower: &str) -> Option<(Comparison, &str)> {
        let words = self.restatement_words.len();
        let k = self.gap_words_in(lower).find(|&k| k >= words)?;
        let (w, c) = &self.comparison_words[k - words];
        Some((*c, w.as_str()))
    }

    /// The statistic named last in `lower` (lowercased text that leads to a figure), where a
    /// word starts.
    pub(crate) fn last_statistic(&self, lower: &str) -> Option<Statistic> {
        let automaton = self.statistics.as_ref()?;
        automaton
            .find_overlapping_iter(lower)
            .filter(|m| {
                starts_a_word(
                    lower,
                    m.start(),
                    &self.statistic_words[m.pattern().as_usize()].0,
                )
            })
            .max_by_key(|m| (m.start(), m.end()))
            .map(|m| self.statistic_words[m.pattern().as_usize()].1)
    }
}

/// Whether a word is of a script that separates words (then it must stand where a word
/// starts and ends); a Han, kana or Hangul word may stand inside a compound.
fn separates_words(word: &str) -> bool {
    word.chars()
        .next()
        .is_some_and(|c| c.is_alphanumeric() && (c as u32) < 0x2E80)
}

/// Whether `word`, found at `at` of `lower`, stands where a word starts.
fn starts_a_word(lower: &str, at: usize, word: &str) -> bool {
    !separates_words(word)
        || !lower[..at]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
}

/// One automaton for `words` (a DFA: the texts searched are short, but one is searched
/// for every figure, and an NFA's overlapping search cost several steps a byte); none for
/// no words.
fn automaton(words: &[&str]) -> Result<Option<AhoCorasick>, String> {
    if words.is_empty() {
        return Ok(None);
    }
    AhoCorasick::builder()
        .kind(Some(AhoCorasickKind::DFA))
        .build(words)
        .map(Some)
        .map_err(|e| format!("rules/*/audit.toml: [relations] words: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words() -> RelationWords {
        let file: RelationWordsFile = toml::from_str(
            r#"
range_connectors = ["à", "-", "到"]
change_words = ["de", "from", "从"]
minimum_words = ["minimum", "min"]
average_words = ["moyenne"]
maximum_words = ["maximum", "最高"]
restatement_words = ["soit", "i.e."]
"#,
        )
        .unwrap();
        RelationWords::new(vec![("fr".into(), file)]).unwrap()
    }

    #[test]
    fn connectors_are_the_whole_gap() {
        let w = words();
        assert!(w.is_range_connector(" à "));
        assert!(w.is_range_connector("-"));
        assert!(w.is_range_connector("到"));
        assert!(!w.is_range_connector(" à la "));
        assert!(!w.is_range_connector(" "));
    }

    #[test]
    fn change_words_stand_where_a_word_starts() {
        let w = words();
        assert!(w.ends_in_change_word("la latence passe de "));
        assert!(w.ends_in_change_word("fell from "));
        assert!(w.ends_in_change_word("速度从"));
        // "de" ends "mode", which is no change word.
        assert!(!w.ends_in_change_word("en mode "));
    }

    #[test]
    fn the_last_statistic_named_wins() {
        let w = words();
        assert_eq!(
            w.last_statistic("un maximum de 145 mo/s avec une moyenne de "),
            Some(Statistic::Average)
        );
        assert_eq!(
            w.last_statistic(" et un minimum de "),
            Some(Statistic::Minimum)
        );
        assert_eq!(w.last_statistic("読込が最高約"), Some(Statistic::Maximum));
        // Inside a word it names nothing.
        assert_eq!(w.last_statistic("the administrator "), None);
    }

    #[test]
    fn an_empty_word_is_an_error_naming_the_file() {
        let file: RelationWordsFile = toml::from_str("range_connectors = [\" \"]").unwrap();
        let error = RelationWords::new(vec![("sv".into(), file)]).unwrap_err();
        assert!(error.starts_with("rules/sv/audit.toml"), "{error}");
    }
}
