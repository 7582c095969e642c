//! Tensor-map (descriptor) rules: what `cuTensorMapEncodeTiled` / `Im2col`
//! accept for the static part of a descriptor, and the shared-memory layout
//! facts that follow from it (swizzle span and atom alignment).

use crate::element::ElementType;
use crate::enums::{DescMode, Interleave, L2Promotion, OobFill, Swizzle};
use crate::violation::Violation;

/// The static part of a tensor map, as the `!tile.tensormap` type holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Descriptor {
    /// The element type as MLIR prints it (`f32`, `si32`, ...).
    pub element_name: String,
    /// Rank as written (checked to be 1..5).
    pub rank: i64,
    /// Box extents, innermost first (tile mode).
    pub box_dims: Vec<i64>,
    /// Element strides, innermost first; empty means all 1.
    pub element_strides: Vec<i64>,
    /// Shared-memory swizzle.
    pub swizzle: Swizzle,
    /// Interleave layout.
    pub interleave: Interleave,
    /// L2 sector promotion.
    pub l2_promotion: L2Promotion,
    /// Out-of-bounds fill.
    pub oob_fill: OobFill,
    /// Tiled or im2col encoding.
    pub mode: DescMode,
    /// im2col: channels per pixel (the inner box extent).
    pub channels_per_pixel: i64,
    /// im2col: pixels per column (the outer box extent).
    pub pixels_per_column: i64,
    /// im2col: pixel box lower corner (rank - 2 values; 1 for the w modes).
    pub lower_corner: Vec<i64>,
    /// im2col: pixel box upper corner.
    pub upper_corner: Vec<i64>,
}

/// Largest box extent per dimension.
pub const MAX_BOX_DIM: i64 = 256;
/// Largest element stride.
pub const MAX_ELEMENT_STRIDE: i64 = 8;

impl Descriptor {
    /// A tiled descriptor with defaults for everything but the box.
    pub fn tiled(element_name: &str, box_dims: &[i64]) -> Self {
        Self {
            element_name: element_name.to_string(),
            rank: box_dims.len() as i64,
            box_dims: box_dims.to_vec(),
            element_strides: Vec::new(),
            swizzle: Swizzle::None,
            interleave: Interleave::None,
            l2_promotion: L2Promotion::None,
            oob_fill: OobFill::Zero,
            mode: DescMode::Tile,
            channels_per_pixel: 0,
            pixels_per_column: 0,
            lower_corner: Vec::new(),
            upper_corner: Vec::new(),
        }
    }

    /// The element type, if a tensor map can describe it.
    pub fn element(&self) -> Option<ElementType> {
        ElementType::from_mlir(&self.element_name)
    }

    /// Whether this is an im2col-family descriptor.
    pub fn is_im2col(&self) -> bool {
        self.mode != DescMode::Tile
    }

    /// Extent of the innermost box dimension in elements.
    pub fn inner_box_elements(&self) -> i64 {
        if self.is_im2col() {
            self.channels_per_pixel
        } else {
            self.box_dims.first().copied().unwrap_or(0)
        }
    }

    /// Bytes of the innermost box row.
    pub fn inner_box_bytes(&self) -> Option<i64> {
        let bytes = self.element()?.bytes() as i64;
        Some(self.inner_box_elements().saturating_mul(bytes))
    }

    /// Bytes one box occupies in shared memory (with element strides
    /// applied: `ceil(box / stride)` elements per dimension).
    pub fn box_bytes(&self) -> Option<i64> {
        let bytes = self.element()?.bytes() as i64;
        let dims: Vec<i64> = if self.is_im2col() {
            vec![self.channels_per_pixel, self.pixels_per_column]
        } else {
            self.box_dims.clone()
        };
        let mut total = 1i64;
        for (i, d) in dims.iter().enumerate() {
            let stride = if self.is_im2col() {
                1
            } else {
                self.element_strides.get(i).copied().unwrap_or(1).max(1)
            };
            let elements = d.saturating_add(stride - 1) / stride;
            total = if i == 0 {
                // With a swizzle, each inner row occupies a whole swizzle
                // span in shared memory (the TMA tutorial's layouts: 64-byte rows
                // under sw128 sit at a 128-byte pitch).
                let row = elements.checked_mul(bytes)?;
                match self.swizzle_span() {
                    Some(span) if row < span => span,
                    _ => row,
                }
            } else {
                total.checked_mul(elements)?
            };
        }
        Some(total)
    }

