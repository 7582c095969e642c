gpu.module @m [#nvvm.target<chip = "sm_90a">] {
tile.fence_proxy_async gpu.func @reduce_dec_i32(%d: !tile.tensormap<i32, rank = 2, box = [64, 64]>, %smem: memref<64x64xi32, 3>, %x: i32) kernel {
    gpu.return
  }
}
