//! Outcome classes and the oracles that assign them: what a run of one
//! input proves about the compiler.

use crate::driver::{DriverRun, Inventory};
use crate::paths::DriverPath;
use crate::ptx;
use crate::ptxas::Ptxas;
use std::fmt;
use tile_compiler::Severity;

/// What one input did. Everything but [`Class::Ok`] and
/// [`Class::LocatedReject`] is a finding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Class {
    /// Accepted, and every output check passed.
    Ok,
    /// Rejected with diagnostics that all carry file:line:col (and, for
    /// generated kernels, name a rule `[...]`).
    LocatedReject,
    /// An error without file:line:col (a diagnostic, or a
    /// `tile-opt: error:` line, or the library exiting the process).
    UnlocatedError,
    /// A panic, an abort, a signal, a stack overflow.
    Crash,
    /// No answer within the time limit.
    Hang,
    /// Exit 0, but ptxas refuses the PTX.
    PtxasReject,
    /// The two emission strategies produced different instructions.
    StrategyMismatch,
    /// Exit 0, but something of the input is missing from the output.
    SilentDrop,
    /// A generated kernel the verifier accepted but a pipeline refused.
    LowerReject,
    /// The fence checker flagged a kernel the rebind planner produced.
    FenceFlag,
    /// A generated kernel rejected with a located error that names no rule.
    UnnamedReject,
}

/// Every class, in report order.
pub const CLASSES: &[Class] = &[
    Class::Ok,
    Class::LocatedReject,
    Class::UnlocatedError,
    Class::Crash,
    Class::Hang,
    Class::PtxasReject,
    Class::StrategyMismatch,
    Class::SilentDrop,
    Class::LowerReject,
    Class::FenceFlag,
    Class::UnnamedReject,
];

impl Class {
    /// The name used in reports and finding folders.
    pub fn name(self) -> &'static str {
        match self {
            Class::Ok => "ok",
            Class::LocatedReject => "located-reject",
            Class::UnlocatedError => "unlocated-error",
            Class::Crash => "crash",
            Class::Hang => "hang",
            Class::PtxasReject => "ptxas-reject",
            Class::StrategyMismatch => "strategy-mismatch",
            Class::SilentDrop => "silent-drop",
            Class::LowerReject => "lower-reject",
            Class::FenceFlag => "fence-flag",
            Class::UnnamedReject => "unnamed-reject",
        }
    }

    /// The class named `name`.
    pub fn from_name(name: &str) -> Option<Class> {
        CLASSES.iter().copied().find(|c| c.name() == name)
    }

    /// Whether the outcome is a bug to report.
    pub fn is_finding(self) -> bool {
        !matches!(self, Class::Ok | Class::LocatedReject)
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A classified run: the class, a signature that groups runs failing the
/// same way (numbers, quoted names and paths normalized), and details.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The class.
    pub class: Class,
    /// What identifies the failure (empty for ok).
    pub signature: String,
    /// The evidence (messages, ptxas output, the differing lines).
    pub detail: String,
    /// The crash report a worker that died by a signal wrote (thread,
    /// address, registers, backtrace, stack words, memory map), kept
    /// beside the finding as `<hash>.crash.txt`.
    pub report: Option<String>,
}

impl Outcome {
    /// A passing outcome.
    pub fn ok() -> Self {
        Self::new(Class::Ok, "", "")
    }

    /// An outcome of `class`; the signature is normalized.
    pub fn new(class: Class, signature: &str, detail: &str) -> Self {
        Self {
            class,
            signature: if class == Class::Ok {
                String::new()
            } else {
                normalize_signature(signature)
            },
            detail: detail.to_string(),
            report: None,
        }
    }
}

