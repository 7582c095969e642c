//! The worker process (`tile-fuzz --worker`): reads jobs, runs each
//! in-process through the library on its main thread (the stack the driver
//! has), answers an outcome. A panic it can catch becomes a crash outcome
//! (and the worker exits, its state being suspect); one it cannot (across
//! an FFI callback), an abort, a signal or a stack overflow ends the
//! process, and the parent classifies the death.

use crate::driver;
use crate::generated;
use crate::oracle::{classify_mutant, normalize_signature, Class, Outcome};
use crate::protocol::{decode_job, encode_outcome, read_frame, write_frame, JobKind};
use crate::ptxas::{self, Ptxas};
use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::os::fd::FromRawFd;
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::sync::Mutex;
use tile_opt::Session;

/// The last panic's message and location, recorded by the hook.
static LAST_PANIC: Mutex<Option<String>> = Mutex::new(None);

/// Serves jobs until stdin ends. `root` locates ptxas; `scratch` is this
/// worker's folder for ptxas inputs and manifests (the parent removes it,
/// also after a crash); each `Session` serves `jobs_per_session` jobs (1,
/// the default: a fresh one per input, as each driver process has).
pub fn serve(root: &Path, scratch: &Path, memory_mb: u64, jobs_per_session: usize) -> i32 {
    let jobs_per_session = jobs_per_session.max(1);
    limit_memory(memory_mb);
    install_crash_handler();
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
    let scratch = scratch.to_path_buf();
    let _ = std::fs::create_dir_all(&scratch);
    let mut ptxas = ptxas::locate(root)
        .ok()
        .map(|b| Ptxas::new(b, scratch.clone()));
    let mut session = None;
    let mut served = 0usize;
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
        if served.is_multiple_of(jobs_per_session) {
            session = None;
        }
        served += 1;
        let current = session.get_or_insert_with(Session::new);
        let outcome = match decode_job(&frame) {
            Some(job) => {
                let run = panic::catch_unwind(AssertUnwindSafe(|| match job.kind {
                    JobKind::Mutant(path) => {
                        let manifest = scratch.join("manifest.json");
                        let _ = std::fs::remove_file(&manifest);
                        let args = path.args_with(&manifest.to_string_lossy());
                        let r = driver::run(current, &args, &job.input);
                        let outcome = classify_mutant(path, &r, ptxas.as_mut());
                        if outcome.class == Class::LocatedReject
                            && path.writes_manifest()
                            && manifest.exists()
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
                    JobKind::Generated => generated::check(current, ptxas.as_mut(), &job.input),
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
            None => Outcome::new(Class::Crash, "worker: undecodable job", ""),
        };
        // A session is reused for the next input only after an ordinary
        // outcome: after a finding or a fatal LLVM error (which stops it)
        // the next input gets a fresh one, as a fresh driver process would.
        if !matches!(outcome.class, Class::Ok | Class::LocatedReject)
            || session.as_ref().is_some_and(Session::is_stopped)
        {
            session = None;
        }
        let crashed = outcome.class == Class::Crash;
        if write_frame(&mut out, &encode_outcome(&outcome)).is_err() {
            break 2;
        }
        if crashed {
            // The library's state after a panic is not to be trusted.
            break 3;
        }
    };
    let _ = std::fs::remove_dir_all(&scratch);
    code
}

/// `panicked at file:line: message` with the message normalized.
pub fn panic_signature(text: &str) -> String {
    let first: String = text.lines().take(2).collect::<Vec<_>>().join(" ");
    normalize_signature(&first)
}

/// The marker line the crash handler writes before its frames.
pub const BACKTRACE_MARKER: &str = "tile-fuzz worker: fatal signal, backtrace:";

extern "C" fn on_fatal_signal(signal: libc::c_int) {
    // Only async-signal-safe calls: write, backtrace, backtrace_symbols_fd
    // (glibc's does not allocate), sigaction. Then the previous handler
    // (Rust's stack-overflow detector, or the default) takes over when the
    // faulting instruction runs again.
    // SAFETY: writing static bytes to fd 2; capturing our own stack.
    unsafe {
        libc::write(2, b"\n".as_ptr().cast(), 1);
        libc::write(2, BACKTRACE_MARKER.as_ptr().cast(), BACKTRACE_MARKER.len());
        libc::write(2, b"\n".as_ptr().cast(), 1);
        let mut frames = [std::ptr::null_mut::<libc::c_void>(); 48];
        let n = libc::backtrace(frames.as_mut_ptr(), frames.len() as libc::c_int);
        libc::backtrace_symbols_fd(frames.as_ptr(), n, 2);
        if let Ok(previous) = PREVIOUS.try_lock() {
            if let Some(p) = previous.iter().find(|(s, _)| *s == signal) {
                libc::sigaction(signal, &p.1, std::ptr::null_mut());
                return;
            }
        }
        libc::signal(signal, libc::SIG_DFL);
    }
}

/// The handlers that were installed before ours.
static PREVIOUS: Mutex<Vec<(libc::c_int, libc::sigaction)>> = Mutex::new(Vec::new());

/// Prints a raw backtrace on SIGSEGV/SIGBUS/SIGILL/SIGFPE/SIGABRT before the
/// process dies; the parent symbolizes it to name the crash.
fn install_crash_handler() {
    for signal in [
        libc::SIGSEGV,
        libc::SIGBUS,
        libc::SIGILL,
        libc::SIGFPE,
        libc::SIGABRT,
    ] {
        // SAFETY: plain sigaction calls with zeroed, then filled, structs.
        unsafe {
            let mut action: libc::sigaction = std::mem::zeroed();
            action.sa_sigaction = on_fatal_signal as *const () as usize;
            action.sa_flags = libc::SA_ONSTACK;
            libc::sigemptyset(&mut action.sa_mask);
            let mut previous: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(signal, &action, &mut previous) == 0 {
                if let Ok(mut p) = PREVIOUS.lock() {
                    p.push((signal, previous));
                }
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
