//! The launch manifest on the module: [`load`] and [`store`] it as an
//! attribute, and build its entries from `tile` types ([`host_tma`],
//! [`tensormap_param`], [`memref_global`], [`data_type`]) and from what a
//! kernel fixes of its launch ([`fixed_block_size`],
//! [`fixed_cluster_size`]).
//!
//! # Where it comes from
//!
//! `tile-separate-host-tma` creates it and stores it on the top-level module
//! as the attribute [`MANIFEST_ATTR`] (a dictionary mirroring the JSON,
//! see [`store`]; [`load`] also reads the JSON string earlier builds
//! stored), so that it
//! travels with the IR between passes and between driver invocations. Every
//! later pass that changes a kernel's parameters amends it:
//! `tile-plan-device-rebind` inserts the rebind templates and the workspace
//! ([`Rebind`]), and `tile-finalize-kernel-params` (after the kernels became
//! `llvm.func`s) lists the words every parameter lowers to ([`AbiWord`]) and
//! sets [`Manifest::complete`]. `tile-opt --emit=manifest` (or
//! [`load`] on the module) gives the result; the file written by
//! `tile-separate-host-tma{manifest=...}` is that pass's own view
//! (`complete` false).
//!
//! The schema, its JSON reader and writer and the evaluator of its
//! expressions live in the `tile-abi` crate ([`tile_abi::manifest`]), shared
//! with the launcher; this module keeps the manifest on the module and
//! builds its entries from `tile` types.

use melior::ir::{
    attribute::StringAttribute,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
    Attribute, OperationRef,
};
use serde_json::Value;
use tile_abi::manifest::{
    CuEnum, Encode, Expr, HostTma, Im2colParams, Manifest, MANIFEST_VERSION, TENSORMAP_PARAM_OP,
};
use tile_dialect::verify::facts::i32_array_attr;
use tile_dialect::verify::{MemRefInfo, Space};
use tile_rules::descriptor::Descriptor;
use tile_rules::enums::DescMode;
use tile_rules::{cuda, ElementType};

/// The top-level module attribute holding the manifest.
pub const MANIFEST_ATTR: &str = "tile.launch_manifest";

/// A kernel's own dynamic shared memory size in bytes (an integer
/// attribute on its `gpu.func`, alignment padding included): what its
/// launches must pass as `sharedMemBytes`. The typed builders of
/// `tile-compiler` set it when they lay out a kernel's dynamic shared
/// memory; the manifest's `dynamic_bytes` is this size when present
/// ([`declared_dynamic_shared_bytes`]).
pub const DYNAMIC_SHARED_BYTES_ATTR: &str = "tile.dynamic_shared_bytes";

/// The dynamic shared memory size `kernel` declares
/// ([`DYNAMIC_SHARED_BYTES_ATTR`]), if it declares a non-negative one.
pub fn declared_dynamic_shared_bytes(kernel: &OperationRef<'_, '_>) -> Option<u64> {
    let attr = kernel.attribute(DYNAMIC_SHARED_BYTES_ATTR).ok()?;
    let value = melior::ir::attribute::IntegerAttribute::try_from(attr).ok()?;
    u64::try_from(value.value()).ok()
}

/// The `gpu.func` attributes that fix a kernel's block, in the order they
/// are read: MLIR's `known_block_size` (the kernel's code may rely on it;
/// it lowers to `.maxntid`) and `nvvm.reqntid` (`.reqntid`). The verifier
/// checks both (`block-size`); `nvvm.maxntid` alone bounds the block
/// without fixing it and is not read.
pub const FIXED_BLOCK_ATTRS: [&str; 2] = ["known_block_size", "nvvm.reqntid"];

/// The `gpu.func` attributes that fix a kernel's cluster shape, in the
/// order they are read (`known_cluster_size` lowers to `nvvm.cluster_dim`,
/// PTX `.reqnctapercluster`); the verifier checks both (`cluster-size`).
pub const FIXED_CLUSTER_ATTRS: [&str; 2] = ["known_cluster_size", "nvvm.cluster_dim"];

/// The first of `names` that `kernel` carries as an array of 1 to 3
/// positive extents, padded with 1s to x, y, z (`None` for none, or for
/// one the verifier refuses).
fn fixed_extents(kernel: &OperationRef<'_, '_>, names: &[&str]) -> Option<[u32; 3]> {
    let extents = names.iter().find_map(|name| i32_array_attr(kernel, name))?;
    if extents.is_empty() || extents.len() > 3 {
        return None;
    }
    let mut xyz = [1u32; 3];
    for (slot, &e) in xyz.iter_mut().zip(&extents) {
        *slot = u32::try_from(e).ok().filter(|&e| e > 0)?;
    }
    Some(xyz)
}

