//! Look-ahead rebind (`lookahead=on|2|4|8`, kernel attribute
//! `tile.rebind_lookahead = "on"`): a loop whose body builds device-born
//! descriptors from values it computes (a persistent grouped kernel walking
//! a work table) is unrolled by two before the plan (4 and 8: the unroll is
//! repeated on the unrolled loop), and the descriptors of iteration i + 1
//! are built next to those of iteration i. The planner then
//! gives them their own slots (double-buffered: slots 0..n for the even
//! work item, n..2n for the odd one) and writes all of them in **one**
//! conditional sequence ([`super::write::conditional`]): one condition, one
//! seed, every rebind, one release fence, then each slot's acquire and
//! prefetch. So a group change costs one release per two work items, and
//! the second item's descriptors are fetched by the TMA unit while the
//! first item's boxes copy.
//!
//! ```mlir
//! scf.for %w = %lb to %ub step %s iter_args(%a = %init) {
//!   P(%w)                                   // table loads, address arithmetic
//!   %d = tile.make_tensormap_ptr P(%w) ...  // device-born
//!   R(%w, %d, %a) ; scf.yield %a'
//! }
//! ```
//!
//! becomes (before the plan rewrites the descriptor ops)
//!
//! ```mlir
//! scf.for %w = %lb to %ub step (%s * 2) iter_args(%a = %init) {
//!   %w1 = %w + %s ; %more = %w1 < %ub ; %w1c = select %more, %w1, %w
//!   P(%w)   ; %d  = tile.make_tensormap_ptr P(%w)
//!   P(%w1c) ; %d1 = tile.make_tensormap_ptr P(%w1c)   // the second item's, hoisted
//!   R(%w, %d, %a)
//!   %r = scf.if %more { R(%w1, %d1, %a') ; scf.yield %a'' } else { scf.yield %a' }
//!   scf.yield %r
//! }
//! ```
//!
//! `P(%w1c)` runs whether or not there is a second item (its loads read the
//! table entry of `%w` again when there is none: never past the loop's
//! range), so it must be speculatable: only ops without regions from a short
//! list of pure ones and `memref.load`, all in the loop body itself,
//! depending on the induction variable and values defined outside the loop
//! (not on loop-carried values). The loop must not write memory through the
//! generic proxy (no `memref.store`, `llvm.store`, atomics, calls): the
//! hoisted loads then read what they read before (a TMA store's writes are
//! not ordered before later generic loads of the same thread anyway). A
//! loop that does not qualify is left as it is, with a `[rebind-lookahead]`
//! remark saying why.
//!
//! The copies share their originals' templates (same type, same
//! launch-invariant fields): the kernel's parameters do not change; its
//! workspace doubles.

use super::ancestry::Ancestry;
use super::build::{At, BuildError};
use super::context::{self, key, Thread};
use super::shared::{LoopOutcome, COPY_ATTR};
use super::strategy::{parse_lookahead, LOOKAHEAD_ATTR};
use crate::separate_host_tma::DEVICE_BORN;
use melior::ir::{
    block::BlockArgument,
    operation::{OperationBuilder, OperationLike, OperationMutLike, WalkOrder, WalkResult},
    Block, BlockLike, BlockRef, Location, OperationRef, Region, RegionLike, Value, ValueLike,
};
use melior::Context;
use std::collections::HashSet;
use tile_dialect::access::{as_argument, as_result, region_at};
use tile_dialect::ops::OpKind;
use tile_dialect::upstream;
use tile_dialect::verify::facts::op_name;

/// Whether `op` is a device-born descriptor op.
pub(crate) fn is_device_born(op: &OperationRef<'_, '_>) -> bool {
    OpKind::of(op).is_some_and(OpKind::makes_tensormap) && op.has_attribute(DEVICE_BORN)
}

/// Ops the hoisted slice may contain (besides `arith.*` and `index.*`).
const SPECULATABLE: &[&str] = &[
    "memref.load",
    "llvm.inttoptr",
    "llvm.ptrtoint",
    "memref.cast",
    "memref.subview",
    "memref.reinterpret_cast",
    "memref.extract_aligned_pointer_as_index",
    "memref.extract_strided_metadata",
];

