//! The output contract as JSON Schema (`docs/schema/`): the committed schemas are the ones
//! `benchfacts schema` generates from the types, and every line that `extract`, `audit
//! --format jsonl` and `batch` print for the corpus and the fixtures validates against its
//! schema, reports and error records alike.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_benchfacts");
const OUTPUTS: [&str; 4] = ["extract", "audit", "batch", "summary"];

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn run(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(BIN)
        .args(args)
        .current_dir(repo())
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8(out.stdout).unwrap())
}

fn committed(output: &str) -> String {
    let path = repo().join(format!("docs/schema/{output}.schema.json"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn committed_schemas_are_the_generated_ones() {
    for output in OUTPUTS {
        let (code, generated) = run(&["schema", output]);
        assert_eq!(code, Some(0));
        assert!(
            generated == committed(output),
            "docs/schema/{output}.schema.json differs from `benchfacts schema {output}`: \
             regenerate it (`benchfacts schema {output} > docs/schema/{output}.schema.json`) \
             and review the difference"
        );
    }
    // Without an argument, `schema` prints the schema of extract's lines.
    assert_eq!(run(&["schema"]).1, committed("extract"));
}

/// Validates every line of `stdout` and counts the lines with an `error` field (error
/// records) and the others.
fn validate_lines(output: &str, stdout: &str) -> (usize, usize) {
    let schema: Value = serde_json::from_str(&committed(output)).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let (mut records, mut errors) = (0, 0);
    for (i, line) in stdout.lines().enumerate() {
        let value: Value = serde_json::from_str(line)
            .unwrap_or_else(|e| panic!("{output} line {}: not JSON ({e}): {line}", i + 1));
        let problems: Vec<String> = validator
            .iter_errors(&value)
            .map(|e| format!("{e} at {}", e.instance_path()))
            .collect();
        assert!(
            problems.is_empty(),
            "{output} line {} does not match docs/schema/{output}.schema.json: {problems:?}\n{}",
            i + 1,
            &line[..line.len().min(300)]
        );
        if value.get("error").is_some() {
            errors += 1;
        } else {
            records += 1;
        }
    }
    (records, errors)
}

#[test]
fn every_output_line_of_the_corpus_and_fixtures_matches_its_schema() {
    let inputs = ["corpus", "fixtures"];
    assert!(inputs.iter().all(|p| Path::new(&repo().join(p)).is_dir()));
    let runs: [(&str, Vec<&str>); 3] = [
        ("extract", vec!["extract", "--format", "jsonl"]),
        ("audit", vec!["audit", "--format", "jsonl"]),
        ("batch", vec!["batch", "--progress", "none"]),
    ];
    for (output, mut args) in runs {
        args.extend(inputs);
        let (code, stdout) = run(&args);
        // The fixtures hold unreadable inputs on purpose: exit status 2, error records.
        assert_eq!(code, Some(2), "{output}: exit status");
        let (records, errors) = validate_lines(output, &stdout);
        assert!(records > 20, "{output}: {records} records");
        assert!(errors >= 3, "{output}: {errors} error records");
    }
}

#[test]
fn the_batch_summary_matches_its_schema_and_counts_every_input() {
    let dir = tempfile::tempdir().unwrap();
    let summary = dir.path().join("summary.json");
    let db = dir.path().join("facts.db");
    let out = Command::new(BIN)
        .args(["batch", "--progress", "none", "fixtures", "--summary"])
        .arg(&summary)
        .arg("--db")
        .arg(&db)
        .current_dir(repo())
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "the fixtures hold broken inputs"
    );
    let text = std::fs::read_to_string(&summary).unwrap();
    assert_eq!(text.lines().count(), 1, "one object, one line");
    assert_eq!(validate_lines("summary", &text), (1, 0));
    let value: Value = serde_json::from_str(&text).unwrap();
    let n = |k: &str| value[k].as_u64().unwrap();
    assert_eq!(n("inputs"), n("extracted") + n("skipped") + n("failed"));
    assert!(n("failed") >= 5 && n("left_out") >= 1, "{value}");
    assert_eq!(n("stored"), n("inputs"));
    assert_eq!(value["stopped_early"], Value::Null);
    let errors: u64 = value["errors"]
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(errors, n("failed"));
    // The same numbers as the summary on standard error.
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains(&format!(
            "summary: {} inputs = {} extracted",
            n("inputs"),
            n("extracted")
        )),
        "{stderr}"
    );
    // The schema is not vacuous: an unknown field or a count that is not a number fails.
    let schema: Value = serde_json::from_str(&committed("summary")).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let mut wrong = value.clone();
    wrong["colour"] = Value::from("red");
    assert!(!validator.is_valid(&wrong));
    let mut wrong = value;
    wrong["facts"] = Value::from("many");
    assert!(!validator.is_valid(&wrong));
}

#[test]
fn a_line_that_breaks_the_contract_is_refused() {
    // The schema is not vacuous: a report without its facts, a finding of an unknown
    // severity, an unknown field are all refused.
    let schema: Value = serde_json::from_str(&committed("extract")).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let good: Value = serde_json::from_str(
        r#"{"doc":"a.txt","lang":"de","lang_confidence":0.9,"facts":[],"findings":[],
            "schema":{"profile":"storage-review","expected":40,"present":0,"missing":[]}}"#,
    )
    .unwrap();
    assert!(validator.is_valid(&good));
    let mut no_facts = good.clone();
    no_facts.as_object_mut().unwrap().remove("facts");
    assert!(!validator.is_valid(&no_facts));
    let mut unknown = good.clone();
    unknown["colour"] = Value::from("red");
    assert!(!validator.is_valid(&unknown));
    let mut bad_finding = good.clone();
    bad_finding["findings"] = serde_json::json!([{"kind":"xnumx","severity":"fatal","text":"XNUMX",
        "span":[0,5],"line":1,"column":1,"message":"lost","suggestion":null}]);
    assert!(!validator.is_valid(&bad_finding));
    let error: Value =
        serde_json::json!({"doc":"x","error":{"kind":"not_found","message":"no such file"}});
    assert!(validator.is_valid(&error));
}
