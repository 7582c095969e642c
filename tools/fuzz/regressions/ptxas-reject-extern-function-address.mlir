gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @k(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %f = llvm.mlir.addressof @malloc : !llvm.ptr
    llvm.store %f, %p : !llvm.ptr, !llvm.ptr<1>
    llvm.return
  }
}
