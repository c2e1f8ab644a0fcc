//! Issue 28's faults of the walk: an input reached twice, names holding newlines and
//! control characters, files a walk leaves out, UTF-16 without a byte-order mark. Each
//! test says what a user would lose if it failed; `scripts/fault-suite.sh` (group
//! `walk`) runs the same cases against the release binary.

use std::path::Path;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_benchfacts");

fn run(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn db_rows(db: &Path, sql: &str) -> Vec<String> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut stmt = conn.prepare(sql).unwrap();
    stmt.query_map([], |r| r.get::<_, String>(0))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

const REVIEW: &str =
    "The drive reads 7,450 MB/s and writes 6,900 MB/s; 4K random reads reach 1,200,000 IOPS.\n";

/// The `doc` of every JSON line of `path`, and the `doc` column of every CSV row.
fn docs_of_sinks(d: &Path) -> (Vec<String>, Vec<String>) {
    let json: Vec<String> = std::fs::read_to_string(d.join("J.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["doc"].to_string())
        .collect();
    let mut rows: Vec<String> = csv_records(d).into_iter().map(|r| r[0].clone()).collect();
    rows.dedup();
    (json, rows)
}

/// The records of `C.csv` after its header (RFC 4180: quoted fields may hold commas,
/// quotes doubled, and line ends).
fn csv_records(d: &Path) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(d.join("C.csv")).unwrap();
    let (mut records, mut record, mut field) = (Vec::new(), Vec::new(), String::new());
    let (mut quoted, mut chars) = (false, text.chars().peekable());
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => record.push(std::mem::take(&mut field)),
            (false, '\n') => {
                record.push(std::mem::take(&mut field));
                records.push(std::mem::take(&mut record));
            }
            (false, '\r') => {}
            (false, c) => field.push(c),
        }
    }
    assert_eq!(&records[0][0], "doc");
    records.split_off(1)
}

#[test]
fn an_input_named_twice_is_read_once_into_every_sink_and_the_summary_names_it() {
    // Lost otherwise: the database says 1 document, JSON Lines 2 and the CSV doubles the
    // facts, so the three sinks of one ingest disagree.
    // The arguments, and the repeat (name given again, name read under) the summary lists.
    for (args, repeat) in [
        (&["a.txt", "a.txt"][..], ("a.txt", "a.txt")),
        (&["dir", "dir/a.txt"], ("dir/a.txt", "dir/a.txt")),
        (&["dir/a.txt", "dir"], ("dir/a.txt", "dir/a.txt")),
        (&["dir", "dir/"], ("dir/", "dir")),
        (&["dir/a.txt", "link.txt"], ("link.txt", "dir/a.txt")),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::fs::create_dir(d.join("dir")).unwrap();
        std::fs::write(d.join("dir/a.txt"), REVIEW).unwrap();
        std::fs::write(d.join("a.txt"), REVIEW).unwrap();
        std::os::unix::fs::symlink("dir/a.txt", d.join("link.txt")).unwrap();
        let mut argv = vec!["batch"];
        argv.extend_from_slice(args);
        argv.extend_from_slice(&[
            "--db",
            "D.db",
            "--csv",
            "C.csv",
            "--output",
            "J.jsonl",
            "--summary",
            "S.json",
            "--progress",
            "none",
        ]);
        let out = run(d, &argv);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        let summary: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(d.join("S.json")).unwrap()).unwrap();
        let inputs = summary["inputs"].as_u64().unwrap();
        let documents = db_rows(&d.join("D.db"), "SELECT input FROM documents");
        let (json, csv) = docs_of_sinks(d);
        assert_eq!(
            (inputs, documents.len(), json.len(), csv.len()),
            (1, 1, 1, 1),
            "{args:?}"
        );
        assert_eq!(summary["repeated"], 1, "{args:?}: {summary}");
        let listed = &summary["repeats"][0];
        assert_eq!(
            (listed["input"].as_str(), listed["same_as"].as_str()),
            (Some(repeat.0), Some(repeat.1)),
            "{args:?}: {summary}"
        );
        let facts: u64 = summary["facts"].as_u64().unwrap();
        let csv_rows = csv_records(d).len();
        assert_eq!(facts as usize, csv_rows, "{args:?}");
        assert!(
            stderr(&out).contains("named again, read once"),
            "{}",
            stderr(&out)
        );
    }
}

/// Every line of `text` that names `marker` (a part of a hostile name) holds it whole:
/// a name split across lines would leave a line starting with the name's tail.
fn no_line_starts_with_tail(text: &str, tail: &str) -> bool {
    !text.lines().any(|l| l.starts_with(tail))
}

