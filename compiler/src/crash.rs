//! Crash reports: what a process that embeds the compiler prints (and
//! keeps) when a thread of it dies by a signal (SIGSEGV, SIGBUS, SIGILL,
//! SIGFPE, SIGABRT): the signal and its code, the faulting address, the
//! thread (name and id), whether it overflowed its stack, the registers,
//! a raw backtrace (`binary(+0xoffset)` frames that `llvm-symbolizer`
//! names), and, in the report file, the words at the stack pointer, the
//! process's memory figures and its memory map.
//!
//! A stack overflow can only be reported on a thread that has an
//! alternate signal stack large enough for the report (the kernel cannot
//! push a signal frame onto a full stack; the process then dies silently).
//! After [`install`], every thread the library starts gets one
//! ([`enter_thread`]: the threads of `contain`, the PTX code
//! generation threads) and so does every worker thread of the MLIR
//! context's thread pool, which a [`crate::Session`] owns for that reason
//! (`tile_dialect::thread_pool`: MLIR runs the `tile` verifier and the Rust
//! passes there). Without [`install`] nothing of this runs.
//!
//! The handler runs only async-signal-safe code: `write`, `open`, `read`,
//! `process_vm_readv` (to read the stack without faulting again), glibc's
//! `backtrace` (loaded at [`install`] so that no library is loaded in the
//! handler) and `backtrace_symbols_fd`. After the report it restores the
//! default action and lets the signal end the process (a core dump when
//! the limits allow one), so the parent sees the original signal.
//!
//! `TILE_OPT_CRASH_TEST` (hidden, for tests) crashes on purpose at one
//! place of the library: see [`trigger`].

mod handler;
mod stack;
pub mod trigger;

pub use handler::BACKTRACE_MARKER;
pub use stack::enter_thread;

use std::ffi::CString;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

/// Whether [`install`] ran: threads get alternate signal stacks only then.
static INSTALLED: AtomicBool = AtomicBool::new(false);

/// The report file's descriptor (-1: none).
static REPORT_FD: AtomicI32 = AtomicI32::new(-1);

/// What went wrong while installing the handler.
#[derive(Debug, thiserror::Error)]
pub enum CrashReportError {
    /// The report file cannot be created.
    #[error("cannot create the crash report file '{path}': {source}")]
    ReportFile {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// `sigaction` refused the handler.
    #[error("cannot install the crash handler for signal {0}: {1}")]
    Signal(i32, std::io::Error),
}

/// Installs the crash handler for the whole process and gives the calling
/// thread an alternate signal stack. The report goes to stderr and, when
/// `report_file` is given, also to that file (created now, truncated;
/// written only if a crash happens). Call it early, from the main thread,
/// before threads that should be covered start; calling it again replaces
/// the report file.
pub fn install(report_file: Option<&Path>) -> Result<(), CrashReportError> {
    let fd = match report_file {
        Some(path) => open_report(path)?,
        None => -1,
    };
    let old = REPORT_FD.swap(fd, Ordering::SeqCst);
    if old >= 0 {
        // SAFETY: a descriptor this module opened and no longer uses.
        unsafe { libc::close(old) };
    }
    handler::prepare();
    INSTALLED.store(true, Ordering::SeqCst);
    enter_thread();
    handler::install_handlers()
}

fn open_report(path: &Path) -> Result<i32, CrashReportError> {
    let error = |source| CrashReportError::ReportFile {
        path: path.display().to_string(),
        source,
    };
    let text = CString::new(path.as_os_str().as_encoded_bytes())
        .map_err(|_| error(std::io::Error::other("the path holds a NUL byte")))?;
    // SAFETY: a NUL-terminated path; the descriptor is owned by REPORT_FD.
    let fd = unsafe {
        libc::open(
            text.as_ptr(),
            libc::O_WRONLY | libc::O_CREAT | libc::O_TRUNC | libc::O_CLOEXEC,
            0o644,
        )
    };
    if fd < 0 {
        return Err(error(std::io::Error::last_os_error()));
    }
    Ok(fd)
}

/// Whether [`install`] ran in this process.
pub fn installed() -> bool {
    INSTALLED.load(Ordering::Relaxed)
}

/// The callback a [`tile_dialect::thread_pool::ThreadPool`] of a session
/// runs before each task on its worker thread: [`enter_thread`], named
/// `mlir-pool`, then the [`trigger`] of [`trigger::Site::Pool`].
pub extern "C" fn pool_task_start() {
    stack::enter_pool_thread();
    trigger::at(trigger::Site::Pool);
}
