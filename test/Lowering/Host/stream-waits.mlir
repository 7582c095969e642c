// A synchronous gpu.wait destroys each stream exactly once, after every use.
// gpu-to-llvm lowers `gpu.wait [%a, %b]` into StreamSynchronize +
// StreamDestroy for each operand that is a stream, and an async op with one
// dependency returns that dependency's stream: two launches on one token
// joined by one wait destroyed that stream twice (upstream does the same).
// tile-lower-host-tma (lowering/src/host/waits.rs) keeps a stream once per
// wait, and a wait that is not the stream's last use (a later use, or a
// wait in a loop or branch the stream outlives) synchronizes an event
// recorded on the stream instead, leaving the stream alive.

// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm | %FileCheck %s --enable-var-scope

// CHECK-LABEL: define void @fan_in(
// CHECK: %[[S:.*]] = call ptr @mgpuStreamCreate()
// CHECK-COUNT-2: call void @mgpuLaunchKernel({{.*}}, ptr %[[S]],
// CHECK-NEXT: call void @mgpuStreamSynchronize(ptr %[[S]])
// CHECK-NEXT: call void @mgpuStreamDestroy(ptr %[[S]])
// CHECK-NOT: mgpuStream
// CHECK: ret void
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel { gpu.return }
  }
  func.func @fan_in() {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    %t2 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.wait [%t1, %t2]
    return
  }
}

// -----

// The first wait is not the last use of the stream: it waits on an event;
// the second destroys the stream.
// CHECK-LABEL: define void @twice(
// CHECK: %[[S:.*]] = call ptr @mgpuStreamCreate()
// CHECK: call void @mgpuLaunchKernel({{.*}}, ptr %[[S]],
// CHECK: %[[E:.*]] = call ptr @mgpuEventCreate()
// CHECK-NEXT: call void @mgpuEventRecord(ptr %[[E]], ptr %[[S]])
// CHECK-NEXT: call void @mgpuEventSynchronize(ptr %[[E]])
// CHECK-NEXT: call void @mgpuEventDestroy(ptr %[[E]])
// CHECK-NOT: mgpuStreamDestroy
// CHECK: call void @mgpuLaunchKernel({{.*}}, ptr %[[S]],
// CHECK-NEXT: call void @mgpuStreamSynchronize(ptr %[[S]])
// CHECK-NEXT: call void @mgpuStreamDestroy(ptr %[[S]])
// CHECK-NOT: mgpuStream
// CHECK: ret void
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel { gpu.return }
  }
  func.func @twice() {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.wait [%t1]
    %t2 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.wait [%t2]
    return
  }
}

// -----

// A wait in a loop on a stream made outside it: an event every iteration;
// the stream is never destroyed inside the loop.
// CHECK-LABEL: define void @in_loop(
// CHECK: %[[S:.*]] = call ptr @mgpuStreamCreate()
// CHECK-NOT: mgpuStreamDestroy
// CHECK: call void @mgpuLaunchKernel({{.*}}, ptr %[[S]],
// CHECK: call ptr @mgpuEventCreate()
// CHECK: call void @mgpuEventSynchronize(
// CHECK-NOT: mgpuStreamDestroy
// CHECK: ret void
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel { gpu.return }
  }
  func.func @in_loop(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    scf.for %i = %c0 to %n step %c1 {
      %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
      gpu.wait [%t1]
    }
    return
  }
}

// -----

// Another function's stream (an argument) and a returned stream are not
// this wait's to destroy.
// CHECK-LABEL: define ptr @returned(
// CHECK: %[[S:.*]] = call ptr @mgpuStreamCreate()
// CHECK: call void @mgpuEventSynchronize(
// CHECK-NOT: mgpuStreamDestroy
// CHECK: ret ptr %[[S]]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel { gpu.return }
  }
  func.func @returned() -> !gpu.async.token {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.wait [%t1]
    return %t0 : !gpu.async.token
  }
}
