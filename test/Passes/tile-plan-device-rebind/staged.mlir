// The staged path (`slots=staged`, kernel attribute `tile.rebind_slots =
// "staged"`): the descriptor's own thread seeds and rewrites a shared::cta
// staging slot (tensormap.replace ... .shared::cta), then copies its 128
// bytes into the CTA's global slot with generic stores (tile.tensormap_init
// from the staging slot) and releases it as on the global path. Rewriting
// global_stride in a global slot reads the word back from memory right
// after the seed or the previous rebind wrote it; in the staging slot that
// read is a shared-memory load. Here the persistent kernel's conditional
// rebind (seeded once, into the staging slot), an entry-block descriptor
// written by thread (0, 0, 0) and one written by the thread an scf.if
// selects; all pass the fence checker and assemble.
// REQUIRES: ptxas

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind)' | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' > /dev/null
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx 2>/dev/null
// RUN: %FileCheck %s --input-file=%t.ptx --check-prefix=PTX
// RUN: ptxas -arch=sm_90a %t.ptx -o /dev/null
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o %t.asm.ptx 2>/dev/null
// RUN: %FileCheck %s --input-file=%t.asm.ptx --check-prefix=PTX
// RUN: ptxas -arch=sm_90a %t.asm.ptx -o /dev/null

// CHECK-LABEL: memref.global "private" @__tile_rebind_staging_persistent_0 : memref<128xi8, 3> {alignment = 128 : i64}
// CHECK-LABEL: gpu.func @persistent(
// CHECK: %[[STAGING:.*]] = memref.get_global @__tile_rebind_staging_persistent_0
// CHECK: %[[FIRST:.*]] = llvm.getelementptr %{{.*}}[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<{{[0-9]+}} x i64>
// CHECK: scf.for
// CHECK: %[[P:.*]] = llvm.inttoptr
// CHECK: %[[SLOT:.*]] = memref.assume_alignment
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: %[[LAST:.*]] = llvm.load %[[FIRST]] {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[UNSEEDED:.*]] = arith.cmpi eq, %[[LAST]], %[[ZERO]] : i64
// CHECK-NEXT: scf.if %[[UNSEEDED]] {
// CHECK-NEXT: tile.tensormap_init %[[STAGING]] from
// CHECK-NEXT: }
// CHECK-NEXT: tile.rebind %[[STAGING]] address(%[[P]] : !llvm.ptr<1>) dims[%{{.*}}, %{{.*}}] strides[%{{.*}}] unchanged = [1]
// CHECK-NEXT: %[[STAGED:.*]] = tile.tensormap_from_slot %[[STAGING]]
// CHECK-NEXT: tile.tensormap_init %[[SLOT]] from %[[STAGED]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]]
// CHECK-NEXT: %[[FRESH:.*]] = tile.tensormap_from_slot %[[SLOT]]
// CHECK-NEXT: tile.prefetch_tensormap %[[FRESH]]
// CHECK: %[[D:.*]] = tile.tensormap_from_slot %[[SLOT]]
// CHECK: tile.load %[[D]][

// PTX-LABEL: .visible .entry persistent(
// PTX: .shared .align 128 .b8 __tile_rebind_staging_persistent_0[128];
// PTX-NOT: tensormap.replace.tile.global_address.global
// PTX: tensormap.replace.tile.global_address.shared::cta.b1024.b64
// PTX: tensormap.replace.tile.global_stride.shared::cta.b1024.b64
// PTX: st.global.v2.b64
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX: fence.proxy.tensormap::generic.acquire.gpu [%[[A:rd[0-9]+]]], 128;
// PTX: prefetch.tensormap [%[[A]]];

// An entry-block descriptor (every thread reaches it): thread (0, 0, 0)
// seeds and rewrites the staging slot, copies it into the global slot and
// releases it; gpu.barrier publishes it and every thread acquires it.
// CHECK-LABEL: gpu.func @entry(
// CHECK: %[[STAGING:.*]] = memref.get_global @__tile_rebind_staging_entry_0 : memref<128xi8, 3>
// CHECK: %[[SLOT:.*]] = memref.assume_alignment
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tile.tensormap_init %[[STAGING]] from %{{.*}} : !tile.tensormap<f32, rank = 2, box = [64, 64]> : memref<128xi8, 3>
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]]
// CHECK-NEXT: tile.rebind %[[STAGING]] address(
// CHECK-NEXT: %[[V:.*]] = tile.tensormap_from_slot %[[STAGING]] : memref<128xi8, 3>
// CHECK-NEXT: tile.tensormap_init %[[SLOT]] from %[[V]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]]
// PTX-LABEL: .visible .entry entry(
// PTX: tensormap.replace.tile.global_address.shared::cta.b1024.b64
// PTX: st.global.v2.b64
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX: bar.sync 0;

