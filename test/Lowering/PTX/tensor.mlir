// PTX of the tensor TMA instructions (tile.load, store, reduce, prefetch)
// through the full pipelines: `default` (NVVM intrinsics, LLVM's NVPTX back
// end prints the instruction) and `default-asm` (the inline-asm text).
// Lines shared by both strategies are CHECK lines; an address operand is a
// 32-bit shared-window (asm) or 64-bit (intrinsics) register. Where they
// differ: MLIR 22 lowers a *predicated* nvvm load/store to its own inline PTX
// (`@%p INSTR`, no `.tile`, `.im2col` after the completion mechanism); the
// asm strategy guards with `{ .reg .pred tp_g; setp.ne.b32 ...; @tp_g ...; }`;
// variants the NVVM ops lack are inline asm under both.

// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=ptx | %FileCheck %s --check-prefixes=CHECK,NVVM
// RUN: %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx | %FileCheck %s --check-prefixes=CHECK,ASM

// sm_90a (PTX 8.0): every tensor instruction family, tile and im2col modes.
// CHECK: .version 8.0
// CHECK-NEXT: .target sm_90a
// CHECK-LABEL: .visible .entry loads(
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rs{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
// NVVM: {{^[[:space:]]*}}@%p{{[0-9]+}} cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}},%r{{[0-9]+}}} ], [%r{{[0-9]+}}];
// ASM: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}]; }
// NVVM: {{^[[:space:]]*}}@%p{{[0-9]+}} cp.async.bulk.tensor.5d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}},%r{{[0-9]+}},%r{{[0-9]+}},%r{{[0-9]+}},%r{{[0-9]+}}} ], [%r{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
// ASM: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}}; }
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], {%rs{{[0-9]+}}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
// NVVM: {{^[[:space:]]*}}@%p{{[0-9]+}} cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes.im2col [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}},%r{{[0-9]+}},%r{{[0-9]+}}} ], [%r{{[0-9]+}}],{%rs{{[0-9]+}}};
// ASM: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], {%rs{{[0-9]+}}}; }
// CHECK-LABEL: .visible .entry stores(
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rd{{[0-9]+}};
// NVVM: {{^[[:space:]]*}}@%p{{[0-9]+}} cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}} ], [%r{{[0-9]+}}];
// ASM: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}]; }
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rd{{[0-9]+}}; }
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}]; }
// CHECK-LABEL: .visible .entry reductions(
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}]; }
// CHECK: {{^[[:space:]]*}}cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rd{{[0-9]+}};
// CHECK-LABEL: .visible .entry prefetches(
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.1d.L2.global.tile [%rd{{[0-9]+}}, {%r{{[0-9]+}}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.3d.L2.global.tile [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.4d.L2.global.tile [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.5d.L2.global.tile [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.prefetch.tensor.3d.L2.global.tile [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}]; }
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.prefetch.tensor.5d.L2.global.im2col [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}; }
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @sm90a [#nvvm.target<chip = "sm_90a">] {
    gpu.func @loads(
        %d_tile1: !tile.tensormap<f32, rank = 1, box = [64]>,
        %smem_tile1: memref<64xf32, 3>,
        %bar: memref<i64, 3>,
        %x: i32,
        %d_tile2: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
        %smem_tile2: memref<64x64xf32, 3>,
        %y: i32,
        %d_tile3: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>,
        %smem_tile3: memref<2x8x64xf32, 3>,
        %z: i32,
        %d_tile4: !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>,
        %smem_tile4: memref<2x2x4x32xf32, 3>,
        %w: i32,
        %d_tile5: !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>,
        %smem_tile5: memref<2x2x2x4x16xf32, 3>,
        %v: i32,
        %mask: i16,
        %policy: i64,
        %p: i1,
        %d_im2col3: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %smem_im2col3: memref<32x64xf16, 3>,
        %ow: i16,
        %d_im2col4: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
        %smem_im2col4: memref<32x64xf16, 3>,
        %oh: i16,
        %d_im2col5: !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>,
        %smem_im2col5: memref<32x64xf16, 3>,
        %ot: i16) kernel {
      tile.load %d_tile1[%x] to %smem_tile1, %bar : !tile.tensormap<f32, rank = 1, box = [64]>, memref<64xf32, 3>, memref<i64, 3>
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile3[%x, %y, %z] to %smem_tile3, %bar : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile4[%x, %y, %z, %w] to %smem_tile4, %bar : !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>, memref<2x2x4x32xf32, 3>, memref<i64, 3>
      tile.load %d_tile5[%x, %y, %z, %w, %v] to %smem_tile5, %bar : !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>, memref<2x2x2x4x16xf32, 3>, memref<i64, 3>
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar multicast(%mask) : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile3[%x, %y, %z] to %smem_tile3, %bar l2_hint(%policy) : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile4[%x, %y, %z, %w] to %smem_tile4, %bar multicast(%mask) l2_hint(%policy) : !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>, memref<2x2x4x32xf32, 3>, memref<i64, 3>
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile5[%x, %y, %z, %w, %v] to %smem_tile5, %bar multicast(%mask) l2_hint(%policy) if %p : !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>, memref<2x2x2x4x16xf32, 3>, memref<i64, 3>
      tile.load %d_im2col3[%x, %y, %z] to %smem_im2col3, %bar im2col [%ow] mode = im2col : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col4[%x, %y, %z, %w] to %smem_im2col4, %bar im2col [%ow, %oh] mode = im2col multicast(%mask) : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col5[%x, %y, %z, %w, %v] to %smem_im2col5, %bar im2col [%ow, %oh, %ot] mode = im2col l2_hint(%policy) : !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col3[%x, %y, %z] to %smem_im2col3, %bar im2col [%ow] mode = im2col if %p : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      gpu.return
    }

    gpu.func @stores(
        %sd_t1_f32: !tile.tensormap<f32, rank = 1, box = [64]>,
        %ss_t1_f32: memref<64xf32, 3>,
        %x: i32,
        %sd_t2_f32: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
        %ss_t2_f32: memref<64x64xf32, 3>,
        %y: i32,
        %sd_t3_f32: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>,
        %ss_t3_f32: memref<2x8x64xf32, 3>,
        %z: i32,
        %sd_t4_f32: !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>,
        %ss_t4_f32: memref<2x2x4x32xf32, 3>,
        %w: i32,
        %sd_t5_f32: !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>,
        %ss_t5_f32: memref<2x2x2x4x16xf32, 3>,
        %v: i32,
        %policy: i64,
        %p: i1,
        %sd_i3_f32: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %ss_i3_f32: memref<32x64xf16, 3>,
        %sd_i4_f32: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
        %ss_i4_f32: memref<32x64xf16, 3>,
        %sd_i5_f32: !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>,
        %ss_i5_f32: memref<32x64xf16, 3>) kernel {
      tile.store %ss_t1_f32 to %sd_t1_f32[%x] : memref<64xf32, 3>, !tile.tensormap<f32, rank = 1, box = [64]>
      tile.store %ss_t2_f32 to %sd_t2_f32[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.store %ss_t3_f32 to %sd_t3_f32[%x, %y, %z] : memref<2x8x64xf32, 3>, !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
      tile.store %ss_t4_f32 to %sd_t4_f32[%x, %y, %z, %w] : memref<2x2x4x32xf32, 3>, !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>
      tile.store %ss_t5_f32 to %sd_t5_f32[%x, %y, %z, %w, %v] : memref<2x2x2x4x16xf32, 3>, !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
      tile.store %ss_t2_f32 to %sd_t2_f32[%x, %y] l2_hint(%policy) : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.store %ss_t3_f32 to %sd_t3_f32[%x, %y, %z] if %p : memref<2x8x64xf32, 3>, !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
      tile.store %ss_t2_f32 to %sd_t2_f32[%x, %y] l2_hint(%policy) if %p : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.store %ss_i3_f32 to %sd_i3_f32[%x, %y, %z] mode = im2col_no_offs : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
      tile.store %ss_i4_f32 to %sd_i4_f32[%x, %y, %z, %w] mode = im2col_no_offs l2_hint(%policy) : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
      tile.store %ss_i5_f32 to %sd_i5_f32[%x, %y, %z, %w, %v] mode = im2col_no_offs if %p : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>
      gpu.return
    }

    gpu.func @reductions(
        %sd_t2_f32: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
        %ss_t2_f32: memref<64x64xf32, 3>,
        %x: i32,
        %y: i32,
        %sd_t2_si32: !tile.tensormap<si32, rank = 2, box = [64, 64]>,
        %ss_t2_si32: memref<64x64xsi32, 3>,
        %sd_t2_i32: !tile.tensormap<i32, rank = 2, box = [64, 64]>,
        %ss_t2_i32: memref<64x64xi32, 3>,
        %sd_t2_i64: !tile.tensormap<i64, rank = 2, box = [64, 64]>,
        %ss_t2_i64: memref<64x64xi64, 3>,
        %sd_t2_si64: !tile.tensormap<si64, rank = 2, box = [64, 64]>,
        %ss_t2_si64: memref<64x64xsi64, 3>,
        %sd_t1_f32: !tile.tensormap<f32, rank = 1, box = [64]>,
        %ss_t1_f32: memref<64xf32, 3>,
        %sd_t5_f32: !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>,
        %ss_t5_f32: memref<2x2x2x4x16xf32, 3>,
        %z: i32,
        %w: i32,
        %v: i32,
        %policy: i64,
        %sd_t3_f32: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>,
        %ss_t3_f32: memref<2x8x64xf32, 3>,
        %p: i1,
        %sd_i4_f32: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
        %ss_i4_f32: memref<32x64xf16, 3>) kernel {
      tile.reduce add %ss_t2_f32 to %sd_t2_f32[%x, %y] : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.reduce min %ss_t2_si32 to %sd_t2_si32[%x, %y] : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>
      tile.reduce max %ss_t2_si32 to %sd_t2_si32[%x, %y] : memref<64x64xsi32, 3>, !tile.tensormap<si32, rank = 2, box = [64, 64]>
      tile.reduce inc %ss_t2_i32 to %sd_t2_i32[%x, %y] : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>
      tile.reduce dec %ss_t2_i32 to %sd_t2_i32[%x, %y] : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>
      tile.reduce and %ss_t2_i64 to %sd_t2_i64[%x, %y] : memref<64x64xi64, 3>, !tile.tensormap<i64, rank = 2, box = [64, 64]>
      tile.reduce or %ss_t2_i32 to %sd_t2_i32[%x, %y] : memref<64x64xi32, 3>, !tile.tensormap<i32, rank = 2, box = [64, 64]>
      tile.reduce xor %ss_t2_si64 to %sd_t2_si64[%x, %y] : memref<64x64xsi64, 3>, !tile.tensormap<si64, rank = 2, box = [64, 64]>
      tile.reduce add %ss_t1_f32 to %sd_t1_f32[%x] : memref<64xf32, 3>, !tile.tensormap<f32, rank = 1, box = [64]>
      tile.reduce add %ss_t5_f32 to %sd_t5_f32[%x, %y, %z, %w, %v] l2_hint(%policy) : memref<2x2x2x4x16xf32, 3>, !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
      tile.reduce add %ss_t3_f32 to %sd_t3_f32[%x, %y, %z] if %p : memref<2x8x64xf32, 3>, !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
      tile.reduce max %ss_i4_f32 to %sd_i4_f32[%x, %y, %z, %w] mode = im2col_no_offs l2_hint(%policy) : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
      gpu.return
    }

    gpu.func @prefetches(
        %d_tile1: !tile.tensormap<f32, rank = 1, box = [64]>,
        %x: i32,
        %d_tile2: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
        %y: i32,
        %d_tile3: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>,
        %z: i32,
        %d_tile4: !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>,
        %w: i32,
        %d_tile5: !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>,
        %v: i32,
        %policy: i64,
        %p: i1,
        %d_im2col3: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %ow: i16,
        %d_im2col4: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
        %oh: i16,
        %d_im2col5: !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>,
        %ot: i16) kernel {
      tile.prefetch %d_tile1[%x] : !tile.tensormap<f32, rank = 1, box = [64]>
      tile.prefetch %d_tile2[%x, %y] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch %d_tile3[%x, %y, %z] : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
      tile.prefetch %d_tile4[%x, %y, %z, %w] : !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>
      tile.prefetch %d_tile5[%x, %y, %z, %w, %v] : !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
      tile.prefetch %d_tile2[%x, %y] l2_hint(%policy) : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch %d_tile3[%x, %y, %z] if %p : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
      tile.prefetch %d_im2col3[%x, %y, %z] im2col [%ow] mode = im2col : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
      tile.prefetch %d_im2col4[%x, %y, %z, %w] im2col [%ow, %oh] mode = im2col l2_hint(%policy) : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
      tile.prefetch %d_im2col5[%x, %y, %z, %w, %v] im2col [%ow, %oh, %ot] mode = im2col if %p : !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>
      gpu.return
    }
  }
}

// -----

// A load into shared::cta needs PTX 8.6 (still sm_90). MLIR's predicated load
// has no shared::cta form: inline asm under both strategies.
// CHECK: .version 8.6
// CHECK-NEXT: .target sm_90a
// CHECK-LABEL: .visible .entry loads_dst_cta(
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}]; }
module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @sm90a [#nvvm.target<chip = "sm_90a">] {
    gpu.func @loads_dst_cta(
        %d_tile2: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
        %smem_tile2: memref<64x64xf32, 3>,
        %bar: memref<i64, 3>,
        %x: i32,
        %y: i32,
        %d_tile1: !tile.tensormap<f32, rank = 1, box = [64]>,
        %smem_tile1: memref<64xf32, 3>,
        %policy: i64,
        %d_tile3: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>,
        %smem_tile3: memref<2x8x64xf32, 3>,
        %z: i32,
        %p: i1) kernel {
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar dst_space = cta : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile1[%x] to %smem_tile1, %bar dst_space = cta l2_hint(%policy) : !tile.tensormap<f32, rank = 1, box = [64]>, memref<64xf32, 3>, memref<i64, 3>
      tile.load %d_tile3[%x, %y, %z] to %smem_tile3, %bar dst_space = cta if %p : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
      gpu.return
    }
  }
}

