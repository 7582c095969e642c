// `gpu.launch_func async` with host-encoded descriptors. tile-lower-host-tma
// gives every async launch exactly one dependency (a `gpu.wait async [deps]`
// when it has none or several: MLIR's gpu-to-llvm launches on the stream of
// that one token and returns the same stream), encodes the descriptors,
// reports a failed encode, and runs the launch under `scf.if %ok`; every use
// of the launch's token takes the dependency's token instead, so a skipped
// launch still yields a valid token (the stream, ordered after the
// dependencies) and a launch that ran is on that stream; a join gets an event
// recorded on that stream right before it (@chained). Nothing synchronizes
// the device: the launch is on the caller's stream (@on_stream) or on the
// joined stream the caller waits for (@joined).

// RUN: %tile-opt %s --pipeline=default | %FileCheck %s --check-prefix=MLIR --enable-var-scope
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s --check-prefix=LLVM --enable-var-scope

// The caller's token (its stream) is the only dependency: kept as is.
// MLIR-LABEL: func.func @on_stream(
// MLIR-SAME: %[[S:arg2]]: !gpu.async.token) -> !gpu.async.token
// MLIR: %[[R:.*]] = llvm.call @cuTensorMapEncodeTiled(
// MLIR: scf.if %{{.*}} {
// MLIR: llvm.call @tileReportEncodeFailure(%[[R]],
// MLIR: %[[ALL:.*]] = arith.andi
// MLIR-NEXT: scf.if %[[ALL]] {
// MLIR-NEXT: gpu.launch_func async [%[[S]]] @kernels::@copy
// MLIR-NEXT: }
// MLIR-NEXT: return %[[S]] : !gpu.async.token

// No dependency: a fresh stream; several: joined into one.
// MLIR-LABEL: func.func @joined(
// MLIR: %[[A:.*]] = gpu.wait async
// MLIR-NEXT: %[[B:.*]] = gpu.wait async
// MLIR: %[[J:.*]] = gpu.wait async [%[[A]], %[[B]]]
// MLIR: %[[ALL:.*]] = arith.andi
// MLIR-NEXT: scf.if %[[ALL]] {
// MLIR-NEXT: gpu.launch_func async [%[[J]]] @kernels::@copy
// MLIR-NEXT: }
// MLIR-NEXT: gpu.wait [%[[J]]]
// The second launch depends on the first (a guarded launch) and on a
// second stream: the join waits for an event recorded after the first launch.
// MLIR-LABEL: func.func @chained(
// MLIR: %[[A:.*]] = gpu.wait async
// MLIR: gpu.launch_func async [%[[A]]] @kernels::@copy
// MLIR: %[[B:.*]] = gpu.wait async
// MLIR: %[[AP:.*]] = builtin.unrealized_conversion_cast %[[A]] : !gpu.async.token to !llvm.ptr
// MLIR-NEXT: %[[E:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// MLIR-NEXT: llvm.call @mgpuEventRecord(%[[E]], %[[AP]]) : (!llvm.ptr, !llvm.ptr) -> ()
// MLIR-NEXT: %[[ET:.*]] = builtin.unrealized_conversion_cast %[[E]] : !llvm.ptr to !gpu.async.token
// MLIR: %[[J:.*]] = gpu.wait async [%[[ET]], %[[B]]]
// MLIR: gpu.launch_func async [%[[J]]] @kernels::@copy
// MLIR: gpu.wait [%[[J]]]
// MLIR-NEXT: gpu.wait [%[[A]]]
// MLIR-LABEL: func.func @fresh(
// MLIR: %[[F:.*]] = gpu.wait async
// MLIR-NEXT: llvm.mlir.constant(0 : i32)
// MLIR: %[[ALL:.*]] = arith.andi
// MLIR-NEXT: scf.if %[[ALL]] {
// MLIR-NEXT: gpu.launch_func async [%[[F]]] @kernels::@copy
// MLIR: return %[[F]] : !gpu.async.token

// The launch runs on the caller's stream, which the function returns
// whether the launch ran or not; no synchronization.
// LLVM-LABEL: define ptr @on_stream(
// LLVM-SAME: ptr %[[STREAM:[0-9]+]])
// LLVM: call i32 @cuTensorMapEncodeTiled(
// LLVM: call void @tileReportEncodeFailure(
// LLVM: call void @mgpuLaunchKernel(ptr %{{.*}}, i64 4, i64 1, i64 1, i64 32, i64 1, i64 1, i32 0, ptr %[[STREAM]],
// LLVM-NOT: mgpuStreamSynchronize
// LLVM-NOT: mgpuEventSynchronize
// LLVM: ret ptr %[[STREAM]]

