// --target overrides the module's `tile.target` attribute for the driver's
// verifier. The .cp_mask store below needs sm_100 and the module says sm_90a:
// without --target the run fails with a message naming the module's target;
// --target=sm_100a makes it pass (the attribute is printed unchanged);
// --target=sm_90 fails as well, for the same op; --target=sm_80, below the
// module's target, also fails cp.async.bulk, which sm_90a allows.

// RUN: %not %tile-opt %s 2>&1 | %FileCheck %s --check-prefix=MODULE
// RUN: %tile-opt %s --target=sm_100a | %FileCheck %s --check-prefix=OVERRIDE
// RUN: %not %tile-opt %s --target=sm_90 2>&1 | %FileCheck %s --check-prefix=SM90
// RUN: %not %tile-opt %s --target=sm_80 2>&1 | %FileCheck %s --check-prefix=SM80

// OVERRIDE:      module attributes {tile.target = "sm_90a"} {
// OVERRIDE-NEXT:   func.func @mask(
// OVERRIDE-NEXT:     tile.bulk_store {{.*}} byte_mask(

module attributes {tile.target = "sm_90a"} {
  func.func @mask(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) {
    // MODULE: target-override.mlir:[[@LINE+3]]:5: error: 'tile.bulk_store' op [target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90a
    // SM90: target-override.mlir:[[@LINE+2]]:5: error: 'tile.bulk_store' op [target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90{{$}}
    // SM80: target-override.mlir:[[@LINE+1]]:5: error: 'tile.bulk_store' op [target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80
    tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>
    return
  }
}
