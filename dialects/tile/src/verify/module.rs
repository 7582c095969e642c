//! Rules about where things sit and what the output stage can compile,
//! beyond single `tile` ops: a `gpu.module` is compiled on its own (never
//! nested), for exactly one NVVM target; the names of its functions and
//! globals are written into the PTX as they are; a kernel's parameters fit
//! the PTX parameter space; its shared-memory globals fit a thread block;
//! `tile.ptx_version` names a PTX ISA version the output can be written in;
//! a `tile` op sits inside a function.
//!
//! Where each rule is reported (each exactly once):
//! - `op-placement`: by the `tile` op itself (its verifier hook).
//! - `ptx-version`: by the dialect's attribute verifier, for the
//!   `tile.ptx_version` attribute on any op ([`check_attribute`]).
//! - the rules of a *scope* — a `gpu.module` with the ops whose nearest
//!   `gpu.module` it is, or a kernel outside any `gpu.module`
//!   (`gpu-module-nested`, `gpu-module-target`, `target-attribute` of its
//!   targets, `symbol-name`, `param-space`, `param-empty`, `param-type`, `smem-capacity`,
//!   `global-alignment`, `kernel-declaration`, `kernel-result`, `block-size`, `cluster-size`,
//!   `llvm-index-type`, `llvm-type`, `address-space`, `global-type`,
//!   `function-address`, `loop-depth`): by the first
//!   `tile` op in the scope, in pre-order, from its verifier hook
//!   ([`super::report_scopes`]), so `mlir-opt` with the dialect plugin reports them
//!   too; a scope without any `tile` op never reaches the hook, and a driver
//!   checks it after parsing and after its pipelines
//!   ([`super::verify_without_tile_ops`]).
//!
//! - `smem-launch` (a launch's static + dynamic shared memory): by the
//!   `gpu.launch_func`, from both walks (`super::launch`).
//!
//! A walk over a whole module ([`super::verify_operation`]) does both, so
//! the findings are the same either way.

use super::context::VerifyContext;
use super::facts::{memref_info, op_name};
use super::scope::{first_tile_op, is_scope};
use super::target::{enclosing_gpu_module, gpu_module_targets};
use super::{Found, Space};
use crate::{strings, tensormap};
use melior::ir::{
    attribute::TypeAttribute,
    operation::{OperationLike, WalkResult},
    r#type::{FunctionType, MemRefType},
    Attribute, AttributeLike, OperationRef, Type, TypeLike, ValueLike,
};
use tile_rules::{block, params, planner_attrs, shared, symbol, PtxVersion, Violation};

pub use super::kinds::is_kernel;

/// The attribute that raises a unit's PTX ISA version (`"8.6"`).
pub const PTX_VERSION_ATTR: &str = "tile.ptx_version";

/// `mbarrier-parity` for an NVVM op outside every scope (not in a
/// `gpu.module`, not in a kernel): a helper function of a `builtin.module`
/// translated as a device unit. The pipeline lowers NVVM ops to inline asm
/// before the output stage could see them, and ptxas refused a parity of 7
/// (tile-fuzz seed 505). Scoped ops get it from [`check_scope`].
pub(crate) fn check_nvvm_outside_scopes(ctx: &mut VerifyContext, op: OperationRef<'_, '_>) {
    if !strings::name_of(&op).starts_with("nvvm.") {
        return;
    }
    // In a scope (a gpu.module is one), the scope's check has it.
    if !ctx.around(&op).scopes.is_empty() {
        return;
    }
    let mut found = Found::new();
    check_nvvm_parity(&op, &mut found);
    ctx.report_all(&op, found);
}

/// The rules of the scope `op` roots, if it roots one that holds no `tile`
/// op (what the hook never sees).
pub(crate) fn check_if_scope_without_tile_ops(ctx: &mut VerifyContext, op: OperationRef<'_, '_>) {
    if is_scope(&op) && first_tile_op(op).is_none() {
        check_scope(ctx, op);
    }
}

