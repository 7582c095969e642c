//! Upstream passes of a pipeline that are skipped when the module holds
//! nothing they rewrite (issues 9 and 15).
//!
//! `expand-strided-metadata` runs MLIR's greedy rewrite driver over the
//! whole module: it visits, folds and matches every op, then simplifies
//! every region, even when no op is one of the memref ops it expands. On a
//! module of 10,000 kernels or one kernel of 10,000 device-born descriptors
//! that walk cost 0.4-0.7 s, and it grew faster than the module (the
//! region simplification over thousands of blocks). `lower-affine` is a
//! dialect conversion that only touches `affine` ops. Before each of them a
//! Rust walk ([`has_work`]) looks for an op the pass could change; without
//! one the pass is not run.
//!
//! The test is conservative: `expand-strided-metadata` runs when any
//! `memref` op other than those listed in [`PLAIN_MEMREF_OPS`] (globals,
//! loads and stores, `extract_aligned_pointer_as_index`, `dim`) is present
//! (a view, cast, subview, reshape or alignment assumption may be one its
//! patterns rewrite), `lower-affine` when any `affine` op is. What the
//! greedy driver would also have done on the way (folding constants) is
//! done by the next greedy pass (`convert-gpu-to-nvvm`'s) and by LLVM;
//! `bench/compile/compare-outputs` shows the output unchanged.
//!
//! What that driver also does on the way, and the next passes rely on for
//! their speed, is redone here when the pass is skipped
//! ([`unique_constants`]): in each device function, unused pure ops erased
//! and constants hoisted to the top of the entry block and uniqued. Left in
//! place (an unused cast, a kernel's own `arith.constant 128 : index`
//! beside the lowering's slot offset of the same value), they make
//! `convert-gpu-to-nvvm`'s greedy driver change the module and run over it
//! a second time, with the region simplification of every block of the
//! kernel (0.3 s more for 10,000 device-born descriptors).

use melior::ir::{operation::WalkResult, OperationRef};
use mlir_sys::MlirOperation;
use std::collections::HashMap;

/// The `memref` ops `expand-strided-metadata` has no pattern for, alone:
/// its patterns start at a view-like op, a reshape, a cast or an
/// `extract_strided_metadata`.
pub const PLAIN_MEMREF_OPS: [&str; 7] = [
    "memref.global",
    "memref.get_global",
    "memref.load",
    "memref.store",
    "memref.extract_aligned_pointer_as_index",
    "memref.dim",
    "memref.dealloc",
];

/// The passes this module may skip.
pub const SKIPPABLE: [&str; 2] = ["expand-strided-metadata", "lower-affine"];

