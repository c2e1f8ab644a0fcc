//! What a batch did, counted as its outcomes are written: printed on standard error for a
//! person (`summary: ...` lines), and written with `--summary FILE` as one JSON object
//! ([`SummaryRecord`], whose schema `benchfacts schema summary` prints) for a pipeline.
//! Every input is counted once: extracted, skipped (already in the database) or failed.

use super::progress::mb;
use super::{Outcome, Status};
use crate::cli::human::Paint;
use crate::cli::inputs::{count, Walk};
use schemars::JsonSchema;
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

#[derive(Default)]
pub struct Summary {
    pub inputs: u64,
    pub extracted: u64,
    pub skipped: u64,
    pub failed: u64,
    pub repeated: u64,
    pub facts: u64,
    pub findings: BTreeMap<&'static str, u64>,
    pub errors: BTreeMap<String, u64>,
    pub bytes: u64,
}

/// The summary of `benchfacts batch --summary FILE`: one JSON object, written when the
/// batch ends (also when it stopped early).
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SummaryRecord {
    /// Inputs seen: files, and records of JSON Lines files and standard input.
    /// `inputs = extracted + skipped + failed`.
    pub inputs: u64,
    pub extracted: u64,
    /// Already in the database with the same content and settings (with `--db` and no
    /// other output).
    pub skipped: u64,
    /// Inputs that could not be read or extracted: an error record each.
    pub failed: u64,
    /// Inputs that repeat an earlier one: a file named again (on the command line, or
    /// found again in a directory or through a link), read once at its first naming and
    /// listed in `repeats` (not counted in `inputs`); and inputs with the same name and
    /// content as an earlier one (one document, stored once).
    pub repeated: u64,
    /// The files named again, each with the name it was first read under: not read again,
    /// so every output (database, JSON Lines, CSV) holds the file once.
    pub repeats: Vec<RepeatRecord>,
    /// Facts of all inputs, those skipped as already stored included (counted from the
    /// database): a resumed batch gives the numbers of one uninterrupted run.
    pub facts: u64,
    /// Findings by kind (the contract's `kind` names), of all inputs as `facts`.
    pub findings: BTreeMap<String, u64>,
    /// Failed inputs by error kind (`not_found`, `too_large`, `invalid_record`...).
    pub errors: BTreeMap<String, u64>,
    /// Files found in the directories and not read (hidden or ignored ones aside): no
    /// text extension, excluded by `--glob`, or binary.
    pub left_out: u64,
    /// The files counted by `left_out`, in walk order, each with its reason.
    pub left_out_files: Vec<LeftOutRecord>,
    /// Input bytes read.
    pub bytes: u64,
    pub seconds: f64,
    /// Why the batch stopped before its end (an output or the database failed), or null.
    pub stopped_early: Option<String>,
    /// With `--db`: inputs stored by this run (error records included); they stay stored
    /// when the batch stopped early.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stored: Option<u64>,
}

/// A file named again in a batch.
#[derive(Serialize, JsonSchema, Clone)]
#[serde(deny_unknown_fields)]
pub struct RepeatRecord {
    /// The name given this time.
    pub input: String,
    /// The name it was read under.
    pub same_as: String,
}

/// A file a directory walk left out.
#[derive(Serialize, JsonSchema, Clone)]
#[serde(deny_unknown_fields)]
pub struct LeftOutRecord {
    pub path: String,
    /// `binary` (a NUL byte in its first 8 KiB, and not UTF-16), `no_text_extension`, or
    /// `glob` (excluded by, or not matched by, `--glob`).
    pub reason: String,
}

/// What the walk of a batch's paths left out and found twice, for the summary.
pub struct Walked {
    pub left_out: Vec<LeftOutRecord>,
    pub repeats: Vec<RepeatRecord>,
}

impl Walked {
    pub fn of(walk: &Walk) -> Self {
        Walked {
            left_out: walk
                .left_out
                .iter()
                .map(|l| LeftOutRecord {
                    path: l.path.display().to_string(),
                    reason: l.reason.as_str().to_string(),
                })
                .collect(),
            repeats: walk
                .repeats
                .iter()
                .map(|r| RepeatRecord {
                    input: r.name.clone(),
                    same_as: r.first.clone(),
                })
                .collect(),
        }
    }
}

