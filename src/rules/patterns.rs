//! Compiled patterns: one automaton per set of patterns, and a start finder shared by the
//! sets searched in the same passages.

use regex::Regex;

/// A pattern with the label it stands for.
#[derive(Debug, Clone)]
pub struct Pattern<T> {
    pub label: T,
    pub regex: LazyRegex,
}

/// A pattern's regex, compiled on first use and read as a [`Regex`]. The section patterns
/// are searched as one set; compiled each on its own as well, at a locale's first use,
/// they were a fifth of its cost, for the rare reader of one alone. Only patterns that
/// compiled in their set are made one, and a pattern that compiles with others compiles
/// alone.
#[derive(Debug, Clone)]
pub struct LazyRegex {
    source: String,
    compiled: std::sync::Arc<std::sync::OnceLock<Regex>>,
}

impl LazyRegex {
    /// The regex of `source`, a pattern that compiled in a set (see [`LazyRegex`]).
    pub(super) fn compiled_in_a_set(source: &str) -> Self {
        LazyRegex {
            source: source.to_string(),
            compiled: Default::default(),
        }
    }
}

impl std::ops::Deref for LazyRegex {
    type Target = Regex;

    fn deref(&self) -> &Regex {
        self.compiled.get_or_init(|| {
            Regex::new(&self.source).expect("a pattern that compiled in its set compiles alone")
        })
    }
}

/// Patterns of several labels compiled into one automaton, so that a passage is scanned
/// once for all of them rather than once per pattern (a locale has ~50 workload
/// patterns; scanning a paragraph 50 times was the largest cost of the context stage).
#[derive(Debug, Clone)]
pub struct PatternSet<T> {
    /// The label of each pattern, by pattern index.
    labels: Vec<T>,
    /// Finds the leftmost place where any pattern matches: built on the first search that
    /// needs it ([`PatternSet::find_iter`]). The sets that share a start finder never
    /// need it while their finder scans, and building it (with a prefilter of their
    /// literals) was a fifth of the cost of compiling a locale.
    leftmost: std::sync::Arc<std::sync::OnceLock<Option<regex_automata::meta::Regex>>>,
    /// What `leftmost` is built from: the patterns cut to where their matches start
    /// ([`same_starts`]), and whether to build a prefilter.
    leftmost_from: std::sync::Arc<(Vec<regex_syntax::hir::Hir>, bool)>,
    /// Anchored at that place, finds the longest match of any pattern ("SQL 90-10" over "SQL").
    longest: std::sync::Arc<Longest>,
    /// The patterns as compiled, for building a [`StartFinder`] with other sets.
    pub(super) sources: Vec<String>,
    /// The start finder this set shares with the other context sets of its locale, and
    /// the set's bit in it.
    pub(super) shared: Option<(std::sync::Arc<StartFinder>, u16)>,
}

impl<T: Copy> PatternSet<T> {
    pub(super) fn new(patterns: &[(T, String)]) -> Result<Self, String> {
        Self::build(patterns, true)
    }

    /// Like [`PatternSet::new`], without a prefilter of the patterns' literals: for sets
    /// searched in a few short passages, where building one costs more than it saves.
    pub(super) fn without_prefilter(patterns: &[(T, String)]) -> Result<Self, String> {
        Self::build(patterns, false)
    }

    fn build(patterns: &[(T, String)], prefilter: bool) -> Result<Self, String> {
        let sources: Vec<String> = patterns
            .iter()
            .map(|(_, p)| ascii_word_boundaries(p))
            .collect();
        let parsed = sources
            .iter()
            .map(|p| regex_automata::util::syntax::parse(p).map_err(|e| e.to_string()))
            .collect::<Result<Vec<_>, _>>()?;
        // Only where matches start is searched for: see [`same_starts`].
        let starts: Vec<regex_syntax::hir::Hir> = parsed.iter().map(same_starts).collect();
        let longest = std::sync::Arc::new(Longest::new(&parsed)?);
        Ok(PatternSet {
            labels: patterns.iter().map(|(l, _)| *l).collect(),
            leftmost: Default::default(),
            leftmost_from: std::sync::Arc::new((starts, prefilter)),
            longest,
            sources,
            shared: None,
        })
    }

