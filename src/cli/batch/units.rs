//! The inputs of a batch, one unit at a time: files named or found in directories, and
//! the records of JSON Lines files and of standard input. Enumeration is lazy so that an
//! archive of any size (or an endless stream on standard input) is never held in memory;
//! only the list of paths is.

use super::super::inputs::{expand, Source};
use benchfacts::model::InputError;
use serde_json::{Map, Value};
use std::collections::VecDeque;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};

/// Extensions read when walking a directory; a file named on the command line is read
/// whatever its extension.
pub const ARCHIVE_EXTENSIONS: &[&str] = &["txt", "md", "html", "htm", "jsonl"];

/// One input of the batch, not yet read.
pub enum Unit {
    /// A text, Markdown or HTML file.
    File { path: PathBuf, size: u64 },
    /// One line of a JSON Lines input (`origin` is its path's [`input_name`] or `-`;
    /// `line` is 1-based).
    Record {
        origin: String,
        line: usize,
        bytes: Result<Vec<u8>, InputError>,
    },
    /// An input that failed before it could be read (missing path, unreadable directory).
    Failed { name: String, error: InputError },
}

impl Unit {
    /// Bytes this unit holds in memory once loaded (for the window's memory budget).
    pub fn size(&self) -> u64 {
        match self {
            Unit::File { size, .. } => *size,
            Unit::Record { bytes: Ok(b), .. } => b.len() as u64,
            _ => 0,
        }
    }
}

/// What the batch reads, expanded from the PATH arguments.
pub struct Plan {
    sources: VecDeque<Source>,
    /// Total bytes of the files and JSON Lines files named (unknown with standard input).
    pub total_bytes: Option<u64>,
    /// Files found in directories and left out for their extension.
    pub ignored: Vec<PathBuf>,
}

pub fn plan(paths: &[PathBuf]) -> Plan {
    let mut sources = VecDeque::new();
    let mut ignored = Vec::new();
    let mut total = Some(0u64);
    for source in expand(paths) {
        match &source {
            Source::File(path) => {
                let explicit = paths.iter().any(|p| p == path);
                if !explicit && !has_archive_extension(path) {
                    ignored.push(path.clone());
                    continue;
                }
                let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
                total = total.map(|t| t + size);
            }
            Source::Stdin => total = None,
            Source::Failed(..) => {}
        }
        sources.push_back(source);
    }
    Plan {
        sources,
        total_bytes: total,
        ignored,
    }
}

fn has_archive_extension(path: &Path) -> bool {
    extension(path).is_some_and(|e| ARCHIVE_EXTENSIONS.contains(&e.as_str()))
}

pub fn extension(path: &Path) -> Option<String> {
    path.extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
}

/// Yields the units of a plan in order, streaming the records of JSON Lines inputs.
pub struct Units {
    plan: Plan,
    records: Option<Records>,
    max_bytes: u64,
}

struct Records {
    origin: String,
    reader: Box<dyn BufRead>,
    line: usize,
}

impl Units {
    pub fn new(plan: Plan, max_bytes: u64) -> Self {
        Units {
            plan,
            records: None,
            max_bytes,
        }
    }
}

impl Iterator for Units {
    type Item = Unit;

    fn next(&mut self) -> Option<Unit> {
        loop {
            if let Some(records) = &mut self.records {
                match next_record(records, self.max_bytes) {
                    Some(unit) => return Some(unit),
                    None => self.records = None,
                }
            }
            match self.plan.sources.pop_front()? {
                Source::Failed(name, error) => return Some(Unit::Failed { name, error }),
                Source::Stdin => {
                    let reader = Box::new(BufReader::with_capacity(1 << 16, std::io::stdin()));
                    self.records = Some(Records {
                        origin: "-".into(),
                        reader,
                        line: 0,
                    });
                }
                Source::File(path) if extension(&path).as_deref() == Some("jsonl") => {
                    match open_input(&path) {
                        Ok(file) => {
                            let reader = Box::new(BufReader::with_capacity(1 << 16, file));
                            self.records = Some(Records {
                                origin: input_name(&path),
                                reader,
                                line: 0,
                            });
                        }
                        Err(error) => {
                            return Some(Unit::Failed {
                                name: path.display().to_string(),
                                error,
                            })
                        }
                    }
                }
                Source::File(path) => {
                    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
                    return Some(Unit::File { path, size });
                }
            }
        }
    }
}

