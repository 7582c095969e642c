//! `tile-lower-scf-if`: every `scf.if` that is not inside a loop (or any
//! other structured op but `scf.if`) becomes `cf.cond_br` / `cf.br`
//! between blocks, in time linear in the function.
//!
//! Upstream `convert-scf-to-cf` does the same rewrite (this pass produces
//! the same blocks, in the same order, with the same ops and locations), but
//! its conversion driver visits the ifs of a block front to back and each
//! one splits the block, moving every op after it: N sequential `scf.if` in
//! one block cost O(N²) time and memory (N = 8,000: 12 s and 2.4 GB in
//! `mlir-opt-22`). Kernels with many guarded blocks (one elected-thread
//! `scf.if` per device rebind, one encode check per host descriptor and
//! launch) hit that. Here the ifs of a block are lowered back to front, so
//! each op moves once.
//!
//! The rewrite of one `scf.if` in block `B` (as upstream's):
//!
//! 1. the ops after it move to a new block `R` right after `B`;
//! 2. with results, a block `C(results)` is placed before `R` and ends in
//!    `cf.br ^R`; without, `C` is `R`;
//! 3. the then region's blocks move before `C`, its `scf.yield` becomes
//!    `cf.br ^C(operands)`; so do the else region's, if it has blocks;
//! 4. `B` ends in `cf.cond_br %cond, ^then, ^else` (`^C` without an else);
//!    the if's results are replaced by `C`'s arguments and it is erased.
//!
//! An outer `scf.if` is lowered before the ifs nested in it (as upstream),
//! which are then lowered in the blocks they moved into: each if moves the
//! one block of each of its regions. (Lowering the inner ones first, as this
//! pass once did, left the outer region with every block of its nest to
//! move: D nested ifs cost O(D²).) Regions of loops
//! and other ops keep their ifs: `convert-scf-to-cf` lowers those after
//! lowering the loop, where they have a block of their own.

use melior::ir::{
    attribute::DenseI32ArrayAttribute,
    operation::{OperationBuilder, OperationLike, WalkOrder, WalkResult},
    BlockRef, Identifier, Location, OperationRef, Value,
};
use mlir_sys::{
    mlirBlockAppendOwnedOperation, mlirBlockCreate, mlirBlockDetach, mlirBlockGetArgument,
    mlirBlockGetFirstOperation, mlirBlockGetNextInRegion, mlirBlockGetNumArguments,
    mlirBlockGetParentRegion, mlirBlockGetTerminator, mlirOperationDestroy, mlirOperationGetBlock,
    mlirOperationGetLocation, mlirOperationGetNextInBlock, mlirOperationGetNumOperands,
    mlirOperationGetNumResults, mlirOperationGetOperand, mlirOperationGetRegion,
    mlirOperationGetResult, mlirOperationRemoveFromParent, mlirRegionGetFirstBlock,
    mlirRegionInsertOwnedBlockAfter, mlirRegionInsertOwnedBlockBefore, mlirValueGetType,
    mlirValueReplaceAllUsesOfWith, MlirBlock, MlirOperation, MlirRegion, MlirType,
};
use thiserror::Error;
use tile_dialect::verify::file_line_col;

