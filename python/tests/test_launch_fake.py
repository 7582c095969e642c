"""tile_opt.launch end to end against tools/gpu-runner's fake libcuda (host memory, no kernel
runs, every launch's parameter bytes dumped), without a GPU: a child Python process whose
LD_LIBRARY_PATH finds the fake allocates "device" memory through it (ctypes), launches
through tile_opt, and the parent reads what reached the driver."""

import os
import struct
import subprocess
import sys
import textwrap

from conftest import ROOT

CHILD = textwrap.dedent(
    """
    import ctypes, sys
    import tile_opt
    cuda = ctypes.CDLL("libcuda.so.1")
    assert cuda.cuInit(0) == 0

    def alloc(n):
        p = ctypes.c_uint64()
        assert cuda.cuMemAlloc_v2(ctypes.byref(p), ctypes.c_size_t(n)) == 0
        return p.value

    class View:
        def __init__(self, address, shape, pitch):
            self.__cuda_array_interface__ = {
                "data": (address, False), "shape": shape, "typestr": "<f4",
                "strides": (pitch * 4, 4), "version": 3,
            }

    source = open(sys.argv[1]).read()
    kernel = tile_opt.compile(source).kernel("copy_strided")
    src, dst = alloc(1000 * 320 * 4), alloc(1000 * 320 * 4)
    tile_opt.launch(kernel, View(src, (1000, 300), 320), View(dst, (1000, 300), 320),
                    grid=(5, 16), block=(128,), dynamic_smem=64 * 1024)
    try:
        tile_opt.launch(kernel, View(src, (1000, 300), 320), View(src + 4, (1000, 300), 320),
                        grid=(5, 16), block=(128,))
        raise SystemExit("a misaligned descriptor base was launched")
    except tile_opt.LaunchError as e:
        assert e.param == 3 and "16-byte aligned" in str(e), e
    fixed = tile_opt.compile(source.replace(
        ") kernel {", ") kernel attributes {known_block_size = array<i32: 96, 1, 1>} {")).kernel("copy_strided")
    tile_opt.launch(fixed, View(src, (1000, 300), 320), View(dst, (1000, 300), 320), grid=(5, 16))
    try:
        tile_opt.launch(kernel, View(src, (1000, 300), 320), View(dst, (1000, 300), 320), grid=(5, 16))
        raise SystemExit("a kernel that fixes no block launched without one")
    except tile_opt.LaunchError as e:
        assert "fixes no block size" in str(e), e
    print(f"src {src} dst {dst}")
    """
)


def test_a_launch_reaches_the_driver_with_the_bound_parameters(tmp_path):
    fake = tmp_path / "libcuda.so.1"
    subprocess.run(
        ["cc", "-shared", "-fPIC", "-O1", "-Wall", "-Wextra", "-Werror", "-Wl,-soname,libcuda.so.1",
         "-o", str(fake), str(ROOT / "tools/gpu-runner/fake-cuda/fake_cuda.c")],
        check=True,
    )
    (tmp_path / "libcuda.so").symlink_to("libcuda.so.1")
    dump = tmp_path / "params.txt"
    env = dict(os.environ, LD_LIBRARY_PATH=str(tmp_path), FAKE_CUDA_DUMP_PARAMS=str(dump))
    run = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT / "test/gpu/runtime/copy_strided.mlir")],
        env=env, capture_output=True, text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "copy_strided: MAX_DYNAMIC_SHARED_SIZE_BYTES = 65536" in run.stderr
    src, dst = (int(x) for x in run.stdout.split()[1::2])
    params = {}
    for line in dump.read_text().split("\n"):
        if line:
            _, launch, _, _, index, data = line.split()
            params[(int(launch), int(index))] = bytes.fromhex(data)
    # The second launch took its block from the manifest (known_block_size); the refused ones
    # never reached the driver.
    assert "copy_strided grid 5 x 16 x 1, block 96 x 1 x 1" in run.stderr, run.stderr
    assert {launch for launch, _ in params} == {1, 2}, "a refused launch reached the driver"
    words = [struct.unpack("<Q", params[(1, i)])[0] for i in range(7)]
    assert words == [src, src, 0, 1000, 300, 320, 1]
    image = params[(1, 15)]  # dst's descriptor as the fake images an encode
    assert (image[0], image[1]) == (7, 2)
    assert struct.unpack_from("<QQQ", image, 8) == (dst, 300, 1000)
    assert struct.unpack_from("<Q", image, 56) == (1280,)
