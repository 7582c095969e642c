//! `global-type`: a device global whose type is a scalar integer of a
//! width PTX has no type for. NVPTX declares a scalar integer global as
//! `.u<width>` (`.global .align 4 .u31 g;`), which ptxas refuses for any
//! width but 8, 16, 32 and 64 ("Parsing error near '.u31'", tile-fuzz seed
//! 202); `i1` becomes `.u8` and wider than 64 bits a `.b8` array, both
//! fine, as are arrays, structs and vectors of any width. Checked for
//! `llvm.mlir.global` (its `global_type`) and a rank-0 `memref.global` (its
//! element type) of device code.

use melior::ir::{OperationRef, Type, TypeLike};
use tile_rules::Violation;

/// The rule id.
pub const RULE: &str = "global-type";

/// Pushes a `global-type` error if `op` is a global whose type NVPTX
/// declares with a PTX type that does not exist.
pub(crate) fn check_global_type(op: &OperationRef<'_, '_>, found: &mut Vec<Violation>) {
    let name = crate::strings::name_of(op);
    let ty = match name {
        "llvm.mlir.global" => super::facts::type_attr(op, "global_type"),
        "memref.global" => super::facts::type_attr(op, "type").and_then(rank0_element),
        _ => None,
    };
    let Some(ty) = ty else {
        return;
    };
    // SAFETY: a live type, read through the C API (no `try_from`: its error
    // prints the type).
    let width = unsafe {
        mlir_sys::mlirTypeIsAInteger(ty.to_raw())
            .then(|| mlir_sys::mlirIntegerTypeGetWidth(ty.to_raw()))
    };
    if let Some(width) = width.filter(|w| !declarable(*w)) {
        found.push(Violation::error(
            RULE,
            format!(
                "{name} @{} has type {ty}: NVPTX declares a scalar integer global of width \
                 {width} as .u{width}, which is not a PTX type; use i8, i16, i32 or i64 (or an \
                 array)",
                crate::strings::symbol_name(op).unwrap_or_default()
            ),
        ));
    }
}

/// Whether NVPTX declares a scalar integer global of `width` bits with a
/// type PTX has: `i1` (as `.u8`), 8, 16, 32, 64, and wider than 64 (a
/// `.b8` array).
fn declarable(width: u32) -> bool {
    matches!(width, 1 | 8 | 16 | 32 | 64) || width > 64
}

/// The element type of a rank-0 memref type (what its global is declared
/// as).
fn rank0_element(ty: Type<'_>) -> Option<Type<'_>> {
    // SAFETY: a live type, read through the C API.
    unsafe {
        let raw = ty.to_raw();
        (mlir_sys::mlirTypeIsAMemRef(raw) && mlir_sys::mlirShapedTypeGetRank(raw) == 0)
            .then(|| Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(raw)))
    }
}

/// The size of an LLVM global's type in bytes, at least (struct padding
/// and pointer widths are not added: a lower bound, so a global found too
/// big is too big): `Some(None)` when it exceeds 2^64, `None` when a type
/// inside has no size this knows (an identified struct, another dialect's
/// type) or the nesting is deeper than 64.
pub(crate) fn llvm_type_bytes(ty: Type<'_>) -> Option<Option<u64>> {
    // SAFETY: a live type of a live context.
    unsafe { bytes_of(ty.to_raw(), 0) }
}

/// [`llvm_type_bytes`] of a raw type at nesting `depth`.
///
/// # Safety
/// `t` is a live type.
unsafe fn bytes_of(t: mlir_sys::MlirType, depth: u32) -> Option<Option<u64>> {
    if depth > 64 {
        return None;
    }
    if mlir_sys::mlirTypeIsAInteger(t) {
        return Some(Some(
            u64::from(mlir_sys::mlirIntegerTypeGetWidth(t)).div_ceil(8),
        ));
    }
    if mlir_sys::mlirTypeIsAFloat(t) {
        return Some(Some(
            u64::from(mlir_sys::mlirFloatTypeGetWidth(t)).div_ceil(8),
        ));
    }
    if mlir_sys::mlirTypeIsALLVMPointerType(t) {
        return Some(Some(4));
    }
    let times =
        |n: u64, element: Option<Option<u64>>| element.map(|e| e.and_then(|e| e.checked_mul(n)));
    if mlir_sys::mlirTypeIsAVector(t) {
        let mut n = 1u64;
        for i in 0..mlir_sys::mlirShapedTypeGetRank(t) {
            n = n.checked_mul(
                u64::try_from(mlir_sys::mlirShapedTypeGetDimSize(t, i as isize)).ok()?,
            )?;
        }
        return times(
            n,
            bytes_of(mlir_sys::mlirShapedTypeGetElementType(t), depth + 1),
        );
    }
    if mlir_sys::mlirTypeIsALLVMStructType(t) {
        if !mlir_sys::mlirLLVMStructTypeIsLiteral(t) {
            return None;
        }
        let mut total = Some(0u64);
        for i in 0..mlir_sys::mlirLLVMStructTypeGetNumElementTypes(t) {
            let element = bytes_of(mlir_sys::mlirLLVMStructTypeGetElementType(t, i), depth + 1)?;
            total = total.zip(element).and_then(|(a, b)| a.checked_add(b));
        }
        return Some(total);
    }
    let (array_id, _) = super::type_walk::array_and_function_ids(mlir_sys::mlirTypeGetContext(t));
    if mlir_sys::mlirTypeGetTypeID(t).ptr as usize == array_id {
        // The C API has no element count for an LLVM array: read it off the
        // printed type (`!llvm.array<65536 x i1024>`; shared globals only).
        let printed = Type::from_raw(t).to_string();
        let count = printed.split("array<").nth(1)?.split(' ').next()?;
        let n: u64 = count.parse().ok()?;
        return times(
            n,
            bytes_of(mlir_sys::mlirLLVMArrayTypeGetElementType(t), depth + 1),
        );
    }
    None
}

#[cfg(test)]
mod tests {
    use super::declarable;

    #[test]
    fn widths() {
        for w in [1, 8, 16, 32, 64, 65, 128, 256] {
            assert!(declarable(w), "{w}");
        }
        for w in [2, 7, 9, 24, 31, 48, 63] {
            assert!(!declarable(w), "{w}");
        }
    }
}
