//! The pipeline, end to end, for one document: language → blocks → numbers → units →
//! separator decisions → context → findings → schema. Pure: text in, report out.

use crate::context::{
    clauses, composed_mentions, find_mentions, merge_mentions, no_refinement, pick,
    section_defaults, workload_refines, Passage, SectionTracker,
};
use crate::garble::{find_mojibake, placeholder_word, RawFinding};
use crate::lang::{LanguageDetector, LanguageGuess};
use crate::model::{
    DocumentReport, Fact, Finding, FindingKind, Metric, Qualifier, Severity, Workload,
};
use crate::numbers::{scan_numbers, Reading};
use crate::rules::{Locale, NumberStyle, RuleError, RuleSet};
use crate::schema::Profile;
use crate::segment::{self, BlockKind, LineIndex};
use crate::units::{attach_units, Quantity};

/// Builds reports; holds the compiled rules and the language detector (build once, share
/// across threads).
pub struct Extractor {
    rules: RuleSet,
    profile: Profile,
    detector: LanguageDetector,
}

/// Why an extractor could not be built.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    #[error(transparent)]
    Rules(#[from] RuleError),
    #[error("{0}")]
    Profile(String),
}

/// A figure on its way to becoming a [`Fact`].
#[derive(Debug, Clone)]
pub struct Figure {
    pub quantity: Quantity,
    /// The written number's value under the chosen reading (before multiplier and unit).
    pub number_value: Option<f64>,
    pub block: usize,
    /// Language code of the rules the figure was read with.
    pub locale: &'static str,
}

/// Everything the pipeline learned about a document, for the detectors that come after.
pub struct Analysis<'t> {
    pub text: &'t str,
    pub blocks: Vec<segment::Block>,
    pub block_locales: Vec<&'static str>,
    pub facts: Vec<Fact>,
    pub figures: Vec<Figure>,
    pub findings: Vec<RawFinding>,
    pub lang: LanguageGuess,
    /// Sentences of the blocks with figures; each other block stands as one range.
    pub sentences: Vec<std::ops::Range<usize>>,
}

fn script_group(code: &str) -> u8 {
    match code {
        "zh" | "ja" | "ko" => 1,
        "ru" => 2,
        _ => 0,
    }
}

/// The script group of a letter: 0 Latin, 1 CJK and Hangul, 2 Cyrillic; None for others.
fn char_script_group(c: char) -> Option<u8> {
    match c as u32 {
        0x3040..=0x30FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xF900..=0xFAFF
        | 0xAC00..=0xD7AF
        | 0x1100..=0x11FF => Some(1),
        0x0400..=0x04FF => Some(2),
        _ if c.is_ascii_alphabetic() => Some(0),
        _ => None,
    }
}

