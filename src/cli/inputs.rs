//! Turns the PATH arguments into documents, the same way for every subcommand: files,
//! directories walked recursively, or standard input; the bytes decoded from whatever
//! encoding they are in, HTML reduced to its text, a `.jsonl` file read as records.
//!
//! The walk ([`walk`]) is ripgrep's (the `ignore` crate): sorted, each directory once even
//! through symbolic-link loops, skipping hidden files, what `.gitignore` and `.ignore`
//! files exclude, binary files, and files without a text extension unless `--glob` names
//! them; what it leaves out is counted, never dropped silently. The reader ([`read_all`])
//! hands on [`Input`]s: a name, and the text or why there is none. `batch` takes the same
//! pieces one by one ([`walk`], [`read_file`], [`decode_document`], [`super::records`]),
//! so that it reads every input as `extract` and `audit` do, in parallel.
//!
//! Reads are capped before anything is buffered: a file longer than `--max-file-size` is
//! refused by its length, a pipe one byte past it, and a stream whose first bytes are
//! binary (`/dev/zero` on standard input) at once. A device named as an input is refused,
//! and a named pipe opened with a time limit, so that no input waits forever.

use benchfacts::html::text_from_html;
use benchfacts::model::InputError;
use std::io::Read;
use std::path::{Path, PathBuf};

mod walk;
pub use walk::{extension, walk, Walk, BINARY_PROBE, TEXT_EXTENSIONS};

/// A path argument expanded to the files it names; errors stay in order as documents.
pub enum Source {
    File(PathBuf),
    Stdin,
    Failed(String, InputError),
}

pub fn io_error(path: &Path, err: &std::io::Error) -> InputError {
    let kind = match err.kind() {
        std::io::ErrorKind::NotFound => "not_found",
        std::io::ErrorKind::PermissionDenied => "permission_denied",
        _ => "io",
    };
    let message = match err.kind() {
        std::io::ErrorKind::NotFound => "no such file or directory".to_string(),
        std::io::ErrorKind::PermissionDenied => {
            "permission denied: the file cannot be read".to_string()
        }
        _ => format!("cannot read {}: {err}", path.display()),
    };
    InputError {
        kind: kind.into(),
        message,
    }
}

pub fn too_large(max_bytes: u64) -> InputError {
    InputError {
        kind: "too_large".into(),
        message: format!(
            "larger than the limit of {max_bytes} bytes; raise --max-file-size to read it"
        ),
    }
}

/// A count of at least 1 for options where 0 makes no sense.
pub fn positive(value: &str) -> Result<usize, String> {
    match value.parse::<usize>() {
        Ok(0) => Err("must be at least 1".into()),
        Ok(n) => Ok(n),
        Err(e) => Err(format!("not a whole number: {e}")),
    }
}

/// "1 file", "2 files".
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
/// The input options that `extract`, `audit` and `batch` share.
#[derive(clap::Args)]
pub struct InputArgs {
    /// Files or directories (walked recursively; hidden, .gitignore'd and binary files
    /// skipped); `-` or nothing reads standard input.
    pub paths: Vec<PathBuf>,
    /// Decode inputs with this encoding (utf-8, utf-16le, gb18030, big5, euc-kr,
    /// shift_jis, windows-1252...) instead of detecting it; a byte-order mark still wins.
    #[arg(long)]
    pub encoding: Option<String>,
    /// Read the files of walked directories that match GLOB (repeatable; `!GLOB`
    /// excludes). Without an including glob, files ending in .txt, .md, .html, .htm or
    /// .jsonl are read.
    #[arg(
        long = "glob",
        short = 'g',
        value_name = "GLOB",
        allow_hyphen_values = true
    )]
    pub globs: Vec<String>,
    /// Refuse files larger than this many bytes (an error record; the other inputs go on).
    #[arg(long, default_value_t = 512 * 1024 * 1024, value_parser = clap::value_parser!(u64).range(1..))]
    pub max_file_size: u64,
}

impl InputArgs {
    /// The walk of the PATH arguments and how to read what it found, or a usage error.
    pub fn open(&self) -> Result<(Walk, ReadOptions), String> {
        self.open_with(&[])
    }

    /// As [`InputArgs::open`], with more `--glob` patterns (a configuration's excludes).
    pub fn open_with(&self, more_globs: &[String]) -> Result<(Walk, ReadOptions), String> {
        let globs: Vec<String> = self.globs.iter().chain(more_globs).cloned().collect();
        let encoding = self
            .encoding
            .as_deref()
            .map(benchfacts::encoding::lookup)
            .transpose()?;
        let walk = walk(&self.paths, &globs)?;
        let options = ReadOptions {
            max_bytes: self.max_file_size,
            encoding,
        };
        Ok((walk, options))
    }
}

// ---------------------------------------------------------------------------------------
// The reader

/// How to read the sources.
#[derive(Clone, Copy)]
pub struct ReadOptions {
    pub max_bytes: u64,
    /// `--encoding`: decode with this instead of detecting (a byte-order mark still wins).
    pub encoding: Option<&'static encoding_rs::Encoding>,
}

