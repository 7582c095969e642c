// A persistent loop that every thread runs (its bounds are the same in every
// thread; only the TMA ops are under `scf.if %leader`), CUTLASS's shape for
// grouped GEMMs: the descriptor is rebound conditionally (when a value it
// writes changed) for the whole CTA. With whole warps (known_block_size x a
// multiple of 32), lane 0 of warp 0 seeds (first write only) and rewrites a
// shared::cta staging slot, warp 0 publishes it with the warp-wide
// tensormap.cp_fenceproxy, gpu.barrier publishes it to the CTA, every thread
// acquires and prefetches it; otherwise thread (0, 0, 0) writes the global
// slot and releases it. Both pass the fence checker and assemble.
// REQUIRES: ptxas

// RUN: %tile-opt %s --verify-diagnostics --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind)' | %FileCheck %s --enable-var-scope
// RUN: %tile-opt %s --pass-pipeline='builtin.module(tile-separate-host-tma,tile-plan-device-rebind,tile-check-tensormap-fences)' > /dev/null
// RUN: %tile-opt %s --pipeline=default --emit=ptx -o %t.ptx 2>/dev/null
// RUN: %FileCheck %s --input-file=%t.ptx --check-prefix=PTX
// RUN: ptxas -arch=sm_90a %t.ptx -o /dev/null
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx -o %t.asm.ptx 2>/dev/null
// RUN: %FileCheck %s --input-file=%t.asm.ptx --check-prefix=PTX
// RUN: ptxas -arch=sm_90a %t.asm.ptx -o /dev/null

// CHECK-LABEL: gpu.func @warp_loop(
// CHECK: %[[STAGING:.*]] = memref.get_global @__tile_rebind_staging_warp_loop_0 : memref<128xi8, 3>
// CHECK: %[[FIRST:.*]] = llvm.getelementptr %{{.*}}[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<{{[0-9]+}} x i64>
// CHECK: scf.for
// CHECK: %[[SLOT:.*]] = memref.assume_alignment
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: %[[LAST:.*]] = llvm.load %[[FIRST]] {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[UNSEEDED:.*]] = arith.cmpi eq, %[[LAST]], %[[ZERO]] : i64
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: scf.if %[[UNSEEDED]] {
// CHECK-NEXT: tile.tensormap_init %[[STAGING]] from
// CHECK-NEXT: }
// CHECK-NEXT: tile.rebind %[[STAGING]] address(
// CHECK-NEXT: }
// CHECK-NEXT: %[[ALL:.*]] = arith.constant -1 : i32
// CHECK-NEXT: nvvm.bar.warp.sync %[[ALL]]
// CHECK-NEXT: tile.tensormap_cp_fenceproxy %[[STAGING]] to %[[SLOT]]
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]]
// CHECK-NEXT: %[[FRESH:.*]] = tile.tensormap_from_slot %[[SLOT]]
// CHECK-NEXT: tile.prefetch_tensormap %[[FRESH]]
// CHECK: %[[D:.*]] = tile.tensormap_from_slot %[[SLOT]]
// CHECK: scf.if
// CHECK: tile.load %[[D]][

