//! One case on the GPU: allocate, fill, encode, launch, check (several times, fresh inputs
//! each time), then time the kernel and a device-to-device memcpy of the same byte count.

use cudarc::driver::sys;

use crate::case::Case;
use crate::cuda::{self, ck, Buffer, Device, Launch, Module};
use crate::data::fresh_seed;
use crate::launch::{case_param_values, fill, verify, Options};
use crate::table::Record;
use crate::{timing, Error};

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
            .unwrap_or_else(|| crate::manifest::default_manifest(&opts.module));
        let manifest = crate::manifest::load_manifest(&path)?;
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
