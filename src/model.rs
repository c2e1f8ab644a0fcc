//! The output contract (`docs/contract.md`, and as JSON Schema `docs/schema/`): what one
//! document's extraction hands to printers, databases and CI jobs. Field names and value
//! sets here are binding; fields may be added, never changed.

use serde::{Deserialize, Serialize};

/// What a figure measures. Serialized in snake_case exactly as the contract lists.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Metric {
    Iops,
    Latency,
    Bandwidth,
    Tps,
    Capacity,
    Duration,
    Power,
    LinkSpeed,
    Frequency,
    Endurance,
    Percent,
    Count,
    Other,
}

impl Metric {
    pub fn as_str(self) -> &'static str {
        match self {
            Metric::Iops => "iops",
            Metric::Latency => "latency",
            Metric::Bandwidth => "bandwidth",
            Metric::Tps => "tps",
            Metric::Capacity => "capacity",
            Metric::Duration => "duration",
            Metric::Power => "power",
            Metric::LinkSpeed => "link_speed",
            Metric::Frequency => "frequency",
            Metric::Endurance => "endurance",
            Metric::Percent => "percent",
            Metric::Count => "count",
            Metric::Other => "other",
        }
    }

    /// Whether a figure of this metric is a test's result (IOPS, latency, bandwidth,
    /// TPS): a benchmark figure, as `schema.benchmark_facts` counts them.
    pub fn is_benchmark(self) -> bool {
        matches!(
            self,
            Metric::Iops | Metric::Latency | Metric::Bandwidth | Metric::Tps
        )
    }
}

/// The review's named tests, as the contract lists them.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Workload {
    #[serde(rename = "4k_random_read")]
    RandomRead4k,
    #[serde(rename = "4k_random_write")]
    RandomWrite4k,
    #[serde(rename = "64k_seq_read")]
    SeqRead64k,
    #[serde(rename = "64k_seq_write")]
    SeqWrite64k,
    Sql,
    #[serde(rename = "sql_90_10")]
    Sql9010,
    #[serde(rename = "sql_80_20")]
    Sql8020,
    Oracle,
    #[serde(rename = "oracle_90_10")]
    Oracle9010,
    #[serde(rename = "oracle_80_20")]
    Oracle8020,
    VdiFcBoot,
    VdiFcInitialLogin,
    VdiFcMondayLogin,
    VdiLcBoot,
    VdiLcInitialLogin,
    VdiLcMondayLogin,
    Sqlserver,
    Sysbench,
    Houdini,
    Spec,
    Config,
}

impl Workload {
    /// The contract's name of the workload (`4k_random_read`, ...).
    pub fn as_str(self) -> &'static str {
        match self {
            Workload::RandomRead4k => "4k_random_read",
            Workload::RandomWrite4k => "4k_random_write",
            Workload::SeqRead64k => "64k_seq_read",
            Workload::SeqWrite64k => "64k_seq_write",
            Workload::Sql => "sql",
            Workload::Sql9010 => "sql_90_10",
            Workload::Sql8020 => "sql_80_20",
            Workload::Oracle => "oracle",
            Workload::Oracle9010 => "oracle_90_10",
            Workload::Oracle8020 => "oracle_80_20",
            Workload::VdiFcBoot => "vdi_fc_boot",
            Workload::VdiFcInitialLogin => "vdi_fc_initial_login",
            Workload::VdiFcMondayLogin => "vdi_fc_monday_login",
            Workload::VdiLcBoot => "vdi_lc_boot",
            Workload::VdiLcInitialLogin => "vdi_lc_initial_login",
            Workload::VdiLcMondayLogin => "vdi_lc_monday_login",
            Workload::Sqlserver => "sqlserver",
            Workload::Sysbench => "sysbench",
            Workload::Houdini => "houdini",
            Workload::Spec => "spec",
            Workload::Config => "config",
        }
    }
}

/// How a figure is meant: a peak, an average, a percentile, a threshold, a claim, a setup.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Qualifier {
    Peak,
    Average,
    P99,
    Threshold,
    Spec,
    Config,
}

impl Qualifier {
    pub fn as_str(self) -> &'static str {
        match self {
            Qualifier::Peak => "peak",
            Qualifier::Average => "average",
            Qualifier::P99 => "p99",
            Qualifier::Threshold => "threshold",
            Qualifier::Spec => "spec",
            Qualifier::Config => "config",
        }
    }
}

