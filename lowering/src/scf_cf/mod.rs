//! `tile-lower-scf`: every `scf.if` and `scf.for` that is not inside
//! another structured op (an `scf.while`, `scf.execute_region`,
//! `scf.index_switch`, `scf.parallel`, ...) becomes blocks and `cf`
//! branches, in time linear in the function.
//!
//! Upstream `convert-scf-to-cf` does the same rewrites (this pass produces
//! the same blocks, in the same order, with the same ops, attributes and
//! locations), but its conversion driver visits the ops of a block front to
//! back and each `scf.if` or `scf.for` splits the block, moving every op
//! after it: N sequential ifs or sibling loops in one block cost O(N²) time
//! and memory (N = 8,000 ifs: 12 s and 2.4 GB in `mlir-opt-22`; 10,000
//! sibling loops: 3.8 s and 2.8 GB inside tile-opt). Kernels with many
//! guarded blocks (one elected-thread `scf.if` per device rebind, one
//! encode check per host descriptor and launch) or many loops hit that.
//! Here the ops of a block are lowered back to front, so each op moves
//! once. What is left (the other structured ops and what they hold) is
//! lowered by `convert-scf-to-cf` after this pass.
//!
//! An outer op is lowered before the ones nested in it (as upstream),
//! which are then lowered in the blocks they moved into: each moves the
//! blocks of its own regions only. (Lowering the inner ones first, as this
//! pass once did, left the outer region with every block of its nest to
//! move: D nested ifs cost O(D²).) The rewrites themselves are in
//! `if_op.rs` and `for_op.rs`, the block moves they share in `blocks.rs`.

mod blocks;
mod for_op;
mod if_op;

use blocks::{blocks_of, is_null_op};
use melior::ir::{
    operation::{OperationLike, WalkOrder, WalkResult},
    OperationRef,
};
use mlir_sys::{
    mlirBlockGetFirstOperation, mlirOperationGetNextInBlock, mlirOperationGetRegion, MlirOperation,
};
use thiserror::Error;
use tile_dialect::verify::file_line_col;
use tile_rules::Diagnostic;

/// Why an `scf.if` or `scf.for` could not be lowered (malformed IR the
/// verifier let through; never expected).
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ScfError {
    /// The op is not in a block of a region.
    #[error("the op is not inside a block of a region")]
    Detached,
    /// A region of the op does not end in `scf.yield`.
    #[error("a region of the op does not end in a terminator")]
    NoTerminator,
    /// The op's operands or block arguments are not the op's form.
    #[error("malformed op: {0}")]
    Malformed(&'static str),
    /// A `cf` branch or an `arith` op could not be built.
    #[error("cannot build {0}")]
    Build(&'static str),
}

/// The ops whose body regions are lowered: function-like ops, whose
/// regions may hold any number of blocks.
const FUNCTIONS: [&str; 3] = ["func.func", "gpu.func", "llvm.func"];

/// The ops this pass lowers.
#[derive(Clone, Copy)]
enum Structured {
    If,
    For,
}

impl Structured {
    fn of(op: MlirOperation) -> Option<Self> {
        // SAFETY: a live operation.
        let op = unsafe { OperationRef::from_raw(op) };
        if tile_dialect::strings::op_name_is(&op, "scf.if") {
            Some(Self::If)
        } else if tile_dialect::strings::op_name_is(&op, "scf.for") {
            Some(Self::For)
        } else {
            None
        }
    }

    fn name(self) -> &'static str {
        match self {
            Self::If => "scf.if",
            Self::For => "scf.for",
        }
    }

    fn lower(self, op: MlirOperation) -> Result<Vec<mlir_sys::MlirBlock>, ScfError> {
        match self {
            Self::If => if_op::lower_if(op),
            Self::For => for_op::lower_for(op),
        }
    }
}

/// Lowers every `scf.if` and `scf.for` outside other structured ops in
/// every function under `top`; returns the errors (none expected).
pub fn lower_scf(top: OperationRef<'_, '_>) -> Vec<Diagnostic> {
    let mut functions = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        if FUNCTIONS.contains(&tile_dialect::strings::name_of(&op)) {
            functions.push(op.to_raw());
            // Nested functions do not occur in these dialects.
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
    let mut errors = Vec::new();
    for function in functions {
        // SAFETY: collected above from the live IR; only ops inside the
        // function are rewritten.
        let count = unsafe { mlir_sys::mlirOperationGetNumRegions(function) };
        for i in 0..count {
            // SAFETY: index within the region count.
            let region = unsafe { mlirOperationGetRegion(function, i) };
            lower_region(region, &mut errors);
        }
    }
    errors
}

fn lower_region(region: mlir_sys::MlirRegion, errors: &mut Vec<Diagnostic>) {
    // Blocks whose ops are still to lower. An op's own blocks join the list
    // when it is lowered, so nested ops are lowered after the one holding
    // them, where they then sit (moved once).
    let mut pending = blocks_of(region);
    pending.reverse();
    while let Some(block) = pending.pop() {
        // The ops of this block, last first: each split then moves only the
        // ops up to the next (already lowered) one.
        let mut found = Vec::new();
        // SAFETY: a live block.
        let mut op = unsafe { mlirBlockGetFirstOperation(block) };
        while !is_null_op(op) {
            if let Some(kind) = Structured::of(op) {
                found.push((op, kind));
            }
            // SAFETY: as above.
            op = unsafe { mlirOperationGetNextInBlock(op) };
        }
        for (op, kind) in found.into_iter().rev() {
            match kind.lower(op) {
                // Moved out of the op: their ops are lowered next, in order.
                Ok(moved) => pending.extend(moved.into_iter().rev()),
                Err(e) => {
                    // SAFETY: the op is still alive when lowering failed.
                    let location = unsafe { OperationRef::from_raw(op) }.location();
                    errors.push(Diagnostic::error(
                        file_line_col(location),
                        format!("'{}' op [scf-lowering] {e}", kind.name()),
                    ));
                }
            }
        }
    }
}
