//! The JSON Lines and CSV renderings of a batch's outcomes. A document's line is the
//! contract's report with fields added (`encoding`, `text_source`, `content_hash`, and
//! `fields` for what a JSON Lines record carried besides `id` and `text`, `input` for the
//! input's unique identity); an input that failed is the contract's error record with
//! `input` added. Rendering happens on the worker threads, so
//! the writer only copies bytes.

use super::{Outcome, Status};
use benchfacts::model::{DocumentReport, Fact, InputError};
use serde::Serialize;
use serde_json::{Map, Value};
use std::io::Write;

#[derive(Serialize)]
struct DocumentLine<'a> {
    #[serde(flatten)]
    report: &'a DocumentReport,
    /// The encoding the input was decoded from; spans are byte offsets into its UTF-8 text.
    encoding: &'a str,
    /// `text` when spans refer to the input as read, `html` when they refer to the text
    /// extracted from its markup.
    text_source: &'a str,
    /// BLAKE3 of the input's bytes (the file, or the record's line).
    content_hash: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    fields: Option<&'a Map<String, Value>>,
    /// The input's identity, unique in the batch: the path as given (non-UTF-8 bytes as
    /// `\xNN`), or `FILE:LINE` for a JSON Lines record, whose `doc` is its id.
    input: &'a str,
}

#[derive(Serialize)]
struct ErrorLine<'a> {
    doc: &'a str,
    error: &'a InputError,
    #[serde(skip_serializing_if = "Option::is_none")]
    fields: Option<&'a Map<String, Value>>,
    input: &'a str,
}

/// The JSON line of an outcome, newline included (nothing for a skipped one).
pub fn json_line(outcome: &Outcome) -> Vec<u8> {
    let mut line = Vec::new();
    let written = match &outcome.status {
        Status::Skipped(_) | Status::Large(_) => return Vec::new(),
        Status::Extracted(extracted) => benchfacts::write_json(
            &mut line,
            &DocumentLine {
                report: &extracted.report,
                encoding: extracted.encoding,
                text_source: extracted.text_source,
                content_hash: outcome.hash.as_deref().unwrap_or_default(),
                fields: outcome.fields.as_ref(),
                input: &outcome.input,
            },
        ),
        Status::Failed(error) => benchfacts::write_json(
            &mut line,
            &ErrorLine {
                doc: &outcome.name,
                error,
                fields: outcome.fields.as_ref(),
                input: &outcome.input,
            },
        ),
    };
    written.expect("a report serializes: its maps have string keys");
    line.push(b'\n');
    line
}

/// The columns; `input` (the input's unique identity, see the JSON line's) was added, then
/// the subject and test columns (issue 15), after all the others.
pub const CSV_HEADER: &str = "doc,product,lang,metric,value,unit,text,span_start,span_end,line,column,workload,qualifier,flags,suggested_value,unit_text,input,subject,subject_role,variant,block_size_bytes,access,op,read_percent,queue_depth,threads,tool,protocol,cache,raid,vm_count\n";

/// The CSV rows of an outcome's facts (none for an input that failed).
pub fn csv_rows(outcome: &Outcome) -> Vec<u8> {
    let mut out = Vec::new();
    let Status::Extracted(extracted) = &outcome.status else {
        return out;
    };
    let report = &extracted.report;
    csv_fact_rows(&mut out, outcome, &report.lang, &report.facts);
    out
}

