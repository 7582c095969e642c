//! NVIDIA's libdevice: the math library (`__nv_sinf`, `__nv_expf`...) that
//! upstream's `math` to NVVM conversion calls for `math.sin`, `math.exp`,
//! `math.log`, `math.tanh`, `math.erf`, `math.sqrt`, `math.rsqrt`,
//! `math.exp2` and the like. Such a call is an external function to the
//! NVPTX back end, and the PTX it wrote named it without a definition:
//! ptxas refused it ("Unresolved extern function '__nv_sinf'").
//!
//! As upstream's NVVM target does, the unit's LLVM module is linked with
//! `libdevice.10.bc` before code generation: its definitions become
//! internal, those the unit does not call are dropped (`globaldce`), and
//! the NVPTX back
//! end's `NVVMReflect` pass resolves libdevice's `__nvvm_reflect` queries
//! (flush-to-zero off). libdevice ships with the CUDA toolkit (and the
//! `nvidia-cuda-nvcc` wheel); it is not part of LLVM, nor of this compiler,
//! so it is found at run time, the first that exists of ([`candidates`]):
//!
//! 1. the path the embedder or the command line gives
//!    (`Session::set_libdevice`, `tile-opt --libdevice=PATH`);
//! 2. `$TILE_LIBDEVICE`;
//! 3. `nvvm/libdevice/libdevice.10.bc` under `$CUDA_HOME`, `$CUDA_PATH`,
//!    `$CUDA_ROOT` (a toolkit, or a wheel's `nvidia/cu13` folder);
//! 4. `/usr/local/cuda/nvvm/libdevice/libdevice.10.bc`;
//! 5. `/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc` (Debian's
//!    `nvidia-cuda-toolkit`).
//!
//! A unit that calls libdevice when none is found is refused before code
//! generation (`[libdevice]`, at each function's first call, naming it and
//! where the compiler looked).

use super::OutputError;
use inkwell::{
    module::{Linkage, Module as LlvmModule},
    passes::PassBuilderOptions,
    targets::TargetMachine,
    values::BasicValue,
};
use std::path::{Path, PathBuf};

/// The environment variable that names libdevice.
pub const LIBDEVICE_ENV: &str = "TILE_LIBDEVICE";

/// The prefix of libdevice's functions.
pub const LIBDEVICE_PREFIX: &str = "__nv_";

/// Where libdevice is looked for, in order (see the module documentation).
pub fn candidates(explicit: Option<&Path>) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = explicit.map(Path::to_path_buf).into_iter().collect();
    if let Some(path) = std::env::var_os(LIBDEVICE_ENV).filter(|p| !p.is_empty()) {
        out.push(PathBuf::from(path));
    }
    for variable in ["CUDA_HOME", "CUDA_PATH", "CUDA_ROOT"] {
        if let Some(root) = std::env::var_os(variable).filter(|p| !p.is_empty()) {
            out.push(PathBuf::from(root).join("nvvm/libdevice/libdevice.10.bc"));
        }
    }
    out.push(PathBuf::from(
        "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc",
    ));
    out.push(PathBuf::from(
        "/usr/lib/nvidia-cuda-toolkit/libdevice/libdevice.10.bc",
    ));
    out
}

/// The first of [`candidates`] that is a file; else every place looked.
pub fn find(explicit: Option<&Path>) -> Result<PathBuf, Vec<PathBuf>> {
    let looked = candidates(explicit);
    // An explicit path that is not a file is an error, not a hint.
    if let Some(path) = explicit {
        return if path.is_file() {
            Ok(path.to_path_buf())
        } else {
            Err(vec![path.to_path_buf()])
        };
    }
    looked.iter().find(|p| p.is_file()).cloned().ok_or(looked)
}

/// The message of the `[libdevice]` error for a call of `function` when
/// libdevice is not in any of `looked`.
pub fn missing_message(function: &str, looked: &[PathBuf]) -> String {
    let places: Vec<String> = looked.iter().map(|p| p.display().to_string()).collect();
    format!(
        "[libdevice] this call of {function} (NVIDIA's libdevice, which math ops such as \
         math.sin, math.exp or math.sqrt on floats become) needs libdevice.10.bc, and none was \
         found (looked in {}); give its path with --libdevice=PATH or {LIBDEVICE_ENV}, or set \
         CUDA_HOME to a CUDA toolkit",
        places.join(", ")
    )
}

/// Whether `module` declares a libdevice function it uses.
pub(super) fn needs_libdevice(module: &LlvmModule<'_>) -> Option<String> {
    module.get_functions().find_map(|f| {
        let name = f.get_name().to_str().ok()?;
        (name.starts_with(LIBDEVICE_PREFIX)
            && f.count_basic_blocks() == 0
            && f.as_global_value()
                .as_pointer_value()
                .get_first_use()
                .is_some())
        .then(|| name.to_string())
    })
}

/// Links libdevice (`path`) into `module` (unit `unit`): its functions
/// become internal after the link, and `globaldce` drops those `module`
/// does not call.
pub(super) fn link(
    module: &LlvmModule<'_>,
    machine: &TargetMachine,
    path: &Path,
    unit: &str,
) -> Result<(), OutputError> {
    let failed = |why: String| OutputError::Libdevice {
        unit: unit.to_string(),
        message: format!("cannot link {}: {why}", path.display()),
    };
    let library = LlvmModule::parse_bitcode_from_path(path, module.get_context())
        .map_err(|e| failed(e.to_string()))?;
    library.set_triple(&module.get_triple());
    library.set_data_layout(&module.get_data_layout());
    let defined: Vec<String> = library
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0)
        .filter_map(|f| f.get_name().to_str().ok().map(str::to_string))
        .chain(
            library
                .get_globals()
                .filter(|g| g.get_initializer().is_some())
                .filter_map(|g| g.get_name().to_str().ok().map(str::to_string)),
        )
        .collect();
    module
        .link_in_module(library)
        .map_err(|e| failed(e.to_string()))?;
    if let Some(missing) = needs_libdevice(module) {
        return Err(failed(format!("it does not define {missing}")));
    }
    for name in &defined {
        if let Some(function) = module.get_function(name) {
            function.set_linkage(Linkage::Internal);
        } else if let Some(global) = module.get_global(name) {
            global.set_linkage(Linkage::Internal);
        }
    }
    module
        .run_passes("globaldce", machine, PassBuilderOptions::create())
        .map_err(|e| failed(e.to_string()))
}
