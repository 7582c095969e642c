//! One `scf.if` to `cf.cond_br` / `cf.br` (as upstream `convert-scf-to-cf`):
//!
//! 1. the ops after it move to a new block `R` right after its block `B`;
//! 2. with results, a block `C(results)` is placed before `R` and ends in
//!    `cf.br ^R`; without, `C` is `R`;
//! 3. the then region's blocks move before `C`, its `scf.yield` becomes
//!    `cf.br ^C(operands)`; so do the else region's, if it has blocks;
//! 4. `B` ends in `cf.cond_br %cond, ^then, ^else` (`^C` without an else);
//!    the if's results are replaced by `C`'s arguments and it is erased.

use super::blocks::{
    append_branch, append_cond_branch, blocks_of, inline_region, is_null_block, place_of,
    split_after,
};
use super::ScfError;
use melior::ir::Value;
use mlir_sys::{
    mlirBlockCreate, mlirBlockGetArgument, mlirBlockGetNumArguments, mlirOperationDestroy,
    mlirOperationGetNumResults, mlirOperationGetOperand, mlirOperationGetRegion,
    mlirOperationGetResult, mlirRegionGetFirstBlock, mlirRegionInsertOwnedBlockBefore,
    mlirValueGetType, mlirValueReplaceAllUsesOfWith, MlirBlock, MlirOperation, MlirType,
};

/// Lowers `if_op`, a live `scf.if` in a block of a region; returns the
/// blocks of its regions, now in the function (their ops are still to
/// lower).
pub(super) fn lower_if(if_op: MlirOperation) -> Result<Vec<MlirBlock>, ScfError> {
    // SAFETY (whole function): `if_op` is a live `scf.if` (two regions, one
    // operand) in a block of a region; every block and op used below is
    // created here or reached from it, and the if is destroyed last, after
    // its results lost their uses.
    let (block, region, location) = place_of(if_op)?;
    let moved: Vec<MlirBlock> = (0..2)
        .flat_map(|i| blocks_of(unsafe { mlirOperationGetRegion(if_op, i) }))
        .collect();

    // 1. The ops after the if move to `rest`, right after `block`.
    let rest = split_after(if_op, block, region);

    // 2. The continuation: `rest`, or a block taking the results.
    let results = unsafe { mlirOperationGetNumResults(if_op) };
    let continuation = if results == 0 {
        rest
    } else {
        let types: Vec<MlirType> = (0..results)
            .map(|i| unsafe { mlirValueGetType(mlirOperationGetResult(if_op, i)) })
            .collect();
        let locations = vec![location.to_raw(); results as usize];
        let c = unsafe { mlirBlockCreate(results, types.as_ptr(), locations.as_ptr()) };
        unsafe { mlirRegionInsertOwnedBlockBefore(region, rest, c) };
        append_branch(c, rest, &[], location)?;
        c
    };

    // 3. Then and else regions, before the continuation.
    let then_first = inline_region(
        unsafe { mlirOperationGetRegion(if_op, 0) },
        continuation,
        continuation,
        location,
    )?;
    let else_region = unsafe { mlirOperationGetRegion(if_op, 1) };
    let else_first = if is_null_block(unsafe { mlirRegionGetFirstBlock(else_region) }) {
        continuation
    } else {
        inline_region(else_region, continuation, continuation, location)?
    };

    // 4. The conditional branch ends `block`; the if goes.
    let condition = unsafe { Value::from_raw(mlirOperationGetOperand(if_op, 0)) };
    append_cond_branch(block, condition, then_first, else_first, location)?;
    for i in 0..results {
        unsafe {
            mlirValueReplaceAllUsesOfWith(
                mlirOperationGetResult(if_op, i),
                mlirBlockGetArgument(continuation, i),
            )
        };
    }
    debug_assert_eq!(unsafe { mlirBlockGetNumArguments(continuation) }, results);
    unsafe { mlirOperationDestroy(if_op) };
    Ok(moved)
}
