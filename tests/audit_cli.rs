//! `benchfacts audit` end to end: each output format's shape and the exit statuses
//! (0 nothing at the `--fail-on` level, 1 something at it, 2 an unreadable input), on
//! fixtures cut from the corpus (`fixtures/audit/`) and on corpus files.
//!
//! Positions below were read off the fixture texts: in `swapped.ko.txt` (line 103 of the
//! Korean review) "221,327ms" starts at character 77 and is 9 characters long; in
//! `k-as-kb.de.txt` (line 65 of the German NetApp review) "700 KB" starts at character 183.

use serde_json::Value;
use std::process::{Command, Output};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn audit(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_benchfacts"))
        .current_dir(ROOT)
        .arg("audit")
        .args(args)
        .output()
        .expect("run benchfacts")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 output")
}

fn jsonl(o: &Output) -> Vec<Value> {
    stdout(o)
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect()
}

#[test]
fn human_diagnostic_has_location_source_marker_and_help() {
    let o = audit(&["fixtures/audit/swapped.ko.txt"]);
    assert_eq!(o.status.code(), Some(1), "a swapped figure is an error");
    let out = stdout(&o);
    assert!(
        out.contains("fixtures/audit/swapped.ko.txt:1:77: error[swapped]: value and unit swapped"),
        "{out}"
    );
    let lines: Vec<&str> = out.lines().collect();
    let head = lines
        .iter()
        .position(|l| l.starts_with("fixtures/audit/swapped.ko.txt:1:77: error[swapped]"))
        .unwrap();
    let source = lines[head + 2];
    let marker = lines[head + 3];
    assert!(
        source.starts_with("1 | ") && source.contains("221,327ms"),
        "{source}"
    );
    // The marker sits under the figure in terminal columns (Hangul is two columns wide).
    let width = |s: &str| {
        s.chars()
            .map(|c| unicode_width::UnicodeWidthChar::width(c).unwrap_or(0))
            .sum::<usize>()
    };
    let at = source.find("221,327ms").unwrap();
    let caret = marker.find('^').unwrap();
    assert_eq!(width(&marker[..caret]), width(&source[..at]));
    assert!(marker.ends_with(&"^".repeat(9)), "{marker}");
    assert_eq!(lines[head + 4].trim(), "= help: 221,327 IOPS at 6.38 ms");
    assert!(out.trim_end().ends_with("in 1 document"));
}

