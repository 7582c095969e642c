//! The runtime ABI that a shared object built with `tile-opt --emit=host-so` needs from its
//! loader, exported by this binary (`build.rs` puts each symbol in the dynamic symbol table):
//! MLIR's `mgpu*` functions (the signatures of MLIR's `CudaRuntimeWrappers.cpp`, implemented on
//! the CUDA driver API through cudarc: modules, launches, streams, events for `async` launches
//! and tokens, device memory for the cached rebind workspaces) and `tileReportEncodeFailure`. The CUDA driver's
//! `cuTensorMapEncodeTiled` / `cuTensorMapEncodeIm2col` are NOT defined here: the host-so mode
//! dlopens `libcuda.so.1` with `RTLD_GLOBAL` before the shared object, so the generated host
//! code calls the driver's own encoders.
//!
//! Besides launching, `mgpuLaunchKernel` records every launch: the kernel's name (from
//! `mgpuModuleGetFunction`), grid, block, dynamic shared memory, and a copy of every kernel
//! parameter's bytes at the sizes the loaded kernel declares (`cuFuncGetParamInfo`). That
//! copy is how the runner sees the 128-byte tensor maps the generated host code encoded.
//!
//! None of these functions can return an error to its caller (the ABI returns void or a
//! handle): failures are recorded in the state and reported by the runner after the host
//! function returns. A launch still running after the launch timeout counts as a hang: the
//! stream is abandoned (later launches are skipped, no destructor waits on it) and the runner
//! reports it and exits. No panic crosses the C ABI.

use std::collections::HashMap;
use std::ffi::{c_char, c_void, CStr};
use std::sync::Mutex;

use cudarc::driver::sys;

use crate::cuda::{self, check};

/// One `mgpuLaunchKernel` call as the runner saw it.
#[derive(Debug, Clone)]
pub struct CapturedLaunch {
    /// The kernel's name as the host code asked `mgpuModuleGetFunction` for it.
    pub kernel: String,
    pub grid: [i64; 3],
    pub block: [i64; 3],
    pub smem: i32,
    /// `paramsCount` as the host code passed it.
    pub count: usize,
    /// The kernel's parameter count (`cuFuncGetParamCount`, where the driver has it).
    pub declared: Option<usize>,
    /// Each parameter's bytes, at the size the loaded kernel declares for it.
    pub params: Vec<Vec<u8>>,
    /// `cuLaunchKernel` accepted it.
    pub launched: bool,
}

/// One `tileReportEncodeFailure` call.
#[derive(Debug, Clone)]
pub struct EncodeFailure {
    pub result: i32,
    pub kernel: String,
    pub index: i32,
}

#[derive(Debug, Default)]
pub struct State {
    /// The PTX of every module loaded by a global constructor (`mgpuModuleLoadJIT`).
    pub ptx: Vec<String>,
    pub modules: usize,
    functions: HashMap<usize, String>,
    pub launches: Vec<CapturedLaunch>,
    pub failures: Vec<EncodeFailure>,
    /// Every CUDA error or misuse seen, in order.
    pub errors: Vec<String>,
    /// A launch did not finish within `launch_timeout` seconds.
    pub hung: bool,
    pub launch_timeout: f64,
    /// Streams created and not yet destroyed.
    pub live_streams: i64,
    /// Calls of each entry point (for the log).
    pub calls: HashMap<&'static str, u64>,
    /// When set (timing), a (start, stop) CUevent pair recorded around every launch on its
    /// stream; each launch's elapsed milliseconds land in `kernel_ms` once its stream is
    /// synchronised.
    pub timing_events: Option<(usize, usize)>,
    pending_event: bool,
    pub kernel_ms: Vec<f64>,
    /// Copy every launch's parameters into `launches` (the checks); off for lean timing,
    /// where only the launch itself is recorded.
    pub capture_params: bool,
    /// Device allocations made through `mgpuMemAlloc` and not yet freed (rebind workspaces).
    pub live_allocations: i64,
    /// Bytes of every `mgpuMemAlloc`, in order.
    pub allocations: Vec<u64>,
    /// Events created through `mgpuEventCreate` and not yet destroyed.
    pub live_events: i64,
}

static STATE: Mutex<Option<State>> = Mutex::new(None);

/// Run `f` on the state (created on first use).
pub fn with<R>(f: impl FnOnce(&mut State) -> R) -> R {
    let mut g = STATE.lock().unwrap_or_else(|p| p.into_inner());
    f(g.get_or_insert_with(State::default))
}

