// tile-verify nested in a pipeline (here on func.func) verifies each function
// for the target of the module it is in: the module says sm_100a, so the
// .cp_mask store below is legal and the run succeeds, exactly as with
// tile-verify on the module (second RUN, which passes).
//
// XFAIL: *
// Driver bug: the tile-verify pass reads `tile.target` only from the op it runs
// on (verify_operation -> check_module_attributes(top)); nested on func.func it
// finds no attribute there, falls back to sm_90a and fails:
//   pipeline-nested-tile-verify.mlir:21:5: error: 'tile.bulk_store' op [target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90a
// The same happens for gpu.module(tile-verify) when the gpu.module has no
// #nvvm.target.

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-verify)' | %FileCheck %s
// RUN: %tile-opt %s --pass-pipeline='builtin.module(func.func(tile-verify))' | %FileCheck %s

// CHECK: tile.bulk_store {{.*}} byte_mask(

module attributes {tile.target = "sm_100a"} {
  func.func @mask(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) {
    tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>
    return
  }
}
