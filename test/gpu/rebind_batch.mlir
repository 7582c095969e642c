// GPU case rebind_batch (test/gpu/rebind_batch.toml, from_manifest = true): both descriptors
// of a 2-D f32 copy born on the device, one after the other in the kernel's entry block, with
// no use in between: tile-plan-device-rebind rebinds them in one sequence (one elected branch
// for thread (0, 0, 0) writing both slots, one release fence, one gpu.barrier, then every
// thread acquires both slots). CTA b copies rows [64 b, 64 b + 64) of src to the same rows of
// dst (4096 x 1024) through descriptors over those bands (addresses src / dst + 64 b rows,
// dims [1024, 64], 4096-byte pitch: the dims and pitch launch-invariant, in the templates).
//
// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>&1 >/dev/null | %FileCheck %s --check-prefix=REMARK
// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s
// REMARK: [rebind-batch] rebound in one sequence with 'tile.make_tensormap_ptr' at line
// CHECK-LABEL: .visible .entry rebind_batch(
// CHECK-COUNT-2: tensormap.replace.tile.global_address.global.b1024.b64
// CHECK-NOT: tensormap.replace
// CHECK: fence.proxy.tensormap::generic.release.gpu
// CHECK-NOT: fence.proxy.tensormap::generic.release.gpu
// CHECK: bar.sync
// CHECK-NOT: bar.sync
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @rebind_batch(%src: memref<4096x1024xf32, 1>, %dst: memref<4096x1024xf32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %band_bytes = arith.constant 262144 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %c64 = arith.constant 64 : i64
      %c1024 = arith.constant 1024 : i64
      %pitch = arith.constant 4096 : i64
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %bid = gpu.block_id x
      %off = arith.muli %bid, %band_bytes : index
      %sbase = memref.extract_aligned_pointer_as_index %src : memref<4096x1024xf32, 1> -> index
      %sa = arith.addi %sbase, %off : index
      %sa64 = arith.index_cast %sa : index to i64
      %sp = llvm.inttoptr %sa64 : i64 to !llvm.ptr<1>
      %s = tile.make_tensormap_ptr %sp, dims [%c1024, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
      %dbase = memref.extract_aligned_pointer_as_index %dst : memref<4096x1024xf32, 1> -> index
      %da = arith.addi %dbase, %off : index
      %da64 = arith.index_cast %da : index to i64
      %dp = llvm.inttoptr %da64 : i64 to !llvm.ptr<1>
      %d = tile.make_tensormap_ptr %dp, dims [%c1024, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        scf.for %t = %c0 to %c16 step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %c0_i32] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%x, %c0_i32] : memref<64x64xf32, 3>, !desc
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
      gpu.return
    }
  }
}
