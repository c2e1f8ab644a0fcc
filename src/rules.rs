//! Rule data: number formats, units, workload and qualifier words, per locale.
//!
//! Rules are plain TOML files under `rules/<locale>/` (and `rules/common/` for what every
//! locale shares), so that a linguist can read and extend them and a new locale needs no
//! code. They are embedded into the binary at build time (see `build.rs`) and can be
//! replaced at run time with [`RuleSet::from_files`]. Malformed rules fail loudly with the
//! file name and the TOML error's line and column.

use crate::model::{Metric, Qualifier, Workload};
use regex::Regex;
use serde::Deserialize;
use std::collections::HashMap;

/// A map looked up for every number, block and figure: hashed with foldhash, not SipHash
/// (keys are rule data or one document's figures, and no map is iterated, so the hasher
/// changes nothing but the cost).
pub(crate) type FastMap<K, V> = HashMap<K, V, foldhash::fast::FixedState>;

include!(concat!(env!("OUT_DIR"), "/embedded_rules.rs"));

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
struct RuleFile {
    locale: Option<LocaleHeader>,
    #[serde(default)]
    unit: Vec<UnitRule>,
    #[serde(default)]
    multiplier: Vec<MultiplierRule>,
    #[serde(default)]
    workload: Vec<WorkloadRule>,
    #[serde(default)]
    qualifier: Vec<QualifierRule>,
    #[serde(default)]
    section: Vec<SectionRule>,
    #[serde(default)]
    contrast: Vec<ContrastRule>,
    #[serde(default)]
    family: Vec<FamilyRule>,
    #[serde(default)]
    phase: Vec<PhaseRule>,
    #[serde(default)]
    example: Vec<Example>,
    #[serde(default)]
    counterexample: Vec<Counterexample>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct LocaleHeader {
    code: String,
    name: String,
    /// Styles a text of this locale may use, the native one first. Machine translations of
    /// English reviews into comma-decimal languages often keep the English style.
    number_styles: Vec<NumberStyle>,
    /// Characters that may group thousands besides the style's own ('.' or ',').
    #[serde(default)]
    extra_group_separators: Vec<String>,
    /// Words or marks allowed between a number and its unit ("的", "以上的").
    #[serde(default)]
    particles: Vec<String>,
    /// Words joining two numbers that share the unit written after the second
    /// ("8 bzw. 16 VMs", "420/63 IOPS", "12,638.3에서 3,159.2 TPS").
    #[serde(default)]
    shared_unit_connectors: Vec<String>,
    /// Where a clause ends, for attaching workloads named in the same clause.
    #[serde(default)]
    clause_breaks: Vec<String>,
    /// Words that, right after "4K"/"64KB", make the size the name of a workload or a block
    /// size ("4K-Lesevorgang", "64-KB-Schreiben", "4KB 블록"), not a capacity.
    #[serde(default)]
    block_size_followers: Vec<String>,
    /// Counter words after a number ("64개", "64個"): a count unit written just before the
    /// number is its unit ("vCPU 64개" is 64 vCPUs).
    #[serde(default)]
    counters: Vec<String>,
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
    #[serde(default)]
    pub note: Option<std::sync::Arc<str>>,
    /// Values go below zero, written with a minus sign ("-40 °C"); the first number of a
    /// range may keep only the unit's first character ("10° 至 35°C").
    #[serde(default)]
    pub signed: bool,
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
struct WorkloadRule {
    id: Workload,
    patterns: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct QualifierRule {
    id: Qualifier,
    patterns: Vec<String>,
}

/// Words that name a test only to set it apart ("Unlike SQL Server, here we looked at raw
/// performance", "SQL Server와 달리"): a workload named next to one does not carry to the
/// figures that follow.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ContrastRule {
    patterns: Vec<String>,
}

/// A family of tests named on its own ("Full-Clone-Ergebnisse", "for Linked Clone"),
/// whose members a later [`PhaseRule`] of the same paragraph names by their phase.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct FamilyRule {
    id: String,
    patterns: Vec<String>,
}

/// A phase of a test ("beim Booten", "bei der ersten Anmeldung") and the workload it
/// names in each family: after "Full-Clone-Ergebnisse", "beim Booten" is `vdi_fc_boot`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct PhaseRule {
    patterns: Vec<String>,
    /// Family id → workload.
    workloads: std::collections::BTreeMap<String, Workload>,
}

/// A heading that opens a specification or test-bed section.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct SectionRule {
    kind: SectionKind,
    patterns: Vec<String>,
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

/// A compiled pattern with the label it stands for.
#[derive(Debug, Clone)]
pub struct Pattern<T> {
    pub label: T,
    pub regex: Regex,
}

/// Patterns of several labels compiled into one automaton, so that a passage is scanned
/// once for all of them rather than once per pattern (a locale has ~50 workload
/// patterns; scanning a paragraph 50 times was the largest cost of the context stage).
#[derive(Debug, Clone)]
pub struct PatternSet<T> {
    /// The label of each pattern, by pattern index.
    labels: Vec<T>,
    /// Finds the leftmost place where any pattern matches.
    leftmost: regex_automata::meta::Regex,
    /// Anchored at that place, finds the longest match of any pattern ("SQL 90-10" over "SQL").
    longest: regex_automata::meta::Regex,
    /// The patterns as compiled, for building a [`StartFinder`] with other sets.
    sources: Vec<String>,
    /// The start finder this set shares with the other context sets of its locale, and
    /// the set's bit in it.
    shared: Option<(std::sync::Arc<StartFinder>, u8)>,
}

impl<T: Copy> PatternSet<T> {
    fn new(patterns: &[(T, String)]) -> Result<Self, String> {
        use regex_automata::{meta::Regex as Meta, MatchKind};
        let sources: Vec<String> = patterns
            .iter()
            .map(|(_, p)| ascii_word_boundaries(p))
            .collect();
        // Enough lazy-DFA cache for ~50 case-insensitive Unicode patterns, so that the
        // automaton is built once and reused instead of thrashing.
        let config = || Meta::config().hybrid_cache_capacity(16 * (1 << 20));
        let leftmost = Meta::builder()
            .configure(config())
            .build_many(&sources)
            .map_err(|e| e.to_string())?;
        let longest = Meta::builder()
            .configure(config().match_kind(MatchKind::All))
            .build_many(&sources)
            .map_err(|e| e.to_string())?;
        Ok(PatternSet {
            labels: patterns.iter().map(|(l, _)| *l).collect(),
            leftmost,
            longest,
            sources,
            shared: None,
        })
    }

