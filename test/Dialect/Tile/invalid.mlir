// RUN: %tile-opt %s --split-input-file --verify-diagnostics

// Negative tests of the `tile` dialect: one case per rule id of the Rust
// semantic verifier (dialects/rules, dialects/tile/src/verify), one
// `target-feature` case per gated feature, cases where one op breaks several
// rules (all of them must be reported), and structural errors that MLIR's
// ODS-generated parser reports. README.md maps every rule id to its case.
// Without a target attribute the verifier checks for sm_90a.

//===----------------------------------------------------------------------===//
// Descriptor (static tensor-map) rules: desc-*, box-*, element-stride*,
// swizzle-span, interleave-*, oob-nan-float, tile-im2col-params, im2col-*.
//===----------------------------------------------------------------------===//

func.func @desc_element_type(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[desc-element-type] element type 'i1' cannot be described by a tensor map}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<i1, rank = 1, box = [16]>
  return
}

// -----

func.func @desc_rank_too_high(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[desc-rank] tensor map rank must be 1..5, got 6}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 6, box = [4, 1, 1, 1, 1, 1]>
  return
}

// -----

func.func @desc_rank_zero(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[desc-rank] tensor map rank must be 1..5, got 0}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 0>
  return
}

// -----

func.func @box_rank(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[box-rank] box has 2 dimensions but the tensor map has rank 3}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 3, box = [64, 64]>
  return
}

// -----

func.func @box_dim_range(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[box-dim-range] box dimension 1 must be 1..256, got 300}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 300]>
  return
}

// -----

func.func @box_dim_range_zero(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[box-dim-range] box dimension 0 must be 1..256, got 0}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [0, 64]>
  return
}

// -----

// The descriptor rules are the type's own: checked wherever the type is
// written (here a function argument), reported at the type itself.
// expected-error@below {{'!tile.tensormap' type [box-dim-range] box dimension 0 must be 1..256, got 512}}
func.func @box_dim_range_argument(%x: i32, %d: !tile.tensormap<i8, rank = 1, box = [512]>) {
  return
}

// -----

// So are the results and arguments of a declaration: a descriptor returned
// by a call is checked where the callee is declared.
// expected-error@below {{'!tile.tensormap' type [box-dim-range] box dimension 1 must be 1..256, got 300}}
func.func private @box_dim_range_declaration_result() -> !tile.tensormap<f32, rank = 2, box = [64, 300]>

// -----

func.func @box_inner_bytes(%slot: memref<128xi8, 1>) {
  // 6 x f32 = 24 bytes.
  // expected-error@below {{[box-inner-bytes] the inner box dimension must span a multiple of 16 bytes, got 24 bytes}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [6, 4]>
  return
}

// -----

func.func @element_strides_count(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[element-strides-count] expected 2 element strides (one per dimension), got 1}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64], element_strides = [1]>
  return
}

// -----

func.func @element_stride_range(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[element-stride-range] element stride 1 must be 1..8, got 9}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64], element_strides = [1, 9]>
  return
}

// -----

func.func @swizzle_span(%slot: memref<128xi8, 1>) {
  // 64 x f32 = 256 bytes in one swizzled row.
  // expected-error@below {{[swizzle-span] with swizzle sw128 the inner box dimension may span at most 128 bytes, got 256 bytes}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 8], swizzle = sw128>
  return
}

// -----

func.func @swizzle_span_sw32(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[swizzle-span] with swizzle sw32 the inner box dimension may span at most 32 bytes, got 64 bytes}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<bf16, rank = 2, box = [32, 8], swizzle = sw32>
  return
}

// -----

func.func @interleave_rank(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[interleave-rank] interleave il16 needs a tensor of rank >= 3, got rank 2}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [4, 4], interleave = il16>
  return
}

// -----

func.func @interleave_swizzle(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[interleave-swizzle] interleave il32 allows only swizzle sw32 or none, got sw64}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 3, box = [8, 4, 4], interleave = il32, swizzle = sw64>
  return
}

// -----

func.func @oob_nan_float(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[oob-nan-float] OOB NaN fill needs a floating-point element type, got 'si32'}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<si32, rank = 2, box = [4, 4], oob_fill = nan>
  return
}

// -----

func.func @tile_im2col_params(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[tile-im2col-params] im2col parameters need an im2col mode, but this tile-mode tensor map has channels_per_pixel = 64}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64], channels_per_pixel = 64>
  return
}

// -----

func.func @im2col_rank_descriptor(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[im2col-rank] im2col mode needs a tensor of rank >= 3, got rank 2}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 2, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32>
  return
}

// -----

func.func @im2col_box(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[im2col-box] an im2col tensor map has no box (it is channels_per_pixel x pixels_per_column), got box = [64, 32, 1, 1]}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 4, box = [64, 32, 1, 1], mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
  return
}

// -----

func.func @im2col_channels(%slot: memref<128xi8, 1>) {
  // 264 x f16 = 528 bytes, a multiple of 16: only the channel count is wrong.
  // expected-error@below {{[im2col-channels] channels_per_pixel must be 1..256, got 264}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 264, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
  return
}

// -----

func.func @im2col_channels_missing(%slot: memref<128xi8, 1>) {
  // channels_per_pixel defaults to 0, which no im2col map may have.
  // expected-error@below {{[im2col-channels] channels_per_pixel must be 1..256, got 0}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
  return
}

// -----

func.func @im2col_pixels(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[im2col-pixels] pixels_per_column must be 1..1024, got 2000}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 2000, lower_corner = [0, 0], upper_corner = [0, 0]>
  return
}

// -----

func.func @im2col_corner_count(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[im2col-corner-count] lower_corner needs 2 value(s) for a rank-4 im2col tensor map, got 1}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-1], upper_corner = [0, 0]>
  return
}

// -----

func.func @im2col_corner_count_wide(%slot: memref<128xi8, 1>) {
  // The im2col::w modes take one corner value whatever the rank.
  // expected-error@below {{[im2col-corner-count] upper_corner needs 1 value(s) for a rank-4 im2col_w tensor map, got 2}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0, 0]>
  return
}

// -----

func.func @im2col_corner_range(%slot: memref<128xi8, 1>) {
  // A 4-D im2col corner is a signed 8-bit value.
  // expected-error@below {{[im2col-corner-range] lower_corner value -200 is outside [-128, 127] for rank 4}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [-200, 0], upper_corner = [0, 0]>
  return
}

// -----