/// Ops that write memory through the generic proxy (or may: calls).
const GENERIC_WRITES: &[&str] = &[
    "memref.store",
    "llvm.store",
    "memref.atomic_rmw",
    "memref.generic_atomic_rmw",
    "llvm.atomicrmw",
    "llvm.cmpxchg",
    "memref.copy",
    "func.call",
    "llvm.call",
    "gpu.barrier",
];

fn is_speculatable(op: &OperationRef<'_, '_>) -> bool {
    let name = op_name(op);
    op.regions().next().is_none()
        && (name.starts_with("arith.")
            || name.starts_with("index.")
            || SPECULATABLE.contains(&name.as_str()))
}

pub(crate) fn body_of<'c, 'a>(for_op: OperationRef<'c, 'a>) -> Option<BlockRef<'c, 'a>> {
    region_at(for_op, 0)?.first_block()
}

/// The ops of `block` the values `roots` depend on (transitively, within
/// `block`), `roots` included, as keys; `Err` says why they cannot be
/// hoisted: an op that is not speculatable, a block argument of `block`
/// other than `allowed_arg` (#0, the induction variable), or a value
/// defined in a region nested in `within`.
pub(crate) fn slice(
    block: &BlockRef<'_, '_>,
    roots: &[OperationRef<'_, '_>],
    within: &OperationRef<'_, '_>,
) -> Result<HashSet<usize>, String> {
    let mut seen: HashSet<usize> = roots.iter().map(key).collect();
    let mut work: Vec<OperationRef> = roots.to_vec();
    let block_key = block.to_raw().ptr as usize;
    while let Some(op) = work.pop() {
        for value in op.operands() {
            if let Some(arg) = as_argument(value) {
                let owner = arg.owner().to_raw().ptr as usize;
                if owner == block_key {
                    if arg.argument_number() != 0 {
                        return Err(format!(
                            "a descriptor operand depends on the loop-carried value #{} of the loop",
                            arg.argument_number() - 1
                        ));
                    }
                } else if let Some(parent) = arg.owner().parent_operation() {
                    if key(&parent) != key(within) && context::is_ancestor(within, &parent) {
                        return Err(
                            "a descriptor operand is defined in a region nested in the loop body"
                                .into(),
                        );
                    }
                }
                continue;
            }
            let Some(result) = as_result(value) else {
                continue;
            };
            let def = result.owner();
            let in_block = def
                .block()
                .is_some_and(|b| b.to_raw().ptr as usize == block_key);
            if !in_block {
                if context::is_ancestor(within, &def) {
                    return Err(
                        "a descriptor operand is defined in a region nested in the loop body"
                            .into(),
                    );
                }
                continue;
            }
            if seen.contains(&key(&def)) {
                continue;
            }
            if !is_speculatable(&def) {
                return Err(format!(
                    "a descriptor operand is computed by '{}', which may not run ahead of its iteration (only memref.load and pure ops without regions may)",
                    op_name(&def)
                ));
            }
            seen.insert(key(&def));
            work.push(def);
        }
    }
    Ok(seen)
}

/// The device-born descriptor ops directly in `body`, in order.
pub(crate) fn direct_descriptors<'c, 'a>(body: &BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    let mut op = body.first_operation();
    while let Some(current) = op {
        if is_device_born(&current) {
            out.push(current);
        }
        op = current.next_in_block();
    }
    out
}

