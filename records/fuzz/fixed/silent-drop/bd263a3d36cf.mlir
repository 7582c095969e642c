gpu.module @r[#nvvm.target<chip = "sm_90a">] {gpu.func @t(%s: memref<5xbf16>, %p: i64) {
 gpu.return
  }
}
gpu.module @m2 [#nvvm.target<chip = "sm_90a">, #nvvm.target<chip = "sm_100a">] { gpu.func @k2() { gpu.return } }