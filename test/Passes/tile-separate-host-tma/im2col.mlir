// An im2col descriptor built from a kernel argument is host-born like a tiled
// one (on the host it is a cuTensorMapEncodeIm2col call): the kernel receives
// it by value and its im2col loads use the parameter.

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma)' | %FileCheck %s --enable-var-scope

// CHECK-LABEL: gpu.func @conv(
// CHECK-SAME: %arg0: memref<8x16x16x64xf16>, %arg1: memref<32x64xf16, 3>, %arg2: memref<i64, 3>,
// CHECK-SAME: %[[D:arg3]]: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 1 : i32} {
// CHECK-NOT: tile.make_tensormap
// CHECK: tile.load %[[D]][
// CHECK-SAME: im2col[{{.*}}] mode = im2col

// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[X:arg0]]: memref<8x16x16x64xf16>
// CHECK: %[[HD:.*]] = tile.make_tensormap %[[X]] : memref<8x16x16x64xf16> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
// CHECK-NEXT: gpu.launch_func @m::@conv
// CHECK-SAME: %[[HD]] : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>)
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @conv(%X: memref<8x16x16x64xf16>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>) kernel {
      %d = tile.make_tensormap %X : memref<8x16x16x64xf16> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
      %c0 = arith.constant 0 : i32
      %o = arith.constant 0 : i16
      tile.load %d[%c0, %c0, %c0, %c0] to %smem, %bar im2col [%o, %o] mode = im2col
          : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
      gpu.return
    }
  }
  func.func @host(%X: memref<8x16x16x64xf16>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @m::@conv blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%X : memref<8x16x16x64xf16>, %smem : memref<32x64xf16, 3>, %bar : memref<i64, 3>)
    return
  }
}
