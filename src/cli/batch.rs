//! `benchfacts batch`: extracts the facts of a whole archive (directories of text,
//! Markdown and HTML files in any of the domain's encodings, JSON Lines files, or JSON
//! Lines on standard input) in parallel, into JSON Lines, CSV and/or SQLite.
//!
//! Memory stays bounded whatever the archive's size: inputs are taken a window at a time
//! (a number of documents, capped in bytes), the window is read and extracted in parallel,
//! and a writer thread writes its outcomes in input order while the next window is
//! extracted (at most three windows exist at once). So the output is the same whatever
//! the thread count, and a killed batch has written a prefix of it. Every input ends up in exactly one of: extracted, skipped (already in the
//! database), failed (an error record); the summary's counts add up to the inputs.

mod db;
mod large;
mod outputs;
mod progress;
mod sinks;
mod units;

use benchfacts::encoding::{self, Decoded};
use benchfacts::html::text_from_html;
use benchfacts::model::{DocumentReport, InputError};
use benchfacts::stream::ChunkOptions;
use benchfacts::Extractor;
use clap::Args;
use progress::{mb, Progress, ProgressMode};
use rayon::prelude::*;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};
use units::{extension, parse_record, Unit, Units};

#[derive(Args)]
pub struct BatchArgs {
    /// Files and directories (walked recursively for .txt, .md, .html, .htm and .jsonl
    /// files); `-` reads JSON Lines records from standard input, as does no PATH at all.
    pub paths: Vec<PathBuf>,
    /// Read JSON Lines records {"id": ..., "text": ..., other fields} from standard input
    /// (the other fields are carried through to the output): the stage of a stream
    /// processor such as Spark's RDD.pipe.
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
    /// Also write the facts as CSV to FILE.
    #[arg(long)]
    pub csv: Option<PathBuf>,
    /// Also store documents, facts, findings and errors in this SQLite database; documents
    /// already stored with the same content are skipped, so an interrupted batch resumes.
    #[arg(long)]
    pub db: Option<PathBuf>,
    /// Decode files with this encoding (utf-8, utf-16le, gb18030, big5, euc-kr, shift_jis,
    /// windows-1252...) instead of detecting it; a byte-order mark still wins.
    #[arg(long)]
    pub encoding: Option<String>,
    /// Read every document as this language instead of detecting it: a code of the
    /// loaded rules (de, en, zh...) or a tag whose first part is one (de-DE, zh-TW,
    /// zh-Hant); `und` reads it as no language. An unknown tag is refused.
    #[arg(long)]
    pub lang: Option<String>,
    /// Lay the rule folders of DIR over the embedded ones: DIR/sv/*.toml adds a locale,
    /// DIR/de/*.toml replaces the embedded German rules whole. Checked when loaded.
    #[arg(long, value_name = "DIR")]
    pub rules: Option<PathBuf>,
    /// Refuse files and records larger than this many bytes (an error record each).
    #[arg(long, default_value_t = 64 * 1024 * 1024)]
    pub max_file_size: u64,
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

/// A document whose text is longer than this is extracted by the writer on its own, its
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
    /// The JSON line and the CSV rows, rendered on the worker thread.
    json: Vec<u8>,
    csv: Vec<u8>,
}

pub enum Status {
    Extracted(Extracted),
    Failed(InputError),
    /// Already in the database with the same content and settings.
    Skipped,
    /// Decoded, longer than the chunk threshold: the writer extracts it chunk by chunk.
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
        !self.stored && !matches!(self.status, Status::Skipped)
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

/// An input read into memory, not yet decoded.
struct Loaded {
    input: String,
    name: String,
    hash: Option<String>,
    bytes: u64,
    fields: Option<Map<String, Value>>,
    body: Result<Body, InputError>,
}

enum Body {
    File { data: Vec<u8>, html: bool },
    Record { text: String },
}

struct Settings<'a> {
    extractor: &'a Extractor,
    chunking: ChunkOptions,
    forced: Option<&'static encoding_rs::Encoding>,
    lang: Option<&'a str>,
    max_bytes: u64,
    json: bool,
    csv: bool,
    /// Whether a database is written (it needs the reports' facts and findings).
    db: bool,
}

#[derive(Default)]
struct Summary {
    inputs: u64,
    extracted: u64,
    skipped: u64,
    failed: u64,
    repeated: u64,
    facts: u64,
    findings: BTreeMap<&'static str, u64>,
    errors: BTreeMap<String, u64>,
    bytes: u64,
}

