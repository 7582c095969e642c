//! Overlapped rebind (`pipeline=on`, kernel attribute
//! `tile.rebind_pipeline = "on"`): a loop whose body builds device-born
//! descriptors from values it loads (a persistent grouped kernel walking a
//! work table, the loops [`super::ahead`] accepts) is software-pipelined so
//! that the **next** work item's rebind — its table loads, the writes into
//! the other slot, the release, acquire and prefetch — is issued right
//! after the current item's first TMA op and before the wait for it: the
//! rebind runs while that copy is in flight instead of between two items.
//!
//! The loop is unrolled by two without hoisting (items alternate between
//! two sets of slots, A for the even and B for the odd items, so each
//! slot's previous user is the item before the current one, whose TMA ops
//! have completed), and each half gets a **prepare** point before the first
//! wait after its first TMA op through its descriptors:
//!
//! ```mlir
//! scf.for %w = %lb to %ub step (%s * 2) {
//!   %w1 = %w + %s ; %more = %w1 < %ub
//!   P(%w) ; %dA = make P(%w)                       // slots A (cond.: usually prepared)
//!   ... tile.load %dA ...                          // first TMA op of item w
//!   scf.if (%more && first box) {                  // prepare item w + s
//!     P(%w1) ; make P(%w1)                         // slots B, no user
//!   }
//!   tile.mbarrier_wait_parity ... ; rest of R(%w, %dA)
//!   scf.if %more {
//!     P(%w1) ; %dB = make P(%w1)                   // slots B (cond.: usually prepared)
//!     ... tile.load %dB ...
//!     scf.if (%w + 2 %s < %ub && first box) {      // prepare item w + 2 s
//!       P(%w + 2 %s) ; make P(%w + 2 %s)           // slots A, no user
//!     }
//!     tile.mbarrier_wait_parity ... ; rest of R(%w1, %dB)
//!   }
//! }
//! ```
//!
//! A prepare op and the op of the item it prepares form a **slot group**
//! (attribute [`GROUP_ATTR`](super::shared::GROUP_ATTR)): the planner gives them one slot, one shadow
//! and one view made in the prologue ([`super::kernel`]), so the item's own
//! conditional rebind finds the values already written (it compares them
//! with the shared shadow: a few register compares) and writes only where
//! the prepare point did not run (an item whose first TMA op is in a loop
//! that ran no iteration). "First box" is `iv == lb` of every `scf.for`
//! between the loop body and the TMA op; other loops in between (or no TMA
//! op through the item's descriptors) leave the loop as it is, with a
//! `[rebind-pipeline]` remark saying why. The fence checker proves the
//! result like any other plan (the prepare point's write retires the slot's
//! earlier readers: the previous item's loads by their mbarrier waits, its
//! stores by the bulk wait the planner inserts where they may be in
//! flight).

use super::ahead::{self, body_of, direct_descriptors, is_device_born, slice};
use super::build::{At, BuildError};
use super::context::key;
use super::shared::{LoopOutcome, COPY_ATTR, GROUP_ATTR, PIPELINED_ATTR};
use melior::ir::{
    attribute::IntegerAttribute,
    operation::{OperationLike, OperationMutLike, OperationRefMut, WalkOrder, WalkResult},
    r#type::IntegerType,
    BlockLike, BlockRef, Location, OperationRef, RegionLike, Value, ValueLike,
};
use melior::Context;
use std::collections::{HashMap, HashSet};
use tile_dialect::access::region_at;
use tile_dialect::ops::{OpKind, TileOp};
use tile_dialect::upstream;
use tile_dialect::verify::facts::op_name;

/// Kernel attribute overriding `pipeline=` (`"on"`, `"off"`).
pub const PIPELINE_ATTR: &str = "tile.rebind_pipeline";