/// Why an `scf.if` could not be lowered (malformed IR the verifier let
/// through; never expected).
#[derive(Debug, Error, PartialEq, Eq)]
pub enum ScfIfError {
    /// The op is not in a block of a region.
    #[error("the scf.if is not inside a block of a region")]
    Detached,
    /// A region of the if does not end in `scf.yield`.
    #[error("a region of the scf.if does not end in a terminator")]
    NoTerminator,
    /// A `cf` branch could not be built.
    #[error("cannot build {0}")]
    Build(&'static str),
}

/// An error of the pass: where and what.
pub type ScfIfDiagnostic = (Option<(String, usize, usize)>, String);

/// The ops whose body regions are lowered: function-like ops, whose
/// regions may hold any number of blocks.
const FUNCTIONS: [&str; 3] = ["func.func", "gpu.func", "llvm.func"];

/// Lowers every `scf.if` outside loops in every function under `top`;
/// returns the errors (none expected).
pub fn lower_scf_ifs(top: OperationRef<'_, '_>) -> Vec<ScfIfDiagnostic> {
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

fn is_null_block(block: MlirBlock) -> bool {
    block.ptr.is_null()
}

fn is_null_op(op: MlirOperation) -> bool {
    op.ptr.is_null()
}

/// The blocks of `region`, in order.
fn blocks_of(region: MlirRegion) -> Vec<MlirBlock> {
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

fn is_scf_if(op: MlirOperation) -> bool {
    // SAFETY: a live operation.
    tile_dialect::strings::op_name_is(&unsafe { OperationRef::from_raw(op) }, "scf.if")
}

fn lower_region(region: MlirRegion, errors: &mut Vec<ScfIfDiagnostic>) {
    // Blocks whose ifs are still to lower. An if's own blocks join the list
    // when it is lowered, so nested ifs are lowered after the one holding
    // them, where they then sit (one block each, moved once).
    let mut pending = blocks_of(region);
    pending.reverse();
    while let Some(block) = pending.pop() {
        // The ifs of this block, last first: each split then moves only the
        // ops up to the next (already lowered) if.
        let mut ifs = Vec::new();
        // SAFETY: a live block.
        let mut op = unsafe { mlirBlockGetFirstOperation(block) };
        while !is_null_op(op) {
            if is_scf_if(op) {
                ifs.push(op);
            }
            // SAFETY: as above.
            op = unsafe { mlirOperationGetNextInBlock(op) };
        }
        for if_op in ifs.into_iter().rev() {
            // SAFETY: scf.if has exactly two regions.
            let inner: Vec<MlirBlock> = (0..2)
                .flat_map(|i| blocks_of(unsafe { mlirOperationGetRegion(if_op, i) }))
                .collect();
            if let Err(e) = lower_one(if_op) {
                // SAFETY: the if is still alive when lowering failed.
                let location = unsafe { OperationRef::from_raw(if_op) }.location();
                errors.push((
                    file_line_col(location),
                    format!("'scf.if' op [scf-if-lowering] {e}"),
                ));
            }
            // Moved out of the if (or, if it failed, still in it): alive
            // either way.
            pending.extend(inner.into_iter().rev());
        }
    }
}

/// A `cf.br` to `dest` with `operands`, appended to `block`.
fn append_branch(
    block: MlirBlock,
    dest: MlirBlock,
    operands: &[Value<'_, '_>],
    location: Location<'_>,
) -> Result<(), ScfIfError> {
    // SAFETY: `dest` is a live block; the reference does not outlive it.
    let dest = unsafe { BlockRef::from_raw(dest) };
    let op = OperationBuilder::new("cf.br", location)
        .add_operands(operands)
        .add_successors(&[&dest])
        .build()
        .map_err(|_| ScfIfError::Build("cf.br"))?;
    // SAFETY: `block` is live and takes ownership of the new op.
    unsafe { mlirBlockAppendOwnedOperation(block, op.into_raw()) };
    Ok(())
}

/// Moves the blocks of `region` before `before` (in another region of the
/// same function), the yield of its last block becoming `cf.br ^to`.
/// Returns the first block moved.
fn inline_region(
    region: MlirRegion,
    before: MlirBlock,
    to: MlirBlock,
    location: Location<'_>,
) -> Result<MlirBlock, ScfIfError> {
    let blocks = blocks_of(region);
    let (Some(&first), Some(&last)) = (blocks.first(), blocks.last()) else {
        return Err(ScfIfError::NoTerminator);
    };
    // SAFETY: a live block of the region.
    let terminator = unsafe { mlirBlockGetTerminator(last) };
    if is_null_op(terminator) {
        return Err(ScfIfError::NoTerminator);
    }
    // SAFETY: a live op; the values are read before it is destroyed.
    let operands: Vec<Value> = (0..unsafe { mlirOperationGetNumOperands(terminator) })
        .map(|i| unsafe { Value::from_raw(mlirOperationGetOperand(terminator, i)) })
        .collect();
    append_branch(last, to, &operands, location)?;
    // SAFETY: the yield has no results and is not used afterwards.
    unsafe { mlirOperationDestroy(terminator) };
    // SAFETY: `before` is a live block of a region; each block is detached
    // from its region (we take ownership) and handed to that region.
    let parent = unsafe { mlirBlockGetParentRegion(before) };
    for block in blocks {
        unsafe {
            mlirBlockDetach(block);
            mlirRegionInsertOwnedBlockBefore(parent, before, block);
        }
    }
    Ok(first)
}

fn lower_one(if_op: MlirOperation) -> Result<(), ScfIfError> {
    // SAFETY (whole function): `if_op` is a live `scf.if` (two regions, one
    // operand) in a block of a region; every block and op used below is
    // created here or reached from it, and the if is destroyed last, after
    // its results lost their uses.
    let block = unsafe { mlirOperationGetBlock(if_op) };
    if is_null_block(block) {
        return Err(ScfIfError::Detached);
    }
    let region = unsafe { mlirBlockGetParentRegion(block) };
    if region.ptr.is_null() {
        return Err(ScfIfError::Detached);
    }
    let location = unsafe { Location::from_raw(mlirOperationGetLocation(if_op)) };

    // 1. The ops after the if move to `rest`, right after `block`.
    let rest = unsafe { mlirBlockCreate(0, std::ptr::null(), std::ptr::null()) };
    unsafe { mlirRegionInsertOwnedBlockAfter(region, block, rest) };
    let mut op = unsafe { mlirOperationGetNextInBlock(if_op) };
    while !is_null_op(op) {
        let next = unsafe { mlirOperationGetNextInBlock(op) };
        unsafe {
            mlirOperationRemoveFromParent(op);
            mlirBlockAppendOwnedOperation(rest, op);
        }
        op = next;
    }

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
    let (then_ref, else_ref) = unsafe {
        (
            BlockRef::from_raw(then_first),
            BlockRef::from_raw(else_first),
        )
    };
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = location.context();
    let context = unsafe { context_ref.to_ref() };
    let branch = OperationBuilder::new("cf.cond_br", location)
        .add_operands(&[condition])
        .add_successors(&[&then_ref, &else_ref])
        .add_attributes(&[(
            Identifier::new(context, "operandSegmentSizes"),
            DenseI32ArrayAttribute::new(context, &[1, 0, 0]).into(),
        )])
        .build()
        .map_err(|_| ScfIfError::Build("cf.cond_br"))?;
    unsafe { mlirBlockAppendOwnedOperation(block, branch.into_raw()) };
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
    Ok(())
}
