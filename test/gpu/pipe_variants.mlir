// Variants of the pipelined kernels of copy_pipe.mlir / reduce_add_pipe.mlir, measured
// side by side on the GPU (bench/RESULTS.md, 2026-11-25): the same walk and mbarrier ring
// with other stage counts S, lookaheads L (loads of tiles i+1 .. i+L in flight while tile i
// is stored; a stage is refilled after bulk_wait (S - L) read) and boxes, and an L2
// prefetch of dst's box (tile.prefetch) when a reduce-add tile's load is issued.
//   @copy_pipe_w256x15_s3     S = 3, L = 2, 256 x 15 boxes (15 KiB stages, 45 KiB ring)
//   @copy_pipe_w256_s3        S = 3, L = 2, 256 x 8 boxes
//   @copy_pipe_w256_l2        S = 4, L = 2, 256 x 8 boxes (bulk_wait 2 read)
//   @reduce_add_pipe_pf       S = 4, L = 3, 64 x 32 boxes, dst prefetched to L2
//   @reduce_add_pipe_w256_pf  S = 4, L = 3, 256 x 8 boxes, dst prefetched to L2
//   @reduce_add_pipe_l2       S = 4, L = 2, 64 x 32 boxes (bulk_wait 2 read)
// Parameters as copy_pipe: src, dst, tiles_x, num_tiles; one thread per CTA issues.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry copy_pipe_w256x15_s3(
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK: cp.async.bulk.wait_group.read {{.*}}1;
// CHECK-LABEL: .visible .entry copy_pipe_w256_s3(
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK: cp.async.bulk.wait_group.read {{.*}}1;
// CHECK-LABEL: .visible .entry copy_pipe_w256_l2(
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK: cp.async.bulk.wait_group.read {{.*}}2;
// CHECK-LABEL: .visible .entry reduce_add_pipe_pf(
// CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group
// CHECK-LABEL: .visible .entry reduce_add_pipe_w256_pf(
// CHECK: cp.async.bulk.prefetch.tensor.2d.L2.global
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group
// CHECK-LABEL: .visible .entry reduce_add_pipe_l2(
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group
// CHECK: cp.async.bulk.wait_group.read {{.*}}2;
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @copy_pipe_w256x15_s3_ring : memref<3x15x256xf32, 3> {alignment = 1024}
    memref.global "private" @copy_pipe_w256x15_s3_bars : memref<3xi64, 3> {alignment = 8}
    gpu.func @copy_pipe_w256x15_s3(%src: !tile.tensormap<f32, rank = 2, box = [256, 15]>, %dst: !tile.tensormap<f32, rank = 2, box = [256, 15]>, %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @copy_pipe_w256x15_s3_ring : memref<3x15x256xf32, 3>
      %bars = memref.get_global @copy_pipe_w256x15_s3_bars : memref<3xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 3 : index
      %lookahead = arith.constant 2 : index
      %c1_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 15 : i32
      %bytes = arith.constant 15360 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        tile.fence_proxy_async shared_cta
        %total = arith.index_cast %num_tiles : i32 to index
        %tx = arith.index_cast %tiles_x : i32 to index
        %owns = arith.cmpi ult, %bid, %total : index
        %rest = arith.subi %total, %bid : index
        %left = arith.select %owns, %rest, %c0 : index
        %n = arith.ceildivui %left, %grid : index
        %pro = arith.minui %n, %lookahead : index
        scf.for %j = %c0 to %pro step %c1 {
          %ps = arith.addi %j, %c0 : index
          %pt0 = arith.muli %j, %grid : index
          %pt = arith.addi %pt0, %bid : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py = arith.muli %pcyi, %box_h : i32
          %pbuf = memref.subview %ring[%ps, 0, 0] [1, 15, 256] [1, 1, 1] : memref<3x15x256xf32, 3> to memref<15x256xf32, strided<[256, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%ps] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pbuf, %pbar : !tile.tensormap<f32, rank = 2, box = [256, 15]>, memref<15x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 15, 256] [1, 1, 1] : memref<3x15x256xf32, 3> to memref<15x256xf32, strided<[256, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %ct0 = arith.muli %i, %grid : index
          %ct = arith.addi %ct0, %bid : index
          %ccx = arith.remui %ct, %tx : index
          %ccy = arith.divui %ct, %tx : index
          %ccxi = arith.index_cast %ccx : index to i32
          %ccyi = arith.index_cast %ccy : index to i32
          %cx = arith.muli %ccxi, %box_w : i32
          %cy = arith.muli %ccyi, %box_h : i32
          tile.store %buf to %dst[%cx, %cy] : memref<15x256xf32, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [256, 15]>
          tile.bulk_commit
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            tile.bulk_wait 1 read
            %ls = arith.remui %j, %stages : index
            %lt0 = arith.muli %j, %grid : index
            %lt = arith.addi %lt0, %bid : index
            %lcx = arith.remui %lt, %tx : index
            %lcy = arith.divui %lt, %tx : index
            %lcxi = arith.index_cast %lcx : index to i32
            %lcyi = arith.index_cast %lcy : index to i32
            %lx = arith.muli %lcxi, %box_w : i32
            %ly = arith.muli %lcyi, %box_h : i32
            %lbuf = memref.subview %ring[%ls, 0, 0] [1, 15, 256] [1, 1, 1] : memref<3x15x256xf32, 3> to memref<15x256xf32, strided<[256, 1], offset: ?>, 3>
            %lbar = memref.subview %bars[%ls] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %lbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%lx, %ly] to %lbuf, %lbar : !tile.tensormap<f32, rank = 2, box = [256, 15]>, memref<15x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    memref.global "private" @copy_pipe_w256_s3_ring : memref<3x8x256xf32, 3> {alignment = 1024}
    memref.global "private" @copy_pipe_w256_s3_bars : memref<3xi64, 3> {alignment = 8}
    gpu.func @copy_pipe_w256_s3(%src: !tile.tensormap<f32, rank = 2, box = [256, 8]>, %dst: !tile.tensormap<f32, rank = 2, box = [256, 8]>, %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @copy_pipe_w256_s3_ring : memref<3x8x256xf32, 3>
      %bars = memref.get_global @copy_pipe_w256_s3_bars : memref<3xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 3 : index
      %lookahead = arith.constant 2 : index
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
          %b = memref.subview %bars[%k] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, 3>
        }
        tile.fence_proxy_async shared_cta
        %total = arith.index_cast %num_tiles : i32 to index
        %tx = arith.index_cast %tiles_x : i32 to index
        %owns = arith.cmpi ult, %bid, %total : index
        %rest = arith.subi %total, %bid : index
        %left = arith.select %owns, %rest, %c0 : index
        %n = arith.ceildivui %left, %grid : index
        %pro = arith.minui %n, %lookahead : index
        scf.for %j = %c0 to %pro step %c1 {
          %ps = arith.addi %j, %c0 : index
          %pt0 = arith.muli %j, %grid : index
          %pt = arith.addi %pt0, %bid : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py = arith.muli %pcyi, %box_h : i32
          %pbuf = memref.subview %ring[%ps, 0, 0] [1, 8, 256] [1, 1, 1] : memref<3x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%ps] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pbuf, %pbar : !tile.tensormap<f32, rank = 2, box = [256, 8]>, memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 8, 256] [1, 1, 1] : memref<3x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %ct0 = arith.muli %i, %grid : index
          %ct = arith.addi %ct0, %bid : index
          %ccx = arith.remui %ct, %tx : index
          %ccy = arith.divui %ct, %tx : index
          %ccxi = arith.index_cast %ccx : index to i32
          %ccyi = arith.index_cast %ccy : index to i32
          %cx = arith.muli %ccxi, %box_w : i32
          %cy = arith.muli %ccyi, %box_h : i32
          tile.store %buf to %dst[%cx, %cy] : memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [256, 8]>
          tile.bulk_commit
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            tile.bulk_wait 1 read
            %ls = arith.remui %j, %stages : index
            %lt0 = arith.muli %j, %grid : index
            %lt = arith.addi %lt0, %bid : index
            %lcx = arith.remui %lt, %tx : index
            %lcy = arith.divui %lt, %tx : index
            %lcxi = arith.index_cast %lcx : index to i32
            %lcyi = arith.index_cast %lcy : index to i32
            %lx = arith.muli %lcxi, %box_w : i32
            %ly = arith.muli %lcyi, %box_h : i32
            %lbuf = memref.subview %ring[%ls, 0, 0] [1, 8, 256] [1, 1, 1] : memref<3x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
            %lbar = memref.subview %bars[%ls] [1] [1] : memref<3xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %lbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%lx, %ly] to %lbuf, %lbar : !tile.tensormap<f32, rank = 2, box = [256, 8]>, memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    memref.global "private" @copy_pipe_w256_l2_ring : memref<4x8x256xf32, 3> {alignment = 1024}
    memref.global "private" @copy_pipe_w256_l2_bars : memref<4xi64, 3> {alignment = 8}
    gpu.func @copy_pipe_w256_l2(%src: !tile.tensormap<f32, rank = 2, box = [256, 8]>, %dst: !tile.tensormap<f32, rank = 2, box = [256, 8]>, %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @copy_pipe_w256_l2_ring : memref<4x8x256xf32, 3>
      %bars = memref.get_global @copy_pipe_w256_l2_bars : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 2 : index
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
        %total = arith.index_cast %num_tiles : i32 to index
        %tx = arith.index_cast %tiles_x : i32 to index
        %owns = arith.cmpi ult, %bid, %total : index
        %rest = arith.subi %total, %bid : index
        %left = arith.select %owns, %rest, %c0 : index
        %n = arith.ceildivui %left, %grid : index
        %pro = arith.minui %n, %lookahead : index
        scf.for %j = %c0 to %pro step %c1 {
          %ps = arith.addi %j, %c0 : index
          %pt0 = arith.muli %j, %grid : index
          %pt = arith.addi %pt0, %bid : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py = arith.muli %pcyi, %box_h : i32
          %pbuf = memref.subview %ring[%ps, 0, 0] [1, 8, 256] [1, 1, 1] : memref<4x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%ps] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pbuf, %pbar : !tile.tensormap<f32, rank = 2, box = [256, 8]>, memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 8, 256] [1, 1, 1] : memref<4x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %ct0 = arith.muli %i, %grid : index
          %ct = arith.addi %ct0, %bid : index
          %ccx = arith.remui %ct, %tx : index
          %ccy = arith.divui %ct, %tx : index
          %ccxi = arith.index_cast %ccx : index to i32
          %ccyi = arith.index_cast %ccy : index to i32
          %cx = arith.muli %ccxi, %box_w : i32
          %cy = arith.muli %ccyi, %box_h : i32
          tile.store %buf to %dst[%cx, %cy] : memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [256, 8]>
          tile.bulk_commit
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            tile.bulk_wait 2 read
            %ls = arith.remui %j, %stages : index
            %lt0 = arith.muli %j, %grid : index
            %lt = arith.addi %lt0, %bid : index
            %lcx = arith.remui %lt, %tx : index
            %lcy = arith.divui %lt, %tx : index
            %lcxi = arith.index_cast %lcx : index to i32
            %lcyi = arith.index_cast %lcy : index to i32
            %lx = arith.muli %lcxi, %box_w : i32
            %ly = arith.muli %lcyi, %box_h : i32
            %lbuf = memref.subview %ring[%ls, 0, 0] [1, 8, 256] [1, 1, 1] : memref<4x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
            %lbar = memref.subview %bars[%ls] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %lbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%lx, %ly] to %lbuf, %lbar : !tile.tensormap<f32, rank = 2, box = [256, 8]>, memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    memref.global "private" @reduce_add_pipe_pf_ring : memref<4x32x64xf32, 3> {alignment = 1024}
    memref.global "private" @reduce_add_pipe_pf_bars : memref<4xi64, 3> {alignment = 8}
    gpu.func @reduce_add_pipe_pf(%src: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %dst: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @reduce_add_pipe_pf_ring : memref<4x32x64xf32, 3>
      %bars = memref.get_global @reduce_add_pipe_pf_bars : memref<4xi64, 3>
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
        %total = arith.index_cast %num_tiles : i32 to index
        %tx = arith.index_cast %tiles_x : i32 to index
        %owns = arith.cmpi ult, %bid, %total : index
        %rest = arith.subi %total, %bid : index
        %left = arith.select %owns, %rest, %c0 : index
        %n = arith.ceildivui %left, %grid : index
        %pro = arith.minui %n, %lookahead : index
        scf.for %j = %c0 to %pro step %c1 {
          %ps = arith.addi %j, %c0 : index
          %pt0 = arith.muli %j, %grid : index
          %pt = arith.addi %pt0, %bid : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py = arith.muli %pcyi, %box_h : i32
          %pbuf = memref.subview %ring[%ps, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%ps] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pbuf, %pbar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          tile.prefetch %dst[%px, %py] : !tile.tensormap<f32, rank = 2, box = [64, 32]>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %ct0 = arith.muli %i, %grid : index
          %ct = arith.addi %ct0, %bid : index
          %ccx = arith.remui %ct, %tx : index
          %ccy = arith.divui %ct, %tx : index
          %ccxi = arith.index_cast %ccx : index to i32
          %ccyi = arith.index_cast %ccy : index to i32
          %cx = arith.muli %ccxi, %box_w : i32
          %cy = arith.muli %ccyi, %box_h : i32
          tile.reduce add %buf to %dst[%cx, %cy] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
          tile.bulk_commit
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            tile.bulk_wait 1 read
            %ls = arith.remui %j, %stages : index
            %lt0 = arith.muli %j, %grid : index
            %lt = arith.addi %lt0, %bid : index
            %lcx = arith.remui %lt, %tx : index
            %lcy = arith.divui %lt, %tx : index
            %lcxi = arith.index_cast %lcx : index to i32
            %lcyi = arith.index_cast %lcy : index to i32
            %lx = arith.muli %lcxi, %box_w : i32
            %ly = arith.muli %lcyi, %box_h : i32
            %lbuf = memref.subview %ring[%ls, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
            %lbar = memref.subview %bars[%ls] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %lbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%lx, %ly] to %lbuf, %lbar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
            tile.prefetch %dst[%lx, %ly] : !tile.tensormap<f32, rank = 2, box = [64, 32]>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    memref.global "private" @reduce_add_pipe_w256_pf_ring : memref<4x8x256xf32, 3> {alignment = 1024}
    memref.global "private" @reduce_add_pipe_w256_pf_bars : memref<4xi64, 3> {alignment = 8}
    gpu.func @reduce_add_pipe_w256_pf(%src: !tile.tensormap<f32, rank = 2, box = [256, 8]>, %dst: !tile.tensormap<f32, rank = 2, box = [256, 8]>, %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @reduce_add_pipe_w256_pf_ring : memref<4x8x256xf32, 3>
      %bars = memref.get_global @reduce_add_pipe_w256_pf_bars : memref<4xi64, 3>
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
        %total = arith.index_cast %num_tiles : i32 to index
        %tx = arith.index_cast %tiles_x : i32 to index
        %owns = arith.cmpi ult, %bid, %total : index
        %rest = arith.subi %total, %bid : index
        %left = arith.select %owns, %rest, %c0 : index
        %n = arith.ceildivui %left, %grid : index
        %pro = arith.minui %n, %lookahead : index
        scf.for %j = %c0 to %pro step %c1 {
          %ps = arith.addi %j, %c0 : index
          %pt0 = arith.muli %j, %grid : index
          %pt = arith.addi %pt0, %bid : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py = arith.muli %pcyi, %box_h : i32
          %pbuf = memref.subview %ring[%ps, 0, 0] [1, 8, 256] [1, 1, 1] : memref<4x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%ps] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pbuf, %pbar : !tile.tensormap<f32, rank = 2, box = [256, 8]>, memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          tile.prefetch %dst[%px, %py] : !tile.tensormap<f32, rank = 2, box = [256, 8]>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 8, 256] [1, 1, 1] : memref<4x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %ct0 = arith.muli %i, %grid : index
          %ct = arith.addi %ct0, %bid : index
          %ccx = arith.remui %ct, %tx : index
          %ccy = arith.divui %ct, %tx : index
          %ccxi = arith.index_cast %ccx : index to i32
          %ccyi = arith.index_cast %ccy : index to i32
          %cx = arith.muli %ccxi, %box_w : i32
          %cy = arith.muli %ccyi, %box_h : i32
          tile.reduce add %buf to %dst[%cx, %cy] : memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [256, 8]>
          tile.bulk_commit
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            tile.bulk_wait 1 read
            %ls = arith.remui %j, %stages : index
            %lt0 = arith.muli %j, %grid : index
            %lt = arith.addi %lt0, %bid : index
            %lcx = arith.remui %lt, %tx : index
            %lcy = arith.divui %lt, %tx : index
            %lcxi = arith.index_cast %lcx : index to i32
            %lcyi = arith.index_cast %lcy : index to i32
            %lx = arith.muli %lcxi, %box_w : i32
            %ly = arith.muli %lcyi, %box_h : i32
            %lbuf = memref.subview %ring[%ls, 0, 0] [1, 8, 256] [1, 1, 1] : memref<4x8x256xf32, 3> to memref<8x256xf32, strided<[256, 1], offset: ?>, 3>
            %lbar = memref.subview %bars[%ls] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %lbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%lx, %ly] to %lbuf, %lbar : !tile.tensormap<f32, rank = 2, box = [256, 8]>, memref<8x256xf32, strided<[256, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
            tile.prefetch %dst[%lx, %ly] : !tile.tensormap<f32, rank = 2, box = [256, 8]>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    memref.global "private" @reduce_add_pipe_l2_ring : memref<4x32x64xf32, 3> {alignment = 1024}
    memref.global "private" @reduce_add_pipe_l2_bars : memref<4xi64, 3> {alignment = 8}
    gpu.func @reduce_add_pipe_l2(%src: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %dst: !tile.tensormap<f32, rank = 2, box = [64, 32]>, %tiles_x: i32, %num_tiles: i32) kernel {
      %ring = memref.get_global @reduce_add_pipe_l2_ring : memref<4x32x64xf32, 3>
      %bars = memref.get_global @reduce_add_pipe_l2_bars : memref<4xi64, 3>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 2 : index
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
        %total = arith.index_cast %num_tiles : i32 to index
        %tx = arith.index_cast %tiles_x : i32 to index
        %owns = arith.cmpi ult, %bid, %total : index
        %rest = arith.subi %total, %bid : index
        %left = arith.select %owns, %rest, %c0 : index
        %n = arith.ceildivui %left, %grid : index
        %pro = arith.minui %n, %lookahead : index
        scf.for %j = %c0 to %pro step %c1 {
          %ps = arith.addi %j, %c0 : index
          %pt0 = arith.muli %j, %grid : index
          %pt = arith.addi %pt0, %bid : index
          %pcx = arith.remui %pt, %tx : index
          %pcy = arith.divui %pt, %tx : index
          %pcxi = arith.index_cast %pcx : index to i32
          %pcyi = arith.index_cast %pcy : index to i32
          %px = arith.muli %pcxi, %box_w : i32
          %py = arith.muli %pcyi, %box_h : i32
          %pbuf = memref.subview %ring[%ps, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %pbar = memref.subview %bars[%ps] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_arrive_expect_tx %pbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
          tile.load %src[%px, %py] to %pbuf, %pbar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
        }
        scf.for %i = %c0 to %n step %c1 {
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, 3>
          %ct0 = arith.muli %i, %grid : index
          %ct = arith.addi %ct0, %bid : index
          %ccx = arith.remui %ct, %tx : index
          %ccy = arith.divui %ct, %tx : index
          %ccxi = arith.index_cast %ccx : index to i32
          %ccyi = arith.index_cast %ccy : index to i32
          %cx = arith.muli %ccxi, %box_w : i32
          %cy = arith.muli %ccyi, %box_h : i32
          tile.reduce add %buf to %dst[%cx, %cy] : memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, !tile.tensormap<f32, rank = 2, box = [64, 32]>
          tile.bulk_commit
          %j = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %j, %n : index
          scf.if %more {
            tile.bulk_wait 2 read
            %ls = arith.remui %j, %stages : index
            %lt0 = arith.muli %j, %grid : index
            %lt = arith.addi %lt0, %bid : index
            %lcx = arith.remui %lt, %tx : index
            %lcy = arith.divui %lt, %tx : index
            %lcxi = arith.index_cast %lcx : index to i32
            %lcyi = arith.index_cast %lcy : index to i32
            %lx = arith.muli %lcxi, %box_w : i32
            %ly = arith.muli %lcyi, %box_h : i32
            %lbuf = memref.subview %ring[%ls, 0, 0] [1, 32, 64] [1, 1, 1] : memref<4x32x64xf32, 3> to memref<32x64xf32, strided<[64, 1], offset: ?>, 3>
            %lbar = memref.subview %bars[%ls] [1] [1] : memref<4xi64, 3> to memref<i64, strided<[], offset: ?>, 3>
            tile.mbarrier_arrive_expect_tx %lbar, %bytes : memref<i64, strided<[], offset: ?>, 3>
            tile.load %src[%lx, %ly] to %lbuf, %lbar : !tile.tensormap<f32, rank = 2, box = [64, 32]>, memref<32x64xf32, strided<[64, 1], offset: ?>, 3>, memref<i64, strided<[], offset: ?>, 3>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
