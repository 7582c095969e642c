//! Delta debugging (Zeller's ddmin) to a small reproducer: on lines, then
//! on tokens, then on characters, keeping every candidate that still fails
//! the same way.

use std::time::{Duration, Instant};

/// How many tests a minimization may run and for how long.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Maximum predicate evaluations.
    pub tests: usize,
    /// Maximum wall time.
    pub time: Duration,
}

impl Default for Budget {
    fn default() -> Self {
        Self {
            tests: 600,
            time: Duration::from_secs(90),
        }
    }
}

struct Tracker {
    budget: Budget,
    start: Instant,
    tests: usize,
}

impl Tracker {
    fn exhausted(&self) -> bool {
        self.tests >= self.budget.tests || self.start.elapsed() >= self.budget.time
    }
}

/// Inputs longer than this after the token pass skip the character pass.
const MAX_CHARACTER_PASS: usize = 2048;

/// The smallest input found that `still_fails` accepts, starting from
/// `input` (which must fail): ddmin on lines, then on blank-separated
/// tokens, then on characters (bytes). Returns it with the number of
/// tests run.
pub fn minimize(
    input: &[u8],
    budget: Budget,
    mut still_fails: impl FnMut(&[u8]) -> bool,
) -> (Vec<u8>, usize) {
    let mut tracker = Tracker {
        budget,
        start: Instant::now(),
        tests: 0,
    };
    let lines = split_lines(input);
    let lines = ddmin(lines, &mut tracker, &mut still_fails);
    let tokens = split_tokens(&lines.concat());
    let tokens = ddmin(tokens, &mut tracker, &mut still_fails);
    let text = tokens.concat();
    if text.len() > MAX_CHARACTER_PASS {
        return (text, tracker.tests);
    }
    let characters: Vec<Vec<u8>> = text.into_iter().map(|b| vec![b]).collect();
    let characters = ddmin(characters, &mut tracker, &mut still_fails);
    (characters.concat(), tracker.tests)
}

/// Lines with their line endings.
fn split_lines(input: &[u8]) -> Vec<Vec<u8>> {
    input
        .split_inclusive(|b| *b == b'\n')
        .map(<[u8]>::to_vec)
        .collect()
}

/// Blank-separated tokens, each with the blanks that follow it (removing
/// whole tokens keeps a reproducer readable, unlike removing bytes).
fn split_tokens(input: &[u8]) -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = Vec::new();
    let mut current = Vec::new();
    let mut in_blanks = false;
    for &b in input {
        let blank = b.is_ascii_whitespace();
        if !blank && in_blanks {
            out.push(std::mem::take(&mut current));
        }
        in_blanks = blank;
        current.push(b);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

fn ddmin(
    mut units: Vec<Vec<u8>>,
    tracker: &mut Tracker,
    still_fails: &mut impl FnMut(&[u8]) -> bool,
) -> Vec<Vec<u8>> {
    let mut n = 2usize;
    while units.len() >= 2 && !tracker.exhausted() {
        let chunk = units.len().div_ceil(n);
        let mut reduced = false;
        let mut start = 0;
        while start < units.len() && !tracker.exhausted() {
            let end = (start + chunk).min(units.len());
            // The complement of units[start..end].
            let candidate: Vec<Vec<u8>> = units[..start]
                .iter()
                .chain(&units[end..])
                .cloned()
                .collect();
            tracker.tests += 1;
            if still_fails(&candidate.concat()) {
                units = candidate;
                n = (n - 1).max(2);
                reduced = true;
                break;
            }
            start = end;
        }
        if !reduced {
            if n >= units.len() {
                break;
            }
            n = (n * 2).min(units.len());
        }
    }
    units
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_what_the_failure_needs() {
        let input = b"alpha\nbeta\nBUG here\ngamma\ndelta\n";
        let (out, tests) = minimize(input, Budget::default(), |c| {
            c.windows(3).any(|w| w == b"BUG")
        });
        assert_eq!(out, b"BUG");
        assert!(tests > 0);
    }

    #[test]
    fn respects_the_budget() {
        let input: Vec<u8> = (0..200)
            .flat_map(|i| format!("line {i}\n").into_bytes())
            .collect();
        let budget = Budget {
            tests: 5,
            time: Duration::from_secs(10),
        };
        let mut calls = 0;
        let _ = minimize(&input, budget, |_| {
            calls += 1;
            false
        });
        assert!(calls <= 5, "{calls}");
    }
}
