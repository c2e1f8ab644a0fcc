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

/// Every file under `dir`, sorted.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(d) = pending.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The lines of a run by `doc`, each doc once.
fn by_doc(r: &Run) -> BTreeMap<String, Value> {
    let records = r.records();
    let n = records.len();
    let map: BTreeMap<String, Value> = records
        .into_iter()
        .map(|v| (v["doc"].as_str().unwrap().to_string(), v))
        .collect();
    assert_eq!(map.len(), n, "each doc once");
    map
}

fn assert_same_documents(extract: &BTreeMap<String, Value>, batch: &BTreeMap<String, Value>) {
    assert_eq!(
        extract.keys().collect::<Vec<_>>(),
        batch.keys().collect::<Vec<_>>(),
        "the same documents"
    );
    for (doc, e) in extract {
        let b = &batch[doc];
        assert_eq!(e["facts"], b["facts"], "{doc}: facts");
        assert_eq!(e["findings"], b["findings"], "{doc}: findings");
        assert_eq!(e["lang"], b["lang"], "{doc}: lang");
        assert_eq!(e["error"], b["error"], "{doc}: error");
    }
}

#[test]
fn extract_and_batch_give_the_same_facts_for_every_file_of_the_batch_fixtures() {
    // Walked: the same files read (the binary archive.txt left out by both), the same facts.
    let extract = run(&["extract", "--format", "jsonl", "fixtures/batch"]);
    let batch = run(&["batch", "--progress", "none", "fixtures/batch"]);
    let (extract, batch) = (by_doc(&extract), by_doc(&batch));
    assert_same_documents(&extract, &batch);
    // Every encoding and format copy of the fixtures, the records of records.jsonl, the
    // broken files but the binary one.
    assert!(extract.len() >= 27, "{} documents compared", extract.len());
    assert!(!extract.contains_key("fixtures/batch/broken/archive.txt"));
    // Named one by one: every file, whatever its name says, the binary one included.
    let files = files_under(&repo().join("fixtures/batch"));
    let names: Vec<String> = files
        .iter()
        .map(|f| f.strip_prefix(repo()).unwrap().display().to_string())
        .collect();
    let mut args: Vec<&str> = vec!["extract", "--format", "jsonl"];
    args.extend(names.iter().map(String::as_str));
    let extract = by_doc(&run(&args));
    let mut args: Vec<&str> = vec!["batch", "--progress", "none"];
    args.extend(names.iter().map(String::as_str));
    let batch = by_doc(&run(&args));
    assert_same_documents(&extract, &batch);
    assert_eq!(
        extract["fixtures/batch/broken/archive.txt"]["error"]["kind"],
        "binary"
    );
    assert!(extract.len() > names.len(), "records: {}", extract.len());
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
    // batch reads the same records, with their facts.
    let batch = run(&[
        "batch",
        "--progress",
        "none",
        "--lang",
        "de",
        path_str(&path),
    ]);
    let batch_records = batch.records();
    assert_eq!(batch_records.len(), 3);
    for (e, b) in records.iter().zip(&batch_records) {
        assert_eq!(
            (&e["doc"], &e["facts"], &e["error"]),
            (&b["doc"], &b["facts"], &b["error"])
        );
    }
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
    let batch = run(&["batch", "--progress", "none", "--encoding", "cp1252", path]);
    assert_eq!(batch.records()[0]["facts"], detected.records()[0]["facts"]);
    assert_eq!(batch.records()[0]["encoding"], "windows-1252");
    let batch = run(&["batch", "--progress", "none", "--encoding", "utf-8", path]);
    assert_eq!(batch.records()[0]["error"]["kind"], "invalid_utf8");
    let unknown = run(&["batch", "--encoding", "klingon", path]);
    assert_eq!(unknown.code, 2);
    assert!(
        unknown.stderr.contains("unknown encoding"),
        "{}",
        unknown.stderr
    );
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
    for command in [
        &["extract", "--format", "jsonl", "."][..],
        &["batch", "--progress", "none", "."][..],
    ] {
        let r = run_in(root, command, None);
        assert_eq!(r.code, 0, "{command:?}: {}", r.stderr);
        let docs: Vec<String> = r
            .records()
            .iter()
            .map(|v| v["doc"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(docs, vec!["./a.txt", "./e.md"], "{command:?}");
        assert!(
            r.stderr
                .contains("1 file without a .txt, .md, .html, .htm or .jsonl extension")
                && r.stderr.contains("1 file that looks binary"),
            "{command:?}: {}",
            r.stderr
        );
    }
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
    for command in [
        ["extract", "--format", "jsonl"],
        ["batch", "--progress", "none"],
    ] {
        let docs = |globs: &[&str]| -> Vec<String> {
            let mut args = command.to_vec();
            args.extend(globs);
            args.push(".");
            run_in(dir.path(), &args, None)
                .records()
                .iter()
                .map(|v| v["doc"].as_str().unwrap().to_string())
                .collect()
        };
        assert_eq!(docs(&[]), vec!["./a.txt", "./c.txt"], "{command:?}");
        assert_eq!(docs(&["--glob", "*.csv"]), vec!["./b.csv"], "{command:?}");
        assert_eq!(docs(&["--glob", "!c.txt"]), vec!["./a.txt"], "{command:?}");
        assert_eq!(
            docs(&["-g", "*.csv", "-g", "a.*"]),
            vec!["./a.txt", "./b.csv"],
            "{command:?}"
        );
    }
}

/// A review in GBK with a paragraph pasted in UTF-8 is neither read as GBK (garbling the
/// paragraph) nor as UTF-8: every subcommand refuses it, naming the passage.
/// A bad record is named on standard error by its file and line (and its id), by every
/// subcommand, as `batch` names it; its error record keeps the contract's `doc`.
#[test]
fn bad_records_are_named_by_file_and_line_on_standard_error() {
    let file = "fixtures/batch/broken/bad-records.jsonl";
    for command in [
        &["extract", "--format", "jsonl", file][..],
        &["audit", "--format", "jsonl", file][..],
        &["batch", "--progress", "none", file][..],
    ] {
        let r = run(command);
        assert_eq!(r.code, 2, "{command:?}");
        assert!(
            r.stderr.contains(&format!(
                "{file}:1 (id no-text): line 1 has no \"text\" field"
            )),
            "{command:?}: {}",
            r.stderr
        );
        assert!(
            r.stderr.contains(&format!("{file}:2: line 2 is not JSON")),
            "{}",
            r.stderr
        );
        assert_eq!(r.records()[0]["doc"], "no-text");
    }
}

/// `batch --format jsonl` is accepted, as `extract --format jsonl` is (its only format);
/// another is refused with the list.
#[test]
fn batch_takes_format_jsonl_as_extract_does() {
    let file = "fixtures/audit/k-as-kb.de.txt";
    let plain = run(&["batch", "--progress", "none", file]);
    let jsonl = run(&["batch", "--progress", "none", "--format", "jsonl", file]);
    assert_eq!(jsonl.code, 0, "{}", jsonl.stderr);
    assert_eq!(jsonl.stdout, plain.stdout);
    let human = run(&["batch", "--format", "human", file]);
    assert_eq!(human.code, 2);
    assert!(
        human.stderr.contains("possible values: jsonl"),
        "{}",
        human.stderr
    );
}

/// `--write-baseline` must not overwrite an input, nor lie where the next audit of the
/// directory would read it as records.
#[test]
fn a_baseline_that_would_destroy_or_be_read_as_an_input_is_refused() {
    let dir = project("");
    let input = dir.path().join("docs/k-as-kb.de.txt");
    let before = std::fs::read(&input).unwrap();
    for target in ["docs/k-as-kb.de.txt", "docs/known.jsonl"] {
        let r = run_in(
            dir.path(),
            &["audit", "--write-baseline", target, "docs"],
            None,
        );
        assert_eq!(r.code, 2, "{target}");
        assert!(r.stderr.contains("--write-baseline"), "{}", r.stderr);
    }
    assert_eq!(std::fs::read(&input).unwrap(), before);
    assert!(!dir.path().join("docs/known.jsonl").exists());
    let r = run_in(
        dir.path(),
        &["audit", "--write-baseline", "known.jsonl", "docs"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn a_file_mixing_encodings_is_refused_naming_the_passage() {
    let dir = tempfile::tempdir().unwrap();
    let gbk =
        std::fs::read(repo().join("fixtures/batch/copies/zh-netapp-ef570.gb18030.txt")).unwrap();
    let utf8 = std::fs::read(repo().join("fixtures/batch/originals/zh-netapp-ef570.txt")).unwrap();
    let mut mixed = gbk.clone();
    mixed.extend_from_slice(b"\n");
    let start = mixed.len();
    mixed.extend_from_slice(&utf8);
    std::fs::write(dir.path().join("mixed.txt"), &mixed).unwrap();
    for command in [
        &["extract", "--format", "jsonl", "mixed.txt"][..],
        &["batch", "--progress", "none", "mixed.txt"][..],
        &["audit", "--format", "jsonl", "mixed.txt"][..],
    ] {
        let r = run_in(dir.path(), command, None);
        assert_eq!(r.code, 2, "{command:?}");
        let record = &r.records()[0];
        assert_eq!(record["error"]["kind"], "mixed_encoding", "{command:?}");
        let message = record["error"]["message"].as_str().unwrap();
        // "bytes A..B (from line N) are UTF-8": the passage lies in the pasted paragraph.
        let range = message
            .strip_prefix("mixes encodings: bytes ")
            .and_then(|m| m.split_once(' '))
            .and_then(|(range, _)| range.split_once(".."))
            .map(|(a, b)| (a.parse::<usize>().unwrap(), b.parse::<usize>().unwrap()))
            .unwrap_or_else(|| panic!("{message}"));
        assert!(
            range.0 >= start && range.1 <= mixed.len() && range.1 - range.0 > utf8.len() / 2,
            "{range:?} of {start}..{}: {message}",
            mixed.len()
        );
        assert!(message.contains("are UTF-8"), "{message}");
        assert!(
            r.stderr.contains("mixed.txt: mixes encodings"),
            "{}",
            r.stderr
        );
    }
    // --encoding reads it as the user says.
    let forced = run_in(
        dir.path(),
        &[
            "extract",
            "--format",
            "jsonl",
            "--encoding",
            "gb18030",
            "mixed.txt",
        ],
        None,
    );
    // GB18030 cannot read the UTF-8 passage: an error that says the user chose it.
    assert_eq!(forced.records()[0]["error"]["kind"], "decode");
    assert!(
        forced
            .stderr
            .contains("not valid gb18030 (--encoding says so)"),
        "{}",
        forced.stderr
    );
}

/// A named pipe without a writer is given up after a time limit, and a device is refused
/// at once, by every subcommand; the other inputs are read.
#[cfg(unix)]
#[test]
fn named_pipes_and_devices_do_not_hang_extract_or_audit() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "Peak 510K IOPS.").unwrap();
    let made = Command::new("mkfifo")
        .arg(dir.path().join("pipe.txt"))
        .status();
    if !made.is_ok_and(|s| s.success()) {
        eprintln!("note: mkfifo is not available here; skipped");
        return;
    }
    let start = std::time::Instant::now();
    let r = run_in(
        dir.path(),
        &[
            "extract",
            "--format",
            "jsonl",
            "pipe.txt",
            "/dev/zero",
            "a.txt",
        ],
        None,
    );
    assert!(start.elapsed() < std::time::Duration::from_secs(30));
    assert_eq!(r.code, 2);
    let records = r.records();
    assert!(records[0]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("named pipe without a writer"));
    assert!(records[1]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("a device"));
    assert_eq!(facts(&records[2]).len(), 1);
    let r = run_in(
        dir.path(),
        &["audit", "--format", "jsonl", "/dev/zero", "a.txt"],
        None,
    );
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("/dev/zero: a device"), "{}", r.stderr);
}

// ---------------------------------------------------------------------------------------
// Options that say no

#[test]
fn a_path_that_yields_no_document_is_an_error_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.csv"), "Peak 510K IOPS.").unwrap();
    for command in [
        &["extract", "--format", "jsonl"][..],
        &["audit", "--format", "jsonl"][..],
        &["batch", "--progress", "none"][..],
    ] {
        let mut args = command.to_vec();
        args.push(path_str(dir.path()));
        let r = run(&args);
        assert_eq!(r.code, 2, "{command:?}");
        let records = r.records();
        assert_eq!(records.len(), 1);
        assert_eq!(records[0]["doc"], path_str(dir.path()));
        assert_eq!(records[0]["error"]["kind"], "no_documents");
        assert!(r.stderr.contains(path_str(dir.path())), "{}", r.stderr);
    }
}

#[test]
fn fail_on_never_and_quiet() {
    let file = "fixtures/audit/swapped.ko.txt";
    let gated = run(&["audit", file]);
    assert_eq!(gated.code, 1, "swapped figures are errors");
    let never = run(&["audit", "--fail-on", "never", file]);
    assert_eq!(never.code, 0);
    assert_eq!(never.stdout, gated.stdout);
    assert!(never.stdout.trim_end().ends_with("in 1 document"));
    let quiet = run(&["audit", "--quiet", "--fail-on", "never", file]);
    assert_eq!(quiet.code, 0);
    assert!(!quiet.stdout.contains(" in 1 document"), "{}", quiet.stdout);
    assert!(quiet.stdout.contains("error[swapped]"));
    // An unreadable input still fails, whatever --fail-on says.
    let missing = run(&["audit", "--fail-on", "never", "no/such/file.txt"]);
    assert_eq!(missing.code, 2);
    assert!(
        missing.stderr.contains("no/such/file.txt: no such file"),
        "{}",
        missing.stderr
    );
}

#[test]
fn numeric_options_are_range_checked() {
    for (args, option) in [
        (
            vec!["extract", "--max-file-size", "0", "corpus"],
            "--max-file-size",
        ),
        (
            vec!["audit", "--max-file-size=-5", "corpus"],
            "--max-file-size",
        ),
        (
            vec!["extract", "--chunk-size", "0", "corpus"],
            "--chunk-size",
        ),
        (
            vec!["extract", "--chunk-threshold", "many", "corpus"],
            "--chunk-threshold",
        ),
        (
            vec!["batch", "--max-file-size", "0", "corpus"],
            "--max-file-size",
        ),
        (vec!["audit", "--chunk-size", "0", "corpus"], "--chunk-size"),
    ] {
        let r = run(&args);
        assert_eq!(r.code, 2, "{args:?}");
        assert!(r.stdout.is_empty());
        assert!(r.stderr.contains(option), "{args:?}: {}", r.stderr);
    }
}

/// A directory with a benchfacts.toml and a copy of the k_as_kb fixture (one warning) and
/// the swapped fixture (errors and warnings).
fn project(config: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("docs/sub")).unwrap();
    std::fs::copy(
        repo().join("fixtures/audit/k-as-kb.de.txt"),
        dir.path().join("docs/k-as-kb.de.txt"),
    )
    .unwrap();
    std::fs::copy(
        repo().join("fixtures/audit/swapped.ko.txt"),
        dir.path().join("docs/swapped.ko.txt"),
    )
    .unwrap();
    std::fs::write(dir.path().join("benchfacts.toml"), config).unwrap();
    dir
}