// Built by the thread an `scf.if` selects, outside any loop: that thread
// seeds and rewrites the staging slot and copies it into the global slot
// right where the descriptor was built.
// CHECK-LABEL: gpu.func @leader(
// CHECK: %[[STAGING:.*]] = memref.get_global @__tile_rebind_staging_leader_0 : memref<128xi8, 3>
// CHECK: scf.if
// CHECK: tile.tensormap_init %[[STAGING]] from
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT:[^ ]*]] :
// CHECK-NEXT: tile.rebind %[[STAGING]] address(
// CHECK-NEXT: %[[V:.*]] = tile.tensormap_from_slot %[[STAGING]] : memref<128xi8, 3>
// CHECK-NEXT: tile.tensormap_init %[[SLOT]] from %[[V]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]]
// PTX-LABEL: .visible .entry leader(
// PTX: tensormap.replace.tile.global_address.shared::cta.b1024.b64
// PTX: st.global.v2.b64
// PTX: fence.proxy.tensormap::generic.release.gpu;

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @persistent(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %cols: i64,
                         %dst: memref<?x?xf32, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_slots = "staged"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : i64
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %out = tile.make_tensormap %dst : memref<?x?xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %nctas = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        %n = arith.index_cast %nwork : i32 to index
        %per = arith.ceildivui %n, %nctas : index
        %start = arith.muli %bid, %per : index
        %end0 = arith.addi %start, %per : index
        %end = arith.minui %end0, %n : index
        %boxes = scf.for %w = %start to %end step %c1 iter_args(%k = %c0_i32) -> (i32) {
          %g32 = memref.load %work[%w] : memref<?xi32, 1>
          %g = arith.index_cast %g32 : i32 to index
          %r0 = arith.muli %g, %c2 : index
          %r1 = arith.addi %r0, %c1 : index
          %a = memref.load %grp[%r0] : memref<?xi64, 1>
          %rows = memref.load %grp[%r1] : memref<?xi64, 1>
          %pitch = arith.muli %cols, %c4 : i64
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 1 per CTA in the workspace, parameter #6; template: parameter #5); built in a shared::cta staging slot by its own thread, then copied into the global slot with generic stores and released as there: tensormap.replace of global_stride reads its word back, from shared memory instead of from L2 (requested: slots=staged)}}
          // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 119 selects, which also issues its TMA ops; built in a shared::cta staging slot and copied into the global slot by the same thread; rewritten on every iteration of 'scf.for' at line 127 that changes a value it writes}}
          // expected-remark @below {{[rebind-unchanged] fields global_dim[0] are launch-invariant}}
          %s = tile.make_tensormap_ptr %p, dims [%cols, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %wi = arith.index_cast %w : index to i32
          %y = arith.muli %wi, %c64_i32 : i32
          %next = scf.for %t = %c0 to %c2 step %c1 iter_args(%kk = %k) -> (i32) {
            %ti = arith.index_cast %t : index to i32
            %x = arith.muli %ti, %c64_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
            tile.load %s[%x, %c0_i32] to %smem, %bar
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            tile.store %smem to %out[%x, %y]
                : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
            tile.bulk_commit
            tile.bulk_wait 0 read
            %kk1 = arith.addi %kk, %c1_i32 : i32
            scf.yield %kk1 : i32
          }
          scf.yield %next : i32
        }
      }
      gpu.return
    }

    gpu.func @entry(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>, tile.rebind_slots = "staged"} {
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
      // expected-remark @below {{[device-born]}}
      // expected-remark @below {{[rebind-scope] gpu}}
      // expected-remark @below {{[rebind-plan] seeded from its template and rebound in a shared::cta staging slot by thread (0, 0, 0) of the CTA, copied into the global slot by it, published to its other threads by gpu.barrier, acquired by every thread}}
      // expected-remark @below {{[rebind-unchanged]}}
      %src = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
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

    gpu.func @leader(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) kernel
        attributes {known_block_size = array<i32: 128, 1, 1>, tile.rebind_slots = "staged"} {
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
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        // expected-remark @below {{[device-born]}}
        // expected-remark @below {{[rebind-scope] gpu}}
        // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 206 selects, which also issues its TMA ops; built in a shared::cta staging slot and copied into the global slot by the same thread}}
        // expected-remark @below {{[rebind-unchanged]}}
        %src = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      }
      gpu.return
    }
  }
  func.func @host(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %cols: i64, %dst: memref<?x?xf32, 1>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c132 = arith.constant 132 : index
    gpu.launch_func @kernels::@persistent blocks in (%c132, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%work : memref<?xi32, 1>, %grp : memref<?xi64, 1>, %nwork : i32, %cols : i64, %dst : memref<?x?xf32, 1>)
    return
  }
  func.func @host_entry(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@entry blocks in (%c128, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%table : memref<?xi64, 1>, %w : i64, %h : i64, %pitch : i64)
    return
  }
  func.func @host_leader(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@leader blocks in (%c128, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%table : memref<?xi64, 1>, %w : i64, %h : i64, %pitch : i64)
    return
  }
}
