//! `tile-plan-device-rebind`: turns every device-born descriptor that
//! `tile-separate-host-tma` left in a kernel (a `tile.make_tensormap_ptr` /
//! `tile.make_tensormap` marked `tile.device_born`) into the device rebind
//! sequence of the TMA emission design ("Tensormap Init / Update Algorithm") on a
//! 128-byte slot in global memory (built in place or in a shared::cta
//! staging slot), with the fences the `tile-check-tensormap-fences` proof
//! demands, and rewrites the kernel's launch sites to provide the slots and
//! the host-born templates.
//!
//! # What it produces
//!
//! Before (after `tile-separate-host-tma`):
//!
//! ```mlir
//! gpu.func @k(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64,
//!             %host0: !tile.tensormap<...>) kernel
//!     attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 1 : i32} {
//!   %a = memref.load %table[%bid] ...
//!   %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
//!   scf.if %tid_x_is_0 {
//!     %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] {tile.device_born} : ... -> T
//!     tile.load %d[...] ...
//!   }
//! }
//! ```
//!
//! After: two kinds of parameters inserted before the host-born ones (spec:
//! device-TMA slots before host-TMA slots), one by-value template per
//! template-seeded device-born descriptor and one global workspace for all
//! of them (`tile.rebind_workspace_param` names its index;
//! `tile.num_device_tmas` and `tile.num_host_tmas` keep their meaning):
//!
//! ```mlir
//! gpu.func @k(%table, %w, %h, %pitch, %tmpl0: T, %ws: memref<?xi8, 1>, %host0: ...) kernel
//!     attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 1 : i32,
//!                 tile.rebind_workspace_param = 5 : i32} {
//!   // prologue: the byte offset of this CTA's slots in the workspace
//!   %base = ((block_id.z * grid_dim.y + block_id.y) * grid_dim.x + block_id.x) * n * 128
//!   ...
//!   // where descriptor k was built: slot k = workspace[base + k * 128, +128)
//!   %v0 = memref.view %ws[%base + k * 128][] : memref<?xi8, 1> to memref<128xi8, 1>
//!   %slot0 = memref.assume_alignment %v0, 128 : memref<128xi8, 1>
//!   scf.if %tid_x_is_0 {
//!     [tile.bulk_commit; tile.bulk_wait 0 read]       // only if a store may still read it
//!     tile.tensormap_init %slot0 from %tmpl0          // seed from the template
//!     tile.tensormap_fence_acquire %slot0 : memref<128xi8, 1>        // spec's leading acquire
//!     tile.rebind %slot0 address(%p) dims [trunci %w, trunci %h] strides [%pitch] : ... as T
//!     tile.tensormap_fence_release                                    // scope gpu
//!     tile.tensormap_fence_acquire %slot0 : memref<128xi8, 1>        // the consumer's acquire
//!     %d = tile.tensormap_from_slot %slot0 : memref<128xi8, 1> -> T
//!     tile.load %d[...] ...
//!   }
//! }
//! ```
//!
//! (the sequences of the other cases — an elected thread, a shared::cta
//! staging slot, a conditional rebind in a loop — are in [`write`]) and at
//! every `gpu.launch_func` of the kernel (synchronous or `async`) a
//! workspace of `gridX * gridY * gridZ * n * 128` bytes (a placeholder that
//! `tile-lower-host-tma` turns into a workspace cached per launch site) and
//! the templates, built on the host with
//! `tile.make_tensormap_ptr` and placeholder address, dims and strides, or
//! their real values where they are launch-invariant (see [`host`]).
//! `tile.rebind` lowers to one `tensormap.replace` per written field with
//! immediate ordinals (address, `global_dim[0..rank)`,
//! `global_stride[0..rank-1)`; every field when the slot was zeroed), less
//! the fields it lists as `unchanged` (the launch-invariant ones).
//!
//! # Choices
//!
//! * **Who writes.** A descriptor op inside an `scf.if` on `thread_id x ==
//!   c` is rebound by that thread (it issues the TMA ops); one every thread
//!   reaches (the entry block, or `scf.for` loops there whose bounds are
//!   the same in every thread, as in CUTLASS's persistent grouped GEMMs,
//!   where the whole warp runs the loop) is rebound for the CTA by thread
//!   (0, 0, 0) or, on the shared path, lane 0 and warp 0, and published
//!   with `gpu.barrier`. In a loop either kind is rebound only when a value
//!   it writes changed.
//! * **Global slots, one per CTA and descriptor** (or per slot group: the
//!   descriptors of sibling loops that never run at once share one slot,
//!   shadow, view and template, [`siblings`], `[rebind-share]` remark; the
//!   prepare points of [`pipeline`] share their item's). The TMA unit reads a
//!   tensor map from .param, .const or .global memory only, so the
//!   descriptor every TMA op reads is a per-CTA global slot (no
//!   coordination between CTAs). The fence scope is `gpu` (a global slot is
//!   read through the TMA unit; the checker demands `gpu`), which the
//!   `[rebind-scope]` remark states.
//! * **Built in place or in shared memory** ([`strategy`], pass option
//!   `slots=auto|global|shared`, kernel attribute `tile.rebind_slots`).
//!   Where warp 0 is converged at the descriptor op (the op is in the
//!   kernel's entry block, or in loops there that every thread runs, and
//!   `known_block_size` x is a multiple of 32),
//!   `auto` builds the descriptor in a shared::cta staging slot (a
//!   `memref.global` the pass adds): lane 0 seeds and rewrites it, a warp
//!   barrier, and warp 0 publishes it to the global slot with
//!   `tensormap.cp_fenceproxy` (copy fused with the release), as CUTLASS's
//!   grouped GEMMs do. A descriptor built by one thread (an `scf.if` on
//!   `thread_id x == c`) is rewritten in its global slot by that thread,
//!   since the copy needs a whole converged warp. `slots=staged` builds
//!   every descriptor in a shared::cta staging slot by its own thread and
//!   copies it into the global slot with generic stores (no converged warp
//!   needed): ptxas turns `tensormap.replace` of `global_stride` into a
//!   read-modify-write of its 32-bit word, which on a global slot reads
//!   the word back from memory right after the seed wrote it. Measured on
//!   the persistent grouped kernel (bench/RESULTS.md, 2026-11-26, H100) it
//!   is no faster than the global path (equal on large groups, slower on
//!   small ones: it copies all 128 bytes per rebind), so `auto` does not
//!   choose it. The `[rebind-scope]` remark ends with where it is built and
//!   why.
//! * **Seeding** (pass option `seed=template|zero`, kernel attribute
//!   `tile.rebind_seed`). The slot must hold every immutable field before
//!   the mutable ones are replaced: by default it is seeded from a by-value
//!   template of the descriptor's type (`tile.tensormap_init %slot from
//!   %tmpl`: generic loads of the parameter through its address, stores into
//!   the slot, by the writing thread; one thread's program order orders the
//!   copy before the `tensormap.replace` writes, and the release after them
//!   publishes both). With `zero`, the slot is zeroed and the rebind writes
//!   every field (rank, element type, interleave, swizzle, fill, box,
//!   element strides, address, dims, strides): no template parameter, no
//!   host encode; a descriptor with an L2 promotion (no mutator) keeps its
//!   template (`[rebind-seed]` remark).
//! * **Which thread writes.** See [`context`]: the thread that builds the
//!   descriptor under an `scf.if` on `thread_id x == c` (no barrier needed:
//!   all uses are in that region), or, for a descriptor built in the entry
//!   block by every thread, thread (0, 0, 0) (or lane 0 of warp 0 on the
//!   shared path) followed by `gpu.barrier` and an acquire in every thread.
//! * **Loops.** A rebind in a loop is planned per iteration; the whole
//!   sequence (seed, fences, rebind) is hoisted out of loops only when none
//!   of the descriptor's operands is defined in them (it is then written
//!   once). A per-iteration rebind is **conditional**: it runs only on the
//!   iterations where a value it writes differs from what the writing
//!   thread wrote last (a per-thread shadow, see [`write`]), so a persistent
//!   kernel walking the boxes of many groups rebinds only when the group
//!   changes; the slot is seeded on the first write only, the rebind is
//!   released and acquired without the TMA emission design's leading acquire, the
//!   rebound descriptor is prefetched, and the descriptors the same thread
//!   builds at the same point of the loop body (no use of the earlier ones
//!   in between) are written in one sequence with one condition and one
//!   release fence (`[rebind-batch]` remark). Before a slot is overwritten in a later iteration, every load
//!   through it must have been retired by a blocking
//!   `tile.mbarrier_wait_parity` on its mbarrier, after the load in its
//!   iteration or, for a ring carried across iterations, before the
//!   descriptor op in the loop body through an mbarrier operand defined
//!   outside the loop (else `[rebind-in-flight]` error; the self-check
//!   proves every path), and stores/reductions are retired by a `tile.bulk_commit` +
//!   `tile.bulk_wait 0 read` the planner inserts before the write (inside
//!   the conditional), only where `tile-check-tensormap-fences` finds them
//!   in flight.
//! * **Look-ahead** ([`ahead`], pass option `lookahead=off|on|2|4|8`, kernel
//!   attribute `tile.rebind_lookahead`; off by default). A loop whose body
//!   builds descriptors from values it loads (a persistent kernel's work
//!   table) is unrolled by N before the plan, and the descriptors of the
//!   N work items (with the table loads computing their operands, at
//!   clamped indices) are built together at the top of the body: they get
//!   their own slots (N per descriptor; the copies share their originals'
//!   templates) and one conditional sequence, so a run of group changes
//!   costs one release per N work items and the later items' descriptors
//!   are fetched while the first item's boxes copy. The loop must not write
//!   memory through the generic proxy and the descriptors must not depend on
//!   loop-carried values (else a `[rebind-lookahead]` remark says why it was
//!   left alone).
//! * **Overlap** ([`pipeline`], pass option `pipeline=off|on`, kernel
//!   attribute `tile.rebind_pipeline`; off by default). The same loops are
//!   software-pipelined instead: unrolled by two without hoisting (the items
//!   alternate between two slot sets), and the next item's table loads and
//!   conditional rebind are placed right after the current item's first TMA
//!   op, before the wait that follows it (first box only); the prepare op
//!   and the item's own op share one slot, shadow and view (a slot group),
//!   so the item's own rebind finds the values written. Measured on the
//!   H200 (bench/RESULTS.md, 2026-11-26 later): the fastest form where an
//!   item's copies are long (several 16 KiB boxes), the slowest where an
//!   item is one small box (the next item's table loads and release take
//!   longer than the load they hide behind, one release per item where
//!   look-ahead pays one per N). Kept opt-in, as look-ahead (no form helps
//!   at G = 64, one item per CTA).
//! * **Self-check.** Every rewritten kernel is run through the fence checker
//!   ([`crate::fence_check::check_operation_places`] first: where reads may
//!   still be in flight, without the messages, whose path replays made N
//!   sibling loops quadratic; then, only where it found something,
//!   [`crate::fence_check::check_operation`] with messages); anything it
//!   still reports is an error of this pass (`[rebind-verify]`).
//!
//! # Not done
//!
//! * Only launch-invariant fields are skipped: a `tile.make_tensormap_ptr`
//!   operand that is a kernel argument or a constant goes into the template
//!   (the launch operand, or the constant) and is listed in the rebind's
//!   `unchanged` (a `[rebind-unchanged]` remark names them); the slot is
//!   seeded from the template before its first rebind and no rebind writes
//!   them, so skipping is safe.
//!   Pure chains of invariant values, the fields of a `tile.make_tensormap`
//!   and loop-invariant (but not launch-invariant) fields are still
//!   written. A kernel not launched in this module is planned the same way:
//!   its external launcher encodes the templates from the launch manifest.
//! * Only conditional rebinds share a sequence (descriptors one thread
//!   builds at the same point of a loop body, see [`write::conditional`]);
//!   straight-line and hoisted rebinds get a release each. With look-ahead
//!   the next items' rebinds are batched with the current one's at the top
//!   of the unrolled body, not overlapped with the current item's TMA ops
//!   (the release still waits on the thread's critical path, once per N
//!   items); a batch rebinds all its slots when any value changed (the
//!   copies of a clamped last item included), and look-ahead is off by
//!   default.
//! * A descriptor built by a warp-uniform subset of threads (a producer
//!   warp under `thread_id x < 32`) is rejected like any other branch: only
//!   single-thread branches and the entry block are recognized.
//! * A launcher outside this module must allocate the workspace and build
//!   the templates itself (a `[rebind-launch]` remark says which parameters);
//!   the launch manifest lists both (`rebind`).
//! * Descriptors built in control flow other than the entry block or a
//!   single-thread `scf.if` (for example in a loop run by every thread) are
//!   rejected, as is any use other than a TMA op reading the descriptor.
//! * Dims are truncated to i32 (`tensormap.replace ... global_dim` takes a
//!   .b32); extents of 2^32 and more are not checked at run time.
//!
//! Nothing is changed when an error is found before the rewrite (every
//! analysis error), except that loops asking for look-ahead are already
//! unrolled then (the pass fails, nothing is written); an error of the final self-check leaves the rewritten
//! IR and fails the pass.
//!
//! The self-check is the fence checker run twice on each planned kernel:
//! once to find where stores may still be in flight (the waits go there),
//! once more on the result. With `recheck=off` (the named pipelines, where
//! `tile-check-tensormap-fences` runs next) the second run is left to that
//! pass when the inserted waits retire every finding of the first; any
//! other finding is still reported here.

