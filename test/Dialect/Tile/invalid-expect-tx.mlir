// RUN: %tile-opt %s --split-input-file --verify-diagnostics

// [expect-tx-bytes]: where the bytes an mbarrier phase expects and the bytes the
// copies completing on it deliver are both known, they are equal (one case per
// form; the forms it leaves alone are in expect-tx.mlir). The error is at the
// block's first expect and names both sums and every op of each.

// The repro (/work/shared/repros/expect_tx_mismatch.mlir): 8192 expected, one
// 64 x 64 f32 box (16384 bytes) delivered.
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @straight_line(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %bytes = arith.constant 8192 : i32
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        // expected-error@below {{[expect-tx-bytes] the mbarrier expects 8192 transaction bytes in this block but the copies completing on it deliver 16384: the phase completes early or never. Expected by tile.mbarrier_arrive_expect_tx at 27:9 (8192 bytes); delivered by tile.load at 28:9 (16384 bytes)}}
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%c0_i32, %c0_i32] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
}

// -----

// More expected than delivered: the phase never completes.
func.func @too_many(%src: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %smem = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %bytes = arith.constant 16384 : i32
  // expected-error@below {{[expect-tx-bytes] the mbarrier expects 16384 transaction bytes in this block but the copies completing on it deliver 8192}}
  tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
  tile.load %src[%x, %x] to %smem, %bar
      : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  return
}

// -----

// A ring's loop body: stage %i's barrier (a dynamic subview, the same value for
// the expect and the load) expects one 64 x 32 box but the box is 64 x 64.
func.func @loop_body(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %n: index) {
  %bars = memref.alloca() {alignment = 8 : i64} : memref<4xi64, 3>
  %ring = memref.alloca() {alignment = 1024 : i64} : memref<4x64x64xf32, 3>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %bytes = arith.constant 8192 : i32
  scf.for %i = %c0 to %n step %c1 {
    %bar = memref.subview %bars[%i] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
    %buf = memref.subview %ring[%i, 0, 0] [1, 64, 64] [1, 1, 1]
        : memref<4x64x64xf32, 3> to memref<64x64xf32, strided<[64, 1], offset: ?>, 3>
    // expected-error@below {{[expect-tx-bytes] the mbarrier expects 8192 transaction bytes in this block but the copies completing on it deliver 16384}}
    tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, 3>
    tile.load %src[%x, %x] to %buf, %bar
        : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
  }
  return
}

// -----

// Several expects add up (arrive.expect_tx, then expect_tx), and so do the
// copies: 8192 + 4096 expected, two boxes of 8192 delivered.
func.func @several_expects_short(%a: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %sa = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %sb = memref.alloca() {alignment = 128 : i64} : memref<32x64xf32, 3>
  %e1 = arith.constant 8192 : i32
  %e2 = arith.constant 4096 : i32
  // expected-error@below {{[expect-tx-bytes] the mbarrier expects 12288 transaction bytes in this block but the copies completing on it deliver 16384}}
  tile.mbarrier_arrive_expect_tx %bar, %e1 : memref<i64, 3>
  tile.mbarrier_expect_tx %bar, %e2 : memref<i64, 3>
  tile.load %a[%x, %x] to %sa, %bar
      : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  tile.load %a[%x, %x] to %sb, %bar
      : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, 3>, memref<i64, 3>
  return
}

// -----

// A non-tensor bulk copy completes with its size: 4096 expected, 2048 + 4096
// delivered (a bulk copy and a 32 x 32 f32 box).
func.func @bulk_load(%g: memref<512xf32, 1>, %d: !tile.tensormap<f32, rank = 2, box = [32, 32]>, %x: i32) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %s = memref.alloca() {alignment = 128 : i64} : memref<512xf32, 3>
  %t = memref.alloca() {alignment = 128 : i64} : memref<32x32xf32, 3>
  %size = arith.constant 2048 : i32
  %bytes = arith.constant 4096 : i32
  // expected-error@below {{delivered by tile.bulk_load at 105:3 (2048 bytes), tile.load at 106:3 (4096 bytes)}}
  tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
  tile.bulk_load %g to %s, %size, %bar : memref<512xf32, 1>, memref<512xf32, 3>, memref<i64, 3>
  tile.load %d[%x, %x] to %t, %bar
      : !tile.tensormap<f32, rank = 2, box = [32, 32]>, memref<32x32xf32, 3>, memref<i64, 3>
  return
}

// -----

