// The PTX ISA version of a gpu.module is the highest of its target's
// minimum and the `tile.ptx_version` attributes on the gpu.module and on the
// top module (the lowering records there what the emitted features need).

// RUN: %tile-opt %s --split-input-file --emit=ptx | %FileCheck %s

// A top-module attribute raises sm_90a's 8.0.
module attributes {gpu.container_module, tile.ptx_version = "8.6"} {
  gpu.module @raised_by_module [#nvvm.target<chip = "sm_90a">] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
// CHECK-LABEL: // gpu.module @raised_by_module
// CHECK: .version 8.6
// CHECK-NEXT: .target sm_90a

// -----

// So does one on the gpu.module.
module attributes {gpu.container_module} {
  gpu.module @raised_by_gpu_module [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"} {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
// CHECK-LABEL: // gpu.module @raised_by_gpu_module
// CHECK: .version 8.3
// CHECK-NEXT: .target sm_90a

// -----

// The higher of the two wins.
module attributes {gpu.container_module, tile.ptx_version = "8.3"} {
  gpu.module @highest [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.5"} {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
// CHECK-LABEL: // gpu.module @highest
// CHECK: .version 8.5

// -----

// A version below the target's minimum does not lower it.
module attributes {gpu.container_module, tile.ptx_version = "7.8"} {
  gpu.module @not_lowered [#nvvm.target<chip = "sm_90a">] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
// CHECK-LABEL: // gpu.module @not_lowered
// CHECK: .version 8.0

// -----

// Without an attribute: the target's minimum (sm_100a: 8.6).
module attributes {gpu.container_module} {
  gpu.module @target_minimum [#nvvm.target<chip = "sm_100a">] {
    llvm.func @k() attributes {nvvm.kernel} {
      llvm.return
    }
  }
}
// CHECK-LABEL: // gpu.module @target_minimum
// CHECK: .version 8.6
// CHECK-NEXT: .target sm_100a
