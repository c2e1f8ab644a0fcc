//! The SQLite sink: one row per document (including the ones that could not be read), one
//! per fact and one per finding, so that an archive's figures can be queried with SQL.
//!
//! Every input has its own row, keyed by `input`: the path as given, or `FILE:LINE` for a
//! JSON Lines record (whose `doc` is its id, which other records may share). Nothing one
//! input stores can overwrite another's rows.
//!
//! Resuming: a document whose input, content hash and extraction settings are already
//! stored (and that was extracted, not an error) is skipped, so a batch that was killed
//! re-runs only what it had not committed. Each window of documents is written in one
//! transaction, so a kill loses at most the window in flight and never leaves a document
//! half written. Re-ingesting a document whose content changed replaces its rows (its id
//! is kept). A database of the first layout (keyed by `doc`) is migrated on open, and its
//! rows claimed by the inputs that stored them.
//!
//! Facts and findings are plain rowid tables with an index on their document: rows are
//! appended in document order, which costs less than keeping them clustered by
//! (document, ordinal); `ordinal` still gives their order within the report.

use super::{Outcome, Status};
use benchfacts::model::{Fact, Finding, FindingKind, InputError, SchemaCheck};
use rusqlite::{params, Connection, OptionalExtension};
use std::path::Path;

mod layout;
use layout::{add_subject_columns, layout, migrate_first, Layout, LayoutError, VERSION};

const DOCUMENTS: &str = "
CREATE TABLE documents (
    id INTEGER PRIMARY KEY,
    input TEXT NOT NULL UNIQUE,
    doc TEXT NOT NULL,
    product TEXT,
    content_hash TEXT,
    settings TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    encoding TEXT,
    text_source TEXT,
    lang TEXT,
    lang_confidence REAL,
    schema_profile TEXT,
    schema_expected INTEGER,
    schema_present INTEGER,
    schema_missing TEXT,
    fields TEXT,
    fact_count INTEGER NOT NULL DEFAULT 0,
    finding_count INTEGER NOT NULL DEFAULT 0,
    error_kind TEXT,
    error_message TEXT
);
";

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS facts (
    document_id INTEGER NOT NULL REFERENCES documents(id),
    ordinal INTEGER NOT NULL,
    metric TEXT NOT NULL,
    value REAL,
    unit TEXT NOT NULL,
    text TEXT NOT NULL,
    span_start INTEGER NOT NULL,
    span_end INTEGER NOT NULL,
    line INTEGER NOT NULL,
    column INTEGER NOT NULL,
    workload TEXT,
    qualifier TEXT,
    flags TEXT NOT NULL,
    suggested_value REAL,
    unit_text TEXT NOT NULL,
    lang TEXT NOT NULL,
    subject TEXT,
    subject_role TEXT,
    variant TEXT,
    block_size_bytes INTEGER,
    access TEXT,
    op TEXT,
    read_percent INTEGER,
    queue_depth INTEGER,
    threads INTEGER,
    tool TEXT,
    protocol TEXT,
    cache TEXT,
    raid TEXT,
    vm_count INTEGER
);
CREATE INDEX IF NOT EXISTS facts_by_document ON facts (document_id);
CREATE TABLE IF NOT EXISTS findings (
    document_id INTEGER NOT NULL REFERENCES documents(id),
    ordinal INTEGER NOT NULL,
    kind TEXT NOT NULL,
    severity TEXT NOT NULL,
    text TEXT NOT NULL,
    span_start INTEGER NOT NULL,
    span_end INTEGER NOT NULL,
    line INTEGER NOT NULL,
    column INTEGER NOT NULL,
    message TEXT NOT NULL,
    suggestion TEXT,
    suggested_value REAL
);
CREATE INDEX IF NOT EXISTS findings_by_document ON findings (document_id);
-- \"The ten highest 4K random read IOPS\": an ordered index scan, no sort.
CREATE INDEX IF NOT EXISTS facts_by_metric_workload_value ON facts (metric, workload, value);
CREATE INDEX IF NOT EXISTS findings_by_kind ON findings (kind, severity);
-- \"The reviewed product's best 4K random read\", \"every figure of a tool at a queue depth\".
CREATE INDEX IF NOT EXISTS facts_by_role_metric_value ON facts (subject_role, metric, value);
CREATE INDEX IF NOT EXISTS facts_by_tool_queue_depth ON facts (tool, queue_depth);
CREATE INDEX IF NOT EXISTS documents_by_lang ON documents (lang);
CREATE INDEX IF NOT EXISTS documents_by_doc ON documents (doc);
CREATE INDEX IF NOT EXISTS documents_by_error ON documents (error_kind) WHERE error_kind IS NOT NULL;
-- Documents migrated from the first layout, whose `input` is only their `doc` (see
-- `migrate_first`): the first input of a run with that `doc` claims the row.
CREATE TABLE IF NOT EXISTS legacy_inputs (
    document_id INTEGER PRIMARY KEY REFERENCES documents(id)
);
-- Files a directory walk found and did not read, with why (`binary`, `no_text_extension`,
-- `glob`): an ingest can be audited for what it left out. A file read by a later run
-- leaves the table.
CREATE TABLE IF NOT EXISTS left_out (
    path TEXT PRIMARY KEY,
    reason TEXT NOT NULL
);
";