/// Families of garbled or doubtful figures.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum FindingKind {
    Xnumx,
    Implausible,
    Swapped,
    DroppedMultiplier,
    KAsKb,
    AmbiguousSeparator,
    Rotated,
    Inconsistent,
    Mojibake,
}

impl FindingKind {
    pub fn as_str(self) -> &'static str {
        match self {
            FindingKind::Xnumx => "xnumx",
            FindingKind::Implausible => "implausible",
            FindingKind::Swapped => "swapped",
            FindingKind::DroppedMultiplier => "dropped_multiplier",
            FindingKind::KAsKb => "k_as_kb",
            FindingKind::AmbiguousSeparator => "ambiguous_separator",
            FindingKind::Rotated => "rotated",
            FindingKind::Inconsistent => "inconsistent",
            FindingKind::Mojibake => "mojibake",
        }
    }
}

#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    Info,
    Warning,
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// One benchmark figure found in the document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Fact {
    pub metric: Metric,
    /// The figure as written, read for its locale, in the canonical unit; `None` when unreadable.
    pub value: Option<f64>,
    /// Canonical unit of `value` (`IOPS`, `s`, `B/s`, `B`, `bit/s`, `TPS`, `W`, `Hz`, ...).
    pub unit: String,
    pub text: String,
    pub span: [usize; 2],
    pub line: usize,
    pub column: usize,
    pub workload: Option<Workload>,
    pub qualifier: Option<Qualifier>,
    pub flags: Vec<FindingKind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suggested_value: Option<f64>,
    /// Added field: the unit as written in the text (`ms`, `毫秒`, `GB / s`).
    pub unit_text: String,
    /// Added field: the language of the passage the figure was read in.
    pub lang: String,
    /// Added field: the product the figure describes, as the document names it (one
    /// spelling per document: "NetApp AFF A250" also where the text says "A250"), or
    /// `None` for a figure of no product (a VM's memory, an interface's limit, a figure of
    /// a general explainer).
    #[serde(default)]
    pub subject: Option<String>,
    /// Added field: whether `subject` is the reviewed product or one it is compared with.
    #[serde(default)]
    pub subject_role: SubjectRole,
    /// Added field: the capacity or model variant the figure is of, where the article
    /// covers several ("1TB" of a table with a column per capacity).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<String>,
    /// Added field (issue 24): the figure is a capacity written in a product's name ("SN770
    /// 1T", "KC3000 2 To", "990 PRO 2TB"), a fact of that product rather than a measurement;
    /// `variant` then holds it as written. Left out when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub in_product_name: bool,
    /// Added field: what the text states of the test the figure comes from (each key only
    /// when stated); left out when nothing is stated.
    #[serde(default, skip_serializing_if = "TestConditions::is_empty")]
    pub test: TestConditions,
    /// Added field: the set-up the figure was measured in (protocol, cache, RAID level, VM
    /// count), where stated for it; left out when nothing is stated.
    #[serde(default, skip_serializing_if = "Setup::is_empty")]
    pub setup: Setup,
}

/// Whose figure a fact is.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum SubjectRole {
    /// The product the article is about (any capacity variant of it).
    Reviewed,
    /// A competitor or the previous generation (named or not: "gegenüber dem Vorgänger").
    Compared,
    /// A figure of no product.
    #[default]
    None,
}

impl SubjectRole {
    pub fn as_str(self) -> &'static str {
        match self {
            SubjectRole::Reviewed => "reviewed",
            SubjectRole::Compared => "compared",
            SubjectRole::None => "none",
        }
    }
}

/// How a test addresses the device.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    Random,
    Sequential,
}

impl Access {
    pub fn as_str(self) -> &'static str {
        match self {
            Access::Random => "random",
            Access::Sequential => "sequential",
        }
    }
}

/// What a test does: reads, writes, or a mix of both.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Op {
    Read,
    Write,
    Mixed,
}

impl Op {
    pub fn as_str(self) -> &'static str {
        match self {
            Op::Read => "read",
            Op::Write => "write",
            Op::Mixed => "mixed",
        }
    }
}

/// Whether a cache was on or off for the figure.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum CacheState {
    On,
    Off,
}

