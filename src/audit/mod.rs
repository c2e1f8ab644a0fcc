//! Translation audit: finds figures that machine translation corrupted in mechanical ways,
//! explains each, and proposes the true figure where the document itself supports one.
//!
//! Extraction reads figures as written; this stage asks whether what is written can be
//! true, using only what the document says: plausible ranges per metric, the pairing of
//! an IOPS figure with its latency, IOPS × block size = bandwidth, the conclusion against
//! the body, the order of numbers in a sentence, and the test-bed boilerplate that repeats
//! across reviews (`rules/reference/audit.toml`). The families (contract kinds):
//!
//! - `swapped`: an IOPS figure and its latency exchanged numbers ("221,327ms인 6.38 IOPS"),
//!   or a drive's and its system's capacity ("四個 10.8TB 驅動器的 2.7TB 系統").
//! - `rotated`: numbers poured into the wrong slots of a sentence (see [`rotation`]), a
//!   sentence that restates the specification table with its numbers in other slots, the
//!   standard test-bed set-up with its numbers moved ("부팅용 500GB 볼륨" for the 100 GB
//!   boot volume), a K after a number that already has its thousands ("172,811K IOPS"), or
//!   a product version that does not exist ("Windows Server 2014 R2012").
//! - `k_as_kb`: a thousand rendered as kilobytes in an IOPS context ("über 700 KB").
//! - `dropped_multiplier`: an IOPS figure that lost its K ("762 IOPS" for 762,307).
//! - `inconsistent`: figures that contradict each other (conclusion against body,
//!   bandwidth against IOPS × 64 KiB, a sub-millisecond threshold above the peak).
//!
//! Detectors never change a fact's `value` (the figure as written); a repair goes in
//! `suggested_value`, in the fact's canonical unit. One exception in meaning, not in
//! unit: a `k_as_kb` figure is a capacity fact (canonical unit `B`) whose true figure is
//! an IOPS count, which has no value in bytes; so the fact gets no `suggested_value`, and
//! the finding's `suggested_value` carries the IOPS count (its `suggestion` says
//! "700,000 IOPS").
//!
//! Detectors run in order of confidence, and a fact repaired by one is left alone by the
//! later ones, so each corrupted figure gets one explanation.

pub mod reference;
mod rotation;
mod translation;

use crate::garble::RawFinding;
use crate::model::{DocumentReport, Fact, Finding, FindingKind, Metric, Qualifier, Severity};
use crate::numbers::{scan_numbers, NumberToken, Reading};
use crate::rules::{FastMap, RuleSet, EMBEDDED_RULES};
use crate::schema::Profile;
use crate::segment;
use regex::Regex;
use serde::Deserialize;
use std::ops::Range;
use std::sync::OnceLock;

/// Below this many IOPS a storage device's figure has lost its K (the profile's floor).
const DEFAULT_MIN_IOPS: f64 = 500.0;
const DEFAULT_MAX_IOPS: f64 = 5.0e7;
/// Above this a storage latency is in the wrong slot or unit.
const DEFAULT_MAX_LATENCY_S: f64 = 1.0;
/// A latency above this is suspicious for flash when paired with a tiny IOPS figure.
const SUSPECT_LATENCY_S: f64 = 0.05;
/// The block size of the sequential workloads (64K = 64 KiB).
const SEQ_BLOCK_BYTES: f64 = 65536.0;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct AuditFile {
    conclusion_headings: Vec<String>,
    iops_context_words: Vec<String>,
    size_words: Vec<String>,
    drive_words: Vec<String>,
    system_words: Vec<String>,
    percentile_pattern: String,
    percentiles: Vec<f64>,
    ratio_test_pattern: String,
    max_vm_count: f64,
    #[serde(default)]
    product: Vec<ProductFile>,
    #[serde(default)]
    testbed: Vec<TestbedFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TestbedFile {
    name: String,
    anchor: String,
    #[serde(default)]
    context: Option<String>,
    #[serde(default)]
    capacity: Vec<f64>,
    #[serde(default)]
    frequency: Vec<f64>,
    #[serde(default)]
    link_speed: Vec<f64>,
    /// Counts (cores, vCPUs) in order.
    #[serde(default)]
    count: Vec<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProductFile {
    pattern: String,
    expected: Vec<String>,
    #[serde(default)]
    allowed: Vec<String>,
    name: String,
}

/// Reference facts and word lists of the audit, compiled.
#[derive(Debug)]
pub struct AuditRules {
    pub conclusion_headings: Vec<String>,
    pub iops_context_words: Vec<String>,
    pub size_words: Vec<String>,
    pub drive_words: Vec<String>,
    pub system_words: Vec<String>,
    pub percentile: Regex,
    pub percentiles: Vec<f64>,
    pub ratio_test: Regex,
    pub max_vm_count: f64,
    pub products: Vec<Product>,
    pub testbeds: Vec<Testbed>,
    /// The union of the testbeds' anchors, when they are all [`local`] (then so is it).
    pub(crate) testbed_anchors: Option<Regex>,
    /// The products' patterns as one automaton (pattern `i` is `products[i]`), when none of
    /// them can match the empty string: see [`product_matches`].
    pub(crate) product_union: Option<regex_automata::meta::Regex>,
}

/// A part of the standard test-bed set-up and the figures it states, per metric in order.
#[derive(Debug)]
pub struct Testbed {
    pub name: String,
    pub anchor: Regex,
    pub context: Option<Regex>,
    pub expected: Vec<(Metric, Vec<f64>)>,
    /// Whether `anchor` is [`local`] (see [`MatchCursor`]).
    pub(crate) anchor_local: bool,
}

/// A product of the standard test bed and the versions of it that exist.
#[derive(Debug)]
pub struct Product {
    pub pattern: Regex,
    /// Accepted version parts, joined by one space.
    pub allowed: Vec<String>,
    pub name: String,
}

const AUDIT_RULES_PATH: &str = "reference/audit.toml";

impl AuditRules {
    /// Parses `rules/reference/audit.toml` text.
    pub fn parse(text: &str) -> Result<Self, String> {
        let file: AuditFile =
            toml::from_str(text).map_err(|e| format!("rules/{AUDIT_RULES_PATH}: {e}"))?;
        let compile = |p: &str| {
            Regex::new(p).map_err(|e| format!("rules/{AUDIT_RULES_PATH}: pattern {p:?}: {e}"))
        };
        let mut products = Vec::new();
        for p in file.product {
            let allowed = if p.allowed.is_empty() {
                vec![p.expected.join(" ")]
            } else {
                p.allowed
            };
            products.push(Product {
                pattern: compile(&p.pattern)?,
                allowed,
                name: p.name,
            });
        }
        let product_union = product_union(&products);
        let mut testbeds = Vec::new();
        for t in file.testbed {
            let expected = [
                (Metric::Capacity, t.capacity),
                (Metric::Frequency, t.frequency),
                (Metric::LinkSpeed, t.link_speed),
                (Metric::Count, t.count),
            ]
            .into_iter()
            .filter(|(_, v)| !v.is_empty())
            .collect();
            let context = match &t.context {
                Some(c) => Some(compile(c)?),
                None => None,
            };
            let anchor = compile(&t.anchor)?;
            testbeds.push(Testbed {
                name: t.name,
                anchor_local: local(&anchor),
                anchor,
                context,
                expected,
            });
        }
        let union = testbeds
            .iter()
            .map(|t| format!("(?:{})", t.anchor.as_str()))
            .collect::<Vec<_>>()
            .join("|");
        // Only an aid to the search: without it (a union too large to compile, say) each
        // anchor is searched on its own.
        let testbed_anchors = if !testbeds.is_empty() && testbeds.iter().all(|t| t.anchor_local) {
            Regex::new(&union).ok().filter(local)
        } else {
            None
        };
        Ok(AuditRules {
            conclusion_headings: file
                .conclusion_headings
                .iter()
                .map(|w| w.to_lowercase())
                .collect(),
            iops_context_words: file
                .iops_context_words
                .iter()
                .map(|w| w.to_lowercase())
                .collect(),
            size_words: file.size_words.iter().map(|w| w.to_lowercase()).collect(),
            drive_words: file.drive_words.iter().map(|w| w.to_lowercase()).collect(),
            system_words: file.system_words.iter().map(|w| w.to_lowercase()).collect(),
            percentile: compile(&file.percentile_pattern)?,
            percentiles: file.percentiles,
            ratio_test: compile(&file.ratio_test_pattern)?,
            max_vm_count: file.max_vm_count,
            products,
            testbeds,
            testbed_anchors,
            product_union,
        })
    }

    /// The rules embedded at build time. The file is part of the build and checked by the
    /// tests, so a broken file is a build defect; it then yields empty rules rather than
    /// stopping extraction.
    pub fn embedded() -> &'static AuditRules {
        static RULES: OnceLock<AuditRules> = OnceLock::new();
        RULES.get_or_init(|| {
            let text = EMBEDDED_RULES
                .iter()
                .find(|(p, _)| *p == AUDIT_RULES_PATH)
                .map(|(_, t)| *t)
                .unwrap_or("");
            AuditRules::parse(text).unwrap_or_else(|_| AuditRules::empty())
        })
    }

    fn empty() -> Self {
        AuditRules {
            conclusion_headings: Vec::new(),
            iops_context_words: Vec::new(),
            size_words: Vec::new(),
            drive_words: Vec::new(),
            system_words: Vec::new(),
            percentile: Regex::new("$^").expect("valid"),
            percentiles: Vec::new(),
            ratio_test: Regex::new("$^").expect("valid"),
            max_vm_count: 256.0,
            products: Vec::new(),
            testbeds: Vec::new(),
            testbed_anchors: None,
            product_union: None,
        }
    }
}

/// Whether a regex has no look-around assertions (`^`, `$`, `\b`...): whether it matches
/// at a position then depends on the matched text alone, not on what surrounds it.
fn local(regex: &Regex) -> bool {
    regex_automata::util::syntax::parse(regex.as_str())
        .is_ok_and(|hir| hir.properties().look_set().is_empty())
}

/// Answers "may `text[range]` hold a match of this regex?" for many ranges of one text,
/// visited in order of their start, with one search per match in the text rather than
/// one per range (a regex run on each block or sentence cost more than all the detectors
/// it feeds). False means the range holds no match; true means it may, and the caller
/// runs the regex on the range as before, so the answers are exactly those of running it
/// on every range.
///
/// It rests on the regex being [`local`]: a match of `text[range]` starting at `q` is then
/// a match of the whole text starting at `q`, so the leftmost match of the text at or
/// after `range.start` starts at or before `q` (`q` ≤ `range.end`). For other regexes it
/// always says true.
pub(crate) struct MatchCursor<'a> {
    regex: &'a Regex,
    text: &'a str,
    local: bool,
    /// The last search: from where, and the start of the leftmost match at or after it.
    searched: Option<(usize, Option<usize>)>,
}

impl<'a> MatchCursor<'a> {
    pub(crate) fn new(regex: &'a Regex, local: bool, text: &'a str) -> Self {
        MatchCursor {
            regex,
            text,
            local,
            searched: None,
        }
    }

