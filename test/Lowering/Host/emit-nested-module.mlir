// A builtin.module nested in host code is never compiled: its function was
// missing from the --emit=host-* output without a word (tile-fuzz finding:
// code in a nested builtin.module is never lowered). Now a located
// [host-nested-module] error, exit 1, nothing written.

// RUN: rm -f %t.ll
// RUN: %not %tile-opt %s --pipeline=default --emit=host-llvm -o %t.ll 2>&1 | %FileCheck %s
// RUN: not test -e %t.ll
// CHECK: emit-nested-module.mlir:[[@LINE+2]]:3: error: 'builtin.module' op [host-nested-module] a module nested in host code is never compiled: its code would be missing from the output; move it into the top module
module {
  builtin.module {
    func.func @f() {
      return
    }
  }
}
