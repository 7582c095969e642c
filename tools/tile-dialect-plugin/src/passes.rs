//! The pass-plugin entry point: `mlir-opt-22 --load-pass-plugin=<this
//! library>` registers every Rust pass of the project (`tile-verify`,
//! `tile-separate-host-tma`, ..., the lowering passes) in MLIR's pass
//! registry, by the name `tile-opt` knows it by.
//!
//! The passes are MLIR C API external passes, which cannot declare options,
//! so the glue registers a small C++ pass per Rust pass that keeps the
//! option text of `pass{key=value ...}` and has Rust build the pass with it
//! (the same `PassOptions` parsing as `tile-opt`: unknown keys and bad
//! values are errors of the pipeline), then runs it on the op.

use melior::Context;
use mlir_sys::{MlirPass, MlirStringRef};
use std::ffi::{c_char, c_void, CStr};
use std::sync::OnceLock;
use tile_passes::pass_info::{PassDefaults, PassInfo, PassOptions};
use tile_passes::Registry;

/// Reports an error message to the C++ side.
type ErrorSink = extern "C" fn(sink: *mut c_void, message: MlirStringRef);

extern "C" {
    // cpp/PassRegistration.cpp: registers pass `index`, built by `create`.
    fn tileRegisterPass(
        create: extern "C" fn(usize, MlirStringRef, ErrorSink, *mut c_void) -> MlirPass,
        index: usize,
    );
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

/// Builds pass `index` with `options` (`key=value ...`, the text between
/// the braces of `pass{...}`); on failure reports why to `on_error(sink,
/// message)` and returns a null pass. Called by the C++ glue when MLIR
/// registers the pass, checks its options and runs it.
extern "C" fn create_pass(
    index: usize,
    options: MlirStringRef,
    on_error: ErrorSink,
    sink: *mut c_void,
) -> MlirPass {
    let bytes = if options.data.is_null() || options.length == 0 {
        &[][..]
    } else {
        // SAFETY: the glue passes a valid string of `length` bytes.
        unsafe { std::slice::from_raw_parts(options.data.cast::<u8>(), options.length) }
    };
    let built = std::str::from_utf8(bytes)
        .map_err(|e| format!("pass options are not UTF-8: {e}"))
        .and_then(|text| build(index, text));
    match built {
        Ok(pass) => pass,
        Err(message) => {
            on_error(
                sink,
                MlirStringRef {
                    data: message.as_ptr().cast(),
                    length: message.len(),
                },
            );
            MlirPass {
                ptr: std::ptr::null_mut(),
            }
        }
    }
}

fn build(index: usize, options: &str) -> Result<MlirPass, String> {
    let info = passes()
        .get(index)
        .ok_or_else(|| format!("no pass number {index}"))?;
    let text = (!options.trim().is_empty()).then_some(options);
    let options = PassOptions::parse(info.name, text).map_err(|e| e.to_string())?;
    // The constructors take a context for passes that build attributes from
    // their options; the pass does not keep it.
    let context = Context::new();
    let pass =
        (info.create)(&context, &options, &PassDefaults::default()).map_err(|e| e.to_string())?;
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
            assert!(build(index, "").is_ok(), "{}", passes()[index].name);
        }
    }

    #[test]
    fn options_are_parsed_like_tile_opt() {
        let index = |name: &str| {
            passes()
                .iter()
                .position(|p| p.name == name)
                .unwrap_or_else(|| panic!("no pass {name}"))
        };
        assert!(build(index("tile-lower-to-nvvm"), "emit=asm").is_ok());
        assert!(build(index("tile-verify"), " target=sm_80 ").is_ok());
        let error = build(index("tile-verify"), "target=sm_70").err();
        assert!(
            error.as_deref().is_some_and(|e| e.contains("sm_70")),
            "{error:?}"
        );
        assert!(build(index("tile-verify"), "bogus=1").is_err());
    }
}
