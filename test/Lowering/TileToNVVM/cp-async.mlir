// tile.cp_async and its groups lowered by tile-lower-to-nvvm under both
// strategies (NVVM ops / inline-asm PTX).

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' > /dev/null
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope

// tile.cp_async: nvvm.cp.async.shared.global / cp.async.{ca,cg}.shared.global,
// dst $0 "r" (shared window), src $1 "l"; cp-size is an immediate. The
// addresses are memref[indices].
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_ca_4(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index)
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.shared.global [[DST]], [[SRC]], 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_ca_4(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global [$0], [$1], 4;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_ca_4(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index) kernel {
    tile.cp_async %g[%i] to %s[%j], 4 : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_ca_8(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index)
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.shared.global [[DST]], [[SRC]], 8, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_ca_8(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_ca_8(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index) kernel {
    tile.cp_async %g[%i] to %s[%j], 8 : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_ca_16(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index)
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.shared.global [[DST]], [[SRC]], 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_ca_16(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global [$0], [$1], 16;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_ca_16(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index) kernel {
    tile.cp_async %g[%i] to %s[%j], 16 : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_cg_16(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index)
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.shared.global [[DST]], [[SRC]], 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_cg_16(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_cg_16(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index) kernel {
    tile.cp_async %g[%i] to %s[%j], 16 cache = cg : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

// src_size: the i32 operand after cp-size (zero-fills the rest).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_cg_src_size(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index,
// NVVM-SAME: [[N:%arg[0-9]+]]: i32)
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.shared.global [[DST]], [[SRC]], 16, cache = cg, [[N]] : !llvm.ptr<3>, !llvm.ptr<1>, i32{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_cg_src_size(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index,
// ASM-SAME: [[N:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}" [[DST_R]], [[SRC_L]], [[N]] : (i32, i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_cg_src_size(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index, %n: i32) kernel {
    tile.cp_async %g[%i] to %s[%j], 16 cache = cg src_size(%n) : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

// 2-D indices: base + (offset + i * stride0 + k * stride1) * element size.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_2d(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<64x64xf16, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<32x32xf16, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index,
// NVVM-SAME: [[K:%arg[0-9]+]]: index)
// NVVM: [[SRC_B:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<64x64xf16, 1> -> index
// NVVM-NEXT: [[SRC_O:%[a-z0-9_]+]] = arith.constant 0 : index
// NVVM-NEXT: [[SRC_S0:%[a-z0-9_]+]] = arith.constant 64 : index
// NVVM-NEXT: [[SRC_S1:%[a-z0-9_]+]] = arith.constant 1 : index
// NVVM-NEXT: [[SRC_M0:%[a-z0-9_]+]] = arith.muli [[I]], [[SRC_S0]] : index
// NVVM-NEXT: [[SRC_A0:%[a-z0-9_]+]] = arith.addi [[SRC_O]], [[SRC_M0]] : index
// NVVM-NEXT: [[SRC_M1:%[a-z0-9_]+]] = arith.muli [[K]], [[SRC_S1]] : index
// NVVM-NEXT: [[SRC_A1:%[a-z0-9_]+]] = arith.addi [[SRC_A0]], [[SRC_M1]] : index
// NVVM-NEXT: [[SRC_E:%[a-z0-9_]+]] = arith.constant 2 : index
// NVVM-NEXT: [[SRC_BY:%[a-z0-9_]+]] = arith.muli [[SRC_A1]], [[SRC_E]] : index
// NVVM-NEXT: [[SRC_AD:%[a-z0-9_]+]] = arith.addi [[SRC_B]], [[SRC_BY]] : index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_AD]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_B:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<32x32xf16, 3> -> index
// NVVM-NEXT: [[DST_O:%[a-z0-9_]+]] = arith.constant 0 : index
// NVVM-NEXT: [[DST_S0:%[a-z0-9_]+]] = arith.constant 32 : index
// NVVM-NEXT: [[DST_S1:%[a-z0-9_]+]] = arith.constant 1 : index
// NVVM-NEXT: [[DST_M0:%[a-z0-9_]+]] = arith.muli [[J]], [[DST_S0]] : index
// NVVM-NEXT: [[DST_A0:%[a-z0-9_]+]] = arith.addi [[DST_O]], [[DST_M0]] : index
// NVVM-NEXT: [[DST_M1:%[a-z0-9_]+]] = arith.muli [[K]], [[DST_S1]] : index
// NVVM-NEXT: [[DST_A1:%[a-z0-9_]+]] = arith.addi [[DST_A0]], [[DST_M1]] : index
// NVVM-NEXT: [[DST_E:%[a-z0-9_]+]] = arith.constant 2 : index
// NVVM-NEXT: [[DST_BY:%[a-z0-9_]+]] = arith.muli [[DST_A1]], [[DST_E]] : index
// NVVM-NEXT: [[DST_AD:%[a-z0-9_]+]] = arith.addi [[DST_B]], [[DST_BY]] : index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_AD]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.shared.global [[DST]], [[SRC]], 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_2d(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<64x64xf16, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<32x32xf16, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index,
// ASM-SAME: [[K:%arg[0-9]+]]: index)
// ASM-NOT: nvvm.
// ASM: [[SRC_B:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<64x64xf16, 1> -> index
// ASM-NEXT: [[SRC_O:%[a-z0-9_]+]] = arith.constant 0 : index
// ASM-NEXT: [[SRC_S0:%[a-z0-9_]+]] = arith.constant 64 : index
// ASM-NEXT: [[SRC_S1:%[a-z0-9_]+]] = arith.constant 1 : index
// ASM-NEXT: [[SRC_M0:%[a-z0-9_]+]] = arith.muli [[I]], [[SRC_S0]] : index
// ASM-NEXT: [[SRC_A0:%[a-z0-9_]+]] = arith.addi [[SRC_O]], [[SRC_M0]] : index
// ASM-NEXT: [[SRC_M1:%[a-z0-9_]+]] = arith.muli [[K]], [[SRC_S1]] : index
// ASM-NEXT: [[SRC_A1:%[a-z0-9_]+]] = arith.addi [[SRC_A0]], [[SRC_M1]] : index
// ASM-NEXT: [[SRC_E:%[a-z0-9_]+]] = arith.constant 2 : index
// ASM-NEXT: [[SRC_BY:%[a-z0-9_]+]] = arith.muli [[SRC_A1]], [[SRC_E]] : index
// ASM-NEXT: [[SRC_AD:%[a-z0-9_]+]] = arith.addi [[SRC_B]], [[SRC_BY]] : index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_AD]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_B:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<32x32xf16, 3> -> index
// ASM-NEXT: [[DST_O:%[a-z0-9_]+]] = arith.constant 0 : index
// ASM-NEXT: [[DST_S0:%[a-z0-9_]+]] = arith.constant 32 : index
// ASM-NEXT: [[DST_S1:%[a-z0-9_]+]] = arith.constant 1 : index
// ASM-NEXT: [[DST_M0:%[a-z0-9_]+]] = arith.muli [[J]], [[DST_S0]] : index
// ASM-NEXT: [[DST_A0:%[a-z0-9_]+]] = arith.addi [[DST_O]], [[DST_M0]] : index
// ASM-NEXT: [[DST_M1:%[a-z0-9_]+]] = arith.muli [[K]], [[DST_S1]] : index
// ASM-NEXT: [[DST_A1:%[a-z0-9_]+]] = arith.addi [[DST_A0]], [[DST_M1]] : index
// ASM-NEXT: [[DST_E:%[a-z0-9_]+]] = arith.constant 2 : index
// ASM-NEXT: [[DST_BY:%[a-z0-9_]+]] = arith.muli [[DST_A1]], [[DST_E]] : index
// ASM-NEXT: [[DST_AD:%[a-z0-9_]+]] = arith.addi [[DST_B]], [[DST_BY]] : index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_AD]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_2d(%g: memref<64x64xf16, 1>, %s: memref<32x32xf16, 3>, %i: index, %j: index, %k: index) kernel {
    tile.cp_async %g[%i, %k] to %s[%j, %k], 16 cache = cg : memref<64x64xf16, 1>, memref<32x32xf16, 3>
    gpu.return
  }
}

// -----

// Fallbacks (MLIR 22's op has none of these): ignore-src is a predicate
// register made from an "r" operand (README rule 5); L2::cache_hint adds an
// "l" policy; L2::{64,128,256}B is a suffix.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_ignore_src(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index,
// NVVM-SAME: [[ZERO:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: [[IGN:%[a-z0-9_]+]] = arith.extui [[ZERO]] : i1 to i32
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global [$0], [$1], 8, tp_i; }", "r,l,r,~{memory}" [[DST_R]], [[SRC_L]], [[IGN]] : (i32, i64, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_ignore_src(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index,
// ASM-SAME: [[ZERO:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[IGN:%[a-z0-9_]+]] = arith.extui [[ZERO]] : i1 to i32
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global [$0], [$1], 8, tp_i; }", "r,l,r,~{memory}" [[DST_R]], [[SRC_L]], [[IGN]] : (i32, i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_ignore_src(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index, %zero: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.shared.global has no ignore-src, L2 cache hint or L2 prefetch size}}
    tile.cp_async %g[%i] to %s[%j], 8 ignore_src(%zero) : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_l2_prefetch_64(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index)
// NVVM-NOT: nvvm.cp.async
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// NVVM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global.L2::64B [$0], [$1], 4;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// NVVM-NOT: nvvm.cp.async
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_l2_prefetch_64(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global.L2::64B [$0], [$1], 4;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_l2_prefetch_64(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.shared.global has no ignore-src, L2 cache hint or L2 prefetch size}}
    tile.cp_async %g[%i] to %s[%j], 4 l2_prefetch = 64 : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_l2_prefetch_128(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index)
// NVVM-NOT: nvvm.cp.async
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// NVVM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global.L2::128B [$0], [$1], 8;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// NVVM-NOT: nvvm.cp.async
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_l2_prefetch_128(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global.L2::128B [$0], [$1], 8;", "r,l,~{memory}" [[DST_R]], [[SRC_L]] : (i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_l2_prefetch_128(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.shared.global has no ignore-src, L2 cache hint or L2 prefetch size}}
    tile.cp_async %g[%i] to %s[%j], 8 l2_prefetch = 128 : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_l2_prefetch_256_l2_hint(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM-NOT: nvvm.cp.async
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// NVVM: llvm.inline_asm has_side_effects "cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2;", "r,l,l,~{memory}" [[DST_R]], [[SRC_L]], [[POLICY]] : (i32, i64, i64) -> (){{$}}
// NVVM-NOT: nvvm.cp.async
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_l2_prefetch_256_l2_hint(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2;", "r,l,l,~{memory}" [[DST_R]], [[SRC_L]], [[POLICY]] : (i32, i64, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_l2_prefetch_256_l2_hint(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index, %policy: i64) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.shared.global has no ignore-src, L2 cache hint or L2 prefetch size}}
    tile.cp_async %g[%i] to %s[%j], 16 cache = cg l2_prefetch = 256 l2_hint(%policy) : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_l2_hint(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM-NOT: nvvm.cp.async
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// NVVM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2;", "r,l,l,~{memory}" [[DST_R]], [[SRC_L]], [[POLICY]] : (i32, i64, i64) -> (){{$}}
// NVVM-NOT: nvvm.cp.async
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_l2_hint(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2;", "r,l,l,~{memory}" [[DST_R]], [[SRC_L]], [[POLICY]] : (i32, i64, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_l2_hint(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index, %policy: i64) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.shared.global has no ignore-src, L2 cache hint or L2 prefetch size}}
    tile.cp_async %g[%i] to %s[%j], 4 l2_hint(%policy) : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_src_size_l2_prefetch(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index,
// NVVM-SAME: [[N:%arg[0-9]+]]: i32)
// NVVM-NOT: nvvm.cp.async
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// NVVM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global.L2::64B [$0], [$1], 8, $2;", "r,l,r,~{memory}" [[DST_R]], [[SRC_L]], [[N]] : (i32, i64, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_src_size_l2_prefetch(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index,
// ASM-SAME: [[N:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.ca.shared.global.L2::64B [$0], [$1], 8, $2;", "r,l,r,~{memory}" [[DST_R]], [[SRC_L]], [[N]] : (i32, i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_src_size_l2_prefetch(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index, %n: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.shared.global has no ignore-src, L2 cache hint or L2 prefetch size}}
    tile.cp_async %g[%i] to %s[%j], 8 src_size(%n) l2_prefetch = 64 : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_all(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[I:%arg[0-9]+]]: index,
// NVVM-SAME: [[J:%arg[0-9]+]]: index,
// NVVM-SAME: [[ZERO:%arg[0-9]+]]: i1,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM-NOT: nvvm.cp.async
// NVVM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM: arith.muli [[I]], %{{.*}} : index
// NVVM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// NVVM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM: arith.muli [[J]], %{{.*}} : index
// NVVM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// NVVM: [[IGN:%[a-z0-9_]+]] = arith.extui [[ZERO]] : i1 to i32
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,~{memory}" [[DST_R]], [[SRC_L]], [[IGN]], [[POLICY]] : (i32, i64, i32, i64) -> (){{$}}
// NVVM-NOT: nvvm.cp.async
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_all(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[I:%arg[0-9]+]]: index,
// ASM-SAME: [[J:%arg[0-9]+]]: index,
// ASM-SAME: [[ZERO:%arg[0-9]+]]: i1,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM: arith.muli [[I]], %{{.*}} : index
// ASM: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM: memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM: arith.muli [[J]], %{{.*}} : index
// ASM: [[DST:%[a-z0-9_]+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// ASM: [[IGN:%[a-z0-9_]+]] = arith.extui [[ZERO]] : i1 to i32
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,~{memory}" [[DST_R]], [[SRC_L]], [[IGN]], [[POLICY]] : (i32, i64, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_all(%g: memref<1024xf32, 1>, %s: memref<256xf32, 3>, %i: index, %j: index, %zero: i1, %policy: i64) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.shared.global has no ignore-src, L2 cache hint or L2 prefetch size}}
    tile.cp_async %g[%i] to %s[%j], 16 cache = cg ignore_src(%zero) l2_prefetch = 128 l2_hint(%policy) : memref<1024xf32, 1>, memref<256xf32, 3>
    gpu.return
  }
}

// -----

// tile.cp_async_commit / tile.cp_async_wait N (N an immediate).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @cp_async_groups(
// NVVM: nvvm.cp.async.commit.group{{$}}
// NVVM-NEXT: nvvm.cp.async.wait.group 0{{$}}
// NVVM-NEXT: nvvm.cp.async.wait.group 5{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @cp_async_groups(
// ASM-NOT: nvvm.
// ASM: llvm.inline_asm has_side_effects "cp.async.commit_group;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "cp.async.wait_group 0;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "cp.async.wait_group 5;", "~{memory}" : () -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @cp_async_groups() kernel {
    tile.cp_async_commit
    tile.cp_async_wait 0
    tile.cp_async_wait 5
    gpu.return
  }
}
