llvm.func @k(%bar: !llvm.ptr<3>) { %seven = llvm.mlir.constant(7) : i32
%ticks = llvm.mlir.constant(00 : i32) : i32
nvvm.mbarrier.try_wait.parity %bar, %seven, %ticks : !llvm.ptr<3>, i32, i32
llvm.return
  }
