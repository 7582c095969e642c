//! In-process LLVM IR and PTX output.
//!
//! The last stage of the pipeline: once the passes have lowered a module to
//! the LLVM and NVVM dialects, this module turns each unit of device code
//! into text without leaving the process, the way
//! `mlir-translate --mlir-to-llvmir | llc` would:
//!
//! 1. [`gpu_modules`] finds the units: every `gpu.module` op, or, for a module
//!    that has none but whose body is already in the LLVM dialect, the
//!    top-level `builtin.module` itself.
//! 2. [`translate_to_llvm_ir`] runs MLIR's `mlirTranslateModuleToLLVMIR` on a
//!    unit (the translations are registered by
//!    `melior::utility::register_all_llvm_translations`). The LLVM module it
//!    returns lives in a fresh LLVM context; both are wrapped in inkwell's
//!    owning `Context` / `Module` immediately, so they are freed on every
//!    path. MLIR's C API and inkwell's llvm-sys declare the same C types
//!    (`LLVMOpaqueContext`, `LLVMOpaqueModule`) as distinct Rust types, so
//!    the raw pointers are cast across. Diagnostics MLIR emits while
//!    translating are recorded into [`OutputError::Translate`] and also
//!    passed on to any handler attached earlier (a driver's sink).
//! 3. [`compile_to_ptx`] sets the `nvptx64-nvidia-cuda` triple and the NVPTX
//!    data layout on that module and runs LLVM's NVPTX backend through a
//!    `TargetMachine` (cpu = the target, `sm_90a`; features = the PTX ISA
//!    version, `+ptx80`; `-O2`; default relocation and code model) into a
//!    memory buffer. This mirrors what `llc` does with
//!    `-mtriple=nvptx64-nvidia-cuda -mcpu=<target> -mattr=+ptx<NN>
//!    -asm-verbose=false` (llc also replaces the data layout with the
//!    target's), so the output is byte-identical to
//!    `mlir-translate --mlir-to-llvmir | llc -asm-verbose=false` on the same
//!    input. Without verbose-assembly comments: LLVM's loop comments name
//!    every enclosing loop on every block (`// Parent Loop BB0_7 Depth=5`),
//!    which made the PTX of D nested loops grow as D^3 (559 MB at D = 800,
//!    out of memory at 1,600); ptxas ignores comments.
//!    [`translate_unit`] and [`compile_units_to_ptx`] split the two steps:
//!    translation needs the MLIR context (one thread), code generation
//!    does not, so several units compile on several threads, each in its
//!    own LLVM context and target machine, with the same bytes as one after
//!    the other.
//! 4. [`module_ptx_version`] picks the PTX ISA version of a unit: the
//!    target's minimum, raised by a `tile.ptx_version = "8.6"` attribute on
//!    the `gpu.module` or on the top module (the lowering pass records there
//!    what the features it emitted need), and to 8.1 when a kernel's
//!    parameters take more than 4352 bytes. [`module_target`] reads the
//!    target a unit names (`#nvvm.target<chip = ...>`, else `tile.target`).
//!    [`untranslatable_top_level_ops`] lists what must not reach the
//!    translation (an op with no module-level translation crashed it).
//!
//! 5. [`plan_split`] and [`translate_chunks`] split a unit of many
//!    independent kernels into chunks (the same for any thread count), each
//!    translated into an LLVM module of its own so that their code
//!    generation runs in parallel; [`stitch_ptx`] joins their PTX into the
//!    bytes the whole unit gives.
//!
//! Nothing here changes the MLIR module (the split moves a chunk's kernels
//! out for its translation and back). One limit is LLVM's, not this
//! module's: an instruction the NVPTX backend cannot select for the target
//! (say `tile::gather4` on sm_90a) is a fatal LLVM error, after which LLVM
//! must not be returned to. [`install_fatal_error_handler`] turns it into a
//! message for threads armed with [`catch_fatal_errors_on_this_thread`]
//! (`tile_compiler::Session` runs all work on such threads and parks the one
//! LLVM stopped on); elsewhere it ends the process with status 1, as `llc`
//! does. The `tile` verifier's target checks keep such input from getting
//! here.

mod codegen;
mod culprit;
pub mod externs;
mod large_cfg;
pub mod libdevice;
mod split;
mod split_blocks;
mod stitch;
mod units;
pub mod workers;

pub use codegen::{
    codegen_level, compile_to_ptx, compile_units_to_ptx, translate_to_llvm_ir, translate_unit,
    TranslatedUnit, EMISSION_ATTRIBUTE, NVPTX_TRIPLE,
};
pub use culprit::{culprit_function, culprit_in};
pub use large_cfg::{has_large_cfg, LARGE_CFG_MIN_BLOCKS};
pub use split::{plan_split, translate_chunks, SplitPlan, DEFAULT_CHUNK_OPS};
pub use stitch::{stitch_ptx, StitchError};
pub use units::{
    checked_module_ptx_version, gpu_modules, is_gpu_module, module_ptx_version, module_target,
    parse_ptx_version, unit_name, untranslatable_top_level_ops,
};

use thiserror::Error;
use tile_rules::target::TargetError;

