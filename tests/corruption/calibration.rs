//! Calibration of the audit's confidence (issue 25): findings told confidence c must be
//! right about c of the time. A finding is right when it sits on a corrupted figure: in
//! the generated cases, a figure the operator changed; in the annotated corpus
//! (tests/annotation/), a figure annotated "corrupted" or an `XNUMX`; in the real
//! machine translations of fixtures/translated/, a figure whose true value
//! tests/translation_audit.rs states (listed below) or an `XNUMX`. Every other finding,
//! on the clean passages and on clean figures of the corrupted ones, is wrong. Broken
//! characters (`mojibake`) are damage to the text, not to a figure, and are left out.
//!
//! The measured share of each detector's findings that were right (per detector, kind
//! and the confidence the detector states, which tells its reasons apart; pooled where a
//! group has fewer than [`MIN_GROUP`] findings) is the table
//! `rules/reference/calibration.toml`. `scripts/calibration.py` regenerates it
//! (`CALIBRATION_TABLE=path` writes it) and the reliability table of
//! docs/corruption-report.md, which this test prints; the test fails when a bin's
//! observed precision is more than 0.1 from its middle.

use super::{cases, figures, overlaps, passages, OPERATORS};
use benchfacts::model::FindingKind;
use benchfacts::Extractor;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// One finding and whether it was right.
struct Observation {
    detector: &'static str,
    kind: FindingKind,
    stated: f64,
    confidence: f64,
    right: bool,
    /// Which set it comes from: "generated", "corpus", "translated".
    set: &'static str,
}

/// A group with fewer findings is pooled with the detector's other small groups, then
/// with the kind's.
const MIN_GROUP: usize = 10;

/// The reliability bins (low, high) and the most a bin's precision may be from its middle.
const BINS: &[(f64, f64)] = &[(0.3, 0.5), (0.5, 0.7), (0.7, 0.9), (0.9, 1.0)];
const TOLERANCE: f64 = 0.1;

/// The corrupted figures of the real translations of fixtures/translated/ (file, quote,
/// occurrence), as tests/translation_audit.rs lists them with their true values.
const TRANSLATED: &[(&str, &[(&str, usize)])] = &[
    (
        "synology-ds1621xs.fr.txt",
        &[
            ("2 ports RJ-1 45 GbE", 1),
            ("1 port RJ-10 45 GbE", 1),
            ("un port RJ-10 45GbE", 1),
            ("deux ports RJ-1 45GbE", 1),
            ("4,540 1,880 IOPS", 1),
            ("179 1,940 IOPS", 1),
            ("et 98,504 IOPS", 1),
            ("67,453 3,425 IOPS", 1),
            ("1,426.81 131.9 ms", 1),
            ("2.6 ms en écriture", 1),
            ("3.8 ms en lecture", 1),
            ("74.7 ms en écriture", 1),
            ("11.4 ms en lecture", 1),
            ("1,161.9 3,901.2 ms", 1),
            ("2,729 3,259 ms", 1),
            ("848.7 342.8 ms", 1),
            ("943 38 ms", 1),
        ],
    ),
    (
        "wd-gold-24tb.fr.txt",
        &[
            ("Gold de 0.3 To", 1),
            ("4,187 1,417 IOPS", 1),
            ("4,373 1,398 IOPS", 1),
            ("4,322.5 1,228.1 ms", 1),
            ("1,648 913 IOPS", 1),
            ("minimum de 1,923 IOPS", 1),
            ("152,53 ms", 1),
            ("5,395.85 5736.11 ms", 1),
            ("culminé à 16 16 ms", 1),
        ],
    ),
    ("dataon-azure-stack-hci.fr.txt", &[]),
];

