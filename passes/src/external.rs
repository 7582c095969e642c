//! The common shape of this project's Rust passes: run a function over the
//! anchor op, emit every error it returns at its location through MLIR's
//! diagnostic engine, and fail the pass if there was any. A panic in the
//! function (a bug) cannot unwind through MLIR's C++ pass manager, which
//! would abort the process: it is caught here and becomes an
//! `internal-error` diagnostic at the anchor op, and the pass fails.

use melior::{
    ir::{operation::OperationLike, r#type::TypeId, Location, OperationRef},
    pass::{create_external, ExternalPass, Pass},
};
use tile_dialect::internal::{internal_error_text, panic_message};
use tile_dialect::verify::file_line_col;

/// File, line and column of a diagnostic, when known.
pub type FileLineCol = Option<(String, usize, usize)>;

/// Emits `message` as an error at `file_line_col` (else at `op`).
pub fn emit_error(op: OperationRef<'_, '_>, file_line_col: &FileLineCol, message: &str) {
    // SAFETY: the context outlives the pass run.
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = op.context();
    let context = unsafe { context_ref.to_ref() };
    let location = match file_line_col {
        Some((file, line, col)) => Location::new(context, file, *line, *col),
        None => op.location(),
    };
    let text = std::ffi::CString::new(message.replace('\0', " ")).unwrap_or_default();
    // SAFETY: valid location and NUL-terminated text.
    unsafe { mlir_sys::mlirEmitError(location.to_raw(), text.as_ptr()) };
}

/// A pass named `argument` that runs `run` on its anchor op and reports the
/// errors `run` returns; `id` must be a distinct `static` per pass.
pub fn error_reporting_pass<F>(
    id: TypeId,
    name: &str,
    argument: &str,
    description: &str,
    run: F,
) -> Pass
where
    F: Fn(OperationRef<'_, '_>) -> Vec<(FileLineCol, String)> + Clone + 'static,
{
    let stage = format!("pass {argument}");
    create_external(
        move |op: OperationRef<'_, '_>, pass: ExternalPass<'_>| {
            let errors = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(op))) {
                Ok(errors) => errors,
                Err(payload) => vec![(
                    file_line_col(op.location()),
                    internal_error_text(&stage, &panic_message(payload.as_ref())),
                )],
            };
            for (location, message) in &errors {
                emit_error(op, location, message);
            }
            if !errors.is_empty() {
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
