//! `tile-check-tensormap-fences`: a static proof, over each kernel's
//! control-flow graph, that device-mutated tensor-map descriptors follow
//! the tensormap proxy protocol of the TMA emission design ("device rebind").
//!
//! A descriptor slot written on the device (`tile.rebind`, or the seed copy
//! `tile.tensormap_cp_fenceproxy`) goes through the generic proxy; TMA ops
//! (`tile.load/store/reduce/prefetch`, `tile.prefetch_tensormap`) read it,
//! through `tile.tensormap_from_slot`, in the tensormap proxy. Between the
//! two there must be a `fence.proxy.tensormap::generic` release after the
//! last write and an acquire of the slot before the read, both of a scope
//! that covers producer and consumer; and a write must not overwrite a slot
//! that an earlier asynchronous TMA op may still be reading.
//!
//! # Rules
//!
//! Each violation is an error at the offending op, `'tile.load' op
//! [rule-id] ...`, naming the slot and the path that breaks the rule; all
//! are reported and the pass fails if there is any. A `rebind-order` write
//! also makes the read after it a `fence-release-missing`.
//!
//! | rule | reported at | when |
//! | --- | --- | --- |
//! | `fence-release-missing` | the TMA use | on some path the last write of the slot is not followed by a release fence (`tile.tensormap_fence_release`, or the release fused into `tile.tensormap_cp_fenceproxy`) |
//! | `fence-acquire-missing` | the TMA use | on some path the slot was released but not acquired (`tile.tensormap_fence_acquire %slot`) since |
//! | `fence-scope` | the narrow fence | the release or acquire that publishes the write has a scope narrower than the slot needs |
//! | `rebind-order` | the second write | the slot is written again after a release that no acquire has consumed yet, and that write reaches the consumer's acquire (or read) without a release of its own |
//! | `slot-in-flight` | the write | the slot is overwritten while a TMA op issued earlier on the path may still read it |
//! | `slot-align` | the write | the slot is known to be less than 128-byte aligned (unknown alignment is not an error) |
//! | `fenceproxy-sync` | the `tensormap.cp_fenceproxy` | on some path its shared::cta source was not written, or its last write is not followed by a barrier (`nvvm.bar.warp.sync`, `gpu.barrier`) that makes it visible to the copying warp |
//! | `fenceproxy-warp` | the `tensormap.cp_fenceproxy` | it may run on part of a warp only: an enclosing `scf.if` selects threads inside a warp (see `warp`) |
//!
//! `tile.rebind` writes its fields in `tile_rules::rebind`'s order (the op
//! has no other form), so the replace order within one rebind holds by
//! construction; `tile.tensormap_init` is a write of the whole slot; `rebind-order` checks the order of whole writes around the
//! fences. The tile verifier (`tile-verify`) checks the rebind's dims and
//! strides counts and the alignment of direct operands; `slot-align` here
//! also follows `memref.assume_alignment` and casts.
//!
//! The acquire the TMA emission design puts before the replace writes (after a seed copy)
//! is accepted but not required: program order already orders one thread's
//! generic-proxy writes, and only the consumer's acquire is checked.
//!
//! # Scopes
//!
//! Scopes are ordered `cta < cluster < gpu < sys`; the synchronizing scope
//! of a release/acquire pair is the narrower of the two. A slot in
//! shared::cta memory is produced and consumed by one CTA: `cta` is enough.
//! A global slot is read through the TMA units of every CTA that uses the
//! descriptor, so it needs `gpu` (or `sys`); the TMA emission design: "across CTAs in a
//! cluster the .gpu scope is mandatory". A global slot private to one CTA
//! (indexed by the block id) is not recognized as such: it needs `gpu` too.
//!
//! # Graph and lattice
//!
//! Per function (`func.func`, `gpu.func`, `llvm.func`, and every
//! `gpu.launch` body) the pass builds a petgraph graph whose nodes are the
//! event ops, structured control flow markers and joins (see `cfg`). For
//! each slot the function writes, a forward dataflow computes at every node
//! the set of per-path states (`lattice::SlotState`): the protocol phase
//!
//! ```text
//! Clean --write--> Written --release(s)--> Released(s) --acquire(a)--> Acquired(s, a)
//!   any --write--> Written      (Written{reopened} when it overwrites Released)
//!   any --cp_fenceproxy(s)--> Released(s)
//! ```
//!
//! and a summary of the slot's in-flight readers: the status of the
//! youngest bulk-group read (every older one retires with it or before it)
//! and the mbarriers a load still completes on. The lattice is the powerset
//! of these finite states (join = union), each state with one witness path
//! (the first, so shortest, found by the FIFO worklist); a use is checked
//! against every state that reaches it, i.e. the worst one. Loops get a
//! back edge, so a body runs 0..n times and a write in iteration i meets
//! the reads issued in iteration i-1.
//!
//! The state space is bounded by what the function has, not by how long it
//! is: which TMA ops are in flight is not part of a state (a kernel whose
//! blocks each start with their `bulk_wait` would otherwise have one more
//! state per block); a `slot-in-flight` diagnostic finds the reader it names
//! by replaying its witness path. A slot's facts jump over the ops that cannot
//! change them (a written slot over everything but release fences and its
//! own ops, an in-flight store over everything but commits and waits, ...,
//! see `cfg::SkipIndex`), and are dropped at nodes from which no op that
//! mentions the slot can be reached (nodes are numbered in program order;
//! loops and multi-block regions are ranges a path may go back into): the
//! work per slot follows its own ops, not the function's length. What is
//! not bounded by the function's size: the subsets of mbarriers with a
//! pending load (a kernel whose loads on B different mbarriers are each
//! conditional can reach 2^B of them; past 4,096 (`lattice::STATE_LIMIT`)
//! states at one op the pass gives up with an error).
//!
//! Each slot is analysed on its own, but not over the whole function: an
//! op that does not mention a slot changes its facts the same way for
//! every slot, so what an op with regions (an `scf.for`, an `scf.if`) does
//! to the facts of a slot it does not mention is a function of the facts
//! alone, computed once per distinct state and shared by every such slot
//! (`summary`: *inside* an item, and *around* it through the cycles that
//! enclose it). A slot's walk starts where the smallest such item holding
//! all its ops is entered, jumps over the inner items that do not mention
//! it, and closes the loops around its item with one lookup: a D-deep loop
//! nest with a slot at every level costs O(D), not O(D^2) (`bench/compile`'s
//! `rebind-nest`). The summaries keep no witness path, so they serve the
//! first run, which finds where violations are (`Detail::Places`);
//! `check_operation` checks a function again without them only when it has
//! violations, for the paths its messages print. What is still not linear:
//! slots whose ops are spread over many items of one block inside a loop
//! (a slot's walk covers its item), and loops around many sibling items
//! that each mention another slot (each slot's *around* walks its
//! siblings).

