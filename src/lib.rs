//! benchfacts: extract benchmark facts from (machine-translated) hardware review prose.
//!
//! The library is a pipeline of pure stages; it performs no I/O and prints nothing. The
//! route of a document, each stage called once and in order ([`extract::Extractor`] runs
//! them): read (bytes → text, [`input`]) → detect language ([`lang`]) → segment
//! ([`segment`]) → numbers ([`numbers`]) and units ([`units`]) into figures ([`figures`])
//! → context ([`context`]), which makes them facts; the [`analysis`] of the document →
//! find garbled figures ([`audit`]) → report ([`report`], which validates the facts
//! against the schema, [`schema`]). [`model`] is the output contract, [`rules`] the
//! language data, [`format`] how messages write numbers. The CLI in `src/main.rs` is a
//! thin layer over it.

pub(crate) mod analysis;
pub(crate) mod audit;
pub(crate) mod carried_units;
pub mod cjk_numerals;
pub(crate) mod context;
mod distant_units;
pub mod encoding;
pub mod extract;
pub(crate) mod figures;
pub(crate) mod format;
pub mod html;
pub mod input;
pub(crate) mod kernels;
pub mod lang;
pub mod model;
pub mod numbers;
pub(crate) mod report;
pub mod rules;
pub mod schema;
pub mod segment;
pub mod stream;
pub(crate) mod table_units;
#[cfg(test)]
mod testing;
pub mod units;

pub use analysis::{Analysis, NotAFigure, NumeralAccount, NumeralFate};
pub use audit::edits;
pub use audit::Findings;
pub use extract::Extractor;
pub use kernels::json::{write_json, Error as JsonError};
pub use model::DocumentReport;
