// Deep nesting does not overflow the stack (about 3,900 nested regions,
// 6,800 nested `[` or 15,900 nested `tuple<` aborted the process): the work
// runs on a thread whose stack is sized for the input's depth, and the
// module is torn down without recursion. 10,000 levels of each compile;
// deeper than 20,000 levels is refused with a located error.

// RUN: python3 -c "d=10000; print('module {\n'*d + '}\n'*d)" > %t.modules.mlir
// RUN: %tile-opt %t.modules.mlir --pipeline=default | %FileCheck %s --check-prefix=MODULES
// MODULES-COUNT-3: module {

// RUN: python3 -c "d=10000; print('func.func @f() {\n' + 'scf.execute_region {\n'*d + 'scf.yield\n}\n'*d + 'return\n}')" > %t.regions.mlir
// RUN: %tile-opt %t.regions.mlir --pipeline=default-asm | %FileCheck %s --check-prefix=REGIONS
// The regions are lowered to a chain of blocks (convert-scf-to-cf).
// REGIONS: func.func @f()
// REGIONS-NOT: scf.execute_region
// REGIONS: cf.br ^bb10000
// REGIONS: return

// RUN: python3 -c "d=10000; print('module attributes {t.a = ' + '['*d + ']'*d + '} {}')" > %t.attr.mlir
// RUN: %tile-opt %t.attr.mlir | %FileCheck %s --check-prefix=ATTR
// ATTR: module attributes {t.a = {{\[+}}

// RUN: python3 -c "d=10000; print('func.func private @f(' + 'tuple<'*d + 'i32' + '>'*d + ')')" > %t.tuple.mlir
// RUN: %tile-opt %t.tuple.mlir | %FileCheck %s --check-prefix=TUPLE
// TUPLE: func.func private @f(tuple<tuple<

// RUN: python3 -c "d=20001; print('module attributes {t.a = ' + '['*d + ']'*d + '} {}')" > %t.too-deep.mlir
// RUN: %not %tile-opt %t.too-deep.mlir 2>&1 | %FileCheck %s --check-prefix=TOO-DEEP
// TOO-DEEP: too-deep.mlir:1:20025: error: [input-nesting] the input nests deeper than 20000 levels here (regions, attributes and types counted together); tile-opt refuses deeper input
