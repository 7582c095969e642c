//! Size shapes found by testing from outside, each of which once grew
//! faster than its input: many kernels before the first tile op, many
//! globals after the slot ops, one kernel with many discardable attributes,
//! device-born descriptors in many sibling loops or one deep loop nest,
//! deeply nested `scf.if`, many `// -----` chunks and many expected
//! diagnostics. `bench/compile/run` gives each its own tile-opt command.

use crate::text::{tile_globals, TILE_CLOSE, TILE_OPEN};
use std::fmt::Write;

const DESC: &str = "!tile.tensormap<f32, rank = 2, box = [64, 64]>";
const SMEM: &str = "memref<64x64xf32, 3>";

/// N kernels without tile ops, then one kernel with N tile ops (the tile
/// verifier once walked from the module's start to its first tile op for
/// every tile op).
pub fn verifier_kernels(n: usize) -> String {
    let mut out = String::with_capacity(n * 90 + 1024);
    out.push_str(TILE_OPEN);
    for i in 0..n {
        let _ = writeln!(
            out,
            "    gpu.func @e{i}() kernel {{\n      gpu.return\n    }}"
        );
    }
    out.push_str("    gpu.func @k() kernel {\n");
    (0..n).for_each(|_| out.push_str("      tile.fence_proxy_async shared_cta\n"));
    out.push_str("      gpu.return\n    }\n");
    out.push_str(TILE_CLOSE);
    out
}

/// A kernel with N `tile.tensormap_fence_acquire` of one global slot, and N
/// unused 128-byte globals after it (the slot alignment check once scanned
/// every global for every slot op).
pub fn slot_globals(n: usize) -> String {
    let slot = "memref<128xi8, 1>";
    let mut out = String::with_capacity(n * 170 + 1024);
    out.push_str(TILE_OPEN);
    let _ = writeln!(
        out,
        "    gpu.func @k() kernel {{\n      tile.fence_proxy_async shared_cta\n      \
         %s = memref.get_global @slot : {slot}"
    );
    for _ in 0..n {
        let _ = writeln!(
            out,
            "      tile.tensormap_fence_acquire %s scope = gpu : {slot}"
        );
    }
    out.push_str("      gpu.return\n    }\n");
    for i in 0..n {
        let _ = writeln!(
            out,
            "    memref.global \"private\" @g{i} : {slot} = uninitialized {{alignment = 128}}"
        );
    }
    let _ = writeln!(
        out,
        "    memref.global \"private\" @slot : {slot} = uninitialized {{alignment = 128}}"
    );
    out.push_str(TILE_CLOSE);
    out
}

/// A kernel without tile ops that carries N discardable attributes (the
/// LLVM type collection once sorted them for every op).
pub fn func_attrs(n: usize) -> String {
    let mut out = String::with_capacity(n * 24 + 256);
    out.push_str(
        "module attributes {gpu.container_module} {\n  gpu.module @m {\n    gpu.func @k() kernel attributes {",
    );
    for i in 0..n {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "a.x{i} = {i} : i32");
    }
    out.push_str("} {\n      gpu.return\n    }\n  }\n}\n");
    out
}

/// The leader branch of a kernel with zero-seeded device-born descriptors,
/// its `body` (one descriptor per `%a{l}`, see [`born_store`]), and one
/// wait at its end.
fn born_kernel(name: &str, body: &str) -> String {
    let mut out = String::with_capacity(body.len() + 2048);
    out.push_str(TILE_OPEN);
    out.push_str(&tile_globals(SMEM));
    let _ = write!(
        out,
        r#"    gpu.func @{name}(%table: memref<?xi64, 1>, %w: i64, %pitch: i64, %n: index) kernel attributes {{tile.rebind_seed = "zero"}} {{
      %smem = memref.get_global @tile_smem : {SMEM}
      %bar = memref.get_global @tile_bar : memref<i64, 3>
      %c1_i32 = arith.constant 1 : i32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c0_i32 = arith.constant 0 : i32
      %tid = gpu.thread_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {{
        tile.mbarrier_init %bar, %c1_i32 : memref<i64, 3>
        tile.fence_proxy_async shared_cta
{body}        tile.bulk_wait 0
      }}
      gpu.return
    }}
