//! Real machine translations (tests/data/translated-real/, issue 25): StorageReview's
//! machine-translated copies of its English reviews and other sites' machine translations,
//! each with its gold (every figure read by hand, its true value from the English original
//! or another translation of the same review; see SOURCES.md). This scores the audit as
//! the shared scorer does (tests/data/realtext/tools/score.py, a copy): a clean figure
//! with a flag on its fact or a warning or error over it is a false alarm, a garbled one
//! so marked is flagged. The tune half shaped the fixes of issue 25; the check half was
//! only scored.
//!
//! Rates reached (issue 25): tune 0 of 124 clean figures flagged, 9 of 14 garbled flagged
//! (every garbled figure of the corrupted French translation but one; the Japanese one's
//! shifted speeds and its 万 for million are not seen), 128 of 131 read right; check 0 of
//! 55 clean, 0 of 3 garbled (two lost leading decimals of watts and one swapped clock),
//! 53 of 58 read. The bounds below keep a margin.

use benchfacts::model::Severity;
use benchfacts::Extractor;

/// The gold metrics the scorer counts (`METRICS` of score.py).
const METRICS: &[&str] = &[
    "iops",
    "latency",
    "bandwidth",
    "tps",
    "capacity",
    "duration",
    "power",
    "link_speed",
    "frequency",
    "endurance",
];

#[derive(Default)]
struct Scores {
    clean: usize,
    false_alarms: Vec<String>,
    garbled: usize,
    flagged: usize,
    read: usize,
    readable: usize,
}

fn overlap(a: [usize; 2], b: [usize; 2]) -> bool {
    a[0] < b[1] && b[0] < a[1]
}

fn close(x: f64, y: f64) -> bool {
    if y == 0.0 {
        x.abs() < 1e-12
    } else {
        (x - y).abs() <= 1e-3 * y.abs()
    }
}

fn score(half: &str) -> Scores {
    let root = format!(
        "{}/tests/data/translated-real/{half}",
        env!("CARGO_MANIFEST_DIR")
    );
    let extractor = Extractor::new().expect("embedded rules");
    let mut out = Scores::default();
    let mut docs = 0;
    let mut gold_files: Vec<_> = std::fs::read_dir(format!("{root}/gold"))
        .expect("gold folder")
        .flatten()
        .map(|e| e.path())
        .collect();
    gold_files.sort();
    for gold_path in gold_files {
        let id = gold_path.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(format!("{root}/docs/{id}.txt")).expect("doc");
        let report = extractor.extract(&format!("{id}.txt"), &text);
        docs += 1;
        for line in std::fs::read_to_string(&gold_path).unwrap().lines() {
            let g: serde_json::Value = serde_json::from_str(line).expect("a gold line");
            if !METRICS.contains(&g["metric"].as_str().unwrap()) {
                continue;
            }
            let quote = g["quote"].as_str().unwrap();
            let occurrence = g["occurrence"].as_u64().unwrap() as usize;
            let start = text
                .match_indices(quote)
                .nth(occurrence - 1)
                .unwrap_or_else(|| panic!("{id}: {quote:?} #{occurrence}"))
                .0;
            let span = [start, start + quote.len()];
            let over: Vec<_> = report
                .facts
                .iter()
                .filter(|f| overlap(f.span, span))
                .collect();
            if let Some(literal) = g["literal_value"].as_f64() {
                out.readable += 1;
                let read = over.iter().any(|f| {
                    f.metric.as_str() == g["metric"].as_str().unwrap()
                        && f.value.is_some_and(|v| close(v, literal))
                });
                out.read += usize::from(read);
            }
            let findings: Vec<_> = report
                .findings
                .iter()
                .filter(|x| x.severity != Severity::Info && overlap(x.span, span))
                .collect();
            let flagged = over.iter().any(|f| !f.flags.is_empty()) || !findings.is_empty();
            if g["garbled"].as_bool().unwrap() {
                out.garbled += 1;
                out.flagged += usize::from(flagged);
            } else {
                out.clean += 1;
                if flagged {
                    let why: Vec<String> = findings
                        .iter()
                        .map(|x| format!("{}: {}", x.kind.as_str(), x.message))
                        .chain(
                            over.iter()
                                .flat_map(|f| f.flags.iter().map(|k| k.as_str().to_string())),
                        )
                        .collect();
                    out.false_alarms.push(format!("{id}: {quote:?}: {why:?}"));
                }
            }
        }
    }
    assert!(docs >= 6, "{half}: only {docs} documents");
    println!(
        "{half}: {} of {} clean figures flagged, {} of {} garbled flagged, {} of {} read right",
        out.false_alarms.len(),
        out.clean,
        out.flagged,
        out.garbled,
        out.read,
        out.readable
    );
    for alarm in &out.false_alarms {
        println!("  false alarm: {alarm}");
    }
    out
}

