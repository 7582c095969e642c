//! The C ABI the generated host code calls: the CUDA driver's tensor-map
//! encoders with their enum values, the failure hook, and the `mgpu*`
//! runtime functions MLIR's GPU-to-LLVM translation emits (their names,
//! prototypes and LLVM types are [`tile_abi::symbols`], re-exported here).
//!
//! The enum values are the CUDA driver's (`cuda.h`, CUDA 12.8 / 13):
//! `CUtensorMapDataType`, `CUtensorMapInterleave`, `CUtensorMapSwizzle`
//! (with the `128B_ATOM_*` variants), `CUtensorMapL2promotion`,
//! `CUtensorMapFloatOOBfill` and `CUtensorMapIm2ColWideMode`. They are
//! mapped explicitly, never by reusing the `tile` enums' own numbering.

use tile_rules::enums::{DescMode, Interleave, L2Promotion, OobFill, Swizzle};
use tile_rules::ElementType;

// The names, prototypes and LLVM types of the runtime symbols (and the
// CUDA result codes the host code reports) are the ABI crate's.
pub use tile_abi::symbols::*;

/// `CUtensorMapDataType` of an element type.
pub fn data_type(element: ElementType) -> i32 {
    match element {
        ElementType::U8 => 0,    // CU_TENSOR_MAP_DATA_TYPE_UINT8
        ElementType::U16 => 1,   // UINT16
        ElementType::U32 => 2,   // UINT32
        ElementType::S32 => 3,   // INT32
        ElementType::U64 => 4,   // UINT64
        ElementType::S64 => 5,   // INT64
        ElementType::F16 => 6,   // FLOAT16
        ElementType::F32 => 7,   // FLOAT32
        ElementType::F64 => 8,   // FLOAT64
        ElementType::BF16 => 9,  // BFLOAT16
        ElementType::TF32 => 11, // TFLOAT32 (10 is FLOAT32_FTZ)
    }
}

/// `CUtensorMapInterleave`.
pub fn interleave(value: Interleave) -> i32 {
    match value {
        Interleave::None => 0, // CU_TENSOR_MAP_INTERLEAVE_NONE
        Interleave::Il16 => 1, // 16B
        Interleave::Il32 => 2, // 32B
    }
}

/// `CUtensorMapSwizzle`.
pub fn swizzle(value: Swizzle) -> i32 {
    match value {
        Swizzle::None => 0,             // CU_TENSOR_MAP_SWIZZLE_NONE
        Swizzle::Sw32 => 1,             // 32B
        Swizzle::Sw64 => 2,             // 64B
        Swizzle::Sw128 => 3,            // 128B
        Swizzle::Sw128Atom32 => 4,      // 128B_ATOM_32B
        Swizzle::Sw128Atom32Flip8 => 5, // 128B_ATOM_32B_FLIP_8B
        Swizzle::Sw128Atom64 => 6,      // 128B_ATOM_64B
    }
}

/// `CUtensorMapL2promotion`.
pub fn l2_promotion(value: L2Promotion) -> i32 {
    match value {
        L2Promotion::None => 0,  // CU_TENSOR_MAP_L2_PROMOTION_NONE
        L2Promotion::L264 => 1,  // L2_64B
        L2Promotion::L2128 => 2, // L2_128B
        L2Promotion::L2256 => 3, // L2_256B
    }
}

/// `CUtensorMapFloatOOBfill`.
pub fn oob_fill(value: OobFill) -> i32 {
    match value {
        OobFill::Zero => 0, // CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE
        OobFill::Nan => 1,  // NAN_REQUEST_ZERO_FMA
    }
}

/// `CUtensorMapIm2ColWideMode` of a wide im2col mode; `None` for the others.
pub fn im2col_wide_mode(mode: DescMode) -> Option<i32> {
    match mode {
        DescMode::Im2colW => Some(0),    // CU_TENSOR_MAP_IM2COL_WIDE_MODE_W
        DescMode::Im2colW128 => Some(1), // W128
        DescMode::Tile | DescMode::Im2col => None,
    }
}

/// The encoder a descriptor mode needs: its name and LLVM type.
pub fn encoder(mode: DescMode) -> (&'static str, &'static str) {
    match mode {
        DescMode::Tile => (ENCODE_TILED, ENCODE_TILED_TYPE),
        DescMode::Im2col => (ENCODE_IM2COL, ENCODE_IM2COL_TYPE),
        DescMode::Im2colW | DescMode::Im2colW128 => (ENCODE_IM2COL_WIDE, ENCODE_IM2COL_WIDE_TYPE),
    }
}
