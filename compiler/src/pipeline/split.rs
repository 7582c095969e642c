//! Running the `gpu.module`-nested passes of a pipeline on the kernels of
//! one large unit in parallel, with less memory.
//!
//! MLIR's pass manager runs a nested `gpu.module(...)` pipeline on each
//! `gpu.module` of the top module, in parallel when the context is
//! multithreaded, but one unit of 10,000 kernels is one piece of work, and
//! `convert-gpu-to-nvvm` keeps the conversion state of all of it until the
//! end (its peak was the run's). Before such a range of a pipeline
//! ([`split_range`]), [`split`] moves the kernels of every eligible unit
//! into sibling `gpu.module`s ("parts": consecutive kernels, closed at a
//! least number of ops, so they depend on the input only), each with the
//! unit's attributes and a copy of every global of the unit; [`join`] puts
//! the converted kernels back into the unit in their places and drops the
//! parts with their copies of the globals (the unit's own globals were
//! converted in place, the same way). The module is then the one the whole
//! unit's conversion gives, op for op.
//!
//! That holds only where converting a kernel alone gives what converting it
//! with the others gives, and creates no symbol: the unit holds only globals
//! (`memref.global`, `llvm.mlir.global` without initializer region) and
//! kernels (`gpu.func ... kernel` without attributions), every op in a
//! kernel is of a kind converted in place ([`converted_in_place`]: no
//! `math` op that becomes a call of a declared `__nv_*` function, no
//! `gpu.printf` that adds a format global, no call), and the only symbols
//! a kernel names are the unit's globals. The passes of the range are
//! `convert-gpu-to-nvvm` and `cse` nested in `gpu.module`, and between them
//! `convert-nvvm-to-llvm` and `reconcile-unrealized-casts` (in place, op by
//! op), run without verification between split and join (the host's
//! `gpu.launch_func`s name kernels that are in a part meanwhile). Anything
//! else keeps the unit whole. [`join`] checks that every part and the unit
//! hold as many top-level ops as before.

use melior::ir::{
    operation::{OperationBuilder, OperationLike, WalkOrder, WalkResult},
    Attribute, Block, BlockLike, OperationRef, Region, RegionLike,
};
use mlir_sys::MlirOperation;
use std::collections::HashSet;
use tile_dialect::strings::{name_of, symbol_name};
use tile_passes::PipelineElement;

/// The passes a nested `gpu.module(...)` element of a split range may run.
const NESTED_PASSES: [&str; 3] = ["convert-gpu-to-nvvm", "tile-fold-memref-structs", "cse"];

/// The module-level passes a split range may hold between its nested
/// elements: they rewrite op by op in place, wherever the op is.
const MODULE_PASSES: [&str; 2] = ["convert-nvvm-to-llvm", "reconcile-unrealized-casts"];

/// Whether `element` is `gpu.module(...)` running only [`NESTED_PASSES`].
fn nested_in_gpu_module(element: &PipelineElement) -> bool {
    element.name == "gpu.module"
        && element.nested.as_ref().is_some_and(|inner| {
            !inner.is_empty()
                && inner
                    .iter()
                    .all(|e| e.nested.is_none() && NESTED_PASSES.contains(&e.name.as_str()))
        })
}

/// The range of `elements` to run on split units, if there is one: from
/// the first `gpu.module(...)` element of [`NESTED_PASSES`] to the last one
/// reached through such elements and [`MODULE_PASSES`] only.
pub(crate) fn split_range(elements: &[PipelineElement]) -> Option<std::ops::Range<usize>> {
    let first = elements.iter().position(nested_in_gpu_module)?;
    let mut last = first;
    for (at, element) in elements.iter().enumerate().skip(first + 1) {
        if nested_in_gpu_module(element) {
            last = at;
        } else if element.nested.is_some() || !MODULE_PASSES.contains(&element.name.as_str()) {
            break;
        }
    }
    Some(first..last + 1)
}

