//! The facts about one slot on one path, and how each event changes them.
//!
//! A [`SlotState`] is the protocol [`Phase`] of the slot plus a summary of
//! its in-flight readers. The analysis keeps, at every node, the *set* of
//! states that reach it (the powerset lattice over this finite state space,
//! joined by union), each with one witness path; a use is judged against
//! every member, so the verdict is the worst state's. The space is bounded
//! by what the function has, not by its length: 23 phases, 2 sync facts,
//! 11 youngest bulk-read statuses, the subsets of the mbarriers its loads
//! complete on.

use super::events::{Event, UseKind};
use super::slots::MemKey;
use super::Scope;
use rustc_hash::FxHashMap as HashMap;

/// The most states one node may collect for one slot before the analysis
/// gives up on the function (a typed error, never a silent pass).
pub(crate) const STATE_LIMIT: usize = 4096;

/// Where the slot is in the write -> release -> acquire protocol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Phase {
    /// No device write on this path since function entry: the host-born
    /// content, readable without fences.
    Clean,
    /// Written by the generic proxy, not released since. `reopened`: the
    /// write came after a release that no acquire had consumed yet (the
    /// slot was written again between release and acquire).
    Written {
        /// Whether the write reopened a released, not yet acquired slot.
        reopened: bool,
    },
    /// Released (widest scope of the releases since the last write), not
    /// acquired by the consumer yet.
    Released(Scope),
    /// Released and then acquired.
    Acquired {
        /// Widest release scope since the last write.
        release: Scope,
        /// Widest acquire scope since the release.
        acquire: Scope,
    },
}

/// How far an in-flight read of the slot has been retired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Pending {
    /// A store/reduce not yet committed into a bulk group.
    Uncommitted,
    /// A store/reduce in a committed group with `n` newer groups committed
    /// after it (saturating at [`NEWER_GROUPS_CAP`]).
    Committed(u8),
    /// A load waiting for its mbarrier.
    OnBarrier,
    /// A load whose mbarrier operand may name other memory now (the path
    /// went around a loop its view is computed in): no wait retires it.
    OnStaleBarrier,
}

/// The barrier number of a load whose mbarrier operand may name other
/// memory now ([`Pending::OnStaleBarrier`]): no wait retires it.
pub(crate) const STALE_BARRIER: u32 = u32::MAX;

/// The count of newer groups saturates here: `Committed(CAP)` means "at
/// least CAP", and a `bulk_wait N` with `N > CAP` retires nothing.
pub(crate) const NEWER_GROUPS_CAP: u8 = 8;

/// The facts about one slot on one path.
///
/// The in-flight reads are summarised by what decides their future: the
/// youngest bulk-group read (every older one retires with it or before
/// it) and the mbarriers some load still waits on. Which ops they are is
/// not part of the state (it would grow with every store the path
/// passes): a diagnostic finds them by replaying its witness path
/// ([`Readers`]). The summary is exact: every event changes it as it
/// changes the readers it summarises, and every check reads only it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SlotState {
    /// Protocol phase.
    pub phase: Phase,
    /// The youngest store/reduce that may still read the slot:
    /// [`Pending::Uncommitted`] or [`Pending::Committed`] (`None`: none).
    pub bulk: Option<Pending>,
    /// The mbarriers (by [`BarrierIds`] number, ascending) that a load of
    /// the slot still completes on.
    pub loads: Vec<u32>,
    /// Whether a barrier (warp or CTA) followed the last generic write of
    /// the slot: the other threads of the warp see it (what
    /// `tensormap.cp_fenceproxy` needs of its shared::cta source).
    pub synced: bool,
}

/// The kinds of events, other than those about the slot, that can change
/// a state (see [`SlotState::relevant`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Relevant {
    /// `tile.tensormap_fence_release`.
    pub release: bool,
    /// `tile.bulk_commit`, `tile.bulk_wait`.
    pub bulk: bool,
    /// `tile.mbarrier_wait_parity`.
    pub barrier_wait: bool,
    /// Barriers (`nvvm.bar.warp.sync`, `gpu.barrier`, ...).
    pub sync: bool,
}

/// The number of each mbarrier that a load of the function completes on,
/// and the barrier of every load and `tile.mbarrier_wait_parity` node.
#[derive(Debug, Default)]
pub(crate) struct BarrierIds {
    /// The barrier number of a node (a load or a barrier wait).
    by_node: HashMap<usize, u32>,
    /// The barriers a back-edge node makes stale (ascending): those of
    /// loads whose mbarrier operand varies in the op it loops.
    stale_at: HashMap<usize, Vec<u32>>,
}

