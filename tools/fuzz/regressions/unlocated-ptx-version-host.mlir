module attributes {gpu.container_module, tile.ptx_version = "\00"} {
  gpu.module @not_lowered {
    }
}