/// The block `kernel` fixes ([`FIXED_BLOCK_ATTRS`]), if any.
pub fn fixed_block_size(kernel: &OperationRef<'_, '_>) -> Option<[u32; 3]> {
    fixed_extents(kernel, &FIXED_BLOCK_ATTRS)
}

/// The cluster shape `kernel` fixes ([`FIXED_CLUSTER_ATTRS`]), if any.
pub fn fixed_cluster_size(kernel: &OperationRef<'_, '_>) -> Option<[u32; 3]> {
    fixed_extents(kernel, &FIXED_CLUSTER_ATTRS)
}

/// What can go wrong reading the manifest attribute of a module (rule id
/// [`ManifestError::RULE`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ManifestError {
    /// The attribute is neither the structured form nor a JSON string.
    #[error("the '{MANIFEST_ATTR}' attribute is neither a dictionary nor a string")]
    NotAManifestAttribute,
    /// The value is not a launch manifest.
    #[error("the '{MANIFEST_ATTR}' attribute is not a launch manifest: {0}")]
    Json(String),
    /// A manifest of another version.
    #[error("the '{MANIFEST_ATTR}' attribute holds a version {0} launch manifest; this build reads version {MANIFEST_VERSION}")]
    Version(u32),
}

impl ManifestError {
    /// The rule id of every manifest error.
    pub const RULE: &'static str = "manifest-attr";
}

/// The manifest stored on `module` (the top-level module a pipeline runs
/// on), if any: the structured attribute [`store`] writes, or the JSON
/// string of earlier builds.
pub fn load(module: OperationRef<'_, '_>) -> Result<Option<Manifest>, ManifestError> {
    let Ok(attr) = module.attribute(MANIFEST_ATTR) else {
        return Ok(None);
    };
    let manifest = if crate::manifest_attr::is_dictionary(attr) {
        from_attribute(attr)?
    } else {
        let text =
            StringAttribute::try_from(attr).map_err(|_| ManifestError::NotAManifestAttribute)?;
        let manifest =
            Manifest::from_json(text.value()).map_err(|e| ManifestError::Json(e.to_string()))?;
        if manifest.version != MANIFEST_VERSION {
            return Err(ManifestError::Version(manifest.version));
        }
        manifest
    };
    Ok(Some(manifest))
}

/// Reads the structured form one kernel at a time.
fn from_attribute(attr: Attribute<'_>) -> Result<Manifest, ManifestError> {
    use crate::manifest_attr::{elements, entry, to_value};
    let field = |name: &str| -> Result<Value, ManifestError> {
        entry(attr, name)
            .map(to_value)
            .transpose()
            .map_err(ManifestError::Json)
            .map(Option::unwrap_or_default)
    };
    let version: u32 = serde_json::from_value(field("version")?)
        .map_err(|e| ManifestError::Json(format!("version: {e}")))?;
    if version != MANIFEST_VERSION {
        return Err(ManifestError::Version(version));
    }
    let complete = match field("complete")? {
        Value::Null => false,
        value => serde_json::from_value(value)
            .map_err(|e| ManifestError::Json(format!("complete: {e}")))?,
    };
    let listed = entry(attr, "kernels")
        .and_then(elements)
        .ok_or_else(|| ManifestError::Json("no array 'kernels'".into()))?;
    let kernels = listed
        .into_iter()
        .enumerate()
        .map(|(i, kernel)| {
            let value = to_value(kernel).map_err(ManifestError::Json)?;
            serde_json::from_value(value)
                .map_err(|e| ManifestError::Json(format!("kernels[{i}]: {e}")))
        })
        .collect::<Result<_, _>>()?;
    Ok(Manifest {
        version,
        complete,
        kernels,
    })
}

