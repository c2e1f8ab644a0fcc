//! Context stage: what a figure is about. Finds the workloads and qualifiers a passage
//! names and gives each figure the one named nearest to it: in its own clause first,
//! else the last one named earlier in its paragraph, else its section (a specification
//! table or a test-bed setup). Its seam is [`attach`]: the figures of the number stage
//! in, one [`Fact`] per figure out (with the sentences of the blocks with figures, for
//! the detectors). Before the figures are read, [`Names`] finds the tests' names, whose
//! numbers ("SQL 90-10") are no figures.
//!
//! Three steps more, each in its module and called from [`attach`] in this order, give a
//! fact what a database needs to trust it: [`subject`] (whose figure it is: the reviewed
//! product, one it is compared with, or none), [`test_conditions`] (block size, access,
//! operation, queue depth, threads, tool) and [`setup`] (protocol, cache, RAID level, VM
//! count). Each reads its locale's `subject.toml` rules ([`SubjectRules`]) for the
//! block, and the same clause, sentence and paragraph ([`Scope`]) the workload is picked by.

mod clauses;
mod enumerators;
mod product_names;
mod products;
mod setup;
mod subject;
mod test_conditions;
mod whose;

use crate::figures::Figure;
use crate::format::round_sig;
use crate::model::{Fact, Metric, Qualifier, Workload};
use crate::numbers::annotation_len_at;
use crate::rules::{Locale, MatchStarts, PatternSet, SectionKind, SubjectRules};
use crate::segment::{self, Block, BlockKind};
pub(crate) use clauses::clauses;
use std::ops::Range;

/// A workload or qualifier named in the text.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Mention<T> {
    pub(crate) label: T,
    pub(crate) start: usize,
    pub(crate) end: usize,
}

/// `text[range]` without inline pinyin annotations ("隨機(jī)讀" reads "隨機讀"), with the
/// original offset of every byte of the cleaned text (and one past its end).
pub(crate) fn without_annotations(text: &str, range: Range<usize>) -> (String, Vec<usize>) {
    let slice = &text[range.clone()];
    let mut clean = String::with_capacity(slice.len());
    let mut origin = Vec::with_capacity(slice.len() + 1);
    // Text between annotations is copied a run at a time: only a '(' can start one.
    let mut copied = 0;
    for at in memchr::memchr_iter(b'(', slice.as_bytes()) {
        if at < copied {
            continue;
        }
        let skip = annotation_len_at(slice, at, at == copied && copied > 0);
        if skip == 0 {
            continue;
        }
        clean.push_str(&slice[copied..at]);
        origin.extend(range.start + copied..range.start + at);
        copied = at + skip;
    }
    clean.push_str(&slice[copied..]);
    origin.extend(range.start + copied..range.end);
    origin.push(range.start + slice.len());
    (clean, origin)
}

/// Whether `slice` holds an inline pinyin annotation: "(" right after a Han character,
/// then pinyin and ")". Checked before copying the text without annotations.
fn has_annotation(slice: &str) -> bool {
    memchr::memchr_iter(b'(', slice.as_bytes()).any(|at| annotation_len_at(slice, at, false) > 0)
}

/// A passage prepared for pattern searches: without its inline pinyin annotations, when
/// it has any ("隨機(jī)讀" reads "隨機讀"), computed once for all the searches of the passage,
/// and where the patterns of its locale's sets match, found once for all of them.
pub(crate) struct Passage<'t> {
    text: &'t str,
    range: Range<usize>,
    /// The passage without annotations and the original offset of each of its bytes.
    clean: Option<(String, Vec<usize>)>,
    /// Where the sets searched in the passage match, found at the first search (`None`
    /// inside when that set shares no start finder or the scan could not be made).
    starts: std::cell::OnceCell<Option<MatchStarts>>,
}

