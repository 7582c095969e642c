"""tile_opt on torch tensors, side by side with Triton 3.6 (needs a Hopper GPU,
torch and triton).

    python3 python/examples/launch_torch.py [REPO_ROOT]

1. Compiles test/gpu/runtime/copy_strided.mlir and launches it on padded torch
   views (rows with a pitch wider than the row): every element compared with
   torch, the padding checked untouched.
2. Compiles test/gpu/rebind_copy.mlir (device-born descriptors: the runtime
   encodes the template and allocates the workspace) and launches it twice.
3. Times, in this one process: the first call (compile + load + launch, caches
   empty) and the host time per call of tile_opt.launch (arguments seen at the
   last launch, and new ones every call), of Triton kernels doing the same small
   copy (pointers; two TensorDescriptors made per call) and of torch's copy_,
   each as 400 back-to-back calls (median and least of 15 batches; 400 stays under
   the driver's launch queue, so the host never waits for the GPU).
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


def per_launch(fn, reps=400, batches=15):
    """Host time per call (µs) of `fn`, launched `reps` times back to back:
    (median, least) over `batches` batches. `reps` stays under the driver's
    launch queue (about 1,000 launches): past it the host waits for the GPU,
    and a loop of tiny kernels measures the GPU's time per kernel instead."""
    times = []
    for _ in range(batches):
        fn()
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        for _ in range(reps):
            fn()
        times.append((time.perf_counter() - t0) / reps * 1e6)
        torch.cuda.synchronize()
    times.sort()
    return times[len(times) // 2], times[0]


def main():
    # The CUDA context and the tensors exist before either first call is timed.
    small_src = torch.randn(64, 64, device="cuda")
    small_dst = torch.empty_like(small_src)
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    art = tile_opt.compile((ROOT / "test/gpu/runtime/copy_strided.mlir").read_text())
    kernel = art.kernel("copy_strided")
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

    odd = torch.randn(64, 63, device="cuda")  # rows of 252 bytes: no tensor map can take them
    try:
        tile_opt.launch(kernel, odd, odd.clone(), grid=(1, 1), block=(128,))
        check("a 252-byte row pitch refused", False)
    except tile_opt.LaunchError as e:
        print(f"a 252-byte row pitch refused before launch (parameter {e.param}): {e}")

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

    from triton.tools.tensor_descriptor import TensorDescriptor

    @triton.jit
    def copy_desc(src_desc, dst_desc):
        dst_desc.store([0, 0], src_desc.load([0, 0]))

    def triton_desc():
        copy_desc[(1,)](TensorDescriptor.from_tensor(small_src, [64, 64]),
                        TensorDescriptor.from_tensor(small_dst, [64, 64]))

    triton_desc()
    torch.cuda.synchronize()
    check("triton TensorDescriptor copy 64x64", torch.equal(small_src, small_dst))
    # Arguments the runtime has not seen: 100 views at different offsets, cycled, so every
    # launch binds and encodes again (the runtime remembers 64 launches).
    big = torch.randn(64 + 100, 64, device="cuda")
    views = [big[i:i + 64] for i in range(100)]
    cycle = iter(range(1 << 62))

    def tile_fresh():
        tile_opt.launch(kernel, views[next(cycle) % 100], small_dst, grid=(1, 1), block=(128,))

    rows = [
        ("tile_opt.launch, copy_strided 64x64 (arguments as the last launch: bound parameters reused)",
         per_launch(lambda: tile_opt.launch(kernel, small_src, small_dst, grid=(1, 1), block=(128,)))),
        ("tile_opt.launch, copy_strided 64x64, new arguments every call (bind + 2 encodes)",
         per_launch(tile_fresh)),
        ("tile_opt.launch, rebind_copy 4096x1024 (template encode + workspace; reused)",
         per_launch(lambda: tile_opt.launch(rebind, src, dst, grid=(64,), block=(32,)), reps=100)),
        ("triton, pointer copy 64x64 (copy_kernel[(1,)])",
         per_launch(lambda: copy_kernel[(1,)](small_src, small_dst, small_src.numel(), BLOCK=4096))),
        ("triton, TensorDescriptor copy 64x64 (2 descriptors made per call)", per_launch(triton_desc)),
        ("torch, small_dst.copy_(small_src)", per_launch(lambda: small_dst.copy_(small_src))),
    ]
    print(f"first call (compile + load + launch, empty caches): tile_opt {tile_first * 1e3:.1f} ms, "
          f"triton {triton_first * 1e3:.1f} ms; ratio {tile_first / triton_first:.3f}")
    print("| host time per call | median µs | least µs |")
    print("| --- | ---: | ---: |")
    for name, (med, least) in rows:
        print(f"| {name} | {med:.2f} | {least:.2f} |")
    print("all python launch checks passed")


if __name__ == "__main__":
    main()
