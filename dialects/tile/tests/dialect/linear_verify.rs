//! The linear verifier (`tile_dialect::linear_verify`) against MLIR's own
//! (`mlirOperationVerify`) on the same unverified modules: the same verdict
//! and the same diagnostics (message, line, notes), on one thread and on
//! several, for every kind of dominance error MLIR words differently, the
//! structural errors, and valid IR (graph regions, unreachable blocks,
//! deep nests) that must stay valid.

use melior::{
    diagnostic::Diagnostic,
    ir::operation::{OperationLike, WalkResult},
    ir::Module,
    Context,
};
use std::{cell::RefCell, rc::Rc};
use tile_dialect::{
    context_with_all_dialects, linear_verify, verify::file_line_col, walk::preorder,
};

/// A diagnostic as the tests compare it: line, message, and its notes'.
type Seen = (usize, String, Vec<(usize, String)>);

fn seen(d: &Diagnostic) -> (usize, String) {
    let (_, line, _) = file_line_col(d.location()).unwrap_or_default();
    (line, d.to_string())
}

/// The verdict of `check` and every diagnostic it emitted in `context`.
fn diagnostics(context: &Context, check: impl FnOnce() -> bool) -> (bool, Vec<Seen>) {
    let all = Rc::new(RefCell::new(Vec::new()));
    let sink = all.clone();
    let id = context.attach_diagnostic_handler(move |d| {
        let notes = (0..d.note_count())
            .filter_map(|i| d.note(i).ok())
            .map(|n| seen(&n))
            .collect();
        let (line, message) = seen(&d);
        sink.borrow_mut().push((line, message, notes));
        true
    });
    let valid = check();
    context.detach_diagnostic_handler(id);
    let all = all.borrow().clone();
    (valid, all)
}

/// Points operand 0 of the op marked `{use}` at result 0 of the op marked
/// `{def}`, if there are both: the uses the parser refuses (a value of a
/// region that does not enclose the use), which only transformations make.
fn rewire(module: &Module<'_>) {
    let (mut user, mut definer) = (None, None);
    preorder(module.as_operation(), |op| {
        if op.has_attribute("use") {
            user = Some(op.to_raw());
        }
        if op.has_attribute("def") {
            definer = Some(op.to_raw());
        }
        WalkResult::Advance
    });
    if let (Some(user), Some(definer)) = (user, definer) {
        // SAFETY: two live ops of the module; the definer has a result.
        unsafe {
            let value = mlir_sys::mlirOperationGetResult(definer, 0);
            mlir_sys::mlirOperationSetOperand(user, 0, value);
        }
    }
}

/// Parses `source` unverified ([`rewire`]d), then verifies it with MLIR's
/// verifier and with the linear one, on `threads`; both answers.
fn both(source: &str, threads: bool) -> ((bool, Vec<Seen>), (bool, Vec<Seen>)) {
    let context = context_with_all_dialects();
    context.set_allow_unregistered_dialects(true);
    context.enable_multi_threading(threads);
    let text = format!("{source}\0");
    let string = mlir_sys::MlirStringRef {
        data: text.as_ptr().cast(),
        length: source.len(),
    };
    // SAFETY: a live context; the text is NUL-terminated after its length.
    let raw = unsafe { tile_dialect::parse_at::parse_unverified(context.to_raw(), string) };
    // SAFETY: a module just created in this context, or null.
    let module = unsafe { Module::from_option_raw(raw) }
        .unwrap_or_else(|| panic!("does not parse:\n{source}"));
    rewire(&module);
    let upstream = diagnostics(&context, || module.as_operation().verify());
    let linear = diagnostics(&context, || linear_verify::verify(&module.as_operation()));
    (upstream, linear)
}

/// Asserts that both verifiers agree on `source`, on one thread and on
/// several, and that the verdict is `valid`; returns the diagnostics.
fn agree(source: &str, valid: bool) -> Vec<Seen> {
    let mut last = Vec::new();
    for threads in [false, true] {
        let (upstream, linear) = both(source, threads);
        assert_eq!(
            upstream.0, valid,
            "MLIR's verdict on:\n{source}\n{upstream:?}"
        );
        assert_eq!(linear, upstream, "threads: {threads}, on:\n{source}");
        assert_eq!(!upstream.1.is_empty(), !valid, "{upstream:?}");
        last = linear.1;
    }
    last
}

/// Whether some diagnostic of `seen` has a note containing `text`.
fn has_note(seen: &[Seen], text: &str) -> bool {
    seen.iter()
        .any(|(_, _, notes)| notes.iter().any(|(_, n)| n.contains(text)))
}

fn func(body: &str) -> String {
    format!("func.func @f(%c: i1, %n: index) {{\n{body}\n  return\n}}\n")
}

#[test]
fn valid_nests_stay_valid() {
    agree(
        &func(
            "  %a = arith.constant 1 : i32
  scf.if %c {
    %b = arith.addi %a, %a : i32
    scf.if %c {
      %d = arith.addi %a, %b : i32
    }
  }",
        ),
        true,
    );
}

#[test]
fn use_before_definition_in_one_block() {
    let seen = agree(
        &func(
            "  %b = arith.addi %a, %a : i32
  %a = arith.constant 1 : i32",
        ),
        false,
    );
    assert!(has_note(&seen, "(op in the same block)"), "{seen:?}");
}

