//! Diagnostics through MLIR's diagnostic engine at any severity. The C API
//! emits errors only (`mlirEmitError`); the glue's `tileEmitDiagnostic`
//! (`cpp/TileDialect.cpp`) emits warnings and remarks too. A diagnostic goes
//! to the handlers of its location's context — a session's sink, mlir-opt's
//! printer and `--verify-diagnostics`, the LSP server — and to no other
//! context's; inside a pass or verifier that MLIR runs in parallel, MLIR
//! hands it to them in order, on the thread that started the run.

use melior::ir::Location;
use mlir_sys::{MlirLocation, MlirStringRef};

extern "C" {
    // Glue in cpp/TileDialect.cpp: severity 0 error, 1 warning, 2 remark.
    fn tileEmitDiagnostic(location: MlirLocation, severity: u32, message: MlirStringRef);
}

/// How severe a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// An error.
    Error,
    /// A warning (an advisory).
    Warning,
    /// A remark (what a pass chose, and why).
    Remark,
}

/// Emits `message` at the live location `location`.
pub(crate) fn emit_raw(location: MlirLocation, level: Level, message: &str) {
    let code = match level {
        Level::Error => 0,
        Level::Warning => 1,
        Level::Remark => 2,
    };
    let text = MlirStringRef {
        data: message.as_ptr().cast(),
        length: message.len(),
    };
    // SAFETY: a live location; the message outlives the call (MLIR copies
    // it).
    unsafe { tileEmitDiagnostic(location, code, text) }
}

/// Emits `message` at `location` with severity `level`.
pub fn emit(location: Location<'_>, level: Level, message: &str) {
    emit_raw(location.to_raw(), level, message);
}

/// Emits a remark `message` at `location`.
pub fn remark(location: Location<'_>, message: &str) {
    emit(location, Level::Remark, message);
}
