gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  llvm.func ptx_kernelcc @k(%a: i65) {
    llvm.return
  }
}
