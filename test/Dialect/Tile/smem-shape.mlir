// RUN: %tile-opt %s --split-input-file | %FileCheck %s

// Shared-memory memrefs [smem-shape] accepts (the rule:
// dialects/rules/src/shared_box.rs; its errors: invalid-smem-shape.mlir): each
// indexes the box where TMA wrote it, or is left to the byte size (smem-size).

// The box's shape (outermost first), a flat 1-D buffer, a view merging the outer
// box extents, leading unit extents, more rows than the box, a stage of a ring
// (strided subview with the dense strides), a dynamic extent.
// CHECK-LABEL: func.func @accepted_shapes
// CHECK-COUNT-8: tile.load
func.func @accepted_shapes(%d: !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, %bar: memref<i64, 3>, %x: i32,
                           %n: index) {
  %exact = memref.alloca() {alignment = 128 : i64} : memref<4x8x64xf32, 3>
  %flat = memref.alloca() {alignment = 128 : i64} : memref<2048xf32, 3>
  %merged = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %unit = memref.alloca() {alignment = 128 : i64} : memref<1x4x8x64xf32, 3>
  %taller = memref.alloca() {alignment = 128 : i64} : memref<6x8x64xf32, 3>
  %ring = memref.alloca() {alignment = 1024 : i64} : memref<3x4x8x64xf32, 3>
  %stage = memref.subview %ring[%n, 0, 0, 0] [1, 4, 8, 64] [1, 1, 1, 1]
      : memref<3x4x8x64xf32, 3> to memref<4x8x64xf32, strided<[512, 64, 1], offset: ?>, 3>
  %dynamic = memref.alloca(%n) {alignment = 128 : i64} : memref<?x8x64xf32, 3>
  tile.load %d[%x, %x, %x] to %exact, %bar : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<4x8x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %x, %x] to %flat, %bar : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<2048xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %x, %x] to %merged, %bar : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<32x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %x, %x] to %unit, %bar : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<1x4x8x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %x, %x] to %taller, %bar : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<6x8x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %x, %x] to %ring, %bar : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<3x4x8x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %x, %x] to %stage, %bar
      : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<4x8x64xf32, strided<[512, 64, 1], offset: ?>, 3>, memref<i64, 3>
  tile.load %d[%x, %x, %x] to %dynamic, %bar : !tile.tensormap<f32, rank = 3, box = [64, 8, 4]>, memref<?x8x64xf32, 3>, memref<i64, 3>
  return
}

// -----

// The forms the rule leaves to the byte size: an interleaved map (il16) and the
// im2col::w modes, whose shared layouts it does not derive.
// CHECK-LABEL: gpu.func @left_to_the_byte_size
gpu.module @left_to_the_byte_size [#nvvm.target<chip = "sm_100a">] {
  gpu.func @left_to_the_byte_size(%il: !tile.tensormap<f16, rank = 3, box = [8, 16, 4], interleave = il16>,
      %w: !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
      %bar: memref<i64, 3>, %x: i32, %h: i16) kernel {
    %a = memref.alloca() {alignment = 128 : i64} : memref<16x4x8xf16, 3>
    %b = memref.alloca() {alignment = 128 : i64} : memref<64x32xf16, 3>
    tile.load %il[%x, %x, %x] to %a, %bar : !tile.tensormap<f16, rank = 3, box = [8, 16, 4], interleave = il16>, memref<16x4x8xf16, 3>, memref<i64, 3>
    tile.load %w[%x, %x, %x] to %b, %bar im2col [%h, %h] mode = im2col_w
        : !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<64x32xf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Stores and reductions read the same layout: element strides, a sw128 pitch,
// scatter4's four rows.
// CHECK-LABEL: gpu.func @stores
gpu.module @stores [#nvvm.target<chip = "sm_100a">] {
  gpu.func @stores(%e: !tile.tensormap<f32, rank = 2, box = [32, 32], element_strides = [1, 2]>,
                   %n: !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>,
                   %g: !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>, %x: i32) kernel {
    %se = memref.alloca() {alignment = 128 : i64} : memref<16x32xf32, 3>
    %sn = memref.alloca() {alignment = 1024 : i64} : memref<32x32xf32, 3>
    %sg = memref.alloca() {alignment = 1024 : i64} : memref<4x32xf32, 3>
    tile.store %se to %e[%x, %x] : memref<16x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 32], element_strides = [1, 2]>
    tile.reduce add %sn to %n[%x, %x] : memref<32x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>
    tile.store %sg to %g[%x, %x, %x, %x, %x] mode = scatter4 : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>
    gpu.return
  }
}
