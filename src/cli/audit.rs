//! `benchfacts audit`: the garbled figures of each document as diagnostics, read like a
//! compiler's (`path:line:col: severity[kind]: message`, the source line, a marker under
//! the figure, `help:` with the proposed figure), or for machines: one JSON object per
//! finding, SARIF 2.1.0 for code-scanning tools, GitHub workflow annotations; or for people,
//! one HTML page with the figures marked on the text (`html.rs`). The exit
//! status gates CI: 1 when a finding reaches `--fail-on`, 2 when an input could not be read.
//!
//! With `--reference ORIGINAL`, each translation is also compared with the original figure
//! by figure, on top of the detectors (`Extractor::extract_against`).
//!
//! Findings are reported as each document is audited ([`report::Reporter`]): nothing but
//! the document at hand is held, and a document longer than the chunk threshold is
//! audited chunk by chunk, as `extract` extracts it, so that memory stays a small multiple
//! of the largest input. The HTML page is the exception: it holds each document's report
//! whole while it renders it (into a spill that moves to a temporary file beyond 8 MiB).

mod html;
mod report;

use super::config::{self, Baseline, Config};
use super::extract::usage_error;
use super::human::{self, TerminalArgs};
use super::inputs::{read_all, Input, InputArgs, Source};
use benchfacts::model::{DocumentReport, Severity};
use benchfacts::stream::{ChunkOptions, ChunkedExtraction};
use benchfacts::Extractor;
use clap::{Args, ValueEnum};
use report::Reporter;
use std::path::PathBuf;
use std::process::ExitCode;

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
    /// One self-contained HTML page: each document with its figures and findings marked,
    /// a findings table filtered by kind and severity, an index of the inputs.
    Html,
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
    /// Check every document against this profile instead of choosing its kind:
    /// enterprise-review (alias storage-review), consumer-ssd-review, hdd-review,
    /// nas-review, card-usb-review, product-news. An unknown name is refused.
    #[arg(long, value_name = "NAME")]
    pub profile: Option<String>,
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
    /// Documents longer than this many bytes are audited in chunks (for tests).
    #[arg(long, hide = true, default_value_t = benchfacts::stream::CHUNK_THRESHOLD)]
    pub chunk_threshold: usize,
    /// Target chunk length in bytes of a chunked document (for tests).
    #[arg(long, hide = true, default_value_t = benchfacts::stream::CHUNK_SIZE, value_parser = super::inputs::positive)]
    pub chunk_size: usize,
    #[command(flatten)]
    pub fix: super::fix::FixArgs,
    #[command(flatten)]
    pub terminal: TerminalArgs,
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

/// The extractor of the configuration's rule directories (relative to its file) with
/// `--rules DIR` laid over them.
fn extractor(
    args: &AuditArgs,
    settings: &Config,
    config_path: Option<&std::path::Path>,
    lang: Option<&str>,
) -> std::io::Result<Extractor> {
    let base = config_path
        .and_then(std::path::Path::parent)
        .unwrap_or(std::path::Path::new(""));
    let mut dirs: Vec<PathBuf> = settings.rules.iter().map(|d| base.join(d)).collect();
    dirs.extend(args.rules.clone());
    super::rules::extractor_with(&dirs, lang, args.profile.as_deref())
}

pub fn run(args: AuditArgs) -> std::io::Result<ExitCode> {
    let (paint, _) = args.terminal.paints();
    let (settings, config_path) = configuration(&args).map_err(usage_error)?;
    let fail_on = match (args.fail_on, &settings.fail_on, &config_path) {
        (Some(fail_on), _, _) => fail_on,
        (None, Some(value), Some(path)) => FailOn::from_config(value, path).map_err(usage_error)?,
        _ => FailOn::Error,
    };
    let lang = args.lang.clone().or(settings.lang.clone());
    let baseline = match &args.baseline {
        Some(path) => Some(Baseline::load(path).map_err(usage_error)?),
        None => None,
    };
    let excludes: Vec<String> = settings.exclude.iter().map(|g| format!("!{g}")).collect();
    let (walk, options) = args.input.open_with(&excludes).map_err(usage_error)?;
    let extractor = extractor(&args, &settings, config_path.as_deref(), lang.as_deref())?;
    let quiet = args.terminal.quiet;
    walk.print_notes(quiet, args.terminal.verbose);
    if walk.reads_a_terminal() && !quiet {
        human::note(
            "reading the document from standard input (end it with Ctrl-D; pass a PATH to read files)",
        );
    }
    let stdout = std::io::stdout();
    let out = std::io::BufWriter::new(super::stdout::StandardOutput(stdout.lock()));
    let mut reporter = Reporter::new(out, args.format, paint, quiet, fail_on.threshold());
    reporter.suppress(&settings.suppress, baseline);
    if let Some(path) = &args.write_baseline {
        // A baseline must not overwrite an input, nor be read as one next time.
        super::batch::check_outputs(&args.input.paths, &[("--write-baseline", path)])
            .map_err(usage_error)?;
        reporter
            .write_baseline_to(path)
            .map_err(std::io::Error::other)?;
    }
    if args.fix.active() {
        reporter.fix_with(args.fix.clone());
    }
    let chunking = ChunkOptions {
        threshold: args.chunk_threshold,
        chunk_size: args.chunk_size,
    };
    let mut audit = Audit {
        extractor: &extractor,
        lang: lang.as_deref(),
        chunking,
        original: None,
        reporter,
    };
    let reference_read = match &args.reference {
        None => true,
        Some(path) => audit.read_original(&Source::File(path.clone()), options)?,
    };
    if reference_read {
        for source in &walk.sources {
            read_all(source, options, &mut |input: Input| audit.document(input))?;
        }
    }
    audit.reporter.finish()
}

