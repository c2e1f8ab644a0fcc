//! A language the project does not embed, added from rule files alone: Swedish, written in
//! `fixtures/rules/sv/` and loaded with `--rules fixtures/rules` (or
//! `RuleSet::with_folders`), reads the Swedish review paragraph of
//! `fixtures/new_language/sv-990-pro.txt` with the right values. The paragraph is the
//! project's own, in the style of the corpus reviews; each value below was checked by
//! reading it (line 3: "läser upp till 7 450 MB/s och skriver upp till 6 900 MB/s ...
//! klarar enheten 1,2 miljoner IOPS, och latensen ligger på 0,08 millisekunder"; line 5:
//! "Den största modellen rymmer 4 TB.").
//!
//! Also here: how rules that do not load are refused (`file:line:col`, exit status 2), and
//! how `--lang` tags are resolved.

use benchfacts::lang::LanguageDetector;
use benchfacts::rules::RuleSet;
use serde_json::Value;
use std::path::Path;
use std::process::{Command, Output};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");
const PARAGRAPH: &str = "fixtures/new_language/sv-990-pro.txt";

fn benchfacts(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_benchfacts"))
        .current_dir(ROOT)
        .args(args)
        .output()
        .expect("run benchfacts")
}

fn report(o: &Output) -> Value {
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let text = String::from_utf8(o.stdout.clone()).expect("utf-8");
    serde_json::from_str(text.lines().next().expect("one report")).expect("JSON")
}

