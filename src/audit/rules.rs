//! The audit's rules: the words of each language that tell what a sentence is about
//! (conclusion headings, IOPS and size words, drive, system and VM words), one file per
//! locale (`rules/<locale>/audit.toml`), and in `rules/reference/audit.toml` what belongs
//! to no language: the percentile and ratio-test patterns, words like "IOPS" and "SSD",
//! and the reference facts of the standard test bed and its products. All languages'
//! words apply to every document (a review mixes languages). Loaded and compiled once
//! per extractor; a malformed file is an error that names the file and the position in
//! it, never empty rules.

use super::matching::{local, product_union};
use super::relation_words::{RelationWords, RelationWordsFile};
use crate::model::Metric;
use crate::rules::EMBEDDED_RULES;
use regex::Regex;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct AuditFile {
    #[serde(default)]
    conclusion_headings: Vec<String>,
    #[serde(default)]
    iops_context_words: Vec<String>,
    #[serde(default)]
    size_words: Vec<String>,
    #[serde(default)]
    drive_words: Vec<String>,
    #[serde(default)]
    system_words: Vec<String>,
    percentile_pattern: String,
    percentiles: Vec<f64>,
    ratio_test_pattern: String,
    max_vm_count: f64,
    #[serde(default)]
    vm_words: Vec<String>,
    #[serde(default)]
    product: Vec<ProductFile>,
    #[serde(default)]
    testbed: Vec<TestbedFile>,
    #[serde(default)]
    device_class: Vec<DeviceClass>,
    #[serde(default)]
    ceiling: Vec<Ceiling>,
    #[serde(default)]
    relations: RelationWordsFile,
}

/// A class of device whose figures lie outside a flash drive's range ("133.4 IOPS" of a
/// hard disk, "1 ns" of a monitor's response time): the words that name it, the words that
/// name another class, and its floors. The one lookup of a figure's device is
/// `implausible::device_class`; every detector that asks what a device can do asks it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct DeviceClass {
    pub(crate) name: String,
    /// Words that name the class (matched lowercased, as substrings).
    pub(crate) words: Vec<String>,
    /// Words that, in the same passage, name a device of another class: then the passage
    /// establishes no class ("SSD는 HDD와 달리").
    #[serde(default)]
    pub(crate) other_words: Vec<String>,
    /// The fewest IOPS a device of the class delivers (the profile's floor when absent).
    #[serde(default)]
    pub(crate) iops_min: Option<f64>,
    /// The shortest latency (response time, s) a device of the class states; absent: the
    /// profile's floor. A monitor's 1 ns response time is no I/O latency.
    #[serde(default)]
    pub(crate) latency_min: Option<f64>,
    /// The least power (W) a device of the class draws; absent: the profile's floor. A
    /// drive asleep draws milliwatts.
    #[serde(default)]
    pub(crate) power_min: Option<f64>,
    /// Words that name the class only as a whole label line ("硬盘:" above a list of a hard
    /// disk's results, where 硬盘 in a sentence also names SSDs, 固态硬盘), matched
    /// lowercased against the line without its colon and spaces.
    #[serde(default)]
    pub(crate) label_words: Vec<String>,
    /// The most IOPS a device of the class claims, above the profile's ceiling (a
    /// scale-out cluster of many nodes: "60 Mio. IOPS"); absent: the profile's ceiling.
    #[serde(default)]
    pub(crate) iops_max: Option<f64>,
    /// Where `words` and `other_words` stand in [`AuditRules::device_words`].
    #[serde(skip)]
    pub(crate) word_ids: Vec<usize>,
    #[serde(skip)]
    pub(crate) other_ids: Vec<usize>,
}

