//! The walk of the PATH arguments (ripgrep's, the `ignore` crate): which files are read,
//! which are left out and why, and which are named twice (read once).

use super::{count, io_error, InputError, Source};
use std::io::Read;
use std::path::{Path, PathBuf};

// ---------------------------------------------------------------------------------------
// The walk

/// Extensions read when walking a directory (a file named on the command line is read
/// whatever its extension); `--glob` patterns can include others.
pub const TEXT_EXTENSIONS: &[&str] = &["txt", "md", "html", "htm", "jsonl"];

/// A file whose first bytes hold a NUL (and no byte-order mark) is binary, as for ripgrep.
pub const BINARY_PROBE: usize = 8192;

/// What a walk found besides the sources: the files it left out, with their reason, and
/// the inputs named again.
#[derive(Default)]
pub struct Walk {
    pub sources: Vec<Source>,
    /// Files in directories that are not read, in walk order.
    pub left_out: Vec<LeftOut>,
    /// Inputs that name a file (or standard input) already named: read once, at its first
    /// naming, by every subcommand and into every sink.
    pub repeats: Vec<Repeat>,
}

/// A file a directory walk found and did not read.
pub struct LeftOut {
    pub path: PathBuf,
    pub reason: LeftOutReason,
}

/// Why a walk left a file out (the names are the contract's `reason` values).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum LeftOutReason {
    /// No .txt, .md, .html, .htm or .jsonl extension, and no including `--glob`.
    NoTextExtension,
    /// Excluded by a `!GLOB`, or not matched by the including `--glob`s.
    Glob,
    /// Its first bytes hold a NUL, and it is neither UTF-16 with a byte-order mark nor
    /// UTF-16 by its pattern of zero bytes.
    Binary,
}

impl LeftOutReason {
    pub fn as_str(self) -> &'static str {
        match self {
            LeftOutReason::NoTextExtension => "no_text_extension",
            LeftOutReason::Glob => "glob",
            LeftOutReason::Binary => "binary",
        }
    }

    fn words(self) -> &'static str {
        match self {
            LeftOutReason::NoTextExtension => {
                "no .txt, .md, .html, .htm or .jsonl extension; pass --glob to read it"
            }
            LeftOutReason::Glob => "not matched by --glob",
            LeftOutReason::Binary => "looks binary (a NUL byte in its first 8 KiB)",
        }
    }
}

/// An input named again: `name` as given this time, `first` as first named.
pub struct Repeat {
    pub name: String,
    pub first: String,
}

impl Walk {
    /// Whether a source is standard input and standard input is a terminal (someone may
    /// be waiting for the program, which is waiting for them).
    pub fn reads_a_terminal(&self) -> bool {
        use std::io::IsTerminal;
        self.sources.iter().any(|s| matches!(s, Source::Stdin)) && std::io::stdin().is_terminal()
    }

    fn left_out_for(&self, reason: LeftOutReason) -> usize {
        self.left_out.iter().filter(|l| l.reason == reason).count()
    }

    /// One line for standard error saying what the walk left out, if anything.
    pub fn left_out_note(&self) -> Option<String> {
        let mut parts = Vec::new();
        let not_text = self.left_out.len() - self.left_out_for(LeftOutReason::Binary);
        if not_text > 0 {
            parts.push(format!(
                "{} without a .txt, .md, .html, .htm or .jsonl extension (or excluded by --glob)",
                count(not_text, "file", "files")
            ));
        }
        let binary = self.left_out_for(LeftOutReason::Binary);
        if binary > 0 {
            parts.push(count(
                binary,
                "file that looks binary",
                "files that look binary",
            ));
        }
        (!parts.is_empty()).then(|| {
            format!(
                "not read in the directories: {}; name a file, or pass --glob, to read it (--verbose lists them)",
                parts.join(", ")
            )
        })
    }

    /// One line per file left out and per repeat, for `--verbose` (names escaped to stay
    /// on one line).
    pub fn detail_lines(&self) -> Vec<String> {
        let safe = crate::cli::names::line_safe;
        let left_out = self.left_out.iter().map(|l| {
            let path = l.path.display().to_string();
            format!("left out {}: {}", safe(&path), l.reason.words())
        });
        let repeats = self.repeats.iter().map(|r| {
            format!(
                "read once: {} names the same input as {}",
                safe(&r.name),
                safe(&r.first)
            )
        });
        left_out.chain(repeats).collect()
    }

