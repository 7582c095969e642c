//! A tensor map's swizzle modes and the geometry of the images they write in
//! shared memory: which byte of a box lands where (`Check::SwizzleImage`
//! compares a kernel's image with it; `Case::validate` sizes the image).

use serde::Deserialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Swizzle {
    #[default]
    None,
    Sw32,
    Sw64,
    Sw128,
}

impl Swizzle {
    pub fn span_bytes(self) -> u64 {
        match self {
            Swizzle::None => 0,
            Swizzle::Sw32 => 32,
            Swizzle::Sw64 => 64,
            Swizzle::Sw128 => 128,
        }
    }
}

/// Bytes of the images of every box of `shape` (outermost first) under `box_dims`
/// (innermost first) and `swizzle`; checks that the boxes tile the tensor.
pub fn image_bytes(
    shape: &[u64],
    box_dims: &[u64],
    swizzle: Swizzle,
    elem: u64,
) -> Result<u64, String> {
    let (tiles, s) = geometry(shape, box_dims, swizzle, elem)?;
    Ok(tiles.iter().product::<u64>() * s.image)
}

pub struct Shape {
    /// Bytes of one box row, its pitch in the image, rows per box, bytes per image.
    pub row: u64,
    pub pitch: u64,
    pub rows: u64,
    pub image: u64,
    /// 1, 3 or 7.
    pub mask: u64,
}

/// Tiles per dimension (innermost first) and the image shape of one box.
pub fn geometry(
    shape: &[u64],
    box_dims: &[u64],
    swizzle: Swizzle,
    elem: u64,
) -> Result<(Vec<u64>, Shape), String> {
    let r = shape.len();
    if box_dims.len() != r {
        return Err(format!(
            "box has {} entries for a rank-{r} tensor",
            box_dims.len()
        ));
    }
    let mask = match swizzle {
        Swizzle::Sw32 => 1,
        Swizzle::Sw64 => 3,
        Swizzle::Sw128 => 7,
        Swizzle::None => return Err("swizzle_image needs a swizzle (sw32, sw64, sw128)".into()),
    };
    let mut tiles = Vec::new();
    for (d, &b) in box_dims.iter().enumerate() {
        let ext = shape[r - 1 - d];
        if b == 0 || !ext.is_multiple_of(b) {
            return Err(format!(
                "extent {ext} (innermost-first dim {d}) is not a multiple of the box's {b}"
            ));
        }
        tiles.push(ext / b);
    }
    let row = box_dims[0] * elem;
    let span = swizzle.span_bytes();
    if row > span || !row.is_multiple_of(16) {
        return Err(format!(
            "a box row of {row} bytes: must be a multiple of 16 and at most the {span}-byte span"
        ));
    }
    let pitch = row.max(span);
    let rows: u64 = box_dims[1..].iter().product();
    Ok((
        tiles,
        Shape {
            row,
            pitch,
            rows,
            image: rows * pitch,
            mask,
        },
    ))
}

/// Where byte `o` of the unswizzled (row-pitched) layout of a box lands in the image.
pub fn offset(o: u64, mask: u64) -> u64 {
    o ^ (((o >> 7) & mask) << 4)
}
