//! `benchfacts batch` end to end, on an archive built in a temporary directory from the
//! corpus and the fixtures of `fixtures/batch/` (HTML, legacy-encoded and JSON Lines copies
//! of corpus excerpts, and broken files; `manifest.json` says which is which).

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_benchfacts");

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
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

/// `DIR/archive/`: the corpus, and the fixtures' originals, copies and broken files.
fn build_archive(dir: &Path) {
    let archive = dir.join("archive");
    copy_tree(&repo().join("corpus"), &archive.join("corpus"));
    for sub in ["originals", "copies", "broken"] {
        copy_tree(&repo().join("fixtures/batch").join(sub), &archive.join(sub));
    }
}

fn batch(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("batch")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

fn json_lines(bytes: &[u8]) -> Vec<Value> {
    std::str::from_utf8(bytes)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// (metric, value, unit) of each fact, sorted: what a copy must share with its original.
fn fact_keys(doc: &Value) -> Vec<(String, String, String)> {
    let mut keys: Vec<_> = doc["facts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["metric"].to_string(),
                f["value"].to_string(),
                f["unit"].to_string(),
            )
        })
        .collect();
    keys.sort();
    keys
}

/// The summary's `N inputs = A extracted + B skipped ... + C failed` counts.
fn summary_counts(stderr: &[u8]) -> [u64; 4] {
    let stderr = String::from_utf8_lossy(stderr);
    let line = stderr
        .lines()
        .find(|l| l.contains(" inputs = "))
        .unwrap_or_else(|| panic!("no summary in:\n{stderr}"));
    let numbers: Vec<u64> = line
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    numbers
        .try_into()
        .unwrap_or_else(|n| panic!("summary line {line:?} has numbers {n:?}"))
}

