//! IR accessors that cost O(1) whatever the answer, and names of common
//! types without printing them.
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
//!
//! Printing a lone type or attribute is linear in nothing, but each print
//! builds an `AsmState` (it sorts every loaded dialect): tens of
//! microseconds, paid per op by a verifier that reads an element type as
//! text. [`type_text`] names builtin scalar types without printing and
//! [`is_type_of_dialect`] tells a dialect's types apart.

use melior::ir::{
    attribute::{Attribute, AttributeLike},
    block::BlockArgument,
    operation::{OperationLike, OperationResult},
    BlockLike, BlockRef, OperationRef, RegionRef, Type, TypeLike, Value, ValueLike,
};
use mlir_sys::{
    mlirDialectGetNamespace, mlirIntegerAttrGetValueInt, mlirIntegerTypeGetWidth,
    mlirIntegerTypeIsSigned, mlirIntegerTypeIsUnsigned, mlirTypeGetDialect, mlirTypeIsABF16,
    mlirTypeIsAF16, mlirTypeIsAF32, mlirTypeIsAF64, mlirTypeIsAFloat8E4M3FN, mlirTypeIsAFloat8E5M2,
    mlirTypeIsAIndex, mlirTypeIsAInteger, mlirTypeIsATF32,
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

/// Every use of `value`: the op using it and the operand number, in use-list
/// order (O(uses)).
pub fn uses<'c, 'a>(value: Value<'c, 'a>) -> Vec<(OperationRef<'c, 'a>, usize)> {
    let mut out = Vec::new();
    // SAFETY: walking the use list of a live value; owners are live ops, and
    // nothing changes the list meanwhile.
    unsafe {
        let mut use_ = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        while !use_.ptr.is_null() {
            out.push((
                OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(use_)),
                mlir_sys::mlirOpOperandGetOperandNumber(use_) as usize,
            ));
            use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
        }
    }
    out
}

/// The ops using `value` (one per use), in use-list order.
pub fn users<'c, 'a>(value: Value<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    uses(value).into_iter().map(|(op, _)| op).collect()
}

/// `ty` as MLIR prints it, for builtin scalar types without printing
/// (`f32`, `bf16`, `tf32`, `f8E4M3FN`, `i8`, `si32`, `ui16`, `index`...);
/// any other type is printed.
pub fn type_text(ty: Type<'_>) -> String {
    let raw = ty.to_raw();
    // SAFETY: `raw` is a live type; these only inspect it.
    unsafe {
        let name = if mlirTypeIsAF32(raw) {
            "f32"
        } else if mlirTypeIsABF16(raw) {
            "bf16"
        } else if mlirTypeIsAF16(raw) {
            "f16"
        } else if mlirTypeIsAF64(raw) {
            "f64"
        } else if mlirTypeIsATF32(raw) {
            "tf32"
        } else if mlirTypeIsAFloat8E4M3FN(raw) {
            "f8E4M3FN"
        } else if mlirTypeIsAFloat8E5M2(raw) {
            "f8E5M2"
        } else if mlirTypeIsAIndex(raw) {
            "index"
        } else if mlirTypeIsAInteger(raw) {
            let width = mlirIntegerTypeGetWidth(raw);
            let prefix = if mlirIntegerTypeIsSigned(raw) {
                "si"
            } else if mlirIntegerTypeIsUnsigned(raw) {
                "ui"
            } else {
                "i"
            };
            return format!("{prefix}{width}");
        } else {
            return ty.to_string();
        };
        name.to_string()
    }
}

/// Whether `ty` belongs to the dialect `namespace` (`"tile"`, `"llvm"`).
pub fn is_type_of_dialect(ty: Type<'_>, namespace: &str) -> bool {
    // SAFETY: a live type; its dialect and the namespace string live as
    // long as the context.
    let name = unsafe { mlirDialectGetNamespace(mlirTypeGetDialect(ty.to_raw())) };
    if name.data.is_null() {
        return false;
    }
    // SAFETY: MLIR returns a valid string reference.
    let bytes = unsafe { std::slice::from_raw_parts(name.data as *const u8, name.length) };
    bytes == namespace.as_bytes()
}

/// The value of an integer attribute (a numeric memory space), if it is
/// one.
pub fn integer_value(attribute: Attribute<'_>) -> Option<i64> {
    // SAFETY: a live attribute; inspected only.
    unsafe {
        mlir_sys::mlirAttributeIsAInteger(attribute.to_raw())
            .then(|| mlirIntegerAttrGetValueInt(attribute.to_raw()))
    }
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
        assert_eq!(crate::strings::name_of(&func), "func.func");
        assert_eq!(crate::strings::name_of(&add), "arith.addi");
        assert!(crate::strings::op_name_is(&add, "arith.addi"));
    }

    #[test]
    fn type_names_match_the_printer() {
        let context = crate::context_with_all_dialects();
        for text in [
            "f32",
            "bf16",
            "f16",
            "f64",
            "tf32",
            "f8E4M3FN",
            "f8E5M2",
            "index",
            "i1",
            "i8",
            "si32",
            "ui16",
            "i64",
            "vector<4xf32>",
            "!llvm.ptr",
            "complex<f32>",
        ] {
            let ty = Type::parse(&context, text).unwrap();
            assert_eq!(type_text(ty), ty.to_string(), "{text}");
        }
        let desc = Type::parse(&context, "!tile.tensormap<f32, rank = 2, box = [64, 64]>").unwrap();
        assert!(is_type_of_dialect(desc, "tile"));
        assert!(!is_type_of_dialect(
            Type::parse(&context, "!llvm.ptr").unwrap(),
            "tile"
        ));
        assert!(!is_type_of_dialect(
            Type::parse(&context, "f32").unwrap(),
            "tile"
        ));
        let three = Attribute::parse(&context, "3 : i64").unwrap();
        assert_eq!(integer_value(three), Some(3));
        let space = Attribute::parse(&context, "#gpu.address_space<workgroup>").unwrap();
        assert_eq!(integer_value(space), None);
    }
}
