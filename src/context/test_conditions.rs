//! How a figure was measured, as far as the text states it. Per block,
//! [`BlockTests::find`] finds the access words ("zufällig", "シーケンシャル"), operation
//! words ("Lesen", "写入"), tools ("CrystalDiskMark") and notations ("SEQ1M Q8T1", "4K
//! QD64", "8K 70/30") of the locale's rules; [`BlockTests::resolve`] gives a figure of a
//! test (IOPS, latency, throughput, transactions) the ones that apply to it by the
//! clause-then-carry rule of [`super::pick`], then what its workload says ("4k_random_read"
//! is 4 KiB, random, read) where that does not contradict them, and the tool named last in
//! an earlier block ("VDBench-Workload-Analyse" over the paragraphs that follow). Hands on
//! a [`TestConditions`] per figure.

use super::{pick_at, Mention, Scope};
use crate::model::{Access, Metric, Op, TestConditions, Workload};
use crate::rules::{MatchStarts, NotationValues, SubjectRules};

/// Bytes between a bare block size ("4K") and the access or operation word that makes it
/// a test's.
const BLOCK_WORD_GAP: usize = 24;

/// What may not stand between a bare block size and its test word: a sentence's end, and,
/// when the block size comes after the word, a digit (a product's model or another
/// figure: "64K 순차 피크 쓰기의 경우 AF250 S2는 20K IOPR" gives the write no 20K). Before
/// the word a queue depth may stand between ("4K 64 Lesen", AS SSD's 4K-64Thrd).
fn breaks_block_word(gap: &str, block_after_word: bool) -> bool {
    let ends_sentence = gap.char_indices().any(|(k, c)| {
        matches!(c, '。' | ';' | '；' | '!' | '?' | '！' | '？')
            || (c == '.' && k > 0 && gap[k + 1..].starts_with(char::is_whitespace))
    });
    gap.len() > BLOCK_WORD_GAP
        || ends_sentence
        || (block_after_word && gap.contains(|c: char| c.is_ascii_digit()))
}

/// Whether a bare block size stands before a word of operations ("20K IOPR", a garbled
/// "20K IOPS", that the number stage did not read as a figure): a count, not a block size.
fn before_io_word(text: &str, start: usize, end: usize) -> bool {
    let (_, e) = number_and_unit(text, start, end);
    text[e..]
        .trim_start()
        .get(..2)
        .is_some_and(|w| w.eq_ignore_ascii_case("io"))
}

/// The number and unit of a bare block size's match ("4K" of " 4K "), without the
/// character before and after it that its pattern reads.
fn number_and_unit(text: &str, start: usize, end: usize) -> (usize, usize) {
    let found = &text[start..end];
    let from = found.find(|c: char| c.is_ascii_digit()).unwrap_or(0);
    let to = found
        .rfind(|c: char| c.is_ascii_alphanumeric())
        .map_or(found.len(), |k| k + 1);
    (start + from, start + to.max(from))
}

/// Whether a figure of `metric` is a test's result.
pub(crate) fn is_test_metric(metric: Metric) -> bool {
    matches!(
        metric,
        Metric::Iops | Metric::Latency | Metric::Bandwidth | Metric::Tps
    )
}

/// What a workload of the contract says of its test.
fn workload_conditions(workload: Workload) -> TestConditions {
    let (block, access, op, read) = match workload {
        Workload::RandomRead4k => (Some(4096), Some(Access::Random), Some(Op::Read), None),
        Workload::RandomWrite4k => (Some(4096), Some(Access::Random), Some(Op::Write), None),
        Workload::SeqRead64k => (Some(65536), Some(Access::Sequential), Some(Op::Read), None),
        Workload::SeqWrite64k => (Some(65536), Some(Access::Sequential), Some(Op::Write), None),
        Workload::Sql9010 | Workload::Oracle9010 => (None, None, Some(Op::Mixed), Some(90)),
        Workload::Sql8020 | Workload::Oracle8020 => (None, None, Some(Op::Mixed), Some(80)),
        _ => (None, None, None, None),
    };
    TestConditions {
        block_size_bytes: block,
        access,
        op,
        read_percent: read,
        ..TestConditions::default()
    }
}

/// The test words and notations of one block.
pub(crate) struct BlockTests<'r> {
    rules: &'r SubjectRules,
    access: Vec<Mention<Access>>,
    ops: Vec<Mention<Op>>,
    tools: Vec<Mention<usize>>,
    /// Notations with a block size (index into `notations`).
    blocks: Vec<Mention<usize>>,
    /// Notations with a queue depth or thread count.
    queues: Vec<Mention<usize>>,
    notations: Vec<NotationValues>,
    /// Where the block's figures stand (sorted), for pairing a list of operations with
    /// the figures after it.
    figures: Vec<(usize, usize)>,
    /// For each figure but the last, what joins it to the next: a slash ("3500/1000
    /// MB/s") or a joining word ("14827.77MB/s和13389.99MB/s", "500 and 400 MB/s"): a
    /// group of figures, one per operation listed before it.
    joined: Vec<Join>,
    /// For each figure, the operation named in parentheses right after it.
    parenthesised: Vec<Option<Op>>,
}