    pub(crate) fn may_match(&mut self, range: &Range<usize>) -> bool {
        if !self.local {
            return true;
        }
        // The leftmost match at or after `from` is also the leftmost at or after any later
        // position up to its start; beyond that, or before `from`, search again.
        let next = match self.searched {
            Some((from, next)) if from <= range.start && next.is_none_or(|n| n >= range.start) => {
                next
            }
            _ => {
                let next = self
                    .regex
                    .find_at(self.text, range.start)
                    .map(|m| m.start());
                self.searched = Some((range.start, next));
                next
            }
        };
        // `<=`: a regex that matches the empty string matches at the range's end too.
        next.is_some_and(|n| n <= range.end)
    }
}

/// How a fact's number is written: the number itself, the multiplier after it, the unit's
/// factor, and the place value of its last significant digit (for rounding checks).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Written {
    pub number: f64,
    pub multiplier: f64,
    pub has_multiplier: bool,
    pub unit_factor: f64,
    /// Place value of the last significant written digit, in written-number units
    /// ("788.000" → 1000, "6,8" → 0.1).
    pub place: f64,
    pub integer: bool,
    /// The other reading of an ambiguous number ("183.805" read as a decimal in German
    /// prose may be 183,805), when it has one.
    pub other_reading: Option<f64>,
}

impl Written {
    /// Canonical value per written number.
    pub fn scale(&self) -> f64 {
        self.multiplier * self.unit_factor
    }
}

/// Reads how `fact` is written (None for an unreadable figure).
pub(crate) fn written(text: &str, fact: &Fact, rules: &RuleSet) -> Option<Written> {
    fact.value?;
    let span = fact.span[0]..fact.span[1];
    let token = scan_numbers(text, span, rules.locale(&fact.lang))
        .into_iter()
        .find(|t| !t.is_placeholder())?;
    written_token(text, fact, &token, rules)
}

/// Like [`written`], with the number token extraction already read for the fact.
pub(crate) fn written_token(
    text: &str,
    fact: &Fact,
    token: &NumberToken,
    rules: &RuleSet,
) -> Option<Written> {
    fact.value?;
    if token.is_placeholder() {
        return None;
    }
    written_number(text, fact, token, unit_factor(fact, rules))
}

/// The factor of the unit as the fact writes it ("ms" → 0.001), if a rule knows it.
fn unit_factor(fact: &Fact, rules: &RuleSet) -> Option<f64> {
    rules
        .locale(&fact.lang)
        .match_unit(&fact.unit_text)
        .or_else(|| rules.generic().match_unit(&fact.unit_text))
        .map(|m| m.rule.factor)
}

/// [`written_token`] with the unit's factor looked up.
fn written_number(
    text: &str,
    fact: &Fact,
    token: &NumberToken,
    unit_factor: Option<f64>,
) -> Option<Written> {
    let value = fact.value?;
    if token.is_placeholder() {
        return None;
    }
    // At most two readings: an array, not a Vec (this runs for every fact).
    let mut readings = [0.0; 2];
    let candidates: &[f64] = match token.reading {
        Reading::Exact { value, .. } => {
            readings[0] = value;
            &readings[..1]
        }
        Reading::Ambiguous {
            grouped, decimal, ..
        } => {
            readings = [grouped, decimal];
            &readings[..]
        }
        Reading::Unreadable => return None,
    };
    let multiplier = token.factor();
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-6 * a.abs().max(b.abs()).max(1e-300);
    let (number, unit_factor) = match unit_factor {
        Some(uf) => match candidates
            .iter()
            .find(|&&n| close(n * multiplier * uf, value))
        {
            Some(&n) => (n, uf),
            None => (candidates[0], value / (candidates[0] * multiplier)),
        },
        None => (candidates[0], value / (candidates[0] * multiplier)),
    };
    if !number.is_finite() || !unit_factor.is_finite() || number == 0.0 {
        return None;
    }
    // The written digits, counted rather than collected: how many, and the zeros that
    // lead and trail them.
    let (mut digits, mut leading_zeros, mut trailing_zeros) = (0usize, 0usize, 0usize);
    for b in text[token.start..token.end]
        .bytes()
        .filter(u8::is_ascii_digit)
    {
        if b == b'0' {
            if leading_zeros == digits {
                leading_zeros += 1;
            }
            trailing_zeros += 1;
        } else {
            trailing_zeros = 0;
        }
        digits += 1;
    }
    let integer = number.fract() == 0.0;
    let place = if integer {
        let zeros = trailing_zeros.min(digits.saturating_sub(1));
        10f64.powi(zeros as i32)
    } else {
        let int_digits = if number.abs() < 1.0 {
            leading_zeros.max(1)
        } else {
            // Digits of the integer part as `format!("{}")` writes it, without a sign.
            (number.trunc() as i64)
                .unsigned_abs()
                .checked_ilog10()
                .map_or(1, |d| d as usize + 1)
        };
        10f64.powi(-(digits.saturating_sub(int_digits) as i32))
    };
    let other_reading = candidates.iter().copied().find(|&c| c != number);
    Some(Written {
        number,
        multiplier,
        has_multiplier: token.multiplier.is_some(),
        unit_factor,
        place,
        integer,
        other_reading,
    })
}

/// The facts of each sentence, in fact order: one flat list cut at each sentence's
/// offset (one allocation per document rather than one per sentence).
pub(crate) struct FactsBySentence {
    /// Where each sentence's facts begin in `facts`, and after the last, its length.
    offsets: Vec<usize>,
    facts: Vec<usize>,
}

impl FactsBySentence {
    /// From each fact's sentence; facts of a sentence at or past `sentences` are left out.
    fn new(sentence_of: &[usize], sentences: usize) -> Self {
        let mut offsets = vec![0; sentences + 1];
        for &s in sentence_of.iter().filter(|&&s| s < sentences) {
            offsets[s + 1] += 1;
        }
        for k in 1..offsets.len() {
            offsets[k] += offsets[k - 1];
        }
        // Filled in fact order, each sentence's next free place running from its offset.
        let mut next = offsets.clone();
        let mut facts = vec![0; offsets[sentences]];
        for (i, &s) in sentence_of
            .iter()
            .enumerate()
            .filter(|&(_, &s)| s < sentences)
        {
            facts[next[s]] = i;
            next[s] += 1;
        }
        FactsBySentence { offsets, facts }
    }

    /// The facts of sentence `s` (none for a sentence past the last).
    pub(crate) fn get(&self, s: usize) -> &[usize] {
        match (self.offsets.get(s), self.offsets.get(s + 1)) {
            (Some(&from), Some(&to)) => &self.facts[from..to],
            _ => &[],
        }
    }

    /// The facts of each sentence, in sentence order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &[usize]> {
        self.offsets.windows(2).map(|w| &self.facts[w[0]..w[1]])
    }
}

/// What the detectors know about a document.
pub(crate) struct Doc<'a> {
    pub text: &'a str,
    pub facts: &'a [Fact],
    pub written: Vec<Option<Written>>,
    /// The blocks of the text ([`segment::blocks`]).
    pub blocks: Vec<segment::Block>,
    /// Sentence ranges in order, and each fact's sentence.
    pub sentences: Vec<Range<usize>>,
    pub sentence_of: Vec<usize>,
    /// Where the conclusion begins (its heading), if the document has one.
    pub conclusion_start: Option<usize>,
    pub rules: &'static AuditRules,
    pub ruleset: &'a RuleSet,
    /// The facts of each sentence, in order (so per-sentence work stays linear).
    pub by_sentence: FactsBySentence,
    /// Fact indices sorted by where they start, for the facts of a range.
    pub by_start: Vec<usize>,
    /// Plausible IOPS and the longest plausible latency, from the profile's ranges.
    pub min_iops: f64,
    pub max_iops: f64,
    pub max_latency: f64,
}

impl<'a> Doc<'a> {
    fn new(
        text: &'a str,
        facts: &'a [Fact],
        rules: &'a RuleSet,
        profile: &Profile,
        prepared: Option<Prepared>,
    ) -> Self {
        let audit = AuditRules::embedded();
        let (mut sentences, written, blocks) = match prepared {
            Some(p) => {
                // A document writes few units (IOPS, ms, GB/s...), in turns: look each
                // unit's factor up once, keeping the first few seen.
                let mut seen: Vec<(&str, &str, Option<f64>)> = Vec::new();
                let written = facts
                    .iter()
                    .zip(&p.tokens)
                    .map(|(f, t)| {
                        f.value?;
                        if t.is_placeholder() {
                            return None;
                        }
                        let known = seen
                            .iter()
                            .find(|(lang, unit, _)| *unit == f.unit_text && *lang == f.lang);
                        let factor = match known {
                            Some(&(_, _, factor)) => factor,
                            None => {
                                let factor = unit_factor(f, rules);
                                if seen.len() < 32 {
                                    seen.push((&f.lang, &f.unit_text, factor));
                                }
                                factor
                            }
                        };
                        written_number(text, f, t, factor)
                    })
                    .collect();
                (p.sentences, written, p.blocks)
            }
            None => {
                let blocks = segment::blocks(text);
                let mut sentences = Vec::new();
                for block in &blocks {
                    sentences.extend(segment::quick_sentences(text, block.span.clone()));
                }
                let written = facts.iter().map(|f| written(text, f, rules)).collect();
                (sentences, written, blocks)
            }
        };
        sentences.sort_by_key(|r| r.start);
        let sentence_of: Vec<usize> = facts
            .iter()
            .map(|f| {
                sentences
                    .partition_point(|s| s.start <= f.span[0])
                    .saturating_sub(1)
            })
            .collect();
        let conclusion_start = find_conclusion(text, audit);
        let iops = profile.range_for(Metric::Iops, "IOPS");
        let mut by_start: Vec<usize> = (0..facts.len()).collect();
        by_start.sort_by_key(|&i| facts[i].span[0]);
        let by_sentence = FactsBySentence::new(&sentence_of, sentences.len());
        Doc {
            text,
            facts,
            written,
            blocks,
            sentences,
            sentence_of,
            conclusion_start,
            rules: audit,
            ruleset: rules,
            by_sentence,
            by_start,
            min_iops: iops.map_or(DEFAULT_MIN_IOPS, |r| r.min),
            max_iops: iops.map_or(DEFAULT_MAX_IOPS, |r| r.max),
            max_latency: profile
                .range_for(Metric::Latency, "s")
                .map_or(DEFAULT_MAX_LATENCY_S, |r| r.max),
        }
    }

    /// The facts that start inside `range`, in text order.
    fn facts_in(&self, range: &Range<usize>) -> &[usize] {
        let from = self
            .by_start
            .partition_point(|&i| self.facts[i].span[0] < range.start);
        let to = self
            .by_start
            .partition_point(|&i| self.facts[i].span[0] < range.end);
        &self.by_start[from..to.max(from)]
    }

