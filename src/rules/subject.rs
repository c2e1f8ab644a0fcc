//! The words that say whose figure a fact is and how it was measured (`rules/<locale>/
//! subject.toml`, with what every language shares in `rules/common/subject.toml`): brand
//! names and the words of a product's name, comparison and predecessor phrases, words of
//! the test environment, access and operation words, benchmark tools and their notations
//! ("SEQ1M Q8T1"), host protocols and cache words.
//!
//! Every rule carries `examples` (strings one of its patterns must match) and
//! `counterexamples` (strings none may match), run by `tests/subject_rules.rs` through
//! [`SubjectRules::example_failures`]; `[[fact_example]]` tables are whole phrases with
//! the subject, role and test their first fact must get. Patterns are checked when the
//! file is loaded (an error names `file:line:col`) and compiled once, on the locale's
//! first use. Handed on: a [`SubjectRules`] per locale, read by the context stage.

use super::files::{LineStarts, Located};
use super::patterns::{MatchStarts, PatternSet, StartFinder};
use super::RuleError;
use crate::kernels::word_occurrences::WordOccurrences;
use crate::model::{Access, CacheState, Op, SubjectRole};
use serde::Deserialize;
use std::sync::Arc;

/// A rule as written: patterns, and the strings its patterns must and must not match.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct WordRule<T> {
    pub(crate) id: T,
    pub(crate) patterns: Vec<Located>,
    #[serde(default)]
    pub(crate) examples: Vec<String>,
    #[serde(default)]
    pub(crate) counterexamples: Vec<String>,
    #[serde(default)]
    #[allow(dead_code)]
    pub(crate) note: Option<String>,
}

/// A rule without an id (the kind of word is the table's name).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct PlainRule {
    pub(crate) patterns: Vec<Located>,
    #[serde(default)]
    pub(crate) examples: Vec<String>,
    #[serde(default)]
    pub(crate) counterexamples: Vec<String>,
    #[serde(default)]
    #[allow(dead_code)]
    pub(crate) note: Option<String>,
}

/// A notation of test conditions: a pattern whose named groups carry the values
/// (`block` with `unit`, `qd`, `threads`, `read`, `raid`, `vms`), and what the notation
/// itself says (`access`, `op`, `tool`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NotationRule {
    pub(crate) patterns: Vec<Located>,
    #[serde(default)]
    pub(crate) access: Option<Access>,
    #[serde(default)]
    pub(crate) op: Option<Op>,
    #[serde(default)]
    pub(crate) tool: Option<String>,
    /// A block size alone ("4K") names a test only next to an access or operation word.
    #[serde(default)]
    pub(crate) needs_test_word: bool,
    #[serde(default)]
    pub(crate) examples: Vec<String>,
    #[serde(default)]
    pub(crate) counterexamples: Vec<String>,
    #[serde(default)]
    #[allow(dead_code)]
    pub(crate) note: Option<String>,
}

/// `[names]`: the words of a product's name after its brand.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct NameWords {
    /// Words that end a model name ("Pro", "EVO", "Plus"), matched whole, any case.
    #[serde(default)]
    pub(crate) suffixes: Vec<String>,
    /// Words of a product line or kind that may stand between brand and model ("AFF",
    /// "ETERNUS", "SSD"), matched whole, any case.
    #[serde(default)]
    pub(crate) line_words: Vec<String>,
    /// Words of a product's kind ("SSD", "NVMe"): part of its name, not of its key.
    #[serde(default)]
    pub(crate) kind_words: Vec<String>,
    /// Words for a product series ("Serie", "シリーズ", "系列"): a model or a quoted
    /// name right before one names a product, whatever its brand; matched as written.
    #[serde(default)]
    pub(crate) series_words: Vec<String>,
}

/// A phrase and what its first fact must be given.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FactExample {
    pub text: String,
    /// The subject, or absent for none.
    #[serde(default)]
    pub subject: Option<String>,
    pub role: SubjectRole,
    #[serde(default)]
    pub block_size_bytes: Option<u64>,
    #[serde(default)]
    pub access: Option<Access>,
    #[serde(default)]
    pub op: Option<Op>,
    #[serde(default)]
    pub queue_depth: Option<u32>,
    #[serde(default)]
    pub threads: Option<u32>,
    #[serde(default)]
    pub tool: Option<String>,
    #[serde(default)]
    pub protocol: Option<String>,
    #[serde(default)]
    pub cache: Option<CacheState>,
    #[serde(default)]
    pub vm_count: Option<u32>,
    #[serde(default)]
    pub note: Option<String>,
}

