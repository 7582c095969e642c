// Rejections of tile-separate-host-tma, each naming its rule and the bad value.
// Only the address, dims and strides of a descriptor have device-side
// tensormap.replace mutators (the TMA emission design), so a descriptor whose immutable
// fields would need a device write must be host-born: an im2col descriptor,
// or one a paired-CTA (cta_group = 2) load reads, that depends on a
// device-only value is an error. A descriptor built in an un-outlined
// gpu.launch body has no kernel to become a parameter of.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma)'

module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @k(%A: memref<4x4x16x64xf16>, %i: index) kernel {
      %bid = gpu.block_id x
      %s = memref.subview %A[%bid, 0, 0, 0] [1, 4, 16, 64] [1, 1, 1, 1] : memref<4x4x16x64xf16> to memref<1x4x16x64xf16, strided<[4096, 1024, 64, 1], offset: ?>>
      // expected-error @below {{'tile.make_tensormap' op [host-born-only] an im2col tensor map cannot be rebound on the device: '!tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>' depends on 'gpu.block_id' at line 14}}
      %d = tile.make_tensormap %s : memref<1x4x16x64xf16, strided<[4096, 1024, 64, 1], offset: ?>> -> !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
      tile.prefetch_tensormap %d : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_100a">] {
    gpu.func @k(%A: memref<256x256xf32>, %smem: memref<2x64x64xf32, 3>, %bar: memref<i64, 3>) kernel {
      %bid = gpu.block_id x
      %s = memref.subview %A[%bid, 0] [128, 256] [1, 1] : memref<256x256xf32> to memref<128x256xf32, strided<[256, 1], offset: ?>>
      // expected-error @below {{'tile.make_tensormap' op [host-born-only] a paired-CTA descriptor cannot be rebound on the device: '!tile.tensormap<f32, rank = 2, box = [64, 64]>' is used by the cta_group = 2 load 'tile.load' at line 34 and depends on 'gpu.block_id' at line 29}}
      %d = tile.make_tensormap %s : memref<128x256xf32, strided<[256, 1], offset: ?>> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %c0 = arith.constant 0 : i32
      tile.load %d[%c0, %c0] to %smem, %bar cta_group = 2 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<2x64x64xf32, 3>, memref<i64, 3>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @host(%A: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%a = %c1, %b = %c1, %c = %c1) {
      // expected-error @below {{'tile.make_tensormap' op [kernel-outlining] descriptor built inside the body of 'gpu.launch' at line 45: outline the kernel first (gpu-kernel-outlining)}}
      %d = tile.make_tensormap %A : memref<64x64xf32> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.terminator
    }
    return
  }
}
