//! MLIR (LLVM + NVVM dialects) to LLVM IR through
//! `mlirTranslateModuleToLLVMIR`, and LLVM IR to PTX through inkwell's NVPTX
//! `TargetMachine`.

use super::{units::unit_name, OutputError};
use inkwell::{
    context::Context as LlvmContext,
    module::Module as LlvmModule,
    targets::{
        CodeModel, FileType, InitializationConfig, RelocMode, Target as LlvmTarget, TargetMachine,
        TargetTriple,
    },
    OptimizationLevel,
};
use melior::{
    diagnostic::{Diagnostic, DiagnosticHandlerId, DiagnosticSeverity},
    ir::{operation::OperationLike, OperationRef},
    ContextRef,
};
use std::{
    cell::RefCell,
    rc::Rc,
    sync::{Mutex, Once},
};
use tile_rules::{PtxVersion, Target};

/// The LLVM target triple of the PTX output (64-bit addresses, CUDA).
pub const NVPTX_TRIPLE: &str = "nvptx64-nvidia-cuda";

/// Records the diagnostics MLIR emits while it is attached, and passes each
/// one on to the handlers attached before it.
struct DiagnosticCapture<'c> {
    context: ContextRef<'c>,
    id: Option<DiagnosticHandlerId>,
}

impl<'c> DiagnosticCapture<'c> {
    fn attach(context: ContextRef<'c>, into: Rc<RefCell<Vec<String>>>) -> Self {
        // SAFETY: the reference is used only while `context` (borrowed from
        // a live operation) is alive.
        let id = unsafe { context.to_ref() }.attach_diagnostic_handler(move |d| {
            render_diagnostic(&d, &mut into.borrow_mut());
            // Not handled: earlier handlers (a driver's sink) see it too.
            false
        });
        Self {
            context,
            id: Some(id),
        }
    }
}

impl Drop for DiagnosticCapture<'_> {
    fn drop(&mut self) {
        if let Some(id) = self.id.take() {
            // SAFETY: as in `attach`.
            unsafe { self.context.to_ref() }.detach_diagnostic_handler(id);
        }
    }
}

fn render_diagnostic(diagnostic: &Diagnostic<'_>, out: &mut Vec<String>) {
    let severity = match diagnostic.severity() {
        DiagnosticSeverity::Error => "error",
        DiagnosticSeverity::Warning => "warning",
        DiagnosticSeverity::Note => "note",
        DiagnosticSeverity::Remark => "remark",
    };
    let location = match tile_dialect::verify::file_line_col(diagnostic.location()) {
        Some((file, line, column)) => format!("{file}:{line}:{column}"),
        None => diagnostic.location().to_string(),
    };
    out.push(format!("{location}: {severity}: {diagnostic}"));
    for note in (0..diagnostic.note_count()).filter_map(|i| diagnostic.note(i).ok()) {
        render_diagnostic(&note, out);
    }
}

/// Translates `op` into an LLVM module owned by `llvm`.
fn translate<'ctx>(
    op: OperationRef<'_, '_>,
    llvm: &'ctx LlvmContext,
) -> Result<LlvmModule<'ctx>, OutputError> {
    let captured = Rc::new(RefCell::new(Vec::new()));
    let raw = {
        let _capture = DiagnosticCapture::attach(op.context(), captured.clone());
        // SAFETY: `op` is a live operation and `llvm` a live LLVM context.
        // mlir-sys and llvm-sys declare the same C `LLVMOpaqueContext` as
        // two Rust types; the pointer is passed through unchanged.
        unsafe {
            mlir_sys::mlirTranslateModuleToLLVMIR(
                op.to_raw(),
                llvm.raw() as mlir_sys::LLVMContextRef,
            )
        }
    };
    if raw.is_null() {
        return Err(OutputError::Translate {
            unit: unit_name(op),
            diagnostics: captured.take(),
        });
    }
    // SAFETY: a non-null module created in `llvm`, now owned by the wrapper
    // (disposed on drop, before `llvm` by the borrow). Same C type as above.
    Ok(unsafe { LlvmModule::new(raw as inkwell::llvm_sys::prelude::LLVMModuleRef) })
}

