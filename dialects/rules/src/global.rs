//! Rules on the runtime half of a tensor map when it is known at compile
//! time: global dims, byte strides and base address alignment.

use crate::descriptor::Descriptor;
use crate::violation::Violation;

/// Largest global dimension (2^32).
pub const MAX_GLOBAL_DIM: u64 = 1 << 32;
/// Global byte strides must be below 2^40.
pub const MAX_GLOBAL_STRIDE: u64 = 1 << 40;

/// The global tensor a descriptor describes; `None` where only the runtime
/// knows the value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GlobalTensor {
    /// Extents, innermost first (rank values).
    pub dims: Vec<Option<u64>>,
    /// Byte strides of dims 1..rank (rank - 1 values).
    pub byte_strides: Vec<Option<u64>>,
    /// The base address modulo a large power of two, when it is known
    /// (a static memref offset times the element size, for example).
    pub base_offset_bytes: Option<u64>,
}

/// Checks `tensor` against `desc`; reports every violation.
pub fn check_global(desc: &Descriptor, tensor: &GlobalTensor) -> Vec<Violation> {
    let mut out = Vec::new();
    let rank = desc.rank.max(0) as usize;
    if tensor.dims.len() != rank {
        out.push(Violation::error(
            "global-rank",
            format!(
                "the global tensor has rank {} but the tensor map has rank {rank}",
                tensor.dims.len()
            ),
        ));
    }
    if tensor.byte_strides.len() + 1 != tensor.dims.len().max(1) {
        out.push(Violation::error(
            "global-stride-count",
            format!(
                "expected {} byte strides (dims 1..rank), got {}",
                tensor.dims.len().saturating_sub(1),
                tensor.byte_strides.len()
            ),
        ));
    }
    for (i, d) in tensor.dims.iter().enumerate() {
        if let Some(d) = *d {
            if d == 0 || d > MAX_GLOBAL_DIM {
                out.push(Violation::error(
                    "global-dim-range",
                    format!("global dimension {i} must be 1..2^32, got {d}"),
                ));
            }
        }
    }
    let stride_align: u64 = desc.global_alignment();
    for (i, s) in tensor.byte_strides.iter().enumerate() {
        if let Some(s) = *s {
            if s % stride_align != 0 {
                out.push(Violation::error(
                    "global-stride-align",
                    format!(
                        "global byte stride of dimension {} must be a multiple of {stride_align}, got {s}",
                        i + 1
                    ),
                ));
            }
            if s >= MAX_GLOBAL_STRIDE {
                out.push(Violation::error(
                    "global-stride-range",
                    format!(
                        "global byte stride of dimension {} must be below 2^40, got {s}",
                        i + 1
                    ),
                ));
            }
        }
    }
    if let Some(offset) = tensor.base_offset_bytes {
        let align = desc.global_alignment();
        if offset % align != 0 {
            out.push(Violation::error(
                "global-address-align",
                format!("the global address must be {align}-byte aligned, but it is offset by {offset} bytes"),
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tensor(dims: &[u64], strides: &[u64]) -> GlobalTensor {
        GlobalTensor {
            dims: dims.iter().map(|d| Some(*d)).collect(),
            byte_strides: strides.iter().map(|s| Some(*s)).collect(),
            base_offset_bytes: Some(0),
        }
    }

    fn rules(d: &Descriptor, t: &GlobalTensor) -> Vec<&'static str> {
        check_global(d, t).iter().map(|v| v.rule).collect()
    }

    #[test]
    fn strides_and_dims() {
        let d = Descriptor::tiled("f32", &[64, 64]);
        assert!(rules(&d, &tensor(&[8192, 8192], &[32768])).is_empty());
        assert_eq!(
            rules(&d, &tensor(&[3, 5], &[12])),
            vec!["global-stride-align"]
        );
        assert_eq!(rules(&d, &tensor(&[0, 5], &[16])), vec!["global-dim-range"]);
        assert_eq!(
            rules(&d, &tensor(&[1 << 33, 5], &[16])),
            vec!["global-dim-range"]
        );
        assert_eq!(
            rules(&d, &tensor(&[4, 4], &[1 << 40])),
            vec!["global-stride-range"]
        );
        assert_eq!(
            rules(&d, &tensor(&[4, 4, 4], &[16, 64])),
            vec!["global-rank"]
        );
    }

    #[test]
    fn unknown_values_pass() {
        let d = Descriptor::tiled("f32", &[64, 64]);
        let t = GlobalTensor {
            dims: vec![None, None],
            byte_strides: vec![None],
            base_offset_bytes: None,
        };
        assert!(check_global(&d, &t).is_empty());
    }

    #[test]
    fn address_alignment() {
        let d = Descriptor::tiled("f32", &[4, 4]);
        let mut t = tensor(&[4, 4], &[16]);
        t.base_offset_bytes = Some(4);
        assert_eq!(rules(&d, &t), vec!["global-address-align"]);
    }
}
