//! The inputs of a batch, one unit at a time: files named or found in directories (the
//! walk every subcommand shares, `super::super::inputs::walk`), and the records of JSON
//! Lines files and of standard input. Enumeration is lazy so that an archive of any size
//! (or an endless stream on standard input) is never held in memory; only the list of
//! paths is.

use super::super::inputs::{open_input, Kind, Source, Walk};
use super::super::records::RecordLines;
use benchfacts::model::InputError;
use std::collections::VecDeque;
use std::io::BufReader;
use std::path::{Path, PathBuf};

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
}

/// The sources of a walk, with their total size.
pub fn plan(walk: Walk) -> Plan {
    let mut total = Some(0u64);
    for source in &walk.sources {
        match source {
            Source::File(path) => {
                let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
                total = total.map(|t| t + size);
            }
            Source::Stdin => total = None,
            Source::Failed(..) => {}
        }
    }
    Plan {
        sources: walk.sources.into(),
        total_bytes: total,
    }
}

/// Yields the units of a plan in order, streaming the records of JSON Lines inputs.
pub struct Units {
    plan: Plan,
    records: Option<RecordLines>,
    max_bytes: u64,
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
                match records.next() {
                    Some(record) => {
                        return Some(Unit::Record {
                            origin: records.origin.clone(),
                            line: record.line,
                            bytes: record.bytes,
                        })
                    }
                    None => self.records = None,
                }
            }
            match self.plan.sources.pop_front()? {
                Source::Failed(name, error) => return Some(Unit::Failed { name, error }),
                Source::Stdin => {
                    let reader = Box::new(BufReader::with_capacity(1 << 16, std::io::stdin()));
                    self.records = Some(RecordLines::new("-".into(), reader, self.max_bytes, true));
                }
                Source::File(path) if Kind::of(&path) == Kind::Records => match open_input(&path) {
                    Ok(file) => {
                        let reader = Box::new(BufReader::with_capacity(1 << 16, file));
                        let origin = input_name(&path);
                        self.records =
                            Some(RecordLines::new(origin, reader, self.max_bytes, false));
                    }
                    Err(error) => {
                        return Some(Unit::Failed {
                            name: path.display().to_string(),
                            error,
                        })
                    }
                },
                Source::File(path) => {
                    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
                    return Some(Unit::File { path, size });
                }
            }
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
