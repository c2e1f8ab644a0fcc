//! benchfacts: extract benchmark facts from (machine-translated) hardware review prose.
//!
//! The library is a pipeline of pure stages; it performs no I/O and prints nothing:
//! read (bytes → text, [`input`]) → detect language ([`lang`]) → segment ([`segment`]) →
//! parse numbers ([`numbers`]) and units ([`units`]) → attach context ([`context`]) →
//! validate against the schema ([`schema`]) → find garbled figures ([`garble`]) → report
//! ([`model`]). [`extract::Extractor`] runs them in order. The CLI in `src/main.rs` is a
//! thin layer over it.

pub mod audit;
pub mod cjk_numerals;
pub mod context;
pub mod encoding;
pub mod extract;
pub mod garble;
pub mod html;
pub mod input;
pub(crate) mod kernels;
pub mod lang;
pub mod model;
pub mod numbers;
pub mod rules;
pub mod schema;
pub mod segment;
pub mod stream;
#[cfg(test)]
mod testing;
pub mod units;

pub use extract::Extractor;
pub use model::DocumentReport;
