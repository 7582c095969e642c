//! Which ops MLIR's verifier will not reach once a `tile` op fails.
//!
//! MLIR's verifier (MLIR 22, mlir/lib/IR/Verifier.cpp; measured with the
//! Debian 22.1 build, `dialects/tile/tests/dialect/hook.rs`) treats every op that is
//! isolated from above (a function, a `gpu.module`, a module) as a unit: it
//! visits the unit's ops in pre-order, except nested isolated ops, which it
//! visits when it leaves the op that holds them; the first op that fails
//! ends the unit, while sibling units are all verified (possibly on several
//! threads). So after a failure the rest of the failing op's unit is never
//! verified. To report every violation, the failing op's hook checks
//! exactly those ops itself: the ops after it, in that order, inside its
//! nearest isolated ancestor. Ops outside that unit are verified by MLIR
//! (by another thread, perhaps), so nothing is reported twice.

use melior::ir::{operation::OperationLike, BlockLike, OperationRef, RegionLike};
use mlir_sys::MlirOperation;

extern "C" {
    // Glue in cpp/TileDialect.cpp.
    fn tileIsIsolatedFromAbove(op: MlirOperation) -> bool;
}

fn is_isolated(op: &OperationRef<'_, '_>) -> bool {
    // SAFETY: `op` is a live operation.
    op.region_count() > 0 && unsafe { tileIsIsolatedFromAbove(op.to_raw()) }
}

/// The ops MLIR will not verify after `failed` fails: the ops after it, in
/// verification order, inside its nearest isolated ancestor (or the
/// outermost op if none is isolated).
pub(crate) fn unreached_after<'c, 'a>(failed: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut unit = failed;
    while let Some(parent) = unit.parent_operation() {
        unit = parent;
        if is_isolated(&unit) {
            break;
        }
    }
    let order = verification_order(unit);
    let wanted = failed.to_raw().ptr;
    match order.iter().position(|op| op.to_raw().ptr == wanted) {
        Some(at) => order[at + 1..].to_vec(),
        None => Vec::new(),
    }
}

/// Every op under `root` (itself first) in the order MLIR's verifier
/// visits them on one thread. Iterative: nesting depth does not grow the stack.
pub(crate) fn verification_order<'c, 'a>(root: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut order = Vec::new();
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        order.push(op);
        let mut inline = Vec::new();
        let mut deferred = Vec::new();
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                let mut child = b.first_operation();
                while let Some(c) = child {
                    if is_isolated(&c) {
                        deferred.push(c);
                    } else {
                        inline.push(c);
                    }
                    child = c.next_in_block();
                }
                block = b.next_in_region();
            }
        }
        // Popped in reverse: inline children (each with its whole subtree)
        // first, in order, then the isolated ones.
        stack.extend(deferred.into_iter().rev());
        stack.extend(inline.into_iter().rev());
    }
    order
}
