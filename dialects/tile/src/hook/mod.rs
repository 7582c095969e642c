//! The C ABI through which MLIR's own verification runs the Rust verifier.
//!
//! `cpp/TileDialect.cpp` (glue only) calls these from the ODS hooks:
//! every `tile` op's `verify()` calls [`tile_verify_operation`], the
//! `!tile.tensormap` type's `verify()` calls [`tile_verify_tensormap_type`],
//! and the dialect's attribute verifier calls [`tile_verify_attribute`] for
//! `tile.*` attributes on any op. So every tool that loads the dialect —
//! `tile-opt`, upstream `mlir-opt-22` with the dialect plugin, the LSP
//! server — reports the same located diagnostics.
//!
//! The code here uses the MLIR C API only: linked into `tile-opt` it binds
//! to the static MLIR libraries, linked into the plugin to `libMLIR.so`.
//!
//! All violations are reported: the failing op's, and (see `order.rs`) those
//! of the ops MLIR stops before reaching. Advisories (warnings) follow the
//! per-context [`settings`]. A panic never crosses the C boundary: it becomes
//! an error at the op.

pub mod configure;
mod order;
pub mod settings;

use crate::diagnostic::emit_raw;
use crate::internal::{internal_error_text, panic_message};
use crate::tensormap;
use crate::verify::{
    facts::op_name, module, parse_target_attribute, target_attribute_violation, verify_single_op,
    Finding, VerifyOptions, TARGET_ATTRIBUTE,
};
use melior::ir::{operation::OperationLike, OperationRef, Type};
use mlir_sys::{MlirAttribute, MlirLocation, MlirOperation, MlirStringRef, MlirType};
use std::ffi::c_void;
use std::panic::{catch_unwind, AssertUnwindSafe};
use tile_rules::Severity;

pub use configure::{configure, settings, structural_context_with_all_dialects, ConfiguredContext};
pub use settings::HookSettings;

/// Wraps `text` for the C API (borrowed; no terminator needed).
fn string_ref(text: &str) -> MlirStringRef {
    MlirStringRef {
        data: text.as_ptr().cast(),
        length: text.len(),
    }
}

/// Emits `findings` (warnings only if `warnings`); whether any is an error.
fn emit_findings(findings: &[(Finding, MlirLocation)], warnings: bool) -> bool {
    let mut failed = false;
    for (finding, location) in findings {
        let severity = finding.violation.severity;
        failed |= severity == Severity::Error;
        if severity == Severity::Error || warnings {
            emit_raw(*location, severity, &finding.message());
        }
    }
    failed
}

/// Runs `check`; a panic becomes an error at `location` and a failure.
fn guarded(location: MlirLocation, check: impl FnOnce() -> bool) -> bool {
    // Re-entry: printing an op (which some melior accessors do to word an
    // error) verifies it first, which would call the hook again from inside
    // itself, without end. The outer call is already checking; a nested one
    // has nothing to add.
    if IN_HOOK.with(|flag| flag.replace(true)) {
        return true;
    }
    let result = guarded_once(location, check);
    IN_HOOK.with(|flag| flag.set(false));
    result
}

