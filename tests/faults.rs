//! `benchfacts batch` under faults: inputs that share a name, reruns, kills, closed and
//! full outputs, outputs that would destroy an input, hostile options, odd files. Each test
//! says what a user would lose if it failed. The slow cases (big documents, deep trees,
//! peak memory) are in `scripts/faults.sh`.

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
    assert!(csv.lines().next().unwrap().ends_with(",input"), "{csv}");
    assert!(
        csv.contains(",in/a\\xff.txt\n") && csv.contains(",in/a\\xfe.txt\n"),
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
        stderr(&out).contains("summary: 1 inputs repeat an earlier input"),
        "{}",
        stderr(&out)
    );
    assert_eq!(count(&d.join("x.db"), "SELECT count(*) FROM documents"), 1);
    // Every input still has its line.
    let lines = std::fs::read_to_string(d.join("x.jsonl")).unwrap();
    assert_eq!(lines.lines().count(), 2);
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
