//! `tile_opt._native`: the compiled half of the `tile_opt` Python package
//! (the Python half, `tile_opt/`, is the API users import).
//!
//! - `compile(source, strategy, pipeline, target)`: one compile through
//!   `tile_compiler` on a session kept per thread (a session owns an MLIR
//!   context, which never leaves its thread), with the GIL released; the
//!   artifacts come back as plain Python data. Errors raise
//!   `NativeCompileError(message, diagnostics)`.
//! - `compile_built(description, ...)`: the same for a module described
//!   by `tile_opt.builder` (JSON), replayed through the typed builders.
//! - `bind(manifest_json, kernel, args, grid)`: binds a launch without a
//!   GPU (`tile_runtime::bind`): the lowered parameters' bytes, or
//!   `NativeLaunchError`.
//! - `LoadedModule(image, manifest_json, device)` and its `launch(...)`:
//!   `tile_runtime` on a GPU.
//!
//! A Rust panic becomes Python's `PanicException`; it never ends the
//! interpreter.

mod args;
mod built;
mod compile;
mod launch;

use pyo3::prelude::*;

pyo3::create_exception!(
    _native,
    NativeCompileError,
    pyo3::exceptions::PyException,
    "A compile refused: args are (message, diagnostics as dicts)."
);
pyo3::create_exception!(
    _native,
    NativeLaunchError,
    pyo3::exceptions::PyException,
    "A launch refused or failed: args are (message, parameter index or None)."
);

/// The tile-opt version this module was built from.
#[pyfunction]
fn version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add(
        "NativeCompileError",
        m.py().get_type::<NativeCompileError>(),
    )?;
    m.add("NativeLaunchError", m.py().get_type::<NativeLaunchError>())?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_function(wrap_pyfunction!(compile::compile, m)?)?;
    m.add_function(wrap_pyfunction!(built::compile_built, m)?)?;
    m.add_function(wrap_pyfunction!(built::print_built, m)?)?;
    m.add_function(wrap_pyfunction!(launch::bind, m)?)?;
    m.add_class::<launch::LoadedModule>()?;
    Ok(())
}
