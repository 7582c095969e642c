//! `tile-fuzz stress`: the same inputs (and their neighbours) run many
//! times, to catch a failure that comes only now and then (a race, a state
//! left by earlier inputs in a reused session, memory pressure). Each round
//! runs every input file, `mutants` fresh mutants of each and the campaign
//! inputs `around` a given one, interleaved, through `jobs` worker
//! processes with the campaign's session reuse (or in this process, for a
//! run under valgrind or a sanitizer). Every input that is not `ok` or a
//! located rejection is written to the output folder with its outcome (and
//! the crash report of a worker that died).

use crate::campaign::{make_job, Mode};
use crate::corpus::Seed;
use crate::mutate;
use crate::oracle::{Class, Outcome};
use crate::paths;
use crate::pool::{Worker, WorkerConfig};
use crate::protocol::{Job, JobKind};
use crate::rng::Rng;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

/// Campaign inputs `iteration - radius ..= iteration + radius` of `seed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Around {
    /// The campaign's seed.
    pub seed: u64,
    /// The input in the middle.
    pub iteration: u64,
    /// How many on each side.
    pub radius: u64,
    /// The campaign's `--generate-percent`.
    pub generate_percent: u32,
}

impl Around {
    /// `SEED:ITERATION:RADIUS[:PERCENT]` (percent 20 by default, as the
    /// campaigns of bench/RESULTS.md ran).
    pub fn parse(text: &str) -> Option<Around> {
        let parts: Vec<u64> = text
            .split(':')
            .map(|p| p.parse::<u64>().ok())
            .collect::<Option<Vec<u64>>>()?;
        match parts.as_slice() {
            [seed, iteration, radius] => Some(Around {
                seed: *seed,
                iteration: *iteration,
                radius: *radius,
                generate_percent: 20,
            }),
            [seed, iteration, radius, percent] if *percent <= 100 => Some(Around {
                seed: *seed,
                iteration: *iteration,
                radius: *radius,
                generate_percent: *percent as u32,
            }),
            _ => None,
        }
    }
}

/// What a stress run does.
#[derive(Clone, Debug)]
pub struct StressConfig {
    /// The input files with their kinds.
    pub inputs: Vec<(PathBuf, Job)>,
    /// Rounds.
    pub rounds: u64,
    /// Fresh mutants of each input file per round.
    pub mutants: u64,
    /// Campaign inputs run in every round.
    pub around: Vec<Around>,
    /// Seed of the mutants.
    pub seed: u64,
    /// Worker processes (0: run in this process).
    pub jobs: usize,
    /// How workers start (and, in process, the session's threads).
    pub worker: WorkerConfig,
    /// Where failing inputs go.
    pub out: PathBuf,
    /// Stop starting inputs after this long.
    pub time_limit: Option<Duration>,
}

/// What a stress run found.
#[derive(Clone, Debug, Default)]
pub struct StressReport {
    /// Inputs run.
    pub runs: u64,
    /// Runs per class.
    pub by_class: BTreeMap<Class, u64>,
    /// Files written for the failures (input, then outcome).
    pub failures: Vec<(PathBuf, Class, String)>,
    /// Wall time.
    pub elapsed: Duration,
}

impl StressReport {
    /// The report as text.
    pub fn render(&self) -> String {
        let mut s = format!(
            "stress: {} runs in {:.1} s ({:.1}/s)\nby class:",
            self.runs,
            self.elapsed.as_secs_f64(),
            self.runs as f64 / self.elapsed.as_secs_f64().max(1e-9)
        );
        for (class, n) in &self.by_class {
            s += &format!(" {class}={n}");
        }
        s += &format!("\nfailures: {}\n", self.failures.len());
        for (file, class, signature) in &self.failures {
            s += &format!("  [{class}] {signature}\n      {}\n", file.display());
        }
        s
    }
}

/// The jobs of round `round`, interleaved: each input, its mutants, the
/// campaign inputs.
fn round_jobs(config: &StressConfig, seeds: &[Seed], round: u64) -> Vec<(Job, String)> {
    let mut jobs = Vec::new();
    for (index, (file, job)) in config.inputs.iter().enumerate() {
        jobs.push((job.clone(), format!("{} (round {round})", file.display())));
        for k in 0..config.mutants {
            let mut rng = Rng::for_iteration(
                config.seed,
                round
                    .wrapping_mul(1_000_003)
                    .wrapping_add((index as u64) << 20)
                    .wrapping_add(k),
            );
            let donor = if seeds.is_empty() {
                job.input.as_slice()
            } else {
                seeds[rng.below(seeds.len())].text.as_bytes()
            };
            let (input, ops) = mutate::mutate(&mut rng, &job.input, donor);
            // A mutant of a generated kernel is rarely well formed: it runs
            // through a driver path (whose oracle accepts located parse
            // errors), alternately the two PTX strategies.
            let kind = match job.kind {
                JobKind::Generated => {
                    let name = if k % 2 == 0 { "default-ptx" } else { "asm-ptx" };
                    paths::by_name(name).map_or(job.kind, JobKind::Mutant)
                }
                other => other,
            };
            jobs.push((
                Job { kind, input },
                format!(
                    "mutant {k} of {} (round {round}; {})",
                    file.display(),
                    ops.join(", ")
                ),
            ));
        }
    }
    for a in &config.around {
        let first = a.iteration.saturating_sub(a.radius);
        for i in first..=a.iteration.saturating_add(a.radius) {
            let (job, origin) = make_job(seeds, a.seed, i, Mode::Both, a.generate_percent);
            jobs.push((job, format!("{origin} (round {round})")));
        }
    }
    jobs
}

