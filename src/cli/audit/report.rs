//! Where an audit's findings go, as each document is audited: the format's lines written
//! at once (human, brief, JSON Lines, GitHub annotations), or for SARIF, whose log lists
//! the inputs that failed before its results, the results held in a [`Spill`] (memory,
//! then a temporary file) until the end. Findings of suppressed kinds and those a
//! baseline accepts are dropped here; the counts of the summary line and the exit status
//! are kept as they go. The HTML page ([`HtmlPage`]) takes whole reports (the facts are
//! marked too) and is written at the end, its summary and index first.

use super::super::batch::Sink;
use super::super::config::{Accepted, Baseline};
use super::super::fix::FixArgs;
use super::super::human::Paint;
use super::super::inputs::count;
use super::super::spill::Spill;
use super::html::HtmlPage;
use super::AuditFormat;
use benchfacts::model::{DocumentReport, ErrorRecord, Finding, FindingKind, InputError, Severity};
use serde::ser::{Error as _, SerializeSeq};
use serde::{Serialize, Serializer};
use serde_json::{json, Value};
use std::io::{BufRead, Write};
use std::process::ExitCode;
use unicode_width::UnicodeWidthChar;

/// SARIF results wait in memory up to this many bytes, beyond in a temporary file.
const SARIF_IN_MEMORY: usize = 4 << 20;

pub struct Reporter<W: Write> {
    out: W,
    format: AuditFormat,
    paint: Paint,
    quiet: bool,
    /// The lowest severity that fails the audit.
    threshold: Option<Severity>,
    suppressed: Vec<FindingKind>,
    baseline: Option<Baseline>,
    /// `--write-baseline FILE`: every finding goes there instead of the output.
    baseline_out: Option<(Sink, std::path::PathBuf)>,
    sarif: Option<Spill>,
    /// The page of `--format html`.
    html: Option<HtmlPage>,
    notifications: Vec<Value>,
    /// `--diff` or `--write-changes`: the suggestions are applied instead of reported.
    fix: Option<FixArgs>,
    counts: Counts,
}

#[derive(Default)]
struct Counts {
    errors: usize,
    warnings: usize,
    notes: usize,
    documents: usize,
    accepted: usize,
    baseline_entries: usize,
    failed_inputs: bool,
    /// A `--write-changes` copy could not be written.
    failed_fixes: bool,
    gated: bool,
}

impl<W: Write> Reporter<W> {
    pub fn new(
        out: W,
        format: AuditFormat,
        paint: Paint,
        quiet: bool,
        threshold: Option<Severity>,
    ) -> Self {
        let sarif = (format == AuditFormat::Sarif)
            .then(|| Spill::new("the SARIF results", SARIF_IN_MEMORY));
        Reporter {
            out,
            format,
            paint,
            quiet,
            threshold,
            suppressed: Vec::new(),
            baseline: None,
            baseline_out: None,
            sarif,
            html: (format == AuditFormat::Html).then(HtmlPage::new),
            notifications: Vec::new(),
            fix: None,
            counts: Counts::default(),
        }
    }

    /// Findings of these kinds are not reported, nor those the baseline accepts.
    pub fn suppress(&mut self, kinds: &[FindingKind], baseline: Option<Baseline>) {
        self.suppressed = kinds.to_vec();
        self.baseline = baseline;
    }

    /// Every finding is written to `path` as a baseline entry, and none reported.
    pub fn write_baseline_to(&mut self, path: &std::path::Path) -> Result<(), String> {
        let sink = Sink::open("--write-baseline", path)?;
        self.baseline_out = Some((sink, path.to_path_buf()));
        Ok(())
    }

