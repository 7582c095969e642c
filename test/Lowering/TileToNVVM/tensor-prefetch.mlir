// tile.prefetch and tile.prefetch_tensormap lowered by tile-lower-to-nvvm
// under both strategies (NVVM ops / inline-asm PTX).

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' > /dev/null
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope

// tile.prefetch: cp.async.bulk.prefetch.tensor, ranks 1..5; a pure cache hint,
// so the asm has no memory clobber (README rule 6).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_tile_1d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]]] : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_tile_1d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.1d.L2.global.tile [$0, {$1}];", "l,r" [[D_L]], [[X]] : (i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_tile_1d(%d: !tile.tensormap<f32, rank = 1, box = [64]>, %x: i32) kernel {
    tile.prefetch %d[%x] : !tile.tensormap<f32, rank = 1, box = [64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_tile_2d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]]] : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_tile_2d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.2d.L2.global.tile [$0, {$1, $2}];", "l,r,r" [[D_L]], [[X]], [[Y]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_tile_2d(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %y: i32) kernel {
    tile.prefetch %d[%x, %y] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_tile_3d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]], [[Z]]] : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_tile_3d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.3d.L2.global.tile [$0, {$1, $2, $3}];", "l,r,r,r" [[D_L]], [[X]], [[Y]], [[Z]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_tile_3d(%d: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, %x: i32, %y: i32, %z: i32) kernel {
    tile.prefetch %d[%x, %y, %z] : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_tile_4d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_tile_4d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.4d.L2.global.tile [$0, {$1, $2, $3, $4}];", "l,r,r,r,r" [[D_L]], [[X]], [[Y]], [[Z]], [[W]] : (i64, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_tile_4d(%d: !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>, %x: i32, %y: i32, %z: i32, %w: i32) kernel {
    tile.prefetch %d[%x, %y, %z, %w] : !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_tile_5d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[V:%arg[0-9]+]]: i32)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_tile_5d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[V:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.5d.L2.global.tile [$0, {$1, $2, $3, $4, $5}];", "l,r,r,r,r,r" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]] : (i64, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_tile_5d(%d: !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32) kernel {
    tile.prefetch %d[%x, %y, %z, %w, %v] : !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]]] l2_cache_hint = [[POLICY]] : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [$0, {$1, $2}], $3;", "l,r,r,l" [[D_L]], [[X]], [[Y]], [[POLICY]] : (i64, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_l2_hint(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %y: i32, %policy: i64) kernel {
    tile.prefetch %d[%x, %y] l2_hint(%policy) : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// im2col (rank - 2 offsets), im2col::w and im2col::w::128 (wHalo, wOffset).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_im2col_3d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[OW:%arg[0-9]+]]: i16)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]], [[Z]]] im2col{{\[}}[[OW]]] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_im2col_3d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[OW:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [$0, {$1, $2, $3}], {$4};", "l,r,r,r,h" [[D_L]], [[X]], [[Y]], [[Z]], [[OW]] : (i64, i32, i32, i32, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_im2col_3d(%d: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %x: i32, %y: i32, %z: i32, %ow: i16) kernel {
    tile.prefetch %d[%x, %y, %z] im2col [%ow] mode = im2col : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_im2col_4d_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[OW:%arg[0-9]+]]: i16,
// NVVM-SAME: [[OH:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] im2col{{\[}}[[OW]], [[OH]]] l2_cache_hint = [[POLICY]] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_im2col_4d_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[OW:%arg[0-9]+]]: i16,
// ASM-SAME: [[OH:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4}], {$5, $6}, $7;", "l,r,r,r,r,h,h,l" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[OW]], [[OH]], [[POLICY]] : (i64, i32, i32, i32, i32, i16, i16, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_im2col_4d_l2_hint(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, %x: i32, %y: i32, %z: i32, %w: i32, %ow: i16, %oh: i16, %policy: i64) kernel {
    tile.prefetch %d[%x, %y, %z, %w] im2col [%ow, %oh] mode = im2col l2_hint(%policy) : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_im2col_5d(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[V:%arg[0-9]+]]: i32,
