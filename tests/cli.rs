//! The command line as a user meets it: how `extract` and `audit` read their inputs (the
//! reader they share with `batch`), the options that refuse what makes no sense, the
//! audit's configuration file and baseline, and terminal manners.

use serde_json::Value;
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_benchfacts");

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

impl Run {
    fn records(&self) -> Vec<Value> {
        self.stdout
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .collect()
    }
}

fn run_in(dir: &Path, args: &[&str], stdin: Option<&[u8]>) -> Run {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .env_remove("NO_COLOR")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(bytes) = stdin {
        child.stdin.take().unwrap().write_all(bytes).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

fn run(args: &[&str]) -> Run {
    run_in(&repo(), args, None)
}

fn facts(record: &Value) -> Vec<(String, Option<f64>)> {
    record["facts"]
        .as_array()
        .unwrap_or_else(|| panic!("no facts: {record}"))
        .iter()
        .map(|f| (f["text"].as_str().unwrap().to_string(), f["value"].as_f64()))
        .collect()
}

fn path_str(p: &Path) -> &str {
    p.to_str().unwrap()
}

// ---------------------------------------------------------------------------------------
// One reader

#[test]
fn extract_and_batch_give_the_same_facts_for_every_file_of_the_batch_fixtures() {
    let extract = run(&["extract", "--format", "jsonl", "fixtures/batch"]);
    let batch = run(&["batch", "--progress", "none", "fixtures/batch"]);
    let by_doc = |r: &Run| -> BTreeMap<String, Value> {
        r.records()
            .into_iter()
            .map(|v| (v["doc"].as_str().unwrap().to_string(), v))
            .collect()
    };
    let (extract, batch) = (by_doc(&extract), by_doc(&batch));
    let mut compared = 0;
    for (doc, e) in &extract {
        let b = &batch[doc];
        assert_eq!(e["facts"], b["facts"], "{doc}: facts");
        assert_eq!(e["findings"], b["findings"], "{doc}: findings");
        assert_eq!(e["error"], b["error"], "{doc}: error");
        compared += 1;
    }
    // Every encoding and format copy of the fixtures, the records of records.jsonl, the
    // broken files; only the binary archive.txt is left out of extract's walk (batch
    // reports it as an error record).
    assert!(compared >= 26, "{compared} documents compared");
    let only_batch: Vec<&String> = batch.keys().filter(|d| !extract.contains_key(*d)).collect();
    assert_eq!(only_batch, vec!["fixtures/batch/broken/archive.txt"]);
    assert_eq!(batch[only_batch[0]]["error"]["kind"], "binary");
}

#[test]
fn utf16_with_a_bom_euc_kr_and_html_are_read_as_their_originals() {
    let original = run(&[
        "extract",
        "fixtures/batch/originals/ko-fujitsu-eternus-af250-s2.txt",
    ]);
    let want = facts(&original.records()[0]);
    assert!(want.len() > 50);
    for copy in [
        "fixtures/batch/copies/ko-fujitsu-eternus-af250-s2.utf16be.txt",
        "fixtures/batch/copies/ko-fujitsu-eternus-af250-s2.euc-kr.txt",
    ] {
        let r = run(&["extract", "--format", "jsonl", copy]);
        assert_eq!(r.code, 0, "{copy}: {}", r.stderr);
        assert_eq!(facts(&r.records()[0]), want, "{copy}");
    }
    // HTML: the text of the markup, not its tags.
    let html = run(&[
        "extract",
        "fixtures/batch/copies/ko-fujitsu-eternus-af250-s2.html",
    ]);
    let got: Vec<String> = facts(&html.records()[0]).into_iter().map(|f| f.0).collect();
    let want: Vec<String> = want.into_iter().map(|f| f.0).collect();
    assert_eq!(got, want);
}

#[test]
fn a_jsonl_file_is_read_as_records_named_by_their_id() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("reviews.jsonl");
    std::fs::write(
        &path,
        "{\"id\":\"a250\",\"text\":\"Peak 787.910 IOPS bei 3,58 ms.\"}\n\n{\"text\":\"Latenz 0,5 ms.\"}\n{broken\n",
    )
    .unwrap();
    let r = run(&[
        "extract",
        "--format",
        "jsonl",
        "--lang",
        "de",
        path_str(&path),
    ]);
    assert_eq!(r.code, 2, "a broken record is an input that failed");
    let records = r.records();
    assert_eq!(records.len(), 3);
    assert_eq!(records[0]["doc"], "a250");
    assert_eq!(
        facts(&records[0]),
        vec![
            ("787.910 IOPS".to_string(), Some(787_910.0)),
            ("3,58 ms".to_string(), Some(0.00358))
        ]
    );
    assert_eq!(records[1]["doc"], format!("{}:3", path.display()));
    assert_eq!(
        facts(&records[1]),
        vec![("0,5 ms".to_string(), Some(0.0005))]
    );
    assert_eq!(records[2]["error"]["kind"], "invalid_record");
    // audit reads it the same way.
    let audit = run(&[
        "audit",
        "--format",
        "brief",
        "--lang",
        "de",
        path_str(&path),
    ]);
    assert!(audit.stdout.contains("invalid_record"), "{}", audit.stdout);
}

#[test]
fn encoding_forces_a_decoder_and_an_unknown_one_is_refused() {
    let path = "fixtures/batch/copies/de-netapp-aff-a250.cp1252.txt";
    let forced = run(&["extract", "--format", "jsonl", "--encoding", "cp1252", path]);
    let detected = run(&["extract", "--format", "jsonl", path]);
    assert_eq!(forced.code, 0);
    assert_eq!(forced.stdout, detected.stdout);
    let wrong = run(&["extract", "--encoding", "utf-8", path]);
    assert_eq!(wrong.code, 2);
    assert_eq!(wrong.records()[0]["error"]["kind"], "invalid_utf8");
    let unknown = run(&["audit", "--encoding", "klingon", path]);
    assert_eq!(unknown.code, 2);
    assert!(
        unknown.stderr.contains("unknown encoding \"klingon\""),
        "{}",
        unknown.stderr
    );
    assert!(unknown.stdout.is_empty());
}

/// A directory as ripgrep walks it: hidden files, `.git`, what `.gitignore` ignores,
/// binaries and files without a text extension are left out, and said to be.
#[test]
fn walks_skip_hidden_ignored_and_binary_files_and_say_so() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let write = |name: &str, bytes: &[u8]| {
        let path = root.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    };
    write("a.txt", b"Peak 510K IOPS.");
    write(".hidden.txt", b"Peak 1K IOPS.");
    write(".git/notes.txt", b"Peak 2K IOPS.");
    write(".gitignore", b"drafts/\n");
    write("drafts/b.txt", b"Peak 3K IOPS.");
    write("c.bin.txt", b"PK\x03\x04\x00\x00 Peak 4K IOPS.");
    write("d.csv", b"Peak 5K IOPS.");
    write("e.md", b"Latency 0.5 ms.");
    let r = run_in(root, &["extract", "--format", "jsonl", "."], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let docs: Vec<String> = r
        .records()
        .iter()
        .map(|v| v["doc"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(docs, vec!["./a.txt", "./e.md"]);
    assert!(
        r.stderr
            .contains("1 file without a .txt, .md, .html, .htm or .jsonl extension")
            && r.stderr.contains("1 file that looks binary"),
        "{}",
        r.stderr
    );
    // A file named on the command line is read whatever it is called.
    let named = run_in(root, &["extract", "--format", "jsonl", ".hidden.txt"], None);
    assert_eq!(
        facts(&named.records()[0]),
        vec![("1K IOPS".to_string(), Some(1000.0))]
    );
}

#[test]
fn glob_includes_and_excludes_files_of_walked_directories() {
    let dir = tempfile::tempdir().unwrap();
    for (name, text) in [
        ("a.txt", "Peak 510K IOPS."),
        ("b.csv", "Latency 0.5 ms."),
        ("c.txt", "Peak 3K IOPS."),
    ] {
        std::fs::write(dir.path().join(name), text).unwrap();
    }
    let docs = |globs: &[&str]| -> Vec<String> {
        let mut args = vec!["extract", "--format", "jsonl"];
        args.extend(globs);
        args.push(".");
        run_in(dir.path(), &args, None)
            .records()
            .iter()
            .map(|v| v["doc"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(docs(&[]), vec!["./a.txt", "./c.txt"]);
    assert_eq!(docs(&["--glob", "*.csv"]), vec!["./b.csv"]);
    assert_eq!(docs(&["--glob", "!c.txt"]), vec!["./a.txt"]);
    assert_eq!(
        docs(&["-g", "*.csv", "-g", "a.*"]),
        vec!["./a.txt", "./b.csv"]
    );
}

// ---------------------------------------------------------------------------------------
// Options that say no

#[test]
fn a_path_that_yields_no_document_is_an_error_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.csv"), "Peak 510K IOPS.").unwrap();
    for command in ["extract", "audit"] {
        let r = run(&[command, "--format", "jsonl", path_str(dir.path())]);
        assert_eq!(r.code, 2, "{command}");
        let records = r.records();
        assert_eq!(records.len(), 1);
        assert_eq!(records[0]["doc"], path_str(dir.path()));
        assert_eq!(records[0]["error"]["kind"], "no_documents");
        assert!(r.stderr.contains(path_str(dir.path())), "{}", r.stderr);
    }
}
