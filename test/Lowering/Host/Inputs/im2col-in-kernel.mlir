// The input of im2col.mlir before tile-separate-host-tma: the kernel builds
// its im2col descriptor from a memref argument.
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<32x64xf16, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @conv(%X: memref<8x16x16x64xf16>) kernel {
      %smem = memref.get_global @smem : memref<32x64xf16, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %d = tile.make_tensormap %X : memref<8x16x16x64xf16> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>
      %c0 = arith.constant 0 : i32
      %o = arith.constant 0 : i16
      tile.load %d[%c0, %c0, %c0, %c0] to %smem, %bar im2col [%o, %o] mode = im2col
          : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x64xf16, 3>, memref<i64, 3>
      gpu.return
    }
  }
  func.func @host(%X: memref<8x16x16x64xf16>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@conv blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%X : memref<8x16x16x64xf16>)
    return
  }
}
