// What [kernel-result] (kernel-result.mlir) leaves alone: kernels that return nothing (no
// result, or `!llvm.void`; nvvm.kernel, ptx_kernelcc and gpu.func kernels) and device
// functions that return values, in a gpu.module; ptxas assembles the PTX of both strategies.

// REQUIRES: ptxas
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx
// RUN: %FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | count 0
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o %t.asm.ptx
// RUN: %FileCheck %s < %t.asm.ptx
// RUN: ptxas -arch=sm_90a %t.asm.ptx -o %t.asm.cubin 2>&1 | count 0

// CHECK-LABEL: // gpu.module @results
// CHECK: .func (.param .b32 func_retval0) helper(
// CHECK: .visible .entry k(
// CHECK-NOT: func_retval0
// CHECK: .visible .entry v(
// CHECK-NOT: func_retval0
// CHECK: .visible .entry cc(
// CHECK-NEXT: .param .u32 cc_param_0
// CHECK-NOT: func_retval0
gpu.module @results [#nvvm.target<chip = "sm_90a">] {
  llvm.func @helper(%a: i32) -> i32 {
    llvm.return %a : i32
  }
  llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %c = llvm.mlir.constant(7 : i32) : i32
    %r = llvm.call @helper(%c) : (i32) -> i32
    llvm.store %r, %p : i32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @v() -> !llvm.void attributes {nvvm.kernel} {
    llvm.return
  }
  llvm.func ptx_kernelcc @cc(%a: i32) {
    llvm.return
  }
  gpu.func @g(%p: memref<4xi32, 1>) kernel {
    gpu.return
  }
}
