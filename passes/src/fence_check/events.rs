//! What each `tile` op means to the fence protocol: an [`Event`] on a slot
//! (or on every slot: release fences, bulk-group commits and waits).

use super::slots::{
    resolve, slot_alignment, space_of, varies_in, GlobalAlignments, MemKey, SlotInfo,
};
use super::Scope;
use melior::ir::{OperationRef, Value};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use tile_dialect::attrs::FenceScope;
use tile_dialect::ops::{
    BulkCommitOp, BulkWaitOp, LoadOp, MBarrierWaitParityOp, PrefetchOp, PrefetchTensorMapOp,
    RebindOp, ReduceOp, StoreOp, TensorMapCopyFenceProxyOp, TensorMapFenceAcquireOp,
    TensorMapFenceReleaseOp, TensorMapFromSlotOp, TensorMapInitOp, TileOp,
};
use tile_dialect::verify::facts::{defining_op, op_name, Space};

/// How a TMA op that reads a descriptor completes, which decides what
/// retires its (asynchronous) read of the slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum UseKind {
    /// `tile.load`: completes on an mbarrier (complete_tx); its descriptor
    /// read is retired by a blocking `tile.mbarrier_wait_parity` on that
    /// mbarrier.
    Load {
        /// The mbarrier the load signals.
        barrier: MemKey,
        /// The ops with regions (loops) around the definition of the
        /// mbarrier operand's root (`slots::varies_in`): once a path takes
        /// one of their back edges, the key may name other memory, and no
        /// wait through it retires this load any more.
        varies_in: Vec<usize>,
    },
    /// `tile.store` / `tile.reduce`: complete through the bulk async-group;
    /// retired by `tile.bulk_commit` then `tile.bulk_wait N [read]` that
    /// covers its group.
    BulkGroup,
    /// `tile.prefetch` / `tile.prefetch_tensormap`: a hint with no
    /// completion mechanism; it needs the fences like any reader but is not
    /// tracked as an in-flight reader (nothing could wait for it).
    Prefetch,
}

/// One op's meaning to the protocol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Event {
    /// `tile.rebind` (generic-proxy writes of its fields, in the order of
    /// `tile_rules::rebind`, by construction of the op) or
    /// `tile.tensormap_init` (128 bytes of generic-proxy writes).
    Write {
        /// The slot written.
        slot: MemKey,
        /// Its known alignment, if any.
        alignment: Option<u64>,
    },
    /// `tile.tensormap_cp_fenceproxy`: a warp-wide 128-byte copy of the
    /// shared::cta `source` into the slot, fused with a release fence of
    /// `scope`.
    CopyRelease {
        /// The slot written.
        slot: MemKey,
        /// Its known alignment, if any.
        alignment: Option<u64>,
        /// Scope of the fused release.
        scope: Scope,
        /// The shared::cta slot copied (read by every thread of the warp).
        source: MemKey,
        /// Why the op may not run on a whole converged warp, if it may not.
        lanes: Option<String>,
    },
    /// Entering one branch of a conditional that may split a warp: the
    /// other lanes may take the other branches, which write these
    /// shared::cta slots (a warp-wide copy after a barrier sees their
    /// writes). Only shared::cta slots are listed: who writes a global slot
    /// and who reads it is one thread's program order.
    OtherLanes {
        /// The shared::cta slots the other branches write.
        writes: Vec<MemKey>,
    },
    /// A barrier that orders the generic writes of the threads it joins
    /// before their later reads (`nvvm.bar.warp.sync`, `gpu.barrier`,
    /// `nvvm.barrier0`, `nvvm.barrier`).
    Sync,
    /// `tile.tensormap_fence_acquire %slot`.
    Acquire {
        /// The slot acquired.
        slot: MemKey,
        /// Scope of the fence.
        scope: Scope,
    },
    /// `tile.tensormap_fence_release`: releases every earlier generic write
    /// of the thread.
    Release {
        /// Scope of the fence.
        scope: Scope,
    },
    /// `tile.bulk_commit`.
    Commit,
    /// `tile.bulk_wait N [read]`.
    Wait {
        /// How many of the most recent groups may stay pending.
        pending: i64,
    },
    /// `tile.mbarrier_wait_parity %bar`.
    BarrierWait {
        /// The mbarrier waited on.
        barrier: MemKey,
    },
    /// The back edge of the op with regions `of` (by identity): loads
    /// whose mbarrier operand's root is defined inside it may have signalled
    /// other memory than the same operand names in the next iteration
    /// (see [`UseKind::Load`]). `shown`: printed in paths (the loops' back
    /// edges, which paths printed before they were events).
    BackEdge {
        /// The op whose region loops back.
        of: usize,
        /// Whether paths print it.
        shown: bool,
    },
    /// A TMA op reading the descriptor in `slot` (through
    /// `tile.tensormap_from_slot`).
    Use {
        /// The slot read.
        slot: MemKey,
        /// How the read completes.
        kind: UseKind,
    },
}

