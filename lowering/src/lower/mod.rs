//! `tile-lower-to-nvvm{emit=intrinsics|asm}`: lowers every `tile` op to
//! NVVM dialect ops (intrinsics) or to runtime-assembled inline-asm PTX
//! (`llvm.inline_asm`), one plan per op shared by both strategies. Where the
//! intrinsics strategy has no NVVM op for a variant, the op falls back to
//! inline asm and a remark says why; nothing is silently dropped.
//!
//! The pass also retypes descriptor kernel parameters to `!llvm.ptr`
//! (`signature.rs`) and records on each `gpu.module` the lowest PTX version
//! its instructions need (`tile.ptx_version`), computed from the plans, and
//! for a function of at least `ASM_O0_MIN_OPS` (asm) or `INTRINSICS_O0_MIN_OPS`
//! (intrinsics) tile ops `tile.emission = "asm"` or `"large"` (the back end's `-O0`).
//! In such a function the planner's conditional rebind sequences are
//! outlined, one function per distinct sequence (`outline.rs`), before the
//! tile ops are lowered: one copy of each is lowered. The `-O0` decision
//! counts the tile ops before that.

pub mod emitter;
pub mod ops;
mod outline;
pub mod plan;
mod pointers;
pub mod signature;

use emitter::{AddressSpace, Emitter};
use melior::ir::{
    attribute::StringAttribute,
    operation::OperationRefMut,
    operation::{OperationLike, OperationMutLike, WalkOrder, WalkResult},
    r#type::IntegerType,
    Location, OperationRef, Type, Value, ValueLike,
};
use melior::Context;
use ops::{DescMap, Lowered};
use plan::{emit_asm, emit_intrinsic, inline_asm, Plan};
use std::collections::HashMap;
use thiserror::Error;
use tile_dialect::access::result_at;
use tile_dialect::ops::OpKind;
use tile_dialect::verify::{facts::op_name, file_line_col};
use tile_ptx::{PtxVersion, Requirement};
use tile_rules::Diagnostic;

/// Why an op could not be lowered.
#[derive(Debug, Error)]
pub enum LowerError {
    /// The op is not inside a block.
    #[error("the op is not inside a block")]
    Detached,
    /// A variant neither strategy can express.
    #[error("{0}")]
    Unsupported(String),
    /// The PTX builder rejected the variant.
    #[error("inline-asm PTX: {0}")]
    Ptx(#[from] tile_ptx::PtxError),
    /// A bug in this pass.
    #[error("internal error: {0}")]
    Internal(String),
}

/// The emission strategy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// NVVM dialect ops (and `llvm.call_intrinsic`), inline asm where none exists.
    Intrinsics,
    /// `llvm.inline_asm` with PTX text assembled from the op.
    Asm,
}

impl Strategy {
    /// Every strategy, in declaration order.
    pub const ALL: [Strategy; 2] = [Strategy::Intrinsics, Strategy::Asm];

    /// Its name: `intrinsics` / `asm` (the `emit` option of `tile-lower`,
    /// file names, messages). [`std::fmt::Display`] writes it,
    /// [`std::str::FromStr`] reads it.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Intrinsics => "intrinsics",
            Strategy::Asm => "asm",
        }
    }

    /// Parses `intrinsics` / `asm` (the names of [`Strategy::name`]).
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.name() == text)
    }
}

impl std::fmt::Display for Strategy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A strategy name that is neither `intrinsics` nor `asm`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown strategy '{0}': expected 'intrinsics' or 'asm'")]
pub struct UnknownStrategy(pub String);

impl std::str::FromStr for Strategy {
    type Err = UnknownStrategy;

    fn from_str(text: &str) -> Result<Self, UnknownStrategy> {
        Self::parse(text).ok_or_else(|| UnknownStrategy(text.to_string()))
    }
}

