//! The Spark recipes run with PySpark in local mode on the corpus: `scripts/spark_pipe.py`
//! (`RDD.pipe` through `benchfacts batch --stream`) and `scripts/spark_pandas.py`
//! (`mapInPandas` with the Python package, in-process); the facts of each must equal those
//! of a local `benchfacts batch` run.
//!
//! They need PySpark and Java (and the second pandas, pyarrow and the package), which a developer's machine may lack. libtest has no way to
//! mark a test skipped at run time (a test that returns early is reported `ok`), so this
//! file has its own harness (`harness = false` in Cargo.toml): without PySpark or Java a
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

/// A test of this file: its name, the Python modules it needs besides PySpark, the test.
type Recipe = (&'static str, &'static [&'static str], fn());

/// The tests of this file, one per recipe.
const TESTS: [Recipe; 2] = [
    (
        "spark_pipe_recipe_gives_the_facts_of_a_local_batch",
        &[],
        spark_pipe_recipe_gives_the_facts_of_a_local_batch,
    ),
    (
        "spark_map_in_pandas_recipe_gives_the_facts_of_a_local_batch",
        // mapInPandas needs pandas and pyarrow; the recipe, the package (python/).
        &["pandas", "pyarrow", "benchfacts"],
        spark_map_in_pandas_recipe_gives_the_facts_of_a_local_batch,
    ),
];

fn python() -> String {
    std::env::var("BENCHFACTS_PYTHON").unwrap_or_else(|_| "python3".into())
}

/// Why a recipe cannot run here, if it cannot: PySpark or another of its Python modules
/// missing, or no Java.
fn missing_tools(modules: &[&str]) -> Option<String> {
    let python = python();
    for module in std::iter::once(&"pyspark").chain(modules) {
        match Command::new(&python)
            .args(["-c", &format!("import {module}")])
            .output()
        {
            Ok(out) if out.status.success() => {}
            Ok(out) => {
                let why = String::from_utf8_lossy(&out.stderr);
                let last = why.trim().lines().last().unwrap_or("").to_string();
                return Some(format!("{module} is not importable by {python} ({last})"));
            }
            Err(e) => return Some(format!("cannot run {python}: {e}")),
        }
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
            for (name, _, _) in TESTS {
                println!("{name}: test");
            }
        }
        return std::process::ExitCode::SUCCESS;
    }
    let filters: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
    let exact = args.iter().any(|a| a == "--exact");
    let selected: Vec<_> = TESTS
        .iter()
        .filter(|(name, _, _)| {
            filters.is_empty()
                || filters.iter().any(|f| {
                    if exact {
                        *f == name
                    } else {
                        name.contains(f.as_str())
                    }
                })
        })
        .collect();
    let under_ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false");
    println!("\nrunning {} tests", selected.len());
    let (mut passed, mut failed, mut skipped) = (0, 0, 0);
    for (name, modules, test) in &selected {
        match missing_tools(modules) {
            Some(why) if under_ci => {
                failed += 1;
                println!("test {name} ... FAILED\n");
                println!("{why}: under CI this test must run; .ci/run installs PySpark, pandas, pyarrow and the package into a virtual environment and sets BENCHFACTS_PYTHON\n");
            }
            Some(why) => {
                skipped += 1;
                println!("test {name} ... SKIPPED: {why}; install PySpark (`pip install pyspark`), Java 17{} to run it\n",
                    if modules.is_empty() { "" } else { ", pandas, pyarrow and the package (`pip install ./python`)" });
            }
            None => match std::panic::catch_unwind(test) {
                Ok(()) => {
                    passed += 1;
                    println!("test {name} ... ok");
                }
                Err(_) => {
                    failed += 1;
                    println!("test {name} ... FAILED\n");
                }
            },
        }
    }
    let verdict = if failed > 0 { "FAILED" } else { "ok" };
    println!(
        "\ntest result: {verdict}. {passed} passed; {failed} failed; {skipped} ignored; 0 measured; {} filtered out\n",
        TESTS.len() - selected.len()
    );
    if failed > 0 {
        std::process::ExitCode::FAILURE
    } else {
        std::process::ExitCode::SUCCESS
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

/// The JSON Lines that a recipe (`scripts/NAME`, with `args`) wrote for the corpus.
fn run_recipe(script: &str, args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let output = dir.path().join("spark-out");
    let mut spark = Command::new(python());
    // Spark's Python workers run the same interpreter (the one that has PySpark).
    if std::env::var_os("PYSPARK_PYTHON").is_none() {
        spark.env("PYSPARK_PYTHON", python());
    }
    let spark = spark
        .arg(repo().join("scripts").join(script))
        .args(args)
        .args(["--partitions", "2", "--input"])
        .arg(repo().join("corpus"))
        .arg("--output")
        .arg(&output)
        .output()
        .unwrap();
    assert!(
        spark.status.success(),
        "{script} failed:\n{}\n{}",
        String::from_utf8_lossy(&spark.stdout),
        String::from_utf8_lossy(&spark.stderr)
    );
    read_parts(&output)
}

fn spark_pipe_recipe_gives_the_facts_of_a_local_batch() {
    let from_spark = by_doc(&run_recipe("spark_pipe.py", &["--binary", BIN]), "");
    same_as_local_batch(&from_spark);
}

/// The in-process recipe: mapInPandas with the Python package, which is built from the
/// same library as the binary.
fn spark_map_in_pandas_recipe_gives_the_facts_of_a_local_batch() {
    let from_spark = by_doc(&run_recipe("spark_pandas.py", &[]), "");
    same_as_local_batch(&from_spark);
}

/// The facts, findings and language of each corpus document from Spark equal those of
/// `benchfacts batch corpus`.
fn same_as_local_batch(from_spark: &BTreeMap<String, Value>) {
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
