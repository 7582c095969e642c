"""Launch arguments: torch tensors, objects with `__cuda_array_interface__`
(CuPy, Numba, ...), anything torch can take through DLPack, and scalars,
flattened into the tuples the native module reads. A scalar's width comes
from the kernel parameter it is passed for."""

from __future__ import annotations

import numbers
import sys

# numpy-style typestr (kind, bytes) -> dtype name
_TYPESTR = {
    ("f", 2): "float16", ("f", 4): "float32", ("f", 8): "float64",
    ("i", 1): "int8", ("i", 2): "int16", ("i", 4): "int32", ("i", 8): "int64",
    ("u", 1): "uint8", ("u", 2): "uint16", ("u", 4): "uint32", ("u", 8): "uint64",
}


# torch dtype -> its name without "torch.", filled as dtypes are met
_TORCH_DTYPES: dict = {}


def _torch_tensor(t, first: bool):
    """The tuple of torch tensor `t`, and its device when `first` (the first
    tensor picks the device; the runtime checks every tensor's address
    against it before a launch it has not seen)."""
    name = _TORCH_DTYPES.get(t.dtype)
    if name is None:
        name = _TORCH_DTYPES[t.dtype] = str(t.dtype).removeprefix("torch.")
    device = None
    if first:
        if not t.is_cuda:
            raise TypeError(f"a tensor on {t.device} (tile_opt launches need CUDA tensors)")
        device = t.get_device()
    return ("tensor", t.data_ptr(), name, t.shape, t.stride()), device


def _cuda_array(obj):
    cai = obj.__cuda_array_interface__
    address = int(cai["data"][0])
    typestr = cai["typestr"]
    if typestr[0] not in "<|":
        raise TypeError(f"big-endian data ({typestr})")
    size = int(typestr[2:])
    name = _TYPESTR.get((typestr[1], size))
    if typestr == "<V2" or cai.get("descr") == [("", "<V2")]:
        name = "bfloat16"
    if name is None:
        raise TypeError(f"unsupported typestr {typestr}")
    shape = [int(s) for s in cai["shape"]]
    if cai.get("strides") is None:
        strides, acc = [], 1
        for s in reversed(shape):
            strides.insert(0, acc)
            acc *= s
    else:
        byte_strides = [int(s) for s in cai["strides"]]
        if any(b % size for b in byte_strides):
            raise TypeError(f"strides {byte_strides} are not whole elements of {size} bytes")
        strides = [b // size for b in byte_strides]
    return ("tensor", address, name, shape, strides), None


def _is_torch_tensor(obj) -> bool:
    torch = sys.modules.get("torch")
    return torch is not None and isinstance(obj, torch.Tensor)


def _scalar_kind(ty: str) -> str:
    if ty in ("f32",):
        return "f32"
    if ty in ("f64",):
        return "f64"
    if ty in ("i32", "ui32", "si32"):
        return "i32"
    return "i64"


def flatten(values, param_types):
    """The native tuples for `values`, given the kernel's original parameter
    types (`memref<...>`, `i32`, ...); and the CUDA device of the tensors
    (None when no tensor says)."""
    out, device = [], None
    for i, v in enumerate(values):
        ty = param_types[i] if i < len(param_types) else ""
        if _is_torch_tensor(v):
            item, dev = _torch_tensor(v, device is None)
        elif hasattr(v, "__cuda_array_interface__"):
            item, dev = _cuda_array(v)
        elif hasattr(v, "__dlpack__"):
            import torch  # DLPack through torch: it reads every producer's capsule

            item, dev = _torch_tensor(torch.from_dlpack(v), device is None)
        elif isinstance(v, bool) or isinstance(v, numbers.Integral):
            kind = _scalar_kind(ty)
            if ty.startswith("!llvm.ptr"):
                kind = "ptr"
            item, dev = (kind, int(v)), None
        elif isinstance(v, numbers.Real):
            item, dev = ("f64" if ty == "f64" else "f32", float(v)), None
        else:
            raise TypeError(f"argument {i}: cannot pass a {type(v).__name__}")
        if dev is not None:
            device = dev if device is None else device
        out.append(item)
    return out, device
