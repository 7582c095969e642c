module attributes {gpu.con} {
  gpu.module @k {
llvm.func @c(%a: !llvm.ptr {llvm.byval = !llvm.array<1x i0>,vm.ant},
%arg1: !llvm.ptr {llvm.byval = !llvm.array<128 x i8>, llvm.alconstant})
        attributes {nvvm.kernel} {
      llvm.br ^done
    ^done:
      llvm.return
    }
  }
}
