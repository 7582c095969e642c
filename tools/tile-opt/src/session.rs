//! A [`Session`]: one MLIR context with every dialect loaded, the pass
//! registry, and a diagnostic sink. Everything the driver does goes through
//! it, so a DSL compiler can embed the same pipeline.

use crate::diagnostics::{CapturedDiagnostic, DiagnosticSink};
use crate::timing::{process_cpu_time, TimingReport};
use melior::{
    ir::{operation::OperationLike, Module},
    pass::PassManager,
    utility::{register_all_llvm_translations, register_all_passes},
    Context,
};
use std::cell::RefCell;
use std::sync::Once;
use thiserror::Error;
use tile_dialect::verify::{verify_module, Finding, VerifyOptions};
use tile_lowering::host::emit::{self as host_emit, HostEmitError, HostOutput};
use tile_lowering::output::{self, OutputError};
use tile_passes::{build_pipeline, parse_pipeline, PipelineElement, PipelineError, Registry};
use tile_rules::Target;

/// What can go wrong in a session.
#[derive(Debug, Error)]
pub enum DriverError {
    /// The source did not parse; the diagnostics say why.
    #[error("failed to parse the input")]
    Parse(Vec<CapturedDiagnostic>),
    /// The pipeline text is invalid or names an unknown pass.
    #[error(transparent)]
    Pipeline(#[from] PipelineError),
    /// A pass failed; the diagnostics say why.
    #[error("the pass pipeline failed")]
    PassFailed(Vec<CapturedDiagnostic>),
    /// `--emit=llvm|ptx` found nothing to translate.
    #[error(
        "nothing to emit: the module has no gpu.module, and its body is not in the LLVM dialect \
         (run the lowering pipeline first)"
    )]
    NothingToEmit,
    /// A unit still holds ops that have no LLVM IR translation; the
    /// diagnostics (MLIR's, with locations) say which.
    #[error(
        "cannot translate {unit} to LLVM IR: it must contain only LLVM and NVVM dialect ops \
         that have an LLVM IR translation (run the lowering pipeline first)"
    )]
    Translate {
        /// The unit, e.g. `gpu.module @kernels`.
        unit: String,
        /// MLIR's diagnostics.
        diagnostics: Vec<CapturedDiagnostic>,
    },
    /// Any other failure of the output stage (bad target or PTX version
    /// attribute, NVPTX code generation).
    #[error(transparent)]
    Output(#[from] OutputError),
    /// A failure of host code emission (`--emit=host-*`): target
    /// attribute, x86-64 code generation, or the `cc -shared` link.
    #[error(transparent)]
    Host(#[from] HostEmitError),
}

static REGISTER_PASSES: Once = Once::new();

/// An MLIR context with the `tile` dialect and all upstream dialects, the
/// Rust pass registry, and captured diagnostics.
pub struct Session {
    context: Context,
    registry: Registry,
    sink: DiagnosticSink,
    timing: RefCell<Option<TimingReport>>,
    threads: usize,
    verify_each: Option<bool>,
}

impl Default for Session {
    fn default() -> Self {
        Self::new()
    }
}

impl Session {
    /// A fresh session (single-threaded context, deterministic diagnostics).
    pub fn new() -> Self {
        let context = tile_dialect::context_with_all_dialects();
        register_all_llvm_translations(&context);
        REGISTER_PASSES.call_once(|| {
            register_all_passes();
            tile_lowering::output::install_fatal_error_handler();
        });
        let sink = DiagnosticSink::default();
        sink.attach(&context);
        let mut registry = Registry::new();
        tile_lowering::passes::register(&mut registry);
        Self {
            context,
            registry,
            sink,
            timing: RefCell::new(None),
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            verify_each: None,
        }
    }

    /// How many threads generate PTX when a module holds several
    /// `gpu.module`s (default: the available parallelism; 1 compiles them
    /// one after the other). The output is the same bytes either way.
    pub fn set_output_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// Times every stage from now on into `report` (`--timing`): parsing,
    /// verification, each pipeline element (run by a pass manager of its
    /// own, so upstream and Rust passes are timed alike), the output stage.
    pub fn enable_timing(&self, report: TimingReport) {
        *self.timing.borrow_mut() = Some(report);
    }

    /// The timing report, if [`Session::enable_timing`] was called; timing
    /// stops.
    pub fn take_timing(&self) -> Option<TimingReport> {
        self.timing.borrow_mut().take()
    }

    /// Runs `f`, adding its wall time to stage `name` when timing is on.
    pub fn timed<T>(&self, name: &str, f: impl FnOnce() -> T) -> T {
        if self.timing.borrow().is_none() {
            return f();
        }
        let (start, start_cpu) = (std::time::Instant::now(), process_cpu_time());
        let result = f();
        let wall = start.elapsed();
        let cpu = process_cpu_time().saturating_sub(start_cpu);
        if let Some(report) = self.timing.borrow_mut().as_mut() {
            report.record(name, wall, cpu);
        }
        result
    }

    fn timing_enabled(&self) -> bool {
        self.timing.borrow().is_some()
    }

    /// The MLIR context.
    pub fn context(&self) -> &Context {
        &self.context
    }

    /// The pass registry (add your own passes and pipelines here).
    pub fn registry_mut(&mut self) -> &mut Registry {
        &mut self.registry
    }

    /// Makes `target` the one passes verify and compile for when their
    /// options name none (`--target`).
    pub fn set_target(&mut self, target: Option<Target>) {
        self.registry.set_default_target(target);
    }

    /// The pass registry.
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// Allows ops of unregistered dialects in parsed input.
    pub fn allow_unregistered_dialects(&self, allow: bool) {
        self.context.set_allow_unregistered_dialects(allow);
    }

    /// Diagnostics captured since the last call.
    /// Pass remarks (`tile_passes::remarks`) come after MLIR's diagnostics.
    pub fn take_diagnostics(&self) -> Vec<CapturedDiagnostic> {
        let mut all = self.sink.take();
        all.extend(
            tile_passes::remarks::take()
                .into_iter()
                .map(|r| CapturedDiagnostic {
                    severity: tile_expect::Severity::Remark,
                    file_line_col: r.file_line_col,
                    message: r.message,
                }),
        );
        all
    }

    /// Parses `source` (MLIR's structural verifier runs as part of it).
    pub fn parse(&self, source: &str) -> Result<Module<'_>, DriverError> {
        let parsed = self.timed("Parser", || Module::parse(&self.context, source));
        match parsed {
            Some(m) if self.timed("Verifier (MLIR)", || m.as_operation().verify()) => Ok(m),
            _ => Err(DriverError::Parse(self.take_diagnostics())),
        }
    }

    /// Runs the `tile` semantic verifier for `target` (or the module's).
    pub fn verify(&self, module: &Module<'_>, target: Option<Target>) -> Vec<Finding> {
        self.timed("tile semantic verifier", || {
            verify_module(module, &VerifyOptions { target })
        })
    }

    /// The pipeline text of a named pipeline, or `text` itself.
    pub fn resolve_pipeline<'a>(&'a self, text: &'a str) -> &'a str {
        self.registry.pipeline(text).map_or(text, |p| p.text)
    }

    /// Runs a textual pipeline (or a named one) on `module`.
    ///
    /// MLIR's verifier runs after every pass of a pipeline text (as
    /// `mlir-opt` does); a named pipeline (`default`, ...) is verified once,
    /// after its last pass, unless [`Session::set_verify_each`] asks for
    /// every pass. Verifying the whole module after each of the ~18 passes
    /// of `default` cost a fifth of the run on large modules.
    pub fn run_pipeline(&self, module: &mut Module<'_>, pipeline: &str) -> Result<(), DriverError> {
        let named = self.registry.pipeline(pipeline).is_some();
        self.run_pipeline_as(module, pipeline, named)
    }

    /// [`Session::run_pipeline`], verifying as for a named pipeline when
    /// `named` (this crate's own pipelines, like the host tail).
    fn run_pipeline_as(
        &self,
        module: &mut Module<'_>,
        pipeline: &str,
        named: bool,
    ) -> Result<(), DriverError> {
        self.run_elements(module, pipeline, named, false)
    }

    /// [`Session::run_pipeline`] for a module that [`Session::verify`] has
    /// just found free of errors for the session's target
    /// ([`Session::set_target`]) and that nothing has changed since: a
    /// leading plain `tile-verify` (no options), which would repeat that
    /// check, is not run. The driver's pre-check before the first pipeline.
    pub fn run_pipeline_after_verify(
        &self,
        module: &mut Module<'_>,
        pipeline: &str,
    ) -> Result<(), DriverError> {
        let named = self.registry.pipeline(pipeline).is_some();
        self.run_elements(module, pipeline, named, true)
    }

    fn run_elements(
        &self,
        module: &mut Module<'_>,
        pipeline: &str,
        named: bool,
        verified: bool,
    ) -> Result<(), DriverError> {
        let mut elements = parse_pipeline(self.resolve_pipeline(pipeline))?;
        if verified
            && elements.first().is_some_and(|e| {
                e.name == tile_passes::verify_pass::PASS_NAME
                    && e.options.is_none()
                    && e.nested.is_none()
            })
        {
            elements.remove(0);
        }
        if elements.is_empty() {
            return Ok(());
        }
        let verify_each = self.verify_each.unwrap_or(!named);
        // Timed, each element gets a pass manager of its own (the C API
        // cannot instrument passes; running a pipeline as consecutive
        // managers is equivalent: each pass still runs once, then the
        // verifier). Every manager is built before any runs, so a bad
        // element fails before the module changes.
        let groups: Vec<&[PipelineElement]> = if self.timing_enabled() {
            elements.chunks(1).collect()
        } else {
            vec![&elements[..]]
        };
        let mut managers = Vec::with_capacity(groups.len());
        for group in groups {
            let manager = PassManager::new(&self.context);
            manager.enable_verifier(verify_each);
            build_pipeline(
                &self.context,
                manager.as_operation_pass_manager(),
                group,
                &self.registry,
            )?;
            let name: Vec<String> = group.iter().map(PipelineElement::to_text).collect();
            managers.push((name.join(","), manager));
        }
        for (name, manager) in managers {
            self.timed(&name, || manager.run(module))
                .map_err(|_| DriverError::PassFailed(self.take_diagnostics()))?;
        }
        if !verify_each && !self.timed("Verifier (MLIR)", || module.as_operation().verify()) {
            return Err(DriverError::PassFailed(self.take_diagnostics()));
        }
        Ok(())
    }

    /// Whether MLIR's verifier runs after every pass (`Some(true)`), once
    /// after a pipeline (`Some(false)`), or as the pipeline kind decides
    /// (`None`, the default: every pass of a pipeline text, once after a
    /// named pipeline). `--verify-each` on the command line.
    pub fn set_verify_each(&mut self, verify_each: Option<bool>) {
        self.verify_each = verify_each;
    }

    /// The module in MLIR's textual form.
    pub fn print(&self, module: &Module<'_>) -> String {
        self.timed("Output (MLIR)", || module.as_operation().to_string())
    }

    /// LLVM IR of every `gpu.module` in `module` (or of `module` itself when
    /// it has none but is already LLVM dialect), each preceded by a line
    /// `; gpu.module @name`. The IR is what `mlir-translate --mlir-to-llvmir`
    /// prints for that unit. `module` must be lowered to the LLVM and NVVM
    /// dialects.
    pub fn emit_llvm(&self, module: &Module<'_>) -> Result<String, DriverError> {
        let mut text = String::new();
        for unit in self.emit_units(module)? {
            let translated = self
                .timed("Translate to LLVM IR", || output::translate_unit(unit))
                .map_err(|e| self.output_error(e))?;
            let name = translated.name().to_string();
            let ir = self
                .timed("Print LLVM IR", || translated.to_llvm_ir())
                .map_err(|e| self.output_error(e))?;
            push_unit(&mut text, ";", &name, &ir);
        }
        Ok(text)
    }

    /// PTX of every `gpu.module` in `module` (or of `module` itself when it
    /// has none but is already LLVM dialect), each preceded by a line
    /// `// gpu.module @name`. The target of a unit is `target`, else its
    /// `#nvvm.target<chip = ...>`, else the top module's `tile.target`,
    /// else sm_90a; its PTX ISA version is
    /// [`output::checked_module_ptx_version`]'s. `module` must be lowered to
    /// the LLVM and NVVM dialects. Units are translated one after the other
    /// (that needs the MLIR context) and, a batch of
    /// [`Session::set_output_threads`] units at a time, compiled in
    /// parallel; the text is in unit order and the same bytes as compiling
    /// them one by one.
    pub fn emit_ptx(
        &self,
        module: &Module<'_>,
        target: Option<Target>,
    ) -> Result<String, DriverError> {
        let mut text = String::new();
        let units = self.emit_units(module)?;
        for batch in units.chunks(self.threads) {
            let translated = self.translate_units(batch, target)?;
            self.codegen_units(translated, &mut text)?;
        }
        Ok(text)
    }

    /// [`Session::emit_ptx`] for a module the caller no longer needs: every
    /// unit is translated to LLVM IR, then the MLIR module is freed before
    /// code generation, so the peak memory is the larger of MLIR + LLVM IR
    /// (translation) and LLVM IR + machine code (code generation), not all
    /// three.
    pub fn emit_ptx_owned(
        &self,
        module: Module<'_>,
        target: Option<Target>,
    ) -> Result<String, DriverError> {
        let translated = {
            let units = self.emit_units(&module)?;
            self.translate_units(&units, target)?
        };
        self.timed("Free MLIR", || drop(module));
        let mut text = String::new();
        let mut rest = translated.into_iter();
        loop {
            let batch: Vec<_> = rest.by_ref().take(self.threads).collect();
            if batch.is_empty() {
                return Ok(text);
            }
            self.codegen_units(batch, &mut text)?;
        }
    }

    /// Each unit's target and PTX version, and its translation to LLVM IR.
    fn translate_units(
        &self,
        units: &[melior::ir::OperationRef<'_, '_>],
        target: Option<Target>,
    ) -> Result<Vec<(output::TranslatedUnit, Target, tile_rules::PtxVersion)>, DriverError> {
        let mut translated = Vec::with_capacity(units.len());
        for &unit in units {
            let unit_target = match target {
                Some(t) => t,
                None => output::module_target(unit)?.unwrap_or(Target::DEFAULT),
            };
            let ptx_version = output::checked_module_ptx_version(unit, unit_target)?;
            let unit = self
                .timed("Translate to LLVM IR", || output::translate_unit(unit))
                .map_err(|e| self.output_error(e))?;
            translated.push((unit, unit_target, ptx_version));
        }
        Ok(translated)
    }

    /// Generates the PTX of `translated` (in parallel, see
    /// [`output::compile_units_to_ptx`]) and appends it to `text`, in order.
    fn codegen_units(
        &self,
        translated: Vec<(output::TranslatedUnit, Target, tile_rules::PtxVersion)>,
        text: &mut String,
    ) -> Result<(), DriverError> {
        let names: Vec<String> = translated
            .iter()
            .map(|(unit, _, _)| unit.name().to_string())
            .collect();
        let results = self.timed("NVPTX codegen", || {
            output::compile_units_to_ptx(translated, self.threads)
        });
        for (name, ptx) in names.iter().zip(results) {
            let ptx = ptx.map_err(|e| self.output_error(e))?;
            push_unit(text, "//", name, &ptx);
        }
        Ok(())
    }

    /// Host code of `module` (`--emit=host-llvm|host-obj|host-so`): runs
    /// [`host_emit::prepare_gpu_targets`] (compile target `target`, else
    /// each unit's own) and the host tail pipeline
    /// ([`host_emit::HOST_TAIL_PIPELINE`]: PTX embedded as `gpu.binary`,
    /// host code to the LLVM dialect) on `module`, then translates the whole
    /// module for x86-64: LLVM IR text, an ELF object, or a shared object
    /// linked with `cc -shared`. `module` is rewritten in place. Run the
    /// `host` pipeline (or the device pipeline and `tile-lower-host-tma`)
    /// first.
    pub fn emit_host(
        &self,
        module: &mut Module<'_>,
        kind: HostOutput,
        target: Option<Target>,
    ) -> Result<Vec<u8>, DriverError> {
        host_emit::check_host_lowered(module.as_operation())?;
        self.timed("Prepare GPU targets", || {
            host_emit::prepare_gpu_targets(module.as_operation(), target)
        })?;
        self.run_pipeline_as(module, host_emit::HOST_TAIL_PIPELINE, true)?;
        let translate_error = |e: HostEmitError| match e {
            HostEmitError::Translate => DriverError::Translate {
                unit: "builtin.module (host)".to_string(),
                diagnostics: self.take_diagnostics(),
            },
            other => DriverError::Host(other),
        };
        let op = module.as_operation();
        match kind {
            HostOutput::LlvmIr => self
                .timed("Translate host to LLVM IR", || {
                    host_emit::translate_host_to_llvm_ir(op)
                })
                .map(String::into_bytes)
                .map_err(translate_error),
            HostOutput::Object => self
                .timed("x86-64 codegen", || host_emit::compile_host_object(op))
                .map_err(translate_error),
            HostOutput::SharedObject => {
                let object = self
                    .timed("x86-64 codegen", || host_emit::compile_host_object(op))
                    .map_err(translate_error)?;
                Ok(self.timed("Link (cc -shared)", || {
                    host_emit::link_shared_object(&object)
                })?)
            }
        }
    }

    fn emit_units<'c, 'a>(
        &self,
        module: &'a Module<'c>,
    ) -> Result<Vec<melior::ir::OperationRef<'c, 'a>>, DriverError> {
        let units = output::gpu_modules(module.as_operation());
        if units.is_empty() {
            return Err(DriverError::NothingToEmit);
        }
        Ok(units)
    }

    /// A translation failure keeps the diagnostics the sink captured (with
    /// their locations) instead of the rendered copies in the error.
    fn output_error(&self, error: OutputError) -> DriverError {
        match error {
            OutputError::Translate { unit, .. } => DriverError::Translate {
                unit,
                diagnostics: self.take_diagnostics(),
            },
            other => DriverError::Output(other),
        }
    }
}

/// Appends `body` after a `<comment> <unit>` header line.
fn push_unit(text: &mut String, comment: &str, unit: &str, body: &str) {
    text.push_str(comment);
    text.push(' ');
    text.push_str(unit);
    text.push('\n');
    text.push_str(body);
    if !body.ends_with('\n') {
        text.push('\n');
    }
}
