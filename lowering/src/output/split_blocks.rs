//! Splits long straight-line blocks of a unit compiled at `-O0`, right
//! before its translation to LLVM IR.
//!
//! SelectionDAG builds, combines, orders and schedules one DAG per basic
//! block. A kernel of thousands of inline-asm statements lowered by the asm
//! strategy is one block (its mbarrier waits loop inside the asm text, where
//! the intrinsics strategy branches in the IR), and one DAG of tens of
//! thousands of nodes costs about twice per node what many small ones do
//! (bench/compile `ops`, N = 10,000: `llc -O0` instruction selection 0.110 s
//! as one block, 0.073 s split every 128 asm statements, 0.058 s for the
//! intrinsics strategy's blocks). At `-O0` nothing merges the blocks again:
//! each split leaves a `bra.uni` to the next line in the PTX, which ptxas
//! removes. Units compiled at `-O2` are left alone (its branch folding
//! merges them back, and their functions are small).
//!
//! A split never moves an `llvm.alloca` out of its block (the entry block's
//! allocas must stay there to remain static).

use melior::ir::{
    operation::{OperationBuilder, OperationLike},
    BlockRef, Location, OperationRef,
};
use mlir_sys::{
    mlirBlockAppendOwnedOperation, mlirBlockCreate, mlirBlockDestroy, mlirBlockGetFirstOperation,
    mlirBlockGetNextInRegion, mlirBlockGetParentRegion, mlirOperationGetLocation,
    mlirOperationGetNextInBlock, mlirOperationGetNumRegions, mlirOperationGetRegion,
    mlirOperationRemoveFromParent, mlirRegionGetFirstBlock, mlirRegionInsertOwnedBlockAfter,
    MlirBlock, MlirOperation,
};

/// Operations per block above which a block is split (about 128 inline-asm
/// statements with their operands' casts and constants).
pub const MAX_BLOCK_OPS: usize = 384;

/// Splits every block of every `llvm.func` in `unit` (a module or
/// `gpu.module`, its functions as direct children) into runs of at most
/// [`MAX_BLOCK_OPS`] operations joined by `llvm.br`. Returns how many
/// blocks were added.
pub fn split_long_blocks(unit: OperationRef<'_, '_>) -> usize {
    let mut added = 0;
    // SAFETY: `unit` is live; its regions, blocks and ops are only read here
    // (split_function changes the inside of one function at a time).
    unsafe {
        let unit = unit.to_raw();
        for r in 0..mlirOperationGetNumRegions(unit) {
            let mut block = mlirRegionGetFirstBlock(mlirOperationGetRegion(unit, r));
            while !block.ptr.is_null() {
                let mut op = mlirBlockGetFirstOperation(block);
                while !is_null(op) {
                    if name_is(op, "llvm.func") {
                        added += split_function(op);
                    }
                    op = mlirOperationGetNextInBlock(op);
                }
                block = mlirBlockGetNextInRegion(block);
            }
        }
    }
    added
}

fn is_null(op: MlirOperation) -> bool {
    op.ptr.is_null()
}

fn name_is(op: MlirOperation, name: &str) -> bool {
    // SAFETY: a live operation.
    unsafe { OperationRef::from_raw(op) }
        .name()
        .as_string_ref()
        .as_str()
        == Ok(name)
}

fn split_function(func: MlirOperation) -> usize {
    // SAFETY: a live llvm.func; its region and blocks are read, and blocks
    // are only inserted after the one being split (visited later, short).
    unsafe {
        if mlirOperationGetNumRegions(func) == 0 {
            return 0;
        }
        let region = mlirOperationGetRegion(func, 0);
        let mut added = 0;
        let mut block = mlirRegionGetFirstBlock(region);
        while !block.ptr.is_null() {
            let next = mlirBlockGetNextInRegion(block);
            added += split_block(block);
            block = next;
        }
        added
    }
}

/// Splits `block`; returns the number of blocks added after it.
fn split_block(block: MlirBlock) -> usize {
    // SAFETY (whole function): `block` is a live block of a function
    // region; ops are moved between it and blocks created here, each op
    // detached before it is appended, and the terminator moves last.
    let ops: Vec<MlirOperation> = unsafe {
        let mut ops = Vec::new();
        let mut op = mlirBlockGetFirstOperation(block);
        while !is_null(op) {
            ops.push(op);
            op = mlirOperationGetNextInBlock(op);
        }
        ops
    };
    if ops.len() <= MAX_BLOCK_OPS {
        return 0;
    }
    let first_movable = ops
        .iter()
        .rposition(|&op| name_is(op, "llvm.alloca"))
        .map_or(0, |i| i + 1);
    // Split points: the index of each new block's first op, leaving the
    // terminator (last op) with at least one op before it in its block.
    let mut starts = Vec::new();
    let mut at = first_movable.max(MAX_BLOCK_OPS);
    while at + 1 < ops.len() {
        starts.push(at);
        at += MAX_BLOCK_OPS;
    }
    let region = unsafe { mlirBlockGetParentRegion(block) };
    let mut current = block;
    for (k, &start) in starts.iter().enumerate() {
        let end = starts.get(k + 1).copied().unwrap_or(ops.len());
        let location = unsafe { Location::from_raw(mlirOperationGetLocation(ops[start])) };
        let next = unsafe { mlirBlockCreate(0, std::ptr::null(), std::ptr::null()) };
        // SAFETY: `next` is live and outlives the reference.
        let dest = unsafe { BlockRef::from_raw(next) };
        let Ok(branch) = OperationBuilder::new("llvm.br", location)
            .add_successors(&[&dest])
            .build()
        else {
            // Building a plain llvm.br cannot fail; should it, leave the
            // rest of the block as it is.
            unsafe { mlirBlockDestroy(next) };
            return k;
        };
        unsafe { mlirRegionInsertOwnedBlockAfter(region, current, next) };
        for &op in &ops[start..end] {
            unsafe {
                mlirOperationRemoveFromParent(op);
                mlirBlockAppendOwnedOperation(next, op);
            }
        }
        unsafe { mlirBlockAppendOwnedOperation(current, branch.into_raw()) };
        current = next;
    }
    starts.len()
}