#[test]
fn config_file_found_upwards_sets_fail_on_excludes_and_suppressed_kinds() {
    let dir = project("fail_on = \"warning\"\nexclude = [\"swapped.*\"]\n");
    // Found from a subdirectory; fail_on = warning makes the k_as_kb warning fail.
    let sub = dir.path().join("docs/sub");
    let r = run_in(&sub, &["audit", "--format", "brief", ".."], None);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("warning[k_as_kb]"));
    assert!(
        !r.stdout.contains("swapped.ko.txt"),
        "excluded: {}",
        r.stdout
    );
    // The command line wins over the file.
    let r = run_in(&sub, &["audit", "--fail-on", "error", ".."], None);
    assert_eq!(r.code, 0);
    // --no-config ignores it: the swapped errors are back.
    let r = run_in(
        &sub,
        &["audit", "--no-config", "--format", "brief", ".."],
        None,
    );
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("error[swapped]"));

    let dir = project("suppress = [\"k_as_kb\", \"swapped\", \"implausible\"]\n");
    let r = run_in(dir.path(), &["audit", "--format", "jsonl", "docs"], None);
    assert_eq!(r.code, 0, "{}", r.stdout);
    let kinds: Vec<String> = r
        .records()
        .iter()
        .map(|v| v["kind"].as_str().unwrap().to_string())
        .collect();
    assert!(
        kinds
            .iter()
            .all(|k| !["k_as_kb", "swapped", "implausible"].contains(&k.as_str())),
        "{kinds:?}"
    );
}

