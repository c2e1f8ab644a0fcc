//! `benchfacts batch` under faults: inputs that share a name, reruns, kills, closed and
//! full outputs, outputs that would destroy an input, hostile options, odd files. Each test
//! says what a user would lose if it failed. The slow cases (big documents, deep trees,
//! peak memory, real full and read-only file systems) are in `scripts/fault-suite.sh`.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

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

fn query(db: &Path, sql: &str) -> Vec<String> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut stmt = conn.prepare(sql).unwrap();
    let n = stmt.column_count();
    let mut rows = stmt.query([]).unwrap();
    let mut out = Vec::new();
    while let Some(row) = rows.next().unwrap() {
        let cells: Vec<String> = (0..n)
            .map(|i| match row.get_ref(i).unwrap() {
                rusqlite::types::ValueRef::Null => "NULL".to_string(),
                rusqlite::types::ValueRef::Integer(n) => n.to_string(),
                rusqlite::types::ValueRef::Real(x) => x.to_string(),
                rusqlite::types::ValueRef::Text(t) => String::from_utf8_lossy(t).into_owned(),
                rusqlite::types::ValueRef::Blob(b) => format!("blob of {} bytes", b.len()),
            })
            .collect();
        out.push(cells.join("|"));
    }
    out
}

fn count(db: &Path, sql: &str) -> i64 {
    rusqlite::Connection::open(db)
        .unwrap()
        .query_row(sql, [], |r| r.get(0))
        .unwrap()
}

/// A small JSON Lines file of records `{"id": ID, "text": ...}`, one figure each.
fn records(path: &Path, ids: &[&str], base: u32) {
    let mut text = String::new();
    for (i, id) in ids.iter().enumerate() {
        text.push_str(&format!(
            "{{\"id\": {id}, \"text\": \"Peak {} IOPS at 1 ms.\"}}\n",
            base + i as u32
        ));
    }
    std::fs::write(path, text).unwrap();
}

// ---- identity: nothing overwrites anything in the database ----

#[test]
fn records_sharing_an_id_each_keep_their_row() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let same: Vec<&str> = vec!["\"x\""; 300];
    records(&d.join("same.jsonl"), &same, 1000);
    records(&d.join("a.jsonl"), &["0", "1", "2", "3", "4"], 2000);
    records(&d.join("b.jsonl"), &["0", "1", "2", "3", "4"], 3000);
    let out = run(
        d,
        &[
            "batch",
            "same.jsonl",
            "a.jsonl",
            "b.jsonl",
            "--db",
            "x.db",
            "--progress",
            "none",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        count(&d.join("x.db"), "SELECT count(*) FROM documents"),
        310
    );
    // Every record's own figure is stored, under its own input.
    assert_eq!(
        count(
            &d.join("x.db"),
            "SELECT count(DISTINCT f.value) FROM facts f WHERE f.metric = 'iops'"
        ),
        310
    );
    assert_eq!(
        query(
            &d.join("x.db"),
            "SELECT input, doc FROM documents WHERE input IN ('b.jsonl:2', 'same.jsonl:300') ORDER BY input"
        ),
        vec![
            "b.jsonl:2|1",
            "same.jsonl:300|x"
        ]
    );
    // A rerun stores nothing new and flips nothing.
    let before = query(&d.join("x.db"), "SELECT * FROM documents ORDER BY id");
    let again = run(
        d,
        &[
            "batch",
            "same.jsonl",
            "a.jsonl",
            "b.jsonl",
            "--db",
            "x.db",
            "--progress",
            "none",
        ],
    );
    assert!(
        stderr(&again).contains("310 inputs = 0 extracted + 310 skipped"),
        "{}",
        stderr(&again)
    );
    assert_eq!(
        before,
        query(&d.join("x.db"), "SELECT * FROM documents ORDER BY id")
    );
}