/// The audit of one run: how each document is read, and where its findings go.
struct Audit<'a, W: std::io::Write> {
    extractor: &'a Extractor,
    lang: Option<&'a str>,
    chunking: ChunkOptions,
    /// The report of `--reference ORIGINAL`.
    original: Option<DocumentReport>,
    reporter: Reporter<W>,
}

impl<W: std::io::Write> Audit<'_, W> {
    /// Reads the original of `--reference` (of a `.jsonl` original, its first record);
    /// whether it could be read (if not, the reporter has its error).
    fn read_original(
        &mut self,
        source: &Source,
        options: super::inputs::ReadOptions,
    ) -> std::io::Result<bool> {
        let mut original = None;
        let mut failed = Vec::new();
        read_all(source, options, &mut |input: Input| {
            let label = input.label();
            match input.text {
                Ok(text) if original.is_none() => {
                    original = Some(self.extractor.extract(&input.name, &text))
                }
                Ok(_) => {}
                Err(error) => failed.push((input.name, label, error)),
            }
            Ok(())
        })?;
        for (name, label, error) in failed {
            self.reporter.failed(&name, &label, &error)?;
        }
        self.original = original;
        Ok(self.original.is_some())
    }

    /// Audits one document and reports its findings.
    fn document(&mut self, input: Input) -> std::io::Result<()> {
        let label = input.label();
        let text = match input.text {
            Ok(text) => text,
            Err(error) => return self.reporter.failed(&input.name, &label, &error),
        };
        let name = input.name.as_str();
        if self.reporter.fixing() {
            // --diff and --write-changes need the whole report (facts with their
            // suggestions); a large document's is gathered from its chunks.
            let report = self.whole_report(name, &text);
            self.reporter.fix(name, &text, &report)?;
            self.reporter.document_done();
            return Ok(());
        }
        if self.reporter.takes_reports() {
            // The page marks the facts too, and needs them whole.
            let report = self.whole_report(name, &text);
            self.reporter.page(&text, report)?;
            self.reporter.document_done();
            return Ok(());
        }
        if text.len() > self.chunking.threshold {
            if self.original.is_some() {
                human::note(&format!(
                    "{name}: too large to compare with the original ({} bytes, beyond {}): audited by the detectors alone, in chunks",
                    text.len(),
                    self.chunking.threshold
                ));
            }
            let chunks =
                ChunkedExtraction::new(self.extractor, name, &text, self.lang, self.chunking);
            for chunk in chunks {
                self.reporter.findings(name, &text, chunk.findings)?;
            }
        } else {
            let report = match &self.original {
                Some(original) => self
                    .extractor
                    .extract_against(name, &text, self.lang, original),
                None => self.extractor.extract_as(name, &text, self.lang),
            };
            drop(report.facts);
            self.reporter.findings(name, &text, report.findings)?;
        }
        self.reporter.document_done();
        Ok(())
    }

    /// The report of one document, against the original when one was given.
    fn whole_report(&self, name: &str, text: &str) -> DocumentReport {
        if text.len() > self.chunking.threshold {
            return ChunkedExtraction::new(self.extractor, name, text, self.lang, self.chunking)
                .into_report();
        }
        match &self.original {
            Some(original) => self
                .extractor
                .extract_against(name, text, self.lang, original),
            None => self.extractor.extract_as(name, text, self.lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::report::{escape_data, escape_property, excerpt};
    use benchfacts::model::{Finding, FindingKind, Severity};

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
