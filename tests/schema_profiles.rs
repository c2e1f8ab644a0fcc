//! The schema profiles (`rules/schema/*.toml`): every rule's examples and
//! counterexamples, the kind chosen for real articles labelled by hand
//! (`tests/data/schema/`, sources in its SOURCES.md), how many of their benchmark figures
//! fall into the chosen profile's entries, and the five StorageReview reviews of the
//! corpus, which keep the profile they had before kinds were chosen.

use benchfacts::model::DocumentReport;
use benchfacts::Extractor;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn extractor() -> Extractor {
    Extractor::new().expect("embedded rules and profiles load")
}

/// Every `[[expect]]` example, extracted with its profile forced, satisfies its entry;
/// every counterexample does not. Entries are the same in every language: the examples
/// are English, read as English.
#[test]
fn every_expected_entry_takes_its_examples_and_leaves_its_counterexamples() {
    let auto = extractor();
    let (profiles, _) = auto.profiles();
    let mut checked = 0;
    let mut failures = Vec::new();
    for profile in &profiles.list {
        let forced = extractor()
            .forcing_profile(Some(&profile.name))
            .expect("the profile is named");
        for e in &profile.expectations {
            let cases = e
                .examples
                .iter()
                .map(|t| (t, true))
                .chain(e.counterexamples.iter().map(|t| (t, false)));
            for (text, satisfies) in cases {
                let r = forced.extract_as("example", text, Some("en"));
                if r.schema.missing.contains(&e.key) == satisfies {
                    let facts: Vec<_> = r
                        .facts
                        .iter()
                        .map(|f| (&f.text, f.metric, &f.test))
                        .collect();
                    failures.push(format!(
                        "{}: {text:?} {} {:?}; facts {facts:?}",
                        profile.name,
                        if satisfies {
                            "should satisfy"
                        } else {
                            "should not satisfy"
                        },
                        e.key
                    ));
                }
                checked += 1;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        checked >= 40,
        "only {checked} examples: the rules lost theirs"
    );
}

/// Every `[[choose.words]]` example holds one of its signal's words, every
/// counterexample none.
#[test]
fn every_kind_word_list_finds_its_examples_and_not_its_counterexamples() {
    let e = extractor();
    let (_, kinds) = e.profiles();
    let mut checked = 0;
    for (s, signal) in kinds.signals.iter().enumerate() {
        for text in &signal.examples {
            assert!(
                kinds.word_signals_in(text).contains(&s),
                "{:?}: no word found in its example {text:?}",
                signal.what
            );
            checked += 1;
        }
        for text in &signal.counterexamples {
            assert!(
                !kinds.word_signals_in(text).contains(&s),
                "{:?}: a word found in its counterexample {text:?}",
                signal.what
            );
            checked += 1;
        }
    }
    assert!(checked >= 40, "only {checked} examples");
}

/// The labelled articles of one half: (file, hand label, report).
fn labelled(half: &str) -> Vec<(String, String, DocumentReport)> {
    let dir = repo().join("tests/data/schema").join(half);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|d| d.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    let e = extractor();
    files
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            let label = name.split("__").next().unwrap().to_string();
            let text = std::fs::read_to_string(&p).unwrap();
            let report = e.extract(&name, &text);
            (name, label, report)
        })
        .collect()
}

fn kind_of(r: &DocumentReport) -> &str {
    &r.schema.choice.as_ref().expect("a choice is reported").kind
}

/// Kind right for at least 90% of the articles, and for most of each kind's; at least
/// 80% of their benchmark figures fall into an entry of the chosen profile.
fn half_meets_the_targets(half: &str, min_articles: usize) {
    let docs = labelled(half);
    assert!(
        docs.len() >= min_articles,
        "{half}: {} articles",
        docs.len()
    );
    let wrong: Vec<String> = docs
        .iter()
        .filter(|(_, label, r)| kind_of(r) != label)
        .map(|(name, _, r)| format!("{name} -> {}", kind_of(r)))
        .collect();
    let right = docs.len() - wrong.len();
    assert!(
        right * 10 >= docs.len() * 9,
        "{half}: kind right for {right} of {}; wrong: {wrong:?}",
        docs.len()
    );
    let kinds: std::collections::BTreeSet<&str> = docs.iter().map(|(_, l, _)| l.as_str()).collect();
    for kind in kinds {
        let of: Vec<_> = docs.iter().filter(|(_, l, _)| l == kind).collect();
        let right = of.iter().filter(|(_, l, r)| kind_of(r) == l).count();
        assert!(
            right * 2 > of.len(),
            "{half}: {kind} right for {right} of {}",
            of.len()
        );
    }
    let (figures, covered) = docs.iter().fold((0, 0), |(f, c), (_, _, r)| {
        (f + r.schema.benchmark_facts, c + r.schema.covered_facts)
    });
    assert!(figures >= 40, "{half}: only {figures} benchmark figures");
    assert!(
        covered * 10 >= figures * 8,
        "{half}: {covered} of {figures} benchmark figures in an entry"
    );
}

#[test]
fn labelled_tune_articles_get_their_kind_and_fill_its_entries() {
    half_meets_the_targets("tune", 10);
}

#[test]
fn labelled_check_articles_get_their_kind_and_fill_its_entries() {
    half_meets_the_targets("check", 20);
}