/// A fresh state before the shared object is loaded.
pub fn reset(launch_timeout: f64) {
    with(|s| {
        *s = State {
            launch_timeout,
            capture_params: true,
            ..Default::default()
        };
    });
}

fn record_error(m: String) {
    eprintln!("[mgpu] error: {m}");
    with(|s| s.errors.push(m));
}

fn count(name: &'static str) {
    with(|s| *s.calls.entry(name).or_insert(0) += 1);
}

/// Run `f`, turning a panic into a recorded error and `fallback`.
fn guarded<R>(name: &'static str, fallback: R, f: impl FnOnce() -> R) -> R {
    count(name);
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => {
            let m = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".into());
            record_error(format!("{name}: panic: {m}"));
            fallback
        }
    }
}

fn hung() -> bool {
    with(|s| s.hung)
}

/// `CUmodule mgpuModuleLoadJIT(void *data, int optLevel)`: called by the shared object's
/// global constructor while it is being dlopened (a context must be current).
///
/// # Safety
/// `data` is a NUL-terminated PTX image.
#[no_mangle]
pub unsafe extern "C" fn mgpuModuleLoadJIT(data: *mut c_void, opt_level: i32) -> sys::CUmodule {
    guarded("mgpuModuleLoadJIT", std::ptr::null_mut(), || {
        if data.is_null() {
            record_error("mgpuModuleLoadJIT: null image".into());
            return std::ptr::null_mut();
        }
        let ptx = unsafe { CStr::from_ptr(data as *const c_char) }
            .to_string_lossy()
            .into_owned();
        const LOG: usize = 1 << 16;
        let mut err = vec![0u8; LOG];
        use sys::CUjit_option_enum::*;
        let mut opts = [
            CU_JIT_ERROR_LOG_BUFFER,
            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
            CU_JIT_OPTIMIZATION_LEVEL,
        ];
        // Sizes and levels travel as integers cast to pointers (the JIT option convention).
        let mut vals: [*mut c_void; 3] = [
            err.as_mut_ptr() as _,
            LOG as *mut c_void,
            opt_level as isize as *mut c_void,
        ];
        let mut module: sys::CUmodule = std::ptr::null_mut();
        let res = unsafe {
            sys::cuModuleLoadDataEx(&mut module, data, 3, opts.as_mut_ptr(), vals.as_mut_ptr())
        };
        let log = String::from_utf8_lossy(&err[..err.iter().position(|&c| c == 0).unwrap_or(LOG)])
            .trim()
            .to_string();
        let entries = ptx.matches(".entry ").count();
        with(|s| s.ptx.push(ptx));
        if let Err(e) = check(res, || {
            format!(
                "mgpuModuleLoadJIT: cuModuleLoadDataEx(optLevel {opt_level}): JIT log:\n{log}\n"
            )
        }) {
            record_error(e.0);
            return std::ptr::null_mut();
        }
        eprintln!(
            "[mgpu] mgpuModuleLoadJIT: PTX module loaded (optLevel {opt_level}, {entries} .entry)"
        );
        with(|s| s.modules += 1);
        module
    })
}

/// `void mgpuModuleUnload(CUmodule module)`: the shared object's global destructor.
///
/// # Safety
/// `module` came from `mgpuModuleLoadJIT`.
#[no_mangle]
pub unsafe extern "C" fn mgpuModuleUnload(module: sys::CUmodule) {
    guarded("mgpuModuleUnload", (), || {
        if module.is_null() || hung() {
            return; // nothing loaded, or a hung kernel still uses it
        }
        if let Err(e) = check(unsafe { sys::cuModuleUnload(module) }, || {
            "mgpuModuleUnload: cuModuleUnload".into()
        }) {
            record_error(e.0);
        }
        with(|s| s.modules = s.modules.saturating_sub(1));
    })
}

/// `CUfunction mgpuModuleGetFunction(CUmodule module, const char *name)`.
///
/// # Safety
/// `name` is NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn mgpuModuleGetFunction(
    module: sys::CUmodule,
    name: *const c_char,
) -> sys::CUfunction {
    guarded("mgpuModuleGetFunction", std::ptr::null_mut(), || {
        let n = if name.is_null() {
            String::from("<null>")
        } else {
            unsafe { CStr::from_ptr(name) }
                .to_string_lossy()
                .into_owned()
        };
        if module.is_null() {
            record_error(format!(
                "mgpuModuleGetFunction(\"{n}\"): the module did not load"
            ));
            return std::ptr::null_mut();
        }
        let mut f: sys::CUfunction = std::ptr::null_mut();
        if let Err(e) = check(
            unsafe { sys::cuModuleGetFunction(&mut f, module, name) },
            || format!("mgpuModuleGetFunction: cuModuleGetFunction(\"{n}\")"),
        ) {
            record_error(e.0);
            return std::ptr::null_mut();
        }
        with(|s| s.functions.insert(f as usize, n));
        f
    })
}