impl<'t> Passage<'t> {
    pub(crate) fn new(text: &'t str, range: Range<usize>) -> Self {
        let clean =
            has_annotation(&text[range.clone()]).then(|| without_annotations(text, range.clone()));
        Passage {
            text,
            range,
            clean,
            starts: std::cell::OnceCell::new(),
        }
    }

    /// Length of the passage's annotation-free copy (0 when it has no annotation and
    /// so no copy).
    pub(crate) fn copy_len(&self) -> usize {
        self.clean.as_ref().map_or(0, |(clean, _)| clean.len())
    }

    /// Non-overlapping matches of `patterns`, the longest at each place ("SQL 90-10" over
    /// "SQL"), in text order; spans point into the original text.
    pub(crate) fn find<T: Copy>(&self, patterns: &PatternSet<T>) -> Vec<Mention<T>> {
        if patterns.is_empty() {
            return Vec::new();
        }
        // No annotation: match the text itself (the common case, no copy). The haystack
        // ends with the range, so that `$` matches at its end.
        let (haystack, range) = match &self.clean {
            None => (&self.text[..self.range.end], self.range.clone()),
            Some((slice, _)) => (slice.as_str(), 0..slice.len()),
        };
        let starts = self
            .starts
            .get_or_init(|| patterns.match_starts(haystack, range.clone()));
        match starts {
            Some(starts) if patterns.shares_starts(starts) => {
                self.mentions(patterns.find_at_starts(haystack, range, starts))
            }
            _ => self.mentions(patterns.find_iter(haystack, range)),
        }
    }

    /// Matches found in the passage's haystack, as mentions in the original text.
    fn mentions<T>(&self, found: impl Iterator<Item = (T, usize, usize)>) -> Vec<Mention<T>> {
        match &self.clean {
            None => found
                .map(|(label, start, end)| Mention { label, start, end })
                .collect(),
            Some((_, origin)) => found
                .map(|(label, start, end)| Mention {
                    label,
                    start: origin[start],
                    // The end maps through the last byte of the match, so a trailing
                    // annotation stays out.
                    end: origin[end - 1] + 1,
                })
                .collect(),
        }
    }
}

/// Non-overlapping matches of `patterns` in `text[range]` (see [`Passage::find`]).
pub(crate) fn find_mentions<T: Copy>(
    text: &str,
    range: Range<usize>,
    patterns: &PatternSet<T>,
) -> Vec<Mention<T>> {
    if patterns.is_empty() {
        return Vec::new();
    }
    Passage::new(text, range).find(patterns)
}

/// Workloads named in two parts within a passage (a paragraph): a phase ("beim Booten")
/// after a family ("Full-Clone-Ergebnisse von …") names the family's workload of that
/// phase (`vdi_fc_boot`), as a mention at the phase. A family holds until the next family
/// or the end of the paragraph.
pub(crate) fn composed_mentions(passage: &Passage<'_>, locale: &Locale) -> Vec<Mention<Workload>> {
    if locale.phases.is_empty() || locale.families.is_empty() {
        return Vec::new();
    }
    let phases = passage.find(&locale.phases);
    if phases.is_empty() {
        return Vec::new();
    }
    let families = passage.find(&locale.families);
    let mut out = Vec::new();
    for phase in phases {
        let k = families.partition_point(|f| f.end <= phase.start);
        let Some(family) = k.checked_sub(1).map(|k| families[k]) else {
            continue;
        };
        if let Some(workload) = locale.phase_workloads[phase.label][family.label] {
            out.push(Mention {
                label: workload,
                start: phase.start,
                end: phase.end,
            });
        }
    }
    out
}