pub struct Database {
    conn: Connection,
    /// Extraction settings (tool version, forced language and encoding): a stored document
    /// extracted under other settings is extracted again.
    settings: String,
    /// Whether rows migrated from the first layout wait to be claimed by their inputs.
    legacy: bool,
    /// The page cache was raised for a large document (see [`Database::large`]).
    cache_raised: bool,
}

/// The page cache of the writer, in KiB (`PRAGMA cache_size` takes KiB when negative):
/// 16 MiB, the default's eight times (see [`Database::open`]).
const CACHE_KIB: u64 = 16 * 1024;

/// What the database holds of an input.
pub enum Stored {
    /// Stored, extracted, with this content and these settings: nothing to do. Its row id.
    Current(i64),
    /// Stored, but changed, failed or extracted under other settings.
    Stale,
    Absent,
}

/// What a stored document holds, for the summary of a batch that skips it.
#[derive(Clone, Default)]
pub struct StoredCounts {
    pub facts: u64,
    /// Findings by kind.
    pub findings: Vec<(&'static str, u64)>,
}

impl Database {
    /// Opens (or creates) the database. A read-only or locked file, a file that is not
    /// SQLite, or a database of some other program is refused here, before any document is
    /// extracted, and in the last case before anything in it is changed.
    pub fn open(path: &Path, settings: String) -> Result<Self, String> {
        let fail = |e: rusqlite::Error| describe(path, &e);
        let conn = Connection::open(path).map_err(fail)?;
        let layout = layout(&conn).map_err(|e| match e {
            LayoutError::Sql(e) => describe(path, &e),
            LayoutError::Foreign(what) => format!(
                "database {}: {what}, not a benchfacts database; it is left as it is: give --db a new file or one made by benchfacts batch",
                path.display()
            ),
        })?;
        if conn.is_readonly(rusqlite::MAIN_DB).map_err(fail)? {
            let why = unwritable(path).map_or_else(String::new, |why| format!(" ({why})"));
            return Err(format!(
                "database {}: read-only{why}: make it (and its directory) writable, or give another --db",
                path.display()
            ));
        }
        // WAL: readers can query while a batch runs; NORMAL sync is durable across a
        // killed process (only a power loss can drop the last transactions).
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(fail)?;
        conn.pragma_update(None, "synchronous", "NORMAL")
            .map_err(fail)?;
        // 16 MiB of page cache (the default is 2 MB): the fact indexes of a document with
        // millions of figures, written in one transaction, would otherwise be re-read from
        // the file for every row (344 s instead of 50 s for a 63 MB file of figures).
        conn.pragma_update(None, "cache_size", -(CACHE_KIB as i64))
            .map_err(fail)?;
        // The bundled SQLite enforces foreign keys; rebuilding `documents` needs them off,
        // which only takes effect outside a transaction.
        if matches!(layout, Layout::First) {
            conn.pragma_update(None, "foreign_keys", false)
                .map_err(fail)?;
        }
        // A write even when there is nothing to create: a database that cannot be written
        // (read-only directory, full disk, locked) is found now.
        let tx = conn.unchecked_transaction().map_err(fail)?;
        match layout {
            Layout::Empty => tx.execute_batch(DOCUMENTS).map_err(fail)?,
            Layout::First => {
                migrate_first(&tx).map_err(fail)?;
                add_subject_columns(&tx).map_err(fail)?;
            }
            Layout::Second => add_subject_columns(&tx).map_err(fail)?,
            Layout::Current => {}
        }
        tx.execute_batch(SCHEMA).map_err(fail)?;
        tx.pragma_update(None, "user_version", VERSION)
            .map_err(fail)?;
        tx.commit().map_err(fail)?;
        conn.pragma_update(None, "foreign_keys", true)
            .map_err(fail)?;
        let legacy = conn
            .query_row("SELECT EXISTS (SELECT 1 FROM legacy_inputs)", [], |r| {
                r.get(0)
            })
            .map_err(fail)?;
        Ok(Database {
            conn,
            settings,
            legacy,
            cache_raised: false,
        })
    }

