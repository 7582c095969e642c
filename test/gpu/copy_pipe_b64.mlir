// GPU cases copy_pipe_b64, copy_pipe_b64_oob (test/gpu/copy_pipe_b64*.toml): copy_pipe_dyn.mlir's
// multi-stage copy (same tile walk and mbarrier ring; S = 4 stages of 32 KiB in dynamic shared
// memory, 131104 bytes) over 8-byte elements: boxes of 256 x 16 i64, i.e. 2 KiB box rows (twice
// copy_pipe_dyn's 1 KiB). An f32 tensor with an even innermost extent is the same bytes as an
// i64 tensor of half the columns (same row pitch), and a bit-exact copy of one is a copy of the
// other, OOB zero fill included (zero bits): half as many box rows per byte, so half as many
// box-row edges that fall mid-sector when the row pitch is a 16- but not a 32-byte multiple
// (copy_2d_oob's 31984 and 32752 bytes).
// Variants (dynamic shared memory = S x box bytes + 8 S): @copy_pipe_b64_s3: S = 3, L = 2 of
// 256 x 16 (98328 B: 2 CTAs per SM); @copy_pipe_b64_h8: S = 4, L = 3 of 256 x 8 (16 KiB stages,
// 65568 B: 3 CTAs per SM); @copy_pipe_b64_h32: S = 3, L = 2 of 256 x 32 (64 KiB stages,
// 196632 B).
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK: .extern .shared .align 1024 .b8 __dynamic_shmem__0[];
// CHECK-LABEL: .visible .entry copy_pipe_b64(
// CHECK: mbarrier.init
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: mbarrier.try_wait.parity
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK: cp.async.bulk.wait_group.read {{.*}}1;
// CHECK: cp.async.bulk.wait_group.read {{.*}}0;
// CHECK-LABEL: .visible .entry copy_pipe_b64_s3(
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK-LABEL: .visible .entry copy_pipe_b64_h8(
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
// CHECK-LABEL: .visible .entry copy_pipe_b64_h32(
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group
#wg = #gpu.address_space<workgroup>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @copy_pipe_b64(%src: !tile.tensormap<i64, rank = 2, box = [256, 16]>,
                        %dst: !tile.tensormap<i64, rank = 2, box = [256, 16]>,
                        %tiles_x: i32, %num_tiles: i32) kernel {
      // The ring at offset 0 of dynamic shared memory, the barriers after it.
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %ring_at = arith.constant 0 : index
      %bars_at = arith.constant 131072 : index
      %ring = memref.view %dyn[%ring_at][] : memref<?xi8, #wg> to memref<4x16x256xi64, #wg>
      %bars = memref.view %dyn[%bars_at][] : memref<?xi8, #wg> to memref<4xi64, #wg>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c1_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 16 : i32
      %bytes = arith.constant 32768 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, #wg>
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
          %buf = memref.subview %ring[%j, 0, 0] [1, 16, 256] [1, 1, 1]
              : memref<4x16x256xi64, #wg> to memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%j] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
          tile.load %src[%x, %y] to %buf, %bar
              : !tile.tensormap<i64, rank = 2, box = [256, 16]>, memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
        }
        scf.for %i = %c0 to %n step %c1 {
          // Consume tile i from stage i mod S, phase parity (i div S) mod 2.
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 16, 256] [1, 1, 1]
              : memref<4x16x256xi64, #wg> to memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, #wg>
          %t0 = arith.muli %i, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          tile.store %buf to %dst[%x, %y]
              : memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>, !tile.tensormap<i64, rank = 2, box = [256, 16]>
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
            %jbuf = memref.subview %ring[%sj, 0, 0] [1, 16, 256] [1, 1, 1]
                : memref<4x16x256xi64, #wg> to memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
            tile.load %src[%lx, %ly] to %jbuf, %jbar
                : !tile.tensormap<i64, rank = 2, box = [256, 16]>, memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    gpu.func @copy_pipe_b64_s3(%src: !tile.tensormap<i64, rank = 2, box = [256, 16]>,
                        %dst: !tile.tensormap<i64, rank = 2, box = [256, 16]>,
                        %tiles_x: i32, %num_tiles: i32) kernel {
      // The ring at offset 0 of dynamic shared memory, the barriers after it.
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %ring_at = arith.constant 0 : index
      %bars_at = arith.constant 98304 : index
      %ring = memref.view %dyn[%ring_at][] : memref<?xi8, #wg> to memref<3x16x256xi64, #wg>
      %bars = memref.view %dyn[%bars_at][] : memref<?xi8, #wg> to memref<3xi64, #wg>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 3 : index
      %lookahead = arith.constant 2 : index
      %c1_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 16 : i32
      %bytes = arith.constant 32768 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<3xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, #wg>
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
          %buf = memref.subview %ring[%j, 0, 0] [1, 16, 256] [1, 1, 1]
              : memref<3x16x256xi64, #wg> to memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%j] [1] [1] : memref<3xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
          tile.load %src[%x, %y] to %buf, %bar
              : !tile.tensormap<i64, rank = 2, box = [256, 16]>, memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
        }
        scf.for %i = %c0 to %n step %c1 {
          // Consume tile i from stage i mod S, phase parity (i div S) mod 2.
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 16, 256] [1, 1, 1]
              : memref<3x16x256xi64, #wg> to memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%s] [1] [1] : memref<3xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, #wg>
          %t0 = arith.muli %i, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          tile.store %buf to %dst[%x, %y]
              : memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>, !tile.tensormap<i64, rank = 2, box = [256, 16]>
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
            %jbuf = memref.subview %ring[%sj, 0, 0] [1, 16, 256] [1, 1, 1]
                : memref<3x16x256xi64, #wg> to memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<3xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
            tile.load %src[%lx, %ly] to %jbuf, %jbar
                : !tile.tensormap<i64, rank = 2, box = [256, 16]>, memref<16x256xi64, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    gpu.func @copy_pipe_b64_h8(%src: !tile.tensormap<i64, rank = 2, box = [256, 8]>,
                        %dst: !tile.tensormap<i64, rank = 2, box = [256, 8]>,
                        %tiles_x: i32, %num_tiles: i32) kernel {
      // The ring at offset 0 of dynamic shared memory, the barriers after it.
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %ring_at = arith.constant 0 : index
      %bars_at = arith.constant 65536 : index
      %ring = memref.view %dyn[%ring_at][] : memref<?xi8, #wg> to memref<4x8x256xi64, #wg>
      %bars = memref.view %dyn[%bars_at][] : memref<?xi8, #wg> to memref<4xi64, #wg>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c1_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 8 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, #wg>
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
              : memref<4x8x256xi64, #wg> to memref<8x256xi64, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%j] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
          tile.load %src[%x, %y] to %buf, %bar
              : !tile.tensormap<i64, rank = 2, box = [256, 8]>, memref<8x256xi64, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
        }
        scf.for %i = %c0 to %n step %c1 {
          // Consume tile i from stage i mod S, phase parity (i div S) mod 2.
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 8, 256] [1, 1, 1]
              : memref<4x8x256xi64, #wg> to memref<8x256xi64, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%s] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, #wg>
          %t0 = arith.muli %i, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          tile.store %buf to %dst[%x, %y]
              : memref<8x256xi64, strided<[256, 1], offset: ?>, #wg>, !tile.tensormap<i64, rank = 2, box = [256, 8]>
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
                : memref<4x8x256xi64, #wg> to memref<8x256xi64, strided<[256, 1], offset: ?>, #wg>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
            tile.load %src[%lx, %ly] to %jbuf, %jbar
                : !tile.tensormap<i64, rank = 2, box = [256, 8]>, memref<8x256xi64, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    gpu.func @copy_pipe_b64_h32(%src: !tile.tensormap<i64, rank = 2, box = [256, 32]>,
                        %dst: !tile.tensormap<i64, rank = 2, box = [256, 32]>,
                        %tiles_x: i32, %num_tiles: i32) kernel {
      // The ring at offset 0 of dynamic shared memory, the barriers after it.
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %ring_at = arith.constant 0 : index
      %bars_at = arith.constant 196608 : index
      %ring = memref.view %dyn[%ring_at][] : memref<?xi8, #wg> to memref<3x32x256xi64, #wg>
      %bars = memref.view %dyn[%bars_at][] : memref<?xi8, #wg> to memref<3xi64, #wg>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 3 : index
      %lookahead = arith.constant 2 : index
      %c1_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 65536 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<3xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_init %b, %c1_i32 : memref<i64, strided<[], offset: ?>, #wg>
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
          %buf = memref.subview %ring[%j, 0, 0] [1, 32, 256] [1, 1, 1]
              : memref<3x32x256xi64, #wg> to memref<32x256xi64, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%j] [1] [1] : memref<3xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
          tile.load %src[%x, %y] to %buf, %bar
              : !tile.tensormap<i64, rank = 2, box = [256, 32]>, memref<32x256xi64, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
        }
        scf.for %i = %c0 to %n step %c1 {
          // Consume tile i from stage i mod S, phase parity (i div S) mod 2.
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 256] [1, 1, 1]
              : memref<3x32x256xi64, #wg> to memref<32x256xi64, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%s] [1] [1] : memref<3xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, #wg>
          %t0 = arith.muli %i, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          tile.store %buf to %dst[%x, %y]
              : memref<32x256xi64, strided<[256, 1], offset: ?>, #wg>, !tile.tensormap<i64, rank = 2, box = [256, 32]>
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
            %jbuf = memref.subview %ring[%sj, 0, 0] [1, 32, 256] [1, 1, 1]
                : memref<3x32x256xi64, #wg> to memref<32x256xi64, strided<[256, 1], offset: ?>, #wg>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<3xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
            tile.load %src[%lx, %ly] to %jbuf, %jbar
                : !tile.tensormap<i64, rank = 2, box = [256, 32]>, memref<32x256xi64, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
