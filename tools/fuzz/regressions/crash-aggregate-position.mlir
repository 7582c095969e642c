// tile-fold-memref-structs on LLVM dialect functions (it runs after
// convert-gpu-to-nvvm in the named pipelines; here on its own).
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-fold-memref-structs))' | %FileCheck %s

// The descriptor of a memref.get_global as convert-gpu-to-nvvm builds it: only
// the aligned pointer is read, so the struct, its poison, the dead constants and
// the round trip through i64 go; the pointer is used directly.
// CHECK-LABEL: llvm.func @descriptor(
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[A:.*]] = llvm.mlir.addressof @bar : !llvm.ptr<3>
// CHECK-NEXT: %[[P:.*]] = llvm.getelementptr %[[A]][0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
// CHECK-NEXT: nvvm.mbarrier.init %[[P]], %[[C1]] : !llvm.ptr<3>, i32
// CHECK-NEXT: llvm.return
gpu.module @m {
  llvm.mlir.global private @bar() {addr_space = 3 : i32, alignment = 8 : i64} : i64
  llvm.func @descriptor() {
    %one = llvm.mlir.constant(1 : i32) : i32
    %zero = llvm.mlir.constant(0 : index) : i64
    %a = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %p = llvm.getelementptr %a[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
    %dead = llvm.mlir.constant(3735928559 : index) : i64
    %deadp = llvm.inttoptr %dead : i64 to !llvm.ptr<3>
    %s0 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64)>
    %s1 = llvm.insertvalue %deadp, %s0[1099511627776] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
    %s2 = llvm.insertvalue %p, %s1[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
    %s3 = llvm.insertvalue %zero, %s2[2] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
    %e = llvm.extractvalue %s3[1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
    %i = llvm.ptrtoint %e : !llvm.ptr<3> to i64
    %q = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    nvvm.mbarrier.init %q, %one : !llvm.ptr<3>, i32
    llvm.return
  }
}