pub fn run(args: BatchArgs) -> std::io::Result<ExitCode> {
    let usage = |message: String| std::io::Error::new(std::io::ErrorKind::InvalidInput, message);
    let forced = args
        .encoding
        .as_deref()
        .map(encoding::lookup)
        .transpose()
        .map_err(usage)?;
    let mut paths = args.paths.clone();
    if args.stream || paths.is_empty() {
        paths.retain(|p| p.as_os_str() != "-");
        paths.push(PathBuf::from("-"));
    }
    let json_path = match &args.output {
        Some(path) => Some(path.clone()),
        None if args.db.is_none() && args.csv.is_none() => Some(PathBuf::from("-")),
        None => None,
    };
    // Before anything is opened: no output may destroy an input or another output.
    let named: Vec<(&str, &Path)> = [
        ("--db", args.db.as_deref()),
        ("--output", json_path.as_deref()),
        ("--csv", args.csv.as_deref()),
    ]
    .into_iter()
    .filter_map(|(option, path)| Some((option, path?)))
    .collect();
    outputs::check(&paths, &named).map_err(usage)?;

    let extractor = super::rules::extractor(args.rules.as_deref(), args.lang.as_deref())?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(thread_count(args.threads))
        .build()
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    let plan = units::plan(&paths);
    let ignored = plan.ignored.len();
    let total_bytes = plan.total_bytes;

    let settings_key = format!(
        "benchfacts {}; lang={}; encoding={}",
        env!("CARGO_PKG_VERSION"),
        args.lang.as_deref().unwrap_or("auto"),
        forced.map_or("auto", |e| e.name())
    );
    // Two connections: the main thread asks which documents are already stored before it
    // extracts a window, while the writer thread stores the previous window.
    let (lookup_db, write_db) = match &args.db {
        Some(path) => {
            let open =
                || db::Database::open(path, settings_key.clone()).map_err(std::io::Error::other);
            (Some(open()?), Some((open()?, path.clone())))
        }
        None => (None, None),
    };
    let open =
        |option, path: &Path| outputs::Sink::open(option, path).map_err(std::io::Error::other);
    let json_out = json_path
        .as_deref()
        .map(|p| open("--output", p))
        .transpose()?;
    let mut csv_out = args.csv.as_deref().map(|p| open("--csv", p)).transpose()?;
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
        forced,
        lang: args.lang.as_deref(),
        max_bytes: args.max_file_size,
        json: json_out.is_some(),
        csv: csv_out.is_some(),
        db: args.db.is_some(),
    };
    let interval = Duration::from_secs_f64(args.progress_interval);
    let progress = Progress::new(args.progress, total_bytes, interval);
    let start = Instant::now();

    // The writer stores and prints window k while the workers extract window k + 1, which
    // is handed over when the writer is done with k: two windows are in memory at most.
    let (to_writer, windows) = std::sync::mpsc::sync_channel::<Vec<Outcome>>(0);
    let units = Units::new(plan, args.max_file_size).peekable();
    let (ended, read_error) = std::thread::scope(|scope| {
        let writer = scope.spawn(|| {
            let sinks = (write_db, json_out, csv_out);
            write_windows(windows, sinks, progress, &settings)
        });
        let read_error = extract_windows(
            units,
            &pool,
            lookup_db.as_ref(),
            &settings,
            args.window,
            to_writer,
        )
        .err()
        .map(|e| describe_db_error(args.db.as_deref(), &e));
        (writer.join(), read_error)
    });
    let ended = ended.map_err(|_| std::io::Error::other("the output writer panicked"))?;
    let error = ended.error.or(read_error);
    if let Some(error) = &error {
        eprintln!("benchfacts: {error}");
    }
    ended.summary.print(start.elapsed(), ignored);
    if error.is_some() {
        ended
            .summary
            .print_stop(ended.committed, args.db.as_deref());
        return Ok(ExitCode::from(2));
    }
    Ok(if ended.summary.failed > 0 {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}

fn describe_db_error(db: Option<&Path>, e: &rusqlite::Error) -> String {
    db::describe(db.unwrap_or(Path::new("?")), e)
}

/// Takes the inputs a window at a time, reads and extracts each window in parallel, and
/// hands it to the writer; stops early when the writer has stopped.
fn extract_windows(
    mut units: std::iter::Peekable<Units>,
    pool: &rayon::ThreadPool,
    lookup_db: Option<&db::Database>,
    settings: &Settings,
    window_len: u64,
    to_writer: std::sync::mpsc::SyncSender<Vec<Outcome>>,
) -> rusqlite::Result<()> {
    // Inputs seen so far, to count a file or record named twice; 16 bytes each, for the
    // named files' and their records' inputs only.
    let mut seen = std::collections::HashSet::new();
    loop {
        // The limits are checked before the next unit is pulled: on standard input, pulling
        // waits for the producer, which may be waiting for this window's output.
        let mut window = Vec::new();
        let mut window_bytes = 0;
        while window.len() < window_len as usize {
            // A unit that would take the window past its bytes waits for the next one.
            let Some(next) = units.peek() else { break };
            if !window.is_empty() && window_bytes + next.size() > WINDOW_BYTES {
                break;
            }
            let Some(unit) = units.next() else { break };
            window_bytes += unit.size();
            window.push(unit);
        }
        if window.is_empty() {
            return Ok(());
        }
        let loaded: Vec<Loaded> =
            pool.install(|| window.into_par_iter().map(|u| load(u, settings)).collect());
        // A document repeated within the batch is looked up before its first occurrence
        // may have been stored; it is then extracted again and stored the same way.
        let skip: Vec<bool> = match lookup_db {
            Some(db) => loaded
                .iter()
                .map(|l| match &l.hash {
                    Some(hash) if l.body.is_ok() => db.is_current(&l.input, hash),
                    _ => Ok(false),
                })
                .collect::<Result<_, _>>()?,
            None => vec![false; loaded.len()],
        };
        let repeated: Vec<bool> = loaded
            .iter()
            .map(|l| {
                // Records of standard input are numbered by line: never the same input.
                l.hash.as_ref().is_some_and(|hash| {
                    !l.input.starts_with("-:") && !seen.insert(identity(&l.input, hash))
                })
            })
            .collect();
        let outcomes: Vec<Outcome> = pool.install(|| {
            loaded
                .into_par_iter()
                .zip(skip)
                .zip(repeated)
                .map(|((l, s), r)| finish(l, s, r, settings))
                .collect()
        });
        if to_writer.send(outcomes).is_err() {
            return Ok(()); // the writer failed; it reports why
        }
    }
}

/// How the writer ended: what it wrote, and the error that stopped it.
struct WriterEnd {
    summary: Summary,
    /// Inputs stored in the database by this run (error records included).
    committed: u64,
    error: Option<String>,
}

/// The writer thread: stores and writes each window's outcomes in input order; output
/// files are completed (renamed over their names) only once everything is written.
fn write_windows(
    windows: std::sync::mpsc::Receiver<Vec<Outcome>>,
    (mut db, mut json, mut csv): (
        Option<(db::Database, PathBuf)>,
        Option<outputs::Sink>,
        Option<outputs::Sink>,
    ),
    mut progress: Progress,
    settings: &Settings,
) -> WriterEnd {
    let mut summary = Summary::default();
    let mut committed = 0;
    let write_all = || -> Result<(), String> {
        for outcomes in windows {
            if let Some((db, path)) = &mut db {
                db.write(&outcomes).map_err(|e| db::describe(path, &e))?;
                committed += outcomes
                    .iter()
                    .filter(|o| o.writes_db() && !matches!(o.status, Status::Large(_)))
                    .count() as u64;
            }
            let mut window_input_bytes = 0;
            for outcome in &outcomes {
                summary.count(outcome);
                window_input_bytes += outcome.bytes;
                if let Status::Failed(error) = &outcome.status {
                    // A record is named by its file and line, and its id if it has one.
                    let line = if outcome.input == outcome.name {
                        format!("{}: {}", outcome.input, error.message)
                    } else {
                        format!("{} (id {}): {}", outcome.input, outcome.name, error.message)
                    };
                    progress.println(&line);
                }
                if let Status::Large(large) = &outcome.status {
                    let sinks = large::Sinks {
                        db: db.as_mut().map(|(db, path)| (db, path.as_path())),
                        json: json.as_mut(),
                        csv: csv.as_mut(),
                    };
                    large::write(
                        outcome,
                        large,
                        settings.extractor,
                        settings.lang,
                        settings.chunking,
                        sinks,
                        &mut summary,
                    )?;
                    committed += u64::from(db.is_some() && outcome.writes_db());
                }
                if let Some(out) = &mut json {
                    out.write_all(&outcome.json)?;
                }
                if let Some(out) = &mut csv {
                    out.write_all(&outcome.csv)?;
                }
            }
            // Flushed per window: as a stream stage, a window's results go out as soon as
            // they are ready.
            if let Some(out) = &mut json {
                out.flush()?;
            }
            progress.advance(outcomes.len() as u64, window_input_bytes);
        }
        for sink in [json.take(), csv.take()].into_iter().flatten() {
            sink.commit()?;
        }
        Ok(())
    };
    let error = write_all().err();
    progress.finish();
    WriterEnd {
        summary,
        committed,
        error,
    }
}

/// 128 bits of the BLAKE3 of an input's identity and content hash.
fn identity(input: &str, hash: &str) -> [u8; 16] {
    let mut hasher = blake3::Hasher::new();
    hasher.update(input.as_bytes());
    hasher.update(b"\0");
    hasher.update(hash.as_bytes());
    let mut id = [0; 16];
    id.copy_from_slice(&hasher.finalize().as_bytes()[..16]);
    id
}

/// Reads a unit's bytes and hashes them (worker thread).
fn load(unit: Unit, settings: &Settings) -> Loaded {
    match unit {
        Unit::Failed { name, error } => Loaded {
            input: name.clone(),
            name,
            hash: None,
            bytes: 0,
            fields: None,
            body: Err(error),
        },
        Unit::File { path, size } => {
            let name = path.display().to_string();
            let input = units::input_name(&path);
            let html = matches!(extension(&path).as_deref(), Some("html" | "htm"));
            let data = read_file(&path, size, settings.max_bytes);
            let hash = data
                .as_ref()
                .ok()
                .map(|d| blake3::hash(d).to_hex().to_string());
            let bytes = data.as_ref().map_or(0, |d| d.len() as u64);
            Loaded {
                input,
                name,
                hash,
                bytes,
                fields: None,
                body: data.map(|data| Body::File { data, html }),
            }
        }
        Unit::Record {
            origin,
            line,
            bytes,
        } => {
            let input = format!("{origin}:{line}");
            let data = match bytes {
                Ok(data) => data,
                Err(error) => {
                    return Loaded {
                        name: input.clone(),
                        input,
                        hash: None,
                        bytes: 0,
                        fields: None,
                        body: Err(error),
                    };
                }
            };
            let hash = Some(blake3::hash(&data).to_hex().to_string());
            let size = data.len() as u64;
            match parse_record(&origin, line, &data) {
                Ok(r) => Loaded {
                    input,
                    name: r.name,
                    hash,
                    bytes: size,
                    fields: Some(r.fields),
                    body: Ok(Body::Record { text: r.text }),
                },
                Err((name, error)) => Loaded {
                    input,
                    name,
                    hash,
                    bytes: size,
                    fields: None,
                    body: Err(error),
                },
            }
        }
    }
}

fn read_file(path: &Path, size: u64, max_bytes: u64) -> Result<Vec<u8>, InputError> {
    let too_large = || InputError {
        kind: "too_large".into(),
        message: format!(
            "larger than the limit of {max_bytes} bytes; raise --max-file-size to read it"
        ),
    };
    if size > max_bytes {
        return Err(too_large());
    }
    let file = units::open_input(path)?;
    let mut data = Vec::with_capacity(size as usize);
    // `take`: a file that grew since it was measured is still refused past the limit.
    file.take(max_bytes.saturating_add(1))
        .read_to_end(&mut data)
        .map_err(|e| units::io_error(&e))?;
    if data.len() as u64 > max_bytes {
        return Err(too_large());
    }
    Ok(data)
}

/// Decodes and extracts a loaded input, and renders its output (worker thread).
fn finish(loaded: Loaded, skipped: bool, repeated: bool, settings: &Settings) -> Outcome {
    let Loaded {
        input,
        name,
        hash,
        bytes,
        fields,
        body,
    } = loaded;
    // A document already stored is extracted again for the JSON Lines and CSV outputs
    // only: every run writes every input to them, so that a rerun or a resumed batch
    // leaves each output whole.
    let stored = skipped && (settings.json || settings.csv);
    let status = if skipped && !stored {
        Status::Skipped
    } else {
        body.and_then(|body| extract(&name, body, settings))
            .unwrap_or_else(Status::Failed)
    };
    let mut outcome = Outcome {
        input,
        name,
        hash,
        bytes,
        fields,
        status,
        stored,
        repeated,
        json: Vec::new(),
        csv: Vec::new(),
    };
    if settings.json {
        outcome.json = sinks::json_line(&outcome);
    }
    if settings.csv {
        outcome.csv = sinks::csv_rows(&outcome);
    }
    if !settings.db {
        if let Status::Extracted(x) = &mut outcome.status {
            x.report.facts = Vec::new();
            x.report.findings = Vec::new();
        }
    }
    outcome
}

/// Decodes an input; a text longer than the chunk threshold is handed on whole, for the
/// writer to extract in chunks, and any other extracted here.
fn extract(name: &str, body: Body, settings: &Settings) -> Result<Status, InputError> {
    let (text, encoding, text_source) = match body {
        Body::Record { text } => (text, "UTF-8", "text"),
        Body::File { data, html } => {
            let Decoded { text, encoding } = encoding::decode(&data, settings.forced, html)?;
            drop(data);
            if html {
                (text_from_html(&text), encoding, "html")
            } else {
                (text, encoding, "text")
            }
        }
    };
    if text.len() > LARGE_TEXT.min(settings.chunking.threshold) {
        return Ok(Status::Large(LargeText {
            text,
            encoding,
            text_source,
        }));
    }
    // One document must never stop the batch, even if a stage has a bug.
    let report = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        settings.extractor.extract_as(name, &text, settings.lang)
    }))
    .map_err(|_| InputError {
        kind: "internal".into(),
        message: "the extractor failed on this document (a bug: please report it with the file)"
            .into(),
    })?;
    Ok(Status::Extracted(Extracted {
        facts: report.facts.len() as u64,
        finding_kinds: report.findings.iter().map(|f| f.kind.as_str()).collect(),
        report,
        encoding,
        text_source,
    }))
}

