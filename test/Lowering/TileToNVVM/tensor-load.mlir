// tile.load lowered by tile-lower-to-nvvm under both strategies: NVVM ops
    // (emit=intrinsics) and inline-asm PTX (emit=asm, lowering/ptx/README.md).
    // Operands by role (the TMA emission design): dst $0 "r", descriptor $1 "l", coordinates
    // "r", mbarrier "r", im2col operands "h", ctaMask "h", L2 policy "l", the
    // guard predicate last ("r", `{ .reg .pred tp_g; setp.ne.b32 ...; @tp_g ... }`).
    // Variants MLIR 22's NVVM op cannot express fall back to inline asm under
    // emit=intrinsics with an `[asm-fallback]` remark.

    // RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' > /dev/null
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope

// Tile mode, every rank 1..5 (sm_90): the descriptor is the kernel parameter
// (!llvm.ptr), the destination a shared::cluster pointer (addrspace 7) for
// NVVM and a 32-bit shared-window address for the asm; the mbarrier a
// shared::cta pointer.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_tile_1d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_tile_1d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$3];", "r,l,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[MBAR_R]] : (i32, i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_tile_1d(%d: !tile.tensormap<f32, rank = 1, box = [64]>, %smem: memref<64xf32, 3>, %bar: memref<i64, 3>, %x: i32) kernel {
    tile.load %d[%x] to %smem, %bar : !tile.tensormap<f32, rank = 1, box = [64]>, memref<64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_tile_2d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_tile_2d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[MBAR_R]] : (i32, i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_tile_2d(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_tile_3d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_tile_3d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5];", "r,l,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[MBAR_R]] : (i32, i64, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_tile_3d(%d: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, %smem: memref<2x8x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32) kernel {
    tile.load %d[%x, %y, %z] to %smem, %bar : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_tile_4d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x4x32xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x4x32xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_tile_4d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x4x32xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x4x32xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6];", "r,l,r,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[MBAR_R]] : (i32, i64, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_tile_4d(%d: !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>, %smem: memref<2x2x4x32xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %w: i32) kernel {
    tile.load %d[%x, %y, %z, %w] to %smem, %bar : !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>, memref<2x2x4x32xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_tile_5d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x2x4x16xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[V:%arg[0-9]+]]: i32)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x2x4x16xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_tile_5d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x2x4x16xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[V:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x2x4x16xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7];", "r,l,r,r,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]], [[MBAR_R]] : (i32, i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_tile_5d(%d: !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>, %smem: memref<2x2x2x4x16xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32) kernel {
    tile.load %d[%x, %y, %z, %w, %v] to %smem, %bar : !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>, memref<2x2x2x4x16xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// multicast::cluster: ctaMask is an i16 "h" operand right after the mbarrier.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_multicast(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[MASK:%arg[0-9]+]]: i16)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]]] multicast_mask = [[MASK]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_multicast(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[MASK:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], $5;", "r,l,r,r,r,h,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[MBAR_R]], [[MASK]] : (i32, i64, i32, i32, i32, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_multicast(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %mask: i16) kernel {
    tile.load %d[%x, %y] to %smem, %bar multicast(%mask) : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// L2::cache_hint: the policy is an i64 "l" operand, last.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]]] l2_cache_hint = [[POLICY]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6;", "r,l,r,r,r,r,l,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[MBAR_R]], [[POLICY]] : (i32, i64, i32, i32, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_l2_hint(%d: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, %smem: memref<2x8x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %policy: i64) kernel {
    tile.load %d[%x, %y, %z] to %smem, %bar l2_hint(%policy) : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// multicast then the L2 policy (the TMA emission design: ctaMask at rank + 3, hint after it).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_multicast_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x4x32xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[MASK:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x4x32xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] multicast_mask = [[MASK]] l2_cache_hint = [[POLICY]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_multicast_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x4x32xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[MASK:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x4x32xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], $7, $8;", "r,l,r,r,r,r,r,h,l,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[MBAR_R]], [[MASK]], [[POLICY]] : (i32, i64, i32, i32, i32, i32, i32, i16, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_multicast_l2_hint(%d: !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>, %smem: memref<2x2x4x32xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %mask: i16, %policy: i64) kernel {
    tile.load %d[%x, %y, %z, %w] to %smem, %bar multicast(%mask) l2_hint(%policy) : !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>, memref<2x2x4x32xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// A predicate: NVVM keeps it on the op (MLIR lowers it to its own guarded
// inline PTX); the asm strategy appends an "r" guard operand last.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_predicate(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]]] predicate = [[P]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_predicate(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4]; }", "r,l,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[MBAR_R]], [[P_R]] : (i32, i64, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_predicate(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %p: i1) kernel {
    tile.load %d[%x, %y] to %smem, %bar if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Predicate with every sm_90 optional part: the guard is still the last operand.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_predicate_multicast_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x2x4x16xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[V:%arg[0-9]+]]: i32,
// NVVM-SAME: [[MASK:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x2x4x16xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] multicast_mask = [[MASK]] l2_cache_hint = [[POLICY]] predicate = [[P]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_predicate_multicast_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x2x4x16xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[V:%arg[0-9]+]]: i32,
// ASM-SAME: [[MASK:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x2x4x16xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $10, 0; @tp_g cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8, $9; }", "r,l,r,r,r,r,r,r,h,l,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]], [[MBAR_R]], [[MASK]], [[POLICY]], [[P_R]] : (i32, i64, i32, i32, i32, i32, i32, i32, i16, i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_predicate_multicast_l2_hint(%d: !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>, %smem: memref<2x2x2x4x16xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32, %mask: i16, %policy: i64, %p: i1) kernel {
    tile.load %d[%x, %y, %z, %w, %v] to %smem, %bar multicast(%mask) l2_hint(%policy) if %p : !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>, memref<2x2x2x4x16xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// dst_space = cta (PTX 8.6): NVVM gets isCTAOnly and the addrspace-3 pointer
// itself, the asm .shared::cta.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_dst_cta(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DST]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]]] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_dst_cta(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[MBAR_R]] : (i32, i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_dst_cta(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
    tile.load %d[%x, %y] to %smem, %bar dst_space = cta : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_dst_cta_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DST]], [[D]], [[MBAR]], box{{\[}}[[X]]] l2_cache_hint = [[POLICY]] {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_dst_cta_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2}], [$3], $4;", "r,l,r,r,l,~{memory}" [[DST_R]], [[D_L]], [[X]], [[MBAR_R]], [[POLICY]] : (i32, i64, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_dst_cta_l2_hint(%d: !tile.tensormap<f32, rank = 1, box = [64]>, %smem: memref<64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %policy: i64) kernel {
    tile.load %d[%x] to %smem, %bar dst_space = cta l2_hint(%policy) : !tile.tensormap<f32, rank = 1, box = [64]>, memref<64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// im2col, ranks 3..5 with rank - 2 i16 offsets ("h"), in braces after the
