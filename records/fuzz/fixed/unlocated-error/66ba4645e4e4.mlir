module attributes{g.,tile.ptx_version="x"}{gpu.module@r {
}
}
