//! A locale's language data, checked: the script and words that tell its passages from
//! those of other languages (read by `crate::lang`), and the words after which a period
//! ends no sentence (read by `crate::segment`). Written in `rules/<locale>/language.toml`.

use super::files::{DetectionExample, LanguageTable, Located, SentenceExample, SentenceTable};
use super::RuleError;

/// Longest function word in bytes (longer ones are refused when the rules are loaded: the
/// detector packs a word into 8 bytes to look it up).
pub use crate::kernels::letters::MAX_FUNCTION_WORD_BYTES;

/// The script a language is written in. A passage mostly in a non-Latin script is decided
/// by its script alone, so each non-Latin script may be claimed by one locale only; the
/// Latin-script languages are told apart by their function words and diacritics, then by
/// lingua. Another script (Greek, Arabic, ...) needs its code point ranges in
/// `crate::lang` first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Script {
    Latin,
    Cyrillic,
    /// Han without (enough) kana: Chinese.
    Han,
    /// Han with kana: Japanese.
    Kana,
    /// Hangul, with Hanja counted in: Korean.
    Hangul,
}

impl Script {
    const NAMES: [(&'static str, Script); 5] = [
        ("latin", Script::Latin),
        ("cyrillic", Script::Cyrillic),
        ("han", Script::Han),
        ("kana", Script::Kana),
        ("hangul", Script::Hangul),
    ];

    pub fn name(self) -> &'static str {
        Self::NAMES
            .iter()
            .find(|(_, s)| *s == self)
            .map_or("latin", |(n, _)| n)
    }
}

/// How one language is recognised, from its `[language]` table.
#[derive(Debug, Clone)]
pub struct LanguageRules {
    /// The locale's code (its folder's name).
    pub code: String,
    /// lingua's name for the language ("German").
    pub lingua: String,
    /// Where `lingua` is written (`file:line:col`), for a note when lingua lacks it.
    pub lingua_at: String,
    pub script: Script,
    /// Where `script` is written.
    pub script_at: String,
    /// Lowercase, at most [`MAX_FUNCTION_WORD_BYTES`] bytes each.
    pub function_words: Vec<String>,
    pub diacritics: Vec<char>,
    pub detection_examples: Vec<DetectionExample>,
    pub sentence_examples: Vec<SentenceExample>,
}

fn invalid(at: &Located, message: String) -> RuleError {
    RuleError::Invalid {
        path: at.at.to_string(),
        message,
    }
}

impl LanguageRules {
    /// Checks a `[language]` table: a known script, function words lowercase and short
    /// enough, diacritics one letter each, and both only for a Latin-script language.
    pub(crate) fn new(
        code: &str,
        table: &LanguageTable,
        detection_examples: Vec<DetectionExample>,
        sentence_examples: Vec<SentenceExample>,
    ) -> Result<Self, RuleError> {
        let script = Script::NAMES
            .iter()
            .find(|(n, _)| *n == table.script.text)
            .map(|(_, s)| *s)
            .ok_or_else(|| {
                let known: Vec<&str> = Script::NAMES.iter().map(|(n, _)| *n).collect();
                invalid(
                    &table.script,
                    format!(
                        "unknown script {:?}; known: {}",
                        table.script.text,
                        known.join(", ")
                    ),
                )
            })?;
        if table.lingua.text.trim().is_empty() {
            return Err(invalid(&table.lingua, "lingua must name a language".into()));
        }
        for word in &table.function_words {
            let w = &word.text;
            if script != Script::Latin {
                return Err(invalid(
                    word,
                    format!(
                        "function words apply to script = \"latin\" only, not {:?}",
                        script.name()
                    ),
                ));
            }
            if w.is_empty() || !w.chars().all(char::is_alphabetic) || w.to_lowercase() != *w {
                return Err(invalid(
                    word,
                    format!("function word {w:?} must be lowercase letters"),
                ));
            }
            if w.len() > MAX_FUNCTION_WORD_BYTES {
                return Err(invalid(
                    word,
                    format!(
                        "function word {w:?} is {} bytes long; at most {MAX_FUNCTION_WORD_BYTES} are looked up",
                        w.len()
                    ),
                ));
            }
        }
        let mut diacritics = Vec::new();
        for letter in &table.diacritics {
            let mut chars = letter.text.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_alphabetic() && script == Script::Latin => {
                    diacritics.push(c)
                }
                _ => {
                    return Err(invalid(
                        letter,
                        format!(
                        "diacritic {:?} must be one letter, of a language with script = \"latin\"",
                        letter.text
                    ),
                    ))
                }
            }
        }
        Ok(LanguageRules {
            code: code.to_string(),
            lingua: table.lingua.text.clone(),
            lingua_at: table.lingua.at.to_string(),
            script,
            script_at: table.script.at.to_string(),
            function_words: table
                .function_words
                .iter()
                .map(|w| w.text.clone())
                .collect(),
            diacritics,
            detection_examples,
            sentence_examples,
        })
    }
}

/// Where a period ends no sentence, from the `[sentences]` tables of every locale. They
/// apply to every passage, whatever its language: sentences are cut for context, a
/// passage's language is a guess, and an abbreviation of one language rarely ends a
/// sentence of another.
#[derive(Debug, Clone, Default)]
pub struct SentenceRules {
    /// Sorted, without repeats.
    abbreviations: Vec<String>,
    /// Sorted, without repeats.
    ordinal_nouns: Vec<String>,
    ordinal_period: bool,
}

impl SentenceRules {
    pub(crate) fn new<'a>(tables: impl IntoIterator<Item = &'a SentenceTable>) -> Self {
        let mut rules = SentenceRules::default();
        for table in tables {
            rules
                .abbreviations
                .extend(table.abbreviations.iter().cloned());
            rules
                .ordinal_nouns
                .extend(table.ordinal_nouns.iter().cloned());
            rules.ordinal_period |= table.ordinal_period;
        }
        for list in [&mut rules.abbreviations, &mut rules.ordinal_nouns] {
            list.sort();
            list.dedup();
        }
        rules
    }

    /// Is `word` (the text before a final '.') an abbreviation ("ca", "Mio", "e.g")?
    pub fn is_abbreviation(&self, word: &str) -> bool {
        // A scan: most words asked about differ in length from every abbreviation, which
        // a string comparison tells at once (an ordered search compares bytes each step).
        self.abbreviations.iter().any(|a| a == word)
    }

    /// Is `word` one after which "99." stays an ordinal ("Perzentil", "August")?
    pub fn is_ordinal_noun(&self, word: &str) -> bool {
        self.ordinal_nouns.iter().any(|a| a == word)
    }

    /// Do ordinals end with a period ("im 99. Perzentil"), so that "99." before an
    /// uppercase word ends no sentence?
    pub fn ordinal_period(&self) -> bool {
        self.ordinal_period
    }
}
