//! One box in shared memory: the extents TMA writes (or reads) there, the
//! bytes one copy moves (its complete-tx count), and `smem-shape`, the rule
//! that a shared-memory memref indexes the box the way TMA lays it out.
//!
//! TMA writes a box densely, row-major, outermost dimension first: the box
//! `[64, 32]` of a tensor map (extents innermost first, as the type writes
//! them) is 32 rows of 64 elements, a `memref<32x64xf32, 3>`. Element strides
//! keep `ceil(box / stride)` elements per dimension; a swizzle pads a box row
//! narrower than its span to the span (64-byte rows under sw128 sit at a
//! 128-byte pitch, the TMA tutorial); `.tile::gather4` / `.tile::scatter4` move four
//! rows of `box[0]` elements (the map's box is `[cols, 1]`); `.im2col` moves
//! `pixels_per_column` rows of `channels_per_pixel` elements. Where the
//! layout is not certain (interleaved maps, the im2col::w modes, a
//! gather4 map whose outer box extent is not 1) these functions return
//! `None` and the rules that use them say nothing.

use crate::copy::TensorAccess;
use crate::descriptor::Descriptor;
use crate::enums::{DescMode, Interleave, LoadMode, StoreMode};
use crate::violation::Violation;

/// The rule id of [`check_shared_shape`].
pub const SMEM_SHAPE: &str = "smem-shape";

/// The extents of the data one `access` through `desc` moves, outermost
/// first, without swizzle padding; `None` where the layout is not known
/// (see the module documentation) or the descriptor is malformed.
pub fn data_extents(desc: &Descriptor, access: TensorAccess) -> Option<Vec<u64>> {
    desc.element()?;
    let extent = |v: i64| u64::try_from(v).ok().filter(|&v| v >= 1);
    match (desc.mode, access) {
        (DescMode::Tile, TensorAccess::Load(LoadMode::Tile))
        | (DescMode::Tile, TensorAccess::Store(StoreMode::Tile)) => {
            if desc.interleave != Interleave::None
                || desc.box_dims.len() != usize::try_from(desc.rank).ok()?
            {
                return None;
            }
            let mut out = Vec::with_capacity(desc.box_dims.len());
            for (i, d) in desc.box_dims.iter().enumerate().rev() {
                let d = extent(*d)?;
                let stride = match desc.element_strides.get(i) {
                    Some(s) => extent(*s)?,
                    None => 1,
                };
                out.push(d.div_ceil(stride));
            }
            Some(out)
        }
        (DescMode::Tile, TensorAccess::Load(LoadMode::Gather4))
        | (DescMode::Tile, TensorAccess::Store(StoreMode::Scatter4)) => {
            let strided = desc.element_strides.iter().any(|&s| s != 1);
            if desc.interleave != Interleave::None || strided {
                return None;
            }
            match desc.box_dims.as_slice() {
                [cols, 1] => Some(vec![4, extent(*cols)?]),
                _ => None,
            }
        }
        (DescMode::Im2col, TensorAccess::Load(LoadMode::Im2col))
        | (DescMode::Im2col, TensorAccess::Store(StoreMode::Im2colNoOffs)) => Some(vec![
            extent(desc.pixels_per_column)?,
            extent(desc.channels_per_pixel)?,
        ]),
        _ => None,
    }
}

/// The bytes one `access` through `desc` moves: its complete-tx count on
/// the mbarrier. Elements out of the tensor's bounds count too (they are
/// filled with zeros or NaN, or dropped by a store, but the box is whole).
pub fn copy_bytes(desc: &Descriptor, access: TensorAccess) -> Option<u64> {
    let bytes = desc.element()?.bytes();
    data_extents(desc, access)?
        .iter()
        .try_fold(bytes, |acc, e| acc.checked_mul(*e))
}

/// The extents of one box in shared memory, outermost first: the data
/// extents with the innermost row padded to the swizzle span.
pub fn shared_extents(desc: &Descriptor, access: TensorAccess) -> Option<Vec<u64>> {
    let mut extents = data_extents(desc, access)?;
    let bytes = desc.element()?.bytes();
    if let (Some(span), Some(inner)) = (desc.swizzle_span(), extents.last_mut()) {
        let span = u64::try_from(span).ok()?;
        let row = inner.checked_mul(bytes)?;
        if row < span {
            if span % bytes != 0 {
                return None;
            }
            *inner = span / bytes;
        }
    }
    Some(extents)
}

