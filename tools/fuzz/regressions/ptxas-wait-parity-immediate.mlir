module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @copy_2d(%src: memref<8192x8192xf32>, %dst: memref<8192x8192xf32>) kernel {
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant -2147483648 : i32
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
  func.func @run(%src: memref<8192x8192xf32>, %dst: memref<8192x8192xf32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@copy_2d blocks in (%c128, %c128, %c1) threads in (%c128, %c1, %c1)
        args(%src : memref<8192x8192xf32>, %dst : memref<8192x8192xf32>)
    return
  }
}
