//! One locale's rules compiled: units, multipliers and pattern sets, ready for the number
//! and context stages.

use super::files::{
    CarriedUnitTable, Counterexample, Example, FamilyRule, LocaleHeader, Located, MultiplierRule,
    MultiplierWord, NotAUnit, NumberStyle, PhaseRule, RuleFile, SectionKind, UnitRule,
};
use super::patterns::{LazyRegex, Pattern, PatternSet, StartFinder};
use super::RuleError;
use crate::kernels::alias_trie::{fold_case, AliasTrie};
use crate::model::{Metric, Qualifier, Workload};
use regex::Regex;

/// Everything needed to read one locale, compiled.
#[derive(Debug, Clone)]
pub struct Locale {
    pub code: String,
    pub name: String,
    pub number_styles: Vec<NumberStyle>,
    pub extra_group_separators: Vec<char>,
    pub particles: Vec<String>,
    pub shared_unit_connectors: Vec<String>,
    /// Words of degree allowed after a connector of a shared unit ("oder sogar", "or up to").
    pub shared_unit_focus_words: Vec<String>,
    /// Reading or writing named right after megabytes ("7000 megabyte in lettura"): the
    /// megabytes are a rate, [`Locale::megabyte_rate`] (see `crate::units`).
    pub rate_operation_words: Vec<String>,
    /// Words naming an endurance before terabytes in their sentence (see `crate::units`).
    pub endurance_words: Vec<String>,
    /// Names of an endurance test, in a document's lead ("수명 테스트"), see `crate::units`.
    pub endurance_test_words: Vec<String>,
    /// Words for a storage device or its capacity, beside which "512G" is gigabytes
    /// (see `crate::distant_units`).
    pub storage_nouns: Vec<String>,
    /// The locale's unit of megabytes per second, for [`Locale::rate_operation_words`].
    pub megabyte_rate: Option<usize>,
    /// Words before a test condition "1/8" (queue depth over threads), see
    /// [`crate::units`].
    pub condition_words: Vec<String>,
    pub clause_breaks: Vec<String>,
    /// A substring searcher for each of `clause_breaks` (the empty one left out).
    pub clause_break_finders: Vec<memchr::memmem::Finder<'static>>,
    pub block_size_followers: Vec<String>,
    pub counters: Vec<String>,
    /// Caption words that name the unit of a table ("Werte in", "单位："), see
    /// [`crate::table_units`].
    pub unit_captions: Vec<String>,
    /// "Per second" before a figure ("초당", "每秒"), see [`crate::units`].
    pub rate_prefixes: Vec<String>,
    /// Counter words of operations ("회", "次"), for rates of operations after a rate prefix.
    pub operation_counters: Vec<String>,
    /// What makes an operation counter the first character of another word ("回転").
    pub operation_counter_not_before: Vec<String>,
    /// Words for a flash die or chip, see [`crate::units`]'s die densities.
    pub die_words: Vec<String>,
    /// "Per second" after a capacity unit or after operations ("por segundo", "na sekundę").
    pub per_second_words: Vec<String>,
    /// Words counted in operations ("operações", "operacji").
    pub operation_words: Vec<String>,
    /// Words allowed between a number and the IOPS unit that names it ("random", "read").
    pub unit_gap_words: Vec<String>,
    /// Words after which a number is a version ("PCIe 4.0"), for the translation audit.
    pub version_words: Vec<String>,
    /// Unit aliases that are no unit before certain continuations ("4분기"), by alias.
    pub not_a_unit: Vec<NotAUnit>,
    pub units: Vec<UnitRule>,
    /// Every unit alias, for finding the ones a text starts with in one walk.
    aliases: AliasTrie,
    /// The aliases matched whatever their case (`UnitRule::any_case_aliases`), folded.
    any_case_aliases: AliasTrie,
    pub multipliers: Vec<MultiplierRule>,
    /// Cardinals written as words, lower-cased, with their values and whether they are
    /// also the indefinite article (`number_words.toml`).
    pub number_words: Vec<(String, f64, bool)>,
    /// Byte lengths of the shortest and longest of `number_words`.
    pub number_word_lengths: (usize, usize),
    /// Whether a number word (in lower or upper case) ends with each byte value: the
    /// word before a space is looked at only when its last byte is one of these.
    pub number_word_last_bytes: [bool; 256],
    /// The same for the first byte.
    pub number_word_first_bytes: [bool; 256],
    /// Where a unit carries to a bare number of the same clause (`carried_units.toml`).
    pub carried_unit: CarriedUnitTable,
    /// First bytes of the multiplier words, to rule most places out at once.
    pub multiplier_first_bytes: [bool; 256],
    /// Every word of `multipliers`, in the order they are tried (rule by rule).
    pub multiplier_words: Vec<MultiplierWord>,
    pub workloads: PatternSet<Workload>,
    pub qualifiers: PatternSet<Qualifier>,
    pub sections: Vec<Pattern<SectionKind>>,
    /// `sections` in one set, in the same order: a heading is scanned once for all of them.
    pub section_set: regex::RegexSet,
    /// Contrast words ("unlike", "와 달리"): a workload named next to one is set apart.
    pub contrasts: PatternSet<()>,
    /// Families of tests (index into `phase_workloads` columns).
    pub families: PatternSet<usize>,
    /// Phases of tests (index into `phase_workloads`).
    pub phases: PatternSet<usize>,
    /// `phase_workloads[phase][family]`: the workload a phase names after a family.
    pub phase_workloads: Vec<Vec<Option<Workload>>>,
    pub examples: Vec<Example>,
    pub counterexamples: Vec<Counterexample>,
    /// Files the examples came from, for error messages.
    pub sources: Vec<String>,
}

