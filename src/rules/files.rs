//! The rule files as written: one struct per TOML table, read with serde. Every table is
//! optional; the files of a locale are merged, and `super::locale` compiles them.

use crate::model::{Metric, Qualifier, Workload};
use serde::Deserialize;

/// How a locale writes decimals: `dot_decimal` (3.58, 1,234.5) or `comma_decimal` (3,58, 1.234,5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NumberStyle {
    DotDecimal,
    CommaDecimal,
}

impl NumberStyle {
    pub fn decimal_mark(self) -> char {
        match self {
            NumberStyle::DotDecimal => '.',
            NumberStyle::CommaDecimal => ',',
        }
    }
}

/// One rule file as written. Every section is optional; a locale's files are merged.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct RuleFile {
    pub(crate) locale: Option<LocaleHeader>,
    #[serde(default)]
    pub(crate) unit: Vec<UnitRule>,
    #[serde(default)]
    pub(crate) multiplier: Vec<MultiplierRule>,
    #[serde(default)]
    pub(crate) workload: Vec<WorkloadRule>,
    #[serde(default)]
    pub(crate) qualifier: Vec<QualifierRule>,
    #[serde(default)]
    pub(crate) section: Vec<SectionRule>,
    #[serde(default)]
    pub(crate) contrast: Vec<ContrastRule>,
    #[serde(default)]
    pub(crate) family: Vec<FamilyRule>,
    #[serde(default)]
    pub(crate) phase: Vec<PhaseRule>,
    #[serde(default)]
    pub(crate) example: Vec<Example>,
    #[serde(default)]
    pub(crate) counterexample: Vec<Counterexample>,
    /// `[[number_word]]` (in `number_words.toml`): cardinals written as words ("cinq",
    /// "un"), read as numbers only where a unit or a multiplier follows.
    #[serde(default)]
    pub(crate) number_word: Vec<NumberWordRule>,
    /// `[carried_unit]` (in `carried_units.toml`): the words across which a figure's unit
    /// carries to a bare number of the same clause ("3500 MB/s na leitura e 3000 na escrita").
    pub(crate) carried_unit: Option<CarriedUnitTable>,
    /// `[language]` (in `language.toml`): how the language is recognised.
    pub(crate) language: Option<LanguageTable>,
    /// `[sentences]` (in `language.toml`): where a sentence does not end.
    pub(crate) sentences: Option<SentenceTable>,
    #[serde(default)]
    pub(crate) detection_example: Vec<DetectionExample>,
    #[serde(default)]
    pub(crate) sentence_example: Vec<SentenceExample>,
}

impl RuleFile {
    /// Fills in where each located string of the file is written, from its span in `text`.
    pub(crate) fn locate(&mut self, path: &str, text: &str) {
        let text = &LineStarts::new(text);
        let lists = self
            .workload
            .iter_mut()
            .map(|w| &mut w.patterns)
            .chain(self.qualifier.iter_mut().map(|q| &mut q.patterns))
            .chain(self.section.iter_mut().map(|s| &mut s.patterns))
            .chain(self.contrast.iter_mut().map(|c| &mut c.patterns))
            .chain(self.family.iter_mut().map(|f| &mut f.patterns))
            .chain(self.phase.iter_mut().map(|p| &mut p.patterns));
        for list in lists {
            for item in list.iter_mut() {
                item.locate(path, text);
            }
        }
        if let Some(language) = &mut self.language {
            language.lingua.locate(path, text);
            language.script.locate(path, text);
            for item in language
                .function_words
                .iter_mut()
                .chain(&mut language.diacritics)
            {
                item.locate(path, text);
            }
        }
        for example in &mut self.detection_example {
            example.text.locate(path, text);
        }
        for example in &mut self.sentence_example {
            example.text.locate(path, text);
        }
    }
}

impl RuleFile {
    /// Checks the syntax of every pattern, so that an error names the pattern's
    /// `file:line:col` when the file is loaded, not when its locale is first used.
    pub(crate) fn check_pattern_syntax(&self) -> Result<(), super::RuleError> {
        let lists = self
            .workload
            .iter()
            .map(|w| &w.patterns)
            .chain(self.qualifier.iter().map(|q| &q.patterns))
            .chain(self.section.iter().map(|s| &s.patterns))
            .chain(self.contrast.iter().map(|c| &c.patterns))
            .chain(self.family.iter().map(|f| &f.patterns))
            .chain(self.phase.iter().map(|p| &p.patterns));
        // The syntax only, as for `subject.toml`: translating every pattern of every
        // locale (`(?i)` and Unicode classes folded) cost more than compiling the few
        // locales a run uses. A pattern that parses but does not translate is named when
        // its locale is compiled (folders read at run time are compiled when loaded).
        for pattern in lists.flatten() {
            if let Err(e) = regex_syntax::ast::parse::Parser::new().parse(&pattern.text) {
                return Err(super::RuleError::Invalid {
                    path: pattern.at.to_string(),
                    message: format!("pattern {:?} does not compile: {e}", pattern.text),
                });
            }
        }
        Ok(())
    }
}

