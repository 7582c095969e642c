//! What the hook's checks of single ops leave to their scope: the findings
//! that need the alignment of the `memref.global` an address comes from
//! (`slot-align`, `desc-align`, `bulk-align`, `smem-align`, ...).
//!
//! MLIR's hook checks one `tile` op per call. Reading a global's alignment
//! means finding the global in its symbol table, a scan of the table; done
//! for each op, N slot ops over N globals cost N² (and nothing read in one
//! call can be kept for the next: MLIR does not say when a verification
//! starts or ends, and the IR may change in between). So the hook's check of
//! an op inside a scope scans at most `SCAN_BUDGET` ops of a table and
//! leaves a global further on unknown (`GlobalReads::DeferInScopes`); the
//! check of the scope, which the scope's first `tile` op runs once per
//! verification, checks each `tile` op of the scope that left one unknown
//! again with the globals read through one index, and reports here, at the
//! op, what that adds to the op's own findings. Each finding once, as
//! before; a run over a whole module (`super::verify_operation`) reads every
//! global in each op's check instead. Verifying one op alone checks only
//! the globals its own check reads.

use super::context::{GlobalReads, VerifyContext};
use super::facts::{global_read, scan_global_alignment, Scan, SCAN_BUDGET};
use super::ops::check_op;
use melior::ir::operation::{OperationLike, WalkResult};
use melior::ir::OperationRef;

/// Reports, at each `tile` op whose nearest scope is `scope`, the findings
/// its check has when the alignments of globals are read and not when they
/// are left unknown.
pub(crate) fn report(ctx: &mut VerifyContext, scope: OperationRef<'_, '_>) {
    let root = scope.to_raw().ptr;
    crate::walk::preorder(scope, |op| {
        let name = crate::strings::name_of(&op);
        if name == "gpu.module" && op.to_raw().ptr != root {
            // Its own scope.
            return WalkResult::Skip;
        }
        if !name.starts_with("tile.") || ctx.around(&op).scopes.first() != Some(&(root as usize)) {
            return WalkResult::Advance;
        }
        super::contained(ctx, op, |ctx| report_op(ctx, op));
        WalkResult::Advance
    });
}

/// [`report`] for one op.
fn report_op(ctx: &mut VerifyContext, op: OperationRef<'_, '_>) {
    // Only an op whose own check left a global unknown can be owed a finding.
    let tables = ctx.around(&op).symbol_tables.clone();
    let left_unknown = op.operands().any(|value| {
        global_read(value)
            .is_some_and(|name| scan_global_alignment(&tables, &name, SCAN_BUDGET) == Scan::TooFar)
    });
    if !left_unknown {
        return;
    }
    let mut resolved = ctx.nested(GlobalReads::Resolve);
    check_op(&mut resolved, op);
    let resolved = resolved.into_located();
    if resolved.is_empty() {
        // Its own check finds no more.
        return;
    }
    let mut own = ctx.nested(GlobalReads::DeferInScopes);
    check_op(&mut own, op);
    let mut own = own.into_located();
    for (finding, location) in resolved {
        match own.iter().position(|(f, _)| *f == finding) {
            Some(at) => {
                own.swap_remove(at);
            }
            None => ctx.push_located(finding, location),
        }
    }
}
