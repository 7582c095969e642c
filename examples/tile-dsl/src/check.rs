//! Semantic checks: a parsed [`Program`] to a [`Plan`], or the first
//! broken rule, located at the construct that breaks it. The rules (ids
//! in brackets) are listed in the README.

use crate::ast::*;
use crate::error::{Pos, SourceError};
use crate::plan::*;
use std::collections::HashMap;
use tile_compiler::builder::{Element, TensorMapSpec};
use tile_compiler::Target;

/// Static shared memory a kernel may declare (the stage ring), bytes.
pub const SMEM_LIMIT: i64 = 48 * 1024;

/// The largest tensor extent: TMA coordinates are signed 32-bit.
pub const MAX_EXTENT: i64 = i32::MAX as i64;

type Result<T> = std::result::Result<T, SourceError>;

fn err<T>(pos: Pos, rule: &'static str, message: impl Into<String>) -> Result<T> {
    Err(SourceError::new(pos, rule, message))
}

/// The builder's element type of a dtype.
pub fn element(dtype: Dtype) -> Element {
    match dtype {
        Dtype::I8 => Element::I8,
        Dtype::I16 => Element::I16,
        Dtype::I32 => Element::I32,
        Dtype::I64 => Element::I64,
        Dtype::F16 => Element::F16,
        Dtype::BF16 => Element::BF16,
        Dtype::F32 => Element::F32,
        Dtype::F64 => Element::F64,
    }
}

struct Settings {
    target: Target,
    threads: Option<(i64, Pos)>,
    grid: Option<([i64; 2], Pos)>,
    cluster: (i64, Pos),
    stages: (i64, Pos),
    tile: Option<(Vec<i64>, Pos)>,
}

fn settings(program: &Program) -> Result<Settings> {
    let mut s = Settings {
        target: Target::parse("sm_90a").or_else(|e| err(program.pos, "target", e.to_string()))?,
        threads: None,
        grid: None,
        cluster: (1, program.pos),
        stages: (1, program.pos),
        tile: None,
    };
    let mut seen: HashMap<std::mem::Discriminant<Setting>, Pos> = HashMap::new();
    for at in &program.settings {
        if let Some(first) = seen.insert(std::mem::discriminant(&at.setting), at.pos) {
            return err(
                at.pos,
                "duplicate-setting",
                format!("this setting was already given at {first}"),
            );
        }
        let range = |v: i64, lo: i64, hi: i64, what: &str| -> Result<()> {
            if (lo..=hi).contains(&v) {
                Ok(())
            } else {
                err(
                    at.pos,
                    "setting-range",
                    format!("{what} {v} is outside {lo}..={hi}"),
                )
            }
        };
        match &at.setting {
            Setting::Target(t) => {
                s.target =
                    Target::parse(t).or_else(|e| err(at.pos, "target", format!("'{t}': {e}")))?
            }
            Setting::Threads(v) => {
                range(*v, 32, 1024, "threads")?;
                if v % 32 != 0 {
                    return err(
                        at.pos,
                        "setting-range",
                        format!("threads {v} is not a multiple of 32"),
                    );
                }
                s.threads = Some((*v, at.pos));
            }
            Setting::Grid(v) => {
                let grid = match v.as_slice() {
                    [x] => [*x, 1],
                    [x, y] => [*x, *y],
                    _ => {
                        return err(
                            at.pos,
                            "setting-range",
                            format!("a grid is x or [x, y], got {} extents", v.len()),
                        )
                    }
                };
                range(grid[0], 1, i64::from(i32::MAX), "grid x")?;
                range(grid[1], 1, 65535, "grid y")?;
                s.grid = Some((grid, at.pos));
            }
            Setting::Cluster(v) => {
                if ![1, 2, 4, 8].contains(v) {
                    return err(
                        at.pos,
                        "setting-range",
                        format!("cluster {v} is not 1, 2, 4 or 8"),
                    );
                }
                s.cluster = (*v, at.pos);
            }
            Setting::Stages(v) => {
                range(*v, 1, 8, "stages")?;
                s.stages = (*v, at.pos);
            }
            Setting::Tile(b) => s.tile = Some((b.clone(), at.pos)),
        }
    }
    Ok(s)
}

