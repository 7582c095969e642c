//! The runtime's one error type: every refusal names the kernel parameter
//! (or the driver call) it is about, and is returned before anything is
//! launched.

use tile_abi::manifest::ReadError;

/// Why a module could not be loaded or a kernel not launched.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RuntimeError {
    /// The launch manifest is not JSON of this version's schema.
    #[error("launch manifest: {0}")]
    Manifest(#[from] ReadError),
    /// The manifest was written before the kernel parameters were final
    /// (`tile-opt --pipeline=... --emit=manifest` writes a complete one).
    #[error("the launch manifest is not complete (no ABI words): write it with tile-opt --pipeline=default --emit=manifest")]
    Incomplete,
    /// No kernel, or more than one, has this name.
    #[error("kernel '{name}': {found}")]
    Kernel {
        /// The name asked for.
        name: String,
        /// What the manifest has instead.
        found: String,
    },
    /// The caller passed another number of arguments than the kernel has
    /// original parameters.
    #[error("kernel '{kernel}' takes {expected} arguments, {got} given")]
    ArgCount {
        /// The kernel.
        kernel: String,
        /// Its original parameters.
        expected: usize,
        /// Arguments given.
        got: usize,
    },
    /// An argument does not fit its parameter (kind, dtype, rank, a shape
    /// the kernel fixed, strides, alignment, device).
    #[error("kernel '{kernel}', parameter #{param} ({ty}): {message}")]
    Arg {
        /// The kernel.
        kernel: String,
        /// The parameter's index among the kernel's parameters.
        param: usize,
        /// Its MLIR type.
        ty: String,
        /// What is wrong, with the values.
        message: String,
    },
    /// A tensor map the manifest describes cannot be encoded for these
    /// arguments (a rule of `cuTensorMapEncodeTiled`/`Im2col`).
    #[error("kernel '{kernel}', descriptor parameter #{param} ({ty}): {message}")]
    Descriptor {
        /// The kernel.
        kernel: String,
        /// The descriptor's parameter index.
        param: usize,
        /// Its `!tile.tensormap` type.
        ty: String,
        /// The rule and the bad value.
        message: String,
    },
    /// The launch configuration does not fit the kernel (grid, block,
    /// cluster, dynamic shared memory).
    #[error("kernel '{kernel}': {message}")]
    Config {
        /// The kernel.
        kernel: String,
        /// What is wrong.
        message: String,
    },
    /// The manifest contradicts itself or the loaded kernel (a bug of the
    /// compiler or a stale manifest).
    #[error("kernel '{kernel}': the launch manifest {message}")]
    Inconsistent {
        /// The kernel.
        kernel: String,
        /// What does not add up.
        message: String,
    },
    /// A CUDA driver call failed.
    #[error("{call} failed: {name} ({code}): {description}")]
    Driver {
        /// The call and its arguments.
        call: String,
        /// `CUDA_ERROR_...`.
        name: String,
        /// The numeric result.
        code: i32,
        /// The driver's description.
        description: String,
    },
    /// No CUDA driver could be loaded on this machine.
    #[error("no CUDA driver: libcuda.so could not be loaded")]
    NoDriver,
}
