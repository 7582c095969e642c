//! The size-stress shapes: fenced rebind blocks, many
//! device-born descriptors in one kernel, many launches of a kernel with
//! eight host-born descriptors.

use crate::text::{tile_globals, TILE_CLOSE, TILE_OPEN};
use std::fmt::Write;

const DESC: &str = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
const SMEM: &str = "memref<64x64xf32, 3>";

/// One kernel with N sequential `scf.if` blocks, each rebinding one global
/// slot (address, dims, strides), releasing and acquiring it, storing
/// through it, committing and waiting for the bulk group to finish reading
/// (so the next block may overwrite the slot).
pub fn fences(n: usize) -> String {
    let mut out = String::with_capacity(n * 700 + 2048);
    out.push_str(TILE_OPEN);
    out.push_str(
        "    memref.global \"private\" @slot : memref<128xi8, 1> = uninitialized {alignment = 128}\n",
    );
    let _ = write!(
        out,
        r#"    gpu.func @fences(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64, %smem: {SMEM}, %x: i32, %y: i32, %c: i1) kernel {{
      %slot = memref.get_global @slot : memref<128xi8, 1>
      %d = tile.tensormap_from_slot %slot : memref<128xi8, 1> -> {DESC}
"#
    );
    let block = format!(
        r#"      scf.if %c {{
        tile.rebind %slot address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : memref<128xi8, 1> as {DESC}
        tile.tensormap_fence_release scope = gpu
        tile.tensormap_fence_acquire %slot scope = gpu : memref<128xi8, 1>
        tile.store %smem to %d[%x, %y] : {SMEM}, {DESC}
        tile.bulk_commit
        tile.bulk_wait 0 read
      }}
"#
    );
    (0..n).for_each(|_| out.push_str(&block));
    out.push_str("      gpu.return\n    }\n");
    out.push_str(TILE_CLOSE);
    out
}

/// One kernel with N device-born descriptors (each address is loaded from a
/// table in the kernel), each used by one TMA load and its wait, and a host
/// function that launches it once. The kernel asks for zero-seeded slots
/// (`tile.rebind_seed = "zero"`): a 128-byte template parameter per
/// descriptor would exceed the PTX parameter space from N = 256 on
/// (`[param-space]`).
pub fn device_born(n: usize) -> String {
    let mut out = String::with_capacity(n * 600 + 4096);
    out.push_str(TILE_OPEN);
    out.push_str(&tile_globals(SMEM));
    out.push_str(
        r#"    gpu.func @device_born(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) kernel
        attributes {tile.rebind_seed = "zero"} {
      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
"#,
    );
    for i in 0..n {
        let _ = write!(
            out,
            r#"      %i{i} = arith.constant {i} : index
      %a{i} = memref.load %table[%i{i}] : memref<?xi64, 1>
      %p{i} = llvm.inttoptr %a{i} : i64 to !llvm.ptr<1>
      %d{i} = tile.make_tensormap_ptr %p{i}, dims [%w, %h], strides [%pitch] : !llvm.ptr<1> -> {DESC}
"#
        );
    }
    out.push_str(
        r#"      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
"#,
    );
    for i in 0..n {
        let _ = write!(
            out,
            r#"        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d{i}[%c0_i32, %c0_i32] to %smem, %bar : {DESC}, {SMEM}, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
"#
        );
    }
    out.push_str("      }\n      gpu.return\n    }\n  }\n");
    out.push_str(
        r#"  func.func @host(%table: memref<?xi64, 1>, %w: i64, %h: i64, %pitch: i64) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@device_born blocks in (%c128, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%table : memref<?xi64, 1>, %w : i64, %h : i64, %pitch : i64)
    return
  }
}
"#,
    );
    out
}

/// A kernel that builds eight descriptors from its memref arguments (all
/// host-born: hoisted to the host) and loads through each, and a host
/// function that launches it N times (`--emit=host-llvm`).
pub fn launches(n: usize) -> String {
    let m = "memref<1024x1024xf32>";
    let params: Vec<String> = (0..8).map(|j| format!("%m{j}: {m}")).collect();
    let params = params.join(", ");
    let args: Vec<String> = (0..8).map(|j| format!("%m{j} : {m}")).collect();
    let args = args.join(", ");
    let mut out = String::with_capacity(n * 400 + 8192);
    out.push_str(TILE_OPEN);
    out.push_str(&tile_globals(SMEM));
    let _ = writeln!(out, "    gpu.func @eight({params}) kernel {{");
    for j in 0..8 {
        let _ = writeln!(
            out,
            "      %d{j} = tile.make_tensormap %m{j} : {m} -> {DESC}"
        );
    }
    out.push_str(
        r#"      %smem = memref.get_global @tile_smem : memref<64x64xf32, 3>
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %bytes = arith.constant 16384 : i32
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
"#,
    );
    for j in 0..8 {
        let _ = write!(
            out,
            r#"        tile.mbarrier_arrive_expect_tx %bar, %bytes : memref<i64, 3>
        tile.load %d{j}[%c0_i32, %c0_i32] to %smem, %bar : {DESC}, {SMEM}, memref<i64, 3>
        tile.mbarrier_wait_parity %bar, %c0_i32 : memref<i64, 3>
"#
        );
    }
    out.push_str("      }\n      gpu.return\n    }\n  }\n");
    let _ = write!(
        out,
        "  func.func @run({params}) {{\n    %c1 = arith.constant 1 : index\n    %c16 = arith.constant 16 : index\n    %c128 = arith.constant 128 : index\n"
    );
    for _ in 0..n {
        let _ = writeln!(
            out,
            "    gpu.launch_func @kernels::@eight blocks in (%c16, %c16, %c1) threads in (%c128, %c1, %c1) args({args})"
        );
    }
    out.push_str("    return\n  }\n}\n");
    out
}