    /// The facts of the sentence that fact `i` is in, at most [`MATES_WINDOW`] on each
    /// side of it: a "sentence" of thousands of figures (a dump without full stops) is not
    /// prose, and pairing all of its figures would be quadratic.
    fn sentence_mates(&self, i: usize) -> &[usize] {
        let mates = self.by_sentence.get(self.sentence_of[i]);
        if mates.len() <= 2 * MATES_WINDOW + 1 {
            return mates;
        }
        let at = mates.partition_point(|&j| j < i);
        &mates[at.saturating_sub(MATES_WINDOW)..(at + MATES_WINDOW + 1).min(mates.len())]
    }

    fn iops_plausible(&self, v: f64) -> bool {
        (self.min_iops..=self.max_iops).contains(&v)
    }

    fn sentence_text(&self, i: usize) -> &'a str {
        self.sentences.get(i).map_or("", |r| &self.text[r.clone()])
    }

    /// Whether the sentence of fact `i` names its workload itself (rather than the
    /// workload being inherited from an earlier sentence or a heading).
    fn names_own_workload(&self, i: usize) -> bool {
        let f = &self.facts[i];
        let (Some(workload), Some(range)) = (f.workload, self.sentences.get(self.sentence_of[i]))
        else {
            return false;
        };
        let patterns = &self.ruleset.locale(&f.lang).workloads;
        crate::context::find_mentions(self.text, range.clone(), patterns)
            .iter()
            .any(|m| m.label == workload)
    }
}

/// The start of a line that is a conclusion heading ("Fazit", "결론", "結語").
fn find_conclusion(text: &str, rules: &AuditRules) -> Option<usize> {
    // The last heading counts: read the lines from the end and stop at the first.
    let bytes = text.as_bytes();
    let mut end = text.len();
    while end > 0 {
        let start = memchr::memrchr(b'\n', &bytes[..end - 1]).map_or(0, |k| k + 1);
        if is_conclusion_heading(&text[start..end], rules) {
            return Some(start);
        }
        end = start;
    }
    None
}

/// Whether a line (with its line end) is a conclusion heading.
fn is_conclusion_heading(line: &str, rules: &AuditRules) -> bool {
    // A heading is short: skip long lines before lowercasing them. Lowercasing never
    // makes a text shorter in characters, so one of more than 30 (or none) is skipped
    // unlowercased too.
    if line.len() > 4 * 40 {
        return false;
    }
    let trimmed = line.trim().trim_end_matches([':', '：']).trim();
    let Some(first) = trimmed.chars().next() else {
        return false;
    };
    if trimmed.chars().count() > 30 {
        return false;
    }
    // The lowercased line begins with its first character lowercased: lowercase the rest
    // only when a heading can begin so (most short lines are no heading).
    let mut buffer = [0u8; 12];
    let mut len = 0;
    for c in first.to_lowercase() {
        len += c.encode_utf8(&mut buffer[len..]).len();
    }
    let first = &buffer[..len];
    if !rules.conclusion_headings.iter().any(|h| {
        let h = h.as_bytes();
        h.starts_with(first) || first.starts_with(h)
    }) {
        return false;
    }
    let trimmed = trimmed.to_lowercase();
    trimmed.chars().count() <= 30
        && rules.conclusion_headings.iter().any(|h| {
            trimmed
                .strip_prefix(h.as_str())
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
        })
}

/// What extraction already computed that the detectors would otherwise compute again.
pub struct Prepared {
    /// Sentence ranges covering every fact, in text order. A block without figures may
    /// stand as one range: the detectors only count sentences between facts.
    pub sentences: Vec<Range<usize>>,
    /// The number token of each fact, by fact index.
    pub tokens: Vec<NumberToken>,
    /// The blocks of the text ([`segment::blocks`]).
    pub blocks: Vec<segment::Block>,
}

/// Runs every detector on an extracted report: adds findings (sorted by span start) and
/// flags and suggested values on the facts they concern. Values are never changed.
/// `prepared`, when given, must describe `report.facts` as extracted.
pub fn detect(
    report: &mut DocumentReport,
    text: &str,
    rules: &RuleSet,
    profile: &Profile,
    prepared: Option<Prepared>,
) {
    let prepared = prepared.filter(|p| p.tokens.len() == report.facts.len());
    let raw = {
        let doc = Doc::new(text, &report.facts, rules, profile, prepared);
        let mut state = State {
            findings: Vec::new(),
            repairs: Default::default(),
            claimed: vec![false; doc.facts.len()],
            known: Vec::new(),
        };
        detect_testbed(&doc, &mut state);
        detect_swaps(&doc, &mut state);
        detect_drive_system_swaps(&doc, &mut state);
        rotation::detect(&doc, &mut state);
        rotation::detect_spec_restatement(&doc, &mut state);
        detect_spurious_multiplier(&doc, &mut state);
        detect_k_as_kb(&doc, &mut state);
        detect_dropped_multiplier(&doc, &mut state);
        detect_summary_mismatch(&doc, &mut state);
        detect_bandwidth_mismatch(&doc, &mut state);
        detect_threshold_above_peak(&doc, &mut state);
        detect_products(&doc, &mut state);
        translation::detect(&doc, &mut state);
        (state.findings, separator_repairs(&doc))
    };
    let (raw, repairs) = raw;
    merge(report, text, raw);
    for (i, value) in repairs {
        if let Some(fact) = report.facts.get_mut(i) {
            fact.suggested_value.get_or_insert(value);
        }
    }
}

/// Figures whose separator is ambiguous and whose chosen reading is implausible while the
/// other reading is plausible ("321,814 IOPS" read as 321.814 in German prose): the other
/// reading is the repair. The findings on such figures (`ambiguous_separator`,
/// `implausible`) are the extraction's; this only adds the repair to the fact.
fn separator_repairs(doc: &Doc<'_>) -> Vec<(usize, f64)> {
    let mut out = Vec::new();
    for (i, f) in doc.facts.iter().enumerate() {
        let (Some(v), Some(w)) = (f.value, doc.written[i]) else {
            continue;
        };
        let Some(other) = w.other_reading else {
            continue;
        };
        let repaired = crate::extract::round_sig(other * w.scale());
        let plausible = |x: f64| match f.metric {
            Metric::Iops => doc.iops_plausible(x),
            Metric::Latency => (1e-6..=doc.max_latency).contains(&x),
            _ => false,
        };
        if !plausible(v) && plausible(repaired) {
            out.push((i, repaired));
        }
    }
    out
}

/// Adds raw findings to a report: flags and suggestions on facts, line and column, order.
pub(crate) fn merge(report: &mut DocumentReport, text: &str, raw: Vec<RawFinding>) {
    if raw.is_empty() {
        return;
    }
    // Most findings start where their fact does, whose line and column are known; the
    // others are found by one scan of the text up to the last of them.
    let mut known: Vec<Option<(usize, usize)>> = Vec::with_capacity(raw.len());
    for f in &raw {
        let mut position = None;
        if let Some(fact) = f.fact.and_then(|i| report.facts.get_mut(i)) {
            if !fact.flags.contains(&f.kind) {
                fact.flags.push(f.kind);
                fact.flags.sort();
            }
            if fact.suggested_value.is_none() && f.kind != FindingKind::KAsKb {
                fact.suggested_value = f.suggested_value;
            }
            if fact.span[0] == f.span.0 && fact.line > 0 {
                position = Some((fact.line, fact.column));
            }
        }
        known.push(position);
    }
    let mut offsets: Vec<usize> = raw
        .iter()
        .zip(&known)
        .filter(|(_, p)| p.is_none())
        .map(|(f, _)| f.span.0)
        .collect();
    offsets.sort_unstable();
    offsets.dedup();
    let positions = segment::positions_of(text, &offsets);
    let mut added: Vec<Finding> = Vec::with_capacity(raw.len());
    for (f, position) in raw.into_iter().zip(known) {
        let position = position.unwrap_or_else(|| {
            offsets
                .binary_search(&f.span.0)
                .map_or((1, 1), |k| positions[k])
        });
        added.push(f.into_finding(text, position));
    }
    let order = |a: &Finding, b: &Finding| {
        a.span[0]
            .cmp(&b.span[0])
            .then(a.span[1].cmp(&b.span[1]))
            .then(a.kind.cmp(&b.kind))
    };
    // The report's findings come sorted from extraction: then a stable sort of them with
    // the new ones after is a merge of the two sorted lists, the report's first among
    // equals.
    added.sort_by(order);
    if report.findings.is_sorted_by(|a, b| order(a, b).is_le()) {
        let before = std::mem::take(&mut report.findings);
        report.findings = merge_sorted(before, added, order);
    } else {
        report.findings.extend(added);
        report.findings.sort_by(order);
    }
}

/// The stable merge of two lists sorted by `order`: among equals, those of `first` first.
fn merge_sorted<T>(
    first: Vec<T>,
    second: Vec<T>,
    order: impl Fn(&T, &T) -> std::cmp::Ordering,
) -> Vec<T> {
    let mut out = Vec::with_capacity(first.len() + second.len());
    let mut second = second.into_iter().peekable();
    for item in first {
        while let Some(next) = second.next_if(|s| order(s, &item).is_lt()) {
            out.push(next);
        }
        out.push(item);
    }
    out.extend(second);
    out
}

/// Findings so far, which facts already have an explanation, and IOPS values the document
/// is known to state (for restoring a lost K from another mention of the same figure).
pub(crate) struct State {
    pub findings: Vec<RawFinding>,
    /// The first repair proposed for each fact (not for K-as-KB, whose repair is in IOPS).
    pub repairs: FastMap<usize, f64>,
    pub claimed: Vec<bool>,
    pub known: Vec<KnownIops>,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct KnownIops {
    pub value: f64,
    pub workload: Option<crate::model::Workload>,
    pub fact: usize,
}

impl State {
    pub(crate) fn push(&mut self, finding: RawFinding) {
        if let Some(i) = finding.fact {
            self.claimed[i] = true;
            if let (Some(v), false) = (finding.suggested_value, finding.kind == FindingKind::KAsKb)
            {
                self.repairs.entry(i).or_insert(v);
            }
        }
        self.findings.push(finding);
    }
}

// ---------------------------------------------------------------------------------------
// Formatting

/// "221,327", "6.38", "0.00638".
pub fn fmt_number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        let mut out = String::new();
        push_grouped(&mut out, v < 0.0, &(v.abs() as i64).to_string());
        out
    } else {
        let s = format!("{v:.6}");
        let s = s.trim_end_matches('0').trim_end_matches('.');
        // Group the integer part too, as this function writes it as a number: below 1e15
        // grouped and without the sign of a zero ("-0.5" → "0.5"), beyond that as is.
        match s.split_once('.') {
            Some((int, frac)) => {
                let (negative, digits) = match int.strip_prefix('-') {
                    Some(digits) => (true, digits),
                    None => (false, int),
                };
                let mut out = String::with_capacity(s.len() + s.len() / 3);
                if digits.len() <= 15 {
                    push_grouped(&mut out, negative && digits != "0", digits);
                } else {
                    out.push_str(int);
                }
                out.push('.');
                out.push_str(frac);
                out
            }
            None => s.to_string(),
        }
    }
}

