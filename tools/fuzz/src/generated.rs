//! The oracles of a generated kernel: if the verifier rejects it, every
//! error is located and names a rule; if it accepts it, both strategies
//! (`default`, `default-asm`) lower it to PTX, the fence checker does not
//! flag what the planner produced, nothing is dropped, ptxas accepts every
//! unit, the two strategies' TMA-path instructions are the same after
//! normalization, every tensor op of the input has its instruction, and a
//! module with a host launcher compiles to host LLVM IR.

use crate::driver::{self, DriverRun};
use crate::oracle::{classify_mutant, names_rule, reject_reason, unlocated, Class, Outcome};
use crate::paths::{self, DriverPath};
use crate::ptx;
use crate::ptxas::Ptxas;
use tile_compiler::{Session, Severity};

/// Rules of `tile-check-tensormap-fences`.
const FENCE_RULES: &[&str] = &[
    "[fence-release-missing]",
    "[fence-acquire-missing]",
    "[fence-scope]",
    "[rebind-order]",
    "[slot-in-flight]",
];

fn path(name: &str) -> &'static DriverPath {
    paths::by_name(name).unwrap_or(&paths::PATHS[0])
}

fn errors(run: &DriverRun) -> impl Iterator<Item = &str> {
    run.diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| d.message.as_str())
}

/// Classifies one generated module.
pub fn check(session: &mut Session, mut ptxas: Option<&mut Ptxas>, input: &[u8]) -> Outcome {
    // The default pipeline parses and verifies too: the verifier's own run
    // (parse and verify only) is needed only when it fails, to tell a
    // rejection from a lowering failure.
    let default = driver::run(session, &path("default-ptx").args(), input);
    if default.exit != 0 {
        let verify = driver::run(session, &[], input);
        if let Some(message) = unlocated(&verify) {
            return Outcome::new(Class::UnlocatedError, &message, &message);
        }
        if verify.exit != 0 {
            if let Some(m) = errors(&verify).find(|m| !names_rule(m)) {
                return Outcome::new(Class::UnnamedReject, m, m);
            }
            return Outcome::new(Class::LocatedReject, &reject_reason(&verify), "");
        }
    }
    // Both strategies first, then one ptxas run for their units together
    // (Ptxas::prefetch); the checks below keep their order.
    let runs: Vec<(&str, DriverRun)> = vec![
        ("default-ptx", default),
        (
            "asm-ptx",
            driver::run(session, &path("asm-ptx").args(), input),
        ),
    ];
    if let Some(ptxas) = ptxas.as_deref_mut() {
        let texts: Vec<String> = runs
            .iter()
            .filter(|(_, run)| run.exit == 0)
            .filter_map(|(_, run)| run.output.as_deref())
            .map(|o| String::from_utf8_lossy(o).into_owned())
            .collect();
        let units: Vec<ptx::Unit> = texts.iter().flat_map(|t| ptx::units(t)).collect();
        let targets: Vec<(String, Option<String>)> =
            units.iter().map(|u| (u.text.clone(), u.target())).collect();
        let batch: Vec<(&str, &str)> = targets
            .iter()
            .filter_map(|(text, arch)| arch.as_deref().map(|a| (text.as_str(), a)))
            .collect();
        ptxas.prefetch(&batch);
    }
    let mut outputs = Vec::new();
    for (name, run) in runs {
        let p = path(name);
        if let Some(message) = unlocated(&run) {
            return Outcome::new(
                Class::UnlocatedError,
                &format!("{name}: {message}"),
                &message,
            );
        }
        if run.exit != 0 {
            let all: Vec<&str> = errors(&run).collect();
            let first = all.first().copied().unwrap_or("exit 1 without an error");
            let class = if all
                .iter()
                .any(|m| FENCE_RULES.iter().any(|r| m.contains(r)))
            {
                Class::FenceFlag
            } else {
                Class::LowerReject
            };
            return Outcome::new(class, &format!("{name}: {first}"), &all.join("\n"));
        }
        let outcome = classify_mutant(p, &run, ptxas.as_deref_mut());
        if outcome.class != Class::Ok {
            return Outcome {
                signature: format!("{name}: {}", outcome.signature),
                ..outcome
            };
        }
        outputs
            .push(String::from_utf8_lossy(run.output.as_deref().unwrap_or_default()).into_owned());
    }
    let nvvm = ptx::instructions(&outputs[0]);
    let asm = ptx::instructions(&outputs[1]);
    if nvvm != asm && !same_up_to_block_order(&nvvm, &asm) {
        let i = nvvm
            .iter()
            .zip(&asm)
            .position(|(a, b)| a != b)
            .unwrap_or(nvvm.len().min(asm.len()));
        let a = nvvm.get(i).map_or("(end)", String::as_str);
        let b = asm.get(i).map_or("(end)", String::as_str);
        return Outcome::new(
            Class::StrategyMismatch,
            &format!("default `{}` vs default-asm `{}`", opcode(a), opcode(b)),
            &format!("line {i}: default: {a}\n         default-asm: {b}"),
        );
    }
    let text = String::from_utf8_lossy(input);
    if let Some(missing) = missing_instructions(&text, &nvvm) {
        return Outcome::new(Class::SilentDrop, &missing, &missing);
    }
    if text.contains("gpu.launch_func") {
        let p = path("host-llvm");
        let run = driver::run(session, &p.args(), input);
        if let Some(message) = unlocated(&run) {
            return Outcome::new(
                Class::UnlocatedError,
                &format!("host-llvm: {message}"),
                &message,
            );
        }
        if run.exit != 0 {
            let all: Vec<&str> = errors(&run).collect();
            let first = all.first().copied().unwrap_or("exit 1 without an error");
            return Outcome::new(
                Class::LowerReject,
                &format!("host-llvm: {first}"),
                &all.join("\n"),
            );
        }
    }
    Outcome::ok()
}