/// The most a device or interface delivers of one metric ("SATA carries at most 6
/// Gbit/s"): a figure of that metric whose clause names it, and names none of `unless`,
/// is implausible above `max` (canonical units).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Ceiling {
    pub(crate) name: String,
    /// Words that name the device (matched lowercased where a word starts, see
    /// `implausible`).
    pub(crate) words: Vec<String>,
    /// Words that, in the same clause, name something the ceiling does not bind (an array
    /// of the drives, a faster interface).
    #[serde(default)]
    pub(crate) unless: Vec<String>,
    pub(crate) metric: Metric,
    pub(crate) max: f64,
    pub(crate) why: String,
    /// The interface's line rates in bits per second, which writers also name with a
    /// byte unit ("Sata III (6 Go/s)", "USB 3.0 (5 GB/s)"): a figure of that many bytes
    /// is the interface's rate with its b and B slipped, repaired to an eighth of it.
    #[serde(default)]
    pub(crate) line_rates: Vec<f64>,
    /// Clauses where the ceiling holds the figure implausible, and where it does not;
    /// `implausible`'s tests read them all.
    #[serde(default)]
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) examples: Vec<String>,
    #[serde(default)]
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) counterexamples: Vec<String>,
    /// Where `words` and `unless` stand in [`AuditRules::ceiling_terms`].
    #[serde(skip)]
    pub(crate) word_ids: Vec<usize>,
    #[serde(skip)]
    pub(crate) unless_ids: Vec<usize>,
}

impl Ceiling {
    /// Whether `value` (canonical, bytes per second) is one of the interface's line rates
    /// written with a byte unit ("Sata III (6 Go/s)").
    pub(crate) fn is_line_rate(&self, value: f64) -> bool {
        self.line_rates
            .iter()
            .any(|&r| (value - r).abs() <= 1e-9 * r)
    }
}

/// The audit's words of one language (`rules/<locale>/audit.toml`).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct LocaleAuditFile {
    #[serde(default)]
    conclusion_headings: Vec<String>,
    #[serde(default)]
    iops_context_words: Vec<String>,
    #[serde(default)]
    size_words: Vec<String>,
    #[serde(default)]
    drive_words: Vec<String>,
    #[serde(default)]
    system_words: Vec<String>,
    #[serde(default)]
    vm_words: Vec<String>,
    #[serde(default)]
    relations: RelationWordsFile,
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
    pub(crate) conclusion_headings: Vec<String>,
    pub(crate) iops_context_words: Vec<String>,
    pub(crate) size_words: Vec<String>,
    pub(crate) drive_words: Vec<String>,
    pub(crate) system_words: Vec<String>,
    pub(crate) percentile: Regex,
    pub(crate) percentiles: Vec<f64>,
    pub(crate) ratio_test: Regex,
    pub(crate) max_vm_count: f64,
    /// Words of a count's unit that make it a number of virtual machines, lowercased.
    pub(crate) vm_words: Vec<String>,
    pub(crate) products: Vec<Product>,
    pub(crate) testbeds: Vec<Testbed>,
    /// Device classes with their own floors, words lowercased (see `implausible`).
    pub(crate) device_classes: Vec<DeviceClass>,
    /// Every word of the device classes, searched together (see `word_finder`).
    pub(crate) device_words: super::word_finder::WordFinder,
    /// Ceilings of devices and interfaces, words lowercased (see `implausible`).
    pub(crate) ceilings: Vec<Ceiling>,
    /// Every word of the ceilings, lowercased, searched together: a sentence without any
    /// needs no clause.
    pub(crate) ceiling_words: super::word_finder::WordGate,
    /// Every word and `unless` word of the ceilings, lowercased, searched together in a
    /// figure's clause ([`Ceiling::word_ids`] index it).
    pub(crate) ceiling_terms: super::word_finder::WordFinder,
    /// The union of the testbeds' anchors, when they are all [`local`] (then so is it).
    pub(crate) testbed_anchors: Option<Regex>,
    /// The products' patterns as one automaton (pattern `i` is `products[i]`), when none of
    /// them can match the empty string: see [`product_matches`].
    pub(crate) product_union: Option<regex_automata::meta::Regex>,
    /// The words that state relations between figures (see `stated_relations`).
    pub(crate) relations: RelationWords,
    /// The measured confidence of each detector's findings (see `calibration`).
    pub(crate) calibration: super::calibration::Calibration,
}

/// A part of the standard test-bed set-up and the figures it states, per metric in order.
#[derive(Debug)]
pub(crate) struct Testbed {
    pub(crate) name: String,
    pub(crate) anchor: Regex,
    pub(crate) context: Option<Regex>,
    pub(crate) expected: Vec<(Metric, Vec<f64>)>,
    /// Whether `anchor` is [`local`] (see [`MatchCursor`]).
    pub(crate) anchor_local: bool,
}