/// `mentions` without those set apart by a contrast word right before or after them
/// ("Unlike SQL Server, …", "SQL Server와 달리 …"): such a test is not what the following
/// figures measure.
pub(crate) fn without_contrasted<T: Copy>(
    mentions: Vec<Mention<T>>,
    passage: &Passage<'_>,
    locale: &Locale,
) -> Vec<Mention<T>> {
    if mentions.is_empty() || locale.contrasts.is_empty() {
        return mentions;
    }
    let markers = passage.find(&locale.contrasts);
    if markers.is_empty() {
        return mentions;
    }
    // A few bytes of words between ("im Gegensatz zu den SQL-Tests"), no punctuation.
    let close = |from: usize, to: usize| {
        from <= to
            && to - from <= CONTRAST_GAP
            && passage.text[from..to]
                .chars()
                .all(|c| c.is_alphabetic() || c.is_whitespace())
    };
    mentions
        .into_iter()
        .filter(|m| {
            !markers
                .iter()
                .any(|k| close(k.end, m.start) || close(m.end, k.start))
        })
        .collect()
}

/// Bytes allowed between a contrast word and the test it sets apart.
const CONTRAST_GAP: usize = 6;

/// `named` and `composed` mentions together, sorted and non-overlapping: where two overlap,
/// the named one stays ("VDI LC Boot" is named whole; its "Boot" composes nothing more).
pub(crate) fn merge_mentions<T: Copy>(
    named: Vec<Mention<T>>,
    composed: Vec<Mention<T>>,
) -> Vec<Mention<T>> {
    if composed.is_empty() {
        return named;
    }
    let mut out: Vec<Mention<T>> = Vec::with_capacity(named.len() + composed.len());
    let mut extra = composed.into_iter().peekable();
    for m in named {
        while let Some(c) = extra.next_if(|c| c.start < m.start) {
            if c.end <= m.start && out.last().is_none_or(|l| l.end <= c.start) {
                out.push(c);
            }
        }
        if out.last().is_none_or(|l| l.end <= m.start) {
            out.push(m);
        }
    }
    for c in extra {
        if out.last().is_none_or(|l| l.end <= c.start) {
            out.push(c);
        }
    }
    out
}

/// The mention that applies to a figure at `span`, by the clause-then-carry rule.
pub(crate) fn pick<T: Copy>(
    mentions: &[Mention<T>],
    span: (usize, usize),
    clause: &Range<usize>,
    sentence: &Range<usize>,
    paragraph_start: usize,
    refines: fn(T, T) -> bool,
) -> Option<T> {
    // `mentions` come from `find_mentions`: sorted and non-overlapping, so starts and ends
    // both increase and each lookup below is a binary search (scanning every mention of a
    // long paragraph for each of its figures would be quadratic).
    let distance = |m: &Mention<T>| {
        span.0
            .checked_sub(m.end)
            .or_else(|| m.start.checked_sub(span.1))
            .unwrap_or(0)
    };
    let lo = mentions.partition_point(|m| m.start < clause.start);
    let hi = mentions.partition_point(|m| m.end <= clause.end).max(lo);
    let in_clause = &mentions[lo..hi];
    // The nearest is the last one ending before the figure or the next one (ties: the earlier).
    let p = in_clause.partition_point(|m| m.end <= span.0);
    let nearest = [p.checked_sub(1), (p < in_clause.len()).then_some(p)]
        .into_iter()
        .flatten()
        .min_by_key(|&k| distance(&in_clause[k]));
    if let Some(k) = nearest {
        return Some(in_clause[k].label);
    }
    {
        let a = mentions.partition_point(|m| m.start < paragraph_start);
        let b = mentions.partition_point(|m| m.end <= span.0).max(a);
        let earlier = &mentions[a..b];
        let Some(last) = earlier.last() else {
            // Nothing named before: the sentence may name it after the figure ("Mit 55,572
            // IOPS und 142 μs setzte es sich beim VDI LC Initial Login an die Spitze").
            let next = mentions.partition_point(|m| m.start < span.1);
            return mentions
                .get(next)
                .filter(|m| m.end <= sentence.end)
                .map(|m| m.label);
        };
        // "SQL 80-20 ... the SQL test reached 740,691 IOPS": a bare family name refers
        // back to the variant named before it (looking back a bounded number of mentions,
        // so that a paragraph of thousands of mentions stays linear).
        if let Some(refined) = earlier[..earlier.len() - 1]
            .iter()
            .rev()
            .take(REFINE_LOOKBACK)
            .find(|m| refines(m.label, last.label))
        {
            return Some(refined.label);
        }
        Some(last.label)
    }
}

