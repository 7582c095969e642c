// MLIR's verifier runs after every pass of a pipeline text (as mlir-opt),
// and once after a named pipeline (`default`, `default-asm`) unless
// --verify-each asks for every pass; --verify-each=false verifies pipeline
// texts once at the end too. The output does not depend on it.

// RUN: %tile-opt %S/../../examples/copy_2d.mlir --pipeline=default --emit=ptx -o %t.once.ptx
// RUN: %tile-opt %S/../../examples/copy_2d.mlir --pipeline=default --emit=ptx --verify-each -o %t.each.ptx
// RUN: %tile-opt %S/../../examples/copy_2d.mlir --pipeline=default --emit=ptx --verify-each=true -o %t.each2.ptx
// RUN: diff %t.once.ptx %t.each.ptx
// RUN: diff %t.once.ptx %t.each2.ptx
// RUN: %tile-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' --verify-each=false | %FileCheck %s

// RUN: %not %tile-opt %s --verify-each=maybe 2>&1 | %FileCheck %s --check-prefix=BAD
// BAD: tile-opt: error: --verify-each must be true or false, got 'maybe'

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: return
func.func @f() {
  return
}
