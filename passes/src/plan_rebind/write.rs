//! The write sequence of one device-born descriptor, by where it is built
//! and by whom (see [`super::strategy`]), and its conditional form in loops.
//!
//! Global slot, one thread (the descriptor's own thread):
//!
//! ```mlir
//! tile.tensormap_init %slot [from %tmpl]            // seed (template or zeros)
//! tile.tensormap_fence_acquire %slot                 // the TMA emission design's leading acquire
//! tile.rebind %slot ... [zeroed]                     // the fields
//! tile.tensormap_fence_release                       // scope gpu
//! tile.tensormap_fence_acquire %slot                 // the consumer's acquire
//! %d = tile.tensormap_from_slot %slot
//! ```
//!
//! Global slot, every thread: the elected thread (0, 0, 0) does the first
//! four under `scf.if`, then `gpu.barrier`, and every thread acquires.
//! Consecutive such descriptors with no use in between share the branch,
//! the release fence and the barrier (each slot still gets its seed,
//! leading acquire, fields and final acquire).
//!
//! Shared::cta staging slot, every thread, warp 0 converged:
//!
//! ```mlir
//! scf.if %warp0 {                                    // thread_id x < 32, y == z == 0
//!   scf.if %lane0 {                                  // thread_id x == 0
//!     tile.tensormap_init %staging [from %tmpl]
//!     tile.rebind %staging ... [zeroed]              // tensormap.replace ... .shared::cta
//!   }
//!   nvvm.bar.warp.sync %all                          // lane 0's writes to the warp
//!   tile.tensormap_cp_fenceproxy %staging to %slot scope = gpu
//! }
//! gpu.barrier
//! tile.tensormap_fence_acquire %slot
//! %d = tile.tensormap_from_slot %slot
//! ```
//!
//! **Conditional rebind.** A slot rewritten on every iteration of a loop is
//! rewritten only when a value it takes differs from what the writing
//! thread last wrote: the address, dims and strides written are compared
//! with a per-thread shadow (scalar `llvm.alloca`s of i64, zeroed in the
//! prologue: no address, dim or stride is 0, so the first iteration always
//! writes; LLVM keeps them in registers), and the sequence runs under
//! `scf.if %changed`. A persistent grouped kernel that walks the boxes of
//! many groups thus rebinds only when the next box belongs to another
//! group. The conditional sequence is leaner than the straight-line one,
//! since it runs on the critical path of every group change:
//!
//! ```mlir
//! scf.if %changed {
//!   [tile.bulk_commit; tile.bulk_wait 0 read]        // only if a store may still read it
//!   scf.if %unseeded {                               // shadow[0] == 0: the first write
//!     tile.tensormap_init %slot [from %tmpl]         // seed once per CTA
//!   }
//!   tile.rebind %slot ... [zeroed]                   // the same fields every time
//!   tile.tensormap_fence_release
//!   tile.tensormap_fence_acquire %slot               // the consumer's acquire
//!   tile.prefetch_tensormap (tile.tensormap_from_slot %slot)
//!   llvm.store ... shadow
//! }
//! %d = tile.tensormap_from_slot %slot
//! ```
//!
//! * **Seeded once.** Every rebind of the slot writes the same fields, so
//!   what the seed put in the others (the template's static and
//!   launch-invariant fields, or zeros) is still there: the seed runs only
//!   on the first write (the shadow's first cell is still 0).
//! * **No leading acquire.** the TMA emission design's acquire before the `tensormap.replace`
//!   writes orders nothing one thread's program order does not already
//!   order (the fence checker accepts it but does not require it); the
//!   earlier TMA readers of the slot are retired by the in-flight waits.
//! * **Prefetch.** The rebound descriptor is prefetched right after the
//!   consumer's acquire, so a TMA op issued later through it (the store
//!   that follows a load) does not wait for its fetch.
//!
//! * **One sequence for several descriptors.** Descriptors the same thread
//!   builds at the same point of one loop body (the source and destination
//!   of a grouped copy), with no use of an earlier one before the last is
//!   built, are written together ([`conditional`]): one condition (a value
//!   any of them writes changed), one seed, every rebind, one release, then
//!   each slot's acquire and prefetch.
//!
//! The in-flight waits the planner adds go inside `scf.if %changed` (before
//! its first op, one commit + wait for the whole sequence), so they also
//! run only then. The `scf.if` is marked `tile.rebind_site`: in a function
//! of thousands of tile ops, `tile-lower-to-nvvm` outlines it with its
//! shadow compares into one function per distinct sequence
//! (`lowering/src/lower/outline.rs`), so the shadow of a descriptor is one
//! `llvm.alloca` of its cells (one pointer to pass), not one per cell.

