// Non-tensor bulk copies (tile.bulk_load, bulk_store, bulk_copy_cluster,
// bulk_reduce, bulk_prefetch) and bulk async-groups lowered by
// tile-lower-to-nvvm under both strategies (NVVM ops / inline-asm PTX).

// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' > /dev/null
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope

// tile.bulk_load: global -> shared::cluster (default) or shared::cta, with
// multicast and an L2 hint. dst $0 "r", src $1 "l", size $2 "r", mbar $3 "r".
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_load(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.shared.cluster.global [[DSTC]], [[SRC]], [[MBAR]], [[BYTES]] : !llvm.ptr<7>, <1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_load(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}" [[DST_R]], [[SRC_L]], [[BYTES]], [[MBAR_R]] : (i32, i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_load(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_load_dst_cta(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.shared.cluster.global [[DST]], [[SRC]], [[MBAR]], [[BYTES]] : !llvm.ptr<3>, <1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_load_dst_cta(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}" [[DST_R]], [[SRC_L]], [[BYTES]], [[MBAR_R]] : (i32, i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_load_dst_cta(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    tile.bulk_load %g to %s, %bytes, %bar dst_space = cta : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_load_multicast(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[MASK:%arg[0-9]+]]: i16)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.shared.cluster.global [[DSTC]], [[SRC]], [[MBAR]], [[BYTES]] multicast_mask = [[MASK]] : !llvm.ptr<7>, <1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_load_multicast(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[MASK:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1], $2, [$3], $4;", "r,l,r,r,h,~{memory}" [[DST_R]], [[SRC_L]], [[BYTES]], [[MBAR_R]], [[MASK]] : (i32, i64, i32, i32, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_load_multicast(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>, %mask: i16) kernel {
    tile.bulk_load %g to %s, %bytes, %bar multicast(%mask) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_load_l2_hint(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.shared.cluster.global [[DSTC]], [[SRC]], [[MBAR]], [[BYTES]] l2_cache_hint = [[POLICY]] : !llvm.ptr<7>, <1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_load_l2_hint(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;", "r,l,r,r,l,~{memory}" [[DST_R]], [[SRC_L]], [[BYTES]], [[MBAR_R]], [[POLICY]] : (i32, i64, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_load_l2_hint(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>, %policy: i64) kernel {
    tile.bulk_load %g to %s, %bytes, %bar l2_hint(%policy) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_load_dst_cta_l2_hint(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: nvvm.cp.async.bulk.shared.cluster.global [[DST]], [[SRC]], [[MBAR]], [[BYTES]] l2_cache_hint = [[POLICY]] : !llvm.ptr<3>, <1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_load_dst_cta_l2_hint(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;", "r,l,r,r,l,~{memory}" [[DST_R]], [[SRC_L]], [[BYTES]], [[MBAR_R]], [[POLICY]] : (i32, i64, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_load_dst_cta_l2_hint(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>, %policy: i64) kernel {
    tile.bulk_load %g to %s, %bytes, %bar dst_space = cta l2_hint(%policy) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_load_multicast_l2_hint(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[MASK:%arg[0-9]+]]: i16,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.shared.cluster.global [[DSTC]], [[SRC]], [[MBAR]], [[BYTES]] multicast_mask = [[MASK]] l2_cache_hint = [[POLICY]] : !llvm.ptr<7>, <1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_load_multicast_l2_hint(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[MASK:%arg[0-9]+]]: i16,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1], $2, [$3], $4, $5;", "r,l,r,r,h,l,~{memory}" [[DST_R]], [[SRC_L]], [[BYTES]], [[MBAR_R]], [[MASK]], [[POLICY]] : (i32, i64, i32, i32, i16, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_load_multicast_l2_hint(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>, %mask: i16, %policy: i64) kernel {
    tile.bulk_load %g to %s, %bytes, %bar multicast(%mask) l2_hint(%policy) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// tile.bulk_store: shared::cta -> global, bulk-group completion; L2 hint and
// .cp_mask (i16 byte mask, sm_100).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_store(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: nvvm.cp.async.bulk.global.shared.cta [[DST]], [[SRC]], [[BYTES]] : <1>, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_store(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_store(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %bytes: i32) kernel {
    tile.bulk_store %s to %g, %bytes : memref<1024xf32, 3>, memref<1024xf32, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_store_l2_hint(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: nvvm.cp.async.bulk.global.shared.cta [[DST]], [[SRC]], [[BYTES]] l2_cache_hint = [[POLICY]] : <1>, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_store_l2_hint(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [$0], [$1], $2, $3;", "l,r,r,l,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]], [[POLICY]] : (i64, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_store_l2_hint(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %bytes: i32, %policy: i64) kernel {
    tile.bulk_store %s to %g, %bytes l2_hint(%policy) : memref<1024xf32, 3>, memref<1024xf32, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @bulk_store_byte_mask(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BMASK:%arg[0-9]+]]: i16)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: nvvm.cp.async.bulk.global.shared.cta [[DST]], [[SRC]], [[BYTES]] byte_mask = [[BMASK]] : <1>, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_store_byte_mask(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BMASK:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.global.shared::cta.bulk_group.cp_mask [$0], [$1], $2, $3;", "l,r,r,h,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]], [[BMASK]] : (i64, i32, i32, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_store_byte_mask(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %bytes: i32, %bmask: i16) kernel {
    tile.bulk_store %s to %g, %bytes byte_mask(%bmask) : memref<1024xf32, 3>, memref<1024xf32, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_100a">] {
// NVVM-LABEL: gpu.func @bulk_store_l2_hint_byte_mask(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// NVVM-SAME: [[BMASK:%arg[0-9]+]]: i16)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: nvvm.cp.async.bulk.global.shared.cta [[DST]], [[SRC]], [[BYTES]] l2_cache_hint = [[POLICY]] byte_mask = [[BMASK]] : <1>, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_store_l2_hint_byte_mask(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64,
// ASM-SAME: [[BMASK:%arg[0-9]+]]: i16)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [$0], [$1], $2, $3, $4;", "l,r,r,l,h,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]], [[POLICY]], [[BMASK]] : (i64, i32, i32, i64, i16) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_store_l2_hint_byte_mask(%s: memref<1024xf32, 3>, %g: memref<1024xf32, 1>, %bytes: i32, %policy: i64, %bmask: i16) kernel {
    tile.bulk_store %s to %g, %bytes l2_hint(%policy) byte_mask(%bmask) : memref<1024xf32, 3>, memref<1024xf32, 1>
    gpu.return
  }
}

// -----

// tile.bulk_copy_cluster: shared::cta -> shared::cluster of another CTA.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_copy_cluster(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[REMOTE:%arg[0-9]+]]: memref<1024xf32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[REMOTE]] : memref<1024xf32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DSTC:%[a-z0-9_]+]] = llvm.addrspacecast [[DST]] : !llvm.ptr<3> to !llvm.ptr<7>
// NVVM: nvvm.cp.async.bulk.shared.cluster.shared.cta [[DSTC]], [[SRC]], [[MBAR]], [[BYTES]] : <7>, <3>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_copy_cluster(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[REMOTE:%arg[0-9]+]]: memref<1024xf32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[REMOTE]] : memref<1024xf32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_copy_cluster(%s: memref<1024xf32, 3>, %remote: memref<1024xf32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    tile.bulk_copy_cluster %s to %remote, %bytes, %bar : memref<1024xf32, 3>, memref<1024xf32, 3>, memref<i64, 3>
    gpu.return
  }
}

// -----

// tile.bulk_reduce into global memory (bulk group): MLIR 22 has no NVVM op, so
// both strategies emit the same inline asm (a remark under emit=intrinsics).
// Types: f16/bf16 add is .noftz; bitwise kinds are .b32/.b64; integer
// arithmetic .u32/.s32/.u64.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_add_f32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xf32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xf32, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_add_f32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xf32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xf32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xf32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xf32, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_add_f32(%s: memref<256xf32, 3>, %out: memref<256xf32, 1>, %bytes: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce add %s to %out, %bytes : memref<256xf32, 3>, memref<256xf32, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_add_f16(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<512xf16, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<512xf16, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<512xf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<512xf16, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_add_f16(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<512xf16, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<512xf16, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<512xf16, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<512xf16, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_add_f16(%s: memref<512xf16, 3>, %out: memref<512xf16, 1>, %bytes: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce add %s to %out, %bytes : memref<512xf16, 3>, memref<512xf16, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_add_bf16_l2_hint(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<512xbf16, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<512xbf16, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<512xbf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<512xbf16, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.bf16 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]], [[POLICY]] : (i64, i32, i32, i64) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_add_bf16_l2_hint(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<512xbf16, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<512xbf16, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<512xbf16, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<512xbf16, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.bf16 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]], [[POLICY]] : (i64, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_add_bf16_l2_hint(%s: memref<512xbf16, 3>, %out: memref<512xbf16, 1>, %bytes: i32, %policy: i64) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce add %s to %out, %bytes l2_hint(%policy) : memref<512xbf16, 3>, memref<512xbf16, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_min_bf16(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<512xbf16, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<512xbf16, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<512xbf16, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<512xbf16, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.min.bf16 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_min_bf16(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<512xbf16, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<512xbf16, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<512xbf16, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<512xbf16, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.min.bf16 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_min_bf16(%s: memref<512xbf16, 3>, %out: memref<512xbf16, 1>, %bytes: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce min %s to %out, %bytes : memref<512xbf16, 3>, memref<512xbf16, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_max_si32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xsi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xsi32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xsi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xsi32, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_max_si32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xsi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xsi32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xsi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xsi32, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_max_si32(%s: memref<256xsi32, 3>, %out: memref<256xsi32, 1>, %bytes: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce max %s to %out, %bytes : memref<256xsi32, 3>, memref<256xsi32, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_inc_i32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_inc_i32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_inc_i32(%s: memref<256xi32, 3>, %out: memref<256xi32, 1>, %bytes: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce inc %s to %out, %bytes : memref<256xi32, 3>, memref<256xi32, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_dec_i32_l2_hint(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.dec.u32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]], [[POLICY]] : (i64, i32, i32, i64) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_dec_i32_l2_hint(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.dec.u32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]], [[POLICY]] : (i64, i32, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_dec_i32_l2_hint(%s: memref<256xi32, 3>, %out: memref<256xi32, 1>, %bytes: i32, %policy: i64) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce dec %s to %out, %bytes l2_hint(%policy) : memref<256xi32, 3>, memref<256xi32, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_and_i64(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<128xi64, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<128xi64, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<128xi64, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<128xi64, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_and_i64(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<128xi64, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<128xi64, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<128xi64, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<128xi64, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_and_i64(%s: memref<128xi64, 3>, %out: memref<128xi64, 1>, %bytes: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce and %s to %out, %bytes : memref<128xi64, 3>, memref<128xi64, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_or_si32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xsi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xsi32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xsi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xsi32, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_or_si32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xsi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xsi32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xsi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xsi32, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_or_si32(%s: memref<256xsi32, 3>, %out: memref<256xsi32, 1>, %bytes: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce or %s to %out, %bytes : memref<256xsi32, 3>, memref<256xsi32, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_xor_i32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_xor_i32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_xor_i32(%s: memref<256xi32, 3>, %out: memref<256xi32, 1>, %bytes: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce xor %s to %out, %bytes : memref<256xi32, 3>, memref<256xi32, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_add_f64(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<128xf64, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<128xf64, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<128xf64, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<128xf64, 1> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// NVVM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f64 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_add_f64(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<128xf64, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<128xf64, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<128xf64, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<128xf64, 1> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<1>
// ASM: [[DST_L:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<1> to i64
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f64 [$0], [$1], $2;", "l,r,r,~{memory}" [[DST_L]], [[SRC_R]], [[BYTES]] : (i64, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_add_f64(%s: memref<128xf64, 3>, %out: memref<128xf64, 1>, %bytes: i32) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce add %s to %out, %bytes : memref<128xf64, 3>, memref<128xf64, 1>
    gpu.return
  }
}

// -----

// tile.bulk_reduce into shared::cluster (mbarrier completion).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_cluster_add_i32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_cluster_add_i32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_cluster_add_i32(%s: memref<256xi32, 3>, %out: memref<256xi32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce add %s to %out, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_cluster_add_i64(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<128xi64, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<128xi64, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<128xi64, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<128xi64, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_cluster_add_i64(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<128xi64, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<128xi64, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<128xi64, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<128xi64, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_cluster_add_i64(%s: memref<128xi64, 3>, %out: memref<128xi64, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce add %s to %out, %bytes mbar(%bar : memref<i64, 3>) : memref<128xi64, 3>, memref<128xi64, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_cluster_min_si32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xsi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xsi32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xsi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xsi32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_cluster_min_si32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xsi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xsi32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xsi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xsi32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_cluster_min_si32(%s: memref<256xsi32, 3>, %out: memref<256xsi32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce min %s to %out, %bytes mbar(%bar : memref<i64, 3>) : memref<256xsi32, 3>, memref<256xsi32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_cluster_max_i32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_cluster_max_i32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_cluster_max_i32(%s: memref<256xi32, 3>, %out: memref<256xi32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce max %s to %out, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_cluster_inc_i32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_cluster_inc_i32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_cluster_inc_i32(%s: memref<256xi32, 3>, %out: memref<256xi32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce inc %s to %out, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_cluster_dec_i32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.dec.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_cluster_dec_i32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.dec.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_cluster_dec_i32(%s: memref<256xi32, 3>, %out: memref<256xi32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce dec %s to %out, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_cluster_and_si32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xsi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xsi32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xsi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xsi32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_cluster_and_si32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xsi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xsi32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xsi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xsi32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_cluster_and_si32(%s: memref<256xsi32, 3>, %out: memref<256xsi32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce and %s to %out, %bytes mbar(%bar : memref<i64, 3>) : memref<256xsi32, 3>, memref<256xsi32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_cluster_or_i32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_cluster_or_i32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_cluster_or_i32(%s: memref<256xi32, 3>, %out: memref<256xi32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce or %s to %out, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_reduce_cluster_xor_i32(
// NVVM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// NVVM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// NVVM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// NVVM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// NVVM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// NVVM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// NVVM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// NVVM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// NVVM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// NVVM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// NVVM-NOT: nvvm.
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_reduce_cluster_xor_i32(
// ASM-SAME: [[S:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[OUT:%arg[0-9]+]]: memref<256xi32, 3>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[S]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[OUT]] : memref<256xi32, 3> -> index
// ASM-NEXT: [[DST_L:%[a-z0-9_]+]] = arith.index_cast [[DST_I]] : index to i64
// ASM-NEXT: [[DST:%[a-z0-9_]+]] = llvm.inttoptr [[DST_L]] : i64 to !llvm.ptr<3>
// ASM: [[MBAR_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[BAR]] : memref<i64, 3> -> index
// ASM-NEXT: [[MBAR_L:%[a-z0-9_]+]] = arith.index_cast [[MBAR_I]] : index to i64
// ASM-NEXT: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr [[MBAR_L]] : i64 to !llvm.ptr<3>
// ASM: [[DST_R:%[a-z0-9_]+]] = llvm.ptrtoint [[DST]] : !llvm.ptr<3> to i32
// ASM: [[SRC_R:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<3> to i32
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint [[MBAR]] : !llvm.ptr<3> to i32
// ASM: llvm.inline_asm has_side_effects "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}" [[DST_R]], [[SRC_R]], [[BYTES]], [[MBAR_R]] : (i32, i32, i32, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_reduce_cluster_xor_i32(%s: memref<256xi32, 3>, %out: memref<256xi32, 3>, %bytes: i32, %bar: memref<i64, 3>) kernel {
    // expected-remark @below {{[asm-fallback] emitted as inline asm: MLIR 22 has no NVVM op for cp.reduce.async.bulk (non-tensor)}}
    tile.bulk_reduce xor %s to %out, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
    gpu.return
  }
}

