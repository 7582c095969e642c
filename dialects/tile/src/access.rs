//! IR accessors that cost O(1) whatever the answer.
//!
//! melior's fallible accessors (`OperationLike::operand`, `result`,
//! `region`, `Block::argument`, `OperationResult::try_from`,
//! `BlockArgument::try_from`) put the printed op, block or value into their
//! error. Printing anything nested numbers and verifies the *whole* module
//! (MLIR's printer starts from the top-level op), so each miss — probing an
//! optional operand, asking whether a kernel parameter is an op result —
//! costs time linear in the module, and a pass that probes once per op
//! becomes quadratic. Every such probe in this workspace goes through these
//! functions instead, which check first and never print.

use melior::ir::{
    block::BlockArgument,
    operation::{OperationLike, OperationResult},
    BlockLike, BlockRef, OperationRef, RegionRef, Value, ValueLike,
};

/// Operand `index` of `op`, if it has that many.
pub fn operand_at<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    if index < op.operand_count() {
        op.operand(index).ok()
    } else {
        None
    }
}

/// Result `index` of `op`, if it has that many.
pub fn result_at<'c, 'a>(
    op: OperationRef<'c, 'a>,
    index: usize,
) -> Option<OperationResult<'c, 'a>> {
    if index < op.result_count() {
        op.result(index).ok()
    } else {
        None
    }
}

/// Region `index` of `op`, if it has that many.
pub fn region_at<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Option<RegionRef<'c, 'a>> {
    if index < op.region_count() {
        op.region(index).ok()
    } else {
        None
    }
}

/// Argument `index` of `block`, if it has that many.
pub fn argument_at<'c, 'a>(block: BlockRef<'c, 'a>, index: usize) -> Option<BlockArgument<'c, 'a>> {
    if index < block.argument_count() {
        block.argument(index).ok()
    } else {
        None
    }
}

/// `value` as the result of an op, if it is one.
pub fn as_result<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationResult<'c, 'a>> {
    if value.is_operation_result() {
        OperationResult::try_from(value).ok()
    } else {
        None
    }
}

/// `value` as a block argument, if it is one.
pub fn as_argument<'c, 'a>(value: Value<'c, 'a>) -> Option<BlockArgument<'c, 'a>> {
    if value.is_block_argument() {
        BlockArgument::try_from(value).ok()
    } else {
        None
    }
}

/// The op defining `value` (`None` for a block argument).
pub fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    as_result(value).map(|r| r.owner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::{operation::OperationLike, Module, RegionLike};

    #[test]
    fn misses_are_none() {
        let context = crate::context_with_all_dialects();
        let module = Module::parse(
            &context,
            "func.func @f(%a: i32) -> i32 {\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}",
        )
        .unwrap();
        let func = module.body().first_operation().unwrap();
        let region = region_at(func, 0).unwrap();
        assert!(region_at(func, 1).is_none());
        let block = region.first_block().unwrap();
        let a = argument_at(block, 0).unwrap();
        assert!(argument_at(block, 1).is_none());
        let add = block.first_operation().unwrap();
        assert!(operand_at(add, 1).is_some());
        assert!(operand_at(add, 2).is_none());
        let b = result_at(add, 0).unwrap();
        assert!(result_at(add, 1).is_none());
        assert!(as_result(a.into()).is_none());
        assert!(as_argument(a.into()).is_some());
        assert!(as_argument(b.into()).is_none());
        assert!(defining_op(b.into()) == Some(add));
        assert!(defining_op(a.into()).is_none());
        assert_eq!(func.region_count(), 1);
    }
}