/// A shared-memory memref as [`check_shared_shape`] sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedMemRef {
    /// Extents, outermost first; `None` for dynamic ones.
    pub shape: Vec<Option<u64>>,
    /// Strides in elements, outermost first; `None` for dynamic ones.
    pub strides: Vec<Option<i64>>,
    /// Bytes of one element (`None`: not a type a tensor map can hold).
    pub element_bytes: Option<u64>,
}

/// `smem-shape`: the memref `memref` a tensor `access` through `desc` reads
/// or writes in shared memory indexes the box as TMA lays it out
/// ([`shared_extents`], outermost first, dense and row-major), so that
/// `memref.load %m[i, j]` reads the box element TMA put at `[i, j]`.
///
/// - The memref's extents, unit extents aside, group the box's: each one is
///   the product of consecutive box extents, from the innermost. So a memref
///   of the box's rank has the box's extents; a 1-D buffer (any size) and
///   views that merge dimensions (a box `[64, 8, 4]` as `32x64`) are fine,
///   and so are leading unit extents.
/// - The outermost extent may be larger than what it groups: a memref with
///   more rows than the box holds the box in its first rows (the byte size
///   is `smem-size`'s rule; this one says nothing about a memref too small).
/// - Static strides, where an extent is above 1, are the dense ones of the
///   shape: a strided view (a column block of a wider buffer) would read
///   rows at another pitch than TMA wrote them.
///
/// Nothing is said where the shape is not static, the element size differs
/// from the map's (`element-type-mismatch` reports it) or the layout is not
/// known ([`shared_extents`] is `None`).
pub fn check_shared_shape(
    desc: &Descriptor,
    access: TensorAccess,
    memref: &SharedMemRef,
) -> Option<Violation> {
    let extents = shared_extents(desc, access)?;
    if memref.element_bytes? != desc.element()?.bytes() {
        return None;
    }
    let shape: Vec<u64> = memref.shape.iter().copied().collect::<Option<_>>()?;
    // A memref of 2^64 bytes or more is no shared memory at all (the size
    // rules speak about it); one too small for the box is smem-size's.
    let element = desc.element()?.bytes();
    let total = shape
        .iter()
        .try_fold(element, |acc, d| acc.checked_mul(*d))?;
    let needed = extents
        .iter()
        .try_fold(1u64, |acc, d| acc.checked_mul(*d))?;
    if total / element < needed {
        return None;
    }
    let describe = || {
        let what = if desc.is_im2col() {
            format!(
                "the im2col box of {} pixels x {} channels",
                desc.pixels_per_column, desc.channels_per_pixel
            )
        } else {
            format!("the box {}", list(&desc.box_dims))
        };
        format!(
            "{what} ({}) lies in shared memory as {} (outermost first)",
            access_name(desc, access),
            dims(&extents)
        )
    };
    if !groups(&extents, &shape) {
        return Some(Violation::error(
            SMEM_SHAPE,
            format!(
                "{}, but the memref is {}: index it as the box, outermost first (or use a flat \
                 1-D buffer)",
                describe(),
                dims(&shape)
            ),
        ));
    }
    if memref.strides.len() == shape.len() && memref.strides.iter().all(Option::is_some) {
        let strides: Vec<i64> = memref.strides.iter().map(|s| s.unwrap_or(0)).collect();
        let dense = dense_strides(&shape)?;
        let differs = shape
            .iter()
            .zip(strides.iter().zip(&dense))
            .any(|(&d, (&s, &want))| d > 1 && u64::try_from(s).ok() != Some(want));
        if differs {
            return Some(Violation::error(
                SMEM_SHAPE,
                format!(
                    "{}, but the memref {} has strides {}, not the dense strides {}: TMA writes \
                     the box contiguously",
                    describe(),
                    dims(&shape),
                    list(&strides),
                    list(&dense)
                ),
            ));
        }
    }
    None
}

/// Whether `shape` (outermost first) groups `extents`: unit extents aside,
/// every extent of `shape` but the outermost is the product of the next
/// consecutive extents of `extents` from the innermost, and the outermost
/// holds at least the rest.
fn groups(extents: &[u64], shape: &[u64]) -> bool {
    let mut box_inner = extents.iter().rev().copied().filter(|&e| e != 1);
    let memref: Vec<u64> = shape.iter().rev().copied().filter(|&d| d != 1).collect();
    let Some((_, inner)) = memref.split_last() else {
        return true;
    };
    for &want in inner {
        let mut product = 1u64;
        while product < want {
            match box_inner.next() {
                Some(e) => product = product.saturating_mul(e),
                // The box is used up: the memref's remaining extents lie
                // beyond it (a box in the first row of a larger buffer).
                None if product == 1 => return true,
                None => return false,
            }
        }
        if product != want {
            return false;
        }
    }
    true
}

