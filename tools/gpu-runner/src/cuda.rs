//! Thin, checked wrappers over the CUDA driver API (cudarc `driver::sys`, loaded with
//! dlopen). Every call's CUresult is checked and turned into an error naming the call.

use std::ffi::{c_void, CStr, CString};
use std::path::Path;

use cudarc::driver::sys;

use crate::data::POISON;
use crate::Error;

/// Turn a CUresult into an error naming the call, the error's name and its description.
pub fn check(res: sys::CUresult, what: impl FnOnce() -> String) -> Result<(), Error> {
    if res == sys::CUresult::CUDA_SUCCESS {
        return Ok(());
    }
    let mut name: *const std::ffi::c_char = std::ptr::null();
    let mut desc: *const std::ffi::c_char = std::ptr::null();
    let (name, desc) = unsafe {
        sys::cuGetErrorName(res, &mut name);
        sys::cuGetErrorString(res, &mut desc);
        let s = |p: *const std::ffi::c_char| {
            if p.is_null() {
                String::from("?")
            } else {
                CStr::from_ptr(p).to_string_lossy().into_owned()
            }
        };
        (s(name), s(desc))
    };
    Err(Error::new(format!(
        "{} failed: {name} ({res:?} = {}): {desc}",
        what(),
        res as i32
    )))
}

macro_rules! ck {
    ($call:expr, $($what:tt)+) => {
        $crate::cuda::check(unsafe { $call }, || format!($($what)+))
    };
}
pub(crate) use ck;

pub struct Device {
    pub ordinal: i32,
    pub dev: sys::CUdevice,
    pub ctx: sys::CUcontext,
    pub stream: sys::CUstream,
    pub name: String,
    pub cc: (i32, i32),
    pub sms: i32,
    pub driver_version: i32,
}

impl Drop for Device {
    fn drop(&mut self) {
        unsafe {
            sys::cuStreamDestroy_v2(self.stream);
            sys::cuDevicePrimaryCtxRelease_v2(self.dev);
        }
        let _ = self.ctx;
    }
}

impl Device {
    /// Load libcuda, initialise, retain the primary context of device `ordinal`.
    pub fn open(ordinal: i32) -> Result<Device, Error> {
        if !unsafe { sys::is_culib_present() } {
            return Err(Error::new(
                "no CUDA driver: libcuda.so could not be loaded (this runner needs an NVIDIA GPU and its driver; \
                 run it on the GPU machine, e.g. through tools/gpu-check --remote)",
            ));
        }
        ck!(sys::cuInit(0), "cuInit")?;
        let mut driver_version = 0;
        ck!(
            sys::cuDriverGetVersion(&mut driver_version),
            "cuDriverGetVersion"
        )?;
        let mut count = 0;
        ck!(sys::cuDeviceGetCount(&mut count), "cuDeviceGetCount")?;
        if ordinal >= count {
            return Err(Error::new(format!(
                "device {ordinal} requested, {count} present"
            )));
        }
        let mut dev: sys::CUdevice = 0;
        ck!(
            sys::cuDeviceGet(&mut dev, ordinal),
            "cuDeviceGet({ordinal})"
        )?;
        let mut name = [0 as std::ffi::c_char; 256];
        ck!(
            sys::cuDeviceGetName(name.as_mut_ptr(), 256, dev),
            "cuDeviceGetName"
        )?;
        let name = unsafe { CStr::from_ptr(name.as_ptr()) }
            .to_string_lossy()
            .into_owned();
        let attr = |a: sys::CUdevice_attribute| -> Result<i32, Error> {
            let mut v = 0;
            ck!(
                sys::cuDeviceGetAttribute(&mut v, a, dev),
                "cuDeviceGetAttribute({a:?})"
            )?;
            Ok(v)
        };
        use sys::CUdevice_attribute_enum::*;
        let cc = (
            attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
            attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
        );
        let sms = attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?;
        let mut ctx: sys::CUcontext = std::ptr::null_mut();
        ck!(
            sys::cuDevicePrimaryCtxRetain(&mut ctx, dev),
            "cuDevicePrimaryCtxRetain"
        )?;
        ck!(sys::cuCtxSetCurrent(ctx), "cuCtxSetCurrent")?;
        let mut stream: sys::CUstream = std::ptr::null_mut();
        ck!(
            sys::cuStreamCreate(
                &mut stream,
                sys::CUstream_flags_enum::CU_STREAM_NON_BLOCKING as u32
            ),
            "cuStreamCreate"
        )?;
        Ok(Device {
            ordinal,
            dev,
            ctx,
            stream,
            name,
            cc,
            sms,
            driver_version,
        })
    }

