//! Random `!tile.tensormap` types (tile and im2col families) that the
//! encode rules accept, with the shared-memory buffer that fits their box.

use crate::rng::Rng;
use tile_rules::descriptor::Descriptor;
use tile_rules::enums::{DescMode, Interleave, L2Promotion, OobFill, Swizzle};
use tile_rules::{ElementType, Feature, Target};

/// Element types a tensor map describes, as MLIR spells them.
pub const ELEMENTS: &[&str] = &[
    "i8", "ui8", "i16", "f16", "bf16", "i32", "si32", "f32", "tf32", "i64", "si64", "f64",
];

/// A generated descriptor type.
#[derive(Clone, Debug)]
pub struct Desc {
    /// The rules' view (checked to be valid unless the generator chose not
    /// to).
    pub d: Descriptor,
    /// The type as written.
    pub ty: String,
    /// A shared-memory buffer type that holds one box.
    pub smem: String,
    /// Coordinates a tile-mode copy through it takes.
    pub rank: usize,
}

/// What the descriptor is for (constrains rank and mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Any tiled descriptor, rank 1..5.
    Tiled,
    /// A rank-2 descriptor whose second box extent is 1 (gather4/scatter4).
    FourRow,
    /// An im2col-family descriptor of this mode.
    Im2col(DescMode),
}

/// A random element type; `tf32` rarely (its buffers are `f32`, see
/// [`storage_element`]).
pub fn pick_element(rng: &mut Rng) -> &'static str {
    if rng.below(200) == 0 {
        return "tf32";
    }
    let others: Vec<&str> = ELEMENTS.iter().copied().filter(|e| *e != "tf32").collect();
    others[rng.below(others.len())]
}

/// The element type of the memrefs a tensor map of `name` reads and writes:
/// `f32` for `tf32` (which has no storage type: [tf32-storage]), else
/// `name`.
pub fn storage_element(name: &str) -> &str {
    if name == "tf32" {
        "f32"
    } else {
        name
    }
}

fn element_bytes(name: &str) -> i64 {
    ElementType::from_mlir(name).map_or(1, |e| e.bytes() as i64)
}

fn is_float(name: &str) -> bool {
    matches!(name, "f16" | "bf16" | "f32" | "tf32" | "f64")
}

/// A random valid descriptor for `shape` with element type `element` (or a
/// random one), on `target`. After 40 tries the last candidate is returned
/// even if the rules reject it (rare).
pub fn descriptor(rng: &mut Rng, target: Target, shape: Shape, element: Option<&str>) -> Desc {
    let mut last = None;
    for _ in 0..40 {
        let elem = element.unwrap_or_else(|| pick_element(rng));
        let d = candidate(rng, target, shape, elem);
        let ok = d
            .check()
            .iter()
            .all(|v| v.severity != tile_rules::Severity::Error);
        let desc = finish(d);
        if ok {
            return desc;
        }
        last = Some(desc);
    }
    last.unwrap_or_else(|| finish(Descriptor::tiled("f32", &[64, 64])))
}

/// A descriptor as the rules see it, possibly invalid.
pub fn candidate(rng: &mut Rng, target: Target, shape: Shape, elem: &str) -> Descriptor {
    let b = element_bytes(elem);
    let atoms = target.supports(Feature::SwizzleAtom);
    let swizzles: &[Swizzle] = if atoms {
        Swizzle::ALL
    } else {
        &Swizzle::ALL[..4]
    };
    let swizzle = if rng.chance(45) {
        Swizzle::None
    } else {
        *rng.pick(swizzles)
    };
    let span = match swizzle {
        Swizzle::None => 0,
        Swizzle::Sw32 => 32,
        Swizzle::Sw64 => 64,
        _ => 128,
    };
    // Inner row bytes: a multiple of 16 within the span (none: up to 256 B).
    let max_row = if swizzle == Swizzle::None { 256 } else { span };
    let rows: Vec<i64> = [16, 32, 48, 64, 96, 128, 192, 256]
        .into_iter()
        .filter(|r| *r <= max_row && r % b == 0 && r / b <= 256)
        .collect();
    let row = if rows.is_empty() {
        16
    } else {
        *rng.pick(&rows)
    };
    let inner = (row / b).max(1);
    let mut d = Descriptor::tiled(elem, &[inner]);
    d.swizzle = swizzle;
    if rng.chance(25) {
        d.l2_promotion = *rng.pick(L2Promotion::ALL);
    }
    if is_float(elem) && rng.chance(15) {
        d.oob_fill = OobFill::Nan;
    }
    match shape {
        Shape::Tiled | Shape::FourRow => {
            let rank = if shape == Shape::FourRow {
                2
            } else {
                1 + rng.below(5)
            };
            let mut dims = vec![inner];
            let mut budget = 4096 / (inner * b).max(1);
            for _ in 1..rank {
                let mut extent = *rng.pick(&[1i64, 1, 2, 4, 8, 16, 32, 64]);
                if shape == Shape::FourRow {
                    extent = 1;
                }
                while extent > 1 && extent > budget {
                    extent /= 2;
                }
                budget = (budget / extent.max(1)).max(1);
                dims.push(extent.max(1));
            }
            d.rank = rank as i64;
            d.box_dims = dims;
            if rank >= 3 && rng.chance(8) {
                d.interleave = *rng.pick(&[Interleave::Il16, Interleave::Il32]);
            }
            if rng.chance(10) {
                d.element_strides = (0..rank)
                    .map(|i| if i == 0 { 1 } else { rng.range(1, 8) })
                    .collect();
            }
        }
        Shape::Im2col(mode) => {
            let rank = match mode {
                DescMode::Im2col => 3 + rng.below(3),
                _ => 3 + rng.below(3),
            };
            d.mode = mode;
            d.rank = rank as i64;
            d.box_dims = Vec::new();
            d.channels_per_pixel = inner;
            d.pixels_per_column = *rng.pick(&[1i64, 2, 4, 8, 16, 32, 64, 128]);
            let corners = if mode == DescMode::Im2col {
                rank - 2
            } else {
                1
            };
            let (lo, hi) = match (mode, rank) {
                (DescMode::Im2col, 4) => (-128, 127),
                (DescMode::Im2col, 5) => (-16, 15),
                _ => (-32768, 32767),
            };
            let pick = |rng: &mut Rng| {
                if rng.chance(80) {
                    rng.range(-2, 2)
                } else {
                    rng.range(lo, hi)
                }
            };
            d.lower_corner = (0..corners).map(|_| pick(rng)).collect();
            d.upper_corner = (0..corners).map(|_| pick(rng)).collect();
        }
    }
    d
}

