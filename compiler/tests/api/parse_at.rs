//! `Session::parse_at` (a `--split-input-file` chunk parsed at its own
//! lines, without padding) against the reference it replaces: the same text
//! preceded by one blank line per earlier line, parsed with
//! `Session::parse`. Every op's and block argument's location, the printed
//! module, and every diagnostic of a failed parse must be the same.

use melior::ir::{operation::OperationLike, BlockLike, Location, RegionLike, ValueLike};
use tile_compiler::{Diagnostic, Session};

/// Every location of the module, as printed, in pre-order (each op, then
/// the arguments of each block of its regions).
fn locations(
    session: &Session,
    text: &str,
    first_line: usize,
) -> Result<Vec<String>, Vec<Diagnostic>> {
    let module = if first_line == 0 {
        session.parse(text)
    } else {
        session.parse_at(text, first_line)
    }
    .map_err(|e| e.diagnostics())?;
    let mut out = Vec::new();
    tile_dialect::walk::preorder(module.as_operation(), |op| {
        out.push(format!(
            "{} {}",
            op.name().as_string_ref().as_str().unwrap_or("?"),
            op.location()
        ));
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                for i in 0..b.argument_count() {
                    if let Ok(argument) = b.argument(i) {
                        // SAFETY: a live block argument of the module.
                        let raw = unsafe { mlir_sys::mlirValueGetLocation(argument.to_raw()) };
                        // SAFETY: a location of the module's context.
                        let location = unsafe { Location::from_raw(raw) };
                        out.push(format!("  arg {i} {location}"));
                    }
                }
                block = b.next_in_region();
            }
        }
        melior::ir::operation::WalkResult::Advance
    });
    out.push(module.as_operation().to_string());
    Ok(out)
}

/// `text` parsed at line `first_line` and the padded reference agree.
fn same_as_padded(text: &str, first_line: usize) -> Result<Vec<String>, Vec<Diagnostic>> {
    let session = Session::new();
    let padded = format!("{}{text}", "\n".repeat(first_line - 1));
    let reference = locations(&session, &padded, 0);
    let _ = session.take_diagnostics();
    let moved = locations(&session, text, first_line);
    let _ = session.take_diagnostics();
    assert_eq!(moved, reference, "parsed at line {first_line}:\n{text}");
    moved
}

const KERNEL: &str = r#"module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%p: !llvm.ptr<1>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      scf.for %i = %c0 to %n step %c1 {
        tile.bulk_commit
      }
      cf.br ^next(%c0 : index)
    ^next(%j: index):
      tile.bulk_wait 0 read loc("given.mlir":7:9)
      tile.bulk_commit loc("":2:1)
      tile.bulk_commit loc(fused["x.mlir":1:2, "y.mlir":3:4])
      gpu.return
    }
  }
}
"#;

#[test]
fn ops_and_block_arguments_are_at_the_lines_of_the_file() {
    let found = same_as_padded(KERNEL, 41).expect("parses");
    // The parser's locations are moved; those written in the source are not.
    let text = found.join("\n");
    assert!(text.contains("gpu.func loc(\"-\":43:"), "{text}");
    assert!(text.contains("arg 0 loc(\"-\":43:17)"), "{text}");
    assert!(text.contains("arg 0 loc(\"-\":50:"), "{text}");
    assert!(text.contains("loc(\"given.mlir\":7:9)"), "{text}");
    assert!(text.contains("tile.bulk_commit loc(\"-\":2:1)"), "{text}");
}

#[test]
fn bare_ops_get_an_implicit_module_at_line_zero() {
    let found = same_as_padded("func.func @f(%a: i32) {\n  return\n}\n", 1000).expect("parses");
    assert!(
        found[0].starts_with("builtin.module loc(\"-\":0:0)"),
        "{}",
        found[0]
    );
    assert!(
        found[1].starts_with("func.func loc(\"-\":1000:1)"),
        "{}",
        found[1]
    );
}

#[test]
fn a_failed_parse_reports_the_lines_of_the_file() {
    // A syntax error, an invalid type, a verifier error with its notes.
    for (text, line) in [
        ("func.func @f() {\n  %x = arith.constant : i32\n  return\n}\n", 101),
        (
            "gpu.module @m {\n  gpu.func @k(%d: !tile.tensormap<f32, rank = 2, box = [64, 300]>) kernel {\n    gpu.return\n  }\n}\n",
            7,
        ),
        ("func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}\n", 12),
        ("func.func @f() {\n  tile.cp_async_wait -1\n  return\n}\n", 3),
    ] {
        let diagnostics = same_as_padded(text, line).expect_err("fails");
        assert!(!diagnostics.is_empty());
        for d in &diagnostics {
            let (_, at, _) = d.file_line_col.clone().expect("located");
            assert!((line..line + 6).contains(&at), "{d:?} not in the piece at {line}");
        }
    }
}