    /// The leftmost-match automaton, built on first use; `None` if it cannot be built
    /// (then [`PatternSet::find_iter`] tries each place in turn, which finds the same).
    fn leftmost(&self) -> Option<&regex_automata::meta::Regex> {
        use regex_automata::{meta::Regex as Meta, nfa::thompson::WhichCaptures};
        self.leftmost
            .get_or_init(|| {
                let (starts, prefilter) = &*self.leftmost_from;
                Meta::builder()
                    .configure(
                        Meta::config()
                            .hybrid_cache_capacity(LAZY_DFA_CACHE)
                            .which_captures(WhichCaptures::Implicit)
                            .auto_prefilter(*prefilter),
                    )
                    .build_many_from_hir(starts)
                    .ok()
            })
            .as_ref()
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
                // Where the leftmost match starts; without the automaton, the next place
                // (a place where no pattern matches has no longest match either).
                let first = match self.leftmost() {
                    Some(leftmost) => leftmost
                        .search(&Input::new(haystack).range(at..range.end))?
                        .start(),
                    None => at,
                };
                match self.longest_at(haystack, first..range.end) {
                    Some(found) => {
                        at = found.2;
                        return Some(found);
                    }
                    // An empty match (or none): step over one character.
                    None => at = first + char_len_at(haystack, first),
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

    /// The matches of [`PatternSet::find_iter`], found at `starts` when they were found by
    /// this set's start finder in the same haystack and range (one scan for the sets
    /// searched in the same passage), else by the set's own search.
    pub fn find_all(
        &self,
        haystack: &str,
        range: std::ops::Range<usize>,
        starts: Option<&MatchStarts>,
    ) -> Vec<(T, usize, usize)> {
        if self.is_empty() {
            return Vec::new();
        }
        match starts {
            Some(starts) if self.shares_starts(starts) => {
                self.find_at_starts(haystack, range, starts).collect()
            }
            _ => self.find_iter(haystack, range).collect(),
        }
    }

    /// This set, sharing `finder` as its set `bit` (a copy: the compiled automata are
    /// shared with `self`).
    pub(super) fn sharing(&self, finder: &std::sync::Arc<StartFinder>, bit: u16) -> Self {
        PatternSet {
            shared: Some((finder.clone(), bit)),
            ..self.clone()
        }
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
        let (pattern, end) = self.longest.search(&anchored)?;
        (end > start).then(|| (self.labels[pattern], start, end))
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

/// The automaton of a set's anchored search for the longest match: a lazy DFA of the
/// patterns, and the NFA simulation of the same NFA where the lazy DFA gives up (its
/// cache cleared too often). An anchored search needs neither a match's start (it is
/// where the search starts) nor its groups, so neither the reverse NFA, the one-pass and
/// full DFAs nor the prefilter that a `meta::Regex` builds: those were half the cost of
/// compiling a set. The search is the one a `meta::Regex` with these engines runs.
struct Longest {
    dfa: regex_automata::hybrid::dfa::DFA,
    dfa_caches: regex_automata::util::pool::Pool<regex_automata::hybrid::dfa::Cache, CacheFn>,
    pikevm: regex_automata::nfa::thompson::pikevm::PikeVM,
    pikevm_caches: regex_automata::util::pool::Pool<
        regex_automata::nfa::thompson::pikevm::Cache,
        PoolFn<regex_automata::nfa::thompson::pikevm::Cache>,
    >,
}

impl std::fmt::Debug for Longest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Longest")
            .field("patterns", &self.pikevm.get_nfa().pattern_len())
            .finish()
    }
}

impl Longest {
    fn new(patterns: &[regex_syntax::hir::Hir]) -> Result<Self, String> {
        use regex_automata::{
            hybrid::dfa::DFA,
            nfa::thompson::{self, pikevm::PikeVM, WhichCaptures},
            MatchKind,
        };
        let nfa = thompson::Compiler::new()
            .configure(thompson::Config::new().which_captures(WhichCaptures::Implicit))
            .build_many_from_hir(patterns)
            .map_err(|e| e.to_string())?;
        let dfa = DFA::builder()
            .configure(
                DFA::config()
                    .match_kind(MatchKind::All)
                    // As a `meta::Regex` configures it: a Unicode `\b` before non-ASCII
                    // text, or a cache cleared too often, make it give up, not fail.
                    .unicode_word_boundary(true)
                    .cache_capacity(LAZY_DFA_CACHE)
                    .minimum_cache_clear_count(Some(3))
                    .minimum_bytes_per_state(Some(10)),
            )
            .build_from_nfa(nfa.clone())
            .map_err(|e| e.to_string())?;
        let pikevm = PikeVM::builder()
            .configure(PikeVM::config().match_kind(MatchKind::All))
            .build_from_nfa(nfa)
            .map_err(|e| e.to_string())?;
        let for_dfa = dfa.clone();
        let for_pikevm = pikevm.clone();
        Ok(Longest {
            dfa,
            dfa_caches: regex_automata::util::pool::Pool::new(Box::new(move || {
                for_dfa.create_cache()
            })),
            pikevm,
            pikevm_caches: regex_automata::util::pool::Pool::new(Box::new(move || {
                for_pikevm.create_cache()
            })),
        })
    }

    /// The end and pattern of the longest match of an anchored `input`.
    fn search(&self, input: &regex_automata::Input<'_>) -> Option<(usize, usize)> {
        let mut cache = self.dfa_caches.get();
        match self.dfa.try_search_fwd(&mut cache, input) {
            Ok(found) => found.map(|m| (m.pattern().as_usize(), m.offset())),
            Err(_) => {
                let mut cache = self.pikevm_caches.get();
                self.pikevm
                    .find(&mut cache, input.clone())
                    .map(|m| (m.pattern().as_usize(), m.end()))
            }
        }
    }
}

/// Enough lazy-DFA cache for ~50 case-insensitive Unicode patterns, so that the automaton
/// is built once and reused instead of thrashing.
const LAZY_DFA_CACHE: usize = 16 * (1 << 20);

/// `pattern` with each `\\b` made an ASCII word boundary `(?-u:\\b)`. A Unicode `\\b`
/// makes the lazy DFA give up on any non-ASCII text (German umlauts, CJK), and the whole
/// set would fall back to a slower engine. Next to an ASCII letter ("\\bpeak", "SQL\\b")
/// both mean the same. Between two CJK characters, an ASCII boundary even holds where the
/// Unicode one would not ("的SQL測試").
///
/// Next to a non-ASCII letter ("\\bécriture", "\\bà la", "gravação\\b") an ASCII `\\b`
/// never holds: the letter's bytes are no ASCII word characters, so " écriture" would not
/// match. There the boundary becomes `(?-u:\\B)`: the neighbour on the other side is no
/// ASCII word character either (a space, punctuation, the text's edge), which is what
/// the Unicode `\\b` asks but for a non-ASCII letter on both sides ("réécriture").
pub(crate) fn ascii_word_boundaries(pattern: &str) -> String {
    let is_wide_letter = |c: Option<char>| c.is_some_and(|c| !c.is_ascii() && c.is_alphanumeric());
    let mut out = String::with_capacity(pattern.len() + 8);
    let mut chars = pattern.chars().peekable();
    let mut previous: Option<char> = None;
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            previous = Some(c);
            continue;
        }
        match chars.next() {
            Some('b') => {
                if is_wide_letter(previous) || is_wide_letter(chars.peek().copied()) {
                    out.push_str("(?-u:\\B)");
                } else {
                    out.push_str("(?-u:\\b)");
                }
            }
            Some(next) => {
                out.push('\\');
                out.push(next);
            }
            None => out.push('\\'),
        }
        // An escape is no letter of the pattern's text.
        previous = None;
    }
    out
}