//! A violation reported away from the op it is found at (`fence-scope` at
//! the narrow fence, `rebind-order` at the second write) is reported where
//! the first path of each state puts it: paths that reach the use in one
//! state are one, whichever fence they passed.
//!
//! # In-flight reads
//!
//! * `tile.store` / `tile.reduce` complete through the bulk async-group:
//!   their descriptor read is retired by `tile.bulk_commit` followed by
//!   `tile.bulk_wait N` (with or without `read`) when at most N groups were
//!   committed after the op's group (the analysis counts groups, saturating
//!   at 8).
//! * `tile.load` completes on its mbarrier (loads are not in bulk groups):
//!   its read is retired only by a blocking `tile.mbarrier_wait_parity` on
//!   the same mbarrier (same root and offset) later on the path. A
//!   `bulk_wait` does not retire a load; `mbarrier_try_wait_parity` does
//!   not either (its result is not tracked). The wait may come in a later
//!   iteration of a loop (a ring whose loads are waited for one iteration
//!   later), but only through an mbarrier operand whose root is defined
//!   outside that loop: a root computed in the loop body (a view at a
//!   dynamic stage index) is keyed by its SSA value, which names other
//!   memory on the next iteration, so the loop's back edge makes such a
//!   pending load stale and no wait retires it any more.
//! * `tile.prefetch` / `tile.prefetch_tensormap` need the fences like any
//!   reader but are not in-flight readers: they have no completion
//!   mechanism and only affect what is cached.
//!
//! # Paths
//!
//! A path prints the nodes from the relevant event (the last write, the
//! release, the in-flight reader) to the offending op, with the markers
//! that show the way taken, e.g. `line 12 (tile.rebind) -> line 15 (scf.if
//! else branch) -> line 20 (tile.load)` or `line 30 (tile.store) -> line 31
//! (tile.bulk_commit) -> line 33 (scf.for back edge) -> line 25
//! (tile.rebind)`.
//!
//! # Limitations
//!
//! * One thread's program order, except for the shared::cta path: which
//!   thread of the CTA writes a global slot and which reads it (elected
//!   threads, `gpu.barrier`) is not modelled. The shared::cta path is: a
//!   slot built in shared memory (by one elected thread, typically) must be
//!   made visible to the warp by a barrier (`nvvm.bar.warp.sync`,
//!   `gpu.barrier`) after its last write and before the warp-wide
//!   `tensormap.cp_fenceproxy` reads it (`fenceproxy-sync`), and that copy,
//!   `.sync.aligned`, must not be under a condition that selects lanes
//!   (`fenceproxy-warp`, see `warp`).
//! * Only slots written in the same function are checked; a slot written
//!   by another kernel or on the host needs no fence here. Writes not
//!   released before the function returns are not reported (no use).
//! * Slots are identified by root (see `slots`): different roots never
//!   alias, views with dynamic offsets are their own slots, and descriptors
//!   that reach a TMA op other than directly from `tile.tensormap_from_slot`
//!   (block arguments, `scf.if` results) are not tracked.
//! * Calls are opaque: a callee's rebinds and fences are not seen.
//! * A `tile.mbarrier_wait_parity` retires every load on that mbarrier,
//!   whatever phase it waits for; mbarriers are keyed like slots, so two
//!   subviews of a barrier array with dynamic indices are different
//!   barriers. A producer that learns of a load's completion only through
//!   another barrier (the consumers' "empty" barrier of a warp-specialized
//!   pipeline) is reported as `slot-in-flight`: conservative.

