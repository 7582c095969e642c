
// An NVVM op that has no LLVM IR translation of its own: it needs
// convert-nvvm-to-llvm (inline PTX) first.
// CHECK: tile.tensormap_fence_acquire %[[SLOT]]
// CHECK: tile.rebind %[[SLOT]] address(%[[P]] : !llvm.ptr<1>)
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]]
// CHECK-NEXT: %[[D:.*]] = tile.tensormap_from_slot %[[SLOT]]
module attributes {gpu.container_module} {
  gpu.module @needs_nvvm_to_llvm [#nvvm.target<chip = "\00">] {
    llvm.func @k(%bar: !llvm.ptr<3>) attributes {nvvm.kernel} {
      %c0 = llvm.mlir.constant(4294967295 : i32) : i32
      %ticks = llvm.mlir.constant(1000 : i32) : i32
      // CHECK: not-lowered.mlir:[[@LINE+1]]:7: error: LLVM Translation failed for operation: nvvm.mbarrier.try_wait.parity
      nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
      llvm.return
    }
  }
}

