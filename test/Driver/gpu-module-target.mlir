// The target of an op inside a `gpu.module` is the chip of the gpu.module's
// #nvvm.target, not the enclosing module's `tile.target` (nor the sm_90a
// default); ops outside any gpu.module keep the module's target. --target on
// the command line overrides both.

// RUN: %tile-opt --split-input-file --verify-diagnostics %s | %FileCheck %s
// RUN: %not %tile-opt --split-input-file --target=sm_90a %s 2>&1 | %FileCheck %s --check-prefix=CLI

// Module sm_100a, gpu.module sm_90: inside, tensormap.replace (sm_90a) and
// .cp_mask (sm_100) are rejected for sm_90; the host function may use both.
module attributes {gpu.container_module, tile.target = "sm_100a"} {
  gpu.module @k90 [#nvvm.target<chip = "sm_90">] {
    gpu.func @kernel(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                     %s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) kernel {
      // expected-error@+1 {{[target-feature] tensormap.replace requires sm_90a (PTX 8.3), but the target is sm_90}}
      tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      // expected-error@+2 {{[target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90}}
      // CLI: gpu-module-target.mlir:[[@LINE+1]]:7: error: 'tile.bulk_store' op [target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90a
      tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>
      gpu.return
    }
  }
  func.func @host(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64,
                  %s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) {
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    // CLI-NEXT: gpu-module-target.mlir:[[@LINE+1]]:5: error: 'tile.bulk_store' op [target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90a
    tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>
    return
  }
}

// -----

// No tile.target (sm_90a), gpu.module sm_100a: .cp_mask is legal inside the
// gpu.module, an error outside it.
module attributes {gpu.container_module} {
  gpu.module @k100 [#nvvm.target<chip = "sm_100a">] {
    gpu.func @kernel(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) kernel {
      // CLI-NEXT: gpu-module-target.mlir:[[@LINE+1]]:7: error: 'tile.bulk_store' op [target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90a
      tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>
      gpu.return
    }
  }
  func.func @host(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) {
    // expected-error@+2 {{[target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90a}}
    // CLI-NEXT: gpu-module-target.mlir:[[@LINE+1]]:5: error: 'tile.bulk_store' op [target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90a
    tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>
    return
  }
}

// -----

// The clean case: the gpu.module's sm_100a target makes its ops legal in a
// module without tile.target; the module is printed with its targets.
// CHECK:      module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.module @k100 [#nvvm.target<chip = "sm_100a">] {
// CHECK-NEXT:     gpu.func @kernel(
// CHECK-NEXT:       tile.bulk_store {{.*}} byte_mask(
// CHECK-NEXT:       gpu.return
module attributes {gpu.container_module} {
  gpu.module @k100 [#nvvm.target<chip = "sm_100a">] {
    gpu.func @kernel(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %n: i32, %m: i16) kernel {
      // CLI-NEXT: gpu-module-target.mlir:[[@LINE+1]]:7: error: 'tile.bulk_store' op [target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90a
      tile.bulk_store %s to %g, %n byte_mask(%m) : memref<1024xf32, 3>, memref<1024xf32, 1>
      gpu.return
    }
  }
}
// CLI-NOT: error
