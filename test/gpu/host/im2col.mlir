// Host-code GPU case im2col (test/gpu/host/im2col.toml): the im2col kernel of
// test/gpu/im2col_conv3x3.mlir (NHWC 2x8x8x16 f16, 3x3 window, pad 1, 32 pixels per column,
// 9 im2col loads per CTA, one tiled store of the 9 slabs), but written the issue-5 way: the
// kernel takes the input and output as memrefs and makes both tensor maps itself (an im2col
// one over %x: lower corner (-1, -1), upper corner (-1, -1), 16 channels per pixel; a tiled
// rank-3 one over %out, box 16 x 32 x 9). tile-separate-host-tma hoists both to the host, where
// they become cuTensorMapEncodeIm2col / cuTensorMapEncodeTiled calls before mgpuLaunchKernel.
// gpu-runner's host-so mode checks %out against an im2col computed on the host.
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm | %FileCheck %s
// CHECK-LABEL: define void @run(
// CHECK: call i32 @cuTensorMapEncodeIm2col(
// CHECK: call i32 @cuTensorMapEncodeTiled(
// CHECK: call void @mgpuLaunchKernel(
// CHECK-DAG: declare i32 @cuTensorMapEncodeIm2col(
// CHECK-DAG: declare i32 @cuTensorMapEncodeTiled(
// CHECK-DAG: declare void @mgpuLaunchKernel(
!dx = !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>
!dout = !tile.tensormap<f16, rank = 3, box = [16, 32, 9]>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<9x32x16xf16, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @im2col_conv3x3(%x: memref<2x8x8x16xf16>, %out: memref<36x32x16xf16>) kernel {
      %src = tile.make_tensormap %x : memref<2x8x8x16xf16> -> !dx
      %dst = tile.make_tensormap %out : memref<36x32x16xf16> -> !dout
      %smem = memref.get_global @tile_smem : memref<9x32x16xf16, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c9_i32 = arith.constant 9 : i32
      %cm1_i32 = arith.constant -1 : i32
      %bytes = arith.constant 9216 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %j = arith.index_cast %bx : index to i32
      %n = arith.divui %j, %c2_i32 : i32
      %half = arith.remui %j, %c2_i32 : i32
      %oh0 = arith.muli %half, %c4_i32 : i32
      %h = arith.addi %oh0, %cm1_i32 : i32
      %w = arith.addi %c0_i32, %cm1_i32 : i32
      %slab = arith.muli %j, %c9_i32 : i32
      %o0 = arith.constant 0 : i16
      %o1 = arith.constant 1 : i16
      %o2 = arith.constant 2 : i16
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        %s0 = memref.reinterpret_cast %smem to offset: [0], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 0>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s0, %bar im2col [%o0, %o0] mode = im2col
            : !dx, memref<32x16xf16, strided<[16, 1], offset: 0>, 3>, memref<i64, 3>
        %s1 = memref.reinterpret_cast %smem to offset: [512], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 512>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s1, %bar im2col [%o1, %o0] mode = im2col
            : !dx, memref<32x16xf16, strided<[16, 1], offset: 512>, 3>, memref<i64, 3>
        %s2 = memref.reinterpret_cast %smem to offset: [1024], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 1024>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s2, %bar im2col [%o2, %o0] mode = im2col
            : !dx, memref<32x16xf16, strided<[16, 1], offset: 1024>, 3>, memref<i64, 3>
        %s3 = memref.reinterpret_cast %smem to offset: [1536], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 1536>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s3, %bar im2col [%o0, %o1] mode = im2col
            : !dx, memref<32x16xf16, strided<[16, 1], offset: 1536>, 3>, memref<i64, 3>
        %s4 = memref.reinterpret_cast %smem to offset: [2048], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 2048>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s4, %bar im2col [%o1, %o1] mode = im2col
            : !dx, memref<32x16xf16, strided<[16, 1], offset: 2048>, 3>, memref<i64, 3>
        %s5 = memref.reinterpret_cast %smem to offset: [2560], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 2560>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s5, %bar im2col [%o2, %o1] mode = im2col
            : !dx, memref<32x16xf16, strided<[16, 1], offset: 2560>, 3>, memref<i64, 3>
        %s6 = memref.reinterpret_cast %smem to offset: [3072], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 3072>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s6, %bar im2col [%o0, %o2] mode = im2col
            : !dx, memref<32x16xf16, strided<[16, 1], offset: 3072>, 3>, memref<i64, 3>
        %s7 = memref.reinterpret_cast %smem to offset: [3584], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 3584>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s7, %bar im2col [%o1, %o2] mode = im2col
            : !dx, memref<32x16xf16, strided<[16, 1], offset: 3584>, 3>, memref<i64, 3>
        %s8 = memref.reinterpret_cast %smem to offset: [4096], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 4096>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s8, %bar im2col [%o2, %o2] mode = im2col
            : !dx, memref<32x16xf16, strided<[16, 1], offset: 4096>, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%c0_i32, %c0_i32, %slab]
            : memref<9x32x16xf16, 3>, !dout
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
  func.func @run(%x: memref<2x8x8x16xf16>, %out: memref<36x32x16xf16>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @kernels::@im2col_conv3x3 blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%x : memref<2x8x8x16xf16>, %out : memref<36x32x16xf16>)
    return
  }
}
