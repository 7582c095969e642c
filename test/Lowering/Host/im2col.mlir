// im2col descriptors are host-born through cuTensorMapEncodeIm2col:
// (blob, dataType, rank, globalAddress, globalDim, globalStrides,
// pixelBoxLowerCorner (int*), pixelBoxUpperCorner (int*), channelsPerPixel,
// pixelsPerColumn, elementStrides, interleave, swizzle, l2Promotion,
// oobFill). The input is what tile-separate-host-tma makes of an in-kernel
// tile.make_tensormap; the second RUN line starts before the separation.

// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s
// RUN: %tile-opt %S/Inputs/im2col-in-kernel.mlir --pass-pipeline='builtin.module(tile-separate-host-tma)' --pipeline=default --emit=host-llvm | %FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @smem : memref<32x64xf16, 3> {alignment = 1024}
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @conv(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>) kernel {
      %smem = memref.get_global @smem : memref<32x64xf16, 3>
      %bar = memref.get_global @bar : memref<i64, 3>
      %c0 = arith.constant 0 : i32
      %o = arith.constant 0 : i16
      tile.load %d[%c0, %c0, %c0, %c0] to %smem, %bar im2col [%o, %o] mode = im2col
          : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x64xf16, 3>, memref<i64, 3>
      gpu.return
    }
  }
  func.func @host(%X: memref<8x16x16x64xf16>) {
    %c1 = arith.constant 1 : index
    %hd = tile.make_tensormap %X : memref<8x16x16x64xf16>
        -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>
    gpu.launch_func @m::@conv blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%hd : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>)
    return
  }
}

// CHECK-DAG: @[[ONES:__tile_host_tma_i32_[0-9]+]] = private constant [4 x i32] [i32 1, i32 1, i32 1, i32 1]
// CHECK-DAG: @[[CORNER:__tile_host_tma_i32_[0-9]+]] = private constant [2 x i32] [i32 -1, i32 -1]
// CHECK-DAG: @[[KNAME:__tile_host_tma_str_[0-9]+]] = private constant [8 x i8] c"m::conv\00"
// CHECK-LABEL: define void @host(
// CHECK: %[[BLOB:.*]] = alloca [16 x i64], i64 1, align 64
// CHECK: %[[DIMS:.*]] = alloca [4 x i64], i64 1, align 8
// CHECK: %[[STRIDES:.*]] = alloca [3 x i64], i64 1, align 8
// Dims innermost first: C = 64, W = 16, H = 16, N = 8; byte strides of
// W, H, N: 64 * 2, 16 * 64 * 2, 16 * 16 * 64 * 2.
// CHECK: store i64 64,
// CHECK: store i64 16,
// CHECK: store i64 16,
// CHECK: store i64 8,
// CHECK: store i64 128,
// CHECK: store i64 2048,
// CHECK: store i64 32768,
// FLOAT16 = 6, rank 4, lower/upper corner arrays, 64 channels per pixel, 32
// pixels per column, no interleave / swizzle / promotion / NaN fill.
// CHECK-NEXT: %[[R:.*]] = call i32 @cuTensorMapEncodeIm2col(ptr %[[BLOB]], i32 6, i32 4, ptr %{{.*}}, ptr %[[DIMS]], ptr %[[STRIDES]], ptr @[[CORNER]], ptr @[[CORNER]], i32 64, i32 32, ptr @[[ONES]], i32 0, i32 0, i32 0, i32 0)
// CHECK-NEXT: %[[D:.*]] = load [128 x i8], ptr %[[BLOB]], align 64
// CHECK: icmp ne i32 %[[R]], 0
// CHECK: call void @tileReportEncodeFailure(i32 %[[R]], ptr @[[KNAME]], i32 0)
// CHECK: %[[OK:.*]] = icmp eq i32 %[[R]], 0
// CHECK-NEXT: br i1 %[[OK]],
// CHECK: store [128 x i8] %[[D]], ptr
// CHECK: call void @mgpuLaunchKernel(
// CHECK: declare i32 @cuTensorMapEncodeIm2col(ptr, i32, i32, ptr, ptr, ptr, ptr, ptr, i32, i32, ptr, i32, i32, i32, i32)
