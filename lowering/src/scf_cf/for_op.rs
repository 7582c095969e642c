//! One `scf.for` to blocks and branches (as upstream `convert-scf-to-cf`):
//!
//! 1. the ops after the loop move to a new block `E` right after its block
//!    `B`;
//! 2. the body's block `H` (arguments: the induction variable and the
//!    loop-carried values) becomes the condition block: its ops move to a
//!    new block `F` right after it;
//! 3. the body's blocks (`H`, `F`, ...) move before `E`; the body's last
//!    block ends in `%next = arith.addi %iv, %step` and
//!    `cf.br ^H(%next, yielded...)`, which carries the loop's discardable
//!    attributes whose values are LLVM-dialect attributes (a
//!    `llvm.loop_annotation`), instead of its `scf.yield`;
//! 4. `B` ends in `cf.br ^H(%lb, inits...)`; `H` in
//!    `%c = arith.cmpi slt, %iv, %ub` (`ult` for `scf.for unsigned`) and
//!    `cf.cond_br %c, ^F, ^E`;
//! 5. the loop's results are replaced by `H`'s arguments after the
//!    induction variable and it is erased.
//!
//! Every new op has the loop's location.

use super::blocks::{
    append_branch, append_cond_branch, blocks_of, move_ops_from, place_of, split_after, yield_of,
};
use super::ScfError;
use melior::ir::{
    operation::{OperationBuilder, OperationLike},
    Identifier, Type, Value, ValueLike,
};
use mlir_sys::{
    mlirAttributeGetDialect, mlirBlockAppendOwnedOperation, mlirBlockCreate, mlirBlockGetArgument,
    mlirBlockGetFirstOperation, mlirBlockGetNumArguments, mlirDialectGetNamespace,
    mlirIntegerAttrGet, mlirIntegerTypeGet, mlirOperationDestroy,
    mlirOperationGetDiscardableAttribute, mlirOperationGetNumDiscardableAttributes,
    mlirOperationGetNumOperands, mlirOperationGetNumResults, mlirOperationGetOperand,
    mlirOperationGetRegion, mlirOperationGetResult, mlirOperationSetDiscardableAttributeByName,
    mlirRegionInsertOwnedBlockAfter, mlirValueGetType, mlirValueReplaceAllUsesOfWith, MlirBlock,
    MlirOperation,
};
use tile_dialect::upstream::position;

/// `arith.cmpi`'s predicate values (`arith::CmpIPredicate`).
const PREDICATE_SLT: i64 = 2;
const PREDICATE_ULT: i64 = 6;