/// Whether the kernel op `name` is converted in place by the passes of a
/// split range (one op into ops at its place, no new symbol).
fn converted_in_place(name: &str) -> bool {
    const EXACT: [&str; 22] = [
        "memref.get_global",
        "memref.extract_aligned_pointer_as_index",
        "memref.extract_strided_metadata",
        "memref.reinterpret_cast",
        "memref.load",
        "memref.store",
        "memref.cast",
        "gpu.thread_id",
        "gpu.block_id",
        "gpu.block_dim",
        "gpu.grid_dim",
        "gpu.cluster_id",
        "gpu.cluster_dim",
        "gpu.cluster_block_id",
        "gpu.cluster_dim_blocks",
        "gpu.lane_id",
        "gpu.barrier",
        "gpu.return",
        "builtin.unrealized_conversion_cast",
        "llvm.mlir.addressof",
        "llvm.inline_asm",
        "llvm.call_intrinsic",
    ];
    if EXACT.contains(&name) {
        return true;
    }
    // Every llvm op but those naming or defining symbols.
    if let Some(op) = name.strip_prefix("llvm.") {
        return !matches!(
            op,
            "call" | "invoke" | "dso_local_equivalent" | "mlir.alias" | "mlir.ifunc" | "func"
        ) && !op.starts_with("mlir.global");
    }
    ["arith.", "cf.", "nvvm.", "index."]
        .iter()
        .any(|prefix| name.starts_with(prefix))
}

/// What a top-level op of a split unit became.
#[derive(Clone, Copy)]
enum Slot {
    /// A global: stays in the unit (converted there).
    Kept,
    /// A kernel, moved into this part.
    Moved(usize),
}

/// One unit split into parts.
struct UnitSplit {
    unit: MlirOperation,
    /// The unit's top-level ops, in order.
    layout: Vec<Slot>,
    /// How many globals the unit holds (each part holds copies of them,
    /// first, then its kernels).
    globals: usize,
    /// The parts (sibling `gpu.module`s after the unit), each with its
    /// number of kernels.
    parts: Vec<(MlirOperation, usize)>,
}

/// The units [`split`] split, for [`join`].
#[derive(Default)]
pub(crate) struct Split {
    units: Vec<UnitSplit>,
}

impl Split {
    /// Whether nothing was split.
    pub(crate) fn is_empty(&self) -> bool {
        self.units.is_empty()
    }
}

/// The flat symbol reference attribute `name` of `op`, if it has one.
fn flat_symbol_attribute(op: &OperationRef<'_, '_>, name: &str) -> Option<String> {
    op.attribute(name)
        .ok()
        .and_then(tile_dialect::strings::flat_symbol_value)
}

/// The number of ops of kernel `op` (itself included) when every op is
/// [`converted_in_place`] and names no symbol but one of `globals`.
fn scan_kernel(op: OperationRef<'_, '_>, globals: &HashSet<String>) -> Option<usize> {
    if name_of(&op) != "gpu.func" || !tile_dialect::verify::module::is_kernel(&op) {
        return None;
    }
    // No workgroup or private attributions (each becomes a global or an
    // alloca the conversion creates): the entry block has exactly the
    // function type's arguments.
    let inputs = op
        .attribute("function_type")
        .ok()
        .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())
        .and_then(|t| melior::ir::r#type::FunctionType::try_from(t.value()).ok())
        .map(|f| f.input_count())?;
    let arguments = op
        .first_region()
        .and_then(|r| r.first_block())
        .map(|b| b.argument_count())?;
    if inputs != arguments {
        return None;
    }
    let root = op.to_raw().ptr;
    let mut count = 0usize;
    let mut ok = true;
    op.walk(WalkOrder::PreOrder, |inner| {
        count += 1;
        if inner.to_raw().ptr == root {
            return WalkResult::Advance;
        }
        let name = name_of(&inner);
        let symbol = match name {
            "memref.get_global" => Some("name"),
            "llvm.mlir.addressof" => Some("global_name"),
            _ => None,
        };
        ok = converted_in_place(name)
            && symbol.is_none_or(|attribute| {
                flat_symbol_attribute(&inner, attribute).is_some_and(|s| globals.contains(&s))
            });
        if ok {
            WalkResult::Advance
        } else {
            WalkResult::Interrupt
        }
    });
    ok.then_some(count)
}

