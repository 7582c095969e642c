module attributes {gpu.c} {gpu.module @k {  llvm.func @ka(%p: !llvm.ptr<1>) {
llvm.return
 }
 llvm.func @kb(%p: !llvm.ptr<1>) {
   %s = llvm.mlir.addressof @kb : !llvm.ptr<3> %v = llvm.load %s : !llvm.ptr<3> -> i32
      llvm.store %v, %p : i32, !llvm.ptr<1> llvm.return
    }
  }
}