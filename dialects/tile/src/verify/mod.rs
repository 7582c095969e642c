//! The semantic verifier of the `tile` dialect.
//!
//! ODS checks structure (operand kinds, syntax); this module checks every
//! rule of the PTX ISA and of the tensor-map encode (DESIGN.md's checklist)
//! and gates features by target. It walks the whole module and reports all
//! violations, each with the op's location, the rule id and the bad value.

pub mod address_space;
pub mod aggregate_size;
pub(crate) mod ancestry;
mod context;
mod expect_tx;
pub mod facts;
pub mod global_type;
mod kinds;
pub mod launch;
pub mod llvm_constant;
pub mod llvm_types;
pub(crate) mod loop_depth;
pub mod module;
mod nvvm_gate;
mod ops;
mod owed;
pub mod param_width;
mod rebind;
mod scope;
mod smem_shape;
mod target;
mod type_walk;
pub mod vector_size;

use melior::ir::{Module, OperationRef};
use tile_rules::{Severity, Target, Violation};

pub use context::{file_line_col, Finding};
pub use facts::{classify_space, GlobalIndex, MemRefInfo, Space};
pub use target::{
    parse_target_attribute, resolve_module_target, target_attribute_violation, TargetSource,
    TARGET_ATTRIBUTE,
};

/// Options of a verification run.
#[derive(Clone, Debug, Default)]
pub struct VerifyOptions {
    /// The target from the command line; overrides module attributes.
    pub target: Option<Target>,
}

/// The rules on one op of device code that the verifier runs inside a
/// `gpu.module` or a kernel and that need no target (`llvm-index-type`,
/// `llvm-type`, `address-space`, `alloca-space`, `vector-size`, `aggregate-size`, `global-type`, `global-alignment`,
/// `mbarrier-parity`), for the
/// output stage's check of a `builtin.module` translated whole as a device
/// unit, whose functions and globals outside a kernel no verifier scope
/// covers (a parity of 7 in a helper function reached ptxas: tile-fuzz
/// seed 505).
pub fn device_type_violations(op: &OperationRef<'_, '_>) -> Vec<Violation> {
    let mut found = Vec::new();
    check_device_types(op, &mut found);
    global_type::check_global_type(op, &mut found);
    module::check_global_alignment(op, &mut found);
    module::check_nvvm_parity(op, &mut found);
    found
}

/// The type rules of every op of device code: `alloca-space` (an
/// `llvm.alloca`'s pointer), `llvm-index-type` / `llvm-type` (what the
/// translation cannot map) and `address-space`, on the op's types collected
/// once.
pub(crate) fn check_device_types(op: &OperationRef<'_, '_>, found: &mut Vec<Violation>) {
    address_space::check_alloca(op, found);
    if let Some(message) = llvm_constant::zero_width_value(op) {
        found.push(Violation::error(llvm_constant::RULE, message));
    }
    let types = llvm_types::op_types(op);
    if types.is_empty() {
        return;
    }
    if let Some(bad) = llvm_types::first_bad_in(&types, llvm_types::is_llvm_op(op)) {
        let (rule, message) = bad.rule_and_message();
        found.push(Violation::error(rule, message));
    }
    let side = address_space::Side::Device;
    if let Some(bad) = address_space::first_bad_space_in(&types, side) {
        found.push(Violation::error(address_space::RULE, bad.message(side)));
    }
    match vector_size::check(&types) {
        Some(v) => found.push(v),
        None => found.extend(aggregate_size::check(op)),
    }
}

/// Verifies every `tile` op in `module`; returns all findings, errors and
/// warnings, in IR order.
pub fn verify_module(module: &Module<'_>, options: &VerifyOptions) -> Vec<Finding> {
    verify_operation(module.as_operation(), options)
}

/// Verifies every `tile` op nested in `top` (usually a `builtin.module`),
/// the `tile.target` at or above it, every `tile.ptx_version`, and the
/// module-level rules of every `gpu.module` and kernel (`module`): all that
/// MLIR's verifier runs through the hook, and what only a driver checks.
pub fn verify_operation(top: OperationRef<'_, '_>, options: &VerifyOptions) -> Vec<Finding> {
    let mut ctx = context::VerifyContext::new(options);
    ctx.check_module_attributes(top);
    crate::walk::preorder(top, |op| {
        contained(&mut ctx, op, |ctx| {
            let mut found = Found::new();
            module::check_ptx_version_attr(&op, &mut found);
            module::check_planner_attrs(&op, &mut found);
            ctx.report_all(&op, found);
            check_op(ctx, op);
            module::check_if_scope_without_tile_ops(ctx, op);
            module::check_nvvm_outside_scopes(ctx, op);
            launch::check_launch_shared(ctx, op);
            launch::check_launch_block(ctx, op);
        });
        melior::ir::operation::WalkResult::Advance
    });
    ctx.into_findings()
}

