//! Runs every example and counterexample written next to the rules in `rules/<locale>/`:
//! an example must yield a fact of its metric and value (and workload or qualifier where
//! given); a counterexample must yield no fact at all. All failures are listed at once.

use benchfacts::Extractor;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1e-12)
}

#[test]
fn every_rule_example_holds() {
    let extractor = Extractor::new().expect("embedded rules load");
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
