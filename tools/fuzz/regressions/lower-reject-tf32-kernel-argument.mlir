module attributes {gpu.container_module, tile.target = "sm_100a"} {
  gpu.module @g0 {
    gpu.func @k0_0(%count2: i32, %p3: i1, %n4: index, %q13: i1, %d14: !tile.tensormap<i64, rank = 2, box = [6, 1]>, %x16: i32, %x17: i32, %x18: i32, %x19: i32, %d20: !tile.tensormap<i16, rank = 4, box = [16, 64, 2, 1], swizzle = sw128_atom32>, %x22: i32, %x23: i32, %x24: i32, %pol25: i64, %bytes26: i32, %A29: memref<16x16x32x64xtf32, 1>, %x32: i16, %bytes38: i32, %phase39: i32, %slot52: memref<128xi8, 1>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.if %p3 {
          scf.for %i5 = %c0 to %n4 step %c1 {
          }
        }
      }
      gpu.return
    }
  }
  gpu.module @g1 [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k1_0(%count2: i32, %d3: !tile.tensormap<f32, rank = 3, swizzle = sw64, l2_promotion = l2_64, mode = im2col, channels_per_pixel = 4, pixels_per_column = 1, lower_corner = [-9351], upper_corner = [0]>, %x5: i32, %x6: i32, %x7: i32, %x14: i32, %x15: i32, %d20: !tile.tensormap<bf16, rank = 2, box = [64, 32]>, %x22: i32, %q23: i1, %d24: !tile.tensormap<i8, rank = 3, mode = im2col, channels_per_pixel = 32, pixels_per_column = 4, lower_corner = [2], upper_corner = [1]>, %x25: i32, %x26: i32, %x27: i32, %o28: i32, %x36: i32, %pol37: i64) kernel {
      %c0 = arith.constant 0 : index
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
      }
      gpu.return
    }
  }
}
