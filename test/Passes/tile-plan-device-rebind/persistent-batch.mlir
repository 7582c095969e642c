// Two descriptors rebound at the same point of a persistent loop: the source and
// destination of a grouped copy, both built per work item from the group table by the one
// thread that issues the TMA ops, with no use of the first before the second is built.
// tile-plan-device-rebind writes them in ONE conditional sequence: one condition (a value
// either writes changed), one seed on the first write, both rebinds, one release fence, both
// acquires and prefetches ([rebind-batch] remark). When the first descriptor is used before
// the second is built (second split), each gets its own sequence and release. Both outputs
// pass tile-check-tensormap-fences and compile to PTX with both strategies.

// RUN: %tile-opt %s -split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind)' | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s -split-input-file --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' > /dev/null
// RUN: %tile-opt %s -split-input-file --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX
// RUN: %tile-opt %s -split-input-file --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX

// CHECK-LABEL: gpu.func @batched(
// CHECK: scf.for
// CHECK: %[[S:.*]] = memref.assume_alignment
// CHECK: %[[D:.*]] = memref.assume_alignment
// CHECK-COUNT-6: arith.ori
// CHECK-NEXT: %[[ANY:.*]] = arith.ori %{{.*}}, %{{.*}} : i1
// CHECK-NEXT: scf.if %[[ANY]] {
// CHECK-NEXT: llvm.load
// CHECK-NEXT: arith.constant 0 : i64
// CHECK-NEXT: arith.cmpi eq
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: tile.tensormap_init %[[S]] from
// CHECK-NEXT: tile.tensormap_init %[[D]] from
// CHECK-NEXT: }
// CHECK-NEXT: tile.rebind %[[S]]
// CHECK-NEXT: tile.rebind %[[D]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[D]]
// CHECK-NEXT: %[[FS:.*]] = tile.tensormap_from_slot %[[S]]
// CHECK-NEXT: tile.prefetch_tensormap %[[FS]]
// CHECK-NEXT: %[[FD:.*]] = tile.tensormap_from_slot %[[D]]
// CHECK-NEXT: tile.prefetch_tensormap %[[FD]]
// CHECK-NOT: tile.tensormap_fence_release
// CHECK: %[[VS:.*]] = tile.tensormap_from_slot %[[S]]
// CHECK-NEXT: %[[VD:.*]] = tile.tensormap_from_slot %[[D]]
// CHECK: tile.load %[[VS]][
// CHECK: tile.store %{{.*}} to %[[VD]][
// PTX-LABEL: .visible .entry batched(
// PTX-NOT: fence.proxy.tensormap
// PTX: tensormap.replace.tile.global_address.global.b1024.b64
// PTX-NOT: fence.proxy.tensormap
// PTX: tensormap.replace.tile.global_address.global.b1024.b64
// PTX-NOT: fence.proxy.tensormap
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX-NOT: fence.proxy.tensormap::generic.release
// PTX: fence.proxy.tensormap::generic.acquire.gpu
// PTX: fence.proxy.tensormap::generic.acquire.gpu
// PTX: prefetch.tensormap
// PTX: prefetch.tensormap
// PTX-NOT: fence.proxy.tensormap::generic.release
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    // expected-remark @below {{[rebind-launch] kernel @kernels::@batched is not launched in this module}}
    gpu.func @batched(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
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
          %r0 = arith.muli %g, %c4 : index
          %r1 = arith.addi %r0, %c1 : index
          %r2 = arith.addi %r0, %c2 : index
          %r3 = arith.addi %r0, %c3 : index
          %sa = memref.load %grp[%r0] : memref<?xi64, 1>
          %da = memref.load %grp[%r1] : memref<?xi64, 1>
          %rows = memref.load %grp[%r2] : memref<?xi64, 1>
          %pitch = memref.load %grp[%r3] : memref<?xi64, 1>
          %ps = llvm.inttoptr %sa : i64 to !llvm.ptr<1>
          %pd = llvm.inttoptr %da : i64 to !llvm.ptr<1>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu}}
          // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 80 selects, which also issues its TMA ops; rewritten on every iteration of 'scf.for' at line 88 that changes a value it writes}}
          %s = tile.make_tensormap_ptr %ps, dims [%rows, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          // expected-remark @below {{[rebind-batch] rebound in one sequence with 'tile.make_tensormap_ptr' at line 104 (same thread, same loop iteration, no use in between): one condition, one seed, one release fence for both}}
          %d = tile.make_tensormap_ptr %pd, dims [%rows, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %phase = arith.andi %k, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%c0_i32, %c0_i32] to %smem, %bar
              : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          tile.store %smem to %d[%c0_i32, %c0_i32]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
          %k1 = arith.addi %k, %c1_i32 : i32
          scf.yield %k1 : i32
        }
      }
      gpu.return
    }
  }
}