use super::build::{result_of, At, BuildError};
use super::context::Thread;
use super::device_desc::{rebind_operands, unchanged, DeviceDesc};
use super::strategy::{Seed, Space};
use super::tile_ops::{self, acquire, init, release};
use melior::ir::operation::{OperationMutLike, OperationRefMut};
use melior::ir::{Location, OperationRef, TypeLike, Value};

/// The thread conditions of the prologue the sequences need.
#[derive(Clone, Copy, Default)]
pub(crate) struct Threads<'c, 'a> {
    /// Thread (0, 0, 0).
    pub(crate) elected: Option<Value<'c, 'a>>,
    /// Warp 0 (thread_id x < 32, y == 0, z == 0).
    pub(crate) warp0: Option<Value<'c, 'a>>,
    /// thread_id x == 0 (lane 0 inside warp 0).
    pub(crate) lane0: Option<Value<'c, 'a>>,
}

/// What one sequence writes to.
pub(crate) struct Target<'c, 'a> {
    /// The CTA's global slot of the descriptor.
    pub(crate) slot: Value<'c, 'a>,
    /// The shared::cta staging slot, on the shared path.
    pub(crate) staging: Option<Value<'c, 'a>>,
    /// The template parameter, when seeded from one.
    pub(crate) template: Option<Value<'c, 'a>>,
    /// The shadow of the last written values (one `!llvm.ptr` per value),
    /// when conditional.
    pub(crate) shadow: Option<Vec<Value<'c, 'a>>>,
    /// The location of the `tile.rebind` (names the slot in diagnostics).
    pub(crate) rebind_location: Location<'c>,
}

/// The values a rebind writes (address, dims, strides), computed at `at`.
pub(crate) struct Operands<'c, 'a> {
    address: Value<'c, 'a>,
    dims: Vec<Value<'c, 'a>>,
    strides: Vec<Value<'c, 'a>>,
}

impl<'c, 'a> Operands<'c, 'a> {
    /// The operands of `d`'s descriptor op, computed at `at`.
    pub(crate) fn of(at: &At<'c, 'a>, d: &DeviceDesc<'c, 'a>) -> Result<Self, BuildError> {
        let (address, dims, strides) = rebind_operands(at, &d.op)?;
        Ok(Self {
            address,
            dims,
            strides,
        })
    }

    /// The written values (not `unchanged`) widened to i64, in field order.
    fn tracked(&self, at: &At<'c, 'a>, skip: &[i64]) -> Result<Vec<Value<'c, 'a>>, BuildError> {
        let mut out = Vec::new();
        let i64_ty = at.int(64);
        let fields = std::iter::once(self.address)
            .chain(self.dims.iter().copied())
            .chain(self.strides.iter().copied());
        for (i, v) in fields.enumerate() {
            if skip.contains(&(i as i64)) {
                continue;
            }
            let wide = if i == 0 {
                at.cast("llvm.ptrtoint", v, i64_ty)?
            } else if i <= self.dims.len() {
                at.cast("arith.extui", v, i64_ty)?
            } else {
                v
            };
            out.push(wide);
        }
        Ok(out)
    }
}

/// How many values the conditional rebind of `d` tracks.
pub(crate) fn tracked_count(d: &DeviceDesc<'_, '_>) -> usize {
    let fields = d.fields.len();
    if d.strategy.seed == Seed::Zero {
        fields
    } else {
        fields - unchanged(&d.fields).len()
    }
}

/// The `tile.rebind` of `d` into `slot` (zeroed when seeded with zeros:
/// every field written).
fn rebind<'c, 'a>(
    at: &At<'c, 'a>,
    d: &DeviceDesc<'c, 'a>,
    slot: Value<'c, 'a>,
    values: &Operands<'c, 'a>,
    location: Location<'c>,
) -> Result<(), BuildError> {
    let fields = tile_ops::Rebind {
        slot,
        address: values.address,
        dims: values.dims.clone(),
        strides: values.strides.clone(),
    };
    let zeroed = d.strategy.seed == Seed::Zero;
    let skip = if zeroed {
        Vec::new()
    } else {
        unchanged(&d.fields)
    };
    tile_ops::rebind(&at.with_location(location), fields, d.ty, zeroed, skip)?;
    Ok(())
}