mod analysis;
pub use analysis::Detail;
mod cfg;
mod events;
mod lattice;
mod slots;
mod summary;
#[cfg(test)]
mod tests;
pub(crate) mod warp;

use crate::external::error_reporting_pass;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, Location, OperationRef, RegionLike};
use melior::{ir::r#type::TypeId, pass::Pass};
use std::fmt;
use thiserror::Error;
use tile_dialect::verify::facts::{int_attr, op_name};
use tile_dialect::verify::file_line_col;
use tile_rules::Diagnostic;

/// The name of the pass in pipelines.
pub const PASS_NAME: &str = "tile-check-tensormap-fences";

/// Ops whose regions are analysed as separate units (each its own graph,
/// `cfg::build`; the walk up from a value stops at one, `slots`).
pub(crate) fn is_unit(name: &str) -> bool {
    matches!(name, "func.func" | "gpu.func" | "llvm.func" | "gpu.launch")
}

/// Scope of a tensormap proxy fence, narrowest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scope {
    /// `.cta`
    Cta,
    /// `.cluster`
    Cluster,
    /// `.gpu`
    Gpu,
    /// `.sys`
    Sys,
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Scope::Cta => "cta",
            Scope::Cluster => "cluster",
            Scope::Gpu => "gpu",
            Scope::Sys => "sys",
        })
    }
}

/// The rules the pass checks (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rule {
    /// A use is reached by a path whose last write was not released.
    FenceReleaseMissing,
    /// A use is reached by a path that released but did not acquire.
    FenceAcquireMissing,
    /// A fence's scope is narrower than the slot's consumers need.
    FenceScope,
    /// A write between a release and the acquire that consumes it.
    RebindOrder,
    /// A write while an earlier TMA op may still read the slot.
    SlotInFlight,
    /// A device-written slot known to be less than 128-byte aligned.
    SlotAlign,
    /// A `tensormap.cp_fenceproxy` whose shared::cta source was not written,
    /// or not made visible to the warp by a barrier, on some path.
    FenceproxySync,
    /// A `tensormap.cp_fenceproxy` that may run on part of a warp only.
    FenceproxyWarp,
}

