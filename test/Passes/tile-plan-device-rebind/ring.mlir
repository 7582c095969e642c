// tile-plan-device-rebind on a ring carried across iterations (test/gpu/grouped's
// @grouped_persistent_ring): the load through the descriptor of iteration i is waited for
// at the top of iteration i + 1, before the descriptor op, through an mbarrier operand
// defined outside the loop. The planner accepts it (the wait retires the load before the
// conditional rebind of the next iteration) and its output passes
// tile-check-tensormap-fences. What it still refuses: rejections.mlir (rebind-in-flight).

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-plan-device-rebind,tile-check-tensormap-fences)' 2>/dev/null | %FileCheck %s
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-plan-device-rebind)' 2>&1 >/dev/null | %FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: gpu.func @ring_across(
// CHECK: scf.for
// CHECK: tile.mbarrier_wait_parity
// CHECK: scf.if
// CHECK: tile.rebind
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: tile.tensormap_fence_acquire
// CHECK: scf.if
// CHECK: tile.load
// CHECK: }
// CHECK: tile.mbarrier_wait_parity
// REMARK: [rebind-plan] {{.*}}rewritten on every iteration of 'scf.for'
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
  memref.global "private" @bar : memref<i64, 3> {alignment = 8}
  gpu.func @ring_across(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index, %more: i1) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %bytes = arith.constant 16384 : i32
    %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
    %bar = memref.get_global @bar : memref<i64, 3>
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
      scf.for %i = %c0 to %n step %c1 {
        // The previous iteration's load (if it issued one).
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        %a = memref.load %table[%i] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        scf.if %more {
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %d[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        }
      }
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
    }
    gpu.return
  }
}