/// `hir` with the same places where its matches start, and a simpler end: a tail that
/// matches the empty string and asserts nothing is cut off (the `\\w*` of
/// `(?i)\\bSchreib\\w*`), a last part repeated once or more is kept once (`\\w+` as
/// `\\w`), and so on into the last part and each alternative. A match of `hir` starts
/// where one of the result does, and the other way round: the result is what the leftmost
/// search of [`PatternSet`] looks for, since only its start is used. (Found backwards from
/// a match's end, a Unicode `\\w*` made the reverse automaton build a costly state per
/// character: most of the cost of the subject sets.)
fn same_starts(hir: &regex_syntax::hir::Hir) -> regex_syntax::hir::Hir {
    use regex_syntax::hir::{Hir, HirKind};
    let optional = |part: &Hir| {
        part.properties().minimum_len() == Some(0) && part.properties().look_set().is_empty()
    };
    match hir.kind() {
        HirKind::Concat(parts) => {
            let mut parts = parts.clone();
            while parts.last().is_some_and(optional) {
                parts.pop();
            }
            if let Some(last) = parts.pop() {
                parts.push(same_starts(&last));
            }
            Hir::concat(parts)
        }
        HirKind::Capture(capture) => same_starts(&capture.sub),
        HirKind::Alternation(alternatives) => {
            Hir::alternation(alternatives.iter().map(same_starts).collect())
        }
        HirKind::Repetition(repeated) if repeated.min == 1 => same_starts(&repeated.sub),
        _ => hir.clone(),
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
    set_of_pattern: Vec<u16>,
}

type CacheFn = PoolFn<regex_automata::hybrid::dfa::Cache>;

/// What makes a search cache for a pool of them.
type PoolFn<C> =
    Box<dyn Fn() -> C + Send + Sync + std::panic::UnwindSafe + std::panic::RefUnwindSafe>;

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
    starts: Vec<(usize, u16)>,
}

