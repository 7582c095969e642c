// GPU case copy_4d (test/gpu/copy_4d.toml): a rank-4 f32 copy through shared memory,
// 32x64x64x128 (outermost first), one 32 x 8 x 4 x 2 box (innermost first, 8 KiB) per
// CTA. Block (x, y, z) takes the box at (32 x, 8 y, 4 (z mod 16), 2 (z div 16)).
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry copy_4d(
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global
// CHECK: cp.async.bulk.tensor.4d.global.shared::cta
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<2x4x8x32xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @copy_4d(%src: !tile.tensormap<f32, rank = 4, box = [32, 8, 4, 2]>,
                      %dst: !tile.tensormap<f32, rank = 4, box = [32, 8, 4, 2]>) kernel {
      %smem = memref.get_global @tile_smem : memref<2x4x8x32xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %c16_i32 = arith.constant 16 : i32
      %c32_i32 = arith.constant 32 : i32
      %bytes = arith.constant 8192 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %bzi = arith.index_cast %bz : index to i32
      %x0 = arith.muli %bxi, %c32_i32 : i32
      %x1 = arith.muli %byi, %c8_i32 : i32
      %z2 = arith.remui %bzi, %c16_i32 : i32
      %x2 = arith.muli %z2, %c4_i32 : i32
      %z3 = arith.divui %bzi, %c16_i32 : i32
      %x3 = arith.muli %z3, %c2_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x0, %x1, %x2, %x3] to %smem, %bar
            : !tile.tensormap<f32, rank = 4, box = [32, 8, 4, 2]>, memref<2x4x8x32xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x0, %x1, %x2, %x3]
            : memref<2x4x8x32xf32, 3>, !tile.tensormap<f32, rank = 4, box = [32, 8, 4, 2]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
