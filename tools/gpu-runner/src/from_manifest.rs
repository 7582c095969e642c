//! Cases with `from_manifest = true`: every kernel parameter tile-opt added is built from the
//! launch manifest alone (`tile-opt --pipeline=default --emit=manifest`, schema and
//! expression evaluator in the tile-abi crate), the way an embedding runtime would launch a compiled kernel:
//!
//! - `original` parameters: the case's `[[param]]`, in order (a memref expands to its
//!   descriptor words);
//! - `host_tma`: `cuTensorMapEncodeTiled` / `Im2col` of the manifest's encode arguments, the
//!   dims, strides and address evaluated against the source operand's tensor;
//! - `rebind_template`: the same for the template of a device-rebound descriptor (placeholder
//!   address `workspace`, launch-invariant fields from the launch's operands);
//! - `rebind_workspace`: a fresh device buffer of the manifest's `bytes` for the case's grid
//!   (checked against its alignment), passed as a `memref<?xi8, 1>`.
//!
//! Each built parameter's size is checked against the manifest's ABI words (the kernel's
//! lowered signature), and later against the loaded kernel's declared parameters.

use tile_abi::manifest::{Expr, HostTma, KernelManifest, Manifest, ParamKind as Kind};
use tile_abi::Symbol;

use crate::case::{Case, ParamKind, Tensor};
use crate::cuda::Buffer;
use crate::data::DType;
use crate::launch::{case_param_values, ParamValue};
use crate::manifest::{kernel_named, memref_rank, param_from_manifest, word_bytes};
use crate::Error;

/// A launch operand, for evaluating manifest expressions.
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    /// A tensor passed as a memref or a pointer: its case index, shape and device address.
    Tensor {
        index: usize,
        shape: Vec<u64>,
        address: u64,
    },
    /// A scalar.
    Scalar(u64),
}

/// What manifest expressions refer to.
pub struct Env<'a> {
    /// The kernel's original parameters (`operand(k)`).
    pub operands: &'a [Operand],
    /// The descriptor's source tensor (`dim(i)`, `stride(i)`, `aligned_ptr`, `offset`).
    pub source: Option<&'a Operand>,
    /// The workspace's device address (`workspace`).
    pub workspace: Option<u64>,
    /// The launch grid (`grid_x`, `grid_y`, `grid_z`).
    pub grid: [u64; 3],
}

/// The value `env` binds `symbol` to, or why it has none.
fn lookup(symbol: Symbol, env: &Env<'_>) -> Result<u64, String> {
    let source = || -> Result<(&Vec<u64>, u64), String> {
        match env.source {
            Some(Operand::Tensor { shape, address, .. }) => Ok((shape, *address)),
            _ => Err("needs a tensor source".into()),
        }
    };
    let rank = |shape: &Vec<u64>| format!("the source has rank {}", shape.len());
    match symbol {
        Symbol::Operand(k) => match env.operands.get(k) {
            Some(Operand::Scalar(v)) => Ok(*v),
            Some(Operand::Tensor { address, .. }) => Ok(*address),
            None => Err(format!(
                "the kernel has {} original parameters",
                env.operands.len()
            )),
        },
        Symbol::Dim(i) => {
            let (shape, _) = source()?;
            shape.get(i).copied().ok_or_else(|| rank(shape))
        }
        Symbol::Stride(i) => {
            let (shape, _) = source()?;
            if i >= shape.len() {
                return Err(rank(shape));
            }
            Ok(shape[i + 1..].iter().product())
        }
        Symbol::Offset => source().map(|_| 0),
        Symbol::AlignedPtr => source().map(|(_, a)| a),
        Symbol::Workspace => env
            .workspace
            .ok_or_else(|| "used before the workspace is allocated".to_string()),
        Symbol::GridX => Ok(env.grid[0]),
        Symbol::GridY => Ok(env.grid[1]),
        Symbol::GridZ => Ok(env.grid[2]),
    }
}

/// A manifest expression evaluated in `env` (tile-abi's evaluator).
pub fn eval(e: &Expr, env: &Env<'_>) -> Result<u64, String> {
    e.evaluate(|symbol| lookup(symbol, env))
        .map_err(|err| err.to_string())
}

/// The runner's dtype of a `CUtensorMapDataType` value.
fn dtype(value: u32) -> Result<DType, String> {
    Ok(match value {
        0 => DType::U8,
        1 => DType::U16,
        2 => DType::U32,
        3 => DType::I32,
        4 => DType::U64,
        5 => DType::I64,
        6 => DType::F16,
        7 => DType::F32,
        8 => DType::F64,
        9 => DType::Bf16,
        v => {
            return Err(format!(
                "CUtensorMapDataType {v} is not supported by this runner"
            ))
        }
    })
}

