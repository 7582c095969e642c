//! The contract between tile-opt's output and whoever launches it: the
//! launch manifest's schema with its JSON reader and writer ([`manifest`]),
//! the evaluator of the manifest's launch-time expressions ([`expr`]) and
//! the runtime symbols the generated host code calls ([`symbols`]).
//!
//! The compiler (passes, lowering, the embedding API) writes this contract
//! and the runner reads it; both take it from here, so the two sides cannot
//! drift apart. The crate depends on serde only (no MLIR): a launcher can
//! use it without linking the compiler.

pub mod expr;
pub mod manifest;
pub mod symbols;

pub use expr::{Expr, ExprError, Symbol};
pub use manifest::{Manifest, ReadError, MANIFEST_VERSION};
