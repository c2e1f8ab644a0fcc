//! `benchfacts audit --diff` and `--write-changes`: the audit's suggestions applied to the
//! documents, as typos and rustfix do. The edits come from the library
//! ([`benchfacts::edits`]); this layer prints them as a unified diff, or writes the
//! repaired text to a copy next to the document (`review.txt` → `review.txt.fixed`), or
//! over the document itself only with `--in-place`. Nothing is overwritten silently: an
//! existing copy is an error, and a document whose text is not its file's bytes (HTML,
//! JSON Lines records, another encoding, standard input) is refused for writing.

use benchfacts::edits::{apply, edits, Edit};
use benchfacts::model::DocumentReport;
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Args, Debug, Clone)]
pub struct FixArgs {
    /// Print a unified diff of each document with the suggestions at or above
    /// --min-confidence applied (instead of the findings).
    #[arg(long)]
    pub diff: bool,
    /// Write each document with the suggestions applied to a copy, PATH.fixed (refused
    /// when the copy exists), or over PATH with --in-place.
    #[arg(long)]
    pub write_changes: bool,
    /// With --write-changes: overwrite the documents themselves.
    #[arg(long, requires = "write_changes")]
    pub in_place: bool,
    /// Apply only suggestions of at least this confidence (0 to 1).
    #[arg(long, default_value_t = 0.7, value_parser = confidence)]
    pub min_confidence: f64,
}

fn confidence(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!("{s:?} is no confidence between 0 and 1")),
    }
}

impl FixArgs {
    /// Whether the audit should apply its suggestions rather than list its findings.
    pub fn active(&self) -> bool {
        self.diff || self.write_changes
    }
}

/// Prints the diffs or writes the changes of the audited documents (name, text as read,
/// report). Returns whether every document could be written.
pub fn run(
    args: &FixArgs,
    documents: &[(&str, &str, &DocumentReport)],
    out: &mut dyn Write,
    quiet: bool,
) -> std::io::Result<bool> {
    let mut ok = true;
    for &(name, text, report) in documents {
        let changes = edits(text, report, args.min_confidence);
        if args.diff {
            write_diff(out, name, text, &changes)?;
        }
        if args.write_changes && !changes.is_empty() {
            match write_changes(name, text, &changes, args.in_place) {
                Ok(path) if !quiet => eprintln!(
                    "benchfacts: wrote {} ({} applied)",
                    path.display(),
                    super::inputs::count(changes.len(), "suggestion", "suggestions")
                ),
                Ok(_) => {}
                Err(message) => {
                    eprintln!("{}: {message}", super::names::line_safe(name));
                    ok = false;
                }
            }
        }
    }
    Ok(ok)
}

/// Writes the repaired text of `name`, returning where.
fn write_changes(
    name: &str,
    text: &str,
    changes: &[Edit],
    in_place: bool,
) -> Result<PathBuf, String> {
    let path = Path::new(name);
    let on_disk = std::fs::read(path)
        .map_err(|e| format!("cannot write changes: the document is no file to rewrite ({e})"))?;
    if on_disk != text.as_bytes() {
        return Err(
            "cannot write changes: the text audited is not the file's bytes (HTML, \
                    JSON Lines records or another encoding than UTF-8); use --diff"
                .into(),
        );
    }
    let target = if in_place {
        path.to_path_buf()
    } else {
        let mut copy = path.as_os_str().to_owned();
        copy.push(".fixed");
        PathBuf::from(copy)
    };
    let repaired = apply(text, changes);
    let written = if in_place {
        std::fs::write(&target, repaired)
    } else {
        // create_new: an existing copy is never overwritten.
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&target)
            .and_then(|mut f| f.write_all(repaired.as_bytes()))
    };
    written.map_err(|e| format!("cannot write {}: {e}", target.display()))?;
    Ok(target)
}

/// Lines of context around each change, as `diff -u` prints.
const CONTEXT: usize = 3;

/// A unified diff of `text` against `text` with `changes` applied. The edits replace
/// numbers within lines, so the lines of both sides correspond one to one.
fn write_diff(
    out: &mut dyn Write,
    name: &str,
    text: &str,
    changes: &[Edit],
) -> std::io::Result<()> {
    if changes.is_empty() {
        return Ok(());
    }
    let after = apply(text, changes);
    let old: Vec<&str> = text.split_inclusive('\n').collect();
    let new: Vec<&str> = after.split_inclusive('\n').collect();
    let changed: Vec<usize> = (0..old.len()).filter(|&i| old[i] != new[i]).collect();
    // As git does for a name with a newline, the diff header keeps it on one line.
    let name = super::names::line_safe(name);
    writeln!(out, "--- a/{name}")?;
    writeln!(out, "+++ b/{name}")?;
    let mut k = 0;
    while k < changed.len() {
        let first = changed[k].saturating_sub(CONTEXT);
        let mut last = changed[k];
        while k + 1 < changed.len() && changed[k + 1] <= last + 2 * CONTEXT + 1 {
            k += 1;
            last = changed[k];
        }
        let end = (last + CONTEXT + 1).min(old.len());
        let lines = end - first;
        writeln!(out, "@@ -{},{lines} +{},{lines} @@", first + 1, first + 1)?;
        for i in first..end {
            let line = |s: &str| s.trim_end_matches('\n').trim_end_matches('\r').to_string();
            if old[i] == new[i] {
                writeln!(out, " {}", line(old[i]))?;
            } else {
                writeln!(out, "-{}", line(old[i]))?;
                writeln!(out, "+{}", line(new[i]))?;
            }
        }
        k += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use benchfacts::model::FindingKind;

    #[test]
    fn hunks_join_close_changes_and_keep_three_lines_of_context() {
        let text = "a\nb\nc 1\nd\ne\nf\ng\nh\ni\nj\nk\nl 2\nm\n";
        let at = |s: &str| text.find(s).unwrap();
        let edit = |s: &str, r: &str| Edit {
            span: [at(s), at(s) + s.len()],
            replacement: r.into(),
            confidence: 0.9,
            kind: FindingKind::Rotated,
        };
        let mut out = Vec::new();
        write_diff(
            &mut out,
            "t.txt",
            text,
            &[edit("c 1", "c 9"), edit("l 2", "l 8")],
        )
        .unwrap();
        let diff = String::from_utf8(out).unwrap();
        assert_eq!(
            diff,
            "--- a/t.txt\n+++ b/t.txt\n@@ -1,6 +1,6 @@\n a\n b\n-c 1\n+c 9\n d\n e\n f\n\
             @@ -9,5 +9,5 @@\n i\n j\n k\n-l 2\n+l 8\n m\n"
        );
    }
}