/// The rules of one scope: of a `gpu.module`, the module itself and every
/// op whose nearest `gpu.module` it is; of a kernel outside any, its
/// parameters.
pub(crate) fn check_scope(ctx: &mut VerifyContext, scope: OperationRef<'_, '_>) {
    if !strings::op_name_is(&scope, "gpu.module") {
        let mut found = Found::new();
        check_kernel_body(&scope, &mut found);
        check_kernel_result(&scope, &mut found);
        check_block_size(&scope, &mut found);
        check_cluster_size(&scope, &mut found);
        check_kernel_params(&scope, &mut found);
        check_static_shared(ctx, &scope, &mut found);
        check_tf32_storage(&scope, &mut found);
        ctx.report_all(&scope, found);
        // The kernel is compiled as device code: every op of it (an NVVM
        // parity wait too: the pipeline turns it into inline asm before the
        // output stage sees it; tile-fuzz seed 707).
        let mut loops = super::loop_depth::LoopDepths::default();
        crate::walk::preorder(scope, |op| {
            let mut found = Found::new();
            loops.visit(&op, strings::name_of(&op), &mut found);
            super::check_device_types(&op, &mut found);
            check_nvvm_parity(&op, &mut found);
            ctx.report_all(&op, found);
            WalkResult::Advance
        });
        return;
    }
    let mut found = Found::new();
    check_gpu_module(&scope, ctx.has_cli_target(), &mut found);
    ctx.report_all(&scope, found);
    let root = scope.to_raw().ptr;
    // The names of the scope's functions, read once when an address in a
    // non-generic space first needs them (one scan per scope, not per op).
    let functions = std::cell::OnceCell::new();
    let mut loops = super::loop_depth::LoopDepths::default();
    crate::walk::preorder(scope, |op| {
        if op.to_raw().ptr == root {
            return WalkResult::Advance;
        }
        let name = strings::name_of(&op);
        if name == "gpu.module" {
            // Its own scope.
            return WalkResult::Skip;
        }
        let mut found = Found::new();
        check_symbol(&op, &mut found);
        loops.visit(&op, name, &mut found);
        if !may_break_scope_rule(name) {
            // The ops of a body: only the rules of every op apply (the
            // others name the kinds they read, below).
            super::check_device_types(&op, &mut found);
            ctx.report_all(&op, found);
            return WalkResult::Advance;
        }
        check_kernel_body(&op, &mut found);
        check_kernel_result(&op, &mut found);
        check_block_size(&op, &mut found);
        check_cluster_size(&op, &mut found);
        super::check_device_types(&op, &mut found);
        check_kernel_params(&op, &mut found);
        check_static_shared(ctx, &op, &mut found);
        check_tf32_storage(&op, &mut found);
        check_shared_global(ctx, &op, &mut found);
        check_global_alignment(&op, &mut found);
        super::global_type::check_global_type(&op, &mut found);
        check_nvvm_parity(&op, &mut found);
        check_nvvm_feature(ctx, &op, &mut found);
        check_function_address(&scope, &functions, &op, &mut found);
        ctx.report_all(&op, found);
        WalkResult::Advance
    });
}

/// Whether a rule of [`check_scope`] beyond `symbol-name` and the type rules
/// (`llvm-index-type`, `llvm-type`, `address-space`) can apply to an op named `name`: functions (kernel
/// rules, `tf32-storage`), globals (`smem-capacity`, `global-alignment`,
/// `tf32-storage`), NVVM ops (`mbarrier-parity`, `target-feature`) and
/// `llvm.mlir.addressof` (`function-address`). Most ops of a lowered unit
/// are none of these; the walk skips those checks for them.
fn may_break_scope_rule(name: &str) -> bool {
    matches!(
        name,
        "gpu.func" | "func.func" | "llvm.func" | "memref.global" | "llvm.mlir.global"
    ) || name == "llvm.mlir.addressof"
        || name.starts_with("nvvm.")
}

/// A shared-memory global of a `gpu.module` (`memref.global` in space 3,
/// `llvm.mlir.global` in address space 3) fits one thread block's shared
/// memory (a 2^40-element one compiled, and ptxas took it).
fn check_shared_global(ctx: &VerifyContext, op: &OperationRef<'_, '_>, found: &mut Found) {
    let name = strings::name_of(op);
    let bytes = match name {
        "memref.global" => {
            let Some(info) = super::facts::type_attr(op, "type").and_then(memref_info) else {
                return;
            };
            if info.space != Space::Shared {
                return;
            }
            info.static_bytes(super::facts::element_bytes(&info))
        }
        // An LLVM global in shared memory (address space 3): ptxas refused
        // an 8 MiB one ("uses too much shared data", tile-fuzz seed 505).
        "llvm.mlir.global" if super::facts::int_attr(op, "addr_space") == Some(3) => {
            let size = super::facts::type_attr(op, "global_type")
                .and_then(super::global_type::llvm_type_bytes);
            match size {
                Some(bytes) => bytes,
                None => return,
            }
        }
        _ => return,
    };
    if ctx.around(op).gpu_module.is_none() {
        return;
    }
    let what = format!("{name} @{}", strings::symbol_name(op).unwrap_or_default());
    for target in ctx.targets_for(op) {
        if let Some(v) = target.check_shared_capacity(&what, bytes) {
            if !found.contains(&v) {
                found.push(v);
            }
        }
    }
}

/// A global (`memref.global`, `llvm.mlir.global`) of device code, or of
/// host code (the host emitter calls it too), is aligned to no more than
/// ptxas and the host object file handle in reasonable time and memory.
pub fn check_global_alignment(op: &OperationRef<'_, '_>, found: &mut Vec<tile_rules::Violation>) {
    if !strings::op_name_is(op, "memref.global") && !strings::op_name_is(op, "llvm.mlir.global") {
        return;
    }
    let Some(alignment) = super::facts::int_attr(op, "alignment") else {
        return;
    };
    let what = format!(
        "{} @{}",
        strings::op_name(op),
        strings::symbol_name(op).unwrap_or_default()
    );
    // An alignment MLIR let through as negative reads as more than any limit.
    found.extend(shared::check_global_alignment(&what, alignment as u64));
}

