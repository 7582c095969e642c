//! The C ABI the generated host code calls: the CUDA driver's tensor-map
//! encoders with their enum values, the failure hook, and the `mgpu*`
//! runtime functions MLIR's GPU-to-LLVM translation emits (their names,
//! prototypes and LLVM types are [`tile_abi::symbols`], re-exported here).
//!
//! The enum values are the CUDA driver's (`cuda.h`), from the one table of
//! them, [`tile_rules::cuda`] (which the launch manifest writes too).

use tile_rules::enums::{DescMode, Interleave, L2Promotion, OobFill, Swizzle};
use tile_rules::{cuda, ElementType};

// The names, prototypes and LLVM types of the runtime symbols (and the
// CUDA result codes the host code reports) are the ABI crate's.
pub use tile_abi::symbols::*;

/// `CUtensorMapDataType` of an element type.
pub fn data_type(element: ElementType) -> i32 {
    value(cuda::data_type(element))
}

/// `CUtensorMapInterleave` of an interleave.
pub fn interleave(v: Interleave) -> i32 {
    value(cuda::interleave(v))
}

/// `CUtensorMapSwizzle` of a swizzle.
pub fn swizzle(v: Swizzle) -> i32 {
    value(cuda::swizzle(v))
}

/// `CUtensorMapL2promotion` of an L2 promotion.
pub fn l2_promotion(v: L2Promotion) -> i32 {
    value(cuda::l2_promotion(v))
}

/// `CUtensorMapFloatOOBfill` of an out-of-bounds fill.
pub fn oob_fill(v: OobFill) -> i32 {
    value(cuda::oob_fill(v))
}

/// `CUtensorMapIm2ColWideMode` of a wide im2col mode; `None` for the others.
pub fn im2col_wide_mode(mode: DescMode) -> Option<i32> {
    cuda::im2col_wide_mode(mode).map(value)
}

/// An enumerator's value as the encoders' `int` arguments take it (every
/// value of the table is below 16).
fn value(e: cuda::CuEnumerator) -> i32 {
    e.value as i32
}

/// The encoder a descriptor mode needs: its name and LLVM type.
pub fn encoder(mode: DescMode) -> (&'static str, &'static str) {
    match mode {
        DescMode::Tile => (ENCODE_TILED, ENCODE_TILED_TYPE),
        DescMode::Im2col => (ENCODE_IM2COL, ENCODE_IM2COL_TYPE),
        DescMode::Im2colW | DescMode::Im2colW128 => (ENCODE_IM2COL_WIDE, ENCODE_IM2COL_WIDE_TYPE),
    }
}
