!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @rebind_copy(%src: memref<4096x1024xf32, 1>, %dst: memref<4096x1024xf32, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %t = %c0 to %c16 step %c1 {
        }
      }
      gpu.return
    }
    gpu.func @copy(%src: memref<4096x1024xf32, 1>, %dst: memref<4096x1024xf32, 1>) kernel {
      %d = tile.make_tensormap %dst : memref<4096x1024xf32, 1> -> !desc
      %c0 = arith.constant 0 : index
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
      }
      gpu.return
    }
  }
  func.func @mgpuStreamCreate(%src: memref<4096x1024xf32, 1>, %tmp: memref<4096x1024xf32, 1>, %dst: memref<4096x1024xf32, 1>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %a = gpu.wait async
    %t1 = gpu.launch_func async [%a] @kernels::@rebind_copy blocks in (%c64, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%src : memref<4096x1024xf32, 1>, %tmp : memref<4096x1024xf32, 1>)
    %b = gpu.wait async
    %t2 = gpu.launch_func async [%t1, %b] @kernels::@copy blocks in (%c16, %c64, %c1) threads in (%c128, %c1, %c1)
        args(%tmp : memref<4096x1024xf32, 1>, %dst : memref<4096x1024xf32, 1>)
    return
  }
}
