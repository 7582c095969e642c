// tile-separate-host-tma on the simplest shape: one kernel, one launch. Both
// descriptors of the kernel are built from its own memref arguments, so both
// are host-born: the kernel gets two by-value `!tile.tensormap` parameters
// appended after its original ones (and `tile.num_host_tmas = 2`,
// `tile.num_device_tmas = 0`), every use of the in-kernel ops takes the
// parameter, and the host builds the same descriptors from the memrefs it
// launches with, right before the launch, passing them as extra kernel
// operands.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma)' | %FileCheck %s --enable-var-scope
// Running the pass again changes nothing (the counts stay those of the first run).
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-separate-host-tma)' | %FileCheck %s --enable-var-scope

// CHECK-LABEL: gpu.func @copy(
// CHECK-SAME: %[[A:arg0]]: memref<256x256xf32>, %[[B:arg1]]: memref<256x256xf32>, %[[N:arg2]]: i32,
// CHECK-SAME: %[[DA:arg3]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME: %[[DB:arg4]]: !tile.tensormap<f32, rank = 2, box = [32, 64], swizzle = sw128>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 2 : i32} {
// CHECK-NOT: tile.make_tensormap
// CHECK: tile.load %[[DA]][%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}] to
// CHECK: tile.store %{{.*}} to %[[DB]][%{{[a-z0-9_]+}}, %{{[a-z0-9_]+}}]
// CHECK: gpu.return

// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[HA:arg0]]: memref<256x256xf32>, %[[HB:arg1]]: memref<256x256xf32>, %[[HN:arg2]]: i32)
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[HDA:.*]] = tile.make_tensormap %[[HA]] : memref<256x256xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: %[[HDB:.*]] = tile.make_tensormap %[[HB]] : memref<256x256xf32> -> !tile.tensormap<f32, rank = 2, box = [32, 64], swizzle = sw128>
// CHECK-NEXT: gpu.launch_func @kernels::@copy blocks in (%[[C4]], %[[C4]], %{{[a-z0-9_]+}}) threads in ({{[^)]*}})
// CHECK-SAME: args(%[[HA]] : memref<256x256xf32>, %[[HB]] : memref<256x256xf32>, %[[HN]] : i32,
// CHECK-SAME: %[[HDA]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME: %[[HDB]] : !tile.tensormap<f32, rank = 2, box = [32, 64], swizzle = sw128>)
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    // One flat buffer for a 64x64 box loaded and a 64x32 box stored (smem-shape).
    memref.global "private" @smem : memref<4096xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @copy(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %n: i32) kernel {
      %da = tile.make_tensormap %A : memref<256x256xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %db = tile.make_tensormap %B : memref<256x256xf32> -> !tile.tensormap<f32, rank = 2, box = [32, 64], swizzle = sw128>
      %smem = memref.get_global @smem : memref<4096xf32, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %x = arith.index_cast %bx : index to i32
      %y = arith.index_cast %by : index to i32
      tile.load %da[%x, %y] to %smem, %bar
          : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<4096xf32, 3>, memref<i64, 3>
      tile.store %smem to %db[%x, %y]
          : memref<4096xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 64], swizzle = sw128>
      gpu.return
    }
  }
  func.func @host(%A: memref<256x256xf32>, %B: memref<256x256xf32>, %n: i32) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @kernels::@copy blocks in (%c4, %c4, %c1) threads in (%c1, %c1, %c1)
        args(%A : memref<256x256xf32>, %B : memref<256x256xf32>, %n : i32)
    return
  }
}

// -----

// An async launch keeps its dependencies and result token; the descriptor
// operand goes after the original kernel operands. A launch inside a loop gets
// its descriptor inside the loop body, right before it.

// CHECK-LABEL: gpu.func @k(
// CHECK-SAME: %arg0: memref<64x64xf32>, %[[D:arg1]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 1 : i32}
// CHECK-NEXT: tile.prefetch_tensormap %[[D]]

// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[A:arg0]]: memref<64x64xf32>, %[[T:arg1]]: !gpu.async.token)
// CHECK: %[[D0:.*]] = tile.make_tensormap %[[A]]
// CHECK-NEXT: %[[T2:.*]] = gpu.launch_func async [%[[T]]] @m::@k blocks in
// CHECK-SAME: args(%[[A]] : memref<64x64xf32>, %[[D0]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
// CHECK-NEXT: scf.for
// CHECK-NEXT: %[[D1:.*]] = tile.make_tensormap %[[A]]
// CHECK-NEXT: gpu.launch_func @m::@k blocks in
// CHECK-SAME: args(%[[A]] : memref<64x64xf32>, %[[D1]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
// CHECK-NEXT: }
// CHECK-NEXT: gpu.wait [%[[T2]]]
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%A: memref<64x64xf32>) kernel {
      %d = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%A: memref<64x64xf32>, %t: !gpu.async.token) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %t2 = gpu.launch_func async [%t] @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%A : memref<64x64xf32>)
    scf.for %i = %c0 to %c8 step %c1 {
      gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
          args(%A : memref<64x64xf32>)
    }
    gpu.wait [%t2]
    return
  }
}
