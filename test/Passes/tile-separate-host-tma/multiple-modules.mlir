// Several gpu.modules, with a kernel of the same name in two of them: each
// launch is resolved through its symbol (@module::@kernel), so each kernel
// gets its own parameters and each launch the operands of its kernel. A
// gpu.module with no descriptors is left alone except for the zero counts.

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma)' | %FileCheck %s --enable-var-scope

// CHECK-LABEL: gpu.module @sm90
// CHECK: gpu.func @k(%arg0: memref<128xf32>, %[[D:arg1]]: !tile.tensormap<f32, rank = 1, box = [128]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 1 : i32}
// CHECK-NEXT: tile.prefetch_tensormap %[[D]] : !tile.tensormap<f32, rank = 1, box = [128]>
// CHECK-LABEL: gpu.module @sm100
// CHECK: gpu.func @k(%arg0: memref<128xf32>, %[[D:arg1]]: !tile.tensormap<f32, rank = 1, box = [32]>, %[[E:arg2]]: !tile.tensormap<f32, rank = 1, box = [64]>) kernel
// CHECK-SAME: attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 2 : i32}
// CHECK-NEXT: tile.prefetch_tensormap %[[D]] : !tile.tensormap<f32, rank = 1, box = [32]>
// CHECK-NEXT: tile.prefetch_tensormap %[[E]] : !tile.tensormap<f32, rank = 1, box = [64]>
// CHECK-LABEL: gpu.module @plain
// CHECK: gpu.func @k(%arg0: memref<128xf32>) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32}

// CHECK-LABEL: func.func @host(
// CHECK-SAME: %[[A:arg0]]: memref<128xf32>)
// CHECK: %[[H90:.*]] = tile.make_tensormap %[[A]] : memref<128xf32> -> !tile.tensormap<f32, rank = 1, box = [128]>
// CHECK-NEXT: gpu.launch_func @sm90::@k {{.*}} args(%[[A]] : memref<128xf32>, %[[H90]] : !tile.tensormap<f32, rank = 1, box = [128]>)
// CHECK-NEXT: %[[H32:.*]] = tile.make_tensormap %[[A]] : memref<128xf32> -> !tile.tensormap<f32, rank = 1, box = [32]>
// CHECK-NEXT: %[[H64:.*]] = tile.make_tensormap %[[A]] : memref<128xf32> -> !tile.tensormap<f32, rank = 1, box = [64]>
// CHECK-NEXT: gpu.launch_func @sm100::@k {{.*}} args(%[[A]] : memref<128xf32>, %[[H32]] : !tile.tensormap<f32, rank = 1, box = [32]>, %[[H64]] : !tile.tensormap<f32, rank = 1, box = [64]>)
// CHECK-NEXT: gpu.launch_func @plain::@k {{.*}} args(%[[A]] : memref<128xf32>)
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  gpu.module @sm90 [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%A: memref<128xf32>) kernel {
      %d = tile.make_tensormap %A : memref<128xf32> -> !tile.tensormap<f32, rank = 1, box = [128]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 1, box = [128]>
      gpu.return
    }
  }
  gpu.module @sm100 [#nvvm.target<chip = "sm_100a">] {
    gpu.func @k(%A: memref<128xf32>) kernel {
      %d = tile.make_tensormap %A : memref<128xf32> -> !tile.tensormap<f32, rank = 1, box = [32]>
      %e = tile.make_tensormap %A : memref<128xf32> -> !tile.tensormap<f32, rank = 1, box = [64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 1, box = [32]>
      tile.prefetch_tensormap %e : !tile.tensormap<f32, rank = 1, box = [64]>
      gpu.return
    }
  }
  gpu.module @plain [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%A: memref<128xf32>) kernel {
      gpu.return
    }
  }
  func.func @host(%A: memref<128xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @sm90::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%A : memref<128xf32>)
    gpu.launch_func @sm100::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%A : memref<128xf32>)
    gpu.launch_func @plain::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%A : memref<128xf32>)
    return
  }
}
