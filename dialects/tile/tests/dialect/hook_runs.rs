//! The hook reads the alignments of globals near the start of their symbol
//! table in each op's check, and those further on once per verification,
//! in the check of each scope (from its first `tile` op), for all of the
//! scope's ops; it finds the scopes a `tile` op opens by walking back to the `tile`
//! op before it: every verification after a change reads the IR again, on
//! one thread or several; each finding is reported once, at its op; a
//! scope's rules are reported once, by its first `tile` op, wherever that
//! sits.

use melior::{
    diagnostic::DiagnosticSeverity,
    ir::{
        attribute::IntegerAttribute, operation::OperationLike, operation::WalkResult,
        r#type::IntegerType, Module, OperationRef,
    },
    Context,
};
use std::{cell::RefCell, rc::Rc};
use tile_dialect::verify::file_line_col;
use tile_dialect::walk::preorder;

/// Every diagnostic `check` emits in `context`: line and message.
fn diagnostics(context: &Context, check: impl FnOnce() -> bool) -> (bool, Vec<(usize, String)>) {
    let seen = Rc::new(RefCell::new(Vec::new()));
    let sink = seen.clone();
    let id = context.attach_diagnostic_handler(move |d| {
        assert!(matches!(d.severity(), DiagnosticSeverity::Error));
        let (_, line, _) = file_line_col(d.location()).unwrap_or_default();
        sink.borrow_mut().push((line, d.to_string()));
        true
    });
    let ok = check();
    context.detach_diagnostic_handler(id);
    let seen = seen.borrow().clone();
    (ok, seen)
}

/// Two kernels, each with three slot fences on `@slot`, the global after
/// them (`alignment` 128: valid), after `padding` other globals.
fn slots(padding: usize) -> String {
    let others: String = (0..padding)
        .map(|i| format!("    memref.global \"private\" @g{i} : memref<8xi8, 1> = uninitialized\n"))
        .collect();
    format!(
        r#"module attributes {{gpu.container_module}} {{
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {{
    gpu.func @a() kernel {{
      %s = memref.get_global @slot : memref<128xi8, 1>
      tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
      tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
      scf.execute_region {{
        tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
        scf.yield
      }}
      gpu.return
    }}
    gpu.func @b() kernel {{
      %s = memref.get_global @slot : memref<128xi8, 1>
      tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
      tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
      tile.tensormap_fence_acquire %s scope = gpu : memref<128xi8, 1>
      gpu.return
    }}
{others}    memref.global "private" @slot : memref<128xi8, 1> = uninitialized {{alignment = 128}}
  }}
}}
"#
    )
}

/// The lines of `source` holding a `tile` op.
fn tile_lines(source: &str) -> Vec<usize> {
    source
        .lines()
        .enumerate()
        .filter(|(_, l)| l.trim_start().starts_with("tile."))
        .map(|(i, _)| i + 1)
        .collect()
}

fn ops_named<'c, 'a>(top: OperationRef<'c, 'a>, name: &str) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    preorder(top, |op| {
        if op.name().as_string_ref().as_str() == Ok(name) {
            ops.push(op);
        }
        WalkResult::Advance
    });
    ops
}

/// Sets the `alignment` of the global `@slot`.
fn align_slot(module: &Module<'_>, context: &Context, alignment: i64) {
    let slot = ops_named(module.as_operation(), "memref.global")
        .into_iter()
        .find(|g| {
            g.attribute("sym_name")
                .is_ok_and(|a| a.to_string() == "\"slot\"")
        })
        .expect("@slot");
    let value = IntegerAttribute::new(IntegerType::new(context, 64).into(), alignment);
    // SAFETY: a live op and attribute; the name is copied.
    unsafe {
        mlir_sys::mlirOperationSetAttributeByName(
            slot.to_raw(),
            mlir_sys::MlirStringRef {
                data: "alignment".as_ptr().cast(),
                length: "alignment".len(),
            },
            melior::ir::AttributeLike::to_raw(&value),
        );
    }
}

