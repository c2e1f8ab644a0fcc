//! Command-line interface: a thin layer over the `benchfacts` library. It reads files,
//! directories or standard input, runs the extractor and prints reports.

mod cli;

/// The allocator of the command line (see the README's performance section): extraction
/// makes many small allocations, which mimalloc serves in a fraction of glibc's time.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// On Linux, which overcommits, mimalloc commits its arenas eagerly, and memory it has freed
/// stays counted in the process's resident set: `batch --db --csv` of twenty 3.5 MB texts
/// peaked at 157 MB, 128 MB with arenas committed on demand (the target is 100 MB plus 10
/// times the largest input, 135 MB; `extract` of them 117 MB, 89 MB), for the same time.
/// The option must be set before the first allocation, and the Rust runtime allocates
/// before `main`: the loader runs this constructor first (`.init_array`).
#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static COMMIT_ARENAS_ON_DEMAND: extern "C" fn() = commit_arenas_on_demand;

#[cfg(target_os = "linux")]
extern "C" fn commit_arenas_on_demand() {
    extern "C" {
        /// mimalloc's `mi_option_set` (linked in with the allocator).
        fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
    }
    /// `mi_option_arena_eager_commit` in mimalloc's `mi_option_t`.
    const ARENA_EAGER_COMMIT: std::ffi::c_int = 4;
    // SAFETY: sets one of mimalloc's options to a value it documents (0: commit on
    // demand); it takes no pointer and runs before any other code of the program.
    unsafe { mi_option_set(ARENA_EAGER_COMMIT, 0) }
}

use clap::{CommandFactory, Parser, Subcommand};
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
    /// Print a shell completion script (e.g. `benchfacts completions bash > /etc/bash_completion.d/benchfacts`).
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff; e.g. `benchfacts man > benchfacts.1; man ./benchfacts.1`).
    Man,
}

/// Writes the completion script or the manual page of the whole command line.
fn print_generated(command: &Command) -> std::io::Result<ExitCode> {
    let mut cli = Cli::command();
    let mut out = std::io::stdout().lock();
    match command {
        Command::Completions { shell } => {
            clap_complete::generate(*shell, &mut cli, "benchfacts", &mut out)
        }
        _ => clap_mangen::Man::new(cli).render(&mut out)?,
    }
    std::io::Write::flush(&mut out)?;
    Ok(ExitCode::SUCCESS)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Extract(args) => cli::extract::run(args),
        Command::Audit(args) => cli::audit::run(args),
        Command::Batch(args) => cli::batch::run(args),
        Command::Schema(args) => cli::schema::run(args),
        command @ (Command::Completions { .. } | Command::Man) => print_generated(&command),
    };
    match result {
        Ok(code) => code,
        Err(err) if err.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(err) => {
            let label = cli::human::stderr_paint().error_label("error:");
            eprintln!("benchfacts: {label} {err}");
            ExitCode::from(2)
        }
    }
}