impl BarrierIds {
    /// Numbers the barriers of `events` (node index, event).
    pub(crate) fn new<'e>(events: impl Iterator<Item = (usize, &'e Event)>) -> Self {
        let mut numbers: HashMap<&MemKey, u32> = HashMap::default();
        let mut by_node = HashMap::default();
        // Op (by identity) -> the barriers of loads whose operand varies in it.
        let mut varying: HashMap<usize, Vec<u32>> = HashMap::default();
        let mut back_edges = Vec::new();
        for (node, event) in events {
            let (barrier, varies) = match event {
                Event::Use {
                    kind: UseKind::Load { barrier, varies_in },
                    ..
                } => (barrier, varies_in.as_slice()),
                Event::BarrierWait { barrier } => (barrier, &[][..]),
                Event::BackEdge { of, .. } => {
                    back_edges.push((node, *of));
                    continue;
                }
                _ => continue,
            };
            let next = u32::try_from(numbers.len())
                .unwrap_or(STALE_BARRIER - 1)
                .min(STALE_BARRIER - 1);
            let id = *numbers.entry(barrier).or_insert(next);
            by_node.insert(node, id);
            for of in varies {
                varying.entry(*of).or_default().push(id);
            }
        }
        let mut stale_at = HashMap::default();
        for (node, of) in back_edges {
            if let Some(ids) = varying.get(&of) {
                let mut ids = ids.clone();
                ids.sort_unstable();
                ids.dedup();
                stale_at.insert(node, ids);
            }
        }
        Self { by_node, stale_at }
    }

    /// The barriers the back edge at `node` makes stale (ascending).
    pub(crate) fn stale_at(&self, node: usize) -> &[u32] {
        self.stale_at.get(&node).map_or(&[], Vec::as_slice)
    }

    /// The number of the barrier of the load or barrier wait at `node`.
    pub(crate) fn of(&self, node: usize) -> Option<u32> {
        self.by_node.get(&node).copied()
    }
}

impl SlotState {
    /// The state at function entry.
    pub(crate) fn entry() -> Self {
        Self {
            phase: Phase::Clean,
            bulk: None,
            loads: Vec::new(),
            synced: true,
        }
    }

    /// Whether some TMA op issued earlier on the path may still read the
    /// slot.
    pub(crate) fn in_flight(&self) -> bool {
        self.bulk.is_some() || !self.loads.is_empty()
    }

    /// Which events that do not mention the slot can change the state:
    /// release fences while a write waits for one (or widens its release),
    /// commits and waits while a store is in flight, mbarrier
    /// waits while a load is, barriers while a copy `source` is not synced.
    /// None of them: only an event about the slot can change it.
    pub(crate) fn relevant(&self, source: bool) -> Relevant {
        Relevant {
            release: matches!(self.phase, Phase::Written { .. } | Phase::Released(_)),
            bulk: self.bulk.is_some(),
            barrier_wait: !self.loads.is_empty(),
            sync: source && !self.synced,
        }
    }

    /// The state after `event` (at node `node`) for slot `key`.
    pub(crate) fn step(
        &self,
        event: &Event,
        node: usize,
        key: &MemKey,
        barriers: &BarrierIds,
    ) -> Self {
        self.step_for(event, node, Some(key), barriers)
    }