impl Summary {
    pub fn count(&mut self, outcome: &Outcome) {
        self.inputs += 1;
        self.bytes += outcome.bytes;
        self.repeated += u64::from(outcome.repeated);
        // The facts and findings of every input, the ones already stored included: a
        // resumed batch sums up as one uninterrupted run does.
        match &outcome.status {
            Status::Extracted(x) => {
                self.facts += x.facts;
                for kind in &x.finding_kinds {
                    *self.findings.entry(kind).or_default() += 1;
                }
            }
            Status::Skipped(stored) => {
                self.facts += stored.facts;
                for &(kind, n) in &stored.findings {
                    *self.findings.entry(kind).or_default() += n;
                }
            }
            // A large document's are counted as its chunks are written.
            Status::Failed(_) | Status::Large(_) => {}
        }
        if outcome.stored || matches!(outcome.status, Status::Skipped(_)) {
            self.skipped += 1;
            return;
        }
        match &outcome.status {
            Status::Failed(error) => {
                self.failed += 1;
                *self.errors.entry(error.kind.clone()).or_default() += 1;
            }
            _ => self.extracted += 1,
        }
    }

    /// The summary as its JSON record.
    pub fn record(
        &self,
        elapsed: Duration,
        walked: &Walked,
        stopped_early: Option<&str>,
        stored: Option<u64>,
    ) -> SummaryRecord {
        SummaryRecord {
            inputs: self.inputs,
            extracted: self.extracted,
            skipped: self.skipped,
            failed: self.failed,
            repeated: self.repeated + walked.repeats.len() as u64,
            repeats: walked.repeats.clone(),
            facts: self.facts,
            findings: self
                .findings
                .iter()
                .map(|(k, n)| (k.to_string(), *n))
                .collect(),
            errors: self.errors.clone(),
            left_out: walked.left_out.len() as u64,
            left_out_files: walked.left_out.clone(),
            bytes: self.bytes,
            seconds: elapsed.as_secs_f64(),
            stopped_early: stopped_early.map(str::to_string),
            stored,
        }
    }

    /// What a batch stopped by an output or database failure leaves behind.
    pub fn print_stop(&self, committed: u64, db: Option<&Path>, paint: Paint) {
        let label = paint.error_label("summary: stopped early:");
        match db {
            Some(db) => eprintln!(
                "{label} {} in {} by this run {} stored ({} there already); rerun the same command to resume",
                count(committed as usize, "input stored", "inputs stored"),
                db.display(),
                if committed == 1 { "stays" } else { "stay" },
                count(self.skipped as usize, "was", "were"),
            ),
            None => eprintln!(
                "{label} after {}; no output file was replaced; rerun the command",
                count(self.inputs as usize, "input", "inputs")
            ),
        }
    }

    pub fn print(&self, elapsed: Duration, walked: &Walked, paint: Paint) {
        let list = |counts: &mut dyn Iterator<Item = (String, u64)>| {
            counts
                .map(|(k, n)| format!("{k} {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let label = paint.label("summary:");
        let findings: u64 = self.findings.values().sum();
        let secs = elapsed.as_secs_f64().max(1e-9);
        let failed = format!("{} failed", self.failed);
        let failed = if self.failed > 0 {
            paint.error_label(&failed)
        } else {
            failed
        };
        let n = |n: u64, one: &str, many: &str| count(n as usize, one, many);
        eprintln!(
            "{label} {} = {} extracted + {} skipped (already in the database) + {failed}",
            n(self.inputs, "input", "inputs"),
            self.extracted,
            self.skipped
        );
        eprintln!("{label} {}", n(self.facts, "fact", "facts"));
        eprintln!(
            "{label} {} ({})",
            n(findings, "finding", "findings"),
            list(&mut self.findings.iter().map(|(k, n)| (k.to_string(), *n)))
        );
        eprintln!(
            "{label} {} ({})",
            n(self.failed, "error", "errors"),
            list(&mut self.errors.iter().map(|(k, n)| (k.clone(), *n)))
        );
        if self.repeated > 0 {
            eprintln!(
                "{label} {} an earlier input with the same name and content: one document each, stored once",
                n(self.repeated, "input repeats", "inputs repeat")
            );
        }
        if !walked.repeats.is_empty() {
            eprintln!(
                "{label} {} named again, read once (listed in --summary)",
                n(walked.repeats.len() as u64, "input", "inputs")
            );
        }
        eprintln!(
            "{label} {:.2} MB in {secs:.2} s = {:.2} MB/s, {:.1} documents/s",
            mb(self.bytes),
            mb(self.bytes) / secs,
            self.inputs as f64 / secs
        );
    }
}
