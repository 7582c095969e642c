// Device-side descriptor mutation (tile.rebind), the seed copy
// (tile.tensormap_cp_fenceproxy) and descriptors in slots
// (tile.tensormap_from_slot) lowered by tile-lower-to-nvvm under both
// strategies.

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' > /dev/null
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope

// tile.rebind: 2 x rank tensormap.replace.tile ops in the order address,
// global_dim[0..rank), global_stride[0..rank-1) (the TMA emission design), ordinals as
// immediates: llvm.nvvm.tensormap.replace.* intrinsic calls with constant
// ordinals (NVVM), or inline asm with the ordinal in the text (asm). Global
// slot: "l,l" / "l,r" / "l,l" plus the memory clobber. Ranks 1..5.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @rebind_1d(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// NVVM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32)
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// NVVM-NEXT: [[DIM0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"([[SLOT_P]], [[ADDR_L]]) : (!llvm.ptr<1>, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM0]], [[W]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @rebind_1d(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// ASM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// ASM-SAME: [[W:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// ASM-NEXT: [[SL0:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l,~{memory}" [[SL0]], [[ADDR_L]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL1:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}" [[SL1]], [[W]] : (i64, i32) -> (){{$}}
// ASM-NEXT: gpu.return
  gpu.func @rebind_1d(%slot: memref<128xi8, 1>, %addr: !llvm.ptr<1>, %w: i32) kernel {
    tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%w] strides [] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 1, box = [64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @rebind_2d(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// NVVM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[H:%arg[0-9]+]]: i32,
// NVVM-SAME: [[S1:%arg[0-9]+]]: i64)
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// NVVM-NEXT: [[DIM0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[DIM1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: [[STRIDE0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"([[SLOT_P]], [[ADDR_L]]) : (!llvm.ptr<1>, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM0]], [[W]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM1]], [[H]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE0]], [[S1]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @rebind_2d(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// ASM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[H:%arg[0-9]+]]: i32,
// ASM-SAME: [[S1:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// ASM-NEXT: [[SL0:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l,~{memory}" [[SL0]], [[ADDR_L]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL1:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}" [[SL1]], [[W]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL2:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}" [[SL2]], [[H]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL3:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}" [[SL3]], [[S1]] : (i64, i64) -> (){{$}}
// ASM-NEXT: gpu.return
  gpu.func @rebind_2d(%slot: memref<128xi8, 1>, %addr: !llvm.ptr<1>, %w: i32, %h: i32, %s1: i64) kernel {
    tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%w, %h] strides [%s1] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// Unchanged fields (`unchanged = [0, 3]`: the address and global_stride[0])
// get no tensormap.replace (and no address conversion); the others keep
// their order.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @rebind_unchanged(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// NVVM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[H:%arg[0-9]+]]: i32,
// NVVM-SAME: [[S1:%arg[0-9]+]]: i64)
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM-NEXT: [[DIM0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[DIM1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM0]], [[W]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM1]], [[H]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.func @rebind_unchanged(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// ASM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[H:%arg[0-9]+]]: i32,
// ASM-SAME: [[S1:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM-NEXT: [[SL1:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}" [[SL1]], [[W]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL2:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}" [[SL2]], [[H]] : (i64, i32) -> (){{$}}
// ASM-NEXT: gpu.return
  gpu.func @rebind_unchanged(%slot: memref<128xi8, 1>, %addr: !llvm.ptr<1>, %w: i32, %h: i32, %s1: i64) kernel {
    tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%w, %h] strides [%s1] unchanged = [0, 3] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @rebind_3d(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// NVVM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[H:%arg[0-9]+]]: i32,
// NVVM-SAME: [[DD:%arg[0-9]+]]: i32,
// NVVM-SAME: [[S1:%arg[0-9]+]]: i64,
// NVVM-SAME: [[S2:%arg[0-9]+]]: i64)
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// NVVM-NEXT: [[DIM0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[DIM1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: [[DIM2:%[a-z0-9_]+]] = llvm.mlir.constant(2 : i32) : i32
// NVVM-NEXT: [[STRIDE0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[STRIDE1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"([[SLOT_P]], [[ADDR_L]]) : (!llvm.ptr<1>, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM0]], [[W]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM1]], [[H]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM2]], [[DD]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE0]], [[S1]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE1]], [[S2]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @rebind_3d(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// ASM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[H:%arg[0-9]+]]: i32,
// ASM-SAME: [[DD:%arg[0-9]+]]: i32,
// ASM-SAME: [[S1:%arg[0-9]+]]: i64,
// ASM-SAME: [[S2:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// ASM-NEXT: [[SL0:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l,~{memory}" [[SL0]], [[ADDR_L]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL1:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}" [[SL1]], [[W]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL2:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}" [[SL2]], [[H]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL3:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1;", "l,r,~{memory}" [[SL3]], [[DD]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL4:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}" [[SL4]], [[S1]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL5:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1;", "l,l,~{memory}" [[SL5]], [[S2]] : (i64, i64) -> (){{$}}
// ASM-NEXT: gpu.return
  gpu.func @rebind_3d(%slot: memref<128xi8, 1>, %addr: !llvm.ptr<1>, %w: i32, %h: i32, %dd: i32, %s1: i64, %s2: i64) kernel {
    tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%w, %h, %dd] strides [%s1, %s2] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @rebind_4d(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// NVVM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[H:%arg[0-9]+]]: i32,
// NVVM-SAME: [[DD:%arg[0-9]+]]: i32,
// NVVM-SAME: [[C:%arg[0-9]+]]: i32,
// NVVM-SAME: [[S1:%arg[0-9]+]]: i64,
// NVVM-SAME: [[S2:%arg[0-9]+]]: i64,
// NVVM-SAME: [[S3:%arg[0-9]+]]: i64)
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// NVVM-NEXT: [[DIM0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[DIM1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: [[DIM2:%[a-z0-9_]+]] = llvm.mlir.constant(2 : i32) : i32
// NVVM-NEXT: [[DIM3:%[a-z0-9_]+]] = llvm.mlir.constant(3 : i32) : i32
// NVVM-NEXT: [[STRIDE0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[STRIDE1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: [[STRIDE2:%[a-z0-9_]+]] = llvm.mlir.constant(2 : i32) : i32
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"([[SLOT_P]], [[ADDR_L]]) : (!llvm.ptr<1>, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM0]], [[W]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM1]], [[H]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM2]], [[DD]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM3]], [[C]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE0]], [[S1]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE1]], [[S2]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE2]], [[S3]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @rebind_4d(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// ASM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[H:%arg[0-9]+]]: i32,
// ASM-SAME: [[DD:%arg[0-9]+]]: i32,
// ASM-SAME: [[C:%arg[0-9]+]]: i32,
// ASM-SAME: [[S1:%arg[0-9]+]]: i64,
// ASM-SAME: [[S2:%arg[0-9]+]]: i64,
// ASM-SAME: [[S3:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// ASM-NEXT: [[SL0:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l,~{memory}" [[SL0]], [[ADDR_L]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL1:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}" [[SL1]], [[W]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL2:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}" [[SL2]], [[H]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL3:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1;", "l,r,~{memory}" [[SL3]], [[DD]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL4:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 3, $1;", "l,r,~{memory}" [[SL4]], [[C]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL5:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}" [[SL5]], [[S1]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL6:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1;", "l,l,~{memory}" [[SL6]], [[S2]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL7:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 2, $1;", "l,l,~{memory}" [[SL7]], [[S3]] : (i64, i64) -> (){{$}}
// ASM-NEXT: gpu.return
  gpu.func @rebind_4d(%slot: memref<128xi8, 1>, %addr: !llvm.ptr<1>, %w: i32, %h: i32, %dd: i32, %c: i32, %s1: i64, %s2: i64, %s3: i64) kernel {
    tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%w, %h, %dd, %c] strides [%s1, %s2, %s3] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @rebind_5d(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// NVVM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[H:%arg[0-9]+]]: i32,
// NVVM-SAME: [[DD:%arg[0-9]+]]: i32,
// NVVM-SAME: [[C:%arg[0-9]+]]: i32,
// NVVM-SAME: [[N:%arg[0-9]+]]: i32,
// NVVM-SAME: [[S1:%arg[0-9]+]]: i64,
// NVVM-SAME: [[S2:%arg[0-9]+]]: i64,
// NVVM-SAME: [[S3:%arg[0-9]+]]: i64,
// NVVM-SAME: [[S4:%arg[0-9]+]]: i64)
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// NVVM-NEXT: [[DIM0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[DIM1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: [[DIM2:%[a-z0-9_]+]] = llvm.mlir.constant(2 : i32) : i32
// NVVM-NEXT: [[DIM3:%[a-z0-9_]+]] = llvm.mlir.constant(3 : i32) : i32
// NVVM-NEXT: [[DIM4:%[a-z0-9_]+]] = llvm.mlir.constant(4 : i32) : i32
// NVVM-NEXT: [[STRIDE0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[STRIDE1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: [[STRIDE2:%[a-z0-9_]+]] = llvm.mlir.constant(2 : i32) : i32
// NVVM-NEXT: [[STRIDE3:%[a-z0-9_]+]] = llvm.mlir.constant(3 : i32) : i32
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"([[SLOT_P]], [[ADDR_L]]) : (!llvm.ptr<1>, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM0]], [[W]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM1]], [[H]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM2]], [[DD]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM3]], [[C]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM4]], [[N]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE0]], [[S1]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE1]], [[S2]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE2]], [[S3]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE3]], [[S4]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @rebind_5d(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// ASM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[H:%arg[0-9]+]]: i32,
// ASM-SAME: [[DD:%arg[0-9]+]]: i32,
// ASM-SAME: [[C:%arg[0-9]+]]: i32,
// ASM-SAME: [[N:%arg[0-9]+]]: i32,
// ASM-SAME: [[S1:%arg[0-9]+]]: i64,
// ASM-SAME: [[S2:%arg[0-9]+]]: i64,
// ASM-SAME: [[S3:%arg[0-9]+]]: i64,
// ASM-SAME: [[S4:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// ASM-NEXT: [[SL0:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l,~{memory}" [[SL0]], [[ADDR_L]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL1:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}" [[SL1]], [[W]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL2:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}" [[SL2]], [[H]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL3:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1;", "l,r,~{memory}" [[SL3]], [[DD]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL4:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 3, $1;", "l,r,~{memory}" [[SL4]], [[C]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL5:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 4, $1;", "l,r,~{memory}" [[SL5]], [[N]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL6:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}" [[SL6]], [[S1]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL7:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1;", "l,l,~{memory}" [[SL7]], [[S2]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL8:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 2, $1;", "l,l,~{memory}" [[SL8]], [[S3]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL9:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 3, $1;", "l,l,~{memory}" [[SL9]], [[S4]] : (i64, i64) -> (){{$}}
// ASM-NEXT: gpu.return
  gpu.func @rebind_5d(%slot: memref<128xi8, 1>, %addr: !llvm.ptr<1>, %w: i32, %h: i32, %dd: i32, %c: i32, %n: i32, %s1: i64, %s2: i64, %s3: i64, %s4: i64) kernel {
    tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%w, %h, %dd, %c, %n] strides [%s1, %s2, %s3, %s4] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
    gpu.return
  }
}

// -----

// A shared::cta slot: .shared::cta, the slot as "r", the .p3 intrinsics.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @rebind_shared_slot(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 3>,
// NVVM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[H:%arg[0-9]+]]: i32,
// NVVM-SAME: [[DD:%arg[0-9]+]]: i32,
// NVVM-SAME: [[S1:%arg[0-9]+]]: i64,
// NVVM-SAME: [[S2:%arg[0-9]+]]: i64)
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 3> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<3>
// NVVM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// NVVM-NEXT: [[DIM0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[DIM1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: [[DIM2:%[a-z0-9_]+]] = llvm.mlir.constant(2 : i32) : i32
// NVVM-NEXT: [[STRIDE0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[STRIDE1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p3"([[SLOT_P]], [[ADDR_L]]) : (!llvm.ptr<3>, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p3"([[SLOT_P]], [[DIM0]], [[W]]) : (!llvm.ptr<3>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p3"([[SLOT_P]], [[DIM1]], [[H]]) : (!llvm.ptr<3>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p3"([[SLOT_P]], [[DIM2]], [[DD]]) : (!llvm.ptr<3>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p3"([[SLOT_P]], [[STRIDE0]], [[S1]]) : (!llvm.ptr<3>, i32, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p3"([[SLOT_P]], [[STRIDE1]], [[S2]]) : (!llvm.ptr<3>, i32, i64) -> (){{$}}
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @rebind_shared_slot(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 3>,
// ASM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[H:%arg[0-9]+]]: i32,
// ASM-SAME: [[DD:%arg[0-9]+]]: i32,
// ASM-SAME: [[S1:%arg[0-9]+]]: i64,
// ASM-SAME: [[S2:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 3> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<3>
// ASM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// ASM-NEXT: [[SL0:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<3> to i32
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;", "r,l,~{memory}" [[SL0]], [[ADDR_L]] : (i32, i64) -> (){{$}}
// ASM-NEXT: [[SL1:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<3> to i32
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,~{memory}" [[SL1]], [[W]] : (i32, i32) -> (){{$}}
// ASM-NEXT: [[SL2:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<3> to i32
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "r,r,~{memory}" [[SL2]], [[H]] : (i32, i32) -> (){{$}}
// ASM-NEXT: [[SL3:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<3> to i32
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "r,r,~{memory}" [[SL3]], [[DD]] : (i32, i32) -> (){{$}}
// ASM-NEXT: [[SL4:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<3> to i32
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l,~{memory}" [[SL4]], [[S1]] : (i32, i64) -> (){{$}}
// ASM-NEXT: [[SL5:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<3> to i32
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "r,l,~{memory}" [[SL5]], [[S2]] : (i32, i64) -> (){{$}}
// ASM-NEXT: gpu.return
  gpu.func @rebind_shared_slot(%slot: memref<128xi8, 3>, %addr: !llvm.ptr<1>, %w: i32, %h: i32, %dd: i32, %s1: i64, %s2: i64) kernel {
    tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%w, %h, %dd] strides [%s1, %s2] : memref<128xi8, 3> as !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
    gpu.return
  }
}

// -----

// A slot memref in the default memory space is taken as global.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @rebind_generic_slot(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<16xi64>,
// NVVM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[H:%arg[0-9]+]]: i32,
// NVVM-SAME: [[S1:%arg[0-9]+]]: i64)
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<16xi64> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// NVVM-NEXT: [[DIM0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: [[DIM1:%[a-z0-9_]+]] = llvm.mlir.constant(1 : i32) : i32
// NVVM-NEXT: [[STRIDE0:%[a-z0-9_]+]] = llvm.mlir.constant(0 : i32) : i32
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"([[SLOT_P]], [[ADDR_L]]) : (!llvm.ptr<1>, i64) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM0]], [[W]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"([[SLOT_P]], [[DIM1]], [[H]]) : (!llvm.ptr<1>, i32, i32) -> (){{$}}
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"([[SLOT_P]], [[STRIDE0]], [[S1]]) : (!llvm.ptr<1>, i32, i64) -> (){{$}}
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @rebind_generic_slot(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<16xi64>,
// ASM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[H:%arg[0-9]+]]: i32,
// ASM-SAME: [[S1:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<16xi64> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM-NEXT: [[ADDR_L:%[a-z0-9_]+]] = llvm.ptrtoint [[ADDR]] : !llvm.ptr<1> to i64
// ASM-NEXT: [[SL0:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l,~{memory}" [[SL0]], [[ADDR_L]] : (i64, i64) -> (){{$}}
// ASM-NEXT: [[SL1:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}" [[SL1]], [[W]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL2:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}" [[SL2]], [[H]] : (i64, i32) -> (){{$}}
// ASM-NEXT: [[SL3:%[a-z0-9_]+]] = llvm.ptrtoint [[SLOT_P]] : !llvm.ptr<1> to i64
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}" [[SL3]], [[S1]] : (i64, i64) -> (){{$}}
// ASM-NEXT: gpu.return
  gpu.func @rebind_generic_slot(%slot: memref<16xi64>, %addr: !llvm.ptr<1>, %w: i32, %h: i32, %s1: i64) kernel {
    tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%w, %h] strides [%s1] : memref<16xi64> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// tile.tensormap_cp_fenceproxy: no NVVM op in MLIR 22, inline asm under both
// strategies; every scope (gpu the default).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @tensormap_cp_fenceproxy(
// NVVM-SAME: [[SMEM_DESC:%arg[0-9]+]]: memref<128xi8, 3>,
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>)
// NVVM-NOT: nvvm.
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM_DESC]] : memref<128xi8, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" [[DST_L]], [[SRC_R]] : (i64, i32) -> (){{$}}
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM_DESC]] : memref<128xi8, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" [[DST_L]], [[SRC_R]] : (i64, i32) -> (){{$}}
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM_DESC]] : memref<128xi8, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cluster.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" [[DST_L]], [[SRC_R]] : (i64, i32) -> (){{$}}
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM_DESC]] : memref<128xi8, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" [[DST_L]], [[SRC_R]] : (i64, i32) -> (){{$}}
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM_DESC]] : memref<128xi8, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.sys.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" [[DST_L]], [[SRC_R]] : (i64, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @tensormap_cp_fenceproxy(
// ASM-SAME: [[SMEM_DESC:%arg[0-9]+]]: memref<128xi8, 3>,
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM_DESC]] : memref<128xi8, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" [[DST_L]], [[SRC_R]] : (i64, i32) -> (){{$}}
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM_DESC]] : memref<128xi8, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" [[DST_L]], [[SRC_R]] : (i64, i32) -> (){{$}}
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM_DESC]] : memref<128xi8, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cluster.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" [[DST_L]], [[SRC_R]] : (i64, i32) -> (){{$}}
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM_DESC]] : memref<128xi8, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" [[DST_L]], [[SRC_R]] : (i64, i32) -> (){{$}}
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SMEM_DESC]] : memref<128xi8, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.sys.sync.aligned [$0], [$1], 128;", "l,r,~{memory}" [[DST_L]], [[SRC_R]] : (i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @tensormap_cp_fenceproxy(%smem_desc: memref<128xi8, 3>, %slot: memref<128xi8, 1>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for tensormap.cp_fenceproxy}}
    tile.tensormap_cp_fenceproxy %smem_desc to %slot : memref<128xi8, 3>, memref<128xi8, 1>
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for tensormap.cp_fenceproxy}}
    tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = cta : memref<128xi8, 3>, memref<128xi8, 1>
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for tensormap.cp_fenceproxy}}
    tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = cluster : memref<128xi8, 3>, memref<128xi8, 1>
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for tensormap.cp_fenceproxy}}
    tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for tensormap.cp_fenceproxy}}
    tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = sys : memref<128xi8, 3>, memref<128xi8, 1>
    gpu.return
  }
}

