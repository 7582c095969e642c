//! Files that passes produce beside the IR (the launch manifest of
//! `tile-separate-host-tma{manifest=<path>}`), held back until the whole
//! run has succeeded: a run that fails later (another pass, the output
//! stage) must leave no manifest behind. A pass holds a file in its MLIR
//! context; the driver (or an embedder, through `tile_compiler::Session`)
//! writes or drops the context's files when the run is over. The files are
//! part of the context's state ([`tile_dialect::context_state`]): they end
//! with the context, and no other context (another session's, one at the
//! address of a freed one) sees them.

use crate::external::FileLineCol;
use std::sync::{Mutex, PoisonError};

/// A file a pass produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeldFile {
    /// Where it goes.
    pub path: String,
    /// What it holds.
    pub contents: Vec<u8>,
    /// The op it is about (for the error when it cannot be written).
    pub file_line_col: FileLineCol,
    /// The op's name, for that error (`builtin.module`).
    pub op_name: String,
}

impl HeldFile {
    /// Writes the file; the error is a located `manifest-write` message.
    pub fn write(&self) -> Result<(), (FileLineCol, String)> {
        std::fs::write(&self.path, &self.contents).map_err(|e| {
            (
                self.file_line_col.clone(),
                format!(
                    "'{}' op [manifest-write] cannot write the launch manifest to '{}': {e}",
                    self.op_name, self.path
                ),
            )
        })
    }
}

/// The files held in one context: its [`tile_dialect::context_state`]
/// extension, dropped with the context.
#[derive(Default)]
struct Held(Mutex<Vec<HeldFile>>);

/// Holds `file` for the run in `context`; a later file for the same path
/// replaces it. Nothing is held when the `tile` dialect is not loaded in
/// `context` (no `tile` op was ever there, and no session made it).
///
/// # Safety
/// `context` is live (the context of the op the pass runs on).
pub unsafe fn hold(context: mlir_sys::MlirContext, file: HeldFile) {
    // SAFETY: the caller's promise.
    let Some(state) = (unsafe { tile_dialect::context_state::of_raw(context) }) else {
        return;
    };
    let held = state.extension::<Held>();
    let mut files = held.0.lock().unwrap_or_else(PoisonError::into_inner);
    files.retain(|f| f.path != file.path);
    files.push(file);
}

/// Takes every file held in `context`, in order.
pub fn take(context: &melior::Context) -> Vec<HeldFile> {
    // SAFETY: a live context, borrowed for the call.
    let Some(state) = (unsafe { tile_dialect::context_state::of_raw(context.to_raw()) }) else {
        return Vec::new();
    };
    let held = state.extension::<Held>();
    let mut files = held.0.lock().unwrap_or_else(PoisonError::into_inner);
    std::mem::take(&mut *files)
}