// CHECK-LABEL: gpu.func @cta_loop(
// CHECK: %[[FIRST:.*]] = llvm.getelementptr %{{.*}}[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<{{[0-9]+}} x i64>
// CHECK: scf.for
// CHECK: %[[SLOT:.*]] = memref.assume_alignment
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: %[[LAST:.*]] = llvm.load %[[FIRST]] {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-NEXT: %[[UNSEEDED:.*]] = arith.cmpi eq, %[[LAST]], %[[ZERO]] : i64
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: scf.if %[[UNSEEDED]] {
// CHECK-NEXT: tile.tensormap_init %[[SLOT]] from
// CHECK-NEXT: }
// CHECK-NEXT: tile.rebind %[[SLOT]] address(
// CHECK-NEXT: tile.tensormap_fence_release
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: tile.tensormap_fence_acquire %[[SLOT]]

// PTX-LABEL: .visible .entry warp_loop(
// PTX: tensormap.replace.tile.global_address.shared::cta.b1024.b64
// PTX: bar.warp.sync -1;
// PTX: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned
// PTX: bar.sync 0;
// PTX: fence.proxy.tensormap::generic.acquire.gpu
// PTX-LABEL: .visible .entry cta_loop(
// PTX: tensormap.replace.tile.global_address.global.b1024.b64
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX: bar.sync 0;
// PTX: fence.proxy.tensormap::generic.acquire.gpu

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @warp_loop(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %cols: i64,
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
      }
      gpu.barrier
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
          // expected-remark @below {{[rebind-plan] seeded from its template and rebound in shared::cta by lane 0 of warp 0, copied to the global slot by warp 0 (tensormap.cp_fenceproxy, release at gpu scope), published to the CTA by gpu.barrier, acquired by every thread; rewritten on every iteration of 'scf.for' at line}}
          // expected-remark @below {{[rebind-unchanged]}}
          %s = tile.make_tensormap_ptr %p, dims [%cols, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %wi = arith.index_cast %w : index to i32
          %y = arith.muli %wi, %c64_i32 : i32
          %next = scf.for %t = %c0 to %c2 step %c1 iter_args(%kk = %k) -> (i32) {
            %ti = arith.index_cast %t : index to i32
            %x = arith.muli %ti, %c64_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            scf.if %leader {
              tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
              tile.load %s[%x, %c0_i32] to %smem, %bar
                  : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
            }
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            scf.if %leader {
              tile.store %smem to %out[%x, %y]
                  : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.bulk_commit
              tile.bulk_wait 0 read
            }
            %kk1 = arith.addi %kk, %c1_i32 : i32
            scf.yield %kk1 : i32
          }
          scf.yield %next : i32
        }
      gpu.return
    }


    gpu.func @cta_loop(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %cols: i64,
                         %dst: memref<?x?xf32, 1>) kernel
        attributes {known_block_size = array<i32: 48, 1, 1>} {
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
      }
      gpu.barrier
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
          // expected-remark @below {{[rebind-plan] seeded from its template and rebound by thread (0, 0, 0) of the CTA, published to its other threads by gpu.barrier, acquired by every thread; rewritten on every iteration of 'scf.for' at line}}
          // expected-remark @below {{[rebind-unchanged]}}
          %s = tile.make_tensormap_ptr %p, dims [%cols, %rows], strides [%pitch]
              : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          %wi = arith.index_cast %w : index to i32
          %y = arith.muli %wi, %c64_i32 : i32
          %next = scf.for %t = %c0 to %c2 step %c1 iter_args(%kk = %k) -> (i32) {
            %ti = arith.index_cast %t : index to i32
            %x = arith.muli %ti, %c64_i32 : i32
            %phase = arith.andi %kk, %c1_i32 : i32
            scf.if %leader {
              tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
              tile.load %s[%x, %c0_i32] to %smem, %bar
                  : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
            }
            tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
            scf.if %leader {
              tile.store %smem to %out[%x, %y]
                  : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
              tile.bulk_commit
              tile.bulk_wait 0 read
            }
            %kk1 = arith.addi %kk, %c1_i32 : i32
            scf.yield %kk1 : i32
          }
          scf.yield %next : i32
        }
      gpu.return
    }

  }
  func.func @host_warp(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %cols: i64, %dst: memref<?x?xf32, 1>) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c132 = arith.constant 132 : index
    gpu.launch_func @kernels::@warp_loop blocks in (%c132, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%work : memref<?xi32, 1>, %grp : memref<?xi64, 1>, %nwork : i32, %cols : i64, %dst : memref<?x?xf32, 1>)
    return
  }
  func.func @host_cta(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>, %nwork: i32, %cols: i64, %dst: memref<?x?xf32, 1>) {
    %c1 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %c132 = arith.constant 132 : index
    gpu.launch_func @kernels::@cta_loop blocks in (%c132, %c1, %c1) threads in (%c48, %c1, %c1)
        args(%work : memref<?xi32, 1>, %grp : memref<?xi64, 1>, %nwork : i32, %cols : i64, %dst : memref<?x?xf32, 1>)
    return
  }
}
