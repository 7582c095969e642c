module attributes {gpu.c} {gpu.module @lvm [#nvvm.target<chip = "sm_80">] {  llvm.func @k(%bar: !llvm.ptr<3>) attributes {nl} {
   %c0 = llvm.mlir.constant(0 : i32) : i32
%ticks = llvm.mlir.constant(1000 : i32) : i32 nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
      llvm.return
    }
  }
}
