//! Block-level helpers of the scf lowering: listing a region's blocks,
//! appending a `cf.br`, and moving a region's blocks into the function.

use super::ScfError;
use melior::ir::{
    attribute::DenseI32ArrayAttribute, operation::OperationBuilder, BlockRef, Identifier, Location,
    Value,
};
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

/// Builds `cf.cond_br %condition, ^taken, ^not_taken` (no block operands)
/// and appends it to `block`.
pub(super) fn append_cond_branch(
    block: MlirBlock,
    condition: Value<'_, '_>,
    taken: MlirBlock,
    not_taken: MlirBlock,
    location: Location<'_>,
) -> Result<(), ScfError> {
    // SAFETY: live blocks; the references do not outlive them.
    let (taken, not_taken) = unsafe { (BlockRef::from_raw(taken), BlockRef::from_raw(not_taken)) };
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = location.context();
    // SAFETY: the context of a live location.
    let context = unsafe { context_ref.to_ref() };
    let branch = OperationBuilder::new("cf.cond_br", location)
        .add_operands(&[condition])
        .add_successors(&[&taken, &not_taken])
        .add_attributes(&[(
            Identifier::new(context, tile_dialect::ops::OPERAND_SEGMENT_SIZES),
            DenseI32ArrayAttribute::new(context, &[1, 0, 0]).into(),
        )])
        .build()
        .map_err(|_| ScfError::Build("cf.cond_br"))?;
    // SAFETY: `block` is live and takes ownership of the new op.
    unsafe { mlirBlockAppendOwnedOperation(block, branch.into_raw()) };
    Ok(())
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

/// Where `op` is: its block, that block's region and the op's location;
/// [`ScfError::Detached`] when it is in no block of a region.
pub(super) fn place_of<'c>(
    op: MlirOperation,
) -> Result<(MlirBlock, MlirRegion, Location<'c>), ScfError> {
    // SAFETY: a live op; its block and region are read only.
    unsafe {
        let block = mlir_sys::mlirOperationGetBlock(op);
        if is_null_block(block) {
            return Err(ScfError::Detached);
        }
        let region = mlirBlockGetParentRegion(block);
        if region.ptr.is_null() {
            return Err(ScfError::Detached);
        }
        let location = Location::from_raw(mlir_sys::mlirOperationGetLocation(op));
        Ok((block, region, location))
    }
}

/// Moves `first` and every op after it in its block to the end of `to`.
pub(super) fn move_ops_from(first: MlirOperation, to: MlirBlock) {
    use mlir_sys::{mlirOperationGetNextInBlock, mlirOperationRemoveFromParent};
    let mut op = first;
    while !is_null_op(op) {
        // SAFETY: `op` is a live op of a block and `to` a live block; each
        // moved op changes block only.
        unsafe {
            let next = mlirOperationGetNextInBlock(op);
            mlirOperationRemoveFromParent(op);
            mlirBlockAppendOwnedOperation(to, op);
            op = next;
        }
    }
}

/// Moves every op after `op` in its block to `rest`, a new block inserted
/// right after that block; returns `rest`.
pub(super) fn split_after(op: MlirOperation, block: MlirBlock, region: MlirRegion) -> MlirBlock {
    use mlir_sys::{mlirBlockCreate, mlirOperationGetNextInBlock, mlirRegionInsertOwnedBlockAfter};
    // SAFETY: `op` is a live op of `block`, a block of `region`; the new
    // block is owned by the region.
    unsafe {
        let rest = mlirBlockCreate(0, std::ptr::null(), std::ptr::null());
        mlirRegionInsertOwnedBlockAfter(region, block, rest);
        move_ops_from(mlirOperationGetNextInBlock(op), rest);
        rest
    }
}