mod ahead;
mod ancestry;
mod build;
mod context;
mod device_desc;
mod host;
mod kernel;
mod manifest;
mod pipeline;
mod shared;
mod siblings;
mod strategy;
#[cfg(test)]
mod tests;
mod tile_ops;
mod write;

pub use pipeline::{parse_pipeline, PIPELINE_ATTR};
pub use strategy::{
    parse_lookahead, Options, Recheck, SeedChoice, SlotChoice, LOOKAHEAD_ATTR, SEED_ATTR,
    SLOTS_ATTR,
};

use crate::external::error_reporting_pass;
use crate::fence_check::{check_operation, check_operation_places, Rule as FenceRule};
use crate::separate_host_tma::DEVICE_BORN;
use ancestry::Ancestry;
use build::{At, BuildError};
use context::{describe, key, Thread};
use kernel::{DeviceDesc, Kernel, Write};
use melior::ir::{
    attribute::TypeAttribute,
    operation::{OperationLike, WalkOrder, WalkResult},
    r#type::{FunctionType, TypeId},
    BlockLike, Location, OperationRef, RegionLike,
};
use melior::pass::Pass;
use melior::Context;
use shared::{remark, LoopOutcome, COPY_ATTR};
pub use shared::{SLOT_BYTES, WORKSPACE_ATTR, WORKSPACE_PARAM, WORKSPACE_TYPE};
use std::collections::{HashMap, HashSet};
use std::fmt;
use tile_dialect::access::region_at;
use tile_dialect::ops::OpKind;
use tile_dialect::tensormap;
use tile_dialect::verify::facts::op_name;
use tile_dialect::verify::file_line_col;
use tile_rules::enums::DescMode;
use tile_rules::{Diagnostic, FileLineCol};

