//! Checks on the real corpus: spans are exact, every XNUMX is reported, and figures read
//! by hand from the texts come out with the right metric, value and context.

use benchfacts::model::{DocumentReport, FindingKind, Metric, Qualifier, Workload};
use benchfacts::Extractor;
use std::sync::OnceLock;

const CORPUS: &[&str] = &[
    "corpus/de/netapp-aff-a250.txt",
    "corpus/de/huawei-es3600p-v5.txt",
    "corpus/zh/netapp-ef570.txt",
    "corpus/zh/mangstor-nx6325.txt",
    "corpus/ko/fujitsu-eternus-af250-s2.txt",
];

fn extractor() -> &'static Extractor {
    static EXTRACTOR: OnceLock<Extractor> = OnceLock::new();
    EXTRACTOR.get_or_init(|| Extractor::new().expect("embedded rules load"))
}

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).expect("corpus file")
}

fn report(path: &str) -> (String, DocumentReport) {
    let text = read(path);
    let report = extractor().extract(path, &text);
    (text, report)
}

#[test]
fn every_span_is_the_exact_text_with_its_line_and_column() {
    for path in CORPUS {
        let (text, report) = report(path);
        assert!(!report.facts.is_empty(), "{path}: no facts");
        let mut last = 0;
        for fact in &report.facts {
            let [s, e] = fact.span;
            assert_eq!(&text[s..e], fact.text, "{path}: fact span");
            let line = text[..s].matches('\n').count() + 1;
            let column = text[..s].rsplit('\n').next().unwrap().chars().count() + 1;
            assert_eq!(
                (fact.line, fact.column),
                (line, column),
                "{path}: {:?}",
                fact.text
            );
            assert!(s >= last, "{path}: facts out of order at {:?}", fact.text);
            last = s;
        }
        for finding in &report.findings {
            let [s, e] = finding.span;
            assert_eq!(&text[s..e], finding.text, "{path}: finding span");
        }
    }
}

#[test]
fn every_placeholder_in_the_corpus_is_reported() {
    let mut total = 0;
    for path in CORPUS {
        let (text, report) = report(path);
        let in_text = text.matches("XNUMX").count();
        let reported = report
            .findings
            .iter()
            .filter(|f| f.kind == FindingKind::Xnumx)
            .count();
        assert_eq!(
            reported, in_text,
            "{path}: {in_text} XNUMX in the text, {reported} reported"
        );
        total += in_text;
        for fact in report.facts.iter().filter(|f| f.text.contains("XNUMX")) {
            assert_eq!(
                fact.value, None,
                "{path}: {:?} must have no value",
                fact.text
            );
            assert!(fact.flags.contains(&FindingKind::Xnumx));
        }
    }
    // Korean review: XNUMXTB, XNUMXGB, XNUMX개의 XNUMX개, 2 × XNUMXMB, RXNUMXxd, XNUMX IOPS,
    // XNUMXms (8 in all); Mangstor: 24C/XNUMXT.
    assert_eq!(total, 10);
}

/// Finds the fact whose text is `text` (the first, or the `nth` occurrence).
fn fact<'r>(report: &'r DocumentReport, text: &str, nth: usize) -> &'r benchfacts::model::Fact {
    report
        .facts
        .iter()
        .filter(|f| f.text == text)
        .nth(nth)
        .unwrap_or_else(|| panic!("{}: no fact {text:?} (occurrence {nth})", report.doc))
}

fn assert_fact(
    report: &DocumentReport,
    text: &str,
    metric: Metric,
    value: f64,
    workload: Option<Workload>,
    qualifier: Option<Qualifier>,
) {
    let f = fact(report, text, 0);
    assert_eq!(f.metric, metric, "{text}");
    let v = f.value.unwrap_or(f64::NAN);
    assert!(
        (v - value).abs() <= value.abs() * 1e-9,
        "{text}: {v} != {value}"
    );
    if workload.is_some() {
        assert_eq!(f.workload, workload, "{text}: workload");
    }
    if qualifier.is_some() {
        assert_eq!(f.qualifier, qualifier, "{text}: qualifier");
    }
}

