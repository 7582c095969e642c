//! Keeping every failure inside the library: a DSL compiler that embeds
//! tile-opt must get an error value, never a dead process.
//!
//! [`run_contained`] runs one piece of session work (parse, verify, a pass
//! pipeline, printing, an output stage) on a worker thread whose stack is
//! sized for the input's nesting (MLIR's parser, printer and destructors
//! recurse once per level), while the caller waits; the calling thread
//! keeps its worker for the next piece of ordinary input ([`worker`] says
//! when a thread is kept, joined or given up):
//! - a Rust panic on that thread (a bug, in a pass or an output stage) is
//!   caught and returned as [`Escape::Panic`];
//! - a fatal LLVM error (LLVM's handler must never return) hands its
//!   message back as [`Escape::Fatal`] and parks that thread for good
//!   (`tile_lowering::output::install_fatal_error_handler`); the thread and
//!   what it was compiling are leaked, the caller goes on.
//!
//! Panics inside callbacks that MLIR calls (pass bodies, walks) cannot
//! unwind through C++; those are caught where they start
//! (`tile_passes::external`, the verifier's walk) and become located
//! `internal-error` diagnostics before they reach here.

use crate::diagnostics::Diagnostic;
use crate::error::DriverError;
use crate::session::Session;
use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::mpsc;
use tile_lowering::output::{
    catch_fatal_errors_on_this_thread, stop_catching_fatal_errors_on_this_thread,
};
use tile_passes::external::FileLineCol;

mod worker;

/// How a piece of work ended without a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Escape {
    /// A Rust panic: its message (and where, when the quiet hook saw it).
    Panic(String),
    /// A fatal LLVM error: LLVM's message.
    Fatal(String),
    /// No thread could be started for the work (the system refused one).
    NoThread(String),
    /// The worker ended without a word (never expected).
    Lost,
}

/// A value moved to or from the worker thread. The caller blocks until the
/// worker is done with it (or parked for good), so no two threads ever use
/// it at once.
struct Handover<T>(T);
// SAFETY: see the type's comment; the session's MLIR context and the
// diagnostic sink are used by one thread at a time.
unsafe impl<T> Send for Handover<T> {}

thread_local! {
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// A panic hook for programs that report contained panics themselves (the
/// `tile-opt` driver): it prints nothing and remembers where the panic
/// happened, which the `internal-error` diagnostic then names.
pub fn install_quiet_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let location = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let _ = LAST_PANIC.try_with(|p| *p.borrow_mut() = Some(location));
    }));
}

fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    let message = tile_dialect::internal::panic_message(payload);
    let location = LAST_PANIC
        .try_with(|p| p.borrow_mut().take())
        .ok()
        .flatten()
        .unwrap_or_default();
    format!("{message}{location}")
}

/// Runs `job` on a worker thread with `stack` bytes of stack and waits for it.
/// See the module documentation for what is caught.
pub fn run_contained<R>(stack: usize, job: impl FnOnce() -> R) -> Result<R, Escape> {
    let mut slot: Option<R> = None;
    let out = Handover(&mut slot as *mut Option<R>);
    let (done, wait) = mpsc::sync_channel::<Result<(), Escape>>(2);
    let fatal = done.clone();
    let body = move || {
        let out = out;
        crate::crash::enter_thread();
        catch_fatal_errors_on_this_thread(move |message| {
            let _ = fatal.send(Err(Escape::Fatal(message)));
        });
        let outcome = catch_unwind(AssertUnwindSafe(job));
        stop_catching_fatal_errors_on_this_thread();
        let _ = done.send(match outcome {
            Ok(value) => {
                // SAFETY: the caller waits on `wait` before it reads `slot`;
                // `slot` outlives this write.
                unsafe { *out.0 = Some(value) };
                Ok(())
            }
            Err(payload) => Err(Escape::Panic(panic_text(payload.as_ref()))),
        });
    };
    let body: Box<dyn FnOnce() + '_> = Box::new(body);
    // SAFETY: the job borrows from the caller's frame. The caller does not
    // return before the worker has sent its outcome, after which the worker
    // touches nothing borrowed; a worker parked by a fatal error never runs
    // again. So the borrows outlive every use. (Lifetimes and the `Send`
    // marker do not change a trait object's layout.)
    let body: Box<dyn FnOnce() + Send + 'static> = unsafe { std::mem::transmute(body) };
    let dispatched = match worker::dispatch(stack, body) {
        Ok(dispatched) => dispatched,
        Err(e) => return Err(Escape::NoThread(e.to_string())),
    };
    let outcome = match wait.recv() {
        Ok(Ok(())) => slot.take().ok_or(Escape::Lost),
        Ok(Err(escape)) => Err(escape),
        Err(_) => Err(Escape::Lost),
    };
    worker::finish(
        dispatched,
        matches!(outcome, Err(Escape::Fatal(_))),
        matches!(outcome, Err(Escape::Lost)),
    );
    outcome
}

