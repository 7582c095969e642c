// GPU case copy_5d (test/gpu/copy_5d.toml): a rank-5 f32 copy through shared memory,
// 5x9x15x22x64 (outermost first), one 32 x 4 x 4 x 2 x 2 box (innermost first, 8 KiB)
// per CTA. The extents 22, 15, 9 and 5 are not multiples of the box: boxes hang off four
// of the five edges (zero fill on load, clipped store). Block (x, y, z) takes the box at
// (32 x, 4 y, 4 (z mod 4), 2 ((z div 4) mod 5), 2 (z div 20)); grid 2 x 6 x 60.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry copy_5d(
// CHECK: cp.async.bulk.tensor.5d.shared::cluster.global
// CHECK: cp.async.bulk.tensor.5d.global.shared::cta
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<2x2x4x4x32xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @copy_5d(%src: !tile.tensormap<f32, rank = 5, box = [32, 4, 4, 2, 2]>,
                      %dst: !tile.tensormap<f32, rank = 5, box = [32, 4, 4, 2, 2]>) kernel {
      %smem = memref.get_global @tile_smem : memref<2x2x4x4x32xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c5_i32 = arith.constant 5 : i32
      %c20_i32 = arith.constant 20 : i32
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
      %x1 = arith.muli %byi, %c4_i32 : i32
      %z2 = arith.remui %bzi, %c4_i32 : i32
      %x2 = arith.muli %z2, %c4_i32 : i32
      %q = arith.divui %bzi, %c4_i32 : i32
      %z3 = arith.remui %q, %c5_i32 : i32
      %x3 = arith.muli %z3, %c2_i32 : i32
      %z4 = arith.divui %bzi, %c20_i32 : i32
      %x4 = arith.muli %z4, %c2_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x0, %x1, %x2, %x3, %x4] to %smem, %bar
            : !tile.tensormap<f32, rank = 5, box = [32, 4, 4, 2, 2]>, memref<2x2x4x4x32xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x0, %x1, %x2, %x3, %x4]
            : memref<2x2x4x4x32xf32, 3>, !tile.tensormap<f32, rank = 5, box = [32, 4, 4, 2, 2]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
