//! The full JSON report of each corpus document, pinned as a reviewed snapshot
//! (`tests/snapshots/snapshots__<lang>_<name>.snap`). A change in any fact, finding or
//! schema entry shows up as a diff to review with `cargo insta review` (or
//! `INSTA_UPDATE=always cargo test`, then `git diff`), never as a silent change.
//!
//! The documents are the files present: every `corpus/<lang>/<name>.txt` has its
//! snapshot, so adding an article means adding its text (and reviewing the new
//! snapshot), not a test function; a snapshot whose article is gone fails the test.

use benchfacts::Extractor;
use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// `corpus/<lang>/<name>.txt` files, sorted, with their snapshot names
/// (`<lang>_<name>`, dashes as underscores).
fn corpus_documents() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let corpus = Path::new(ROOT).join("corpus");
    for lang in std::fs::read_dir(&corpus).expect("corpus/") {
        let lang = lang.expect("corpus entry").path();
        if !lang.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&lang).expect("language folder") {
            let path = file.expect("corpus file").path();
            if path.extension().is_none_or(|e| e != "txt") {
                continue;
            }
            let relative = path
                .strip_prefix(ROOT)
                .expect("under the manifest dir")
                .to_string_lossy()
                .replace('\\', "/");
            let name = format!(
                "{}_{}",
                lang.file_name().unwrap().to_string_lossy(),
                path.file_stem().unwrap().to_string_lossy()
            )
            .replace('-', "_");
            out.push((relative, name));
        }
    }
    out.sort();
    out
}

#[test]
fn every_corpus_document_matches_its_snapshot() {
    let documents = corpus_documents();
    assert!(documents.len() >= 5, "{documents:?}");
    let extractor = Extractor::new().expect("embedded rules load");
    for (path, name) in &documents {
        let text = std::fs::read_to_string(Path::new(ROOT).join(path)).expect("corpus file");
        let report = extractor.extract(path, &text);
        insta::assert_json_snapshot!(name.as_str(), report);
    }
}

#[test]
fn every_snapshot_has_its_corpus_document() {
    let names: Vec<String> = corpus_documents().into_iter().map(|(_, n)| n).collect();
    for entry in std::fs::read_dir(Path::new(ROOT).join("tests/snapshots")).expect("snapshots") {
        let file = entry
            .expect("snapshot")
            .file_name()
            .to_string_lossy()
            .to_string();
        let Some(name) = file
            .strip_prefix("snapshots__")
            .and_then(|f| f.strip_suffix(".snap"))
        else {
            continue;
        };
        assert!(
            names.iter().any(|n| n == name),
            "tests/snapshots/{file} has no corpus document (names: {names:?})"
        );
    }
}

/// The output kernel (src/kernels/json.rs) writes what `serde_json` writes, byte for byte,
/// for every corpus document's report (its facts, findings and schema check), and for
/// reports of the translated fixtures, which hold the most findings and escapes.
#[test]
fn the_json_writer_writes_what_serde_json_writes() {
    let extractor = Extractor::new().expect("embedded rules load");
    let mut paths: Vec<String> = corpus_documents().into_iter().map(|(p, _)| p).collect();
    for entry in std::fs::read_dir(Path::new(ROOT).join("fixtures/translated")).expect("fixtures") {
        let path = entry.expect("fixture").path();
        if path.extension().is_some_and(|e| e == "txt") {
            paths.push(
                path.strip_prefix(ROOT)
                    .expect("in the repo")
                    .display()
                    .to_string(),
            );
        }
    }
    assert!(paths.len() >= 10, "{paths:?}");
    for path in &paths {
        let text = std::fs::read_to_string(Path::new(ROOT).join(path)).expect("a document");
        let report = extractor.extract(path, &text);
        assert!(!report.facts.is_empty(), "{path}: no facts to compare");
        let mut fast = Vec::new();
        benchfacts::write_json(&mut fast, &report).expect("the kernel writes a report");
        let plain = serde_json::to_vec(&report).expect("serde_json writes a report");
        assert!(
            fast == plain,
            "{path}: the kernel's JSON differs from serde_json's"
        );
    }
}
