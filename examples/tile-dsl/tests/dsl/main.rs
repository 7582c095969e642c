//! Integration tests of the Rust DSL: its programs, errors and robustness.
//!
//! One test binary for the crate (each module was a binary of its own):
//! one link of MLIR instead of one per file.

mod errors;
mod no_panic;
mod programs;
