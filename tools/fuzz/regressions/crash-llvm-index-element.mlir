module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    llvm.mlir.global internal @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 1 : i32} : !llvm.array<4 x i32>
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
      %c1 = llvm.mlir.constant(1 : i32) : i32
      %a = llvm.alloca %c1 x !llvm.array<8 x i32> : (i32) -> !llvm.ptr
      %f = llvm.getelementptr %a[0, %c1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<8 x i32>
      %v = llvm.load volatile %f : !llvm.ptr -> i32
      %t = llvm.mlir.addressof @table : !llvm.ptr<1>
      %g = llvm.getelementptr %t[0, %n] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<4 x index>
      %w = llvm.load %g : !llvm.ptr<1> -> i32
      %s = llvm.add %v, %w : i32
      llvm.store %s, %p : i32, !llvm.ptr<1>
      llvm.return
    }
    llvm.func @kc(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      llvm.return
    }
    llvm.func @kd(%p: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %c0 = llvm.mlir.constant(0 : i32) : i32
      %c2 = llvm.mlir.constant(2 : i32) : i32
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
