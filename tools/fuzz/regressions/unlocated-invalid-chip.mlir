
gpu.module @valid_multicast_sm128a [#nvvm.target<chip = "sm_90a">] {
  gpu.func @valid_multicast_sm90a_kernel(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %mask: i16) kernel {
    // No multicast-target warning on an arch-specific target.
    tile.load %d[%x, %x] to %s, %bar multicast(%mask) : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

gpu.module @m2 [#nvvm.target<chip = "\00">, #nvvm.target<chip = "sm_100a">] { gpu.func @k2() kernel { gpu.return } }