#[test]
fn config_file_with_an_unknown_key_is_refused_naming_it() {
    let dir = project("lang = \"de\"\nfail-on = \"warning\"\n");
    let r = run_in(dir.path(), &["audit", "docs"], None);
    assert_eq!(r.code, 2);
    assert!(r.stdout.is_empty());
    assert!(
        r.stderr.contains("benchfacts.toml: invalid configuration")
            && r.stderr.contains("unknown field `fail-on`")
            && r.stderr.contains("fail_on"),
        "{}",
        r.stderr
    );
    let dir = project("fail_on = \"sometimes\"\n");
    let r = run_in(dir.path(), &["audit", "docs"], None);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("\"never\""), "{}", r.stderr);
}

/// `rules = [DIR, ...]`: rule directories laid over the embedded rules, relative to the
/// configuration file, as `--rules DIR` lays one.
#[test]
fn config_file_rule_directories_are_read_relative_to_it() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("project/docs")).unwrap();
    std::fs::create_dir_all(root.join("project/lingo/sv")).unwrap();
    for file in ["examples.toml", "language.toml", "locale.toml"] {
        std::fs::copy(
            repo().join("fixtures/rules/sv").join(file),
            root.join("project/lingo/sv").join(file),
        )
        .unwrap();
    }
    std::fs::copy(
        repo().join("fixtures/new_language/sv-990-pro.txt"),
        root.join("project/docs/sv.txt"),
    )
    .unwrap();
    // Without the rules, a configured language `sv` is refused.
    std::fs::write(root.join("project/benchfacts.toml"), "lang = \"sv\"\n").unwrap();
    let r = run_in(&root.join("project/docs"), &["audit", "."], None);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("--lang") && r.stderr.contains("sv"),
        "{}",
        r.stderr
    );
    std::fs::write(
        root.join("project/benchfacts.toml"),
        "lang = \"sv\"\nrules = [\"lingo\"]\n",
    )
    .unwrap();
    let r = run_in(
        &root.join("project/docs"),
        &["audit", "--format", "jsonl", "."],
        None,
    );
    assert_ne!(r.code, 2, "{}", r.stderr);
    // A directory that does not exist is named.
    std::fs::write(
        root.join("project/benchfacts.toml"),
        "rules = [\"nowhere\"]\n",
    )
    .unwrap();
    let r = run_in(&root.join("project/docs"), &["audit", "."], None);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("nowhere"), "{}", r.stderr);
}