/// The next line of a JSON Lines input (blank lines of a file skipped); a line longer than `max_bytes` becomes
/// a `too_large` record and is skipped without being held in memory.
fn next_record(records: &mut Records, max_bytes: u64) -> Option<Unit> {
    loop {
        let mut line = Vec::new();
        let mut too_long = false;
        let mut read_any = false;
        loop {
            let buf = match records.reader.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    records.line += 1;
                    let unit = Unit::Record {
                        origin: records.origin.clone(),
                        line: records.line,
                        bytes: Err(io_error(&e)),
                    };
                    // A read error ends this input: what follows cannot be located.
                    records.reader = Box::new(std::io::empty());
                    return Some(unit);
                }
            };
            if buf.is_empty() {
                break;
            }
            read_any = true;
            let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
                Some(p) => (&buf[..p], p + 1),
                None => (buf, buf.len()),
            };
            if !too_long {
                if (line.len() + chunk.len()) as u64 > max_bytes {
                    too_long = true;
                    line = Vec::new();
                } else {
                    line.extend_from_slice(chunk);
                }
            }
            let ended = done > chunk.len();
            records.reader.consume(done);
            if ended {
                break;
            }
        }
        if !read_any {
            return None;
        }
        records.line += 1;
        if too_long {
            return Some(Unit::Record {
                origin: records.origin.clone(),
                line: records.line,
                bytes: Err(InputError {
                    kind: "too_large".into(),
                    message: format!("record longer than the limit of {max_bytes} bytes; raise --max-file-size to read it"),
                }),
            });
        }
        if line.iter().all(u8::is_ascii_whitespace) {
            // On standard input (a stream stage, `RDD.pipe`) every line has its output
            // line, so that lines in and out stay paired; in a file a blank line is none.
            if records.origin != "-" {
                continue;
            }
            return Some(Unit::Record {
                origin: records.origin.clone(),
                line: records.line,
                bytes: Err(InputError {
                    kind: "blank_record".into(),
                    message: format!(
                        "line {} is blank, not a record {{\"id\": ..., \"text\": ...}}",
                        records.line
                    ),
                }),
            });
        }
        return Some(Unit::Record {
            origin: records.origin.clone(),
            line: records.line,
            bytes: Ok(line),
        });
    }
}

/// How long a named pipe given as an input may go without a writer.
const FIFO_OPEN_LIMIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Opens an input file. A device (`/dev/zero` never ends) or socket is refused; a named
/// pipe is opened with a time limit, since opening one waits for a writer, and every
/// input behind it would wait too.
pub fn open_input(path: &Path) -> Result<File, InputError> {
    use std::os::unix::fs::FileTypeExt;
    let kind = std::fs::metadata(path)
        .map_err(|e| io_error(&e))?
        .file_type();
    if kind.is_char_device() || kind.is_block_device() || kind.is_socket() {
        return Err(InputError {
            kind: "io".into(),
            message: "a device or socket, not a document: refused; pipe it to standard input (`-`) to read from it".into(),
        });
    }
    if !kind.is_fifo() {
        return File::open(path).map_err(|e| io_error(&e));
    }
    let (opened, receiver) = std::sync::mpsc::channel();
    let fifo = path.to_path_buf();
    // Left blocked if no writer comes: it ends with the process.
    std::thread::spawn(move || opened.send(File::open(fifo)));
    match receiver.recv_timeout(FIFO_OPEN_LIMIT) {
        Ok(file) => file.map_err(|e| io_error(&e)),
        Err(_) => Err(InputError {
            kind: "io".into(),
            message: format!(
                "a named pipe without a writer for {} s: skipped; start its writer first, or pipe it to standard input (`-`)",
                FIFO_OPEN_LIMIT.as_secs()
            ),
        }),
    }
}

pub fn io_error(err: &std::io::Error) -> InputError {
    let (kind, message) = match err.kind() {
        std::io::ErrorKind::NotFound => ("not_found", "no such file or directory".to_string()),
        std::io::ErrorKind::PermissionDenied => (
            "permission_denied",
            "permission denied: the file cannot be read".to_string(),
        ),
        _ => ("io", format!("cannot read: {err}")),
    };
    InputError {
        kind: kind.into(),
        message,
    }
}

