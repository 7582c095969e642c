//! A loaded module and its kernels: `Module::load` takes the PTX (or a
//! cubin) and the launch manifest tile-opt wrote for it; `Kernel::launch`
//! binds the caller's arguments ([`crate::bind`]), encodes the tensor maps,
//! provides the rebind workspace (allocated once per kernel and stream,
//! and again when a larger grid needs more), and launches with grid, block, cluster
//! and dynamic shared memory on the caller's stream.

use std::collections::HashMap;
use std::ffi::{c_void, CString};
use std::sync::Mutex;

use cudarc::driver::sys;
use tile_abi::manifest::{KernelManifest, Manifest};

use crate::arg::Arg;
use crate::bind::{Binder, Bound};
pub use crate::config::LaunchConfig;
use crate::config::{resolve, Resolved};
use crate::driver::{self, check, DeviceBuffer};
use crate::error::RuntimeError;
use crate::prepared::{LaunchKey, Prepared, PreparedLaunches};

/// Dynamic shared memory a kernel may use without opting in.
const DEFAULT_DYNAMIC_SMEM: u32 = 48 * 1024;

/// A module loaded into a device's primary context.
pub struct Module {
    module: sys::CUmodule,
    context: sys::CUcontext,
    cu_device: sys::CUdevice,
    device: i32,
    kernels: Vec<KernelState>,
}

// SAFETY: the handles are the driver's and usable from any thread once the
// context is current (every call makes it current first); the mutable
// state (workspace, shared-memory opt-in) is behind a mutex.
unsafe impl Send for Module {}
// SAFETY: as above.
unsafe impl Sync for Module {}

struct KernelState {
    manifest: KernelManifest,
    function: sys::CUfunction,
    mutable: Mutex<KernelCache>,
}

#[derive(Default)]
struct KernelCache {
    /// One rebind workspace per stream: launches on one stream run in order
    /// and may share one; launches on two streams may run at once, and the
    /// kernel writes its descriptors into the workspace's slots.
    workspaces: HashMap<u64, DeviceBuffer>,
    dynamic_smem_allowed: u32,
    /// Recent launches, bound ([`crate::prepared`]).
    prepared: PreparedLaunches,
}

/// One kernel of a [`Module`].
pub struct Kernel<'m> {
    module: &'m Module,
    state: &'m KernelState,
}

impl Module {
    /// Loads `image` (PTX text or a cubin) on device `device`, with the
    /// launch manifest `manifest` (`tile-opt --pipeline=... --emit=manifest`).
    /// Every kernel of the manifest that the image defines can be launched.
    pub fn load(image: &[u8], manifest: &str, device: i32) -> Result<Module, RuntimeError> {
        let manifest = Manifest::read(manifest)?;
        if !manifest.complete {
            return Err(RuntimeError::Incomplete);
        }
        let (cu_device, context) = driver::primary_context(device)?;
        let mut data = image.to_vec();
        data.push(0); // PTX is read up to a NUL; a trailing byte is harmless for a cubin
        let mut module: sys::CUmodule = std::ptr::null_mut();
        check(
            unsafe { sys::cuModuleLoadData(&mut module, data.as_ptr() as *const c_void) },
            || "cuModuleLoadData".into(),
        )?;
        let mut kernels = Vec::new();
        for k in manifest.kernels {
            let Ok(name) = CString::new(k.entry_name()) else {
                continue;
            };
            let mut function: sys::CUfunction = std::ptr::null_mut();
            let found = unsafe { sys::cuModuleGetFunction(&mut function, module, name.as_ptr()) };
            if found == sys::CUresult::CUDA_SUCCESS {
                kernels.push(KernelState {
                    manifest: k,
                    function,
                    mutable: Mutex::new(KernelCache::default()),
                });
            }
        }
        Ok(Module {
            module,
            context,
            cu_device,
            device,
            kernels,
        })
    }

    /// The kernel `name`.
    pub fn kernel(&self, name: &str) -> Result<Kernel<'_>, RuntimeError> {
        let found: Vec<&KernelState> = self
            .kernels
            .iter()
            .filter(|k| k.manifest.name == name)
            .collect();
        match found[..] {
            [state] => Ok(Kernel {
                module: self,
                state,
            }),
            _ => Err(RuntimeError::Kernel {
                name: name.into(),
                found: if found.is_empty() {
                    format!(
                        "not in this module (it has {})",
                        self.kernels
                            .iter()
                            .map(|k| k.manifest.name.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )
                } else {
                    format!("{} kernels have this name", found.len())
                },
            }),
        }
    }

