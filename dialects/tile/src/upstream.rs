//! Named operands of the upstream ops the passes look through: memref
//! views and casts, integer casts and binary ops, `scf.for` and `scf.if`,
//! and the NVVM mbarrier parity waits. Their positions are generated at
//! build time from MLIR's own ODS records (`build/upstream_operands.rs`),
//! so the rest of the workspace names the operand it means (the `tile`
//! ops' own views are generated too: [`crate::ops`]). Each answers `None`
//! when the op has no such operand.

use crate::access::operand_at;
use melior::ir::{OperationRef, Value};

/// The operand positions themselves, for code that reads operands through
/// MLIR's C API (generated from MLIR's ODS).
pub mod position {
    include!(concat!(env!("OUT_DIR"), "/upstream_operands.rs"));
}

/// The value a single-source op reads: the source memref of `memref.cast`,
/// `memref.subview`, `memref.reinterpret_cast`, `memref.view`,
/// `memref.assume_alignment` and `memref.memory_space_cast`; the input of
/// an integer cast (`arith.index_cast`, `arith.extui`, `arith.trunci`...)
/// and of `builtin.unrealized_conversion_cast`.
pub fn source<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    operand_at(op, position::SOURCE)
}

/// The byte shift of a `memref.view` (after its source).
pub fn byte_shift<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    operand_at(op, position::BYTE_SHIFT)
}

/// The left operand of a binary op (`arith.cmpi`, `arith.divui`...).
pub fn lhs<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    operand_at(op, position::LHS)
}

/// The right operand of a binary op.
pub fn rhs<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    operand_at(op, position::RHS)
}

/// The lower bound of an `scf.for`.
pub fn lower_bound<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    operand_at(op, position::LOWER_BOUND)
}

/// The upper bound of an `scf.for`.
pub fn upper_bound<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    operand_at(op, position::UPPER_BOUND)
}

/// The step of an `scf.for`.
pub fn step<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    operand_at(op, position::STEP)
}

/// The condition of an `scf.if` (the selector of an `scf.index_switch`).
pub fn condition<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    operand_at(op, position::CONDITION)
}

/// The phase parity of an NVVM mbarrier parity wait
/// (`nvvm.mbarrier.try_wait.parity`: after the barrier's address).
pub fn parity<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    operand_at(op, position::PARITY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::{operation::OperationLike, BlockLike, Module, RegionLike};

    #[test]
    fn operands_by_name() {
        let context = crate::context_with_all_dialects();
        let module = Module::parse(
            &context,
            "func.func @f(%a: index, %b: index, %c: i1) {\n  scf.for %i = %a to %b step %a {\n  }\n  scf.if %c {\n  }\n  %d = arith.cmpi eq, %a, %b : index\n  %e = arith.index_cast %a : index to i32\n  return\n}",
        )
        .expect("parses");
        let func = module.body().first_operation().expect("a function");
        let block = crate::access::region_at(func, 0)
            .and_then(|r| r.first_block())
            .expect("a body");
        let (a, b, c) = (
            block.argument(0).expect("a").into(),
            block.argument(1).expect("b").into(),
            block.argument(2).expect("c").into(),
        );
        let for_op = block.first_operation().expect("scf.for");
        assert_eq!(lower_bound(for_op), Some(a));
        assert_eq!(upper_bound(for_op), Some(b));
        assert_eq!(step(for_op), Some(a));
        let if_op = for_op.next_in_block().expect("scf.if");
        assert_eq!(condition(if_op), Some(c));
        let cmp = if_op.next_in_block().expect("arith.cmpi");
        assert_eq!((lhs(cmp), rhs(cmp)), (Some(a), Some(b)));
        let cast = cmp.next_in_block().expect("arith.index_cast");
        assert_eq!(source(cast), Some(a));
        assert_eq!(byte_shift(cast), None);
    }
}