/// How many earlier mentions [`pick`] looks back for the variant a family name refers to.
const REFINE_LOOKBACK: usize = 64;

/// Whether one of `mentions` (sorted and non-overlapping) lies wholly inside `range`.
pub(crate) fn any_within<T>(mentions: &[Mention<T>], range: &Range<usize>) -> bool {
    let k = mentions.partition_point(|m| m.start < range.start);
    mentions.get(k).is_some_and(|m| m.end <= range.end)
}

/// Whether `pos` lies inside one of `mentions` (sorted and non-overlapping, as
/// [`find_mentions`] returns them).
pub(crate) fn inside_mention<T>(mentions: &[Mention<T>], pos: usize) -> bool {
    let k = mentions.partition_point(|m| m.start <= pos);
    k > 0 && pos < mentions[k - 1].end
}

/// The range of `ranges` (sorted and disjoint, like sentences and clauses) that contains `pos`.
pub(crate) fn containing(ranges: &[Range<usize>], pos: usize) -> Option<Range<usize>> {
    let k = ranges.partition_point(|r| r.start <= pos);
    ranges[..k].last().filter(|r| pos < r.end).cloned()
}

/// Whether workload `specific` is a variant of the family `generic` names (sql_80_20 of sql).
pub(crate) fn workload_refines(specific: Workload, generic: Workload) -> bool {
    let (s, g) = (specific.as_str(), generic.as_str());
    s != g && s.starts_with(g) && s[g.len()..].starts_with('_')
}

/// Qualifiers have no families.
pub(crate) fn no_refinement(_: Qualifier, _: Qualifier) -> bool {
    false
}

/// Workload and qualifier implied by the section a block sits in.
pub(crate) fn section_defaults(kind: Option<SectionKind>) -> (Option<Workload>, Option<Qualifier>) {
    match kind {
        Some(SectionKind::Spec) => (Some(Workload::Spec), Some(Qualifier::Spec)),
        Some(SectionKind::Config) => (Some(Workload::Config), Some(Qualifier::Config)),
        _ => (None, None),
    }
}

/// Tracks spec and test-bed sections across blocks: a heading opens one; it runs through
/// table rows, list items and short lines, and ends at the next long paragraph, at a
/// heading of another kind or at a heading numbered as the one that opened it ("一、存储容量
/// 配置" ends at "二、读写性能参数", not at its sub-heading "1. 顺序读写速度").
#[derive(Debug, Default)]
pub(crate) struct SectionTracker {
    current: Option<SectionKind>,
    /// How the heading that opened the current section is numbered, if it is.
    opened_by: Option<enumerators::Enumerator>,
    /// The workload a heading named ("Sysbench MySQL-Leistung"); it applies to the
    /// paragraphs under the heading that name none themselves.
    heading_workload: Option<Workload>,
}

/// Blocks shorter than this (in characters) may be headings or table-like lines.
const SHORT_BLOCK_CHARS: usize = 100;

/// Whether `text` has fewer than `n` chars, without counting a long text through: a char
/// is 1 to 4 bytes.
pub(crate) fn fewer_chars_than(text: &str, n: usize) -> bool {
    if text.len() < n {
        true
    } else if text.len() >= 4 * n {
        false
    } else {
        text.chars().count() < n
    }
}

