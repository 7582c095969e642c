// An alloca of device code is the thread's local memory whatever address
// space its pointer claims: a memref.alloca in memory space 3 (shared)
// lowered to an llvm.alloca of !llvm.ptr<3>, which NVPTX placed in a local
// stack frame and then converted as a shared address (cvta.shared): a TMA
// load into it wrote to an unrelated shared address, exit 0 (tile-fuzz seed
// 7171; with a 2^31 alignment the 2 GiB frame crashed ptxas). A located
// [alloca-space] error at the memref.alloca, in both strategies, no output.
// A local (memory space 5) alloca was miscompiled as well (a second
// cvta.local of the frame's generic address); generic allocas stay accepted.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default --emit=ptx
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default-asm --emit=ptx
// RUN: rm -f %t.ptx
// RUN: %not %tile-opt %s --split-input-file --pipeline=default --emit=ptx -o %t.ptx 2>&1 | %FileCheck %s
// RUN: test ! -e %t.ptx

// CHECK: alloca-space.mlir:[[@LINE+7]]:12: error: 'llvm.alloca' op [alloca-space] alloca of !llvm.ptr<3>: an alloca of device code must be generic (address space 0): NVPTX places every alloca in the thread's local memory and gives it a generic address, so one typed address space 3 (shared) is addressed wrongly
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @bar : memref<i64, 3> {alignment = 8}
    gpu.func @shared_alloca(%d: !tile.tensormap<f32, rank = 2, box = [32, 64]>, %x: i32) kernel {
      %b = memref.get_global @bar : memref<i64, 3>
      // expected-error@below {{[alloca-space] alloca of !llvm.ptr<3>: an alloca of device code must be generic (address space 0)}}
      %a = memref.alloca() {alignment = 128 : i64} : memref<64x32xf32, 3>
      tile.load %d[%x, %x] to %a, %b : !tile.tensormap<f32, rank = 2, box = [32, 64]>, memref<64x32xf32, 3>, memref<i64, 3>
      gpu.return
    }
  }
}

// -----

// A local (memory space 5) scratch array: refused as well.
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @local_scratch(%p: memref<4xf32, 1>, %i: index) kernel {
      %c0 = arith.constant 0 : index
      // expected-error@below {{[alloca-space] alloca of !llvm.ptr<5>: an alloca of device code must be generic (address space 0)}}
      %l = memref.alloca() : memref<4xf32, 5>
      %v = memref.load %p[%c0] : memref<4xf32, 1>
      memref.store %v, %l[%i] : memref<4xf32, 5>
      gpu.return
    }
  }
}

// -----

// Per-thread scratch without a memory space is what an alloca is: accepted.
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @generic_scratch(%p: memref<4xf32, 1>, %i: index) kernel {
      %c0 = arith.constant 0 : index
      %g = memref.alloca() : memref<4xf32>
      %v = memref.load %p[%c0] : memref<4xf32, 1>
      memref.store %v, %g[%i] : memref<4xf32>
      gpu.return
    }
  }
}
