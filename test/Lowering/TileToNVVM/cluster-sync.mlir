// Cluster synchronization lowered by tile-lower-to-nvvm under both
// strategies: a remote mbarrier arrive (intrinsics: nvvm.mapa to a shared::cluster
// pointer, then nvvm.mbarrier.arrive at cluster scope; asm: mapa and
// mbarrier.arrive.release.cluster.shared::cluster in one block) and the
// cluster barrier (nvvm.cluster.arrive{.relaxed} / nvvm.cluster.wait, or
// barrier.cluster.*). The PTX of both strategies, through the whole pipeline.

// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=intrinsics})' | %FileCheck %s --check-prefix=NVVM --enable-var-scope
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-lower-to-nvvm{emit=asm})' | %FileCheck %s --check-prefix=ASM --enable-var-scope
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s --check-prefix=PTX
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s --check-prefix=PTX

gpu.module @m [#nvvm.target<chip = "sm_90a">] {
// NVVM-LABEL: gpu.func @remote_arrive(
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[RANK:%arg[0-9]+]]: i32)
// NVVM: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr {{.*}} : i64 to !llvm.ptr<3>
// NVVM-NEXT: [[REMOTE:%[a-z0-9_]+]] = nvvm.mapa [[MBAR]], [[RANK]] : !llvm.ptr<3> -> !llvm.ptr<7>
// NVVM-NEXT: nvvm.mbarrier.arrive [[REMOTE]] {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<7>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @remote_arrive(
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[RANK:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint {{.*}} : !llvm.ptr<3> to i32
// ASM-NEXT: llvm.inline_asm has_side_effects "{ .reg .b32 tp_r; mapa.shared::cluster.u32 tp_r, $0, $1; mbarrier.arrive.release.cluster.shared::cluster.b64 _, [tp_r]; }", "r,r,~{memory}" [[MBAR_R]], [[RANK]] : (i32, i32) -> (){{$}}
// ASM: gpu.return
// PTX-LABEL: .entry remote_arrive(
// PTX: mapa.shared::cluster.{{u32|u64}}
// PTX: mbarrier.arrive.release.cluster.shared::cluster.b64 _,
  gpu.func @remote_arrive(%bar: memref<i64, 3>, %rank: i32) kernel {
    tile.mbarrier_arrive_cluster %bar, %rank : memref<i64, 3>
    gpu.return
  }

// The CTA-scope release (release_cta): no fence at cluster scope before the arrive.
// NVVM-LABEL: gpu.func @remote_arrive_cta(
// NVVM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// NVVM-SAME: [[RANK:%arg[0-9]+]]: i32)
// NVVM: [[MBAR:%[a-z0-9_]+]] = llvm.inttoptr {{.*}} : i64 to !llvm.ptr<3>
// NVVM-NEXT: [[REMOTE:%[a-z0-9_]+]] = nvvm.mapa [[MBAR]], [[RANK]] : !llvm.ptr<3> -> !llvm.ptr<7>
// NVVM-NEXT: nvvm.mbarrier.arrive [[REMOTE]] : !llvm.ptr<7>{{$}}
// NVVM: gpu.return
// ASM-LABEL: gpu.func @remote_arrive_cta(
// ASM-SAME: [[BAR:%arg[0-9]+]]: memref<i64, 3>,
// ASM-SAME: [[RANK:%arg[0-9]+]]: i32)
// ASM-NOT: nvvm.
// ASM: [[MBAR_R:%[a-z0-9_]+]] = llvm.ptrtoint {{.*}} : !llvm.ptr<3> to i32
// ASM-NEXT: llvm.inline_asm has_side_effects "{ .reg .b32 tp_r; mapa.shared::cluster.u32 tp_r, $0, $1; mbarrier.arrive.release.cta.shared::cluster.b64 _, [tp_r]; }", "r,r,~{memory}" [[MBAR_R]], [[RANK]] : (i32, i32) -> (){{$}}
// ASM: gpu.return
// PTX-LABEL: .entry remote_arrive_cta(
// PTX: mapa.shared::cluster.{{u32|u64}}
// PTX: mbarrier.arrive.{{(release.cta.)?}}shared::cluster.b64 _,
// PTX-NOT: mbarrier.arrive.release.cluster
// PTX: ret;
  gpu.func @remote_arrive_cta(%bar: memref<i64, 3>, %rank: i32) kernel {
    tile.mbarrier_arrive_cluster %bar, %rank release_cta : memref<i64, 3>
    gpu.return
  }

// NVVM-LABEL: gpu.func @cluster_barrier(
// NVVM-NEXT: nvvm.cluster.arrive{{$}}
// NVVM-NEXT: nvvm.cluster.arrive {aligned}{{$}}
// NVVM-NEXT: nvvm.cluster.arrive.relaxed{{$}}
// NVVM-NEXT: nvvm.cluster.arrive.relaxed {aligned}{{$}}
// NVVM-NEXT: nvvm.cluster.wait{{$}}
// NVVM-NEXT: nvvm.cluster.wait {aligned}{{$}}
// NVVM-NEXT: gpu.return
// ASM-LABEL: gpu.func @cluster_barrier(
// ASM-NEXT: llvm.inline_asm has_side_effects "barrier.cluster.arrive;", "~{memory}"  : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "barrier.cluster.arrive.aligned;", "~{memory}"  : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "barrier.cluster.arrive.relaxed;", "~{memory}"  : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "barrier.cluster.arrive.relaxed.aligned;", "~{memory}"  : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "barrier.cluster.wait;", "~{memory}"  : () -> (){{$}}
// ASM-NEXT: llvm.inline_asm has_side_effects "barrier.cluster.wait.aligned;", "~{memory}"  : () -> (){{$}}
// ASM-NEXT: gpu.return
// PTX-LABEL: .entry cluster_barrier(
// PTX: barrier.cluster.arrive;
// PTX: barrier.cluster.arrive.aligned;
// PTX: barrier.cluster.arrive.relaxed;
// PTX: barrier.cluster.arrive.relaxed.aligned;
// PTX: barrier.cluster.wait;
// PTX: barrier.cluster.wait.aligned;
  gpu.func @cluster_barrier() kernel {
    tile.cluster_arrive
    tile.cluster_arrive aligned
    tile.cluster_arrive relaxed
    tile.cluster_arrive relaxed aligned
    tile.cluster_wait
    tile.cluster_wait aligned
    gpu.return
  }
}
