//! `libTileDialectPlugin.so`: the `tile` dialect and the Rust passes for
//! upstream MLIR tools.
//!
//! - Dialect plugin ([`dialect`]): `mlir-opt-22
//!   --load-dialect-plugin=<lib>` registers the `tile` dialect — the
//!   ODS-generated C++ and, through its verifier hooks, the Rust semantic
//!   verifier (`tile_dialect::hook`) — so upstream `mlir-opt` parses, prints
//!   and verifies tile IR with the same diagnostics as `tile-opt`.
//! - Pass plugin ([`passes`]): `--load-pass-plugin=<lib>` (the same file)
//!   registers every Rust pass by name, with default options.
//!
//! The library links `libMLIR.so` / `libLLVM.so`, the shared libraries
//! `mlir-opt-22` itself runs on (build.rs), so everything registers into
//! the tool's own registries. Only the MLIR C API, which `libMLIR.so` does
//! not export, comes from the static archives.

#![allow(non_snake_case)] // the library's name follows MLIR's plugin convention

pub mod dialect;
pub mod passes;

use std::ffi::c_char;

/// `MLIR_PLUGIN_API_VERSION` of mlir/Tools/Plugins/PassPlugin.h (MLIR 22);
/// `mlir-opt` refuses a plugin built for another.
pub const MLIR_PLUGIN_API_VERSION: u32 = 1;

/// The plugin version (the crate's), NUL-terminated.
fn plugin_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}
