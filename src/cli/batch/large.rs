//! Documents longer than the chunk threshold (scraper dumps, concatenations, hostile
//! files): extracted chunk by chunk (`benchfacts::stream`) on the writer thread, each
//! chunk's facts and findings written to every sink as they come, so that memory is the
//! document's text and one chunk's extraction rather than its whole report (tens to
//! hundreds of times the text). The JSON line is the one `extract` writes for a chunked
//! document, with the batch's added fields; the database rows are one transaction.

use super::db::Database;
use super::outputs::Sink;
use super::{sinks, LargeText, Outcome, Summary};
use benchfacts::model::Finding;
use benchfacts::stream::{ChunkOptions, ChunkedExtraction};
use benchfacts::Extractor;
use std::io::{BufWriter, Read, Seek, Write};
use std::path::Path;

pub struct Sinks<'s> {
    pub db: Option<(&'s mut Database, &'s Path)>,
    pub json: Option<&'s mut Sink>,
    pub csv: Option<&'s mut Sink>,
}

/// Extracts a large document and writes it to the sinks (not to the database when it is
/// stored there already); counts its facts and findings in `summary`.
pub fn write(
    outcome: &Outcome,
    large: &LargeText,
    extractor: &Extractor,
    lang: Option<&str>,
    options: ChunkOptions,
    sinks: Sinks,
    summary: &mut Summary,
) -> Result<(), String> {
    let Sinks {
        db,
        mut json,
        mut csv,
    } = sinks;
    let db_error = |path: &Path, e: rusqlite::Error| super::db::describe(path, &e);
    let mut stored = match db {
        Some((db, path)) if outcome.writes_db() => Some((
            db.large(outcome, large.encoding, large.text_source)
                .map_err(|e| db_error(path, e))?,
            path,
        )),
        _ => None,
    };
    let mut chunks = ChunkedExtraction::new(extractor, &outcome.name, &large.text, lang, options);
    let mut findings = Spill::new(&outcome.name)?;
    let mut first = true;
    let mut doc_lang = ("und".to_string(), 0.0);
    let mut any_fact = false;
    let mut text = Vec::new();
    for chunk in chunks.by_ref() {
        if first {
            first = false;
            doc_lang = (chunk.lang.clone(), chunk.lang_confidence);
            if let Some(out) = json.as_deref_mut() {
                out.write_all(&header(&outcome.name, &chunk.lang, chunk.lang_confidence))?;
            }
        }
        // Fact by fact, so that a chunk's rendering is never held whole beside its facts.
        if let Some(out) = json.as_deref_mut() {
            for fact in &chunk.facts {
                text.clear();
                if any_fact {
                    text.push(b',');
                }
                any_fact = true;
                serde_json::to_writer(&mut text, fact).map_err(|e| e.to_string())?;
                out.write_all(&text)?;
            }
            findings.push(&chunk.findings)?;
        }
        if let Some(out) = csv.as_deref_mut() {
            for fact in &chunk.facts {
                text.clear();
                sinks::csv_fact_rows(&mut text, outcome, &doc_lang.0, std::slice::from_ref(fact));
                out.write_all(&text)?;
            }
        }
        if let Some((doc, path)) = &mut stored {
            doc.add(&chunk.facts, &chunk.findings)
                .map_err(|e| db_error(path, e))?;
        }
        summary.facts += chunk.facts.len() as u64;
        for finding in &chunk.findings {
            *summary.findings.entry(finding.kind.as_str()).or_default() += 1;
        }
    }
    let schema = chunks.schema();
    if let Some(out) = json {
        if first {
            out.write_all(&header(&outcome.name, "und", 0.0))?;
        }
        out.write_all(b"],\"findings\":[")?;
        findings.copy_to(out)?;
        out.write_all(b"],\"schema\":")?;
        out.write_all(&serde_json::to_vec(&schema).map_err(|e| e.to_string())?)?;
        out.write_all(&sinks::added_fields(
            outcome,
            large.encoding,
            large.text_source,
        ))?;
        out.write_all(b"}\n")?;
    }
    if let Some((doc, path)) = stored {
        doc.finish(
            outcome,
            (&doc_lang.0, doc_lang.1),
            &schema,
            (large.encoding, large.text_source),
        )
        .map_err(|e| db_error(path, e))?;
    }
    Ok(())
}

/// The JSON line's opening up to its facts array, in the contract's field order.
fn header(doc: &str, lang: &str, confidence: f64) -> Vec<u8> {
    let mut out = b"{\"doc\":".to_vec();
    serde_json::to_writer(&mut out, doc).expect("a string serializes");
    out.extend_from_slice(b",\"lang\":");
    serde_json::to_writer(&mut out, lang).expect("a string serializes");
    out.extend_from_slice(b",\"lang_confidence\":");
    serde_json::to_writer(&mut out, &confidence).expect("a number serializes");
    out.extend_from_slice(b",\"facts\":[");
    out
}

/// The serialized findings of a large document, comma-separated, held until its facts are
/// written: in an anonymous temporary file (gone when closed, also if the process dies).
struct Spill<'n> {
    doc: &'n str,
    file: BufWriter<std::fs::File>,
    any: bool,
}

impl<'n> Spill<'n> {
    fn new(doc: &'n str) -> Result<Self, String> {
        let file = tempfile::tempfile().map_err(|e| {
            format!("{doc}: cannot create a temporary file for its findings: {e}; set TMPDIR to a writable directory")
        })?;
        Ok(Spill {
            doc,
            file: BufWriter::with_capacity(1 << 16, file),
            any: false,
        })
    }

    fn push(&mut self, findings: &[Finding]) -> Result<(), String> {
        for f in findings {
            if self.any {
                self.file.write_all(b",").map_err(|e| self.failed(&e))?;
            }
            self.any = true;
            serde_json::to_writer(&mut self.file, f).map_err(|e| self.failed(&e.into()))?;
        }
        Ok(())
    }

    fn copy_to(self, out: &mut Sink) -> Result<(), String> {
        let doc = self.doc;
        let failed = |e: std::io::Error| {
            format!("{doc}: the temporary file holding its findings failed: {e}")
        };
        let mut file = self.file.into_inner().map_err(|e| failed(e.into_error()))?;
        file.rewind().map_err(failed)?;
        let mut buffer = vec![0; 1 << 16];
        loop {
            let n = file.read(&mut buffer).map_err(failed)?;
            if n == 0 {
                return Ok(());
            }
            out.write_all(&buffer[..n])?;
        }
    }

    fn failed(&self, e: &std::io::Error) -> String {
        format!(
            "{}: cannot write the temporary file holding its findings: {e}",
            self.doc
        )
    }
}
