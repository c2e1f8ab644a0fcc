//! `benchfacts audit`: the garbled figures of each document as diagnostics, read like a
//! compiler's (`path:line:col: severity[kind]: message`, the source line, a marker under
//! the figure, `help:` with the proposed figure), or for machines: one JSON object per
//! finding, SARIF 2.1.0 for code-scanning tools, GitHub workflow annotations. The exit
//! status gates CI: 1 when a finding reaches `--fail-on`, 2 when an input could not be read.
//!
//! With `--reference ORIGINAL`, each translation is also compared with the original figure
//! by figure, on top of the detectors (`Extractor::extract_against`).

use super::config::{self, Accepted, Baseline, Config};
use super::extract::usage_error;
use super::human::{paint, Paint, TerminalArgs};
use super::inputs::{count, read_all, Input, InputArgs, Source};
use benchfacts::model::{DocumentReport, ErrorRecord, Finding, FindingKind, InputError, Severity};
use clap::{Args, ValueEnum};
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use unicode_width::UnicodeWidthChar;

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum AuditFormat {
    /// Compiler-style diagnostics with the source line and a marker under the figure.
    Human,
    /// One line per finding: `path:line:col: severity[kind]: message`.
    Brief,
    /// One JSON object per finding (and an error record per unreadable input).
    Jsonl,
    /// SARIF 2.1.0 for code-scanning tools.
    Sarif,
    /// GitHub Actions workflow annotations (`::error file=...`).
    Github,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FailOn {
    Error,
    Warning,
    Info,
    /// Findings never fail the audit (an unreadable input still exits with 2).
    Never,
}

impl FailOn {
    /// The lowest severity that fails the audit; `None` for `never`.
    fn threshold(self) -> Option<Severity> {
        match self {
            FailOn::Error => Some(Severity::Error),
            FailOn::Warning => Some(Severity::Warning),
            FailOn::Info => Some(Severity::Info),
            FailOn::Never => None,
        }
    }

    fn from_config(value: &str, path: &std::path::Path) -> Result<Self, String> {
        FailOn::from_str(value, false).map_err(|_| {
            format!(
                "{}: invalid configuration: fail_on = {value:?}; expected one of \"error\", \"warning\", \"info\", \"never\"",
                path.display()
            )
        })
    }
}

#[derive(Args)]
pub struct AuditArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Output format.
    #[arg(long, value_enum, default_value = "human")]
    pub format: AuditFormat,
    /// Exit with status 1 when a finding of this severity or higher is reported
    /// (default: the configuration's `fail_on`, else `error`).
    #[arg(long, value_enum)]
    pub fail_on: Option<FailOn>,
    /// Compare each PATH (a translation) with this original, figure by figure.
    #[arg(long, value_name = "ORIGINAL")]
    pub reference: Option<PathBuf>,
    /// Read every document as this language instead of detecting it: a code of the
    /// loaded rules (de, en, zh...) or a tag whose first part is one (de-DE, zh-TW,
    /// zh-Hant); `und` reads it as no language. An unknown tag is refused.
    #[arg(long)]
    pub lang: Option<String>,
    /// Lay the rule folders of DIR over the embedded ones: DIR/sv/*.toml adds a locale,
    /// DIR/de/*.toml replaces the embedded German rules whole. Checked when loaded.
    #[arg(long, value_name = "DIR")]
    pub rules: Option<PathBuf>,
    /// Read the settings from FILE instead of the first benchfacts.toml found in the
    /// working directory or its parents.
    #[arg(long, value_name = "FILE", conflicts_with = "no_config")]
    pub config: Option<PathBuf>,
    /// Ignore any benchfacts.toml.
    #[arg(long)]
    pub no_config: bool,
    /// Accept the findings listed in FILE (written by --write-baseline): only new findings
    /// are reported and fail the audit.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
    /// Write the findings to FILE as a baseline (and report none), to accept them.
    #[arg(long, value_name = "FILE", conflicts_with = "baseline")]
    pub write_baseline: Option<PathBuf>,
    #[command(flatten)]
    pub fix: super::fix::FixArgs,
    #[command(flatten)]
    pub terminal: TerminalArgs,
}

/// What was audited: a document with its findings, or an input that could not be read.
enum Outcome {
    Audited {
        report: DocumentReport,
        text: String,
    },
    Failed {
        name: String,
        error: InputError,
    },
}

/// The configuration in force: `--config FILE`, else the first benchfacts.toml upwards
/// from the working directory, unless `--no-config`.
fn configuration(args: &AuditArgs) -> Result<(Config, Option<PathBuf>), String> {
    if args.no_config {
        return Ok((Config::default(), None));
    }
    let path = match &args.config {
        Some(path) => Some(path.clone()),
        None => std::env::current_dir()
            .ok()
            .and_then(|cwd| config::find(&cwd)),
    };
    match path {
        Some(path) => Ok((config::load(&path)?, Some(path))),
        None => Ok((Config::default(), None)),
    }
}

