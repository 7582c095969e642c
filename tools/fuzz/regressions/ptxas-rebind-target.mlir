module attributes {gpu.coet = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    gpu.func @gather(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64,
        %out: memref<8192x8192xf32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        %a = memref.load %table[%bid] : memref<?xi64, 1>
        %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
        tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      }
      gpu.return
    }
  }
  func.func @host(%tctas: index) {
    return
  }
}
