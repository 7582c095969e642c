// Host-code GPU case async (test/gpu/host/async.toml): `gpu.launch_func async` on streams,
// through the generated host code. @run(src, tmp, dst) launches the device-rebind copy
// @rebind_copy (src -> tmp; its template, cached workspace and dst descriptor built by the host
// code) on stream A, then the host-descriptor copy @copy (tmp -> dst) on a stream that waits
// for A's launch and for a second stream B (two dependencies joined: events recorded on A and B,
// mgpuStreamWaitEvent), then waits for that stream, A and B. The workspace of @rebind_copy's
// launch site is allocated on the first call, reused by every later call (ordered after the
// previous launch by the site's event), and freed when the runner unloads the shared object.
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm 2>/dev/null | %FileCheck %s
// Launch 1 on stream A with the cached workspace (ordered on A, its event recorded after it);
// the join waits for an event recorded on A after launch 1 (not at A's creation), then launch 2
// runs on the joined stream.
// CHECK-LABEL: define void @run(
// CHECK: %[[A:[0-9]+]] = call ptr @mgpuStreamCreate()
// CHECK: call ptr @__tile_host_tma_ws_acquire(ptr @{{.*}}, i64 8192, ptr %[[A]])
// CHECK: call i32 @cuTensorMapEncodeTiled(
// CHECK: call void @mgpuLaunchKernel({{.*}}, ptr %[[A]],
// CHECK: call void @__tile_host_tma_ws_release(ptr @{{.*}}, ptr %[[A]])
// CHECK: call void @mgpuEventRecord(ptr %[[E:[0-9]+]], ptr %[[A]])
// CHECK-NEXT: %[[J:[0-9]+]] = call ptr @mgpuStreamCreate()
// CHECK-NEXT: call void @mgpuStreamWaitEvent(ptr %[[J]], ptr %[[E]])
// CHECK: call void @mgpuLaunchKernel({{.*}}, ptr %[[J]],
// CHECK: call void @mgpuStreamSynchronize(ptr %[[J]])
// CHECK: call void @mgpuStreamSynchronize(ptr %[[A]])
!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @rebind_copy(%src: memref<4096x1024xf32, 1>, %dst: memref<4096x1024xf32, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
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
      %d = tile.make_tensormap %dst : memref<4096x1024xf32, 1> -> !desc
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %base = memref.extract_aligned_pointer_as_index %src : memref<4096x1024xf32, 1> -> index
        %off = arith.muli %bid, %band_bytes : index
        %a = arith.addi %base, %off : index
        %a64 = arith.index_cast %a : index to i64
        %p = llvm.inttoptr %a64 : i64 to !llvm.ptr<1>
        %s = tile.make_tensormap_ptr %p, dims [%c1024, %c64], strides [%pitch] : !llvm.ptr<1> -> !desc
        %bi = arith.index_cast %bid : index to i32
        %y = arith.muli %bi, %c64_i32 : i32
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        scf.for %t = %c0 to %c16 step %c1 {
          %ti = arith.index_cast %t : index to i32
          %x = arith.muli %ti, %c64_i32 : i32
          %phase = arith.andi %ti, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%x, %c0_i32] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !desc
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
      }
      gpu.return
    }
    gpu.func @copy(%src: memref<4096x1024xf32, 1>, %dst: memref<4096x1024xf32, 1>) kernel {
      %s = tile.make_tensormap %src : memref<4096x1024xf32, 1> -> !desc
      %d = tile.make_tensormap %dst : memref<4096x1024xf32, 1> -> !desc
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
        tile.load %s[%x, %y] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !desc
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
  func.func @run(%src: memref<4096x1024xf32, 1>, %tmp: memref<4096x1024xf32, 1>, %dst: memref<4096x1024xf32, 1>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %a = gpu.wait async
    %t1 = gpu.launch_func async [%a] @kernels::@rebind_copy blocks in (%c64, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%src : memref<4096x1024xf32, 1>, %tmp : memref<4096x1024xf32, 1>)
    %b = gpu.wait async
    %t2 = gpu.launch_func async [%t1, %b] @kernels::@copy blocks in (%c16, %c64, %c1) threads in (%c128, %c1, %c1)
        args(%tmp : memref<4096x1024xf32, 1>, %dst : memref<4096x1024xf32, 1>)
    gpu.wait [%t2]
    gpu.wait [%t1]
    gpu.wait [%b]
    return
  }
}