// -----

// CHECK-LABEL: gpu.func @unbatched(
// CHECK: scf.for
// CHECK: tile.rebind
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK: tile.load
// CHECK: tile.rebind
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK: tile.store
// PTX-LABEL: .visible .entry unbatched(
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX: fence.proxy.tensormap::generic.release.gpu;
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    // expected-remark @below {{[rebind-launch] kernel @kernels::@unbatched is not launched in this module}}
    gpu.func @unbatched(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
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
          %r0 = arith.muli %g, %c4 : index
          %r1 = arith.addi %r0, %c1 : index
          %r2 = arith.addi %r0, %c2 : index
          %r3 = arith.addi %r0, %c3 : index
          %sa = memref.load %grp[%r0] : memref<?xi64, 1>
          %da = memref.load %grp[%r1] : memref<?xi64, 1>
          %rows = memref.load %grp[%r2] : memref<?xi64, 1>
          %pitch = memref.load %grp[%r3] : memref<?xi64, 1>
          %ps = llvm.inttoptr %sa : i64 to !llvm.ptr<1>
          %pd = llvm.inttoptr %da : i64 to !llvm.ptr<1>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu}}
          // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 165 selects, which also issues its TMA ops; rewritten on every iteration of 'scf.for' at line 173 that changes a value it writes}}
          %s = tile.make_tensormap_ptr %ps, dims [%rows, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %phase = arith.andi %k, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %s[%c0_i32, %c0_i32] to %smem, %bar
              : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          %d = tile.make_tensormap_ptr %pd, dims [%rows, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %c0_i32]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
          %k1 = arith.addi %k, %c1_i32 : i32
          scf.yield %k1 : i32
        }
      }
      gpu.return
    }
  }
}

// -----

// Both descriptors are read by stores the loop body leaves in flight (committed, never
// waited for): ONE tile.bulk_commit + tile.bulk_wait 0 read, inside the shared condition,
// retires both before the sequence rewrites the slots.
// CHECK-LABEL: gpu.func @in_flight(
// CHECK: scf.for
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tile.bulk_commit
// CHECK-NEXT: tile.bulk_wait 0 read
// CHECK-NOT: tile.bulk_wait
// CHECK: tile.rebind
// CHECK-NEXT: tile.rebind
// CHECK-NEXT: tile.tensormap_fence_release
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    // expected-remark @below {{[rebind-launch] kernel @kernels::@in_flight is not launched in this module}}
    gpu.func @in_flight(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
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
          %r0 = arith.muli %g, %c4 : index
          %r1 = arith.addi %r0, %c1 : index
          %r2 = arith.addi %r0, %c2 : index
          %r3 = arith.addi %r0, %c3 : index
          %sa = memref.load %grp[%r0] : memref<?xi64, 1>
          %da = memref.load %grp[%r1] : memref<?xi64, 1>
          %rows = memref.load %grp[%r2] : memref<?xi64, 1>
          %pitch = memref.load %grp[%r3] : memref<?xi64, 1>
          %ps = llvm.inttoptr %sa : i64 to !llvm.ptr<1>
          %pd = llvm.inttoptr %da : i64 to !llvm.ptr<1>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu}}
          // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 250 selects, which also issues its TMA ops; rewritten on every iteration of 'scf.for' at line 258 that changes a value it writes}}
          // expected-remark @below {{[rebind-in-flight] tile.bulk_commit + tile.bulk_wait 0 read inserted before the slot is rewritten}}
          %s = tile.make_tensormap_ptr %ps, dims [%rows, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          // expected-remark @below {{[rebind-batch] rebound in one sequence with 'tile.make_tensormap_ptr' at line 275 (same thread, same loop iteration, no use in between): one condition, one seed, one release fence for both}}
          %d = tile.make_tensormap_ptr %pd, dims [%rows, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %s[%c0_i32, %c0_i32]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %c0_i32]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          %k1 = arith.addi %k, %c1_i32 : i32
          scf.yield %k1 : i32
        }
      }
      gpu.return
    }
  }
}

