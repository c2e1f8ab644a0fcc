//! Subcommands of the `benchfacts` binary and the input and output helpers they share.

pub mod audit;
pub mod batch;
pub mod config;
pub mod explain;
pub mod extract;
pub mod fix;
pub mod human;
pub mod inputs;
pub mod names;
pub mod records;
pub mod rules;
pub mod schema;
pub mod spill;
pub mod stdout;