/// `CUstream mgpuStreamCreate(void)`: a non-blocking stream, like MLIR's runtime.
#[no_mangle]
pub extern "C" fn mgpuStreamCreate() -> sys::CUstream {
    guarded("mgpuStreamCreate", std::ptr::null_mut(), || {
        let mut st: sys::CUstream = std::ptr::null_mut();
        let flags = sys::CUstream_flags_enum::CU_STREAM_NON_BLOCKING as u32;
        if let Err(e) = check(unsafe { sys::cuStreamCreate(&mut st, flags) }, || {
            "mgpuStreamCreate: cuStreamCreate".into()
        }) {
            record_error(e.0);
            return std::ptr::null_mut();
        }
        with(|s| s.live_streams += 1);
        st
    })
}

/// `void mgpuStreamDestroy(CUstream stream)`.
///
/// # Safety
/// `stream` came from `mgpuStreamCreate`.
#[no_mangle]
pub unsafe extern "C" fn mgpuStreamDestroy(stream: sys::CUstream) {
    guarded("mgpuStreamDestroy", (), || {
        if stream.is_null() || hung() {
            return; // a hung kernel may still be on it: leak it
        }
        if let Err(e) = check(unsafe { sys::cuStreamDestroy_v2(stream) }, || {
            "mgpuStreamDestroy: cuStreamDestroy".into()
        }) {
            record_error(e.0);
        }
        with(|s| s.live_streams -= 1);
    })
}

/// `void mgpuStreamSynchronize(CUstream stream)`: waits at most the launch timeout.
///
/// # Safety
/// `stream` came from `mgpuStreamCreate`.
#[no_mangle]
pub unsafe extern "C" fn mgpuStreamSynchronize(stream: sys::CUstream) {
    guarded("mgpuStreamSynchronize", (), || {
        if stream.is_null() || hung() {
            return;
        }
        let limit = with(|s| s.launch_timeout);
        let t0 = std::time::Instant::now();
        loop {
            let res = unsafe { sys::cuStreamQuery(stream) };
            match res {
                sys::CUresult::CUDA_SUCCESS => {
                    let (events, pending) =
                        with(|s| (s.timing_events, std::mem::take(&mut s.pending_event)));
                    if let (Some((a, b)), true) = (events, pending) {
                        let mut ms = 0f32;
                        let r = unsafe {
                            sys::cuEventElapsedTime_v2(
                                &mut ms,
                                a as sys::CUevent,
                                b as sys::CUevent,
                            )
                        };
                        match check(r, || "mgpuStreamSynchronize: cuEventElapsedTime".into()) {
                            Ok(()) => with(|s| s.kernel_ms.push(ms as f64)),
                            Err(e) => record_error(e.0),
                        }
                    }
                    return;
                }
                sys::CUresult::CUDA_ERROR_NOT_READY => {
                    if t0.elapsed().as_secs_f64() > limit {
                        let last = with(|s| {
                            s.launches
                                .last()
                                .map(|l| l.kernel.clone())
                                .unwrap_or_default()
                        });
                        record_error(format!(
                            "mgpuStreamSynchronize: the launch of {last} did not finish within {limit} s (a hang: e.g. an \
                             mbarrier wait whose transaction bytes never arrive)"
                        ));
                        with(|s| s.hung = true);
                        return;
                    }
                    // Spin (yielding) for the first 20 ms so that a short kernel's completion is
                    // seen at once (the host-call timing includes this wait), then poll gently.
                    if t0.elapsed().as_millis() < 20 {
                        std::thread::yield_now();
                    } else {
                        std::thread::sleep(std::time::Duration::from_micros(200));
                    }
                }
                _ => {
                    if let Err(e) = check(res, || "mgpuStreamSynchronize: cuStreamQuery".into()) {
                        record_error(e.0);
                    }
                    return;
                }
            }
        }
    })
}

/// The dynamic shared memory a launch gets without opting in (the driver's default limit).
const DEFAULT_DYNAMIC_SMEM: i32 = 48 * 1024;