/// Appends the digits with a comma between groups of three, after a minus sign if
/// `negative`.
fn push_grouped(out: &mut String, negative: bool, digits: &str) {
    if negative {
        out.push('-');
    }
    for (i, c) in digits.char_indices() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
}

/// A canonical value as a person writes it: "221,327 IOPS", "6.38 ms", "4.97 GB/s".
pub fn fmt_quantity(metric: Metric, unit: &str, v: f64) -> String {
    let round = |x: f64| (x * 1e6).round() / 1e6;
    match (metric, unit) {
        (Metric::Latency | Metric::Duration, "s") => {
            if v.abs() < 1e-3 {
                format!("{} µs", fmt_number(round(v * 1e6)))
            } else if v.abs() < 1.0 {
                format!("{} ms", fmt_number(round(v * 1e3)))
            } else {
                format!("{} s", fmt_number(round(v)))
            }
        }
        (Metric::Bandwidth, "B/s") => {
            if v >= 1e9 {
                format!("{} GB/s", fmt_number(round(v / 1e9)))
            } else {
                format!("{} MB/s", fmt_number(round(v / 1e6)))
            }
        }
        (Metric::Capacity, "B") => {
            if v >= 1e12 {
                format!("{} TB", fmt_number(round(v / 1e12)))
            } else if v >= 1e9 {
                format!("{} GB", fmt_number(round(v / 1e9)))
            } else if v >= 1e6 {
                format!("{} MB", fmt_number(round(v / 1e6)))
            } else {
                format!("{} KB", fmt_number(round(v / 1e3)))
            }
        }
        (_, "1") => fmt_number(round(v)),
        _ => format!("{} {unit}", fmt_number(round(v))),
    }
}

fn finding(
    kind: FindingKind,
    severity: Severity,
    fact: &Fact,
    fact_index: usize,
    message: String,
    suggestion: Option<String>,
    suggested: Option<f64>,
) -> RawFinding {
    RawFinding {
        kind,
        severity,
        span: (fact.span[0], fact.span[1]),
        message,
        suggestion,
        suggested_value: suggested.map(crate::extract::round_sig),
        fact: Some(fact_index),
    }
}

// ---------------------------------------------------------------------------------------
// swapped

/// An IOPS figure too small to be true next to a latency too large to be true, whose
/// numbers read the other way round give a plausible pair ("지연 시간이 221,327ms인
/// 6.38 IOPS" = 221,327 IOPS at 6.38 ms). Also the milder form where a K figure below ten
/// sits next to a latency of many milliseconds ("238ms ... 2.26K IOPS" = 238K IOPS at
/// 2.26 ms): flash reaches hundreds of milliseconds only when saturated, never at a few
/// thousand IOPS.
fn detect_swaps(doc: &Doc<'_>, state: &mut State) {
    struct Candidate {
        iops: usize,
        latency: usize,
        distance: usize,
        new_iops: f64,
        new_latency: f64,
        hard: bool,
    }
    let mut candidates = Vec::new();
    for (i, fi) in doc.facts.iter().enumerate() {
        let (Some(vi), Some(wi)) = (fi.value, doc.written[i]) else {
            continue;
        };
        if fi.metric != Metric::Iops {
            continue;
        }
        for &l in doc.sentence_mates(i) {
            let fl = &doc.facts[l];
            let (Some(vl), Some(wl)) = (fl.value, doc.written[l]) else {
                continue;
            };
            if fl.metric != Metric::Latency {
                continue;
            }
            // An ambiguous latency number may have been read as a decimal because its
            // neighbours are small ("183.805 ms" in German prose): try its other reading too.
            let readings = std::iter::once((wl.number, vl))
                .chain(wl.other_reading.map(|n| (n, n * wl.unit_factor)));
            let Some((latency_number, hard)) = readings
                .map(|(n, v)| {
                    let hard = vi < doc.min_iops && v > doc.max_latency;
                    let small_k = wi.has_multiplier && (wi.number < 10.0 || !wi.integer);
                    let soft = (small_k || vi < doc.min_iops)
                        && n.fract() == 0.0
                        && v >= SUSPECT_LATENCY_S;
                    (n, hard, hard || soft)
                })
                .filter(|r| r.2)
                .max_by_key(|r| r.1)
                .map(|r| (r.0, r.1))
            else {
                continue;
            };
            let new_iops = if latency_number >= 1000.0 {
                latency_number
            } else {
                latency_number * 1000.0
            };
            let new_latency = wi.number * wl.unit_factor;
            if !doc.iops_plausible(new_iops) || !(1e-6..=0.1).contains(&new_latency) {
                continue;
            }
            let distance = fi.span[0].abs_diff(fl.span[0]);
            candidates.push(Candidate {
                iops: i,
                latency: l,
                distance,
                new_iops,
                new_latency,
                hard,
            });
        }
    }
    // Per sentence, the pairing with the most pairs and the least total distance (a greedy
    // nearest-first pairing crosses pairs in "217ms를 넘기기 전에 1K IOPS ... 238ms의 2.26K IOPS").
    let mut chosen: Vec<Candidate> = Vec::new();
    let mut by_sentence: std::collections::BTreeMap<usize, Vec<Candidate>> = Default::default();
    for c in candidates {
        by_sentence
            .entry(doc.sentence_of[c.iops])
            .or_default()
            .push(c);
    }
    for (_, mut group) in by_sentence {
        group.sort_by_key(|c| c.distance);
        let picked = best_matching(
            &group
                .iter()
                .map(|c| (c.iops, c.latency, c.distance))
                .collect::<Vec<_>>(),
        );
        let mut keep: Vec<Option<Candidate>> = group.into_iter().map(Some).collect();
        for k in picked {
            if let Some(c) = keep[k].take() {
                chosen.push(c);
            }
        }
    }
    for c in chosen {
        let (fi, fl) = (&doc.facts[c.iops], &doc.facts[c.latency]);
        let pair = format!(
            "{} at {}",
            fmt_quantity(Metric::Iops, "IOPS", c.new_iops),
            fmt_quantity(Metric::Latency, "s", c.new_latency)
        );
        let why = if c.hard {
            format!(
                "{:?} is far too few IOPS for a storage device and {:?} far too long a latency; read the other way round they make a plausible pair",
                fi.text, fl.text
            )
        } else {
            format!(
                "{:?} next to {:?}: flash does not take hundreds of milliseconds at a few thousand IOPS; read the other way round they make a plausible pair",
                fi.text, fl.text
            )
        };
        let severity = if c.hard {
            Severity::Error
        } else {
            Severity::Warning
        };
        state.known.push(KnownIops {
            value: c.new_iops,
            workload: fi.workload,
            fact: c.iops,
        });
        state.push(finding(
            FindingKind::Swapped,
            severity,
            fi,
            c.iops,
            format!("value and unit swapped: {why}"),
            Some(pair.clone()),
            Some(c.new_iops),
        ));
        state.push(finding(
            FindingKind::Swapped,
            severity,
            fl,
            c.latency,
            format!("value and unit swapped: {why}"),
            Some(pair),
            Some(c.new_latency),
        ));
    }
}

/// Indices of the candidate pairs `(a, b, distance)` that form a matching with the most
/// pairs and, among those, the least total distance. Exhaustive for the few pairs of one
/// sentence; nearest-first beyond that.
fn best_matching(pairs: &[(usize, usize, usize)]) -> Vec<usize> {
    fn search(
        pairs: &[(usize, usize, usize)],
        k: usize,
        used: &mut Vec<usize>,
        current: &mut Vec<usize>,
        best: &mut (usize, usize, Vec<usize>),
        distance: usize,
    ) {
        if k == pairs.len() {
            let better = current.len() > best.0 || (current.len() == best.0 && distance < best.1);
            if better {
                *best = (current.len(), distance, current.clone());
            }
            return;
        }
        // Bound: even taking every remaining pair cannot beat the best.
        if current.len() + (pairs.len() - k) < best.0 {
            return;
        }
        let (a, b, d) = pairs[k];
        if !used.contains(&a) && !used.contains(&b) {
            used.push(a);
            used.push(b);
            current.push(k);
            search(pairs, k + 1, used, current, best, distance + d);
            current.pop();
            used.truncate(used.len() - 2);
        }
        search(pairs, k + 1, used, current, best, distance);
    }
    if pairs.len() > 16 {
        let mut used = Vec::new();
        let mut out = Vec::new();
        for (k, &(a, b, _)) in pairs.iter().enumerate() {
            if !used.contains(&a) && !used.contains(&b) {
                used.extend([a, b]);
                out.push(k);
            }
        }
        return out;
    }
    let mut best = (0, usize::MAX, Vec::new());
    search(pairs, 0, &mut Vec::new(), &mut Vec::new(), &mut best, 0);
    best.2
}

/// What a capacity is the capacity of, from the word right after it: one drive or a whole
/// system.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Holder {
    Drive,
    System,
}

fn holder(doc: &Doc<'_>, fact: &Fact) -> Option<Holder> {
    holder_of(doc.rules, &doc.text[fact.span[1]..])
}

/// [`holder`] from the text after the figure.
fn holder_of(rules: &AuditRules, rest: &str) -> Option<Holder> {
    let eight = rest.char_indices().nth(8).map_or(rest.len(), |(k, _)| k);
    let after = rest[..eight].to_lowercase();
    let trimmed = after.trim_start();
    let starts = |words: &[String]| words.iter().any(|w| trimmed.starts_with(w.as_str()));
    // Allow one short word between ("46TB 원시 시스템": raw system). A byte comparison at
    // each offset of these few bytes, cheaper than setting up a substring searcher per
    // word (a match of whole UTF-8 words is at character boundaries, as `contains` finds);
    // and none for a word whose first and last bytes are not both among them, as for most.
    let mut present = [0u64; 4];
    for &b in after.as_bytes() {
        present[usize::from(b >> 6)] |= 1 << (b & 63);
    }
    let is_present = |b: u8| present[usize::from(b >> 6)] >> (b & 63) & 1 == 1;
    let contains = |w: &str| match w.as_bytes() {
        [] => true,
        [first, rest @ ..] => {
            is_present(*first)
                && rest.last().is_none_or(|&last| is_present(last))
                && after
                    .as_bytes()
                    .windows(w.len())
                    .any(|at| at[0] == *first && &at[1..] == rest)
        }
    };
    let near = |words: &[String]| words.iter().any(|w| contains(w));
    if starts(&rules.drive_words) {
        Some(Holder::Drive)
    } else if starts(&rules.system_words) {
        Some(Holder::System)
    } else if near(&rules.drive_words) {
        Some(Holder::Drive)
    } else if near(&rules.system_words) {
        Some(Holder::System)
    } else {
        None
    }
}

