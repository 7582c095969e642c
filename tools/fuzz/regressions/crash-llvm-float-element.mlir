module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    llvm.func @ka(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      llvm.br ^loop(%c0 : i32)
    ^loop(%i: i32):
      %done = llvm.icmp "sge" %i, %n : i32
      llvm.cond_br %done, ^exit, ^body
    ^body:
      %next = llvm.add %i, %c1 : i32
      llvm.br ^loop(%next : i32)
    ^exit:
      llvm.return
    }
    llvm.func @kb(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c2 = llvm.mlir.constant(2 : i32) : i32
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %a = llvm.alloca %c1 x !llvm.array<8 x f32> : (i32) -> !llvm.ptr
      %e = llvm.getelementptr %a[0, %n] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x f8E4M3FN>
      llvm.store %n, %e {volatile} : i32, !llvm.ptr
      llvm.br ^loop(%c0 : i32)
    ^loop(%i: i32):
      %done = llvm.icmp "sge" %i, %n : i32
      llvm.cond_br %done, ^exit, ^body
    ^body:
      %next = llvm.add %i, %c2 : i32
      llvm.br ^loop(%next : i32)
    ^exit:
      llvm.return
    }
  }
}