fn human_number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        let s = format!("{}", v as i64);
        let bytes: Vec<char> = s.chars().collect();
        let mut out = String::new();
        for (i, c) in bytes.iter().enumerate() {
            if i > 0 && (bytes.len() - i).is_multiple_of(3) && *c != '-' && bytes[i - 1] != '-' {
                out.push(',');
            }
            out.push(*c);
        }
        out
    } else {
        let s = format!("{v:.6}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

impl Extractor {
    /// An extractor over the rules and the `storage-review` profile embedded at build time.
    pub fn new() -> Result<Self, SetupError> {
        let rules = RuleSet::embedded()?;
        let profile = Profile::embedded("storage-review").map_err(SetupError::Profile)?;
        Ok(Self::from_parts(rules, profile))
    }

    pub fn from_parts(rules: RuleSet, profile: Profile) -> Self {
        Extractor {
            detector: LanguageDetector::from_rules(&rules),
            rules,
            profile,
        }
    }

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    pub fn profile(&self) -> &Profile {
        &self.profile
    }

    /// Extracts the facts of a document, detecting its language.
    pub fn extract(&self, doc: &str, text: &str) -> DocumentReport {
        self.extract_as(doc, text, None)
    }

    /// Extracts with the language forced (`Some("de")`) or detected (`None`).
    pub fn extract_as(&self, doc: &str, text: &str, lang: Option<&str>) -> DocumentReport {
        let mut analysis = self.analyse(text, lang);
        let prepared = crate::audit::Prepared {
            sentences: std::mem::take(&mut analysis.sentences),
            blocks: std::mem::take(&mut analysis.blocks),
            tokens: analysis
                .figures
                .iter()
                .map(|f| f.quantity.number.clone())
                .collect(),
        };
        let mut report = self.report(doc, analysis);
        crate::audit::detect(
            &mut report,
            text,
            &self.rules,
            &self.profile,
            Some(prepared),
        );
        report
    }

    /// Turns an analysis into the contract's report (line and column, schema check).
    pub fn report(&self, doc: &str, analysis: Analysis<'_>) -> DocumentReport {
        let text = analysis.text;
        // Line and column of every span start, in one pass over the text (facts and
        // findings are many; a lookup each would rescan lines).
        let mut offsets: Vec<usize> = analysis
            .facts
            .iter()
            .map(|f| f.span[0])
            .chain(analysis.findings.iter().map(|f| f.span.0))
            .collect();
        offsets.sort_unstable();
        offsets.dedup();
        let positions = segment::positions_of(text, &offsets);
        let position = |byte: usize| -> (usize, usize) {
            match offsets.binary_search(&byte) {
                Ok(i) => positions[i],
                Err(_) => LineIndex::new(text).position(text, byte),
            }
        };
        let mut facts = analysis.facts;
        let mut findings: Vec<Finding> = Vec::with_capacity(analysis.findings.len());
        let mut raw = analysis.findings;
        raw.sort_by(|a, b| {
            a.span
                .0
                .cmp(&b.span.0)
                .then(a.span.1.cmp(&b.span.1))
                .then(a.kind.cmp(&b.kind))
        });
        for f in raw {
            if let Some(i) = f.fact {
                if let Some(fact) = facts.get_mut(i) {
                    if !fact.flags.contains(&f.kind) {
                        fact.flags.push(f.kind);
                    }
                    if fact.suggested_value.is_none() {
                        fact.suggested_value = f.suggested_value;
                    }
                }
            }
            let at = position(f.span.0);
            findings.push(f.into_finding(text, at));
        }
        for fact in &mut facts {
            fact.flags.sort();
            let (line, column) = position(fact.span[0]);
            fact.line = line;
            fact.column = column;
        }
        let schema = self.profile.check(&facts);
        DocumentReport {
            doc: doc.to_string(),
            lang: analysis.lang.code.to_string(),
            lang_confidence: (analysis.lang.confidence * 100.0).round() / 100.0,
            facts,
            findings,
            schema,
        }
    }

    /// A block is read in the document's language unless it is in another script and
    /// holds no letter of the document's script (an English test-bed block in a Chinese
    /// review); a Korean spec row full of Latin product names stays Korean.
    fn block_locale_code(
        &self,
        doc: &LanguageGuess,
        block: &LanguageGuess,
        block_text: &str,
    ) -> &'static str {
        let keep_doc = block.code == "und"
            || (doc.code != "und"
                && (script_group(block.code) == script_group(doc.code)
                    || block_text
                        .chars()
                        .any(|c| char_script_group(c) == Some(script_group(doc.code)))));
        if keep_doc {
            doc.code
        } else {
            block.code
        }
    }

    /// Runs the pipeline up to raw findings (no line/column yet).
    pub fn analyse<'t>(&self, text: &'t str, forced_lang: Option<&str>) -> Analysis<'t> {
        let blocks = segment::blocks(text);
        let spans: Vec<std::ops::Range<usize>> = blocks.iter().map(|b| b.span.clone()).collect();
        let (doc_lang, block_langs) = match forced_lang {
            Some(code) => {
                // A tag the rules do not know reads as no language; the CLI refuses it
                // before this (`RuleSet::resolve_language`).
                let code: &'static str = self
                    .rules
                    .resolve_language(code)
                    .map_or(crate::lang::UNDETERMINED, crate::lang::intern);
                let g = LanguageGuess {
                    code,
                    confidence: 1.0,
                };
                (g, vec![g; blocks.len()])
            }
            None => self.detector.detect_document(text, &spans),
        };
        let block_locales: Vec<&'static str> = blocks
            .iter()
            .enumerate()
            .map(|(i, _)| {
                let g = block_langs.get(i).copied().unwrap_or(doc_lang);
                self.block_locale_code(&doc_lang, &g, &text[blocks[i].span.clone()])
            })
            .collect();
        let doc_locale = self.rules.locale(doc_lang.code);
        // Each block's rules, looked up once for the stages below.
        let block_rules: Vec<&Locale> = block_locales
            .iter()
            .map(|code| self.rules.locale(code))
            .collect();

        // Numbers, per block, in that block's locale.
        let mut tokens_per_block = Vec::with_capacity(blocks.len());
        let (mut dot_votes, mut comma_votes) = (0usize, 0usize);
        for (block, locale) in blocks.iter().zip(&block_rules) {
            let tokens = scan_numbers(text, block.span.clone(), locale);
            for t in &tokens {
                if let Reading::Exact {
                    style: Some(style), ..
                } = t.reading
                {
                    match style {
                        NumberStyle::DotDecimal => dot_votes += 1,
                        NumberStyle::CommaDecimal => comma_votes += 1,
                    }
                }
            }
            tokens_per_block.push(tokens);
        }
        let habit = if dot_votes > comma_votes {
            NumberStyle::DotDecimal
        } else if comma_votes > dot_votes {
            NumberStyle::CommaDecimal
        } else {
            doc_locale.native_style()
        };
        let mixed_habit = dot_votes.min(comma_votes) > 0
            && dot_votes.min(comma_votes) * 5 >= dot_votes.max(comma_votes);

        let mut findings: Vec<RawFinding> = Vec::new();
        // At most one figure per number: sized once, as a figure is large to move.
        let mut figures: Vec<Figure> =
            Vec::with_capacity(tokens_per_block.iter().map(Vec::len).sum());
        let mut workload_mentions: Vec<Option<Vec<crate::context::Mention<Workload>>>> =
            vec![None; blocks.len()];
        // The passage of a block with numbers (its annotation-free copy, if it has
        // annotations), made once for the workload search here and the searches of the
        // context stage; copies are kept up to a budget, so that memory stays bounded.
        let mut passages: Vec<Option<Passage<'t>>> = (0..blocks.len()).map(|_| None).collect();
        let mut kept_copies = 0usize;
        for (bi, ((block, code), tokens)) in blocks
            .iter()
            .zip(&block_locales)
            .zip(tokens_per_block)
            .enumerate()
        {
            let locale = block_rules[bi];
            for t in &tokens {
                if t.is_placeholder() {
                    let (s, e) = placeholder_word(text, t.start, t.end);
                    findings.push(RawFinding {
                        kind: FindingKind::Xnumx,
                        severity: Severity::Error,
                        span: (s, e),
                        message: format!(
                            "number replaced by the placeholder XNUMX in {:?}; the figure is lost",
                            &text[s..e]
                        ),
                        suggestion: None,
                        suggested_value: None,
                        fact: None,
                    });
                }
            }
            if tokens.is_empty() {
                continue;
            }
            // Numbers inside a test's name ("SQL 90-10", "Oracle 80-20") are the name.
            let passage = Passage::new(text, block.span.clone());
            let named = passage.find(&locale.workloads);
            let tokens: Vec<_> = tokens
                .into_iter()
                .filter(|t| t.is_placeholder() || !crate::context::inside_mention(&named, t.start))
                .collect();
            let quantities = attach_units(text, block.span.clone(), tokens, locale);
            for q in quantities {
                if is_not_a_figure(text, &q, locale) {
                    continue;
                }
                let number_value = q.number.reading.value_in(habit);
                figures.push(Figure {
                    quantity: q,
                    number_value,
                    block: bi,
                    locale: code,
                });
            }
            workload_mentions[bi] = Some(named);
            if kept_copies + passage.copy_len() <= KEPT_PASSAGE_COPIES {
                kept_copies += passage.copy_len();
                passages[bi] = Some(passage);
            }
        }
        let no_habit = dot_votes == 0 && comma_votes == 0;
        resolve_by_neighbours(
            text,
            &mut figures,
            habit,
            mixed_habit,
            &self.profile,
            &mut findings,
        );
        if no_habit {
            resolve_by_plausibility(&mut figures, &self.profile);
        }

        // Context, block by block.
        let mut facts: Vec<Fact> = Vec::with_capacity(figures.len());
        let mut sections = SectionTracker::default();
        let mut fig_iter = 0usize;
        let mut fact_of_figure: Vec<usize> = vec![usize::MAX; figures.len()];
        let mut all_sentences: Vec<std::ops::Range<usize>> = Vec::with_capacity(blocks.len());
        for (bi, block) in blocks.iter().enumerate() {
            let locale = block_rules[bi];
            let block_text = &text[block.span.clone()];
            let has_figures = fig_iter < figures.len() && figures[fig_iter].block == bi;
            let may_be_heading = block.kind == BlockKind::Prose && block_text.len() < 240;
            let workloads = match workload_mentions[bi].take() {
                Some(found) => found,
                None if has_figures || may_be_heading => {
                    find_mentions(text, block.span.clone(), &locale.workloads)
                }
                None => Vec::new(),
            };
            let section = sections.enter_block(block_text, block.kind == BlockKind::Prose, locale);
            let heading_workload =
                sections.heading_workload(block_text, block.kind == BlockKind::Prose, &workloads);
            let (section_workload, section_qualifier) = section_defaults(section);
            let section_workload = section_workload.or(heading_workload);
            if fig_iter >= figures.len() || figures[fig_iter].block != bi {
                all_sentences.push(block.span.clone());
                continue;
            }
            // A table row, or a short line (a list item), of a specification or test-bed
            // section: its figures take the section's defaults.
            let short_or_row =
                block.kind != BlockKind::Prose || crate::context::fewer_chars_than(block_text, 100);
            let in_table_section = section.is_some() && short_or_row;
            // Where the section implies a workload and a qualifier (see below), every figure
            // takes them: nothing named in the block can matter, and nothing is searched.
            let takes_section_defaults =
                in_table_section && section_workload.is_some() && section_qualifier.is_some();
            let (workloads, qualifiers) = if takes_section_defaults {
                (Vec::new(), Vec::new())
            } else {
                let passage = passages[bi]
                    .take()
                    .unwrap_or_else(|| Passage::new(text, block.span.clone()));
                // "Full-Clone-Ergebnisse von 264.000 IOPS beim Booten": a phase after a family.
                let workloads = merge_mentions(workloads, composed_mentions(&passage, locale));
                let workloads = crate::context::without_contrasted(workloads, &passage, locale);
                (workloads, passage.find(&locale.qualifiers))
            };
            let sentences =
                segment::quick_sentences(text, block.span.clone(), self.rules.sentence_rules());
            all_sentences.extend(sentences.iter().cloned());
            let mut clause_cache: Option<(std::ops::Range<usize>, Vec<std::ops::Range<usize>>)> =
                None;
            while fig_iter < figures.len() && figures[fig_iter].block == bi {
                let fig = &figures[fig_iter];
                let span = fig.quantity.span();
                let sentence =
                    crate::context::containing(&sentences, span.0).unwrap_or(block.span.clone());
                // Clauses only matter when the sentence names a workload or qualifier.
                let names_any = crate::context::any_within(&workloads, &sentence)
                    || crate::context::any_within(&qualifiers, &sentence);
                let clause = if names_any {
                    if clause_cache.as_ref().is_none_or(|(s, _)| *s != sentence) {
                        clause_cache =
                            Some((sentence.clone(), clauses(text, sentence.clone(), locale)));
                    }
                    clause_cache
                        .as_ref()
                        .and_then(|(_, cs)| crate::context::containing(cs, span.0))
                        .unwrap_or(sentence.clone())
                } else {
                    sentence.clone()
                };
                // A specification table's rows are the vendor's claims even when they name a
                // test ("Sequentielles Lesen / Schreiben | 3500/1000 MB/s").
                let workload: Option<Workload> = if in_table_section && section_workload.is_some() {
                    section_workload
                } else {
                    pick(
                        &workloads,
                        span,
                        &clause,
                        &sentence,
                        block.span.start,
                        workload_refines,
                    )
                    .or(section_workload)
                };
                // In a specification table or a test-bed list every figure is a claim or a setting,
                // whatever word stands next to it ("최대 시스템 메모리" is a spec, not a peak).
                let qualifier: Option<Qualifier> = match section_qualifier {
                    Some(q) if short_or_row => Some(q),
                    _ => pick(
                        &qualifiers,
                        span,
                        &clause,
                        &sentence,
                        block.span.start,
                        no_refinement,
                    )
                    .or(section_qualifier),
                };
                let q = &fig.quantity;
                let value = fig
                    .number_value
                    .map(|v| v * q.number.factor() * q.unit.factor)
                    .filter(|v| v.is_finite());
                fact_of_figure[fig_iter] = facts.len();
                facts.push(Fact {
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
                });
                fig_iter += 1;
            }
        }
        for f in &mut findings {
            if let Some(i) = f.fact {
                f.fact = fact_of_figure.get(i).copied().filter(|&x| x != usize::MAX);
            }
        }
        // Placeholders that are the number of a fact.
        // Placeholder findings were pushed in text order, their starts and ends both
        // non-decreasing: a binary search finds the first one around a fact (a scan per fact
        // would be quadratic in a file of placeholders).
        let xnumx: Vec<usize> = (0..findings.len())
            .filter(|&k| findings[k].kind == FindingKind::Xnumx)
            .collect();
        for (fi, fact) in facts.iter().enumerate() {
            if fact.value.is_none() && fact.text.contains(crate::numbers::PLACEHOLDER) {
                let p = fact.span[0];
                let upto = xnumx.partition_point(|&k| findings[k].span.0 <= p);
                let first = xnumx[..upto].partition_point(|&k| findings[k].span.1 <= p);
                if first < upto {
                    findings[xnumx[first]].fact = Some(fi);
                }
            }
        }
        // Implausible values.
        for (fi, fact) in facts.iter().enumerate() {
            let Some(value) = fact.value else { continue };
            if let Some(range) = self.profile.range_for(fact.metric, &fact.unit) {
                if value < range.min || value > range.max {
                    findings.push(RawFinding {
                        kind: FindingKind::Implausible,
                        severity: Severity::Warning,
                        span: (fact.span[0], fact.span[1]),
                        message: format!(
                            "{} {} is outside the plausible range {}–{} {} for {}: {}",
                            human_number(value),
                            fact.unit,
                            human_number(range.min),
                            human_number(range.max),
                            fact.unit,
                            fact.metric.as_str(),
                            range.why
                        ),
                        suggestion: None,
                        suggested_value: None,
                        fact: Some(fi),
                    });
                }
            }
        }
        findings.extend(find_mojibake(text));
        Analysis {
            text,
            blocks,
            block_locales,
            facts,
            figures,
            findings,
            lang: doc_lang,
            sentences: all_sentences,
        }
    }
}