/// A drive capacity and a system capacity next to each other where the system holds a
/// whole number of times less than one drive ("四個 10.8TB 驅動器的 2.7TB 系統": a 10.8 TB
/// system of four 2.7 TB drives): the two exchanged numbers.
fn detect_drive_system_swaps(doc: &Doc<'_>, state: &mut State) {
    for list in doc.by_sentence.iter() {
        let capacities: Vec<usize> = list
            .iter()
            .copied()
            .filter(|&i| {
                doc.facts[i].metric == Metric::Capacity
                    && doc.facts[i].value.is_some()
                    && !state.claimed[i]
            })
            .collect();
        for pair in capacities.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            if state.claimed[a] || state.claimed[b] {
                continue;
            }
            let (fa, fb) = (&doc.facts[a], &doc.facts[b]);
            let (Some(va), Some(vb)) = (fa.value, fb.value) else {
                continue;
            };
            // Only a whole-number ratio of 2–128 can be a swap; the words after the
            // figures are read only then.
            let whole = |big: f64, small: f64| {
                let t = big / small;
                small < big
                    && (t - t.round()).abs() <= 0.01 * t
                    && (2.0..=128.0).contains(&t.round())
            };
            if !whole(va, vb) && !whole(vb, va) {
                continue;
            }
            // The second figure's words are read only when the first has a holder.
            let Some(first) = holder(doc, fa) else {
                continue;
            };
            let (drive, system, vd, vs) = match (first, holder(doc, fb)) {
                (Holder::Drive, Some(Holder::System)) => (a, b, va, vb),
                (Holder::System, Some(Holder::Drive)) => (b, a, vb, va),
                _ => continue,
            };
            let times = vd / vs;
            if vs >= vd
                || (times - times.round()).abs() > 0.01 * times
                || !(2.0..=128.0).contains(&times.round())
            {
                continue;
            }
            let (fd, fs) = (&doc.facts[drive], &doc.facts[system]);
            let pair_text = format!(
                "a {} system of {} drives of {}",
                fmt_quantity(fs.metric, &fs.unit, vd),
                times.round(),
                fmt_quantity(fd.metric, &fd.unit, vs)
            );
            let message = format!(
                "{:?} is given as one drive's capacity and {:?} as the whole system's, but a system of several drives cannot hold less than one of them; read the other way round, the system is {} times a drive",
                fd.text,
                fs.text,
                times.round()
            );
            state.push(finding(
                FindingKind::Swapped,
                Severity::Warning,
                fd,
                drive,
                message.clone(),
                Some(pair_text.clone()),
                Some(vs),
            ));
            state.push(finding(
                FindingKind::Swapped,
                Severity::Warning,
                fs,
                system,
                message,
                Some(pair_text),
                Some(vd),
            ));
        }
    }
}

// ---------------------------------------------------------------------------------------
// spurious multiplier

/// A K after a number that already has thousands groups ("172,811K IOPS" = 172.8 million
/// IOPS, beyond any storage system): the K belongs to another slot of the sentence.
fn detect_spurious_multiplier(doc: &Doc<'_>, state: &mut State) {
    for (i, f) in doc.facts.iter().enumerate() {
        let (Some(v), Some(w)) = (f.value, doc.written[i]) else {
            continue;
        };
        if state.claimed[i]
            || f.metric != Metric::Iops
            || !w.has_multiplier
            || v <= doc.max_iops
            || w.number < 1000.0
        {
            continue;
        }
        let suggested = w.number;
        if !doc.iops_plausible(suggested) {
            continue;
        }
        state.known.push(KnownIops {
            value: suggested,
            workload: f.workload,
            fact: i,
        });
        state.push(finding(
            FindingKind::Rotated,
            Severity::Warning,
            f,
            i,
            format!(
                "{:?} reads as {} IOPS, beyond any storage system; the number already has its thousands written out, so the multiplier after it belongs to another figure of the sentence",
                f.text,
                fmt_number(v)
            ),
            Some(fmt_quantity(Metric::Iops, "IOPS", suggested)),
            Some(suggested),
        ));
    }
}

// ---------------------------------------------------------------------------------------
// k_as_kb

fn contains_any(haystack_lower: &str, words: &[String]) -> bool {
    words.iter().any(|w| haystack_lower.contains(w.as_str()))
}

/// A kilobyte figure in a sentence about IOPS or latency that names no size: the
/// translation turned "700K" (IOPS) into "700 KB". Block sizes (powers of two) and
/// sentences that talk about blocks, transfers or caches are left alone.
fn detect_k_as_kb(doc: &Doc<'_>, state: &mut State) {
    for (i, f) in doc.facts.iter().enumerate() {
        let (Some(w), false) = (doc.written[i], state.claimed[i]) else {
            continue;
        };
        if f.metric != Metric::Capacity || !(999.0..=1025.0).contains(&w.scale()) {
            continue;
        }
        let n = w.number;
        let power_of_two = n.fract() == 0.0 && (n as u64).is_power_of_two();
        if n < 10.0 || power_of_two || !doc.iops_plausible(n * 1000.0) {
            continue;
        }
        let sentence = doc.sentence_text(doc.sentence_of[i]).to_lowercase();
        let iops_context = contains_any(&sentence, &doc.rules.iops_context_words)
            || doc
                .sentence_mates(i)
                .iter()
                .any(|&j| matches!(doc.facts[j].metric, Metric::Iops | Metric::Latency));
        if !iops_context || contains_any(&sentence, &doc.rules.size_words) {
            continue;
        }
        let iops = n * 1000.0;
        state.known.push(KnownIops {
            value: iops,
            workload: f.workload,
            fact: i,
        });
        state.push(finding(
            FindingKind::KAsKb,
            Severity::Warning,
            f,
            i,
            format!(
                "{:?} is a size in kilobytes, but the sentence is about IOPS and latency and names no block or transfer size: the translation read the thousands sign K as kilobytes",
                f.text
            ),
            Some(fmt_quantity(Metric::Iops, "IOPS", iops)),
            Some(iops),
        ));
    }
}

// ---------------------------------------------------------------------------------------
// dropped_multiplier

/// Whether `small` is `big` with its thousands cut off (truncated or rounded).
fn thousands_of(small: f64, big: f64) -> bool {
    big >= 1000.0 && ((big / 1000.0).trunc() == small || (big / 1000.0).round() == small)
}

/// IOPS figures that lost their K: below a storage device's floor, or stated elsewhere in
/// the document with their thousands (the conclusion's "762 IOPS" for the body's 762,307),
/// or in a table row whose other IOPS figures all lost theirs ("420/63 IOPS").
/// Facts on each side of a fact that [`Doc::sentence_mates`] returns in a long sentence.
const MATES_WINDOW: usize = 64;

/// How many other statements of a figure [`detect_dropped_multiplier`] looks at.
const MAX_OTHER_STATEMENTS: usize = 1024;

fn detect_dropped_multiplier(doc: &Doc<'_>, state: &mut State) {
    // Lines where most IOPS figures are implausibly small: the row lost its K.
    let line_of = |i: usize| doc.facts[i].line;
    let mut small_rows: Vec<usize> = Vec::new();
    {
        // Per line: IOPS figures, those below a thousand without K, those implausible.
        let mut per_line: std::collections::BTreeMap<usize, (usize, usize, usize)> =
            Default::default();
        for (i, f) in doc.facts.iter().enumerate() {
            if f.metric == Metric::Iops {
                if let (Some(v), Some(w)) = (f.value, doc.written[i]) {
                    let e = per_line.entry(line_of(i)).or_default();
                    e.0 += 1;
                    if v < 1000.0 && !w.has_multiplier {
                        e.1 += 1;
                    }
                    if v < doc.min_iops {
                        e.2 += 1;
                    }
                }
            }
        }
        for (line, (all, small, implausible)) in per_line {
            if all >= 2 && small == all && implausible * 2 >= all {
                small_rows.push(line);
            }
        }
    }
    // IOPS figures of a thousand and more by their thousands, truncated and rounded, so
    // that finding another statement of a figure is a lookup.
    let mut by_thousands: FastMap<i64, Vec<usize>> = Default::default();
    for (j, g) in doc.facts.iter().enumerate() {
        if let (Metric::Iops, Some(gv)) = (g.metric, g.value) {
            if gv >= 1000.0 {
                let (t, r) = ((gv / 1000.0).trunc() as i64, (gv / 1000.0).round() as i64);
                by_thousands.entry(t).or_default().push(j);
                if r != t {
                    by_thousands.entry(r).or_default().push(j);
                }
            }
        }
    }
    // The known figures (found by the detectors before, and below) by their thousands too.
    let index_known = |index: &mut FastMap<i64, Vec<usize>>, k: usize, value: f64| {
        if value >= 1000.0 {
            let (t, r) = (
                (value / 1000.0).trunc() as i64,
                (value / 1000.0).round() as i64,
            );
            index.entry(t).or_default().push(k);
            if r != t {
                index.entry(r).or_default().push(k);
            }
        }
    };
    let mut known_by_thousands: FastMap<i64, Vec<usize>> = Default::default();
    for (k, known) in state.known.iter().enumerate() {
        index_known(&mut known_by_thousands, k, known.value);
    }
    for (i, f) in doc.facts.iter().enumerate() {
        let (Some(v), Some(w)) = (f.value, doc.written[i]) else {
            continue;
        };
        if state.claimed[i]
            || f.metric != Metric::Iops
            || w.has_multiplier
            || v >= 1000.0
            || !w.integer
        {
            continue;
        }
        // Another statement of the same figure with its thousands.
        let same_workload = |k: &KnownIops| {
            k.workload.is_none() || f.workload.is_none() || k.workload == f.workload
        };
        let mut matches: Vec<(f64, String)> = Vec::new();
        // Only whether one value or several match is used: the scan stops at a second
        // value, and looks at a bounded number of statements (a document that repeats
        // a figure thousands of times would make it quadratic).
        let mut distinct: Vec<f64> = Vec::new();
        let mut note = |gv: f64, matches: &mut Vec<(f64, String)>, why: &dyn Fn() -> String| {
            if !distinct.contains(&gv) {
                distinct.push(gv);
            }
            if matches.iter().all(|m| m.0 != gv) {
                matches.push((gv, why()));
            }
            distinct.len() >= 2
        };
        let candidates = by_thousands.get(&(v as i64)).map_or(&[][..], Vec::as_slice);
        let mut several = false;
        for &j in candidates.iter().take(MAX_OTHER_STATEMENTS) {
            let g = &doc.facts[j];
            if j == i || g.metric != Metric::Iops || state.claimed[j] {
                continue;
            }
            if let Some(gv) = g.value {
                if thousands_of(v, gv)
                    && same_workload(&KnownIops {
                        value: gv,
                        workload: g.workload,
                        fact: j,
                    })
                    && note(gv, &mut matches, &|| {
                        format!("line {} says {:?}", g.line, g.text)
                    })
                {
                    several = true;
                    break;
                }
            }
        }
        let known = known_by_thousands
            .get(&(v as i64))
            .map_or(&[][..], Vec::as_slice);
        for k in known
            .iter()
            .take(if several { 0 } else { MAX_OTHER_STATEMENTS })
            .map(|&k| &state.known[k])
        {
            if k.fact != i && thousands_of(v, k.value) && same_workload(k) {
                let why = || {
                    format!(
                        "line {} reads as {}",
                        doc.facts[k.fact].line,
                        fmt_quantity(Metric::Iops, "IOPS", k.value)
                    )
                };
                if note(k.value, &mut matches, &why) {
                    break;
                }
            }
        }
        let mut values: Vec<f64> = matches.iter().map(|m| m.0).collect();
        values.sort_by(f64::total_cmp);
        values.dedup();
        let (suggested, why) = if values.len() == 1 {
            let source = matches
                .iter()
                .find(|m| m.0 == values[0])
                .map(|m| m.1.clone())
                .unwrap_or_default();
            (
                Some(values[0]),
                format!("the same figure appears with its thousands elsewhere ({source})"),
            )
        } else if v < doc.min_iops && doc.iops_plausible(v * 1000.0) {
            (Some(v * 1000.0), format!("{} IOPS is far too few for a storage device; with the K restored it is plausible", fmt_number(v)))
        } else if small_rows.binary_search(&f.line).is_ok() && doc.iops_plausible(v * 1000.0) {
            (Some(v * 1000.0), "every IOPS figure of this row is below a thousand, most of them implausibly: the row lost its K".to_string())
        } else {
            (None, String::new())
        };
        let Some(suggested) = suggested else { continue };
        index_known(&mut known_by_thousands, state.known.len(), suggested);
        state.known.push(KnownIops {
            value: suggested,
            workload: f.workload,
            fact: i,
        });
        state.push(finding(
            FindingKind::DroppedMultiplier,
            if v < doc.min_iops {
                Severity::Error
            } else {
                Severity::Warning
            },
            f,
            i,
            format!("{:?} lost its thousands multiplier (K): {why}", f.text),
            Some(fmt_quantity(Metric::Iops, "IOPS", suggested)),
            Some(suggested),
        ));
    }
}