    pub fn describe(&self) -> String {
        format!(
            "{} (device {}, sm_{}{}, {} SMs, driver API {}.{})",
            self.name,
            self.ordinal,
            self.cc.0,
            self.cc.1,
            self.sms,
            self.driver_version / 1000,
            self.driver_version % 1000 / 10
        )
    }

    /// TMA kernels need sm_90 or newer: an error naming the device otherwise.
    pub fn require_tma(&self) -> Result<(), Error> {
        if self.cc.0 < 9 {
            return Err(Error::new(format!(
                "{} is sm_{}{}: TMA kernels need sm_90 or newer",
                self.name, self.cc.0, self.cc.1
            )));
        }
        Ok(())
    }

    /// Wait for the stream (polling cuStreamQuery), giving up after `secs` seconds: `Ok(false)` when
    /// the work is still running then (a hung kernel, e.g. an mbarrier wait that never
    /// completes). The caller must then leak the context and its buffers (no destructor may
    /// wait on the hung work) and let the process exit, which ends the kernel.
    pub fn sync_within(&self, what: &str, secs: f64) -> Result<bool, Error> {
        let t0 = std::time::Instant::now();
        loop {
            let res = unsafe { sys::cuStreamQuery(self.stream) };
            match res {
                sys::CUresult::CUDA_SUCCESS => return Ok(true),
                sys::CUresult::CUDA_ERROR_NOT_READY => {
                    if t0.elapsed().as_secs_f64() > secs {
                        return Ok(false);
                    }
                    std::thread::sleep(std::time::Duration::from_micros(200));
                }
                _ => return check(res, || format!("cuStreamQuery after {what}")).map(|_| true),
            }
        }
    }
}

/// Guard bytes on each side of every buffer, poisoned and checked after each launch.
pub const GUARD: usize = 4096;

/// A device buffer of `len` bytes with poisoned guard regions before and after.
pub struct Buffer {
    base: sys::CUdeviceptr,
    pub len: usize,
}

impl Buffer {
    pub fn new(len: usize) -> Result<Buffer, Error> {
        let mut base = 0;
        ck!(
            sys::cuMemAlloc_v2(&mut base, len + 2 * GUARD),
            "cuMemAlloc({} bytes)",
            len + 2 * GUARD
        )?;
        let b = Buffer { base, len };
        ck!(
            sys::cuMemsetD8_v2(base, POISON, len + 2 * GUARD),
            "cuMemsetD8(poison)"
        )?;
        Ok(b)
    }

    /// Address of the first byte the kernel may touch.
    pub fn ptr(&self) -> sys::CUdeviceptr {
        self.base + GUARD as u64
    }

    pub fn upload(&self, host: &[u8]) -> Result<(), Error> {
        assert_eq!(host.len(), self.len);
        ck!(
            sys::cuMemcpyHtoD_v2(self.ptr(), host.as_ptr() as *const c_void, self.len),
            "cuMemcpyHtoD({} bytes)",
            self.len
        )
    }

    pub fn poison(&self) -> Result<(), Error> {
        ck!(
            sys::cuMemsetD8_v2(self.base, POISON, self.len + 2 * GUARD),
            "cuMemsetD8(poison)"
        )
    }

