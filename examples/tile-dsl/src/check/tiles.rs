//! A tiles walk: the tile, the stage budget, the groups, the statements
//! (prefetch, one load, stores and reduces), multicast and replicas, and
//! the parameters with the box each use needs.

use super::settings::Settings;
use super::SMEM_LIMIT;
use super::{err, Result};
use crate::ast::*;
use crate::error::{Pos, SourceError};
use crate::plan::*;
use std::collections::HashMap;
use tile_compiler::builder::TensorMapSpec;

/// The plan of a tiles walk (`for t in tiles(T)`), its parameters into `params`.
pub(super) fn tiles_plan(
    program: &Program,
    the_loop: &Loop,
    over: &TensorDecl,
    tensors: &HashMap<&str, (&TensorDecl, usize)>,
    s: &Settings,
    params: &mut Vec<ParamPlan>,
) -> Result<TilesPlan> {
    let Some((tile, tile_pos)) = &s.tile else {
        return err(
            program.pos,
            "missing-setting",
            "a tiles walk needs 'tile [rows, cols];'",
        );
    };
    let el = over.dtype;
    let &[rows, cols] = tile.as_slice() else {
        return err(
            *tile_pos,
            "tile-rank",
            format!("a tile is [rows, cols], got {} extents", tile.len()),
        );
    };
    for d in [rows, cols] {
        if !(1..=256).contains(&d) {
            return err(
                *tile_pos,
                "tile-box",
                format!("box extent {d} is outside 1..=256 (TMA)"),
            );
        }
    }
    if (cols * el.bytes() as i64) % 16 != 0 {
        return err(
            *tile_pos,
            "tile-box",
            format!(
                "a box row of {cols} x {} is {} bytes, not a multiple of 16",
                over.dtype.mlir_name(),
                cols * el.bytes() as i64
            ),
        );
    }
    let box_bytes = rows * cols * el.bytes() as i64;
    let (stages, stages_pos) = s.stages;
    if stages * box_bytes > SMEM_LIMIT {
        return err(
            stages_pos,
            "smem-budget",
            format!("{stages} stages of {box_bytes}-byte tiles need {} bytes of shared memory (at most {SMEM_LIMIT})", stages * box_bytes),
        );
    }
    // The walk's groups.
    let shapes: Vec<Vec<i64>> = match &over.layout {
        Layout::Dense(sh) | Layout::Replicas(sh, _) => vec![sh.clone()],
        Layout::Groups(g) => g.clone(),
        Layout::Im2col { .. } => {
            return err(
                the_loop.over_pos,
                "walk-kind",
                format!(
                    "'{}' is an im2col input: walk it with columns(...)",
                    over.name
                ),
            )
        }
    };
    let mut groups = Vec::new();
    let mut start = 0;
    for sh in &shapes {
        if sh.len() != 2 {
            return err(
                over.pos,
                "tile-rank",
                format!(
                    "a tiles walk takes 2-D tensors, '{}' has rank {}",
                    over.name,
                    sh.len()
                ),
            );
        }
        let g = Group {
            tiles_x: (sh[1] + cols - 1) / cols,
            tiles_y: (sh[0] + rows - 1) / rows,
            start,
        };
        start = start.saturating_add(g.tiles());
        groups.push(g);
    }
    if start > i64::from(i32::MAX) {
        return err(
            the_loop.over_pos,
            "tensor-shape",
            format!("{start} tiles: too many"),
        );
    }
    let grouped = matches!(over.layout, Layout::Groups(_));
    let (cluster, cluster_pos) = s.cluster;
    // The statements: prefetches, one load, then stores and reduces.
    let mut load: Option<(Operand, bool, &str)> = None;
    let mut outs = Vec::new();
    let mut prefetch = None;
    let mut kinds: HashMap<&str, (bool, Pos)> = HashMap::new(); // tensor -> loaded with multicast
    for st in &the_loop.body {
        match &st.stmt {
            Stmt::Load { access, multicast } => {
                if load.is_some() {
                    return err(
                        st.pos,
                        "load-count",
                        "a tiles walk loads one tensor per tile",
                    );
                }
                if *multicast && cluster == 1 {
                    return err(
                        st.pos,
                        "multicast-cluster",
                        "'multicast' needs 'cluster N;' with N > 1",
                    );
                }
                if !*multicast && cluster > 1 {
                    return err(
                        st.pos,
                        "cluster-multicast",
                        format!("with cluster {cluster} the load must be 'multicast'"),
                    );
                }
                if *multicast && rows % cluster != 0 {
                    return err(
                        st.pos,
                        "multicast-split",
                        format!("tile rows {rows} do not split into {cluster} slices"),
                    );
                }
                if access.ahead != 0 || access.per_cta {
                    return err(access.var_pos, "access", "a load reads tile [t]");
                }
                let op = operand(access, tensors, grouped, cluster, groups.len())?;
                kinds.insert(&access.tensor, (*multicast, access.pos));
                load = Some((op, *multicast, &access.tensor));
            }
            Stmt::Store(access) | Stmt::Reduce(_, access) => {
                if load.is_none() {
                    return err(
                        st.pos,
                        "load-first",
                        "a tile is stored or reduced after its load",
                    );
                }
                if access.ahead != 0 {
                    return err(access.var_pos, "access", "a store writes tile [t]");
                }
                if let Stmt::Reduce(kind, _) = &st.stmt {
                    reduce_dtype(st.pos, *kind, over.dtype)?;
                }
                if let Some((true, pos)) = kinds.get(access.tensor.as_str()) {
                    return err(access.pos, "box-conflict", format!("'{}' is loaded with multicast slices at {pos}: store into another tensor", access.tensor));
                }
                kinds.insert(&access.tensor, (false, access.pos));
                let kind = match &st.stmt {
                    Stmt::Reduce(k, _) => OutKind::Reduce(*k),
                    _ => OutKind::Store,
                };
                outs.push(Out {
                    kind,
                    operand: operand(access, tensors, grouped, cluster, groups.len())?,
                });
            }
            Stmt::Prefetch(access) => {
                if access.ahead < 1 {
                    return err(
                        access.var_pos,
                        "prefetch-ahead",
                        format!(
                            "prefetch reads a later tile [t + k], k >= 1, got k = {}",
                            access.ahead
                        ),
                    );
                }
                if prefetch.is_some() {
                    return err(st.pos, "load-count", "one prefetch per walk");
                }
                if access.per_cta {
                    return err(access.var_pos, "access", "a prefetch reads tile [t + k]");
                }
                prefetch = Some((
                    operand(access, tensors, grouped, cluster, groups.len())?,
                    access.ahead,
                    access.pos,
                ));
            }
        }
    }
    let Some((load, multicast, loaded)) = load else {
        return err(the_loop.pos, "load-count", "the walk loads nothing");
    };
    if outs.is_empty() {
        return err(the_loop.pos, "no-output", "the walk stores nothing");
    }
    if let Some((_, _, pos)) = &prefetch {
        if multicast {
            return err(
                *pos,
                "prefetch-ahead",
                "prefetch is not combined with multicast",
            );
        }
    }
    let _ = cluster_pos;
    // The parameters: every tensor in order, with the box its use needs.
    let full = TensorMapSpec::tiled(el, &[cols, rows]);
    let slice = TensorMapSpec::tiled(el, &[cols, rows / i64::from(cluster as i32)]);
    for t in &program.tensors {
        let spec = if multicast && t.name == loaded {
            slice.clone()
        } else {
            full.clone()
        };
        match &t.layout {
            Layout::Dense(_) => params.push(ParamPlan::TensorMap {
                name: t.name.clone(),
                spec,
            }),
            Layout::Replicas(_, n) => {
                for k in 0..*n {
                    params.push(ParamPlan::TensorMap {
                        name: format!("{}_{k}", t.name),
                        spec: spec.clone(),
                    });
                }
            }
            Layout::Groups(g) => {
                for (k, sh) in g.iter().enumerate() {
                    params.push(ParamPlan::MemRef {
                        name: format!("{}_{k}", t.name),
                        shape: [sh[0], sh[1]],
                    });
                }
            }
            Layout::Im2col { .. } => {
                return err(
                    t.pos,
                    "walk-kind",
                    format!(
                        "'{}' is an im2col input: only a columns walk reads it",
                        t.name
                    ),
                )
            }
        }
    }
    Ok(TilesPlan {
        tile: [rows, cols],
        element: el,
        groups,
        load,
        multicast,
        outs,
        prefetch: prefetch.map(|(o, k, _)| (o, k)),
        made: full,
    })
}

