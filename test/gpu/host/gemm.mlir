// Host-code GPU case gemm (test/gpu/host/gemm.toml): a GEMM-shaped kernel with three tensor
// maps, all made inside the kernel from its memref arguments and hoisted to the host by
// tile-separate-host-tma: A [M, 32] and B [32, N] are loaded with TMA (one 64x32 tile of A,
// one 32x64 tile of B per CTA, one mbarrier), every thread computes 16 elements of the 64x64
// C tile with plain FMAs from shared memory (K = 32), and the tile goes out through the C
// tensor map (fence.proxy.async, barrier, one TMA store). M and N are dynamic: the host
// function @run launches the kernel twice, on two (A, B, C) triples of different shapes, with
// the grid computed from C's sizes, so each launch's descriptors are encoded at run time from
// its own memrefs (cuTensorMapEncodeTiled x 3 per launch). gpu-runner's host-so mode checks
// both C = A B against an f64 host product.
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s
// CHECK-LABEL: define void @run(
// CHECK-COUNT-3: call i32 @cuTensorMapEncodeTiled(
// CHECK: call void @mgpuLaunchKernel(
// CHECK-COUNT-3: call i32 @cuTensorMapEncodeTiled(
// CHECK: call void @mgpuLaunchKernel(
// CHECK-DAG: declare i32 @cuTensorMapEncodeTiled(
// CHECK-DAG: declare void @mgpuLaunchKernel(
!da = !tile.tensormap<f32, rank = 2, box = [32, 64]>
!db = !tile.tensormap<f32, rank = 2, box = [64, 32]>
!dc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @gemm_a : memref<64x32xf32, 3> {alignment = 1024}
    memref.global "private" @gemm_b : memref<32x64xf32, 3> {alignment = 1024}
    memref.global "private" @gemm_c : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @gemm_bar : memref<i64, 3> {alignment = 8}
    gpu.func @gemm(%A: memref<?x32xf32>, %B: memref<32x?xf32>, %C: memref<?x?xf32>) kernel {
      %ta = tile.make_tensormap %A : memref<?x32xf32> -> !da
      %tb = tile.make_tensormap %B : memref<32x?xf32> -> !db
      %tc = tile.make_tensormap %C : memref<?x?xf32> -> !dc
      %sa = memref.get_global @gemm_a : memref<64x32xf32, 3>
      %sb = memref.get_global @gemm_b : memref<32x64xf32, 3>
      %sc = memref.get_global @gemm_c : memref<64x64xf32, 3>
      %bar = memref.get_global @gemm_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %c32 = arith.constant 32 : index
      %c64 = arith.constant 64 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %zero = arith.constant 0.0 : f32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %n0 = arith.muli %bxi, %c64_i32 : i32
      %m0 = arith.muli %byi, %c64_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
      }
      gpu.barrier
      scf.if %leader {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %ta[%c0_i32, %m0] to %sa, %bar : !da, memref<64x32xf32, 3>, memref<i64, 3>
        tile.load %tb[%n0, %c0_i32] to %sb, %bar : !db, memref<32x64xf32, 3>, memref<i64, 3>
      }
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      // Thread t: column j = t mod 64, rows t div 64 + 4 r, r = 0..15.
      %j = arith.remui %tid, %c64 : index
      %i0 = arith.divui %tid, %c64 : index
      scf.for %r = %c0 to %c16 step %c1 {
        %r4 = arith.muli %r, %c4 : index
        %i = arith.addi %i0, %r4 : index
        %acc = scf.for %k = %c0 to %c32 step %c1 iter_args(%s = %zero) -> (f32) {
          %a = memref.load %sa[%i, %k] : memref<64x32xf32, 3>
          %b = memref.load %sb[%k, %j] : memref<32x64xf32, 3>
          %p = arith.mulf %a, %b : f32
          %s2 = arith.addf %s, %p : f32
          scf.yield %s2 : f32
        }
        memref.store %acc, %sc[%i, %j] : memref<64x64xf32, 3>
      }
      // Make the plain shared-memory stores visible to the TMA (async proxy), then store.
      tile.fence_proxy_async shared_cta
      gpu.barrier
      scf.if %leader {
        tile.store %sc to %tc[%n0, %m0] : memref<64x64xf32, 3>, !dc
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
  func.func @run(%a0: memref<?x32xf32>, %b0: memref<32x?xf32>, %c0: memref<?x?xf32>,
                 %a1: memref<?x32xf32>, %b1: memref<32x?xf32>, %c1: memref<?x?xf32>) {
    %i0 = arith.constant 0 : index
    %i1 = arith.constant 1 : index
    %i64 = arith.constant 64 : index
    %i256 = arith.constant 256 : index
    %m0 = memref.dim %c0, %i0 : memref<?x?xf32>
    %n0 = memref.dim %c0, %i1 : memref<?x?xf32>
    %gx0 = arith.divui %n0, %i64 : index
    %gy0 = arith.divui %m0, %i64 : index
    gpu.launch_func @kernels::@gemm blocks in (%gx0, %gy0, %i1) threads in (%i256, %i1, %i1)
        args(%a0 : memref<?x32xf32>, %b0 : memref<32x?xf32>, %c0 : memref<?x?xf32>)
    %m1 = memref.dim %c1, %i0 : memref<?x?xf32>
    %n1 = memref.dim %c1, %i1 : memref<?x?xf32>
    %gx1 = arith.divui %n1, %i64 : index
    %gy1 = arith.divui %m1, %i64 : index
    gpu.launch_func @kernels::@gemm blocks in (%gx1, %gy1, %i1) threads in (%i256, %i1, %i1)
        args(%a1 : memref<?x32xf32>, %b1 : memref<32x?xf32>, %c1 : memref<?x?xf32>)
    return
  }
}
