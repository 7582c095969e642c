// Host-so case host_copy_dyn (test/gpu/host/copy_dyn.toml): the host code launches a 2-D
// copy whose 256 x 64 f32 box (64 KiB) and mbarrier live in dynamic shared memory
// (gpu.dynamic_shared_memory, views at offsets 0 and 65536) with
// `dynamic_shared_memory_size` 65544: over 48 KiB, so the loader's mgpuLaunchKernel must
// raise the kernel's MAX_DYNAMIC_SHARED_SIZE_BYTES first (tools/gpu-runner's does). One tile
// per CTA, a 32 x 128 grid over 8192 x 8192 f32.
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s --check-prefix=PTX
// CHECK-LABEL: define void @run(
// CHECK: call void @mgpuLaunchKernel(ptr %{{.*}}, i64 32, i64 128, i64 1, i64 128, i64 1, i64 1, i32 65544,
// PTX: .extern .shared .align 1024 .b8 __dynamic_shmem__0[];
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
!desc = !tile.tensormap<f32, rank = 2, box = [256, 64]>
#wg = #gpu.address_space<workgroup>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @copy_dyn(%src: memref<8192x8192xf32>, %dst: memref<8192x8192xf32>) kernel {
      %dsrc = tile.make_tensormap %src : memref<8192x8192xf32> -> !desc
      %ddst = tile.make_tensormap %dst : memref<8192x8192xf32> -> !desc
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %c0 = arith.constant 0 : index
      %bar_at = arith.constant 65536 : index
      %smem = memref.view %dyn[%c0][] : memref<?xi8, #wg> to memref<64x256xf32, #wg>
      %bar = memref.view %dyn[%bar_at][] : memref<?xi8, #wg> to memref<i64, #wg>
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c256_i32 = arith.constant 256 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 65536 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %c256_i32 : i32
      %y = arith.muli %byi, %c64_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, #wg>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, #wg>
        tile.load %dsrc[%x, %y] to %smem, %bar : !desc, memref<64x256xf32, #wg>, memref<i64, #wg>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, #wg>
        tile.store %smem to %ddst[%x, %y] : memref<64x256xf32, #wg>, !desc
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
  func.func @run(%src: memref<8192x8192xf32>, %dst: memref<8192x8192xf32>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 65544 : i32
    gpu.launch_func @kernels::@copy_dyn blocks in (%c32, %c128, %c1) threads in (%c128, %c1, %c1)
        dynamic_shared_memory_size %smem
        args(%src : memref<8192x8192xf32>, %dst : memref<8192x8192xf32>)
    return
  }
}
