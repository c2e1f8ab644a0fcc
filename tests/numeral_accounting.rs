//! Every numeral of a sentence that has figures ends up as a fact, or is recognised as no
//! figure (a version, a model number, a test name...): nothing is dropped without a trace.
//! Checked over the corpus with `Analysis::account_numerals` (what `extract --explain`
//! prints).

use benchfacts::{Extractor, NotAFigure, NumeralFate};
use std::path::Path;

fn corpus_documents() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut docs = Vec::new();
    for lang in std::fs::read_dir(&root).expect("corpus/") {
        let lang = lang.expect("entry").path();
        for file in std::fs::read_dir(&lang).expect("language folder") {
            let path = file.expect("entry").path();
            if path.extension().is_some_and(|e| e == "txt") {
                let text = std::fs::read_to_string(&path).expect("corpus text");
                docs.push((path.display().to_string(), text));
            }
        }
    }
    docs.sort();
    docs
}

#[test]
fn every_numeral_of_a_figure_sentence_is_accounted_for() {
    let extractor = Extractor::new().unwrap();
    let mut lost = Vec::new();
    let (mut facts, mut others) = (0, 0);
    for (name, text) in corpus_documents() {
        let analysis = extractor.analyse(&text, None);
        for account in analysis.account_numerals() {
            match account.fate {
                NumeralFate::Fact(i) => {
                    facts += 1;
                    let span = analysis.facts()[i].span;
                    // The numeral is inside the text of the fact it is said to be.
                    assert!(
                        span[0] <= account.span.0 && account.span.0 < span[1],
                        "{name}: {:?} at {:?} is not inside its fact {:?}",
                        &text[account.span.0..account.span.1],
                        account.span,
                        analysis.facts()[i].text
                    );
                }
                NumeralFate::NotAFigure(_) => others += 1,
                NumeralFate::Unaccounted => lost.push(format!(
                    "{name}: {:?} in {:?}",
                    &text[account.span.0..account.span.1],
                    &text[account.sentence.clone()]
                )),
            }
        }
    }
    assert!(
        lost.is_empty(),
        "numerals lost without a trace:\n{}",
        lost.join("\n")
    );
    // The corpus has well over a thousand figures, and versions, models and dates besides.
    assert!(
        facts > 1000 && others > 100,
        "{facts} facts, {others} others"
    );
}

#[test]
fn the_accounting_names_what_each_numeral_became() {
    let extractor = Extractor::new().unwrap();
    let text =
        "Über PCIe 4.0 erreicht die 990 PRO bei QD 32 bis zu 7.450 MB/s und 2023 ein Modell A250.";
    let analysis = extractor.analyse(text, Some("de"));
    let got: Vec<(&str, NumeralFate)> = analysis
        .account_numerals()
        .into_iter()
        .map(|a| (&text[a.span.0..a.span.1], a.fate))
        .collect();
    let no_unit = NumeralFate::NotAFigure(NotAFigure::NoUnit);
    let in_word = NumeralFate::NotAFigure(NotAFigure::InWord);
    assert_eq!(
        got,
        vec![
            ("4.0", no_unit),
            ("990", no_unit),
            ("32", no_unit),
            ("7.450", NumeralFate::Fact(0)),
            ("2023", no_unit),
            ("250", in_word),
        ]
    );
}
