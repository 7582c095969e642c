func.func @coord_count_store(%d: !tile.tensormap<f32, rank = 3, box = [64, 4, 4]>, %x: memref<4x4x64xf32, 3>) {
  return
}
