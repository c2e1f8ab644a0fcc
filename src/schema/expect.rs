//! One expected entry of a profile (`[[expect]]`): what an article of the kind reports,
//! named in the terms facts already carry: the metric, and where the entry says so the
//! workload, qualifier, the `test` keys (tool, block size, access, operation, queue
//! depth, threads), the set-up's protocol, the canonical unit, and bounds on the value
//! (a warranty is a duration of years, a copy time one of seconds). A fact satisfies the
//! entry when it states every key the entry states, with the entry's value; keys the
//! entry leaves out are free ("sequential read" takes CrystalDiskMark's SEQ1M Q8T1 read
//! and a maker's "read speeds up to 7,000 MB/s" alike).

use crate::model::{Access, Fact, Metric, Op, Qualifier, Workload};
use serde::Deserialize;

/// One metric or several (`metric = "bandwidth"`, `metric = ["bandwidth", "iops"]`: a
/// CrystalDiskMark 4K result is shown in MB/s or IOPS).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum Metrics {
    One(Metric),
    Many(Vec<Metric>),
}

/// An `[[expect]]` entry as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ExpectationFile {
    key: String,
    metric: Metrics,
    #[serde(default)]
    workload: Option<Workload>,
    #[serde(default)]
    qualifier: Option<Qualifier>,
    #[serde(default)]
    tool: Option<String>,
    #[serde(default)]
    block_size_bytes: Option<u64>,
    #[serde(default)]
    access: Option<Access>,
    #[serde(default)]
    op: Option<Op>,
    #[serde(default)]
    queue_depth: Option<u32>,
    #[serde(default)]
    threads: Option<u32>,
    #[serde(default)]
    protocol: Option<String>,
    #[serde(default)]
    unit: Option<String>,
    #[serde(default)]
    at_least: Option<f64>,
    #[serde(default)]
    at_most: Option<f64>,
    #[serde(default)]
    note: Option<String>,
    #[serde(default)]
    examples: Vec<String>,
    #[serde(default)]
    counterexamples: Vec<String>,
}

impl ExpectationFile {
    pub(crate) fn compile(self) -> Result<Expectation, String> {
        let metrics = match self.metric {
            Metrics::One(m) => vec![m],
            Metrics::Many(ms) if !ms.is_empty() => ms,
            Metrics::Many(_) => return Err(format!("{:?}: `metric` lists no metric", self.key)),
        };
        if let (Some(lo), Some(hi)) = (self.at_least, self.at_most) {
            if lo > hi {
                return Err(format!(
                    "{:?}: at_least {lo} is above at_most {hi}",
                    self.key
                ));
            }
        }
        Ok(Expectation {
            key: self.key,
            metrics,
            workload: self.workload,
            qualifier: self.qualifier,
            tool: self.tool,
            block_size_bytes: self.block_size_bytes,
            access: self.access,
            op: self.op,
            queue_depth: self.queue_depth,
            threads: self.threads,
            protocol: self.protocol,
            unit: self.unit,
            at_least: self.at_least,
            at_most: self.at_most,
            note: self.note,
            examples: self.examples,
            counterexamples: self.counterexamples,
        })
    }
}

/// A fact a document of this kind is expected to report.
#[derive(Debug, Clone)]
pub struct Expectation {
    /// The entry in the profile's own terms: what `schema.missing` lists.
    pub key: String,
    pub metrics: Vec<Metric>,
    pub workload: Option<Workload>,
    /// When set, only a fact with this qualifier (or none) satisfies the expectation.
    pub qualifier: Option<Qualifier>,
    pub tool: Option<String>,
    pub block_size_bytes: Option<u64>,
    pub access: Option<Access>,
    pub op: Option<Op>,
    pub queue_depth: Option<u32>,
    pub threads: Option<u32>,
    /// The set-up's protocol (`SMB/CIFS`, `iSCSI`).
    pub protocol: Option<String>,
    /// The fact's canonical unit (`°C`, `dB`: metric `other` holds many).
    pub unit: Option<String>,
    /// Bounds on the value in the canonical unit.
    pub at_least: Option<f64>,
    pub at_most: Option<f64>,
    pub note: Option<String>,
    /// Passages whose facts satisfy the entry, and passages whose facts must not (read by
    /// `tests/schema_profiles.rs`).
    pub examples: Vec<String>,
    pub counterexamples: Vec<String>,
}

