// A descriptor shared by several kernels: @produce and @consume both describe
// the memref they are launched with. Each kernel gets its own parameter (and
// its own counts); on the host, where both launches take the same memref in
// one block, a single host-side descriptor feeds both launches. @both builds
// two descriptors from two different arguments: they stay two parameters even
// when one launch passes the same memref for both (then both operands are the
// same host descriptor).

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma)' | %FileCheck %s --enable-var-scope

// CHECK-LABEL: gpu.func @produce(
// CHECK-SAME: %arg0: memref<128x128xbf16>, %[[D:arg1]]: !tile.tensormap<bf16, rank = 2, box = [64, 64]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 1 : i32}
// CHECK-NEXT: tile.prefetch_tensormap %[[D]]

// CHECK-LABEL: gpu.func @consume(
// CHECK-SAME: %arg0: i32, %arg1: memref<128x128xbf16>, %[[D:arg2]]: !tile.tensormap<bf16, rank = 2, box = [64, 64]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 1 : i32}
// CHECK-NEXT: tile.prefetch_tensormap %[[D]]

// CHECK-LABEL: gpu.func @both(
// CHECK-SAME: %arg0: memref<128x128xbf16>, %arg1: memref<128x128xbf16>,
// CHECK-SAME: %[[D0:arg2]]: !tile.tensormap<bf16, rank = 2, box = [64, 64]>, %[[D1:arg3]]: !tile.tensormap<bf16, rank = 2, box = [64, 64]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 2 : i32}
// CHECK-NEXT: tile.prefetch_tensormap %[[D0]]
// CHECK-NEXT: tile.prefetch_tensormap %[[D1]]

// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[A:arg0]]: memref<128x128xbf16>, %[[N:arg1]]: i32)
// CHECK: %[[HD:.*]] = tile.make_tensormap %[[A]] : memref<128x128xbf16> -> !tile.tensormap<bf16, rank = 2, box = [64, 64]>
// CHECK-NEXT: gpu.launch_func @m::@produce {{.*}} args(%[[A]] : memref<128x128xbf16>, %[[HD]] : !tile.tensormap<bf16, rank = 2, box = [64, 64]>)
// CHECK-NEXT: gpu.launch_func @m::@consume {{.*}} args(%[[N]] : i32, %[[A]] : memref<128x128xbf16>, %[[HD]] : !tile.tensormap<bf16, rank = 2, box = [64, 64]>)
// CHECK-NEXT: gpu.launch_func @m::@both {{.*}} args(%[[A]] : memref<128x128xbf16>, %[[A]] : memref<128x128xbf16>, %[[HD]] : !tile.tensormap<bf16, rank = 2, box = [64, 64]>, %[[HD]] : !tile.tensormap<bf16, rank = 2, box = [64, 64]>)
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @produce(%A: memref<128x128xbf16>) kernel {
      %d = tile.make_tensormap %A : memref<128x128xbf16> -> !tile.tensormap<bf16, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<bf16, rank = 2, box = [64, 64]>
      gpu.return
    }
    gpu.func @consume(%n: i32, %A: memref<128x128xbf16>) kernel {
      %d = tile.make_tensormap %A : memref<128x128xbf16> -> !tile.tensormap<bf16, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<bf16, rank = 2, box = [64, 64]>
      gpu.return
    }
    gpu.func @both(%A: memref<128x128xbf16>, %B: memref<128x128xbf16>) kernel {
      %a = tile.make_tensormap %A : memref<128x128xbf16> -> !tile.tensormap<bf16, rank = 2, box = [64, 64]>
      %b = tile.make_tensormap %B : memref<128x128xbf16> -> !tile.tensormap<bf16, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %a : !tile.tensormap<bf16, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %b : !tile.tensormap<bf16, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%A: memref<128x128xbf16>, %n: i32) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@produce blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%A : memref<128x128xbf16>)
    gpu.launch_func @m::@consume blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : i32, %A : memref<128x128xbf16>)
    gpu.launch_func @m::@both blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%A : memref<128x128xbf16>, %A : memref<128x128xbf16>)
    return
  }
}
