//! `tile-runtime`: launch what tile-opt compiled, from its launch manifest
//! alone.
//!
//! tile-opt's `--emit=ptx` output is a module whose kernels take more than
//! their author wrote: by-value tensor maps encoded on the host, the
//! templates and the workspace of device-rebound descriptors, and every
//! memref expanded into its descriptor words. `--emit=manifest` says how
//! to build each of them from the author's arguments (the schema is the
//! `tile-abi` crate's). This crate does it:
//!
//! - [`Module::load`] loads the PTX (or a cubin) with its manifest;
//! - [`Kernel::launch`] takes the original arguments ([`Arg`]: tensors as
//!   address, dtype, shape and strides, outermost first, as torch gives
//!   them, for memref, pointer and `!tile.tensormap` parameters; scalars),
//!   checks each against its parameter (kind, dtype, rank, the extents and
//!   strides the kernel fixed, alignment, device), checks the
//!   configuration against the block and cluster the kernel fixes
//!   ([`config`]),
//!   evaluates the manifest's expressions, encodes every tensor map with
//!   `cuTensorMapEncodeTiled`/`Im2col` after checking the driver's rules,
//!   allocates (once, and again only for a larger grid) the rebind
//!   workspace, and launches with grid, block, cluster and dynamic shared
//!   memory on the caller's stream. A refused launch launches nothing and
//!   names the parameter ([`RuntimeError`]). A launch with the arguments
//!   and configuration of a recent one reuses its bound parameters
//!   ([`prepared`]).
//!
//! [`bind`] is the part without the driver: usable (and tested) on a
//! machine without a GPU.
//!
//! ```no_run
//! use tile_runtime::{Arg, DType, LaunchConfig, Module, TensorArg};
//! # fn main() -> Result<(), tile_runtime::RuntimeError> {
//! let ptx = std::fs::read("copy.ptx").unwrap();
//! let manifest = std::fs::read_to_string("copy.manifest.json").unwrap();
//! let module = Module::load(&ptx, &manifest, 0)?;
//! let (src, dst) = (0x7f00_0000_0000u64, 0x7f00_1000_0000u64); // device addresses
//! let args = [
//!     Arg::Tensor(TensorArg::packed(src, DType::F32, &[4096, 1024])),
//!     Arg::Tensor(TensorArg::packed(dst, DType::F32, &[4096, 1024])),
//! ];
//! module.kernel("rebind_copy")?.launch(&args, &LaunchConfig::new([64, 1, 1], [32, 1, 1]))?;
//! # Ok(()) }
//! ```

pub mod arg;
pub mod bind;
pub mod config;
mod driver;
pub mod encode;
pub mod error;
pub mod module;
pub mod prepared;
pub mod types;

pub use arg::{Arg, DType, TensorArg};
pub use config::LaunchConfig;
pub use error::RuntimeError;
pub use module::{Kernel, Module};
