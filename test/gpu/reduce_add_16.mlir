// GPU cases reduce_add_bf16 / reduce_add_f16 (test/gpu/reduce_add_{bf16,f16}.toml):
// dst += src, 16-bit floats, through a TMA tensor reduction (cp.reduce.async.bulk.tensor
// .add; the tensor form names no type: bf16 / f16 come from the tensor map): one 64 x 64
// tile of src (8 KiB) loaded into shared memory per CTA, then added into dst at the same
// coordinates. Checked against the sum in f64 on the host within one unit roundoff of the
// type (round to nearest). The .noftz form is the non-tensor one: bulk_reduce_add_bf16.mlir.
// RUN: %tile-opt %s --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx | %FileCheck %s
// CHECK-LABEL: .visible .entry reduce_add_bf16(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add
// CHECK-LABEL: .visible .entry reduce_add_f16(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @reduce_add_bf16_smem : memref<64x64xbf16, 3> {alignment = 1024}
    memref.global "private" @reduce_add_bf16_bar : memref<i64, 3> {alignment = 8}
    memref.global "private" @reduce_add_f16_smem : memref<64x64xf16, 3> {alignment = 1024}
    memref.global "private" @reduce_add_f16_bar : memref<i64, 3> {alignment = 8}
    gpu.func @reduce_add_bf16(%src: !tile.tensormap<bf16, rank = 2, box = [64, 64]>,
        %dst: !tile.tensormap<bf16, rank = 2, box = [64, 64]>) kernel {
      %smem = memref.get_global @reduce_add_bf16_smem : memref<64x64xbf16, 3>
      %bar = memref.get_global @reduce_add_bf16_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cbw = arith.constant 64 : i32
      %cbh = arith.constant 64 : i32
      %bytes = arith.constant 8192 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %cbw : i32
      %y = arith.muli %byi, %cbh : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar
            : !tile.tensormap<bf16, rank = 2, box = [64, 64]>, memref<64x64xbf16, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.reduce add %smem to %dst[%x, %y]
            : memref<64x64xbf16, 3>, !tile.tensormap<bf16, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    gpu.func @reduce_add_f16(%src: !tile.tensormap<f16, rank = 2, box = [64, 64]>,
        %dst: !tile.tensormap<f16, rank = 2, box = [64, 64]>) kernel {
      %smem = memref.get_global @reduce_add_f16_smem : memref<64x64xf16, 3>
      %bar = memref.get_global @reduce_add_f16_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %cbw = arith.constant 64 : i32
      %cbh = arith.constant 64 : i32
      %bytes = arith.constant 8192 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %cbw : i32
      %y = arith.muli %byi, %cbh : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar
            : !tile.tensormap<f16, rank = 2, box = [64, 64]>, memref<64x64xf16, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.reduce add %smem to %dst[%x, %y]
            : memref<64x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
  }
}
