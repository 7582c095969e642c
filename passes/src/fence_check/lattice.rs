//! The facts about one slot on one path, and how each event changes them.
//!
//! A [`SlotState`] is the protocol [`Phase`] of the slot plus its in-flight
//! readers. The analysis keeps, at every node, the *set* of states that
//! reach it (the powerset lattice over this finite state space, joined by
//! union), each with one witness path; a use is judged against every member,
//! so the verdict is the worst state's.

use super::events::{Event, UseKind};
use super::slots::MemKey;
use super::Scope;
use std::collections::BTreeMap;

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
}

/// The count of newer groups saturates here: `Committed(CAP)` means "at
/// least CAP", and a `bulk_wait N` with `N > CAP` retires nothing.
pub(crate) const NEWER_GROUPS_CAP: u8 = 8;

/// The facts about one slot on one path.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SlotState {
    /// Protocol phase.
    pub phase: Phase,
    /// Readers that may still be reading the slot, by node index of the
    /// TMA op (the youngest instance of each: a younger read of the same op
    /// retires no earlier than an older one).
    pub in_flight: BTreeMap<usize, Pending>,
    /// Whether a barrier (warp or CTA) followed the last generic write of
    /// the slot: the other threads of the warp see it (what
    /// `tensormap.cp_fenceproxy` needs of its shared::cta source).
    pub synced: bool,
}

impl SlotState {
    /// The state at function entry.
    pub(crate) fn entry() -> Self {
        Self {
            phase: Phase::Clean,
            in_flight: BTreeMap::new(),
            synced: true,
        }
    }

    /// The state after `event` (at node `node`) for slot `key`.
    /// `barrier_of` gives the mbarrier of the load at a node.
    pub(crate) fn step(
        &self,
        event: &Event,
        node: usize,
        key: &MemKey,
        barrier_of: &dyn Fn(usize) -> Option<MemKey>,
    ) -> Self {
        let mut next = self.clone();
        match event {
            Event::Write { slot, .. } if slot == key => {
                next.phase = Phase::Written {
                    reopened: matches!(self.phase, Phase::Released(_)),
                };
                next.synced = false;
            }
            Event::Sync => {
                next.synced = true;
            }
            Event::OtherLanes { writes } if writes.contains(key) => {
                if self.phase == Phase::Clean {
                    next.phase = Phase::Written { reopened: false };
                }
                next.synced = false;
            }
            Event::CopyRelease { slot, scope, .. } if slot == key => {
                next.phase = Phase::Released(*scope);
            }
            Event::Acquire { slot, scope } if slot == key => {
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
                for pending in next.in_flight.values_mut() {
                    *pending = match *pending {
                        Pending::Uncommitted => Pending::Committed(0),
                        Pending::Committed(n) => {
                            Pending::Committed(n.saturating_add(1).min(NEWER_GROUPS_CAP))
                        }
                        Pending::OnBarrier => Pending::OnBarrier,
                    };
                }
            }
            Event::Wait { pending } => {
                next.in_flight.retain(|_, p| match *p {
                    Pending::Committed(n) => i64::from(n) < *pending,
                    _ => true,
                });
            }
            Event::BarrierWait { barrier } => {
                next.in_flight.retain(|use_node, p| {
                    !(*p == Pending::OnBarrier && barrier_of(*use_node).as_ref() == Some(barrier))
                });
            }
            Event::Use { slot, kind } if slot == key => match kind {
                UseKind::Load { .. } => {
                    next.in_flight.insert(node, Pending::OnBarrier);
                }
                UseKind::BulkGroup => {
                    next.in_flight.insert(node, Pending::Uncommitted);
                }
                UseKind::Prefetch => {}
            },
            _ => {}
        }
        next
    }
}
