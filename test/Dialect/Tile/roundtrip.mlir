// Round trip of every op of the tile dialect (TileOps.td) and of every
// !tile.tensormap parameter: the custom syntax parses, passes the semantic
// verifier, prints, and the printed form parses and verifies again with the
// same text. sm_100a so that the Blackwell-only forms (gather4, scatter4,
// im2col::w, cta_group, .cp_mask, swizzle atoms) verify.
//
// Every input is legal for sm_100a. Optional parts equal to their default
// (mode = tile, dst_space = cluster, cache = ca, scope = gpu, space all,
// swizzle/interleave/l2_promotion = none, oob_fill = zero) are elided when
// printed. Inside tile ops the printer writes the operand types of the tile
// and llvm dialects in their stripped form (`<f32, rank = 2, ...>`, `<1>`).
//
// No generic-form (--mlir-print-op-generic) round trip: tile-opt has no such
// option yet.

// RUN: %tile-opt %s | %tile-opt | %FileCheck %s

// CHECK: module attributes {tile.target = "sm_100a"} {
module attributes {tile.target = "sm_100a"} {

// !tile.tensormap: every element type a tensor map can describe.
// CHECK-LABEL: func.func @tensormap_element_types(
// CHECK-SAME:   [[I8:%[a-z0-9_]+]]: !tile.tensormap<i8, rank = 1, box = [16]>,
// CHECK-SAME:   [[I16:%[a-z0-9_]+]]: !tile.tensormap<i16, rank = 1, box = [8]>,
// CHECK-SAME:   [[I32:%[a-z0-9_]+]]: !tile.tensormap<i32, rank = 1, box = [4]>,
// CHECK-SAME:   [[SI32:%[a-z0-9_]+]]: !tile.tensormap<si32, rank = 1, box = [4]>,
// CHECK-SAME:   [[I64:%[a-z0-9_]+]]: !tile.tensormap<i64, rank = 1, box = [2]>,
// CHECK-SAME:   [[SI64:%[a-z0-9_]+]]: !tile.tensormap<si64, rank = 1, box = [2]>,
// CHECK-SAME:   [[F16:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 1, box = [8]>,
// CHECK-SAME:   [[BF16:%[a-z0-9_]+]]: !tile.tensormap<bf16, rank = 1, box = [8]>,
// CHECK-SAME:   [[F32:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 1, box = [4]>,
// CHECK-SAME:   [[TF32:%[a-z0-9_]+]]: !tile.tensormap<tf32, rank = 1, box = [4]>,
// CHECK-SAME:   [[F64:%[a-z0-9_]+]]: !tile.tensormap<f64, rank = 1, box = [2]>,
// CHECK-SAME:   [[UI8:%[a-z0-9_]+]]: !tile.tensormap<ui8, rank = 1, box = [16]>) {
// CHECK-NEXT: return{{$}}
func.func @tensormap_element_types(
    %i8: !tile.tensormap<i8, rank = 1, box = [16]>,
    %i16: !tile.tensormap<i16, rank = 1, box = [8]>,
    %i32: !tile.tensormap<i32, rank = 1, box = [4]>,
    %si32: !tile.tensormap<si32, rank = 1, box = [4]>,
    %i64: !tile.tensormap<i64, rank = 1, box = [2]>,
    %si64: !tile.tensormap<si64, rank = 1, box = [2]>,
    %f16: !tile.tensormap<f16, rank = 1, box = [8]>,
    %bf16: !tile.tensormap<bf16, rank = 1, box = [8]>,
    %f32: !tile.tensormap<f32, rank = 1, box = [4]>,
    %tf32: !tile.tensormap<tf32, rank = 1, box = [4]>,
    %f64: !tile.tensormap<f64, rank = 1, box = [2]>,
    %ui8: !tile.tensormap<ui8, rank = 1, box = [16]>) {
  return
}

// Ranks 1..5; box extents 1..256.
// CHECK-LABEL: func.func @tensormap_ranks(
// CHECK-SAME:   [[R1:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 1, box = [256]>,
// CHECK-SAME:   [[R2:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[R3:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 3, box = [4, 8, 16]>,
// CHECK-SAME:   [[R4:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 4, box = [4, 1, 2, 3]>,
// CHECK-SAME:   [[R5:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 5, box = [4, 1, 1, 1, 256]>) {
// CHECK-NEXT: return{{$}}
func.func @tensormap_ranks(
    %r1: !tile.tensormap<f32, rank = 1, box = [256]>,
    %r2: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
    %r3: !tile.tensormap<f32, rank = 3, box = [4, 8, 16]>,
    %r4: !tile.tensormap<f32, rank = 4, box = [4, 1, 2, 3]>,
    %r5: !tile.tensormap<f32, rank = 5, box = [4, 1, 1, 1, 256]>) {
  return
}

// Every swizzle, with the inner box row inside the swizzle span
// (sw32: 32 B, sw64: 64 B, the sw128 family: 128 B). `none` is elided.
// CHECK-LABEL: func.func @tensormap_swizzles(
// CHECK-SAME:   [[NONE:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[SW32:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [8, 8], swizzle = sw32>,
// CHECK-SAME:   [[SW64:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [16, 8], swizzle = sw64>,
// CHECK-SAME:   [[SW128:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128>,
// CHECK-SAME:   [[ATOM32:%[a-z0-9_]+]]: !tile.tensormap<bf16, rank = 2, box = [64, 8],
// CHECK-SAME:   swizzle = sw128_atom32>,
// CHECK-SAME:   [[FLIP8:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 2, box = [64, 16],
// CHECK-SAME:   swizzle = sw128_atom32_flip8>,
// CHECK-SAME:   [[ATOM64:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [32, 32],
// CHECK-SAME:   swizzle = sw128_atom64>) {
// CHECK-NEXT: return{{$}}
func.func @tensormap_swizzles(
    %none: !tile.tensormap<f32, rank = 2, box = [64, 64], swizzle = none>,
    %sw32: !tile.tensormap<f32, rank = 2, box = [8, 8], swizzle = sw32>,
    %sw64: !tile.tensormap<f32, rank = 2, box = [16, 8], swizzle = sw64>,
    %sw128: !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128>,
    %atom32: !tile.tensormap<bf16, rank = 2, box = [64, 8], swizzle = sw128_atom32>,
    %flip8: !tile.tensormap<f16, rank = 2, box = [64, 16], swizzle = sw128_atom32_flip8>,
    %atom64: !tile.tensormap<f32, rank = 2, box = [32, 32], swizzle = sw128_atom64>) {
  return
}

// Interleave needs rank >= 3; il32 allows swizzle sw32 or none.
// CHECK-LABEL: func.func @tensormap_interleave(
// CHECK-SAME:   [[NONE:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 3, box = [8, 8, 8]>,
// CHECK-SAME:   [[IL16:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 3, box = [8, 8, 8], interleave = il16>,
// CHECK-SAME:   [[IL32:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 3, box = [8, 8, 8], interleave = il32>,
// CHECK-SAME:   [[IL32SW:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 4, box = [8, 4, 4, 2], swizzle = sw32,
// CHECK-SAME:   interleave = il32>) {
// CHECK-NEXT: return{{$}}
func.func @tensormap_interleave(
    %none: !tile.tensormap<f16, rank = 3, box = [8, 8, 8], interleave = none>,
    %il16: !tile.tensormap<f16, rank = 3, box = [8, 8, 8], interleave = il16>,
    %il32: !tile.tensormap<f32, rank = 3, box = [8, 8, 8], interleave = il32>,
    %il32sw: !tile.tensormap<f32, rank = 4, box = [8, 4, 4, 2], swizzle = sw32, interleave = il32>) {
  return
}

// Every L2 promotion.
// CHECK-LABEL: func.func @tensormap_l2_promotion(
// CHECK-SAME:   [[NONE:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[L64:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_64>,
// CHECK-SAME:   [[L128:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64],
// CHECK-SAME:   l2_promotion = l2_128>,
// CHECK-SAME:   [[L256:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64],
// CHECK-SAME:   l2_promotion = l2_256>) {
// CHECK-NEXT: return{{$}}
func.func @tensormap_l2_promotion(
    %none: !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = none>,
    %l64: !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_64>,
    %l128: !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_128>,
    %l256: !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_256>) {
  return
}

// OOB fill: zero (the default, elided) and nan (floating-point only).
// CHECK-LABEL: func.func @tensormap_oob_fill(
// CHECK-SAME:   [[ZERO:%[a-z0-9_]+]]: !tile.tensormap<si32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[NAN:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64], oob_fill = nan>,
// CHECK-SAME:   [[NAN16:%[a-z0-9_]+]]: !tile.tensormap<bf16, rank = 2, box = [64, 64], oob_fill = nan>) {
// CHECK-NEXT: return{{$}}
func.func @tensormap_oob_fill(
    %zero: !tile.tensormap<si32, rank = 2, box = [64, 64], oob_fill = zero>,
    %nan: !tile.tensormap<f32, rank = 2, box = [64, 64], oob_fill = nan>,
    %nan16: !tile.tensormap<bf16, rank = 2, box = [64, 64], oob_fill = nan>) {
  return
}

// Element strides, one per dimension, 1..8.
// CHECK-LABEL: func.func @tensormap_element_strides(
// CHECK-SAME:   [[S2:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64],
// CHECK-SAME:   element_strides = [1, 2]>,
// CHECK-SAME:   [[S3:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 3, box = [64, 16, 8],
// CHECK-SAME:   element_strides = [1, 4, 8]>,
// CHECK-SAME:   [[ONES:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64],
// CHECK-SAME:   element_strides = [1, 1]>) {
// CHECK-NEXT: return{{$}}
func.func @tensormap_element_strides(
    %s2: !tile.tensormap<f32, rank = 2, box = [64, 64], element_strides = [1, 2]>,
    %s3: !tile.tensormap<f16, rank = 3, box = [64, 16, 8], element_strides = [1, 4, 8]>,
    %ones: !tile.tensormap<f32, rank = 2, box = [64, 64], element_strides = [1, 1]>) {
  return
}

// Every DescMode: tile (the default, elided), im2col of rank 3/4/5 (rank - 2
// corner values, 16/8/5-bit ranges), im2col_w and im2col_w_128 (one corner
// value, 16-bit range) with channels_per_pixel (1..256) and pixels_per_column
// (1..1024).
// CHECK-LABEL: func.func @tensormap_desc_modes(
// CHECK-SAME:   [[TILE:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[IM2COL3:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 3, mode = im2col,
// CHECK-SAME:   channels_per_pixel = 64, pixels_per_column = 128, lower_corner = [-1],
// CHECK-SAME:   upper_corner = [1]>,
// CHECK-SAME:   [[IM2COL4:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, mode = im2col,
// CHECK-SAME:   channels_per_pixel = 64, pixels_per_column = 128, lower_corner = [-1, -1],
// CHECK-SAME:   upper_corner = [-1, -1]>,
// CHECK-SAME:   [[IM2COL5:%[a-z0-9_]+]]: !tile.tensormap<bf16, rank = 5, mode = im2col,
// CHECK-SAME:   channels_per_pixel = 32, pixels_per_column = 256, lower_corner = [-16, -1, 0],
// CHECK-SAME:   upper_corner = [15, 0, 1]>,
// CHECK-SAME:   [[IM2COL_W:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, mode = im2col_w,
// CHECK-SAME:   channels_per_pixel = 64, pixels_per_column = 64, lower_corner = [-2], upper_corner = [2]>,
// CHECK-SAME:   [[IM2COL_W_128:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 5, mode = im2col_w_128,
// CHECK-SAME:   channels_per_pixel = 128, pixels_per_column = 1024, lower_corner = [-32768],
// CHECK-SAME:   upper_corner = [32767]>) {
// CHECK-NEXT: return{{$}}
func.func @tensormap_desc_modes(
    %tile: !tile.tensormap<f32, rank = 2, box = [64, 64], mode = tile>,
    %im2col3: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 128, lower_corner = [-1], upper_corner = [1]>,
    %im2col4: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 128, lower_corner = [-1, -1], upper_corner = [-1, -1]>,
    %im2col5: !tile.tensormap<bf16, rank = 5, mode = im2col, channels_per_pixel = 32, pixels_per_column = 256, lower_corner = [-16, -1, 0], upper_corner = [15, 0, 1]>,
    %im2col_w: !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 64, lower_corner = [-2], upper_corner = [2]>,
    %im2col_w_128: !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 128, pixels_per_column = 1024, lower_corner = [-32768], upper_corner = [32767]>) {
  return
}

// Fields in any order parse; they print in declaration order, defaults elided.
// CHECK-LABEL: func.func @tensormap_field_order(
// CHECK-SAME:   [[ALL:%[a-z0-9_]+]]: !tile.tensormap<bf16, rank = 3, box = [64, 8, 4],
// CHECK-SAME:   element_strides = [1, 1, 2], swizzle = sw128, l2_promotion = l2_256, oob_fill = nan>,
// CHECK-SAME:   [[IM2COL:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, swizzle = sw128,
// CHECK-SAME:   l2_promotion = l2_128, oob_fill = nan, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>) {
// CHECK-NEXT: return{{$}}
func.func @tensormap_field_order(
    %all: !tile.tensormap<bf16, oob_fill = nan, l2_promotion = l2_256, swizzle = sw128, element_strides = [1, 1, 2], box = [64, 8, 4], rank = 3>,
    %im2col: !tile.tensormap<f16, upper_corner = [0, 0], lower_corner = [0, 0], pixels_per_column = 32, channels_per_pixel = 64, mode = im2col, rank = 4, l2_promotion = l2_128, swizzle = sw128, oob_fill = nan>) {
  return
}

// Descriptor creation: make_tensormap on static, dynamic, strided and
// default-space memrefs, for tiled and im2col descriptors.
// CHECK-LABEL: func.func @make_tensormap(
// CHECK-SAME:   [[STATIC:%[a-z0-9_]+]]: memref<8192x8192xf32, 1>,
// CHECK-SAME:   [[DYNAMIC:%[a-z0-9_]+]]: memref<?x?xf32, 1>,
// CHECK-SAME:   [[STRIDED:%[a-z0-9_]+]]: memref<64x128xbf16, strided<[256, 1], offset: 512>, 1>,
// CHECK-SAME:   [[GENERIC:%[a-z0-9_]+]]: memref<1024x256xf16>,
// CHECK-SAME:   [[NHWC:%[a-z0-9_]+]]: memref<8x32x32x64xf16, 1>,
// CHECK-SAME:   [[DYNAMIC3:%[a-z0-9_]+]]: memref<?x?x?xsi32, #gpu.address_space<global>>) {
// CHECK-NEXT: [[A:%.*]] = tile.make_tensormap [[STATIC]]
// CHECK-SAME:   : memref<8192x8192xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: [[B:%.*]] = tile.make_tensormap [[DYNAMIC]]
// CHECK-SAME:   : memref<?x?xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [32, 128], swizzle = sw128>{{$}}
// CHECK-NEXT: [[C:%.*]] = tile.make_tensormap [[STRIDED]]
// CHECK-SAME:   : memref<64x128xbf16, strided<[256, 1], offset: 512>, 1> -> !tile.tensormap<bf16, rank = 2,
// CHECK-SAME:   box = [64, 64], swizzle = sw128_atom32, oob_fill = nan>{{$}}
// CHECK-NEXT: [[D:%.*]] = tile.make_tensormap [[GENERIC]]
// CHECK-SAME:   : memref<1024x256xf16> -> !tile.tensormap<f16, rank = 2, box = [64, 64], l2_promotion = l2_128>{{$}}
// CHECK-NEXT: [[E:%.*]] = tile.make_tensormap [[NHWC]]
// CHECK-SAME:   : memref<8x32x32x64xf16, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 128, lower_corner = [-1, -1], upper_corner = [-1, -1]>{{$}}
// CHECK-NEXT: [[F:%.*]] = tile.make_tensormap [[NHWC]]
// CHECK-SAME:   : memref<8x32x32x64xf16, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [-1], upper_corner = [1]>{{$}}
// CHECK-NEXT: [[G:%.*]] = tile.make_tensormap [[DYNAMIC3]]
// CHECK-SAME:   : memref<?x?x?xsi32, #gpu.address_space<global>> -> !tile.tensormap<si32, rank = 3, box = [8, 8, 8],
// CHECK-SAME:   element_strides = [1, 2, 2]>{{$}}
// CHECK-NEXT: return{{$}}
func.func @make_tensormap(%static: memref<8192x8192xf32, 1>, %dynamic: memref<?x?xf32, 1>,
                          %strided: memref<64x128xbf16, strided<[256, 1], offset: 512>, 1>,
                          %generic: memref<1024x256xf16>, %nhwc: memref<8x32x32x64xf16, 1>,
                          %dynamic3: memref<?x?x?xsi32, #gpu.address_space<global>>) {
  %a = tile.make_tensormap %static : memref<8192x8192xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  %b = tile.make_tensormap %dynamic : memref<?x?xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [32, 128], swizzle = sw128>
  %c = tile.make_tensormap %strided : memref<64x128xbf16, strided<[256, 1], offset: 512>, 1> -> !tile.tensormap<bf16, rank = 2, box = [64, 64], swizzle = sw128_atom32, oob_fill = nan>
  %d = tile.make_tensormap %generic : memref<1024x256xf16> -> !tile.tensormap<f16, rank = 2, box = [64, 64], l2_promotion = l2_128>
  %e = tile.make_tensormap %nhwc : memref<8x32x32x64xf16, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 128, lower_corner = [-1, -1], upper_corner = [-1, -1]>
  %f = tile.make_tensormap %nhwc : memref<8x32x32x64xf16, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1], upper_corner = [1]>
  %g = tile.make_tensormap %dynamic3 : memref<?x?x?xsi32, #gpu.address_space<global>> -> !tile.tensormap<si32, rank = 3, box = [8, 8, 8], element_strides = [1, 2, 2]>
  return
}

