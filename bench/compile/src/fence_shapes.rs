//! Shapes for the fence checker (`tile-check-tensormap-fences`) whose
//! may-be-pending reads could grow with the program: a store still in
//! flight when the next block begins (wait at the start of each block), in
//! sequential ifs, nested ifs and sibling loops, one block per slot with
//! many slots, many slots rebound in a row under one release, and one store
//! under N nested ifs.

use crate::text::{tile_globals, TILE_CLOSE, TILE_OPEN};
use std::fmt::Write;

const DESC: &str = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
const SMEM: &str = "memref<64x64xf32, 3>";

/// The kernel header the rebind shapes share: one global slot `%slot0`
/// (or `slots` of them, 128-byte views `%slot{i}` of one global), the
/// rebind's operands, a condition and a trip count.
fn open_kernel(out: &mut String, name: &str, slots: usize) {
    out.push_str(TILE_OPEN);
    let _ = writeln!(
        out,
        "    memref.global \"private\" @slots : memref<{}xi8, 1> = uninitialized {{alignment = 128}}",
        slots * 128
    );
    let _ = writeln!(
        out,
        "    gpu.func @{name}(%p: !llvm.ptr<1>, %w: i32, %h: i32, %pitch: i64, %smem: {SMEM}, \
         %x: i32, %y: i32, %c: i1, %n: index) kernel {{\n      \
         %c0 = arith.constant 0 : index\n      %c1 = arith.constant 1 : index\n      \
         %slots = memref.get_global @slots : memref<{}xi8, 1>",
        slots * 128
    );
    for i in 0..slots {
        let _ = writeln!(
            out,
            "      %slot{i} = memref.subview %slots[{offset}] [128] [1] : memref<{total}xi8, 1> to {slot}\n      \
             %d{i} = tile.tensormap_from_slot %slot{i} : {slot} -> {DESC}",
            offset = i * 128,
            total = slots * 128,
            slot = slot_type(i),
        );
    }
}

/// The type of slot `i`: a 128-byte view of the slots' global.
fn slot_type(i: usize) -> String {
    format!("memref<128xi8, strided<[1], offset: {}>, 1>", i * 128)
}

/// Closes [`open_kernel`]: a last wait, so that no store is in flight at
/// the end.
fn close_kernel(out: &mut String) {
    out.push_str("      tile.bulk_wait 0 read\n      gpu.return\n    }\n");
    out.push_str(TILE_CLOSE);
}

/// The body of one rebind block on slot `i`: wait for the previous block's
/// store (which may still read the slot), rebind, release, acquire, store
/// through the slot, commit.
fn wait_first_body(out: &mut String, i: usize, indent: &str) {
    let slot = slot_type(i);
    let _ = write!(
        out,
        "{indent}tile.bulk_wait 0 read\n\
         {indent}tile.rebind %slot{i} address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : {slot} as {DESC}\n\
         {indent}tile.tensormap_fence_release scope = gpu\n\
         {indent}tile.tensormap_fence_acquire %slot{i} scope = gpu : {slot}\n\
         {indent}tile.store %smem to %d{i}[%x, %y] : {SMEM}, {DESC}\n\
         {indent}tile.bulk_commit\n"
    );
}

/// N sequential `scf.if` blocks on one global slot, each *starting* with
/// `tile.bulk_wait 0 read`: where a block is skipped, the previous block's
/// store is still in flight when the next one begins.
pub fn wait_first(n: usize) -> String {
    let mut out = String::with_capacity(n * 600 + 2048);
    open_kernel(&mut out, "wait_first", 1);
    for _ in 0..n {
        out.push_str("      scf.if %c {\n");
        wait_first_body(&mut out, 0, "        ");
        out.push_str("      }\n");
    }
    close_kernel(&mut out);
    out
}

/// N nested `scf.if`, each level holding one wait-first rebind block on one
/// global slot before the next level.
pub fn nested(n: usize) -> String {
    let mut out = String::with_capacity(n * 600 + 2048);
    open_kernel(&mut out, "nested", 1);
    for _ in 0..n {
        out.push_str("      scf.if %c {\n");
        wait_first_body(&mut out, 0, "      ");
    }
    (0..n).for_each(|_| out.push_str("      }\n"));
    close_kernel(&mut out);
    out
}

/// N sibling `scf.for` loops on one global slot, each body a wait-first
/// rebind block (a loop that runs no iteration leaves the previous loop's
/// store in flight).
pub fn loops(n: usize) -> String {
    let mut out = String::with_capacity(n * 650 + 2048);
    open_kernel(&mut out, "loops", 1);
    for i in 0..n {
        let _ = writeln!(out, "      scf.for %i{i} = %c0 to %n step %c1 {{");
        wait_first_body(&mut out, 0, "        ");
        out.push_str("      }\n");
    }
    close_kernel(&mut out);
    out
}

/// N slots (128-byte views of one global), each rebound once in its own
/// wait-first `scf.if` block (each slot's store stays in flight across the
/// later blocks when they are skipped).
pub fn slots(n: usize) -> String {
    let mut out = String::with_capacity(n * 800 + 2048);
    open_kernel(&mut out, "many_slots", n);
    for i in 0..n {
        out.push_str("      scf.if %c {\n");
        wait_first_body(&mut out, i, "        ");
        out.push_str("      }\n");
    }
    close_kernel(&mut out);
    out
}

/// N slots rebound one after the other, one release fence for all of them,
/// then each slot acquired and stored through; one commit and wait at the
/// end (each slot's write waits for the one release across the others'
/// rebinds, and its acquire across the others' acquires and stores).
pub fn batch(n: usize) -> String {
    let mut out = String::with_capacity(n * 900 + 2048);
    open_kernel(&mut out, "batch", n);
    for i in 0..n {
        let _ = writeln!(
            out,
            "      tile.rebind %slot{i} address(%p : !llvm.ptr<1>) dims [%w, %h] strides [%pitch] : {} as {DESC}",
            slot_type(i)
        );
    }
    out.push_str("      tile.tensormap_fence_release scope = gpu\n");
    for i in 0..n {
        let _ = writeln!(
            out,
            "      tile.tensormap_fence_acquire %slot{i} scope = gpu : {}\n      \
             tile.store %smem to %d{i}[%x, %y] : {SMEM}, {DESC}",
            slot_type(i)
        );
    }
    out.push_str("      tile.bulk_commit\n");
    close_kernel(&mut out);
    out
}

/// One TMA store (and commit) under N nested `scf.if`, in the leader branch
/// of a kernel with host-born descriptors; one wait after the nest.
pub fn deep_if(n: usize) -> String {
    let mut out = String::with_capacity(n * 20 + 2048);
    out.push_str(TILE_OPEN);
    out.push_str(&tile_globals(SMEM));
    let _ = write!(
        out,
        r#"    gpu.func @deep_if(%src: {DESC}, %dst: {DESC}, %c: i1) kernel {{
      %smem = memref.get_global @tile_smem : {SMEM}
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c0 = arith.constant 0 : index
      %c1_i32 = arith.constant 1 : i32
      %c0_i32 = arith.constant 0 : i32
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {{
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
"#
    );
    (0..n).for_each(|_| out.push_str("        scf.if %c {\n"));
    let _ = writeln!(
        out,
        "        tile.store %smem to %dst[%c0_i32, %c0_i32] : {SMEM}, {DESC}\n        tile.bulk_commit"
    );
    (0..n).for_each(|_| out.push_str("        }\n"));
    out.push_str("        tile.bulk_wait 0\n      }\n      gpu.return\n    }\n");
    out.push_str(TILE_CLOSE);
    out
}
