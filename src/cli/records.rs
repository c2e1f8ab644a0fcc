//! JSON Lines records `{"id": ..., "text": ..., other fields}`, read the same way by every
//! subcommand from a `.jsonl` file (and by `batch` from standard input): line by line, so
//! that a file of any size is never held whole, each line capped in bytes before it is
//! buffered, and each record named by its id and located by `FILE:LINE`.
//! [`RecordLines`] hands on the lines; [`parse_record`] turns one into a [`Record`].

use benchfacts::model::InputError;
use serde_json::{Map, Value};
use std::io::BufRead;

/// The lines of a JSON Lines input, one at a time, each at most `max_bytes` long.
pub struct RecordLines {
    /// The input's name in `FILE:LINE` (`-` for standard input).
    pub origin: String,
    reader: Box<dyn BufRead + Send>,
    line: usize,
    max_bytes: u64,
    /// On standard input (a stream stage, `RDD.pipe`) every line gets its output line, so
    /// that lines in and out stay paired: a blank line is an error record there, and
    /// nothing in a file.
    keep_blank: bool,
}

/// One line of a JSON Lines input: its 1-based number and its bytes (no line end), or why
/// it cannot be read.
pub struct RecordLine {
    pub line: usize,
    pub bytes: Result<Vec<u8>, InputError>,
}

impl RecordLines {
    pub fn new(
        origin: String,
        reader: Box<dyn BufRead + Send>,
        max_bytes: u64,
        keep_blank: bool,
    ) -> Self {
        RecordLines {
            origin,
            reader,
            line: 0,
            max_bytes,
            keep_blank,
        }
    }

    fn error(&mut self, kind: &str, message: String) -> RecordLine {
        RecordLine {
            line: self.line,
            bytes: Err(InputError {
                kind: kind.into(),
                message,
            }),
        }
    }
}

impl Iterator for RecordLines {
    type Item = RecordLine;

    /// The next line (blank lines of a file skipped). A line longer than `max_bytes` is a
    /// `too_large` error, skipped without being held in memory; a NUL byte (never in JSON
    /// text) ends the input as binary, so that `/dev/zero` is not read forever.
    fn next(&mut self) -> Option<RecordLine> {
        loop {
            let mut line = Vec::new();
            let mut too_long = false;
            let mut read_any = false;
            loop {
                let buf = match self.reader.fill_buf() {
                    Ok(buf) => buf,
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                    Err(e) => {
                        self.line += 1;
                        // A read error ends this input: what follows cannot be located.
                        self.reader = Box::new(std::io::empty());
                        return Some(self.error("io", format!("cannot read: {e}")));
                    }
                };
                if buf.is_empty() {
                    break;
                }
                read_any = true;
                let (chunk, done) = match memchr::memchr(b'\n', buf) {
                    Some(p) => (&buf[..p], p + 1),
                    None => (buf, buf.len()),
                };
                if let Some(nul) = memchr::memchr(0, chunk) {
                    self.line += 1;
                    self.reader = Box::new(std::io::empty());
                    let at = line.len() + nul;
                    let message = format!(
                        "NUL byte at offset {at} of line {}: binary data, not JSON Lines; the rest of the input is not read",
                        self.line
                    );
                    return Some(self.error("binary", message));
                }
                if !too_long {
                    if (line.len() + chunk.len()) as u64 > self.max_bytes {
                        too_long = true;
                        line = Vec::new();
                    } else {
                        line.extend_from_slice(chunk);
                    }
                }
                let ended = done > chunk.len();
                self.reader.consume(done);
                if ended {
                    break;
                }
            }
            if !read_any {
                return None;
            }
            self.line += 1;
            if too_long {
                let message = format!(
                    "record longer than the limit of {} bytes; raise --max-file-size to read it",
                    self.max_bytes
                );
                return Some(self.error("too_large", message));
            }
            if line.iter().all(u8::is_ascii_whitespace) {
                if !self.keep_blank {
                    continue;
                }
                let message = format!(
                    "line {} is blank, not a record {{\"id\": ..., \"text\": ...}}",
                    self.line
                );
                return Some(self.error("blank_record", message));
            }
            return Some(RecordLine {
                line: self.line,
                bytes: Ok(line),
            });
        }
    }
}

/// A JSON Lines record: its name, its text and the fields carried through to the output.
pub struct Record {
    pub name: String,
    pub text: String,
    pub fields: Map<String, Value>,
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
    let bytes = bytes.strip_suffix(b"\r").unwrap_or(bytes);
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

    fn lines_of(keep_blank: bool, input: &[u8], max: u64) -> Vec<(usize, Result<String, String>)> {
        let reader = Box::new(std::io::Cursor::new(input.to_vec()));
        RecordLines::new("in.jsonl".into(), reader, max, keep_blank)
            .map(|r| {
                (
                    r.line,
                    r.bytes
                        .map(|b| String::from_utf8(b).unwrap())
                        .map_err(|e| e.kind),
                )
            })
            .collect()
    }

    #[test]
    fn records_are_lines_blank_ones_skipped_long_ones_refused() {
        let input = b"{\"a\":1}\n\n   \n{\"b\":2}\r\nxxxxxxxxxxxxxxxxxxxx\n{\"c\":3}";
        let got = lines_of(false, input, 12);
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
        let got = lines_of(true, input, 12);
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
    fn a_nul_byte_ends_the_input_as_binary() {
        let got = lines_of(false, b"{\"a\":1}\n\0\0\0\0\n{\"b\":2}\n", 1 << 20);
        assert_eq!(
            got,
            vec![(1, Ok("{\"a\":1}".into())), (2, Err("binary".into()))]
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
