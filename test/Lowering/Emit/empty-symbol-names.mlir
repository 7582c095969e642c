// A host function with an empty symbol name (`@""`, legal MLIR) next to a
// kernel goes through both pipelines to PTX and to host code: every pass
// reads symbol names through tile_dialect::strings (melior's accessor
// panicked on an empty name and the panic aborted the process from inside
// tile-separate-host-tma and tile-check-tensormap-fences).

// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s --check-prefix=HOST

// CHECK-LABEL: // gpu.module @kernels
// CHECK: .entry k(
// HOST: define void @host(
// HOST: call i32 @cuTensorMapEncodeTiled(
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @""() {
    return
  }
  func.func @host(%a: memref<256x128xf32>) {
    %c1 = arith.constant 1 : index
    %d = tile.make_tensormap %a : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}