/// An NVVM dialect mbarrier parity wait in already-lowered input
/// (`nvvm.mbarrier.try_wait.parity`) with a constant parity: the same
/// `mbarrier-parity` rule as `tile.mbarrier_wait_parity` (ptxas refuses an
/// immediate other than 0 or 1).
pub(crate) fn check_nvvm_parity(op: &OperationRef<'_, '_>, found: &mut Found) {
    let name = strings::name_of(op);
    if !name.starts_with("nvvm.mbarrier.") || !name.contains("parity") {
        return;
    }
    let parity = crate::upstream::parity(*op)
        .and_then(super::facts::defining_op)
        .filter(|c| {
            strings::op_name_is(c, "llvm.mlir.constant") || strings::op_name_is(c, "arith.constant")
        })
        .and_then(|c| super::facts::int_attr(&c, "value"));
    if let Some(parity) = parity {
        found.extend(tile_rules::mbarrier::check_parity(parity));
    }
}

/// An NVVM dialect op of a gated family (`super::nvvm_gate`) in
/// already-lowered input is available on every target of its `gpu.module`
/// (`target-feature`, as for the `tile` op it would come from).
fn check_nvvm_feature(ctx: &VerifyContext, op: &OperationRef<'_, '_>, found: &mut Found) {
    let Some(feature) = super::nvvm_gate::feature_of(strings::name_of(op)) else {
        return;
    };
    for target in ctx.targets_for(op) {
        if let Some(v) = target.check(feature) {
            if !found.contains(&v) {
                found.push(v);
            }
        }
    }
}

/// `llvm.mlir.addressof` of a function of the `gpu.module` `scope` yields a
/// generic pointer (`!llvm.ptr`): a function has no address in another
/// space, and with `!llvm.ptr<3>` the NVPTX back end wrote the function's
/// name as a shared-memory address, which ptxas refused ("Illegal to use
/// symbol ... as address operand"; tile-fuzz finding
/// `ptxas-function-address-space`). `functions`: the names of the
/// functions directly in `scope`, filled on first use (every kernel takes
/// the address of its shared globals in space 3: scanning the scope per
/// address was quadratic in its kernels).
fn check_function_address(
    scope: &OperationRef<'_, '_>,
    functions: &std::cell::OnceCell<std::collections::HashSet<String>>,
    op: &OperationRef<'_, '_>,
    found: &mut Found,
) {
    if !strings::op_name_is(op, "llvm.mlir.addressof") {
        return;
    }
    let Some(result) = op.result(0).ok().map(|r| r.r#type()) else {
        return;
    };
    // SAFETY: a live type, read through the C API (printing it for the
    // comparison cost a string per address).
    let generic = unsafe {
        let raw = result.to_raw();
        mlir_sys::mlirTypeIsALLVMPointerType(raw)
            && mlir_sys::mlirLLVMPointerTypeGetAddressSpace(raw) == 0
    };
    if generic {
        return;
    }
    let Some(symbol) = op
        .attribute("global_name")
        .ok()
        .and_then(strings::flat_symbol_value)
    else {
        return;
    };
    if !functions
        .get_or_init(|| scope_function_names(scope))
        .contains(&symbol)
    {
        return;
    }
    let ty = result.to_string();
    found.push(Violation::error(
        "function-address",
        format!(
            "llvm.mlir.addressof @{symbol} yields {ty}, but @{symbol} is a function: the \
             address of a function is a generic pointer (!llvm.ptr); ptxas refuses a \
             function name used as an address in another space"
        ),
    ));
}

/// The symbol names of the functions (`llvm.func`, `func.func`,
/// `gpu.func`) directly in the body of `scope`.
fn scope_function_names(scope: &OperationRef<'_, '_>) -> std::collections::HashSet<String> {
    let mut names = std::collections::HashSet::new();
    let Some(block) = scope
        .region(0)
        .ok()
        .and_then(|r| melior::ir::RegionLike::first_block(&r))
    else {
        return names;
    };
    let mut current = melior::ir::BlockLike::first_operation(&block);
    while let Some(inner) = current {
        if matches!(
            strings::name_of(&inner),
            "llvm.func" | "func.func" | "gpu.func"
        ) {
            names.extend(strings::symbol_name(&inner));
        }
        current = inner.next_in_block();
    }
    names
}

/// A `tile` op must be inside a function: directly in a `gpu.module` (or
/// `builtin.module`) body it has no translation and the NVVM lowering
/// crashed or silently dropped it.
/// `around`: the facts of the ops around the op (its nearest function or
/// module: [`super::ancestry::Around::holder`]).
pub(crate) fn check_placement(around: &super::ancestry::Around, found: &mut Found) {
    if let Some((holder, false)) = around.holder {
        {
            // SAFETY: an op around a live op, read from the unchanged IR.
            let parent = unsafe { super::ancestry::op_at(holder) };
            let name = op_name(&parent);
            let what = match strings::symbol_name(&parent) {
                Some(s) => format!("{name} @{s}"),
                None => name,
            };
            found.push(Violation::error(
                "op-placement",
                format!(
                    "a tile op must be inside a function (gpu.func, func.func or llvm.func), but \
                     this one is directly in the body of {what}"
                ),
            ));
        }
    }
}