impl Summary {
    /// What a batch stopped by an output or database failure leaves behind.
    fn print_stop(&self, committed: u64, db: Option<&Path>) {
        match db {
            Some(db) => eprintln!(
                "summary: stopped early: {committed} inputs stored in {} by this run stay stored ({} were there already); rerun the same command to resume",
                db.display(),
                self.skipped
            ),
            None => eprintln!(
                "summary: stopped early after {} inputs; no output file was replaced; rerun the command",
                self.inputs
            ),
        }
    }

    fn count(&mut self, outcome: &Outcome) {
        self.inputs += 1;
        self.bytes += outcome.bytes;
        self.repeated += u64::from(outcome.repeated);
        if outcome.stored {
            self.skipped += 1;
            return;
        }
        match &outcome.status {
            Status::Extracted(x) => {
                self.extracted += 1;
                self.facts += x.facts;
                for kind in &x.finding_kinds {
                    *self.findings.entry(kind).or_default() += 1;
                }
            }
            Status::Failed(error) => {
                self.failed += 1;
                *self.errors.entry(error.kind.clone()).or_default() += 1;
            }
            Status::Skipped => self.skipped += 1,
            // Its facts and findings are counted as its chunks are written.
            Status::Large(_) => self.extracted += 1,
        }
    }

