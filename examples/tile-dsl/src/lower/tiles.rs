//! The tiles walk: a ring of `stages` shared buffers and mbarriers, the
//! prologue, the unrolled stage loop, the cluster variant (see the
//! parent module's documentation).

use super::{cta_and_count, kernel, place};
use crate::ast::Reduction;
use crate::plan::*;
use tile_compiler::builder::*;

/// What [`Walk::at_tile`] runs per group: `(body, group, x, y)`.
type AtTile<'f, 'c, 'a> =
    dyn Fn(&Body<'c, 'a>, usize, I32<'c, 'a>, I32<'c, 'a>) -> Result<(), BuildError> + 'f;

/// Everything the walk's pieces share.
struct Walk<'p, 'c, 'a> {
    plan: &'p Plan,
    tp: &'p TilesPlan,
    maps: Vec<TensorMap<'c, 'a>>,
    map_of: Vec<usize>,
    bufs: Vec<MemRef<'c, 'a>>,
    /// With an add in shared memory: each stage's destination tile.
    dbufs: Vec<MemRef<'c, 'a>>,
    bars: Vec<MemRef<'c, 'a>>,
    /// With a cluster: each stage's "empty" barrier (one arrival per CTA).
    empty: Vec<MemRef<'c, 'a>>,
    leader: Bool<'c, 'a>,
    /// The load statement's place (its loads and expected bytes).
    load_at: Loc,
    /// Each output statement's place.
    out_at: Vec<Loc>,
    /// The prefetch statement's place.
    prefetch_at: Option<Loc>,
    /// Every thread walks the tiles (else only thread 0 does).
    all: bool,
    cta: Index<'c, 'a>,
    ctas: Index<'c, 'a>,
    rank: Index<'c, 'a>,
    n: Index<'c, 'a>,
}