// ---------------------------------------------------------------------------------------
// inconsistent

/// The value a fact stands for: its repair if it has one, else as written.
fn effective(doc: &Doc<'_>, state: &State, i: usize) -> Option<f64> {
    state.repairs.get(&i).copied().or(doc.facts[i].value)
}

/// The conclusion restates a body figure (same metric and workload) with a value that
/// matches none of the body's figures of that workload, even allowing for rounding.
fn detect_summary_mismatch(doc: &Doc<'_>, state: &mut State) {
    let Some(start) = doc.conclusion_start else {
        return;
    };
    // The body's figures by metric and workload.
    let mut body_by_key: FastMap<(Metric, crate::model::Workload), Vec<usize>> = Default::default();
    // Every figure stated before the conclusion, by metric: a conclusion figure equal to
    // one of them restates it (a claim of the specification, another test), whatever the
    // workload extraction gave it.
    let mut stated: FastMap<Metric, Vec<f64>> = Default::default();
    for (j, g) in doc.facts.iter().enumerate() {
        if g.span[0] >= start {
            continue;
        }
        if let Some(w) = g.workload {
            body_by_key.entry((g.metric, w)).or_default().push(j);
        }
        if let Some(v) = g.value {
            stated.entry(g.metric).or_default().push(v);
        }
    }
    for (i, f) in doc.facts.iter().enumerate() {
        let (Some(w), Some(workload)) = (doc.written[i], f.workload) else {
            continue;
        };
        if state.claimed[i]
            || f.span[0] < start
            || !matches!(
                f.metric,
                Metric::Iops | Metric::Bandwidth | Metric::Latency | Metric::Tps
            )
        {
            continue;
        }
        if matches!(f.qualifier, Some(Qualifier::Spec | Qualifier::Config)) {
            continue;
        }
        let Some(v) = f.value else { continue };
        let body: Vec<(usize, f64)> = body_by_key
            .get(&(f.metric, workload))
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .filter_map(|&j| effective(doc, state, j).map(|bv| (j, bv)))
            .collect();
        if body.is_empty() {
            continue;
        }
        // Rounded or truncated to the last written digit.
        let tolerance = w.place * w.scale() * 1.0001 + v.abs() * 1e-9;
        let restated = stated
            .get(&f.metric)
            .is_some_and(|vs| vs.iter().any(|&sv| (sv - v).abs() <= tolerance));
        if restated || body.iter().any(|&(_, bv)| (bv - v).abs() <= tolerance) {
            continue;
        }
        // Last, as it searches the sentence: most figures are out by now.
        if !doc.names_own_workload(i) {
            continue;
        }
        // Peaks restated: suggest the body's peak when it has exactly one.
        let peaks: Vec<&(usize, f64)> = body
            .iter()
            .filter(|(j, _)| doc.facts[*j].qualifier == Some(Qualifier::Peak))
            .collect();
        let mut peak_values: Vec<f64> = peaks.iter().map(|p| p.1).collect();
        peak_values.dedup();
        let suggested = if f.qualifier == Some(Qualifier::Peak) && peak_values.len() == 1 {
            Some(peak_values[0])
        } else {
            None
        };
        let listed: Vec<String> = body
            .iter()
            .take(4)
            .map(|&(j, bv)| {
                format!(
                    "{} (line {})",
                    fmt_quantity(f.metric, &f.unit, bv),
                    doc.facts[j].line
                )
            })
            .collect();
        state.push(finding(
            FindingKind::Inconsistent,
            Severity::Warning,
            f,
            i,
            format!(
                "the conclusion gives {:?} for {}, but the body's figures for it are {}: none matches, even rounded",
                f.text,
                workload.as_str(),
                listed.join(", ")
            ),
            suggested.map(|s| fmt_quantity(f.metric, &f.unit, s)),
            suggested,
        ));
    }
}

/// In the 64K sequential tests, bandwidth is IOPS × 64 KiB; a pair in one sentence that
/// is off by more than 10% (either way of reading "GB") contradicts itself.
fn detect_bandwidth_mismatch(doc: &Doc<'_>, state: &mut State) {
    use crate::model::Workload;
    for (b, fb) in doc.facts.iter().enumerate() {
        let Some(bw) = fb.value else { continue };
        if fb.metric != Metric::Bandwidth
            || state.claimed[b]
            || !matches!(
                fb.workload,
                Some(Workload::SeqRead64k | Workload::SeqWrite64k)
            )
        {
            continue;
        }
        if matches!(fb.qualifier, Some(Qualifier::Spec)) {
            continue;
        }
        // The nearest IOPS figure of the sentence with nothing of either kind between.
        let mates = doc.sentence_mates(b);
        let nearest = mates
            .iter()
            .map(|&j| (j, &doc.facts[j]))
            .filter(|(_, g)| {
                g.metric == Metric::Iops
                    && g.value.is_some()
                    && g.workload == fb.workload
                    && g.span[1] <= fb.span[0]
            })
            .filter(|(_, g)| {
                !mates.iter().map(|&h| &doc.facts[h]).any(|h| {
                    h.span[0] > g.span[0]
                        && h.span[0] < fb.span[0]
                        && matches!(h.metric, Metric::Iops | Metric::Bandwidth)
                })
            })
            .max_by_key(|(_, g)| g.span[0]);
        // "N IOPS or X GB/s": the bandwidth follows its IOPS figure closely.
        let Some((j, fi)) = nearest else { continue };
        if fb.span[0] - fi.span[1] > 60 {
            continue;
        }
        let Some(iops) = effective(doc, state, j) else {
            continue;
        };
        let expected = iops * SEQ_BLOCK_BYTES;
        let fits = |e: f64| (bw / e - 1.0).abs() <= 0.10;
        if fits(expected) || fits(expected / 1.073741824) {
            continue;
        }
        state.push(finding(
            FindingKind::Inconsistent,
            Severity::Warning,
            fb,
            b,
            format!(
                "{:?} does not match {:?} at 64 KiB per I/O, which is {}: one of the two figures is wrong",
                fb.text,
                fi.text,
                fmt_quantity(Metric::Bandwidth, "B/s", expected)
            ),
            None,
            None,
        ));
    }
}

/// "Sub-millisecond until N IOPS" with N above the peak that the same passage reports next.
fn detect_threshold_above_peak(doc: &Doc<'_>, state: &mut State) {
    for (t, ft) in doc.facts.iter().enumerate() {
        if state.claimed[t]
            || ft.metric != Metric::Iops
            || ft.qualifier != Some(Qualifier::Threshold)
        {
            continue;
        }
        let Some(threshold) = effective(doc, state, t) else {
            continue;
        };
        let peak = doc
            .facts
            .iter()
            .enumerate()
            .skip(t + 1)
            .take_while(|(j, _)| doc.sentence_of[*j] <= doc.sentence_of[t] + 1)
            .find(|(_, g)| {
                g.metric == Metric::Iops
                    && g.qualifier == Some(Qualifier::Peak)
                    && g.workload == ft.workload
            });
        let Some((p, fp)) = peak else { continue };
        let Some(peak_value) = effective(doc, state, p) else {
            continue;
        };
        if threshold > peak_value * 1.02 && !state.claimed[p] {
            state.push(finding(
                FindingKind::Inconsistent,
                Severity::Warning,
                ft,
                t,
                format!(
                    "the latency threshold is passed at {} but the peak reported next is {} ({:?}): a threshold cannot lie above the peak",
                    fmt_quantity(Metric::Iops, "IOPS", threshold),
                    fmt_quantity(Metric::Iops, "IOPS", peak_value),
                    fp.text
                ),
                None,
                None,
            ));
        }
    }
}

// ---------------------------------------------------------------------------------------
// test-bed products

/// Product versions of the standard test bed that do not exist ("Windows Server 2014
/// R2012", "SQL Server 2", "RAID2"): the numbers around them were moved.
fn detect_products(doc: &Doc<'_>, state: &mut State) {
    let products = &doc.rules.products;
    for (product, matches) in products.iter().zip(product_matches(doc.rules, doc.text)) {
        for found in matches {
            let (Some(first), Some(last)) = (found.groups.first(), found.groups.last()) else {
                continue;
            };
            let version = found
                .groups
                .iter()
                .map(|g| &doc.text[g.clone()])
                .collect::<Vec<_>>()
                .join(" ");
            if product.allowed.contains(&version) {
                continue;
            }
            debug_assert!(found.whole.start <= first.start);
            let span = (found.whole.start, last.end);
            state.push(RawFinding {
                kind: FindingKind::Rotated,
                severity: Severity::Warning,
                span,
                message: format!(
                    "{:?} names a version that does not exist (known: {}): numbers of this passage were moved into the wrong slots",
                    &doc.text[span.0..span.1],
                    product.allowed.join(", ")
                ),
                suggestion: Some(product.name.clone()),
                suggested_value: None,
                fact: None,
            });
        }
    }
}

/// One match of a product's pattern: the whole match and its capture groups that took
/// part, in group order.
#[derive(Debug, Clone, PartialEq, Eq)]
struct ProductMatch {
    whole: Range<usize>,
    groups: Vec<Range<usize>>,
}

