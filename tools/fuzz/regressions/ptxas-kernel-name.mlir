gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @"1k"(%s: memref<256xi32, 3>, %bar: memref<i64, 3>) {
    gpu.return
  }
}
