module attributes {gpu.container_module, tile.target = "sm_90"} {
  gpu.module @g0 [#nvvm.target<chip = "sm_90">] {
    memref.global "private" @k0_0_s1 : memref<i64, 3> {alignment = 8}
    memref.global "private" @k0_0_s8 : memref<256xf64, 3> {alignment = 128}
    memref.global "private" @k0_0_s13 : memref<1x1x4x64x4xf64, 3> {alignment = 1024}
    memref.global "private" @k0_0_s22 : memref<16x2x32xi32, 3> {alignment = 1024}
    memref.global "private" @k0_0_s29 : memref<32x32xf32, 3> {alignment = 128}
    memref.global "private" @k0_0_s36 : memref<32x32xf16, 3> {alignment = 128}
    memref.global "private" @k0_0_s64 : memref<256xi8, 3> {alignment = 128}
    memref.global "private" @k0_0_s68 : memref<128xi64, 3> {alignment = 128}
    memref.global "private" @k0_0_s73 : memref<128x64xi32, 3> {alignment = 1024}
    gpu.func @k0_0(%count2: i32, %n3: index, %p6: i1, %g7: memref<1024xf64, 1>, %j9: index, %j10: index, %A11: memref<?x16x?x?x32xf64>, %x14: i32, %x15: i32, %x16: i32, %x17: i32, %x18: i32, %q19: i1, %A20: memref<16x8x?xi32, 1>, %x23: i32, %x24: i32, %x25: i32, %pol26: i64, %p27: i1, %g28: memref<64x64xf32, 1>, %j30: index, %j31: index, %j32: index, %j33: index, %pol34: i64, %g35: memref<64x64xf16, 1>, %j37: index, %j38: index, %j39: index, %j40: index, %pol41: i64, %d42: !tile.tensormap<f16, rank = 5, l2_promotion = l2_256, mode = im2col, channels_per_pixel = 24, pixels_per_column = 8, lower_corner = [1, -2, 1], upper_corner = [-2, -1, 2]>, %x44: i32, %x45: i32, %x46: i32, %x47: i32, %x48: i32, %o49: i16, %o50: i16, %o51: i16, %pol52: i64, %bytes53: i32, %phase54: i32, %n55: index, %bytes58: i32, %g59: memref<256xsi32, 1>, %n60: index, %g63: memref<1024xi8, 1>, %j65: index, %j66: index, %bytes67: i32, %g69: memref<128xi64, 1>, %d70: !tile.tensormap<ui8, rank = 2, box = [16, 8]>, %q71: i1, %d72: !tile.tensormap<i32, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 128, lower_corner = [-18055], upper_corner = [1]>, %x74: i32, %x75: i32, %x76: i32, %x77: i32, %pol78: i64) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %k0_0_s1 = memref.get_global @k0_0_s1 : memref<i64, 3>
      %k0_0_s8 = memref.get_global @k0_0_s8 : memref<256xf64, 3>
      %h12 = tile.make_tensormap %A11 : memref<?x16x?x?x32xf64> -> !tile.tensormap<f64, rank = 5, box = [2, 64, 4, 1, 1], swizzle = sw32>
      %k0_0_s13 = memref.get_global @k0_0_s13 : memref<1x1x4x64x4xf64, 3>
      %h21 = tile.make_tensormap %A20 : memref<16x8x?xi32, 1> -> !tile.tensormap<i32, rank = 3, box = [32, 2, 16]>
      %k0_0_s22 = memref.get_global @k0_0_s22 : memref<16x2x32xi32, 3>
      %k0_0_s29 = memref.get_global @k0_0_s29 : memref<32x32xf32, 3>
      %k0_0_s36 = memref.get_global @k0_0_s36 : memref<32x32xf16, 3>
      %k0_0_s64 = memref.get_global @k0_0_s64 : memref<256xi8, 3>
      %k0_0_s68 = memref.get_global @k0_0_s68 : memref<128xi64, 3>
      %k0_0_s73 = memref.get_global @k0_0_s73 : memref<128x64xi32, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %i4 = %c0 to %n3 step %c1 {
          scf.if %p6 {
            tile.cp_async %g7[%j9] to %k0_0_s8[%j10], 16 : memref<1024xf64, 1>, memref<256xf64, 3>
            tile.store %k0_0_s13 to %h12[%x14, %x15, %x16, %x17, %x18] if %q19 : memref<1x1x4x64x4xf64, 3>, !tile.tensormap<f64, rank = 5, box = [2, 64, 4, 1, 1], swizzle = sw32>
          }
          tile.reduce or %k0_0_s22 to %h21[%x23, %x24, %x25] l2_hint(%pol26) : memref<16x2x32xi32, 3>, !tile.tensormap<i32, rank = 3, box = [32, 2, 16]>
          scf.if %p27 {
            tile.cp_async %g28[%j30, %j31] to %k0_0_s29[%j32, %j33], 4 l2_hint(%pol34) : memref<64x64xf32, 1>, memref<32x32xf32, 3>
            tile.cp_async %g35[%j37, %j38] to %k0_0_s36[%j39, %j40], 8 l2_prefetch = 256 l2_hint(%pol41) : memref<64x64xf16, 1>, memref<32x32xf16, 3>
          }
        }
        tile.mbarrier_arrive_expect_tx %k0_0_s1, %bytes53 : memref<i64, 3>
        scf.for %i56 = %c0 to %n55 step %c1 {
          scf.for %i61 = %c0 to %n60 step %c1 {
            tile.cp_async %g63[%j65] to %k0_0_s64[%j66], 8 : memref<1024xi8, 1>, memref<256xi8, 3>
            tile.bulk_reduce add %k0_0_s68 to %g69, %bytes67 : memref<128xi64, 3>, memref<128xi64, 1>
          }
        }
        tile.fence_proxy_async shared_cta
        tile.store %k0_0_s73 to %d72[%x74, %x75, %x76, %x77] mode = im2col_no_offs l2_hint(%pol78) : memref<128x64xi32, 3>, !tile.tensormap<i32, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 128, lower_corner = [-18055], upper_corner = [1]>
      }
      gpu.return
    }
  }
}
