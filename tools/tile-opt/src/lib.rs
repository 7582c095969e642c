//! The `tile-opt` driver's library face: everything lives in the
//! `tile-compiler` crate ([`tile_compiler`]); this re-exports it so that
//! `tile_opt::Session` and friends keep working.

pub use tile_compiler::*;