// NVVM-SAME: [[OW:%arg[0-9]+]]: i16,
// NVVM-SAME: [[OH:%arg[0-9]+]]: i16,
// NVVM-SAME: [[OT:%arg[0-9]+]]: i16)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] im2col{{\[}}[[OW]], [[OH]], [[OT]]] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_im2col_5d(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[V:%arg[0-9]+]]: i32,
// ASM-SAME: [[OW:%arg[0-9]+]]: i16,
// ASM-SAME: [[OH:%arg[0-9]+]]: i16,
// ASM-SAME: [[OT:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.5d.L2.global.im2col [$0, {$1, $2, $3, $4, $5}], {$6, $7, $8};", "l,r,r,r,r,r,h,h,h" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]], [[OW]], [[OH]], [[OT]] : (i64, i32, i32, i32, i32, i32, i16, i16, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_im2col_5d(%d: !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32, %ow: i16, %oh: i16, %ot: i16) kernel {
    tile.prefetch %d[%x, %y, %z, %w, %v] im2col [%ow, %oh, %ot] mode = im2col : !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @prefetch_im2col_w(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[HALO:%arg[0-9]+]]: i16,
// NVVM-SAME: [[WOFF:%arg[0-9]+]]: i16)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]]] im2col{{\[}}[[HALO]], [[WOFF]]] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_im2col_w(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[HALO:%arg[0-9]+]]: i16,
// ASM-SAME: [[WOFF:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.4d.L2.global.im2col::w [$0, {$1, $2, $3, $4}], {$5, $6};", "l,r,r,r,r,h,h" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[HALO]], [[WOFF]] : (i64, i32, i32, i32, i32, i16, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_im2col_w(%d: !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %x: i32, %y: i32, %z: i32, %w: i32, %halo: i16, %woff: i16) kernel {
    tile.prefetch %d[%x, %y, %z, %w] im2col [%halo, %woff] mode = im2col_w : !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @prefetch_im2col_w_128_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[V:%arg[0-9]+]]: i32,
// NVVM-SAME: [[HALO:%arg[0-9]+]]: i16,
// NVVM-SAME: [[WOFF:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[X]], [[Y]], [[Z]], [[W]], [[V]]] im2col{{\[}}[[HALO]], [[WOFF]]] l2_cache_hint = [[POLICY]] {mode = #nvvm.tma_load_mode<im2col_w_128>} : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_im2col_w_128_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[V:%arg[0-9]+]]: i32,
// ASM-SAME: [[HALO:%arg[0-9]+]]: i16,
// ASM-SAME: [[WOFF:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.5d.L2.global.im2col::w::128.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], {$6, $7}, $8;", "l,r,r,r,r,r,h,h,l" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[V]], [[HALO]], [[WOFF]], [[POLICY]] : (i64, i32, i32, i32, i32, i32, i16, i16, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_im2col_w_128_l2_hint(%d: !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %x: i32, %y: i32, %z: i32, %w: i32, %v: i32, %halo: i16, %woff: i16, %policy: i64) kernel {
    tile.prefetch %d[%x, %y, %z, %w, %v] im2col [%halo, %woff] mode = im2col_w_128 l2_hint(%policy) : !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
    gpu.return
  }
}

// -----

// tile::gather4: 2-D, 5 coordinates.
gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @prefetch_gather4(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_gather4(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [$0, {$1, $2, $3, $4, $5}];", "l,r,r,r,r,r" [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]] : (i64, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_gather4(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32) kernel {
    tile.prefetch %d[%col, %r0, %r1, %r2, %r3] mode = gather4 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @prefetch_gather4_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: nvvm.cp.async.bulk.tensor.prefetch [[D]], box{{\[}}[[COL]], [[R0]], [[R1]], [[R2]], [[R3]]] l2_cache_hint = [[POLICY]] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_gather4_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], $6;", "l,r,r,r,r,r,l" [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[POLICY]] : (i64, i32, i32, i32, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_gather4_l2_hint(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32, %policy: i64) kernel {
    tile.prefetch %d[%col, %r0, %r1, %r2, %r3] mode = gather4 l2_hint(%policy) : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>
    gpu.return
  }
}

