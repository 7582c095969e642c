//! Block-level helpers of the scf lowering: listing a region's blocks,
//! appending a `cf.br`, and moving a region's blocks into the function.

use super::ScfError;
use melior::ir::{operation::OperationBuilder, BlockRef, Location, Value};
use mlir_sys::{
    mlirBlockAppendOwnedOperation, mlirBlockDetach, mlirBlockGetNextInRegion,
    mlirBlockGetParentRegion, mlirBlockGetTerminator, mlirOperationDestroy,
    mlirOperationGetNumOperands, mlirOperationGetOperand, mlirRegionGetFirstBlock,
    mlirRegionInsertOwnedBlockBefore, MlirBlock, MlirOperation, MlirRegion,
};

pub(super) fn is_null_block(block: MlirBlock) -> bool {
    block.ptr.is_null()
}

pub(super) fn is_null_op(op: MlirOperation) -> bool {
    op.ptr.is_null()
}

/// The blocks of `region`, in order.
pub(super) fn blocks_of(region: MlirRegion) -> Vec<MlirBlock> {
    let mut blocks = Vec::new();
    // SAFETY: a live region; blocks are only read here.
    let mut block = unsafe { mlirRegionGetFirstBlock(region) };
    while !is_null_block(block) {
        blocks.push(block);
        // SAFETY: as above.
        block = unsafe { mlirBlockGetNextInRegion(block) };
    }
    blocks
}

/// Builds a `cf.br` to `dest` with `operands` and appends it to `block`;
/// returns it.
pub(super) fn append_branch(
    block: MlirBlock,
    dest: MlirBlock,
    operands: &[Value<'_, '_>],
    location: Location<'_>,
) -> Result<MlirOperation, ScfError> {
    // SAFETY: `dest` is a live block; the reference does not outlive it.
    let dest = unsafe { BlockRef::from_raw(dest) };
    let op = OperationBuilder::new("cf.br", location)
        .add_operands(operands)
        .add_successors(&[&dest])
        .build()
        .map_err(|_| ScfError::Build("cf.br"))?;
    let raw = op.into_raw();
    // SAFETY: `block` is live and takes ownership of the new op.
    unsafe { mlirBlockAppendOwnedOperation(block, raw) };
    Ok(raw)
}

/// The operands of the terminator of `block` (an `scf.yield`), and the
/// terminator itself.
pub(super) fn yield_of<'c, 'a>(
    block: MlirBlock,
) -> Result<(MlirOperation, Vec<Value<'c, 'a>>), ScfError> {
    // SAFETY: a live block of a region.
    let terminator = unsafe { mlirBlockGetTerminator(block) };
    if is_null_op(terminator) {
        return Err(ScfError::NoTerminator);
    }
    // SAFETY: a live op; the values stay alive while their definitions do,
    // which the caller keeps (the lowering never erases a value's definer
    // before its uses).
    let operands = (0..unsafe { mlirOperationGetNumOperands(terminator) })
        .map(|i| unsafe { Value::from_raw(mlirOperationGetOperand(terminator, i)) })
        .collect();
    Ok((terminator, operands))
}

/// Moves `blocks` (all of one region's) before `before`, a block of the
/// function's region, in order.
pub(super) fn move_blocks_before(blocks: &[MlirBlock], before: MlirBlock) {
    // SAFETY: `before` is a live block of a region; each block is detached
    // from its region (we take ownership) and handed to that region.
    let parent = unsafe { mlirBlockGetParentRegion(before) };
    for &block in blocks {
        unsafe {
            mlirBlockDetach(block);
            mlirRegionInsertOwnedBlockBefore(parent, before, block);
        }
    }
}

/// Moves the blocks of `region` before `before` (in another region of the
/// same function), the yield of its last block becoming `cf.br ^to`.
/// Returns the first block moved.
pub(super) fn inline_region(
    region: MlirRegion,
    before: MlirBlock,
    to: MlirBlock,
    location: Location<'_>,
) -> Result<MlirBlock, ScfError> {
    let blocks = blocks_of(region);
    let (Some(&first), Some(&last)) = (blocks.first(), blocks.last()) else {
        return Err(ScfError::NoTerminator);
    };
    let (terminator, operands) = yield_of(last)?;
    append_branch(last, to, &operands, location)?;
    // SAFETY: the yield has no results and is not used afterwards.
    unsafe { mlirOperationDestroy(terminator) };
    move_blocks_before(&blocks, before);
    Ok(first)
}

/// Moves every op after `op` in its block to `rest`, a new block inserted
/// right after that block; returns `rest`.
pub(super) fn split_after(op: MlirOperation, block: MlirBlock, region: MlirRegion) -> MlirBlock {
    use mlir_sys::{
        mlirBlockCreate, mlirOperationGetNextInBlock, mlirOperationRemoveFromParent,
        mlirRegionInsertOwnedBlockAfter,
    };
    // SAFETY: `op` is a live op of `block`, a block of `region`; the new
    // block is owned by the region; each moved op changes block only.
    unsafe {
        let rest = mlirBlockCreate(0, std::ptr::null(), std::ptr::null());
        mlirRegionInsertOwnedBlockAfter(region, block, rest);
        let mut next = mlirOperationGetNextInBlock(op);
        while !is_null_op(next) {
            let after = mlirOperationGetNextInBlock(next);
            mlirOperationRemoveFromParent(next);
            mlirBlockAppendOwnedOperation(rest, next);
            next = after;
        }
        rest
    }
}
