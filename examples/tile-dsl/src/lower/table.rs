//! A walk over a group table (`tensor T: dtype groups table;`): the
//! persistent ring of test/gpu/grouped's `@grouped_persistent_ring`, for
//! `stages` S and `lookahead` L.
//!
//! CTA b of C walks the contiguous chunk `[b * per, min((b + 1) * per,
//! nwork))` of the work table (`per = ceil(nwork / C)`). Work items go
//! round-robin through L + 1 stage sets of S buffers, each with its own
//! mbarrier, in dynamic shared memory; tile t of an item goes to stage t
//! of its set (an item copies its first min(column tiles, S) tiles).
//! Prologue: the loaded tensor's descriptors of items 0 .. L-1 of the
//! chunk and their loads into sets 0 .. L-1. Then per iteration (items
//! w .. w + L, w stepping by L + 1), for k = 0 ..= L:
//!
//! 1. item `w + k + L` (if it exists): `bulk_wait 0 read` (the stores of
//!    the item that used its set, `w + k - 1`, have read it), its source
//!    descriptor built from the table (`tile.make_tensormap_ptr`: the
//!    planner rebinds it into its own slot only when the values changed,
//!    and fences it) and its loads into set `(k + L) mod (L + 1)`;
//! 2. item `w + k`: its destination descriptor built, then for every
//!    stage of set k: a wait on the stage's mbarrier and, when the item
//!    has that tile, its store. A stage the item did not load waits on the
//!    parity of its last completed phase (bit `set * S + t` of the
//!    loop-carried mask flips per load), which returns at once: every load
//!    is retired by an unconditional wait before its slot is rebound, what
//!    the planner and the fence checker prove.
//!
//! End: `bulk_wait 0 read`. Items past the chunk's end read the table at
//! the iteration's first item (never out of range) and copy nothing.
//!
//! With `lookahead 0`, CTA b copies work item b (test/gpu/grouped's
//! `@grouped_rebind_ring` for up to S column tiles): both descriptors
//! built once, every tile's load in flight at once into the S stages, each
//! stored as its mbarrier completes (a stage without a tile waits on the
//! fresh mbarrier's parity 1, which returns at once), `bulk_wait 0 read`.

use super::{kernel, place};
use crate::plan::*;
use tile_compiler::builder::*;

/// One work item's table entry: what its descriptors and coordinates need.
struct Item<'c, 'a> {
    /// Addresses of the loaded and the stored tensor's group.
    src: I64<'c, 'a>,
    dst: I64<'c, 'a>,
    rows: I64<'c, 'a>,
    cols: I64<'c, 'a>,
    /// Row pitches (bytes).
    src_pitch: I64<'c, 'a>,
    dst_pitch: I64<'c, 'a>,
    /// The tiles the walk copies: min(column tiles, S), 0 past the chunk.
    tiles: Index<'c, 'a>,
    /// The band's first row (`band * tile rows`).
    y: I32<'c, 'a>,
}

/// What the ring's pieces share.
struct Ring<'r, 'c, 'a> {
    gp: &'r GroupTablePlan,
    work: MemRef<'c, 'a>,
    table: MemRef<'c, 'a>,
    bufs: &'r [MemRef<'c, 'a>],
    bars: &'r [MemRef<'c, 'a>],
    /// One past this CTA's last work item.
    end: Index<'c, 'a>,
    /// A tile's bytes (each load's expected bytes).
    bytes: i32,
    load_at: Loc,
    store_at: Loc,
}

