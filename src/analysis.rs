//! The document model: everything the stages before detection learned about a document,
//! handed to the garbled-figure detectors ([`crate::audit`]) and then to the report
//! ([`crate::report`]). Built once per document by [`crate::Extractor::analyse`].

pub use crate::figures::NotAFigure;
use crate::figures::{Dropped, Figure};
use crate::lang::LanguageGuess;
use crate::model::Fact;
use crate::segment::{self, Block};
use std::ops::Range;

/// What the pipeline learned about a document, up to the detectors.
pub struct Analysis<'t> {
    pub(crate) text: &'t str,
    /// The document's language.
    pub(crate) lang: LanguageGuess,
    pub(crate) blocks: Vec<Block>,
    /// The byte spans of the placeholders (`XNUMX`) the number stage found, in text order,
    /// whether or not they became figures.
    pub(crate) placeholders: Vec<(usize, usize)>,
    /// The figures, block by block; `facts[i]` is the fact of `figures[i]`.
    pub(crate) figures: Vec<Figure>,
    /// The facts, with line and column; flags and suggested values are the report's.
    pub(crate) facts: Vec<Fact>,
    /// Sentences of the blocks with figures; each other block stands as one range. In
    /// text order.
    pub(crate) sentences: Vec<Range<usize>>,
    /// The numbers that became no figure, with why, in text order.
    pub(crate) dropped: Vec<Dropped>,
    /// The kind of document: the index of its profile among the extractor's, how it was
    /// chosen, and what the document names (see [`crate::schema::kind`]).
    pub(crate) kind: DocumentKind,
}

/// The kind of a document and why (set by [`crate::Extractor::analyse`]).
#[derive(Debug, Clone, Default)]
pub(crate) struct DocumentKind {
    pub(crate) profile: usize,
    pub(crate) choice: Option<crate::model::ProfileChoice>,
    pub(crate) evidence: crate::schema::kind::KindEvidence,
}

/// What became of a numeral of the text (see [`Analysis::account_numerals`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum NumeralFate {
    /// Part of the figure of this fact (an index into [`Analysis::facts`]); its findings
    /// are the report's flags of that fact.
    Fact(usize),
    /// Recognised as no figure, for this reason.
    NotAFigure(NotAFigure),
    /// Neither: a numeral the stages lost without a trace (a defect).
    Unaccounted,
}

/// A numeral (a run of digits) and what became of it.
#[derive(Debug, Clone, PartialEq)]
pub struct NumeralAccount {
    /// Byte span of the digits in the text.
    pub span: (usize, usize),
    /// The sentence it is in, as a byte range.
    pub sentence: Range<usize>,
    pub fate: NumeralFate,
}

impl<'t> Analysis<'t> {
    /// The analysis of `text` from the stages' outputs; fills in each fact's line and
    /// column.
    pub(crate) fn new(
        text: &'t str,
        lang: LanguageGuess,
        blocks: Vec<Block>,
        placeholders: Vec<(usize, usize)>,
        figures: Vec<Figure>,
        mut facts: Vec<Fact>,
        mut sentences: Vec<Range<usize>>,
    ) -> Self {
        debug_assert_eq!(figures.len(), facts.len());
        // Line and column of every fact, in one pass over the text (facts are many; a
        // lookup each would rescan lines).
        let mut offsets: Vec<usize> = facts.iter().map(|f| f.span[0]).collect();
        offsets.sort_unstable();
        offsets.dedup();
        let positions = segment::positions_of(text, &offsets);
        for fact in &mut facts {
            if let Ok(k) = offsets.binary_search(&fact.span[0]) {
                (fact.line, fact.column) = positions[k];
            }
        }
        sentences.sort_by_key(|r| r.start);
        Analysis {
            text,
            lang,
            blocks,
            placeholders,
            figures,
            facts,
            sentences,
            dropped: Vec::new(),
            kind: DocumentKind::default(),
        }
    }

    /// The analysis with the numbers that became no figure (from [`crate::figures::read`]).
    pub(crate) fn with_dropped(mut self, dropped: Vec<Dropped>) -> Self {
        self.dropped = dropped;
        self
    }

    /// The analysis with its kind of document.
    pub(crate) fn with_kind(mut self, kind: DocumentKind) -> Self {
        self.kind = kind;
        self
    }

    /// The kind of document chosen (`None` before it is).
    pub fn profile_choice(&self) -> Option<&crate::model::ProfileChoice> {
        self.kind.choice.as_ref()
    }

    /// The facts found, block by block (without flags and suggested values).
    pub fn facts(&self) -> &[Fact] {
        &self.facts
    }