fn observe(
    extractor: &Extractor,
    text: &str,
    lang: Option<&str>,
    corrupted: &[[usize; 2]],
    set: &'static str,
    out: &mut Vec<Observation>,
) {
    let analysis = extractor.analyse(text, lang);
    let found = extractor.detect(&analysis, None);
    // Broken characters are text damage, not a figure's: no figure annotation tells
    // whether they are right, and they keep the confidence their detector states.
    for r in found
        .calibration_records()
        .into_iter()
        .filter(|r| r.kind != FindingKind::Mojibake)
    {
        let on_placeholder = text[r.span[0]..r.span[1]].contains("XNUMX");
        let right = on_placeholder || corrupted.iter().any(|c| overlaps(&(c[0]..c[1]), r.span));
        out.push(Observation {
            detector: r.detector,
            kind: r.kind,
            stated: r.stated,
            confidence: r.confidence,
            right,
            set,
        });
    }
}

fn generated(extractor: &Extractor, out: &mut Vec<Observation>) {
    for p in passages() {
        let figs = figures(extractor, &p);
        observe(extractor, &p.text, Some(&p.lang), &[], "generated", out);
        for &(op, _) in OPERATORS {
            for c in cases(op, &p, &figs) {
                let spans: Vec<[usize; 2]> =
                    c.affected.iter().map(|(r, _)| [r.start, r.end]).collect();
                observe(extractor, &c.text, Some(&p.lang), &spans, "generated", out);
            }
        }
    }
}

/// Every occurrence of `quote` in line `line` (1-based) of `text`, as byte spans.
fn occurrences(text: &str, line: usize, quote: &str) -> Vec<[usize; 2]> {
    let start: usize = text
        .split_inclusive('\n')
        .take(line - 1)
        .map(str::len)
        .sum();
    let Some(body) = text[start..].split('\n').next() else {
        return Vec::new();
    };
    body.match_indices(quote)
        .map(|(i, q)| [start + i, start + i + q.len()])
        .collect()
}

fn corpus(extractor: &Extractor, out: &mut Vec<Observation>) {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut files: Vec<_> = std::fs::read_dir(format!("{root}/tests/annotation"))
        .expect("tests/annotation")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "tsv"))
        .collect();
    files.sort();
    for tsv in files {
        let stem = tsv.file_stem().unwrap().to_string_lossy().to_string();
        let (dir, slug) = stem.split_once('-').expect("<lang>-<slug>.tsv");
        let path = format!("{root}/corpus/{dir}/{slug}.txt");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let annotation = std::fs::read_to_string(&tsv).expect("readable annotation");
        let mut corrupted = Vec::new();
        for row in annotation.lines().filter(|l| !l.starts_with('#')) {
            let cols: Vec<&str> = row.split('\t').collect();
            if cols.len() < 4 {
                continue;
            }
            let note = cols.get(4).copied().unwrap_or("");
            if note.starts_with("corrupted") || cols[3] == "null" {
                let line: usize = cols[0].parse().expect("a line number");
                corrupted.extend(occurrences(&text, line, cols[1]));
            }
        }
        observe(extractor, &text, None, &corrupted, "corpus", out);
    }
}

