gpu.module @"" [#nvvm.target<chip = "sa">] {
  gpu.func @reb(%slot: i64) {
    gpu.return
  }
}
