//! Tensor-map encoding: the arguments of `cuTensorMapEncodeTiled` /
//! `cuTensorMapEncodeIm2col` for one descriptor of the manifest, checked
//! against the driver API's documented rules first (so that a bad argument
//! is refused with the rule and the value, not a bare
//! `CUDA_ERROR_INVALID_VALUE`), then the driver call itself.

use cudarc::driver::sys;

use crate::driver;
use crate::error::RuntimeError;

/// The encode arguments of one descriptor; arrays are innermost first, as
/// the driver takes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EncodeRequest {
    /// `CUtensorMapDataType`.
    pub data_type: u32,
    /// Bytes per element of `data_type`.
    pub element_bytes: u64,
    /// `globalAddress`.
    pub address: u64,
    /// `globalDim` (rank values).
    pub dims: Vec<u64>,
    /// `globalStrides` in bytes (rank - 1 values).
    pub strides: Vec<u64>,
    /// `boxDim` (tiled) or empty (im2col).
    pub box_dims: Vec<u32>,
    /// `elementStrides` (rank values).
    pub element_strides: Vec<u32>,
    /// `CUtensorMapInterleave`.
    pub interleave: u32,
    /// `CUtensorMapSwizzle`.
    pub swizzle: u32,
    /// `CUtensorMapL2promotion`.
    pub l2_promotion: u32,
    /// `CUtensorMapFloatOOBfill`.
    pub oob_fill: u32,
    /// The im2col arguments, for an im2col encode.
    pub im2col: Option<Im2col>,
}

/// The im2col-only arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Im2col {
    /// `pixelBoxLowerCorner`.
    pub lower_corner: Vec<i32>,
    /// `pixelBoxUpperCorner`.
    pub upper_corner: Vec<i32>,
    /// `channelsPerPixel`.
    pub channels_per_pixel: u32,
    /// `pixelsPerColumn`.
    pub pixels_per_column: u32,
}

/// `CU_TENSOR_MAP_INTERLEAVE_32B`.
const INTERLEAVE_32B: u32 = 2;

impl EncodeRequest {
    /// The documented rules of the two encode calls; the message names the
    /// argument and its value.
    pub fn check(&self) -> Result<(), String> {
        let rank = self.dims.len();
        let (low, high) = if self.im2col.is_some() {
            (3, 5)
        } else {
            (1, 5)
        };
        if !(low..=high).contains(&rank) {
            return Err(format!("tensorRank {rank} ({low}..={high})"));
        }
        if self.strides.len() + 1 != rank || self.element_strides.len() != rank {
            return Err(format!(
                "{} strides and {} element strides for rank {rank}",
                self.strides.len(),
                self.element_strides.len()
            ));
        }
        let align = if self.interleave == INTERLEAVE_32B {
            32
        } else {
            16
        };
        if !self.address.is_multiple_of(align) {
            return Err(format!(
                "globalAddress 0x{:x} is not {align}-byte aligned",
                self.address
            ));
        }
        for (i, &d) in self.dims.iter().enumerate() {
            if d == 0 || d > 1 << 32 {
                return Err(format!("globalDim[{i}] = {d} (1..=2^32)"));
            }
        }
        for (i, &s) in self.strides.iter().enumerate() {
            if !s.is_multiple_of(align) || s >= 1 << 40 {
                return Err(format!(
                    "globalStrides[{i}] = {s} bytes: must be a multiple of {align} and < 2^40 \
                     (pad the innermost extent so that a row is {align}-byte aligned)"
                ));
            }
        }
        for (i, &e) in self.element_strides.iter().enumerate() {
            if !(1..=8).contains(&e) {
                return Err(format!("elementStrides[{i}] = {e} (1..=8)"));
            }
        }
        if self.im2col.is_none() {
            if self.box_dims.len() != rank {
                return Err(format!("{} box dims for rank {rank}", self.box_dims.len()));
            }
            for (i, &b) in self.box_dims.iter().enumerate() {
                if !(1..=256).contains(&b) {
                    return Err(format!("boxDim[{i}] = {b} (1..=256)"));
                }
            }
            let row = u64::from(self.box_dims[0]) * self.element_bytes;
            if self.interleave == 0 && !row.is_multiple_of(16) {
                return Err(format!(
                    "boxDim[0] * element size = {row} bytes: must be a multiple of 16"
                ));
            }
            let span = match self.swizzle {
                1 => 32,
                2 => 64,
                3 => 128,
                _ => u64::MAX,
            };
            if self.interleave == 0 && row > span {
                return Err(format!(
                    "boxDim[0] * element size = {row} bytes: more than the {span}-byte swizzle span"
                ));
            }
        }
        Ok(())
    }