/// The slot the seed and the fields are written into: the staging slot on
/// the staged path, else the global slot.
fn built_in<'c, 'a>(d: &DeviceDesc<'c, 'a>, target: &Target<'c, 'a>) -> Value<'c, 'a> {
    match (d.strategy.space, target.staging) {
        (Space::Staged, Some(staging)) => staging,
        _ => target.slot,
    }
}

/// `d`'s fields written into its global slot at `at`: by `tile.rebind` of
/// the slot, or on the staged path by `tile.rebind` of the staging slot
/// followed by `tile.tensormap_init` of the global slot from it (128 bytes
/// of generic stores, released like any write of the global slot).
fn fields<'c, 'a>(
    at: &At<'c, 'a>,
    d: &DeviceDesc<'c, 'a>,
    target: &Target<'c, 'a>,
    values: &Operands<'c, 'a>,
) -> Result<(), BuildError> {
    let into = built_in(d, target);
    rebind(at, d, into, values, target.rebind_location)?;
    if into != target.slot {
        let staged = tile_ops::from_slot(at, into, d.ty)?;
        init(
            &at.with_location(target.rebind_location),
            target.slot,
            Some(staged),
        )?;
    }
    Ok(())
}

fn skipped(d: &DeviceDesc<'_, '_>) -> Vec<i64> {
    if d.strategy.seed == Seed::Zero {
        Vec::new()
    } else {
        unchanged(&d.fields)
    }
}

/// `%changed`: whether a tracked value differs from the shadow, at `at`.
fn changed<'c, 'a>(
    at: &At<'c, 'a>,
    shadow: &[Value<'c, 'a>],
    tracked: &[Value<'c, 'a>],
) -> Result<Value<'c, 'a>, BuildError> {
    let mut any: Option<Value<'c, 'a>> = None;
    for (cell, v) in shadow.iter().zip(tracked) {
        let last = at.value("llvm.load", &[*cell], at.int(64), &[cell_alignment(at)])?;
        let ne = at.value(
            "arith.cmpi",
            &[*v, last],
            at.int(1),
            &[at.named("predicate", at.int_attr(1, 64))],
        )?;
        any = Some(match any {
            None => ne,
            Some(previous) => at.binary("arith.ori", previous, ne)?,
        });
    }
    any.ok_or(BuildError::Detached)
}

/// Stores `tracked` into the shadow at `at`.
fn remember<'c, 'a>(
    at: &At<'c, 'a>,
    shadow: &[Value<'c, 'a>],
    tracked: &[Value<'c, 'a>],
) -> Result<(), BuildError> {
    for (cell, v) in shadow.iter().zip(tracked) {
        at.op("llvm.store", &[*v, *cell], &[], &[cell_alignment(at)])?;
    }
    Ok(())
}

/// Where a kernel's shadows are made, in its prologue: every shadow's
/// `llvm.alloca` side by side (before [`Shadows::zero`]'s constant) and
/// their zeroing stores after them. A kernel with thousands of shadowed
/// descriptors thus has one run of allocas at the front of its entry block,
/// and the stores after it can be split into small blocks
/// (`lowering::output::split_blocks`, which never moves an alloca); stores
/// interleaved with the allocas kept the entry block one SelectionDAG of
/// tens of thousands of nodes, whose hash table every later block's
/// instruction selection cleared (bench/compile `rebind-siblings`).
pub(crate) struct Shadows<'c, 'a> {
    /// Inserts before the zero constant: the allocas.
    allocas: At<'c, 'a>,
    /// Inserts where the prologue does: the zeroing stores.
    stores: At<'c, 'a>,
    one: Value<'c, 'a>,
    zero: Value<'c, 'a>,
}

impl<'c, 'a> Shadows<'c, 'a> {
    /// Starts the shadows of a kernel at `prologue` (its entry block).
    pub(crate) fn new(prologue: &At<'c, 'a>) -> Result<Self, BuildError> {
        let one = i64_constant(prologue, 1)?;
        let zero_op = prologue.op(
            "llvm.mlir.constant",
            &[],
            &[prologue.int(64)],
            &[prologue.named("value", prologue.int_attr(0, 64))],
        )?;
        Ok(Self {
            allocas: At::before(prologue.context, zero_op, prologue.location)?,
            stores: *prologue,
            one,
            zero: result_of(zero_op, 0)?,
        })
    }

