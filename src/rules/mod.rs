//! Rule data, per locale: number formats, units, multipliers, workload and qualifier
//! words, and the language data that detection and sentence cutting read.
//!
//! Rules are plain TOML files under `rules/<locale>/` (and `rules/common/` for what every
//! locale shares), so that a linguist can read and extend them and a new locale needs no
//! code: the set of supported languages is the set of locale folders. They are embedded
//! into the binary at build time (see `build.rs`); [`RuleSet::with_folders`] lays folders
//! read at run time over them (`--rules DIR`).
//!
//! Rules are checked when they are loaded, and an error names `file:line:col`: TOML
//! syntax, unknown keys, the `[locale]` and `[language]` tables, the syntax of every
//! pattern, the families that phases name. Folders loaded at run time are also compiled
//! whole at once (the embedded ones, on first use, are compiled by the test suite), so no
//! locale ever falls back to the generic one.
//!
//! In workload, qualifier, contrast, family and phase patterns, `\b` is an ASCII word
//! boundary (`(?-u:\b)`): see `patterns`. Section patterns keep the Unicode `\b`.
//!
//! Handed on: a [`RuleSet`], from which each stage takes a [`Locale`] (numbers, units,
//! context), the [`LanguageRules`] of every locale (language detection) and the
//! [`SentenceRules`] (segmentation).

mod files;
mod language;
mod locale;
mod patterns;
mod subject;

pub use files::{
    Attach, CarriedUnitTable, Counterexample, DetectionExample, Example, MultiplierRule,
    MultiplierWord, NotAUnit, NumberStyle, NumberWordRule, SectionKind, SentenceExample, UnitRule,
};
pub use language::{LanguageRules, Script, SentenceRules, MAX_FUNCTION_WORD_BYTES};
pub use locale::{is_latin_word_char, Locale, UnitMatch};
pub use patterns::{LazyRegex, MatchStarts, Pattern, PatternSet, StartFinder};
pub use subject::{FactExample, NotationValues, SubjectRules};

use files::{line_column, LocaleHeader, RuleFile};
use locale::compile_locale;
use std::collections::HashMap;

/// A map looked up for every number, block and figure: hashed with foldhash, not SipHash
/// (keys are rule data or one document's figures, and no map is iterated, so the hasher
/// changes nothing but the cost).
pub(crate) type FastMap<K, V> = HashMap<K, V, foldhash::fast::FixedState>;

include!(concat!(env!("OUT_DIR"), "/embedded_rules.rs"));

/// The code for "undetermined": text of no known language, read with the generic locale.
pub const UNDETERMINED: &str = "und";

/// Folders under `rules/` that are no locale: profiles and reference facts have their own
/// readers.
const NOT_LOCALES: [&str; 2] = ["schema", "reference"];

/// Every locale's rules, plus the generic locale used when a passage's language is unknown.
#[derive(Debug, Clone)]
pub struct RuleSet {
    /// By code, sorted.
    locales: Vec<(String, LazyLocale)>,
    /// The language data of each locale, in the same order.
    languages: Vec<LanguageRules>,
    sentences: SentenceRules,
    generic: Locale,
    /// Each locale's subject and test words (`subject.toml`), in the order of `locales`,
    /// and those of `common/` alone for text of no known language.
    subjects: Vec<LazySubject>,
    generic_subject: LazySubject,
}

/// A locale's subject rules (its `subject.toml` merged with `common/subject.toml`),
/// compiled on first use.
#[derive(Debug, Clone)]
struct LazySubject {
    file: std::sync::Arc<subject::SubjectFile>,
    sources: Vec<String>,
    compiled: std::sync::Arc<std::sync::OnceLock<Result<SubjectRules, String>>>,
    /// The sets compiled for every locale of the rule set, shared where equal.
    shared: std::sync::Arc<subject::SharedSets>,
}

impl LazySubject {
    fn new(
        file: subject::SubjectFile,
        sources: Vec<String>,
        shared: &std::sync::Arc<subject::SharedSets>,
    ) -> Self {
        LazySubject {
            file: std::sync::Arc::new(file),
            sources,
            compiled: Default::default(),
            shared: shared.clone(),
        }
    }

    fn get(&self) -> &Result<SubjectRules, String> {
        self.compiled.get_or_init(|| {
            SubjectRules::compile(&self.file, &self.sources, &self.shared)
                .map_err(|e| e.to_string())
        })
    }
}

