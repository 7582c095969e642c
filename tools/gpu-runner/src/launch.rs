//! What every way of launching a case shares: the run options, the kernel
//! parameter values a case parameter stands for, fresh inputs and poisoned
//! outputs for one check, and the verdict on the outputs. `run` launches a
//! case's PTX module with them; `host_so` calls a module's generated host code;
//! `from_manifest` builds the parameters from the launch manifest alone.

use std::ffi::c_void;
use std::path::PathBuf;

use cudarc::driver::sys;

use crate::case::{Case, Check, Init, ParamKind};
use crate::check::{self, Verdict};
use crate::cuda::Buffer;
use crate::data::HostTensor;
use crate::tensormap::OobFill;
use crate::Error;

/// How a case runs: its files, device, checks and timing (the command line's flags).
pub struct Options {
    pub case_path: PathBuf,
    pub module: PathBuf,
    pub strategy: String,
    pub kernel: Option<String>,
    pub device: i32,
    /// How many independent checks (fresh random inputs, re-poisoned output) to run.
    pub checks: u32,
    pub time: bool,
    pub seed: Option<u64>,
    /// Seconds a checked launch may take before it counts as hung.
    pub launch_timeout: f64,
    /// host-so cases: the launch manifest (default: the module's path with `.manifest.json`).
    pub manifest: Option<PathBuf>,
    /// host-so cases: judge only the launches and the descriptor cross-check, not the outputs
    /// (the dry run against tools/gpu-runner/fake-cuda, where no kernel runs).
    pub launch_checks_only: bool,
}

/// Storage for one kernel parameter; the launch holds pointers into it.
pub(crate) enum ParamValue {
    Map(Box<sys::CUtensorMap>),
    U64(Box<u64>),
    U32(Box<u32>),
    /// Bytes built elsewhere (tile-runtime's binder), held in 8-byte words: `len` of them count.
    Bytes {
        words: Box<[u64]>,
        len: usize,
    },
}

impl ParamValue {
    pub(crate) fn ptr(&mut self) -> *mut c_void {
        match self {
            ParamValue::Map(b) => &mut **b as *mut sys::CUtensorMap as *mut c_void,
            ParamValue::U64(b) => &mut **b as *mut u64 as *mut c_void,
            ParamValue::U32(b) => &mut **b as *mut u32 as *mut c_void,
            ParamValue::Bytes { words, .. } => words.as_mut_ptr() as *mut c_void,
        }
    }
    /// `bytes` as a parameter value (kept 8-byte aligned).
    pub(crate) fn bytes(bytes: Vec<u8>) -> ParamValue {
        let words = bytes
            .chunks(8)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..c.len()].copy_from_slice(c);
                u64::from_le_bytes(w)
            })
            .chain(std::iter::once(0).filter(|_| bytes.is_empty()))
            .collect();
        ParamValue::Bytes {
            words,
            len: bytes.len(),
        }
    }
    pub(crate) fn size(&self) -> usize {
        match self {
            ParamValue::Map(_) => 128,
            ParamValue::U64(_) => 8,
            ParamValue::U32(_) => 4,
            ParamValue::Bytes { len, .. } => *len,
        }
    }
}

/// The kernel parameters case parameter `p` (number `i`) stands for: one value, or a memref's
/// expanded descriptor (allocated, aligned, offset 0, sizes, packed row-major strides in
/// elements).
pub(crate) fn case_param_values(
    case: &Case,
    i: usize,
    p: &crate::case::Param,
    buffers: &[Buffer],
) -> Result<Vec<ParamValue>, Error> {
    Ok(match p.kind()? {
        ParamKind::TensorMap(t) => {
            let k = case.tensor_index(t)?;
            let args = p.encode_args(&case.tensors[k], buffers[k].ptr());
            vec![ParamValue::Map(
                args.encode()
                    .map_err(|e| Error::new(format!("param {i}: {}", e.0)))?,
            )]
        }
        ParamKind::Pointer(t) => vec![ParamValue::U64(Box::new(
            buffers[case.tensor_index(t)?].ptr(),
        ))],
        ParamKind::Memref(t) => {
            let k = case.tensor_index(t)?;
            let shape = &case.tensors[k].shape;
            let ptr = buffers[k].ptr();
            let mut values = vec![
                ParamValue::U64(Box::new(ptr)),
                ParamValue::U64(Box::new(ptr)),
                ParamValue::U64(Box::new(0)),
            ];
            for &d in shape {
                values.push(ParamValue::U64(Box::new(d)));
            }
            let mut strides = vec![1u64; shape.len()];
            for d in (0..shape.len().saturating_sub(1)).rev() {
                strides[d] = strides[d + 1] * shape[d + 1];
            }
            for st in strides {
                values.push(ParamValue::U64(Box::new(st)));
            }
            values
        }
        ParamKind::I32(v) => vec![ParamValue::U32(Box::new(v as u32))],
        ParamKind::U32(v) => vec![ParamValue::U32(Box::new(v))],
        ParamKind::I64(v) => vec![ParamValue::U64(Box::new(v as u64))],
        ParamKind::U64(v) => vec![ParamValue::U64(Box::new(v))],
        ParamKind::F32(v) => vec![ParamValue::U32(Box::new(v.to_bits()))],
    })
}