// make_tensormap_ptr: runtime and constant dims/strides; rank 1 has no strides.
// CHECK-LABEL: func.func @make_tensormap_ptr(
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: !llvm.ptr<1>,
// CHECK-SAME:   [[W:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[H:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[PITCH:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[PITCH2:%[a-z0-9_]+]]: i64) {
// CHECK-NEXT: [[A:%.*]] = tile.make_tensormap_ptr [[P]], dims{{\[}}[[W]], [[H]]], strides{{\[}}[[PITCH]]]
// CHECK-SAME:   : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: [[C8192:%.*]] = arith.constant 8192 : i64{{$}}
// CHECK-NEXT: [[C32768:%.*]] = arith.constant 32768 : i64{{$}}
// CHECK-NEXT: [[B:%.*]] = tile.make_tensormap_ptr [[P]], dims{{\[}}[[C8192]], [[C8192]]], strides{{\[}}[[C32768]]]
// CHECK-SAME:   : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [32, 64], swizzle = sw128>{{$}}
// CHECK-NEXT: [[C:%.*]] = tile.make_tensormap_ptr [[P]], dims{{\[}}[[W]]], strides[]
// CHECK-SAME:   : !llvm.ptr<1> -> !tile.tensormap<i8, rank = 1, box = [256]>{{$}}
// CHECK-NEXT: [[E:%.*]] = tile.make_tensormap_ptr [[P]], dims{{\[}}[[W]], [[H]], [[D]]], strides{{\[}}[[PITCH]], [[PITCH2]]]
// CHECK-SAME:   : !llvm.ptr<1> -> !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 32, pixels_per_column = 64,
// CHECK-SAME:   lower_corner = [0], upper_corner = [0]>{{$}}
// CHECK-NEXT: return{{$}}
func.func @make_tensormap_ptr(%p: !llvm.ptr<1>, %w: i64, %h: i64, %pitch: i64, %d: i64, %pitch2: i64) {
  %a = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  %c8192 = arith.constant 8192 : i64
  %c32768 = arith.constant 32768 : i64
  %b = tile.make_tensormap_ptr %p, dims [%c8192, %c8192], strides [%c32768] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [32, 64], swizzle = sw128>
  %c = tile.make_tensormap_ptr %p, dims [%w], strides [] : !llvm.ptr<1> -> !tile.tensormap<i8, rank = 1, box = [256]>
  %e = tile.make_tensormap_ptr %p, dims [%w, %h, %d], strides [%pitch, %pitch2] : !llvm.ptr<1> -> !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 32, pixels_per_column = 64, lower_corner = [0], upper_corner = [0]>
  return
}

// A 128-byte aligned global slot: its alignment is known to the verifier.
// CHECK: memref.global "private" @desc_slot : memref<128xi8, 1> = uninitialized {alignment = 128 : i64}
memref.global "private" @desc_slot : memref<128xi8, 1> = uninitialized {alignment = 128 : i64}

