//! Remarks from passes (for example "fell back to inline asm"). MLIR's C API
//! can only emit errors, so passes record remarks here and the driver
//! reports them as `remark:` diagnostics (`expected-remark` can match them).

use std::sync::Mutex;

/// One remark: where (file, line, column when known) and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// File, line, column of the op the remark is about.
    pub file_line_col: Option<(String, usize, usize)>,
    /// The text.
    pub message: String,
}

static REMARKS: Mutex<Vec<Remark>> = Mutex::new(Vec::new());

/// Records a remark.
pub fn emit(file_line_col: Option<(String, usize, usize)>, message: impl Into<String>) {
    if let Ok(mut r) = REMARKS.lock() {
        r.push(Remark {
            file_line_col,
            message: message.into(),
        });
    }
}

/// Takes every remark recorded so far.
pub fn take() -> Vec<Remark> {
    REMARKS
        .lock()
        .map(|mut r| std::mem::take(&mut *r))
        .unwrap_or_default()
}
