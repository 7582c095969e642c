//! Files that passes produce beside the IR (the launch manifest of
//! `tile-separate-host-tma{manifest=<path>}`), held back until the whole
//! run has succeeded: a run that fails later (another pass, the output
//! stage) must leave no manifest behind. A pass stages a file under its
//! MLIR context; the driver (or an embedder, through `tile_opt::Session`)
//! writes or drops the context's files when the run is over.

use crate::external::FileLineCol;
use std::sync::Mutex;

/// A file a pass produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StagedFile {
    /// Where it goes.
    pub path: String,
    /// What it holds.
    pub contents: Vec<u8>,
    /// The op it is about (for the error when it cannot be written).
    pub file_line_col: FileLineCol,
    /// The op's name, for that error (`builtin.module`).
    pub op_name: String,
}

impl StagedFile {
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

static STAGED: Mutex<Vec<(usize, StagedFile)>> = Mutex::new(Vec::new());

fn key(context: mlir_sys::MlirContext) -> usize {
    context.ptr as usize
}

/// Holds `file` for the run in `context`; a later file for the same path
/// replaces it.
pub fn stage(context: mlir_sys::MlirContext, file: StagedFile) {
    if let Ok(mut staged) = STAGED.lock() {
        let k = key(context);
        staged.retain(|(c, f)| !(*c == k && f.path == file.path));
        staged.push((k, file));
    }
}

/// Takes every file staged in `context`, in order.
pub fn take(context: mlir_sys::MlirContext) -> Vec<StagedFile> {
    let k = key(context);
    let Ok(mut staged) = STAGED.lock() else {
        return Vec::new();
    };
    let (mine, others): (Vec<_>, Vec<_>) = staged.drain(..).partition(|(c, _)| *c == k);
    *staged = others;
    mine.into_iter().map(|(_, f)| f).collect()
}
