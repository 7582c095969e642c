//! The helpers that keep bad input from crashing: the safe string reader
//! (empty and non-UTF-8 strings), the walk that runs in Rust (pre-order,
//! skip, interrupt), and panic messages for internal errors.

use melior::ir::{
    operation::{OperationLike, WalkResult},
    BlockLike, Location, Module,
};
use mlir_sys::MlirStringRef;
use tile_dialect::{internal, strings, walk};

fn parse<'c>(context: &'c melior::Context, text: &str) -> Module<'c> {
    Module::parse(context, text).expect("parses")
}

#[test]
fn empty_and_non_utf8_strings_are_read_safely() {
    let context = tile_dialect::context_with_all_dialects();
    let module = parse(
        &context,
        r#"module attributes {t.a = "", t.b = "x\00", t.c = "\FF", t.d = 3 : i32} {
             func.func @""() { return }
             func.func private @g() attributes {r = @""}
           }"#,
    );
    let op = module.as_operation();
    assert_eq!(strings::string_attribute(&op, "t.a").as_deref(), Some(""));
    assert_eq!(
        strings::string_attribute(&op, "t.b").as_deref(),
        Some("x\0")
    );
    assert_eq!(
        strings::string_attribute(&op, "t.c").as_deref(),
        Some("\u{fffd}")
    );
    assert_eq!(strings::string_attribute(&op, "t.d"), None);
    assert_eq!(
        strings::string_or_printed_attribute(&op, "t.d").as_deref(),
        Some("3 : i32")
    );
    assert_eq!(strings::string_attribute(&op, "missing"), None);
    let body = module.body();
    let f = body.first_operation().expect("f");
    assert_eq!(strings::symbol_name(&f).as_deref(), Some(""));
    assert_eq!(strings::op_name(&f), "func.func");
    let g = f.next_in_block().expect("g");
    let r = g.attribute("r").expect("r");
    assert_eq!(strings::flat_symbol_value(r).as_deref(), Some(""));
    assert_eq!(strings::string_value(r), None);
}

#[test]
fn null_and_empty_references_are_empty() {
    let null = MlirStringRef {
        data: std::ptr::null(),
        length: 0,
    };
    assert_eq!(strings::from_raw(null), "");
    let context = melior::Context::new();
    let location = Location::new(&context, "f.mlir", 1, 2);
    assert_eq!(strings::location_file(location), "f.mlir");
}

#[test]
fn walk_visits_in_pre_order_and_honours_skip_and_interrupt() {
    let context = tile_dialect::context_with_all_dialects();
    let module = parse(
        &context,
        r#"module {
             func.func @a() {
               scf.execute_region {
                 %c = arith.constant 1 : i32
                 scf.yield
               }
               return
             }
             func.func @b() { return }
           }"#,
    );
    let names = |skip: &str, stop: &str| {
        let mut out = Vec::new();
        walk::preorder(module.as_operation(), |op| {
            let name = strings::op_name(&op);
            out.push(name.clone());
            if name == stop {
                WalkResult::Interrupt
            } else if name == skip {
                WalkResult::Skip
            } else {
                WalkResult::Advance
            }
        });
        out.join(" ")
    };
    assert_eq!(
        names("", ""),
        "builtin.module func.func scf.execute_region arith.constant scf.yield func.return \
         func.func func.return"
    );
    assert_eq!(
        names("scf.execute_region", ""),
        "builtin.module func.func scf.execute_region func.return func.func func.return"
    );
    assert_eq!(
        names("", "arith.constant"),
        "builtin.module func.func scf.execute_region arith.constant"
    );
}

#[test]
fn walk_lets_a_panic_unwind_to_the_caller() {
    let context = tile_dialect::context_with_all_dialects();
    let module = parse(&context, "module { func.func @a() { return } }");
    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        walk::preorder(module.as_operation(), |op| {
            if strings::op_name(&op) == "func.return" {
                panic!("boom in the walk");
            }
            WalkResult::Advance
        })
    }))
    .unwrap_err();
    assert_eq!(internal::panic_message(caught.as_ref()), "boom in the walk");
}

#[test]
fn walk_visits_every_level_of_deep_nesting() {
    // MLIR's parser recurses per level: parse on a thread with room for it.
    std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(|| {
            let context = tile_dialect::context_with_all_dialects();
            let depth = 5000;
            let text = format!(
                "func.func @f() {{\n{}{}  return\n}}",
                "scf.execute_region {\n".repeat(depth),
                "scf.yield\n}\n".repeat(depth)
            );
            let module = parse(&context, &text);
            let mut count = 0;
            walk::preorder(module.as_operation(), |_| {
                count += 1;
                WalkResult::Advance
            });
            assert_eq!(count, 3 + 2 * depth);
        })
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn messages_of_panics() {
    let caught = std::panic::catch_unwind(|| panic!("boom {}", 1)).unwrap_err();
    assert_eq!(internal::panic_message(caught.as_ref()), "boom 1");
    let caught = std::panic::catch_unwind(|| panic!("plain")).unwrap_err();
    assert_eq!(internal::panic_message(caught.as_ref()), "plain");
    assert!(internal::internal_error_text("the verifier", "x")
        .starts_with("[internal-error] the verifier failed: x"));
}
