// A kernel launched from several sites: every site gets the same appended
// operands, each built from that site's own operands. Two launches in one
// block with the same memref share one host-side descriptor (the copy made for
// the first launch dominates the second); a launch with another memref, or in
// another function, gets its own.

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma)' | %FileCheck %s --enable-var-scope

// CHECK-LABEL: gpu.func @scale(
// CHECK-SAME: %arg0: memref<1024xf32>, %arg1: f32, %[[D:arg2]]: !tile.tensormap<f32, rank = 1, box = [256]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 1 : i32}
// CHECK-NEXT: tile.prefetch_tensormap %[[D]]
// CHECK-NEXT: gpu.return

// CHECK-LABEL: func.func @twice(
// CHECK-SAME: %[[X:arg0]]: memref<1024xf32>, %[[Y:arg1]]: memref<1024xf32>, %[[S:arg2]]: f32)
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[DX:.*]] = tile.make_tensormap %[[X]] : memref<1024xf32> -> !tile.tensormap<f32, rank = 1, box = [256]>
// CHECK-NEXT: gpu.launch_func @m::@scale {{.*}} args(%[[X]] : memref<1024xf32>, %[[S]] : f32, %[[DX]] : !tile.tensormap<f32, rank = 1, box = [256]>)
// CHECK-NEXT: gpu.launch_func @m::@scale {{.*}} args(%[[X]] : memref<1024xf32>, %[[S]] : f32, %[[DX]] : !tile.tensormap<f32, rank = 1, box = [256]>)
// CHECK-NEXT: %[[DY:.*]] = tile.make_tensormap %[[Y]] : memref<1024xf32> -> !tile.tensormap<f32, rank = 1, box = [256]>
// CHECK-NEXT: gpu.launch_func @m::@scale {{.*}} args(%[[Y]] : memref<1024xf32>, %[[S]] : f32, %[[DY]] : !tile.tensormap<f32, rank = 1, box = [256]>)
// CHECK-NEXT: return

// CHECK-LABEL: func.func @elsewhere(
// CHECK-SAME: %[[Z:arg0]]: memref<1024xf32>)
// CHECK: %[[DZ:.*]] = tile.make_tensormap %[[Z]] : memref<1024xf32> -> !tile.tensormap<f32, rank = 1, box = [256]>
// CHECK-NEXT: gpu.launch_func @m::@scale {{.*}} args(%[[Z]] : memref<1024xf32>, %{{.*}} : f32, %[[DZ]] : !tile.tensormap<f32, rank = 1, box = [256]>)
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @scale(%A: memref<1024xf32>, %s: f32) kernel {
      %d = tile.make_tensormap %A : memref<1024xf32> -> !tile.tensormap<f32, rank = 1, box = [256]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 1, box = [256]>
      gpu.return
    }
  }
  func.func @twice(%X: memref<1024xf32>, %Y: memref<1024xf32>, %s: f32) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%X : memref<1024xf32>, %s : f32)
    gpu.launch_func @m::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%X : memref<1024xf32>, %s : f32)
    gpu.launch_func @m::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%Y : memref<1024xf32>, %s : f32)
    return
  }
  func.func @elsewhere(%Z: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %s = arith.constant 2.0 : f32
    gpu.launch_func @m::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%Z : memref<1024xf32>, %s : f32)
    return
  }
}