/// Whether the entry's key (if it states one) is the fact's.
fn same<T: PartialEq>(wanted: &Option<T>, stated: &Option<T>) -> bool {
    wanted.as_ref().is_none_or(|w| stated.as_ref() == Some(w))
}

/// Whether the entry's key and the fact's agree where both state one.
fn agree<T: PartialEq>(wanted: &Option<T>, stated: &Option<T>) -> bool {
    match (wanted, stated) {
        (Some(w), Some(s)) => w == s,
        _ => true,
    }
}

impl Expectation {
    /// Whether benchmark figure `f` fits the entry: nothing it states contradicts what
    /// the entry states ("1.500 MB/s" of a sentence that names no test fits "sequential
    /// read"; a CrystalDiskMark figure does not fit "AS SSD Seq read"). A figure of one
    /// of StorageReview's named workloads fits only an entry of that workload. What
    /// `schema.covered_facts` counts; [`Expectation::admits`] is the stricter test of
    /// `present`.
    pub fn fits(&self, f: &Fact) -> bool {
        let t = &f.test;
        self.metrics.contains(&f.metric)
            && self.takes_application(f)
            && agree(&self.workload, &f.workload)
            && self
                .qualifier
                .is_none_or(|q| f.qualifier.is_none() || f.qualifier == Some(q))
            && agree(&self.access, &t.access)
            && agree(&self.op, &t.op)
            && agree(&self.block_size_bytes, &t.block_size_bytes)
            && agree(&self.queue_depth, &t.queue_depth)
            && agree(&self.threads, &t.threads)
            && agree(&self.tool, &t.tool)
            && agree(&self.protocol, &f.setup.protocol)
            && self.unit.as_ref().is_none_or(|u| *u == f.unit)
            && self.value_within(f)
    }

    /// A figure of an application workload (SQL, Oracle, VDI, SQL Server, Sysbench,
    /// Houdini) belongs only to an entry of that workload; the four corners (4K random,
    /// 64K sequential) are a test's keys like any other.
    fn takes_application(&self, f: &Fact) -> bool {
        let application = f.workload.filter(|w| {
            !matches!(
                w,
                Workload::RandomRead4k
                    | Workload::RandomWrite4k
                    | Workload::SeqRead64k
                    | Workload::SeqWrite64k
                    | Workload::Spec
                    | Workload::Config
            )
        });
        application.is_none() || self.workload == application
    }

    fn value_within(&self, f: &Fact) -> bool {
        self.at_least
            .is_none_or(|lo| f.value.is_some_and(|v| v >= lo))
            && self
                .at_most
                .is_none_or(|hi| f.value.is_some_and(|v| v <= hi))
    }

    /// Whether fact `f` satisfies the entry (its metric is one of the entry's: the caller
    /// looks the entry up by metric).
    pub fn admits(&self, f: &Fact) -> bool {
        let t = &f.test;
        self.metrics.contains(&f.metric)
            && self.takes_application(f)
            && same(&self.workload, &f.workload)
            && self
                .qualifier
                .is_none_or(|q| f.qualifier.is_none() || f.qualifier == Some(q))
            && same(&self.access, &t.access)
            && same(&self.op, &t.op)
            && same(&self.block_size_bytes, &t.block_size_bytes)
            && same(&self.queue_depth, &t.queue_depth)
            && same(&self.threads, &t.threads)
            && same(&self.tool, &t.tool)
            && same(&self.protocol, &f.setup.protocol)
            && self.unit.as_ref().is_none_or(|u| *u == f.unit)
            && self.value_within(f)
    }
}
