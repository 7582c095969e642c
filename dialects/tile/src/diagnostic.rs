//! Diagnostics through MLIR's diagnostic engine at any severity. The C API
//! emits errors only (`mlirEmitError`); the glue's `tileEmitDiagnostic`
//! (`cpp/TileDialect.cpp`) emits warnings and remarks too. A diagnostic goes
//! to the handlers of its location's context — a session's sink, mlir-opt's
//! printer and `--verify-diagnostics`, the LSP server — and to no other
//! context's; inside a pass or verifier that MLIR runs in parallel, MLIR
//! hands it to them in order, on the thread that started the run.

use melior::ir::Location;
use mlir_sys::{MlirLocation, MlirStringRef};
use tile_rules::Severity;

extern "C" {
    // Glue in cpp/TileDialect.cpp: severity 0 error, 1 warning, 2 remark.
    fn tileEmitDiagnostic(location: MlirLocation, severity: u32, message: MlirStringRef);
}

/// Emits `message` at the live location `location`.
///
/// MLIR emits no note on its own (a note belongs to another diagnostic):
/// a [`Severity::Note`] is emitted as a remark.
pub(crate) fn emit_raw(location: MlirLocation, severity: Severity, message: &str) {
    let code = match severity {
        Severity::Error => 0,
        Severity::Warning => 1,
        Severity::Note | Severity::Remark => 2,
    };
    let text = MlirStringRef {
        data: message.as_ptr().cast(),
        length: message.len(),
    };
    // SAFETY: a live location; the message outlives the call (MLIR copies
    // it).
    unsafe { tileEmitDiagnostic(location, code, text) }
}

/// Emits `message` at `location` with severity `severity`.
pub fn emit(location: Location<'_>, severity: Severity, message: &str) {
    emit_raw(location.to_raw(), severity, message);
}

/// Emits a remark `message` at `location`.
pub fn remark(location: Location<'_>, message: &str) {
    emit(location, Severity::Remark, message);
}