/// One document read from a source: a file, standard input, or a record of a `.jsonl` file.
pub struct Input {
    pub name: String,
    pub text: Result<String, InputError>,
    /// `FILE:LINE` of a record, whose name is its id.
    pub location: Option<String>,
}

impl Input {
    fn failed(name: String, error: InputError) -> Self {
        Input {
            name,
            text: Err(error),
            location: None,
        }
    }

    /// How standard error names the input: its name, and a record's file and line
    /// (`reviews.jsonl:3 (id a250)`), as `batch` names it; escaped to stay on one line
    /// ([`super::names::line_safe`]).
    pub fn label(&self) -> String {
        let safe = super::names::line_safe;
        match &self.location {
            Some(location) if *location != self.name => {
                format!("{} (id {})", safe(location), safe(&self.name))
            }
            _ => safe(&self.name).into_owned(),
        }
    }
}

/// What a file's name says it holds.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Text,
    Html,
    Records,
}

impl Kind {
    pub fn of(path: &Path) -> Kind {
        match extension(path).as_deref() {
            Some("jsonl") => Kind::Records,
            Some("html" | "htm") => Kind::Html,
            _ => Kind::Text,
        }
    }
}

/// Reads one source and hands each of its documents to `each` in order: one for a file or
/// standard input, one per record of a `.jsonl` file (read line by line, each line capped
/// at `--max-file-size`).
pub fn read_all(
    source: &Source,
    options: ReadOptions,
    each: &mut dyn FnMut(Input) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let (name, bytes, kind) = match source {
        Source::Failed(name, err) => return each(Input::failed(name.clone(), err.clone())),
        Source::Stdin => ("-".to_string(), read_stdin(options), Kind::Text),
        Source::File(path) => {
            let name = path.display().to_string();
            let kind = Kind::of(path);
            if kind == Kind::Records {
                return read_records(path, name, options, each);
            }
            (name, read_file(path, options), kind)
        }
    };
    let bytes = match bytes {
        Ok(bytes) => bytes,
        Err(error) => return each(Input::failed(name, error)),
    };
    each(
        match decode_document(bytes, options.encoding, kind == Kind::Html) {
            Ok(document) => Input {
                name,
                text: Ok(document.text),
                location: None,
            },
            Err(error) => Input::failed(name, error),
        },
    )
}

fn read_records(
    path: &Path,
    name: String,
    options: ReadOptions,
    each: &mut dyn FnMut(Input) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let file = match open_input(path) {
        Ok(file) => file,
        Err(error) => return each(Input::failed(name, error)),
    };
    let reader = Box::new(std::io::BufReader::with_capacity(1 << 16, file));
    let lines = super::records::RecordLines::new(name.clone(), reader, options.max_bytes, false);
    for line in lines {
        let location = format!("{name}:{}", line.line);
        let mut input = match line.bytes {
            Err(error) => Input::failed(location.clone(), error),
            Ok(bytes) => match super::records::parse_record(&name, line.line, &bytes) {
                Ok(record) => Input {
                    name: record.name,
                    text: Ok(record.text),
                    location: None,
                },
                Err((id, error)) => Input::failed(id, error),
            },
        };
        input.location = Some(location);
        each(input)?;
    }
    Ok(())
}

/// A document's text and how it was read.
pub struct Document {
    pub text: String,
    /// The WHATWG name of the encoding the text was decoded from.
    pub encoding: &'static str,
    /// `html` when the text was extracted from markup, else `text`.
    pub text_source: &'static str,
}

/// Decodes a file's bytes (see [`decode`]) and, for HTML, takes the text of its markup.
pub fn decode_document(
    bytes: Vec<u8>,
    forced: Option<&'static encoding_rs::Encoding>,
    html: bool,
) -> Result<Document, InputError> {
    let (text, encoding) = decode(bytes, forced, html)?;
    Ok(if html {
        Document {
            text: text_from_html(&text),
            encoding,
            text_source: "html",
        }
    } else {
        Document {
            text,
            encoding,
            text_source: "text",
        }
    })
}

/// How long a named pipe given as an input may go without a writer.
const FIFO_OPEN_LIMIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Opens an input file. A device (`/dev/zero` never ends) or socket is refused; a named
/// pipe is opened with a time limit, since opening one waits for a writer, and every
/// input behind it would wait too.
pub fn open_input(path: &Path) -> Result<std::fs::File, InputError> {
    use std::os::unix::fs::FileTypeExt;
    let kind = std::fs::metadata(path)
        .map_err(|e| io_error(path, &e))?
        .file_type();
    if kind.is_char_device() || kind.is_block_device() || kind.is_socket() {
        return Err(InputError {
            kind: "io".into(),
            message: "a device or socket, not a document: refused; pipe it to standard input (`-`) to read from it".into(),
        });
    }
    if !kind.is_fifo() {
        return std::fs::File::open(path).map_err(|e| io_error(path, &e));
    }
    let (opened, receiver) = std::sync::mpsc::channel();
    let fifo = path.to_path_buf();
    // Left blocked if no writer comes: it ends with the process.
    std::thread::spawn(move || opened.send(std::fs::File::open(fifo)));
    match receiver.recv_timeout(FIFO_OPEN_LIMIT) {
        Ok(file) => file.map_err(|e| io_error(path, &e)),
        Err(_) => Err(InputError {
            kind: "io".into(),
            message: format!(
                "a named pipe without a writer for {} s: skipped; start its writer first, or pipe it to standard input (`-`)",
                FIFO_OPEN_LIMIT.as_secs()
            ),
        }),
    }
}