impl SectionTracker {
    /// Updates and returns the workload named by the current heading: a short prose line
    /// sets it (or clears it when it names none); longer paragraphs keep it.
    pub(crate) fn heading_workload(
        &mut self,
        block_text: &str,
        is_prose: bool,
        mentions: &[Mention<Workload>],
    ) -> Option<Workload> {
        let is_heading = is_prose
            && fewer_chars_than(block_text, 60)
            && !block_text
                .trim_end()
                .ends_with(['.', '。', '!', '?', ':', '：', '！', '？']);
        if is_heading {
            self.heading_workload = mentions.first().map(|m| m.label);
        }
        self.heading_workload
    }

    pub(crate) fn enter_block(
        &mut self,
        block_text: &str,
        is_prose: bool,
        locale: &Locale,
    ) -> Option<SectionKind> {
        let short = fewer_chars_than(block_text, SHORT_BLOCK_CHARS);
        if is_prose && short {
            // The first section pattern, in rule order, that matches.
            if let Some(k) = locale.section_set.matches(block_text).iter().next() {
                self.current = match locale.sections[k].label {
                    SectionKind::Results => None,
                    other => Some(other),
                };
                self.opened_by = enumerators::enumerator(block_text);
                return self.current;
            }
            if self
                .opened_by
                .is_some_and(|opener| enumerators::is_sibling_heading(opener, block_text))
            {
                self.current = None;
                self.opened_by = None;
            }
        }
        if is_prose && !short {
            self.current = None;
        }
        self.current
    }
}

/// Bytes of annotation-free block copies [`Names`] keeps for [`attach`] (each byte of a
/// copy takes 9 bytes with its offset), so that memory stays bounded.
const KEPT_PASSAGE_COPIES: usize = 1 << 20;

/// The test names ("SQL 90-10", "Oracle 80-20") of the blocks with numbers, found before
/// the figures are read: a number inside one is part of the name, not a figure. The
/// passages searched for them are kept for [`attach`], which searches them again for
/// qualifiers, up to [`KEPT_PASSAGE_COPIES`].
pub(crate) struct Names<'t> {
    mentions: Vec<Option<Vec<Mention<Workload>>>>,
    passages: Vec<Option<Passage<'t>>>,
}

impl<'t> Names<'t> {
    /// The names of each block for which `has_numbers(block)`.
    pub(crate) fn find(
        text: &'t str,
        blocks: &[Block],
        block_rules: &[&Locale],
        has_numbers: impl Fn(usize) -> bool,
    ) -> Self {
        let mut mentions = vec![None; blocks.len()];
        let mut passages: Vec<Option<Passage<'t>>> = (0..blocks.len()).map(|_| None).collect();
        let mut kept_copies = 0usize;
        for (bi, block) in blocks.iter().enumerate() {
            if !has_numbers(bi) {
                continue;
            }
            let passage = Passage::new(text, block.span.clone());
            mentions[bi] = Some(passage.find(&block_rules[bi].workloads));
            if kept_copies + passage.copy_len() <= KEPT_PASSAGE_COPIES {
                kept_copies += passage.copy_len();
                passages[bi] = Some(passage);
            }
        }
        Names { mentions, passages }
    }

    /// Whether `pos` of block `block` lies inside a test's name.
    pub(crate) fn contains(&self, block: usize, pos: usize) -> bool {
        self.mentions[block]
            .as_ref()
            .is_some_and(|named| inside_mention(named, pos))
    }
}

/// Where a figure stands: its span, clause, sentence and the start of its paragraph, as
/// the steps after the workload read them.
pub(crate) struct Scope {
    pub(crate) span: (usize, usize),
    pub(crate) clause: Range<usize>,
    pub(crate) sentence: Range<usize>,
    pub(crate) paragraph_start: usize,
}

/// The mention of `mentions` that applies at `scope`, by the clause-then-carry rule of
/// [`pick`] (without families).
pub(crate) fn pick_at<T: Copy>(mentions: &[Mention<T>], scope: &Scope) -> Option<T> {
    fn never<T>(_: T, _: T) -> bool {
        false
    }
    pick(
        mentions,
        scope.span,
        &scope.clause,
        &scope.sentence,
        scope.paragraph_start,
        never,
    )
}

