module {
  llvm.func @"1k"(%arg0: !llvm.ptr {m. = !llvm.array<1x i8>,vm.d},
 %1: !llvm.ptr {llvm.byval = !llvm.array<128 x i8>, llvm.})  attributes {n} {
    llvm.return
  }
}