//! The worker threads' part of a batch: a unit's bytes read (with the reader every
//! subcommand shares, `crate::cli::inputs`) and hashed, then decoded, extracted and
//! rendered into the [`Outcome`] the writer thread stores and prints.

use super::pipeline::Lookup;
use super::units::{input_name, Unit};
use super::{sinks, Extracted, LargeText, Outcome, Settings, Status, LARGE_TEXT};
use crate::cli::inputs::{self, Kind};
use crate::cli::records::parse_record;
use benchfacts::model::InputError;
use serde_json::{Map, Value};

/// An input read into memory, not yet decoded.
pub struct Loaded {
    pub input: String,
    pub name: String,
    pub hash: Option<String>,
    pub bytes: u64,
    pub fields: Option<Map<String, Value>>,
    pub body: Result<Body, InputError>,
}

pub enum Body {
    File { data: Vec<u8>, html: bool },
    Record { text: String },
}

impl Loaded {
    fn failed(input: String, name: String, error: InputError) -> Self {
        Loaded {
            input,
            name,
            hash: None,
            bytes: 0,
            fields: None,
            body: Err(error),
        }
    }
}

/// 128 bits of the BLAKE3 of an input's identity and content hash.
pub fn identity(input: &str, hash: &str) -> [u8; 16] {
    let mut hasher = blake3::Hasher::new();
    hasher.update(input.as_bytes());
    hasher.update(b"\0");
    hasher.update(hash.as_bytes());
    let mut id = [0; 16];
    id.copy_from_slice(&hasher.finalize().as_bytes()[..16]);
    id
}

/// Reads a unit's bytes and hashes them (worker thread).
pub fn load(unit: Unit, settings: &Settings) -> Loaded {
    match unit {
        Unit::Failed { name, error } => Loaded::failed(name.clone(), name, error),
        Unit::File { path, .. } => {
            let name = path.display().to_string();
            let input = input_name(&path);
            let html = Kind::of(&path) == Kind::Html;
            let data = inputs::read_file(&path, settings.read);
            let hash = data
                .as_ref()
                .ok()
                .map(|d| blake3::hash(d).to_hex().to_string());
            let bytes = data.as_ref().map_or(0, |d| d.len() as u64);
            Loaded {
                input,
                name,
                hash,
                bytes,
                fields: None,
                body: data.map(|data| Body::File { data, html }),
            }
        }
        Unit::Record {
            origin,
            line,
            bytes,
        } => {
            let input = format!("{origin}:{line}");
            let data = match bytes {
                Ok(data) => data,
                Err(error) => return Loaded::failed(input.clone(), input, error),
            };
            let hash = Some(blake3::hash(&data).to_hex().to_string());
            let size = data.len() as u64;
            let (name, fields, body) = match parse_record(&origin, line, &data) {
                Ok(r) => (r.name, Some(r.fields), Ok(Body::Record { text: r.text })),
                Err((name, error)) => (name, None, Err(error)),
            };
            Loaded {
                input,
                name,
                hash,
                bytes: size,
                fields,
                body,
            }
        }
    }
}

/// Decodes and extracts a loaded input, and renders its output (worker thread).
pub fn finish(loaded: Loaded, lookup: Lookup, repeated: bool, settings: &Settings) -> Outcome {
    let Lookup { skip, claim } = lookup;
    let skipped = skip.is_some();
    let Loaded {
        input,
        name,
        hash,
        bytes,
        fields,
        body,
    } = loaded;
    // A document already stored is extracted again for the JSON Lines and CSV outputs
    // only: every run writes every input to them, so that a rerun or a resumed batch
    // leaves each output whole.
    let stored = skipped && (settings.json || settings.csv);
    let status = if let Some(counts) = skip.filter(|_| !stored) {
        Status::Skipped(counts)
    } else {
        body.and_then(|body| extract(&name, body, settings))
            .unwrap_or_else(Status::Failed)
    };
    let mut outcome = Outcome {
        input,
        name,
        hash,
        bytes,
        fields,
        status,
        stored,
        repeated,
        claim,
        json: Vec::new(),
        csv: Vec::new(),
    };
    if settings.json {
        outcome.json = sinks::json_line(&outcome);
    }
    if settings.csv {
        outcome.csv = sinks::csv_rows(&outcome);
    }
    if !settings.db {
        if let Status::Extracted(x) = &mut outcome.status {
            x.report.facts = Vec::new();
            x.report.findings = Vec::new();
        }
    }
    outcome
}

/// Decodes an input; a text longer than [`LARGE_TEXT`] is handed on whole, for the
/// writer to extract on its own (in chunks beyond the chunk threshold), and any other is
/// extracted here.
fn extract(name: &str, body: Body, settings: &Settings) -> Result<Status, InputError> {
    let (text, encoding, text_source) = match body {
        Body::Record { text } => (text, "UTF-8", "text"),
        Body::File { data, html } => {
            let document = inputs::decode_document(data, settings.read.encoding, html)?;
            (document.text, document.encoding, document.text_source)
        }
    };
    if text.len() > LARGE_TEXT.min(settings.chunking.threshold) {
        return Ok(Status::Large(LargeText {
            text,
            encoding,
            text_source,
        }));
    }
    // One document must never stop the batch, even if a stage has a bug.
    let report = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        settings.extractor.extract_as(name, &text, settings.lang)
    }))
    .map_err(|_| InputError {
        kind: "internal".into(),
        message: "the extractor failed on this document (a bug: please report it with the file)"
            .into(),
    })?;
    Ok(Status::Extracted(Box::new(Extracted {
        facts: report.facts.len() as u64,
        finding_kinds: report.findings.iter().map(|f| f.kind.as_str()).collect(),
        report,
        encoding,
        text_source,
    })))
}