    /// An input that could not be read: on standard error (named by `label`, which gives
    /// a record's file and line), and in the output (named by `name`).
    pub fn failed(&mut self, name: &str, label: &str, error: &InputError) -> std::io::Result<()> {
        self.counts.failed_inputs = true;
        eprintln!("{label}: {}", error.message);
        if self.baseline_out.is_some() {
            return Ok(());
        }
        let out = &mut self.out;
        let head = || {
            self.paint
                .severity(Severity::Error, &format!("error[{}]", error.kind))
        };
        let line_name = crate::cli::names::line_safe(name);
        match self.format {
            AuditFormat::Human => writeln!(out, "{line_name}: {}: {}\n", head(), error.message),
            AuditFormat::Brief => writeln!(out, "{line_name}: {}: {}", head(), error.message),
            AuditFormat::Jsonl => {
                let record = ErrorRecord {
                    doc: name.to_string(),
                    error: error.clone(),
                };
                serde_json::to_writer(&mut *out, &record)?;
                writeln!(out)
            }
            AuditFormat::Sarif => {
                self.notifications.push(json!({
                    "level": "error",
                    "message": {"text": format!("{name}: {}", error.message)},
                    "descriptor": {"id": error.kind},
                }));
                Ok(())
            }
            AuditFormat::Html => {
                let page = self.html.as_mut().expect("an HTML audit has its page");
                page.failed(name, error);
                Ok(())
            }
            AuditFormat::Github => writeln!(
                out,
                "::error file={},title={}::{}",
                escape_property(name),
                escape_property(&format!("benchfacts {}", error.kind)),
                escape_data(&error.message)
            ),
        }
    }

    /// Documents are fixed (`--diff`, `--write-changes`) rather than their findings listed.
    pub fn fix_with(&mut self, args: FixArgs) {
        self.fix = Some(args);
    }

    pub fn fixing(&self) -> bool {
        self.fix.is_some()
    }

    /// Prints the diff or writes the changes of one audited document.
    pub fn fix(&mut self, doc: &str, text: &str, report: &DocumentReport) -> std::io::Result<()> {
        let args = self.fix.as_ref().expect("fix() is called when fixing()");
        let written =
            super::super::fix::run(args, &[(doc, text, report)], &mut self.out, self.quiet)?;
        self.counts.failed_fixes |= !written;
        Ok(())
    }

    /// A document was audited (all its findings reported).
    pub fn document_done(&mut self) {
        self.counts.documents += 1;
    }

    /// Reports findings of the document `doc` (whose text is `text`), dropping the
    /// suppressed and accepted ones.
    pub fn findings(
        &mut self,
        doc: &str,
        text: &str,
        findings: Vec<Finding>,
    ) -> std::io::Result<()> {
        for f in findings {
            if self.admit(doc, &f)? {
                self.finding(doc, text, &f)?;
            }
        }
        Ok(())
    }

    /// Whether the format takes whole reports ([`Reporter::page`]) rather than findings.
    pub fn takes_reports(&self) -> bool {
        self.html.is_some()
    }

    /// Puts one document on the HTML page: its text, its facts, and the findings that
    /// are reported (not suppressed nor accepted).
    pub fn page(&mut self, text: &str, report: DocumentReport) -> std::io::Result<()> {
        let mut findings = Vec::with_capacity(report.findings.len());
        for f in report.findings {
            if self.admit(&report.doc, &f)? {
                findings.push(f);
            }
        }
        if self.baseline_out.is_some() {
            return Ok(());
        }
        let page = self
            .html
            .as_mut()
            .expect("page() is called when takes_reports()");
        page.document(&report.doc, text, &report.lang, &report.facts, &findings)
    }

    /// Whether a finding is reported: not of a suppressed kind, not accepted by the
    /// baseline, nor written to the baseline being made. A reported one is counted.
    fn admit(&mut self, doc: &str, f: &Finding) -> std::io::Result<bool> {
        if self.suppressed.contains(&f.kind) {
            return Ok(false);
        }
        if self.baseline.as_mut().is_some_and(|b| b.accepts(doc, f)) {
            self.counts.accepted += 1;
            return Ok(false);
        }
        if let Some((sink, _)) = &mut self.baseline_out {
            let mut line = serde_json::to_vec(&Accepted::of(doc, f))?;
            line.push(b'\n');
            sink.write_all(&line).map_err(std::io::Error::other)?;
            self.counts.baseline_entries += 1;
            return Ok(false);
        }
        self.counts.gated |= self.threshold.is_some_and(|t| f.severity >= t);
        match f.severity {
            Severity::Error => self.counts.errors += 1,
            Severity::Warning => self.counts.warnings += 1,
            Severity::Info => self.counts.notes += 1,
        }
        Ok(true)
    }

