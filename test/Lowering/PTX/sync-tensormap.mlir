// PTX of mbarrier ops, proxy fences, tensormap mutation and descriptor
// prefetches through the full pipelines `default` (NVVM intrinsics) and
// `default-asm` (inline asm). Where the strategies print differently:
// LLVM writes `.shared` for `.shared::cta` and a state register where the asm
// writes the sink `_`; MLIR's own blocking wait loop passes a suspend-time
// hint; LLVM adds `prefetch.param.tensormap` before the generic
// `prefetch.tensormap` of a __grid_constant__ descriptor parameter.

// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=ptx | %FileCheck %s --check-prefixes=CHECK,NVVM
// RUN: %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx | %FileCheck %s --check-prefixes=CHECK,ASM

// sm_90a; the tensormap fences need PTX 8.3.
// CHECK: .version 8.3
// CHECK-NEXT: .target sm_90a
// CHECK-LABEL: .visible .entry mbarriers(
// NVVM: {{^[[:space:]]*}}mbarrier.init.shared.b64 [%r{{d?[0-9]+}}], %r{{[0-9]+}};
// ASM: {{^[[:space:]]*}}mbarrier.init.shared::cta.b64 [%r{{[0-9]+}}], %r{{[0-9]+}};
// NVVM: {{^[[:space:]]*}}mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%r{{d?[0-9]+}}];
// ASM: {{^[[:space:]]*}}mbarrier.arrive.shared::cta.b64 _, [%r{{[0-9]+}}];
// NVVM: {{^[[:space:]]*}}mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%r{{d?[0-9]+}}], %r{{[0-9]+}};
// ASM: {{^[[:space:]]*}}mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// NVVM: {{^[[:space:]]*}}@%p{{[0-9]+}} mbarrier.arrive.expect_tx.shared.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// ASM: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}}; }
// NVVM: {{^[[:space:]]*}}mbarrier.expect_tx.relaxed.cta.shared.b64 [%r{{d?[0-9]+}}], %r{{[0-9]+}};
// ASM: {{^[[:space:]]*}}mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_w; mbarrier.try_wait.parity.shared::cta.b64 tp_w, [%r{{[0-9]+}}], %r{{[0-9]+}}; selp.b32 %r{{[0-9]+}}, 1, 0, tp_w; }
// NVVM: {{^[[:space:]]*}}@%p{{[0-9]+}} mbarrier.arrive.expect_tx.shared.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// ASM: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g mbarrier.arrive.expect_tx.shared::cta.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}}; }
// NVVM: {{^[[:space:]]*}}mbarrier.try_wait.parity.shared.b64 P1, [%r{{[0-9]+}}], %r{{[0-9]+}}, 10000000;
// ASM: {{^[[:space:]]*}}mbarrier.try_wait.parity.shared::cta.b64 tp_done, [%r{{[0-9]+}}], %r{{[0-9]+}};
// ASM: {{^[[:space:]]*}}@!tp_done bra TP_WAIT_{{[0-9]+}};
// CHECK-LABEL: .visible .entry fences(
// CHECK: {{^[[:space:]]*}}fence.proxy.async;
// CHECK: {{^[[:space:]]*}}fence.proxy.async.global;
// CHECK: {{^[[:space:]]*}}fence.proxy.async.shared::cta;
// CHECK: {{^[[:space:]]*}}fence.proxy.async.shared::cluster;
// CHECK: {{^[[:space:]]*}}fence.proxy.tensormap::generic.acquire.cta [%rd{{[0-9]+}}], 128;
// CHECK: {{^[[:space:]]*}}fence.proxy.tensormap::generic.release.cta;
// CHECK: {{^[[:space:]]*}}tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned [%rd{{[0-9]+}}], [%r{{[0-9]+}}], 128;
// CHECK: {{^[[:space:]]*}}fence.proxy.tensormap::generic.acquire.cluster [%rd{{[0-9]+}}], 128;
// CHECK: {{^[[:space:]]*}}fence.proxy.tensormap::generic.release.cluster;
// CHECK: {{^[[:space:]]*}}tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cluster.sync.aligned [%rd{{[0-9]+}}], [%r{{[0-9]+}}], 128;
// CHECK: {{^[[:space:]]*}}fence.proxy.tensormap::generic.acquire.gpu [%rd{{[0-9]+}}], 128;
// CHECK: {{^[[:space:]]*}}fence.proxy.tensormap::generic.release.gpu;
// CHECK: {{^[[:space:]]*}}tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd{{[0-9]+}}], [%r{{[0-9]+}}], 128;
// CHECK: {{^[[:space:]]*}}fence.proxy.tensormap::generic.acquire.sys [%rd{{[0-9]+}}], 128;
// CHECK: {{^[[:space:]]*}}fence.proxy.tensormap::generic.release.sys;
// CHECK: {{^[[:space:]]*}}tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.sys.sync.aligned [%rd{{[0-9]+}}], [%r{{[0-9]+}}], 128;
// CHECK-LABEL: .visible .entry rebinds(
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_address.global.b1024.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_dim.global.b1024.b32 [%rd{{[0-9]+}}], 0, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_dim.global.b1024.b32 [%rd{{[0-9]+}}], 1, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_dim.global.b1024.b32 [%rd{{[0-9]+}}], 2, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_dim.global.b1024.b32 [%rd{{[0-9]+}}], 3, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_dim.global.b1024.b32 [%rd{{[0-9]+}}], 4, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_stride.global.b1024.b64 [%rd{{[0-9]+}}], 0, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_stride.global.b1024.b64 [%rd{{[0-9]+}}], 1, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_stride.global.b1024.b64 [%rd{{[0-9]+}}], 2, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_stride.global.b1024.b64 [%rd{{[0-9]+}}], 3, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_address.global.b1024.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_dim.global.b1024.b32 [%rd{{[0-9]+}}], 0, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%r{{d?[0-9]+}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%r{{d?[0-9]+}}], 0, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%r{{d?[0-9]+}}], 1, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%r{{d?[0-9]+}}], 2, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%r{{d?[0-9]+}}], 0, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%r{{d?[0-9]+}}], 1, %rd{{[0-9]+}};
// CHECK-LABEL: .visible .entry descriptors(
// CHECK-NEXT: .param .align 64 .b8 descriptors_param_0[128],
// CHECK-NEXT: .param .u8 descriptors_param_1,
// CHECK-NEXT: .param .u64 .ptr .global .align 1 descriptors_param_2,
// NVVM: {{^[[:space:]]*}}prefetch.param.tensormap [descriptors_param_0];
// CHECK: {{^[[:space:]]*}}prefetch.tensormap [%rd{{[0-9]+}}];
// NVVM: {{^[[:space:]]*}}@%p{{[0-9]+}} prefetch.tensormap [%rd{{[0-9]+}}];
// ASM: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g prefetch.tensormap [%rd{{[0-9]+}}]; }
// CHECK: {{^[[:space:]]*}}prefetch.tensormap [%rd{{[0-9]+}}];
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @sm90a [#nvvm.target<chip = "sm_90a">] {
    gpu.func @mbarriers(
        %bar: memref<i64, 3>,
        %count: i32,
        %bytes: i32,
        %phase: i32,
        %p: i1) kernel {
      tile.mbarrier_init %bar, %count : memref<i64, 3>
      tile.mbarrier_arrive %bar : memref<i64, 3>
      tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
      tile.mbarrier_arrive_expect_tx %bar, %bytes if %p : memref<i64, 3>
      tile.mbarrier_expect_tx %bar, %bytes : memref<i64, 3>
      %done = tile.mbarrier_try_wait_parity %bar, %phase : memref<i64, 3>
      tile.mbarrier_arrive_expect_tx %bar, %bytes if %done : memref<i64, 3>
      tile.mbarrier_wait_parity %bar, %phase : memref<i64, 3>
      gpu.return
    }

    gpu.func @fences(
        %slot: memref<128xi8, 1>,
        %smem_desc: memref<128xi8, 3>) kernel {
      tile.fence_proxy_async
      tile.fence_proxy_async global
      tile.fence_proxy_async shared_cta
      tile.fence_proxy_async shared_cluster
      tile.tensormap_fence_acquire %slot scope = cta : memref<128xi8, 1>
      tile.tensormap_fence_release scope = cta
      tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = cta : memref<128xi8, 3>, memref<128xi8, 1>
      tile.tensormap_fence_acquire %slot scope = cluster : memref<128xi8, 1>
      tile.tensormap_fence_release scope = cluster
      tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = cluster : memref<128xi8, 3>, memref<128xi8, 1>
      tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
      tile.tensormap_fence_release scope = gpu
      tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = gpu : memref<128xi8, 3>, memref<128xi8, 1>
      tile.tensormap_fence_acquire %slot scope = sys : memref<128xi8, 1>
      tile.tensormap_fence_release scope = sys
      tile.tensormap_cp_fenceproxy %smem_desc to %slot scope = sys : memref<128xi8, 3>, memref<128xi8, 1>
      gpu.return
    }

    gpu.func @rebinds(
        %slot: memref<128xi8, 1>,
        %sslot: memref<128xi8, 3>,
        %addr: !llvm.ptr<1>,
        %d0: i32,
        %d1: i32,
        %d2: i32,
        %d3: i32,
        %d4: i32,
        %s1: i64,
        %s2: i64,
        %s3: i64,
        %s4: i64) kernel {
      tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%d0, %d1, %d2, %d3, %d4] strides [%s1, %s2, %s3, %s4] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
      tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%d0] strides [] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 1, box = [64]>
      tile.rebind %sslot address(%addr : !llvm.ptr<1>) dims [%d0, %d1, %d2] strides [%s1, %s2] : memref<128xi8, 3> as !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
      gpu.return
    }

    gpu.func @descriptors(
        %d: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
        %p: i1,
        %slot: memref<128xi8, 1>) kernel {
      tile.prefetch_tensormap %d : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %s = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %s : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }
  }
}
