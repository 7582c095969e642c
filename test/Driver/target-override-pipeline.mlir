// --target applies to the whole run, including tile-verify passes in a
// pipeline and the named pipelines that contain one: with --target=sm_100a the
// .cp_mask store below is legal (the first RUN, without a pipeline, passes).
//
// (Fixed bug: --target once reached only the driver's own verifier run; it is
// now the registry's default target, which tile-verify passes use.)

// RUN: %tile-opt %s --target=sm_100a | %FileCheck %s
// RUN: %tile-opt %s --target=sm_100a --tile-verify | %FileCheck %s
// RUN: %tile-opt %s --target=sm_100a --pass-pipeline='builtin.module(tile-verify,canonicalize)' | %FileCheck %s

// CHECK: tile.bulk_store {{.*}} byte_mask(

func.func @mask(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) {
  tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>
  return
}
