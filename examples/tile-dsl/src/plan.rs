//! The checked program ([`Plan`]): what the lowering builds, with every
//! rule of the DSL applied by [`crate::check`], and the places of the
//! program each part comes from (the lowering puts them on the ops it
//! builds: the compiler's rules are checked there and report at them).

use crate::ast::Reduction;
use crate::error::Pos;
use std::fmt;
use std::path::PathBuf;
use tile_compiler::builder::{Element, TensorMapSpec};
use tile_compiler::Target;

/// One kernel parameter.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamPlan {
    /// A tensor map the launcher encodes (by value).
    TensorMap {
        /// The parameter's name (`src`, `dst_2`).
        name: String,
        /// The descriptor type.
        spec: TensorMapSpec,
        /// Where its type comes from (the tile setting; an im2col
        /// input's declaration).
        pos: Pos,
    },
    /// A static global memref whose descriptor the kernel makes (the
    /// pipeline hoists it to the host: a launch-manifest entry).
    MemRef {
        /// The parameter's name (`src_1`).
        name: String,
        /// Rows, cols.
        shape: [i64; 2],
        /// The tensor's declaration.
        pos: Pos,
    },
    /// A 1-D global table of `element` (`i32`: the work table, `i64`:
    /// the group table) of a length the launch chooses.
    Table {
        /// The parameter's name (`work`, `groups`).
        name: String,
        /// Its element type.
        element: Element,
        /// The loop (the walk that reads it).
        pos: Pos,
    },
    /// An `i32` count (`nwork`: the work table's entries).
    Count {
        /// The parameter's name.
        name: String,
        /// The loop.
        pos: Pos,
    },
}

impl ParamPlan {
    /// The parameter's name.
    pub fn name(&self) -> &str {
        match self {
            ParamPlan::TensorMap { name, .. }
            | ParamPlan::MemRef { name, .. }
            | ParamPlan::Table { name, .. }
            | ParamPlan::Count { name, .. } => name,
        }
    }

    /// Where its type comes from.
    pub fn pos(&self) -> Pos {
        match self {
            ParamPlan::TensorMap { pos, .. }
            | ParamPlan::MemRef { pos, .. }
            | ParamPlan::Table { pos, .. }
            | ParamPlan::Count { pos, .. } => *pos,
        }
    }
}

/// A group of a tiles walk: a 2-D tensor's tile grid, and where its
/// tiles start in the walk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// Tiles along the columns.
    pub tiles_x: i64,
    /// Tiles along the rows.
    pub tiles_y: i64,
    /// The walk index of its first tile.
    pub start: i64,
}

impl Group {
    /// Its tile count.
    pub fn tiles(&self) -> i64 {
        self.tiles_x.saturating_mul(self.tiles_y)
    }
}

/// Which descriptor(s) a tensor access uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Operand {
    /// Parameter `k`, a tensor map.
    Map(usize),
    /// Parameters `k..`, one tensor map per CTA of the cluster (`[cta]`).
    PerCta(Vec<usize>),
    /// Parameters `k..`, one memref per group (descriptor made in the
    /// kernel).
    PerGroup(Vec<usize>),
}

/// What happens to a loaded tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OutKind {
    /// `store`.
    Store,
    /// `reduce kind` by the TMA reduction (`cp.reduce.async.bulk.tensor`).
    Reduce(Reduction),
    /// `reduce add` as load + add + store: the destination tile is loaded
    /// into the stage next to the loaded tile, every thread adds in
    /// shared memory, the sum is stored (a pipelined walk's default).
    AddInSmem,
}

/// A store or reduce of the loaded tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Out {
    /// Store or reduce.
    pub kind: OutKind,
    /// Into what.
    pub operand: Operand,
    /// The statement.
    pub pos: Pos,
}

/// A tiles walk: each CTA (each cluster, with multicast) takes tiles
/// `t = cta + i * ctas` of the groups' tile grids, through a ring of
/// `stages` shared buffers.
#[derive(Clone, Debug, PartialEq)]
pub struct TilesPlan {
    /// The box, outermost first (rows, cols).
    pub tile: [i64; 2],
    /// The tile setting (the box of every descriptor and shared buffer).
    pub tile_pos: Pos,
    /// The element type.
    pub element: Element,
    /// The groups (one for a dense tensor).
    pub groups: Vec<Group>,
    /// What is loaded.
    pub load: Operand,
    /// The load statement.
    pub load_pos: Pos,
    /// Each CTA of the cluster loads `rows / cluster` rows for all.
    pub multicast: bool,
    /// Stores and reduces, in order.
    pub outs: Vec<Out>,
    /// `prefetch T[t + k]`: the operand, k and the statement.
    pub prefetch: Option<(Operand, i64, Pos)>,
    /// The spec of every descriptor made in the kernel (grouped memrefs).
    pub made: TensorMapSpec,
    /// Tiles loaded ahead of the one being written out (`stages - 1`
    /// unless the program says `lookahead`; 0 with one stage).
    pub lookahead: i64,
    /// The copy is done over a wider element type (`element`, `tile`
    /// and the descriptors are the widened ones): the program's type.
    pub widened_from: Option<Element>,
}

