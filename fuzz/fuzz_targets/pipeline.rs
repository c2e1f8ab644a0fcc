//! The whole pipeline on arbitrary bytes: decode, then extract (language detected), then
//! serialise. Checks the contract's invariants on the way: spans on char boundaries with
//! `text[span] == fact.text`, facts sorted by position, and no panic anywhere.
#![no_main]

use benchfacts::{input, Extractor};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EXTRACTOR: OnceLock<Extractor> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let extractor = EXTRACTOR.get_or_init(|| Extractor::new().expect("embedded rules load"));
    let Ok(text) = input::decode(data) else {
        return;
    };
    let report = extractor.extract("fuzz", text);
    for fact in &report.facts {
        let [s, e] = fact.span;
        assert!(
            s <= e && text.is_char_boundary(s) && text.is_char_boundary(e),
            "fact span {s}..{e}"
        );
        assert_eq!(&text[s..e], fact.text);
        assert!(fact.line >= 1 && fact.column >= 1);
    }
    for finding in &report.findings {
        let [s, e] = finding.span;
        assert!(
            s <= e && text.is_char_boundary(s) && text.is_char_boundary(e),
            "finding span {s}..{e}"
        );
        assert_eq!(&text[s..e], finding.text);
    }
    assert!(
        report
            .facts
            .windows(2)
            .all(|w| w[0].span[0] <= w[1].span[0]),
        "facts out of order"
    );
    serde_json::to_string(&report).expect("report serialises");
});