/// The layout of `unit` and its kernels' parts (at least two), or `None`
/// when it is not split.
fn plan_unit(unit: OperationRef<'_, '_>, min_ops: usize) -> Option<(Vec<Slot>, usize, usize)> {
    let ops = tile_dialect::walk::body_ops(unit);
    let mut globals = HashSet::new();
    for op in &ops {
        match name_of(op) {
            "memref.global" => {}
            // An initializer region may name other symbols.
            "llvm.mlir.global" if op.first_region().is_none_or(|r| r.first_block().is_none()) => {}
            "llvm.mlir.global" => return None,
            _ => continue,
        }
        globals.insert(symbol_name(op)?);
    }
    let mut layout = Vec::with_capacity(ops.len());
    let (mut parts, mut filled) = (0usize, 0usize);
    let mut last_start = 0usize;
    for op in &ops {
        if matches!(name_of(op), "memref.global" | "llvm.mlir.global") {
            layout.push(Slot::Kept);
            continue;
        }
        let size = scan_kernel(*op, &globals)?;
        if filled == 0 {
            last_start = layout.len();
        }
        layout.push(Slot::Moved(parts));
        filled += size;
        if filled >= min_ops {
            parts += 1;
            filled = 0;
        }
    }
    if filled > 0 {
        if parts == 0 {
            return None;
        }
        // A short last part joins the one before.
        for slot in layout.iter_mut().skip(last_start) {
            if let Slot::Moved(part) = slot {
                *part = parts - 1;
            }
        }
    }
    (parts >= 2).then_some((layout, globals.len(), parts))
}

/// Splits every eligible `gpu.module` directly in `top` into parts of at
/// least `min_ops` ops (see the module documentation); `min_ops == 0`
/// splits nothing.
pub(crate) fn split(top: OperationRef<'_, '_>, min_ops: usize) -> Split {
    let mut done = Split::default();
    if min_ops == 0 {
        return done;
    }
    let top_level = tile_dialect::walk::body_ops(top);
    let mut taken: HashSet<String> = top_level.iter().filter_map(symbol_name).collect();
    for unit in top_level {
        if name_of(&unit) != "gpu.module" {
            continue;
        }
        let Some((layout, globals, count)) = plan_unit(unit, min_ops) else {
            continue;
        };
        let Some(name) = symbol_name(&unit) else {
            continue;
        };
        let ops = tile_dialect::walk::body_ops(unit);
        let mut parts = Vec::with_capacity(count);
        let mut after = unit.to_raw();
        for part in 0..count {
            let mut part_name = format!("{name}__tile_part{part}");
            while taken.contains(&part_name) {
                part_name.push('_');
            }
            taken.insert(part_name.clone());
            // SAFETY: a live op; the string is copied into the context.
            let renamed = unsafe {
                Attribute::from_raw(mlir_sys::mlirStringAttrGet(
                    mlir_sys::mlirOperationGetContext(unit.to_raw()),
                    mlir_sys::MlirStringRef {
                        data: part_name.as_ptr().cast(),
                        length: part_name.len(),
                    },
                ))
            };
            let attributes: Vec<_> = unit
                .attributes()
                .map(|(key, value)| {
                    if tile_dialect::strings::identifier(key) == "sym_name" {
                        (key, renamed)
                    } else {
                        (key, value)
                    }
                })
                .collect();
            let region = Region::new();
            region.append_block(Block::new(&[]));
            let Ok(container) = OperationBuilder::new("gpu.module", unit.location())
                .add_attributes(&attributes)
                .add_regions([region])
                .build()
            else {
                break;
            };
            let block = container
                .first_region()
                .and_then(|r| r.first_block())
                .map(|b| b.to_raw());
            let Some(block) = block else {
                break;
            };
            let raw = container.to_raw();
            std::mem::forget(container);
            // SAFETY: `raw` is a detached op (its ownership passed to the
            // top block here); `after` is a live op of that block.
            unsafe {
                let top_block = mlir_sys::mlirOperationGetBlock(after);
                mlir_sys::mlirBlockInsertOwnedOperationAfter(top_block, after, raw);
                for (op, slot) in ops.iter().zip(&layout) {
                    if matches!(slot, Slot::Kept) {
                        let copy = mlir_sys::mlirOperationClone(op.to_raw());
                        mlir_sys::mlirBlockAppendOwnedOperation(block, copy);
                    }
                }
            }
            after = raw;
            parts.push((raw, block, 0usize));
        }
        if parts.len() != count {
            // Could not build every part: nothing moved yet; drop them.
            for (raw, _, _) in parts {
                // SAFETY: an empty part of this function, owned by the top
                // block.
                unsafe {
                    mlir_sys::mlirOperationRemoveFromParent(raw);
                    mlir_sys::mlirOperationDestroy(raw);
                }
            }
            continue;
        }
        for (op, slot) in ops.iter().zip(&layout) {
            if let Slot::Moved(part) = *slot {
                let (_, block, moved) = &mut parts[part];
                // SAFETY: a live kernel of the unit, moved to the end of
                // the part's block (and back by `join`), never freed.
                unsafe {
                    mlir_sys::mlirOperationRemoveFromParent(op.to_raw());
                    mlir_sys::mlirBlockAppendOwnedOperation(*block, op.to_raw());
                }
                *moved += 1;
            }
        }
        done.units.push(UnitSplit {
            unit: unit.to_raw(),
            layout,
            globals,
            parts: parts.into_iter().map(|(raw, _, n)| (raw, n)).collect(),
        });
    }
    done
}