/// (metric, value, text as written, line, column) of each fact.
fn facts(report: &Value) -> Vec<(String, f64, String, u64, u64)> {
    report["facts"]
        .as_array()
        .expect("facts")
        .iter()
        .map(|f| {
            (
                f["metric"].as_str().unwrap().to_string(),
                f["value"].as_f64().unwrap(),
                f["text"].as_str().unwrap().to_string(),
                f["line"].as_u64().unwrap(),
                f["column"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// What the Swedish paragraph says, in the contract's canonical units (B/s, IOPS, s, B).
fn expected() -> Vec<(String, f64, String, u64, u64)> {
    [
        ("bandwidth", 7.45e9, "7 450 MB/s", 3, 32),
        ("bandwidth", 6.9e9, "6 900 MB/s", 3, 64),
        ("iops", 1.2e6, "1,2 miljoner IOPS", 3, 143),
        ("latency", 8e-5, "0,08 millisekunder", 3, 185),
        ("capacity", 4e12, "4 TB", 5, 29),
    ]
    .into_iter()
    .map(|(m, v, t, l, c)| (m.to_string(), v, t.to_string(), l, c))
    .collect()
}

#[test]
fn swedish_from_rule_files_alone_is_detected_and_read() {
    let r = report(&benchfacts(&[
        "extract",
        "--format",
        "jsonl",
        "--rules",
        "fixtures/rules",
        PARAGRAPH,
    ]));
    assert_eq!(r["lang"], "sv", "{r}");
    assert_eq!(facts(&r), expected());
    for f in r["facts"].as_array().unwrap() {
        assert_eq!(f["lang"], "sv");
    }
}

#[test]
fn swedish_forced_with_lang_reads_the_same() {
    for tag in ["sv", "sv-SE", "SV"] {
        let r = report(&benchfacts(&[
            "extract",
            "--format",
            "jsonl",
            "--rules",
            "fixtures/rules",
            "--lang",
            tag,
            PARAGRAPH,
        ]));
        assert_eq!(r["lang"], "sv", "{tag}");
        assert_eq!(facts(&r), expected(), "{tag}");
    }
}

#[test]
fn without_the_swedish_rules_the_paragraph_is_misread_and_sv_is_refused() {
    // The embedded rules take it for German, where a space groups no thousands: the
    // figures come out wrong ("450 MB/s"), which is what the rule files repair.
    let r = report(&benchfacts(&["extract", "--format", "jsonl", PARAGRAPH]));
    assert_ne!(r["lang"], "sv");
    assert_ne!(facts(&r), expected());
    let o = benchfacts(&["extract", "--lang", "sv", PARAGRAPH]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("unknown language \"sv\": the rules have de, en, es, fr, it, ja, ko, nl, pl, pt, ru, zh"),
        "{err}"
    );
}

#[test]
fn audit_and_batch_take_the_rules_too() {
    let o = benchfacts(&[
        "audit",
        "--format",
        "jsonl",
        "--rules",
        "fixtures/rules",
        PARAGRAPH,
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("facts.jsonl");
    let o = benchfacts(&[
        "batch",
        "--rules",
        "fixtures/rules",
        "--output",
        out.to_str().unwrap(),
        PARAGRAPH,
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.contains("\"lang\":\"sv\""), "{written}");
    assert!(written.contains("1,2 miljoner IOPS"), "{written}");
}

/// The `.toml` files under `dir`, as `--rules` reads them.
fn rule_files(dir: &Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    for locale in std::fs::read_dir(dir).unwrap() {
        let locale = locale.unwrap().path();
        for file in std::fs::read_dir(&locale).unwrap() {
            let path = file.unwrap().path();
            let relative = path
                .strip_prefix(dir)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            files.push((relative, std::fs::read_to_string(&path).unwrap()));
        }
    }
    files
}

#[test]
fn lingua_detects_swedish_with_no_rebuild_of_the_rules() {
    let rules = RuleSet::with_folders(rule_files(&Path::new(ROOT).join("fixtures/rules")))
        .expect("the Swedish rules load");
    assert!(rules.codes().contains(&"sv"));
    let detector = LanguageDetector::from_rules(&rules);
    assert!(detector.languages_without_model().is_empty());
    // No word of this sentence is a listed function word: lingua decides.
    let g = detector.detect("Prestandan överraskade positivt hela vägen genom testerna");
    assert_eq!(g.code, "sv", "{g:?}");
    // And German prose stays German with Swedish loaded.
    let g = detector.detect("Die Latenz lag bei allen Tests unter einer Millisekunde.");
    assert_eq!(g.code, "de", "{g:?}");
}

/// Runs `extract --rules DIR` over a one-line document with the files given.
fn extract_with_rules(files: &[(&str, &str)]) -> Output {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let doc = dir.path().join("doc.txt");
    std::fs::write(&doc, "7 000 MB/s").unwrap();
    benchfacts(&[
        "extract",
        "--rules",
        dir.path().to_str().unwrap(),
        doc.to_str().unwrap(),
    ])
}

const LOCALE: &str =
    "[locale]\ncode = \"sv\"\nname = \"Svenska\"\nnumber_styles = [\"comma_decimal\"]\n";
const LANGUAGE: &str = "[language]\nlingua = \"Swedish\"\nscript = \"latin\"\n";

#[test]
fn rules_that_do_not_load_are_refused_with_file_line_and_column() {
    let cases: [(&[(&str, &str)], &str); 6] = [
        (
            &[("sv/locale.toml", LOCALE), ("sv/language.toml", "[language]\nlingua = \"Swedish\"\nscript = \"runic\"\n")],
            "sv/language.toml:3:10: unknown script \"runic\"; known: latin, cyrillic, han, kana, hangul",
        ),
        (
            &[("sv/locale.toml", LOCALE), ("sv/language.toml", "[language]\nlingua = \"Swedish\"\nscript = \"latin\"\nfunction_words = [\"och\", \"Att\"]\n")],
            "sv/language.toml:4:26: function word \"Att\" must be lowercase letters",
        ),
        (
            &[("sv/locale.toml", LOCALE), ("sv/language.toml", LANGUAGE), ("sv/context.toml", "[[workload]]\nid = \"sql\"\npatterns = [\"SQL(\"]\n")],
            "sv/context.toml:3:13: pattern \"SQL(\" does not compile",
        ),
        (
            &[("sv/locale.toml", LOCALE), ("sv/language.toml", "[language]\nlingua = \"Swedish\"\nscript = latin\n")],
            "sv/language.toml:3:10: ",
        ),
        (
            &[("sv/locale.toml", LOCALE)],
            "locale 'sv' has no [language] table",
        ),
        (
            &[("sv/locale.toml", LOCALE), ("sv/language.toml", "[language]\nlingua = \"Russian\"\nscript = \"cyrillic\"\n")],
            "sv/language.toml:3:10: script \"cyrillic\" is claimed by 'ru' too (ru/language.toml:",
        ),
    ];
    for (files, message) in cases {
        let o = extract_with_rules(files);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert!(err.contains(message), "expected {message:?} in {err}");
        assert!(o.stdout.is_empty(), "no document is read");
    }
}

#[test]
fn a_folder_given_replaces_the_embedded_one_and_says_so() {
    let o = extract_with_rules(&[("sv/locale.toml", LOCALE), ("sv/language.toml", LANGUAGE)]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let o = extract_with_rules(&[
        (
            "de/locale.toml",
            "[locale]\ncode = \"de\"\nname = \"Deutsch\"\nnumber_styles = [\"comma_decimal\"]\n",
        ),
        (
            "de/language.toml",
            "[language]\nlingua = \"German\"\nscript = \"latin\"\n",
        ),
    ]);
    assert_eq!(o.status.code(), Some(0));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("replaces the embedded rules/de/"), "{err}");
}

#[test]
fn lang_tags_resolve_against_the_loaded_rules() {
    let rules = RuleSet::embedded().unwrap();
    for (tag, code) in [
        ("de", "de"),
        ("de-DE", "de"),
        ("de_AT", "de"),
        ("zh-TW", "zh"),
        ("zh-Hant", "zh"),
        ("ZH-hans-CN", "zh"),
        ("und", "und"),
    ] {
        assert_eq!(rules.resolve_language(tag), Ok(code), "{tag}");
    }
    for tag in ["german", "sv", "", "xx-DE"] {
        let err = rules.resolve_language(tag).unwrap_err();
        assert_eq!(err.known.len(), 12, "{tag}");
    }
    let o = benchfacts(&["extract", "--lang", "german", PARAGRAPH]);
    assert_eq!(o.status.code(), Some(2));
    let o = benchfacts(&["audit", "--lang", "xx", PARAGRAPH]);
    assert_eq!(o.status.code(), Some(2));
}