/// What stands between two figures of a block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Join {
    Apart,
    /// "3500/1000 MB/s": a group whose operations may be listed anywhere before it in the
    /// paragraph (a table's header row, "Sequentielles Lesen / Schreiben | ...").
    Slash,
    /// A joining word of the rules ([`SubjectRules::joiners`]): the operations must be
    /// listed in the same sentence.
    Word,
}

/// How the figure ending at `end` is joined to the next, starting at `next`.
fn join_between(text: &str, end: usize, next: usize, rules: &SubjectRules) -> Join {
    let Some(gap) = text.get(end..next) else {
        return Join::Apart;
    };
    let word = gap.trim();
    if word == "/" {
        return Join::Slash;
    }
    if word.is_empty() || word.len() > MAX_JOINER_BYTES {
        return Join::Apart;
    }
    // The word may be matched with the spaces around it (Cyrillic "\sи\s": a word
    // boundary is ASCII's).
    let whole = rules
        .joiners
        .find_iter(text, end..next)
        .any(|(_, s, e)| text[s..e].trim() == word);
    if whole {
        Join::Word
    } else {
        Join::Apart
    }
}

/// The longest joining word looked for between two figures ("beziehungsweise" is 15
/// bytes, "그리고" 9).
const MAX_JOINER_BYTES: usize = 16;

/// Bytes between two operation words listed together ("읽기/쓰기", "Lesen und
/// Schreiben", "讀寫").
const LISTED_OPS_GAP: usize = 6;

fn mentions<T: Copy>(found: impl Iterator<Item = (T, usize, usize)>) -> Vec<Mention<T>> {
    found
        .map(|(label, start, end)| Mention { label, start, end })
        .collect()
}

impl<'r> BlockTests<'r> {
    /// The test words of `text[span]`, a block whose figures stand at `figures` (sorted)
    /// and whose notations are `found` ([`SubjectRules::find_notations`], searched once
    /// for this and the set-up): a bare block size that is itself a figure ("760K IOPS")
    /// names no test.
    // A stage's entry: kept out of line so that benches/stages.sh can name its cost.
    #[inline(never)]
    pub(crate) fn find(
        text: &str,
        span: std::ops::Range<usize>,
        rules: &'r SubjectRules,
        figures: &[(usize, usize)],
        (found, starts): (&[(usize, usize, NotationValues)], Option<&MatchStarts>),
    ) -> Self {
        let access = mentions(
            rules
                .access
                .find_all(text, span.clone(), starts)
                .into_iter(),
        );
        let mut ops = mentions(rules.ops.find_all(text, span.clone(), starts).into_iter());
        let tools = mentions(rules.tools.find_all(text, span.clone(), starts).into_iter());
        let words: Vec<(usize, usize)> = access
            .iter()
            .map(|m| (m.start, m.end))
            .chain(ops.iter().map(|m| (m.start, m.end)))
            .collect();
        // A bare block size names the test of a word near it in its sentence ("4K随机",
        // "64K 피크 읽기", "Random Read 4KB", "Rd/Wr (4K)", "100% 읽기, 4KB 블록").
        let near_word = |s: usize, e: usize| {
            let (s, e) = number_and_unit(text, s, e);
            words.iter().any(|&(ws, we)| {
                let (gap, block_after_word) = if e <= ws {
                    (text.get(e..ws), false)
                } else if we <= s {
                    (text.get(we..s), true)
                } else {
                    (Some(""), false)
                };
                gap.is_some_and(|g| !breaks_block_word(g, block_after_word))
            })
        };
        let mut notations = Vec::new();
        let mut blocks = Vec::new();
        let mut queues = Vec::new();
        let mut notation_access = Vec::new();
        for &(start, end, ref values) in found {
            let on_figure = || {
                let k = figures.partition_point(|f| f.1 <= start);
                figures.get(k).is_some_and(|f| f.0 < end)
            };
            if values.needs_test_word
                && (!near_word(start, end) || on_figure() || before_io_word(text, start, end))
            {
                continue;
            }
            let k = notations.len();
            if values.block_size_bytes.is_some() {
                blocks.push(Mention {
                    label: k,
                    start,
                    end,
                });
            }
            if values.queue_depth.is_some() || values.threads.is_some() {
                queues.push(Mention {
                    label: k,
                    start,
                    end,
                });
            }
            if let Some(a) = values.access {
                notation_access.push(Mention {
                    label: a,
                    start,
                    end,
                });
            }
            if let Some(op) = values.op.filter(|_| values.read_percent.is_some()) {
                ops.push(Mention {
                    label: op,
                    start,
                    end,
                });
            }
            notations.push(values.clone());
        }
        let access = merged(access, notation_access);
        ops.sort_by_key(|m| m.start);
        let ops = merged(ops, Vec::new());
        let parenthesised = figures
            .iter()
            .map(|&(_, end)| {
                let next = ops.get(ops.partition_point(|m| m.start < end))?;
                let gap = text.get(end..next.start)?.trim();
                matches!(gap, "(" | "（").then_some(next.label)
            })
            .collect();
        BlockTests {
            rules,
            access,
            ops,
            tools,
            blocks,
            queues,
            notations,
            figures: figures.to_vec(),
            joined: figures
                .windows(2)
                .map(|w| join_between(text, w[0].1, w[1].0, rules))
                .collect(),
            parenthesised,
        }
    }

