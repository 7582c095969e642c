//! Where a device-born descriptor is built, by whom, and who reads it: the
//! facts the planner needs before it changes anything.
//!
//! * **Thread.** TMA ops in these kernels are issued by one elected thread.
//!   A descriptor op inside the then-region of an `scf.if` whose condition
//!   pins `gpu.thread_id x` to a constant (possibly `arith.andi`-ed with
//!   more conditions) is built by that one thread, and every use of it is
//!   in the same region (dominance), so program order orders rebind and
//!   reads. A descriptor op directly in the kernel's entry block is built
//!   by every thread: the planner elects thread (0, 0, 0) for the write and
//!   publishes it with `gpu.barrier`. Anything else is rejected: which
//!   threads run it is unknown.
//! * **Placement.** The write sequence goes where the descriptor op is, or
//!   before the outermost enclosing loops (inside the thread's region) that
//!   none of its operands is defined in: a loop-invariant rebind is written
//!   once instead of per iteration.
//! * **Users.** Every use must be a TMA op taking the value as its
//!   descriptor; a descriptor yielded, passed or stored elsewhere could be
//!   read by code the fences do not cover.
//! * **In-flight loads.** A slot rewritten per loop iteration must not be
//!   overwritten while a load issued in the previous iteration may still
//!   read it: every load through it needs a blocking
//!   `tile.mbarrier_wait_parity` on its mbarrier later in the same
//!   iteration, or (a ring carried across iterations: the load is waited
//!   for in the next iteration) earlier in the loop body than the
//!   descriptor op, so on the next iteration it runs before the rewrite.
//!   This is the syntactic screen; the fence checker's self-check after the
//!   rewrite proves every path. Stores and reductions are made safe by the
//!   planner itself (`tile.bulk_commit` + `tile.bulk_wait 0 read`, see the
//!   parent module).

use super::ancestry::Ancestry;
pub(crate) use super::shared::key;
use super::shared::MAX_DEPTH;
use melior::ir::{operation::OperationLike, BlockLike, OperationRef, Value, ValueLike};
use tile_dialect::access::{as_argument, as_result, operand_at};
use tile_dialect::ops::{LoadOp, MBarrierWaitParityOp, TileOp};
use tile_dialect::upstream;
use tile_dialect::verify::facts::{defining_op, op_name};
use tile_dialect::verify::file_line_col;

/// Ops whose regions run repeatedly.
pub(crate) fn is_loop(name: &str) -> bool {
    matches!(
        name,
        "scf.for" | "scf.while" | "scf.forall" | "scf.parallel" | "affine.for" | "affine.parallel"
    )
}

/// `'op' at line N`.
pub(crate) fn describe(op: &OperationRef<'_, '_>) -> String {
    match file_line_col(op.location()) {
        Some((_, line, _)) => format!("'{}' at line {line}", op_name(op)),
        None => format!("'{}'", op_name(op)),
    }
}

/// Whether `ancestor` properly contains `op`.
pub(crate) fn is_ancestor(ancestor: &OperationRef<'_, '_>, op: &OperationRef<'_, '_>) -> bool {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if key(&parent) == key(ancestor) {
            return true;
        }
        current = parent.parent_operation();
    }
    false
}

/// Whether `value` is defined inside `op` (by an op nested in it, or as an
/// argument of a block of one of its regions).
fn defined_inside(
    value: Value<'_, '_>,
    op: &OperationRef<'_, '_>,
    ancestry: &mut Ancestry<'_, '_>,
) -> bool {
    if let Some(result) = as_result(value) {
        return ancestry.is_ancestor(op, &result.owner());
    }
    if let Some(argument) = as_argument(value) {
        return match argument.owner().parent_operation() {
            Some(parent) => key(&parent) == key(op) || ancestry.is_ancestor(op, &parent),
            None => false,
        };
    }
    false
}

/// Which threads build a descriptor.
#[derive(Clone, Copy)]
pub(crate) enum Thread<'c, 'a> {
    /// One thread: inside the then-region of `guard`, an `scf.if` on
    /// `gpu.thread_id x == constant`. `proven`: the condition (or the
    /// kernel's `known_block_size`) also pins y and z; otherwise a 1-D
    /// thread block is assumed.
    Guarded {
        /// The `scf.if`.
        guard: OperationRef<'c, 'a>,
        /// Whether the condition selects one thread whatever the block shape.
        proven: bool,
    },
    /// Every thread: the op is in the kernel's entry block, or in `scf.for`
    /// loops there whose bounds every thread computes the same (the
    /// threads run the same iterations together).
    Entry,
}

/// Where and how often the write sequence of one descriptor runs.
pub(crate) struct Placement<'c, 'a> {
    /// Which threads reach it.
    pub(crate) thread: Thread<'c, 'a>,
    /// The op the write sequence goes before: the descriptor op, or the
    /// outermost loop it was hoisted out of.
    pub(crate) at: OperationRef<'c, 'a>,
    /// The loops hoisted out of, innermost first.
    pub(crate) hoisted: Vec<OperationRef<'c, 'a>>,
    /// The innermost loop around `at`, if any: the slot is rewritten once
    /// per iteration of it.
    pub(crate) per_iteration: Option<OperationRef<'c, 'a>>,
}