/// What the context stage hands on: one fact per figure, in the figures' order, and the
/// sentences of the blocks with figures (each other block stands as one range).
pub(crate) struct Attached {
    pub(crate) facts: Vec<Fact>,
    pub(crate) sentences: Vec<Range<usize>>,
}

/// The context stage: gives each figure its workload and qualifier, block by block (a
/// section's defaults carry from block to block), and makes it a [`Fact`] (line and
/// column are the report's to fill in).
pub(crate) fn attach<'t>(
    text: &'t str,
    blocks: &[Block],
    block_rules: &[&Locale],
    figures: &[Figure],
    mut names: Names<'t>,
    sentence_rules: &crate::rules::SentenceRules,
    subject_rules: &[&SubjectRules],
) -> Attached {
    let mut facts: Vec<Fact> = Vec::with_capacity(figures.len());
    let capacities = figures
        .iter()
        .filter(|f| f.quantity.metric() == Metric::Capacity)
        .map(|f| f.quantity.span())
        .collect::<Vec<_>>();
    let mut capacities = capacities;
    capacities.sort_unstable();
    let products = subject::DocumentProducts::find(text, blocks, subject_rules, capacities);
    let mut whose = whose::Tracker::new(text, &products, subject_rules);
    let mut sections = SectionTracker::default();
    let mut sentences: Vec<Range<usize>> = Vec::with_capacity(blocks.len());
    let mut next = 0usize;
    for (bi, block) in blocks.iter().enumerate() {
        let locale = block_rules[bi];
        let block_text = &text[block.span.clone()];
        let is_prose = block.kind == BlockKind::Prose;
        let figures_here = figures[next..].partition_point(|f| f.block == bi);
        let workloads = match names.mentions[bi].take() {
            Some(found) => found,
            None if figures_here > 0 || (is_prose && block_text.len() < 240) => {
                find_mentions(text, block.span.clone(), &locale.workloads)
            }
            None => Vec::new(),
        };
        let section = sections.enter_block(block_text, is_prose, locale);
        let heading_workload = sections.heading_workload(block_text, is_prose, &workloads);
        whose.enter_block(bi, block, is_prose);
        if figures_here == 0 {
            whose.pass_block(bi, block, is_prose);
            sentences.push(block.span.clone());
            continue;
        }
        let spans: Vec<(usize, usize)> = figures[next..next + figures_here]
            .iter()
            .map(|f| f.quantity.span())
            .collect();
        let extras = whose.block_facts(bi, block, &spans, section == Some(SectionKind::Config));
        let (section_workload, section_qualifier) = section_defaults(section);
        let mut context = BlockContext {
            text,
            block: block.span.clone(),
            locale,
            // A table row, or a short line (a list item), of a specification or test-bed
            // section: its figures take the section's defaults.
            short_or_row: !is_prose || fewer_chars_than(block_text, SHORT_BLOCK_CHARS),
            in_section: section.is_some(),
            section_workload: section_workload.or(heading_workload),
            section_qualifier,
            workloads: Vec::new(),
            qualifiers: Vec::new(),
            sentences: segment::quick_sentences(text, block.span.clone(), sentence_rules),
            clauses: None,
            extras,
        };
        // Where the section implies a workload and a qualifier, every figure takes them:
        // nothing named in the block can matter, and nothing is searched.
        let takes_section_defaults = context.in_section
            && context.short_or_row
            && context.section_workload.is_some()
            && section_qualifier.is_some();
        if !takes_section_defaults {
            let passage = names.passages[bi]
                .take()
                .unwrap_or_else(|| Passage::new(text, block.span.clone()));
            // "Full-Clone-Ergebnisse von 264.000 IOPS beim Booten": a phase after a family.
            let workloads = merge_mentions(workloads, composed_mentions(&passage, locale));
            context.workloads = without_contrasted(workloads, &passage, locale);
            context.qualifiers = passage.find(&locale.qualifiers);
        }
        for fig in &figures[next..next + figures_here] {
            facts.push(context.fact(fig));
        }
        next += figures_here;
        sentences.append(&mut context.sentences);
    }
    Attached { facts, sentences }
}