/// A document beyond the chunk threshold is audited chunk by chunk (memory stays a small
/// multiple of the document): its findings are those of its repeated paragraphs, each at
/// its own line, as the whole-document audit reports them.
#[test]
fn audit_of_a_large_document_goes_chunk_by_chunk() {
    let dir = tempfile::tempdir().unwrap();
    let paragraph = std::fs::read_to_string(repo().join("fixtures/audit/k-as-kb.de.txt")).unwrap();
    let paragraph = format!("{}\n\n", paragraph.trim_end());
    std::fs::write(dir.path().join("long.txt"), paragraph.repeat(40)).unwrap();
    let lines = paragraph.lines().count();
    let audit = |extra: &[&str]| {
        let mut args = vec!["audit", "--format", "jsonl", "--lang", "de"];
        args.extend(extra);
        args.push("long.txt");
        let r = run_in(dir.path(), &args, None);
        assert_eq!(r.code, 0, "{}", r.stderr);
        r.records()
    };
    let whole = audit(&[]);
    let chunked = audit(&["--chunk-threshold", "1000", "--chunk-size", "600"]);
    assert_eq!(whole.len(), 40, "one k_as_kb warning per paragraph");
    assert_eq!(chunked, whole);
    for (i, f) in chunked.iter().enumerate() {
        assert_eq!(f["kind"], "k_as_kb");
        assert_eq!(f["line"], (1 + i * lines) as u64, "paragraph {i}");
    }
    let human = run_in(
        dir.path(),
        &[
            "audit",
            "--lang",
            "de",
            "--chunk-threshold",
            "1000",
            "--chunk-size",
            "600",
            "long.txt",
        ],
        None,
    );
    assert!(
        human
            .stdout
            .ends_with("0 errors, 40 warnings, 0 notes in 1 document\n"),
        "{}",
        human.stdout
    );
}