    /// The zeroed shadow of `n` values: one `llvm.alloca` of `n` x i64 and a
    /// constant `llvm.getelementptr` per cell, which LLVM's SROA splits into
    /// scalars and keeps in registers. One pointer per shadow, not one per
    /// cell, is what an outlined sequence (`lowering/src/lower/outline.rs`)
    /// takes: the cells' addresses are constant offsets it recomputes.
    pub(crate) fn make(&self, n: usize) -> Result<Vec<Value<'c, 'a>>, BuildError> {
        let at = &self.allocas;
        let ptr = at.ty("!llvm.ptr")?;
        let count = u32::try_from(n).map_err(|_| BuildError::Detached)?;
        // SAFETY: a live i64 type; the array type is uniqued by the context.
        let array = unsafe {
            melior::ir::Type::from_raw(mlir_sys::mlirLLVMArrayTypeGet(at.int(64).to_raw(), count))
        };
        let base = at.value(
            "llvm.alloca",
            &[self.one],
            ptr,
            &[
                at.named("elem_type", at.type_attr(array)),
                cell_alignment(at),
            ],
        )?;
        let mut cells = Vec::with_capacity(n);
        for k in 0..count {
            let k = i32::try_from(k).map_err(|_| BuildError::Detached)?;
            // SAFETY: a live context; the array is copied.
            let indices = unsafe {
                melior::ir::Attribute::from_raw(mlir_sys::mlirDenseI32ArrayGet(
                    at.context.to_raw(),
                    2,
                    [0, k].as_ptr(),
                ))
            };
            cells.push(self.stores.value(
                "llvm.getelementptr",
                &[base],
                ptr,
                &[
                    self.stores.named("elem_type", self.stores.type_attr(array)),
                    self.stores.named("rawConstantIndices", indices),
                ],
            )?);
        }
        for cell in &cells {
            self.stores.op(
                "llvm.store",
                &[self.zero, *cell],
                &[],
                &[cell_alignment(&self.stores)],
            )?;
        }
        Ok(cells)
    }
}

/// The alignment of a shadow cell's loads and stores (an i64 alloca is
/// 8-aligned). Without it LLVM takes the i64 ABI alignment of the default
/// data layout, 4 bytes, and a unit compiled at `-O0` (where the cells stay
/// in local memory) splits each access into two 32-bit ones.
fn cell_alignment<'c>(at: &At<'c, '_>) -> (melior::ir::Identifier<'c>, melior::ir::Attribute<'c>) {
    at.named("alignment", at.int_attr(8, 64))
}

/// `llvm.mlir.constant value : i64` at `at`.
fn i64_constant<'c, 'a>(at: &At<'c, 'a>, value: i64) -> Result<Value<'c, 'a>, BuildError> {
    at.value(
        "llvm.mlir.constant",
        &[],
        at.int(64),
        &[at.named("value", at.int_attr(value, 64))],
    )
}

/// Global slot, written by the descriptor's own thread at `at`, once (not
/// in a loop, or hoisted out of it): the sequence and the view. Returns the
/// first op of the write (in-flight waits go before it) and the descriptor
/// view.
pub(crate) fn own_thread<'c, 'a>(
    at: &At<'c, 'a>,
    d: &DeviceDesc<'c, 'a>,
    target: &Target<'c, 'a>,
) -> Result<(OperationRef<'c, 'a>, Value<'c, 'a>), BuildError> {
    let values = Operands::of(at, d)?;
    let first = init(at, built_in(d, target), target.template)?;
    acquire(at, target.slot)?;
    fields(at, d, target, &values)?;
    release(at)?;
    let view = acquire_view(at, target, d)?;
    Ok((first, view))
}

