module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_256a">] {
    gpu.func @kernel() {
      tile.bulk_commit
      gpu.return
    }
  }
}