    pub fn download(&self, host: &mut [u8]) -> Result<(), Error> {
        assert_eq!(host.len(), self.len);
        ck!(
            sys::cuMemcpyDtoH_v2(host.as_mut_ptr() as *mut c_void, self.ptr(), self.len),
            "cuMemcpyDtoH({} bytes)",
            self.len
        )
    }

    /// The guard regions as they are now: (before, after).
    pub fn guards(&self) -> Result<(Vec<u8>, Vec<u8>), Error> {
        let mut a = vec![0u8; GUARD];
        let mut b = vec![0u8; GUARD];
        ck!(
            sys::cuMemcpyDtoH_v2(a.as_mut_ptr() as *mut c_void, self.base, GUARD),
            "cuMemcpyDtoH(guard)"
        )?;
        ck!(
            sys::cuMemcpyDtoH_v2(
                b.as_mut_ptr() as *mut c_void,
                self.base + (GUARD + self.len) as u64,
                GUARD
            ),
            "cuMemcpyDtoH(guard)"
        )?;
        Ok((a, b))
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        unsafe {
            sys::cuMemFree_v2(self.base);
        }
    }
}

pub struct Module {
    pub module: sys::CUmodule,
    pub info_log: String,
}

impl Module {
    /// [`Module::load`], then the JIT's info log (if any) on stderr as one line after `tag`.
    pub fn load_logged(path: &Path, tag: &str) -> Result<Module, Error> {
        let module = Module::load(path)?;
        if !module.info_log.is_empty() {
            eprintln!("{tag} JIT: {}", module.info_log.replace('\n', " | "));
        }
        Ok(module)
    }

    /// Load PTX (JIT-compiled by the driver) or a cubin; ptxas' messages come back in the error.
    pub fn load(path: &Path) -> Result<Module, Error> {
        let mut image = std::fs::read(path)
            .map_err(|e| Error::new(format!("{}: cannot read: {e}", path.display())))?;
        image.push(0); // PTX must be NUL-terminated; a trailing byte is harmless for a cubin
        const LOG: usize = 1 << 16;
        let mut info = vec![0u8; LOG];
        let mut err = vec![0u8; LOG];
        use sys::CUjit_option_enum::*;
        let mut opts = [
            CU_JIT_INFO_LOG_BUFFER,
            CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
            CU_JIT_ERROR_LOG_BUFFER,
            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
            CU_JIT_LOG_VERBOSE,
        ];
        // Sizes and flags travel as integers cast to pointers (the JIT option convention).
        #[allow(clippy::manual_dangling_ptr)]
        let mut vals: [*mut c_void; 5] = [
            info.as_mut_ptr() as _,
            LOG as *mut c_void,
            err.as_mut_ptr() as _,
            LOG as *mut c_void,
            1 as *mut c_void,
        ];
        let mut module: sys::CUmodule = std::ptr::null_mut();
        let res = unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                image.as_ptr() as *const c_void,
                5,
                opts.as_mut_ptr(),
                vals.as_mut_ptr(),
            )
        };
        let text = |b: &[u8]| {
            String::from_utf8_lossy(&b[..b.iter().position(|&c| c == 0).unwrap_or(b.len())])
                .trim()
                .to_string()
        };
        check(res, || {
            format!(
                "cuModuleLoadDataEx({}): JIT log:\n{}\n",
                path.display(),
                text(&err)
            )
        })?;
        Ok(Module {
            module,
            info_log: text(&info),
        })
    }

    pub fn function(&self, name: &str) -> Result<sys::CUfunction, Error> {
        let c = CString::new(name).map_err(|_| Error::new("kernel name has a NUL byte"))?;
        let mut f: sys::CUfunction = std::ptr::null_mut();
        ck!(
            sys::cuModuleGetFunction(&mut f, self.module, c.as_ptr()),
            "cuModuleGetFunction(\"{name}\")"
        )?;
        Ok(f)
    }
}

