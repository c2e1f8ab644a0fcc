//! Corruption generator: takes clean review prose in every language of `rules/` (German,
//! English, French, Spanish, Italian, Portuguese, Dutch, Polish, Russian, Chinese in both
//! scripts, Japanese, Korean), applies each way machine translation corrupts numbers to
//! every figure it fits, extracts the corrupted passage, and measures how many corrupted
//! figures carry a finding (any kind, and the intended kind) and how many get their true
//! value back as `suggested_value`. Clean passages must stay quiet.
//!
//! The clean prose: German, Chinese, Japanese and Korean passages of the corpus (named by
//! file and line below, chosen by reading: their figures are not corrupted), and for the
//! other languages and Traditional Chinese, passages of public review pages quoted in
//! `tests/data/corruption/passages.toml` with their addresses. Each passage lists its
//! figures as a reader counts them; the test checks that extraction of the clean passage
//! reports exactly those, and takes their values as the truth.
//!
//! The patterns (issue 14), each an operator below: pile-ups ("4,540 1,880 IOPS", the
//! next slot `XNUMX`), a value followed by one `XNUMX` per thousands group ("12,649
//! XNUMXTPS"), the order-preserving shift across a passage with a pile-up at its head and
//! `XNUMX` in its tail, a name's number caught in the shift ("RJ-1 45 GbE"), a lost
//! leading decimal ("67 kg" for .67 kg) and a decimal mark of the other style; and the
//! older operators (placeholder, lossy slot shift, slot rotation, IOPS/latency swap,
//! dropped K, K as KB, separator flip). Cases per passage and operator are bounded so the
//! test stays fast in a debug build.
//!
//! `cargo test --test corruption -- --nocapture --test-threads 1` prints the tables that
//! docs/corruption-report.md records.

use benchfacts::model::{DocumentReport, FindingKind, Metric};
use benchfacts::Extractor;
use std::collections::BTreeMap;
use std::ops::Range;

#[path = "corruption/calibration.rs"]
mod calibration;

const NETAPP: &str = include_str!("../corpus/de/netapp-aff-a250.txt");
const EF570: &str = include_str!("../corpus/zh/netapp-ef570.txt");
const PASSAGES: &str = include_str!("data/corruption/passages.toml");

/// Clean passages of the corpus: (label, rules language, file text, file, line, figures).
type CorpusPassage = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    usize,
    &'static [&'static str],
);

const CORPUS_PASSAGES: &[CorpusPassage] = &[
    (
        "de",
        "de",
        NETAPP,
        "corpus/de/netapp-aff-a250.txt",
        67,
        &["183.805 IOPS", "10,9 ms", "169.543 IOPS", "10,4 ms"],
    ),
    (
        "de",
        "de",
        NETAPP,
        "corpus/de/netapp-aff-a250.txt",
        71,
        &[
            "47.000 IOPS",
            "3,04 GB/s",
            "5,2 ms",
            "41.000 IOPS",
            "2,6 GB/s",
            "24 ms",
        ],
    ),
    (
        "de",
        "de",
        NETAPP,
        "corpus/de/netapp-aff-a250.txt",
        87,
        &[
            "98.897 IOPS",
            "8,42 ms",
            "55.000 IOPS",
            "90.270 IOPS",
            "9,3 ms",
        ],
    ),
    (
        "zh-Hans",
        "zh",
        include_str!("../corpus/zh/yd166-pcie4-ssd-pcie3-platform.txt"),
        "corpus/zh/yd166-pcie4-ssd-pcie3-platform.txt",
        2,
        &["3300MB/s", "600MB/s", "1500MB/s"],
    ),
    (
        "zh-Hans",
        "zh",
        include_str!("../corpus/zh/yd166-pcie4-ssd-pcie3-platform.txt"),
        "corpus/zh/yd166-pcie4-ssd-pcie3-platform.txt",
        4,
        &["610MB/s", "130MB/s", "230MB/s"],
    ),
    (
        "zh-Hant",
        "zh",
        include_str!("../corpus/zh/darkflash-ssd-introduction.txt"),
        "corpus/zh/darkflash-ssd-introduction.txt",
        16,
        &["600 MB/s", "3,500 MB/s", "7,000 MB/s", "10,000 MB/s"],
    ),
    (
        "ja",
        "ja",
        include_str!("../corpus/ja/gdm-2022-pcie4-ssd-crystaldiskmark.txt"),
        "corpus/ja/gdm-2022-pcie4-ssd-crystaldiskmark.txt",
        18,
        &["5,150MB/sec", "3,630MB/sec", "64GiB", "900MB/s"],
    ),
    (
        "ja",
        "ja",
        include_str!("../corpus/ja/gdm-2022-pcie4-ssd-crystaldiskmark.txt"),
        "corpus/ja/gdm-2022-pcie4-ssd-crystaldiskmark.txt",
        21,
        &["7,400MB/s", "6,500MB/s", "1,443,000 IOPS", "1,158,600 IOPS"],
    ),
    (
        "ko",
        "ko",
        include_str!("../corpus/ko/itworld-samsung-portable-ssd-t1.txt"),
        "corpus/ko/itworld-samsung-portable-ssd-t1.txt",
        7,
        &["450MB", "8,000 IOPS"],
    ),
];

/// One clean passage: its label in the report, the language its rules are read in, the
/// text, and the figures a reader counts in it.
struct Passage {
    label: String,
    lang: String,
    text: String,
    figures: Vec<String>,
}