impl Rule {
    /// The rule id diagnostics carry (`fence-acquire-missing`).
    pub fn id(self) -> &'static str {
        match self {
            Rule::FenceReleaseMissing => "fence-release-missing",
            Rule::FenceAcquireMissing => "fence-acquire-missing",
            Rule::FenceScope => "fence-scope",
            Rule::RebindOrder => "rebind-order",
            Rule::SlotInFlight => "slot-in-flight",
            Rule::SlotAlign => "slot-align",
            Rule::FenceproxySync => "fenceproxy-sync",
            Rule::FenceproxyWarp => "fenceproxy-warp",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Why the analysis could not finish.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum FenceCheckError {
    /// Too many distinct states reached one node for one slot.
    #[error(
        "tile-check-tensormap-fences gave up on {function}: more than {limit} distinct states \
         of {slot} reach one op"
    )]
    StateLimit {
        /// The function (`@name`).
        function: String,
        /// The slot.
        slot: String,
        /// The limit.
        limit: usize,
    },
}

/// One violation at one op: the diagnostic every layer shares, with the
/// typed rule and the op's MLIR location (by which the device-rebind
/// planner matches a finding to the rebind it planned).
#[derive(Clone, Debug)]
pub struct FenceFinding<'c> {
    /// The rule broken (the id `diagnostic.rule` names).
    pub rule: Rule,
    /// The offending op's location, when known.
    pub location: Option<Location<'c>>,
    /// The error as emitted: `'tile.load' op [rule-id] message` (what is
    /// wrong, with the slot and the path) at the op's place, else at the
    /// function's.
    pub diagnostic: Diagnostic,
}

/// The outcome of checking one function.
#[derive(Clone, Debug)]
pub struct FunctionReport<'c> {
    /// The function's name (`@kernel`, or `gpu.launch` at a line).
    pub function: String,
    /// Where the function is.
    pub location: Location<'c>,
    /// Its violations, or why the analysis gave up on it.
    pub result: Result<Vec<FenceFinding<'c>>, FenceCheckError>,
}

/// Checks every function (and `gpu.launch` body) nested in `top`.
///
/// Each function is checked first for where its violations are
/// ([`Detail::Places`], linear in nests: see `summary`); only a function
/// with violations (or whose analysis gave up) is checked again for their
/// messages, whose witness paths the first run does not keep.
pub fn check_operation<'c>(top: OperationRef<'c, '_>) -> Vec<FunctionReport<'c>> {
    let mut units = Vec::new();
    let mut globals = slots::GlobalAlignments::new();
    collect(top, &mut units, &mut globals);
    let mut effort = analysis::Effort::default();
    units
        .iter()
        .map(|unit| {
            let places = check_unit(
                unit,
                &globals,
                cfg::MIN_SKIP_NODES,
                &mut effort,
                Detail::Places,
            );
            if places.result.as_ref().is_ok_and(|found| found.is_empty()) {
                places
            } else {
                check_unit(
                    unit,
                    &globals,
                    cfg::MIN_SKIP_NODES,
                    &mut effort,
                    Detail::Messages,
                )
            }
        })
        .collect()
}

/// [`check_operation`] with the messages of `slot-in-flight` findings left
/// empty ([`Detail::Places`]): where they are, in time linear in the
/// findings.
pub fn check_operation_places<'c>(top: OperationRef<'c, '_>) -> Vec<FunctionReport<'c>> {
    check_operation_counting(
        top,
        cfg::MIN_SKIP_NODES,
        &mut analysis::Effort::default(),
        Detail::Places,
    )
}

