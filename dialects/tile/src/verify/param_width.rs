//! `param-width`: an integer of 65 to 127 bits passed to or returned from a
//! device function, in a unit written in a PTX ISA version before 8.3.
//! LLVM's NVPTX back end declares such a parameter or result `.param .b128`
//! (64 bits and fewer are `.b8` ... `.b64`, 128 and more a `.b8` array),
//! and ptxas refuses `.b128` before PTX ISA 8.3 ("Feature 'Type .b128'
//! requires PTX ISA .version 8.3 or later"): `llvm.func @f(%a: i65)` on
//! sm_90a (PTX 8.0) compiled and ptxas refused it (tile-fuzz seed 21212).
//!
//! What ptxas refuses, and so what is reported (ptxas 13.0):
//! - a device function defined in the unit (every one is written to the
//!   PTX, used or not) whose parameter or result is such an integer, at
//!   the function;
//! - a call that is written with such an argument (a fixed one: variadic
//!   arguments are passed in a byte buffer) or result, at the call, when
//!   its callee is not defined in the unit: an indirect call, or a call of
//!   a declared function (ptxas accepts the `.extern .func` declaration
//!   itself, not the call).
//!
//! Not reported: kernels (their parameters are `param-type`'s, and an
//! entry has no `.b128`), vectors, structs and arrays of such integers
//! (passed as `.b8` arrays), code that is not written to the PTX (a
//! declaration alone, an `available_externally` body), LLVM intrinsics, and
//! any unit written in PTX ISA 8.3 or later (sm_100a's 8.6, or a
//! `tile.ptx_version` raised to 8.3). The output stage checks each unit
//! with the PTX version it is compiled with, before LLVM sees it.

use melior::ir::{
    operation::OperationLike, BlockLike, OperationRef, RegionLike, TypeLike, ValueLike,
};
use tile_rules::{PtxVersion, Target, Violation};

/// The rule id.
pub const RULE: &str = "param-width";

/// The first PTX ISA version with the `.b128` type.
pub const B128_PTX: PtxVersion = PtxVersion::new(8, 3);

/// The widths NVPTX passes as `.param .b128`: integers of 65 to 127 bits.
pub fn is_b128_width(width: u32) -> bool {
    (65..128).contains(&width)
}

/// The unit a check is for: its name for messages (`gpu.module @m`), its
/// target and the PTX ISA version it is written in.
#[derive(Clone, Copy, Debug)]
pub struct Unit<'n> {
    /// The unit's name, as the output stage prints it.
    pub name: &'n str,
    /// The target it is compiled for.
    pub target: Target,
    /// The PTX ISA version of its `.version` line.
    pub ptx: PtxVersion,
}

/// Every `param-width` violation of `unit_op` (a `gpu.module`, or a
/// `builtin.module` translated as one unit) compiled as `unit` describes,
/// each with the op it is at (a function or a call), in IR order. None when
/// `unit.ptx` is 8.3 or later.
pub fn unit_violations<'c, 'a>(
    unit_op: OperationRef<'c, 'a>,
    unit: Unit<'_>,
) -> Vec<(OperationRef<'c, 'a>, Violation)> {
    let mut found = Vec::new();
    if unit.ptx >= B128_PTX {
        return found;
    }
    let Some(block) = unit_op.first_region().and_then(|r| r.first_block()) else {
        return found;
    };
    let mut functions = Vec::new();
    let mut next = block.first_operation();
    while let Some(op) = next {
        if super::kinds::is_function(crate::strings::name_of(&op)) && is_written(&op) {
            functions.push(op);
        }
        next = op.next_in_block();
    }
    let defined: std::collections::HashSet<String> = functions
        .iter()
        .filter_map(crate::strings::symbol_name)
        .collect();
    let violations: Vec<_> = functions
        .iter()
        .map(|f| function_violation(f, unit))
        .collect();
    // The names of the functions reported, for their C interfaces.
    let reported: std::collections::HashSet<String> = functions
        .iter()
        .zip(&violations)
        .filter(|(_, v)| v.is_some())
        .filter_map(|(f, _)| crate::strings::symbol_name(f))
        .collect();
    for (function, violation) in functions.iter().zip(violations) {
        // The C interface upstream's conversion gives a function
        // (`_mlir_ciface_<name>`: same parameters, same location) is not
        // reported again.
        let interface_of_reported = crate::strings::symbol_name(function)
            .and_then(|n| n.strip_prefix(C_INTERFACE_PREFIX).map(str::to_string))
            .is_some_and(|wrapped| reported.contains(&wrapped));
        if let Some(violation) = violation.filter(|_| !interface_of_reported) {
            found.push((*function, violation));
        }
        crate::walk::preorder(*function, |op| {
            if let Some(violation) = call_violation(&op, &defined, unit) {
                found.push((op, violation));
            }
            melior::ir::operation::WalkResult::Advance
        });
    }
    found
}