fn passages() -> Vec<Passage> {
    let mut out: Vec<Passage> = CORPUS_PASSAGES
        .iter()
        .map(|&(label, lang, file, name, line, figures)| {
            let text = file
                .lines()
                .nth(line - 1)
                .unwrap_or_else(|| panic!("{name} has no line {line}"));
            Passage {
                label: label.into(),
                lang: lang.into(),
                text: text.into(),
                figures: figures.iter().map(|f| f.to_string()).collect(),
            }
        })
        .collect();
    let data: toml::Value = toml::from_str(PASSAGES).expect("passages.toml parses");
    for p in data["passage"].as_array().expect("[[passage]] entries") {
        let lang = p["lang"].as_str().unwrap();
        let text = p["text"].as_str().unwrap();
        // Traditional Chinese is read with the Chinese rules; its label says the script.
        let label = if lang == "zh" { "zh-Hant" } else { lang };
        assert!(p["source"].as_str().unwrap().starts_with("http"));
        out.push(Passage {
            label: label.into(),
            lang: lang.into(),
            text: text.into(),
            figures: p["figures"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f.as_str().unwrap().to_string())
                .collect(),
        });
    }
    out
}

/// A figure of a clean passage: where its number is, where its unit ends, its metric and
/// its true value (canonical).
#[derive(Debug, Clone)]
struct Figure {
    number: Range<usize>,
    end: usize,
    metric: Metric,
    value: f64,
}

impl Figure {
    fn written<'a>(&self, text: &'a str) -> &'a str {
        &text[self.number.clone()]
    }
}

/// The figures of a clean passage, as extraction reads them; panics unless they are the
/// passage's listed figures.
fn figures(extractor: &Extractor, p: &Passage) -> Vec<Figure> {
    let report = extractor.extract_as("clean", &p.text, Some(&p.lang));
    let mut out = Vec::new();
    let mut texts = Vec::new();
    for f in &report.facts {
        if !p.figures.contains(&f.text) {
            continue;
        }
        texts.push(f.text.clone());
        let [start, end] = f.span;
        let len: usize = p.text[start..end]
            .char_indices()
            .take_while(|&(i, c)| {
                c.is_ascii_digit()
                    || (matches!(c, ',' | '.' | ' ')
                        && p.text[start + i + 1..]
                            .chars()
                            .next()
                            .is_some_and(|d| d.is_ascii_digit()))
            })
            .map(|(_, c)| c.len_utf8())
            .sum();
        out.push(Figure {
            number: start..start + len,
            end,
            metric: f.metric,
            value: f.value.expect("a clean figure has a value"),
        });
    }
    assert_eq!(texts, p.figures, "figures of {:?}", p.text);
    out
}

/// One corrupted passage: the new text, the corrupted figures (their spans in the new
/// text and true values), and the pattern it is.
struct Case {
    text: String,
    affected: Vec<(Range<usize>, f64)>,
}

/// A replacement of figure `k`'s number: the new number, and whether the unit loses the
/// space before it ("XNUMXTPS").
struct Put {
    k: usize,
    number: String,
    unit: Option<&'static str>,
    glue: bool,
}

fn put(k: usize, number: impl Into<String>) -> Put {
    Put {
        k,
        number: number.into(),
        unit: None,
        glue: false,
    }
}

/// Applies the replacements (one per figure at most), returning the new text and, per
/// replaced figure, the span of its number through its unit in the new text.
fn rewrite(text: &str, figs: &[Figure], puts: &[Put]) -> (String, Vec<(usize, Range<usize>)>) {
    let mut order: Vec<&Put> = puts.iter().collect();
    order.sort_by_key(|p| figs[p.k].number.start);
    let (mut out, mut spans, mut last) = (String::new(), Vec::new(), 0);
    for p in order {
        let f = &figs[p.k];
        out.push_str(&text[last..f.number.start]);
        let start = out.len();
        out.push_str(&p.number);
        let tail = &text[f.number.end..f.end];
        match p.unit {
            Some(u) => {
                out.push(' ');
                out.push_str(u);
            }
            None if p.glue => out.push_str(tail.trim_start()),
            None => out.push_str(tail),
        }
        spans.push((p.k, start..out.len()));
        last = f.end;
    }
    out.push_str(&text[last..]);
    (out, spans)
}

fn case(text: &str, figs: &[Figure], puts: &[Put], affected: &[usize]) -> Case {
    let (new, spans) = rewrite(text, figs, puts);
    Case {
        text: new,
        affected: spans
            .into_iter()
            .filter(|(k, _)| affected.contains(k))
            .map(|(k, r)| (r, figs[k].value))
            .collect(),
    }
}

/// Digits before the decimal mark, and thousands separators, of a written number.
fn integer_digits(written: &str, comma_decimals: bool) -> (usize, usize) {
    let mark = if comma_decimals { ',' } else { '.' };
    let int: &str = match written.rsplit_once(mark) {
        Some((i, d)) if d.len() != 3 => i,
        _ => written,
    };
    let digits = int.chars().filter(char::is_ascii_digit).count();
    let groups = int.chars().filter(|c| matches!(c, ',' | '.' | ' ')).count();
    (digits, groups)
}

fn comma_decimals(lang: &str) -> bool {
    matches!(lang, "de" | "fr" | "es" | "it" | "pt" | "nl" | "pl" | "ru")
}

/// The pattern operators, each with the finding kind that names it.
const OPERATORS: &[(&str, FindingKind)] = &[
    ("1 pile-up", FindingKind::Rotated),
    ("2 value + XNUMX per group", FindingKind::Xnumx),
    ("3 shift across the passage", FindingKind::Rotated),
    ("4 name's number in the shift", FindingKind::Swapped),
    ("5a lost leading decimal", FindingKind::Implausible),
    (
        "5b decimal mark of the other style",
        FindingKind::AmbiguousSeparator,
    ),
    ("placeholder XNUMX", FindingKind::Xnumx),
    ("slot shift (lossy)", FindingKind::Rotated),
    ("slot rotation", FindingKind::Rotated),
    ("swap IOPS/latency", FindingKind::Swapped),
    ("drop K", FindingKind::DroppedMultiplier),
    ("K as KB", FindingKind::KAsKb),
    ("separator flip", FindingKind::AmbiguousSeparator),
];

