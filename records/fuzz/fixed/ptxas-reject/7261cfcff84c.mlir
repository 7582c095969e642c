gpu.module @r [#nvvm.target<chip = "sm_90a">] {
  llvm.func @k(%a: !llvm.ptr {llvm.byval = !llvm.array<0 x i8>, m.a}, %b: !llvm.ptr {m.b2}) attributes {nvvm.kernel} {  llvm.return
  }
}