    /// Bytes of the swizzle span (the largest inner box row it allows).
    pub fn swizzle_span(&self) -> Option<i64> {
        swizzle_span(self.swizzle)
    }

    /// Alignment the shared-memory side of a copy needs: 128 bytes, or the
    /// swizzle atom (256 / 512 / 1024 bytes).
    pub fn shared_alignment(&self) -> u64 {
        match self.swizzle {
            Swizzle::None => 128,
            Swizzle::Sw32 => 256,
            Swizzle::Sw64 => 512,
            _ => 1024,
        }
    }

    /// Alignment the global base address needs (16 bytes, 32 with interleave).
    pub fn global_alignment(&self) -> u64 {
        if self.interleave == Interleave::Il32 {
            32
        } else {
            16
        }
    }

    /// Checks every encode rule of the static part; reports all violations.
    pub fn check(&self) -> Vec<Violation> {
        let mut out = Vec::new();
        let element = self.element();
        if element.is_none() {
            out.push(Violation::error(
                "desc-element-type",
                format!(
                    "element type '{}' cannot be described by a tensor map (expected i8/i16/i32/si32/i64/si64/f16/bf16/f32/tf32/f64)",
                    self.element_name
                ),
            ));
        }
        if !(1..=5).contains(&self.rank) {
            out.push(Violation::error(
                "desc-rank",
                format!("tensor map rank must be 1..5, got {}", self.rank),
            ));
            return out;
        }
        let rank = self.rank as usize;
        if self.is_im2col() {
            self.check_im2col(rank, &mut out);
        } else {
            self.check_tile_box(rank, &mut out);
        }
        if !self.element_strides.is_empty() && self.element_strides.len() != rank {
            out.push(Violation::error(
                "element-strides-count",
                format!(
                    "expected {rank} element strides (one per dimension), got {}",
                    self.element_strides.len()
                ),
            ));
        }
        for (i, s) in self.element_strides.iter().enumerate() {
            if !(1..=MAX_ELEMENT_STRIDE).contains(s) {
                out.push(Violation::error(
                    "element-stride-range",
                    format!("element stride {i} must be 1..8, got {s}"),
                ));
            }
        }
        if self.interleave != Interleave::None && rank < 3 {
            out.push(Violation::error(
                "interleave-rank",
                format!(
                    "interleave {} needs a tensor of rank >= 3, got rank {rank}",
                    self.interleave
                ),
            ));
        }
        if let (Some(bytes), Interleave::None) = (self.inner_box_bytes(), self.interleave) {
            if bytes > 0 && bytes % 16 != 0 {
                out.push(Violation::error(
                    "box-inner-bytes",
                    format!("the inner box dimension must span a multiple of 16 bytes, got {bytes} bytes"),
                ));
            }
            if let Some(span) = self.swizzle_span() {
                if bytes > span {
                    out.push(Violation::error(
                        "swizzle-span",
                        format!(
                            "with swizzle {} the inner box dimension may span at most {span} bytes, got {bytes} bytes",
                            self.swizzle
                        ),
                    ));
                }
            }
        }
        if self.interleave == Interleave::Il32
            && self.swizzle != Swizzle::Sw32
            && self.swizzle != Swizzle::None
        {
            out.push(Violation::error(
                "interleave-swizzle",
                format!(
                    "interleave il32 allows only swizzle sw32 or none, got {}",
                    self.swizzle
                ),
            ));
        }
        if self.oob_fill == OobFill::Nan && element.is_some_and(|e| !e.is_float()) {
            out.push(Violation::error(
                "oob-nan-float",
                format!(
                    "OOB NaN fill needs a floating-point element type, got '{}'",
                    self.element_name
                ),
            ));
        }
        out
    }

    fn check_tile_box(&self, rank: usize, out: &mut Vec<Violation>) {
        if self.box_dims.len() != rank {
            out.push(Violation::error(
                "box-rank",
                format!(
                    "box has {} dimensions but the tensor map has rank {rank}",
                    self.box_dims.len()
                ),
            ));
        }
        for (i, b) in self.box_dims.iter().enumerate() {
            if !(1..=MAX_BOX_DIM).contains(b) {
                out.push(Violation::error(
                    "box-dim-range",
                    format!("box dimension {i} must be 1..256, got {b}"),
                ));
            }
        }
        let list = |v: &[i64]| {
            let items: Vec<String> = v.iter().map(i64::to_string).collect();
            format!("[{}]", items.join(", "))
        };
        let mut given = Vec::new();
        if self.channels_per_pixel != 0 {
            given.push(format!("channels_per_pixel = {}", self.channels_per_pixel));
        }
        if self.pixels_per_column != 0 {
            given.push(format!("pixels_per_column = {}", self.pixels_per_column));
        }
        if !self.lower_corner.is_empty() {
            given.push(format!("lower_corner = {}", list(&self.lower_corner)));
        }
        if !self.upper_corner.is_empty() {
            given.push(format!("upper_corner = {}", list(&self.upper_corner)));
        }
        if !given.is_empty() {
            out.push(Violation::error(
                "tile-im2col-params",
                format!(
                    "im2col parameters need an im2col mode, but this tile-mode tensor map has {}",
                    given.join(", ")
                ),
            ));
        }
    }