#[test]
fn german_netapp_review_reads_german_separators() {
    let (_, r) = report("corpus/de/netapp-aff-a250.txt");
    assert_eq!(r.lang, "de");
    // Line 65: "wobei der Spitzenwert bei 787.910 IOPS bei einer Latenz von 3,58 ms lag".
    assert_fact(
        &r,
        "787.910 IOPS",
        Metric::Iops,
        787910.0,
        Some(Workload::RandomRead4k),
        Some(Qualifier::Peak),
    );
    assert_fact(
        &r,
        "3,58 ms",
        Metric::Latency,
        0.00358,
        Some(Workload::RandomRead4k),
        Some(Qualifier::Peak),
    );
    // Line 69: "einen Spitzenwert von 110.100 IOPS oder 6,9 GB/s".
    assert_fact(
        &r,
        "6,9 GB/s",
        Metric::Bandwidth,
        6.9e9,
        Some(Workload::SeqRead64k),
        Some(Qualifier::Peak),
    );
    // Line 75: "bis etwa 270.000 IOPS" under 1 ms in SQL 90-10: a threshold.
    assert_fact(
        &r,
        "270.000 IOPS",
        Metric::Iops,
        270000.0,
        Some(Workload::Sql9010),
        Some(Qualifier::Threshold),
    );
    // Line 81: Oracle 90-10 peak 407.087 IOPS at 1,43 ms.
    assert_fact(
        &r,
        "407.087 IOPS",
        Metric::Iops,
        407087.0,
        Some(Workload::Oracle9010),
        Some(Qualifier::Peak),
    );
    // Line 13: "25-Gbit-Ethernet-Ports".
    assert_fact(&r, "25-Gbit", Metric::LinkSpeed, 25e9, None, None);
    // Line 51: "8,871 TPS" (English style) next to "9.035 TPS": read as 8,871 and reported.
    let f = fact(&r, "8,871 TPS", 0);
    assert_eq!(f.value, Some(8871.0));
    assert!(f.flags.contains(&FindingKind::AmbiguousSeparator));
    assert_fact(
        &r,
        "9.035 TPS",
        Metric::Tps,
        9035.0,
        Some(Workload::Sysbench),
        None,
    );
    // "SQL 90-10" and "Oracle 80-20" name workloads; no figure may sit inside them.
    assert!(r
        .facts
        .iter()
        .all(|f| !f.text.starts_with("10 ") && f.text != "20"));
}

#[test]
fn german_huawei_review_reads_english_separators() {
    let (_, r) = report("corpus/de/huawei-es3600p-v5.txt");
    assert_eq!(r.lang, "de");
    // Line 113: "Mit einer Spitzenleistung von 762,307 IOPS und der niedrigsten Latenz von 167 μs".
    assert_fact(
        &r,
        "762,307 IOPS",
        Metric::Iops,
        762307.0,
        Some(Workload::RandomRead4k),
        Some(Qualifier::Peak),
    );
    assert_fact(
        &r,
        "167 μs",
        Metric::Latency,
        0.000167,
        Some(Workload::RandomRead4k),
        None,
    );
    // Line 77: "mit einem Ergebnis von 12,641.4 TPS".
    assert_fact(
        &r,
        "12,641.4 TPS",
        Metric::Tps,
        12641.4,
        Some(Workload::Sqlserver),
        None,
    );
    // Line 2: "eine Lesebandbreite von 3.5 GB/s".
    assert_fact(&r, "3.5 GB/s", Metric::Bandwidth, 3.5e9, None, None);
    // Line 24: "1 TB: 1.825 PBW": petabytes written, English decimal point.
    assert_fact(&r, "1.825 PBW", Metric::Endurance, 1.825e15, None, None);
    // Line 27: "| MTBF | 2.5 Millionen Stunden |".
    assert_fact(
        &r,
        "2.5 Millionen Stunden",
        Metric::Duration,
        2.5e6 * 3600.0,
        None,
        None,
    );
    // Line 15: "1 TB: 420/63 IOPS": 420 shares the unit written after 63.
    assert_fact(&r, "420", Metric::Iops, 420.0, None, None);
    // Line 103: "mit 3,228.9 Sekunden".
    assert_fact(
        &r,
        "3,228.9 Sekunden",
        Metric::Duration,
        3228.9,
        Some(Workload::Houdini),
        None,
    );
}

