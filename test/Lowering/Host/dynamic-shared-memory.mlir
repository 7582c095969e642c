// A launch's dynamic shared memory size reaches mgpuLaunchKernel's `smem`
// argument (the loader's mgpuLaunchKernel raises the function's
// MAX_DYNAMIC_SHARED_SIZE_BYTES above 48 KiB, see host/abi.rs), and the
// kernel's window is `.extern .shared ... []` (test/Lowering/PTX/dynamic-shared-memory.mlir).
// The launch manifest records the kernel's shared memory: static bytes,
// that it uses dynamic shared memory, and the launch sites' constant size.
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default --emit=manifest | %FileCheck %s --check-prefix=MANIFEST

// MANIFEST-LABEL: "name": "dyn",
// MANIFEST: "shared_memory": {
// MANIFEST-NEXT: "static_bytes": 16,
// MANIFEST-NEXT: "uses_dynamic": true,
// MANIFEST-NEXT: "dynamic_bytes": 131072

// CHECK-LABEL: define void @launch(
// CHECK: call void @mgpuLaunchKernel(ptr %{{.*}}, i64 4, i64 1, i64 1, i64 128, i64 1, i64 1, i32 131072, ptr %{{.*}}, ptr %{{.*}}, ptr null, i64 1)
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @bar : memref<2xi64, 3>
    gpu.func @dyn(%v: i8) kernel {
      %b = memref.get_global @bar : memref<2xi64, 3>
      %s = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c = arith.constant 131071 : index
      memref.store %v, %s[%c] : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
  func.func @launch(%v: i8) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %smem = arith.constant 131072 : i32
    gpu.launch_func @k::@dyn blocks in (%c4, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %smem args(%v : i8)
    return
  }
}
