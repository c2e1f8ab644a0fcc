//! Very large documents are extracted in chunks (`benchfacts::stream`) so that memory stays
//! a small multiple of their size. These tests lower the chunking threshold (a parameter of
//! the stream API, and hidden options of `extract`) instead of building giant files:
//! - a document of repeated corpus reviews, cut exactly between repetitions, gives the facts
//!   and findings of each repetition extracted alone, at the right spans, lines and columns;
//! - cuts inside lines (one long line, no whitespace at all) keep spans, lines and columns
//!   exact;
//! - the streamed JSON line of a chunked document is a contract `DocumentReport`, with the
//!   schema check over all its facts, also when its findings wait in a temporary file;
//! - the output for a normal document is unchanged, byte for byte.

use benchfacts::model::{DocumentReport, Fact, Finding};
use benchfacts::segment::LineIndex;
use benchfacts::stream::{chunks, extract_document, ChunkOptions, ChunkedExtraction};
use benchfacts::Extractor;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

const BIN: &str = env!("CARGO_BIN_EXE_benchfacts");

fn extractor() -> &'static Extractor {
    static E: OnceLock<Extractor> = OnceLock::new();
    E.get_or_init(|| Extractor::new().expect("embedded rules compile"))
}

/// The corpus reviews, sorted by path.
fn corpus() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut out = Vec::new();
    for lang in std::fs::read_dir(&root).unwrap() {
        for f in std::fs::read_dir(lang.unwrap().path()).unwrap() {
            let p = f.unwrap().path();
            if p.extension().is_some_and(|e| e == "txt") {
                let text = std::fs::read_to_string(&p).unwrap();
                out.push((p, text));
            }
        }
    }
    out.sort();
    assert!(out.len() >= 5, "corpus reviews");
    out
}

/// Every fact and finding points at its exact bytes, with the line and column a whole-text
/// index gives, and they come sorted by position.
fn assert_positions(text: &str, report: &DocumentReport) {
    let index = LineIndex::new(text);
    let mut last = 0;
    for f in &report.facts {
        assert_eq!(&text[f.span[0]..f.span[1]], f.text, "{f:?}");
        assert_eq!(index.position(text, f.span[0]), (f.line, f.column), "{f:?}");
        assert!(f.span[0] >= last, "facts sorted: {f:?}");
        last = f.span[0];
    }
    for f in &report.findings {
        assert_eq!(&text[f.span[0]..f.span[1]], f.text, "{f:?}");
        assert_eq!(index.position(text, f.span[0]), (f.line, f.column), "{f:?}");
    }
}

fn shifted_fact(f: &Fact, bytes: usize, lines: usize) -> Fact {
    let mut f = f.clone();
    f.span = [f.span[0] + bytes, f.span[1] + bytes];
    f.line += lines;
    f
}

fn shifted_finding(f: &Finding, bytes: usize, lines: usize) -> Finding {
    let mut f = f.clone();
    f.span = [f.span[0] + bytes, f.span[1] + bytes];
    f.line += lines;
    f
}

/// A review as a repetition unit that ends with a blank line, so that a chunk of exactly
/// its length is cut between repetitions.
fn unit_of(review: &str) -> String {
    format!("{}\n\n", review.trim_end())
}

const REPETITIONS: usize = 3;

#[test]
fn repeated_reviews_chunked_between_repetitions_give_each_repetitions_facts() {
    let e = extractor();
    for (path, review) in corpus() {
        let unit = unit_of(&review);
        let doc = unit.repeat(REPETITIONS);
        let options = ChunkOptions {
            threshold: doc.len() - 1,
            chunk_size: unit.len(),
        };
        // The cuts fall exactly between repetitions.
        let starts: Vec<usize> = chunks(&doc, options).map(|c| c.start).collect();
        let expected: Vec<usize> = (0..REPETITIONS).map(|k| k * unit.len()).collect();
        assert_eq!(starts, expected, "{}", path.display());

        let chunked = extract_document(e, "doc", &doc, None, options);
        let alone = e.extract("doc", &unit);
        assert!(!alone.facts.is_empty(), "{}", path.display());
        let unit_lines = unit.matches('\n').count();
        let mut facts = Vec::new();
        let mut findings = Vec::new();
        for k in 0..REPETITIONS {
            let (bytes, lines) = (k * unit.len(), k * unit_lines);
            facts.extend(alone.facts.iter().map(|f| shifted_fact(f, bytes, lines)));
            findings.extend(
                alone
                    .findings
                    .iter()
                    .map(|f| shifted_finding(f, bytes, lines)),
            );
        }
        assert_eq!(chunked.facts.len(), facts.len(), "{}", path.display());
        assert_eq!(chunked.facts, facts, "{}", path.display());
        assert_eq!(chunked.findings, findings, "{}", path.display());
        assert_eq!(chunked.lang, alone.lang);
        assert_eq!(chunked.lang_confidence, alone.lang_confidence);
        // The kind is chosen from the words and facts of all repetitions: the same kind,
        // the counts of its evidence (and so its confidence) those of the whole.
        let (mut c, mut a) = (chunked.schema.clone(), alone.schema.clone());
        let (cc, ac) = (c.choice.take().unwrap(), a.choice.take().unwrap());
        assert_eq!(cc.kind, ac.kind, "{}", path.display());
        assert_eq!(
            (c.profile, c.expected, c.present, c.missing),
            (a.profile, a.expected, a.present, a.missing),
            "{}",
            path.display()
        );
        assert_eq!(c.benchmark_facts, a.benchmark_facts * REPETITIONS);
        assert_eq!(c.covered_facts, a.covered_facts * REPETITIONS);
        assert_positions(&doc, &chunked);
    }
}

