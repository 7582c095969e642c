module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @g0 {
    gpu.func @k0_0(%count2: i32, %A3: memref<12xi64>, %p5: i1, %slot6: memref<128xi8, 1>, %x9: i32, %x10: i32, %x11: i32, %x12: i32, %q13: i1, %x15: i32, %pol16: i64, %q17: i1, %n18: index, %n21: index, %A24: memref<4x16x4x8x24xf16, 1>, %x26: i32, %x27: i32, %x28: i32, %x29: i32, %o30: i16, %o31: i16, %o32: i16, %pol33: i64, %q34: i1, %A35: memref<8x32x8x16xf32>, %x38: i32, %x39: i32, %o40: i16, %o41: i16, %bytes42: i32, %phase43: i32, %n44: index, %slot47: memref<128xi8, 1>, %p49: i1, %A50: memref<8x8x64xi8, 1>, %x53: i32, %x54: i32, %x55: i32) kernel {
      %c0 = arith.constant 0 : index
      %h36 = tile.make_tensormap %A35 : memref<8x32x8x16xf32> -> !tile.tensormap<tf32, rank = 4, l2_promotion = l2_64, mode = im2col, channels_per_pixel = 16, pixels_per_column = 1, lower_corner = [-112, -75], upper_corner = [-1, 2]>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.if %p5 {
        }
      }
      gpu.return
    }
  }
  func.func @host_k0_0(%count2: i32, %A3: memref<12xi64>, %p5: i1, %slot6: memref<128xi8, 1>, %x9: i32, %x10: i32, %x11: i32, %x12: i32, %q13: i1, %x15: i32, %pol16: i64, %q17: i1, %n18: index, %n21: index, %A24: memref<4x16x4x8x24xf16, 1>, %x26: i32, %x27: i32, %x28: i32, %x29: i32, %o30: i16, %o31: i16, %o32: i16, %pol33: i64, %q34: i1, %A35: memref<8x32x8x16xf32>, %x38: i32, %x39: i32, %o40: i16, %o41: i16, %bytes42: i32, %phase43: i32, %n44: index, %slot47: memref<128xi8, 1>, %p49: i1, %A50: memref<8x8x64xi8, 1>, %x53: i32, %x54: i32, %x55: i32) {
    %one = arith.constant 1 : index
    %threads = arith.constant 128 : index
    gpu.launch_func @g0::@k0_0 blocks in (%one, %one, %one) threads in (%threads, %one, %one) args(%count2 : i32, %A3 : memref<12xi64>, %p5 : i1, %slot6 : memref<128xi8, 1>, %x9 : i32, %x10 : i32, %x11 : i32, %x12 : i32, %q13 : i1, %x15 : i32, %pol16 : i64, %q17 : i1, %n18 : index, %n21 : index, %A24 : memref<4x16x4x8x24xf16, 1>, %x26 : i32, %x27 : i32, %x28 : i32, %x29 : i32, %o30 : i16, %o31 : i16, %o32 : i16, %pol33 : i64, %q34 : i1, %A35 : memref<8x32x8x16xf32>, %x38 : i32, %x39 : i32, %o40 : i16, %o41 : i16, %bytes42 : i32, %phase43 : i32, %n44 : index, %slot47 : memref<128xi8, 1>, %p49 : i1, %A50 : memref<8x8x64xi8, 1>, %x53 : i32, %x54 : i32, %x55 : i32)
    return
  }
}