/// What the figures of one block are read against.
struct BlockContext<'a> {
    text: &'a str,
    block: Range<usize>,
    locale: &'a Locale,
    short_or_row: bool,
    in_section: bool,
    section_workload: Option<Workload>,
    section_qualifier: Option<Qualifier>,
    workloads: Vec<Mention<Workload>>,
    qualifiers: Vec<Mention<Qualifier>>,
    sentences: Vec<Range<usize>>,
    /// The clauses of the last sentence cut into clauses.
    clauses: Option<(Range<usize>, Vec<Range<usize>>)>,
    extras: whose::BlockFacts<'a>,
}

impl BlockContext<'_> {
    /// The fact of `fig`, with the workload and qualifier that apply to it.
    fn fact(&mut self, fig: &Figure) -> Fact {
        let text = self.text;
        let span = fig.quantity.span();
        let sentence = containing(&self.sentences, span.0).unwrap_or(self.block.clone());
        // Clauses only matter when the sentence names a workload or qualifier.
        let names_any = any_within(&self.workloads, &sentence)
            || any_within(&self.qualifiers, &sentence)
            || self.extras.names_within(&sentence);
        let clause = if names_any {
            if self.clauses.as_ref().is_none_or(|(s, _)| *s != sentence) {
                let cut = clauses(text, sentence.clone(), self.locale);
                self.clauses = Some((sentence.clone(), cut));
            }
            self.clauses
                .as_ref()
                .and_then(|(_, cs)| containing(cs, span.0))
                .unwrap_or(sentence.clone())
        } else {
            sentence.clone()
        };
        let in_table_section = self.in_section && self.short_or_row;
        let paragraph_start = self.block.start;
        // A specification table's rows are the vendor's claims even when they name a
        // test ("Sequentielles Lesen / Schreiben | 3500/1000 MB/s").
        let workload = if in_table_section && self.section_workload.is_some() {
            self.section_workload
        } else {
            pick(
                &self.workloads,
                span,
                &clause,
                &sentence,
                paragraph_start,
                workload_refines,
            )
            .or(self.section_workload)
        };
        // In a specification table or a test-bed list every figure is a claim or a setting,
        // whatever word stands next to it ("최대 시스템 메모리" is a spec, not a peak).
        let qualifier = match self.section_qualifier {
            Some(q) if self.short_or_row => Some(q),
            _ => pick(
                &self.qualifiers,
                span,
                &clause,
                &sentence,
                paragraph_start,
                no_refinement,
            )
            .or(self.section_qualifier),
        };
        let q = &fig.quantity;
        let value = fig
            .number_value
            .map(|v| v * q.number.factor() * q.unit.factor)
            .filter(|v| v.is_finite());
        let mut fact = Fact {
            metric: q.metric(),
            value: value.map(round_sig),
            unit: q.unit.canonical.to_string(),
            text: text[span.0..span.1].to_string(),
            span: [span.0, span.1],
            line: 0,
            column: 0,
            workload,
            qualifier,
            flags: Vec::new(),
            suggested_value: None,
            unit_text: text[q.unit_span.0..q.unit_span.1].to_string(),
            lang: fig.locale.to_string(),
            subject: None,
            subject_role: Default::default(),
            variant: None,
            in_product_name: false,
            test: Default::default(),
            setup: Default::default(),
        };
        let scope = Scope {
            span,
            clause,
            sentence,
            paragraph_start,
        };
        self.extras.complete(&mut fact, &scope);
        fact
    }
}

#[cfg(test)]
mod tests;
