// GPU cases reduce_add_pipe_dyn, reduce_add_pipe_dyn_s6 (test/gpu/reduce_add_pipe_dyn*.toml):
// reduce_add_pipe.mlir's multi-stage TMA reduce-add (dst += src; same ring protocol, see
// there and copy_pipe.mlir) with larger stages: 256 x 32 f32 boxes (32 KiB each, 4x the
// bytes per TMA op), the ring (S x 32 KiB) and its S mbarriers in dynamic shared memory
// (memref.view of gpu.dynamic_shared_memory at offsets 0 and S x 32 KiB), sized by the
// launch: dynamic_smem = S x 32768 + 8 S. @reduce_add_pipe_dyn: S = 4 (128 KiB);
// @reduce_add_pipe_dyn_s6: S = 6 (192 KiB). One CTA per SM: 132 CTAs.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK: .extern .shared .align 1024 .b8 __dynamic_shmem__0[];
// CHECK-LABEL: .visible .entry reduce_add_pipe_dyn(
// CHECK: mbarrier.init
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK: mbarrier.try_wait.parity
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group
// CHECK: cp.async.bulk.wait_group.read {{.*}}1;
// CHECK: cp.async.bulk.wait_group.read {{.*}}0;
// CHECK-LABEL: .visible .entry reduce_add_pipe_dyn_s6(
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group
#wg = #gpu.address_space<workgroup>
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    gpu.func @reduce_add_pipe_dyn(%src: !tile.tensormap<f32, rank = 2, box = [256, 32]>,
                        %dst: !tile.tensormap<f32, rank = 2, box = [256, 32]>,
                        %tiles_x: i32, %num_tiles: i32) kernel {
      // The ring at offset 0 of dynamic shared memory, the barriers after it.
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %ring_at = arith.constant 0 : index
      %bars_at = arith.constant 131072 : index
      %ring = memref.view %dyn[%ring_at][] : memref<?xi8, #wg> to memref<4x32x256xf32, #wg>
      %bars = memref.view %dyn[%bars_at][] : memref<?xi8, #wg> to memref<4xi64, #wg>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 4 : index
      %lookahead = arith.constant 3 : index
      %c1_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 32 : i32
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
          %buf = memref.subview %ring[%j, 0, 0] [1, 32, 256] [1, 1, 1]
              : memref<4x32x256xf32, #wg> to memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%j] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
          tile.load %src[%x, %y] to %buf, %bar
              : !tile.tensormap<f32, rank = 2, box = [256, 32]>, memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
        }
        scf.for %i = %c0 to %n step %c1 {
          // Reduce tile i from stage i mod S, phase parity (i div S) mod 2.
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 256] [1, 1, 1]
              : memref<4x32x256xf32, #wg> to memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>
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
          tile.reduce add %buf to %dst[%x, %y]
              : memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>, !tile.tensormap<f32, rank = 2, box = [256, 32]>
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
                : memref<4x32x256xf32, #wg> to memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<4xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
            tile.load %src[%lx, %ly] to %jbuf, %jbar
                : !tile.tensormap<f32, rank = 2, box = [256, 32]>, memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    gpu.func @reduce_add_pipe_dyn_s6(%src: !tile.tensormap<f32, rank = 2, box = [256, 32]>,
                        %dst: !tile.tensormap<f32, rank = 2, box = [256, 32]>,
                        %tiles_x: i32, %num_tiles: i32) kernel {
      // The ring at offset 0 of dynamic shared memory, the barriers after it.
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %ring_at = arith.constant 0 : index
      %bars_at = arith.constant 196608 : index
      %ring = memref.view %dyn[%ring_at][] : memref<?xi8, #wg> to memref<6x32x256xf32, #wg>
      %bars = memref.view %dyn[%bars_at][] : memref<?xi8, #wg> to memref<6xi64, #wg>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %stages = arith.constant 6 : index
      %lookahead = arith.constant 5 : index
      %c1_i32 = arith.constant 1 : i32
      %box_w = arith.constant 256 : i32
      %box_h = arith.constant 32 : i32
      %bytes = arith.constant 32768 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %grid = gpu.grid_dim x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        scf.for %k = %c0 to %stages step %c1 {
          %b = memref.subview %bars[%k] [1] [1] : memref<6xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
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
              : memref<6x32x256xf32, #wg> to memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%j] [1] [1] : memref<6xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
          tile.load %src[%x, %y] to %buf, %bar
              : !tile.tensormap<f32, rank = 2, box = [256, 32]>, memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
        }
        scf.for %i = %c0 to %n step %c1 {
          // Reduce tile i from stage i mod S, phase parity (i div S) mod 2.
          %s = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
          %buf = memref.subview %ring[%s, 0, 0] [1, 32, 256] [1, 1, 1]
              : memref<6x32x256xf32, #wg> to memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>
          %bar = memref.subview %bars[%s] [1] [1] : memref<6xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
          tile.mbarrier_wait_parity %bar, %pari : memref<i64, strided<[], offset: ?>, #wg>
          %t0 = arith.muli %i, %grid : index
          %t = arith.addi %t0, %bid : index
          %cx = arith.remui %t, %tx : index
          %cy = arith.divui %t, %tx : index
          %cxi = arith.index_cast %cx : index to i32
          %cyi = arith.index_cast %cy : index to i32
          %x = arith.muli %cxi, %box_w : i32
          %y = arith.muli %cyi, %box_h : i32
          tile.reduce add %buf to %dst[%x, %y]
              : memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>, !tile.tensormap<f32, rank = 2, box = [256, 32]>
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
                : memref<6x32x256xf32, #wg> to memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>
            %jbar = memref.subview %bars[%sj] [1] [1] : memref<6xi64, #wg> to memref<i64, strided<[], offset: ?>, #wg>
            tile.mbarrier_arrive_expect_tx %jbar, %bytes : memref<i64, strided<[], offset: ?>, #wg>
            tile.load %src[%lx, %ly] to %jbuf, %jbar
                : !tile.tensormap<f32, rank = 2, box = [256, 32]>, memref<32x256xf32, strided<[256, 1], offset: ?>, #wg>, memref<i64, strided<[], offset: ?>, #wg>
          }
        }
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