/// Translates `op` (a `gpu.module` or `builtin.module` whose body is in the
/// LLVM and NVVM dialects) to LLVM IR text, exactly as
/// `mlir-translate --mlir-to-llvmir` prints it (no triple or data layout is
/// added). Fails with [`OutputError::Translate`] and MLIR's diagnostics when
/// `op` holds anything the translation does not know.
pub fn translate_to_llvm_ir(op: OperationRef<'_, '_>) -> Result<String, OutputError> {
    translate_unit(op)?.to_llvm_ir()
}

static INIT_NVPTX: Once = Once::new();

/// An NVPTX target machine for `target` and `ptx`, set up like `llc`'s
/// defaults (`-O2`, or `-O0` for `level` [`OptimizationLevel::None`]),
/// default relocation model and code model, without verbose-assembly
/// comments (`llc -asm-verbose=false`: see the module documentation of
/// [`super`]).
fn nvptx_machine(
    target: Target,
    ptx: PtxVersion,
    level: OptimizationLevel,
) -> Result<TargetMachine, OutputError> {
    INIT_NVPTX.call_once(|| LlvmTarget::initialize_nvptx(&InitializationConfig::default()));
    let triple = TargetTriple::create(NVPTX_TRIPLE);
    let llvm_target =
        LlvmTarget::from_triple(&triple).map_err(|e| OutputError::NoNvptxTarget(e.to_string()))?;
    let cpu = target.to_string();
    let features = ptx.llvm_feature();
    let machine = llvm_target
        .create_target_machine(
            &triple,
            &cpu,
            &features,
            level,
            RelocMode::Default,
            CodeModel::Default,
        )
        .ok_or(OutputError::TargetMachine { cpu, features })?;
    machine.set_asm_verbosity(false);
    Ok(machine)
}

/// A unit translated to LLVM IR, owning its LLVM context: it no longer
/// needs the MLIR context, so its code generation may run on another thread
/// ([`compile_units_to_ptx`]).
pub struct TranslatedUnit {
    name: String,
    /// `-O2`, or `-O0` for a unit lowered by the inline-asm strategy
    /// ([`codegen_level`]).
    level: OptimizationLevel,
    /// libdevice, linked in before code generation ([`super::libdevice`]).
    libdevice: Option<std::path::PathBuf>,
    // Declared (and so dropped) before `_context`, which owns it.
    module: LlvmModule<'static>,
    _context: Box<LlvmContext>,
}

// SAFETY: the LLVM context and the one module in it are owned exclusively
// by this value; LLVM allows a context to be used from any one thread at a
// time, and nothing else refers to them.
unsafe impl Send for TranslatedUnit {}

impl TranslatedUnit {
    /// The unit's name (`gpu.module @kernels`).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Each call of an LLVM intrinsic in the unit: (intrinsic name, name
    /// of the function that calls it). Read from the intrinsics' use lists,
    /// so the cost grows with the intrinsic calls, not the module; kept so a
    /// fatal back-end error that names only an intrinsic ("Cannot select:
    /// intrinsic %llvm...") can be put at the kernel after the module is
    /// gone ([`crate::output::culprit_in`]).
    pub fn intrinsic_callers(&self) -> Vec<(String, String)> {
        let mut callers = Vec::new();
        for function in self.module.get_functions() {
            let Ok(name) = function.get_name().to_str() else {
                continue;
            };
            if !name.starts_with("llvm.") {
                continue;
            }
            let mut next = {
                use inkwell::values::BasicValue;
                function
                    .as_global_value()
                    .as_pointer_value()
                    .get_first_use()
            };
            while let Some(using) = next {
                let caller = match using.get_user() {
                    inkwell::values::AnyValueEnum::InstructionValue(i) => i
                        .get_parent()
                        .and_then(|block| block.get_parent())
                        .and_then(|f| f.get_name().to_str().ok().map(str::to_string)),
                    _ => None,
                };
                if let Some(caller) = caller {
                    let pair = (name.to_string(), caller);
                    if !callers.contains(&pair) {
                        callers.push(pair);
                    }
                }
                next = using.get_next_use();
            }
        }
        callers
    }

