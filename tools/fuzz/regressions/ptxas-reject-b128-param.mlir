
// llvm.mlir.constant, scalar max vector, in a function of the unit.
module {
  llvm.func @f() -> i127 {
    // CHECK: llvm-constant-width.mlir:[[@LINE+2]]:10: error: 'llvm.mlir.constant' op [llvm-constant-width] llvm.mlir.constant of type i127 has the value 0 : i0, a zero-width integer
    // HOST: llvm-constant-width.mlir:[[@LINE+1]]:10: error: 'llvm.mlir.constant' op [llvm-constant-width] host code llvm.mlir.constant of type i127
    %0 = llvm.mlir.constant(0 : i256) : i127
    llvm.return %0 : i127
  }
}