/// A product of the standard test bed and the versions of it that exist.
#[derive(Debug)]
pub(crate) struct Product {
    pub(crate) pattern: Regex,
    /// Accepted version parts, joined by one space.
    pub(crate) allowed: Vec<String>,
    pub(crate) name: String,
}

pub(crate) const AUDIT_RULES_PATH: &str = "reference/audit.toml";

/// The name of a locale's audit words file.
const LOCALE_FILE: &str = "audit.toml";

impl AuditRules {
    /// Parses `rules/reference/audit.toml` text, without any locale's words.
    #[cfg(test)]
    pub(crate) fn parse(text: &str) -> Result<Self, String> {
        Self::from_files(&[(AUDIT_RULES_PATH, text)])
    }

    /// Parses the reference file and every locale's `audit.toml` among `files` (paths
    /// under `rules/`, as in [`EMBEDDED_RULES`]); other files are not the audit's.
    pub(crate) fn from_files(files: &[(&str, &str)]) -> Result<Self, String> {
        let text = files
            .iter()
            .find(|(p, _)| *p == AUDIT_RULES_PATH)
            .map(|(_, t)| *t)
            .ok_or_else(|| format!("rules/{AUDIT_RULES_PATH}: missing"))?;
        let mut file: AuditFile =
            toml::from_str(text).map_err(|e| format!("rules/{AUDIT_RULES_PATH}: {e}"))?;
        let mut relations = vec![("reference".to_string(), std::mem::take(&mut file.relations))];
        for (path, text) in files {
            let Some(locale) = path
                .strip_suffix(LOCALE_FILE)
                .and_then(|d| d.strip_suffix('/'))
            else {
                continue;
            };
            if locale == "reference" || locale.contains('/') {
                continue;
            }
            let words: LocaleAuditFile =
                toml::from_str(text).map_err(|e| format!("rules/{path}: {e}"))?;
            file.conclusion_headings.extend(words.conclusion_headings);
            file.iops_context_words.extend(words.iops_context_words);
            file.size_words.extend(words.size_words);
            file.drive_words.extend(words.drive_words);
            file.system_words.extend(words.system_words);
            file.vm_words.extend(words.vm_words);
            relations.push((locale.to_string(), words.relations));
        }
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
        let device_classes = indexed_classes(file.device_class);
        let (ceilings, ceiling_terms) = indexed_ceilings(file.ceiling);
        let calibration = match files
            .iter()
            .find(|(p, _)| *p == super::calibration::CALIBRATION_PATH)
        {
            Some((_, text)) => super::calibration::Calibration::parse(text)?,
            None => Default::default(),
        };
        Ok(AuditRules {
            calibration,
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
            vm_words: file.vm_words.iter().map(|w| w.to_lowercase()).collect(),
            products,
            testbeds,
            testbed_anchors,
            product_union,
            device_words: super::word_finder::WordFinder::new(
                device_classes
                    .iter()
                    .flat_map(|c| c.words.iter().chain(&c.other_words))
                    .cloned()
                    .collect(),
            ),
            device_classes,
            ceiling_words: super::word_finder::WordGate::new(&{
                let mut words: Vec<String> =
                    ceilings.iter().flat_map(|c| &c.words).cloned().collect();
                words.sort();
                words.dedup();
                words
            }),
            ceiling_terms,
            ceilings,
            relations: RelationWords::new(relations)?,
        })
    }

    /// The rules embedded at build time; an error names the file and the position in it.
    pub fn embedded() -> Result<Self, String> {
        Self::from_files(EMBEDDED_RULES)
    }

    /// Rules with no words, patterns, products or test beds, for the tests of one part.
    #[cfg(test)]
    pub(crate) fn empty() -> Self {
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
            vm_words: Vec::new(),
            products: Vec::new(),
            testbeds: Vec::new(),
            testbed_anchors: None,
            product_union: None,
            device_classes: Vec::new(),
            device_words: Default::default(),
            ceilings: Vec::new(),
            ceiling_words: Default::default(),
            ceiling_terms: Default::default(),
            relations: RelationWords::default(),
            calibration: Default::default(),
        }
    }
}

