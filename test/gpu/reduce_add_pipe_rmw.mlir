// GPU case reduce_add_pipe_rmw (test/gpu/reduce_add_pipe_rmw.toml): dst += src without the
// TMA reduction (no read-modify-write in L2): a ring of S = 4 stages, each holding the src
// tile and the dst tile (64 x 32 f32, 8 KiB each), both TMA-loaded onto the stage's mbarrier
// (16 KiB expected), added by the CTA's 128 threads in shared memory (dst tile += src tile,
// 16 elements a thread, column tid mod 64, rows tid div 64 + 2 k), then TMA-stored. The same
// DRAM bytes as the TMA reduce-add (src and dst read, dst written) through the plain read
// and write paths. Ring and barriers in dynamic shared memory (65536 + 32 bytes).
// Iteration i (every thread): wait stage i mod S at parity (i div S) mod 2; add;
// fence.proxy.async.shared::cta (the adds are visible to the bulk store); CTA barrier;
// thread 0: store the dst tile, commit, and if tile j = i + S - 1 exists: bulk_wait 1 read
// (the store of tile i - 1 has read stage j mod S; every thread finished with that stage
// before this iteration's barrier) and load tile j's src and dst tiles into it.
// Thread 0 ends with bulk_wait 0 read.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK: .extern .shared .align 1024 .b8 __dynamic_shmem__0[];
// CHECK-LABEL: .visible .entry reduce_add_pipe_rmw(
// (The blocks are laid out in no fixed order: the ops below, in any order.)
// CHECK-DAG: mbarrier.init
// CHECK-DAG: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-DAG: mbarrier.try_wait.parity
// CHECK-DAG: add.rn.f32
// CHECK-DAG: fence.proxy.async.shared::cta
// CHECK-DAG: bar.sync
// CHECK-DAG: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK-DAG: cp.async.bulk.wait_group.read {{.*}}1;
// CHECK-DAG: cp.async.bulk.wait_group.read {{.*}}0;
// CHECK-NOT: cp.reduce.async.bulk
// CHECK: {{^}}}
#wg = #gpu.address_space<workgroup>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @reduce_add_pipe_rmw(%src: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                        %dst: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                        %tiles_x: i32, %num_tiles: i32) kernel {
      // ring[s][0] = src tile, ring[s][1] = dst tile; the barriers after the ring.
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %ring_at = arith.constant 0 : index
      %bars_at = arith.constant 65536 : index
      %ring = memref.view %dyn[%ring_at][] : memref<?xi8, #wg> to memref<4x2x32x64xf32, #wg>
      %bars = memref.view %dyn[%bars_at][] : memref<?xi8, #wg> to memref<4xi64, #wg>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 64 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c1_i32 = arith.constant 1 : i32
      %box_w = arith.constant 64 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      %col = arith.remui %tid, %c64 : index
      %row0 = arith.divui %tid, %c64 : index
      // n = #{ t = bid + i * grid < num_tiles }
      %total = arith.index_cast %num_tiles : i32 to index
      %tx = arith.index_cast %tiles_x : i32 to index
      %owns = arith.cmpi ult, %bid, %total : index
      %rest = arith.subi %total, %bid : index
      %left = arith.select %owns, %rest, %c0 : index
      %n = arith.ceildivui %left, %grid : index
      %pro = arith.minui %n, %lookahead : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, #wg>
        }
        tile.fence_proxy_async shared_cta
        scf.for %j = %c0 to %pro step %c1 {
          %t0 = arith.muli %j, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %sbuf = memref.subview %ring[%j, 0, 0, 0] [1, 1, 32, 64] [1, 1, 1, 1]
              : memref<4x2x32x64xf32, #wg> to memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>
          %dbuf = memref.subview %ring[%j, 1, 0, 0] [1, 1, 32, 64] [1, 1, 1, 1]
              : memref<4x2x32x64xf32, #wg> to memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%j] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
          tile.load %src[%x, %y] to %sbuf, %bar
              : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
          tile.load %dst[%x, %y] to %dbuf, %bar
              : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
        }
      }
      // The inits (thread 0) before any thread waits on a barrier.
      gpu.barrier
      scf.for %i = %c0 to %n step %c1 {
        %s = arith.remui %i, %stages : index
        %round = arith.divui %i, %stages : index
        %par = arith.remui %round, %c2 : index
        %pari = arith.index_cast %par : index to i32
        %sbuf = memref.subview %ring[%s, 0, 0, 0] [1, 1, 32, 64] [1, 1, 1, 1]
            : memref<4x2x32x64xf32, #wg> to memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>
        %dbuf = memref.subview %ring[%s, 1, 0, 0] [1, 1, 32, 64] [1, 1, 1, 1]
            : memref<4x2x32x64xf32, #wg> to memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>
        %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
        tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, #wg>
        scf.for %k = %c0 to %c16 step %c1 {
          %r2 = arith.muli %k, %c2 : index
          %r = arith.addi %r2, %row0 : index
          %a = memref.load %sbuf[%r, %col] : memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>
          %d = memref.load %dbuf[%r, %col] : memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>
          %sum = arith.addf %d, %a : f32
          memref.store %sum, %dbuf[%r, %col] : memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>
        }
        tile.fence_proxy_async shared_cta
        gpu.barrier
        scf.if %leader {
          %t0 = arith.muli %i, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          tile.store %dbuf to %dst[%x, %y]
              : memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
          tile.bulk_commit
          // Refill the stage tile i - 1 used with tile i + S - 1.
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            tile.bulk_wait 1 read
            %sj = arith.remui %j, %stages : index
            %tj0 = arith.muli %j, %grid : index
            %tj = arith.addi %tj0, %bid : index
            %jx = arith.remui %tj, %tx : index
            %jy = arith.divui %tj, %tx : index
            %jxi = arith.index_cast %jx : index to i32
            %jyi = arith.index_cast %jy : index to i32
            %lx = arith.muli %jxi, %box_w : i32
            %ly = arith.muli %jyi, %box_h : i32
            %jsbuf = memref.subview %ring[%sj, 0, 0, 0] [1, 1, 32, 64] [1, 1, 1, 1]
                : memref<4x2x32x64xf32, #wg> to memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>
            %jdbuf = memref.subview %ring[%sj, 1, 0, 0] [1, 1, 32, 64] [1, 1, 1, 1]
                : memref<4x2x32x64xf32, #wg> to memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
            tile.load %src[%lx, %ly] to %jsbuf, %jbar
                : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
            tile.load %dst[%lx, %ly] to %jdbuf, %jbar
                : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
          }
        }
      }
      scf.if %leader {
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
