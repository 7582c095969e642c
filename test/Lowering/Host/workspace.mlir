// The rebind workspace, cached per launch site. tile-plan-device-rebind
// passes @gather a workspace of gridX * gridY * gridZ * 128 bytes through a
// placeholder; tile-lower-host-tma gives each launch site a private global
// {buffer, bytes, event, lock} and the launch the buffer that
// __tile_host_tma_ws_acquire returns (the site locked until
// __tile_host_tma_ws_release after the launch): allocated on the site's first launch,
// reused by later ones (replaced by a larger one only when a launch needs
// more, after the old one's last launch is done), ordered after the site's
// previous launch on an async launch's stream (its event, recorded by
// __tile_host_tma_ws_release right after the launch), freed by a module
// destructor. No launch allocates, frees or synchronizes: the launching
// functions call no mgpuMemAlloc / mgpuMemFree / synchronization. A null
// buffer is reported (CUDA_ERROR_OUT_OF_MEMORY = 2, descriptor index -1)
// and skips the launch.

// RUN: %tile-opt %s --pipeline=default 2>/dev/null | %FileCheck %s --check-prefix=MLIR --enable-var-scope
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm 2>/dev/null | %FileCheck %s --check-prefix=LLVM --enable-var-scope

// A synchronous launch: no stream (null), no event.
// MLIR-LABEL: func.func @sync(
// MLIR: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// MLIR: %[[PER:.*]] = arith.constant 128 : index
// MLIR-NEXT: %[[B0:.*]] = arith.muli %[[PER]], %[[GX:.*]] : index
// MLIR-NEXT: %[[B1:.*]] = arith.muli %[[B0]], %{{.*}} : index
// MLIR-NEXT: %[[B2:.*]] = arith.muli %[[B1]], %{{.*}} : index
// MLIR-NEXT: %[[BYTES:.*]] = arith.index_cast %[[B2]] : index to i64
// MLIR-NEXT: %[[SITE:.*]] = llvm.mlir.addressof @[[$SYNC_SITE:__tile_host_tma_ws_[0-9]+]] : !llvm.ptr
// MLIR-NEXT: %[[WS:.*]] = llvm.call @__tile_host_tma_ws_acquire(%[[SITE]], %[[BYTES]], %[[NULL]]) : (!llvm.ptr, i64, !llvm.ptr) -> !llvm.ptr
// MLIR: %[[MISSING:.*]] = llvm.icmp "eq" %[[WS]], %{{.*}} : !llvm.ptr
// MLIR: scf.if %[[MISSING]] {
// MLIR: llvm.call @tileReportEncodeFailure(%{{.*}}, %{{.*}}, %{{.*}})
// MLIR: scf.if
// MLIR-NEXT: gpu.launch_func @kernels::@gather
// MLIR-SAME: %{{.*}} : memref<?xi8, 1>
// MLIR-NEXT: }
// MLIR-NEXT: %[[RS:.*]] = llvm.mlir.addressof @[[$SYNC_SITE]] : !llvm.ptr
// MLIR-NEXT: llvm.call @__tile_host_tma_ws_release(%[[RS]], %[[NULL]])
// MLIR-NEXT: return

// An async launch on the caller's stream: the stream orders the workspace,
// and the site's event is recorded after the launch.
// MLIR-LABEL: func.func @on_stream(
// MLIR-SAME: %[[TOKEN:arg[0-9]+]]: !gpu.async.token) -> !gpu.async.token
// MLIR: %[[STREAM:.*]] = builtin.unrealized_conversion_cast %[[TOKEN]] : !gpu.async.token to !llvm.ptr
// MLIR: %[[ASITE:.*]] = llvm.mlir.addressof @[[$ASYNC_SITE:__tile_host_tma_ws_[0-9]+]] : !llvm.ptr
// MLIR-NEXT: llvm.call @__tile_host_tma_ws_acquire(%[[ASITE]], %{{.*}}, %[[STREAM]])
// MLIR: gpu.launch_func async [%[[TOKEN]]] @kernels::@gather
// MLIR-NEXT: }
// MLIR-NEXT: %[[RSITE:.*]] = llvm.mlir.addressof @[[$ASYNC_SITE]] : !llvm.ptr
// MLIR-NEXT: llvm.call @__tile_host_tma_ws_release(%[[RSITE]], %[[STREAM]])
// MLIR-NEXT: return %[[TOKEN]] : !gpu.async.token

