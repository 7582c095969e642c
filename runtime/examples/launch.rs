//! tile-runtime on a GPU: launches tile-opt's kernels from their launch
//! manifests alone and checks every byte, then times the runtime's host
//! work per launch.
//!
//! `launch DIR`: DIR holds `copy_strided.ptx` / `.manifest.json` (from
//! test/gpu/runtime/copy_strided.mlir) and `rebind_copy.ptx` /
//! `.manifest.json` (from test/gpu/rebind_copy.mlir), written by
//! `tile-opt FILE --pipeline=default --emit=ptx|manifest`. Prints one line per
//! check and exits non-zero on the first failure.

use std::ffi::c_void;
use std::time::Instant;

use cudarc::driver::sys;
use tile_runtime::{Arg, DType, LaunchConfig, Module, RuntimeError, TensorArg};

type Fallible<T> = Result<T, Box<dyn std::error::Error>>;

fn ck(r: sys::CUresult, what: &str) -> Fallible<()> {
    if r == sys::CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(format!("{what}: {r:?}").into())
    }
}

/// Device memory of `bytes`, filled from `host`.
fn upload(host: &[f32]) -> Fallible<u64> {
    let mut p = 0;
    let bytes = std::mem::size_of_val(host);
    ck(unsafe { sys::cuMemAlloc_v2(&mut p, bytes) }, "cuMemAlloc")?;
    ck(
        unsafe { sys::cuMemcpyHtoD_v2(p, host.as_ptr() as *const c_void, bytes) },
        "cuMemcpyHtoD",
    )?;
    Ok(p)
}

fn download(p: u64, n: usize) -> Fallible<Vec<f32>> {
    let mut host = vec![0f32; n];
    ck(
        unsafe { sys::cuMemcpyDtoH_v2(host.as_mut_ptr() as *mut c_void, p, n * 4) },
        "cuMemcpyDtoH",
    )?;
    Ok(host)
}

fn random(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 40) as f32 / 1024.0
        })
        .collect()
}

fn load(dir: &str, name: &str) -> Fallible<Module> {
    let ptx = std::fs::read(format!("{dir}/{name}.ptx"))?;
    let manifest = std::fs::read_to_string(format!("{dir}/{name}.manifest.json"))?;
    Ok(Module::load(&ptx, &manifest, 0)?)
}

fn sync() -> Fallible<()> {
    ck(unsafe { sys::cuCtxSynchronize() }, "cuCtxSynchronize")
}

/// A rows x cols f32 copy between padded views (pitch elements per row).
fn strided_copy(m: &Module, rows: u64, cols: u64, pitch: u64) -> Fallible<()> {
    let n = (rows * pitch) as usize;
    let src_host = random(n, rows * 7919 + cols);
    let poison = vec![-1.0f32; n];
    let src = upload(&src_host)?;
    let dst = upload(&poison)?;
    let view = |a| {
        Arg::Tensor(TensorArg {
            address: a,
            dtype: DType::F32,
            shape: vec![rows, cols],
            strides: vec![pitch, 1],
        })
    };
    let grid = [cols.div_ceil(64) as u32, rows.div_ceil(64) as u32, 1];
    m.kernel("copy_strided")?.launch(
        &[view(src), view(dst)],
        &LaunchConfig::new(grid, [128, 1, 1]),
    )?;
    sync()?;
    let got = download(dst, n)?;
    let mut wrong = 0;
    for r in 0..rows as usize {
        for c in 0..pitch as usize {
            let i = r * pitch as usize + c;
            let want = if (c as u64) < cols { src_host[i] } else { -1.0 };
            wrong += usize::from(got[i].to_bits() != want.to_bits());
        }
    }
    println!(
        "copy_strided {rows}x{cols} pitch {pitch}: {} ({wrong} wrong of {n}, padding untouched)",
        if wrong == 0 { "ok" } else { "WRONG" }
    );
    unsafe {
        sys::cuMemFree_v2(src);
        sys::cuMemFree_v2(dst);
    }
    if wrong != 0 {
        return Err("wrong output".into());
    }
    Ok(())
}

