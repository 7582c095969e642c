//! K copies of one kernel in one module: the 2-D copy of
//! `examples/copy_2d.mlir` and a rank-3 load / store / reduce-add kernel,
//! each in the tile dialect and by hand in the LLVM + NVVM dialects.

use crate::text::{
    nvvm_globals, tile_globals, NVVM_CLOSE, NVVM_DESC_PARAM, NVVM_OPEN, TILE_CLOSE, TILE_OPEN,
};
use crate::Flavor;
use std::fmt::Write;

/// The body of `examples/copy_2d.mlir`'s kernel, named `copy_2d_<i>`.
fn tile_copy_2d(out: &mut String, i: usize) {
    let d = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
    let _ = write!(
        out,
        r#"    gpu.func @copy_2d_{i}(%src: {d}, %dst: {d}) kernel {{
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
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
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y] to %smem, %bar : {d}, memref<64x64xf32, 3>, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x, %y] : memref<64x64xf32, 3>, {d}
        tile.bulk_commit
        tile.bulk_wait 0 read
      }}
      gpu.return
    }}
"#
    );
}

/// The same kernel by hand in the LLVM + NVVM dialects
/// (`test/Lowering/Emit/Inputs/tma-copy-body.mlir`).
fn nvvm_copy_2d(out: &mut String, i: usize) {
    let p = NVVM_DESC_PARAM;
    let _ = write!(
        out,
        r#"  llvm.func @copy_2d_{i}(%arg0: {p}, %arg1: {p}) attributes {{nvvm.kernel}} {{
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
    nvvm.fence.proxy {{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}}
    %state = nvvm.mbarrier.arrive.expect_tx %bar, %bytes : !llvm.ptr<3>, i32 -> i64
    nvvm.cp.async.bulk.tensor.shared.cluster.global %smem_cluster, %arg0, %bar, box[%x, %y] : !llvm.ptr<7>, !llvm.ptr
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.cp.async.bulk.tensor.global.shared.cta %arg1, %smem, box[%x, %y] : !llvm.ptr, !llvm.ptr<3>
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 0 {{read}}
    llvm.br ^done
  ^done:
    llvm.return
  }}
"#
    );
}

/// A rank-3 kernel: load a 64 x 8 x 8 box, wait, store it, reduce-add it
/// into the destination, commit, wait; named `ldst_red_3d_<i>`.
fn tile_rank_3(out: &mut String, i: usize) {
    let d = "!tile.tensormap<f32, rank = 3, box = [64, 8, 8]>";
    let s = "memref<8x8x64xf32, 3>";
    let _ = write!(
        out,
        r#"    gpu.func @ldst_red_3d_{i}(%src: {d}, %dst: {d}, %acc: {d}) kernel {{
      %smem = memref.get_global @tile_smem : {s}
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %c64_i32 = arith.constant 64 : i32
      %c8_i32 = arith.constant 8 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %bz = gpu.block_id z
      %bxi = arith.index_cast %bx : index to i32
      %byi = arith.index_cast %by : index to i32
      %bzi = arith.index_cast %bz : index to i32
      %x = arith.muli %bxi, %c64_i32 : i32
      %y = arith.muli %byi, %c8_i32 : i32
      %z = arith.muli %bzi, %c8_i32 : i32
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {{
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %src[%x, %y, %z] to %smem, %bar : {d}, {s}, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
        tile.store %smem to %dst[%x, %y, %z] : {s}, {d}
        tile.reduce add %smem to %acc[%x, %y, %z] : {s}, {d}
        tile.bulk_commit
        tile.bulk_wait 0 read
      }}
      gpu.return
    }}
"#
    );
}