#[test]
fn baseline_accepts_known_findings_and_fails_only_on_new_ones() {
    let dir = project("");
    let root = dir.path();
    let w = run_in(
        root,
        &[
            "audit",
            "--write-baseline",
            "known.jsonl",
            "docs/swapped.ko.txt",
        ],
        None,
    );
    assert_eq!(w.code, 0, "{}", w.stderr);
    let known = std::fs::read_to_string(root.join("known.jsonl")).unwrap();
    let entries: Vec<Value> = known
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(entries.len(), 6, "the six findings of the fixture: {known}");
    assert!(
        w.stderr
            .contains("wrote 6 findings to the baseline known.jsonl"),
        "{}",
        w.stderr
    );
    let again = run_in(
        root,
        &["audit", "--baseline", "known.jsonl", "docs/swapped.ko.txt"],
        None,
    );
    assert_eq!(again.code, 0, "{}", again.stdout);
    assert!(again
        .stdout
        .contains("0 errors, 0 warnings, 0 notes in 1 document"));
    assert!(again.stderr.contains("6 findings accepted by the baseline"));
    // A new file's findings are new.
    let both = run_in(
        root,
        &[
            "audit",
            "--format",
            "brief",
            "--fail-on",
            "warning",
            "--baseline",
            "known.jsonl",
            "docs",
        ],
        None,
    );
    assert_eq!(both.code, 1);
    assert_eq!(both.stdout.lines().count(), 1, "{}", both.stdout);
    assert!(both.stdout.contains("k-as-kb.de.txt"));
    // A baseline that is not one is refused.
    std::fs::write(root.join("bad.jsonl"), "{\"doc\": 1}\n").unwrap();
    let bad = run_in(root, &["audit", "--baseline", "bad.jsonl", "docs"], None);
    assert_eq!(bad.code, 2);
    assert!(
        bad.stderr.contains("bad.jsonl:1: not a baseline entry"),
        "{}",
        bad.stderr
    );
}

