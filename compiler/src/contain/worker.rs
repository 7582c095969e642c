//! The threads [`super::run_contained`] runs work on: one kept per calling
//! thread for ordinary input, one of its own (joined when done) for input
//! deep enough to need a bigger stack.
//!
//! Rules:
//! 1. A calling thread keeps at most one worker, of the stack size it asked
//!    for last, up to [`KEEP_AT_MOST`] bytes; it is reused by every later
//!    piece of work of that size. Another size replaces it (the old worker
//!    is idle, since the caller waits for each piece: it is closed and
//!    joined).
//! 2. Work needing a bigger stack runs on a thread of its own, which is
//!    joined once the work has reported (the thread ends right after).
//! 3. A worker parked by a fatal LLVM error is never joined and never
//!    reused: its handle is dropped (detached) and the caller's next piece
//!    of work starts a fresh worker.
//! 4. A calling thread's kept worker is closed and joined when that thread
//!    ends (its thread-local is destroyed).
//!
//! Before, every piece of work (two or more per compile) started a thread
//! with a 64 MiB stack, and the caller dropped (detached) its handle as soon
//! as the work had reported, while the thread was still ending. A fuzz
//! campaign on the 16-core device machine (seed 6060, 468,153 inputs) died
//! once by SIGSEGV inside that `pthread_detach`: the worker's whole stack,
//! thread descriptor included, was already unmapped (its crash report's
//! memory map; records/fuzz/fixed/crash/56ec1d2a1eaa.*). What unmapped it
//! was not found. Keeping the worker takes the per-piece thread start,
//! detach and stack unmap off the ordinary path, and the one-off threads
//! are joined, never detached while ending.

use std::cell::RefCell;
use std::sync::mpsc;
use std::thread::JoinHandle;

/// A piece of contained work, boxed for the worker (it reports its own
/// outcome; see [`super::run_contained`]).
pub(super) type Task = Box<dyn FnOnce() + Send + 'static>;

/// The largest stack a kept worker has: the stack of ordinary (not deeply
/// nested) input. Deeper input gets a thread of its own.
pub(super) fn keep_at_most() -> usize {
    crate::input::stack_bytes_for(0)
}

/// The name of every worker thread (shown by the crash report).
const NAME: &str = "tile-opt-worker";

/// A worker kept for the calling thread's next piece of work.
struct Kept {
    /// Its stack size.
    stack: usize,
    /// Where its tasks go; `None` once closed.
    tasks: Option<mpsc::Sender<Task>>,
    /// The thread; `None` once joined or given up.
    handle: Option<JoinHandle<()>>,
}

impl Kept {
    /// Starts a worker with `stack` bytes of stack.
    fn start(stack: usize) -> std::io::Result<Self> {
        let (tasks, inbox) = mpsc::channel::<Task>();
        let handle = spawn(stack, move || {
            while let Ok(task) = inbox.recv() {
                task();
            }
        })?;
        Ok(Self {
            stack,
            tasks: Some(tasks),
            handle: Some(handle),
        })
    }

    /// Gives the worker up without joining it (rule 3): it may be parked.
    fn abandon(mut self) {
        self.tasks = None;
        drop(self.handle.take());
    }
}

impl Drop for Kept {
    fn drop(&mut self) {
        // Closing the queue ends the idle worker's loop.
        self.tasks = None;
        if let Some(handle) = self.handle.take() {
            let _ = handle.join();
        }
    }
}

thread_local! {
    /// This thread's kept worker.
    static KEPT: RefCell<Option<Kept>> = const { RefCell::new(None) };
}

/// Where a task went, for [`finish`].
pub(super) enum Dispatched {
    /// To this thread's kept worker.
    Kept,
    /// To a thread of its own.
    Own(JoinHandle<()>),
}