/// A JSON Lines record: its name, its text and the fields carried through to the output.
pub struct Record {
    pub name: String,
    pub text: String,
    pub fields: Map<String, Value>,
}

/// The identity of a file among a batch's inputs: its path as given, which is also its `doc`
/// when the path is UTF-8. It is made injective so that no two inputs share it (two
/// documents with one name would overwrite each other in the database): a byte that is
/// not UTF-8 is written `\xNN` rather than the replacement character `doc` shows, and a
/// backslash is doubled so that `\xNN` cannot also be a name's own text.
pub fn input_name(path: &Path) -> String {
    use std::os::unix::ffi::OsStrExt;
    let bytes = path.as_os_str().as_bytes();
    if !bytes.contains(&b'\\') {
        if let Ok(name) = std::str::from_utf8(bytes) {
            return name.to_string();
        }
    }
    let mut name = String::with_capacity(bytes.len() + 8);
    for chunk in bytes.utf8_chunks() {
        name.push_str(&chunk.valid().replace('\\', "\\\\"));
        for b in chunk.invalid() {
            name.push_str(&format!("\\x{b:02x}"));
        }
    }
    name
}

/// Parses a record line. The name is the record's `id` (a string, or a number as
/// written: an integer too large for 64 bits is kept digit for digit), or `ORIGIN:LINE`
/// when it has none. On error, the name is returned too.
pub fn parse_record(
    origin: &str,
    line: usize,
    bytes: &[u8],
) -> Result<Record, (String, InputError)> {
    let fallback = format!("{origin}:{line}");
    let invalid = |name: String, message: String| {
        (
            name,
            InputError {
                kind: "invalid_record".into(),
                message,
            },
        )
    };
    let text = std::str::from_utf8(bytes).map_err(|e| {
        (
            fallback.clone(),
            InputError {
                kind: "invalid_utf8".into(),
                message: format!(
                    "byte 0x{:02x} at offset {} of line {line} is not UTF-8; JSON Lines must be UTF-8",
                    bytes[e.valid_up_to()],
                    e.valid_up_to()
                ),
            },
        )
    })?;
    // A JSON Lines file saved with a byte-order mark has it before its first record.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let not_json =
        |e: serde_json::Error| invalid(fallback.clone(), format!("line {line} is not JSON: {e}"));
    // The values stay raw until each is read, so that an id is kept as written.
    let mut raw: std::collections::BTreeMap<String, &serde_json::value::RawValue> =
        match serde_json::from_str(text) {
            Ok(raw) => raw,
            Err(e) => {
                return Err(match serde_json::from_str::<Value>(text) {
                    Ok(_) => invalid(
                        fallback,
                        format!(
                        "line {line} is not a JSON object; expected {{\"id\": ..., \"text\": ...}}"
                    ),
                    ),
                    Err(_) => not_json(e),
                })
            }
        };
    let name = match raw.remove("id") {
        None => fallback.clone(),
        Some(id) => match serde_json::from_str::<Value>(id.get()).map_err(not_json)? {
            Value::String(s) => s,
            Value::Null => fallback.clone(),
            Value::Number(n) => {
                let written = id.get().trim();
                let integer = written.strip_prefix('-').unwrap_or(written);
                if integer.bytes().all(|b| b.is_ascii_digit()) {
                    written.to_string()
                } else {
                    n.to_string()
                }
            }
            other => {
                return Err(invalid(
                    fallback,
                    format!("line {line}: \"id\" must be a string or a number, not {other}"),
                ));
            }
        },
    };
    let text = raw.remove("text");
    let mut fields = Map::new();
    for (key, value) in raw {
        fields.insert(key, serde_json::from_str(value.get()).map_err(not_json)?);
    }
    match text.map(|t| serde_json::from_str::<String>(t.get())) {
        Some(Ok(text)) => Ok(Record { name, text, fields }),
        Some(_) => Err(invalid(
            name,
            format!("line {line}: \"text\" must be a string"),
        )),
        None => Err(invalid(name, format!("line {line} has no \"text\" field"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn records_of(origin: &str, input: &str, max: u64) -> Vec<(usize, Result<String, String>)> {
        let mut records = Records {
            origin: origin.into(),
            reader: Box::new(std::io::Cursor::new(input.as_bytes().to_vec())),
            line: 0,
        };
        std::iter::from_fn(|| next_record(&mut records, max))
            .map(|u| match u {
                Unit::Record { line, bytes, .. } => (
                    line,
                    bytes
                        .map(|b| String::from_utf8(b).unwrap())
                        .map_err(|e| e.kind),
                ),
                _ => unreachable!(),
            })
            .collect()
    }

    #[test]
    fn records_are_lines_blank_ones_skipped_long_ones_refused() {
        let input = "{\"a\":1}\n\n   \n{\"b\":2}\r\nxxxxxxxxxxxxxxxxxxxx\n{\"c\":3}";
        let got = records_of("in.jsonl", input, 12);
        assert_eq!(
            got,
            vec![
                (1, Ok("{\"a\":1}".into())),
                (4, Ok("{\"b\":2}\r".into())),
                (5, Err("too_large".into())),
                (6, Ok("{\"c\":3}".into())),
            ]
        );
        // On standard input, blank lines keep their place.
        let got = records_of("-", input, 12);
        let kinds: Vec<_> = got
            .iter()
            .map(|(line, r)| (*line, r.as_ref().err().map(String::as_str)))
            .collect();
        assert_eq!(
            kinds,
            vec![
                (1, None),
                (2, Some("blank_record")),
                (3, Some("blank_record")),
                (4, None),
                (5, Some("too_large")),
                (6, None)
            ]
        );
    }

    #[test]
    fn record_fields_are_carried_and_problems_named() {
        let r = parse_record(
            "in.jsonl",
            3,
            br#"{"id": 7, "text": "1 ms", "product": "A250"}"#,
        )
        .ok()
        .unwrap();
        assert_eq!((r.name.as_str(), r.text.as_str()), ("7", "1 ms"));
        assert_eq!(r.fields.get("product"), Some(&Value::String("A250".into())));
        let (name, err) = parse_record("in.jsonl", 3, br#"{"text": 5}"#)
            .err()
            .unwrap();
        assert_eq!(
            (name.as_str(), err.kind.as_str()),
            ("in.jsonl:3", "invalid_record")
        );
        let (name, err) = parse_record("-", 9, b"{not json").err().unwrap();
        assert_eq!(
            (name.as_str(), err.kind.as_str()),
            ("-:9", "invalid_record")
        );
        assert!(
            err.message.contains("line 9 is not JSON"),
            "{}",
            err.message
        );
        let bom = parse_record(
            "in.jsonl",
            1,
            b"\xef\xbb\xbf{\"id\": \"x\", \"text\": \"\"}",
        )
        .ok()
        .unwrap();
        assert_eq!(bom.name, "x");
        let (_, err) = parse_record("-", 2, b"{\"id\":\"x\",\"text\":\"\xff\"}")
            .err()
            .unwrap();
        assert_eq!(err.kind, "invalid_utf8");
    }

    #[test]
    fn input_names_keep_apart_what_lossy_names_merge() {
        use std::os::unix::ffi::OsStrExt;
        let name = |b: &[u8]| input_name(Path::new(std::ffi::OsStr::from_bytes(b)));
        assert_eq!(name(b"archive/a.txt"), "archive/a.txt");
        assert_eq!(name(b"a\xff.txt"), "a\\xff.txt");
        assert_eq!(name(b"a\xfe.txt"), "a\\xfe.txt");
        // The text `\xff` in a name is not the byte 0xff.
        assert_eq!(name(b"a\\xff.txt"), "a\\\\xff.txt");
    }

    #[test]
    fn integer_ids_are_kept_as_written() {
        let id = |line: &str| {
            parse_record("in.jsonl", 1, line.as_bytes())
                .ok()
                .unwrap()
                .name
        };
        assert_eq!(
            id(r#"{"id": 18446744073709551617, "text": ""}"#),
            "18446744073709551617"
        );
        assert_eq!(
            id(r#"{"id": -18446744073709551617, "text": ""}"#),
            "-18446744073709551617"
        );
        assert_eq!(id(r#"{"id": 7, "text": ""}"#), "7");
        assert_eq!(id(r#"{"id": 2.5, "text": ""}"#), "2.5");
        assert_eq!(id(r#"{"text": ""}"#), "in.jsonl:1");
        let (_, err) = parse_record("in.jsonl", 4, b"[1, 2]").err().unwrap();
        assert!(err.message.contains("not a JSON object"), "{}", err.message);
    }
}
