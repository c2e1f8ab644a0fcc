//! Schema stage (validate): what a review of a kind is expected to report, and which
//! values are physically plausible. The profile is data (`rules/schema/<profile>.toml`).
//! Its ranges are read by the number stage (the plausible reading of an ambiguous
//! number) and the detectors (`implausible`, the audit's floors); its expected facts are
//! checked once, when the report is built ([`Profile::check`]).

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
        let mut acc = self.accumulator();
        for f in facts {
            acc.add(f);
        }
        acc.finish()
    }

    /// An empty [`SchemaAccumulator`] for this profile: feed it the facts of a document one
    /// by one (in any order, in as many pieces as wanted) and it gives the same
    /// [`SchemaCheck`] as [`Profile::check`] over all of them, holding one bit per
    /// expectation instead of the facts.
    pub fn accumulator(&self) -> SchemaAccumulator<'_> {
        // Expectation indices grouped by workload (in profile order within a group), and
        // where each workload's group starts, by the workload's discriminant.
        let mut by_workload: Vec<usize> = (0..self.expectations.len()).collect();
        by_workload.sort_by_key(|&i| self.expectations[i].workload as usize);
        let kinds = self
            .expectations
            .iter()
            .map(|e| e.workload as usize + 1)
            .max()
            .unwrap_or(0);
        let workload_starts: Vec<usize> = (0..=kinds)
            .map(|k| by_workload.partition_point(|&i| (self.expectations[i].workload as usize) < k))
            .collect();
        SchemaAccumulator {
            profile: self,
            found: vec![false; self.expectations.len()],
            remaining: self.expectations.len(),
            by_workload,
            workload_starts,
        }
    }
}

/// The expected-schema check computed fact by fact (see [`Profile::accumulator`]); what
/// [`Profile::check`] runs, and what a document extracted in chunks
/// ([`crate::stream`]) uses to check all its facts without keeping them.
#[derive(Debug, Clone)]
pub struct SchemaAccumulator<'p> {
    profile: &'p Profile,
    /// `found[i]`: some fact seen so far satisfies `profile.expectations[i]`.
    found: Vec<bool>,
    /// How many expectations are still unsatisfied.
    remaining: usize,
    /// The expectations' indices grouped by workload: a fact is compared only with the
    /// expectations of its workload (a few of the forty).
    by_workload: Vec<usize>,
    /// `by_workload[workload_starts[w]..workload_starts[w + 1]]` are the expectations of
    /// the workload with discriminant `w`.
    workload_starts: Vec<usize>,
}

impl SchemaAccumulator<'_> {
    /// Takes one fact into account.
    pub fn add(&mut self, f: &Fact) {
        // Only facts with a workload can satisfy an expectation; once every expectation is
        // met nothing can change.
        let Some(workload) = f.workload.filter(|_| self.remaining > 0) else {
            return;
        };
        let w = workload as usize;
        let Some(&[from, to]) = self.workload_starts.get(w..w + 2) else {
            return; // no expectation names this workload
        };
        for &i in &self.by_workload[from..to] {
            let e = &self.profile.expectations[i];
            if !self.found[i]
                && f.metric == e.metric
                && e.qualifier
                    .is_none_or(|q| f.qualifier.is_none() || f.qualifier == Some(q))
            {
                self.found[i] = true;
                self.remaining -= 1;
            }
        }
    }

    /// The check over every fact added so far (the accumulator can go on after it).
    pub fn check(&self) -> SchemaCheck {
        let missing: Vec<String> = self
            .profile
            .expectations
            .iter()
            .zip(&self.found)
            .filter(|(_, found)| !**found)
            .map(|(e, _)| e.key.clone())
            .collect();
        SchemaCheck {
            profile: self.profile.name.clone(),
            expected: self.profile.expectations.len(),
            present: self.profile.expectations.len() - missing.len(),
            missing,
        }
    }

    /// The check over every fact added.
    pub fn finish(self) -> SchemaCheck {
        self.check()
    }
}

#[cfg(test)]
mod tests {
    use super::Profile;
    use crate::model::{Fact, Qualifier};

    fn fact(e: &super::Expectation, qualifier: Option<Qualifier>) -> Fact {
        Fact {
            metric: e.metric,
            value: Some(1.0),
            unit: String::new(),
            text: String::new(),
            span: [0, 0],
            line: 1,
            column: 1,
            workload: Some(e.workload),
            qualifier,
            flags: Vec::new(),
            suggested_value: None,
            unit_text: String::new(),
            lang: String::new(),
            subject: None,
            subject_role: Default::default(),
            variant: None,
            in_product_name: false,
            test: Default::default(),
            setup: Default::default(),
        }
    }

    /// The check by workload gives what comparing every fact with every expectation gives.
    #[test]
    fn check_matches_every_fact_against_every_expectation() {
        let profile = Profile::embedded("storage-review").unwrap();
        let qualifiers: Vec<Option<Qualifier>> = std::iter::once(None)
            .chain(
                profile
                    .expectations
                    .iter()
                    .filter_map(|e| e.qualifier)
                    .map(Some),
            )
            .collect();
        // Facts of every expectation's workload with every expectation's metric and every
        // qualifier, in subsets picked by a pseudo-random mask.
        let mut all = Vec::new();
        for e in &profile.expectations {
            for m in &profile.expectations {
                for &q in &qualifiers {
                    let mut f = fact(e, q);
                    f.metric = m.metric;
                    all.push(f);
                }
            }
        }
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for round in 0..200 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let facts: Vec<Fact> = all
                .iter()
                .enumerate()
                .filter(|(i, _)| (seed.rotate_left(*i as u32 % 64) & 0xF) < round % 16)
                .map(|(_, f)| f.clone())
                .collect();
            let missing: Vec<String> = profile
                .expectations
                .iter()
                .filter(|e| {
                    !facts.iter().any(|f| {
                        f.workload == Some(e.workload)
                            && f.metric == e.metric
                            && e.qualifier
                                .is_none_or(|q| f.qualifier.is_none() || f.qualifier == Some(q))
                    })
                })
                .map(|e| e.key.clone())
                .collect();
            let check = profile.check(&facts);
            assert_eq!(check.missing, missing, "round {round}");
            assert_eq!(check.present, profile.expectations.len() - missing.len());
        }
    }
}