/// Hands `task` to a worker with `stack` bytes of stack (rules 1 and 2).
pub(super) fn dispatch(stack: usize, task: Task) -> std::io::Result<Dispatched> {
    if stack > keep_at_most() {
        return own(stack, task);
    }
    let mut task = Some(task);
    let kept = KEPT.try_with(|slot| -> std::io::Result<bool> {
        let mut slot = slot.borrow_mut();
        if !matches!(&*slot, Some(k) if k.stack == stack) {
            *slot = None; // an idle worker of another size: closed and joined
            *slot = Some(Kept::start(stack)?);
        }
        let sent = match (slot.as_ref().and_then(|k| k.tasks.as_ref()), task.take()) {
            (Some(tasks), Some(t)) => tasks.send(t).map_err(|mpsc::SendError(back)| back),
            (None, Some(t)) => Err(t),
            (_, None) => return Ok(false),
        };
        match sent {
            Ok(()) => Ok(true),
            Err(back) => {
                // The kept worker ended (never expected): give it up; this
                // task runs on a thread of its own, the next starts a new one.
                task = Some(back);
                if let Some(k) = slot.take() {
                    k.abandon();
                }
                Ok(false)
            }
        }
    });
    match (kept, task) {
        (Ok(Ok(true)), _) => Ok(Dispatched::Kept),
        (Ok(Err(e)), _) => Err(e),
        // This thread is ending (its thread-locals are being destroyed) or
        // the kept worker had ended: a thread of its own.
        (_, Some(task)) => own(stack, task),
        (_, None) => Err(std::io::Error::other("the task was lost")),
    }
}

/// Runs `task` on a thread of its own.
fn own(stack: usize, task: Task) -> std::io::Result<Dispatched> {
    spawn(stack, task).map(Dispatched::Own)
}

/// Starts a worker thread with `stack` bytes of stack, armed for crash
/// reports, running `body`.
fn spawn(stack: usize, body: impl FnOnce() + Send + 'static) -> std::io::Result<JoinHandle<()>> {
    std::thread::Builder::new()
        .name(NAME.into())
        .stack_size(stack)
        .spawn(move || {
            crate::crash::enter_thread();
            body();
        })
}

/// After the task has reported (or its worker ended without a word):
/// joins a thread of its own, and gives up a worker that is `parked` by a
/// fatal error or `lost` (rule 3).
pub(super) fn finish(dispatched: Dispatched, parked: bool, lost: bool) {
    match dispatched {
        Dispatched::Own(handle) => {
            if parked {
                drop(handle); // detached: it never runs again
            } else {
                let _ = handle.join();
            }
        }
        Dispatched::Kept => {
            if parked || lost {
                let _ = KEPT.try_with(|slot| slot.borrow_mut().take().map(Kept::abandon));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn thread_id_on(stack: usize) -> std::thread::ThreadId {
        let (send, receive) = mpsc::channel();
        let d = dispatch(
            stack,
            Box::new(move || {
                let _ = send.send(std::thread::current().id());
            }),
        )
        .expect("a worker");
        let id = receive.recv().expect("reported");
        finish(d, false, false);
        id
    }

    #[test]
    fn ordinary_work_reuses_one_worker() {
        let small = 1 << 20;
        let first = thread_id_on(small);
        assert_eq!(thread_id_on(small), first);
        assert_ne!(first, std::thread::current().id());
        // Another size replaces it; the same size again keeps the new one.
        let other = thread_id_on(2 << 20);
        assert_ne!(other, first);
        assert_eq!(thread_id_on(2 << 20), other);
    }

    #[test]
    fn deep_work_gets_a_thread_of_its_own_each_time() {
        let big = keep_at_most() + (1 << 20);
        assert_ne!(thread_id_on(big), thread_id_on(big));
    }

    #[test]
    fn a_parked_worker_is_not_reused() {
        let small = 1 << 20;
        let (send, receive) = mpsc::channel();
        let d = dispatch(
            small,
            Box::new(move || {
                let _ = send.send(std::thread::current().id());
                loop {
                    std::thread::park();
                }
            }),
        )
        .expect("a worker");
        let parked = receive.recv().expect("reported");
        finish(d, true, false);
        assert_ne!(thread_id_on(small), parked);
    }

    #[test]
    fn each_calling_thread_keeps_its_own() {
        let small = 1 << 20;
        let here = thread_id_on(small);
        let there = std::thread::spawn(move || (thread_id_on(small), thread_id_on(small)))
            .join()
            .expect("joined");
        assert_eq!(there.0, there.1);
        assert_ne!(there.0, here);
    }
}
