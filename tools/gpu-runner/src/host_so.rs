//! host-so mode: run the host code the compiler generated, not a launch the runner builds.
//!
//! For a case with `host_so = true`, `tools/gpu-check --prepare` builds the case's `.mlir`
//! with `tile-opt --pipeline=default --emit=host-so` (an x86-64 shared object: the host
//! functions, the PTX, and a global constructor that loads it) and writes the launch
//! manifest (`--emit=manifest`). On the GPU machine the runner then:
//!
//! 1. opens the device and makes its primary context current (the constructor needs it);
//! 2. dlopens `libcuda.so.1` with `RTLD_GLOBAL` (the generated code calls the driver's
//!    `cuTensorMapEncodeTiled` / `cuTensorMapEncodeIm2col` itself) and then the shared
//!    object with `RTLD_NOW` (every undefined symbol resolved at once; the `mgpu*` ABI and
//!    `tileReportEncodeFailure` come from this executable, see `mgpu.rs` and `build.rs`);
//! 3. per check: fresh random inputs, poisoned outputs, then calls `host_function` with each
//!    of `args` as an expanded memref descriptor (allocated = aligned = the device buffer,
//!    offset 0, sizes = the shape, packed row-major strides), checks what `mgpuLaunchKernel`
//!    saw (launch count and geometry against `[[expect_launch]]`, no encode failure reported,
//!    no CUDA error), and checks the outputs like `run` does;
//! 4. cross-checks every host-encoded descriptor: the 128 bytes the generated host code
//!    passed as the kernel parameter (captured in `mgpuLaunchKernel`, at the position the
//!    manifest's parameter list gives after memref expansion) against what the runner's own
//!    encoder (`tensormap.rs`) produces from the manifest's fields and the same buffer:
//!    byte-identical, or the first differing byte is reported. The manifest's global dims and
//!    strides (`dim(i)`, `stride(i)*bytes`, numbers) and enum values are evaluated and
//!    compared with the runner's too;
//! 5. optionally times whole host-function calls (wall clock: encodes, launch, synchronise).

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use tile_abi::manifest::{Expr, HostTma, KernelManifest, Manifest};

use crate::case::{Case, Tensor};
use crate::check::Verdict;
use crate::cuda::{ck, Buffer, Device};
use crate::data::fresh_seed;
use crate::launch::{self, Options};
use crate::manifest::{
    default_manifest, eval_extent, kernel_named, load_manifest, memref_rank, param_from_manifest,
    positions,
};
use crate::mgpu::{self, CapturedLaunch};
use crate::table::Record;
use crate::{timing, Error};

