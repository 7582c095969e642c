// A host declaration of a GPU runtime function with the runtime's own type is
// what the host lowering would declare itself: accepted, and the launch calls
// it (runtime-symbol.mlir has the refused forms).
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s

// CHECK: declare ptr @mgpuStreamCreate()
// CHECK-LABEL: define void @run(
// CHECK: %[[S:.*]] = call ptr @mgpuStreamCreate()
// CHECK: call void @mgpuLaunchKernel({{.*}}, ptr %[[S]],
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  func.func @run() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
