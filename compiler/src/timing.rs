//! Wall-clock timing of the driver's stages (`--timing`): parsing, the
//! semantic verifier, every pipeline element (Rust and upstream passes), the
//! output stage (LLVM IR translation, NVPTX code generation) and writing the
//! result, printed as one report in the layout of `mlir-opt --mlir-timing`
//! (`-mlir-timing-display=list`), with the process's CPU time (user +
//! system, every thread) next to each wall time: on a busy machine the CPU
//! time of a stage is the steadier figure.

use std::time::{Duration, Instant};

/// One timed stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    /// What ran (`Parser`, `tile-lower-to-nvvm`, `NVPTX codegen`...).
    pub name: String,
    /// Its wall time, summed over every time it ran.
    pub wall: Duration,
    /// The process's CPU time (user + system, all threads) meanwhile.
    pub cpu: Duration,
    /// How many times it ran (split inputs, several units).
    pub count: usize,
}

/// Stages in the order they first ran, and the start of the whole run.
#[derive(Clone, Debug)]
pub struct TimingReport {
    start: Instant,
    start_cpu: Duration,
    stages: Vec<Stage>,
}

/// CPU time of the process so far (user + system, every thread).
pub fn process_cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: a valid clock id and a pointer to a live timespec.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) } == 0;
    if !ok {
        return Duration::ZERO;
    }
    Duration::new(
        ts.tv_sec.max(0) as u64,
        ts.tv_nsec.clamp(0, 999_999_999) as u32,
    )
}

impl Default for TimingReport {
    fn default() -> Self {
        Self::new()
    }
}

impl TimingReport {
    /// An empty report whose total counts from now.
    pub fn new() -> Self {
        Self::starting_at(Instant::now())
    }

    /// An empty report whose total counts from `start` (the process start,
    /// say, so that set-up shows as well).
    pub fn starting_at(start: Instant) -> Self {
        Self {
            start,
            start_cpu: Duration::ZERO,
            stages: Vec::new(),
        }
    }

    /// Adds `wall` and `cpu` to the stage `name` (created at the end on
    /// first use). Stages are few (one per pass and output step), so a
    /// linear search is cheaper than a map.
    pub fn record(&mut self, name: &str, wall: Duration, cpu: Duration) {
        match self.stages.iter_mut().find(|s| s.name == name) {
            Some(stage) => {
                stage.wall += wall;
                stage.cpu += cpu;
                stage.count += 1;
            }
            None => self.stages.push(Stage {
                name: name.to_string(),
                wall,
                cpu,
                count: 1,
            }),
        }
    }

    /// Runs `f`, recording its wall and CPU time under `name`.
    pub fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        let (start, start_cpu) = (Instant::now(), process_cpu_time());
        let result = f();
        self.record(
            name,
            start.elapsed(),
            process_cpu_time().saturating_sub(start_cpu),
        );
        result
    }

    /// The stages recorded so far.
    pub fn stages(&self) -> &[Stage] {
        &self.stages
    }

    /// The report as `mlir-opt --mlir-timing` lays it out: each stage's wall
    /// time and share of the total, then `Rest` (whatever ran outside a
    /// stage: start-up, reading the input) and `Total` (since
    /// [`TimingReport::new`]).
    pub fn render(&self) -> String {
        let total = self.start.elapsed();
        let total_cpu = process_cpu_time().saturating_sub(self.start_cpu);
        let staged: Duration = self.stages.iter().map(|s| s.wall).sum();
        let staged_cpu: Duration = self.stages.iter().map(|s| s.cpu).sum();
        let share = |d: Duration, of: Duration| {
            if of.as_secs_f64() > 0.0 {
                100.0 * d.as_secs_f64() / of.as_secs_f64()
            } else {
                0.0
            }
        };
        let rule =
            "===-------------------------------------------------------------------------===";
        let mut text = format!(
            "{rule}\n                         ... Execution time report ...\n{rule}\n  \
             Total Execution Time: {:.4} seconds ({:.4} CPU seconds)\n\n  \
             ----User+System----  ----Wall Time----  ----Name----\n",
            total.as_secs_f64(),
            total_cpu.as_secs_f64()
        );
        let mut line = |wall: Duration, cpu: Duration, name: &str| {
            text += &format!(
                "  {:>8.4} ({:>5.1}%)  {:>8.4} ({:>5.1}%)  {name}\n",
                cpu.as_secs_f64(),
                share(cpu, total_cpu),
                wall.as_secs_f64(),
                share(wall, total)
            );
        };
        for stage in &self.stages {
            if stage.count > 1 {
                let name = format!("{} ({} runs)", stage.name, stage.count);
                line(stage.wall, stage.cpu, &name);
            } else {
                line(stage.wall, stage.cpu, &stage.name);
            }
        }
        line(
            total.saturating_sub(staged),
            total_cpu.saturating_sub(staged_cpu),
            "Rest",
        );
        line(total, total_cpu, "Total");
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_sum_and_render_in_order() {
        let mut report = TimingReport::new();
        let ms = Duration::from_millis;
        report.record("Parser", ms(2), ms(2));
        report.record("tile-verify", ms(3), ms(2));
        report.record("Parser", ms(1), ms(1));
        assert_eq!(report.stages().len(), 2);
        assert_eq!(report.stages()[0].wall, Duration::from_millis(3));
        assert_eq!(report.stages()[0].count, 2);
        assert_eq!(report.stages()[0].cpu, Duration::from_millis(3));
        let text = report.render();
        let parser = text.find("Parser (2 runs)").unwrap();
        let verify = text.find("tile-verify").unwrap();
        let rest = text.find("Rest").unwrap();
        let total = text.rfind("Total").unwrap();
        assert!(parser < verify && verify < rest && rest < total);
        assert!(text.contains("Execution time report"));
    }

    #[test]
    fn time_returns_the_value() {
        let mut report = TimingReport::new();
        assert_eq!(report.time("x", || 7), 7);
        assert_eq!(report.stages()[0].name, "x");
    }
}
