// Differential check of the two emission strategies: every variant that both
// `--pipeline=default` (NVVM intrinsics, with inline-asm fallbacks) and
// `--pipeline=default-asm` (inline asm for every tile op) can emit, compiled
// to PTX by each, the TMA/bulk/cp.async/mbarrier/fence/tensormap instruction
// lines extracted and normalized by Inputs/ptx_instructions.py, and diffed.
// The script documents each normalization (register names, address widths,
// guard styles, MLIR's own inline PTX for predicated NVVM ops, LLVM's
// modifier order and its extra `prefetch.param.tensormap`, `.shared` for
// `.shared::cta`, the state sink of mbarrier arrivals, the wait loop's
// suspend-time hint); any other difference fails the test. The stronger
// check runs in every `cargo test`: each kernel of this file (and of every
// other lowering test) is assembled with ptxas 13.0 at its target by both
// strategies, and the async-copy SASS of the two cubins compared
// (testing/cuda-check, `cargo test -p tile-opt --test ptxas`).
//
// All runtime values are kernel parameters, so that LLVM folds none of them
// into immediates. The FileCheck lines pin the normalized instruction list
// (identical for both strategies once the diff passes).

// RUN: %tile-opt %s --split-input-file --pipeline=default --emit=ptx -o %t.nvvm.ptx
// RUN: %tile-opt %s --split-input-file --pipeline=default-asm --emit=ptx -o %t.asm.ptx
// RUN: python3 %S/../Inputs/ptx_instructions.py %t.nvvm.ptx > %t.nvvm.txt
// RUN: python3 %S/../Inputs/ptx_instructions.py %t.asm.ptx > %t.asm.txt
// RUN: diff %t.nvvm.txt %t.asm.txt
// RUN: %FileCheck %s --input-file=%t.asm.txt
// RUN: %FileCheck %s --input-file=%t.nvvm.txt