    /// One line for standard error saying which inputs were named twice, if any.
    pub fn repeats_note(&self) -> Option<String> {
        let first = self.repeats.first()?;
        let safe = crate::cli::names::line_safe;
        let more = match self.repeats.len() {
            1 => String::new(),
            n => format!(" (and {} more; --verbose lists them)", n - 1),
        };
        Some(format!(
            "{} named again, read once: {} is {}{more}",
            count(self.repeats.len(), "input", "inputs"),
            safe(&first.name),
            safe(&first.first)
        ))
    }

    /// Prints the walk's notes on standard error (nothing with `quiet`, every file with
    /// `verbose`).
    pub fn print_notes(&self, quiet: bool, verbose: bool) {
        if quiet {
            return;
        }
        for note in self.left_out_note().iter().chain(&self.repeats_note()) {
            crate::cli::human::note(note);
        }
        if verbose {
            for line in self.detail_lines() {
                crate::cli::human::note(&line);
            }
        }
    }

    /// Records a file found, unless it was named before: then a repeat.
    fn add_file(&mut self, path: PathBuf, seen: &mut Seen) {
        let name = path.display().to_string();
        let key = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        match seen.files.get(&key) {
            Some(first) => self.repeats.push(Repeat {
                name,
                first: first.clone(),
            }),
            None => {
                seen.files.insert(key, name);
                self.sources.push(Source::File(path));
            }
        }
    }

    fn add_stdin(&mut self, seen: &mut Seen) {
        if seen.stdin {
            self.repeats.push(Repeat {
                name: "-".into(),
                first: "-".into(),
            });
        } else {
            seen.stdin = true;
            self.sources.push(Source::Stdin);
        }
    }
}

/// The files and directories a walk has named, by canonical path, with their first name.
#[derive(Default)]
struct Seen {
    files: std::collections::HashMap<PathBuf, String>,
    dirs: std::collections::HashMap<PathBuf, String>,
    stdin: bool,
}

/// Expands the PATH arguments (none means standard input). `globs` are ripgrep's
/// `--glob` patterns for the files of walked directories: `PATTERN` includes (and then
/// only the files it matches are read), `!PATTERN` excludes. A file reached twice (named
/// twice, named and found in a named directory, or through a link) is read once: the
/// others are [`Walk::repeats`].
pub fn walk(paths: &[PathBuf], globs: &[String]) -> Result<Walk, String> {
    let mut walk = Walk::default();
    if paths.is_empty() {
        walk.sources.push(Source::Stdin);
        return Ok(walk);
    }
    let mut seen = Seen::default();
    for path in paths {
        if path.as_os_str() == "-" {
            walk.add_stdin(&mut seen);
            continue;
        }
        match std::fs::metadata(path) {
            Err(e) => walk.sources.push(Source::Failed(
                path.display().to_string(),
                io_error(path, &e),
            )),
            Ok(meta) if meta.is_dir() => {
                let name = path.display().to_string();
                let canonical = std::fs::canonicalize(path).unwrap_or_else(|_| path.clone());
                if let Some(first) = seen.dirs.get(&canonical) {
                    let first = first.clone();
                    walk.repeats.push(Repeat { name, first });
                    continue;
                }
                seen.dirs.insert(canonical, name);
                let before = (walk.sources.len(), walk.repeats.len());
                let left_out = walk.left_out.len();
                walk_dir(path, globs, &mut walk, &mut seen)?;
                if (walk.sources.len(), walk.repeats.len()) == before {
                    let left_out = walk.left_out.len() - left_out;
                    walk.sources.push(Source::Failed(
                        path.display().to_string(),
                        no_documents(left_out),
                    ));
                }
            }
            Ok(_) => walk.add_file(path.clone(), &mut seen),
        }
    }
    // A file left out by a walk and also named (`batch dir dir/image.bin`) is read.
    if !walk.left_out.is_empty() {
        walk.left_out.retain(|l| {
            let key = std::fs::canonicalize(&l.path).unwrap_or_else(|_| l.path.clone());
            !seen.files.contains_key(&key)
        });
    }
    Ok(walk)
}

/// The error of a directory that holds no document to read: a path that yields nothing
/// is a mistake (a wrong path, a wrong --glob), not a silent success.
fn no_documents(left_out: usize) -> InputError {
    let message = if left_out == 0 {
        "no documents: the directory holds no files to read (hidden and ignored files are skipped)"
            .to_string()
    } else {
        format!(
            "no documents: {} in the directory left out (no .txt, .md, .html, .htm or .jsonl extension, binary, or not matched by --glob); name a file, or pass --glob, to read it",
            count(left_out, "file", "files")
        )
    };
    InputError {
        kind: "no_documents".into(),
        message,
    }
}