// -----

// tile.bulk_prefetch: cp.async.bulk.prefetch.L2.global, a pure cache hint (no
// memory clobber).
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_prefetch(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// NVVM: nvvm.cp.async.bulk.prefetch [[SRC]], [[BYTES]] : <1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_prefetch(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.L2.global [$0], $1;", "l,r" [[SRC_L]], [[BYTES]] : (i64, i32) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_prefetch(%g: memref<1024xf32, 1>, %bytes: i32) kernel {
    tile.bulk_prefetch %g, %bytes : memref<1024xf32, 1>
    gpu.return
  }
}

// -----

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_prefetch_l2_hint(
// NVVM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// NVVM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// NVVM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// NVVM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// NVVM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// NVVM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// NVVM: nvvm.cp.async.bulk.prefetch [[SRC]], [[BYTES]] l2_cache_hint = [[POLICY]] : <1>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_prefetch_l2_hint(
// ASM-SAME: [[G:%arg[0-9]+]]: memref<1024xf32, 1>,
// ASM-SAME: [[BYTES:%arg[0-9]+]]: i32,
// ASM-SAME: [[POLICY:%arg[0-9]+]]: i64)
// ASM-NOT: nvvm.
// ASM: [[SRC_I:%[a-z0-9_]+]] = memref.extract_aligned_pointer_as_index [[G]] : memref<1024xf32, 1> -> index
// ASM-NEXT: [[SRC_L:%[a-z0-9_]+]] = arith.index_cast [[SRC_I]] : index to i64
// ASM-NEXT: [[SRC:%[a-z0-9_]+]] = llvm.inttoptr [[SRC_L]] : i64 to !llvm.ptr<1>
// ASM: [[SRC_L:%[a-z0-9_]+]] = llvm.ptrtoint [[SRC]] : !llvm.ptr<1> to i64
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.prefetch.L2.global.L2::cache_hint [$0], $1, $2;", "l,r,l" [[SRC_L]], [[BYTES]], [[POLICY]] : (i64, i32, i64) -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_prefetch_l2_hint(%g: memref<1024xf32, 1>, %bytes: i32, %policy: i64) kernel {
    tile.bulk_prefetch %g, %bytes l2_hint(%policy) : memref<1024xf32, 1>
    gpu.return
  }
}

// -----

// tile.bulk_commit / tile.bulk_wait (with and without read): the count is an
// immediate in the text.
gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @bulk_groups(
// NVVM: nvvm.cp.async.bulk.commit.group{{$}}
// NVVM-NEXT: nvvm.cp.async.bulk.wait_group 0{{$}}
// NVVM-NEXT: nvvm.cp.async.bulk.wait_group 3{{$}}
// NVVM-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}{{$}}
// NVVM-NEXT: nvvm.cp.async.bulk.wait_group 2 {read}{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @bulk_groups(
// ASM-NOT: nvvm.
// ASM: llvm.inline_asm has_side_effects "cp.async.bulk.commit_group;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "cp.async.bulk.wait_group 0;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "cp.async.bulk.wait_group 3;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "cp.async.bulk.wait_group.read 0;", "~{memory}" : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "cp.async.bulk.wait_group.read 2;", "~{memory}" : () -> (){{$}}
// ASM-NOT: nvvm.
// ASM: gpu.return
  gpu.func @bulk_groups() kernel {
    tile.bulk_commit
    tile.bulk_wait 0
    tile.bulk_wait 3
    tile.bulk_wait 0 read
    tile.bulk_wait 2 read
    gpu.return
  }
}