    /// Non-overlapping matches in `haystack[range]` as (label, start, end): at each place
    /// where some pattern matches, the longest match there, then on after its end. Patterns
    /// see the whole haystack for look-around (`\b`) but match only inside the range.
    pub fn find_iter<'h>(
        &'h self,
        haystack: &'h str,
        range: std::ops::Range<usize>,
    ) -> impl Iterator<Item = (T, usize, usize)> + 'h {
        use regex_automata::Input;
        let mut at = range.start;
        std::iter::from_fn(move || {
            while at < range.end {
                let input = Input::new(haystack).range(at..range.end);
                let first = self.leftmost.search(&input)?;
                match self.longest_at(haystack, first.start()..range.end) {
                    Some(found) => {
                        at = found.2;
                        return Some(found);
                    }
                    // An empty match: step over one character.
                    None => at = first.start() + char_len_at(haystack, first.start()),
                }
            }
            None
        })
    }

    /// Like [`PatternSet::find_iter`], given where the set's patterns may match: `starts`,
    /// found by [`PatternSet::match_starts`] in the same haystack and range. A set's
    /// leftmost match from a place starts at the first of its starts there where a pattern
    /// matches, so only the longest match at each start is searched for. (A set that
    /// shares starts has no pattern that matches the empty string.)
    pub fn find_at_starts<'h>(
        &'h self,
        haystack: &'h str,
        range: std::ops::Range<usize>,
        starts: &'h MatchStarts,
    ) -> impl Iterator<Item = (T, usize, usize)> + 'h {
        let bit = self.shared.as_ref().map_or(0, |(_, bit)| *bit);
        let mut at = range.start;
        starts.starts.iter().filter_map(move |&(start, sets)| {
            if sets & bit == 0 || start < at {
                return None;
            }
            let found = self.longest_at(haystack, start..range.end)?;
            at = found.2;
            Some(found)
        })
    }

    /// The longest non-empty match anchored at the start of `range`, as (label, start, end).
    fn longest_at(
        &self,
        haystack: &str,
        range: std::ops::Range<usize>,
    ) -> Option<(T, usize, usize)> {
        use regex_automata::{Anchored, Input};
        let start = range.start;
        let anchored = Input::new(haystack).range(range).anchored(Anchored::Yes);
        let best = self.longest.search(&anchored)?;
        (best.end() > start).then(|| (self.labels[best.pattern().as_usize()], start, best.end()))
    }

    /// Where the patterns of this set and of the sets it shares a start finder with match
    /// in `haystack[range]`, found in one scan for all of them; `None` when the set shares
    /// none or the scan cannot be made (then [`PatternSet::find_iter`] finds the matches).
    pub fn match_starts(
        &self,
        haystack: &str,
        range: std::ops::Range<usize>,
    ) -> Option<MatchStarts> {
        let (finder, _) = self.shared.as_ref()?;
        finder.starts(haystack, range)
    }

    /// Whether `starts` were found by this set's start finder.
    pub fn shares_starts(&self, starts: &MatchStarts) -> bool {
        self.shared
            .as_ref()
            .is_some_and(|(finder, _)| std::sync::Arc::ptr_eq(finder, &starts.finder))
    }

    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }
}

/// Bytes of the character at `at` (1 at the end of the text).
fn char_len_at(text: &str, at: usize) -> usize {
    text[at..].chars().next().map_or(1, char::len_utf8)
}

/// A beginning of `hir` that every match of `hir` starts with a match of: `hir` up to its
/// first part that is not a few literal characters ("Spitzen" of `(?i)Spitzen\w*`, "SQL"
/// of `SQL ?90-10`), or `hir` itself where that beginning would match the empty string.
fn match_beginning(hir: &regex_syntax::hir::Hir) -> regex_syntax::hir::Hir {
    use regex_syntax::hir::{Hir, HirKind};
    let beginning = match hir.kind() {
        HirKind::Concat(parts) => Hir::concat(
            parts
                .iter()
                .take_while(|part| is_few_literal_chars(part))
                .cloned()
                .collect(),
        ),
        HirKind::Capture(capture) => match_beginning(&capture.sub),
        HirKind::Alternation(alternatives) => {
            Hir::alternation(alternatives.iter().map(match_beginning).collect())
        }
        _ => hir.clone(),
    };
    if beginning.properties().minimum_len() == Some(0) {
        hir.clone()
    } else {
        beginning
    }
}

/// Whether `hir` is literal text, each character one of a few (a letter in either case,
/// "[- ]"), or a look-around assertion: what makes a small DFA.
fn is_few_literal_chars(hir: &regex_syntax::hir::Hir) -> bool {
    use regex_syntax::hir::{Class, HirKind};
    /// More characters than this in a class (`\w`, `\d`, `[^,.]`) end a beginning.
    const FEW: u32 = 16;
    match hir.kind() {
        HirKind::Empty | HirKind::Literal(_) | HirKind::Look(_) => true,
        HirKind::Class(class) => {
            // Characters (or bytes) in the class: the sum of its ranges' widths.
            let width = |start: u32, end: u32| end - start + 1;
            let size: u32 = match class {
                Class::Unicode(c) => c
                    .ranges()
                    .iter()
                    .map(|r| width(r.start().into(), r.end().into()))
                    .sum(),
                Class::Bytes(c) => c
                    .ranges()
                    .iter()
                    .map(|r| width(r.start().into(), r.end().into()))
                    .sum(),
            };
            size <= FEW
        }
        HirKind::Capture(capture) => is_few_literal_chars(&capture.sub),
        HirKind::Concat(parts) | HirKind::Alternation(parts) => {
            parts.iter().all(is_few_literal_chars)
        }
        HirKind::Repetition(_) => false,
    }
}

