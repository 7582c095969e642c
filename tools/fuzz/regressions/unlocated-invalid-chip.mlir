module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "gfx90a">] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
