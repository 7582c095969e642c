// An #nvvm.target chip with no SM number after "sm_" ("sm_", "sm_x",
// "\00") made MLIR 22's own attribute check read an uninitialized number:
// the same input passed or failed that check from run to run (tile-fuzz
// regression unlocated-cannot-select-unknown-chip and the README's
// nondeterministic chip). tile-opt refuses it before MLIR parses it, at the
// chip, every time; the first three runs must agree.

// RUN: %not %tile-opt %s --pipeline=default --emit=ptx 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s --pipeline=default --emit=ptx 2>&1 | %FileCheck %s
// RUN: %not %tile-opt %s 2>&1 | %FileCheck %s
// RUN: sed 's/chip = "sm_"/chip = "sm_x"/' %s > %t.x.mlir
// RUN: %not %tile-opt %t.x.mlir 2>&1 | %FileCheck %s --check-prefix=X
// RUN: sed 's/chip = "sm_"/chip = "\\00"/' %s > %t.nul.mlir
// RUN: %not %tile-opt %t.nul.mlir 2>&1 | %FileCheck %s --check-prefix=NUL
// CHECK: chip-no-sm-number.mlir:[[@LINE+5]]:45: error: [target-attribute] NVVM target chip 'sm_' has no SM number (expected sm_<N> or sm_<N>a, for example sm_90a)
// CHECK-NOT: error
// X: x.mlir:[[@LINE+3]]:45: error: [target-attribute] NVVM target chip 'sm_x' has no SM number
// NUL: nul.mlir:[[@LINE+2]]:45: error: [target-attribute] NVVM target chip '\00' has no SM number
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<O = 3, chip = "sm_">] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
