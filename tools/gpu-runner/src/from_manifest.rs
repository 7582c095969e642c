//! Cases with `from_manifest = true`: every kernel parameter tile-opt added is built from the
//! launch manifest alone (`tile-opt --pipeline=default --emit=manifest`), through tile-runtime
//! (`runtime/`), the way an embedder launches a compiled kernel: the case's `[[param]]` become
//! the runtime's arguments, its binder checks them and the launch configuration and gives every
//! lowered parameter's bytes (memref words, the rebind workspace the runner allocates, host-born
//! descriptors and rebind templates encoded by the runtime's encoder). The runner then checks
//! the parameter sizes against the loaded kernel's declared ones (`run.rs`), independently of
//! the manifest.
//!
//! [`template_bytes`] stays on the runner's own encoder (`tensormap.rs`): it is the oracle the
//! generated host code's rebind templates are checked against (`host_so.rs`).

use tile_abi::manifest::{Expr, HostTma, KernelManifest, Manifest, ParamKind as Kind};
use tile_abi::Symbol;
use tile_runtime::bind::Binder;
use tile_runtime::{Arg, LaunchConfig, RuntimeError, TensorArg};

use crate::case::{Case, ParamKind, Tensor};
use crate::cuda::Buffer;
use crate::data::DType;
use crate::launch::ParamValue;
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

/// A refusal of tile-runtime's, as the runner's error.
fn refused(e: RuntimeError) -> Error {
    Error::new(format!("tile-runtime: {e}"))
}

/// The tile-runtime dtype of a case tensor's.
fn runtime_dtype(d: DType) -> tile_runtime::DType {
    use tile_runtime::DType as R;
    match d {
        DType::U8 => R::U8,
        DType::U16 => R::U16,
        DType::U32 => R::U32,
        DType::I32 => R::I32,
        DType::U64 => R::U64,
        DType::I64 => R::I64,
        DType::F16 => R::F16,
        DType::Bf16 => R::Bf16,
        DType::F32 => R::F32,
        DType::F64 => R::F64,
    }
}

/// The case's `[[param]]` as tile-runtime arguments: a tensor (memref, pointer or
/// `!tile.tensormap` parameter) is its buffer's device address, dtype and shape, packed
/// row-major; a scalar its value (an unsigned 32-bit one by its bits).
fn runtime_args(case: &Case, buffers: &[Buffer]) -> Result<Vec<Arg>, Error> {
    case.params
        .iter()
        .map(|p| {
            Ok(match p.kind()? {
                ParamKind::Memref(t) | ParamKind::Pointer(t) | ParamKind::TensorMap(t) => {
                    let i = case.tensor_index(t)?;
                    let tensor = &case.tensors[i];
                    Arg::Tensor(TensorArg::packed(
                        buffers[i].ptr(),
                        runtime_dtype(tensor.dtype),
                        &tensor.shape,
                    ))
                }
                ParamKind::I32(v) => Arg::I32(v),
                ParamKind::U32(v) => Arg::I32(v as i32),
                ParamKind::I64(v) => Arg::I64(v),
                ParamKind::U64(v) => Arg::I64(v as i64),
                ParamKind::F32(v) => Arg::F32(v),
            })
        })
        .collect()
}

/// Builds every parameter of `kernel` for the case's launch through tile-runtime, the way an
/// embedder launches: the case's `[[param]]` become the runtime's arguments (`buffers` are the
/// case's tensors), its binder checks them and the launch configuration, evaluates the
/// manifest, sizes the workspace (allocated here, with guards) and gives every lowered
/// parameter's bytes; the tensor maps are encoded with its encoder.
pub fn build(
    case: &Case,
    manifest: &Manifest,
    kernel: &str,
    buffers: &[Buffer],
) -> Result<Built, Error> {
    let k = entry(manifest, kernel)?;
    let launch = case.launch()?;
    let config = LaunchConfig {
        grid: launch.grid,
        block: launch.block,
        cluster: launch.cluster,
        dynamic_smem: launch.dynamic_smem,
        stream: 0,
    };
    tile_runtime::config::resolve(k, &config).map_err(refused)?;
    let args = runtime_args(case, buffers)?;
    let binder = Binder::new(k, &args, launch.grid).map_err(refused)?;
    let need = binder.workspace().map_err(refused)?;
    let workspace = need
        .map(|n| {
            usize::try_from(n.bytes)
                .map_err(|_| Error::new(format!("a workspace of {} bytes", n.bytes)))
                .and_then(Buffer::new)
        })
        .transpose()?;
    let mut bound = binder
        .bind(workspace.as_ref().map(Buffer::ptr))
        .map_err(refused)?;
    let mut notes: Vec<String> = Vec::new();
    for d in &bound.descriptors {
        let words = d.request.encode().map_err(|e| {
            Error::new(format!(
                "manifest parameter #{} of {kernel} ({}): {e}",
                d.param, d.ty
            ))
        })?;
        bound.params[d.position] = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    }
    let mut original = 0;
    for p in &k.params {
        let descriptor = bound.descriptors.iter().find(|d| d.param == p.index);
        notes.push(match (p.kind, descriptor) {
            (_, Some(d)) => format!(
                "#{} {} {}: encoded by tile-runtime (address 0x{:x}, dims {:?}, byte strides {:?}, box {:?})",
                p.index,
                match p.kind {
                    Kind::RebindTemplate => "template",
                    Kind::HostTma => "host-born",
                    _ => "original",
                },
                d.ty,
                d.request.address,
                d.request.dims,
                d.request.strides,
                d.request.box_dims
            ),
            (Kind::RebindWorkspace, _) => format!(
                "#{} workspace: {} bytes ({} per CTA x {} CTAs) at 0x{:x}",
                p.index,
                need.map_or(0, |n| n.bytes),
                k.rebind.as_ref().map_or(0, |r| r.workspace.bytes_per_cta),
                launch.grid.iter().map(|&g| u64::from(g)).product::<u64>(),
                workspace.as_ref().map_or(0, Buffer::ptr)
            ),
            _ => {
                original += 1;
                format!(
                    "#{} original {}: case [[param]] {}",
                    p.index,
                    p.ty,
                    original - 1
                )
            }
        });
    }
    Ok(Built {
        values: bound.params.into_iter().map(ParamValue::bytes).collect(),
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
