//! benchfacts: extract benchmark facts from (machine-translated) hardware review prose.
//!
//! The library is a pipeline of pure stages; it performs no I/O and prints nothing:
//! read (bytes → text) → detect language → segment → parse numbers and units →
//! attach context (workload, qualifier) → validate against the schema → find garbled
//! figures → report. The CLI in `src/main.rs` is a thin layer over [`Extractor`].

pub mod lang;
pub mod segment;