/// [`check_operation`] with skips over fewer than `min_skip_nodes` nodes
/// not taken (`usize::MAX`: the plain walk), for tests.
#[cfg(test)]
pub(crate) fn check_operation_with<'c>(
    top: OperationRef<'c, '_>,
    min_skip_nodes: usize,
) -> Vec<FunctionReport<'c>> {
    check_operation_counting(
        top,
        min_skip_nodes,
        &mut analysis::Effort::default(),
        Detail::Messages,
    )
}

/// [`check_operation_with`], adding the dataflow's work to `effort`.
pub(crate) fn check_operation_counting<'c>(
    top: OperationRef<'c, '_>,
    min_skip_nodes: usize,
    effort: &mut analysis::Effort,
    detail: Detail,
) -> Vec<FunctionReport<'c>> {
    let mut units = Vec::new();
    let mut globals = slots::GlobalAlignments::new();
    collect(top, &mut units, &mut globals);
    units
        .iter()
        .map(|unit| check_unit(unit, &globals, min_skip_nodes, effort, detail))
        .collect()
}

/// Checks one unit (a function or a `gpu.launch` body).
fn check_unit<'c>(
    unit: &OperationRef<'c, '_>,
    globals: &slots::GlobalAlignments,
    min_skip_nodes: usize,
    effort: &mut analysis::Effort,
    detail: Detail,
) -> FunctionReport<'c> {
    let function = unit_name(unit);
    let mut graph = cfg::build(unit, globals);
    graph.skips.min_nodes = min_skip_nodes;
    let result = analysis::check_function(&graph, &function, effort, detail).map(|found| {
        found
            .into_iter()
            .map(|f| FenceFinding {
                rule: f.rule,
                diagnostic: Diagnostic::error(
                    file_line_col(f.location.unwrap_or(unit.location())),
                    format!("'{}' op [{}] {}", f.op_name, f.rule, f.message),
                ),
                location: f.location,
            })
            .collect()
    });
    FunctionReport {
        function,
        location: unit.location(),
        result,
    }
}

/// Finds the units (functions, `gpu.launch`) and the alignments of the
/// `memref.global`s under `op`.
fn collect<'c, 'a>(
    op: OperationRef<'c, 'a>,
    units: &mut Vec<OperationRef<'c, 'a>>,
    globals: &mut slots::GlobalAlignments,
) {
    let name = op_name(&op);
    if name == "memref.global" {
        let symbol = tile_dialect::strings::symbol_name(&op);
        let alignment = int_attr(&op, "alignment").and_then(|a| u64::try_from(a).ok());
        if let (Some(symbol), Some(alignment)) = (symbol, alignment) {
            globals.insert(symbol, alignment);
        }
    }
    if is_unit(&name)
        && tile_dialect::access::region_at(op, 0).is_some_and(|r| r.first_block().is_some())
    {
        units.push(op);
    }
    for region in op.regions() {
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut next = b.first_operation();
            while let Some(inner) = next {
                collect(inner, units, globals);
                next = inner.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

fn unit_name(op: &OperationRef<'_, '_>) -> String {
    match tile_dialect::strings::symbol_name(op) {
        Some(s) => format!("@{s}"),
        None => {
            let line = file_line_col(op.location())
                .map(|(_, l, _)| format!(" at line {l}"))
                .unwrap_or_default();
            format!("the {}{line}", op_name(op))
        }
    }
}

#[repr(align(8))]
struct PassId;
static FENCE_CHECK_PASS: PassId = PassId;

/// `tile-check-tensormap-fences` (no options).
pub fn pass() -> Pass {
    error_reporting_pass(
        TypeId::create(&FENCE_CHECK_PASS),
        "TileCheckTensormapFences",
        PASS_NAME,
        "prove the tensormap proxy fence protocol of device-rebound descriptors",
        |op| {
            let mut errors = Vec::new();
            for report in check_operation(op) {
                match report.result {
                    Ok(found) => errors.extend(found.into_iter().map(|f| f.diagnostic)),
                    Err(e) => errors.push(Diagnostic::error(
                        file_line_col(report.location),
                        e.to_string(),
                    )),
                }
            }
            errors
        },
    )
}