fn summary_value(stderr: &[u8], suffix: &str) -> u64 {
    let stderr = String::from_utf8_lossy(stderr);
    let line = stderr
        .lines()
        .find(|l| l.starts_with("summary: ") && l.ends_with(suffix))
        .unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn copies_give_the_originals_facts_and_broken_inputs_give_error_records() {
    let dir = tempfile::tempdir().unwrap();
    build_archive(dir.path());
    let out = batch(
        dir.path(),
        &[
            "archive",
            // Binary: left out of the walk (as extract leaves it out), read when named.
            "archive/broken/archive.txt",
            "missing.txt",
            "--threads",
            "2",
            "--progress",
            "none",
            "--output",
            "out.jsonl",
            "--csv",
            "facts.csv",
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(2),
        "an input failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = json_lines(&std::fs::read(dir.path().join("out.jsonl")).unwrap());
    let docs: BTreeMap<String, &Value> = lines
        .iter()
        .map(|d| (d["doc"].as_str().unwrap().to_string(), d))
        .collect();
    assert_eq!(docs.len(), lines.len(), "document names are unique");

    let manifest: Value = serde_json::from_slice(
        &std::fs::read(repo().join("fixtures/batch/manifest.json")).unwrap(),
    )
    .unwrap();
    for copy in manifest["copies"].as_array().unwrap() {
        let name = match copy.get("record") {
            Some(id) => id.as_str().unwrap().to_string(),
            None => format!("archive/{}", copy["copy"].as_str().unwrap()),
        };
        let doc = docs
            .get(&name)
            .unwrap_or_else(|| panic!("{name} is missing from the output"));
        let original = docs[&format!("archive/{}", copy["original"].as_str().unwrap())];
        assert!(
            !fact_keys(original).is_empty(),
            "{name}: its original has facts"
        );
        assert_eq!(
            fact_keys(doc),
            fact_keys(original),
            "{name}: same facts as its original"
        );
        assert_eq!(doc["encoding"], copy["encoding"], "{name}: encoding");
        assert_eq!(
            doc["text_source"], copy["text_source"],
            "{name}: text_source"
        );
    }
    // Records carry their other fields through, and are named by their id.
    assert_eq!(docs["42"]["fields"]["product"], "Fujitsu ETERNUS AF250 S2");
    assert_eq!(
        docs["42"]["fields"]["tags"],
        serde_json::json!(["ko", "mt"])
    );

    let mut expected_errors = vec![("missing.txt".to_string(), "not_found".to_string())];
    for broken in manifest["broken"].as_array().unwrap() {
        let doc = broken["doc"].as_str().unwrap();
        let name = if doc.contains('/') {
            format!("archive/{doc}")
        } else {
            doc.to_string()
        };
        expected_errors.push((name, broken["kind"].as_str().unwrap().to_string()));
    }
    expected_errors.sort();
    let mut errors: Vec<(String, String)> = lines
        .iter()
        .filter(|d| d.get("error").is_some())
        .map(|d| {
            (
                d["doc"].as_str().unwrap().to_string(),
                d["error"]["kind"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    errors.sort();
    assert_eq!(errors, expected_errors);
    for line in lines.iter().filter(|d| d.get("error").is_some()) {
        assert!(
            line["error"]["message"].as_str().unwrap().len() > 10,
            "a message a user can act on: {line}"
        );
    }

    // Every input is accounted for: files plus non-blank JSON Lines lines plus the missing path.
    let mut inputs = 1;
    for entry in walk(&dir.path().join("archive")) {
        if entry.extension().is_some_and(|e| e == "jsonl") {
            inputs += std::fs::read_to_string(&entry)
                .unwrap()
                .lines()
                .filter(|l| !l.trim().is_empty())
                .count() as u64;
        } else {
            inputs += 1;
        }
    }
    let [total, extracted, skipped, failed] = summary_counts(&out.stderr);
    assert_eq!(total, inputs, "the summary counts every input");
    assert_eq!(extracted + skipped + failed, total);
    assert_eq!((skipped, failed), (0, errors.len() as u64));
    assert_eq!(total, lines.len() as u64, "one output line per input");
    let facts: u64 = lines
        .iter()
        .filter_map(|d| d["facts"].as_array())
        .map(|f| f.len() as u64)
        .sum();
    assert_eq!(summary_value(&out.stderr, " facts"), facts);

    // The CSV has one row per fact (its cells may hold quoted line breaks: none here).
    let csv = std::fs::read_to_string(dir.path().join("facts.csv")).unwrap();
    assert!(csv.starts_with("doc,product,lang,metric,value,unit,"));
    assert_eq!(csv.lines().count() as u64 - 1, facts);
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else {
            out.push(path);
        }
    }
    out
}

#[test]
fn output_is_the_same_at_one_and_two_threads() {
    let dir = tempfile::tempdir().unwrap();
    build_archive(dir.path());
    // Small windows, so that documents of several windows are in flight.
    let one = batch(
        dir.path(),
        &[
            "archive",
            "--threads",
            "1",
            "--window",
            "3",
            "--progress",
            "none",
        ],
    );
    let two = batch(
        dir.path(),
        &[
            "archive",
            "--threads",
            "2",
            "--window",
            "5",
            "--progress",
            "none",
        ],
    );
    assert_eq!(one.status.code(), Some(2));
    assert!(one.stdout.len() > 100_000);
    assert!(
        one.stdout == two.stdout,
        "output differs between --threads 1 and 2"
    );
}

#[test]
fn stream_mode_reads_records_from_stdin_and_carries_their_fields() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(BIN)
        .args(["batch", "--stream", "--progress", "none"])
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = "{\"id\": \"a\", \"text\": \"Peak 787,910 IOPS at 3.58 ms.\", \"site\": \"x\"}\n\n\
                 {\"id\": \"b\", \"text\": 5}\n{\"text\": \"Latency 0.5 ms.\"}\n";
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), input.as_bytes()).unwrap();
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(2), "record b has no text");
    let lines = json_lines(&out.stdout);
    let names: Vec<&str> = lines.iter().map(|d| d["doc"].as_str().unwrap()).collect();
    // The blank line 2 has its line too (an error record): one line out per line in.
    assert_eq!(names, ["a", "-:2", "b", "-:4"]);
    assert_eq!(lines[1]["error"]["kind"], "blank_record");
    assert_eq!(lines[0]["fields"], serde_json::json!({"site": "x"}));
    assert!(fact_keys(&lines[0]).contains(&(
        "\"iops\"".into(),
        "787910.0".into(),
        "\"IOPS\"".into()
    )));
    assert_eq!(lines[2]["error"]["kind"], "invalid_record");
    assert_eq!(summary_counts(&out.stderr), [4, 2, 0, 2]);
}

/// Every row of the database, ids replaced by document names, in a stable order.
fn dump(db: &Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut rows = Vec::new();
    for sql in [
        "SELECT * FROM documents ORDER BY input",
        "SELECT d.input, f.* FROM facts f JOIN documents d ON d.id = f.document_id ORDER BY d.input, f.ordinal",
        "SELECT d.input, f.* FROM findings f JOIN documents d ON d.id = f.document_id ORDER BY d.input, f.ordinal",
    ] {
        let mut stmt = conn.prepare(sql).unwrap();
        let names: Vec<String> = stmt.column_names().map(str::to_string).collect();
        let mut query = stmt.query([]).unwrap();
        while let Some(row) = query.next().unwrap() {
            let cells: Vec<String> = (0..names.len())
                .filter(|&i| names[i] != "id" && names[i] != "document_id")
                .map(|i| format!("{:?}", row.get_ref(i).unwrap()))
                .collect();
            rows.push(cells.join("|"));
        }
    }
    rows
}

fn documents_in(db: &Path) -> Option<u64> {
    let conn =
        rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .ok()?;
    conn.query_row("SELECT count(*) FROM documents", [], |r| r.get::<_, i64>(0))
        .ok()
        .map(|n| n as u64)
}

#[test]
fn a_killed_db_batch_resumes_to_the_same_database() {
    let dir = tempfile::tempdir().unwrap();
    build_archive(dir.path());
    // More documents, so that the kill lands half way: the corpus four more times.
    for i in 0..4 {
        copy_tree(
            &repo().join("corpus"),
            &dir.path().join(format!("archive/more{i}")),
        );
    }
    let args = |db: &str| -> Vec<String> {
        [
            "archive",
            "--db",
            db,
            "--threads",
            "1",
            "--window",
            "1",
            "--progress",
            "none",
        ]
        .map(String::from)
        .to_vec()
    };

    let full = batch(
        dir.path(),
        &args("full.sqlite")
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    assert_eq!(
        full.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&full.stderr)
    );
    let [total, extracted, _, failed] = summary_counts(&full.stderr);
    assert!(
        full.stdout.is_empty(),
        "with --db and no --output, no JSON Lines"
    );

    let resumed = dir.path().join("resumed.sqlite");
    let mut child = Command::new(BIN)
        .arg("batch")
        .args(args("resumed.sqlite"))
        .current_dir(dir.path())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    let committed_before_kill = loop {
        if let Some(n) = documents_in(&resumed).filter(|&n| n >= 12) {
            child.kill().unwrap();
            child.wait().unwrap();
            break n;
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "the batch finished before it could be killed"
        );
        assert!(
            Instant::now() < deadline,
            "no documents were committed in time"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let after_kill = documents_in(&resumed).unwrap();
    assert!(
        after_kill >= committed_before_kill && after_kill < total,
        "killed half way: {after_kill} of {total}"
    );

    let rerun = batch(
        dir.path(),
        &args("resumed.sqlite")
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    let [total2, extracted2, skipped2, failed2] = summary_counts(&rerun.stderr);
    assert_eq!(total2, total);
    // Documents committed before the kill are skipped (error records are retried).
    assert!(
        skipped2 > 0 && skipped2 + failed2 >= committed_before_kill,
        "{}",
        String::from_utf8_lossy(&rerun.stderr)
    );
    assert_eq!(extracted2 + skipped2, extracted);
    assert_eq!(failed2, failed);
    assert_eq!(
        dump(&dir.path().join("full.sqlite")),
        dump(&resumed),
        "same database content"
    );

    // Re-ingesting a changed document replaces its rows; the others are skipped.
    let changed = dir.path().join("archive/more0/de/netapp-aff-a250.txt");
    std::fs::write(
        &changed,
        "Spitzenwert von 787.910 IOPS bei einer Latenz von 3,58 ms.\n",
    )
    .unwrap();
    let again = batch(
        dir.path(),
        &args("resumed.sqlite")
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    );
    assert_eq!(
        summary_counts(&again.stderr),
        [total, 1, extracted - 1, failed]
    );
    let conn = rusqlite::Connection::open(&resumed).unwrap();
    let (facts, stored): (i64, i64) = conn
        .query_row(
            "SELECT (SELECT count(*) FROM facts WHERE document_id = d.id), d.fact_count FROM documents d
             WHERE doc = 'archive/more0/de/netapp-aff-a250.txt'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(
        (facts, stored),
        (2, 2),
        "the changed document's old facts are gone"
    );
    let errors: i64 = conn
        .query_row(
            "SELECT count(*) FROM documents WHERE error_kind IS NOT NULL",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(
        errors as u64, failed,
        "error records are in the database too"
    );

    // The example query of docs/batch.md is answered from the index, without sorting.
    let plan: Vec<String> = conn
        .prepare(
            "EXPLAIN QUERY PLAN SELECT d.product, d.lang, f.value FROM facts f JOIN documents d ON d.id = f.document_id
             WHERE f.metric = 'iops' AND f.workload = '4k_random_read' ORDER BY f.value DESC LIMIT 10",
        )
        .unwrap()
        .query_map([], |r| r.get::<_, String>(3))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert!(
        plan.iter()
            .any(|p| p.contains("facts_by_metric_workload_value")),
        "{plan:?}"
    );
    assert!(!plan.iter().any(|p| p.contains("TEMP B-TREE")), "{plan:?}");
}

#[test]
fn stream_mode_with_window_1_answers_each_record_before_reading_the_next() {
    use std::io::{BufRead, BufReader, Write};
    let mut child = Command::new(BIN)
        .args(["batch", "--stream", "--window", "1", "--progress", "none"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let (lines, received) = std::sync::mpsc::channel();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    std::thread::spawn(move || {
        for line in stdout.lines() {
            let _ = lines.send(line.unwrap());
        }
    });
    for i in 0..3 {
        writeln!(
            stdin,
            "{{\"id\": {i}, \"text\": \"Peak {} IOPS at 1 ms.\"}}",
            1000 + i
        )
        .unwrap();
        stdin.flush().unwrap();
        // The producer waits for the answer before it sends the next record.
        let line = received
            .recv_timeout(Duration::from_secs(60))
            .expect("no answer before the next record");
        let doc: Value = serde_json::from_str(&line).unwrap();
        assert_eq!(doc["doc"], i.to_string());
        assert_eq!(doc["facts"][0]["value"], 1000.0 + i as f64);
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
}