    fn print(&self, elapsed: Duration, ignored: usize) {
        let list = |counts: &mut dyn Iterator<Item = (String, u64)>| {
            counts
                .map(|(k, n)| format!("{k} {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let findings: u64 = self.findings.values().sum();
        let secs = elapsed.as_secs_f64().max(1e-9);
        eprintln!(
            "summary: {} inputs = {} extracted + {} skipped (already in the database) + {} failed",
            self.inputs, self.extracted, self.skipped, self.failed
        );
        eprintln!("summary: {} facts", self.facts);
        eprintln!(
            "summary: {findings} findings ({})",
            list(&mut self.findings.iter().map(|(k, n)| (k.to_string(), *n)))
        );
        eprintln!(
            "summary: {} errors ({})",
            self.failed,
            list(&mut self.errors.iter().map(|(k, n)| (k.clone(), *n)))
        );
        if self.repeated > 0 {
            eprintln!(
                "summary: {} inputs repeat an earlier input with the same name and content: one document each, stored once",
                self.repeated
            );
        }
        if ignored > 0 {
            eprintln!("summary: {ignored} files in the directories ignored (not .txt, .md, .html, .htm or .jsonl)");
        }
        eprintln!(
            "summary: {:.2} MB in {secs:.2} s = {:.2} MB/s, {:.1} documents/s",
            mb(self.bytes),
            mb(self.bytes) / secs,
            self.inputs as f64 / secs
        );
    }
}
