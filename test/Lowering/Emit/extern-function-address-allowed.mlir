// Addresses of functions ptxas provides that LLVM folds away, so that the PTX only calls them
// (or never names them): no [extern-function-address] (extern-function-address.mlir has the
// refused ones), and ptxas assembles the PTX of both strategies. An address never used; a call
// through it (a direct call); a comparison with null or with another function (folded); the
// same function picked either way; an address stored to a local and loaded back (folded at
// -O2); a ptrtoint, getelementptr, select or addrspacecast of it left unused.

// REQUIRES: ptxas
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx
// RUN: %FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_90a %t.ptx -o %t.cubin 2>&1 | count 0
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o %t.asm.ptx
// RUN: %FileCheck %s < %t.asm.ptx
// RUN: ptxas -arch=sm_90a %t.asm.ptx -o %t.asm.cubin 2>&1 | count 0
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm -o %t.ll

// CHECK-LABEL: // gpu.module @folded
// CHECK: .extern .func {{.*}}malloc
// CHECK-NOT: mov.u64 {{.*}}malloc
// CHECK: call.uni (retval0), malloc,
// CHECK-NOT: mov.u64 {{.*}}malloc
gpu.module @folded [#nvvm.target<chip = "sm_90a">] {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @unused() attributes {nvvm.kernel} {
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    llvm.return
  }
  llvm.func @through(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    %n = llvm.mlir.constant(8 : i64) : i64
    %m = llvm.call %f(%n) : !llvm.ptr, (i64) -> !llvm.ptr
    llvm.store %m, %p : !llvm.ptr, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @compared(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    %g = llvm.mlir.addressof @free : !llvm.ptr
    %z = llvm.mlir.zero : !llvm.ptr
    %c = llvm.icmp "eq" %f, %z : !llvm.ptr
    llvm.store %c, %p : i1, !llvm.ptr<1>
    %d = llvm.icmp "eq" %f, %g : !llvm.ptr
    llvm.store %d, %p : i1, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @same(%p: !llvm.ptr<1>, %b: i1) attributes {nvvm.kernel} {
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    %s = llvm.select %b, %f, %f : i1, !llvm.ptr
    %n = llvm.mlir.constant(8 : i64) : i64
    %m = llvm.call %s(%n) : !llvm.ptr, (i64) -> !llvm.ptr
    llvm.store %m, %p : !llvm.ptr, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @local(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %one = llvm.mlir.constant(1 : i32) : i32
    %n = llvm.mlir.constant(8 : i64) : i64
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    %a = llvm.alloca %one x !llvm.ptr : (i32) -> !llvm.ptr
    llvm.store %f, %a : !llvm.ptr, !llvm.ptr
    %l = llvm.load %a : !llvm.ptr -> !llvm.ptr
    %m = llvm.call %l(%n) : !llvm.ptr, (i64) -> !llvm.ptr
    llvm.store %m, %p : !llvm.ptr, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @dead(%b: i1) attributes {nvvm.kernel} {
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    %g = llvm.mlir.addressof @free : !llvm.ptr
    %i = llvm.ptrtoint %f : !llvm.ptr to i64
    %e = llvm.getelementptr %f[1] : (!llvm.ptr) -> !llvm.ptr, i8
    %s = llvm.select %b, %f, %g : i1, !llvm.ptr
    %x = llvm.addrspacecast %g : !llvm.ptr to !llvm.ptr<1>
    llvm.return
  }
}
