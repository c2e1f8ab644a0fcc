//! `benchfacts extract`: the facts of each document, as JSON Lines or a table.

use super::human;
use super::inputs::{expand, read};
use benchfacts::model::ErrorRecord;
use benchfacts::Extractor;
use clap::{Args, ValueEnum};
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
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
    /// Files or directories (walked recursively); `-` or nothing reads standard input.
    pub paths: Vec<PathBuf>,
    /// Output format; `human` on a terminal, `jsonl` otherwise.
    #[arg(long, value_enum)]
    pub format: Option<Format>,
    /// Read every document as this language (ISO 639-1) instead of detecting it.
    #[arg(long)]
    pub lang: Option<String>,
    /// Refuse files larger than this many bytes (an error record, the batch goes on).
    #[arg(long, default_value_t = 512 * 1024 * 1024)]
    pub max_file_size: u64,
}

pub fn run(args: ExtractArgs) -> std::io::Result<ExitCode> {
    let extractor = Extractor::new().map_err(|e| std::io::Error::other(e.to_string()))?;
    let stdout = std::io::stdout();
    let format = args.format.unwrap_or(if stdout.is_terminal() {
        Format::Human
    } else {
        Format::Jsonl
    });
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut failed = false;
    for source in expand(&args.paths) {
        let document = read(&source, args.max_file_size);
        match document.text {
            Ok(text) => {
                let report = extractor.extract_as(&document.name, &text, args.lang.as_deref());
                match format {
                    Format::Jsonl => {
                        serde_json::to_writer(&mut out, &report)?;
                        out.write_all(b"\n")?;
                    }
                    Format::Human => human::write_report(&mut out, &report, &text)?,
                }
            }
            Err(error) => {
                failed = true;
                eprintln!("{}: {}", document.name, error.message);
                if format == Format::Jsonl {
                    serde_json::to_writer(
                        &mut out,
                        &ErrorRecord {
                            doc: document.name,
                            error,
                        },
                    )?;
                    out.write_all(b"\n")?;
                }
            }
        }
    }
    out.flush()?;
    Ok(if failed {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}
