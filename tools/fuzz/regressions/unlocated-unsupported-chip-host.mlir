module attributes {gpu.container_module} {
  gpu.module @old_chip [#nvvm.target<chip = "sm_75">] {
    llvm.func @k() }
}
