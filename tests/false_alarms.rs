//! The false-alarm corpus (tests/data/clean/, real native articles found with the search
//! tool, each with its URL in `manifest.json-lines`; see `build_from_docs.py`), and the
//! native articles of the realtext sets (tests/data/realtext/, each with its URL in its
//! SOURCES.md; copies of a corpus article left out): about 290 articles in 13 languages,
//! clean text written by people, so a warning or an error on one of its figures is a
//! false alarm unless it is recorded below as a true finding (the author's own mistake).
//!
//! Each kind of finding may flag at most 0.5% of the corpus's figures, and all kinds
//! together as well, on the tune half (read while fixing) and on the check half (not read
//! until the fixes were done).

use benchfacts::model::{FindingKind, Severity};
use benchfacts::Extractor;
use std::collections::BTreeMap;

/// Findings on real mistakes of the authors: (file name, text of the finding, kind).
const TRUE_FINDINGS: &[(&str, &str, FindingKind)] = &[
    // "le prestazioni sono quantificate in lettura e in scrittura da 650 IOPS e 700K IOPS":
    // the Micron 2400's random reads are 650K IOPS; the K was lost by the author.
    (
        "it04_hwsetup-micron-2400.txt",
        "650 IOPS",
        FindingKind::DroppedMultiplier,
    ),
    // "160GB/sec" among the 220, 200 and 140 MB/sec of its sentence: the prefix slipped
    // (a 2010 SATA SSD; the finding suggests 160 MB/s).
    (
        "ja30_pcwatch-sandisk-g4-p4.txt",
        "160GB/sec",
        FindingKind::Inconsistent,
    ),
    // "Doté d'une interface Sata III (6 Go/s)": SATA's 6 Gbit/s written with a byte unit.
    (
        "fr30_lemondeinformatique-wd-red-pro-20to.txt",
        "6 Go/s",
        FindingKind::Implausible,
    ),
    // "interfaccia SATA I a 1,5 GB/s": SATA I's 1.5 Gbit/s written with a byte unit.
    (
        "it100_webnews-toshiba-18-pollici-hdd.txt",
        "1,5 GB/s",
        FindingKind::Implausible,
    ),
    // "SATAⅢ接続ですと転送速度の最大値(理論値)が750MBps": 6 Gbit/s divided by 8, more than the
    // 600 MB/s SATA carries (translated-real tune2 de10's gold marks the same wrong).
    (
        "ja100_shonan-itsc-external-ssd.txt",
        "750MBps",
        FindingKind::Implausible,
    ),
    // "5 années (soit 70 000 heures)": five years are 43,800 hours; the article restates
    // a warranty with another figure's number.
    (
        "fr50_selectos-microsd.txt",
        "5 années",
        FindingKind::Inconsistent,
    ),
    (
        "fr50_selectos-microsd.txt",
        "70 000 heures",
        FindingKind::Inconsistent,
    ),
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
    // A 2010 SATA SSD's real 300 random-write IOPS ("ランダムライトは300"), below the floor;
    // as for it168 below, the floor needs evidence the text gives.
    (
        "ja30_pcwatch-sandisk-g4-p4.txt",
        "300",
        FindingKind::Implausible,
    ),
    (
        "ja30_pcwatch-sandisk-g4-p4.txt",
        "300",
        FindingKind::DroppedMultiplier,
    ),
    // A drive's real milliwatts at rest, no state named ("En el apartado del consumo,
    // requeriría tan solo 2 mW, mucho menos que su predecesor XP941 que necesita 50mW"):
    // below a drive at work's floor.
    (
        "es100_geektopia-samsung-sm951.txt",
        "2 mW",
        FindingKind::Implausible,
    ),
    (
        "es100_geektopia-samsung-sm951.txt",
        "50mW",
        FindingKind::Implausible,
    ),
    // "da 900 a 3 MB/s": 900 KB/s written without its unit, read as a descending range.
    (
        "it10_tomshw-ssd-hdd-generazioni.txt",
        "900",
        FindingKind::Inconsistent,
    ),
    (
        "it10_tomshw-ssd-hdd-generazioni.txt",
        "3 MB/s",
        FindingKind::Inconsistent,
    ),
    // A Swiss table flattened with its apostrophe groups broken ("66 '000 IOPS", "90\n'000
    // IOPS": read as 0 IOPS) and a cell of two heights ("9.3 7 mm").
    (
        "fr40_ocaholic-840-evo-120.txt",
        "000 IOPS",
        FindingKind::Implausible,
    ),
    (
        "fr40_ocaholic-840-evo-120.txt",
        "9.3 7 mm",
        FindingKind::Rotated,
    ),
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

/// The clean articles of a half: the false-alarm corpus's, then the native articles of
/// the realtext sets of that half (tests/data/realtext/<half>N/docs, annotated for issue
/// 24; real text, so a warning on them is a false alarm too), but for those that are
/// copies of an article listed before them, as (file name, text).
fn clean_articles(half: &str) -> Vec<(String, String)> {
    let root = format!("{}/tests/data/clean", env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(format!("{root}/manifest.json-lines"))
        .expect("tests/data/clean/manifest.json-lines");
    let mut out = Vec::new();
    // Every article of the corpus, of either half: a copy of one is no new article.
    let mut all = Vec::new();
    for line in manifest.lines().filter(|l| !l.trim().is_empty()) {
        let entry: serde_json::Value = serde_json::from_str(line).expect("a manifest line");
        let path = format!("{root}/{}", entry["path"].as_str().expect("a path"));
        all.push(std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")));
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
        out.push((name, text));
    }
    let realtext = format!("{}/tests/data/realtext", env!("CARGO_MANIFEST_DIR"));
    let mut sets: Vec<_> = std::fs::read_dir(&realtext)
        .expect("tests/data/realtext")
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
                n.strip_prefix(half)
                    .is_some_and(|k| k.bytes().all(|b| b.is_ascii_digit()))
            })
        })
        .collect();
    sets.sort();
    for set in sets {
        let mut docs: Vec<_> = std::fs::read_dir(set.join("docs"))
            .expect("a docs folder")
            .flatten()
            .map(|e| e.path())
            .collect();
        docs.sort();
        for path in docs {
            let text = std::fs::read_to_string(&path).expect("readable");
            // A copy: its longest line is in an article already listed.
            let longest = text.lines().max_by_key(|l| l.len()).unwrap_or("");
            let copied = |t: &String| t.contains(longest);
            if longest.len() >= 60 && (all.iter().any(copied) || out.iter().any(|(_, t)| copied(t)))
            {
                continue;
            }
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            out.push((name, text));
        }
    }
    out
}

fn audit_half(half: &str) -> Half {
    let extractor = Extractor::new().expect("embedded rules");
    let mut out = Half {
        figures: 0,
        open: Vec::new(),
        false_alarms: BTreeMap::new(),
    };
    let mut articles = 0;
    for (name, text) in clean_articles(half) {
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
    println!("{half}: {articles} articles");
    assert!(articles >= 75, "{half}: only {articles} articles");
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
    let extractor = Extractor::new().expect("embedded rules");
    let articles: Vec<(String, String)> = ["tune", "check"]
        .iter()
        .flat_map(|h| clean_articles(h))
        .collect();
    for &(file, quote, kind) in TRUE_FINDINGS {
        let (_, text) = articles
            .iter()
            .find(|(name, _)| name == file)
            .unwrap_or_else(|| panic!("{file} not in the corpus"));
        let report = extractor.extract(file, text);
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