/// The CSV rows of facts of an outcome's document, whose language is `lang`.
pub fn csv_fact_rows(out: &mut Vec<u8>, outcome: &Outcome, lang: &str, facts: &[Fact]) {
    let product = outcome.product();
    for fact in facts {
        let flags: Vec<&str> = fact.flags.iter().map(|k| k.as_str()).collect();
        let cells = [
            outcome.name.as_str(),
            product.as_str(),
            lang,
            fact.metric.as_str(),
            &fact.value.map(|v| v.to_string()).unwrap_or_default(),
            &fact.unit,
            &fact.text,
            &fact.span[0].to_string(),
            &fact.span[1].to_string(),
            &fact.line.to_string(),
            &fact.column.to_string(),
            fact.workload.map_or("", |w| w.as_str()),
            fact.qualifier.map_or("", |q| q.as_str()),
            &flags.join(";"),
            &fact
                .suggested_value
                .map(|v| v.to_string())
                .unwrap_or_default(),
            &fact.unit_text,
            &outcome.input,
            fact.subject.as_deref().unwrap_or_default(),
            fact.subject_role.as_str(),
            fact.variant.as_deref().unwrap_or_default(),
            &number(fact.test.block_size_bytes),
            fact.test.access.map_or("", |a| a.as_str()),
            fact.test.op.map_or("", |o| o.as_str()),
            &number(fact.test.read_percent),
            &number(fact.test.queue_depth),
            &number(fact.test.threads),
            fact.test.tool.as_deref().unwrap_or_default(),
            fact.setup.protocol.as_deref().unwrap_or_default(),
            fact.setup.cache.map_or("", |c| c.as_str()),
            fact.setup.raid.as_deref().unwrap_or_default(),
            &number(fact.setup.vm_count),
        ];
        for (i, cell) in cells.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            if FREE_TEXT_COLUMNS.contains(&i) {
                write_csv_text_cell(out, cell);
            } else {
                write_csv_cell(out, cell);
            }
        }
        out.push(b'\n');
    }
}

/// The fields a batch adds after a report's own, as the JSON text that follows its
/// `"schema":{...}` (leading comma, no closing brace).
pub fn added_fields(outcome: &Outcome, encoding: &str, text_source: &str) -> Vec<u8> {
    #[derive(Serialize)]
    struct Added<'a> {
        encoding: &'a str,
        text_source: &'a str,
        content_hash: &'a str,
        #[serde(skip_serializing_if = "Option::is_none")]
        fields: Option<&'a Map<String, Value>>,
        input: &'a str,
    }
    let mut json = serde_json::to_vec(&Added {
        encoding,
        text_source,
        content_hash: outcome.hash.as_deref().unwrap_or_default(),
        fields: outcome.fields.as_ref(),
        input: &outcome.input,
    })
    .expect("strings and a map of JSON values serialize");
    json[0] = b',';
    json.pop();
    json
}

/// A number cell, empty for none.
fn number<T: ToString>(n: Option<T>) -> String {
    n.map(|n| n.to_string()).unwrap_or_default()
}

/// The columns whose text comes from the input (doc, product, text, unit_text, input,
/// subject, variant, raid): the others are numbers and names of fixed sets the tool
/// writes (the tool and protocol names are the rules').
const FREE_TEXT_COLUMNS: [usize; 8] = [0, 1, 6, 15, 16, 17, 19, 29];

/// A cell of text from the input: one starting with `=`, `+`, `-`, `@`, a tab or a
/// carriage return is a formula to a spreadsheet (which may run it when the CSV is
/// opened), so it gets a leading `'`, which spreadsheets read as "this is text".
fn write_csv_text_cell(out: &mut Vec<u8>, cell: &str) {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        write_csv_cell(out, &format!("'{cell}"));
    } else {
        write_csv_cell(out, cell);
    }
}

/// RFC 4180 quoting: a cell with a comma, quote or line break is quoted, quotes doubled.
fn write_csv_cell(out: &mut Vec<u8>, cell: &str) {
    if cell.contains([',', '"', '\n', '\r']) {
        out.push(b'"');
        let _ = out.write_all(cell.replace('"', "\"\"").as_bytes());
        out.push(b'"');
    } else {
        out.extend_from_slice(cell.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_text_cells_that_a_spreadsheet_would_run_are_escaped() {
        let mut out = Vec::new();
        for cell in [
            "=HYPERLINK(\"http://x\")",
            "+1",
            "-2 ms",
            "@SUM(A1)",
            "787.910 IOPS",
        ] {
            write_csv_text_cell(&mut out, cell);
            out.push(b'\n');
        }
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "\"'=HYPERLINK(\"\"http://x\"\")\"\n'+1\n'-2 ms\n'@SUM(A1)\n787.910 IOPS\n"
        );
    }

    #[test]
    fn csv_cells_are_quoted_only_when_needed() {
        let mut out = Vec::new();
        write_csv_cell(&mut out, "787.910 IOPS");
        out.push(b',');
        write_csv_cell(&mut out, "1,5 ms \"peak\"");
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "787.910 IOPS,\"1,5 ms \"\"peak\"\"\""
        );
    }
}