/// At most this share of the clean figures flagged (the target is 2%).
const MAX_FALSE_ALARMS: f64 = 0.02;

#[test]
fn tune_half_rates() {
    let s = score("tune");
    assert!(s.clean >= 100, "{} clean figures", s.clean);
    assert!(
        s.false_alarms.len() as f64 <= MAX_FALSE_ALARMS * s.clean as f64,
        "{:#?}",
        s.false_alarms
    );
    // 9 of 14 reached.
    assert!(
        s.flagged >= 8,
        "{} of {} garbled flagged",
        s.flagged,
        s.garbled
    );
    assert!(
        s.read as f64 >= 0.95 * s.readable as f64,
        "{} of {} read",
        s.read,
        s.readable
    );
}

#[test]
fn check_half_rates() {
    let s = score("check");
    assert!(s.clean >= 50, "{} clean figures", s.clean);
    assert!(
        s.false_alarms.len() as f64 <= MAX_FALSE_ALARMS * s.clean as f64,
        "{:#?}",
        s.false_alarms
    );
    assert!(
        s.read as f64 >= 0.85 * s.readable as f64,
        "{} of {} read",
        s.read,
        s.readable
    );
}

/// The second set (tune2, check2: twelve machine translations of other sites, SATA and
/// hard-disk explainers among them, gathered on 4 December). Reached: tune2 1 of 48 clean
/// flagged (fr11 "1,5 Go, soit 150 mégaoctets": the pair's restatement accuses both), 3 of
/// 4 garbled flagged, 44 of 52 read; check2 0 of 45 clean flagged, 37 of 45 read.
#[test]
fn second_set_rates() {
    let s = score("tune2");
    assert!(s.clean >= 45, "{} clean figures", s.clean);
    assert!(s.false_alarms.len() <= 1, "{:#?}", s.false_alarms);
    assert!(
        s.flagged >= 3,
        "{} of {} garbled flagged",
        s.flagged,
        s.garbled
    );
    assert!(s.read >= 43, "{} of {} read", s.read, s.readable);
    let s = score("check2");
    assert!(s.clean >= 40, "{} clean figures", s.clean);
    assert!(s.false_alarms.is_empty(), "{:#?}", s.false_alarms);
    assert!(s.read >= 36, "{} of {} read", s.read, s.readable);
}

/// The third set (tune3, check3: twelve machine translations gathered on 4 December, a
/// second session: StorageReview's Japanese and Portuguese translations of the Micron
/// 4600, Chinese and Korean translations of a Super User question, news of PCIe 5.0
/// drives). Reached: tune3 0 of 85 clean flagged (the Chinese translation's "硬盘:" label
/// now sets the hard-disk class of its list: 7 were flagged before), 86 of 88 read; check3
/// 0 of 36 clean flagged, 34 of 36 read (scored only).
#[test]
fn third_set_rates() {
    let s = score("tune3");
    assert!(s.clean >= 80, "{} clean figures", s.clean);
    assert!(s.false_alarms.is_empty(), "{:#?}", s.false_alarms);
    assert!(s.read >= 85, "{} of {} read", s.read, s.readable);
    let s = score("check3");
    assert!(s.clean >= 30, "{} clean figures", s.clean);
    assert!(s.false_alarms.is_empty(), "{:#?}", s.false_alarms);
    assert!(s.read >= 33, "{} of {} read", s.read, s.readable);
}
