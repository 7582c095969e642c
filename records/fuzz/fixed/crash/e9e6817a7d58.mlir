module attributes {gpu.container_module, t.t = "a"} {gpu.module @kernels {gpu.func @k() {  gpu.return  }}
  %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
}