/// The blocking wait as an inline-asm loop (asm strategy). Its label is
/// numbered by LLVM per asm statement of a module (`${:uid}`), which the
/// split output stage renumbers (`crate::output::stitch`).
pub(crate) const WAIT_PARITY_LOOP: &str = "{\n\t.reg .pred tp_done;\n\tTP_WAIT_${:uid}:\n\tmbarrier.try_wait.parity.shared::cta.b64 tp_done, [$0], $1;\n\t@!tp_done bra TP_WAIT_${:uid};\n\t}";

/// Ticks hint of the intrinsic wait (what MLIR's own tests use).
const WAIT_TICKS: i64 = 10_000_000;

struct Outcome<'c> {
    errors: Vec<Diagnostic>,
    /// Where (the op's location, which outlives the op) and what.
    remarks: Vec<(Location<'c>, String)>,
}

/// Lowers every `tile` op under `top`. Returns the errors (empty on success)
/// and emits fallbacks as remarks (`tile_passes::remarks`).
pub fn lower_tile_ops(top: OperationRef<'_, '_>, strategy: Strategy) -> Vec<Diagnostic> {
    // SAFETY: the context outlives the pass run.
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = top.context();
    let context: &Context = unsafe { context_ref.to_ref() };
    let mut out = Outcome {
        errors: Vec::new(),
        remarks: Vec::new(),
    };
    let mut funcs = Vec::new();
    let mut tile_ops = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        let name = tile_dialect::strings::name_of(&op);
        if name == "gpu.func" {
            funcs.push(op.to_raw());
        } else if tile_dialect::ops::in_dialect(name) {
            tile_ops.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut retyped_kernels: HashMap<String, Vec<usize>> = HashMap::new();
    for raw in funcs.iter().copied() {
        // SAFETY: collected above from the live IR.
        let func = unsafe { OperationRef::from_raw(raw) };
        let result = Emitter::new(context, func).and_then(|em| signature::rewrite(func, &em));
        match result {
            Ok(indices) if !indices.is_empty() => {
                if let Some(symbol) = signature::kernel_symbol(func) {
                    retyped_kernels.insert(symbol, indices);
                }
            }
            Ok(_) => {}
            Err(e) => out.errors.push(diag(func, e.to_string())),
        }
    }
    if !retyped_kernels.is_empty() {
        if let Err(e) = cast_launch_operands(context, top, &retyped_kernels) {
            out.errors.push(diag(top, e.to_string()));
        }
    }
    let mut descs = DescMap::new();
    let mut requirements: HashMap<usize, Requirement> = HashMap::new();
    let mut deferred = Vec::new();
    // Tile ops per function, counted before anything is outlined: a
    // function with at least `o0_min` of them is compiled at -O0 (its
    // gpu.module, see `o0_min_ops`) and takes its memref addresses from one
    // cache (`pointers`).
    let o0_min = o0_min_ops(strategy);
    let mut enclosing = Enclosing::default();
    let large_functions = large_functions(&tile_ops, o0_min, &mut enclosing);
    let large: std::collections::HashSet<usize> =
        large_functions.iter().map(|&(_, module)| module).collect();
    let mut compact: std::collections::HashSet<usize> = large_functions
        .iter()
        .map(|&(function, _)| function)
        .collect();
    if strategy == Strategy::Intrinsics {
        for &(function, _) in &large_functions {
            // SAFETY: a function enclosing a live op; functions are never
            // erased here.
            let f = unsafe {
                OperationRef::from_raw(mlir_sys::MlirOperation {
                    ptr: function as *mut _,
                })
            };
            out.remarks.push(remark(
                f,
                format!(
                    "[codegen-O0] this function has at least {o0_min} tile ops: its \
                     gpu.module is compiled at LLVM -O0, whose time grows linearly \
                     with the function (-O2's machine CSE and sinking grow \
                     quadratically); ptxas still optimizes the PTX"
                ),
            ));
        }
    }
    // A kernel asking for its rebind sequences outlined
    // (`tile.rebind_outline = "on"`) builds its addresses once too, so
    // that the outlined sequences take pointers, as in a large function.
    for raw in &funcs {
        // SAFETY: collected above from the live IR.
        let func = unsafe { OperationRef::from_raw(*raw) };
        if outline::Mode::of(&func) == outline::Mode::On {
            compact.insert(raw.ptr as usize);
        }
    }
    // The large functions' (`auto`) and those asking for it (`on`) rebind
    // sequences are outlined before they are lowered, so that one copy of
    // each is lowered (`outline.rs`, rule 1); what stays marked is tried
    // again on the lowered IR below.
    // One cache of addresses for the large functions, from here on: the
    // outlined sites take their slots' pointers from it (`outline.rs`,
    // rule 6), and the lowering the same pointers.
    let pointers = pointers::PointerCache::default();
    let mut outlined =
        outline::outline_sites(context, &pointers, top, &compact, outline::Level::Tile);
    if !outlined.is_empty() {
        // Ops moved into the new functions, or erased with their sites:
        // collect again, and forget the erased parents.
        tile_ops.clear();
        top.walk(WalkOrder::PreOrder, |op| {
            if tile_dialect::ops::in_dialect(tile_dialect::strings::name_of(&op)) {
                tile_ops.push(op.to_raw());
            }
            WalkResult::Advance
        });
        enclosing = Enclosing::default();
    }
    for raw in tile_ops {
        // SAFETY: collected above; ops are erased only after being lowered.
        let op = unsafe { OperationRef::from_raw(raw) };
        let (function, gpu_module) = enclosing.of(op);
        let cache = compact
            .contains(&function)
            .then(|| (pointers.clone(), function));
        if gpu_module == 0 {
            // Host code: descriptors are encoded there (tile-lower-host-tma);
            // every other tile op is device-only.
            if !OpKind::of(&op).is_some_and(OpKind::makes_tensormap) {
                out.errors.push(diag(
                    op,
                    "[device-only] TMA and async-copy ops run on the device: put them in a gpu.module kernel".into(),
                ));
            }
            continue;
        }
        match lower_one(context, op, strategy, cache, &mut descs, &mut out) {
            Ok((requirement, erase_now)) => {
                let module = gpu_module;
                let entry = requirements.entry(module).or_insert(Requirement::NONE);
                *entry = entry.join(requirement);
                if erase_now {
                    erase(op);
                } else {
                    deferred.push(raw);
                }
            }
            Err(e) => out.errors.push(diag(op, e.to_string())),
        }
    }
    if out.errors.is_empty() {
        for raw in deferred.into_iter().rev() {
            // SAFETY: still alive: deferred ops are erased only here.
            erase(unsafe { OperationRef::from_raw(raw) });
        }
        pointers::erase_unused(&pointers);
        // The sites left inline above, now lowered (their outside values
        // are all LLVM types now).
        outlined.extend(outline::outline_sites(
            context,
            &pointers,
            top,
            &compact,
            outline::Level::Lowered,
        ));
        for outlined in outline::merge(outlined) {
            // SAFETY: a live function (outlining erases no function).
            let f = unsafe { OperationRef::from_raw(outlined.function) };
            let callees = outlined
                .callees
                .iter()
                .map(|c| format!("@{c}"))
                .collect::<Vec<_>>()
                .join(", ");
            out.remarks.push(remark(
                f,
                format!(
                    "[rebind-outlined] {} conditional rebind sequence(s) of this function \
                     outlined as calls of {callees} (tile.rebind_outline = \"{}\"): the PTX \
                     holds one copy of each distinct sequence",
                    outlined.sites,
                    outline::Mode::of(&f).name()
                ),
            ));
        }
        for (module, requirement) in requirements {
            if module == 0 {
                continue;
            }
            // SAFETY: a gpu.module enclosing a lowered op; never erased.
            let mut m = unsafe {
                OperationRefMut::from_raw(mlir_sys::MlirOperation {
                    ptr: module as *mut _,
                })
            };
            // The output stage compiles a unit with a large function at -O0
            // (`crate::output::codegen_level` says why); small ones keep -O2
            // and its IR optimizations.
            if large.contains(&module) {
                let emission = match strategy {
                    Strategy::Asm => "asm",
                    Strategy::Intrinsics => "large",
                };
                m.set_discardable_attribute(
                    crate::output::EMISSION_ATTRIBUTE,
                    StringAttribute::new(context, emission).into(),
                );
            }
            if requirement == Requirement::NONE {
                continue;
            }
            let PtxVersion { major, minor } = requirement.min_ptx;
            m.set_discardable_attribute(
                tile_dialect::verify::module::PTX_VERSION_ATTR,
                StringAttribute::new(context, &format!("{major}.{minor}")).into(),
            );
        }
    }
    for (location, message) in out.remarks {
        tile_passes::remarks::emit(location, &message);
    }
    out.errors
}

/// A remark about `op`: its location and the text (`'op' op message`).
fn remark<'c>(op: OperationRef<'c, '_>, message: String) -> (Location<'c>, String) {
    (op.location(), format!("'{}' op {message}", op_name(&op)))
}