/// At most this many cases per passage and operator.
const MAX_CASES: usize = 3;

fn cases(op: &str, p: &Passage, figs: &[Figure]) -> Vec<Case> {
    let text = p.text.as_str();
    let n = figs.len();
    let w = |k: usize| figs[k].written(text).to_string();
    let comma = comma_decimals(&p.lang);
    let mut out = Vec::new();
    match op {
        "1 pile-up" => {
            for k in 0..n.saturating_sub(1) {
                let puts = [
                    put(k, format!("{} {}", w(k), w(k + 1))),
                    put(k + 1, "XNUMX"),
                ];
                out.push(case(text, figs, &puts, &[k, k + 1]));
            }
        }
        "2 value + XNUMX per group" => {
            for k in 0..n {
                let (digits, groups) = integer_digits(&w(k), comma);
                if digits < 4 {
                    continue;
                }
                let tail = " XNUMX".repeat(groups.max(1));
                let mut put = put(k, format!("{}{tail}", w(k)));
                put.glue = out.len() % 2 == 1;
                out.push(case(text, figs, &[put], &[k]));
            }
        }
        "3 shift across the passage" => {
            for k in 0..n.saturating_sub(2) {
                let mut puts = vec![put(k, format!("{} {}", w(k), w(k + 1)))];
                puts.extend((k + 1..n - 1).map(|j| put(j, w(j + 1))));
                puts.push(put(n - 1, "XNUMX"));
                let affected: Vec<usize> = (k..n).collect();
                out.push(case(text, figs, &puts, &affected));
            }
        }
        "4 name's number in the shift" => {
            for k in 0..n {
                if let Some(c) = name_swap(text, figs, k) {
                    out.push(c);
                }
            }
        }
        "5a lost leading decimal" => {
            for k in 0..n {
                let written = w(k);
                let lost = written
                    .strip_prefix("0.")
                    .or_else(|| written.strip_prefix("0,"));
                if let Some(rest) = lost {
                    out.push(case(text, figs, &[put(k, rest)], &[k]));
                }
            }
        }
        "5b decimal mark of the other style" => {
            let (own, other) = if comma { (',', '.') } else { ('.', ',') };
            for k in 0..n {
                let written = w(k);
                let decimals = written.rsplit_once(own).map(|(_, d)| d.len());
                if decimals.is_some_and(|d| d != 3) && written.matches(own).count() == 1 {
                    let flipped = written.replace(own, &other.to_string());
                    out.push(case(text, figs, &[put(k, flipped)], &[k]));
                }
            }
        }
        "placeholder XNUMX" => {
            for k in 0..n {
                out.push(case(text, figs, &[put(k, "XNUMX")], &[k]));
            }
        }
        "slot shift (lossy)" if n >= 2 => {
            let puts: Vec<Put> = (0..n)
                .map(|k| put(k, if k + 1 < n { w(k + 1) } else { "XNUMX".into() }))
                .collect();
            let affected: Vec<usize> = (0..n).filter(|&k| k + 1 == n || w(k) != w(k + 1)).collect();
            out.push(case(text, figs, &puts, &affected));
        }
        "slot rotation" if n >= 2 => {
            let puts: Vec<Put> = (0..n).map(|k| put(k, w((k + 1) % n))).collect();
            let affected: Vec<usize> = (0..n).filter(|&k| w(k) != w((k + 1) % n)).collect();
            if !affected.is_empty() {
                out.push(case(text, figs, &puts, &affected));
            }
        }
        "swap IOPS/latency" => {
            for k in 0..n.saturating_sub(1) {
                let pair = [figs[k].metric, figs[k + 1].metric];
                if pair == [Metric::Iops, Metric::Latency]
                    || pair == [Metric::Latency, Metric::Iops]
                {
                    let puts = [put(k, w(k + 1)), put(k + 1, w(k))];
                    out.push(case(text, figs, &puts, &[k, k + 1]));
                }
            }
        }
        "drop K" | "K as KB" | "separator flip" => {
            for k in 0..n {
                let f = &figs[k];
                if f.metric != Metric::Iops
                    || f.value < 10_000.0
                    || f.value % 1000.0 != 0.0 && op == "K as KB"
                {
                    continue;
                }
                let (_, groups) = integer_digits(&w(k), comma);
                match op {
                    "drop K" => {
                        let thousands = (f.value / 1000.0).trunc();
                        let mut p = put(k, format!("{thousands}"));
                        // A number with a multiplier word ("19만 IOPS") loses the word
                        // too: "190 IOPS", not "190만".
                        let digits: String = w(k).chars().filter(char::is_ascii_digit).collect();
                        if digits.parse::<f64>().ok() != Some(f.value) {
                            p.unit = Some("IOPS");
                        }
                        out.push(case(text, figs, &[p], &[k]));
                    }
                    "K as KB" => {
                        let mut p = put(k, format!("{}", f.value / 1000.0));
                        p.unit = Some("KB");
                        out.push(case(text, figs, &[p], &[k]));
                    }
                    _ if groups > 0 => {
                        let other = if comma { "," } else { "." };
                        let flipped: String = w(k)
                            .chars()
                            .map(|c| {
                                if matches!(c, ',' | '.' | ' ') {
                                    other.chars().next().unwrap()
                                } else {
                                    c
                                }
                            })
                            .collect();
                        out.push(case(text, figs, &[put(k, flipped)], &[k]));
                    }
                    _ => {}
                }
            }
        }
        _ => {}
    }
    out.truncate(MAX_CASES);
    out
}

