//! The tiles walk: a ring of `stages` shared buffers and mbarriers, the
//! prologue, the unrolled stage loop, the cluster variant (see the
//! parent module's documentation).

use super::{cta_and_count, kernel_params};
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
    bars: Vec<MemRef<'c, 'a>>,
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
        let bar = &self.bars[s];
        b.mbarrier_arrive_expect_tx(bar, b.i32(self.tile_bytes())?, None)?;
        let t = self.tile(b, j)?;
        let [rows, cols] = self.tp.tile;
        self.at_tile(b, t, &|b, g, x, y| {
            let desc = self.desc(&self.tp.load, g, 0);
            if self.tp.multicast {
                let slice = rows / i64::from(self.plan.cluster);
                let rank32: I32 = b.cast(self.rank)?;
                let y = b.add(y, b.mul(rank32, b.i32(slice as i32)?)?)?;
                let offset = b.mul(self.rank, b.index(slice * cols)?)?;
                let view = b.view(&self.bufs[s], offset, &[slice, cols])?;
                let mask = ((1u32 << self.plan.cluster) - 1) as i16;
                let options = LoadOptions {
                    multicast: Some(b.i16(mask)?),
                    ..LoadOptions::default()
                };
                b.load(desc, &[x, y], &view, bar, &options)
            } else {
                b.load(desc, &[x, y], &self.bufs[s], bar, &LoadOptions::default())
            }
        })
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
        let parity: I32 = b.cast(b.and(round, b.index(1)?)?)?;
        b.mbarrier_wait_parity(&self.bars[s], parity)?;
        if let Some((operand, ahead)) = &self.tp.prefetch {
            let ahead_i = b.add(i, b.index(*ahead)?)?;
            b.if_then(b.cmp(Compare::Ult, ahead_i, self.n)?, |b| {
                let t = self.tile(b, ahead_i)?;
                self.at_tile(b, t, &|b, g, x, y| {
                    b.prefetch(
                        self.desc(operand, g, 0),
                        &[x, y],
                        &PrefetchOptions::default(),
                    )
                })
            })?;
        }
        let t = self.tile(b, i)?;
        for out in &self.tp.outs {
            self.at_tile(b, t, &|b, g, x, y| {
                let write = |b: &Body<'c, 'a>, replica: usize| -> Result<(), BuildError> {
                    let desc = self.desc(&out.operand, g, replica);
                    let options = StoreOptions::default();
                    match out.kind {
                        OutKind::Store => b.store(&self.bufs[s], desc, &[x, y], &options),
                        OutKind::Reduce(kind) => {
                            let kind = match kind {
                                Reduction::Add => ReduceKind::Add,
                                Reduction::Min => ReduceKind::Min,
                                Reduction::Max => ReduceKind::Max,
                            };
                            b.reduce(kind, &self.bufs[s], desc, &[x, y], &options)
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
    let k = module.kernel(
        &plan.name,
        &kernel_params(plan, tp.element),
        LaunchBounds::threads(plan.threads),
    )?;
    // Descriptors: parameters, or made here from a group's memref.
    let mut maps = Vec::new();
    let mut map_of = Vec::new();
    for (i, p) in plan.params.iter().enumerate() {
        map_of.push(maps.len());
        maps.push(match p {
            ParamPlan::TensorMap { .. } => k.arg_tensor_map(i)?,
            ParamPlan::MemRef { .. } => k.make_tensormap(&k.arg_memref(i)?, &tp.made)?,
        });
    }
    let stages = plan.stages as usize;
    let [rows, cols] = tp.tile;
    let mut bufs = Vec::new();
    let mut bars = Vec::new();
    for s in 0..stages {
        let spec = MemRefSpec::shared(tp.element, &[rows, cols]);
        bufs.push(k.shared(&format!("{}_stage{s}", plan.name), &spec, 1024)?);
        bars.push(k.barrier(&format!("{}_bar{s}", plan.name))?);
    }
    let cluster = i64::from(plan.cluster);
    let (bid, grid) = cta_and_count(&k, plan)?;
    let (cta, ctas) = if cluster > 1 {
        let c = k.index(cluster)?;
        (k.div_u(bid, c)?, k.div_u(grid, c)?)
    } else {
        (bid, grid)
    };
    let rank = if cluster > 1 {
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
        bars,
        cta,
        ctas,
        rank,
        n,
    };
    let clustered = cluster > 1;
    let lookahead = stages - 1;
    if !clustered {
        k.if_then(leader, |b| {
            for bar in &w.bars {
                b.mbarrier_init(bar, b.i32(1)?)?;
            }
            b.fence_proxy_async(ProxySpace::SharedCta)?;
            for j in 0..lookahead {
                let jj = b.index(j as i64)?;
                b.if_then(b.cmp(Compare::Ult, jj, w.n)?, |b| w.issue(b, jj, j))?;
            }
            let s_count = b.index(stages as i64)?;
            let rounds = b.div_u(b.add(w.n, b.index(stages as i64 - 1)?)?, s_count)?;
            b.for_range(b.index(0)?, rounds, b.index(1)?, |b, round| {
                for s in 0..stages {
                    let i = b.add(b.mul(round, s_count)?, b.index(s as i64)?)?;
                    b.if_then(b.cmp(Compare::Ult, i, w.n)?, |b| {
                        if lookahead == 0 {
                            b.bulk_wait(0, true)?;
                            w.issue(b, i, s)?;
                        }
                        w.consume(b, i, s, round)?;
                        if lookahead > 0 {
                            let j = b.add(i, b.index(lookahead as i64)?)?;
                            b.if_then(b.cmp(Compare::Ult, j, w.n)?, |b| {
                                b.bulk_wait(1, true)?;
                                w.issue(b, j, (s + lookahead) % stages)
                            })?;
                        }
                        Ok(())
                    })?;
                }
                Ok(())
            })?;
            b.bulk_wait(0, true)
        })?;
        return Ok(());
    }
    // A cluster: every thread walks; thread 0 does the TMA work.
    k.if_then(leader, |b| {
        for bar in &w.bars {
            b.mbarrier_init(bar, b.i32(1)?)?;
        }
        b.fence_mbarrier_init()?;
        b.fence_proxy_async(ProxySpace::SharedCta)
    })?;
    // No peer may signal a barrier before its init.
    k.cluster_sync()?;
    k.if_then(leader, |b| {
        for j in 0..lookahead {
            let jj = b.index(j as i64)?;
            b.if_then(b.cmp(Compare::Ult, jj, w.n)?, |b| w.issue(b, jj, j))?;
        }
        Ok(())
    })?;
    let s_count = k.index(stages as i64)?;
    let rounds = k.div_u(k.add(w.n, k.index(stages as i64 - 1)?)?, s_count)?;
    k.for_range(k.index(0)?, rounds, k.index(1)?, |b, round| {
        for s in 0..stages {
            let i = b.add(b.mul(round, s_count)?, b.index(s as i64)?)?;
            b.if_then(b.cmp(Compare::Ult, i, w.n)?, |b| {
                if lookahead == 0 {
                    // Every CTA has read the stage (its store of the last
                    // tile) and seen its phase complete before any refills it.
                    b.if_then(leader, |b| b.bulk_wait(0, true))?;
                    stage_free_sync(b)?;
                    b.if_then(leader, |b| w.issue(b, i, s))?;
                }
                b.if_then(leader, |b| w.consume(b, i, s, round))?;
                if lookahead > 0 {
                    let j = b.add(i, b.index(lookahead as i64)?)?;
                    b.if_then(b.cmp(Compare::Ult, j, w.n)?, |b| {
                        b.if_then(leader, |b| b.bulk_wait(1, true))?;
                        stage_free_sync(b)?;
                        b.if_then(leader, |b| w.issue(b, j, (s + lookahead) % stages))
                    })?;
                }
                Ok(())
            })?;
        }
        Ok(())
    })?;
    k.if_then(leader, |b| b.bulk_wait(0, true))?;
    // No CTA exits while a peer may still multicast into it.
    k.cluster_sync()
}

/// The cluster barrier before a stage is refilled (every CTA's store has
/// read it): relaxed and aligned (`barrier.cluster.arrive.relaxed.aligned`,
/// `barrier.cluster.wait.aligned`). Only execution order is needed (the
/// stores' reads completed at `bulk_wait ... read`); the default release
/// form fences at GPU scope (`MEMBAR.ALL.GPU`) every tile, which held the
/// 4-CTA multicast at 0.70x memcpy on an H100 (0.83x relaxed; bench/RESULTS.md).
fn stage_free_sync(b: &Body<'_, '_>) -> Result<(), BuildError> {
    b.cluster_arrive(true, true)?;
    b.cluster_wait(true)
}
