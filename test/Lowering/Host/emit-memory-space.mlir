// A host memref in a #gpu.address_space has no LLVM address space on the
// host: --emit=host-* reports it at the function ([host-memory-space]),
// before MLIR's type converter could fail without a location (tile-fuzz
// regression unlocated-host-address-space). Nothing is written.

// RUN: rm -f %t.ll
// RUN: %not %tile-opt %s --pipeline=default --emit=host-llvm -o %t.ll 2>&1 | %FileCheck %s --implicit-check-not="conversion of memref memory space"
// RUN: not test -e %t.ll
// CHECK: emit-memory-space.mlir:[[@LINE+4]]:3: error: 'func.func' op [host-memory-space] host code uses (memref<1024xf32, #gpu.address_space<global>>, memref<i64, 3>) -> (), whose memory space the host lowering cannot convert
// CHECK: error: [host-memory-space] a host memref has a memory space the host lowering cannot convert

module attributes {tile.target = "sm_90a"} {
  func.func @host(%g: memref<1024xf32, #gpu.address_space<global>>, %b: memref<i64, 3>) {
    return
  }
}