/// Pattern 4: the nearest name with a number before figure `k` ("X25-V", "A250", "QD32",
/// within 60 bytes and no other figure between) trades its number with the figure's, as
/// "RJ-45 1 GbE" became "RJ-1 45 GbE".
fn name_swap(text: &str, figs: &[Figure], k: usize) -> Option<Case> {
    let f = &figs[k];
    let from = k
        .checked_sub(1)
        .map_or(0, |j| figs[j].end)
        .max(f.number.start.saturating_sub(60));
    let from = (from..f.number.start).find(|&i| text.is_char_boundary(i))?;
    let window = &text[from..f.number.start];
    let bytes = window.as_bytes();
    // The last run of digits glued to a letter (before it, or after it with a hyphen).
    let mut best: Option<Range<usize>> = None;
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        let before = window[..start].chars().next_back();
        let glued_before = before.is_some_and(|c| c.is_ascii_alphabetic())
            || (before == Some('-')
                && window[..start - 1]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_ascii_alphabetic()));
        if glued_before {
            best = Some(from + start..from + i);
        }
    }
    let name = best?;
    let (a, b) = (text[name.clone()].to_string(), f.written(text).to_string());
    if a == b {
        return None;
    }
    let mut new = String::new();
    new.push_str(&text[..name.start]);
    new.push_str(&b);
    new.push_str(&text[name.end..f.number.start]);
    let start = new.len();
    new.push_str(&a);
    new.push_str(&text[f.number.end..f.end]);
    let end = new.len();
    new.push_str(&text[f.end..]);
    Some(Case {
        text: new,
        affected: vec![(start..end, f.value)],
    })
}

#[derive(Default, Clone)]
struct Tally {
    figures: usize,
    detected: usize,
    as_kind: usize,
    repaired: usize,
    clean: usize,
    clean_flagged: usize,
}

impl Tally {
    fn add(&mut self, o: &Tally) {
        self.figures += o.figures;
        self.detected += o.detected;
        self.as_kind += o.as_kind;
        self.repaired += o.repaired;
        self.clean += o.clean;
        self.clean_flagged += o.clean_flagged;
    }
}

fn overlaps(a: &Range<usize>, s: [usize; 2]) -> bool {
    a.start < s[1] && s[0] < a.end
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1e-12)
}

fn score(report: &DocumentReport, case: &Case, kind: FindingKind, tally: &mut Tally) {
    for (range, truth) in &case.affected {
        tally.figures += 1;
        let hits: Vec<_> = report
            .findings
            .iter()
            .filter(|f| overlaps(range, f.span))
            .collect();
        let facts: Vec<_> = report
            .facts
            .iter()
            .filter(|f| overlaps(range, f.span))
            .collect();
        if !hits.is_empty() || facts.iter().any(|f| !f.flags.is_empty()) {
            tally.detected += 1;
        }
        if hits.iter().any(|f| f.kind == kind) {
            tally.as_kind += 1;
        }
        let suggested = facts
            .iter()
            .filter_map(|f| f.suggested_value)
            .chain(hits.iter().filter_map(|f| f.suggested_value));
        // A changed decimal mark that extraction read right anyway has its true value.
        let read_right = kind == FindingKind::AmbiguousSeparator
            && facts
                .iter()
                .any(|f| f.value.is_some_and(|v| close(v, *truth)));
        if read_right || suggested.into_iter().any(|v| close(v, *truth)) {
            tally.repaired += 1;
        }
    }
}

fn percent(part: usize, whole: usize) -> f64 {
    if whole == 0 {
        0.0
    } else {
        100.0 * part as f64 / whole as f64
    }
}

/// Per pattern and per language (label), the tallies of the generated cases.
fn run_generator() -> (BTreeMap<&'static str, Tally>, BTreeMap<String, Tally>) {
    let extractor = Extractor::new().unwrap();
    let mut by_op: BTreeMap<&'static str, Tally> = BTreeMap::new();
    let mut by_lang: BTreeMap<String, Tally> = BTreeMap::new();
    for p in passages() {
        let figs = figures(&extractor, &p);
        let lang = by_lang.entry(p.label.clone()).or_default();
        let clean = extractor.extract_as("clean", &p.text, Some(&p.lang));
        for f in &figs {
            lang.clean += 1;
            if clean.findings.iter().any(|x| overlaps(&f.number, x.span)) {
                lang.clean_flagged += 1;
                println!(
                    "  false alarm ({}): {:?} in {:?}",
                    p.label,
                    f.written(&p.text),
                    p.text
                );
            }
        }
        for &(op, kind) in OPERATORS {
            for c in cases(op, &p, &figs) {
                let report = extractor.extract_as("corrupted", &c.text, Some(&p.lang));
                let mut t = Tally::default();
                score(&report, &c, kind, &mut t);
                if std::env::var_os("CORRUPTION_MISSES").is_some()
                    && (t.repaired < t.figures || t.detected < t.figures)
                {
                    println!(
                        "  [{op}] {} {}/{} flagged, {} repaired: {}",
                        p.label, t.detected, t.figures, t.repaired, c.text
                    );
                }
                by_op.entry(op).or_default().add(&t);
                by_lang.get_mut(&p.label).unwrap().add(&t);
            }
        }
    }
    (by_op, by_lang)
}

