// --verify-diagnostics accepts blanks between the severity and the
// designator (`@below`, `@+1`) and before the opening braces, as mlir-opt
// does: its pattern allows ` *` at both places, and many upstream tests put a
// blank before `@below`. mlir-opt accepts this spelling (checked with
// mlir-opt --verify-diagnostics on the same comments).
//
// (Fixed bug: the expectation parser now accepts blanks before `@`.)

// RUN: %tile-opt --verify-diagnostics --split-input-file %s

func.func @below(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>) {
  %n = arith.constant 100 : i32
  // expected-error @below {{bulk copy size must be a positive multiple of 16 bytes, got 100}}
  tile.bulk_store %s to %g, %n : memref<1024xf32, 3>, memref<1024xf32, 1>
  return
}

// -----

func.func @relative(%a: i32) {
  // expected-note @+1 {{previously defined here}}
  %x = arith.addi %a, %a : i32
  // expected-error @+1 {{redefinition of SSA value '%x'}}
  %x = arith.addi %a, %a : i32
  return
}