/// An error of the pass at `op`: `'op' op [rule] message` when the message
/// names its own rule, else `'op' op [lowering] message` (one rule per
/// diagnostic, the first bracket a reader and `Diagnostic::rule` see).
fn diag(op: OperationRef<'_, '_>, message: String) -> Diagnostic {
    let tag = if message.starts_with('[') {
        ""
    } else {
        "[lowering] "
    };
    Diagnostic::error(
        file_line_col(op.location()),
        format!("'{}' op {tag}{message}", op_name(&op)),
    )
}

fn erase(op: OperationRef<'_, '_>) {
    // SAFETY: the op is in a block, its results have no remaining uses, and
    // no handle to it is used afterwards.
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
}

/// The number of tile ops one function must hold for its asm-strategy unit
/// to be compiled at `-O0`: LLVM's `-O2` machine passes cost time quadratic
/// in the inline-asm statements of one function (bench/compile `ops`,
/// `fences`), while below this size `-O2` costs little and keeps LLVM's IR
/// optimizations (address-space inference, CSE), which the kernels' run
/// time needs (bench/RESULTS.md 2026-11-25: prefetch_copy_2d at -O0 ran at
/// half the speed).
pub const ASM_O0_MIN_OPS: usize = 256;

/// The number of tile ops one function must hold for its intrinsics-strategy
/// unit to be compiled at `-O0` (`tile.emission = "large"`, with a
/// `[codegen-O0]` remark at the function). The NVVM intrinsics have no
/// inline-asm copies, but LLVM's `-O2` is still quadratic in one huge
/// function: machine CSE merges the slot address and constants that
/// SelectionDAG rematerializes in every block (bench/compile `fences`, N=10k:
/// 2.4 of 3.5 s of `llc -O2`), EarlyCSE, live intervals and machine sinking
/// over thousands of descriptors (`device-born`). Far above any real kernel
/// (the largest test has about 500), low enough that the bench shapes from
/// N = 1000 on are linear.
pub const INTRINSICS_O0_MIN_OPS: usize = 2048;