impl StartFinder {
    /// A finder for `sets` (each a list of pattern sources), the first set with bit 1,
    /// the next with bit 2, and so on; `None` where one scan cannot stand for a search per
    /// set: a pattern that matches the empty string (it matches everywhere, also inside a
    /// character, where a search does not), or automata too large to build.
    pub(super) fn new(sets: &[&[String]]) -> Option<StartFinder> {
        use regex_automata::{hybrid::dfa::DFA, nfa::thompson, MatchKind};
        if sets.len() > 16 {
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
            .flat_map(|(k, s)| std::iter::repeat_n(1u16 << k, s.len()))
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
        let mut starts: Vec<(usize, u16)> = Vec::new();
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
    ) -> u16 {
        (0..self.reverse.match_len(cache, sid))
            .map(|k| self.set_of_pattern[self.reverse.match_pattern(cache, sid, k).as_usize()])
            .fold(0, |sets, bit| sets | bit)
    }
}

#[cfg(test)]
mod start_finder_tests {
    use super::PatternSet;
    use crate::rules::{Locale, RuleSet};
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

    /// The longest match of `set` at each place of `text`, against that of a
    /// `meta::Regex` of the same patterns (the plain way [`super::Longest`] stands for).
    fn same_longest<T: Copy + PartialEq + std::fmt::Debug>(set: &PatternSet<T>, text: &str) {
        use regex_automata::{meta::Regex as Meta, Anchored, Input, MatchKind};
        let plain = Meta::builder()
            .configure(Meta::config().match_kind(MatchKind::All))
            .build_many(&set.sources)
            .expect("the set's patterns compile");
        for (at, _) in text.char_indices() {
            let input = Input::new(text).range(at..).anchored(Anchored::Yes);
            let expected = plain
                .search(&input)
                .filter(|m| m.end() > at)
                .map(|m| (set.labels[m.pattern().as_usize()], at, m.end()));
            assert_eq!(set.longest_at(text, at..text.len()), expected, "at {at}");
        }
    }

    #[test]
    fn the_longest_match_at_a_place_is_that_of_a_meta_regex() {
        let rules = RuleSet::embedded().expect("rules");
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for (code, file) in [
            ("de", "corpus/de/netapp-aff-a250.txt"),
            ("zh", "corpus/zh/netapp-ef570.txt"),
            ("ko", "corpus/ko/fujitsu-eternus-af250-s2.txt"),
        ] {
            let whole = std::fs::read_to_string(root.join(file)).expect("corpus");
            // The first few thousand bytes (in debug builds each place costs two searches
            // per set).
            let cut = (0..=4000.min(whole.len()))
                .rev()
                .find(|&k| whole.is_char_boundary(k))
                .unwrap_or(0);
            let text = &whole[..cut];
            let locale = rules.locale(code);
            same_longest(&locale.workloads, text);
            same_longest(&locale.qualifiers, text);
            same_longest(&locale.contrasts, text);
            same_longest(&locale.families, text);
            same_longest(&locale.phases, text);
            let subject = rules.subject_rules(code);
            same_longest(&subject.brands, text);
            same_longest(&subject.access, text);
            same_longest(&subject.ops, text);
        }
    }

    /// The embedded rules, compiled once for all the cases of a property test.
    fn embedded() -> &'static RuleSet {
        static RULES: std::sync::OnceLock<RuleSet> = std::sync::OnceLock::new();
        RULES.get_or_init(|| RuleSet::embedded().expect("rules"))
    }