#[test]
fn brief_lines_and_fail_on_levels() {
    let o = audit(&["--format", "brief", "fixtures/audit/k-as-kb.de.txt"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "a warning does not fail the default --fail-on error"
    );
    let out = stdout(&o);
    let line = out
        .lines()
        .find(|l| l.contains("[k_as_kb]"))
        .expect("a k_as_kb line");
    assert!(
        line.starts_with("fixtures/audit/k-as-kb.de.txt:1:183: warning[k_as_kb]: "),
        "{line}"
    );
    assert!(line.ends_with("(help: 700,000 IOPS)"), "{line}");

    let o = audit(&[
        "--format",
        "brief",
        "--fail-on",
        "warning",
        "fixtures/audit/k-as-kb.de.txt",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let o = audit(&[
        "--format",
        "brief",
        "--fail-on",
        "info",
        "fixtures/audit/clean.de.txt",
    ]);
    assert_eq!(o.status.code(), Some(0), "clean text has nothing to report");
    assert_eq!(stdout(&o), "");
}

#[test]
fn jsonl_has_one_record_per_finding_with_the_repair() {
    let o = audit(&["--format", "jsonl", "fixtures/audit/swapped.ko.txt"]);
    assert_eq!(o.status.code(), Some(1));
    let records = jsonl(&o);
    for r in &records {
        for key in [
            "doc", "kind", "severity", "text", "span", "line", "column", "message",
        ] {
            assert!(r.get(key).is_some(), "{key} missing in {r}");
        }
    }
    let swapped: Vec<&Value> = records.iter().filter(|r| r["kind"] == "swapped").collect();
    let latency = swapped
        .iter()
        .find(|r| r["text"] == "221,327ms")
        .expect("the latency half");
    let iops = swapped
        .iter()
        .find(|r| r["text"] == "6.38 IOPS")
        .expect("the IOPS half");
    assert_eq!(latency["suggested_value"].as_f64(), Some(0.00638));
    assert_eq!(iops["suggested_value"].as_f64(), Some(221327.0));
    assert_eq!(iops["severity"], "error");
    assert_eq!(iops["doc"], "fixtures/audit/swapped.ko.txt");
}

#[test]
fn sarif_is_a_2_1_0_log_with_rules_and_located_results() {
    let o = audit(&[
        "--format",
        "sarif",
        "fixtures/audit/swapped.ko.txt",
        "fixtures/audit/k-as-kb.de.txt",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let log: Value = serde_json::from_str(&stdout(&o)).expect("one JSON document");
    assert_eq!(log["version"], "2.1.0");
    let run = &log["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "benchfacts");
    let rules: Vec<&str> = run["tool"]["driver"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    for kind in [
        "swapped",
        "k_as_kb",
        "rotated",
        "dropped_multiplier",
        "inconsistent",
        "xnumx",
    ] {
        assert!(rules.contains(&kind), "rule {kind} missing");
    }
    let results = run["results"].as_array().unwrap();
    for r in results {
        assert!(["error", "warning", "note"].contains(&r["level"].as_str().unwrap()));
        assert!(r["message"]["text"].as_str().is_some_and(|t| !t.is_empty()));
        let rule_index = r["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[rule_index], r["ruleId"].as_str().unwrap());
    }
    let swap = results
        .iter()
        .find(|r| {
            r["ruleId"] == "swapped"
                && r["locations"][0]["physicalLocation"]["region"]["snippet"]["text"] == "221,327ms"
        })
        .expect("the swapped latency");
    assert_eq!(swap["level"], "error");
    let location = &swap["locations"][0]["physicalLocation"];
    assert_eq!(
        location["artifactLocation"]["uri"],
        "fixtures/audit/swapped.ko.txt"
    );
    assert_eq!(location["region"]["startLine"], 1);
    assert_eq!(location["region"]["startColumn"], 77);
    assert_eq!(location["region"]["endColumn"], 86);
    let kb = results
        .iter()
        .find(|r| r["ruleId"] == "k_as_kb")
        .expect("the k_as_kb warning");
    assert_eq!(kb["level"], "warning");
    assert_eq!(
        kb["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "fixtures/audit/k-as-kb.de.txt"
    );
}

#[test]
fn github_annotations() {
    let o = audit(&["--format", "github", "fixtures/audit/swapped.ko.txt"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(
        out.lines().all(|l| l.starts_with("::error ")
            || l.starts_with("::warning ")
            || l.starts_with("::notice ")),
        "{out}"
    );
    assert!(
        out.lines().any(|l| l.starts_with("::error file=fixtures/audit/swapped.ko.txt,line=1,col=77,endColumn=86,title=benchfacts swapped::value and unit swapped")),
        "{out}"
    );
}

#[test]
fn unreadable_input_exits_2_and_the_others_are_still_audited() {
    let o = audit(&[
        "--format",
        "jsonl",
        "fixtures/audit/no-such-file.txt",
        "fixtures/audit/swapped.ko.txt",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let records = jsonl(&o);
    assert_eq!(records[0]["doc"], "fixtures/audit/no-such-file.txt");
    assert_eq!(records[0]["error"]["kind"], "not_found");
    assert!(
        records.iter().any(|r| r["kind"] == "swapped"),
        "the readable file is still audited"
    );
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(
        stderr.contains("fixtures/audit/no-such-file.txt"),
        "{stderr}"
    );

    let o = audit(&["--format", "sarif", "fixtures/audit/no-such-file.txt"]);
    assert_eq!(o.status.code(), Some(2));
    let log: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        log["runs"][0]["invocations"][0]["executionSuccessful"],
        false
    );
}

#[test]
fn html_is_one_self_contained_page_with_an_index_and_the_same_findings() {
    let inputs = [
        "fixtures/audit/swapped.ko.txt",
        "fixtures/audit/no-such-file.txt",
        "fixtures/audit/k-as-kb.de.txt",
        "fixtures/audit/clean.de.txt",
    ];
    let o = audit(&[&["--format", "html"][..], &inputs[..]].concat());
    assert_eq!(
        o.status.code(),
        Some(2),
        "an unreadable input still exits 2"
    );
    let page = stdout(&o);
    assert!(page.starts_with("<!DOCTYPE html>") && page.ends_with("</html>\n"));
    assert!(
        page.contains("content=\"default-src 'none';"),
        "loads nothing"
    );
    for outside in ["src=", "http://", "https://", "url(", "@import", "<link"] {
        assert!(!page.contains(outside), "{outside} in the page");
    }
    // The same findings as the JSON Lines of the readable inputs, counted three ways.
    let readable = [inputs[0], inputs[2], inputs[3]];
    let o = audit(&[&["--format", "jsonl"][..], &readable[..]].concat());
    let findings = jsonl(&o);
    let (errors, warnings) = ["error", "warning"]
        .map(|s| findings.iter().filter(|f| f["severity"] == s).count())
        .into();
    assert_eq!(page.matches("data-finding=").count(), findings.len());
    let rows = page.matches("<tr class=\"").count() - page.matches("<tr class=\"failed").count();
    assert_eq!(rows, findings.len());
    assert!(
        page.contains(&format!(
            "<p class=\"summary\" id=\"summary\">{errors} errors, {warnings} warnings, 0 notes in 3 documents;"
        )),
        "{page}"
    );
    for f in &findings {
        if let Some(s) = f["suggestion"].as_str() {
            let shown = format!("<span class=\"suggestion\">{s}</span>");
            assert!(page.contains(&shown), "{shown}");
        }
    }
    // The index: a row per input in order, the unreadable one with its error.
    let index = &page[page.find("<nav").unwrap()..page.find("</nav>").unwrap()];
    let at = |name: &str| {
        index
            .find(name)
            .unwrap_or_else(|| panic!("{name} in {index}"))
    };
    assert!(at(inputs[0]) < at(inputs[1]) && at(inputs[1]) < at(inputs[2]));
    assert!(index.contains("not read: not_found"), "{index}");
    assert!(index.contains("<a href=\"#d1\">fixtures/audit/swapped.ko.txt</a>"));

    // One input: no index, and the exit status follows --fail-on.
    let o = audit(&["--format", "html", "--fail-on", "never", inputs[0]]);
    assert_eq!(o.status.code(), Some(0));
    assert!(!stdout(&o).contains("<nav"));
    // Suppressed kinds are not on the page.
    let config = tempfile::tempdir().unwrap();
    let toml = config.path().join("benchfacts.toml");
    std::fs::write(&toml, "suppress = [\"implausible\"]\n").unwrap();
    let o = audit(&[
        "--format",
        "html",
        "--config",
        toml.to_str().unwrap(),
        inputs[0],
    ]);
    let page = stdout(&o);
    assert!(!page.contains("data-kind=\"implausible\""), "{page}");
    assert!(page.contains("data-kind=\"swapped\""));
}

#[test]
fn reference_reports_the_changed_figure_with_the_original_value() {
    // netapp-4k.en.txt is an English original of lines 65 and 67 of the German NetApp
    // review; netapp-4k.de.txt is those two lines verbatim (3,58 ms against 3.58ms,
    // 787.910 against 787,910: the same quantities); the -changed copy has 549.388 IOPS
    // where the original says 594,388.
    let inconsistent = |o: &Output| -> Vec<Value> {
        jsonl(o)
            .into_iter()
            .filter(|r| r["kind"] == "inconsistent")
            .collect()
    };
    let o = audit(&[
        "--format",
        "jsonl",
        "--reference",
        "fixtures/audit/netapp-4k.en.txt",
        "fixtures/audit/netapp-4k.de.txt",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(inconsistent(&o).is_empty(), "{}", stdout(&o));

    let o = audit(&[
        "--format",
        "jsonl",
        "--reference",
        "fixtures/audit/netapp-4k.en.txt",
        "fixtures/audit/netapp-4k-changed.de.txt",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let records = inconsistent(&o);
    assert_eq!(records.len(), 1, "{records:?}");
    assert_eq!(records[0]["text"], "549.388 IOPS");
    assert_eq!(records[0]["severity"], "error");
    assert_eq!(records[0]["suggested_value"].as_f64(), Some(594388.0));
    assert_eq!(records[0]["suggestion"], "594,388 IOPS");

    let o = audit(&[
        "--reference",
        "fixtures/audit/no-such-original.txt",
        "fixtures/audit/netapp-4k.de.txt",
    ]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn reference_composes_with_the_detectors() {
    // The original says "over 700K IOPS"; the translation "bis über 700 KB" (character
    // 183 of netapp-4k.de.txt). As a capacity it aligns with no figure of the original,
    // so only the k_as_kb detector can report it, and it still does with the original
    // given; the changed copy adds the original's correction of 549.388 IOPS after it.
    for (path, kinds) in [
        ("fixtures/audit/netapp-4k.de.txt", vec!["k_as_kb"]),
        (
            "fixtures/audit/netapp-4k-changed.de.txt",
            vec!["k_as_kb", "inconsistent"],
        ),
    ] {
        let o = audit(&[
            "--format",
            "jsonl",
            "--reference",
            "fixtures/audit/netapp-4k.en.txt",
            path,
        ]);
        let records = jsonl(&o);
        let found: Vec<&str> = records
            .iter()
            .map(|r| r["kind"].as_str().unwrap())
            .collect();
        assert_eq!(found, kinds, "{path}: {}", stdout(&o));
        assert_eq!(records[0]["text"], "700 KB");
        assert_eq!(records[0]["column"], 183);
        assert_eq!(records[0]["suggestion"], "700,000 IOPS");
        // The same finding as without the original.
        let alone = jsonl(&audit(&["--format", "jsonl", path]));
        assert_eq!(alone.first(), records.first(), "{path}");
    }
}

#[test]
fn corpus_reviews() {
    // The German NetApp review's only corruptions found are the two K-as-KB figures
    // ("bis über 700 KB", line 65; "350-KB-Marke", line 75) and "8,871 TPS" (line 51).
    let o = audit(&["--format", "jsonl", "corpus/de/netapp-aff-a250.txt"]);
    assert_eq!(o.status.code(), Some(0));
    let records = jsonl(&o);
    let kb: Vec<(i64, &str)> = records
        .iter()
        .filter(|r| r["kind"] == "k_as_kb")
        .map(|r| (r["line"].as_i64().unwrap(), r["text"].as_str().unwrap()))
        .collect();
    assert_eq!(kb, vec![(65, "700 KB"), (75, "350-KB")]);

    // The Korean review has swapped pairs and XNUMX placeholders: errors.
    let o = audit(&[
        "--format",
        "brief",
        "corpus/ko/fujitsu-eternus-af250-s2.txt",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(out.contains("corpus/ko/fujitsu-eternus-af250-s2.txt:51:8: warning[rotated]: \"Windows Server 2014 R2012\""), "{out}");
}

/// A fresh copy of a fixture in a temporary folder (the fixtures themselves are never
/// written to).
fn scratch_copy(fixture: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let name = std::path::Path::new(fixture).file_name().unwrap();
    let path = dir.path().join(name);
    std::fs::copy(std::path::Path::new(ROOT).join(fixture), &path).unwrap();
    (dir, path)
}

#[test]
fn diff_shows_the_swapped_figures_repaired_and_changes_nothing() {
    // Line 103 of the Korean review: "221,327ms인 6.38 IOPS" is 221,327 IOPS at 6.38 ms.
    let before = std::fs::read(format!("{ROOT}/fixtures/audit/swapped.ko.txt")).unwrap();
    let o = audit(&["--diff", "fixtures/audit/swapped.ko.txt"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert!(out.starts_with("--- a/fixtures/audit/swapped.ko.txt\n+++ b/fixtures/audit/swapped.ko.txt\n@@ -1,1 +1,1 @@\n-"), "{out}");
    let plus = out
        .lines()
        .find(|l| l.starts_with('+') && !l.starts_with("+++"))
        .unwrap();
    assert!(plus.contains("6.38ms인 221,327 IOPS"), "{plus}");
    // Above every finding's confidence there is nothing to apply.
    let o = audit(&[
        "--diff",
        "--min-confidence",
        "1",
        "fixtures/audit/swapped.ko.txt",
    ]);
    assert_eq!(stdout(&o), "");
    assert_eq!(
        std::fs::read(format!("{ROOT}/fixtures/audit/swapped.ko.txt")).unwrap(),
        before
    );
    // A confidence outside 0..1 is a usage error.
    let o = audit(&[
        "--diff",
        "--min-confidence",
        "2",
        "fixtures/audit/swapped.ko.txt",
    ]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn write_changes_writes_a_copy_never_over_one_and_in_place_only_when_asked() {
    let (_dir, path) = scratch_copy("fixtures/audit/swapped.ko.txt");
    let original = std::fs::read_to_string(&path).unwrap();
    let p = path.to_str().unwrap();
    let o = audit(&["--write-changes", p]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let copy = format!("{p}.fixed");
    let fixed = std::fs::read_to_string(&copy).unwrap();
    assert!(fixed.contains("6.38ms인 221,327 IOPS"), "{fixed}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), original);
    // The copy exists now: writing again is refused, and the copy is left as it was.
    std::fs::write(&copy, "keep me").unwrap();
    let o = audit(&["--write-changes", p]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot write"));
    assert_eq!(std::fs::read_to_string(&copy).unwrap(), "keep me");
    // --in-place needs --write-changes, and with it rewrites the document.
    assert_eq!(audit(&["--in-place", p]).status.code(), Some(2));
    let o = audit(&["--write-changes", "--in-place", p]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), fixed);
}

#[test]
fn write_changes_refuses_text_that_is_not_the_files_bytes() {
    // Standard input has no file to rewrite.
    let mut child = Command::new(env!("CARGO_BIN_EXE_benchfacts"))
        .current_dir(ROOT)
        .args(["audit", "--write-changes", "--lang", "ko", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    let text = std::fs::read(format!("{ROOT}/fixtures/audit/swapped.ko.txt")).unwrap();
    child.stdin.take().unwrap().write_all(&text).unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot write changes"));
}