/// One `subject.toml` as written.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct SubjectFile {
    #[serde(default)]
    pub(crate) names: Option<NameWords>,
    #[serde(default)]
    pub(crate) brand: Vec<PlainRule>,
    #[serde(default)]
    pub(crate) name_cue: Vec<PlainRule>,
    #[serde(default)]
    pub(crate) compared: Vec<PlainRule>,
    #[serde(default)]
    pub(crate) predecessor: Vec<PlainRule>,
    #[serde(default)]
    pub(crate) reviewed: Vec<PlainRule>,
    #[serde(default)]
    pub(crate) environment: Vec<PlainRule>,
    #[serde(default)]
    pub(crate) host: Vec<PlainRule>,
    #[serde(default)]
    pub(crate) joiner: Vec<PlainRule>,
    #[serde(default)]
    pub(crate) access: Vec<WordRule<Access>>,
    #[serde(default)]
    pub(crate) op: Vec<WordRule<Op>>,
    #[serde(default)]
    pub(crate) tool: Vec<WordRule<String>>,
    #[serde(default)]
    pub(crate) protocol: Vec<WordRule<String>>,
    #[serde(default)]
    pub(crate) cache: Vec<WordRule<CacheState>>,
    #[serde(default)]
    pub(crate) notation: Vec<NotationRule>,
    #[serde(default)]
    pub(crate) fact_example: Vec<FactExample>,
}

impl SubjectFile {
    /// Every pattern of the file with its rule's examples, for locating and checking.
    fn rules_mut(&mut self) -> Vec<&mut Vec<Located>> {
        let mut out: Vec<&mut Vec<Located>> = Vec::new();
        for list in [
            &mut self.brand,
            &mut self.name_cue,
            &mut self.compared,
            &mut self.predecessor,
            &mut self.reviewed,
            &mut self.environment,
            &mut self.host,
            &mut self.joiner,
        ] {
            out.extend(list.iter_mut().map(|r| &mut r.patterns));
        }
        out.extend(self.access.iter_mut().map(|r| &mut r.patterns));
        out.extend(self.op.iter_mut().map(|r| &mut r.patterns));
        out.extend(self.tool.iter_mut().map(|r| &mut r.patterns));
        out.extend(self.protocol.iter_mut().map(|r| &mut r.patterns));
        out.extend(self.cache.iter_mut().map(|r| &mut r.patterns));
        out.extend(self.notation.iter_mut().map(|r| &mut r.patterns));
        out
    }

    /// Reads `text` (the file at `path`), locates its patterns and checks their syntax.
    /// (Only the syntax: translating every pattern of the thirteen files, `(?i)` and
    /// Unicode classes folded, cost more than compiling the few locales a run uses. A
    /// pattern that parses but does not translate is named when its set is compiled.)
    pub(crate) fn parse(path: &str, text: &str) -> Result<Self, RuleError> {
        let mut file: SubjectFile =
            toml::from_str(text).map_err(|e| super::toml_error(path, text, &e))?;
        let lines = LineStarts::new(text);
        for list in file.rules_mut() {
            for pattern in list.iter_mut() {
                pattern.locate(path, &lines);
                if let Err(e) = regex_syntax::ast::parse::Parser::new().parse(&pattern.text) {
                    return Err(pattern_error(pattern, &e));
                }
            }
        }
        Ok(file)
    }

