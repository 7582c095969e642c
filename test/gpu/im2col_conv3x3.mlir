// GPU case im2col_conv3x3 (test/gpu/im2col_conv3x3.toml): im2col loads of a small NHWC
// f16 convolution input, N=2, H=8, W=8, C=16, for a 3x3 window with padding 1 (stride 1,
// output 8x8 per image). The tensor map is im2col mode: lower corner (W, H) = (-1, -1),
// upper corner (-1, -1) (the bounding box of the filter base: rows and columns -1..6),
// 16 channels per pixel, 32 pixels per column. CTA j (grid 4) takes output pixels
// 32 j .. 32 j + 31 (flattened over n, oh, ow: image n = j div 2, rows 4 (j mod 2) ..
// + 3), whose first filter base is (w, h) = (-1, 4 (j mod 2) - 1), and issues 9 loads, one
// per filter tap (r, s), with im2col offsets (s, r) into slab 9 j + 3 r + s of shared
// memory (32 pixels x 16 channels, 1 KiB each; 9 KiB expected on one mbarrier). The 9
// slabs then go out with one tiled TMA store to dst (rank 3: 36 x 32 x 16, box 16 x 32 x 9
// innermost first) at slab 9 j. The runner checks dst against an im2col built on the host
// (zeros for padding).
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry im2col_conv3x3(
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col
// CHECK: cp.async.bulk.tensor.3d.global.shared::cta
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<9x32x16xf16, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @im2col_conv3x3(%src: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>,
                             %dst: !tile.tensormap<f16, rank = 3, box = [16, 32, 9]>) kernel {
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
            : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x16xf16, strided<[16, 1], offset: 0>, 3>, memref<i64, 3>
        %s1 = memref.reinterpret_cast %smem to offset: [512], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 512>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s1, %bar im2col [%o1, %o0] mode = im2col
            : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x16xf16, strided<[16, 1], offset: 512>, 3>, memref<i64, 3>
        %s2 = memref.reinterpret_cast %smem to offset: [1024], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 1024>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s2, %bar im2col [%o2, %o0] mode = im2col
            : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x16xf16, strided<[16, 1], offset: 1024>, 3>, memref<i64, 3>
        %s3 = memref.reinterpret_cast %smem to offset: [1536], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 1536>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s3, %bar im2col [%o0, %o1] mode = im2col
            : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x16xf16, strided<[16, 1], offset: 1536>, 3>, memref<i64, 3>
        %s4 = memref.reinterpret_cast %smem to offset: [2048], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 2048>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s4, %bar im2col [%o1, %o1] mode = im2col
            : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x16xf16, strided<[16, 1], offset: 2048>, 3>, memref<i64, 3>
        %s5 = memref.reinterpret_cast %smem to offset: [2560], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 2560>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s5, %bar im2col [%o2, %o1] mode = im2col
            : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x16xf16, strided<[16, 1], offset: 2560>, 3>, memref<i64, 3>
        %s6 = memref.reinterpret_cast %smem to offset: [3072], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 3072>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s6, %bar im2col [%o0, %o2] mode = im2col
            : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x16xf16, strided<[16, 1], offset: 3072>, 3>, memref<i64, 3>
        %s7 = memref.reinterpret_cast %smem to offset: [3584], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 3584>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s7, %bar im2col [%o1, %o2] mode = im2col
            : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x16xf16, strided<[16, 1], offset: 3584>, 3>, memref<i64, 3>
        %s8 = memref.reinterpret_cast %smem to offset: [4096], sizes: [32, 16], strides: [16, 1]
            : memref<9x32x16xf16, 3> to memref<32x16xf16, strided<[16, 1], offset: 4096>, 3>
        tile.load %src[%c0_i32, %w, %h, %n] to %s8, %bar im2col [%o2, %o2] mode = im2col
            : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, lower_corner = [-1, -1], upper_corner = [-1, -1]>, memref<32x16xf16, strided<[16, 1], offset: 4096>, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%c0_i32, %c0_i32, %slab]
            : memref<9x32x16xf16, 3>, !tile.tensormap<f16, rank = 3, box = [16, 32, 9]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