// Joined dependencies: events recorded on both streams, a new stream waits
// for them, the launch runs on it, and the caller's gpu.wait synchronizes
// that stream (not an event).
// LLVM-LABEL: define void @joined(
// LLVM: call ptr @mgpuStreamCreate()
// LLVM: call ptr @mgpuStreamCreate()
// LLVM: %[[J:[0-9]+]] = call ptr @mgpuStreamCreate()
// LLVM-NEXT: call void @mgpuStreamWaitEvent(ptr %[[J]],
// LLVM-NEXT: call void @mgpuStreamWaitEvent(ptr %[[J]],
// LLVM: call void @mgpuLaunchKernel({{.*}}, ptr %[[J]],
// LLVM: call void @mgpuStreamSynchronize(ptr %[[J]])
// LLVM-NEXT: call void @mgpuStreamDestroy(ptr %[[J]])
// LLVM-LABEL: define void @chained(
// LLVM: %[[A:[0-9]+]] = call ptr @mgpuStreamCreate()
// LLVM: call void @mgpuLaunchKernel({{.*}}, ptr %[[A]],
// LLVM: call void @mgpuEventRecord(ptr %[[E:[0-9]+]], ptr %[[A]])
// LLVM-NEXT: %[[J:[0-9]+]] = call ptr @mgpuStreamCreate()
// LLVM-NEXT: call void @mgpuStreamWaitEvent(ptr %[[J]], ptr %[[E]])
// LLVM: call void @mgpuLaunchKernel({{.*}}, ptr %[[J]],

// LLVM-LABEL: define ptr @fresh(
// LLVM: %[[F:[0-9]+]] = call ptr @mgpuStreamCreate()
// LLVM: call void @mgpuLaunchKernel({{.*}}, ptr %[[F]],
// LLVM: ret ptr %[[F]]

!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @copy(%src: memref<256x64xf32, 1>, %dst: memref<256x64xf32, 1>) kernel {
      %s = tile.make_tensormap %src : memref<256x64xf32, 1> -> !desc
      %d = tile.make_tensormap %dst : memref<256x64xf32, 1> -> !desc
      %smem = memref.get_global @smem : memref<64x64xf32, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %b = arith.index_cast %bid : index to i32
      %y = arith.muli %b, %c64_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %s[%c0_i32, %y] to %smem, %bar : !desc, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %d[%c0_i32, %y] : memref<64x64xf32, 3>, !desc
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
  func.func @on_stream(%src: memref<256x64xf32, 1>, %dst: memref<256x64xf32, 1>, %stream: !gpu.async.token) -> !gpu.async.token {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %t = gpu.launch_func async [%stream] @kernels::@copy blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%src : memref<256x64xf32, 1>, %dst : memref<256x64xf32, 1>)
    return %t : !gpu.async.token
  }
  func.func @joined(%src: memref<256x64xf32, 1>, %dst: memref<256x64xf32, 1>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %a = gpu.wait async
    %b = gpu.wait async
    %t = gpu.launch_func async [%a, %b] @kernels::@copy blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%src : memref<256x64xf32, 1>, %dst : memref<256x64xf32, 1>)
    gpu.wait [%t]
    return
  }
  func.func @chained(%src: memref<256x64xf32, 1>, %tmp: memref<256x64xf32, 1>, %dst: memref<256x64xf32, 1>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %a = gpu.wait async
    %t1 = gpu.launch_func async [%a] @kernels::@copy blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%src : memref<256x64xf32, 1>, %tmp : memref<256x64xf32, 1>)
    %b = gpu.wait async
    %t2 = gpu.launch_func async [%t1, %b] @kernels::@copy blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%tmp : memref<256x64xf32, 1>, %dst : memref<256x64xf32, 1>)
    gpu.wait [%t2]
    gpu.wait [%t1]
    gpu.wait [%b]
    return
  }
  func.func @fresh(%src: memref<256x64xf32, 1>, %dst: memref<256x64xf32, 1>) -> !gpu.async.token {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %t = gpu.launch_func async @kernels::@copy blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%src : memref<256x64xf32, 1>, %dst : memref<256x64xf32, 1>)
    return %t : !gpu.async.token
  }
}
