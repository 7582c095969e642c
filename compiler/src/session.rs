//! A [`Session`]: one MLIR context with every dialect loaded, the pass
//! registry, and a diagnostic sink. Everything the driver does goes through
//! it, so a DSL compiler can embed the same pipeline.
//!
//! A session never ends its host process: the raw source is checked before
//! MLIR sees it (UTF-8, no NUL byte, nesting depth: [`crate::input`]); each
//! piece of work runs on a worker thread with a stack sized for the input's
//! nesting, where a panic or a fatal LLVM error becomes a [`DriverError`]
//! ([`crate::contain`]); every error carries located diagnostics
//! ([`DriverError::diagnostics`]). After a fatal LLVM error the session
//! refuses further work ([`DriverError::Stopped`]): start a new one.

use crate::contain::{run_contained, run_contained_all, Escape};
use crate::diagnostics::{CapturedDiagnostic, DiagnosticSink};
use crate::input;
use crate::timing::{process_cpu_time, TimingReport};
use crate::{pass_needs, pass_split};
use melior::{
    ir::{operation::OperationLike, BlockLike, Module, OperationRef, RegionLike},
    pass::PassManager,
    utility::{register_all_llvm_translations, register_all_passes},
    Context,
};
use std::cell::{Cell, RefCell};
use std::sync::Once;
use thiserror::Error;
use tile_abi::manifest::Manifest;
use tile_dialect::access::region_at;
use tile_dialect::hook::{self, HookSettings};
use tile_dialect::internal::internal_error_text;
use tile_dialect::verify::{
    file_line_col, verify_module, verify_operation, verify_without_tile_ops, Finding, VerifyOptions,
};
use tile_lowering::host::emit::{self as host_emit, HostEmitError, HostOutput};
use tile_lowering::output::{self, OutputError};
use tile_passes::external::FileLineCol;
use tile_passes::separate_host_tma::manifest::{self, ManifestError};
use tile_passes::{build_pipeline, parse_pipeline, PipelineElement, PipelineError, Registry};
use tile_rules::Severity;
use tile_rules::{Target, Violation};

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
    /// The output stage refused the module; every diagnostic is located
    /// (at the unit, kernel or op) and names a rule: nothing to emit, a
    /// unit that is not lowered, an invalid target or PTX version, a symbol
    /// name or parameter list PTX cannot hold, an error of LLVM's back end.
    /// The session reports these instead of [`DriverError::NothingToEmit`],
    /// [`DriverError::Translate`] and the unit errors of
    /// [`DriverError::Output`], which stay for compatibility.
    #[error("{}", render_first(.0))]
    Rejected(Vec<CapturedDiagnostic>),
    /// A bug of this library (a Rust panic) while doing `stage`: reported
    /// as a value, with the closest location known; the session stays
    /// usable.
    #[error("{}", internal_error_text(.stage, .message))]
    Internal {
        /// What the session was doing (`the pass pipeline`, `PTX output of
        /// gpu.module @k`).
        stage: String,
        /// The panic's message and, in the driver, its Rust location.
        message: String,
        /// Where in the input, when known.
        file_line_col: FileLineCol,
    },
    /// An earlier fatal LLVM error left this session's state unknown: it
    /// does no more work. Start a new [`Session`].
    #[error(
        "[session-stopped] this session stopped after a fatal LLVM error ({0}); start a new \
         session"
    )]
    Stopped(String),
}

fn render_first(diagnostics: &[CapturedDiagnostic]) -> String {
    diagnostics
        .iter()
        .find(|d| d.severity == Severity::Error)
        .or(diagnostics.first())
        .map(|d| d.message.clone())
        .unwrap_or_else(|| "the output stage refused the module".to_string())
}

/// An error diagnostic at `file_line_col`.
fn error_at(file_line_col: FileLineCol, message: String) -> CapturedDiagnostic {
    CapturedDiagnostic::new(Severity::Error, file_line_col, message)
}

impl DriverError {
    /// Every diagnostic of this error, for printing or for checking
    /// against `expected-*` annotations: the located diagnostics it carries,
    /// or one diagnostic with its message (located when the error knows
    /// where).
    pub fn diagnostics(&self) -> Vec<CapturedDiagnostic> {
        match self {
            DriverError::Parse(d) | DriverError::PassFailed(d) | DriverError::Rejected(d) => {
                d.clone()
            }
            DriverError::Translate { diagnostics, .. } => {
                let mut all = diagnostics.clone();
                all.push(error_at(None, self.to_string()));
                all
            }
            DriverError::Internal { file_line_col, .. } => {
                vec![error_at(file_line_col.clone(), self.to_string())]
            }
            _ => vec![error_at(None, self.to_string())],
        }
    }
}

static REGISTER_PASSES: Once = Once::new();

/// An MLIR context with the `tile` dialect and all upstream dialects, the
/// Rust pass registry, and captured diagnostics.
///
/// Not `Send`, not `Sync`: it owns a melior `Context` (MLIR contexts are
/// not thread-safe); create one per thread and reuse it for every compile
/// there (the crate guide shows the pattern). What it returns is plain data.
pub struct Session {
    context: Context,
    registry: Registry,
    sink: DiagnosticSink,
    /// Stack of the worker threads: enough for the deepest input parsed.
    stack: Cell<usize>,
    /// The deepest nesting of an input parsed so far: above
    /// [`pool_depth_limit`] the context stays single-threaded.
    deepest: Cell<usize>,
    /// The fatal LLVM error that stopped this session, if one did.
    stopped: RefCell<Option<String>>,
    timing: RefCell<Option<TimingReport>>,
    threads: usize,
    /// Least ops of a chunk when one unit's kernels are split for parallel
    /// code generation (0: never split).
    chunk_ops: usize,
    /// libdevice, when the embedder or the command line names it
    /// ([`Session::set_libdevice`]).
    libdevice: Option<std::path::PathBuf>,
    /// Wall and CPU time spent so far waiting for code generation workers
    /// inside another stage (translation waiting for queue space): `timed`
    /// reports it as `NVPTX codegen`, not as the stage that waited.
    codegen_wait: Cell<(std::time::Duration, std::time::Duration)>,
    verify_each: Option<bool>,
    /// The MLIR context's thread pool (its worker threads are armed for
    /// crash reports: [`crate::crash`]). Declared last: dropped after the
    /// context that uses it.
    pool: tile_dialect::thread_pool::ThreadPool,
}

impl Default for Session {
    fn default() -> Self {
        Self::new()
    }
}

impl Session {
    /// A fresh session (single-threaded context, deterministic diagnostics).
    pub fn new() -> Self {
        crate::crash::enter_thread();
        crate::crash::trigger::at(crate::crash::trigger::Site::Main);
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
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let pool = context_pool(&context, threads);
        Self {
            context,
            registry,
            sink,
            stack: Cell::new(input::stack_bytes_for(0)),
            deepest: Cell::new(0),
            stopped: RefCell::new(None),
            timing: RefCell::new(None),
            threads,
            chunk_ops: output::DEFAULT_CHUNK_OPS,
            libdevice: None,
            codegen_wait: Cell::new(Default::default()),
            verify_each: None,
            pool,
        }
    }

