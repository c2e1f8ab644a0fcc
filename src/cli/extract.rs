//! `benchfacts extract`: the facts of each document, as JSON Lines or a table.

use super::human::{self, TerminalArgs};
use super::inputs::{read_all, Input, InputArgs};
use super::spill::Spill;
use benchfacts::model::ErrorRecord;
use benchfacts::stream::{ChunkOptions, ChunkedExtraction};
use benchfacts::Extractor;
use clap::{Args, ValueEnum};
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One JSON object per document, as the output contract specifies.
    Jsonl,
    /// A readable table per document (the default on a terminal).
    Human,
}

#[derive(Args)]
pub struct ExtractArgs {
    #[command(flatten)]
    pub input: InputArgs,
    /// Output format; `human` on a terminal, `jsonl` otherwise.
    #[arg(long, value_enum)]
    pub format: Option<Format>,
    /// Read every document as this language instead of detecting it: a code of the
    /// loaded rules (de, en, zh...) or a tag whose first part is one (de-DE, zh-TW,
    /// zh-Hant); `und` reads it as no language. An unknown tag is refused.
    #[arg(long)]
    pub lang: Option<String>,
    /// Check every document against this profile instead of choosing its kind:
    /// enterprise-review (alias storage-review), consumer-ssd-review, hdd-review,
    /// nas-review, card-usb-review, product-news. An unknown name is refused.
    #[arg(long, value_name = "NAME")]
    pub profile: Option<String>,
    /// Lay the rule folders of DIR over the embedded ones: DIR/sv/*.toml adds a locale,
    /// DIR/de/*.toml replaces the embedded German rules whole. Checked when loaded.
    #[arg(long, value_name = "DIR")]
    pub rules: Option<std::path::PathBuf>,
    /// Documents longer than this many bytes are extracted in chunks (for tests).
    /// (0 chunks every document: the streaming writer on whole documents.)
    #[arg(long, hide = true, default_value_t = benchfacts::stream::CHUNK_THRESHOLD)]
    pub chunk_threshold: usize,
    /// Target chunk length in bytes of a chunked document (for tests).
    #[arg(long, hide = true, default_value_t = benchfacts::stream::CHUNK_SIZE, value_parser = super::inputs::positive)]
    pub chunk_size: usize,
    /// Serialized findings of a chunked document beyond this many bytes wait in a temporary
    /// file (for tests).
    #[arg(long, hide = true, default_value_t = FINDINGS_IN_MEMORY)]
    pub findings_in_memory: usize,
    /// Instead of the facts, show for each sentence with figures every numeral and what
    /// became of it (a fact, a number that is no figure and why): for debugging a reading.
    #[arg(long)]
    pub explain: bool,
    #[command(flatten)]
    pub terminal: TerminalArgs,
}

/// Serialized findings of a chunked document up to this many bytes wait in memory for its
/// facts to be written; beyond, in an anonymous temporary file.
const FINDINGS_IN_MEMORY: usize = 4 << 20;

