//! The library never ends its host: what killed the process before is now
//! an error value with located diagnostics, and the host goes on (each test
//! is such a host). Runs on test threads with Rust's default 2 MiB stack,
//! like an embedder's worker thread.

use melior::{ir::r#type::TypeId, pass::Pass, Context};
use tile_compiler::{Diagnostic, DriverError, Session, Severity};
use tile_passes::{
    external::error_reporting_pass, OptionsError, PassDefaults, PassInfo, PassOptions,
};

fn errors(e: &DriverError) -> Vec<Diagnostic> {
    e.diagnostics()
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .collect()
}

/// The one error of `e`, with its line and column.
fn one_error(e: &DriverError) -> (usize, usize, String) {
    let all = errors(e);
    assert_eq!(all.len(), 1, "{all:?}");
    let (_, line, col) = all[0].file_line_col.clone().expect("located");
    (line, col, all[0].message.clone())
}

#[test]
fn nul_bytes_and_invalid_utf8_are_located_errors() {
    let session = Session::new();
    let e = session
        .parse("func.func @f() {\n  return\n}\0\n")
        .unwrap_err();
    let (line, col, message) = one_error(&e);
    assert_eq!((line, col), (3, 2));
    assert!(message.starts_with("[input-nul]"), "{message}");
    let e = session
        .parse_bytes(b"module {\n  // caf\xe9\n}\n")
        .unwrap_err();
    let (line, col, message) = one_error(&e);
    assert_eq!((line, col), (2, 9));
    assert!(message.starts_with("[input-utf8]"), "{message}");
    // The session still works.
    assert!(session.parse("module {}").is_ok());
}

fn nested(depth: usize) -> String {
    format!(
        "func.func @f() {{\n{}{}  return\n}}\n",
        "scf.execute_region {\n".repeat(depth),
        "scf.yield\n}\n".repeat(depth)
    )
}

#[test]
fn ten_thousand_levels_compile_on_a_small_stack() {
    let session = Session::new();
    let mut module = session.parse(&nested(10_000)).expect("parses");
    assert!(session.verify(&module, None).is_empty());
    session
        .run_pipeline(&mut module, "builtin.module(convert-scf-to-cf)")
        .expect("lowers");
    assert!(session.print(&module).contains("cf.br"));
    session.discard(module);
    // Too deep: refused, located at the opener past the limit.
    let e = session
        .parse(&nested(tile_compiler::MAX_NESTING + 1))
        .unwrap_err();
    let (line, _, message) = one_error(&e);
    assert!(message.starts_with("[input-nesting]"), "{message}");
    assert_eq!(line, tile_compiler::MAX_NESTING + 1);
}

#[test]
fn a_fatal_back_end_error_is_an_error_value() {
    let source = r#"module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr<7>, %b: !llvm.ptr<3>, %c: i32) attributes {nvvm.kernel} {
      nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %d, %b, box[%c, %c, %c, %c, %c] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
      llvm.return
    }
  }
}"#;
    let session = Session::new();
    let module = session.parse(source).expect("parses");
    let e = session.emit_ptx(&module, None).unwrap_err();
    let (line, col, message) = one_error(&e);
    assert_eq!((line, col), (3, 5), "at the kernel");
    assert!(
        message.starts_with(
            "[backend] LLVM's back end stopped on PTX output of gpu.module @k: Cannot select"
        ),
        "{message}"
    );
    // That session is stopped; a new one works.
    assert!(matches!(
        session.emit_ptx(&module, None),
        Err(DriverError::Stopped(_))
    ));
    let fresh = Session::new();
    let ok = fresh
        .parse(&source.replace("tile_gather4", "tile"))
        .expect("parses");
    let ptx = fresh.emit_ptx(&ok, None).expect("compiles");
    assert!(ptx.contains(".entry f("), "{ptx}");
}

#[repr(align(8))]
struct PanicPassId;
static PANIC_PASS: PanicPassId = PanicPassId;

fn create_panicking(_: &Context, _: &PassOptions, _: &PassDefaults) -> Result<Pass, OptionsError> {
    Ok(error_reporting_pass(
        TypeId::create(&PANIC_PASS),
        "Panicking",
        "test-panicking-pass",
        "panics",
        |_| panic!("a bug in a pass"),
    ))
}

#[test]
fn a_panic_in_a_pass_is_an_internal_error_at_the_op() {
    let mut session = Session::new();
    session.registry_mut().register(PassInfo {
        name: "test-panicking-pass",
        summary: "panics",
        options: &[],
        create: create_panicking,
    });
    let mut module = session
        .parse("module {\n  func.func @f() {\n    return\n  }\n}\n")
        .expect("parses");
    let e = session
        .run_pipeline(&mut module, "builtin.module(test-panicking-pass)")
        .unwrap_err();
    let (line, col, message) = one_error(&e);
    assert_eq!((line, col), (1, 1));
    assert!(
        message.starts_with("[internal-error] pass test-panicking-pass failed: a bug in a pass"),
        "{message}"
    );
    // The session goes on.
    assert!(session
        .run_pipeline(&mut module, "builtin.module(canonicalize)")
        .is_ok());
}

/// The library refuses chips before MLIR's own check, as the driver does:
/// a chip with no SM number (MLIR's check of it is nondeterministic), a dense
/// array of `index` (MLIR's parser crashes on it), and a chip LLVM 22 or
/// ptxas 13 does not take (the verifier, at the attribute's op) are located
/// errors naming a rule from `Session::parse`, every time.
#[test]
fn session_parse_refuses_bad_chips_and_index_arrays() {
    let session = Session::new();
    let module = |chip: &str| {
        format!(
            "module attributes {{gpu.container_module}} {{\n  gpu.module @m [#nvvm.target<chip = \"{chip}\">] {{\n    llvm.func @k() attributes {{nvvm.kernel}} {{\n      llvm.return\n    }}\n  }}\n}}\n"
        )
    };
    for _ in 0..3 {
        let (line, col, message) = one_error(&session.parse(&module("sm_")).unwrap_err());
        assert_eq!((line, col), (2, 38));
        assert!(message.starts_with("[target-attribute]"), "{message}");
    }
    for chip in ["sm_9000", "sm_101a", "sm_85"] {
        let e = session.parse(&module(chip)).unwrap_err();
        let all = errors(&e);
        assert!(!all.is_empty(), "{chip}");
        for d in &all {
            assert!(d.file_line_col.is_some(), "{chip}: {d:?}");
            assert!(d.message.contains('['), "{chip}: {d:?}");
        }
    }
    let e = session
        .parse("module attributes {a = array<index: 1>} {}\n")
        .unwrap_err();
    let (line, col, message) = one_error(&e);
    assert_eq!((line, col), (1, 30));
    assert!(message.starts_with("[dense-array-element]"), "{message}");
    assert!(session.parse(&module("sm_90a")).is_ok());
}