extern "C" {
    fn dlopen(filename: *const c_char, flag: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    fn dlerror() -> *const c_char;
    fn dlclose(handle: *mut c_void) -> c_int;
}
pub(crate) const RTLD_NOW: c_int = 2;
pub(crate) const RTLD_GLOBAL: c_int = 0x100;

fn dl_error(what: &str) -> Error {
    let e = unsafe { dlerror() };
    let m = if e.is_null() {
        "unknown error".to_string()
    } else {
        unsafe { CStr::from_ptr(e) }.to_string_lossy().into_owned()
    };
    Error::new(format!("{what}: {m}"))
}

/// A dlopened library (closed on drop unless leaked).
pub struct Dl(*mut c_void);

impl Dl {
    pub fn open(path: &str, flags: c_int) -> Result<Dl, Error> {
        let c = CString::new(path).map_err(|_| Error::new("library path has a NUL byte"))?;
        let h = unsafe { dlopen(c.as_ptr(), flags) };
        if h.is_null() {
            return Err(dl_error(&format!("dlopen({path})")));
        }
        Ok(Dl(h))
    }

    pub fn sym(&self, name: &str) -> Result<*mut c_void, Error> {
        let c = CString::new(name).map_err(|_| Error::new("symbol has a NUL byte"))?;
        unsafe { dlerror() };
        let p = unsafe { dlsym(self.0, c.as_ptr()) };
        if p.is_null() {
            return Err(dl_error(&format!("dlsym({name})")));
        }
        Ok(p)
    }
}

impl Drop for Dl {
    fn drop(&mut self) {
        unsafe {
            dlclose(self.0);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The descriptor cross-check.

/// One host-encoded descriptor of one launch, against the runner's own encode.
#[derive(Debug, Clone)]
pub struct DescCheck {
    pub launch: usize,
    pub kernel: String,
    /// The manifest's (pre-expansion) parameter index.
    pub param: usize,
    /// The kernel parameter it is after memref expansion.
    pub position: usize,
    pub tensor: String,
    pub encode: String,
    /// The 128 bytes the generated host code passed.
    pub bytes: Vec<u8>,
    /// `Ok` when byte-identical; otherwise what differs.
    pub result: Result<(), String>,
}

fn word(b: &[u8]) -> u64 {
    let mut w = [0u8; 8];
    let n = b.len().min(8);
    w[..n].copy_from_slice(&b[..n]);
    u64::from_le_bytes(w)
}

fn packed_strides(shape: &[u64]) -> Vec<u64> {
    (0..shape.len())
        .map(|d| shape[d + 1..].iter().product())
        .collect()
}

/// The first differing byte of two descriptors, for a message.
pub fn first_difference(host: &[u8], mine: &[u8]) -> Option<String> {
    if host.len() != mine.len() {
        return Some(format!(
            "{} bytes from the host code, {} from the runner",
            host.len(),
            mine.len()
        ));
    }
    let i = host.iter().zip(mine).position(|(a, b)| a != b)?;
    let n = host.iter().zip(mine).filter(|(a, b)| a != b).count();
    Some(format!(
        "byte {i} (word {}, bit offset {}): host code 0x{:02x}, runner 0x{:02x} ({n} of {} bytes differ; host word 0x{:016x}, runner 0x{:016x})",
        i / 8,
        8 * (i % 8),
        host[i],
        mine[i],
        host.len(),
        word(&host[i / 8 * 8..]),
        word(&mine[i / 8 * 8..])
    ))
}

pub fn hex(b: &[u8]) -> String {
    b.chunks(8)
        .map(|w| format!("{:016x}", word(w)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn check_descriptor(
    case: &Case,
    buffers: &[Buffer],
    k: &KernelManifest,
    starts: &[usize],
    l: &CapturedLaunch,
    h: &HostTma,
) -> Result<(String, Vec<u8>), (String, String)> {
    let none = String::from("?");
    let pos = starts[h.param];
    let blob = l.params.get(pos).cloned().unwrap_or_default();
    let fail = |m: String| Err((none.clone(), m));
    if blob.len() != 128 {
        return fail(format!(
            "kernel parameter {pos} is {} bytes, not a 128-byte CUtensorMap",
            blob.len()
        ));
    }
    let Some(src) = h.source_operand else {
        return fail(format!(
            "a {} descriptor ({}) without a source operand is not supported",
            h.op, h.ty
        ));
    };
    if h.global_address != Expr::sym("aligned_ptr") {
        return fail(format!(
            "global_address '{}' is not supported (only aligned_ptr)",
            h.global_address
        ));
    }
    let sp = k.params.get(src).ok_or_else(|| {
        (
            none.clone(),
            format!("source operand {src} is not a parameter"),
        )
    })?;
    let r = memref_rank(&sp.ty).ok_or_else(|| {
        (
            none.clone(),
            format!("source operand {src} is '{}', not a memref", sp.ty),
        )
    })?;
    let f: Vec<u64> = (0..3 + 2 * r)
        .map(|i| word(l.params.get(starts[src] + i).map(|v| &v[..]).unwrap_or(&[])))
        .collect();
    let (alloc, aligned, offset, sizes, strides) = (f[0], f[1], f[2], &f[3..3 + r], &f[3 + r..]);
    let Some(ti) = buffers.iter().position(|b| b.ptr() == aligned) else {
        return fail(format!("the memref the host code passed as kernel operand {src} has aligned pointer 0x{aligned:x}, no tensor of the runner's"));
    };
    let t: &Tensor = &case.tensors[ti];
    let tn = t.name.clone();
    let fail = |m: String| Err((tn.clone(), m));
    if alloc != aligned
        || offset != 0
        || sizes != &t.shape[..]
        || strides != &packed_strides(&t.shape)[..]
    {
        return fail(format!(
            "the memref the host code passed (allocated 0x{alloc:x}, aligned 0x{aligned:x}, offset {offset}, sizes {sizes:?}, \
             strides {strides:?}) is not the one the runner passed for '{tn}' (shape {:?})",
            t.shape
        ));
    }
    let p = param_from_manifest(h, &tn).map_err(|m| (tn.clone(), m))?;
    let args = p.encode_args(t, buffers[ti].ptr());
    // The manifest's own account of the encode arguments, against the runner's.
    let md: Result<Vec<u64>, String> = h
        .global_dims
        .iter()
        .map(|v| eval_extent(v, &t.shape))
        .collect();
    let ms: Result<Vec<u64>, String> = h
        .global_strides
        .iter()
        .map(|v| eval_extent(v, &t.shape))
        .collect();
    let (md, ms) = (
        md.map_err(|m| (tn.clone(), m))?,
        ms.map_err(|m| (tn.clone(), m))?,
    );
    if md != args.global_dim
        || ms != args.global_strides
        || u32::try_from(h.rank).ok() != Some(args.rank)
    {
        return fail(format!(
            "manifest rank {} dims {md:?} strides {ms:?} (evaluated for shape {:?}); the runner encodes rank {} dims {:?} strides {:?}",
            h.rank, t.shape, args.rank, args.global_dim, args.global_strides
        ));
    }
    let (il, sw, l2, oob) = args.enums();
    let mine_enums = [
        args.data_type() as i64,
        il as i64,
        sw as i64,
        l2 as i64,
        oob as i64,
    ];
    let man_enums = [
        i64::from(h.data_type.value),
        i64::from(h.interleave.value),
        i64::from(h.swizzle.value),
        i64::from(h.l2_promotion.value),
        i64::from(h.oob_fill.value),
    ];
    if mine_enums != man_enums {
        return fail(format!(
            "enum values (data type, interleave, swizzle, L2 promotion, OOB fill): manifest {man_enums:?}, runner {mine_enums:?} \
             ({} element type '{}', tensor dtype {})",
            h.data_type.name,
            h.element_type,
            t.dtype.name()
        ));
    }
    let map = args
        .encode()
        .map_err(|e| (tn.clone(), format!("the runner's encode failed: {}", e.0)))?;
    let mine: Vec<u8> = map.opaque.iter().flat_map(|w| w.to_le_bytes()).collect();
    match first_difference(&blob, &mine) {
        None => Ok((tn, blob)),
        Some(d) => fail(format!(
            "{d}\n  host code: {}\n  runner:    {}",
            hex(&blob),
            hex(&mine)
        )),
    }
}

/// Cross-check every host-encoded descriptor of one launch. `Err`: the launch does not match
/// the manifest (parameter count or sizes).
pub fn cross_check(
    case: &Case,
    buffers: &[Buffer],
    man: &Manifest,
    li: usize,
    l: &CapturedLaunch,
) -> Result<Vec<DescCheck>, String> {
    let k = kernel_named(man, &l.kernel).map_err(|e| e.0)?;
    let (starts, sizes) = positions(k).map_err(|e| e.0)?;
    let have: Vec<usize> = l.params.iter().map(|p| p.len()).collect();
    if l.count != sizes.len() || have != sizes {
        return Err(format!(
            "launch {li} of {}: the manifest's parameters expand to sizes {sizes:?} ({} in all); the host code passed {} \
             parameters, which the kernel declares with sizes {have:?}",
            l.kernel,
            sizes.len(),
            l.count
        ));
    }
    // The rebind templates the host code encoded: against the manifest's template encode
    // for the workspace and operands this launch passed.
    let tensors: Vec<(usize, Vec<u64>, u64)> = case
        .tensors
        .iter()
        .zip(buffers)
        .enumerate()
        .map(|(i, (t, b))| (i, t.shape.clone(), b.ptr()))
        .collect();
    let grid = l.grid.map(|g| g as u64);
    let templates = k.rebind.iter().flat_map(|r| &r.templates).map(|t| {
        let h = &t.encode;
        let bytes = l.params.get(starts[h.param]).cloned().unwrap_or_default();
        let result = crate::from_manifest::template_bytes(k, h, &l.params, &starts, &tensors, grid)
            .and_then(|mine| match first_difference(&bytes, &mine) {
                None => Ok(()),
                Some(d) => Err(format!(
                    "{d}\n  host code: {}\n  manifest:  {}",
                    hex(&bytes),
                    hex(&mine)
                )),
            });
        DescCheck {
            launch: li,
            kernel: l.kernel.clone(),
            param: h.param,
            position: starts[h.param],
            tensor: format!("template ({})", h.global_address),
            encode: "template".into(),
            bytes,
            result,
        }
    });
    Ok(k.host_tmas
        .iter()
        .map(|h| {
            let (tensor, bytes, result) = match check_descriptor(case, buffers, k, &starts, l, h) {
                Ok((t, b)) => (t, b, Ok(())),
                Err((t, m)) => (
                    t,
                    l.params.get(starts[h.param]).cloned().unwrap_or_default(),
                    Err(m),
                ),
            };
            DescCheck {
                launch: li,
                kernel: l.kernel.clone(),
                param: h.param,
                position: starts[h.param],
                tensor,
                encode: h.encode.to_string(),
                bytes,
                result,
            }
        })
        .chain(templates)
        .collect())
}

/// The launches against `[[expect_launch]]`, and no encode failure reported.
fn launch_verdict(
    case: &Case,
    launches: &[CapturedLaunch],
    failures: &[mgpu::EncodeFailure],
) -> Verdict {
    let mut problems = Vec::new();
    for f in failures {
        problems.push(format!(
            "tileReportEncodeFailure(CUresult {}, {}, descriptor {})",
            f.result, f.kernel, f.index
        ));
    }
    if launches.is_empty() {
        problems.push("the host function launched nothing".into());
    }
    if !case.expect_launches.is_empty() && launches.len() != case.expect_launches.len() {
        problems.push(format!(
            "{} launches, expected {}",
            launches.len(),
            case.expect_launches.len()
        ));
    }
    for (i, (l, e)) in launches.iter().zip(&case.expect_launches).enumerate() {
        let grid = e.grid.map(i64::from);
        let block = e.block.map(i64::from);
        if l.grid != grid || l.block != block || l.smem != e.dynamic_smem as i32 {
            problems.push(format!(
                "launch {i} ({}): grid {:?} block {:?} smem {}, expected grid {grid:?} block {block:?} smem {}",
                l.kernel, l.grid, l.block, l.smem, e.dynamic_smem
            ));
        }
    }
    for (i, l) in launches.iter().enumerate() {
        if !l.launched {
            problems.push(format!("launch {i} ({}) did not launch", l.kernel));
        }
    }
    let desc = launches
        .iter()
        .map(|l| {
            format!(
                "{} grid {:?} block {:?} ({} params)",
                l.kernel, l.grid, l.block, l.count
            )
        })
        .collect::<Vec<_>>()
        .join("; ");
    Verdict {
        ok: problems.is_empty(),
        checked: launches.len() as u64,
        wrong: problems.len() as u64,
        max_rel_err: None,
        message: if problems.is_empty() {
            format!("launches: {} as expected: {desc}", launches.len())
        } else {
            format!("launches: {}", problems.join("; "))
        },
    }
}

/// The host function's argument words: each tensor of `args` as an expanded memref.
pub fn arg_words(case: &Case, buffers: &[Buffer]) -> Result<Vec<u64>, Error> {
    let mut w = Vec::new();
    for a in &case.args {
        let k = case.tensor_index(a)?;
        let shape = &case.tensors[k].shape;
        let p = buffers[k].ptr();
        w.extend([p, p, 0]);
        w.extend(shape.iter().copied());
        w.extend(packed_strides(shape));
    }
    Ok(w)
}

/// Run a host-so case (`case.host_so`); `opts.module` is the shared object.
pub fn run(opts: &Options, case: Case, rec: &mut Record) -> Result<(), Error> {
    rec.case = case.name.clone();
    rec.bytes = case.bytes_moved()?;
    let tag = format!("[{} / {}]", case.name, opts.strategy);
    let manifest_path = opts
        .manifest
        .clone()
        .unwrap_or_else(|| default_manifest(&opts.module));
    let man = load_manifest(&manifest_path)?;
    kernel_named(&man, &case.kernel)?;
    let function = case.host_function()?.to_string();
    let dev = Device::open(opts.device)?;
    rec.device = dev.describe();
    eprintln!("{tag} device: {}", rec.device);
    dev.require_tma()?;
    mgpu::reset(opts.launch_timeout);
    std::hint::black_box(mgpu::exported_addresses());
    check_exports()?;
    // The driver's encoders must resolve when the shared object is loaded: libcuda goes into
    // the global scope first. The primary context is current (Device::open), as the shared
    // object's constructor (mgpuModuleLoadJIT) needs.
    let libcuda = Dl::open("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL)?;
    let so_path = opts.module.display().to_string();
    let so_path = if so_path.contains('/') {
        so_path
    } else {
        format!("./{so_path}")
    };
    let so = Dl::open(&so_path, RTLD_NOW)?;
    let (errors, modules, ptx) = mgpu::with(|s| (s.errors.clone(), s.modules, s.ptx.clone()));
    if !errors.is_empty() {
        return Err(Error::new(format!(
            "loading {so_path}: {}",
            errors.join("; ")
        )));
    }
    if modules == 0 {
        return Err(Error::new(format!(
            "loading {so_path}: its constructor loaded no module (no mgpuModuleLoadJIT call)"
        )));
    }
    eprintln!(
        "{tag} dlopened {so_path}: {modules} PTX module(s) loaded by its constructor ({} bytes of PTX); manifest {}",
        ptx.iter().map(String::len).sum::<usize>(),
        manifest_path.display()
    );
    let f = so.sym(&function)?;
    let buffers: Vec<Buffer> = case
        .tensors
        .iter()
        .map(|t| Buffer::new(t.bytes() as usize))
        .collect::<Result<_, _>>()?;
    let outs: Vec<usize> = case
        .checks
        .iter()
        .map(|c| case.tensor_index(c.output()))
        .collect::<Result<_, _>>()?;
    let words = arg_words(&case, &buffers)?;
    eprintln!(
        "{tag} calling {function} with {} argument words ({} memrefs: {})",
        words.len(),
        case.args.len(),
        case.args.join(", ")
    );

    let (mut n_launches, mut n_desc) = (0u32, 0u32);
    for n in 0..opts.checks.max(1) {
        let seed = match (n, opts.seed) {
            (0, Some(s)) => s,
            _ => fresh_seed(),
        };
        rec.seeds.push(seed);
        let initial = launch::fill(&case, &buffers, seed)?;
        ck!(
            cudarc::driver::sys::cuCtxSynchronize(),
            "cuCtxSynchronize (inputs uploaded, outputs poisoned; check {n})"
        )?;
        mgpu::with(|s| {
            s.launches.clear();
            s.failures.clear();
        });
        unsafe { call_words(f, &words)? };
        let (launches, failures, errors, hung) = mgpu::with(|s| {
            (
                std::mem::take(&mut s.launches),
                std::mem::take(&mut s.failures),
                s.errors.clone(),
                s.hung,
            )
        });
        if hung {
            // A hung kernel: leave everything that would wait on it; the process exit ends it.
            std::mem::forget(so);
            std::mem::forget(libcuda);
            std::mem::forget(buffers);
            std::mem::forget(dev);
            return Err(Error::new(format!("check {n}: {}", errors.join("; "))));
        }
        if !errors.is_empty() {
            return Err(Error::new(format!("check {n}: {}", errors.join("; "))));
        }
        ck!(
            cudarc::driver::sys::cuCtxSynchronize(),
            "cuCtxSynchronize after {function} (check {n})"
        )?;
        let mut verdicts = vec![launch_verdict(&case, &launches, &failures)];
        // The descriptor cross-check.
        let mut checks = Vec::new();
        let mut structural = Vec::new();
        for (li, l) in launches.iter().enumerate() {
            match cross_check(&case, &buffers, &man, li, l) {
                Ok(c) => checks.extend(c),
                Err(m) => structural.push(m),
            }
        }
        for c in &checks {
            let head = format!(
                "{tag} check {n}: launch {} {} param {} (kernel parameter {}) {} over '{}'",
                c.launch, c.kernel, c.param, c.position, c.encode, c.tensor
            );
            match &c.result {
                Ok(()) => {
                    eprintln!("{head}: 128 bytes identical to the runner's encode");
                    if n == 0 {
                        eprintln!("{tag}   {}", hex(&c.bytes));
                    }
                }
                Err(m) => eprintln!("{head}: DIFFERENT: {m}"),
            }
        }
        let same = checks.iter().filter(|c| c.result.is_ok()).count();
        let first_bad = checks.iter().find(|c| c.result.is_err());
        let mut problems = structural.clone();
        if let Some(c) = first_bad {
            problems.push(format!(
                "launch {} {} param {} over '{}': {}",
                c.launch,
                c.kernel,
                c.param,
                c.tensor,
                c.result
                    .as_ref()
                    .err()
                    .map(|m| m.lines().next().unwrap_or(""))
                    .unwrap_or("")
            ));
        }
        if checks.is_empty() && structural.is_empty() {
            problems
                .push("no host-encoded descriptor to cross-check (the manifest lists none)".into());
        }
        verdicts.push(Verdict {
            ok: problems.is_empty(),
            checked: checks.len() as u64,
            wrong: (checks.len() - same + structural.len()) as u64,
            max_rel_err: None,
            message: if problems.is_empty() {
                format!("descriptors: all {} host-encoded tensor maps byte-identical to the runner's encode from the manifest", checks.len())
            } else {
                format!("descriptors: {same} of {} identical; {}", checks.len(), problems.join("; "))
            },
        });
        if opts.launch_checks_only {
            eprintln!("{tag} check {n}: --launch-checks-only: outputs not checked");
        } else {
            verdicts.extend(launch::verify(&case, &buffers, &initial, &outs)?);
        }
        for v in &verdicts {
            eprintln!(
                "{tag} check {n} (seed {seed}): {}{}",
                if v.ok { "ok: " } else { "FAIL: " },
                v.message
            );
            if let Some(r) = v.max_rel_err {
                eprintln!("{tag}   max relative error {r:e}");
            }
        }
        rec.checks = n + 1;
        n_launches = launches.len() as u32;
        n_desc = checks.len() as u32;
        rec.launches = Some(n_launches);
        rec.descriptors = Some(n_desc);
        rec.descriptors_identical = Some(same as u32);
        if let Some(v) = verdicts.iter().find(|v| !v.ok) {
            rec.status = "wrong".into();
            rec.message = format!("check {n} (seed {seed}): {}", v.message);
            return Ok(());
        }
    }
    rec.status = "ok".into();
    rec.message = format!(
        "{} checks passed{}; {n_launches} launches and {n_desc} host-encoded descriptors per call, all byte-identical to the runner's encode",
        rec.checks,
        if opts.launch_checks_only { " (launches and descriptors only: outputs not checked)" } else { "" }
    );

    if opts.time && case.timing.enabled {
        let t = &case.timing;
        use cudarc::driver::sys;
        let mut ev = [std::ptr::null_mut::<sys::CUevent_st>(); 2];
        for e in ev.iter_mut() {
            ck!(
                sys::cuEventCreate(e, sys::CUevent_flags_enum::CU_EVENT_DEFAULT as u32),
                "cuEventCreate"
            )?;
        }
        mgpu::with(|s| {
            s.timing_events = Some((ev[0] as usize, ev[1] as usize));
            s.kernel_ms.clear();
        });
        // One host-function call: (wall-clock ms, the kernels' event ms summed over its launches).
        let call = || -> Result<(f64, f64), Error> {
            let t0 = std::time::Instant::now();
            unsafe { call_words(f, &words)? };
            let ms = t0.elapsed().as_secs_f64() * 1e3;
            let (errors, failures, kernel) = mgpu::with(|s| {
                s.launches.clear();
                (
                    s.errors.clone(),
                    std::mem::take(&mut s.failures),
                    std::mem::take(&mut s.kernel_ms),
                )
            });
            if !errors.is_empty() || !failures.is_empty() {
                return Err(Error::new(format!(
                    "while timing: {} {failures:?}",
                    errors.join("; ")
                )));
            }
            Ok((ms, kernel.iter().sum()))
        };
        let t0 = std::time::Instant::now();
        let mut done = 0;
        while done < t.warmup || t0.elapsed().as_millis() < timing::WARMUP_MS {
            call()?;
            done += 1;
        }
        let (mut wall, mut gpu) = (Vec::new(), Vec::new());
        for _ in 0..t.reps {
            let (mut w, mut g) = (0.0, 0.0);
            for _ in 0..t.batch.max(1) {
                let (a, b) = call()?;
                w += a;
                g += b;
            }
            wall.push(w / t.batch.max(1) as f64);
            gpu.push(g / t.batch.max(1) as f64);
        }
        mgpu::with(|s| s.timing_events = None);
        for e in ev {
            ck!(sys::cuEventDestroy_v2(e), "cuEventDestroy")?;
        }
        let wall = timing::Stats::from_samples(wall);
        let gpu = timing::Stats::from_samples(gpu);
        rec.call_ms = Some(wall.median_ms);
        rec.time_ms = Some(gpu.median_ms);
        rec.min_ms = Some(gpu.min_ms);
        rec.max_ms = Some(gpu.max_ms);
        rec.gbps = Some(gpu.gbps(rec.bytes));
        let mc = timing::memcpy_baseline(dev.stream, t, rec.bytes)?;
        rec.memcpy_gbps = Some(mc.gbps(rec.bytes));
        eprintln!(
            "{tag} time per host-function call: kernels (CUDA events around each launch) median {:.4} ms (min {:.4}, max {:.4}) = {:.0} GB/s; \
             whole call (wall clock: encodes, stream create/destroy, launches, synchronise) median {:.4} ms (min {:.4}, max {:.4}); \
             memcpy D2D (events) {:.4} ms = {:.0} GB/s; kernel / memcpy {:.3}",
            gpu.median_ms,
            gpu.min_ms,
            gpu.max_ms,
            gpu.gbps(rec.bytes),
            wall.median_ms,
            wall.min_ms,
            wall.max_ms,
            mc.median_ms,
            mc.gbps(rec.bytes),
            gpu.gbps(rec.bytes) / mc.gbps(rec.bytes)
        );
    }
    // The rebind workspaces the host code allocated (cached per launch site: one allocation
    // per site however many calls, unless a launch needed more).
    let (allocations, calls) = mgpu::with(|s| {
        (
            s.allocations.clone(),
            s.calls.get("mgpuLaunchKernel").copied().unwrap_or(0),
        )
    });
    if !allocations.is_empty() {
        eprintln!(
            "{tag} rebind workspaces: {} mgpuMemAlloc call(s) ({allocations:?} bytes) over {calls} launches",
            allocations.len()
        );
    }
    // dlclose runs the shared object's destructors (mgpuModuleUnload, and the one that frees
    // the cached workspaces and their events) while the context lives.
    drop(so);
    let (errors, live_allocations, live_events) =
        mgpu::with(|s| (s.errors.clone(), s.live_allocations, s.live_events));
    if !errors.is_empty() {
        return Err(Error::new(format!(
            "unloading {so_path}: {}",
            errors.join("; ")
        )));
    }
    if live_allocations != 0 || live_events != 0 {
        return Err(Error::new(format!(
            "unloading {so_path}: {live_allocations} device allocation(s) and {live_events} event(s) of the host code were not freed"
        )));
    }
    if !allocations.is_empty() {
        eprintln!("{tag} unloaded: every workspace and event freed by the module destructor");
    }
    std::mem::forget(libcuda);
    drop(buffers);
    drop(dev);
    Ok(())
}

/// Every symbol of the runtime ABI must be visible in the global scope (this executable's
/// dynamic symbol table, see build.rs), or the shared object cannot load.
pub fn check_exports() -> Result<(), Error> {
    let missing: Vec<&str> = mgpu::EXPORTED
        .iter()
        .copied()
        .filter(|n| {
            let c = CString::new(*n).unwrap_or_default();
            unsafe { dlsym(std::ptr::null_mut(), c.as_ptr()) }.is_null()
        })
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(Error::new(format!(
            "this gpu-runner does not export {} (built without its build.rs?)",
            missing.join(", ")
        )))
    }
}

/// `gpu-runner host-abi`: the kernel parameters the manifest implies (memrefs expanded)
/// against the PTX `.entry`, and where the descriptors sit. No GPU needed.
pub fn abi(case: &Case, man: &Manifest, ptx: &str) -> Result<(bool, String), Error> {
    let k = kernel_named(man, &case.kernel)?;
    let (starts, sizes) = positions(k)?;
    let have = crate::ptx_param_sizes(ptx, &case.kernel)?;
    let desc: Vec<String> = k
        .host_tmas
        .iter()
        .map(|h| {
            format!(
                "param {} ({}, from operand {:?}) at kernel parameter {}",
                h.param, h.encode, h.source_operand, starts[h.param]
            )
        })
        .collect();
    if have == sizes {
        Ok((
            true,
            format!(
                "{} ({} launch site(s)) takes {} parameters (manifest expanded: sizes match); descriptors: {}",
                case.kernel,
                k.launch_sites,
                have.len(),
                desc.join(", ")
            ),
        ))
    } else {
        Ok((false, format!("{}: the PTX .entry declares parameter sizes {have:?}; the manifest expands to {sizes:?}", case.kernel)))
    }
}

/// Call `f`, a C function taking `a.len()` 64-bit integer or pointer arguments and returning
/// void, with exactly that many arguments (one arm per arity: the x86-64 SysV ABI passes
/// them all as INTEGER-class words).
///
/// # Safety
/// `f` must be such a function.
#[rustfmt::skip]
pub(crate) unsafe fn call_words(f: *mut c_void, a: &[u64]) -> Result<(), Error> {
    macro_rules! call { (@w $i:literal) => { u64 }; ($($i:literal)*) => {{
        let g: unsafe extern "C" fn($(call!(@w $i)),*) = unsafe { std::mem::transmute(f) };
        unsafe { g($(a[$i]),*) }
    }}; }
    match a.len() {
        0 => call!(),
        1 => call!(0),
        2 => call!(0 1),
        3 => call!(0 1 2),
        4 => call!(0 1 2 3),
        5 => call!(0 1 2 3 4),
        6 => call!(0 1 2 3 4 5),
        7 => call!(0 1 2 3 4 5 6),
        8 => call!(0 1 2 3 4 5 6 7),
        9 => call!(0 1 2 3 4 5 6 7 8),
        10 => call!(0 1 2 3 4 5 6 7 8 9),
        11 => call!(0 1 2 3 4 5 6 7 8 9 10),
        12 => call!(0 1 2 3 4 5 6 7 8 9 10 11),
        13 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12),
        14 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13),
        15 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14),
        16 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15),
        17 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16),
        18 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17),
        19 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18),
        20 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19),
        21 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20),
        22 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21),
        23 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22),
        24 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23),
        25 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24),
        26 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25),
        27 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26),
        28 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27),
        29 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28),
        30 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29),
        31 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30),
        32 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31),
        33 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32),
        34 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33),
        35 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34),
        36 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35),
        37 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36),
        38 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37),
        39 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38),
        40 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39),
        41 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40),
        42 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41),
        43 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42),
        44 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43),
        45 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44),
        46 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45),
        47 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46),
        48 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47),
        49 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48),
        50 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49),
        51 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50),
        52 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51),
        53 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52),
        54 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53),
        55 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54),
        56 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55),
        57 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56),
        58 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57),
        59 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58),
        60 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59),
        61 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60),
        62 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61),
        63 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62),
        64 => call!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63),
        n => return Err(Error::new(format!("the host function takes {n} argument words; at most 64 are supported"))),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_differing_byte() {
        let a = vec![0u8; 128];
        let mut b = a.clone();
        assert_eq!(first_difference(&a, &b), None);
        b[17] = 0x40;
        b[100] = 1;
        let d = first_difference(&a, &b).unwrap();
        assert!(d.starts_with("byte 17 (word 2, bit offset 8): host code 0x00, runner 0x40 (2 of 128 bytes differ"), "{d}");
    }
}
