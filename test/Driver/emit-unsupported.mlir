// --emit=ptx and --emit=llvm need IR that has been lowered (the LLVM and NVVM
// dialects, inside gpu.modules or at top level). For input that is not, the
// driver fails with a clear message pointing at the lowering pipeline, prints
// nothing on stdout and writes no -o file. This file follows the emit
// support as it lands: when it started, every --emit=llvm/ptx failed with
// "--emit=llvm and --emit=ptx need the lowering passes, which are not built
// yet".

// RUN: %not %tile-opt --split-input-file --emit=ptx %s 2>&1 | %FileCheck %s
// RUN: %not %tile-opt --split-input-file --emit llvm %s 2>&1 | %FileCheck %s

// RUN: %not %tile-opt --emit=ptx %s 2>/dev/null | %FileCheck %s --check-prefix=STDOUT --allow-empty
// STDOUT-NOT: {{.}}

// RUN: rm -f %t
// RUN: %not %tile-opt --emit=ptx %s -o %t
// RUN: test ! -e %t

// --emit=mlir is the default.
// RUN: %tile-opt --emit=mlir %s | %FileCheck %s --check-prefix=MLIR
// MLIR: tile.bulk_commit

// First part: no gpu.module and no LLVM dialect body, nothing to emit
// (located at the module, here its first op).
// CHECK: emit-unsupported.mlir:[[@LINE+1]]:1: error: [nothing-to-emit] nothing to emit: the module has no gpu.module, and its body is not in the LLVM dialect (run the lowering pipeline first)
func.func @f() {
  tile.bulk_commit
  return
}

// -----

// Second part: a gpu.module that still holds tile and gpu ops cannot be
// translated (located at the first op that is not lowered).
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    // CHECK: emit-unsupported.mlir:[[@LINE+1]]:5: error: 'gpu.func' op [not-lowered] cannot be translated to LLVM IR directly in the body of gpu.module @kernels: only LLVM dialect functions and globals can be there (run the lowering pipeline first)
    gpu.func @kernel() kernel {
      tile.bulk_commit
      gpu.return
    }
  }
}
