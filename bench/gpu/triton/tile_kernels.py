"""tile-opt kernels generated as MLIR text for the grouped and MoE benchmarks.

`band_ring(...)`: one CTA per 64-row band of a group (the work table's (group, band) pairs, as
@grouped_rebind of test/gpu/grouped/grouped.mlir), both descriptors built in the kernel from the
group table (`tile.make_tensormap_ptr`; tile-plan-device-rebind makes them rebound per-CTA
slots), and the band's column boxes streamed through a ring of S stages in dynamic shared
memory: S - 1 loads in flight, each box stored (or reduce-added: `op="add"`) as it arrives,
`tile.bulk_wait 1 read` before a stage is refilled (the protocol of test/gpu/copy_pipe_dyn.mlir).

Group table: 8 x i64 per group (src address, dst address, rows, cols, src pitch bytes, dst
pitch bytes, column boxes, 0); work table: 2 x i32 per CTA (group, band).

    python3 bench/gpu/triton/tile_kernels.py [--write FILE]   # the MoE kernels' lit test
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ELEM_BYTES = {"f32": 4, "bf16": 2, "f16": 2}
BAND_ROWS = 64


def kernel_name(op: str, dtype: str, box_cols: int, stages: int, splits: int = 1) -> str:
    split = f"_x{splits}" if splits > 1 else ""
    return f"band_{'copy' if op == 'copy' else 'reduce'}_{dtype}_c{box_cols}_s{stages}{split}"


def dynamic_bytes(dtype: str, box_cols: int, stages: int) -> int:
    return stages * BAND_ROWS * box_cols * ELEM_BYTES[dtype] + 8 * stages


def band_ring(op: str, dtype: str, box_cols: int, stages: int, splits: int = 1) -> str:
    """One gpu.func (text): the band-per-CTA kernel with an S-stage ring. With `splits` > 1,
    `splits` CTAs share a band (grid: bands x splits, CTA b on work item b / splits), each
    streaming its share of the band's column boxes (ceil(boxes / splits), the last fewer or
    none) through its own ring, with its own rebound descriptors: more, shorter CTAs, so that
    a few long bands (a hot expert, a wide activation) do not leave SMs idle at the end."""
    if op not in ("copy", "add"):
        raise ValueError(f"op {op!r}: copy or add")
    if dtype not in ELEM_BYTES:
        raise ValueError(f"dtype {dtype!r}: one of {sorted(ELEM_BYTES)}")
    if stages < 2:
        raise ValueError("a ring needs at least 2 stages")
    if splits < 1:
        raise ValueError("splits must be at least 1")
    eb = ELEM_BYTES[dtype]
    box_bytes = BAND_ROWS * box_cols * eb
    if box_cols * eb % 16 or box_cols > 256:
        raise ValueError(f"box of {box_cols} {dtype} columns: 16-byte multiple, at most 256")
    S, L, R, C = stages, stages - 1, BAND_ROWS, box_cols
    tmap = f"!tile.tensormap<{dtype}, rank = 2, box = [{C}, {R}]>"
    ring = f"memref<{S}x{R}x{C}x{dtype}, #wg>"
    buf = f"memref<{R}x{C}x{dtype}, strided<[{C}, 1], offset: ?>, #wg>"
    bar = "memref<i64, strided<[], offset: ?>, #wg>"
    out = "tile.store" if op == "copy" else "tile.reduce add"
    name = kernel_name(op, dtype, C, S, splits)

    def stage(k: str, what: str, pad: str) -> str:
        # Box %<what> of the band in stage %<k>: %x_<what> its column, %buf_ / %bar_ its stage.
        return "\n".join(
            pad + line
            for line in [
                *([f"%abs_{what} = arith.addi %t0, %{what} : index",
                   f"%xi_{what} = arith.index_cast %abs_{what} : index to i32"] if splits > 1 else
                  [f"%xi_{what} = arith.index_cast %{what} : index to i32"]),
                f"%x_{what} = arith.muli %xi_{what}, %box_cols : i32",
                f"%buf_{what} = memref.subview %ring[%{k}, 0, 0] [1, {R}, {C}] [1, 1, 1] : {ring} to {buf}",
                f"%bar_{what} = memref.subview %bars[%{k}] [1] [1] : memref<{S}xi64, #wg> to {bar}",
            ]
        )

    if splits > 1:
        split_head = (f"        %splits = arith.constant {splits} : index\n"
                      "        %work_item = arith.divui %bid, %splits : index\n"
                      "        %part = arith.remui %bid, %splits : index\n")
        work = "work_item"
        split_range = ("        %n_band = arith.index_cast %nt : i64 to index\n"
                       "        %per_m = arith.addi %n_band, %splits : index\n"
                       "        %per_m1 = arith.subi %per_m, %c1 : index\n"
                       "        %per = arith.divui %per_m1, %splits : index\n"
                       "        %t0 = arith.muli %part, %per : index\n"
                       "        %t_end = arith.addi %t0, %per : index\n"
                       "        %t1 = arith.minui %t_end, %n_band : index\n"
                       "        %t1c = arith.maxui %t1, %t0 : index\n"
                       "        %n = arith.subi %t1c, %t0 : index\n")
    else:
        work, split_head = "bid", ""
        split_range = "        %n = arith.index_cast %nt : i64 to index\n"
    return f"""\
    // {op} of a band, {dtype} boxes of {R} rows x {C} columns, {S} stages ({S * box_bytes} B of ring
    // + {S} mbarriers in dynamic shared memory), {L} loads in flight.
    gpu.func @{name}(%work: memref<?xi32, 1>, %grp: memref<?xi64, 1>) kernel
        attributes {{known_block_size = array<i32: 32, 1, 1>, tile.dynamic_shared_bytes = {dynamic_bytes(dtype, C, S)} : i64}} {{
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %ring_at = arith.constant 0 : index
      %bars_at = arith.constant {S * box_bytes} : index
      %ring = memref.view %dyn[%ring_at][] : memref<?xi8, #wg> to {ring}
      %bars = memref.view %dyn[%bars_at][] : memref<?xi8, #wg> to memref<{S}xi64, #wg>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c8 = arith.constant 8 : index
      %stages = arith.constant {S} : index
      %lookahead = arith.constant {L} : index
      %c1_i32 = arith.constant 1 : i32
      %box_cols = arith.constant {C} : i32
      %box_rows = arith.constant {R} : i32
      %bytes = arith.constant {box_bytes} : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %leader = arith.cmpi eq, %tid, %c0 : index
      scf.if %leader {{
{split_head}        %w0 = arith.muli %{work}, %c2 : index
        %w1 = arith.addi %w0, %c1 : index
        %g32 = memref.load %work[%w0] : memref<?xi32, 1>
        %band = memref.load %work[%w1] : memref<?xi32, 1>
        %g = arith.index_cast %g32 : i32 to index
        %r0 = arith.muli %g, %c8 : index
        %r1 = arith.addi %r0, %c1 : index
        %r2 = arith.addi %r0, %c2 : index
        %r3 = arith.addi %r0, %c3 : index
        %r4 = arith.addi %r0, %c4 : index
        %r5 = arith.addi %r0, %c5 : index
        %r6 = arith.addi %r0, %c6 : index
        %sa = memref.load %grp[%r0] : memref<?xi64, 1>
        %da = memref.load %grp[%r1] : memref<?xi64, 1>
        %rows = memref.load %grp[%r2] : memref<?xi64, 1>
        %cols = memref.load %grp[%r3] : memref<?xi64, 1>
        %sp = memref.load %grp[%r4] : memref<?xi64, 1>
        %dp = memref.load %grp[%r5] : memref<?xi64, 1>
        %nt = memref.load %grp[%r6] : memref<?xi64, 1>
        %ps = llvm.inttoptr %sa : i64 to !llvm.ptr<1>
        %pd = llvm.inttoptr %da : i64 to !llvm.ptr<1>
        %s = tile.make_tensormap_ptr %ps, dims [%cols, %rows], strides [%sp]
            : !llvm.ptr<1> -> {tmap}
        %d = tile.make_tensormap_ptr %pd, dims [%cols, %rows], strides [%dp]
            : !llvm.ptr<1> -> {tmap}
        scf.for %k = %c0 to %stages step %c1 {{
          %b = memref.subview %bars[%k] [1] [1] : memref<{S}xi64, #wg> to {bar}
          tile.mbarrier_init %b, %c1_i32 : {bar}
        }}
        tile.fence_proxy_async shared_cta
        %y = arith.muli %band, %box_rows : i32
{split_range}        %pro = arith.minui %n, %lookahead : index
        // Prologue: boxes 0 .. L-1 into stages 0 .. L-1.
        scf.for %j = %c0 to %pro step %c1 {{
{stage("j", "j", " " * 10)}
          tile.mbarrier_arrive_expect_tx %bar_j, %bytes : {bar}
          tile.load %s[%x_j, %y] to %buf_j, %bar_j : {tmap}, {buf}, {bar}
        }}
        // Box i from stage i mod S (parity (i div S) mod 2); then stage (i - 1) mod S, whose
        // store has finished reading it, refilled with box i + L.
        scf.for %i = %c0 to %n step %c1 {{
          %si = arith.remui %i, %stages : index
          %round = arith.divui %i, %stages : index
          %par = arith.remui %round, %c2 : index
          %pari = arith.index_cast %par : index to i32
{stage("si", "i", " " * 10)}
          tile.mbarrier_wait_parity %bar_i, %pari : {bar}
          {out} %buf_i to %d[%x_i, %y] : {buf}, {tmap}
          tile.bulk_commit
          %jn = arith.addi %i, %lookahead : index
          %more = arith.cmpi ult, %jn, %n : index
          scf.if %more {{
            tile.bulk_wait 1 read
            %sj = arith.remui %jn, %stages : index
{stage("sj", "jn", " " * 12)}
            tile.mbarrier_arrive_expect_tx %bar_jn, %bytes : {bar}
            tile.load %s[%x_jn, %y] to %buf_jn, %bar_jn : {tmap}, {buf}, {bar}
          }}
        }}
        tile.bulk_wait 0 read
      }}
      gpu.return
    }}
