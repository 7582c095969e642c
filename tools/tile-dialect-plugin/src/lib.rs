//! The plugin entry point.
#![allow(non_snake_case)]

use std::ffi::{c_char, c_void};

#[repr(C)]
pub struct DialectPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register: extern "C" fn(*mut c_void),
}

extern "C" fn register(registry: *mut c_void) {
    let registry = mlir_sys::MlirDialectRegistry { ptr: registry };
    unsafe { tile_dialect::registration::insert_into_raw_registry(registry) };
}

#[no_mangle]
pub extern "C" fn mlirGetDialectPluginInfo() -> DialectPluginLibraryInfo {
    DialectPluginLibraryInfo {
        api_version: 1,
        plugin_name: c"tile".as_ptr(),
        plugin_version: c"0.1".as_ptr(),
        register,
    }
}
