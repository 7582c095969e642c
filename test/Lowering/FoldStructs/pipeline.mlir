// In the named pipelines tile-fold-memref-structs runs on each gpu.module (each
// split part) right after convert-gpu-to-nvvm: the copy_2d kernel keeps no
// memref descriptor struct of its shared-memory globals (it had a poison, seven
// insertvalues and a round trip through i64 for each), and the PTX is the same
// bytes as the pipeline without the pass gives, for both strategies.
// RUN: %tile-opt %s --pipeline=default | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.with.ptx
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-verify,tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences,tile-lower-to-nvvm{emit=intrinsics},expand-strided-metadata,lower-affine,tile-lower-scf,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm),convert-nvvm-to-llvm,reconcile-unrealized-casts,gpu.module(cse),tile-finalize-kernel-params,tile-lower-host-tma)' --emit=ptx -o %t.without.ptx
// RUN: diff %t.with.ptx %t.without.ptx
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o %t.asm-with.ptx
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-verify,tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences,tile-lower-to-nvvm{emit=asm},expand-strided-metadata,lower-affine,tile-lower-scf,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm),convert-nvvm-to-llvm,reconcile-unrealized-casts,gpu.module(cse),tile-finalize-kernel-params,tile-lower-host-tma)' --emit=ptx -o %t.asm-without.ptx
// RUN: diff %t.asm-with.ptx %t.asm-without.ptx

// CHECK-LABEL: llvm.func @copy_2d(
// CHECK-NOT: llvm.insertvalue
// CHECK-NOT: llvm.mlir.poison
// CHECK-NOT: llvm.ptrtoint
// CHECK: %[[SMEM:.*]] = llvm.getelementptr %{{.*}}[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<64 x array<64 x f32>>
// CHECK: %[[BAR:.*]] = llvm.getelementptr %{{.*}}[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
// CHECK-NOT: llvm.insertvalue
// CHECK: nvvm.mbarrier.init %[[BAR]],
// CHECK: %[[CLUSTER:.*]] = llvm.addrspacecast %[[SMEM]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[CLUSTER]], %{{.*}}, %[[BAR]], box
// CHECK: nvvm.cp.async.bulk.tensor.global.shared.cta %{{.*}}, %[[SMEM]], box
// CHECK-NOT: llvm.extractvalue
// CHECK: llvm.return
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @copy_2d(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
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
