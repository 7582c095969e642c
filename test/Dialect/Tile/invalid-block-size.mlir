// RUN: %tile-opt %s -split-input-file -verify-diagnostics

// [block-size]: a thread block has at most 1024 threads in x and in y, 64 in
// z and 1024 in all (CUDA). A kernel's known_block_size, nvvm.reqntid or
// nvvm.maxntid above that became a .reqntid/.maxntid the kernel can never
// be launched with, and a launch with a constant block above it never runs:
// both compiled silently.

// Kernels without tile ops (the driver's check of scopes without tile ops).
gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[block-size] kernel @too_wide has known_block_size = [2048, 1, 1]: 2048 threads in x, but a thread block has at most 1024 threads in x, 1024 in y, 64 in z and 1024 in all}}
  gpu.func @too_wide() kernel attributes {known_block_size = array<i32: 2048, 1, 1>} {
    gpu.return
  }
  // expected-error@below {{[block-size] kernel @too_deep has known_block_size = [1, 1, 128]: 128 threads in z}}
  gpu.func @too_deep() kernel attributes {known_block_size = array<i32: 1, 1, 128>} {
    gpu.return
  }
  // expected-error@below {{[block-size] kernel @too_many has known_block_size = [64, 32, 1]: 2048 threads in all}}
  gpu.func @too_many() kernel attributes {known_block_size = array<i32: 64, 32, 1>} {
    gpu.return
  }
  // expected-error@below {{[block-size] kernel @reqntid has nvvm.reqntid = [1025]: 1025 threads in x}}
  llvm.func @reqntid() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 1025>} {
    llvm.return
  }
  // expected-error@below {{[block-size] kernel @maxntid has nvvm.maxntid = [32, 33, 1]: 1056 threads in all}}
  llvm.func @maxntid() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 32, 33, 1>} {
    llvm.return
  }
  // At the limits: fine.
  gpu.func @x_limit() kernel attributes {known_block_size = array<i32: 1024, 1, 1>} {
    gpu.return
  }
  gpu.func @z_limit() kernel attributes {known_block_size = array<i32: 16, 1, 64>} {
    gpu.return
  }
  llvm.func @reqntid_limit() attributes {nvvm.kernel, nvvm.reqntid = array<i32: 32, 32, 1>} {
    llvm.return
  }
}

// -----

// A kernel with tile ops: reported by MLIR's verifier through its first tile op.
gpu.module @with_tile_ops [#nvvm.target<chip = "sm_90a">] {
  // expected-error@below {{[block-size] kernel @k has known_block_size = [1024, 2, 1]: 2048 threads in all}}
  gpu.func @k() kernel attributes {known_block_size = array<i32: 1024, 2, 1>} {
    tile.fence_proxy_async shared_cta
    gpu.return
  }
}

// -----

// Launches with constant block sizes, at the launch.
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @launches(%n: index) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %c2048 = arith.constant 2048 : index
    // expected-error@below {{[block-size] the launch of @m::@k has a block of 2048 x 1 x 1 threads: 2048 threads in x, but a thread block has at most 1024 threads in x, 1024 in y, 64 in z and 1024 in all}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c2048, %c1, %c1)
    // expected-error@below {{[block-size] the launch of @m::@k has a block of 64 x 32 x 1 threads: 2048 threads in all}}
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c32, %c1)
    // Fine: at the limit, or not a constant.
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%c1024, %c1, %c1)
    gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in (%n, %c64, %c1)
    return
  }
}

// -----

// The region form, before outlining.
func.func @launch_region() {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  // expected-error@below {{[block-size] gpu.launch has a block of 1 x 1 x 128 threads: 128 threads in z}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c128) {
    gpu.terminator
  }
  return
}