fn translated(extractor: &Extractor, out: &mut Vec<Observation>) {
    for &(file, quotes) in TRANSLATED {
        let path = format!("{}/fixtures/translated/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let spans: Vec<[usize; 2]> = quotes
            .iter()
            .map(|&(quote, occurrence)| {
                let (i, _) = text
                    .match_indices(quote)
                    .nth(occurrence - 1)
                    .unwrap_or_else(|| panic!("{file}: no {quote:?}"));
                [i, i + quote.len()]
            })
            .collect();
        observe(extractor, &text, None, &spans, "translated", out);
    }
}

fn observations() -> Vec<Observation> {
    let extractor = Extractor::new().unwrap();
    let mut out = Vec::new();
    generated(&extractor, &mut out);
    corpus(&extractor, &mut out);
    translated(&extractor, &mut out);
    out
}

/// A measured group: (detector or none, kind, stated or none), right, of.
type Group = (Option<&'static str>, FindingKind, Option<u32>, usize, usize);

/// A stated confidence as hundredths, a key that compares exactly.
fn hundredths(c: f64) -> u32 {
    (c * 100.0).round() as u32
}

/// The groups of the table: each (detector, kind, stated) with at least [`MIN_GROUP`]
/// findings, then per (detector, kind) the rest if as many, then per kind the rest.
fn groups(obs: &[Observation]) -> Vec<Group> {
    let mut exact: BTreeMap<(&str, FindingKind, u32), (usize, usize)> = BTreeMap::new();
    for o in obs {
        let e = exact
            .entry((o.detector, o.kind, hundredths(o.stated)))
            .or_default();
        e.0 += usize::from(o.right);
        e.1 += 1;
    }
    let mut out = Vec::new();
    let mut by_detector: BTreeMap<(&str, FindingKind), (usize, usize)> = BTreeMap::new();
    for (&(detector, kind, stated), &(right, of)) in &exact {
        if of >= MIN_GROUP {
            out.push((Some(detector), kind, Some(stated), right, of));
        } else {
            let e = by_detector.entry((detector, kind)).or_default();
            e.0 += right;
            e.1 += of;
        }
    }
    let mut by_kind: BTreeMap<FindingKind, (usize, usize)> = BTreeMap::new();
    for (&(detector, kind), &(right, of)) in &by_detector {
        if of >= MIN_GROUP {
            out.push((Some(detector), kind, None, right, of));
        } else {
            let e = by_kind.entry(kind).or_default();
            e.0 += right;
            e.1 += of;
        }
    }
    out.extend(by_kind.into_iter().map(|(k, (r, n))| (None, k, None, r, n)));
    out
}

/// The most a measured group is given: every finding of a few hundred generated cases
/// right is no certainty (and `--min-confidence 0.99` applies nothing).
const MOST: f64 = 0.98;

/// The confidence a group's findings are given: its precision, to the hundredth, kept on
/// the side of a bin's edge its precision is on; never 0 (which the contract reads as
/// "not stated"), at most [`MOST`].
fn confidence_of(right: usize, of: usize) -> f64 {
    let p = right as f64 / of as f64;
    let mut c = (p * 100.0).round() / 100.0;
    for &(low, _) in BINS {
        if p < low && c >= low {
            c = low - 0.01;
        }
    }
    c.clamp(0.01, MOST)
}

fn table_toml(groups: &[Group]) -> String {
    let mut s = String::from(
        "# The measured confidence of the audit's findings (src/audit/calibration.rs): per\n\
         # detector, kind and the confidence the detector states, the share of its findings\n\
         # that sat on a corrupted figure, on the generated corruptions, the annotated corpus\n\
         # and fixtures/translated (tests/corruption/calibration.rs). Groups of fewer than\n\
         # ten findings are pooled per detector, then per kind.\n\
         # Generated by scripts/calibration.py; do not edit by hand.\n",
    );
    for &(detector, kind, stated, right, of) in groups {
        s.push_str("\n[[finding]]\n");
        if let Some(d) = detector {
            writeln!(s, "detector = \"{d}\"").unwrap();
        }
        writeln!(s, "kind = \"{}\"", kind.as_str()).unwrap();
        if let Some(h) = stated {
            writeln!(s, "stated = {:.2}", f64::from(h) / 100.0).unwrap();
        }
        writeln!(s, "confidence = {:.2}", confidence_of(right, of)).unwrap();
        writeln!(s, "right = {right}\nof = {of}").unwrap();
    }
    s
}

/// Per bin: findings, right, mean confidence; with the findings below the first bin.
fn reliability(obs: &[Observation], confidence: impl Fn(&Observation) -> f64) -> String {
    let mut s = String::from(
        "| confidence | findings | right | observed precision | middle | within 0.1 |\n|---|---:|---:|---:|---:|---|\n",
    );
    let below: Vec<_> = obs.iter().filter(|o| confidence(o) < BINS[0].0).collect();
    for &(low, high) in BINS {
        let members: Vec<_> = obs
            .iter()
            .filter(|o| {
                let c = confidence(o);
                c >= low && (c < high || high == 1.0)
            })
            .collect();
        let right = members.iter().filter(|o| o.right).count();
        let middle = (low + high) / 2.0;
        let (precision, ok) = match members.len() {
            0 => ("-".to_string(), "-"),
            n => {
                let p = right as f64 / n as f64;
                let ok = (p - middle).abs() <= TOLERANCE + 1e-9;
                (format!("{p:.2}"), if ok { "yes" } else { "**no**" })
            }
        };
        writeln!(
            s,
            "| {low:.1}–{high:.1} | {} | {right} | {precision} | {middle:.2} | {ok} |",
            members.len()
        )
        .unwrap();
    }
    let right = below.iter().filter(|o| o.right).count();
    writeln!(
        s,
        "| below 0.3 | {} | {right} | {} | | |",
        below.len(),
        if below.is_empty() {
            "-".to_string()
        } else {
            format!("{:.2}", right as f64 / below.len() as f64)
        }
    )
    .unwrap();
    s
}

#[test]
fn findings_told_confidence_c_are_right_about_c_of_the_time() {
    let obs = observations();
    let mut sets: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    for o in &obs {
        let e = sets.entry(o.set).or_default();
        e.0 += usize::from(o.right);
        e.1 += 1;
    }
    let groups = groups(&obs);
    if let Some(path) = std::env::var_os("CALIBRATION_TABLE") {
        std::fs::write(&path, table_toml(&groups)).expect("the calibration table is written");
    }
    println!("CALIBRATION BEGIN");
    println!("Findings per set (right of all): {sets:?}\n");
    println!("As the detectors state it (before calibration):\n");
    println!("{}", reliability(&obs, |o| o.stated));
    println!("As reported (calibrated by rules/reference/calibration.toml):\n");
    let table = reliability(&obs, |o| o.confidence);
    println!("{table}");
    println!(
        "| detector | kind | stated | right | of | confidence |\n|---|---|---:|---:|---:|---:|"
    );
    for &(d, k, s, r, n) in &groups {
        println!(
            "| {} | {} | {} | {r} | {n} | {:.2} |",
            d.unwrap_or("(any)"),
            k.as_str(),
            s.map_or("(rest)".to_string(), |h| format!(
                "{:.2}",
                f64::from(h) / 100.0
            )),
            confidence_of(r, n)
        );
    }
    println!("CALIBRATION END");
    assert!(
        obs.iter().filter(|o| o.right).count() >= 500,
        "too few right findings to measure"
    );
    assert!(
        !table.contains("**no**"),
        "a bin's observed precision is more than {TOLERANCE} from its middle; regenerate \
         rules/reference/calibration.toml with scripts/calibration.py:\n{table}"
    );
}

#[test]
fn pooled_groups_keep_every_finding_and_bins_hold_by_construction() {
    let obs = |detector, stated: f64, right| Observation {
        detector,
        kind: FindingKind::Rotated,
        stated,
        confidence: stated,
        right,
        set: "generated",
    };
    let mut all: Vec<Observation> = (0..12).map(|i| obs("rotation", 0.7, i < 9)).collect();
    all.extend((0..4).map(|i| obs("rotation", 0.6, i < 1)));
    all.extend((0..3).map(|_| obs("products", 0.7, true)));
    let g = groups(&all);
    assert_eq!(
        g,
        vec![
            (Some("rotation"), FindingKind::Rotated, Some(70), 9, 12),
            (None, FindingKind::Rotated, None, 4, 7),
        ]
    );
    assert_eq!(confidence_of(9, 12), 0.75);
    assert_eq!(confidence_of(40, 40), MOST);
    // 0.298 would round onto the bin's edge: it stays below it.
    assert_eq!(confidence_of(149, 500), 0.29);
}
