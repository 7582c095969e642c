module attributes {gpu.codule} {
  gpu.module @k {llvm.mlir.global @smem() {addr_space = 3 : i32, al64} : !llvm.array<65536 x i1024>
    llvm.func @ka(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {  %t = nvvm.read.ptx.sreg.tid.x : i32
      %s = llvm.mlir.addressof @smem : !llvm.ptr<3>
 llvm.store %t, %s : i32, !llvm.ptr<3>
 llvm.return
    }
    llvm.func @kb(%p: !llvm.ptr<1>) attributes {nvvm.kernel} {
      %s = llvm.mlir.addressof @smem : !llvm.ptr<3>
      %v = llvm.load %s : !llvm.ptr<3> -> i32
      llvm.store %v, %p : i32, !llvm.ptr<1>
      llvm.return
    }
  }
}
