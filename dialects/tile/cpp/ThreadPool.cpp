// Glue only: a thread pool for an MLIR context whose tasks first call a
// function of the embedder's on the worker thread (src/thread_pool.rs).
// MLIR's own pool (an llvm::StdThreadPool it makes when multithreading is
// enabled) starts its threads where nothing of ours can run first; this
// one forwards every task to such a pool, wrapped. The embedder's function
// gives the thread what a crash report needs (an alternate signal stack).

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"

#include <memory>

namespace {
class WrappingThreadPool final : public llvm::ThreadPoolInterface {
public:
  WrappingThreadPool(unsigned threads, void (*onTask)(void))
      : inner(llvm::hardware_concurrency(threads)), onTask(onTask) {}
  ~WrappingThreadPool() override = default;

  void wait() override { inner.wait(); }
  void wait(llvm::ThreadPoolTaskGroup &group) override { inner.wait(group); }
  unsigned getMaxConcurrency() const override {
    return inner.getMaxConcurrency();
  }

private:
  void asyncEnqueue(llvm::unique_function<void()> task,
                    llvm::ThreadPoolTaskGroup *group) override {
    auto wrapped = [onTask = onTask, task = std::move(task)]() mutable {
      if (onTask)
        onTask();
      task();
    };
    // The group only keys the inner pool's bookkeeping: waiting on it (from
    // any thread, or from a task of another group) goes to the inner pool.
    if (group)
      (void)inner.async(*group, std::move(wrapped));
    else
      (void)inner.async(std::move(wrapped));
  }

  llvm::StdThreadPool inner;
  void (*onTask)(void);
};
} // namespace

extern "C" {
/// A pool of at most `threads` threads (0: one per hardware thread) that
/// calls `onTask` on the worker thread before each task.
MlirLlvmThreadPool tileThreadPoolCreate(unsigned threads,
                                        void (*onTask)(void)) {
  llvm::ThreadPoolInterface *pool = new WrappingThreadPool(threads, onTask);
  return MlirLlvmThreadPool{pool};
}

/// Waits for the pool's tasks and ends its threads.
void tileThreadPoolDestroy(MlirLlvmThreadPool pool) {
  delete static_cast<llvm::ThreadPoolInterface *>(pool.ptr);
}
}
