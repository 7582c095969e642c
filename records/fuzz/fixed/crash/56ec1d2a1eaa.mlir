module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @g0 [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @k0_0_s1 : memref<i64, 3> {alignment = 8}
    memref.global "private" @k0_0_s4 : memref<256xf32, 3> {alignment = 128}
    gpu.func @k0_0(%count2: i32, %g3: memref<1024xf32, 1>, %j5: index, %j6: index, %ss7: i32) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %k0_0_s1 = memref.get_global @k0_0_s1 : memref<i64, 3>
      %k0_0_s4 = memref.get_global @k0_0_s4 : memref<256xf32, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %k0_0_s1, %count2 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.cp_async %g3[%j5] to %k0_0_s4[%j6], 16 cache = cg src_size(%ss7) : memref<1024xf32, 1>, memref<256xf32, 3>
        tile.cp_async_commit
        tile.cp_async_wait 0
      }
      gpu.return
    }
  }
}
