//! A campaign: inputs numbered 0, 1, 2, ... (each one derived from the seed
//! and its number alone, so any input can be regenerated), run by `jobs`
//! worker processes, classified, counted, new failures minimized and
//! written to the findings folder.

use crate::corpus::Seed;
use crate::findings::Store;
use crate::gen;
use crate::minimize::{self, Budget};
use crate::mutate;
use crate::oracle::{Class, Outcome, CLASSES};
use crate::paths::PATHS;
use crate::pool::{Worker, WorkerConfig};
use crate::protocol::{Job, JobKind};
use crate::rng::Rng;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

/// Which fuzzers a campaign runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Mutants of the seed corpus only.
    Mutate,
    /// Generated kernels only.
    Generate,
    /// Both, `generate_percent` of inputs generated.
    Both,
}

impl Mode {
    /// `mutate`, `generate` or `both`.
    pub fn parse(text: &str) -> Option<Mode> {
        match text {
            "mutate" => Some(Mode::Mutate),
            "generate" => Some(Mode::Generate),
            "both" => Some(Mode::Both),
            _ => None,
        }
    }
}

/// What a campaign runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The campaign's seed.
    pub seed: u64,
    /// The first input number (to continue or shard a campaign).
    pub first: u64,
    /// Stop after this many inputs.
    pub iterations: Option<u64>,
    /// Stop after this long.
    pub time_limit: Option<Duration>,
    /// The fuzzers.
    pub mode: Mode,
    /// Percent of generated inputs in [`Mode::Both`].
    pub generate_percent: u32,
    /// Worker processes.
    pub jobs: usize,
    /// Minimize new failures.
    pub minimize: bool,
    /// Minimization budget per failure.
    pub budget: Budget,
    /// How workers start.
    pub worker: WorkerConfig,
    /// Print a progress line this often (none: quiet).
    pub progress: Option<Duration>,
    /// Write `input<TAB>class<TAB>milliseconds<TAB>origin<TAB>signature` for
    /// every input here (`--log`),
    /// to compare two runs of the same inputs.
    pub log: Option<std::path::PathBuf>,
}

/// The input number `iteration` of a campaign and where it came from.
pub fn make_job(
    seeds: &[Seed],
    seed: u64,
    iteration: u64,
    mode: Mode,
    generate_percent: u32,
) -> (Job, String) {
    let mut rng = Rng::for_iteration(seed, iteration);
    let generate = match mode {
        Mode::Mutate => false,
        Mode::Generate => true,
        Mode::Both => rng.below(100) < generate_percent as usize,
    };
    if generate || seeds.is_empty() {
        let text = gen::generate(&mut rng);
        return (
            Job {
                kind: JobKind::Generated,
                input: text.into_bytes(),
            },
            format!("seed {seed}, iteration {iteration}: generated"),
        );
    }
    let base = &seeds[rng.below(seeds.len())];
    let donor = &seeds[rng.below(seeds.len())];
    let path = rng.pick(PATHS);
    let (input, ops) = if rng.chance(3) {
        (base.text.clone().into_bytes(), vec!["none"])
    } else {
        mutate::mutate(&mut rng, base.text.as_bytes(), donor.text.as_bytes())
    };
    (
        Job {
            kind: JobKind::Mutant(path),
            input,
        },
        format!(
            "seed {seed}, iteration {iteration}: mutant of {} ({}; donor {})",
            base.origin,
            ops.join(", "),
            donor.origin
        ),
    )
}

/// What a campaign did.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Inputs run.
    pub inputs: u64,
    /// Inputs per class.
    pub by_class: BTreeMap<Class, u64>,
    /// Mutants / generated inputs run.
    pub by_fuzzer: (u64, u64),
    /// Wall time.
    pub elapsed: Duration,
    /// Worker processes started (first starts and restarts).
    pub worker_starts: usize,
    /// Every distinct finding: class, signature, count, reproducer.
    pub findings: Vec<(Class, String, u64, String)>,
    /// Located rejections by reason (rule ids), for tuning the generator.
    pub reject_reasons: BTreeMap<String, u64>,
    /// New failures minimized after the fuzzing, and the time it took
    /// (not part of `elapsed`).
    pub minimized: (usize, Duration),
    /// New failures that did not come back on every re-run.
    pub nondeterministic: usize,
}

