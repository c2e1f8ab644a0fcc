//! The document model: everything the stages before detection learned about a document,
//! handed to the garbled-figure detectors ([`crate::audit`]) and then to the report
//! ([`crate::report`]). Built once per document by [`crate::Extractor::analyse`].

use crate::figures::Figure;
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
        }
    }

    /// The facts found, block by block (without flags and suggested values).
    pub fn facts(&self) -> &[Fact] {
        &self.facts
    }
}