impl Event {
    /// Whether the event is the warp copy reading `key` as its source.
    pub(crate) fn copies_from(&self, key: &MemKey) -> bool {
        matches!(self, Event::CopyRelease { source, .. } if source == key)
    }

    /// The slot the event is about, if it is about one.
    pub(crate) fn slot(&self) -> Option<&MemKey> {
        match self {
            Event::Write { slot, .. }
            | Event::CopyRelease { slot, .. }
            | Event::Acquire { slot, .. }
            | Event::Use { slot, .. } => Some(slot),
            _ => None,
        }
    }

    /// Every slot the event is about: its own slot, a warp copy's source,
    /// the writes of other lanes (what a slot's facts may not skip).
    pub(crate) fn mentioned(&self) -> Vec<&MemKey> {
        match self {
            Event::CopyRelease { slot, source, .. } => vec![slot, source],
            Event::OtherLanes { writes } => writes.iter().collect(),
            _ => self.slot().into_iter().collect(),
        }
    }

    /// Whether the event writes `key` (on this path, or, for
    /// [`Event::OtherLanes`], in another lane of the warp).
    pub(crate) fn writes(&self, key: &MemKey) -> bool {
        match self {
            Event::Write { slot, .. } | Event::CopyRelease { slot, .. } => slot == key,
            Event::OtherLanes { writes } => writes.contains(key),
            _ => false,
        }
    }

    /// Whether the event releases writes (a release fence, or the release
    /// fused into a copy into `key`).
    pub(crate) fn releases(&self, key: &MemKey) -> bool {
        match self {
            Event::Release { .. } => true,
            Event::CopyRelease { slot, .. } => slot == key,
            _ => false,
        }
    }

    /// Whether the event acquires `key`.
    pub(crate) fn acquires(&self, key: &MemKey) -> bool {
        matches!(self, Event::Acquire { slot, .. } if slot == key)
    }

    /// Whether the event matters on paths of `key` (and is printed in
    /// paths about it).
    pub(crate) fn concerns(&self, key: &MemKey) -> bool {
        if self.copies_from(key) {
            return true;
        }
        if let Event::OtherLanes { writes } = self {
            return writes.contains(key);
        }
        if let Event::BackEdge { shown, .. } = self {
            return *shown;
        }
        match self.slot() {
            Some(slot) => slot == key,
            None => true,
        }
    }
}

/// Descriptor slots seen by the events of one function, with their facts.
#[derive(Debug, Default)]
pub(crate) struct SlotTable {
    slots: Vec<(MemKey, SlotInfo)>,
    /// Position of each key in `slots`.
    index: HashMap<MemKey, usize>,
}

impl SlotTable {
    /// Every slot, in order of first appearance.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&MemKey, &SlotInfo)> {
        self.slots.iter().map(|(k, i)| (k, i))
    }

    /// The position of `key` in [`SlotTable::iter`]'s order.
    pub(crate) fn position(&self, key: &MemKey) -> Option<usize> {
        self.index.get(key).copied()
    }

    /// Records that `value` (naming `key`) is a descriptor slot. A slot
    /// seen as global anywhere is global (the stricter scope).
    fn note(&mut self, key: &MemKey, name: String, value: Value<'_, '_>) {
        let space = space_of(value);
        if let Some(&i) = self.index.get(key) {
            if space == Space::Global {
                self.slots[i].1.space = Space::Global;
            }
            return;
        }
        self.index.insert(key.clone(), self.slots.len());
        self.slots.push((key.clone(), SlotInfo { name, space }));
    }
}

