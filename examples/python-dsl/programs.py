"""Programs of the Python-embedded tile DSL (tile_dsl.py), compiled (no GPU):

    python examples/python-dsl/programs.py

prints each kernel's TMA instructions and its launch manifest's parameters.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import tile_dsl  # noqa: E402

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


PROGRAMS = [copy_2d, reduce_add]


def main() -> None:
    for program in PROGRAMS:
        kernel = program.compile()
        tma = sorted({line.split()[0] for line in kernel.ptx.splitlines() if "bulk.tensor" in line})
        params = [p["type"] for p in kernel.manifest["params"] if p["kind"] == "original"]
        print(f"{program.name}: {len(kernel.ptx)} bytes of PTX; {', '.join(tma)}; params {params}")


if __name__ == "__main__":
    main()