    /// The descriptor's 128 bytes, from the driver (after [`Self::check`]).
    pub fn encode(&self) -> Result<[u64; 16], RuntimeError> {
        let rank = self.dims.len() as u32;
        let mut map = sys::CUtensorMap { opaque: [0; 16] };
        // SAFETY: the enum values come from the manifest's `CuEnum`s, which
        // tile-opt writes from the driver's own enumerators; `check` has
        // bounded every array against `rank`.
        let (data_type, interleave, swizzle, l2, oob) = unsafe {
            (
                std::mem::transmute::<u32, sys::CUtensorMapDataType>(self.data_type),
                std::mem::transmute::<u32, sys::CUtensorMapInterleave>(self.interleave),
                std::mem::transmute::<u32, sys::CUtensorMapSwizzle>(self.swizzle),
                std::mem::transmute::<u32, sys::CUtensorMapL2promotion>(self.l2_promotion),
                std::mem::transmute::<u32, sys::CUtensorMapFloatOOBfill>(self.oob_fill),
            )
        };
        let address = self.address as *mut std::ffi::c_void;
        let result = match &self.im2col {
            None => unsafe {
                sys::cuTensorMapEncodeTiled(
                    &mut map,
                    data_type,
                    rank,
                    address,
                    self.dims.as_ptr(),
                    self.strides.as_ptr(),
                    self.box_dims.as_ptr(),
                    self.element_strides.as_ptr(),
                    interleave,
                    swizzle,
                    l2,
                    oob,
                )
            },
            Some(i) => unsafe {
                sys::cuTensorMapEncodeIm2col(
                    &mut map,
                    data_type,
                    rank,
                    address,
                    self.dims.as_ptr(),
                    self.strides.as_ptr(),
                    i.lower_corner.as_ptr(),
                    i.upper_corner.as_ptr(),
                    i.channels_per_pixel,
                    i.pixels_per_column,
                    self.element_strides.as_ptr(),
                    interleave,
                    swizzle,
                    l2,
                    oob,
                )
            },
        };
        let call = if self.im2col.is_some() {
            "cuTensorMapEncodeIm2col"
        } else {
            "cuTensorMapEncodeTiled"
        };
        driver::check(result, || format!("{call}({self:?})"))?;
        Ok(map.opaque)
    }
}

/// The bytes per element of a `CUtensorMapDataType`, `None` for one this
/// runtime does not know.
pub fn element_bytes(data_type: u32) -> Option<u64> {
    Some(match data_type {
        0 => 1,                   // UINT8
        1 | 6 | 9 => 2,           // UINT16, FLOAT16, BFLOAT16
        2 | 3 | 7 | 10 | 11 => 4, // UINT32, INT32, FLOAT32, FLOAT32_FTZ, TFLOAT32
        4 | 5 | 8 => 8,           // UINT64, INT64, FLOAT64
        12 => 4,                  // TFLOAT32_FTZ
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiled() -> EncodeRequest {
        EncodeRequest {
            data_type: 7,
            element_bytes: 4,
            address: 0x1000,
            dims: vec![1024, 4096],
            strides: vec![4096],
            box_dims: vec![64, 64],
            element_strides: vec![1, 1],
            interleave: 0,
            swizzle: 0,
            l2_promotion: 0,
            oob_fill: 0,
            im2col: None,
        }
    }

    #[test]
    fn the_driver_rules_name_the_argument() {
        assert_eq!(tiled().check(), Ok(()));
        let bad = |f: &dyn Fn(&mut EncodeRequest), want: &str| {
            let mut r = tiled();
            f(&mut r);
            let e = r.check().unwrap_err();
            assert!(e.contains(want), "{e}");
        };
        bad(&|r| r.address = 0x1008, "globalAddress 0x1008");
        bad(&|r| r.strides = vec![4100], "globalStrides[0] = 4100");
        bad(&|r| r.dims[1] = 0, "globalDim[1] = 0");
        bad(&|r| r.box_dims[1] = 257, "boxDim[1] = 257");
        bad(&|r| r.element_strides[0] = 9, "elementStrides[0] = 9");
        bad(&|r| r.box_dims[0] = 2, "multiple of 16");
        bad(
            &|r| {
                r.swizzle = 3;
                r.box_dims[0] = 64;
            },
            "128-byte swizzle span",
        );
        bad(&|r| r.dims = vec![1; 6], "tensorRank 6");
    }
}