/// Whether `for_op` qualifies; `Ok(None)` when it builds no descriptor
/// that depends on it (nothing to look ahead), `Err` why not.
pub(crate) fn qualifies<'c, 'a>(
    for_op: OperationRef<'c, 'a>,
    func: &OperationRef<'c, 'a>,
    entry: usize,
) -> Result<Option<Vec<OperationRef<'c, 'a>>>, String> {
    let body = body_of(for_op).ok_or("the loop has no body")?;
    let descs = direct_descriptors(&body);
    let varying: Vec<OperationRef> = descs
        .iter()
        .copied()
        .filter(|d| {
            d.operands().any(|v| {
                as_result(v).is_some_and(|r| context::is_ancestor(&for_op, &r.owner()))
                    || as_argument(v).is_some_and(|a| {
                        a.owner().parent_operation().is_some_and(|p| {
                            key(&p) == key(&for_op) || context::is_ancestor(&for_op, &p)
                        })
                    })
            })
        })
        .collect();
    if varying.is_empty() {
        return Ok(None);
    }
    let mut nested = 0usize;
    let mut writes = None;
    for_op.walk(WalkOrder::PreOrder, |op| {
        if is_device_born(&op) && op.block().map(|b| b.to_raw().ptr) != Some(body.to_raw().ptr) {
            nested += 1;
        }
        let name = op_name(&op);
        if writes.is_none() && GENERIC_WRITES.contains(&name.as_str()) {
            writes = Some(name);
        }
        WalkResult::Advance
    });
    if nested > 0 {
        return Err("the loop builds descriptors in nested regions too".into());
    }
    if let Some(name) = writes {
        return Err(format!(
            "the loop writes memory through the generic proxy ('{name}'), so the next iteration's table loads may not run ahead of this one"
        ));
    }
    for d in &descs {
        match context::thread_of(*d, func, entry, &mut Ancestry::default())? {
            Thread::Guarded { .. } => {}
            Thread::Entry => return Err("the descriptors are not built by one thread".into()),
        }
    }
    slice(&body, &descs, &for_op)?;
    Ok(Some(descs))
}

pub(crate) fn set_operand(op: OperationRef<'_, '_>, index: usize, value: Value<'_, '_>) {
    // SAFETY: `op` is live, `index` is one of its operands, `value` is live
    // and dominates it (checked by the callers' construction).
    unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), index as isize, value.to_raw()) }
}

pub(crate) fn built(name: &str, e: impl std::fmt::Display) -> BuildError {
    BuildError::Op {
        name: name.into(),
        message: e.to_string(),
    }
}

