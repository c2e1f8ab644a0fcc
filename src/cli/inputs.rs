//! Turns the PATH arguments into documents: files, directories walked recursively (in
//! sorted order, each directory once even through symbolic-link loops), or standard input.

use benchfacts::input::decode;
use benchfacts::model::InputError;
use std::collections::HashSet;
use std::io::Read;
use std::path::{Path, PathBuf};

/// One input: its name as given and its text, or why it could not be read.
pub struct Document {
    pub name: String,
    pub text: Result<String, InputError>,
}

/// A path argument expanded to the files it names; errors stay in order as documents.
pub enum Source {
    File(PathBuf),
    Stdin,
    Failed(String, InputError),
}

fn io_error(path: &Path, err: &std::io::Error) -> InputError {
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

/// Expands the PATH arguments (none means standard input).
pub fn expand(paths: &[PathBuf]) -> Vec<Source> {
    let mut out = Vec::new();
    if paths.is_empty() {
        out.push(Source::Stdin);
        return out;
    }
    let mut seen_dirs = HashSet::new();
    for path in paths {
        if path.as_os_str() == "-" {
            out.push(Source::Stdin);
            continue;
        }
        walk(path, &mut seen_dirs, &mut out);
    }
    out
}

fn walk(path: &Path, seen_dirs: &mut HashSet<(u64, u64)>, out: &mut Vec<Source>) {
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) => {
            out.push(Source::Failed(
                path.display().to_string(),
                io_error(path, &e),
            ));
            return;
        }
    };
    if !meta.is_dir() {
        out.push(Source::File(path.to_path_buf()));
        return;
    }
    // A directory is known by its device and inode: resolving its canonical path would
    // cost a system call per component, quadratic in the depth of the tree.
    use std::os::unix::fs::MetadataExt;
    if !seen_dirs.insert((meta.dev(), meta.ino())) {
        return; // already walked: a symbolic-link loop or a repeated argument
    }
    let entries = match std::fs::read_dir(path) {
        Ok(rd) => rd,
        Err(e) => {
            out.push(Source::Failed(
                path.display().to_string(),
                io_error(path, &e),
            ));
            return;
        }
    };
    let mut children: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    children.sort();
    for child in children {
        // A FIFO, socket or device found in a directory is not a document: opening a FIFO
        // waits for a writer forever, and a device may never end. It is reported, not read.
        if std::fs::metadata(&child).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
            let error = InputError {
                kind: "io".into(),
                message: "not a regular file (a FIFO, socket or device): skipped; name it on its own to read it".into(),
            };
            out.push(Source::Failed(child.display().to_string(), error));
            continue;
        }
        walk(&child, seen_dirs, out);
    }
}

/// Reads one source, refusing files larger than `max_bytes`.
pub fn read(source: &Source, max_bytes: u64) -> Document {
    match source {
        Source::Failed(name, err) => Document {
            name: name.clone(),
            text: Err(err.clone()),
        },
        Source::Stdin => {
            let mut bytes = Vec::new();
            let text = match std::io::stdin()
                .lock()
                .take(max_bytes.saturating_add(1))
                .read_to_end(&mut bytes)
            {
                Ok(_) if bytes.len() as u64 > max_bytes => Err(too_large(max_bytes)),
                Ok(_) => into_text(bytes),
                Err(e) => Err(io_error(Path::new("-"), &e)),
            };
            Document {
                name: "-".into(),
                text,
            }
        }
        Source::File(path) => {
            let name = path.display().to_string();
            let text = match std::fs::metadata(path) {
                Ok(m) if m.len() > max_bytes => Err(too_large(max_bytes)),
                // Bounded read: a pipe or device ("/dev/zero", "<(cmd)") has no length to check.
                Ok(m) => {
                    // Sized from the file's length: reading into a growing buffer would
                    // hold up to twice the file.
                    let mut bytes = Vec::with_capacity((m.len() as usize).saturating_add(1));
                    match std::fs::File::open(path)
                        .and_then(|f| f.take(max_bytes.saturating_add(1)).read_to_end(&mut bytes))
                    {
                        Ok(_) if bytes.len() as u64 > max_bytes => Err(too_large(max_bytes)),
                        Ok(_) => into_text(bytes),
                        Err(e) => Err(io_error(path, &e)),
                    }
                }
                Err(e) => Err(io_error(path, &e)),
            };
            Document { name, text }
        }
    }
}

/// The bytes as text, checked by [`decode`], without copying them (a copy would hold
/// a large file twice).
fn into_text(mut bytes: Vec<u8>) -> Result<String, InputError> {
    let text_len = decode(&bytes)?.len();
    // `decode` strips a byte order mark; drop it from the buffer too.
    bytes.drain(..bytes.len() - text_len);
    String::from_utf8(bytes).map_err(|e| InputError {
        kind: "invalid_utf8".into(),
        message: format!("not UTF-8: {e}"),
    })
}

fn too_large(max_bytes: u64) -> InputError {
    InputError {
        kind: "too_large".into(),
        message: format!(
            "larger than the limit of {max_bytes} bytes; raise --max-file-size to read it"
        ),
    }
}
