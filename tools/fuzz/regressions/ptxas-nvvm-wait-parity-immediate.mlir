module attributes {gpu.c} {gpu.module @m {  llvm.func @k(%bar: !llvm.ptr<3>) { %c0 = llvm.mlir.constant(72) : i32
 %ticks = llvm.mlir.constant(1 : i32) : i32  nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
 llvm.return
    }
  }
}
