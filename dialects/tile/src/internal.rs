//! Internal errors: what a caught panic said, for the `internal-error`
//! diagnostic that replaces it (a bug of this project, never of the input;
//! the diagnostic asks for a report).

use std::any::Any;

/// The rule id of an internal error.
pub const INTERNAL_ERROR: &str = "internal-error";

/// The message a panic carried (`panic!("...")`, `unwrap` on `Err`...).
pub fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// `[internal-error] <what> failed: <message> (this is a bug of tile-opt,
/// not of the input; please report it)`.
pub fn internal_error_text(what: &str, message: &str) -> String {
    format!(
        "[{INTERNAL_ERROR}] {what} failed: {message} (a bug of tile-opt, not of the input; \
         please report it)"
    )
}

/// The `internal-error` violation of a verifier check that panicked with
/// `message` (reported at the op it was checking).
pub fn verifier_failed(message: &str) -> tile_rules::Violation {
    tile_rules::Violation::error(
        INTERNAL_ERROR,
        format!(
            "the verifier failed on this op: {message} (a bug of tile-opt, not of the input; \
             please report it)"
        ),
    )
}
