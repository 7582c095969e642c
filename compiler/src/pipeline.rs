//! Pass pipelines and verification: each file adds its part to
//! [`crate::Session`]. `run` runs a pipeline text or a named pipeline,
//! `split` runs the `gpu.module`-nested range of a named pipeline on the
//! kernels of a large unit split into parts, `needs` skips upstream passes
//! with nothing to rewrite, `verify` runs the `tile` verifier on a whole
//! module.

mod needs;
mod run;
mod split;
mod verify;

pub use needs::has_work;
