// Identical descriptors of one kernel share one parameter: same op, same
// operands (compared as expressions of the launch operands, so two equal
// `arith` chains count as one) and same result type. A different box, a
// different source, or a different op is a different descriptor. A descriptor
// built inside a nested region is hoisted like any other.

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma)' | %FileCheck %s --enable-var-scope

// CHECK-LABEL: gpu.func @k(
// CHECK-SAME: %arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: i1,
// CHECK-SAME: %[[A64:arg5]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME: %[[A32:arg6]]: !tile.tensormap<f32, rank = 2, box = [32, 64]>,
// CHECK-SAME: %[[B64:arg7]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME: %[[P:arg8]]: !tile.tensormap<f32, rank = 1, box = [64]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 4 : i32} {
// CHECK-NEXT: tile.prefetch_tensormap %[[A64]]
// CHECK-NEXT: tile.prefetch_tensormap %[[A64]]
// CHECK-NEXT: tile.prefetch_tensormap %[[A32]]
// CHECK-NEXT: tile.prefetch_tensormap %[[B64]]
// CHECK-NEXT: tile.prefetch_tensormap %[[P]]
// CHECK-NEXT: tile.prefetch_tensormap %[[P]]
// CHECK-NEXT: scf.if
// CHECK-NEXT: tile.prefetch_tensormap %[[A64]]
// CHECK-NEXT: }
// CHECK-NEXT: gpu.return

// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[A:arg0]]: memref<64x64xf32>, %[[B:arg1]]: memref<64x64xf32>, %[[HP:arg2]]: !llvm.ptr<1>, %[[N:arg3]]: i64, %[[C:arg4]]: i1)
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[H0:.*]] = tile.make_tensormap %[[A]] : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: %[[H1:.*]] = tile.make_tensormap %[[A]] : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [32, 64]>
// CHECK-NEXT: %[[H2:.*]] = tile.make_tensormap %[[B]] : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : i64
// CHECK-NEXT: %[[N2:.*]] = arith.muli %[[N]], %[[TWO]] : i64
// CHECK-NEXT: %[[H3:.*]] = tile.make_tensormap_ptr %[[HP]], dims[%[[N2]]], strides[] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 1, box = [64]>
// CHECK-NEXT: gpu.launch_func @m::@k
// CHECK-SAME: args(%[[A]] : memref<64x64xf32>, %[[B]] : memref<64x64xf32>, %[[HP]] : !llvm.ptr<1>, %[[N]] : i64, %[[C]] : i1,
// CHECK-SAME: %[[H0]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>, %[[H1]] : !tile.tensormap<f32, rank = 2, box = [32, 64]>,
// CHECK-SAME: %[[H2]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>, %[[H3]] : !tile.tensormap<f32, rank = 1, box = [64]>)
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %p: !llvm.ptr<1>, %n: i64, %c: i1) kernel {
      %a0 = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %a1 = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %a2 = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [32, 64]>
      %b0 = tile.make_tensormap %B : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %c2 = arith.constant 2 : i64
      %n2 = arith.muli %n, %c2 : i64
      %p0 = tile.make_tensormap_ptr %p, dims [%n2], strides [] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 1, box = [64]>
      %c2b = arith.constant 2 : i64
      %n2b = arith.muli %n, %c2b : i64
      %p1 = tile.make_tensormap_ptr %p, dims [%n2b], strides [] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 1, box = [64]>
      tile.prefetch_tensormap %a0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %a1 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %a2 : !tile.tensormap<f32, rank = 2, box = [32, 64]>
      tile.prefetch_tensormap %b0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %p0 : !tile.tensormap<f32, rank = 1, box = [64]>
      tile.prefetch_tensormap %p1 : !tile.tensormap<f32, rank = 1, box = [64]>
      scf.if %c {
        %a3 = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %a3 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      }
      gpu.return
    }
  }
  func.func @host(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %p: !llvm.ptr<1>, %n: i64, %c: i1) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%A : memref<64x64xf32>, %B : memref<64x64xf32>, %p : !llvm.ptr<1>, %n : i64, %c : i1)
    return
  }
}
