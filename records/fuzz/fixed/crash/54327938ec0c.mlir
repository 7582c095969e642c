func.func @is(%slot: memref<128xi8, 1>) {
tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 9223372036854775807, pixels_per_column = 2, lower_corner = [0], upper_corner = [0]>
  return
}
