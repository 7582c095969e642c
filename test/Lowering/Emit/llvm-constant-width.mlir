// [llvm-constant-width]: an llvm.mlir.constant or llvm.mlir.global whose value is a zero-width
// integer (0 : i0, or elements of i0) for a constant of another integer width. LLVM IR has no
// i0; MLIR's translation sign-extends the 0-bit value to the constant's width and crashed with
// SIGSEGV past 64 bits (tile-fuzz seed 19191, regression crash-llvm-zero-width-constant), in
// device code and host code alike. A located error naming the rule, the op and both types;
// exit 1, nothing written. A value of a nonzero width stays allowed (last case).

// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s --split-input-file --target=sm_100a --pipeline=default-asm --emit=ptx 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm 2>&1 | %FileCheck %s --check-prefix=HOST
// RUN: rm -f %t.ptx %t.ll
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx -o %t.ptx
// RUN: test ! -e %t.ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm -o %t.ll
// RUN: test ! -e %t.ll

// The regression: a module translated whole as one unit (device rules) or as host code.
module {
  // CHECK: llvm-constant-width.mlir:[[@LINE+2]]:3: error: 'llvm.mlir.global' op [llvm-constant-width] llvm.mlir.global @y of type i127 has the value 0 : i0, a zero-width integer: LLVM IR has no zero-width integer, and the translation cannot extend one to the constant's width; write the value with the constant's own type
  // HOST: llvm-constant-width.mlir:[[@LINE+1]]:3: error: 'llvm.mlir.global' op [llvm-constant-width] host code llvm.mlir.global @y of type i127 has the value 0 : i0, a zero-width integer
  llvm.mlir.global @y(0 : i0) : i127
}

// -----

// An up-to-64-bit width is refused too: the extension from 0 bits only happened to work.
module {
  // CHECK: llvm-constant-width.mlir:[[@LINE+2]]:3: error: 'llvm.mlir.global' op [llvm-constant-width] llvm.mlir.global @small of type i32 has the value 0 : i0, a zero-width integer
  // HOST: llvm-constant-width.mlir:[[@LINE+1]]:3: error: 'llvm.mlir.global' op [llvm-constant-width] host code llvm.mlir.global @small of type i32
  llvm.mlir.global @small(0 : i0) : i32
}

// -----

// llvm.mlir.constant, scalar and vector, in a function of the unit.
module {
  llvm.func @f() -> i127 {
    // CHECK: llvm-constant-width.mlir:[[@LINE+2]]:10: error: 'llvm.mlir.constant' op [llvm-constant-width] llvm.mlir.constant of type i127 has the value 0 : i0, a zero-width integer
    // HOST: llvm-constant-width.mlir:[[@LINE+1]]:10: error: 'llvm.mlir.constant' op [llvm-constant-width] host code llvm.mlir.constant of type i127
    %0 = llvm.mlir.constant(0 : i0) : i127
    llvm.return %0 : i127
  }
}

// -----

module {
  llvm.func @v() -> vector<2xi127> {
    // CHECK: llvm-constant-width.mlir:[[@LINE+2]]:10: error: 'llvm.mlir.constant' op [llvm-constant-width] llvm.mlir.constant of type vector<2xi127> has the value dense<[0, 0]> : vector<2xi0>, whose elements are i0
    // HOST: llvm-constant-width.mlir:[[@LINE+1]]:10: error: 'llvm.mlir.constant' op [llvm-constant-width] host code llvm.mlir.constant of type vector<2xi127>
    %0 = llvm.mlir.constant(dense<0> : vector<2xi0>) : vector<2xi127>
    llvm.return %0 : vector<2xi127>
  }
}

// -----

// Elements of i0 for an array global, in a gpu.module (the verifier's device rules; the host
// emitter never sees device code, so the host run reports it from the verifier too).
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    // CHECK: llvm-constant-width.mlir:[[@LINE+2]]:5: error: 'llvm.mlir.global' op [llvm-constant-width] llvm.mlir.global @table of type !llvm.array<2 x i127> has the value dense<[0, 0]> : tensor<2xi0>, whose elements are i0
    // HOST: llvm-constant-width.mlir:[[@LINE+1]]:5: error: 'llvm.mlir.global' op [llvm-constant-width] llvm.mlir.global @table of type !llvm.array<2 x i127>
    llvm.mlir.global internal @table(dense<0> : tensor<2xi0>) {addr_space = 1 : i32} : !llvm.array<2 x i127>
  }
}

// -----

// Allowed: an i8 value for an i127 global (the translation extends 8 bits).
// CHECK-NOT: @wide
// HOST-NOT: @wide
module {
  llvm.mlir.global @wide(0 : i8) : i127
}
