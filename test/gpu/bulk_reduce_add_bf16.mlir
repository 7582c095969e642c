// GPU case bulk_reduce_add_bf16 (test/gpu/bulk_reduce_add_bf16.toml): dst += src over
// 4M bf16 through the non-tensor bulk reduction (cp.reduce.async.bulk .add.noftz.bf16):
// thread 0 of CTA b loads the 8 KiB chunk at element 4096 b of src with tile.bulk_load,
// then adds it into dst at the same place with tile.bulk_reduce add (bulk-group
// completion). Checked against the sum in f64 on the host within one bf16 unit roundoff.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry bulk_reduce_add_bf16(
// CHECK: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes
// CHECK: cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.bf16
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<4096xbf16, 3> {alignment = 128}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @bulk_reduce_add_bf16(%src: memref<4194304xbf16, 1>, %dst: memref<4194304xbf16, 1>) kernel {
      %smem = memref.get_global @tile_smem : memref<4096xbf16, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c4096 = arith.constant 4096 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %bytes = arith.constant 8192 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %off = arith.muli %bx, %c4096 : index
      %s = memref.reinterpret_cast %src to offset: [%off], sizes: [4096], strides: [1]
          : memref<4194304xbf16, 1> to memref<4096xbf16, strided<[1], offset: ?>, 1>
      %d = memref.reinterpret_cast %dst to offset: [%off], sizes: [4096], strides: [1]
          : memref<4194304xbf16, 1> to memref<4096xbf16, strided<[1], offset: ?>, 1>
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.bulk_load %s to %smem, %bytes, %bar
            : memref<4096xbf16, strided<[1], offset: ?>, 1>, memref<4096xbf16, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.bulk_reduce add %smem to %d, %bytes
            : memref<4096xbf16, 3>, memref<4096xbf16, strided<[1], offset: ?>, 1>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
