//! Chunked extraction of large documents on arbitrary text, with a tiny threshold and
//! chunk size taken from the input, so that cuts fall everywhere: the chunks tile the text
//! on char boundaries, and every fact and finding of the chunked report points at its
//! exact bytes with the line and column a whole-text index gives.
#![no_main]

use benchfacts::segment::LineIndex;
use benchfacts::stream::{chunks, extract_document, ChunkOptions};
use benchfacts::{input, Extractor};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

static EXTRACTOR: OnceLock<Extractor> = OnceLock::new();

fuzz_target!(|data: &[u8]| {
    let extractor = EXTRACTOR.get_or_init(|| Extractor::new().expect("embedded rules load"));
    let Some((&size, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = input::decode(rest) else {
        return;
    };
    let options = ChunkOptions {
        threshold: 8,
        chunk_size: 1 + usize::from(size),
    };
    let mut next = 0;
    for chunk in chunks(text, options) {
        assert_eq!(chunk.start, next, "chunks tile the text");
        assert!(text.is_char_boundary(chunk.start));
        assert_eq!(&text[chunk.start..chunk.start + chunk.text.len()], chunk.text);
        next = chunk.start + chunk.text.len();
    }
    assert_eq!(next, text.len(), "chunks cover the text");
    let report = extract_document(extractor, "fuzz", text, None, options);
    let index = LineIndex::new(text);
    for fact in &report.facts {
        let [s, e] = fact.span;
        assert!(s <= e && text.is_char_boundary(s) && text.is_char_boundary(e));
        assert_eq!(&text[s..e], fact.text);
        assert_eq!(index.position(text, s), (fact.line, fact.column));
    }
    for finding in &report.findings {
        let [s, e] = finding.span;
        assert!(s <= e && text.is_char_boundary(s) && text.is_char_boundary(e));
        assert_eq!(&text[s..e], finding.text);
        assert_eq!(index.position(text, s), (finding.line, finding.column));
    }
});
