//! The pass-plugin entry point: `mlir-opt-22 --load-pass-plugin=<this
//! library>` registers every Rust pass of the project (`tile-verify`,
//! `tile-separate-host-tma`, ..., the lowering passes) in MLIR's pass
//! registry, by the name `tile-opt` knows it by.
//!
//! The passes are MLIR C API external passes, which cannot declare options:
//! in upstream pipelines each runs with its defaults (`tile-verify` checks
//! for each op's own target, `tile-lower-to-nvvm` emits intrinsics,
//! `tile-separate-host-tma` writes no manifest). A pass given options there
//! is rejected by MLIR's option parser.

use melior::Context;
use mlir_sys::MlirPass;
use std::ffi::{c_char, CStr};
use std::sync::OnceLock;
use tile_passes::pass_info::{PassDefaults, PassInfo, PassOptions};
use tile_passes::Registry;

extern "C" {
    // cpp/PassRegistration.cpp: registers `create(index)` with mlir::registerPass.
    fn tileRegisterPass(create: extern "C" fn(index: usize) -> MlirPass, index: usize);
}

/// `mlir::PassPluginLibraryInfo` (mlir/Tools/Plugins/PassPlugin.h), field
/// for field.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    /// The plugin API version the library implements.
    pub api_version: u32,
    /// The plugin's name.
    pub plugin_name: *const c_char,
    /// The plugin's version.
    pub plugin_version: *const c_char,
    /// Called once to register the passes.
    pub register_pass_registry_callbacks: extern "C" fn(),
}

/// Every Rust pass, as the driver's registry lists them.
fn passes() -> &'static [PassInfo] {
    static PASSES: OnceLock<Vec<PassInfo>> = OnceLock::new();
    PASSES.get_or_init(|| {
        let mut registry = Registry::new();
        tile_lowering::passes::register(&mut registry);
        registry.passes().into_iter().cloned().collect()
    })
}

/// Builds pass `index` with its default options (MLIR calls this whenever
/// a pipeline names the pass, and once when registering it).
extern "C" fn create_pass(index: usize) -> MlirPass {
    match build(index) {
        Ok(pass) => pass,
        Err(message) => {
            // Every descriptor builds with default options (tested in
            // tile-passes and here); a pass cannot be refused at this point.
            eprintln!("tile pass plugin: {message}");
            std::process::abort()
        }
    }
}

fn build(index: usize) -> Result<MlirPass, String> {
    let info = passes()
        .get(index)
        .ok_or_else(|| format!("no pass number {index}"))?;
    let options = PassOptions::parse(info.name, None).map_err(|e| e.to_string())?;
    // The constructors take a context for passes that build attributes from
    // their options; none needs it for default options.
    let context = Context::new();
    let pass = (info.create)(&context, &options, &PassDefaults::default())
        .map_err(|e| e.to_string())?;
    Ok(pass.to_raw())
}

/// Registers every Rust pass.
extern "C" fn register_passes() {
    for index in 0..passes().len() {
        // SAFETY: glue call; `create_pass` builds pass `index`.
        unsafe { tileRegisterPass(create_pass, index) };
    }
}

/// The entry point `mlir-opt --load-pass-plugin` looks up.
#[no_mangle]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: crate::MLIR_PLUGIN_API_VERSION,
        plugin_name: PLUGIN_NAME.as_ptr(),
        plugin_version: crate::plugin_version(),
        register_pass_registry_callbacks: register_passes,
    }
}

const PLUGIN_NAME: &CStr = c"tile-passes";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pass_builds_with_default_options() {
        assert!(passes().len() >= 7, "{}", passes().len());
        for index in 0..passes().len() {
            assert!(build(index).is_ok(), "{}", passes()[index].name);
        }
    }
}