/// The `-O0` threshold ([`ASM_O0_MIN_OPS`], [`INTRINSICS_O0_MIN_OPS`]) of
/// `strategy`.
fn o0_min_ops(strategy: Strategy) -> usize {
    match strategy {
        Strategy::Asm => ASM_O0_MIN_OPS,
        Strategy::Intrinsics => INTRINSICS_O0_MIN_OPS,
    }
}

/// The functions (by [`Enclosing`]) of a `gpu.module` holding at least
/// `o0_min` of `tile_ops`, with that module, in the order of their first op.
fn large_functions(
    tile_ops: &[mlir_sys::MlirOperation],
    o0_min: usize,
    enclosing: &mut Enclosing,
) -> Vec<(usize, usize)> {
    let mut counts: HashMap<(usize, usize), usize> = HashMap::new();
    let mut order = Vec::new();
    for raw in tile_ops {
        // SAFETY: collected from the live IR; nothing is erased yet.
        let op = unsafe { OperationRef::from_raw(*raw) };
        let place = enclosing.of(op);
        let count = counts.entry(place).or_insert(0);
        *count += 1;
        if *count == o0_min && place.0 != 0 && place.1 != 0 {
            order.push(place);
        }
    }
    order
}

/// The function (`*.func`) and the `gpu.module` enclosing each op (raw
/// pointers, 0 when none), remembered per parent op for one run of the
/// pass: N tile ops in a D-deep nest cost O(N + D) walks up, not O(N·D).
/// Valid while no op with regions is erased (the pass erases tile ops and
/// pointer ops only).
#[derive(Default)]
struct Enclosing {
    inside: HashMap<usize, (usize, usize)>,
}

