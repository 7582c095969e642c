module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
module {
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
  gpu.func @bt(%g: memref<1xf32, 1>, %policy: i64) {
    gpu.return
  }
}
}
}
}
}
}
}
}
}
}
}
}