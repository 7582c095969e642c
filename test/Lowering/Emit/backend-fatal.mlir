// An instruction the target lacks, in already-lowered input (the verifier cannot see it):
// LLVM's fatal "Cannot select" becomes an error at the kernel that triggered it, exit
// status 1, and no output; the library gets it as an error value (the worker thread LLVM
// stopped on is parked, the process goes on: tools/tile-opt/tests/contain.rs).
// RUN: rm -f %t && %not %tile-opt %s --emit=ptx -o %t 2>&1 | %FileCheck %s
// RUN: test ! -e %t
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    // CHECK: backend-fatal.mlir:[[@LINE+1]]:5: error: [backend] LLVM's back end stopped on PTX output of gpu.module @k: Cannot select: intrinsic %llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d
    llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr<7>, %b: !llvm.ptr<3>, %c: i32) attributes {nvvm.kernel} {
      nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %d, %b, box[%c, %c, %c, %c, %c] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
      llvm.return
    }
  }
}