    /// Records the files a walk left out (`(path, reason)`), and drops from that list the
    /// files this run reads (`read`), in one transaction before any document is written.
    pub fn record_left_out<'a>(
        &mut self,
        left_out: impl Iterator<Item = (&'a str, &'a str)>,
        read: impl Iterator<Item = &'a str>,
    ) -> rusqlite::Result<()> {
        let tx = self.conn.transaction()?;
        {
            let mut delete = tx.prepare_cached("DELETE FROM left_out WHERE path = ?1")?;
            for path in read {
                delete.execute([path])?;
            }
            let mut insert = tx
                .prepare_cached("INSERT OR REPLACE INTO left_out (path, reason) VALUES (?1, ?2)")?;
            for (path, reason) in left_out {
                insert.execute([path, reason])?;
            }
        }
        tx.commit()
    }

    /// Gives back the page cache of a connection that only looks documents up: the 16
    /// MiB are for the writer's indexes.
    pub fn for_lookups(self) -> rusqlite::Result<Self> {
        self.conn.pragma_update(None, "cache_size", -2000)?;
        Ok(self)
    }

    /// Whether `input` is stored, extracted, with this content hash (`None`: it could not
    /// be read) and these settings. A stored error is retried: it is cheap, and the
    /// summary and exit status then report it.
    pub fn lookup(&self, input: &str, hash: Option<&str>) -> rusqlite::Result<Stored> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, content_hash IS ?2 AND ?2 IS NOT NULL AND settings = ?3 AND error_kind IS NULL
             FROM documents WHERE input = ?1",
        )?;
        let current: Option<(i64, bool)> = stmt
            .query_row(params![input, hash, self.settings], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .optional()?;
        Ok(match current {
            Some((id, true)) => Stored::Current(id),
            Some((_, false)) => Stored::Stale,
            None => Stored::Absent,
        })
    }

    /// The numbers of facts and of findings of each kind stored for document `id`: what a
    /// skipped document adds to the summary, as if it had been extracted again.
    pub fn counts(&self, id: i64) -> rusqlite::Result<StoredCounts> {
        let facts = self
            .conn
            .prepare_cached("SELECT fact_count FROM documents WHERE id = ?1")?
            .query_row([id], |r| r.get::<_, i64>(0))?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT kind, count(*) FROM findings WHERE document_id = ?1 GROUP BY kind",
        )?;
        let findings = stmt
            .query_map([id], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))?
            .filter_map(|row| match row {
                // A kind this version does not know is left out of the summary's kinds.
                Ok((kind, n)) => serde_json::from_value::<FindingKind>(kind.into())
                    .ok()
                    .map(|kind| Ok((kind.as_str(), n.max(0) as u64))),
                Err(e) => Some(Err(e)),
            })
            .collect::<rusqlite::Result<_>>()?;
        Ok(StoredCounts {
            facts: facts.max(0) as u64,
            findings,
        })
    }

    /// The row migrated from the first layout under `doc`, if one waits to be claimed:
    /// its id, and whether it is current for this content hash (see [`Database::lookup`]).
    pub fn legacy(&self, doc: &str, hash: Option<&str>) -> rusqlite::Result<Option<(i64, bool)>> {
        if !self.legacy {
            return Ok(None);
        }
        let mut stmt = self.conn.prepare_cached(
            "SELECT d.id, d.content_hash IS ?2 AND ?2 IS NOT NULL AND d.settings = ?3 AND d.error_kind IS NULL
             FROM documents d JOIN legacy_inputs l ON l.document_id = d.id WHERE d.doc = ?1",
        )?;
        stmt.query_row(params![doc, hash, self.settings], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .optional()
    }

    /// Writes a window of outcomes (skipped ones and large documents excluded) in one
    /// transaction.
    pub fn write(&mut self, outcomes: &[Outcome]) -> rusqlite::Result<()> {
        if std::mem::take(&mut self.cache_raised) {
            self.conn
                .pragma_update(None, "cache_size", -(CACHE_KIB as i64))?;
        }
        let tx = self.conn.transaction()?;
        // A row of the first layout becomes its input's (skipped, large or not), before
        // that input's row is written.
        for outcome in outcomes {
            if let Some(id) = outcome.claim {
                claim(&tx, id, &outcome.input)?;
            }
        }
        for outcome in outcomes.iter().filter(|o| o.writes_db()) {
            let (report, encoding, text_source, error) = match &outcome.status {
                Status::Extracted(x) => {
                    (Some(&x.report), Some(x.encoding), Some(x.text_source), None)
                }
                Status::Failed(error) => (None, None, None, Some(error)),
                Status::Skipped(_) | Status::Large(_) => continue,
            };
            let summary = report.map(|r| Summary {
                lang: &r.lang,
                lang_confidence: r.lang_confidence,
                schema: &r.schema,
                facts: r.facts.len(),
                findings: r.findings.len(),
            });
            let id = upsert(
                &tx,
                &self.settings,
                outcome,
                summary,
                encoding,
                text_source,
                error,
            )?;
            clear(&tx, id)?;
            if let Some(report) = report {
                insert_rows(&tx, id, 0, &report.facts, 0, &report.findings)?;
            }
        }
        tx.commit()
    }

    /// Starts storing a document extracted in chunks: its rows are written chunk by chunk
    /// in one transaction, committed by [`LargeDocument::finish`].
    pub fn large(
        &mut self,
        outcome: &Outcome,
        encoding: &str,
        text_source: &str,
    ) -> rusqlite::Result<LargeDocument<'_>> {
        // Its millions of rows go into the indexes in one transaction: with a page cache
        // of three times its bytes (memory may be ten times the largest input) they are
        // not read back from the file for every row. Given back at the next window.
        let kib = (outcome.bytes.saturating_mul(3) / 1024).clamp(CACHE_KIB, 512 * 1024);
        if kib > CACHE_KIB {
            self.conn.pragma_update(None, "cache_size", -(kib as i64))?;
            self.cache_raised = true;
        }
        let tx = self.conn.transaction()?;
        let id = upsert(
            &tx,
            &self.settings,
            outcome,
            None,
            Some(encoding),
            Some(text_source),
            None,
        )?;
        clear(&tx, id)?;
        // The facts already stored, bounded by the largest rowid (no scan).
        let facts_before = tx.query_row("SELECT coalesce(max(rowid), 0) FROM facts", [], |r| {
            r.get::<_, i64>(0)
        })?;
        Ok(LargeDocument {
            tx,
            settings: &self.settings,
            id,
            facts: 0,
            findings: 0,
            facts_before: facts_before.max(0) as usize,
            index_dropped: false,
        })
    }
}