/// Structure of a `gpu.module`: not nested in another, one target, an NVVM
/// one. `cli_target`: the
/// command line fixes the chip (then the module's chips are not checked).
pub(crate) fn check_gpu_module(module: &OperationRef<'_, '_>, cli_target: bool, found: &mut Found) {
    if let Some(outer) = enclosing_gpu_module(*module) {
        found.push(Violation::error(
            "gpu-module-nested",
            format!(
                "a gpu.module inside gpu.module @{} is never compiled (only gpu.modules outside \
                 any other are); move it out",
                strings::symbol_name(&outer).unwrap_or_default()
            ),
        ));
    }
    if strings::symbol_name(module).as_deref() == Some("") {
        found.push(Violation::error(
            "symbol-name",
            "gpu.module @\"\" cannot be launched: MLIR prints a reference to an empty symbol as \
             @<<INVALID EMPTY SYMBOL>>",
        ));
    }
    check_targets(module, cli_target, found);
}

fn check_targets(module: &OperationRef<'_, '_>, cli_target: bool, found: &mut Found) {
    let Some(targets) = gpu_module_targets(*module) else {
        return;
    };
    let count = targets.nvvm_chips.len() + targets.others.len();
    if count > 1 {
        let printed = module
            .attribute("targets")
            .map(|a| a.to_string())
            .unwrap_or_default();
        found.push(Violation::error(
            "gpu-module-target",
            format!(
                "a gpu.module is compiled for one target, but this one has {count} ({printed}): \
                 write one gpu.module per target"
            ),
        ));
    }
    if targets.nvvm_chips.is_empty() {
        let what = if contains_tile_op(module) {
            "tile ops need an NVVM target"
        } else {
            "a gpu.module is compiled to PTX and needs an NVVM target"
        };
        found.push(Violation::error(
            "target-attribute",
            format!(
                "{what} (#nvvm.target<chip = \"sm_90a\">), but the gpu.module targets are {}",
                targets.others.join(", ")
            ),
        ));
    }
    if cli_target {
        return;
    }
    for chip in &targets.nvvm_chips {
        if let Err(e) = tile_rules::Target::parse(chip) {
            found.push(Violation::error(
                "target-attribute",
                format!("gpu.module target chip: {e}"),
            ));
        }
    }
}

fn contains_tile_op(module: &OperationRef<'_, '_>) -> bool {
    first_tile_op(*module).is_some()
}

/// A function or global directly in a `gpu.module` body keeps its name in
/// the PTX: it must be a PTX identifier.
pub(crate) fn check_symbol(op: &OperationRef<'_, '_>, found: &mut Found) {
    // The parent first: a symbol lookup (and its string) per op of every
    // kernel body cost more than the rule.
    if !op
        .parent_operation()
        .is_some_and(|parent| strings::op_name_is(&parent, "gpu.module"))
    {
        return;
    }
    if let Some(name) = strings::symbol_name(op) {
        found.extend(symbol::check_ptx_symbol(&op_name(op), &name));
    }
}

/// `tile.ptx_version` on any op names a PTX ISA version the output can be
/// written in.
pub(crate) fn check_ptx_version_attr(op: &OperationRef<'_, '_>, found: &mut Found) {
    if let Ok(value) = op.attribute(PTX_VERSION_ATTR) {
        found.extend(check_attribute(PTX_VERSION_ATTR, value));
    }
}

/// The violations of the `tile.*` attribute `name = value` beyond
/// `tile.target` (the dialect's attribute verifier asks): `tile.ptx_version`
/// names a PTX ISA version the output can be written in; other `tile.*`
/// attributes (set by the passes) carry no rule here.
pub fn check_attribute(name: &str, value: Attribute<'_>) -> Vec<Violation> {
    if planner_attrs::values_of(name).is_some() {
        let text = strings::string_value(value);
        let printed = value.to_string();
        let value = text.as_deref().ok_or(printed.as_str());
        return planner_attrs::check_planner_attribute(name, value)
            .into_iter()
            .collect();
    }
    if name != PTX_VERSION_ATTR {
        return Vec::new();
    }
    let text = strings::string_value(value).unwrap_or_else(|| value.to_string());
    PtxVersion::check_attribute(&text).into_iter().collect()
}

/// `rebind-attribute` for the planner's kernel attributes (`tile.rebind_*`)
/// on `op`: each a string, one of its option's values.
pub(crate) fn check_planner_attrs(op: &OperationRef<'_, '_>, found: &mut Found) {
    for (name, _) in planner_attrs::VALUES {
        if let Ok(value) = op.attribute(name) {
            found.extend(check_attribute(name, value));
        }
    }
}

/// A kernel has a body: a declaration (`llvm.func @k() attributes
/// {nvvm.kernel}` with no region) has no `.entry` to write, and the NVPTX
/// back end silently left it out of the PTX. So did it a kernel of
/// `available_externally` linkage (its body only stands for a definition
/// elsewhere: LLVM writes nothing of it; tile-opt exited 0).
fn check_kernel_body(op: &OperationRef<'_, '_>, found: &mut Found) {
    if !is_kernel(op) {
        return;
    }
    let has_body = op
        .region(0)
        .ok()
        .is_some_and(|region| melior::ir::RegionLike::first_block(&region).is_some());
    if !has_body {
        found.push(Violation::error(
            "kernel-declaration",
            format!(
                "kernel @{} has no body: a kernel must be defined where it is compiled (a \
                 declaration has no PTX entry to write)",
                strings::symbol_name(op).unwrap_or_default()
            ),
        ));
    } else if op
        .attribute("linkage")
        .is_ok_and(|a| a.to_string() == "#llvm.linkage<available_externally>")
    {
        found.push(Violation::error(
            "kernel-declaration",
            format!(
                "kernel @{} has available_externally linkage: its body only stands for a \
                 definition elsewhere, so LLVM writes no PTX entry for it and the kernel \
                 would be missing from the output; a kernel must be defined where it is \
                 compiled (drop the linkage: external is the default)",
                strings::symbol_name(op).unwrap_or_default()
            ),
        ));
    }
}

