//! The embeddable tile compiler behind the `tile-opt` driver: a [`Session`]
//! owns an MLIR context with every dialect (upstream and `tile`) loaded,
//! parses source into modules while capturing diagnostics, runs the semantic
//! verifier, runs textual pipelines that mix Rust and upstream passes, and
//! prints the result. The driver binary is a thin command-line layer over it.

pub mod artifacts;
pub mod builder;
pub mod cli;
pub mod compile;
pub mod contain;
pub mod diagnostics;
pub mod input;
pub mod session;
pub mod timing;

pub use diagnostics::{CapturedDiagnostic, DiagnosticSink};
pub use session::{DriverError, Session};
pub use timing::TimingReport;

pub use artifacts::{
    Artifacts, CompileError, CompileOptions, HostOutput, KernelArtifact, Pipeline, Strategy,
    UnitArtifact,
};
pub use tile_expect::Severity;
pub use tile_rules::Target;