/// Whether `class` is worth keeping from a stress run.
fn keep(class: Class) -> bool {
    !matches!(class, Class::Ok | Class::LocatedReject)
}

/// Writes a failing input and its outcome; returns the input's path.
fn write_failure(out: &Path, n: usize, job: &Job, origin: &str, outcome: &Outcome) -> PathBuf {
    let _ = std::fs::create_dir_all(out);
    let input = out.join(format!("{n:04}-{}.mlir", outcome.class));
    let _ = std::fs::write(&input, &job.input);
    let mut text = format!(
        "class: {}\nsignature: {}\nkind: {}\nfrom: {origin}\ndetail:\n{}\n",
        outcome.class,
        outcome.signature,
        job.kind.header(),
        outcome.detail.trim_end()
    );
    if let Some(report) = &outcome.report {
        text += "\ncrash report:\n";
        text += report;
    }
    let _ = std::fs::write(input.with_extension("txt"), text);
    input
}

/// Runs the stress test.
pub fn run(config: &StressConfig, seeds: Arc<Vec<Seed>>) -> StressReport {
    let start = Instant::now();
    let deadline = config.time_limit.map(|t| start + t);
    let past_deadline = move || deadline.is_some_and(|d| Instant::now() >= d);
    let mut report = StressReport::default();
    let (tx, rx) = mpsc::channel::<(Job, String, Outcome)>();
    let mut handles = Vec::new();
    if config.jobs == 0 {
        let config = config.clone();
        let seeds = seeds.clone();
        let tx = tx.clone();
        handles.push(std::thread::spawn(move || {
            let mut local = crate::worker::InProcess::new(&config.worker);
            for round in 0..config.rounds {
                for (job, origin) in round_jobs(&config, &seeds, round) {
                    if past_deadline() {
                        return;
                    }
                    let outcome = local.run(&job);
                    if tx.send((job, origin, outcome)).is_err() {
                        return;
                    }
                }
            }
        }));
    } else {
        // Each worker takes whole rounds' jobs one at a time from a shared
        // counter: the inputs of a round meet in the same sessions.
        let per_round = round_jobs(config, &seeds, 0).len() as u64;
        let total = per_round * config.rounds;
        let next = Arc::new(AtomicU64::new(0));
        for id in 0..config.jobs {
            let tx = tx.clone();
            let next = next.clone();
            let seeds = seeds.clone();
            let config = config.clone();
            handles.push(std::thread::spawn(move || {
                let mut worker = Worker::new(config.worker.clone(), id);
                let mut cached: Option<(u64, Vec<(Job, String)>)> = None;
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= total || past_deadline() {
                        break;
                    }
                    let round = i / per_round.max(1);
                    if cached.as_ref().is_none_or(|(r, _)| *r != round) {
                        cached = Some((round, round_jobs(&config, &seeds, round)));
                    }
                    let Some((job, origin)) = cached
                        .as_ref()
                        .and_then(|(_, jobs)| jobs.get((i % per_round.max(1)) as usize))
                        .cloned()
                    else {
                        break;
                    };
                    let outcome = worker.run(&job);
                    if tx.send((job, origin, outcome)).is_err() {
                        break;
                    }
                }
            }));
        }
    }
    drop(tx);
    let mut last_progress = Instant::now();
    for (job, origin, outcome) in rx {
        report.runs += 1;
        *report.by_class.entry(outcome.class).or_default() += 1;
        if keep(outcome.class) {
            let file = write_failure(&config.out, report.failures.len(), &job, &origin, &outcome);
            eprintln!(
                "[{}] {} <- {origin} -> {}",
                outcome.class,
                outcome.signature,
                file.display()
            );
            report
                .failures
                .push((file, outcome.class, outcome.signature.clone()));
        }
        if last_progress.elapsed() >= Duration::from_secs(30) {
            last_progress = Instant::now();
            eprintln!(
                "[{:.0} s] {} runs, {} failures",
                start.elapsed().as_secs_f64(),
                report.runs,
                report.failures.len()
            );
        }
    }
    for h in handles {
        let _ = h.join();
    }
    report.elapsed = start.elapsed();
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn around_parses() {
        assert_eq!(
            Around::parse("707:722368:50"),
            Some(Around {
                seed: 707,
                iteration: 722368,
                radius: 50,
                generate_percent: 20
            })
        );
        assert_eq!(
            Around::parse("1:2:3:35").map(|a| a.generate_percent),
            Some(35)
        );
        assert_eq!(Around::parse("1:2"), None);
        assert_eq!(Around::parse("1:2:3:101"), None);
        assert_eq!(Around::parse("a:2:3"), None);
    }
}
