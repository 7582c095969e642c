//! `tile_dialect::walk::{before, after}` visit exactly the ops before and
//! after an op in `preorder`, nearest first, through blocks, regions and
//! nesting, and stop where asked.

use melior::ir::{operation::OperationLike, operation::WalkResult, Module, OperationRef};
use std::ops::ControlFlow;
use tile_dialect::walk::{after, before, preorder};

/// Ops in several regions (scf.if's then/else), several blocks (a CFG
/// function), empty regions (a declaration) and nesting three deep.
const SOURCE: &str = r#"
module {
  func.func private @decl(i32)
  func.func @cfg(%c: i1, %x: i32) -> i32 {
    %a = arith.addi %x, %x : i32
    cf.cond_br %c, ^b1, ^b2
  ^b1:
    %b = arith.muli %a, %a : i32
    cf.br ^b2
  ^b2:
    return %x : i32
  }
  func.func @nested(%c: i1, %x: i32) -> i32 {
    %r = scf.if %c -> i32 {
      %y = scf.if %c -> i32 {
        %z = arith.subi %x, %x : i32
        scf.yield %z : i32
      } else {
        scf.yield %x : i32
      }
      scf.yield %y : i32
    } else {
      %w = arith.xori %x, %x : i32
      scf.yield %w : i32
    }
    return %r : i32
  }
}
"#;

fn ptr(op: &OperationRef<'_, '_>) -> usize {
    op.to_raw().ptr as usize
}

/// Every op under `top`, `top` first, in pre-order.
fn all<'c, 'a>(top: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    preorder(top, |op| {
        ops.push(op);
        WalkResult::Advance
    });
    ops
}

#[test]
fn before_is_preorder_reversed_and_after_is_preorder() {
    let context = tile_dialect::context_with_all_dialects();
    let module = Module::parse(&context, SOURCE).expect("parses");
    let top = module.as_operation();
    let order = all(top);
    assert_eq!(order.len(), 18);
    for (i, op) in order.iter().enumerate() {
        let mut back = Vec::new();
        before(
            *op,
            top,
            |_| true,
            |o| {
                back.push(ptr(&o));
                ControlFlow::Continue(())
            },
        );
        let expected: Vec<usize> = order[..i].iter().rev().map(ptr).collect();
        assert_eq!(back, expected, "before op {i} ({:?})", op.name());
        let mut forward = Vec::new();
        after(
            *op,
            top,
            |_| true,
            |o| {
                forward.push(ptr(&o));
                ControlFlow::Continue(())
            },
        );
        let expected: Vec<usize> = order[i + 1..].iter().map(ptr).collect();
        assert_eq!(forward, expected, "after op {i} ({:?})", op.name());
    }
}

#[test]
fn walks_stay_inside_top_and_skip_what_is_not_entered() {
    let context = tile_dialect::context_with_all_dialects();
    let module = Module::parse(&context, SOURCE).expect("parses");
    let order = all(module.as_operation());
    let name = |o: &OperationRef<'_, '_>| o.name().as_string_ref().as_str().unwrap().to_string();
    let function = *order
        .iter()
        .find(|o| {
            name(o) == "func.func"
                && o.attribute("sym_name")
                    .is_ok_and(|a| a.to_string() == "\"nested\"")
        })
        .expect("@nested");
    let inside = all(function);
    let xori = *inside.iter().find(|o| name(o) == "arith.xori").unwrap();
    // Back from the else branch's op to the function, not entering scf.if:
    // the outer scf.if's then region holds one op (the inner scf.if) and a
    // yield, each visited without what they hold.
    let mut back = Vec::new();
    before(
        xori,
        function,
        |o| name(o) != "scf.if",
        |o| {
            back.push(name(&o));
            ControlFlow::Continue(())
        },
    );
    assert_eq!(back, ["scf.yield", "scf.if", "scf.if", "func.func"]);
    // The nearest earlier arith op, then stop.
    let mut seen = Vec::new();
    before(
        xori,
        function,
        |_| true,
        |o| {
            seen.push(name(&o));
            if name(&o).starts_with("arith.") {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        },
    );
    assert_eq!(seen, ["scf.yield", "scf.yield", "scf.yield", "arith.subi"]);
    // After the inner subi, up to the end of the function only.
    let subi = *inside.iter().find(|o| name(o) == "arith.subi").unwrap();
    let mut forward = Vec::new();
    after(
        subi,
        function,
        |_| true,
        |o| {
            forward.push(name(&o));
            ControlFlow::Continue(())
        },
    );
    assert_eq!(
        forward,
        [
            "scf.yield",
            "scf.yield",
            "scf.yield",
            "arith.xori",
            "scf.yield",
            "func.return"
        ]
    );
}
