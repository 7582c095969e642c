//! Code generation streamed to worker threads: the caller produces jobs
//! (translated units, or chunks of a split unit) one after the other on its
//! own thread (translation needs the MLIR context), and a few workers
//! generate their code meanwhile. The queue between them is short (as many
//! places as workers), so the producer waits rather than holding every
//! job's LLVM IR at once: the peak memory is the MLIR module and a few
//! jobs, not every unit's LLVM IR next to the MLIR module.
//!
//! The results come back in the order the jobs were fed, whatever order the
//! workers finished in; a job no worker could take (none could be started)
//! runs on the caller's thread after production. Workers are started as
//! jobs come, one per job up to the limit, from the second job on: the
//! first job waits for a second one, and when none comes (a module of one
//! unit) it runs on the caller's thread, with no thread started and no
//! hand-over (starting and waking threads is not free, least of all under
//! a sandboxing kernel such as gVisor: 1-2 ms of a 6-8 ms compile there).

use std::sync::mpsc::{sync_channel, SyncSender, TrySendError};
use std::sync::Mutex;

/// Where a producer hands jobs to the workers of [`stream`].
pub struct Feed<'a, J> {
    /// The queue; `None` once closed, or when no worker could be started.
    send: Option<SyncSender<(usize, J)>>,
    /// Starts one more worker; false when none could be (or the limit is
    /// reached).
    spawn: &'a dyn Fn() -> bool,
    /// Workers started.
    started: usize,
    /// At most this many.
    limit: usize,
    /// The first job, held until a second one comes (then both go to the
    /// workers) or production ends (then it runs on the caller's thread).
    first: Option<(usize, J)>,
    /// Jobs the workers will not take: run on the caller's thread.
    here: Vec<(usize, J)>,
    /// How many jobs were fed.
    jobs: usize,
    /// Runs a blocking send (the queue is full), for the caller to time it.
    on_block: &'a dyn Fn(&mut dyn FnMut()),
}

impl<J> Feed<'_, J> {
    /// Hands `job` to a worker; while the queue is full, waits inside the
    /// `on_block` of [`stream`]. The first job is held until a second one
    /// comes (see the module documentation).
    pub fn push(&mut self, job: J) {
        let index = self.jobs;
        self.jobs += 1;
        if index == 0 && self.send.is_some() {
            self.first = Some((index, job));
            return;
        }
        if let Some((first, held)) = self.first.take() {
            self.hand(first, held);
        }
        self.hand(index, job);
    }

    /// Hands job `index` to a worker (starting one while fewer than the
    /// limit run), else keeps it for the caller's thread.
    fn hand(&mut self, index: usize, job: J) {
        if self.send.is_some() && self.started < self.limit {
            if (self.spawn)() {
                self.started += 1;
            } else if self.started == 0 {
                self.send = None; // no worker at all: every job runs here
            }
        }
        let Some(send) = &self.send else {
            self.here.push((index, job));
            return;
        };
        match send.try_send((index, job)) {
            Ok(()) => {}
            Err(TrySendError::Full(job)) => {
                let mut pending = Some(job);
                let mut failed = None;
                (self.on_block)(&mut || {
                    if let Some(job) = pending.take() {
                        if let Err(e) = send.send(job) {
                            failed = Some(e.0);
                        }
                    }
                });
                if let Some(job) = failed.or(pending) {
                    self.here.push(job);
                }
            }
            Err(TrySendError::Disconnected(job)) => self.here.push(job),
        }
    }

    /// Ends production: the workers stop once they have drained the queue
    /// (the producer may go on with other work, freeing memory, meanwhile).
    pub fn close(&mut self) {
        if let Some(first) = self.first.take() {
            self.here.push(first);
        }
        self.send = None;
    }
}

