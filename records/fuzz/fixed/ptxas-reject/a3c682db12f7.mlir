module attributes {gpu.container_module, tile.target = "sm_100"} {
  gpu.module @g0 [#nvvm.target<chip = "sm_100">] {
    memref.global "private" @k0_0_s1 : memref<i64, 3> {alignment = 8}
    memref.global "private" @k0_0_s7 : memref<16x8xf64, 3> {alignment = 1024}
    memref.global "private" @k0_0_s20 : memref<2x24xbf16, 3> {alignment = 1024}
    memref.global "private" @k0_0_s31 : memref<4x96xbf16, 3> {alignment = 1024}
    memref.global "private" @k0_0_s40 : memref<512xf16, 3> {alignment = 128}
    memref.global "private" @k0_0_s48 : memref<16xi64, 3> {alignment = 1024}
    memref.global "private" @k0_0_s55 : memref<128x48xf32, 3> {alignment = 1024}
    memref.global "private" @k0_0_s64 : memref<32x32xf64, 3> {alignment = 128}
    memref.global "private" @k0_0_s78 : memref<8x1x1x6xi64, 3> {alignment = 1024}
    memref.global "private" @k0_0_s89 : memref<256xf32, 3> {alignment = 128}
    memref.global "private" @k0_0_s93 : memref<32x32xi8, 3> {alignment = 128}
    memref.global "private" @k0_0_s107 : memref<64x64xf16, 3> {alignment = 1024}
    gpu.func @k0_0(%count2: i32, %n3: index, %d6: !tile.tensormap<f64, rank = 4, oob_fill = nan, mode = im2col_w, channels_per_pixel = 8, pixels_per_column = 16, lower_corner = [1], upper_corner = [2]>, %x8: i32, %x9: i32, %x10: i32, %o11: i16, %o12: i16, %pol13: i64, %bytes14: i32, %phase15: i32, %n16: index, %d19: !tile.tensormap<bf16, rank = 3, mode = im2col_w, channels_per_pixel = 24, pixels_per_column = 2, lower_corner = [1], upper_corner = [-1]>, %x21: i32, %x22: i32, %x23: i32, %o24: i16, %o25: i16, %pol26: i64, %bytes27: i32, %phase28: i32, %A29: memref<8x8x8x384xbf16, 1>, %x32: i32, %x33: i32, %o34: i16, %o35: i16, %bytes36: i32, %phase37: i32, %bytes38: i32, %g39: memref<512xf16, 1>, %pol41: i64, %p42: i1, %n43: index, %A46: memref<32xi64, 1>, %x49: i32, %q50: i1, %slot51: memref<128xi8, 1>, %A53: memref<32x32x4x4x96xf32, 1>, %x56: i32, %x57: i32, %o58: i16, %o59: i16, %o60: i16, %bytes61: i32, %phase62: i32, %g63: memref<64x64xf64, 1>, %j65: index, %j66: index, %j67: index, %j68: index, %n69: index, %d72: !tile.tensormap<i16, rank = 2, box = [48, 2]>, %x73: i32, %x74: i32, %q75: i1, %slot76: memref<128xi8, 1>, %x79: i32, %x80: i32, %x81: i32, %q82: i1, %bytes83: i32, %phase84: i32, %n85: index, %g88: memref<1024xf32, 1>, %j90: index, %j91: index, %g92: memref<64x64xi8, 1>, %j94: index, %j95: index, %j96: index, %j97: index, %z98: i1, %n99: index, %p102: i1, %A103: memref<2x?x?xf16>, %p105: i1, %d106: !tile.tensormap<f16, rank = 5, swizzle = sw128_atom64, mode = im2col, channels_per_pixel = 24, pixels_per_column = 64, lower_corner = [1, 2, 1], upper_corner = [1, -2, -3]>, %x108: i32, %x109: i32, %x110: i32, %o111: i16, %o112: i16, %o113: i16, %bytes114: i32, %phase115: i32) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %k0_0_s1 = memref.get_global @k0_0_s1 : memref<i64, 3>
      %k0_0_s7 = memref.get_global @k0_0_s7 : memref<16x8xf64, 3>
      %k0_0_s20 = memref.get_global @k0_0_s20 : memref<2x24xbf16, 3>
      %h30 = tile.make_tensormap %A29 : memref<8x8x8x384xbf16, 1> -> !tile.tensormap<bf16, rank = 4, mode = im2col, channels_per_pixel = 96, pixels_per_column = 4, lower_corner = [-1, -1], upper_corner = [-1, 2]>
      %k0_0_s31 = memref.get_global @k0_0_s31 : memref<4x96xbf16, 3>
      %k0_0_s40 = memref.get_global @k0_0_s40 : memref<512xf16, 3>
      %h47 = tile.make_tensormap %A46 : memref<32xi64, 1> -> !tile.tensormap<i64, rank = 1, box = [16], swizzle = sw128_atom32>
      %k0_0_s48 = memref.get_global @k0_0_s48 : memref<16xi64, 3>
      %h54 = tile.make_tensormap %A53 : memref<32x32x4x4x96xf32, 1> -> !tile.tensormap<f32, rank = 5, mode = im2col, channels_per_pixel = 48, pixels_per_column = 128, lower_corner = [-2, 0, 1], upper_corner = [2, -2, -1]>
      %k0_0_s55 = memref.get_global @k0_0_s55 : memref<128x48xf32, 3>
      %k0_0_s64 = memref.get_global @k0_0_s64 : memref<32x32xf64, 3>
      %k0_0_s78 = memref.get_global @k0_0_s78 : memref<8x1x1x6xi64, 3>
      %k0_0_s89 = memref.get_global @k0_0_s89 : memref<256xf32, 3>
      %k0_0_s93 = memref.get_global @k0_0_s93 : memref<32x32xi8, 3>
      %k0_0_s107 = memref.get_global @k0_0_s107 : memref<64x64xf16, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %i4 = %c0 to %n3 step %c1 {
          %ii5 = arith.index_cast %i4 : index to i32
          tile.load %d6[%x8, %ii5, %x9, %x10] to %k0_0_s7, %k0_0_s1 im2col [%o11, %o12] mode = im2col_w dst_space = cta l2_hint(%pol13) : !tile.tensormap<f64, rank = 4, oob_fill = nan, mode = im2col_w, channels_per_pixel = 8, pixels_per_column = 16, lower_corner = [1], upper_corner = [2]>, memref<16x8xf64, 3>, memref<i64, 3>
          scf.for %i17 = %c0 to %n16 step %c1 {
            %ii18 = arith.index_cast %i17 : index to i32
            tile.load %d19[%x21, %x22, %x23] to %k0_0_s20, %k0_0_s1 im2col [%o24, %o25] mode = im2col_w dst_space = cta l2_hint(%pol26) : !tile.tensormap<bf16, rank = 3, mode = im2col_w, channels_per_pixel = 24, pixels_per_column = 2, lower_corner = [1], upper_corner = [-1]>, memref<2x24xbf16, 3>, memref<i64, 3>
            tile.load %h30[%ii18, %ii18, %x32, %x33] to %k0_0_s31, %k0_0_s1 im2col [%o34, %o35] mode = im2col : !tile.tensormap<bf16, rank = 4, mode = im2col, channels_per_pixel = 96, pixels_per_column = 4, lower_corner = [-1, -1], upper_corner = [-1, 2]>, memref<4x96xbf16, 3>, memref<i64, 3>
          }
          tile.bulk_store %k0_0_s40 to %g39, %bytes38 l2_hint(%pol41) : memref<512xf16, 3>, memref<512xf16, 1>
          tile.bulk_commit
          scf.for %i44 = %c0 to %n43 step %c1 {
            %ii45 = arith.index_cast %i44 : index to i32
            tile.fence_proxy_async shared_cta
            tile.store %k0_0_s48 to %h47[%x49] if %q50 : memref<16xi64, 3>, !tile.tensormap<i64, rank = 1, box = [16], swizzle = sw128_atom32>
            tile.load %h54[%ii45, %ii45, %ii45, %x56, %x57] to %k0_0_s55, %k0_0_s1 im2col [%o58, %o59, %o60] mode = im2col dst_space = cta : !tile.tensormap<f32, rank = 5, mode = im2col, channels_per_pixel = 48, pixels_per_column = 128, lower_corner = [-2, 0, 1], upper_corner = [2, -2, -1]>, memref<128x48xf32, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %k0_0_s1, %phase62 : memref<i64, 3>
          }
        }
        tile.cp_async %g63[%j65, %j66] to %k0_0_s64[%j67, %j68], 4 : memref<64x64xf64, 1>, memref<32x32xf64, 3>
        tile.cp_async_commit
        tile.cp_async_wait 1
        scf.for %i70 = %c0 to %n69 step %c1 {
          %ii71 = arith.index_cast %i70 : index to i32
          tile.prefetch %d72[%x73, %x74] if %q75 : !tile.tensormap<i16, rank = 2, box = [48, 2]>
          %fs77 = tile.tensormap_from_slot %slot76 : memref<128xi8, 1> -> !tile.tensormap<i64, rank = 4, box = [6, 1, 1, 8]>
          tile.mbarrier_arrive_expect_tx %k0_0_s1, %bytes83 : memref<i64, 3>
          tile.load %fs77[%x79, %ii71, %x80, %x81] to %k0_0_s78, %k0_0_s1 if %q82 : !tile.tensormap<i64, rank = 4, box = [6, 1, 1, 8]>, memref<8x1x1x6xi64, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %k0_0_s1, %phase84 : memref<i64, 3>
        }
        scf.for %i86 = %c0 to %n85 step %c1 {
          %ii87 = arith.index_cast %i86 : index to i32
          tile.cp_async %g88[%j90] to %k0_0_s89[%j91], 16 : memref<1024xf32, 1>, memref<256xf32, 3>
          tile.cp_async %g92[%j94, %j95] to %k0_0_s93[%j96, %j97], 16 cache = cg ignore_src(%z98) : memref<64x64xi8, 1>, memref<32x32xi8, 3>
          tile.cp_async_commit
          tile.cp_async_wait 2
        }
        scf.for %i100 = %c0 to %n99 step %c1 {
          %ii101 = arith.index_cast %i100 : index to i32
          scf.if %p105 {
            tile.mbarrier_arrive_expect_tx %k0_0_s1, %bytes114 : memref<i64, 3>
            tile.load %d106[%ii101, %x108, %x109, %x110, %ii101] to %k0_0_s107, %k0_0_s1 im2col [%o111, %o112, %o113] mode = im2col : !tile.tensormap<f16, rank = 5, swizzle = sw128_atom64, mode = im2col, channels_per_pixel = 24, pixels_per_column = 64, lower_corner = [1, 2, 1], upper_corner = [1, -2, -3]>, memref<64x64xf16, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %k0_0_s1, %phase115 : memref<i64, 3>
          }
        }
      }
      gpu.return
    }
  }
}