/// The name of the pass in pipelines.
pub const PASS_NAME: &str = "tile-plan-device-rebind";

/// The rules this pass reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// A device-born descriptor outside a kernel.
    Kernel,
    /// Which threads build the descriptor is unknown.
    Thread,
    /// The descriptor is used by something other than a TMA op.
    Use,
    /// A load may still read the slot when the next iteration rewrites it.
    InFlight,
    /// The descriptor op's operands cannot feed `tile.rebind`.
    Operands,
    /// The slots / seed asked for (options or kernel attributes) cannot be.
    Slots,
    /// A launch site cannot be rewritten.
    Launch,
    /// The fence checker still finds a violation after the rewrite.
    Verify,
    /// A target of the kernel has no `tensormap.replace` (sm_90a and
    /// later arch-specific targets only).
    Target,
    /// A bug of this pass.
    Internal,
}

impl Rule {
    /// The id diagnostics carry.
    pub fn id(self) -> &'static str {
        match self {
            Rule::Kernel => "rebind-kernel",
            Rule::Thread => "rebind-thread",
            Rule::Use => "rebind-use",
            Rule::InFlight => "rebind-in-flight",
            Rule::Operands => "rebind-operands",
            Rule::Slots => "rebind-slots",
            Rule::Launch => "rebind-launch",
            Rule::Verify => "rebind-verify",
            Rule::Target => "target-feature",
            Rule::Internal => "rebind-internal",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// An error of the pass (the diagnostic every layer shares) at
/// `file_line_col`: `'op' op [rule] message`.
fn error_at(file_line_col: FileLineCol, op: &str, rule: Rule, message: &str) -> Diagnostic {
    Diagnostic::error(file_line_col, format!("'{op}' op [{rule}] {message}"))
}

/// An error of the pass at `op` ([`error_at`]).
fn diagnostic(op: &OperationRef<'_, '_>, rule: Rule, message: impl Into<String>) -> Diagnostic {
    error_at(
        file_line_col(op.location()),
        &op_name(op),
        rule,
        &message.into(),
    )
}

fn internal(op: &OperationRef<'_, '_>, error: impl fmt::Display) -> Diagnostic {
    diagnostic(op, Rule::Internal, format!("internal error: {error}"))
}

/// Reports a loop transform's outcomes: a remark under `rule` per loop
/// (transformed or not and why), an error per invalid request (collected
/// in `errors`), or the internal error that stopped it (`what` failed).
fn report_loop_outcomes<'c>(
    result: Result<Vec<LoopOutcome<'c>>, (Location<'c>, BuildError)>,
    rule: &str,
    what: &str,
    errors: &mut Vec<Diagnostic>,
) -> Result<(), Vec<Diagnostic>> {
    let outcomes = result.map_err(|(location, e)| {
        vec![error_at(
            file_line_col(location),
            "scf.for",
            Rule::Internal,
            &format!("internal error: {what}: {e}"),
        )]
    })?;
    for outcome in outcomes {
        match outcome {
            LoopOutcome::Done(location, message) => remark(location, "scf.for", rule, message),
            LoopOutcome::Skipped(location, message) => remark(location, "scf.for", rule, message),
            LoopOutcome::Invalid(location, message) => errors.push(error_at(
                file_line_col(location),
                "gpu.func",
                Rule::Slots,
                &message,
            )),
        }
    }
    Ok(())
}

