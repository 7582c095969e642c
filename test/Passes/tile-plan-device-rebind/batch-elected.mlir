// Consecutive device-born descriptors of the entry block, with no use of an
// earlier one before the last, are rebound in one sequence by the elected
// thread: one branch, one release fence, one barrier, then an acquire per
// slot (each slot still gets its seed, leading acquire and fields). A use
// in between closes the batch. The fence checker accepts both forms.

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' 2>/dev/null | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' 2>&1 >/dev/null | %FileCheck %s --check-prefix=REMARK
// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=ptx | %FileCheck %s --check-prefix=PTX

// CHECK-LABEL: gpu.func @three(
// CHECK: %[[S0:.*]] = memref.assume_alignment %{{.*}}, 128
// CHECK: %[[S1:.*]] = memref.assume_alignment %{{.*}}, 128
// CHECK: %[[S2:.*]] = memref.assume_alignment %{{.*}}, 128
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tile.tensormap_init %[[S0]]{{ }}
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S0]]
// CHECK-NEXT: tile.rebind %[[S0]]
// CHECK-NEXT: tile.tensormap_init %[[S1]]{{ }}
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S1]]
// CHECK-NEXT: tile.rebind %[[S1]]
// CHECK-NEXT: tile.tensormap_init %[[S2]]{{ }}
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S2]]
// CHECK-NEXT: tile.rebind %[[S2]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S0]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S1]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S2]]
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
// REMARK: batch-elected.mlir:59:13: remark: 'tile.make_tensormap_ptr' op [rebind-batch] rebound in one sequence with 'tile.make_tensormap_ptr' at line 56 (both by thread (0, 0, 0), no use in between): one elected branch, one release fence, one barrier for both
// REMARK: batch-elected.mlir:62:13: remark: 'tile.make_tensormap_ptr' op [rebind-batch] rebound in one sequence with 'tile.make_tensormap_ptr' at line 56
// PTX-LABEL: .entry three(
// PTX-COUNT-1: bar.sync
// PTX-NOT: bar.sync
// PTX: ret;
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @three(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) kernel
        attributes {tile.rebind_seed = "zero"} {
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %a0 = memref.load %table[%c0] : memref<?xi64, 1>
      %p0 = llvm.inttoptr %a0 : i64 to !llvm.ptr<1>
      %d0 = tile.make_tensormap_ptr %p0, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %a1 = memref.load %table[%c1] : memref<?xi64, 1>
      %p1 = llvm.inttoptr %a1 : i64 to !llvm.ptr<1>
      %d1 = tile.make_tensormap_ptr %p1, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %a2 = memref.load %table[%c2] : memref<?xi64, 1>
      %p2 = llvm.inttoptr %a2 : i64 to !llvm.ptr<1>
      %d2 = tile.make_tensormap_ptr %p2, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d0[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %d1[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.store %smem to %d2[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @used_between(
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tile.tensormap_init %[[S0:[^ ]*]]{{ }}
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S0]]
// CHECK-NEXT: tile.rebind %[[S0]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S0]]
// CHECK-NEXT: %[[D0:.*]] = tile.tensormap_from_slot %[[S0]]
// CHECK-NEXT: tile.prefetch_tensormap %[[D0]]
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tile.tensormap_init %[[S1:[^ ]*]]{{ }}
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S1]]
// CHECK-NEXT: tile.rebind %[[S1]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// REMARK-NOT: [rebind-batch]
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @used_between(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) kernel
        attributes {tile.rebind_seed = "zero"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %a0 = memref.load %table[%c0] : memref<?xi64, 1>
      %p0 = llvm.inttoptr %a0 : i64 to !llvm.ptr<1>
      %d0 = tile.make_tensormap_ptr %p0, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %a1 = memref.load %table[%c1] : memref<?xi64, 1>
      %p1 = llvm.inttoptr %a1 : i64 to !llvm.ptr<1>
      %d1 = tile.make_tensormap_ptr %p1, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d1 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
}