/// A string of a rule file and where it is written, so that an error about it can name
/// `file:line:col`.
#[derive(Debug, Clone)]
pub(crate) struct Located {
    pub(crate) text: String,
    /// Byte span in the file.
    span: std::ops::Range<usize>,
    /// "de/context.toml:12:5", once [`RuleFile::locate`] has run.
    pub(crate) at: std::sync::Arc<str>,
}

impl Located {
    /// Fills in where the string is written: `path:line:col` of `lines`, the file's text.
    pub(crate) fn locate(&mut self, path: &str, lines: &LineStarts) {
        let (line, column) = lines.line_column(self.span.start);
        self.at = format!("{path}:{line}:{column}").into();
    }
}

/// Where each line of a text starts, for the line and column of many places in it (each
/// counted from the text's start, a file's few hundred patterns cost more than parsing it).
pub(crate) struct LineStarts<'t> {
    text: &'t str,
    /// Byte offset of each line's first byte.
    starts: Vec<usize>,
}

impl<'t> LineStarts<'t> {
    pub(crate) fn new(text: &'t str) -> Self {
        let starts = std::iter::once(0)
            .chain(memchr::memchr_iter(b'\n', text.as_bytes()).map(|at| at + 1))
            .collect();
        LineStarts { text, starts }
    }

    /// 1-based line and column (in chars) of byte `at`, as [`line_column`] counts them.
    pub(crate) fn line_column(&self, at: usize) -> (usize, usize) {
        let at = at.min(self.text.len());
        // The line holds `at` if it starts at or before it (a line starting at `at`, after
        // a newline at `at - 1`, is the next line).
        let line = self.starts.partition_point(|&start| start <= at);
        let start = self.starts[line - 1];
        (line, self.text[start..at].chars().count() + 1)
    }
}

impl<'de> Deserialize<'de> for Located {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let spanned = toml::Spanned::<String>::deserialize(deserializer)?;
        Ok(Located {
            span: spanned.span(),
            text: spanned.into_inner(),
            at: "".into(),
        })
    }
}

/// 1-based line and column (in chars) of byte `at` of `text`.
pub(crate) fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// `[language]`: what tells a passage of this language from the others (see `crate::lang`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct LanguageTable {
    /// lingua's name for the language ("German", "Swedish").
    pub(crate) lingua: Located,
    /// "latin", "cyrillic", "han", "kana" or "hangul".
    pub(crate) script: Located,
    #[serde(default)]
    pub(crate) function_words: Vec<Located>,
    #[serde(default)]
    pub(crate) diacritics: Vec<Located>,
}

/// `[sentences]`: words after which a period does not end a sentence.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SentenceTable {
    #[serde(default)]
    pub(crate) abbreviations: Vec<String>,
    #[serde(default)]
    pub(crate) ordinal_period: bool,
    #[serde(default)]
    pub(crate) ordinal_nouns: Vec<String>,
}

/// A passage that must be detected as the language of its folder (checked by
/// `tests/rule_examples.rs`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DetectionExample {
    pub(crate) text: Located,
    #[serde(default)]
    pub why: Option<String>,
}

impl DetectionExample {
    pub fn text(&self) -> &str {
        &self.text.text
    }

    /// Where the example is written (`file:line:col`).
    pub fn at(&self) -> &str {
        &self.text.at
    }
}

/// A text and the sentences it must be cut into (checked by `tests/rule_examples.rs`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SentenceExample {
    pub(crate) text: Located,
    pub sentences: Vec<String>,
}

impl SentenceExample {
    pub fn text(&self) -> &str {
        &self.text.text
    }