/// The prefix of the C interface upstream's `func` to LLVM conversion gives
/// a function (`_mlir_ciface_<name>`).
const C_INTERFACE_PREFIX: &str = "_mlir_ciface_";

/// The violation of the function `op` (a function of the unit that is
/// written to the PTX) if it is not a kernel and a parameter or its result
/// is an integer NVPTX passes as `.b128`.
pub fn function_violation(op: &OperationRef<'_, '_>, unit: Unit<'_>) -> Option<Violation> {
    if unit.ptx >= B128_PTX || super::kinds::is_kernel(op) {
        return None;
    }
    let ty = super::facts::type_attr(op, "function_type")?;
    // SAFETY: a live type of the function's context.
    let (inputs, results) = unsafe { signature(ty.to_raw()) }?;
    let what = first_b128(&inputs, &results, "takes")?;
    let name = crate::strings::symbol_name(op).unwrap_or_default();
    Some(violation(&format!("device function @{name} {what}"), unit))
}

/// The violation of `op` if it is an `llvm.call` of a callee not defined in
/// the unit (indirect, or a declaration; not an LLVM intrinsic) whose fixed
/// argument or result is an integer NVPTX passes as `.b128`.
pub fn call_violation(
    op: &OperationRef<'_, '_>,
    defined: &std::collections::HashSet<String>,
    unit: Unit<'_>,
) -> Option<Violation> {
    if unit.ptx >= B128_PTX || crate::strings::name_of(op) != "llvm.call" {
        return None;
    }
    let callee = op
        .attribute("callee")
        .ok()
        .and_then(crate::strings::flat_symbol_value);
    let (what, first_argument) = match &callee {
        Some(name) if defined.contains(name) => return None,
        Some(name) if name.starts_with("llvm.") || name == "__nvvm_reflect" => return None,
        Some(name) => (format!("this call of {name}"), 0),
        // The callee pointer is the first operand.
        None => ("this indirect call".to_string(), 1),
    };
    // The callee's operands are the first segment; operand bundles follow.
    let callee_operands = super::facts::i32_array_attr(op, "operandSegmentSizes")
        .and_then(|sizes| sizes.first().and_then(|n| usize::try_from(*n).ok()))
        .unwrap_or(usize::MAX);
    let operands: Vec<_> = op
        .operands()
        .take(callee_operands)
        .skip(first_argument)
        .map(|v| v.r#type().to_raw())
        .collect();
    let fixed = fixed_arguments(op).unwrap_or(operands.len());
    let results: Vec<_> = op.results().map(|v| v.r#type().to_raw()).collect();
    let found = first_b128(&operands[..fixed.min(operands.len())], &results, "passes")?;
    Some(violation(&format!("{what} {found}"), unit))
}

/// The violation naming `what` (`device function @f takes argument #0 as
/// i65`) for `unit`.
fn violation(what: &str, unit: Unit<'_>) -> Violation {
    Violation::error(
        RULE,
        format!(
            "{what}: NVPTX passes an integer of 65 to 127 bits as .param .b128, which needs PTX \
             ISA {B128_PTX}, and {} is written in PTX ISA {} for {}; ptxas refuses it (\"Feature \
             'Type .b128' requires PTX ISA .version {B128_PTX} or later\"); use an integer of at \
             most 64 bits or of 128, or raise the unit's PTX version to {B128_PTX} \
             (tile.ptx_version = \"{B128_PTX}\"), or compile for a target whose PTX ISA is \
             {B128_PTX} or later (sm_100a: 8.6)",
            unit.name, unit.ptx, unit.target
        ),
    )
}

/// `<verb> argument #i as iN` or `returns iN` for the first of `inputs`,
/// then of `results`, that NVPTX passes as `.b128`.
fn first_b128(
    inputs: &[mlir_sys::MlirType],
    results: &[mlir_sys::MlirType],
    verb: &str,
) -> Option<String> {
    if let Some((i, width)) = inputs
        .iter()
        .enumerate()
        .find_map(|(i, t)| b128_width(*t).map(|w| (i, w)))
    {
        return Some(format!("{verb} argument #{i} as i{width}"));
    }
    results
        .iter()
        .find_map(|t| b128_width(*t))
        .map(|width| format!("returns i{width}"))
}

/// The width of `t` if it is an integer NVPTX passes as `.b128`.
fn b128_width(t: mlir_sys::MlirType) -> Option<u32> {
    // SAFETY: a live type (callers read it off live ops).
    let width =
        unsafe { mlir_sys::mlirTypeIsAInteger(t).then(|| mlir_sys::mlirIntegerTypeGetWidth(t)) }?;
    is_b128_width(width).then_some(width)
}

/// Whether the function `op` is written to the PTX as a function of its
/// own: it has a body and is not `available_externally` (which LLVM
/// writes, if used, as a declaration).
fn is_written(op: &OperationRef<'_, '_>) -> bool {
    let has_body = op.first_region().and_then(|r| r.first_block()).is_some();
    let available_externally = op
        .attribute("linkage")
        .is_ok_and(|a| a.to_string().contains("available_externally"));
    has_body && !available_externally
}

/// How many arguments of the variadic `llvm.call` `op` are fixed (the
/// inputs of its `var_callee_type`); `None` for a call that is not variadic.
fn fixed_arguments(op: &OperationRef<'_, '_>) -> Option<usize> {
    let ty = super::facts::type_attr(op, "var_callee_type")?;
    // SAFETY: a live type of the op's context.
    let (inputs, _) = unsafe { signature(ty.to_raw()) }?;
    Some(inputs.len())
}

/// The parameter and result types of the function type `t`: a builtin
/// function type or an `!llvm.func` (whose `void` result is listed and is
/// no integer). `None` for another type.
///
/// # Safety
/// `t` is a live type.
unsafe fn signature(
    t: mlir_sys::MlirType,
) -> Option<(Vec<mlir_sys::MlirType>, Vec<mlir_sys::MlirType>)> {
    if mlir_sys::mlirTypeIsAFunction(t) {
        let inputs = (0..mlir_sys::mlirFunctionTypeGetNumInputs(t))
            .map(|i| mlir_sys::mlirFunctionTypeGetInput(t, i))
            .collect();
        let results = (0..mlir_sys::mlirFunctionTypeGetNumResults(t))
            .map(|i| mlir_sys::mlirFunctionTypeGetResult(t, i))
            .collect();
        return Some((inputs, results));
    }
    let (_, function_id) =
        super::type_walk::array_and_function_ids(mlir_sys::mlirTypeGetContext(t));
    if mlir_sys::mlirTypeGetTypeID(t).ptr as usize != function_id {
        return None;
    }
    let inputs = (0..mlir_sys::mlirLLVMFunctionTypeGetNumInputs(t).max(0))
        .map(|i| mlir_sys::mlirLLVMFunctionTypeGetInput(t, i))
        .collect();
    Some((inputs, vec![mlir_sys::mlirLLVMFunctionTypeGetReturnType(t)]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b128_widths() {
        assert!(!is_b128_width(64));
        assert!(is_b128_width(65));
        assert!(is_b128_width(96));
        assert!(is_b128_width(127));
        assert!(!is_b128_width(128));
        assert!(!is_b128_width(129));
        assert!(!is_b128_width(0));
    }

    #[test]
    fn b128_needs_ptx_83() {
        assert!(PtxVersion::new(8, 2) < B128_PTX);
        assert!(Target::DEFAULT.min_ptx() < B128_PTX);
        assert!(Target::new(100, true).min_ptx() >= B128_PTX);
    }
}
