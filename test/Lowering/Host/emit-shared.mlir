// --emit=host-so: a shared object linked with `cc -shared`. Its undefined
// symbols are the whole ABI its loader must provide (export globally before
// loading it, since the global constructor already calls mgpuModuleLoadJIT):
// the CUDA driver's cuTensorMapEncodeTiled, the runner's
// tileReportEncodeFailure, and MLIR's mgpu* runtime functions.

// REQUIRES: host-cc
// RUN: %tile-opt %s --pipeline=default --emit=host-so -o %t.so
// RUN: llvm-readobj --file-headers %t.so | %FileCheck %s --check-prefix=ELF
// RUN: llvm-nm -D --undefined-only %t.so | %FileCheck %s --check-prefix=UNDEF
// RUN: llvm-nm -D --defined-only %t.so | %FileCheck %s --check-prefix=DEF

// ELF: Type: SharedObject

// UNDEF-NOT: U {{[^_]}}
// UNDEF: U cuTensorMapEncodeTiled
// UNDEF-NEXT: U mgpuLaunchKernel
// UNDEF-NEXT: U mgpuModuleGetFunction
// UNDEF-NEXT: U mgpuModuleLoadJIT
// UNDEF-NEXT: U mgpuModuleUnload
// UNDEF-NEXT: U mgpuStreamCreate
// UNDEF-NEXT: U mgpuStreamDestroy
// UNDEF-NEXT: U mgpuStreamSynchronize
// UNDEF-NEXT: U tileReportEncodeFailure
// UNDEF-NOT: U

// DEF: T run
// DEF-NOT: T _mlir_ciface_run

!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @use(%d: !desc) kernel {
      tile.prefetch_tensormap %d : !desc
      gpu.return
    }
  }
  func.func @run(%m: memref<?x?xf32>) {
    %c1 = arith.constant 1 : index
    %d = tile.make_tensormap %m : memref<?x?xf32> -> !desc
    gpu.launch_func @k::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc)
    return
  }
}