/// `void mgpuLaunchKernel(CUfunction f, intptr_t gridX, gridY, gridZ, blockX, blockY, blockZ,
/// int32_t smem, CUstream stream, void **params, void **extra, size_t paramsCount)`.
/// Above 48 KiB of dynamic shared memory it first raises the function's
/// `CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES` to `smem` (as MLIR's CUDA runtime
/// wrappers do): the driver refuses such a launch otherwise.
///
/// # Safety
/// `params` holds `count` pointers to the kernel's parameter values.
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn mgpuLaunchKernel(
    f: sys::CUfunction,
    gx: isize,
    gy: isize,
    gz: isize,
    bx: isize,
    by: isize,
    bz: isize,
    smem: i32,
    stream: sys::CUstream,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
    count: usize,
) {
    guarded("mgpuLaunchKernel", (), || {
        let kernel = with(|s| s.functions.get(&(f as usize)).cloned())
            .unwrap_or_else(|| format!("<unknown CUfunction {f:?}>"));
        let grid = [gx as i64, gy as i64, gz as i64];
        let block = [bx as i64, by as i64, bz as i64];
        let mut launch = CapturedLaunch {
            kernel: kernel.clone(),
            grid,
            block,
            smem,
            count,
            declared: None,
            params: Vec::new(),
            launched: false,
        };
        if hung() {
            record_error(format!(
                "mgpuLaunchKernel({kernel}): skipped, an earlier launch hung"
            ));
            with(|s| s.launches.push(launch));
            return;
        }
        if f.is_null() {
            record_error(format!("mgpuLaunchKernel: null function ({kernel})"));
            with(|s| s.launches.push(launch));
            return;
        }
        if !extra.is_null() {
            record_error(format!(
                "mgpuLaunchKernel({kernel}): `extra` is not null (unexpected from MLIR's lowering)"
            ));
        }
        // Copy every parameter at the size the loaded kernel declares.
        // (Skipped for lean timing: the launch alone is recorded.)
        let capture = with(|s| s.capture_params);
        match capture.then(|| cuda::param_sizes(f, count)).transpose() {
            Ok(None) => {}
            Ok(Some((sizes, declared))) => {
                launch.declared = declared;
                if declared.is_some_and(|d| d != count) || sizes.len() != count {
                    record_error(format!(
                        "mgpuLaunchKernel({kernel}): the host code passes {count} parameters; the kernel declares {}",
                        declared.map_or(sizes.len().to_string(), |d| d.to_string())
                    ));
                }
                for (i, &size) in sizes.iter().enumerate() {
                    let p = unsafe { *params.add(i) } as *const u8;
                    if p.is_null() {
                        record_error(format!(
                            "mgpuLaunchKernel({kernel}): parameter {i} is a null pointer"
                        ));
                        launch.params.push(Vec::new());
                    } else {
                        launch
                            .params
                            .push(unsafe { std::slice::from_raw_parts(p, size) }.to_vec());
                    }
                }
            }
            Err(e) => record_error(format!("mgpuLaunchKernel({kernel}): {}", e.0)),
        }
        let dims_ok = grid
            .iter()
            .chain(&block)
            .all(|&d| (1..=i64::from(u32::MAX)).contains(&d))
            && smem >= 0;
        if !dims_ok {
            record_error(format!("mgpuLaunchKernel({kernel}): bad geometry grid {grid:?} block {block:?} smem {smem}"));
        } else {
            if smem > DEFAULT_DYNAMIC_SMEM {
                if let Err(e) = check(
                    unsafe {
                        sys::cuFuncSetAttribute(
                            f,
                            sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                            smem,
                        )
                    },
                    || {
                        format!("mgpuLaunchKernel({kernel}): cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES = {smem})")
                    },
                ) {
                    record_error(e.0);
                }
            }
            let events = with(|s| s.timing_events);
            if let Some((a, _)) = events {
                if let Err(e) = check(
                    unsafe { sys::cuEventRecord(a as sys::CUevent, stream) },
                    || "mgpuLaunchKernel: cuEventRecord(start)".into(),
                ) {
                    record_error(e.0);
                }
            }
            let res = unsafe {
                sys::cuLaunchKernel(
                    f,
                    gx as u32,
                    gy as u32,
                    gz as u32,
                    bx as u32,
                    by as u32,
                    bz as u32,
                    smem as u32,
                    stream,
                    params,
                    extra,
                )
            };
            if let Some((_, b)) = events {
                if let Err(e) = check(
                    unsafe { sys::cuEventRecord(b as sys::CUevent, stream) },
                    || "mgpuLaunchKernel: cuEventRecord(stop)".into(),
                ) {
                    record_error(e.0);
                }
                with(|s| s.pending_event = true);
            }
            match check(res, || {
                format!("mgpuLaunchKernel({kernel}): cuLaunchKernel(grid {grid:?}, block {block:?}, smem {smem})")
            }) {
                Ok(()) => launch.launched = true,
                Err(e) => record_error(e.0),
            }
        }
        with(|s| s.launches.push(launch));
    })
}

