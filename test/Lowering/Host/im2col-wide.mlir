// The wide im2col modes (im2col_w, im2col_w_128; sm_100a) are encoded with
// cuTensorMapEncodeIm2colWide: (blob, dataType, rank, globalAddress,
// globalDim, globalStrides, int pixelBoxLowerCornerWidth,
// int pixelBoxUpperCornerWidth, channelsPerPixel, pixelsPerColumn,
// elementStrides, interleave, mode, swizzle, l2Promotion, oobFill), with
// CU_TENSOR_MAP_IM2COL_WIDE_MODE_W = 0 and W128 = 1.

// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s

!d = !tile.tensormap<f16, rank = 3, swizzle = sw128, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-2], upper_corner = [3]>
module attributes {gpu.container_module, tile.target = "sm_100a"} {
  gpu.module @m [#nvvm.target<chip = "sm_100a">] {
    memref.global "private" @smem : memref<32x64xf16, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @conv(%d: !d) kernel {
      %smem = memref.get_global @smem : memref<32x64xf16, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %c0 = arith.constant 0 : i32
      %o = arith.constant 0 : i16
      tile.load %d[%c0, %c0, %c0] to %smem, %bar im2col [%o, %o] mode = im2col_w_128
          : !d, memref<32x64xf16, 3>, memref<i64, 3>
      gpu.return
    }
  }
  func.func @host(%X: memref<8x16x64xf16>) {
    %c1 = arith.constant 1 : index
    %hd = tile.make_tensormap %X : memref<8x16x64xf16> -> !d
    gpu.launch_func @m::@conv blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%hd : !d)
    return
  }
}

// CHECK-DAG: @[[ONES:__tile_host_tma_i32_[0-9]+]] = private constant [3 x i32] [i32 1, i32 1, i32 1]
// CHECK-DAG: @m_binary = {{.*}}.target sm_100a
// CHECK-LABEL: define void @host(
// CHECK: %[[BLOB:.*]] = alloca [16 x i64], i64 1, align 64
// CHECK: store i64 64,
// CHECK: store i64 16,
// CHECK: store i64 8,
// CHECK: store i64 128,
// CHECK: store i64 2048,
// CHECK-NEXT: %[[R:.*]] = call i32 @cuTensorMapEncodeIm2colWide(ptr %[[BLOB]], i32 6, i32 3, ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}}, i32 -2, i32 3, i32 64, i32 32, ptr @[[ONES]], i32 0, i32 1, i32 3, i32 0, i32 0)
// CHECK: call void @tileReportEncodeFailure(i32 %[[R]],
// CHECK: declare i32 @cuTensorMapEncodeIm2colWide(ptr, i32, i32, ptr, ptr, ptr, i32, i32, i32, i32, ptr, i32, i32, i32, i32, i32)