/// Finds where the patterns of several sets may match (the start of each match), in one
/// backward scan of a passage for all of them. A passage is searched with a locale's
/// workload, qualifier, contrast, family and phase sets; a leftmost search per set
/// scanned it once per set, though matches are few. Run backward over the text, a DFA of
/// every pattern reversed is in a matching state exactly where some pattern matches
/// forward, so one scan lists every place where a match may start and the sets that may
/// match there; each set then only looks for its longest match at those places.
///
/// The DFA is built from the beginnings of the patterns ([`match_beginning`]): "Spitzen"
/// for `(?i)Spitzen\w*`. Every match of a pattern starts with a match of its beginning,
/// so no start is missed, and a place where only the beginning matches is ruled out by
/// the search there. Whole patterns with their Unicode classes (`\w`, `[^,.]`) reversed
/// made a DFA whose states are slow to build and too many for its cache.
pub struct StartFinder {
    /// Every pattern of the sets, reversed (a lazy DFA that reports all matches).
    reverse: regex_automata::hybrid::dfa::DFA,
    caches: regex_automata::util::pool::Pool<regex_automata::hybrid::dfa::Cache, CacheFn>,
    /// The bit of the set each pattern belongs to, by pattern index.
    set_of_pattern: Vec<u8>,
}

type CacheFn = Box<
    dyn Fn() -> regex_automata::hybrid::dfa::Cache
        + Send
        + Sync
        + std::panic::UnwindSafe
        + std::panic::RefUnwindSafe,
>;

impl std::fmt::Debug for StartFinder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StartFinder")
            .field("patterns", &self.set_of_pattern.len())
            .finish()
    }
}

/// Where the patterns of a [`StartFinder`]'s sets match in one passage: each place where
/// a match starts, in text order, with the bits of the sets that have a match there.
#[derive(Debug, Clone)]
pub struct MatchStarts {
    finder: std::sync::Arc<StartFinder>,
    starts: Vec<(usize, u8)>,
}

impl StartFinder {
    /// A finder for `sets` (each a list of pattern sources), the first set with bit 1,
    /// the next with bit 2, and so on; `None` where one scan cannot stand for a search per
    /// set: a pattern that matches the empty string (it matches everywhere, also inside a
    /// character, where a search does not), or automata too large to build.
    fn new(sets: &[&[String]]) -> Option<StartFinder> {
        use regex_automata::{hybrid::dfa::DFA, nfa::thompson, MatchKind};
        if sets.len() > 8 {
            return None;
        }
        let mut beginnings = Vec::new();
        for source in sets.iter().flat_map(|s| s.iter()) {
            // Parsed as the sets parse it (the default syntax: Unicode, UTF-8).
            let hir = regex_automata::util::syntax::parse(source).ok()?;
            if hir.properties().minimum_len() == Some(0) {
                return None;
            }
            beginnings.push(match_beginning(&hir));
        }
        let set_of_pattern = sets
            .iter()
            .enumerate()
            .flat_map(|(k, s)| std::iter::repeat_n(1u8 << k, s.len()))
            .collect();
        let nfa = thompson::Compiler::new()
            .configure(
                thompson::Config::new()
                    .reverse(true)
                    .which_captures(thompson::WhichCaptures::None),
            )
            .build_many_from_hir(&beginnings)
            .ok()?;
        let reverse = DFA::builder()
            .configure(
                DFA::config()
                    .match_kind(MatchKind::All)
                    // A Unicode `\b` makes the scan give up on non-ASCII text (each set
                    // is then searched on its own) rather than fail to build.
                    .unicode_word_boundary(true)
                    .cache_capacity(16 * (1 << 20)),
            )
            .build_from_nfa(nfa)
            .ok()?;
        let for_caches = reverse.clone();
        Some(StartFinder {
            reverse,
            caches: regex_automata::util::pool::Pool::new(Box::new(move || {
                for_caches.create_cache()
            })),
            set_of_pattern,
        })
    }

    /// Every place in `haystack[range]` where a pattern of the sets matches (the match
    /// lying in the range), with the sets that match there; `None` when the scan gives up
    /// (a Unicode `\b` before non-ASCII text).
    fn starts(
        self: &std::sync::Arc<Self>,
        haystack: &str,
        range: std::ops::Range<usize>,
    ) -> Option<MatchStarts> {
        // The scan is written out with the lazy DFA's state-by-state interface, not run
        // with its overlapping reverse search: that search reports the second and later
        // patterns matching at one place one byte too early (regex-automata 0.4.19).
        use regex_automata::Input;
        let dfa = &self.reverse;
        let mut cache = self.caches.get();
        let cache = &mut *cache;
        let bytes = haystack.as_bytes();
        let input = Input::new(haystack).range(range.clone());
        let mut sid = dfa.start_state_reverse(cache, &input).ok()?;
        let mut starts: Vec<(usize, u8)> = Vec::new();
        // The bytes not scanned yet: the scan takes them from the back, and the number
        // left is the offset in the range of the byte just taken.
        let mut rest = bytes[range.clone()].iter();
        while let Some(&first) = rest.next_back() {
            let mut byte = first;
            let mut next = if sid.is_tagged() {
                // A match state (a dead or quit one ends the scan).
                dfa.next_state(cache, sid, byte).ok()?
            } else {
                // Through untagged states (most of the text) with one table load a byte,
                // the cache only read (so that its table stays in a register).
                let shared: &regex_automata::hybrid::dfa::Cache = cache;
                let mut next = dfa.next_state_untagged(shared, sid, byte);
                while !next.is_tagged() {
                    let Some(&b) = rest.next_back() else {
                        break;
                    };
                    sid = next;
                    byte = b;
                    next = dfa.next_state_untagged(shared, sid, byte);
                }
                next
            };
            // `next` is the step from `sid` over `byte`.
            if next.is_tagged() {
                if next.is_unknown() {
                    // Not computed yet (or the cache was cleared): compute it.
                    next = dfa.next_state(cache, sid, byte).ok()?;
                }
                if next.is_match() {
                    // A DFA sees a match one byte late: the match starts after this byte.
                    let at = range.start + rest.len() + 1;
                    starts.push((at, self.sets_matching(cache, next)));
                } else if next.is_dead() {
                    sid = next;
                    break;
                } else if next.is_quit() {
                    return None;
                }
            }
            sid = next;
        }
        if !sid.is_dead() {
            // The last step: the byte before the range (for look-around) or the text's start.
            sid = match range.start.checked_sub(1) {
                Some(before) => dfa.next_state(cache, sid, bytes[before]).ok()?,
                None => dfa.next_eoi_state(cache, sid).ok()?,
            };
            if sid.is_quit() {
                return None;
            }
            if sid.is_match() {
                starts.push((range.start, self.sets_matching(cache, sid)));
            }
        }
        starts.reverse();
        Some(MatchStarts {
            finder: self.clone(),
            starts,
        })
    }