#[test]
fn use_in_a_nested_region_before_the_definition() {
    let seen = agree(
        &func(
            "  scf.if %c {
    scf.if %c {
      %b = arith.addi %a, %a : i32
    }
  }
  %a = arith.constant 1 : i32",
        ),
        false,
    );
    assert!(has_note(&seen, "(op in a parent region)"), "{seen:?}");
}

#[test]
fn use_of_a_value_of_a_sibling_region() {
    let seen = agree(
        &func(
            "  %z = arith.constant 0 : i32
  scf.if %c {
    %a = arith.constant {def} 1 : i32
  } else {
    scf.if %c {
      %b = arith.addi %z, %z {use} : i32
    }
  }",
        ),
        false,
    );
    assert!(
        has_note(&seen, "(op is neither in a parent nor in a child region)"),
        "{seen:?}"
    );
}

#[test]
fn use_of_a_value_of_a_child_region() {
    let seen = agree(
        &func(
            "  %z = arith.constant 0 : i32
  scf.if %c {
    %a = arith.constant {def} 1 : i32
  }
  %b = arith.addi %z, %z {use} : i32",
        ),
        false,
    );
    assert!(has_note(&seen, "(op in a child region)"), "{seen:?}");
}

#[test]
fn use_of_the_enclosing_ops_result() {
    let seen = agree(
        &func(
            "  %r = scf.execute_region -> i32 {
    scf.if %c {
      %b = arith.addi %r, %r : i32
    }
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }",
        ),
        false,
    );
    assert!(has_note(&seen, "(op in a parent region)"), "{seen:?}");
}

#[test]
fn cross_block_uses_and_block_arguments() {
    // %a is defined in ^bb1, which does not dominate ^bb2; then a block
    // argument of ^bb1 used in ^bb2, also from a nested region.
    let blocks = |use_: &str| {
        format!(
            "func.func @f(%c: i1) {{
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%arg: i1):
  %a = arith.constant 1 : i32
  cf.br ^bb2
^bb2:
{use_}
  return
}}
"
        )
    };
    let seen = agree(&blocks("  %b = arith.addi %a, %a : i32"), false);
    assert!(has_note(&seen, "(op in the same region)"), "{seen:?}");
    let seen = agree(
        &blocks("  scf.if %c {\n    %b = arith.addi %a, %a : i32\n  }"),
        false,
    );
    assert!(has_note(&seen, "(op in a parent region)"), "{seen:?}");
    let seen = agree(&blocks("  %b = arith.xori %arg, %arg : i1"), false);
    assert!(has_note(&seen, "block #1 in the same region"), "{seen:?}");
    let seen = agree(
        &blocks("  scf.if %c {\n    %b = arith.xori %arg, %arg : i1\n  }"),
        false,
    );
    assert!(has_note(&seen, "block #1 in a parent region"), "{seen:?}");
}

#[test]
fn unreachable_blocks_and_graph_regions_are_not_checked() {
    agree(
        "func.func @f(%c: i1) {
  return
^dead:
  %b = arith.addi %a, %a : i32
  %a = arith.constant 1 : i32
  cf.br ^dead
}
",
        true,
    );
    // A graph region (an unregistered op's) may use a value before it.
    agree(
        "\"test.graph\"() ({
  %b = \"test.use\"(%a) : (i32) -> i32
  %a = \"test.def\"() : () -> i32
}) : () -> ()
",
        true,
    );
}

#[test]
fn every_function_reports_its_first_error() {
    let bad = |name: &str| {
        format!(
            "func.func @{name}(%c: i1) {{
  scf.if %c {{
    %b = arith.addi %a, %a : i32
    %e = arith.addi %d, %d : i32
    %d = arith.constant 2 : i32
  }}
  %a = arith.constant 1 : i32
  return
}}
"
        )
    };
    let source: String = ["f", "g", "h"].iter().map(|n| bad(n)).collect();
    let seen = agree(&source, false);
    assert_eq!(seen.len(), 3, "one error per function: {seen:?}");
    // Inside a gpu.module (isolated ops within an isolated op).
    agree(&format!("gpu.module @m {{\n{source}}}\n"), false);
}

#[test]
fn structural_errors_come_before_dominance() {
    // The dominance error comes first in the text, the missing terminator
    // after it: MLIR reports the structure first.
    let seen = agree(
        "func.func @f(%c: i1) {
  %b = arith.addi %a, %a : i32
  %a = arith.constant 1 : i32
  cf.br ^bb1
^bb1:
  %z = arith.constant 0 : i32
}
",
        false,
    );
    assert!(seen[0].1.contains("block with no terminator"), "{seen:?}");
}

#[test]
fn deep_nests_agree() {
    let depth = 300;
    let mut body = String::from("  %a = arith.constant 1 : i32\n");
    for level in 0..depth {
        body.push_str(&format!(
            "  scf.if %c {{\n  %b{level} = arith.addi %a, %a : i32\n"
        ));
    }
    let close = "  }\n".repeat(depth);
    agree(&func(&format!("{body}{close}")), true);
    // One use, at the bottom, of a value defined after the nest.
    let mut bad = String::new();
    for _ in 0..depth {
        bad.push_str("  scf.if %c {\n");
    }
    bad.push_str("  %b = arith.addi %late, %late : i32\n");
    bad.push_str(&close);
    bad.push_str("  %late = arith.constant 1 : i32");
    agree(&func(&bad), false);
}