// mbarrier.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_im2col_3d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[OW:%arg[0-9]+]]: i16)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]]] im2col{{\[}}[[OW]]] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_im2col_3d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[OW:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {$6};", "r,l,r,r,r,r,h,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[MBAR_R]], [[OW]] : (i32, i64, i32, i32, i32, i32, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_im2col_3d(%d: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %ow: i16) kernel {
    tile.load %d[%x, %y, %z] to %smem, %bar im2col [%ow] mode = im2col : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_im2col_4d_multicast(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[OW:%arg[0-9]+]]: i16,
// NVVM-SAME: [[OH:%arg[0-9]+]]: i16,
// NVVM-SAME: [[MASK:%arg[0-9]+]]: i16)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] im2col{{\[}}[[OW]], [[OH]]] multicast_mask = [[MASK]] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_im2col_4d_multicast(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[OW:%arg[0-9]+]]: i16,
// ASM-SAME: [[OH:%arg[0-9]+]]: i16,
// ASM-SAME: [[MASK:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9;", "r,l,r,r,r,r,r,h,h,h,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[MBAR_R]], [[OW]], [[OH]], [[MASK]] : (i32, i64, i32, i32, i32, i32, i32, i16, i16, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_im2col_4d_multicast(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %ow: i16, %oh: i16, %mask: i16) kernel {
    tile.load %d[%x, %y, %z, %w] to %smem, %bar im2col [%ow, %oh] mode = im2col multicast(%mask) : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_im2col_5d_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[V:%arg[0-9]+]]: i32,
