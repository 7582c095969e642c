//! The `tile` MLIR dialect: registration of the ODS-generated dialect, typed
//! Rust views of its types and attributes, generated op builders, and the
//! semantic verifier that checks every PTX ISA and tensor-map encode rule,
//! which MLIR runs as the dialect's own verifiers through [`hook`].

pub mod access;
pub mod attrs;
pub mod builders;
pub mod context_state;
pub mod diagnostic;
pub mod hook;
pub mod internal;
pub mod linear_verify;
pub mod op_attributes;
pub mod ops;
pub mod parse_at;
pub mod registration;
pub mod strings;
pub mod tensormap;
pub mod thread_pool;
pub mod upstream;
pub mod verify;
pub mod walk;

pub use hook::structural_context_with_all_dialects;
pub use registration::{context_with_all_dialects, dialect_handle, load_dialect, register_dialect};
pub use tensormap::TensorMapType;
