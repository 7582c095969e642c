// A module that carries a launch manifest from an earlier run
// (tile.launch_manifest, the dictionary form tile-separate-host-tma stores)
// is read back by the next run: the pipeline completes it. A manifest
// attribute that is not one is a located [manifest-attr] error at the module
// naming what is wrong, and nothing is written.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default --emit=manifest -o - | %FileCheck %s

// CHECK:      "version": 2,
// CHECK-NEXT: "complete": true,
// CHECK:      "name": "k",
// CHECK-NEXT: "launch_sites": 1,
// CHECK:      "abi_index": 0,
module attributes {gpu.container_module, tile.launch_manifest = {complete = false, kernels = [{device_tmas = [], host_tmas = [], launch_sites = 1 : i64, module = "m", name = "k", num_device_tmas = 0 : i64, num_host_tmas = 0 : i64, params = [{index = 0 : i64, kind = "original", type = "!tile.tensormap<f32, rank = 2, box = [64, 64]>"}], rebind, shared_memory = {dynamic_bytes = 0 : i64, static_bytes = 0 : i64, uses_dynamic = false}}], version = 2 : i64}} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%arg0: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32} {
      tile.prefetch_tensormap %arg0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%arg0: memref<256x128xf32>) {
    %c1 = arith.constant 1 : index
    %0 = tile.make_tensormap %arg0 : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func  @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}

// -----

// expected-error@below {{[manifest-attr] the 'tile.launch_manifest' attribute holds a version 9 launch manifest; this build reads version 2}}
module attributes {gpu.container_module, tile.launch_manifest = {kernels = [], version = 9 : i64}} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%arg0: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32} {
      tile.prefetch_tensormap %arg0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%arg0: memref<256x128xf32>) {
    %c1 = arith.constant 1 : index
    %0 = tile.make_tensormap %arg0 : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func  @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}

// -----

// expected-error@below {{[manifest-attr] the 'tile.launch_manifest' attribute is not a launch manifest: no array 'kernels'}}
module attributes {gpu.container_module, tile.launch_manifest = {version = 2 : i64}} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%arg0: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32} {
      tile.prefetch_tensormap %arg0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%arg0: memref<256x128xf32>) {
    %c1 = arith.constant 1 : index
    %0 = tile.make_tensormap %arg0 : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func  @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}

// -----

// expected-error@below {{[manifest-attr] the 'tile.launch_manifest' attribute is not a launch manifest: kernels[0]: invalid type: integer `3`, expected a string}}
module attributes {gpu.container_module, tile.launch_manifest = {kernels = [{device_tmas = [], host_tmas = [], launch_sites = 1 : i64, module = 3 : i64, name = "k", num_device_tmas = 0 : i64, num_host_tmas = 0 : i64, params = []}], version = 2 : i64}} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%arg0: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32} {
      tile.prefetch_tensormap %arg0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%arg0: memref<256x128xf32>) {
    %c1 = arith.constant 1 : index
    %0 = tile.make_tensormap %arg0 : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func  @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}

// -----

// expected-error@below {{[manifest-attr] the 'tile.launch_manifest' attribute is not a launch manifest: an integer wider than 64 bits}}
module attributes {gpu.container_module, tile.launch_manifest = {kernels = [], version = 2 : i128}} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%arg0: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32} {
      tile.prefetch_tensormap %arg0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%arg0: memref<256x128xf32>) {
    %c1 = arith.constant 1 : index
    %0 = tile.make_tensormap %arg0 : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func  @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}

// -----

// expected-error@below {{[manifest-attr] the 'tile.launch_manifest' attribute is not a launch manifest: unexpected attribute dense<1> : vector<2xi32>}}
module attributes {gpu.container_module, tile.launch_manifest = {kernels = [dense<1> : vector<2xi32>], version = 2 : i64}} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%arg0: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32} {
      tile.prefetch_tensormap %arg0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%arg0: memref<256x128xf32>) {
    %c1 = arith.constant 1 : index
    %0 = tile.make_tensormap %arg0 : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func  @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}

// -----

// expected-error@below {{[manifest-attr] the 'tile.launch_manifest' attribute is neither a dictionary nor a string}}
module attributes {gpu.container_module, tile.launch_manifest = [2]} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%arg0: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel attributes {tile.num_device_tmas = 0 : i32, tile.num_host_tmas = 0 : i32} {
      tile.prefetch_tensormap %arg0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
  func.func @host(%arg0: memref<256x128xf32>) {
    %c1 = arith.constant 1 : index
    %0 = tile.make_tensormap %arg0 : memref<256x128xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.launch_func  @m::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%0 : !tile.tensormap<f32, rank = 2, box = [64, 64]>)
    return
  }
}