fn rebind_copy(m: &Module) -> Fallible<()> {
    let n = 4096 * 1024;
    let src_host = random(n, 42);
    let src = upload(&src_host)?;
    let dst = upload(&vec![-1.0f32; n])?;
    let t = |a| Arg::Tensor(TensorArg::packed(a, DType::F32, &[4096, 1024]));
    let k = m.kernel("rebind_copy")?;
    for round in 0..2 {
        k.launch(
            &[t(src), t(dst)],
            &LaunchConfig::new([64, 1, 1], [32, 1, 1]),
        )?;
        sync()?;
        let got = download(dst, n)?;
        let wrong = got
            .iter()
            .zip(&src_host)
            .filter(|(a, b)| a.to_bits() != b.to_bits())
            .count();
        println!(
            "rebind_copy 4096x1024 (device-born descriptors: template, workspace) launch {round}: {} ({wrong} wrong)",
            if wrong == 0 { "ok" } else { "WRONG" }
        );
        if wrong != 0 {
            return Err("wrong output".into());
        }
    }
    unsafe {
        sys::cuMemFree_v2(src);
        sys::cuMemFree_v2(dst);
    }
    Ok(())
}

fn refusals(m: &Module) -> Fallible<()> {
    let host = vec![0f32; 64 * 64];
    let bad = Arg::Tensor(TensorArg::packed(
        host.as_ptr() as u64,
        DType::F32,
        &[64, 64],
    ));
    let dev = upload(&host)?;
    let good = Arg::Tensor(TensorArg::packed(dev, DType::F32, &[64, 64]));
    let k = m.kernel("copy_strided")?;
    let cfg = LaunchConfig::new([1, 1, 1], [128, 1, 1]);
    match k.launch(&[good.clone(), bad], &cfg) {
        Err(e @ RuntimeError::Arg { param: 1, .. }) => println!("host pointer refused: {e}"),
        other => return Err(format!("a host pointer was not refused: {other:?}").into()),
    }
    let misaligned = Arg::Tensor(TensorArg::packed(dev + 4, DType::F32, &[63, 64]));
    match k.launch(&[good, misaligned], &cfg) {
        Err(e @ RuntimeError::Descriptor { .. }) => println!("misaligned base refused: {e}"),
        other => return Err(format!("a misaligned base was not refused: {other:?}").into()),
    }
    unsafe { sys::cuMemFree_v2(dev) };
    Ok(())
}

/// Host time per launch: the runtime's whole launch (check, bind, two
/// encodes, the driver's launch) and its binding alone (no driver call).
fn launch_cost(m: &Module) -> Fallible<()> {
    let n = 64 * 64;
    let src = upload(&random(n, 1))?;
    let dst = upload(&vec![0f32; n])?;
    let t = |a| Arg::Tensor(TensorArg::packed(a, DType::F32, &[64, 64]));
    let args = [t(src), t(dst)];
    let k = m.kernel("copy_strided")?;
    let cfg = LaunchConfig::new([1, 1, 1], [128, 1, 1]);
    let reps = 2000;
    let mut best_runtime = f64::MAX;
    let mut best_check = f64::MAX;
    for _ in 0..5 {
        k.launch(&args, &cfg)?;
        sync()?;
        let t0 = Instant::now();
        for _ in 0..reps {
            k.launch(&args, &cfg)?;
        }
        best_runtime = best_runtime.min(t0.elapsed().as_secs_f64() / reps as f64);
        sync()?;
        let t0 = Instant::now();
        for _ in 0..reps {
            k.check(&args, &cfg)?;
        }
        best_check = best_check.min(t0.elapsed().as_secs_f64() / reps as f64);
    }
    println!(
        "host time per launch of copy_strided (2 host-born descriptors): runtime {:.2} us, of which binding without the driver {:.2} us",
        best_runtime * 1e6,
        best_check * 1e6
    );
    sync()?;
    unsafe {
        sys::cuMemFree_v2(src);
        sys::cuMemFree_v2(dst);
    }
    Ok(())
}

fn main() -> Fallible<()> {
    let dir = std::env::args().nth(1).ok_or("usage: launch DIR")?;
    let strided = load(&dir, "copy_strided")?;
    for (rows, cols, pitch) in [
        (64, 64, 64),
        (1000, 300, 320),
        (4096, 4096, 4096),
        (129, 17 * 4, 96),
    ] {
        strided_copy(&strided, rows, cols, pitch)?;
    }
    rebind_copy(&load(&dir, "rebind_copy")?)?;
    refusals(&strided)?;
    launch_cost(&strided)?;
    println!("all runtime checks passed");
    Ok(())
}
