// RUN: %tile-opt %s --split-input-file --verify-diagnostics

// Negative tests of the device rebind of every tensormap field: one case
// per rule of dialects/rules/src/rebind.rs, the encode
// rules of the rebind's result and `from` types (the same checks the host
// encode path runs), and the target gate of the swizzle atomicity.

func.func @rebind_complete_zeroed(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32) {
  // expected-error@below {{[rebind-complete] the slot is zeroed: the rebind must write the address, every dim and every stride, but global_stride[0] is not written}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] zeroed : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @rebind_complete_unchanged(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %h: i32, %s: i64) {
  // expected-error@below {{[rebind-complete] the slot is zeroed: the rebind must write the address, every dim and every stride, but global_address is not written}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%s] zeroed unchanged = [0] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

func.func @rebind_complete_rank(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32) {
  // expected-error@below {{[rebind-complete] the rank changes from 2 to 3: the rebind must write the address, every dim and every stride, but global_stride[0], global_stride[1] are not written}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %w, %w] from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [64, 4, 4]>
  return
}

// -----

func.func @rebind_l2_promotion(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[rebind-l2-promotion] tensormap.replace cannot write the L2 promotion: the slot holds none but the rebind's result type has l2_128}}
  tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_128>
  return
}

// -----

func.func @rebind_l2_promotion_zeroed(%slot: memref<128xi8, 1>, %p: !llvm.ptr<1>, %w: i32, %s: i64) {
  // expected-error@below {{[rebind-l2-promotion] tensormap.replace cannot write the L2 promotion: a zeroed slot has none, but the rebind's result type has l2_256}}
  tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %w] strides [%s] zeroed : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64], l2_promotion = l2_256>
  return
}

// -----

func.func @rebind_alignment(%slot: memref<128xi8, 1>, %w: i32) {
  // expected-error@below {{[rebind-alignment] the result type needs 32-byte aligned global addresses and strides, the slot's template only 16: global_address, global_stride[0], global_stride[1] must be rewritten}}
  tile.rebind %slot dims [%w, %w, %w] from !tile.tensormap<f32, rank = 3, box = [8, 16, 4]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [8, 16, 4], interleave = il32>
  return
}

// -----

func.func @rebind_immutable_from(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[rebind-immutable] the slot holds an im2col tensor map, whose im2col fields tensormap.replace cannot rewrite}}
  tile.rebind %slot from !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]> : memref<128xi8, 1> as !tile.tensormap<f16, rank = 4, box = [64, 4, 4, 1]>
  return
}

// -----

func.func @rebind_from_and_zeroed(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[rebind-from] a rebind's slot is either zeroed or holds a `from` type, not both}}
  tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [64, 64]> zeroed : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 32]>
  return
}

// -----

func.func @rebind_unchanged_not_given(%slot: memref<128xi8, 1>, %w: i32, %h: i32) {
  // expected-error@below {{[rebind-unchanged] unchanged field 0 (global_address) has no operand: only given fields can be listed}}
  tile.rebind %slot dims [%w, %h] unchanged = [0] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

// The result type obeys the host encode rules: the new box against the
// new swizzle's span, and the element type against the new fill.
func.func @rebind_result_encode_rules(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[swizzle-span] with swizzle sw64 the inner box dimension may span at most 64 bytes, got 128 bytes}}
  tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 64], swizzle = sw64>
  return
}

// -----

func.func @rebind_result_nan_fill(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[oob-nan-float] OOB NaN fill needs a floating-point element type, got 'si32'}}
  tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<si32, rank = 2, box = [64, 64], oob_fill = nan>
  return
}

// -----

func.func @rebind_result_box_and_stride(%slot: memref<128xi8, 1>) {
  // expected-error@+2 {{[box-dim-range] box dimension 1 must be 1..256, got 300}}
  // expected-error@below {{[element-stride-range] element stride 0 must be 1..8, got 9}}
  tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 300], element_strides = [9, 1]>
  return
}

// -----

func.func @rebind_result_interleave(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[interleave-rank] interleave il16 needs a tensor of rank >= 3, got rank 2}}
  tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64], interleave = il16>
  return
}

// -----

func.func @rebind_result_interleave_swizzle(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[interleave-swizzle] interleave il32 allows only swizzle sw32 or none, got sw64}}
  tile.rebind %slot from !tile.tensormap<f32, rank = 3, box = [8, 16, 4], interleave = il32> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [8, 16, 4], swizzle = sw64, interleave = il32>
  return
}

// -----

func.func @rebind_from_type_rules(%slot: memref<128xi8, 1>) {
  // expected-error@below {{'!tile.tensormap' type [box-inner-bytes] the inner box dimension must span a multiple of 16 bytes, got 12 bytes}}
  tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [3, 64]> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
  return
}

// -----

// The swizzle atomicity needs sm_100a (the default target is sm_90a).
func.func @rebind_atomicity_target(%slot: memref<128xi8, 1>) {
  // expected-error@below {{[target-feature] the 128B swizzle with 32B/64B atomicity requires sm_100}}
  tile.rebind %slot from !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128> : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [32, 8], swizzle = sw128_atom32>
  return
}

// -----

func.func @init_slot_align() {
  %slot = memref.get_global @slot_a64 : memref<128xi8, 1>
  // expected-error@below {{[slot-align] the descriptor slot must be 128-byte aligned, but it is only known to be 64-byte aligned}}
  tile.tensormap_init %slot : memref<128xi8, 1>
  return
}
memref.global "private" @slot_a64 : memref<128xi8, 1> = uninitialized {alignment = 64}

// -----

func.func @init_memory_space(%slot: memref<128xi8, 5>) {
  // expected-error@below {{[memory-space] a descriptor slot must be in global or shared::cta memory}}
  tile.tensormap_init %slot : memref<128xi8, 5>
  return
}

// -----

// The source type's own rules are its type verifier's: reported once, where
// the type is first written, and the parse stops there.
// expected-error@below {{'!tile.tensormap' type [box-dim-range] box dimension 1 must be 1..256, got 257}}
func.func @init_source_rules(%slot: memref<128xi8, 1>, %t: !tile.tensormap<f32, rank = 2, box = [64, 257]>) {
  tile.tensormap_init %slot from %t : !tile.tensormap<f32, rank = 2, box = [64, 257]> : memref<128xi8, 1>
  return
}
