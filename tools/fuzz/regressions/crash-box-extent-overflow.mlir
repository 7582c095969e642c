module attributes {tile.target = "sm_80"} {
  func.func @target_feature_prefetch_tensormap_sm2147483648(%d: !tile.tensormap<f32, rank = 2, box = [-9223372036854775808, 64]>) {
    return
  }
}
