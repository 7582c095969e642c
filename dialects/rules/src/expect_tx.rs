//! `expect-tx-bytes`: the transaction bytes an mbarrier phase expects equal
//! the bytes the copies completing on it deliver, wherever both are known.
//!
//! PTX (9.7.13.15): `mbarrier.expect_tx` adds its count to the current
//! phase's tx-count, `mbarrier.arrive.expect_tx` does that and arrives, and
//! every copy with `.mbarrier::complete_tx::bytes` subtracts the bytes it
//! moved when it completes. The phase completes when the pending arrivals
//! and the tx-count are both zero: expecting fewer bytes than the copies
//! deliver completes the phase while data is still arriving (a wait
//! returns early, and the rest lands in the next phase); expecting more
//! never completes it (a hang).
//!
//! The analysis sees a function as *events* (from `tile_dialect`'s
//! verifier): each expect and each delivery on an mbarrier, at a position
//! in the function's pre-order, directly in one block, with the barrier's
//! *root* (the allocation: a shared global, an alloca, dynamic shared
//! memory) and byte offset in it; and the uses of a root it cannot follow.
//! A *segment* is the expects and deliveries of one barrier directly in one
//! block. It proves a mismatch only where nothing else can add to the
//! phase, so it says nothing (no false alarms) unless, for the barrier's
//! root, all of this holds:
//!
//! - no copy delivers to it from another CTA (multicast, `cta_group`,
//!   `bulk_copy_cluster`, a `bulk_reduce` into shared::cluster: the peers
//!   run the same code, so bytes arrive from them), and no op uses it in a
//!   way the analysis does not know (a call, a pointer taken);
//! - every segment of the root is *closed*: it has at least one expect and
//!   one delivery, every count and size is a constant, every op of it has
//!   the same predicate (or none), no op nested in the block's other ops
//!   (an `scf.if`, a loop) expects or delivers on the root, and no other
//!   barrier of the root in the block may be the same one (two dynamic
//!   offsets, or constant offsets closer than 8 bytes).
//!
//! Then each closed segment's expected and delivered sums must be equal:
//! whatever phases its executions fall in, the block's thread pays exactly
//! for its own copies, so a difference is a phase that completes early or
//! never. (The one shape this cannot tell from a bug: one block's expect
//! paying for another block's copies while that block also expects, with
//! both blocks unbalanced by opposite amounts. Nothing in the project's
//! kernels or the DSL's does that; a kernel that must can move the expects
//! next to their copies.)

use crate::violation::Violation;

/// The rule id.
pub const EXPECT_TX_BYTES: &str = "expect-tx-bytes";

/// Where in its root (allocation) a barrier is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Offset {
    /// A constant byte offset.
    Const(i64),
    /// A byte offset known only as the value `value` (an id the caller
    /// chose: the same id is the same runtime value) plus `bytes`.
    Dynamic {
        /// The caller's id of the value that made the offset dynamic.
        value: usize,
        /// Bytes added after it.
        bytes: i64,
    },
}

/// What an event does to its root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// `expect_tx` / `arrive_expect_tx` of `bytes` (`None`: not a constant)
    /// on the barrier at `offset`, under `predicate` (the caller's id of
    /// the guard value, if any).
    Expect {
        /// The barrier within the root.
        offset: Offset,
        /// The count, when constant.
        bytes: Option<u64>,
        /// The guard, if the op has one.
        predicate: Option<usize>,
    },
    /// A copy completing on the barrier at `offset` with `bytes`.
    Deliver {
        /// The barrier within the root.
        offset: Offset,
        /// The bytes moved, when known.
        bytes: Option<u64>,
        /// The guard, if the op has one.
        predicate: Option<usize>,
    },
    /// Bytes may arrive from other CTAs (multicast and cluster copies).
    Peer,
    /// A use the analysis does not follow.
    Opaque,
}

/// One event: what happens, at which pre-order position, directly in
/// which block, to which root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Event {
    /// The op's position in the function's pre-order (unique per op).
    pub at: usize,
    /// The caller's id of the block the op is directly in.
    pub block: usize,
    /// The caller's id of the barrier's root.
    pub root: usize,
    /// What the op does.
    pub what: What,
}

/// The ops of one block, as pre-order positions: `start` is its first op's,
/// `end` one past its last op's last nested op's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct BlockSpan {
    /// First position in the block.
    pub start: usize,
    /// One past the last position under the block.
    pub end: usize,
}