fn reduce_dtype(pos: Pos, kind: Reduction, dtype: Dtype) -> Result<()> {
    let ok = match kind {
        Reduction::Add => matches!(
            dtype,
            Dtype::F32 | Dtype::F16 | Dtype::BF16 | Dtype::I32 | Dtype::I64
        ),
        Reduction::Min | Reduction::Max => {
            matches!(dtype, Dtype::I32 | Dtype::I64 | Dtype::F16 | Dtype::BF16)
        }
    };
    if ok {
        Ok(())
    } else {
        err(
            pos,
            "reduce-dtype",
            format!("TMA reduce {kind:?} does not take {}", dtype.mlir_name()),
        )
    }
}

/// The descriptor(s) of `access` in a walk.
fn operand(
    access: &Access,
    tensors: &HashMap<&str, (&TensorDecl, usize)>,
    grouped: bool,
    cluster: i64,
    group_count: usize,
) -> Result<Operand> {
    let (t, first) = tensors.get(access.tensor.as_str()).ok_or_else(|| {
        SourceError::new(
            access.pos,
            "unknown-tensor",
            format!("no tensor '{}'", access.tensor),
        )
    })?;
    let op = match &t.layout {
        Layout::Replicas(_, n) => {
            if !access.per_cta {
                return err(
                    access.pos,
                    "per-cta",
                    format!(
                        "'{}' has {n} replicas: write '{}[cta][...]'",
                        t.name, t.name
                    ),
                );
            }
            if *n != cluster {
                return err(
                    access.pos,
                    "per-cta",
                    format!("'{}' has {n} replicas, the cluster {cluster} CTAs", t.name),
                );
            }
            Operand::PerCta((0..*n as usize).map(|k| first + k).collect())
        }
        _ if access.per_cta => {
            return err(
                access.pos,
                "per-cta",
                format!(
                    "'{}' is not replicated ('* N'): [cta] needs one tensor per CTA",
                    t.name
                ),
            )
        }
        Layout::Groups(g) => {
            if !grouped || g.len() != group_count {
                return err(
                    access.pos,
                    "group-mismatch",
                    format!(
                        "'{}' has {} groups, the walk {group_count}",
                        t.name,
                        g.len()
                    ),
                );
            }
            Operand::PerGroup((0..g.len()).map(|k| first + k).collect())
        }
        Layout::Dense(_) => {
            if grouped {
                return err(
                    access.pos,
                    "group-mismatch",
                    format!(
                        "'{}' is one tensor, the walk is over {group_count} groups",
                        t.name
                    ),
                );
            }
            Operand::Map(*first)
        }
        Layout::Im2col { .. } => {
            return err(
                access.pos,
                "walk-kind",
                format!(
                    "'{}' is an im2col input: only a columns walk reads it",
                    t.name
                ),
            )
        }
    };
    if let Layout::Replicas(sh, _) | Layout::Dense(sh) = &t.layout {
        if sh.len() != 2 {
            return err(
                access.pos,
                "tile-rank",
                format!(
                    "a tiles walk takes 2-D tensors, '{}' has rank {}",
                    t.name,
                    sh.len()
                ),
            );
        }
    }
    Ok(op)
}