    /// Where the example is written (`file:line:col`).
    pub fn at(&self) -> &str {
        &self.text.at
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct LocaleHeader {
    pub(crate) code: String,
    pub(crate) name: String,
    /// Styles a text of this locale may use, the native one first. Machine translations of
    /// English reviews into comma-decimal languages often keep the English style.
    pub(crate) number_styles: Vec<NumberStyle>,
    /// Characters that may group thousands besides the style's own ('.' or ',').
    #[serde(default)]
    pub(crate) extra_group_separators: Vec<String>,
    /// Words or marks allowed between a number and its unit ("的", "以上的").
    #[serde(default)]
    pub(crate) particles: Vec<String>,
    /// Words joining two numbers that share the unit written after the second
    /// ("8 bzw. 16 VMs", "420/63 IOPS", "12,638.3에서 3,159.2 TPS").
    #[serde(default)]
    pub(crate) shared_unit_connectors: Vec<String>,
    /// Words of degree that may follow a connector without breaking the list ("60.000,
    /// 80.000, ja sogar über 90.000 IOPS", "60,000 or even up to 90,000 IOPS"): even, up
    /// to, over, nearly. Phrases of several words are written whole.
    #[serde(default)]
    pub(crate) shared_unit_focus_words: Vec<String>,
    /// Words after which two whole numbers joined by a slash state a test's condition,
    /// queue depth over threads ("96 µs à 1/8", "110 µs at 8/1"): the numbers are no
    /// figures and borrow no unit.
    #[serde(default)]
    pub(crate) condition_words: Vec<String>,
    /// Where a clause ends, for attaching workloads named in the same clause.
    #[serde(default)]
    pub(crate) clause_breaks: Vec<String>,
    /// Words that, right after "4K"/"64KB", make the size the name of a workload or a block
    /// size ("4K-Lesevorgang", "64-KB-Schreiben", "4KB 블록"), not a capacity.
    #[serde(default)]
    pub(crate) block_size_followers: Vec<String>,
    /// Counter words after a number ("64개", "64個"): a count unit written just before the
    /// number is its unit ("vCPU 64개" is 64 vCPUs).
    #[serde(default)]
    pub(crate) counters: Vec<String>,
    /// Words that, in a table's caption or before a unit in a line of its own, name the
    /// unit of the table's bare numbers ("Werte in" MB/s, "单位：" MB/s).
    #[serde(default)]
    pub(crate) unit_captions: Vec<String>,
    /// "Per second" written before the figure ("초당 3000MB", "每秒 3000MB"): a capacity
    /// after one is a bandwidth, and so are the numbers that share its unit ("초당
    /// 500~600MB").
    #[serde(default)]
    pub(crate) rate_prefixes: Vec<String>,
    /// "Per second" written after a capacity unit ("MB per seconde", "megabytes por
    /// segundo", "Gigabyte pro Sekunde"): with one, every capacity unit of the locale is a
    /// bandwidth of the same factor (compound aliases made when the locale is compiled).
    #[serde(default)]
    pub(crate) per_second_words: Vec<String>,
    /// Reading or writing named right after megabytes ("7000 megabyte in lettura", "2.200
    /// Megabyte beim Lesen"): a transfer rate, as reviews state a drive's speeds without
    /// "per second". Only the megabyte: "4 GB in lettura" may be a test file's size.
    #[serde(default)]
    pub(crate) rate_operation_words: Vec<String>,
    /// "Written" after a capacity unit of a terabyte or more ("300 TB written", "150 To
    /// écrits", "96 TB de escrita"): the volume written over the drive's life, an
    /// endurance, not a capacity (compound aliases, as for `per_second_words`).
    #[serde(default)]
    pub(crate) written_words: Vec<String>,
    /// Prepositions and articles allowed between a capacity unit and one of
    /// `written_words` ("600 TB an Schreibvorgängen", "9,1 PB aan schrijfacties", "150 To
    /// d'écritures"): each makes further compounds, so the written word stays in the
    /// clause and no other figure can stand between. One ending in an apostrophe is glued
    /// to the written word ("d'").
    #[serde(default)]
    pub(crate) written_gap_words: Vec<String>,
    /// "Per year" after a capacity unit of a terabyte or more ("300 TB/year", "550 To par
    /// an", "300 TB/Jahr"): a hard disk's workload rating, so much written (and read) a
    /// year, an endurance, not a capacity (compound aliases, as for `written_words`; a
    /// phrase that starts with '/' is glued to the unit).
    #[serde(default)]
    pub(crate) per_year_words: Vec<String>,
    /// "Per minute" after a capacity unit ("1800 MB/Min", "500 Mo par minute", "МБ/мин"):
    /// a copy or card-reader test's rate, a bandwidth of a sixtieth of the unit's factor
    /// per second (compound aliases, as for `per_second_words`; a phrase that starts
    /// with '/' is glued to the unit).
    #[serde(default)]
    pub(crate) per_minute_words: Vec<String>,
    /// Words that name a drive's endurance ("TBW", "Trwałość", "durabilidade") before
    /// terabytes in the same sentence, with no other number between: those terabytes are
    /// the endurance ("Trwałość TBW ustalono na 600 TB"); see `crate::units`.
    #[serde(default)]
    pub(crate) endurance_words: Vec<String>,
    /// Names of an endurance test ("수명 테스트", "Dauertest", "torture test"): in a
    /// document's lead, they make its terabyte figures from 100 TB up the volumes written
    /// so far, endurances; see `crate::units`.
    #[serde(default)]
    pub(crate) endurance_test_words: Vec<String>,
    /// Words for a storage device or its capacity ("記憶卡", "SDHC", "용량"): a whole number
    /// glued to G or T right beside one is so many gigabytes or terabytes ("2G記憶卡",
    /// "512G 용량"); see `crate::distant_units`.
    #[serde(default)]
    pub(crate) storage_nouns: Vec<String>,
    /// Words counted in operations ("operações", "operacji", "operations"): with one after
    /// a number, a `per_second_words` phrase further on makes the number IOPS.
    #[serde(default)]
    pub(crate) operation_words: Vec<String>,
    /// Words that may stand between a number and the IOPS unit (or the operations per
    /// second) that names it: "random", "read", "de", "leitura" ("320,000 random read
    /// IOPS"). Any other word ends the search.
    #[serde(default)]
    pub(crate) unit_gap_words: Vec<String>,
    /// Words after which a number is a version, not a figure ("PCIe 4.0", "NVMe 1.4",
    /// "USB 3.2"): the translation audit neither counts it in a slot nor lets it vote on
    /// the decimal style.
    #[serde(default)]
    pub(crate) version_words: Vec<String>,
    /// Words for a flash die or chip ("die", "Die", "puce", "다이", "颗粒"): a size in bits
    /// beside one ("512 Gbit pro Die") is the die's density, a capacity, not a link speed
    /// (see `units::die_density`). Matched as written, where a word starts and ends.
    #[serde(default)]
    pub(crate) die_words: Vec<String>,
    /// Counter words of operations ("75만회", "75万次"): after one of `rate_prefixes` the
    /// number is a rate of operations, in IOPS ("초당 75만회 입출력").
    #[serde(default)]
    pub(crate) operation_counters: Vec<String>,
    /// What, right after an operation counter, makes it the first character of another
    /// word ("回転", rotation, is no count of operations: "毎秒90回転" is 90 turns a second).
    #[serde(default)]
    pub(crate) operation_counter_not_before: Vec<String>,
    /// Unit aliases that are no unit when certain words follow them ("4분기" is the 4th
    /// quarter, not 4 minutes): each alias with the continuations that rule it out.
    #[serde(default)]
    pub(crate) not_a_unit: Vec<NotAUnit>,
}

/// A unit alias and the continuations after which it is no unit (`[[locale.not_a_unit]]`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NotAUnit {
    /// The alias exactly as in a `[[unit]]`'s `aliases` ("분", "A").
    pub alias: String,
    /// Text right after the alias that makes it something else ("기", "의 1", "大作").
    pub before: Vec<String>,
    /// Why, for the reader of the rules.
    #[serde(default)]
    pub why: Option<String>,
}

/// A unit and the ways it is written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitRule {
    pub metric: Metric,
    /// Canonical unit of the metric that `factor` converts to.
    pub canonical: std::sync::Arc<str>,
    /// Multiply the written number by this to get the canonical value.
    pub factor: f64,
    /// Exact spellings, case-sensitive ("GB/s" is not "Gb/s"). Shared: every figure holds
    /// a copy of its unit rule.
    pub aliases: std::sync::Arc<[String]>,
    /// Unit words matched whatever their case ("gigabyte", "Gigabyte", "GIGABYTE",
    /// "GigaByte"): when the locale is compiled each goes to `any_case_aliases`, and to
    /// `aliases` in lower case, capitalised and in upper case (then this is `None`).
    /// Inflected forms are listed as words of their own ("gigabytes", "микросекунды").
    #[serde(default)]
    pub words: Option<std::sync::Arc<[String]>>,
    /// Whether `aliases` too are matched whatever their case: for spellings whose case
    /// carries no meaning ("GByte", "Gbyte", "GBYTE"), never for symbols whose case does
    /// ("MB" is not "Mb", "ms" is not "Ms").
    #[serde(default)]
    pub any_case: bool,
    /// The spellings matched whatever their case, each folded by
    /// [`crate::kernels::alias_trie::fold_case`] (made when the locale is compiled).
    #[serde(skip)]
    pub any_case_aliases: std::sync::Arc<[String]>,
    #[serde(default)]
    pub note: Option<std::sync::Arc<str>>,
    /// Values go below zero, written with a minus sign ("-40 °C"); the first number of a
    /// range may keep only the unit's first character ("10° 至 35°C").
    #[serde(default)]
    pub signed: bool,
}

