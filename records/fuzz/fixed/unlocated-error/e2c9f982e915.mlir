module attributes {g.c} {
gpu.module @k {llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr<7>, %b: !llvm.ptr<3>, %c: i32) {
 nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %d, %b, box[%c, %c, %c, %c, %c] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, llvm.return}
  }
}