pub fn run(args: ExtractArgs) -> std::io::Result<ExitCode> {
    let (paint, _) = args.terminal.paints();
    let (walk, options) = args.input.open().map_err(usage_error)?;
    let extractor = super::rules::extractor(
        args.rules.as_deref(),
        args.lang.as_deref(),
        args.profile.as_deref(),
    )?;
    let stdout = std::io::stdout();
    let format = args.format.unwrap_or(if stdout.is_terminal() {
        Format::Human
    } else {
        Format::Jsonl
    });
    let quiet = args.terminal.quiet;
    walk.print_notes(quiet, args.terminal.verbose);
    if walk.reads_a_terminal() && !quiet {
        human::note(
            "reading the document from standard input (end it with Ctrl-D; pass a PATH to read files)",
        );
    }
    let mut out = std::io::BufWriter::new(super::stdout::StandardOutput(stdout.lock()));
    let mut failed = false;
    let chunking = ChunkOptions {
        threshold: args.chunk_threshold,
        chunk_size: args.chunk_size,
    };
    let lang = args.lang.as_deref();
    // One document's JSON line, written whole (src/kernels/json.rs), the buffer reused.
    let mut line: Vec<u8> = Vec::new();
    for source in &walk.sources {
        read_all(source, options, &mut |input: Input| {
            let label = input.label();
            match input.text {
                // A very large document is extracted in chunks (`benchfacts::stream`), and
                // its JSON line written as the chunks come, so that memory stays a small
                // multiple of its size; every other document is extracted whole, as always.
                Ok(text) if args.explain => {
                    super::explain::write(&mut out, &extractor, &input.name, &text, lang)
                }
                Ok(text) if text.len() > chunking.threshold => match format {
                    Format::Jsonl => write_chunked_jsonl(
                        &mut out,
                        &extractor,
                        &input.name,
                        &text,
                        lang,
                        chunking,
                        args.findings_in_memory,
                    ),
                    Format::Human => {
                        let chunks =
                            ChunkedExtraction::new(&extractor, &input.name, &text, lang, chunking);
                        human::write_chunked_report(&mut out, &input.name, chunks, paint)
                    }
                },
                Ok(text) => {
                    let report = extractor.extract_as(&input.name, &text, lang);
                    match format {
                        Format::Jsonl => {
                            line.clear();
                            benchfacts::write_json(&mut line, &report)
                                .map_err(std::io::Error::other)?;
                            line.push(b'\n');
                            out.write_all(&line)
                        }
                        Format::Human => human::write_report(&mut out, &report, paint),
                    }
                }
                Err(error) => {
                    failed = true;
                    eprintln!("{label}: {}", error.message);
                    if format == Format::Jsonl {
                        let record = ErrorRecord {
                            doc: input.name,
                            error,
                        };
                        serde_json::to_writer(&mut out, &record)?;
                        out.write_all(b"\n")?;
                    }
                    Ok(())
                }
            }
        })?;
    }
    out.flush()?;
    Ok(if failed {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}

/// A usage error (exit status 2, the message on standard error).
pub fn usage_error(message: String) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidInput, message)
}

/// Writes the JSON line of a document extracted in chunks as they come: the same object,
/// field for field and byte for byte in its layout, as `serde_json` writes for a
/// [`benchfacts::DocumentReport`], with the facts written chunk by chunk. The findings come
/// after all facts, so they wait, serialized (comma-separated, as in a JSON array), in a
/// [`Spill`].
fn write_chunked_jsonl(
    out: &mut impl Write,
    extractor: &Extractor,
    name: &str,
    text: &str,
    lang: Option<&str>,
    options: ChunkOptions,
    findings_in_memory: usize,
) -> std::io::Result<()> {
    let mut chunks = ChunkedExtraction::new(extractor, name, text, lang, options);
    let mut findings = Spill::new(name, findings_in_memory);
    let mut any_finding = false;
    let mut any_fact = false;
    let mut line: Vec<u8> = Vec::new();
    let header = |out: &mut dyn Write, lang: &str, confidence: f64| -> std::io::Result<()> {
        out.write_all(b"{\"doc\":")?;
        serde_json::to_writer(&mut *out, name)?;
        out.write_all(b",\"lang\":")?;
        serde_json::to_writer(&mut *out, lang)?;
        out.write_all(b",\"lang_confidence\":")?;
        serde_json::to_writer(&mut *out, &confidence)?;
        out.write_all(b",\"facts\":[")
    };
    match chunks.next() {
        Some(first) => {
            header(out, &first.lang, first.lang_confidence)?;
            let mut chunk = Some(first);
            while let Some(c) = chunk {
                for fact in &c.facts {
                    line.clear();
                    if any_fact {
                        line.push(b',');
                    }
                    any_fact = true;
                    benchfacts::write_json(&mut line, fact).map_err(std::io::Error::other)?;
                    out.write_all(&line)?;
                }
                for f in &c.findings {
                    if any_finding {
                        findings.buffer().push(b',');
                    }
                    any_finding = true;
                    benchfacts::write_json(findings.buffer(), f).map_err(std::io::Error::other)?;
                }
                findings.settle()?;
                drop(c);
                chunk = chunks.next();
            }
        }
        // Not reached (a text is at least one chunk), but a report all the same.
        None => header(out, "und", 0.0)?,
    }
    out.write_all(b"],\"findings\":[")?;
    findings.copy_to(out)?;
    out.write_all(b"],\"schema\":")?;
    serde_json::to_writer(&mut *out, &chunks.schema())?;
    out.write_all(b"}\n")
}