/// Digits to `N`, quoted text to `Q`, paths dropped, blanks squeezed, at
/// most 200 characters: messages that differ only in values group together.
pub fn normalize_signature(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    let mut last_digit = false;
    while let Some(c) = chars.next() {
        match c {
            '0'..='9' => {
                if !last_digit {
                    out.push('N');
                }
                last_digit = true;
                continue;
            }
            '\'' | '"' | '`' => {
                // A quoted value: keep the quotes, drop the content.
                let close = c;
                let mut content = String::new();
                let mut closed = false;
                for d in chars.by_ref() {
                    if d == close {
                        closed = true;
                        break;
                    }
                    content.push(d);
                    if content.len() > 80 {
                        break;
                    }
                }
                out.push(close);
                out.push('Q');
                if closed {
                    out.push(close);
                }
            }
            '/' if out.ends_with(' ') || out.is_empty() => {
                // An absolute path: keep its file name only.
                let mut path = String::from("/");
                while let Some(&d) = chars.peek() {
                    if d == ' ' || d == ',' || d == ':' {
                        break;
                    }
                    path.push(d);
                    chars.next();
                }
                let file = path.rsplit('/').next().unwrap_or("");
                out.push_str("PATH/");
                out.push_str(file);
            }
            '@' => {
                // A symbol name: `@kernels`, `@"a b"`.
                out.push_str("@S");
                if chars.peek() == Some(&'"') {
                    chars.next();
                    for d in chars.by_ref() {
                        if d == '"' {
                            break;
                        }
                    }
                } else {
                    while chars
                        .peek()
                        .is_some_and(|d| d.is_alphanumeric() || matches!(d, '_' | '.' | '$'))
                    {
                        chars.next();
                    }
                }
            }
            c if c.is_whitespace() => {
                if !out.ends_with(' ') {
                    out.push(' ');
                }
            }
            c => out.push(c),
        }
        last_digit = false;
    }
    let mut out = out.trim().to_string();
    // Long lists of values (`[N, N, N, ...]`) say nothing more than one.
    while out.contains("N, N") {
        out = out.replace("N, N", "N");
    }
    out.chars().take(200).collect()
}

/// The first unlocated error of a run, if any.
pub fn unlocated(run: &DriverRun) -> Option<String> {
    if let Some(e) = &run.driver_error {
        return Some(format!("tile-opt: error: {e}"));
    }
    run.diagnostics
        .iter()
        .find(|d| d.severity == Severity::Error && d.file_line_col.is_none())
        .map(|d| format!("error: {}", d.message))
}

/// The rule ids of a rejection's errors (`[coord-count] [smem-size]`), or
/// the first error's text when none names a rule: what the campaign
/// report tallies for located rejections.
pub fn reject_reason(run: &DriverRun) -> String {
    let mut rules: Vec<String> = run
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .filter_map(|d| d.rule.as_ref().map(|rule| format!("[{rule}]")))
        .collect();
    rules.sort();
    rules.dedup();
    if rules.is_empty() {
        let first = run
            .diagnostics
            .iter()
            .find(|d| d.severity == Severity::Error)
            .map(|d| d.message.lines().next().unwrap_or("").to_string())
            .unwrap_or_else(|| {
                if run.expectation_mismatch {
                    "expected-* mismatch".to_string()
                } else {
                    "no error".to_string()
                }
            });
        return first;
    }
    rules.truncate(3);
    rules.join(" ")
}

/// Whether a message names a rule: `[rule-id]` with a lower-case id
/// ([`tile_rules::diagnostic::rule_of`]).
pub fn names_rule(message: &str) -> bool {
    tile_rules::diagnostic::rule_of(message).is_some()
}

/// The oracles of the mutation fuzzer on one driver run: no unlocated
/// error; on success, nothing of the input missing from the output, and
/// ptxas accepts every PTX unit.
pub fn classify_mutant(path: &DriverPath, run: &DriverRun, ptxas: Option<&mut Ptxas>) -> Outcome {
    if let Some(message) = unlocated(run) {
        return Outcome::new(Class::UnlocatedError, &message, &message);
    }
    if run.exit != 0 {
        return Outcome::new(Class::LocatedReject, &reject_reason(run), "");
    }
    let Some(output) = &run.output else {
        return Outcome::new(Class::SilentDrop, "exit 0 without output", "");
    };
    let emits_code = path.emits_code();
    if emits_code {
        if let Some(drop) = dropped(path, &run.inventories, output) {
            return Outcome::new(Class::SilentDrop, &drop, &drop);
        }
    }
    if path.emits_ptx() {
        if let Some(ptxas) = ptxas {
            let text = String::from_utf8_lossy(output);
            for unit in ptx::units(&text) {
                let Some(arch) = unit.target() else {
                    continue;
                };
                if let Err(e) = ptxas.check(&unit.text, &arch) {
                    return Outcome::new(
                        Class::PtxasReject,
                        &format!("ptxas -arch={arch}: {e}"),
                        &format!("{}: ptxas -arch={arch}: {e}", unit.name),
                    );
                }
            }
        }
    }
    Outcome::ok()
}

