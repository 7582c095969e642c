//! Remarks from passes (for example "fell back to inline asm"), emitted
//! through MLIR's diagnostic engine at remark severity
//! ([`tile_dialect::diagnostic`]), at the op they are about. So a remark
//! belongs to the context the pass runs in: it reaches that context's
//! handlers — a `tile_compiler::Session`'s sink (the driver prints it as
//! `remark:`, `expected-remark` matches it), mlir-opt's printer with the
//! plugin, the LSP server — and never another context's, whatever runs on
//! other threads. Nothing is kept here.

use melior::ir::Location;

/// Emits the remark `message` at `location`.
pub fn emit(location: Location<'_>, message: &str) {
    tile_dialect::diagnostic::remark(location, message);
}