/// A kernel returns nothing: a PTX `.entry` has no return value, and for
/// `llvm.func @k() -> i32 attributes {nvvm.kernel}` the NVPTX back end
/// wrote `st.param.b32 [func_retval0], ...` into the entry, which ptxas
/// refused ("Illegal operand type to instruction 'st'"; tile-opt exited 0).
/// (`gpu.func ... kernel` with a result is refused by MLIR's verifier.)
fn check_kernel_result(op: &OperationRef<'_, '_>, found: &mut Found) {
    if !is_kernel(op) {
        return;
    }
    let results = result_types(op);
    if results.is_empty() {
        return;
    }
    let types = results
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    found.push(Violation::error(
        "kernel-result",
        format!(
            "kernel @{} returns {types}: a kernel (a PTX .entry) returns nothing, and ptxas \
             refuses the result the NVPTX back end writes for it (\"Illegal operand type to \
             instruction 'st'\"); return void and write results through a pointer parameter",
            strings::symbol_name(op).unwrap_or_default()
        ),
    ));
}

/// The block-size attributes of a kernel that become PTX `.maxntid` /
/// `.reqntid` directives.
const BLOCK_SIZE_ATTRS: [&str; 3] = ["known_block_size", "nvvm.maxntid", "nvvm.reqntid"];

/// A kernel's block-size attributes hold positive extents: ptxas refuses
/// `.maxntid 128, 0, 1` ("Positive non-zero value expected for maxntid"),
/// which `known_block_size = array<i32: 128, 0, 1>` became.
/// Nor more than CUDA's limits (1024 threads in x and y, 64 in z, 1024 in
/// all): a kernel that asks for more never runs.
fn check_block_size(op: &OperationRef<'_, '_>, found: &mut Found) {
    check_positive_extents(
        op,
        &BLOCK_SIZE_ATTRS,
        "block-size",
        "thread block must be at least 1 (ptxas refuses the .maxntid/.reqntid it becomes)",
        found,
    );
    if !is_kernel(op) {
        return;
    }
    for name in BLOCK_SIZE_ATTRS {
        let Some(extents) = super::facts::i32_array_attr(op, name) else {
            continue;
        };
        let extents: Vec<i64> = extents.into_iter().map(i64::from).collect();
        let what = format!(
            "kernel @{} has {name} = {extents:?}",
            strings::symbol_name(op).unwrap_or_default()
        );
        found.extend(block::check_block_limits(&what, &extents));
    }
}

/// The cluster-shape attributes of a kernel (`nvvm.cluster_dim` is what
/// `known_cluster_size` becomes).
const CLUSTER_SIZE_ATTRS: [&str; 2] = ["known_cluster_size", "nvvm.cluster_dim"];

/// A kernel's cluster-shape attributes hold positive extents: the NVVM
/// translation cannot read a negative one (`known_cluster_size =
/// array<i32: 4, 1, 4294967295>` is -1) and failed without a location
/// ("can't parse integer attribute -1 in nvvm.cluster_dim").
fn check_cluster_size(op: &OperationRef<'_, '_>, found: &mut Found) {
    check_positive_extents(
        op,
        &CLUSTER_SIZE_ATTRS,
        "cluster-size",
        "thread block cluster must be at least 1",
        found,
    );
}

/// Reports `rule` for the first extent below 1 of each of the kernel's
/// i32-array attributes `names`; `why` ends the message ("every extent of
/// a <why>").
fn check_positive_extents(
    op: &OperationRef<'_, '_>,
    names: &[&str],
    rule: &'static str,
    why: &str,
    found: &mut Found,
) {
    if !is_kernel(op) {
        return;
    }
    for &name in names {
        let Some(extents) = super::facts::i32_array_attr(op, name) else {
            continue;
        };
        if let Some(bad) = extents.iter().find(|&&e| e <= 0) {
            found.push(Violation::error(
                rule,
                format!(
                    "kernel @{} has {name} = {extents:?} with extent {bad}: every extent of a {why}",
                    strings::symbol_name(op).unwrap_or_default()
                ),
            ));
        }
    }
}

/// A kernel's static shared memory (the shared-memory globals it reads
/// with `memref.get_global`, each counted once) fits what ptxas allows.
fn check_static_shared(ctx: &VerifyContext, op: &OperationRef<'_, '_>, found: &mut Found) {
    if !is_kernel(op) {
        return;
    }
    let name = strings::symbol_name(op).unwrap_or_default();
    found.extend(shared::check_static_shared(
        &name,
        static_shared_bytes(op, ctx.global_index()),
    ));
}

