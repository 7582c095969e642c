//! Reading the launch manifest tile-opt leaves next to a module (`tile-opt
//! --pipeline=default --emit=manifest`): finding a kernel, sizing its parameters
//! after memref expansion, and turning a host-born descriptor into the runner's
//! tensor-map parameter. The schema, its reader and the expression evaluator are
//! the tile-abi crate's; the host-so runner and the manifest-only launch
//! (`from_manifest`) both read through this module.

use std::path::{Path, PathBuf};

use tile_abi::manifest::{
    AbiWord, CuEnum, Encode, Expr, HostTma, KernelManifest, Manifest, Param as ManifestParam,
    ParamKind, ReadError, MANIFEST_VERSION,
};
use tile_abi::Symbol;

use crate::case::Param;
use crate::swizzle::Swizzle;
use crate::tensormap::{Interleave, L2Promotion, Mode, OobFill};
use crate::Error;

/// `k.so` -> `k.manifest.json`.
pub fn default_manifest(module: &Path) -> PathBuf {
    module.with_extension("manifest.json")
}

/// The manifest at `path`, of the version this runner reads.
pub fn load_manifest(path: &Path) -> Result<Manifest, Error> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Error::new(format!("{}: cannot read: {e}", path.display())))?;
    Manifest::read(&text).map_err(|e| match e {
        ReadError::Version(v) => Error::new(format!(
            "{}: manifest version {v} (this runner reads {MANIFEST_VERSION})",
            path.display()
        )),
        ReadError::Json(m) => Error::new(format!("{}: not a launch manifest: {m}", path.display())),
    })
}

/// The kernel named `name` (the `mgpuModuleGetFunction` name) in `manifest`: exactly one.
pub fn kernel_named<'m>(manifest: &'m Manifest, name: &str) -> Result<&'m KernelManifest, Error> {
    let found = manifest.kernels_named(name);
    match found[..] {
        [k] => Ok(k),
        [] => Err(Error::new(format!(
            "the manifest has no kernel '{name}' (it has {})",
            manifest
                .kernels
                .iter()
                .map(|k| format!("{}::{}", k.module, k.name))
                .collect::<Vec<_>>()
                .join(", ")
        ))),
        _ => Err(Error::new(format!(
            "the manifest has {} kernels named '{name}'",
            found.len()
        ))),
    }
}

/// The byte size of a lowered word (sizes past `usize` saturate, and then mismatch).
pub fn word_bytes(w: &AbiWord) -> usize {
    usize::try_from(w.bytes).unwrap_or(usize::MAX)
}

/// The rank of a `memref<...>` type, `None` for any other type.
pub fn memref_rank(ty: &str) -> Option<usize> {
    let inner = ty.strip_prefix("memref<")?.strip_suffix('>')?;
    // Shape and element type come before the first top-level ',' (layout, memory space).
    let mut depth = 0;
    let mut end = inner.len();
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                end = i;
                break;
            }
            _ => {}
        }
    }
    Some(inner[..end].trim().split('x').count() - 1)
}

/// The byte sizes of the kernel parameters one manifest parameter becomes after lowering: a
/// memref of rank r expands to 3 + 2r words (allocated, aligned, offset, sizes, strides), a
/// descriptor is one 128-byte CUtensorMap, a scalar one value.
pub fn expanded_sizes(p: &ManifestParam) -> Result<Vec<usize>, Error> {
    if !p.abi.is_empty() {
        return Ok(p.abi.iter().map(word_bytes).collect());
    }
    if p.kind == ParamKind::HostTma || p.ty.starts_with("!tile.tensormap<") {
        return Ok(vec![128]);
    }
    if let Some(r) = memref_rank(&p.ty) {
        return Ok(vec![8; 3 + 2 * r]);
    }
    let t = p.ty.as_str();
    let size = match t {
        "i1" | "i8" => 1,
        "i16" | "f16" | "bf16" => 2,
        "i32" | "f32" | "ui32" | "si32" => 4,
        "i64" | "f64" | "index" | "ui64" | "si64" => 8,
        _ if t.starts_with("!llvm.ptr") => 8,
        _ => {
            return Err(Error::new(format!(
                "manifest parameter {}: cannot size the type '{t}'",
                p.index
            )))
        }
    };
    Ok(vec![size])
}

