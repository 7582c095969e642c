// Host launch sites of a kernel whose descriptor parameters become !llvm.ptr:
// the host !tile.tensormap operand is wrapped in an unrealized cast marked
// tile.host_descriptor (tile-lower-host-tma later passes the 128-byte blob),
// so launch and kernel types agree; host-side make_tensormap is left for the
// host lowering, and a TMA op in host code is rejected.
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-lower-to-nvvm)' | %FileCheck %s

// CHECK-LABEL: gpu.func @f(
// CHECK-SAME: %{{.*}}: memref<64x64xf32, 1>, %{{.*}}: !llvm.ptr) kernel attributes {tile.grid_constant_args = array<i64: 7>}
// CHECK-LABEL: func.func @host(
// CHECK: [[D:%.*]] = tile.make_tensormap %{{.*}} : memref<64x64xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: [[P:%.*]] = builtin.unrealized_conversion_cast [[D]] : !tile.tensormap<f32, rank = 2, box = [64, 64]> to !llvm.ptr {tile.host_descriptor}
// CHECK-NEXT: gpu.launch_func @k::@f {{.*}} args(%{{.*}} : memref<64x64xf32, 1>, [[P]] : !llvm.ptr)
// CHECK: gpu.launch_func @k::@f {{.*}} args(%{{.*}} : memref<64x64xf32, 1>, %{{.*}} : !llvm.ptr)
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @f(%m: memref<64x64xf32, 1>, %d: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%a: memref<64x64xf32, 1>) {
    %c1 = arith.constant 1 : index
    %d = tile.make_tensormap %a : memref<64x64xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64x64xf32, 1>, %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64x64xf32, 1>, %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}

// -----

func.func @tma_in_host_code(%d: !tile.tensormap<f32, rank = 1, box = [4]>) {
  // expected-error@below {{[device-only] TMA and async-copy ops run on the device}}
  tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 1, box = [4]>
  return
}