#[test]
fn a_long_garbled_figure_is_shown_by_its_two_ends() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("moji.txt");
    let run_of = "\u{FFFD}".repeat(1000);
    std::fs::write(
        &path,
        format!("Latenz 3,58 ms und 787.910 IOPS {run_of} weiter.\n"),
    )
    .unwrap();
    let r = run(&["audit", "--color", "never", path_str(&path)]);
    assert!(r.stdout.contains("warning[mojibake]"), "{}", r.stdout);
    let longest = r.stdout.lines().map(|l| l.chars().count()).max().unwrap();
    assert!(longest < 300, "a line of {longest} characters");
    assert!(r.stdout.contains("\u{FFFD}…\u{FFFD}"));
}

// ---------------------------------------------------------------------------------------
// Terminal manners

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let file = "fixtures/audit/k-as-kb.de.txt";
    let always = run(&["audit", "--color", "always", file]);
    assert!(
        always
            .stdout
            .contains("\u{1b}[1m\u{1b}[33mwarning[k_as_kb]\u{1b}[0m"),
        "{}",
        always.stdout
    );
    // Standard output is a pipe here: auto means no colour.
    let auto = run(&["audit", file]);
    assert!(!auto.stdout.contains('\u{1b}'));
    assert_eq!(
        run(&["audit", "--color", "never", file]).stdout,
        auto.stdout
    );
    let extract = run(&["extract", "--format", "human", "--color", "always", file]);
    assert!(extract
        .stdout
        .contains("\u{1b}[1m\u{1b}[33mwarning\u{1b}[0m k_as_kb"));
    // What is meant for people on standard error too: batch's summary, notes, errors.
    let batch = run(&["batch", "--progress", "none", "--color", "always", file]);
    assert!(
        batch
            .stderr
            .contains("\u{1b}[1msummary:\u{1b}[0m 1 input ="),
        "{}",
        batch.stderr
    );
    assert!(
        !batch.stdout.contains('\u{1b}'),
        "JSON Lines are never coloured"
    );
    let plain = run(&["batch", "--progress", "none", "--color", "never", file]);
    assert!(
        plain.stderr.starts_with("summary: 1 input ="),
        "{}",
        plain.stderr
    );
    let error = run(&[
        "extract",
        "--color",
        "always",
        "--encoding",
        "klingon",
        file,
    ]);
    assert!(
        error
            .stderr
            .starts_with("benchfacts: \u{1b}[1m\u{1b}[31merror:\u{1b}[0m unknown encoding"),
        "{}",
        error.stderr
    );
    let note = run(&[
        "extract",
        "--color",
        "always",
        "--format",
        "jsonl",
        "fixtures/batch/broken",
    ]);
    assert!(
        note.stderr
            .contains("benchfacts: \u{1b}[1mnote:\u{1b}[0m not read"),
        "{}",
        note.stderr
    );
    // NO_COLOR: `auto` never colours, whatever the output is.
    for command in [
        &["audit", file][..],
        &["batch", "--progress", "none", file][..],
    ] {
        let out = Command::new(BIN)
            .args(command)
            .current_dir(repo())
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        assert!(!out.stdout.contains(&0x1b) && !out.stderr.contains(&0x1b));
    }
}

