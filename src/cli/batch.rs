//! `benchfacts batch`: extracts the facts of a whole archive (directories of text,
//! Markdown and HTML files in any of the domain's encodings, JSON Lines files, or JSON
//! Lines on standard input) in parallel, into JSON Lines, CSV and/or SQLite.
//!
//! Inputs are read as `extract` reads them (`super::inputs`: the same walk, encodings,
//! HTML and records). Memory stays bounded whatever the archive's size: inputs are taken
//! a window at a time (a number of documents, capped in bytes), the window is read and
//! extracted in parallel, and a writer thread writes its outcomes in input order while
//! the next window is extracted ([`pipeline`]; two windows in memory at most). So the
//! output is the same whatever the thread count, and a killed batch has written a prefix
//! of it. Every input ends up in exactly one of: extracted, skipped (already in the
//! database), failed (an error record); the summary's counts add up to the inputs.

mod db;
mod large;
mod outputs;
mod pipeline;
mod progress;
mod read;
mod sinks;
mod summary;
mod units;

pub(crate) use outputs::{check as check_outputs, Sink};
pub(crate) use summary::SummaryRecord;

use super::human::{self, Paint, TerminalArgs};
use super::inputs::{self, InputArgs, ReadOptions};
use benchfacts::model::{DocumentReport, InputError};
use benchfacts::stream::ChunkOptions;
use benchfacts::Extractor;
use clap::Args;
use progress::{Progress, ProgressMode};
use serde_json::{Map, Value};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};
use summary::Summary;
use units::Units;

#[derive(Args)]
pub struct BatchArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Read JSON Lines records {"id": ..., "text": ..., other fields} from standard input
    /// (the other fields are carried through to the output): the stage of a stream
    /// processor such as Spark's RDD.pipe. (So does `-`, or no PATH at all.)
    #[arg(long)]
    pub stream: bool,
    /// Worker threads (default: all cores; at most 8 per core). The output does not
    /// depend on it.
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    pub threads: Option<u64>,
    /// Write JSON Lines to FILE (`-`: standard output). Without it, JSON Lines go to
    /// standard output unless --db or --csv is given.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
    /// The format of the JSON Lines output (`--output`, or standard output): jsonl, the
    /// only one, accepted as `extract --format jsonl` is.
    #[arg(long, value_enum, default_value = "jsonl")]
    pub format: BatchFormat,
    /// Also write the facts as CSV to FILE.
    #[arg(long)]
    pub csv: Option<PathBuf>,
    /// Also store documents, facts, findings and errors in this SQLite database; documents
    /// already stored with the same content are skipped, so an interrupted batch resumes.
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// Also write the summary to FILE as one JSON object (`benchfacts schema summary`);
    /// `-`: standard output, when the JSON Lines go elsewhere.
    #[arg(long, value_name = "FILE")]
    pub summary: Option<PathBuf>,
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
    /// Documents read and extracted together before they are written (memory grows with it;
    /// with --stream, `--window 1` answers each record before reading the next).
    #[arg(long, default_value_t = 256, value_parser = clap::value_parser!(u64).range(1..))]
    pub window: u64,
    /// Progress on standard error.
    #[arg(long, value_enum, default_value_t = ProgressMode::Auto)]
    pub progress: ProgressMode,
    /// Documents longer than this many bytes are extracted in chunks (for tests).
    #[arg(long, hide = true, default_value_t = benchfacts::stream::CHUNK_THRESHOLD)]
    pub chunk_threshold: usize,
    /// Target chunk length in bytes of a chunked document (for tests).
    #[arg(long, hide = true, default_value_t = benchfacts::stream::CHUNK_SIZE, value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub chunk_size: usize,
    /// Seconds between plain progress lines (0 to 86400).
    #[arg(long, default_value_t = 5.0, value_parser = parse_interval)]
    pub progress_interval: f64,
    #[command(flatten)]
    pub terminal: TerminalArgs,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum BatchFormat {
    /// One JSON object per input: the contract's report (or error record) with batch's
    /// added fields.
    Jsonl,
}

