//! `tile-driver`: the `tile-opt` command line over the embeddable
//! `tile-compiler` library. The library ([`tile_compiler::Session`]) parses,
//! verifies, runs pipelines and emits; this crate holds what only a command
//! line needs:
//!
//! - [`cli`]: the options and `--help`;
//! - [`compile`]: what one input becomes (`--split-input-file` chunks,
//!   parse, checks, the `--pipeline`s, `--emit`), as values: output,
//!   reports, diagnostics, the files the passes held back. `tile-fuzz` runs
//!   it in-process, so the fuzzer and the binary take the same path;
//! - [`expectations`]: `--verify-diagnostics` (the matcher is `tile-expect`,
//!   a testing crate: the library never depends on it);
//! - [`program`]: the process itself (crash reports, contained panics,
//!   reading the input, writing the output and the held files, the exit
//!   status), which `tools/tile-opt`'s `main` calls.

pub mod cli;
pub mod compile;
pub mod expectations;
pub mod program;