pub fn run(args: AuditArgs) -> std::io::Result<ExitCode> {
    let (settings, config_path) = configuration(&args).map_err(usage_error)?;
    let fail_on = match (args.fail_on, &settings.fail_on, &config_path) {
        (Some(fail_on), _, _) => fail_on,
        (None, Some(value), Some(path)) => FailOn::from_config(value, path).map_err(usage_error)?,
        _ => FailOn::Error,
    };
    let lang = args.lang.clone().or(settings.lang.clone());
    let mut baseline = match &args.baseline {
        Some(path) => Some(Baseline::load(path).map_err(usage_error)?),
        None => None,
    };
    let excludes: Vec<String> = settings.exclude.iter().map(|g| format!("!{g}")).collect();
    let (walk, options) = args.input.open_with(&excludes).map_err(usage_error)?;
    let extractor = super::rules::extractor(args.rules.as_deref(), lang.as_deref())?;
    let quiet = args.terminal.quiet;
    if let Some(note) = walk.left_out_note().filter(|_| !quiet) {
        eprintln!("benchfacts: note: {note}");
    }
    let mut outcomes = Vec::new();
    let original = match &args.reference {
        None => None,
        Some(path) => {
            let mut original = None;
            read_all(&Source::File(path.clone()), options, &mut |input: Input| {
                match input.text {
                    Ok(text) if original.is_none() => {
                        original = Some(extractor.extract(&input.name, &text))
                    }
                    Ok(_) => {} // a .jsonl original: its first record is the original
                    Err(error) => outcomes.push(Outcome::Failed {
                        name: input.name,
                        error,
                    }),
                }
                Ok(())
            })?;
            original
        }
    };
    let reference_failed = args.reference.is_some() && original.is_none();
    if !reference_failed {
        for source in &walk.sources {
            read_all(source, options, &mut |input: Input| {
                match input.text {
                    Ok(text) => {
                        let lang = lang.as_deref();
                        let report = match &original {
                            Some(original) => {
                                extractor.extract_against(&input.name, &text, lang, original)
                            }
                            None => extractor.extract_as(&input.name, &text, lang),
                        };
                        outcomes.push(Outcome::Audited { report, text });
                    }
                    Err(error) => outcomes.push(Outcome::Failed {
                        name: input.name,
                        error,
                    }),
                }
                Ok(())
            })?;
        }
    }
    let accepted = settle(&mut outcomes, &settings, baseline.as_mut());
    if let Some(path) = &args.write_baseline {
        return write_baseline(path, &outcomes, quiet);
    }
    if accepted > 0 && !quiet {
        eprintln!(
            "benchfacts: note: {} accepted by the baseline",
            count(accepted, "finding", "findings")
        );
    }
    let stdout = std::io::stdout();
    let paint = paint(args.terminal.color, &stdout);
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut failed_inputs = false;
    for outcome in &outcomes {
        if let Outcome::Failed { name, error } = outcome {
            failed_inputs = true;
            eprintln!("{name}: {}", error.message);
        }
    }
    if args.fix.active() {
        let documents: Vec<(&str, &str, &DocumentReport)> = outcomes
            .iter()
            .filter_map(|o| match o {
                Outcome::Audited { report, text } => {
                    Some((report.doc.as_str(), text.as_str(), report))
                }
                Outcome::Failed { .. } => None,
            })
            .collect();
        let written = super::fix::run(&args.fix, &documents, &mut out, quiet)?;
        out.flush()?;
        return Ok(ExitCode::from(if failed_inputs || !written {
            2
        } else {
            0
        }));
    }
    match args.format {
        AuditFormat::Human => write_human(&mut out, &outcomes, paint, quiet)?,
        AuditFormat::Brief => write_brief(&mut out, &outcomes, paint)?,
        AuditFormat::Jsonl => write_jsonl(&mut out, &outcomes)?,
        AuditFormat::Sarif => write_sarif(&mut out, &outcomes)?,
        AuditFormat::Github => write_github(&mut out, &outcomes)?,
    }
    out.flush()?;
    let gated = fail_on.threshold().is_some_and(|threshold| {
        outcomes.iter().any(|o| match o {
            Outcome::Audited { report, .. } => {
                report.findings.iter().any(|f| f.severity >= threshold)
            }
            Outcome::Failed { .. } => false,
        })
    });
    Ok(if failed_inputs {
        ExitCode::from(2)
    } else if gated {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Drops the findings of the kinds the configuration suppresses and those the baseline
/// accepts; returns how many the baseline accepted.
fn settle(
    outcomes: &mut [Outcome],
    settings: &Config,
    mut baseline: Option<&mut Baseline>,
) -> usize {
    let mut accepted = 0;
    for outcome in outcomes {
        if let Outcome::Audited { report, .. } = outcome {
            let doc = report.doc.clone();
            report.findings.retain(|f| {
                if settings.suppress.contains(&f.kind) {
                    return false;
                }
                let known = baseline.as_deref_mut().is_some_and(|b| b.accepts(&doc, f));
                accepted += usize::from(known);
                !known
            });
        }
    }
    accepted
}

/// Writes every finding as a baseline entry; the exit status says only whether every
/// input was read.
fn write_baseline(
    path: &std::path::Path,
    outcomes: &[Outcome],
    quiet: bool,
) -> std::io::Result<ExitCode> {
    let mut text = String::new();
    let mut findings = 0;
    let mut failed = false;
    for outcome in outcomes {
        match outcome {
            Outcome::Audited { report, .. } => {
                for f in &report.findings {
                    text.push_str(&serde_json::to_string(&Accepted::of(&report.doc, f))?);
                    text.push('\n');
                    findings += 1;
                }
            }
            Outcome::Failed { name, error } => {
                failed = true;
                eprintln!("{name}: {}", error.message);
            }
        }
    }
    std::fs::write(path, text).map_err(|e| {
        std::io::Error::new(
            e.kind(),
            format!("{}: cannot write the baseline: {e}", path.display()),
        )
    })?;
    if !quiet {
        eprintln!(
            "benchfacts: note: wrote {} to the baseline {}",
            count(findings, "finding", "findings"),
            path.display()
        );
    }
    Ok(ExitCode::from(if failed { 2 } else { 0 }))
}

// ---------------------------------------------------------------------------------------
// human and brief

/// The source line of a finding, cut to a window around the figure on long lines, and
/// the marker line under the figure (terminal columns: CJK characters are two wide).
fn excerpt(text: &str, finding: &Finding) -> (String, String) {
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
    outcomes: &[Outcome],
    paint: Paint,
    quiet: bool,
) -> std::io::Result<()> {
    let (mut errors, mut warnings, mut notes, mut documents) = (0usize, 0usize, 0usize, 0usize);
    for outcome in outcomes {
        match outcome {
            Outcome::Failed { name, error } => {
                let head = paint.severity(Severity::Error, &format!("error[{}]", error.kind));
                writeln!(out, "{name}: {head}: {}", error.message)?;
                writeln!(out)?;
            }
            Outcome::Audited { report, text } => {
                documents += 1;
                for f in &report.findings {
                    match f.severity {
                        Severity::Error => errors += 1,
                        Severity::Warning => warnings += 1,
                        Severity::Info => notes += 1,
                    }
                    writeln!(out, "{}", diagnostic_head(&report.doc, f, paint))?;
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
                    writeln!(out)?;
                }
            }
        }
    }
    if !quiet {
        writeln!(
            out,
            "{}, {}, {} in {}",
            count(errors, "error", "errors"),
            count(warnings, "warning", "warnings"),
            count(notes, "note", "notes"),
            count(documents, "document", "documents")
        )?;
    }
    Ok(())
}

/// `path:line:col: severity[kind]: message`, the first line of a diagnostic in both the
/// human and the brief format.
fn diagnostic_head(doc: &str, f: &benchfacts::model::Finding, paint: Paint) -> String {
    let label = format!("{}[{}]", f.severity.as_str(), f.kind.as_str());
    format!(
        "{doc}:{}:{}: {}: {}",
        f.line,
        f.column,
        paint.severity(f.severity, &label),
        f.message
    )
}

fn write_brief(out: &mut impl Write, outcomes: &[Outcome], paint: Paint) -> std::io::Result<()> {
    for outcome in outcomes {
        match outcome {
            Outcome::Failed { name, error } => {
                let head = paint.severity(Severity::Error, &format!("error[{}]", error.kind));
                writeln!(out, "{name}: {head}: {}", error.message)?
            }
            Outcome::Audited { report, .. } => {
                for f in &report.findings {
                    write!(out, "{}", diagnostic_head(&report.doc, f, paint))?;
                    match &f.suggestion {
                        Some(s) => writeln!(out, " (help: {s})")?,
                        None => writeln!(out)?,
                    }
                }
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// jsonl

fn write_jsonl(out: &mut impl Write, outcomes: &[Outcome]) -> std::io::Result<()> {
    for outcome in outcomes {
        match outcome {
            Outcome::Failed { name, error } => {
                serde_json::to_writer(
                    &mut *out,
                    &ErrorRecord {
                        doc: name.clone(),
                        error: error.clone(),
                    },
                )?;
                writeln!(out)?;
            }
            Outcome::Audited { report, .. } => {
                for f in &report.findings {
                    let mut record = serde_json::to_value(f)?;
                    if let Some(map) = record.as_object_mut() {
                        map.insert("doc".into(), json!(report.doc));
                    }
                    serde_json::to_writer(&mut *out, &record)?;
                    writeln!(out)?;
                }
            }
        }
    }
    Ok(())
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

fn write_sarif(out: &mut impl Write, outcomes: &[Outcome]) -> std::io::Result<()> {
    let rules: Vec<serde_json::Value> = ALL_KINDS
        .iter()
        .map(|k| {
            json!({
                "id": k.as_str(),
                "shortDescription": {"text": kind_description(*k)},
            })
        })
        .collect();
    let mut results = Vec::new();
    let mut notifications = Vec::new();
    for outcome in outcomes {
        match outcome {
            Outcome::Failed { name, error } => notifications.push(json!({
                "level": "error",
                "message": {"text": format!("{name}: {}", error.message)},
                "descriptor": {"id": error.kind},
            })),
            Outcome::Audited { report, .. } => {
                for f in &report.findings {
                    let rule_index = ALL_KINDS.iter().position(|k| *k == f.kind).unwrap_or(0);
                    let end_column = f.column + f.text.chars().count();
                    let mut result = json!({
                        "ruleId": f.kind.as_str(),
                        "ruleIndex": rule_index,
                        "level": sarif_level(f.severity),
                        "message": {"text": finding_text(f)},
                        "locations": [{
                            "physicalLocation": {
                                "artifactLocation": {"uri": report.doc},
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
                    results.push(result);
                }
            }
        }
    }
    let sarif = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "benchfacts",
                "version": env!("CARGO_PKG_VERSION"),
                "rules": rules,
            }},
            "columnKind": "unicodeCodePoints",
            "invocations": [{
                "executionSuccessful": notifications.is_empty(),
                "toolExecutionNotifications": notifications,
            }],
            "results": results,
        }],
    });
    serde_json::to_writer_pretty(&mut *out, &sarif)?;
    writeln!(out)
}

// ---------------------------------------------------------------------------------------
// github

/// Escapes a workflow command's message (`%`, CR, LF).
fn escape_data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// Escapes a workflow command's property value (also `:` and `,`).
fn escape_property(s: &str) -> String {
    escape_data(s).replace(':', "%3A").replace(',', "%2C")
}

fn write_github(out: &mut impl Write, outcomes: &[Outcome]) -> std::io::Result<()> {
    for outcome in outcomes {
        match outcome {
            Outcome::Failed { name, error } => writeln!(
                out,
                "::error file={},title={}::{}",
                escape_property(name),
                escape_property(&format!("benchfacts {}", error.kind)),
                escape_data(&error.message)
            )?,
            Outcome::Audited { report, .. } => {
                for f in &report.findings {
                    let command = match f.severity {
                        Severity::Error => "error",
                        Severity::Warning => "warning",
                        Severity::Info => "notice",
                    };
                    let end_column = f.column + f.text.chars().count();
                    writeln!(
                        out,
                        "::{command} file={},line={},col={},endColumn={},title={}::{}",
                        escape_property(&report.doc),
                        f.line,
                        f.column,
                        end_column,
                        escape_property(&format!("benchfacts {}", f.kind.as_str())),
                        escape_data(&finding_text(f))
                    )?;
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn finding_at(span: [usize; 2], text: &str) -> Finding {
        Finding {
            kind: FindingKind::KAsKb,
            severity: Severity::Warning,
            text: text.into(),
            span,
            line: 1,
            column: 1,
            message: String::new(),
            suggestion: None,
            suggested_value: None,
            confidence: 0.0,
        }
    }

    #[test]
    fn marker_sits_under_the_figure_in_terminal_columns() {
        let text = "지연 시간이 221,327ms인";
        let start = text.find("221").unwrap();
        let end = text.find("인").unwrap();
        let (source, marker) = excerpt(text, &finding_at([start, end], "221,327ms"));
        assert_eq!(source, text);
        // "지연 시간이 " is 3 + 1 + 3 Hangul syllables wide 2 each: 2*5 + 2 spaces = 12.
        assert_eq!(marker, format!("{}{}", " ".repeat(12), "^".repeat(9)));
    }

    #[test]
    fn workflow_commands_are_escaped() {
        assert_eq!(escape_property("a:b,c"), "a%3Ab%2Cc");
        assert_eq!(escape_data("50%\nnext"), "50%25%0Anext");
    }
}