    #[test]
    fn a_word_boundary_next_to_a_non_ascii_letter_holds_at_a_space() {
        // French "écriture" and Polish "niż": an ASCII \b next to é or ż never holds.
        let labelled = vec![
            (0usize, r"(?i)\bécritures?\b".to_string()),
            (1, r"(?i)\bszybsz[ya] niż\b".to_string()),
        ];
        let set = PatternSet::new(&labelled).unwrap();
        let found = |text: &str| -> Vec<(usize, usize, usize)> {
            set.find_iter(text, 0..text.len()).collect()
        };
        assert_eq!(found("3 000 Mo/s en écriture."), vec![(0, 14, 23)]);
        assert_eq!(found("Écritures aléatoires"), vec![(0, 0, 10)]);
        assert_eq!(found("szybszy niż dysk"), vec![(1, 0, 12)]);
        // An ASCII letter before é is no boundary; "niżej" goes on after ż.
        assert!(found("lécriture").is_empty());
        assert!(found("szybszy niżej").is_empty());
    }

    #[test]
    fn every_locale_shares_one_start_finder_among_its_sets() {
        let rules = RuleSet::embedded().expect("rules");
        for code in rules.codes() {
            let locale = rules.locale(code);
            let finder = |shared: &Option<(std::sync::Arc<super::StartFinder>, u16)>| {
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
                    for span in crate::rules::line_spans(&text) {
                        // As a passage searches a block: the text cut at the block's end.
                        let haystack = &text[..span.end];
                        same_matches_for_every_set(locale, haystack, span.clone())
                            .unwrap_or_else(|e| panic!("{code}: {e}"));
                        // And with the rest of the text after it, for look-around there.
                        same_matches_for_every_set(locale, &text, span.clone())
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

#[cfg(test)]
mod same_starts_tests {
    use super::{same_starts, PatternSet};
    use regex_automata::{meta::Regex, util::syntax, Input};

    const PATTERNS: [&str; 10] = [
        r"(?i)\bSchreib\w*",
        r"(?i)\bLese(vorg|rate|leistung)\w*",
        r"(?i)-Lese\w*",
        r"(?i)Schreibvorgäng\w*",
        r"(?i)\bKonkurren\w+",
        r"(?i)\b\w*-?Volume\b",
        r"(?i)\bLesen\b",
        r"x(ab)+c?",
        r"(a|bc\w+)d?",
        r"q(?:r*|s)\b",
    ];

    const TEXTS: [&str; 4] = [
        "Die Schreibvorgänge und Lese-Raten: Leseleistung, Lesen; Konkurrenz, Konkurren.",
        "Daten-Volume, iSCSI-Volume, Volumes; schreibt, Schreiben",
        "xab xababc xa bcd bc3d a qrr q qs qrs",
        "写入Schreibvorgänge、4K随机Lesen: zufällige Lese-/Schreibvorgänge",
    ];

    /// Where the leftmost match of `re` from each character of `text` starts.
    fn starts(re: &Regex, text: &str) -> Vec<Option<usize>> {
        text.char_indices()
            .map(|(at, _)| re.search(&Input::new(text).range(at..)).map(|m| m.start()))
            .collect()
    }

    #[test]
    fn matches_start_where_those_of_the_whole_pattern_do() {
        for p in PATTERNS {
            let whole = Regex::new(p).unwrap();
            let cut = Regex::builder()
                .build_from_hir(&same_starts(&syntax::parse(p).unwrap()))
                .unwrap();
            for text in TEXTS {
                assert_eq!(starts(&whole, text), starts(&cut, text), "{p} in {text:?}");
            }
        }
    }

    #[test]
    fn a_set_finds_what_a_search_of_its_whole_patterns_finds() {
        let labelled: Vec<(usize, String)> = PATTERNS
            .iter()
            .enumerate()
            .map(|(i, p)| (i, p.to_string()))
            .collect();
        let set = PatternSet::new(&labelled).unwrap();
        let plain = Regex::new_many(&PATTERNS.map(super::ascii_word_boundaries)).unwrap();
        for text in TEXTS {
            // The plain way: the leftmost match of the whole patterns, then the longest
            // match there.
            let mut expected = Vec::new();
            let mut at = 0;
            while let Some(first) = plain.search(&Input::new(text).range(at..)) {
                match set.longest_at(text, first.start()..text.len()) {
                    Some(found) => {
                        at = found.2;
                        expected.push(found);
                    }
                    None => at = first.start() + super::char_len_at(text, first.start()),
                }
                if at >= text.len() {
                    break;
                }
            }
            let found: Vec<_> = set.find_iter(text, 0..text.len()).collect();
            assert_eq!(found, expected, "{text:?}");
            assert!(!found.is_empty());
        }
    }
}