/// `--progress-interval`: a number of seconds a `Duration` can hold, checked here rather
/// than a panic later.
fn parse_interval(text: &str) -> Result<f64, String> {
    let seconds: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("{text:?} is not a number of seconds"))?;
    if !(0.0..=86_400.0).contains(&seconds) {
        return Err(format!("{text} is not between 0 and 86400 seconds"));
    }
    Ok(seconds)
}

/// Worker threads: more than this many per core only cost memory (each holds a document
/// and its report) and time.
const THREADS_PER_CORE: u64 = 8;

/// The worker thread count: `--threads` capped at [`THREADS_PER_CORE`] per core (said on
/// standard error), or one per core.
fn thread_count(requested: Option<u64>) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get() as u64);
    let cap = cores * THREADS_PER_CORE;
    match requested {
        Some(n) if n > cap => {
            eprintln!("benchfacts: --threads {n} capped at {cap} ({THREADS_PER_CORE} per core on {cores} cores)");
            cap as usize
        }
        Some(n) => n as usize,
        None => cores as usize,
    }
}

/// A window also ends before its documents pass this many bytes. A document's report and
/// renderings take 10 to 25 times its text, and two windows are in memory: 2 MiB keeps
/// that under 100 MB whatever the documents' sizes (64 MiB took 815 MB on twenty 3.5 MB
/// documents). Real reviews are some 20 KB, so a window still holds the 256 documents of
/// `--window`.
const WINDOW_BYTES: u64 = 2 * 1024 * 1024;

/// A document whose text is longer than this is extracted beside the writer on its own, its
/// facts and findings written as they come (see [`large`]): a window of such documents
/// would hold their reports, 10 to 100 times their text, all at once. Beyond
/// `--chunk-threshold` it is also cut into chunks, as `extract` does; up to it, its
/// output is that of the whole-document extraction, as for any other document.
const LARGE_TEXT: usize = 1024 * 1024;

/// What happened to one input.
pub struct Outcome {
    /// The input's identity, unique in the batch (see [`units::input_name`]): the path as
    /// given, or `FILE:LINE` (`-:LINE` on standard input) for a JSON Lines record.
    pub input: String,
    /// The `doc` of its report: the path as given, or a record's id.
    pub name: String,
    /// BLAKE3 of the input's bytes; `None` when they could not be read.
    pub hash: Option<String>,
    pub bytes: u64,
    /// Fields of a JSON Lines record other than `id` and `text`.
    pub fields: Option<Map<String, Value>>,
    pub status: Status,
    /// Already in the database as it is: extracted again only for the other sinks.
    pub stored: bool,
    /// Same input and content as an earlier input of this batch: one document, stored once.
    pub repeated: bool,
    /// The database row of the first layout this input takes over (its `doc` was its key).
    pub claim: Option<i64>,
    /// The JSON line and the CSV rows, rendered on the worker thread.
    json: Vec<u8>,
    csv: Vec<u8>,
}

pub enum Status {
    /// Boxed: a report is several times the size of the other variants.
    Extracted(Box<Extracted>),
    Failed(InputError),
    /// Already in the database with the same content and settings; what it holds there.
    Skipped(db::StoredCounts),
    /// Decoded, longer than the chunk threshold: extracted chunk by chunk beside the writer.
    Large(LargeText),
}

pub struct LargeText {
    pub text: String,
    pub encoding: &'static str,
    pub text_source: &'static str,
}

pub struct Extracted {
    /// Its facts and findings are dropped once rendered when no database needs them.
    pub report: DocumentReport,
    pub encoding: &'static str,
    pub text_source: &'static str,
    /// The report's numbers of facts and of findings of each kind, for the summary.
    facts: u64,
    finding_kinds: Vec<&'static str>,
}

impl Outcome {
    /// Whether the database is written for this outcome.
    pub fn writes_db(&self) -> bool {
        !self.stored && !matches!(self.status, Status::Skipped(_))
    }

    /// The product a document reviews: its record's `product` field, or the file name
    /// without its extension (review archives name files after the product).
    pub fn product(&self) -> String {
        if let Some(Value::String(p)) = self.fields.as_ref().and_then(|f| f.get("product")) {
            return p.clone();
        }
        let path = Path::new(&self.name);
        path.file_stem()
            .map_or_else(|| self.name.clone(), |s| s.to_string_lossy().into_owned())
    }
}

