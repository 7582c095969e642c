//! The common shape of this project's Rust passes: run a function over the
//! anchor op, emit every diagnostic it returns (the one
//! [`tile_rules::Diagnostic`] every layer shares) at its place through
//! MLIR's diagnostic engine, and fail the pass if any is an error. A panic in the
//! function (a bug) cannot unwind through MLIR's C++ pass manager, which
//! would abort the process: it is caught here and becomes an
//! `internal-error` diagnostic at the anchor op, and the pass fails.

use melior::{
    ir::{operation::OperationLike, r#type::TypeId, Location, OperationRef},
    pass::{create_external, ExternalPass, Pass},
};
use tile_dialect::internal::{internal_error_text, panic_message};
use tile_dialect::verify::file_line_col;
use tile_rules::{Diagnostic, Severity};

pub use tile_rules::FileLineCol;

/// Emits `diagnostic` and then its notes, each at its file, line and column
/// (else at `op`) with its severity (a note as a remark: MLIR emits no note
/// on its own).
pub fn emit(op: OperationRef<'_, '_>, diagnostic: &Diagnostic) {
    for d in diagnostic.and_notes() {
        emit_at(op, &d.file_line_col, d.severity, &d.message);
    }
}

/// Emits `message` with `severity` at `file_line_col` (else at `op`).
fn emit_at(
    op: OperationRef<'_, '_>,
    file_line_col: &FileLineCol,
    severity: Severity,
    message: &str,
) {
    // SAFETY: the context outlives the pass run.
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = op.context();
    let context = unsafe { context_ref.to_ref() };
    let location = match file_line_col {
        Some((file, line, col)) => Location::new(context, file, *line, *col),
        None => op.location(),
    };
    tile_dialect::diagnostic::emit(location, severity, &message.replace('\0', " "));
}

/// A pass named `argument` that runs `run` on its anchor op and reports the
/// diagnostics `run` returns (it fails if any is an error); `id` must be a
/// distinct `static` per pass.
pub fn error_reporting_pass<F>(
    id: TypeId,
    name: &str,
    argument: &str,
    description: &str,
    run: F,
) -> Pass
where
    F: Fn(OperationRef<'_, '_>) -> Vec<Diagnostic> + Clone + 'static,
{
    let stage = format!("pass {argument}");
    create_external(
        move |op: OperationRef<'_, '_>, pass: ExternalPass<'_>| {
            let found = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(op))) {
                Ok(found) => found,
                Err(payload) => vec![Diagnostic::error(
                    file_line_col(op.location()),
                    internal_error_text(&stage, &panic_message(payload.as_ref())),
                )],
            };
            for diagnostic in &found {
                emit(op, diagnostic);
            }
            if found.iter().any(|d| d.severity == Severity::Error) {
                pass.signal_failure();
            }
        },
        id,
        name,
        argument,
        description,
        "",
        &[],
    )
}
