//! The Spark recipe (`scripts/spark_pipe.py`, `RDD.pipe` through `benchfacts batch
//! --stream`) run with PySpark in local mode on the corpus: its facts must equal those of
//! a local `benchfacts batch` run.
//!
//! It needs PySpark and Java, which a developer's machine may lack. libtest has no way to
//! mark a test skipped at run time (a test that returns early is reported `ok`), so this
//! file has its own harness (`harness = false` in Cargo.toml): without PySpark or Java the
//! test is reported as `SKIPPED` with the reason, on standard output, and under CI
//! (`CI` set, where `.ci/run` installs PySpark into a virtual environment) it fails.
//! The Python it runs is `$BENCHFACTS_PYTHON`, or `python3`.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_benchfacts");

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

const TEST_NAME: &str = "spark_pipe_recipe_gives_the_facts_of_a_local_batch";

fn python() -> String {
    std::env::var("BENCHFACTS_PYTHON").unwrap_or_else(|_| "python3".into())
}

/// Why the recipe cannot run here, if it cannot: no PySpark, or no Java.
fn missing_tools() -> Option<String> {
    let python = python();
    match Command::new(&python)
        .args(["-c", "import pyspark"])
        .output()
    {
        Ok(out) if out.status.success() => {}
        Ok(out) => {
            let why = String::from_utf8_lossy(&out.stderr);
            let last = why.trim().lines().last().unwrap_or("").to_string();
            return Some(format!("PySpark is not importable by {python} ({last})"));
        }
        Err(e) => return Some(format!("cannot run {python}: {e}")),
    }
    match Command::new("java").arg("-version").output() {
        Ok(out) if out.status.success() => None,
        Ok(_) => Some("`java -version` failed: Spark needs Java 17".into()),
        Err(e) => Some(format!("cannot run java ({e}): Spark needs Java 17")),
    }
}

/// The harness: `--list` for test runners, a name filter as libtest takes one, and a
/// result line that says `skipped` when the tools are missing outside CI.
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--list") {
        if !args.iter().any(|a| a == "--ignored") {
            println!("{TEST_NAME}: test");
        }
        return std::process::ExitCode::SUCCESS;
    }
    let filters: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
    let exact = args.iter().any(|a| a == "--exact");
    let selected = filters.is_empty()
        || filters.iter().any(|f| {
            if exact {
                *f == TEST_NAME
            } else {
                TEST_NAME.contains(f.as_str())
            }
        });
    println!();
    if !selected {
        println!("running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 1 filtered out\n");
        return std::process::ExitCode::SUCCESS;
    }
    println!("running 1 test");
    if let Some(why) = missing_tools() {
        if std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false") {
            println!("test {TEST_NAME} ... FAILED\n");
            println!("{why}: under CI this test must run; .ci/run installs PySpark into a virtual environment and sets BENCHFACTS_PYTHON\n");
            println!(
                "test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out\n"
            );
            return std::process::ExitCode::FAILURE;
        }
        println!("test {TEST_NAME} ... SKIPPED: {why}; install PySpark (`pip install pyspark`) and Java 17 to run it\n");
        println!("test result: ok. 0 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out\n");
        return std::process::ExitCode::SUCCESS;
    }
    match std::panic::catch_unwind(spark_pipe_recipe_gives_the_facts_of_a_local_batch) {
        Ok(()) => {
            println!("test {TEST_NAME} ... ok\n");
            println!(
                "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out\n"
            );
            std::process::ExitCode::SUCCESS
        }
        Err(_) => {
            println!("test {TEST_NAME} ... FAILED\n");
            println!(
                "test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out\n"
            );
            std::process::ExitCode::FAILURE
        }
    }
}

/// Documents by name (with `strip` removed from the front), from JSON Lines.
fn by_doc(text: &str, strip: &str) -> BTreeMap<String, Value> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let doc: Value = serde_json::from_str(l).unwrap();
            let name = doc["doc"].as_str().unwrap();
            (name.strip_prefix(strip).unwrap_or(name).to_string(), doc)
        })
        .collect()
}

fn read_parts(dir: &Path) -> String {
    let mut parts: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("part-")
        })
        .collect();
    parts.sort();
    parts
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect()
}

fn spark_pipe_recipe_gives_the_facts_of_a_local_batch() {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("spark-out");
    let mut spark = Command::new(python());
    // Spark's Python workers run the same interpreter (the one that has PySpark).
    if std::env::var_os("PYSPARK_PYTHON").is_none() {
        spark.env("PYSPARK_PYTHON", python());
    }
    let spark = spark
        .arg(repo().join("scripts/spark_pipe.py"))
        .args(["--binary", BIN, "--partitions", "2", "--input"])
        .arg(repo().join("corpus"))
        .arg("--output")
        .arg(&output)
        .output()
        .unwrap();
    assert!(
        spark.status.success(),
        "spark_pipe.py failed:\n{}\n{}",
        String::from_utf8_lossy(&spark.stdout),
        String::from_utf8_lossy(&spark.stderr)
    );
    let from_spark = by_doc(&read_parts(&output), "");

    let local = Command::new(BIN)
        .args(["batch", "corpus", "--progress", "none"])
        .current_dir(repo())
        .output()
        .unwrap();
    assert!(
        local.status.success(),
        "{}",
        String::from_utf8_lossy(&local.stderr)
    );
    let from_local = by_doc(&String::from_utf8(local.stdout).unwrap(), "corpus/");

    assert_eq!(
        from_spark.keys().collect::<Vec<_>>(),
        from_local.keys().collect::<Vec<_>>(),
        "the same documents"
    );
    for (name, local_doc) in &from_local {
        let spark_doc = &from_spark[name];
        assert!(
            !local_doc["facts"].as_array().unwrap().is_empty(),
            "{name} has facts"
        );
        assert_eq!(spark_doc["facts"], local_doc["facts"], "{name}: facts");
        assert_eq!(
            spark_doc["findings"], local_doc["findings"],
            "{name}: findings"
        );
        assert_eq!(spark_doc["lang"], local_doc["lang"], "{name}: language");
    }
}
