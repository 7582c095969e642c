// Global or shared::cta: tile-plan-device-rebind builds a
// descriptor in a shared::cta staging slot when warp 0 is converged at the
// descriptor op (the op is in the kernel's entry block, reached by every
// thread, and known_block_size x is a multiple of 32): lane 0 seeds and
// rewrites the staging slot, nvvm.bar.warp.sync, warp 0 publishes it to the
// CTA's global slot with tile.tensormap_cp_fenceproxy (copy + release at gpu
// scope), gpu.barrier, every thread acquires. Elsewhere it writes the global
// slot in place. The [rebind-scope] remark says which and why; slots=shared
// (option or tile.rebind_slots) is an error where a warp is not converged
// (rejections.mlir).
// Every output passes tile-check-tensormap-fences, whose warp rules check the
// shared path, and compiles to PTX.

// RUN: %tile-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-plan-device-rebind)' | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s --split-input-file --pass-pipeline='builtin.module(tile-plan-device-rebind,tile-check-tensormap-fences)' > /dev/null
// RUN: %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX

// CHECK-LABEL: gpu.module @entry
// CHECK: memref.global "private" @__tile_rebind_staging_gather_0 : memref<128xi8, 3> {alignment = 128 : i64}
// CHECK-LABEL: gpu.func @gather(
// CHECK: %[[TX:.*]] = gpu.thread_id x
// CHECK: %[[BELOW:.*]] = arith.cmpi ult, %[[TX]], %{{.*}} : index
// CHECK: %[[WARP0:.*]] = arith.andi %[[BELOW]], %{{.*}} : i1
// CHECK-NEXT: %[[LANE0:.*]] = arith.cmpi eq, %[[TX]], %{{.*}} : index
// CHECK-NEXT: %[[STAGING:.*]] = memref.get_global @__tile_rebind_staging_gather_0 : memref<128xi8, 3>
// CHECK: %[[SLOT:.*]] = memref.assume_alignment
// CHECK: scf.if %[[WARP0]] {
// CHECK-NEXT: scf.if %[[LANE0]] {
// CHECK-NEXT: tile.tensormap_init %[[STAGING]] from %{{.*}} : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
// CHECK-NEXT: tile.rebind %[[STAGING]] address(%{{.*}} : !llvm.ptr<1>) dims[%{{.*}}, %{{.*}}] strides[%{{.*}}] : memref<128xi8, 3> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
// CHECK-NEXT: }
// CHECK-NEXT: %[[ALL:.*]] = arith.constant -1 : i32
// CHECK-NEXT: nvvm.bar.warp.sync %[[ALL]] : i32
// CHECK-NEXT: tile.tensormap_cp_fenceproxy %[[STAGING]] to %[[SLOT]] : memref<128xi8, 3>, memref<128xi8, 1>
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]] : memref<128xi8, 1>
// CHECK-NEXT: %[[D:.*]] = tile.tensormap_from_slot %[[SLOT]]
// CHECK: tile.load %[[D]][
// PTX-LABEL: .visible .entry gather(
// PTX: tensormap.replace.tile.global_address.shared::cta.b1024.b64
// PTX: bar.warp.sync -1;
// PTX: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned
// PTX: bar.sync 0;
// PTX: fence.proxy.tensormap::generic.acquire.gpu
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
gpu.module @entry [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
  memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
  // expected-remark @below {{[rebind-launch] kernel @entry::@gather is not launched in this module: its launcher must pass the template descriptor as parameter #4 and a global workspace}}
  gpu.func @gather(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %bytes = arith.constant 16384 : i32
    %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
    %bar = memref.get_global @tile_bar : memref<i64, 3>
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %a = memref.load %table[%bid] : memref<?xi64, 1>
    %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
    // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 1 per CTA in the workspace, parameter #5; template: parameter #4); built in a shared::cta staging slot: every thread of the CTA reaches the descriptor op, so warp 0 is converged there}}
    // expected-remark @below {{[rebind-plan] seeded from its template and rebound in shared::cta by lane 0 of warp 0, copied to the global slot by warp 0 (tensormap.cp_fenceproxy, release at gpu scope), published to the CTA by gpu.barrier, acquired by every thread}}
    // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
    %src = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
      tile.fence_proxy_async shared_cta
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %src[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
    }
    gpu.return
  }
}

// -----

// The same kernel without known_block_size: thread_id x < 32 is not known to
// be warp 0, so the elected thread writes the global slot in place.
// CHECK-LABEL: gpu.func @no_block_size(
// CHECK-NOT: tile.tensormap_cp_fenceproxy
// CHECK: tile.rebind %{{.*}} : memref<128xi8, 1> as
gpu.module @unknown [#nvvm.target<chip = "sm_90a">] {
  // expected-remark @below {{[rebind-launch]}}
  gpu.func @no_block_size(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32} {
    %bid = gpu.block_id x
    %a = memref.load %table[%bid] : memref<?xi64, 1>
    %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
    // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 1 per CTA in the workspace, parameter #4; template: parameter #3); built in the global slot: the kernel's known_block_size does not give an x extent that is a multiple of 32, so thread_id x < 32 is not known to select exactly warp 0, and tensormap.cp_fenceproxy needs a whole converged warp}}
    // expected-remark @below {{[rebind-plan] seeded from its template and rebound by thread (0, 0, 0) of the CTA}}
    // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
    %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

// -----

// Built by one elected thread: global, and the reason names the scf.if.
// CHECK-LABEL: gpu.func @one_thread(
// CHECK-NOT: tile.tensormap_cp_fenceproxy
// CHECK: tile.rebind %{{.*}} : memref<128xi8, 1> as
gpu.module @guarded [#nvvm.target<chip = "sm_90a">] {
  // expected-remark @below {{[rebind-launch]}}
  gpu.func @one_thread(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      %a = memref.load %table[%c0] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 1 per CTA in the workspace, parameter #4; template: parameter #3); built in the global slot: only the thread that 'scf.if' at line 115 selects reaches the descriptor op, and tensormap.cp_fenceproxy needs a whole converged warp}}
      // expected-remark @below {{[rebind-plan]}}
      // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
      %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    }
    gpu.return
  }
}

// -----

// tile.rebind_slots = "global" on the kernel overrides the automatic choice.
// CHECK-LABEL: gpu.func @forced_global(
// CHECK-NOT: tile.tensormap_cp_fenceproxy
// CHECK: tile.rebind %{{.*}} : memref<128xi8, 1> as
gpu.module @forced [#nvvm.target<chip = "sm_90a">] {
  // expected-remark @below {{[rebind-launch]}}
  gpu.func @forced_global(%table: memref<?xi64, 1>, %w: i64, %pitch: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, known_block_size = array<i32: 128, 1, 1>, tile.rebind_slots = "global"} {
    %bid = gpu.block_id x
    %a = memref.load %table[%bid] : memref<?xi64, 1>
    %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
    // expected-remark @below {{built in the global slot: requested (slots=global)}}
    // expected-remark @below {{[rebind-plan]}}
    // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
    %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
    gpu.return
  }
}

