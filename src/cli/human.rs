//! The human-readable report: a table of facts in human units, then the findings; and
//! how output behaves on a terminal (`--color`, NO_COLOR, `--quiet`).

use super::spill::Spill;
use benchfacts::model::{DocumentReport, Fact, Finding, Metric};
use benchfacts::stream::ChunkedExtraction;
use std::io::{BufRead, Write};

/// Formats a canonical value in the unit a reader expects (787,910 IOPS; 3.58 ms; 6.9 GB/s).
pub fn human_value(metric: Metric, value: Option<f64>, unit: &str) -> String {
    let Some(v) = value else {
        return "XNUMX (lost)".into();
    };
    let (scaled, suffix) = match (metric, unit) {
        (Metric::Latency | Metric::Duration, "s") => {
            if v >= 3600.0 && metric == Metric::Duration {
                (v / 3600.0, "h")
            } else if v >= 1.0 {
                (v, "s")
            } else if v >= 1e-3 {
                (v * 1e3, "ms")
            } else {
                (v * 1e6, "µs")
            }
        }
        (_, "B/s") => scale_decimal(v, "B/s"),
        (_, "B") => scale_decimal(v, "B"),
        (_, "bit/s") => scale_decimal(v, "bit/s"),
        (_, "Hz") => scale_decimal(v, "Hz"),
        _ => (v, unit),
    };
    let suffix = match (suffix, scaled) {
        ("B/s", _) | ("B", _) | ("bit/s", _) | ("Hz", _) => suffix.to_string(),
        _ => suffix.to_string(),
    };
    if suffix == "1" {
        return group_thousands(scaled);
    }
    format!("{} {}", group_thousands(scaled), suffix)
}

fn scale_decimal(v: f64, base: &'static str) -> (f64, &'static str) {
    const PREFIXES: [(&str, f64); 5] =
        [("P", 1e15), ("T", 1e12), ("G", 1e9), ("M", 1e6), ("k", 1e3)];
    for (p, f) in PREFIXES {
        if v >= f {
            let unit: &'static str = match (p, base) {
                ("P", "B") => "PB",
                ("T", "B") => "TB",
                ("G", "B") => "GB",
                ("M", "B") => "MB",
                ("k", "B") => "kB",
                ("P", "B/s") => "PB/s",
                ("T", "B/s") => "TB/s",
                ("G", "B/s") => "GB/s",
                ("M", "B/s") => "MB/s",
                ("k", "B/s") => "kB/s",
                ("T", "bit/s") => "Tbit/s",
                ("G", "bit/s") => "Gbit/s",
                ("M", "bit/s") => "Mbit/s",
                ("k", "bit/s") => "kbit/s",
                ("G", "Hz") => "GHz",
                ("M", "Hz") => "MHz",
                ("k", "Hz") => "kHz",
                _ => base,
            };
            if unit != base {
                return (v / f, unit);
            }
        }
    }
    (v, base)
}

/// "787910" → "787,910"; keeps up to 3 decimals.
pub fn group_thousands(v: f64) -> String {
    let s = format!("{:.3}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    let (int, frac) = match s.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (s, None),
    };
    let (sign, digits) = int.strip_prefix('-').map_or(("", int), |d| ("-", d));
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    match frac {
        Some(f) => format!("{sign}{grouped}.{f}"),
        None => format!("{sign}{grouped}"),
    }
}

fn fact_row(fact: &Fact) -> [String; 6] {
    let flags = fact
        .flags
        .iter()
        .map(|f| f.as_str())
        .collect::<Vec<_>>()
        .join(",");
    [
        format!("{}:{}", fact.line, fact.column),
        fact.metric.as_str().to_string(),
        human_value(fact.metric, fact.value, &fact.unit),
        fact.workload.map_or("-".into(), |w| w.as_str().to_string()),
        fact.qualifier
            .map_or("-".into(), |q| q.as_str().to_string()),
        if flags.is_empty() { "-".into() } else { flags },
    ]
}

const TABLE_HEADER: [&str; 6] = [
    "line:col",
    "metric",
    "value",
    "workload",
    "qualifier",
    "flags",
];

/// The first line of a document's report.
fn report_head(
    doc: &str,
    (lang, confidence): (&str, f64),
    (facts, findings): (usize, usize),
    schema: &benchfacts::model::SchemaCheck,
) -> String {
    let doc = super::names::line_safe(doc);
    format!(
        "{doc}  (lang {lang}, confidence {confidence:.2}; {}, {}; schema {}/{} expected present)",
        super::inputs::count(facts, "fact", "facts"),
        super::inputs::count(findings, "finding", "findings"),
        schema.present,
        schema.expected
    )
}

