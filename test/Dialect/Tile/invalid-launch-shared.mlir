// RUN: %tile-opt %s -split-input-file -verify-diagnostics

// [smem-launch]: a launch's constant dynamic shared memory plus the kernel's
// static shared memory must fit one thread block of the kernel's target
// (227 KiB = 232448 bytes on sm_90a).
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @bar : memref<2xi64, 3>
    gpu.func @dyn() kernel {
      %b = memref.get_global @bar : memref<2xi64, 3>
      %s = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
  func.func @over() {
    %c1 = arith.constant 1 : index
    %smem = arith.constant 232433 : i32
    // expected-error@below {{[smem-launch] launch of @k::@dyn asks for 232433 bytes of dynamic shared memory; with the kernel's 16 bytes of static shared memory that is 232449, but a thread block on sm_90a has at most 232448}}
    gpu.launch_func @k::@dyn blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %smem
    return
  }
  func.func @fits() {
    %c1 = arith.constant 1 : index
    %smem = arith.constant 232432 : i32
    gpu.launch_func @k::@dyn blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %smem
    return
  }
}

// -----

// A negative size is refused; the target's own limit applies (99 KiB on sm_89).
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_89">] {
    gpu.func @dyn() kernel {
      gpu.return
    }
  }
  func.func @negative() {
    %c1 = arith.constant 1 : index
    %smem = arith.constant -4 : i32
    // expected-error@below {{[smem-launch] launch of @k::@dyn asks for -4 bytes of dynamic shared memory}}
    gpu.launch_func @k::@dyn blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %smem
    return
  }
  func.func @over_sm89() {
    %c1 = arith.constant 1 : index
    %smem = arith.constant 131072 : i32
    // expected-error@below {{[smem-launch] launch of @k::@dyn asks for 131072 bytes of dynamic shared memory; with the kernel's 0 bytes of static shared memory that is 131072, but a thread block on sm_89 has at most 101376}}
    gpu.launch_func @k::@dyn blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %smem
    return
  }
}
