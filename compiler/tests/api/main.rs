//! Integration tests of the embedding API (`tile_compiler`).
//!
//! One test binary for the crate (each module was a binary of its own):
//! one link of MLIR instead of one per file.

mod builder;
mod contain;
mod dropped_sessions;
mod dynamic_shared;
mod embedder_locations;
mod parse_at;
mod readme;
mod reused_context_address;
mod sessions_in_threads;
mod skipped_passes;
mod split_output;
mod split_passes;
mod strategy_names;
