//! The CUDA driver's tensor-map enumerators (`cuda.h`, CUDA 12.8 / 13) for
//! the dialect's enums: `CUtensorMapDataType`, `CUtensorMapInterleave`,
//! `CUtensorMapSwizzle` (with the `128B_ATOM_*` variants),
//! `CUtensorMapL2promotion`, `CUtensorMapFloatOOBfill` and
//! `CUtensorMapIm2ColWideMode`. The one table of them: the launch manifest
//! writes the names and values, the host lowering passes the values to the
//! encoders. Mapped explicitly, never by reusing the `tile` enums' own
//! numbering.

use crate::element::ElementType;
use crate::enums::{DescMode, Interleave, L2Promotion, OobFill, Swizzle};

/// One enumerator of a CUDA driver enum: its name in `cuda.h` and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CuEnumerator {
    /// The enumerator, e.g. `CU_TENSOR_MAP_SWIZZLE_128B`.
    pub name: &'static str,
    /// Its value.
    pub value: u32,
}

const fn cu(name: &'static str, value: u32) -> CuEnumerator {
    CuEnumerator { name, value }
}

/// `CUtensorMapDataType` of an element type.
pub fn data_type(element: ElementType) -> CuEnumerator {
    match element {
        ElementType::U8 => cu("CU_TENSOR_MAP_DATA_TYPE_UINT8", 0),
        ElementType::U16 => cu("CU_TENSOR_MAP_DATA_TYPE_UINT16", 1),
        ElementType::U32 => cu("CU_TENSOR_MAP_DATA_TYPE_UINT32", 2),
        ElementType::S32 => cu("CU_TENSOR_MAP_DATA_TYPE_INT32", 3),
        ElementType::U64 => cu("CU_TENSOR_MAP_DATA_TYPE_UINT64", 4),
        ElementType::S64 => cu("CU_TENSOR_MAP_DATA_TYPE_INT64", 5),
        ElementType::F16 => cu("CU_TENSOR_MAP_DATA_TYPE_FLOAT16", 6),
        ElementType::F32 => cu("CU_TENSOR_MAP_DATA_TYPE_FLOAT32", 7),
        ElementType::F64 => cu("CU_TENSOR_MAP_DATA_TYPE_FLOAT64", 8),
        ElementType::BF16 => cu("CU_TENSOR_MAP_DATA_TYPE_BFLOAT16", 9),
        // 10 is FLOAT32_FTZ.
        ElementType::TF32 => cu("CU_TENSOR_MAP_DATA_TYPE_TFLOAT32", 11),
    }
}

/// `CUtensorMapInterleave` of an interleave.
pub fn interleave(value: Interleave) -> CuEnumerator {
    match value {
        Interleave::None => cu("CU_TENSOR_MAP_INTERLEAVE_NONE", 0),
        Interleave::Il16 => cu("CU_TENSOR_MAP_INTERLEAVE_16B", 1),
        Interleave::Il32 => cu("CU_TENSOR_MAP_INTERLEAVE_32B", 2),
    }
}

/// `CUtensorMapSwizzle` of a swizzle.
pub fn swizzle(value: Swizzle) -> CuEnumerator {
    match value {
        Swizzle::None => cu("CU_TENSOR_MAP_SWIZZLE_NONE", 0),
        Swizzle::Sw32 => cu("CU_TENSOR_MAP_SWIZZLE_32B", 1),
        Swizzle::Sw64 => cu("CU_TENSOR_MAP_SWIZZLE_64B", 2),
        Swizzle::Sw128 => cu("CU_TENSOR_MAP_SWIZZLE_128B", 3),
        Swizzle::Sw128Atom32 => cu("CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B", 4),
        Swizzle::Sw128Atom32Flip8 => cu("CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B", 5),
        Swizzle::Sw128Atom64 => cu("CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B", 6),
    }
}

/// `CUtensorMapL2promotion` of an L2 promotion.
pub fn l2_promotion(value: L2Promotion) -> CuEnumerator {
    match value {
        L2Promotion::None => cu("CU_TENSOR_MAP_L2_PROMOTION_NONE", 0),
        L2Promotion::L264 => cu("CU_TENSOR_MAP_L2_PROMOTION_L2_64B", 1),
        L2Promotion::L2128 => cu("CU_TENSOR_MAP_L2_PROMOTION_L2_128B", 2),
        L2Promotion::L2256 => cu("CU_TENSOR_MAP_L2_PROMOTION_L2_256B", 3),
    }
}

/// `CUtensorMapFloatOOBfill` of an out-of-bounds fill.
pub fn oob_fill(value: OobFill) -> CuEnumerator {
    match value {
        OobFill::Zero => cu("CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE", 0),
        OobFill::Nan => cu("CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA", 1),
    }
}

