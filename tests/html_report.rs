//! `benchfacts audit --format html` in a real browser: headless Chromium loads the report
//! of the whole corpus, runs its script, and its DOM (`--dump-dom`) is checked against
//! `audit --format jsonl` and `extract --format jsonl` of the same inputs: in each
//! document's text, one marked finding for each JSON finding (same severity, kind, line,
//! column and suggested repair), one marked reading for each fact; one table row per
//! finding, each suggestion in it; the filter's script ran (the form shown, the count of
//! all findings). A second page, of a document written to break out of its markup, must
//! come out of the browser with no element the document wrote.
//!
//! Chromium may be missing on a developer's machine. libtest cannot mark a test skipped at
//! run time, so this file has its own harness (`harness = false` in Cargo.toml), as
//! `tests/spark.rs` has: without Chromium each test is reported `SKIPPED` with the reason,
//! and under CI (`CI` set; `.ci/run` installs the Debian packages `chromium` and
//! `chromium-driver`) it fails. The browser is `$BENCHFACTS_CHROMIUM`, else `chromium`,
//! `chromium-browser` or `google-chrome` on the PATH. A third test drives the page with the
//! keyboard through chromedriver (`scripts/report_screenshot.py`, Python's standard library).

use regex::Regex;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_benchfacts");

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The browser to run, or why there is none.
fn chromium() -> Result<String, String> {
    let candidates: Vec<String> = match std::env::var("BENCHFACTS_CHROMIUM") {
        Ok(path) if !path.is_empty() => vec![path],
        _ => ["chromium", "chromium-browser", "google-chrome"]
            .map(String::from)
            .to_vec(),
    };
    for candidate in &candidates {
        if let Ok(out) = Command::new(candidate).arg("--version").output() {
            if out.status.success() {
                return Ok(candidate.clone());
            }
        }
    }
    Err(format!(
        "no Chromium found (tried {}; Debian: apt-get install chromium, or set BENCHFACTS_CHROMIUM to its path)",
        candidates.join(", ")
    ))
}

