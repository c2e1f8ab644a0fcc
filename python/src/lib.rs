//! `benchfacts._benchfacts`: the native half of the Python package. It runs the library
//! and hands back each report as the JSON text `benchfacts extract --format jsonl` writes
//! for it (serialized here, outside the GIL); `benchfacts/__init__.py` parses it into
//! dicts, checks the arguments and holds the docstrings users read.

use benchfacts::model::DocumentReport;
use benchfacts::stream::{self, ChunkOptions};
use benchfacts::Extractor;
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use rayon::prelude::*;
use std::sync::OnceLock;

/// The extractor over the embedded rules, built on first use and shared by every call and
/// thread (building it compiles the rules).
fn extractor() -> PyResult<&'static Extractor> {
    static EXTRACTOR: OnceLock<Result<Extractor, String>> = OnceLock::new();
    EXTRACTOR
        .get_or_init(|| Extractor::new().map_err(|e| e.to_string()))
        .as_ref()
        .map_err(|e| PyRuntimeError::new_err(format!("benchfacts: the embedded rules: {e}")))
}

/// Refuses a language tag the rules do not know, as `--lang` does, naming the argument.
fn check_lang(extractor: &Extractor, lang: Option<&str>, argument: &str) -> PyResult<()> {
    match lang {
        Some(tag) => extractor
            .rules()
            .resolve_language(tag)
            .map(|_| ())
            .map_err(|e| PyValueError::new_err(format!("{argument}: {e}"))),
        None => Ok(()),
    }
}

/// The report of one document as `extract` makes it: whole, or in chunks beyond the
/// chunk threshold (as the CLI does for very large documents).
fn report(extractor: &Extractor, doc: &str, text: &str, lang: Option<&str>) -> DocumentReport {
    stream::extract_document(extractor, doc, text, lang, ChunkOptions::default())
}

fn to_json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("a report serializes: its maps have string keys")
}

/// The language codes of the embedded rules (what `lang` may name, besides `und` and
/// tags such as `de-DE`).
#[pyfunction]
fn languages() -> PyResult<Vec<String>> {
    Ok(extractor()?
        .rules()
        .codes()
        .iter()
        .map(|c| c.to_string())
        .collect())
}

/// The report of `text` (named `doc`) as JSON text.
#[pyfunction]
#[pyo3(signature = (text, lang, doc))]
fn extract_json(
    py: Python<'_>,
    text: String,
    lang: Option<String>,
    doc: String,
) -> PyResult<String> {
    let extractor = extractor()?;
    check_lang(extractor, lang.as_deref(), "lang")?;
    Ok(py.detach(|| to_json(&report(extractor, &doc, &text, lang.as_deref()))))
}

/// The reports of many documents as JSON texts, in input order, extracted in parallel
/// (rayon) with the GIL released: on `threads` threads, or on rayon's global pool (one
/// thread per core) when `None`. `docs` and `langs` go with `texts` item by item.
#[pyfunction]
#[pyo3(signature = (texts, docs, langs, threads))]
fn extract_many_json(
    py: Python<'_>,
    texts: Vec<String>,
    docs: Vec<String>,
    langs: Vec<Option<String>>,
    threads: Option<usize>,
) -> PyResult<Vec<String>> {
    let extractor = extractor()?;
    if docs.len() != texts.len() || langs.len() != texts.len() {
        return Err(PyValueError::new_err(
            "texts, docs and langs: one of each per document",
        ));
    }
    for (i, lang) in langs.iter().enumerate() {
        check_lang(
            extractor,
            lang.as_deref(),
            &format!("texts_or_records[{i}]['lang']"),
        )?;
    }
    let run = || -> Vec<String> {
        texts
            .par_iter()
            .zip(&docs)
            .zip(&langs)
            .map(|((text, doc), lang)| to_json(&report(extractor, doc, text, lang.as_deref())))
            .collect()
    };
    match threads {
        None => Ok(py.detach(run)),
        Some(n) => {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .map_err(|e| PyRuntimeError::new_err(format!("threads: {e}")))?;
            Ok(py.detach(|| pool.install(run)))
        }
    }
}

/// The findings of `text` as a JSON array, and whether it was compared with `reference`
/// (the original's text) figure by figure: not when there is no reference, nor for a text
/// beyond the chunk threshold, which is audited by the detectors alone, in chunks (as
/// `benchfacts audit --reference` does).
#[pyfunction]
#[pyo3(signature = (text, lang, reference))]
fn audit_json(
    py: Python<'_>,
    text: String,
    lang: Option<String>,
    reference: Option<String>,
) -> PyResult<(String, bool)> {
    let extractor = extractor()?;
    check_lang(extractor, lang.as_deref(), "lang")?;
    let lang = lang.as_deref();
    Ok(py.detach(|| {
        let whole = text.len() <= ChunkOptions::default().threshold;
        match &reference {
            Some(original) if whole => {
                // The original is read in the language detected for it, as the CLI does.
                let original = extractor.extract("reference", original);
                let report = extractor.extract_against("-", &text, lang, &original);
                (to_json(&report.findings), true)
            }
            _ => (
                to_json(&report(extractor, "-", &text, lang).findings),
                false,
            ),
        }
    }))
}

#[pymodule]
fn _benchfacts(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(languages, m)?)?;
    m.add_function(wrap_pyfunction!(extract_json, m)?)?;
    m.add_function(wrap_pyfunction!(extract_many_json, m)?)?;
    m.add_function(wrap_pyfunction!(audit_json, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