/// The row-major strides of `shape` in elements.
fn dense_strides(shape: &[u64]) -> Option<Vec<u64>> {
    let mut out = vec![0u64; shape.len()];
    let mut stride = 1u64;
    for (i, d) in shape.iter().enumerate().rev() {
        out[i] = stride;
        stride = stride.checked_mul(*d)?;
    }
    Some(out)
}

fn access_name(desc: &Descriptor, access: TensorAccess) -> String {
    let mode = match access {
        TensorAccess::Load(m) => m.keyword(),
        TensorAccess::Store(m) => m.keyword(),
    };
    let mut parts = vec![format!("{} mode", mode)];
    if desc.element_strides.iter().any(|&s| s != 1) {
        parts.push(format!("element strides {}", list(&desc.element_strides)));
    }
    if desc.swizzle_span().is_some() {
        parts.push(format!("swizzle {}", desc.swizzle));
    }
    parts.join(", ")
}

fn dims(extents: &[u64]) -> String {
    extents
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join("x")
}

fn list<T: ToString>(values: &[T]) -> String {
    let items: Vec<String> = values.iter().map(ToString::to_string).collect();
    format!("[{}]", items.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::enums::Swizzle;

    const TILE_LOAD: TensorAccess = TensorAccess::Load(LoadMode::Tile);

    fn memref(shape: &[u64]) -> SharedMemRef {
        let dense = dense_strides(shape).expect("small shape");
        SharedMemRef {
            shape: shape.iter().map(|&d| Some(d)).collect(),
            strides: dense.iter().map(|&s| Some(s as i64)).collect(),
            element_bytes: Some(4),
        }
    }

    fn rule(desc: &Descriptor, shape: &[u64]) -> Option<&'static str> {
        check_shared_shape(desc, TILE_LOAD, &memref(shape)).map(|v| v.rule)
    }

    #[test]
    fn box_outermost_first() {
        let d = Descriptor::tiled("f32", &[64, 32]);
        assert_eq!(shared_extents(&d, TILE_LOAD), Some(vec![32, 64]));
        assert_eq!(copy_bytes(&d, TILE_LOAD), Some(8192));
        assert_eq!(rule(&d, &[32, 64]), None);
        // The transposed buffer: same bytes, wrong rows.
        let v = check_shared_shape(&d, TILE_LOAD, &memref(&[64, 32])).expect("transposed");
        assert_eq!(v.rule, SMEM_SHAPE);
        assert!(v.message.contains("[64, 32]"), "{}", v.message);
        assert!(v.message.contains("32x64"), "{}", v.message);
        assert!(v.message.contains("memref is 64x32"), "{}", v.message);
    }

    #[test]
    fn flat_grouped_and_larger_buffers() {
        let d = Descriptor::tiled("f32", &[64, 8, 4]);
        assert_eq!(rule(&d, &[2048]), None);
        assert_eq!(rule(&d, &[4096]), None);
        assert_eq!(rule(&d, &[32, 64]), None);
        assert_eq!(rule(&d, &[4, 512]), None);
        assert_eq!(rule(&d, &[1, 4, 8, 64]), None);
        assert_eq!(rule(&d, &[4, 1, 8, 64]), None);
        // More rows than the box (the box in the first rows), a ring of two.
        assert_eq!(rule(&d, &[8, 8, 64]), None);
        assert_eq!(rule(&d, &[2, 4, 8, 64]), None);
        // Not a grouping: the outer two swapped, a row of two box rows.
        assert_eq!(rule(&d, &[8, 4, 64]), Some(SMEM_SHAPE));
        assert_eq!(rule(&d, &[16, 128]), Some(SMEM_SHAPE));
        assert_eq!(rule(&d, &[4, 16, 64]), Some(SMEM_SHAPE));
        // Too small: smem-size's rule, not this one; 2^64 bytes or more: no
        // shared memory (huge-shapes.mlir).
        assert_eq!(rule(&d, &[4, 8, 32]), None);
        let huge = SharedMemRef {
            shape: vec![Some(i64::MAX as u64), Some(1 << 40)],
            strides: vec![Some(1 << 40), Some(1)],
            element_bytes: Some(4),
        };
        assert!(check_shared_shape(&d, TILE_LOAD, &huge).is_none());
    }

    #[test]
    fn strides_must_be_dense() {
        let d = Descriptor::tiled("f32", &[64, 32]);
        let mut m = memref(&[32, 64]);
        m.strides = vec![Some(128), Some(1)];
        let v = check_shared_shape(&d, TILE_LOAD, &m).expect("a column block");
        assert!(v.message.contains("[128, 1]"), "{}", v.message);
        m.strides = vec![None, Some(1)];
        assert!(check_shared_shape(&d, TILE_LOAD, &m).is_none());
        // A unit extent's stride does not matter.
        let mut unit = memref(&[1, 32, 64]);
        unit.strides[0] = Some(999);
        assert!(check_shared_shape(&d, TILE_LOAD, &unit).is_none());
    }

    #[test]
    fn dynamic_or_other_element_size_says_nothing() {
        let d = Descriptor::tiled("f32", &[64, 32]);
        let mut m = memref(&[64, 32]);
        m.shape[0] = None;
        assert!(check_shared_shape(&d, TILE_LOAD, &m).is_none());
        let mut bytes = memref(&[64, 128]);
        bytes.element_bytes = Some(1);
        assert!(check_shared_shape(&d, TILE_LOAD, &bytes).is_none());
    }

    #[test]
    fn element_strides_and_swizzle_padding() {
        let mut d = Descriptor::tiled("f32", &[32, 32]);
        d.element_strides = vec![1, 2];
        assert_eq!(shared_extents(&d, TILE_LOAD), Some(vec![16, 32]));
        assert_eq!(copy_bytes(&d, TILE_LOAD), Some(2048));
        assert_eq!(rule(&d, &[16, 32]), None);
        assert_eq!(rule(&d, &[32, 16]), Some(SMEM_SHAPE));
        // 64-byte rows under sw128 sit at a 128-byte pitch; the copy moves
        // only the data.
        let mut narrow = Descriptor::tiled("f32", &[16, 32]);
        narrow.swizzle = Swizzle::Sw128;
        assert_eq!(shared_extents(&narrow, TILE_LOAD), Some(vec![32, 32]));
        assert_eq!(copy_bytes(&narrow, TILE_LOAD), Some(2048));
        assert_eq!(rule(&narrow, &[32, 32]), None);
    }

    #[test]
    fn four_rows_and_im2col() {
        let mut g = Descriptor::tiled("bf16", &[64, 1]);
        g.swizzle = Swizzle::Sw128;
        let gather = TensorAccess::Load(LoadMode::Gather4);
        assert_eq!(shared_extents(&g, gather), Some(vec![4, 64]));
        assert_eq!(copy_bytes(&g, gather), Some(512));
        let scatter = TensorAccess::Store(StoreMode::Scatter4);
        assert_eq!(copy_bytes(&g, scatter), Some(512));
        // An outer box extent other than 1: not known.
        let wide = Descriptor::tiled("bf16", &[64, 2]);
        assert_eq!(copy_bytes(&wide, gather), None);

        let mut i = Descriptor::tiled("f16", &[]);
        i.mode = DescMode::Im2col;
        i.rank = 4;
        i.channels_per_pixel = 64;
        i.pixels_per_column = 32;
        let im2col = TensorAccess::Load(LoadMode::Im2col);
        assert_eq!(shared_extents(&i, im2col), Some(vec![32, 64]));
        assert_eq!(copy_bytes(&i, im2col), Some(4096));
        i.mode = DescMode::Im2colW;
        assert_eq!(copy_bytes(&i, TensorAccess::Load(LoadMode::Im2colW)), None);
    }

    #[test]
    fn interleave_is_left_to_the_byte_size() {
        let mut d = Descriptor::tiled("f16", &[8, 16, 4]);
        d.interleave = Interleave::Il16;
        assert_eq!(copy_bytes(&d, TILE_LOAD), None);
        assert_eq!(shared_extents(&d, TILE_LOAD), None);
    }

    #[test]
    fn oob_fill_counts_the_whole_box() {
        let mut d = Descriptor::tiled("f32", &[64, 64]);
        d.oob_fill = crate::enums::OobFill::Nan;
        assert_eq!(copy_bytes(&d, TILE_LOAD), Some(16384));
    }
}