    /// [`SlotState::step`] for slot `key`, or, with `None`, for a slot that
    /// `event` does not mention (the change every slot's facts undergo at
    /// an event about other slots or about none).
    pub(crate) fn step_for(
        &self,
        event: &Event,
        node: usize,
        key: Option<&MemKey>,
        barriers: &BarrierIds,
    ) -> Self {
        let mut next = self.clone();
        match event {
            Event::Write { slot, .. } if key == Some(slot) => {
                next.phase = Phase::Written {
                    reopened: matches!(self.phase, Phase::Released(_)),
                };
                next.synced = false;
            }
            Event::Sync => {
                next.synced = true;
            }
            Event::OtherLanes { writes } if key.is_some_and(|k| writes.contains(k)) => {
                if self.phase == Phase::Clean {
                    next.phase = Phase::Written { reopened: false };
                }
                next.synced = false;
            }
            Event::CopyRelease { slot, scope, .. } if key == Some(slot) => {
                next.phase = Phase::Released(*scope);
            }
            Event::Acquire { slot, scope } if key == Some(slot) => {
                next.phase = match self.phase {
                    Phase::Released(release) => Phase::Acquired {
                        release,
                        acquire: *scope,
                    },
                    Phase::Acquired { release, acquire } => Phase::Acquired {
                        release,
                        acquire: acquire.max(*scope),
                    },
                    other => other,
                };
            }
            Event::Release { scope } => {
                next.phase = match self.phase {
                    Phase::Written { .. } => Phase::Released(*scope),
                    Phase::Released(r) => Phase::Released(r.max(*scope)),
                    other => other,
                };
            }
            Event::Commit => {
                next.bulk = self.bulk.map(committed);
            }
            // Every older group has at least as many newer ones: when the
            // youngest read retires, all do.
            Event::Wait { pending } if self.bulk.is_some_and(|p| retired_by_wait(p, *pending)) => {
                next.bulk = None;
            }
            Event::BarrierWait { .. } => {
                if let Some(id) = barriers.of(node) {
                    next.loads.retain(|b| *b != id);
                }
            }
            Event::BackEdge { .. } => {
                let stale = barriers.stale_at(node);
                if !stale.is_empty() && next.loads.iter().any(|b| stale.contains(b)) {
                    next.loads.retain(|b| !stale.contains(b));
                    if next.loads.last() != Some(&STALE_BARRIER) {
                        next.loads.push(STALE_BARRIER);
                    }
                }
            }
            Event::Use { slot, kind } if key == Some(slot) => match kind {
                UseKind::Load { .. } => {
                    if let Some(id) = barriers.of(node) {
                        if let Err(at) = next.loads.binary_search(&id) {
                            next.loads.insert(at, id);
                        }
                    }
                }
                UseKind::BulkGroup => {
                    next.bulk = Some(Pending::Uncommitted);
                }
                UseKind::Prefetch => {}
            },
            _ => {}
        }
        next
    }
}

/// A pending read after one more `tile.bulk_commit`.
fn committed(pending: Pending) -> Pending {
    match pending {
        Pending::Uncommitted => Pending::Committed(0),
        Pending::Committed(n) => Pending::Committed(n.saturating_add(1).min(NEWER_GROUPS_CAP)),
        Pending::OnBarrier => Pending::OnBarrier,
        Pending::OnStaleBarrier => Pending::OnStaleBarrier,
    }
}

/// Whether `tile.bulk_wait pending` retires a read in state `p`.
fn retired_by_wait(p: Pending, pending: i64) -> bool {
    matches!(p, Pending::Committed(n) if i64::from(n) >= pending)
}

/// The in-flight readers of the slot on one path, by node index of the TMA
/// op (the youngest instance of each: a younger read of the same op
/// retires no earlier than an older one), and how far each is retired:
/// what a `slot-in-flight` diagnostic names, found by replaying its
/// witness path.
#[derive(Clone, Debug, Default)]
pub(crate) struct Readers {
    /// Reader node -> its status.
    pub in_flight: std::collections::BTreeMap<usize, Pending>,
}

impl Readers {
    /// The readers after `event` (at node `node`) for slot `key`.
    pub(crate) fn step(&mut self, event: &Event, node: usize, key: &MemKey, barriers: &BarrierIds) {
        match event {
            Event::Commit => {
                for pending in self.in_flight.values_mut() {
                    *pending = committed(*pending);
                }
            }
            Event::Wait { pending } => {
                self.in_flight.retain(|_, p| !retired_by_wait(*p, *pending));
            }
            Event::BarrierWait { .. } => {
                let id = barriers.of(node);
                self.in_flight.retain(|reader, p| {
                    !(*p == Pending::OnBarrier && id.is_some() && barriers.of(*reader) == id)
                });
            }
            Event::BackEdge { .. } => {
                let stale = barriers.stale_at(node);
                for (reader, p) in self.in_flight.iter_mut() {
                    if *p == Pending::OnBarrier
                        && barriers.of(*reader).is_some_and(|id| stale.contains(&id))
                    {
                        *p = Pending::OnStaleBarrier;
                    }
                }
            }
            Event::Use { slot, kind } if slot == key => match kind {
                UseKind::Load { .. } => {
                    self.in_flight.insert(node, Pending::OnBarrier);
                }
                UseKind::BulkGroup => {
                    self.in_flight.insert(node, Pending::Uncommitted);
                }
                UseKind::Prefetch => {}
            },
            _ => {}
        }
    }
}