    /// The bits of the sets with a pattern in match state `sid`.
    fn sets_matching(
        &self,
        cache: &regex_automata::hybrid::dfa::Cache,
        sid: regex_automata::hybrid::LazyStateID,
    ) -> u8 {
        (0..self.reverse.match_len(cache, sid))
            .map(|k| self.set_of_pattern[self.reverse.match_pattern(cache, sid, k).as_usize()])
            .fold(0, |sets, bit| sets | bit)
    }
}

/// Everything needed to read one locale, compiled.
#[derive(Debug, Clone)]
pub struct Locale {
    pub code: String,
    pub name: String,
    pub number_styles: Vec<NumberStyle>,
    pub extra_group_separators: Vec<char>,
    pub particles: Vec<String>,
    pub shared_unit_connectors: Vec<String>,
    pub clause_breaks: Vec<String>,
    /// A substring searcher for each of `clause_breaks` (the empty one left out).
    pub clause_break_finders: Vec<memchr::memmem::Finder<'static>>,
    pub block_size_followers: Vec<String>,
    pub counters: Vec<String>,
    pub units: Vec<UnitRule>,
    /// Every unit alias, for finding the ones a text starts with in one walk.
    aliases: AliasTrie,
    pub multipliers: Vec<MultiplierRule>,
    /// First bytes of the multiplier words, to rule most places out at once.
    pub multiplier_first_bytes: [bool; 256],
    /// Every word of `multipliers`, in the order they are tried (rule by rule).
    pub multiplier_words: Vec<MultiplierWord>,
    pub workloads: PatternSet<Workload>,
    pub qualifiers: PatternSet<Qualifier>,
    pub sections: Vec<Pattern<SectionKind>>,
    /// `sections` in one set, in the same order: a heading is scanned once for all of them.
    pub section_set: regex::RegexSet,
    /// Contrast words ("unlike", "와 달리"): a workload named next to one is set apart.
    pub contrasts: PatternSet<()>,
    /// Families of tests (index into `phase_workloads` columns).
    pub families: PatternSet<usize>,
    /// Phases of tests (index into `phase_workloads`).
    pub phases: PatternSet<usize>,
    /// `phase_workloads[phase][family]`: the workload a phase names after a family.
    pub phase_workloads: Vec<Vec<Option<Workload>>>,
    pub examples: Vec<Example>,
    pub counterexamples: Vec<Counterexample>,
    /// Files the examples came from, for error messages.
    pub sources: Vec<String>,
}

/// A unit alias matched in the text.
#[derive(Debug, Clone, Copy)]
pub struct UnitMatch<'r> {
    pub rule: &'r UnitRule,
    /// Length in bytes of the alias as written.
    pub len: usize,
}

impl Locale {
    /// The longest unit alias starting at the beginning of `rest`, if it ends on a word boundary.
    #[inline]
    pub fn match_unit<'r>(&'r self, rest: &str) -> Option<UnitMatch<'r>> {
        // Most places asked about start no alias (a space, a CJK character): that is one
        // table load, inlined at the caller; the walk is not.
        let first = self.aliases.root[usize::from(*rest.as_bytes().first()?)];
        if first == 0 {
            return None;
        }
        let (len, index) = self.aliases.longest_prefix(rest, first as usize)?;
        Some(UnitMatch {
            rule: &self.units[index],
            len,
        })
    }

    pub fn native_style(&self) -> NumberStyle {
        self.number_styles[0]
    }

    pub fn allows(&self, style: NumberStyle) -> bool {
        self.number_styles.contains(&style)
    }
}

/// The unit aliases of a locale as a byte trie: the aliases a text starts with are found in
/// one walk along its first bytes, where comparing the text with each alias of the same
/// first character took a string comparison per alias (22 aliases start with 'G').
#[derive(Debug, Clone)]
struct AliasTrie {
    /// Node 0 is the root (and stands for "no node" as a child or parent).
    nodes: Vec<AliasNode>,
    /// The root's children by first byte (0: none), so that the first step is one load.
    root: Box<[u32; 256]>,
}

#[derive(Debug, Clone, Default)]
struct AliasNode {
    /// (byte, node index); few per node.
    children: Vec<(u8, u32)>,
    parent: u32,
    /// Length in bytes of the text from the root to here.
    depth: usize,
    /// The alias that ends here, if one does: the index of its first unit rule, and
    /// whether its last character is a Latin word character (then the alias must not run
    /// on into another: "Gb" is no unit in "10Gbase").
    alias: Option<(usize, bool)>,
}