/// Fresh-worker re-runs of each new failure before it is minimized.
const RERUNS: usize = 2;

impl Report {
    /// Inputs per second.
    pub fn rate(&self) -> f64 {
        self.inputs as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// Inputs that are findings.
    pub fn finding_inputs(&self) -> u64 {
        self.by_class
            .iter()
            .filter(|(c, _)| c.is_finding())
            .map(|(_, n)| n)
            .sum()
    }

    /// The report as text.
    pub fn render(&self) -> String {
        let mut s = format!(
            "inputs: {} ({} mutants, {} generated) in {:.1} s: {:.1} inputs/s; {} worker start(s)\n",
            self.inputs,
            self.by_fuzzer.0,
            self.by_fuzzer.1,
            self.elapsed.as_secs_f64(),
            self.rate(),
            self.worker_starts
        );
        s += "by class:";
        for c in CLASSES {
            s += &format!(" {}={}", c, self.by_class.get(c).copied().unwrap_or(0));
        }
        let mut reasons: Vec<(&String, &u64)> = self.reject_reasons.iter().collect();
        reasons.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        s += "\nlocated rejections by reason (top 12):";
        for (r, n) in reasons.iter().take(12) {
            s += &format!(" {r}={n};");
        }
        s += &format!("\ndistinct findings: {}", self.findings.len());
        if self.minimized.0 > 0 {
            s += &format!(
                " ({} re-run and minimized after the fuzzing, in {:.0} s; {} nondeterministic)",
                self.minimized.0,
                self.minimized.1.as_secs_f64(),
                self.nondeterministic
            );
        }
        s.push('\n');
        for (class, signature, count, file) in &self.findings {
            s += &format!("  [{class}] x{count} {signature}\n      {file}\n");
        }
        s
    }
}

/// Runs a campaign, writing findings into `store`.
pub fn run(config: &Config, seeds: Arc<Vec<Seed>>, store: &mut Store) -> Report {
    let start = Instant::now();
    let next = Arc::new(AtomicU64::new(config.first));
    let last = config.iterations.map(|n| config.first + n);
    let deadline = config.time_limit.map(|t| start + t);
    let (tx, rx) = mpsc::channel::<(u64, Job, String, Outcome, Duration)>();
    let mut handles = Vec::new();
    for id in 0..config.jobs.max(1) {
        let tx = tx.clone();
        let next = next.clone();
        let seeds = seeds.clone();
        let worker_config = config.worker.clone();
        let (seed, mode, percent) = (config.seed, config.mode, config.generate_percent);
        handles.push(std::thread::spawn(move || {
            let mut worker = Worker::new(worker_config, id);
            loop {
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                if last.is_some_and(|l| i >= l) {
                    break;
                }
                let (job, origin) = make_job(&seeds, seed, i, mode, percent);
                let started = Instant::now();
                let outcome = worker.run(&job);
                if tx
                    .send((i, job, origin, outcome, started.elapsed()))
                    .is_err()
                {
                    break;
                }
            }
            worker.starts
        }));
    }
    drop(tx);
    let mut report = Report::default();
    let mut pending = Vec::new();
    let mut last_progress = Instant::now();
    let mut log = config
        .log
        .as_ref()
        .and_then(|p| std::fs::File::create(p).ok())
        .map(std::io::BufWriter::new);
    for (i, job, origin, outcome, took) in rx {
        if let Some(log) = log.as_mut() {
            use std::io::Write;
            let _ = writeln!(
                log,
                "{i}\t{}\t{}\t{}\t{}",
                outcome.class,
                took.as_millis(),
                origin.lines().next().unwrap_or_default(),
                outcome.signature
            );
        }
        report.inputs += 1;
        *report.by_class.entry(outcome.class).or_default() += 1;
        if outcome.class == Class::LocatedReject {
            let reason = match job.kind {
                JobKind::Generated => format!("gen {}", outcome.signature),
                JobKind::Mutant(_) => outcome.signature.chars().take(60).collect(),
            };
            *report.reject_reasons.entry(reason).or_default() += 1;
        }
        match job.kind {
            JobKind::Mutant(_) => report.by_fuzzer.0 += 1,
            JobKind::Generated => report.by_fuzzer.1 += 1,
        }
        if outcome.class.is_finding() {
            if store.is_new(&outcome) {
                // Written at once (a campaign can be cut short), minimized
                // after the fuzzing, so that `jobs` cores fuzz all along.
                let written = store.record(&outcome, job.kind, &job.input, &job.input, &origin);
                if config.progress.is_some() {
                    match &written {
                        Ok(f) => eprintln!(
                            "new finding [{}] {} -> {}",
                            outcome.class,
                            outcome.signature,
                            f.display()
                        ),
                        Err(e) => eprintln!("cannot write a finding: {e}"),
                    }
                }
                pending.push((job, origin, outcome));
            } else {
                store.count(&outcome);
            }
        }
        if let Some(every) = config.progress {
            if last_progress.elapsed() >= every {
                last_progress = Instant::now();
                let elapsed = start.elapsed().as_secs_f64();
                eprintln!(
                    "[{:.0} s] {} inputs ({:.1}/s), {} finding inputs, {} distinct",
                    elapsed,
                    report.inputs,
                    report.inputs as f64 / elapsed.max(1e-9),
                    report.finding_inputs(),
                    store.distinct.len()
                );
            }
        }
    }
    for h in handles {
        report.worker_starts += h.join().unwrap_or(0);
    }
    report.elapsed = start.elapsed();
    if config.minimize && !pending.is_empty() {
        let started = Instant::now();
        let mut minimizer = Worker::new(config.worker.clone(), 1000);
        for (job, origin, outcome) in &pending {
            // Re-run in fresh worker processes first: a failure that does
            // not come back is nondeterministic (and not minimized).
            let mut again = 0;
            for _ in 0..RERUNS {
                minimizer.stop();
                let o = minimizer.run(job);
                if o.class == outcome.class && o.signature == outcome.signature {
                    again += 1;
                }
            }
            let small = if again == RERUNS {
                shrink(&mut minimizer, job, outcome, config.budget)
            } else {
                job.input.clone()
            };
            let origin = format!(
                "{origin}\nreproduced: {again} of {RERUNS} re-runs in a fresh worker{}",
                if again == RERUNS {
                    ""
                } else {
                    " (NONDETERMINISTIC: the same input fails differently from run to run)"
                }
            );
            if let Err(e) = store.replace(outcome, job.kind, &job.input, &small, &origin) {
                eprintln!("cannot write a finding: {e}");
            }
            if again < RERUNS {
                report.nondeterministic += 1;
            }
        }
        report.minimized = (pending.len(), started.elapsed());
    }
    report.findings = store
        .distinct
        .values()
        .map(|d| {
            (
                d.class,
                d.signature.clone(),
                d.count,
                d.file.display().to_string(),
            )
        })
        .collect();
    let _ = store.write_summary();
    report
}

/// Minimizes `job`'s input, keeping its class and signature. Hangs get a
/// small budget (each test costs the whole time limit).
pub fn shrink(worker: &mut Worker, job: &Job, outcome: &Outcome, budget: Budget) -> Vec<u8> {
    let budget = if outcome.class == Class::Hang {
        Budget {
            tests: budget.tests.min(12),
            ..budget
        }
    } else {
        budget
    };
    let (out, _) = minimize::minimize(&job.input, budget, |candidate| {
        let o = worker.run(&Job {
            kind: job.kind,
            input: candidate.to_vec(),
        });
        o.class == outcome.class && o.signature == outcome.signature
    });
    out
}
