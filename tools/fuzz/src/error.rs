//! The errors of the `tile-fuzz` library and command line.

use crate::corpus::CorpusError;
use std::path::PathBuf;
use thiserror::Error;

/// What can go wrong outside the inputs under test.
#[derive(Debug, Error)]
pub enum FuzzError {
    /// A file or folder could not be read or written.
    #[error("cannot {what} {}: {source}", path.display())]
    Io {
        /// `read`, `write`, `create`...
        what: &'static str,
        /// The path.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// `TILE_PTXAS` names no file.
    #[error("TILE_PTXAS={} is not a file", .0.display())]
    PtxasEnv(PathBuf),
    /// ptxas is nowhere to be found.
    #[error("ptxas not found: set TILE_PTXAS, run scripts/setup.sh (installs {}), or put ptxas on PATH", .0.display())]
    PtxasNotFound(PathBuf),
    /// A finding or regression without a readable `kind:` line.
    #[error("{}: missing or bad 'kind:' line", .0.display())]
    BadMeta(PathBuf),
    /// Promotion would overwrite a regression.
    #[error("{} exists", .0.display())]
    Exists(PathBuf),
    /// The worker binary could not be found or started.
    #[error("cannot start the worker {}: {source}", exe.display())]
    Spawn {
        /// The binary.
        exe: PathBuf,
        /// The error.
        source: std::io::Error,
    },
    /// The seed corpus could not be read.
    #[error(transparent)]
    Corpus(#[from] CorpusError),
    /// A bad command line.
    #[error("{0}")]
    Usage(String),
}

impl FuzzError {
    /// An I/O error on `path`.
    pub fn io(what: &'static str, path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        FuzzError::Io {
            what,
            path: path.into(),
            source,
        }
    }
}
