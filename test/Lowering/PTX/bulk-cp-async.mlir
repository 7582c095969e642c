// PTX of the non-tensor bulk copies, bulk reductions, cp.async and the async
// groups through the full pipelines `default` (NVVM intrinsics) and
// `default-asm` (inline asm). An address operand is a 32-bit shared-window
// (asm) or 64-bit (intrinsics) register. Both strategies print the same text.

// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=ptx | %FileCheck %s
// RUN: %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx | %FileCheck %s

// sm_90a (PTX 8.6 for the bulk copy into shared::cta): bulk copies, bulk
// reductions (inline asm under both strategies),
// cp.async (the forms with ignore-src, an L2 hint or an L2 prefetch size are
// inline asm under both) and the async groups.
// CHECK: .version 8.6
// CHECK-NEXT: .target sm_90a
// CHECK-LABEL: .visible .entry bulk(
// CHECK: {{^[[:space:]]*}}cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%r{{d?[0-9]+}}], %rs{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%r{{d?[0-9]+}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%r{{d?[0-9]+}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], %r{{[0-9]+}}, [%r{{d?[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.global.shared::cta.bulk_group [%rd{{[0-9]+}}], [%r{{d?[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%rd{{[0-9]+}}], [%r{{d?[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%r{{d?[0-9]+}}], %r{{[0-9]+}}, [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.L2.global [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.L2.global.L2::cache_hint [%rd{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.commit_group;
// CHECK: {{^[[:space:]]*}}cp.async.bulk.wait_group 0;
// CHECK: {{^[[:space:]]*}}cp.async.bulk.wait_group 3;
// CHECK: {{^[[:space:]]*}}cp.async.bulk.wait_group.read 0;
// CHECK: {{^[[:space:]]*}}cp.async.bulk.wait_group.read 2;
// CHECK-LABEL: .visible .entry bulk_reductions(
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.f32 [%rd{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16 [%rd{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.bf16 [%rd{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.global.shared::cta.bulk_group.min.bf16 [%rd{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [%rd{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [%rd{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.global.shared::cta.bulk_group.dec.u32 [%rd{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%rd{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [%rd{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [%rd{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [%r{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}}, [%r{{[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [%r{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}}, [%r{{[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [%r{{[0-9]+}}], [%r{{[0-9]+}}], %r{{[0-9]+}}, [%r{{[0-9]+}}];
// CHECK-LABEL: .visible .entry cp_async(
// CHECK: {{^[[:space:]]*}}cp.async.ca.shared.global [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], 4;
// CHECK: {{^[[:space:]]*}}cp.async.ca.shared.global [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], 8;
// CHECK: {{^[[:space:]]*}}cp.async.ca.shared.global [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], 16;
// CHECK: {{^[[:space:]]*}}cp.async.cg.shared.global [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], 16;
// CHECK: {{^[[:space:]]*}}cp.async.cg.shared.global [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_i; setp.ne.b32 tp_i, %r{{[0-9]+}}, 0; cp.async.ca.shared.global [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 8, tp_i; }
// CHECK: {{^[[:space:]]*}}cp.async.ca.shared.global.L2::64B [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
// CHECK: {{^[[:space:]]*}}cp.async.ca.shared.global.L2::128B [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 8;
// CHECK: {{^[[:space:]]*}}cp.async.cg.shared.global.L2::cache_hint.L2::256B [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.ca.shared.global.L2::cache_hint [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 4, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.ca.shared.global.L2::64B [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 8, %r{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_i; setp.ne.b32 tp_i, %r{{[0-9]+}}, 0; cp.async.cg.shared.global.L2::cache_hint.L2::128B [%r{{[0-9]+}}], [%rd{{[0-9]+}}], 16, tp_i, %rd{{[0-9]+}}; }
// CHECK: {{^[[:space:]]*}}cp.async.commit_group;
// CHECK: {{^[[:space:]]*}}cp.async.wait_group 0;
// CHECK: {{^[[:space:]]*}}cp.async.wait_group 5;
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @sm90a [#nvvm.target<chip = "sm_90a">] {
    gpu.func @bulk(
        %g: memref<1024xf32, 1>,
        %s: memref<1024xf32, 3>,
        %remote: memref<1024xf32, 3>,
        %bar: memref<i64, 3>,
        %bytes: i32,
        %mask: i16,
        %policy: i64) kernel {
      tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      tile.bulk_load %g to %s, %bytes, %bar dst_space = cta : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      tile.bulk_load %g to %s, %bytes, %bar multicast(%mask) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      tile.bulk_load %g to %s, %bytes, %bar l2_hint(%policy) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      tile.bulk_load %g to %s, %bytes, %bar dst_space = cta l2_hint(%policy) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      tile.bulk_load %g to %s, %bytes, %bar multicast(%mask) l2_hint(%policy) : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      tile.bulk_store %s to %g, %bytes : memref<1024xf32, 3>, memref<1024xf32, 1>
      tile.bulk_store %s to %g, %bytes l2_hint(%policy) : memref<1024xf32, 3>, memref<1024xf32, 1>
      tile.bulk_copy_cluster %s to %remote, %bytes, %bar : memref<1024xf32, 3>, memref<1024xf32, 3>, memref<i64, 3>
      tile.bulk_prefetch %g, %bytes : memref<1024xf32, 1>
      tile.bulk_prefetch %g, %bytes l2_hint(%policy) : memref<1024xf32, 1>
      tile.bulk_commit
      tile.bulk_wait 0
      tile.bulk_wait 3
      tile.bulk_wait 0 read
      tile.bulk_wait 2 read
      gpu.return
    }

    gpu.func @bulk_reductions(
        %bytes: i32,
        %policy: i64,
        %bar: memref<i64, 3>,
        %rs_f32: memref<256xf32, 3>,
        %rg_f32: memref<256xf32, 1>,
        %rs_f16: memref<512xf16, 3>,
        %rg_f16: memref<512xf16, 1>,
        %rs_bf16: memref<512xbf16, 3>,
        %rg_bf16: memref<512xbf16, 1>,
        %rs_si32: memref<256xsi32, 3>,
        %rg_si32: memref<256xsi32, 1>,
        %rs_i32: memref<256xi32, 3>,
        %rg_i32: memref<256xi32, 1>,
        %rs_i64: memref<128xi64, 3>,
        %rg_i64: memref<128xi64, 1>,
        %rc_i64: memref<128xi64, 3>,
        %rc_si32: memref<256xsi32, 3>,
        %rc_i32: memref<256xi32, 3>) kernel {
      tile.bulk_reduce add %rs_f32 to %rg_f32, %bytes l2_hint(%policy) : memref<256xf32, 3>, memref<256xf32, 1>
      tile.bulk_reduce add %rs_f16 to %rg_f16, %bytes : memref<512xf16, 3>, memref<512xf16, 1>
      tile.bulk_reduce add %rs_bf16 to %rg_bf16, %bytes : memref<512xbf16, 3>, memref<512xbf16, 1>
      tile.bulk_reduce min %rs_bf16 to %rg_bf16, %bytes : memref<512xbf16, 3>, memref<512xbf16, 1>
      tile.bulk_reduce max %rs_si32 to %rg_si32, %bytes : memref<256xsi32, 3>, memref<256xsi32, 1>
      tile.bulk_reduce inc %rs_i32 to %rg_i32, %bytes : memref<256xi32, 3>, memref<256xi32, 1>
      tile.bulk_reduce dec %rs_i32 to %rg_i32, %bytes : memref<256xi32, 3>, memref<256xi32, 1>
      tile.bulk_reduce and %rs_i64 to %rg_i64, %bytes : memref<128xi64, 3>, memref<128xi64, 1>
      tile.bulk_reduce or %rs_si32 to %rg_si32, %bytes : memref<256xsi32, 3>, memref<256xsi32, 1>
      tile.bulk_reduce xor %rs_i32 to %rg_i32, %bytes : memref<256xi32, 3>, memref<256xi32, 1>
      tile.bulk_reduce add %rs_i64 to %rc_i64, %bytes mbar(%bar : memref<i64, 3>) : memref<128xi64, 3>, memref<128xi64, 3>
      tile.bulk_reduce min %rs_si32 to %rc_si32, %bytes mbar(%bar : memref<i64, 3>) : memref<256xsi32, 3>, memref<256xsi32, 3>
      tile.bulk_reduce xor %rs_i32 to %rc_i32, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
      gpu.return
    }

    gpu.func @cp_async(
        %g: memref<1024xf32, 1>,
        %s: memref<256xf32, 3>,
        %i: index,
        %j: index,
        %n: i32,
        %zero: i1,
        %policy: i64) kernel {
      tile.cp_async %g[%i] to %s[%j], 4 : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 8 : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 16 : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 16 cache = cg : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 16 cache = cg src_size(%n) : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 8 ignore_src(%zero) : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 4 l2_prefetch = 64 : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 8 l2_prefetch = 128 : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 16 cache = cg l2_prefetch = 256 l2_hint(%policy) : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 4 l2_hint(%policy) : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 8 src_size(%n) l2_prefetch = 64 : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async %g[%i] to %s[%j], 16 cache = cg ignore_src(%zero) l2_prefetch = 128 l2_hint(%policy) : memref<1024xf32, 1>, memref<256xf32, 3>
      tile.cp_async_commit
      tile.cp_async_wait 0
      tile.cp_async_wait 5
      gpu.return
    }
  }
}

// -----

// .cp_mask (sm_100, PTX 8.6).
// CHECK: .version 8.6
// CHECK-NEXT: .target sm_100a
// CHECK-LABEL: .visible .entry bulk_store_byte_mask(
// CHECK: {{^[[:space:]]*}}cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%rd{{[0-9]+}}], [%r{{d?[0-9]+}}], %r{{[0-9]+}}, %rs{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [%rd{{[0-9]+}}], [%r{{d?[0-9]+}}], %r{{[0-9]+}}, %rd{{[0-9]+}}, %rs{{[0-9]+}};
module attributes {gpu.container_module, tile.target = "sm_100a"} {
  gpu.module @sm100a [#nvvm.target<chip = "sm_100a">] {
    gpu.func @bulk_store_byte_mask(
        %s: memref<1024xf32, 3>,
        %g: memref<1024xf32, 1>,
        %bytes: i32,
        %policy: i64,
        %bmask: i16) kernel {
      tile.bulk_store %s to %g, %bytes byte_mask(%bmask) : memref<1024xf32, 3>, memref<1024xf32, 1>
      tile.bulk_store %s to %g, %bytes l2_hint(%policy) byte_mask(%bmask) : memref<1024xf32, 3>, memref<1024xf32, 1>
      gpu.return
    }
  }
}
