module attributes {gpu.container_module, tile.target = "sm_90"} {
  gpu.module @g0 [#nvvm.target<chip = "sm_90">] {
    memref.global "private" @k0_0_s1 : memref<i64, 3> {alignment = 8}
    memref.global "private" @k0_0_s5 : memref<1x8xi32, 3> {alignment = 1024}
    memref.global "private" @k0_0_s9 : memref<32x32xf16, 3> {alignment = 128}
    memref.global "private" @k0_0_s18 : memref<4x8xsi32, 3> {alignment = 1024}
    gpu.func @k0_0(%count2: i32, %p3: i1, %d4: !tile.tensormap<i32, rank = 2, box = [8, 1]>, %x6: i32, %x7: i32, %g8: memref<64x64xf16, 1>, %j10: index, %j11: index, %j12: index, %j13: index, %p14: i1, %p15: i1, %A16: memref<4x32x16x16xsi32, 1>, %x19: i32, %x20: i32, %x21: i32, %x22: i32, %o23: i16, %o24: i16, %bytes25: i32, %phase26: i32, %d27: !tile.tensormap<f16, rank = 5, box = [96, 16, 1, 1, 1]>, %x28: i32, %x29: i32, %x30: i32, %x31: i32, %x32: i32, %slot33: memref<128xi8, 1>, %d34: !tile.tensormap<bf16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 64, lower_corner = [1, 2, 12], upper_corner = [1, -1, -2]>, %x35: i32, %x36: i32, %x37: i32, %x38: i32, %x39: i32, %o40: i16, %o41: i16, %o42: i16, %q43: i1) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %k0_0_s1 = memref.get_global @k0_0_s1 : memref<i64, 3>
      %k0_0_s5 = memref.get_global @k0_0_s5 : memref<1x8xi32, 3>
      %k0_0_s9 = memref.get_global @k0_0_s9 : memref<32x32xf16, 3>
      %h17 = tile.make_tensormap %A16 : memref<4x32x16x16xsi32, 1> -> !tile.tensormap<si32, rank = 4, swizzle = sw32, mode = im2col, channels_per_pixel = 4, pixels_per_column = 4, lower_corner = [1, 2], upper_corner = [-2, 0]>
      %k0_0_s18 = memref.get_global @k0_0_s18 : memref<4x8xsi32, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %k0_0_s1, %count2 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        scf.if %p3 {
          tile.reduce min %k0_0_s5 to %d4[%x6, %x7] : memref<1x8xi32, 3>, !tile.tensormap<i32, rank = 2, box = [8, 1]>
          tile.bulk_commit
          tile.bulk_wait 0 read
        }
        tile.cp_async %g8[%j10, %j11] to %k0_0_s9[%j12, %j13], 16 cache = cg : memref<64x64xf16, 1>, memref<32x32xf16, 3>
        tile.cp_async_commit
        tile.cp_async_wait 2
        scf.if %p14 {
          scf.if %p15 {
            tile.cp_async_commit
            tile.cp_async_wait 0
          }
          tile.mbarrier_arrive_expect_tx %k0_0_s1, %bytes25 : memref<i64, 3>
          tile.load %h17[%x19, %x20, %x21, %x22] to %k0_0_s18, %k0_0_s1 im2col [%o23, %o24] mode = im2col dst_space = cluster : !tile.tensormap<si32, rank = 4, swizzle = sw32, mode = im2col, channels_per_pixel = 4, pixels_per_column = 4, lower_corner = [1, 2], upper_corner = [-2, 0]>, memref<4x8xsi32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %k0_0_s1, %phase26 : memref<i64, 3>
        }
        tile.prefetch %d27[%x28, %x29, %x30, %x31, %x32] : !tile.tensormap<f16, rank = 5, box = [96, 16, 1, 1, 1]>
        tile.tensormap_fence_acquire %slot33 scope = gpu : memref<128xi8, 1>
        tile.prefetch %d34[%x35, %x36, %x37, %x38, %x39] im2col [%o40, %o41, %o42] mode = im2col if %q43 : !tile.tensormap<bf16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 64, lower_corner = [1, 2, 12], upper_corner = [1, -1, -2]>
      }
      gpu.return
    }
  }
  gpu.module @g1 [#nvvm.target<chip = "sm_90">] {
    memref.global "private" @k1_0_s1 : memref<i64, 3> {alignment = 8}
    memref.global "private" @k1_0_s5 : memref<4x32x8xsi32, 3> {alignment = 1024}
    memref.global "private" @k1_0_s20 : memref<512xf16, 3> {alignment = 128}
    memref.global "private" @k1_0_s26 : memref<128x48xi16, 3> {alignment = 1024}
    memref.global "private" @k1_0_s37 : memref<16x8xsi32, 3> {alignment = 1024}
    memref.global "private" @k1_0_s50 : memref<256xf64, 3> {alignment = 128}
    gpu.func @k1_0(%count2: i32, %A3: memref<16x512x128xsi32, 1>, %x6: i32, %x7: i32, %x8: i32, %n9: index, %n12: index, %bytes15: i32, %phase16: i32, %bytes18: i32, %g19: memref<512xf16, 1>, %pol21: i64, %n22: index, %d25: !tile.tensormap<i16, rank = 5, mode = im2col, channels_per_pixel = 48, pixels_per_column = 128, lower_corner = [-5, -2, 2], upper_corner = [2, -2, -2]>, %x27: i32, %x28: i32, %x29: i32, %x30: i32, %o31: i16, %o32: i16, %o33: i16, %bytes34: i32, %phase35: i32, %d36: !tile.tensormap<si32, rank = 5, mode = im2col, channels_per_pixel = 8, pixels_per_column = 16, lower_corner = [2, -1, -2], upper_corner = [1, -8, 1]>, %x38: i32, %x39: i32, %x40: i32, %x41: i32, %x42: i32, %q43: i1, %slot44: memref<128xi8, 1>, %x45: i32, %x46: i32, %x47: i32, %pol48: i64, %g49: memref<1024xf64, 1>, %j51: index, %j52: index, %pol53: i64) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %k1_0_s1 = memref.get_global @k1_0_s1 : memref<i64, 3>
      %h4 = tile.make_tensormap %A3 : memref<16x512x128xsi32, 1> -> !tile.tensormap<si32, rank = 3, box = [8, 32, 4]>
      %k1_0_s5 = memref.get_global @k1_0_s5 : memref<4x32x8xsi32, 3>
      %k1_0_s20 = memref.get_global @k1_0_s20 : memref<512xf16, 3>
      %k1_0_s26 = memref.get_global @k1_0_s26 : memref<128x48xi16, 3>
      %k1_0_s37 = memref.get_global @k1_0_s37 : memref<16x8xsi32, 3>
      %k1_0_s50 = memref.get_global @k1_0_s50 : memref<256xf64, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %k1_0_s1, %count2 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.reduce and %k1_0_s5 to %h4[%x6, %x7, %x8] mode = tile : memref<4x32x8xsi32, 3>, !tile.tensormap<si32, rank = 3, box = [8, 32, 4]>
        tile.bulk_commit
        tile.bulk_wait 0 read
        scf.for %i10 = %c0 to %n9 step %c1 {
          %ii11 = arith.index_cast %i10 : index to i32
          scf.for %i13 = %c0 to %n12 step %c1 {
            %ii14 = arith.index_cast %i13 : index to i32
            tile.mbarrier_expect_tx %k1_0_s1, %bytes15 : memref<i64, 3>
            %done17 = tile.mbarrier_try_wait_parity %k1_0_s1, %phase16 : memref<i64, 3>
            scf.if %done17 {
              tile.fence_proxy_async shared_cta
            }
          }
          tile.bulk_store %k1_0_s20 to %g19, %bytes18 l2_hint(%pol21) : memref<512xf16, 3>, memref<512xf16, 1>
          tile.bulk_commit
        }
        scf.for %i23 = %c0 to %n22 step %c1 {
          %ii24 = arith.index_cast %i23 : index to i32
          tile.mbarrier_arrive_expect_tx %k1_0_s1, %bytes34 : memref<i64, 3>
          tile.load %d25[%ii24, %x27, %x28, %x29, %x30] to %k1_0_s26, %k1_0_s1 im2col [%o31, %o32, %o33] mode = im2col : !tile.tensormap<i16, rank = 5, mode = im2col, channels_per_pixel = 48, pixels_per_column = 128, lower_corner = [-5, -2, 2], upper_corner = [2, -2, -2]>, memref<128x48xi16, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %k1_0_s1, %phase35 : memref<i64, 3>
        }
        tile.reduce and %k1_0_s37 to %d36[%x38, %x39, %x40, %x41, %x42] mode = im2col_no_offs if %q43 : memref<16x8xsi32, 3>, !tile.tensormap<si32, rank = 5, mode = im2col, channels_per_pixel = 8, pixels_per_column = 16, lower_corner = [2, -1, -2], upper_corner = [1, -8, 1]>
        tile.bulk_commit
        tile.bulk_wait 0 read
        tile.tensormap_fence_acquire %slot44 scope = cta : memref<128xi8, 1>
        tile.fence_proxy_async shared_cta
        tile.store %k1_0_s5 to %h4[%x45, %x46, %x47] l2_hint(%pol48) : memref<4x32x8xsi32, 3>, !tile.tensormap<si32, rank = 3, box = [8, 32, 4]>
        tile.bulk_commit
        tile.bulk_wait 0 read
        tile.cp_async %g49[%j51] to %k1_0_s50[%j52], 4 l2_hint(%pol53) : memref<1024xf64, 1>, memref<256xf64, 3>
        tile.cp_async_commit
        tile.cp_async_wait 1
      }
      gpu.return
    }
  }
}
