//! Schema stage (validate): what a document of a kind is expected to report, and which
//! values are physically plausible for its devices. Each kind is a profile, data in
//! `rules/schema/<kind>.toml`: an enterprise review, a consumer SSD review, a hard-disk
//! review, a NAS review, a memory-card or USB-stick review, a product announcement.
//! Which one a document is gets chosen from what it names ([`kind`]); `--profile`
//! forces one. The chosen profile's ranges are read by the detectors (`implausible`, the
//! audit's floors); its expected entries are checked once, when the report is built
//! ([`Profile::check`]). The number stage, which runs before the kind is known, reads
//! ambiguous numbers against the profile marked `number_stage` (the widest ranges).

pub mod expect;
pub mod kind;

pub use expect::Expectation;
use expect::ExpectationFile;

use crate::model::{Fact, Metric, ProfileChoice, SchemaCheck};
use crate::rules::EMBEDDED_RULES;
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProfileFile {
    profile: ProfileHeader,
    #[serde(default)]
    range: Vec<PlausibleRange>,
    #[serde(default)]
    expect: Vec<ExpectationFile>,
    #[serde(default)]
    choose: kind::ChooseFile,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProfileHeader {
    name: String,
    #[allow(dead_code)]
    description: String,
    /// The name `schema.profile` carries in reports, when it is not `name` (the
    /// enterprise profile keeps `storage-review`, its name before profiles were chosen).
    #[serde(default)]
    report_name: Option<String>,
    /// Other names `--profile` accepts.
    #[serde(default)]
    aliases: Vec<String>,
    /// The profile a document gets when nothing in it points to a kind.
    #[serde(default)]
    fallback: bool,
    /// The profile whose ranges the number stage reads (before the kind is chosen).
    #[serde(default)]
    number_stage: bool,
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

/// A compiled profile.
#[derive(Debug, Clone)]
pub struct Profile {
    /// The rule name (`consumer-ssd-review`): the kind of document.
    pub name: String,
    /// The name in `schema.profile`.
    pub report_name: String,
    pub aliases: Vec<String>,
    pub ranges: Vec<PlausibleRange>,
    pub expectations: Vec<Expectation>,
    pub(crate) choose: kind::ChooseFile,
    fallback: bool,
    number_stage: bool,
    /// `by_metric[m]`: the expectations of the metric of discriminant `m`, in order.
    by_metric: Vec<Vec<usize>>,
}

/// The metrics' count (the discriminants of [`Metric`] run from 0 to `Other`).
const METRICS: usize = Metric::Other as usize + 1;

impl Profile {
    /// The embedded profile of that name or alias (`consumer-ssd-review`,
    /// `storage-review`).
    pub fn embedded(name: &str) -> Result<Self, String> {
        let profiles = Profiles::embedded()?;
        let i = profiles.find(name)?;
        Ok(profiles.list.into_iter().nth(i).expect("index found"))
    }

    pub fn parse(path: &str, text: &str) -> Result<Self, String> {
        let file: ProfileFile = toml::from_str(text).map_err(|e| format!("rules/{path}: {e}"))?;
        let expectations = file
            .expect
            .into_iter()
            .map(|e| e.compile().map_err(|m| format!("rules/{path}: {m}")))
            .collect::<Result<Vec<_>, _>>()?;
        let mut by_metric = vec![Vec::new(); METRICS];
        for (i, e) in expectations.iter().enumerate() {
            for &m in &e.metrics {
                by_metric[m as usize].push(i);
            }
        }
        file.choose
            .validate()
            .map_err(|m| format!("rules/{path}: {m}"))?;
        Ok(Profile {
            report_name: file
                .profile
                .report_name
                .unwrap_or_else(|| file.profile.name.clone()),
            name: file.profile.name,
            aliases: file.profile.aliases,
            ranges: file.range,
            expectations,
            choose: file.choose,
            fallback: file.profile.fallback,
            number_stage: file.profile.number_stage,
            by_metric,
        })
    }

    /// The plausible range for a metric in a canonical unit, if the profile has one.
    pub fn range_for(&self, metric: Metric, unit: &str) -> Option<&PlausibleRange> {
        self.ranges
            .iter()
            .find(|r| r.metric == metric && r.unit.as_deref().is_none_or(|u| u == unit))
    }

    /// Which expected facts are present among `facts` (without a choice: the profile was
    /// given, see [`SchemaAccumulator::check_as`]).
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
    /// expectation and two counts instead of the facts.
    pub fn accumulator(&self) -> SchemaAccumulator<'_> {
        SchemaAccumulator {
            profile: self,
            found: vec![false; self.expectations.len()],
            remaining: self.expectations.len(),
            benchmark_facts: 0,
            covered_facts: 0,
        }
    }

    /// Whether `name` names this profile (its rule name, report name or an alias).
    pub fn is_named(&self, name: &str) -> bool {
        self.name == name || self.report_name == name || self.aliases.iter().any(|a| a == name)
    }
}

/// Every profile, in file order: what the kind of a document is chosen among.
#[derive(Debug, Clone)]
pub struct Profiles {
    pub list: Vec<Profile>,
    fallback: usize,
    number_stage: usize,
}

impl Profiles {
    /// The profiles embedded at build time (`rules/schema/*.toml`).
    pub fn embedded() -> Result<Self, String> {
        let files: Vec<(&str, &str)> = EMBEDDED_RULES
            .iter()
            .filter(|(p, _)| p.starts_with("schema/") && p.ends_with(".toml"))
            .map(|(p, t)| (*p, *t))
            .collect();
        Self::from_files(&files)
    }

    /// The profiles of these `(path, contents)` files; exactly one must be the
    /// `fallback` and one the `number_stage` profile, and no two may share a name.
    pub fn from_files(files: &[(&str, &str)]) -> Result<Self, String> {
        let list = files
            .iter()
            .map(|(p, t)| Profile::parse(p, t))
            .collect::<Result<Vec<_>, _>>()?;
        Self::from_list(list)
    }

    /// One profile alone (a document is always of it).
    pub fn single(mut profile: Profile) -> Self {
        profile.fallback = true;
        profile.number_stage = true;
        Profiles {
            list: vec![profile],
            fallback: 0,
            number_stage: 0,
        }
    }

    fn from_list(list: Vec<Profile>) -> Result<Self, String> {
        let only = |what: &str, pick: fn(&Profile) -> bool| {
            let marked: Vec<usize> = (0..list.len()).filter(|&i| pick(&list[i])).collect();
            match marked[..] {
                [i] => Ok(i),
                _ => Err(format!(
                    "rules/schema: exactly one profile must say `{what} = true` ({} do)",
                    marked.len()
                )),
            }
        };
        let fallback = only("fallback", |p| p.fallback)?;
        let number_stage = only("number_stage", |p| p.number_stage)?;
        for (i, p) in list.iter().enumerate() {
            let names = std::iter::once(&p.name)
                .chain(std::iter::once(&p.report_name))
                .chain(&p.aliases);
            for n in names {
                if list[..i].iter().any(|q| q.is_named(n)) {
                    return Err(format!("rules/schema: two profiles are named {n:?}"));
                }
            }
        }
        Ok(Profiles {
            list,
            fallback,
            number_stage,
        })
    }

    /// The index of the profile named `name` (rule name, report name or alias).
    pub fn find(&self, name: &str) -> Result<usize, String> {
        self.list
            .iter()
            .position(|p| p.is_named(name))
            .ok_or_else(|| {
                let names: Vec<&str> = self.list.iter().map(|p| p.name.as_str()).collect();
                format!("no profile {name:?}; the profiles are {}", names.join(", "))
            })
    }

    pub fn get(&self, i: usize) -> &Profile {
        &self.list[i]
    }

    /// The profile of a document that names no kind.
    pub fn fallback(&self) -> usize {
        self.fallback
    }

    /// The profile whose ranges the number stage reads.
    pub fn number_stage(&self) -> &Profile {
        &self.list[self.number_stage]
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
    /// Facts of a test's figure seen so far, and those of them that fit an expected entry
    /// ([`Expectation::fits`]).
    benchmark_facts: usize,
    covered_facts: usize,
}

impl SchemaAccumulator<'_> {
    /// Takes one fact into account.
    pub fn add(&mut self, f: &Fact) {
        let benchmark = f.metric.is_benchmark();
        // Once every expectation is met, only the coverage of a benchmark figure is left.
        if self.remaining == 0 && !benchmark {
            return;
        }
        let mut covered = false;
        for &i in &self.profile.by_metric[f.metric as usize] {
            let e = &self.profile.expectations[i];
            if !self.found[i] && e.admits(f) {
                self.found[i] = true;
                self.remaining -= 1;
                covered = true;
            } else if benchmark && !covered {
                covered = e.fits(f);
            }
        }
        if benchmark {
            self.benchmark_facts += 1;
            self.covered_facts += usize::from(covered);
        }
    }

    /// The check over every fact added so far (the accumulator can go on after it),
    /// without a choice.
    pub fn check(&self) -> SchemaCheck {
        self.check_as(None)
    }

    /// The check over every fact added so far, with how the profile was chosen.
    pub fn check_as(&self, choice: Option<ProfileChoice>) -> SchemaCheck {
        let missing: Vec<String> = self
            .profile
            .expectations
            .iter()
            .zip(&self.found)
            .filter(|(_, found)| !**found)
            .map(|(e, _)| e.key.clone())
            .collect();
        SchemaCheck {
            profile: self.profile.report_name.clone(),
            expected: self.profile.expectations.len(),
            present: self.profile.expectations.len() - missing.len(),
            missing,
            choice,
            benchmark_facts: self.benchmark_facts,
            covered_facts: self.covered_facts,
        }
    }

    /// The check over every fact added.
    pub fn finish(self) -> SchemaCheck {
        self.check()
    }
}

#[cfg(test)]
mod tests;
