//! The two halves of a batch: the main thread takes the inputs a window at a time and has
//! the workers read and extract each window in parallel ([`extract_windows`]); the writer
//! thread stores and writes each window's outcomes in input order while the next window
//! is extracted ([`write_windows`]). So the output is the same whatever the thread
//! count, at most two windows are in memory, and a killed batch has written a prefix of
//! its output.

use super::progress::Progress;
use super::read::{finish, identity, load, Loaded};
use super::summary::Summary;
use super::units::Units;
use super::{db, large, outputs, Outcome, Settings, Status, WINDOW_BYTES};
use rayon::prelude::*;
use std::path::PathBuf;

/// Takes the inputs a window at a time, reads and extracts each window in parallel, and
/// hands it to the writer; stops early when the writer has stopped.
pub fn extract_windows(
    mut units: std::iter::Peekable<Units>,
    pool: &rayon::ThreadPool,
    lookup_db: Option<&db::Database>,
    settings: &Settings,
    window_len: u64,
    to_writer: std::sync::mpsc::SyncSender<Vec<Outcome>>,
) -> rusqlite::Result<()> {
    // Inputs seen so far, to count a file or record named twice; 16 bytes each, for the
    // named files' and their records' inputs only.
    let mut seen = std::collections::HashSet::new();
    // The `doc`s whose row of the first layout an input of this run has claimed.
    let mut claimed = std::collections::HashSet::new();
    loop {
        // The limits are checked before the next unit is pulled: on standard input, pulling
        // waits for the producer, which may be waiting for this window's output.
        let mut window = Vec::new();
        let mut window_bytes = 0;
        while window.len() < window_len as usize {
            // A unit that would take the window past its bytes waits for the next one.
            let Some(next) = units.peek() else { break };
            if !window.is_empty() && window_bytes + next.size() > WINDOW_BYTES {
                break;
            }
            let Some(unit) = units.next() else { break };
            window_bytes += unit.size();
            window.push(unit);
        }
        if window.is_empty() {
            return Ok(());
        }
        let loaded: Vec<Loaded> =
            pool.install(|| window.into_par_iter().map(|u| load(u, settings)).collect());
        // A document repeated within the batch is looked up before its first occurrence
        // may have been stored; it is then extracted again and stored the same way.
        let lookups: Vec<Lookup> = match lookup_db {
            Some(db) => loaded
                .iter()
                .map(|l| look_up(db, l, &mut claimed))
                .collect::<Result<_, _>>()?,
            None => vec![Lookup::default(); loaded.len()],
        };
        let repeated: Vec<bool> = loaded
            .iter()
            .map(|l| {
                // Records of standard input are numbered by line: never the same input.
                l.hash.as_ref().is_some_and(|hash| {
                    !l.input.starts_with("-:") && !seen.insert(identity(&l.input, hash))
                })
            })
            .collect();
        let outcomes: Vec<Outcome> = pool.install(|| {
            loaded
                .into_par_iter()
                .zip(lookups)
                .zip(repeated)
                .map(|((l, s), r)| finish(l, s, r, settings))
                .collect()
        });
        if to_writer.send(outcomes).is_err() {
            return Ok(()); // the writer failed; it reports why
        }
    }
}

/// What the database says of a loaded input.
#[derive(Clone, Default)]
pub struct Lookup {
    /// Stored as it is: not extracted again for the database; what it holds.
    pub skip: Option<db::StoredCounts>,
    /// The row of the first layout this input claims (see `db::migrate_first`).
    pub claim: Option<i64>,
}

fn look_up(
    db: &db::Database,
    loaded: &Loaded,
    claimed: &mut std::collections::HashSet<String>,
) -> rusqlite::Result<Lookup> {
    let hash = loaded.hash.as_deref().filter(|_| loaded.body.is_ok());
    match db.lookup(&loaded.input, hash)? {
        db::Stored::Current(id) => Ok(Lookup {
            skip: Some(db.counts(id)?),
            claim: None,
        }),
        db::Stored::Stale => Ok(Lookup::default()),
        // The first input of the run with a `doc` stored by the first layout claims its
        // row, which holds that document: skipped if it is current, else replaced.
        db::Stored::Absent => match db.legacy(&loaded.name, hash)? {
            Some((id, current)) if claimed.insert(loaded.name.clone()) => Ok(Lookup {
                skip: current.then(|| db.counts(id)).transpose()?,
                claim: Some(id),
            }),
            _ => Ok(Lookup::default()),
        },
    }
}

/// How the writer ended: what it wrote, and the error that stopped it.
pub struct WriterEnd {
    pub summary: Summary,
    /// Inputs stored in the database by this run (error records included).
    pub committed: u64,
    pub error: Option<String>,
}

/// The writer thread: stores and writes each window's outcomes in input order; output
/// files are completed (renamed over their names) only once everything is written.
pub fn write_windows(
    windows: std::sync::mpsc::Receiver<Vec<Outcome>>,
    (mut db, mut json, mut csv): (
        Option<(db::Database, PathBuf)>,
        Option<outputs::Sink>,
        Option<outputs::Sink>,
    ),
    mut progress: Progress,
    settings: &Settings,
) -> WriterEnd {
    let mut summary = Summary::default();
    let mut committed = 0;
    let write_all = || -> Result<(), String> {
        for outcomes in windows {
            if let Some((db, path)) = &mut db {
                db.write(&outcomes).map_err(|e| db::describe(path, &e))?;
                committed += outcomes
                    .iter()
                    .filter(|o| o.writes_db() && !matches!(o.status, Status::Large(_)))
                    .count() as u64;
            }
            let mut window_input_bytes = 0;
            for outcome in &outcomes {
                summary.count(outcome);
                window_input_bytes += outcome.bytes;
                if let Status::Failed(error) = &outcome.status {
                    // A record is named by its file and line, and its id if it has one.
                    // Names escaped to stay on one line.
                    let safe = crate::cli::names::line_safe;
                    let line = if outcome.input == outcome.name {
                        format!("{}: {}", safe(&outcome.input), error.message)
                    } else {
                        let (input, name) = (safe(&outcome.input), safe(&outcome.name));
                        format!("{input} (id {name}): {}", error.message)
                    };
                    progress.println(&line);
                }
                if let Status::Large(large) = &outcome.status {
                    let sinks = large::Sinks {
                        db: db.as_mut().map(|(db, path)| (db, path.as_path())),
                        json: json.as_mut(),
                        csv: csv.as_mut(),
                    };
                    large::write(
                        outcome,
                        large,
                        settings.extractor,
                        settings.lang,
                        settings.chunking,
                        sinks,
                        &mut summary,
                    )?;
                    committed += u64::from(db.is_some() && outcome.writes_db());
                }
                if let Some(out) = &mut json {
                    out.write_all(&outcome.json)?;
                }
                if let Some(out) = &mut csv {
                    out.write_all(&outcome.csv)?;
                }
            }
            // Flushed per window: as a stream stage, a window's results go out as soon as
            // they are ready.
            if let Some(out) = &mut json {
                out.flush()?;
            }
            progress.advance(outcomes.len() as u64, window_input_bytes);
        }
        for sink in [json.take(), csv.take()].into_iter().flatten() {
            sink.commit()?;
        }
        Ok(())
    };
    let error = write_all().err();
    progress.finish();
    WriterEnd {
        summary,
        committed,
        error,
    }
}
