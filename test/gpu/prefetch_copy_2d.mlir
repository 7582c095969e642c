// GPU case prefetch_copy_2d (test/gpu/prefetch_copy_2d.toml): the copy_2d kernel
// (examples/copy_2d.mlir) with a descriptor prefetch of both tensor maps
// (tile.prefetch_tensormap: prefetch.param.tensormap) and a tensor prefetch of the box
// into L2 (tile.prefetch: cp.async.bulk.prefetch.tensor) before the load. The prefetches
// change no result: exact copy check.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry prefetch_copy_2d(
// CHECK: prefetch{{.*}}tensormap
// CHECK: prefetch{{.*}}tensormap
// CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @prefetch_copy_2d(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                               %dst: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %c64_i32 : i32
      %y = arith.muli %byi, %c64_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.prefetch_tensormap %src : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch_tensormap %dst : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.prefetch %src[%x, %y] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x, %y]
            : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