#[test]
fn cuts_inside_lines_keep_spans_lines_and_columns_exact() {
    let e = extractor();
    // The whole corpus on one line, and again with its lines: cut after sentences and
    // spaces, at line starts and paragraph breaks.
    let all: String = corpus().iter().map(|(_, t)| unit_of(t)).collect();
    let single = all.replace(['\r', '\n'], " ");
    for doc in [&single, &all] {
        let options = ChunkOptions {
            threshold: 0,
            chunk_size: 7000,
        };
        let pieces: Vec<_> = chunks(doc, options).collect();
        assert!(pieces.len() > 10, "{} chunks", pieces.len());
        let chunked = extract_document(e, "doc", doc, None, options);
        assert!(chunked.facts.len() > 500, "{} facts", chunked.facts.len());
        assert_positions(doc, &chunked);
        // Nothing is lost at the cuts: about as many facts as the reviews extracted one by
        // one (the chunks mix reviews, and a few figures near a cut lose their context).
        // The whole text extracted at once is no yardstick: it reads all reviews in one
        // decimal habit ("787.910 IOPS" as 787.91 in a Korean-majority document).
        let alone: usize = corpus()
            .iter()
            .map(|(_, t)| e.extract("r", t).facts.len())
            .sum();
        let got = chunked.facts.len();
        assert!(
            got.abs_diff(alone) * 20 < alone,
            "{got} facts chunked, {alone} alone"
        );
    }
    // An unbroken run of placeholders is cut inside a word; positions stay exact, and the
    // placeholders between the cuts are all found.
    let doc = format!("IOPS: {}\nlatency XNUMX ms", "XNUMX".repeat(3000));
    let chunked = extract_document(
        e,
        "doc",
        &doc,
        None,
        ChunkOptions {
            threshold: 0,
            chunk_size: 4096,
        },
    );
    assert_positions(&doc, &chunked);
    assert!(chunked.findings.len() >= 2990, "{}", chunked.findings.len());
    let last = chunked.findings.last().unwrap();
    assert_eq!(last.line, 2);
}

/// Runs `benchfacts extract --format jsonl ARGS`; (exit code, stdout, stderr).
fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(BIN)
        .arg("extract")
        .arg("--format")
        .arg("jsonl")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn chunked_jsonl_is_a_contract_report_with_the_schema_of_all_facts() {
    let e = extractor();
    let dir = tempfile::tempdir().unwrap();
    // All reviews, with a few placeholders: the facts of different reviews satisfy
    // different expectations, so the schema is only right if it sees every chunk.
    let doc: String = corpus().iter().map(|(_, t)| unit_of(t)).collect::<String>()
        + "Peak XNUMX IOPS at XNUMX ms.\n";
    let path = dir.path().join("big.txt");
    std::fs::write(&path, &doc).unwrap();
    let name = path.to_str().unwrap();
    let options = ChunkOptions {
        threshold: 50_000,
        chunk_size: 16_384,
    };
    assert!(doc.len() > options.threshold);
    let expected = ChunkedExtraction::new(e, name, &doc, None, options).into_report();
    // Findings kept in memory, and findings spilled to a temporary file from the first byte.
    for spill in ["4194304", "0"] {
        let (code, stdout, stderr) = run(&[
            "--chunk-threshold",
            "50000",
            "--chunk-size",
            "16384",
            "--findings-in-memory",
            spill,
            name,
        ]);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(stdout.lines().count(), 1);
        let report: DocumentReport = serde_json::from_str(stdout.trim_end()).unwrap();
        assert_eq!(report, expected);
        // The check of the kind chosen, over all facts of the chunks.
        let (profiles, _) = e.profiles();
        let choice = report.schema.choice.clone().expect("a kind is chosen");
        let chosen = profiles.get(profiles.find(&choice.kind).unwrap());
        let mut check = chosen.check(&report.facts);
        check.choice = Some(choice);
        assert_eq!(report.schema, check);
        assert!(report.schema.present > 0);
        assert!(report.findings.iter().any(|f| f.kind.as_str() == "xnumx"));
        assert_positions(&doc, &report);
        // The layout is serde_json's: the same bytes as serializing the parsed report.
        assert_eq!(stdout, serde_json::to_string(&report).unwrap() + "\n");
    }
    // The human format of a chunked document works too.
    let out = Command::new(BIN)
        .args(["extract", "--format", "human", "--chunk-threshold", "50000"])
        .args(["--chunk-size", "16384"])
        .arg(name)
        .output()
        .unwrap();
    assert!(out.status.success());
    let human = String::from_utf8(out.stdout).unwrap();
    assert!(
        human.contains(&format!(
            "{} facts, {} findings",
            expected.facts.len(),
            expected.findings.len()
        )),
        "{human}"
    );
    // Written without gathering the report: a row per fact under one header, padded to
    // one set of widths, then a line per finding (and its help).
    let lines: Vec<&str> = human.lines().collect();
    assert!(lines[1].starts_with("  line:col  metric"), "{}", lines[1]);
    let findings_at = lines.iter().position(|l| *l == "  findings:").unwrap();
    assert_eq!(findings_at - 2, expected.facts.len());
    // The metric column starts where the header's does, in every row.
    let metric_at = lines[1].find("metric").unwrap();
    for row in &lines[2..findings_at] {
        let chars: Vec<char> = row.chars().collect();
        assert!(
            chars[metric_at - 1] == ' ' && chars[metric_at] != ' ',
            "{row}"
        );
    }
    let finding_lines = lines[findings_at + 1..]
        .iter()
        .filter(|l| !l.is_empty() && !l.starts_with("      help: "))
        // The report's last line is its schema check.
        .filter(|l| !l.starts_with("  schema "))
        .count();
    assert_eq!(finding_lines, expected.findings.len());
    for (line, fact) in lines[2..findings_at].iter().zip(&expected.facts) {
        assert!(
            line.starts_with(&format!("  {}:{} ", fact.line, fact.column)),
            "{line}"
        );
    }
}