impl<'c, 'a> Walk<'_, 'c, 'a> {
    fn desc(&self, operand: &Operand, group: usize, replica: usize) -> &TensorMap<'c, 'a> {
        let param = match operand {
            Operand::Map(k) => *k,
            Operand::PerGroup(ks) => ks[group],
            Operand::PerCta(ks) => ks[replica],
        };
        &self.maps[self.map_of[param]]
    }

    fn tile_bytes(&self) -> i32 {
        let [rows, cols] = self.tp.tile;
        (rows * cols) as i32 * self.tp.element.bytes() as i32
    }

    /// Runs `f` on thread 0: under `if leader` when every thread walks.
    fn lead(
        &self,
        b: &Body<'c, 'a>,
        f: impl FnOnce(&Body<'c, 'a>) -> Result<(), BuildError>,
    ) -> Result<(), BuildError> {
        if self.all {
            b.if_then(self.leader, f)
        } else {
            f(b)
        }
    }

    /// The stage's expected bytes: the tile, twice with an add in shared
    /// memory (the destination tile too).
    fn stage_bytes(&self) -> i32 {
        if self.tp.adds_in_smem() {
            2 * self.tile_bytes()
        } else {
            self.tile_bytes()
        }
    }

    /// Walk index of this CTA's `i`-th tile.
    fn tile(&self, b: &Body<'c, 'a>, i: Index<'c, 'a>) -> Result<Index<'c, 'a>, BuildError> {
        b.add(self.cta, b.mul(i, self.ctas)?)
    }

    /// Runs `f(body, group, x, y)` for tile `t` of the walk: directly for
    /// one group, else under `if start_g <= t < end_g` for each group.
    fn at_tile(
        &self,
        b: &Body<'c, 'a>,
        t: Index<'c, 'a>,
        f: &AtTile<'_, 'c, 'a>,
    ) -> Result<(), BuildError> {
        let [rows, cols] = self.tp.tile;
        let coords =
            |b: &Body<'c, 'a>, g: &Group| -> Result<(I32<'c, 'a>, I32<'c, 'a>), BuildError> {
                let local = b.sub(t, b.index(g.start)?)?;
                let tx = b.index(g.tiles_x)?;
                let cx: I32 = b.cast(b.rem_u(local, tx)?)?;
                let cy: I32 = b.cast(b.div_u(local, tx)?)?;
                Ok((
                    b.mul(cx, b.i32(cols as i32)?)?,
                    b.mul(cy, b.i32(rows as i32)?)?,
                ))
            };
        if let [g] = self.tp.groups.as_slice() {
            let (x, y) = coords(b, g)?;
            return f(b, 0, x, y);
        }
        for (k, g) in self.tp.groups.iter().enumerate() {
            let lo = b.cmp(Compare::Uge, t, b.index(g.start)?)?;
            let hi = b.cmp(Compare::Ult, t, b.index(g.start + g.tiles())?)?;
            b.if_then(b.and(lo, hi)?, |b| {
                let (x, y) = coords(b, g)?;
                f(b, k, x, y)
            })?;
        }
        Ok(())
    }

    /// Issues the load of this CTA's tile `j` into stage `s`.
    fn issue(&self, b: &Body<'c, 'a>, j: Index<'c, 'a>, s: usize) -> Result<(), BuildError> {
        let b = &b.at(&self.load_at);
        let bar = &self.bars[s];
        b.mbarrier_arrive_expect_tx(bar, b.i32(self.stage_bytes())?, None)?;
        let t = self.tile(b, j)?;
        let [rows, cols] = self.tp.tile;
        self.at_tile(b, t, &|b, g, x, y| {
            let desc = self.desc(&self.tp.load, g, 0);
            if self.tp.multicast {
                let slice = rows / i64::from(self.plan.cluster);
                let rank32: I32 = b.cast(self.rank)?;
                let y = b.add(y, b.mul(rank32, b.i32(slice as i32)?)?)?;
                let offset = b.mul(self.rank, b.index(slice * cols)?)?;
                let view = b.view(&self.bufs[s], offset, Shape::outermost_first([slice, cols]))?;
                let mask = ((1u32 << self.plan.cluster) - 1) as i16;
                let options = LoadOptions {
                    multicast: Some(b.i16(mask)?),
                    ..LoadOptions::default()
                };
                b.load(desc, &Coords::innermost_first([x, y]), &view, bar, &options)
            } else {
                b.load(
                    desc,
                    &Coords::innermost_first([x, y]),
                    &self.bufs[s],
                    bar,
                    &LoadOptions::default(),
                )?;
                // The destination tile, for the add in shared memory.
                match (self.dbufs.get(s), self.tp.outs.first()) {
                    (Some(dbuf), Some(out)) if self.tp.adds_in_smem() => {
                        let dst = self.desc(&out.operand, g, 0);
                        b.at(&self.out_at[0]).load(
                            dst,
                            &Coords::innermost_first([x, y]),
                            dbuf,
                            bar,
                            &LoadOptions::default(),
                        )
                    }
                    _ => Ok(()),
                }
            }
        })
    }

    /// The add in shared memory of tile `i` in stage `s` (every thread):
    /// wait for the stage, `dst tile += loaded tile` over a strided thread
    /// loop, `fence.proxy.async.shared::cta` (the adds are visible to the
    /// TMA store), the CTA barrier; thread 0 stores the sum and commits.
    fn add_in_smem(
        &self,
        b: &Body<'c, 'a>,
        i: Index<'c, 'a>,
        s: usize,
        round: Index<'c, 'a>,
    ) -> Result<(), BuildError> {
        wait_round(b, &self.bars[s], round)?;
        // The add and the store of the sum: the reduce statement's.
        let b = &b.at(&self.out_at[0]);
        let [rows, cols] = self.tp.tile;
        let elems = rows * cols;
        let zero = b.index(0)?;
        let src = b.view(&self.bufs[s], zero, Shape::outermost_first([elems]))?;
        let acc = b.view(&self.dbufs[s], zero, Shape::outermost_first([elems]))?;
        let step = b.index(i64::from(self.plan.threads))?;
        b.for_range(b.thread_id(Dim::X)?, b.index(elems)?, step, |b, e| {
            let sum = b.add_elements(b.load_element(&acc, &[e])?, b.load_element(&src, &[e])?)?;
            b.store_element(sum, &acc, &[e])
        })?;
        b.fence_proxy_async(ProxySpace::SharedCta)?;
        b.sync_threads()?;
        let t = self.tile(b, i)?;
        b.if_then(self.leader, |b| {
            self.prefetch_ahead(b, i)?;
            for out in &self.tp.outs {
                self.at_tile(b, t, &|b, g, x, y| {
                    let desc = self.desc(&out.operand, g, 0);
                    b.store(
                        &self.dbufs[s],
                        desc,
                        &Coords::innermost_first([x, y]),
                        &StoreOptions::default(),
                    )
                })?;
            }
            b.bulk_commit()
        })
    }

    /// Tile `i` in stage `s`: written out (thread 0), or added in shared
    /// memory (every thread).
    fn write_out(
        &self,
        b: &Body<'c, 'a>,
        i: Index<'c, 'a>,
        s: usize,
        round: Index<'c, 'a>,
    ) -> Result<(), BuildError> {
        if self.tp.adds_in_smem() {
            self.add_in_smem(b, i, s, round)
        } else {
            self.lead(b, |b| self.consume(b, i, s, round))
        }
    }

    /// Releases stage `s` in every CTA of the cluster (this CTA's store of
    /// it has read it): an arrive on each CTA's empty barrier, at CTA
    /// scope (`mbarrier.arrive.release.cta.shared::cluster`: no GPU-scope
    /// fence).
    fn release(&self, b: &Body<'c, 'a>, s: usize) -> Result<(), BuildError> {
        for peer in 0..self.plan.cluster {
            b.mbarrier_arrive_cluster_cta(&self.empty[s], b.i32(peer as i32)?)?;
        }
        Ok(())
    }

    /// With a cluster: loads tile `j` into stage `s` once every CTA has
    /// released the tile `j - S` that used it.
    fn refill(&self, b: &Body<'c, 'a>, j: Index<'c, 'a>, s: usize) -> Result<(), BuildError> {
        let s_count = b.index(self.plan.stages as i64)?;
        b.if_then(b.cmp(Compare::Uge, j, s_count)?, |b| {
            let round = b.sub(b.div_u(j, s_count)?, b.index(1)?)?;
            wait_round(b, &self.empty[s], round)
        })?;
        self.issue(b, j, s)
    }

    /// `prefetch T[t + k]`: the tile k ahead of tile `i` into L2, if any.
    fn prefetch_ahead(&self, b: &Body<'c, 'a>, i: Index<'c, 'a>) -> Result<(), BuildError> {
        if let (Some((operand, ahead, _)), Some(at)) = (&self.tp.prefetch, &self.prefetch_at) {
            let b = &b.at(at);
            let ahead_i = b.add(i, b.index(*ahead)?)?;
            b.if_then(b.cmp(Compare::Ult, ahead_i, self.n)?, |b| {
                let t = self.tile(b, ahead_i)?;
                self.at_tile(b, t, &|b, g, x, y| {
                    b.prefetch(
                        self.desc(operand, g, 0),
                        &Coords::innermost_first([x, y]),
                        &PrefetchOptions::default(),
                    )
                })
            })?;
        }
        Ok(())
    }

    /// Waits for tile `i` in stage `s` (round `round`), writes it out,
    /// commits the bulk group.
    fn consume(
        &self,
        b: &Body<'c, 'a>,
        i: Index<'c, 'a>,
        s: usize,
        round: Index<'c, 'a>,
    ) -> Result<(), BuildError> {
        wait_round(b, &self.bars[s], round)?;
        self.prefetch_ahead(b, i)?;
        let t = self.tile(b, i)?;
        for (out, at) in self.tp.outs.iter().zip(&self.out_at) {
            self.at_tile(&b.at(at), t, &|b, g, x, y| {
                let write = |b: &Body<'c, 'a>, replica: usize| -> Result<(), BuildError> {
                    let desc = self.desc(&out.operand, g, replica);
                    let options = StoreOptions::default();
                    match out.kind {
                        OutKind::Store => b.store(
                            &self.bufs[s],
                            desc,
                            &Coords::innermost_first([x, y]),
                            &options,
                        ),
                        OutKind::AddInSmem => Ok(()),
                        OutKind::Reduce(kind) => {
                            let kind = match kind {
                                Reduction::Add => ReduceKind::Add,
                                Reduction::Min => ReduceKind::Min,
                                Reduction::Max => ReduceKind::Max,
                            };
                            b.reduce(
                                kind,
                                &self.bufs[s],
                                desc,
                                &Coords::innermost_first([x, y]),
                                &options,
                            )
                        }
                    }
                };
                match &out.operand {
                    Operand::PerCta(ks) => {
                        for replica in 0..ks.len() {
                            let mine = b.cmp(Compare::Eq, self.rank, b.index(replica as i64)?)?;
                            b.if_then(mine, |b| write(b, replica))?;
                        }
                        Ok(())
                    }
                    _ => write(b, 0),
                }
            })?;
        }
        b.bulk_commit()
    }
}

