//! The document as the detectors read it: the [`Analysis`] with what each fact's number
//! looks like as written ([`Written`]), the facts of each sentence, where the conclusion
//! begins, and the plausible ranges the audit reasons with.

use super::rules::{AuditRules, Ceiling, DeviceClass};
use crate::analysis::Analysis;
use crate::figures::{Figure, Written};
use crate::kernels::lowered::Lowered;
use crate::model::{Fact, Metric};
use crate::rules::RuleSet;
use crate::schema::Profile;
use crate::segment::Block;
use std::borrow::Cow;
use std::cell::OnceCell;
use std::ops::Range;

/// Below this many IOPS a storage device's figure has lost its K (the profile's floor).
const DEFAULT_MIN_IOPS: f64 = 500.0;
const DEFAULT_MAX_IOPS: f64 = 5.0e7;
/// Above this a storage latency is in the wrong slot or unit.
const DEFAULT_MAX_LATENCY_S: f64 = 1.0;

/// Facts on each side of a fact that [`Doc::sentence_mates`] returns in a long sentence.
const MATES_WINDOW: usize = 64;

/// The largest queue depth or thread count a test-condition notation states (QD256).
const MAX_TEST_CONDITION: f64 = 256.0;

/// What the detectors know about a document.
pub(crate) struct Doc<'a> {
    pub(crate) text: &'a str,
    pub(crate) facts: &'a [Fact],
    /// The figure of each fact.
    pub(crate) figures: &'a [Figure],
    /// How each fact's number is written (None for a fact without a value).
    pub(crate) written: Vec<Option<Written>>,
    /// Where the number stage found placeholders (`XNUMX`), in text order.
    pub(crate) placeholders: &'a [(usize, usize)],
    pub(crate) blocks: &'a [Block],
    /// Sentence ranges in text order, and each fact's sentence.
    pub(crate) sentences: &'a [Range<usize>],
    pub(crate) sentence_of: Vec<usize>,
    /// Where the conclusion begins (its heading), if the document has one.
    pub(crate) conclusion_start: Option<usize>,
    pub(crate) rules: &'a AuditRules,
    pub(crate) ruleset: &'a RuleSet,
    pub(crate) profile: &'a Profile,
    /// The facts of each sentence, in fact order (so per-sentence work stays linear).
    by_sentence: Vec<Vec<usize>>,
    /// Fact indices sorted by where they start, for the facts of a range.
    by_start: Vec<usize>,
    /// Plausible IOPS and the longest plausible latency, from the profile's ranges.
    pub(crate) min_iops: f64,
    pub(crate) max_iops: f64,
    pub(crate) max_latency: f64,
    /// Where the words of the audit's ceilings occur, found on first use (see
    /// [`Doc::names_a_ceiling`]).
    ceiling_words_at: OnceCell<Vec<(usize, usize)>>,
    /// The text in lower case, made on first use (see [`Doc::lower`]).
    lowered: OnceCell<Lowered<'a>>,
    /// Each fact's device class and ceiling, found on first use: several detectors ask.
    pub(crate) device_class_of: Vec<OnceCell<Option<&'a DeviceClass>>>,
    /// The device class the document's first line (its title or lead) names and where
    /// that line ends, for the figures after it whose own sentence names none.
    pub(crate) opening_class: OnceCell<Option<(&'a DeviceClass, usize)>>,
    pub(crate) ceiling_of: Vec<OnceCell<Option<&'a Ceiling>>>,
}

impl<'a> Doc<'a> {
    pub(crate) fn new(
        analysis: &'a Analysis<'_>,
        audit: &'a AuditRules,
        rules: &'a RuleSet,
        profile: &'a Profile,
    ) -> Self {
        let (text, facts, sentences) = (analysis.text, &analysis.facts[..], &analysis.sentences);
        let written = analysis
            .figures
            .iter()
            .map(|f| Written::of(text, f))
            .collect();
        let sentence_of: Vec<usize> = facts
            .iter()
            .map(|f| {
                sentences
                    .partition_point(|s| s.start <= f.span[0])
                    .saturating_sub(1)
            })
            .collect();
        let mut by_sentence = vec![Vec::new(); sentences.len()];
        for (i, &s) in sentence_of.iter().enumerate() {
            if let Some(list) = by_sentence.get_mut(s) {
                list.push(i);
            }
        }
        let mut by_start: Vec<usize> = (0..facts.len()).collect();
        by_start.sort_by_key(|&i| facts[i].span[0]);
        let iops = profile.range_for(Metric::Iops, "IOPS");
        Doc {
            text,
            facts,
            figures: &analysis.figures,
            written,
            placeholders: &analysis.placeholders,
            blocks: &analysis.blocks,
            sentences,
            sentence_of,
            conclusion_start: find_conclusion(text, audit),
            rules: audit,
            ruleset: rules,
            profile,
            by_sentence,
            by_start,
            min_iops: iops.map_or(DEFAULT_MIN_IOPS, |r| r.min),
            max_iops: iops.map_or(DEFAULT_MAX_IOPS, |r| r.max),
            max_latency: profile
                .range_for(Metric::Latency, "s")
                .map_or(DEFAULT_MAX_LATENCY_S, |r| r.max),
            ceiling_words_at: OnceCell::new(),
            lowered: OnceCell::new(),
            device_class_of: vec![OnceCell::new(); facts.len()],
            opening_class: OnceCell::new(),
            ceiling_of: vec![OnceCell::new(); facts.len()],
        }
    }

