// A host memref.global in GPU workgroup memory, under the default-asm pipeline: reported at the
// global ([host-memory-space]) rather than by finalize-memref-to-llvm without a location
// (tile-fuzz regression unlocated-host-global-workgroup, seed 101 campaign). Nothing is written.

// RUN: rm -f %t.ll
// RUN: %not %tile-opt %s --pipeline=default-asm --emit=host-llvm -o %t.ll 2>&1 | %FileCheck %s --implicit-check-not="conversion of memref memory space"
// RUN: not test -e %t.ll
// CHECK: emit-global-workgroup.mlir:[[@LINE+7]]:3: error: 'memref.global' op [host-memory-space] host code uses memref<i8, #gpu.address_space<workgroup>>, whose memory space the host lowering cannot convert
// CHECK: error: [host-memory-space] a host memref has a memory space the host lowering cannot convert

module {
  func.func @n() {
    return
  }
  memref.global @s : memref<i8, #gpu.address_space<workgroup>> = uninitialized
}
