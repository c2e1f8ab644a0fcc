//! The route of one document, stage by stage, each called once and in order: detect its
//! language ([`crate::lang`]), cut it into blocks ([`crate::segment`]), read numbers and
//! units into figures ([`crate::figures`]), give them their context and make them facts
//! ([`crate::context`]), find garbled figures ([`crate::audit`]), and build the report
//! once, at the end ([`crate::report`], which also validates against the schema). Pure:
//! text in, report out.

use crate::analysis::Analysis;
use crate::audit::{self, AuditRules, Findings};
use crate::context::{self, Names};
use crate::figures;
use crate::lang::{LanguageDetector, LanguageGuess};
use crate::model::DocumentReport;
use crate::rules::{Locale, RuleError, RuleSet};
use crate::schema::Profile;
use crate::segment;

/// Builds reports; holds the compiled rules and the language detector (build once, share
/// across threads).
pub struct Extractor {
    rules: RuleSet,
    profile: Profile,
    audit: AuditRules,
    detector: LanguageDetector,
}

/// Why an extractor could not be built.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    #[error(transparent)]
    Rules(#[from] RuleError),
    #[error("{0}")]
    Profile(String),
    #[error("{0}")]
    Audit(String),
}

fn script_group(code: &str) -> u8 {
    match code {
        "zh" | "ja" | "ko" => 1,
        "ru" => 2,
        _ => 0,
    }
}

/// The script group of a letter: 0 Latin, 1 CJK and Hangul, 2 Cyrillic; None for others.
fn char_script_group(c: char) -> Option<u8> {
    match c as u32 {
        0x3040..=0x30FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xF900..=0xFAFF
        | 0xAC00..=0xD7AF
        | 0x1100..=0x11FF => Some(1),
        0x0400..=0x04FF => Some(2),
        _ if c.is_ascii_alphabetic() => Some(0),
        _ => None,
    }
}

impl Extractor {
    /// An extractor over the rules and the `storage-review` profile embedded at build time.
    pub fn new() -> Result<Self, SetupError> {
        let rules = RuleSet::embedded()?;
        let profile = Profile::embedded("storage-review").map_err(SetupError::Profile)?;
        Self::from_parts(rules, profile)
    }