#[test]
fn counts_are_singular_and_plural_as_english_wants() {
    let r = run(&[
        "extract",
        "--format",
        "human",
        "fixtures/audit/k-as-kb.de.txt",
    ]);
    assert!(r.stdout.contains("; 7 facts, 1 finding; "), "{}", r.stdout);
    let r = run(&["audit", "fixtures/audit/k-as-kb.de.txt"]);
    assert!(
        r.stdout
            .ends_with("0 errors, 1 warning, 0 notes in 1 document\n"),
        "{}",
        r.stdout
    );
}

#[test]
fn completions_man_page_and_version_with_the_commit() {
    let bash = run(&["completions", "bash"]);
    assert_eq!(bash.code, 0);
    assert!(bash.stdout.contains("_benchfacts()") && bash.stdout.contains("--fail-on"));
    let zsh = run(&["completions", "zsh"]);
    assert!(zsh.stdout.starts_with("#compdef benchfacts"));
    let man = run(&["man"]);
    assert!(man.stdout.contains(".TH benchfacts 1") && man.stdout.contains("audit"));
    let version = run(&["--version"]);
    let line = version.stdout.trim();
    let commit = line
        .strip_prefix(concat!("benchfacts ", env!("CARGO_PKG_VERSION"), " ("))
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or_else(|| panic!("{line}"));
    assert!(
        commit == "unknown commit"
            || (commit.len() == 12 && commit.chars().all(|c| c.is_ascii_hexdigit())),
        "{line}"
    );
}

#[test]
fn errors_have_one_prefix() {
    let r = run(&["extract", "--encoding", "klingon", "corpus"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.starts_with("benchfacts: error: unknown encoding"),
        "{}",
        r.stderr
    );
}
