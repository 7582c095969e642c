// [kernel-result]: a kernel returns nothing. A PTX .entry has no return value; for
// `llvm.func @k() -> i32 attributes {nvvm.kernel}` the NVPTX back end wrote
// `st.param.b32 [func_retval0], 1` into the entry, which ptxas refused ("Illegal operand type
// to instruction 'st'", "Unknown symbol 'func_retval0'"), and tile-opt exited 0. Any result
// type is refused, at the kernel, with the type in the message, in a gpu.module and in a
// builtin.module translated whole, for nvvm.kernel and ptx_kernelcc kernels alike; exit 1,
// nothing written. A gpu.func kernel with a result is MLIR's own verifier error. Device
// functions that are not kernels still return values (last case, assembled by ptxas).

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default --emit=ptx
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default-asm --emit=ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm 2>&1 | %FileCheck %s --check-prefix=HOST
// RUN: rm -f %t.ptx %t.ll
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx -o %t.ptx
// RUN: test ! -e %t.ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm -o %t.ll
// RUN: test ! -e %t.ll

// The regression: an i32 result in a gpu.module.
gpu.module @result [#nvvm.target<chip = "sm_90a">] {
  // CHECK: kernel-result.mlir:[[@LINE+3]]:3: error: 'llvm.func' op [kernel-result] kernel @k returns i32: a kernel (a PTX .entry) returns nothing, and ptxas refuses the result the NVPTX back end writes for it ("Illegal operand type to instruction 'st'"); return void and write results through a pointer parameter
  // HOST: kernel-result.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [kernel-result] kernel @k returns i32
  // expected-error@below {{[kernel-result] kernel @k returns i32: a kernel (a PTX .entry) returns nothing}}
  llvm.func @k() -> i32 attributes {nvvm.kernel} {
    %c = llvm.mlir.constant(1 : i32) : i32
    llvm.return %c : i32
  }
}

// -----

// A builtin.module translated whole, other result types.
module {
  // CHECK: kernel-result.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [kernel-result] kernel @ptr returns !llvm.ptr<1>
  // expected-error@below {{[kernel-result] kernel @ptr returns !llvm.ptr<1>}}
  llvm.func @ptr(%p: !llvm.ptr<1>) -> !llvm.ptr<1> attributes {nvvm.kernel} {
    llvm.return %p : !llvm.ptr<1>
  }
  // CHECK: kernel-result.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [kernel-result] kernel @pair returns !llvm.struct<(f32, i64)>
  // expected-error@below {{[kernel-result] kernel @pair returns !llvm.struct<(f32, i64)>}}
  llvm.func @pair() -> !llvm.struct<(f32, i64)> attributes {nvvm.kernel} {
    %u = llvm.mlir.undef : !llvm.struct<(f32, i64)>
    llvm.return %u : !llvm.struct<(f32, i64)>
  }
}

// -----

// A ptx_kernelcc kernel, and a vector. An empty struct too: NVPTX stores nothing for it and
// ptxas takes that PTX, but a kernel returns nothing (as MLIR's verifier says of gpu.func), so
// no result type is let through.
gpu.module @cc [#nvvm.target<chip = "sm_90a">] {
  // CHECK: kernel-result.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [kernel-result] kernel @v returns vector<2xf32>
  // expected-error@below {{[kernel-result] kernel @v returns vector<2xf32>}}
  llvm.func ptx_kernelcc @v() -> vector<2xf32> {
    %c = llvm.mlir.constant(dense<1.0> : vector<2xf32>) : vector<2xf32>
    llvm.return %c : vector<2xf32>
  }
  // CHECK: kernel-result.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [kernel-result] kernel @e returns !llvm.struct<()>
  // expected-error@below {{[kernel-result] kernel @e returns !llvm.struct<()>}}
  llvm.func @e() -> !llvm.struct<()> attributes {nvvm.kernel} {
    %u = llvm.mlir.undef : !llvm.struct<()>
    llvm.return %u : !llvm.struct<()>
  }
}

// -----

// The gpu.func form: MLIR's verifier refuses it first.
gpu.module @gpu [#nvvm.target<chip = "sm_90a">] {
  // CHECK: kernel-result.mlir:[[@LINE+2]]:3: error: 'gpu.func' op expected void return type for kernel function
  // expected-error@below {{expected void return type for kernel function}}
  gpu.func @k() -> i32 kernel {
    %c = arith.constant 1 : i32
    gpu.return %c : i32
  }
}
