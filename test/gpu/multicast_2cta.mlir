// GPU case multicast_2cta (test/gpu/multicast_2cta.toml): one 64 x 64 f32 tile per
// cluster of 2 CTAs (cluster dims 2 x 1 x 1, grid 32 x 16: cluster (x div 2, y) takes
// the tile at (64 (x div 2), 64 y)). Both CTAs initialise their own mbarrier (same
// shared-memory offset) and expect the tile's 16 KiB; a cluster barrier
// (nvvm.fence.mbarrier.init, nvvm.cluster.arrive / nvvm.cluster.wait: the tile dialect
// has no cluster barrier op) makes sure CTA 1's mbarrier is initialised before CTA
// rank 0 issues the one multicast load (tile.load ... multicast(0b11)) that writes the
// tile into both CTAs' shared memory and signals both mbarriers. Each CTA then stores
// what it received through its own tensor map: rank 0 into dst0, rank 1 into dst1
// (each checked as an exact copy of src). A second cluster barrier keeps both CTAs
// alive until both are done.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry multicast_2cta(
// CHECK: barrier.cluster.arrive
// CHECK: barrier.cluster.wait
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.{{.*}}multicast::cluster
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @multicast_2cta(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                             %dst0: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                             %dst1: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c64_i32 = arith.constant 64 : i32
      %mask = arith.constant 3 : i16
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %cx = arith.divui %bxi, %c2_i32 : i32
      %x = arith.muli %cx, %c64_i32 : i32
      %y = arith.muli %byi, %c64_i32 : i32
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %is_rank0 = arith.cmpi eq, %rank, %c0_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      nvvm.cluster.arrive
      nvvm.cluster.wait
      scf.if %leader {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        scf.if %is_rank0 {
          tile.load %src[%x, %y] to %smem, %bar multicast(%mask)
              : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        }
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        scf.if %is_rank0 {
          tile.store %smem to %dst0[%x, %y]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        } else {
          tile.store %smem to %dst1[%x, %y]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        }
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
  }
}