// CHECK-LABEL: .entry loads
// CHECK-NEXT: cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%R], [%R, {%R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%R], [%R, {%R, %R}], [%R], %R;
// CHECK-NEXT: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%R], [%R, {%R, %R, %R}], [%R], %R;
// CHECK-NEXT: cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%R], [%R, {%R, %R, %R, %R}], [%R], %R, %R;
// CHECK-NEXT: @%P cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R}], [%R];
// CHECK-NEXT: @%P cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%R], [%R, {%R, %R, %R, %R, %R}], [%R], %R, %R;
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%R], [%R, {%R}], [%R], %R;
// CHECK-NEXT: @%P cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R}], [%R], {%R};
// CHECK-NEXT: cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [%R], [%R, {%R, %R, %R, %R}], [%R], {%R, %R}, %R;
// CHECK-NEXT: cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%R], [%R, {%R, %R, %R, %R, %R}], [%R], {%R, %R, %R}, %R;
// CHECK-NEXT: @%P cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R}], [%R], {%R};
// CHECK-NEXT: @%P cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%R], [%R, {%R, %R, %R, %R}], [%R], {%R, %R}, %R, %R;
// CHECK-LABEL: .entry stores
// CHECK-NEXT: cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [%R, {%R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%R, {%R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [%R, {%R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [%R, {%R, %R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [%R, {%R, %R}], [%R], %R;
// CHECK-NEXT: @%P cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%R, {%R, %R, %R}], [%R];
// CHECK-NEXT: @%P cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [%R, {%R, %R}], [%R], %R;
// CHECK-NEXT: cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [%R, {%R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [%R, {%R, %R, %R, %R}], [%R], %R;
// CHECK-NEXT: cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group [%R, {%R, %R, %R, %R, %R}], [%R];
// CHECK-NEXT: @%P cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group [%R, {%R, %R, %R, %R}], [%R];
// CHECK-LABEL: .entry reductions
// CHECK-NEXT: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [%R, {%R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [%R, {%R, %R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group [%R, {%R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group [%R, {%R, %R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [%R, {%R, %R, %R}], [%R], %R;
// CHECK-NEXT: @%P cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.im2col_no_offs.bulk_group [%R, {%R, %R, %R}], [%R];
// CHECK-NEXT: @%P cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [%R, {%R, %R, %R, %R}], [%R], %R;
// CHECK-LABEL: .entry prefetches
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.1d.L2.global.tile [%R, {%R}];
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%R, {%R, %R}];
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.3d.L2.global.tile [%R, {%R, %R, %R}];
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.4d.L2.global.tile [%R, {%R, %R, %R, %R}];
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.5d.L2.global.tile [%R, {%R, %R, %R, %R, %R}];
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [%R, {%R, %R}], %R;
// CHECK-NEXT: @%P cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%R, {%R, %R}];
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [%R, {%R, %R, %R}], {%R};
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [%R, {%R, %R, %R, %R}], {%R, %R}, %R;
// CHECK-NEXT: @%P cp.async.bulk.prefetch.tensor.5d.L2.global.im2col [%R, {%R, %R, %R, %R, %R}], {%R, %R, %R};
// CHECK-NEXT: prefetch.tensormap [%R];
// CHECK-NEXT: @%P prefetch.tensormap [%R];
// CHECK-NEXT: prefetch.tensormap [%R];
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%R, {%R, %R}];
// CHECK-LABEL: .entry bulk
// CHECK-NEXT: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%R], [%R], %R, [%R], %R;
// CHECK-NEXT: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [%R], [%R], %R, [%R], %R;
// CHECK-NEXT: cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [%R], [%R], %R, [%R], %R;
// CHECK-NEXT: cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%R], [%R], %R, [%R], %R, %R;
// CHECK-NEXT: cp.async.bulk.global.shared::cta.bulk_group [%R], [%R], %R;
// CHECK-NEXT: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [%R], [%R], %R, %R;
// CHECK-NEXT: cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.async.bulk.prefetch.L2.global [%R], %R;
// CHECK-NEXT: cp.async.bulk.prefetch.L2.global.L2::cache_hint [%R], %R, %R;
// CHECK-NEXT: cp.async.bulk.commit_group;
// CHECK-NEXT: cp.async.bulk.wait_group 0;
// CHECK-NEXT: cp.async.bulk.wait_group 3;
// CHECK-NEXT: cp.async.bulk.wait_group.read 0;
// CHECK-NEXT: cp.async.bulk.wait_group.read 2;
// CHECK-LABEL: .entry bulk_reductions
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [%R], [%R], %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.f32 [%R], [%R], %R, %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16 [%R], [%R], %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.bf16 [%R], [%R], %R, %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.min.bf16 [%R], [%R], %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [%R], [%R], %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [%R], [%R], %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.dec.u32 [%R], [%R], %R, %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [%R], [%R], %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [%R], [%R], %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [%R], [%R], %R;
// CHECK-NEXT: cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f64 [%R], [%R], %R;
// CHECK-NEXT: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.u32 [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.dec.u32 [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [%R], [%R], %R, [%R];
// CHECK-NEXT: cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [%R], [%R], %R, [%R];
// CHECK-LABEL: .entry cp_async
// CHECK-NEXT: cp.async.ca.shared.global [%R], [%R], 4;
// CHECK-NEXT: cp.async.ca.shared.global [%R], [%R], 8;
// CHECK-NEXT: cp.async.ca.shared.global [%R], [%R], 16;
// CHECK-NEXT: cp.async.cg.shared.global [%R], [%R], 16;
// CHECK-NEXT: cp.async.cg.shared.global [%R], [%R], 16, %R;
// CHECK-NEXT: cp.async.ca.shared.global [%R], [%R], 8, %P;
// CHECK-NEXT: cp.async.ca.shared.global.L2::64B [%R], [%R], 4;
// CHECK-NEXT: cp.async.ca.shared.global.L2::128B [%R], [%R], 8;
// CHECK-NEXT: cp.async.cg.shared.global.L2::cache_hint.L2::256B [%R], [%R], 16, %R;
// CHECK-NEXT: cp.async.ca.shared.global.L2::cache_hint [%R], [%R], 4, %R;
// CHECK-NEXT: cp.async.ca.shared.global.L2::64B [%R], [%R], 8, %R;
// CHECK-NEXT: cp.async.cg.shared.global.L2::cache_hint.L2::128B [%R], [%R], 16, %P, %R;
// CHECK-NEXT: cp.async.commit_group;
// CHECK-NEXT: cp.async.wait_group 0;
// CHECK-NEXT: cp.async.wait_group 5;
// CHECK-LABEL: .entry mbarriers
// CHECK-NEXT: mbarrier.init.shared::cta.b64 [%R], %R;
// CHECK-NEXT: mbarrier.arrive.shared::cta.b64 _, [%R];
// CHECK-NEXT: mbarrier.arrive.expect_tx.shared::cta.b64 _, [%R], %R;
// CHECK-NEXT: @%P mbarrier.arrive.expect_tx.shared::cta.b64 _, [%R], %R;
// CHECK-NEXT: mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%R], %R;
// CHECK-NEXT: mbarrier.try_wait.parity.shared::cta.b64 %P, [%R], %R;
// CHECK-NEXT: @%P mbarrier.arrive.expect_tx.shared::cta.b64 _, [%R], %R;
// CHECK-NEXT: mbarrier.try_wait.parity.shared::cta.b64 %P, [%R], %R;
// CHECK-LABEL: .entry fences
// CHECK-NEXT: fence.proxy.async;
// CHECK-NEXT: fence.proxy.async.global;
// CHECK-NEXT: fence.proxy.async.shared::cta;
// CHECK-NEXT: fence.proxy.async.shared::cluster;
// CHECK-NEXT: fence.proxy.tensormap::generic.acquire.cta [%R], 128;
// CHECK-NEXT: fence.proxy.tensormap::generic.release.cta;
// CHECK-NEXT: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned [%R], [%R], 128;
// CHECK-NEXT: fence.proxy.tensormap::generic.acquire.cluster [%R], 128;
// CHECK-NEXT: fence.proxy.tensormap::generic.release.cluster;
// CHECK-NEXT: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cluster.sync.aligned [%R], [%R], 128;
// CHECK-NEXT: fence.proxy.tensormap::generic.acquire.gpu [%R], 128;
// CHECK-NEXT: fence.proxy.tensormap::generic.release.gpu;
// CHECK-NEXT: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%R], [%R], 128;
// CHECK-NEXT: fence.proxy.tensormap::generic.acquire.sys [%R], 128;
// CHECK-NEXT: fence.proxy.tensormap::generic.release.sys;
// CHECK-NEXT: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.sys.sync.aligned [%R], [%R], 128;
// CHECK-LABEL: .entry rebinds
// CHECK-NEXT: tensormap.replace.tile.global_address.global.b1024.b64 [%R], %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_address.global.b1024.b64 [%R], %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 1, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.global.b1024.b64 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_address.global.b1024.b64 [%R], %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 1, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 2, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.global.b1024.b64 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.global.b1024.b64 [%R], 1, %R;
// CHECK-NEXT: tensormap.replace.tile.global_address.global.b1024.b64 [%R], %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 1, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 2, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 3, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.global.b1024.b64 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.global.b1024.b64 [%R], 1, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.global.b1024.b64 [%R], 2, %R;
// CHECK-NEXT: tensormap.replace.tile.global_address.global.b1024.b64 [%R], %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 1, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 2, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 3, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.global.b1024.b32 [%R], 4, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.global.b1024.b64 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.global.b1024.b64 [%R], 1, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.global.b1024.b64 [%R], 2, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.global.b1024.b64 [%R], 3, %R;
// CHECK-NEXT: tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%R], %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%R], 1, %R;
// CHECK-NEXT: tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%R], 2, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%R], 0, %R;
// CHECK-NEXT: tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%R], 1, %R;
// CHECK-LABEL: .entry loads_sm100
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::1 [%R], [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%R], [%R, {%R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::2.L2::cache_hint [%R], [%R, {%R, %R, %R}], [%R], %R, %R;
// CHECK-NEXT: @%P cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%R], [%R, {%R, %R}], [%R];
// CHECK-NEXT: @%P cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.cta_group::1.L2::cache_hint [%R], [%R, {%R, %R, %R}], [%R], %R, %R;
// CHECK-NEXT: cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R, %R}], [%R], {%R, %R};
// CHECK-NEXT: cp.async.bulk.tensor.5d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%R], [%R, {%R, %R, %R, %R, %R}], [%R], {%R, %R}, %R, %R;
// CHECK-NEXT: cp.async.bulk.tensor.3d.shared::cta.global.im2col::w.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R}], [%R], {%R, %R};
// CHECK-NEXT: @%P cp.async.bulk.tensor.4d.shared::cluster.global.im2col::w::128.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R, %R}], [%R], {%R, %R};
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%R], [%R, {%R, %R, %R, %R, %R}], [%R], %R, %R;
// CHECK-NEXT: @%P cp.async.bulk.tensor.2d.shared::cluster.global.tile::gather4.mbarrier::complete_tx::bytes [%R], [%R, {%R, %R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.2d.shared::cta.global.tile::gather4.mbarrier::complete_tx::bytes.cta_group::2 [%R], [%R, {%R, %R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.cta_group::1.L2::cache_hint [%R], [%R, {%R, %R, %R, %R}], [%R], {%R, %R}, %R;
// CHECK-LABEL: .entry stores_sm100
// CHECK-NEXT: cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group [%R, {%R, %R, %R, %R, %R}], [%R];
// CHECK-NEXT: cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [%R, {%R, %R, %R, %R, %R}], [%R], %R;
// CHECK-NEXT: @%P cp.async.bulk.tensor.2d.global.shared::cta.tile::scatter4.bulk_group.L2::cache_hint [%R, {%R, %R, %R, %R, %R}], [%R], %R;
// CHECK-LABEL: .entry prefetches_sm100
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.4d.L2.global.im2col::w [%R, {%R, %R, %R, %R}], {%R, %R};
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.5d.L2.global.im2col::w::128.L2::cache_hint [%R, {%R, %R, %R, %R, %R}], {%R, %R}, %R;
// CHECK-NEXT: @%P cp.async.bulk.prefetch.tensor.4d.L2.global.im2col::w::128 [%R, {%R, %R, %R, %R}], {%R, %R};
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [%R, {%R, %R, %R, %R, %R}];
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4.L2::cache_hint [%R, {%R, %R, %R, %R, %R}], %R;
// CHECK-NEXT: @%P cp.async.bulk.prefetch.tensor.2d.L2.global.tile::gather4 [%R, {%R, %R, %R, %R, %R}];
// CHECK-LABEL: .entry bulk_sm100
// CHECK-NEXT: cp.async.bulk.global.shared::cta.bulk_group.cp_mask [%R], [%R], %R, %R;
// CHECK-NEXT: cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.cp_mask [%R], [%R], %R, %R, %R;

module attributes {gpu.container_module, tile.target = "sm_90a"} {
  gpu.module @sm_90a [#nvvm.target<chip = "sm_90a">] {
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
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar dst_space = cta : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile1[%x] to %smem_tile1, %bar dst_space = cta l2_hint(%policy) : !tile.tensormap<f32, rank = 1, box = [64]>, memref<64xf32, 3>, memref<i64, 3>
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar dst_space = cta if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_im2col3[%x, %y, %z] to %smem_im2col3, %bar im2col [%ow] mode = im2col : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col4[%x, %y, %z, %w] to %smem_im2col4, %bar im2col [%ow, %oh] mode = im2col multicast(%mask) : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col5[%x, %y, %z, %w, %v] to %smem_im2col5, %bar im2col [%ow, %oh, %ot] mode = im2col l2_hint(%policy) : !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col3[%x, %y, %z] to %smem_im2col3, %bar im2col [%ow] mode = im2col if %p : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col4[%x, %y, %z, %w] to %smem_im2col4, %bar im2col [%ow, %oh] mode = im2col multicast(%mask) l2_hint(%policy) if %p : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
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
      tile.store %ss_i5_f32 to %sd_i5_f32[%x, %y, %z, %w, %v] mode = im2col_no_offs : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>
      tile.store %ss_i4_f32 to %sd_i4_f32[%x, %y, %z, %w] mode = im2col_no_offs if %p : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
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
        %sd_t2_f16: !tile.tensormap<f16, rank = 2, box = [64, 64]>,
        %ss_t2_f16: memref<64x64xf16, 3>,
        %sd_t2_bf16: !tile.tensormap<bf16, rank = 2, box = [64, 64]>,
        %ss_t2_bf16: memref<64x64xbf16, 3>,
        %sd_t1_f32: !tile.tensormap<f32, rank = 1, box = [64]>,
        %ss_t1_f32: memref<64xf32, 3>,
        %sd_t3_f32: !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>,
        %ss_t3_f32: memref<2x8x64xf32, 3>,
        %z: i32,
        %sd_t4_f32: !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>,
        %ss_t4_f32: memref<2x2x4x32xf32, 3>,
        %w: i32,
        %sd_t5_f32: !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>,
        %ss_t5_f32: memref<2x2x2x4x16xf32, 3>,
        %v: i32,
        %sd_t3_si32: !tile.tensormap<si32, rank = 3, box = [64, 8, 2]>,
        %ss_t3_si32: memref<2x8x64xsi32, 3>,
        %policy: i64,
        %p: i1,
        %sd_i3_f32: !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %ss_i3_f32: memref<32x64xf16, 3>,
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
      tile.reduce add %ss_t2_f16 to %sd_t2_f16[%x, %y] : memref<64x64xf16, 3>, !tile.tensormap<f16, rank = 2, box = [64, 64]>
      tile.reduce max %ss_t2_bf16 to %sd_t2_bf16[%x, %y] : memref<64x64xbf16, 3>, !tile.tensormap<bf16, rank = 2, box = [64, 64]>
      tile.reduce add %ss_t1_f32 to %sd_t1_f32[%x] : memref<64xf32, 3>, !tile.tensormap<f32, rank = 1, box = [64]>
      tile.reduce add %ss_t3_f32 to %sd_t3_f32[%x, %y, %z] : memref<2x8x64xf32, 3>, !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
      tile.reduce add %ss_t4_f32 to %sd_t4_f32[%x, %y, %z, %w] : memref<2x2x4x32xf32, 3>, !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>
      tile.reduce add %ss_t5_f32 to %sd_t5_f32[%x, %y, %z, %w, %v] : memref<2x2x2x4x16xf32, 3>, !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
      tile.reduce min %ss_t3_si32 to %sd_t3_si32[%x, %y, %z] l2_hint(%policy) : memref<2x8x64xsi32, 3>, !tile.tensormap<si32, rank = 3, box = [64, 8, 2]>
      tile.reduce add %ss_t2_f32 to %sd_t2_f32[%x, %y] if %p : memref<64x64xf32, 3>, !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.reduce add %ss_i3_f32 to %sd_i3_f32[%x, %y, %z] mode = im2col_no_offs : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
      tile.reduce max %ss_i4_f32 to %sd_i4_f32[%x, %y, %z, %w] mode = im2col_no_offs l2_hint(%policy) if %p : memref<32x64xf16, 3>, !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
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
        %ot: i16,
        %slot: memref<128xi8, 1>) kernel {
      tile.prefetch %d_tile1[%x] : !tile.tensormap<f32, rank = 1, box = [64]>
      tile.prefetch %d_tile2[%x, %y] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch %d_tile3[%x, %y, %z] : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
      tile.prefetch %d_tile4[%x, %y, %z, %w] : !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>
      tile.prefetch %d_tile5[%x, %y, %z, %w, %v] : !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
      tile.prefetch %d_tile2[%x, %y] l2_hint(%policy) : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch %d_tile2[%x, %y] if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch %d_im2col3[%x, %y, %z] im2col [%ow] mode = im2col : !tile.tensormap<f16, rank = 3, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
      tile.prefetch %d_im2col4[%x, %y, %z, %w] im2col [%ow, %oh] mode = im2col l2_hint(%policy) : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>
      tile.prefetch %d_im2col5[%x, %y, %z, %w, %v] im2col [%ow, %oh, %ot] mode = im2col if %p : !tile.tensormap<f16, rank = 5, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0, 0], upper_corner = [0, 0, 0]>
      tile.prefetch_tensormap %d_tile2 : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %d_tile2 if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      %ds = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch_tensormap %ds : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.prefetch %ds[%x, %y] : !tile.tensormap<f32, rank = 2, box = [64, 64]>
      gpu.return
    }

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
        %rs_f64: memref<128xf64, 3>,
        %rg_f64: memref<128xf64, 1>,
        %rc_i32: memref<256xi32, 3>,
        %rc_i64: memref<128xi64, 3>,
        %rc_si32: memref<256xsi32, 3>) kernel {
      tile.bulk_reduce add %rs_f32 to %rg_f32, %bytes : memref<256xf32, 3>, memref<256xf32, 1>
      tile.bulk_reduce add %rs_f32 to %rg_f32, %bytes l2_hint(%policy) : memref<256xf32, 3>, memref<256xf32, 1>
      tile.bulk_reduce add %rs_f16 to %rg_f16, %bytes : memref<512xf16, 3>, memref<512xf16, 1>
      tile.bulk_reduce add %rs_bf16 to %rg_bf16, %bytes l2_hint(%policy) : memref<512xbf16, 3>, memref<512xbf16, 1>
      tile.bulk_reduce min %rs_bf16 to %rg_bf16, %bytes : memref<512xbf16, 3>, memref<512xbf16, 1>
      tile.bulk_reduce max %rs_si32 to %rg_si32, %bytes : memref<256xsi32, 3>, memref<256xsi32, 1>
      tile.bulk_reduce inc %rs_i32 to %rg_i32, %bytes : memref<256xi32, 3>, memref<256xi32, 1>
      tile.bulk_reduce dec %rs_i32 to %rg_i32, %bytes l2_hint(%policy) : memref<256xi32, 3>, memref<256xi32, 1>
      tile.bulk_reduce and %rs_i64 to %rg_i64, %bytes : memref<128xi64, 3>, memref<128xi64, 1>
      tile.bulk_reduce or %rs_si32 to %rg_si32, %bytes : memref<256xsi32, 3>, memref<256xsi32, 1>
      tile.bulk_reduce xor %rs_i32 to %rg_i32, %bytes : memref<256xi32, 3>, memref<256xi32, 1>
      tile.bulk_reduce add %rs_f64 to %rg_f64, %bytes : memref<128xf64, 3>, memref<128xf64, 1>
      tile.bulk_reduce add %rs_i32 to %rc_i32, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
      tile.bulk_reduce add %rs_i64 to %rc_i64, %bytes mbar(%bar : memref<i64, 3>) : memref<128xi64, 3>, memref<128xi64, 3>
      tile.bulk_reduce min %rs_si32 to %rc_si32, %bytes mbar(%bar : memref<i64, 3>) : memref<256xsi32, 3>, memref<256xsi32, 3>
      tile.bulk_reduce max %rs_i32 to %rc_i32, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
      tile.bulk_reduce inc %rs_i32 to %rc_i32, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
      tile.bulk_reduce dec %rs_i32 to %rc_i32, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
      tile.bulk_reduce and %rs_si32 to %rc_si32, %bytes mbar(%bar : memref<i64, 3>) : memref<256xsi32, 3>, memref<256xsi32, 3>
      tile.bulk_reduce or %rs_i32 to %rc_i32, %bytes mbar(%bar : memref<i64, 3>) : memref<256xi32, 3>, memref<256xi32, 3>
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
      tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%d0] strides [] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 1, box = [64]>
      tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%d0, %d1] strides [%s1] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 64]>
      tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%d0, %d1, %d2] strides [%s1, %s2] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
      tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%d0, %d1, %d2, %d3] strides [%s1, %s2, %s3] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 4, box = [32, 4, 2, 2]>
      tile.rebind %slot address(%addr : !llvm.ptr<1>) dims [%d0, %d1, %d2, %d3, %d4] strides [%s1, %s2, %s3, %s4] : memref<128xi8, 1> as !tile.tensormap<f32, rank = 5, box = [16, 4, 2, 2, 2]>
      tile.rebind %sslot address(%addr : !llvm.ptr<1>) dims [%d0, %d1, %d2] strides [%s1, %s2] : memref<128xi8, 3> as !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module, tile.target = "sm_100a"} {
  gpu.module @sm_100a [#nvvm.target<chip = "sm_100a">] {
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
        %policy: i64,
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
        %d_im2col4: !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>,
        %smem_im2col4: memref<32x64xf16, 3>,
        %ow: i16,
        %oh: i16) kernel {
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar cta_group = 1 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar cta_group = 2 : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile3[%x, %y, %z] to %smem_tile3, %bar multicast(%mask) l2_hint(%policy) cta_group = 2 : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile2[%x, %y] to %smem_tile2, %bar cta_group = 2 if %p : !tile.tensormap<f32, rank = 2, box = [64, 64]>, memref<64x64xf32, 3>, memref<i64, 3>
      tile.load %d_tile3[%x, %y, %z] to %smem_tile3, %bar multicast(%mask) l2_hint(%policy) cta_group = 1 if %p : !tile.tensormap<f32, rank = 3, box = [64, 8, 2]>, memref<2x8x64xf32, 3>, memref<i64, 3>
      tile.load %d_im2col_w4[%x, %y, %z, %w] to %smem_im2col_w4, %bar im2col [%halo, %woff] mode = im2col_w : !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col_w_1285[%x, %y, %z, %w, %v] to %smem_im2col_w_1285, %bar im2col [%halo, %woff] mode = im2col_w_128 multicast(%mask) l2_hint(%policy) : !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col_w3[%x, %y, %z] to %smem_im2col_w3, %bar im2col [%halo, %woff] mode = im2col_w dst_space = cta : !tile.tensormap<f16, rank = 3, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_im2col_w_1284[%x, %y, %z, %w] to %smem_im2col_w_1284, %bar im2col [%halo, %woff] mode = im2col_w_128 if %p : !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>, memref<32x64xf16, 3>, memref<i64, 3>
      tile.load %d_gather42[%x, %r0, %r1, %r2, %r3] to %smem_gather42, %bar mode = gather4 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
      tile.load %d_gather42[%x, %r0, %r1, %r2, %r3] to %smem_gather42, %bar mode = gather4 dst_space = cta : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
      tile.load %d_gather42[%x, %r0, %r1, %r2, %r3] to %smem_gather42, %bar mode = gather4 multicast(%mask) l2_hint(%policy) : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
      tile.load %d_gather42[%x, %r0, %r1, %r2, %r3] to %smem_gather42, %bar mode = gather4 if %p : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
      tile.load %d_gather42[%x, %r0, %r1, %r2, %r3] to %smem_gather42, %bar mode = gather4 dst_space = cta cta_group = 2 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>, memref<4x64xbf16, 3>, memref<i64, 3>
      tile.load %d_im2col4[%x, %y, %z, %w] to %smem_im2col4, %bar im2col [%ow, %oh] mode = im2col dst_space = cta l2_hint(%policy) cta_group = 1 : !tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0, 0], upper_corner = [0, 0]>, memref<32x64xf16, 3>, memref<i64, 3>
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
      tile.store %ss_s2_f32 to %sd_s2_f32[%x, %r0, %r1, %r2, %r3] mode = scatter4 l2_hint(%policy) if %p : memref<4x32xf32, 3>, !tile.tensormap<f32, rank = 2, box = [32, 1], swizzle = sw128>
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
        %d_im2col_w_1284: !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>,
        %p: i1,
        %d_gather42: !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>,
        %r0: i32,
        %r1: i32,
        %r2: i32,
        %r3: i32) kernel {
      tile.prefetch %d_im2col_w4[%x, %y, %z, %w] im2col [%halo, %woff] mode = im2col_w : !tile.tensormap<f16, rank = 4, mode = im2col_w, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
      tile.prefetch %d_im2col_w_1285[%x, %y, %z, %w, %v] im2col [%halo, %woff] mode = im2col_w_128 l2_hint(%policy) : !tile.tensormap<f16, rank = 5, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
      tile.prefetch %d_im2col_w_1284[%x, %y, %z, %w] im2col [%halo, %woff] mode = im2col_w_128 if %p : !tile.tensormap<f16, rank = 4, mode = im2col_w_128, channels_per_pixel = 64, pixels_per_column = 32, lower_corner = [0], upper_corner = [0]>
      tile.prefetch %d_gather42[%x, %r0, %r1, %r2, %r3] mode = gather4 : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>
      tile.prefetch %d_gather42[%x, %r0, %r1, %r2, %r3] mode = gather4 l2_hint(%policy) : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>
      tile.prefetch %d_gather42[%x, %r0, %r1, %r2, %r3] mode = gather4 if %p : !tile.tensormap<bf16, rank = 2, box = [64, 1], swizzle = sw128>
      gpu.return
    }

    gpu.func @bulk_sm100(
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