/// Runs `produce` on this thread while `threads` workers (named
/// `tile-codegen`, each calling `thread_start` first) run `work` on the jobs
/// it [`Feed::push`]es. Once `produce` returns, `finish` is called with what
/// is left to do (the jobs no worker took, then waiting for the workers), so
/// that the caller can time it. Answers what `produce` returned and each
/// job's result in feed order (`None` for a job whose worker ended without
/// one: never expected).
pub fn stream<J: Send, R: Send, T>(
    threads: usize,
    thread_start: fn(),
    work: &(dyn Fn(J) -> R + Sync),
    on_block: &dyn Fn(&mut dyn FnMut()),
    produce: impl FnOnce(&mut Feed<'_, J>) -> T,
    finish: impl FnOnce(&mut dyn FnMut()),
) -> (T, Vec<Option<R>>) {
    let threads = threads.max(1);
    let (send, receive) = sync_channel::<(usize, J)>(threads);
    let receive = Mutex::new(receive);
    let done: Mutex<Vec<(usize, R)>> = Mutex::new(Vec::new());
    let record = |index: usize, result: R| {
        if let Ok(mut done) = done.lock() {
            done.push((index, result));
        }
    };
    let (produced, jobs) = std::thread::scope(|scope| {
        let workers = std::cell::RefCell::new(Vec::with_capacity(threads));
        let body = || loop {
            thread_start();
            // Take the next job, then release the queue.
            let next = receive.lock().ok().and_then(|r| r.recv().ok());
            let Some((index, job)) = next else {
                break;
            };
            record(index, work(job));
        };
        let spawn = || {
            std::thread::Builder::new()
                .name("tile-codegen".into())
                .spawn_scoped(scope, body)
                .map(|worker| workers.borrow_mut().push(worker))
                .is_ok()
        };
        let mut feed = Feed {
            send: Some(send),
            spawn: &spawn,
            started: 0,
            limit: threads,
            first: None,
            here: Vec::new(),
            jobs: 0,
            on_block,
        };
        let produced = produce(&mut feed);
        feed.close();
        let Feed { here, jobs, .. } = feed;
        let mut rest = Some((here, workers.take()));
        finish(&mut || {
            if let Some((here, workers)) = rest.take() {
                for (index, job) in here {
                    record(index, work(job));
                }
                for worker in workers {
                    let _ = worker.join();
                }
            }
        });
        // `finish` must run what it is given; if it did not, do it now.
        if let Some((here, workers)) = rest.take() {
            for (index, job) in here {
                record(index, work(job));
            }
            for worker in workers {
                let _ = worker.join();
            }
        }
        (produced, jobs)
    });
    let mut results: Vec<Option<R>> = Vec::new();
    results.resize_with(jobs, || None);
    for (index, result) in done.into_inner().unwrap_or_default() {
        if let Some(slot) = results.get_mut(index) {
            *slot = Some(result);
        }
    }
    (produced, results)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_start() {}

    #[test]
    fn results_come_back_in_feed_order() {
        for threads in [1, 2, 4] {
            let blocked = std::cell::Cell::new(0);
            let on_block = |send: &mut dyn FnMut()| {
                blocked.set(blocked.get() + 1);
                send();
            };
            let (produced, results) = stream(
                threads,
                no_start,
                &|n: u64| n * n,
                &on_block,
                |feed| {
                    for n in 0..50 {
                        feed.push(n);
                    }
                    "done"
                },
                |rest| rest(),
            );
            assert_eq!(produced, "done");
            let squares: Vec<Option<u64>> = (0..50).map(|n| Some(n * n)).collect();
            assert_eq!(results, squares);
        }
    }

    #[test]
    fn one_job_starts_no_worker() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static STARTS: AtomicUsize = AtomicUsize::new(0);
        fn count() {
            STARTS.fetch_add(1, Ordering::SeqCst);
        }
        let (_, results) = stream(
            8,
            count,
            &|n: u32| n * 2,
            &|send| send(),
            |feed| feed.push(21),
            |rest| rest(),
        );
        assert_eq!(results, vec![Some(42)]);
        // A worker calls `thread_start` before each job it waits for; the one job ran on the
        // caller's thread, so none was started (eight eager workers: 9+ calls).
        assert_eq!(STARTS.load(Ordering::SeqCst), 0);
        // Two jobs: both go to the workers, one started per job.
        STARTS.store(0, Ordering::SeqCst);
        let (_, results) = stream(
            8,
            count,
            &|n: u32| n + 1,
            &|send| send(),
            |feed| {
                feed.push(1);
                feed.push(2);
            },
            |rest| rest(),
        );
        assert_eq!(results, vec![Some(2), Some(3)]);
        let starts = STARTS.load(Ordering::SeqCst);
        assert!(
            (2..=4).contains(&starts),
            "two workers, each waiting once or twice: {starts}"
        );
    }

    #[test]
    fn finish_that_runs_nothing_still_gets_every_result() {
        let (_, results) = stream(
            2,
            no_start,
            &|n: u32| n + 1,
            &|send| send(),
            |feed| {
                for n in 0..10 {
                    feed.push(n);
                }
            },
            |_| {},
        );
        assert_eq!(results, (1..=10).map(Some).collect::<Vec<_>>());
    }
}