#[test]
fn ids_beyond_64_bits_are_kept_digit_for_digit() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    records(
        &d.join("big.jsonl"),
        &["18446744073709551616", "18446744073709551617"],
        1000,
    );
    let out = run(
        d,
        &[
            "batch",
            "big.jsonl",
            "--db",
            "x.db",
            "--output",
            "-",
            "--progress",
            "none",
        ],
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("\"doc\":\"18446744073709551617\""),
        "{stdout}"
    );
    assert_eq!(
        query(&d.join("x.db"), "SELECT doc FROM documents ORDER BY input"),
        vec!["18446744073709551616", "18446744073709551617"]
    );
}

#[test]
fn file_names_that_are_not_utf8_do_not_collide() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir(d.join("in")).unwrap();
    for (byte, figure) in [(0xffu8, 100), (0xfe, 200)] {
        let bytes = [b'a', byte, b'.', b't', b'x', b't'];
        let name = std::ffi::OsStr::from_bytes(&bytes);
        std::fs::write(d.join("in").join(name), format!("Peak {figure} IOPS.")).unwrap();
    }
    let out = run(
        d,
        &[
            "batch",
            "in",
            "--db",
            "x.db",
            "--csv",
            "x.csv",
            "--progress",
            "none",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        query(
            &d.join("x.db"),
            "SELECT input FROM documents ORDER BY input"
        ),
        vec!["in/a\\xfe.txt", "in/a\\xff.txt"]
    );
    let csv = std::fs::read_to_string(d.join("x.csv")).unwrap();
    // `input` was added after the first columns, the subject and test columns after it.
    assert!(
        csv.lines().next().unwrap().contains(",input,subject,"),
        "{csv}"
    );
    assert!(
        csv.contains(",in/a\\xff.txt,") && csv.contains(",in/a\\xfe.txt,"),
        "{csv}"
    );
}

#[test]
fn the_same_file_named_twice_is_one_document_and_the_summary_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir(d.join("in")).unwrap();
    std::fs::write(d.join("in/a.txt"), "Peak 100 IOPS.").unwrap();
    let out = run(
        d,
        &[
            "batch",
            "in",
            "in/a.txt",
            "--db",
            "x.db",
            "--output",
            "x.jsonl",
            "--progress",
            "none",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("summary: 1 input named again, read once"),
        "{}",
        stderr(&out)
    );
    // Read once: one document in every sink (see tests/walk_faults.rs for all of them).
    assert_eq!(count(&d.join("x.db"), "SELECT count(*) FROM documents"), 1);
    let lines = std::fs::read_to_string(d.join("x.jsonl")).unwrap();
    assert_eq!(lines.lines().count(), 1);
}

#[test]
fn a_database_of_the_first_layout_is_migrated_and_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let db = d.join("old.db");
    // The first layout, as the previous release made it (documents keyed by `doc`).
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch(include_str!("faults/first_layout.sql"))
        .unwrap();
    drop(conn);
    std::fs::write(d.join("new.txt"), "Peak 300 IOPS.").unwrap();
    let out = run(
        d,
        &["batch", "new.txt", "--db", "old.db", "--progress", "none"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        query(
            &db,
            "SELECT input, doc, fact_count FROM documents ORDER BY id"
        ),
        vec!["old.txt|old.txt|1", "new.txt|new.txt|1"]
    );
    assert_eq!(
        query(&db, "SELECT d.doc, f.value FROM facts f JOIN documents d ON d.id = f.document_id ORDER BY d.id"),
        vec!["old.txt|100", "new.txt|300"]
    );
    assert_eq!(
        count(&db, "SELECT count(*) FROM pragma_foreign_key_check"),
        0
    );
}

/// Turns a database of this layout into one of the first layout (documents keyed by
/// `doc`, `PRAGMA user_version` 0), as the previous release left it.
fn to_first_layout(db: &Path) {
    let conn = rusqlite::Connection::open(db).unwrap();
    let columns = "id, doc, product, content_hash, settings, bytes, encoding, text_source, lang, \
        lang_confidence, schema_profile, schema_expected, schema_present, schema_missing, fields, \
        fact_count, finding_count, error_kind, error_message";
    let first = include_str!("faults/first_layout.sql");
    let create = &first[first.find("CREATE TABLE documents").unwrap()..];
    let create = &create[..create.find(");").unwrap() + 2];
    conn.execute_batch(&format!(
        "PRAGMA foreign_keys = OFF; PRAGMA journal_mode = DELETE; PRAGMA legacy_alter_table = ON;
         DROP INDEX documents_by_lang; DROP INDEX documents_by_doc; DROP INDEX documents_by_error;
         ALTER TABLE documents RENAME TO documents_new;
         {create}
         INSERT INTO documents ({columns}) SELECT {columns} FROM documents_new;
         DROP TABLE documents_new; DROP TABLE legacy_inputs;
         PRAGMA user_version = 0;"
    ))
    .unwrap();
}