"""


def module(kernels: list[tuple[str, str, int, int]], name: str = "kernels") -> str:
    """A module of band_ring kernels, each (op, dtype, box_cols, stages)."""
    body = "\n".join(band_ring(*k) for k in kernels)
    return f"""\
#wg = #gpu.address_space<workgroup>
module attributes {{gpu.container_module, tile.target = "sm_90a"}} {{
  gpu.module @{name} [#nvvm.target<chip = "sm_90a">] {{
{body}  }}
}}
"""


# The MoE benchmark's default kernels (bf16, 64-row bands): copy and reduce-add, boxes of 64 and
# 128 columns, 4 stages, one CTA per band or four. Also the lit test test/gpu/moe/moe_band.mlir
# (--write).
MOE_KERNELS = [
    ("copy", "bf16", 128, 4),
    ("add", "bf16", 128, 4),
    ("copy", "bf16", 64, 4),
    ("add", "bf16", 64, 4),
    ("copy", "bf16", 128, 4, 4),
    ("add", "bf16", 128, 4, 4),
]

LIT_HEADER = """\
// GENERATED by bench/gpu/triton/tile_kernels.py (python3 bench/gpu/triton/tile_kernels.py
// --write test/gpu/moe/moe_band.mlir); do not edit: python/tests/test_bench_triton.py checks
// that this file is what the generator writes. The MoE benchmark's tile-opt kernels
// (bench/gpu/triton/moe_vs_triton.py): one CTA per 64-row band of an expert's ragged block of a
// bf16 [T, H] activation, both descriptors built in the kernel from the group table (device
// rebind), the band's column boxes streamed through a 4-stage ring in dynamic shared memory
// (3 loads in flight, `bulk_wait 1 read` before a stage is refilled); copy (tile.store) and
// reduce-add (tile.reduce add) into the expert's output; the `_x4` kernels split each band's
// boxes between 4 CTAs.
// RUN: %tile-opt %s --pipeline=default --emit=ptx 2>/dev/null | %FileCheck %s
// RUN: %tile-opt %s --pipeline=default-asm --emit=ptx 2>/dev/null | %FileCheck %s
"""


def lit_checks(kernels) -> str:
    lines = []
    for op, dtype, cols, stages, *splits in kernels:
        lines.append(f"// CHECK-LABEL: .visible .entry {kernel_name(op, dtype, cols, stages, *splits)}(")
        lines.append("// CHECK: tensormap.replace.tile.global_address.global.b1024.b64")
        lines.append("// CHECK: fence.proxy.tensormap::generic.release.gpu")
        lines.append("// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes")
        lines.append("// CHECK: mbarrier.try_wait.parity")
        if op == "copy":
            lines.append("// CHECK: cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group")
        else:
            lines.append("// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group")
        lines.append("// CHECK: cp.async.bulk.wait_group.read {{.*}}1;")
        lines.append("// CHECK: cp.async.bulk.wait_group.read {{.*}}0;")
    return "\n".join(lines) + "\n"


def lit_file(kernels=MOE_KERNELS) -> str:
    return LIT_HEADER + lit_checks(kernels) + module(kernels)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--write", type=Path, help="write the MoE kernels' lit test here (else: stdout)")
    a = ap.parse_args(argv)
    text = lit_file()
    if a.write:
        a.write.parent.mkdir(parents=True, exist_ok=True)
        a.write.write_text(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