    /// Adds the rules of `other` (another file of the same folder, or `common/`).
    pub(crate) fn extend(&mut self, other: &SubjectFile) {
        if let Some(names) = &other.names {
            let into = self.names.get_or_insert_with(NameWords::default);
            into.suffixes.extend(names.suffixes.iter().cloned());
            into.line_words.extend(names.line_words.iter().cloned());
            into.kind_words.extend(names.kind_words.iter().cloned());
            into.series_words.extend(names.series_words.iter().cloned());
        }
        self.brand.extend(other.brand.iter().cloned());
        self.name_cue.extend(other.name_cue.iter().cloned());
        self.compared.extend(other.compared.iter().cloned());
        self.predecessor.extend(other.predecessor.iter().cloned());
        self.reviewed.extend(other.reviewed.iter().cloned());
        self.environment.extend(other.environment.iter().cloned());
        self.host.extend(other.host.iter().cloned());
        self.joiner.extend(other.joiner.iter().cloned());
        self.access.extend(other.access.iter().cloned());
        self.op.extend(other.op.iter().cloned());
        self.tool.extend(other.tool.iter().cloned());
        self.protocol.extend(other.protocol.iter().cloned());
        self.cache.extend(other.cache.iter().cloned());
        self.notation.extend(other.notation.iter().cloned());
        self.fact_example.extend(other.fact_example.iter().cloned());
    }
}

/// What a notation states, read from its named groups.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct NotationValues {
    pub block_size_bytes: Option<u64>,
    pub access: Option<Access>,
    pub op: Option<Op>,
    pub read_percent: Option<u8>,
    pub queue_depth: Option<u32>,
    pub threads: Option<u32>,
    /// Index into [`SubjectRules::tool_names`].
    pub tool: Option<usize>,
    pub raid: Option<String>,
    pub vm_count: Option<u32>,
    /// The notation is a block size alone, which names a test only next to a test word.
    pub needs_test_word: bool,
}

/// One locale's subject and test rules, compiled.
#[derive(Debug, Clone)]
pub struct SubjectRules {
    pub brands: Arc<PatternSet<()>>,
    /// Lower-cased.
    pub suffixes: Vec<String>,
    /// Lower-cased.
    pub line_words: Vec<String>,
    /// Lower-cased.
    pub kind_words: Vec<String>,
    /// As written ("Serie", "シリーズ"), in one automaton.
    pub(crate) series_words: WordOccurrences,
    pub name_cues: Arc<PatternSet<()>>,
    pub compared: Arc<PatternSet<()>>,
    pub predecessors: Arc<PatternSet<()>>,
    pub reviewed: Arc<PatternSet<()>>,
    pub environment: Arc<PatternSet<()>>,
    /// The test bed's own hardware ("Server", "伺服器", "Switch"): a product named right
    /// before one is no subject of the figures.
    pub hosts: Arc<PatternSet<()>>,
    /// Words that join two figures of a list, one per operation listed before them
    /// ("读写速度达到14827.77MB/s和13389.99MB/s"): "和", "and", "und", not "至" or "to".
    pub joiners: Arc<PatternSet<()>>,
    pub access: Arc<PatternSet<Access>>,
    pub ops: Arc<PatternSet<Op>>,
    /// Label: index into `tool_names`.
    pub tools: Arc<PatternSet<usize>>,
    pub tool_names: Vec<String>,
    /// Label: index into `protocol_names`.
    pub protocols: Arc<PatternSet<usize>>,
    pub protocol_names: Vec<String>,
    pub cache: Arc<PatternSet<CacheState>>,
    /// All notations in one regex: group `r{a}` is the `a`-th notation pattern, its value
    /// groups are renamed `n{a}_{name}`; with the rule of each pattern.
    notations: Option<Notations>,
    notation_rules: Vec<NotationRule>,
    /// Each pattern's source and its rule's examples and counterexamples, for
    /// [`SubjectRules::example_failures`].
    checks: Vec<(Vec<Located>, Vec<String>, Vec<String>)>,
    pub fact_examples: Vec<FactExample>,
}

/// All notations of a locale in one regex, with the rule of each of its patterns and,
/// for each pattern, the index of its group and of its value groups in the regex (looked
/// up once here: by name, for each match, they were most of the cost of reading one).
#[derive(Debug, Clone)]
struct Notations {
    regex: Arc<regex::Regex>,
    owners: Vec<usize>,
    /// By pattern: the index of group `r{a}`, and of each of [`NOTATION_GROUPS`].
    groups: Vec<(usize, [Option<usize>; NOTATION_GROUPS.len()])>,
}