/// `CUtensorMapIm2ColWideMode` of a wide im2col mode; `None` for the others.
pub fn im2col_wide_mode(mode: DescMode) -> Option<CuEnumerator> {
    match mode {
        DescMode::Im2colW => Some(cu("CU_TENSOR_MAP_IM2COL_WIDE_MODE_W", 0)),
        DescMode::Im2colW128 => Some(cu("CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128", 1)),
        DescMode::Tile | DescMode::Im2col => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The enumerators of `cuda.h` (CUDA 13.0), name and value, as the
    /// header declares them (each enum counts up from 0).
    const CUDA_H: &[(&str, u32)] = &[
        ("CU_TENSOR_MAP_DATA_TYPE_UINT8", 0),
        ("CU_TENSOR_MAP_DATA_TYPE_UINT16", 1),
        ("CU_TENSOR_MAP_DATA_TYPE_UINT32", 2),
        ("CU_TENSOR_MAP_DATA_TYPE_INT32", 3),
        ("CU_TENSOR_MAP_DATA_TYPE_UINT64", 4),
        ("CU_TENSOR_MAP_DATA_TYPE_INT64", 5),
        ("CU_TENSOR_MAP_DATA_TYPE_FLOAT16", 6),
        ("CU_TENSOR_MAP_DATA_TYPE_FLOAT32", 7),
        ("CU_TENSOR_MAP_DATA_TYPE_FLOAT64", 8),
        ("CU_TENSOR_MAP_DATA_TYPE_BFLOAT16", 9),
        ("CU_TENSOR_MAP_DATA_TYPE_FLOAT32_FTZ", 10),
        ("CU_TENSOR_MAP_DATA_TYPE_TFLOAT32", 11),
        ("CU_TENSOR_MAP_DATA_TYPE_TFLOAT32_FTZ", 12),
        ("CU_TENSOR_MAP_INTERLEAVE_NONE", 0),
        ("CU_TENSOR_MAP_INTERLEAVE_16B", 1),
        ("CU_TENSOR_MAP_INTERLEAVE_32B", 2),
        ("CU_TENSOR_MAP_SWIZZLE_NONE", 0),
        ("CU_TENSOR_MAP_SWIZZLE_32B", 1),
        ("CU_TENSOR_MAP_SWIZZLE_64B", 2),
        ("CU_TENSOR_MAP_SWIZZLE_128B", 3),
        ("CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B", 4),
        ("CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B_FLIP_8B", 5),
        ("CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B", 6),
        ("CU_TENSOR_MAP_L2_PROMOTION_NONE", 0),
        ("CU_TENSOR_MAP_L2_PROMOTION_L2_64B", 1),
        ("CU_TENSOR_MAP_L2_PROMOTION_L2_128B", 2),
        ("CU_TENSOR_MAP_L2_PROMOTION_L2_256B", 3),
        ("CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE", 0),
        ("CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA", 1),
        ("CU_TENSOR_MAP_IM2COL_WIDE_MODE_W", 0),
        ("CU_TENSOR_MAP_IM2COL_WIDE_MODE_W128", 1),
    ];

    /// `e` is an enumerator of `cuda.h` with its value there.
    fn in_cuda_h(e: CuEnumerator) {
        let declared = CUDA_H.iter().find(|(name, _)| *name == e.name);
        assert_eq!(declared, Some(&(e.name, e.value)), "{e:?}");
    }

    /// Every case of every enum maps to its `cuda.h` enumerator, and no two
    /// cases of one enum to the same one.
    fn distinct(all: Vec<CuEnumerator>) {
        for (i, e) in all.iter().enumerate() {
            in_cuda_h(*e);
            assert!(!all[..i].contains(e), "{e:?} twice");
        }
    }

    #[test]
    fn every_case_is_cudas_enumerator() {
        use ElementType::*;
        let elements = [U8, U16, U32, S32, U64, S64, F16, BF16, F32, TF32, F64];
        distinct(elements.iter().map(|e| data_type(*e)).collect());
        distinct(Interleave::ALL.iter().map(|v| interleave(*v)).collect());
        distinct(Swizzle::ALL.iter().map(|v| swizzle(*v)).collect());
        distinct(L2Promotion::ALL.iter().map(|v| l2_promotion(*v)).collect());
        distinct(OobFill::ALL.iter().map(|v| oob_fill(*v)).collect());
        distinct(
            DescMode::ALL
                .iter()
                .filter_map(|m| im2col_wide_mode(*m))
                .collect(),
        );
        assert_eq!(
            DescMode::ALL
                .iter()
                .filter_map(|m| im2col_wide_mode(*m))
                .count(),
            2
        );
    }

    /// The table's values are what each case's name says, for names that
    /// carry a number (sizes in bytes).
    #[test]
    fn a_name_matches_its_case() {
        assert_eq!(swizzle(Swizzle::Sw64).name, "CU_TENSOR_MAP_SWIZZLE_64B");
        assert_eq!(
            interleave(Interleave::Il32).name,
            "CU_TENSOR_MAP_INTERLEAVE_32B"
        );
        assert_eq!(
            l2_promotion(L2Promotion::L2256).name,
            "CU_TENSOR_MAP_L2_PROMOTION_L2_256B"
        );
        assert_eq!(
            data_type(ElementType::BF16).name,
            "CU_TENSOR_MAP_DATA_TYPE_BFLOAT16"
        );
    }
}
