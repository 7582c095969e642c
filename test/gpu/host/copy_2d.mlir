// Host-code GPU case copy_2d (test/gpu/host/copy_2d.toml), written the issue-5 way: the host
// function @run takes two 8192x8192 f32 memrefs and launches a kernel that builds both tensor
// maps itself from its memref arguments with tile.make_tensormap. tile-separate-host-tma hoists
// them to the host (two by-value descriptor parameters appended to the kernel);
// tile-lower-host-tma turns them into cuTensorMapEncodeTiled calls before mgpuLaunchKernel.
// gpu-runner's host-so mode dlopens the shared object built with --emit=host-so, calls @run
// with device buffers it allocated, and checks dst == src bit for bit.
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s
// CHECK-LABEL: define void @run(
// CHECK: call i32 @cuTensorMapEncodeTiled(
// CHECK: call i32 @cuTensorMapEncodeTiled(
// CHECK: call void @mgpuLaunchKernel(
// CHECK-DAG: declare i32 @cuTensorMapEncodeTiled(
// CHECK-DAG: declare void @mgpuLaunchKernel(
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
    return
  }
}
