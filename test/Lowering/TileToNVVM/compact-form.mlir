// The compact form of a function compiled at LLVM -O0 (INTRINSICS_O0_MIN_OPS = 2048 tile ops with
// the intrinsics strategy, ASM_O0_MIN_OPS = 256 with asm; lowering/src/lower/pointers.rs): each
// memref's address is built once, right after the memref is defined (a rebind slot, a view of the
// workspace, as one GEP of the workspace's address: the view and its alignment assumption are
// erased), the immediates once at the top of the function, and a zero-seeded slot is cleared by
// one 128-byte store. A smaller function keeps one address computation per op (LLVM -O2 merges
// them). The inputs are the bench/compile `device-born` shape (Inputs/many_descriptors.py).

// 300 descriptors in global slots, intrinsics: one address per memref (workspace, buffer, mbarrier).
// RUN: python3 %S/../Inputs/many_descriptors.py 300 zero global > %t.global.mlir
// RUN: tile-opt %t.global.mlir --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-lower-to-nvvm{emit=intrinsics})' 2>/dev/null > %t.global.lowered.mlir
// RUN: FileCheck %s --check-prefix=GLOBAL < %t.global.lowered.mlir
// RUN: sed -n '/gpu.func @many/,/gpu.return/p' %t.global.lowered.mlir | grep -c memref.extract_aligned_pointer_as_index | FileCheck %s --check-prefix=THREE
// RUN: tile-opt %t.global.mlir --pipeline=default --emit=ptx -o %t.global.ptx 2>/dev/null
// RUN: ptxas -arch=sm_90a %t.global.ptx -o %t.global.cubin 2>&1 | count 0

// 40 descriptors staged in shared::cta slots, asm strategy, zero and template seeds: one address
// per staging slot, the workspace, the buffer and the mbarrier (43); a rebind's tensormap.replace
// writes are one asm statement, the slot's address an operand once.
// RUN: python3 %S/../Inputs/many_descriptors.py 40 zero shared > %t.shared.mlir
// RUN: tile-opt %t.shared.mlir --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-lower-to-nvvm{emit=asm})' 2>/dev/null > %t.shared.lowered.mlir
// RUN: FileCheck %s --check-prefix=ASM < %t.shared.lowered.mlir
// RUN: sed -n '/gpu.func @many/,/gpu.return/p' %t.shared.lowered.mlir | grep -c memref.extract_aligned_pointer_as_index | FileCheck %s --check-prefix=FORTY-THREE
// RUN: tile-opt %t.shared.mlir --pipeline=default-asm --emit=ptx -o %t.shared.ptx 2>/dev/null
// RUN: ptxas -arch=sm_90a %t.shared.ptx -o %t.shared.cubin 2>&1 | count 0
// RUN: python3 %S/../Inputs/many_descriptors.py 40 template shared > %t.template.mlir
// RUN: tile-opt %t.template.mlir --pipeline=default-asm --emit=ptx -o %t.template.ptx 2>/dev/null
// RUN: ptxas -arch=sm_90a %t.template.ptx -o %t.template.cubin 2>&1 | count 0

// Two descriptors: not compact, one address computation per use (5 per slot, 9 for
// the buffer and the mbarrier: 19).
// RUN: python3 %S/../Inputs/many_descriptors.py 2 zero global > %t.small.mlir
// RUN: tile-opt %t.small.mlir --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-lower-to-nvvm{emit=intrinsics})' 2>/dev/null > %t.small.lowered.mlir
// RUN: FileCheck %s --check-prefix=SMALL < %t.small.lowered.mlir
// RUN: sed -n '/gpu.func @many/,/gpu.return/p' %t.small.lowered.mlir | grep -c memref.extract_aligned_pointer_as_index | FileCheck %s --check-prefix=NINETEEN

