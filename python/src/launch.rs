//! Launching through tile_runtime: `bind` (no GPU) and `LoadedModule`.

use pyo3::prelude::*;
use pyo3::types::PyBytes;
use tile_abi::manifest::Manifest;
use tile_runtime::bind::Binder;
use tile_runtime::{LaunchConfig, Module, RuntimeError};

use crate::args::args;
use crate::NativeLaunchError;

fn launch_error(e: RuntimeError) -> PyErr {
    let param = match &e {
        RuntimeError::Arg { param, .. } | RuntimeError::Descriptor { param, .. } => Some(*param),
        _ => None,
    };
    NativeLaunchError::new_err((e.to_string(), param))
}

/// The lowered parameters of a launch of `kernel` (bytes each), bound
/// without a GPU from the manifest's JSON; the workspace (if any) at a
/// placeholder address. Raises `NativeLaunchError` naming the parameter.
#[pyfunction]
pub fn bind<'py>(
    py: Python<'py>,
    manifest: &str,
    kernel: &str,
    arguments: &Bound<'py, PyAny>,
    grid: [u32; 3],
) -> PyResult<Vec<Bound<'py, PyBytes>>> {
    let m = Manifest::read(manifest).map_err(|e| launch_error(e.into()))?;
    let k = m.kernels.iter().find(|k| k.name == kernel).ok_or_else(|| {
        NativeLaunchError::new_err((
            format!("no kernel '{kernel}' in the manifest"),
            None::<usize>,
        ))
    })?;
    let list = args(arguments)?;
    let binder = Binder::new(k, &list, grid).map_err(launch_error)?;
    let placeholder = binder
        .workspace()
        .map_err(launch_error)?
        .map(|w| w.alignment.max(256));
    let bound = binder.bind(placeholder).map_err(launch_error)?;
    Ok(bound.params.iter().map(|p| PyBytes::new(py, p)).collect())
}

/// Launch extents from Python: an int, or a sequence of 1 to 3 ints (the
/// missing ones 1). Raises `ValueError` naming `what` otherwise.
pub fn dims(value: &Bound<'_, PyAny>, what: &str) -> PyResult<[u32; 3]> {
    if let Ok(x) = value.extract::<u32>() {
        return Ok([x, 1, 1]);
    }
    let given: Vec<u32> = value.extract().map_err(|_| {
        pyo3::exceptions::PyValueError::new_err(format!(
            "{what} must be an int or 1 to 3 non-negative ints"
        ))
    })?;
    if given.is_empty() || given.len() > 3 {
        return Err(pyo3::exceptions::PyValueError::new_err(format!(
            "{what} has {} dimensions (1 to 3)",
            given.len()
        )));
    }
    let mut out = [1u32; 3];
    out[..given.len()].copy_from_slice(&given);
    Ok(out)
}

/// A compiled module loaded on a GPU (`tile_runtime::Module`).
#[pyclass(frozen)]
pub struct LoadedModule {
    module: Module,
}

#[pymethods]
impl LoadedModule {
    /// Loads `image` (PTX text as bytes, or a cubin) with its launch
    /// manifest's JSON on device `device`.
    #[new]
    fn new(py: Python<'_>, image: Vec<u8>, manifest: String, device: i32) -> PyResult<Self> {
        let module = py
            .detach(move || Module::load(&image, &manifest, device))
            .map_err(launch_error)?;
        Ok(LoadedModule { module })
    }

    /// Launches `kernel` on `arguments` (see `tile_opt.launch`); `grid`,
    /// `block` and `cluster` are an int or 1 to 3 ints (the rest 1).
    #[pyo3(signature = (kernel, arguments, grid, block, cluster = None, dynamic_smem = 0, stream = 0))]
    #[allow(clippy::too_many_arguments)]
    fn launch(
        &self,
        py: Python<'_>,
        kernel: &str,
        arguments: &Bound<'_, PyAny>,
        grid: &Bound<'_, PyAny>,
        block: &Bound<'_, PyAny>,
        cluster: Option<&Bound<'_, PyAny>>,
        dynamic_smem: u32,
        stream: u64,
    ) -> PyResult<()> {
        let list = args(arguments)?;
        let config = LaunchConfig {
            grid: dims(grid, "grid")?,
            block: dims(block, "block")?,
            cluster: cluster.map(|c| dims(c, "cluster")).transpose()?,
            dynamic_smem,
            stream,
        };
        let kernel = kernel.to_string();
        py.detach(|| {
            let k = self.module.kernel(&kernel)?;
            k.launch(&list, &config)
        })
        .map_err(launch_error)
    }
}