/// Minimum shares (percent) per pattern: with a finding, with the true value suggested.
const FLOORS: &[(&str, f64, f64)] = &[
    ("1 pile-up", 95.0, 90.0),
    ("2 value + XNUMX per group", 95.0, 90.0),
    ("3 shift across the passage", 95.0, 88.0),
    // 85 and 75: of the eight cases, the Korean "SATA-550 ... 500~3MB/s" (a version number
    // taken for a figure's; flagged, not restored) and "PM15.36 ... 1643TB SSD" (neither: a
    // capacity ceiling for one SSD would flag it, but also the petabytes an endurance test
    // writes, "Nach 9,1 Petabyte ist Schluss") are missed.
    ("4 name's number in the shift", 85.0, 75.0),
    ("5a lost leading decimal", 30.0, 30.0),
    ("5b decimal mark of the other style", 95.0, 95.0),
    ("placeholder XNUMX", 100.0, 0.0),
    ("slot shift (lossy)", 85.0, 5.0),
    // 45: the Korean 840 EVO passage (nine figures, most of them MB/s and GB beside each
    // other) is rotated into values that each stay plausible on their own; 1 of its 9 is
    // found. The corpus passage it replaced (held out) rotated IOPS into MB/s slots.
    ("slot rotation", 45.0, 25.0),
    ("swap IOPS/latency", 95.0, 50.0),
    ("drop K", 95.0, 50.0),
    ("K as KB", 85.0, 85.0),
    ("separator flip", 95.0, 85.0),
];

/// Minimum shares per language: with a finding, false alarms at most, repaired.
/// (A language's passages have four to fifteen clean figures, so one false alarm is 7%
/// to 25% of them; the bound lets none through in the languages with fewer than five.
/// The hard disks' real rates of the Spanish and Portuguese passages, "100 o 200 IOPS"
/// and "~ 150 IOPS", are read with the device class of their own clause.)
const LANGUAGE_FLOORS: (f64, f64, f64) = (80.0, 20.0, 25.0);

/// False alarms over the clean figures of every language, at most (percent).
const MAX_FALSE_ALARMS: f64 = 2.0;

