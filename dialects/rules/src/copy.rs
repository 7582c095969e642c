//! Rules of the copy instructions: tensor access coordinates and im2col
//! operands per mode, bulk sizes, cp.async sizes, alignment of shared memory.

use crate::descriptor::Descriptor;
use crate::enums::{CpAsyncCache, DescMode, LoadMode, StoreMode};
use crate::violation::Violation;

/// How a tensor op reads or writes through a descriptor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TensorAccess {
    /// A load or a prefetch with this load mode.
    Load(LoadMode),
    /// A store or a reduction with this store mode.
    Store(StoreMode),
}

impl TensorAccess {
    fn mode_name(self) -> &'static str {
        match self {
            TensorAccess::Load(m) => m.keyword(),
            TensorAccess::Store(m) => m.keyword(),
        }
    }

    /// The descriptor modes this access may use.
    fn descriptor_ok(self, mode: DescMode) -> bool {
        match self {
            TensorAccess::Load(LoadMode::Tile | LoadMode::Gather4)
            | TensorAccess::Store(StoreMode::Tile | StoreMode::Scatter4) => mode == DescMode::Tile,
            TensorAccess::Load(LoadMode::Im2col) => mode == DescMode::Im2col,
            TensorAccess::Load(LoadMode::Im2colW) => mode == DescMode::Im2colW,
            TensorAccess::Load(LoadMode::Im2colW128) => mode == DescMode::Im2colW128,
            TensorAccess::Store(StoreMode::Im2colNoOffs) => mode != DescMode::Tile,
        }
    }

    fn is_four_row(self) -> bool {
        matches!(
            self,
            TensorAccess::Load(LoadMode::Gather4) | TensorAccess::Store(StoreMode::Scatter4)
        )
    }
}

/// Checks coordinates and im2col operands of one tensor access.
pub fn check_tensor_access(
    desc: &Descriptor,
    access: TensorAccess,
    coords: usize,
    im2col_info: usize,
) -> Vec<Violation> {
    let mut out = Vec::new();
    let rank = desc.rank;
    if !access.descriptor_ok(desc.mode) {
        out.push(Violation::error(
            "mode-descriptor",
            format!(
                "{} mode cannot use a tensor map encoded in {} mode",
                access.mode_name(),
                desc.mode
            ),
        ));
    }
    if access.is_four_row() {
        if rank != 2 {
            out.push(Violation::error(
                "four-row-rank",
                format!(
                    "{} needs a 2-D tensor map, got rank {rank}",
                    access.mode_name()
                ),
            ));
        }
        if coords != 5 {
            out.push(Violation::error(
                "coord-count",
                format!(
                    "{} expects 5 coordinates (column, four rows), got {coords}",
                    access.mode_name()
                ),
            ));
        }
    } else if coords as i64 != rank {
        out.push(Violation::error(
            "coord-count",
            format!("expected {rank} coordinates for a rank-{rank} tensor map, got {coords}"),
        ));
    }
    let expected_im2col: usize = match access {
        TensorAccess::Load(LoadMode::Im2col) => {
            if rank < 3 {
                out.push(Violation::error(
                    "im2col-rank",
                    format!("im2col mode needs a tensor of rank >= 3, got rank {rank}"),
                ));
            }
            (rank - 2).max(0) as usize
        }
        TensorAccess::Load(LoadMode::Im2colW | LoadMode::Im2colW128) => 2,
        _ => 0,
    };
    if im2col_info != expected_im2col {
        let what = match access {
            TensorAccess::Load(LoadMode::Im2colW | LoadMode::Im2colW128) => {
                "im2col::w modes take exactly 2 im2col operands (wHalo, wOffset)".to_string()
            }
            TensorAccess::Load(LoadMode::Im2col) => {
                format!("im2col offsets expected {expected_im2col} (rank - 2)")
            }
            _ => format!("{} mode takes no im2col operands", access.mode_name()),
        };
        out.push(Violation::error(
            "im2col-offsets",
            format!("{what}, got {im2col_info}"),
        ));
    }
    if matches!(access, TensorAccess::Store(StoreMode::Im2colNoOffs)) && rank < 3 {
        out.push(Violation::error(
            "im2col-rank",
            format!("im2col_no_offs needs a tensor of rank >= 3, got rank {rank}"),
        ));
    }
    out
}

/// Checks the constant value of an im2col::w operand (`wHalo`, `wOffset`).
pub fn check_im2col_w_operand(mode: LoadMode, index: usize, value: i64) -> Option<Violation> {
    let (name, limit) = match (mode, index) {
        (LoadMode::Im2colW, 0) => ("wHalo", 512),
        (LoadMode::Im2colW128, 0) => ("wHalo", 32),
        (_, 1) => ("wOffset", 32),
        _ => return None,
    };
    (!(0..limit).contains(&value)).then(|| {
        Violation::error(
            "im2col-w-range",
            format!("{name} for {mode} must be in [0, {limit}), got {value}"),
        )
    })
}

/// Bulk sizes are multiples of 16 bytes and not zero.
pub fn check_bulk_size(size: i64) -> Option<Violation> {
    (size <= 0 || size % 16 != 0).then(|| {
        Violation::error(
            "bulk-size",
            format!("bulk copy size must be a positive multiple of 16 bytes, got {size}"),
        )
    })
}

