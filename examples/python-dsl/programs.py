"""Programs of the Python-embedded tile DSL (tile_dsl.py), compiled (no GPU):

    python examples/python-dsl/programs.py

prints each kernel's TMA instructions and its launch manifest's parameters.

`PROGRAMS` are the ports of examples/tile-dsl/programs/*.tdsl, one walk
program each, under the same kernel names (`RUST_DSL` maps each to its
.tdsl file): they build the same tile IR as the Rust DSL, op for op
(python/tests/test_python_dsl.py compares them). `BUILDER_KERNELS` are two
kernels in the imperative style (`@tile_dsl.kernel`: `k` is the builder).
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tile_dsl  # noqa: E402
from tile_dsl import groups, groups_table, im2col, tensor  # noqa: E402

F32_8K = tensor("f32", [8192, 8192])


# 2-D f32 copy: one 64 x 64 tile per CTA of the 128 x 128 grid; widen off
# (f32 tensor maps, the nvcc reference's).
@tile_dsl.program(threads=128, grid=[128, 128], widen=False)
def dsl_copy_2d(k, src: F32_8K, dst: F32_8K):
    for t in k.tiles(dst, tile=[64, 64]):
        k.load(src[t])
        k.store(dst[t])


# Multi-stage copy: 792 CTAs walk the 32 x 64 tiles through a ring of 4
# stages (a plain copy of f32: done over i64, 32 x 32 boxes).
@tile_dsl.program(threads=32, grid=792)
def dsl_copy_pipe(k, src: F32_8K, dst: F32_8K):
    for t in k.tiles(dst, tile=[32, 64], stages=4):
        k.load(src[t])
        k.store(dst[t])


# Multi-stage copy whose tiles hang off both tensors' edges (zero fill on
# load, clipped store): 2 stages of 8 x 512 f32 tiles, 1584 CTAs.
OOB_SRC, OOB_DST = tensor("f32", [8000, 7996]), tensor("f32", [8100, 8188])


@tile_dsl.program(threads=32, grid=1584)
def dsl_copy_pipe_oob(k, src: OOB_SRC, dst: OOB_DST):
    for t in k.tiles(dst, tile=[8, 512], stages=2):
        k.load(src[t])
        k.store(dst[t])


GROUPS = groups("f32", [[200, 256], [1, 64], [65, 4], [37, 12], [128, 100]])


# Grouped ragged copy: five f32 matrices (one memref each; the kernel makes
# their descriptors), 64 x 64 tiles of all groups walked by 8 CTAs.
@tile_dsl.program(threads=32, grid=8)
def dsl_grouped_copy(k, src: GROUPS, dst: GROUPS):
    for t in k.tiles(dst, tile=[64, 64]):
        k.load(src[t])
        k.store(dst[t])


# Grouped ragged copy with the groups given at run time: the kernel takes
# (work, groups, nwork), test/gpu/grouped's work and group tables, and builds
# both descriptors of a work item (a 64-row band of a group) on the device
# (the planner rebinds them into per-CTA slots and fences them). A persistent
# ring: 4 stages per item (cols <= 256), one item in flight ahead of the one
# being stored; about one CTA per SM of an H200.
TABLE = groups_table("f32")


@tile_dsl.program(threads=32, grid=132)
def dsl_grouped_ring(k, src: TABLE, dst: TABLE):
    for t in k.tiles(dst, tile=[64, 64], stages=4, lookahead=1):
        k.load(src[t])
        k.store(dst[t])


# The same tables, one CTA per work item (lookahead 0): the kernel takes
# (work, groups), every column tile's load in flight at once in its own
# stage, each stored as it lands. The launch's grid is the work count
# (`grid` is a placeholder).
@tile_dsl.program(threads=32, grid=1)
def dsl_grouped_band(k, src: TABLE, dst: TABLE):
    for t in k.tiles(dst, tile=[64, 64], stages=4, lookahead=0):
        k.load(src[t])
        k.store(dst[t])


# im2col gather of a 3 x 3 convolution (padding 1) over an NHWC f16 input
# N=2 H=8 W=8 C=16: each column is 32 output pixels x 9 taps.
CONV_IN = im2col("f16", [2, 8, 8, 16], window=[3, 3], pad=[1, 1], pixels=32)
CONV_OUT = tensor("f16", [36, 32, 16])


@tile_dsl.program(threads=32, grid=4)
def dsl_im2col_conv(k, src: CONV_IN, dst: CONV_OUT):
    for c in k.columns(src):
        k.load(src[c])
        k.store(dst[c])


# TMA multicast across a 4-CTA cluster: each CTA loads an 8-row quarter of
# every 32 x 64 tile for all four; CTA r stores the tile to its replica
# dst_r. 2 stages, lookahead 1, 1716 CTAs.
MC_SRC, MC_DST = tensor("f32", [4096, 4096]), tensor("f32", [4096, 4096], replicas=4)


@tile_dsl.program(threads=32, grid=1716, cluster=4)
def dsl_multicast_4cta(k, src: MC_SRC, dst: MC_DST):
    for t in k.tiles(src, tile=[32, 64], stages=2, lookahead=1):
        k.load(src[t], multicast=True)
        k.store(dst[k.cta][t])


# 2-D f32 TMA reduce-add dst += src, one 64 x 64 tile per CTA.
@tile_dsl.program(threads=128, grid=[128, 128])
def dsl_reduce_add(k, src: F32_8K, dst: F32_8K):
    for t in k.tiles(dst, tile=[64, 64]):
        k.load(src[t])
        k.reduce("add", dst[t])


# Multi-stage reduce-add by the TMA reduction, the dst tile 4 ahead
# prefetched into L2.
@tile_dsl.program(threads=32, grid=792)
def dsl_reduce_add_pipe(k, src: F32_8K, dst: F32_8K):
    for t in k.tiles(dst, tile=[32, 64], stages=4):
        k.prefetch(dst[t + 4])
        k.load(src[t])
        k.reduce("add", dst[t], tma=True)


# The same without the prefetch.
@tile_dsl.program(threads=32, grid=792)
def dsl_reduce_add_pipe_nopf(k, src: F32_8K, dst: F32_8K):
    for t in k.tiles(dst, tile=[32, 64], stages=4):
        k.load(src[t])
        k.reduce("add", dst[t], tma=True)


# Multi-stage reduce-add as load + add + store: each stage holds the src
# and the dst tile, 128 threads add in shared memory, thread 0 stores.
@tile_dsl.program(threads=128, grid=792)
def dsl_reduce_add_rmw(k, src: F32_8K, dst: F32_8K):
    for t in k.tiles(dst, tile=[16, 64], stages=4):
        k.load(src[t])
        k.reduce("add", dst[t])


PROGRAMS = [
    dsl_copy_2d,
    dsl_copy_pipe,
    dsl_copy_pipe_oob,
    dsl_grouped_copy,
    dsl_grouped_ring,
    dsl_grouped_band,
    dsl_im2col_conv,
    dsl_multicast_4cta,
    dsl_reduce_add,
    dsl_reduce_add_pipe,
    dsl_reduce_add_pipe_nopf,
    dsl_reduce_add_rmw,
]

#: Each port's Rust-DSL program (examples/tile-dsl/programs/<file>.tdsl).
RUST_DSL = {p.name: p.name.removeprefix("dsl_") for p in PROGRAMS}

#: The ports that walk a group table given at run time: launched with the
#: work and group tables of test/gpu/grouped's layout (bench/gpu/triton's
#: grouped_vs_triton.py runs them), not with tensors.
GROUP_TABLE = [dsl_grouped_ring, dsl_grouped_band]


# ---------------------------------------------------------------- dense variants

# The same walks over the dense 8192 x 8192 f32 copy and reduce-add with other
# tiles, stage counts and grids (no Rust-DSL twin): gpu_check.py times them with
# the ports and keeps the fastest per operation against Triton's fastest block
# shape and torch, as a user would tune. Stage buffers are static shared memory
# (at most 48 KiB a CTA); the grids are multiples of the H200's 132 SMs.
def _dense_copy(name: str, tile: list, stages: int, grid: int):
    def walk(k, src: F32_8K, dst: F32_8K):
        for t in k.tiles(dst, tile=tile, stages=stages):
            k.load(src[t])
            k.store(dst[t])

    walk.__name__ = name
    return tile_dsl.program(threads=32, grid=grid)(walk)


def _dense_reduce(name: str, tile: list, stages: int, grid: int, threads: int, tma: bool):
    def walk(k, src: F32_8K, dst: F32_8K):
        for t in k.tiles(dst, tile=tile, stages=stages):
            k.load(src[t])
            k.reduce("add", dst[t], tma=tma)

    walk.__name__ = name
    return tile_dsl.program(threads=threads, grid=grid)(walk)


DENSE_VARIANTS = [
    _dense_copy("dense_copy_32x64_s3_g1056", [32, 64], 3, 1056),
    _dense_copy("dense_copy_32x64_s5_g660", [32, 64], 5, 660),
    _dense_copy("dense_copy_64x64_s2_g792", [64, 64], 2, 792),
    _dense_copy("dense_copy_16x64_s4_g1584", [16, 64], 4, 1584),
    _dense_reduce("dense_reduce_rmw_32x64_s2_g792", [32, 64], 2, 792, 128, False),
    _dense_reduce("dense_reduce_rmw_16x64_s5_g660", [16, 64], 5, 660, 128, False),
    _dense_reduce("dense_reduce_tma_64x64_s2_g792", [64, 64], 2, 792, 32, True),
    _dense_reduce("dense_reduce_tma_32x64_s5_g660", [32, 64], 5, 660, 32, True),
]


# ---------------------------------------------------------------- builder kernels

Tile = tile_dsl.tensormap("f32", [64, 64])
Half = tile_dsl.tensormap("bf16", [64, 32], swizzle="sw128")


@tile_dsl.kernel(block=128)
def copy_2d(k, src: Tile, dst: Tile):
    """One 64 x 64 tile per block, through shared memory."""
    x, y = k.block_origin(src)
    with k.leader():
        tile = k.fetch(src, [x, y])
        k.put(tile, dst, [x, y])


@tile_dsl.kernel(block=128)
def reduce_add(k, src: Half, dst: Half):
    """dst += src, one box per block, by the TMA's reduce."""
    x, y = k.block_origin(src)
    with k.leader():
        tile = k.fetch(src, [x, y])
        k.accumulate(tile, dst, [x, y], "add")


BUILDER_KERNELS = [copy_2d, reduce_add]


def main() -> None:
    for program in PROGRAMS + BUILDER_KERNELS:
        kernel = program.compile()
        tma = sorted({line.split()[0] for line in kernel.ptx.splitlines() if "bulk.tensor" in line})
        params = [p["type"] for p in kernel.manifest["params"] if p["kind"] == "original"]
        print(f"{program.name}: {len(kernel.ptx)} bytes of PTX; {', '.join(tma)}; params {params}")


if __name__ == "__main__":
    main()
