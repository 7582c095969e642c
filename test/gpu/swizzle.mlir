// GPU cases swizzle_sw32 / swizzle_sw64 / swizzle_sw128 / swizzle_sw128_narrow
// (test/gpu/swizzle_*.toml): a swizzled TMA load of one f32 box per CTA into shared
// memory, then every thread copies the raw shared-memory bytes out with plain loads and
// stores (memref.load / memref.store, no TMA) into the debug image at CTA t = by *
// gridDim.x + bx, and thread 0 stores the box back through a tensor map with the same
// swizzle. The runner compares the image with the layout the swizzle formula gives
// (16-byte chunk index XOR bits 7.. of the byte offset; the tables of the TMA tutorial) and
// checks that the swizzled store restored src exactly.
// Boxes (innermost first) are the TMA tutorial's: sw32 8x16 (32-byte rows), sw64 16x16 (64-byte
// rows), sw128 32x16 (128-byte rows); sw128_narrow is 16x32 (64-byte rows under a
// 128-byte swizzle: the TMA tutorial shows each row padded to the 128-byte span, so its shared
// buffer is 32 x 128 bytes although one box is 2 KiB).
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry swizzle_sw32(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: st.global
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta
// CHECK-LABEL: .visible .entry swizzle_sw64(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: st.global
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta
// CHECK-LABEL: .visible .entry swizzle_sw128(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: st.global
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta
// CHECK-LABEL: .visible .entry swizzle_sw128_narrow(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: st.global
// CHECK: cp.async.bulk.tensor.2d.global.shared::cta
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @swizzle_sw32_smem : memref<16x8xf32, 3> {alignment = 1024}
    memref.global "private" @swizzle_sw32_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @swizzle_sw64_smem : memref<16x16xf32, 3> {alignment = 1024}
    memref.global "private" @swizzle_sw64_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @swizzle_sw128_smem : memref<16x32xf32, 3> {alignment = 1024}
    memref.global "private" @swizzle_sw128_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @swizzle_sw128_narrow_smem : memref<32x32xf32, 3> {alignment = 1024}
    memref.global "private" @swizzle_sw128_narrow_bar : memref<i64, 3> {alignment = 8}
    gpu.func @swizzle_sw32(%src: !tile.tensormap<f32, rank = 2, box = [8, 16], swizzle = sw32>,
        %dst: !tile.tensormap<f32, rank = 2, box = [8, 16], swizzle = sw32>,
        %img: memref<32768xf32, 1>) kernel {
      %smem = memref.get_global @swizzle_sw32_smem : memref<16x8xf32, 3>
      %bar = memref.get_global @swizzle_sw32_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %cpitch = arith.constant 8 : index
      %cn = arith.constant 128 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cbw = arith.constant 8 : i32
      %cbh = arith.constant 16 : i32
      %bytes = arith.constant 512 : i32
      %tid = gpu.thread_id x
      %nthreads = gpu.block_dim x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %gx = gpu.grid_dim x
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %cbw : i32
      %y = arith.muli %byi, %cbh : i32
      %t0 = arith.muli %by, %gx : index
      %t = arith.addi %t0, %bx : index
      %base = arith.muli %t, %cn : index
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
      }
      gpu.barrier
      scf.if %leader {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [8, 16], swizzle = sw32>, memref<16x8xf32, 3>, memref<i64, 3>
      }
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      scf.for %i = %tid to %cn step %nthreads {
        %r = arith.divui %i, %cpitch : index
        %c = arith.remui %i, %cpitch : index
        %v = memref.load %smem[%r, %c] : memref<16x8xf32, 3>
        %o = arith.addi %base, %i : index
        memref.store %v, %img[%o] : memref<32768xf32, 1>
      }
      scf.if %leader {
        tile.store %smem to %dst[%x, %y]
            : memref<16x8xf32, 3>, !tile.tensormap<f32, rank = 2, box = [8, 16], swizzle = sw32>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    gpu.func @swizzle_sw64(%src: !tile.tensormap<f32, rank = 2, box = [16, 16], swizzle = sw64>,
        %dst: !tile.tensormap<f32, rank = 2, box = [16, 16], swizzle = sw64>,
        %img: memref<65536xf32, 1>) kernel {
      %smem = memref.get_global @swizzle_sw64_smem : memref<16x16xf32, 3>
      %bar = memref.get_global @swizzle_sw64_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %cpitch = arith.constant 16 : index
      %cn = arith.constant 256 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cbw = arith.constant 16 : i32
      %cbh = arith.constant 16 : i32
      %bytes = arith.constant 1024 : i32
      %tid = gpu.thread_id x
      %nthreads = gpu.block_dim x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %gx = gpu.grid_dim x
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %cbw : i32
      %y = arith.muli %byi, %cbh : i32
      %t0 = arith.muli %by, %gx : index
      %t = arith.addi %t0, %bx : index
      %base = arith.muli %t, %cn : index
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
      }
      gpu.barrier
      scf.if %leader {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [16, 16], swizzle = sw64>, memref<16x16xf32, 3>, memref<i64, 3>
      }
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      scf.for %i = %tid to %cn step %nthreads {
        %r = arith.divui %i, %cpitch : index
        %c = arith.remui %i, %cpitch : index
        %v = memref.load %smem[%r, %c] : memref<16x16xf32, 3>
        %o = arith.addi %base, %i : index
        memref.store %v, %img[%o] : memref<65536xf32, 1>
      }
      scf.if %leader {
        tile.store %smem to %dst[%x, %y]
            : memref<16x16xf32, 3>, !tile.tensormap<f32, rank = 2, box = [16, 16], swizzle = sw64>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    gpu.func @swizzle_sw128(%src: !tile.tensormap<f32, rank = 2, box = [32, 16], swizzle = sw128>,
        %dst: !tile.tensormap<f32, rank = 2, box = [32, 16], swizzle = sw128>,
        %img: memref<131072xf32, 1>) kernel {
      %smem = memref.get_global @swizzle_sw128_smem : memref<16x32xf32, 3>
      %bar = memref.get_global @swizzle_sw128_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %cpitch = arith.constant 32 : index
      %cn = arith.constant 512 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cbw = arith.constant 32 : i32
      %cbh = arith.constant 16 : i32
      %bytes = arith.constant 2048 : i32
      %tid = gpu.thread_id x
      %nthreads = gpu.block_dim x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %gx = gpu.grid_dim x
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %cbw : i32
      %y = arith.muli %byi, %cbh : i32
      %t0 = arith.muli %by, %gx : index
      %t = arith.addi %t0, %bx : index
      %base = arith.muli %t, %cn : index
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
      }
      gpu.barrier
      scf.if %leader {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [32, 16], swizzle = sw128>, memref<16x32xf32, 3>, memref<i64, 3>
      }
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      scf.for %i = %tid to %cn step %nthreads {
        %r = arith.divui %i, %cpitch : index
        %c = arith.remui %i, %cpitch : index
        %v = memref.load %smem[%r, %c] : memref<16x32xf32, 3>
        %o = arith.addi %base, %i : index
        memref.store %v, %img[%o] : memref<131072xf32, 1>
      }
      scf.if %leader {
        tile.store %smem to %dst[%x, %y]
            : memref<16x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 16], swizzle = sw128>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    gpu.func @swizzle_sw128_narrow(%src: !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>,
        %dst: !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>,
        %img: memref<262144xf32, 1>) kernel {
      %smem = memref.get_global @swizzle_sw128_narrow_smem : memref<32x32xf32, 3>
      %bar = memref.get_global @swizzle_sw128_narrow_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %cpitch = arith.constant 32 : index
      %cn = arith.constant 1024 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cbw = arith.constant 16 : i32
      %cbh = arith.constant 32 : i32
      %bytes = arith.constant 2048 : i32
      %tid = gpu.thread_id x
      %nthreads = gpu.block_dim x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %gx = gpu.grid_dim x
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %cbw : i32
      %y = arith.muli %byi, %cbh : i32
      %t0 = arith.muli %by, %gx : index
      %t = arith.addi %t0, %bx : index
      %base = arith.muli %t, %cn : index
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
      }
      gpu.barrier
      scf.if %leader {
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar
            : !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>, memref<32x32xf32, 3>, memref<i64, 3>
      }
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
      scf.for %i = %tid to %cn step %nthreads {
        %r = arith.divui %i, %cpitch : index
        %c = arith.remui %i, %cpitch : index
        %v = memref.load %smem[%r, %c] : memref<32x32xf32, 3>
        %o = arith.addi %base, %i : index
        memref.store %v, %img[%o] : memref<262144xf32, 1>
      }
      scf.if %leader {
        tile.store %smem to %dst[%x, %y]
            : memref<32x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [16, 32], swizzle = sw128>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