/// The event of `op`, if it is one; slots it names are noted in `slots`.
/// `lanes`: why `op` may run on part of a warp only (the nearest enclosing
/// conditional that selects lanes, see `warp::branch_divergence`).
pub(crate) fn event_of(
    op: &OperationRef<'_, '_>,
    globals: &GlobalAlignments,
    slots: &mut SlotTable,
    lanes: Option<&str>,
) -> Option<Event> {
    let name = op_name(op);
    let mut slot_at = |value: Value<'_, '_>| {
        let (key, slot_name) = resolve(value);
        slots.note(&key, slot_name, value);
        key
    };
    match name.as_str() {
        RebindOp::NAME => {
            let value = RebindOp::cast(*op)?.slot();
            let alignment = slot_alignment(value, globals);
            Some(Event::Write {
                slot: slot_at(value),
                alignment,
            })
        }
        TensorMapInitOp::NAME => {
            let value = TensorMapInitOp::cast(*op)?.slot();
            let alignment = slot_alignment(value, globals);
            Some(Event::Write {
                slot: slot_at(value),
                alignment,
            })
        }
        TensorMapCopyFenceProxyOp::NAME => {
            let copy = TensorMapCopyFenceProxyOp::cast(*op)?;
            let value = copy.dst();
            let alignment = slot_alignment(value, globals);
            let source = slot_at(copy.src());
            Some(Event::CopyRelease {
                slot: slot_at(value),
                alignment,
                scope: scope_of(copy.scope()),
                source,
                lanes: lanes.map(str::to_string),
            })
        }
        "nvvm.bar.warp.sync" | "gpu.barrier" | "nvvm.barrier0" | "nvvm.barrier" => {
            Some(Event::Sync)
        }
        TensorMapFenceAcquireOp::NAME => {
            let acquire = TensorMapFenceAcquireOp::cast(*op)?;
            Some(Event::Acquire {
                slot: slot_at(acquire.slot()),
                scope: scope_of(acquire.scope()),
            })
        }
        TensorMapFenceReleaseOp::NAME => Some(Event::Release {
            scope: scope_of(TensorMapFenceReleaseOp::cast(*op)?.scope()),
        }),
        BulkCommitOp::NAME => Some(Event::Commit),
        BulkWaitOp::NAME => Some(Event::Wait {
            pending: BulkWaitOp::cast(*op)?.pending().unwrap_or(0),
        }),
        MBarrierWaitParityOp::NAME => Some(Event::BarrierWait {
            barrier: resolve(MBarrierWaitParityOp::cast(*op)?.mbar()).0,
        }),
        LoadOp::NAME => {
            let load = LoadOp::cast(*op)?;
            let slot = slot_of_descriptor(load.desc())?;
            let barrier = resolve(load.mbar()).0;
            let varies_in = varies_in(load.mbar());
            Some(Event::Use {
                slot: slot_at(slot),
                kind: UseKind::Load { barrier, varies_in },
            })
        }
        StoreOp::NAME | ReduceOp::NAME => {
            let desc = match TileOp::cast(*op)? {
                TileOp::Store(store) => store.desc(),
                TileOp::Reduce(reduce) => reduce.desc(),
                _ => return None,
            };
            let slot = slot_of_descriptor(desc)?;
            Some(Event::Use {
                slot: slot_at(slot),
                kind: UseKind::BulkGroup,
            })
        }
        PrefetchOp::NAME => {
            let slot = slot_of_descriptor(PrefetchOp::cast(*op)?.desc())?;
            Some(Event::Use {
                slot: slot_at(slot),
                kind: UseKind::Prefetch,
            })
        }
        PrefetchTensorMapOp::NAME => {
            let slot = slot_of_descriptor(PrefetchTensorMapOp::cast(*op)?.desc())?;
            Some(Event::Use {
                slot: slot_at(slot),
                kind: UseKind::Prefetch,
            })
        }
        _ => None,
    }
}

/// The shared::cta slots written (by `tile.rebind` / `tile.tensormap_init`)
/// anywhere inside a region, in the order of a pre-order walk, each once;
/// remembered per region, so that nested conditionals that select lanes
/// examine each op once, not once per enclosing conditional.
#[derive(Debug, Default)]
pub(crate) struct SharedWrites {
    by_region: HashMap<usize, std::rc::Rc<Vec<MemKey>>>,
}

impl SharedWrites {
    /// The shared::cta slots written inside `region`.
    pub(crate) fn of(&mut self, region: melior::ir::RegionRef<'_, '_>) -> std::rc::Rc<Vec<MemKey>> {
        use melior::ir::{operation::OperationLike, BlockLike, RegionLike};
        let id = region.to_raw().ptr as usize;
        if let Some(known) = self.by_region.get(&id) {
            return std::rc::Rc::clone(known);
        }
        let mut out: Vec<MemKey> = Vec::new();
        let mut seen: HashSet<MemKey> = HashSet::default();
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut next = b.first_operation();
            while let Some(op) = next {
                if let Some(slot) = written_slot(op) {
                    if space_of(slot) == Space::Shared {
                        let key = resolve(slot).0;
                        if seen.insert(key.clone()) {
                            out.push(key);
                        }
                    }
                }
                for inner in op.regions() {
                    for key in self.of(inner).iter() {
                        if seen.insert(key.clone()) {
                            out.push(key.clone());
                        }
                    }
                }
                next = op.next_in_block();
            }
            block = b.next_in_region();
        }
        let out = std::rc::Rc::new(out);
        self.by_region.insert(id, std::rc::Rc::clone(&out));
        out
    }
}

/// The slot a `tile.rebind` or `tile.tensormap_init` writes.
fn written_slot<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    match TileOp::cast(op)? {
        TileOp::Rebind(rebind) => Some(rebind.slot()),
        TileOp::TensorMapInit(init) => Some(init.slot()),
        _ => None,
    }
}

/// The slot operand of the `tile.tensormap_from_slot` defining `desc`.
fn slot_of_descriptor<'c: 'a, 'a>(desc: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    Some(TensorMapFromSlotOp::cast(defining_op(desc)?)?.slot())
}

/// A fence op's `scope` (its view reads `gpu` when absent, the default).
fn scope_of(scope: FenceScope) -> Scope {
    match scope {
        FenceScope::Cta => Scope::Cta,
        FenceScope::Cluster => Scope::Cluster,
        FenceScope::Sys => Scope::Sys,
        FenceScope::Gpu => Scope::Gpu,
    }
}
