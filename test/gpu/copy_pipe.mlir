// GPU cases copy_pipe, copy_pipe_oob (test/gpu/copy_pipe*.toml): a multi-stage (S = 4)
// 2-D f32 copy. Each CTA walks the tiles t = block_id + i * grid_dim (i = 0 .. n - 1) of a
// row-major grid of tiles_x x (num_tiles / tiles_x) boxes of 64 x 32 (innermost first: 64
// columns, 32 rows, 8 KiB) through a ring of S shared-memory stages, each with its own
// mbarrier (arrival count 1). Thread 0 does the TMA work:
//   prologue: loads of tiles 0 .. S-2 into stages 0 .. S-2;
//   iteration i: wait for stage i mod S at parity (i div S) mod 2 (the stage's mbarrier
//   completes one phase per use), TMA-store it, commit a bulk group; then, if tile
//   j = i + S - 1 exists, bulk_wait 1 read (the store of tile i - 1, which used stage
//   j mod S, has finished reading it; tile i's store may still be in flight) and issue
//   tile j's load into that stage. So the loads of tiles i+1 .. i+S-1 are in flight while
//   tile i is stored.
//   epilogue: bulk_wait 0 read before the CTA exits.
// Stage buffers and barriers are memref.subviews of one ring buffer / barrier array: S,
// the box and the tile walk are constants a front end can vary (S x box bytes <= 48 KiB
// of static shared memory). @copy_pipe_w256 is the same walk with 256 x 8 boxes.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry copy_pipe(
// CHECK: mbarrier.init
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: mbarrier.try_wait.parity
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK: cp.async.bulk.commit_group
// CHECK: cp.async.bulk.wait_group.read {{.*}}1;
// CHECK: cp.async.bulk.wait_group.read {{.*}}0;
// CHECK-LABEL: .visible .entry copy_pipe_w256(
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK: cp.async.bulk.wait_group.read {{.*}}1;
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @pipe_ring : memref<4x32x64xf32, 3> {alignment = 1024}
    memref.global "private" @pipe_bars : memref<4xi64, 3> {alignment = 8}
    gpu.func @copy_pipe(%src: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                        %dst: !tile.tensormap<f32, rank = 2, box = [64, 32]>,
                        %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @pipe_ring : memref<4x32x64xf32, 3>
      %bars = memref.get_global @pipe_bars : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c1_i32 = arith.constant 1 : i32
      %box_w = arith.constant 64 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 8192 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        tile.fence_proxy_async shared_cta
        // n = #{ t = bid + i * grid < num_tiles }
        %total = arith.index_cast %num_tiles : i32 to index
        %tx = arith.index_cast %tiles_x : i32 to index
        %owns = arith.cmpi ult, %bid, %total : index
        %rest = arith.subi %total, %bid : index
        %left = arith.select %owns, %rest, %c0 : index
        %n = arith.ceildivui %left, %grid : index
        %pro = arith.minui %n, %lookahead : index
        scf.for %j = %c0 to %pro step %c1 {
          %t0 = arith.muli %j, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %buf = memref.subview %ring[%j, 0, 0] [1, 32, 64] [1, 1, 1]
              : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%j] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%x, %y] to %buf, %bar
              : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          // Consume tile i from stage i mod S, phase parity (i div S) mod 2.
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 64] [1, 1, 1]
              : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          tile.store %buf to %dst[%x, %y]
              : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
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
            %jbuf = memref.subview %ring[%sj, 0, 0] [1, 32, 64] [1, 1, 1]
                : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%lx, %ly] to %jbuf, %jbar
                : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    // The same kernel with 256 x 8 boxes (1 KiB box rows, 8 KiB per stage).
    memref.global "private" @pipe_ring_w256 : memref<4x8x256xf32, 3> {alignment = 1024}
    memref.global "private" @pipe_bars_w256 : memref<4xi64, 3> {alignment = 8}
    gpu.func @copy_pipe_w256(%src: !tile.tensormap<f32, rank = 2, box = [256, 8]>,
                             %dst: !tile.tensormap<f32, rank = 2, box = [256, 8]>,
                             %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @pipe_ring_w256 : memref<4x8x256xf32, 3>
      %bars = memref.get_global @pipe_bars_w256 : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c1_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 8 : i32
      %bytes = arith.constant 8192 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        tile.fence_proxy_async shared_cta
        // n = #{ t = bid + i * grid < num_tiles }
        %total = arith.index_cast %num_tiles : i32 to index
        %tx = arith.index_cast %tiles_x : i32 to index
        %owns = arith.cmpi ult, %bid, %total : index
        %rest = arith.subi %total, %bid : index
        %left = arith.select %owns, %rest, %c0 : index
        %n = arith.ceildivui %left, %grid : index
        %pro = arith.minui %n, %lookahead : index
        scf.for %j = %c0 to %pro step %c1 {
          %t0 = arith.muli %j, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          %buf = memref.subview %ring[%j, 0, 0] [1, 8, 256] [1, 1, 1]
              : memref<4x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%j] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%x, %y] to %buf, %bar
              : !tile.tensormap<f32, rank = 2, box = [256, 8]>, memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          // Consume tile i from stage i mod S, phase parity (i div S) mod 2.
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 8, 256] [1, 1, 1]
              : memref<4x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %t0 = arith.muli %i, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          tile.store %buf to %dst[%x, %y]
              : memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [256, 8]>
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
            %jbuf = memref.subview %ring[%sj, 0, 0] [1, 8, 256] [1, 1, 1]
                : memref<4x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%lx, %ly] to %jbuf, %jbar
                : !tile.tensormap<f32, rank = 2, box = [256, 8]>, memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
