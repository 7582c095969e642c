//! One kernel with N tile ops: an mbarrier init and an async-proxy fence,
//! then groups of six (arrive.expect_tx, load, parity wait, store, commit,
//! wait), padded with async-proxy fences to exactly N.

use crate::text::{
    nvvm_globals, tile_globals, NVVM_CLOSE, NVVM_DESC_PARAM, NVVM_OPEN, TILE_CLOSE, TILE_OPEN,
};
use crate::Flavor;

/// Tile ops per group.
const GROUP: usize = 6;
/// Tile ops before the first group.
const PROLOGUE: usize = 2;

fn tile_kernel(n: usize) -> String {
    let d = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
    let s = "memref<64x64xf32, 3>";
    let groups = n.saturating_sub(PROLOGUE) / GROUP;
    let pad = n.saturating_sub(PROLOGUE + groups * GROUP);
    let mut out = String::with_capacity(n * 110 + 2048);
    out.push_str(TILE_OPEN);
    out.push_str(&tile_globals(s));
    out.push_str(&format!(
        r#"    gpu.func @many_ops(%src: {d}, %dst: {d}) kernel {{
      %smem = memref.get_global @tile_smem : {s}
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c64_i32 = arith.constant 64 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %x = arith.muli %bxi, %c64_i32 : i32
      %y = arith.muli %byi, %c64_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {{
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
"#
    ));
    let group = format!(
        r#"        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar : {d}, {s}, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x, %y] : {s}, {d}
        tile.bulk_commit
        tile.bulk_wait 0 read
"#
    );
    (0..groups).for_each(|_| out.push_str(&group));
    (0..pad).for_each(|_| out.push_str("        tile.fence_proxy_async shared_cta\n"));
    out.push_str("      }\n      gpu.return\n    }\n");
    out.push_str(TILE_CLOSE);
    out
}

fn nvvm_kernel(n: usize) -> String {
    let p = NVVM_DESC_PARAM;
    let groups = n.saturating_sub(PROLOGUE) / GROUP;
    let pad = n.saturating_sub(PROLOGUE + groups * GROUP);
    let fence = "    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}\n";
    let mut out = String::with_capacity(n * 130 + 2048);
    out.push_str(NVVM_OPEN);
    out.push_str(&nvvm_globals(4096));
    out.push_str(&format!(
        r#"  llvm.func @many_ops(%arg0: {p}, %arg1: {p}) attributes {{nvvm.kernel}} {{
    %smem = llvm.mlir.addressof @tile_smem : !llvm.ptr<3>
    %bar = llvm.mlir.addressof @tile_bar : !llvm.ptr<3>
    %smem_cluster = llvm.addrspacecast %smem : !llvm.ptr<3> to !llvm.ptr<7>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %ticks = llvm.mlir.constant(10000000 : i32) : i32
    %bytes = llvm.mlir.constant(16384 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %x = llvm.mul %bx, %c64 : i32
    %y = llvm.mul %by, %c64 : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^copy, ^done
  ^copy:
    nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
{fence}"#
    ));
    let group = r#"    %s = nvvm.mbarrier.arrive.expect_tx %bar, %bytes : !llvm.ptr<3>, i32 -> i64
    nvvm.cp.async.bulk.tensor.shared.cluster.global %smem_cluster, %arg0, %bar, box[%x, %y] : !llvm.ptr<7>, !llvm.ptr
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.cp.async.bulk.tensor.global.shared.cta %arg1, %smem, box[%x, %y] : !llvm.ptr, !llvm.ptr<3>
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 0 {read}
"#;
    for g in 0..groups {
        // Results need distinct names in one region.
        out.push_str(&group.replacen("%s =", &format!("%s{g} ="), 1));
    }
    (0..pad).for_each(|_| out.push_str(fence));
    out.push_str("    llvm.br ^done\n  ^done:\n    llvm.return\n  }\n");
    out.push_str(NVVM_CLOSE);
    out
}

/// One kernel with exactly N tile ops (at least the two of the prologue).
pub fn many_ops(n: usize, flavor: Flavor) -> String {
    match flavor {
        Flavor::Tile => tile_kernel(n),
        Flavor::Nvvm => nvvm_kernel(n),
    }
}