/// The device classes with their words lowercased, and where each word stands in the
/// list of every class's words, class by class, its words then its other words (the order
/// of [`AuditRules::device_words`]).
fn indexed_classes(classes: Vec<DeviceClass>) -> Vec<DeviceClass> {
    let mut next = 0;
    classes
        .into_iter()
        .map(|mut c| {
            c.words = c.words.iter().map(|w| w.to_lowercase()).collect();
            c.other_words = c.other_words.iter().map(|w| w.to_lowercase()).collect();
            c.label_words = c.label_words.iter().map(|w| w.to_lowercase()).collect();
            c.word_ids = (next..next + c.words.len()).collect();
            next += c.words.len();
            c.other_ids = (next..next + c.other_words.len()).collect();
            next += c.other_words.len();
            c
        })
        .collect()
}

/// The ceilings with their words lowercased, and the finder of every word and `unless`
/// word of them (each once), which their `word_ids` and `unless_ids` index.
fn indexed_ceilings(ceilings: Vec<Ceiling>) -> (Vec<Ceiling>, super::word_finder::WordFinder) {
    let mut terms: Vec<String> = Vec::new();
    let mut id_of = |w: &str| match terms.iter().position(|t| t == w) {
        Some(k) => k,
        None => {
            terms.push(w.to_string());
            terms.len() - 1
        }
    };
    let ceilings = ceilings
        .into_iter()
        .map(|mut c| {
            c.words = c.words.iter().map(|w| w.to_lowercase()).collect();
            c.unless = c.unless.iter().map(|w| w.to_lowercase()).collect();
            c.word_ids = c.words.iter().map(|w| id_of(w)).collect();
            c.unless_ids = c.unless.iter().map(|w| id_of(w)).collect();
            c
        })
        .collect();
    (
        ceilings,
        super::word_finder::WordFinder::cheap_to_build(terms),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_audit_rules_parse() {
        let rules = AuditRules::embedded().expect("valid audit rules");
        // Words of the locales' files (rules/de, rules/ko) and of the reference file.
        assert!(rules.conclusion_headings.contains(&"fazit".to_string()));
        assert!(rules.conclusion_headings.contains(&"결론".to_string()));
        assert!(rules.iops_context_words.contains(&"iops".to_string()));
        assert!(rules.vm_words.contains(&"virtuelle maschine".to_string()));
        assert!(rules.percentile.is_match("99th percentile"));
        assert!(rules.percentile.is_match("24번째 백분위수"));
    }

    #[test]
    fn a_malformed_file_is_an_error_naming_the_file_and_the_line() {
        let text = EMBEDDED_RULES
            .iter()
            .find(|(p, _)| *p == AUDIT_RULES_PATH)
            .map(|(_, t)| *t)
            .expect("embedded");
        let broken = text.replacen("max_vm_count", "max_vm_count = = ", 1);
        let line = broken
            .lines()
            .position(|l| l.contains("max_vm_count = ="))
            .expect("the broken line")
            + 1;
        let error = AuditRules::parse(&broken).expect_err("a syntax error");
        assert!(error.starts_with("rules/reference/audit.toml: "), "{error}");
        assert!(error.contains(&format!("line {line}")), "{error}");
        let error = AuditRules::parse(&text.replacen(
            "percentile_pattern = ",
            "percentile_pattern = \"(\" #",
            1,
        ))
        .expect_err("a pattern that does not compile");
        assert!(
            error.starts_with("rules/reference/audit.toml: pattern"),
            "{error}"
        );
    }

    #[test]
    fn a_malformed_locale_file_is_an_error_naming_it() {
        let reference = EMBEDDED_RULES
            .iter()
            .find(|(p, _)| *p == AUDIT_RULES_PATH)
            .map(|(_, t)| *t)
            .expect("embedded");
        let files = [
            (AUDIT_RULES_PATH, reference),
            (
                "sv/audit.toml",
                "conclusion_headings = [\"Slutsats\"]\nsize_word = [\"block\"]\n",
            ),
        ];
        let error = AuditRules::from_files(&files).expect_err("an unknown key");
        assert!(error.starts_with("rules/sv/audit.toml: "), "{error}");
        assert!(error.contains("line 2"), "{error}");
        // A locale's words are read with the reference file's; its other files are not
        // the audit's.
        let files = [
            (AUDIT_RULES_PATH, reference),
            ("sv/audit.toml", "conclusion_headings = [\"Slutsats\"]\n"),
            ("sv/units.toml", "not the audit's = file"),
        ];
        let rules = AuditRules::from_files(&files).expect("valid");
        assert_eq!(rules.conclusion_headings, ["slutsats"]);
    }
}
