//! Whose figures a block holds and how they were measured: the part of the context stage
//! that carries, from block to block, the product a heading names and the test tool a
//! heading or an earlier block names, and finds in each block with figures the subject,
//! test and set-up words ([`BlockFacts`]) that its facts are completed from.

use super::setup::BlockSetup;
use super::subject::{self, BlockSubjects, DocumentProducts};
use super::test_conditions::BlockTests;
use super::{fewer_chars_than, Scope};
use crate::model::{Fact, Metric, SubjectRole};
use crate::rules::SubjectRules;
use crate::segment::Block;
use std::ops::Range;

/// What carries from block to block: the document's products, the product named by the
/// last heading and the tool named last.
pub(super) struct Tracker<'a> {
    text: &'a str,
    products: &'a DocumentProducts,
    rules: &'a [&'a SubjectRules],
    carried_tool: Option<&'a str>,
    heading_product: Option<usize>,
}

impl<'a> Tracker<'a> {
    pub(super) fn new(
        text: &'a str,
        products: &'a DocumentProducts,
        rules: &'a [&'a SubjectRules],
    ) -> Self {
        Tracker {
            text,
            products,
            rules,
            carried_tool: None,
            heading_product: None,
        }
    }

    /// A heading names the product of the section under it ("Huawei ES3000 V5
    /// Spezifikationen"), or none.
    pub(super) fn enter_block(&mut self, bi: usize, block: &Block, is_prose: bool) {
        let block_text = &self.text[block.span.clone()];
        if is_prose
            && fewer_chars_than(block_text, 60)
            && !block_text
                .trim_end()
                .ends_with(['.', '。', '!', '?', ':', '：', '！', '？'])
        {
            self.heading_product =
                self.products
                    .named_in(self.text, block.span.clone(), self.rules[bi]);
        }
    }

    /// A block without figures: a heading or a short line may name the tool of the
    /// paragraphs that follow ("VDBench-Workload-Analyse").
    pub(super) fn pass_block(&mut self, bi: usize, block: &Block, is_prose: bool) {
        if is_prose && block.span.len() < 240 {
            let rules = self.rules[bi];
            let named = rules
                .tools
                .find_all(
                    self.text,
                    block.span.clone(),
                    self.products.block_starts(bi),
                )
                .pop();
            if let Some((k, _, _)) = named {
                self.carried_tool = Some(rules.tool_names[k].as_str());
            }
        }
    }

    /// The subject, test and set-up words of a block with figures (at `spans`); the last
    /// tool it names carries to the blocks after it.
    // A stage's entry: kept out of line so that benches/stages.sh can name its cost.
    #[inline(never)]
    pub(super) fn block_facts(
        &mut self,
        bi: usize,
        block: &Block,
        spans: &[(usize, usize)],
        in_config: bool,
    ) -> BlockFacts<'a> {
        let (text, rules) = (self.text, self.rules[bi]);
        let notations = rules.find_notations(text, block.span.clone());
        // Where the block's subject, test and set-up words may match: one scan for all,
        // made when the document's products were gathered.
        let starts = self.products.block_starts(bi);
        let subjects = BlockSubjects::find(text, block.span.clone(), rules, self.products, starts);
        let setup = BlockSetup::find(
            text,
            block.span.clone(),
            rules,
            (&notations, starts),
            subjects.comparisons(),
        );
        let facts = BlockFacts {
            text,
            subjects,
            tests: BlockTests::find(text, block.span.clone(), rules, spans, (&notations, starts)),
            setup,
            carried_tool: self.carried_tool,
            heading_product: self.heading_product,
            in_config,
        };
        if let Some(tool) = facts.tests.last_tool() {
            self.carried_tool = Some(tool);
        }
        facts
    }
}

/// Whether the figure at `span` is the whole of a caption in lenticular brackets
/// ("【50MB】"), as Japanese and Chinese pages label a screenshot.
fn is_caption(text: &str, span: [usize; 2]) -> bool {
    text[..span[0]].ends_with('【') && text[span[1]..].starts_with('】')
}

/// The subject, test and set-up words of a block, found once for all its figures.
pub(super) struct BlockFacts<'a> {
    text: &'a str,
    subjects: BlockSubjects<'a>,
    tests: BlockTests<'a>,
    setup: BlockSetup<'a>,
    /// The tool named last in an earlier block.
    carried_tool: Option<&'a str>,
    /// The product the heading over the block names.
    heading_product: Option<usize>,
    in_config: bool,
}

impl BlockFacts<'_> {
    pub(super) fn names_within(&self, range: &Range<usize>) -> bool {
        self.subjects.names_within(range)
            || self.tests.names_within(range)
            || self.setup.names_within(range)
    }

    /// Fills in the fact's subject, role, variant, test and set-up.
    pub(super) fn complete(&self, fact: &mut Fact, scope: &Scope) {
        let of = self
            .subjects
            .resolve(scope, fact.metric, self.in_config, self.heading_product);
        fact.subject = of.subject;
        fact.subject_role = of.role;
        fact.variant = of.variant;
        fact.in_product_name = of.in_product_name;
        if !self.in_config {
            fact.test = self
                .tests
                .resolve(scope, fact.metric, fact.workload, self.carried_tool);
            fact.setup = self.setup.resolve(scope, fact.metric);
            fact.subject_role = subject::measured_role(fact.subject_role, &fact.test);
            // Under a benchmark tool, a capacity that is the whole of a bracketed caption
            // and in a sentence that names no product labels a test's data size
            // ("【50MB】 | 【100MB】": CrystalDiskMark's test sizes), not the product.
            let tool = self.tests.last_tool().or(self.carried_tool);
            if fact.metric == Metric::Capacity
                && tool.is_some()
                && is_caption(self.text, fact.span)
                && !self.subjects.names_within(&scope.sentence)
            {
                fact.subject = None;
                fact.subject_role = SubjectRole::None;
                fact.variant = None;
                fact.in_product_name = false;
            }
        }
    }
}
