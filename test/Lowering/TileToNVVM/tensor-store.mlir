// tile.store lowered by tile-lower-to-nvvm under both strategies: NVVM's
// nvvm.cp.async.bulk.tensor.global.shared.cta (emit=intrinsics) and inline-asm
// PTX (emit=asm). Descriptor $0, coordinates, source, L2 policy, guard last.

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' > /dev/null
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope

// Tile mode, ranks 1..5: descriptor $0 "l", coordinates "r", the
// shared::cta source "r"; completion through the bulk async-group.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_tile_1d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[X]]] : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_tile_1d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64xf32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}" [[D_L]], [[X]], [[SRC_R]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_tile_1d(%d: !tile.tensormap<f32, rank = 1, box = [64]>, %smem: memref<64xf32, 3>, %x: i32) kernel {
    tile.store %smem to %d[%x] : memref<64xf32, 3>, !tile.tensormap<f32, rank = 1, box = [64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_tile_2d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_tile_2d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_tile_2d(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %x: i32, %y: i32) kernel {
    tile.store %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_tile_3d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]]] : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_tile_3d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[SRC_R]] : (i64, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_tile_3d(%d: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, %smem: memref<2x8x64xf32, 3>, %x: i32, %y: i32, %z: i32) kernel {
    tile.store %smem to %d[%x, %y, %z] : memref<2x8x64xf32, 3>, !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_tile_4d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x4x32xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x4x32xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_tile_4d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x4x32xf32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x4x32xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[SRC_R]] : (i64, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_tile_4d(%d: !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>, %smem: memref<2x2x4x32xf32, 3>, %x: i32, %y: i32, %z: i32, %w: i32) kernel {
    tile.store %smem to %d[%x, %y, %z, %w] : memref<2x2x4x32xf32, 3>, !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_tile_5d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x2x4x16xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[V:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x2x4x16xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_tile_5d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x2x4x16xf32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[V:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x2x4x16xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]], [[SRC_R]] : (i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_tile_5d(%d: !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>, %smem: memref<2x2x2x4x16xf32, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32) kernel {
    tile.store %smem to %d[%x, %y, %z, %w, %v] : memref<2x2x2x4x16xf32, 3>, !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
    gpu.return
  }
}

// -----

// L2::cache_hint: the i64 policy, last.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] l2_cache_hint = [[POLICY]] : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]], [[POLICY]] : (i64, i32, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_l2_hint(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %policy: i64) kernel {
    tile.store %smem to %d[%x, %y] l2_hint(%policy) : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// A predicate: NVVM keeps it on the op (MLIR's own guarded inline PTX);
// the asm strategy appends the "r" guard operand.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_predicate(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]]], predicate = [[P]] : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_predicate(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[SRC_R]], [[P_R]] : (i64, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_predicate(%d: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, %smem: memref<2x8x64xf32, 3>, %x: i32, %y: i32, %z: i32, %p: i1) kernel {
    tile.store %smem to %d[%x, %y, %z] if %p : memref<2x8x64xf32, 3>, !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
    gpu.return
  }
}

// -----

// im2col_no_offs through im2col descriptors, ranks 3..5: rank coordinates,
// no offsets.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_im2col_no_offs_3d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]]] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_im2col_no_offs_3d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[SRC_R]] : (i64, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_im2col_no_offs_3d(%d: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %smem: memref<32x64xf16, 3>, %x: i32, %y: i32, %z: i32) kernel {
    tile.store %smem to %d[%x, %y, %z] mode = im2col_no_offs : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_im2col_no_offs_4d_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] l2_cache_hint = [[POLICY]] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_im2col_no_offs_4d_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[SRC_R]], [[POLICY]] : (i64, i32, i32, i32, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_im2col_no_offs_4d_l2_hint(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, %smem: memref<32x64xf16, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %policy: i64) kernel {
    tile.store %smem to %d[%x, %y, %z, %w] mode = im2col_no_offs l2_hint(%policy) : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_im2col_no_offs_5d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[V:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_im2col_no_offs_5d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[V:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]], [[SRC_R]] : (i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_im2col_no_offs_5d(%d: !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>, %smem: memref<32x64xf16, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32) kernel {
    tile.store %smem to %d[%x, %y, %z, %w, %v] mode = im2col_no_offs : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>
    gpu.return
  }
}

// -----

// tile::scatter4 (sm_100a): 2-D descriptor, 5 coordinates.
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @store_scatter4(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x32xf32, 3>,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x32xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] {mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_scatter4(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x32xf32, 3>,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x32xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}" [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[SRC_R]] : (i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_scatter4(%d: !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>, %smem: memref<4x32xf32, 3>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32) kernel {
    tile.store %smem to %d[%col, %r0, %r1, %r2, %r3] mode = scatter4 : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @store_scatter4_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x32xf32, 3>,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x32xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.global.shared.cta [[D]], [[SRC]], box{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] l2_cache_hint = [[POLICY]] {mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_scatter4_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x32xf32, 3>,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x32xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}" [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[SRC_R]], [[POLICY]] : (i64, i32, i32, i32, i32, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_scatter4_l2_hint(%d: !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>, %smem: memref<4x32xf32, 3>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32, %policy: i64) kernel {
    tile.store %smem to %d[%col, %r0, %r1, %r2, %r3] mode = scatter4 l2_hint(%policy) : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>
    gpu.return
  }
}

// -----

// Fallbacks: MLIR 22's predicated (inline-PTX) store has neither an L2 hint nor
// a mode other than tile.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_predicate_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor.global.shared.cta
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]], [[POLICY]], [[P_R]] : (i64, i32, i32, i32, i64, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor.global.shared.cta
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_predicate_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]], [[POLICY]], [[P_R]] : (i64, i32, i32, i32, i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_predicate_l2_hint(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %policy: i64, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22's predicated nvvm.cp.async.bulk.tensor store takes no L2 cache hint}}
    tile.store %smem to %d[%x, %y] l2_hint(%policy) if %p : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_predicate_im2col_no_offs(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor.global.shared.cta
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[SRC_R]], [[P_R]] : (i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor.global.shared.cta
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_predicate_im2col_no_offs(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[SRC_R]], [[P_R]] : (i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_predicate_im2col_no_offs(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, %smem: memref<32x64xf16, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22's predicated nvvm.cp.async.bulk.tensor store takes only the tile mode}}
    tile.store %smem to %d[%x, %y, %z, %w] mode = im2col_no_offs if %p : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @store_predicate_scatter4_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x32xf32, 3>,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor.global.shared.cta
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x32xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}" [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[SRC_R]], [[POLICY]], [[P_R]] : (i64, i32, i32, i32, i32, i32, i32, i64, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor.global.shared.cta
// NVVM: gpu.return
// ASM-LABEL: gpu.func @store_predicate_scatter4_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x32xf32, 3>,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x32xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}" [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[SRC_R]], [[POLICY]], [[P_R]] : (i64, i32, i32, i32, i32, i32, i32, i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @store_predicate_scatter4_l2_hint(%d: !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>, %smem: memref<4x32xf32, 3>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32, %policy: i64, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22's predicated nvvm.cp.async.bulk.tensor store takes only the tile mode}}
    tile.store %smem to %d[%col, %r0, %r1, %r2, %r3] mode = scatter4 l2_hint(%policy) if %p : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>
    gpu.return
  }
}