/// The second check half (articles of news of memory cards among them, gathered after the
/// first check): every article gets its kind. Its two microSD announcements were read as
/// card reviews until an announcement scored its device's words as a review does
/// (`borrow_device_words` in rules/schema/product-news.toml).
#[test]
fn labelled_check2_articles_get_their_kind() {
    let docs = labelled("check2");
    assert!(docs.len() >= 6, "check2: {} articles", docs.len());
    let wrong: Vec<String> = docs
        .iter()
        .filter(|(_, label, r)| kind_of(r) != label)
        .map(|(name, _, r)| format!("{name} -> {}", kind_of(r)))
        .collect();
    assert!(wrong.is_empty(), "check2: wrong kinds {wrong:?}");
}

/// The five keep `storage-review`; a figure of a named StorageReview workload fits no
/// consumer entry, so the coverage tells a wrong profile from a right one.
#[test]
fn storagereview_reviews_keep_their_profile_and_fit_no_consumer_profile() {
    let reviews = [
        "corpus/de/huawei-es3600p-v5.txt",
        "corpus/de/netapp-aff-a250.txt",
        "corpus/ko/fujitsu-eternus-af250-s2.txt",
        "corpus/zh/mangstor-nx6325.txt",
        "corpus/zh/netapp-ef570.txt",
    ];
    let auto = extractor();
    let consumer = extractor()
        .forcing_profile(Some("consumer-ssd-review"))
        .unwrap();
    let (mut as_enterprise, mut as_consumer) = (0, 0);
    for path in reviews {
        let text = std::fs::read_to_string(repo().join(path)).unwrap();
        let r = auto.extract(path, &text);
        assert_eq!(kind_of(&r), "enterprise-review", "{path}");
        assert_eq!(r.schema.profile, "storage-review", "{path}");
        assert_eq!(r.schema.expected, 40, "{path}");
        as_enterprise += r.schema.covered_facts;
        as_consumer += consumer.extract(path, &text).schema.covered_facts;
    }
    assert!(
        as_consumer * 2 < as_enterprise,
        "{as_consumer} figures fit the consumer profile, {as_enterprise} the enterprise one"
    );
}

#[test]
fn a_document_that_names_no_kind_gets_the_fallback_with_confidence_zero() {
    let r = extractor().extract("plain", "Der Preis liegt bei 80 Euro.");
    let choice = r.schema.choice.unwrap();
    assert_eq!(choice.kind, "consumer-ssd-review");
    assert_eq!(choice.confidence, 0.0);
    assert!(!choice.forced);
}

#[test]
fn forcing_a_profile_by_its_alias_reports_it_forced() {
    let e = extractor().forcing_profile(Some("storage-review")).unwrap();
    let r = e.extract("x", "Die SSD liest mit 7.000 MB/s.");
    let choice = r.schema.choice.unwrap();
    assert_eq!(choice.kind, "enterprise-review");
    assert!(choice.forced);
    assert_eq!(choice.confidence, 1.0);
    let err = extractor().forcing_profile(Some("ssd")).err().unwrap();
    assert!(err.contains("consumer-ssd-review"), "{err}");
}

#[test]
fn the_profile_flag_is_taken_by_extract_and_an_unknown_name_refused() {
    let bin = env!("CARGO_BIN_EXE_benchfacts");
    let input = repo().join("tests/data/schema/tune/hdd-review__it-storagereview-wd-black-4tb.txt");
    let run = |args: &[&str]| {
        std::process::Command::new(bin)
            .args(args)
            .arg(Path::new(&input))
            .output()
            .unwrap()
    };
    let out = run(&["extract", "--format", "jsonl", "--profile", "nas-review"]);
    assert_eq!(out.status.code(), Some(0));
    let r: DocumentReport = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(r.schema.profile, "nas-review");
    assert!(r.schema.choice.unwrap().forced);
    let out = run(&["extract", "--format", "jsonl", "--profile", "floppy-review"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--profile") && stderr.contains("floppy-review"),
        "{stderr}"
    );
    let out = run(&["extract", "--format", "human", "--color", "never"]);
    let human = String::from_utf8_lossy(&out.stdout);
    let line = human
        .lines()
        .find(|l| l.trim_start().starts_with("schema hdd-review"))
        .unwrap_or_else(|| panic!("no schema line in {human}"));
    assert!(
        line.contains("expected present") && line.contains("missing:"),
        "{line}"
    );
}

/// A memory card without an A1/A2 rating writes 4K at tens to hundreds of IOPS (a card
/// test's spec lines, made up in the wording of a real one): the card profile's floor lets
/// "100 IOPS" stand, no lost K, while "5 IOPS" is still flagged.
#[test]
fn a_cards_hundred_iops_is_no_lost_multiplier() {
    let text = "Test de la carte microSD Lexar 128 Go.\n  • IOPS lecture : 500-4000 opérations/seconde\n  • IOPS écriture : 100-2000 opérations/seconde\n  • IOPS minimum : 5 opérations/seconde\n";
    let report = extractor().extract("card", text);
    assert_eq!(report.schema.profile, "card-usb-review");
    let flags = |t: &str| {
        report
            .facts
            .iter()
            .find(|f| f.text == t)
            .map(|f| f.flags.len())
    };
    assert_eq!(flags("100"), Some(0), "{:?}", report.facts);
    assert_eq!(flags("2000"), Some(0));
    assert!(flags("5").is_some_and(|n| n > 0), "{:?}", report.facts);
}
