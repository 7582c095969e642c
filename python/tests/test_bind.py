"""tile_opt.bind: arguments flattened and checked as a launch would, without a GPU."""

import struct

import pytest
import tile_opt

from conftest import source


class DeviceArray:
    """A stand-in for a CUDA array: only `__cuda_array_interface__`."""

    def __init__(self, address, shape, typestr="<f4", strides=None):
        self.__cuda_array_interface__ = {
            "data": (address, False),
            "shape": tuple(shape),
            "typestr": typestr,
            "strides": strides,
            "version": 3,
        }


def words(b):
    return struct.unpack(f"<{len(b) // 8}Q", b)


@pytest.fixture(scope="module")
def kernel():
    return tile_opt.compile(source("test/gpu/runtime/copy_strided.mlir")).kernel("copy_strided")


def test_a_padded_view_binds_its_pitch(kernel):
    # 1000 x 300 f32 rows with a pitch of 320 elements (1280 bytes).
    src = DeviceArray(0x7000_0000, (1000, 300), strides=(1280, 4))
    dst = DeviceArray(0x7100_0000, (1000, 300), strides=(1280, 4))
    params = tile_opt.bind(kernel, src, dst, grid=(5, 16))
    assert len(params) == 16
    memref = [words(p)[0] for p in params[:7]]
    assert memref == [0x7000_0000, 0x7000_0000, 0, 1000, 300, 320, 1]
    assert len(params[14]) == len(params[15]) == 128


def test_refusals_name_the_parameter(kernel):
    ok = DeviceArray(0x7000_0000, (64, 64))
    with pytest.raises(tile_opt.LaunchError, match="takes 2 arguments, 1 given"):
        tile_opt.bind(kernel, ok, grid=(1,))
    with pytest.raises(tile_opt.LaunchError) as info:
        tile_opt.bind(kernel, ok, DeviceArray(0x7000_0000, (64, 64), typestr="<f2"), grid=(1,))
    assert info.value.param == 1
    assert "expects f32 elements, got a f16 tensor" in str(info.value)
    with pytest.raises(tile_opt.LaunchError) as info:
        tile_opt.bind(kernel, ok, DeviceArray(0x7000_0008, (64, 64)), grid=(1,))
    assert info.value.param == 3
    assert "globalAddress 0x70000008 is not 16-byte aligned" in str(info.value)
    with pytest.raises(tile_opt.LaunchError, match="expects a tensor, got i64 3"):
        tile_opt.bind(kernel, ok, 3, grid=(1,))
    with pytest.raises(TypeError, match="cannot pass a str"):
        tile_opt.bind(kernel, ok, "x", grid=(1,))


def test_descriptor_parameters_bind_from_tensors():
    # examples/copy_2d.mlir takes two !tile.tensormap parameters: each is a 128-byte
    # descriptor encoded from the array passed for it (here only bound: the bytes are the
    # driver's to fill), its refusals naming the parameter.
    copy_2d = tile_opt.compile(source("examples/copy_2d.mlir")).kernel("copy_2d")
    src = DeviceArray(0x7000_0000, (1000, 300), strides=(1280, 4))
    dst = DeviceArray(0x7100_0000, (1000, 300), strides=(1280, 4))
    params = tile_opt.bind(copy_2d, src, dst, grid=(5, 16))
    assert [len(p) for p in params] == [128, 128]
    with pytest.raises(tile_opt.LaunchError) as info:
        tile_opt.bind(copy_2d, src, DeviceArray(0x7100_0000, (1000, 301), strides=(1204, 4)), grid=(1,))
    assert info.value.param == 1
    assert "globalStrides[0] = 1204 bytes" in str(info.value)
    with pytest.raises(tile_opt.LaunchError) as info:
        tile_opt.bind(copy_2d, 3, dst, grid=(1,))
    assert info.value.param == 0
    assert "expects a tensor (encoded into the descriptor)" in str(info.value)


def test_a_kernel_from_its_ptx_and_manifest_binds_as_the_compiled_one(kernel):
    again = tile_opt.kernel_from_ptx(kernel.ptx, kernel.artifacts.manifest_json, "copy_strided")
    assert again.manifest == kernel.manifest and again.param_types() == kernel.param_types()
    src = DeviceArray(0x7000_0000, (1000, 300), strides=(1280, 4))
    dst = DeviceArray(0x7100_0000, (1000, 300), strides=(1280, 4))
    assert tile_opt.bind(again, src, dst, grid=(5, 16)) == tile_opt.bind(kernel, src, dst, grid=(5, 16))
    with pytest.raises(KeyError):
        tile_opt.kernel_from_ptx(kernel.ptx, kernel.artifacts.manifest_json, "no_such_kernel")
