//! Where a batch's JSON Lines and CSV go, so that no run destroys data: an output file is
//! written under a temporary name next to it and renamed over it only when the batch has
//! written everything, so a killed or failed run leaves the previous output whole (and a
//! rerun writes it whole again); outputs that would overwrite an input or the database, or
//! be read as an input by the next run, are refused before anything is opened. Every write
//! error names the output it concerns.

use crate::cli::inputs::{extension, TEXT_EXTENSIONS};
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

/// A JSON Lines or CSV output: standard output, or a file written under a temporary name.
pub struct Sink {
    /// What the user named: `standard output`, `--output facts.jsonl`, `--csv facts.csv`.
    label: String,
    writer: BufWriter<Box<dyn Write + Send>>,
    /// The temporary file and the file it becomes.
    file: Option<(PathBuf, PathBuf)>,
}

impl Sink {
    /// Opens `path` (`-`: standard output) for `option` (`--output`, `--csv`).
    pub fn open(option: &str, path: &Path) -> Result<Sink, String> {
        if path.as_os_str() == "-" {
            return Ok(Sink {
                label: "standard output".into(),
                writer: BufWriter::with_capacity(1 << 16, Box::new(std::io::stdout())),
                file: None,
            });
        }
        let label = format!("{option} {}", path.display());
        // A device or pipe named as the output (`/dev/stdout`, `/dev/null`) cannot be
        // replaced by a rename: it is written directly.
        if std::fs::metadata(path).is_ok_and(|m| !m.is_file()) {
            let file = File::options()
                .write(true)
                .open(path)
                .map_err(|e| format!("{label}: cannot open: {e}"))?;
            return Ok(Sink {
                label,
                writer: BufWriter::with_capacity(1 << 16, Box::new(file)),
                file: None,
            });
        }
        let partial = partial_path(path);
        let file = File::create(&partial).map_err(|e| {
            format!(
                "{label}: cannot create {}: {e}; check the directory exists and is writable",
                partial.display()
            )
        })?;
        Ok(Sink {
            label,
            writer: BufWriter::with_capacity(1 << 16, Box::new(file)),
            file: Some((partial, path.to_path_buf())),
        })
    }

    pub fn write_all(&mut self, bytes: &[u8]) -> Result<(), String> {
        self.writer.write_all(bytes).map_err(|e| self.failed(&e))
    }

    pub fn flush(&mut self) -> Result<(), String> {
        self.writer.flush().map_err(|e| self.failed(&e))
    }

    fn failed(&self, e: &std::io::Error) -> String {
        let what = match e.kind() {
            std::io::ErrorKind::BrokenPipe => "closed by its reader (broken pipe)".to_string(),
            std::io::ErrorKind::StorageFull => format!("the disk is full ({e})"),
            _ => format!("cannot write: {e}"),
        };
        match &self.file {
            Some(_) => format!("{}: {what}; the file was left as it was", self.label),
            None => format!("{}: {what}", self.label),
        }
    }

    /// Everything was written: flushed to the disk and renamed over the output.
    pub fn commit(mut self) -> Result<(), String> {
        self.flush()?;
        let Some((partial, path)) = self.file.take() else {
            return Ok(());
        };
        let file = File::options().write(true).open(&partial);
        file.and_then(|f| f.sync_all())
            .and_then(|()| std::fs::rename(&partial, &path))
            .map_err(|e| {
                let _ = std::fs::remove_file(&partial);
                format!("{}: cannot complete: {e}", self.label)
            })
    }
}

impl Drop for Sink {
    /// A sink dropped without [`Sink::commit`] (the batch failed) removes its temporary file.
    fn drop(&mut self) {
        if let Some((partial, _)) = &self.file {
            let _ = std::fs::remove_file(partial);
        }
    }
}

/// `DIR/.NAME.benchfacts-partial`: next to the output (a rename does not cross file
/// systems), hidden, with an extension a batch does not read, and the same for every run
/// so that a killed run's leftover is reused rather than piling up.
fn partial_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "output".into(), |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.benchfacts-partial"))
}

/// An existing path resolved through symbolic links, or its directory's when it does not
/// exist yet.
fn resolve(path: &Path) -> Option<PathBuf> {
    if let Ok(p) = std::fs::canonicalize(path) {
        return Some(p);
    }
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    Some(std::fs::canonicalize(parent).ok()?.join(path.file_name()?))
}

fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Refuses outputs (`(option, path)`, the database among them as `--db`) that name the
/// same file, an input, or a file the walk of an input directory would read.
pub fn check(inputs: &[PathBuf], outputs: &[(&str, &Path)]) -> Result<(), String> {
    let outputs: Vec<(&str, &Path, PathBuf)> = outputs
        .iter()
        .filter(|(_, p)| p.as_os_str() != "-")
        .filter_map(|&(o, p)| Some((o, p, resolve(p)?)))
        .collect();
    for (i, (option, path, resolved)) in outputs.iter().enumerate() {
        let name = format!("{option} {}", path.display());
        for (other, other_path, other_resolved) in &outputs[..i] {
            let db_file = *other == "--db"
                && ["-wal", "-shm", "-journal"].iter().any(|s| {
                    let mut p = other_resolved.clone().into_os_string();
                    p.push(s);
                    p == *resolved.as_os_str()
                });
            if resolved == other_resolved || same_file(path, other_path) || db_file {
                return Err(format!(
                    "{name} is also {other} {}: one would destroy the other; give them different files",
                    other_path.display()
                ));
            }
        }
        for input in inputs.iter().filter(|p| p.as_os_str() != "-") {
            let Some(input_resolved) = resolve(input) else {
                continue;
            };
            if input.is_dir() {
                let read =
                    extension(resolved).is_some_and(|e| TEXT_EXTENSIONS.contains(&e.as_str()));
                if read && resolved.starts_with(&input_resolved) && resolved.is_file() {
                    return Err(format!(
                        "{name} is an input (in the input directory {}): writing it would destroy it; give another file",
                        input.display()
                    ));
                }
                if read && resolved.starts_with(&input_resolved) {
                    return Err(format!(
                        "{name} is inside the input directory {}, where the next batch would read it as an input; write it outside the archive",
                        input.display()
                    ));
                }
            } else if *resolved == input_resolved || same_file(path, input) {
                return Err(format!(
                    "{name} is the input {}: writing it would destroy the input; give another file",
                    input.display()
                ));
            }
        }
    }
    Ok(())
}