/// Unrolls `for_op` by two and, with `hoist`, hoists the second item's
/// descriptors (and the slice computing their operands) next to the first
/// item's (without it, the second item's descriptor ops stay in the
/// `scf.if %more` that runs the second item, marked as copies). Returns the
/// `scf.if %more`.
pub(crate) fn unroll<'c, 'a>(
    context: &'c Context,
    for_op: OperationRef<'c, 'a>,
    descs: &[OperationRef<'c, 'a>],
    hoist: bool,
) -> Result<OperationRef<'c, 'a>, BuildError> {
    let location = for_op.location();
    let body = body_of(for_op).ok_or(BuildError::Detached)?;
    let terminator = body.terminator().ok_or(BuildError::Detached)?;
    let iv: Value = body.argument(0).map_err(|e| built("scf.for", e))?.into();
    let ub = upstream::upper_bound(for_op).ok_or_else(|| built("scf.for", "no upper bound"))?;
    let step = upstream::step(for_op).ok_or_else(|| built("scf.for", "no step"))?;

    // The doubled step, before the loop.
    let outside = At::before(context, for_op, location)?;
    let two = outside.const_index(2)?;
    let step2 = outside.binary("arith.muli", step, two)?;

    // The second item: a clone of the body (taken before the ops below
    // are added to it), under `scf.if %more`.
    let yielded: Vec<Value> = terminator.operands().collect();
    let result_types: Vec<_> = for_op.results().map(|r| r.r#type()).collect();
    // SAFETY: clones a live op; the clone is detached and destroyed below,
    // after its body's ops have been moved out.
    let clone_raw = unsafe { mlir_sys::mlirOperationClone(for_op.to_raw()) };
    let clone = unsafe { OperationRef::from_raw(clone_raw) };
    // The second item's induction value, and a clamped one for the hoisted
    // slice (never past the loop's range).
    let first = body.first_operation().ok_or(BuildError::Detached)?;
    let top = At::before(context, first, location)?;
    let iv1 = top.binary("arith.addi", iv, step)?;
    // The loop's own comparison: signed unless it says `unsignedCmp`.
    let predicate = if for_op.has_attribute("unsignedCmp") {
        6 // ult
    } else {
        2 // slt
    };
    let more = top.value(
        "arith.cmpi",
        &[iv1, ub],
        top.int(1),
        &[top.named("predicate", top.int_attr(predicate, 64))],
    )?;
    let iv1c = top.value("arith.select", &[more, iv1, iv], top.index(), &[])?;

    let clone_body = body_of(clone).ok_or(BuildError::Detached)?;
    for i in 0..clone_body.argument_count() {
        let arg: BlockArgument = clone_body.argument(i).map_err(|e| built("scf.for", e))?;
        let with = if i == 0 { iv1c } else { yielded[i - 1] };
        // SAFETY: both values are live and of the same type.
        unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(arg.to_raw(), with.to_raw()) };
    }
    let then_region = Region::new();
    then_region.append_block(Block::new(&[]));
    let else_region = Region::new();
    let else_block = else_region.append_block(Block::new(&[]));
    else_block.append_operation(
        OperationBuilder::new("scf.yield", location)
            .add_operands(&yielded)
            .build()
            .map_err(|e| built("scf.yield", e))?,
    );
    let if_op = OperationBuilder::new("scf.if", location)
        .add_operands(&[more])
        .add_results(&result_types)
        .add_regions([then_region, else_region])
        .build()
        .map_err(|e| built("scf.if", e))?;
    let if_op = body.insert_operation_before(terminator, if_op);
    let then_block = if_op
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or(BuildError::Detached)?;
    while let Some(op) = clone_body.first_operation() {
        // SAFETY: detaches a live op from the clone's body and appends it
        // (now owned by nobody) to the then block.
        unsafe {
            mlir_sys::mlirOperationRemoveFromParent(op.to_raw());
            mlir_sys::mlirBlockAppendOwnedOperation(then_block.to_raw(), op.to_raw());
        }
    }
    // SAFETY: the clone is detached and its body is empty now.
    unsafe { mlir_sys::mlirOperationDestroy(clone_raw) };
    for i in 0..result_types.len() {
        let r: Value = if_op.result(i).map_err(|e| built("scf.if", e))?.into();
        set_operand(terminator, i, r);
    }
    set_operand(for_op, 2, step2);

    let copies = direct_descriptors(&then_block);
    let unit = melior::ir::Attribute::unit(context);
    if !hoist {
        for op in copies {
            // SAFETY: a live op, no other handle mutates it meanwhile.
            let mut op_mut =
                unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) };
            op_mut.set_discardable_attribute(COPY_ATTR, unit);
        }
        return Ok(if_op);
    }
    // Hoist the copies of the descriptor ops and their slice right after
    // the first item's last descriptor op.
    let hoisted = slice(&then_block, &copies, &if_op).map_err(|m| built("scf.if", m))?;
    let last = descs.last().ok_or(BuildError::Detached)?;
    let anchor = last.next_in_block().ok_or(BuildError::Detached)?;
    let mut moving = Vec::new();
    let mut op = then_block.first_operation();
    while let Some(current) = op {
        if hoisted.contains(&key(&current)) {
            moving.push(current);
        }
        op = current.next_in_block();
    }
    for op in moving {
        // SAFETY: moves a live op before a live op of an enclosing block;
        // its operands are the clamped induction value, values defined
        // outside the loop, or ops moved before it.
        unsafe { mlir_sys::mlirOperationMoveBefore(op.to_raw(), anchor.to_raw()) };
        if is_device_born(&op) {
            // SAFETY: a live op, no other handle mutates it meanwhile.
            let mut op_mut =
                unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) };
            op_mut.set_discardable_attribute(COPY_ATTR, unit);
        }
    }
    Ok(if_op)
}

