// A builtin.module without a gpu.module whose body is in the LLVM dialect
// is translated as one unit: each of its functions and globals is written
// into the PTX under its name, which must be a PTX identifier
// ([symbol-name], as for the functions of a gpu.module). `@"1k"` reached
// ptxas, which refused it ("Parsing error near '1'"; tile-fuzz regression
// ptxas-unit-symbol-name). The driver exits 1 and writes nothing.

// RUN: %not %tile-opt %s --split-input-file --emit=ptx 2>&1 | %FileCheck %s
// RUN: rm -f %t.ptx
// RUN: %not %tile-opt %s --split-input-file --emit=ptx -o %t.ptx
// RUN: test ! -e %t.ptx

module {
  // CHECK: unit-symbol-names.mlir:[[@LINE+1]]:3: error: 'llvm.func' op [symbol-name] llvm.func @"1k" becomes a PTX symbol, but "1k" is not a PTX identifier
  llvm.func @"1k"(%arg0: !llvm.ptr) {
    llvm.return
  }
  // CHECK-NOT: @fine
  llvm.func @fine() {
    llvm.return
  }
}

// -----

module {
  // CHECK: unit-symbol-names.mlir:[[@LINE+1]]:3: error: 'llvm.mlir.global' op [symbol-name] llvm.mlir.global @"g.g" becomes a PTX symbol, but "g.g" is not a PTX identifier
  llvm.mlir.global external @"g.g"(0 : i32) {addr_space = 1 : i32} : i32
}
