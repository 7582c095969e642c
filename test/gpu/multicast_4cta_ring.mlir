// GPU cases multicast_4cta_relaxed, multicast_4cta_empty_cta, multicast_4cta_ring_s4l2,
// multicast_4cta_ring_s4l3, multicast_4cta_ring_s5l3, multicast_4cta_ring_s3l2,
// multicast_4cta_ring_w128, multicast_4cta_ring_w256, multicast_4cta_ring_b64,
// multicast_4cta_ring_s3l2_b64, multicast_4cta_ring_s2l1, multicast_4cta_ring_s2l1_b64
// (test/gpu/<name>.toml): the 4-CTA multicast
// ring of multicast_4cta.mlir (64 x 32 f32 tiles, each CTA multicasts a 64 x 8 quarter with
// mask 0b1111 into all four CTAs' stage, CTA rank r TMA-stores every tile to dst_r) without a
// GPU-scope fence per tile. Why multicast_4cta_empty ran at 0.40x: each
// `mbarrier.arrive.release.cluster` (4 per tile, one per peer) and each default
// `barrier.cluster.arrive` (1 per tile in multicast_4cta) compiles to MEMBAR.ALL.CTA +
// MEMBAR.ALL.GPU + ERRBAR + CGAERRBAR before the arrive (nvdisasm of ptxas 13.0's sm_90a
// code): the thread waits for its outstanding memory traffic at GPU scope, 4 times per tile.
//   @multicast_4cta_relaxed: multicast_4cta with the per-tile cluster barrier relaxed
//     (`barrier.cluster.arrive.relaxed.aligned`: execution order only, no fence).
//   @multicast_4cta_empty_cta: multicast_4cta_empty with `release_cta` arrives
//     (`mbarrier.arrive.release.cta.shared::cluster`: no fence); otherwise unchanged.
//   @multicast_4cta_ring_s<S>l<L>: S stages, lookahead L, per-stage empty barriers (4
//     arrivals: one per CTA). Only thread 0 runs the loop. Iteration i: wait stage i mod S
//     (parity (i div S) mod 2), store tile i, commit; if tile i - 1 + S will be loaded:
//     bulk_wait 1 read (this CTA's store of tile i - 1 has read its stage) and arrive
//     (release_cta) on that stage's empty barrier in all four CTAs; then, if tile j = i + L
//     exists: from j >= S wait this CTA's empty barrier of stage j mod S at parity
//     ((j div S) - 1) mod 2 (all four CTAs released tile j - S), then multicast the quarter of
//     tile j. With L = S - 2 the wait is for releases made one iteration earlier (slack);
//     with L = S - 1 for those of this iteration (the lockstep of the cluster barrier).
//     Cluster barriers only after the barrier inits and before exit.
//   @multicast_4cta_ring_s3l2: S = 3, L = 2 (24 KiB a CTA: 9 CTAs per SM).
//   @multicast_4cta_ring_w128, _w256: S = 4, L = 3 with 128 x 16 and 256 x 8 f32 tiles
//     (quarters 128 x 4, 256 x 2; 8 KiB stages: 512 B and 1 KiB box rows).
//   @multicast_4cta_ring_b64: S = 4, L = 3 over 8-byte elements (the f32 tensors as u64 of
//     half the columns): 256 x 4 i64 tiles, 256 x 1 quarters (2 KiB rows).
//   @multicast_4cta_ring_s3l2_b64: S = 3, L = 2 over 8-byte elements (9 CTAs per SM).
//   @multicast_4cta_ring_s2l1, _s2l1_b64: S = 2, L = 1 (16 KiB a CTA: 13 CTAs per SM).
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry multicast_4cta_relaxed(
// CHECK: barrier.cluster.arrive;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster
// CHECK: barrier.cluster.arrive.relaxed.aligned;
// CHECK: barrier.cluster.wait.aligned;
// CHECK-LABEL: .visible .entry multicast_4cta_empty_cta(
// CHECK: mapa.shared::cluster
// CHECK: mbarrier.arrive{{(.release.cta)?}}.shared::cluster.b64
// CHECK-LABEL: .visible .entry multicast_4cta_ring_s4l2(
// CHECK: mbarrier.init
// CHECK: barrier.cluster.arrive.aligned;
// CHECK: barrier.cluster.wait.aligned;
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster
// CHECK: mbarrier.try_wait.parity
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK: cp.async.bulk.wait_group.read {{.*}}1;
// CHECK: mapa.shared::cluster
// CHECK: mbarrier.arrive{{(.release.cta)?}}.shared::cluster.b64
// CHECK: cp.async.bulk.wait_group.read {{.*}}0;
// CHECK: barrier.cluster.arrive;
// CHECK: barrier.cluster.wait;
// CHECK-LABEL: .visible .entry multicast_4cta_ring_s5l3(
// CHECK-LABEL: .visible .entry multicast_4cta_ring_s4l3(
// CHECK-NOT: mbarrier.arrive.release.cluster
// CHECK: ret;
// CHECK-LABEL: .visible .entry multicast_4cta_ring_w256(
// CHECK-LABEL: .visible .entry multicast_4cta_ring_w128(
// CHECK-LABEL: .visible .entry multicast_4cta_ring_b64(
// CHECK-LABEL: .visible .entry multicast_4cta_ring_s3l2(
// CHECK-NOT: mbarrier.arrive.release.cluster
// CHECK: ret;
// CHECK-LABEL: .visible .entry multicast_4cta_ring_s3l2_b64(
// CHECK-LABEL: .visible .entry multicast_4cta_ring_s2l1(
// CHECK-LABEL: .visible .entry multicast_4cta_ring_s2l1_b64(
// CHECK-NOT: mbarrier.arrive.release.cluster
// CHECK: ret;
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @mcr_ring : memref<4x32x64xf32, 3> {alignment = 1024}
    memref.global "private" @mcr_bars : memref<4xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_relaxed(%src: !tile.tensormap<f32, rank = 2, box = [64, 8]>,
                             %dst0: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                             %dst1: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                             %dst2: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                             %dst3: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                             %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mcr_ring : memref<4x32x64xf32, 3>
      %bars = memref.get_global @mcr_bars : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c8_i32 = arith.constant 8 : i32
      %box_w = arith.constant 64 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      nvvm.cluster.arrive
      nvvm.cluster.wait
      scf.if %leader {
        scf.for %j = %c0 to %pro step %c1 {
          %t0 = arith.muli %j, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y0 = arith.muli %cyi, %box_h : i32
          %y = arith.addi %y0, %qy : i32
          %q = memref.subview %ring[%j, %qrow, 0] [1, 8, 64] [1, 1, 1]
              : memref<4x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%j] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%x, %y] to %q, %bar multicast(%mask)
              : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
      }
      scf.for %i = %c0 to %n step %c1 {
        %j = arith.addi %i, %lookahead : index
        %more = arith.cmpi ult, %j, %n : index
        scf.if %leader {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 64] [1, 1, 1]
              : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y]
                : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y]
                  : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y]
                    : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              } else {
                tile.store %buf to %dst3[%x, %y]
                    : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              }
            }
          }
          tile.bulk_commit
          scf.if %more {
            tile.bulk_wait 1 read
          }
        }
        scf.if %more {
          // Every CTA of the cluster has freed stage j mod S: refill it. Relaxed: execution
          // order only (the release form fences at GPU scope, MEMBAR.ALL.GPU, every tile).
          tile.cluster_arrive relaxed aligned
          tile.cluster_wait aligned
          scf.if %leader {
            %sj = arith.remui %j, %stages : index
            %tj0 = arith.muli %j, %clusters : index
            %tj = arith.addi %tj0, %cluster : index
            %jx = arith.remui %tj, %tx : index
            %jy = arith.divui %tj, %tx : index
            %jxi = arith.index_cast %jx : index to i32
            %jyi = arith.index_cast %jy : index to i32
            %lx = arith.muli %jxi, %box_w : i32
            %ly0 = arith.muli %jyi, %box_h : i32
            %ly = arith.addi %ly0, %qy : i32
            %q = memref.subview %ring[%sj, %qrow, 0] [1, 8, 64] [1, 1, 1]
                : memref<4x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%lx, %ly] to %q, %jbar multicast(%mask)
                : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
      }
      scf.if %leader {
        tile.bulk_wait 0 read
      }
      nvvm.cluster.arrive
      nvvm.cluster.wait
      gpu.return
    }
    memref.global "private" @mcc_ring : memref<4x32x64xf32, 3> {alignment = 1024}
    memref.global "private" @mcc_bars : memref<4xi64, 3> {alignment = 8}
    memref.global "private" @mcc_empty : memref<4xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_empty_cta(%src: !tile.tensormap<f32, rank = 2, box = [64, 8]>,
                             %dst0: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                             %dst1: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                             %dst2: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                             %dst3: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                             %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mcc_ring : memref<4x32x64xf32, 3>
      %bars = memref.get_global @mcc_bars : memref<4xi64, 3>
      %empty = memref.get_global @mcc_empty : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %ctas = arith.constant 4 : index
      %c4_i32 = arith.constant 4 : i32
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c8_i32 = arith.constant 8 : i32
      %box_w = arith.constant 64 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %j = %c0 to %pro step %c1 {
          %t0 = arith.muli %j, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y0 = arith.muli %cyi, %box_h : i32
          %y = arith.addi %y0, %qy : i32
          %q = memref.subview %ring[%j, %qrow, 0] [1, 8, 64] [1, 1, 1]
              : memref<4x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%j] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%x, %y] to %q, %bar multicast(%mask)
              : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
      }
      scf.for %i = %c0 to %n step %c1 {
        %j = arith.addi %i, %lookahead : index
        %more = arith.cmpi ult, %j, %n : index
        scf.if %leader {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 64] [1, 1, 1]
              : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y]
                : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y]
                  : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y]
                    : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              } else {
                tile.store %buf to %dst3[%x, %y]
                    : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              }
            }
          }
          tile.bulk_commit
          scf.if %more {
            tile.bulk_wait 1 read
            %sj = arith.remui %j, %stages : index
            // Stage sj held tile i - 1 (from i >= 1; at i = 0 it is still unused). Tell
            // every CTA of the cluster that this CTA's copy of it is free (its store has
            // read it), then wait until all four CTAs freed theirs (phase ((i-1) div S) mod
            // 2 of this CTA's empty barrier) before multicasting into all four.
            %used = arith.cmpi uge, %i, %c1 : index
            scf.if %used {
              %ebar = memref.subview %empty[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              scf.for %p = %c0 to %ctas step %c1 {
                %peer = arith.index_cast %p : index to i32
                tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
              }
              %prev = arith.subi %i, %c1 : index
              %eround = arith.divui %prev, %stages : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              tile.mbarrier_wait_parity %ebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %tj0 = arith.muli %j, %clusters : index
            %tj = arith.addi %tj0, %cluster : index
            %jx = arith.remui %tj, %tx : index
            %jy = arith.divui %tj, %tx : index
            %jxi = arith.index_cast %jx : index to i32
            %jyi = arith.index_cast %jy : index to i32
            %lx = arith.muli %jxi, %box_w : i32
            %ly0 = arith.muli %jyi, %box_h : i32
            %ly = arith.addi %ly0, %qy : i32
            %q = memref.subview %ring[%sj, %qrow, 0] [1, 8, 64] [1, 1, 1]
                : memref<4x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%lx, %ly] to %q, %jbar multicast(%mask)
                : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
      }
      scf.if %leader {
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      gpu.return
    }
    memref.global "private" @mr42_ring : memref<4x32x64xf32, 3> {alignment = 1024}
    memref.global "private" @mr42_bars : memref<4xi64, 3> {alignment = 8}
    memref.global "private" @mr42_empty : memref<4xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_ring_s4l2(%src: !tile.tensormap<f32, rank = 2, box = [64, 8]>,
                     %dst0: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst1: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst2: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst3: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mr42_ring : memref<4x32x64xf32, 3>
      %bars = memref.get_global @mr42_bars : memref<4xi64, 3>
      %empty = memref.get_global @mr42_empty : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 2 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %box_w = arith.constant 64 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %p = %c0 to %pro step %c1 {
          %pt0 = arith.muli %p, %clusters : index
          %pt = arith.addi %pt0, %cluster : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py0 = arith.muli %pcyi, %box_h : i32
          %py = arith.addi %py0, %qy : i32
          %pq = memref.subview %ring[%p, %qrow, 0] [1, 8, 64] [1, 1, 1]
              : memref<4x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%p] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pq, %pbar multicast(%mask)
              : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 64] [1, 1, 1]
              : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              } else {
                tile.store %buf to %dst3[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              }
            }
          }
          tile.bulk_commit
          // Release tile i - 1's stage in every CTA of the cluster once this CTA's store of
          // it has read it, if tile i - 1 + S will be loaded into that stage.
          %used = arith.cmpi uge, %i, %c1 : index
          %prev = arith.subi %i, %c1 : index
          %next = arith.addi %prev, %stages : index
          %refill = arith.cmpi ult, %next, %n : index
          %release = arith.andi %used, %refill : i1
          scf.if %release {
            tile.bulk_wait 1 read
            %ps = arith.remui %prev, %stages : index
            %ebar = memref.subview %empty[%ps] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            scf.for %c = %c0 to %c4 step %c1 {
              %peer = arith.index_cast %c : index to i32
              tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
            }
          }
          // Load tile j = i + L into stage j mod S once every CTA released tile j - S.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            %sj = arith.remui %j, %stages : index
            %reuse = arith.cmpi uge, %j, %stages : index
            scf.if %reuse {
              %jround = arith.divui %j, %stages : index
              %eround = arith.subi %jround, %c1 : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              %jebar = memref.subview %empty[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              tile.mbarrier_wait_parity %jebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %jt0 = arith.muli %j, %clusters : index
            %jt = arith.addi %jt0, %cluster : index
            %jcx = arith.remui %jt, %tx : index
            %jcy = arith.divui %jt, %tx : index
            %jcxi = arith.index_cast %jcx : index to i32
            %jcyi = arith.index_cast %jcy : index to i32
            %jx = arith.muli %jcxi, %box_w : i32
            %jy0 = arith.muli %jcyi, %box_h : i32
            %jy = arith.addi %jy0, %qy : i32
            %jq = memref.subview %ring[%sj, %qrow, 0] [1, 8, 64] [1, 1, 1]
                : memref<4x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%jx, %jy] to %jq, %jbar multicast(%mask)
                : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive
      tile.cluster_wait
      gpu.return
    }
    memref.global "private" @mr53_ring : memref<5x32x64xf32, 3> {alignment = 1024}
    memref.global "private" @mr53_bars : memref<5xi64, 3> {alignment = 8}
    memref.global "private" @mr53_empty : memref<5xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_ring_s5l3(%src: !tile.tensormap<f32, rank = 2, box = [64, 8]>,
                     %dst0: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst1: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst2: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst3: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mr53_ring : memref<5x32x64xf32, 3>
      %bars = memref.get_global @mr53_bars : memref<5xi64, 3>
      %empty = memref.get_global @mr53_empty : memref<5xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %stages = arith.constant 5 : index
      %lookahead = arith.constant 3 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %box_w = arith.constant 64 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<5xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<5xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %p = %c0 to %pro step %c1 {
          %pt0 = arith.muli %p, %clusters : index
          %pt = arith.addi %pt0, %cluster : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py0 = arith.muli %pcyi, %box_h : i32
          %py = arith.addi %py0, %qy : i32
          %pq = memref.subview %ring[%p, %qrow, 0] [1, 8, 64] [1, 1, 1]
              : memref<5x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%p] [1] [1] : memref<5xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pq, %pbar multicast(%mask)
              : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 64] [1, 1, 1]
              : memref<5x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<5xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              } else {
                tile.store %buf to %dst3[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              }
            }
          }
          tile.bulk_commit
          // Release tile i - 1's stage in every CTA of the cluster once this CTA's store of
          // it has read it, if tile i - 1 + S will be loaded into that stage.
          %used = arith.cmpi uge, %i, %c1 : index
          %prev = arith.subi %i, %c1 : index
          %next = arith.addi %prev, %stages : index
          %refill = arith.cmpi ult, %next, %n : index
          %release = arith.andi %used, %refill : i1
          scf.if %release {
            tile.bulk_wait 1 read
            %ps = arith.remui %prev, %stages : index
            %ebar = memref.subview %empty[%ps] [1] [1] : memref<5xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            scf.for %c = %c0 to %c4 step %c1 {
              %peer = arith.index_cast %c : index to i32
              tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
            }
          }
          // Load tile j = i + L into stage j mod S once every CTA released tile j - S.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            %sj = arith.remui %j, %stages : index
            %reuse = arith.cmpi uge, %j, %stages : index
            scf.if %reuse {
              %jround = arith.divui %j, %stages : index
              %eround = arith.subi %jround, %c1 : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              %jebar = memref.subview %empty[%sj] [1] [1] : memref<5xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              tile.mbarrier_wait_parity %jebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %jt0 = arith.muli %j, %clusters : index
            %jt = arith.addi %jt0, %cluster : index
            %jcx = arith.remui %jt, %tx : index
            %jcy = arith.divui %jt, %tx : index
            %jcxi = arith.index_cast %jcx : index to i32
            %jcyi = arith.index_cast %jcy : index to i32
            %jx = arith.muli %jcxi, %box_w : i32
            %jy0 = arith.muli %jcyi, %box_h : i32
            %jy = arith.addi %jy0, %qy : i32
            %jq = memref.subview %ring[%sj, %qrow, 0] [1, 8, 64] [1, 1, 1]
                : memref<5x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<5xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%jx, %jy] to %jq, %jbar multicast(%mask)
                : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive
      tile.cluster_wait
      gpu.return
    }
    memref.global "private" @mr43_ring : memref<4x32x64xf32, 3> {alignment = 1024}
    memref.global "private" @mr43_bars : memref<4xi64, 3> {alignment = 8}
    memref.global "private" @mr43_empty : memref<4xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_ring_s4l3(%src: !tile.tensormap<f32, rank = 2, box = [64, 8]>,
                     %dst0: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst1: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst2: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst3: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mr43_ring : memref<4x32x64xf32, 3>
      %bars = memref.get_global @mr43_bars : memref<4xi64, 3>
      %empty = memref.get_global @mr43_empty : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %box_w = arith.constant 64 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %p = %c0 to %pro step %c1 {
          %pt0 = arith.muli %p, %clusters : index
          %pt = arith.addi %pt0, %cluster : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py0 = arith.muli %pcyi, %box_h : i32
          %py = arith.addi %py0, %qy : i32
          %pq = memref.subview %ring[%p, %qrow, 0] [1, 8, 64] [1, 1, 1]
              : memref<4x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%p] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pq, %pbar multicast(%mask)
              : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 64] [1, 1, 1]
              : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              } else {
                tile.store %buf to %dst3[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              }
            }
          }
          tile.bulk_commit
          // Release tile i - 1's stage in every CTA of the cluster once this CTA's store of
          // it has read it, if tile i - 1 + S will be loaded into that stage.
          %used = arith.cmpi uge, %i, %c1 : index
          %prev = arith.subi %i, %c1 : index
          %next = arith.addi %prev, %stages : index
          %refill = arith.cmpi ult, %next, %n : index
          %release = arith.andi %used, %refill : i1
          scf.if %release {
            tile.bulk_wait 1 read
            %ps = arith.remui %prev, %stages : index
            %ebar = memref.subview %empty[%ps] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            scf.for %c = %c0 to %c4 step %c1 {
              %peer = arith.index_cast %c : index to i32
              tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
            }
          }
          // Load tile j = i + L into stage j mod S once every CTA released tile j - S.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            %sj = arith.remui %j, %stages : index
            %reuse = arith.cmpi uge, %j, %stages : index
            scf.if %reuse {
              %jround = arith.divui %j, %stages : index
              %eround = arith.subi %jround, %c1 : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              %jebar = memref.subview %empty[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              tile.mbarrier_wait_parity %jebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %jt0 = arith.muli %j, %clusters : index
            %jt = arith.addi %jt0, %cluster : index
            %jcx = arith.remui %jt, %tx : index
            %jcy = arith.divui %jt, %tx : index
            %jcxi = arith.index_cast %jcx : index to i32
            %jcyi = arith.index_cast %jcy : index to i32
            %jx = arith.muli %jcxi, %box_w : i32
            %jy0 = arith.muli %jcyi, %box_h : i32
            %jy = arith.addi %jy0, %qy : i32
            %jq = memref.subview %ring[%sj, %qrow, 0] [1, 8, 64] [1, 1, 1]
                : memref<4x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%jx, %jy] to %jq, %jbar multicast(%mask)
                : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive
      tile.cluster_wait
      gpu.return
    }
    memref.global "private" @mrw256_ring : memref<4x8x256xf32, 3> {alignment = 1024}
    memref.global "private" @mrw256_bars : memref<4xi64, 3> {alignment = 8}
    memref.global "private" @mrw256_empty : memref<4xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_ring_w256(%src: !tile.tensormap<f32, rank = 2, box = [256, 2]>,
                     %dst0: !tile.tensormap<f32, rank = 2, box = [256, 8]>,
                     %dst1: !tile.tensormap<f32, rank = 2, box = [256, 8]>,
                     %dst2: !tile.tensormap<f32, rank = 2, box = [256, 8]>,
                     %dst3: !tile.tensormap<f32, rank = 2, box = [256, 8]>,
                     %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mrw256_ring : memref<4x8x256xf32, 3>
      %bars = memref.get_global @mrw256_bars : memref<4xi64, 3>
      %empty = memref.get_global @mrw256_empty : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 2 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 2 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 8 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %p = %c0 to %pro step %c1 {
          %pt0 = arith.muli %p, %clusters : index
          %pt = arith.addi %pt0, %cluster : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py0 = arith.muli %pcyi, %box_h : i32
          %py = arith.addi %py0, %qy : i32
          %pq = memref.subview %ring[%p, %qrow, 0] [1, 2, 256] [1, 1, 1]
              : memref<4x8x256xf32, 3> to memref<2x256xf32, strided<[256, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%p] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pq, %pbar multicast(%mask)
              : !tile.tensormap<f32, rank = 2, box = [256, 2]>, memref<2x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 8, 256] [1, 1, 1]
              : memref<4x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y] : memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [256, 8]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y] : memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [256, 8]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y] : memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [256, 8]>
              } else {
                tile.store %buf to %dst3[%x, %y] : memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [256, 8]>
              }
            }
          }
          tile.bulk_commit
          // Release tile i - 1's stage in every CTA of the cluster once this CTA's store of
          // it has read it, if tile i - 1 + S will be loaded into that stage.
          %used = arith.cmpi uge, %i, %c1 : index
          %prev = arith.subi %i, %c1 : index
          %next = arith.addi %prev, %stages : index
          %refill = arith.cmpi ult, %next, %n : index
          %release = arith.andi %used, %refill : i1
          scf.if %release {
            tile.bulk_wait 1 read
            %ps = arith.remui %prev, %stages : index
            %ebar = memref.subview %empty[%ps] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            scf.for %c = %c0 to %c4 step %c1 {
              %peer = arith.index_cast %c : index to i32
              tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
            }
          }
          // Load tile j = i + L into stage j mod S once every CTA released tile j - S.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            %sj = arith.remui %j, %stages : index
            %reuse = arith.cmpi uge, %j, %stages : index
            scf.if %reuse {
              %jround = arith.divui %j, %stages : index
              %eround = arith.subi %jround, %c1 : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              %jebar = memref.subview %empty[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              tile.mbarrier_wait_parity %jebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %jt0 = arith.muli %j, %clusters : index
            %jt = arith.addi %jt0, %cluster : index
            %jcx = arith.remui %jt, %tx : index
            %jcy = arith.divui %jt, %tx : index
            %jcxi = arith.index_cast %jcx : index to i32
            %jcyi = arith.index_cast %jcy : index to i32
            %jx = arith.muli %jcxi, %box_w : i32
            %jy0 = arith.muli %jcyi, %box_h : i32
            %jy = arith.addi %jy0, %qy : i32
            %jq = memref.subview %ring[%sj, %qrow, 0] [1, 2, 256] [1, 1, 1]
                : memref<4x8x256xf32, 3> to memref<2x256xf32, strided<[256, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%jx, %jy] to %jq, %jbar multicast(%mask)
                : !tile.tensormap<f32, rank = 2, box = [256, 2]>, memref<2x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive
      tile.cluster_wait
      gpu.return
    }
    memref.global "private" @mrw128_ring : memref<4x16x128xf32, 3> {alignment = 1024}
    memref.global "private" @mrw128_bars : memref<4xi64, 3> {alignment = 8}
    memref.global "private" @mrw128_empty : memref<4xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_ring_w128(%src: !tile.tensormap<f32, rank = 2, box = [128, 4]>,
                     %dst0: !tile.tensormap<f32, rank = 2, box = [128, 16]>,
                     %dst1: !tile.tensormap<f32, rank = 2, box = [128, 16]>,
                     %dst2: !tile.tensormap<f32, rank = 2, box = [128, 16]>,
                     %dst3: !tile.tensormap<f32, rank = 2, box = [128, 16]>,
                     %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mrw128_ring : memref<4x16x128xf32, 3>
      %bars = memref.get_global @mrw128_bars : memref<4xi64, 3>
      %empty = memref.get_global @mrw128_empty : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 4 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 4 : i32
      %box_w = arith.constant 128 : i32
      %box_h = arith.constant 16 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %p = %c0 to %pro step %c1 {
          %pt0 = arith.muli %p, %clusters : index
          %pt = arith.addi %pt0, %cluster : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py0 = arith.muli %pcyi, %box_h : i32
          %py = arith.addi %py0, %qy : i32
          %pq = memref.subview %ring[%p, %qrow, 0] [1, 4, 128] [1, 1, 1]
              : memref<4x16x128xf32, 3> to memref<4x128xf32, strided<[128, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%p] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pq, %pbar multicast(%mask)
              : !tile.tensormap<f32, rank = 2, box = [128, 4]>, memref<4x128xf32, strided<[128, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 16, 128] [1, 1, 1]
              : memref<4x16x128xf32, 3> to memref<16x128xf32, strided<[128, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y] : memref<16x128xf32, strided<[128, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [128, 16]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y] : memref<16x128xf32, strided<[128, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [128, 16]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y] : memref<16x128xf32, strided<[128, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [128, 16]>
              } else {
                tile.store %buf to %dst3[%x, %y] : memref<16x128xf32, strided<[128, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [128, 16]>
              }
            }
          }
          tile.bulk_commit
          // Release tile i - 1's stage in every CTA of the cluster once this CTA's store of
          // it has read it, if tile i - 1 + S will be loaded into that stage.
          %used = arith.cmpi uge, %i, %c1 : index
          %prev = arith.subi %i, %c1 : index
          %next = arith.addi %prev, %stages : index
          %refill = arith.cmpi ult, %next, %n : index
          %release = arith.andi %used, %refill : i1
          scf.if %release {
            tile.bulk_wait 1 read
            %ps = arith.remui %prev, %stages : index
            %ebar = memref.subview %empty[%ps] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            scf.for %c = %c0 to %c4 step %c1 {
              %peer = arith.index_cast %c : index to i32
              tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
            }
          }
          // Load tile j = i + L into stage j mod S once every CTA released tile j - S.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            %sj = arith.remui %j, %stages : index
            %reuse = arith.cmpi uge, %j, %stages : index
            scf.if %reuse {
              %jround = arith.divui %j, %stages : index
              %eround = arith.subi %jround, %c1 : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              %jebar = memref.subview %empty[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              tile.mbarrier_wait_parity %jebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %jt0 = arith.muli %j, %clusters : index
            %jt = arith.addi %jt0, %cluster : index
            %jcx = arith.remui %jt, %tx : index
            %jcy = arith.divui %jt, %tx : index
            %jcxi = arith.index_cast %jcx : index to i32
            %jcyi = arith.index_cast %jcy : index to i32
            %jx = arith.muli %jcxi, %box_w : i32
            %jy0 = arith.muli %jcyi, %box_h : i32
            %jy = arith.addi %jy0, %qy : i32
            %jq = memref.subview %ring[%sj, %qrow, 0] [1, 4, 128] [1, 1, 1]
                : memref<4x16x128xf32, 3> to memref<4x128xf32, strided<[128, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%jx, %jy] to %jq, %jbar multicast(%mask)
                : !tile.tensormap<f32, rank = 2, box = [128, 4]>, memref<4x128xf32, strided<[128, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive
      tile.cluster_wait
      gpu.return
    }
    memref.global "private" @mrb64_ring : memref<4x4x256xi64, 3> {alignment = 1024}
    memref.global "private" @mrb64_bars : memref<4xi64, 3> {alignment = 8}
    memref.global "private" @mrb64_empty : memref<4xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_ring_b64(%src: !tile.tensormap<i64, rank = 2, box = [256, 1]>,
                     %dst0: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %dst1: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %dst2: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %dst3: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mrb64_ring : memref<4x4x256xi64, 3>
      %bars = memref.get_global @mrb64_bars : memref<4xi64, 3>
      %empty = memref.get_global @mrb64_empty : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 1 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 4 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %p = %c0 to %pro step %c1 {
          %pt0 = arith.muli %p, %clusters : index
          %pt = arith.addi %pt0, %cluster : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py0 = arith.muli %pcyi, %box_h : i32
          %py = arith.addi %py0, %qy : i32
          %pq = memref.subview %ring[%p, %qrow, 0] [1, 1, 256] [1, 1, 1]
              : memref<4x4x256xi64, 3> to memref<1x256xi64, strided<[256, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%p] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pq, %pbar multicast(%mask)
              : !tile.tensormap<i64, rank = 2, box = [256, 1]>, memref<1x256xi64, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 4, 256] [1, 1, 1]
              : memref<4x4x256xi64, 3> to memref<4x256xi64, strided<[256, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
              } else {
                tile.store %buf to %dst3[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
              }
            }
          }
          tile.bulk_commit
          // Release tile i - 1's stage in every CTA of the cluster once this CTA's store of
          // it has read it, if tile i - 1 + S will be loaded into that stage.
          %used = arith.cmpi uge, %i, %c1 : index
          %prev = arith.subi %i, %c1 : index
          %next = arith.addi %prev, %stages : index
          %refill = arith.cmpi ult, %next, %n : index
          %release = arith.andi %used, %refill : i1
          scf.if %release {
            tile.bulk_wait 1 read
            %ps = arith.remui %prev, %stages : index
            %ebar = memref.subview %empty[%ps] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            scf.for %c = %c0 to %c4 step %c1 {
              %peer = arith.index_cast %c : index to i32
              tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
            }
          }
          // Load tile j = i + L into stage j mod S once every CTA released tile j - S.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            %sj = arith.remui %j, %stages : index
            %reuse = arith.cmpi uge, %j, %stages : index
            scf.if %reuse {
              %jround = arith.divui %j, %stages : index
              %eround = arith.subi %jround, %c1 : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              %jebar = memref.subview %empty[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              tile.mbarrier_wait_parity %jebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %jt0 = arith.muli %j, %clusters : index
            %jt = arith.addi %jt0, %cluster : index
            %jcx = arith.remui %jt, %tx : index
            %jcy = arith.divui %jt, %tx : index
            %jcxi = arith.index_cast %jcx : index to i32
            %jcyi = arith.index_cast %jcy : index to i32
            %jx = arith.muli %jcxi, %box_w : i32
            %jy0 = arith.muli %jcyi, %box_h : i32
            %jy = arith.addi %jy0, %qy : i32
            %jq = memref.subview %ring[%sj, %qrow, 0] [1, 1, 256] [1, 1, 1]
                : memref<4x4x256xi64, 3> to memref<1x256xi64, strided<[256, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%jx, %jy] to %jq, %jbar multicast(%mask)
                : !tile.tensormap<i64, rank = 2, box = [256, 1]>, memref<1x256xi64, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive
      tile.cluster_wait
      gpu.return
    }
    memref.global "private" @mr32_ring : memref<3x32x64xf32, 3> {alignment = 1024}
    memref.global "private" @mr32_bars : memref<3xi64, 3> {alignment = 8}
    memref.global "private" @mr32_empty : memref<3xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_ring_s3l2(%src: !tile.tensormap<f32, rank = 2, box = [64, 8]>,
                     %dst0: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst1: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst2: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst3: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mr32_ring : memref<3x32x64xf32, 3>
      %bars = memref.get_global @mr32_bars : memref<3xi64, 3>
      %empty = memref.get_global @mr32_empty : memref<3xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %stages = arith.constant 3 : index
      %lookahead = arith.constant 2 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %box_w = arith.constant 64 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %p = %c0 to %pro step %c1 {
          %pt0 = arith.muli %p, %clusters : index
          %pt = arith.addi %pt0, %cluster : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py0 = arith.muli %pcyi, %box_h : i32
          %py = arith.addi %py0, %qy : i32
          %pq = memref.subview %ring[%p, %qrow, 0] [1, 8, 64] [1, 1, 1]
              : memref<3x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%p] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pq, %pbar multicast(%mask)
              : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 64] [1, 1, 1]
              : memref<3x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              } else {
                tile.store %buf to %dst3[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              }
            }
          }
          tile.bulk_commit
          // Release tile i - 1's stage in every CTA of the cluster once this CTA's store of
          // it has read it, if tile i - 1 + S will be loaded into that stage.
          %used = arith.cmpi uge, %i, %c1 : index
          %prev = arith.subi %i, %c1 : index
          %next = arith.addi %prev, %stages : index
          %refill = arith.cmpi ult, %next, %n : index
          %release = arith.andi %used, %refill : i1
          scf.if %release {
            tile.bulk_wait 1 read
            %ps = arith.remui %prev, %stages : index
            %ebar = memref.subview %empty[%ps] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            scf.for %c = %c0 to %c4 step %c1 {
              %peer = arith.index_cast %c : index to i32
              tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
            }
          }
          // Load tile j = i + L into stage j mod S once every CTA released tile j - S.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            %sj = arith.remui %j, %stages : index
            %reuse = arith.cmpi uge, %j, %stages : index
            scf.if %reuse {
              %jround = arith.divui %j, %stages : index
              %eround = arith.subi %jround, %c1 : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              %jebar = memref.subview %empty[%sj] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              tile.mbarrier_wait_parity %jebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %jt0 = arith.muli %j, %clusters : index
            %jt = arith.addi %jt0, %cluster : index
            %jcx = arith.remui %jt, %tx : index
            %jcy = arith.divui %jt, %tx : index
            %jcxi = arith.index_cast %jcx : index to i32
            %jcyi = arith.index_cast %jcy : index to i32
            %jx = arith.muli %jcxi, %box_w : i32
            %jy0 = arith.muli %jcyi, %box_h : i32
            %jy = arith.addi %jy0, %qy : i32
            %jq = memref.subview %ring[%sj, %qrow, 0] [1, 8, 64] [1, 1, 1]
                : memref<3x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%jx, %jy] to %jq, %jbar multicast(%mask)
                : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive
      tile.cluster_wait
      gpu.return
    }
    memref.global "private" @mr32b_ring : memref<3x4x256xi64, 3> {alignment = 1024}
    memref.global "private" @mr32b_bars : memref<3xi64, 3> {alignment = 8}
    memref.global "private" @mr32b_empty : memref<3xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_ring_s3l2_b64(%src: !tile.tensormap<i64, rank = 2, box = [256, 1]>,
                     %dst0: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %dst1: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %dst2: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %dst3: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mr32b_ring : memref<3x4x256xi64, 3>
      %bars = memref.get_global @mr32b_bars : memref<3xi64, 3>
      %empty = memref.get_global @mr32b_empty : memref<3xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 1 : index
      %stages = arith.constant 3 : index
      %lookahead = arith.constant 2 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 4 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %p = %c0 to %pro step %c1 {
          %pt0 = arith.muli %p, %clusters : index
          %pt = arith.addi %pt0, %cluster : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py0 = arith.muli %pcyi, %box_h : i32
          %py = arith.addi %py0, %qy : i32
          %pq = memref.subview %ring[%p, %qrow, 0] [1, 1, 256] [1, 1, 1]
              : memref<3x4x256xi64, 3> to memref<1x256xi64, strided<[256, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%p] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pq, %pbar multicast(%mask)
              : !tile.tensormap<i64, rank = 2, box = [256, 1]>, memref<1x256xi64, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 4, 256] [1, 1, 1]
              : memref<3x4x256xi64, 3> to memref<4x256xi64, strided<[256, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
              } else {
                tile.store %buf to %dst3[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
              }
            }
          }
          tile.bulk_commit
          // Release tile i - 1's stage in every CTA of the cluster once this CTA's store of
          // it has read it, if tile i - 1 + S will be loaded into that stage.
          %used = arith.cmpi uge, %i, %c1 : index
          %prev = arith.subi %i, %c1 : index
          %next = arith.addi %prev, %stages : index
          %refill = arith.cmpi ult, %next, %n : index
          %release = arith.andi %used, %refill : i1
          scf.if %release {
            tile.bulk_wait 1 read
            %ps = arith.remui %prev, %stages : index
            %ebar = memref.subview %empty[%ps] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            scf.for %c = %c0 to %c4 step %c1 {
              %peer = arith.index_cast %c : index to i32
              tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
            }
          }
          // Load tile j = i + L into stage j mod S once every CTA released tile j - S.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            %sj = arith.remui %j, %stages : index
            %reuse = arith.cmpi uge, %j, %stages : index
            scf.if %reuse {
              %jround = arith.divui %j, %stages : index
              %eround = arith.subi %jround, %c1 : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              %jebar = memref.subview %empty[%sj] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              tile.mbarrier_wait_parity %jebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %jt0 = arith.muli %j, %clusters : index
            %jt = arith.addi %jt0, %cluster : index
            %jcx = arith.remui %jt, %tx : index
            %jcy = arith.divui %jt, %tx : index
            %jcxi = arith.index_cast %jcx : index to i32
            %jcyi = arith.index_cast %jcy : index to i32
            %jx = arith.muli %jcxi, %box_w : i32
            %jy0 = arith.muli %jcyi, %box_h : i32
            %jy = arith.addi %jy0, %qy : i32
            %jq = memref.subview %ring[%sj, %qrow, 0] [1, 1, 256] [1, 1, 1]
                : memref<3x4x256xi64, 3> to memref<1x256xi64, strided<[256, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%jx, %jy] to %jq, %jbar multicast(%mask)
                : !tile.tensormap<i64, rank = 2, box = [256, 1]>, memref<1x256xi64, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive
      tile.cluster_wait
      gpu.return
    }
    memref.global "private" @mr21_ring : memref<2x32x64xf32, 3> {alignment = 1024}
    memref.global "private" @mr21_bars : memref<2xi64, 3> {alignment = 8}
    memref.global "private" @mr21_empty : memref<2xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_ring_s2l1(%src: !tile.tensormap<f32, rank = 2, box = [64, 8]>,
                     %dst0: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst1: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst2: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %dst3: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                     %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mr21_ring : memref<2x32x64xf32, 3>
      %bars = memref.get_global @mr21_bars : memref<2xi64, 3>
      %empty = memref.get_global @mr21_empty : memref<2xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %stages = arith.constant 2 : index
      %lookahead = arith.constant 1 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 8 : i32
      %box_w = arith.constant 64 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %p = %c0 to %pro step %c1 {
          %pt0 = arith.muli %p, %clusters : index
          %pt = arith.addi %pt0, %cluster : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py0 = arith.muli %pcyi, %box_h : i32
          %py = arith.addi %py0, %qy : i32
          %pq = memref.subview %ring[%p, %qrow, 0] [1, 8, 64] [1, 1, 1]
              : memref<2x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%p] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pq, %pbar multicast(%mask)
              : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 64] [1, 1, 1]
              : memref<2x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              } else {
                tile.store %buf to %dst3[%x, %y] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
              }
            }
          }
          tile.bulk_commit
          // Release tile i - 1's stage in every CTA of the cluster once this CTA's store of
          // it has read it, if tile i - 1 + S will be loaded into that stage.
          %used = arith.cmpi uge, %i, %c1 : index
          %prev = arith.subi %i, %c1 : index
          %next = arith.addi %prev, %stages : index
          %refill = arith.cmpi ult, %next, %n : index
          %release = arith.andi %used, %refill : i1
          scf.if %release {
            tile.bulk_wait 1 read
            %ps = arith.remui %prev, %stages : index
            %ebar = memref.subview %empty[%ps] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            scf.for %c = %c0 to %c4 step %c1 {
              %peer = arith.index_cast %c : index to i32
              tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
            }
          }
          // Load tile j = i + L into stage j mod S once every CTA released tile j - S.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            %sj = arith.remui %j, %stages : index
            %reuse = arith.cmpi uge, %j, %stages : index
            scf.if %reuse {
              %jround = arith.divui %j, %stages : index
              %eround = arith.subi %jround, %c1 : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              %jebar = memref.subview %empty[%sj] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              tile.mbarrier_wait_parity %jebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %jt0 = arith.muli %j, %clusters : index
            %jt = arith.addi %jt0, %cluster : index
            %jcx = arith.remui %jt, %tx : index
            %jcy = arith.divui %jt, %tx : index
            %jcxi = arith.index_cast %jcx : index to i32
            %jcyi = arith.index_cast %jcy : index to i32
            %jx = arith.muli %jcxi, %box_w : i32
            %jy0 = arith.muli %jcyi, %box_h : i32
            %jy = arith.addi %jy0, %qy : i32
            %jq = memref.subview %ring[%sj, %qrow, 0] [1, 8, 64] [1, 1, 1]
                : memref<2x32x64xf32, 3> to memref<8x64xf32, strided<[64, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%jx, %jy] to %jq, %jbar multicast(%mask)
                : !tile.tensormap<f32, rank = 2, box = [64, 8]>, memref<8x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive
      tile.cluster_wait
      gpu.return
    }
    memref.global "private" @mr21b_ring : memref<2x4x256xi64, 3> {alignment = 1024}
    memref.global "private" @mr21b_bars : memref<2xi64, 3> {alignment = 8}
    memref.global "private" @mr21b_empty : memref<2xi64, 3> {alignment = 8}
    gpu.func @multicast_4cta_ring_s2l1_b64(%src: !tile.tensormap<i64, rank = 2, box = [256, 1]>,
                     %dst0: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %dst1: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %dst2: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %dst3: !tile.tensormap<i64, rank = 2, box = [256, 4]>,
                     %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @mr21b_ring : memref<2x4x256xi64, 3>
      %bars = memref.get_global @mr21b_bars : memref<2xi64, 3>
      %empty = memref.get_global @mr21b_empty : memref<2xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 1 : index
      %stages = arith.constant 2 : index
      %lookahead = arith.constant 1 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %c4_i32 = arith.constant 4 : i32
      %c8_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 4 : i32
      %bytes = arith.constant 8192 : i32
      %mask = arith.constant 15 : i16
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
      %rank_idx = arith.index_cast %rank : i32 to index
      %qrow = arith.muli %rank_idx, %c8 : index
      %qy = arith.muli %rank, %c8_i32 : i32
      %cluster = arith.divui %bid, %c4 : index
      %clusters = arith.divui %grid, %c4 : index
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %cluster, %total : index
      %rest = arith.subi %total, %cluster : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %clusters : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
          // Stage k's "empty" barrier: one arrival from each CTA of the cluster.
          %e = memref.subview %empty[%k] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %e, %c4_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        nvvm.fence.mbarrier.init
        tile.fence_proxy_async shared_cta
      }
      tile.cluster_arrive aligned
      tile.cluster_wait aligned
      scf.if %leader {
        scf.for %p = %c0 to %pro step %c1 {
          %pt0 = arith.muli %p, %clusters : index
          %pt = arith.addi %pt0, %cluster : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py0 = arith.muli %pcyi, %box_h : i32
          %py = arith.addi %py0, %qy : i32
          %pq = memref.subview %ring[%p, %qrow, 0] [1, 1, 256] [1, 1, 1]
              : memref<2x4x256xi64, 3> to memref<1x256xi64, strided<[256, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%p] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pq, %pbar multicast(%mask)
              : !tile.tensormap<i64, rank = 2, box = [256, 1]>, memref<1x256xi64, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 4, 256] [1, 1, 1]
              : memref<2x4x256xi64, 3> to memref<4x256xi64, strided<[256, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %clusters : index
          %t = arith.addi %t0, %cluster : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %r0 = arith.cmpi eq, %rank, %c0_i32 : i32
          %r1 = arith.cmpi eq, %rank, %c1_i32 : i32
          %r2 = arith.cmpi eq, %rank, %c2_i32 : i32
          scf.if %r0 {
            tile.store %buf to %dst0[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
          } else {
            scf.if %r1 {
              tile.store %buf to %dst1[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
            } else {
              scf.if %r2 {
                tile.store %buf to %dst2[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
              } else {
                tile.store %buf to %dst3[%x, %y] : memref<4x256xi64, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<i64, rank = 2, box = [256, 4]>
              }
            }
          }
          tile.bulk_commit
          // Release tile i - 1's stage in every CTA of the cluster once this CTA's store of
          // it has read it, if tile i - 1 + S will be loaded into that stage.
          %used = arith.cmpi uge, %i, %c1 : index
          %prev = arith.subi %i, %c1 : index
          %next = arith.addi %prev, %stages : index
          %refill = arith.cmpi ult, %next, %n : index
          %release = arith.andi %used, %refill : i1
          scf.if %release {
            tile.bulk_wait 1 read
            %ps = arith.remui %prev, %stages : index
            %ebar = memref.subview %empty[%ps] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            scf.for %c = %c0 to %c4 step %c1 {
              %peer = arith.index_cast %c : index to i32
              tile.mbarrier_arrive_cluster %ebar, %peer release_cta : memref<i64, strided<[], offset: ?>, 3>
            }
          }
          // Load tile j = i + L into stage j mod S once every CTA released tile j - S.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            %sj = arith.remui %j, %stages : index
            %reuse = arith.cmpi uge, %j, %stages : index
            scf.if %reuse {
              %jround = arith.divui %j, %stages : index
              %eround = arith.subi %jround, %c1 : index
              %epar = arith.remui %eround, %c2 : index
              %epari = arith.index_cast %epar : index to i32
              %jebar = memref.subview %empty[%sj] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
              tile.mbarrier_wait_parity %jebar, %epari : memref<i64, strided<[], offset: ?>, 3>
            }
            %jt0 = arith.muli %j, %clusters : index
            %jt = arith.addi %jt0, %cluster : index
            %jcx = arith.remui %jt, %tx : index
            %jcy = arith.divui %jt, %tx : index
            %jcxi = arith.index_cast %jcx : index to i32
            %jcyi = arith.index_cast %jcy : index to i32
            %jx = arith.muli %jcxi, %box_w : i32
            %jy0 = arith.muli %jcyi, %box_h : i32
            %jy = arith.addi %jy0, %qy : i32
            %jq = memref.subview %ring[%sj, %qrow, 0] [1, 1, 256] [1, 1, 1]
                : memref<2x4x256xi64, 3> to memref<1x256xi64, strided<[256, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<2xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%jx, %jy] to %jq, %jbar multicast(%mask)
                : !tile.tensormap<i64, rank = 2, box = [256, 1]>, memref<1x256xi64, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      tile.cluster_arrive
      tile.cluster_wait
      gpu.return
    }
  }
}