/// The static shared memory of kernel `op` as ptxas lays it out (`None`:
/// more than 64 bits can count): the shared-memory globals it reads with
/// `memref.get_global`, each once, in declaration order (the order of the
/// PTX `.shared` variables), each at the next multiple of its alignment
/// (its `alignment` attribute, else its element's size). Checked against
/// `ptxas -v` and ptxas's refusal (a fuzz finding: twelve globals of 8-,
/// 128- and 1024-byte alignment, 46,440 bytes of data, "uses too much
/// shared data (0xc400 bytes, 0xc000 max)": 0xc400 is this layout; the sum
/// of the sizes, counted before, was under the limit). `globals` looks the
/// globals up (one index per run: each symbol table is read once).
pub fn static_shared_bytes(op: &OperationRef<'_, '_>, globals: &super::GlobalIndex) -> Option<u64> {
    // Globals by their (uniqued, so comparable) symbol attribute.
    let mut seen: Vec<*const std::ffi::c_void> = Vec::new();
    // (declaration position, alignment, bytes) of each.
    let mut used: Vec<(usize, u64, Option<u64>)> = Vec::new();
    crate::walk::preorder(*op, |inner| {
        if !strings::op_name_is(&inner, "memref.get_global") {
            return WalkResult::Advance;
        }
        let Some(info) = inner.result(0).ok().and_then(|r| memref_info(r.r#type())) else {
            return WalkResult::Advance;
        };
        let name = inner
            .attribute("name")
            .map_or(std::ptr::null(), |a| a.to_raw().ptr);
        if info.space != Space::Shared || seen.contains(&name) {
            return WalkResult::Advance;
        }
        seen.push(name);
        let element = super::facts::element_bytes(&info);
        let symbol = inner
            .attribute("name")
            .ok()
            .and_then(crate::strings::flat_symbol_value)
            .unwrap_or_default();
        let (position, alignment) = globals.global(inner, &symbol).unwrap_or((usize::MAX, None));
        used.push((
            position,
            alignment.unwrap_or(element).max(1),
            info.static_bytes(element),
        ));
        WalkResult::Advance
    });
    used.sort_by_key(|&(position, _, _)| position);
    used.into_iter()
        .try_fold(0u64, |offset, (_, alignment, bytes)| {
            offset
                .checked_next_multiple_of(alignment)?
                .checked_add(bytes?)
        })
}

/// `tf32` has no storage type in the lowering (MLIR's LLVM type converter
/// has none for it): a function argument or global that is a memref of
/// `tf32` cannot be compiled. tf32 data lives in `f32` memrefs; a `tf32`
/// tensor map reads and writes them.
fn check_tf32_storage(op: &OperationRef<'_, '_>, found: &mut Found) {
    let is_tf32 = |ty: Type<'_>| memref_info(ty).is_some_and(|i| i.element == "tf32");
    let mut push = |what: String, ty: Type<'_>| {
        let v = Violation::error(
            "tf32-storage",
            format!(
                "{what} is {ty}, a memref of tf32, which has no storage type: hold tf32 data \
                 in an f32 memref (a tf32 tensor map reads and writes 32-bit floats)"
            ),
        );
        if !found.contains(&v) {
            found.push(v);
        }
    };
    if strings::op_name_is(op, "memref.global") {
        if let Some(ty) = op
            .attribute("type")
            .ok()
            .and_then(|a| TypeAttribute::try_from(a).ok())
            .map(|t| t.value())
            .filter(|t| is_tf32(*t))
        {
            let name = strings::symbol_name(op).unwrap_or_default();
            push(format!("memref.global @{name}"), ty);
        }
        return;
    }
    if !["gpu.func", "func.func", "llvm.func"]
        .iter()
        .any(|f| strings::op_name_is(op, f))
    {
        return;
    }
    let name = strings::symbol_name(op).unwrap_or_default();
    for (i, ty) in argument_types(op).into_iter().enumerate() {
        if is_tf32(ty) {
            push(format!("argument #{i} of @{name}"), ty);
        }
    }
}

/// A kernel's parameters fit the PTX parameter space.
pub(crate) fn check_kernel_params(op: &OperationRef<'_, '_>, found: &mut Found) {
    if !is_kernel(op) {
        return;
    }
    let bytes = kernel_param_bytes(op);
    let name = strings::symbol_name(op).unwrap_or_default();
    for (i, ty) in argument_types(op).into_iter().enumerate() {
        let byval = byval_of(op, i);
        let passed = byval.map_or(ty, |(pointee, _)| pointee);
        // A scalar `i0` by value is `param-type`'s; by reference (`llvm.byval`)
        // or inside an aggregate it is a parameter of no bytes.
        if has_no_bytes(passed) && (byval.is_some() || !passed.is_integer()) {
            found.push(params::param_empty(&name, i, &passed.to_string()));
        }
        if ty.is_integer() {
            if let Ok(int) = melior::ir::r#type::IntegerType::try_from(ty) {
                found.extend(params::check_param_int_width(&name, i, int.width()));
            }
        }
    }
    found.extend(params::check_param_space(&name, bytes));
}