/// A locale's merged rules, compiled on first use: a document in one language should not
/// pay for compiling the patterns of twelve (about a thousand regular expressions).
#[derive(Debug)]
struct LazyLocale {
    header: LocaleHeader,
    common: std::sync::Arc<RuleFile>,
    own: RuleFile,
    sources: Vec<String>,
    compiled: std::sync::OnceLock<Result<Locale, String>>,
}

impl Clone for LazyLocale {
    fn clone(&self) -> Self {
        let compiled = std::sync::OnceLock::new();
        if let Some(done) = self.compiled.get() {
            let _ = compiled.set(done.clone());
        }
        LazyLocale {
            header: self.header.clone(),
            common: self.common.clone(),
            own: self.own.clone(),
            sources: self.sources.clone(),
            compiled,
        }
    }
}

impl LazyLocale {
    fn get(&self) -> &Result<Locale, String> {
        self.compiled.get_or_init(|| {
            compile_locale(&self.header, &self.common, &self.own, &self.sources)
                .map_err(|e| e.to_string())
        })
    }
}

/// A rule file that could not be read or compiled.
#[derive(Debug, thiserror::Error)]
pub enum RuleError {
    /// `path` is `file` or `file:line:col`.
    #[error("{path}: {message}")]
    Invalid { path: String, message: String },
}

/// A `--lang` tag that names no loaded locale.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {tag:?}: the rules have {}", known.join(", "))]
pub struct UnknownLanguage {
    pub tag: String,
    /// The codes of the loaded locales, sorted.
    pub known: Vec<String>,
}

/// The first component of a rule file's path: its folder.
fn folder_of(path: &str) -> &str {
    path.split('/').next().unwrap_or("")
}

impl RuleSet {
    /// The rules compiled into the binary from `rules/`.
    pub fn embedded() -> Result<Self, RuleError> {
        Self::from_files(embedded_files())
    }

    /// The embedded rules with the folders of `files` laid over them: `files` are
    /// `(path, contents)` pairs with paths under a rules directory (`sv/locale.toml`), and
    /// each folder they name replaces the embedded folder of that name whole (or adds a
    /// locale). The folders given are compiled at once, so that an error in them is
    /// reported now, with its `file:line:col`.
    pub fn with_folders(files: Vec<(String, String)>) -> Result<Self, RuleError> {
        let mut given: Vec<(String, String)> = files
            .into_iter()
            .map(|(path, text)| (path.replace('\\', "/"), text))
            .collect();
        given.sort();
        let folders: Vec<String> = given
            .iter()
            .map(|(p, _)| folder_of(p).to_string())
            .collect();
        if let Some((path, _)) = given
            .iter()
            .find(|(p, _)| NOT_LOCALES.contains(&folder_of(p)))
        {
            return Err(RuleError::Invalid {
                path: path.clone(),
                message: format!(
                    "the {}/ folder cannot be laid over the embedded one (only locales and common/ can)",
                    folder_of(path)
                ),
            });
        }
        let mut all: Vec<(String, String)> = embedded_files()
            .filter(|(p, _)| !folders.iter().any(|f| f == folder_of(p)))
            .collect();
        all.extend(given);
        let set = Self::from_files(all)?;
        for ((code, locale), subject) in set.locales.iter().zip(&set.subjects) {
            if folders.iter().any(|f| f == code || f == "common") {
                if let Err(message) = locale.get() {
                    return Err(RuleError::Invalid {
                        path: locale.sources.join(", "),
                        message: message.clone(),
                    });
                }
                if let Err(message) = subject.get() {
                    return Err(RuleError::Invalid {
                        path: subject.sources.join(", "),
                        message: message.clone(),
                    });
                }
            }
        }
        Ok(set)
    }

