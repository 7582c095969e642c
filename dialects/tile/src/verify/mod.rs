//! The semantic verifier of the `tile` dialect.
//!
//! ODS checks structure (operand kinds, syntax); this module checks every
//! rule of the PTX ISA and of the tensor-map encode (DESIGN.md's checklist)
//! and gates features by target. It walks the whole module and reports all
//! violations, each with the op's location, the rule id and the bad value.

mod context;
pub mod facts;
mod ops;
mod target;

use melior::ir::{operation::OperationLike, Module, OperationRef};
use tile_rules::{Severity, Target, Violation};

pub use context::{file_line_col, Finding};
pub use facts::{classify_space, MemRefInfo, Space};
pub use target::{resolve_module_target, TargetSource};

/// Options of a verification run.
#[derive(Clone, Debug, Default)]
pub struct VerifyOptions {
    /// The target from the command line; overrides module attributes.
    pub target: Option<Target>,
}

/// Verifies every `tile` op (and every tensormap type on a function) in
/// `module`; returns all findings, errors and warnings, in IR order.
pub fn verify_module(module: &Module<'_>, options: &VerifyOptions) -> Vec<Finding> {
    verify_operation(module.as_operation(), options)
}

/// Verifies every `tile` op nested in `top` (usually a `builtin.module`).
pub fn verify_operation(top: OperationRef<'_, '_>, options: &VerifyOptions) -> Vec<Finding> {
    let mut ctx = context::VerifyContext::new(top, options);
    ctx.check_module_attributes(top);
    top.walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
        // Only these ops are checked: skip the rest without touching them.
        let name = crate::access::name_of(&op);
        if name.starts_with("tile.") || name == "gpu.module" || name.ends_with(".func") {
            ops::check_op(&mut ctx, op);
        }
        melior::ir::operation::WalkResult::Advance
    });
    ctx.into_findings()
}

/// Whether any finding is an error.
pub fn has_errors(findings: &[Finding]) -> bool {
    findings
        .iter()
        .any(|f| f.violation.severity == Severity::Error)
}

/// Shorthand used by the checks.
pub(crate) type Found = Vec<Violation>;
