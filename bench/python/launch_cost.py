"""Where the host time of one tile_opt.launch goes, on a GPU (torch needed):

    python3 bench/python/launch_cost.py [REPO_ROOT]

Launches test/gpu/runtime/copy_strided.mlir on two 64 x 64 f32 tensors 400 times back to
back per batch (median of 15 batches; 400 stays under the driver's launch queue, so the host
never waits for the GPU) whole, and times its parts alone the same way: the
argument flattening in Python, torch's current stream, the native launch with the arguments
already flattened (the runtime's remembered launch: key, lookup, cuLaunchKernelEx), and, as
floors, torch's copy_ of the same tensors and an empty Python call.
"""

import sys
import time
from pathlib import Path

import torch

ROOT = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2])
import tile_opt  # noqa: E402
from tile_opt.args import flatten  # noqa: E402


def per_call(fn, reps=400, batches=15):
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
    return times[len(times) // 2]


def main():
    kernel = tile_opt.compile((ROOT / "test/gpu/runtime/copy_strided.mlir").read_text()).kernel("copy_strided")
    src = torch.randn(64, 64, device="cuda")
    dst = torch.empty_like(src)
    tile_opt.launch(kernel, src, dst, grid=(1, 1), block=(128,))
    torch.cuda.synchronize()
    assert torch.equal(src, dst)
    info = kernel._launch_info
    module = info.loaded[0]
    flat, _ = flatten((src, dst), info.param_types)
    stream = tile_opt._stream(None, 0)
    rows = [
        ("tile_opt.launch (whole)", lambda: tile_opt.launch(kernel, src, dst, grid=(1, 1), block=(128,))),
        ("  flatten (2 torch tensors)", lambda: flatten((src, dst), info.param_types)),
        ("  torch's current stream", lambda: tile_opt._stream(None, 0)),
        ("  native launch, arguments flattened", lambda: module.launch("copy_strided", flat, (1, 1), (128,), None, 0, stream)),
        ("torch dst.copy_(src)", lambda: dst.copy_(src)),
        ("an empty Python call", lambda: None),
    ]
    print("| part | µs per call (median of 15 x 400) |")
    print("| --- | ---: |")
    for name, fn in rows:
        print(f"| {name} | {per_call(fn):.2f} |")


if __name__ == "__main__":
    main()
