//! The number scanner of every locale on arbitrary UTF-8: no panic, tokens inside the
//! range, on char boundaries, in order and not overlapping.
#![no_main]

use benchfacts::numbers::scan_numbers;
use benchfacts::Extractor;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EXTRACTOR: OnceLock<Extractor> = OnceLock::new();

fuzz_target!(|text: &str| {
    let extractor = EXTRACTOR.get_or_init(|| Extractor::new().expect("embedded rules load"));
    let rules = extractor.rules();
    for code in rules.codes() {
        let locale = rules.locale(code);
        let tokens = scan_numbers(text, 0..text.len(), locale);
        let mut last_end = 0;
        for t in &tokens {
            assert!(
                t.start >= last_end,
                "{code}: tokens overlap or are out of order"
            );
            assert!(
                t.start < t.end && t.end <= text.len(),
                "{code}: token {}..{}",
                t.start,
                t.end
            );
            let e = t.end_with_multiplier();
            assert!(e >= t.end && e <= text.len());
            for b in [t.start, t.end, e] {
                assert!(
                    text.is_char_boundary(b),
                    "{code}: offset {b} not on a char boundary"
                );
            }
            last_end = e;
        }
    }
});