impl Notations {
    fn new(regex: Arc<regex::Regex>, owners: Vec<usize>) -> Self {
        let index: std::collections::HashMap<&str, usize> = regex
            .capture_names()
            .enumerate()
            .filter_map(|(i, name)| Some((name?, i)))
            .collect();
        let groups = (0..owners.len())
            .map(|a| {
                let whole = index[format!("r{a}").as_str()];
                let values =
                    NOTATION_GROUPS.map(|g| index.get(format!("n{a}_{g}").as_str()).copied());
                (whole, values)
            })
            .collect();
        Notations {
            regex,
            owners,
            groups,
        }
    }
}

/// The value groups a notation may have.
const NOTATION_GROUPS: [&str; 7] = ["block", "unit", "qd", "threads", "read", "raid", "vms"];

/// Compiled sets and notation regexes, shared by the locales whose merged rules give
/// them the same patterns. The brands, tools, protocols and notations come from
/// `common/` for most locales: compiled once per locale, they were most of the cost of
/// starting (a few million instructions per set). A shared set also keeps its lazy
/// automaton's states, built once for all the locales.
#[derive(Debug, Default)]
pub(crate) struct SharedSets {
    /// By the label type, the patterns and the labels (written out).
    sets: std::sync::Mutex<SetsByKey>,
    /// By the whole notation regex.
    notations: std::sync::Mutex<std::collections::HashMap<String, Arc<regex::Regex>>>,
}

type SetKey = (std::any::TypeId, Vec<String>, String);
type SetsByKey = std::collections::HashMap<SetKey, Arc<dyn std::any::Any + Send + Sync>>;

impl SharedSets {
    /// The set of `patterns`, compiled now unless an equal one was.
    fn set<T>(&self, patterns: &[(T, String)]) -> Result<Arc<PatternSet<T>>, String>
    where
        T: Copy + std::fmt::Debug + Send + Sync + 'static,
    {
        let labels: Vec<T> = patterns.iter().map(|(l, _)| *l).collect();
        let key: SetKey = (
            std::any::TypeId::of::<T>(),
            patterns.iter().map(|(_, p)| p.clone()).collect(),
            format!("{labels:?}"),
        );
        let mut sets = self.sets.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(found) = sets.get(&key).and_then(|s| s.clone().downcast().ok()) {
            return Ok(found);
        }
        let compiled = Arc::new(PatternSet::without_prefilter(patterns)?);
        sets.insert(key, compiled.clone());
        Ok(compiled)
    }

    /// The regex of `pattern`, compiled now unless the same pattern was.
    fn regex(&self, pattern: &str) -> Result<Arc<regex::Regex>, regex::Error> {
        let mut regexes = self.notations.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(found) = regexes.get(pattern) {
            return Ok(found.clone());
        }
        let compiled = Arc::new(regex::Regex::new(pattern)?);
        regexes.insert(pattern.to_string(), compiled.clone());
        Ok(compiled)
    }
}

/// The error of a pattern that does not compile, naming where it is written.
fn pattern_error(pattern: &Located, e: &dyn std::fmt::Display) -> RuleError {
    RuleError::Invalid {
        path: pattern.at.to_string(),
        message: format!("pattern {:?} does not compile: {e}", pattern.text),
    }
}

fn set_of<T>(
    rules: impl Iterator<Item = (T, Vec<Located>)>,
    sources: &[String],
    shared: &SharedSets,
) -> Result<Arc<PatternSet<T>>, RuleError>
where
    T: Copy + std::fmt::Debug + Send + Sync + 'static,
{
    let mut all: Vec<(T, String)> = Vec::new();
    let mut located = Vec::new();
    for (label, patterns) in rules {
        for p in patterns {
            all.push((label, p.text.clone()));
            located.push(p);
        }
    }
    shared.set(&all).map_err(|message| {
        // The pattern at fault, if one is on its own.
        for p in &located {
            if let Err(e) = regex_syntax::Parser::new().parse(&p.text) {
                return pattern_error(p, &e);
            }
        }
        RuleError::Invalid {
            path: located
                .first()
                .map_or_else(|| sources.join(", "), |p| p.at.to_string()),
            message,
        }
    })
}