/// `void tileReportEncodeFailure(int32_t result, const char *kernel, int32_t descriptorIndex)`:
/// the generated host code calls it for every descriptor whose encode failed, then skips
/// the launch.
///
/// # Safety
/// `kernel` is NUL-terminated.
#[no_mangle]
pub unsafe extern "C" fn tileReportEncodeFailure(result: i32, kernel: *const c_char, index: i32) {
    guarded("tileReportEncodeFailure", (), || {
        let k = if kernel.is_null() {
            String::from("<null>")
        } else {
            unsafe { CStr::from_ptr(kernel) }
                .to_string_lossy()
                .into_owned()
        };
        eprintln!(
            "[mgpu] tileReportEncodeFailure: CUresult {result}, kernel {k}, descriptor {index}"
        );
        with(|s| {
            s.failures.push(EncodeFailure {
                result,
                kernel: k,
                index,
            })
        });
    })
}

/// `void *mgpuMemAlloc(uint64_t bytes, CUstream stream, bool hostShared)`: device memory
/// (`cuMemAlloc`, 256-byte aligned; the generated host code's rebind workspaces). Null on
/// failure (recorded).
#[no_mangle]
pub extern "C" fn mgpuMemAlloc(
    bytes: u64,
    _stream: sys::CUstream,
    host_shared: bool,
) -> *mut c_void {
    guarded("mgpuMemAlloc", std::ptr::null_mut(), || {
        if host_shared {
            record_error("mgpuMemAlloc: host-shared memory is not supported by this runner".into());
            return std::ptr::null_mut();
        }
        let mut p: sys::CUdeviceptr = 0;
        if let Err(e) = check(
            unsafe { sys::cuMemAlloc_v2(&mut p, bytes as usize) },
            || format!("mgpuMemAlloc: cuMemAlloc({bytes} bytes)"),
        ) {
            record_error(e.0);
            return std::ptr::null_mut();
        }
        with(|s| {
            s.live_allocations += 1;
            s.allocations.push(bytes);
        });
        p as usize as *mut c_void
    })
}

/// `void mgpuMemFree(void *ptr, CUstream stream)` (`cuMemFree`).
#[no_mangle]
pub extern "C" fn mgpuMemFree(ptr: *mut c_void, _stream: sys::CUstream) {
    guarded("mgpuMemFree", (), || {
        if ptr.is_null() || hung() {
            return;
        }
        match check(
            unsafe { sys::cuMemFree_v2(ptr as usize as sys::CUdeviceptr) },
            || "mgpuMemFree: cuMemFree".into(),
        ) {
            Ok(()) => with(|s| s.live_allocations -= 1),
            Err(e) => record_error(e.0),
        }
    })
}

/// `CUevent mgpuEventCreate(void)`: an event without timing (`CU_EVENT_DISABLE_TIMING`).
#[no_mangle]
pub extern "C" fn mgpuEventCreate() -> sys::CUevent {
    guarded("mgpuEventCreate", std::ptr::null_mut(), || {
        let mut e: sys::CUevent = std::ptr::null_mut();
        let flags = sys::CUevent_flags_enum::CU_EVENT_DISABLE_TIMING as u32;
        if let Err(err) = check(unsafe { sys::cuEventCreate(&mut e, flags) }, || {
            "mgpuEventCreate: cuEventCreate".into()
        }) {
            record_error(err.0);
            return std::ptr::null_mut();
        }
        with(|s| s.live_events += 1);
        e
    })
}

/// `void mgpuEventDestroy(CUevent event)`.
#[no_mangle]
pub extern "C" fn mgpuEventDestroy(event: sys::CUevent) {
    guarded("mgpuEventDestroy", (), || {
        if event.is_null() || hung() {
            return;
        }
        match check(unsafe { sys::cuEventDestroy_v2(event) }, || {
            "mgpuEventDestroy: cuEventDestroy".into()
        }) {
            Ok(()) => with(|s| s.live_events -= 1),
            Err(e) => record_error(e.0),
        }
    })
}