/// `padding`: globals before `@slot` (past the hook's scan of one op: the
/// check of the scope reads it).
fn a_changed_global_is_read_again(multithreaded: bool, padding: usize) {
    let source = slots(padding);
    let lines = tile_lines(&source);
    let far = padding > 64;
    let context = tile_dialect::context_with_all_dialects();
    context.enable_multi_threading(multithreaded);
    let (parsed, seen) = diagnostics(&context, || {
        Module::parse(&context, &source).is_some_and(|m| {
            // Every run below sees the module's current globals.
            for (alignment, expect_errors) in [(64, true), (128, false), (32, true), (256, false)] {
                align_slot(&m, &context, alignment);
                let (valid, seen) = diagnostics(&context, || m.as_operation().verify());
                assert_eq!(valid, !expect_errors, "alignment {alignment}: {seen:#?}");
                let mut found: Vec<usize> = seen.iter().map(|s| s.0).collect();
                found.sort();
                let expected = if expect_errors { lines.clone() } else { vec![] };
                assert_eq!(found, expected, "alignment {alignment}: {seen:#?}");
                assert!(
                    seen.iter().all(|s| s.1.contains("[slot-align]")),
                    "{seen:#?}"
                );
            }
            // One op alone, after a change: it reports itself and the ops
            // after it in its kernel (MLIR stops there); a global past the
            // scan is read by the gpu.module's first tile op, for all of its
            // ops (as it checks the module's other rules), and not by any
            // other op alone (as MLIR checks no symbol use when verifying
            // one op).
            let fences = ops_named(m.as_operation(), "tile.tensormap_fence_acquire");
            for alignment in [16, 128, 8] {
                align_slot(&m, &context, alignment);
                for (i, fence) in fences.iter().enumerate() {
                    let (valid, seen) = diagnostics(&context, || fence.verify());
                    let found: Vec<usize> = seen.iter().map(|s| s.0).collect();
                    let expected = match (alignment == 128, far, i) {
                        (true, _, _) => vec![],
                        (false, true, 0) => lines.clone(),
                        (false, true, _) => vec![],
                        (false, false, _) => lines[i..if i < 3 { 3 } else { 6 }].to_vec(),
                    };
                    assert_eq!(
                        valid,
                        expected.is_empty(),
                        "fence {i}, {alignment}: {seen:#?}"
                    );
                    assert_eq!(found, expected, "fence {i}, {alignment}: {seen:#?}");
                }
            }
            true
        })
    });
    assert!(parsed, "{seen:#?}");
    assert!(seen.is_empty(), "{seen:#?}");
}

#[test]
fn a_changed_global_is_read_again_in_the_next_run() {
    a_changed_global_is_read_again(false, 0);
    a_changed_global_is_read_again(false, 70);
}

#[test]
fn a_changed_global_is_read_again_on_several_threads() {
    a_changed_global_is_read_again(true, 0);
    a_changed_global_is_read_again(true, 70);
}

#[test]
fn a_scope_rule_is_reported_once_by_its_first_tile_op() {
    // The gpu.module's shared global is too large ([smem-capacity], and
    // [smem-static] for the kernel that reads it). Its first tile op is in the second kernel, nested two deep;
    // a kernel without tile ops and another gpu.module come before it.
    let source = r#"module attributes {gpu.container_module} {
  gpu.module @first [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k() kernel {
      tile.fence_proxy_async shared_cta
      gpu.return
    }
  }
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @big : memref<80000xf32, 3> = uninitialized {alignment = 128}
    gpu.func @none() kernel {
      gpu.return
    }
    gpu.func @k(%c: i1) kernel {
      %b = memref.get_global @big : memref<80000xf32, 3>
      scf.if %c {
        scf.execute_region {
          tile.fence_proxy_async shared_cta
          scf.yield
        }
        tile.fence_proxy_async shared_cta
      }
      tile.fence_proxy_async shared_cta
      gpu.return
    }
    gpu.func @l() kernel {
      tile.fence_proxy_async shared_cta
      gpu.return
    }
  }
}
"#;
    for multithreaded in [false, true] {
        let context = tile_dialect::context_with_all_dialects();
        context.enable_multi_threading(multithreaded);
        let (parsed, seen) = diagnostics(&context, || Module::parse(&context, source).is_some());
        assert!(!parsed);
        // The global's own rule at the global, the kernel's at the kernel.
        let lines: Vec<usize> = seen.iter().map(|s| s.0).collect();
        assert_eq!(lines, [9, 13], "{seen:#?}");
        assert!(seen[0].1.contains("[smem-capacity]"), "{seen:#?}");
        assert!(seen[1].1.contains("[smem-static]"), "{seen:#?}");
    }
}