fn overrides(root: &Path, globs: &[String]) -> Result<ignore::overrides::Override, String> {
    let mut builder = ignore::overrides::OverrideBuilder::new(root);
    for glob in globs {
        builder
            .add(glob)
            .map_err(|e| format!("invalid --glob {glob:?}: {e}"))?;
    }
    builder.build().map_err(|e| format!("invalid --glob: {e}"))
}

fn walk_dir(root: &Path, globs: &[String], walk: &mut Walk, seen: &mut Seen) -> Result<(), String> {
    let overrides = overrides(root, globs)?;
    let includes = globs.iter().any(|g| !g.starts_with('!'));
    let walker = ignore::WalkBuilder::new(root)
        .follow_links(true)
        .require_git(false)
        .sort_by_file_name(|a, b| a.cmp(b))
        .build();
    for entry in walker {
        let entry = match entry {
            Ok(entry) => entry,
            Err(err) => {
                if let Some(source) = walk_error(root, err) {
                    walk.sources.push(source);
                }
                continue;
            }
        };
        let path = entry.path();
        let Some(file_type) = entry.file_type() else {
            continue; // standard input; not produced by a directory walk
        };
        if file_type.is_dir() {
            continue;
        }
        // A FIFO, socket or device found in a directory is not a document: opening a FIFO
        // waits for a writer forever, and a device may never end. It is reported, not read.
        if !file_type.is_file() {
            let error = InputError {
                kind: "io".into(),
                message: "not a regular file (a FIFO, socket or device): skipped; name it on its own to read it".into(),
            };
            walk.sources
                .push(Source::Failed(path.display().to_string(), error));
            continue;
        }
        let left_out = match overrides.matched(path, false) {
            ignore::Match::Whitelist(_) => None,
            ignore::Match::Ignore(_) => Some(LeftOutReason::Glob),
            ignore::Match::None if includes => Some(LeftOutReason::Glob),
            ignore::Match::None if !has_text_extension(path) => {
                Some(LeftOutReason::NoTextExtension)
            }
            ignore::Match::None => None,
        };
        let left_out = left_out.or_else(|| looks_binary(path).then_some(LeftOutReason::Binary));
        match left_out {
            Some(reason) => walk.left_out.push(LeftOut {
                path: path.to_path_buf(),
                reason,
            }),
            None => walk.add_file(path.to_path_buf(), seen),
        }
    }
    Ok(())
}

/// A walk error as a failed source, or `None` for a symbolic-link loop (the directory it
/// leads to is being walked already).
fn walk_error(root: &Path, err: ignore::Error) -> Option<Source> {
    let mut err = err;
    let mut path = None;
    loop {
        match err {
            ignore::Error::WithPath {
                path: p,
                err: inner,
            } => {
                path.get_or_insert(p);
                err = *inner;
            }
            ignore::Error::WithDepth { err: inner, .. }
            | ignore::Error::WithLineNumber { err: inner, .. } => {
                err = *inner;
            }
            ignore::Error::Loop { .. } => return None,
            ignore::Error::Io(io) => {
                let path = path.unwrap_or_else(|| root.to_path_buf());
                let error = io_error(&path, &io);
                return Some(Source::Failed(path.display().to_string(), error));
            }
            other => {
                let path = path.unwrap_or_else(|| root.to_path_buf());
                let error = InputError {
                    kind: "io".into(),
                    message: other.to_string(),
                };
                return Some(Source::Failed(path.display().to_string(), error));
            }
        }
    }
}

fn has_text_extension(path: &Path) -> bool {
    extension(path).is_some_and(|e| TEXT_EXTENSIONS.contains(&e.as_str()))
}

pub fn extension(path: &Path) -> Option<String> {
    path.extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
}

/// Whether the first bytes of a file hold a NUL without a byte-order mark and are not
/// UTF-16 by their pattern of zero bytes (UTF-16 text with or without a mark is text). A
/// file that cannot be opened is not binary: reading it says why.
fn looks_binary(path: &Path) -> bool {
    let mut head = Vec::with_capacity(BINARY_PROBE);
    let Ok(file) = std::fs::File::open(path) else {
        return false;
    };
    if file
        .take(BINARY_PROBE as u64)
        .read_to_end(&mut head)
        .is_err()
    {
        return false;
    }
    encoding_rs::Encoding::for_bom(&head).is_none()
        && memchr::memchr(0, &head).is_some()
        && benchfacts::encoding::utf16_by_zero_bytes(&head).is_none()
}
