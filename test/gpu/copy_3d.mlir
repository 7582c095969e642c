// GPU case copy_3d (test/gpu/copy_3d.toml): a rank-3 f32 copy through shared memory,
// one 64 x 8 x 8 box (innermost first) per CTA, block (x, y, z) at coordinates
// (64 x, 8 y, 8 z). Same structure as examples/copy_2d.mlir.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry copy_3d(
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global
// CHECK: cp.async.bulk.tensor.3d.global.shared::cta
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<8x8x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @copy_3d(%src: !tile.tensormap<f32, rank = 3, box = [64, 8, 8]>,
                      %dst: !tile.tensormap<f32, rank = 3, box = [64, 8, 8]>) kernel {
      %smem = memref.get_global @tile_smem : memref<8x8x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c64_i32 = arith.constant 64 : i32
      %c8_i32 = arith.constant 8 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %bzi = arith.index_cast %bz : index to i32
      %x = arith.muli %bxi, %c64_i32 : i32
      %y = arith.muli %byi, %c8_i32 : i32
      %z = arith.muli %bzi, %c8_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y, %z] to %smem, %bar
            : !tile.tensormap<f32, rank = 3, box = [64, 8, 8]>, memref<8x8x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x, %y, %z]
            : memref<8x8x64xf32, 3>, !tile.tensormap<f32, rank = 3, box = [64, 8, 8]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