/// Fresh inputs (random tensors uploaded) and poisoned outputs for one check; the host copies.
pub fn fill(case: &Case, buffers: &[Buffer], seed: u64) -> Result<Vec<HostTensor>, Error> {
    let mut initial = Vec::new();
    for (k, t) in case.tensors.iter().enumerate() {
        let h = match t.init {
            Init::Random => HostTensor::random(
                &t.name,
                t.dtype,
                &t.shape,
                seed.wrapping_add(k as u64 * 0x1_0000_0001),
            ),
            Init::Poison | Init::Scratch => HostTensor::poisoned(&t.name, t.dtype, &t.shape),
        };
        buffers[k].poison()?;
        if t.init == Init::Random {
            buffers[k].upload(&h.bytes)?;
        }
        initial.push(h);
    }
    Ok(initial)
}

/// Download every tensor after a launch and check it: guard bytes, inputs unchanged, and each
/// `[check]` on its output (`outs[i]` is check i's output tensor index).
pub fn verify(
    case: &Case,
    buffers: &[Buffer],
    initial: &[HostTensor],
    outs: &[usize],
) -> Result<Vec<Verdict>, Error> {
    let mut verdicts: Vec<Verdict> = Vec::new();
    let mut after = Vec::new();
    for (k, t) in case.tensors.iter().enumerate() {
        let mut h = HostTensor::poisoned(&t.name, t.dtype, &t.shape);
        buffers[k].download(&mut h.bytes)?;
        let (g0, g1) = buffers[k].guards()?;
        verdicts.push(check::guard(&t.name, &g0, &g1));
        after.push(h);
    }
    for k in 0..case.tensors.len() {
        if !outs.contains(&k) && case.tensors[k].init != Init::Scratch {
            verdicts.push(check::unchanged(&initial[k], &after[k]));
        }
    }
    for (c, &out) in case.checks.iter().zip(outs) {
        let s = case.tensor_index(c.input())?;
        verdicts.push(match c {
            Check::Copy { src, oob_fill, .. } => {
                let oob = case
                    .tensormap_param(src)
                    .map(|p| p.oob_fill)
                    .or(*oob_fill)
                    .unwrap_or(OobFill::Zero);
                check::copy(&initial[s], &after[out], oob)
            }
            Check::Downsample { strides, .. } => {
                check::downsample(&initial[s], &after[out], strides)
            }
            Check::ReduceAdd { rtol, atol, .. } => {
                let dt = case.tensors[out].dtype;
                check::reduce_add(
                    &initial[s],
                    &initial[out],
                    &after[out],
                    rtol.unwrap_or(4.0 * dt.epsilon()),
                    atol.unwrap_or(0.0),
                )
            }
            Check::ReduceMin { .. } => {
                check::reduce_minmax(&initial[s], &initial[out], &after[out], false)
            }
            Check::ReduceMax { .. } => {
                check::reduce_minmax(&initial[s], &initial[out], &after[out], true)
            }
            Check::SwizzleImage {
                box_dims, swizzle, ..
            } => check::swizzle_image(&initial[s], &after[out], box_dims, *swizzle),
            Check::Im2col {
                filter,
                pad,
                pixels_per_column,
                ..
            } => check::im2col(&initial[s], &after[out], *filter, *pad, *pixels_per_column),
            Check::Matmul { b, rtol, .. } => check::matmul(
                &initial[s],
                &initial[case.tensor_index(b)?],
                &after[out],
                *rtol,
            ),
        });
    }
    Ok(verdicts)
}
