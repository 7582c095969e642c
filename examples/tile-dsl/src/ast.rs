//! The syntax tree of a program, every node with its position.

use crate::error::Pos;

/// An element type of a tensor: the library's element type, spelled as in
/// MLIR (`f32`, `bf16`, ...).
pub use tile_compiler::builder::Element as Dtype;

/// How a tensor is laid out and passed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// One tensor of this shape (outermost first); a tensor-map parameter.
    Dense(Vec<i64>),
    /// `* n`: n tensors of this shape (one per CTA of a cluster), n
    /// tensor-map parameters `name_0 .. name_{n-1}`.
    Replicas(Vec<i64>, i64),
    /// `groups [[..], [..]]`: a ragged group of 2-D tensors of these
    /// shapes, each a memref parameter whose descriptor the kernel makes
    /// (the pipeline hoists it to the host: a launch-manifest entry).
    Groups(Vec<Vec<i64>>),
    /// `groups table`: a ragged group given at run time through a group
    /// table (addresses, shapes and row pitches of every group, read by the
    /// kernel, which builds the descriptors on the device).
    GroupTable,
    /// `[n, h, w, c] im2col(window = [r, s], pad = [ph, pw], pixels = p)`:
    /// an NHWC input read by im2col loads of `p` output pixels per column.
    Im2col {
        /// N, H, W, C.
        shape: Vec<i64>,
        /// R, S (filter rows, columns).
        window: [i64; 2],
        /// ph, pw (padding rows, columns).
        pad: [i64; 2],
        /// Output pixels per column (the load's pixels per column).
        pixels: i64,
    },
}

/// `tensor name: dtype layout;`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TensorDecl {
    /// Its name.
    pub name: String,
    /// Where the name is.
    pub pos: Pos,
    /// Element type.
    pub dtype: Dtype,
    /// Shape and passing.
    pub layout: Layout,
}

/// A launch or compile setting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    /// `target sm_90a;`
    Target(String),
    /// `threads n;` threads per CTA.
    Threads(i64),
    /// `grid n;` or `grid [x, y];` CTAs of the launch.
    Grid(Vec<i64>),
    /// `cluster n;` CTAs per cluster (x).
    Cluster(i64),
    /// `stages n;` the pipeline depth (shared-memory stages).
    Stages(i64),
    /// `lookahead n;` tiles loaded ahead of the one being written out
    /// (1 ..= stages - 1; default stages - 1).
    Lookahead(i64),
    /// `tile [rows, cols];` the box, outermost first.
    Tile(Vec<i64>),
    /// `widen on|off;` whether a plain copy may go over a wider element
    /// type (default on).
    Widen(bool),
}

/// A setting and where its keyword is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingAt {
    /// The setting.
    pub setting: Setting,
    /// Its keyword's position.
    pub pos: Pos,
}

/// What a loop walks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Walk {
    /// `tiles(T)`: the boxes of T's tile grid (every group's, for a
    /// grouped T).
    Tiles,
    /// `columns(T)`: the im2col columns of an im2col input.
    Columns,
}

/// A reduction of `reduce`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduction {
    /// `add`.
    Add,
    /// `min`.
    Min,
    /// `max`.
    Max,
}

/// How a `reduce` was spelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReduceForm {
    /// No suffix: the check picks (a pipelined `reduce add` adds in
    /// shared memory, everything else is the TMA reduction).
    Default,
    /// `tma`: always the TMA reduction (`cp.reduce.async.bulk.tensor`).
    Tma,
}

/// A tensor indexed by the loop variable: `name[var]`,
/// `name[cta][var]`, `name[var + k]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Access {
    /// The tensor.
    pub tensor: String,
    /// Where its name is.
    pub pos: Pos,
    /// `[cta]` (a replicated tensor: this CTA's replica).
    pub per_cta: bool,
    /// The index variable.
    pub var: String,
    /// Where the variable is.
    pub var_pos: Pos,
    /// `+ k`.
    pub ahead: i64,
}

/// A statement of a loop body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stmt {
    /// `load T[v] [multicast];` the box into the current stage.
    Load {
        /// What.
        access: Access,
        /// Each CTA of the cluster loads a slice for all of them.
        multicast: bool,
    },
    /// `store T[v];` the current stage out.
    Store(Access),
    /// `reduce add|min|max T[v] [tma];` the current stage reduced into T
    /// (`tma`: by the TMA reduction even where a pipelined walk would
    /// add in shared memory).
    Reduce(Reduction, Access, ReduceForm),
    /// `prefetch T[v + k];` a later tile into L2.
    Prefetch(Access),
}

/// A statement and where its keyword is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StmtAt {
    /// The statement.
    pub stmt: Stmt,
    /// Its keyword's position.
    pub pos: Pos,
}

/// `for var in tiles(T) { ... }`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    /// The `for` keyword's position.
    pub pos: Pos,
    /// The loop variable.
    pub var: String,
    /// What it walks.
    pub walk: Walk,
    /// Over which tensor.
    pub over: String,
    /// Where that tensor's name is.
    pub over_pos: Pos,
    /// The body.
    pub body: Vec<StmtAt>,
}

/// `kernel name { ... }`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// The kernel's name.
    pub name: String,
    /// Where the name is.
    pub pos: Pos,
    /// Settings in order.
    pub settings: Vec<SettingAt>,
    /// Tensors in order (the kernel's parameters).
    pub tensors: Vec<TensorDecl>,
    /// Loops in order.
    pub loops: Vec<Loop>,
}