/// How the descriptor's value is read.
#[derive(Default)]
pub(crate) struct Users<'c, 'a> {
    /// `tile.load`s (complete on their mbarrier).
    pub(crate) loads: Vec<OperationRef<'c, 'a>>,
    /// `tile.store`s and `tile.reduce`s (complete through bulk groups).
    pub(crate) bulk: Vec<OperationRef<'c, 'a>>,
    /// `tile.prefetch` / `tile.prefetch_tensormap`.
    pub(crate) prefetches: usize,
}

/// Classifies the users of `value`; `Err` names the first use that is not a
/// TMA op reading it as its descriptor.
pub(crate) fn users<'c, 'a>(
    value: Value<'c, 'a>,
) -> Result<Users<'c, 'a>, (OperationRef<'c, 'a>, String)> {
    let mut out = Users::default();
    for (user, number) in tile_dialect::access::uses(value) {
        let view = TileOp::cast(user);
        let descriptor_operand = match view {
            Some(TileOp::Load(v)) => Some(v.desc_range().start),
            Some(TileOp::Prefetch(v)) => Some(v.desc_range().start),
            Some(TileOp::PrefetchTensorMap(v)) => Some(v.desc_range().start),
            Some(TileOp::Store(v)) => Some(v.desc_range().start),
            Some(TileOp::Reduce(v)) => Some(v.desc_range().start),
            _ => None,
        };
        if descriptor_operand != Some(number) {
            return Err((
                user,
                format!(
                    "the descriptor is used by {} (operand #{number}); a device-rebound descriptor may only be read by TMA ops (tile.load, tile.store, tile.reduce, tile.prefetch, tile.prefetch_tensormap), whose reads the planner fences",
                    describe(&user)
                ),
            ));
        }
        match view {
            Some(TileOp::Load(_)) => out.loads.push(user),
            Some(TileOp::Store(_) | TileOp::Reduce(_)) => out.bulk.push(user),
            _ => out.prefetches += 1,
        }
    }
    Ok(out)
}

/// Which threads reach `op` (a descriptor op of kernel `func` whose entry
/// block is `entry`), or why that is unknown.
pub(crate) fn thread_of<'c, 'a>(
    op: OperationRef<'c, 'a>,
    func: &OperationRef<'c, 'a>,
    entry: usize,
    ancestry: &mut Ancestry<'c, 'a>,
) -> Result<Thread<'c, 'a>, String> {
    if let Some((guard, proven)) = ancestry.guard(op, func) {
        return Ok(Thread::Guarded { guard, proven });
    }
    if every_thread(op, func, entry) {
        return Ok(Thread::Entry);
    }
    let outer = op
        .parent_operation()
        .filter(|p| key(p) != key(func))
        .map(|p| format!(" (it is inside {})", describe(&p)))
        .unwrap_or_default();
    Err(format!(
        "cannot tell which threads build this descriptor{outer}: a device rebind is written by one thread, so the descriptor op must be reached by every thread (in the kernel's entry block, or in scf.for loops there whose bounds and the descriptor's operands are the same in every thread: the planner elects thread 0, or warp 0, and publishes the slot with gpu.barrier) or be inside an scf.if on gpu.thread_id x == constant (the thread that issues its TMA ops)"
    ))
}

/// Whether every thread of the CTA reaches `op` together: it is in the
/// kernel's entry block, or in `scf.for` loops there (nested directly in
/// one another) whose bounds and steps are the same in every thread, so
/// that all threads run the same iterations. In a loop its operands must be
/// the same in every thread too: the loop's conditional rebind is taken or
/// skipped by all threads together (it holds a CTA barrier).
fn every_thread(op: OperationRef<'_, '_>, func: &OperationRef<'_, '_>, entry: usize) -> bool {
    let uniform = |v: Value<'_, '_>, user: &OperationRef<'_, '_>| {
        crate::fence_check::warp::is_uniform(v, user)
    };
    let in_entry = |node: &OperationRef<'_, '_>| {
        node.block()
            .is_some_and(|b| b.to_raw().ptr as usize == entry)
    };
    if in_entry(&op) {
        return true;
    }
    if !op.operands().all(|v| uniform(v, &op)) {
        return false;
    }
    let mut node = op;
    loop {
        let Some(parent) = node.parent_operation() else {
            return false;
        };
        if key(&parent) == key(func) || op_name(&parent) != "scf.for" {
            return false;
        }
        // Lower bound, upper bound, step.
        if !(0..3).all(|i| operand_at(parent, i).is_some_and(|v| uniform(v, &parent))) {
            return false;
        }
        if in_entry(&parent) {
            return true;
        }
        node = parent;
    }
}

