//! Schema stage: what a review of a kind is expected to report, and which values are
//! physically plausible. The profile is data (`rules/schema/<profile>.toml`).

use crate::model::{Fact, Metric, Qualifier, SchemaCheck, Workload};
use crate::rules::EMBEDDED_RULES;
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProfileFile {
    profile: ProfileHeader,
    #[serde(default)]
    range: Vec<PlausibleRange>,
    #[serde(default)]
    expect: Vec<Expectation>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProfileHeader {
    name: String,
    #[allow(dead_code)]
    description: String,
}

/// Values of a metric outside `[min, max]` (canonical unit) are implausible for this kind of review.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlausibleRange {
    pub metric: Metric,
    /// Restricts the range to one canonical unit (endurance is in `B` or `DWPD`).
    #[serde(default)]
    pub unit: Option<String>,
    pub min: f64,
    pub max: f64,
    pub why: String,
}

/// A fact a review of this kind is expected to report.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expectation {
    pub key: String,
    pub workload: Workload,
    pub metric: Metric,
    /// When set, only a fact with this qualifier (or none) satisfies the expectation.
    #[serde(default)]
    pub qualifier: Option<Qualifier>,
}

/// A compiled profile.
#[derive(Debug, Clone)]
pub struct Profile {
    pub name: String,
    pub ranges: Vec<PlausibleRange>,
    pub expectations: Vec<Expectation>,
}

impl Profile {
    /// The embedded profile of that name (`storage-review`).
    pub fn embedded(name: &str) -> Result<Self, String> {
        let path = format!("schema/{name}.toml");
        let text = EMBEDDED_RULES
            .iter()
            .find(|(p, _)| *p == path)
            .map(|(_, t)| *t)
            .ok_or_else(|| format!("rules/{path}: no such profile"))?;
        Self::parse(&path, text)
    }

    pub fn parse(path: &str, text: &str) -> Result<Self, String> {
        let file: ProfileFile = toml::from_str(text).map_err(|e| format!("rules/{path}: {e}"))?;
        Ok(Profile {
            name: file.profile.name,
            ranges: file.range,
            expectations: file.expect,
        })
    }

    /// The plausible range for a metric in a canonical unit, if the profile has one.
    pub fn range_for(&self, metric: Metric, unit: &str) -> Option<&PlausibleRange> {
        self.ranges
            .iter()
            .find(|r| r.metric == metric && r.unit.as_deref().is_none_or(|u| u == unit))
    }

    /// Which expected facts are present among `facts`.
    pub fn check(&self, facts: &[Fact]) -> SchemaCheck {
        let mut missing = Vec::new();
        for e in &self.expectations {
            let found = facts.iter().any(|f| {
                f.workload == Some(e.workload)
                    && f.metric == e.metric
                    && e.qualifier
                        .is_none_or(|q| f.qualifier.is_none() || f.qualifier == Some(q))
            });
            if !found {
                missing.push(e.key.clone());
            }
        }
        SchemaCheck {
            profile: self.name.clone(),
            expected: self.expectations.len(),
            present: self.expectations.len() - missing.len(),
            missing,
        }
    }
}
