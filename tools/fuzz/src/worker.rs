//! The worker process (`tile-fuzz --worker`): reads jobs, runs each
//! in-process through the library on its main thread (the stack the driver
//! has), answers an outcome. A panic it can catch becomes a crash outcome
//! (and the worker exits, its state being suspect); one it cannot (across
//! an FFI callback), an abort, a signal or a stack overflow ends the
//! process, and the parent classifies the death. The library's crash
//! handler (`tile_compiler::crash`) is installed in every worker: a death by a
//! signal on any thread (the main one, the session's contained and code
//! generation threads, the MLIR context's pool) prints the thread, the
//! address, whether the stack overflowed and a raw backtrace to stderr, and
//! writes the full report ([`REPORT_FILE`] in the worker's scratch folder)
//! that the parent keeps with the finding.

use crate::driver;
use crate::generated;
use crate::oracle::{classify_mutant, normalize_signature, Class, Outcome};
use crate::pool::WorkerConfig;
use crate::protocol::{
    decode_job, encode_outcome, read_frame, write_frame, Job, JobKind, REPORT_FILE,
};
use crate::ptxas::{self, Ptxas};
use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::os::fd::FromRawFd;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use tile_compiler::Session;

/// The last panic's message and location, recorded by the hook.
static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// How a worker process runs its jobs.
#[derive(Clone, Copy, Debug, Default)]
pub struct ServeOptions {
    /// Address-space cap, MiB (0: none).
    pub memory_mb: u64,
    /// Jobs one `Session` serves (1: a fresh one per input, as each driver
    /// process has).
    pub jobs_per_session: usize,
    /// Threads of each `Session` (`Session::set_output_threads`; none: the
    /// library's default, the available parallelism).
    pub threads: Option<usize>,
    /// Lift the core-file size limit, so that a crash also leaves a core
    /// dump where the system's `core_pattern` puts it.
    pub core_dumps: bool,
}

/// Jobs run in this process, with the worker's session reuse: a session
/// serves `jobs_per_session` jobs and is renewed after a finding or a
/// fatal LLVM error.
pub struct InProcess {
    scratch: PathBuf,
    ptxas: Option<Ptxas>,
    session: Option<Session>,
    served: usize,
    options: ServeOptions,
}

impl InProcess {
    /// Runs jobs as the workers of `config` would, in this process (the
    /// panic hook is set so that a caught panic is named).
    pub fn new(config: &WorkerConfig) -> Self {
        set_panic_hook();
        Self::with(
            &config.root,
            &config.scratch.join("in-process"),
            ServeOptions {
                memory_mb: 0,
                jobs_per_session: config.jobs_per_session,
                threads: config.threads,
                core_dumps: false,
            },
        )
    }

    fn with(root: &Path, scratch: &Path, options: ServeOptions) -> Self {
        let scratch = scratch.to_path_buf();
        let _ = std::fs::create_dir_all(&scratch);
        let ptxas = ptxas::locate(root)
            .ok()
            .map(|b| Ptxas::new(b, scratch.clone()));
        Self {
            scratch,
            ptxas,
            session: None,
            served: 0,
            options,
        }
    }

    /// Runs `job` in the current session (renewed as the worker does).
    pub fn run(&mut self, job: &Job) -> Outcome {
        if self
            .served
            .is_multiple_of(self.options.jobs_per_session.max(1))
        {
            self.session = None;
        }
        self.served += 1;
        let threads = self.options.threads;
        let current = self.session.get_or_insert_with(|| {
            let mut fresh = Session::new();
            if let Some(threads) = threads {
                fresh.set_output_threads(threads);
            }
            fresh
        });
        let outcome = run_job(current, self.ptxas.as_mut(), &self.scratch, job);
        // A session is reused for the next input only after an ordinary
        // outcome: after a finding or a fatal LLVM error (which stops it)
        // the next input gets a fresh one, as a fresh driver process would.
        if !matches!(outcome.class, Class::Ok | Class::LocatedReject)
            || self.session.as_ref().is_some_and(Session::is_stopped)
        {
            self.session = None;
        }
        outcome
    }
}

impl Drop for InProcess {
    fn drop(&mut self) {
        self.session = None;
        let _ = std::fs::remove_dir_all(&self.scratch);
    }
}

