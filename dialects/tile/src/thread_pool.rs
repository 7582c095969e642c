//! A thread pool for an MLIR context whose worker threads run a function of
//! ours before each task (`cpp/ThreadPool.cpp`, glue over LLVM's
//! `StdThreadPool`).
//!
//! An MLIR context that is multithreaded without a pool of its own makes an
//! LLVM pool whose threads start where no code of ours runs first, and
//! destroys it again whenever multithreading is turned off. MLIR runs the
//! `tile` verifier hook and the Rust passes on those threads, so a
//! compiler that wants to report a crash there (an alternate signal stack
//! for a stack overflow, a thread name) needs its say on them:
//! [`ThreadPool::attach`] gives a context this pool instead; its threads
//! live as long as the pool, and [`ThreadPool::new`]'s `on_task` runs on
//! the worker thread before every task MLIR submits.

use melior::Context;

extern "C" {
    // cpp/ThreadPool.cpp.
    fn tileThreadPoolCreate(
        threads: u32,
        on_task: Option<extern "C" fn()>,
    ) -> mlir_sys::MlirLlvmThreadPool;
    fn tileThreadPoolDestroy(pool: mlir_sys::MlirLlvmThreadPool);
}

/// An LLVM thread pool whose worker threads call a function before each
/// task. Dropping it waits for its tasks and ends its threads; it must
/// outlive every context it is attached to.
pub struct ThreadPool {
    raw: mlir_sys::MlirLlvmThreadPool,
    threads: usize,
}

impl ThreadPool {
    /// A pool of at most `threads` threads (0: one per hardware thread),
    /// started as tasks come; each calls `on_task` (if any) before each
    /// task it runs.
    pub fn new(threads: usize, on_task: Option<extern "C" fn()>) -> Self {
        let count = u32::try_from(threads).unwrap_or(u32::MAX);
        // SAFETY: plain construction; the pool is owned by the result.
        let raw = unsafe { tileThreadPoolCreate(count, on_task) };
        Self { raw, threads }
    }

    /// The thread count it was made with (0: one per hardware thread).
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Makes this pool `context`'s: MLIR's parallel verifier and pass
    /// manager run their tasks here whenever the context is multithreaded
    /// (the context's own pool, if it had one, is destroyed). The context
    /// is left single-threaded, as it must be when this is called.
    ///
    /// # Safety
    /// `self` must outlive `context` (or be replaced by another pool
    /// attached to it first), and `context` must not be multithreaded or
    /// in use on another thread during the call.
    pub unsafe fn attach(&self, context: &Context) {
        // SAFETY: as the caller promises; setting a pool enables
        // multithreading, which is turned off again at once.
        unsafe { mlir_sys::mlirContextSetThreadPool(context.to_raw(), self.raw) };
        context.enable_multi_threading(false);
    }
}

impl Drop for ThreadPool {
    fn drop(&mut self) {
        // SAFETY: the pool was created by `tileThreadPoolCreate` and is
        // destroyed once.
        unsafe { tileThreadPoolDestroy(self.raw) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    static TASKS: AtomicUsize = AtomicUsize::new(0);

    extern "C" fn count() {
        TASKS.fetch_add(1, Ordering::SeqCst);
    }

    #[test]
    fn verifies_in_parallel_on_its_threads() {
        let pool = ThreadPool::new(4, Some(count));
        let context = crate::context_with_all_dialects();
        // SAFETY: the pool outlives the context (dropped after it below).
        unsafe { pool.attach(&context) };
        let threads = || unsafe { mlir_sys::mlirContextGetNumThreads(context.to_raw()) };
        assert_eq!(threads(), 1, "single-threaded after attach");
        let text = (0..8)
            .map(|i| format!("func.func @f{i}() {{\n  return\n}}\n"))
            .collect::<String>();
        context.enable_multi_threading(true);
        assert_eq!(threads(), 4, "this pool's threads");
        let module = melior::ir::Module::parse(&context, &text).expect("parses");
        use melior::ir::operation::OperationLike;
        assert!(module.as_operation().verify());
        context.enable_multi_threading(false);
        // MLIR verified the eight functions as tasks of this pool.
        assert!(TASKS.load(Ordering::SeqCst) >= 1);
        drop(module);
        drop(context);
        drop(pool);
    }
}