/// The page's DOM after its script ran, as Chromium serializes it.
fn rendered_dom(browser: &str, page: &Path) -> String {
    let profile = tempfile::tempdir().unwrap();
    // The DOM goes to a file: a pipe nobody reads while waiting would fill and stall it.
    let dom_path = profile.path().join("dom.html");
    let dom_file = std::fs::File::create(&dom_path).unwrap();
    let mut child = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .arg("--dump-dom")
        .arg(format!("file://{}", page.display()))
        .stdout(dom_file)
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {browser}: {e}"));
    let started = Instant::now();
    // Chromium waits for nothing on a file page: 90 s means it hangs.
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > Duration::from_secs(90) {
            child.kill().unwrap();
            panic!("{browser} did not render {} within 90 s", page.display());
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(
        status.success(),
        "{browser} failed on {}: {status}",
        page.display()
    );
    std::fs::read_to_string(&dom_path).expect("the DOM is UTF-8")
}

/// `benchfacts ARGS` (run in the repository), its standard output.
fn benchfacts(args: &[&str]) -> String {
    let out = Command::new(BIN)
        .current_dir(repo())
        .args(args)
        .output()
        .unwrap();
    assert!(
        matches!(out.status.code(), Some(0 | 1)),
        "benchfacts {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Text as Chromium serializes a text node (`&`, `<`, `>`, no-break space).
fn as_text_node(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\u{a0}', "&nbsp;")
}

/// One finding as the page and the JSON both give it.
type Marked = (String, String, u64, u64, Option<String>);

/// Per document: its findings in the JSON, and its number of facts.
fn expected() -> BTreeMap<String, (Vec<Marked>, usize)> {
    let mut docs: BTreeMap<String, (Vec<Marked>, usize)> = BTreeMap::new();
    for line in benchfacts(&["extract", "--format", "jsonl", "corpus/"]).lines() {
        let report: Value = serde_json::from_str(line).unwrap();
        let facts = report["facts"].as_array().expect("a report").len();
        docs.entry(report["doc"].as_str().unwrap().into())
            .or_default()
            .1 = facts;
    }
    for line in benchfacts(&["audit", "--format", "jsonl", "corpus/"]).lines() {
        let f: Value = serde_json::from_str(line).unwrap();
        let marked = (
            f["severity"].as_str().unwrap().to_string(),
            f["kind"].as_str().unwrap().to_string(),
            f["line"].as_u64().unwrap(),
            f["column"].as_u64().unwrap(),
            f["suggestion"].as_str().map(as_text_node),
        );
        let doc = f["doc"].as_str().unwrap();
        docs.get_mut(doc)
            .unwrap_or_else(|| panic!("audit names {doc}, extract does not"))
            .0
            .push(marked);
    }
    for (marked, _) in docs.values_mut() {
        marked.sort();
    }
    docs
}

/// The corpus page, rendered: every finding and fact of the JSON marked in the text, every
/// finding a row of the table with its repair, the filter's script run.
fn corpus_report_marks_every_finding_and_fact() {
    let browser = chromium().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("corpus.html");
    std::fs::write(&page, benchfacts(&["audit", "--format", "html", "corpus/"])).unwrap();
    let dom = rendered_dom(&browser, &page);
    let expected = expected();
    let total: usize = expected.values().map(|(m, _)| m.len()).sum();
    assert!(total > 200, "the corpus has its findings: {total}");

    let finding = Regex::new(
        "<span class=\"finding (\\w+)\" data-finding=\"\\d+\" data-kind=\"(\\w+)\" \
         data-severity=\"(\\w+)\"><span class=\"head\">(\\w+) · (\\w+) · (\\d+):(\\d+)</span> \
         <span class=\"why\">[^<]*</span>(?: <span class=\"fix\">Suggested repair: \
         <span class=\"suggestion\">([^<]*)</span></span>)?</span>",
    )
    .unwrap();
    let row_suggestion = Regex::new("<td class=\"suggestion\">([^<]*)</td></tr>").unwrap();
    let sections: Vec<&str> = dom
        .split("<section class=\"document\" id=\"")
        .skip(1)
        .collect();
    assert_eq!(sections.len(), expected.len(), "one section per document");
    for section in sections {
        let heading = section.find("<h2 id=\"").unwrap();
        let name_start = heading + section[heading..].find("\">").unwrap() + 2;
        let name = &section[name_start..name_start + section[name_start..].find("</h2>").unwrap()];
        let (want, facts) = expected
            .get(name)
            .unwrap_or_else(|| panic!("the page shows {name}, which the JSON does not"));
        let text_start = section.find("<div class=\"text\"").unwrap();
        let text_end = text_start + section[text_start..].find("</div>").unwrap();
        let (text, table) = (&section[text_start..text_end], &section[text_end..]);
        let mut marked: Vec<Marked> = finding
            .captures_iter(text)
            .map(|c| {
                assert_eq!((&c[1], &c[2]), (&c[3], &c[5]), "{name}: {}", &c[0]);
                assert_eq!(&c[1], &c[4], "{name}: {}", &c[0]);
                (
                    c[1].to_string(),
                    c[2].to_string(),
                    c[6].parse().unwrap(),
                    c[7].parse().unwrap(),
                    c.get(8).map(|s| s.as_str().to_string()),
                )
            })
            .collect();
        marked.sort();
        assert_eq!(
            text.matches("data-finding=").count(),
            marked.len(),
            "{name}: every marked finding has the page's shape"
        );
        assert_eq!(&marked, want, "{name}: the marked findings are the JSON's");
        assert_eq!(
            text.matches("data-fact=").count(),
            *facts,
            "{name}: every fact is marked"
        );
        assert_eq!(
            table.matches("<tr class=").count(),
            want.len(),
            "{name}: one row per finding"
        );
        let mut rows: Vec<&str> = row_suggestion
            .captures_iter(table)
            .map(|c| c.get(1).unwrap().as_str())
            .filter(|s| !s.is_empty())
            .collect();
        let mut suggestions: Vec<&str> = want.iter().filter_map(|m| m.4.as_deref()).collect();
        rows.sort();
        suggestions.sort();
        assert_eq!(rows, suggestions, "{name}: every suggestion in the table");
    }
    // The script ran: it showed the filters and counted the rows.
    assert!(
        dom.contains("<form class=\"filters\" id=\"filters\" aria-label="),
        "filters shown"
    );
    assert!(
        dom.contains(&format!("{total} of {total} findings shown")),
        "the script counted {total} rows"
    );
}

/// A document that tries to break out of the page's markup stays text.
fn document_markup_stays_text() {
    let browser = chromium().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("<img src=x onerror=alert(1)>.txt");
    std::fs::write(
        &input,
        "<script>document.title='owned'</script><b id=\"injected\">Beim zufälligen \
         4K-Lesevorgang erreichte das System 787.910 IOPS bei 3,58 ms und 700 KB \
         \"quoted\" & 'single'</b>\n",
    )
    .unwrap();
    let page = dir.path().join("hostile.html");
    let html = benchfacts(&["audit", "--format", "html", input.to_str().unwrap()]);
    std::fs::write(&page, &html).unwrap();
    let dom = rendered_dom(&browser, &page);
    for element in ["<script>document", "<b id=", "<img"] {
        assert!(!dom.contains(element), "{element} reached the DOM:\n{dom}");
    }
    assert!(dom.contains("&lt;script&gt;document.title='owned'&lt;/script&gt;"));
    assert!(dom.contains("&lt;img src=x onerror=alert(1)&gt;.txt"));
    assert!(
        !dom.contains("<title>owned"),
        "the document's script did not run"
    );
    assert_eq!(
        html.matches("<script>").count(),
        1,
        "the page's own script only"
    );
    assert!(
        dom.contains("data-kind=\"k_as_kb\""),
        "the figures are still marked"
    );
}

/// chromedriver, for the keyboard: `scripts/report_screenshot.py` presses Tab from the top
/// of the Korean page until the first error with a repair has the focus, and fails unless
/// its tooltip is then displayed.
fn tab_reaches_a_finding_and_shows_its_tooltip() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("ko.png");
    let out = Command::new(python())
        .current_dir(repo())
        .args([
            "scripts/report_screenshot.py",
            "--binary",
            BIN,
            "--input",
            "corpus/ko/",
        ])
        .arg("--chromium")
        .arg(chromium().unwrap())
        .arg("--output")
        .arg(&png)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("its tooltip shown"), "{stdout}");
    let png = std::fs::read(&png).unwrap();
    assert!(png.starts_with(b"\x89PNG"), "a screenshot was taken");
}

fn python() -> String {
    std::env::var("BENCHFACTS_PYTHON").unwrap_or_else(|_| "python3".into())
}

/// chromedriver on the PATH, or why not.
fn chromedriver() -> Result<(), String> {
    match Command::new("chromedriver").arg("--version").output() {
        Ok(out) if out.status.success() => Ok(()),
        _ => Err("no chromedriver on the PATH (Debian: apt-get install chromium-driver)".into()),
    }
}

const TESTS: &[(&str, fn())] = &[
    (
        "corpus_report_marks_every_finding_and_fact",
        corpus_report_marks_every_finding_and_fact,
    ),
    ("document_markup_stays_text", document_markup_stays_text),
    (
        "tab_reaches_a_finding_and_shows_its_tooltip",
        tab_reaches_a_finding_and_shows_its_tooltip,
    ),
];

/// What a test needs that may be missing.
fn missing(name: &str) -> Option<String> {
    let browser = chromium().err();
    if name == "tab_reaches_a_finding_and_shows_its_tooltip" {
        return browser.or(chromedriver().err());
    }
    browser
}

/// The harness: `--list` for test runners, name filters as libtest takes them, and result
/// lines that say `SKIPPED` when Chromium is missing outside CI.
fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--list") {
        if !args.iter().any(|a| a == "--ignored") {
            for (name, _) in TESTS {
                println!("{name}: test");
            }
        }
        return std::process::ExitCode::SUCCESS;
    }
    let filters: Vec<&String> = args.iter().filter(|a| !a.starts_with('-')).collect();
    let exact = args.iter().any(|a| a == "--exact");
    let selected: Vec<&(&str, fn())> = TESTS
        .iter()
        .filter(|(name, _)| {
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
    let filtered = TESTS.len() - selected.len();
    println!("\nrunning {} tests", selected.len());
    let under_ci = std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false");
    let (mut passed, mut failed, mut skipped) = (0, 0, 0);
    for (name, test) in &selected {
        match missing(name).map_or(Ok(()), Err) {
            Err(why) if under_ci => {
                println!("test {name} ... FAILED\n\n{why}: under CI this test must run; .ci/run installs the Debian packages chromium and chromium-driver\n");
                failed += 1;
            }
            Err(why) => {
                println!("test {name} ... SKIPPED: {why}; the test runs once it is there");
                skipped += 1;
            }
            Ok(_) => match std::panic::catch_unwind(test) {
                Ok(()) => {
                    println!("test {name} ... ok");
                    passed += 1;
                }
                Err(_) => {
                    println!("test {name} ... FAILED");
                    failed += 1;
                }
            },
        }
    }
    let verdict = if failed > 0 { "FAILED" } else { "ok" };
    println!("\ntest result: {verdict}. {passed} passed; {failed} failed; {skipped} ignored; 0 measured; {filtered} filtered out\n");
    if failed > 0 {
        std::process::ExitCode::FAILURE
    } else {
        std::process::ExitCode::SUCCESS
    }
}