    /// How many threads generate PTX when a module holds several
    /// `gpu.module`s or a split one (default: the available parallelism; 1
    /// compiles them one after the other). Above 1, the MLIR context is
    /// also multithreaded while MLIR verifies a parsed module and a
    /// pipeline's result and while the gpu.module-nested passes of a named
    /// pipeline run on split units. The output is the same bytes either way.
    pub fn set_output_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
        if self.pool.threads() != self.threads {
            // The old pool is dropped once the context uses the new one.
            self.pool = context_pool(&self.context, self.threads);
        }
    }

    /// The least number of ops in one chunk when the kernels of one unit
    /// are split to generate their PTX in parallel, and in one part when
    /// they are split for the gpu.module-nested passes of a named pipeline
    /// (default [`output::DEFAULT_CHUNK_OPS`]; 0 never splits). The chunks
    /// depend only on the input and this number, never on the thread
    /// count; the stitched PTX is the same bytes as the unit's unsplit PTX,
    /// the joined module the same ops as the whole unit's passes give.
    pub fn set_output_chunk_ops(&mut self, ops: usize) {
        self.chunk_ops = ops;
    }

    /// Where NVIDIA's libdevice (`libdevice.10.bc`) is, for units that
    /// call it (math ops on floats: `math.sin` becomes a call of
    /// `__nv_sinf`); `None` looks in the usual places
    /// ([`output::libdevice::candidates`]: `$TILE_LIBDEVICE`, `$CUDA_HOME`,
    /// `$CUDA_PATH`, `$CUDA_ROOT`, `/usr/local/cuda`, Debian's
    /// `nvidia-cuda-toolkit`). A unit that calls it when none is found is
    /// refused (`[libdevice]`, at the call).
    pub fn set_libdevice(&mut self, path: Option<std::path::PathBuf>) {
        self.libdevice = path;
    }

    /// libdevice for `unit`: `None` when it calls none; the path when it
    /// calls some and libdevice is found; else a `[libdevice]` error at the
    /// first call of each function.
    pub(crate) fn libdevice_for(
        &self,
        unit: OperationRef<'_, '_>,
    ) -> Result<Option<std::path::PathBuf>, DriverError> {
        let calls = output::libdevice::calls(unit);
        if calls.is_empty() {
            return Ok(None);
        }
        match output::libdevice::find(self.libdevice.as_deref()) {
            Ok(path) => Ok(Some(path)),
            Err(looked) => Err(DriverError::Rejected(
                calls
                    .iter()
                    .map(|(function, call)| {
                        error_at(
                            location_of(*call),
                            output::libdevice::missing_message(function, &looked),
                        )
                    })
                    .collect(),
            )),
        }
    }

    /// Times every stage from now on into `report` (`--timing`): parsing
    /// (with MLIR's verifier and the `tile` hook), verification, each
    /// pipeline element (run by a pass manager of its own, so upstream and
    /// Rust passes are timed alike), the output stage.
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
        let waited_before = self.codegen_wait.get();
        let result = f();
        let wall = start.elapsed();
        let cpu = process_cpu_time().saturating_sub(start_cpu);
        let waited = self.codegen_wait.get();
        let (wait_wall, wait_cpu) = (
            waited.0.saturating_sub(waited_before.0),
            waited.1.saturating_sub(waited_before.1),
        );
        if let Some(report) = self.timing.borrow_mut().as_mut() {
            report.record(
                name,
                wall.saturating_sub(wait_wall),
                cpu.saturating_sub(wait_cpu),
            );
            if !wait_wall.is_zero() {
                report.record("NVPTX codegen", wait_wall, wait_cpu);
            }
        }
        result
    }

    fn timing_enabled(&self) -> bool {
        self.timing.borrow().is_some()
    }

    /// Whether MLIR's verifier runs after every pass (`Some(true)`), once
    /// after a pipeline (`Some(false)`), or as the pipeline kind decides
    /// (`None`, the default: every pass of a pipeline text, once after a
    /// named pipeline). `--verify-each` on the command line.
    pub fn set_verify_each(&mut self, verify_each: Option<bool>) {
        self.verify_each = verify_each;
    }

    /// Runs `job` contained ([`crate::contain`]): a panic becomes
    /// [`DriverError::Internal`] for `stage` at `at`; a fatal LLVM error
    /// becomes a located `[backend]` error there (and stops the session).
    fn work<R>(
        &self,
        stage: &str,
        at: &FileLineCol,
        job: impl FnOnce() -> Result<R, DriverError>,
    ) -> Result<R, DriverError> {
        if let Some(fatal) = self.stopped.borrow().clone() {
            return Err(DriverError::Stopped(fatal));
        }
        let job = || {
            crate::crash::trigger::at(crate::crash::trigger::Site::Worker);
            job()
        };
        match run_contained(self.stack.get(), job) {
            Ok(result) => result,
            Err(escape) => Err(self.escaped(stage, at, escape)),
        }
    }

    /// The error for work on `stage` at `at` that ended by `escape`; a
    /// fatal LLVM error stops the session.
    fn escaped(&self, stage: &str, at: &FileLineCol, escape: Escape) -> DriverError {
        match escape {
            Escape::Fatal(message) => {
                *self.stopped.borrow_mut() = Some(message.clone());
                // What the diagnostic handler caught before LLVM stopped.
                let mut diagnostics = self.take_diagnostics();
                diagnostics.push(error_at(
                    at.clone(),
                    format!("[backend] LLVM's back end stopped on {stage}: {message}"),
                ));
                DriverError::Rejected(diagnostics)
            }
            Escape::Panic(message) => DriverError::Internal {
                stage: stage.to_string(),
                message,
                file_line_col: at.clone(),
            },
            Escape::NoThread(why) => DriverError::Internal {
                stage: stage.to_string(),
                message: format!("cannot start a worker thread: {why}"),
                file_line_col: at.clone(),
            },
            Escape::Lost => DriverError::Internal {
                stage: stage.to_string(),
                message: "the worker thread ended without a result".to_string(),
                file_line_col: at.clone(),
            },
        }
    }

    /// Whether MLIR may run work of this session on the context's pool:
    /// several threads, and no input so deep that a pool thread's stack
    /// (the system's default thread stack, 2 MiB where `ulimit -s` is
    /// unlimited; the session's own threads are sized for the input) could
    /// overflow while MLIR verifies or prints it: above
    /// [`pool_depth_limit`] levels the work runs on the contained thread.
    fn multithreaded(&self) -> bool {
        self.threads > 1 && self.deepest.get() <= pool_depth_limit()
    }

    /// Whether a fatal LLVM error stopped this session (every later call
    /// answers [`DriverError::Stopped`]; start a new `Session`).
    pub fn is_stopped(&self) -> bool {
        self.stopped.borrow().is_some()
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

    /// Diagnostics captured since the last call, in the order they were
    /// emitted: this session's only (pass remarks included:
    /// `tile_passes::remarks` emits them through the context's diagnostic
    /// engine), whatever other sessions do on other threads.
    pub fn take_diagnostics(&self) -> Vec<CapturedDiagnostic> {
        self.sink.take()
    }

    /// Parses `source`. MLIR verifies what it parsed, which runs the `tile`
    /// semantic verifier on every op and type (`tile_dialect::hook`, for the
    /// target set by [`Session::set_target`], else the module's): errors make
    /// the parse fail with all of them; warnings stay in the diagnostics.
    /// They are emitted here only, not again when passes re-verify. The
    /// rules of `gpu.module`s and kernels without `tile` ops are not the
    /// hook's: see [`Session::verify_without_tile_ops`].
    /// A NUL byte or nesting deeper than [`input::MAX_NESTING`] is a
    /// located [`DriverError::Parse`] error; the stack of later work grows
    /// with the nesting. Without a session target ([`Session::set_target`]),
    /// an `#nvvm.target` chip that LLVM 22 and ptxas 13 do not both compile
    /// for is one too, before MLIR's own check of the chip
    /// ([`input::check_chips`]).
    pub fn parse(&self, source: &str) -> Result<Module<'_>, DriverError> {
        self.parse_bytes(source.as_bytes())
    }

    /// [`Session::parse`] for raw bytes (a file as read): bytes that are not
    /// UTF-8 are a located [`DriverError::Parse`] error too.
    pub fn parse_bytes(&self, source: &[u8]) -> Result<Module<'_>, DriverError> {
        self.parse_bytes_at(source, 1)
    }

    /// [`Session::parse`] for a piece of a larger file that starts on line
    /// `first_line` of it (a `--split-input-file` chunk): every location and
    /// diagnostic names the file's lines, as if `first_line - 1` blank lines
    /// preceded `source`, in time linear in the piece (nothing is padded).
    pub fn parse_at(&self, source: &str, first_line: usize) -> Result<Module<'_>, DriverError> {
        self.parse_bytes_at(source.as_bytes(), first_line)
    }

    fn parse_bytes_at(&self, source: &[u8], first_line: usize) -> Result<Module<'_>, DriverError> {
        // Lines below the piece's first one (`u32`: MLIR's line numbers).
        let offset = u32::try_from(first_line.saturating_sub(1)).unwrap_or(u32::MAX);
        let moved = |d: CapturedDiagnostic| CapturedDiagnostic {
            file_line_col: d
                .file_line_col
                .map(|(file, line, col)| (file, line + offset as usize, col)),
            ..d
        };
        let facts = input::check_source(source).map_err(|d| DriverError::Parse(vec![moved(d)]))?;
        if hook::settings(&self.context).target.is_none() {
            input::check_chips(source).map_err(|d| DriverError::Parse(vec![moved(d)]))?;
        }
        self.stack
            .set(self.stack.get().max(input::stack_bytes_for(facts.depth)));
        self.deepest.set(self.deepest.get().max(facts.depth));
        // MLIR's lexer reads one byte past the text: give it a NUL there.
        let mut text = Vec::with_capacity(source.len() + 1);
        text.extend_from_slice(source);
        text.push(0);
        let settings = hook::settings(&self.context);
        hook::configure(
            &self.context,
            HookSettings {
                warnings: true,
                ..settings
            },
        );
        // MLIR verifies the isolated ops (gpu.modules, functions) of what
        // it parsed in parallel when the context is multithreaded (their
        // diagnostics come back in order, on this thread).
        let threaded = self.multithreaded();
        if threaded {
            self.context.enable_multi_threading(true);
        }
        let parsed = self.timed("Parser (with MLIR's and the tile verifiers)", || {
            self.work("parsing", &None, || {
                let string = mlir_sys::MlirStringRef {
                    data: text.as_ptr().cast(),
                    length: source.len(),
                };
                if offset == 0 {
                    // SAFETY: `text` is alive during the call and
                    // NUL-terminated after `source.len()` bytes; MLIR copies
                    // what it keeps. MLIR verifies what it parsed (the C API
                    // parses with verifyAfterParse): a module comes back
                    // only if it is valid.
                    let raw =
                        unsafe { mlir_sys::mlirModuleCreateParse(self.context.to_raw(), string) };
                    // SAFETY: a module just created in this context, or null.
                    return unsafe { Module::from_option_raw(raw) }
                        .ok_or_else(|| DriverError::Parse(self.take_diagnostics()));
                }
                // The same parse with the locations moved down, then the
                // verification MLIR's parser would have run (now at the
                // file's lines, in the diagnostics and in the messages).
                // SAFETY: as above.
                let parsed = unsafe {
                    tile_dialect::parse_at::parse_unverified_at(
                        self.context.to_raw(),
                        string,
                        offset,
                    )
                };
                // What the parse itself reported names the piece's lines.
                self.sink.relocate(&parsed.file, offset as usize);
                // SAFETY: a module just created in this context, or null.
                let Some(module) = (unsafe { Module::from_option_raw(parsed.module) }) else {
                    return Err(DriverError::Parse(self.take_diagnostics()));
                };
                if module.as_operation().verify() {
                    Ok(module)
                } else {
                    self.discard_now(module);
                    Err(DriverError::Parse(self.take_diagnostics()))
                }
            })
        });
        if threaded {
            self.context.enable_multi_threading(false);
        }
        hook::configure(&self.context, settings);
        parsed
    }

    /// Drops `module` without recursion and in time linear in its size
    /// (innermost ops first; MLIR's own destruction recurses once per
    /// nesting level and revisits every level below). Use it for modules
    /// from deeply nested input.
    pub fn discard(&self, module: Module<'_>) {
        let at = location_of(module.as_operation());
        let _ = self.work("discarding a module", &at, || {
            self.discard_now(module);
            Ok(())
        });
    }

    fn discard_now(&self, module: Module<'_>) {
        let mut post_order = Vec::new();
        tile_dialect::walk::preorder(module.as_operation(), |op| {
            post_order.push(op.to_raw());
            melior::ir::operation::WalkResult::Advance
        });
        // First no op uses a value any more (in a graph region a use may
        // come before its definition), then pre-order reversed: every op
        // comes after the ops nested in it.
        for raw in &post_order {
            // SAFETY: a live op of the module; its operand list is emptied.
            unsafe { mlir_sys::mlirOperationSetOperands(*raw, 0, std::ptr::null()) };
        }
        for raw in post_order.into_iter().skip(1).rev() {
            // SAFETY: each op is still in the module (ops nested in it were
            // destroyed before it); it is detached, then destroyed.
            unsafe {
                mlir_sys::mlirOperationRemoveFromParent(raw);
                mlir_sys::mlirOperationDestroy(raw);
            }
        }
        drop(module);
    }

    /// Files the passes produced (the launch manifest of
    /// `tile-separate-host-tma{manifest=...}`) since the last call: they
    /// are held back until the caller knows the whole run succeeded.
    pub fn take_staged_files(&self) -> Vec<tile_passes::staged::StagedFile> {
        tile_passes::staged::take(&self.context)
    }

    /// Writes the staged files ([`Session::take_staged_files`]); a file
    /// that cannot be written is a located `manifest-write` error (the
    /// files written before it are removed again).
    pub fn write_staged_files(&self) -> Result<(), DriverError> {
        let mut written: Vec<String> = Vec::new();
        for file in self.take_staged_files() {
            if let Err((at, message)) = file.write() {
                for path in written {
                    let _ = std::fs::remove_file(path);
                }
                return Err(self.rejected(at, message));
            }
            written.push(file.path);
        }
        Ok(())
    }

    /// Runs the whole `tile` semantic verifier for `target` (or the
    /// module's) and returns its findings (`parse` already reported them
    /// for the session's target; this is for other targets and for IR
    /// built by hand). It includes every rule of
    /// [`Session::verify_without_tile_ops`]: do not add that one's findings
    /// to these (each would be there twice). A bug in it is an
    /// `internal-error` finding at the module.
    pub fn verify(&self, module: &Module<'_>, target: Option<Target>) -> Vec<Finding> {
        self.timed("tile semantic verifier", || {
            self.contained_findings(module, || verify_module(module, &VerifyOptions { target }))
        })
    }

    /// The module-level rules of the `gpu.module`s and kernels of `module`
    /// that hold no `tile` op, for `target` (or their own): MLIR's verifier
    /// never runs the `tile` hook on them, so `parse` did not report these
    /// ([`tile_dialect::verify::verify_without_tile_ops`]). Run it after
    /// parsing and after a pipeline. A bug in it is an `internal-error`
    /// finding at the module.
    pub fn verify_without_tile_ops(
        &self,
        module: &Module<'_>,
        target: Option<Target>,
    ) -> Vec<Finding> {
        self.timed("tile module-level verifier", || {
            self.contained_findings(module, || {
                verify_without_tile_ops(module.as_operation(), &VerifyOptions { target })
            })
        })
    }

    /// The findings of `check` on `module`, run contained.
    fn contained_findings(
        &self,
        module: &Module<'_>,
        check: impl FnOnce() -> Vec<Finding>,
    ) -> Vec<Finding> {
        let top = module.as_operation();
        let at = location_of(top);
        self.work("the tile verifier", &at, || Ok(check()))
            .unwrap_or_else(|e| {
                vec![Finding {
                    location: top.location().to_string(),
                    file_line_col: at,
                    op_name: "builtin.module".to_string(),
                    violation: Violation::error(
                        tile_dialect::internal::INTERNAL_ERROR,
                        e.to_string(),
                    ),
                }]
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
        let elements = parse_pipeline(self.resolve_pipeline(pipeline))?;
        self.run_parsed(module, elements, named)
    }

    /// [`Session::run_pipeline`] for a module that parsing and
    /// [`Session::verify_without_tile_ops`] have just found free of errors
    /// for the session's target ([`Session::set_target`]), unchanged since:
    /// a leading plain `tile-verify` (no options), which would repeat that
    /// check on the whole module, is not run. The driver's first pipeline.
    pub fn run_pipeline_after_verify(
        &self,
        module: &mut Module<'_>,
        pipeline: &str,
    ) -> Result<(), DriverError> {
        let named = self.registry.pipeline(pipeline).is_some();
        let mut elements = parse_pipeline(self.resolve_pipeline(pipeline))?;
        if elements.first().is_some_and(|e| {
            e.name == tile_passes::verify_pass::PASS_NAME
                && e.options.is_none()
                && e.nested.is_none()
        }) {
            elements.remove(0);
        }
        self.run_parsed(module, elements, named)
    }

    /// Runs the parsed pipeline `elements` on `module`, contained.
    fn run_parsed(
        &self,
        module: &mut Module<'_>,
        elements: Vec<PipelineElement>,
        named: bool,
    ) -> Result<(), DriverError> {
        if elements.is_empty() {
            return Ok(());
        }
        let at = location_of(module.as_operation());
        self.work("the pass pipeline", &at, || {
            self.run_elements(module, &elements, named)
        })
    }

    /// Runs `elements` on `module` on the current thread (inside `work`),
    /// verifying as for a named pipeline when `named`. Timed, each element
    /// gets a pass manager of its own (the C API cannot instrument passes;
    /// consecutive managers are equivalent: each pass still runs once,
    /// then the verifier). Every manager is built before any runs, so a
    /// bad element fails before the module changes.
    fn run_elements(
        &self,
        module: &mut Module<'_>,
        elements: &[PipelineElement],
        named: bool,
    ) -> Result<(), DriverError> {
        let verify_each = self.verify_each.unwrap_or(!named);
        // The gpu.module-nested range runs on split units (pass_split):
        // never verified between split and join.
        let range = (!verify_each && self.chunk_ops > 0)
            .then(|| pass_split::split_range(elements))
            .flatten()
            .unwrap_or(elements.len()..elements.len());
        let segments = [
            &elements[..range.start],
            &elements[range.clone()],
            &elements[range.end..],
        ];
        // A named pipeline skips an upstream pass with nothing to rewrite
        // (pass_needs): such a pass gets a manager of its own.
        let skippable = named && !verify_each;
        let mut managers = Vec::with_capacity(3);
        for segment in segments {
            managers.push(self.build_managers(segment, verify_each, skippable)?);
        }
        for (at, segment) in managers.into_iter().enumerate() {
            if at == 1 && !segment.is_empty() {
                self.run_split(module, segment)?;
            } else {
                self.run_managers(module, segment, skippable)?;
            }
        }
        if !verify_each && !self.timed("Verifier (MLIR)", || self.verify_threaded(module)) {
            return Err(DriverError::PassFailed(self.take_diagnostics()));
        }
        Ok(())
    }

    /// MLIR's verifier on `module`, its isolated ops (gpu.modules,
    /// functions) in parallel when the session has several threads (their
    /// diagnostics come back in order, on this thread).
    fn verify_threaded(&self, module: &Module<'_>) -> bool {
        let threaded = self.multithreaded();
        if threaded {
            self.context.enable_multi_threading(true);
        }
        let valid = module.as_operation().verify();
        if threaded {
            self.context.enable_multi_threading(false);
        }
        valid
    }

    /// The pass managers for `elements`: one per element when timed (the C
    /// API cannot instrument passes), else one per run of elements, with
    /// each pass that may be skipped alone when `skippable`
    /// ([`pass_needs::SKIPPABLE`]).
    fn build_managers(
        &self,
        elements: &[PipelineElement],
        verify_each: bool,
        skippable: bool,
    ) -> Result<Vec<(String, PassManager<'_>)>, DriverError> {
        if elements.is_empty() {
            return Ok(Vec::new());
        }
        let alone = |e: &PipelineElement| skippable && is_skippable(e);
        let groups: Vec<&[PipelineElement]> = if self.timing_enabled() {
            elements.chunks(1).collect()
        } else {
            let mut groups = Vec::new();
            let mut start = 0;
            for (at, element) in elements.iter().enumerate() {
                if alone(element) {
                    if start < at {
                        groups.push(&elements[start..at]);
                    }
                    groups.push(&elements[at..at + 1]);
                    start = at + 1;
                }
            }
            if start < elements.len() {
                groups.push(&elements[start..]);
            }
            groups
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
        Ok(managers)
    }

    /// Runs `managers` on `module`, in order; when `skippable`, a manager
    /// of one skippable pass runs only if the module has work for it
    /// ([`pass_needs::has_work`], timed under the pass's name).
    fn run_managers(
        &self,
        module: &mut Module<'_>,
        managers: Vec<(String, PassManager<'_>)>,
        skippable: bool,
    ) -> Result<(), DriverError> {
        for (name, manager) in managers {
            self.timed(&name, || {
                if skippable
                    && pass_needs::SKIPPABLE.contains(&name.as_str())
                    && !pass_needs::has_work(&name, module.as_operation())
                {
                    if name == "expand-strided-metadata" {
                        pass_needs::unique_constants(module.as_operation());
                    }
                    return Ok(());
                }
                manager.run(module)
            })
            .map_err(|_| DriverError::PassFailed(self.take_diagnostics()))?;
        }
        Ok(())
    }

    /// Runs the managers of a gpu.module-nested range on the split units
    /// of `module` ([`pass_split`]), the context multithreaded meanwhile
    /// (MLIR then runs the nested pipelines of the parts in parallel; a
    /// part's diagnostics come back on this thread, in order), then joins
    /// them.
    fn run_split(
        &self,
        module: &mut Module<'_>,
        managers: Vec<(String, PassManager<'_>)>,
    ) -> Result<(), DriverError> {
        let split = self.timed("Split for passes", || {
            pass_split::split(module.as_operation(), self.chunk_ops)
        });
        let threaded = !split.is_empty() && self.multithreaded();
        if threaded {
            self.context.enable_multi_threading(true);
        }
        let ran = self.run_managers(module, managers, false);
        if threaded {
            self.context.enable_multi_threading(false);
        }
        let joined = if split.is_empty() {
            Ok(())
        } else {
            self.timed("Join split units", || pass_split::join(split))
        };
        ran?;
        joined.map_err(|message| {
            DriverError::PassFailed(vec![error_at(
                location_of(module.as_operation()),
                format!("[internal-error] joining the units split for the passes: {message}"),
            )])
        })
    }

    /// The module in MLIR's textual form. MLIR's printer verifies the
    /// module first (to fall back to the generic form for broken ops); that
    /// needs the structure only, so the semantic rules, which parsing and
    /// every pass already ran, are off meanwhile.
    pub fn print(&self, module: &Module<'_>) -> String {
        self.try_print(module)
            .unwrap_or_else(|e| format!("// {e}\n"))
    }

    /// [`Session::print`], or the error that kept it from printing.
    pub fn try_print(&self, module: &Module<'_>) -> Result<String, DriverError> {
        let settings = hook::settings(&self.context);
        hook::configure(
            &self.context,
            HookSettings {
                rules: false,
                ..settings
            },
        );
        let at = location_of(module.as_operation());
        let text = self.timed("Output (MLIR)", || {
            self.work("printing", &at, || Ok(module.as_operation().to_string()))
        });
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
            self.check_unit(unit, None)?;
            let name = output::unit_name(unit);
            let ir = self.timed("Translate to LLVM IR", || {
                self.work(&format!("LLVM IR of {name}"), &unit_location(unit), || {
                    output::translate_to_llvm_ir(unit).map_err(|e| self.output_error(unit, e))
                })
            })?;
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
    /// the LLVM and NVVM dialects. Units are checked and translated one
    /// after the other (that needs the MLIR context) and, a batch of
    /// [`Session::set_output_threads`] units at a time, compiled in
    /// parallel, each contained on a worker thread of its own; the text is
    /// in unit order and the same bytes as compiling them one by one.
    pub fn emit_ptx(
        &self,
        module: &Module<'_>,
        target: Option<Target>,
    ) -> Result<String, DriverError> {
        let mut text = String::new();
        let units = self.emit_units(module)?;
        for batch in units.chunks(self.threads) {
            let mut jobs = Vec::new();
            let units = self.translate_units(batch, target, false, false, &mut |part, t, v| {
                jobs.push((part, t, v));
            })?;
            let results = self.timed("NVPTX codegen", || {
                run_contained_all(self.stack.get(), self.threads, jobs, |(u, t, v)| {
                    crate::crash::trigger::at(crate::crash::trigger::Site::Codegen);
                    u.to_ptx(t, v)
                })
            });
            self.collect_units(units, results, &mut text)?;
        }
        Ok(text)
    }

    /// [`Session::emit_ptx`] for a module the caller no longer needs: every
    /// unit is checked and translated to LLVM IR, then the MLIR module is
    /// freed ([`Session::discard`]). Code generation is streamed: each
    /// translated unit (or chunk of a split unit) goes through a queue of
    /// [`Session::set_output_threads`] places to as many contained
    /// workers, which generate its PTX while the next is translated and
    /// while the MLIR module is freed; translation waits while the queue
    /// is full, so the peak memory is the MLIR module and a few parts' LLVM
    /// IR and machine code, not the LLVM IR of every unit next to the MLIR
    /// module. Same text, same located errors as
    /// [`Session::emit_ptx`] (a translation error wins over a code
    /// generation error, as there). With `--timing`, the time translation
    /// waits for queue space is `NVPTX codegen`'s; the CPU time of the
    /// workers running meanwhile counts in the translation's and the free's.
    ///
    /// `verified`: the caller has just found `module` free of errors for
    /// `target` with every rule [`Session::check_unit`] re-checks (parsing
    /// with the session's target, [`Session::verify_without_tile_ops`]
    /// after the last pipeline, as the driver does) and nothing changed it
    /// since; the units' verifier pass is then not repeated (the check that
    /// their bodies hold only LLVM dialect ops still runs).
    pub fn emit_ptx_owned(
        &self,
        module: Module<'_>,
        target: Option<Target>,
        verified: bool,
    ) -> Result<String, DriverError> {
        type Job = (output::TranslatedUnit, Target, tile_rules::PtxVersion);
        type Done = (usize, Result<Result<String, OutputError>, Escape>);
        let stack = self.stack.get();
        // A short queue: translation waits for the workers rather than
        // holding the LLVM IR of every part next to the MLIR module.
        let (send, receive) = std::sync::mpsc::sync_channel::<(usize, Job)>(self.threads);
        let receive = std::sync::Mutex::new(receive);
        let done: std::sync::Mutex<Vec<Done>> = std::sync::Mutex::new(Vec::new());
        let mut jobs = 0usize;
        let units = std::thread::scope(|scope| {
            let mut workers = Vec::with_capacity(self.threads);
            for _ in 0..self.threads {
                let spawned = std::thread::Builder::new()
                    .name("tile-codegen".into())
                    .spawn_scoped(scope, || loop {
                        crate::crash::enter_thread();
                        // Take the next part, then release the queue.
                        let next = receive.lock().ok().and_then(|r| r.recv().ok());
                        let Some((index, (part, t, v))) = next else {
                            break;
                        };
                        let result = run_contained(stack, || {
                            crate::crash::trigger::at(crate::crash::trigger::Site::Codegen);
                            part.to_ptx(t, v)
                        });
                        if let Ok(mut done) = done.lock() {
                            done.push((index, result));
                        }
                    });
                if let Ok(worker) = spawned {
                    workers.push(worker);
                }
            }
            // No worker could start: code generation runs below, here.
            let mut here = Vec::new();
            let units = self.emit_units(&module).and_then(|units| {
                self.translate_units(&units, target, verified, true, &mut |part, t, v| {
                    if workers.is_empty() {
                        here.push((jobs, (part, t, v)));
                    } else {
                        match send.try_send((jobs, (part, t, v))) {
                            Ok(()) => {}
                            Err(std::sync::mpsc::TrySendError::Full(job)) => {
                                // Blocked: the time is code generation's.
                                let timing = self.timing_enabled();
                                let (start, start_cpu) = if timing {
                                    (Some(std::time::Instant::now()), process_cpu_time())
                                } else {
                                    (None, Default::default())
                                };
                                if let Err(failed) = send.send(job) {
                                    here.push(failed.0);
                                }
                                if let Some(start) = start {
                                    let (wall, cpu) = self.codegen_wait.get();
                                    self.codegen_wait.set((
                                        wall + start.elapsed(),
                                        cpu + process_cpu_time().saturating_sub(start_cpu),
                                    ));
                                }
                            }
                            Err(std::sync::mpsc::TrySendError::Disconnected(job)) => here.push(job),
                        }
                    }
                    jobs += 1;
                })
            });
            drop(send);
            self.timed("Free MLIR", || {
                self.discard(module);
                return_free_memory();
            });
            self.timed("NVPTX codegen", || {
                for (index, (part, t, v)) in here {
                    let result = run_contained(stack, || {
                        crate::crash::trigger::at(crate::crash::trigger::Site::Codegen);
                        part.to_ptx(t, v)
                    });
                    if let Ok(mut done) = done.lock() {
                        done.push((index, result));
                    }
                }
                for worker in workers {
                    let _ = worker.join();
                }
            });
            units
        })?;
        let mut results: Vec<Option<Result<Result<String, OutputError>, Escape>>> = Vec::new();
        results.resize_with(jobs, || None);
        for (index, result) in done.into_inner().unwrap_or_default() {
            if let Some(slot) = results.get_mut(index) {
                *slot = Some(result);
            }
        }
        let results = results
            .into_iter()
            .map(|r| r.unwrap_or(Err(Escape::Lost)))
            .collect();
        let mut text = String::new();
        self.collect_units(units, results, &mut text)?;
        Ok(text)
    }

    /// Checks each unit ([`Session::check_unit`]; with `verified`, its
    /// top-level ops only), reads its target and PTX version, plans its
    /// split and translates it (or each chunk) to LLVM IR (contained),
    /// handing each translated part to `sink` in order; returns where each
    /// unit's errors go and how many parts it has. With `consume` (the
    /// caller frees the module right after), a split unit's kernels are
    /// freed chunk by chunk as they are translated
    /// ([`output::translate_chunks`]).
    fn translate_units(
        &self,
        units: &[OperationRef<'_, '_>],
        target: Option<Target>,
        verified: bool,
        consume: bool,
        sink: &mut dyn FnMut(output::TranslatedUnit, Target, tile_rules::PtxVersion),
    ) -> Result<Vec<ReadyUnit>, DriverError> {
        let mut translated = Vec::with_capacity(units.len());
        for &unit in units {
            let (unit_target, ptx_version, culprit) = self.timed("Check units", || {
                if verified {
                    self.check_top_level_ops(unit)?;
                } else {
                    self.check_unit(unit, target)?;
                }
                let unit_target = match target {
                    Some(t) => t,
                    None => output::module_target(unit)
                        .map_err(|e| self.output_error(unit, e))?
                        .unwrap_or(Target::DEFAULT),
                };
                let ptx_version = output::checked_module_ptx_version(unit, unit_target)
                    .map_err(|e| self.output_error(unit, e))?;
                Ok::<_, DriverError>((unit_target, ptx_version, culprit(unit)))
            })?;
            let libdevice = self.libdevice_for(unit)?;
            let name = output::unit_name(unit);
            let plan = self.timed("Split units", || {
                self.work(&format!("splitting {name}"), &culprit, || {
                    Ok(output::plan_split(unit, self.chunk_ops))
                })
            })?;
            // Before the translation, which may free the kernels.
            let functions = BackendPlaces::functions_of(unit);
            let mut callers = Vec::new();
            let mut parts = 0usize;
            let mut each = |part: output::TranslatedUnit| {
                callers.extend(part.intrinsic_callers());
                parts += 1;
                let part = match &libdevice {
                    Some(path) => part.with_libdevice(path.clone()),
                    None => part,
                };
                sink(part, unit_target, ptx_version);
            };
            self.timed("Translate to LLVM IR", || {
                self.work(&format!("PTX output of {name}"), &culprit, || {
                    match &plan {
                        Some(plan) => output::translate_chunks(unit, plan, consume, &mut each),
                        None => output::translate_unit(unit).map(&mut each),
                    }
                    .map_err(|e| self.output_error(unit, e))
                })
            })?;
            translated.push(ReadyUnit {
                parts,
                globals: plan.map(|p| p.globals().to_vec()).unwrap_or_default(),
                name,
                at: unit_location(unit),
                culprit,
                places: BackendPlaces { functions, callers },
            });
        }
        Ok(translated)
    }

    /// Appends the PTX of `units` to `text` in order, from the code
    /// generation `results` of their parts (in the same order), stitching
    /// a split unit's chunks; the first error (in unit order) is returned,
    /// located.
    fn collect_units(
        &self,
        units: Vec<ReadyUnit>,
        results: Vec<Result<Result<String, OutputError>, Escape>>,
        text: &mut String,
    ) -> Result<(), DriverError> {
        let mut results = results.into_iter();
        for unit in units {
            let ReadyUnit {
                parts,
                globals,
                name,
                at,
                culprit,
                places,
            } = unit;
            // A back-end error goes to the kernel it names (or that calls the
            // intrinsic it names), else to the unit's culprit.
            let backend_at = |message: &str| places.locate(message).or_else(|| culprit.clone());
            let mut chunks = Vec::with_capacity(parts);
            for result in results.by_ref().take(parts) {
                let ptx = result
                    .map_err(|e| {
                        let at = match &e {
                            Escape::Fatal(message) => backend_at(message),
                            _ => culprit.clone(),
                        };
                        self.escaped(&format!("PTX output of {name}"), &at, e)
                    })?
                    .map_err(|e| {
                        let culprit = match &e {
                            OutputError::Codegen { message, .. } => backend_at(message),
                            _ => culprit.clone(),
                        };
                        self.located_output_error(at.clone(), culprit, e)
                    })?;
                chunks.push(ptx);
            }
            let ptx = if chunks.len() == 1 {
                chunks.pop().unwrap_or_default()
            } else {
                self.timed("Stitch PTX", || output::stitch_ptx(&chunks, &globals))
                    .map_err(|source| {
                        self.located_output_error(
                            at.clone(),
                            culprit.clone(),
                            OutputError::Stitch {
                                unit: name.clone(),
                                source,
                            },
                        )
                    })?
            };
            push_unit(text, "//", &name, &ptx);
        }
        Ok(())
    }

    /// The launch manifest the pipeline left on `module`
    /// (`--emit=manifest`): complete (every parameter with its ABI words)
    /// after `tile-finalize-kernel-params`, e.g. after `--pipeline=default`.
    pub fn manifest(&self, module: &Module<'_>) -> Result<Manifest, DriverError> {
        manifest::load(module.as_operation())?.ok_or(DriverError::NoManifest)
    }

    /// What the output stage checks on a unit before LLVM sees it (LLVM
    /// stops the process on such input, or writes output ptxas refuses):
    /// the verifier's findings on it (names, parameter space, targets, PTX
    /// versions) and that its body holds only LLVM dialect module-level
    /// ops. Each failure is a located diagnostic.
    fn check_unit(
        &self,
        unit: OperationRef<'_, '_>,
        target: Option<Target>,
    ) -> Result<(), DriverError> {
        let mut diagnostics: Vec<CapturedDiagnostic> = self
            .work("checking a unit", &unit_location(unit), || {
                Ok(verify_operation(unit, &VerifyOptions { target }))
            })?
            .iter()
            .filter(|f| f.violation.severity == tile_rules::Severity::Error)
            .map(CapturedDiagnostic::from_finding)
            .collect();
        diagnostics.extend(
            output::untranslatable_top_level_ops(unit)
                .into_iter()
                .map(|(at, message)| error_at(at, message)),
        );
        if diagnostics.is_empty() {
            Ok(())
        } else {
            Err(DriverError::Rejected(diagnostics))
        }
    }

    /// The part of [`Session::check_unit`] the verifier does not cover:
    /// the unit's body holds only LLVM dialect module-level ops.
    fn check_top_level_ops(&self, unit: OperationRef<'_, '_>) -> Result<(), DriverError> {
        let diagnostics: Vec<CapturedDiagnostic> = output::untranslatable_top_level_ops(unit)
            .into_iter()
            .map(|(at, message)| error_at(at, message))
            .collect();
        if diagnostics.is_empty() {
            Ok(())
        } else {
            Err(DriverError::Rejected(diagnostics))
        }
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
        let at = self.prepare_host(module, target)?;
        let op = module.as_operation();
        let stage = match kind {
            HostOutput::LlvmIr => "Translate host to LLVM IR",
            HostOutput::Object | HostOutput::SharedObject => "x86-64 codegen (and cc -shared)",
        };
        self.timed(stage, || {
            self.work("host code generation", &at, || match kind {
                HostOutput::LlvmIr => host_emit::translate_host_to_llvm_ir(op)
                    .map(String::into_bytes)
                    .map_err(|e| self.host_translate_error(&at, e)),
                HostOutput::Object => host_emit::compile_host_object(op)
                    .map_err(|e| self.host_translate_error(&at, e)),
                HostOutput::SharedObject => {
                    let object = host_emit::compile_host_object(op)
                        .map_err(|e| self.host_translate_error(&at, e))?;
                    Ok(host_emit::link_shared_object(&object)?)
                }
            })
        })
    }

    /// [`Session::emit_host`] for a module the caller no longer needs: for
    /// LLVM IR text, the MLIR module is freed ([`Session::discard`]) once
    /// translated, before the (large) text is printed, so MLIR, the LLVM
    /// module and the text are never all alive at once. Same bytes, same
    /// errors.
    pub fn emit_host_owned(
        &self,
        mut module: Module<'_>,
        kind: HostOutput,
        target: Option<Target>,
    ) -> Result<Vec<u8>, DriverError> {
        if kind != HostOutput::LlvmIr {
            let emitted = self.emit_host(&mut module, kind, target);
            self.discard(module);
            return emitted;
        }
        let translated = self.prepare_host(&mut module, target).and_then(|at| {
            let op = module.as_operation();
            let host = self.timed("Translate host to LLVM IR", || {
                self.work("host code generation", &at, || {
                    host_emit::translate_host(op).map_err(|e| self.host_translate_error(&at, e))
                })
            })?;
            Ok((at, host))
        });
        self.timed("Free MLIR", || {
            self.discard(module);
            return_free_memory();
        });
        let (at, host) = translated?;
        self.timed("Print LLVM IR", || {
            self.work("host code generation", &at, || {
                host.into_llvm_ir()
                    .map(String::into_bytes)
                    .map_err(DriverError::Host)
            })
        })
    }

    /// The error of a failed host translation: a located `Rejected` with
    /// what the diagnostic handler caught.
    fn host_translate_error(&self, at: &FileLineCol, e: HostEmitError) -> DriverError {
        match e {
            HostEmitError::Translate => {
                let mut diagnostics = self.take_diagnostics();
                diagnostics.push(error_at(at.clone(), e.to_string()));
                DriverError::Rejected(diagnostics)
            }
            other => DriverError::Host(other),
        }
    }

    /// What [`Session::emit_host`] does before translating: the checks,
    /// [`host_emit::prepare_gpu_targets`] and the host tail pipeline.
    /// Answers where host errors go (the top module).
    fn prepare_host(
        &self,
        module: &mut Module<'_>,
        target: Option<Target>,
    ) -> Result<FileLineCol, DriverError> {
        let (at, device_at) = {
            let top = module.as_operation();
            let at = location_of(top);
            if let Err(e) = host_emit::check_host_lowered(top) {
                let mut diagnostics = self.take_diagnostics();
                diagnostics.push(error_at(at, e.to_string()));
                return Err(DriverError::Rejected(diagnostics));
            }
            let units = output::gpu_modules(top);
            let mut links = std::collections::HashMap::new();
            for unit in units.iter().filter(|u| output::is_gpu_module(**u)) {
                self.check_unit(*unit, target)?;
                if let Some(path) = self.libdevice_for(*unit)? {
                    links.insert(unit.to_raw().ptr as usize, path);
                }
            }
            let libdevice =
                |unit: OperationRef<'_, '_>| links.get(&(unit.to_raw().ptr as usize)).cloned();
            self.timed("Prepare GPU targets", || {
                host_emit::prepare_gpu_targets(top, target, &libdevice)
            })
            .map_err(|e| match e {
                HostEmitError::GpuTarget(e) => self.rejected(at.clone(), e.to_string()),
                other => DriverError::Host(other),
            })?;
            // The tail compiles every gpu.module's PTX: LLVM back-end errors
            // there belong to the unit when there is one.
            let device_at = match units.as_slice() {
                [only] => culprit(*only),
                _ => at.clone(),
            };
            (at, device_at)
        };
        self.work("the host tail (PTX of the gpu.modules)", &device_at, || {
            self.run_pipeline_here(module, host_emit::HOST_TAIL_PIPELINE)
        })
        .map_err(|e| self.locate_backend_stop(module, e))?;
        Ok(at)
    }

    /// [`Session::run_pipeline`] on the current thread (inside `work`),
    /// verified as a named pipeline (this crate's own, like the host tail).
    fn run_pipeline_here(
        &self,
        module: &mut Module<'_>,
        pipeline: &str,
    ) -> Result<(), DriverError> {
        let elements = parse_pipeline(pipeline)?;
        self.run_elements(module, &elements, true)
    }

    /// A one-diagnostic [`DriverError::Rejected`].
    fn rejected(&self, at: FileLineCol, message: String) -> DriverError {
        DriverError::Rejected(vec![error_at(at, message)])
    }

    fn emit_units<'c, 'a>(
        &self,
        module: &'a Module<'c>,
    ) -> Result<Vec<melior::ir::OperationRef<'c, 'a>>, DriverError> {
        let units = output::gpu_modules(module.as_operation());
        if units.is_empty() {
            // An input without a single op is reported at its start.
            let at = location_of(module.as_operation()).or(Some((String::new(), 1, 1)));
            return Err(self.rejected(
                at,
                format!("[nothing-to-emit] {}", DriverError::NothingToEmit),
            ));
        }
        Ok(units)
    }

    /// An output error of `unit`, located: a translation failure keeps the
    /// diagnostics the sink captured (with their locations) and adds a
    /// summary at the unit; the others are located at the unit (a top
    /// module's attribute, at the top module).
    fn output_error(&self, unit: OperationRef<'_, '_>, error: OutputError) -> DriverError {
        let culprit = match &error {
            OutputError::Codegen { message, .. } => self.backend_culprit(unit, message),
            _ => None,
        };
        self.located_output_error(unit_location(unit), culprit, error)
    }

    /// [`Session::output_error`] for a unit at `at` whose back-end errors
    /// go to `culprit` (the unit may be gone: see
    /// [`Session::emit_ptx_owned`]).
    fn located_output_error(
        &self,
        at: FileLineCol,
        culprit: FileLineCol,
        error: OutputError,
    ) -> DriverError {
        match error {
            OutputError::Translate { unit: name, .. } => {
                let mut diagnostics = self.take_diagnostics();
                diagnostics.push(error_at(
                    at,
                    format!(
                        "[not-lowered] {}",
                        DriverError::Translate {
                            unit: name,
                            diagnostics: Vec::new()
                        }
                    ),
                ));
                DriverError::Rejected(diagnostics)
            }
            OutputError::Target { .. } => self.rejected(at, format!("[target-attribute] {error}")),
            OutputError::PtxVersion(_) => self.rejected(at, format!("[ptx-version] {error}")),
            OutputError::Codegen { .. } => self.rejected(culprit, format!("[backend] {error}")),
            OutputError::Libdevice { .. } => self.rejected(at, format!("[libdevice] {error}")),
            other => DriverError::Output(other),
        }
    }
}

impl Session {
    /// Where LLVM back-end error `message` of `unit` goes: the function it
    /// is about ([`output::culprit_function`] on the unit's LLVM IR,
    /// translated again, contained: this runs only on the error path), else
    /// [`culprit`].
    fn backend_culprit(&self, unit: OperationRef<'_, '_>, message: &str) -> FileLineCol {
        run_contained(self.stack.get(), || output::translate_to_llvm_ir(unit))
            .ok()
            .and_then(Result::ok)
            .and_then(|ir| output::culprit_function(&ir, message))
            .and_then(|name| function_named(unit, &name))
            .and_then(location_of)
            .or_else(|| culprit(unit))
    }
}

impl Session {
    /// A fatal back-end error of the host tail (which compiles every
    /// `gpu.module` it finds) moved to the kernel it is about, when a unit
    /// still in the module holds it (the unit LLVM stopped on is not
    /// replaced by its binary yet).
    fn locate_backend_stop(&self, module: &Module<'_>, error: DriverError) -> DriverError {
        let DriverError::Rejected(mut diagnostics) = error else {
            return error;
        };
        let Some(message) = self.stopped.borrow().clone() else {
            return DriverError::Rejected(diagnostics);
        };
        let at = output::gpu_modules(module.as_operation())
            .into_iter()
            .filter(|u| output::is_gpu_module(*u))
            .find_map(|unit| {
                run_contained(self.stack.get(), || output::translate_to_llvm_ir(unit))
                    .ok()
                    .and_then(Result::ok)
                    .and_then(|ir| output::culprit_function(&ir, &message))
                    .and_then(|name| function_named(unit, &name))
                    .and_then(location_of)
            });
        if let (Some(at), Some(last)) = (at, diagnostics.last_mut()) {
            if last.message.starts_with("[backend]") {
                last.file_line_col = Some(at);
            }
        }
        DriverError::Rejected(diagnostics)
    }
}

/// The function with a body named `name` directly in `unit`.
fn function_named<'c, 'a>(unit: OperationRef<'c, 'a>, name: &str) -> Option<OperationRef<'c, 'a>> {
    let mut current = region_at(unit, 0)?.first_block()?.first_operation();
    while let Some(op) = current {
        if tile_dialect::strings::op_name(&op).ends_with(".func")
            && tile_dialect::strings::symbol_name(&op).as_deref() == Some(name)
        {
            return Some(op);
        }
        current = op.next_in_block();
    }
    None
}

/// File, line and column of `op`; for an op without a source position
/// of its own (the implicit top module is at line 0), its first nested
/// op's.
fn location_of(op: OperationRef<'_, '_>) -> FileLineCol {
    file_line_col(op.location())
        .filter(|(_, line, _)| *line > 0)
        .or_else(|| {
            region_at(op, 0)
                .and_then(|r| r.first_block())
                .and_then(|b| b.first_operation())
                .and_then(location_of)
        })
}

/// Where errors about a unit go.
fn unit_location(unit: OperationRef<'_, '_>) -> FileLineCol {
    location_of(unit)
}

/// Where a back-end error of `unit` goes: its only function with a body
/// (the kernel that triggered it), else the unit.
fn culprit(unit: OperationRef<'_, '_>) -> FileLineCol {
    let mut functions = Vec::new();
    if let Some(block) = region_at(unit, 0).and_then(|r| r.first_block()) {
        let mut current = block.first_operation();
        while let Some(op) = current {
            let has_body = region_at(op, 0).and_then(|r| r.first_block()).is_some();
            if tile_dialect::strings::op_name(&op).ends_with(".func") && has_body {
                functions.push(op);
            }
            current = op.next_in_block();
        }
    }
    match functions.as_slice() {
        [only] => location_of(*only).or_else(|| unit_location(unit)),
        _ => unit_location(unit),
    }
}

/// Hands the heap memory freed so far back to the operating system: glibc
/// keeps it otherwise, and the large buffers allocated next (machine code,
/// LLVM IR text) are fresh mappings that could not reuse it, so freeing the
/// MLIR module would not lower the peak resident memory.
/// A thread pool of `threads` threads attached to `context` (see
/// [`tile_dialect::thread_pool`]): MLIR's parallel verifier and pass
/// manager run there, on threads armed for crash reports.
fn context_pool(context: &Context, threads: usize) -> tile_dialect::thread_pool::ThreadPool {
    let pool =
        tile_dialect::thread_pool::ThreadPool::new(threads, Some(crate::crash::pool_task_start));
    // SAFETY: the session keeps the pool until the context is dropped (the
    // field is declared after it) or another pool replaces it (attached
    // before this one is dropped); the context is single-threaded here.
    unsafe { pool.attach(context) };
    pool
}

/// Stack bytes a pool thread may need per level of input nesting (MLIR's
/// printer and attribute verifiers recurse once per level of a nested
/// attribute or type: 170-350 bytes measured; the rest is margin).
const POOL_BYTES_PER_LEVEL: usize = 4 << 10;

/// Stack bytes of a pool thread kept free of nesting (the task's frames,
/// the verifier, a diagnostic).
const POOL_BASE_BYTES: usize = 256 << 10;

/// The deepest input whose work may run on the MLIR context's pool: its
/// threads (started by LLVM) get the system's default thread stack.
fn pool_depth_limit() -> usize {
    static LIMIT: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *LIMIT.get_or_init(|| {
        default_thread_stack().saturating_sub(POOL_BASE_BYTES) / POOL_BYTES_PER_LEVEL
    })
}

/// The stack size of a thread created with default attributes (glibc: the
/// `ulimit -s` at startup, 2 MiB where that is unlimited).
fn default_thread_stack() -> usize {
    // SAFETY: a default attribute object, read and destroyed.
    unsafe {
        let mut attr: libc::pthread_attr_t = std::mem::zeroed();
        if libc::pthread_attr_init(&mut attr) != 0 {
            return 0;
        }
        let mut size: libc::size_t = 0;
        let got = libc::pthread_attr_getstacksize(&attr, &mut size);
        libc::pthread_attr_destroy(&mut attr);
        if got == 0 {
            size
        } else {
            0
        }
    }
}

fn return_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases memory that is free.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// A unit translated to LLVM IR, ready for code generation, with where
/// its errors go.
struct ReadyUnit {
    /// How many parts its LLVM IR has: one, or one per chunk of a split
    /// unit.
    parts: usize,
    /// A split unit's globals, in order (for the stitch).
    globals: Vec<String>,
    name: String,
    /// Where errors about the unit go.
    at: FileLineCol,
    /// Where its back-end errors go ([`culprit`]).
    culprit: FileLineCol,
    /// Its functions and where each is, for a back-end error that names
    /// one or an intrinsic one calls ([`BackendPlaces::locate`]).
    places: BackendPlaces,
}

/// What locates a back-end error of a unit after its MLIR is gone: its
/// functions (name, location) and each intrinsic call (intrinsic, caller).
struct BackendPlaces {
    functions: Vec<(String, FileLineCol)>,
    callers: Vec<(String, String)>,
}

impl BackendPlaces {
    /// The functions of `unit` (name, location), for the `functions` of
    /// its places; the `callers` are the intrinsic calls of its LLVM IR
    /// (of all parts of a split unit).
    fn functions_of(unit: OperationRef<'_, '_>) -> Vec<(String, FileLineCol)> {
        let mut functions = Vec::new();
        if let Some(block) = region_at(unit, 0).and_then(|r| r.first_block()) {
            let mut current = block.first_operation();
            while let Some(op) = current {
                if tile_dialect::strings::op_name(&op).ends_with(".func") {
                    if let Some(name) = tile_dialect::strings::symbol_name(&op) {
                        functions.push((name, location_of(op)));
                    }
                }
                current = op.next_in_block();
            }
        }
        functions
    }

    /// Where LLVM's `message` points: the function it names or that calls
    /// the intrinsic it names, if it has a location.
    fn locate(&self, message: &str) -> FileLineCol {
        let names: Vec<String> = self.functions.iter().map(|(n, _)| n.clone()).collect();
        let name = output::culprit_in(message, &names, &self.callers)?;
        self.functions
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, at)| at.clone())
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

/// Whether `element` is a plain (no options, not nested) pass that
/// [`pass_needs`] may skip.
fn is_skippable(element: &PipelineElement) -> bool {
    element.options.is_none()
        && element.nested.is_none()
        && pass_needs::SKIPPABLE.contains(&element.name.as_str())
}
