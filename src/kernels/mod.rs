//! Speed kernels: the few byte-level tricks that measurably pay for themselves, kept out of
//! the domain code. Each sits next to the plain code it must agree with, and a test
//! (a property test where the input space is large) checks that they do; domain modules
//! call the kernel and read as if it were the plain function.
//!
//! - [`letters`]: letters counted by script and words scored as function words, by a
//!   byte scan with 8-byte word loads and lead-byte shortcuts (against a char-by-char
//!   count).
//! - [`number_starts`]: where the next number (or the translation audit's next numeral)
//!   may start, 8 bytes at a time and by a bit
//!   table of the three-byte numerals (against a char walk).
//! - [`json`]: the reports' compact JSON written into a buffer, field names as they are
//!   (against `serde_json::to_writer`, which escapes every key byte by byte).
//! - [`alias_trie`]: the unit aliases a text starts with, by one walk of a byte trie
//!   (against a scan of every alias).
//! - [`word_occurrences`]: where any of a list of literal words occurs, by one automaton
//!   (against one `match_indices` search per word).
//! - [`lowered`]: a slice of a document in lower case, from the document lowercased once
//!   (against `to_lowercase` of the slice).
//! - [`short_rfind`]: the last occurrence of a word in a short text, by a byte search for
//!   its first byte (against `str::rfind`, which sets up a two-way searcher per call).

pub(crate) mod alias_trie;
pub(crate) mod json;
pub(crate) mod letters;
pub(crate) mod lowered;
pub(crate) mod number_starts;
pub(crate) mod short_rfind;
pub(crate) mod word_occurrences;