#[test]
fn normal_documents_are_unchanged() {
    let e = extractor();
    for (k, (path, review)) in corpus().into_iter().enumerate() {
        let name = path.to_str().unwrap();
        let report = e.extract(name, &review);
        let expected = serde_json::to_string(&report).unwrap() + "\n";
        // As always (far under the threshold).
        let (code, stdout, stderr) = run(&[name]);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(stdout, expected, "{name}");
        // The rest for two reviews (a German and a Chinese one), to keep the test fast.
        if k % 3 != 0 {
            continue;
        }
        // The stream API on a document under the threshold is the whole extraction.
        let streamed = extract_document(e, name, &review, None, ChunkOptions::default());
        assert_eq!(streamed, report);
        let one = ChunkedExtraction::new(e, name, &review, None, ChunkOptions::default());
        assert!(!one.is_chunked());
        assert_eq!(one.into_report(), report);
        // The streaming writer, made to stream a document that is one chunk, writes the
        // same bytes.
        let (code, stdout, stderr) =
            run(&["--chunk-threshold", "0", "--chunk-size", "1000000", name]);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(stdout, expected, "{name}");
    }
}

#[test]
fn a_run_of_placeholders_is_cut_between_placeholders_and_every_one_is_reported() {
    let e = extractor();
    // 4,001 placeholders glued together, no whitespace: 20,005 bytes in chunks of ~1,000
    // bytes, whose natural cut (byte 1,000, 2,000, ...) falls inside a placeholder.
    let n = 4001;
    let text = "XNUMX".repeat(n);
    let options = ChunkOptions {
        threshold: 1000,
        chunk_size: 1001,
    };
    for chunk in chunks(&text, options) {
        assert!(
            chunk.text.starts_with("XNUMX"),
            "cut inside a placeholder at {}",
            chunk.start
        );
    }
    let report = extract_document(e, "xnumx-run", &text, None, options);
    let placeholders = report
        .findings
        .iter()
        .filter(|f| f.kind == benchfacts::model::FindingKind::Xnumx)
        .count();
    assert_eq!(placeholders, n);
    assert_positions(&text, &report);
}

#[test]
fn chunks_of_one_byte_after_a_placeholder_always_move_on() {
    // Found by the `stream` fuzz target: with chunks of 1 byte, the cut "right after a
    // placeholder" fell on the chunk's own start, and the chunking never ended.
    let text = "tCabXNUMXize:e Size: 1,500 sc 2,500 scalc";
    let options = ChunkOptions {
        threshold: 8,
        chunk_size: 1,
    };
    let mut next = 0;
    for chunk in chunks(text, options) {
        assert_eq!(chunk.start, next, "chunks tile the text");
        assert!(!chunk.text.is_empty(), "every chunk moves on");
        next = chunk.start + chunk.text.len();
    }
    assert_eq!(next, text.len());
    let report = extract_document(extractor(), "tiny-chunks", text, None, options);
    assert_positions(text, &report);
}