// NVVM-SAME: [[OW:%arg[0-9]+]]: i16,
// NVVM-SAME: [[OH:%arg[0-9]+]]: i16,
// NVVM-SAME: [[OT:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] im2col{{\[}}[[OW]], [[OH]], [[OT]]] l2_cache_hint = [[POLICY]] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_im2col_5d_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[V:%arg[0-9]+]]: i32,
// ASM-SAME: [[OW:%arg[0-9]+]]: i16,
// ASM-SAME: [[OH:%arg[0-9]+]]: i16,
// ASM-SAME: [[OT:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11;", "r,l,r,r,r,r,r,r,h,h,h,l,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]], [[MBAR_R]], [[OW]], [[OH]], [[OT]], [[POLICY]] : (i32, i64, i32, i32, i32, i32, i32, i32, i16, i16, i16, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_im2col_5d_l2_hint(%d: !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32, %ow: i16, %oh: i16, %ot: i16, %policy: i64) kernel {
    tile.load %d[%x, %y, %z, %w, %v] to %smem, %bar im2col [%ow, %oh, %ot] mode = im2col l2_hint(%policy) : !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// A predicated im2col load keeps the NVVM op (MLIR's inline PTX has im2col).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_im2col_3d_predicate(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[OW:%arg[0-9]+]]: i16,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]]] im2col{{\[}}[[OW]]] predicate = [[P]] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_im2col_3d_predicate(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[OW:%arg[0-9]+]]: i16,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {$6}; }", "r,l,r,r,r,r,h,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[MBAR_R]], [[OW]], [[P_R]] : (i32, i64, i32, i32, i32, i32, i16, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_im2col_3d_predicate(%d: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %ow: i16, %p: i1) kernel {
    tile.load %d[%x, %y, %z] to %smem, %bar im2col [%ow] mode = im2col if %p : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// im2col::w and im2col::w::128 (sm_100a): two i16 operands, wHalo and wOffset.
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_im2col_w(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[HALO:%arg[0-9]+]]: i16,
// NVVM-SAME: [[WOFF:%arg[0-9]+]]: i16)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] im2col{{\[}}[[HALO]], [[WOFF]]] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_im2col_w(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[HALO:%arg[0-9]+]]: i16,
// ASM-SAME: [[WOFF:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8};", "r,l,r,r,r,r,r,h,h,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[MBAR_R]], [[HALO]], [[WOFF]] : (i32, i64, i32, i32, i32, i32, i32, i16, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_im2col_w(%d: !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %halo: i16, %woff: i16) kernel {
    tile.load %d[%x, %y, %z, %w] to %smem, %bar im2col [%halo, %woff] mode = im2col_w : !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_im2col_w_128_multicast_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[V:%arg[0-9]+]]: i32,
// NVVM-SAME: [[HALO:%arg[0-9]+]]: i16,
// NVVM-SAME: [[WOFF:%arg[0-9]+]]: i16,
// NVVM-SAME: [[MASK:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] im2col{{\[}}[[HALO]], [[WOFF]]] multicast_mask = [[MASK]] l2_cache_hint = [[POLICY]] {mode = #nvvm.tma_load_mode<im2col_w_128>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_im2col_w_128_multicast_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[V:%arg[0-9]+]]: i32,
// ASM-SAME: [[HALO:%arg[0-9]+]]: i16,
// ASM-SAME: [[WOFF:%arg[0-9]+]]: i16,
// ASM-SAME: [[MASK:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.5d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9}, $10, $11;", "r,l,r,r,r,r,r,r,h,h,h,l,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]], [[MBAR_R]], [[HALO]], [[WOFF]], [[MASK]], [[POLICY]] : (i32, i64, i32, i32, i32, i32, i32, i32, i16, i16, i16, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_im2col_w_128_multicast_l2_hint(%d: !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32, %halo: i16, %woff: i16, %mask: i16, %policy: i64) kernel {
    tile.load %d[%x, %y, %z, %w, %v] to %smem, %bar im2col [%halo, %woff] mode = im2col_w_128 multicast(%mask) l2_hint(%policy) : !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_im2col_w_dst_cta(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[HALO:%arg[0-9]+]]: i16,