/// Parses a `pipeline=` value.
pub fn parse_pipeline(text: &str) -> Option<bool> {
    match text {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

/// The TMA ops that read a descriptor and their descriptor operand.
fn descriptor_operand(op: &OperationRef<'_, '_>) -> Option<usize> {
    match TileOp::cast(*op)? {
        TileOp::Load(load) => Some(load.desc_range().start),
        TileOp::Store(store) => Some(store.desc_range().start),
        TileOp::Reduce(reduce) => Some(reduce.desc_range().start),
        _ => None,
    }
}

/// The first TMA op (in program order, nested regions included) among the
/// ops of `block` after `from` and before `until` that reads one of
/// `values` as its descriptor.
fn first_use<'c, 'a>(
    from: OperationRef<'c, 'a>,
    until: Option<OperationRef<'c, 'a>>,
    values: &HashSet<usize>,
) -> Option<OperationRef<'c, 'a>> {
    let mut op = from.next_in_block();
    while let Some(current) = op {
        if until.is_some_and(|u| key(&u) == key(&current)) {
            return None;
        }
        let mut found = None;
        current.walk(WalkOrder::PreOrder, |inner| {
            if let Some(i) = descriptor_operand(&inner) {
                let reads = inner
                    .operand(i)
                    .is_ok_and(|v| values.contains(&(v.to_raw().ptr as usize)));
                if reads {
                    found = Some(inner.to_raw());
                    return WalkResult::Interrupt;
                }
            }
            WalkResult::Advance
        });
        if let Some(raw) = found {
            // SAFETY: found in the live IR just above.
            return Some(unsafe { OperationRef::from_raw(raw) });
        }
        op = current.next_in_block();
    }
    None
}

/// The prepare point after `tma` (the first wait after it in its block, or
/// the op right after it) and the `scf.for`s between `top` (a block) and
/// `tma`, innermost first; `Err` names another loop in between.
fn prepare_point<'c, 'a>(
    tma: OperationRef<'c, 'a>,
    top: &BlockRef<'c, 'a>,
) -> Result<(OperationRef<'c, 'a>, Vec<OperationRef<'c, 'a>>), String> {
    let mut anchor = None;
    let mut op = tma.next_in_block();
    while let Some(current) = op {
        if matches!(
            OpKind::of(&current),
            Some(OpKind::MBarrierWaitParity | OpKind::BulkWait)
        ) {
            anchor = Some(current);
            break;
        }
        op = current.next_in_block();
    }
    let anchor = match anchor {
        Some(a) => a,
        None => tma
            .next_in_block()
            .ok_or("the first TMA op of a work item ends its block")?,
    };
    let mut loops = Vec::new();
    let mut current = tma.parent_operation();
    let top_key = top.to_raw().ptr;
    let mut block = tma.block();
    while let Some(parent) = current {
        if block.is_some_and(|b| b.to_raw().ptr == top_key) {
            break;
        }
        let name = op_name(&parent);
        if name == "scf.for" {
            loops.push(parent);
        } else if super::context::is_loop(&name) {
            return Err(format!(
                "the first TMA op of a work item is inside '{name}': only scf.for loops between the loop body and it are supported"
            ));
        }
        block = parent.block();
        current = parent.parent_operation();
    }
    Ok((anchor, loops))
}

/// Clones the ops of `block` whose keys are in `ops` (in block order)
/// before `anchor`, with `map` (value → value) applied to their
/// operands; returns the clones of the device-born descriptor ops.
fn clone_slice<'c, 'a>(
    block: &BlockRef<'c, 'a>,
    ops: &HashSet<usize>,
    map: &mut HashMap<usize, Value<'c, 'a>>,
    anchor: OperationRef<'c, 'a>,
) -> Result<Vec<OperationRef<'c, 'a>>, BuildError> {
    let mut out = Vec::new();
    let mut op = block.first_operation();
    while let Some(current) = op {
        op = current.next_in_block();
        if !ops.contains(&key(&current)) {
            continue;
        }
        // SAFETY: clones a live op; the clone is inserted before a live op
        // below (so owned by its block).
        let raw = unsafe { mlir_sys::mlirOperationClone(current.to_raw()) };
        let clone = unsafe { OperationRef::from_raw(raw) };
        for i in 0..clone.operand_count() {
            let v = clone.operand(i).map_err(|e| ahead::built("clone", e))?;
            if let Some(with) = map.get(&(v.to_raw().ptr as usize)) {
                ahead::set_operand(clone, i, *with);
            }
        }
        // SAFETY: the clone is detached; the anchor is live.
        unsafe {
            let parent = mlir_sys::mlirOperationGetBlock(anchor.to_raw());
            mlir_sys::mlirBlockInsertOwnedOperationBefore(parent, anchor.to_raw(), raw);
        }
        for i in 0..current.result_count() {
            let (Ok(from), Ok(to)) = (current.result(i), clone.result(i)) else {
                continue;
            };
            map.insert(from.to_raw().ptr as usize, to.into());
        }
        if is_device_born(&clone) {
            out.push(clone);
        }
    }
    Ok(out)
}

fn set_group(context: &Context, op: OperationRef<'_, '_>, group: i64) {
    // SAFETY: a live op, no other handle mutates it meanwhile.
    let mut op_mut = unsafe { OperationRefMut::from_raw(op.to_raw()) };
    op_mut.set_discardable_attribute(
        GROUP_ATTR,
        IntegerAttribute::new(IntegerType::new(context, 64).into(), group).into(),
    );
}

/// `iv == lb` of each loop, and-ed with `condition`, at `at`.
fn first_iterations<'c, 'a>(
    at: &At<'c, 'a>,
    condition: Value<'c, 'a>,
    loops: &[OperationRef<'c, 'a>],
) -> Result<Value<'c, 'a>, BuildError> {
    let mut all = condition;
    for l in loops {
        let body = body_of(*l).ok_or(BuildError::Detached)?;
        let iv: Value = body
            .argument(0)
            .map_err(|e| ahead::built("scf.for", e))?
            .into();
        let lb =
            upstream::lower_bound(*l).ok_or_else(|| ahead::built("scf.for", "no lower bound"))?;
        let first = at.equal(iv, lb)?;
        all = at.binary("arith.andi", all, first)?;
    }
    Ok(all)
}

/// The values of `ops`' results, as keys.
fn result_keys(ops: &[OperationRef<'_, '_>]) -> HashSet<usize> {
    ops.iter()
        .filter_map(|o| o.result(0).ok())
        .map(|r| r.to_raw().ptr as usize)
        .collect()
}

/// Pipelines `for_op` (which [`ahead::qualifies`] accepted with `descs`);
/// `Ok(Err(why))` when it cannot (the loop is then unchanged).
fn pipeline<'c, 'a>(
    context: &'c Context,
    for_op: OperationRef<'c, 'a>,
    descs: &[OperationRef<'c, 'a>],
    next_group: &mut i64,
) -> Result<Result<(), String>, BuildError> {
    let body = body_of(for_op).ok_or(BuildError::Detached)?;
    let last = *descs.last().ok_or(BuildError::Detached)?;
    // Check before changing anything: a first TMA op and its prepare point.
    let Some(tma) = first_use(last, None, &result_keys(descs)) else {
        return Ok(Err(
            "no TMA op of the loop body reads its descriptors after they are built".into(),
        ));
    };
    if let Err(why) = prepare_point(tma, &body) {
        return Ok(Err(why));
    }
    let location = for_op.location();
    let ub =
        upstream::upper_bound(for_op).ok_or_else(|| ahead::built("scf.for", "no upper bound"))?;
    let iv: Value = body
        .argument(0)
        .map_err(|e| ahead::built("scf.for", e))?
        .into();
    let unsigned = for_op.has_attribute("unsignedCmp");
    let if_op = ahead::unroll(context, for_op, descs, false)?;
    let step2 = upstream::step(for_op).ok_or_else(|| ahead::built("scf.for", "no step"))?;
    let more = upstream::condition(if_op).ok_or_else(|| ahead::built("scf.if", "no condition"))?;
    let then_block = region_at(if_op, 0)
        .and_then(|r| r.first_block())
        .ok_or(BuildError::Detached)?;
    let second = direct_descriptors(&then_block);
    if second.len() != descs.len() {
        return Err(BuildError::Detached);
    }
    // Slot groups: A (the even items' descriptors), B (the odd items').
    let groups_a: Vec<i64> = (0..descs.len()).map(|j| *next_group + j as i64).collect();
    let groups_b: Vec<i64> = (0..descs.len())
        .map(|j| *next_group + (descs.len() + j) as i64)
        .collect();
    *next_group += 2 * descs.len() as i64;
    for (d, g) in descs.iter().zip(&groups_a) {
        set_group(context, *d, *g);
    }
    for (d, g) in second.iter().zip(&groups_b) {
        set_group(context, *d, *g);
    }
    let unit = melior::ir::Attribute::unit(context);

    // Prepare point 1 (item w prepares item w + s into slots B).
    let tma1 = first_use(last, Some(if_op), &result_keys(descs)).ok_or(BuildError::Detached)?;
    let (anchor1, loops1) = prepare_point(tma1, &body).map_err(|m| ahead::built("scf.for", m))?;
    let at1 = At::before(context, anchor1, location)?;
    let cond1 = first_iterations(&at1, more, &loops1)?;
    let (inner1, _) = at1.scf_if(cond1)?;
    let slice_b = slice(&then_block, &second, &if_op).map_err(|m| ahead::built("scf.if", m))?;
    let mut map = HashMap::new();
    let anchor_in1 = inner1.anchor();
    let prepared_b = clone_slice(&then_block, &slice_b, &mut map, anchor_in1)?;
    for (d, g) in prepared_b.iter().zip(&groups_b) {
        set_group(context, *d, *g);
        mark_copy(*d, unit);
    }

    // Prepare point 2 (item w + s prepares item w + 2 s into slots A).
    let last_b = *second.last().ok_or(BuildError::Detached)?;
    let tma2 = first_use(last_b, None, &result_keys(&second)).ok_or(BuildError::Detached)?;
    let (anchor2, loops2) =
        prepare_point(tma2, &then_block).map_err(|m| ahead::built("scf.if", m))?;
    let at2 = At::before(context, anchor2, location)?;
    let w2 = at2.binary("arith.addi", iv, step2)?;
    let predicate = if unsigned { 6 } else { 2 };
    let in_range = at2.value(
        "arith.cmpi",
        &[w2, ub],
        at2.int(1),
        &[at2.named("predicate", at2.int_attr(predicate, 64))],
    )?;
    let cond2 = first_iterations(&at2, in_range, &loops2)?;
    let (inner2, _) = at2.scf_if(cond2)?;
    let slice_a = slice(&body, descs, &for_op).map_err(|m| ahead::built("scf.for", m))?;
    let mut map = HashMap::new();
    map.insert(iv.to_raw().ptr as usize, w2);
    let anchor_in2 = inner2.anchor();
    let prepared_a = clone_slice(&body, &slice_a, &mut map, anchor_in2)?;
    for (d, g) in prepared_a.iter().zip(&groups_a) {
        set_group(context, *d, *g);
        mark_copy(*d, unit);
    }
    // SAFETY: a live op, no other handle mutates it meanwhile.
    let mut for_mut = unsafe { OperationRefMut::from_raw(for_op.to_raw()) };
    for_mut.set_discardable_attribute(PIPELINED_ATTR, unit);
    Ok(Ok(()))
}

fn mark_copy(op: OperationRef<'_, '_>, unit: melior::ir::Attribute<'_>) {
    // SAFETY: a live op, no other handle mutates it meanwhile.
    let mut op_mut = unsafe { OperationRefMut::from_raw(op.to_raw()) };
    op_mut.set_discardable_attribute(COPY_ATTR, unit);
}

/// The remark of a pipelined loop with `n` descriptors per work item.
fn pipelined_remark(n: usize) -> String {
    format!("pipelined: the next work item's {n} descriptor(s) are rebound (table loads, writes into the other slot set, release, acquire, prefetch) right after the current item's first TMA op is issued and before it is waited for; unrolled by two, the items alternate between two slot sets")
}

/// Pipelines every qualifying loop of the kernels under `top` that ask for
/// it (the option, or their [`PIPELINE_ATTR`]).
pub(crate) fn run<'c>(
    context: &'c Context,
    top: OperationRef<'c, '_>,
    default_on: bool,
) -> Result<Vec<LoopOutcome<'c>>, (Location<'c>, BuildError)> {
    let mut funcs = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        if op_name(&op) == "gpu.func" {
            funcs.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut out = Vec::new();
    let mut next_group = 0i64;
    for raw in funcs {
        // SAFETY: collected from the live IR; pipelining changes only the
        // loops of this function.
        let func: OperationRef = unsafe { OperationRef::from_raw(raw) };
        let on = match tile_dialect::strings::string_attribute(&func, PIPELINE_ATTR) {
            Some(text) => match parse_pipeline(&text) {
                Some(on) => on,
                None => {
                    out.push(LoopOutcome::Invalid(
                        func.location(),
                        format!("{PIPELINE_ATTR} = \"{text}\" is not one of \"on\", \"off\""),
                    ));
                    continue;
                }
            },
            None => default_on,
        };
        if !on {
            continue;
        }
        let Some(entry) = region_at(func, 0).and_then(|r| r.first_block()) else {
            continue;
        };
        let mut loops = Vec::new();
        func.walk(WalkOrder::PostOrder, |op| {
            if op_name(&op) == "scf.for" {
                loops.push(op.to_raw());
            }
            WalkResult::Advance
        });
        for raw in loops {
            // SAFETY: collected from the live IR; loops are visited
            // innermost first and a pipelined loop's nested loops are not
            // pipelined again (they hold no descriptor op of their own).
            let for_op: OperationRef = unsafe { OperationRef::from_raw(raw) };
            if for_op.has_attribute(PIPELINED_ATTR) {
                continue;
            }
            match ahead::qualifies(for_op, &func, entry.to_raw().ptr as usize) {
                Ok(None) => {}
                Ok(Some(descs)) => {
                    match pipeline(context, for_op, &descs, &mut next_group)
                        .map_err(|e| (for_op.location(), e))?
                    {
                        Ok(()) => out.push(LoopOutcome::Done(
                            for_op.location(),
                            pipelined_remark(descs.len()),
                        )),
                        Err(why) => out.push(LoopOutcome::Skipped(
                            for_op.location(),
                            format!("not pipelined: {why}"),
                        )),
                    }
                }
                Err(why) => out.push(LoopOutcome::Skipped(
                    for_op.location(),
                    format!("not pipelined: {why}"),
                )),
            }
        }
    }
    Ok(out)
}
