module {
  llvm.mlir.global @bar() {addr_space = 3 : i32, i64} : i64
  llvm.func @copy(%arg0: !llvm.ptr {llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant},
%arg1: !llvm.ptr {llvm.byval = !llvm.array<128 x i8>, llvm.aligstant})
      attributes {nvvm.kernel} {
    %bar = llvm.mlir.addressof @bar : !llvm.ptr<3>
    %c0 = llvm.mlir.constant(2 : i32) : i32
    %ticks = llvm.mlir.constant(1002) : i32
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    llvm.return
  }
}
