//! A [`Session`]: one MLIR context with every dialect loaded, the pass
//! registry, and a diagnostic sink. Everything the driver does goes through
//! it, so a DSL compiler can embed the same pipeline.

use crate::diagnostics::{CapturedDiagnostic, DiagnosticSink};
use melior::{
    ir::Module,
    pass::PassManager,
    utility::{register_all_llvm_translations, register_all_passes},
    Context,
};
use std::sync::Once;
use thiserror::Error;
use tile_dialect::hook::{self, HookSettings};
use tile_dialect::verify::{verify_module, Finding, VerifyOptions};
use tile_lowering::host::emit::{self as host_emit, HostEmitError, HostOutput};
use tile_lowering::output::{self, OutputError};
use tile_passes::separate_host_tma::manifest::{self, Manifest, ManifestError};
use tile_passes::{build_pipeline, parse_pipeline, PipelineError, Registry};
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
    /// `--emit=manifest` on a module without a launch manifest.
    #[error(
        "no launch manifest: run a pipeline that includes tile-separate-host-tma (e.g. \
         --pipeline=default) first"
    )]
    NoManifest,
    /// The module's launch manifest attribute is unreadable.
    #[error("[{rule}] {0}", rule = ManifestError::RULE)]
    Manifest(#[from] ManifestError),
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
        // Advisories are emitted while parsing only (see `parse`).
        hook::configure(
            &context,
            HookSettings {
                warnings: false,
                ..HookSettings::default()
            },
        );
        let mut registry = Registry::new();
        tile_lowering::passes::register(&mut registry);
        Self {
            context,
            registry,
            sink,
        }
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
        let settings = hook::settings(&self.context);
        hook::configure(&self.context, HookSettings { target, ..settings });
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

    /// Parses `source`. MLIR verifies what it parsed, which runs the `tile`
    /// semantic verifier on every op and type (`tile_dialect::hook`, for the
    /// target set by [`Session::set_target`], else the module's): errors make
    /// the parse fail with all of them; warnings stay in the diagnostics.
    /// They are emitted here only, not again when passes re-verify.
    pub fn parse(&self, source: &str) -> Result<Module<'_>, DriverError> {
        let settings = hook::settings(&self.context);
        hook::configure(
            &self.context,
            HookSettings {
                warnings: true,
                ..settings
            },
        );
        // MLIR verifies what it parsed (the C API parses with
        // verifyAfterParse): a module comes back only if it is valid.
        let module = Module::parse(&self.context, source);
        hook::configure(&self.context, settings);
        module.ok_or_else(|| DriverError::Parse(self.take_diagnostics()))
    }

    /// Runs the whole `tile` semantic verifier for `target` (or the
    /// module's) and returns its findings (`parse` already reported them
    /// for the session's target; this is for other targets and for IR
    /// built by hand).
    pub fn verify(&self, module: &Module<'_>, target: Option<Target>) -> Vec<Finding> {
        verify_module(module, &VerifyOptions { target })
    }

    /// The pipeline text of a named pipeline, or `text` itself.
    pub fn resolve_pipeline<'a>(&'a self, text: &'a str) -> &'a str {
        self.registry.pipeline(text).map_or(text, |p| p.text)
    }

    /// Runs a textual pipeline (or a named one) on `module`.
    pub fn run_pipeline(&self, module: &mut Module<'_>, pipeline: &str) -> Result<(), DriverError> {
        let elements = parse_pipeline(self.resolve_pipeline(pipeline))?;
        if elements.is_empty() {
            return Ok(());
        }
        let manager = PassManager::new(&self.context);
        build_pipeline(
            &self.context,
            manager.as_operation_pass_manager(),
            &elements,
            &self.registry,
        )?;
        manager
            .run(module)
            .map_err(|_| DriverError::PassFailed(self.take_diagnostics()))
    }

    /// The module in MLIR's textual form. MLIR's printer verifies the
    /// module first (to fall back to the generic form for broken ops); that
    /// needs the structure only, so the semantic rules, which parsing and
    /// every pass already ran, are off meanwhile.
    pub fn print(&self, module: &Module<'_>) -> String {
        let settings = hook::settings(&self.context);
        hook::configure(
            &self.context,
            HookSettings {
                rules: false,
                ..settings
            },
        );
        let text = module.as_operation().to_string();
        hook::configure(&self.context, settings);
        text
    }

    /// LLVM IR of every `gpu.module` in `module` (or of `module` itself when
    /// it has none but is already LLVM dialect), each preceded by a line
    /// `; gpu.module @name`. The IR is what `mlir-translate --mlir-to-llvmir`
    /// prints for that unit. `module` must be lowered to the LLVM and NVVM
    /// dialects.
    pub fn emit_llvm(&self, module: &Module<'_>) -> Result<String, DriverError> {
        let mut text = String::new();
        for unit in self.emit_units(module)? {
            let ir = output::translate_to_llvm_ir(unit).map_err(|e| self.output_error(e))?;
            push_unit(&mut text, ";", &output::unit_name(unit), &ir);
        }
        Ok(text)
    }

    /// PTX of every `gpu.module` in `module` (or of `module` itself when it
    /// has none but is already LLVM dialect), each preceded by a line
    /// `// gpu.module @name`. The target of a unit is `target`, else its
    /// `#nvvm.target<chip = ...>`, else the top module's `tile.target`,
    /// else sm_90a; its PTX ISA version is
    /// [`output::checked_module_ptx_version`]'s. `module` must be lowered to
    /// the LLVM and NVVM dialects.
    pub fn emit_ptx(
        &self,
        module: &Module<'_>,
        target: Option<Target>,
    ) -> Result<String, DriverError> {
        let mut text = String::new();
        for unit in self.emit_units(module)? {
            let unit_target = match target {
                Some(t) => t,
                None => output::module_target(unit)?.unwrap_or(Target::DEFAULT),
            };
            let ptx_version = output::checked_module_ptx_version(unit, unit_target)?;
            let ptx = output::compile_to_ptx(unit, unit_target, ptx_version)
                .map_err(|e| self.output_error(e))?;
            push_unit(&mut text, "//", &output::unit_name(unit), &ptx);
        }
        Ok(text)
    }

    /// The launch manifest the pipeline left on `module`
    /// (`--emit=manifest`): complete (every parameter with its ABI words)
    /// after `tile-finalize-kernel-params`, e.g. after `--pipeline=default`.
    pub fn manifest(&self, module: &Module<'_>) -> Result<Manifest, DriverError> {
        manifest::load(module.as_operation())?.ok_or(DriverError::NoManifest)
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
        host_emit::prepare_gpu_targets(module.as_operation(), target)?;
        self.run_pipeline(module, host_emit::HOST_TAIL_PIPELINE)?;
        let translate_error = |e: HostEmitError| match e {
            HostEmitError::Translate => DriverError::Translate {
                unit: "builtin.module (host)".to_string(),
                diagnostics: self.take_diagnostics(),
            },
            other => DriverError::Host(other),
        };
        let op = module.as_operation();
        match kind {
            HostOutput::LlvmIr => host_emit::translate_host_to_llvm_ir(op)
                .map(String::into_bytes)
                .map_err(translate_error),
            HostOutput::Object => host_emit::compile_host_object(op).map_err(translate_error),
            HostOutput::SharedObject => {
                let object = host_emit::compile_host_object(op).map_err(translate_error)?;
                Ok(host_emit::link_shared_object(&object)?)
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

impl Drop for Session {
    fn drop(&mut self) {
        hook::forget(&self.context);
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