/// The first post-expansion kernel parameter of each manifest parameter, and their total.
pub fn positions(k: &KernelManifest) -> Result<(Vec<usize>, Vec<usize>), Error> {
    let mut starts = Vec::new();
    let mut sizes = Vec::new();
    for (i, p) in k.params.iter().enumerate() {
        if p.index != i {
            return Err(Error::new(format!(
                "manifest kernel {}: parameter {i} has index {}",
                k.name, p.index
            )));
        }
        starts.push(sizes.len());
        sizes.extend(expanded_sizes(p)?);
    }
    Ok((starts, sizes))
}

/// One manifest dim / stride entry evaluated for a packed row-major tensor of `shape`
/// (MLIR dim numbers, outermost first): numbers, `dim(i)` and `stride(i)` (in elements).
pub fn eval_extent(v: &Expr, shape: &[u64]) -> Result<u64, String> {
    v.evaluate(|symbol| match symbol {
        Symbol::Dim(i) | Symbol::Stride(i) if i >= shape.len() => {
            Err(format!("the tensor has rank {}", shape.len()))
        }
        Symbol::Dim(i) => Ok(shape[i]),
        Symbol::Stride(i) => Ok(shape[i + 1..].iter().product()),
        _ => Err("only numbers, dim(i) and stride(i) describe a tensor's extents".into()),
    })
    .map_err(|e| e.to_string())
}

/// The runner's tensor-map parameter for a manifest descriptor over `tensor`.
pub fn param_from_manifest(h: &HostTma, tensor: &str) -> Result<Param, String> {
    let e = |what: &str, v: &CuEnum| format!("unsupported {what} {} = {}", v.name, v.value);
    let mut p = Param {
        tensormap: Some(tensor.to_string()),
        element_strides: narrow("element_strides", &h.element_strides)?,
        interleave: match h.interleave.value {
            0 => Interleave::None,
            1 => Interleave::I16b,
            2 => Interleave::I32b,
            _ => return Err(e("interleave", &h.interleave)),
        },
        swizzle: match h.swizzle.value {
            0 => Swizzle::None,
            1 => Swizzle::Sw32,
            2 => Swizzle::Sw64,
            3 => Swizzle::Sw128,
            _ => return Err(e("swizzle", &h.swizzle)),
        },
        l2_promotion: match h.l2_promotion.value {
            0 => L2Promotion::None,
            1 => L2Promotion::L2_64b,
            2 => L2Promotion::L2_128b,
            3 => L2Promotion::L2_256b,
            _ => return Err(e("l2_promotion", &h.l2_promotion)),
        },
        oob_fill: match h.oob_fill.value {
            0 => OobFill::Zero,
            1 => OobFill::Nan,
            _ => return Err(e("oob_fill", &h.oob_fill)),
        },
        ..Default::default()
    };
    match (h.encode, &h.im2col) {
        (Encode::Tiled, None) => {
            p.mode = Mode::Tile;
            let box_dims = h
                .box_dims
                .as_ref()
                .ok_or("a tiled descriptor without box")?;
            p.box_dims = narrow("box", box_dims)?;
        }
        (Encode::Im2col, Some(i)) if i.mode == "im2col" => {
            p.mode = Mode::Im2col;
            p.lower_corner = narrow("lower_corner", &i.lower_corner)?;
            p.upper_corner = narrow("upper_corner", &i.upper_corner)?;
            p.channels_per_pixel = narrow("channels_per_pixel", &[i.channels_per_pixel])?[0];
            p.pixels_per_column = narrow("pixels_per_column", &[i.pixels_per_column])?[0];
        }
        (enc, i) => {
            return Err(format!(
                "unsupported encode '{}' (im2col {:?})",
                enc,
                i.as_ref().map(|i| &i.mode)
            ))
        }
    }
    Ok(p)
}

