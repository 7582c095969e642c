//! `tile_dialect::op_attributes`: every attribute of an op, inherent and
//! discardable, exactly once, whether the inherent names of its op name are
//! known yet or not (the first op of a name, an optional inherent attribute
//! seen for the first time), and with names, sorted, on an op with many
//! discardable attributes (read with one dictionary, not one per position).

use melior::ir::{operation::OperationLike, operation::WalkResult, Module, OperationRef};
use std::collections::BTreeMap;
use tile_dialect::op_attributes::{for_each_attribute, named_attributes};
use tile_dialect::walk::preorder;

/// The `gpu.func` ops of `module`, in order.
fn functions<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    preorder(module.as_operation(), |op| {
        if op.name().as_string_ref().as_str() == Ok("gpu.func") {
            found.push(op);
        }
        WalkResult::Advance
    });
    found
}

/// The printed attributes melior's positional reader gives (the reference).
fn by_position(op: &OperationRef<'_, '_>) -> BTreeMap<String, String> {
    op.attributes()
        .map(|(n, a)| {
            (
                n.as_string_ref().as_str().unwrap().to_string(),
                a.to_string(),
            )
        })
        .collect()
}

#[test]
fn every_attribute_once_with_and_without_known_names() {
    let attrs = |n: usize| {
        (0..n)
            .map(|i| format!("a.x{i} = {i} : i32"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    // Two functions: the second repeats the first's inherent names (the
    // fast path); the third has an optional inherent one the others lack
    // (`known_block_size`), read again whole.
    let source = format!(
        "module attributes {{gpu.container_module}} {{\n\
         gpu.module @m {{\n\
         gpu.func @k() kernel attributes {{{}}} {{\n gpu.return\n }}\n\
         gpu.func @l() kernel attributes {{{}}} {{\n gpu.return\n }}\n\
         gpu.func @n() kernel attributes {{known_block_size = array<i32: 32, 1, 1>, {}}} {{\n gpu.return\n }}\n\
         }}\n}}\n",
        attrs(1000),
        attrs(5),
        attrs(7)
    );
    let context = tile_dialect::context_with_all_dialects();
    let module = Module::parse(&context, &source).expect("parses");
    for function in functions(&module) {
        let expected = by_position(&function);
        let mut seen: Vec<String> = Vec::new();
        for_each_attribute(function.to_raw(), |a| {
            // SAFETY: a live attribute of the op.
            seen.push(unsafe { melior::ir::Attribute::from_raw(a) }.to_string());
        });
        seen.sort();
        let mut values: Vec<String> = expected.values().cloned().collect();
        values.sort();
        assert_eq!(seen, values);
        let named: Vec<(String, String)> = named_attributes(&function)
            .into_iter()
            .map(|(n, a)| {
                (
                    n.as_string_ref().as_str().unwrap().to_string(),
                    a.to_string(),
                )
            })
            .collect();
        let expected: Vec<(String, String)> = expected.into_iter().collect();
        assert_eq!(named, expected);
    }
}
