// Overlapped rebind: tile.rebind_pipeline = "on" (or the pass option pipeline=on)
// software-pipelines a persistent loop that builds device-born descriptors from its work
// table: unrolled by two without hoisting (the even items use slots 0-1, the odd ones slots
// 2-3), and right after each item's first TMA op (before the wait that follows it; in the
// first iteration of the box loop: t == lb) the NEXT item's table loads and its conditional
// rebind into the other slot pair run (scf.if on "there is a next item" and t == lb). The
// prepare op and the op of the item it prepares share one slot, one shadow and one view made
// in the prologue, so the item's own conditional rebind at the top of its half finds the
// values already written and does nothing (it still writes where the prepare point did not
// run: an empty box loop). Every output passes tile-check-tensormap-fences (the planner's
// self-check, and again below) and compiles to PTX with both strategies (and through ptxas in
// the lit suite's PTX check). A loop whose descriptors no TMA op reads is left alone
// (remark); the attribute takes "on" or "off".

// RUN: %tile-opt %s -split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind)' | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s -split-input-file --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' > /dev/null
// RUN: %tile-opt %s -split-input-file --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX
// RUN: %tile-opt %s -split-input-file --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX

// CHECK-LABEL: gpu.func @pipe(
// CHECK-SAME: %[[T0:[^:]*]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %[[T1:[^:]*]]: !tile.tensormap<f32, rank = 2, box = [64, 64]>, %{{[^:]*}}: memref<?xi8, 1>)
// CHECK-SAME: tile.num_device_tmas = 4 : i32
// CHECK: %[[S:.*]] = memref.assume_alignment
// CHECK: %[[D:.*]] = memref.assume_alignment
// CHECK: %[[S1:.*]] = memref.assume_alignment
// CHECK: %[[D1:.*]] = memref.assume_alignment
// CHECK: scf.if
// CHECK: %[[END:.*]] = arith.minui
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[STEP:.*]] = arith.muli %[[ONE:[^,]*]], %[[TWO]] : index
// CHECK-NEXT: scf.for %[[W:[^ ]*]] = %{{.*}} to %[[END]] step %[[STEP]] iter_args
// CHECK-NEXT: %[[W1:.*]] = arith.addi %[[W]], %[[ONE]] : index
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[W1]], %[[END]] : index
// CHECK-NEXT: %[[W1C:.*]] = arith.select %[[MORE]], %[[W1]], %[[W]] : index
// CHECK-NEXT: memref.load %{{.*}}[%[[W]]] : memref<?xi32, 1>
// The item's own conditional rebind of slots 0-1 (the first item's; later ones find it done).
// CHECK: scf.if %{{.*}} {
// CHECK: tile.tensormap_init %[[S]] from %[[T0]]
// CHECK-NEXT: tile.tensormap_init %[[D]] from %[[T1]]
// CHECK: tile.rebind %[[S]]
// CHECK-NEXT: tile.rebind %[[D]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK: tile.prefetch_tensormap
// CHECK: tile.prefetch_tensormap
// CHECK: %[[VS:.*]] = tile.tensormap_from_slot %[[S]]
// CHECK-NEXT: %[[VD:.*]] = tile.tensormap_from_slot %[[D]]
// CHECK: scf.for %[[T:[^ ]*]] = %[[C0:[^ ]*]] to
// CHECK: tile.load %[[VS]][
// The prepare point: after the first load, before its wait, on the first box only.
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[T]], %[[C0]] : index
// CHECK-NEXT: %[[P1:.*]] = arith.andi %[[MORE]], %[[FIRST]] : i1
// CHECK-NEXT: scf.if %[[P1]] {
// CHECK-NEXT: memref.load %{{.*}}[%[[W1C]]] : memref<?xi32, 1>
// CHECK: scf.if %{{.*}} {
// CHECK: tile.tensormap_init %[[S1]] from %[[T0]]
// CHECK-NEXT: tile.tensormap_init %[[D1]] from %[[T1]]
// CHECK: tile.rebind %[[S1]]
// CHECK-NEXT: tile.rebind %[[D1]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: tile.tensormap_fence_acquire %[[S1]]
// CHECK-NEXT: tile.tensormap_fence_acquire %[[D1]]
// CHECK-NOT: tile.mbarrier_wait_parity
// CHECK: tile.mbarrier_wait_parity
// CHECK-NEXT: tile.store %{{.*}} to %[[VD]][
// The second item: its own rebind of slots 2-3 (the fallback), its boxes, and the prepare
// point for the item after it into slots 0-1.
// CHECK: scf.if %[[MORE]] -> (i32) {
// CHECK: tile.rebind %[[S1]]
// CHECK-NEXT: tile.rebind %[[D1]]
// CHECK: tile.prefetch_tensormap
// CHECK: tile.prefetch_tensormap
// CHECK: %[[VS1:.*]] = tile.tensormap_from_slot %[[S1]]
// CHECK-NEXT: %[[VD1:.*]] = tile.tensormap_from_slot %[[D1]]
// CHECK: scf.for %[[U:[^ ]*]] = %[[C0]] to
// CHECK: tile.load %[[VS1]][
// CHECK-NEXT: %[[W2:.*]] = arith.addi %[[W]], %[[STEP]] : index
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi slt, %[[W2]], %[[END]] : index
// CHECK-NEXT: %[[FIRST2:.*]] = arith.cmpi eq, %[[U]], %[[C0]] : index
// CHECK-NEXT: %[[P2:.*]] = arith.andi %[[IN]], %[[FIRST2]] : i1
// CHECK-NEXT: scf.if %[[P2]] {
// CHECK-NEXT: memref.load %{{.*}}[%[[W2]]] : memref<?xi32, 1>
// CHECK: tile.rebind %[[S]]
// CHECK-NEXT: tile.rebind %[[D]]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NOT: tile.mbarrier_wait_parity
// CHECK: tile.mbarrier_wait_parity
// CHECK-NEXT: tile.store %{{.*}} to %[[VD1]][
// PTX-LABEL: .visible .entry pipe(
// PTX-COUNT-4: fence.proxy.tensormap::generic.release.gpu;
// PTX-NOT: fence.proxy.tensormap::generic.release
// PTX-LABEL: .visible .entry unread(
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    // expected-remark @below {{[rebind-launch] kernel @kernels::@pipe is not launched in this module}}
    gpu.func @pipe(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_pipeline = "on"} {
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
        // expected-remark @below {{[rebind-pipeline] pipelined: the next work item's 2 descriptor(s) are rebound}}
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
          %nt = arith.index_cast %rows : i64 to index
          %next = scf.for %t = %c0 to %nt step %c1 iter_args(%kk = %k) -> (i32) {
            %ti = arith.index_cast %t : index to i32
            %x = arith.muli %ti, %c64_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
            tile.load %s[%x, %c0_i32] to %smem, %bar
                : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            tile.store %smem to %d[%x, %c0_i32]
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
  }
}

// -----

// The descriptors are only prefetched in the loop (no TMA op reads them): nothing runs while
// a copy is in flight, so the loop is left as it is (the plain conditional rebind).
// CHECK-LABEL: gpu.func @unread(
// CHECK-SAME: tile.num_device_tmas = 1 : i32
// CHECK-NOT: tile.rebind_pipelined
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    // expected-remark @below {{[rebind-launch] kernel @kernels::@unread is not launched in this module}}
    gpu.func @unread(%work: memref<?xi64, 1>, %n: index, %w: i64, %pitch: i64) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>, tile.rebind_pipeline = "on"} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        // expected-remark @below {{[rebind-pipeline] not pipelined: no TMA op of the loop body reads its descriptors after they are built}}
        scf.for %i = %c0 to %n step %c1 {
          %a = memref.load %work[%i] : memref<?xi64, 1>
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          // expected-remark @below {{[device-born]}}
          // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 1 per CTA}}
          // expected-remark @below {{[rebind-plan] seeded from its template}}
          // expected-remark @below {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant}}
          %d = tile.make_tensormap_ptr %p, dims [%w, %w], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
        }
      }
      gpu.return
    }
  }
}
