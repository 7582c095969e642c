//! `tile-expect`: the engine behind `tile-opt --split-input-file
//! --verify-diagnostics`.
//!
//! MLIR's C API offers neither input splitting nor diagnostic verification,
//! so this crate implements both in pure Rust, in the spirit of `mlir-opt
//! -verify-diagnostics` and rustc's ui tests:
//!
//! 1. [`split_input`] cuts a test file into [`Chunk`]s at `// -----` lines,
//!    remembering where each chunk starts in the original file.
//! 2. [`parse_expectations`] reads `// expected-error@+1 {{...}}` comments
//!    into [`Expectation`]s carrying absolute line numbers of the original
//!    file.
//! 3. The driver captures MLIR diagnostics as [`Diagnostic`]s (the one
//!    diagnostic type of every layer, from `tile-rules`);
//!    [`from_location`] makes one from a printed location
//!    ([`parse_mlir_location`]).
//! 4. [`verify`] matches diagnostics against expectations and returns a
//!    [`Report`] that can be rendered in mlir-opt's style.
//!
//! The crate depends on `thiserror` and `tile-rules` (pure Rust: the shared
//! [`Severity`]) only; it knows nothing of MLIR beyond the textual forms of
//! its locations.
//!
//! ```
//! use tile_expect::{from_location, parse_expectations, split_input, verify, Severity};
//!
//! let file = "ok\n// -----\n// expected-error@below {{bad rank}}\nop\n";
//! let chunks = split_input(file, tile_expect::DEFAULT_SPLIT_MARKER);
//! assert_eq!(chunks[1].first_line, 3);
//!
//! let expectations = parse_expectations(&chunks[1].text, chunks[1].first_line)
//!     .expect("well-formed expectations");
//! let diagnostics = [from_location(
//!     Severity::Error,
//!     "loc(\"t.mlir\":4:1)",
//!     "'op' has a bad rank",
//! )];
//! let report = verify(&expectations, &diagnostics, "t.mlir");
//! assert!(report.is_ok(), "{}", report.render("t.mlir"));
//! ```

#![deny(missing_docs)]

mod diagnostic;
mod expectation;
mod location;
mod split;
mod verify;

pub use diagnostic::from_location;
pub use expectation::{parse_expectations, Expectation, ExpectationError};
pub use location::parse_mlir_location;
pub use split::{split_input, Chunk, DEFAULT_SPLIT_MARKER};
pub use tile_rules::Diagnostic;
pub use tile_rules::{Severity, UnknownSeverity};
pub use verify::{verify, Report};
