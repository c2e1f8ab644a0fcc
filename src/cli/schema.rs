//! `benchfacts schema`: the output contract (`docs/contract.md`) as JSON Schema, generated
//! from the types that are serialized (`benchfacts::model`, with schemars), so that the
//! schema cannot drift from the output. The schemas are committed under `docs/schema/`
//! and a test checks that they equal what this module generates and that every line the
//! subcommands print validates against them.
//!
//! `batch --summary FILE` writes its summary as one object ([`super::batch::SummaryRecord`]).
//!
//! The line types below that are not in the library (an audit finding with its `doc`,
//! batch's added fields) describe what `audit` and `batch` write; they are used only for
//! the schema, and the validation test keeps them true to the real output.

use benchfacts::model::{DocumentReport, ErrorRecord, Finding, InputError};
use clap::{Args, ValueEnum};
use schemars::{JsonSchema, Schema};
use serde_json::{Map, Value};
use std::io::Write;
use std::process::ExitCode;

/// One line of `benchfacts audit --format jsonl`: a finding and the document it is in.
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)] // a description of the output: never built, only its schema
struct AuditFindingLine {
    /// The path as given (or `-` for standard input).
    doc: String,
    #[serde(flatten)]
    finding: Finding,
}

/// What `text_source` says spans refer to.
#[derive(JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code)]
enum TextSource {
    /// The input as read (decoded to UTF-8).
    Text,
    /// The text extracted from the input's HTML markup (scripts and styles dropped).
    Html,
}

/// One document of `benchfacts batch`: the contract's report with fields added.
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct BatchDocumentLine {
    #[serde(flatten)]
    report: DocumentReport,
    /// The WHATWG name of the encoding the input was decoded from (`UTF-8`, `UTF-16LE`,
    /// `GBK`, `Big5`, `EUC-KR`, `Shift_JIS`, `windows-1252`...); spans are byte offsets
    /// into its UTF-8 text.
    encoding: String,
    text_source: TextSource,
    /// BLAKE3 of the input's bytes (the file, or the record's line), in hexadecimal.
    content_hash: String,
    /// A JSON Lines record's fields other than `id` and `text`, carried through.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fields: Option<Map<String, Value>>,
    /// The input's identity, unique in the batch: the path as given (non-UTF-8 bytes as
    /// `\xNN`), or `FILE:LINE` for a JSON Lines record (`-:LINE` on standard input).
    input: String,
}

/// An input of `benchfacts batch` that could not be read: the contract's error record, with
/// a record's other fields.
#[derive(JsonSchema)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct BatchErrorLine {
    doc: String,
    error: InputError,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fields: Option<Map<String, Value>>,
    /// The input's identity, unique in the batch: the path as given (non-UTF-8 bytes as
    /// `\xNN`), or `FILE:LINE` for a JSON Lines record (`-:LINE` on standard input).
    input: String,
}

/// Whose output lines a schema describes.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Output {
    /// `benchfacts extract --format jsonl`: reports and error records.
    Extract,
    /// `benchfacts audit --format jsonl`: findings and error records.
    Audit,
    /// `benchfacts batch`: reports with batch's added fields, and error records.
    Batch,
    /// `benchfacts batch --summary FILE`: the batch's summary, one object.
    Summary,
}

#[derive(Args)]
pub struct SchemaArgs {
    /// The output whose lines the schema describes.
    #[arg(value_enum, default_value = "extract")]
    pub output: Output,
}

/// A schema whose lines are any one of two record types.
fn either<A: JsonSchema, B: JsonSchema>(title: &str, description: &str) -> Schema {
    let mut generator = schemars::generate::SchemaSettings::draft2020_12().into_generator();
    let a = generator.subschema_for::<A>();
    let b = generator.subschema_for::<B>();
    let mut root = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": title,
        "description": description,
        "anyOf": [a, b],
    });
    let defs: Map<String, Value> = generator
        .take_definitions(true)
        .into_iter()
        .collect::<Map<String, Value>>();
    root["$defs"] = Value::Object(defs);
    Schema::try_from(root).expect("an object is a schema")
}

/// The JSON Schema of one line of `output`.
pub fn schema_of(output: Output) -> Schema {
    match output {
        Output::Extract => either::<DocumentReport, ErrorRecord>(
            "benchfacts extract --format jsonl: one line",
            "A document's report, or the error record of an input that could not be read \
             (docs/contract.md).",
        ),
        Output::Audit => either::<AuditFindingLine, ErrorRecord>(
            "benchfacts audit --format jsonl: one line",
            "A finding with the document it is in, or the error record of an input that \
             could not be read (docs/contract.md).",
        ),
        Output::Batch => either::<BatchDocumentLine, BatchErrorLine>(
            "benchfacts batch: one line",
            "A document's report with batch's added fields, or the error record of an input \
             that could not be read (docs/contract.md, docs/batch.md).",
        ),
        Output::Summary => {
            let generator = schemars::generate::SchemaSettings::draft2020_12().into_generator();
            let mut schema = generator.into_root_schema_for::<super::batch::SummaryRecord>();
            schema.insert("title".into(), "benchfacts batch --summary FILE".into());
            schema
        }
    }
}

/// The schema as committed: pretty JSON with a final newline.
pub fn render(output: Output) -> String {
    let mut text = serde_json::to_string_pretty(&schema_of(output)).expect("a schema serializes");
    text.push('\n');
    text
}

pub fn run(args: SchemaArgs) -> std::io::Result<ExitCode> {
    let mut out = std::io::stdout().lock();
    out.write_all(render(args.output).as_bytes())?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}
