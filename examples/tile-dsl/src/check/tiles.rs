//! A tiles walk: the tile, the groups, the statements (prefetch, one
//! load, stores and reduces), multicast and replicas, and the parameters
//! with the box each use needs. The rules of the compiler (the box of a
//! descriptor, the static shared memory of a kernel, the element types of
//! a TMA reduction) are not repeated here: the lowering puts the tile
//! setting's, the kernel's and each statement's place on what it builds,
//! and the compiler reports them there.

use super::settings::Settings;
use super::MAX_EXTENT;
use super::{err, Result};
use crate::ast::*;
use crate::error::{Pos, SourceError};
use crate::plan::*;
use std::collections::HashMap;
use tile_compiler::builder::{BoxDims, TensorMapSpec};

/// The plan of a tiles walk (`for t in tiles(T)`), its parameters into
/// `params`, the choices it made into `remarks`.
pub(super) fn tiles_plan(
    program: &Program,
    the_loop: &Loop,
    over: &TensorDecl,
    tensors: &HashMap<&str, (&TensorDecl, usize)>,
    s: &Settings,
    params: &mut Vec<ParamPlan>,
    remarks: &mut Vec<Remark>,
) -> Result<TilesPlan> {
    let Some((tile, tile_pos)) = &s.tile else {
        return err(
            program.pos,
            "missing-setting",
            "a tiles walk needs 'tile [rows, cols];'",
        );
    };
    let &[rows, given_cols] = tile.as_slice() else {
        return err(
            *tile_pos,
            "tile-rank",
            format!("a tile is [rows, cols], got {} extents", tile.len()),
        );
    };
    let (stages, _) = s.stages;
    // A plain copy moves bit patterns: it may go over a wider element.
    let widen = widening(program, the_loop, over.dtype, given_cols).filter(|_| s.widen);
    let (el, cols) = match widen {
        Some(w) => (Dtype::I64, given_cols / w),
        None => (over.dtype, given_cols),
    };
    // The walk's tile grid needs a tile of at least one element (TMA's
    // box rules are the compiler's: [box-dim-range], [box-inner-bytes]).
    for d in [rows, cols] {
        if !(1..=MAX_EXTENT).contains(&d) {
            return err(
                *tile_pos,
                "tile-box",
                format!(
                    "tile extent {d} of {} is outside 1..={MAX_EXTENT}",
                    el.mlir_name()
                ),
            );
        }
    }
    if let Some(w) = widen {
        remarks.push(Remark {
            pos: *tile_pos,
            rule: "widen",
            message: format!(
                "a plain copy of {}: done over i64 ({w} elements each; every tensor's rows \
                 and tile {rows} x {given_cols} divide), a {rows} x {cols} i64 box of \
                 {}-byte rows; the kernel's tensor maps are i64 [rows, cols / {w}]",
                over.dtype.mlir_name(),
                cols * 8
            ),
        });
    }
    // A pipelined `reduce add` adds in shared memory: a stage holds the
    // loaded tile and the destination's.
    let in_smem = stages >= 2
        && the_loop.body.iter().any(|st| {
            matches!(
                st.stmt,
                Stmt::Reduce(Reduction::Add, _, ReduceForm::Default)
            )
        });
    // The kernel's static shared memory (stages x tiles and barriers) is
    // the compiler's rule: [smem-static] at the kernel.
    let box_bytes = rows.saturating_mul(cols).saturating_mul(el.bytes() as i64);
    let stage_bytes = if in_smem {
        box_bytes.saturating_mul(2)
    } else {
        box_bytes
    };
    let lookahead = s.lookahead.map_or(stages - 1, |(l, _)| l);
    // The walk's groups.
    let shapes: Vec<Vec<i64>> = match &over.layout {
        Layout::Dense(sh) | Layout::Replicas(sh, _) => vec![sh.clone()],
        Layout::Groups(g) => g.clone(),
        Layout::GroupTable => {
            return err(
                the_loop.over_pos,
                "group-table",
                format!(
                    "'{}' is a groups table tensor: every tensor of its walk must be one",
                    over.name
                ),
            )
        }
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
            tiles_x: (sh[1] / widen.unwrap_or(1) + cols - 1) / cols,
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
    let mut load: Option<(Operand, bool, &str, Pos)> = None;
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
                load = Some((op, *multicast, &access.tensor, st.pos));
            }
            Stmt::Store(access) | Stmt::Reduce(_, access, _) => {
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
                if let Some((true, pos)) = kinds.get(access.tensor.as_str()) {
                    return err(access.pos, "box-conflict", format!("'{}' is loaded with multicast slices at {pos}: store into another tensor", access.tensor));
                }
                kinds.insert(&access.tensor, (false, access.pos));
                let kind = match &st.stmt {
                    Stmt::Reduce(Reduction::Add, _, ReduceForm::Default) if in_smem => {
                        if !outs.is_empty() || multicast_load(&load) {
                            return err(
                                st.pos,
                                "reduce-smem",
                                "a pipelined 'reduce add' adds in shared memory: it is the \
                                 walk's only output, without multicast (write 'reduce add \
                                 T[t] tma;' for the TMA reduction)",
                            );
                        }
                        remarks.push(Remark {
                            pos: st.pos,
                            rule: "reduce-smem",
                            message: format!(
                                "reduce add in shared memory: each of the {stages} stages \
                                 holds the loaded and the '{}' tile ({stage_bytes} bytes), \
                                 every thread adds, the sum is TMA-stored ('tma' after the \
                                 access: the TMA reduction)",
                                access.tensor
                            ),
                        });
                        OutKind::AddInSmem
                    }
                    Stmt::Reduce(k, _, _) => OutKind::Reduce(*k),
                    _ => OutKind::Store,
                };
                if !outs.is_empty() && outs.iter().any(|o: &Out| o.kind == OutKind::AddInSmem) {
                    return err(
                        st.pos,
                        "reduce-smem",
                        "a pipelined 'reduce add' in shared memory is the walk's only output \
                         (write 'reduce add T[t] tma;' for the TMA reduction)",
                    );
                }
                outs.push(Out {
                    kind,
                    operand: operand(access, tensors, grouped, cluster, groups.len())?,
                    pos: st.pos,
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
    let Some((load, multicast, loaded, load_pos)) = load else {
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
    let full = TensorMapSpec::tiled(el, BoxDims::outermost_first([rows, cols]));
    let slice = TensorMapSpec::tiled(
        el,
        BoxDims::outermost_first([rows / i64::from(cluster as i32), cols]),
    );
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
                pos: *tile_pos,
            }),
            Layout::Replicas(_, n) => {
                for k in 0..*n {
                    params.push(ParamPlan::TensorMap {
                        name: format!("{}_{k}", t.name),
                        spec: spec.clone(),
                        pos: *tile_pos,
                    });
                }
            }
            Layout::Groups(g) => {
                for (k, sh) in g.iter().enumerate() {
                    params.push(ParamPlan::MemRef {
                        name: format!("{}_{k}", t.name),
                        shape: [sh[0], sh[1]],
                        pos: t.pos,
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
            Layout::GroupTable => {
                return err(
                    t.pos,
                    "group-table",
                    format!(
                        "'{}' is a groups table tensor: every tensor of its walk must be one",
                        t.name
                    ),
                )
            }
        }
    }
    Ok(TilesPlan {
        tile: [rows, cols],
        tile_pos: *tile_pos,
        element: el,
        groups,
        load,
        load_pos,
        multicast,
        outs,
        prefetch,
        made: full,
        lookahead,
        widened_from: widen.map(|_| over.dtype),
    })
}

/// Whether the load seen so far is a multicast.
fn multicast_load(load: &Option<(Operand, bool, &str, Pos)>) -> bool {
    matches!(load, Some((_, true, _, _)))
}

/// The widening factor of a plain copy, if it may go over `i64`
/// elements: no reduce (a copy moves bit patterns; zero fill is zero in
/// every type), an element narrower than 8 bytes, every tensor dense or
/// replicated (descriptors the launcher encodes) with an innermost extent
/// that divides into whole `i64`s, and tile columns that do too.
fn widening(program: &Program, the_loop: &Loop, dtype: Dtype, cols: i64) -> Option<i64> {
    let bytes = dtype.bytes() as i64;
    if bytes >= 8 {
        return None;
    }
    let w = 8 / bytes;
    let copies = the_loop
        .body
        .iter()
        .all(|st| !matches!(st.stmt, Stmt::Reduce(..)));
    let divides = program.tensors.iter().all(|t| match &t.layout {
        Layout::Dense(sh) | Layout::Replicas(sh, _) => sh.last().is_some_and(|d| d % w == 0),
        _ => false,
    });
    (copies && divides && cols % w == 0).then_some(w)
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
        Layout::GroupTable => {
            return err(
                access.pos,
                "group-table",
                format!(
                    "'{}' is a groups table tensor: every tensor of its walk must be one",
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