    /// Every numeral of the sentences that have figures, in text order, with what became
    /// of it: a fact, a number recognised as no figure (a version, a model number, a test
    /// name...), or nothing (which is a defect). For debugging a reading (`extract
    /// --explain`); the text is walked once more, so it is not done on the way to a report.
    pub fn account_numerals(&self) -> Vec<NumeralAccount> {
        let text = self.text;
        // Fact spans (number through unit, or the number alone when the unit is borrowed)
        // by start, and the figures' own number spans.
        let mut covered: Vec<(usize, usize, usize)> = Vec::with_capacity(2 * self.facts.len());
        for (i, (fact, figure)) in self.facts.iter().zip(&self.figures).enumerate() {
            covered.push((fact.span[0], fact.span[1], i));
            let n = &figure.quantity.number;
            covered.push((n.start, n.end_with_multiplier(), i));
        }
        covered.sort_unstable();
        let find_in = |spans: &[(usize, usize, usize)], at: usize| {
            // The spans are short and seldom nest: look at those starting shortly before.
            let to = spans.partition_point(|s| s.0 <= at);
            spans[to.saturating_sub(8)..to]
                .iter()
                .rev()
                .find(|s| s.1 > at)
                .map(|s| s.2)
        };
        let mut out = Vec::new();
        for sentence in &self.sentences {
            let first = covered.partition_point(|s| s.0 < sentence.start);
            if covered.get(first).is_none_or(|s| s.0 >= sentence.end) {
                continue; // no figure in this sentence
            }
            let mut pos = sentence.start;
            let body = &text[..sentence.end];
            while let Some((start, end)) = next_digit_run(body, pos) {
                pos = end;
                let fate = if let Some(i) = find_in(&covered, start) {
                    NumeralFate::Fact(i)
                } else if let Some(d) = self.dropped_at(start) {
                    NumeralFate::NotAFigure(d.why)
                } else if let Some(why) = passed_over(text, start, end) {
                    NumeralFate::NotAFigure(why)
                } else {
                    NumeralFate::Unaccounted
                };
                // The digit runs of one number ("300" and "000" of "300.000") are one numeral.
                if let Some(last) = out.last_mut().filter(|last: &&mut NumeralAccount| {
                    last.fate == fate
                        && last.sentence == *sentence
                        && text[last.span.1..start].len() == 1
                        && text[last.span.1..start].starts_with(['.', ','])
                }) {
                    last.span.1 = end;
                    continue;
                }
                out.push(NumeralAccount {
                    span: (start, end),
                    sentence: sentence.clone(),
                    fate,
                });
            }
        }
        out
    }

    /// The dropped number whose digits cover byte `at`.
    fn dropped_at(&self, at: usize) -> Option<&Dropped> {
        let to = self.dropped.partition_point(|d| d.start <= at);
        self.dropped[to.saturating_sub(8)..to]
            .iter()
            .rev()
            .find(|d| d.end > at)
    }
}

/// The next run of digits (ASCII or full-width) in `text[from..]`, as a byte span.
fn next_digit_run(text: &str, from: usize) -> Option<(usize, usize)> {
    let rest = &text[from..];
    let (offset, _) = rest
        .char_indices()
        .find(|&(_, c)| crate::numbers::digit_value(c).is_some())?;
    let start = from + offset;
    let len: usize = text[start..]
        .chars()
        .take_while(|&c| crate::numbers::digit_value(c).is_some())
        .map(char::len_utf8)
        .sum();
    Some((start, start + len))
}

/// Why the number stage passed over the digits `text[start..end]` without reading them, if
/// it is a known reason: the number they are part of ("5.0" of "PCIe-5.0", "1,500" of
/// "AF1,500") is glued to a Latin word, or is a chain of three parts or more ("9.9.1",
/// "12.03.2016": a version or a date).
fn passed_over(text: &str, start: usize, end: usize) -> Option<NotAFigure> {
    let in_number =
        |c: char| crate::numbers::digit_value(c).is_some() || matches!(c, '.' | ',' | '-');
    let chain_start = start
        - text[..start]
            .chars()
            .rev()
            .take_while(|&c| in_number(c))
            .map(char::len_utf8)
            .sum::<usize>();
    let chain_end = end
        + text[end..]
            .chars()
            .take_while(|&c| in_number(c))
            .map(char::len_utf8)
            .sum::<usize>();
    let chain = text[chain_start..chain_end].trim_matches(['.', ',', '-']);
    let first_digit = chain_start
        + text[chain_start..].find(|c: char| crate::numbers::digit_value(c).is_some())?;
    if crate::numbers::glued_to_word(text, first_digit)
        || text[chain_end..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic())
    {
        return Some(NotAFigure::InWord);
    }
    (chain.matches(['.', '-']).count() >= 2).then_some(NotAFigure::NoUnit)
}