    fn finding(&mut self, doc: &str, text: &str, f: &Finding) -> std::io::Result<()> {
        let (out, paint) = (&mut self.out, self.paint);
        match self.format {
            AuditFormat::Human => write_human(out, doc, text, f, paint),
            AuditFormat::Brief => {
                write!(out, "{}", diagnostic_head(doc, f, paint))?;
                match &f.suggestion {
                    Some(s) => writeln!(out, " (help: {s})"),
                    None => writeln!(out),
                }
            }
            AuditFormat::Jsonl => {
                let mut record = serde_json::to_value(f)?;
                if let Some(map) = record.as_object_mut() {
                    map.insert("doc".into(), json!(doc));
                }
                serde_json::to_writer(&mut *out, &record)?;
                writeln!(out)
            }
            AuditFormat::Sarif => {
                let spill = self.sarif.as_mut().expect("a SARIF audit has its spill");
                serde_json::to_writer(&mut *spill.buffer(), &sarif_result(doc, f))?;
                spill.buffer().push(b'\n');
                spill.settle()
            }
            AuditFormat::Github => write_github(out, doc, f),
            AuditFormat::Html => unreachable!("an HTML audit takes whole reports (Reporter::page)"),
        }
    }

    /// Ends the output (the summary line, the SARIF log, the baseline file) and gives the
    /// exit status: 2 when an input could not be read, 1 when a finding reached
    /// `--fail-on`, else 0.
    pub fn finish(mut self) -> std::io::Result<ExitCode> {
        let counts = &self.counts;
        if self.fix.is_some() {
            self.out.flush()?;
            let failed = counts.failed_inputs || counts.failed_fixes;
            return Ok(ExitCode::from(if failed { 2 } else { 0 }));
        }
        if let Some((sink, path)) = self.baseline_out.take() {
            sink.commit().map_err(std::io::Error::other)?;
            if !self.quiet {
                super::super::human::note(&format!(
                    "wrote {} to the baseline {}",
                    count(counts.baseline_entries, "finding", "findings"),
                    path.display()
                ));
            }
            return Ok(ExitCode::from(if counts.failed_inputs { 2 } else { 0 }));
        }
        if counts.accepted > 0 && !self.quiet {
            super::super::human::note(&format!(
                "{} accepted by the baseline",
                count(counts.accepted, "finding", "findings")
            ));
        }
        if self.format == AuditFormat::Human && !self.quiet {
            writeln!(
                self.out,
                "{}, {}, {} in {}",
                count(counts.errors, "error", "errors"),
                count(counts.warnings, "warning", "warnings"),
                count(counts.notes, "note", "notes"),
                count(counts.documents, "document", "documents")
            )?;
        }
        if let Some(page) = self.html.take() {
            page.finish(&mut self.out)?;
        }
        if let Some(spill) = self.sarif.take() {
            write_sarif(
                &mut self.out,
                spill,
                std::mem::take(&mut self.notifications),
            )?;
        }
        self.out.flush()?;
        let counts = &self.counts;
        Ok(if counts.failed_inputs {
            ExitCode::from(2)
        } else if counts.gated {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        })
    }
}

// ---------------------------------------------------------------------------------------
// human and brief

