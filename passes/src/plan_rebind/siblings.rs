//! Slot sharing between sibling loops: descriptors rebuilt per iteration of
//! loops that never run at once need one slot, not one each.
//!
//! A kernel that walks N groups one loop after the other (a prologue loop, a
//! main loop, an epilogue loop, or N sibling loops) had N slots, N shadows
//! and N views: a workspace of N x 128 bytes per CTA, and N shadow allocas
//! zeroed in the prologue (bench/compile `rebind-siblings`). Two such
//! descriptors can share one slot, shadow and view (a slot group, as the
//! `pipeline` step's prepare points do) when the conditional rebind of the
//! later one is correct whatever the earlier one left in the slot:
//!
//! 1. Both are rebound conditionally, per iteration of their innermost loop
//!    (a shadow), not hoisted, by the same threads: under one single-thread
//!    `scf.if` (the same op), or both by every thread (the entry block).
//! 2. Their loops are distinct ops of one block (siblings, so neither runs
//!    inside the other, and a descriptor's value, defined in its loop's
//!    body and read only by TMA ops, is dead outside it), and no other
//!    device-born descriptor is rebuilt in either loop (no batch, no
//!    look-ahead copy).
//! 3. Same type, same space (global: the slot is rewritten in place), same
//!    seed and the same launch-invariant fields: the shadow then tracks the
//!    same fields, and equal shadow values mean an identical descriptor, so
//!    the later loop skips the rewrite only when the slot already holds
//!    exactly what it would write. Any other value rewrites it.
//! 4. Neither is read by a `tile.load` (stores, reductions and prefetches
//!    only): the previous loop's stores still in flight are retired by the
//!    `tile.bulk_commit` + `tile.bulk_wait 0 read` the planner inserts
//!    before the rewrite, as between two iterations of one loop; a load
//!    would need its mbarrier wait before the next loop, which the program
//!    need not have.
//! 5. Neither is already in a slot group (`pipeline`) or a look-ahead copy.
//!
//! The fence checker proves the result like any other plan. One
//! `[rebind-share]` remark at the group's first descriptor counts the
//! members.

use super::context::{key, Thread};
use super::device_desc::{DeviceDesc, Source};
use super::shared::{COPY_ATTR, GROUP_ATTR};
use super::strategy::Space;
use melior::ir::{operation::OperationLike, TypeLike};
use std::collections::HashMap;

/// What must be equal for two descriptors to share a slot (rules 1 and 3),
/// with the block their loops are in (rule 2).
#[derive(Hash, PartialEq, Eq)]
struct ShareKey {
    loop_block: usize,
    thread: usize,
    ty: usize,
    zero_seed: bool,
    fields: Vec<(u8, i64)>,
}

/// Per descriptor of `descs`, the index of its sibling group (`0..`), or
/// `None` where it keeps a slot of its own. Only groups of at least two
/// descriptors are returned.
pub(crate) fn groups(descs: &[DeviceDesc<'_, '_>]) -> Vec<Option<usize>> {
    // Rule 2's "no other descriptor in the loop": count them per loop.
    let mut per_loop: HashMap<usize, usize> = HashMap::new();
    for d in descs {
        if let Some(l) = &d.placement.per_iteration {
            *per_loop.entry(key(l)).or_default() += 1;
        }
    }
    let mut by_key: HashMap<ShareKey, usize> = HashMap::new();
    let mut group_of = vec![None; descs.len()];
    let mut sizes: Vec<usize> = Vec::new();
    for (k, d) in descs.iter().enumerate() {
        let Some(share) = share_key(d, &per_loop) else {
            continue;
        };
        let next = sizes.len();
        let g = *by_key.entry(share).or_insert(next);
        if g == next {
            sizes.push(0);
        }
        sizes[g] += 1;
        group_of[k] = Some(g);
    }
    // Drop singletons and number the rest densely, in IR order.
    let mut dense: HashMap<usize, usize> = HashMap::new();
    group_of
        .into_iter()
        .map(|g| {
            let g = g.filter(|&g| sizes[g] > 1)?;
            let n = dense.len();
            Some(*dense.entry(g).or_insert(n))
        })
        .collect()
}

/// The key of `d` when it may share a slot with siblings (rules 1-5).
fn share_key(d: &DeviceDesc<'_, '_>, per_loop: &HashMap<usize, usize>) -> Option<ShareKey> {
    let placement = &d.placement;
    let looped = placement.per_iteration.as_ref()?;
    let single = per_loop.get(&key(looped)) == Some(&1);
    let own = placement.hoisted.is_empty() && key(&placement.at) == key(&d.op);
    let reads_ok = d.users.loads.is_empty();
    let free = !d.op.has_attribute(GROUP_ATTR) && !d.op.has_attribute(COPY_ATTR);
    if !(single && own && reads_ok && free && d.strategy.space == Space::Global) {
        return None;
    }
    if super::write::tracked_count(d) == 0 {
        return None;
    }
    let loop_block = looped.block()?.to_raw().ptr as usize;
    let thread = match &placement.thread {
        Thread::Guarded { guard, .. } => key(guard),
        Thread::Entry => 0,
    };
    let fields = d
        .fields
        .iter()
        .map(|f| match f {
            None => (0, 0),
            Some(Source::Argument(n)) => (1, i64::try_from(*n).unwrap_or(i64::MAX)),
            Some(Source::Constant(c)) => (2, *c),
        })
        .collect();
    Some(ShareKey {
        loop_block,
        thread,
        ty: d.ty.to_raw().ptr as usize,
        zero_seed: d.strategy.seed == super::strategy::Seed::Zero,
        fields,
    })
}

/// The `[rebind-share]` remark at each group's first descriptor: how many
/// share its slot, and why they may.
pub(crate) fn remark(descs: &[DeviceDesc<'_, '_>], groups: &[Option<usize>]) {
    let mut first: HashMap<usize, (usize, usize)> = HashMap::new();
    for (k, g) in groups.iter().enumerate() {
        if let Some(g) = g {
            first.entry(*g).or_insert((k, 0)).1 += 1;
        }
    }
    let mut heads: Vec<(usize, usize)> = first.into_values().collect();
    heads.sort_unstable();
    for (k, members) in heads {
        let d = &descs[k];
        super::shared::remark(
            d.op.location(),
            &tile_dialect::verify::facts::op_name(&d.op),
            "rebind-share",
            format!(
                "{members} descriptors of sibling loops share this one's slot, shadow and view \
                 (same type, fields and writing thread, read by stores, reductions or prefetches \
                 only; the loops never run at once): the slot holds the last one written, and a \
                 loop rewrites it only when its values differ"
            ),
        );
    }
}
