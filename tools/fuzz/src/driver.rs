//! The `tile-opt` driver, run in-process on a byte buffer: the same
//! `tile_driver::compile::run_source` that the `tile-opt` binary calls
//! for one command line (check, split, parse, verify, pipelines, verify
//! again, emit, `--verify-diagnostics`), with the output and the
//! diagnostics captured instead of printed and held files dropped.
//! `tile-fuzz replay --binary` re-runs a finding through the real binary as
//! a cross-check.
//!
//! On top of the driver it takes an [`Inventory`] of every parsed chunk
//! (its `gpu.module`s, their targets and kernels, `tile` ops outside any
//! function) so that the oracles can tell a silent drop from a success.

use melior::ir::{
    operation::{OperationLike, OperationRef, WalkOrder, WalkResult},
    Module,
};
use tile_compiler::{Diagnostic, Session};
use tile_driver::{cli::parse_args, compile};

/// What one driver run did.
#[derive(Clone, Debug, Default)]
pub struct DriverRun {
    /// The exit status `tile-opt` would have returned (0, 1 or 2).
    pub exit: u8,
    /// What it would have written (only when it succeeded).
    pub output: Option<Vec<u8>>,
    /// Every diagnostic of every chunk (also under `--verify-diagnostics`,
    /// where the driver compares them instead of printing them).
    pub diagnostics: Vec<Diagnostic>,
    /// A `tile-opt: error: ...` line (an error that is not a diagnostic).
    pub driver_error: Option<String>,
    /// `--verify-diagnostics` found a mismatch (not a bug of the compiler:
    /// a mutant rarely keeps its expectations true).
    pub expectation_mismatch: bool,
    /// What each chunk that parsed held.
    pub inventories: Vec<Inventory>,
}

/// What a parsed chunk holds, taken before any pass runs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inventory {
    /// Every `gpu.module`, outermost first.
    pub gpu_modules: Vec<GpuModule>,
    /// `tile` ops that are not inside any function.
    pub stray_tile_ops: usize,
    /// Every `tile` op.
    pub tile_ops: usize,
}

/// One `gpu.module` of an input.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GpuModule {
    /// Its symbol name as printed (`@"k.k"` stays quoted).
    pub name: String,
    /// The number of entries of its `targets` array.
    pub targets: usize,
    /// Its kernels (`gpu.func ... kernel`, `llvm.func` with `nvvm.kernel`).
    pub kernels: usize,
    /// Whether it sits inside another `gpu.module`.
    pub nested: bool,
}

/// Runs `tile-opt <flags>` on `input` in `session`. The session's target and
/// dialect settings are set from the flags, as the driver's `main` does.
pub fn run(session: &mut Session, flags: &[String], input: &[u8]) -> DriverRun {
    let mut result = DriverRun::default();
    // Leftovers of an earlier run must not count for this one.
    let _ = session.take_diagnostics();
    let _ = session.take_held_files();
    let options = match parse_args(flags, session.registry()) {
        Ok(o) => o,
        Err(e) => {
            result.exit = 2;
            result.driver_error = Some(e.to_string());
            return result;
        }
    };
    session.allow_unregistered_dialects(options.allow_unregistered);
    session.set_target(options.target);
    session.set_verify_each(options.verify_each);
    let inventories = &mut result.inventories;
    let outcome = compile::run_source(
        session,
        &options,
        FILE_NAME,
        input.to_vec(),
        &mut |module| inventories.push(inventory(module)),
    );
    match outcome {
        Ok(outcome) => {
            result.exit = if outcome.ok { 0 } else { 1 };
            result.output = outcome.ok.then_some(outcome.output);
            result.diagnostics = outcome.diagnostics;
            result.expectation_mismatch = outcome.expectation_mismatch;
        }
        Err(message) => {
            result.exit = 1;
            result.driver_error = Some(message);
        }
    }
    result
}

/// The file name the driver would print for the input.
const FILE_NAME: &str = "input.mlir";

/// The op's name (`gpu.module`).
fn op_name(op: &OperationRef<'_, '_>) -> String {
    op.name()
        .as_string_ref()
        .as_str()
        .map(str::to_string)
        .unwrap_or_default()
}