    fn check_im2col(&self, rank: usize, out: &mut Vec<Violation>) {
        if rank < 3 {
            out.push(Violation::error(
                "im2col-rank",
                format!("im2col mode needs a tensor of rank >= 3, got rank {rank}"),
            ));
        }
        if !self.box_dims.is_empty() {
            let items: Vec<String> = self.box_dims.iter().map(i64::to_string).collect();
            out.push(Violation::error(
                "im2col-box",
                format!(
                    "an im2col tensor map has no box (it is channels_per_pixel x pixels_per_column), got box = [{}]",
                    items.join(", ")
                ),
            ));
        }
        if !(1..=256).contains(&self.channels_per_pixel) {
            out.push(Violation::error(
                "im2col-channels",
                format!(
                    "channels_per_pixel must be 1..256, got {}",
                    self.channels_per_pixel
                ),
            ));
        }
        if !(1..=1024).contains(&self.pixels_per_column) {
            out.push(Violation::error(
                "im2col-pixels",
                format!(
                    "pixels_per_column must be 1..1024, got {}",
                    self.pixels_per_column
                ),
            ));
        }
        let wide = matches!(self.mode, DescMode::Im2colW | DescMode::Im2colW128);
        let expected = if wide { 1 } else { rank.saturating_sub(2) };
        for (name, corner) in [
            ("lower_corner", &self.lower_corner),
            ("upper_corner", &self.upper_corner),
        ] {
            if corner.len() != expected {
                out.push(Violation::error(
                    "im2col-corner-count",
                    format!(
                        "{name} needs {expected} value(s) for a rank-{rank} {} tensor map, got {}",
                        self.mode,
                        corner.len()
                    ),
                ));
            }
            let (lo, hi) = im2col_corner_range(rank, wide);
            for v in corner.iter() {
                if *v < lo || *v > hi {
                    out.push(Violation::error(
                        "im2col-corner-range",
                        format!("{name} value {v} is outside [{lo}, {hi}] for rank {rank}"),
                    ));
                }
            }
        }
    }
}

/// Bytes of the swizzle span, `None` for no swizzle.
pub fn swizzle_span(swizzle: Swizzle) -> Option<i64> {
    match swizzle {
        Swizzle::None => None,
        Swizzle::Sw32 => Some(32),
        Swizzle::Sw64 => Some(64),
        _ => Some(128),
    }
}

