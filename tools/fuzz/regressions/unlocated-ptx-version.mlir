module attributes {gpu.container_module, tile.ptx_version = "8.x"} {
  gpu.module @bad_version {
    }
}
