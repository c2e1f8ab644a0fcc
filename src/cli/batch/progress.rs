//! Progress of a batch on standard error: a bar with documents/s, MB/s and ETA on a
//! terminal; plain periodic lines when standard error goes to a log (a bar's redraws
//! would fill it with escape codes); nothing when asked for quiet.

use clap::ValueEnum;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::time::{Duration, Instant};

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ProgressMode {
    /// A bar on a terminal, plain lines otherwise.
    Auto,
    Bar,
    Plain,
    None,
}

enum Display {
    Bar(ProgressBar),
    Plain { every: Duration, last: Instant },
    Hidden,
}

pub struct Progress {
    display: Display,
    start: Instant,
    documents: u64,
    bytes: u64,
    total_bytes: Option<u64>,
}

impl Progress {
    pub fn new(
        mode: ProgressMode,
        total_bytes: Option<u64>,
        every: Duration,
        paint: crate::cli::human::Paint,
    ) -> Self {
        let mode = match mode {
            ProgressMode::Auto if std::io::stderr().is_terminal() => ProgressMode::Bar,
            ProgressMode::Auto => ProgressMode::Plain,
            other => other,
        };
        let start = Instant::now();
        let display = match mode {
            ProgressMode::Bar => {
                // Colours only where --color and NO_COLOR allow them.
                let (bar, template) = match (total_bytes, paint.enabled()) {
                    (Some(total), colour) => (
                        ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr()),
                        if colour {
                            "{bar:30.cyan/blue} {bytes}/{total_bytes} {binary_bytes_per_sec} {msg} ETA {eta}"
                        } else {
                            "{bar:30} {bytes}/{total_bytes} {binary_bytes_per_sec} {msg} ETA {eta}"
                        },
                    ),
                    (None, colour) => (
                        ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()),
                        if colour {
                            "{spinner:.cyan} {bytes} {binary_bytes_per_sec} {msg} {elapsed}"
                        } else {
                            "{spinner} {bytes} {binary_bytes_per_sec} {msg} {elapsed}"
                        },
                    ),
                };
                if let Ok(style) = ProgressStyle::with_template(template) {
                    bar.set_style(style);
                }
                bar.enable_steady_tick(Duration::from_millis(200));
                Display::Bar(bar)
            }
            ProgressMode::Plain => Display::Plain { every, last: start },
            ProgressMode::None | ProgressMode::Auto => Display::Hidden,
        };
        Progress {
            display,
            start,
            documents: 0,
            bytes: 0,
            total_bytes,
        }
    }

    /// Counts documents and input bytes done.
    pub fn advance(&mut self, documents: u64, bytes: u64) {
        self.documents += documents;
        self.bytes += bytes;
        let elapsed = self.start.elapsed().as_secs_f64().max(1e-9);
        let docs_per_s = self.documents as f64 / elapsed;
        match &mut self.display {
            Display::Bar(bar) => {
                bar.set_position(self.bytes);
                bar.set_message(format!("{} docs, {docs_per_s:.0} docs/s", self.documents));
            }
            Display::Plain { every, last } if last.elapsed() >= *every => {
                *last = Instant::now();
                let total = self
                    .total_bytes
                    .map_or(String::new(), |t| format!("/{:.1}", mb(t)));
                eprintln!(
                    "batch: {} documents, {:.1}{total} MB, {:.2} MB/s, {docs_per_s:.1} documents/s",
                    self.documents,
                    mb(self.bytes),
                    mb(self.bytes) / elapsed
                );
            }
            _ => {}
        }
    }

    /// Prints a line above the bar (or plainly), for per-input errors.
    pub fn println(&self, line: &str) {
        match &self.display {
            Display::Bar(bar) => bar.suspend(|| eprintln!("{line}")),
            _ => eprintln!("{line}"),
        }
    }

    pub fn finish(&self) {
        if let Display::Bar(bar) = &self.display {
            bar.finish_and_clear();
        }
    }
}

pub fn mb(bytes: u64) -> f64 {
    bytes as f64 / 1e6
}