/// [`run_contained`] of `job` on every item, on up to `jobs` items at a
/// time (each on a worker thread of its own), results in item order.
pub fn run_contained_all<T: Send, R: Send>(
    stack: usize,
    jobs: usize,
    items: Vec<T>,
    job: impl Fn(T) -> R + Sync,
) -> Vec<Result<R, Escape>> {
    let jobs = jobs.max(1).min(items.len());
    if jobs <= 1 {
        return items
            .into_iter()
            .map(|item| run_contained(stack, || job(item)))
            .collect();
    }
    let count = items.len();
    let queue = std::sync::Mutex::new(items.into_iter().enumerate());
    let mut slots: Vec<Option<Result<R, Escape>>> = Vec::new();
    slots.resize_with(count, || None);
    let slots = std::sync::Mutex::new(slots);
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            scope.spawn(|| loop {
                crate::crash::enter_thread();
                // Take the next item (owned), then release the queue.
                let next = queue.lock().ok().and_then(|mut q| q.next());
                let Some((i, item)) = next else {
                    break;
                };
                let result = run_contained(stack, || job(item));
                if let Ok(mut slots) = slots.lock() {
                    slots[i] = Some(result);
                }
            });
        }
    });
    slots
        .into_inner()
        .unwrap_or_default()
        .into_iter()
        .map(|r| r.unwrap_or(Err(Escape::Lost)))
        .collect()
}

impl Session {
    /// Runs `job` contained ([`crate::contain`]): a panic becomes
    /// [`DriverError::Internal`] for `stage` at `at`; a fatal LLVM error
    /// becomes a located `[backend]` error there (and stops the session).
    pub(crate) fn work<R>(
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
    pub(crate) fn escaped(&self, stage: &str, at: &FileLineCol, escape: Escape) -> DriverError {
        match escape {
            Escape::Fatal(message) => {
                *self.stopped.borrow_mut() = Some(message.clone());
                // What the diagnostic handler caught before LLVM stopped.
                let mut diagnostics = self.take_diagnostics();
                diagnostics.push(Diagnostic::error(
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn returns_values_and_borrows() {
        let text = String::from("abc");
        let mut touched = 0;
        let n = run_contained(1 << 20, || {
            touched += 1;
            text.len()
        });
        assert_eq!(n, Ok(3));
        assert_eq!(touched, 1);
    }

    #[test]
    fn a_panic_becomes_an_escape() {
        let e = run_contained(1 << 20, || -> u32 { panic!("boom") });
        match e {
            Err(Escape::Panic(m)) => assert!(m.starts_with("boom"), "{m}"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn deep_recursion_gets_its_stack() {
        fn down(n: u64) -> u64 {
            let pad = [n; 64];
            if n == 0 {
                0
            } else {
                std::hint::black_box(pad)[0] - n + 1 + down(n - 1)
            }
        }
        assert_eq!(run_contained(512 << 20, || down(50_000)), Ok(50_000));
    }
}
