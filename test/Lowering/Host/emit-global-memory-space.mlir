// A host memref.global in a #gpu.address_space (here GPU private memory) has no LLVM address
// space on the host: --emit=host-* reports it at the global ([host-memory-space]), before
// finalize-memref-to-llvm could fail without a location (tile-fuzz regression
// unlocated-host-global-private, seed 101 campaign). Nothing is written.

// RUN: rm -f %t.ll
// RUN: %not %tile-opt %s --pipeline=default --emit=host-llvm -o %t.ll 2>&1 | %FileCheck %s --implicit-check-not="conversion of memref memory space"
// RUN: not test -e %t.ll
// CHECK: emit-global-memory-space.mlir:[[@LINE+9]]:3: error: 'memref.global' op [host-memory-space] host code uses memref<8xi8, #gpu.address_space<private>>, whose memory space the host lowering cannot convert
// CHECK: error: [host-memory-space] a host memref has a memory space the host lowering cannot convert

module attributes {tile.target = "sm_90a"} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  memref.global @g : memref<8xi8, #gpu.address_space<private>>
}
