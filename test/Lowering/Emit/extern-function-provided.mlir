// The declarations a unit may keep without a definition
// (lowering/src/output/externs.rs): vprintf (gpu.printf), __assertfail
// (cf.assert), malloc and free, LLVM intrinsics, and declarations nothing
// uses. No [extern-function] error, and ptxas assembles the PTX of both
// strategies; extern-function.mlir has the refused ones.

// REQUIRES: ptxas
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx
// RUN: %FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | count 0
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o %t.asm.ptx
// RUN: ptxas -arch=sm_90a %t.asm.ptx -o %t.asm.cubin 2>&1 | count 0

// CHECK-LABEL: // gpu.module @provided
// CHECK-DAG: .extern .func {{.*}}vprintf
// CHECK-DAG: .extern .func __assertfail
// CHECK-DAG: .extern .func {{.*}}malloc
// CHECK-DAG: .extern .func free
// CHECK-NOT: unused
// CHECK-LABEL: .visible .entry k(
gpu.module @provided [#nvvm.target<chip = "sm_90a">] {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @unused(i32)
  gpu.func @k(%p: memref<4xi32, 1>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %p[%c0] : memref<4xi32, 1>
    gpu.printf "v %d\n", %v : i32
    %zero = arith.constant 0 : i32
    %ok = arith.cmpi ne, %v, %zero : i32
    cf.assert %ok, "v is zero"
    %n = arith.constant 64 : i64
    %buffer = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    llvm.call @free(%buffer) : (!llvm.ptr) -> ()
    gpu.return
  }
}