/// Lowers `for_op`, a live `scf.for` in a block of a region; returns the
/// blocks of its body, now in the function (their ops are still to lower).
pub(super) fn lower_for(for_op: MlirOperation) -> Result<Vec<MlirBlock>, ScfError> {
    // SAFETY (whole function): `for_op` is a live `scf.for` (operands lower
    // bound, upper bound, step, inits; one single-block region whose block
    // takes the induction variable and the carried values) in a block of a
    // region; every block and op used below is created here or reached from
    // it, and the loop is destroyed last, after its results lost their uses.
    let (init, region, location) = place_of(for_op)?;
    let operand = |i: isize| unsafe { Value::from_raw(mlirOperationGetOperand(for_op, i)) };
    let operands = unsafe { mlirOperationGetNumOperands(for_op) };
    if operands < position::INIT_ARGS as isize {
        return Err(ScfError::Malformed("fewer than three operands"));
    }
    let body_region = unsafe { mlirOperationGetRegion(for_op, 0) };
    let body = blocks_of(body_region);
    let (Some(&condition), Some(&last_original)) = (body.first(), body.last()) else {
        return Err(ScfError::NoTerminator);
    };
    let results = unsafe { mlirOperationGetNumResults(for_op) };
    if unsafe { mlirBlockGetNumArguments(condition) } != results + 1 {
        return Err(ScfError::Malformed(
            "body arguments do not match the results",
        ));
    }

    // 1. The ops after the loop move to `end`, right after `init`.
    let end = split_after(for_op, init, region);

    // 2. The body's ops move to `first_body`, right after `condition`.
    let first_body = unsafe { mlirBlockCreate(0, std::ptr::null(), std::ptr::null()) };
    unsafe {
        mlirRegionInsertOwnedBlockAfter(body_region, condition, first_body);
        move_ops_from(mlirBlockGetFirstOperation(condition), first_body);
    }
    let last_body = if last_original.ptr == condition.ptr {
        first_body
    } else {
        last_original
    };

    // 3. Stepping and the back edge end the last body block.
    let iv = unsafe { Value::from_raw(mlirBlockGetArgument(condition, 0)) };
    let (terminator, yielded) = yield_of(last_body)?;
    let iv_type = unsafe { Type::from_raw(mlirValueGetType(iv.to_raw())) };
    let stepped = OperationBuilder::new("arith.addi", location)
        .add_operands(&[iv, operand(position::STEP as isize)])
        .add_results(&[iv_type])
        .build()
        .map_err(|_| ScfError::Build("arith.addi"))?;
    let stepped_value = unsafe { Value::from_raw(mlirOperationGetResult(stepped.to_raw(), 0)) };
    unsafe { mlirBlockAppendOwnedOperation(last_body, stepped.into_raw()) };
    let mut carried = vec![stepped_value];
    carried.extend(yielded);
    let back_edge = append_branch(last_body, condition, &carried, location)?;
    copy_llvm_attributes(for_op, back_edge);
    unsafe { mlirOperationDestroy(terminator) };
    let moved = blocks_of(body_region);
    super::blocks::move_blocks_before(&moved, end);

    // 4. Into the loop, and its test.
    let mut entry = vec![operand(position::LOWER_BOUND as isize)];
    entry.extend((position::INIT_ARGS as isize..operands).map(operand));
    append_branch(init, condition, &entry, location)?;
    let unsigned = unsafe {
        melior::ir::OperationRef::from_raw(for_op)
            .attribute("unsignedCmp")
            .is_ok()
    };
    let context_ref = location.context();
    // The ContextRef must outlive the &Context made from it.
    let context = unsafe { context_ref.to_ref() };
    let predicate = unsafe {
        melior::ir::Attribute::from_raw(mlirIntegerAttrGet(
            mlirIntegerTypeGet(context.to_raw(), 64),
            if unsigned {
                PREDICATE_ULT
            } else {
                PREDICATE_SLT
            },
        ))
    };
    let i1 = unsafe { Type::from_raw(mlirIntegerTypeGet(context.to_raw(), 1)) };
    let compare = OperationBuilder::new("arith.cmpi", location)
        .add_operands(&[iv, operand(position::UPPER_BOUND as isize)])
        .add_results(&[i1])
        .add_attributes(&[(Identifier::new(context, "predicate"), predicate)])
        .build()
        .map_err(|_| ScfError::Build("arith.cmpi"))?;
    let test = unsafe { Value::from_raw(mlirOperationGetResult(compare.to_raw(), 0)) };
    unsafe { mlirBlockAppendOwnedOperation(condition, compare.into_raw()) };
    append_cond_branch(condition, test, first_body, end, location)?;

    // 5. The results are the carried values the test saw last.
    replace_results(for_op, condition, results);
    unsafe { mlirOperationDestroy(for_op) };
    Ok(moved)
}

/// The loop's results become `condition`'s arguments after the induction
/// variable.
fn replace_results(for_op: MlirOperation, condition: MlirBlock, results: isize) {
    for i in 0..results {
        // SAFETY: `i` is below both counts (checked by the caller).
        unsafe {
            mlirValueReplaceAllUsesOfWith(
                mlirOperationGetResult(for_op, i),
                mlirBlockGetArgument(condition, i + 1),
            )
        };
    }
}

/// Copies the discardable attributes of `from` whose values belong to the
/// LLVM dialect (a loop annotation) onto `to`, as upstream does for the
/// back edge.
fn copy_llvm_attributes(from: MlirOperation, to: MlirOperation) {
    // SAFETY: both ops are live; the attributes belong to their context.
    unsafe {
        for i in 0..mlirOperationGetNumDiscardableAttributes(from) {
            let named = mlirOperationGetDiscardableAttribute(from, i);
            let dialect = mlirAttributeGetDialect(named.attribute);
            if dialect.ptr.is_null() {
                continue;
            }
            let namespace = mlirDialectGetNamespace(dialect);
            let bytes = std::slice::from_raw_parts(namespace.data.cast::<u8>(), namespace.length);
            if bytes == b"llvm" {
                mlirOperationSetDiscardableAttributeByName(
                    to,
                    mlir_sys::mlirIdentifierStr(named.name),
                    named.attribute,
                );
            }
        }
    }
}