/// What the pass did to one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelSummary {
    /// `@module::@kernel`.
    pub symbol: String,
    /// Device-born descriptors rebound (slots per CTA).
    pub descriptors: usize,
    /// Index of the first template parameter.
    pub first_template: usize,
    /// Index of the workspace parameter.
    pub workspace: usize,
    /// Launch sites rewritten.
    pub launch_sites: usize,
    /// Slots that got a `bulk_commit` + `bulk_wait 0 read` before their
    /// write.
    pub in_flight_waits: usize,
}

/// Plans the device rebinds of every kernel under `top` and rewrites their
/// launch sites. Returns what was done per kernel, or every error (see the
/// module documentation for when the IR is left unchanged).
pub fn plan_device_rebind(
    top: OperationRef<'_, '_>,
    options: &Options,
) -> Result<Vec<KernelSummary>, Vec<Diagnostic>> {
    // SAFETY: the context outlives the pass run.
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = top.context();
    let context: &Context = unsafe { context_ref.to_ref() };
    let mut errors = Vec::new();

    // 0. Overlap: pipeline the loops that ask for it (see `pipeline`), then
    // look-ahead: unroll the loops that ask for it by two (see `ahead`).
    report_loop_outcomes(
        pipeline::run(context, top, options.pipeline),
        "rebind-pipeline",
        "rebind pipeline",
        &mut errors,
    )?;
    // 0. Look-ahead: unroll the loops that ask for it by two (see `ahead`).
    report_loop_outcomes(
        ahead::run(context, top, options.lookahead),
        "rebind-lookahead",
        "look-ahead unroll",
        &mut errors,
    )?;

    if !errors.is_empty() {
        return Err(errors);
    }

    // 1. Collect kernels, launches and device-born descriptor ops.
    let mut raw = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        let name = tile_dialect::strings::name_of(&op);
        let device_born = OpKind::from_name(name).is_some_and(OpKind::makes_tensormap)
            && op.has_attribute(DEVICE_BORN);
        if name == "gpu.func" || name == "gpu.launch_func" || device_born {
            raw.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut kernels: Vec<Kernel> = Vec::new();
    let mut by_func: HashMap<usize, usize> = HashMap::new();
    let mut by_symbol: HashMap<String, usize> = HashMap::new();
    let mut launches = Vec::new();
    let mut desc_ops = Vec::new();
    for r in raw {
        // SAFETY: collected from the live IR just above; nothing was erased.
        let op: OperationRef = unsafe { OperationRef::from_raw(r) };
        match op_name(&op).as_str() {
            "gpu.func" => {}
            "gpu.launch_func" => launches.push(op),
            _ => desc_ops.push(op),
        }
    }

    // 2. Analyze every device-born descriptor in its kernel (the IR does
    // not change until step 4: walks up it are remembered).
    let mut ancestry = Ancestry::default();
    for op in desc_ops {
        let Some(func) = ancestry.enclosing_func(op) else {
            errors.push(diagnostic(
                &op,
                Rule::Kernel,
                "a device-born descriptor outside a gpu.func in a gpu.module: nothing provides its slot",
            ));
            continue;
        };
        if !(func.has_attribute("gpu.kernel") || func.has_attribute("kernel")) {
            errors.push(diagnostic(
                &op,
                Rule::Kernel,
                format!(
                    "a device-born descriptor in @{}, which is not a kernel: its slot and template would be kernel parameters; build it in the kernel (or pass the descriptor in)",
                    symbol_name(&func)
                ),
            ));
            continue;
        }
        let index = match by_func.get(&key(&func)) {
            Some(&i) => i,
            None => match new_kernel(func) {
                Some(k) => {
                    by_func.insert(key(&func), kernels.len());
                    by_symbol.insert(k.symbol.clone(), kernels.len());
                    kernels.push(k);
                    kernels.len() - 1
                }
                None => {
                    errors.push(internal(
                        &func,
                        "a kernel without an entry block or function_type",
                    ));
                    continue;
                }
            },
        };
        if let Some(d) = check_target(&op, options) {
            errors.push(d);
            continue;
        }
        match analyze(&kernels[index], op, options, &mut ancestry) {
            Ok(d) => kernels[index].descs.push(d),
            Err(d) => errors.push(d),
        }
    }

    drop(ancestry);

    // 3. Launch sites.
    for launch in launches {
        let Some(symbol) = launch.attribute("kernel").ok().map(|a| a.to_string()) else {
            continue;
        };
        let Some(&index) = by_symbol.get(&symbol) else {
            continue;
        };
        let kernel = &mut kernels[index];
        match host::kernel_operand_count(&launch) {
            Some(n) if n == kernel.n_inputs => {}
            Some(n) => {
                errors.push(diagnostic(
                    &launch,
                    Rule::Launch,
                    format!(
                        "launches {symbol} with {n} kernel operands, but the kernel has {} parameters",
                        kernel.n_inputs
                    ),
                ));
                continue;
            }
            None => {
                errors.push(diagnostic(
                    &launch,
                    Rule::Launch,
                    "the launch has malformed operandSegmentSizes",
                ));
                continue;
            }
        }
        kernel.launches.push(launch);
    }
    if !errors.is_empty() {
        return Err(errors);
    }

    // 4. Rewrite kernels and launch sites; then prove the result.
    let mut summaries = Vec::new();
    let mut planned = Vec::new();
    for kernel in &mut kernels {
        if kernel.descs.is_empty() {
            continue;
        }
        // A launcher outside this module encodes the templates as the
        // launch manifest's `rebind` section says, launch-invariant fields
        // included (numbers, or `operand(k)` of its own launch).
        let kernel = &*kernel;
        let unchanged: Vec<Option<String>> = kernel
            .descs
            .iter()
            .map(|d| {
                if d.strategy.seed == strategy::Seed::Zero {
                    return None;
                }
                let rank = d.fields.len() / 2;
                let names: Vec<String> = kernel::unchanged(&d.fields)
                    .into_iter()
                    .map(|i| kernel::field_name(i as usize, rank))
                    .collect();
                (!names.is_empty()).then(|| names.join(", "))
            })
            .collect();
        let func = kernel.func;
        let plans: Vec<(Location, String, String, Option<String>)> = kernel
            .descs
            .iter()
            .map(|d| {
                (
                    d.op.location(),
                    plan_text(d),
                    d.strategy.why_space.clone(),
                    d.strategy.seed_note.clone(),
                )
            })
            .collect();
        let op_names: Vec<String> = kernel.descs.iter().map(|d| op_name(&d.op)).collect();
        // Look-ahead copies share their originals' locations and plans: no
        // remarks of their own (the loop's [rebind-lookahead] says it).
        let copies: Vec<bool> = kernel
            .descs
            .iter()
            .map(|d| d.op.has_attribute(COPY_ATTR))
            .collect();
        let spaces: Vec<strategy::Space> = kernel.descs.iter().map(|d| d.strategy.space).collect();
        let (layout, writes) = match kernel::rewrite(context, kernel) {
            Ok(r) => r,
            Err(e) => {
                errors.push(internal(&func, e));
                continue;
            }
        };
        let slots = layout.slots();
        let n = layout.templates.len();
        for (k, ((location, plan, why_space, seed_note), name)) in
            plans.iter().zip(&op_names).enumerate()
        {
            if copies[k] {
                continue;
            }
            let slot = layout.slot_of[k];
            let seed = match layout.template_of[slot] {
                Some(j) => format!("template: parameter #{}", layout.first + j),
                None => "seeded with zeros, every field written: no template".to_string(),
            };
            remark(
                *location,
                name,
                "rebind-scope",
                format!(
                    "gpu: the slot is in global memory, read by the TMA unit (slot {slot} of the {slots} per CTA in the workspace, parameter #{}; {seed}); built {why_space}",
                    layout.workspace(),
                ),
            );
            remark(*location, name, "rebind-plan", plan.clone());
            if let Some(note) = seed_note {
                remark(*location, name, "rebind-seed", note.clone());
            }
            if let Some(fields) = &unchanged[k] {
                remark(
                    *location,
                    name,
                    "rebind-unchanged",
                    format!(
                        "fields {fields} are launch-invariant: encoded in the template, not written on the device"
                    ),
                );
            }
        }
        for launch in &kernel.launches {
            if let Err(e) = host::rewrite_launch(context, *launch, &layout) {
                errors.push(internal(launch, e));
            }
        }
        if kernel.launches.is_empty() {
            let templates = match n {
                0 => "no template descriptor".to_string(),
                1 => format!("the template descriptor as parameter #{}", layout.first),
                _ => format!(
                    "the {n} template descriptors as parameters #{}..#{}",
                    layout.first,
                    layout.first + n - 1
                ),
            };
            remark(
                func.location(),
                "gpu.func",
                "rebind-launch",
                format!(
                    "kernel {} is not launched in this module: its launcher must pass {templates} and a global workspace of gridDim.x * gridDim.y * gridDim.z * {} bytes, 128-byte aligned, as parameter #{} (the launch manifest's rebind section says how)",
                    kernel.symbol,
                    slots as i64 * SLOT_BYTES,
                    layout.workspace()
                ),
            );
        }
        let waits = match prove(context, func, &writes, &op_names, options.recheck) {
            Ok(waits) => waits,
            Err(found) => {
                errors.extend(found);
                0
            }
        };
        summaries.push(KernelSummary {
            symbol: kernel.symbol.clone(),
            descriptors: slots,
            first_template: layout.first,
            workspace: layout.workspace(),
            launch_sites: kernel.launches.len(),
            in_flight_waits: waits,
        });
        // In slot order: the descriptor each slot is first written for.
        let locations = layout
            .first_of
            .iter()
            .map(|&k| location_text(plans[k].0))
            .collect();
        let ops = layout
            .first_of
            .iter()
            .map(|&k| op_names[k].clone())
            .collect();
        let spaces = layout.first_of.iter().map(|&k| spaces[k]).collect();
        planned.push(PlannedKernel {
            symbol: kernel.symbol.clone(),
            layout,
            ops,
            locations,
            spaces,
        });
    }
    if errors.is_empty() && !planned.is_empty() {
        errors.extend(amend_manifest(top, &planned));
    }
    if errors.is_empty() {
        Ok(summaries)
    } else {
        Err(errors)
    }
}

/// `file:line:col` (`line:col` without a file name) of a location.
fn location_text(location: Location<'_>) -> Option<String> {
    file_line_col(location).map(|(file, l, c)| {
        if file.is_empty() || file == "-" {
            format!("{l}:{c}")
        } else {
            format!("{file}:{l}:{c}")
        }
    })
}

/// One rewritten kernel for the manifest.
struct PlannedKernel<'c> {
    /// `@module::@kernel`.
    symbol: String,
    /// Its new parameters.
    layout: kernel::Layout<'c>,
    /// Its descriptor ops' names, in slot order.
    ops: Vec<String>,
    /// Their locations, in slot order.
    locations: Vec<Option<String>>,
    /// Where each is rewritten, in slot order.
    spaces: Vec<strategy::Space>,
}