/// The index of facts by value (`facts_by_metric_workload_value` in [`SCHEMA`]), whose
/// rows arrive in random order: rebuilt in one sort rather than updated row by row for a
/// document with more facts than the database held (see [`LargeDocument::add`]).
const VALUE_INDEX: &str = "facts_by_metric_workload_value";

/// A document needs this many facts before the value index is rebuilt for it rather than
/// updated: below it, rebuilding would cost more than it saves.
const REBUILD_MIN_FACTS: usize = 100_000;

/// A document being stored chunk by chunk.
pub struct LargeDocument<'c> {
    tx: rusqlite::Transaction<'c>,
    settings: &'c str,
    id: i64,
    facts: usize,
    findings: usize,
    /// The facts stored before this document (about: the largest rowid).
    facts_before: usize,
    /// The value index was dropped, to be rebuilt before the commit.
    index_dropped: bool,
}

impl LargeDocument<'_> {
    /// Stores a chunk's facts and findings. A document with millions of figures would put
    /// each of them at a random place of the value index, a cache miss per row (94 s of
    /// rows for a 63 MB file of figures, twice its extraction): once it has more facts
    /// than the database held, the index is dropped and rebuilt by one sort at the end,
    /// which costs at most about twice this document's own facts. Inside the transaction:
    /// readers and a killed run still see the index.
    pub fn add(&mut self, facts: &[Fact], findings: &[Finding]) -> rusqlite::Result<()> {
        if !self.index_dropped
            && self.facts + facts.len() > REBUILD_MIN_FACTS.max(self.facts_before)
        {
            self.tx
                .execute_batch(&format!("DROP INDEX IF EXISTS {VALUE_INDEX}"))?;
            self.index_dropped = true;
        }
        insert_rows(
            &self.tx,
            self.id,
            self.facts,
            facts,
            self.findings,
            findings,
        )?;
        self.facts += facts.len();
        self.findings += findings.len();
        Ok(())
    }

    /// Stores the document's language and schema check, and commits.
    pub fn finish(
        self,
        outcome: &Outcome,
        (lang, lang_confidence): (&str, f64),
        schema: &SchemaCheck,
        (encoding, text_source): (&str, &str),
    ) -> rusqlite::Result<()> {
        let summary = Summary {
            lang,
            lang_confidence,
            schema,
            facts: self.facts,
            findings: self.findings,
        };
        if self.index_dropped {
            // Every index of the layout exists again (only the value index was missing).
            self.tx.execute_batch(SCHEMA)?;
        }
        upsert(
            &self.tx,
            self.settings,
            outcome,
            Some(summary),
            Some(encoding),
            Some(text_source),
            None,
        )?;
        self.tx.commit()
    }
}

