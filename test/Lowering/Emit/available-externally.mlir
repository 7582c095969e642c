// [extern-function] for an llvm.func with available_externally linkage: its body only stands
// for a definition elsewhere, so LLVM writes no PTX for it, not even an .extern .func
// declaration, and ptxas compiles a unit whole. A call of it was refused whatever its
// arguments ("Call to 'g' requires call prototype", "Unknown symbol 'g'"), and so was a use of
// its address ("Arguments mismatch for instruction 'mov'"); tile-opt exited 0. Each such
// function is a located error at its first use (a call, or the address taken), a provided
// name (malloc) too, in a gpu.module and in a builtin.module translated whole
// (lowering/src/output/externs.rs). Exit 1, nothing written. available-externally-allowed.mlir
// holds what compiles (unused ones, and what their bodies use).

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

// The regression: a call with an i64 argument (reported once, at the first call).
gpu.module @call [#nvvm.target<chip = "sm_90a">] {
  llvm.func available_externally @g(%a: i64) {
    llvm.return
  }
  llvm.func @k() attributes {nvvm.kernel} {
    %n = llvm.mlir.constant(8 : i64) : i64
    // CHECK: available-externally.mlir:[[@LINE+3]]:5: error: [extern-function] this use of g: @g has available_externally linkage in gpu.module @call, so LLVM writes no PTX for it, not even a declaration (its body only stands for a definition elsewhere), and ptxas compiles a unit whole, with no device linking after it: it refuses the PTX ("Call to 'g' requires call prototype", "Unknown symbol 'g'"); give @g a linkage that defines it in gpu.module @call (external, internal, linkonce_odr, ...)
    // HOST: available-externally.mlir:[[@LINE+2]]:5: error: [extern-function] this use of g: @g has available_externally linkage in gpu.module @call
    // expected-error@below {{[extern-function] this use of g: @g has available_externally linkage in gpu.module @call}}
    llvm.call @g(%n) : (i64) -> ()
    llvm.call @g(%n) : (i64) -> ()
    llvm.return
  }
}

// -----

// No arguments, a result; the address stored, the address called through; a provided name.
// (Reported in the order of the lowered IR, where the addresses come first: CHECK-DAG.)
gpu.module @forms [#nvvm.target<chip = "sm_90a">] {
  llvm.func available_externally @none() {
    llvm.return
  }
  llvm.func available_externally @result(%a: i64) -> i64 {
    llvm.return %a : i64
  }
  llvm.func available_externally @stored() {
    llvm.return
  }
  llvm.func available_externally @through(%a: i64) {
    llvm.return
  }
  llvm.func available_externally @malloc(%a: i64) -> !llvm.ptr {
    %z = llvm.mlir.zero : !llvm.ptr
    llvm.return %z : !llvm.ptr
  }
  llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %n = llvm.mlir.constant(8 : i64) : i64
    // CHECK-DAG: available-externally.mlir:[[@LINE+2]]:5: error: [extern-function] this use of none: @none has available_externally linkage in gpu.module @forms
    // expected-error@below {{[extern-function] this use of none: @none has available_externally linkage}}
    llvm.call @none() : () -> ()
    // CHECK-DAG: available-externally.mlir:[[@LINE+2]]:10: error: [extern-function] this use of result: @result has available_externally linkage
    // expected-error@below {{[extern-function] this use of result: @result has available_externally linkage}}
    %r = llvm.call @result(%n) : (i64) -> i64
    llvm.store %r, %p : i64, !llvm.ptr<1>
    // CHECK-DAG: available-externally.mlir:[[@LINE+2]]:10: error: [extern-function] this use of stored: @stored has available_externally linkage
    // expected-error@below {{[extern-function] this use of stored: @stored has available_externally linkage}}
    %s = llvm.mlir.addressof @stored : !llvm.ptr
    llvm.store %s, %p : !llvm.ptr, !llvm.ptr<1>
    // CHECK-DAG: available-externally.mlir:[[@LINE+2]]:10: error: [extern-function] this use of through: @through has available_externally linkage
    // expected-error@below {{[extern-function] this use of through: @through has available_externally linkage}}
    %t = llvm.mlir.addressof @through : !llvm.ptr
    llvm.call %t(%n) : !llvm.ptr, (i64) -> ()
    // CHECK-DAG: available-externally.mlir:[[@LINE+2]]:10: error: [extern-function] this use of malloc: @malloc has available_externally linkage
    // expected-error@below {{[extern-function] this use of malloc: @malloc has available_externally linkage}}
    %m = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
    llvm.store %m, %p : !llvm.ptr, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// A builtin.module translated whole (host code for --emit=host-llvm, which compiles no PTX
// of it); called from a helper, not a kernel.
module {
  llvm.func available_externally @g(%a: i32) {
    llvm.return
  }
  llvm.func @helper(%a: i32) {
    // CHECK: available-externally.mlir:[[@LINE+2]]:5: error: [extern-function] this use of g: @g has available_externally linkage in builtin.module
    // expected-error@below {{[extern-function] this use of g: @g has available_externally linkage in builtin.module}}
    llvm.call @g(%a) : (i32) -> ()
    llvm.return
  }
}

// -----

// A kernel of available_externally linkage is no definition either: LLVM wrote no .entry for
// it and the PTX lacked the kernel (exit 0). [kernel-declaration], at the kernel, for both
// kinds of kernel and for a kernel of a builtin.module translated whole.
gpu.module @kernel [#nvvm.target<chip = "sm_90a">] {
  // CHECK: available-externally.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [kernel-declaration] kernel @k has available_externally linkage: its body only stands for a definition elsewhere, so LLVM writes no PTX entry for it
  // expected-error@below {{[kernel-declaration] kernel @k has available_externally linkage}}
  llvm.func available_externally @k() attributes {nvvm.kernel} {
    llvm.return
  }
  // CHECK: available-externally.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [kernel-declaration] kernel @cc has available_externally linkage
  // expected-error@below {{[kernel-declaration] kernel @cc has available_externally linkage}}
  llvm.func available_externally ptx_kernelcc @cc() {
    llvm.return
  }
}

// -----

module attributes {tile.target = "sm_90a"} {
  // CHECK: available-externally.mlir:[[@LINE+2]]:3: error: 'llvm.func' op [kernel-declaration] kernel @whole has available_externally linkage
  // expected-error@below {{[kernel-declaration] kernel @whole has available_externally linkage}}
  llvm.func available_externally @whole() attributes {nvvm.kernel} {
    llvm.return
  }
}