    /// `part.to_lowercase()`, for a slice of the text without lowercasing it again (the
    /// whole text is lowercased once; see `kernels::lowered`).
    pub(crate) fn lower<'s>(&'s self, part: &'s str) -> Cow<'s, str> {
        self.lowered
            .get_or_init(|| Lowered::new(self.text))
            .of(part)
    }

    /// The facts of sentence `s`, in fact order (none for a sentence past the last).
    pub(crate) fn facts_of_sentence(&self, s: usize) -> &[usize] {
        self.by_sentence.get(s).map_or(&[], Vec::as_slice)
    }

    /// The facts of each sentence, in sentence order.
    pub(crate) fn facts_by_sentence(&self) -> impl Iterator<Item = &[usize]> {
        self.by_sentence.iter().map(Vec::as_slice)
    }

    /// Whether the separator of fact `i`'s number was in doubt, with a finding to say so:
    /// its value may be the wrong reading.
    pub(crate) fn separator_in_doubt(&self, i: usize) -> bool {
        self.figures[i].separator.is_some()
    }

    /// The facts that start inside `range`, in text order.
    pub(crate) fn facts_in(&self, range: &Range<usize>) -> &[usize] {
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
    pub(crate) fn sentence_mates(&self, i: usize) -> &[usize] {
        let mates = self.facts_of_sentence(self.sentence_of[i]);
        if mates.len() <= 2 * MATES_WINDOW + 1 {
            return mates;
        }
        let at = mates.partition_point(|&j| j < i);
        &mates[at.saturating_sub(MATES_WINDOW)..(at + MATES_WINDOW + 1).min(mates.len())]
    }

    pub(crate) fn iops_plausible(&self, v: f64) -> bool {
        (self.min_iops..=self.max_iops).contains(&v)
    }

    /// Whether a word of the audit's ceilings ("sata", "pcie 4.0 x4") may occur within
    /// `range` of the text: a gate before the figure's clause is read (which decides). The
    /// words are found once per document, in one pass over the text with ASCII letters
    /// lowercased (offsets stay those of the text); a range that no match of the gate
    /// overlaps holds none (see [`super::word_finder::WordGate`]). A capitalised Cyrillic
    /// word is not found, and its ceiling does not apply.
    pub(crate) fn names_a_ceiling(&self, range: Range<usize>) -> bool {
        let cover = self.ceiling_words_at.get_or_init(|| {
            let lower = self.text.to_ascii_lowercase();
            self.rules.ceiling_words.cover(&lower)
        });
        super::word_finder::covers(cover, range)
    }

    /// Whether fact `i` is one number of a test-condition notation ("96 µs à 1/8": queue
    /// depth 1 with 8 threads; "at 32/8", "à 16/4"): two whole numbers of at most
    /// [`MAX_TEST_CONDITION`] joined by a slash, neither with a unit of its own (the
    /// number stage lends them the next figure's). A pair of values carries its unit
    /// ("3500/1000 MB/s", "1/8 ms"); a pair of bare small numbers beside figures is the
    /// queue depth and thread count a figure was measured at, not a figure.
    pub(crate) fn is_test_condition(&self, i: usize) -> bool {
        let [start, end] = self.facts[i].span;
        let text = self.text.as_bytes();
        let bare = |s: &str| {
            !s.is_empty()
                && s.len() <= 4
                && s.bytes().all(|b| b.is_ascii_digit())
                && s.parse::<f64>()
                    .is_ok_and(|v| (1.0..=MAX_TEST_CONDITION).contains(&v))
        };
        if !bare(&self.text[start..end]) {
            return false;
        }
        let digits_before = |at: usize| {
            let mut k = at;
            while k > 0 && text[k - 1].is_ascii_digit() {
                k -= 1;
            }
            k
        };
        let digits_after = |at: usize| {
            let mut k = at;
            while k < text.len() && text[k].is_ascii_digit() {
                k += 1;
            }
            k
        };
        // "N/M" with this fact either number, and no unit glued after M.
        let (first, second) = if start > 0 && text[start - 1] == b'/' {
            ((digits_before(start - 1), start - 1), (start, end))
        } else if end < text.len() && text[end] == b'/' {
            ((start, end), (end + 1, digits_after(end + 1)))
        } else {
            return false;
        };
        // M's own fact, if the number stage read one there, spans its unit when it has one.
        let unit_follows = self
            .facts_in(&(second.0..second.0 + 1))
            .iter()
            .any(|&j| self.facts[j].span[1] > second.1);
        bare(&self.text[first.0..first.1]) && bare(&self.text[second.0..second.1]) && !unit_follows
    }

    pub(crate) fn sentence_text(&self, i: usize) -> &'a str {
        self.sentences.get(i).map_or("", |r| &self.text[r.clone()])
    }

    /// Whether the sentence of fact `i` names its workload itself (rather than the
    /// workload being inherited from an earlier sentence or a heading).
    pub(crate) fn names_own_workload(&self, i: usize) -> bool {
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
