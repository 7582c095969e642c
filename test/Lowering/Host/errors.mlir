// What tile-lower-host-tma rejects, each error at the op with its rule id:
// a rebind workspace placeholder shared by two launches or of no size, a descriptor
// that is also used by a host op other than a launch, a descriptor launch
// operand that no host tile.make_tensormap produces, and a symbol named like
// the encoder that is not the expected llvm.func.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default

module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @ws(%w: memref<?xi8, 1>) kernel {
      gpu.return
    }
  }
  func.func @shared_workspace() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'builtin.unrealized_conversion_cast' op [host-tma-workspace] a rebind workspace placeholder must be the kernel operand of exactly one gpu.launch_func; it is used by 2}}
    %w = builtin.unrealized_conversion_cast %c1, %c1, %c1 : index, index, index to memref<?xi8, 1> {tile.rebind_workspace = 128 : i64}
    gpu.launch_func @k::@ws blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%w : memref<?xi8, 1>)
    gpu.launch_func @k::@ws blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%w : memref<?xi8, 1>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @ws(%w: memref<?xi8, 1>) kernel {
      gpu.return
    }
  }
  func.func @zero_bytes() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'builtin.unrealized_conversion_cast' op [host-tma-workspace] tile.rebind_workspace must be a positive integer (bytes per CTA)}}
    %w = builtin.unrealized_conversion_cast %c1, %c1, %c1 : index, index, index to memref<?xi8, 1> {tile.rebind_workspace = 0 : i64}
    gpu.launch_func @k::@ws blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%w : memref<?xi8, 1>)
    return
  }
}

// -----

!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @use(%d: !desc) kernel {
      tile.prefetch_tensormap %d : !desc
      gpu.return
    }
  }
  func.func private @sink(!desc)
  func.func @escapes(%m: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'tile.make_tensormap' op [host-tma-use] the descriptor is used by 'func.call'}}
    %d = tile.make_tensormap %m : memref<64x64xf32> -> !desc
    gpu.launch_func @k::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc)
    func.call @sink(%d) : (!desc) -> ()
    return
  }
}

// -----

!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @use(%d: !desc) kernel {
      tile.prefetch_tensormap %d : !desc
      gpu.return
    }
  }
  func.func @passed_in(%d: !desc) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op [host-tma-operand] kernel operand 0 of k::use is a descriptor (!tile.tensormap<f32, rank = 2, box = [64, 64]>) that no host tile.make_tensormap / tile.make_tensormap_ptr in this module produces}}
    gpu.launch_func @k::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc)
    return
  }
}

// -----

!desc = !tile.tensormap<f32, rank = 2, box = [64, 64]>
module attributes {gpu.container_module} {
  gpu.module @k [#nvvm.target<chip = "sm_90a">] {
    gpu.func @use(%d: !desc) kernel {
      tile.prefetch_tensormap %d : !desc
      gpu.return
    }
  }
  func.func private @cuTensorMapEncodeTiled()
  func.func @clash(%m: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'tile.make_tensormap' op [host-tma-declaration] the module already has a symbol @cuTensorMapEncodeTiled ('func.func' of type () -> ()), but the host descriptor code calls it as an llvm.func}}
    %d = tile.make_tensormap %m : memref<64x64xf32> -> !desc
    gpu.launch_func @k::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%d : !desc)
    return
  }
}