/// The source line of a finding, cut to a window around the figure on long lines, and
/// the marker line under the figure (terminal columns: CJK characters are two wide).
pub fn excerpt(text: &str, finding: &Finding) -> (String, String) {
    const CONTEXT: usize = 40;
    let start = finding.span[0].min(text.len());
    let end = finding.span[1].clamp(start, text.len());
    let line_start = text[..start].rfind('\n').map_or(0, |p| p + 1);
    let line_end = text[end..].find('\n').map_or(text.len(), |p| end + p);
    let before: Vec<char> = text[line_start..start].chars().collect();
    let figure: Vec<char> = text[start..end]
        .chars()
        .filter(|c| *c != '\n' && *c != '\r')
        .collect();
    // A long figure (a garbled run of mojibake) is shown by its two ends.
    const FIGURE: usize = 60;
    let figure: String = if figure.len() > FIGURE {
        let head: String = figure[..FIGURE / 2].iter().collect();
        let tail: String = figure[figure.len() - FIGURE / 3..].iter().collect();
        format!("{head}…{tail}")
    } else {
        figure.into_iter().collect()
    };
    let after: Vec<char> = text[end..line_end].trim_end_matches('\r').chars().collect();
    let mut shown_before: String = before[before.len().saturating_sub(CONTEXT)..]
        .iter()
        .collect();
    if before.len() > CONTEXT {
        shown_before.insert(0, '…');
    }
    let mut shown_after: String = after[..after.len().min(CONTEXT)].iter().collect();
    if after.len() > CONTEXT {
        shown_after.push('…');
    }
    let width = |s: &str| {
        s.chars()
            .map(|c| if c == '\t' { 1 } else { c.width().unwrap_or(0) })
            .sum::<usize>()
    };
    let source = format!("{shown_before}{figure}{shown_after}").replace('\t', " ");
    let marker = format!(
        "{}{}",
        " ".repeat(width(&shown_before)),
        "^".repeat(width(&figure).max(1))
    );
    (source, marker)
}

fn write_human(
    out: &mut impl Write,
    doc: &str,
    text: &str,
    f: &Finding,
    paint: Paint,
) -> std::io::Result<()> {
    writeln!(out, "{}", diagnostic_head(doc, f, paint))?;
    let (source, marker) = excerpt(text, f);
    let gutter = f.line.to_string().len();
    let bar = paint.gutter("|");
    writeln!(out, "{:gutter$} {bar}", "")?;
    writeln!(out, "{} {bar} {source}", paint.gutter(&f.line.to_string()))?;
    let marker = paint.severity(f.severity, &marker);
    writeln!(out, "{:gutter$} {bar} {marker}", "")?;
    if let Some(s) = &f.suggestion {
        writeln!(out, "{:gutter$} = {}: {s}", "", paint.help("help"))?;
    }
    writeln!(out)
}

/// `path:line:col: severity[kind]: message`, the first line of a diagnostic in both the
/// human and the brief format.
fn diagnostic_head(doc: &str, f: &benchfacts::model::Finding, paint: Paint) -> String {
    let label = format!("{}[{}]", f.severity.as_str(), f.kind.as_str());
    let doc = crate::cli::names::line_safe(doc);
    format!(
        "{doc}:{}:{}: {}: {}",
        f.line,
        f.column,
        paint.severity(f.severity, &label),
        f.message
    )
}

// ---------------------------------------------------------------------------------------
// sarif

const ALL_KINDS: &[FindingKind] = &[
    FindingKind::Xnumx,
    FindingKind::Implausible,
    FindingKind::Swapped,
    FindingKind::DroppedMultiplier,
    FindingKind::KAsKb,
    FindingKind::AmbiguousSeparator,
    FindingKind::Rotated,
    FindingKind::Inconsistent,
    FindingKind::Mojibake,
];

/// What each kind of finding means, for the SARIF rule list.
fn kind_description(kind: FindingKind) -> &'static str {
    match kind {
        FindingKind::Xnumx => "A number was replaced by the placeholder XNUMX; the figure is lost.",
        FindingKind::Implausible => "The value is outside the plausible range of its metric.",
        FindingKind::Swapped => "An IOPS figure and its latency exchanged numbers.",
        FindingKind::DroppedMultiplier => "A figure lost its thousands multiplier (K, 万, Mio.).",
        FindingKind::KAsKb => "A thousands sign K was rendered as kilobytes in an IOPS context.",
        FindingKind::AmbiguousSeparator => {
            "A number whose separator can be read as a decimal mark or a thousands group."
        }
        FindingKind::Rotated => "Numbers were moved into the wrong slots of a sentence.",
        FindingKind::Inconsistent => {
            "Figures contradict each other, the conclusion, or the original."
        }
        FindingKind::Mojibake => "Characters were lost or garbled in an encoding round trip.",
    }
}

