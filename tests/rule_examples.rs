//! Runs every example and counterexample written next to the rules in `rules/<locale>/`:
//! an example must yield a fact of its metric and value (and workload or qualifier where
//! given); a counterexample must yield no fact at all; a detection example must be detected
//! as its folder's language; a sentence example must be cut into the sentences given. All
//! failures are listed at once, each with its locale and where it is written.

use benchfacts::rules::RuleSet;
use benchfacts::Extractor;
use std::path::Path;

/// The embedded rules with the locales of `fixtures/rules/` (Swedish, which the project
/// does not embed: see tests/new_language.rs) laid over them, so that their examples run
/// too.
fn rules_with_fixture_locales() -> RuleSet {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/rules");
    let mut files = Vec::new();
    for locale in std::fs::read_dir(&dir).expect("fixtures/rules") {
        let locale = locale.expect("entry").path();
        for file in std::fs::read_dir(&locale).expect("locale folder") {
            let path = file.expect("entry").path();
            let relative = path
                .strip_prefix(&dir)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            files.push((relative, std::fs::read_to_string(&path).expect("rule file")));
        }
    }
    RuleSet::with_folders(files).expect("fixture rules load")
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1e-12)
}

#[test]
fn every_rule_example_holds() {
    let profile = benchfacts::schema::Profile::embedded("storage-review").expect("profile");
    let extractor =
        Extractor::from_parts(rules_with_fixture_locales(), profile).expect("extractor");
    let rules = extractor.rules();
    let mut failures = Vec::new();
    let mut checked = 0;
    for code in rules.codes() {
        let locale = rules.locale(code);
        for example in &locale.examples {
            checked += 1;
            let report = extractor.extract_as("example", &example.text, Some(code));
            let ok = report.facts.iter().any(|f| {
                f.metric == example.metric
                    && match (f.value, example.value) {
                        (Some(a), Some(b)) => close(a, b),
                        (None, None) => true,
                        _ => false,
                    }
                    && example.workload.is_none_or(|w| f.workload == Some(w))
                    && example.qualifier.is_none_or(|q| f.qualifier == Some(q))
            });
            if !ok {
                let got: Vec<String> = report
                    .facts
                    .iter()
                    .map(|f| {
                        format!(
                            "{}={:?} {:?}/{:?} {:?}",
                            f.metric.as_str(),
                            f.value,
                            f.workload,
                            f.qualifier,
                            f.text
                        )
                    })
                    .collect();
                failures.push(format!(
                    "[{code}] example {:?}: expected {} = {:?} (workload {:?}, qualifier {:?}); got {got:?}",
                    example.text,
                    example.metric.as_str(),
                    example.value,
                    example.workload,
                    example.qualifier
                ));
            }
        }
        for counter in &locale.counterexamples {
            checked += 1;
            let report = extractor.extract_as("counterexample", &counter.text, Some(code));
            if !report.facts.is_empty() {
                let got: Vec<&str> = report.facts.iter().map(|f| f.text.as_str()).collect();
                failures.push(format!(
                    "[{code}] counterexample {:?} ({}) yielded facts {got:?}",
                    counter.text, counter.why
                ));
            }
        }
    }
    assert!(checked >= 50, "only {checked} rule examples found");
    assert!(
        failures.is_empty(),
        "{} of {checked} rule examples fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_embedded_locale_compiles() {
    let rules = benchfacts::rules::RuleSet::embedded().expect("rule files parse");
    rules.validate().expect("every locale's patterns compile");
    assert!(rules.codes().len() >= 12, "locales: {:?}", rules.codes());
}

#[test]
fn every_language_example_holds() {
    let rules = rules_with_fixture_locales();
    let detector = benchfacts::lang::LanguageDetector::from_rules(&rules);
    let mut failures = Vec::new();
    let mut checked = 0;
    for language in rules.languages() {
        for example in &language.detection_examples {
            checked += 1;
            let got = detector.detect(example.text());
            if got.code != language.code {
                failures.push(format!(
                    "[{}] detection example at {} {:?} ({}): detected {:?}",
                    language.code,
                    example.at(),
                    example.text(),
                    example.why.as_deref().unwrap_or(""),
                    got
                ));
            }
        }
        // Sentences as cut for context, trimmed (a cut keeps the space after a period).
        for example in &language.sentence_examples {
            checked += 1;
            let text = example.text();
            let got: Vec<&str> =
                benchfacts::segment::quick_sentences(text, 0..text.len(), rules.sentence_rules())
                    .into_iter()
                    .map(|r| text[r].trim())
                    .collect();
            if got != example.sentences {
                failures.push(format!(
                    "[{}] sentence example at {} {text:?}: expected {:?}, got {got:?}",
                    language.code,
                    example.at(),
                    example.sentences
                ));
            }
        }
        if language.detection_examples.is_empty() {
            failures.push(format!(
                "[{}] has no [[detection_example]] in its language.toml",
                language.code
            ));
        }
    }
    assert!(checked >= 14, "only {checked} language examples found");
    assert!(
        failures.is_empty(),
        "{} of {checked} language examples fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
