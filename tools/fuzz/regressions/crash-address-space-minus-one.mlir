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

// RUN: %im2col_w-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
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
// FINAL-LABEL: sm_100 @positions(
// FINAL-SAME: %arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i511, %arg4: i64, %arg5: i64, %arg6: i64,
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
                        %x: i32, %bar: memref<i64, -1>, %d2: !tile.tensormap<f32, rank = 1, box = [64]>) kernel {
      gpu.return
    }
  }
}

