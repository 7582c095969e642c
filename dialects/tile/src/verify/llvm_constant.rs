//! `llvm-constant-width`: an `llvm.mlir.constant` or `llvm.mlir.global`
//! whose value is a zero-width integer (`0 : i0`, or elements of `i0`) for
//! a constant of another integer width. LLVM IR has no `i0`; MLIR's
//! translation sign-extends the value's 0-bit `APInt` to the constant's
//! width, which for a width past 64 bits reads memory the 0-bit value
//! never had: `llvm.mlir.global @y(0 : i0) : i127` crashed tile-opt with
//! SIGSEGV (tile-fuzz seed 19191, device and host code alike), and up to
//! 64 bits the result is an accident of the extension. Checked for device
//! code with the other type rules (`super::check_device_types`) and for
//! host code by the host emitter, before the translation.

use melior::ir::{
    attribute::AttributeLike, operation::OperationLike, OperationRef, TypeLike, ValueLike,
};

/// The rule id.
pub const RULE: &str = "llvm-constant-width";

/// The message (without the rule id) if `op` is an `llvm.mlir.constant` or
/// `llvm.mlir.global` whose `value` is an integer, or integer elements, of
/// width 0 while the constant's own (element) type is not `i0`.
pub fn zero_width_value(op: &OperationRef<'_, '_>) -> Option<String> {
    let name = crate::strings::name_of(op);
    let ty = match name {
        "llvm.mlir.constant" => op.result(0).ok().map(|r| r.r#type())?,
        "llvm.mlir.global" => super::facts::type_attr(op, "global_type")?,
        _ => return None,
    };
    let value = op.attribute("value").ok()?;
    let raw = value.to_raw();
    // SAFETY: a live attribute and types of the context, read through the
    // C API (no `try_from`: its error prints the attribute).
    let (value_width, elements) = unsafe {
        let value_type = mlir_sys::mlirAttributeGetType(raw);
        if mlir_sys::mlirAttributeIsAInteger(raw) {
            (integer_width(value_type)?, false)
        } else if mlir_sys::mlirAttributeIsAElements(raw) && mlir_sys::mlirTypeIsAShaped(value_type)
        {
            (
                integer_width(mlir_sys::mlirShapedTypeGetElementType(value_type))?,
                true,
            )
        } else {
            return None;
        }
    };
    // SAFETY: as above.
    let own_width = unsafe { integer_width(element_of(ty.to_raw())) };
    if value_width != 0 || own_width == Some(0) {
        return None;
    }
    let what = match name {
        "llvm.mlir.global" => format!(
            "llvm.mlir.global @{}",
            crate::strings::symbol_name(op).unwrap_or_default()
        ),
        _ => "llvm.mlir.constant".to_string(),
    };
    Some(format!(
        "{what} of type {ty} has the value {}, {}: LLVM IR has no zero-width integer, and the \
         translation cannot extend one to the constant's width; write the value with the \
         constant's own type",
        printed_value(value.to_string()),
        if elements {
            "whose elements are i0"
        } else {
            "a zero-width integer"
        }
    ))
}

/// The width of `t` if it is an integer type.
///
/// # Safety
/// `t` is a live type.
unsafe fn integer_width(t: mlir_sys::MlirType) -> Option<u32> {
    mlir_sys::mlirTypeIsAInteger(t).then(|| mlir_sys::mlirIntegerTypeGetWidth(t))
}

/// The element type of a vector or LLVM array type `t` (nested), else `t`.
///
/// # Safety
/// `t` is a live type.
unsafe fn element_of(t: mlir_sys::MlirType) -> mlir_sys::MlirType {
    let (array_id, _) = super::type_walk::array_and_function_ids(mlir_sys::mlirTypeGetContext(t));
    let mut t = t;
    for _ in 0..64 {
        if mlir_sys::mlirTypeIsAVector(t) {
            t = mlir_sys::mlirShapedTypeGetElementType(t);
        } else if mlir_sys::mlirTypeGetTypeID(t).ptr as usize == array_id {
            t = mlir_sys::mlirLLVMArrayTypeGetElementType(t);
        } else {
            break;
        }
    }
    t
}

/// The attribute as printed, shortened past 80 characters (a dense
/// attribute of many elements).
fn printed_value(text: String) -> String {
    match text.char_indices().nth(80) {
        Some((cut, _)) => format!("{}...", &text[..cut]),
        None => text,
    }
}
