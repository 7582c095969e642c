//! Pure-Rust rules of TMA and the async-copy family: targets and the PTX
//! version each feature needs, element types, tensor-map (descriptor)
//! geometry, coordinates, the reduce op x type table, bulk and cp.async sizes.
//!
//! Every check returns [`Violation`]s naming a rule id and the bad value;
//! nothing here knows about MLIR, so the same rules serve the verifier, the
//! host encoder and the tests. [`Diagnostic`] (with [`Severity`]) is the one
//! diagnostic type of every layer: a violation placed at an op, MLIR's
//! diagnostics as the compiler captures them, what the driver prints.

pub mod alloca;
pub mod block;
pub mod copy;
pub mod cuda;
pub mod descriptor;
pub mod diagnostic;
pub mod element;
pub mod enums;
pub mod expect_tx;
pub mod global;
pub mod loop_depth;
pub mod mbarrier;
pub mod params;
pub mod planner_attrs;
pub mod rebind;
pub mod reduce;
pub mod severity;
pub mod shared;
pub mod shared_box;
pub mod symbol;
pub mod target;
pub mod violation;

pub use diagnostic::{Diagnostic, FileLineCol};
pub use element::ElementType;
pub use severity::{Severity, UnknownSeverity};
pub use target::{Feature, PtxVersion, PtxVersionError, Requirement, Target, TargetError};
pub use violation::Violation;
