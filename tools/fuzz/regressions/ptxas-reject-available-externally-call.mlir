gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  llvm.func available_externally @g(%a: i64)  {
    llvm.return
  }
  llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %n = llvm.mlir.constant(8 : i64) : i64
    llvm.call @g(%n) : (i64) -> ()
    llvm.return
  }
}
