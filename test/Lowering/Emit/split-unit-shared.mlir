// A private .shared global that several kernels use must not end up with
// one user in a chunk (LLVM would move it into that kernel): with one
// kernel per chunk (--output-chunk-ops=1) the unit is not split here
// (no stitch), and the PTX is the unit's; the global stays at module level.

// RUN: %tile-opt %s --emit=ptx --output-chunk-ops=0 -o %t.whole.ptx
// RUN: %tile-opt %s --emit=ptx --output-chunk-ops=1 -o %t.small.ptx --timing 2> %t.timing
// RUN: diff %t.whole.ptx %t.small.ptx
// RUN: %FileCheck %s < %t.small.ptx
// RUN: %FileCheck %s --check-prefix=NOSPLIT < %t.timing

// NOSPLIT-NOT: Stitch PTX

// CHECK: .shared .align 8 .b8 smem[128];
// CHECK-LABEL: .visible .entry ka(
// CHECK-NOT: demoted variable
// CHECK-LABEL: .visible .entry kb(
// CHECK-NOT: demoted variable

module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    llvm.mlir.global private @smem() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<32 x i32>
    llvm.func @ka(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %s = llvm.mlir.addressof @smem : !llvm.ptr<3>
      llvm.store %t, %s : i32, !llvm.ptr<3>
      llvm.return
    }
    llvm.func @kb(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      %s = llvm.mlir.addressof @smem : !llvm.ptr<3>
      %v = llvm.load %s : !llvm.ptr<3> -> i32
      llvm.store %v, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
}