// NVVM-SAME: [[WOFF:%arg[0-9]+]]: i16)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DST]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]]] im2col{{\[}}[[HALO]], [[WOFF]]] {isCTAOnly = true, mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr<3>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_im2col_w_dst_cta(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[HALO:%arg[0-9]+]]: i16,
// ASM-SAME: [[WOFF:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.3d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {$6, $7};", "r,l,r,r,r,r,h,h,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[MBAR_R]], [[HALO]], [[WOFF]] : (i32, i64, i32, i32, i32, i32, i16, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_im2col_w_dst_cta(%d: !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %halo: i16, %woff: i16) kernel {
    tile.load %d[%x, %y, %z] to %smem, %bar im2col [%halo, %woff] mode = im2col_w dst_space = cta : !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// tile::gather4 (sm_100a): a 2-D descriptor, 5 coordinates, written .2d.
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_gather4(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x64xbf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x64xbf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_gather4(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x64xbf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x64xbf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7];", "r,l,r,r,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[MBAR_R]] : (i32, i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_gather4(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, %smem: memref<4x64xbf16, 3>, %bar: memref<i64, 3>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32) kernel {
    tile.load %d[%col, %r0, %r1, %r2, %r3] to %smem, %bar mode = gather4 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_gather4_dst_cta(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x64xbf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x64xbf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DST]], [[D]], [[MBAR]], box{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] {isCTAOnly = true, mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<3>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_gather4_dst_cta(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x64xbf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x64xbf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7];", "r,l,r,r,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[MBAR_R]] : (i32, i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_gather4_dst_cta(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, %smem: memref<4x64xbf16, 3>, %bar: memref<i64, 3>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32) kernel {
    tile.load %d[%col, %r0, %r1, %r2, %r3] to %smem, %bar mode = gather4 dst_space = cta : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_gather4_multicast_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x64xbf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32,
// NVVM-SAME: [[MASK:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x64xbf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] multicast_mask = [[MASK]] l2_cache_hint = [[POLICY]] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_gather4_multicast_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x64xbf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32,
// ASM-SAME: [[MASK:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x64xbf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8, $9;", "r,l,r,r,r,r,r,r,h,l,~{memory}" [[DST_R]], [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[MBAR_R]], [[MASK]], [[POLICY]] : (i32, i64, i32, i32, i32, i32, i32, i32, i16, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_gather4_multicast_l2_hint(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, %smem: memref<4x64xbf16, 3>, %bar: memref<i64, 3>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32, %mask: i16, %policy: i64) kernel {
    tile.load %d[%col, %r0, %r1, %r2, %r3] to %smem, %bar mode = gather4 multicast(%mask) l2_hint(%policy) : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// cta_group (sm_100a): .cta_group::N after multicast, before the L2 hint.
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_cta_group_1(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]]] {group = #nvvm.cta_group<cta_1>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_cta_group_1(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::1 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[MBAR_R]] : (i32, i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_cta_group_1(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
    tile.load %d[%x, %y] to %smem, %bar cta_group = 1 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_cta_group_2(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]]] {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_cta_group_2(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[MBAR_R]] : (i32, i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_cta_group_2(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
    tile.load %d[%x, %y] to %smem, %bar cta_group = 2 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_cta_group_2_multicast_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[MASK:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global [[DSTC]], [[D]], [[MBAR]], box{{\[}}[[X]], [[Y]], [[Z]]] multicast_mask = [[MASK]] l2_cache_hint = [[POLICY]] {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_cta_group_2_multicast_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[MASK:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6, $7;", "r,l,r,r,r,r,h,l,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[MBAR_R]], [[MASK]], [[POLICY]] : (i32, i64, i32, i32, i32, i32, i16, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_cta_group_2_multicast_l2_hint(%d: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, %smem: memref<2x8x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %mask: i16, %policy: i64) kernel {
    tile.load %d[%x, %y, %z] to %smem, %bar multicast(%mask) l2_hint(%policy) cta_group = 2 : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// Fallbacks of the intrinsics strategy: the variant goes out as the asm
// strategy's inline asm, with a remark (checked by the --verify-diagnostics
// RUN).
//
// MLIR's predicated (inline-PTX) form of the NVVM load has no .cta_group.
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_predicate_cta_group_2(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4]; }", "r,l,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[MBAR_R]], [[P_R]] : (i32, i64, i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_predicate_cta_group_2(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3}], [$4]; }", "r,l,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[MBAR_R]], [[P_R]] : (i32, i64, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_predicate_cta_group_2(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 drops .cta_group::N from a predicated nvvm.cp.async.bulk.tensor load (TOOLCHAIN trap)}}
    tile.load %d[%x, %y] to %smem, %bar cta_group = 2 if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_predicate_cta_group_1(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[MASK:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::1.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6, $7; }", "r,l,r,r,r,r,h,l,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[MBAR_R]], [[MASK]], [[POLICY]], [[P_R]] : (i32, i64, i32, i32, i32, i32, i16, i64, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_predicate_cta_group_1(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[MASK:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::1.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6, $7; }", "r,l,r,r,r,r,h,l,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[MBAR_R]], [[MASK]], [[POLICY]], [[P_R]] : (i32, i64, i32, i32, i32, i32, i16, i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_predicate_cta_group_1(%d: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, %smem: memref<2x8x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %mask: i16, %policy: i64, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 drops .cta_group::N from a predicated nvvm.cp.async.bulk.tensor load (TOOLCHAIN trap)}}
    tile.load %d[%x, %y, %z] to %smem, %bar multicast(%mask) l2_hint(%policy) cta_group = 1 if %p : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// MLIR's NVVM verifier: a predicated load needs a shared::cluster destination
// and the tile or im2col mode.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @load_predicate_dst_cta(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4]; }", "r,l,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[MBAR_R]], [[P_R]] : (i32, i64, i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_predicate_dst_cta(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4]; }", "r,l,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[MBAR_R]], [[P_R]] : (i32, i64, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_predicate_dst_cta(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22's predicated nvvm.cp.async.bulk.tensor load takes only shared::cluster destinations}}
    tile.load %d[%x, %y] to %smem, %bar dst_space = cta if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_predicate_gather4(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x64xbf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x64xbf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7]; }", "r,l,r,r,r,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[MBAR_R]], [[P_R]] : (i32, i64, i32, i32, i32, i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_predicate_gather4(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x64xbf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x64xbf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7]; }", "r,l,r,r,r,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[MBAR_R]], [[P_R]] : (i32, i64, i32, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_predicate_gather4(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, %smem: memref<4x64xbf16, 3>, %bar: memref<i64, 3>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22's predicated nvvm.cp.async.bulk.tensor load takes only the tile and im2col modes}}
    tile.load %d[%col, %r0, %r1, %r2, %r3] to %smem, %bar mode = gather4 if %p : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_predicate_im2col_w_128(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[HALO:%arg[0-9]+]]: i16,
// NVVM-SAME: [[WOFF:%arg[0-9]+]]: i16,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $9, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}; }", "r,l,r,r,r,r,r,h,h,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[MBAR_R]], [[HALO]], [[WOFF]], [[P_R]] : (i32, i64, i32, i32, i32, i32, i32, i16, i16, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_predicate_im2col_w_128(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[HALO:%arg[0-9]+]]: i16,
// ASM-SAME: [[WOFF:%arg[0-9]+]]: i16,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $9, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}; }", "r,l,r,r,r,r,r,h,h,r,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[MBAR_R]], [[HALO]], [[WOFF]], [[P_R]] : (i32, i64, i32, i32, i32, i32, i32, i16, i16, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_predicate_im2col_w_128(%d: !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %halo: i16, %woff: i16, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22's predicated nvvm.cp.async.bulk.tensor load takes only the tile and im2col modes}}
    tile.load %d[%x, %y, %z, %w] to %smem, %bar im2col [%halo, %woff] mode = im2col_w_128 if %p : !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// MLIR's NVVM verifier rejects cta_group with a shared::cta destination,
// which PTX has (sm_100a).
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_dst_cta_cta_group_2(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x64xbf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32)
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x64xbf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3, $4, $5, $6}], [$7];", "r,l,r,r,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[MBAR_R]] : (i32, i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_dst_cta_cta_group_2(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<4x64xbf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<4x64xbf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.cta_group::2 [$0], [$1, {$2, $3, $4, $5, $6}], [$7];", "r,l,r,r,r,r,r,r,~{memory}" [[DST_R]], [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[MBAR_R]] : (i32, i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_dst_cta_cta_group_2(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, %smem: memref<4x64xbf16, 3>, %bar: memref<i64, 3>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22's nvvm.cp.async.bulk.tensor load rejects cta_group with a shared::cta destination}}
    tile.load %d[%col, %r0, %r1, %r2, %r3] to %smem, %bar mode = gather4 dst_space = cta cta_group = 2 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @load_dst_cta_cta_group_1_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[OW:%arg[0-9]+]]: i16,
// NVVM-SAME: [[OH:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.cta_group::1.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9;", "r,l,r,r,r,r,r,h,h,l,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[MBAR_R]], [[OW]], [[OH]], [[POLICY]] : (i32, i64, i32, i32, i32, i32, i32, i16, i16, i64) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor
// NVVM: gpu.return
// ASM-LABEL: gpu.func @load_dst_cta_cta_group_1_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[OW:%arg[0-9]+]]: i16,
// ASM-SAME: [[OH:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.cta_group::1.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9;", "r,l,r,r,r,r,r,h,h,l,~{memory}" [[DST_R]], [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[MBAR_R]], [[OW]], [[OH]], [[POLICY]] : (i32, i64, i32, i32, i32, i32, i32, i16, i16, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @load_dst_cta_cta_group_1_l2_hint(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, %smem: memref<32x64xf16, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %ow: i16, %oh: i16, %policy: i64) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22's nvvm.cp.async.bulk.tensor load rejects cta_group with a shared::cta destination}}
    tile.load %d[%x, %y, %z, %w] to %smem, %bar im2col [%ow, %oh] mode = im2col dst_space = cta l2_hint(%policy) cta_group = 1 : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
    gpu.return
  }
}