impl<'c, 'a> Ring<'_, 'c, 'a> {
    fn stages(&self) -> usize {
        self.gp.stages as usize
    }

    /// The table entry of work item `w` (`base` where `w` is past the
    /// chunk's end: then it copies nothing).
    fn item(
        &self,
        b: &Body<'c, 'a>,
        w: Index<'c, 'a>,
        base: Index<'c, 'a>,
    ) -> Result<Item<'c, 'a>, BuildError> {
        let inside = b.cmp(Compare::Ult, w, self.end)?;
        let w = b.select(inside, w, base)?;
        let w0 = b.mul(w, b.index(2)?)?;
        let group: I32 = b.load_scalar(&self.work, &[w0])?;
        let band: I32 = b.load_scalar(&self.work, &[b.add(w0, b.index(1)?)?])?;
        let g: Index = b.cast(group)?;
        let r0 = b.mul(g, b.index(8)?)?;
        let word = |k: i64| -> Result<I64<'c, 'a>, BuildError> {
            b.load_i64(&self.table, &[b.add(r0, b.index(k)?)?])
        };
        let (src, dst, rows, cols) = (word(0)?, word(1)?, word(2)?, word(3)?);
        let (src_pitch, dst_pitch, col_tiles) = (word(4)?, word(5)?, word(6)?);
        let col_tiles: Index = b.cast(col_tiles)?;
        let tiles = b.min_u(col_tiles, b.index(self.gp.stages)?)?;
        let tiles = b.select(inside, tiles, b.index(0)?)?;
        let y = b.mul(band, b.i32(self.gp.tile[0] as i32)?)?;
        Ok(Item {
            src,
            dst,
            rows,
            cols,
            src_pitch,
            dst_pitch,
            tiles,
            y,
        })
    }

    /// The descriptor item `it`'s tensor at `address` with row pitch
    /// `pitch` (its source's or its destination's), built on the device.
    fn descriptor(
        &self,
        b: &Body<'c, 'a>,
        it: &Item<'c, 'a>,
        address: I64<'c, 'a>,
        pitch: I64<'c, 'a>,
    ) -> Result<TensorMap<'c, 'a>, BuildError> {
        let ptr = b.int_to_ptr(address)?;
        b.make_tensormap_ptr(
            ptr,
            &Axes::innermost_first([it.cols, it.rows]),
            &Axes::innermost_first([pitch]),
            &self.gp.made,
        )
    }

    /// Item `it`'s source descriptor and its loads into stage set `set`.
    fn loads(&self, b: &Body<'c, 'a>, it: &Item<'c, 'a>, set: usize) -> Result<(), BuildError> {
        let lb = b.at(&self.load_at);
        let desc = self.descriptor(&lb, it, it.src, it.src_pitch)?;
        for t in 0..self.stages() {
            let s = set * self.stages() + t;
            let has_tile = lb.cmp(Compare::Ult, lb.index(t as i64)?, it.tiles)?;
            lb.if_then(has_tile, |lb| {
                let x = lb.i32((t as i64 * self.gp.tile[1]) as i32)?;
                lb.mbarrier_arrive_expect_tx(&self.bars[s], lb.i32(self.bytes)?, None)?;
                lb.load(
                    &desc,
                    &Coords::innermost_first([x, it.y]),
                    &self.bufs[s],
                    &self.bars[s],
                    &LoadOptions::default(),
                )
            })?;
        }
        Ok(())
    }

    /// Item `it`'s destination descriptor, every stage of set `set` waited
    /// on and the item's tiles stored; the mask with the loaded stages'
    /// parities flipped.
    fn stores(
        &self,
        b: &Body<'c, 'a>,
        it: &Item<'c, 'a>,
        set: usize,
        mask: I32<'c, 'a>,
    ) -> Result<I32<'c, 'a>, BuildError> {
        let sb = b.at(&self.store_at);
        let desc = self.descriptor(&sb, it, it.dst, it.dst_pitch)?;
        for t in 0..self.stages() {
            let s = set * self.stages() + t;
            let bit = sb.and(sb.shr_u(mask, sb.i32(s as i32)?)?, sb.i32(1)?)?;
            let has_tile = sb.cmp(Compare::Ult, sb.index(t as i64)?, it.tiles)?;
            // A stage the item did not load: the parity of its last phase.
            let skipped = sb.select(has_tile, sb.i32(0)?, sb.i32(1)?)?;
            sb.mbarrier_wait_parity(&self.bars[s], sb.xor(bit, skipped)?)?;
            sb.if_then(has_tile, |sb| {
                let x = sb.i32((t as i64 * self.gp.tile[1]) as i32)?;
                sb.store(
                    &self.bufs[s],
                    &desc,
                    &Coords::innermost_first([x, it.y]),
                    &StoreOptions::default(),
                )?;
                sb.bulk_commit()
            })?;
        }
        // The loaded stages' parities flip: ((1 << tiles) - 1) << set * S.
        let tiles: I32 = b.cast(it.tiles)?;
        let low = b.sub(b.shl(b.i32(1)?, tiles)?, b.i32(1)?)?;
        let flips = b.shl(low, b.i32((set * self.stages()) as i32)?)?;
        b.xor(mask, flips)
    }
}