// GLOBAL-LABEL: gpu.module @kernels [#nvvm.target<chip = "sm_90a">] attributes {tile.emission = "large"
// GLOBAL-LABEL: gpu.func @many(
// GLOBAL-SAME: %[[WS:arg[0-9]+]]: memref<?xi8, 1>)
// GLOBAL-DAG: %[[ZEROS:[0-9]+]] = llvm.mlir.constant(dense<0> : vector<16xi64>) : vector<16xi64>
// GLOBAL-DAG: %[[SIZE:[0-9]+]] = llvm.mlir.constant(128 : i32) : i32
// GLOBAL: %[[WSI:.*]] = memref.extract_aligned_pointer_as_index %[[WS]] : memref<?xi8, 1> -> index
// GLOBAL: %[[WSA:.*]] = arith.index_cast %[[WSI]] : index to i64
// GLOBAL: %[[WSP:.*]] = llvm.inttoptr %[[WSA]] : i64 to !llvm.ptr<1>
// GLOBAL-NOT: memref.view
// GLOBAL-NOT: memref.assume_alignment
// GLOBAL: %[[SLOT:.*]] = llvm.getelementptr %[[WSP]][%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
// GLOBAL-NEXT: %[[GENERIC:.*]] = llvm.addrspacecast %[[SLOT]] : !llvm.ptr<1> to !llvm.ptr
// GLOBAL: scf.if
// GLOBAL-NEXT: llvm.store %[[ZEROS]], %[[SLOT]] {alignment = 16 : i64} : vector<16xi64>, !llvm.ptr<1>
// GLOBAL-NEXT: nvvm.fence.proxy.acquire <gpu> %[[GENERIC]], %[[SIZE]]
// GLOBAL-NEXT: llvm.call_intrinsic "llvm.nvvm.tensormap.replace.rank.p1"(%[[SLOT]], %{{[0-9]+}})
// GLOBAL: nvvm.fence.proxy.release <gpu>
// GLOBAL-NEXT: }
// GLOBAL-NEXT: gpu.barrier
// GLOBAL-NEXT: nvvm.fence.proxy.acquire <gpu> %[[GENERIC]], %[[SIZE]]
// GLOBAL-NOT: memref.view
// GLOBAL-NOT: memref.assume_alignment
// GLOBAL: gpu.return

// ASM-LABEL: gpu.func @many(
// ASM: %[[STAGE:.*]] = memref.get_global @__tile_rebind_staging_many_0 : memref<128xi8, 3>
// ASM-NEXT: %[[STAGEI:.*]] = memref.extract_aligned_pointer_as_index %[[STAGE]]
// ASM-NEXT: %[[STAGEA:.*]] = arith.index_cast %[[STAGEI]] : index to i64
// ASM-NEXT: %[[STAGEP:.*]] = llvm.inttoptr %[[STAGEA]] : i64 to !llvm.ptr<3>
// ASM-NEXT: %[[STAGE32:.*]] = llvm.ptrtoint %[[STAGEP]] : !llvm.ptr<3> to i32
// ASM: %[[LOADED:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// ASM-NEXT: %[[ADDRESS:.*]] = llvm.ptrtoint %[[LOADED]] : !llvm.ptr<1> to i64
// ASM: llvm.store %{{.*}}, %[[STAGEP]] {alignment = 16 : i64} : vector<16xi64>, !llvm.ptr<3>
// ASM-NEXT: llvm.inline_asm has_side_effects "tensormap.replace.tile.rank.shared::cta.b1024.b32 [$0], 1;\0A\09tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [$0], 7;\0A\09{{.*}}tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;\0A\09tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $2;\0A\09tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $3;\0A\09tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $4;", "r,l,r,r,l,~{memory}" %[[STAGE32]], %[[ADDRESS]], %{{.*}}, %{{.*}}, %{{.*}} : (i32, i64, i32, i32, i64) -> ()
// ASM-NEXT: }

// THREE: {{^}}3{{$}}
// FORTY-THREE: {{^}}43{{$}}
// NINETEEN: {{^}}19{{$}}

// SMALL-LABEL: gpu.module @kernels [#nvvm.target<chip = "sm_90a">] attributes {tile.ptx_version
// SMALL-NOT: tile.emission
// SMALL: %[[VIEW:.*]] = memref.view
// SMALL-NEXT: memref.assume_alignment %[[VIEW]], 128
// SMALL: llvm.mlir.constant(dense<0> : vector<2xi64>)
// SMALL-NOT: vector<16xi64>
// SMALL: gpu.return