/// The opcode of a normalized instruction (guard kept, operands dropped).
fn opcode(line: &str) -> String {
    let (guard, rest) = match line.strip_prefix("@%P ") {
        Some(r) => ("@%P ", r),
        None => ("", line),
    };
    format!("{guard}{}", rest.split(' ').next().unwrap_or(""))
}

/// Instruction families and the input ops that must produce them.
const FAMILIES: &[(&str, &str)] = &[
    ("tile.load ", "cp.async.bulk.tensor.*.shared::"),
    ("tile.store ", "cp.async.bulk.tensor.*.global.shared::cta"),
    ("tile.reduce ", "cp.reduce.async.bulk.tensor."),
    ("tile.prefetch ", "cp.async.bulk.prefetch.tensor."),
    ("tile.prefetch_tensormap ", "prefetch.tensormap"),
    ("tile.cp_async ", "cp.async.c"),
    ("tile.bulk_load ", "cp.async.bulk.shared::"),
    ("tile.bulk_store ", "cp.async.bulk.global.shared::cta"),
    ("tile.bulk_reduce ", "cp.reduce.async.bulk."),
];

fn matches_family(instruction: &str, pattern: &str) -> bool {
    let i = instruction.strip_prefix("@%P ").unwrap_or(instruction);
    match pattern.split_once("*.") {
        // `cp.async.bulk.tensor.Nd.<rest>`
        Some((head, tail)) => i
            .strip_prefix(head)
            .and_then(|r| r.split_once('.'))
            .is_some_and(|(_, r)| r.starts_with(tail)),
        None => i.starts_with(pattern),
    }
}

/// A family with fewer PTX instructions than input ops.
fn missing_instructions(input: &str, instructions: &[String]) -> Option<String> {
    for (op, pattern) in FAMILIES {
        let want = input
            .lines()
            .filter(|l| l.trim_start().starts_with(op))
            .count();
        if want == 0 {
            continue;
        }
        let have = instructions
            .iter()
            .filter(|i| matches_family(i, pattern))
            .count();
        if have < want {
            return Some(format!(
                "{} `{}` op(s) in the input, {have} `{pattern}` instruction(s) in the PTX",
                want,
                op.trim()
            ));
        }
    }
    None
}

/// Whether two instruction lists hold the same instructions, in any order.
/// The asm strategy is compiled at `-O0` (tile-lowering's `codegen_level`),
/// which keeps the blocks in IR order where `-O2` (the intrinsics strategy)
/// places them by probability, so the same blocks may be printed in another
/// order. Order inside a block is still checked by the lit differential test
/// (test/Lowering/PTX/differential.mlir) and the SASS differential of the
/// ptxas test.
fn same_up_to_block_order(a: &[String], b: &[String]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut a: Vec<&String> = a.iter().collect();
    let mut b: Vec<&String> = b.iter().collect();
    a.sort();
    b.sort();
    a == b
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families() {
        assert!(matches_family(
            "@%P cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%R]",
            "cp.async.bulk.tensor.*.shared::"
        ));
        assert!(!matches_family(
            "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%R]",
            "cp.async.bulk.tensor.*.shared::"
        ));
        assert!(matches_family(
            "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%R]",
            "cp.async.bulk.tensor.*.global.shared::cta"
        ));
        assert_eq!(
            missing_instructions("  tile.load %d[%x]\n", &[]).as_deref(),
            Some("1 `tile.load` op(s) in the input, 0 `cp.async.bulk.tensor.*.shared::` instruction(s) in the PTX")
        );
    }
}
