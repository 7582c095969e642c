module attributes {gpu.co} {
  gpu.module @k {
    gpu.func @sharot(%slot: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %p: !llvm.ptr<1>) kernel
   attributes {known_block_size = array<i32: 128, 0, 1>} {
      %c0 = arith.constant 0 : index
 %c32 = arith.constant 32 : index
      %tid = gpu.thread_id x
      %warp0 = arith.cmpi ult, %tid, %c32 : index
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %warp0 {
        scf.if %leader {
        }
      }
      gpu.return
    }
  }
}