/// The type text and shared buffer of a descriptor.
pub fn finish(d: Descriptor) -> Desc {
    let mut ty = format!("!tile.tensormap<{}, rank = {}", d.element_name, d.rank);
    if d.mode == DescMode::Tile {
        ty += &format!(", box = {}", list(&d.box_dims));
    }
    if !d.element_strides.is_empty() {
        ty += &format!(", element_strides = {}", list(&d.element_strides));
    }
    if d.swizzle != Swizzle::None {
        ty += &format!(", swizzle = {}", d.swizzle.keyword());
    }
    if d.interleave != Interleave::None {
        ty += &format!(", interleave = {}", d.interleave.keyword());
    }
    if d.l2_promotion != L2Promotion::None {
        ty += &format!(", l2_promotion = {}", d.l2_promotion.keyword());
    }
    if d.oob_fill != OobFill::Zero {
        ty += &format!(", oob_fill = {}", d.oob_fill.keyword());
    }
    if d.mode != DescMode::Tile {
        ty += &format!(
            ", mode = {}, channels_per_pixel = {}, pixels_per_column = {}, lower_corner = {}, upper_corner = {}",
            d.mode.keyword(),
            d.channels_per_pixel,
            d.pixels_per_column,
            list(&d.lower_corner),
            list(&d.upper_corner)
        );
    }
    ty.push('>');
    let smem = smem_type(&d);
    let rank = d.rank.clamp(1, 5) as usize;
    Desc { d, ty, smem, rank }
}

/// `[a, b, c]`.
pub fn list(v: &[i64]) -> String {
    let items: Vec<String> = v.iter().map(i64::to_string).collect();
    format!("[{}]", items.join(", "))
}

/// A shared-memory memref holding at least one box: the box's extents
/// outermost first (the inner row padded to the swizzle span), or one flat
/// dimension when the box has no simple shape.
fn smem_type(d: &Descriptor) -> String {
    let elem = storage_element(&d.element_name);
    let b = element_bytes(elem);
    let bytes = d.box_bytes().unwrap_or(16_384).max(16);
    let dims: Vec<i64> = if d.mode == DescMode::Tile && d.element_strides.is_empty() {
        let mut dims = d.box_dims.clone();
        if let (Some(first), Some(span)) = (dims.first_mut(), d.swizzle_span()) {
            if *first * b < span {
                *first = span / b;
            }
        }
        dims.reverse();
        dims
    } else if d.mode != DescMode::Tile {
        let row = d.channels_per_pixel * b;
        let padded = match d.swizzle_span() {
            Some(span) if row < span => span / b,
            _ => d.channels_per_pixel,
        };
        vec![d.pixels_per_column, padded]
    } else {
        vec![(bytes + b - 1) / b]
    };
    let shape: Vec<String> = dims.iter().map(i64::to_string).collect();
    format!("memref<{}x{elem}, 3>", shape.join("x"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_descriptors_are_mostly_valid() {
        let target = Target::parse("sm_100a").expect("target");
        let mut valid = 0;
        for i in 0..300 {
            let mut rng = Rng::for_iteration(9, i);
            let shape = match i % 4 {
                0 => Shape::Tiled,
                1 => Shape::FourRow,
                2 => Shape::Im2col(DescMode::Im2col),
                _ => Shape::Im2col(DescMode::Im2colW),
            };
            let d = descriptor(&mut rng, target, shape, None);
            if d.d.check().is_empty() {
                valid += 1;
            }
            assert!(d.ty.starts_with("!tile.tensormap<") && d.ty.ends_with('>'));
            assert!(d.smem.starts_with("memref<") && d.smem.ends_with(", 3>"));
        }
        assert!(valid > 280, "{valid} of 300 valid");
    }
}
