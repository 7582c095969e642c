// GPU case bulk_copy_1d (test/gpu/bulk_copy_1d.toml): a 1-D non-tensor bulk copy,
// 16M f32 (64 MiB), 16 KiB per CTA: thread 0 of CTA b takes the chunk at element
// 4096 b of src and dst (memref.reinterpret_cast with a dynamic offset; memref.subview
// does not lower in the default pipelines), loads it with cp.async.bulk (tile.bulk_load,
// mbarrier completion), waits, and writes it back with cp.async.bulk (tile.bulk_store,
// bulk-group completion: commit, wait read). Memref parameters arrive as the expanded
// memref descriptor (allocated, aligned, offset, size, stride).
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry bulk_copy_1d(
// CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
// CHECK: cp.async.bulk.global.shared::cta.bulk_group
// CHECK: cp.async.bulk.commit_group
// CHECK: cp.async.bulk.wait_group.read
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<4096xf32, 3> {alignment = 128}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @bulk_copy_1d(%src: memref<16777216xf32, 1>, %dst: memref<16777216xf32, 1>) kernel {
      %smem = memref.get_global @tile_smem : memref<4096xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c4096 = arith.constant 4096 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %off = arith.muli %bx, %c4096 : index
      %s = memref.reinterpret_cast %src to offset: [%off], sizes: [4096], strides: [1]
          : memref<16777216xf32, 1> to memref<4096xf32, strided<[1], offset: ?>, 1>
      %d = memref.reinterpret_cast %dst to offset: [%off], sizes: [4096], strides: [1]
          : memref<16777216xf32, 1> to memref<4096xf32, strided<[1], offset: ?>, 1>
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.bulk_load %s to %smem, %bytes, %bar
            : memref<4096xf32, strided<[1], offset: ?>, 1>, memref<4096xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.bulk_store %smem to %d, %bytes
            : memref<4096xf32, 3>, memref<4096xf32, strided<[1], offset: ?>, 1>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
