module attributes {tile.target = "sm_80"} {
  func.func @target_feature_bulk_shared_cta_sm80(%g: memref<1024xf32, #gpu.address_space<global>>, %s: memref<1024xf32, 3>, %bytes: memref<i64, 3>) {
    return
  }
}