// Element strides [1, 2] keep every other row: the copy moves 32 x 16 elements
// (2048 bytes), not the whole 32 x 32 box.
func.func @element_strides(%d: !tile.tensormap<f32, rank = 2, box = [32, 32], element_strides = [1, 2]>, %x: i32) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %s = memref.alloca() {alignment = 128 : i64} : memref<16x32xf32, 3>
  %bytes = arith.constant 4096 : i32
  // expected-error@below {{[expect-tx-bytes] the mbarrier expects 4096 transaction bytes in this block but the copies completing on it deliver 2048}}
  tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
  tile.load %d[%x, %x] to %s, %bar
      : !tile.tensormap<f32, rank = 2, box = [32, 32], element_strides = [1, 2]>, memref<16x32xf32, 3>, memref<i64, 3>
  return
}

// -----

// gather4 moves four rows of box[0] elements: 4 x 64 bf16 = 512 bytes, not the
// 128 of the map's box [64, 1].
gpu.module @gather4 [#nvvm.target<chip = "sm_100a">] {
  gpu.func @gather4_bytes(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, %x: i32) kernel {
    %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
    %s = memref.alloca() {alignment = 1024 : i64} : memref<4x64xbf16, 3>
    %bytes = arith.constant 128 : i32
    // expected-error@below {{[expect-tx-bytes] the mbarrier expects 128 transaction bytes in this block but the copies completing on it deliver 512}}
    tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
    tile.load %d[%x, %x, %x, %x, %x] to %s, %bar mode = gather4
        : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// im2col moves pixels_per_column x channels_per_pixel elements: 32 x 64 f16 = 4096.
func.func @im2col_bytes(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
                        %x: i32, %o: i16) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %s = memref.alloca() {alignment = 128 : i64} : memref<32x64xf16, 3>
  %bytes = arith.constant 8192 : i32
  // expected-error@below {{[expect-tx-bytes] the mbarrier expects 8192 transaction bytes in this block but the copies completing on it deliver 4096}}
  tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
  tile.load %d[%x, %x, %x, %x] to %s, %bar im2col [%o, %o] mode = im2col
      : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
  return
}

// -----

// The same predicate on the expect and the copy: both happen or neither.
func.func @same_predicate(%src: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %p: i1) {
  %bar = memref.alloca() {alignment = 8 : i64} : memref<i64, 3>
  %smem = memref.alloca() {alignment = 128 : i64} : memref<64x64xf32, 3>
  %bytes = arith.constant 8192 : i32
  // expected-error@below {{[expect-tx-bytes] the mbarrier expects 8192 transaction bytes in this block but the copies completing on it deliver 16384}}
  tile.mbarrier_arrive_expect_tx %bar, %bytes if %p : memref<i64, 3>
  tile.load %src[%x, %x] to %smem, %bar if %p
      : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
  return
}

// -----

// Two barriers at constant offsets of one array are judged apart: stage 0 is
// right, stage 1 expects half its box.
gpu.module @two_stages [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @bars : memref<2xi64, 3> {alignment = 8}
  memref.global "private" @ring : memref<2x32x64xf32, 3> {alignment = 1024}
  gpu.func @two_stages(%src: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %x: i32) kernel {
    %bars = memref.get_global @bars : memref<2xi64, 3>
    %ring = memref.get_global @ring : memref<2x32x64xf32, 3>
    %b0 = memref.subview %bars[0] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[]>, 3>
    %b1 = memref.subview %bars[1] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: 1>, 3>
    %s0 = memref.subview %ring[0, 0, 0] [1, 32, 64] [1, 1, 1] : memref<2x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1]>, 3>
    %s1 = memref.subview %ring[1, 0, 0] [1, 32, 64] [1, 1, 1] : memref<2x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: 2048>, 3>
    %full = arith.constant 8192 : i32
    %half = arith.constant 4096 : i32
    tile.mbarrier_arrive_expect_tx %b0, %full : memref<i64, strided<[]>, 3>
    tile.load %src[%x, %x] to %s0, %b0
        : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1]>, 3>, memref<i64, strided<[]>, 3>
    // expected-error@below {{[expect-tx-bytes] the mbarrier expects 4096 transaction bytes in this block but the copies completing on it deliver 8192}}
    tile.mbarrier_arrive_expect_tx %b1, %half : memref<i64, strided<[], offset: 1>, 3>
    tile.load %src[%x, %x] to %s1, %b1
        : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: 2048>, 3>, memref<i64, strided<[], offset: 1>, 3>
    gpu.return
  }
}