/// A unit alias matched in the text.
#[derive(Debug, Clone, Copy)]
pub struct UnitMatch<'r> {
    pub rule: &'r UnitRule,
    /// Length in bytes of the alias as written.
    pub len: usize,
}

impl Locale {
    /// The longest unit alias starting at the beginning of `rest`, if it ends on a word boundary.
    #[inline]
    pub fn match_unit<'r>(&'r self, rest: &str) -> Option<UnitMatch<'r>> {
        // The longer of the exact and the any-case match; the exact one on a tie.
        let (len, index) = match (
            self.aliases.longest(rest),
            self.any_case_aliases.longest_folded(rest),
        ) {
            (Some(exact), Some(folded)) if folded.0 > exact.0 => folded,
            (Some(exact), _) => exact,
            (None, folded) => folded?,
        };
        if !self.not_a_unit.is_empty() && self.ruled_out(&rest[..len], &rest[len..]) {
            return None;
        }
        Some(UnitMatch {
            rule: &self.units[index],
            len,
        })
    }

    /// Whether `alias`, followed by `after`, is no unit by a `not_a_unit` rule.
    pub(crate) fn ruled_out(&self, alias: &str, after: &str) -> bool {
        self.not_a_unit.iter().any(|rule| {
            rule.alias == alias && rule.before.iter().any(|b| after.starts_with(b.as_str()))
        })
    }

    pub fn native_style(&self) -> NumberStyle {
        self.number_styles[0]
    }

    pub fn allows(&self, style: NumberStyle) -> bool {
        self.number_styles.contains(&style)
    }
}

/// A unit word as sentences write it: in lower case, capitalised (at the head of a
/// sentence or in German) and in upper case.
fn case_variants(word: &str) -> [String; 3] {
    let lower = word.to_lowercase();
    let mut chars = lower.chars();
    let title = chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default();
    [lower, title, word.to_uppercase()]
}