#[test]
fn chinese_ef570_review_reads_myriads_through_pinyin() {
    let (_, r) = report("corpus/zh/netapp-ef570.txt");
    assert_eq!(r.lang, "zh");
    // Line 151: "該陣列的峰值達到103萬(wàn)IOPS" = 1,030,000 IOPS.
    let f = r
        .facts
        .iter()
        .find(|f| f.text.starts_with("103萬"))
        .expect("103萬 IOPS");
    assert_eq!((f.metric, f.value), (Metric::Iops, Some(1_030_000.0)));
    assert_eq!(f.workload, Some(Workload::RandomRead4k));
    // Line 151: "在510K IOPS附近".
    assert_fact(
        &r,
        "510K IOPS",
        Metric::Iops,
        510000.0,
        Some(Workload::RandomRead4k),
        None,
    );
    // Line 187: "創造了57.3K的TPS結果".
    assert_fact(
        &r,
        "57.3K的TPS",
        Metric::Tps,
        57300.0,
        Some(Workload::Sysbench),
        None,
    );
    // Line 159: "EF570能夠以1,029,910 IOPS達到峰值，延遲為818μs".
    assert_fact(
        &r,
        "1,029,910 IOPS",
        Metric::Iops,
        1029910.0,
        Some(Workload::Sql),
        Some(Qualifier::Peak),
    );
    assert_fact(
        &r,
        "818μs",
        Metric::Latency,
        0.000818,
        Some(Workload::Sql),
        None,
    );
    // Line 3: "21GB / s的連續帶寬": a vendor claim.
    assert_fact(
        &r,
        "21GB / s",
        Metric::Bandwidth,
        21e9,
        None,
        Some(Qualifier::Spec),
    );
    // Line 85: "總計為12,642.245 TPS".
    assert_fact(
        &r,
        "12,642.245 TPS",
        Metric::Tps,
        12642.245,
        Some(Workload::Sqlserver),
        None,
    );
    // Pinyin annotations and "?？" are mojibake.
    assert!(r
        .findings
        .iter()
        .any(|f| f.kind == FindingKind::Mojibake && f.text.contains("(wàn)")));
    assert!(r
        .findings
        .iter()
        .any(|f| f.kind == FindingKind::Mojibake && f.text.starts_with('?')));
}

#[test]
fn chinese_mangstor_review_reads_label_units_and_microseconds() {
    let (_, r) = report("corpus/zh/mangstor-nx6325.txt");
    assert_eq!(r.lang, "zh");
    // Line 23: "吞吐量 Rd/Wr (4K) (IOPS)：3.0M / 2.25M".
    assert_fact(
        &r,
        "3.0M",
        Metric::Iops,
        3.0e6,
        Some(Workload::Spec),
        Some(Qualifier::Spec),
    );
    assert_fact(
        &r,
        "2.25M",
        Metric::Iops,
        2.25e6,
        Some(Workload::Spec),
        Some(Qualifier::Spec),
    );
    // Line 22: "帶寬 Rd/Wr (GB/s)：12.0 / 9.0".
    assert_fact(
        &r,
        "12.0",
        Metric::Bandwidth,
        12e9,
        Some(Workload::Spec),
        None,
    );
    // Line 30: "讀/寫延遲：110uS / 30uS".
    assert_fact(
        &r,
        "110uS",
        Metric::Latency,
        0.00011,
        Some(Workload::Spec),
        None,
    );
    // Line 81: "NX6325 最高達到 38,673 TPS".
    assert_fact(
        &r,
        "38,673 TPS",
        Metric::Tps,
        38673.0,
        Some(Workload::Sysbench),
        Some(Qualifier::Peak),
    );
    // Line 3 is a date, not figures: "on 2016 年 8 月 28 日".
    assert!(
        r.facts.iter().all(|f| f.line != 3),
        "the date line has no figures"
    );
}

#[test]
fn korean_review_reads_figures_as_written() {
    let (_, r) = report("corpus/ko/fujitsu-eternus-af250-s2.txt");
    assert_eq!(r.lang, "ko");
    // Line 103: "지연 시간이 221,327ms인 6.38 IOPS" — as written (the pair is swapped).
    assert_fact(
        &r,
        "221,327ms",
        Metric::Latency,
        221.327,
        Some(Workload::RandomRead4k),
        None,
    );
    assert_fact(
        &r,
        "6.38 IOPS",
        Metric::Iops,
        6.38,
        Some(Workload::RandomRead4k),
        None,
    );
    // Line 104: "S2는 187,167 IOPS로 정점을 찍었고".
    assert_fact(
        &r,
        "187,167 IOPS",
        Metric::Iops,
        187167.0,
        Some(Workload::RandomWrite4k),
        Some(Qualifier::Peak),
    );
    // Line 26: "| 순차접속 성능 | 760K IOPS(100% 읽기, 4KB 블록) |": 4KB names the block size.
    let spec_row = r
        .facts
        .iter()
        .find(|f| f.text == "760K IOPS" && f.line == 26)
        .expect("760K IOPS on line 26");
    assert_eq!(
        (spec_row.value, spec_row.workload),
        (Some(760000.0), Some(Workload::Spec))
    );
    assert!(
        r.facts.iter().all(|f| f.text != "4KB"),
        "4KB 블록 is a block size"
    );
    // Line 121: "8,336VM의 경우 4만큼 높은": 4만큼 is "as much as 4", not 40,000.
    assert!(r.facts.iter().all(|f| !f.text.contains('만')));
    // Line 59: "- 시험 시간: 3시간".
    assert_fact(
        &r,
        "3시간",
        Metric::Duration,
        10800.0,
        Some(Workload::Config),
        Some(Qualifier::Config),
    );
}