/// What every worker needs to read, extract and render an input.
pub struct Settings<'a> {
    extractor: &'a Extractor,
    chunking: ChunkOptions,
    read: ReadOptions,
    lang: Option<&'a str>,
    json: bool,
    csv: bool,
    /// Whether a database is written (it needs the reports' facts and findings).
    db: bool,
}

/// Where a batch writes: the paths of its outputs, checked before anything is opened.
struct Targets {
    json: Option<PathBuf>,
    csv: Option<PathBuf>,
    db: Option<PathBuf>,
    summary: Option<PathBuf>,
}

impl Targets {
    /// The outputs of `args` (JSON Lines to standard output when nothing else is asked
    /// for), refused if one would destroy an input or another output.
    fn of(args: &BatchArgs) -> Result<Targets, String> {
        let json = match &args.output {
            Some(path) => Some(path.clone()),
            None if args.db.is_none() && args.csv.is_none() => Some(PathBuf::from("-")),
            None => None,
        };
        let targets = Targets {
            json,
            csv: args.csv.clone(),
            db: args.db.clone(),
            summary: args.summary.clone(),
        };
        let stdout = |p: &Option<PathBuf>| p.as_deref().is_some_and(|p| p.as_os_str() == "-");
        if stdout(&targets.summary) && stdout(&targets.json) {
            return Err(
                "--summary - and the JSON Lines would share standard output: give --summary a file, or --output a file".into(),
            );
        }
        let named: Vec<(&str, &Path)> = [
            ("--db", targets.db.as_deref()),
            ("--output", targets.json.as_deref()),
            ("--csv", targets.csv.as_deref()),
            ("--summary", targets.summary.as_deref()),
        ]
        .into_iter()
        .filter_map(|(option, path)| Some((option, path?)))
        .collect();
        outputs::check(&args.input.paths, &named)?;
        Ok(targets)
    }
}

/// The database's two connections: the main thread asks which documents are already
/// stored before it extracts a window, while the writer thread stores the previous one.
fn open_database(
    path: &Path,
    args: &BatchArgs,
    read: ReadOptions,
) -> std::io::Result<(db::Database, db::Database)> {
    let settings_key = format!(
        "benchfacts {}; lang={}; encoding={}",
        env!("CARGO_PKG_VERSION"),
        args.lang.as_deref().unwrap_or("auto"),
        read.encoding.map_or("auto", |e| e.name())
    );
    let open = || db::Database::open(path, settings_key.clone()).map_err(std::io::Error::other);
    let lookup = open()?
        .for_lookups()
        .map_err(|e| std::io::Error::other(db::describe(path, &e)))?;
    Ok((lookup, open()?))
}

/// [`open_database`], and the walk's files left out recorded in it (and the files read
/// dropped from that list).
fn open_database_of_walk(
    path: &Path,
    args: &BatchArgs,
    read: ReadOptions,
    walk: &inputs::Walk,
    walked: &summary::Walked,
) -> std::io::Result<(db::Database, db::Database)> {
    let (lookup, mut write) = open_database(path, args, read)?;
    let read_files = walk.sources.iter().filter_map(|s| match s {
        inputs::Source::File(path) => path.to_str(),
        _ => None,
    });
    let left_out = walked.left_out.iter();
    write
        .record_left_out(
            left_out.map(|l| (l.path.as_str(), l.reason.as_str())),
            read_files,
        )
        .map_err(|e| std::io::Error::other(db::describe(path, &e)))?;
    Ok((lookup, write))
}