#[test]
fn generated_corruptions_in_every_language_are_found_and_clean_text_stays_quiet() {
    let (by_op, by_lang) = run_generator();
    println!("| pattern | corrupted figures | with a finding | with the intended kind | true value suggested |");
    println!("|---|---:|---:|---:|---:|");
    let mut all = Tally::default();
    for &(op, _) in OPERATORS {
        let t = &by_op[op];
        all.add(t);
        println!(
            "| {op} | {} | {:.0}% | {:.0}% | {:.0}% |",
            t.figures,
            percent(t.detected, t.figures),
            percent(t.as_kind, t.figures),
            percent(t.repaired, t.figures)
        );
    }
    println!(
        "| **all** | {} | {:.0}% | {:.0}% | {:.0}% |",
        all.figures,
        percent(all.detected, all.figures),
        percent(all.as_kind, all.figures),
        percent(all.repaired, all.figures)
    );
    println!();
    println!("| language | corrupted figures | with a finding | with the intended kind | true value suggested | clean figures | false alarms |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let mut clean = Tally::default();
    for (lang, t) in &by_lang {
        clean.add(t);
        println!(
            "| {lang} | {} | {:.0}% | {:.0}% | {:.0}% | {} | {:.1}% |",
            t.figures,
            percent(t.detected, t.figures),
            percent(t.as_kind, t.figures),
            percent(t.repaired, t.figures),
            t.clean,
            percent(t.clean_flagged, t.clean)
        );
    }
    println!(
        "| **all** | {} | {:.0}% | {:.0}% | {:.0}% | {} | {:.1}% |",
        clean.figures,
        percent(clean.detected, clean.figures),
        percent(clean.as_kind, clean.figures),
        percent(clean.repaired, clean.figures),
        clean.clean,
        percent(clean.clean_flagged, clean.clean)
    );
    assert!(
        percent(clean.clean_flagged, clean.clean) <= MAX_FALSE_ALARMS,
        "false alarms: {}/{}",
        clean.clean_flagged,
        clean.clean
    );
    let labels: Vec<&str> = by_lang.keys().map(String::as_str).collect();
    assert_eq!(
        labels,
        ["de", "en", "es", "fr", "it", "ja", "ko", "nl", "pl", "pt", "ru", "zh-Hans", "zh-Hant"]
    );
    for &(op, detected, repaired) in FLOORS {
        let t = &by_op[op];
        assert!(t.figures > 0, "{op}: no case generated");
        assert!(
            percent(t.detected, t.figures) >= detected,
            "{op}: {}/{} detected, below {detected}%",
            t.detected,
            t.figures
        );
        assert!(
            percent(t.repaired, t.figures) >= repaired,
            "{op}: {}/{} repaired, below {repaired}%",
            t.repaired,
            t.figures
        );
    }
    let (detected, false_alarms, repaired) = LANGUAGE_FLOORS;
    for (lang, t) in &by_lang {
        assert!(
            percent(t.detected, t.figures) >= detected,
            "{lang}: {}/{} detected",
            t.detected,
            t.figures
        );
        assert!(
            percent(t.repaired, t.figures) >= repaired,
            "{lang}: {}/{} repaired",
            t.repaired,
            t.figures
        );
        assert!(
            percent(t.clean_flagged, t.clean) <= false_alarms,
            "{lang}: {}/{} false alarms",
            t.clean_flagged,
            t.clean
        );
    }
}

#[test]
fn generator_produces_what_it_says() {
    let extractor = Extractor::new().unwrap();
    let p = passages().into_iter().find(|p| p.label == "fr").unwrap();
    let figs = figures(&extractor, &p);
    assert_eq!(figs.len(), 4);
    assert_eq!(figs[0].value, 0.0001);
    let pile = &cases("1 pile-up", &p, &figs)[0];
    assert!(
        pile.text
            .starts_with("De l'ordre de de 0,1 7 milliseconde (ms) pour les SSD, il est XNUMX ms"),
        "{}",
        pile.text
    );
    let shift = &cases("3 shift across the passage", &p, &figs)[0];
    assert!(shift.text.contains("0,1 7 milliseconde (ms) pour les SSD, il est 300 ms pour le meilleur disque dur grand public à savoir le Velociraptor 15 Go (plus généralement il faut compter 12 à XNUMX ms"), "{}", shift.text);
    assert_eq!(shift.affected.len(), 4);
    let lost = &cases("5a lost leading decimal", &p, &figs)[0];
    assert!(lost.text.contains("de de 1 milliseconde"), "{}", lost.text);
    let en = passages()
        .into_iter()
        .find(|p| p.text.contains("X25-V"))
        .unwrap();
    let figs = figures(&extractor, &en);
    let names = cases("4 name's number in the shift", &en, &figs);
    assert!(
        names
            .iter()
            .any(|c| c.text.contains("Intel's X60.5-V delivers 25MB/s")),
        "{:?}",
        names.iter().map(|c| &c.text).collect::<Vec<_>>()
    );
    let de = passages().into_iter().next().unwrap();
    let figs = figures(&extractor, &de);
    let groups = cases("2 value + XNUMX per group", &de, &figs);
    assert!(
        groups[0].text.contains("183.805 XNUMX IOPS"),
        "{}",
        groups[0].text
    );
    assert!(
        groups[1].text.contains("169.543 XNUMXIOPS"),
        "{}",
        groups[1].text
    );
}

#[test]
fn clean_reviews_keep_false_alarms_under_five_percent() {
    // By reading: the NetApp A250 review's flagged figures are the K-as-KB figures of
    // lines 65 and 75 and the English-grouped "8,871 TPS" of line 51, all corrupted;
    // the EF570 review is clean apart from encoding damage. Either way, at most 5% of
    // the figures of either review may carry a finding.
    let extractor = Extractor::new().unwrap();
    for (name, text) in [("netapp-aff-a250", NETAPP), ("netapp-ef570", EF570)] {
        let report = extractor.extract(name, text);
        let flagged = report.facts.iter().filter(|f| !f.flags.is_empty()).count();
        println!(
            "{name}: {flagged} of {} figures flagged",
            report.facts.len()
        );
        assert!(
            percent(flagged, report.facts.len()) <= 5.0,
            "{name}: {flagged}/{}",
            report.facts.len()
        );
    }
    let report = extractor.extract("netapp-aff-a250", NETAPP);
    let flagged: Vec<&str> = report
        .facts
        .iter()
        .filter(|f| !f.flags.is_empty())
        .map(|f| f.text.as_str())
        .collect();
    // Every flagged figure is one of the three corrupted ones; the two K-as-KB figures are
    // always found.
    let corrupted = ["8,871 TPS", "700 KB", "350-KB"];
    assert!(flagged.iter().all(|t| corrupted.contains(t)), "{flagged:?}");
    assert!(
        flagged.contains(&"700 KB") && flagged.contains(&"350-KB"),
        "{flagged:?}"
    );
}

/// Corrupted figures of the corpus, identified by reading the reviews (line, column, text
/// as written, true value in canonical units when the document lets one tell it). The
/// reasoning for each group is in docs/corruption-report.md.
const KO: &str = include_str!("../corpus/ko/fujitsu-eternus-af250-s2.txt");
const HUAWEI: &str = include_str!("../corpus/de/huawei-es3600p-v5.txt");
const MANGSTOR: &str = include_str!("../corpus/zh/mangstor-nx6325.txt");

type Annotation = (usize, usize, &'static str, Option<f64>);

const KO_CORRUPTED: &[Annotation] = &[
    // Spec sentence: 760K IOPS sequential, 430K random, 64 GB RAM (spec table, lines 10, 26-27).
    (3, 134, "64K IOPS", Some(760000.0)),
    (3, 151, "760K IOPS", Some(430000.0)),
    (3, 175, "430GB", Some(64e9)),
    (48, 301, "XNUMXTB", None),
    // SQL Server VM: 100 GB boot, 500 GB database, 64 GB DRAM (the standard set-up).
    (50, 34, "500GB", Some(100e9)),
    (50, 60, "16GB", Some(500e9)),
    (50, 111, "XNUMXGB", Some(64e9)),
    // Load generators: 269 GHz in the cluster, 2.1 GHz, 16 cores, 22 MB cache, 16GB FC, 25GbE.
    (64, 10, "8GHz", Some(269e9)),
    (64, 56, "16GHz", Some(2.1e9)),
    (64, 63, "22코어", Some(16.0)),
    (64, 69, "XNUMXMB", Some(22e6)),
    (66, 10, "4GB", Some(16e9)),
    (67, 28, "4GbE", Some(25e9)),
    // Sysbench VM: ~92 GB boot, ~447 GB prebuilt, 270 GB under test, 60 GB DRAM.
    (73, 42, "447GB", Some(92e9)),
    (73, 69, "270GB", Some(447e9)),
    (73, 98, "16GB", Some(270e9)),
    (73, 142, "740GB", Some(60e9)),
    (75, 10, "8GHz", Some(269e9)),
    (75, 56, "16GHz", Some(2.1e9)),
    (75, 63, "22코어", Some(16.0)),
    (75, 69, "XNUMXMB", Some(22e6)),
    (77, 10, "4GB", Some(16e9)),
    (78, 28, "4GbE", Some(25e9)),
    // Sysbench TPS: 8,336 TPS at 4 VMs, 12,447 at 8, 15,595 at 16.
    (91, 117, "8,336VM", Some(4.0)),
    (91, 129, "4 TPS", Some(8336.0)),
    (91, 142, "12,447VM", Some(8.0)),
    (91, 155, "8 TPS", Some(12447.0)),
    (91, 184, "15,595VM", Some(16.0)),
    (91, 197, "16 TPS", Some(15595.0)),
    // Average latency: 15.36 ms at 4 VMs ... 44.59 ms at 24 VMs.
    (92, 22, "15.36VM", Some(4.0)),
    (92, 34, "4ms", Some(0.01536)),
    (92, 39, "20.57VM", Some(8.0)),
    (92, 51, "8ms", Some(0.02057)),
    (92, 56, "32.87VM", Some(16.0)),
    (92, 68, "16ms", Some(0.03287)),
    (92, 74, "44.59VM", Some(24.0)),
    (92, 86, "24ms", Some(0.04459)),
    // 99th percentile: 28.16 ms at 4 VMs ... 93.52 ms at 24 VMs.
    (93, 33, "99VM", Some(4.0)),
    (93, 51, "4VM", Some(8.0)),
    (93, 68, "8VM", Some(16.0)),
    (93, 85, "16VM", Some(24.0)),
    // VDBench: IOPS and latency swapped ("221,327 IOPS at 6.38 ms"); thresholds "under
    // 1 ms until about N K IOPS" rendered "until about 1K IOPS under N ms".
    (103, 77, "221,327ms", Some(0.00638)),
    (103, 88, "6.38 IOPS", Some(221327.0)),
    (103, 140, "158ms", Some(0.02577)),
    (103, 155, "25.77K IOPS", Some(158000.0)),
    (104, 27, "1K IOPS", Some(170000.0)),
    (104, 44, "170ms", Some(0.001)),
    (106, 151, "27,623ms", Some(0.0085)),
    (106, 167, "8.5GB/s", Some(1.77e9)),
    (107, 22, "217ms", Some(0.001)),
    (107, 39, "1K IOPS", Some(217000.0)),
    (107, 53, "238ms", Some(0.00226)),
    (107, 70, "2.26K IOPS", Some(238000.0)),
    (107, 127, "156,638ms", Some(0.00648)),
    (107, 145, "6.48 IOPS", Some(156638.0)),
    (108, 30, "1K IOPS", Some(206000.0)),
    (108, 40, "206ms", Some(0.001)),
    (108, 74, "222ms", Some(0.00241)),
    (108, 81, "2.41K IOPS", Some(222000.0)),
    (108, 118, "186,021ms", Some(0.0055)),
    (108, 136, "5.5 IOPS", Some(186021.0)),
    (110, 44, "200 IOPS", Some(200000.0)),
    (110, 66, "212ms", Some(0.0033)),
    (110, 75, "3.3K IOPS", Some(212000.0)),
    (110, 94, "172,811K IOPS", Some(172811.0)),
    (111, 40, "225밀리초", Some(0.001)),
    (111, 125, "XNUMX IOPS", Some(181813.0)),
    (112, 31, "80ms", Some(0.001)),
    (112, 40, "20K IOPS", Some(200000.0)),
    (112, 72, "214ms", Some(0.0023)),
    (112, 90, "2.3 IOPS", Some(214000.0)),
    (112, 112, "174,519ms", Some(0.00368)),
    (112, 125, "3.68K IOPS", Some(174519.0)),
    (113, 72, "1K IOPS", Some(190000.0)),
    (113, 89, "190ms", Some(0.001)),
    (113, 114, "210ms", Some(0.003)),
    (113, 123, "3K IOPS", Some(210000.0)),
    (113, 159, "152,469ms", Some(0.00684)),
    (113, 170, "6.84 IOPS", Some(152469.0)),
    (114, 34, "100ms", Some(0.001)),
    (114, 47, "1K IOPS", Some(100000.0)),
    (114, 87, "123,835ms", Some(0.00724)),
    (114, 98, "7.24 IOPS", Some(123835.0)),
    (114, 126, "113,865ms", Some(0.0078)),
    (114, 137, "7.8 IOPS", Some(113865.0)),
    (115, 79, "135,978ms", Some(0.00376)),
    (115, 90, "3.76 IOPS", Some(135978.0)),
    (115, 122, "118,884ms", Some(0.0043)),
    (115, 140, "4.3 IOPS", Some(118884.0)),
    (116, 57, "186,477ms", Some(0.00274)),
    (116, 79, "2.74 IOPS", Some(186477.0)),
    (116, 132, "144,317ms", Some(0.0032)),
    (116, 151, "3.2 IOPS", Some(144317.0)),
    (117, 63, "1K IOPS", Some(60000.0)),
    (117, 73, "60ms", Some(0.001)),
    (118, 150, "6.27 IOPS", None),
    (118, 161, "XNUMXms", Some(0.00627)),
    // Conclusion: restates the body with the same rotations, and more.
    (121, 67, "12,628.3", Some(12638.3)),
    (121, 171, "17,237VM", Some(24.0)),
    (121, 192, "24", None),
    (121, 196, "8,336VM", Some(4.0)),
    (121, 284, "15.36VM", Some(4.0)),
    (121, 296, "4ms", Some(0.01536)),
    (121, 301, "20.57VM", Some(8.0)),
    (121, 313, "8ms", Some(0.02057)),
    (121, 318, "32.87VM", Some(16.0)),
    (121, 330, "16ms", Some(0.03287)),
    (121, 336, "44.59VM", Some(24.0)),
    (121, 348, "24ms", Some(0.04459)),
    (121, 392, "38.87VM", Some(8.0)),
    (121, 404, "8ms", Some(0.03887)),
    (121, 409, "67.19VM", Some(16.0)),
    (121, 421, "16ms", Some(0.06719)),
    (121, 427, "93.52VM", Some(24.0)),
    (121, 439, "24ms", Some(0.09352)),
    (122, 139, "63 IOPS", Some(63000.0)),
    (122, 156, "221,327K IOPS", Some(221327.0)),
    (122, 206, "2K IOPS", Some(187000.0)),
    (122, 228, "187K IOPS", Some(50000.0)),
    (122, 341, "10K IOPS", Some(222000.0)),
    (122, 362, "20K IOPS", Some(218000.0)),
    (122, 410, "10K IOPS", Some(225000.0)),
    (122, 431, "20K IOPS", Some(214000.0)),
];

const HUAWEI_CORRUPTED: &[Annotation] = &[
    // "IOPS über 825 KB": 825K IOPS (the finding carries the IOPS count).
    (2, 435, "825 KB", Some(825000.0)),
    // "U.3.2-Formfaktor ES2P V3600 mit 5 TB": the U.2 ES3600P V5 with 3.2 TB.
    (3, 58, "5 TB", Some(3.2e12)),
    // Spec table: random read/write in thousands of IOPS.
    (15, 7, "420", Some(420000.0)),
    (15, 11, "63 IOPS", Some(63000.0)),
    (15, 25, "740", Some(740000.0)),
    (15, 29, "90 IOPS", Some(90000.0)),
    (15, 43, "825", Some(825000.0)),
    (15, 47, "110 IOPS", Some(110000.0)),
    (15, 62, "825", Some(825000.0)),
    (15, 66, "150 IOPS", Some(150000.0)),
    (16, 9, "420", Some(420000.0)),
    (16, 13, "115 IOPS", Some(115000.0)),
    (16, 30, "740", Some(740000.0)),
    (16, 34, "195 IOPS", Some(195000.0)),
    (16, 51, "825", Some(825000.0)),
    (16, 55, "300 IOPS", Some(300000.0)),
    (16, 72, "825", Some(825000.0)),
    (16, 76, "250 IOPS", Some(250000.0)),
    (114, 154, "485 IOPS", Some(485000.0)),
    // "80 IOPS und einer Latenz von 20 μs ... im SQL 256,219-124": SQL 80-20.
    (119, 59, "80 IOPS", Some(256219.0)),
    (119, 88, "20 μs", Some(0.000124)),
    (125, 99, "25 IOPS", Some(25000.0)),
    (130, 396, "825 IOPS", Some(825000.0)),
    // Conclusion: "762 IOPS" for the body's 762,307; "90 IOPS bzw. 10 IOPS ... bei 80-20
    // als auch bei 247-256" for 247K (90-10) and 256K (80-20).
    (132, 157, "762 IOPS", Some(762307.0)),
    (132, 348, "90 IOPS", Some(247000.0)),
    (132, 361, "10 IOPS", Some(256000.0)),
];

const MANGSTOR_CORRUPTED: &[Annotation] = &[
    // "四個 10.8TB 驅動器的 2.7TB 系統": a 10.8 TB system of four 2.7 TB drives (spec, line 17).
    (11, 50, "10.8TB", Some(2.7e12)),
    (11, 62, "2.7TB", Some(10.8e12)),
    (11, 76, "21.6TB", Some(5.4e12)),
    (11, 88, "5.4TB", Some(21.6e12)),
    (59, 33, "12GHz", Some(2.6e9)),
    // "14.3 個虛擬機的 4 毫秒": 14.3 ms at 4 VMs, 26.6 ms at 32 VMs.
    (83, 39, "14.3 個虛擬機", Some(4.0)),
    (83, 50, "4 毫秒", Some(0.0143)),
    (83, 56, "26.6 個虛擬機", Some(32.0)),
    (83, 67, "32 毫秒", Some(0.0266)),
    (89, 145, "380GbE", Some(100e9)),
    (89, 214, "4TB", Some(10.8e12)),
];

#[test]
fn corpus_corrupted_figures_carry_findings_and_repairs() {
    let extractor = Extractor::new().unwrap();
    let (mut all, mut flagged, mut known, mut repaired) = (0usize, 0usize, 0usize, 0usize);
    println!("| review | corrupted figures (by reading) | with a finding | true value known | true value suggested |");
    println!("|---|---:|---:|---:|---:|");
    for (name, text, annotations) in [
        ("ko/fujitsu-eternus-af250-s2", KO, KO_CORRUPTED),
        ("de/huawei-es3600p-v5", HUAWEI, HUAWEI_CORRUPTED),
        ("zh/mangstor-nx6325", MANGSTOR, MANGSTOR_CORRUPTED),
    ] {
        let report = extractor.extract(name, text);
        let (mut d_flagged, mut d_known, mut d_repaired) = (0usize, 0usize, 0usize);
        for &(line, column, written, truth) in annotations {
            let fact = report
                .facts
                .iter()
                .find(|f| f.line == line && f.column == column)
                .unwrap_or_else(|| panic!("{name}:{line}:{column}: no figure extracted there"));
            assert_eq!(
                fact.text, written,
                "{name}:{line}:{column}: annotation does not match the text"
            );
            let findings: Vec<_> = report
                .findings
                .iter()
                .filter(|x| x.span[0] < fact.span[1] && fact.span[0] < x.span[1])
                .collect();
            if !fact.flags.is_empty() || !findings.is_empty() {
                d_flagged += 1;
            }
            if let Some(truth) = truth {
                d_known += 1;
                let suggestions = fact
                    .suggested_value
                    .into_iter()
                    .chain(findings.iter().filter_map(|x| x.suggested_value));
                if suggestions.into_iter().any(|v| close(v, truth)) {
                    d_repaired += 1;
                } else {
                    println!(
                        "  {name}:{line}:{column} {written:?}: true {truth}, suggested {:?}",
                        fact.suggested_value
                    );
                }
            }
        }
        println!(
            "| {name} | {} | {d_flagged} ({:.0}%) | {d_known} | {d_repaired} ({:.0}%) |",
            annotations.len(),
            percent(d_flagged, annotations.len()),
            percent(d_repaired, d_known)
        );
        all += annotations.len();
        flagged += d_flagged;
        known += d_known;
        repaired += d_repaired;
    }
    println!(
        "| all | {all} | {flagged} ({:.0}%) | {known} | {repaired} ({:.0}%) |",
        percent(flagged, all),
        percent(repaired, known)
    );
    assert!(
        percent(flagged, all) >= 80.0,
        "{flagged}/{all} corrupted figures carry a finding"
    );
    assert!(
        percent(repaired, known) >= 50.0,
        "{repaired}/{known} true values suggested"
    );
}
