// Host emission failures are clean: a module whose host code was not
// lowered by tile-lower-host-tma (error at the op, with its rule id), a
// binary output combined with --split-input-file, and --emit=host-so
// without a `cc` to link with. Nothing is written to stdout or -o.

// RUN: %not %tile-opt %s --pass-pipeline='builtin.module(tile-lower-to-nvvm,convert-scf-to-cf,gpu.module(convert-gpu-to-nvvm),convert-nvvm-to-llvm,tile-finalize-kernel-params)' --emit=host-llvm 2>&1 | %FileCheck %s --check-prefix=NOT-LOWERED
// NOT-LOWERED: emit-errors.mlir:[[@LINE+21]]:10: error: 'tile.make_tensormap' op [host-not-lowered] is still in host code; run --pipeline=default
// NOT-LOWERED: error: [host-not-lowered] the host code is not lowered

// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-obj 2>&1 | %FileCheck %s --check-prefix=SPLIT
// SPLIT: tile-opt: error: --emit=host-obj and --emit=host-so write one binary; they cannot be combined with --split-input-file

// RUN: rm -f %t.so
// RUN: env PATH=%t.no-such-dir %not %tile-opt %s --pipeline=default --emit=host-so -o %t.so 2>&1 | %FileCheck %s --check-prefix=NO-CC
// RUN: not test -e %t.so
// NO-CC: error: [host-link] cannot run 'cc' ({{.*}}): --emit=host-so links the object with 'cc -shared'

!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @use(%d: !desc) kernel {
      tile.prefetch_tensormap %d : !desc
      gpu.return
    }
  }
  func.func @run(%m: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    %d = tile.make_tensormap %m : memref<64x64xf32> -> !desc
    gpu.launch_func @k::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc)
    return
  }
}
