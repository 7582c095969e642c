//! `tile-finalize-kernel-params`: after `convert-gpu-to-nvvm`, gives every
//! descriptor parameter of an `nvvm.kernel` `llvm.func` (positions recorded
//! in `tile.grid_constant_args` by the lowering) the by-value attributes
//! `{llvm.byval = !llvm.array<128 x i8>, llvm.align = 64 : i32,
//! nvvm.grid_constant}`, so NVPTX emits `.param .align 64 .b8 p[128]`.

use crate::lower::signature::GRID_CONSTANT_ARGS;
use melior::ir::{
    attribute::{ArrayAttribute, DenseI64ArrayAttribute, TypeAttribute},
    operation::OperationRefMut,
    operation::{OperationLike, OperationMutLike, WalkOrder, WalkResult},
    Attribute, OperationRef, TypeLike,
};
use tile_dialect::verify::file_line_col;
use tile_rules::Diagnostic;

/// The attributes of a by-value descriptor parameter.
pub const DESCRIPTOR_PARAM_ATTRS: &str =
    "llvm.byval = !llvm.array<128 x i8>, llvm.align = 64 : i32, nvvm.grid_constant";

/// Finalizes every kernel under `top`; returns the errors.
pub fn finalize_kernel_params(top: OperationRef<'_, '_>) -> Vec<Diagnostic> {
    let mut funcs = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        let name = tile_dialect::strings::name_of(&op);
        if name == "llvm.func" && op.attribute(GRID_CONSTANT_ARGS).is_ok() {
            funcs.push(op.to_raw());
        }
        // No function is nested in a function's body: skip the bodies (a
        // walk of every op of a large kernel costs more than the pass).
        if name.ends_with(".func") {
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    let mut errors = Vec::new();
    // Kernels of one shape get the same arg_attrs: each text is parsed once.
    let mut parsed = std::collections::HashMap::new();
    for raw in funcs {
        // SAFETY: collected from the live IR above; nothing is erased.
        let op = unsafe { OperationRef::from_raw(raw) };
        if let Err(message) = finalize(op, &mut parsed) {
            errors.push(Diagnostic::error(
                file_line_col(op.location()),
                format!("'llvm.func' op {message}"),
            ));
        }
    }
    errors
}

fn finalize<'c>(
    op: OperationRef<'c, '_>,
    parsed: &mut std::collections::HashMap<String, Attribute<'c>>,
) -> Result<(), String> {
    // SAFETY: the context outlives the pass.
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = op.context();
    let context = unsafe { context_ref.to_ref() };
    let positions = op
        .attribute(GRID_CONSTANT_ARGS)
        .ok()
        .and_then(|a| DenseI64ArrayAttribute::try_from(a).ok())
        .ok_or("tile.grid_constant_args is not an array<i64>")?;
    let ty = op
        .attribute("function_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .map(|t| t.value())
        .ok_or("has no function type")?;
    // SAFETY: an `!llvm.func` type (llvm.func's function_type).
    let count = unsafe { mlir_sys::mlirLLVMFunctionTypeGetNumInputs(ty.to_raw()) } as usize;
    let input = |i: usize| -> Option<String> {
        // SAFETY: `i < count` is checked by the caller.
        (i < count).then(|| {
            unsafe {
                melior::ir::Type::from_raw(mlir_sys::mlirLLVMFunctionTypeGetInput(
                    ty.to_raw(),
                    i as isize,
                ))
            }
            .to_string()
        })
    };
    if op.attribute("nvvm.kernel").is_err() {
        return Err(
            "[kernel-param] descriptor parameters are only legal on nvvm.kernel functions".into(),
        );
    }
    let existing = op
        .attribute("arg_attrs")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok());
    let mut dicts: Vec<String> = (0..count)
        .map(|i| {
            existing
                .and_then(|a| a.element(i).ok())
                .map(|d| d.to_string())
                .unwrap_or_else(|| "{}".into())
        })
        .collect();
    for k in 0..positions.len() {
        let i = positions.element(k).map_err(|e| e.to_string())? as usize;
        let input =
            input(i).ok_or_else(|| format!("[kernel-param] parameter {i} does not exist"))?;
        if input != "!llvm.ptr" {
            return Err(format!(
                "[kernel-param] parameter {i} should be the descriptor pointer (!llvm.ptr) but is {input}; was the memref calling convention changed?"
            ));
        }
        let inner = dicts[i]
            .trim()
            .trim_start_matches('{')
            .trim_end_matches('}')
            .trim()
            .to_string();
        dicts[i] = if inner.is_empty() {
            format!("{{{DESCRIPTOR_PARAM_ATTRS}}}")
        } else {
            format!("{{{inner}, {DESCRIPTOR_PARAM_ATTRS}}}")
        };
    }
    let text = format!("[{}]", dicts.join(", "));
    let attr = match parsed.get(&text) {
        Some(attr) => *attr,
        None => {
            let attr = Attribute::parse(context, &text)
                .ok_or_else(|| format!("cannot build arg_attrs {text}"))?;
            parsed.insert(text, attr);
            attr
        }
    };
    // SAFETY: a live op of this module.
    let mut op_mut = unsafe { OperationRefMut::from_raw(op.to_raw()) };
    op_mut.set_inherent_attribute("arg_attrs", attr);
    let _ = op_mut.remove_attribute(GRID_CONSTANT_ARGS);
    Ok(())
}
