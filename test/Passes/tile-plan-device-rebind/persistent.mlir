// A persistent grouped kernel: one CTA walks a chunk of
// work items (bands of groups); each item's descriptor is built from the
// group table in the loop body, and the tile IR spells out no fence.
// tile-plan-device-rebind makes the rebind conditional: it compares the
// values a rebind writes (address, dims, stride) with what this thread wrote
// last (a per-thread shadow) and rebinds, fenced, only when they changed,
// i.e. when the next item belongs to another group; the TMA ops of the inner
// box loop read the slot either way. The conditional rebind seeds the slot
// only on its first write (the shadow still 0), has no leading acquire, and
// prefetches the rebound descriptor after the consumer's acquire. The output passes
// tile-check-tensormap-fences and compiles to PTX.

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind)' | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' > /dev/null
// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX

// CHECK-LABEL: gpu.func @persistent(
// Shadow allocas first (an array each), then cells and zeroing stores, 8-aligned.
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[SHADOW:.*]] = llvm.alloca %[[ONE]] x !llvm.array<3 x i64> {alignment = 8 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %[[FIRST:.*]] = llvm.getelementptr %[[SHADOW]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i64>
// CHECK-NEXT: %[[SECOND:.*]] = llvm.getelementptr %[[SHADOW]][0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i64>
// CHECK-NEXT: %[[THIRD:.*]] = llvm.getelementptr %[[SHADOW]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i64>
// CHECK-NEXT: llvm.store %[[Z]], %[[FIRST]] {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: llvm.store %[[Z]], %[[SECOND]] {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: llvm.store %[[Z]], %[[THIRD]] {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK: scf.for %[[W:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[K:.*]] = %{{.*}}) -> (i32) {
// CHECK: %[[P:.*]] = llvm.inttoptr
// CHECK: %[[SLOT:.*]] = memref.assume_alignment
// CHECK: arith.cmpi ne
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: %[[LAST:.*]] = llvm.load %[[FIRST]] {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[UNSEEDED:.*]] = arith.cmpi eq, %[[LAST]], %[[ZERO]] : i64
// CHECK-NEXT: scf.if %[[UNSEEDED]] {
// CHECK-NEXT: tile.tensormap_init %[[SLOT]] from
// CHECK-NEXT: }
// CHECK-NEXT: tile.rebind %[[SLOT]] address(%[[P]] : !llvm.ptr<1>) dims[%{{.*}}, %{{.*}}] strides[%{{.*}}] unchanged = [1]
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]]
// CHECK-NEXT: %[[FRESH:.*]] = tile.tensormap_from_slot %[[SLOT]]
// CHECK-NEXT: tile.prefetch_tensormap %[[FRESH]]
// CHECK-NEXT: llvm.store %{{.*}}, %[[FIRST]] {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %[[SECOND]] {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %[[THIRD]] {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: %[[D:.*]] = tile.tensormap_from_slot %[[SLOT]]
// CHECK: scf.for %{{.*}} iter_args(%{{.*}} = %[[K]]) -> (i32) {
// CHECK-NOT: tile.rebind
// CHECK: tile.load %[[D]][
// CHECK: tile.store %{{.*}} to %{{.*}}[
// PTX-LABEL: .visible .entry persistent(
// PTX-NOT: .local
// PTX: setp.{{eq|ne}}.b64
// PTX-NOT: fence.proxy.tensormap::generic.acquire
// PTX: tensormap.replace.tile.global_address.global.b1024.b64
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX: fence.proxy.tensormap::generic.acquire.gpu [%[[A:rd[0-9]+]]], 128;
// PTX: prefetch.tensormap [%[[A]]];
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @persistent(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %cols: i64,
                         %dst: memref<?x?xf32, 1>) kernel
        attributes {known_block_size = array<i32: 32, 1, 1>} {
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
          // expected-remark @below {{[rebind-scope] gpu}}
          // expected-remark @below {{[rebind-plan] seeded from its template and rebound by the thread that 'scf.if' at line 84 selects, which also issues its TMA ops; rewritten on every iteration of 'scf.for' at line 92 that changes a value it writes (compared with what this thread wrote last): seeded on the first write only, no leading acquire, prefetched after the consumer's acquire}}
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
  }
  func.func @host(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %cols: i64, %dst: memref<?x?xf32, 1>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c132 = arith.constant 132 : index
    gpu.launch_func @kernels::@persistent blocks in (%c132, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%work : memref<?xi32, 1>, %grp : memref<?xi64, 1>, %nwork : i32, %cols : i64, %dst : memref<?x?xf32, 1>)
    return
  }
}
