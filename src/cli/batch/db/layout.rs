//! The layouts a database file may have (the current one, the first, keyed by `doc`, and
//! version 2, before the subject and test columns), told apart without changing anything,
//! and the migrations from the older ones, run in the transaction that opens the file.

use super::DOCUMENTS;
use rusqlite::Connection;

/// `PRAGMA user_version` of a database in this layout. Version 0 with a `documents` table
/// keyed by `doc` is the first layout, version 2 the one before the subject and test
/// columns of `facts`; both are migrated on open.
pub(super) const VERSION: i64 = 3;

/// The version of the layout before the subject and test columns.
const SECOND_VERSION: i64 = 2;

/// The columns of `facts` added in version 3 (issue 15), with their types: whose figure
/// it is and how it was measured. Rows stored before have them NULL (not known).
const SUBJECT_COLUMNS: &[(&str, &str)] = &[
    ("subject", "TEXT"),
    ("subject_role", "TEXT"),
    ("variant", "TEXT"),
    ("block_size_bytes", "INTEGER"),
    ("access", "TEXT"),
    ("op", "TEXT"),
    ("read_percent", "INTEGER"),
    ("queue_depth", "INTEGER"),
    ("threads", "INTEGER"),
    ("tool", "TEXT"),
    ("protocol", "TEXT"),
    ("cache", "TEXT"),
    ("raid", "TEXT"),
    ("vm_count", "INTEGER"),
];

/// The columns of the first layout's `documents`, in order (`doc` was its key).
const V1_COLUMNS: &[&str] = &[
    "id",
    "doc",
    "product",
    "content_hash",
    "settings",
    "bytes",
    "encoding",
    "text_source",
    "lang",
    "lang_confidence",
    "schema_profile",
    "schema_expected",
    "schema_present",
    "schema_missing",
    "fields",
    "fact_count",
    "finding_count",
    "error_kind",
    "error_message",
];

/// The layout an opened file has.
pub(super) enum Layout {
    Empty,
    Current,
    First,
    /// Version 2: keyed by `input`, facts without the subject and test columns.
    Second,
}

pub(super) enum LayoutError {
    Sql(rusqlite::Error),
    Foreign(String),
}

impl From<rusqlite::Error> for LayoutError {
    fn from(e: rusqlite::Error) -> Self {
        LayoutError::Sql(e)
    }
}

/// Which layout the database has, read without changing anything.
pub(super) fn layout(conn: &Connection) -> Result<Layout, LayoutError> {
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    if tables.is_empty() {
        return Ok(Layout::Empty);
    }
    let others: Vec<&str> = tables
        .iter()
        .map(String::as_str)
        .filter(|t| {
            ![
                "documents",
                "facts",
                "findings",
                "legacy_inputs",
                "left_out",
            ]
            .contains(t)
        })
        .collect();
    if !tables.iter().any(|t| t == "documents") || !others.is_empty() {
        let list = if others.is_empty() {
            tables.join(", ")
        } else {
            others.join(", ")
        };
        return Err(LayoutError::Foreign(format!(
            "it has other tables ({list})"
        )));
    }
    let columns: Vec<String> = conn
        .prepare("SELECT name FROM pragma_table_info('documents') ORDER BY cid")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    if version == VERSION && columns.iter().any(|c| c == "input") {
        Ok(Layout::Current)
    } else if version == SECOND_VERSION && columns.iter().any(|c| c == "input") {
        Ok(Layout::Second)
    } else if version == 0
        && columns
            .iter()
            .map(String::as_str)
            .eq(V1_COLUMNS.iter().copied())
    {
        Ok(Layout::First)
    } else {
        Err(LayoutError::Foreign(format!(
            "its documents table (version {version}) has other columns ({})",
            columns.join(", ")
        )))
    }
}

/// The first layout keyed documents by `doc`, which records share: the table is rebuilt
/// with `input` as its key (the stored `doc`, all that is known of the first layout's
/// inputs), ids kept so that facts and findings still point to their documents. Every
/// row is listed in `legacy_inputs`: a record's input (`FILE:LINE`) is not its `doc`, so
/// the first input of a later run with that `doc` claims the row (see `claim` in db.rs) rather
/// than storing the document a second time.
pub(super) fn migrate_first(tx: &rusqlite::Transaction) -> rusqlite::Result<()> {
    let columns = V1_COLUMNS.join(", ");
    // The order SQLite prescribes for a changed table: the references of `facts` and
    // `findings` to `documents` are left as they are.
    let new_table = DOCUMENTS.replace("CREATE TABLE documents", "CREATE TABLE documents_v2");
    tx.execute_batch(&format!(
        "{new_table}
         INSERT INTO documents_v2 (input, {columns}) SELECT doc, {columns} FROM documents;
         DROP TABLE documents;
         ALTER TABLE documents_v2 RENAME TO documents;
         CREATE TABLE legacy_inputs (document_id INTEGER PRIMARY KEY REFERENCES documents(id));
         INSERT INTO legacy_inputs SELECT id FROM documents;"
    ))
}

/// Version 2 had facts without the subject and test columns: they are added (the rows
/// stored before keep them NULL, not known, until their documents are extracted again),
/// in the transaction that opens the file. A `facts` table not yet created is left to
/// `SCHEMA`.
pub(super) fn add_subject_columns(tx: &rusqlite::Transaction) -> rusqlite::Result<()> {
    let existing: Vec<String> = tx
        .prepare("SELECT name FROM pragma_table_info('facts')")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    if existing.is_empty() {
        return Ok(());
    }
    for (name, kind) in SUBJECT_COLUMNS {
        if !existing.iter().any(|c| c == name) {
            tx.execute_batch(&format!("ALTER TABLE facts ADD COLUMN {name} {kind};"))?;
        }
    }
    // Their documents were extracted without these fields: marked as extracted under other
    // settings, so that the next batch over them extracts them again and fills them in.
    tx.execute_batch(
        "UPDATE documents SET settings = settings || ' (before subject columns)' WHERE settings NOT LIKE '% (before subject columns)';",
    )
}