impl Enclosing {
    /// The function and `gpu.module` around `op`.
    fn of(&mut self, op: OperationRef<'_, '_>) -> (usize, usize) {
        let mut chain = Vec::new();
        let mut answer = (0, 0);
        let mut current = op.parent_operation();
        while let Some(parent) = current {
            let key = parent.to_raw().ptr as usize;
            if let Some(&known) = self.inside.get(&key) {
                answer = known;
                break;
            }
            chain.push(parent);
            current = parent.parent_operation();
        }
        // Outermost first: an inner function or module replaces an outer.
        for parent in chain.into_iter().rev() {
            let name = op_name(&parent);
            let key = parent.to_raw().ptr as usize;
            if name.ends_with(".func") {
                answer.0 = key;
            }
            if name == "gpu.module" {
                answer.1 = key;
            }
            self.inside.insert(key, answer);
        }
        answer
    }
}

fn replace_results(op: OperationRef<'_, '_>, values: &[Value<'_, '_>]) {
    for (i, v) in values.iter().enumerate() {
        if let Some(result) = result_at(op, i) {
            // SAFETY: both values are live; types were matched by the caller.
            unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(result.to_raw(), v.to_raw()) };
        }
    }
}

/// Lowers one op; returns its PTX requirement and whether to erase it now.
fn lower_one<'c>(
    context: &'c Context,
    op: OperationRef<'c, '_>,
    strategy: Strategy,
    pointers: Option<(pointers::PointerCache, usize)>,
    descs: &mut DescMap,
    out: &mut Outcome<'c>,
) -> Result<(Requirement, bool), LowerError> {
    let mut em = Emitter::new(context, op)?;
    if let Some((cache, function)) = pointers {
        em = em.with_pointers(cache, function);
    }
    let lowered = ops::lower(&em, op, descs)?;
    // What the plans built only for the intrinsic ops, erased once the asm
    // strategy has emitted every plan of the op (a value may serve several
    // plans of a sequence).
    let intrinsic_only = match (&lowered, strategy) {
        (Lowered::Plan(plan), Strategy::Asm) => intrinsic_operands(std::slice::from_ref(plan)),
        (Lowered::Sequence(plans), Strategy::Asm) => intrinsic_operands(plans),
        (Lowered::RemoteArrive { plan, .. }, Strategy::Asm) => {
            intrinsic_operands(std::slice::from_ref(plan))
        }
        _ => Vec::new(),
    };
    let result = emit_lowered(&em, op, lowered, strategy, out);
    discard_unused_operands(&em, &intrinsic_only);
    result
}

/// The raw values the plans' intrinsic ops would take, each once.
fn intrinsic_operands(plans: &[Plan<'_, '_>]) -> Vec<mlir_sys::MlirValue> {
    let mut seen = std::collections::HashSet::new();
    plans
        .iter()
        .filter_map(|plan| plan.intrinsic.as_ref().ok())
        .flat_map(|intrinsic| intrinsic.operands.iter().map(|v| v.to_raw()))
        .filter(|raw| seen.insert(raw.ptr))
        .collect()
}

