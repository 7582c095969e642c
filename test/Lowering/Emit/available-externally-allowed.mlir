// What [extern-function] leaves alone of available_externally (available-externally.mlir
// has what it refuses): an available_externally function nothing uses, or whose only use
// the pipeline drops (an unused address), and what its body uses, which is not written either
// (a declared function it calls, the address of malloc it stores); an available_externally
// global (NVPTX writes it as .weak). ptxas assembles the PTX of both strategies.

// REQUIRES: ptxas
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx
// RUN: %FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | count 0
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o %t.asm.ptx
// RUN: %FileCheck %s < %t.asm.ptx
// RUN: ptxas -arch=sm_90a %t.asm.ptx -o %t.asm.cubin 2>&1 | count 0
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm -o %t.ll

// CHECK-LABEL: // gpu.module @copies
// CHECK-NOT: copy
// CHECK: .weak .global .align 8 .u64 gv = 7;
// CHECK-NOT: copy
// CHECK: .visible .entry k(
gpu.module @copies [#nvvm.target<chip = "sm_90a">] {
  llvm.func @ext(i64)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global available_externally @gv(7 : i64) {addr_space = 1 : i32} : i64
  llvm.func available_externally @copy(%a: i64, %p: !llvm.ptr<1>) {
    llvm.call @ext(%a) : (i64) -> ()
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    llvm.store %f, %p : !llvm.ptr, !llvm.ptr<1>
    llvm.call @copy(%a, %p) : (i64, !llvm.ptr<1>) -> ()
    llvm.return
  }
  llvm.func available_externally @copy_unused_address() {
    llvm.return
  }
  llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %f = llvm.mlir.addressof @copy_unused_address : !llvm.ptr
    %a = llvm.mlir.addressof @gv : !llvm.ptr<1>
    %v = llvm.load %a : !llvm.ptr<1> -> i64
    llvm.store %v, %p : i64, !llvm.ptr<1>
    llvm.return
  }
}