#[test]
fn records_stored_by_the_first_layout_are_claimed_not_stored_twice() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    records(&d.join("a.jsonl"), &["\"x\"", "\"y\"", "\"z\""], 100);
    let args = ["batch", "a.jsonl", "--db", "old.db", "--progress", "none"];
    assert_eq!(run(d, &args).status.code(), Some(0));
    let db = d.join("old.db");
    to_first_layout(&db);
    assert_eq!(
        query(&db, "SELECT doc FROM documents ORDER BY id"),
        vec!["x", "y", "z"]
    );
    // The record `z` changed since: its row is replaced, not joined by a second one.
    records(&d.join("a.jsonl"), &["\"x\"", "\"y\""], 100);
    let mut text = std::fs::read_to_string(d.join("a.jsonl")).unwrap();
    text.push_str("{\"id\": \"z\", \"text\": \"Peak 999 IOPS at 1 ms.\"}\n");
    std::fs::write(d.join("a.jsonl"), text).unwrap();
    for run_number in 1..=2 {
        let out = run(d, &args);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        assert_eq!(
            query(&db, "SELECT input, doc FROM documents ORDER BY id"),
            vec!["a.jsonl:1|x", "a.jsonl:2|y", "a.jsonl:3|z"],
            "run {run_number}: each record once, under its input"
        );
        // The first run after the migration extracts every record again: rows of the first
        // layout have no subject or test columns, and are marked to be filled in.
        let expected = if run_number == 1 {
            "summary: 3 inputs = 3 extracted + 0 skipped"
        } else {
            "summary: 3 inputs = 0 extracted + 3 skipped"
        };
        assert!(stderr(&out).contains(expected), "{}", stderr(&out));
    }
    assert_eq!(
        query(&db, "SELECT d.doc, f.value FROM facts f JOIN documents d ON d.id = f.document_id WHERE f.metric = 'iops' ORDER BY d.id"),
        vec!["x|100", "y|101", "z|999"]
    );
    assert_eq!(count(&db, "SELECT count(*) FROM legacy_inputs"), 0);
}

#[test]
fn a_database_of_another_program_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let db = d.join("other.db");
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute_batch("CREATE TABLE documents (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO documents (body) VALUES ('x');").unwrap();
    drop(conn);
    let before = std::fs::read(&db).unwrap();
    std::fs::write(d.join("a.txt"), "Peak 300 IOPS.").unwrap();
    let out = run(
        d,
        &["batch", "a.txt", "--db", "other.db", "--progress", "none"],
    );
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("other.db") && err.contains("not a benchfacts database"),
        "{err}"
    );
    assert_eq!(before, std::fs::read(&db).unwrap(), "not altered");
    assert!(!d.join("other.db-wal").exists(), "not switched to WAL");
    std::fs::write(d.join("text.db"), "not a database at all").unwrap();
    let out = run(
        d,
        &["batch", "a.txt", "--db", "text.db", "--progress", "none"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("text.db: not an SQLite database"),
        "{}",
        stderr(&out)
    );
}

// ---- reruns and kills: every sink ends as one uninterrupted run leaves it ----

fn repo() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// `DIR/archive/`: the corpus six times, the batch fixtures' copies (JSON Lines records
/// among them) and broken files: 44 inputs, some of them failing.
fn build_archive(dir: &Path) {
    for i in 0..6 {
        copy_tree(&repo().join("corpus"), &dir.join(format!("archive/c{i}")));
    }
    for sub in ["copies", "broken"] {
        copy_tree(
            &repo().join("fixtures/batch").join(sub),
            &dir.join("archive").join(sub),
        );
    }
}

