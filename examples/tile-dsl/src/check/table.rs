//! A grouped walk whose groups come at run time (`tensor T: dtype groups
//! table;`): the kernel reads every group's addresses, shape and row
//! pitches from a group table and builds its descriptors on the device
//! (`tile.make_tensormap_ptr`; the compiler's planner rebinds them into
//! per-CTA slots and fences them). The walk is a persistent ring over the
//! work table's items: `stages` stage buffers per item, `lookahead` items
//! in flight ahead of the one being stored.
//!
//! Parameters, in order: `work` (`memref<?xi32>`: (group, band) per work
//! item), `groups` (`memref<?xi64>`: 8 words per group: address of the
//! loaded tensor, address of the stored tensor, rows, cols, row pitch of
//! the loaded tensor, row pitch of the stored tensor (bytes), column tiles,
//! unused), `nwork` (`i32`: work items; not with `lookahead 0`, where CTA
//! b copies work item b: the launch's grid is the work count). Work item w
//! copies band `work[2w + 1]` (rows `band * tile rows ..`) of group
//! `work[2w]`, its first `min(column tiles, stages)` tiles.

use super::settings::Settings;
use super::MAX_EXTENT;
use super::{err, Result};
use crate::ast::*;
use crate::plan::*;
use tile_compiler::builder::{BoxDims, TensorMapSpec};

/// The most stage buffers the walk keeps (lookahead + 1 items of `stages`
/// each): each has a parity bit in one loop-carried `i32`.
const MAX_RING: i64 = 32;

/// The plan of a tiles walk over `groups table` tensors, its parameters
/// into `params`.
pub(super) fn group_table_plan(
    program: &Program,
    the_loop: &Loop,
    s: &Settings,
    cluster: i64,
    params: &mut Vec<ParamPlan>,
) -> Result<GroupTablePlan> {
    // Every tensor is a table tensor: they share the group table.
    if let Some(t) = program
        .tensors
        .iter()
        .find(|t| t.layout != Layout::GroupTable)
    {
        return err(
            t.pos,
            "group-table",
            format!(
                "'{}' is not a groups table tensor: a walk over a group table reads every tensor from it (declare it 'groups table')",
                t.name
            ),
        );
    }
    if cluster != 1 {
        return err(
            the_loop.pos,
            "group-table",
            "a group-table walk runs without a cluster",
        );
    }
    // One load, then one store.
    let (mut load, mut store) = (None, None);
    for st in &the_loop.body {
        match &st.stmt {
            Stmt::Load { access, multicast } => {
                if *multicast {
                    return err(
                        st.pos,
                        "group-table",
                        "a group-table walk does not multicast",
                    );
                }
                if load.is_some() {
                    return err(st.pos, "one-load", "a walk loads one tensor");
                }
                load = Some((access, st.pos));
            }
            Stmt::Store(access) => {
                if store.is_some() {
                    return err(
                        st.pos,
                        "group-table",
                        "a group-table walk stores one tensor (the group table has one destination address per group)",
                    );
                }
                store = Some((access, st.pos));
            }
            Stmt::Reduce(..) | Stmt::Prefetch(_) => {
                return err(
                    st.pos,
                    "group-table",
                    "a group-table walk loads and stores (no reduce, no prefetch)",
                );
            }
        }
    }
    let (Some((la, load_pos)), Some((sa, store_pos))) = (load, store) else {
        return err(
            the_loop.pos,
            "group-table",
            "a group-table walk has one load and one store",
        );
    };
    for a in [la, sa] {
        if a.per_cta || a.ahead != 0 {
            return err(
                a.pos,
                "group-table",
                format!(
                    "'{}' is read at the walk's tile: no [cta], no + k",
                    a.tensor
                ),
            );
        }
    }
    if la.tensor == sa.tensor {
        return err(
            sa.pos,
            "group-table",
            format!(
                "'{}' is loaded and stored: the group table has one source and one destination address per group",
                sa.tensor
            ),
        );
    }
    if program.tensors.len() != 2 {
        return err(
            program.tensors.get(2).map_or(program.pos, |t| t.pos),
            "group-table",
            format!(
                "a group-table walk has two tensors (the loaded and the stored one), found {}",
                program.tensors.len()
            ),
        );
    }
    let Some((tile, tile_pos)) = &s.tile else {
        return err(
            program.pos,
            "missing-setting",
            "a tiles walk needs 'tile [rows, cols];'",
        );
    };
    let &[rows, cols] = tile.as_slice() else {
        return err(
            *tile_pos,
            "tile-rank",
            format!("a tile is [rows, cols], got {} extents", tile.len()),
        );
    };
    for d in [rows, cols] {
        if !(1..=MAX_EXTENT).contains(&d) {
            return err(
                *tile_pos,
                "tile-box",
                format!("tile extent {d} is outside 1..={MAX_EXTENT}"),
            );
        }
    }
    let (stages, stages_pos) = s.stages;
    // Items in flight ahead of the stored one (not bounded by `stages`:
    // each item has its own stage set); one by default.
    let (lookahead, lookahead_pos) = s.lookahead.unwrap_or((1, stages_pos));
    if !(0..=3).contains(&lookahead) {
        return err(
            lookahead_pos,
            "group-table-ring",
            format!(
                "a group-table walk keeps 0 ..= 3 work items in flight ahead of the one it stores (0: one CTA per work item), got lookahead {lookahead}"
            ),
        );
    }
    // (lookahead + 1) x stages <= 4 x 8: every stage has its parity bit.
    debug_assert!((lookahead + 1) * stages <= MAX_RING);
    let element = program.tensors[0].dtype;
    let made = TensorMapSpec::tiled(element, BoxDims::outermost_first([rows, cols]));
    for (name, element) in [("work", Dtype::I32), ("groups", Dtype::I64)] {
        params.push(ParamPlan::Table {
            name: name.into(),
            element,
            pos: the_loop.pos,
        });
    }
    if lookahead > 0 {
        params.push(ParamPlan::Count {
            name: "nwork".into(),
            pos: the_loop.pos,
        });
    }
    Ok(GroupTablePlan {
        tile: [rows, cols],
        tile_pos: *tile_pos,
        element,
        made,
        stages,
        lookahead,
        load_pos,
        store_pos,
    })
}
