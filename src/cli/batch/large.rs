//! Documents longer than the chunk threshold (scraper dumps, concatenations, hostile
//! files): extracted chunk by chunk (`benchfacts::stream`) by a thread of the writer's,
//! each chunk's facts and findings written to every sink by the writer as they come, so
//! that memory is the document's text and two chunks' extractions rather than its whole
//! report (tens to hundreds of times the text). The JSON line is the one `extract` writes for a chunked
//! document, with the batch's added fields; the database rows are one transaction.

use super::db::{Database, LargeDocument};
use super::outputs::Sink;
use super::{sinks, LargeText, Outcome, Summary};
use benchfacts::model::{Finding, SchemaCheck};
use benchfacts::stream::{ChunkOptions, ChunkReport, ChunkedExtraction};
use benchfacts::Extractor;
use std::io::{BufWriter, Read, Seek, Write};
use std::path::Path;

pub struct Sinks<'s> {
    pub db: Option<(&'s mut Database, &'s Path)>,
    pub json: Option<&'s mut Sink>,
    pub csv: Option<&'s mut Sink>,
}

/// Extracts a large document and writes it to the sinks (not to the database when it is
/// stored there already); counts its facts and findings in `summary`. The chunks are
/// extracted on a thread of their own while the previous chunk is written: storing a
/// chunk's rows takes about as long as extracting it (one chunk in flight at most).
pub fn write(
    outcome: &Outcome,
    large: &LargeText,
    extractor: &Extractor,
    lang: Option<&str>,
    options: ChunkOptions,
    sinks: Sinks,
    summary: &mut Summary,
) -> Result<(), String> {
    let Sinks { db, json, csv } = sinks;
    let mut stored = match db {
        Some((db, path)) if outcome.writes_db() => Some((
            db.large(outcome, large.encoding, large.text_source)
                .map_err(|e| db_error(path, e))?,
            path,
        )),
        _ => None,
    };
    let mut writer = ChunkWriter {
        outcome,
        json,
        csv,
        findings: Spill::new(&outcome.name)?,
        lang: None,
        any_fact: false,
        text: Vec::new(),
    };
    let schema = std::thread::scope(|scope| {
        let (to_writer, chunks) = std::sync::mpsc::sync_channel(1);
        let extraction = scope.spawn(move || {
            let mut chunks =
                ChunkedExtraction::new(extractor, &outcome.name, &large.text, lang, options);
            // Ends early when the writer has failed (and dropped its end).
            for chunk in chunks.by_ref() {
                if to_writer.send(chunk).is_err() {
                    break;
                }
            }
            chunks.schema()
        });
        let written = chunks
            .iter()
            .try_for_each(|chunk| writer.chunk(&chunk, stored.as_mut(), summary));
        drop(chunks);
        let schema = extraction
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        written.map(|()| schema)
    })?;
    let doc_lang = writer.end(large, &schema)?;
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

fn db_error(path: &Path, e: rusqlite::Error) -> String {
    super::db::describe(path, &e)
}

/// Writes a large document's chunks to the JSON Lines and CSV sinks as they come.
struct ChunkWriter<'s, 'o> {
    outcome: &'o Outcome,
    json: Option<&'s mut Sink>,
    csv: Option<&'s mut Sink>,
    /// Its findings, written after its facts.
    findings: Spill<'o>,
    /// The document's language: its first chunk's.
    lang: Option<(String, f64)>,
    any_fact: bool,
    /// One fact's rendering.
    text: Vec<u8>,
}

impl ChunkWriter<'_, '_> {
    fn chunk(
        &mut self,
        chunk: &ChunkReport,
        stored: Option<&mut (LargeDocument, &Path)>,
        summary: &mut Summary,
    ) -> Result<(), String> {
        let text = &mut self.text;
        if self.lang.is_none() {
            self.lang = Some((chunk.lang.clone(), chunk.lang_confidence));
            if let Some(out) = self.json.as_deref_mut() {
                out.write_all(&header(
                    &self.outcome.name,
                    &chunk.lang,
                    chunk.lang_confidence,
                ))?;
            }
        }
        // Fact by fact, so that a chunk's rendering is never held whole beside its facts.
        if let Some(out) = self.json.as_deref_mut() {
            for fact in &chunk.facts {
                text.clear();
                if self.any_fact {
                    text.push(b',');
                }
                self.any_fact = true;
                benchfacts::write_json(text, fact).map_err(|e| e.to_string())?;
                out.write_all(text)?;
            }
            self.findings.push(&chunk.findings)?;
        }
        if let Some(out) = self.csv.as_deref_mut() {
            let doc_lang = self.lang.as_ref().map_or("und", |l| l.0.as_str());
            for fact in &chunk.facts {
                text.clear();
                sinks::csv_fact_rows(text, self.outcome, doc_lang, std::slice::from_ref(fact));
                out.write_all(text)?;
            }
        }
        if let Some((doc, path)) = stored {
            doc.add(&chunk.facts, &chunk.findings)
                .map_err(|e| db_error(path, e))?;
        }
        summary.facts += chunk.facts.len() as u64;
        for finding in &chunk.findings {
            *summary.findings.entry(finding.kind.as_str()).or_default() += 1;
        }
        Ok(())
    }

    /// Completes the JSON line (its findings and schema check, the batch's fields); gives
    /// the document's language.
    fn end(self, large: &LargeText, schema: &SchemaCheck) -> Result<(String, f64), String> {
        let no_chunk = self.lang.is_none();
        let lang = self.lang.unwrap_or_else(|| ("und".to_string(), 0.0));
        if let Some(out) = self.json {
            if no_chunk {
                out.write_all(&header(&self.outcome.name, "und", 0.0))?;
            }
            out.write_all(b"],\"findings\":[")?;
            self.findings.copy_to(out)?;
            out.write_all(b"],\"schema\":")?;
            out.write_all(&serde_json::to_vec(schema).map_err(|e| e.to_string())?)?;
            out.write_all(&sinks::added_fields(
                self.outcome,
                large.encoding,
                large.text_source,
            ))?;
            out.write_all(b"}\n")?;
        }
        Ok(lang)
    }
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