/// Every row of the database, ids left out (they number the rows in commit order).
fn dump(db: &Path) -> Vec<String> {
    let mut rows = query(db, "SELECT input, doc, product, content_hash, settings, bytes, encoding, text_source, lang, lang_confidence, schema_profile, schema_expected, schema_present, schema_missing, fields, fact_count, finding_count, error_kind, error_message FROM documents ORDER BY input");
    for table in ["facts", "findings"] {
        rows.extend(query(
            db,
            &format!("SELECT d.input, t.* FROM {table} t JOIN documents d ON d.id = t.document_id ORDER BY d.input, t.ordinal"),
        ).into_iter().map(|r| {
            // The document id (second cell) depends on commit order.
            let mut cells: Vec<&str> = r.split('|').collect();
            cells.remove(1);
            cells.join("|")
        }));
    }
    rows
}

fn documents_in(db: &Path) -> i64 {
    let Ok(conn) =
        rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
    else {
        return 0;
    };
    conn.query_row("SELECT count(*) FROM documents", [], |r| r.get(0))
        .unwrap_or(0)
}

fn sink_args(name: &str) -> Vec<String> {
    [
        "batch",
        "archive",
        "--threads",
        "1",
        "--window",
        "1",
        "--progress",
        "none",
        "--db",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([
        format!("{name}.db"),
        "--csv".into(),
        format!("{name}.csv"),
        "--output".into(),
        format!("{name}.jsonl"),
        "--summary".into(),
        format!("{name}.summary"),
    ])
    .collect()
}

/// Starts the batch and kills it (SIGKILL) once `committed` documents are in its database
/// (0: right away); false if it finished first.
fn run_and_kill(dir: &Path, args: &[String], committed: i64) -> bool {
    let mut child = Command::new(BIN)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let db = dir.join(&args[args.iter().position(|a| a == "--db").unwrap() + 1]);
    let deadline = Instant::now() + Duration::from_secs(120);
    while documents_in(&db) < committed {
        if child.try_wait().unwrap().is_some() {
            return false;
        }
        assert!(Instant::now() < deadline, "nothing committed in time");
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    true
}

/// Every sink of a run: the database's rows, the CSV, the JSON Lines and the summary
/// (without its time, and without the split between extracted and skipped inputs, which
/// says how the work was shared between runs).
fn sinks_of(dir: &Path, name: &str) -> (Vec<String>, Vec<u8>, Vec<u8>, serde_json::Value) {
    let summary = std::fs::read(dir.join(format!("{name}.summary"))).unwrap();
    let mut summary: serde_json::Value = serde_json::from_slice(&summary).unwrap();
    for varies in ["seconds", "extracted", "skipped", "stored"] {
        summary.as_object_mut().unwrap().remove(varies);
    }
    (
        dump(&dir.join(format!("{name}.db"))),
        std::fs::read(dir.join(format!("{name}.csv"))).unwrap(),
        std::fs::read(dir.join(format!("{name}.jsonl"))).unwrap(),
        summary,
    )
}

#[test]
fn killed_and_resumed_batches_leave_every_sink_as_one_run_does() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    build_archive(d);
    let full = run(
        d,
        &sink_args("full")
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    assert_eq!(
        full.status.code(),
        Some(2),
        "broken inputs: {}",
        stderr(&full)
    );
    let reference = sinks_of(d, "full");
    let total = documents_in(&d.join("full.db"));
    assert!(total > 40, "{total}");
    assert!(reference.1.len() > 10_000 && reference.2.len() > 10_000);
    // The summary counts what the sinks hold: the facts of the JSON Lines, of every input.
    let facts_written = String::from_utf8_lossy(&reference.2)
        .matches("\"metric\":")
        .count();
    assert_eq!(
        reference.3["facts"], facts_written as u64,
        "{}",
        reference.3
    );

    // Killed at start, after the first commit, half way and near the end, each time resumed
    // by the same command; then once more to the end.
    let args = sink_args("resumed");
    let mut kills = 0;
    for committed in [0, 1, total / 2, total - 3] {
        kills += u32::from(run_and_kill(d, &args, committed));
        // A killed run leaves the outputs of the previous run, never a part of one.
        for ext in ["csv", "jsonl"] {
            let path = d.join(format!("resumed.{ext}"));
            if path.exists() && committed > 1 {
                let whole = if ext == "csv" {
                    &reference.1
                } else {
                    &reference.2
                };
                assert_eq!(&std::fs::read(&path).unwrap(), whole, "{ext} after a kill");
            }
        }
    }
    assert!(kills >= 3, "only {kills} kills landed");
    let rerun = run(d, &args.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(rerun.status.code(), Some(2), "{}", stderr(&rerun));
    assert!(stderr(&rerun).contains(" skipped"), "{}", stderr(&rerun));
    let resumed = sinks_of(d, "resumed");
    assert_eq!(resumed.0, reference.0, "database");
    assert_eq!(resumed.1, reference.1, "CSV");
    assert_eq!(resumed.2, reference.2, "JSON Lines");
    assert_eq!(resumed.3, reference.3, "summary");
    let leftovers: Vec<_> = std::fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with("-partial"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    // A completed batch rerun rewrites its outputs whole (they used to keep a header only).
    let again = run(d, &args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        stderr(&again).contains("= 0 extracted + "),
        "{}",
        stderr(&again)
    );
    assert_eq!(sinks_of(d, "resumed"), reference);
}

// ---- outputs that would destroy data are refused before anything is written ----

#[test]
fn outputs_naming_an_input_the_database_or_a_file_of_the_archive_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir(d.join("in")).unwrap();
    std::fs::write(d.join("in/a.txt"), "Peak 100 IOPS.").unwrap();
    std::fs::write(d.join("one.txt"), "Peak 200 IOPS.").unwrap();
    let ok = run(d, &["batch", "in", "--db", "x.db", "--progress", "none"]);
    assert_eq!(ok.status.code(), Some(0), "{}", stderr(&ok));
    let db_before = dump(&d.join("x.db"));
    std::os::unix::fs::symlink("in/a.txt", d.join("link.csv")).unwrap();
    for (args, says) in [
        (
            vec!["in", "--db", "x.db", "--output", "x.db"],
            "is also --db x.db",
        ),
        (
            vec!["in", "--db", "x.db", "--csv", "x.db-wal"],
            "is also --db x.db",
        ),
        (vec!["in", "--csv", "in/a.txt"], "is an input"),
        (vec!["in", "--csv", "link.csv"], "is an input"),
        (
            vec!["one.txt", "--output", "one.txt"],
            "is the input one.txt",
        ),
        (
            vec!["in", "--output", "in/out.jsonl"],
            "inside the input directory in",
        ),
        (
            vec!["in", "--output", "x.csv", "--csv", "x.csv"],
            "is also --output x.csv",
        ),
        (vec!["one.txt", "--db", "one.txt"], "is the input one.txt"),
    ] {
        let out = run(d, &[&["batch"], &args[..]].concat());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty());
    }
    assert_eq!(
        std::fs::read_to_string(d.join("in/a.txt")).unwrap(),
        "Peak 100 IOPS."
    );
    assert_eq!(
        std::fs::read_to_string(d.join("one.txt")).unwrap(),
        "Peak 200 IOPS."
    );
    assert!(!d.join("in/out.jsonl").exists() && !d.join("x.csv").exists());
    assert_eq!(dump(&d.join("x.db")), db_before);
}

// ---- failed outputs: an error, a summary, and what was committed stays committed ----

/// The number in the stop line `N inputs stored in DB by this run stay stored`.
fn stored_by_run(stderr: &str) -> i64 {
    let line = stderr
        .lines()
        .find(|l| l.contains(" by this run stay"))
        .unwrap_or_else(|| panic!("no stop line in:\n{stderr}"));
    line.split_whitespace()
        .nth(3)
        .unwrap()
        .parse()
        .unwrap_or_else(|_| panic!("{line}"))
}

#[test]
fn a_broken_pipe_is_an_error_with_a_summary_and_the_commits_stay() {
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    build_archive(d);
    for db in [Some("x.db"), None] {
        let mut args = vec!["batch", "archive", "--window", "1", "--progress", "none"];
        if let Some(db) = db {
            args.extend(["--db", db, "--output", "-"]);
        }
        let mut child = Command::new(BIN)
            .args(&args)
            .current_dir(d)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut head = [0u8; 100];
        child.stdout.take().unwrap().read_exact(&mut head).unwrap();
        // The reader is gone (as with `| head -c 100`).
        let out = child.wait_with_output().unwrap();
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert!(
            err.contains("standard output: closed by its reader (broken pipe)"),
            "{err}"
        );
        assert!(
            err.contains("summary: ") && err.contains(" inputs = "),
            "{err}"
        );
        if db.is_some() {
            let stored = stored_by_run(&err);
            assert!(stored >= 1, "{err}");
            assert_eq!(documents_in(&d.join("x.db")), stored, "{err}");
        }
    }
}

/// `extract` and `audit` write to standard output only: a reader that goes away or a full
/// disk leaves their output incomplete, which must not look like success.
#[test]
fn extract_and_audit_name_a_failed_standard_output() {
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    copy_tree(&repo().join("corpus"), &d.join("corpus"));
    for command in ["extract", "audit"] {
        let full = std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = Command::new(BIN)
            .args([command, "corpus", "--format", "jsonl"])
            .current_dir(d)
            .stdout(full)
            .output()
            .unwrap();
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{command}: {err}");
        assert!(
            err.contains("standard output: the disk is full") && err.contains("incomplete"),
            "{command}: {err}"
        );
        let mut child = Command::new(BIN)
            .args([command, "corpus", "--format", "jsonl"])
            .current_dir(d)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut head = [0u8; 100];
        child.stdout.take().unwrap().read_exact(&mut head).unwrap();
        let out = child.wait_with_output().unwrap();
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{command}: {err}");
        assert!(
            err.contains("standard output: closed by its reader (broken pipe)"),
            "{command}: {err}"
        );
    }
}

#[test]
fn a_full_disk_on_standard_output_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    build_archive(d);
    let full = std::fs::File::options()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = Command::new(BIN)
        .args([
            "batch",
            "archive",
            "--db",
            "x.db",
            "--output",
            "-",
            "--progress",
            "none",
        ])
        .current_dir(d)
        .stdout(full)
        .output()
        .unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("standard output: the disk is full"), "{err}");
    assert_eq!(documents_in(&d.join("x.db")), stored_by_run(&err));
    // The same with the device named as --output: written directly, not renamed over.
    let out = run(
        d,
        &[
            "batch",
            "archive",
            "--output",
            "/dev/full",
            "--progress",
            "none",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("--output /dev/full: the disk is full"),
        "{}",
        stderr(&out)
    );
}

// ---- options, odd files, large documents ----

#[test]
fn hostile_options_get_a_clear_error_or_a_sane_value() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("a.txt"), "Peak 100 IOPS.").unwrap();
    // The largest limit reads the file (it used to wrap to 0 and read every file as empty).
    let out = run(
        d,
        &[
            "batch",
            "a.txt",
            "--max-file-size",
            "18446744073709551615",
            "--progress",
            "none",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("\"value\":100.0"));
    let out = run(
        d,
        &[
            "extract",
            "a.txt",
            "--max-file-size",
            "18446744073709551615",
        ],
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("\"value\":100.0"));
    for (option, value) in [
        ("--progress-interval", "inf"),
        ("--progress-interval", "NaN"),
        ("--progress-interval", "-1"),
        ("--progress-interval", "1e300"),
        ("--threads", "0"),
        ("--window", "0"),
        ("--max-file-size", "-1"),
    ] {
        let out = run(d, &["batch", "a.txt", &format!("{option}={value}")]);
        assert_eq!(out.status.code(), Some(2), "{option} {value}");
        let err = stderr(&out);
        assert!(
            err.contains(option) && !err.contains("panicked"),
            "{option} {value}: {err}"
        );
    }
    let out = run(
        d,
        &[
            "batch",
            "a.txt",
            "--threads",
            "100000",
            "--progress",
            "none",
        ],
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(
        stderr(&out).contains("--threads 100000 capped at"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn devices_and_fifos_named_as_inputs_do_not_hang_the_batch() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("a.txt"), "Peak 100 IOPS.").unwrap();
    let fifo = d.join("pipe.txt");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let start = Instant::now();
    let out = run(
        d,
        &[
            "batch",
            "pipe.txt",
            "/dev/zero",
            "a.txt",
            "--progress",
            "none",
        ],
    );
    assert!(start.elapsed() < Duration::from_secs(30));
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert!(
        lines[0].contains("\"doc\":\"pipe.txt\"")
            && lines[0].contains("named pipe without a writer")
    );
    assert!(lines[1].contains("\"doc\":\"/dev/zero\"") && lines[1].contains("a device"));
    assert!(lines[2].contains("\"value\":100.0"));
}

#[test]
fn a_stream_keeps_one_line_out_per_line_in() {
    use std::io::Write;
    let mut child = Command::new(BIN)
        .args(["batch", "--stream", "--progress", "none"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = "{\"id\": 1, \"text\": \"Peak 100 IOPS.\"}\n\n   \n{\"id\": 2, \"text\": \"2 ms\"}\nnot json\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{stdout}");
    assert!(lines[0].contains("\"doc\":\"1\""));
    assert!(
        lines[1].contains("\"kind\":\"blank_record\"") && lines[1].contains("\"input\":\"-:2\"")
    );
    assert!(lines[2].contains("\"kind\":\"blank_record\""));
    assert!(lines[3].contains("\"doc\":\"2\""));
    assert!(
        lines[4].contains("\"kind\":\"invalid_record\"") && lines[4].contains("\"input\":\"-:5\"")
    );
}

#[test]
fn a_large_document_is_extracted_in_chunks_into_every_sink() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let doc = "corpus/de/netapp-aff-a250.txt";
    std::fs::create_dir_all(d.join("corpus/de")).unwrap();
    std::fs::copy(repo().join(doc), d.join(doc)).unwrap();
    let chunking = ["--chunk-threshold", "1000", "--chunk-size", "500"];
    let extract = run(
        d,
        &[&["extract", doc, "--format", "jsonl"], &chunking[..]].concat(),
    );
    let batch = run(
        d,
        &[
            &[
                "batch",
                doc,
                "--db",
                "x.db",
                "--csv",
                "x.csv",
                "--output",
                "-",
                "--progress",
                "none",
            ],
            &chunking[..],
        ]
        .concat(),
    );
    assert_eq!(batch.status.code(), Some(0), "{}", stderr(&batch));
    let extracted: serde_json::Value = serde_json::from_slice(&extract.stdout).unwrap();
    let mut batched: serde_json::Value = serde_json::from_slice(&batch.stdout).unwrap();
    for added in ["encoding", "text_source", "content_hash", "input"] {
        assert!(
            batched.as_object_mut().unwrap().remove(added).is_some(),
            "{added}"
        );
    }
    assert_eq!(
        batched, extracted,
        "the chunked report of extract, fields added"
    );
    let facts = extracted["facts"].as_array().unwrap().len() as i64;
    let findings = extracted["findings"].as_array().unwrap().len() as i64;
    assert!(facts > 100);
    let db = d.join("x.db");
    assert_eq!(count(&db, "SELECT count(*) FROM facts"), facts);
    assert_eq!(count(&db, "SELECT count(*) FROM findings"), findings);
    assert_eq!(
        query(
            &db,
            "SELECT fact_count, finding_count, lang, schema_present FROM documents"
        ),
        vec![format!(
            "{facts}|{findings}|de|{}",
            extracted["schema"]["present"]
        )]
    );
    let csv = std::fs::read_to_string(d.join("x.csv")).unwrap();
    assert_eq!(csv.lines().count() as i64, facts + 1);
    assert!(
        stderr(&batch).contains(&format!("summary: {facts} facts")),
        "{}",
        stderr(&batch)
    );
}

#[test]
fn a_deep_tree_is_walked_in_time() {
    let dir = tempfile::tempdir().unwrap();
    let mut path = dir.path().join("t");
    for _ in 0..400 {
        path.push("d");
    }
    std::fs::create_dir_all(&path).unwrap();
    std::fs::write(path.join("a.txt"), "Peak 100 IOPS.").unwrap();
    let start = Instant::now();
    let out = run(dir.path(), &["batch", "t", "--progress", "none"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("\"value\":100.0"));
    // Some 0.1 s; the canonical path of every directory took 2.5 s at this depth.
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
}

// ---- errors that say enough ----

#[test]
fn csv_cells_a_spreadsheet_would_run_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("r.jsonl"),
        "{\"id\": \"=HYPERLINK(1)\", \"text\": \"Peak 100 IOPS.\", \"product\": \"@SUM(A1)\"}\n",
    )
    .unwrap();
    let out = run(
        d,
        &["batch", "r.jsonl", "--csv", "x.csv", "--progress", "none"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let csv = std::fs::read_to_string(d.join("x.csv")).unwrap();
    let row = csv.lines().nth(1).unwrap();
    assert!(
        row.starts_with("'=HYPERLINK(1),'@SUM(A1),und,iops,100,IOPS,100 IOPS,"),
        "{row}"
    );
}

#[test]
fn bad_records_are_named_by_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(
        d.join("r.jsonl"),
        "{\"id\": \"a\", \"text\": \"1 ms\"}\n{\"id\": \"b\", \"text\": 5}\n{broken\n",
    )
    .unwrap();
    let out = run(d, &["batch", "r.jsonl", "--progress", "none"]);
    let err = stderr(&out);
    assert!(
        err.contains("r.jsonl:2 (id b): line 2: \"text\" must be a string"),
        "{err}"
    );
    assert!(err.contains("r.jsonl:3: line 3 is not JSON"), "{err}");
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("\"input\":\"r.jsonl:2\""), "{stdout}");
}

#[test]
fn a_locked_database_is_named_before_anything_is_extracted() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("a.txt"), "Peak 100 IOPS.").unwrap();
    let made = run(d, &["batch", "a.txt", "--db", "x.db", "--progress", "none"]);
    assert_eq!(made.status.code(), Some(0));
    std::fs::write(d.join("b.txt"), "Peak 200 IOPS.").unwrap();
    let conn = rusqlite::Connection::open(d.join("x.db")).unwrap();
    conn.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let out = run(
        d,
        &[
            "batch",
            "a.txt",
            "b.txt",
            "--db",
            "x.db",
            "--progress",
            "none",
        ],
    );
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("database x.db: locked by another process"),
        "{err}"
    );
    drop(conn);
    assert_eq!(count(&d.join("x.db"), "SELECT count(*) FROM documents"), 1);
}

#[test]
fn a_database_failing_mid_batch_is_named_with_a_summary_and_the_commits_stay() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    build_archive(d);
    let child = Command::new(BIN)
        .args([
            "batch",
            "archive",
            "--db",
            "x.db",
            "--window",
            "1",
            "--threads",
            "1",
            "--progress",
            "none",
        ])
        .current_dir(d)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    while documents_in(&d.join("x.db")) < 2 {
        assert!(Instant::now() < deadline);
        std::thread::sleep(Duration::from_millis(5));
    }
    // Another writer holds the database longer than the batch waits (5 s).
    let conn = rusqlite::Connection::open(d.join("x.db")).unwrap();
    conn.busy_timeout(Duration::from_secs(10)).unwrap();
    conn.execute_batch("BEGIN IMMEDIATE").unwrap();
    let out = child.wait_with_output().unwrap();
    conn.execute_batch("ROLLBACK").unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("database x.db: locked by another process"),
        "{err}"
    );
    assert!(err.contains(" inputs = "), "{err}");
    assert_eq!(documents_in(&d.join("x.db")), stored_by_run(&err), "{err}");
}
