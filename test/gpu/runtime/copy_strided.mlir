// Runtime case copy_strided (runtime/examples/launch.rs): a 2-D f32 copy over tensors of any
// extent and any row pitch (a padded torch view), launched by tile-runtime from the launch
// manifest alone. Both descriptors are host-born from dynamic strided memrefs: the manifest's
// dims are `dim(i)` and its row stride `stride(0)*4`, evaluated on the arguments at launch;
// one 64 x 64 box per CTA (out-of-bounds rows and columns of the last boxes are not stored).
// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default --emit=manifest 2>/dev/null | %FileCheck %s --check-prefix=MANIFEST
// tile-runtime's cargo tests bind and launch (fake libcuda) this kernel from copies of its manifest and
// PTX: keep them current.
// RUN: %tile-opt %s --pipeline=default --emit=manifest 2>/dev/null | diff - %S/../../../runtime/tests/fixtures/copy_strided.manifest.json
// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>/dev/null | diff - %S/../../../runtime/tests/fixtures/copy_strided.ptx
// CHECK-LABEL: .visible .entry copy_strided(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// MANIFEST: "kind": "host_tma",
// MANIFEST: "global_dims": [
// MANIFEST-NEXT: "dim(1)",
// MANIFEST-NEXT: "dim(0)"
// MANIFEST: "global_strides": [
// MANIFEST-NEXT: "stride(0)*4"
!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
!mem = memref<?x?xf32, strided<[?, 1]>, 1>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @copy_strided(%src: !mem, %dst: !mem) kernel {
      %dsrc = tile.make_tensormap %src : !mem -> !desc
      %ddst = tile.make_tensormap %dst : !mem -> !desc
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
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %dsrc[%x, %y] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %ddst[%x, %y] : memref<64x64xf32, 3>, !desc
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