fn sarif_level(severity: Severity) -> &'static str {
    match severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

fn finding_text(f: &Finding) -> String {
    match &f.suggestion {
        Some(s) => format!("{} (help: {s})", f.message),
        None => f.message.clone(),
    }
}

fn sarif_result(doc: &str, f: &Finding) -> Value {
    let rule_index = ALL_KINDS.iter().position(|k| *k == f.kind).unwrap_or(0);
    let end_column = f.column + f.text.chars().count();
    let mut result = json!({
        "ruleId": f.kind.as_str(),
        "ruleIndex": rule_index,
        "level": sarif_level(f.severity),
        "message": {"text": finding_text(f)},
        "locations": [{
            "physicalLocation": {
                "artifactLocation": {"uri": doc},
                "region": {
                    "startLine": f.line,
                    "startColumn": f.column,
                    "endColumn": end_column,
                    "snippet": {"text": f.text},
                },
            },
        }],
    });
    if let (Some(map), Some(s)) = (result.as_object_mut(), &f.suggestion) {
        map.insert(
            "properties".into(),
            json!({"suggestion": s, "suggested_value": f.suggested_value}),
        );
    }
    result
}

/// The results waiting in a spill, one JSON object a line, serialized as an array one at
/// a time (never all in memory).
struct SpilledResults(std::cell::RefCell<Option<Box<dyn BufRead>>>);

impl Serialize for SpilledResults {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let reader = self.0.borrow_mut().take();
        let mut seq = serializer.serialize_seq(None)?;
        for line in reader.into_iter().flat_map(|r| r.lines()) {
            let line = line.map_err(S::Error::custom)?;
            let value: Value = serde_json::from_str(&line).map_err(S::Error::custom)?;
            seq.serialize_element(&value)?;
        }
        seq.end()
    }
}

/// A SARIF log, its fields in the order `serde_json` gives a `json!` object (sorted).
#[derive(Serialize)]
struct SarifLog {
    #[serde(rename = "$schema")]
    schema: &'static str,
    runs: [SarifRun; 1],
    version: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SarifRun {
    column_kind: &'static str,
    invocations: Value,
    results: SpilledResults,
    tool: Value,
}

fn write_sarif(
    out: &mut impl Write,
    results: Spill,
    notifications: Vec<Value>,
) -> std::io::Result<()> {
    let rules: Vec<Value> = ALL_KINDS
        .iter()
        .map(|k| {
            json!({
                "id": k.as_str(),
                "shortDescription": {"text": kind_description(*k)},
            })
        })
        .collect();
    let sarif = SarifLog {
        schema: "https://json.schemastore.org/sarif-2.1.0.json",
        runs: [SarifRun {
            column_kind: "unicodeCodePoints",
            invocations: json!([{
                "executionSuccessful": notifications.is_empty(),
                "toolExecutionNotifications": notifications,
            }]),
            results: SpilledResults(std::cell::RefCell::new(Some(results.into_reader()?))),
            tool: json!({"driver": {
                "name": "benchfacts",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules,
            }}),
        }],
        version: "2.1.0",
    };
    serde_json::to_writer_pretty(&mut *out, &sarif)?;
    writeln!(out)
}

// ---------------------------------------------------------------------------------------
// github

/// Escapes a workflow command's message (`%`, CR, LF).
pub fn escape_data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a workflow command's property value (also `:` and `,`).
pub fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}

fn write_github(out: &mut impl Write, doc: &str, f: &Finding) -> std::io::Result<()> {
    let command = match f.severity {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "notice",
    };
    let end_column = f.column + f.text.chars().count();
    writeln!(
        out,
        "::{command} file={},line={},col={},endColumn={},title={}::{}",
        escape_property(doc),
        f.line,
        f.column,
        end_column,
        escape_property(&format!("benchfacts {}", f.kind.as_str())),
        escape_data(&finding_text(f))
    )
}
