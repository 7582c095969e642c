// tile-verify nested in a pipeline (here on func.func) verifies each function
// for the target of the module it is in: the module says sm_100a, so the
// .cp_mask store below is legal and the run succeeds, exactly as with
// tile-verify on the module (second RUN, which passes).
//
// (Fixed bug: the pass once read `tile.target` only from the op it ran on;
// it now takes the nearest enclosing op that carries it.)

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-verify)' | %FileCheck %s
// RUN: %tile-opt %s --pass-pipeline='builtin.module(func.func(tile-verify))' | %FileCheck %s

// CHECK: tile.bulk_store {{.*}} byte_mask(

module attributes {tile.target = "sm_100a"} {
  func.func @mask(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) {
    tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>
    return
  }
}
