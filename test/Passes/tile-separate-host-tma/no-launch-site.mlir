// A kernel that no gpu.launch_func of the module launches still has its
// host-born descriptors hoisted (its signature is what the launcher, e.g. a
// DSL runtime reading the launch manifest, must call) and a remark says which
// parameters the launcher has to build. Existing `arg_attrs` grow with the
// parameters, and workgroup attributions stay after them.

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma)' | %FileCheck %s --enable-var-scope

// CHECK-LABEL: gpu.func @orphan(
// CHECK-SAME: %arg0: memref<64x64xf32> {tile.note}, %arg1: memref<64x64xf32>,
// CHECK-SAME: %[[D:arg2]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %[[E:arg3]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>)
// CHECK-SAME: workgroup(%[[WG:arg4]] : memref<64xf32, 3>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 2 : i32}
// CHECK-NEXT: tile.prefetch_tensormap %[[D]]
// CHECK-NEXT: tile.prefetch_tensormap %[[E]]
// CHECK: memref.store %{{[a-z0-9_]+}}, %[[WG]]
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    // expected-remark @below {{'gpu.func' op [no-launch-site] kernel @m::@orphan is not launched in this module: its 2 host-born descriptor(s) become parameters #2..#3, which its launcher must pass (see the launch manifest)}}
    gpu.func @orphan(%A: memref<64x64xf32> {tile.note}, %B: memref<64x64xf32>) workgroup(%wg : memref<64xf32, 3>) kernel {
      %d = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %e = tile.make_tensormap %B : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %e : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %c0 = arith.constant 0 : index
      %f = arith.constant 1.0 : f32
      memref.store %f, %wg[%c0] : memref<64xf32, 3>
      gpu.return
    }
  }
}