// One zero-initialized record per site, and a destructor freeing both.
// MLIR-DAG: llvm.mlir.global internal @[[$SYNC_SITE]]() {addr_space = 0 : i32} : !llvm.struct<(ptr, i64, ptr, i32)>
// MLIR-DAG: llvm.mlir.global internal @[[$ASYNC_SITE]]() {addr_space = 0 : i32} : !llvm.struct<(ptr, i64, ptr, i32)>
// MLIR-DAG: llvm.func internal @__tile_host_tma_ws_acquire(
// MLIR-DAG: llvm.func internal @__tile_host_tma_ws_release(
// MLIR-DAG: llvm.func internal @[[UNLOAD:__tile_host_tma_ws_unload_[0-9]+]]()
// MLIR-DAG: llvm.mlir.global_dtors dtors = [@[[UNLOAD]]]

// LLVM-LABEL: define void @sync(
// LLVM-NOT: call {{.*}}@mgpuMem
// LLVM: call ptr @__tile_host_tma_ws_acquire(ptr @[[$SYNC:__tile_host_tma_ws_[0-9]+]], i64 %{{.*}}, ptr null)
// LLVM-NOT: call {{.*}}@mgpuMem
// LLVM: call void @mgpuLaunchKernel(
// LLVM-NOT: call {{.*}}@mgpuMem
// LLVM: call void @__tile_host_tma_ws_release(ptr @[[$SYNC]], ptr null)
// LLVM-NOT: call {{.*}}@mgpuMem
// LLVM: ret void
// LLVM-LABEL: define ptr @on_stream(
// LLVM-SAME: ptr %[[S:[0-9]+]])
// LLVM-NOT: call {{.*}}@mgpuMem
// LLVM: call ptr @__tile_host_tma_ws_acquire(ptr @[[$ASYNC:__tile_host_tma_ws_[0-9]+]], i64 %{{.*}}, ptr %[[S]])
// LLVM: call void @mgpuLaunchKernel({{.*}}, ptr %[[S]],
// LLVM: call void @__tile_host_tma_ws_release(ptr @[[$ASYNC]], ptr %[[S]])
// LLVM-NOT: call {{.*}}@mgpu
// LLVM: ret ptr %[[S]]

// The acquire helper: grow only when too small (after the old buffer's
// last launch, by its event), else reuse; an async launch waits for the
// site's previous launch (or creates the site's event on first use).
// LLVM-LABEL: define internal ptr @__tile_host_tma_ws_acquire(ptr %0, i64 %1, ptr %2)
// LLVM: cmpxchg ptr %{{.*}}, i32 0, i32 1 acquire monotonic
// LLVM: icmp ult i64 %{{.*}}, %1
// LLVM: call void @mgpuEventSynchronize(
// LLVM: call void @mgpuMemFree(
// LLVM: call ptr @mgpuMemAlloc(i64 %{{.*}}, ptr %2, i8 0)
// LLVM: call ptr @mgpuEventCreate()
// LLVM: call void @mgpuStreamWaitEvent(ptr %2,
// LLVM-LABEL: define internal void @__tile_host_tma_ws_release(ptr %0, ptr %1)
// LLVM: call void @mgpuEventRecord(ptr %{{.*}}, ptr %1)
// LLVM: store atomic i32 0, ptr %{{.*}} release
// LLVM-LABEL: define internal void @__tile_host_tma_ws_unload_{{[0-9]+}}()
// LLVM: call void @__tile_host_tma_ws_free_{{[0-9]+}}(ptr @[[$SYNC]])
// LLVM: call void @__tile_host_tma_ws_free_{{[0-9]+}}(ptr @[[$ASYNC]])

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @gather(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64,
                     %out: memref<8192x8192xf32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 16384 : i32
      %dst = tile.make_tensormap %out : memref<8192x8192xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bi = arith.index_cast %bid : index to i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %a = memref.load %table[%bid] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        %src = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%c0_i32, %bi] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
  func.func @sync(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64, %out: memref<8192x8192xf32, 1>, %ctas: index) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@gather blocks in (%ctas, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%table : memref<?xi64, 1>, %w : i64, %h : i64, %pitch : i64, %out : memref<8192x8192xf32, 1>)
    return
  }
  func.func @on_stream(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64, %out: memref<8192x8192xf32, 1>, %ctas: index, %stream: !gpu.async.token) -> !gpu.async.token {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %t = gpu.launch_func async [%stream] @kernels::@gather blocks in (%ctas, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%table : memref<?xi64, 1>, %w : i64, %h : i64, %pitch : i64, %out : memref<8192x8192xf32, 1>)
    return %t : !gpu.async.token
  }
}