/// What can go wrong while producing LLVM IR or PTX.
#[derive(Debug, Error)]
pub enum OutputError {
    /// `mlirTranslateModuleToLLVMIR` returned no module, typically because
    /// the unit still holds ops outside the LLVM and NVVM dialects.
    /// `diagnostics` holds what MLIR reported, one rendered diagnostic per
    /// entry (`file:line:col: error: message`).
    #[error(
        "cannot translate {unit} to LLVM IR (it must contain only LLVM and NVVM dialect ops \
         that have an LLVM IR translation){}",
        render_diagnostics(.diagnostics)
    )]
    Translate {
        /// The unit, e.g. `gpu.module @kernels`.
        unit: String,
        /// MLIR's diagnostics, rendered.
        diagnostics: Vec<String>,
    },
    /// LLVM has no NVPTX target (the LLVM build lacks it).
    #[error("LLVM has no NVPTX target: {0}")]
    NoNvptxTarget(String),
    /// LLVM refused to create a target machine for this cpu and features.
    #[error("cannot create an NVPTX target machine for cpu '{cpu}' with features '{features}'")]
    TargetMachine {
        /// The cpu (`sm_90a`).
        cpu: String,
        /// The feature string (`+ptx80`).
        features: String,
    },
    /// The NVPTX backend failed.
    #[error("NVPTX code generation failed for {unit}: {message}")]
    Codegen {
        /// The unit.
        unit: String,
        /// LLVM's message.
        message: String,
    },
    /// The backend produced bytes that are not UTF-8 (never expected for PTX).
    #[error("the {what} of {unit} is not valid UTF-8")]
    NotUtf8 {
        /// `LLVM IR` or `PTX`.
        what: &'static str,
        /// The unit.
        unit: String,
    },
    /// A `tile.ptx_version` attribute that is not a `"major.minor"` string
    /// naming a PTX ISA version the output can be written in.
    #[error("tile.ptx_version: {0}")]
    PtxVersion(tile_rules::PtxVersionError),
    /// The PTX of a split unit's chunks could not be stitched into one
    /// text (never expected, see [`split`]).
    #[error("cannot stitch the PTX of {unit}'s chunks: {source}")]
    Stitch {
        /// The unit.
        unit: String,
        /// Why.
        source: StitchError,
    },
    /// libdevice (the math library the unit calls) is missing, could not
    /// be linked, or lacks a function the unit calls.
    #[error("{unit}: libdevice: {message}")]
    Libdevice {
        /// The unit.
        unit: String,
        /// What went wrong.
        message: String,
    },
    /// The target named by `#nvvm.target<chip = ...>` or `tile.target` is
    /// not one this compiler supports.
    #[error("{unit}: {source}")]
    Target {
        /// The unit (or attribute) that named it.
        unit: String,
        /// Why the name was rejected.
        source: TargetError,
    },
}

fn render_diagnostics(diagnostics: &[String]) -> String {
    if diagnostics.is_empty() {
        String::new()
    } else {
        format!(":\n{}", diagnostics.join("\n"))
    }
}

/// Receives the message of a fatal LLVM error.
type FatalErrorSink = Box<dyn FnOnce(String) + Send>;

thread_local! {
    /// Where a fatal LLVM error on this thread is reported instead of
    /// ending the process (see [`catch_fatal_errors_on_this_thread`]).
    static FATAL_ERROR_SINK: std::cell::RefCell<Option<FatalErrorSink>> =
        const { std::cell::RefCell::new(None) };
}

/// Installs LLVM's fatal error handler (once per process is enough). LLVM
/// calls it for errors it cannot recover from ("Cannot select" for an
/// instruction the target lacks, "Symbol name with unsupported characters");
/// it must never return into LLVM. On a thread armed with
/// [`catch_fatal_errors_on_this_thread`] it hands the message to that
/// thread's sink and parks the thread for good (the thread and what it was
/// compiling are leaked; the process and every other thread go on). On any
/// other thread it prints `tile-opt: error: LLVM back end: ...` and exits
/// with status 1. The verifier rejects every input known to trigger one;
/// this is the backstop.
pub fn install_fatal_error_handler() {
    extern "C" fn handler(reason: *const std::ffi::c_char) {
        // SAFETY: LLVM passes a NUL-terminated message.
        let text = unsafe { std::ffi::CStr::from_ptr(reason) }
            .to_string_lossy()
            .into_owned();
        let sink = FATAL_ERROR_SINK
            .try_with(|s| s.borrow_mut().take())
            .ok()
            .flatten();
        match sink {
            Some(report) => {
                report(text);
                loop {
                    std::thread::park();
                }
            }
            None => {
                use std::io::Write;
                // Not `eprintln!`: it panics when stderr is closed.
                let _ = writeln!(std::io::stderr(), "tile-opt: error: LLVM back end: {text}");
                std::process::exit(1);
            }
        }
    }
    // SAFETY: installs a handler that never returns into LLVM.
    unsafe { inkwell::llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(handler)) };
}

/// Arms this thread: a fatal LLVM error on it calls `report` with LLVM's
/// message and parks the thread forever instead of ending the process.
/// Only for threads whose caller waits for `report` (or for the thread's
/// normal end) and never again uses what the thread was working on.
pub fn catch_fatal_errors_on_this_thread(report: impl FnOnce(String) + Send + 'static) {
    FATAL_ERROR_SINK.with(|s| *s.borrow_mut() = Some(Box::new(report)));
}

/// Disarms this thread (fatal errors end the process again).
pub fn stop_catching_fatal_errors_on_this_thread() {
    FATAL_ERROR_SINK.with(|s| *s.borrow_mut() = None);
}
