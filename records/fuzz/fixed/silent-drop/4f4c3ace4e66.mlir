gpu.module @m [#nvvm.target<chip = "sm_90a">] {
gpu.module @m [#nvvm.target<chip = "0a">] {} gpu.func @p(%d: !tile.tensormap<f32, rank = 2, box = [64,4]>, %y: i32) kernel { gpu.return
  }
}
