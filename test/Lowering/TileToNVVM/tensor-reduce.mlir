// tile.reduce lowered by tile-lower-to-nvvm under both strategies:
// nvvm.cp.async.bulk.tensor.reduce (emit=intrinsics) and inline-asm PTX
// cp.reduce.async.bulk.tensor...OP.MODE.bulk_group (emit=asm).

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' > /dev/null
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope

// Every reduction kind with a type legal for it (the type is the
// descriptor's: PTX writes none).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_add_f32(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_add_f32(
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
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_add_f32(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %x: i32, %y: i32) kernel {
    tile.reduce add %smem to %d[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_min_si32(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xsi32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xsi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] {redKind = #nvvm.tma_redux_kind<min>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_min_si32(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xsi32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xsi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_min_si32(%d: !tile.tensormap<si32, rank = 2, box = [64, 64]>, %smem: memref<64x64xsi32, 3>, %x: i32, %y: i32) kernel {
    tile.reduce min %smem to %d[%x, %y] : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_max_si32(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xsi32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xsi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] {redKind = #nvvm.tma_redux_kind<max>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_max_si32(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xsi32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xsi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_max_si32(%d: !tile.tensormap<si32, rank = 2, box = [64, 64]>, %smem: memref<64x64xsi32, 3>, %x: i32, %y: i32) kernel {
    tile.reduce max %smem to %d[%x, %y] : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_inc_i32(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xi32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] {redKind = #nvvm.tma_redux_kind<inc>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_inc_i32(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xi32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_inc_i32(%d: !tile.tensormap<i32, rank = 2, box = [64, 64]>, %smem: memref<64x64xi32, 3>, %x: i32, %y: i32) kernel {
    tile.reduce inc %smem to %d[%x, %y] : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_dec_i32(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xi32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] {redKind = #nvvm.tma_redux_kind<dec>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_dec_i32(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xi32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_dec_i32(%d: !tile.tensormap<i32, rank = 2, box = [64, 64]>, %smem: memref<64x64xi32, 3>, %x: i32, %y: i32) kernel {
    tile.reduce dec %smem to %d[%x, %y] : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_and_i64(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xi64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xi64, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] {redKind = #nvvm.tma_redux_kind<and>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_and_i64(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xi64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xi64, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_and_i64(%d: !tile.tensormap<i64, rank = 2, box = [64, 64]>, %smem: memref<64x64xi64, 3>, %x: i32, %y: i32) kernel {
    tile.reduce and %smem to %d[%x, %y] : memref<64x64xi64, 3>, !tile.tensormap<i64, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_or_i32(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xi32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] {redKind = #nvvm.tma_redux_kind<or>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_or_i32(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xi32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_or_i32(%d: !tile.tensormap<i32, rank = 2, box = [64, 64]>, %smem: memref<64x64xi32, 3>, %x: i32, %y: i32) kernel {
    tile.reduce or %smem to %d[%x, %y] : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_xor_si64(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xsi64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xsi64, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] {redKind = #nvvm.tma_redux_kind<xor>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_xor_si64(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xsi64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xsi64, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_xor_si64(%d: !tile.tensormap<si64, rank = 2, box = [64, 64]>, %smem: memref<64x64xsi64, 3>, %x: i32, %y: i32) kernel {
    tile.reduce xor %smem to %d[%x, %y] : memref<64x64xsi64, 3>, !tile.tensormap<si64, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// f16/bf16 add: no .noftz on the tensor form (only bulk reductions carry a type).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_add_f16(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf16, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_add_f16(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf16, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf16, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_add_f16(%d: !tile.tensormap<f16, rank = 2, box = [64, 64]>, %smem: memref<64x64xf16, 3>, %x: i32, %y: i32) kernel {
    tile.reduce add %smem to %d[%x, %y] : memref<64x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_max_bf16(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xbf16, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xbf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]]] {redKind = #nvvm.tma_redux_kind<max>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_max_bf16(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xbf16, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xbf16, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_max_bf16(%d: !tile.tensormap<bf16, rank = 2, box = [64, 64]>, %smem: memref<64x64xbf16, 3>, %x: i32, %y: i32) kernel {
    tile.reduce max %smem to %d[%x, %y] : memref<64x64xbf16, 3>, !tile.tensormap<bf16, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// Ranks 1..5 (rank 2 above).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_add_1d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]]] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_add_1d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64xf32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}" [[D_L]], [[X]], [[SRC_R]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_add_1d(%d: !tile.tensormap<f32, rank = 1, box = [64]>, %smem: memref<64xf32, 3>, %x: i32) kernel {
    tile.reduce add %smem to %d[%x] : memref<64xf32, 3>, !tile.tensormap<f32, rank = 1, box = [64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_add_3d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]]] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_add_3d(
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
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[SRC_R]] : (i64, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_add_3d(%d: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, %smem: memref<2x8x64xf32, 3>, %x: i32, %y: i32, %z: i32) kernel {
    tile.reduce add %smem to %d[%x, %y, %z] : memref<2x8x64xf32, 3>, !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_add_4d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x2x4x32xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x2x4x32xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_add_4d(
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
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[SRC_R]] : (i64, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_add_4d(%d: !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>, %smem: memref<2x2x4x32xf32, 3>, %x: i32, %y: i32, %z: i32, %w: i32) kernel {
    tile.reduce add %smem to %d[%x, %y, %z, %w] : memref<2x2x4x32xf32, 3>, !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_add_5d(
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
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_add_5d(
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
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]], [[SRC_R]] : (i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_add_5d(%d: !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>, %smem: memref<2x2x2x4x16xf32, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32) kernel {
    tile.reduce add %smem to %d[%x, %y, %z, %w, %v] : memref<2x2x2x4x16xf32, 3>, !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
    gpu.return
  }
}

// -----

// L2::cache_hint after .bulk_group.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xsi32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xsi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]]] l2_cache_hint = [[POLICY]] {redKind = #nvvm.tma_redux_kind<min>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<2x8x64xsi32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<2x8x64xsi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[SRC_R]], [[POLICY]] : (i64, i32, i32, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_l2_hint(%d: !tile.tensormap<si32, rank = 3, box = [64, 8, 2]>, %smem: memref<2x8x64xsi32, 3>, %x: i32, %y: i32, %z: i32, %policy: i64) kernel {
    tile.reduce min %smem to %d[%x, %y, %z] l2_hint(%policy) : memref<2x8x64xsi32, 3>, !tile.tensormap<si32, rank = 3, box = [64, 8, 2]>
    gpu.return
  }
}

// -----

// im2col_no_offs, ranks 3..5.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_im2col_no_offs(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]]] {mode = #nvvm.tma_store_mode<im2col>, redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_im2col_no_offs(
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
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[SRC_R]] : (i64, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_im2col_no_offs(%d: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %smem: memref<32x64xf16, 3>, %x: i32, %y: i32, %z: i32) kernel {
    tile.reduce add %smem to %d[%x, %y, %z] mode = im2col_no_offs : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_im2col_no_offs_4d_l2_hint(
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
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] l2_cache_hint = [[POLICY]] {mode = #nvvm.tma_store_mode<im2col>, redKind = #nvvm.tma_redux_kind<max>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_im2col_no_offs_4d_l2_hint(
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
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[SRC_R]], [[POLICY]] : (i64, i32, i32, i32, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_im2col_no_offs_4d_l2_hint(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, %smem: memref<32x64xf16, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %policy: i64) kernel {
    tile.reduce max %smem to %d[%x, %y, %z, %w] mode = im2col_no_offs l2_hint(%policy) : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_im2col_no_offs_5d(
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
// NVVM: nvvm.cp.async.bulk.tensor.reduce [[D]], [[SRC]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] {mode = #nvvm.tma_store_mode<im2col>, redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_im2col_no_offs_5d(
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
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]], [[SRC_R]] : (i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_im2col_no_offs_5d(%d: !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>, %smem: memref<32x64xf16, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32) kernel {
    tile.reduce add %smem to %d[%x, %y, %z, %w, %v] mode = im2col_no_offs : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>
    gpu.return
  }
}

// -----

// Fallback: nvvm.cp.async.bulk.tensor.reduce has no predicate.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_predicate(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor.reduce
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]], [[P_R]] : (i64, i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor.reduce
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_predicate(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<64x64xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[SRC_R]], [[P_R]] : (i64, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_predicate(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %smem: memref<64x64xf32, 3>, %x: i32, %y: i32, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.bulk.tensor.reduce has no predicate operand}}
    tile.reduce add %smem to %d[%x, %y] if %p : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @reduce_predicate_im2col_no_offs_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor.reduce
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[SRC_R]], [[POLICY]], [[P_R]] : (i64, i32, i32, i32, i32, i32, i64, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor.reduce
// NVVM: gpu.return
// ASM-LABEL: gpu.func @reduce_predicate_im2col_no_offs_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<32x64xf16, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM]] : memref<32x64xf16, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[SRC_R]], [[POLICY]], [[P_R]] : (i64, i32, i32, i32, i32, i32, i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @reduce_predicate_im2col_no_offs_l2_hint(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, %smem: memref<32x64xf16, 3>, %x: i32, %y: i32, %z: i32, %w: i32, %policy: i64, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.bulk.tensor.reduce has no predicate operand}}
    tile.reduce max %smem to %d[%x, %y, %z, %w] mode = im2col_no_offs l2_hint(%policy) if %p : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
    gpu.return
  }
}
