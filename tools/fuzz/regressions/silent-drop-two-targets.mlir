gpu.module @target_feature_every_gpu_target [#nvvm.target<chip = "sm_90a">, #nvvm.target<chip = "sm_80">] {
  gpu.func @target_feature_every_gpu_target_kernel(%bar: memref<i64, 3>, %bytes: i32) {
    gpu.return
  }
}