/// Bytes of annotation-free block copies [`Extractor::analyse`] keeps from the number
/// stage for the context stage (each byte of a copy takes 9 bytes with its offset).
const KEPT_PASSAGE_COPIES: usize = 1 << 20;

/// Rounds away binary noise (0.1 * 3 = 0.30000000000000004) to 12 significant digits.
pub(crate) fn round_sig(v: f64) -> f64 {
    if v == 0.0 || !v.is_finite() {
        return v;
    }
    let digits = 12 - v.abs().log10().ceil() as i32;
    if !(-300..=300).contains(&digits) {
        return v;
    }
    let scale = 10f64.powi(digits);
    (v * scale).round() / scale
}

/// Quantities that are not figures: block sizes naming a workload ("64-KB-Schreiben",
/// "4KB 블록") and years read as durations ("2016 年").
fn is_not_a_figure(text: &str, q: &Quantity, locale: &Locale) -> bool {
    if q.metric() == Metric::Capacity && !q.borrowed {
        let after = &text[q.unit_span.1..];
        let after = after.trim_start_matches([' ', '-', '\u{00A0}']);
        let small = q
            .number
            .reading
            .value_in(NumberStyle::DotDecimal)
            .unwrap_or(0.0)
            * q.number.factor()
            * q.unit.factor
            <= 1.1e6;
        if small
            && locale
                .block_size_followers
                .iter()
                .any(|w| after.starts_with(w.as_str()))
        {
            return true;
        }
    }
    if q.metric() == Metric::Duration && q.unit.factor >= 3.0e7 {
        if let Reading::Exact { value, .. } = q.number.reading {
            if (1900.0..=2100.0).contains(&value) && value.fract() == 0.0 {
                return true;
            }
        }
    }
    false
}

