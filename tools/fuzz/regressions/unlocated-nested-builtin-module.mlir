module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @reduce_xor_si64(%d: !tile.tensormap<si64, rank = 2, box = [64, 64]>, %smem: memref<64x64xsi64, 3>, %x: i32) {
    gpu.return
  }
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