/// Cardinal numbers written as words, all of one value ("un", "une", "Un"): matched
/// whatever their case, as whole words, and only when a unit or a multiplier follows.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NumberWordRule {
    pub words: Vec<String>,
    pub value: f64,
    /// The words are also the indefinite article ("un", "um", "ein", "een"): read as a
    /// number only before a multiplier or a unit that is no span of the calendar ("un an",
    /// "een jaar geleden" tell a story), and not before a unit that a model token (a digit,
    /// a word of capitals) follows ("Un second BX 200": an ordinal before a model).
    #[serde(default)]
    pub article: bool,
}

/// Where a figure's unit carries forward (or back) to a bare number of the same
/// sentence: the words between them must all be `gap_words` or `coordinators`, with at
/// least one coordinator ("e", "et", "bzw.").
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CarriedUnitTable {
    /// Coordinating words: one must stand between the two numbers.
    pub coordinators: Vec<String>,
    /// Prepositions, articles, read/write words and copulas that may stand around it.
    #[serde(default)]
    pub gap_words: Vec<String>,
}

/// A multiplier written after a number: K, M, 万, 억, Millionen.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MultiplierRule {
    pub words: Vec<String>,
    pub factor: f64,
    /// Whether the word must touch the number ("510K"), may be spaced ("1,2 Mio."), or either.
    pub attach: Attach,
    /// Continuations that make the word something else ("4만큼" is "as much as 4").
    #[serde(default)]
    pub not_before: Vec<String>,
    /// Metrics of the units before which a glued-only word may also stand apart from its
    /// number ("400 K IOPS": K then a space and an IOPS unit).
    #[serde(default)]
    pub spaced_before: Vec<Metric>,
}

