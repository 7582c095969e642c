//! The dialect-plugin entry point: `mlir-opt-22 --load-dialect-plugin=<this
//! library>` looks up [`mlirGetDialectPluginInfo`] and calls its callback with
//! the tool's `mlir::DialectRegistry`, which gets the `tile` dialect.

use std::ffi::{c_char, c_void, CStr};

/// `mlir::DialectPluginLibraryInfo` (mlir/Tools/Plugins/DialectPlugin.h),
/// field for field.
#[repr(C)]
pub struct DialectPluginLibraryInfo {
    /// The plugin API version the library implements.
    pub api_version: u32,
    /// The plugin's name.
    pub plugin_name: *const c_char,
    /// The plugin's version.
    pub plugin_version: *const c_char,
    /// Called with the tool's `mlir::DialectRegistry *`.
    pub register_dialect_registry_callbacks: extern "C" fn(registry: *mut c_void),
}

/// Adds the `tile` dialect to the tool's registry.
extern "C" fn register_tile_dialect(registry: *mut c_void) {
    let registry = mlir_sys::MlirDialectRegistry { ptr: registry };
    // SAFETY: MLIR calls this with its live `mlir::DialectRegistry *`, which is
    // what an `MlirDialectRegistry` wraps.
    unsafe { tile_dialect::registration::insert_into_raw_registry(registry) }
}

/// The entry point `mlir-opt --load-dialect-plugin` looks up.
#[no_mangle]
pub extern "C" fn mlirGetDialectPluginInfo() -> DialectPluginLibraryInfo {
    DialectPluginLibraryInfo {
        api_version: crate::MLIR_PLUGIN_API_VERSION,
        plugin_name: PLUGIN_NAME.as_ptr(),
        plugin_version: crate::plugin_version(),
        register_dialect_registry_callbacks: register_tile_dialect,
    }
}

const PLUGIN_NAME: &CStr = c"tile";
