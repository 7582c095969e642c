//! Tensor-map encoding through the driver's `cuTensorMapEncodeTiled` /
//! `cuTensorMapEncodeIm2col` (cudarc's `driver::sys`, cuda-13000 bindings).
//!
//! `EncodeArgs` is the pure part: the exact argument arrays handed to the driver (innermost
//! dimension first), with the encode rules checked on the host first so that a bad case
//! fails with a message naming the rule rather than a bare CUDA_ERROR_INVALID_VALUE.

use cudarc::driver::sys;

use serde::Deserialize;

use crate::data::DType;
use crate::swizzle::Swizzle;
use crate::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    #[default]
    Tile,
    Im2col,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Interleave {
    #[default]
    None,
    I16b,
    I32b,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum L2Promotion {
    #[default]
    None,
    L2_64b,
    L2_128b,
    L2_256b,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum OobFill {
    /// Out-of-bounds elements of a load read as zero.
    #[default]
    Zero,
    /// `CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA`: they read as NaN.
    Nan,
}

#[derive(Debug, Clone, PartialEq)]
pub struct EncodeArgs {
    pub dtype: DType,
    pub rank: u32,
    pub address: u64,
    /// Innermost first.
    pub global_dim: Vec<u64>,
    /// Byte strides of dims 1..rank (rank - 1 entries), innermost first.
    pub global_strides: Vec<u64>,
    pub mode: Mode,
    pub box_dim: Vec<u32>,
    pub element_strides: Vec<u32>,
    pub lower_corner: Vec<i32>,
    pub upper_corner: Vec<i32>,
    pub channels_per_pixel: u32,
    pub pixels_per_column: u32,
    pub interleave: Interleave,
    pub swizzle: Swizzle,
    pub l2_promotion: L2Promotion,
    pub oob_fill: OobFill,
}

impl EncodeArgs {
    /// The rules of the CUDA driver API documentation for the two encode calls.
    pub fn validate(&self) -> Result<(), Error> {
        let bad = |m: String| Err(Error::new(m));
        let r = self.rank as usize;
        let es = self.dtype.size() as u64;
        if !(1..=5).contains(&r) {
            return bad(format!("tensorRank {r} (1..=5)"));
        }
        if self.interleave != Interleave::None && r < 3 {
            return bad(format!("interleave needs tensorRank >= 3, got {r}"));
        }
        let align = if self.interleave == Interleave::I32b {
            32
        } else {
            16
        };
        if !self.address.is_multiple_of(align) {
            return bad(format!(
                "globalAddress 0x{:x} not {align}-byte aligned",
                self.address
            ));
        }
        for (i, &d) in self.global_dim.iter().enumerate() {
            if d == 0 || d > 1 << 32 {
                return bad(format!("globalDim[{i}] = {d} (1..=2^32)"));
            }
        }
        for (i, &s) in self.global_strides.iter().enumerate() {
            if !s.is_multiple_of(align) || s >= 1 << 40 {
                return bad(format!(
                    "globalStrides[{i}] = {s} bytes: must be a multiple of {align} and < 2^40 \
                     (pad the innermost extent so that a row is {align}-byte aligned)"
                ));
            }
        }
        if self.element_strides.len() != r {
            return bad(format!(
                "element_strides has {} entries for rank {r}",
                self.element_strides.len()
            ));
        }
        each_within("elementStrides", &self.element_strides, 8)?;
        match self.mode {
            Mode::Tile => {
                if self.box_dim.len() != r {
                    return bad(format!(
                        "box has {} entries for a rank-{r} tensor",
                        self.box_dim.len()
                    ));
                }
                each_within("boxDim", &self.box_dim, 256)?;
                let inner = self.box_dim[0] as u64 * es;
                if self.interleave == Interleave::None {
                    if !inner.is_multiple_of(16) {
                        return bad(format!(
                            "boxDim[0] * elementSize = {inner} bytes: must be a multiple of 16"
                        ));
                    }
                    if self.swizzle != Swizzle::None && inner > self.swizzle.span_bytes() {
                        return bad(format!(
                            "inner box {inner} bytes exceeds the {}-byte swizzle span",
                            self.swizzle.span_bytes()
                        ));
                    }
                }
            }
            Mode::Im2col => {
                if r < 3 {
                    return bad(format!("im2col needs tensorRank >= 3, got {r}"));
                }
                if self.lower_corner.len() != r - 2 || self.upper_corner.len() != r - 2 {
                    return bad(format!("im2col corners need {} entries each", r - 2));
                }
                let lim = match r {
                    3 => 1 << 15,
                    4 => 1 << 7,
                    _ => 1 << 4,
                };
                for &c in self.lower_corner.iter().chain(&self.upper_corner) {
                    if c < -lim || c >= lim {
                        return bad(format!("im2col corner {c} outside [-{lim}, {lim})"));
                    }
                }
                if !(1..=256).contains(&self.channels_per_pixel) {
                    return bad(format!(
                        "channelsPerPixel {} (1..=256)",
                        self.channels_per_pixel
                    ));
                }
                if !(1..=1024).contains(&self.pixels_per_column) {
                    return bad(format!(
                        "pixelsPerColumn {} (1..=1024)",
                        self.pixels_per_column
                    ));
                }
            }
        }
        Ok(())
    }

    pub fn data_type(&self) -> sys::CUtensorMapDataType {
        use sys::CUtensorMapDataType::*;
        match self.dtype {
            DType::U8 => CU_TENSOR_MAP_DATA_TYPE_UINT8,
            DType::U16 => CU_TENSOR_MAP_DATA_TYPE_UINT16,
            DType::U32 => CU_TENSOR_MAP_DATA_TYPE_UINT32,
            DType::I32 => CU_TENSOR_MAP_DATA_TYPE_INT32,
            DType::U64 => CU_TENSOR_MAP_DATA_TYPE_UINT64,
            DType::I64 => CU_TENSOR_MAP_DATA_TYPE_INT64,
            DType::F16 => CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
            DType::Bf16 => CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
            DType::F32 => CU_TENSOR_MAP_DATA_TYPE_FLOAT32,
            DType::F64 => CU_TENSOR_MAP_DATA_TYPE_FLOAT64,
        }
    }

    pub fn enums(
        &self,
    ) -> (
        sys::CUtensorMapInterleave,
        sys::CUtensorMapSwizzle,
        sys::CUtensorMapL2promotion,
        sys::CUtensorMapFloatOOBfill,
    ) {
        use sys::CUtensorMapFloatOOBfill::*;
        use sys::CUtensorMapInterleave::*;
        use sys::CUtensorMapL2promotion::*;
        use sys::CUtensorMapSwizzle::*;
        let i = match self.interleave {
            Interleave::None => CU_TENSOR_MAP_INTERLEAVE_NONE,
            Interleave::I16b => CU_TENSOR_MAP_INTERLEAVE_16B,
            Interleave::I32b => CU_TENSOR_MAP_INTERLEAVE_32B,
        };
        let s = match self.swizzle {
            Swizzle::None => CU_TENSOR_MAP_SWIZZLE_NONE,
            Swizzle::Sw32 => CU_TENSOR_MAP_SWIZZLE_32B,
            Swizzle::Sw64 => CU_TENSOR_MAP_SWIZZLE_64B,
            Swizzle::Sw128 => CU_TENSOR_MAP_SWIZZLE_128B,
        };
        let l = match self.l2_promotion {
            L2Promotion::None => CU_TENSOR_MAP_L2_PROMOTION_NONE,
            L2Promotion::L2_64b => CU_TENSOR_MAP_L2_PROMOTION_L2_64B,
            L2Promotion::L2_128b => CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
            L2Promotion::L2_256b => CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
        };
        let o = match self.oob_fill {
            OobFill::Zero => CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
            OobFill::Nan => CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA,
        };
        (i, s, l, o)
    }

    /// Encode through the driver. The CUDA context must be current.
    pub fn encode(&self) -> Result<Box<sys::CUtensorMap>, Error> {
        self.validate()?;
        // The driver writes 128 bytes; CUtensorMap carries the 64/128-byte alignment itself.
        let mut map: Box<sys::CUtensorMap> = Box::new(sys::CUtensorMap { opaque: [0; 16] });
        let (il, sw, l2, oob) = self.enums();
        let res = unsafe {
            match self.mode {
                Mode::Tile => sys::cuTensorMapEncodeTiled(
                    &mut *map,
                    self.data_type(),
                    self.rank,
                    self.address as *mut std::ffi::c_void,
                    self.global_dim.as_ptr(),
                    self.global_strides.as_ptr(),
                    self.box_dim.as_ptr(),
                    self.element_strides.as_ptr(),
                    il,
                    sw,
                    l2,
                    oob,
                ),
                Mode::Im2col => sys::cuTensorMapEncodeIm2col(
                    &mut *map,
                    self.data_type(),
                    self.rank,
                    self.address as *mut std::ffi::c_void,
                    self.global_dim.as_ptr(),
                    self.global_strides.as_ptr(),
                    self.lower_corner.as_ptr(),
                    self.upper_corner.as_ptr(),
                    self.channels_per_pixel,
                    self.pixels_per_column,
                    self.element_strides.as_ptr(),
                    il,
                    sw,
                    l2,
                    oob,
                ),
            }
        };
        let call = match self.mode {
            Mode::Tile => "cuTensorMapEncodeTiled",
            Mode::Im2col => "cuTensorMapEncodeIm2col",
        };
        crate::cuda::check(res, || format!("{call}({self:?})"))?;
        Ok(map)
    }
}

/// Every entry of `name` in `1..=max`: an error naming the first that is not.
fn each_within(name: &str, values: &[u32], max: u32) -> Result<(), Error> {
    for (i, &v) in values.iter().enumerate() {
        if !(1..=max).contains(&v) {
            return Err(Error::new(format!("{name}[{i}] = {v} (1..={max})")));
        }
    }
    Ok(())
}