/// Manifest integers as the narrower type the driver takes; out of range is an error naming
/// the field.
fn narrow<T: TryFrom<i64>>(field: &str, values: &[i64]) -> Result<Vec<T>, String> {
    values
        .iter()
        .map(|&v| T::try_from(v).map_err(|_| format!("{field} value {v} is out of range")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::{Init, Tensor};
    use crate::data::DType;

    const MANIFEST: &str = r#"{"version": 1, "kernels": [{"module": "kernels", "name": "gemm", "launch_sites": 2,
      "num_device_tmas": 0, "num_host_tmas": 1,
      "params": [{"index": 0, "kind": "original", "type": "memref<?x32xf32>"},
                 {"index": 1, "kind": "original", "type": "i32"},
                 {"index": 2, "kind": "original", "type": "memref<4x?x8xf16, strided<[?, 8, 1], offset: ?>, 1>"},
                 {"index": 3, "kind": "host_tma", "type": "!tile.tensormap<f32, rank = 2, box = [32, 64]>"}],
      "host_tmas": [{"param": 3, "op": "tile.make_tensormap", "type": "!tile.tensormap<f32, rank = 2, box = [32, 64]>",
        "source_operand": 0, "source": "operand(0)", "merged": 1, "encode": "tiled", "element_type": "f32",
        "data_type": {"name": "CU_TENSOR_MAP_DATA_TYPE_FLOAT32", "value": 7}, "rank": 2, "global_address": "aligned_ptr",
        "global_dims": [32, "dim(0)"], "global_strides": ["stride(0)*4"], "box": [32, 64], "element_strides": [1, 1],
        "interleave": {"name": "CU_TENSOR_MAP_INTERLEAVE_NONE", "value": 0},
        "swizzle": {"name": "CU_TENSOR_MAP_SWIZZLE_128B", "value": 3},
        "l2_promotion": {"name": "CU_TENSOR_MAP_L2_PROMOTION_L2_128B", "value": 2},
        "oob_fill": {"name": "CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE", "value": 0}, "im2col": null}],
      "device_tmas": []}]}"#;

    #[test]
    fn memref_ranks_and_expanded_positions() {
        assert_eq!(memref_rank("memref<8192x8192xf32>"), Some(2));
        assert_eq!(memref_rank("memref<?x?x?x64xf16>"), Some(4));
        assert_eq!(memref_rank("memref<f32>"), Some(0));
        assert_eq!(
            memref_rank("memref<?x?xf32, strided<[?, 1], offset: ?>>"),
            Some(2)
        );
        assert_eq!(memref_rank("!llvm.ptr<1>"), None);
        let m = Manifest::from_json(MANIFEST).unwrap();
        let k = kernel_named(&m, "gemm").unwrap();
        let (starts, sizes) = positions(k).unwrap();
        // memref rank 2: 7 words; i32; memref rank 3: 9 words; the descriptor.
        assert_eq!(starts, vec![0, 7, 8, 17]);
        assert_eq!(sizes.len(), 18);
        assert_eq!((sizes[7], sizes[17]), (4, 128));
        assert!(kernel_named(&m, "nope")
            .unwrap_err()
            .0
            .contains("kernels::gemm"));
    }

    #[test]
    fn manifest_extents_and_the_runner_param() {
        let shape = [256, 32];
        assert_eq!(eval_extent(&Expr::Const(32), &shape), Ok(32));
        assert_eq!(eval_extent(&Expr::sym("dim(0)"), &shape), Ok(256));
        assert_eq!(eval_extent(&Expr::sym("stride(0)*4"), &shape), Ok(128));
        assert!(eval_extent(&Expr::sym("dim(2)"), &shape).is_err());
        assert!(eval_extent(&Expr::sym("operand(2)"), &shape).is_err());
        assert!(eval_extent(&Expr::Const(-1), &shape).is_err());
        let m = Manifest::from_json(MANIFEST).unwrap();
        let p = param_from_manifest(&m.kernels[0].host_tmas[0], "a").unwrap();
        assert_eq!(
            (p.mode, p.box_dims.clone(), p.swizzle, p.l2_promotion),
            (
                Mode::Tile,
                vec![32, 64],
                Swizzle::Sw128,
                L2Promotion::L2_128b
            )
        );
        let t = Tensor {
            name: "a".into(),
            dtype: DType::F32,
            shape: shape.to_vec(),
            init: Init::Random,
        };
        let a = p.encode_args(&t, 0x1000);
        assert_eq!(
            (a.global_dim.clone(), a.global_strides.clone()),
            (vec![32, 256], vec![128])
        );
    }
}
