// Dynamic shapes and launch-invariant expressions. A descriptor of a
// memref<?x?xf32> argument is host-born like a static one. Operands computed
// in the kernel from kernel arguments and constants by pure ops (arith,
// memref.subview / memref.cast) are launch-invariant: the chain is cloned in
// front of the launch with kernel arguments replaced by launch operands, and
// the kernel-side chain, now unused, is erased (ops still used in the kernel
// stay).

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma)' | %FileCheck %s --enable-var-scope

// CHECK-LABEL: gpu.func @dyn(
// CHECK-SAME: %arg0: memref<?x?xf32>, %arg1: !llvm.ptr<1>, %[[W:arg2]]: i64, %arg3: i64, %arg4: index,
// CHECK-SAME: %[[D:arg5]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME: %[[P:arg6]]: !tile.tensormap<f32, rank = 2, box = [32, 32]>,
// CHECK-SAME: %[[S:arg7]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 3 : i32} {
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[PITCH:.*]] = arith.muli %[[W]], %[[C4]] : i64
// CHECK-NEXT: tile.prefetch_tensormap %[[D]]
// CHECK-NEXT: tile.prefetch_tensormap %[[P]]
// CHECK-NEXT: tile.prefetch_tensormap %[[S]]
// CHECK-NEXT: arith.index_cast %[[PITCH]] : i64 to index
// CHECK-NEXT: gpu.return

// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[A:arg0]]: memref<?x?xf32>, %[[HP:arg1]]: !llvm.ptr<1>, %[[HW:arg2]]: i64, %[[HH:arg3]]: i64, %[[HR:arg4]]: index)
// CHECK: %[[HD:.*]] = tile.make_tensormap %[[A]] : memref<?x?xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: %[[HC4:.*]] = arith.constant 4 : i64
// CHECK-NEXT: %[[HPITCH:.*]] = arith.muli %[[HW]], %[[HC4]] : i64
// CHECK-NEXT: %[[HPD:.*]] = tile.make_tensormap_ptr %[[HP]], dims[%[[HW]], %[[HH]]], strides[%[[HPITCH]]] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [32, 32]>
// CHECK-NEXT: %[[SV:.*]] = memref.subview %[[A]][0, 64] [%[[HR]], 64] [1, 1] : memref<?x?xf32> to memref<?x64xf32, strided<[?, 1], offset: 64>>
// CHECK-NEXT: %[[HS:.*]] = tile.make_tensormap %[[SV]] : memref<?x64xf32, strided<[?, 1], offset: 64>> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: gpu.launch_func @m::@dyn
// CHECK-SAME: args(%[[A]] : memref<?x?xf32>, %[[HP]] : !llvm.ptr<1>, %[[HW]] : i64, %[[HH]] : i64, %[[HR]] : index,
// CHECK-SAME: %[[HD]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>, %[[HPD]] : !tile.tensormap<f32, rank = 2, box = [32, 32]>, %[[HS]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @dyn(%A: memref<?x?xf32>, %p: !llvm.ptr<1>, %w: i64, %h: i64, %rows: index) kernel {
      %d = tile.make_tensormap %A : memref<?x?xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %c4 = arith.constant 4 : i64
      %pitch = arith.muli %w, %c4 : i64
      %pd = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [32, 32]>
      %sv = memref.subview %A[0, 64] [%rows, 64] [1, 1] : memref<?x?xf32> to memref<?x64xf32, strided<[?, 1], offset: 64>>
      %s = tile.make_tensormap %sv : memref<?x64xf32, strided<[?, 1], offset: 64>> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %pd : !tile.tensormap<f32, rank = 2, box = [32, 32]>
      tile.prefetch_tensormap %s : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %keep = arith.index_cast %pitch : i64 to index
      gpu.return
    }
  }
  func.func @host(%A: memref<?x?xf32>, %p: !llvm.ptr<1>, %w: i64, %h: i64, %rows: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@dyn blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%A : memref<?x?xf32>, %p : !llvm.ptr<1>, %w : i64, %h : i64, %rows : index)
    return
  }
}