/// A closed segment whose sums differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The expects (position, bytes), in order.
    pub expects: Vec<(usize, u64)>,
    /// The deliveries (position, bytes), in order.
    pub deliveries: Vec<(usize, u64)>,
}

impl Mismatch {
    /// The bytes the segment expects.
    pub fn expected(&self) -> u64 {
        self.expects
            .iter()
            .fold(0u64, |a, (_, b)| a.saturating_add(*b))
    }

    /// The bytes its copies deliver.
    pub fn delivered(&self) -> u64 {
        self.deliveries
            .iter()
            .fold(0u64, |a, (_, b)| a.saturating_add(*b))
    }
}

/// The mismatches among `events` (see the module documentation); `blocks`
/// is indexed by the events' block ids. Linear in the events up to a log
/// factor.
pub fn check(events: &[Event], blocks: &[BlockSpan]) -> Vec<Mismatch> {
    // By root, then position: each root's events are one run.
    let mut sorted: Vec<&Event> = events.iter().collect();
    sorted.sort_unstable_by_key(|e| (e.root, e.at));
    let mut out = Vec::new();
    for root in sorted.chunk_by(|a, b| a.root == b.root) {
        if let Some(found) = check_root(root, blocks) {
            out.extend(found);
        }
    }
    out.sort_by_key(|m| m.expects.first().map(|e| e.0));
    out
}

/// What an expect or delivery event says: (barrier, is an expect, bytes,
/// guard); `None` for peers and opaque uses.
fn tx(e: &Event) -> Option<(Offset, bool, Option<u64>, Option<usize>)> {
    match e.what {
        What::Expect {
            offset,
            bytes,
            predicate,
        } => Some((offset, true, bytes, predicate)),
        What::Deliver {
            offset,
            bytes,
            predicate,
        } => Some((offset, false, bytes, predicate)),
        What::Peer | What::Opaque => None,
    }
}

/// A total order of offsets, to group a block's events by barrier.
fn offset_key(offset: Offset) -> (u8, i64, usize) {
    match offset {
        Offset::Const(c) => (0, c, 0),
        Offset::Dynamic { value, bytes } => (1, bytes, value),
    }
}

/// The mismatches of one root's events (sorted by position); `None` if
/// the root cannot be judged.
fn check_root(events: &[&Event], blocks: &[BlockSpan]) -> Option<Vec<Mismatch>> {
    let positions: Vec<usize> = events.iter().map(|e| e.at).collect();
    let mut by_block = Vec::with_capacity(events.len());
    for e in events {
        let (offset, ..) = tx(e)?;
        by_block.push((e.block, offset_key(offset), e.at, *e));
    }
    by_block.sort_unstable_by_key(|(block, key, at, _)| (*block, *key, *at));
    let mut out = Vec::new();
    for block in by_block.chunk_by(|a, b| a.0 == b.0) {
        let span = blocks.get(block[0].0)?;
        // Events of the root under the block but not directly in it: ops
        // nested in the block's region ops.
        let under = positions.partition_point(|&p| p < span.end)
            - positions.partition_point(|&p| p < span.start);
        if under != block.len() {
            return None;
        }
        let segments: Vec<_> = block.chunk_by(|a, b| a.1 == b.1).collect();
        if may_alias(segments.iter().map(|s| s[0].1)) {
            return None;
        }
        for segment in segments {
            let events: Vec<&Event> = segment.iter().map(|(.., e)| *e).collect();
            if let Some(m) = closed(&events)? {
                out.push(m);
            }
        }
    }
    Some(out)
}

/// Whether two of a block's barriers (`keys`, sorted, distinct) may be the
/// same one: two offsets of which one is dynamic, or constant offsets
/// closer than a barrier's 8 bytes.
fn may_alias(keys: impl Iterator<Item = (u8, i64, usize)>) -> bool {
    let mut previous: Option<(u8, i64, usize)> = None;
    for key in keys {
        if let Some(p) = previous {
            if p.0 == 1 || key.0 == 1 || key.1.abs_diff(p.1) < 8 {
                return true;
            }
        }
        previous = Some(key);
    }
    false
}

/// A closed segment's mismatch (`Some(None)` if its sums agree); `None`
/// if it is not closed. `events` are one barrier's, directly in one block,
/// in order.
fn closed(events: &[&Event]) -> Option<Option<Mismatch>> {
    let mut expects = Vec::new();
    let mut deliveries = Vec::new();
    let first = tx(events.first()?)?.3;
    for e in events {
        let (_, is_expect, bytes, predicate) = tx(e)?;
        if predicate != first {
            return None;
        }
        if is_expect {
            expects.push((e.at, bytes?));
        } else {
            deliveries.push((e.at, bytes?));
        }
    }
    if expects.is_empty() || deliveries.is_empty() {
        return None;
    }
    let sum = |ops: &[(usize, u64)]| ops.iter().try_fold(0u64, |a, (_, b)| a.checked_add(*b));
    if sum(&expects)? == sum(&deliveries)? {
        return Some(None);
    }
    Some(Some(Mismatch {
        expects,
        deliveries,
    }))
}

