//! Which kind of document this is, and so which profile checks it: chosen from what the
//! document names, by the `[choose]` rules of each profile. A signal is either words
//! (`[[choose.words]]`: tools, device words, "im Test", "annonce", "발표"; every language
//! in one list) or the facts the context stage made (`[[choose.facts]]`: figures of
//! CrystalDiskMark, of StorageReview's SQL and VDI workloads, over SMB, a maker's spec);
//! a profile may also claim the words of one of the audit's device classes
//! (`[[choose.device_class]]`: the hard disk's words are the audit's, not a second list).
//! Each signal adds `weight × min(count, cap)` to its profile (a share signal adds
//! `weight × share of the facts`); the highest score wins, and the confidence is its lead
//! over the runner-up. A document that names nothing gets the `fallback` profile with
//! confidence 0.
//!
//! Cost: one pass of one automaton (a DFA) over the document's first [`SCANNED_BYTES`] for
//! every word of every profile (words found where a word starts, as the audit finds device
//! words), and one pass over the facts; no search per figure.

use super::Profiles;
use crate::model::{Fact, ProfileChoice, Qualifier, Workload};
use aho_corasick::{AhoCorasick, AhoCorasickKind, MatchKind};
use serde::Deserialize;

/// A profile's `[choose]` section as written.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ChooseFile {
    #[serde(default)]
    words: Vec<WordSignalFile>,
    #[serde(default)]
    device_class: Vec<DeviceClassSignalFile>,
    #[serde(default)]
    facts: Vec<FactSignalFile>,
    /// An announcement is about a device as much as a review of it is: the profile also
    /// scores the device words (`device = true`) of whichever other profile has the most,
    /// so that naming an SSD, or a memory card, counts for the news of one as for its
    /// review, and what decides is what the document says of it (tested, or announced).
    #[serde(default)]
    borrow_device_words: bool,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct WordSignalFile {
    /// What the words are, as `why` names them ("tool", "review word").
    what: String,
    /// Lowercase; a Latin or Cyrillic word is found where a word starts and ends ("nas"
    /// not in "dynasty" nor "nasty"), one ending in `*` where a word starts ("test*" in
    /// "Testbericht"); a word of Han, kana or Hangul anywhere.
    words: Vec<String>,
    weight: f64,
    #[serde(default = "default_cap")]
    cap: f64,
    /// The words name the device an article is about, not what kind of article it is
    /// (see `borrow_device_words`).
    #[serde(default)]
    device: bool,
    #[serde(default)]
    note: Option<String>,
    #[serde(default)]
    examples: Vec<String>,
    #[serde(default)]
    counterexamples: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct DeviceClassSignalFile {
    /// The `name` of a `[[device_class]]` of `rules/reference/audit.toml`.
    name: String,
    weight: f64,
    #[serde(default = "default_cap")]
    cap: f64,
    #[serde(default)]
    note: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct FactSignalFile {
    what: String,
    /// The fact's `test.tool`.
    #[serde(default)]
    tool: Option<String>,
    /// Any of these workloads.
    #[serde(default)]
    workloads: Vec<Workload>,
    /// The fact's `setup.protocol`.
    #[serde(default)]
    protocol: Option<String>,
    #[serde(default)]
    qualifier: Option<Qualifier>,
    weight: f64,
    #[serde(default = "default_cap")]
    cap: f64,
    /// Counts the share of the document's facts (0 to 1) instead of their number.
    #[serde(default)]
    share: bool,
    /// A share counts only in a document of at least this many facts.
    #[serde(default)]
    min_facts: u32,
    #[serde(default)]
    note: Option<String>,
}

fn default_cap() -> f64 {
    5.0
}

impl ChooseFile {
    pub(crate) fn validate(&self) -> Result<(), String> {
        for w in &self.words {
            if let Some(bad) = w
                .words
                .iter()
                .find(|x| x.trim_end_matches('*').is_empty() || x.to_lowercase() != **x)
            {
                return Err(format!(
                    "[[choose.words]] {:?}: word {bad:?} is empty or not lowercase",
                    w.what
                ));
            }
        }
        for f in &self.facts {
            if f.tool.is_none()
                && f.workloads.is_empty()
                && f.protocol.is_none()
                && f.qualifier.is_none()
            {
                return Err(format!(
                    "[[choose.facts]] {:?}: names no tool, workload, protocol or qualifier",
                    f.what
                ));
            }
        }
        Ok(())
    }
}

/// A word as matched: where it must start and end.
#[derive(Debug, Clone)]
struct Word {
    text: String,
    starts_word: bool,
    ends_word: bool,
}

/// What a signal counts.
#[derive(Debug, Clone)]
enum Source {
    /// Words, by their index in [`KindRules::words`].
    Words(Vec<usize>),
    /// Facts, by the index of the fact test in [`KindRules::fact_tests`].
    Facts(usize),
}

/// One signal of one profile.
#[derive(Debug, Clone)]
pub struct Signal {
    pub profile: usize,
    pub what: String,
    weight: f64,
    cap: f64,
    share: bool,
    min_facts: u32,
    /// Device words (see `ChooseFile::borrow_device_words`).
    device: bool,
    source: Source,
    /// Passages in which one of the signal's words is found, and passages in which none
    /// is (words signals only).
    pub examples: Vec<String>,
    pub counterexamples: Vec<String>,
}

#[derive(Debug, Clone)]
struct FactTest {
    tool: Option<String>,
    workloads: Vec<Workload>,
    protocol: Option<String>,
    qualifier: Option<Qualifier>,
}

impl FactTest {
    fn admits(&self, f: &Fact) -> bool {
        self.tool
            .as_ref()
            .is_none_or(|t| f.test.tool.as_ref() == Some(t))
            && (self.workloads.is_empty()
                || f.workload.is_some_and(|w| self.workloads.contains(&w)))
            && self
                .protocol
                .as_ref()
                .is_none_or(|p| f.setup.protocol.as_ref() == Some(p))
            && self.qualifier.is_none_or(|q| f.qualifier == Some(q))
    }
}

/// What a document names, counted: additive, so that the evidence of a document read in
/// chunks is the sum of its chunks'.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct KindEvidence {
    word_counts: Vec<u32>,
    fact_counts: Vec<u32>,
    facts: u32,
}

impl KindEvidence {
    /// Adds the evidence of another part of the same document.
    pub fn add(&mut self, other: &KindEvidence) {
        let grow = |a: &mut Vec<u32>, b: &[u32]| {
            a.resize(a.len().max(b.len()), 0);
            for (x, y) in a.iter_mut().zip(b) {
                *x += y;
            }
        };
        grow(&mut self.word_counts, &other.word_counts);
        grow(&mut self.fact_counts, &other.fact_counts);
        self.facts += other.facts;
    }
}

/// The compiled `[choose]` rules of every profile.
#[derive(Debug, Clone)]
pub struct KindRules {
    words: Vec<Word>,
    /// Signals counting each word.
    word_signals: Vec<Vec<usize>>,
    /// Pattern `k` of the automaton is a spelling of word `pattern_word[k]`.
    pattern_word: Vec<usize>,
    automaton: Option<AhoCorasick>,
    fact_tests: Vec<FactTest>,
    pub signals: Vec<Signal>,
    /// The profiles that borrow device words, by profile index.
    borrows_device_words: Vec<bool>,
    fallback: usize,
}

/// Whether a word of this first or last character is separated from its neighbours by
/// spaces or marks (Latin, Greek, Cyrillic letters and digits), as opposed to Han, kana
/// and Hangul, which compounds hold without a break.
fn separates_words(c: char) -> bool {
    c.is_ascii_alphanumeric() || ('\u{00C0}'..='\u{052F}').contains(&c)
}

impl KindRules {
    /// The rules of `profiles`, with the words of the audit's device classes as
    /// `(name, lowercased words)`.
    pub fn new(profiles: &Profiles, device_classes: &[(&str, &[String])]) -> Result<Self, String> {
        let mut rules = KindRules {
            words: Vec::new(),
            word_signals: Vec::new(),
            pattern_word: Vec::new(),
            automaton: None,
            fact_tests: Vec::new(),
            signals: Vec::new(),
            borrows_device_words: profiles
                .list
                .iter()
                .map(|p| p.choose.borrow_device_words)
                .collect(),
            fallback: profiles.fallback(),
        };
        for (p, profile) in profiles.list.iter().enumerate() {
            let choose = &profile.choose;
            for w in &choose.words {
                let ids = w.words.iter().map(|x| rules.word(x, None)).collect();
                rules.push_signal(p, &w.what, w.weight, w.cap, Source::Words(ids));
                let s = rules.signals.last_mut().expect("pushed");
                s.device = w.device;
                s.examples.clone_from(&w.examples);
                s.counterexamples.clone_from(&w.counterexamples);
                let _ = &w.note;
            }
            for d in &choose.device_class {
                let (_, words) = device_classes
                    .iter()
                    .find(|(name, _)| *name == d.name)
                    .ok_or_else(|| {
                        format!(
                            "rules/schema: profile {}: [[choose.device_class]] {:?} is no \
                             [[device_class]] of rules/reference/audit.toml",
                            profile.name, d.name
                        )
                    })?;
                // The audit finds device words where a word starts, and so does this.
                let ids = words.iter().map(|x| rules.word(x, Some(false))).collect();
                let what = format!("{} word", d.name);
                rules.push_signal(p, &what, d.weight, d.cap, Source::Words(ids));
                let _ = &d.note;
            }
            for f in &choose.facts {
                rules.fact_tests.push(FactTest {
                    tool: f.tool.clone(),
                    workloads: f.workloads.clone(),
                    protocol: f.protocol.clone(),
                    qualifier: f.qualifier,
                });
                let source = Source::Facts(rules.fact_tests.len() - 1);
                rules.push_signal(p, &f.what, f.weight, f.cap, source);
                let s = rules.signals.last_mut().expect("pushed");
                (s.share, s.min_facts) = (f.share, f.min_facts);
                let _ = &f.note;
            }
        }
        rules.build_automaton()?;
        Ok(rules)
    }

    fn push_signal(&mut self, profile: usize, what: &str, weight: f64, cap: f64, source: Source) {
        let id = self.signals.len();
        if let Source::Words(ids) = &source {
            for &w in ids {
                self.word_signals[w].push(id);
            }
        }
        self.signals.push(Signal {
            profile,
            what: what.to_string(),
            weight,
            cap,
            share: false,
            min_facts: 0,
            device: false,
            source,
            examples: Vec::new(),
            counterexamples: Vec::new(),
        });
    }

    /// The index of `written` among the words (added if new); `ends` forces whether it
    /// must end a word (else a trailing `*` says it need not).
    fn word(&mut self, written: &str, ends: Option<bool>) -> usize {
        let text = written.trim_end_matches('*').to_lowercase();
        let starts_word = text.chars().next().is_some_and(separates_words);
        let ends_word = ends.unwrap_or(!written.ends_with('*'))
            && text.chars().next_back().is_some_and(separates_words);
        if let Some(i) = self.words.iter().position(|w| {
            w.text == text && w.starts_word == starts_word && w.ends_word == ends_word
        }) {
            return i;
        }
        self.words.push(Word {
            text,
            starts_word,
            ends_word,
        });
        self.word_signals.push(Vec::new());
        self.words.len() - 1
    }

    /// One automaton over every spelling of every word: as written (lowercase), with a
    /// capital first letter and in capitals (ASCII letters match in any case; the others
    /// in these three).
    fn build_automaton(&mut self) -> Result<(), String> {
        let mut patterns: Vec<String> = Vec::new();
        for (i, w) in self.words.iter().enumerate() {
            let mut first = w.text.chars();
            let capital: String = first
                .next()
                .map(|c| c.to_uppercase().chain(first).collect())
                .unwrap_or_default();
            let spellings = [w.text.clone(), capital, w.text.to_uppercase()];
            // ASCII letters already match in any case: a spelling that differs only
            // there would count the same occurrence twice.
            for (k, s) in spellings.iter().enumerate() {
                if !spellings[..k].iter().any(|t| t.eq_ignore_ascii_case(s)) {
                    patterns.push(s.clone());
                    self.pattern_word.push(i);
                }
            }
        }
        if patterns.is_empty() {
            return Ok(());
        }
        // A DFA: searched over every byte of every document, it costs a few instructions
        // a byte where the NFA the builder picks for this many patterns costs tens.
        let automaton = AhoCorasick::builder()
            .ascii_case_insensitive(true)
            .match_kind(MatchKind::Standard)
            .kind(Some(AhoCorasickKind::DFA))
            .build(&patterns)
            .map_err(|e| format!("rules/schema: the words of [choose] do not compile: {e}"))?;
        self.automaton = Some(automaton);
        Ok(())
    }

    /// What `text` and its `facts` name.
    pub fn evidence(&self, text: &str, facts: &[Fact]) -> KindEvidence {
        let mut ev = KindEvidence {
            word_counts: vec![0; self.words.len()],
            fact_counts: vec![0; self.fact_tests.len()],
            facts: facts.len() as u32,
        };
        if let Some(automaton) = &self.automaton {
            // The opening names the kind (the title, the lead, the test bed); beyond it
            // the facts count. Searching the whole of a long review cost more than any
            // stage but the context's.
            let end = (SCANNED_BYTES..=text.len().max(SCANNED_BYTES))
                .find(|&k| k >= text.len() || text.is_char_boundary(k))
                .map_or(text.len(), |k| k.min(text.len()));
            let text = &text[..end];
            let before = |at: usize| text[..at].chars().next_back();
            let after = |at: usize| text[at..].chars().next();
            for m in automaton.find_overlapping_iter(text) {
                let w = &self.words[self.pattern_word[m.pattern().as_usize()]];
                // A Latin word next to Han, kana or Hangul still stands alone
                // ("使用CrystalDiskMark测试").
                let joined =
                    |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() && separates_words(c));
                if (w.starts_word && joined(before(m.start())))
                    || (w.ends_word && joined(after(m.end())))
                {
                    continue;
                }
                ev.word_counts[self.pattern_word[m.pattern().as_usize()]] += 1;
            }
        }
        for f in facts {
            for (k, t) in self.fact_tests.iter().enumerate() {
                if t.admits(f) {
                    ev.fact_counts[k] += 1;
                }
            }
        }
        ev
    }

    /// How much signal `s` adds to its profile, and its count.
    fn contribution(&self, s: &Signal, ev: &KindEvidence) -> (f64, f64) {
        match &s.source {
            Source::Words(ids) => {
                let n: u32 = ids
                    .iter()
                    .map(|&w| ev.word_counts.get(w).copied().unwrap_or(0))
                    .sum();
                (s.weight * f64::from(n).min(s.cap), f64::from(n))
            }
            Source::Facts(k) => {
                let n = f64::from(ev.fact_counts.get(*k).copied().unwrap_or(0));
                if s.share {
                    let share = if ev.facts > 0 && ev.facts >= s.min_facts {
                        n / f64::from(ev.facts)
                    } else {
                        0.0
                    };
                    (s.weight * share, share)
                } else {
                    (s.weight * n.min(s.cap), n)
                }
            }
        }
    }

    /// Each profile's score.
    pub fn scores(&self, profiles: usize, ev: &KindEvidence) -> Vec<f64> {
        self.scores_and_device_words(profiles, ev).0
    }

    /// Each profile's score, and the part of it its device words (its own or borrowed)
    /// make.
    fn scores_and_device_words(&self, profiles: usize, ev: &KindEvidence) -> (Vec<f64>, Vec<f64>) {
        let mut scores = vec![0.0; profiles];
        let mut device_words = vec![0.0; profiles];
        for s in &self.signals {
            let added = self.contribution(s, ev).0;
            scores[s.profile] += added;
            if s.device {
                device_words[s.profile] += added;
            }
        }
        let own_device_words = device_words.clone();
        for p in 0..profiles {
            if self.borrows_device_words.get(p) == Some(&true) {
                let borrowed = self.borrowed_device_words(p, &own_device_words).1;
                scores[p] += borrowed;
                device_words[p] += borrowed;
            }
        }
        (scores, device_words)
    }

    /// The other profile with the most device words, and their score (0 if none).
    fn borrowed_device_words(&self, p: usize, device_words: &[f64]) -> (usize, f64) {
        (0..device_words.len())
            .filter(|&q| q != p)
            .map(|q| (q, device_words[q]))
            .fold((p, 0.0), |best, x| if x.1 > best.1 { x } else { best })
    }

    /// The kind of a document of this evidence: the profile's index and the choice as
    /// reported.
    pub fn choose(&self, profiles: &Profiles, ev: &KindEvidence) -> (usize, ProfileChoice) {
        let (scores, device_words) = self.scores_and_device_words(profiles.list.len(), ev);
        let best = (0..scores.len())
            .max_by(|&a, &b| scores[a].total_cmp(&scores[b]).then(b.cmp(&a)))
            .filter(|&i| scores[i] > 0.0);
        let Some(best) = best else {
            let p = self.fallback;
            return (
                p,
                ProfileChoice {
                    kind: profiles.get(p).name.clone(),
                    confidence: 0.0,
                    forced: false,
                    why: vec!["nothing in the document names a kind: the closest profile".into()],
                },
            );
        };
        let runner_up = (0..scores.len())
            .filter(|&i| i != best)
            .max_by(|&a, &b| scores[a].total_cmp(&scores[b]));
        let (runner_up_score, shared) = runner_up.map_or((0.0, 0.0), |r| {
            (scores[r].max(0.0), device_words[best].min(device_words[r]))
        });
        // The lead over the runner-up, against the evidence that tells the two apart (device
        // words both score, an announcement borrowing its device's, say nothing of which it
        // is), damped for little evidence: a score of 20 ahead of nothing is 0.83 sure, one
        // word ahead of nothing 0.2.
        let telling = (scores[best] - shared).max(0.0);
        let confidence = ((scores[best] - runner_up_score) / (telling + 4.0)).clamp(0.0, 1.0);
        (
            best,
            ProfileChoice {
                kind: profiles.get(best).name.clone(),
                confidence: (confidence * 100.0).round() / 100.0,
                forced: false,
                why: self.why(best, ev),
            },
        )
    }

    /// The signals of profile `p` that counted, strongest first, in words.
    fn why(&self, p: usize, ev: &KindEvidence) -> Vec<String> {
        // The profile whose device words `p` borrows, if it does.
        let lender = (self.borrows_device_words.get(p) == Some(&true)).then(|| {
            let mut device_words = vec![0.0; self.borrows_device_words.len()];
            for s in self.signals.iter().filter(|s| s.device) {
                device_words[s.profile] += self.contribution(s, ev).0;
            }
            self.borrowed_device_words(p, &device_words).0
        });
        let mut counted: Vec<(f64, String)> = self
            .signals
            .iter()
            .filter(|s| s.profile == p || (s.device && Some(s.profile) == lender))
            .filter_map(|s| {
                let (value, n) = self.contribution(s, ev);
                (value > 0.0).then(|| (value, self.describe(s, n, ev)))
            })
            .collect();
        counted.sort_by(|a, b| b.0.total_cmp(&a.0));
        counted
            .into_iter()
            .take(WHY_SIGNALS)
            .map(|(_, d)| d)
            .collect()
    }

    fn describe(&self, s: &Signal, n: f64, ev: &KindEvidence) -> String {
        match &s.source {
            Source::Words(ids) => {
                let mut found: Vec<(u32, &str)> = ids
                    .iter()
                    .filter_map(|&w| {
                        let c = ev.word_counts.get(w).copied().unwrap_or(0);
                        (c > 0).then(|| (c, self.words[w].text.as_str()))
                    })
                    .collect();
                found.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
                let listed: Vec<String> = found
                    .iter()
                    .take(WHY_WORDS)
                    .map(|(c, w)| format!("'{w}' ×{c}"))
                    .collect();
                format!("{} ({})", listed.join(", "), s.what)
            }
            Source::Facts(_) if s.share => format!("{:.0}% of the facts: {}", n * 100.0, s.what),
            Source::Facts(_) => format!("{n} facts: {}", s.what),
        }
    }

    /// The signals whose words occur in `text` (for the rules' examples).
    pub fn word_signals_in(&self, text: &str) -> Vec<usize> {
        let ev = self.evidence(text, &[]);
        (0..self.signals.len())
            .filter(|&s| {
                matches!(&self.signals[s].source, Source::Words(ids)
                    if ids.iter().any(|&w| ev.word_counts[w] > 0))
            })
            .collect()
    }
}

/// How much of a document's opening the word search reads, in bytes.
pub const SCANNED_BYTES: usize = 4 * 1024;

/// Signals named in `why`, and words named per signal.
const WHY_SIGNALS: usize = 4;
const WHY_WORDS: usize = 3;
