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
    pub profile: String,
    pub expected: usize,
    pub present: usize,
    pub missing: Vec<String>,
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