/// With no habit to go by (a lone sentence), an ambiguous number takes the reading that is
/// plausible for its metric when only one of the two is ("762,307 IOPS", "1.825 PBW").
fn resolve_by_plausibility(figures: &mut [Figure], profile: &Profile) {
    for f in figures.iter_mut() {
        let Reading::Ambiguous {
            grouped, decimal, ..
        } = f.quantity.number.reading
        else {
            continue;
        };
        let Some(range) = profile.range_for(f.quantity.metric(), &f.quantity.unit.canonical) else {
            continue;
        };
        let scale = f.quantity.number.factor() * f.quantity.unit.factor;
        let fits = |v: f64| (range.min..=range.max).contains(&(v * scale));
        let current = f.number_value.unwrap_or(grouped);
        let other = if current == grouped { decimal } else { grouped };
        if !fits(current) && fits(other) {
            f.number_value = Some(other);
        }
    }
}

/// How many figures on each side of an ambiguous one [`resolve_by_neighbours`] consults.
const NEIGHBOUR_WINDOW: usize = 200;

/// Picks a reading for numbers like "8,871" from same-unit neighbours in the same block:
/// a reading ten times closer to the neighbours' median than the habit's wins, and is
/// reported; an undecidable number in a document of mixed habits is reported too.
fn resolve_by_neighbours(
    text: &str,
    figures: &mut [Figure],
    habit: NumberStyle,
    mixed: bool,
    profile: &Profile,
    findings: &mut Vec<RawFinding>,
) {
    let canonical = |f: &Figure, v: f64| v * f.quantity.number.factor() * f.quantity.unit.factor;
    // Only plausible figures vote: a garbled neighbour ("485 IOPS" that lost its K) must not
    // pull "321,814 IOPS" down to 321.814.
    let plausible = |f: &Figure, v: f64| {
        profile
            .range_for(f.quantity.metric(), &f.quantity.unit.canonical)
            .is_none_or(|r| (r.min..=r.max).contains(&v))
    };
    // Figures come in block order: the neighbours of one are the run of its block.
    let mut block_start = 0;
    for i in 0..figures.len() {
        if figures[i].block != figures[block_start].block {
            block_start = i;
        }
        let Reading::Ambiguous {
            grouped,
            decimal,
            separator,
        } = figures[i].quantity.number.reading
        else {
            continue;
        };
        let me = &figures[i];
        // Only the nearest figures of the block vote (a paragraph has far fewer), so that a
        // single-line file with millions of figures in one block stays linear.
        let window_end = (i + NEIGHBOUR_WINDOW + 1).min(figures.len());
        let block_end = figures[i..window_end]
            .iter()
            .position(|f| f.block != me.block)
            .map_or(window_end, |p| i + p);
        let window_start = block_start.max(i.saturating_sub(NEIGHBOUR_WINDOW));
        let neighbours: Vec<f64> = figures[window_start..block_end]
            .iter()
            .enumerate()
            .map(|(k, f)| (k + window_start, f))
            .filter(|(j, f)| {
                *j != i
                    && f.block == me.block
                    && f.quantity.unit.canonical == me.quantity.unit.canonical
                    && f.quantity.metric() == me.quantity.metric()
            })
            .filter_map(|(_, f)| {
                f.number_value
                    .map(|v| canonical(f, v))
                    .filter(|v| plausible(f, *v))
            })
            .filter(|v| *v > 0.0)
            .map(f64::log10)
            .collect();
        let chosen = me.number_value.unwrap_or(grouped);
        let other = if chosen == grouped { decimal } else { grouped };
        let mut decided_by_neighbours = false;
        if !neighbours.is_empty() && chosen > 0.0 && other > 0.0 {
            let mut sorted = neighbours.clone();
            sorted.sort_by(|a, b| a.total_cmp(b));
            let median = sorted[sorted.len() / 2];
            let d_chosen = (canonical(me, chosen).log10() - median).abs();
            let d_other = (canonical(me, other).log10() - median).abs();
            if d_other + 1.0 < d_chosen && plausible(me, canonical(me, other)) {
                decided_by_neighbours = true;
            }
        }
        let span = me.quantity.span();
        let written = &text[me.quantity.number.start..me.quantity.number.end];
        if decided_by_neighbours {
            let style_word = if separator == habit.decimal_mark() {
                "a thousands separator"
            } else {
                "a decimal mark"
            };
            let unit = me.quantity.unit.canonical.clone();
            findings.push(RawFinding {
                kind: FindingKind::AmbiguousSeparator,
                severity: Severity::Warning,
                span,
                message: format!(
                    "{written:?} is read with '{separator}' as {style_word}, against the document's habit, because the other {} figures of its paragraph are of that size; the habit would read it as {}",
                    me.quantity.metric().as_str(),
                    human_number(chosen)
                ),
                suggestion: Some(format!("write {} {} unambiguously", human_number(other), unit)),
                suggested_value: None,
                fact: Some(i),
            });
            figures[i].number_value = Some(other);
        } else if mixed {
            findings.push(RawFinding {
                kind: FindingKind::AmbiguousSeparator,
                severity: Severity::Info,
                span,
                message: format!(
                    "{written:?} could be {} or {}; the document mixes decimal styles, so it was read in its more frequent style as {}",
                    human_number(grouped),
                    human_number(decimal),
                    human_number(chosen)
                ),
                suggestion: None,
                suggested_value: None,
                fact: Some(i),
            });
        }
    }
}
