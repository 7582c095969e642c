// GPU cases reduce_min_si32 / reduce_max_si32 (test/gpu/reduce_{min,max}_si32.toml):
// dst = min(dst, src) / max(dst, src) element-wise, signed 32-bit, through a TMA reduction
// (cp.reduce.async.bulk.tensor .min / .max .s32) with si32 tensor maps: one 64 x 64 tile
// of src loaded into shared memory per CTA, then reduced into dst at the same coordinates.
// Random inputs have random sign bits, so an unsigned min/max would fail the check.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry reduce_min_si32(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.min
// CHECK-LABEL: .visible .entry reduce_max_si32(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.max
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @reduce_min_si32_smem : memref<64x64xsi32, 3> {alignment = 1024}
    memref.global "private" @reduce_min_si32_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @reduce_max_si32_smem : memref<64x64xsi32, 3> {alignment = 1024}
    memref.global "private" @reduce_max_si32_bar : memref<i64, 3> {alignment = 8}
    gpu.func @reduce_min_si32(%src: !tile.tensormap<si32, rank = 2, box = [64, 64]>,
        %dst: !tile.tensormap<si32, rank = 2, box = [64, 64]>) kernel {
      %smem = memref.get_global @reduce_min_si32_smem : memref<64x64xsi32, 3>
      %bar = memref.get_global @reduce_min_si32_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cbw = arith.constant 64 : i32
      %cbh = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %cbw : i32
      %y = arith.muli %byi, %cbh : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar
            : !tile.tensormap<si32, rank = 2, box = [64, 64]>, memref<64x64xsi32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.reduce min %smem to %dst[%x, %y]
            : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    gpu.func @reduce_max_si32(%src: !tile.tensormap<si32, rank = 2, box = [64, 64]>,
        %dst: !tile.tensormap<si32, rank = 2, box = [64, 64]>) kernel {
      %smem = memref.get_global @reduce_max_si32_smem : memref<64x64xsi32, 3>
      %bar = memref.get_global @reduce_max_si32_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cbw = arith.constant 64 : i32
      %cbh = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %cbw : i32
      %y = arith.muli %byi, %cbh : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar
            : !tile.tensormap<si32, rank = 2, box = [64, 64]>, memref<64x64xsi32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.reduce max %smem to %dst[%x, %y]
            : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