    /// The LLVM IR text, as [`translate_to_llvm_ir`].
    pub fn to_llvm_ir(self) -> Result<String, OutputError> {
        let text = self.module.print_to_string();
        text.to_str()
            .map(str::to_string)
            .map_err(|_| OutputError::NotUtf8 {
                what: "LLVM IR",
                unit: self.name.clone(),
            })
    }

    /// The unit, to be linked with libdevice at `path` before its code
    /// generation ([`super::libdevice`]).
    pub fn with_libdevice(mut self, path: std::path::PathBuf) -> Self {
        self.libdevice = Some(path);
        self
    }

    /// PTX for `target` with PTX ISA version `ptx`, as [`compile_to_ptx`].
    /// A unit that calls libdevice is linked with it first
    /// ([`TranslatedUnit::with_libdevice`]); without one, it is an error
    /// (ptxas refuses a call of an undefined function).
    pub fn to_ptx(self, target: Target, ptx: PtxVersion) -> Result<String, OutputError> {
        let machine = nvptx_machine(target, ptx, self.level)?;
        let module = &self.module;
        module.set_triple(&TargetTriple::create(NVPTX_TRIPLE));
        module.set_data_layout(&machine.get_target_data().get_data_layout());
        if let Some(function) = super::libdevice::needs_libdevice(module) {
            match &self.libdevice {
                Some(path) => super::libdevice::link(module, &machine, path, &self.name)?,
                None => {
                    return Err(OutputError::Libdevice {
                        unit: self.name.clone(),
                        message: format!("{function} is called, but no libdevice was given"),
                    })
                }
            }
        }
        let buffer = machine
            .write_to_memory_buffer(module, FileType::Assembly)
            .map_err(|e| OutputError::Codegen {
                unit: self.name.clone(),
                message: e.to_string(),
            })?;
        String::from_utf8(buffer.as_slice().to_vec()).map_err(|_| OutputError::NotUtf8 {
            what: "PTX",
            unit: self.name.clone(),
        })
    }
}

/// Translates `op` (as for [`translate_to_llvm_ir`]) into a fresh LLVM
/// context, ready for [`TranslatedUnit::to_ptx`] on any thread.
pub fn translate_unit(op: OperationRef<'_, '_>) -> Result<TranslatedUnit, OutputError> {
    translate_as(op, op, codegen_level(op))
}

/// Translates `op` as part of unit `unit` (a chunk of it, [`super::split`]):
/// named after `unit` and compiled at `level`, the unit's
/// ([`codegen_level`], found once per unit).
pub(super) fn translate_as(
    op: OperationRef<'_, '_>,
    unit: OperationRef<'_, '_>,
    level: OptimizationLevel,
) -> Result<TranslatedUnit, OutputError> {
    INIT_NVPTX.call_once(|| LlvmTarget::initialize_nvptx(&InitializationConfig::default()));
    let context = Box::new(LlvmContext::create());
    // SAFETY: the module borrows the boxed context, whose address never
    // changes and which outlives it (field order in `TranslatedUnit`).
    let llvm: &'static LlvmContext = unsafe { &*(context.as_ref() as *const LlvmContext) };
    if level == OptimizationLevel::None {
        super::split_blocks::split_long_blocks(op);
    }
    let module = translate(op, llvm)?;
    Ok(TranslatedUnit {
        name: unit_name(unit),
        libdevice: None,
        level,
        module,
        _context: context,
    })
}