impl AliasTrie {
    /// The trie of `aliases` as (alias, unit index); an alias given twice keeps its first unit.
    fn new<'a>(aliases: impl IntoIterator<Item = (&'a str, usize)>) -> AliasTrie {
        let mut nodes = vec![AliasNode::default()];
        let mut root = Box::new([0u32; 256]);
        for (alias, unit) in aliases {
            let Some(last) = alias.chars().next_back() else {
                continue;
            };
            let mut node = 0usize;
            for (depth, &b) in alias.as_bytes().iter().enumerate() {
                let existing = if depth == 0 {
                    root[usize::from(b)]
                } else {
                    nodes[node]
                        .children
                        .iter()
                        .find(|&&(c, _)| c == b)
                        .map_or(0, |&(_, n)| n)
                };
                node = if existing != 0 {
                    existing as usize
                } else {
                    let n = nodes.len() as u32;
                    nodes.push(AliasNode {
                        parent: node as u32,
                        depth: depth + 1,
                        ..AliasNode::default()
                    });
                    if depth == 0 {
                        root[usize::from(b)] = n;
                    } else {
                        nodes[node].children.push((b, n));
                    }
                    n as usize
                };
            }
            nodes[node]
                .alias
                .get_or_insert((unit, is_latin_word_char(last)));
        }
        AliasTrie { nodes, root }
    }

    /// The longest alias that `text` starts with and that ends on a boundary, as (length in
    /// bytes, unit index); `first` is the root's child for the first byte of `text`.
    fn longest_prefix(&self, text: &str, first: usize) -> Option<(usize, usize)> {
        let bytes = text.as_bytes();
        // Down along the text, to the deepest node where an alias ends...
        let mut node = first;
        let mut deepest = 0;
        while node != 0 {
            let here = &self.nodes[node];
            if here.alias.is_some() {
                deepest = node;
            }
            let Some(&b) = bytes.get(here.depth) else {
                break;
            };
            node = here
                .children
                .iter()
                .find(|&&(c, _)| c == b)
                .map_or(0, |&(_, n)| n as usize);
        }
        // ...then back up to the first alias there that ends on a boundary ("Gb" is not a
        // unit in "10Gbase", but a shorter alias may be).
        let mut node = deepest;
        while node != 0 {
            let here = &self.nodes[node];
            if let Some((unit, ends_in_word_char)) = here.alias {
                // An alias ends on a character boundary of the text, as it is whole UTF-8.
                if !ends_in_word_char
                    || !text[here.depth..]
                        .chars()
                        .next()
                        .is_some_and(is_latin_word_char)
                {
                    return Some((here.depth, unit));
                }
            }
            node = here.parent as usize;
        }
        None
    }
}

#[cfg(test)]
mod alias_trie_tests {
    use super::{is_latin_word_char, Locale, RuleSet};

    /// A Latin-script alias must not run on into further letters or digits ("Gb" in "10Gbase").
    fn ends_on_boundary(alias: &str, after: &str) -> bool {
        let last = match alias.chars().last() {
            Some(c) => c,
            None => return false,
        };
        let next = match after.chars().next() {
            Some(c) => c,
            None => return true,
        };
        if is_latin_word_char(last) {
            !is_latin_word_char(next)
        } else {
            true
        }
    }

    /// Every alias of a locale with its unit index, longest first (equal lengths in text
    /// order, then in unit order): the order in which the plain search tries them.
    fn aliases_longest_first(locale: &Locale) -> Vec<(&str, usize)> {
        let mut all: Vec<(&str, usize)> = locale
            .units
            .iter()
            .enumerate()
            .flat_map(|(i, u)| u.aliases.iter().map(move |a| (a.as_str(), i)))
            .filter(|(a, _)| !a.is_empty())
            .collect();
        all.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then(a.0.cmp(b.0)));
        all
    }

    /// `Locale::match_unit` as a plain search (as it was written before the trie): the
    /// first alias that `rest` starts with and that ends on a boundary, as (length, unit
    /// index).
    fn match_unit_by_scan(aliases: &[(&str, usize)], rest: &str) -> Option<(usize, usize)> {
        aliases
            .iter()
            .find(|(alias, _)| {
                rest.starts_with(alias) && ends_on_boundary(alias, &rest[alias.len()..])
            })
            .map(|(alias, i)| (alias.len(), *i))
    }

    #[test]
    fn trie_matches_a_scan_of_every_alias() {
        let rules = RuleSet::embedded().unwrap();
        let texts = [
            include_str!("../corpus/de/huawei-es3600p-v5.txt"),
            include_str!("../corpus/de/netapp-aff-a250.txt"),
            include_str!("../corpus/ko/fujitsu-eternus-af250-s2.txt"),
            include_str!("../corpus/zh/mangstor-nx6325.txt"),
            include_str!("../corpus/zh/netapp-ef570.txt"),
            // Aliases that are prefixes of one another, and runs into letters.
            "GB/s GBps Gb Gbase GiB MB MBs MB/s ms msec µs us IOPS kIOPS °C ° C TB/s TBW 万 GB",
        ];
        let mut locales: Vec<&Locale> = rules.codes().iter().map(|c| rules.locale(c)).collect();
        locales.push(rules.generic());
        let mut compared = 0;
        for locale in locales {
            let aliases = aliases_longest_first(locale);
            // Every alias on its own and glued to the letters, digits and signs around it.
            let mut samples: Vec<String> = Vec::new();
            for unit in &locale.units {
                for alias in unit.aliases.iter() {
                    for after in ["", " ", "s", "1", "/s", "x", "é"] {
                        samples.push(format!("{alias}{after}"));
                    }
                }
            }
            let corpus = texts.iter().flat_map(|t| {
                t.char_indices()
                    .step_by(if locale.code == "und" { 1 } else { 3 })
                    .map(move |(i, _)| &t[i..])
            });
            for rest in samples.iter().map(String::as_str).chain(corpus) {
                let fast = locale.match_unit(rest).map(|m| {
                    let index = locale
                        .units
                        .iter()
                        .position(|u| std::ptr::eq(u, m.rule))
                        .unwrap();
                    (m.len, index)
                });
                let expected = match_unit_by_scan(&aliases, rest);
                assert_eq!(
                    fast,
                    expected,
                    "{:?} in {}",
                    rest.chars().take(12).collect::<String>(),
                    locale.code
                );
                compared += 1;
            }
        }
        assert!(compared > 100_000, "{compared}");
    }
}

/// Letters and digits of Latin, Greek and Cyrillic script (the scripts that glue into words).
pub fn is_latin_word_char(c: char) -> bool {
    // The range test first: `is_alphabetic` is a table search, and most characters
    // asked about (Han, Hangul) are outside these scripts.
    c.is_ascii_alphanumeric()
        || (matches!(c as u32, 0x00C0..=0x024F | 0x0370..=0x03FF | 0x0400..=0x04FF | 0x1E00..=0x1EFF)
            && c.is_alphabetic())
}

