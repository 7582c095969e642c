gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  llvm.func @k() -> i32 attributes {nvvm.kernel} {
    %c = llvm.mlir.constant(1 : i32) : i32
    llvm.return %c : i32
  }
}