/// Builds the tiles walk of `plan` as one kernel of `module`.
pub(super) fn build_tiles(
    module: &ModuleBuilder<'_>,
    plan: &Plan,
    tp: &TilesPlan,
) -> Result<(), BuildError> {
    let k = kernel(module, plan, tp.element)?;
    // Descriptors and stage buffers take the tile's box: at the tile.
    let tile_at = place(plan, tp.tile_pos);
    // Descriptors: parameters, or made here from a group's memref.
    let mut maps = Vec::new();
    let mut map_of = Vec::new();
    for (i, p) in plan.params.iter().enumerate() {
        map_of.push(maps.len());
        maps.push(match p {
            ParamPlan::TensorMap { .. } => k.arg_tensor_map(i)?,
            ParamPlan::MemRef { .. } => {
                k.at(&tile_at).make_tensormap(&k.arg_memref(i)?, &tp.made)?
            }
            // A group-table walk's parameters (never in a tiles walk).
            ParamPlan::Table { .. } | ParamPlan::Count { .. } => continue,
        });
    }
    let stages = plan.stages as usize;
    let [rows, cols] = tp.tile;
    let clustered = plan.cluster > 1;
    let mut bufs = Vec::new();
    let mut dbufs = Vec::new();
    let mut bars = Vec::new();
    let mut empty = Vec::new();
    for s in 0..stages {
        let spec = MemRefSpec::shared(tp.element, Shape::outermost_first([rows, cols]));
        let tile = k.at(&tile_at);
        bufs.push(tile.shared(&format!("{}_stage{s}", plan.name), &spec, 1024)?);
        if tp.adds_in_smem() {
            dbufs.push(tile.shared(&format!("{}_acc{s}", plan.name), &spec, 1024)?);
        }
        bars.push(k.barrier(&format!("{}_bar{s}", plan.name))?);
        if clustered {
            empty.push(k.barrier(&format!("{}_empty{s}", plan.name))?);
        }
    }
    let cluster = i64::from(plan.cluster);
    let (bid, grid) = cta_and_count(&k, plan)?;
    let (cta, ctas) = if clustered {
        let c = k.index(cluster)?;
        (k.div_u(bid, c)?, k.div_u(grid, c)?)
    } else {
        (bid, grid)
    };
    let rank = if clustered {
        k.cluster_block_id(Dim::X)?
    } else {
        k.index(0)?
    };
    // n = #{ i : cta + i * ctas < total } (cta < ctas, so no underflow).
    let total: i64 = tp.groups.iter().map(Group::tiles).sum();
    let span = k.sub(k.add(k.index(total)?, ctas)?, k.add(cta, k.index(1)?)?)?;
    let n = k.div_u(span, ctas)?;
    let leader = k.cmp(Compare::Eq, k.thread_id(Dim::X)?, k.index(0)?)?;
    let w = Walk {
        plan,
        tp,
        maps,
        map_of,
        bufs,
        dbufs,
        bars,
        empty,
        leader,
        load_at: place(plan, tp.load_pos),
        out_at: tp.outs.iter().map(|o| place(plan, o.pos)).collect(),
        prefetch_at: tp.prefetch.as_ref().map(|(_, _, pos)| place(plan, *pos)),
        all: tp.adds_in_smem(),
        cta,
        ctas,
        rank,
        n,
    };
    let lookahead = tp.lookahead as usize;
    k.if_then(leader, |b| {
        for bar in &w.bars {
            b.mbarrier_init(bar, b.i32(1)?)?;
        }
        for bar in &w.empty {
            b.mbarrier_init(bar, b.i32(plan.cluster as i32)?)?;
        }
        if clustered {
            b.fence_mbarrier_init()?;
        }
        b.fence_proxy_async(ProxySpace::SharedCta)
    })?;
    if clustered {
        // No peer may signal a barrier before its init.
        k.cluster_sync()?;
    } else if w.all {
        // Every thread waits on the barriers: after their inits.
        k.sync_threads()?;
    }
    let s_count = k.index(stages as i64)?;
    let ring = |b: &Body<'_, '_>| -> Result<(), BuildError> {
        w.lead(b, |b| {
            for j in 0..lookahead {
                let jj = b.index(j as i64)?;
                b.if_then(b.cmp(Compare::Ult, jj, w.n)?, |b| w.issue(b, jj, j))?;
            }
            Ok(())
        })?;
        let rounds = b.div_u(b.add(w.n, b.index(stages as i64 - 1)?)?, s_count)?;
        b.for_range(b.index(0)?, rounds, b.index(1)?, |b, round| {
            for s in 0..stages {
                let i = b.add(b.mul(round, s_count)?, b.index(s as i64)?)?;
                b.if_then(b.cmp(Compare::Ult, i, w.n)?, |b| {
                    if lookahead == 0 {
                        // One stage: refill it once its last tile is out.
                        w.lead(b, |b| {
                            if !clustered {
                                b.bulk_wait(0, true)?;
                                return w.issue(b, i, s);
                            }
                            b.if_then(b.cmp(Compare::Uge, i, b.index(1)?)?, |b| {
                                b.bulk_wait(0, true)?;
                                w.release(b, s)
                            })?;
                            w.refill(b, i, s)
                        })?;
                    }
                    w.write_out(b, i, s, round)?;
                    if lookahead == 0 {
                        return Ok(());
                    }
                    w.lead(b, |b| {
                        if clustered {
                            // Tile i - 1's stage is free in this CTA once its
                            // store has read it: release it in every CTA if
                            // tile i - 1 + S will be loaded into it.
                            let prev = (s + stages - 1) % stages;
                            let refilled = b.add(i, b.index(stages as i64 - 1)?)?;
                            let used = b.cmp(Compare::Uge, i, b.index(1)?)?;
                            let again = b.cmp(Compare::Ult, refilled, w.n)?;
                            b.if_then(b.and(used, again)?, |b| {
                                b.bulk_wait(1, true)?;
                                w.release(b, prev)
                            })?;
                        }
                        let j = b.add(i, b.index(lookahead as i64)?)?;
                        let sj = (s + lookahead) % stages;
                        b.if_then(b.cmp(Compare::Ult, j, w.n)?, |b| {
                            if clustered {
                                return w.refill(b, j, sj);
                            }
                            // The store of tile j - S (stage sj) has read it.
                            b.bulk_wait((stages - lookahead) as u32, true)?;
                            w.issue(b, j, sj)
                        })
                    })
                })?;
            }
            Ok(())
        })?;
        w.lead(b, |b| b.bulk_wait(0, true))
    };
    if w.all {
        ring(k.body())?;
    } else {
        k.if_then(leader, |b| ring(b))?;
    }
    if clustered {
        // No CTA exits while a peer may still multicast into it.
        k.cluster_sync()?;
    }
    Ok(())
}

/// Waits on the ring mbarrier `bar` for its phase of round `round` (parity
/// `round mod 2`).
fn wait_round<'c, 'a>(
    b: &Body<'c, 'a>,
    bar: &MemRef<'c, 'a>,
    round: Index<'c, 'a>,
) -> Result<(), BuildError> {
    let parity: I32 = b.cast(b.and(round, b.index(1)?)?)?;
    b.mbarrier_wait_parity(bar, parity)
}
