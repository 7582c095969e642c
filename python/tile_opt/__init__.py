"""tile_opt: compile tile-dialect MLIR for NVIDIA's Tensor Memory Accelerator
and launch it on torch tensors.

    import tile_opt
    art = tile_opt.compile(source)                 # PTX and the launch manifest, cached
    tile_opt.launch(art.kernel("copy"), src, dst, grid=(16, 16), block=(128,))

`compile` runs tile-opt in-process (no subprocess, the GIL released, safe from
several threads at once: each thread compiles on its own session) and keeps the
result in a memory and a disk cache (`tile_opt.cache`). A refused module raises
`CompileError`, whose `.diagnostics` carry file, line, column, severity, rule
and message. `launch` binds the arguments the way the launch manifest says
(memref words, host-born tensor maps, device-rebind templates and workspace),
checks them first (`LaunchError` names the parameter), and launches on the
given stream (default: torch's current stream when torch is loaded).
"""

from __future__ import annotations

import json
import threading
from dataclasses import dataclass
from typing import Optional, Sequence

from . import _native, cache
from .args import flatten
from .errors import CompileError, Diagnostic, LaunchError

__all__ = [
    "Artifacts",
    "CompileError",
    "Diagnostic",
    "Kernel",
    "LaunchError",
    "bind",
    "compile",
    "launch",
    "version",
]

version = _native.version()


@dataclass(frozen=True)
class Kernel:
    """One compiled kernel: its name, its gpu.module, the module's PTX, and
    the artifacts it came from."""

    name: str
    unit: str
    ptx: str
    artifacts: "Artifacts"

    @property
    def manifest(self) -> Optional[dict]:
        """The kernel's entry of the launch manifest."""
        for k in (self.artifacts.manifest or {}).get("kernels", []):
            if k["name"] == self.name and k["module"] == self.unit:
                return k
        return None

    def param_types(self) -> list:
        """The MLIR types of the parameters its author wrote, in order."""
        m = self.manifest or {}
        return [p["type"] for p in m.get("params", []) if p["kind"] == "original"]


class Artifacts:
    """What a compile produced: PTX per gpu.module (`units`), the kernels,
    the launch manifest (`manifest` as a dict, `manifest_json` as written),
    the warnings and remarks (`diagnostics`), and where it came from
    (`cached`: "" for a fresh compile, "memory" or "disk")."""

    def __init__(self, result: dict, cached: str):
        self.units: dict = dict(result["units"])
        self.manifest_json: Optional[str] = result["manifest"]
        self.manifest: Optional[dict] = json.loads(self.manifest_json) if self.manifest_json else None
        self.diagnostics = [Diagnostic.from_dict(d) for d in result["diagnostics"]]
        self.kernels = [Kernel(k["name"], k["unit"], k["ptx"], self) for k in result["kernels"]]
        self.cached = cached

    def kernel(self, name: str) -> Kernel:
        found = [k for k in self.kernels if k.name == name]
        if len(found) != 1:
            have = ", ".join(k.name for k in self.kernels)
            raise KeyError(f"{len(found)} kernels named '{name}' (the module has {have})")
        return found[0]


def compile(
    source: str,
    *,
    strategy: str = "intrinsics",
    pipeline: Optional[str] = None,
    target: Optional[str] = None,
    use_cache: bool = True,
) -> Artifacts:
    """Compiles MLIR `source` to PTX for `target` (default: the module's own
    `tile.target`, else sm_90a) with the `strategy` ("intrinsics" or "asm")
    of the default pipeline, or `pipeline` (a pipeline text or name)."""
    k = cache.key(version, source, strategy, pipeline, target)
    if use_cache:
        hit, where = cache.get(k)
        if hit is not None:
            return Artifacts(hit, where)
    try:
        result = _native.compile(source, strategy, pipeline, target)
    except _native.NativeCompileError as e:
        message, diagnostics = e.args
        found = [Diagnostic.from_dict(d) for d in diagnostics]
        first = next((d for d in found if d.severity == "error"), None)
        raise CompileError(str(first) if first else message, found) from None
    if use_cache:
        cache.put(k, result)
    return Artifacts(result, "")


_modules: dict = {}
_modules_lock = threading.Lock()


def _loaded(kernel: Kernel, device: int):
    """The kernel's gpu.module loaded on `device` (once per process)."""
    key = (kernel.artifacts.manifest_json, kernel.unit, kernel.ptx, device)
    with _modules_lock:
        module = _modules.get(key)
        if module is None:
            if kernel.artifacts.manifest_json is None:
                raise LaunchError("the module has no launch manifest (compile it with the default pipeline)")
            try:
                module = _native.LoadedModule(kernel.ptx.encode("utf-8"), kernel.artifacts.manifest_json, device)
            except _native.NativeLaunchError as e:
                raise LaunchError(*e.args) from None
            _modules[key] = module
    return module


def _stream(stream, device) -> int:
    if stream is not None:
        return int(getattr(stream, "cuda_stream", stream))
    try:
        import sys

        torch = sys.modules.get("torch")
        if torch is not None and torch.cuda.is_available():
            return int(torch.cuda.current_stream(device).cuda_stream)
    except Exception:  # noqa: BLE001 - no torch stream: the default stream
        pass
    return 0


def _dims(v: Sequence[int], what: str) -> list:
    d = [int(x) for x in v] + [1] * (3 - len(v))
    if len(d) != 3:
        raise ValueError(f"{what} has {len(v)} dimensions (1 to 3)")
    return d


def launch(
    kernel: Kernel,
    *args,
    grid: Sequence[int],
    block: Sequence[int],
    cluster: Optional[Sequence[int]] = None,
    dynamic_smem: int = 0,
    stream=None,
    device: Optional[int] = None,
) -> None:
    """Launches `kernel` on `args` (torch tensors, `__cuda_array_interface__`
    objects, DLPack producers, Python numbers) with `grid` blocks of `block`
    threads. Nothing runs when an argument is refused (`LaunchError`)."""
    flat, tensor_device = flatten(args, kernel.param_types())
    dev = device if device is not None else (tensor_device or 0)
    module = _loaded(kernel, dev)
    try:
        module.launch(
            kernel.name,
            flat,
            _dims(grid, "grid"),
            _dims(block, "block"),
            None if cluster is None else _dims(cluster, "cluster"),
            int(dynamic_smem),
            _stream(stream, dev),
        )
    except _native.NativeLaunchError as e:
        raise LaunchError(*e.args) from None


def bind(kernel: Kernel, *args, grid: Sequence[int]) -> list:
    """The kernel's lowered parameters (bytes each) for `args`, bound without
    a GPU: what `launch` would pass. Raises `LaunchError` like `launch`."""
    if kernel.artifacts.manifest_json is None:
        raise LaunchError("the module has no launch manifest")
    flat, _ = flatten(args, kernel.param_types())
    try:
        return _native.bind(kernel.artifacts.manifest_json, kernel.name, flat, _dims(grid, "grid"))
    except _native.NativeLaunchError as e:
        raise LaunchError(*e.args) from None