// -----

// Fallback: nvvm.cp.async.bulk.tensor.prefetch has no predicate.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_predicate(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor.prefetch
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.bulk.prefetch.tensor.2d.L2.global.tile [$0, {$1, $2}]; }", "l,r,r,r" [[D_L]], [[X]], [[Y]], [[P_R]] : (i64, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor.prefetch
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_predicate(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.bulk.prefetch.tensor.2d.L2.global.tile [$0, {$1, $2}]; }", "l,r,r,r" [[D_L]], [[X]], [[Y]], [[P_R]] : (i64, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_predicate(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %x: i32, %y: i32, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.bulk.tensor.prefetch has no predicate operand}}
    tile.prefetch %d[%x, %y] if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_predicate_im2col_l2_hint(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[OW:%arg[0-9]+]]: i16,
// NVVM-SAME: [[OH:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor.prefetch
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4}], {$5, $6}, $7; }", "l,r,r,r,r,h,h,l,r" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[OW]], [[OH]], [[POLICY]], [[P_R]] : (i64, i32, i32, i32, i32, i16, i16, i64, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor.prefetch
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_predicate_im2col_l2_hint(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[OW:%arg[0-9]+]]: i16,
// ASM-SAME: [[OH:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4}], {$5, $6}, $7; }", "l,r,r,r,r,h,h,l,r" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[OW]], [[OH]], [[POLICY]], [[P_R]] : (i64, i32, i32, i32, i32, i16, i16, i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_predicate_im2col_l2_hint(%d: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, %x: i32, %y: i32, %z: i32, %w: i32, %ow: i16, %oh: i16, %policy: i64, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.bulk.tensor.prefetch has no predicate operand}}
    tile.prefetch %d[%x, %y, %z, %w] im2col [%ow, %oh] mode = im2col l2_hint(%policy) if %p : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @prefetch_predicate_im2col_w_128(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[X:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Y:%arg[0-9]+]]: i32,
// NVVM-SAME: [[Z:%arg[0-9]+]]: i32,
// NVVM-SAME: [[W:%arg[0-9]+]]: i32,
// NVVM-SAME: [[HALO:%arg[0-9]+]]: i16,
// NVVM-SAME: [[WOFF:%arg[0-9]+]]: i16,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor.prefetch
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.prefetch.tensor.4d.L2.global.im2col::w::128 [$0, {$1, $2, $3, $4}], {$5, $6}; }", "l,r,r,r,r,h,h,r" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[HALO]], [[WOFF]], [[P_R]] : (i64, i32, i32, i32, i32, i16, i16, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor.prefetch
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_predicate_im2col_w_128(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[X:%arg[0-9]+]]: i32,
// ASM-SAME: [[Y:%arg[0-9]+]]: i32,
// ASM-SAME: [[Z:%arg[0-9]+]]: i32,
// ASM-SAME: [[W:%arg[0-9]+]]: i32,
// ASM-SAME: [[HALO:%arg[0-9]+]]: i16,
// ASM-SAME: [[WOFF:%arg[0-9]+]]: i16,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.prefetch.tensor.4d.L2.global.im2col::w::128 [$0, {$1, $2, $3, $4}], {$5, $6}; }", "l,r,r,r,r,h,h,r" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[HALO]], [[WOFF]], [[P_R]] : (i64, i32, i32, i32, i32, i16, i16, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_predicate_im2col_w_128(%d: !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, %x: i32, %y: i32, %z: i32, %w: i32, %halo: i16, %woff: i16, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.bulk.tensor.prefetch has no predicate operand}}
    tile.prefetch %d[%x, %y, %z, %w] im2col [%halo, %woff] mode = im2col_w_128 if %p : !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @prefetch_predicate_gather4(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[COL:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R0:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R1:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R2:%arg[0-9]+]]: i32,
