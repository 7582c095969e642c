// LLVM's fatal "Cannot select" names the intrinsic, not the function: with several kernels in
// the gpu.module (and several gpu.modules) the [backend] error still points at the kernel
// that uses it (the unit's LLVM IR is searched for the function calling the intrinsic), for
// --emit=ptx and for the host tail of --emit=host-llvm; exit status 1, no output.
// RUN: rm -f %t && %not %tile-opt %s --emit=ptx -o %t 2>&1 | %FileCheck %s
// RUN: test ! -e %t
// RUN: %not %tile-opt %s --emit=host-llvm -o %t 2>&1 | %FileCheck %s --check-prefix=HOST
// RUN: test ! -e %t
module attributes {gpu.container_module} {
  gpu.module @a [#nvvm.target<chip = "sm_90a">] {
    llvm.func @fine() attributes {nvvm.kernel} {
      llvm.return
    }
  }
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    llvm.func @fine_too() attributes {nvvm.kernel} {
      llvm.return
    }
    // CHECK: backend-fatal-kernel.mlir:[[@LINE+2]]:5: error: [backend] LLVM's back end stopped on PTX output of gpu.module @k: Cannot select: intrinsic %llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d
    // HOST: backend-fatal-kernel.mlir:[[@LINE+1]]:5: error: [backend] LLVM's back end stopped on the host tail (PTX of the gpu.modules): Cannot select: intrinsic %llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d
    llvm.func @gather(%d: !llvm.ptr, %s: !llvm.ptr<7>, %b: !llvm.ptr<3>, %c: i32) attributes {nvvm.kernel} {
      nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %d, %b, box[%c, %c, %c, %c, %c] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr
      llvm.return
    }
    llvm.func @fine_after() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