// tensormap_from_slot: global slots (TMA reads tensor maps from .param/.const/.global), any 128-byte memref.
// CHECK-LABEL: func.func @tensormap_from_slot(
// CHECK-SAME:   [[G:%[a-z0-9_]+]]: memref<128xi8, 1>,
// CHECK-SAME:   [[S:%[a-z0-9_]+]]: memref<128xi8>,
// CHECK-SAME:   [[G64:%[a-z0-9_]+]]: memref<16xi64, 1>) {
// CHECK-NEXT: [[A:%.*]] = tile.tensormap_from_slot [[G]] : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: [[B:%.*]] = tile.tensormap_from_slot [[S]]
// CHECK-SAME:   : memref<128xi8> -> !tile.tensormap<bf16, rank = 3, box = [64, 8, 2], swizzle = sw128>{{$}}
// CHECK-NEXT: [[C:%.*]] = tile.tensormap_from_slot [[G64]]
// CHECK-SAME:   : memref<16xi64, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>{{$}}
// CHECK-NEXT: [[SLOT:%.*]] = memref.get_global @desc_slot : memref<128xi8, 1>{{$}}
// CHECK-NEXT: [[D:%.*]] = tile.tensormap_from_slot [[SLOT]] : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 1, box = [64]>{{$}}
// CHECK-NEXT: return{{$}}
func.func @tensormap_from_slot(%g: memref<128xi8, 1>, %s: memref<128xi8>, %g64: memref<16xi64, 1>) {
  %a = tile.tensormap_from_slot %g : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  %b = tile.tensormap_from_slot %s : memref<128xi8> -> !tile.tensormap<bf16, rank = 3, box = [64, 8, 2], swizzle = sw128>
  %c = tile.tensormap_from_slot %g64 : memref<16xi64, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
  %slot = memref.get_global @desc_slot : memref<128xi8, 1>
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 1, box = [64]>
  return
}

// tile.load, tile mode: dst_space cluster (default) and cta, multicast,
// l2_hint, cta_group = 1 and 2, a predicate, and combinations (multicast
// needs dst_space = cluster).
// CHECK-LABEL: func.func @load_tile(
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[SMEM:%[a-z0-9_]+]]: memref<64x64xf32, 3>,
// CHECK-SAME:   [[BAR:%[a-z0-9_]+]]: memref<i64, 3>,
// CHECK-SAME:   [[X:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[Y:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[MASK:%[a-z0-9_]+]]: i16,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: i1) {
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]]] to [[SMEM]], [[BAR]]
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]]] to [[SMEM]], [[BAR]]
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]]] to [[SMEM]], [[BAR]] dst_space = cta
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]]] to [[SMEM]], [[BAR]] multicast([[MASK]])
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]]] to [[SMEM]], [[BAR]] l2_hint([[POLICY]])
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]]] to [[SMEM]], [[BAR]] cta_group = 1
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]]] to [[SMEM]], [[BAR]] cta_group = 2
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]]] to [[SMEM]], [[BAR]] if [[P]]
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]]] to [[SMEM]], [[BAR]] dst_space = cta l2_hint([[POLICY]]) cta_group = 1
// CHECK-SAME:   if [[P]]
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]]] to [[SMEM]], [[BAR]] multicast([[MASK]]) l2_hint([[POLICY]]) cta_group =
// CHECK-SAME:   2 if [[P]]
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: return{{$}}
func.func @load_tile(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>,
                     %bar: memref<i64, 3>, %x: i32, %y: i32, %mask: i16, %policy: i64, %p: i1) {
  tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %y] to %smem, %bar mode = tile dst_space = cluster : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %y] to %smem, %bar dst_space = cta : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %y] to %smem, %bar multicast(%mask) : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %y] to %smem, %bar l2_hint(%policy) : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %y] to %smem, %bar cta_group = 1 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %y] to %smem, %bar cta_group = 2 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %y] to %smem, %bar if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %y] to %smem, %bar dst_space = cta l2_hint(%policy) cta_group = 1 if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %y] to %smem, %bar dst_space = cluster multicast(%mask) l2_hint(%policy) cta_group = 2 if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  return
}

// A load through a swizzle-atom descriptor (sm_100).
// CHECK-LABEL: func.func @load_swizzled(
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: !tile.tensormap<bf16, rank = 3, box = [64, 8, 2],
// CHECK-SAME:   swizzle = sw128_atom64>,
// CHECK-SAME:   [[SMEM:%[a-z0-9_]+]]: memref<2x8x64xbf16, 3>,
// CHECK-SAME:   [[BAR:%[a-z0-9_]+]]: memref<i64, 3>,
// CHECK-SAME:   [[X:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[Y:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[Z:%[a-z0-9_]+]]: i32) {
// CHECK-NEXT: tile.load [[D]]{{\[}}[[X]], [[Y]], [[Z]]] to [[SMEM]], [[BAR]]
// CHECK-SAME:   : !tile.tensormap<bf16, rank = 3, box = [64, 8, 2], swizzle = sw128_atom64>, memref<2x8x64xbf16, 3>,
// CHECK-SAME:   memref<i64, 3>{{$}}
// CHECK-NEXT: return{{$}}
func.func @load_swizzled(%d: !tile.tensormap<bf16, rank = 3, box = [64, 8, 2], swizzle = sw128_atom64>,
                         %smem: memref<2x8x64xbf16, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32) {
  tile.load %d[%x, %y, %z] to %smem, %bar : !tile.tensormap<bf16, rank = 3, box = [64, 8, 2], swizzle = sw128_atom64>, memref<2x8x64xbf16, 3>, memref<i64, 3>
  return
}

// im2col loads of rank 3/4/5 with rank - 2 i16 offsets.
// CHECK-LABEL: func.func @load_im2col(
// CHECK-SAME:   [[D3:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [-1], upper_corner = [1]>,
// CHECK-SAME:   [[D4:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
// CHECK-SAME:   [[D5:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>,
// CHECK-SAME:   [[SMEM:%[a-z0-9_]+]]: memref<32x64xf16, 3>,
// CHECK-SAME:   [[BAR:%[a-z0-9_]+]]: memref<i64, 3>,
// CHECK-SAME:   [[C:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[W:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[H:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[T:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[N:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[OW:%[a-z0-9_]+]]: i16,
// CHECK-SAME:   [[OH:%[a-z0-9_]+]]: i16,
// CHECK-SAME:   [[OT:%[a-z0-9_]+]]: i16,
// CHECK-SAME:   [[MASK:%[a-z0-9_]+]]: i16,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: i1) {
// CHECK-NEXT: tile.load [[D3]]{{\[}}[[C]], [[W]], [[N]]] to [[SMEM]], [[BAR]] im2col{{\[}}[[OW]]] mode = im2col
// CHECK-SAME:   : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32,
// CHECK-SAME:   lower_corner = [-1], upper_corner = [1]>, memref<32x64xf16, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D4]]{{\[}}[[C]], [[W]], [[H]], [[N]]] to [[SMEM]], [[BAR]] im2col{{\[}}[[OW]], [[OH]]] mode =
// CHECK-SAME:   im2col multicast([[MASK]])
// CHECK-SAME:   : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32,
// CHECK-SAME:   lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D5]]{{\[}}[[C]], [[W]], [[H]], [[T]], [[N]]] to [[SMEM]], [[BAR]]
// CHECK-SAME:   im2col{{\[}}[[OW]], [[OH]], [[OT]]] mode = im2col dst_space = cta l2_hint([[POLICY]]) cta_group = 2
// CHECK-SAME:   if [[P]]
// CHECK-SAME:   : !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32,
// CHECK-SAME:   lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: return{{$}}
func.func @load_im2col(%d3: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1], upper_corner = [1]>,
                       %d4: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
                       %d5: !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>,
                       %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>,
                       %c: i32, %w: i32, %h: i32, %t: i32, %n: i32, %ow: i16, %oh: i16, %ot: i16,
                       %mask: i16, %policy: i64, %p: i1) {
  tile.load %d3[%c, %w, %n] to %smem, %bar im2col [%ow] mode = im2col : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1], upper_corner = [1]>, memref<32x64xf16, 3>, memref<i64, 3>
  tile.load %d4[%c, %w, %h, %n] to %smem, %bar im2col [%ow, %oh] mode = im2col multicast(%mask) : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
  tile.load %d5[%c, %w, %h, %t, %n] to %smem, %bar im2col [%ow, %oh, %ot] mode = im2col dst_space = cta l2_hint(%policy) cta_group = 2 if %p : !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
  return
}

// im2col::w and im2col::w::128: two i16 operands (wHalo, wOffset); constant
// values are range-checked (wHalo < 512 resp. < 32, wOffset < 32).
// CHECK-LABEL: func.func @load_im2col_w(
// CHECK-SAME:   [[DW:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, mode = im2col_w,
// CHECK-SAME:   channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1], upper_corner = [1]>,
// CHECK-SAME:   [[DW128:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, mode = im2col_w_128,
// CHECK-SAME:   channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
// CHECK-SAME:   [[SMEM:%[a-z0-9_]+]]: memref<32x64xf16, 3>,
// CHECK-SAME:   [[BAR:%[a-z0-9_]+]]: memref<i64, 3>,
// CHECK-SAME:   [[C:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[W:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[H:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[N:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[MASK:%[a-z0-9_]+]]: i16,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64) {
// CHECK-NEXT: [[HALO:%.*]] = arith.constant 511 : i16{{$}}
// CHECK-NEXT: [[OFF:%.*]] = arith.constant 31 : i16{{$}}
// CHECK-NEXT: [[HALO128:%.*]] = arith.constant 31 : i16{{$}}
// CHECK-NEXT: tile.load [[DW]]{{\[}}[[C]], [[W]], [[H]], [[N]]] to [[SMEM]], [[BAR]] im2col{{\[}}[[HALO]], [[OFF]]]
// CHECK-SAME:   mode = im2col_w
// CHECK-SAME:   : !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32,
// CHECK-SAME:   lower_corner = [-1], upper_corner = [1]>, memref<32x64xf16, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[DW128]]{{\[}}[[C]], [[W]], [[H]], [[N]]] to [[SMEM]], [[BAR]] im2col{{\[}}[[HALO128]], [[OFF]]]
// CHECK-SAME:   mode = im2col_w_128 multicast([[MASK]]) l2_hint([[POLICY]]) cta_group = 1
// CHECK-SAME:   : !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32,
// CHECK-SAME:   lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: return{{$}}
func.func @load_im2col_w(%dw: !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1], upper_corner = [1]>,
                         %dw128: !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
                         %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>,
                         %c: i32, %w: i32, %h: i32, %n: i32, %mask: i16, %policy: i64) {
  %halo = arith.constant 511 : i16
  %off = arith.constant 31 : i16
  %halo128 = arith.constant 31 : i16
  tile.load %dw[%c, %w, %h, %n] to %smem, %bar im2col [%halo, %off] mode = im2col_w : !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1], upper_corner = [1]>, memref<32x64xf16, 3>, memref<i64, 3>
  tile.load %dw128[%c, %w, %h, %n] to %smem, %bar im2col [%halo128, %off] mode = im2col_w_128 multicast(%mask) l2_hint(%policy) cta_group = 1 : !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
  return
}