/// Reads a file named as an input, refused past `options.max_bytes` (by its length when
/// it has one, else one byte past the limit).
pub fn read_file(path: &Path, options: ReadOptions) -> Result<Vec<u8>, InputError> {
    let file = open_input(path)?;
    let meta = file.metadata().map_err(|e| io_error(path, &e))?;
    if meta.len() > options.max_bytes {
        return Err(too_large(options.max_bytes));
    }
    let known_length = meta.is_file().then_some(meta.len());
    read_capped(file, known_length, options).map_err(|e| e.unwrap_or_else(|e| io_error(path, &e)))
}

fn read_stdin(options: ReadOptions) -> Result<Vec<u8>, InputError> {
    let stdin = std::io::stdin().lock();
    read_capped(stdin, None, options)
        .map_err(|e| e.unwrap_or_else(|e| io_error(Path::new("-"), &e)))
}

/// Reads up to one byte past the limit. The buffer is sized from a file's length (a
/// growing buffer would hold up to twice the file). A stream without a length (a pipe,
/// standard input) whose first bytes hold a NUL without a byte-order mark is refused as
/// binary at once, rather than read up to the limit.
fn read_capped(
    reader: impl Read,
    known_length: Option<u64>,
    options: ReadOptions,
) -> Result<Vec<u8>, Result<InputError, std::io::Error>> {
    let max_bytes = options.max_bytes;
    let capacity = known_length.map_or(BINARY_PROBE as u64, |n| n.saturating_add(1));
    let mut bytes = Vec::with_capacity(capacity.min(max_bytes.saturating_add(1)) as usize);
    let mut reader = reader.take(max_bytes.saturating_add(1));
    if known_length.is_none() {
        (&mut reader)
            .take(BINARY_PROBE as u64)
            .read_to_end(&mut bytes)
            .map_err(Err)?;
        let utf16 = options
            .encoding
            .is_some_and(|e| e == encoding_rs::UTF_16LE || e == encoding_rs::UTF_16BE);
        let text_by_its_zeros = benchfacts::encoding::utf16_by_zero_bytes(&bytes).is_some();
        if !utf16 && !text_by_its_zeros && encoding_rs::Encoding::for_bom(&bytes).is_none() {
            if let Some(offset) = memchr::memchr(0, &bytes) {
                return Err(Ok(InputError {
                    kind: "binary".into(),
                    message: format!(
                        "NUL byte at offset {offset}: this looks like a binary stream, not text; not read further"
                    ),
                }));
            }
        }
    }
    reader.read_to_end(&mut bytes).map_err(Err)?;
    if bytes.len() as u64 > max_bytes {
        return Err(Ok(too_large(max_bytes)));
    }
    Ok(bytes)
}

/// The bytes as text and the encoding they were decoded from. UTF-8 (the usual case) is
/// taken over without a copy, which would hold a large file twice; everything else goes
/// through [`benchfacts::encoding::decode`]: byte-order marks, `--encoding`, an HTML
/// `<meta charset>`, legacy encodings detected with chardetng (a file mixing UTF-8 and
/// another encoding refused, naming where). With `--encoding utf-8`, a bad byte is named
/// exactly ([`benchfacts::input::decode`]).
pub fn decode(
    mut bytes: Vec<u8>,
    forced: Option<&'static encoding_rs::Encoding>,
    html: bool,
) -> Result<(String, &'static str), InputError> {
    let utf8 = encoding_rs::UTF_8;
    let utf16_bom = bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF");
    let declared_other = html
        && forced.is_none()
        && benchfacts::encoding::meta_charset(&bytes).is_some_and(|e| e != utf8);
    if !utf16_bom && !declared_other && forced.is_none_or(|e| e == utf8) {
        let bom = if bytes.starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        };
        if memchr::memchr(0, &bytes).is_none() {
            // Validated once: the text is kept when it is UTF-8, and the bytes come back
            // whole (its byte-order mark restored) for the readings below when not.
            bytes.drain(..bom);
            match String::from_utf8(bytes) {
                Ok(text) => return Ok((text, utf8.name())),
                Err(e) => {
                    bytes = e.into_bytes();
                    bytes.splice(0..0, b"\xEF\xBB\xBF"[..bom].iter().copied());
                }
            }
        }
        if forced.is_some() {
            return Err(decode_utf8_strictly(&bytes));
        }
    }
    benchfacts::encoding::decode(&bytes, forced, html).map(|d| (d.text, d.encoding))
}

fn decode_utf8_strictly(bytes: &[u8]) -> InputError {
    match benchfacts::input::decode(bytes) {
        Err(error) => error,
        Ok(_) => InputError {
            kind: "invalid_utf8".into(),
            message: "not UTF-8".into(),
        },
    }
}
