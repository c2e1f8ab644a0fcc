//! The false-alarm corpus (tests/data/clean/, real native articles found with the search
//! tool, each with its URL in `manifest.json-lines`; see `build_from_docs.py`): clean text
//! written by people, so a warning or an error on one of its figures is a false alarm
//! unless it is recorded below as a true finding (the author's own mistake).
//!
//! Each kind of finding may flag at most 0.5% of the corpus's figures, and all kinds
//! together as well, on the tune half (read while fixing) and on the check half (not read
//! until the fixes were done).

use benchfacts::model::{FindingKind, Severity};
use benchfacts::Extractor;
use std::collections::BTreeMap;

/// Findings on real mistakes of the authors: (file name, text of the finding, kind).
const TRUE_FINDINGS: &[(&str, &str, FindingKind)] = &[
    // "Se forem discos NVME a velocidade aumenta para 2500GB/s": the same text's table
    // says 2500 MB/s for NVMe; 2.5 TB/s is no drive's bandwidth.
    (
        "inforgreen-velocidade-discos.txt",
        "2500GB/s",
        FindingKind::Implausible,
    ),
    // "QD1 performance ranges from 57.109 IOPS (233MB/s)": 57,109 IOPS written with a
    // decimal dot in English (57,109 × 4 KiB is the 233 MB/s beside it).
    (
        "kitguru-lexar-nm790-random.txt",
        "57.109 IOPS",
        FindingKind::Implausible,
    ),
];

/// False alarms read and not yet fixed, each with its family: (file, text, kind). They
/// are left out of the rates below and printed; the test fails when one is no longer
/// raised, so that a fix takes it off this list.
const OPEN_FALSE_ALARMS: &[(&str, &str, FindingKind)] = &[
    // Real extreme figures below the 500-IOPS floor: a 2008 JMicron SSD's random writes
    // ("随机512Bytes写入是4.5 IOps一直降低到1.9 IOps ... 64KBytes写入是5.3 IOps一直降低到
    // 2.7 IOps"; the text restates them as 0.3 to 0.17 MBps). The floor's "lost K" reading
    // needs evidence the text gives (a stated throughput that IOPS × block size matches).
    (
        "it168-ocz-core-v2-iometer.txt",
        "4.5 IOps",
        FindingKind::Implausible,
    ),
    (
        "it168-ocz-core-v2-iometer.txt",
        "1.9 IOps",
        FindingKind::Implausible,
    ),
    (
        "it168-ocz-core-v2-iometer.txt",
        "5.3 IOps",
        FindingKind::Implausible,
    ),
    (
        "it168-ocz-core-v2-iometer.txt",
        "2.7 IOps",
        FindingKind::Implausible,
    ),
];

/// Most false alarms per kind, and in all, as a share of the figures.
const MAX_RATE: f64 = 0.005;

struct Half {
    figures: usize,
    /// The open false alarms raised (see [`OPEN_FALSE_ALARMS`]).
    open: Vec<String>,
    false_alarms: BTreeMap<&'static str, Vec<String>>,
}

fn audit_half(half: &str) -> Half {
    let root = format!("{}/tests/data/clean", env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(format!("{root}/manifest.json-lines"))
        .expect("tests/data/clean/manifest.json-lines");
    let extractor = Extractor::new().expect("embedded rules");
    let mut out = Half {
        figures: 0,
        open: Vec::new(),
        false_alarms: BTreeMap::new(),
    };
    let mut articles = 0;
    for line in manifest.lines().filter(|l| !l.trim().is_empty()) {
        let entry: serde_json::Value = serde_json::from_str(line).expect("a manifest line");
        if entry["half"] != half {
            continue;
        }
        assert!(
            entry["url"].as_str().is_some_and(|u| u.starts_with("http")),
            "{line}: no URL"
        );
        let path = format!("{root}/{}", entry["path"].as_str().expect("a path"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let name = path.rsplit('/').next().unwrap_or(&path).to_string();
        let report = extractor.extract(&name, &text);
        articles += 1;
        out.figures += report.facts.len();
        for f in report
            .findings
            .iter()
            .filter(|f| f.severity != Severity::Info)
        {
            let recorded = TRUE_FINDINGS
                .iter()
                .any(|&(file, quote, kind)| file == name && quote == f.text && kind == f.kind);
            let open = OPEN_FALSE_ALARMS
                .iter()
                .any(|&(file, quote, kind)| file == name && quote == f.text && kind == f.kind);
            if open {
                out.open.push(format!("{name}: {:?}", f.text));
            } else if !recorded {
                out.false_alarms
                    .entry(f.kind.as_str())
                    .or_default()
                    .push(format!("{name}: {:?}: {}", f.text, f.message));
            }
        }
    }
    assert!(articles >= 15, "{half}: only {articles} articles");
    out
}

fn check(half: &str) {
    let got = audit_half(half);
    let allowed = MAX_RATE * got.figures as f64;
    let total: usize = got.false_alarms.values().map(Vec::len).sum();
    // `--nocapture` shows every false alarm, for reading.
    println!(
        "{half}: {total} false alarms over {} figures ({:.2}%), and {} open ones ({:.2}% with them)",
        got.figures,
        100.0 * total as f64 / got.figures.max(1) as f64,
        got.open.len(),
        100.0 * (total + got.open.len()) as f64 / got.figures.max(1) as f64
    );
    for (kind, alarms) in &got.false_alarms {
        for a in alarms {
            println!("  {kind}: {a}");
        }
    }
    for (kind, alarms) in &got.false_alarms {
        assert!(
            alarms.len() as f64 <= allowed,
            "{half}: {kind} flags {} of {} clean figures:\n{}",
            alarms.len(),
            got.figures,
            alarms.join("\n")
        );
    }
    assert!(
        total as f64 <= allowed,
        "{half}: {total} false alarms over {} figures: {:#?}",
        got.figures,
        got.false_alarms
    );
}

#[test]
fn tune_half_false_alarms_per_kind_and_in_all() {
    check("tune");
}

#[test]
fn check_half_false_alarms_per_kind_and_in_all() {
    check("check");
}

#[test]
fn recorded_true_findings_are_still_found() {
    let root = format!("{}/tests/data/clean", env!("CARGO_MANIFEST_DIR"));
    let extractor = Extractor::new().expect("embedded rules");
    for &(file, quote, kind) in TRUE_FINDINGS {
        let path = ["tune", "check"]
            .iter()
            .flat_map(|h| {
                std::fs::read_dir(format!("{root}/{h}"))
                    .into_iter()
                    .flatten()
            })
            .flatten()
            .map(|lang| lang.path().join(file))
            .find(|p| p.exists())
            .unwrap_or_else(|| panic!("{file} not in the corpus"));
        let text = std::fs::read_to_string(&path).expect("readable");
        let report = extractor.extract(file, &text);
        assert!(
            report
                .findings
                .iter()
                .any(|f| f.text == quote && f.kind == kind && f.severity != Severity::Info),
            "{file}: {quote:?} is no longer found as {kind:?}"
        );
    }
}

#[test]
fn open_false_alarms_are_still_raised() {
    let raised: Vec<String> = ["tune", "check"]
        .iter()
        .flat_map(|h| audit_half(h).open)
        .collect();
    for &(file, quote, _) in OPEN_FALSE_ALARMS {
        let key = format!("{file}: {quote:?}");
        assert!(
            raised.contains(&key),
            "{key} is no longer raised: take it off OPEN_FALSE_ALARMS"
        );
    }
}