impl CacheState {
    pub fn as_str(self) -> &'static str {
        match self {
            CacheState::On => "on",
            CacheState::Off => "off",
        }
    }
}

/// What the text states of a figure's test ("SEQ1M Q8T1", "RND4K Q32T16", "8K 70/30",
/// "4K random read"); a key is present only when stated.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TestConditions {
    /// Block (transfer) size in bytes: "4K" and "4KiB" are 4096, "1M" 1048576.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub block_size_bytes: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub access: Option<Access>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub op: Option<Op>,
    /// The read share of a mixed test, in percent ("70/30" is 70).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_percent: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub queue_depth: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub threads: Option<u32>,
    /// The benchmark tool, by the rules' name for it ("CrystalDiskMark", "VDBench").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool: Option<String>,
}

impl TestConditions {
    pub fn is_empty(&self) -> bool {
        *self == TestConditions::default()
    }
}

/// The set-up a figure was measured in, where stated for it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The host protocol, by the rules' name for it: `iSCSI`, `SMB/CIFS`, `NFS`, `FC`,
    /// `NVMe-oF`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protocol: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache: Option<CacheState>,
    /// The RAID level as written after "RAID" ("5", "10", "DP").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raid: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vm_count: Option<u32>,
}

impl Setup {
    pub fn is_empty(&self) -> bool {
        *self == Setup::default()
    }
}

/// One problem found in the document: a lost, garbled or doubtful figure.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Finding {
    pub kind: FindingKind,
    pub severity: Severity,
    pub text: String,
    pub span: [usize; 2],
    pub line: usize,
    pub column: usize,
    pub message: String,
    /// A human-readable proposal ("221,327 IOPS at 6.38 ms"), or `None`.
    pub suggestion: Option<String>,
    /// Added field: the proposed value in the canonical unit of the fact it concerns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub suggested_value: Option<f64>,
    /// Added field: how sure the detector is of the finding and of its suggestion, from 0
    /// to 1 (records written before the field existed read as 0, "not stated").
    #[serde(default)]
    pub confidence: f64,
}

/// Which expected facts of the document's profile were found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SchemaCheck {
    /// The profile's name in reports (`storage-review` for the enterprise profile, the
    /// name it had before profiles were chosen).
    pub profile: String,
    pub expected: usize,
    pub present: usize,
    /// The expected entries no fact satisfies, in the profile's own terms
    /// ("CrystalDiskMark RND4K Q1T1 write", "vdi_lc_boot.iops").
    pub missing: Vec<String>,
    /// Added field: which kind of document the profile was chosen for, how surely, and
    /// why; `None` in records written before the field existed.
    #[serde(default)]
    pub choice: Option<ProfileChoice>,
    /// Added field: the facts of a test's figure (IOPS, latency, bandwidth, TPS) read in
    /// the document.
    #[serde(default)]
    pub benchmark_facts: usize,
    /// Added field: how many of those fit an expected entry of the profile (nothing they
    /// state contradicts the entry).
    #[serde(default)]
    pub covered_facts: usize,
}

/// How the document's profile was chosen (`schema.choice`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProfileChoice {
    /// The kind of document: the profile's rule name (`enterprise-review`,
    /// `consumer-ssd-review`, `hdd-review`, `nas-review`, `card-usb-review`,
    /// `product-news`).
    pub kind: String,
    /// From 0 (nothing in the document points to a kind: the closest one) to 1; 1 when
    /// forced.
    pub confidence: f64,
    /// Whether `--profile` forced the kind.
    pub forced: bool,
    /// The evidence that decided, strongest first, at most four: the words found and how
    /// often ("'crystaldiskmark' ×3 (consumer benchmark tool)"), the facts counted ("14
    /// facts: figures of CrystalDiskMark", "83% of the facts: claims (qualifier spec)").
    pub why: Vec<String>,
}

/// Everything benchfacts says about one document.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DocumentReport {
    pub doc: String,
    pub lang: String,
    pub lang_confidence: f64,
    pub facts: Vec<Fact>,
    pub findings: Vec<Finding>,
    pub schema: SchemaCheck,
}

/// Why an input could not be read (the contract's error record).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InputError {
    pub kind: String,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ErrorRecord {
    pub doc: String,
    pub error: InputError,
}
