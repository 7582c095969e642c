//! `libTileDialectPlugin.so`: the `tile` dialect for upstream MLIR tools.
//!
//! `mlir-opt-22 --load-dialect-plugin=target/<profile>/libTileDialectPlugin.so`
//! looks up [`mlirGetDialectPluginInfo`] and calls its callback with the
//! tool's `mlir::DialectRegistry`, which gets the `tile` dialect: the
//! ODS-generated C++ and, through its verifier hooks, the Rust semantic
//! verifier (`tile_dialect::hook`). So upstream `mlir-opt` parses, prints and
//! verifies tile IR with the same diagnostics as `tile-opt`.
//!
//! The library links `libMLIR.so` / `libLLVM.so`, the shared libraries
//! `mlir-opt-22` itself runs on (build.rs puts them first on the link line),
//! so the dialect registers into the tool's own registries. Only the MLIR C
//! API, which `libMLIR.so` does not export, comes from the static archives.

#![allow(non_snake_case)] // the library's name is fixed by MLIR's plugin convention

use std::ffi::{c_char, c_void};

/// `MLIR_PLUGIN_API_VERSION` of mlir/Tools/Plugins/PassPlugin.h (MLIR 22);
/// `mlir-opt` refuses a plugin built for another.
pub const MLIR_PLUGIN_API_VERSION: u32 = 1;

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
        api_version: MLIR_PLUGIN_API_VERSION,
        plugin_name: c"tile".as_ptr(),
        plugin_version: concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast(),
        register_dialect_registry_callbacks: register_tile_dialect,
    }
}
