// A chip LLVM 22 and ptxas 13 do not both compile for is refused before MLIR parses it,
// at its gpu.module (where the verifier reports it, the same diagnostic), naming the rule,
// also in a gpu.module without tile ops (whose rules MLIR's verifier hook never runs): the
// check is in the library's Session::parse, so an embedder gets it too
// (tools/tile-opt/tests/contain.rs). With --target the session compiles every unit for that
// target and the chip is not used.

// RUN: %not %tile-opt %s --emit=ptx -o %t 2>&1 | %FileCheck %s
// RUN: not test -e %t
// RUN: sed 's/sm_9000/sm_101a/' %s | %not %tile-opt - 2>&1 | %FileCheck %s --check-prefix=RENAMED
// RUN: %tile-opt %s --target=sm_90a --emit=ptx | %FileCheck %s --check-prefix=OVERRIDE
// CHECK: chip-unsupported.mlir:[[@LINE+6]]:3: error: 'gpu.module' op [target-attribute] gpu.module target chip: unsupported target 'sm_9000': not a target both LLVM 22's NVPTX back end and ptxas 13 compile for
// CHECK-NOT: error
// RENAMED: <stdin>:[[@LINE+4]]:3: error: 'gpu.module' op [target-attribute] gpu.module target chip: unsupported target 'sm_101a': not a target both LLVM 22's NVPTX back end and ptxas 13 compile for (CUDA 13 renamed sm_101a to sm_110a)
// OVERRIDE: .target sm_90a
// OVERRIDE-LABEL: .entry k(
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_9000">] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