/// Makes the units' words aliases (in their case variants) and any-case aliases, then
/// the compound units of the locale's `per_second_words`, `written_words` (also after one
/// of its `written_gap_words`), `per_year_words` and `per_minute_words`: every capacity alias followed by a
/// space (none before a '/') and one of them ("MB per seconde", "To écrits", "TB an Schreibvorgängen"), as a
/// bandwidth or an endurance of the same factor. Done once per locale: matching stays
/// one walk of each trie.
fn spell_out_units(units: &mut Vec<UnitRule>, header: &LocaleHeader) {
    for unit in units.iter_mut() {
        let words = unit.words.take();
        let mut aliases = unit.aliases.to_vec();
        let mut any_case: Vec<String> = Vec::new();
        if unit.any_case {
            any_case.extend(unit.aliases.iter().map(|a| fold_case(a)));
        }
        for word in words.iter().flat_map(|w| w.iter()) {
            any_case.push(fold_case(word));
            for variant in case_variants(word) {
                if !aliases.contains(&variant) {
                    aliases.push(variant);
                }
            }
        }
        any_case.dedup();
        spaced_slashes(&mut aliases);
        spaced_slashes(&mut any_case);
        unit.aliases = aliases.into();
        unit.any_case_aliases = any_case.into();
    }
    let mut written = written_phrases(header);
    written.extend(header.per_year_words.iter().cloned());
    // (phrases, metric, canonical unit, least capacity factor, seconds of the phrase)
    let compounds = [
        (&header.per_second_words, Metric::Bandwidth, "B/s", 0.0, 1.0),
        (
            &header.per_minute_words,
            Metric::Bandwidth,
            "B/s",
            0.0,
            60.0,
        ),
        (&written, Metric::Endurance, "B", 1e12, 1.0),
    ];
    let mut made = Vec::new();
    for (phrases, metric, canonical, least_factor, seconds) in compounds {
        if phrases.is_empty() {
            continue;
        }
        let joined = |aliases: &[String], fold: bool| -> Vec<String> {
            aliases
                .iter()
                .flat_map(|a| {
                    phrases.iter().map(move |p| {
                        // "/year" is glued to its unit ("TB/year"); a word follows a space.
                        let space = if p.starts_with('/') { "" } else { " " };
                        format!("{a}{space}{p}")
                    })
                })
                .map(|c| if fold { fold_case(&c) } else { c })
                .collect()
        };
        for unit in units.iter() {
            if unit.metric != Metric::Capacity || &*unit.canonical != "B" {
                continue;
            }
            if unit.factor < least_factor {
                continue;
            }
            made.push(UnitRule {
                metric,
                canonical: canonical.into(),
                factor: unit.factor / seconds,
                aliases: joined(&unit.aliases, false).into(),
                words: None,
                any_case: unit.any_case,
                any_case_aliases: joined(&unit.any_case_aliases, true).into(),
                note: None,
                signed: false,
            });
        }
    }
    units.extend(made);
}

/// Adds to each alias written with a slash between its parts ("Mo/s", "MB/s") the same
/// alias with a space on each side of the slash ("984,6 Mo / s" in a table copied from a
/// page): typed so in every language, so made here once rather than listed per locale.
fn spaced_slashes(aliases: &mut Vec<String>) {
    let spaced: Vec<String> = aliases
        .iter()
        .filter(|a| a.contains('/') && !a.contains(" /") && !a.contains("/ "))
        .map(|a| a.replace('/', " / "))
        .collect();
    for alias in spaced {
        if !aliases.contains(&alias) {
            aliases.push(alias);
        }
    }
}

/// The locale's `written_words`, alone and after each of its `written_gap_words` ("an
/// Schreibvorgängen", "d'écritures": glued after an apostrophe).
fn written_phrases(header: &LocaleHeader) -> Vec<String> {
    let mut phrases = header.written_words.clone();
    for gap in &header.written_gap_words {
        let space = if gap.ends_with(['\'', '’']) {
            ""
        } else {
            " "
        };
        for word in &header.written_words {
            phrases.push(format!("{gap}{space}{word}"));
        }
    }
    phrases
}

/// Letters and digits of Latin, Greek and Cyrillic script (the scripts that glue into words).
pub fn is_latin_word_char(c: char) -> bool {
    // The range test first: `is_alphabetic` is a table search, and most characters
    // asked about (Han, Hangul) are outside these scripts.
    c.is_ascii_alphanumeric()
        || (matches!(c as u32, 0x00C0..=0x024F | 0x0370..=0x03FF | 0x0400..=0x04FF | 0x1E00..=0x1EFF)
            && c.is_alphabetic())
}

/// Each pattern of `rules` compiled on its own, to find the one at fault when their set
/// does not compile; an error names the pattern's `file:line:col`.
fn compile_patterns<T: Copy>(
    rules: impl Iterator<Item = (T, Vec<Located>)>,
) -> Result<(), RuleError> {
    for (_, patterns) in rules {
        for pattern in patterns {
            Regex::new(&pattern.text).map_err(|e| RuleError::Invalid {
                path: pattern.at.to_string(),
                message: format!("pattern {:?} does not compile: {e}", pattern.text),
            })?;
        }
    }
    Ok(())
}