impl Drop for Module {
    fn drop(&mut self) {
        unsafe {
            sys::cuModuleUnload(self.module);
        }
    }
}

/// Sizes of the kernel's parameters 0..n, as the loaded image declares them, and the kernel's
/// parameter count where the driver exports `cuFuncGetParamCount` (newer than CUDA 13.0).
/// No index past the end is probed: memcheck reports that failing call as an error.
pub fn param_sizes(f: sys::CUfunction, n: usize) -> Result<(Vec<usize>, Option<usize>), Error> {
    type CountFn = unsafe extern "C" fn(sys::CUfunction, *mut usize) -> sys::CUresult;
    let count = match unsafe { sys::culib().get::<CountFn>(b"cuFuncGetParamCount\0") } {
        Ok(sym) => {
            let mut c = 0usize;
            ck!((*sym)(f, &mut c), "cuFuncGetParamCount")?;
            Some(c)
        }
        Err(_) => None,
    };
    let n = count.map_or(n, |c| c.min(n));
    let sizes = (0..n)
        .map(|i| {
            let (mut off, mut size) = (0usize, 0usize);
            ck!(
                sys::cuFuncGetParamInfo(f, i, &mut off, &mut size),
                "cuFuncGetParamInfo({i}): the kernel has fewer parameters than the case"
            )?;
            Ok(size)
        })
        .collect::<Result<Vec<_>, Error>>()?;
    Ok((sizes, count))
}

pub fn func_attr(f: sys::CUfunction, a: sys::CUfunction_attribute) -> Result<i32, Error> {
    let mut v = 0;
    ck!(
        sys::cuFuncGetAttribute(&mut v, a, f),
        "cuFuncGetAttribute({a:?})"
    )?;
    Ok(v)
}

/// Everything a launch needs; `params` point at storage that outlives the launch.
pub struct Launch {
    pub func: sys::CUfunction,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub cluster: Option<[u32; 3]>,
    pub dynamic_smem: u32,
    pub params: Vec<*mut c_void>,
}

impl Launch {
    pub fn prepare(&self) -> Result<(), Error> {
        if self.dynamic_smem > 48 * 1024 {
            ck!(
                sys::cuFuncSetAttribute(
                    self.func,
                    sys::CUfunction_attribute_enum::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    self.dynamic_smem as i32
                ),
                "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES = {})",
                self.dynamic_smem
            )?;
        }
        Ok(())
    }

    /// Enqueue one launch with cuLaunchKernelEx (cluster dims as a launch attribute).
    pub fn launch(&mut self, stream: sys::CUstream) -> Result<(), Error> {
        let mut attrs: Vec<sys::CUlaunchAttribute> = Vec::new();
        if let Some(c) = self.cluster.filter(|c| *c != [1, 1, 1]) {
            let mut a: sys::CUlaunchAttribute = unsafe { std::mem::zeroed() };
            a.id = sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
            a.value.clusterDim = sys::CUlaunchAttributeValue_union__bindgen_ty_1 {
                x: c[0],
                y: c[1],
                z: c[2],
            };
            attrs.push(a);
        }
        let cfg = sys::CUlaunchConfig {
            gridDimX: self.grid[0],
            gridDimY: self.grid[1],
            gridDimZ: self.grid[2],
            blockDimX: self.block[0],
            blockDimY: self.block[1],
            blockDimZ: self.block[2],
            sharedMemBytes: self.dynamic_smem,
            hStream: stream,
            attrs: attrs.as_mut_ptr(),
            numAttrs: attrs.len() as u32,
        };
        ck!(
            sys::cuLaunchKernelEx(
                &cfg,
                self.func,
                self.params.as_mut_ptr(),
                std::ptr::null_mut()
            ),
            "cuLaunchKernelEx(grid {:?}, block {:?}, cluster {:?}, smem {})",
            self.grid,
            self.block,
            self.cluster,
            self.dynamic_smem
        )
    }
}