/// Index of `name` in `names`, added when new.
fn intern(names: &mut Vec<String>, name: &str) -> usize {
    names.iter().position(|n| n == name).unwrap_or_else(|| {
        names.push(name.to_string());
        names.len() - 1
    })
}

impl SubjectRules {
    /// Compiles the merged rules of a locale (its own files and `common/`), taking the
    /// sets and regexes compiled for another locale from `shared` where they are the same.
    pub(crate) fn compile(
        file: &SubjectFile,
        sources: &[String],
        shared: &SharedSets,
    ) -> Result<Self, RuleError> {
        let plain = |rules: &[PlainRule]| {
            set_of(
                rules.iter().map(|r| ((), r.patterns.clone())),
                sources,
                shared,
            )
        };
        let mut tool_names = Vec::new();
        let tool_labels: Vec<usize> = file
            .tool
            .iter()
            .map(|r| intern(&mut tool_names, &r.id))
            .collect();
        for n in &file.notation {
            if let Some(t) = &n.tool {
                intern(&mut tool_names, t);
            }
        }
        let mut protocol_names = Vec::new();
        let protocol_labels: Vec<usize> = file
            .protocol
            .iter()
            .map(|r| intern(&mut protocol_names, &r.id))
            .collect();
        let notations = compile_notations(file, shared)?;
        let names = file.names.clone().unwrap_or_default();
        let mut checks = Vec::new();
        for list in [
            &file.brand,
            &file.name_cue,
            &file.compared,
            &file.predecessor,
            &file.reviewed,
            &file.environment,
            &file.host,
            &file.joiner,
        ] {
            checks.extend(list.iter().map(|r| {
                (
                    r.patterns.clone(),
                    r.examples.clone(),
                    r.counterexamples.clone(),
                )
            }));
        }
        macro_rules! add_checks {
            ($list:expr) => {
                checks.extend($list.iter().map(|r| {
                    (
                        r.patterns.clone(),
                        r.examples.clone(),
                        r.counterexamples.clone(),
                    )
                }))
            };
        }
        add_checks!(file.access);
        add_checks!(file.op);
        add_checks!(file.tool);
        add_checks!(file.protocol);
        add_checks!(file.cache);
        add_checks!(file.notation);
        Ok(SubjectRules {
            brands: plain(&file.brand)?,
            suffixes: names.suffixes.iter().map(|s| s.to_lowercase()).collect(),
            line_words: names.line_words.iter().map(|s| s.to_lowercase()).collect(),
            kind_words: names.kind_words.iter().map(|s| s.to_lowercase()).collect(),
            series_words: WordOccurrences::new(&names.series_words),
            name_cues: plain(&file.name_cue)?,
            compared: plain(&file.compared)?,
            predecessors: plain(&file.predecessor)?,
            reviewed: plain(&file.reviewed)?,
            environment: plain(&file.environment)?,
            hosts: plain(&file.host)?,
            joiners: plain(&file.joiner)?,
            access: set_of(
                file.access.iter().map(|r| (r.id, r.patterns.clone())),
                sources,
                shared,
            )?,
            ops: set_of(
                file.op.iter().map(|r| (r.id, r.patterns.clone())),
                sources,
                shared,
            )?,
            tools: set_of(
                file.tool
                    .iter()
                    .zip(tool_labels)
                    .map(|(r, l)| (l, r.patterns.clone())),
                sources,
                shared,
            )?,
            tool_names,
            protocols: set_of(
                file.protocol
                    .iter()
                    .zip(protocol_labels)
                    .map(|(r, l)| (l, r.patterns.clone())),
                sources,
                shared,
            )?,
            protocol_names,
            cache: set_of(
                file.cache.iter().map(|r| (r.id, r.patterns.clone())),
                sources,
                shared,
            )?,
            notations,
            notation_rules: file.notation.clone(),
            checks,
            fact_examples: file.fact_example.clone(),
        }
        .sharing_block_starts())
    }