thread_local! {
    /// Whether this thread is inside a verifier hook.
    static IN_HOOK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

fn guarded_once(location: MlirLocation, check: impl FnOnce() -> bool) -> bool {
    catch_unwind(AssertUnwindSafe(check)).unwrap_or_else(|panic| {
        let what = panic_message(panic.as_ref());
        emit_raw(
            location,
            Severity::Error,
            &internal_error_text("the tile verifier", &what),
        );
        false
    })
}

/// Checks one `tile` op (MLIR's verifier of every `tile` op): emits its
/// violations and, if it has errors, those of the ops MLIR will not reach.
/// Returns whether the op is valid.
#[no_mangle]
pub extern "C" fn tile_verify_operation(op: MlirOperation) -> bool {
    // SAFETY: MLIR passes the live operation it is verifying.
    let op = unsafe { OperationRef::from_raw(op) };
    guarded(op.location().to_raw(), || {
        // SAFETY: the op is live, so is its context.
        let settings =
            configure::settings_of_raw(unsafe { mlir_sys::mlirOperationGetContext(op.to_raw()) });
        if !settings.rules {
            return true;
        }
        let options = VerifyOptions {
            target: settings.target,
        };
        let failed = emit_findings(&verify_single_op(op, &options), settings.warnings);
        if failed {
            for later in order::unreached_after(op) {
                check_unreached(later, &options, settings.warnings);
            }
        }
        !failed
    })
}

/// What MLIR would have checked on `op` had it got there.
fn check_unreached(op: OperationRef<'_, '_>, options: &VerifyOptions, warnings: bool) {
    for (name, value) in crate::op_attributes::named_attributes(&op) {
        check_attribute(op, &crate::strings::identifier(name), value);
    }
    if crate::strings::name_of(&op).starts_with("tile.") {
        emit_findings(&verify_single_op(op, options), warnings);
    }
}

/// Checks a `tile.*` attribute `name = value` on `op` (`tile.target`,
/// `tile.ptx_version`); whether it is valid.
fn check_attribute(op: OperationRef<'_, '_>, name: &str, value: melior::ir::Attribute<'_>) -> bool {
    let violations: Vec<_> = if name == TARGET_ATTRIBUTE {
        parse_target_attribute(value)
            .err()
            .map(|e| target_attribute_violation(&e))
            .into_iter()
            .collect()
    } else {
        module::check_attribute(name, value)
    };
    // The attribute rules have errors only.
    let mut valid = true;
    for violation in violations {
        valid = false;
        let message = format!("'{}' op {violation}", op_name(&op));
        emit_raw(op.location().to_raw(), Severity::Error, &message);
    }
    valid
}

/// Checks a `tile.*` attribute on any op (the dialect's attribute
/// verifier): `tile.target` must name a supported target. Other `tile.*`
/// attributes (set by the passes) carry no rule. Returns whether it is valid.
#[no_mangle]
pub extern "C" fn tile_verify_attribute(
    op: MlirOperation,
    name: MlirStringRef,
    value: MlirAttribute,
) -> bool {
    // SAFETY: MLIR passes a live op and attribute, and the attribute's name.
    let op = unsafe { OperationRef::from_raw(op) };
    guarded(op.location().to_raw(), || {
        let name = crate::strings::from_raw(name);
        // SAFETY: see above.
        let value = unsafe { melior::ir::Attribute::from_raw(value) };
        // SAFETY: the op is live, so is its context.
        let context = unsafe { mlir_sys::mlirOperationGetContext(op.to_raw()) };
        !configure::settings_of_raw(context).rules || check_attribute(op, &name, value)
    })
}

/// Checks a `!tile.tensormap` type against the tensor-map encode rules of
/// the type alone (its verifier; MLIR calls it wherever the type is built).
/// Each violation goes to `emit(sink, message)`; returns whether the type is
/// valid.
#[no_mangle]
pub extern "C" fn tile_verify_tensormap_type(
    ty: MlirType,
    emit: extern "C" fn(sink: *mut c_void, message: MlirStringRef),
    sink: *mut c_void,
) -> bool {
    let report = |message: &str| emit(sink, string_ref(message));
    let checked = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: MLIR passes a live type, whose context is live.
        let context = unsafe { mlir_sys::mlirTypeGetContext(ty) };
        if !configure::settings_of_raw(context).rules {
            return Vec::new();
        }
        // SAFETY: see above.
        let ty = unsafe { Type::from_raw(ty) };
        match tensormap::from_type(ty) {
            Ok(descriptor) => descriptor
                .check()
                .into_iter()
                .map(|v| (v.severity, format!("'!tile.tensormap' type {v}")))
                .collect::<Vec<_>>(),
            Err(e) => vec![(
                Severity::Error,
                format!("'!tile.tensormap' type [desc-type] {e}"),
            )],
        }
    }));
    match checked {
        Ok(messages) => {
            // The type's rules have no warnings; an advisory would need a
            // location, which a type verifier does not get.
            let mut valid = true;
            for (severity, message) in messages {
                if severity == Severity::Error {
                    valid = false;
                    report(&message);
                }
            }
            valid
        }
        Err(panic) => {
            let what = panic_message(panic.as_ref());
            report(&format!(
                "'!tile.tensormap' type {}",
                internal_error_text("the tile verifier", &what)
            ));
            false
        }
    }
}
