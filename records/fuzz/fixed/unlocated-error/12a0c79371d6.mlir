gpu.module@m[#nvvm.target<chip="sm_90">]{
gpu.func @"%x"(%s: memref<i32, 3>, %r: memref<i64>) {
 gpu.return
  }
}