    /// These rules with one start finder for the sets searched over every block with
    /// figures (brands, comparison and reviewed-product words, test words, tools,
    /// protocols...): a search per set scanned the block a dozen times, where one scan
    /// finds where any of them may match ([`SubjectRules::block_starts`]). Unchanged when
    /// no finder can be built (each set then searches on its own).
    fn sharing_block_starts(mut self) -> Self {
        let Some(finder) = StartFinder::new(&[
            &self.brands.sources,
            &self.name_cues.sources,
            &self.compared.sources,
            &self.predecessors.sources,
            &self.reviewed.sources,
            &self.environment.sources,
            &self.hosts.sources,
            &self.access.sources,
            &self.ops.sources,
            &self.tools.sources,
            &self.protocols.sources,
            &self.cache.sources,
        ]) else {
            return self;
        };
        let finder = Arc::new(finder);
        fn share<T: Copy>(set: &mut Arc<PatternSet<T>>, finder: &Arc<StartFinder>, bit: u16) {
            *set = Arc::new(set.sharing(finder, 1 << bit));
        }
        share(&mut self.brands, &finder, 0);
        share(&mut self.name_cues, &finder, 1);
        share(&mut self.compared, &finder, 2);
        share(&mut self.predecessors, &finder, 3);
        share(&mut self.reviewed, &finder, 4);
        share(&mut self.environment, &finder, 5);
        share(&mut self.hosts, &finder, 6);
        share(&mut self.access, &finder, 7);
        share(&mut self.ops, &finder, 8);
        share(&mut self.tools, &finder, 9);
        share(&mut self.protocols, &finder, 10);
        share(&mut self.cache, &finder, 11);
        self
    }

    /// Where the block sets of these rules may match in `text[range]`, found in one scan
    /// for all of them, for [`PatternSet::find_all`]; `None` when they share no finder or
    /// the scan gives up (each set then searches on its own).
    pub(crate) fn block_starts(
        &self,
        text: &str,
        range: std::ops::Range<usize>,
    ) -> Option<MatchStarts> {
        self.access.match_starts(text, range)
    }

    /// Notations in `text[range]`, leftmost first and non-overlapping, as (start, end,
    /// values).
    pub fn find_notations(
        &self,
        text: &str,
        range: std::ops::Range<usize>,
    ) -> Vec<(usize, usize, NotationValues)> {
        let Some(Notations {
            regex,
            owners,
            groups,
        }) = &self.notations
        else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut at = range.start;
        while at < range.end {
            // Found by the fast search, then its groups read within the match only
            // (capturing over the whole passage is several times slower).
            let Some(found) = regex.find_at(&text[..range.end], at) else {
                break;
            };
            let Some(caps) = regex.captures_at(&text[..found.end()], found.start()) else {
                break;
            };
            let whole = caps.get(0).expect("group 0");
            let Some(k) = (0..owners.len()).find(|&k| caps.get(groups[k].0).is_some()) else {
                break;
            };
            let rule = &self.notation_rules[owners[k]];
            // A block size alone starts one character early (the one before its number):
            // the search goes on from its next character, so that a notation starting in
            // it ("8K 70/30") is found too; the overlapped one is dropped below.
            let next_char = |at: usize| at + text[at..].chars().next().map_or(1, char::len_utf8);
            at = if rule.needs_test_word || whole.end() == whole.start() {
                next_char(whole.start())
            } else {
                whole.end()
            };
            let group = |g: &str| {
                let at = NOTATION_GROUPS.iter().position(|&n| n == g)?;
                caps.get(groups[k].1[at]?).map(|m| m.as_str())
            };
            let number = |g: &str| group(g).and_then(|s| s.parse::<u32>().ok());
            let unit = group("unit").unwrap_or("K");
            let block_size_bytes = number("block").and_then(|n| {
                let factor: u64 = match unit.chars().next() {
                    Some('M' | 'm') => 1 << 20,
                    Some('G' | 'g') => 1 << 30,
                    Some('B' | 'b') => 1,
                    _ => 1 << 10,
                };
                (n > 0).then(|| u64::from(n) * factor)
            });
            let read_percent = number("read").filter(|&r| r <= 100).map(|r| r as u8);
            let values = NotationValues {
                block_size_bytes,
                access: rule.access,
                op: rule.op.or(read_percent.map(|_| Op::Mixed)),
                read_percent,
                queue_depth: number("qd"),
                threads: number("threads"),
                tool: rule
                    .tool
                    .as_ref()
                    .and_then(|t| self.tool_names.iter().position(|n| n == t)),
                raid: group("raid").map(|s| s.to_uppercase()),
                vm_count: number("vms"),
                needs_test_word: rule.needs_test_word,
            };
            out.push((whole.start(), whole.end(), values));
        }
        // Drop each block size alone that overlaps another notation, and the notations
        // that overlap an earlier one.
        let overlaps = |a: &(usize, usize, NotationValues), b: &(usize, usize, NotationValues)| {
            a.0 < b.1 && b.0 < a.1
        };
        let full: Vec<(usize, usize, NotationValues)> = out
            .iter()
            .filter(|n| !n.2.needs_test_word)
            .cloned()
            .collect();
        out.retain(|n| !n.2.needs_test_word || !full.iter().any(|f| overlaps(f, n)));
        let mut kept: Vec<(usize, usize, NotationValues)> = Vec::with_capacity(out.len());
        for n in out {
            if kept.last().is_none_or(|l| l.1 <= n.0) {
                kept.push(n);
            }
        }
        kept
    }

