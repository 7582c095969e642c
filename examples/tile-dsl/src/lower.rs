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

mod im2col;
mod tiles;

use crate::plan::*;
use im2col::build_im2col;
use tile_compiler::builder::*;
use tiles::build_tiles;

/// Builds the kernel of `plan` into `module`.
pub fn build(module: &ModuleBuilder<'_>, plan: &Plan) -> Result<(), BuildError> {
    match &plan.work {
        Work::Tiles(tiles) => build_tiles(module, plan, tiles),
        Work::Im2col(im2col) => build_im2col(module, plan, im2col),
    }
}

/// The kernel's parameters, as the builders take them.
pub(crate) fn kernel_params(plan: &Plan, element: Element) -> Vec<KernelParam> {
    plan.params
        .iter()
        .map(|p| match p {
            ParamPlan::TensorMap { spec, .. } => KernelParam::TensorMap(spec.clone()),
            ParamPlan::MemRef { shape, .. } => {
                KernelParam::MemRef(MemRefSpec::global(element, shape))
            }
        })
        .collect()
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