// NVVM-SAME: [[R3:%arg[0-9]+]]: i32,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM-NOT: nvvm.cp.async.bulk.tensor.prefetch
// NVVM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// NVVM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [$0, {$1, $2, $3, $4, $5}]; }", "l,r,r,r,r,r,r" [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[P_R]] : (i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.cp.async.bulk.tensor.prefetch
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_predicate_gather4(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[COL:%arg[0-9]+]]: i32,
// ASM-SAME: [[R0:%arg[0-9]+]]: i32,
// ASM-SAME: [[R1:%arg[0-9]+]]: i32,
// ASM-SAME: [[R2:%arg[0-9]+]]: i32,
// ASM-SAME: [[R3:%arg[0-9]+]]: i32,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [$0, {$1, $2, $3, $4, $5}]; }", "l,r,r,r,r,r,r" [[D_L]], [[COL]], [[R0]], [[R1]], [[R2]], [[R3]], [[P_R]] : (i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_predicate_gather4(%d: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, %col: i32, %r0: i32, %r1: i32, %r2: i32, %r3: i32, %p: i1) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: nvvm.cp.async.bulk.tensor.prefetch has no predicate operand}}
    tile.prefetch %d[%col, %r0, %r1, %r2, %r3] mode = gather4 if %p : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>
    gpu.return
  }
}

// -----

// tile.prefetch_tensormap: nvvm.prefetch tensormap (its predicate form is
// MLIR's own inline PTX) / prefetch.tensormap [$0], no clobber.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_tensormap(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr)
// NVVM: nvvm.prefetch tensormap, [[D]] : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_tensormap(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "prefetch.tensormap [$0];", "l" [[D_L]] : (i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_tensormap(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>) kernel {
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_tensormap_predicate(
// NVVM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// NVVM-SAME: [[P:%arg[0-9]+]]: i1)
// NVVM: nvvm.prefetch tensormap, [[D]], predicate = [[P]] : !llvm.ptr, i1{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_tensormap_predicate(
// ASM-SAME: [[D:%arg[0-9]+]]: !llvm.ptr,
// ASM-SAME: [[P:%arg[0-9]+]]: i1)
// ASM-NOT: nvvm.
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to i32
// ASM: llvm.inline_asm has_side_effects "{ .reg .pred tp_g; setp.ne.b32 tp_g, $1, 0; @tp_g prefetch.tensormap [$0]; }", "l,r" [[D_L]], [[P_R]] : (i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_tensormap_predicate(%d: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %p: i1) kernel {
    tile.prefetch_tensormap %d if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// A descriptor in a global slot: the slot pointer, cast to generic.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @prefetch_tensormap_slot(
// NVVM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>)
// NVVM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// NVVM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// NVVM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// NVVM: [[D:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// NVVM: nvvm.prefetch tensormap, [[D]] : !llvm.ptr{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @prefetch_tensormap_slot(
// ASM-SAME: [[SLOT:%arg[0-9]+]]: memref<128xi8, 1>)
// ASM-NOT: nvvm.
// ASM: [[SLOT_P_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[SLOT]] : memref<128xi8, 1> -> index
// ASM-NEXT: [[SLOT_P_L:%[a-z0-9_]+]] = arith.index_cast [[SLOT_P_I]] : index to i64
// ASM-NEXT: [[SLOT_P:%[a-z0-9_]+]] = llvm.inttoptr [[SLOT_P_L]] : i64 to !llvm.ptr<1>
// ASM: [[D:%[a-z0-9_]+]] = llvm.addrspacecast [[SLOT_P]] : !llvm.ptr<1> to !llvm.ptr
// ASM: [[D_L:%[a-z0-9_]+]] = llvm.ptrtoint [[D]] : !llvm.ptr to i64
// ASM: llvm.inline_asm has_side_effects "prefetch.tensormap [$0];", "l" [[D_L]] : (i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @prefetch_tensormap_slot(%slot: memref<128xi8, 1>) kernel {
    %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}