pub fn run(mut args: BatchArgs) -> std::io::Result<ExitCode> {
    let usage = super::extract::usage_error;
    match args.format {
        BatchFormat::Jsonl => {} // the JSON Lines sink's only format
    }
    let (_, err_paint) = args.terminal.paints();
    let paths = &mut args.input.paths;
    if args.stream || paths.is_empty() {
        paths.retain(|p| p.as_os_str() != "-");
        paths.push(PathBuf::from("-"));
    }
    // Before anything is opened: no output may destroy an input or another output.
    let targets = Targets::of(&args).map_err(usage)?;
    let (walk, read) = args.input.open().map_err(usage)?;
    let quiet = args.terminal.quiet;
    walk.print_notes(quiet, args.terminal.verbose);
    let walked = summary::Walked::of(&walk);
    if walk.reads_a_terminal() && !quiet {
        human::note(
            "reading JSON Lines records {\"id\": ..., \"text\": ...} from standard input (end with Ctrl-D; pass a PATH to read files)",
        );
    }
    let extractor = super::rules::extractor(
        args.rules.as_deref(),
        args.lang.as_deref(),
        args.profile.as_deref(),
    )?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(thread_count(args.threads))
        .build()
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    let (lookup_db, write_db) = match &targets.db {
        Some(path) => {
            let (lookup, write) = open_database_of_walk(path, &args, read, &walk, &walked)?;
            (Some(lookup), Some((write, path.clone())))
        }
        None => (None, None),
    };
    let plan = units::plan(walk);
    let total_bytes = plan.total_bytes;
    let open = |option, path: &Path| Sink::open(option, path).map_err(std::io::Error::other);
    let json_out = targets
        .json
        .as_deref()
        .map(|p| open("--output", p))
        .transpose()?;
    let mut csv_out = targets
        .csv
        .as_deref()
        .map(|p| open("--csv", p))
        .transpose()?;
    if let Some(csv) = &mut csv_out {
        csv.write_all(sinks::CSV_HEADER.as_bytes())
            .map_err(std::io::Error::other)?;
    }
    let settings = Settings {
        extractor: &extractor,
        chunking: ChunkOptions {
            threshold: args.chunk_threshold,
            chunk_size: args.chunk_size,
        },
        read,
        lang: args.lang.as_deref(),
        json: json_out.is_some(),
        csv: csv_out.is_some(),
        db: targets.db.is_some(),
    };
    let progress = if quiet {
        ProgressMode::None
    } else {
        args.progress
    };
    let interval = Duration::from_secs_f64(args.progress_interval);
    let progress = Progress::new(progress, total_bytes, interval, err_paint);
    let start = Instant::now();

    // The writer stores and prints window k while the workers extract window k + 1, which
    // is handed over when the writer is done with k: two windows are in memory at most.
    let (to_writer, windows) = std::sync::mpsc::sync_channel::<Vec<Outcome>>(0);
    let units = Units::new(plan, read.max_bytes).peekable();
    let (ended, read_error) = std::thread::scope(|scope| {
        let writer = scope.spawn(|| {
            let sinks = (write_db, json_out, csv_out);
            pipeline::write_windows(windows, sinks, progress, &settings)
        });
        let read_error = pipeline::extract_windows(
            units,
            &pool,
            lookup_db.as_ref(),
            &settings,
            args.window,
            to_writer,
        )
        .err()
        .map(|e| db::describe(targets.db.as_deref().unwrap_or(Path::new("?")), &e));
        (writer.join(), read_error)
    });
    let ended = ended.map_err(|_| std::io::Error::other("the output writer panicked"))?;
    let error = ended.error.clone().or(read_error);
    finish_run(
        &ended,
        error.as_deref(),
        &targets,
        start.elapsed(),
        &walked,
        (quiet, err_paint),
    )
}

/// Says how the batch ended (on standard error and in `--summary FILE`) and gives its exit
/// status: 2 when it stopped early or an input failed.
fn finish_run(
    ended: &pipeline::WriterEnd,
    error: Option<&str>,
    targets: &Targets,
    elapsed: Duration,
    walked: &summary::Walked,
    (quiet, paint): (bool, Paint),
) -> std::io::Result<ExitCode> {
    if let Some(error) = error {
        eprintln!("benchfacts: {} {error}", paint.error_label("error:"));
    }
    if !quiet {
        ended.summary.print(elapsed, walked, paint);
    }
    if error.is_some() {
        ended
            .summary
            .print_stop(ended.committed, targets.db.as_deref(), paint);
    }
    if let Some(path) = &targets.summary {
        let stored = targets.db.is_some().then_some(ended.committed);
        let record = ended.summary.record(elapsed, walked, error, stored);
        let mut line = serde_json::to_vec(&record).map_err(std::io::Error::other)?;
        line.push(b'\n');
        let mut sink = Sink::open("--summary", path).map_err(std::io::Error::other)?;
        sink.write_all(&line)
            .and_then(|()| sink.commit())
            .map_err(std::io::Error::other)?;
    }
    Ok(if error.is_some() || ended.summary.failed > 0 {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}
