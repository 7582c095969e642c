// RUN: %tile-opt %s --split-input-file --verify-diagnostics

// [smem-shape]: the shared-memory memref of tile.load / tile.store / tile.reduce
// indexes the box as TMA lays it out, outermost first (the rule:
// dialects/rules/src/shared_box.rs; the shapes it accepts: smem-shape.mlir). The
// box of the type is written innermost first: box = [64, 32] is 32 rows of 64.

// The repro (/work/shared/repros/smem_transposed.mlir): a box of 64 rows x 32
// columns in a 32x64 buffer, as load and store. Same bytes, wrong rows.
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<32x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @transposed(%src: !tile.tensormap<f32, rank = 2, box = [32, 64]>,
                         %dst: !tile.tensormap<f32, rank = 2, box = [32, 64]>) kernel {
      %smem = memref.get_global @tile_smem : memref<32x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0_i32 = arith.constant 0 : i32
      %bytes = arith.constant 8192 : i32
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      // expected-error@below {{[smem-shape] the box [32, 64] (tile mode) lies in shared memory as 64x32 (outermost first), but the memref is 32x64: index it as the box, outermost first (or use a flat 1-D buffer)}}
      tile.load %src[%c0_i32, %c0_i32] to %smem, %bar
          : !tile.tensormap<f32, rank = 2, box = [32, 64]>, memref<32x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      // expected-error@below {{[smem-shape] the box [32, 64] (tile mode) lies in shared memory as 64x32 (outermost first), but the memref is 32x64}}
      tile.store %smem to %dst[%c0_i32, %c0_i32]
          : memref<32x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 64]>
      tile.bulk_commit
      tile.bulk_wait 0 read
      gpu.return
    }
  }
}

// -----

func.func @reduce_transposed(%d: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %s: memref<64x32xf32, 3>, %x: i32) {
  // expected-error@below {{[smem-shape] the box [64, 32] (tile mode) lies in shared memory as 32x64 (outermost first), but the memref is 64x32}}
  tile.reduce add %s to %d[%x, %x] : memref<64x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
  return
}

// -----

// Element strides [1, 2]: 16 rows of 32 are written, not 32 rows of 16.
func.func @element_strides(%d: !tile.tensormap<f32, rank = 2, box = [32, 32], element_strides = [1, 2]>,
                           %s: memref<32x16xf32, 3>, %bar: memref<i64, 3>, %x: i32) {
  // expected-error@below {{[smem-shape] the box [32, 32] (tile mode, element strides [1, 2]) lies in shared memory as 16x32 (outermost first), but the memref is 32x16}}
  tile.load %d[%x, %x] to %s, %bar
      : !tile.tensormap<f32, rank = 2, box = [32, 32], element_strides = [1, 2]>, memref<32x16xf32, 3>, memref<i64, 3>
  return
}

// -----

// 64-byte rows under sw128 sit at a 128-byte pitch: 32 rows of 32 f32, not 16 of 64.
func.func @swizzle_pitch(%d: !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>,
                         %s: memref<16x64xf32, 3>, %bar: memref<i64, 3>, %x: i32) {
  // expected-error@below {{[smem-shape] the box [16, 32] (tile mode, swizzle sw128) lies in shared memory as 32x32 (outermost first), but the memref is 16x64}}
  tile.load %d[%x, %x] to %s, %bar
      : !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>, memref<16x64xf32, 3>, memref<i64, 3>
  return
}

// -----

// Another rank: the memref's extents must merge consecutive box extents. 16x128
// does not group 4x8x64.
func.func @rank_differs(%d: !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>,
                        %s: memref<16x128xf32, 3>, %bar: memref<i64, 3>, %x: i32) {
  // expected-error@below {{[smem-shape] the box [64, 8, 4] (tile mode) lies in shared memory as 4x8x64 (outermost first), but the memref is 16x128}}
  tile.load %d[%x, %x, %x] to %s, %bar
      : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<16x128xf32, 3>, memref<i64, 3>
  return
}

// -----

// A column block of a wider buffer: the shape is the box's, the row pitch is not.
func.func @strided_view(%d: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %bar: memref<i64, 3>, %x: i32) {
  %wide = memref.alloca() {alignment = 1024 : i64} : memref<32x128xf32, 3>
  %block = memref.subview %wide[0, 0] [32, 64] [1, 1] : memref<32x128xf32, 3> to memref<32x64xf32, strided<[128, 1]>, 3>
  // expected-error@below {{[smem-shape] the box [64, 32] (tile mode) lies in shared memory as 32x64 (outermost first), but the memref 32x64 has strides [128, 1], not the dense strides [64, 1]: TMA writes the box contiguously}}
  tile.load %d[%x, %x] to %block, %bar
      : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[128, 1]>, 3>, memref<i64, 3>
  return
}

// -----

// gather4 writes four rows of box[0] elements: 4x64.
gpu.module @gather4 [#nvvm.target<chip = "sm_100a">] {
  gpu.func @gather4_rows(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>,
                         %s: memref<64x4xbf16, 3>, %bar: memref<i64, 3>, %x: i32) kernel {
    // expected-error@below {{[smem-shape] the box [64, 1] (gather4 mode, swizzle sw128) lies in shared memory as 4x64 (outermost first), but the memref is 64x4}}
    tile.load %d[%x, %x, %x, %x, %x] to %s, %bar mode = gather4
        : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<64x4xbf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// im2col writes pixels_per_column rows of channels_per_pixel: 32x64.
func.func @im2col_rows(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
                       %s: memref<64x32xf16, 3>, %bar: memref<i64, 3>, %x: i32, %o: i16) {
  // expected-error@below {{[smem-shape] the im2col box of 32 pixels x 64 channels (im2col mode) lies in shared memory as 32x64 (outermost first), but the memref is 64x32}}
  tile.load %d[%x, %x, %x, %x] to %s, %bar im2col [%o, %o] mode = im2col
      : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<64x32xf16, 3>, memref<i64, 3>
  return
}