/// The patterns of `rules` in one [`PatternSet`] (on an error, each pattern is compiled
/// on its own, so that the error names the pattern at fault).
fn compile_set<T: Copy>(
    rules: impl Iterator<Item = (T, Vec<Located>)>,
    sources: &[String],
) -> Result<PatternSet<T>, RuleError> {
    let mut all: Vec<(T, Located)> = Vec::new();
    for (label, patterns) in rules {
        for pattern in patterns {
            all.push((label, pattern));
        }
    }
    let texts: Vec<(T, String)> = all.iter().map(|(l, p)| (*l, p.text.clone())).collect();
    PatternSet::new(&texts).map_err(|message| {
        // Compiled one by one only to name the pattern at fault.
        match compile_patterns(all.iter().map(|(l, p)| (*l, vec![p.clone()]))) {
            Err(one) => one,
            Ok(_) => RuleError::Invalid {
                path: sources.join(", "),
                message,
            },
        }
    })
}

/// The pattern sets of a locale, compiled from its own rules and the common ones.
struct PatternSets {
    workloads: PatternSet<Workload>,
    qualifiers: PatternSet<Qualifier>,
    sections: Vec<Pattern<SectionKind>>,
    section_set: regex::RegexSet,
    contrasts: PatternSet<()>,
    families: PatternSet<usize>,
    phases: PatternSet<usize>,
    phase_workloads: Vec<Vec<Option<Workload>>>,
}

pub(super) fn compile_locale(
    header: &LocaleHeader,
    common: &RuleFile,
    own: &RuleFile,
    sources: &[String],
) -> Result<Locale, RuleError> {
    if header.number_styles.is_empty() {
        return Err(RuleError::Invalid {
            path: sources.join(", "),
            message: "number_styles must name at least one style".into(),
        });
    }
    let mut units: Vec<UnitRule> = common.unit.clone();
    units.extend(own.unit.iter().cloned());
    spell_out_units(&mut units, header);
    check_not_a_unit(header, &units, sources)?;
    let aliases = AliasTrie::new(
        units.iter().enumerate().flat_map(|(index, unit)| {
            unit.aliases
                .iter()
                .map(move |alias| (alias.as_str(), index))
        }),
        is_latin_word_char,
    );
    let any_case_aliases = AliasTrie::new(
        units.iter().enumerate().flat_map(|(index, unit)| {
            unit.any_case_aliases
                .iter()
                .map(move |alias| (alias.as_str(), index))
        }),
        is_latin_word_char,
    );
    let mut multipliers = common.multiplier.clone();
    multipliers.extend(own.multiplier.iter().cloned());
    let sets = compile_pattern_sets(common, own, sources)?;
    let number_words = NumberWords::new(&own.number_word);
    Ok(Locale {
        number_word_last_bytes: number_words.last_bytes,
        number_word_first_bytes: number_words.first_bytes,
        number_word_lengths: number_words.lengths,
        number_words: number_words.words,
        carried_unit: own.carried_unit.clone().unwrap_or_default(),
        contrasts: sets.contrasts,
        families: sets.families,
        phases: sets.phases,
        phase_workloads: sets.phase_workloads,
        code: header.code.clone(),
        name: header.name.clone(),
        number_styles: header.number_styles.clone(),
        extra_group_separators: header
            .extra_group_separators
            .iter()
            .filter_map(|s| s.chars().next())
            .collect(),
        particles: header.particles.clone(),
        shared_unit_connectors: header.shared_unit_connectors.clone(),
        shared_unit_focus_words: header.shared_unit_focus_words.clone(),
        rate_operation_words: header.rate_operation_words.clone(),
        endurance_words: header.endurance_words.clone(),
        endurance_test_words: header.endurance_test_words.clone(),
        storage_nouns: header.storage_nouns.clone(),
        megabyte_rate: units.iter().position(|u| {
            u.metric == Metric::Bandwidth && &*u.canonical == "B/s" && u.factor == 1e6
        }),
        condition_words: header.condition_words.clone(),
        clause_breaks: header.clause_breaks.clone(),
        clause_break_finders: header
            .clause_breaks
            .iter()
            .filter(|b| !b.is_empty())
            .map(|b| memchr::memmem::Finder::new(b.as_bytes()).into_owned())
            .collect(),
        block_size_followers: header.block_size_followers.clone(),
        counters: header.counters.clone(),
        unit_captions: header.unit_captions.clone(),
        rate_prefixes: header.rate_prefixes.clone(),
        operation_counters: header.operation_counters.clone(),
        operation_counter_not_before: header.operation_counter_not_before.clone(),
        die_words: header.die_words.clone(),
        per_second_words: header.per_second_words.clone(),
        operation_words: header.operation_words.clone(),
        unit_gap_words: header.unit_gap_words.clone(),
        version_words: header.version_words.clone(),
        not_a_unit: header.not_a_unit.clone(),
        units,
        aliases,
        any_case_aliases,
        multiplier_first_bytes: multiplier_first_bytes(&multipliers),
        multiplier_words: multiplier_words(&multipliers),
        multipliers,
        workloads: sets.workloads,
        qualifiers: sets.qualifiers,
        section_set: sets.section_set,
        sections: sets.sections,
        examples: own.example.clone(),
        counterexamples: own.counterexample.clone(),
        sources: sources.to_vec(),
    })
}

