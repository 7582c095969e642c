//! Lowering of the `tile` dialect: emitters to NVVM dialect ops
//! (intrinsics) or runtime-assembled inline-asm PTX, kernel-parameter
//! finalization, and in-process LLVM IR / PTX output.

pub mod dynamic_smem;
pub mod fold_structs;
pub mod host;
pub mod kernel_params;
pub mod lower;
pub mod manifest_abi;
pub mod output;
pub mod passes;
pub mod scf_cf;
