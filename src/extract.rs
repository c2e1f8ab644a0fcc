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
use crate::schema::kind::{KindEvidence, KindRules};
use crate::schema::{Profile, Profiles};
use crate::segment;

/// Builds reports; holds the compiled rules, the profiles and the language detector
/// (build once, share across threads).
pub struct Extractor {
    rules: RuleSet,
    profiles: Profiles,
    kinds: KindRules,
    /// The profile `--profile` forces, if any.
    forced: Option<usize>,
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
    /// An extractor over the rules and the profiles embedded at build time, choosing each
    /// document's kind.
    pub fn new() -> Result<Self, SetupError> {
        let rules = RuleSet::embedded()?;
        let profiles = Profiles::embedded().map_err(SetupError::Profile)?;
        Self::with_profiles(rules, profiles, None)
    }

    /// An extractor over these rules that checks every document against `profile` (the
    /// choice is reported as forced), with the audit rules embedded at build time.
    pub fn from_parts(rules: RuleSet, profile: Profile) -> Result<Self, SetupError> {
        Self::with_profiles(rules, Profiles::single(profile), Some(0))
    }

    /// An extractor over these rules and profiles; `forced` is the index of the profile
    /// every document gets (`--profile`), else each document's kind is chosen.
    pub fn with_profiles(
        rules: RuleSet,
        profiles: Profiles,
        forced: Option<usize>,
    ) -> Result<Self, SetupError> {
        let audit = AuditRules::embedded().map_err(SetupError::Audit)?;
        // The hard disk's words are the audit's device-class words: one lookup.
        let classes: Vec<(&str, &[String])> = audit
            .device_classes
            .iter()
            .map(|c| (c.name.as_str(), c.words.as_slice()))
            .collect();
        let kinds = KindRules::new(&profiles, &classes).map_err(SetupError::Profile)?;
        Ok(Extractor {
            detector: LanguageDetector::from_rules(&rules),
            rules,
            profiles,
            kinds,
            forced,
            audit,
        })
    }

    /// The same extractor with every document's profile forced to the one named `name`
    /// (rule name or alias; `None` chooses it per document).
    pub fn forcing_profile(mut self, name: Option<&str>) -> Result<Self, String> {
        self.forced = name.map(|n| self.profiles.find(n)).transpose()?;
        Ok(self)
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The profile whose ranges the number stage reads (`enterprise-review`; the one
    /// profile of an extractor built [`Extractor::from_parts`]).
    pub fn profile(&self) -> &Profile {
        self.profiles.number_stage()
    }

    /// Every profile, and the rules that choose among them.
    pub fn profiles(&self) -> (&Profiles, &KindRules) {
        (&self.profiles, &self.kinds)
    }

    /// The forced profile's index, if any.
    pub fn forced_profile(&self) -> Option<usize> {
        self.forced
    }

    /// The kind of a document of this evidence: forced, or chosen from it.
    pub fn choose_kind(&self, evidence: &KindEvidence) -> (usize, crate::model::ProfileChoice) {
        match self.forced {
            Some(p) => (
                p,
                crate::model::ProfileChoice {
                    kind: self.profiles.get(p).name.clone(),
                    confidence: 1.0,
                    forced: true,
                    why: vec!["forced by --profile".into()],
                },
            ),
            None => self.kinds.choose(&self.profiles, evidence),
        }
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

    /// Extracts a part of a document (a chunk), with what it names of its kind (to be
    /// summed over the parts: [`crate::stream`]).
    pub fn extract_part(
        &self,
        doc: &str,
        text: &str,
        lang: Option<&str>,
    ) -> (DocumentReport, KindEvidence) {
        let analysis = self.analyse(text, lang);
        let evidence = analysis.kind.evidence.clone();
        let findings = self.detect(&analysis, None);
        (self.report(doc, analysis, findings), evidence)
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
        figures::decide_separators(&mut figures, &numbers, self.profiles.number_stage());
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
        let kind = self.kind_of(text, &attached.facts);
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
        .with_kind(kind)
    }

    /// The schema stage's choice of the document's kind: one pass over the text for the
    /// profiles' words, one over the facts.
    // A stage's entry: kept out of line so that benches/stages.sh can name its cost.
    #[inline(never)]
    fn kind_of(&self, text: &str, facts: &[crate::model::Fact]) -> crate::analysis::DocumentKind {
        let evidence = match self.forced {
            Some(_) => KindEvidence::default(),
            None => self.kinds.evidence(text, facts),
        };
        let (profile, choice) = self.choose_kind(&evidence);
        crate::analysis::DocumentKind {
            profile,
            choice: Some(choice),
            evidence,
        }
    }

    /// The garbled-figure stage: every detector over the analysis, and the comparison with
    /// an `original` when one is given.
    pub fn detect(&self, analysis: &Analysis<'_>, original: Option<&DocumentReport>) -> Findings {
        let profile = self.profiles.get(analysis.kind.profile);
        audit::detect(analysis, &self.audit, &self.rules, profile, original)
    }

    /// The contract's report, built once from the analysis and the findings.
    pub fn report(&self, doc: &str, analysis: Analysis<'_>, findings: Findings) -> DocumentReport {
        let profile = self.profiles.get(analysis.kind.profile);
        crate::report::build(doc, analysis, findings, profile)
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
