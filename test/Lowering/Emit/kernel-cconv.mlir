// A kernel marked by the PTX kernel calling convention (`llvm.func ptx_kernelcc @k`) instead
// of the nvvm.kernel attribute is written by NVPTX as an `.entry` all the same, so every
// kernel rule applies to it (dialects/tile/src/verify/kinds.rs: is_kernel). It was not a
// kernel to the verifier: an i65 parameter reached the PTX as `.param .u65 k_param_0`, which
// ptxas refused ("Parsing error near '.u65': syntax error"), and tile-opt exited 0. Now
// [param-type] (and [param-empty], [kernel-declaration], every kernel rule) report it at the
// kernel, in a gpu.module and in a builtin.module translated whole; exit 1, nothing written.
// kernel-cconv-allowed.mlir holds ptx_kernelcc kernels that compile.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default --emit=ptx
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default-asm --emit=ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx 2>&1 | %FileCheck %s
// RUN: rm -f %t.ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx -o %t.ptx
// RUN: test ! -e %t.ptx

// The regression: in a gpu.module.
gpu.module @cc [#nvvm.target<chip = "sm_90a">] {
  // CHECK: kernel-cconv.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [param-type] kernel @k takes argument #0 as i65: NVPTX declares a scalar integer kernel parameter of width 65 as .u65, which is not a PTX type; use i8, i16, i32 or i64
  // expected-error@below {{[param-type] kernel @k takes argument #0 as i65}}
  llvm.func ptx_kernelcc @k(%a: i65) {
    llvm.return
  }
}

// -----

// A builtin.module translated whole: the kernel is a scope of its own.
module {
  // CHECK: kernel-cconv.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [param-type] kernel @top takes argument #1 as i24
  // expected-error@below {{[param-type] kernel @top takes argument #1 as i24}}
  llvm.func ptx_kernelcc @top(%p: !llvm.ptr<1>, %a: i24) {
    llvm.return
  }
}

// -----

// The other parameter rule, and a declaration (no .entry to write).
gpu.module @others [#nvvm.target<chip = "sm_90a">] {
  // CHECK: kernel-cconv.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [param-empty] kernel @empty
  // expected-error@below {{[param-empty] kernel @empty}}
  llvm.func ptx_kernelcc @empty(%a: !llvm.struct<()>) {
    llvm.return
  }
  // CHECK: kernel-cconv.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [kernel-declaration] kernel @declared has no body
  // expected-error@below {{[kernel-declaration] kernel @declared has no body}}
  llvm.func ptx_kernelcc @declared(i32)
}
