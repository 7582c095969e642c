// Kernel signatures and module attributes written by tile-lower-to-nvvm
// (signature.rs, mod.rs), the same under both strategies:
//  - every !tile.tensormap parameter of a gpu.func becomes !llvm.ptr (the
//    address of the by-value 128-byte parameter) and its position *after*
//    convert-gpu-to-nvvm's memref expansion (ranked memref: 3 + 2 * rank
//    values, unranked: 2, anything else: 1) is recorded in
//    `tile.grid_constant_args`;
//  - each gpu.module gets `tile.ptx_version`, the lowest PTX ISA version its
//    lowered instructions need (lowering/ptx/README.md, Requirements).
// The full pipelines then give exactly those parameters of nvvm.kernel
// functions `llvm.byval`, `llvm.align = 64` and `nvvm.grid_constant`
// (tile-finalize-kernel-params), and reject descriptor parameters on
// functions that are not kernels.

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default | %FileCheck %s --check-prefix=FINAL --enable-var-scope
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pipeline=default-asm | %FileCheck %s --check-prefix=FINAL --enable-var-scope

// Descriptors between memrefs and scalars: positions 7 (after a 2-D memref,
// 7 values), 10 (after an unranked memref, 2 values) and 15 (after an i32 and
// a 0-D memref, 3 values).
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @positions(
// NVVM-SAME: %arg0: memref<16x16xf32, 1>, %arg1: !llvm.ptr, %arg2: memref<*xf32>, %arg3: !llvm.ptr,
// NVVM-SAME: %arg4: i32, %arg5: memref<i64, 3>, %arg6: !llvm.ptr) kernel
// NVVM-SAME: attributes {tile.grid_constant_args = array<i64: 7, 10, 15>} {
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// ASM-LABEL: gpu.func @positions(
// ASM-SAME: %arg0: memref<16x16xf32, 1>, %arg1: !llvm.ptr, %arg2: memref<*xf32>, %arg3: !llvm.ptr,
// ASM-SAME: %arg4: i32, %arg5: memref<i64, 3>, %arg6: !llvm.ptr) kernel
// ASM-SAME: attributes {tile.grid_constant_args = array<i64: 7, 10, 15>} {
// ASM-NEXT: gpu.return
// FINAL-LABEL: llvm.func @positions(
// FINAL-SAME: %arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64,
// FINAL-SAME: %arg7: !llvm.ptr {llvm.align = 64 : i32, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant},
// FINAL-SAME: %arg8: i64, %arg9: !llvm.ptr,
// FINAL-SAME: %arg10: !llvm.ptr {llvm.align = 64 : i32, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant},
// FINAL-SAME: %arg11: i32, %arg12: !llvm.ptr<3>, %arg13: !llvm.ptr<3>, %arg14: i64,
// FINAL-SAME: %arg15: !llvm.ptr {llvm.align = 64 : i32, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant})
// FINAL-SAME: attributes {gpu.kernel, nvvm.kernel
// FINAL-NEXT: llvm.return
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @positions(%a: memref<16x16xf32, 1>, %d0: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
                        %u: memref<*xf32>, %d1: !tile.tensormap<f16, rank = 3, box = [64, 8, 2]>,
                        %x: i32, %bar: memref<i64, 3>, %d2: !tile.tensormap<f32, rank = 1, box = [64]>) kernel {
      gpu.return
    }
  }
}

// -----

// A descriptor first, used by two ops: both take the parameter itself (no
// conversion, no materialization). A kernel without descriptors keeps its
// signature and gets no attribute. The module needs PTX 8.0 (TMA).
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.0"} {
// NVVM-LABEL: gpu.func @first(
// NVVM-SAME: [[D:%arg0]]: !llvm.ptr, [[X:%arg1]]: i32, [[Y:%arg2]]: i32) kernel
// NVVM-SAME: attributes {tile.grid_constant_args = array<i64: 0>} {
// NVVM-NEXT: nvvm.prefetch tensormap, [[D]] : !llvm.ptr
// NVVM-NEXT: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]]] : !llvm.ptr
// NVVM-NEXT: gpu.return
// NVVM-LABEL: gpu.func @no_descriptor(
// NVVM-SAME: %arg0: i32) kernel {
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.0"} {
// ASM-LABEL: gpu.func @first(
// ASM-SAME: [[D:%arg0]]: !llvm.ptr, [[X:%arg1]]: i32, [[Y:%arg2]]: i32) kernel
// ASM-SAME: attributes {tile.grid_constant_args = array<i64: 0>} {
// ASM-NEXT: [[D0:%[0-9]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "prefetch.tensormap [$0];", "l" [[D0]] : (i64) -> ()
// ASM-NEXT: [[D1:%[0-9]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.2d.L2.global.tile [$0, {$1, $2}];", "l,r,r" [[D1]], [[X]], [[Y]] : (i64, i32, i32) -> ()
// ASM-NEXT: gpu.return
// ASM-LABEL: gpu.func @no_descriptor(
// ASM-SAME: %arg0: i32) kernel {
// FINAL-LABEL: llvm.func @first(
// FINAL-SAME: %arg0: !llvm.ptr {llvm.align = 64 : i32, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant},
// FINAL-SAME: %arg1: i32, %arg2: i32) attributes {gpu.kernel, nvvm.kernel
// FINAL-LABEL: llvm.func @no_descriptor(
// FINAL-SAME: %arg0: i32) attributes {gpu.kernel, nvvm.kernel
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    gpu.func @first(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %y: i32) kernel {
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch %d[%x, %y] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
    gpu.func @no_descriptor(%x: i32) kernel {
      gpu.return
    }
  }
}