/// Checks `program` and plans its kernel.
pub fn check(program: &Program) -> Result<Plan> {
    let s = settings(program)?;
    let Some((threads, _)) = s.threads else {
        return err(
            program.pos,
            "missing-setting",
            "the kernel needs 'threads N;'",
        );
    };
    let Some((grid, grid_pos)) = s.grid else {
        return err(program.pos, "missing-setting", "the kernel needs 'grid N;'");
    };
    let (cluster, cluster_pos) = s.cluster;
    if grid[0] % cluster != 0 || (cluster > 1 && grid[1] != 1) {
        return err(
            grid_pos,
            "grid-cluster",
            format!("grid {grid:?} is not a row of whole clusters of {cluster}"),
        );
    }
    // Tensors and their parameters.
    let mut tensors: HashMap<&str, (&TensorDecl, usize)> = HashMap::new();
    let mut params_at = 0usize;
    for t in &program.tensors {
        if let Some((first, _)) = tensors.get(t.name.as_str()) {
            return err(
                t.pos,
                "dup-tensor",
                format!("tensor '{}' is already declared at {}", t.name, first.pos),
            );
        }
        let el = element(t.dtype).bytes() as i64;
        let shapes: Vec<&Vec<i64>> = match &t.layout {
            Layout::Dense(s) | Layout::Replicas(s, _) | Layout::Im2col { shape: s, .. } => vec![s],
            Layout::Groups(g) => g.iter().collect(),
        };
        for shape in &shapes {
            if let Some(d) = shape.iter().find(|d| !(1..=MAX_EXTENT).contains(*d)) {
                return err(
                    t.pos,
                    "tensor-shape",
                    format!(
                        "tensor '{}' has extent {d} (1 ..= {MAX_EXTENT}: TMA coordinates are 32-bit)",
                        t.name
                    ),
                );
            }
            if shape.len() > 5 {
                return err(
                    t.pos,
                    "tensor-shape",
                    format!("tensor '{}' has rank {} (at most 5)", t.name, shape.len()),
                );
            }
            if shape.len() > 1 && (shape[shape.len() - 1] * el) % 16 != 0 {
                return err(
                    t.pos,
                    "tensor-pitch",
                    format!(
                        "tensor '{}': a row of {} x {} is {} bytes, not a multiple of 16 (TMA row pitch)",
                        t.name,
                        shape[shape.len() - 1],
                        t.dtype.name(),
                        shape[shape.len() - 1] * el
                    ),
                );
            }
        }
        let count = match &t.layout {
            Layout::Replicas(_, n) if !(1..=8).contains(n) => {
                return err(
                    t.pos,
                    "tensor-shape",
                    format!("tensor '{}' has {n} replicas (1 ..= 8)", t.name),
                )
            }
            Layout::Replicas(_, n) => *n as usize,
            Layout::Groups(g) => g.len(),
            _ => 1,
        };
        tensors.insert(&t.name, (t, params_at));
        params_at += count;
    }
    let [the_loop] = program.loops.as_slice() else {
        let pos = program.loops.get(1).map_or(program.pos, |l| l.pos);
        return err(
            pos,
            "one-loop",
            format!(
                "a kernel has exactly one loop, found {}",
                program.loops.len()
            ),
        );
    };
    let (over, _) = *tensors.get(the_loop.over.as_str()).ok_or_else(|| {
        SourceError::new(
            the_loop.over_pos,
            "unknown-tensor",
            format!("no tensor '{}'", the_loop.over),
        )
    })?;
    for st in &the_loop.body {
        let access = match &st.stmt {
            Stmt::Load { access, .. }
            | Stmt::Store(access)
            | Stmt::Reduce(_, access)
            | Stmt::Prefetch(access) => access,
        };
        if access.var != the_loop.var {
            return err(
                access.var_pos,
                "loop-var",
                format!(
                    "'{}' is not the loop variable '{}'",
                    access.var, the_loop.var
                ),
            );
        }
        let (t, _) = tensors.get(access.tensor.as_str()).ok_or_else(|| {
            SourceError::new(
                access.pos,
                "unknown-tensor",
                format!("no tensor '{}'", access.tensor),
            )
        })?;
        if t.dtype != over.dtype {
            return err(
                access.pos,
                "dtype-mismatch",
                format!(
                    "tensor '{}' is {}, the loop's '{}' is {}",
                    t.name,
                    t.dtype.name(),
                    over.name,
                    over.dtype.name()
                ),
            );
        }
    }
    let mut params = Vec::new();
    let work = match the_loop.walk {
        Walk::Tiles => {
            let tiles = tiles_plan(program, the_loop, over, &tensors, &s, &mut params)?;
            Work::Tiles(Box::new(tiles))
        }
        Walk::Columns => {
            if s.stages.0 != 1 {
                return err(s.stages.1, "stages-walk", "a columns walk has one stage");
            }
            if cluster != 1 {
                return err(
                    cluster_pos,
                    "cluster-multicast",
                    "a columns walk runs without a cluster",
                );
            }
            Work::Im2col(im2col_plan(the_loop, over, &tensors, &mut params)?)
        }
    };
    Ok(Plan {
        name: program.name.clone(),
        target: s.target,
        threads: threads as u32,
        grid: [grid[0] as u32, grid[1] as u32],
        cluster: cluster as u32,
        stages: s.stages.0 as u32,
        params,
        work,
    })
}