    /// The operation of the figure at `scope` when it stands in a group of figures joined
    /// by slashes and the paragraph lists as many operations before the group, in the same
    /// order ("Sequentielles Lesen / Schreiben | 1 TB: 3500/1000 MB/s 2 TB: 3500/1900
    /// MB/s", "읽기/쓰기 … 3500/3000MB/s"), or joined by words and the sentence lists them
    /// ("顺序读写速度达到14827.77MB/s和13389.99MB/s，与官方标称的14800MB/s和13400MB/s基本一致"):
    /// the k-th figure of the group takes the k-th.
    fn joined_op(&self, scope: &Scope) -> Option<Op> {
        let k = self.figures.partition_point(|f| f.0 < scope.span.0);
        if self.figures.get(k)?.0 != scope.span.0 {
            return None;
        }
        let joins = |j: &Join| *j != Join::Apart;
        let mut first = k;
        while first > 0 && joins(&self.joined[first - 1]) {
            first -= 1;
        }
        let mut last = k;
        while self.joined.get(last).is_some_and(joins) {
            last += 1;
        }
        if first == last {
            return None;
        }
        let group_start = self.figures[first].0;
        let by_word = self.joined[first..last].contains(&Join::Word);
        let list_from = if by_word {
            scope.sentence.start
        } else {
            scope.paragraph_start
        };
        let lo = self.ops.partition_point(|m| m.start < list_from);
        let hi = self.ops.partition_point(|m| m.end <= group_start).max(lo);
        let before = &self.ops[lo..hi];
        let mut list_start = before.len().checked_sub(1)?;
        while list_start > 0
            && before[list_start].start - before[list_start - 1].end <= LISTED_OPS_GAP
        {
            list_start -= 1;
        }
        let listed = &before[list_start..];
        let distinct = listed.windows(2).all(|w| w[0].label != w[1].label);
        (distinct && listed.len() == last - first + 1).then(|| listed[k - first].label)
    }

    /// The operation of the figure at `scope` when its sentence lists operations and then
    /// as many figures, in the same order ("랜덤 읽기/쓰기는 각각 19만 IOPS, 15만 IOPS",
    /// "讀/寫延遲：110uS / 30uS", "reads and writes of 500 and 400 MB/s"): the k-th figure
    /// after the list takes the k-th operation.
    fn listed_op(&self, scope: &Scope) -> Option<Op> {
        let (fs, _) = scope.span;
        let lo = self.ops.partition_point(|m| m.start < scope.sentence.start);
        let hi = self.ops.partition_point(|m| m.end <= fs).max(lo);
        let before = &self.ops[lo..hi];
        let last = before.last()?;
        let mut first = before.len() - 1;
        while first > 0 && before[first].start - before[first - 1].end <= LISTED_OPS_GAP {
            first -= 1;
        }
        let listed = &before[first..];
        if listed.len() < 2 || listed.windows(2).any(|w| w[0].label == w[1].label) {
            return None;
        }
        // The figures after the list, up to the next operation word or the sentence's end.
        let until = self
            .ops
            .get(hi)
            .map_or(scope.sentence.end, |m| m.start.min(scope.sentence.end));
        let after_list = self.figures.partition_point(|f| f.0 < last.end);
        let listed_figures = self.figures.partition_point(|f| f.0 < until) - after_list;
        let k = self.figures.partition_point(|f| f.0 < fs) - after_list;
        (listed_figures == listed.len())
            .then(|| listed.get(k).map(|m| m.label))
            .flatten()
    }

    /// The operation named in parentheses right after the figure at `scope` ("270.000
    /// IOPS (lesend) und 100.000 IOPS (schreibend)", "3,500MB/s（読み込み）"): the figure's
    /// own, over one carried from an earlier sentence.
    fn parenthesised_op(&self, scope: &Scope) -> Option<Op> {
        let k = self.figures.partition_point(|f| f.0 < scope.span.0);
        if self.figures.get(k)?.0 != scope.span.0 {
            return None;
        }
        self.parenthesised[k]
    }

