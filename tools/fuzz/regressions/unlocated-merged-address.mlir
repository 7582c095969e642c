gpu.module @ed [#nvvm.target<chip = "sm_90a">] {
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @k(%p: !llvm.ptr<1>, %b: i1) attributes {} {
%a = llvm.mlir.addressof @malloc : !llvm.ptr %m = llvm.mlir.addressof @malloc : !llvm.ptr
    %s = llvm.select %b, %a, %m : i1, !llvm.ptr
    %n = llvm.mlir.constant(8 : i64) : i64 llvm.call %s(%n) : !llvm.ptr, (i64) -> ()
    llvm.return
  }
}