/// Stores `manifest` on `module` (replacing any earlier one), as a
/// dictionary attribute (`crate::manifest_attr` says why not JSON text).
pub fn store(module: OperationRef<'_, '_>, manifest: &Manifest) {
    // The ContextRef must outlive the &Context made from it (to_ref
    // transmutes a reference to the ContextRef itself).
    let context_ref = module.context();
    // SAFETY: the context outlives this call.
    let context = unsafe { context_ref.to_ref() };
    let mut writer = crate::manifest_attr::AttrWriter::new(context);
    let kernels: Vec<Attribute<'_>> = manifest
        .kernels
        .iter()
        .map(|kernel| {
            // Serializing these plain structs cannot fail.
            let value = serde_json::to_value(kernel).unwrap_or_default();
            writer.value(&value)
        })
        .collect();
    let version = writer.value(&Value::from(manifest.version));
    let complete = writer.value(&Value::Bool(manifest.complete));
    let kernels = writer.array(&kernels);
    let attr = writer.dictionary(&[
        ("version", version),
        ("complete", complete),
        ("kernels", kernels),
    ]);
    // SAFETY: `module` is live; no other handle mutates it meanwhile.
    let mut module = unsafe { OperationRefMut::from_raw(module.to_raw()) };
    module.set_discardable_attribute(MANIFEST_ATTR, attr);
}

/// `globalAddress`, `globalDim` and `globalStrides` of a descriptor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalExprs {
    /// `globalAddress`.
    pub address: Expr,
    /// `globalDim`, innermost first.
    pub dims: Vec<Expr>,
    /// `globalStrides` in bytes, innermost first (rank - 1 values).
    pub strides: Vec<Expr>,
}

/// The global part of a descriptor over a memref: static extents and
/// strides as numbers, dynamic ones as `dim(i)` / `stride(i)*bytes`
/// (MLIR dimension numbers), the address as `aligned_ptr` plus the offset.
pub fn memref_global(info: &MemRefInfo, element_bytes: u64) -> GlobalExprs {
    let rank = info.shape.len();
    let bytes = element_bytes as i64;
    let dims = (0..rank)
        .rev()
        .map(|d| match info.shape[d] {
            Some(n) => {
                i64::try_from(n).map_or_else(|_| Expr::sym(format!("dim({d})")), Expr::Const)
            }
            None => Expr::sym(format!("dim({d})")),
        })
        .collect();
    let strides = (0..rank.saturating_sub(1))
        .rev()
        .map(|d| match info.strides.get(d).copied().flatten() {
            Some(s) => s
                .checked_mul(bytes)
                .map_or_else(|| Expr::sym(format!("stride({d})*{bytes}")), Expr::Const),
            None => Expr::sym(format!("stride({d})*{bytes}")),
        })
        .collect();
    let address = match info.offset {
        Some(0) => Expr::sym("aligned_ptr"),
        Some(o) => match o.checked_mul(bytes) {
            Some(b) => Expr::sym(format!("aligned_ptr + {b}")),
            None => Expr::sym(format!("aligned_ptr + {o}*{bytes}")),
        },
        None => Expr::sym(format!("aligned_ptr + offset*{bytes}")),
    };
    GlobalExprs {
        address,
        dims,
        strides,
    }
}

/// `CUtensorMapDataType` of an element type, as the manifest writes it.
pub fn data_type(element: ElementType) -> CuEnum {
    cu_enum(cuda::data_type(element))
}

/// A CUDA enumerator of the one table ([`tile_rules::cuda`]) as the
/// manifest writes it.
fn cu_enum(e: cuda::CuEnumerator) -> CuEnum {
    CuEnum::new(e.name, e.value)
}

/// Where a host-born descriptor comes from, for [`HostTma::new`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostTmaSource {
    /// Kernel parameter index of the descriptor.
    pub param: usize,
    /// The descriptor op's name.
    pub op: String,
    /// The `!tile.tensormap` type as printed.
    pub ty: String,
    /// The launch operand the source comes from, if any.
    pub source_operand: Option<usize>,
    /// The source as an expression.
    pub source: Expr,
    /// How many in-kernel ops it replaced.
    pub merged: usize,
}

