// PTX: fence.proxy.tensormap::generic.acquire.gpu
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
gpu.module @entry [#nvvm.target<chip = "sm_90a">] {
  memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 2147483648}
  memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
  // expected-remark @below {{[rebind-launch] kernel @entry::@gather is not launched in this module: its launcher must pass the template descriptor as parameter #4 and a global workspace}}
  gpu.func @gather(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) kernel
      attributes {tile.num_device_tmas = 1 : i32, tile.num_host_tmas = 0 : i32, known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %bytes = arith.constant 16384 : i32
    %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
    %bar = memref.get_global @tile_bar : memref<i64, 3>
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %a = memref.load %table[%bid] : memref<?xi64, 1>
    %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
    // expected-remark @below {{[rebind-scope] gpu: the slot is in global memory, read by the TMA unit (slot 0 of the 1 per CTA in the workspace, parameter #5; template: parameter #4); built in a shared::cta staging slot: every thread of the CTA reaches the descriptor op, so warp 0 is converged there}}
    // expected-remark @below {{[rebind-plan] seeded from its template and rebound in shared::cta by lane 0 of warp 0, copied to the global slot by warp 0 (tensormap.cp_fenceproxy, release at gpu scope), published to the CTA by gpu.barrier, acquired by every thread}}
    // expected-remark @tile_smem {{[rebind-unchanged] fields global_dim[0], global_dim[1], global_stride[0] are launch-invariant: encoded in the template, not written on the device}}
    %src = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] {tile.device_born} : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
    %leader = arith.cmpi eq, %tid, %c0 : index
    scf.if %leader {
      tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
      tile.fence_proxy_async shared_cta
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.load %src[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
    }
    gpu.return
  }
}

