//! A [`Session`]: one MLIR context with every dialect loaded, the pass
//! registry, and a diagnostic sink. Everything the driver does goes through
//! it, so a DSL compiler can embed the same pipeline.
//!
//! A session never ends its host process: the raw source is checked before
//! MLIR sees it (UTF-8, no NUL byte, nesting depth: `input`); each
//! piece of work runs on a worker thread with a stack sized for the input's
//! nesting, where a panic or a fatal LLVM error becomes a [`DriverError`]
//! (`contain`); every error carries located diagnostics
//! ([`DriverError::diagnostics`]). After a fatal LLVM error the session
//! refuses further work ([`DriverError::Stopped`]): start a new one.
//!
//! The session holds the state; each job is a module of its own, adding
//! its methods to [`Session`]: `parse` (parse, discard),
//! [`crate::pipeline`] (pass pipelines, verification), `emit`
//! (MLIR text, LLVM IR, PTX, host code, the manifest, held files),
//! `contain` (every piece of work contained),
//! [`crate::artifacts`] (`compile`: all of it for a target and strategy).

use crate::diagnostics::{Diagnostic, DiagnosticSink};
use crate::input;
use crate::timing::{process_cpu_time, TimingReport};
use melior::{
    utility::{register_all_llvm_translations, register_all_passes},
    Context,
};
use std::cell::{Cell, RefCell};
use std::sync::Once;
use tile_dialect::hook::{self, HookSettings};
use tile_lowering::output;
use tile_passes::Registry;
use tile_rules::Target;

pub use crate::error::DriverError;

static REGISTER_PASSES: Once = Once::new();

/// An MLIR context with the `tile` dialect and all upstream dialects, the
/// Rust pass registry, and captured diagnostics.
///
/// Not `Send`, not `Sync`: it owns a melior `Context` (MLIR contexts are
/// not thread-safe); create one per thread and reuse it for every compile
/// there (the crate guide shows the pattern). What it returns is plain data.
pub struct Session {
    pub(crate) context: Context,
    pub(crate) registry: Registry,
    pub(crate) sink: DiagnosticSink,
    /// Stack of the worker threads: enough for the deepest input parsed.
    pub(crate) stack: Cell<usize>,
    /// The deepest nesting of an input parsed so far: above
    /// [`pool_depth_limit`] the context stays single-threaded.
    pub(crate) deepest: Cell<usize>,
    /// The fatal LLVM error that stopped this session, if one did.
    pub(crate) stopped: RefCell<Option<String>>,
    pub(crate) timing: RefCell<Option<TimingReport>>,
    pub(crate) threads: usize,
    /// Least ops of a chunk when one unit's kernels are split for parallel
    /// code generation (0: never split).
    pub(crate) chunk_ops: usize,
    /// libdevice, when the embedder or the command line names it
    /// ([`Session::set_libdevice`]).
    pub(crate) libdevice: Option<std::path::PathBuf>,
    /// Wall and CPU time spent so far waiting for code generation workers
    /// inside another stage (translation waiting for queue space): `timed`
    /// reports it as `NVPTX codegen`, not as the stage that waited.
    pub(crate) codegen_wait: Cell<(std::time::Duration, std::time::Duration)>,
    pub(crate) verify_each: Option<bool>,
    /// The MLIR context's thread pool (its worker threads are armed for
    /// crash reports: [`crate::crash`]). Declared last: dropped after the
    /// context that uses it.
    pub(crate) pool: tile_dialect::thread_pool::ThreadPool,
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

    pub(crate) fn timing_enabled(&self) -> bool {
        self.timing.borrow().is_some()
    }

    /// Whether MLIR's verifier runs after every pass (`Some(true)`), once
    /// after a pipeline (`Some(false)`), or as the pipeline kind decides
    /// (`None`, the default: every pass of a pipeline text, once after a
    /// named pipeline). `--verify-each` on the command line.
    pub fn set_verify_each(&mut self, verify_each: Option<bool>) {
        self.verify_each = verify_each;
    }

    /// Whether MLIR may run work of this session on the context's pool:
    /// several threads, and no input so deep that a pool thread's stack
    /// (the system's default thread stack, 2 MiB where `ulimit -s` is
    /// unlimited; the session's own threads are sized for the input) could
    /// overflow while MLIR verifies or prints it: above
    /// [`pool_depth_limit`] levels the work runs on the contained thread.
    pub(crate) fn multithreaded(&self) -> bool {
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
    pub fn take_diagnostics(&self) -> Vec<Diagnostic> {
        self.sink.take()
    }
}

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