/// The encode arguments of `desc` with `global` dims and strides; fails
/// (naming the element type) when no `CUtensorMapDataType` exists.
pub fn host_tma(
    source: HostTmaSource,
    desc: &Descriptor,
    global: GlobalExprs,
) -> Result<HostTma, String> {
    let element = desc.element().ok_or_else(|| {
        format!(
            "element type '{}' has no CUtensorMapDataType",
            desc.element_name
        )
    })?;
    let rank = usize::try_from(desc.rank).unwrap_or(0);
    let element_strides = if desc.element_strides.is_empty() {
        vec![1; rank]
    } else {
        desc.element_strides.clone()
    };
    let (encode, box_dims, im2col) = if desc.mode == DescMode::Tile {
        (Encode::Tiled, Some(desc.box_dims.clone()), None)
    } else {
        (
            Encode::Im2col,
            None,
            Some(Im2colParams {
                mode: desc.mode.keyword().to_string(),
                channels_per_pixel: desc.channels_per_pixel,
                pixels_per_column: desc.pixels_per_column,
                lower_corner: desc.lower_corner.clone(),
                upper_corner: desc.upper_corner.clone(),
            }),
        )
    };
    Ok(HostTma {
        param: source.param,
        op: source.op,
        ty: source.ty,
        source_operand: source.source_operand,
        source: source.source,
        merged: source.merged,
        encode,
        element_type: desc.element_name.clone(),
        data_type: data_type(element),
        rank,
        global_address: global.address,
        global_dims: global.dims,
        global_strides: global.strides,
        box_dims,
        element_strides,
        interleave: cu_enum(cuda::interleave(desc.interleave)),
        swizzle: cu_enum(cuda::swizzle(desc.swizzle)),
        l2_promotion: cu_enum(cuda::l2_promotion(desc.l2_promotion)),
        oob_fill: cu_enum(cuda::oob_fill(desc.oob_fill)),
        im2col,
    })
}