/// The schema check in one line, after the findings: the kind chosen (how surely, and
/// why), what is present, and what is missing in the profile's own terms.
fn schema_line(schema: &benchfacts::model::SchemaCheck) -> String {
    let chosen = match &schema.choice {
        Some(c) if c.forced => format!("{} (forced)", c.kind),
        Some(c) => format!(
            "{} (confidence {:.2}: {})",
            c.kind,
            c.confidence,
            c.why.join("; ")
        ),
        None => schema.profile.clone(),
    };
    let missing = if schema.missing.is_empty() {
        "nothing missing".to_string()
    } else {
        format!("missing: {}", schema.missing.join(", "))
    };
    format!(
        "  schema {chosen}: {}/{} expected present, {} of {} benchmark figures in an entry; {missing}",
        schema.present, schema.expected, schema.covered_facts, schema.benchmark_facts
    )
}

/// A table row, its cells padded to the column widths (the value right-aligned).
fn table_line<S: AsRef<str>>(row: &[S], widths: &[usize; 6]) -> String {
    let mut line = String::from("  ");
    for (i, (cell, w)) in row.iter().zip(widths).enumerate() {
        let cell = cell.as_ref();
        let pad = w - cell.chars().count();
        if i == 2 {
            line.push_str(&" ".repeat(pad));
            line.push_str(cell);
        } else {
            line.push_str(cell);
            line.push_str(&" ".repeat(pad));
        }
        line.push_str("  ");
    }
    line.truncate(line.trim_end().len());
    line
}

fn widen<S: AsRef<str>>(widths: &mut [usize; 6], row: &[S]) {
    for (w, cell) in widths.iter_mut().zip(row) {
        *w = (*w).max(cell.as_ref().chars().count());
    }
}

fn write_finding(out: &mut impl Write, f: &Finding, paint: Paint) -> std::io::Result<()> {
    writeln!(
        out,
        "  {}:{} {} {}: {}",
        f.line,
        f.column,
        paint.severity(f.severity, f.severity.as_str()),
        f.kind.as_str(),
        f.message
    )?;
    if let Some(s) = &f.suggestion {
        writeln!(out, "      {}: {s}", paint.help("help"))?;
    }
    Ok(())
}

pub fn write_report(
    out: &mut impl Write,
    report: &DocumentReport,
    paint: Paint,
) -> std::io::Result<()> {
    let head = report_head(
        &report.doc,
        (&report.lang, report.lang_confidence),
        (report.facts.len(), report.findings.len()),
        &report.schema,
    );
    writeln!(out, "{head}")?;
    let rows: Vec<[String; 6]> = report.facts.iter().map(fact_row).collect();
    let mut widths = [0usize; 6];
    widen(&mut widths, &TABLE_HEADER);
    for row in &rows {
        widen(&mut widths, row);
    }
    writeln!(out, "{}", table_line(&TABLE_HEADER, &widths))?;
    for row in &rows {
        writeln!(out, "{}", table_line(row, &widths))?;
    }
    if !report.findings.is_empty() {
        writeln!(out, "  findings:")?;
        for f in &report.findings {
            write_finding(out, f, paint)?;
        }
    }
    writeln!(out, "{}", schema_line(&report.schema))?;
    writeln!(out)
}

/// Writes the report of a document extracted in chunks, as [`write_report`] writes it,
/// without gathering it: each chunk's rows and findings wait rendered in a [`Spill`]
/// (memory, then a temporary file) until the counts of the first line and the widths of
/// the table are known.
pub fn write_chunked_report(
    out: &mut impl Write,
    doc: &str,
    mut chunks: ChunkedExtraction,
    paint: Paint,
) -> std::io::Result<()> {
    const IN_MEMORY: usize = 4 << 20;
    // Cells hold no unit separator (numbers, names of fixed sets): it separates them.
    const SEPARATOR: char = '\u{1f}';
    let mut rows = Spill::new(doc, IN_MEMORY);
    let mut findings = Spill::new(doc, IN_MEMORY);
    let mut widths = [0usize; 6];
    widen(&mut widths, &TABLE_HEADER);
    let mut lang = None;
    let (mut facts, mut finding_count) = (0, 0);
    for chunk in chunks.by_ref() {
        lang.get_or_insert((chunk.lang.clone(), chunk.lang_confidence));
        for fact in &chunk.facts {
            let row = fact_row(fact);
            widen(&mut widths, &row);
            let buffer = rows.buffer();
            buffer.extend_from_slice(row.join(&SEPARATOR.to_string()).as_bytes());
            buffer.push(b'\n');
        }
        rows.settle()?;
        for f in &chunk.findings {
            write_finding(findings.buffer(), f, paint)?;
        }
        findings.settle()?;
        facts += chunk.facts.len();
        finding_count += chunk.findings.len();
    }
    let (lang, confidence) = lang.unwrap_or_else(|| ("und".into(), 0.0));
    let schema = chunks.schema();
    let head = report_head(doc, (&lang, confidence), (facts, finding_count), &schema);
    writeln!(out, "{head}")?;
    writeln!(out, "{}", table_line(&TABLE_HEADER, &widths))?;
    for line in rows.into_reader()?.lines() {
        let line = line?;
        let row: Vec<&str> = line.split(SEPARATOR).collect();
        writeln!(out, "{}", table_line(&row, &widths))?;
    }
    if finding_count > 0 {
        writeln!(out, "  findings:")?;
        findings.copy_to(out)?;
    }
    writeln!(out, "{}", schema_line(&schema))?;
    writeln!(out)
}