    /// The folders of the embedded rules (locales, `common`, and the folders of other
    /// readers).
    pub fn embedded_folders() -> Vec<&'static str> {
        let mut folders: Vec<&str> = EMBEDDED_RULES.iter().map(|(p, _)| folder_of(p)).collect();
        folders.dedup();
        folders
    }

    /// Builds the rule set from `(path, contents)` pairs; paths look like `de/units.toml`
    /// (the first component names the locale; `common` is shared by all). Checks all that
    /// is cheap to check (see the module docs); the patterns of a locale are compiled on
    /// first use.
    pub fn from_files<I: IntoIterator<Item = (String, String)>>(
        files: I,
    ) -> Result<Self, RuleError> {
        let mut common = RuleFile::default();
        let mut common_sources = Vec::new();
        let mut per_locale: HashMap<String, (RuleFile, Vec<String>)> = HashMap::new();
        let mut common_subject = subject::SubjectFile::default();
        let mut common_subject_sources = Vec::new();
        let mut subjects: HashMap<String, (subject::SubjectFile, Vec<String>)> = HashMap::new();
        for (path, text) in files {
            let path = path.replace('\\', "/");
            let dir = folder_of(&path).to_string();
            // Subject and test words have their own reader (`subject`).
            if path.ends_with("/subject.toml") && !NOT_LOCALES.contains(&dir.as_str()) {
                let file = subject::SubjectFile::parse(&path, &text)?;
                if dir == "common" {
                    common_subject.extend(&file);
                    common_subject_sources.push(path);
                } else {
                    let entry = subjects.entry(dir).or_default();
                    entry.0.extend(&file);
                    entry.1.push(path);
                }
                continue;
            }
            // A locale's audit words are read by the audit (`audit::AuditRules`).
            if NOT_LOCALES.contains(&dir.as_str()) || path.ends_with("/audit.toml") {
                continue;
            }
            let mut file: RuleFile =
                toml::from_str(&text).map_err(|e| toml_error(&path, &text, &e))?;
            file.locate(&path, &text);
            file.check_pattern_syntax()?;
            if dir == "common" {
                merge(&mut common, file, &path)?;
                common_sources.push(path);
            } else {
                let entry = per_locale.entry(dir).or_default();
                merge(&mut entry.0, file, &path)?;
                entry.1.push(path);
            }
        }
        if common.language.is_some() || common.sentences.is_some() {
            return Err(RuleError::Invalid {
                path: common_sources.join(", "),
                message: "common/ holds no [language] or [sentences]: they belong to a locale"
                    .into(),
            });
        }
        let generic = compile_locale(
            &generic_header(),
            &common,
            &RuleFile::default(),
            &common_sources,
        )?;
        let common = std::sync::Arc::new(common);
        let mut locales = Vec::with_capacity(per_locale.len());
        let mut languages = Vec::with_capacity(per_locale.len());
        let mut sentence_tables = Vec::new();
        let mut per_locale: Vec<(String, (RuleFile, Vec<String>))> =
            per_locale.into_iter().collect();
        per_locale.sort_by(|a, b| a.0.cmp(&b.0));
        for (dir, (mut file, sources)) in per_locale {
            let header = locale_header(&dir, &file, &sources)?;
            let language = file.language.take().ok_or_else(|| RuleError::Invalid {
                path: sources.join(", "),
                message: format!(
                    "locale '{dir}' has no [language] table (lingua, script, function words): add {dir}/language.toml"
                ),
            })?;
            languages.push(LanguageRules::new(
                &dir,
                &language,
                std::mem::take(&mut file.detection_example),
                std::mem::take(&mut file.sentence_example),
            )?);
            sentence_tables.extend(file.sentences.take());
            let mut all_sources = common_sources.clone();
            all_sources.extend(sources);
            locales.push((
                dir,
                LazyLocale {
                    header,
                    common: common.clone(),
                    own: file,
                    sources: all_sources,
                    compiled: std::sync::OnceLock::new(),
                },
            ));
        }
        check_scripts(&languages)?;
        let shared_sets = std::sync::Arc::default();
        let locale_subjects: Vec<LazySubject> = locales
            .iter()
            .map(|(code, _)| {
                let (own, own_sources) = subjects.remove(code).unwrap_or_default();
                let mut merged = common_subject.clone();
                merged.extend(&own);
                let mut sources = common_subject_sources.clone();
                sources.extend(own_sources);
                LazySubject::new(merged, sources, &shared_sets)
            })
            .collect();
        if let Some(dir) = subjects.keys().next() {
            return Err(RuleError::Invalid {
                path: format!("{dir}/subject.toml"),
                message: format!(
                    "folder '{dir}' has subject rules but is no locale (no locale.toml)"
                ),
            });
        }
        Ok(RuleSet {
            locales,
            languages,
            sentences: SentenceRules::new(&sentence_tables),
            generic,
            subjects: locale_subjects,
            generic_subject: LazySubject::new(common_subject, common_subject_sources, &shared_sets),
        })
    }

    /// Compiles every locale now and reports the first rule that does not compile (the
    /// embedded rules are checked by the test suite, folders read at run time by
    /// [`RuleSet::with_folders`]).
    pub fn validate(&self) -> Result<(), RuleError> {
        for (_, locale) in &self.locales {
            if let Err(message) = locale.get() {
                return Err(RuleError::Invalid {
                    path: locale.sources.join(", "),
                    message: message.clone(),
                });
            }
        }
        for subject in self.subjects.iter().chain([&self.generic_subject]) {
            if let Err(message) = subject.get() {
                return Err(RuleError::Invalid {
                    path: subject.sources.join(", "),
                    message: message.clone(),
                });
            }
        }
        Ok(())
    }

    /// The subject and test words for a code of [`RuleSet::codes`], or those of
    /// `common/` alone for any other code. (Rules that do not compile read as none: the
    /// embedded ones are compiled by the test suite, folders read at run time when loaded.)
    pub fn subject_rules(&self, code: &str) -> &SubjectRules {
        static EMPTY: std::sync::OnceLock<SubjectRules> = std::sync::OnceLock::new();
        let lazy = self
            .locales
            .iter()
            .position(|(c, _)| c == code)
            .map_or(&self.generic_subject, |i| &self.subjects[i]);
        match lazy.get() {
            Ok(rules) => rules,
            Err(_) => EMPTY.get_or_init(|| {
                SubjectRules::compile(&subject::SubjectFile::default(), &[], &Default::default())
                    .expect("empty subject rules compile")
            }),
        }
    }

    /// The locale for a code of [`RuleSet::codes`], or the generic one for any other code
    /// ("und"). (A locale's patterns compile: the folders read at run time were compiled
    /// when loaded, and the embedded ones by the test suite, so the generic locale stands
    /// in only for a code without rules.)
    pub fn locale(&self, code: &str) -> &Locale {
        // Looked up several times per block: codes are two or three bytes, compared as
        // bytes in a loop rather than by a string comparison (a `memcmp` call each).
        let same =
            |c: &str| c.len() == code.len() && c.bytes().zip(code.bytes()).all(|(a, b)| a == b);
        let found = self
            .locales
            .iter()
            .find(|(c, _)| same(c))
            .map(|(_, locale)| locale.get());
        match found {
            Some(Ok(locale)) => locale,
            _ => &self.generic,
        }
    }

    pub fn generic(&self) -> &Locale {
        &self.generic
    }

    /// Locale codes that have rules, sorted: the supported languages.
    pub fn codes(&self) -> Vec<&str> {
        self.locales.iter().map(|(c, _)| c.as_str()).collect()
    }

    /// The language data of every locale, in code order.
    pub fn languages(&self) -> &[LanguageRules] {
        &self.languages
    }

    /// Where a period ends no sentence, over all locales.
    pub fn sentence_rules(&self) -> &SentenceRules {
        &self.sentences
    }

    /// The locale code for a language tag as `--lang` takes it: a BCP 47 tag whose
    /// primary subtag is a loaded locale's code, in any case (`de`, `de-DE`, `zh-TW`,
    /// `zh-Hant`, `pt_BR`), or `und` for "read as no language". Language names
    /// ("german") are refused like any other unknown tag, with the list of known codes.
    pub fn resolve_language(&self, tag: &str) -> Result<&str, UnknownLanguage> {
        let primary = tag
            .split(['-', '_'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        if primary == UNDETERMINED {
            return Ok(UNDETERMINED);
        }
        match self
            .locales
            .binary_search_by(|(c, _)| c.as_str().cmp(&primary))
        {
            Ok(i) => Ok(self.locales[i].0.as_str()),
            Err(_) => Err(UnknownLanguage {
                tag: tag.to_string(),
                known: self.codes().iter().map(|c| c.to_string()).collect(),
            }),
        }
    }
}

fn embedded_files() -> impl Iterator<Item = (String, String)> {
    EMBEDDED_RULES
        .iter()
        .map(|(p, t)| (p.to_string(), t.to_string()))
}

/// The header of the generic locale, used for text of no known language.
fn generic_header() -> LocaleHeader {
    LocaleHeader {
        code: "und".into(),
        name: "generic".into(),
        number_styles: vec![NumberStyle::DotDecimal, NumberStyle::CommaDecimal],
        extra_group_separators: vec![],
        particles: vec![],
        shared_unit_connectors: vec!["/".into(), "~".into(), "-".into(), "–".into()],
        shared_unit_focus_words: vec![],
        condition_words: vec![],
        clause_breaks: vec![", ".into(), "; ".into()],
        block_size_followers: vec![],
        counters: vec![],
        unit_captions: vec![],
        rate_prefixes: vec![],
        per_second_words: vec![],
        rate_operation_words: vec![],
        written_words: vec![],
        written_gap_words: vec![],
        per_year_words: vec![],
        per_minute_words: vec![],
        endurance_words: vec![],
        endurance_test_words: vec![],
        storage_nouns: vec![],
        operation_words: vec![],
        unit_gap_words: vec![],
        version_words: vec![],
        operation_counters: vec![],
        operation_counter_not_before: vec![],
        die_words: vec![],
        not_a_unit: vec![],
    }
}

/// The `[locale]` table of folder `dir`, which must name the folder.
fn locale_header(
    dir: &str,
    file: &RuleFile,
    sources: &[String],
) -> Result<LocaleHeader, RuleError> {
    let header = file.locale.clone().ok_or_else(|| RuleError::Invalid {
        path: sources.join(", "),
        message: format!("locale '{dir}' has no [locale] table (code, name, number_styles)"),
    })?;
    if header.code != dir {
        return Err(RuleError::Invalid {
            path: sources.join(", "),
            message: format!(
                "[locale] code '{}' does not match its folder '{dir}'",
                header.code
            ),
        });
    }
    if header.number_styles.is_empty() {
        return Err(RuleError::Invalid {
            path: sources.join(", "),
            message: "number_styles must name at least one style".into(),
        });
    }
    Ok(header)
}

/// A non-Latin script decides a passage alone, so at most one locale may claim it.
fn check_scripts(languages: &[LanguageRules]) -> Result<(), RuleError> {
    for (i, a) in languages.iter().enumerate() {
        if a.script == Script::Latin {
            continue;
        }
        if let Some(b) = languages[..i].iter().find(|b| b.script == a.script) {
            return Err(RuleError::Invalid {
                path: a.script_at.clone(),
                message: format!(
                    "script {:?} is claimed by '{}' too ({}): a passage in a non-Latin script is decided by its script alone, so one locale per script",
                    a.script.name(),
                    b.code,
                    b.script_at
                ),
            });
        }
    }
    Ok(())
}

/// A TOML error of the file at `path`, at its `file:line:col`.
pub(crate) fn toml_error(path: &str, text: &str, error: &toml::de::Error) -> RuleError {
    let path = match error.span() {
        Some(span) => {
            let (line, column) = line_column(text, span.start);
            format!("{path}:{line}:{column}")
        }
        None => path.to_string(),
    };
    RuleError::Invalid {
        path,
        message: error.message().trim_end().to_string(),
    }
}

/// Adds the tables of `from` (read from `path`) to a locale's `into`. A table that may be
/// written once per locale (`[locale]`, `[language]`, `[sentences]`) written twice is an
/// error, not an overwrite.
fn merge(into: &mut RuleFile, from: RuleFile, path: &str) -> Result<(), RuleError> {
    let twice = |table: &str| RuleError::Invalid {
        path: path.to_string(),
        message: format!("[{table}] is written in another file of this folder already"),
    };
    if from.locale.is_some() {
        if into.locale.is_some() {
            return Err(twice("locale"));
        }
        into.locale = from.locale;
    }
    if from.language.is_some() {
        if into.language.is_some() {
            return Err(twice("language"));
        }
        into.language = from.language;
    }
    if from.sentences.is_some() {
        if into.sentences.is_some() {
            return Err(twice("sentences"));
        }
        into.sentences = from.sentences;
    }
    if from.carried_unit.is_some() {
        if into.carried_unit.is_some() {
            return Err(twice("carried_unit"));
        }
        into.carried_unit = from.carried_unit;
    }
    into.number_word.extend(from.number_word);
    into.unit.extend(from.unit);
    into.multiplier.extend(from.multiplier);
    into.workload.extend(from.workload);
    into.qualifier.extend(from.qualifier);
    into.section.extend(from.section);
    into.contrast.extend(from.contrast);
    into.family.extend(from.family);
    into.phase.extend(from.phase);
    into.example.extend(from.example);
    into.counterexample.extend(from.counterexample);
    into.detection_example.extend(from.detection_example);
    into.sentence_example.extend(from.sentence_example);
    Ok(())
}

/// The non-blank lines of `text` (without their line break), for the tests that search a
/// corpus text passage by passage as the blocks of a plain text mostly are (the segment
/// stage, above this module, is not theirs to call).
#[cfg(test)]
pub(crate) fn line_spans(text: &str) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let body = line.trim_end_matches(['\n', '\r']);
        if !body.trim().is_empty() {
            out.push(start..start + body.len());
        }
        start += line.len();
    }
    out
}
