//! The types of a description (`{"kind": "i32"}`, `{"kind": "memref",
//! ...}`, `{"kind": "tensormap", ...}`) as the typed builders' specs.

use tile_compiler::builder::{
    BoxDims, Element, Interleave, KernelParam, L2Promotion, MemRefSpec, MemorySpace, OobFill,
    Swizzle, TensorMapSpec,
};

use super::description::Node;
use super::error::ReplayError;

/// A type of the description.
pub(crate) enum Ty {
    /// `index`, `i1`, `i16`, `i32`, `i64` or `ptr` (`!llvm.ptr<1>`).
    Scalar(&'static str),
    /// A memref.
    MemRef(MemRefSpec),
    /// A tensor map.
    TensorMap(TensorMapSpec),
}

/// The scalar type names.
const SCALARS: [&str; 6] = ["index", "i1", "i16", "i32", "i64", "ptr"];

/// A scalar type name, as the static name.
pub(crate) fn scalar(node: &Node<'_>, name: &str) -> Result<&'static str, ReplayError> {
    SCALARS
        .into_iter()
        .find(|s| *s == name)
        .ok_or_else(|| ReplayError::malformed(node.at.as_ref(), format!("unknown type '{name}'")))
}

fn element(node: &Node<'_>) -> Result<Element, ReplayError> {
    node.keyword("element", Element::from_mlir_name)
}

fn memref(node: &Node<'_>) -> Result<MemRefSpec, ReplayError> {
    let space = match node.str("space")? {
        "global" => MemorySpace::Global,
        "shared" => MemorySpace::Shared,
        other => {
            return Err(ReplayError::malformed(
                node.at.as_ref(),
                format!("unknown memory space '{other}' (global, shared)"),
            ))
        }
    };
    let mut spec = MemRefSpec::global_dynamic(element(node)?, 0);
    spec.shape = node.dims("shape")?;
    spec.space = space;
    if node.get("strides").is_some() {
        spec = spec.with_strides(node.dims("strides")?);
    }
    Ok(spec)
}

/// An im2col tensor-map type (`mode = im2col`): its rank, channels per
/// pixel, pixels per column and corners (per spatial dim, innermost first).
fn im2col(node: &Node<'_>) -> Result<TensorMapSpec, ReplayError> {
    let rank = usize::try_from(node.u32("rank")?).map_err(|_| {
        ReplayError::malformed(node.at.as_ref(), "field 'rank' must be a small integer")
    })?;
    Ok(TensorMapSpec::im2col(
        element(node)?,
        rank,
        node.i64("channels_per_pixel")?,
        node.i64("pixels_per_column")?,
        BoxDims::innermost_first(node.ints("lower_corner")?),
        BoxDims::innermost_first(node.ints("upper_corner")?),
    ))
}

/// A tensor-map type: tiled (`box` innermost first) or, with `"mode":
/// "im2col"`, an im2col one.
pub(crate) fn tensor_map(node: &Node<'_>) -> Result<TensorMapSpec, ReplayError> {
    let mode = match node.get("mode") {
        None => None,
        Some(_) => Some(node.str("mode")?),
    };
    let mut spec = match mode {
        None | Some("tiled") => {
            TensorMapSpec::tiled(element(node)?, BoxDims::innermost_first(node.ints("box")?))
        }
        Some("im2col") => im2col(node)?,
        Some(other) => {
            return Err(ReplayError::malformed(
                node.at.as_ref(),
                format!("unknown tensor map mode '{other}' (tiled, im2col)"),
            ))
        }
    };
    if let Some(s) = node.opt_keyword("swizzle", Swizzle::from_keyword)? {
        spec = spec.swizzle(s);
    }
    if let Some(f) = node.opt_keyword("oob_fill", OobFill::from_keyword)? {
        spec = spec.oob_fill(f);
    }
    if let Some(i) = node.opt_keyword("interleave", Interleave::from_keyword)? {
        spec = spec.interleave(i);
    }
    if let Some(p) = node.opt_keyword("l2_promotion", L2Promotion::from_keyword)? {
        spec = spec.l2_promotion(p);
    }
    if node.get("element_strides").is_some() {
        spec = spec.element_strides(BoxDims::innermost_first(node.ints("element_strides")?));
    }
    Ok(spec)
}

/// A type node.
pub(crate) fn ty(node: &Node<'_>) -> Result<Ty, ReplayError> {
    match node.str("kind")? {
        "memref" => memref(node).map(Ty::MemRef),
        "tensormap" => tensor_map(node).map(Ty::TensorMap),
        other => scalar(node, other).map(Ty::Scalar),
    }
}

/// A memref type node.
pub(crate) fn memref_type(node: &Node<'_>) -> Result<MemRefSpec, ReplayError> {
    match ty(node)? {
        Ty::MemRef(spec) => Ok(spec),
        _ => Err(ReplayError::malformed(
            node.at.as_ref(),
            "expected a memref type",
        )),
    }
}

/// A tensor-map type node.
pub(crate) fn tensor_map_type(node: &Node<'_>) -> Result<TensorMapSpec, ReplayError> {
    match ty(node)? {
        Ty::TensorMap(spec) => Ok(spec),
        _ => Err(ReplayError::malformed(
            node.at.as_ref(),
            "expected a tensor map type",
        )),
    }
}

/// A kernel parameter's type.
pub(crate) fn param(node: &Node<'_>) -> Result<KernelParam, ReplayError> {
    Ok(match ty(node)? {
        Ty::MemRef(spec) => KernelParam::MemRef(spec),
        Ty::TensorMap(spec) => KernelParam::TensorMap(spec),
        Ty::Scalar("index") => KernelParam::Index,
        Ty::Scalar("i32") => KernelParam::I32,
        Ty::Scalar("i64") => KernelParam::I64,
        Ty::Scalar("ptr") => KernelParam::GlobalPtr,
        Ty::Scalar(other) => {
            return Err(ReplayError::malformed(
                node.at.as_ref(),
                format!("a kernel parameter cannot be {other} (index, i32, i64, ptr, a memref or a tensor map)"),
            ))
        }
    })
}
