//! What can stop the check itself (as opposed to a finding about the code
//! under test, which is reported and counted, not raised).

use std::path::PathBuf;
use thiserror::Error;

/// A failure of the check's own machinery.
#[derive(Debug, Error)]
pub enum CheckError {
    /// A CUDA tool is not where it should be.
    #[error("{tool} not found at {path}: run scripts/setup.sh (or set {variable})")]
    ToolMissing {
        /// `ptxas` or `nvdisasm`.
        tool: &'static str,
        /// Where it was looked for.
        path: PathBuf,
        /// The environment variable that overrides the path.
        variable: &'static str,
    },
    /// A program could not be started.
    #[error("cannot run {program}: {source}")]
    Spawn {
        /// The program.
        program: String,
        /// Why.
        source: std::io::Error,
    },
    /// A file or directory could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The path.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A cubin is not an ELF file this check can read.
    #[error("{path}: not a 64-bit little-endian ELF file: {why}")]
    BadElf {
        /// The cubin.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
    },
    /// nvdisasm failed on a batch of code.
    #[error("nvdisasm -b {arch} failed: {stderr}")]
    Disassembly {
        /// The raw architecture name (`SM90a`).
        arch: String,
        /// nvdisasm's message.
        stderr: String,
    },
    /// A bad command line of the check program.
    #[error("{0}")]
    Usage(String),
}

/// `Io` with the path filled in.
pub fn io(path: impl Into<PathBuf>) -> impl FnOnce(std::io::Error) -> CheckError {
    let path = path.into();
    move |source| CheckError::Io { path, source }
}