/// Where the write sequence of the descriptor op `op` goes: hoisted out of
/// every enclosing loop (inside the thread's region) that defines none of
/// its operands.
pub(crate) fn placement<'c, 'a>(
    op: OperationRef<'c, 'a>,
    thread: Thread<'c, 'a>,
    func: &OperationRef<'c, 'a>,
    ancestry: &mut Ancestry<'c, 'a>,
) -> Placement<'c, 'a> {
    let mut at = op;
    let mut hoisted = Vec::new();
    while let Some(parent) = at.parent_operation() {
        let inside_thread = match thread {
            // The guard is an ancestor of `op` (`thread_of` found it above
            // it): the ops met on the way up are inside it until it.
            Thread::Guarded { guard, .. } => key(&parent) != key(&guard),
            // Every loop around an every-thread op is run by all threads.
            Thread::Entry => true,
        };
        if !inside_thread
            || !is_loop(&op_name(&parent))
            || op.operands().any(|v| defined_inside(v, &parent, ancestry))
        {
            break;
        }
        hoisted.push(parent);
        at = parent;
    }
    let mut per_iteration = None;
    let mut current = at.parent_operation();
    while let Some(parent) = current {
        if key(&parent) == key(func) {
            break;
        }
        if is_loop(&op_name(&parent)) {
            per_iteration = Some(parent);
            break;
        }
        current = parent.parent_operation();
    }
    Placement {
        thread,
        at,
        hoisted,
        per_iteration,
    }
}

/// For a slot rewritten once per iteration of `iteration_loop` at
/// `rewrite` (the descriptor op): the first load of `loads` whose
/// descriptor read is not retired by a blocking
/// `tile.mbarrier_wait_parity` on its mbarrier either after it before the
/// iteration ends (in its block, or after an enclosing op up to the loop's
/// body), or before `rewrite` in the next iteration (in `rewrite`'s block,
/// or before an enclosing op up to the loop's body: a ring whose loads
/// are waited for one iteration later), where the mbarrier operand is
/// defined outside the loop (else the next iteration's operand may name
/// another mbarrier). Waits inside other ops' regions (conditional ones)
/// do not count.
pub(crate) fn unretired_load<'c, 'a>(
    loads: &[OperationRef<'c, 'a>],
    iteration_loop: &OperationRef<'c, 'a>,
    rewrite: &OperationRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    loads.iter().copied().find(|load| {
        let Some(mbar) = LoadOp::cast(*load).map(|v| v.mbar()) else {
            return true;
        };
        let barrier = barrier_key(mbar);
        // A wait in the next iteration names the same mbarrier only if
        // the operand is not recomputed in the loop.
        let invariant = !defined_inside(mbar, iteration_loop, &mut Ancestry::default());
        let retired = waited_after(load, iteration_loop, &barrier)
            || (invariant && waited_before(rewrite, iteration_loop, &barrier));
        !retired
    })
}

/// Whether a blocking wait on `barrier` follows `from` in its block, or
/// follows an enclosing op up to the body of `iteration_loop`.
fn waited_after<'c, 'a>(
    from: &OperationRef<'c, 'a>,
    iteration_loop: &OperationRef<'c, 'a>,
    barrier: &str,
) -> bool {
    let mut node = *from;
    loop {
        let mut next = node.next_in_block();
        while let Some(op) = next {
            if waits_on(&op, barrier) {
                return true;
            }
            next = op.next_in_block();
        }
        match node.parent_operation() {
            Some(parent) if key(&parent) != key(iteration_loop) => node = parent,
            _ => return false,
        }
    }
}

/// Whether a blocking wait on `barrier` precedes `to` in its block, or
/// precedes an enclosing op up to the body of `iteration_loop`.
fn waited_before<'c, 'a>(
    to: &OperationRef<'c, 'a>,
    iteration_loop: &OperationRef<'c, 'a>,
    barrier: &str,
) -> bool {
    let mut node = *to;
    loop {
        let mut next = node.block().and_then(|b| b.first_operation());
        while let Some(op) = next {
            if key(&op) == key(&node) {
                break;
            }
            if waits_on(&op, barrier) {
                return true;
            }
            next = op.next_in_block();
        }
        match node.parent_operation() {
            Some(parent) if key(&parent) != key(iteration_loop) => node = parent,
            _ => return false,
        }
    }
}

/// Whether `op` is a blocking wait on `barrier`.
fn waits_on(op: &OperationRef<'_, '_>, barrier: &str) -> bool {
    MBarrierWaitParityOp::cast(*op).is_some_and(|wait| barrier_key(wait.mbar()) == barrier)
}

/// A name for the memory an mbarrier operand denotes: the global's symbol,
/// else the SSA value (through casts).
fn barrier_key(value: Value<'_, '_>) -> String {
    let mut current = value;
    for _ in 0..MAX_DEPTH {
        let Some(op) = defining_op(current) else {
            break;
        };
        match op_name(&op).as_str() {
            "memref.cast" | "memref.memory_space_cast" | "memref.assume_alignment" => {
                match upstream::source(op) {
                    Some(v) => current = v,
                    None => break,
                }
            }
            "memref.get_global" => {
                return op
                    .attribute("name")
                    .map(|a| a.to_string())
                    .unwrap_or_default()
            }
            _ => break,
        }
    }
    format!("value#{:x}", current.to_raw().ptr as usize)
}
