"""tile_opt from Python, no GPU needed: compile the README's 2-D copy, read the
artifacts, see a refused module's located error, and hit the compile cache.

    scripts/python.sh example

(`python/examples/launch_torch.py` launches kernels on torch tensors on a GPU.)
"""

import time
from pathlib import Path

import tile_opt

ROOT = Path(__file__).resolve().parents[2]
source = (ROOT / "examples/copy_2d.mlir").read_text()

t0 = time.perf_counter()
art = tile_opt.compile(source, use_cache=False)
print(f"compiled in {(time.perf_counter() - t0) * 1e3:.1f} ms (tile_opt {tile_opt.version})")
kernel = art.kernel("copy_2d")
entry = next(line for line in kernel.ptx.splitlines() if ".entry" in line)
print(f"kernel {kernel.name} in gpu.module @{kernel.unit}: {len(kernel.ptx.splitlines())} PTX lines, {entry.strip()}")
print(f"its parameters: {kernel.param_types()}")

bad = source.replace("box = [64, 64]", "box = [512, 64]", 1)
try:
    tile_opt.compile(bad)
except tile_opt.CompileError as e:
    d = e.errors[0]
    print(f"refused: line {d.line}, column {d.col}, rule [{d.rule}]: {d.message}")

tile_opt.compile(source)
t0 = time.perf_counter()
again = tile_opt.compile(source)
print(f"again from the {again.cached} cache in {(time.perf_counter() - t0) * 1e6:.0f} us")