/// Encodes the descriptor `h` with its expressions evaluated in `env`.
pub fn encode(h: &HostTma, env: &Env<'_>) -> Result<ParamValue, String> {
    let address = eval(&h.global_address, env)?;
    let dims: Vec<u64> = h
        .global_dims
        .iter()
        .map(|d| eval(d, env))
        .collect::<Result<_, _>>()?;
    let strides: Vec<u64> = h
        .global_strides
        .iter()
        .map(|d| eval(d, env))
        .collect::<Result<_, _>>()?;
    // A tensor of the encoded extents (shape outermost first) gives EncodeArgs its dtype and
    // rank; the dims and strides are then the manifest's.
    let tensor = Tensor {
        name: "manifest".into(),
        dtype: dtype(h.data_type.value)?,
        shape: dims.iter().rev().copied().collect(),
        init: crate::case::Init::Poison,
    };
    let p = param_from_manifest(h, &tensor.name)?;
    let mut args = p.encode_args(&tensor, address);
    args.global_dim = dims;
    args.global_strides = strides;
    args.encode()
        .map(ParamValue::Map)
        .map_err(|e| format!("param {} ({}): {}", h.param, h.ty, e.0))
}

/// The 128 bytes of a rebind template of `k` the way the manifest describes it, for the
/// launch whose captured parameters (each at the size the kernel declares) are `params`
/// (`starts`: each manifest parameter's first one); tensors are recognized by their device
/// address among `tensors` (case index, shape, address). For checking the bytes the generated
/// host code passed.
pub fn template_bytes(
    k: &KernelManifest,
    t: &HostTma,
    params: &[Vec<u8>],
    starts: &[usize],
    tensors: &[(usize, Vec<u64>, u64)],
    grid: [u64; 3],
) -> Result<Vec<u8>, String> {
    let word = |i: usize| -> u64 {
        let b = params.get(i).map(|v| &v[..]).unwrap_or(&[]);
        let mut w = [0u8; 8];
        let n = b.len().min(8);
        w[..n].copy_from_slice(&b[..n]);
        u64::from_le_bytes(w)
    };
    let mut operands = Vec::new();
    for p in k.params.iter().filter(|p| p.kind == Kind::Original) {
        let first = word(starts[p.index]);
        let aligned = word(starts[p.index] + 1);
        let memref = memref_rank(&p.ty).is_some();
        let address = if memref { aligned } else { first };
        operands.push(match tensors.iter().find(|(_, _, a)| *a == address) {
            Some((index, shape, a)) if memref || p.ty.starts_with("!llvm.ptr") => Operand::Tensor {
                index: *index,
                shape: shape.clone(),
                address: *a,
            },
            _ => Operand::Scalar(first),
        });
    }
    let w = &k
        .rebind
        .as_ref()
        .ok_or("the kernel has no rebind section")?
        .workspace;
    let workspace = word(starts[w.param] + 1);
    let env = Env {
        operands: &operands,
        source: None,
        workspace: Some(workspace),
        grid,
    };
    match encode(t, &env)? {
        ParamValue::Map(m) => Ok(m.opaque.iter().flat_map(|w| w.to_le_bytes()).collect()),
        _ => Err("not a descriptor".into()),
    }
}

/// The parameters of one launch of `kernel`, built from the manifest.
pub struct Built {
    /// Every kernel parameter, in order (memrefs expanded).
    pub values: Vec<ParamValue>,
    /// The rebind workspace (kept alive while the launches use it).
    pub workspace: Option<Buffer>,
    /// What was built, one line per manifest parameter.
    pub notes: Vec<String>,
}

/// The kernel's entry in the manifest: by its name, exactly one.
fn entry<'m>(manifest: &'m Manifest, kernel: &str) -> Result<&'m KernelManifest, Error> {
    if !manifest.complete {
        return Err(Error::new(
            "the launch manifest is not complete (no ABI words): write it with tile-opt --pipeline=default --emit=manifest",
        ));
    }
    kernel_named(manifest, kernel)
}

