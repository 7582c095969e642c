// End to end through --pipeline=default (and default-asm): tile-separate-host-tma
// leaves the table-indexed descriptor of @gather (entry block) and the
// per-group descriptor of @grouped (elected thread, scf.for) device-born;
// tile-plan-device-rebind plans them, tile-check-tensormap-fences proves the
// plan, and the lowering emits the seed copy from the by-value template
// (ld.param), the TMA emission design's sequence (acquire, tensormap.replace with
// immediate ordinals of the fields that are not launch-invariant, release)
// and the consumer's acquire before the TMA op that reads the slot; in
// @grouped's loop all of it (and the bulk wait before the overwrite) only
// when the group's address or rows differ from the last rebind's. The dims
// and stride of @gather are kernel arguments, as are the constant dim 0 and
// the stride of @grouped: the template encodes them and only the address
// (and @grouped's dim 1) is written on the device. The host side allocates the workspace, encodes the
// template and frees the workspace after the launch.

// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s --check-prefix=PTX
// RUN: %tile-opt %s --pipeline=default --emit=host-llvm 2>/dev/null | %FileCheck %s --check-prefix=HOST

// PTX-LABEL: .visible .entry gather(
// PTX: .param .align 64 .b8 gather_param_15[128],
// PTX: .param .align 64 .b8 gather_param_21[128]
// PTX: ld.param.v2.b64 {{.*}}, [[[TMPL:%rd[0-9]+]]];
// PTX: ld.param.v2.b64 {{.*}}, [[[TMPL]]+112];
// PTX: fence.proxy.tensormap::generic.acquire.gpu [{{%rd[0-9]+}}], 128;
// PTX: tensormap.replace.tile.global_address.global.b1024.b64 [[[SLOT:%rd[0-9]+]]], %rd{{[0-9]+}};
// PTX-NOT: tensormap.replace
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX: bar.sync 0;
// PTX: fence.proxy.tensormap::generic.acquire.gpu [[[DESC:%rd[0-9]+]]], 128;
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [{{%r[d]?[0-9]+}}], [[[DESC]], {
// PTX: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group

// PTX-LABEL: .visible .entry grouped(
// PTX-NOT: fence.proxy.tensormap::generic.acquire
// PTX: tensormap.replace.tile.global_address.global.b1024.b64 [[[GSLOT:%rd[0-9]+]]], %rd{{[0-9]+}};
// PTX-NOT: tensormap.replace
// PTX: tensormap.replace.tile.global_dim.global.b1024.b32 [[[GSLOT]]], 1,
// PTX-NOT: tensormap.replace
// PTX: fence.proxy.tensormap::generic.release.gpu;
// PTX: fence.proxy.tensormap::generic.acquire.gpu [[[G:%rd[0-9]+]]], 128;
// PTX: prefetch.tensormap [[[G]]];
// PTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// PTX: setp.{{eq|ne}}.{{[bs]}}64
// PTX: cp.async.bulk.commit_group;
// PTX: cp.async.bulk.wait_group.read 0;
// The seed copy (once per CTA: behind the shadow's first cell being 0).
// PTX: setp.ne.b64 %p{{[0-9]+}}, %rd{{[0-9]+}}, 0;
// PTX: ld.param.v2.b64
// PTX-NOT: fence.proxy.tensormap

// Each launch site takes its cached workspace (no allocation or free
// around the launch; a synchronous launch passes no stream).
// HOST-LABEL: define void @host(
// HOST: call ptr @__tile_host_tma_ws_acquire(ptr @[[SITE0:__tile_host_tma_ws_[0-9]+]], i64 16384, ptr null)
// HOST: call i32 @cuTensorMapEncodeTiled(
// HOST: call void @mgpuLaunchKernel(
// HOST-NOT: mgpuMemFree
// HOST: call ptr @__tile_host_tma_ws_acquire(ptr @[[SITE1:__tile_host_tma_ws_[0-9]+]], i64 1024, ptr null)
// HOST: call void @mgpuLaunchKernel(
// HOST-NOT: mgpuMemFree
// HOST: ret void
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90a">] {
    memref.global "private" @tile_smem : memref<64x64xf32, 3> {alignment = 1024}
    memref.global "private" @tile_bar : memref<i64, 3> {alignment = 8}
    gpu.func @gather(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64,
                     %out: memref<8192x8192xf32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bi = arith.index_cast %bid : index to i32
      %a = memref.load %table[%bid] : memref<?xi64, 1>
      %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
      %src = tile.make_tensormap_ptr %p, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %dst = tile.make_tensormap %out : memref<8192x8192xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%c0_i32, %c0_i32] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%c0_i32, %bi] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
        tile.bulk_commit
        tile.bulk_wait 0 read
      }
      gpu.return
    }
    gpu.func @grouped(%ptrs: memref<?xi64, 1>, %rows: memref<?xi64, 1>, %pitch: i64, %groups: index,
                      %A: memref<?x?xf32, 1>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c64 = arith.constant 64 : i64
      %bytes = arith.constant 16384 : i32
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %src = tile.make_tensormap %A : memref<?x?xf32, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        scf.for %g = %c0 to %groups step %c1 {
          %gi = arith.index_cast %g : index to i32
          %phase = arith.andi %gi, %c1_i32 : i32
          tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
          tile.load %src[%c0_i32, %gi] to %smem, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
          tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
          %a = memref.load %ptrs[%g] : memref<?xi64, 1>
          %h = memref.load %rows[%g] : memref<?xi64, 1>
          %p = llvm.inttoptr %a : i64 to !llvm.ptr<1>
          %d = tile.make_tensormap_ptr %p, dims [%c64, %h], strides [%pitch] : !llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.store %smem to %d[%c0_i32, %c0_i32] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
          tile.bulk_commit
        }
        tile.bulk_wait 0
      }
      gpu.return
    }
  }
  func.func @host(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64, %out: memref<8192x8192xf32, 1>,
                  %ptrs: memref<?xi64, 1>, %rows: memref<?xi64, 1>, %groups: index, %A: memref<?x?xf32, 1>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@gather blocks in (%c128, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%table : memref<?xi64, 1>, %w : i64, %h : i64, %pitch : i64, %out : memref<8192x8192xf32, 1>)
    gpu.launch_func @kernels::@grouped blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%ptrs : memref<?xi64, 1>, %rows : memref<?xi64, 1>, %pitch : i64, %groups : index, %A : memref<?x?xf32, 1>)
    return
  }
}
