//! Completes the launch manifest (`tile.launch_manifest`, see
//! `tile_passes::separate_host_tma::manifest`; schema [`tile_abi::manifest`]) once the kernels are
//! `llvm.func`s: every parameter gets the words it lowered to (a ranked
//! memref of rank r becomes 3 + 2r: allocated and aligned pointer, offset,
//! sizes, strides; a descriptor one 128-byte by-value parameter; anything
//! else one value), read from the lowered kernel's signature, each kernel
//! its PTX `.entry` name (the lowered `llvm.func`'s symbol), and the
//! manifest is marked complete. Run by `tile-finalize-kernel-params`.

use melior::ir::{
    attribute::{ArrayAttribute, StringAttribute, TypeAttribute},
    operation::{OperationLike, WalkOrder, WalkResult},
    r#type::MemRefType,
    BlockLike, OperationRef, RegionLike, Type, TypeLike,
};
use std::collections::HashMap;
use tile_abi::manifest::{AbiWord, KernelManifest, Manifest};
use tile_dialect::verify::{facts::op_name, file_line_col};
use tile_passes::separate_host_tma::manifest;
use tile_rules::Diagnostic;

fn symbol(op: &OperationRef<'_, '_>) -> Option<String> {
    op.attribute("sym_name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
}

/// The lowered kernels (`llvm.func` marked `gpu.kernel` or `nvvm.kernel`
/// inside a `gpu.module`) under `top`, by `(module, name)`.
fn lowered_kernels<'c, 'a>(
    top: OperationRef<'c, 'a>,
) -> HashMap<(String, String), OperationRef<'c, 'a>> {
    let mut raw = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        if op_name(&op) == "gpu.module" {
            raw.push(op.to_raw());
            return WalkResult::Skip;
        }
        WalkResult::Advance
    });
    let mut found = HashMap::new();
    for r in raw {
        // SAFETY: collected from the live IR just above.
        let unit: OperationRef = unsafe { OperationRef::from_raw(r) };
        let Some(module) = symbol(&unit) else {
            continue;
        };
        let Some(mut current) = unit
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .and_then(|b| b.first_operation())
        else {
            continue;
        };
        loop {
            let kernel = op_name(&current) == "llvm.func"
                && (current.has_attribute("gpu.kernel") || current.has_attribute("nvvm.kernel"));
            if kernel {
                if let Some(name) = symbol(&current) {
                    found.insert((module.clone(), name), current);
                }
            }
            match current.next_in_block() {
                Some(next) => current = next,
                None => break,
            }
        }
    }
    found
}

/// The input types of an `llvm.func` and each input's attribute dictionary
/// as printed.
fn inputs(func: &OperationRef<'_, '_>) -> Option<Vec<(String, String)>> {
    let ty = func
        .attribute("function_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())?
        .value();
    // SAFETY: llvm.func's function_type is an `!llvm.func` type.
    let count = unsafe { mlir_sys::mlirLLVMFunctionTypeGetNumInputs(ty.to_raw()) };
    let attrs = func
        .attribute("arg_attrs")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok());
    Some(
        (0..count.max(0))
            .map(|i| {
                // SAFETY: `i` is below the input count.
                let input = unsafe {
                    Type::from_raw(mlir_sys::mlirLLVMFunctionTypeGetInput(ty.to_raw(), i))
                };
                let dict = attrs
                    .and_then(|a| a.element(i as usize).ok())
                    .map(|d| d.to_string())
                    .unwrap_or_default();
                (input.to_string(), dict)
            })
            .collect(),
    )
}

/// The integer after `key` in an attribute dictionary as printed
/// (`llvm.align = 64 : i32`, `llvm.byval = !llvm.array<128 x i8>`).
fn number_after(dict: &str, key: &str) -> Option<u64> {
    let rest = &dict[dict.find(key)? + key.len()..];
    let digits: String = rest
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse().ok()
}

