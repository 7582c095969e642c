gpu.module @m [#nvvm.target<chip = "sm_101a">] {gpu.func @bu(%s: memref<si3>, %b: memref<i64>) {
 gpu.return
  }
}