fn set_panic_hook() {
    panic::set_hook(Box::new(|info| {
        let location = info
            .location()
            .map(|l| format!("{}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let text = format!("panicked at {location}: {message}");
        eprintln!("{text}");
        if let Ok(mut last) = LAST_PANIC.lock() {
            *last = Some(text);
        }
    }));
}

/// Serves jobs until stdin ends. `root` locates ptxas; `scratch` is this
/// worker's folder for ptxas inputs, manifests and the crash report (the
/// parent removes it, also after a crash).
pub fn serve(root: &Path, scratch: &Path, options: ServeOptions) -> i32 {
    limit_memory(options.memory_mb);
    if options.core_dumps {
        allow_core_dumps();
    }
    let _ = std::fs::create_dir_all(scratch);
    if let Err(e) = tile_compiler::crash::install(Some(&scratch.join(REPORT_FILE))) {
        eprintln!("tile-fuzz worker: {e}");
    }
    // The protocol goes to a copy of stdout; stdout itself goes to stderr.
    // SAFETY: plain descriptor duplication on descriptors this process owns.
    let proto = unsafe {
        let fd = libc::dup(1);
        if fd < 0 || libc::dup2(2, 1) < 0 {
            eprintln!("tile-fuzz worker: cannot set up its descriptors");
            return 2;
        }
        File::from_raw_fd(fd)
    };
    let mut out = BufWriter::new(proto);
    let mut input = BufReader::new(std::io::stdin().lock());
    set_panic_hook();
    let mut jobs = InProcess::with(root, scratch, options);
    let code = loop {
        let frame = match read_frame(&mut input) {
            Ok(Some(f)) => f,
            Ok(None) => break 0,
            Err(e) => {
                eprintln!("tile-fuzz worker: {e}");
                break 2;
            }
        };
        // A fresh stderr per job: the parent reads it after a death.
        // SAFETY: truncating our own stderr file (opened for appending).
        unsafe {
            libc::ftruncate(2, 0);
        }
        let outcome = match decode_job(&frame) {
            Some(job) => jobs.run(&job),
            None => Outcome::new(Class::Crash, "worker: undecodable job", ""),
        };
        let crashed = outcome.class == Class::Crash;
        if write_frame(&mut out, &encode_outcome(&outcome)).is_err() {
            break 2;
        }
        if crashed {
            // The library's state after a panic is not to be trusted.
            break 3;
        }
    };
    drop(jobs);
    code
}

/// Runs one job in `session` and classifies it; a panic the job does not
/// catch becomes a crash outcome (the panic hook of [`serve`] and [`InProcess`] recorded its
/// message). `scratch` holds the launch manifest of a mutant's path.
pub fn run_job(
    session: &mut Session,
    mut ptxas: Option<&mut Ptxas>,
    scratch: &Path,
    job: &Job,
) -> Outcome {
    let run = panic::catch_unwind(AssertUnwindSafe(|| match job.kind {
        JobKind::Mutant(path) => {
            let manifest = scratch.join("manifest.json");
            let _ = std::fs::remove_file(&manifest);
            let args = path.args_with(&manifest.to_string_lossy());
            let r = driver::run(session, &args, &job.input);
            let outcome = classify_mutant(path, &r, ptxas.as_deref_mut());
            if outcome.class == Class::LocatedReject && path.writes_manifest() && manifest.exists()
            {
                Outcome::new(
                    Class::SilentDrop,
                    "launch manifest written although the run failed",
                    &outcome.signature,
                )
            } else {
                outcome
            }
        }
        JobKind::Generated => generated::check(session, ptxas.as_deref_mut(), &job.input),
    }));
    match run {
        Ok(o) => o,
        Err(_) => {
            let text = LAST_PANIC
                .lock()
                .ok()
                .and_then(|mut l| l.take())
                .unwrap_or_else(|| "panic".to_string());
            Outcome::new(Class::Crash, &panic_signature(&text), &text)
        }
    }
}

/// `panicked at file:line: message` with the message normalized.
pub fn panic_signature(text: &str) -> String {
    let first: String = text.lines().take(2).collect::<Vec<_>>().join(" ");
    normalize_signature(&first)
}

/// Lifts the core-file size limit (the kernel's `core_pattern` decides where
/// a core goes: a file in the working folder, or a program it is piped to).
fn allow_core_dumps() {
    let limit = libc::rlimit {
        rlim_cur: libc::RLIM_INFINITY,
        rlim_max: libc::RLIM_INFINITY,
    };
    // SAFETY: setrlimit on this process with a valid struct (a soft limit
    // above the hard one is refused, which leaves things as they were).
    unsafe {
        if libc::setrlimit(libc::RLIMIT_CORE, &limit) != 0 {
            let mut current = libc::rlimit {
                rlim_cur: 0,
                rlim_max: 0,
            };
            if libc::getrlimit(libc::RLIMIT_CORE, &mut current) == 0 {
                current.rlim_cur = current.rlim_max;
                libc::setrlimit(libc::RLIMIT_CORE, &current);
            }
        }
    }
}

/// Caps the address space (a runaway input must not take the machine).
fn limit_memory(memory_mb: u64) {
    if memory_mb == 0 {
        return;
    }
    let bytes = memory_mb.saturating_mul(1 << 20);
    let limit = libc::rlimit {
        rlim_cur: bytes,
        rlim_max: bytes,
    };
    // SAFETY: setrlimit on this process with a valid struct.
    unsafe {
        libc::setrlimit(libc::RLIMIT_AS, &limit);
    }
}