/// Whether an ancestor of `op` has a name for which `pred` holds.
fn has_ancestor(op: &OperationRef<'_, '_>, pred: impl Fn(&str) -> bool) -> bool {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if pred(&op_name(&parent)) {
            return true;
        }
        current = parent.parent_operation();
    }
    false
}

/// The number of top-level entries of a printed array attribute (`[a, b]`).
pub fn array_len(printed: &str) -> usize {
    let inner = printed.trim();
    let Some(inner) = inner.strip_prefix('[').and_then(|s| s.strip_suffix(']')) else {
        return 0;
    };
    if inner.trim().is_empty() {
        return 0;
    }
    let mut depth = 0i32;
    let mut in_string = false;
    let mut escaped = false;
    let mut count = 1;
    for c in inner.chars() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '<' | '[' | '{' | '(' => depth += 1,
            '>' | ']' | '}' | ')' => depth -= 1,
            ',' if depth == 0 => count += 1,
            _ => {}
        }
    }
    count
}

/// What `module` holds (printing attributes rather than reading string
/// references, which melior 0.27 mishandles when empty).
pub fn inventory(module: &Module<'_>) -> Inventory {
    let mut inv = Inventory::default();
    // The raw pointer of each gpu.module op, parallel to `gpu_modules`.
    let mut ops: Vec<*const std::ffi::c_void> = Vec::new();
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let name = op_name(&op);
        if name == "gpu.module" {
            let sym = op
                .attribute("sym_name")
                .map(|a| a.to_string())
                .unwrap_or_default();
            let targets = op
                .attribute("targets")
                .map(|a| array_len(&a.to_string()))
                .unwrap_or(0);
            inv.gpu_modules.push(GpuModule {
                name: format!("@{}", sym.trim_matches('"')),
                targets,
                kernels: 0,
                nested: has_ancestor(&op, |n| n == "gpu.module"),
            });
            ops.push(op.to_raw().ptr);
        } else if (name == "gpu.func" && op.has_attribute("gpu.kernel"))
            || (name == "llvm.func" && op.has_attribute("nvvm.kernel"))
        {
            let mut current = op.parent_operation();
            while let Some(parent) = current {
                if op_name(&parent) == "gpu.module" {
                    let raw = parent.to_raw().ptr;
                    if let Some(i) = ops.iter().position(|p| *p == raw) {
                        inv.gpu_modules[i].kernels += 1;
                    }
                    break;
                }
                current = parent.parent_operation();
            }
        } else if name.starts_with("tile.") {
            inv.tile_ops += 1;
            if !has_ancestor(&op, |n| n.ends_with(".func")) {
                inv.stray_tile_ops += 1;
            }
        }
        WalkResult::Advance
    });
    inv
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_the_driver_in_process() {
        let mut session = Session::new();
        let example = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../examples/copy_2d.mlir"
        ))
        .expect("the example");
        let flags = |f: &[&str]| f.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let ok = run(
            &mut session,
            &flags(&["--pipeline=default", "--emit=ptx"]),
            &example,
        );
        assert_eq!(ok.exit, 0, "{:?}", ok.diagnostics);
        let ptx = String::from_utf8(ok.output.expect("PTX")).expect("text");
        assert!(ptx.contains(".entry copy_2d"), "{ptx}");
        assert_eq!(ok.inventories[0].gpu_modules[0].kernels, 1);
        assert_eq!(ok.inventories[0].gpu_modules[0].targets, 1);

        let bad = run(
            &mut session,
            &[],
            b"func.func @f() {\n  tile.bulk_wait -1\n  return\n}\n",
        );
        assert_eq!(bad.exit, 1);
        assert!(bad.output.is_none());
        assert!(bad.diagnostics.iter().all(|d| d.file_line_col.is_some()));

        let utf8 = run(&mut session, &[], b"\xff");
        assert_eq!(utf8.exit, 1);
        assert!(utf8
            .diagnostics
            .iter()
            .any(|d| d.file_line_col.is_some() && d.message.contains("[input-utf8]")));
    }

    #[test]
    fn array_lengths() {
        assert_eq!(array_len("[]"), 0);
        assert_eq!(array_len("[#nvvm.target<chip = \"sm_90a\">]"), 1);
        assert_eq!(
            array_len("[#nvvm.target<chip = \"sm_90a\", flags = {a, b}>, #rocdl.target]"),
            2
        );
        assert_eq!(array_len("[\"a,b\", 1]"), 2);
    }
}