/// What a document's row holds of its report.
struct Summary<'r> {
    lang: &'r str,
    lang_confidence: f64,
    schema: &'r SchemaCheck,
    facts: usize,
    findings: usize,
}

/// Inserts or updates an input's document row; returns its id.
fn upsert(
    tx: &rusqlite::Transaction,
    settings: &str,
    outcome: &Outcome,
    report: Option<Summary>,
    encoding: Option<&str>,
    text_source: Option<&str>,
    error: Option<&InputError>,
) -> rusqlite::Result<i64> {
    let mut upsert = tx.prepare_cached(
        "INSERT INTO documents (input, doc, product, content_hash, settings, bytes, encoding, text_source, lang,
             lang_confidence, schema_profile, schema_expected, schema_present, schema_missing, fields,
             fact_count, finding_count, error_kind, error_message)
         VALUES (?19, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)
         ON CONFLICT (input) DO UPDATE SET doc = excluded.doc, product = excluded.product, content_hash = excluded.content_hash,
             settings = excluded.settings, bytes = excluded.bytes, encoding = excluded.encoding,
             text_source = excluded.text_source, lang = excluded.lang,
             lang_confidence = excluded.lang_confidence, schema_profile = excluded.schema_profile,
             schema_expected = excluded.schema_expected, schema_present = excluded.schema_present,
             schema_missing = excluded.schema_missing, fields = excluded.fields,
             fact_count = excluded.fact_count, finding_count = excluded.finding_count,
             error_kind = excluded.error_kind, error_message = excluded.error_message
         RETURNING id",
    )?;
    let fields = outcome
        .fields
        .as_ref()
        .map(|f| serde_json::Value::Object(f.clone()).to_string());
    let r = report.as_ref();
    upsert.query_row(
        params![
            outcome.name,
            outcome.product(),
            outcome.hash,
            settings,
            outcome.bytes as i64,
            encoding,
            text_source,
            r.map(|r| r.lang),
            r.map(|r| r.lang_confidence),
            r.map(|r| &r.schema.profile),
            r.map(|r| r.schema.expected as i64),
            r.map(|r| r.schema.present as i64),
            r.map(|r| serde_json::to_string(&r.schema.missing).unwrap_or_default()),
            fields,
            r.map_or(0, |r| r.facts as i64),
            r.map_or(0, |r| r.findings as i64),
            error.map(|e| &e.kind),
            error.map(|e| &e.message),
            outcome.input,
        ],
        |row| row.get(0),
    )
}

/// Gives the row `id`, migrated from the first layout under its `doc`, to `input`.
fn claim(tx: &rusqlite::Transaction, id: i64, input: &str) -> rusqlite::Result<()> {
    tx.prepare_cached("UPDATE documents SET input = ?2 WHERE id = ?1")?
        .execute(params![id, input])?;
    tx.prepare_cached("DELETE FROM legacy_inputs WHERE document_id = ?1")?
        .execute([id])?;
    Ok(())
}

/// Removes the facts and findings a document had (its content changed).
fn clear(tx: &rusqlite::Transaction, id: i64) -> rusqlite::Result<()> {
    tx.prepare_cached("DELETE FROM facts WHERE document_id = ?1")?
        .execute([id])?;
    tx.prepare_cached("DELETE FROM findings WHERE document_id = ?1")?
        .execute([id])?;
    Ok(())
}