/// The kernel of a group-table walk.
pub(super) fn build_group_table(
    module: &ModuleBuilder<'_>,
    plan: &Plan,
    gp: &GroupTablePlan,
) -> Result<(), BuildError> {
    let k = kernel(module, plan, gp.element)?;
    let stages = gp.stages as usize;
    let sets = gp.lookahead as usize + 1;
    let [rows, cols] = gp.tile;
    // The ring: sets x stages boxes, then as many mbarriers.
    let mut layout = SharedLayout::new();
    for _ in 0..sets * stages {
        layout.tma_box(&gp.made)?;
    }
    for _ in 0..sets * stages {
        layout.barrier();
    }
    let shared = k.dynamic_shared(&layout)?;
    let (bufs, bars) = shared.split_at(sets * stages);
    if gp.lookahead == 0 {
        return build_per_item(&k, plan, gp, bufs, bars);
    }
    let nwork = k.arg_i32(2)?;
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    let bid = k.block_id(Dim::X)?;
    let ctas = k.grid_dim(Dim::X)?;
    k.if_then(leader, |b| {
        for bar in bars {
            b.mbarrier_init(bar, b.i32(1)?)?;
        }
        b.fence_proxy_async(ProxySpace::SharedCta)?;
        // This CTA's chunk of the work table.
        let n: Index = b.cast(nwork)?;
        let per = b.div_u(b.sub(b.add(n, ctas)?, b.index(1)?)?, ctas)?;
        let start = b.mul(bid, per)?;
        let end = b.min_u(b.add(start, per)?, n)?;
        let ring = Ring {
            gp,
            work: k.arg_memref(0)?,
            table: k.arg_memref(1)?,
            bufs,
            bars,
            end,
            bytes: (rows * cols) as i32 * gp.element.bytes() as i32,
            load_at: place(plan, gp.load_pos),
            store_at: place(plan, gp.store_pos),
        };
        b.if_then(b.cmp(Compare::Ult, start, end)?, |b| {
            // Prologue: items start .. start + L - 1 into sets 0 .. L - 1.
            for j in 0..sets - 1 {
                let w = b.add(start, b.index(j as i64)?)?;
                let it = ring.item(b, w, start)?;
                ring.loads(b, &it, j)?;
            }
            let step = b.index(sets as i64)?;
            b.for_range_carried(start, end, step, b.i32(0)?, |b, w, mut mask| {
                for kk in 0..sets {
                    // 1. Item w + k + L into set (k + L) mod (L + 1), once
                    //    the stores of the set's previous item have read it.
                    let ahead = b.add(w, b.index((kk + sets - 1) as i64)?)?;
                    b.bulk_wait(0, true)?;
                    let next = ring.item(b, ahead, w)?;
                    ring.loads(b, &next, (kk + sets - 1) % sets)?;
                    // 2. Item w + k, stored from set k.
                    let cur = ring.item(b, b.add(w, b.index(kk as i64)?)?, w)?;
                    mask = ring.stores(b, &cur, kk, mask)?;
                }
                Ok(mask)
            })?;
            b.bulk_wait(0, true)
        })
    })
}

/// `lookahead 0`: CTA b copies work item b through one stage set.
fn build_per_item<'c, 'a>(
    k: &Kernel<'c, 'a>,
    plan: &Plan,
    gp: &GroupTablePlan,
    bufs: &[MemRef<'c, 'a>],
    bars: &[MemRef<'c, 'a>],
) -> Result<(), BuildError> {
    let [rows, cols] = gp.tile;
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    let bid = k.block_id(Dim::X)?;
    k.if_then(leader, |b| {
        for bar in bars {
            b.mbarrier_init(bar, b.i32(1)?)?;
        }
        b.fence_proxy_async(ProxySpace::SharedCta)?;
        let ring = Ring {
            gp,
            work: k.arg_memref(0)?,
            table: k.arg_memref(1)?,
            bufs,
            bars,
            end: b.add(bid, b.index(1)?)?,
            bytes: (rows * cols) as i32 * gp.element.bytes() as i32,
            load_at: place(plan, gp.load_pos),
            store_at: place(plan, gp.store_pos),
        };
        let it = ring.item(b, bid, bid)?;
        ring.loads(b, &it, 0)?;
        ring.stores(b, &it, 0, b.i32(0)?)?;
        b.bulk_wait(0, true)
    })
}