func.func @im2col_corner_range_5d(%slot: memref<128xi8, 1>) {
  // A 5-D im2col corner is a signed 5-bit value.
  // expected-error@below {{[im2col-corner-range] upper_corner value 16 is outside [-16, 15] for rank 5}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 16, 0]>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Global-tensor rules (make_tensormap, make_tensormap_ptr, rebind):
// global-*, element-type-mismatch.
//===----------------------------------------------------------------------===//

func.func @global_rank(%A: memref<4x64x64xf32, 1>) {
  // expected-error@below {{[global-rank] the global tensor has rank 3 but the tensor map has rank 2}}
  %d = tile.make_tensormap %A : memref<4x64x64xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @global_stride_count(%p: !llvm.ptr<1>, %w: i64, %h: i64) {
  // expected-error@below {{[global-stride-count] expected 1 byte strides (dims 1..rank), got 0}}
  %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @global_dim_range(%p: !llvm.ptr<1>, %h: i64, %pitch: i64) {
  %zero = arith.constant 0 : i64
  // expected-error@below {{[global-dim-range] global dimension 0 must be 1..2^32, got 0}}
  %d = tile.make_tensormap_ptr %p, dims [%zero, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @global_dim_range_too_large(%p: !llvm.ptr<1>, %w: i64, %pitch: i64) {
  %huge = arith.constant 4294967297 : i64
  // expected-error@below {{[global-dim-range] global dimension 1 must be 1..2^32, got 4294967297}}
  %d = tile.make_tensormap_ptr %p, dims [%w, %huge], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @global_stride_align(%A: memref<64x6xf32, 1>) {
  // Rows of 6 x f32 are 24 bytes apart.
  // expected-error@below {{[global-stride-align] global byte stride of dimension 1 must be a multiple of 16, got 24}}
  %d = tile.make_tensormap %A : memref<64x6xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [4, 4]>
  return
}

// -----

func.func @global_stride_align_il32(%p: !llvm.ptr<1>, %w: i64, %h: i64, %n: i64) {
  // With 32-byte interleave the byte strides must be multiples of 32.
  %s1 = arith.constant 48 : i64
  %s2 = arith.constant 4096 : i64
  // expected-error@below {{[global-stride-align] global byte stride of dimension 1 must be a multiple of 32, got 48}}
  %d = tile.make_tensormap_ptr %p, dims [%w, %h, %n], strides [%s1, %s2] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 3, box = [8, 4, 4], interleave = il32>
  return
}

// -----

func.func @global_stride_range(%p: !llvm.ptr<1>, %w: i64, %h: i64) {
  %pitch = arith.constant 1099511627776 : i64
  // expected-error@below {{[global-stride-range] global byte stride of dimension 1 must be below 2^40, got 1099511627776}}
  %d = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @global_address_align(%A: memref<64x64xf32, strided<[64, 1], offset: 1>, 1>) {
  // The view starts one f32 past an (aligned) allocation.
  // expected-error@below {{[global-address-align] the global address must be 16-byte aligned, but it is offset by 4 bytes}}
  %d = tile.make_tensormap %A : memref<64x64xf32, strided<[64, 1], offset: 1>, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @global_inner_contiguous(%A: memref<64x64xf32, strided<[128, 2]>, 1>) {
  // expected-error@below {{[global-inner-contiguous] the innermost dimension must be contiguous (stride 1), got stride 2}}
  %d = tile.make_tensormap %A : memref<64x64xf32, strided<[128, 2]>, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @element_type_mismatch_global(%A: memref<64x64xf16, 1>) {
  // expected-error@below {{[element-type-mismatch] the memref's element type 'f16' differs from the tensor map's 'f32'}}
  %d = tile.make_tensormap %A : memref<64x64xf16, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @element_type_mismatch_shared(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xi32, 3>, %bar: memref<i64, 3>) {
  // expected-error@below {{[element-type-mismatch] the shared-memory destination has element type 'i32' but the tensor map has 'f32'}}
  tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xi32, 3>, memref<i64, 3>
  return
}

// -----

func.func @element_type_mismatch_bulk_reduce(%s: memref<256xf32, 3>, %g: memref<256xi32, 1>, %bytes: i32) {
  // expected-error@below {{[element-type-mismatch] source element type 'f32' differs from destination element type 'i32'}}
  tile.bulk_reduce add %s to %g, %bytes : memref<256xf32, 3>, memref<256xi32, 1>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Tensor copies: mode-descriptor, four-row-rank, coord-count, im2col-offsets,
// im2col-rank (access), im2col-w-range, smem-size, smem-align, swizzle-align,
// multicast-space, cta-group-value, mbarrier-type, memory-space.
//===----------------------------------------------------------------------===//

func.func @coord_count(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>) {
  // expected-error@below {{[coord-count] expected 2 coordinates for a rank-2 tensor map, got 1}}
  tile.load %d[%x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  return
}

// -----

func.func @coord_count_store(%d: !tile.tensormap<f32, rank = 3, box = [64, 4, 4]>, %x: i32, %s: memref<4x4x64xf32, 3>) {
  // expected-error@below {{[coord-count] expected 3 coordinates for a rank-3 tensor map, got 4}}
  tile.store %s to %d[%x, %x, %x, %x] : memref<4x4x64xf32, 3>, !tile.tensormap<f32, rank = 3, box = [64, 4, 4]>
  return
}

// -----

module attributes {tile.target = "sm_100a"} {
  func.func @coord_count_gather4(%d: !tile.tensormap<f32, rank = 2, box = [64, 1]>, %x: i32, %s: memref<4x64xf32, 3>, %bar: memref<i64, 3>) {
    // expected-error@below {{[coord-count] gather4 expects 5 coordinates (column, four rows), got 2}}
    tile.load %d[%x, %x] to %s, %bar mode = gather4 : !tile.tensormap<f32, rank = 2, box = [64, 1]>, memref<4x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_100a"} {
  func.func @four_row_rank(%d: !tile.tensormap<f32, rank = 3, box = [64, 1, 1]>, %x: i32, %s: memref<4x64xf32, 3>, %bar: memref<i64, 3>) {
    // expected-error@below {{[four-row-rank] gather4 needs a 2-D tensor map, got rank 3}}
    tile.load %d[%x, %x, %x, %x, %x] to %s, %bar mode = gather4 : !tile.tensormap<f32, rank = 3, box = [64, 1, 1]>, memref<4x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_100a"} {
  func.func @four_row_rank_scatter4(%d: !tile.tensormap<f32, rank = 1, box = [64]>, %x: i32, %s: memref<4x64xf32, 3>) {
    // expected-error@below {{[four-row-rank] scatter4 needs a 2-D tensor map, got rank 1}}
    tile.store %s to %d[%x, %x, %x, %x, %x] mode = scatter4 : memref<4x64xf32, 3>, !tile.tensormap<f32, rank = 1, box = [64]>
    return
  }
}

// -----

func.func @mode_descriptor(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, %x: i32, %s: memref<32x64xf16, 3>, %bar: memref<i64, 3>) {
  // expected-error@below {{[mode-descriptor] tile mode cannot use a tensor map encoded in im2col mode}}
  tile.load %d[%x, %x, %x, %x] to %s, %bar : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
  return
}

// -----

func.func @mode_descriptor_im2col_load(%d: !tile.tensormap<f32, rank = 3, box = [64, 4, 4]>, %x: i32, %o: i16, %s: memref<4x4x64xf32, 3>, %bar: memref<i64, 3>) {
  // expected-error@below {{[mode-descriptor] im2col mode cannot use a tensor map encoded in tile mode}}
  tile.load %d[%x, %x, %x] to %s, %bar im2col [%o] mode = im2col : !tile.tensormap<f32, rank = 3, box = [64, 4, 4]>, memref<4x4x64xf32, 3>, memref<i64, 3>
  return
}

// -----

func.func @im2col_offsets(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, %x: i32, %o: i16, %s: memref<32x64xf16, 3>, %bar: memref<i64, 3>) {
  // expected-error@below {{[im2col-offsets] im2col offsets expected 2 (rank - 2), got 1}}
  tile.load %d[%x, %x, %x, %x] to %s, %bar im2col [%o] mode = im2col : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
  return
}

// -----

func.func @im2col_offsets_tile_prefetch(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %o: i16) {
  // expected-error@below {{[im2col-offsets] tile mode takes no im2col operands, got 1}}
  tile.prefetch %d[%x, %x] im2col [%o] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

module attributes {tile.target = "sm_100a"} {
  func.func @im2col_offsets_wide(%d: !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %x: i32, %o: i16, %s: memref<32x64xf16, 3>, %bar: memref<i64, 3>) {
    // expected-error@below {{[im2col-offsets] im2col::w modes take exactly 2 im2col operands (wHalo, wOffset), got 1}}
    tile.load %d[%x, %x, %x] to %s, %bar im2col [%o] mode = im2col_w : !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
    return
  }
}

// -----

// A rank-2 im2col tensor map is not a valid type: reported where the type
// is written (the argument), and nothing using it can be built.
// expected-error@below {{'!tile.tensormap' type [im2col-rank] im2col mode needs a tensor of rank >= 3, got rank 2}}
func.func @im2col_rank_store(%d: !tile.tensormap<f16, rank = 2, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32>, %x: i32, %s: memref<32x64xf16, 3>) {
  return
}

// -----

// The store's own rank rule, with a (valid) rank-2 tile-mode map.
func.func @im2col_rank_store_op(%d: !tile.tensormap<f16, rank = 2, box = [64, 32]>, %x: i32, %s: memref<32x64xf16, 3>) {
  // expected-error@+2 {{[mode-descriptor] im2col_no_offs mode cannot use a tensor map encoded in tile mode}}
  // expected-error@below {{[im2col-rank] im2col_no_offs needs a tensor of rank >= 3, got rank 2}}
  tile.store %s to %d[%x, %x] mode = im2col_no_offs : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 32]>
  return
}

// -----

module attributes {tile.target = "sm_100a"} {
  func.func @im2col_w_range(%d: !tile.tensormap<f16, rank = 3, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %x: i32, %s: memref<32x64xf16, 3>, %bar: memref<i64, 3>) {
    %halo = arith.constant 40 : i16
    %offset = arith.constant 0 : i16
    // expected-error@below {{[im2col-w-range] wHalo for im2col_w_128 must be in [0, 32), got 40}}
    tile.load %d[%x, %x, %x] to %s, %bar im2col [%halo, %offset] mode = im2col_w_128 : !tile.tensormap<f16, rank = 3, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_100a"} {
  func.func @im2col_w_range_offset(%d: !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %x: i32) {
    %halo = arith.constant 500 : i16
    %offset = arith.constant -1 : i16
    // expected-error@below {{[im2col-w-range] wOffset for im2col_w must be in [0, 32), got -1}}
    tile.prefetch %d[%x, %x, %x] im2col [%halo, %offset] mode = im2col_w : !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
    return
  }
}

// -----

func.func @smem_size(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<32x64xf32, 3>, %bar: memref<i64, 3>) {
  // expected-error@below {{[smem-size] the shared-memory destination holds 8192 bytes but one box is 16384 bytes}}
  tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<32x64xf32, 3>, memref<i64, 3>
  return
}

// -----

func.func @smem_size_element_strides(%d: !tile.tensormap<f32, rank = 2, box = [64, 64], element_strides = [1, 2]>, %x: i32, %s: memref<31x64xf32, 3>) {
  // Element stride 2 on dim 1 stores 32 rows of the 64-row box.
  // expected-error@below {{[smem-size] the shared-memory source holds 7936 bytes but one box is 8192 bytes}}
  tile.store %s to %d[%x, %x] : memref<31x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64], element_strides = [1, 2]>
  return
}

// -----

memref.global "private" @smem_a64 : memref<64x64xf32, 3> = uninitialized {alignment = 64}

func.func @smem_align(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %bar: memref<i64, 3>) {
  %s = memref.get_global @smem_a64 : memref<64x64xf32, 3>
  // expected-error@below {{[smem-align] the shared-memory destination must be 128-byte aligned, but it is only known to be 64-byte aligned}}
  tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  return
}

// -----

func.func @smem_align_subview(%d: !tile.tensormap<f32, rank = 2, box = [32, 8]>, %x: i32) {
  %buf = memref.alloca() {alignment = 1024 : i64} : memref<16x64xf32, 3>
  // Column 4 of row 0 starts 16 bytes into a 1024-byte aligned buffer.
  %v = memref.subview %buf[0, 4] [8, 32] [1, 1] : memref<16x64xf32, 3> to memref<8x32xf32, strided<[64, 1], offset: 4>, 3>
  // A column block of the buffer: its rows are 64 elements apart, TMA's 32 (smem-shape).
  // expected-error@+2 {{[smem-align] the shared-memory source must be 128-byte aligned, but it is only known to be 16-byte aligned}}
  // expected-error@+1 {{[smem-shape] the box [32, 8] (tile mode) lies in shared memory as 8x32 (outermost first), but the memref 8x32 has strides [64, 1], not the dense strides [32, 1]}}
  tile.store %v to %d[%x, %x] : memref<8x32xf32, strided<[64, 1], offset: 4>, 3>, !tile.tensormap<f32, rank = 2, box = [32, 8]>
  return
}

// -----

memref.global "private" @smem_a128 : memref<8x32xf32, 3> = uninitialized {alignment = 128}

func.func @swizzle_align(%d: !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128>, %x: i32, %bar: memref<i64, 3>) {
  %s = memref.get_global @smem_a128 : memref<8x32xf32, 3>
  // expected-error@below {{[swizzle-align] the shared-memory destination must be 1024-byte aligned, but it is only known to be 128-byte aligned}}
  tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128>, memref<8x32xf32, 3>, memref<i64, 3>
  return
}

// -----

func.func @swizzle_align_sw32(%d: !tile.tensormap<f16, rank = 2, box = [16, 16], swizzle = sw32>, %x: i32) {
  %s = memref.alloca() {alignment = 128 : i64} : memref<16x16xf16, 3>
  // expected-error@below {{[swizzle-align] the shared-memory source must be 256-byte aligned, but it is only known to be 128-byte aligned}}
  tile.store %s to %d[%x, %x] : memref<16x16xf16, 3>, !tile.tensormap<f16, rank = 2, box = [16, 16], swizzle = sw32>
  return
}

// -----

func.func @mbarrier_type(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i32, 3>) {
  // expected-error@below {{[mbarrier-type] an mbarrier is an i64 in shared memory, got memref<i32, 3>}}
  tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i32, 3>
  return
}

// -----

func.func @mbarrier_type_global(%bar: memref<i64, 1>, %n: i32) {
  // expected-error@below {{[mbarrier-type] an mbarrier is an i64 in shared memory, got memref<i64, 1>}}
  tile.mbarrier_init %bar, %n : memref<i64, 1>
  return
}

// -----

func.func @memory_space_tensor_load(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %g: memref<64x64xf32, 1>, %bar: memref<i64, 3>) {
  // expected-error@below {{[memory-space] the destination must be in shared memory, got a memref in global memory (memref<64x64xf32, 1>)}}
  tile.load %d[%x, %x] to %g, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 1>, memref<i64, 3>
  return
}

// -----

func.func @memory_space_make_tensormap(%A: memref<64x64xf32, 3>) {
  // expected-error@below {{[memory-space] the source must be in global memory, got a memref in shared memory (memref<64x64xf32, 3>)}}
  %d = tile.make_tensormap %A : memref<64x64xf32, 3> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @multicast_space(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %mask: i16) {
  // expected-error@below {{[multicast-space] multicast needs a shared::cluster destination, but dst_space is cta}}
  tile.load %d[%x, %x] to %s, %bar dst_space = cta multicast(%mask) : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  return
}

// -----

func.func @multicast_space_bulk(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>, %mask: i16) {
  // expected-error@below {{[multicast-space] multicast needs a shared::cluster destination, but dst_space is cta}}
  tile.bulk_load %g to %s, %bytes, %bar dst_space = cta multicast(%mask) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
  return
}

// -----

module attributes {tile.target = "sm_100a"} {
  func.func @cta_group_value(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>) {
    // expected-error@below {{[cta-group-value] cta_group must be 1 or 2, got 3}}
    tile.load %d[%x, %x] to %s, %bar cta_group = 3 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

//===----------------------------------------------------------------------===//
// Reductions: reduce-type, reduce-mode, l2-hint-destination.
//===----------------------------------------------------------------------===//

func.func @reduce_type(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>) {
  // expected-error@below {{[reduce-type] reduction 'min' is not defined for element type 'f32' into global memory}}
  tile.reduce min %s to %d[%x, %x] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @reduce_type_bulk_cluster(%s: memref<256xf32, 3>, %r: memref<256xf32, 3>, %bytes: i32, %bar: memref<i64, 3>) {
  // f32 add exists into global memory only.
  // expected-error@below {{[reduce-type] reduction 'add' is not defined for element type 'f32' into shared::cluster memory}}
  tile.bulk_reduce add %s to %r, %bytes mbar(%bar : memref<i64, 3>) : memref<256xf32, 3>, memref<256xf32, 3>
  return
}

// -----

func.func @reduce_type_inc_signed(%s: memref<256xsi32, 3>, %g: memref<256xsi32, 1>, %bytes: i32) {
  // expected-error@below {{[reduce-type] reduction 'inc' is not defined for element type 'si32' into global memory}}
  tile.bulk_reduce inc %s to %g, %bytes : memref<256xsi32, 3>, memref<256xsi32, 1>
  return
}

// -----

module attributes {tile.target = "sm_100a"} {
  func.func @reduce_mode(%d: !tile.tensormap<i32, rank = 2, box = [64, 1]>, %x: i32, %s: memref<4x64xi32, 3>) {
    // expected-error@below {{[reduce-mode] tensor reductions support tile and im2col_no_offs modes only, got scatter4}}
    tile.reduce add %s to %d[%x, %x, %x, %x, %x] mode = scatter4 : memref<4x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 1]>
    return
  }
}

// -----

func.func @l2_hint_destination(%s: memref<256xi32, 3>, %r: memref<256xi32, 3>, %bytes: i32, %bar: memref<i64, 3>, %policy: i64) {
  // expected-error@below {{[l2-hint-destination] an L2 cache hint needs a global destination; a shared::cluster bulk reduction takes none}}
  tile.bulk_reduce add %s to %r, %bytes mbar(%bar : memref<i64, 3>) l2_hint(%policy) : memref<256xi32, 3>, memref<256xi32, 3>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Bulk copies and cp.async: bulk-size, bulk-align, cp-async-*, index-count,
// wait-pending.
//===----------------------------------------------------------------------===//

func.func @bulk_size(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>) {
  %bytes = arith.constant 100 : i32
  // expected-error@below {{[bulk-size] bulk copy size must be a positive multiple of 16 bytes, got 100}}
  tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
  return
}

// -----

func.func @bulk_size_zero(%g: memref<1024xf32, 1>) {
  %bytes = arith.constant 0 : i32
  // expected-error@below {{[bulk-size] bulk copy size must be a positive multiple of 16 bytes, got 0}}
  tile.bulk_prefetch %g, %bytes : memref<1024xf32, 1>
  return
}

// -----

memref.global "private" @smem_bulk : memref<1024xf32, 3> = uninitialized {alignment = 128}

func.func @bulk_align(%g: memref<1024xf32, 1>, %bytes: i32) {
  %buf = memref.get_global @smem_bulk : memref<1024xf32, 3>
  // One f32 into the buffer: only 4-byte aligned.
  %s = memref.subview %buf[1] [256] [1] : memref<1024xf32, 3> to memref<256xf32, strided<[1], offset: 1>, 3>
  // expected-error@below {{[bulk-align] a bulk copy address must be 16-byte aligned, but it is only known to be 4-byte aligned}}
  tile.bulk_store %s to %g, %bytes : memref<256xf32, strided<[1], offset: 1>, 3>, memref<1024xf32, 1>
  return
}

// -----

func.func @cp_async_size(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index) {
  // expected-error@below {{[cp-async-size] cp.async copies 4, 8 or 16 bytes, got 12}}
  tile.cp_async %g[%i] to %s[%i], 12 : memref<1024xf32, 1>, memref<256xf32, 3>
  return
}

// -----

func.func @cp_async_cg_size(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index) {
  // expected-error@below {{[cp-async-cg-size] cp.async.cg copies exactly 16 bytes, got 8}}
  tile.cp_async %g[%i] to %s[%i], 8 cache = cg : memref<1024xf32, 1>, memref<256xf32, 3>
  return
}

// -----

func.func @cp_async_src_size(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index) {
  %n = arith.constant 20 : i32
  // expected-error@below {{[cp-async-src-size] src-size must be in [0, 16] (the cp-size), got 20}}
  tile.cp_async %g[%i] to %s[%i], 16 src_size(%n) : memref<1024xf32, 1>, memref<256xf32, 3>
  return
}

// -----

func.func @cp_async_l2_prefetch(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index) {
  // expected-error@below {{[cp-async-l2-prefetch] L2 prefetch size must be 64, 128 or 256 bytes, got 96}}
  tile.cp_async %g[%i] to %s[%i], 16 l2_prefetch = 96 : memref<1024xf32, 1>, memref<256xf32, 3>
  return
}

// -----

func.func @cp_async_src_size_and_ignore(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %n: i32, %p: i1) {
  // expected-error@below {{[cp-async-src-size-and-ignore] src_size and ignore_src are alternatives; give at most one}}
  tile.cp_async %g[%i] to %s[%i], 16 src_size(%n) ignore_src(%p) : memref<1024xf32, 1>, memref<256xf32, 3>
  return
}

// -----

func.func @index_count(%g: memref<32x32xf32, 1>, %s: memref<256xf32, 3>, %i: index) {
  // expected-error@below {{[index-count] the source memref has rank 2 but 1 indices were given}}
  tile.cp_async %g[%i] to %s[%i], 16 : memref<32x32xf32, 1>, memref<256xf32, 3>
  return
}

// -----

func.func @wait_pending() {
  // expected-error@below {{[wait-pending] the number of pending groups must be >= 0, got -1}}
  tile.bulk_wait -1
  return
}

// -----

func.func @wait_pending_cp_async() {
  // expected-error@below {{[wait-pending] the number of pending groups must be >= 0, got -3}}
  tile.cp_async_wait -3
  return
}

// -----

//===----------------------------------------------------------------------===//
// Descriptor slots and rebinds: slot-size, slot-align, desc-align,
// rebind-immutable, rebind-dims, rebind-strides, rebind-unchanged.
//===----------------------------------------------------------------------===//

func.func @slot_size(%slot: memref<64xi8, 1>) {
  // expected-error@below {{[slot-size] a descriptor slot holds 128 bytes, got a memref of 64 bytes}}
  %d = tile.tensormap_from_slot %slot : memref<64xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

memref.global "private" @slot_a64 : memref<128xi8, 1> = uninitialized {alignment = 64}

func.func @slot_align(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) {
  %slot = memref.get_global @slot_a64 : memref<128xi8, 1>
  // A device-rebound slot must be 128-byte aligned (64 is enough for plain use).
  // expected-error@below {{[slot-align] the descriptor slot must be 128-byte aligned, but it is only known to be 64-byte aligned}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

memref.global "private" @slot_fence : memref<128xi8, 1> = uninitialized {alignment = 64}

func.func @slot_align_fence() {
  %slot = memref.get_global @slot_fence : memref<128xi8, 1>
  // expected-error@below {{[slot-align] the descriptor slot must be 128-byte aligned, but it is only known to be 64-byte aligned}}
  tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
  return
}

// -----

memref.global "private" @slot_a32 : memref<128xi8, 1> = uninitialized {alignment = 32}

func.func @desc_align() {
  %slot = memref.get_global @slot_a32 : memref<128xi8, 1>
  // expected-error@below {{[desc-align] the descriptor slot must be 64-byte aligned, but it is only known to be 32-byte aligned}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @rebind_immutable(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %x: i32, %s1: i64, %s2: i64, %s3: i64) {
  // expected-error@below {{[rebind-immutable] an im2col tensor map has no device-side mutators: it must be host-born}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%x, %x, %x, %x] strides [%s1, %s2, %s3] : memref<128xi8, 1> as !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
  return
}

// -----

func.func @rebind_dims(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %pitch: i64) {
  // expected-error@below {{[rebind-dims] a rank-2 rebind writes 2 dims (or none), got 1}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @rebind_unchanged_range(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) {
  // expected-error@below {{[rebind-unchanged] unchanged field 4 is out of range: a rank-2 rebind has fields 0..4 (address, dims, strides)}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] unchanged = [1, 4] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @rebind_unchanged_negative(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) {
  // expected-error@below {{[rebind-unchanged] unchanged field -1 is out of range}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] unchanged = [-1] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @rebind_unchanged_order(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) {
  // expected-error@below {{[rebind-unchanged] unchanged fields must be strictly increasing, got 2 after 3}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] unchanged = [3, 2] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @rebind_unchanged_duplicate(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) {
  // expected-error@below {{[rebind-unchanged] unchanged fields must be strictly increasing, got 1 after 1}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] unchanged = [1, 1] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @rebind_strides(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) {
  // expected-error@below {{[rebind-strides] a rank-2 rebind writes 1 byte strides (dims 1..rank, or none), got 2}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch, %pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @rebind_global_values(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32) {
  // Constant dims and strides of a rebind obey the global-tensor rules.
  %h = arith.constant 0 : i32
  %pitch = arith.constant 100 : i64
  // expected-error@+2 {{[global-dim-range] global dimension 1 must be 1..2^32, got 0}}
  // expected-error@below {{[global-stride-align] global byte stride of dimension 1 must be a multiple of 16, got 100}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @memory_space_slot(%slot: memref<128xi8, 5>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) {
  // expected-error@below {{[memory-space] a descriptor slot must be in global or shared::cta memory, got memref<128xi8, 5>}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 5> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Targets: target-attribute, target-feature (one case per gated feature),
// multicast-target. A module's `tile.target` or a gpu.module's
// `#nvvm.target<chip = ...>` selects the target.
//===----------------------------------------------------------------------===//

// expected-error@below {{[target-attribute] tile.target: invalid target 'gfx90a': expected sm_<N> or sm_<N>a, for example sm_90a}}
module attributes {tile.target = "gfx90a"} {
  func.func @target_attribute_gfx90a() {
    return
  }
}

// -----

// expected-error@below {{[target-attribute] tile.target: unsupported target 'sm_70': tile-opt supports sm_80 and newer}}
module attributes {tile.target = "sm_70"} {
  func.func @target_attribute_sm70() {
    return
  }
}

// -----

module attributes {tile.target = "sm_80"} {
  func.func @target_feature_tensor_load_sm80(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>) {
    // expected-error@below {{[target-feature] cp.async.bulk.tensor requires sm_90 (PTX 8.0), but the target is sm_80}}
    tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

gpu.module @target_feature_tensor_store_sm89 [#nvvm.target<chip = "sm_89">] {
  gpu.func @target_feature_tensor_store_sm89_kernel(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>) kernel {
    // expected-error@below {{[target-feature] cp.async.bulk.tensor requires sm_90 (PTX 8.0), but the target is sm_89}}
    tile.store %s to %d[%x, %x] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

module attributes {tile.target = "sm_86"} {
  func.func @target_feature_tensor_prefetch_sm86(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32) {
    // expected-error@below {{[target-feature] cp.async.bulk.tensor requires sm_90 (PTX 8.0), but the target is sm_86}}
    tile.prefetch %d[%x, %x] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    return
  }
}

// -----

module attributes {tile.target = "sm_80"} {
  func.func @target_feature_tensor_shared_cta_sm80(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>) {
    // A tensor load into shared::cta needs sm_90 and PTX 8.6 (sm_90 is enough).
    // expected-error@+2 {{[target-feature] cp.async.bulk.tensor requires sm_90 (PTX 8.0), but the target is sm_80}}
    // expected-error@below {{[target-feature] a tensor load into .shared::cta requires sm_90 (PTX 8.6), but the target is sm_80}}
    tile.load %d[%x, %x] to %s, %bar dst_space = cta : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_80"} {
  func.func @target_feature_multicast_sm80(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %mask: i16) {
    // expected-error@+2 {{[target-feature] cp.async.bulk.tensor requires sm_90 (PTX 8.0), but the target is sm_80}}
    // expected-error@below {{[target-feature] .multicast::cluster requires sm_90 (PTX 8.0), but the target is sm_80}}
    tile.load %d[%x, %x] to %s, %bar multicast(%mask) : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_90a"} {
  func.func @target_feature_gather4(%d: !tile.tensormap<f32, rank = 2, box = [64, 1]>, %x: i32, %s: memref<4x64xf32, 3>, %bar: memref<i64, 3>) {
    // expected-error@below {{[target-feature] .tile::gather4 requires sm_100a (PTX 8.6), but the target is sm_90a}}
    tile.load %d[%x, %x, %x, %x, %x] to %s, %bar mode = gather4 : !tile.tensormap<f32, rank = 2, box = [64, 1]>, memref<4x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_90a"} {
  func.func @target_feature_scatter4(%d: !tile.tensormap<f32, rank = 2, box = [64, 1]>, %x: i32, %s: memref<4x64xf32, 3>) {
    // expected-error@below {{[target-feature] .tile::scatter4 requires sm_100a (PTX 8.6), but the target is sm_90a}}
    tile.store %s to %d[%x, %x, %x, %x, %x] mode = scatter4 : memref<4x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 1]>
    return
  }
}

// -----

module attributes {tile.target = "sm_100"} {
  func.func @target_feature_scatter4_sm100(%d: !tile.tensormap<f32, rank = 2, box = [64, 1]>, %x: i32, %s: memref<4x64xf32, 3>) {
    // .tile::scatter4 is architecture-specific: plain sm_100 is not enough.
    // expected-error@below {{[target-feature] .tile::scatter4 requires sm_100a (PTX 8.6), but the target is sm_100}}
    tile.store %s to %d[%x, %x, %x, %x, %x] mode = scatter4 : memref<4x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 1]>
    return
  }
}

// -----

module attributes {tile.target = "sm_90a"} {
  func.func @target_feature_im2col_w(%d: !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %x: i32, %halo: i16, %offset: i16, %s: memref<32x64xf16, 3>, %bar: memref<i64, 3>) {
    // expected-error@below {{[target-feature] .im2col::w requires sm_100a (PTX 8.6), but the target is sm_90a}}
    tile.load %d[%x, %x, %x] to %s, %bar im2col [%halo, %offset] mode = im2col_w : !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_90a"} {
  func.func @target_feature_im2col_w_128(%d: !tile.tensormap<f16, rank = 3, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %x: i32, %halo: i16, %offset: i16) {
    // expected-error@below {{[target-feature] .im2col::w::128 requires sm_100a (PTX 8.6), but the target is sm_90a}}
    tile.prefetch %d[%x, %x, %x] im2col [%halo, %offset] mode = im2col_w_128 : !tile.tensormap<f16, rank = 3, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
    return
  }
}

// -----

module attributes {tile.target = "sm_90a"} {
  func.func @target_feature_cta_group(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>) {
    // expected-error@below {{[target-feature] .cta_group requires sm_100a (PTX 8.6), but the target is sm_90a}}
    tile.load %d[%x, %x] to %s, %bar cta_group = 2 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_90a"} {
  func.func @target_feature_swizzle_atom(%d: !tile.tensormap<bf16, rank = 2, box = [64, 8], swizzle = sw128_atom32>, %x: i32, %s: memref<8x64xbf16, 3>, %bar: memref<i64, 3>) {
    // expected-error@below {{[target-feature] the 128B swizzle with 32B/64B atomicity requires sm_100 (PTX 8.6), but the target is sm_90a}}
    tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<bf16, rank = 2, box = [64, 8], swizzle = sw128_atom32>, memref<8x64xbf16, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_90a"} {
  func.func @target_feature_cp_mask(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %bytes: i32, %mask: i16) {
    // expected-error@below {{[target-feature] .cp_mask requires sm_100 (PTX 8.6), but the target is sm_90a}}
    tile.bulk_store %s to %g, %bytes byte_mask(%mask) : memref<1024xf32, 3>, memref<1024xf32, 1>
    return
  }
}

// -----

gpu.module @target_feature_tensormap_replace_sm90 [#nvvm.target<chip = "sm_90">] {
  gpu.func @target_feature_tensormap_replace_sm90_kernel(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64) kernel {
    // tensormap.replace is architecture-specific: sm_90 lacks it, sm_90a has it.
    // expected-error@below {{[target-feature] tensormap.replace requires sm_90a (PTX 8.3), but the target is sm_90}}
    tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

module attributes {tile.target = "sm_80"} {
  func.func @target_feature_tensormap_fence_sm80(%slot: memref<128xi8, 1>) {
    // expected-error@below {{[target-feature] fence.proxy.tensormap::generic / tensormap.cp_fenceproxy requires sm_90 (PTX 8.3), but the target is sm_80}}
    tile.tensormap_fence_acquire %slot : memref<128xi8, 1>
    return
  }
}

// -----

module attributes {tile.target = "sm_89"} {
  func.func @target_feature_tensormap_cp_fenceproxy_sm89(%t: memref<128xi8, 3>, %slot: memref<128xi8, 1>) {
    // expected-error@below {{[target-feature] fence.proxy.tensormap::generic / tensormap.cp_fenceproxy requires sm_90 (PTX 8.3), but the target is sm_89}}
    tile.tensormap_cp_fenceproxy %t to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
    return
  }
}

// -----

module attributes {tile.target = "sm_80"} {
  func.func @target_feature_prefetch_tensormap_sm80(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>) {
    // expected-error@below {{[target-feature] prefetch.tensormap requires sm_90 (PTX 8.0), but the target is sm_80}}
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    return
  }
}

// -----

module attributes {tile.target = "sm_80"} {
  func.func @target_feature_bulk_sm80(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>) {
    // expected-error@below {{[target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80}}
    tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    // expected-error@below {{[target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80}}
    tile.bulk_commit
    // expected-error@below {{[target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80}}
    tile.bulk_wait 0 read
    return
  }
}

// -----

module attributes {tile.target = "sm_80"} {
  func.func @target_feature_bulk_shared_cta_sm80(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>) {
    // expected-error@+2 {{[target-feature] cp.async.bulk requires sm_90 (PTX 8.0), but the target is sm_80}}
    // expected-error@below {{[target-feature] a bulk copy into .shared::cta requires sm_90 (PTX 8.6), but the target is sm_80}}
    tile.bulk_load %g to %s, %bytes, %bar dst_space = cta : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_80"} {
  func.func @target_feature_mbarrier_tx_sm80(%bar: memref<i64, 3>, %bytes: i32) {
    // mbarrier.init / arrive exist on sm_80; transaction counts need sm_90.
    tile.mbarrier_init %bar, %bytes : memref<i64, 3>
    // expected-error@below {{[target-feature] mbarrier transaction counts (expect_tx, try_wait.parity) requires sm_90 (PTX 8.0), but the target is sm_80}}
    tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_80"} {
  func.func @target_feature_fence_proxy_async_sm80() {
    // expected-error@below {{[target-feature] fence.proxy.async requires sm_90 (PTX 8.0), but the target is sm_80}}
    tile.fence_proxy_async shared_cta
    return
  }
}

// -----

module attributes {tile.target = "sm_120a"} {
  func.func @target_feature_cta_group_sm120a(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>) {
    // Architecture-specific sm_100a features are not forward compatible.
    // expected-error@below {{[target-feature] .cta_group requires sm_100a (PTX 8.6) (architecture-specific: sm_100a..sm_110a only), but the target is sm_120a}}
    tile.load %d[%x, %x] to %s, %bar cta_group = 1 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_90a"} {
  func.func @target_feature_gather4_shared_cta(%d: !tile.tensormap<f32, rank = 2, box = [64, 1]>, %x: i32, %s: memref<4x64xf32, 3>, %bar: memref<i64, 3>) {
    // Into shared::cta, gather4 needs sm_100 (not sm_100a).
    // expected-error@below {{[target-feature] .tile::gather4 into .shared::cta requires sm_100 (PTX 8.6), but the target is sm_90a}}
    tile.load %d[%x, %x, %x, %x, %x] to %s, %bar mode = gather4 dst_space = cta : !tile.tensormap<f32, rank = 2, box = [64, 1]>, memref<4x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_90"} {
  func.func @target_feature_im2col_w_shared_cta(%d: !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %x: i32, %halo: i16, %offset: i16, %s: memref<32x64xf16, 3>, %bar: memref<i64, 3>) {
    // expected-error@below {{[target-feature] .im2col::w into .shared::cta requires sm_100 (PTX 8.6), but the target is sm_90}}
    tile.load %d[%x, %x, %x] to %s, %bar im2col [%halo, %offset] mode = im2col_w dst_space = cta : !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
    return
  }
}

// -----

// Every target of a gpu.module is checked: each must have the feature (and a
// gpu.module with two targets is refused: it is compiled for one).
// expected-error@below {{[gpu-module-target] a gpu.module is compiled for one target, but this one has 2}}
gpu.module @target_feature_every_gpu_target [#nvvm.target<chip = "sm_90a">, #nvvm.target<chip = "sm_80">] {
  gpu.func @target_feature_every_gpu_target_kernel(%bar: memref<i64, 3>, %bytes: i32) kernel {
    // expected-error@below {{[target-feature] mbarrier transaction counts (expect_tx, try_wait.parity) requires sm_90 (PTX 8.0), but the target is sm_80}}
    tile.mbarrier_expect_tx %bar, %bytes : memref<i64, 3>
    gpu.return
  }
}

// -----

// expected-error@below {{[target-attribute] gpu.module target chip: unsupported target 'sm_70': tile-opt supports sm_80 and newer}}
gpu.module @target_attribute_gpu_module_sm70 [#nvvm.target<chip = "sm_70">] {
  gpu.func @target_attribute_gpu_module_sm70_kernel() kernel {
    tile.bulk_commit
    gpu.return
  }
}

// -----

// `#nvvm.target` without a chip means MLIR's default chip, sm_50.
// expected-error@below {{[target-attribute] gpu.module target chip: unsupported target 'sm_50': tile-opt supports sm_80 and newer}}
gpu.module @target_attribute_gpu_module_default_chip [#nvvm.target] {
  gpu.func @target_attribute_gpu_module_default_chip_kernel() kernel {
    tile.fence_proxy_async
    gpu.return
  }
}

// -----

// expected-error@below {{[target-attribute] tile ops need an NVVM target (#nvvm.target<chip = "sm_90a">), but the gpu.module targets are #rocdl.target<chip = "gfx90a">}}
gpu.module @target_attribute_gpu_module_gfx90a [#rocdl.target<chip = "gfx90a">] {
  gpu.func @target_attribute_gpu_module_gfx90a_kernel() kernel {
    tile.fence_proxy_async
    gpu.return
  }
}

// -----

module attributes {tile.target = "sm_90"} {
  func.func @multicast_target(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %mask: i16) {
    // expected-warning@below {{[multicast-target] .multicast::cluster is advised only on arch-specific targets (sm_90a, sm_100a); on sm_90 it may be substantially slower}}
    tile.load %d[%x, %x] to %s, %bar multicast(%mask) : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

gpu.module @multicast_target_bulk [#nvvm.target<chip = "sm_100">] {
  gpu.func @multicast_target_bulk_kernel(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>, %mask: i16) kernel {
    // expected-warning@below {{[multicast-target] .multicast::cluster is advised only on arch-specific targets (sm_90a, sm_100a); on sm_100 it may be substantially slower}}
    tile.bulk_load %g to %s, %bytes, %bar multicast(%mask) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// A gpu.module's NVVM target overrides the module's tile.target.
module attributes {tile.target = "sm_100a"} {
  gpu.module @target_gpu_module_overrides [#nvvm.target<chip = "sm_90a">] {
    gpu.func @target_gpu_module_overrides_kernel(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>) kernel {
      // expected-error@below {{[target-feature] .cta_group requires sm_100a (PTX 8.6), but the target is sm_90a}}
      tile.load %d[%x, %x] to %s, %bar cta_group = 1 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      gpu.return
    }
  }
}

// -----

//===----------------------------------------------------------------------===//
// One op, several rules: every violation is reported, not only the first.
//===----------------------------------------------------------------------===//

func.func @two_rules_coord_count_and_smem_size(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<16x64xf32, 3>, %bar: memref<i64, 3>) {
  // expected-error@+2 {{[coord-count] expected 2 coordinates for a rank-2 tensor map, got 3}}
  // expected-error@below {{[smem-size] the shared-memory destination holds 4096 bytes but one box is 16384 bytes}}
  tile.load %d[%x, %x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<16x64xf32, 3>, memref<i64, 3>
  return
}

// -----

func.func @three_rules_descriptor(%slot: memref<128xi8, 1>) {
  // expected-error@+3 {{[box-dim-range] box dimension 1 must be 1..256, got 300}}
  // expected-error@+2 {{[element-stride-range] element stride 0 must be 1..8, got 0}}
  // expected-error@below {{[oob-nan-float] OOB NaN fill needs a floating-point element type, got 'si32'}}
  %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<si32, rank = 2, box = [64, 300], element_strides = [0, 1], oob_fill = nan>
  return
}

// -----

func.func @two_rules_cp_async(%g: memref<1024xf32, 1>, %s: memref<16x16xf32, 3>, %i: index) {
  %n = arith.constant 9 : i32
  // expected-error@+3 {{[index-count] the destination memref has rank 2 but 1 indices were given}}
  // expected-error@+2 {{[cp-async-cg-size] cp.async.cg copies exactly 16 bytes, got 8}}
  // expected-error@below {{[cp-async-src-size] src-size must be in [0, 8] (the cp-size), got 9}}
  tile.cp_async %g[%i] to %s[%i], 8 cache = cg src_size(%n) : memref<1024xf32, 1>, memref<16x16xf32, 3>
  return
}

// -----

func.func @two_rules_rebind(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %s: i64) {
  // expected-error@+2 {{[rebind-dims] a rank-3 rebind writes 3 dims (or none), got 1}}
  // expected-error@below {{[rebind-strides] a rank-3 rebind writes 2 byte strides (dims 1..rank, or none), got 1}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w] strides [%s] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [64, 4, 4]>
  return
}

// -----

module attributes {tile.target = "sm_90a"} {
  func.func @two_rules_gather4_target_and_rank(%d: !tile.tensormap<f32, rank = 3, box = [64, 1, 1]>, %x: i32, %s: memref<4x64xf32, 3>, %bar: memref<i64, 3>) {
    // expected-error@+2 {{[four-row-rank] gather4 needs a 2-D tensor map, got rank 3}}
    // expected-error@below {{[target-feature] .tile::gather4 requires sm_100a (PTX 8.6), but the target is sm_90a}}
    tile.load %d[%x, %x, %x, %x, %x] to %s, %bar mode = gather4 : !tile.tensormap<f32, rank = 3, box = [64, 1, 1]>, memref<4x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

func.func @two_rules_bulk_space_and_size(%s: memref<1024xf32, 3>, %s2: memref<1024xf32, 3>, %bar: memref<i64, 3>) {
  %bytes = arith.constant 24 : i32
  // expected-error@+2 {{[memory-space] the source must be in global memory, got a memref in shared memory (memref<1024xf32, 3>)}}
  // expected-error@below {{[bulk-size] bulk copy size must be a positive multiple of 16 bytes, got 24}}
  tile.bulk_load %s to %s2, %bytes, %bar : memref<1024xf32, 3>, memref<1024xf32, 3>, memref<i64, 3>
  return
}

// -----

func.func @two_rules_reduce_mode_and_type(%d: !tile.tensormap<f32, rank = 2, box = [64, 1]>, %x: i32, %s: memref<4x64xf32, 3>) {
  // expected-error@+3 {{[reduce-mode] tensor reductions support tile and im2col_no_offs modes only, got scatter4}}
  // expected-error@+2 {{[target-feature] .tile::scatter4 requires sm_100a (PTX 8.6), but the target is sm_90a}}
  // expected-error@below {{[reduce-type] reduction 'xor' is not defined for element type 'f32' into global memory}}
  tile.reduce xor %s to %d[%x, %x, %x, %x, %x] mode = scatter4 : memref<4x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 1]>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Structural errors from MLIR's ODS-generated parser and verifier.
//===----------------------------------------------------------------------===//

// Coordinates are i32; the custom syntax gives them that type, so an i64
// value clashes with its definition (the note points at the argument).
// expected-note@below {{prior use here}}
func.func @ods_coordinate_i64(%d: !tile.tensormap<f32, rank = 1, box = [64]>, %x: i64, %s: memref<64xf32, 3>, %bar: memref<i64, 3>) {
  // expected-error@below {{use of value '%x' expects different type than prior uses: 'i32' vs 'i64'}}
  tile.load %d[%x] to %s, %bar : !tile.tensormap<f32, rank = 1, box = [64]>, memref<64xf32, 3>, memref<i64, 3>
  return
}

// -----

// expected-error@below {{struct is missing required parameter: rank}}
func.func @ods_missing_rank(%d: !tile.tensormap<f32, box = [64]>) {
  return
}

// -----

// expected-error@+2 {{expected ::mlir::tile::Swizzle to be one of: none, sw32, sw64, sw128, sw128_atom32, sw128_atom32_flip8, sw128_atom64}}
// expected-error@below {{failed to parse Tile_TensorMapType parameter 'swizzle' which is to be a `::mlir::tile::Swizzle`}}
func.func @ods_unknown_swizzle(%d: !tile.tensormap<f32, rank = 1, box = [64], swizzle = sw99>) {
  return
}

// -----

//===----------------------------------------------------------------------===//
// Boundaries: each case below is valid and must produce no diagnostic at all
// (--verify-diagnostics fails on any unexpected one).
//===----------------------------------------------------------------------===//

module attributes {tile.target = "sm_90"} {
  func.func @valid_tensor_load_shared_cta_sm90(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>) {
    // .shared::cta needs PTX 8.6, which sm_90 can use: no target error.
    tile.load %d[%x, %x] to %s, %bar dst_space = cta : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_80"} {
  func.func @valid_cp_async_sm80(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %p: i1, %policy: i64, %bar: memref<i64, 3>, %n: i32) {
    // cp.async with ignore-src, L2 hints and mbarrier init/arrive exist on sm_80.
    tile.cp_async %g[%i] to %s[%i], 16 cache = cg ignore_src(%p) l2_prefetch = 128 l2_hint(%policy) : memref<1024xf32, 1>, memref<256xf32, 3>
    tile.cp_async_commit
    tile.cp_async_wait 0
    tile.mbarrier_init %bar, %n : memref<i64, 3>
    tile.mbarrier_arrive %bar : memref<i64, 3>
    return
  }
}

// -----

module attributes {tile.target = "sm_100"} {
  func.func @valid_gather4_shared_cta_sm100(%d: !tile.tensormap<f32, rank = 2, box = [64, 1]>, %x: i32, %s: memref<4x64xf32, 3>, %bar: memref<i64, 3>) {
    tile.load %d[%x, %x, %x, %x, %x] to %s, %bar mode = gather4 dst_space = cta : !tile.tensormap<f32, rank = 2, box = [64, 1]>, memref<4x64xf32, 3>, memref<i64, 3>
    return
  }
}

// -----

gpu.module @valid_multicast_sm90a [#nvvm.target<chip = "sm_90a">] {
  gpu.func @valid_multicast_sm90a_kernel(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %s: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %mask: i16) kernel {
    // No multicast-target warning on an arch-specific target.
    tile.load %d[%x, %x] to %s, %bar multicast(%mask) : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

memref.global "private" @smem_a1024 : memref<8x32xf32, 3> = uninitialized {alignment = 1024}

func.func @valid_swizzle_aligned(%d: !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128>, %x: i32, %bar: memref<i64, 3>) {
  %s = memref.get_global @smem_a1024 : memref<8x32xf32, 3>
  tile.load %d[%x, %x] to %s, %bar : !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128>, memref<8x32xf32, 3>, memref<i64, 3>
  return
}

// -----

// A quoted '>' inside the element type must not confuse the type reader.
// expected-error@below {{'!tile.tensormap' type [desc-element-type] element type '!llvm.struct<"a>b", (i32)>' cannot be described}}
func.func @desc_element_type_quoted(%d: !tile.tensormap<!llvm.struct<"a>b", (i32)>, rank = 1, box = [16]>) {
  return
}

// -----

// TMA reads a tensor map from .param, .const or .global: a shared::cta slot
// can be built and rebound, but not read as a descriptor.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @descriptor_in_shared_slot(%slot: memref<128xi8, 3>) kernel {
    // expected-error@below {{[memory-space] the descriptor slot read by TMA must be in global memory, got a memref in shared memory (memref<128xi8, 3>)}}
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 3> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// A view of a shared::cta slot may be the source of a tile.tensormap_init
// (a generic 128-byte copy: the staged rebind), but not also be read by TMA.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @shared_view_copied_and_read(%staging: memref<128xi8, 3>, %slot: memref<128xi8, 1>,
                                        %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>) kernel {
    %c0 = arith.constant 0 : i32
    // expected-error@below {{[memory-space] the descriptor slot read by TMA must be in global memory, got a memref in shared memory (memref<128xi8, 3>)}}
    %d = tile.tensormap_from_slot %staging : memref<128xi8, 3> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_init %slot from %d : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1>
    tile.load %d[%c0, %c0] to %smem, %bar
        : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// With a swizzle, every inner box row takes a whole swizzle span in shared
// memory: 64-byte rows under sw128 sit at a 128-byte pitch, so a 16x32 f32 box
// needs 4 KiB, not 2 KiB.
func.func @smem_size_swizzle_pitch(%d: !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>, %s: memref<32x16xf32, 3>, %b: memref<i64, 3>) {
  %c0 = arith.constant 0 : i32
  // expected-error@below {{[smem-size] the shared-memory destination holds 2048 bytes but one box is 4096 bytes}}
  tile.load %d[%c0, %c0] to %s, %b : !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>, memref<32x16xf32, 3>, memref<i64, 3>
  return
}

// -----

// Cluster synchronization needs sm_90 (barrier.cluster: PTX 7.8; .relaxed and
// a remote arrive: PTX 8.0).
gpu.module @m [#nvvm.target<chip = "sm_89">] {
  gpu.func @cluster_sync_sm89(%bar: memref<i64, 3>, %rank: i32) kernel {
    // expected-error@below {{[target-feature] an mbarrier arrive on a peer CTA (mapa, .shared::cluster) requires sm_90 (PTX 8.0), but the target is sm_89}}
    tile.mbarrier_arrive_cluster %bar, %rank : memref<i64, 3>
    // expected-error@below {{[target-feature] barrier.cluster requires sm_90 (PTX 7.8), but the target is sm_89}}
    tile.cluster_arrive
    // expected-error@below {{[target-feature] barrier.cluster requires sm_90 (PTX 7.8), but the target is sm_89}}
    tile.cluster_wait aligned
    gpu.return
  }
}

// -----

// [cluster-rank]: a constant peer rank is below the cluster's size: the
// kernel's known_cluster_size when it states one, else 16.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster_rank_known(%bar: memref<i64, 3>) kernel attributes {known_cluster_size = array<i32: 4, 1, 1>} {
    %c3 = arith.constant 3 : i32
    %c4 = arith.constant 4 : i32
    tile.mbarrier_arrive_cluster %bar, %c3 : memref<i64, 3>
    // expected-error@below {{[cluster-rank] the peer CTA rank must be in 0..4: the kernel's cluster has 4 CTA(s) (known_cluster_size); got 4}}
    tile.mbarrier_arrive_cluster %bar, %c4 : memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster_rank_unknown(%bar: memref<i64, 3>) kernel {
    %c16 = arith.constant 16 : i32
    %cm1 = arith.constant -1 : i32
    // expected-error@below {{[cluster-rank] the peer CTA rank must be in 0..16: a cluster has at most 16 CTAs; got 16}}
    tile.mbarrier_arrive_cluster %bar, %c16 : memref<i64, 3>
    // expected-error@below {{[cluster-rank] the peer CTA rank must be in 0..16: a cluster has at most 16 CTAs; got -1}}
    tile.mbarrier_arrive_cluster %bar, %cm1 : memref<i64, 3>
    gpu.return
  }
}

// -----

// [mbarrier-type]: the remote arrive's barrier is an mbarrier in shared memory.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @cluster_arrive_global_bar(%bar: memref<i64, 1>, %rank: i32) kernel {
    // expected-error@below {{[mbarrier-type] an mbarrier is an i64 in shared memory, got memref<i64, 1>}}
    tile.mbarrier_arrive_cluster %bar, %rank : memref<i64, 1>
    gpu.return
  }
}
