
// A not lower it.
module attributes {gpu.container_module, tile.ptx_version = ""} {
  gpu.module @not_lowered [#nvvm.target<chip = "sm_99999999999999999999999999999999999999a">] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
// CHECK-LABEL: // CHECK: .version 8.0

