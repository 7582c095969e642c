// A host memory space outside LLVM's 24-bit address spaces: the translation truncated it
// (memref<i64, -1> became addrspace(16777215); 2^32-1 corrupted LLVM's pointer-type table,
// tile-fuzz crash/1d427b8defc4). --emit=host-* reports it at the op ([address-space]).
// Nothing is written. (Device code gets the verifier's rule: test/Dialect/Tile/invalid-fuzz.mlir.)

// RUN: rm -f %t.o
// RUN: %not %tile-opt %s --pipeline=default --emit=host-obj -o %t.o 2>&1 | %FileCheck %s
// RUN: not test -e %t.o
// CHECK: emit-address-space.mlir:[[@LINE+4]]:3: error: 'llvm.func' op [address-space] host code uses !llvm.ptr<4294967295>: pointer address space 4294967295 is outside LLVM's address spaces (0 to 16777215)
// CHECK: error: [address-space] host code uses an address space LLVM cannot represent

module {
  llvm.func @h(%p: !llvm.ptr<4294967295>) -> i32 {
    %v = llvm.load %p : !llvm.ptr<4294967295> -> i32
    llvm.return %v : i32
  }
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @kc() kernel {
      gpu.return
    }
  }
}