/// [`tile_rank_3`] by hand in the LLVM + NVVM dialects.
fn nvvm_rank_3(out: &mut String, i: usize) {
    let p = NVVM_DESC_PARAM;
    let _ = write!(
        out,
        r#"  llvm.func @ldst_red_3d_{i}(%arg0: {p}, %arg1: {p}, %arg2: {p}) attributes {{nvvm.kernel}} {{
    %smem = llvm.mlir.addressof @tile_smem : !llvm.ptr<3>
    %bar = llvm.mlir.addressof @tile_bar : !llvm.ptr<3>
    %smem_cluster = llvm.addrspacecast %smem : !llvm.ptr<3> to !llvm.ptr<7>
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c8 = llvm.mlir.constant(8 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %ticks = llvm.mlir.constant(10000000 : i32) : i32
    %bytes = llvm.mlir.constant(16384 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %bz = nvvm.read.ptx.sreg.ctaid.z : i32
    %x = llvm.mul %bx, %c64 : i32
    %y = llvm.mul %by, %c8 : i32
    %z = llvm.mul %bz, %c8 : i32
    %leader = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %leader, ^copy, ^done
  ^copy:
    nvvm.mbarrier.init %bar, %c1 : !llvm.ptr<3>, i32
    nvvm.fence.proxy {{kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}}
    %state = nvvm.mbarrier.arrive.expect_tx %bar, %bytes : !llvm.ptr<3>, i32 -> i64
    nvvm.cp.async.bulk.tensor.shared.cluster.global %smem_cluster, %arg0, %bar, box[%x, %y, %z] : !llvm.ptr<7>, !llvm.ptr
    nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
    nvvm.cp.async.bulk.tensor.global.shared.cta %arg1, %smem, box[%x, %y, %z] : !llvm.ptr, !llvm.ptr<3>
    nvvm.cp.async.bulk.tensor.reduce %arg2, %smem, box[%x, %y, %z] {{redKind = #nvvm.tma_redux_kind<add>}} : !llvm.ptr, !llvm.ptr<3>
    nvvm.cp.async.bulk.commit.group
    nvvm.cp.async.bulk.wait_group 0 {{read}}
    llvm.br ^done
  ^done:
    llvm.return
  }}
"#
    );
}

fn module(
    k: usize,
    flavor: Flavor,
    smem_type: &str,
    tile: fn(&mut String, usize),
    nvvm: fn(&mut String, usize),
) -> String {
    let mut out = String::with_capacity(k * 2048 + 512);
    match flavor {
        Flavor::Tile => {
            out.push_str(TILE_OPEN);
            out.push_str(&tile_globals(smem_type));
            (0..k).for_each(|i| tile(&mut out, i));
            out.push_str(TILE_CLOSE);
        }
        Flavor::Nvvm => {
            out.push_str(NVVM_OPEN);
            out.push_str(&nvvm_globals(4096));
            (0..k).for_each(|i| nvvm(&mut out, i));
            out.push_str(NVVM_CLOSE);
        }
    }
    out
}

/// K copies of the 2-D copy kernel.
pub fn copy_2d(k: usize, flavor: Flavor) -> String {
    module(
        k,
        flavor,
        "memref<64x64xf32, 3>",
        tile_copy_2d,
        nvvm_copy_2d,
    )
}

/// K copies of the rank-3 load / store / reduce-add kernel.
pub fn rank_3(k: usize, flavor: Flavor) -> String {
    module(k, flavor, "memref<8x8x64xf32, 3>", tile_rank_3, nvvm_rank_3)
}

/// Kernels of each `gpu.module` of [`modules`].
pub const KERNELS_PER_MODULE: usize = 100;

/// M `gpu.module`s of [`KERNELS_PER_MODULE`] copies of the 2-D copy kernel
/// each (tile dialect): the input of the parallel output stage.
pub fn modules(m: usize) -> String {
    let mut out = String::with_capacity(m * KERNELS_PER_MODULE * 2048 + 512);
    out.push_str("module attributes {gpu.container_module, tile.target = \"sm_90a\"} {\n");
    for j in 0..m {
        out.push_str(&format!(
            "  gpu.module @kernels_{j} [#nvvm.target<chip = \"sm_90a\">] {{\n"
        ));
        out.push_str(&tile_globals("memref<64x64xf32, 3>"));
        (0..KERNELS_PER_MODULE).for_each(|i| tile_copy_2d(&mut out, i));
        out.push_str("  }\n");
    }
    out.push_str("}\n");
    out
}
