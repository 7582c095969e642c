module attributes {gpu.container_module, tile.target = "sm_100a"} {
  gpu.module @g0 {
    memref.global "private" @k0_0_s66 : memref<16x32xtf32, 3> {alignment = 1024}
    gpu.func @k0_0(%count2: i32, %x22: i32, %x23: i32, %q24: i1, %p25: i1, %x29: i32, %x30: i32, %x31: i32, %o46: i16, %bytes47: i32, %n50: index, %d53: !tile.tensormap<si32, rank = 5, swizzle = sw32, l2_promotion = l2_64, mode = im2col, channels_per_pixel = 8, pixels_per_column = 4, lower_corner = [-1, 2, 2], upper_corner = [2, -1, -2]>, %x55: i32, %x56: i32, %x57: i32, %x58: i32, %phase64: i32, %d65: !tile.tensormap<tf32, rank = 5, mode = im2col_w, channels_per_pixel = 4, pixels_per_column = 16, lower_corner = [-23533], upper_corner = [0]>, %x67: i32, %x68: i32, %phase74: i32, %d75: !tile.tensormap<f32, rank = 4, swizzle = sw128_atom32, mode = im2col, channels_per_pixel = 32, pixels_per_column = 4, lower_corner = [-94, -1], upper_corner = [0, 2]>, %n76: index, %bytes79: i32) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.if %p25 {
          scf.for %i51 = %c0 to %n50 step %c1 {
          }
        }
      }
      gpu.return
    }
  }
}