/// The conditional rebind of one or more descriptors built by the same
/// thread at the same point of a loop body (each `targets[k]` with its
/// shadow), written at `at`: one `scf.if` on "a value any of them writes
/// changed", the seed on the first write only, every rebind, **one**
/// release for all of them, then each slot's acquire and prefetch, and the
/// shadows' update. Returns the first op inside the `scf.if` (in-flight
/// waits go before it) and one view per descriptor, made at `at`.
pub(crate) fn conditional<'c, 'a>(
    at: &At<'c, 'a>,
    descs: &[&DeviceDesc<'c, 'a>],
    targets: &[&Target<'c, 'a>],
    threads: &Threads<'c, 'a>,
) -> Result<(OperationRef<'c, 'a>, Vec<Value<'c, 'a>>), BuildError> {
    let mut values = Vec::with_capacity(descs.len());
    let mut tracked = Vec::with_capacity(descs.len());
    let mut condition = None;
    for (d, target) in descs.iter().zip(targets) {
        let shadow = target.shadow.as_ref().ok_or(BuildError::Detached)?;
        let v = Operands::of(at, d)?;
        let t = v.tracked(at, &skipped(d))?;
        let c = changed(at, shadow, &t)?;
        condition = Some(match condition {
            None => c,
            Some(previous) => at.binary("arith.ori", previous, c)?,
        });
        values.push(v);
        tracked.push(t);
    }
    let (inner, site) = at.scf_if(condition.ok_or(BuildError::Detached)?)?;
    // The lowering may outline the sequence (one function per distinct
    // sequence, called here): `tile_rules::planner_attrs::OUTLINE_ATTR`.
    // SAFETY: a live op, no other handle mutates it meanwhile.
    let mut site_mut = unsafe { OperationRefMut::from_raw(site.to_raw()) };
    site_mut.set_discardable_attribute(
        tile_rules::planner_attrs::SITE_ATTR,
        melior::ir::attribute::Attribute::unit(at.context),
    );
    // Seed once: the first shadow's first cell is 0 only before the first
    // write (no address, dim or stride is 0); every later rebind writes the
    // same fields, so the seeded ones (the template's static and
    // launch-invariant fields, or zeros) are still in the slots.
    let first_cell = targets
        .first()
        .and_then(|t| t.shadow.as_ref())
        .and_then(|s| s.first())
        .ok_or(BuildError::Detached)?;
    let load = inner.op(
        "llvm.load",
        &[*first_cell],
        &[inner.int(64)],
        &[cell_alignment(&inner)],
    )?;
    let last = result_of(load, 0)?;
    let zero = inner.const_int(0, 64)?;
    let unseeded = inner.equal(last, zero)?;
    let first = descs.first().ok_or(BuildError::Detached)?;
    match (first.placement.thread, first.strategy.space) {
        (Thread::Guarded { .. }, _) => written(&inner, unseeded, descs, targets, &values)?,
        (Thread::Entry, Space::Shared) => {
            // Every thread runs the loop: lane 0 of warp 0 builds the
            // staging slots, warp 0 publishes them, a CTA barrier.
            let (warp, _) = inner.scf_if(threads.warp0.ok_or(BuildError::Detached)?)?;
            let (lane, _) = warp.scf_if(threads.lane0.ok_or(BuildError::Detached)?)?;
            let (seed, _) = lane.scf_if(unseeded)?;
            for target in targets {
                let staging = target.staging.ok_or(BuildError::Detached)?;
                init(&seed, staging, target.template)?;
            }
            for ((d, target), v) in descs.iter().zip(targets).zip(&values) {
                let staging = target.staging.ok_or(BuildError::Detached)?;
                rebind(&lane, d, staging, v, target.rebind_location)?;
            }
            publish(&warp, targets)?;
            inner.op("gpu.barrier", &[], &[], &[])?;
        }
        (Thread::Entry, Space::Global | Space::Staged) => {
            // Every thread runs the loop: thread (0, 0, 0) writes, a CTA
            // barrier publishes.
            let (one, _) = inner.scf_if(threads.elected.ok_or(BuildError::Detached)?)?;
            written(&one, unseeded, descs, targets, &values)?;
            inner.op("gpu.barrier", &[], &[], &[])?;
        }
    }
    for target in targets {
        acquire(&inner, target.slot)?;
    }
    // Start fetching the new descriptors now: a TMA op issued later (the
    // store after the load) finds its descriptor in the TMA unit's cache.
    for (d, target) in descs.iter().zip(targets) {
        let fresh = tile_ops::from_slot(&inner, target.slot, d.ty)?;
        tile_ops::prefetch(&inner, fresh)?;
    }
    for (target, t) in targets.iter().zip(&tracked) {
        let shadow = target.shadow.as_ref().ok_or(BuildError::Detached)?;
        remember(&inner, shadow, t)?;
    }
    let mut views = Vec::with_capacity(descs.len());
    for (d, target) in descs.iter().zip(targets) {
        views.push(tile_ops::from_slot(at, target.slot, d.ty)?);
    }
    Ok((load, views))
}