#[test]
fn names_with_newlines_and_controls_never_split_a_line() {
    // Lost otherwise: a missing `dir/missing\nfake.txt` prints a second line starting
    // `fake.txt: ...`, a forged error for a file that does not exist; an escape sequence
    // in a name repaints the terminal.
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir(d.join("dir")).unwrap();
    let odd = "dir/odd\nfake.txt: error[xnumx]\u{1b}[2J.txt";
    std::fs::write(
        d.join(odd),
        "Le SSD atteint 3 500 Mo/s en lecture et 2 XNUMX Mo/s en écriture.\n",
    )
    .unwrap();
    let missing = "dir/missing\nfake.txt";
    for cmd in ["extract", "audit", "batch"] {
        let out = run(d, &[cmd, missing, "--format", "jsonl"]);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{cmd}: {err}");
        assert!(err.contains("dir/missing\\nfake.txt"), "{cmd}: {err}");
        assert!(no_line_starts_with_tail(&err, "fake.txt"), "{cmd}: {err}");
        // JSON keeps the name as it is.
        let out_text = String::from_utf8_lossy(&out.stdout);
        let first: serde_json::Value =
            serde_json::from_str(out_text.lines().next().unwrap()).unwrap();
        assert_eq!(first["doc"], missing, "{cmd}");
    }
    for format in ["brief", "human"] {
        let out = run(d, &["audit", "dir", "--format", format, "-q"]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains("dir/odd\\nfake.txt: error[xnumx]\\u{1b}[2J.txt:1:"),
            "{format}: {text}"
        );
        assert!(
            no_line_starts_with_tail(&text, "fake.txt"),
            "{format}: {text}"
        );
        assert!(!text.contains('\u{1b}'), "{format}: {text}");
    }
    let out = run(
        d,
        &["extract", "dir", "--format", "human", "--color", "never"],
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(no_line_starts_with_tail(&text, "fake.txt"), "{text}");
    assert!(!text.contains('\u{1b}'), "{text}");
}

#[test]
fn files_a_walk_leaves_out_are_named_with_their_reason() {
    // Lost otherwise: "2 files that look binary" and no way to audit which.
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir(d.join("in")).unwrap();
    std::fs::write(d.join("in/a.txt"), REVIEW).unwrap();
    std::fs::write(
        d.join("in/image.txt"),
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
    )
    .unwrap();
    std::fs::write(d.join("in/notes.pdf"), "%PDF-1.4").unwrap();
    std::fs::write(d.join("in/new\nline.bin"), "x").unwrap();
    let out = run(
        d,
        &[
            "batch",
            "in",
            "--db",
            "D.db",
            "--summary",
            "S.json",
            "--verbose",
            "--progress",
            "none",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(d.join("S.json")).unwrap()).unwrap();
    let listed: Vec<(String, String)> = summary["left_out_files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["path"].as_str().unwrap().into(),
                l["reason"].as_str().unwrap().into(),
            )
        })
        .collect();
    let expected = vec![
        ("in/image.txt".to_string(), "binary".to_string()),
        ("in/new\nline.bin".into(), "no_text_extension".into()),
        ("in/notes.pdf".into(), "no_text_extension".into()),
    ];
    assert_eq!(listed, expected);
    assert_eq!(summary["left_out"], 3);
    let mut stored = db_rows(
        &d.join("D.db"),
        "SELECT path || ' ' || reason FROM left_out ORDER BY path",
    );
    stored.sort();
    let mut want: Vec<String> = expected.iter().map(|(p, r)| format!("{p} {r}")).collect();
    want.sort();
    assert_eq!(stored, want);
    let err = stderr(&out);
    assert!(err.contains("left out in/image.txt: looks binary"), "{err}");
    assert!(err.contains("left out in/new\\nline.bin: no .txt"), "{err}");
    // Read by a later run (named), a file leaves the database's list.
    let out = run(
        d,
        &[
            "batch",
            "in",
            "in/image.txt",
            "--db",
            "D.db",
            "--progress",
            "none",
        ],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let stored = db_rows(&d.join("D.db"), "SELECT path FROM left_out ORDER BY path");
    assert_eq!(stored, ["in/new\nline.bin", "in/notes.pdf"]);
}

#[test]
fn utf16_without_a_byte_order_mark_is_read_and_binary_is_still_refused() {
    // Lost otherwise: every old Windows export of an archive skipped as binary.
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir(d.join("in")).unwrap();
    let le: Vec<u8> = REVIEW.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let be: Vec<u8> = REVIEW.encode_utf16().flat_map(u16::to_be_bytes).collect();
    std::fs::write(d.join("in/le.txt"), &le).unwrap();
    std::fs::write(d.join("in/be.txt"), &be).unwrap();
    let mut state = 7u32;
    let mut noise: Vec<u8> = (0..20000)
        .map(|_| {
            state = state.wrapping_mul(1_103_515_245).wrapping_add(12345);
            (state >> 16) as u8
        })
        .collect();
    noise[100] = 0;
    std::fs::write(d.join("in/noise.txt"), &noise).unwrap();
    let out = run(
        d,
        &[
            "batch",
            "in",
            "--db",
            "D.db",
            "--summary",
            "S.json",
            "--progress",
            "none",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let rows = db_rows(
        &d.join("D.db"),
        "SELECT input || ' ' || encoding || ' ' || fact_count FROM documents ORDER BY input",
    );
    assert_eq!(rows, ["in/be.txt UTF-16BE 3", "in/le.txt UTF-16LE 3"]);
    let left = db_rows(
        &d.join("D.db"),
        "SELECT path || ' ' || reason FROM left_out",
    );
    assert_eq!(left, ["in/noise.txt binary"]);
    // Named on its own, and on standard input, the same.
    let out = run(d, &["extract", "in/le.txt", "--format", "jsonl"]);
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["facts"].as_array().unwrap().len(), 3);
    let out = run(d, &["extract", "in/noise.txt", "--format", "jsonl"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("binary"), "{}", stderr(&out));
    let piped = Command::new(BIN)
        .args(["extract", "--format", "jsonl", "-"])
        .stdin(std::fs::File::open(d.join("in/be.txt")).unwrap())
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&piped.stdout).unwrap();
    assert_eq!(
        report["facts"].as_array().unwrap().len(),
        3,
        "{}",
        stderr(&piped)
    );
}
