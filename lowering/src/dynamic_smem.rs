//! Dynamic shared memory as PTX defines it. Upstream's lowering of
//! `gpu.dynamic_shared_memory` makes an `internal` zero-length global in
//! address space 3 (`!llvm.array<0 x i8>`). NVPTX demotes a local-linkage
//! shared global used by one function into that function and prints a
//! zero-length array without brackets: `.shared .align 16 .b8 name;`, a
//! one-byte *static* variable, so every store past its first byte lands in
//! whatever follows it (silent wrong code). With `external` linkage and no
//! initializer NVPTX prints `.extern .shared .align 16 .b8 name[];`, the
//! dynamic shared memory window the launch's `sharedMemBytes` sizes.
//! Its alignment is raised to [`WINDOW_ALIGN`] (upstream declares 16): a
//! TMA box in shared memory must be 128-byte aligned, 1024 with the 128B
//! swizzle, so views at such offsets of the window are aligned whatever
//! static shared memory precedes it.
//! Run by `tile-finalize-kernel-params` (both strategies).

use melior::ir::{
    attribute::{IntegerAttribute, TypeAttribute},
    operation::{OperationLike, OperationMutLike, OperationRefMut, WalkOrder, WalkResult},
    r#type::IntegerType,
    Attribute, OperationRef, RegionLike,
};
use tile_dialect::verify::file_line_col;
use tile_rules::Diagnostic;

/// The alignment of the dynamic shared memory window, in bytes.
pub const WINDOW_ALIGN: i64 = 1024;

/// The linkage that makes NVPTX print `.extern .shared ... name[]`.
const EXTERNAL: &str = "#llvm.linkage<external>";

/// Whether `op` is a zero-length, uninitialized `llvm.mlir.global` in
/// shared memory (address space 3): a dynamic shared memory window.
fn is_dynamic_window(op: &OperationRef<'_, '_>) -> bool {
    if tile_dialect::strings::name_of(op) != "llvm.mlir.global" {
        return false;
    }
    let shared = op
        .attribute("addr_space")
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .is_some_and(|a| a.value() == 3);
    let zero_length = op
        .attribute("global_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .is_some_and(|t| t.value().to_string().starts_with("!llvm.array<0 x "));
    let initialized = op.attribute("value").is_ok()
        || op.region(0).ok().is_some_and(|r| r.first_block().is_some());
    shared && zero_length && !initialized
}

/// Gives every dynamic shared memory window under `top` external linkage.
pub fn externalize_dynamic_shared(top: OperationRef<'_, '_>) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        if is_dynamic_window(&op) {
            found.push(op.to_raw());
        }
        // Globals are not in function bodies: skip them (a walk of every
        // op of a large kernel costs more than the rest).
        if tile_dialect::strings::name_of(&op).ends_with(".func") {
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    let mut errors = Vec::new();
    for raw in found {
        // SAFETY: collected from the live IR above; nothing is erased.
        let op = unsafe { OperationRef::from_raw(raw) };
        let context_ref = op.context();
        // SAFETY: the ContextRef outlives the &Context made from it.
        let context = unsafe { context_ref.to_ref() };
        let Some(linkage) = Attribute::parse(context, EXTERNAL) else {
            errors.push(Diagnostic::error(
                file_line_col(op.location()),
                format!("'llvm.mlir.global' op [dynamic-smem] cannot build {EXTERNAL}"),
            ));
            continue;
        };
        let align = op
            .attribute("alignment")
            .ok()
            .and_then(|a| IntegerAttribute::try_from(a).ok())
            .map_or(0, |a| a.value());
        // SAFETY: a live op of this module.
        let mut op_mut = unsafe { OperationRefMut::from_raw(raw) };
        op_mut.set_inherent_attribute("linkage", linkage);
        if align < WINDOW_ALIGN {
            let i64_type = IntegerType::new(context, 64).into();
            op_mut.set_inherent_attribute(
                "alignment",
                IntegerAttribute::new(i64_type, WINDOW_ALIGN).into(),
            );
        }
    }
    errors
}
