"""Compile time from Python: tile_opt against Triton 3.6 on a TMA copy kernel, no GPU needed.

    .tools/py/bin/python bench/python/compile_vs_triton.py     # after scripts/python.sh,
                                                                # with triton==3.6.0 installed

Both compile a 2-D f32 copy through 64 x 64 TMA boxes whose descriptors are kernel
parameters (tile_opt: test/gpu/runtime/copy_strided.mlir, host-born descriptors from dynamic
strided memrefs; Triton: a @triton.jit kernel taking two tensor descriptors) for sm_90a, in
one process, caches empty unless said:
- first: the first compile of the process (tile_opt: its session made; Triton: its JIT
  front end, MLIR passes, LLVM, and ptxas to a cubin);
- warm: the same kernel again with the caches off (median of 20, the least in parentheses);
- warm + ptxas: tile_opt's warm compile plus ptxas -arch=sm_90a on its PTX (Triton's
  compile always ends in a cubin);
- cache hit: from the in-memory cache, and from the disk cache in a fresh in-memory cache.
"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
os.environ["TILE_OPT_CACHE_DIR"] = tempfile.mkdtemp()

import tile_opt  # noqa: E402

SOURCE = (ROOT / "test/gpu/runtime/copy_strided.mlir").read_text()
PTXAS = shutil.which("ptxas") or str(ROOT / ".tools/bin/ptxas")


def ms(seconds):
    least = getattr(seconds, "least", None)
    text = f"{seconds * 1e3:.2f} ms"
    return f"{text} ({least * 1e3:.2f})" if least is not None else text


class Timed(float):
    """A median that also keeps the least of its samples (printed as "median (least)")."""

    least = 0.0


def median(fn, n=20):
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    out = Timed(statistics.median(times))
    out.least = min(times)
    return out


def tile_opt_figures():
    t0 = time.perf_counter()
    art = tile_opt.compile(SOURCE, use_cache=False)
    first = time.perf_counter() - t0
    assert "cp.async.bulk.tensor.2d" in art.kernel("copy_strided").ptx
    warm = median(lambda: tile_opt.compile(SOURCE, use_cache=False))

    def with_ptxas():
        ptx = tile_opt.compile(SOURCE, use_cache=False).kernel("copy_strided").ptx
        with tempfile.TemporaryDirectory() as d:
            p = Path(d) / "k.ptx"
            p.write_text(ptx)
            subprocess.run([PTXAS, "-arch=sm_90a", str(p), "-o", str(Path(d) / "k.cubin")], check=True)

    warm_ptxas = median(with_ptxas, 10)
    tile_opt.compile(SOURCE)
    memory = median(lambda: tile_opt.compile(SOURCE))

    def disk():
        tile_opt.cache.clear_memory()
        assert tile_opt.compile(SOURCE).cached == "disk"

    return first, warm, warm_ptxas, memory, median(disk)


def triton_figures():
    import triton
    import triton.language as tl
    from triton.backends.compiler import GPUTarget

    @triton.jit
    def copy(src_desc, dst_desc, BM: tl.constexpr, BN: tl.constexpr):
        m = tl.program_id(1) * BM
        n = tl.program_id(0) * BN
        dst_desc.store([m, n], src_desc.load([m, n]))

    target = GPUTarget("cuda", 90, 32)
    signature = {
        "src_desc": "tensordesc<fp32[64, 64]>",
        "dst_desc": "tensordesc<fp32[64, 64]>",
        "BM": "constexpr",
        "BN": "constexpr",
    }

    def compile_once(cache_dir):
        os.environ["TRITON_CACHE_DIR"] = cache_dir
        src = triton.compiler.ASTSource(fn=copy, signature=signature, constexprs={"BM": 64, "BN": 64})
        return triton.compile(src, target=target)

    t0 = time.perf_counter()
    k = compile_once(tempfile.mkdtemp())
    first = time.perf_counter() - t0
    assert "cp.async.bulk.tensor.2d" in k.asm["ptx"], "Triton emitted no TMA"
    warm = median(lambda: compile_once(tempfile.mkdtemp()), 5)
    hit_dir = tempfile.mkdtemp()
    compile_once(hit_dir)
    hit = median(lambda: compile_once(hit_dir))
    return first, warm, hit, triton.__version__


def main():
    t_first, t_warm, t_ptxas, t_mem, t_disk = tile_opt_figures()
    r_first, r_warm, r_hit, version = triton_figures()
    print(f"| | tile_opt {tile_opt.version} | Triton {version} | ratio |")
    print("| --- | ---: | ---: | ---: |")
    print(f"| first compile in the process | {ms(t_first)} (to PTX) | {ms(r_first)} (to cubin) | {t_first / r_first:.3f} |")
    print(f"| warm compile, caches off | {ms(t_warm)} (to PTX) | {ms(r_warm)} (to cubin) | {t_warm / r_warm:.3f} |")
    print(f"| warm compile + ptxas to a cubin | {ms(t_ptxas)} | {ms(r_warm)} | {t_ptxas / r_warm:.3f} |")
    print(f"| cache hit (tile_opt memory / disk; Triton disk) | {ms(t_mem)} / {ms(t_disk)} | {ms(r_hit)} | {t_disk / r_hit:.3f} (disk) |")


if __name__ == "__main__":
    sys.exit(main())