/// Inserts facts and findings of document `id`, numbered from the given ordinals.
fn insert_rows(
    tx: &rusqlite::Transaction,
    id: i64,
    first_fact: usize,
    facts: &[Fact],
    first_finding: usize,
    findings: &[Finding],
) -> rusqlite::Result<()> {
    let mut insert_fact = tx.prepare_cached(
        "INSERT INTO facts (document_id, ordinal, metric, value, unit, text, span_start, span_end,
             line, column, workload, qualifier, flags, suggested_value, unit_text, lang, subject,
             subject_role, variant, block_size_bytes, access, op, read_percent, queue_depth,
             threads, tool, protocol, cache, raid, vm_count)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18,
             ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28, ?29, ?30)",
    )?;
    let mut insert_finding = tx.prepare_cached(
        "INSERT INTO findings VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
    )?;
    for (ordinal, f) in facts.iter().enumerate() {
        let flags: Vec<&str> = f.flags.iter().map(|k| k.as_str()).collect();
        insert_fact.execute(params![
            id,
            (first_fact + ordinal) as i64,
            f.metric.as_str(),
            f.value,
            f.unit,
            f.text,
            f.span[0] as i64,
            f.span[1] as i64,
            f.line as i64,
            f.column as i64,
            f.workload.map(|w| w.as_str()),
            f.qualifier.map(|q| q.as_str()),
            flags.join(","),
            f.suggested_value,
            f.unit_text,
            f.lang,
            f.subject,
            f.subject_role.as_str(),
            f.variant,
            f.test.block_size_bytes.map(|b| b as i64),
            f.test.access.map(|a| a.as_str()),
            f.test.op.map(|o| o.as_str()),
            f.test.read_percent,
            f.test.queue_depth,
            f.test.threads,
            f.test.tool,
            f.setup.protocol,
            f.setup.cache.map(|c| c.as_str()),
            f.setup.raid,
            f.setup.vm_count,
        ])?;
    }
    for (ordinal, f) in findings.iter().enumerate() {
        insert_finding.execute(params![
            id,
            (first_finding + ordinal) as i64,
            f.kind.as_str(),
            f.severity.as_str(),
            f.text,
            f.span[0] as i64,
            f.span[1] as i64,
            f.line as i64,
            f.column as i64,
            f.message,
            f.suggestion,
            f.suggested_value,
        ])?;
    }
    Ok(())
}

/// A database error in words, naming the file and what to do.
pub fn describe(path: &Path, e: &rusqlite::Error) -> String {
    use rusqlite::ErrorCode;
    let code = e.sqlite_error_code();
    if matches!(code, Some(ErrorCode::ReadOnly | ErrorCode::CannotOpen)) {
        if let Some(why) = unwritable(path) {
            return format!(
                "database {}: read-only ({why}): make it and its directory writable, or give another --db ({e})",
                path.display()
            );
        }
    }
    let advice = match code {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
            "locked by another process: wait for it to finish, or give another --db"
        }
        Some(ErrorCode::ReadOnly) => {
            "read-only: make it (and its directory) writable, or give another --db"
        }
        Some(ErrorCode::DiskFull) => "the disk is full: free space, then rerun to resume",
        Some(ErrorCode::NotADatabase) => {
            "not an SQLite database: give --db a new file or one made by benchfacts batch"
        }
        Some(ErrorCode::CannotOpen) => "cannot be opened: check the path and its directory",
        Some(ErrorCode::DatabaseCorrupt) => "damaged: restore it or give another --db",
        _ => "",
    };
    if advice.is_empty() {
        format!("database {}: {e}", path.display())
    } else {
        format!("database {}: {advice} ({e})", path.display())
    }
}

/// Why the database file or its directory (where SQLite keeps its `-wal` and `-shm`
/// files) cannot be written, if that is why it could not be opened: a read-only file
/// system, an immutable file, a directory without write permission.
fn unwritable(path: &Path) -> Option<String> {
    if path.exists() {
        if let Err(e) = std::fs::OpenOptions::new().write(true).open(path) {
            return Some(format!("the file cannot be written: {e}"));
        }
    }
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !dir.is_dir() {
        return None;
    }
    tempfile::tempfile_in(dir).err().map(|e| {
        format!(
            "its directory {} cannot be written, which SQLite needs for its journal: {e}",
            dir.display()
        )
    })
}
