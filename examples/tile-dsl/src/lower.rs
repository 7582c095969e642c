//! The lowering: a [`Plan`] to tile IR through the typed builders of
//! `tile_compiler::builder` (no MLIR text). One kernel per program.
//!
//! A tiles walk (`for t in tiles(T)`) is a ring of `stages` shared
//! buffers, each with its own mbarrier (arrival count 1). CTA (cluster)
//! `c` of `C` takes tiles `t = c + i * C`, `i < n`; with `S` stages and
//! lookahead `L` (default `S - 1`):
//!
//! - prologue: the loads of tiles `0 .. L-1` into stages `0 .. L-1`;
//! - tile `i` (stage `s = i mod S`, round `i div S`): wait for the
//!   stage's mbarrier at parity `(i div S) mod 2`, store / reduce it,
//!   commit a bulk group; then, if tile `j = i + L` exists,
//!   `bulk_wait (S - L) read` (the store of tile `j - S`, which used
//!   stage `j mod S`, has read it) and issue tile `j`'s load into it: the
//!   loads of tiles `i+1 .. i+L` are in flight while tile `i` is stored;
//! - end: `bulk_wait 0 read`.
//!
//! The stage loop is unrolled `S` times inside a loop over rounds, so
//! every stage index is a constant (one shared buffer and mbarrier per
//! stage). With one stage, each tile is loaded, waited for and stored in
//! turn. Thread 0 issues the TMA and mbarrier operations.
//!
//! A reduce-add in shared memory ([`OutKind::AddInSmem`]) gives each stage
//! a second buffer for the destination's tile, loaded with the source tile
//! onto the stage's mbarrier; every thread walks: waits, adds over a
//! strided thread loop, `fence.proxy.async.shared::cta`, a CTA barrier;
//! thread 0 stores the sum, commits and refills as above.
//!
//! With a cluster, every CTA loads `rows / cluster` rows of each tile with
//! a multicast to all (each CTA's mbarrier expects the whole tile), and
//! each stage has an "empty" mbarrier expecting one arrival per CTA: once
//! this CTA's store of tile `i - 1` has read its stage (`bulk_wait 1
//! read`), thread 0 arrives on that stage's empty barrier in every CTA
//! (`release_cta`); before loading tile `j >= S` into stage `j mod S` it
//! waits on its own empty barrier at parity `((j div S) - 1) mod 2` (every
//! CTA released tile `j - S`). Cluster barriers after the inits and before
//! exit only.
//!
//! A columns walk (`for c in columns(X)`) issues one im2col load per
//! filter tap into its slab of one shared buffer, then stores the slabs
//! with one tiled TMA store.
//!
//! `tiles.rs` builds the tiles walk, `im2col.rs` the columns walk.
//!
//! Every op is at a place of the program (an MLIR location the compiler
//! keeps through its passes and reports its rules at): the kernel at its
//! name, each parameter where its type comes from, the stage buffers at
//! the tile setting, each statement's ops (a load with its expected bytes,
//! a store, a reduce, a prefetch) at the statement, the rest of the walk
//! (barriers, the ring, the waits) at the `for`.

mod im2col;
mod table;
mod tiles;

use crate::error::Pos;
use crate::plan::*;
use im2col::build_im2col;
use table::build_group_table;
use tile_compiler::builder::*;
use tiles::build_tiles;

/// Builds the kernel of `plan` into `module` (made with
/// [`ModuleBuilder::new_at`] at the program's start: [`module_place`]).
pub fn build(module: &ModuleBuilder<'_>, plan: &Plan) -> Result<(), BuildError> {
    match &plan.work {
        Work::Tiles(tiles) => build_tiles(module, plan, tiles),
        Work::Im2col(im2col) => build_im2col(module, plan, im2col),
        Work::GroupTable(table) => build_group_table(module, plan, table),
    }
}

/// Place `pos` of the program of `plan`, as the builders take it.
pub fn place(plan: &Plan, pos: Pos) -> Loc {
    Loc::new(plan.source_name(), pos.line, pos.col)
}

/// The place of the module (and its `gpu.module`): the program's start.
pub fn module_place(plan: &Plan) -> Loc {
    place(plan, Pos { line: 1, col: 1 })
}

/// The kernel of `plan`, at its name, each parameter (as the builders
/// take it) at its place; then the loop's place is the current one.
pub(crate) fn kernel<'c, 'm>(
    module: &'m ModuleBuilder<'c>,
    plan: &Plan,
    element: Element,
) -> Result<Kernel<'c, 'm>, BuildError> {
    let params: Vec<(KernelParam, Loc)> = plan
        .params
        .iter()
        .map(|p| {
            let param = match p {
                ParamPlan::TensorMap { spec, .. } => KernelParam::TensorMap(spec.clone()),
                ParamPlan::MemRef { shape, .. } => {
                    KernelParam::MemRef(MemRefSpec::global(element, Shape::outermost_first(*shape)))
                }
                ParamPlan::Table { element, .. } => {
                    KernelParam::MemRef(MemRefSpec::global_dynamic(*element, 1))
                }
                ParamPlan::Count { .. } => KernelParam::I32,
            };
            (param, place(plan, p.pos()))
        })
        .collect();
    module.set_location(Some(&place(plan, plan.pos)));
    let k =
        module.kernel_with_locations(&plan.name, &params, LaunchBounds::threads(plan.threads))?;
    module.set_location(Some(&place(plan, plan.loop_pos)));
    Ok(k)
}

/// This CTA's index `x + y * grid x` and the CTA count (only x for a
/// one-row grid).
pub(crate) fn cta_and_count<'c, 'a>(
    k: &Body<'c, 'a>,
    plan: &Plan,
) -> Result<(Index<'c, 'a>, Index<'c, 'a>), BuildError> {
    let (x, gx) = (k.block_id(Dim::X)?, k.grid_dim(Dim::X)?);
    if plan.grid[1] == 1 {
        return Ok((x, gx));
    }
    let (y, gy) = (k.block_id(Dim::Y)?, k.grid_dim(Dim::Y)?);
    Ok((k.add(x, k.mul(y, gx)?)?, k.mul(gx, gy)?))
}
