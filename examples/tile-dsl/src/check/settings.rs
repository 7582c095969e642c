//! The settings (`target`, `threads`, `grid`, `cluster`, `stages`,
//! `lookahead`, `tile`, `widen`): each at most once, each in range.

use super::{err, Result};
use crate::ast::*;
use crate::error::Pos;
use std::collections::HashMap;
use tile_compiler::Target;

/// The settings of a program, checked; each with the position of its keyword.
pub(super) struct Settings {
    pub(super) target: Target,
    pub(super) threads: Option<(i64, Pos)>,
    pub(super) grid: Option<([i64; 2], Pos)>,
    pub(super) cluster: (i64, Pos),
    pub(super) stages: (i64, Pos),
    pub(super) lookahead: Option<(i64, Pos)>,
    pub(super) tile: Option<(Vec<i64>, Pos)>,
    pub(super) widen: bool,
}

/// The settings of `program`, each given at most once and in range.
pub(super) fn settings(program: &Program) -> Result<Settings> {
    let mut s = Settings {
        target: Target::parse("sm_90a").or_else(|e| err(program.pos, "target", e.to_string()))?,
        threads: None,
        grid: None,
        cluster: (1, program.pos),
        stages: (1, program.pos),
        lookahead: None,
        tile: None,
        widen: true,
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
            Setting::Lookahead(v) => s.lookahead = Some((*v, at.pos)),
            Setting::Widen(on) => s.widen = *on,
            Setting::Tile(b) => s.tile = Some((b.clone(), at.pos)),
        }
    }
    // A walk over a group table counts its lookahead in work items (its
    // own rule, check/table.rs); every other walk in tiles.
    let table = program
        .tensors
        .iter()
        .any(|t| t.layout == Layout::GroupTable);
    if let Some((l, pos)) = s.lookahead.filter(|_| !table) {
        let stages = s.stages.0;
        if !(1..stages).contains(&l) {
            return err(
                pos,
                "setting-range",
                format!(
                    "lookahead {l} is outside 1..={} (it needs stages >= 2; {stages} given)",
                    stages - 1
                ),
            );
        }
    }
    Ok(s)
}
