"""tile_opt on torch tensors, side by side with Triton 3.6 (needs a Hopper GPU,
torch and triton).

    python3 python/examples/launch_torch.py [REPO_ROOT]

1. Compiles test/gpu/runtime/copy_strided.mlir and launches it on padded torch
   views (rows with a pitch wider than the row): every element compared with
   torch, the padding checked untouched.
2. Compiles test/gpu/rebind_copy.mlir (device-born descriptors: the runtime
   encodes the template and allocates the workspace) and launches it twice.
3. Times, in this one process: the first call (compile + load + launch, caches
   empty) and the host time per launch of tile_opt and of a Triton kernel doing
   the same small copy, each as 2,000 back-to-back launches (best of 5).
"""

import os
import sys
import tempfile
import time
from pathlib import Path

import torch

ROOT = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2])
os.environ.setdefault("TILE_OPT_CACHE_DIR", tempfile.mkdtemp())
os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp())

import tile_opt  # noqa: E402


def check(name, ok):
    print(f"{name}: {'ok' if ok else 'WRONG'}")
    if not ok:
        sys.exit(1)


def strided(kernel, rows, cols, pitch):
    base = torch.randn(rows, pitch, device="cuda")
    src = base[:, :cols]
    out = torch.full((rows, pitch), -1.0, device="cuda")
    dst = out[:, :cols]
    tile_opt.launch(kernel, src, dst, grid=((cols + 63) // 64, (rows + 63) // 64), block=(128,))
    torch.cuda.synchronize()
    check(
        f"copy_strided {rows}x{cols} pitch {pitch} (torch views)",
        torch.equal(dst, src) and bool((out[:, cols:] == -1.0).all()),
    )


def per_launch(fn, reps=2000):
    best = float("inf")
    for _ in range(5):
        fn()
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for _ in range(reps):
            fn()
        best = min(best, (time.perf_counter() - t0) / reps)
        torch.cuda.synchronize()
    return best * 1e6


def main():
    t0 = time.perf_counter()
    art = tile_opt.compile((ROOT / "test/gpu/runtime/copy_strided.mlir").read_text())
    kernel = art.kernel("copy_strided")
    small_src = torch.randn(64, 64, device="cuda")
    small_dst = torch.empty_like(small_src)
    tile_opt.launch(kernel, small_src, small_dst, grid=(1, 1), block=(128,))
    torch.cuda.synchronize()
    tile_first = time.perf_counter() - t0
    check("first call copy_strided 64x64", torch.equal(small_src, small_dst))
    for rows, cols, pitch in [(1000, 300, 320), (4096, 4096, 4096), (129, 68, 96)]:
        strided(kernel, rows, cols, pitch)

    rebind = tile_opt.compile((ROOT / "test/gpu/rebind_copy.mlir").read_text()).kernel("rebind_copy")
    src = torch.randn(4096, 1024, device="cuda")
    for i in range(2):
        dst = torch.full_like(src, -1.0)
        tile_opt.launch(rebind, src, dst, grid=(64,), block=(32,))
        torch.cuda.synchronize()
        check(f"rebind_copy 4096x1024 launch {i} (template + workspace from the runtime)", torch.equal(src, dst))

    try:
        tile_opt.launch(kernel, small_src, small_dst[:, :63], grid=(1, 1), block=(128,))
        check("a 252-byte row pitch refused", False)
    except tile_opt.LaunchError as e:
        print(f"refused before launch (parameter {e.param}): {e}")

    import triton
    import triton.language as tl

    @triton.jit
    def copy_kernel(src, dst, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(dst + offs, tl.load(src + offs, mask=mask), mask=mask)

    t0 = time.perf_counter()
    copy_kernel[(1,)](small_src, small_dst, small_src.numel(), BLOCK=4096)
    torch.cuda.synchronize()
    triton_first = time.perf_counter() - t0

    tile_us = per_launch(lambda: tile_opt.launch(kernel, small_src, small_dst, grid=(1, 1), block=(128,)))
    triton_us = per_launch(lambda: copy_kernel[(1,)](small_src, small_dst, small_src.numel(), BLOCK=4096))
    print(f"first call (compile + load + launch, empty caches): tile_opt {tile_first * 1e3:.1f} ms, triton {triton_first * 1e3:.1f} ms")
    print(
        f"host time per launch, 64x64 f32 copy: tile_opt {tile_us:.1f} us (2 tensor maps encoded per launch), "
        f"triton {triton_us:.1f} us; ratio {tile_us / triton_us:.2f}"
    )
    print("all python launch checks passed")


if __name__ == "__main__":
    main()