/// Adds the planned templates and workspaces to the launch manifest stored
/// on `top` (nothing to do without one).
fn amend_manifest(top: OperationRef<'_, '_>, planned: &[PlannedKernel<'_>]) -> Vec<Diagnostic> {
    let mut manifest = match crate::separate_host_tma::manifest::load(top) {
        Ok(Some(m)) => m,
        Ok(None) => return Vec::new(),
        Err(e) => return vec![diagnostic(&top, Rule::Internal, e.to_string())],
    };
    let mut errors = Vec::new();
    for PlannedKernel {
        symbol,
        layout,
        ops,
        locations,
        spaces,
    } in planned
    {
        let names: Vec<&str> = symbol
            .split("::")
            .map(|s| s.trim_start_matches('@'))
            .collect();
        let [module, name] = names[..] else {
            errors.push(internal(&top, format!("unexpected kernel symbol {symbol}")));
            continue;
        };
        let Some(entry) = manifest.kernel_mut(module, name) else {
            errors.push(internal(
                &top,
                format!("the launch manifest does not list the kernel {symbol}"),
            ));
            continue;
        };
        let plan = manifest::Planned {
            layout,
            ops,
            locations,
            spaces,
        };
        if let Err(e) = manifest::amend(entry, &plan) {
            errors.push(internal(&top, format!("launch manifest of {symbol}: {e}")));
        }
    }
    manifest.complete = false;
    if errors.is_empty() {
        crate::separate_host_tma::manifest::store(top, &manifest);
    }
    errors
}

fn symbol_name(op: &OperationRef<'_, '_>) -> String {
    tile_dialect::strings::symbol_name(op).unwrap_or_default()
}

fn new_kernel<'c, 'a>(func: OperationRef<'c, 'a>) -> Option<Kernel<'c, 'a>> {
    let entry = region_at(func, 0)?.first_block()?;
    let n_inputs = func
        .attribute("function_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .and_then(|t| FunctionType::try_from(t.value()).ok())?
        .input_count();
    let module = func.parent_operation()?;
    Some(Kernel {
        func,
        entry,
        symbol: format!("@{}::@{}", symbol_name(&module), symbol_name(&func)),
        n_inputs,
        descs: Vec::new(),
        launches: Vec::new(),
    })
}

/// A device rebind writes the descriptor with `tensormap.replace`, which
/// only arch-specific targets have (sm_90a, sm_100a...): on any other
/// target of the kernel the rebind is refused at the descriptor op
/// (`target-feature`, as `tile.rebind` itself is gated). Without it a named
/// pipeline, which verifies only after its last pass, wrote PTX that ptxas
/// refused (tile-fuzz finding `ptxas-rebind-target`).
fn check_target(op: &OperationRef<'_, '_>, options: &Options) -> Option<Diagnostic> {
    let verify = tile_dialect::verify::VerifyOptions {
        target: options.target,
    };
    tile_dialect::verify::targets_for(op, &verify)
        .into_iter()
        .find_map(|t| t.check(tile_rules::Feature::TensormapReplace))
        .map(|v| {
            diagnostic(
                op,
                Rule::Target,
                format!(
                    "this descriptor is device-born and is rebound on the device: {}",
                    v.message
                ),
            )
        })
}

/// Everything the plan needs to know about one descriptor op, or why it
/// cannot be rebound.
fn analyze<'c, 'a>(
    kernel: &Kernel<'c, 'a>,
    op: OperationRef<'c, 'a>,
    options: &Options,
    ancestry: &mut Ancestry<'c, 'a>,
) -> Result<DeviceDesc<'c, 'a>, Diagnostic> {
    let result = op.result(0).map_err(|e| internal(&op, e))?;
    let ty = melior::ir::ValueLike::r#type(&result);
    let desc =
        tensormap::from_type(ty).map_err(|e| diagnostic(&op, Rule::Operands, e.to_string()))?;
    if desc.mode != DescMode::Tile {
        return Err(diagnostic(
            &op,
            Rule::Operands,
            format!(
                "'{ty}' is not a tiled tensor map: only tiled descriptors have device mutators"
            ),
        ));
    }
    kernel::check_source(&op, &desc).map_err(|m| diagnostic(&op, Rule::Operands, m))?;
    let users =
        context::users(result.into()).map_err(|(user, m)| diagnostic(&user, Rule::Use, m))?;
    let thread = context::thread_of(
        op,
        &kernel.func,
        kernel.entry.to_raw().ptr as usize,
        ancestry,
    )
    .map_err(|m| diagnostic(&op, Rule::Thread, m))?;
    let placement = context::placement(op, thread, &kernel.func, ancestry);
    if let Some(iteration) = placement.per_iteration {
        if let Some(load) = context::unretired_load(&users.loads, &iteration, &op) {
            return Err(diagnostic(
                &load,
                Rule::InFlight,
                format!(
                    "this load reads the device-rebound descriptor built at {} until it completes on its mbarrier, and the slot is rewritten on every iteration of {}: add a blocking tile.mbarrier_wait_parity on the load's mbarrier after it in the same iteration, or before the descriptor op in the loop body (a ring that waits for it in the next iteration)",
                    describe(&op),
                    describe(&iteration)
                ),
            ));
        }
    }
    let fields = kernel::invariant_fields(
        &op,
        kernel.entry.to_raw().ptr as usize,
        kernel.n_inputs,
        &desc,
    );
    let kernel_options = strategy::kernel_options(&kernel.func, options)
        .map_err(|m| diagnostic(&kernel.func, Rule::Slots, m))?;
    let strategy = strategy::decide(&kernel_options, &kernel.func, &placement.thread, &desc)
        .map_err(|m| diagnostic(&op, Rule::Slots, m))?;
    Ok(DeviceDesc {
        op,
        ty,
        desc,
        placement,
        users,
        fields,
        strategy,
    })
}

/// The `[rebind-plan]` remark of one descriptor.
fn plan_text(d: &DeviceDesc<'_, '_>) -> String {
    let seeded = match d.strategy.seed {
        strategy::Seed::Template => "seeded from its template",
        strategy::Seed::Zero => "zeroed and written field by field",
    };
    let mut text = match (d.placement.thread, d.strategy.space) {
        (Thread::Guarded { guard, proven }, _) => {
            let mut t = format!(
                "{seeded} and rebound by the thread that {} selects, which also issues its TMA ops",
                describe(&guard)
            );
            if !proven {
                t += " (assuming a 1-D thread block: the condition pins only thread_id x)";
            }
            t
        }
        (Thread::Entry, strategy::Space::Global) => format!("{seeded} and rebound by thread (0, 0, 0) of the CTA, published to its other threads by gpu.barrier, acquired by every thread"),
        (Thread::Entry, strategy::Space::Shared) => format!("{seeded} and rebound in shared::cta by lane 0 of warp 0, copied to the global slot by warp 0 (tensormap.cp_fenceproxy, release at gpu scope), published to the CTA by gpu.barrier, acquired by every thread"),
        (Thread::Entry, strategy::Space::Staged) => format!("{seeded} and rebound in a shared::cta staging slot by thread (0, 0, 0) of the CTA, copied into the global slot by it, published to its other threads by gpu.barrier, acquired by every thread"),
    };
    if d.strategy.space == strategy::Space::Staged && !matches!(d.placement.thread, Thread::Entry) {
        text += "; built in a shared::cta staging slot and copied into the global slot by the same thread";
    }
    if let Some(outermost) = d.placement.hoisted.last() {
        text += &format!(
            "; hoisted out of {} (its operands are loop-invariant): written once before it",
            describe(outermost)
        );
    }
    if let Some(iteration) = d.placement.per_iteration {
        text += &format!(
            "; rewritten on every iteration of {} that changes a value it writes (compared with what this thread wrote last): seeded on the first write only, no leading acquire, prefetched after the consumer's acquire",
            describe(&iteration)
        );
    }
    text
}

/// Runs the fence checker on the rewritten `func`: slots that a store or
/// reduction may still read when they are rewritten get a
/// `tile.bulk_commit` + `tile.bulk_wait 0 read` before their write, then
/// the checker must find nothing (with `Recheck::Off`, it is not run again
/// when the waits retired every finding: the fence pass that follows
/// checks the function). Returns how many waits were inserted.
fn prove<'c>(
    context: &'c Context,
    func: OperationRef<'c, '_>,
    writes: &[Write<'c, '_>],
    op_names: &[String],
    recheck: Recheck,
) -> Result<usize, Vec<Diagnostic>> {
    let mut fixed = vec![false; writes.len()];
    // The write of each rebind location (the first, as a search in order
    // would find), and the first ops of the sequences already given a wait.
    let mut by_rebind: HashMap<usize, usize> = HashMap::with_capacity(writes.len());
    for (k, w) in writes.iter().enumerate() {
        by_rebind.entry(w.rebind.to_raw().ptr as usize).or_insert(k);
    }
    let write_of = |location: &Option<Location<'c>>| {
        location.and_then(|l| by_rebind.get(&(l.to_raw().ptr as usize)).copied())
    };
    let mut waited: HashSet<usize> = HashSet::new();
    // Whether every finding is one a wait inserted here retires.
    let mut all_retired = true;
    // The in-flight findings at a descriptor op's location (not at a
    // rebind): retired when every write of that descriptor op got a wait.
    let mut at_origin: Vec<usize> = Vec::new();
    // Where the in-flight reads are (their messages replay each path from
    // the entry: N findings on paths of N nodes would cost O(N²)).
    let first = findings(func, crate::fence_check::Detail::Places)?;
    let mut errors = Vec::new();
    for (rule, location, _) in &first {
        if *rule != FenceRule::SlotInFlight {
            all_retired = false;
            continue;
        }
        let Some(k) = write_of(location) else {
            // A write of the sequence other than its rebind (the seed's
            // tile.tensormap_init), at the descriptor op's location.
            match location {
                Some(l) => at_origin.push(l.to_raw().ptr as usize),
                None => all_retired = false,
            }
            continue;
        };
        if fixed[k] {
            continue;
        }
        if !writes[k].has_bulk_users {
            all_retired = false;
            continue;
        }
        let write = &writes[k];
        // Descriptors written in one sequence share its first op: one
        // commit + wait before it retires the stores through all of them.
        if waited.contains(&key(&write.first)) {
            fixed[k] = true;
            continue;
        }
        let inserted = At::before(context, write.first, write.origin)
            .and_then(|at| tile_ops::retire_bulk_reads(&at));
        match inserted {
            Ok(_) => {
                fixed[k] = true;
                waited.insert(key(&write.first));
                remark(
                    write.origin,
                    &op_names[k],
                    "rebind-in-flight",
                    format!(
                        "{} inserted before the slot is rewritten: a TMA store or reduction through it issued earlier{} may still read it",
                        tile_ops::retire_bulk_reads_text(),
                        if write.has_loads { " (its loads are retired by their mbarrier waits)" } else { "" }
                    ),
                );
            }
            Err(e) => {
                all_retired = false;
                errors.push(internal(&func, e));
            }
        }
    }
    if all_retired && !at_origin.is_empty() {
        let mut origin_fixed: HashMap<usize, bool> = HashMap::with_capacity(writes.len());
        for (k, w) in writes.iter().enumerate() {
            *origin_fixed
                .entry(w.origin.to_raw().ptr as usize)
                .or_insert(true) &= fixed[k];
        }
        all_retired = at_origin
            .iter()
            .all(|l| origin_fixed.get(l).copied().unwrap_or(false));
    }
    // What is left, with messages (none in a clean plan: then nothing is
    // replayed).
    let remaining = if first.is_empty() || (all_retired && recheck == Recheck::Off) {
        Vec::new()
    } else {
        findings(func, crate::fence_check::Detail::Messages)?
    };
    for (rule, location, text) in remaining {
        let mine = write_of(&location);
        let (rule, message) = match (rule, mine) {
            (FenceRule::SlotInFlight, Some(_)) => (
                Rule::InFlight,
                format!("the rewritten slot may still be read by an earlier TMA op: {text}"),
            ),
            _ => (
                Rule::Verify,
                format!("after planning the device rebinds, tile-check-tensormap-fences still finds: {text}"),
            ),
        };
        errors.push(error_at(
            location
                .and_then(file_line_col)
                .or_else(|| file_line_col(func.location())),
            &op_name(&func),
            rule,
            &message,
        ));
    }
    if errors.is_empty() {
        Ok(fixed.iter().filter(|f| **f).count())
    } else {
        Err(errors)
    }
}