/// What an emitting run lost: a `tile` op outside any function, a nested
/// `gpu.module`, a second target, a kernel missing from the PTX.
fn dropped(path: &DriverPath, inventories: &[Inventory], output: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(output);
    let stray: usize = inventories.iter().map(|i| i.stray_tile_ops).sum();
    if stray > 0 {
        return Some(format!(
            "{stray} tile op(s) outside any function accepted and compiled"
        ));
    }
    let nested = inventories
        .iter()
        .flat_map(|i| &i.gpu_modules)
        .find(|m| m.nested);
    if let Some(m) = nested {
        return Some(format!(
            "gpu.module {} nested in a gpu.module accepted and compiled",
            m.name
        ));
    }
    if !path.emits_ptx() {
        return None;
    }
    let modules: Vec<_> = inventories.iter().flat_map(|i| &i.gpu_modules).collect();
    if modules.is_empty() {
        return None;
    }
    let units = ptx::units(&text);
    let expected_units: usize = modules.iter().map(|m| m.targets.max(1)).sum();
    if units.len() < expected_units {
        let multi = modules.iter().find(|m| m.targets > 1);
        return Some(match multi {
            Some(m) => format!(
                "gpu.module with {} targets compiled to {} PTX unit(s)",
                m.targets,
                units.len()
            ),
            None => format!(
                "{} gpu.module(s) compiled to {} PTX unit(s)",
                modules.len(),
                units.len()
            ),
        });
    }
    let kernels: usize = modules.iter().map(|m| m.kernels * m.targets.max(1)).sum();
    let entries: usize = units.iter().map(ptx::Unit::entries).sum();
    if entries < kernels {
        return Some(format!(
            "{kernels} kernel(s) in the input, {entries} .entry in the PTX"
        ));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_group_values() {
        assert_eq!(
            normalize_signature("invalid tile.ptx_version '99.9' at 12:3"),
            "invalid tile.ptx_version 'Q' at N:N"
        );
        assert_eq!(
            normalize_signature("ptxas /tmp/x/unit.ptx, line 12; error : near 'k.k'"),
            "ptxas PATH/unit.ptx, line N; error : near 'Q'"
        );
        assert_eq!(
            normalize_signature("NulError(3, [1, 2, 3, 4])"),
            "NulError(N, [N])"
        );
        assert_eq!(
            normalize_signature("cannot translate gpu.module @a.b to LLVM IR, nor @\"x y\""),
            "cannot translate gpu.module @S to LLVM IR, nor @S"
        );
    }

    #[test]
    fn rule_names() {
        assert!(names_rule("'tile.load' op [coord-count] expected 2"));
        assert!(!names_rule("expected ']'"));
        assert!(!names_rule("box = [64, 64]"));
    }

    fn module(targets: usize, kernels: usize, nested: bool) -> crate::driver::GpuModule {
        crate::driver::GpuModule {
            name: "@m".to_string(),
            targets,
            kernels,
            nested,
        }
    }

    #[test]
    fn drops_are_seen() {
        let ptx = crate::paths::by_name("default-ptx").expect("path");
        let one_kernel = "// gpu.module @m\n.target sm_90a\n.visible .entry k(\n";
        let inv = |m: Vec<crate::driver::GpuModule>, stray| Inventory {
            gpu_modules: m,
            stray_tile_ops: stray,
            tile_ops: stray,
        };
        assert_eq!(
            dropped(
                ptx,
                &[inv(vec![module(1, 1, false)], 0)],
                one_kernel.as_bytes()
            ),
            None
        );
        assert!(dropped(
            ptx,
            &[inv(vec![module(1, 2, false)], 0)],
            one_kernel.as_bytes()
        )
        .is_some_and(|d| d.contains("2 kernel(s)")));
        assert!(dropped(
            ptx,
            &[inv(vec![module(2, 1, false)], 0)],
            one_kernel.as_bytes()
        )
        .is_some_and(|d| d.contains("2 targets")));
        assert!(dropped(
            ptx,
            &[inv(vec![module(1, 1, false), module(1, 0, true)], 0)],
            one_kernel.as_bytes()
        )
        .is_some_and(|d| d.contains("nested")));
        assert!(dropped(
            ptx,
            &[inv(vec![module(1, 1, false)], 1)],
            one_kernel.as_bytes()
        )
        .is_some_and(|d| d.contains("outside any function")));
    }

    #[test]
    fn class_names_round_trip() {
        for c in CLASSES {
            assert_eq!(Class::from_name(c.name()), Some(*c));
        }
    }
}
