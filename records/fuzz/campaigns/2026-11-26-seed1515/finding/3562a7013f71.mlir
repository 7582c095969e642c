module attributes {gpu.container_module, tile.target = "sm_100a"} {
  gpu.module @g0 [#nvvm.target<chip = "sm_100a">] {
    memref.global "private" @k0_0_s1 : memref<i64, 3> {alignment = 8}
    memref.global "private" @k0_0_s8 : memref<8x48xi16, 3> {alignment = 1024}
    memref.global "private" @k0_0_s17 : memref<32x16xi64, 3> {alignment = 1024}
    memref.global "private" @k0_0_s36 : memref<8x8x1x16xi32, 3> {alignment = 1024}
    memref.global "private" @k0_0_s44 : memref<8x8xsi64, 3> {alignment = 1024}
    memref.global "private" @k0_0_s49 : memref<64x128xi8, 3> {alignment = 1024}
    memref.global "private" @k0_0_s55 : memref<256xf32, 3> {alignment = 128}
    memref.global "private" @k0_0_s61 : memref<1x32xi32, 3> {alignment = 1024}
    gpu.func @k0_0(%count2: i32, %n3: index, %A6: memref<8x4x96xi16>, %x9: i32, %x10: i32, %x11: i32, %n12: index, %A15: memref<8x8x8x4x2xi64, 1>, %x18: i32, %x19: i32, %x20: i32, %x21: i32, %pol22: i64, %p23: i1, %table24: memref<?xi64, 1>, %w28: i64, %w29: i64, %w30: i64, %w31: i64, %st32: i64, %st33: i64, %st34: i64, %x37: i32, %x38: i32, %x39: i32, %d40: !tile.tensormap<si32, rank = 3, box = [12, 16, 4], swizzle = sw128_atom32>, %q41: i1, %slot42: memref<128xi8, 1>, %x45: i32, %x46: i32, %q47: i1, %d48: !tile.tensormap<i8, rank = 4, swizzle = sw128_atom32, mode = im2col, channels_per_pixel = 32, pixels_per_column = 64, lower_corner = [0, 0], upper_corner = [-1, -1]>, %x50: i32, %x51: i32, %x52: i32, %x53: i32, %g54: memref<1024xf32, 1>, %j56: index, %j57: index, %p58: i1, %A59: memref<4x8x16x4x64xi32>, %x62: i32, %x63: i32, %x64: i32, %x65: i32, %x66: i32, %o67: i16, %o68: i16, %o69: i16, %mask70: i16, %bytes71: i32, %phase72: i32) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %k0_0_s1 = memref.get_global @k0_0_s1 : memref<i64, 3>
      %h7 = tile.make_tensormap %A6 : memref<8x4x96xi16> -> !tile.tensormap<i16, rank = 3, mode = im2col_w, channels_per_pixel = 48, pixels_per_column = 8, lower_corner = [8733], upper_corner = [8869]>
      %k0_0_s8 = memref.get_global @k0_0_s8 : memref<8x48xi16, 3>
      %h16 = tile.make_tensormap %A15 : memref<8x8x8x4x2xi64, 1> -> !tile.tensormap<i64, rank = 5, swizzle = sw128_atom32_flip8, mode = im2col_w, channels_per_pixel = 2, pixels_per_column = 32, lower_corner = [21062], upper_corner = [-2]>
      %k0_0_s17 = memref.get_global @k0_0_s17 : memref<32x16xi64, 3>
      %bid25 = gpu.block_id x
      %a26 = memref.load %table24[%bid25] : memref<?xi64, 1>
      %ptr27 = llvm.inttoptr %a26 : i64 to !llvm.ptr<1>
      %dd35 = tile.make_tensormap_ptr %ptr27, dims [%w28, %w29, %w30, %w31], strides [%st32, %st33, %st34] : !llvm.ptr<1> -> !tile.tensormap<i32, rank = 4, box = [16, 1, 8, 8]>
      %k0_0_s36 = memref.get_global @k0_0_s36 : memref<8x8x1x16xi32, 3>
      %k0_0_s44 = memref.get_global @k0_0_s44 : memref<8x8xsi64, 3>
      %k0_0_s49 = memref.get_global @k0_0_s49 : memref<64x128xi8, 3>
      %k0_0_s55 = memref.get_global @k0_0_s55 : memref<256xf32, 3>
      %h60 = tile.make_tensormap %A59 : memref<4x8x16x4x64xi32> -> !tile.tensormap<i32, rank = 5, swizzle = sw128_atom32_flip8, mode = im2col, channels_per_pixel = 16, pixels_per_column = 1, lower_corner = [-2, 2, 2], upper_corner = [0, -16, 2]>
      %k0_0_s61 = memref.get_global @k0_0_s61 : memref<1x32xi32, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %k0_0_s1, %count2 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        scf.for %i4 = %c0 to %n3 step %c1 {
          %ii5 = arith.index_cast %i4 : index to i32
          tile.store %k0_0_s8 to %h7[%x9, %x10, %x11] mode = im2col_no_offs : memref<8x48xi16, 3>, !tile.tensormap<i16, rank = 3, mode = im2col_w, channels_per_pixel = 48, pixels_per_column = 8, lower_corner = [8733], upper_corner = [8869]>
          tile.bulk_commit
        }
        scf.for %i13 = %c0 to %n12 step %c1 {
          %ii14 = arith.index_cast %i13 : index to i32
          tile.reduce max %k0_0_s17 to %h16[%ii14, %x18, %x19, %x20, %x21] mode = im2col_no_offs l2_hint(%pol22) : memref<32x16xi64, 3>, !tile.tensormap<i64, rank = 5, swizzle = sw128_atom32_flip8, mode = im2col_w, channels_per_pixel = 2, pixels_per_column = 32, lower_corner = [21062], upper_corner = [-2]>
          tile.bulk_commit
          scf.if %p23 {
            tile.tensormap_fence_release scope = cluster
            tile.reduce inc %k0_0_s36 to %dd35[%x37, %x38, %x39, %ii14] : memref<8x8x1x16xi32, 3>, !tile.tensormap<i32, rank = 4, box = [16, 1, 8, 8]>
            tile.bulk_commit
          }
        }
        tile.prefetch_tensormap %d40 if %q41 : !tile.tensormap<si32, rank = 3, box = [12, 16, 4], swizzle = sw128_atom32>
        %fs43 = tile.tensormap_from_slot %slot42 : memref<128xi8, 1> -> !tile.tensormap<si64, rank = 2, box = [4, 8], swizzle = sw64>
        tile.store %k0_0_s44 to %fs43[%x45, %x46] if %q47 : memref<8x8xsi64, 3>, !tile.tensormap<si64, rank = 2, box = [4, 8], swizzle = sw64>
        tile.bulk_commit
        tile.store %k0_0_s49 to %d48[%x50, %x51, %x52, %x53] mode = im2col_no_offs : memref<64x128xi8, 3>, !tile.tensormap<i8, rank = 4, swizzle = sw128_atom32, mode = im2col, channels_per_pixel = 32, pixels_per_column = 64, lower_corner = [0, 0], upper_corner = [-1, -1]>
        tile.bulk_commit
        tile.bulk_wait 0 read
        tile.cp_async %g54[%j56] to %k0_0_s55[%j57], 16 cache = cg : memref<1024xf32, 1>, memref<256xf32, 3>
        tile.cp_async_commit
        tile.cp_async_wait 1
        scf.if %p58 {
          tile.mbarrier_arrive_expect_tx %k0_0_s1, %bytes71 : memref<i64, 3>
          tile.load %h60[%x62, %x63, %x64, %x65, %x66] to %k0_0_s61, %k0_0_s1 im2col [%o67, %o68, %o69] mode = im2col multicast(%mask70) : !tile.tensormap<i32, rank = 5, swizzle = sw128_atom32_flip8, mode = im2col, channels_per_pixel = 16, pixels_per_column = 1, lower_corner = [-2, 2, 2], upper_corner = [0, -16, 2]>, memref<1x32xi32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %k0_0_s1, %phase72 : memref<i64, 3>
        }
      }
      gpu.return
    }
  }
}