/// The top-level ops of the body of the raw op `op`.
fn raw_body_ops(op: MlirOperation) -> Vec<MlirOperation> {
    // SAFETY: a live op of the module.
    tile_dialect::walk::body_ops(unsafe { OperationRef::from_raw(op) })
        .into_iter()
        .map(|o| o.to_raw())
        .collect()
}

/// Puts the kernels of every part back into their units, in their places,
/// and drops the parts. An error (a part or unit that does not hold one op
/// for each it held) leaves the rest joined as far as it goes.
pub(crate) fn join(split: Split) -> Result<(), String> {
    let mut problem = None;
    for unit in split.units {
        let kept = raw_body_ops(unit.unit);
        let mut kernels = Vec::with_capacity(unit.parts.len());
        for (part, count) in &unit.parts {
            let ops = raw_body_ops(*part);
            if ops.len() != unit.globals + count || kept.len() != unit.globals {
                problem.get_or_insert_with(|| {
                    format!(
                        "a part of a split gpu.module holds {} ops (expected {} globals and {} \
                         kernels; the unit {})",
                        ops.len(),
                        unit.globals,
                        count,
                        kept.len()
                    )
                });
            }
            kernels.push(ops.into_iter().skip(unit.globals));
        }
        let mut kept = kept.into_iter();
        let mut previous: Option<MlirOperation> = None;
        // SAFETY: live ops of the module; each kernel leaves its part's
        // block for the unit's.
        unsafe {
            let unit_block =
                mlir_sys::mlirRegionGetFirstBlock(mlir_sys::mlirOperationGetRegion(unit.unit, 0));
            for slot in &unit.layout {
                let next = match *slot {
                    Slot::Kept => {
                        previous = kept.next().or(previous);
                        continue;
                    }
                    Slot::Moved(part) => kernels[part].next(),
                };
                let Some(kernel) = next else {
                    continue;
                };
                match previous {
                    Some(before) => mlir_sys::mlirOperationMoveAfter(kernel, before),
                    None => {
                        mlir_sys::mlirOperationRemoveFromParent(kernel);
                        mlir_sys::mlirBlockInsertOwnedOperation(unit_block, 0, kernel);
                    }
                }
                previous = Some(kernel);
            }
            for (part, _) in unit.parts {
                mlir_sys::mlirOperationRemoveFromParent(part);
                mlir_sys::mlirOperationDestroy(part);
            }
        }
    }
    problem.map_or(Ok(()), Err)
}