/// The `expect-tx-bytes` violation of `mismatch`; `expects` and
/// `deliveries` name its ops, in the same order (`tile.load at 12:9`).
pub fn violation(mismatch: &Mismatch, expects: &[String], deliveries: &[String]) -> Violation {
    let name = |names: &[String], ops: &[(usize, u64)]| -> String {
        names
            .iter()
            .zip(ops)
            .map(|(n, (_, b))| format!("{n} ({b} bytes)"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Violation::error(
        EXPECT_TX_BYTES,
        format!(
            "the mbarrier expects {} transaction bytes in this block but the copies completing \
             on it deliver {}: the phase completes early or never. Expected by {}; delivered by {}",
            mismatch.expected(),
            mismatch.delivered(),
            name(expects, &mismatch.expects),
            name(deliveries, &mismatch.deliveries)
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const BAR: Offset = Offset::Const(0);

    fn expect(at: usize, block: usize, bytes: u64) -> Event {
        Event {
            at,
            block,
            root: 0,
            what: What::Expect {
                offset: BAR,
                bytes: Some(bytes),
                predicate: None,
            },
        }
    }

    fn deliver(at: usize, block: usize, bytes: u64) -> Event {
        Event {
            at,
            block,
            root: 0,
            what: What::Deliver {
                offset: BAR,
                bytes: Some(bytes),
                predicate: None,
            },
        }
    }

    fn with_offset(mut e: Event, offset: Offset) -> Event {
        match &mut e.what {
            What::Expect { offset: o, .. } | What::Deliver { offset: o, .. } => *o = offset,
            _ => {}
        }
        e
    }

    /// One block spanning positions 0..100.
    fn one_block() -> Vec<BlockSpan> {
        vec![BlockSpan { start: 0, end: 100 }]
    }

    #[test]
    fn straight_line_mismatch_names_both_numbers() {
        let found = check(&[expect(1, 0, 8192), deliver(2, 0, 16384)], &one_block());
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].expected(), 8192);
        assert_eq!(found[0].delivered(), 16384);
        let v = violation(&found[0], &["e".into()], &["tile.load at 3:5".into()]);
        assert_eq!(v.rule, EXPECT_TX_BYTES);
        assert!(v.message.contains("expects 8192"), "{}", v.message);
        assert!(v.message.contains("deliver 16384"), "{}", v.message);
        assert!(
            v.message.contains("tile.load at 3:5 (16384 bytes)"),
            "{}",
            v.message
        );
    }

    #[test]
    fn several_expects_and_copies_add_up() {
        let events = [
            expect(1, 0, 8192),
            deliver(2, 0, 8192),
            expect(3, 0, 4096),
            deliver(4, 0, 2048),
            deliver(5, 0, 2048),
        ];
        assert!(check(&events, &one_block()).is_empty());
        let short = [expect(1, 0, 8192), expect(2, 0, 8192), deliver(3, 0, 8192)];
        assert_eq!(check(&short, &one_block())[0].expected(), 16384);
    }

    #[test]
    fn unknown_counts_say_nothing() {
        let mut e = expect(1, 0, 0);
        e.what = What::Expect {
            offset: BAR,
            bytes: None,
            predicate: None,
        };
        assert!(check(&[e, deliver(2, 0, 16384)], &one_block()).is_empty());
        let mut d = deliver(2, 0, 0);
        d.what = What::Deliver {
            offset: BAR,
            bytes: None,
            predicate: None,
        };
        assert!(check(&[expect(1, 0, 8192), d], &one_block()).is_empty());
    }

    #[test]
    fn peers_and_opaque_uses_say_nothing() {
        for what in [What::Peer, What::Opaque] {
            let other = Event {
                at: 9,
                block: 0,
                root: 0,
                what,
            };
            let events = [expect(1, 0, 8192), deliver(2, 0, 2048), other];
            assert!(check(&events, &one_block()).is_empty());
        }
        // Another root's peers do not matter.
        let peer = Event {
            at: 9,
            block: 0,
            root: 1,
            what: What::Peer,
        };
        assert_eq!(
            check(
                &[expect(1, 0, 8192), deliver(2, 0, 2048), peer],
                &one_block()
            )
            .len(),
            1
        );
    }

    #[test]
    fn copies_of_another_block_say_nothing() {
        // Block 1 (positions 10..20) is nested in block 0 (an scf.if): it
        // delivers without expecting, so block 0's expect may pay for it.
        let blocks = vec![
            BlockSpan { start: 0, end: 100 },
            BlockSpan { start: 10, end: 20 },
        ];
        let events = [
            expect(1, 0, 16384),
            deliver(2, 0, 8192),
            deliver(11, 1, 8192),
        ];
        assert!(check(&events, &blocks).is_empty());
        // Sibling blocks (two threads' branches): the second has no expect.
        let siblings = vec![
            BlockSpan { start: 0, end: 10 },
            BlockSpan { start: 10, end: 20 },
        ];
        let events = [
            expect(1, 0, 16384),
            deliver(2, 0, 8192),
            deliver(11, 1, 8192),
        ];
        assert!(check(&events, &siblings).is_empty());
    }

    #[test]
    fn a_ring_of_closed_blocks_is_checked_block_by_block() {
        // A prologue loop body and a refill scf.if, each expect + load.
        let blocks = vec![
            BlockSpan { start: 0, end: 100 },
            BlockSpan { start: 10, end: 20 },
            BlockSpan { start: 30, end: 40 },
        ];
        let ring = |v: usize| Offset::Dynamic { value: v, bytes: 0 };
        let good = [
            with_offset(expect(11, 1, 8192), ring(1)),
            with_offset(deliver(12, 1, 8192), ring(1)),
            with_offset(expect(31, 2, 8192), ring(2)),
            with_offset(deliver(32, 2, 8192), ring(2)),
        ];
        assert!(check(&good, &blocks).is_empty());
        let bad = [
            with_offset(expect(11, 1, 8192), ring(1)),
            with_offset(deliver(12, 1, 8192), ring(1)),
            with_offset(expect(31, 2, 4096), ring(2)),
            with_offset(deliver(32, 2, 8192), ring(2)),
        ];
        let found = check(&bad, &blocks);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].expects, vec![(31, 4096)]);
    }

    #[test]
    fn barriers_that_may_be_one_say_nothing() {
        let dynamic = |v| Offset::Dynamic { value: v, bytes: 0 };
        let events = [
            with_offset(expect(1, 0, 16384), dynamic(1)),
            with_offset(deliver(2, 0, 8192), dynamic(1)),
            with_offset(expect(3, 0, 0), dynamic(2)),
            with_offset(deliver(4, 0, 8192), dynamic(2)),
        ];
        assert!(check(&events, &one_block()).is_empty());
        // Distinct constant barriers are judged apart.
        let events = [
            with_offset(expect(1, 0, 8192), Offset::Const(0)),
            with_offset(deliver(2, 0, 8192), Offset::Const(0)),
            with_offset(expect(3, 0, 8192), Offset::Const(8)),
            with_offset(deliver(4, 0, 4096), Offset::Const(8)),
        ];
        assert_eq!(check(&events, &one_block()).len(), 1);
    }

    #[test]
    fn predicates_must_agree() {
        let guarded = |mut e: Event, p: Option<usize>| {
            match &mut e.what {
                What::Expect { predicate, .. } | What::Deliver { predicate, .. } => *predicate = p,
                _ => {}
            }
            e
        };
        let same = [
            guarded(expect(1, 0, 8192), Some(7)),
            guarded(deliver(2, 0, 16384), Some(7)),
        ];
        assert_eq!(check(&same, &one_block()).len(), 1);
        let differ = [
            guarded(expect(1, 0, 8192), Some(7)),
            guarded(deliver(2, 0, 16384), None),
        ];
        assert!(check(&differ, &one_block()).is_empty());
    }

    #[test]
    fn expect_without_copies_or_copies_without_expect_say_nothing() {
        assert!(check(&[expect(1, 0, 8192)], &one_block()).is_empty());
        assert!(check(&[deliver(1, 0, 8192)], &one_block()).is_empty());
        // ... and make the whole root unjudged.
        let blocks = vec![
            BlockSpan { start: 0, end: 10 },
            BlockSpan { start: 10, end: 20 },
        ];
        let events = [
            expect(1, 0, 8192),
            deliver(2, 0, 4096),
            deliver(11, 1, 4096),
        ];
        assert!(check(&events, &blocks).is_empty());
    }
}