/// The NVPTX back end's optimization level for unit `op`: `-O0` when the
/// `tile-lower-to-nvvm{emit=asm}` pass marked it ([`EMISSION_ATTRIBUTE`] =
/// `"asm"`: one of its functions held at least
/// [`crate::lower::ASM_O0_MIN_OPS`] tile ops) or `"large"` (the intrinsics
/// strategy: [`crate::lower::INTRINSICS_O0_MIN_OPS`]) or one of its
/// functions has [`super::LARGE_CFG_MIN_BLOCKS`] blocks or more
/// ([`super::has_large_cfg`]: LLVM's `-O2` is quadratic in a deep dominator
/// tree), else `-O2`.
///
/// Every inline-asm operand is copied into a fresh virtual register, so a
/// value that many asm statements read (a coordinate, a kernel parameter, a
/// descriptor address) gets one `COPY` per statement. At `-O2` LLVM 22's
/// peephole optimizer (redundant copies of one block), register coalescer
/// (copies in many blocks) and machine CSE (one address rematerialized per
/// block) each cost time proportional to the uses of that value per copy:
/// quadratic in the kernel's tile ops (bench/compile `ops` and `fences`,
/// bench/RESULTS.md 2026-11-25). `-O0` runs none of them; it leaves
/// register-to-register moves in the PTX, which ptxas removes (the asm text
/// is opaque to LLVM's optimizations anyway, and the SASS of both strategies
/// is compared by the ptxas test).
pub fn codegen_level(op: OperationRef<'_, '_>) -> OptimizationLevel {
    match tile_dialect::strings::string_attribute(&op, EMISSION_ATTRIBUTE).as_deref() {
        Some("asm" | "large") => OptimizationLevel::None,
        _ if super::has_large_cfg(op) => OptimizationLevel::None,
        _ => OptimizationLevel::Default,
    }
}

/// The discardable attribute `tile-lower-to-nvvm{emit=asm}` sets on each
/// `gpu.module` whose tile ops it lowered: `tile.emission = "asm"`.
pub const EMISSION_ATTRIBUTE: &str = "tile.emission";

/// Compiles `op` (as for [`translate_to_llvm_ir`]) to PTX for `target`
/// (the cpu, `sm_90a`) with PTX ISA version `ptx` (the feature, `+ptx80`):
/// sets the `nvptx64-nvidia-cuda` triple and the NVPTX data layout on the
/// translated module and runs the NVPTX backend at `-O2`. The text is
/// byte-identical to
/// `mlir-translate --mlir-to-llvmir | llc -mtriple=nvptx64-nvidia-cuda
/// -mcpu=<target> -mattr=+ptx<NN> -asm-verbose=false`. The `.version` line is the higher of
/// `ptx` and the lowest version LLVM accepts for `target`.
pub fn compile_to_ptx(
    op: OperationRef<'_, '_>,
    target: Target,
    ptx: PtxVersion,
) -> Result<String, OutputError> {
    translate_unit(op)?.to_ptx(target, ptx)
}

/// PTX of every unit (each with its target and PTX version), in order,
/// generated on up to `jobs` threads. Each unit has its own LLVM context
/// and target machine, so the text is byte-identical to compiling the
/// units one after the other; `jobs <= 1` or a single unit compiles on the
/// calling thread.
pub fn compile_units_to_ptx(
    units: Vec<(TranslatedUnit, Target, PtxVersion)>,
    jobs: usize,
) -> Vec<Result<String, OutputError>> {
    let jobs = jobs.max(1).min(units.len());
    if jobs <= 1 {
        return units
            .into_iter()
            .map(|(unit, target, ptx)| unit.to_ptx(target, ptx))
            .collect();
    }
    let count = units.len();
    let queue = Mutex::new(units.into_iter().enumerate());
    let mut slots: Vec<Option<Result<String, OutputError>>> = Vec::new();
    slots.resize_with(count, || None);
    let slots = Mutex::new(slots);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                // Take the next unit (owned), then release the queue.
                let next = queue.lock().ok().and_then(|mut q| q.next());
                let Some((i, (unit, target, ptx))) = next else {
                    break;
                };
                let text = unit.to_ptx(target, ptx);
                if let Ok(mut slots) = slots.lock() {
                    slots[i] = Some(text);
                }
            });
        }
    });
    slots
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .map(|r| {
            r.unwrap_or_else(|| {
                Err(OutputError::Codegen {
                    unit: String::new(),
                    message: "a code generation thread stopped".into(),
                })
            })
        })
        .collect()
}
