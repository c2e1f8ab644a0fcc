//! The audit's rules (`rules/reference/audit.toml`): the words that tell what a sentence
//! is about (conclusion headings, IOPS and size words, drive and system words), the
//! percentile and ratio-test patterns, and the reference facts of the standard test bed
//! and its products. Loaded and compiled once per extractor; a malformed file is an error
//! that names the file and the position in it, never empty rules.

use super::matching::{local, product_union};
use crate::model::Metric;
use crate::rules::EMBEDDED_RULES;
use regex::Regex;
use serde::Deserialize;

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
    vm_words: Vec<String>,
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
    /// The union of the testbeds' anchors, when they are all [`local`] (then so is it).
    pub(crate) testbed_anchors: Option<Regex>,
    /// The products' patterns as one automaton (pattern `i` is `products[i]`), when none of
    /// them can match the empty string: see [`product_matches`].
    pub(crate) product_union: Option<regex_automata::meta::Regex>,
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
            vm_words: file.vm_words.iter().map(|w| w.to_lowercase()).collect(),
            products,
            testbeds,
            testbed_anchors,
            product_union,
        })
    }

    /// The rules embedded at build time; an error names the file and the position in it.
    pub fn embedded() -> Result<Self, String> {
        let text = EMBEDDED_RULES
            .iter()
            .find(|(p, _)| *p == AUDIT_RULES_PATH)
            .map(|(_, t)| *t)
            .ok_or_else(|| format!("rules/{AUDIT_RULES_PATH}: not embedded in the build"))?;
        AuditRules::parse(text)
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
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_audit_rules_parse() {
        let rules = AuditRules::embedded().expect("valid rules/reference/audit.toml");
        assert!(rules.conclusion_headings.contains(&"fazit".to_string()));
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
}