// gather4: a 2-D descriptor, 5 coordinates (column, four rows).
// CHECK-LABEL: func.func @load_gather4(
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>,
// CHECK-SAME:   [[SMEM:%[a-z0-9_]+]]: memref<4x64xbf16, 3>,
// CHECK-SAME:   [[BAR:%[a-z0-9_]+]]: memref<i64, 3>,
// CHECK-SAME:   [[COL:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R0:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R1:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R2:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R3:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[MASK:%[a-z0-9_]+]]: i16,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: i1) {
// CHECK-NEXT: tile.load [[D]]{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] to [[SMEM]], [[BAR]] mode = gather4
// CHECK-SAME:   : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] to [[SMEM]], [[BAR]] mode = gather4
// CHECK-SAME:   dst_space = cta cta_group = 2
// CHECK-SAME:   : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.load [[D]]{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] to [[SMEM]], [[BAR]] mode = gather4
// CHECK-SAME:   multicast([[MASK]]) if [[P]]
// CHECK-SAME:   : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: return{{$}}
func.func @load_gather4(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, %smem: memref<4x64xbf16, 3>,
                        %bar: memref<i64, 3>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32, %mask: i16, %p: i1) {
  tile.load %d[%col, %r0, %r1, %r2, %r3] to %smem, %bar mode = gather4 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
  tile.load %d[%col, %r0, %r1, %r2, %r3] to %smem, %bar mode = gather4 dst_space = cta cta_group = 2 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
  tile.load %d[%col, %r0, %r1, %r2, %r3] to %smem, %bar mode = gather4 multicast(%mask) if %p : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
  return
}

// tile.store, tile mode, with l2_hint and a predicate.
// CHECK-LABEL: func.func @store(
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[SMEM:%[a-z0-9_]+]]: memref<64x64xf32, 3>,
// CHECK-SAME:   [[X:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[Y:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: i1) {
// CHECK-NEXT: tile.store [[SMEM]] to [[D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.store [[SMEM]] to [[D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.store [[SMEM]] to [[D]]{{\[}}[[X]], [[Y]]] l2_hint([[POLICY]])
// CHECK-SAME:   : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.store [[SMEM]] to [[D]]{{\[}}[[X]], [[Y]]] if [[P]]
// CHECK-SAME:   : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.store [[SMEM]] to [[D]]{{\[}}[[X]], [[Y]]] l2_hint([[POLICY]]) if [[P]]
// CHECK-SAME:   : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: return{{$}}
func.func @store(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>,
                 %x: i32, %y: i32, %policy: i64, %p: i1) {
  tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.store %smem to %d[%x, %y] mode = tile : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.store %smem to %d[%x, %y] l2_hint(%policy) : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.store %smem to %d[%x, %y] if %p : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.store %smem to %d[%x, %y] l2_hint(%policy) if %p : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// im2col_no_offs stores through im2col and im2col_w descriptors (rank coords).
// CHECK-LABEL: func.func @store_im2col_no_offs(
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
// CHECK-SAME:   [[DW:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 3, mode = im2col_w,
// CHECK-SAME:   channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
// CHECK-SAME:   [[SMEM:%[a-z0-9_]+]]: memref<32x64xf16, 3>,
// CHECK-SAME:   [[C:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[W:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[H:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[N:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: i1) {
// CHECK-NEXT: tile.store [[SMEM]] to [[D]]{{\[}}[[C]], [[W]], [[H]], [[N]]] mode = im2col_no_offs
// CHECK-SAME:   : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>{{$}}
// CHECK-NEXT: tile.store [[SMEM]] to [[DW]]{{\[}}[[C]], [[W]], [[N]]] mode = im2col_no_offs l2_hint([[POLICY]]) if
// CHECK-SAME:   [[P]]
// CHECK-SAME:   : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>{{$}}
// CHECK-NEXT: return{{$}}
func.func @store_im2col_no_offs(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
                                %dw: !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
                                %smem: memref<32x64xf16, 3>, %c: i32, %w: i32, %h: i32, %n: i32, %policy: i64, %p: i1) {
  tile.store %smem to %d[%c, %w, %h, %n] mode = im2col_no_offs : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
  tile.store %smem to %dw[%c, %w, %n] mode = im2col_no_offs l2_hint(%policy) if %p : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
  return
}

// scatter4: a 2-D descriptor, 5 coordinates.
// CHECK-LABEL: func.func @store_scatter4(
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>,
// CHECK-SAME:   [[SMEM:%[a-z0-9_]+]]: memref<4x32xf32, 3>,
// CHECK-SAME:   [[COL:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R0:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R1:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R2:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R3:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: i1) {
// CHECK-NEXT: tile.store [[SMEM]] to [[D]]{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] mode = scatter4
// CHECK-SAME:   : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>{{$}}
// CHECK-NEXT: tile.store [[SMEM]] to [[D]]{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] mode = scatter4
// CHECK-SAME:   l2_hint([[POLICY]]) if [[P]]
// CHECK-SAME:   : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>{{$}}
// CHECK-NEXT: return{{$}}
func.func @store_scatter4(%d: !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>, %smem: memref<4x32xf32, 3>,
                          %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32, %policy: i64, %p: i1) {
  tile.store %smem to %d[%col, %r0, %r1, %r2, %r3] mode = scatter4 : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>
  tile.store %smem to %d[%col, %r0, %r1, %r2, %r3] mode = scatter4 l2_hint(%policy) if %p : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>
  return
}

// tile.reduce: all 8 kinds with element types legal into global memory
// (add: f32/bf16/f16/f64/si32/i64; min/max: si32/i32/si64/bf16/f16;
// inc/dec: i32; and/or/xor: i64/si32/i32/si64).
// CHECK-LABEL: func.func @reduce_kinds(
// CHECK-SAME:   [[F32D:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[F32S:%[a-z0-9_]+]]: memref<64x64xf32, 3>,
// CHECK-SAME:   [[BF16D:%[a-z0-9_]+]]: !tile.tensormap<bf16, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[BF16S:%[a-z0-9_]+]]: memref<64x64xbf16, 3>,
// CHECK-SAME:   [[F16D:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[F16S:%[a-z0-9_]+]]: memref<64x64xf16, 3>,
// CHECK-SAME:   [[F64D:%[a-z0-9_]+]]: !tile.tensormap<f64, rank = 2, box = [32, 32]>,
// CHECK-SAME:   [[F64S:%[a-z0-9_]+]]: memref<32x32xf64, 3>,
// CHECK-SAME:   [[S32D:%[a-z0-9_]+]]: !tile.tensormap<si32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[S32S:%[a-z0-9_]+]]: memref<64x64xsi32, 3>,
// CHECK-SAME:   [[U32D:%[a-z0-9_]+]]: !tile.tensormap<i32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[U32S:%[a-z0-9_]+]]: memref<64x64xi32, 3>,
// CHECK-SAME:   [[S64D:%[a-z0-9_]+]]: !tile.tensormap<si64, rank = 2, box = [32, 32]>,
// CHECK-SAME:   [[S64S:%[a-z0-9_]+]]: memref<32x32xsi64, 3>,
// CHECK-SAME:   [[U64D:%[a-z0-9_]+]]: !tile.tensormap<i64, rank = 2, box = [32, 32]>,
// CHECK-SAME:   [[U64S:%[a-z0-9_]+]]: memref<32x32xi64, 3>,
// CHECK-SAME:   [[X:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[Y:%[a-z0-9_]+]]: i32) {
// CHECK-NEXT: tile.reduce add [[F32S]] to [[F32D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce add [[BF16S]] to [[BF16D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xbf16, 3>, !tile.tensormap<bf16, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce add [[F16S]] to [[F16D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce add [[F64S]] to [[F64D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<32x32xf64, 3>, !tile.tensormap<f64, rank = 2, box = [32, 32]>{{$}}
// CHECK-NEXT: tile.reduce add [[S32S]] to [[S32D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce add [[U64S]] to [[U64D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<32x32xi64, 3>, !tile.tensormap<i64, rank = 2, box = [32, 32]>{{$}}
// CHECK-NEXT: tile.reduce min [[S32S]] to [[S32D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce max [[S32S]] to [[S32D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce min [[U32S]] to [[U32D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce max [[S64S]] to [[S64D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<32x32xsi64, 3>, !tile.tensormap<si64, rank = 2, box = [32, 32]>{{$}}
// CHECK-NEXT: tile.reduce min [[BF16S]] to [[BF16D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xbf16, 3>, !tile.tensormap<bf16, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce max [[F16S]] to [[F16D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce inc [[U32S]] to [[U32D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce dec [[U32S]] to [[U32D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce and [[U64S]] to [[U64D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<32x32xi64, 3>, !tile.tensormap<i64, rank = 2, box = [32, 32]>{{$}}
// CHECK-NEXT: tile.reduce or [[U64S]] to [[U64D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<32x32xi64, 3>, !tile.tensormap<i64, rank = 2, box = [32, 32]>{{$}}
// CHECK-NEXT: tile.reduce xor [[U64S]] to [[U64D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<32x32xi64, 3>, !tile.tensormap<i64, rank = 2, box = [32, 32]>{{$}}
// CHECK-NEXT: tile.reduce and [[S32S]] to [[S32D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce or [[U32S]] to [[U32D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce xor [[S64S]] to [[S64D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<32x32xsi64, 3>, !tile.tensormap<si64, rank = 2, box = [32, 32]>{{$}}
// CHECK-NEXT: return{{$}}
func.func @reduce_kinds(%f32d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %f32s: memref<64x64xf32, 3>,
                        %bf16d: !tile.tensormap<bf16, rank = 2, box = [64, 64]>, %bf16s: memref<64x64xbf16, 3>,
                        %f16d: !tile.tensormap<f16, rank = 2, box = [64, 64]>, %f16s: memref<64x64xf16, 3>,
                        %f64d: !tile.tensormap<f64, rank = 2, box = [32, 32]>, %f64s: memref<32x32xf64, 3>,
                        %s32d: !tile.tensormap<si32, rank = 2, box = [64, 64]>, %s32s: memref<64x64xsi32, 3>,
                        %u32d: !tile.tensormap<i32, rank = 2, box = [64, 64]>, %u32s: memref<64x64xi32, 3>,
                        %s64d: !tile.tensormap<si64, rank = 2, box = [32, 32]>, %s64s: memref<32x32xsi64, 3>,
                        %u64d: !tile.tensormap<i64, rank = 2, box = [32, 32]>, %u64s: memref<32x32xi64, 3>,
                        %x: i32, %y: i32) {
  tile.reduce add %f32s to %f32d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.reduce add %bf16s to %bf16d[%x, %y] : memref<64x64xbf16, 3>, !tile.tensormap<bf16, rank = 2, box = [64, 64]>
  tile.reduce add %f16s to %f16d[%x, %y] : memref<64x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 64]>
  tile.reduce add %f64s to %f64d[%x, %y] : memref<32x32xf64, 3>, !tile.tensormap<f64, rank = 2, box = [32, 32]>
  tile.reduce add %s32s to %s32d[%x, %y] : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>
  tile.reduce add %u64s to %u64d[%x, %y] : memref<32x32xi64, 3>, !tile.tensormap<i64, rank = 2, box = [32, 32]>
  tile.reduce min %s32s to %s32d[%x, %y] : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>
  tile.reduce max %s32s to %s32d[%x, %y] : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>
  tile.reduce min %u32s to %u32d[%x, %y] : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>
  tile.reduce max %s64s to %s64d[%x, %y] : memref<32x32xsi64, 3>, !tile.tensormap<si64, rank = 2, box = [32, 32]>
  tile.reduce min %bf16s to %bf16d[%x, %y] : memref<64x64xbf16, 3>, !tile.tensormap<bf16, rank = 2, box = [64, 64]>
  tile.reduce max %f16s to %f16d[%x, %y] : memref<64x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 64]>
  tile.reduce inc %u32s to %u32d[%x, %y] : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>
  tile.reduce dec %u32s to %u32d[%x, %y] : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>
  tile.reduce and %u64s to %u64d[%x, %y] : memref<32x32xi64, 3>, !tile.tensormap<i64, rank = 2, box = [32, 32]>
  tile.reduce or %u64s to %u64d[%x, %y] : memref<32x32xi64, 3>, !tile.tensormap<i64, rank = 2, box = [32, 32]>
  tile.reduce xor %u64s to %u64d[%x, %y] : memref<32x32xi64, 3>, !tile.tensormap<i64, rank = 2, box = [32, 32]>
  tile.reduce and %s32s to %s32d[%x, %y] : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>
  tile.reduce or %u32s to %u32d[%x, %y] : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>
  tile.reduce xor %s64s to %s64d[%x, %y] : memref<32x32xsi64, 3>, !tile.tensormap<si64, rank = 2, box = [32, 32]>
  return
}