// -----

// tile.ptx_version per gpu.module: the join of what its instructions need.
// No tile op: no attribute. cp.async: 7.0. The blocking mbarrier wait: 7.8.
// A tensormap fence: 8.3. A load into shared::cta: 8.6.
// NVVM-LABEL: gpu.module @none [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @cp_async [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "7.0"} {
// NVVM-LABEL: gpu.module @wait [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "7.8"} {
// NVVM-LABEL: gpu.module @fence [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"} {
// NVVM-LABEL: gpu.module @dst_cta [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.6"} {
// ASM-LABEL: gpu.module @none [#nvvm.target<chip = "sm_90a">] {
// ASM-LABEL: gpu.module @cp_async [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "7.0"} {
// ASM-LABEL: gpu.module @wait [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "7.8"} {
// ASM-LABEL: gpu.module @fence [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"} {
// ASM-LABEL: gpu.module @dst_cta [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.6"} {
// FINAL-LABEL: llvm.func @none(
// FINAL-LABEL: llvm.func @cp_async(
// FINAL-LABEL: llvm.func @wait(
// FINAL-LABEL: llvm.func @fence(
// FINAL-LABEL: llvm.func @dst_cta(
module attributes {gpu.container_module} {
  gpu.module @none [#nvvm.target<chip = "sm_90a">] {
    gpu.func @none(%x: i32) kernel {
      gpu.return
    }
  }
  gpu.module @cp_async [#nvvm.target<chip = "sm_90a">] {
    gpu.func @cp_async(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index) kernel {
      tile.cp_async %g[%i] to %s[%i], 16 cache = cg : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async_commit
      tile.cp_async_wait 0
      gpu.return
    }
  }
  gpu.module @wait [#nvvm.target<chip = "sm_90a">] {
    gpu.func @wait(%bar: memref<i64, 3>, %phase: i32) kernel {
      tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
      gpu.return
    }
  }
  gpu.module @fence [#nvvm.target<chip = "sm_90a">] {
    gpu.func @fence(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %slot: memref<128xi8, 1>) kernel {
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.tensormap_fence_acquire %slot : memref<128xi8, 1>
      gpu.return
    }
  }
  gpu.module @dst_cta [#nvvm.target<chip = "sm_90a">] {
    gpu.func @dst_cta(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>,
                      %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
      tile.load %d[%x, %y] to %smem, %bar dst_space = cta
          : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      gpu.return
    }
  }
}

// -----

// A descriptor parameter on a function that is not a kernel: the lowering
// retypes it like any other, and tile-finalize-kernel-params then rejects it
// (a descriptor can only be a __grid_constant__ kernel parameter).
// NVVM-LABEL: gpu.func @helper(
// NVVM-SAME: %arg0: !llvm.ptr) attributes {tile.grid_constant_args = array<i64: 0>} {
// NVVM-NEXT: nvvm.prefetch tensormap, %arg0 : !llvm.ptr
// ASM-LABEL: gpu.func @helper(
// ASM-SAME: %arg0: !llvm.ptr) attributes {tile.grid_constant_args = array<i64: 0>} {
// FINAL-NOT: llvm.func @helper
module attributes {gpu.container_module} {
  gpu.module @m [#nvvm.target<chip = "sm_90a">] {
    // expected-error @below {{'llvm.func' op [kernel-param] descriptor parameters are only legal on nvvm.kernel functions}}
    gpu.func @helper(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>) {
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
}