/// The range of an im2col pixel-box corner coordinate for `rank`
/// (16 bits for 3-D, 8 for 4-D, 5 for 5-D; the w modes take 16 bits).
pub fn im2col_corner_range(rank: usize, wide: bool) -> (i64, i64) {
    let bits = if wide {
        16
    } else {
        match rank {
            3 => 16,
            4 => 8,
            _ => 5,
        }
    };
    (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(d: &Descriptor) -> Vec<&'static str> {
        d.check().iter().map(|v| v.rule).collect()
    }

    #[test]
    fn valid_tile_descriptor() {
        assert!(Descriptor::tiled("f32", &[64, 64]).check().is_empty());
        assert!(Descriptor::tiled("bf16", &[8, 16, 256]).check().is_empty());
    }

    #[test]
    fn rank_and_box() {
        assert_eq!(rules(&Descriptor::tiled("f32", &[])), vec!["desc-rank"]);
        assert_eq!(
            rules(&Descriptor::tiled("f32", &[4, 1, 1, 1, 1, 1])),
            vec!["desc-rank"]
        );
        assert_eq!(
            rules(&Descriptor::tiled("f32", &[4, 257])),
            vec!["box-dim-range"]
        );
        assert_eq!(
            rules(&Descriptor::tiled("f32", &[4, 0])),
            vec!["box-dim-range"]
        );
        let mut d = Descriptor::tiled("f32", &[4, 4]);
        d.rank = 3;
        assert_eq!(rules(&d), vec!["box-rank"]);
    }

    #[test]
    fn inner_bytes_multiple_of_16() {
        assert_eq!(
            rules(&Descriptor::tiled("f32", &[6, 4])),
            vec!["box-inner-bytes"]
        );
        assert!(rules(&Descriptor::tiled("f32", &[4, 4])).is_empty());
        assert_eq!(
            rules(&Descriptor::tiled("f16", &[4, 4])),
            vec!["box-inner-bytes"]
        );
    }

    #[test]
    fn swizzle_span_and_alignment() {
        let mut d = Descriptor::tiled("f32", &[64, 8]);
        d.swizzle = Swizzle::Sw128;
        assert_eq!(rules(&d), vec!["swizzle-span"]);
        d.box_dims = vec![32, 8];
        assert!(rules(&d).is_empty());
        assert_eq!(d.shared_alignment(), 1024);
        d.swizzle = Swizzle::Sw32;
        d.box_dims = vec![8, 8];
        assert!(rules(&d).is_empty());
        assert_eq!(d.shared_alignment(), 256);
        d.box_dims = vec![16, 8];
        assert_eq!(rules(&d), vec!["swizzle-span"]);
    }

    #[test]
    fn swizzled_rows_take_a_whole_span() {
        let mut d = Descriptor::tiled("f32", &[16, 32]);
        assert_eq!(d.box_bytes(), Some(16 * 4 * 32));
        d.swizzle = Swizzle::Sw128;
        assert_eq!(
            d.box_bytes(),
            Some(128 * 32),
            "64-byte rows sit at a 128-byte pitch"
        );
        d.box_dims = vec![32, 32];
        assert_eq!(d.box_bytes(), Some(128 * 32));
    }

    #[test]
    fn element_strides() {
        let mut d = Descriptor::tiled("f32", &[4, 4]);
        d.element_strides = vec![1, 9];
        assert_eq!(rules(&d), vec!["element-stride-range"]);
        d.element_strides = vec![1];
        assert_eq!(rules(&d), vec!["element-strides-count"]);
        d.element_strides = vec![2, 2];
        assert_eq!(d.box_bytes(), Some(16));
    }

    #[test]
    fn interleave_and_nan() {
        let mut d = Descriptor::tiled("f32", &[4, 4]);
        d.interleave = Interleave::Il16;
        assert_eq!(rules(&d), vec!["interleave-rank"]);
        let mut d = Descriptor::tiled("si32", &[4, 4]);
        d.oob_fill = OobFill::Nan;
        assert_eq!(rules(&d), vec!["oob-nan-float"]);
        assert_eq!(
            rules(&Descriptor::tiled("index", &[4])),
            vec!["desc-element-type"]
        );
    }

    #[test]
    fn tile_im2col_params_names_the_values() {
        let mut d = Descriptor::tiled("f16", &[64, 32]);
        d.channels_per_pixel = 64;
        d.upper_corner = vec![1, -2];
        let v = d.check();
        assert_eq!(
            v.iter().map(|v| v.rule).collect::<Vec<_>>(),
            vec!["tile-im2col-params"]
        );
        assert!(
            v[0].message
                .contains("channels_per_pixel = 64, upper_corner = [1, -2]"),
            "{}",
            v[0].message
        );
    }

    #[test]
    fn im2col_rules() {
        let mut d = Descriptor::tiled("f16", &[]);
        d.mode = DescMode::Im2col;
        d.rank = 4;
        d.channels_per_pixel = 64;
        d.pixels_per_column = 128;
        d.lower_corner = vec![-1, -1];
        d.upper_corner = vec![-1, -1];
        assert!(rules(&d).is_empty(), "{:?}", d.check());
        assert_eq!(d.box_bytes(), Some(64 * 128 * 2));
        d.lower_corner = vec![-1];
        assert_eq!(rules(&d), vec!["im2col-corner-count"]);
        d.lower_corner = vec![-200, 0];
        assert_eq!(rules(&d), vec!["im2col-corner-range"]);
        d.lower_corner = vec![0, 0];
        d.box_dims = vec![64, 32];
        let v = d.check();
        assert_eq!(
            v.iter().map(|v| v.rule).collect::<Vec<_>>(),
            vec!["im2col-box"]
        );
        assert!(
            v[0].message.contains("got box = [64, 32]"),
            "{}",
            v[0].message
        );
        d.box_dims.clear();
        d.rank = 2;
        assert!(rules(&d).contains(&"im2col-rank"));
        assert_eq!(im2col_corner_range(5, false), (-16, 15));
    }
}