// -----

// A device rebind, the proxy fences, then a load through the slot
// (tile.tensormap_from_slot: the slot pointer cast to generic).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// NVVM-LABEL: gpu.func @rebind_then_load(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// NVVM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[H:%arg[0-9]+]]: i32,
// NVVM-SAME: [[PITCH:%arg[0-9]+]]: i64,
// NVVM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.address.p1"
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.dim.p1"
// NVVM-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.global.stride.p1"
// NVVM-NEXT: nvvm.fence.proxy.release <cta>
// NVVM: nvvm.fence.proxy.acquire <cta>
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM: [[D:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// NVVM: nvvm.cp.async.bulk.tensor.shared.cluster.global {{%[a-z0-9_]+}}, [[D]], {{%[a-z0-9_]+}}, box{{\[}}[[X]], [[Y]]] : !llvm.ptr<7>, !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version = "8.3"}
// ASM-LABEL: gpu.func @rebind_then_load(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>,
// ASM-SAME: [[ADDR:%arg[0-9]+]]: !llvm.ptr<1>,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[H:%arg[0-9]+]]: i32,
// ASM-SAME: [[PITCH:%arg[0-9]+]]: i64,
// ASM-SAME: [[SMEM:%arg[0-9]+]]: memref<64x64xf32, 3>,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;"
// ASM: "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;"
// ASM: "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;"
// ASM: "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;"
// ASM: "fence.proxy.tensormap::generic.release.cta;"
// ASM: "fence.proxy.tensormap::generic.acquire.cta [$0], 128;"
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM: [[D:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}" {{%[a-z0-9_]+}}, [[D_L]], [[X]], [[Y]], {{%[a-z0-9_]+}} : (i32, i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @rebind_then_load(%slot: memref<128xi8, 1>, %addr: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64, %smem: memref<64x64xf32, 3>, %bar: memref<i64, 3>, %x: i32, %y: i32) kernel {
    tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.tensormap_fence_release scope = cta
    tile.tensormap_fence_acquire %slot scope = cta : memref<128xi8, 1>
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.load %d[%x, %y] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
    gpu.return
  }
}
