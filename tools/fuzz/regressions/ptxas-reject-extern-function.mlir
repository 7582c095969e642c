gpu.module @m [#nvvm.target<chip = "sm_90a">] {
func.func private @e() gpu.func @bt(%s: memref<52xbf16, 1>, %py: i64) {
  gpu.return
  }
}
