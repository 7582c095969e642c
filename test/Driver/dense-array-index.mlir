// A dense array of index elements (`array<index: ...>`, also through a type
// alias) crashed MLIR 22's parser with a segmentation fault in
// FloatType::getWidth (index has no bit width; tile-fuzz regression
// crash-dense-array-index). tile-opt refuses it before MLIR parses it, at
// the element type, naming the rule; nothing is written.

// RUN: %not %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx 2>&1 | %FileCheck %s
// RUN: not test -e %t.ptx
// RUN: sed 's/array<index:/array<!i:/' %s > %t.alias.mlir
// RUN: %not %tile-opt %t.alias.mlir 2>&1 | %FileCheck %s --check-prefix=ALIAS
// CHECK: dense-array-index.mlir:[[@LINE+6]]:63: error: [dense-array-element] a dense array of 'index' elements is not supported: index has no fixed width (MLIR 22's parser crashes on it); use i64 or i32 elements
// CHECK-NOT: error
// ALIAS: alias.mlir:[[@LINE+4]]:63: error: [dense-array-element] a dense array of '!i' (an alias of index) elements is not supported
!i = index
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k() kernel attributes {known_block_size = array<index: 32, 1, 1>} {
      gpu.return
    }
  }
}