    /// The device the module is loaded on.
    pub fn device(&self) -> i32 {
        self.device
    }
}

impl Drop for Module {
    fn drop(&mut self) {
        // Workspaces are freed with the kernels' caches, in this context.
        let _ = driver::make_current(self.context);
        self.kernels.clear();
        // SAFETY: loaded by cuModuleLoadData and unloaded once; the primary
        // context was retained once by `load`.
        unsafe {
            sys::cuModuleUnload(self.module);
            sys::cuDevicePrimaryCtxRelease_v2(self.cu_device);
        }
    }
}

impl Kernel<'_> {
    /// The kernel's entry of the launch manifest.
    pub fn manifest(&self) -> &KernelManifest {
        &self.state.manifest
    }

    /// Binds `args` for `config` without launching: every argument checked,
    /// every lowered parameter's bytes, the tensor maps' encode arguments
    /// checked (the workspace at a placeholder address when there is one).
    pub fn check(&self, args: &[Arg], config: &LaunchConfig) -> Result<Bound, RuntimeError> {
        resolve(&self.state.manifest, config)?;
        let binder = Binder::new(&self.state.manifest, args, config.grid)?;
        let placeholder = binder.workspace()?.map(|w| w.alignment.max(256));
        binder.bind(placeholder)
    }

    /// Launches the kernel on `args` with `config`. Nothing is launched when
    /// an argument, a descriptor or the configuration is refused.
    pub fn launch(&self, args: &[Arg], config: &LaunchConfig) -> Result<(), RuntimeError> {
        driver::make_current(self.module.context)?;
        let key = LaunchKey::new(args, config);
        let mut cache = self.cache()?;
        if let Some(prepared) = cache.prepared.get(&key) {
            return self.launch_prepared(prepared);
        }
        let prepared = self.prepare(args, config, &mut cache)?;
        self.launch_prepared(&prepared)?;
        cache.prepared.insert(key, prepared);
        Ok(())
    }

    fn cache(&self) -> Result<std::sync::MutexGuard<'_, KernelCache>, RuntimeError> {
        self.state.mutable.lock().map_err(|_| RuntimeError::Config {
            kernel: self.state.manifest.name.clone(),
            message: "a launch of this kernel panicked earlier".into(),
        })
    }

    /// Checks and binds a launch that is not remembered: the device of
    /// every tensor, the configuration, every argument, the workspace
    /// (replaced, and every remembered launch forgotten, when it is too
    /// small), the encodes, the dynamic-shared-memory opt-in.
    fn prepare(
        &self,
        args: &[Arg],
        config: &LaunchConfig,
        cache: &mut KernelCache,
    ) -> Result<Prepared, RuntimeError> {
        let Resolved {
            config,
            cluster_attribute,
        } = resolve(&self.state.manifest, config)?;
        let name = &self.state.manifest.name;
        for (i, arg) in args.iter().enumerate() {
            if let Arg::Tensor(t) = arg {
                let on = driver::device_of(t.address).map_err(|e| RuntimeError::Arg {
                    kernel: name.clone(),
                    param: self.original_index(i),
                    ty: self.original_type(i),
                    message: format!("0x{:x} is not device memory ({e})", t.address),
                })?;
                if on != self.module.device {
                    return Err(RuntimeError::Arg {
                        kernel: name.clone(),
                        param: self.original_index(i),
                        ty: self.original_type(i),
                        message: format!(
                            "the tensor is on device {on}; the module is loaded on device {}",
                            self.module.device
                        ),
                    });
                }
            }
        }
        let binder = Binder::new(&self.state.manifest, args, config.grid)?;
        let workspace = match binder.workspace()? {
            None => None,
            Some(need) => {
                let fits = cache.workspaces.get(&config.stream).is_some_and(|w| {
                    w.bytes >= need.bytes && w.address().is_multiple_of(need.alignment)
                });
                if !fits {
                    cache.prepared.clear();
                    cache.workspaces.remove(&config.stream);
                    let buffer = DeviceBuffer::new(need.bytes)?;
                    cache.workspaces.insert(config.stream, buffer);
                }
                cache
                    .workspaces
                    .get(&config.stream)
                    .map(DeviceBuffer::address)
            }
        };
        let mut bound = binder.bind(workspace)?;
        for d in &bound.descriptors {
            let bytes = d.request.encode().map_err(|e| RuntimeError::Descriptor {
                kernel: name.clone(),
                param: d.param,
                ty: d.ty.clone(),
                message: e.to_string(),
            })?;
            bound.params[d.position] = bytes.iter().flat_map(|w| w.to_le_bytes()).collect();
        }
        if config.dynamic_smem > DEFAULT_DYNAMIC_SMEM
            && config.dynamic_smem > cache.dynamic_smem_allowed
        {
            check(
                unsafe {
                    sys::cuFuncSetAttribute(
                        self.state.function,
                        sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                        config.dynamic_smem as i32,
                    )
                },
                || {
                    format!(
                        "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES, {})",
                        config.dynamic_smem
                    )
                },
            )?;
            cache.dynamic_smem_allowed = config.dynamic_smem;
        }
        Ok(Prepared::new(config, cluster_attribute, &bound.params))
    }

    /// Hands a bound launch to the driver (`cuLaunchKernel`, or
    /// `cuLaunchKernelEx` for a cluster given as a launch attribute).
    fn launch_prepared(&self, prepared: &Prepared) -> Result<(), RuntimeError> {
        let config = &prepared.config;
        // The driver copies each parameter from these pointers at the call
        // and writes through none of them.
        let mut pointers: Vec<*mut c_void> = prepared
            .words
            .iter()
            .map(|w| w.as_ptr() as *mut c_void)
            .collect();
        let mut attrs = Vec::new();
        if let Some([x, y, z]) = config.cluster.filter(|_| prepared.cluster_attribute) {
            // SAFETY: a zeroed attribute is a valid bit pattern; id and
            // value are set below.
            let mut attr: sys::CUlaunchAttribute = unsafe { std::mem::zeroed() };
            attr.id = sys::CUlaunchAttributeID::CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
            attr.value.clusterDim.x = x;
            attr.value.clusterDim.y = y;
            attr.value.clusterDim.z = z;
            attrs.push(attr);
        }
        let call = || {
            format!(
                "cuLaunchKernel({}, grid {:?}, block {:?})",
                self.state.manifest.name, config.grid, config.block
            )
        };
        if attrs.is_empty() {
            // No launch attribute: the plain launch, the driver's shortest path.
            return check(
                unsafe {
                    sys::cuLaunchKernel(
                        self.state.function,
                        config.grid[0],
                        config.grid[1],
                        config.grid[2],
                        config.block[0],
                        config.block[1],
                        config.block[2],
                        config.dynamic_smem,
                        config.stream as sys::CUstream,
                        pointers.as_mut_ptr(),
                        std::ptr::null_mut(),
                    )
                },
                call,
            );
        }
        let launch = sys::CUlaunchConfig {
            gridDimX: config.grid[0],
            gridDimY: config.grid[1],
            gridDimZ: config.grid[2],
            blockDimX: config.block[0],
            blockDimY: config.block[1],
            blockDimZ: config.block[2],
            sharedMemBytes: config.dynamic_smem,
            hStream: config.stream as sys::CUstream,
            attrs: attrs.as_mut_ptr(),
            numAttrs: attrs.len() as u32,
        };
        check(
            unsafe {
                sys::cuLaunchKernelEx(
                    &launch,
                    self.state.function,
                    pointers.as_mut_ptr(),
                    std::ptr::null_mut(),
                )
            },
            call,
        )
    }

    fn original_index(&self, i: usize) -> usize {
        self.originals().nth(i).map(|p| p.index).unwrap_or(i)
    }

    fn original_type(&self, i: usize) -> String {
        self.originals()
            .nth(i)
            .map(|p| p.ty.clone())
            .unwrap_or_default()
    }

    fn originals(&self) -> impl Iterator<Item = &tile_abi::manifest::Param> {
        self.state
            .manifest
            .params
            .iter()
            .filter(|p| p.kind == tile_abi::manifest::ParamKind::Original)
    }
}
