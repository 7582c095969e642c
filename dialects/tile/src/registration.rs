//! Registration of the C++ dialect generated from `td/*.td`.

use melior::{
    dialect::{DialectHandle, DialectRegistry},
    Context,
};

extern "C" {
    fn mlirGetDialectHandle__tile__() -> mlir_sys::MlirDialectHandle;
}

/// The C API handle of the `tile` dialect.
pub fn dialect_handle() -> DialectHandle {
    // SAFETY: the function is defined by MLIR_DEFINE_CAPI_DIALECT_REGISTRATION in
    // cpp/TileDialect.cpp and returns a static handle.
    unsafe { DialectHandle::from_raw(mlirGetDialectHandle__tile__()) }
}

/// Adds the `tile` dialect to `registry`.
pub fn register_dialect(registry: &DialectRegistry) {
    dialect_handle().insert_dialect(registry);
}

/// Adds the `tile` dialect to a registry owned by C++ code (a host tool's
/// `mlir::DialectRegistry`, as the dialect-plugin and LSP entry points get it).
///
/// # Safety
/// `registry` must wrap a live `mlir::DialectRegistry`.
pub unsafe fn insert_into_raw_registry(registry: mlir_sys::MlirDialectRegistry) {
    // SAFETY: the handle is static; the caller vouches for the registry.
    unsafe { mlir_sys::mlirDialectHandleInsertDialect(mlirGetDialectHandle__tile__(), registry) }
}

/// Registers and loads the `tile` dialect into `context`.
pub fn load_dialect(context: &Context) {
    let handle = dialect_handle();
    handle.register_dialect(context);
    handle.load_dialect(context);
}

/// A context with every upstream dialect and `tile` registered, the
/// [`PRELOADED_DIALECTS`] loaded (the others load on first use), and
/// single-threaded, so diagnostics come in a deterministic order.
pub fn context_with_all_dialects() -> Context {
    let registry = DialectRegistry::new();
    melior::utility::register_all_dialects(&registry);
    register_dialect(&registry);
    let context = Context::new_with_registry(&registry, false);
    for name in PRELOADED_DIALECTS {
        context.get_or_load_dialect(name);
    }
    context
}

/// The dialects loaded up front: those whose ops and types the Rust passes
/// and builders create. Every other registered dialect loads when the
/// parser or a pass first needs it. Loading all of them (about 80) makes
/// everything that walks the loaded dialects slower: printing a single type
/// or attribute (MLIR builds an `AsmState`, which collects and sorts every
/// loaded dialect's interfaces) and the interface collections of rewrites.
pub const PRELOADED_DIALECTS: [&str; 12] = [
    "builtin", "tile", "func", "gpu", "arith", "memref", "scf", "cf", "affine", "llvm", "nvvm",
    "index",
];