/// One word of a [`MultiplierRule`], with its first byte: a place where a number ends is
/// compared with the few words that start with its first byte, not with every word.
#[derive(Debug, Clone, Copy)]
pub struct MultiplierWord {
    /// Index of the rule in [`Locale::multipliers`].
    pub rule: usize,
    /// Index of the word in the rule's `words`.
    pub word: usize,
    /// `None` for an empty word (which starts every text).
    pub first_byte: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Attach {
    Glued,
    Spaced,
    Either,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct WorkloadRule {
    pub(crate) id: Workload,
    pub(crate) patterns: Vec<Located>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct QualifierRule {
    pub(crate) id: Qualifier,
    pub(crate) patterns: Vec<Located>,
}

/// Words that name a test only to set it apart ("Unlike SQL Server, here we looked at raw
/// performance", "SQL Server와 달리"): a workload named next to one does not carry to the
/// figures that follow.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ContrastRule {
    pub(crate) patterns: Vec<Located>,
}

/// A family of tests named on its own ("Full-Clone-Ergebnisse", "for Linked Clone"),
/// whose members a later [`PhaseRule`] of the same paragraph names by their phase.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct FamilyRule {
    pub(crate) id: String,
    pub(crate) patterns: Vec<Located>,
}

/// A phase of a test ("beim Booten", "bei der ersten Anmeldung") and the workload it
/// names in each family: after "Full-Clone-Ergebnisse", "beim Booten" is `vdi_fc_boot`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PhaseRule {
    pub(crate) patterns: Vec<Located>,
    /// Family id → workload.
    pub(crate) workloads: std::collections::BTreeMap<String, Workload>,
}

/// A heading that opens a specification or test-bed section.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SectionRule {
    pub(crate) kind: SectionKind,
    pub(crate) patterns: Vec<Located>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SectionKind {
    /// Vendor specification tables and claims.
    Spec,
    /// Test-bed setup (servers, VM configuration).
    Config,
    /// Any other heading: closes a spec or config section.
    Results,
}

/// A phrase and the first fact it must yield (checked by `tests/rule_examples.rs`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Example {
    pub text: String,
    pub metric: Metric,
    /// Expected value in the canonical unit; omit for a figure that must be `null` (XNUMX).
    pub value: Option<f64>,
    #[serde(default)]
    pub workload: Option<Workload>,
    #[serde(default)]
    pub qualifier: Option<Qualifier>,
    #[serde(default)]
    pub note: Option<String>,
}

/// A phrase that must yield no fact at all.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counterexample {
    pub text: String,
    pub why: String,
}
