// A host function with a memref argument in NVVM shared memory (address space 3) compiled
// to a host pointer in addrspace(3), silently; local (5) and shared::cluster (7) the same.
// --emit=host-* now reports it at the function ([host-memory-space]) and writes nothing.
// Global (1) memrefs stay legal host arguments (device pointers a launch passes on).

// RUN: rm -f %t.ll
// RUN: %not %tile-opt %s --pipeline=default --emit=host-llvm -o %t.ll 2>&1 | %FileCheck %s
// RUN: not test -e %t.ll
// RUN: sed 's/memref<i64, 3>/memref<4xf32, 5>/' %s | %not %tile-opt - --emit=host-llvm 2>&1 | %FileCheck %s --check-prefix=LOCAL
// RUN: sed 's/memref<i64, 3>/memref<4xf32, 1>/' %s | %tile-opt - --emit=host-llvm | %FileCheck %s --check-prefix=GLOBAL
// CHECK: emit-shared-argument.mlir:[[@LINE+5]]:3: error: 'func.func' op [host-memory-space] host code uses (memref<i64, 3>) -> (), a pointer into NVVM address space 3 (shared memory), which exists only on the device
// LOCAL: <stdin>:[[@LINE+4]]:3: error: 'func.func' op [host-memory-space] host code uses (memref<4xf32, 5>) -> (), a pointer into NVVM address space 5 (local memory)
// GLOBAL-LABEL: define void @host(
// GLOBAL-SAME: ptr addrspace(1)
module attributes {tile.target = "sm_90a"} {
  func.func @host(%b: memref<i64, 3>) {
    return
  }
}