/// The products' patterns compiled into one automaton, pattern `i` being `products[i]`,
/// for [`product_matches`]. None when some pattern can match the empty string (the
/// iteration's rules for empty matches are then left to `captures_iter`) or the union
/// does not compile: the patterns are then searched one by one.
fn product_union(products: &[Product]) -> Option<regex_automata::meta::Regex> {
    let never_empty = products.iter().all(|p| {
        regex_automata::util::syntax::parse(p.pattern.as_str())
            .is_ok_and(|hir| hir.properties().minimum_len().is_some_and(|n| n > 0))
    });
    if products.is_empty() || !never_empty {
        return None;
    }
    let sources: Vec<&str> = products.iter().map(|p| p.pattern.as_str()).collect();
    regex_automata::meta::Regex::builder()
        .configure(regex_automata::meta::Regex::config().prefilter(short_prefixes(&sources)))
        .build_many(&sources)
        .ok()
}

/// A prefilter for the union of `sources`: the first three bytes of each pattern's
/// possible beginnings. Every match of a pattern starts with one of its prefixes, so with
/// one of these, and the prefilter only skips text where no match can start.
///
/// Why not the union's own: the regex crate extracts the union's prefixes under one
/// budget, which case-insensitive words exhaust (`(?i)windows server` alone has 2^13
/// spellings), and settles on 64 four-byte literals, which scan the product patterns at
/// 2.9 instructions per byte; these 36 three-byte literals scan them at 1.8. None (the
/// regex crate's choice) when some pattern's beginnings are not a short finite list.
fn short_prefixes(sources: &[&str]) -> Option<regex_automata::util::prefilter::Prefilter> {
    use regex_syntax::hir::literal::{ExtractKind, Extractor, Seq};
    const PREFIX_BYTES: usize = 3;
    // Beyond this many literals the prefilter falls back to a slower algorithm.
    const MAX_LITERALS: usize = 48;
    let mut all = Seq::empty();
    for source in sources {
        let hir = regex_automata::util::syntax::parse(source).ok()?;
        let mut prefixes = Extractor::new().kind(ExtractKind::Prefix).extract(&hir);
        prefixes.keep_first_bytes(PREFIX_BYTES);
        prefixes.dedup();
        // An empty prefix would let every position through.
        if prefixes.literals()?.iter().any(|l| l.is_empty()) {
            return None;
        }
        all.union(&mut prefixes);
    }
    let literals = all.literals()?;
    if literals.is_empty() || literals.len() > MAX_LITERALS {
        return None;
    }
    regex_automata::util::prefilter::Prefilter::new(
        regex_automata::MatchKind::LeftmostFirst,
        literals,
    )
}

/// Each product's matches in `text`, by product: what `captures_iter` of its pattern
/// finds, found with one scan of the text for all products instead of one per product.
///
/// A product's next match from where its last one ended starts at the first place where
/// its pattern matches; every such place is a place where the union matches. The union's
/// leftmost match gives the first of those places, and searching again from the next
/// character gives the next, so the scan visits every place where some product matches,
/// in order. There each product whose last match ended at or before it is matched,
/// anchored: the match `captures_iter` finds from there when it is the first place where
/// the product matches. Matches are never empty (see [`product_union`]), so a product's
/// next search starts at its last match's end, as in `captures_iter`.
fn product_matches(rules: &AuditRules, text: &str) -> Vec<Vec<ProductMatch>> {
    use regex_automata::{Anchored, Input, PatternID};
    let Some(union) = &rules.product_union else {
        return product_matches_one_by_one(&rules.products, text);
    };
    let mut matches = vec![Vec::new(); rules.products.len()];
    // Where each product's next search starts: the end of its last match.
    let mut search_from = vec![0; rules.products.len()];
    let mut caps = union.create_captures();
    let mut at = 0;
    while at <= text.len() {
        let Some(place) = union.find(Input::new(text).range(at..)) else {
            break;
        };
        let start = place.start();
        for (product, from) in search_from.iter_mut().enumerate() {
            if *from > start {
                continue;
            }
            let anchored = Input::new(text)
                .range(start..)
                .anchored(Anchored::Pattern(PatternID::must(product)));
            union.search_captures(&anchored, &mut caps);
            let Some(whole) = caps.get_match() else {
                continue;
            };
            *from = whole.end();
            matches[product].push(ProductMatch {
                whole: whole.range(),
                groups: caps.iter().skip(1).flatten().map(|g| g.range()).collect(),
            });
        }
        // A byte on: the search finds the next place, wherever characters begin.
        at = start + 1;
    }
    matches
}

/// [`product_matches`] by one `captures_iter` per product.
fn product_matches_one_by_one(products: &[Product], text: &str) -> Vec<Vec<ProductMatch>> {
    products
        .iter()
        .map(|product| {
            product
                .pattern
                .captures_iter(text)
                .map(|caps| ProductMatch {
                    whole: caps.get(0).map_or(0..0, |m| m.range()),
                    groups: caps.iter().skip(1).flatten().map(|m| m.range()).collect(),
                })
                .collect()
        })
        .collect()
}

/// A written number matches a canonical value when they differ by a power of 1000
/// (92 and 92e9 B, 2.1 and 2.1e9 Hz).
fn matches_scaled(number: f64, canonical: f64) -> bool {
    number > 0.0
        && [1.0, 1e3, 1e6, 1e9, 1e12]
            .iter()
            .any(|s| (number * s - canonical).abs() <= 1e-3 * canonical.abs())
}

