// ptx_kernelcc kernels that keep the kernel rules (kernel-cconv.mlir has those they break):
// NVPTX writes each as an `.entry` with PTX parameter types, here in a builtin.module
// translated whole (kernel-result-allowed.mlir has one in a gpu.module), and ptxas assembles
// the PTX of both strategies.

// REQUIRES: ptxas
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx
// RUN: %FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | count 0
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o %t.asm.ptx
// RUN: %FileCheck %s < %t.asm.ptx
// RUN: ptxas -arch=sm_90a %t.asm.ptx -o %t.asm.cubin 2>&1 | count 0

// CHECK-LABEL: // builtin.module
// CHECK: .visible .entry k(
// CHECK-NEXT: .param .u64 .ptr .global .align 1 k_param_0,
// CHECK-NEXT: .param .u8 k_param_1,
// CHECK-NEXT: .param .u32 k_param_2,
// CHECK-NEXT: .param .u64 k_param_3
// CHECK: .visible .entry top(
// CHECK-NEXT: .param .u64 .ptr .global .align 1 top_param_0,
// CHECK-NEXT: .param .u16 top_param_1
module {
  llvm.func ptx_kernelcc @k(%p: !llvm.ptr<1>, %a: i8, %b: i32, %c: i64) {
    llvm.store %c, %p : i64, !llvm.ptr<1>
    llvm.return
  }
  llvm.func ptx_kernelcc @top(%p: !llvm.ptr<1>, %a: i16) {
    llvm.store %a, %p : i16, !llvm.ptr<1>
    llvm.return
  }
}