// tile.reduce in both modes (tile, im2col_no_offs) with l2_hint and a predicate.
// CHECK-LABEL: func.func @reduce_modes(
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[SMEM:%[a-z0-9_]+]]: memref<64x64xf32, 3>,
// CHECK-SAME:   [[DIM:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, mode = im2col,
// CHECK-SAME:   channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0],
// CHECK-SAME:   upper_corner = [0, 0]>,
// CHECK-SAME:   [[SMEM16:%[a-z0-9_]+]]: memref<32x64xf16, 3>,
// CHECK-SAME:   [[X:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[Y:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[C:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[W:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[H:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[N:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: i1) {
// CHECK-NEXT: tile.reduce add [[SMEM]] to [[D]]{{\[}}[[X]], [[Y]]]
// CHECK-SAME:   : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce add [[SMEM]] to [[D]]{{\[}}[[X]], [[Y]]] l2_hint([[POLICY]]) if [[P]]
// CHECK-SAME:   : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.reduce add [[SMEM16]] to [[DIM]]{{\[}}[[C]], [[W]], [[H]], [[N]]] mode = im2col_no_offs
// CHECK-SAME:   : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>{{$}}
// CHECK-NEXT: tile.reduce max [[SMEM16]] to [[DIM]]{{\[}}[[C]], [[W]], [[H]], [[N]]] mode = im2col_no_offs
// CHECK-SAME:   l2_hint([[POLICY]]) if [[P]]
// CHECK-SAME:   : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>{{$}}
// CHECK-NEXT: return{{$}}
func.func @reduce_modes(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>,
                        %dim: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
                        %smem16: memref<32x64xf16, 3>,
                        %x: i32, %y: i32, %c: i32, %w: i32, %h: i32, %n: i32, %policy: i64, %p: i1) {
  tile.reduce add %smem to %d[%x, %y] mode = tile : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.reduce add %smem to %d[%x, %y] l2_hint(%policy) if %p : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.reduce add %smem16 to %dim[%c, %w, %h, %n] mode = im2col_no_offs : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
  tile.reduce max %smem16 to %dim[%c, %w, %h, %n] mode = im2col_no_offs l2_hint(%policy) if %p : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
  return
}

