//! One case on the GPU: allocate, fill, encode, launch, check (several times, fresh inputs
//! each time), then time the kernel and a device-to-device memcpy of the same byte count.

use std::ffi::c_void;
use std::path::PathBuf;

use cudarc::driver::sys;

use crate::case::{Case, Check, Init, OobFill, ParamKind};
use crate::check::{self, Verdict};
use crate::cuda::{self, ck, Buffer, Device, Launch, Module};
use crate::data::{fresh_seed, HostTensor};
use crate::table::Record;
use crate::tensormap::EncodeArgs;
use crate::{timing, Error};

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
}

impl ParamValue {
    fn ptr(&mut self) -> *mut c_void {
        match self {
            ParamValue::Map(b) => &mut **b as *mut sys::CUtensorMap as *mut c_void,
            ParamValue::U64(b) => &mut **b as *mut u64 as *mut c_void,
            ParamValue::U32(b) => &mut **b as *mut u32 as *mut c_void,
        }
    }
    pub(crate) fn size(&self) -> usize {
        match self {
            ParamValue::Map(_) => 128,
            ParamValue::U64(_) => 8,
            ParamValue::U32(_) => 4,
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
            let args = EncodeArgs::new(p, &case.tensors[k], buffers[k].ptr())?;
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

/// Run the case; the record says ok / wrong / error. Errors before the case is known
/// (unreadable case file) are returned as Err.
pub fn run(opts: &Options, rec: &mut Record) -> Result<(), Error> {
    let case = Case::load(&opts.case_path)?;
    if case.host_so {
        return crate::host_so::run(opts, case, rec);
    }
    rec.case = case.name.clone();
    rec.bytes = case.bytes_moved()?;
    let dev = Device::open(opts.device)?;
    rec.device = dev.describe();
    eprintln!("[{} / {}] device: {}", case.name, opts.strategy, rec.device);
    dev.require_tma()?;

    let module = Module::load_logged(
        &opts.module,
        &format!("[{} / {}]", case.name, opts.strategy),
    )?;
    let kernel = opts.kernel.clone().unwrap_or_else(|| case.kernel.clone());
    let func = module.function(&kernel)?;
    use sys::CUfunction_attribute_enum::*;
    rec.registers = cuda::func_attr(func, CU_FUNC_ATTRIBUTE_NUM_REGS).ok();
    rec.static_smem = cuda::func_attr(func, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES).ok();
    eprintln!(
        "[{} / {}] loaded {} ({}): {} registers, {} bytes static smem",
        case.name,
        opts.strategy,
        opts.module.display(),
        kernel,
        rec.registers.unwrap_or(-1),
        rec.static_smem.unwrap_or(-1)
    );

    // Device buffers (poisoned, with poisoned guards) and the kernel parameters.
    let buffers: Vec<Buffer> = case
        .tensors
        .iter()
        .map(|t| Buffer::new(t.bytes() as usize))
        .collect::<Result<_, _>>()?;
    // The parameters: the case's, or (from_manifest) built from the launch manifest.
    let mut workspace = None;
    let mut values = Vec::new();
    if case.from_manifest {
        let path = opts
            .manifest
            .clone()
            .unwrap_or_else(|| crate::host_so::default_manifest(&opts.module));
        let manifest = crate::host_so::load_manifest(&path)?;
        let built = crate::from_manifest::build(&case, &manifest, &kernel, &buffers)?;
        for note in &built.notes {
            eprintln!("[{} / {}] manifest: {note}", case.name, opts.strategy);
        }
        values = built.values;
        workspace = built.workspace;
    } else {
        for (i, p) in case.params.iter().enumerate() {
            values.extend(case_param_values(&case, i, p, &buffers)?);
        }
    }
    let want: Vec<usize> = values.iter().map(|v| v.size()).collect();
    let (sizes, count) = cuda::param_sizes(func, want.len())?;
    if sizes != want || count.is_some_and(|c| c != want.len()) {
        return Err(Error::new(format!(
            "kernel {kernel} declares parameters of sizes {sizes:?} bytes ({} in all); the case passes {want:?}",
            count.map_or("count unknown".to_string(), |c| c.to_string())
        )));
    }
    let mut launch = Launch {
        func,
        grid: case.launch()?.grid,
        block: case.launch()?.block,
        cluster: case.launch()?.cluster,
        dynamic_smem: case.launch()?.dynamic_smem,
        params: values.iter_mut().map(|v| v.ptr()).collect(),
    };
    launch.prepare()?;
    if case.from_manifest && opts.launch_checks_only {
        // The fake-libcuda dry run: the parameters were built and the launch is accepted;
        // nothing runs, so the outputs are not checked.
        launch.launch(dev.stream)?;
        dev.sync_within(&format!("the launch of {kernel}"), opts.launch_timeout)?;
        rec.status = "ok".into();
        rec.message = format!(
            "launch checks only: {} parameters built from the launch manifest, the launch accepted",
            values.len()
        );
        return Ok(());
    }

    // Checks: fresh inputs each time, outputs poisoned before the launch.
    let outs: Vec<usize> = case
        .checks
        .iter()
        .map(|c| case.tensor_index(c.output()))
        .collect::<Result<_, _>>()?;
    for n in 0..opts.checks.max(1) {
        let seed = match (n, opts.seed) {
            (0, Some(s)) => s,
            _ => fresh_seed(),
        };
        rec.seeds.push(seed);
        let initial = fill(&case, &buffers, seed)?;
        // cuMemsetD8 and cuMemcpyHtoD (pageable) run on the legacy default stream, which the
        // non-blocking launch stream does not wait for, and a pageable upload may return
        // before its DMA has landed: without this the kernel can run before the tail of an
        // upload, which then overwrites its output (seen: a reduce-add whose last rows kept
        // the uploaded values).
        ck!(
            sys::cuCtxSynchronize(),
            "cuCtxSynchronize (inputs uploaded, outputs poisoned; check {n})"
        )?;
        launch.launch(dev.stream)?;
        let what = format!("the launch of {kernel} (check {n})");
        if !dev.sync_within(&what, opts.launch_timeout)? {
            // A hung kernel: leak everything that would wait on it; the process exit ends it.
            std::mem::forget(buffers);
            std::mem::forget(module);
            std::mem::forget(dev);
            return Err(Error::new(format!(
                "{what} did not finish within {} s (a hang: e.g. an mbarrier wait whose transaction bytes never arrive)",
                opts.launch_timeout
            )));
        }
        let verdicts = verify(&case, &buffers, &initial, &outs)?;
        for v in &verdicts {
            eprintln!(
                "[{} / {}] check {n} (seed {seed}): {}{}",
                case.name,
                opts.strategy,
                if v.ok { "ok: " } else { "FAIL: " },
                v.message
            );
            if let Some(r) = v.max_rel_err {
                eprintln!(
                    "[{} / {}]   max relative error {r:e}",
                    case.name, opts.strategy
                );
            }
        }
        rec.checks = n + 1;
        let total: u64 = verdicts.iter().map(|v| v.checked).sum();
        let wrong: u64 = verdicts.iter().map(|v| v.wrong).sum();
        eprintln!(
            "[{} / {}] check {n}: {wrong} wrong of {total} values checked",
            case.name, opts.strategy
        );
        if let Some(v) = verdicts.iter().find(|v| !v.ok) {
            rec.status = "wrong".into();
            rec.message = format!("check {n} (seed {seed}): {}", v.message);
            return Ok(());
        }
    }
    rec.status = "ok".into();
    rec.message = format!("{} checks passed", rec.checks);

    if opts.time && case.timing.enabled {
        let t = &case.timing;
        let stream = dev.stream;
        let stats = timing::time(stream, t.warmup, t.reps, t.batch, || launch.launch(stream))?;
        rec.time_ms = Some(stats.median_ms);
        rec.min_ms = Some(stats.min_ms);
        rec.max_ms = Some(stats.max_ms);
        rec.gbps = Some(stats.gbps(rec.bytes));
        let mc = timing::memcpy_baseline(stream, t, rec.bytes)?;
        rec.memcpy_gbps = Some(mc.gbps(rec.bytes));
        eprintln!(
            "[{} / {}] time: median {:.4} ms (min {:.4}, max {:.4}) = {:.0} GB/s; memcpy D2D {:.4} ms = {:.0} GB/s; ratio {:.3}",
            case.name,
            opts.strategy,
            stats.median_ms,
            stats.min_ms,
            stats.max_ms,
            stats.gbps(rec.bytes),
            mc.median_ms,
            mc.gbps(rec.bytes),
            stats.gbps(rec.bytes) / mc.gbps(rec.bytes)
        );
    }
    drop(values);
    drop(workspace);
    Ok(())
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