/// The remark of a loop unrolled by `factor` with `n` descriptors per
/// work item.
fn unrolled_remark(factor: u32, n: usize) -> String {
    format!("unrolled by {factor}: the {n} descriptor(s) of each iteration are built for {factor} work items at once, in their own slots, and rebound in one conditional sequence (one release fence per {factor} items; the later items' descriptors are prefetched while the first item's TMA ops run)")
}

/// Unrolls every qualifying loop of the kernels under `top` that ask for
/// it (the option, or their [`LOOKAHEAD_ATTR`]).
pub(crate) fn run<'c>(
    context: &'c Context,
    top: OperationRef<'c, '_>,
    default_factor: u32,
) -> Result<Vec<LoopOutcome<'c>>, (Location<'c>, BuildError)> {
    let mut loops = Vec::new();
    top.walk(WalkOrder::PostOrder, |op| {
        if op_name(&op) == "scf.for" {
            loops.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut out = Vec::new();
    let mut funcs = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        if op_name(&op) == "gpu.func" {
            funcs.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in funcs {
        // SAFETY: collected from the live IR just above; nothing changed.
        let func: OperationRef = unsafe { OperationRef::from_raw(raw) };
        if let Some(text) = tile_dialect::strings::string_attribute(&func, LOOKAHEAD_ATTR) {
            if parse_lookahead(&text).is_none() {
                out.push(LoopOutcome::Invalid(
                    func.location(),
                    format!("{LOOKAHEAD_ATTR} = \"{text}\" is not one of \"off\", \"on\", \"2\", \"4\", \"8\""),
                ));
            }
        }
    }
    if !out.is_empty() {
        return Ok(out);
    }
    // The kernel of every loop, found before any is unrolled (unrolling a
    // loop changes none of the ops above the loops visited after it): one
    // walk up per op, not one per loop and level.
    let mut ancestry = Ancestry::default();
    let loops: Vec<_> = loops
        .into_iter()
        .map(|raw| {
            // SAFETY: collected from the live IR just above; nothing changed.
            let for_op: OperationRef = unsafe { OperationRef::from_raw(raw) };
            (raw, ancestry.enclosing_func(for_op).map(|f| f.to_raw()))
        })
        .collect();
    drop(ancestry);
    for (raw, func) in loops {
        // SAFETY: collected from the live IR; unrolling one loop moves ops
        // of that loop only, and loops are visited innermost first.
        let for_op: OperationRef = unsafe { OperationRef::from_raw(raw) };
        let Some(func) = func else {
            continue;
        };
        // SAFETY: a kernel of the live IR; unrolling erases no kernel.
        let func: OperationRef = unsafe { OperationRef::from_raw(func) };
        let factor = match tile_dialect::strings::string_attribute(&func, LOOKAHEAD_ATTR) {
            Some(text) => match parse_lookahead(&text) {
                Some(f) => f,
                // Reported once per kernel, below.
                None => continue,
            },
            None => default_factor,
        };
        if factor < 2 || for_op.has_attribute(super::shared::PIPELINED_ATTR) {
            continue;
        }
        let Some(entry) = region_at(func, 0).and_then(|r| r.first_block()) else {
            continue;
        };
        match qualifies(for_op, &func, entry.to_raw().ptr as usize) {
            Ok(None) => {}
            Ok(Some(descs)) => {
                let per_item = descs.len();
                let mut done = 1;
                while done < factor {
                    // Each round doubles the work items per iteration; the
                    // loop's body then holds every item's descriptors.
                    let body = body_of(for_op).ok_or((for_op.location(), BuildError::Detached))?;
                    let now = direct_descriptors(&body);
                    unroll(context, for_op, &now, true).map_err(|e| (for_op.location(), e))?;
                    done *= 2;
                }
                out.push(LoopOutcome::Done(
                    for_op.location(),
                    unrolled_remark(factor, per_item),
                ));
            }
            Err(why) => out.push(LoopOutcome::Skipped(
                for_op.location(),
                format!("not unrolled: {why}"),
            )),
        }
    }
    Ok(out)
}