/// A type of no bytes in LLVM's data layout: `i0`, `!llvm.struct<()>`,
/// `!llvm.array<0 x T>`, or an aggregate made only of such (`!llvm.array<1 x
/// i0>`: NVPTX declares it `.param .b8 p[0]` too).
fn has_no_bytes(ty: Type<'_>) -> bool {
    if ty.is_integer() {
        return melior::ir::r#type::IntegerType::try_from(ty).is_ok_and(|i| i.width() == 0);
    }
    // SAFETY: a live type; each accessor is called on the kind it expects
    // (checked first).
    unsafe {
        let raw = ty.to_raw();
        if mlir_sys::mlirTypeIsALLVMStructType(raw) {
            return !mlir_sys::mlirLLVMStructTypeIsOpaque(raw)
                && (0..mlir_sys::mlirLLVMStructTypeGetNumElementTypes(raw)).all(|i| {
                    has_no_bytes(Type::from_raw(mlir_sys::mlirLLVMStructTypeGetElementType(
                        raw, i,
                    )))
                });
        }
    }
    let Some((count, element)) = super::type_walk::llvm_array(ty) else {
        return false;
    };
    count == Some(0) || has_no_bytes(element)
}

/// The bytes of PTX parameter space `kernel` takes: its arguments in order,
/// each at its alignment, as the lowering passes them (a memref as its
/// descriptor: two pointers, the offset, sizes and strides; a tensor map
/// as a 128-byte, 64-byte aligned blob; an `llvm.byval` argument as its
/// pointee).
pub fn kernel_param_bytes(kernel: &OperationRef<'_, '_>) -> u64 {
    let inputs = argument_types(kernel);
    params::param_space(
        inputs
            .iter()
            .enumerate()
            .map(|(i, ty)| match byval_of(kernel, i) {
                Some((pointee, align)) => {
                    let (size, natural) = size_align(pointee);
                    (size, align.unwrap_or(natural))
                }
                None => size_align(*ty),
            }),
    )
}

fn argument_types<'c>(op: &OperationRef<'c, '_>) -> Vec<Type<'c>> {
    signature_types(op).0
}

/// The types the function `op` returns: none for a `void` `!llvm.func`.
fn result_types<'c>(op: &OperationRef<'c, '_>) -> Vec<Type<'c>> {
    signature_types(op).1
}

/// The parameter and result types of the function `op`'s `function_type`
/// (a builtin function type, or an `!llvm.func`, whose `void` result is no
/// result); none for an op without one.
fn signature_types<'c>(op: &OperationRef<'c, '_>) -> (Vec<Type<'c>>, Vec<Type<'c>>) {
    let Some(ty) = op
        .attribute("function_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .map(|t| t.value())
    else {
        return (Vec::new(), Vec::new());
    };
    // SAFETY: a live type (not melior's `try_from`, whose error prints an
    // `!llvm.func` type for every function).
    if unsafe { mlir_sys::mlirTypeIsAFunction(ty.to_raw()) } {
        return FunctionType::try_from(ty)
            .map(|f| {
                (
                    (0..f.input_count())
                        .filter_map(|i| f.input(i).ok())
                        .collect(),
                    (0..f.result_count())
                        .filter_map(|i| f.result(i).ok())
                        .collect(),
                )
            })
            .unwrap_or_default();
    }
    // SAFETY: a live type; the LLVM function type accessors are called on
    // an `!llvm.func` only (its type id is that of `!llvm.func<void ()>`).
    unsafe {
        let raw = ty.to_raw();
        let context = mlir_sys::mlirTypeGetContext(raw);
        let void = mlir_sys::mlirLLVMVoidTypeGet(context);
        let void_function = mlir_sys::mlirLLVMFunctionTypeGet(void, 0, std::ptr::null(), false);
        if !mlir_sys::mlirTypeIDEqual(
            mlir_sys::mlirTypeGetTypeID(raw),
            mlir_sys::mlirTypeGetTypeID(void_function),
        ) {
            return (Vec::new(), Vec::new());
        }
        let count = mlir_sys::mlirLLVMFunctionTypeGetNumInputs(raw).max(0);
        let inputs = (0..count)
            .map(|i| Type::from_raw(mlir_sys::mlirLLVMFunctionTypeGetInput(raw, i)))
            .collect();
        let result = mlir_sys::mlirLLVMFunctionTypeGetReturnType(raw);
        let results = if mlir_sys::mlirTypeEqual(result, void) {
            Vec::new()
        } else {
            vec![Type::from_raw(result)]
        };
        (inputs, results)
    }
}

