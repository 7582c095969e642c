//! Wall-clock timing of the driver's stages (`--timing`): parsing, the
//! semantic verifier, every pipeline element (Rust and upstream passes), the
//! output stage (LLVM IR translation, NVPTX code generation) and writing the
//! result, printed as one report in the layout of `mlir-opt --mlir-timing`.

use std::time::{Duration, Instant};

/// One timed stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    /// What ran (`Parser`, `tile-lower-to-nvvm`, `NVPTX codegen`...).
    pub name: String,
    /// Its wall time, summed over every time it ran.
    pub wall: Duration,
    /// How many times it ran (split inputs, several units).
    pub count: usize,
}

/// Stages in the order they first ran, and the start of the whole run.
#[derive(Clone, Debug)]
pub struct TimingReport {
    start: Instant,
    stages: Vec<Stage>,
}

impl Default for TimingReport {
    fn default() -> Self {
        Self::new()
    }
}

impl TimingReport {
    /// An empty report whose total counts from now.
    pub fn new() -> Self {
        Self {
            start: Instant::now(),
            stages: Vec::new(),
        }
    }

    /// An empty report whose total counts from `start` (the process start,
    /// say, so that set-up shows as well).
    pub fn starting_at(start: Instant) -> Self {
        Self {
            start,
            stages: Vec::new(),
        }
    }

    /// Adds `wall` to the stage `name` (created at the end on first use).
    /// Stages are few (one per pass and output step), so a linear search
    /// is cheaper than a map.
    pub fn record(&mut self, name: &str, wall: Duration) {
        match self.stages.iter_mut().find(|s| s.name == name) {
            Some(stage) => {
                stage.wall += wall;
                stage.count += 1;
            }
            None => self.stages.push(Stage {
                name: name.to_string(),
                wall,
                count: 1,
            }),
        }
    }

    /// Runs `f`, recording its wall time under `name`.
    pub fn time<T>(&mut self, name: &str, f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        let result = f();
        self.record(name, start.elapsed());
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
        let staged: Duration = self.stages.iter().map(|s| s.wall).sum();
        let rest = total.saturating_sub(staged);
        let total_s = total.as_secs_f64();
        let share = |d: Duration| {
            if total_s > 0.0 {
                100.0 * d.as_secs_f64() / total_s
            } else {
                0.0
            }
        };
        let rule =
            "===-------------------------------------------------------------------------===";
        let mut text = format!(
            "{rule}\n                         ... Execution time report ...\n{rule}\n  \
             Total Execution Time: {total_s:.4} seconds\n\n  ----Wall Time----  ----Name----\n"
        );
        let mut line = |wall: Duration, name: &str| {
            text += &format!(
                "  {:>8.4} ({:>5.1}%)  {name}\n",
                wall.as_secs_f64(),
                share(wall)
            );
        };
        for stage in &self.stages {
            if stage.count > 1 {
                line(
                    stage.wall,
                    &format!("{} ({} runs)", stage.name, stage.count),
                );
            } else {
                line(stage.wall, &stage.name);
            }
        }
        line(rest, "Rest");
        line(total, "Total");
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stages_sum_and_render_in_order() {
        let mut report = TimingReport::new();
        report.record("Parser", Duration::from_millis(2));
        report.record("tile-verify", Duration::from_millis(3));
        report.record("Parser", Duration::from_millis(1));
        assert_eq!(report.stages().len(), 2);
        assert_eq!(report.stages()[0].wall, Duration::from_millis(3));
        assert_eq!(report.stages()[0].count, 2);
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