/// A locale's number words compiled: lower-cased, with their lengths and last bytes.
struct NumberWords {
    words: Vec<(String, f64, bool)>,
    lengths: (usize, usize),
    last_bytes: [bool; 256],
    first_bytes: [bool; 256],
}

impl NumberWords {
    fn new(rules: &[super::files::NumberWordRule]) -> NumberWords {
        let words: Vec<(String, f64, bool)> = rules
            .iter()
            .flat_map(|r| {
                r.words
                    .iter()
                    .map(|w| (w.to_lowercase(), r.value, r.article))
            })
            .collect();
        let lengths = (
            words.iter().map(|(w, ..)| w.len()).min().unwrap_or(0),
            words.iter().map(|(w, ..)| w.len()).max().unwrap_or(0),
        );
        let (mut last_bytes, mut first_bytes) = ([false; 256], [false; 256]);
        for (word, ..) in &words {
            for variant in [word.clone(), word.to_uppercase()] {
                let bytes = variant.as_bytes();
                if let (Some(&first), Some(&last)) = (bytes.first(), bytes.last()) {
                    first_bytes[usize::from(first)] = true;
                    last_bytes[usize::from(last)] = true;
                }
            }
        }
        NumberWords {
            words,
            lengths,
            last_bytes,
            first_bytes,
        }
    }
}

/// Every `not_a_unit` rule names an alias of one of the locale's units: a misspelt one
/// would silently rule out nothing.
fn check_not_a_unit(
    header: &LocaleHeader,
    units: &[UnitRule],
    sources: &[String],
) -> Result<(), RuleError> {
    for rule in &header.not_a_unit {
        if !units.iter().any(|u| u.aliases.contains(&rule.alias)) {
            return Err(RuleError::Invalid {
                path: sources.join(", "),
                message: format!(
                    "not_a_unit names the alias {:?}, which no [[unit]] of the locale has",
                    rule.alias
                ),
            });
        }
    }
    Ok(())
}