/// The encode of the original kernel parameter `param` of `!tile.tensormap`
/// type `ty` (as printed) describing `desc`, from the tensor a launcher
/// passes for it: [`host_tma`] over that tensor seen as a memref of the
/// descriptor's rank with dynamic extents and outer strides, innermost
/// stride one element and offset 0 (`dim(i)`, `stride(i)*bytes`,
/// `aligned_ptr`); `op` is [`TENSORMAP_PARAM_OP`], `source` the operand.
pub fn tensormap_param(param: usize, ty: String, desc: &Descriptor) -> Result<HostTma, String> {
    let rank = usize::try_from(desc.rank).unwrap_or(0);
    let tensor = MemRefInfo {
        element: desc.element_name.clone(),
        space: Space::Global,
        shape: vec![None; rank],
        strides: (0..rank).map(|d| (d + 1 == rank).then_some(1)).collect(),
        offset: Some(0),
    };
    let bytes = desc.element().map_or(1, |e| e.bytes());
    let source = HostTmaSource {
        param,
        op: TENSORMAP_PARAM_OP.to_string(),
        ty,
        source_operand: Some(param),
        source: Expr::sym(format!("operand({param})")),
        merged: 0,
    };
    host_tma(source, desc, memref_global(&tensor, bytes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_abi::manifest::KernelManifest;
    use tile_rules::enums::Swizzle;

    fn info(shape: Vec<Option<u64>>, strides: Vec<Option<i64>>, offset: Option<i64>) -> MemRefInfo {
        MemRefInfo {
            element: "f32".into(),
            space: Space::Global,
            shape,
            strides,
            offset,
        }
    }

    #[test]
    fn static_memref() {
        let g = memref_global(
            &info(
                vec![Some(128), Some(256)],
                vec![Some(256), Some(1)],
                Some(0),
            ),
            4,
        );
        assert_eq!(g.dims, vec![Expr::Const(256), Expr::Const(128)]);
        assert_eq!(g.strides, vec![Expr::Const(1024)]);
        assert_eq!(g.address, Expr::sym("aligned_ptr"));
    }

    #[test]
    fn dynamic_memref() {
        let g = memref_global(
            &info(vec![None, None, Some(8)], vec![None, None, Some(1)], None),
            2,
        );
        assert_eq!(
            g.dims,
            vec![Expr::Const(8), Expr::sym("dim(1)"), Expr::sym("dim(0)")]
        );
        assert_eq!(
            g.strides,
            vec![Expr::sym("stride(1)*2"), Expr::sym("stride(0)*2")]
        );
        assert_eq!(g.address, Expr::sym("aligned_ptr + offset*2"));
        let g = memref_global(&info(vec![Some(4)], vec![Some(1)], Some(16)), 4);
        assert!(g.strides.is_empty());
        assert_eq!(g.address, Expr::sym("aligned_ptr + 64"));
    }

    #[test]
    fn encode_fields_and_json() {
        let mut d = Descriptor::tiled("f32", &[64, 32]);
        d.swizzle = Swizzle::Sw128;
        let source = HostTmaSource {
            param: 2,
            op: "tile.make_tensormap".into(),
            ty: "!tile.tensormap<f32, rank = 2, box = [64, 32], swizzle = sw128>".into(),
            source_operand: Some(0),
            source: Expr::sym("operand(0)"),
            merged: 1,
        };
        let g = memref_global(&info(vec![None, None], vec![None, Some(1)], Some(0)), 4);
        let h = host_tma(source, &d, g).unwrap();
        assert_eq!(h.data_type.value, 7);
        assert_eq!(h.swizzle.value, 3);
        assert_eq!(h.element_strides, vec![1, 1]);
        let m = Manifest {
            version: MANIFEST_VERSION,
            complete: false,
            kernels: vec![KernelManifest {
                module: "m".into(),
                name: "k".into(),
                host_tmas: vec![h],
                ..Default::default()
            }],
        };
        let text = m.to_json();
        assert!(text.contains("\"global_dims\": [\n"), "{text}");
        assert!(text.contains("\"dim(1)\""), "{text}");
        assert!(text.contains("\"stride(0)*4\""), "{text}");
        assert_eq!(Manifest::from_json(&text).unwrap(), m);
    }

    #[test]
    fn tensormap_parameter_encodes_from_its_tensor() {
        let mut d = Descriptor::tiled("bf16", &[64, 32, 2]);
        d.swizzle = Swizzle::Sw128;
        let ty = "!tile.tensormap<bf16, rank = 3, box = [64, 32, 2], swizzle = sw128>";
        let h = tensormap_param(1, ty.into(), &d).unwrap();
        assert_eq!(h.param, 1);
        assert_eq!((h.op.as_str(), h.ty.as_str()), (TENSORMAP_PARAM_OP, ty));
        assert_eq!(h.source_operand, Some(1));
        assert_eq!(h.source, Expr::sym("operand(1)"));
        assert_eq!(h.merged, 0);
        assert_eq!(h.rank, 3);
        assert_eq!(h.global_address, Expr::sym("aligned_ptr"));
        assert_eq!(
            h.global_dims,
            vec![
                Expr::sym("dim(2)"),
                Expr::sym("dim(1)"),
                Expr::sym("dim(0)")
            ]
        );
        assert_eq!(
            h.global_strides,
            vec![Expr::sym("stride(1)*2"), Expr::sym("stride(0)*2")]
        );
        assert_eq!(h.box_dims, Some(vec![64, 32, 2]));
        assert_eq!(h.swizzle.value, 3);
        // The same encode a tile.make_tensormap of that descriptor over a
        // dynamic memref writes, but for where it comes from.
        let from_op = host_tma(
            HostTmaSource {
                param: 1,
                op: TENSORMAP_PARAM_OP.into(),
                ty: ty.into(),
                source_operand: Some(1),
                source: Expr::sym("operand(1)"),
                merged: 0,
            },
            &d,
            memref_global(&info(vec![None; 3], vec![None, None, Some(1)], Some(0)), 2),
        )
        .unwrap();
        assert_eq!(h, from_op);
        assert!(tensormap_param(0, String::new(), &Descriptor::tiled("index", &[4])).is_err());
    }

    #[test]
    fn im2col_fields() {
        let mut d = Descriptor::tiled("f16", &[]);
        d.rank = 4;
        d.mode = DescMode::Im2col;
        d.channels_per_pixel = 64;
        d.pixels_per_column = 32;
        d.lower_corner = vec![0, 0];
        d.upper_corner = vec![0, 0];
        let source = HostTmaSource {
            param: 0,
            op: "tile.make_tensormap".into(),
            ty: String::new(),
            source_operand: None,
            source: Expr::sym("x"),
            merged: 1,
        };
        let g = memref_global(&info(vec![Some(1); 4], vec![Some(1); 4], Some(0)), 2);
        let h = host_tma(source, &d, g).unwrap();
        assert_eq!(h.encode, Encode::Im2col);
        assert!(h.box_dims.is_none());
        assert_eq!(h.im2col.unwrap().channels_per_pixel, 64);
        let bad = Descriptor::tiled("index", &[4]);
        let source = HostTmaSource {
            param: 0,
            op: String::new(),
            ty: String::new(),
            source_operand: None,
            source: Expr::Const(0),
            merged: 1,
        };
        assert!(host_tma(
            source,
            &bad,
            memref_global(&info(vec![], vec![], Some(0)), 1)
        )
        .is_err());
    }
}