impl TilesPlan {
    /// Whether the walk's reduce-add is done in shared memory (each stage
    /// then holds the loaded tile and the destination tile).
    pub fn adds_in_smem(&self) -> bool {
        self.outs.iter().any(|o| o.kind == OutKind::AddInSmem)
    }
}

/// A note on a choice the check made for the program (printed by the
/// command line as `file:line:col: remark: [rule] message`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// Where the construct it is about is.
    pub pos: Pos,
    /// The rule that made the choice (`widen`, `reduce-smem`).
    pub rule: &'static str,
    /// What was chosen.
    pub message: String,
}

impl fmt::Display for Remark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: remark: [{}] {}", self.pos, self.rule, self.message)
    }
}

/// A columns walk: im2col loads of one column (`pixels` output pixels x
/// `window` taps) stored as one slab.
#[derive(Clone, Debug, PartialEq)]
pub struct Im2colPlan {
    /// The im2col input parameter.
    pub src: usize,
    /// The input's declaration (its geometry: the slabs' size).
    pub src_pos: Pos,
    /// The load statement.
    pub load_pos: Pos,
    /// The store statement.
    pub store_pos: Pos,
    /// The output parameter.
    pub dst: usize,
    /// The element type.
    pub element: Element,
    /// Channels per pixel (C).
    pub channels: i64,
    /// Output pixels per column.
    pub pixels: i64,
    /// Filter rows, columns.
    pub window: [i64; 2],
    /// Padding rows, columns.
    pub pad: [i64; 2],
    /// Output rows, columns per image.
    pub out_hw: [i64; 2],
    /// Columns in all (N * OH * OW / pixels).
    pub columns: i64,
}

/// A grouped walk whose groups come at run time through a group table
/// (`tensor T: dtype groups table;`): a persistent ring over work items,
/// device-built descriptors (see `lower/table.rs`).
#[derive(Clone, Debug, PartialEq)]
pub struct GroupTablePlan {
    /// The box, outermost first (rows, cols).
    pub tile: [i64; 2],
    /// The tile setting.
    pub tile_pos: Pos,
    /// The element type.
    pub element: Element,
    /// The spec of every descriptor made in the kernel.
    pub made: TensorMapSpec,
    /// Stage buffers per work item (the most column boxes an item copies).
    pub stages: i64,
    /// Work items in flight ahead of the one being stored (each its own
    /// stage set and descriptor slots); 0: one CTA per work item.
    pub lookahead: i64,
    /// The load statement.
    pub load_pos: Pos,
    /// The store statement.
    pub store_pos: Pos,
}

/// What the kernel does.
#[derive(Clone, Debug, PartialEq)]
pub enum Work {
    /// `for t in tiles(T)`.
    Tiles(Box<TilesPlan>),
    /// `for c in columns(T)`.
    Im2col(Im2colPlan),
    /// `for t in tiles(T)` over a `groups table` tensor.
    GroupTable(GroupTablePlan),
}

/// A checked program, ready to lower.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The kernel's name.
    pub name: String,
    /// Where the name is.
    pub pos: Pos,
    /// The program's file ([`crate::plan_file`]; `None` for text).
    pub file: Option<PathBuf>,
    /// The loop (the walk's plumbing: barriers, the ring, the waits).
    pub loop_pos: Pos,
    /// The target.
    pub target: Target,
    /// Threads per CTA.
    pub threads: u32,
    /// CTAs of the launch, x and y (a CTA's index is x + y * grid x).
    pub grid: [u32; 2],
    /// CTAs per cluster (1: none).
    pub cluster: u32,
    /// Shared-memory stages.
    pub stages: u32,
    /// The kernel's parameters, in order.
    pub params: Vec<ParamPlan>,
    /// The work.
    pub work: Work,
    /// The choices the check made (element widening, the reduce form).
    pub remarks: Vec<Remark>,
}

impl Plan {
    /// The file name the lowering puts on the ops it builds (and the
    /// compiler's errors come back with): the program's path, `-` for text.
    pub fn source_name(&self) -> String {
        self.file
            .as_ref()
            .map_or_else(|| "-".to_string(), |f| f.display().to_string())
    }
}