    /// Every rule example no pattern of its rule matches, and every counterexample one
    /// matches, each with where the rule is written.
    pub fn example_failures(&self) -> Vec<String> {
        let mut failures = Vec::new();
        for (patterns, examples, counterexamples) in &self.checks {
            // As the pattern sets search them: with ASCII word boundaries.
            let compiled: Vec<regex::Regex> = patterns
                .iter()
                .filter_map(|p| {
                    regex::Regex::new(&super::patterns::ascii_word_boundaries(&p.text)).ok()
                })
                .collect();
            let at = patterns.first().map_or("", |p| &*p.at);
            for e in examples {
                if !compiled.iter().any(|r| r.is_match(e)) {
                    failures.push(format!("{at}: example {e:?} is matched by no pattern"));
                }
            }
            for c in counterexamples {
                if let Some(r) = compiled.iter().find(|r| r.is_match(c)) {
                    failures.push(format!(
                        "{at}: counterexample {c:?} is matched by {:?}",
                        r.as_str()
                    ));
                }
            }
        }
        failures
    }

    /// How many rule examples and counterexamples there are.
    pub fn example_count(&self) -> usize {
        self.checks.iter().map(|(_, e, c)| e.len() + c.len()).sum()
    }
}

/// Every notation pattern in one regex (see [`SubjectRules`]), with the rule of each
/// pattern; an error names the pattern at fault. (Each pattern is compiled alone only
/// when the whole does not compile, to find the one at fault: compiling each always
/// cost as much as the whole.)
fn compile_notations(
    file: &SubjectFile,
    shared: &SharedSets,
) -> Result<Option<Notations>, RuleError> {
    let mut alternatives = Vec::new();
    let mut renamed_patterns = Vec::new();
    let mut owners = Vec::new();
    for (rule_index, rule) in file.notation.iter().enumerate() {
        for p in &rule.patterns {
            let a = owners.len();
            // ASCII word boundaries, as in the other sets: "4K随机" has one after the K.
            let mut renamed = super::patterns::ascii_word_boundaries(&p.text);
            for g in NOTATION_GROUPS {
                renamed = renamed.replace(&format!("(?P<{g}>"), &format!("(?P<n{a}_{g}>"));
            }
            alternatives.push(format!("(?P<r{a}>{renamed})"));
            renamed_patterns.push((p, renamed));
            owners.push(rule_index);
        }
    }
    if alternatives.is_empty() {
        return Ok(None);
    }
    match shared.regex(&alternatives.join("|")) {
        Ok(regex) => Ok(Some(Notations::new(regex, owners))),
        Err(whole) => {
            for (p, renamed) in &renamed_patterns {
                if let Err(e) = regex::Regex::new(renamed) {
                    return Err(pattern_error(p, &e));
                }
            }
            Err(RuleError::Invalid {
                path: file.notation[0].patterns[0].at.to_string(),
                message: format!("notation patterns do not compile together: {whole}"),
            })
        }
    }
}

#[cfg(test)]
#[path = "block_starts_tests.rs"]
mod block_starts_tests;