/// One thread's conditional write of `descs` at `at`: the seed when
/// `unseeded` (the first write), every descriptor's fields, one release.
fn written<'c, 'a>(
    at: &At<'c, 'a>,
    unseeded: Value<'c, 'a>,
    descs: &[&DeviceDesc<'c, 'a>],
    targets: &[&Target<'c, 'a>],
    values: &[Operands<'c, 'a>],
) -> Result<(), BuildError> {
    let (seed, _) = at.scf_if(unseeded)?;
    for (d, target) in descs.iter().zip(targets) {
        init(&seed, built_in(d, target), target.template)?;
    }
    for ((d, target), v) in descs.iter().zip(targets).zip(values) {
        fields(at, d, target, v)?;
    }
    release(at)?;
    Ok(())
}

/// Global slots, every thread reaching `at`: the elected thread writes
/// each of `descs` into its target's slot (seed, leading acquire, fields),
/// then one release fence; one CTA barrier; every thread acquires each
/// slot. One descriptor, or a batch of consecutive ones
/// (`super::kernel::batches`), whose values are all available at `at`.
pub(crate) fn elected<'c, 'a>(
    at: &At<'c, 'a>,
    descs: &[&DeviceDesc<'c, 'a>],
    targets: &[&Target<'c, 'a>],
    threads: &Threads<'c, 'a>,
) -> Result<(OperationRef<'c, 'a>, Vec<Value<'c, 'a>>), BuildError> {
    let values = descs
        .iter()
        .map(|d| Operands::of(at, d))
        .collect::<Result<Vec<_>, _>>()?;
    let condition = threads.elected.ok_or(BuildError::Detached)?;
    let (inner, if_op) = at.scf_if(condition)?;
    for ((d, target), v) in descs.iter().zip(targets).zip(&values) {
        init(&inner, built_in(d, target), target.template)?;
        acquire(&inner, target.slot)?;
        fields(&inner, d, target, v)?;
    }
    release(&inner)?;
    at.op("gpu.barrier", &[], &[], &[])?;
    for target in targets {
        acquire(at, target.slot)?;
    }
    let mut views = Vec::with_capacity(descs.len());
    for (d, target) in descs.iter().zip(targets) {
        views.push(tile_ops::from_slot(at, target.slot, d.ty)?);
    }
    Ok((if_op, views))
}

/// Warp 0 at `warp` publishes each target's staging slot: a warp barrier
/// (lane 0's writes to the warp), then one `tile.tensormap_cp_fenceproxy`
/// (copy and release) per slot.
fn publish<'c, 'a>(warp: &At<'c, 'a>, targets: &[&Target<'c, 'a>]) -> Result<(), BuildError> {
    let all = warp.const_int(-1, 32)?;
    warp.op("nvvm.bar.warp.sync", &[all], &[], &[])?;
    for target in targets {
        let staging = target.staging.ok_or(BuildError::Detached)?;
        tile_ops::copy_fenceproxy(
            &warp.with_location(target.rebind_location),
            staging,
            target.slot,
        )?;
    }
    Ok(())
}

/// Shared::cta staging slot, every thread reaching `at`: lane 0 of warp 0
/// builds it, warp 0 publishes it, a CTA barrier, every thread acquires.
pub(crate) fn shared<'c, 'a>(
    at: &At<'c, 'a>,
    d: &DeviceDesc<'c, 'a>,
    target: &Target<'c, 'a>,
    threads: &Threads<'c, 'a>,
) -> Result<(OperationRef<'c, 'a>, Value<'c, 'a>), BuildError> {
    let staging = target.staging.ok_or(BuildError::Detached)?;
    let values = Operands::of(at, d)?;
    let (warp, warp_if) = at.scf_if(threads.warp0.ok_or(BuildError::Detached)?)?;
    let (lane, _) = warp.scf_if(threads.lane0.ok_or(BuildError::Detached)?)?;
    init(&lane, staging, target.template)?;
    rebind(&lane, d, staging, &values, target.rebind_location)?;
    publish(&warp, &[target])?;
    at.op("gpu.barrier", &[], &[], &[])?;
    let view = acquire_view(at, target, d)?;
    Ok((warp_if, view))
}

/// `tile.tensormap_fence_acquire` of `target`'s slot, then the descriptor
/// read from it (what every write sequence ends with).
fn acquire_view<'c, 'a>(
    at: &At<'c, 'a>,
    target: &Target<'c, 'a>,
    d: &DeviceDesc<'c, 'a>,
) -> Result<Value<'c, 'a>, BuildError> {
    acquire(at, target.slot)?;
    tile_ops::from_slot(at, target.slot, d.ty)
}