type Finding<'c> = (FenceRule, Option<Location<'c>>, String);

/// The fence checker's findings in `func`: with their messages, or, for
/// `Detail::Places`, the `slot-in-flight` ones without
/// ([`check_operation_places`]: where waits go).
fn findings<'c>(
    func: OperationRef<'c, '_>,
    detail: crate::fence_check::Detail,
) -> Result<Vec<Finding<'c>>, Vec<Diagnostic>> {
    let mut out = Vec::new();
    let reports = match detail {
        crate::fence_check::Detail::Messages => check_operation(func),
        crate::fence_check::Detail::Places => check_operation_places(func),
    };
    for report in reports {
        match report.result {
            Ok(found) => out.extend(
                found
                    .into_iter()
                    .map(|f| (f.rule, f.location, f.diagnostic.message)),
            ),
            Err(e) => return Err(vec![diagnostic(&func, Rule::Verify, e.to_string())]),
        }
    }
    Ok(out)
}

#[repr(align(8))]
struct PassId;
static PLAN_REBIND_PASS: PassId = PassId;

/// `tile-plan-device-rebind{slots=auto|global|shared|staged seed=template|zero}`.
pub fn pass(options: Options) -> Pass {
    error_reporting_pass(
        TypeId::create(&PLAN_REBIND_PASS),
        "TilePlanDeviceRebind",
        PASS_NAME,
        "plan the device rebind of every device-born descriptor",
        move |op| match plan_device_rebind(op, &options) {
            Ok(_) => Vec::new(),
            Err(diagnostics) => diagnostics,
        },
    )
}
