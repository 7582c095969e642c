module attributes {gpu.container_module, tile.ptx_version = "8.6"} {
  gpu.module @raised_by_module {
    llvm.func @"%x"() {
      llvm.return
    }
  }
}