// tile.prefetch in each mode, with l2_hint and a predicate.
// CHECK-LABEL: func.func @prefetch(
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[D4:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64,
// CHECK-SAME:   pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
// CHECK-SAME:   [[DW:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, mode = im2col_w,
// CHECK-SAME:   channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
// CHECK-SAME:   [[DW128:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 4, mode = im2col_w_128,
// CHECK-SAME:   channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
// CHECK-SAME:   [[DG:%[a-z0-9_]+]]: !tile.tensormap<bf16, rank = 2, box = [64, 1]>,
// CHECK-SAME:   [[X:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[Y:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[C:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[W:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[H:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[N:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[OW:%[a-z0-9_]+]]: i16,
// CHECK-SAME:   [[OH:%[a-z0-9_]+]]: i16,
// CHECK-SAME:   [[R0:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R1:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R2:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[R3:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: i1) {
// CHECK-NEXT: [[HALO:%.*]] = arith.constant 8 : i16{{$}}
// CHECK-NEXT: [[OFF:%.*]] = arith.constant 0 : i16{{$}}
// CHECK-NEXT: tile.prefetch [[D]]{{\[}}[[X]], [[Y]]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.prefetch [[D]]{{\[}}[[X]], [[Y]]] l2_hint([[POLICY]]) if [[P]]
// CHECK-SAME:   : !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.prefetch [[D4]]{{\[}}[[C]], [[W]], [[H]], [[N]]] im2col{{\[}}[[OW]], [[OH]]] mode = im2col
// CHECK-SAME:   : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32,
// CHECK-SAME:   lower_corner = [0, 0], upper_corner = [0, 0]>{{$}}
// CHECK-NEXT: tile.prefetch [[DW]]{{\[}}[[C]], [[W]], [[H]], [[N]]] im2col{{\[}}[[HALO]], [[OFF]]] mode = im2col_w
// CHECK-SAME:   l2_hint([[POLICY]])
// CHECK-SAME:   : !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32,
// CHECK-SAME:   lower_corner = [0], upper_corner = [0]>{{$}}
// CHECK-NEXT: tile.prefetch [[DW128]]{{\[}}[[C]], [[W]], [[H]], [[N]]] im2col{{\[}}[[HALO]], [[OFF]]] mode =
// CHECK-SAME:   im2col_w_128 if [[P]]
// CHECK-SAME:   : !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32,
// CHECK-SAME:   lower_corner = [0], upper_corner = [0]>{{$}}
// CHECK-NEXT: tile.prefetch [[DG]]{{\[}}[[X]], [[R0]], [[R1]], [[R2]], [[R3]]] mode = gather4
// CHECK-SAME:   : !tile.tensormap<bf16, rank = 2, box = [64, 1]>{{$}}
// CHECK-NEXT: tile.prefetch [[DG]]{{\[}}[[X]], [[R0]], [[R1]], [[R2]], [[R3]]] mode = gather4 l2_hint([[POLICY]])
// CHECK-SAME:   if [[P]]
// CHECK-SAME:   : !tile.tensormap<bf16, rank = 2, box = [64, 1]>{{$}}
// CHECK-NEXT: return{{$}}
func.func @prefetch(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                    %d4: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
                    %dw: !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
                    %dw128: !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
                    %dg: !tile.tensormap<bf16, rank = 2, box = [64, 1]>,
                    %x: i32, %y: i32, %c: i32, %w: i32, %h: i32, %n: i32, %ow: i16, %oh: i16,
                    %r0: i32, %r1: i32, %r2: i32, %r3: i32, %policy: i64, %p: i1) {
  %halo = arith.constant 8 : i16
  %off = arith.constant 0 : i16
  tile.prefetch %d[%x, %y] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.prefetch %d[%x, %y] mode = tile l2_hint(%policy) if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.prefetch %d4[%c, %w, %h, %n] im2col [%ow, %oh] mode = im2col : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
  tile.prefetch %dw[%c, %w, %h, %n] im2col [%halo, %off] mode = im2col_w l2_hint(%policy) : !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
  tile.prefetch %dw128[%c, %w, %h, %n] im2col [%halo, %off] mode = im2col_w_128 if %p : !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
  tile.prefetch %dg[%x, %r0, %r1, %r2, %r3] mode = gather4 : !tile.tensormap<bf16, rank = 2, box = [64, 1]>
  tile.prefetch %dg[%x, %r0, %r1, %r2, %r3] mode = gather4 l2_hint(%policy) if %p : !tile.tensormap<bf16, rank = 2, box = [64, 1]>
  return
}

// tile.prefetch_tensormap with and without a predicate.
// CHECK-LABEL: func.func @prefetch_tensormap(
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
// CHECK-SAME:   [[DIM:%[a-z0-9_]+]]: !tile.tensormap<f16, rank = 3, mode = im2col,
// CHECK-SAME:   channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: i1) {
// CHECK-NEXT: tile.prefetch_tensormap [[D]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.prefetch_tensormap [[D]] if [[P]] : !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.prefetch_tensormap [[DIM]]
// CHECK-SAME:   : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32,
// CHECK-SAME:   lower_corner = [0], upper_corner = [0]>{{$}}
// CHECK-NEXT: return{{$}}
func.func @prefetch_tensormap(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                              %dim: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
                              %p: i1) {
  tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.prefetch_tensormap %d if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.prefetch_tensormap %dim : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
  return
}

// Non-tensor bulk copies: bulk_load (dst_space cluster/cta, multicast,
// l2_hint), bulk_store (l2_hint, byte_mask), bulk_copy_cluster, bulk_prefetch.
// CHECK-LABEL: func.func @bulk_copies(
// CHECK-SAME:   [[G:%[a-z0-9_]+]]: memref<1024xf32, 1>,
// CHECK-SAME:   [[S:%[a-z0-9_]+]]: memref<1024xf32, 3>,
// CHECK-SAME:   [[REMOTE:%[a-z0-9_]+]]: memref<1024xf32, 3>,
// CHECK-SAME:   [[BAR:%[a-z0-9_]+]]: memref<i64, 3>,
// CHECK-SAME:   [[BYTES:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[MASK:%[a-z0-9_]+]]: i16,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[BMASK:%[a-z0-9_]+]]: i16) {
// CHECK-NEXT: [[C4096:%.*]] = arith.constant 4096 : i32{{$}}
// CHECK-NEXT: tile.bulk_load [[G]] to [[S]], [[BYTES]], [[BAR]]
// CHECK-SAME:   : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.bulk_load [[G]] to [[S]], [[C4096]], [[BAR]]
// CHECK-SAME:   : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.bulk_load [[G]] to [[S]], [[BYTES]], [[BAR]] dst_space = cta
// CHECK-SAME:   : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.bulk_load [[G]] to [[S]], [[BYTES]], [[BAR]] multicast([[MASK]])
// CHECK-SAME:   : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.bulk_load [[G]] to [[S]], [[BYTES]], [[BAR]] l2_hint([[POLICY]])
// CHECK-SAME:   : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.bulk_load [[G]] to [[S]], [[BYTES]], [[BAR]] dst_space = cta l2_hint([[POLICY]])
// CHECK-SAME:   : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.bulk_load [[G]] to [[S]], [[BYTES]], [[BAR]] multicast([[MASK]]) l2_hint([[POLICY]])
// CHECK-SAME:   : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.bulk_store [[S]] to [[G]], [[BYTES]] : memref<1024xf32, 3>, memref<1024xf32, 1>{{$}}
// CHECK-NEXT: tile.bulk_store [[S]] to [[G]], [[C4096]] l2_hint([[POLICY]])
// CHECK-SAME:   : memref<1024xf32, 3>, memref<1024xf32, 1>{{$}}
// CHECK-NEXT: tile.bulk_store [[S]] to [[G]], [[BYTES]] byte_mask([[BMASK]])
// CHECK-SAME:   : memref<1024xf32, 3>, memref<1024xf32, 1>{{$}}
// CHECK-NEXT: tile.bulk_store [[S]] to [[G]], [[BYTES]] l2_hint([[POLICY]]) byte_mask([[BMASK]])
// CHECK-SAME:   : memref<1024xf32, 3>, memref<1024xf32, 1>{{$}}
// CHECK-NEXT: tile.bulk_copy_cluster [[S]] to [[REMOTE]], [[BYTES]], [[BAR]]
// CHECK-SAME:   : memref<1024xf32, 3>, memref<1024xf32, 3>, memref<i64, 3>{{$}}
// CHECK-NEXT: tile.bulk_prefetch [[G]], [[BYTES]] : memref<1024xf32, 1>{{$}}
// CHECK-NEXT: tile.bulk_prefetch [[G]], [[C4096]] l2_hint([[POLICY]]) : memref<1024xf32, 1>{{$}}
// CHECK-NEXT: return{{$}}
func.func @bulk_copies(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %remote: memref<1024xf32, 3>,
                       %bar: memref<i64, 3>, %bytes: i32, %mask: i16, %policy: i64, %bmask: i16) {
  %c4096 = arith.constant 4096 : i32
  tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
  tile.bulk_load %g to %s, %c4096, %bar dst_space = cluster : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
  tile.bulk_load %g to %s, %bytes, %bar dst_space = cta : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
  tile.bulk_load %g to %s, %bytes, %bar multicast(%mask) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
  tile.bulk_load %g to %s, %bytes, %bar l2_hint(%policy) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
  tile.bulk_load %g to %s, %bytes, %bar dst_space = cta l2_hint(%policy) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
  tile.bulk_load %g to %s, %bytes, %bar multicast(%mask) l2_hint(%policy) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
  tile.bulk_store %s to %g, %bytes : memref<1024xf32, 3>, memref<1024xf32, 1>
  tile.bulk_store %s to %g, %c4096 l2_hint(%policy) : memref<1024xf32, 3>, memref<1024xf32, 1>
  tile.bulk_store %s to %g, %bytes byte_mask(%bmask) : memref<1024xf32, 3>, memref<1024xf32, 1>
  tile.bulk_store %s to %g, %bytes l2_hint(%policy) byte_mask(%bmask) : memref<1024xf32, 3>, memref<1024xf32, 1>
  tile.bulk_copy_cluster %s to %remote, %bytes, %bar : memref<1024xf32, 3>, memref<1024xf32, 3>, memref<i64, 3>
  tile.bulk_prefetch %g, %bytes : memref<1024xf32, 1>
  tile.bulk_prefetch %g, %c4096 l2_hint(%policy) : memref<1024xf32, 1>
  return
}

// bulk_reduce into global memory (bulk-group completion, optional l2_hint) and
// into shared::cluster (mbar operand), with types legal for each destination.
// CHECK-LABEL: func.func @bulk_reduce(
// CHECK-SAME:   [[SF:%[a-z0-9_]+]]: memref<256xf32, 3>,
// CHECK-SAME:   [[GF:%[a-z0-9_]+]]: memref<256xf32, 1>,
// CHECK-SAME:   [[SI:%[a-z0-9_]+]]: memref<256xi32, 3>,
// CHECK-SAME:   [[GI:%[a-z0-9_]+]]: memref<256xi32, 1>,
// CHECK-SAME:   [[RI:%[a-z0-9_]+]]: memref<256xi32, 3>,
// CHECK-SAME:   [[SS:%[a-z0-9_]+]]: memref<256xsi32, 3>,
// CHECK-SAME:   [[RS:%[a-z0-9_]+]]: memref<256xsi32, 3>,
// CHECK-SAME:   [[SL:%[a-z0-9_]+]]: memref<128xi64, 3>,
// CHECK-SAME:   [[GL:%[a-z0-9_]+]]: memref<128xi64, 1>,
// CHECK-SAME:   [[RL:%[a-z0-9_]+]]: memref<128xi64, 3>,
// CHECK-SAME:   [[SH:%[a-z0-9_]+]]: memref<512xbf16, 3>,
// CHECK-SAME:   [[GH:%[a-z0-9_]+]]: memref<512xbf16, 1>,
// CHECK-SAME:   [[BAR:%[a-z0-9_]+]]: memref<i64, 3>,
// CHECK-SAME:   [[BYTES:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64) {
// CHECK-NEXT: tile.bulk_reduce add [[SF]] to [[GF]], [[BYTES]] : memref<256xf32, 3>, memref<256xf32, 1>{{$}}
// CHECK-NEXT: tile.bulk_reduce add [[SF]] to [[GF]], [[BYTES]] l2_hint([[POLICY]])
// CHECK-SAME:   : memref<256xf32, 3>, memref<256xf32, 1>{{$}}
// CHECK-NEXT: tile.bulk_reduce add [[SH]] to [[GH]], [[BYTES]] : memref<512xbf16, 3>, memref<512xbf16, 1>{{$}}
// CHECK-NEXT: tile.bulk_reduce min [[SH]] to [[GH]], [[BYTES]] : memref<512xbf16, 3>, memref<512xbf16, 1>{{$}}
// CHECK-NEXT: tile.bulk_reduce inc [[SI]] to [[GI]], [[BYTES]] : memref<256xi32, 3>, memref<256xi32, 1>{{$}}
// CHECK-NEXT: tile.bulk_reduce dec [[SI]] to [[GI]], [[BYTES]] l2_hint([[POLICY]])
// CHECK-SAME:   : memref<256xi32, 3>, memref<256xi32, 1>{{$}}
// CHECK-NEXT: tile.bulk_reduce xor [[SL]] to [[GL]], [[BYTES]] : memref<128xi64, 3>, memref<128xi64, 1>{{$}}
// CHECK-NEXT: tile.bulk_reduce add [[SI]] to [[RI]], [[BYTES]] mbar([[BAR]] : memref<i64, 3>)
// CHECK-SAME:   : memref<256xi32, 3>, memref<256xi32, 3>{{$}}
// CHECK-NEXT: tile.bulk_reduce add [[SL]] to [[RL]], [[BYTES]] mbar([[BAR]] : memref<i64, 3>)
// CHECK-SAME:   : memref<128xi64, 3>, memref<128xi64, 3>{{$}}
// CHECK-NEXT: tile.bulk_reduce min [[SS]] to [[RS]], [[BYTES]] mbar([[BAR]] : memref<i64, 3>)
// CHECK-SAME:   : memref<256xsi32, 3>, memref<256xsi32, 3>{{$}}
// CHECK-NEXT: tile.bulk_reduce max [[SI]] to [[RI]], [[BYTES]] mbar([[BAR]] : memref<i64, 3>)
// CHECK-SAME:   : memref<256xi32, 3>, memref<256xi32, 3>{{$}}
// CHECK-NEXT: tile.bulk_reduce inc [[SI]] to [[RI]], [[BYTES]] mbar([[BAR]] : memref<i64, 3>)
// CHECK-SAME:   : memref<256xi32, 3>, memref<256xi32, 3>{{$}}
// CHECK-NEXT: tile.bulk_reduce and [[SS]] to [[RS]], [[BYTES]] mbar([[BAR]] : memref<i64, 3>)
// CHECK-SAME:   : memref<256xsi32, 3>, memref<256xsi32, 3>{{$}}
// CHECK-NEXT: tile.bulk_reduce or [[SI]] to [[RI]], [[BYTES]] mbar([[BAR]] : memref<i64, 3>)
// CHECK-SAME:   : memref<256xi32, 3>, memref<256xi32, 3>{{$}}
// CHECK-NEXT: return{{$}}
func.func @bulk_reduce(%sf: memref<256xf32, 3>, %gf: memref<256xf32, 1>,
                       %si: memref<256xi32, 3>, %gi: memref<256xi32, 1>, %ri: memref<256xi32, 3>,
                       %ss: memref<256xsi32, 3>, %rs: memref<256xsi32, 3>,
                       %sl: memref<128xi64, 3>, %gl: memref<128xi64, 1>, %rl: memref<128xi64, 3>,
                       %sh: memref<512xbf16, 3>, %gh: memref<512xbf16, 1>,
                       %bar: memref<i64, 3>, %bytes: i32, %policy: i64) {
  tile.bulk_reduce add %sf to %gf, %bytes : memref<256xf32, 3>, memref<256xf32, 1>
  tile.bulk_reduce add %sf to %gf, %bytes l2_hint(%policy) : memref<256xf32, 3>, memref<256xf32, 1>
  tile.bulk_reduce add %sh to %gh, %bytes : memref<512xbf16, 3>, memref<512xbf16, 1>
  tile.bulk_reduce min %sh to %gh, %bytes : memref<512xbf16, 3>, memref<512xbf16, 1>
  tile.bulk_reduce inc %si to %gi, %bytes : memref<256xi32, 3>, memref<256xi32, 1>
  tile.bulk_reduce dec %si to %gi, %bytes l2_hint(%policy) : memref<256xi32, 3>, memref<256xi32, 1>
  tile.bulk_reduce xor %sl to %gl, %bytes : memref<128xi64, 3>, memref<128xi64, 1>
  tile.bulk_reduce add %si to %ri, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
  tile.bulk_reduce add %sl to %rl, %bytes mbar(%bar : memref<i64, 3>) : memref<128xi64, 3>, memref<128xi64, 3>
  tile.bulk_reduce min %ss to %rs, %bytes mbar(%bar : memref<i64, 3>) : memref<256xsi32, 3>, memref<256xsi32, 3>
  tile.bulk_reduce max %si to %ri, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
  tile.bulk_reduce inc %si to %ri, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
  tile.bulk_reduce and %ss to %rs, %bytes mbar(%bar : memref<i64, 3>) : memref<256xsi32, 3>, memref<256xsi32, 3>
  tile.bulk_reduce or %si to %ri, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
  return
}

// Non-bulk cp.async: ca with 4/8/16 bytes, cg with 16, src_size,
// ignore_src, l2_prefetch = 64/128/256, l2_hint, 2-D indices.
// CHECK-LABEL: func.func @cp_async(
// CHECK-SAME:   [[G:%[a-z0-9_]+]]: memref<1024xf32, 1>,
// CHECK-SAME:   [[S:%[a-z0-9_]+]]: memref<256xf32, 3>,
// CHECK-SAME:   [[G2:%[a-z0-9_]+]]: memref<64x64xf16, 1>,
// CHECK-SAME:   [[S2:%[a-z0-9_]+]]: memref<32x32xf16, 3>,
// CHECK-SAME:   [[I:%[a-z0-9_]+]]: index,
// CHECK-SAME:   [[J:%[a-z0-9_]+]]: index,
// CHECK-SAME:   [[K:%[a-z0-9_]+]]: index,
// CHECK-SAME:   [[N:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[ZERO:%[a-z0-9_]+]]: i1,
// CHECK-SAME:   [[POLICY:%[a-z0-9_]+]]: i64) {
// CHECK-NEXT: tile.cp_async [[G]]{{\[}}[[I]]] to [[S]]{{\[}}[[J]]], 4 : memref<1024xf32, 1>, memref<256xf32, 3>{{$}}
// CHECK-NEXT: tile.cp_async [[G]]{{\[}}[[I]]] to [[S]]{{\[}}[[J]]], 8 : memref<1024xf32, 1>, memref<256xf32, 3>{{$}}
// CHECK-NEXT: tile.cp_async [[G]]{{\[}}[[I]]] to [[S]]{{\[}}[[J]]], 16 : memref<1024xf32, 1>, memref<256xf32, 3>{{$}}
// CHECK-NEXT: tile.cp_async [[G]]{{\[}}[[I]]] to [[S]]{{\[}}[[J]]], 16 cache = cg
// CHECK-SAME:   : memref<1024xf32, 1>, memref<256xf32, 3>{{$}}
// CHECK-NEXT: tile.cp_async [[G]]{{\[}}[[I]]] to [[S]]{{\[}}[[J]]], 16 cache = cg src_size([[N]])
// CHECK-SAME:   : memref<1024xf32, 1>, memref<256xf32, 3>{{$}}
// CHECK-NEXT: tile.cp_async [[G]]{{\[}}[[I]]] to [[S]]{{\[}}[[J]]], 8 ignore_src([[ZERO]])
// CHECK-SAME:   : memref<1024xf32, 1>, memref<256xf32, 3>{{$}}
// CHECK-NEXT: tile.cp_async [[G]]{{\[}}[[I]]] to [[S]]{{\[}}[[J]]], 4 l2_prefetch = 64
// CHECK-SAME:   : memref<1024xf32, 1>, memref<256xf32, 3>{{$}}
// CHECK-NEXT: tile.cp_async [[G]]{{\[}}[[I]]] to [[S]]{{\[}}[[J]]], 8 l2_prefetch = 128
// CHECK-SAME:   : memref<1024xf32, 1>, memref<256xf32, 3>{{$}}
// CHECK-NEXT: tile.cp_async [[G]]{{\[}}[[I]]] to [[S]]{{\[}}[[J]]], 16 cache = cg l2_prefetch = 256 l2_hint([[POLICY]])
// CHECK-SAME:   : memref<1024xf32, 1>, memref<256xf32, 3>{{$}}
// CHECK-NEXT: tile.cp_async [[G]]{{\[}}[[I]]] to [[S]]{{\[}}[[J]]], 4 l2_hint([[POLICY]])
// CHECK-SAME:   : memref<1024xf32, 1>, memref<256xf32, 3>{{$}}
// CHECK-NEXT: tile.cp_async [[G2]]{{\[}}[[I]], [[K]]] to [[S2]]{{\[}}[[J]], [[K]]], 16 cache = cg ignore_src([[ZERO]])
// CHECK-SAME:   l2_prefetch = 128 l2_hint([[POLICY]])
// CHECK-SAME:   : memref<64x64xf16, 1>, memref<32x32xf16, 3>{{$}}
// CHECK-NEXT: [[C4:%.*]] = arith.constant 4 : i32{{$}}
// CHECK-NEXT: tile.cp_async [[G2]]{{\[}}[[I]], [[K]]] to [[S2]]{{\[}}[[J]], [[K]]], 8 src_size([[C4]]) l2_prefetch
// CHECK-SAME:   = 64
// CHECK-SAME:   : memref<64x64xf16, 1>, memref<32x32xf16, 3>{{$}}
// CHECK-NEXT: return{{$}}
func.func @cp_async(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %g2: memref<64x64xf16, 1>, %s2: memref<32x32xf16, 3>,
                    %i: index, %j: index, %k: index, %n: i32, %zero: i1, %policy: i64) {
  tile.cp_async %g[%i] to %s[%j], 4 : memref<1024xf32, 1>, memref<256xf32, 3>
  tile.cp_async %g[%i] to %s[%j], 8 cache = ca : memref<1024xf32, 1>, memref<256xf32, 3>
  tile.cp_async %g[%i] to %s[%j], 16 : memref<1024xf32, 1>, memref<256xf32, 3>
  tile.cp_async %g[%i] to %s[%j], 16 cache = cg : memref<1024xf32, 1>, memref<256xf32, 3>
  tile.cp_async %g[%i] to %s[%j], 16 cache = cg src_size(%n) : memref<1024xf32, 1>, memref<256xf32, 3>
  tile.cp_async %g[%i] to %s[%j], 8 ignore_src(%zero) : memref<1024xf32, 1>, memref<256xf32, 3>
  tile.cp_async %g[%i] to %s[%j], 4 l2_prefetch = 64 : memref<1024xf32, 1>, memref<256xf32, 3>
  tile.cp_async %g[%i] to %s[%j], 8 l2_prefetch = 128 : memref<1024xf32, 1>, memref<256xf32, 3>
  tile.cp_async %g[%i] to %s[%j], 16 cache = cg l2_prefetch = 256 l2_hint(%policy) : memref<1024xf32, 1>, memref<256xf32, 3>
  tile.cp_async %g[%i] to %s[%j], 4 l2_hint(%policy) : memref<1024xf32, 1>, memref<256xf32, 3>
  tile.cp_async %g2[%i, %k] to %s2[%j, %k], 16 cache = cg ignore_src(%zero) l2_prefetch = 128 l2_hint(%policy) : memref<64x64xf16, 1>, memref<32x32xf16, 3>
  %c4 = arith.constant 4 : i32
  tile.cp_async %g2[%i, %k] to %s2[%j, %k], 8 cache = ca src_size(%c4) l2_prefetch = 64 : memref<64x64xf16, 1>, memref<32x32xf16, 3>
  return
}

// cp.async groups and bulk async-groups (wait with and without read).
// CHECK-LABEL: func.func @async_groups() {
// CHECK-NEXT: tile.cp_async_commit{{$}}
// CHECK-NEXT: tile.cp_async_wait 0{{$}}
// CHECK-NEXT: tile.cp_async_wait 3{{$}}
// CHECK-NEXT: tile.bulk_commit{{$}}
// CHECK-NEXT: tile.bulk_wait 0{{$}}
// CHECK-NEXT: tile.bulk_wait 1 read{{$}}
// CHECK-NEXT: tile.bulk_wait 0 read{{$}}
// CHECK-NEXT: return{{$}}
func.func @async_groups() {
  tile.cp_async_commit
  tile.cp_async_wait 0
  tile.cp_async_wait 3
  tile.bulk_commit
  tile.bulk_wait 0
  tile.bulk_wait 1 read
  tile.bulk_wait 0 read
  return
}

// Every mbarrier op.
// CHECK-LABEL: func.func @mbarrier(
// CHECK-SAME:   [[BAR:%[a-z0-9_]+]]: memref<i64, 3>,
// CHECK-SAME:   [[BARS:%[a-z0-9_]+]]: memref<4xi64, 3>,
// CHECK-SAME:   [[COUNT:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[BYTES:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[PHASE:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: i1) {
// CHECK-NEXT: tile.mbarrier_init [[BAR]], [[COUNT]] : memref<i64, 3>{{$}}
// CHECK-NEXT: tile.mbarrier_init [[BARS]], [[COUNT]] : memref<4xi64, 3>{{$}}
// CHECK-NEXT: tile.mbarrier_arrive [[BAR]] : memref<i64, 3>{{$}}
// CHECK-NEXT: tile.mbarrier_arrive_expect_tx [[BAR]], [[BYTES]] : memref<i64, 3>{{$}}
// CHECK-NEXT: tile.mbarrier_arrive_expect_tx [[BAR]], [[BYTES]] if [[P]] : memref<i64, 3>{{$}}
// CHECK-NEXT: tile.mbarrier_expect_tx [[BAR]], [[BYTES]] : memref<i64, 3>{{$}}
// CHECK-NEXT: [[DONE:%.*]] = tile.mbarrier_try_wait_parity [[BAR]], [[PHASE]] : memref<i64, 3>{{$}}
// CHECK-NEXT: tile.mbarrier_wait_parity [[BAR]], [[PHASE]] : memref<i64, 3>{{$}}
// CHECK-NEXT: return{{$}}
func.func @mbarrier(%bar: memref<i64, 3>, %bars: memref<4xi64, 3>, %count: i32, %bytes: i32, %phase: i32, %p: i1) {
  tile.mbarrier_init %bar, %count : memref<i64, 3>
  tile.mbarrier_init %bars, %count : memref<4xi64, 3>
  tile.mbarrier_arrive %bar : memref<i64, 3>
  tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
  tile.mbarrier_arrive_expect_tx %bar, %bytes if %p : memref<i64, 3>
  tile.mbarrier_expect_tx %bar, %bytes : memref<i64, 3>
  %done = tile.mbarrier_try_wait_parity %bar, %phase : memref<i64, 3>
  tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
  return
}

// Cluster synchronization: a remote arrive on a peer CTA's mbarrier, the
// cluster barrier in every form (release and relaxed arrive, aligned or not).
// CHECK-LABEL: func.func @cluster_sync(
// CHECK-SAME:   [[BAR:%[a-z0-9_]+]]: memref<i64, 3>,
// CHECK-SAME:   [[RANK:%[a-z0-9_]+]]: i32) {
// CHECK-NEXT: tile.mbarrier_arrive_cluster [[BAR]], [[RANK]] : memref<i64, 3>{{$}}
// CHECK-NEXT: tile.mbarrier_arrive_cluster [[BAR]], [[RANK]] release_cta : memref<i64, 3>{{$}}
// CHECK-NEXT: tile.cluster_arrive{{$}}
// CHECK-NEXT: tile.cluster_arrive aligned{{$}}
// CHECK-NEXT: tile.cluster_arrive relaxed{{$}}
// CHECK-NEXT: tile.cluster_arrive relaxed aligned{{$}}
// CHECK-NEXT: tile.cluster_wait{{$}}
// CHECK-NEXT: tile.cluster_wait aligned{{$}}
// CHECK-NEXT: return{{$}}
func.func @cluster_sync(%bar: memref<i64, 3>, %rank: i32) {
  tile.mbarrier_arrive_cluster %bar, %rank : memref<i64, 3>
  tile.mbarrier_arrive_cluster %bar, %rank release_cta : memref<i64, 3>
  tile.cluster_arrive
  tile.cluster_arrive aligned
  tile.cluster_arrive relaxed
  tile.cluster_arrive relaxed aligned
  tile.cluster_wait
  tile.cluster_wait aligned
  return
}

// Fences: fence_proxy_async in every space (all is the default),
// tensormap_fence_acquire/release and tensormap_cp_fenceproxy in every scope
// (gpu is the default).
// CHECK-LABEL: func.func @fences(
// CHECK-SAME:   [[SLOT:%[a-z0-9_]+]]: memref<128xi8, 1>,
// CHECK-SAME:   [[SMEM_DESC:%[a-z0-9_]+]]: memref<128xi8, 3>) {
// CHECK-NEXT: tile.fence_proxy_async{{$}}
// CHECK-NEXT: tile.fence_proxy_async{{$}}
// CHECK-NEXT: tile.fence_proxy_async global{{$}}
// CHECK-NEXT: tile.fence_proxy_async shared_cta{{$}}
// CHECK-NEXT: tile.fence_proxy_async shared_cluster{{$}}
// CHECK-NEXT: tile.tensormap_fence_acquire [[SLOT]] : memref<128xi8, 1>{{$}}
// CHECK-NEXT: tile.tensormap_fence_acquire [[SLOT]] scope = cta : memref<128xi8, 1>{{$}}
// CHECK-NEXT: tile.tensormap_fence_acquire [[SLOT]] scope = cluster : memref<128xi8, 1>{{$}}
// CHECK-NEXT: tile.tensormap_fence_acquire [[SLOT]] : memref<128xi8, 1>{{$}}
// CHECK-NEXT: tile.tensormap_fence_acquire [[SLOT]] scope = sys : memref<128xi8, 1>{{$}}
// CHECK-NEXT: tile.tensormap_fence_release{{$}}
// CHECK-NEXT: tile.tensormap_fence_release scope = cta{{$}}
// CHECK-NEXT: tile.tensormap_fence_release scope = cluster{{$}}
// CHECK-NEXT: tile.tensormap_fence_release{{$}}
// CHECK-NEXT: tile.tensormap_fence_release scope = sys{{$}}
// CHECK-NEXT: tile.tensormap_cp_fenceproxy [[SMEM_DESC]] to [[SLOT]] : memref<128xi8, 3>, memref<128xi8, 1>{{$}}
// CHECK-NEXT: tile.tensormap_cp_fenceproxy [[SMEM_DESC]] to [[SLOT]] scope = cta
// CHECK-SAME:   : memref<128xi8, 3>, memref<128xi8, 1>{{$}}
// CHECK-NEXT: tile.tensormap_cp_fenceproxy [[SMEM_DESC]] to [[SLOT]] scope = cluster
// CHECK-SAME:   : memref<128xi8, 3>, memref<128xi8, 1>{{$}}
// CHECK-NEXT: tile.tensormap_cp_fenceproxy [[SMEM_DESC]] to [[SLOT]] scope = sys
// CHECK-SAME:   : memref<128xi8, 3>, memref<128xi8, 1>{{$}}
// CHECK-NEXT: return{{$}}
func.func @fences(%slot: memref<128xi8, 1>, %smem_desc: memref<128xi8, 3>) {
  tile.fence_proxy_async
  tile.fence_proxy_async all
  tile.fence_proxy_async global
  tile.fence_proxy_async shared_cta
  tile.fence_proxy_async shared_cluster
  tile.tensormap_fence_acquire %slot : memref<128xi8, 1>
  tile.tensormap_fence_acquire %slot scope = cta : memref<128xi8, 1>
  tile.tensormap_fence_acquire %slot scope = cluster : memref<128xi8, 1>
  tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
  tile.tensormap_fence_acquire %slot scope = sys : memref<128xi8, 1>
  tile.tensormap_fence_release
  tile.tensormap_fence_release scope = cta
  tile.tensormap_fence_release scope = cluster
  tile.tensormap_fence_release scope = gpu
  tile.tensormap_fence_release scope = sys
  tile.tensormap_cp_fenceproxy %smem_desc to %slot : memref<128xi8, 3>, memref<128xi8, 1>
  tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = cta : memref<128xi8, 3>, memref<128xi8, 1>
  tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = cluster : memref<128xi8, 3>, memref<128xi8, 1>
  tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = sys : memref<128xi8, 3>, memref<128xi8, 1>
  return
}

// tile.rebind of global and shared::cta slots, ranks 1..3, runtime and
// constant dims/strides, and with unchanged fields (the address and the
// stride).
// CHECK-LABEL: func.func @rebind(
// CHECK-SAME:   [[SLOT:%[a-z0-9_]+]]: memref<128xi8, 1>,
// CHECK-SAME:   [[SSLOT:%[a-z0-9_]+]]: memref<128xi8, 3>,
// CHECK-SAME:   [[P:%[a-z0-9_]+]]: !llvm.ptr<1>,
// CHECK-SAME:   [[W:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[H:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[D:%[a-z0-9_]+]]: i32,
// CHECK-SAME:   [[PITCH:%[a-z0-9_]+]]: i64,
// CHECK-SAME:   [[PLANE:%[a-z0-9_]+]]: i64) {
// CHECK-NEXT: tile.rebind [[SLOT]] address([[P]] : !llvm.ptr<1>) dims{{\[}}[[W]], [[H]]] strides{{\[}}[[PITCH]]]
// CHECK-SAME:   : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: tile.rebind [[SLOT]] address([[P]] : !llvm.ptr<1>) dims{{\[}}[[W]]]{{ }}
// CHECK-SAME:   : memref<128xi8, 1> as !tile.tensormap<bf16, rank = 1, box = [64], swizzle = sw128>{{$}}
// CHECK-NEXT: tile.rebind [[SSLOT]] address([[P]] : !llvm.ptr<1>) dims{{\[}}[[W]], [[H]], [[D]]] strides{{\[}}[[PITCH]], [[PLANE]]]
// CHECK-SAME:   : memref<128xi8, 3> as !tile.tensormap<f16, rank = 3, box = [64, 8, 2], swizzle = sw128,
// CHECK-SAME:   l2_promotion = l2_256, oob_fill = nan>{{$}}
// CHECK-NEXT: [[C1024:%.*]] = arith.constant 1024 : i32{{$}}
// CHECK-NEXT: [[C4096:%.*]] = arith.constant 4096 : i64{{$}}
// CHECK-NEXT: tile.rebind [[SLOT]] address([[P]] : !llvm.ptr<1>) dims{{\[}}[[C1024]], [[C1024]]] strides{{\[}}[[C4096]]]
// CHECK-SAME:   : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 32],
// CHECK-SAME:   element_strides = [1, 2]>{{$}}
// CHECK-NEXT: tile.rebind [[SLOT]] address([[P]] : !llvm.ptr<1>) dims{{\[}}[[W]], [[H]]] strides{{\[}}[[PITCH]]] unchanged = [0, 3]
// CHECK-SAME:   : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>{{$}}
// CHECK-NEXT: return{{$}}
func.func @rebind(%slot: memref<128xi8, 1>, %sslot: memref<128xi8, 3>, %p: !llvm.ptr<1>,
                  %w: i32, %h: i32, %d: i32, %pitch: i64, %plane: i64) {
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w] strides [] : memref<128xi8, 1> as !tile.tensormap<bf16, rank = 1, box = [64], swizzle = sw128>
  tile.rebind %sslot address(%p : !llvm.ptr<1>) dims [%w, %h, %d] strides [%pitch, %plane] : memref<128xi8, 3> as !tile.tensormap<f16, rank = 3, box = [64, 8, 2], swizzle = sw128, l2_promotion = l2_256, oob_fill = nan>
  %c1024 = arith.constant 1024 : i32
  %c4096 = arith.constant 4096 : i64
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%c1024, %c1024] strides [%c4096] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 32], element_strides = [1, 2]>
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] unchanged = [0, 3] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

}

// A view of a shared::cta staging slot copied into a global slot (the
// staged rebind): valid, since no TMA op reads it.
// CHECK-LABEL: gpu.func @staged_copy(
// CHECK: %[[V:.*]] = tile.tensormap_from_slot %{{.*}} : memref<128xi8, 3> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: tile.tensormap_init %{{.*}} from %[[V]] : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
gpu.module @staged [#nvvm.target<chip = "sm_90a">] {
  gpu.func @staged_copy(%staging: memref<128xi8, 3>, %slot: memref<128xi8, 1>) kernel {
    %v = tile.tensormap_from_slot %staging : memref<128xi8, 3> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_init %slot from %v : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
    gpu.return
  }
}
