
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @store_predicate_im2col_no_offs(
  // A non-kernel function has no parameter space limit of this kind.
  gpu.func @device(%v: vector<268435456xi64>) {
    gpu.return
  }
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
// NVVM: [[P_R:%[a-z0-9_]+]] = arith.extui [[P]] : i1 to complex<f32>
// NVVM: llvm.inline_asm has_side_effects "", "l,r,r,r,r,r,r,~{memory}" [[D_L]], [[X]], [[Y]], [[Z]], [[W]], [[SRC_R]], [[P_R]] : (i64, i32, i32, i32, i32, i32, i32) -> (){{$}}
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

