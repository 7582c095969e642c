// Host-code GPU case copy_2d_many (test/gpu/host/copy_2d_many.toml): test/gpu/host/copy_2d.mlir
// launched 8 times by @run, so the launches share one launch helper
// (lowering/src/host/outline.rs): @run encodes both tensor maps once and calls the helper 8 times
// with their CUresults, the launch operands and the descriptors' stack slots; the helper checks
// the results, loads the descriptors and launches. Each launch copies src to dst whole, so dst ==
// src bit for bit after all eight, and the runner sees 8 launches with the same geometry and
// descriptors byte-identical to its own encode.
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s
// CHECK-LABEL: define void @run(
// CHECK: call i32 @cuTensorMapEncodeTiled(
// CHECK: call i32 @cuTensorMapEncodeTiled(
// CHECK-COUNT-8: call void @[[HELPER:__tile_host_tma_launch_[0-9]+]](
// CHECK: declare i32 @cuTensorMapEncodeTiled(
// CHECK-LABEL: define internal void @
// CHECK-SAME: [[HELPER]](
// CHECK: call void @mgpuLaunchKernel(
// CHECK: declare void @mgpuLaunchKernel(
!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @copy_2d(%src: memref<8192x8192xf32>, %dst: memref<8192x8192xf32>) kernel {
      %dsrc = tile.make_tensormap %src : memref<8192x8192xf32> -> !desc
      %ddst = tile.make_tensormap %dst : memref<8192x8192xf32> -> !desc
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
  func.func @run(%src: memref<8192x8192xf32>, %dst: memref<8192x8192xf32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@copy_2d blocks in (%c128, %c128, %c1) threads in (%c128, %c1, %c1)
        args(%src : memref<8192x8192xf32>, %dst : memref<8192x8192xf32>)
    gpu.launch_func @kernels::@copy_2d blocks in (%c128, %c128, %c1) threads in (%c128, %c1, %c1)
        args(%src : memref<8192x8192xf32>, %dst : memref<8192x8192xf32>)
    gpu.launch_func @kernels::@copy_2d blocks in (%c128, %c128, %c1) threads in (%c128, %c1, %c1)
        args(%src : memref<8192x8192xf32>, %dst : memref<8192x8192xf32>)
    gpu.launch_func @kernels::@copy_2d blocks in (%c128, %c128, %c1) threads in (%c128, %c1, %c1)
        args(%src : memref<8192x8192xf32>, %dst : memref<8192x8192xf32>)
    gpu.launch_func @kernels::@copy_2d blocks in (%c128, %c128, %c1) threads in (%c128, %c1, %c1)
        args(%src : memref<8192x8192xf32>, %dst : memref<8192x8192xf32>)
    gpu.launch_func @kernels::@copy_2d blocks in (%c128, %c128, %c1) threads in (%c128, %c1, %c1)
        args(%src : memref<8192x8192xf32>, %dst : memref<8192x8192xf32>)
    gpu.launch_func @kernels::@copy_2d blocks in (%c128, %c128, %c1) threads in (%c128, %c1, %c1)
        args(%src : memref<8192x8192xf32>, %dst : memref<8192x8192xf32>)
    gpu.launch_func @kernels::@copy_2d blocks in (%c128, %c128, %c1) threads in (%c128, %c1, %c1)
        args(%src : memref<8192x8192xf32>, %dst : memref<8192x8192xf32>)
    return
  }
}
