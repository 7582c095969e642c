//! Element types a tensor map can describe, named as MLIR spells them.

/// A tensor-map element type (`CUtensorMapDataType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElementType {
    /// `i8`, `ui8`, `si8`: UINT8.
    U8,
    /// `i16`, `ui16`, `si16`: UINT16.
    U16,
    /// `i32`, `ui32`: UINT32.
    U32,
    /// `si32`: INT32.
    S32,
    /// `i64`, `ui64`: UINT64.
    U64,
    /// `si64`: INT64.
    S64,
    /// `f16`: FLOAT16.
    F16,
    /// `bf16`: BFLOAT16.
    BF16,
    /// `f32`: FLOAT32.
    F32,
    /// `tf32`: TFLOAT32.
    TF32,
    /// `f64`: FLOAT64.
    F64,
}

impl ElementType {
    /// Maps an MLIR type as printed (`f32`, `si32`, `bf16`, ...).
    pub fn from_mlir(name: &str) -> Option<Self> {
        Some(match name {
            "i8" | "ui8" | "si8" => Self::U8,
            "i16" | "ui16" | "si16" => Self::U16,
            "i32" | "ui32" => Self::U32,
            "si32" => Self::S32,
            "i64" | "ui64" => Self::U64,
            "si64" => Self::S64,
            "f16" => Self::F16,
            "bf16" => Self::BF16,
            "f32" => Self::F32,
            "tf32" => Self::TF32,
            "f64" => Self::F64,
            _ => return None,
        })
    }

    /// Size of one element in bytes.
    pub fn bytes(self) -> u64 {
        match self {
            Self::U8 => 1,
            Self::U16 | Self::F16 | Self::BF16 => 2,
            Self::U32 | Self::S32 | Self::F32 | Self::TF32 => 4,
            Self::U64 | Self::S64 | Self::F64 => 8,
        }
    }

    /// Whether the type is floating point (OOB NaN fill is legal).
    pub fn is_float(self) -> bool {
        matches!(
            self,
            Self::F16 | Self::BF16 | Self::F32 | Self::TF32 | Self::F64
        )
    }

    /// The PTX type suffix of reductions on this type (`.u32`, `.s32`, `.f16`...).
    pub fn ptx_suffix(self) -> &'static str {
        match self {
            Self::U8 => "u8",
            Self::U16 => "u16",
            Self::U32 => "u32",
            Self::S32 => "s32",
            Self::U64 => "u64",
            Self::S64 => "s64",
            Self::F16 => "f16",
            Self::BF16 => "bf16",
            Self::F32 => "f32",
            Self::TF32 => "tf32",
            Self::F64 => "f64",
        }
    }
}

/// Whether a memref of `memref_element` holds the elements of a tensor map
/// of `descriptor_element` (both as MLIR spells them): the same type, or
/// `f32` for `tf32` (tf32 has no storage type of its own; the tensor map
/// reads and writes 32-bit floats). The verifier and the host lowering both
/// ask this, so they cannot disagree.
pub fn holds_element(memref_element: &str, descriptor_element: &str) -> bool {
    memref_element == descriptor_element
        || (memref_element == "f32" && descriptor_element == "tf32")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_signedness() {
        assert_eq!(ElementType::from_mlir("si32"), Some(ElementType::S32));
        assert_eq!(ElementType::from_mlir("i32"), Some(ElementType::U32));
        assert_eq!(ElementType::from_mlir("index"), None);
        assert_eq!(ElementType::from_mlir("f8E4M3FN"), None);
    }

    #[test]
    fn sizes_and_floats() {
        assert_eq!(ElementType::BF16.bytes(), 2);
        assert_eq!(ElementType::F64.bytes(), 8);
        assert!(ElementType::TF32.is_float());
        assert!(!ElementType::S64.is_float());
    }

    #[test]
    fn tf32_over_f32() {
        assert!(holds_element("f32", "tf32"));
        assert!(holds_element("f16", "f16"));
        assert!(!holds_element("tf32", "f32"));
        assert!(!holds_element("f16", "tf32"));
    }
}