/// Builds every parameter of `kernel` for the case's launch; `buffers` are the case's tensors.
pub fn build(
    case: &Case,
    manifest: &Manifest,
    kernel: &str,
    buffers: &[Buffer],
) -> Result<Built, Error> {
    let k = entry(manifest, kernel)?;
    let launch = case.launch()?;
    if let Some(smem) = &k.shared_memory {
        let given = u64::from(launch.dynamic_smem);
        if smem.uses_dynamic && given == 0 {
            return Err(Error::new(format!(
                "{kernel} uses dynamic shared memory (launch manifest) but the case gives no dynamic_smem"
            )));
        }
        if let Some(need) = smem.dynamic_bytes.filter(|&n| given < n) {
            return Err(Error::new(format!(
                "{kernel}'s launch sites pass {need} bytes of dynamic shared memory (launch manifest); the case gives {given}"
            )));
        }
    }
    let grid = launch.grid.map(u64::from);
    let fail =
        |i: usize, m: String| Error::new(format!("manifest parameter #{i} of {kernel}: {m}"));
    let mut operands = Vec::new();
    let mut originals = case.params.iter().enumerate();
    let mut workspace: Option<Buffer> = None;
    let mut values = Vec::new();
    let mut notes = Vec::new();
    for p in &k.params {
        let start = values.len();
        match p.kind {
            Kind::Original => {
                let (ci, cp) = originals.next().ok_or_else(|| {
                    fail(
                        p.index,
                        format!("the case lists {} [[param]]: too few", case.params.len()),
                    )
                })?;
                operands.push(match cp.kind()? {
                    ParamKind::Memref(t) | ParamKind::Pointer(t) | ParamKind::TensorMap(t) => {
                        let index = case.tensor_index(t)?;
                        Operand::Tensor {
                            index,
                            shape: case.tensors[index].shape.clone(),
                            address: buffers[index].ptr(),
                        }
                    }
                    ParamKind::I32(v) => Operand::Scalar(v as i64 as u64),
                    ParamKind::U32(v) => Operand::Scalar(u64::from(v)),
                    ParamKind::I64(v) => Operand::Scalar(v as u64),
                    ParamKind::U64(v) => Operand::Scalar(v),
                    ParamKind::F32(v) => Operand::Scalar(u64::from(v.to_bits())),
                });
                values.extend(case_param_values(case, ci, cp, buffers)?);
                notes.push(format!(
                    "#{} original {}: case [[param]] {ci}",
                    p.index, p.ty
                ));
            }
            Kind::RebindWorkspace => {
                let w = &k
                    .rebind
                    .as_ref()
                    .ok_or_else(|| {
                        fail(
                            p.index,
                            "a workspace parameter but no rebind section".into(),
                        )
                    })?
                    .workspace;
                if w.param != p.index {
                    return Err(fail(
                        p.index,
                        format!("the rebind section puts the workspace at #{}", w.param),
                    ));
                }
                let env = Env {
                    operands: &operands,
                    source: None,
                    workspace: None,
                    grid,
                };
                let bytes = eval(&w.bytes, &env).map_err(|m| fail(p.index, m))?;
                // Allocated already when a template (before it) took its address.
                let buffer = match workspace.take() {
                    Some(b) if b.len == bytes as usize => b,
                    _ => Buffer::new(bytes as usize)?,
                };
                let address = buffer.ptr();
                if w.alignment == 0 || address % w.alignment != 0 {
                    return Err(fail(
                        p.index,
                        format!(
                            "the workspace at 0x{address:x} is not {}-byte aligned",
                            w.alignment
                        ),
                    ));
                }
                for v in [address, address, 0, bytes, 1] {
                    values.push(ParamValue::U64(Box::new(v)));
                }
                notes.push(format!(
                    "#{} workspace: {bytes} bytes ({} per CTA x {} CTAs) at 0x{address:x}",
                    p.index,
                    w.bytes_per_cta,
                    grid.iter().product::<u64>()
                ));
                workspace = Some(buffer);
            }
            Kind::RebindTemplate => {
                let t = k
                    .rebind
                    .as_ref()
                    .and_then(|r| r.templates.iter().find(|t| t.encode.param == p.index))
                    .ok_or_else(|| {
                        fail(
                            p.index,
                            "a template parameter the rebind section does not describe".into(),
                        )
                    })?;
                let env = Env {
                    operands: &operands,
                    source: None,
                    workspace: workspace.as_ref().map(Buffer::ptr),
                    grid,
                };
                // The workspace parameter comes after the templates: the placeholder address
                // is allocated first when a template needs it.
                let env = if env.workspace.is_none()
                    && t.encode.global_address == Expr::sym("workspace")
                {
                    let w = &k
                        .rebind
                        .as_ref()
                        .map(|r| &r.workspace)
                        .ok_or_else(|| fail(p.index, "no workspace".into()))?;
                    let bytes = eval(&w.bytes, &env).map_err(|m| fail(p.index, m))?;
                    workspace = Some(Buffer::new(bytes as usize)?);
                    Env {
                        workspace: workspace.as_ref().map(Buffer::ptr),
                        ..env
                    }
                } else {
                    env
                };
                values.push(encode(&t.encode, &env).map_err(|m| fail(p.index, m))?);
                // As JSON (quoted strings), as the manifest writes them.
                let list = |v: &[Expr]| {
                    v.iter()
                        .map(|x| serde_json::to_string(x).unwrap_or_default())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                notes.push(format!(
                    "#{} template {}: encoded (address {}, dims [{}], strides [{}]); the device writes {}",
                    p.index,
                    t.encode.ty,
                    t.encode.global_address,
                    list(&t.encode.global_dims),
                    list(&t.encode.global_strides),
                    t.device_fields.join(", ")
                ));
            }
            Kind::HostTma => {
                let h = k
                    .host_tmas
                    .iter()
                    .find(|h| h.param == p.index)
                    .ok_or_else(|| {
                        fail(
                            p.index,
                            "a host_tma parameter host_tmas does not describe".into(),
                        )
                    })?;
                let source = h.source_operand.and_then(|s| operands.get(s));
                let env = Env {
                    operands: &operands,
                    source,
                    workspace: workspace.as_ref().map(Buffer::ptr),
                    grid,
                };
                values.push(encode(h, &env).map_err(|m| fail(p.index, m))?);
                notes.push(format!(
                    "#{} host-born {}: encoded from operand {:?}",
                    p.index, h.ty, h.source_operand
                ));
            }
        }
        let sizes: Vec<usize> = values[start..].iter().map(ParamValue::size).collect();
        let want: Vec<usize> = p.abi.iter().map(word_bytes).collect();
        if sizes != want {
            let names: Vec<&str> = p.abi.iter().map(|w| w.name.as_str()).collect();
            return Err(fail(
                p.index,
                format!("the runner built words of {sizes:?} bytes; the manifest's ABI says {want:?} ({})", names.join(", ")),
            ));
        }
        if p.abi_index != Some(start) {
            return Err(fail(
                p.index,
                format!(
                    "it starts at lowered parameter {start}; the manifest says {:?}",
                    p.abi_index
                ),
            ));
        }
    }
    if originals.next().is_some() {
        return Err(Error::new(format!(
            "the case lists {} [[param]]; {kernel} has fewer original parameters",
            case.params.len()
        )));
    }
    Ok(Built {
        values,
        workspace,
        notes,
    })
}

/// The parameter sizes the manifest's ABI words give `kernel` (for `gpu-runner abi`).
pub fn abi_sizes(manifest: &Manifest, kernel: &str) -> Result<Vec<usize>, Error> {
    let k = entry(manifest, kernel)?;
    Ok(k.params
        .iter()
        .flat_map(|p| p.abi.iter().map(word_bytes))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expressions() {
        let operands = [
            Operand::Tensor {
                index: 0,
                shape: vec![64, 128],
                address: 0x1000,
            },
            Operand::Scalar(4096),
        ];
        let env = Env {
            operands: &operands,
            source: Some(&operands[0]),
            workspace: Some(0x8000),
            grid: [4, 2, 1],
        };
        let e = |s: &str| eval(&Expr::sym(s), &env);
        assert_eq!(eval(&Expr::Const(7), &env), Ok(7));
        assert_eq!(e("dim(0)"), Ok(64));
        assert_eq!(e("stride(0)*4"), Ok(512));
        assert_eq!(e("aligned_ptr + offset*4"), Ok(0x1000));
        assert_eq!(e("operand(1)"), Ok(4096));
        assert_eq!(e("operand(0)"), Ok(0x1000));
        assert_eq!(e("workspace"), Ok(0x8000));
        assert_eq!(e("grid_x*grid_y*grid_z*256"), Ok(2048));
        assert!(e("dim(2)").is_err());
        assert!(e("operand(5)").is_err());
        assert!(e("bogus").is_err());
        let no_source = Env {
            source: None,
            workspace: None,
            ..env
        };
        assert_eq!(
            eval(&Expr::sym("dim(0)"), &no_source),
            Err("'dim(0)': needs a tensor source".into())
        );
        assert!(eval(&Expr::sym("workspace"), &no_source).is_err());
        assert!(eval(&Expr::Const(-3), &no_source).is_err());
    }
}