/// `void mgpuEventRecord(CUevent event, CUstream stream)`.
#[no_mangle]
pub extern "C" fn mgpuEventRecord(event: sys::CUevent, stream: sys::CUstream) {
    guarded("mgpuEventRecord", (), || {
        if event.is_null() {
            record_error("mgpuEventRecord: null event".into());
            return;
        }
        if let Err(e) = check(unsafe { sys::cuEventRecord(event, stream) }, || {
            "mgpuEventRecord: cuEventRecord".into()
        }) {
            record_error(e.0);
        }
    })
}

/// `void mgpuStreamWaitEvent(CUstream stream, CUevent event)`.
#[no_mangle]
pub extern "C" fn mgpuStreamWaitEvent(stream: sys::CUstream, event: sys::CUevent) {
    guarded("mgpuStreamWaitEvent", (), || {
        if event.is_null() {
            record_error("mgpuStreamWaitEvent: null event".into());
            return;
        }
        if let Err(e) = check(unsafe { sys::cuStreamWaitEvent(stream, event, 0) }, || {
            "mgpuStreamWaitEvent: cuStreamWaitEvent".into()
        }) {
            record_error(e.0);
        }
    })
}

/// `void mgpuEventSynchronize(CUevent event)`: waits at most the launch timeout (a hang is
/// recorded, not waited for).
#[no_mangle]
pub extern "C" fn mgpuEventSynchronize(event: sys::CUevent) {
    guarded("mgpuEventSynchronize", (), || {
        if event.is_null() || hung() {
            return;
        }
        let limit = with(|s| s.launch_timeout);
        let t0 = std::time::Instant::now();
        loop {
            match unsafe { sys::cuEventQuery(event) } {
                sys::CUresult::CUDA_SUCCESS => return,
                sys::CUresult::CUDA_ERROR_NOT_READY => {
                    if t0.elapsed().as_secs_f64() > limit {
                        record_error(format!(
                            "mgpuEventSynchronize: the event did not complete within {limit} s (a hang)"
                        ));
                        with(|s| s.hung = true);
                        return;
                    }
                    std::thread::yield_now();
                }
                res => {
                    if let Err(e) = check(res, || "mgpuEventSynchronize: cuEventQuery".into()) {
                        record_error(e.0);
                    }
                    return;
                }
            }
        }
    })
}

/// Every symbol this module defines for a dlopened `tile-opt --emit=host-so` object (the
/// runtime symbol list's loader share; `build.rs` exports exactly these from the executable).
pub const EXPORTED: &[&str] = tile_abi::symbols::LOADER_SYMBOLS;

/// Keeps the exported functions referenced (so no linker drops them).
pub fn exported_addresses() -> [usize; 15] {
    [
        mgpuModuleLoadJIT as *const () as usize,
        mgpuModuleUnload as *const () as usize,
        mgpuModuleGetFunction as *const () as usize,
        mgpuStreamCreate as *const () as usize,
        mgpuStreamDestroy as *const () as usize,
        mgpuStreamSynchronize as *const () as usize,
        mgpuLaunchKernel as *const () as usize,
        tileReportEncodeFailure as *const () as usize,
        mgpuMemAlloc as *const () as usize,
        mgpuMemFree as *const () as usize,
        mgpuEventCreate as *const () as usize,
        mgpuEventDestroy as *const () as usize,
        mgpuEventRecord as *const () as usize,
        mgpuStreamWaitEvent as *const () as usize,
        mgpuEventSynchronize as *const () as usize,
    ]
}

#[cfg(test)]
mod tests {
    #[test]
    fn build_rs_exports_exactly_these_symbols() {
        // build.rs exports the same list (the ABI crate's) ...
        let b = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/build.rs")).unwrap();
        assert!(b.contains("tile_abi::symbols::LOADER_SYMBOLS"));
        // ... and every name in it is a function this module defines, and only those.
        let m =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/mgpu.rs")).unwrap();
        let defined: Vec<&str> = m
            .split("extern \"C\" fn ")
            .skip(1)
            .filter_map(|rest| rest.split('(').next())
            .collect();
        for name in super::EXPORTED {
            assert!(defined.contains(name), "{name} is exported but not defined");
        }
        assert_eq!(super::EXPORTED.len(), super::exported_addresses().len());
    }
}