// -----

// sm_100a (PTX 8.6): cta_group, im2col::w, im2col::w::128, gather4, scatter4.
// (cta_group with an L2 hint is left to differential.mlir: LLVM prints
// .L2::cache_hint before .cta_group.)
// CHECK: .version 8.6
// CHECK-NEXT: .target sm_100a
// CHECK-LABEL: .visible .entry loads_sm100(
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::1 [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2 [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rs{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}]; }
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::1 [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rs{{[0-9]+}}; }
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.5d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.multicast::cluster [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.3d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}; }
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.cta_group::2 [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK-LABEL: .visible .entry stores_sm100(
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}];
// CHECK: {{^[[:space:]]*}}cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}], %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%r{{d?[0-9]+}}]; }
// CHECK-LABEL: .visible .entry prefetches_sm100(
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.4d.L2.global.im2col::w [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.5d.L2.global.im2col::w::128.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rd{{[0-9]+}};
// CHECK: {{^[[:space:]]*}}cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}];
// CHECK: {{^[[:space:]]*}}{ .reg .pred tp_g; setp.ne.b32 tp_g, %r{{[0-9]+}}, 0; @tp_g cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], %rd{{[0-9]+}}; }
module attributes {gpu.container_module, tile.target = "sm_100a"} {
  gpu.module @sm100a [#nvvm.target<chip = "sm_100a">] {
    gpu.func @loads_sm100(
        %d_tile2: !tile.tensormap<f32, rank = 2, box = [64, 64]>,
        %smem_tile2: memref<64x64xf32, 3>,
        %bar: memref<i64, 3>,
        %x: i32,
        %y: i32,
        %d_tile3: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>,
        %smem_tile3: memref<2x8x64xf32, 3>,
        %z: i32,
        %mask: i16,
        %p: i1,
        %d_im2col_w4: !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %smem_im2col_w4: memref<32x64xf16, 3>,
        %w: i32,
        %halo: i16,
        %woff: i16,
        %d_im2col_w_1285: !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %smem_im2col_w_1285: memref<32x64xf16, 3>,
        %v: i32,
        %d_im2col_w3: !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %smem_im2col_w3: memref<32x64xf16, 3>,
        %d_im2col_w_1284: !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %smem_im2col_w_1284: memref<32x64xf16, 3>,
        %d_gather42: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>,
        %smem_gather42: memref<4x64xbf16, 3>,
        %r0: i32,
        %r1: i32,
        %r2: i32,
        %r3: i32,
        %policy: i64) kernel {
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar cta_group = 1 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar cta_group = 2 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile3[%x, %y, %z] to %smem_tile3, %bar multicast(%mask) cta_group = 2 : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar cta_group = 2 if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile3[%x, %y, %z] to %smem_tile3, %bar multicast(%mask) cta_group = 1 if %p : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
      tile.load %d_im2col_w4[%x, %y, %z, %w] to %smem_im2col_w4, %bar im2col [%halo, %woff] mode = im2col_w : !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col_w_1285[%x, %y, %z, %w, %v] to %smem_im2col_w_1285, %bar im2col [%halo, %woff] mode = im2col_w_128 multicast(%mask) : !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col_w3[%x, %y, %z] to %smem_im2col_w3, %bar im2col [%halo, %woff] mode = im2col_w dst_space = cta : !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col_w_1284[%x, %y, %z, %w] to %smem_im2col_w_1284, %bar im2col [%halo, %woff] mode = im2col_w_128 if %p : !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_gather42[%x, %r0, %r1, %r2, %r3] to %smem_gather42, %bar mode = gather4 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
      tile.load %d_gather42[%x, %r0, %r1, %r2, %r3] to %smem_gather42, %bar mode = gather4 dst_space = cta cta_group = 2 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
      tile.load %d_gather42[%x, %r0, %r1, %r2, %r3] to %smem_gather42, %bar mode = gather4 multicast(%mask) l2_hint(%policy) : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
      gpu.return
    }

    gpu.func @stores_sm100(
        %sd_s2_f32: !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>,
        %ss_s2_f32: memref<4x32xf32, 3>,
        %x: i32,
        %r0: i32,
        %r1: i32,
        %r2: i32,
        %r3: i32,
        %policy: i64,
        %p: i1) kernel {
      tile.store %ss_s2_f32 to %sd_s2_f32[%x, %r0, %r1, %r2, %r3] mode = scatter4 : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>
      tile.store %ss_s2_f32 to %sd_s2_f32[%x, %r0, %r1, %r2, %r3] mode = scatter4 l2_hint(%policy) : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>
      tile.store %ss_s2_f32 to %sd_s2_f32[%x, %r0, %r1, %r2, %r3] mode = scatter4 if %p : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>
      gpu.return
    }

    gpu.func @prefetches_sm100(
        %d_im2col_w4: !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %x: i32,
        %y: i32,
        %z: i32,
        %w: i32,
        %halo: i16,
        %woff: i16,
        %d_im2col_w_1285: !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %v: i32,
        %policy: i64,
        %d_gather42: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>,
        %r0: i32,
        %r1: i32,
        %r2: i32,
        %r3: i32,
        %p: i1) kernel {
      tile.prefetch %d_im2col_w4[%x, %y, %z, %w] im2col [%halo, %woff] mode = im2col_w : !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
      tile.prefetch %d_im2col_w_1285[%x, %y, %z, %w, %v] im2col [%halo, %woff] mode = im2col_w_128 l2_hint(%policy) : !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
      tile.prefetch %d_gather42[%x, %r0, %r1, %r2, %r3] mode = gather4 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>
      tile.prefetch %d_gather42[%x, %r0, %r1, %r2, %r3] mode = gather4 l2_hint(%policy) if %p : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>
      gpu.return
    }
  }
}