/// Blocks that restate the standard test bed (`[[testbed]]` in the reference file) with
/// their figures moved: most of the set-up's numbers are there, but a metric's figures,
/// read in order, are not the set-up's. Each differing figure is reported with the
/// set-up's value.
fn detect_testbed(doc: &Doc<'_>, state: &mut State) {
    static NUMBER: OnceLock<Regex> = OnceLock::new();
    let number = NUMBER.get_or_init(|| Regex::new(r"\d+(?:[.,]\d+)*").expect("valid"));
    // Blocks come in text order: each anchor is searched once per match, not per block,
    // and testbeds with the same anchor share its search. Local anchors share one search
    // of their union: a block where none of them matches holds no match of the union.
    let testbeds = &doc.rules.testbeds;
    let mut anchors: Vec<MatchCursor<'_>> = Vec::new();
    let mut cursor_of: Vec<usize> = Vec::with_capacity(testbeds.len());
    if let Some(union) = &doc.rules.testbed_anchors {
        anchors.push(MatchCursor::new(union, true, doc.text));
    }
    for (k, t) in testbeds.iter().enumerate() {
        if doc.rules.testbed_anchors.is_some() {
            cursor_of.push(0);
            continue;
        }
        let same = testbeds[..k]
            .iter()
            .position(|u| u.anchor.as_str() == t.anchor.as_str());
        cursor_of.push(match same {
            Some(j) => cursor_of[j],
            None => {
                anchors.push(MatchCursor::new(&t.anchor, t.anchor_local, doc.text));
                anchors.len() - 1
            }
        });
    }
    // Most documents state no test bed: then there are no blocks to look at.
    let whole = 0..doc.text.len();
    if anchors.iter_mut().all(|a| !a.may_match(&whole)) {
        return;
    }
    for block in &doc.blocks {
        let block_text = &doc.text[block.span.clone()];
        for (testbed, &cursor) in testbeds.iter().zip(&cursor_of) {
            if !anchors[cursor].may_match(&block.span)
                || !testbed.anchor.is_match(block_text)
                || testbed
                    .context
                    .as_ref()
                    .is_some_and(|c| !c.is_match(block_text))
            {
                continue;
            }
            let numbers: Vec<f64> = number
                .find_iter(block_text)
                .filter_map(|m| rotation::parse_plain(m.as_str()))
                .collect();
            let all: Vec<f64> = testbed
                .expected
                .iter()
                .flat_map(|(_, v)| v.iter().copied())
                .collect();
            let present = all
                .iter()
                .filter(|&&v| numbers.iter().any(|&n| matches_scaled(n, v)))
                .count();
            if present * 2 < all.len() {
                continue;
            }
            for (metric, expected) in &testbed.expected {
                let facts: Vec<usize> = doc
                    .facts_in(&block.span)
                    .iter()
                    .copied()
                    .filter(|&i| doc.facts[i].metric == *metric)
                    .collect();
                if facts.len() != expected.len() {
                    continue;
                }
                for (&i, &want) in facts.iter().zip(expected) {
                    let f = &doc.facts[i];
                    if f.value
                        .is_some_and(|v| (v - want).abs() <= 1e-3 * want.abs())
                        || state.claimed[i]
                    {
                        continue;
                    }
                    let should = fmt_quantity(f.metric, &f.unit, want);
                    state.push(finding(
                        FindingKind::Rotated,
                        Severity::Warning,
                        f,
                        i,
                        format!(
                            "{:?} is not what the standard test bed states here ({}): the set-up's numbers are in this passage but in the wrong slots, so this one should read {should}",
                            f.text, testbed.name
                        ),
                        Some(should.clone()),
                        Some(want),
                    ));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    /// [`holder_of`] as it was before it skipped words by their first and last bytes.
    fn holder_simple(rules: &AuditRules, rest: &str) -> Option<Holder> {
        let eight = rest.char_indices().nth(8).map_or(rest.len(), |(k, _)| k);
        let after = rest[..eight].to_lowercase();
        let trimmed = after.trim_start();
        let starts = |words: &[String]| words.iter().any(|w| trimmed.starts_with(w.as_str()));
        let near = |words: &[String]| words.iter().any(|w| after.contains(w.as_str()));
        if starts(&rules.drive_words) {
            Some(Holder::Drive)
        } else if starts(&rules.system_words) {
            Some(Holder::System)
        } else if near(&rules.drive_words) {
            Some(Holder::Drive)
        } else if near(&rules.system_words) {
            Some(Holder::System)
        } else {
            None
        }
    }

    #[test]
    fn merging_sorted_lists_is_a_stable_sort_of_both() {
        let mut next = crate::testing::xorshift(0x0123_4567_89ab_cdefu64);
        // (key, origin): equal keys tell the lists' items apart by origin.
        let order = |a: &(u64, usize), b: &(u64, usize)| a.0.cmp(&b.0);
        for round in 0..500 {
            let mut first: Vec<(u64, usize)> = (0..round % 13).map(|k| (next() % 6, k)).collect();
            let mut second: Vec<(u64, usize)> =
                (0..round % 7).map(|k| (next() % 6, 100 + k)).collect();
            first.sort_by(order);
            second.sort_by(order);
            let mut expected = [first.clone(), second.clone()].concat();
            expected.sort_by(order);
            assert_eq!(merge_sorted(first, second, order), expected);
        }
    }

    #[test]
    fn holder_matches_the_simple_search_everywhere_in_the_corpus() {
        let rules = AuditRules::embedded();
        let texts = [
            include_str!("../../corpus/de/huawei-es3600p-v5.txt"),
            include_str!("../../corpus/de/netapp-aff-a250.txt"),
            include_str!("../../corpus/ko/fujitsu-eternus-af250-s2.txt"),
            include_str!("../../corpus/zh/mangstor-nx6325.txt"),
            include_str!("../../corpus/zh/netapp-ef570.txt"),
            "4 TB Laufwerke, 46TB 원시 시스템, 10.8TB 驅動器的 2.7TB 系統, 8 x SSD-Array",
        ];
        let mut found = 0;
        for text in texts {
            for (k, _) in text.char_indices() {
                let expected = holder_simple(rules, &text[k..]);
                assert_eq!(holder_of(rules, &text[k..]), expected, "{:?}", &text[k..]);
                found += usize::from(expected.is_some());
            }
        }
        assert!(found > 100);
    }

    use super::*;
    use proptest::prelude::*;

    #[test]
    fn product_matches_are_those_of_one_search_per_product_in_the_corpus() {
        let rules = AuditRules::embedded();
        assert!(rules.product_union.is_some());
        let sources: Vec<&str> = rules.products.iter().map(|p| p.pattern.as_str()).collect();
        assert!(short_prefixes(&sources).is_some());
        let mut found = 0;
        for text in [
            include_str!("../../corpus/de/huawei-es3600p-v5.txt"),
            include_str!("../../corpus/de/netapp-aff-a250.txt"),
            include_str!("../../corpus/ko/fujitsu-eternus-af250-s2.txt"),
            include_str!("../../corpus/zh/mangstor-nx6325.txt"),
            include_str!("../../corpus/zh/netapp-ef570.txt"),
            "SQL Server 2014 R2012 Windows Server 2014 R2012, RAID5. 使用RAID2 ESXi vSphere 6.5.1",
        ] {
            let expected = product_matches_one_by_one(&rules.products, text);
            assert_eq!(product_matches(rules, text), expected);
            found += expected.iter().map(Vec::len).sum::<usize>();
        }
        assert!(found > 10, "{found}");
    }

    proptest! {
        /// Overlapping patterns, look-around and alternatives that prefer a shorter match.
        #[test]
        fn product_matches_are_those_of_one_search_per_product(
            text in "[abxy1 \\-é]{0,40}",
        ) {
            let products: Vec<Product> = [
                r"a(b+)",
                r"(ab)b?",
                r"(?i)B(\d)|(y)",
                r"\b(x)\b",
                r"(?:é|a)(1?)b",
                r"(b)(?:b|bx)(-)?$",
                r"b+",
                r"(?i)abxy?(1)",
            ]
            .iter()
            .map(|p| Product {
                pattern: Regex::new(p).expect("valid"),
                allowed: Vec::new(),
                name: String::new(),
            })
            .collect();
            let sources: Vec<&str> = products.iter().map(|p| p.pattern.as_str()).collect();
            prop_assert!(short_prefixes(&sources).is_some());
            let rules = AuditRules {
                product_union: product_union(&products),
                products,
                ..AuditRules::empty()
            };
            prop_assert!(rules.product_union.is_some());
            prop_assert_eq!(
                product_matches(&rules, &text),
                product_matches_one_by_one(&rules.products, &text)
            );
        }
    }

    proptest! {
        /// The flat lists are those of one Vec per sentence.
        #[test]
        fn facts_by_sentence_are_those_of_a_list_per_sentence(
            sentence_of in proptest::collection::vec(0usize..12, 0..40),
            sentences in 0usize..10,
        ) {
            let mut simple: Vec<Vec<usize>> = vec![Vec::new(); sentences];
            for (i, &s) in sentence_of.iter().enumerate() {
                if let Some(list) = simple.get_mut(s) {
                    list.push(i);
                }
            }
            let flat = FactsBySentence::new(&sentence_of, sentences);
            prop_assert_eq!(flat.iter().map(<[usize]>::to_vec).collect::<Vec<_>>(), simple.clone());
            for s in 0..sentences + 3 {
                prop_assert_eq!(flat.get(s), simple.get(s).map_or(&[][..], Vec::as_slice));
            }
        }
    }

    #[test]
    fn a_product_that_can_match_nothing_is_searched_on_its_own() {
        let products = vec![Product {
            pattern: Regex::new(r"(\d*)").expect("valid"),
            allowed: Vec::new(),
            name: String::new(),
        }];
        assert!(product_union(&products).is_none());
    }

    #[test]
    fn embedded_audit_rules_parse() {
        let text = EMBEDDED_RULES
            .iter()
            .find(|(p, _)| *p == AUDIT_RULES_PATH)
            .map(|(_, t)| *t)
            .expect("embedded");
        let rules = AuditRules::parse(text).expect("valid rules/reference/audit.toml");
        assert!(rules.conclusion_headings.contains(&"fazit".to_string()));
        assert!(rules.percentile.is_match("99th percentile"));
        assert!(rules.percentile.is_match("24번째 백분위수"));
    }

    #[test]
    fn numbers_format_like_a_person_writes_them() {
        assert_eq!(fmt_number(221327.0), "221,327");
        assert_eq!(fmt_number(6.38), "6.38");
        assert_eq!(fmt_quantity(Metric::Latency, "s", 0.00638), "6.38 ms");
        assert_eq!(fmt_quantity(Metric::Latency, "s", 0.000124), "124 µs");
        assert_eq!(fmt_quantity(Metric::Iops, "IOPS", 700000.0), "700,000 IOPS");
    }

    #[test]
    fn raid_levels_that_do_not_exist_also_glued_to_cjk_text() {
        let extractor = crate::Extractor::new().unwrap();
        let flagged = |text: &str, lang: &str| -> Vec<String> {
            extractor
                .extract_as("t", text, Some(lang))
                .findings
                .iter()
                .filter(|f| f.kind == FindingKind::Rotated && f.text.contains("RAID"))
                .map(|f| f.text.clone())
                .collect()
        };
        assert_eq!(flagged("我們使用RAID2，並且", "zh"), ["RAID2"]);
        assert_eq!(flagged("The drives ran in RAID 3, then", "en"), ["RAID 3"]);
        assert!(flagged("我們使用RAID10，並且", "zh").is_empty());
        assert!(flagged("The drives ran in RAID 5, then", "en").is_empty());
        // Inside a word it is not a RAID level.
        assert!(flagged("The HYBRAID2 array", "en").is_empty());
    }

    #[test]
    fn drive_and_system_capacities_exchanged() {
        let extractor = crate::Extractor::new().unwrap();
        let text = "Buyers can choose a 2.7TB system with four 10.8TB drives.";
        let report = extractor.extract_as("t", text, Some("en"));
        let suggested: Vec<(&str, Option<f64>)> = report
            .facts
            .iter()
            .filter(|f| f.flags.contains(&FindingKind::Swapped))
            .map(|f| (f.text.as_str(), f.suggested_value))
            .collect();
        assert_eq!(
            suggested,
            vec![("2.7TB", Some(10.8e12)), ("10.8TB", Some(2.7e12))]
        );
        // The right way round there is nothing to report.
        let clean = extractor.extract_as(
            "t",
            "Buyers can choose a 10.8TB system with four 2.7TB drives.",
            Some("en"),
        );
        assert!(clean.findings.is_empty(), "{:?}", clean.findings);
    }

    /// `fmt_number` as it was before it grouped the integer part without parsing it.
    fn fmt_number_before(v: f64) -> String {
        if v.fract() == 0.0 && v.abs() < 1e15 {
            let s = format!("{}", v.abs() as i64);
            let mut out = String::new();
            for (i, c) in s.chars().enumerate() {
                if i > 0 && (s.len() - i).is_multiple_of(3) {
                    out.push(',');
                }
                out.push(c);
            }
            if v < 0.0 {
                out.insert(0, '-');
            }
            out
        } else {
            let s = format!("{v:.6}");
            let s = s.trim_end_matches('0').trim_end_matches('.');
            match s.split_once('.') {
                Some((int, frac)) => {
                    let int: f64 = int.parse().unwrap_or(0.0);
                    format!("{}.{frac}", fmt_number_before(int))
                }
                None => s.to_string(),
            }
        }
    }

    #[test]
    fn numbers_format_as_before() {
        let mut values = vec![
            0.0,
            -0.0,
            0.5,
            -0.5,
            -0.25,
            1.0,
            -1.0,
            999.5,
            1000.5,
            -1234.5678,
            6.38,
            0.00638,
            1e-7,
            123456.0000004,
            999999999999999.0,
            999999999999999.5,
            1e15,
            1e15 + 0.5,
            -1e15 - 0.5,
            4503599627370495.5,
            9007199254740993.0,
            1e20,
            1.5e300,
            f64::MAX,
            f64::MIN_POSITIVE,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let bits = seed;
            // Magnitudes around the places where formatting changes, and raw bit patterns.
            let scale = 10f64.powi((bits % 40) as i32 - 20);
            let v = (bits >> 20) as f64 / (1u64 << 20) as f64 * scale;
            values.push(if bits & 1 == 0 { v } else { -v });
            values.push(((bits >> 24) % 100_000_000) as f64 / 1000.0);
            values.push(f64::from_bits(bits));
        }
        for v in values {
            assert_eq!(fmt_number(v), fmt_number_before(v), "{v:?}");
        }
    }

    #[test]
    fn positions_are_those_of_the_line_index() {
        for text in [
            "",
            "a",
            "ab\ncd\r\nef\rgh\n\n",
            "Größe\r\n\r\n결론: 700 KB\r",
            "x\n\u{1F600}y\rz",
        ] {
            let index = segment::LineIndex::new(text);
            let offsets: Vec<usize> = (0..=text.len() + 2).collect();
            let expected: Vec<(usize, usize)> =
                offsets.iter().map(|&o| index.position(text, o)).collect();
            assert_eq!(segment::positions_of(text, &offsets), expected, "{text:?}");
        }
    }

    #[test]
    fn a_match_cursor_rules_out_only_ranges_without_a_match() {
        let text =
            "vDisk 1\nkein vdisk\n가상 디스크, Gold 6130 rNDC\nEmulex\n\nvirtuellen Festplatte";
        let regexes: Vec<(Regex, bool)> = AuditRules::embedded()
            .testbeds
            .iter()
            .map(|t| (t.anchor.clone(), t.anchor_local))
            .chain(
                AuditRules::embedded()
                    .testbed_anchors
                    .clone()
                    .map(|u| (u, true)),
            )
            .chain([
                (Regex::new(r"\bvdisk").unwrap(), false),
                (Regex::new(r"x*").unwrap(), true),
            ])
            .collect();
        let starts: Vec<usize> = (0..=text.len())
            .filter(|&i| text.is_char_boundary(i))
            .collect();
        for (regex, is_local) in &regexes {
            assert_eq!(local(regex), *is_local, "{regex}");
            // One cursor for ranges in order of their start, as the detectors use it.
            let mut cursor = MatchCursor::new(regex, *is_local, text);
            for &start in &starts {
                for &end in starts.iter().filter(|&&e| e >= start) {
                    let range = start..end;
                    if regex.is_match(&text[range.clone()]) {
                        assert!(cursor.may_match(&range), "{regex} in {range:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn thousands_match_truncated_and_rounded() {
        assert!(thousands_of(762.0, 762307.0));
        assert!(thousands_of(788.0, 787910.0));
        assert!(!thousands_of(762.0, 76230.0));
    }
}
