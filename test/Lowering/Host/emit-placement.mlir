// Host code directly in the module body, outside every function, has no
// place in LLVM IR. MLIR's translation crashed (SIGSEGV) on a
// gpu.launch_func there (tile-fuzz seed 15151, iteration 705631) and on a
// memref.store; a module-level gpu.launch was dropped without a word. Now a
// located [host-placement] error at the first such op, exit 1, nothing
// written, for every host output. Declarations (functions, globals,
// gpu.module) stay where they are.

// RUN: rm -f %t.ll %t.asm.ll %t.o
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=host-llvm -o %t.ll 2>&1 | %FileCheck %s
// RUN: not test -e %t.ll
// RUN: %not %tile-opt %s --split-input-file --pipeline=default-asm --emit=host-llvm -o %t.asm.ll 2>&1 | %FileCheck %s
// RUN: not test -e %t.asm.ll
// The seed's input itself, as an object: refused, nothing written.
// RUN: %not %tile-opt %S/Inputs/launch-outside-function.mlir --pipeline=default-asm --emit=host-obj -o %t.o 2>&1 | %FileCheck %s --check-prefix=SEED
// RUN: not test -e %t.o
// SEED: launch-outside-function.mlir:2:9: error: 'arith.constant' op [host-placement] sits directly in the module body

// CHECK: emit-placement.mlir:[[@LINE+4]]:{{[0-9]+}}: error: 'gpu.launch_func' op [host-placement] sits directly in the module body, outside every function: host code runs only inside a function (LLVM IR has no place for it); move it into a func.func
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {gpu.func @k() kernel { gpu.return }}
  func.func private @sizes() -> index
  gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
  func.func @f() {
    return
  }
  %c1 = func.call @sizes() : () -> index
}

// -----

// CHECK: emit-placement.mlir:[[@LINE+4]]:3: error: 'memref.store' op [host-placement]
module {
  memref.global @g : memref<4xf32> = dense<0.0>
  func.func private @ext()
  memref.store %v, %m[%c0] : memref<4xf32>
  %m = memref.get_global @g : memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
}

// -----

// CHECK: emit-placement.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'gpu.launch' op [host-placement]
module attributes {gpu.container_module} {
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%a = %c1, %b = %c1, %c = %c1) {
    gpu.terminator
  }
  %c1 = arith.constant 1 : index
}
