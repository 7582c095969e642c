//! The few CUDA driver calls the runtime makes, each checked: driver and
//! context set-up, device memory for the rebind workspace, and the device
//! a pointer belongs to.

use std::ffi::{c_char, CStr};

use cudarc::driver::sys;

use crate::error::RuntimeError;

/// `Ok` for `CUDA_SUCCESS`, else a [`RuntimeError::Driver`] naming `call`.
pub fn check(result: sys::CUresult, call: impl FnOnce() -> String) -> Result<(), RuntimeError> {
    if result == sys::CUresult::CUDA_SUCCESS {
        return Ok(());
    }
    let text = |get: unsafe extern "C" fn(sys::CUresult, *mut *const c_char) -> sys::CUresult| {
        let mut p: *const c_char = std::ptr::null();
        // SAFETY: the driver returns a static string or leaves p null.
        unsafe {
            get(result, &mut p);
            if p.is_null() {
                "?".to_string()
            } else {
                CStr::from_ptr(p).to_string_lossy().into_owned()
            }
        }
    };
    Err(RuntimeError::Driver {
        call: call(),
        name: text(cuda_error_name),
        code: result as i32,
        description: text(cuda_error_string),
    })
}

unsafe extern "C" fn cuda_error_name(r: sys::CUresult, p: *mut *const c_char) -> sys::CUresult {
    sys::cuGetErrorName(r, p)
}

unsafe extern "C" fn cuda_error_string(r: sys::CUresult, p: *mut *const c_char) -> sys::CUresult {
    sys::cuGetErrorString(r, p)
}

/// The primary context of device `ordinal`, made current on this thread
/// (the context torch and the CUDA runtime use).
pub fn primary_context(ordinal: i32) -> Result<(sys::CUdevice, sys::CUcontext), RuntimeError> {
    // SAFETY: is_culib_present only tries to dlopen libcuda.
    if !unsafe { sys::is_culib_present() } {
        return Err(RuntimeError::NoDriver);
    }
    check(unsafe { sys::cuInit(0) }, || "cuInit".into())?;
    let mut device: sys::CUdevice = 0;
    check(unsafe { sys::cuDeviceGet(&mut device, ordinal) }, || {
        format!("cuDeviceGet({ordinal})")
    })?;
    let mut context: sys::CUcontext = std::ptr::null_mut();
    check(
        unsafe { sys::cuDevicePrimaryCtxRetain(&mut context, device) },
        || "cuDevicePrimaryCtxRetain".into(),
    )?;
    make_current(context)?;
    Ok((device, context))
}

/// Makes `context` current on the calling thread.
pub fn make_current(context: sys::CUcontext) -> Result<(), RuntimeError> {
    check(unsafe { sys::cuCtxSetCurrent(context) }, || {
        "cuCtxSetCurrent".into()
    })
}

/// The ordinal of the device that owns `address`, or why it has none (a
/// host pointer, a freed one).
pub fn device_of(address: u64) -> Result<i32, RuntimeError> {
    let mut ordinal: i32 = -1;
    check(
        unsafe {
            sys::cuPointerGetAttribute(
                &mut ordinal as *mut i32 as *mut std::ffi::c_void,
                sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                address,
            )
        },
        || format!("cuPointerGetAttribute(DEVICE_ORDINAL, 0x{address:x})"),
    )?;
    Ok(ordinal)
}

/// Device memory the runtime owns (the rebind workspace).
#[derive(Debug)]
pub struct DeviceBuffer {
    address: sys::CUdeviceptr,
    /// Its size in bytes.
    pub bytes: u64,
}

impl DeviceBuffer {
    /// `bytes` of device memory in the current context (at least 256-byte
    /// aligned, as `cuMemAlloc` gives).
    pub fn new(bytes: u64) -> Result<Self, RuntimeError> {
        let mut address = 0;
        let size = usize::try_from(bytes.max(1)).unwrap_or(usize::MAX);
        check(unsafe { sys::cuMemAlloc_v2(&mut address, size) }, || {
            format!("cuMemAlloc({bytes} bytes)")
        })?;
        Ok(DeviceBuffer { address, bytes })
    }

    /// Its device address.
    pub fn address(&self) -> u64 {
        self.address
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        // SAFETY: allocated by cuMemAlloc and freed once.
        unsafe {
            sys::cuMemFree_v2(self.address);
        }
    }
}
