//! Semantic checks: a parsed [`Program`] to a [`Plan`], or the first
//! broken rule, located at the construct that breaks it. The rules (ids
//! in brackets) are listed in the README: the DSL's own — what the
//! compiler cannot know (the language, the tensors' shapes the launcher
//! encodes, the walk, the pipeline, clusters and replicas). The
//! compiler's rules on what the lowering builds are not repeated: they
//! are checked when the plan is built ([`crate::check_plan`],
//! [`crate::compile`]) and reported at the program's places.

use crate::ast::*;
use crate::error::{Pos, SourceError};
use crate::plan::*;
use std::collections::HashMap;

mod im2col;
mod settings;
mod table;
mod tiles;

use im2col::im2col_plan;
use settings::settings;
use table::group_table_plan;
use tiles::tiles_plan;

/// The largest tensor extent: TMA coordinates are signed 32-bit.
pub const MAX_EXTENT: i64 = i32::MAX as i64;

pub(crate) type Result<T> = std::result::Result<T, SourceError>;

/// An error at `pos` breaking `rule`.
pub(crate) fn err<T>(pos: Pos, rule: &'static str, message: impl Into<String>) -> Result<T> {
    Err(SourceError::new(pos, rule, message))
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
        let el = t.dtype.bytes() as i64;
        let shapes: Vec<&Vec<i64>> = match &t.layout {
            Layout::Dense(s) | Layout::Replicas(s, _) | Layout::Im2col { shape: s, .. } => vec![s],
            Layout::Groups(g) => g.iter().collect(),
            Layout::GroupTable => Vec::new(),
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
                        t.dtype.mlir_name(),
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
            Layout::GroupTable => 0,
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
            | Stmt::Reduce(_, access, _)
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
                    t.dtype.mlir_name(),
                    over.name,
                    over.dtype.mlir_name()
                ),
            );
        }
    }
    let mut params = Vec::new();
    let mut remarks = Vec::new();
    let table = program
        .tensors
        .iter()
        .any(|t| t.layout == Layout::GroupTable);
    let work = match the_loop.walk {
        Walk::Tiles if table => Work::GroupTable(group_table_plan(
            program,
            the_loop,
            &s,
            cluster,
            &mut params,
        )?),
        Walk::Tiles => {
            let tiles = tiles_plan(
                program,
                the_loop,
                over,
                &tensors,
                &s,
                &mut params,
                &mut remarks,
            )?;
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
        pos: program.pos,
        file: None,
        loop_pos: the_loop.pos,
        target: s.target,
        threads: threads as u32,
        grid: [grid[0] as u32, grid[1] as u32],
        cluster: cluster as u32,
        stages: s.stages.0 as u32,
        params,
        work,
        remarks,
    })
}
