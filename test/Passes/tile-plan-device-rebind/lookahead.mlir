// Look-ahead rebind: tile.rebind_lookahead = "on" (or the pass option lookahead=on)
// unrolls a persistent loop that builds device-born descriptors from its work table by two;
// the next work item's descriptors (and the table loads and arithmetic that compute their
// operands, at the clamped index select(w + 1 < end, w + 1, w)) are built next to this item's,
// in their own slots (4 per CTA), and the four are rebound in ONE conditional sequence: one
// condition, one seed, four rebinds, one release, four acquires and prefetches; the second
// item's boxes run under scf.if (w + 1 < end). "4" unrolls by four (8 slots, one release per
// four items). A loop that writes memory through the generic proxy, or whose descriptors
// depend on a loop-carried value, is left as it is (remark). The copies share their originals'
// templates (same kernel parameters). Every output passes tile-check-tensormap-fences and
// compiles to PTX with both strategies (and through ptxas in the lit suite's PTX check).

// RUN: %tile-opt %s -split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind)' | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s -split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' > /dev/null
// RUN: %tile-opt %s -split-input-file --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX
// RUN: %tile-opt %s -split-input-file --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX

// CHECK-LABEL: gpu.func @ahead(
// CHECK-SAME: %{{[^:]*}}: memref<?xi32, 1>, %{{[^:]*}}: memref<?xi64, 1>, %{{[^:]*}}: i32, %{{[^:]*}}: memref<?xi32, 1>, %[[T0:[^:]*]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %[[T1:[^:]*]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %{{[^:]*}}: memref<?xi8, 1>)
// CHECK-SAME: tile.num_device_tmas = 4 : i32
// CHECK: arith.constant 512 : index
// CHECK: arith.minui
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[STEP:.*]] = arith.muli %{{[^,]*}}, %[[TWO]] : index
// CHECK-NEXT: scf.for %[[W:[^ ]*]] = %{{.*}} to %[[END:[^ ]*]] step %[[STEP]] iter_args
// CHECK-NEXT: %[[W1:.*]] = arith.addi %[[W]], %{{.*}} : index
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[W1]], %[[END]] : index
// CHECK-NEXT: %[[W1C:.*]] = arith.select %[[MORE]], %[[W1]], %[[W]] : index
// CHECK-NEXT: memref.load %{{.*}}[%[[W]]] : memref<?xi32, 1>
// CHECK: %[[S:.*]] = memref.assume_alignment
// CHECK: %[[D:.*]] = memref.assume_alignment
// CHECK: memref.load %{{.*}}[%[[W1C]]] : memref<?xi32, 1>
// CHECK: %[[S1:.*]] = memref.assume_alignment
// CHECK: %[[D1:.*]] = memref.assume_alignment
// CHECK: scf.if %{{.*}} {
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: tile.tensormap_init %[[S]] from %[[T0]]
// CHECK-NEXT: tile.tensormap_init %[[D]] from %[[T1]]
// CHECK-NEXT: tile.tensormap_init %[[S1]] from %[[T0]]
// CHECK-NEXT: tile.tensormap_init %[[D1]] from %[[T1]]
// CHECK-NEXT: }
// CHECK-NEXT: tile.rebind %[[S]]
// CHECK-NEXT: tile.rebind %[[D]]
// CHECK-NEXT: tile.rebind %[[S1]]
// CHECK-NEXT: tile.rebind %[[D1]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[D]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S1]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[D1]]
// CHECK-COUNT-4: tile.prefetch_tensormap
// CHECK-NOT: tile.tensormap_fence_release
// CHECK: %[[VS:.*]] = tile.tensormap_from_slot %[[S]]
// CHECK-NEXT: %[[VD:.*]] = tile.tensormap_from_slot %[[D]]
// CHECK-NEXT: %[[VS1:.*]] = tile.tensormap_from_slot %[[S1]]
// CHECK-NEXT: %[[VD1:.*]] = tile.tensormap_from_slot %[[D1]]
// CHECK: tile.load %[[VS]][
// CHECK: tile.store %{{.*}} to %[[VD]][
// CHECK: scf.if %[[MORE]] -> (i32) {
// CHECK-NOT: tile.rebind
// CHECK: tile.load %[[VS1]][
// CHECK: tile.store %{{.*}} to %[[VD1]][
// CHECK: } else {
// PTX-LABEL: .visible .entry ahead(
// PTX-NOT: fence.proxy.tensormap
// PTX-COUNT-4: tensormap.replace.tile.global_address.global.b1024.b64
// PTX-NOT: fence.proxy.tensormap
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX-NOT: fence.proxy.tensormap::generic.release
// PTX-COUNT-4: fence.proxy.tensormap::generic.acquire.gpu
// PTX-COUNT-4: prefetch.tensormap
// PTX-NOT: fence.proxy.tensormap
// PTX-COUNT-2: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX-NOT: fence.proxy.tensormap
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    // expected-remark @below {{[rebind-launch] kernel @kernels::@ahead is not launched in this module}}
    gpu.func @ahead(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %out: memref<?xi32, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_lookahead = "on"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
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
        // expected-remark @below {{[rebind-lookahead] unrolled by 2: the 2 descriptor(s) of each iteration are built for 2 work items at once}}
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
          // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 4 per CTA}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          %s = tile.make_tensormap_ptr %ps, dims [%rows, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 1 of the 4 per CTA}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          // expected-remark @below {{[rebind-batch] rebound in one sequence with}}
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

// CHECK-LABEL: gpu.func @ahead4(
// CHECK-SAME: tile.num_device_tmas = 8 : i32
// CHECK: arith.constant 1024 : index
// CHECK: scf.for
// CHECK-COUNT-8: tile.tensormap_init
// CHECK-COUNT-8: tile.rebind
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-COUNT-8: tile.tensormap_fence_acquire
// CHECK-NOT: tile.tensormap_fence_release
// CHECK: tile.load
// CHECK: scf.if
// CHECK-NOT: tile.tensormap_fence_release
// CHECK: tile.load
// CHECK: scf.if
// CHECK-NOT: tile.tensormap_fence_release
// CHECK: tile.load
// CHECK: scf.if
// CHECK-NOT: tile.tensormap_fence_release
// CHECK: tile.load
// CHECK: gpu.return
// PTX-LABEL: .visible .entry ahead4(
// PTX-COUNT-8: tensormap.replace.tile.global_address.global.b1024.b64
// PTX-NOT: fence.proxy.tensormap::generic.release
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX-NOT: fence.proxy.tensormap::generic.release
// PTX-COUNT-4: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX-NOT: fence.proxy.tensormap::generic.release
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    // expected-remark @below {{[rebind-launch] kernel @kernels::@ahead4 is not launched in this module}}
    gpu.func @ahead4(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %out: memref<?xi32, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_lookahead = "4"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
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
        // expected-remark @below {{[rebind-lookahead] unrolled by 4: the 2 descriptor(s) of each iteration are built for 4 work items at once}}
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
          // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 8 per CTA}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          %s = tile.make_tensormap_ptr %ps, dims [%rows, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 1 of the 8 per CTA}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          // expected-remark @below {{[rebind-batch] rebound in one sequence with}}
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

// CHECK-LABEL: gpu.func @stores(
// CHECK-SAME: tile.num_device_tmas = 2 : i32
// CHECK: scf.for %{{.*}} step %c1
// CHECK-COUNT-2: tile.rebind
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NOT: scf.if
// CHECK: memref.store
// PTX-LABEL: .visible .entry stores(
// PTX-COUNT-2: tensormap.replace.tile.global_address.global.b1024.b64
// PTX-NOT: tensormap.replace.tile.global_address
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    // expected-remark @below {{[rebind-launch] kernel @kernels::@stores is not launched in this module}}
    gpu.func @stores(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %out: memref<?xi32, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_lookahead = "on"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
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
        // expected-remark @below {{[rebind-lookahead] not unrolled: the loop writes memory through the generic proxy ('memref.store')}}
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
          // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 2 per CTA}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          %s = tile.make_tensormap_ptr %ps, dims [%rows, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 1 of the 2 per CTA}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          // expected-remark @below {{[rebind-batch] rebound in one sequence with}}
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
          memref.store %g32, %out[%w] : memref<?xi32, 1>
          %k1 = arith.addi %k, %c1_i32 : i32
          scf.yield %k1 : i32
        }
      }
      gpu.return
    }
  }
}

// -----

// A descriptor whose address is loop-carried cannot be built an iteration ahead.
// CHECK-LABEL: gpu.func @carried(
// CHECK-SAME: tile.num_device_tmas = 1 : i32
// PTX-LABEL: .visible .entry carried(
// PTX-COUNT-1: tensormap.replace.tile.global_address.global.b1024.b64
// PTX-NOT: tensormap.replace.tile.global_address
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    // expected-remark @below {{[rebind-launch] kernel @kernels::@carried is not launched in this module}}
    gpu.func @carried(%base: i64, %n: index, %rows: i64, %pitch: i64) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_lookahead = "on"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c0_i32 = arith.constant 0 : i32
      %step = arith.constant 65536 : i64
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        // expected-remark @below {{[rebind-lookahead] not unrolled: a descriptor operand depends on the loop-carried value #0 of the loop}}
        %last = scf.for %i = %c0 to %n step %c1 iter_args(%a = %base) -> (i64) {
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant}}
          %d = tile.make_tensormap_ptr %p, dims [%rows, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %c0_i32]
              : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
          tile.bulk_wait 0 read
          %a1 = arith.addi %a, %step : i64
          scf.yield %a1 : i64
        }
      }
      gpu.return
    }
  }
}