/// The `llvm.byval` pointee of argument `index` and its `llvm.align`.
fn byval_of<'c>(op: &OperationRef<'c, '_>, index: usize) -> Option<(Type<'c>, Option<u64>)> {
    let attrs = op.attribute("arg_attrs").ok()?;
    // SAFETY: live attributes; each accessor is called on the kind it
    // expects (checked first).
    unsafe {
        let raw = attrs.to_raw();
        if !mlir_sys::mlirAttributeIsAArray(raw)
            || index as isize >= mlir_sys::mlirArrayAttrGetNumElements(raw)
        {
            return None;
        }
        let dict = mlir_sys::mlirArrayAttrGetElement(raw, index as isize);
        if !mlir_sys::mlirAttributeIsADictionary(dict) {
            return None;
        }
        let get = |name: &str| {
            let attr = mlir_sys::mlirDictionaryAttrGetElementByName(
                dict,
                mlir_sys::MlirStringRef {
                    data: name.as_ptr().cast(),
                    length: name.len(),
                },
            );
            (!attr.ptr.is_null()).then(|| Attribute::from_raw(attr))
        };
        let pointee = TypeAttribute::try_from(get("llvm.byval")?).ok()?.value();
        let align = get("llvm.align")
            .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
            .and_then(|a| u64::try_from(a.value()).ok());
        Some((pointee, align))
    }
}

/// Bytes and alignment of one parameter of type `ty` (0 bytes for a type
/// the lowering would refuse anyway).
fn size_align(ty: Type<'_>) -> (u64, u64) {
    if tensormap::is_tensormap(ty) {
        return (128, 64);
    }
    if ty.is_index() {
        return (8, 8);
    }
    if ty.is_integer() {
        let bits = melior::ir::r#type::IntegerType::try_from(ty)
            .map(|i| u64::from(i.width()))
            .unwrap_or(64);
        return scalar(bits.div_ceil(8).max(1));
    }
    if let Some(bytes) = float_bytes(ty) {
        return scalar(bytes);
    }
    // SAFETY: a live type (checked before melior's `try_from`, whose error
    // prints the type: a lowered kernel's parameters are pointers).
    if unsafe { mlir_sys::mlirTypeIsALLVMPointerType(ty.to_raw()) } {
        return (8, 8);
    }
    if let Ok(memref) = MemRefType::try_from(ty) {
        // Allocated and aligned pointers, offset, then sizes and strides.
        let rank = u64::try_from(melior::ir::r#type::ShapedTypeLike::rank(&memref)).unwrap_or(0);
        return (
            8u64.saturating_mul(3u64.saturating_add(rank.saturating_mul(2))),
            8,
        );
    }
    let text = ty.to_string();
    if text.starts_with("memref<*") {
        return (16, 8);
    }
    // SAFETY: live types; each accessor is called on the kind it expects.
    unsafe {
        let raw = ty.to_raw();
        if mlir_sys::mlirTypeIsAVector(raw) || mlir_sys::mlirTypeIsAComplex(raw) {
            let (element, count) = if mlir_sys::mlirTypeIsAVector(raw) {
                let rank = mlir_sys::mlirShapedTypeGetRank(raw).max(0);
                let count = (0..rank).fold(1u64, |n, d| {
                    n.saturating_mul(
                        u64::try_from(mlir_sys::mlirShapedTypeGetDimSize(raw, d as isize))
                            .unwrap_or(0),
                    )
                });
                (mlir_sys::mlirShapedTypeGetElementType(raw), count)
            } else {
                (mlir_sys::mlirComplexTypeGetElementType(raw), 2)
            };
            let (size, align) = size_align(Type::from_raw(element));
            let total = size.saturating_mul(count);
            if mlir_sys::mlirTypeIsAVector(raw) {
                // LLVM aligns a vector to its size rounded up to a power of
                // two and pads it to that; NVPTX caps the parameter's
                // alignment at 128 (`.param .align 128 .b8 p[32768]` for
                // vector<8191xi32>).
                let padded = total.checked_next_power_of_two().unwrap_or(u64::MAX);
                return (padded, padded.clamp(1, 128));
            }
            return (total, align);
        }
        if mlir_sys::mlirTypeIsALLVMStructType(raw) && !mlir_sys::mlirLLVMStructTypeIsOpaque(raw) {
            let packed = mlir_sys::mlirLLVMStructTypeIsPacked(raw);
            let fields = (0..mlir_sys::mlirLLVMStructTypeGetNumElementTypes(raw))
                .map(|i| {
                    size_align(Type::from_raw(mlir_sys::mlirLLVMStructTypeGetElementType(
                        raw, i,
                    )))
                })
                .map(|(size, align)| (size, if packed { 1 } else { align }))
                .collect::<Vec<_>>();
            let align = fields.iter().map(|f| f.1).max().unwrap_or(1);
            let size = params::param_space(fields);
            return (
                size.checked_next_multiple_of(align).unwrap_or(u64::MAX),
                align,
            );
        }
    }
    if let Some((count, element)) = super::type_walk::llvm_array(ty) {
        let (size, align) = size_align(element);
        return (size.saturating_mul(count.unwrap_or(0)), align);
    }
    (0, 1)
}

/// A scalar of `bytes` bytes, padded to a power of two and aligned to it
/// (at most 16).
fn scalar(bytes: u64) -> (u64, u64) {
    let size = bytes.checked_next_power_of_two().unwrap_or(bytes);
    (size, size.min(16))
}

fn float_bytes(ty: Type<'_>) -> Option<u64> {
    if !ty.is_float() {
        return None;
    }
    let text = ty.to_string();
    Some(match text.as_str() {
        "f16" | "bf16" => 2,
        "f32" | "tf32" => 4,
        "f64" => 8,
        "f80" | "f128" => 16,
        _ => 1,
    })
}
