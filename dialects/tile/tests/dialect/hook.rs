//! MLIR's own verification runs the Rust verifier (`tile_dialect::hook`):
//! parsing reports the semantic violations of ops, types and the
//! `tile.target` attribute, each once, at its location; the per-context
//! settings (target override, warnings, rules off) are honoured.

use melior::{diagnostic::DiagnosticSeverity, ir::Module, Context};
use std::{cell::RefCell, rc::Rc};
use tile_dialect::hook::{ConfiguredContext, HookSettings};
use tile_dialect::verify::file_line_col;
use tile_rules::Target;

/// One captured diagnostic: severity, line, column, message.
type Seen = (DiagnosticSeverity, usize, usize, String);

/// Parses `source` in `context`; whether it parsed, and every diagnostic.
fn parse(context: &Context, source: &str) -> (bool, Vec<Seen>) {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let sink = seen.clone();
    let id = context.attach_diagnostic_handler(move |d| {
        let (_, line, col) = file_line_col(d.location()).unwrap_or_default();
        sink.borrow_mut()
            .push((d.severity(), line, col, d.to_string()));
        true
    });
    let parsed = Module::parse(context, source).is_some();
    context.detach_diagnostic_handler(id);
    let seen = seen.borrow().clone();
    (parsed, seen)
}

fn configured(settings: HookSettings) -> ConfiguredContext {
    ConfiguredContext::new(tile_dialect::context_with_all_dialects(), settings)
}

/// `.cp_mask` (sm_100) on sm_90a, at the given indentation.
fn bad(indent: &str) -> String {
    format!(
        "{indent}tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>\n"
    )
}

/// The (1-based) lines of `source` that hold a `tile.bulk_store`.
fn bad_lines(source: &str) -> Vec<usize> {
    source
        .lines()
        .enumerate()
        .filter(|(_, l)| l.contains("tile.bulk_store"))
        .map(|(i, _)| i + 1)
        .collect()
}

const ARGS: &str = "(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16)";

#[test]
fn every_violation_is_reported_exactly_once() {
    // Two failing ops in one kernel, a second kernel, and a host function
    // whose second failing op sits in a nested region: MLIR stops inside
    // each function at its first failure and goes on with the next one.
    let source = format!(
        "module attributes {{gpu.container_module}} {{\n\
         gpu.module @k [#nvvm.target<chip = \"sm_90a\">] {{\n\
         gpu.func @k1{ARGS} kernel {{\n{}{}gpu.return\n}}\n\
         gpu.func @k2{ARGS} kernel {{\n{}gpu.return\n}}\n\
         }}\n\
         func.func @host{ARGS} {{\n{}scf.execute_region {{\n{}scf.yield\n}}\nreturn\n}}\n\
         }}\n",
        bad(""),
        bad(""),
        bad(""),
        bad(""),
        bad("")
    );
    let context = tile_dialect::context_with_all_dialects();
    let (parsed, seen) = parse(&context, &source);
    assert!(!parsed);
    let lines: Vec<usize> = seen.iter().map(|s| s.1).collect();
    assert_eq!(lines, bad_lines(&source), "{seen:#?}");
    assert!(seen.iter().all(|s| matches!(s.0, DiagnosticSeverity::Error)
        && s.3 == "'tile.bulk_store' op [target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90a"));
}

#[test]
fn the_same_on_a_multithreaded_context() {
    let source = format!(
        "func.func @a{ARGS} {{\n{}{}return\n}}\nfunc.func @b{ARGS} {{\n{}return\n}}\n",
        bad(""),
        bad(""),
        bad("")
    );
    let context = tile_dialect::context_with_all_dialects();
    context.enable_multi_threading(true);
    let (parsed, seen) = parse(&context, &source);
    assert!(!parsed);
    let mut lines: Vec<usize> = seen.iter().map(|s| s.1).collect();
    lines.sort();
    assert_eq!(lines, bad_lines(&source), "{seen:#?}");
}

#[test]
fn an_invalid_tensormap_type_is_reported_where_it_is_written() {
    let source = "func.func private @f(%x: i32, %d: !tile.tensormap<si32, rank = 2, box = [64, 300], oob_fill = nan>)\n";
    let context = tile_dialect::context_with_all_dialects();
    let (parsed, seen) = parse(&context, source);
    assert!(!parsed);
    let messages: Vec<&str> = seen.iter().map(|s| s.3.as_str()).collect();
    assert_eq!(
        messages,
        vec![
            "'!tile.tensormap' type [box-dim-range] box dimension 1 must be 1..256, got 300",
            "'!tile.tensormap' type [oob-nan-float] OOB NaN fill needs a floating-point element type, got 'si32'",
        ]
    );
    // At the type itself (its parameter list), on the function's line.
    assert!(seen.iter().all(|s| (s.1, s.2) == (1, 50)), "{seen:#?}");
}

#[test]
fn a_bad_target_attribute_is_reported_on_its_op() {
    let source = "module attributes {tile.target = \"sm_70\"} {\n}\n";
    let context = tile_dialect::context_with_all_dialects();
    let (parsed, seen) = parse(&context, source);
    assert!(!parsed);
    assert_eq!(seen.len(), 1, "{seen:#?}");
    assert_eq!(
        seen[0].3,
        "'builtin.module' op [target-attribute] tile.target: unsupported target 'sm_70': tile-opt supports sm_80 and newer"
    );
    assert_eq!(seen[0].1, 1);
}

const MULTICAST: &str = "module attributes {tile.target = \"sm_90\"} {\n\
    func.func @f(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>, %n: i32, %m: i16) {\n\
    tile.bulk_load %g to %s, %n, %bar multicast(%m) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>\n\
    return\n}\n}\n";

#[test]
fn warnings_follow_the_settings() {
    let (parsed, seen) = parse(&configured(HookSettings::default()), MULTICAST);
    assert!(parsed);
    assert_eq!(seen.len(), 1, "{seen:#?}");
    assert!(matches!(seen[0].0, DiagnosticSeverity::Warning));
    assert!(seen[0].3.contains("[multicast-target]"), "{seen:#?}");
    let quiet = configured(HookSettings {
        warnings: false,
        ..Default::default()
    });
    let (parsed, seen) = parse(&quiet, MULTICAST);
    assert!(parsed);
    assert!(seen.is_empty(), "{seen:#?}");
}

#[test]
fn the_target_override_replaces_the_module_target() {
    let context = configured(HookSettings {
        target: Some(Target::parse("sm_80").expect("a target")),
        ..Default::default()
    });
    let (parsed, seen) = parse(&context, MULTICAST);
    assert!(!parsed);
    assert!(
        seen.iter()
            .any(|s| s.3.contains("[target-feature]") && s.3.contains("the target is sm_80")),
        "{seen:#?}"
    );
}

#[test]
fn rules_off_checks_structure_only() {
    let context = tile_dialect::structural_context_with_all_dialects();
    let source = format!("func.func @a{ARGS} {{\n{}return\n}}\n", bad(""));
    let (parsed, seen) = parse(&context, &source);
    assert!(parsed, "{seen:#?}");
    assert!(seen.is_empty());
    // Still a structural error.
    let (parsed, _) = parse(
        &context,
        "func.func @b(%d: !tile.tensormap<f32, box = [64]>)\n",
    );
    assert!(!parsed);
}