"#
    );
    out.push_str(TILE_CLOSE);
    out
}

/// Descriptor `l`, built from the table entry at `iv`, and a store through
/// it, committed.
fn born_store(out: &mut String, l: usize, iv: &str) {
    let _ = write!(
        out,
        "        %a{l} = memref.load %table[{iv}] : memref<?xi64, 1>\n        \
         %p{l} = llvm.inttoptr %a{l} : i64 to !llvm.ptr<1>\n        \
         %d{l} = tile.make_tensormap_ptr %p{l}, dims [%w, %w], strides [%pitch] : !llvm.ptr<1> -> {DESC}\n        \
         tile.store %smem to %d{l}[%c0_i32, %c0_i32] : {SMEM}, {DESC}\n        \
         tile.bulk_commit\n"
    );
}

/// N sibling `scf.for` loops, each building one device-born descriptor and
/// storing through it; one wait after them (`tile-plan-device-rebind` once
/// compared every pair of loops).
pub fn rebind_siblings(n: usize) -> String {
    let mut body = String::with_capacity(n * 400);
    for l in 0..n {
        let _ = writeln!(body, "        scf.for %i{l} = %c0 to %n step %c1 {{");
        born_store(&mut body, l, &format!("%i{l}"));
        body.push_str("        }\n");
    }
    born_kernel("siblings", &body)
}

/// An N-deep `scf.for` nest whose every level builds one device-born
/// descriptor and stores through it before the next level; one wait after
/// the nest.
pub fn rebind_nest(n: usize) -> String {
    let mut body = String::with_capacity(n * 400);
    for l in 0..n {
        let _ = writeln!(body, "        scf.for %i{l} = %c0 to %n step %c1 {{");
        born_store(&mut body, l, &format!("%i{l}"));
    }
    (0..n).for_each(|_| body.push_str("        }\n"));
    born_kernel("nest", &body)
}

/// N nested `scf.if` around one `memref.store` in a `func.func` (no tile
/// ops): `tile-lower-scf` alone.
pub fn scf_if_nest(n: usize) -> String {
    let mut out = String::with_capacity(n * 14 + 256);
    out.push_str(
        "func.func @f(%c: i1, %m: memref<1xi32>) {\n  %c0 = arith.constant 0 : index\n  %v = arith.constant 1 : i32\n",
    );
    (0..n).for_each(|_| out.push_str("scf.if %c {\n"));
    out.push_str("memref.store %v, %m[%c0] : memref<1xi32>\n");
    (0..n).for_each(|_| out.push_str("}\n"));
    out.push_str("  return\n}\n");
    out
}

/// N `// -----` chunks of one small function each (`--split-input-file`).
pub fn split_chunks(n: usize) -> String {
    let chunk = "func.func @f() {\n  return\n}\n";
    let mut out = String::with_capacity(n * (chunk.len() + 10));
    for i in 0..n {
        if i > 0 {
            out.push_str("\n// -----\n");
        }
        out.push_str(chunk);
    }
    out
}

/// One module of N kernels, each with a `tile.bulk_load` of a size the
/// verifier refuses and the `expected-error` that matches it
/// (`--verify-diagnostics`: the run succeeds when every error is expected).
pub fn verify_diagnostics(n: usize) -> String {
    let mut out = String::with_capacity(n * 450 + 1024);
    out.push_str(TILE_OPEN);
    for i in 0..n {
        let _ = write!(
            out,
            r#"    gpu.func @k{i}(%g: memref<1024xf32, 1>, %s: memref<1024xf32, 3>, %bar: memref<i64, 3>) kernel {{
      %bytes = arith.constant 100 : i32
      // expected-error @below {{{{[bulk-size] bulk copy size must be a positive multiple of 16 bytes, got 100}}}}
      tile.bulk_load %g to %s, %bytes, %bar : memref<1024xf32, 1>, memref<1024xf32, 3>, memref<i64, 3>
      gpu.return
    }}
"#
        );
    }
    out.push_str(TILE_CLOSE);
    out
}
