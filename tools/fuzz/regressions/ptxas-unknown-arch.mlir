module attributes {gpu.container_module} {
  gpu.module @"a b" [#nvvm.target<chip = "sm_1023a">] attributes {tile.ptx_version = "8.3"} {
    llvm.func @k() {
      }
  }
}