/// The module-level rules of the `gpu.module`s and kernels under `top`
/// (itself included) that hold no `tile` op, and of every launch
/// (`smem-launch`, see `launch`). MLIR's verifier never calls
/// the `tile` hook for them, so a driver runs this after parsing (and after
/// its pipelines); everything else [`verify_operation`] checks was reported
/// by MLIR's own verification, once.
pub fn verify_without_tile_ops(top: OperationRef<'_, '_>, options: &VerifyOptions) -> Vec<Finding> {
    let mut ctx = context::VerifyContext::new(options);
    crate::walk::preorder(top, |op| {
        contained(&mut ctx, op, |ctx| {
            module::check_if_scope_without_tile_ops(ctx, op);
            module::check_nvvm_outside_scopes(ctx, op);
            launch::check_launch_shared(ctx, op);
            launch::check_launch_block(ctx, op);
        });
        melior::ir::operation::WalkResult::Advance
    });
    ctx.into_findings()
}

/// The checks of the `tile` op `op` from its verifier: the rules of the
/// scopes whose first `tile` op it is ([`report_scopes`]), then its own
/// ([`ops::check_op`]). Other ops have no rule here.
fn check_op(ctx: &mut context::VerifyContext, op: OperationRef<'_, '_>) {
    if !crate::strings::name_of(&op).starts_with("tile.") {
        return;
    }
    report_scopes(ctx, &op);
    ops::check_op(ctx, op);
}

/// From the verifier of the `tile` op `op`: the rules of every scope
/// around `op` whose first `tile` op it is (MLIR verifies no op of a
/// `gpu.module` or function outside a `tile` op's hook, and the first one
/// is the one it reaches first; `crate::hook`'s order module checks the
/// rest when one fails). Each finding is at the op it is about.
pub(crate) fn report_scopes(ctx: &mut context::VerifyContext, op: &OperationRef<'_, '_>) {
    if ctx.is_nested() {
        return;
    }
    let around = ctx.around(op);
    for scope in scope::scopes_first_at(*op, &around.scopes) {
        module::check_scope(ctx, scope);
        if ctx.defers_globals() {
            owed::report(ctx, scope);
        }
    }
}

/// Runs `check`; a bug in it (a panic) is an internal error at `op`, and
/// the walk goes on.
fn contained<'c, 'a>(
    ctx: &mut context::VerifyContext,
    op: OperationRef<'c, 'a>,
    check: impl FnOnce(&mut context::VerifyContext),
) {
    let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&mut *ctx)));
    if let Err(payload) = checked {
        let message = crate::internal::panic_message(payload.as_ref());
        ctx.report(&op, crate::internal::verifier_failed(&message));
    }
}

/// Verifies the one op `op` (no nested op): what MLIR's verifier asks of a
/// `tile` op. Each finding comes with the location of the op it is reported
/// at (`op`, or its `gpu.module` for a bad NVVM target). The alignment of a
/// global far into its symbol table behind an address of an op inside a
/// scope (a `gpu.module`, a kernel outside one) is read by the check of the
/// scope, from the scope's first `tile` op, for all its ops at once
/// (`owed`): verifying one op alone does not check it, as verifying one op
/// does not check its symbol uses in MLIR.
pub(crate) fn verify_single_op(
    op: OperationRef<'_, '_>,
    options: &VerifyOptions,
) -> Vec<(Finding, mlir_sys::MlirLocation)> {
    let mut ctx = context::VerifyContext::for_hook(options, &op);
    check_op(&mut ctx, op);
    ctx.into_located()
}

/// Runs `verify`, a call of MLIR's verifier on IR of `context` (and nothing
/// that changes IR), with the `tile` hook's calls of that run sharing what
/// they read about the ops around each block ([`ancestry`]): each `tile`
/// op's checks then cost O(1) for them instead of walks up its nest (N
/// nested `scf.if` made verification quadratic). Outside such a run each
/// hook call reads them again: MLIR does not say when a run starts or ends,
/// and the IR may change between runs. A run inside another gets its own.
pub fn with_ancestry_cache<T>(context: &melior::Context, verify: impl FnOnce() -> T) -> T {
    let Some(state) = crate::context_state::of(context) else {
        return verify();
    };
    /// Puts back what was shared before, also when `verify` panics.
    struct Restore<'s> {
        state: &'s crate::context_state::ContextState,
        previous: Option<std::sync::Arc<ancestry::Ancestry>>,
    }
    impl Drop for Restore<'_> {
        fn drop(&mut self) {
            self.state.replace_ancestry(self.previous.take());
        }
    }
    let previous = state.replace_ancestry(Some(std::sync::Arc::new(ancestry::Ancestry::new())));
    let _restore = Restore { state, previous };
    verify()
}

/// The targets `op` is compiled for: `options.target` (the command
/// line's), else every valid NVVM chip of its `gpu.module`, else the
/// nearest `tile.target` above it, else sm_90a. Never empty. For passes
/// that introduce ops a target gates (`tile-plan-device-rebind`).
pub fn targets_for(op: &OperationRef<'_, '_>, options: &VerifyOptions) -> Vec<Target> {
    context::VerifyContext::new(options).targets_for(op)
}

/// Whether any finding is an error.
pub fn has_errors(findings: &[Finding]) -> bool {
    findings
        .iter()
        .any(|f| f.violation.severity == Severity::Error)
}

/// Shorthand used by the checks.
pub(crate) type Found = Vec<Violation>;
