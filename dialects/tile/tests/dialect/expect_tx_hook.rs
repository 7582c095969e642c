//! `expect-tx-bytes` is a rule of a whole function that MLIR's per-op
//! verifier hook runs (from the function's last `tile` op): each mismatch is
//! reported exactly once, at the block's first expect, whether or not other
//! ops of the function fail before or after it, on one thread or several, and
//! the walk of `verify_module` finds the same.

use melior::{diagnostic::DiagnosticSeverity, ir::Module, Context};
use std::{cell::RefCell, rc::Rc};
use tile_dialect::verify::{file_line_col, verify_module, VerifyOptions};

/// (line, message) of every error parsing `source` reports.
fn errors(context: &Context, source: &str) -> Vec<(usize, String)> {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let sink = seen.clone();
    let id = context.attach_diagnostic_handler(move |d| {
        if matches!(d.severity(), DiagnosticSeverity::Error) {
            let (_, line, _) = file_line_col(d.location()).unwrap_or_default();
            sink.borrow_mut().push((line, d.to_string()));
        }
        true
    });
    assert!(Module::parse(context, source).is_none(), "{source}");
    context.detach_diagnostic_handler(id);
    let seen = seen.borrow().clone();
    seen
}

/// A `.cp_mask` bulk store: a target-feature error on sm_90a.
const BAD_STORE: &str =
    "  tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>\n";

/// One function: `before` ops, an 8192-byte expect and a 16384-byte load,
/// `after` ops, in `func.func @name`.
fn function(name: &str, before: &str, after: &str) -> String {
    format!(
        "func.func @{name}(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, \
         %s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) {{\n\
         \x20 %bar = memref.alloca() {{alignment = 8 : i64}} : memref<i64, 3>\n\
         \x20 %t = memref.alloca() {{alignment = 128 : i64}} : memref<64x64xf32, 3>\n\
         \x20 %bytes = arith.constant 8192 : i32\n\
         {before}\
         \x20 tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>\n\
         \x20 tile.load %d[%x, %x] to %t, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>\n\
         {after}\
         \x20 return\n}}\n"
    )
}

/// The 1-based lines of `source` holding `needle`.
fn lines_of(source: &str, needle: &str) -> Vec<usize> {
    source
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains(needle))
        .map(|(i, _)| i + 1)
        .collect()
}

fn check(source: &str, context: &Context) {
    let found = errors(context, source);
    let mut mismatch: Vec<usize> = found
        .iter()
        .filter(|(_, m)| m.contains("[expect-tx-bytes]"))
        .map(|(l, _)| *l)
        .collect();
    mismatch.sort();
    assert_eq!(
        mismatch,
        lines_of(source, "tile.mbarrier_arrive_expect_tx"),
        "{found:#?}"
    );
    let mut stores: Vec<usize> = found
        .iter()
        .filter(|(_, m)| m.contains("[target-feature]"))
        .map(|(l, _)| *l)
        .collect();
    stores.sort();
    assert_eq!(stores, lines_of(source, "tile.bulk_store"), "{found:#?}");
    assert_eq!(found.len(), mismatch.len() + stores.len(), "{found:#?}");
    assert!(found
        .iter()
        .filter(|(_, m)| m.contains("[expect-tx-bytes]"))
        .all(|(_, m)| m.contains("expects 8192") && m.contains("deliver 16384")));
}

fn source() -> String {
    format!(
        "{}{}{}{}",
        function("alone", "", ""),
        function("failing_before", BAD_STORE, ""),
        function("failing_after", "", BAD_STORE),
        function(
            "failing_around",
            &format!("{BAD_STORE}{BAD_STORE}"),
            BAD_STORE
        )
    )
}

#[test]
fn a_mismatch_is_reported_once_whatever_else_fails() {
    check(&source(), &tile_dialect::context_with_all_dialects());
}

#[test]
fn the_same_on_a_multithreaded_context() {
    let context = tile_dialect::context_with_all_dialects();
    context.enable_multi_threading(true);
    check(&source(), &context);
}

#[test]
fn the_walk_finds_the_same() {
    let context = tile_dialect::structural_context_with_all_dialects();
    let text = source();
    let module = Module::parse(&context, &text).expect("parses without the rules");
    let found = verify_module(&module, &VerifyOptions::default());
    let mut lines: Vec<usize> = found
        .iter()
        .filter(|f| f.violation.rule == "expect-tx-bytes")
        .filter_map(|f| f.file_line_col.as_ref().map(|(_, l, _)| *l))
        .collect();
    lines.sort();
    assert_eq!(lines, lines_of(&text, "tile.mbarrier_arrive_expect_tx"));
}
