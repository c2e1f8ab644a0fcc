//! Command-line interface: a thin layer over the `benchfacts` library. It reads files,
//! directories or standard input, runs the extractor and prints reports.

mod cli;

/// The allocator of the command line (see the README's performance section): extraction
/// makes many small allocations, which mimalloc serves in a fraction of glibc's time.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "benchfacts",
    version = concat!(env!("CARGO_PKG_VERSION"), " (", env!("BENCHFACTS_COMMIT"), ")"),
    about = "Extract benchmark facts from translated hardware reviews and flag garbled figures"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the benchmark facts of each document (JSON Lines per the output contract, or a table).
    Extract(cli::extract::ExtractArgs),
    /// Report corrupted figures as compiler-style diagnostics (or JSON Lines, SARIF, GitHub annotations).
    Audit(cli::audit::AuditArgs),
    /// Extract a whole archive in parallel into JSON Lines, CSV and/or SQLite (resumable), or act as a stream stage.
    Batch(cli::batch::BatchArgs),
    /// Print the JSON Schema of the JSON Lines output of `extract`, `audit` or `batch`.
    Schema(cli::schema::SchemaArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Extract(args) => cli::extract::run(args),
        Command::Audit(args) => cli::audit::run(args),
        Command::Batch(args) => cli::batch::run(args),
        Command::Schema(args) => cli::schema::run(args),
    };
    match result {
        Ok(code) => code,
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("benchfacts: {err}");
            ExitCode::from(2)
        }
    }
}
