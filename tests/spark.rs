//! The Spark recipe (`scripts/spark_pipe.py`, `RDD.pipe` through `benchfacts batch
//! --stream`) run with PySpark in local mode on the corpus: its facts must equal those of
//! a local `benchfacts batch` run. Without PySpark the test fails under CI (where `.ci/run`
//! installs it) and is skipped, saying so, elsewhere.

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_benchfacts");

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn pyspark_available() -> Result<(), String> {
    match Command::new("python3")
        .args(["-c", "import pyspark"])
        .output()
    {
        Ok(out) if out.status.success() => Ok(()),
        Ok(out) => Err(String::from_utf8_lossy(&out.stderr).trim().to_string()),
        Err(e) => Err(format!("cannot run python3: {e}")),
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

#[test]
fn spark_pipe_recipe_gives_the_facts_of_a_local_batch() {
    if let Err(why) = pyspark_available() {
        if std::env::var_os("CI").is_some() {
            panic!("PySpark is not importable under CI ({why}); .ci/run must `pip install pyspark` before the tests");
        }
        eprintln!("SKIPPED spark_pipe_recipe_gives_the_facts_of_a_local_batch: PySpark is not installed ({why}); `pip install pyspark` to run it");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("spark-out");
    let spark = Command::new("python3")
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
