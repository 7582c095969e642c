// --emit=ptx and --emit=llvm translate only the LLVM and NVVM dialects. On
// anything else the driver reports located errors (an op that cannot be at
// the top of a unit; MLIR's diagnostic and a summary at the unit), exits 1
// and writes nothing.

// RUN: %not %tile-opt %s --split-input-file --emit=ptx > %t.stdout 2> %t.stderr
// RUN: %FileCheck %s < %t.stderr
// RUN: %FileCheck %s --check-prefix=EMPTY --allow-empty < %t.stdout
// RUN: %not %tile-opt %s --split-input-file --emit=llvm 2>&1 | %FileCheck %s --check-prefix=LLVM
// RUN: rm -f %t.ptx
// RUN: %not %tile-opt %s --split-input-file --emit=ptx -o %t.ptx
// RUN: test ! -e %t.ptx

// EMPTY-NOT: {{.}}

// Ops outside the LLVM dialect: func, arith.
module attributes {gpu.container_module} {
  gpu.module @unlowered [#nvvm.target<chip = "sm_90a">] {
    // CHECK: not-lowered.mlir:[[@LINE+2]]:5: error: 'func.func' op [not-lowered] cannot be translated to LLVM IR directly in the body of gpu.module @unlowered: only LLVM dialect functions and globals can be there (run the lowering pipeline first)
    // LLVM: not-lowered.mlir:[[@LINE+1]]:5: error: 'func.func' op [not-lowered] cannot be translated to LLVM IR
    func.func @k(%a: i32) -> i32 {
      %b = arith.addi %a, %a : i32
      return %b : i32
    }
  }
}

// -----

// An NVVM op that has no LLVM IR translation of its own: it needs
// convert-nvvm-to-llvm (inline PTX) first.
// MLIR's diagnostic at the op comes first, then the summary at the unit.
module attributes {gpu.container_module} {
  gpu.module @needs_nvvm_to_llvm [#nvvm.target<chip = "sm_90a">] {
    llvm.func @k(%bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %ticks = llvm.mlir.constant(1000 : i32) : i32
      // CHECK: not-lowered.mlir:[[@LINE+1]]:7: error: LLVM Translation failed for operation: nvvm.mbarrier.try_wait.parity
      nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
      // CHECK: not-lowered.mlir:[[@LINE-6]]:3: error: [not-lowered] cannot translate gpu.module @needs_nvvm_to_llvm to LLVM IR: it must contain only LLVM and NVVM dialect ops that have an LLVM IR translation (run the lowering pipeline first)
      // LLVM: not-lowered.mlir:[[@LINE-7]]:3: error: [not-lowered] cannot translate gpu.module @needs_nvvm_to_llvm to LLVM IR
      llvm.return
    }
  }
}

// -----

// No gpu.module, and a body that is not LLVM dialect: nothing to translate.
// CHECK: not-lowered.mlir:[[@LINE+2]]:1: error: [nothing-to-emit] nothing to emit: the module has no gpu.module, and its body is not in the LLVM dialect (run the lowering pipeline first)
// LLVM: not-lowered.mlir:[[@LINE+1]]:1: error: [nothing-to-emit] nothing to emit
func.func @host() {
  return
}

// -----

// A malformed tile.ptx_version: the verifier's located `ptx-version` error.
// CHECK: not-lowered.mlir:[[@LINE+1]]:1: error: 'builtin.module' op [ptx-version] tile.ptx_version: invalid PTX ISA version '8.x': expected "major.minor", for example "8.3"
module attributes {gpu.container_module, tile.ptx_version = "8.x"} {
  gpu.module @bad_version [#nvvm.target<chip = "sm_90a">] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}

// -----

// A chip this compiler does not support: the verifier's located
// `target-attribute` error at the gpu.module.
module attributes {gpu.container_module} {
  // CHECK: not-lowered.mlir:[[@LINE+1]]:3: error: 'gpu.module' op [target-attribute] gpu.module target chip: unsupported target 'sm_75': tile-opt supports sm_80 and newer
  gpu.module @old_chip [#nvvm.target<chip = "sm_75">] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