/// Emits what [`ops::lower`] planned for `op`.
fn emit_lowered<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    lowered: Lowered<'c, 'a>,
    strategy: Strategy,
    out: &mut Outcome<'c>,
) -> Result<(Requirement, bool), LowerError> {
    let mut requirement = Requirement::NONE;
    match lowered {
        Lowered::Nothing => return Ok((requirement, false)),
        Lowered::Emitted => {}
        Lowered::Plan(plan) => {
            requirement = emit_plan(em, op, plan, strategy, out)?;
        }
        Lowered::Sequence(plans) => {
            if strategy == Strategy::Asm && em.compact() && op.result_count() == 0 {
                if let Some(all) = plan::emit_asm_sequence(em, &plans)? {
                    return Ok((all, true));
                }
            }
            for plan in plans {
                requirement = requirement.join(emit_plan(em, op, plan, strategy, out)?);
            }
        }
        Lowered::RemoteArrive {
            plan,
            mbar,
            rank,
            release_cta,
        } => match strategy {
            Strategy::Asm => requirement = emit_plan(em, op, plan, strategy, out)?,
            Strategy::Intrinsics => {
                requirement = plan.instr.build()?.requirement;
                let cluster_ptr = em.ptr_type(AddressSpace::SharedCluster)?;
                let remote = em.value("nvvm.mapa", &[mbar, rank], cluster_ptr, &[])?;
                em.op(
                    "nvvm.mbarrier.arrive",
                    &[remote],
                    &[],
                    &[em.named(
                        "scope",
                        em.attr(if release_cta {
                            "#nvvm.mem_scope<cta>"
                        } else {
                            "#nvvm.mem_scope<cluster>"
                        })?,
                    )],
                )?;
            }
        },
        Lowered::WaitParity { mbar, parity } => {
            requirement = Requirement::sm(90, PtxVersion::new(7, 8));
            match strategy {
                Strategy::Asm => {
                    let addr = em.pointer_int(mbar, 32)?;
                    inline_asm(em, WAIT_PARITY_LOOP, "r,r,~{memory}", &[addr, parity], &[])?;
                }
                Strategy::Intrinsics => {
                    let ticks = em.const_int(WAIT_TICKS, 32)?;
                    em.op(
                        "nvvm.mbarrier.try_wait.parity",
                        &[mbar, parity, ticks],
                        &[],
                        &[],
                    )?;
                }
            }
        }
    }
    Ok((requirement, true))
}

/// Erases what the plans of one op built only for the intrinsics strategy's
/// ops (a cast to `shared::cluster`, a wait's tick hint, a field index)
/// once the asm strategy emitted every plan without them: left in place, such ops cost every later pass a walk
/// and make the next greedy pass (`expand-strided-metadata`) run its whole
/// module again after erasing them. Only ops of the few kinds the plans
/// build and without uses; the operands of the lowered `tile` op are still
/// used by it. Not in the compact form, whose conversions are shared by
/// later ops (`pointers.rs`).
fn discard_unused_operands(em: &Emitter<'_, '_>, values: &[mlir_sys::MlirValue]) {
    if em.compact() {
        return;
    }
    let Ok(cluster) = em.ptr_type(AddressSpace::SharedCluster) else {
        return;
    };
    for &raw in values {
        // SAFETY: live values built in this run, each looked at once; a
        // defining op is destroyed only when it has no uses, after every
        // plan of the op was emitted, and no handle to it is used again.
        unsafe {
            if !mlir_sys::mlirValueIsAOpResult(raw)
                || !mlir_sys::mlirValueGetFirstUse(raw).ptr.is_null()
            {
                continue;
            }
            let def = mlir_sys::mlirOpResultGetOwner(raw);
            let name = op_name(&OperationRef::from_raw(def));
            let cluster_cast = name == "llvm.addrspacecast"
                && mlir_sys::mlirTypeEqual(
                    mlir_sys::mlirValueGetType(raw),
                    melior::ir::r#type::TypeLike::to_raw(&cluster),
                );
            if cluster_cast || name == "arith.constant" || name == "llvm.mlir.constant" {
                mlir_sys::mlirOperationDestroy(def);
            }
        }
    }
}