    /// An extractor over these rules and profile, with the audit rules embedded at build
    /// time.
    pub fn from_parts(rules: RuleSet, profile: Profile) -> Result<Self, SetupError> {
        Ok(Extractor {
            detector: LanguageDetector::from_rules(&rules),
            rules,
            profile,
            audit: AuditRules::embedded().map_err(SetupError::Audit)?,
        })
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    /// Extracts the facts of a document, detecting its language.
    pub fn extract(&self, doc: &str, text: &str) -> DocumentReport {
        self.extract_as(doc, text, None)
    }

    /// Extracts with the language forced (`Some("de")`) or detected (`None`).
    pub fn extract_as(&self, doc: &str, text: &str, lang: Option<&str>) -> DocumentReport {
        let analysis = self.analyse(text, lang);
        let findings = self.detect(&analysis, None);
        self.report(doc, analysis, findings)
    }

    /// Extracts a translation and compares it with the report of its `original`, figure by
    /// figure, on top of the detectors (see [`audit::reference`]).
    pub fn extract_against(
        &self,
        doc: &str,
        text: &str,
        lang: Option<&str>,
        original: &DocumentReport,
    ) -> DocumentReport {
        let analysis = self.analyse(text, lang);
        let findings = self.detect(&analysis, Some(original));
        self.report(doc, analysis, findings)
    }

    /// The stages up to the facts: language, blocks, figures, context.
    pub fn analyse<'t>(&self, text: &'t str, forced_lang: Option<&str>) -> Analysis<'t> {
        let blocks = segment::blocks(text);
        let (doc_lang, block_locales) = self.languages(text, &blocks, forced_lang);
        // Each block's rules, looked up once for the stages below.
        let block_rules: Vec<&Locale> = block_locales
            .iter()
            .map(|code| self.rules.locale(code))
            .collect();
        let native = self.rules.locale(doc_lang.code).native_style();
        let mut numbers = figures::scan_blocks(text, &blocks, &block_rules, native);
        let placeholders = numbers
            .tokens
            .iter()
            .flatten()
            .filter(|t| t.is_placeholder())
            .map(|t| (t.start, t.end))
            .collect();
        let names = Names::find(text, &blocks, &block_rules, |b| {
            !numbers.tokens[b].is_empty()
        });
        let mut dropped = Vec::new();
        let mut figures = figures::read(
            text,
            &blocks,
            &block_rules,
            &block_locales,
            &mut numbers,
            |b, pos| names.contains(b, pos),
            &mut dropped,
        );
        figures::decide_separators(&mut figures, &numbers, &self.profile);
        let block_subjects: Vec<&crate::rules::SubjectRules> = block_locales
            .iter()
            .map(|code| self.rules.subject_rules(code))
            .collect();
        let attached = context::attach(
            text,
            &blocks,
            &block_rules,
            &figures,
            names,
            self.rules.sentence_rules(),
            &block_subjects,
        );
        Analysis::new(
            text,
            doc_lang,
            blocks,
            placeholders,
            figures,
            attached.facts,
            attached.sentences,
        )
        .with_dropped(dropped)
    }

    /// The garbled-figure stage: every detector over the analysis, and the comparison with
    /// an `original` when one is given.
    pub fn detect(&self, analysis: &Analysis<'_>, original: Option<&DocumentReport>) -> Findings {
        audit::detect(analysis, &self.audit, &self.rules, &self.profile, original)
    }

    /// The contract's report, built once from the analysis and the findings.
    pub fn report(&self, doc: &str, analysis: Analysis<'_>, findings: Findings) -> DocumentReport {
        crate::report::build(doc, analysis, findings, &self.profile)
    }

    /// The document's language, and the locale each block is read in.
    // A stage's entry: kept out of line so that benches/stages.sh can name its cost.
    #[inline(never)]
    fn languages(
        &self,
        text: &str,
        blocks: &[segment::Block],
        forced_lang: Option<&str>,
    ) -> (LanguageGuess, Vec<&'static str>) {
        let spans: Vec<std::ops::Range<usize>> = blocks.iter().map(|b| b.span.clone()).collect();
        let (doc_lang, block_langs) = match forced_lang {
            Some(code) => {
                // A tag the rules do not know reads as no language; the CLI refuses it
                // before this (`RuleSet::resolve_language`).
                let code: &'static str = self
                    .rules
                    .resolve_language(code)
                    .map_or(crate::lang::UNDETERMINED, crate::lang::intern);
                let g = LanguageGuess {
                    code,
                    confidence: 1.0,
                };
                (g, vec![g; blocks.len()])
            }
            None => self.detector.detect_document(text, &spans),
        };
        let block_locales = blocks
            .iter()
            .enumerate()
            .map(|(i, block)| {
                let g = block_langs.get(i).copied().unwrap_or(doc_lang);
                self.block_locale_code(&doc_lang, &g, &text[block.span.clone()])
            })
            .collect();
        (doc_lang, block_locales)
    }

    /// A block is read in the document's language unless it is in another script and
    /// holds no letter of the document's script (an English test-bed block in a Chinese
    /// review); a Korean spec row full of Latin product names stays Korean.
    fn block_locale_code(
        &self,
        doc: &LanguageGuess,
        block: &LanguageGuess,
        block_text: &str,
    ) -> &'static str {
        let keep_doc = block.code == "und"
            || (doc.code != "und"
                && (script_group(block.code) == script_group(doc.code)
                    || block_text
                        .chars()
                        .any(|c| char_script_group(c) == Some(script_group(doc.code)))));
        if keep_doc {
            doc.code
        } else {
            block.code
        }
    }
}
