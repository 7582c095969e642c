//! Where the verifier's scopes are: a *scope* is a `gpu.module`, or a kernel
//! outside any `gpu.module`; its rules ([`super::module`]) are reported by
//! its first `tile` op (in pre-order).

use super::kinds::is_kernel;
use super::target::enclosing_gpu_module;
use crate::strings;
use melior::ir::{
    operation::{OperationLike, WalkResult},
    OperationRef,
};
use std::ops::ControlFlow;

/// Whether `op` roots a scope: a `gpu.module`, or a kernel outside any.
pub(crate) fn is_scope(op: &OperationRef<'_, '_>) -> bool {
    if strings::op_name_is(op, "gpu.module") {
        return true;
    }
    is_kernel(op) && enclosing_gpu_module(*op).is_none()
}

/// The first `tile` op under `scope`, in pre-order.
pub(crate) fn first_tile_op(scope: OperationRef<'_, '_>) -> Option<mlir_sys::MlirOperation> {
    let mut first = None;
    crate::walk::preorder(scope, |op| {
        if strings::name_of(&op).starts_with("tile.") {
            first = Some(op.to_raw());
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    first
}

/// The scopes around the `tile` op `op` whose first `tile` op (in
/// pre-order, as [`first_tile_op`] finds it) `op` is, innermost first.
/// `around`: every scope around `op`, innermost first
/// ([`super::ancestry::Around::scopes`]).
/// Found by walking back from `op` to the nearest earlier `tile` op: the
/// scopes reached before one are those it opens. A walk from each scope's
/// start instead made verification quadratic (every `tile` op walked the
/// ops before the first one); this one visits the ops between a `tile` op
/// and the one before it, so all of them together visit each op about once.
pub(crate) fn scopes_first_at<'c, 'a>(
    op: OperationRef<'c, 'a>,
    around: &[usize],
) -> Vec<OperationRef<'c, 'a>> {
    // SAFETY: ops around the live `op`, read from the unchanged IR.
    let scopes: Vec<OperationRef<'c, 'a>> = around
        .iter()
        .map(|&s| unsafe { super::ancestry::op_at(s) })
        .collect();
    let Some(&outermost) = scopes.last() else {
        return Vec::new();
    };
    let mut opened = Vec::new();
    crate::walk::before(
        op,
        outermost,
        |_| true,
        |earlier| {
            if strings::name_of(&earlier).starts_with("tile.") {
                return ControlFlow::Break(());
            }
            if scopes
                .iter()
                .any(|s| s.to_raw().ptr == earlier.to_raw().ptr)
            {
                opened.push(earlier);
            }
            ControlFlow::Continue(())
        },
    );
    opened
}