// ---------------------------------------------------------------------------------------
// Terminal manners

/// When to colour the output.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    /// On a terminal, unless NO_COLOR is set or TERM is `dumb`.
    Auto,
    Always,
    Never,
}

/// The options of how output looks on a terminal, shared by `extract`, `audit` and `batch`.
#[derive(clap::Args)]
pub struct TerminalArgs {
    /// Colour what is meant for people: the human and brief formats, and the notes,
    /// errors, progress and summary on standard error (auto: on a terminal, unless
    /// NO_COLOR is set or TERM is dumb).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, value_name = "WHEN")]
    pub color: ColorChoice,
    /// Print no notes and no summary line: only the output itself and errors.
    #[arg(long, short)]
    pub quiet: bool,
    /// Name on standard error, one line each, every file a directory walk left out (with
    /// its reason) and every input named again (read once).
    #[arg(long, conflicts_with = "quiet")]
    pub verbose: bool,
}

/// Whether, and how, to colour: escape sequences from `anstyle`, or none.
#[derive(Clone, Copy)]
pub struct Paint {
    enabled: bool,
}

/// The paint for `stream` under `choice` (NO_COLOR: https://no-color.org).
pub fn paint(choice: ColorChoice, stream: &impl std::io::IsTerminal) -> Paint {
    let enabled = match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            stream.is_terminal()
                && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
        }
    };
    Paint { enabled }
}

/// The paint of standard error, once a subcommand has read its `--color`.
static STDERR_PAINT: std::sync::OnceLock<Paint> = std::sync::OnceLock::new();

impl TerminalArgs {
    /// The paint of standard output, and of standard error (kept for [`stderr_paint`]).
    pub fn paints(&self) -> (Paint, Paint) {
        let err = paint(self.color, &std::io::stderr());
        let _ = STDERR_PAINT.set(err);
        (paint(self.color, &std::io::stdout()), err)
    }
}

/// The paint of standard error: the subcommand's `--color`, or `auto` before one was read
/// (a usage error).
pub fn stderr_paint() -> Paint {
    STDERR_PAINT
        .get()
        .copied()
        .unwrap_or_else(|| paint(ColorChoice::Auto, &std::io::stderr()))
}

/// `benchfacts: note: MESSAGE` on standard error, `note:` painted.
pub fn note(message: &str) {
    eprintln!("benchfacts: {} {message}", stderr_paint().label("note:"));
}

impl Paint {
    /// Whether escape sequences are written.
    pub fn enabled(self) -> bool {
        self.enabled
    }

    /// Bold: a label (`summary:`, `note:`).
    pub fn label(self, text: &str) -> String {
        self.styled(anstyle::Style::new().bold(), text)
    }

    /// Red and bold: an error's label.
    pub fn error_label(self, text: &str) -> String {
        self.severity(benchfacts::model::Severity::Error, text)
    }

    fn styled(self, style: anstyle::Style, text: &str) -> String {
        if self.enabled {
            format!("{style}{text}{style:#}")
        } else {
            text.to_string()
        }
    }

    /// A severity's label or marker: errors red, warnings yellow, infos cyan, bold.
    pub fn severity(self, severity: benchfacts::model::Severity, text: &str) -> String {
        use anstyle::AnsiColor;
        let colour = match severity {
            benchfacts::model::Severity::Error => AnsiColor::Red,
            benchfacts::model::Severity::Warning => AnsiColor::Yellow,
            benchfacts::model::Severity::Info => AnsiColor::Cyan,
        };
        self.styled(
            anstyle::Style::new().fg_color(Some(colour.into())).bold(),
            text,
        )
    }

    /// The line-number gutter.
    pub fn gutter(self, text: &str) -> String {
        let blue = anstyle::AnsiColor::Blue.into();
        self.styled(anstyle::Style::new().fg_color(Some(blue)).bold(), text)
    }

    /// The `help` label.
    pub fn help(self, text: &str) -> String {
        let green = anstyle::AnsiColor::Green.into();
        self.styled(anstyle::Style::new().fg_color(Some(green)).bold(), text)
    }
}