/// One lowered parameter as an [`AbiWord`]; `Err` names an unsized type.
fn word(name: String, ty: &str, dict: &str) -> Result<AbiWord, String> {
    if dict.contains("llvm.byval") {
        let bytes = number_after(dict, "llvm.byval = !llvm.array<")
            .ok_or_else(|| format!("cannot size the by-value parameter {dict}"))?;
        let align = number_after(dict, "llvm.align =").unwrap_or(1);
        return Ok(AbiWord {
            name,
            ty: ty.to_string(),
            bytes,
            align,
            byval: true,
        });
    }
    let bytes = match ty {
        "i1" | "i8" => 1,
        "i16" | "f16" | "bf16" => 2,
        "i32" | "f32" => 4,
        "i64" | "f64" => 8,
        t if t.starts_with("!llvm.ptr") => 8,
        t => return Err(format!("cannot size the lowered parameter type {t}")),
    };
    Ok(AbiWord {
        name,
        ty: ty.to_string(),
        bytes,
        align: bytes,
        byval: false,
    })
}

/// The word names a parameter of MLIR type `ty` lowers to.
fn word_names(context: &melior::Context, ty: &str, descriptor: bool) -> Vec<String> {
    if descriptor {
        return vec!["descriptor".into()];
    }
    if ty.starts_with("memref<*") {
        return vec!["rank".into(), "descriptor_ptr".into()];
    }
    let rank = Type::parse(context, ty)
        .and_then(|t| MemRefType::try_from(t).ok())
        .map(|m| melior::ir::r#type::ShapedTypeLike::rank(&m));
    match rank {
        Some(r) => {
            let mut names = vec![
                "allocated_ptr".to_string(),
                "aligned_ptr".into(),
                "offset".into(),
            ];
            names.extend((0..r).map(|i| format!("size({i})")));
            names.extend((0..r).map(|i| format!("stride({i})")));
            names
        }
        None => vec!["value".into()],
    }
}

/// Fills in the ABI words of one kernel from its lowered signature.
fn complete_kernel(
    context: &melior::Context,
    kernel: &mut KernelManifest,
    func: &OperationRef<'_, '_>,
) -> Result<(), String> {
    let inputs = inputs(func).ok_or("the lowered kernel has no function type")?;
    let mut next = 0;
    for p in &mut kernel.params {
        let names = word_names(context, &p.ty, p.ty.starts_with("!tile.tensormap<"));
        let end = next + names.len();
        if end > inputs.len() {
            return Err(format!(
                "parameter #{} ({}) lowers to {} words, but the lowered kernel has only {} parameters",
                p.index,
                p.ty,
                names.len(),
                inputs.len()
            ));
        }
        p.abi_index = Some(next);
        p.abi = names
            .into_iter()
            .zip(&inputs[next..end])
            .map(|(name, (ty, dict))| word(name, ty, dict))
            .collect::<Result<_, _>>()?;
        next = end;
    }
    if next != inputs.len() {
        return Err(format!(
            "the manifest's parameters lower to {next} words, but the lowered kernel has {} parameters",
            inputs.len()
        ));
    }
    // The lowered kernel's symbol is its PTX `.entry` name.
    kernel.entry = symbol(func);
    Ok(())
}

/// Completes the manifest stored on `top` (nothing to do without one):
/// every kernel found lowered gets its ABI words; the manifest is
/// `complete` when every kernel was. Returns the errors (`[manifest-abi]`).
pub fn complete_manifest(top: OperationRef<'_, '_>) -> Vec<Diagnostic> {
    let located = |message: String| Diagnostic::error(file_line_col(top.location()), message);
    let mut manifest: Manifest = match manifest::load(top) {
        Ok(Some(m)) => m,
        Ok(None) => return Vec::new(),
        Err(e) => return vec![located(format!("'builtin.module' op [manifest-attr] {e}"))],
    };
    let context_ref = top.context();
    // SAFETY: the context outlives this call (the ContextRef outlives the
    // reference made from it).
    let context = unsafe { context_ref.to_ref() };
    let lowered = lowered_kernels(top);
    let mut errors = Vec::new();
    let mut all = true;
    for kernel in &mut manifest.kernels {
        let Some(func) = lowered.get(&(kernel.module.clone(), kernel.name.clone())) else {
            all = false;
            continue;
        };
        if let Err(e) = complete_kernel(context, kernel, func) {
            errors.push(Diagnostic::error(
                file_line_col(func.location()),
                format!(
                    "'llvm.func' op [manifest-abi] launch manifest of {}::{}: {e}",
                    kernel.module, kernel.name
                ),
            ));
        }
    }
    if errors.is_empty() {
        manifest.complete = all;
        manifest::store(top, &manifest);
    }
    errors
}