/// Every locale's rules, plus the generic locale used when a passage's language is unknown.
#[derive(Debug, Clone)]
pub struct RuleSet {
    /// By code, sorted.
    locales: Vec<(CodeKey, String, LazyLocale)>,
    generic: Locale,
}

/// A locale code as its first eight bytes in a word and its length: looking a locale up
/// (several times per block) compares words, not strings. Codes of up to eight bytes
/// (all of them: "de", "zh", "und") are equal exactly when their keys are; longer ones
/// are compared as strings as well.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct CodeKey {
    head: u64,
    len: usize,
}

impl CodeKey {
    fn of(code: &str) -> CodeKey {
        let head = code
            .bytes()
            .take(8)
            .enumerate()
            .fold(0u64, |head, (i, b)| head | u64::from(b) << (8 * i));
        CodeKey {
            head,
            len: code.len(),
        }
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
    #[error("{path}: {message}")]
    Invalid { path: String, message: String },
}

impl RuleSet {
    /// The rules compiled into the binary from `rules/`.
    pub fn embedded() -> Result<Self, RuleError> {
        Self::from_files(
            EMBEDDED_RULES
                .iter()
                .map(|(p, t)| (p.to_string(), t.to_string())),
        )
    }

    /// Builds the rule set from `(path, contents)` pairs; paths look like `de/units.toml`
    /// (the first component names the locale; `common` is shared by all).
    pub fn from_files<I: IntoIterator<Item = (String, String)>>(
        files: I,
    ) -> Result<Self, RuleError> {
        let mut parsed: Vec<(String, String, RuleFile)> = Vec::new();
        for (path, text) in files {
            let path = path.replace('\\', "/");
            let dir = path.split('/').next().unwrap_or("").to_string();
            if dir == "schema" || dir == "reference" || path.ends_with("/audit.toml") {
                continue; // profiles and reference facts have their own readers
            }
            let file: RuleFile = toml::from_str(&text).map_err(|e| RuleError::Invalid {
                path: path.clone(),
                message: describe_toml_error(&text, &e),
            })?;
            parsed.push((dir, path, file));
        }
        let mut common = RuleFile::default();
        let mut common_sources = Vec::new();
        let mut per_locale: HashMap<String, (RuleFile, Vec<String>)> = HashMap::new();
        for (dir, path, file) in parsed {
            if dir == "common" {
                merge(&mut common, file);
                common_sources.push(path);
            } else {
                let entry = per_locale.entry(dir).or_default();
                merge(&mut entry.0, file);
                entry.1.push(path);
            }
        }
        let generic_header = LocaleHeader {
            code: "und".into(),
            name: "generic".into(),
            number_styles: vec![NumberStyle::DotDecimal, NumberStyle::CommaDecimal],
            extra_group_separators: vec![],
            particles: vec![],
            shared_unit_connectors: vec!["/".into(), "~".into(), "-".into(), "–".into()],
            clause_breaks: vec![", ".into(), "; ".into()],
            block_size_followers: vec![],
            counters: vec![],
        };
        let generic = compile_locale(
            &generic_header,
            &common,
            &RuleFile::default(),
            &common_sources,
        )?;
        let common = std::sync::Arc::new(common);
        let mut locales = Vec::with_capacity(per_locale.len());
        for (dir, (file, sources)) in per_locale {
            let header = file.locale.clone().ok_or_else(|| RuleError::Invalid {
                path: sources.join(", "),
                message: format!(
                    "locale '{dir}' has no [locale] table (code, name, number_styles)"
                ),
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
            let mut all_sources = common_sources.clone();
            all_sources.extend(sources);
            locales.push((
                CodeKey::of(&dir),
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
        locales.sort_by(|a, b| a.1.cmp(&b.1));
        Ok(RuleSet { locales, generic })
    }

    /// Compiles every locale now and reports the first rule that does not compile (the
    /// embedded rules are checked by the test suite; rules given at run time should be
    /// checked with this before use).
    pub fn validate(&self) -> Result<(), RuleError> {
        for (_, _, locale) in &self.locales {
            if let Err(message) = locale.get() {
                return Err(RuleError::Invalid {
                    path: locale.sources.join(", "),
                    message: message.clone(),
                });
            }
        }
        Ok(())
    }

    /// The locale for an ISO 639-1 code, or the generic one.
    /// A locale whose rules fail to compile falls back to the generic one; `validate`
    /// reports such rules.
    pub fn locale(&self, code: &str) -> &Locale {
        let key = CodeKey::of(code);
        let found = self
            .locales
            .iter()
            .find(|(k, c, _)| *k == key && (key.len <= 8 || c == code));
        match found.map(|(_, _, locale)| locale.get()) {
            Some(Ok(locale)) => locale,
            _ => &self.generic,
        }
    }

    pub fn generic(&self) -> &Locale {
        &self.generic
    }

    /// Locale codes that have rules, sorted.
    pub fn codes(&self) -> Vec<&str> {
        self.locales.iter().map(|(_, c, _)| c.as_str()).collect()
    }
}

fn describe_toml_error(text: &str, error: &toml::de::Error) -> String {
    match error.span() {
        Some(span) => {
            let before = &text[..span.start.min(text.len())];
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            format!("{line}:{column}: {}", error.message())
        }
        None => error.message().to_string(),
    }
}

fn merge(into: &mut RuleFile, from: RuleFile) {
    if from.locale.is_some() {
        into.locale = from.locale;
    }
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
}

fn compile_patterns<T: Copy>(
    rules: impl Iterator<Item = (T, Vec<String>)>,
    sources: &[String],
) -> Result<Vec<Pattern<T>>, RuleError> {
    let mut out = Vec::new();
    for (label, patterns) in rules {
        for pattern in patterns {
            let regex = Regex::new(&pattern).map_err(|e| RuleError::Invalid {
                path: sources.join(", "),
                message: format!("pattern {pattern:?} does not compile: {e}"),
            })?;
            out.push(Pattern { label, regex });
        }
    }
    Ok(out)
}

/// `pattern` with each `\\b` made an ASCII word boundary `(?-u:\\b)`. A Unicode `\\b`
/// makes the lazy DFA give up on any non-ASCII text (German umlauts, CJK), and the whole
/// set would fall back to a slower engine; the rules put `\\b` next to Latin letters
/// ("\\bpeak", "SQL\\b"), where both mean the same. Between two CJK characters, an ASCII
/// boundary even holds where the Unicode one would not ("的SQL測試").
fn ascii_word_boundaries(pattern: &str) -> String {
    let mut out = String::with_capacity(pattern.len() + 8);
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('b') => out.push_str("(?-u:\\b)"),
            Some(next) => {
                out.push('\\');
                out.push(next);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// Like [`compile_patterns`], into one [`PatternSet`] (on an error, each pattern is
/// compiled on its own, so that the error names the pattern at fault).
fn compile_set<T: Copy>(
    rules: impl Iterator<Item = (T, Vec<String>)>,
    sources: &[String],
) -> Result<PatternSet<T>, RuleError> {
    let mut all = Vec::new();
    for (label, patterns) in rules {
        for pattern in patterns {
            all.push((label, pattern));
        }
    }
    PatternSet::new(&all).map_err(|message| {
        // Compiled one by one only to name the pattern at fault.
        match compile_patterns(all.iter().map(|(l, p)| (*l, vec![p.clone()])), sources) {
            Err(one) => one,
            Ok(_) => RuleError::Invalid {
                path: sources.join(", "),
                message,
            },
        }
    })
}

fn compile_locale(
    header: &LocaleHeader,
    common: &RuleFile,
    own: &RuleFile,
    sources: &[String],
) -> Result<Locale, RuleError> {
    if header.number_styles.is_empty() {
        return Err(RuleError::Invalid {
            path: sources.join(", "),
            message: "number_styles must name at least one style".into(),
        });
    }
    let mut units: Vec<UnitRule> = common.unit.clone();
    units.extend(own.unit.iter().cloned());
    let aliases = AliasTrie::new(units.iter().enumerate().flat_map(|(index, unit)| {
        unit.aliases
            .iter()
            .map(move |alias| (alias.as_str(), index))
    }));
    let mut multipliers = common.multiplier.clone();
    multipliers.extend(own.multiplier.iter().cloned());
    let mut workloads = compile_set(
        common
            .workload
            .iter()
            .chain(&own.workload)
            .map(|w| (w.id, w.patterns.clone())),
        sources,
    )?;
    let mut qualifiers = compile_set(
        common
            .qualifier
            .iter()
            .chain(&own.qualifier)
            .map(|q| (q.id, q.patterns.clone())),
        sources,
    )?;
    let sections = compile_patterns(
        common
            .section
            .iter()
            .chain(&own.section)
            .map(|s| (s.kind, s.patterns.clone())),
        sources,
    )?;
    let mut contrasts = compile_set(
        common
            .contrast
            .iter()
            .chain(&own.contrast)
            .map(|c| ((), c.patterns.clone())),
        sources,
    )?;
    let family_rules: Vec<&FamilyRule> = common.family.iter().chain(&own.family).collect();
    let phase_rules: Vec<&PhaseRule> = common.phase.iter().chain(&own.phase).collect();
    let mut families = compile_set(
        family_rules
            .iter()
            .enumerate()
            .map(|(i, f)| (i, f.patterns.clone())),
        sources,
    )?;
    let mut phases = compile_set(
        phase_rules
            .iter()
            .enumerate()
            .map(|(i, p)| (i, p.patterns.clone())),
        sources,
    )?;
    // The five sets are searched in the same passages: one scan finds where any matches.
    if let Some(finder) = StartFinder::new(&[
        &workloads.sources,
        &qualifiers.sources,
        &contrasts.sources,
        &families.sources,
        &phases.sources,
    ]) {
        let finder = std::sync::Arc::new(finder);
        workloads.shared = Some((finder.clone(), 1 << 0));
        qualifiers.shared = Some((finder.clone(), 1 << 1));
        contrasts.shared = Some((finder.clone(), 1 << 2));
        families.shared = Some((finder.clone(), 1 << 3));
        phases.shared = Some((finder, 1 << 4));
    }
    let mut phase_workloads = Vec::with_capacity(phase_rules.len());
    for phase in &phase_rules {
        let mut row = vec![None; family_rules.len()];
        for (family, workload) in &phase.workloads {
            let Some(k) = family_rules.iter().position(|f| f.id == *family) else {
                return Err(RuleError::Invalid {
                    path: sources.join(", "),
                    message: format!(
                        "[[phase]] {:?} names the family {family:?}, which no [[family]] defines",
                        phase.patterns
                    ),
                });
            };
            row[k] = Some(*workload);
        }
        phase_workloads.push(row);
    }
    Ok(Locale {
        contrasts,
        families,
        phases,
        phase_workloads,
        code: header.code.clone(),
        name: header.name.clone(),
        number_styles: header.number_styles.clone(),
        extra_group_separators: header
            .extra_group_separators
            .iter()
            .filter_map(|s| s.chars().next())
            .collect(),
        particles: header.particles.clone(),
        shared_unit_connectors: header.shared_unit_connectors.clone(),
        clause_breaks: header.clause_breaks.clone(),
        clause_break_finders: header
            .clause_breaks
            .iter()
            .filter(|b| !b.is_empty())
            .map(|b| memchr::memmem::Finder::new(b.as_bytes()).into_owned())
            .collect(),
        block_size_followers: header.block_size_followers.clone(),
        counters: header.counters.clone(),
        units,
        aliases,
        multiplier_first_bytes: {
            let mut first = [false; 256];
            for word in multipliers.iter().flat_map(|m| &m.words) {
                if let Some(&b) = word.as_bytes().first() {
                    first[usize::from(b)] = true;
                }
            }
            first
        },
        multiplier_words: multipliers
            .iter()
            .enumerate()
            .flat_map(|(rule, m)| {
                m.words
                    .iter()
                    .enumerate()
                    .map(move |(word, w)| MultiplierWord {
                        rule,
                        word,
                        first_byte: w.as_bytes().first().copied(),
                    })
            })
            .collect(),
        multipliers,
        workloads,
        qualifiers,
        section_set: regex::RegexSet::new(sections.iter().map(|p| p.regex.as_str())).map_err(
            |e| RuleError::Invalid {
                path: sources.join(", "),
                message: format!("section patterns: {e}"),
            },
        )?,
        sections,
        examples: own.example.clone(),
        counterexamples: own.counterexample.clone(),
        sources: sources.to_vec(),
    })
}

#[cfg(test)]
mod start_finder_tests {
    use super::{Locale, PatternSet, RuleSet};
    use std::ops::Range;

    /// The matches of `set` found with the starts of its shared finder, against those of
    /// the leftmost search per match ([`PatternSet::find_iter`]).
    fn same_matches<T: Copy + PartialEq + std::fmt::Debug>(
        name: &str,
        set: &PatternSet<T>,
        haystack: &str,
        range: Range<usize>,
    ) -> Result<(), String> {
        let plain: Vec<_> = set.find_iter(haystack, range.clone()).collect();
        let starts = set
            .match_starts(haystack, range.clone())
            .ok_or_else(|| format!("{name}: no starts"))?;
        let at_starts: Vec<_> = set
            .find_at_starts(haystack, range.clone(), &starts)
            .collect();
        if plain == at_starts {
            Ok(())
        } else {
            Err(format!(
                "{name} in {:?}: {plain:?} against {at_starts:?}",
                &haystack[range]
            ))
        }
    }

    fn same_matches_for_every_set(
        locale: &Locale,
        haystack: &str,
        range: Range<usize>,
    ) -> Result<(), String> {
        same_matches("workloads", &locale.workloads, haystack, range.clone())?;
        same_matches("qualifiers", &locale.qualifiers, haystack, range.clone())?;
        same_matches("contrasts", &locale.contrasts, haystack, range.clone())?;
        same_matches("families", &locale.families, haystack, range.clone())?;
        same_matches("phases", &locale.phases, haystack, range)
    }

    /// The embedded rules, compiled once for all the cases of a property test.
    fn embedded() -> &'static RuleSet {
        static RULES: std::sync::OnceLock<RuleSet> = std::sync::OnceLock::new();
        RULES.get_or_init(|| RuleSet::embedded().expect("rules"))
    }

    #[test]
    fn every_locale_shares_one_start_finder_among_its_sets() {
        let rules = RuleSet::embedded().expect("rules");
        for code in rules.codes() {
            let locale = rules.locale(code);
            let finder = |shared: &Option<(std::sync::Arc<super::StartFinder>, u8)>| {
                shared
                    .as_ref()
                    .map(|(finder, _)| std::sync::Arc::as_ptr(finder))
            };
            let workloads = finder(&locale.workloads.shared);
            assert!(workloads.is_some(), "{code}");
            for other in [
                finder(&locale.qualifiers.shared),
                finder(&locale.contrasts.shared),
                finder(&locale.families.shared),
                finder(&locale.phases.shared),
            ] {
                assert_eq!(other, workloads, "{code}");
            }
        }
    }

    #[test]
    fn matches_at_shared_starts_are_those_of_a_search_per_set_on_the_corpus() {
        let rules = RuleSet::embedded().expect("rules");
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut checked = 0;
        for dir in ["corpus/de", "corpus/zh", "corpus/ko"] {
            for entry in std::fs::read_dir(root.join(dir)).expect("corpus") {
                let text = std::fs::read_to_string(entry.expect("entry").path()).expect("text");
                for code in rules.codes() {
                    let locale = rules.locale(code);
                    for block in crate::segment::blocks(&text) {
                        // As a passage searches a block: the text cut at the block's end.
                        let haystack = &text[..block.span.end];
                        same_matches_for_every_set(locale, haystack, block.span.clone())
                            .unwrap_or_else(|e| panic!("{code}: {e}"));
                        // And with the rest of the text after it, for look-around there.
                        same_matches_for_every_set(locale, &text, block.span.clone())
                            .unwrap_or_else(|e| panic!("{code}: {e}"));
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 1000);
    }

    proptest::proptest! {
        #[test]
        fn matches_at_shared_starts_are_those_of_a_search_per_set(
            pieces in proptest::collection::vec(proptest::sample::select(vec![
                "SQL", "SQL Server", " Server", "Oracle", " 90-10", "80-20", "的", "測試",
                "Spitzen", "spitzenwert", "peak", "PEAK", "ä", "Ä", "é", " ", ",", ".", "-",
                "Full-Clone-", "Ergebnisse von ", "beim Booten", "Linked Clone", "VDI ",
                "\u{212A}", "ſ", "4K", "4k", "64K", "Lesen", "Lese", "zufällige ", "Read",
                "ms", "Latenz", "unter 1 ms", "随机", "讀取", "隨機", "읽기", "최대", "와 달리",
                "(", ")", "(jī)", "durchschnittlich", "average", "a", "1", "\n", "Initial Login",
                "sysbench", "Sysbench", "平均", "峰值", "랜덤", "unlike", "im Gegensatz zu",
            ]), 0..16),
            lang in proptest::sample::select(vec![
                "de", "en", "es", "fr", "it", "ja", "ko", "nl", "pl", "pt", "ru", "zh",
            ]),
            cut in (0usize..64, 0usize..64),
        ) {
            let locale = embedded().locale(lang);
            let text: String = pieces.concat();
            let bounds: Vec<usize> = (0..=text.len()).filter(|&k| text.is_char_boundary(k)).collect();
            let (a, b) = (bounds[cut.0 % bounds.len()], bounds[cut.1 % bounds.len()]);
            let range = a.min(b)..a.max(b);
            let result = same_matches_for_every_set(locale, &text, range.clone())
                .and_then(|()| same_matches_for_every_set(locale, &text[..range.end], range));
            proptest::prop_assert!(result.is_ok(), "{}: {}", lang, result.unwrap_err());
        }
    }
}
