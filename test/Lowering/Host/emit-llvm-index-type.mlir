// The builtin index type inside an LLVM dialect type in host code: the translation to LLVM IR
// crashed (SIGSEGV) on it; --emit=host-* reports it at the op ([llvm-index-type]). Nothing is
// written. (Device code gets the verifier's rule: test/Dialect/Tile/invalid-fuzz.mlir.)

// RUN: rm -f %t.o
// RUN: %not %tile-opt %s --pipeline=default --emit=host-obj -o %t.o 2>&1 | %FileCheck %s
// RUN: not test -e %t.o
// CHECK: emit-llvm-index-type.mlir:[[@LINE+6]]:10: error: 'llvm.alloca' op [llvm-index-type] host code uses !llvm.array<8 x index>: the builtin index type has no LLVM IR type inside an LLVM dialect type; use i64 (or i32)
// CHECK: error: [llvm-index-type] host code uses an LLVM dialect type holding index

module {
  llvm.func @h(%n: i32) -> i32 {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %a = llvm.alloca %c1 x !llvm.array<8 x index> : (i32) -> !llvm.ptr
    %g = llvm.getelementptr %a[0, %n] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x index>
    %v = llvm.load %g : !llvm.ptr -> i32
    llvm.return %v : i32
  }
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @kc() kernel {
      gpu.return
    }
  }
}