fn emit_plan<'c, 'a>(
    em: &Emitter<'c, 'a>,
    op: OperationRef<'c, 'a>,
    plan: Plan<'c, 'a>,
    strategy: Strategy,
    out: &mut Outcome<'c>,
) -> Result<Requirement, LowerError> {
    let requirement = plan.instr.build()?.requirement;
    let results = match (strategy, &plan.intrinsic) {
        (Strategy::Intrinsics, Ok(intrinsic)) => emit_intrinsic(em, intrinsic)?,
        (Strategy::Intrinsics, Err(reason)) => {
            out.remarks.push(remark(
                op,
                format!("[asm-fallback] emitted as inline asm: {reason}"),
            ));
            emit_asm(em, &plan)?
        }
        (Strategy::Asm, _) => emit_asm(em, &plan)?,
    };
    // Results: the asm try_wait yields an i32 flag; the op wants an i1.
    if op.result_count() == 1 {
        let result = op
            .result(0)
            .map_err(|e| LowerError::Internal(e.to_string()))?;
        let want: Type = result.r#type();
        if let Some(v) = results.first() {
            let v = if v.r#type() != want && want == IntegerType::new(em.context, 1).into() {
                let zero = em.const_int(0, 32)?;
                em.value(
                    "arith.cmpi",
                    &[*v, zero],
                    want,
                    &[em.named("predicate", em.attr("1 : i64")?)],
                )?
            } else {
                *v
            };
            if v.r#type() == want {
                replace_results(op, &[v]);
            }
        }
    }
    Ok(requirement)
}

/// Location helper for other modules.
pub fn location_of<'c>(op: OperationRef<'c, '_>) -> Location<'c> {
    op.location()
}

/// Host launch sites of kernels whose descriptor parameters became
/// `!llvm.ptr`: each such operand (a host `!tile.tensormap`) is wrapped in an
/// `unrealized_conversion_cast` marked `tile.host_descriptor`, so launch and
/// kernel types agree until `tile-lower-host-tma` passes the 128-byte blob.
fn cast_launch_operands(
    context: &Context,
    top: OperationRef<'_, '_>,
    retyped: &HashMap<String, Vec<usize>>,
) -> Result<(), LowerError> {
    let mut launches = Vec::new();
    top.walk(WalkOrder::PreOrder, |op| {
        if tile_dialect::strings::name_of(&op) == "gpu.launch_func" {
            launches.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in launches {
        // SAFETY: collected above from the live IR; nothing is erased here.
        let launch = unsafe { OperationRef::from_raw(raw) };
        let Some(kernel) = launch.attribute("kernel").ok().map(|a| a.to_string()) else {
            continue;
        };
        let Some(indices) = retyped.get(&kernel) else {
            continue;
        };
        let start = signature::launch_kernel_operand_start(launch).ok_or_else(|| {
            LowerError::Internal("gpu.launch_func without operand segments".into())
        })?;
        let em = Emitter::new(context, launch)?;
        let ptr = em.ty("!llvm.ptr")?;
        for i in indices {
            let operand = launch
                .operand(start + i)
                .map_err(|e| LowerError::Internal(e.to_string()))?;
            if operand.r#type() == ptr {
                continue;
            }
            let cast = em.value(
                "builtin.unrealized_conversion_cast",
                &[operand],
                ptr,
                &[em.named("tile.host_descriptor", melior::ir::Attribute::unit(context))],
            )?;
            // SAFETY: a live op; operand index within its operand count.
            let mut launch_mut = unsafe { OperationRefMut::from_raw(raw) };
            launch_mut.set_operand(start + i, cast);
        }
    }
    Ok(())
}