/// Whether pass `name` (one of [`SKIPPABLE`]) could change `module`; `true`
/// for any other pass.
pub fn has_work(name: &str, module: OperationRef<'_, '_>) -> bool {
    let wanted: fn(&str) -> bool = match name {
        "expand-strided-metadata" => {
            |op| op.strip_prefix("memref.").is_some() && !PLAIN_MEMREF_OPS.contains(&op)
        }
        "lower-affine" => |op| op.starts_with("affine."),
        _ => return true,
    };
    let mut found = false;
    tile_dialect::walk::preorder(module, |op| {
        // SAFETY: a live op; its name is an identifier owned by the context,
        // valid while the context lives (beyond this closure).
        let name = unsafe {
            let id = mlir_sys::mlirOperationGetName(op.to_raw());
            let s = mlir_sys::mlirIdentifierStr(id);
            std::slice::from_raw_parts(s.data.cast::<u8>(), s.length)
        };
        if std::str::from_utf8(name).is_ok_and(wanted) {
            found = true;
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    found
}

/// The constant ops [`unique_constants`] hoists and uniques.
const CONSTANT_OPS: [&str; 2] = ["arith.constant", "llvm.mlir.constant"];

/// In every function of every `gpu.module` of `module`: unused pure ops
/// ([`is_pure`]) are erased, then each constant
/// ([`CONSTANT_OPS`], with its `value` as its one attribute) moves to the
/// top of the function's entry block, in order of first appearance, and a
/// constant equal to an earlier one (same op, type and value) is replaced
/// by it and erased, as MLIR's greedy driver does. Linear in the module.
pub fn unique_constants(module: OperationRef<'_, '_>) {
    for unit in tile_dialect::walk::body_ops(module) {
        if op_name(unit.to_raw()) != "gpu.module" {
            continue;
        }
        for function in tile_dialect::walk::body_ops(unit) {
            // SAFETY: a live op of the module.
            if unsafe { mlir_sys::mlirOperationGetNumRegions(function.to_raw()) } == 1 {
                unique_in(function);
            }
        }
    }
}

/// The name of `op`, borrowed from the context.
fn op_name<'a>(op: MlirOperation) -> &'a str {
    // SAFETY: a live op; its name is an identifier owned by the context,
    // which outlives every use here.
    unsafe {
        let s = mlir_sys::mlirIdentifierStr(mlir_sys::mlirOperationGetName(op));
        std::str::from_utf8(std::slice::from_raw_parts(s.data.cast::<u8>(), s.length)).unwrap_or("")
    }
}

/// Ops without side effects (MLIR's `Pure`) that the lowering and kernels
/// commonly leave unused; [`unique_in`] erases them when unused, as the
/// greedy driver erases every trivially dead op.
fn is_pure(name: &str) -> bool {
    const EXACT: [&str; 14] = [
        "llvm.inttoptr",
        "llvm.ptrtoint",
        "llvm.addrspacecast",
        "llvm.getelementptr",
        "llvm.mlir.constant",
        "llvm.mlir.addressof",
        "llvm.mlir.zero",
        "memref.extract_aligned_pointer_as_index",
        "memref.get_global",
        "gpu.thread_id",
        "gpu.block_id",
        "gpu.grid_dim",
        "gpu.block_dim",
        "gpu.lane_id",
    ];
    name.starts_with("arith.") || EXACT.contains(&name)
}

/// [`unique_constants`] for one function (an op with one region): first
/// the unused pure ops go (last to first, so a chain goes whole), then the
/// constants are hoisted and uniqued.
fn unique_in(function: OperationRef<'_, '_>) {
    use mlir_sys::*;
    let mut ops = Vec::new();
    tile_dialect::walk::preorder(function, |op| {
        ops.push(op.to_raw());
        WalkResult::Advance
    });
    let mut constants = Vec::new();
    // SAFETY: the ops collected above are alive until erased here; an op
    // is erased only without uses, and never looked at again; every later
    // op looked at (an earlier one in the walk) is not nested in it (ops
    // with regions are kept).
    unsafe {
        let mut erased = std::collections::HashSet::new();
        for &raw in ops.iter().skip(1).rev() {
            if mlirOperationGetNumRegions(raw) != 0 {
                continue;
            }
            let results = mlirOperationGetNumResults(raw);
            let unused = results > 0
                && (0..results).all(|i| {
                    mlirValueGetFirstUse(mlirOperationGetResult(raw, i))
                        .ptr
                        .is_null()
                });
            if unused && is_pure(op_name(raw)) {
                mlirOperationDestroy(raw);
                erased.insert(raw.ptr);
            }
        }
        for &raw in &ops[1..] {
            if erased.contains(&raw.ptr) {
                continue;
            }
            let plain = mlirOperationGetNumOperands(raw) == 0
                && mlirOperationGetNumResults(raw) == 1
                && mlirOperationGetNumRegions(raw) == 0
                && mlirOperationGetNumAttributes(raw) == 1;
            if plain && CONSTANT_OPS.contains(&op_name(raw)) {
                constants.push(raw);
            }
        }
    }
    // SAFETY: the function and the constants collected above are alive;
    // each constant is moved or erased once, after the walk; an erased
    // constant's uses were all replaced first.
    unsafe {
        let entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(function.to_raw(), 0));
        if entry.ptr.is_null() {
            return;
        }
        let first = mlirBlockGetFirstOperation(entry);
        let mut last: Option<MlirOperation> = None;
        let mut seen: HashMap<(usize, usize, usize), MlirOperation> = HashMap::new();
        for op in constants {
            let value = mlirOperationGetAttributeByName(
                op,
                mlirStringRefCreateFromCString(c"value".as_ptr()),
            );
            if value.ptr.is_null() {
                continue;
            }
            let result = mlirOperationGetResult(op, 0);
            let key = (
                mlirOperationGetName(op).ptr as usize,
                mlirValueGetType(result).ptr as usize,
                value.ptr as usize,
            );
            if let Some(&kept) = seen.get(&key) {
                mlirValueReplaceAllUsesOfWith(result, mlirOperationGetResult(kept, 0));
                mlirOperationDestroy(op);
                continue;
            }
            match last {
                Some(previous) => mlirOperationMoveAfter(op, previous),
                None if op.ptr != first.ptr => mlirOperationMoveBefore(op, first),
                None => {}
            }
            last = Some(op);
            seen.insert(key, op);
        }
    }
}
