//! `cargo bench --bench extract_throughput`: whole-pipeline `extract` throughput over the
//! corpus (language detection included), one thread, release build. Prints MB/s per
//! document and overall. Not a test: it asserts nothing, it measures.

use benchfacts::Extractor;
use std::time::{Duration, Instant};

/// The allocator of the command line (see docs/measuring.md): extraction
/// makes many small allocations, which mimalloc serves in a fraction of glibc's time.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Rounds over the whole corpus (see the end of `main`).
const ROUNDS: usize = 5;

fn main() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut docs = Vec::new();
    for dir in ["corpus/de", "corpus/zh", "corpus/ko"] {
        let mut paths: Vec<_> = std::fs::read_dir(format!("{root}/{dir}"))
            .expect("corpus")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .collect();
        paths.sort();
        for p in paths {
            docs.push((
                p.display().to_string(),
                std::fs::read_to_string(&p).expect("utf-8 corpus"),
            ));
        }
    }
    // `BENCH_ONLY=text`: only the documents whose path contains it (to profile one).
    if let Ok(only) = std::env::var("BENCH_ONLY") {
        docs.retain(|(name, _)| name.contains(&only));
    }
    let setup = Instant::now();
    let extractor = Extractor::new().expect("rules");
    println!(
        "setup (rules + language models): {:.1} ms",
        setup.elapsed().as_secs_f64() * 1e3
    );
    // `BENCH_ITERATIONS=N`: extract every document N times and stop, for a profiler or an
    // instruction count (`perf stat -e instructions:u`), which a busy machine disturbs less
    // than wall time.
    if let Some(n) = std::env::var("BENCH_ITERATIONS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
    {
        let bytes: usize = docs.iter().map(|(_, t)| t.len()).sum();
        for _ in 0..n {
            for (name, text) in &docs {
                std::hint::black_box(extractor.extract(name, text));
            }
        }
        println!("extracted {} bytes {n} times", bytes);
        return;
    }
    // Warm up lingua's lazily loaded models.
    for (name, text) in &docs {
        std::hint::black_box(extractor.extract(name, text));
    }
    // Stages up to the report, without the audit detectors that `extract` also runs.
    let stages_start = Instant::now();
    let mut stage_bytes = 0usize;
    while stages_start.elapsed() < Duration::from_secs(2) {
        for (name, text) in &docs {
            std::hint::black_box(extractor.report(
                name,
                extractor.analyse(text, None),
                Default::default(),
            ));
            stage_bytes += text.len();
        }
    }
    println!(
        "extraction stages without audit detectors: {:.1} MB/s (one thread)",
        stage_bytes as f64 / stages_start.elapsed().as_secs_f64() / 1e6
    );
    let budget = Duration::from_secs(3);
    for (name, text) in &docs {
        let start = Instant::now();
        let mut runs = 0usize;
        while start.elapsed() < budget / docs.len() as u32 || runs < 3 {
            std::hint::black_box(extractor.extract(name, text));
            runs += 1;
        }
        let mbps = (text.len() * runs) as f64 / start.elapsed().as_secs_f64() / 1e6;
        println!("{name}: {} bytes, {runs} runs, {mbps:.1} MB/s", text.len());
    }
    // The corpus as a whole: bytes over the time to extract every document in turn (so a
    // slow document weighs by its time, as in a real batch), in rounds of at least a
    // second. This machine's speed moves with its host's load; the median round is the
    // figure, the spread shows how much the host moved.
    let corpus_bytes: usize = docs.iter().map(|(_, t)| t.len()).sum();
    let mut rounds: Vec<f64> = (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            let mut passes = 0usize;
            while start.elapsed() < Duration::from_secs(1) {
                for (name, text) in &docs {
                    std::hint::black_box(extractor.extract(name, text));
                }
                passes += 1;
            }
            (corpus_bytes * passes) as f64 / start.elapsed().as_secs_f64() / 1e6
        })
        .collect();
    rounds.sort_by(f64::total_cmp);
    println!(
        "extract throughput over the corpus: {:.1} MB/s (one thread; median of {ROUNDS} rounds, range {:.1}–{:.1})",
        rounds[ROUNDS / 2],
        rounds[0],
        rounds[ROUNDS - 1]
    );
    against_gzip(&extractor, root);
}

/// Copies of the five reference reviews that the comparison with gzip runs over (the
/// issue's measure: 30 copies, 2.5 MB).
const GZIP_COPIES: usize = 30;

/// `extract` on one thread against `gzip -1` on the same bytes, in the same run, in turn
/// (three rounds each, alternating, so that both see the same host load): the ratio of
/// their speeds. gzip reads the bytes from a pipe and writes to nothing; its start-up
/// (about a millisecond) is inside its time.
fn against_gzip(extractor: &Extractor, root: &str) {
    let mut reviews: Vec<(String, String)> = std::fs::read_dir(format!("{root}/benches/input"))
        .expect("benches/input")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("00"))
        })
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("utf-8 review");
            (p.display().to_string(), text)
        })
        .collect();
    reviews.sort();
    let bytes: Vec<u8> = (0..GZIP_COPIES)
        .flat_map(|_| reviews.iter().flat_map(|(_, t)| t.bytes()))
        .collect();
    let gzip_once = || -> Option<f64> {
        use std::io::Write;
        use std::process::{Command, Stdio};
        let start = Instant::now();
        let mut child = Command::new("gzip")
            .arg("-1")
            .arg("-c")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .ok()?;
        child.stdin.take()?.write_all(&bytes).ok()?;
        child
            .wait()
            .ok()?
            .success()
            .then(|| start.elapsed().as_secs_f64())
    };
    let extract_once = || {
        let start = Instant::now();
        for _ in 0..GZIP_COPIES {
            for (name, text) in &reviews {
                std::hint::black_box(extractor.extract(name, text));
            }
        }
        start.elapsed().as_secs_f64()
    };
    let mut extract_secs = Vec::new();
    let mut gzip_secs = Vec::new();
    for _ in 0..3 {
        extract_secs.push(extract_once());
        match gzip_once() {
            Some(s) => gzip_secs.push(s),
            None => {
                println!("gzip -1: not run (no gzip on this machine); no comparison");
                return;
            }
        }
    }
    extract_secs.sort_by(f64::total_cmp);
    gzip_secs.sort_by(f64::total_cmp);
    let mb = bytes.len() as f64 / 1e6;
    let (extract_mbps, gzip_mbps) = (mb / extract_secs[1], mb / gzip_secs[1]);
    println!(
        "{GZIP_COPIES} copies of the five reviews ({} bytes): extract {extract_mbps:.1} MB/s (one thread), gzip -1 {gzip_mbps:.1} MB/s, ratio {:.2} (medians of 3 rounds each, in turn)",
        bytes.len(),
        extract_mbps / gzip_mbps
    );
}
