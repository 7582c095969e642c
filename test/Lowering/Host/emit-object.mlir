// --emit=host-obj writes an x86-64 ELF relocatable object (PIC) of the host
// module, --emit=host-so a shared object linked with `cc -shared`. What the
// shared object needs from its loader is exactly the undefined symbols
// below: the CUDA driver's encoder, the runner's failure hook, and MLIR's
// mgpu* runtime ABI (module load/unload run from a global constructor and
// destructor). Host functions keep MLIR's expanded memref calling
// convention (allocated, aligned, offset, sizes..., strides...); one marked
// llvm.emit_c_interface also gets `_mlir_ciface_<name>`, which takes a
// pointer to each memref descriptor struct.

// RUN: %tile-opt %s --pipeline=default --emit=host-obj -o %t.o
// RUN: test -s %t.o
// RUN: llvm-readobj --file-headers %t.o | %FileCheck %s --check-prefix=OBJ
// RUN: llvm-nm %t.o | %FileCheck %s --check-prefix=NM

// OBJ: Format: elf64-x86-64
// OBJ: Type: Relocatable

// NM-DAG: U cuTensorMapEncodeTiled
// NM-DAG: U tileReportEncodeFailure
// NM-DAG: U mgpuModuleLoadJIT
// NM-DAG: U mgpuLaunchKernel
// NM-DAG: T run
// NM-DAG: T run_c
// NM-DAG: T _mlir_ciface_run_c

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
  func.func @run_c(%m: memref<?x?xf32>) attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : index
    %d = tile.make_tensormap %m : memref<?x?xf32> -> !desc
    gpu.launch_func @k::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc)
    return
  }
}