    /// Whether the block names anything of a test in `range` (so that its clauses matter).
    pub(crate) fn names_within(&self, range: &std::ops::Range<usize>) -> bool {
        super::any_within(&self.access, range)
            || super::any_within(&self.ops, range)
            || super::any_within(&self.blocks, range)
            || super::any_within(&self.queues, range)
    }

    /// The last tool the block names, for the blocks after it.
    pub(crate) fn last_tool(&self) -> Option<&'r str> {
        self.tools
            .last()
            .map(|m| self.rules.tool_names[m.label].as_str())
    }

    /// The block-size notation (index into `notations`) of the figure at `scope`, whose
    /// access is `access`: the one its clause names; one named outside the clause (in an
    /// earlier sentence, or later in its own) only where it was named for the same access.
    /// "7450 МБ/с при последовательном чтении, а в случайных операциях 4K ..." and "순차 읽기
    /// 7,000MB/s" after a sentence of 4K random figures: a random test's block size is no
    /// sequential figure's.
    fn block_of(&self, scope: &Scope, access: Option<Access>) -> Option<usize> {
        let k = pick_at(&self.blocks, scope)?;
        let named = self.blocks.iter().find(|m| m.label == k)?;
        let in_clause = scope.clause.start <= named.start && named.end <= scope.clause.end;
        let (Some(access), false) = (access, in_clause) else {
            return Some(k);
        };
        let named_for = self.notations[k].access.or_else(|| {
            // The nearest access word: the one the block size was named for.
            let gap = |m: &&Mention<Access>| {
                (m.start.saturating_sub(named.end)).max(named.start.saturating_sub(m.end))
            };
            self.access
                .iter()
                .filter(|m| gap(m) <= BLOCK_WORD_GAP)
                .min_by_key(gap)
                .map(|m| m.label)
        });
        match named_for {
            Some(other) if other != access => None,
            _ => Some(k),
        }
    }

    /// The test conditions of a figure at `scope`; `carried_tool` is the tool named last
    /// in an earlier block.
    pub(crate) fn resolve(
        &self,
        scope: &Scope,
        metric: Metric,
        workload: Option<Workload>,
        carried_tool: Option<&str>,
    ) -> TestConditions {
        if !is_test_metric(metric) {
            return TestConditions::default();
        }
        let at = |list: &[Mention<usize>]| pick_at(list, scope);
        let access = pick_at(&self.access, scope);
        let op = self
            .joined_op(scope)
            .or_else(|| self.parenthesised_op(scope))
            .or_else(|| self.listed_op(scope))
            .or_else(|| pick_at(&self.ops, scope));
        let block = self.block_of(scope, access).map(|k| &self.notations[k]);
        let queue = at(&self.queues).map(|k| &self.notations[k]);
        let tool = at(&self.tools)
            .or(queue.and_then(|q| q.tool))
            .map(|t| self.rules.tool_names[t].as_str())
            .or(carried_tool)
            .map(str::to_string);
        let mut test = TestConditions {
            block_size_bytes: block.and_then(|b| b.block_size_bytes),
            access,
            op,
            read_percent: block.and_then(|b| b.read_percent),
            queue_depth: queue.and_then(|q| q.queue_depth),
            threads: queue.and_then(|q| q.threads),
            tool,
        };
        if let Some(from_workload) = workload.map(workload_conditions) {
            let contradicts =
                |a: Option<Access>, b: Option<Access>| a.is_some() && b.is_some() && a != b;
            let op_contradicts =
                test.op.is_some() && from_workload.op.is_some() && test.op != from_workload.op;
            if !contradicts(test.access, from_workload.access) && !op_contradicts {
                test.block_size_bytes = test.block_size_bytes.or(from_workload.block_size_bytes);
                test.access = test.access.or(from_workload.access);
                test.op = test.op.or(from_workload.op);
                test.read_percent = test.read_percent.or(from_workload.read_percent);
            }
        }
        test
    }
}

/// `a` and `b` in text order, without overlaps (the earlier, then the longer, stays).
fn merged<T: Copy>(a: Vec<Mention<T>>, b: Vec<Mention<T>>) -> Vec<Mention<T>> {
    let mut all = a;
    all.extend(b);
    all.sort_by_key(|m| (m.start, std::cmp::Reverse(m.end)));
    let mut out: Vec<Mention<T>> = Vec::with_capacity(all.len());
    for m in all {
        if out.last().is_none_or(|l| l.end <= m.start) {
            out.push(m);
        }
    }
    out
}

/// [`merged`], for the setup's mentions.
pub(crate) fn sorted<T: Copy>(a: Vec<Mention<T>>) -> Vec<Mention<T>> {
    merged(a, Vec::new())
}
