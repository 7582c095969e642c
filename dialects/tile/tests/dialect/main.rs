//! Integration tests of the tile dialect: its registration, verifier hook, op views and builders.
//!
//! One test binary for the crate (each module was a binary of its own):
//! one link of MLIR instead of one per file.

mod builders;
mod enums;
mod expect_tx_hook;
mod hook;
mod hook_runs;
mod linear_verify;
mod op_attributes;
mod op_constructors;
mod op_views;
mod robustness;
mod walk;