fn tiles_plan(
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
    let el = element(over.dtype);
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
                over.dtype.name(),
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
            format!("TMA reduce {kind:?} does not take {}", dtype.name()),
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

fn im2col_plan(
    the_loop: &Loop,
    over: &TensorDecl,
    tensors: &HashMap<&str, (&TensorDecl, usize)>,
    params: &mut Vec<ParamPlan>,
) -> Result<Im2colPlan> {
    let Layout::Im2col {
        shape,
        window,
        pad,
        pixels,
    } = &over.layout
    else {
        return err(
            the_loop.over_pos,
            "walk-kind",
            format!(
                "columns(...) walks an im2col input, '{}' is not one",
                over.name
            ),
        );
    };
    let el = element(over.dtype);
    let geometry = |m: String| SourceError::new(over.pos, "im2col-geometry", m);
    let &[n, h, w, c] = shape.as_slice() else {
        return Err(geometry(format!(
            "an im2col input is NHWC (rank 4), got rank {}",
            shape.len()
        )));
    };
    let ([r, s], [ph, pw], p) = (*window, *pad, *pixels);
    if !(1..=256).contains(&r) || !(1..=256).contains(&s) || r * s > 256 {
        return Err(geometry(format!(
            "window {window:?}: each extent >= 1, r * s <= 256"
        )));
    }
    if !(0..=32767).contains(&ph) || !(0..=32767).contains(&pw) {
        return Err(geometry(format!("pad {pad:?}: each 0 ..= 32767")));
    }
    let (oh, ow) = (h + 2 * ph - r + 1, w + 2 * pw - s + 1);
    if oh < 1 || ow < 1 {
        return Err(geometry(format!("the output is {oh} x {ow}")));
    }
    let per_image = oh
        .checked_mul(ow)
        .ok_or_else(|| geometry(format!("an output image of {oh} x {ow} pixels: too many")))?;
    if !(1..=256).contains(&p) || p % ow != 0 || per_image % p != 0 {
        return Err(geometry(format!(
            "pixels {p}: a column must be 1..=256 whole output rows of one image (rows of {ow}, images of {} pixels)",
            per_image
        )));
    }
    if c > 256 || (c * el.bytes() as i64) % 16 != 0 {
        return Err(geometry(format!(
            "{c} channels of {}: at most 256, a multiple of 16 bytes",
            over.dtype.name()
        )));
    }
    // Extents are at most 2^32, so N * OH * OW may pass i64: checked.
    let columns = n
        .checked_mul(per_image)
        .map(|pixels_all| pixels_all / p)
        .filter(|c| c * r * s <= i64::from(i32::MAX))
        .ok_or_else(|| {
            geometry(format!(
                "{n} images of {oh} x {ow} pixels: too many columns"
            ))
        })?;
    let taps = r * s;
    // The body: load the input, store the slab.
    let [first, second] = the_loop.body.as_slice() else {
        return err(
            the_loop.pos,
            "columns-body",
            "a columns walk is 'load input[c]; store output[c];'",
        );
    };
    let (
        Stmt::Load {
            access: la,
            multicast: false,
        },
        Stmt::Store(sa),
    ) = (&first.stmt, &second.stmt)
    else {
        return err(
            first.pos,
            "columns-body",
            "a columns walk is 'load input[c]; store output[c];'",
        );
    };
    if la.tensor != over.name || la.ahead != 0 || la.per_cta {
        return err(
            la.pos,
            "columns-body",
            format!("the columns walk loads '{}[{}]'", over.name, the_loop.var),
        );
    }
    let (dst, dst_param) = tensors.get(sa.tensor.as_str()).ok_or_else(|| {
        SourceError::new(
            sa.pos,
            "unknown-tensor",
            format!("no tensor '{}'", sa.tensor),
        )
    })?;
    let want = vec![columns * taps, p, c];
    if dst.layout != Layout::Dense(want.clone()) || sa.ahead != 0 || sa.per_cta {
        return err(
            sa.pos,
            "im2col-output",
            format!(
                "the output of {columns} columns x {taps} taps is a tensor [{}, {}, {}]",
                want[0], want[1], want[2]
            ),
        );
    }
    let (src_param, _) = (tensors[over.name.as_str()].1, ());
    if tensors.len() != 2 {
        return err(
            over.pos,
            "columns-body",
            "a columns walk has exactly its input and output tensors",
        );
    }
    let src_spec = TensorMapSpec::im2col(el, 4, c, p, &[-pw, -ph], &[pw - (s - 1), ph - (r - 1)]);
    let dst_spec = TensorMapSpec::tiled(el, &[c, p, taps]);
    let mut ordered = vec![
        (src_param, over.name.clone(), src_spec),
        (*dst_param, dst.name.clone(), dst_spec),
    ];
    ordered.sort_by_key(|(k, _, _)| *k);
    for (_, name, spec) in ordered {
        if let Err(e) = spec.check() {
            return Err(geometry(format!("{name}: {e}")));
        }
        params.push(ParamPlan::TensorMap { name, spec });
    }
    Ok(Im2colPlan {
        src: src_param,
        dst: *dst_param,
        element: el,
        channels: c,
        pixels: p,
        window: *window,
        pad: *pad,
        out_hw: [oh, ow],
        columns,
    })
}
