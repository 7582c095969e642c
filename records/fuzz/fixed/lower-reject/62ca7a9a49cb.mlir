module attributes {gpu.ct = "sm_"} {
  gpu.module @g0 [#nvvm.target<chip = "00a">] { gpu.func @k0_0(%count2: i32, %A3: memref<8x12xtf32, 1>, %n5: index, %x24: i32) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader { scf.for %i6 = %c0 to %n5 step %c1 {
        }
      }
      gpu.return
    }
  }
}