/// The workload, qualifier, section, contrast, family and phase patterns of a locale,
/// with one start finder shared by the sets searched in the same passages.
fn compile_pattern_sets(
    common: &RuleFile,
    own: &RuleFile,
    sources: &[String],
) -> Result<PatternSets, RuleError> {
    let mut workloads = compile_set(
        common
            .workload
            .iter()
            .chain(&own.workload)
            .map(|w| (w.id, w.patterns.clone())),
        sources,
    )?;
    let mut qualifiers = compile_set(
        common
            .qualifier
            .iter()
            .chain(&own.qualifier)
            .map(|q| (q.id, q.patterns.clone())),
        sources,
    )?;
    let section_rules: Vec<(SectionKind, Located)> = common
        .section
        .iter()
        .chain(&own.section)
        .flat_map(|s| s.patterns.iter().map(|p| (s.kind, p.clone())))
        .collect();
    let mut contrasts = compile_set(
        common
            .contrast
            .iter()
            .chain(&own.contrast)
            .map(|c| ((), c.patterns.clone())),
        sources,
    )?;
    let family_rules: Vec<&FamilyRule> = common.family.iter().chain(&own.family).collect();
    let phase_rules: Vec<&PhaseRule> = common.phase.iter().chain(&own.phase).collect();
    let mut families = compile_set(
        family_rules
            .iter()
            .enumerate()
            .map(|(i, f)| (i, f.patterns.clone())),
        sources,
    )?;
    let mut phases = compile_set(
        phase_rules
            .iter()
            .enumerate()
            .map(|(i, p)| (i, p.patterns.clone())),
        sources,
    )?;
    // The five sets are searched in the same passages: one scan finds where any matches.
    if let Some(finder) = StartFinder::new(&[
        &workloads.sources,
        &qualifiers.sources,
        &contrasts.sources,
        &families.sources,
        &phases.sources,
    ]) {
        let finder = std::sync::Arc::new(finder);
        workloads.shared = Some((finder.clone(), 1 << 0));
        qualifiers.shared = Some((finder.clone(), 1 << 1));
        contrasts.shared = Some((finder.clone(), 1 << 2));
        families.shared = Some((finder.clone(), 1 << 3));
        phases.shared = Some((finder, 1 << 4));
    }
    let phase_workloads = phase_workloads(&phase_rules, &family_rules, sources)?;
    // The section patterns compiled as one set only (each alone on first use, see
    // `LazyRegex`); on an error, each on its own to name the one at fault.
    let section_set = regex::RegexSet::new(section_rules.iter().map(|(_, p)| p.text.as_str()))
        .map_err(|e| {
            match compile_patterns(section_rules.iter().map(|(k, p)| (*k, vec![p.clone()]))) {
                Err(one) => one,
                Ok(_) => RuleError::Invalid {
                    path: sources.join(", "),
                    message: format!("section patterns: {e}"),
                },
            }
        })?;
    let sections = section_rules
        .iter()
        .map(|(label, p)| Pattern {
            label: *label,
            regex: LazyRegex::compiled_in_a_set(&p.text),
        })
        .collect();
    Ok(PatternSets {
        workloads,
        qualifiers,
        sections,
        section_set,
        contrasts,
        families,
        phases,
        phase_workloads,
    })
}

/// Whether a multiplier word starts with each byte value.
fn multiplier_first_bytes(multipliers: &[MultiplierRule]) -> [bool; 256] {
    let mut first = [false; 256];
    for word in multipliers.iter().flat_map(|m| &m.words) {
        if let Some(&b) = word.as_bytes().first() {
            first[usize::from(b)] = true;
        }
    }
    first
}

/// Every word of `multipliers`, rule by rule, with its first byte.
fn multiplier_words(multipliers: &[MultiplierRule]) -> Vec<MultiplierWord> {
    multipliers
        .iter()
        .enumerate()
        .flat_map(|(rule, m)| {
            m.words
                .iter()
                .enumerate()
                .map(move |(word, w)| MultiplierWord {
                    rule,
                    word,
                    first_byte: w.as_bytes().first().copied(),
                })
        })
        .collect()
}

/// `[phase][family]`: the workload each phase names after each family; an error for a
/// phase that names a family no `[[family]]` defines.
fn phase_workloads(
    phase_rules: &[&PhaseRule],
    family_rules: &[&FamilyRule],
    sources: &[String],
) -> Result<Vec<Vec<Option<Workload>>>, RuleError> {
    let mut phase_workloads = Vec::with_capacity(phase_rules.len());
    for phase in phase_rules {
        let mut row = vec![None; family_rules.len()];
        for (family, workload) in &phase.workloads {
            let Some(k) = family_rules.iter().position(|f| f.id == *family) else {
                return Err(RuleError::Invalid {
                    path: phase
                        .patterns
                        .first()
                        .map_or_else(|| sources.join(", "), |p| p.at.to_string()),
                    message: format!(
                        "[[phase]] names the family {family:?}, which no [[family]] defines"
                    ),
                });
            };
            row[k] = Some(*workload);
        }
        phase_workloads.push(row);
    }
    Ok(phase_workloads)
}
