//! Analyses and IR-to-IR passes over the `tile` dialect, the registry that
//! names them, and the textual pipeline builder that mixes them with
//! upstream MLIR passes (MLIR's C API cannot register Rust passes by name).

pub mod descriptors;
pub mod external;
pub mod fence_check;
pub mod held_files;
mod kernel_signature;
mod manifest_attr;
pub mod pass_info;
pub mod pipeline;
pub mod plan_rebind;
pub mod registry;
pub mod remarks;
pub mod separate_host_tma;
pub mod verify_pass;

pub use pass_info::{NamedPipeline, OptionsError, PassDefaults, PassInfo, PassOptions};
pub use pipeline::{build_pipeline, parse_pipeline, PipelineElement, PipelineError};
pub use registry::Registry;
