module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @g0 {
    memref.global "private" @k0_0_s74 : memref<32xtf32, 3> {alignment = 1024}
    gpu.func @k0_0(%count2: i32, %n13: index, %g16: memref<1024xi32, 1>, %j18: index, %p20: i1, %slot21: memref<128xi8, 1>, %x24: !tile.tensormap<si64, rank = 3, swizzle = sw32, l2_promotion = l2_256, mode = im2col_w, channels_per_pixel = 4, pixels_per_column = 16, lower_corner = [2], upper_corner = [-2]>, %pol64: i64, %p65: i1, %d66: !tile.tensormap<i8, rank = 5, box = [48, 64, 1, 1, 1], l2_promotion = l2_256>, %x68: i32, %x69: i32, %x70: i32, %x71: i32, %x72: i32, %d73: !tile.tensormap<tf32, rank = 1, box = [12], swizzle = sw128>, %x75: i32, %pol76: i64) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %i14 = %c0 to %n13 step %c1 {
          scf.if %p20 {
          }
          scf.if %p65 {
          }
        }
      }
      gpu.return
    }
  }
}