/// `cp.async` sizes: 4, 8 or 16 bytes, `.cg` only 16; `src-size <= cp-size`.
pub fn check_cp_async(bytes: i64, cache: CpAsyncCache, src_size: Option<i64>) -> Vec<Violation> {
    let mut out = Vec::new();
    if ![4, 8, 16].contains(&bytes) {
        out.push(Violation::error(
            "cp-async-size",
            format!("cp.async copies 4, 8 or 16 bytes, got {bytes}"),
        ));
    } else if cache == CpAsyncCache::Cg && bytes != 16 {
        out.push(Violation::error(
            "cp-async-cg-size",
            format!("cp.async.cg copies exactly 16 bytes, got {bytes}"),
        ));
    }
    if let Some(s) = src_size {
        if s < 0 || s > bytes {
            out.push(Violation::error(
                "cp-async-src-size",
                format!("src-size must be in [0, {bytes}] (the cp-size), got {s}"),
            ));
        }
    }
    out
}

/// `.L2::64B`, `.L2::128B`, `.L2::256B`.
pub fn check_l2_prefetch(bytes: i64) -> Option<Violation> {
    (![64, 128, 256].contains(&bytes)).then(|| {
        Violation::error(
            "cp-async-l2-prefetch",
            format!("L2 prefetch size must be 64, 128 or 256 bytes, got {bytes}"),
        )
    })
}

/// An address whose known alignment is below what the rule needs.
pub fn check_alignment(
    rule: &'static str,
    what: &str,
    known: u64,
    required: u64,
) -> Option<Violation> {
    (!known.is_multiple_of(required)).then(|| {
        Violation::error(
            rule,
            format!("{what} must be {required}-byte aligned, but it is only known to be {known}-byte aligned"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::enums::DescMode;

    fn rules(v: Vec<Violation>) -> Vec<&'static str> {
        v.iter().map(|v| v.rule).collect()
    }

    #[test]
    fn tile_coords() {
        let d = Descriptor::tiled("f32", &[64, 64]);
        assert!(check_tensor_access(&d, TensorAccess::Load(LoadMode::Tile), 2, 0).is_empty());
        assert_eq!(
            rules(check_tensor_access(
                &d,
                TensorAccess::Load(LoadMode::Tile),
                3,
                0
            )),
            vec!["coord-count"]
        );
        assert_eq!(
            rules(check_tensor_access(
                &d,
                TensorAccess::Store(StoreMode::Tile),
                2,
                1
            )),
            vec!["im2col-offsets"]
        );
    }

    #[test]
    fn gather_scatter() {
        let d = Descriptor::tiled("f32", &[64, 1]);
        assert!(check_tensor_access(&d, TensorAccess::Load(LoadMode::Gather4), 5, 0).is_empty());
        assert_eq!(
            rules(check_tensor_access(
                &d,
                TensorAccess::Load(LoadMode::Gather4),
                2,
                0
            )),
            vec!["coord-count"]
        );
        let d3 = Descriptor::tiled("f32", &[4, 4, 4]);
        assert_eq!(
            rules(check_tensor_access(
                &d3,
                TensorAccess::Store(StoreMode::Scatter4),
                5,
                0
            )),
            vec!["four-row-rank"]
        );
    }

    #[test]
    fn im2col_counts() {
        let mut d = Descriptor::tiled("f16", &[]);
        d.mode = DescMode::Im2col;
        d.rank = 5;
        assert!(check_tensor_access(&d, TensorAccess::Load(LoadMode::Im2col), 5, 3).is_empty());
        let v = check_tensor_access(&d, TensorAccess::Load(LoadMode::Im2col), 5, 1);
        assert_eq!(rules(v.clone()), vec!["im2col-offsets"]);
        assert!(v[0].message.contains("expected 3"), "{}", v[0].message);
        assert_eq!(
            rules(check_tensor_access(
                &d,
                TensorAccess::Load(LoadMode::Tile),
                5,
                0
            )),
            vec!["mode-descriptor"]
        );
        assert!(
            check_tensor_access(&d, TensorAccess::Store(StoreMode::Im2colNoOffs), 5, 0).is_empty()
        );
        d.mode = DescMode::Im2colW;
        assert!(check_tensor_access(&d, TensorAccess::Load(LoadMode::Im2colW), 5, 2).is_empty());
        assert!(check_im2col_w_operand(LoadMode::Im2colW128, 0, 40).is_some());
        assert!(check_im2col_w_operand(LoadMode::Im2colW, 0, 40).is_none());
    }

    #[test]
    fn sizes() {
        assert!(check_bulk_size(4096).is_none());
        assert!(check_bulk_size(100).is_some());
        assert!(check_bulk_size(0).is_some());
        assert!(check_cp_async(16, CpAsyncCache::Cg, Some(0)).is_empty());
        assert_eq!(
            rules(check_cp_async(8, CpAsyncCache::Cg, None)),
            vec!["cp-async-cg-size"]
        );
        assert_eq!(
            rules(check_cp_async(12, CpAsyncCache::Ca, None)),
            vec!["cp-async-size"]
        );
        assert_eq!(
            rules(check_cp_async(4, CpAsyncCache::Ca, Some(5))),
            vec!["cp-async-src-size"]
        );
        assert!(check_l2_prefetch(96).is_some());
        assert!(check_alignment("smem-align", "x", 64, 128).is_some());
        assert!(check_alignment("smem-align", "x", 1024, 128).is_none());
    }
}
