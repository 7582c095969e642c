//! MLIR's verifier in time linear in the nesting: the same checks and
//! diagnostics as `mlirOperationVerify` (structure, each op's rules, the
//! `tile` hook through them, operand dominance), but each operand's
//! dominance is asked in its own region, O(1), instead of by a walk from
//! the use up to it (O(depth): N nested `scf.if` using a function's values
//! cost O(N^2)). The C++ side is `cpp/LinearVerify.cpp`, which states the
//! order it keeps and its one remaining cost above linear.

use melior::ir::operation::OperationLike;

extern "C" {
    fn tileVerifyOperationLinear(op: mlir_sys::MlirOperation) -> bool;
}

/// Verifies `op` and everything nested in it as MLIR's verifier does
/// (isolated ops in parallel when the context is multithreaded), emitting
/// the same first error through the context's diagnostic handlers. True
/// when valid.
pub fn verify<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> bool {
    // SAFETY: a live op; the verifier only reads the IR and emits
    // diagnostics.
    unsafe { tileVerifyOperationLinear(op.to_raw()) }
}
