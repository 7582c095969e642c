//! The output stage: what a session makes of a lowered module. Each file
//! adds its part to [`crate::Session`]: MLIR text (`print`), LLVM IR
//! (`llvm`), PTX (`ptx`), host code (`host`), the launch manifest
//! (`manifest`), the files the passes held back (`held`); `units` is what
//! every output checks on each unit first, `backend` where an error of
//! LLVM's back end goes.

mod backend;
mod held;
mod host;
mod llvm;
mod manifest;
mod print;
mod ptx;
mod units;
