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

import base64
import functools
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass
from typing import Optional, Sequence

from . import _native, cache
from . import builder  # noqa: E402 - the typed builders (tile_opt.builder)
from .args import flatten
from .errors import CompileError, Diagnostic, LaunchError

__all__ = [
    "Artifacts",
    "CompileError",
    "Diagnostic",
    "Kernel",
    "LaunchError",
    "Session",
    "bind",
    "builder",
    "compile",
    "kernel_from_ptx",
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

    @functools.cached_property
    def _launch_info(self) -> "_LaunchInfo":
        """What every launch reads from the manifest, read once."""
        entry = self.manifest or {}
        block = entry.get("block_size")
        return _LaunchInfo(
            self.param_types(),
            None if block is None else _dims(block, "block"),
            int((entry.get("shared_memory") or {}).get("dynamic_bytes") or 0),
            {},
        )

    @property
    def cubin(self) -> Optional[bytes]:
        """The kernel's gpu.module assembled by ptxas, when the compile asked
        for cubins and ptxas was found."""
        return self.artifacts.cubins.get(self.unit)

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
        self.cubins: dict = {u: base64.b64decode(c) for u, c in result.get("cubins", {}).items()}
        self.cached = cached

    def kernel(self, name: str) -> Kernel:
        found = [k for k in self.kernels if k.name == name]
        if len(found) != 1:
            have = ", ".join(k.name for k in self.kernels)
            raise KeyError(f"{len(found)} kernels named '{name}' (the module has {have})")
        return found[0]


def ptxas() -> Optional[str]:
    """The ptxas used for cubins: `$TILE_OPT_PTXAS` when set (empty: none),
    else the first on PATH."""
    chosen = os.environ.get("TILE_OPT_PTXAS")
    if chosen is not None:
        return chosen or None
    return shutil.which("ptxas")


def _assemble(units: dict, tool: str) -> dict:
    """Each unit's PTX assembled for the `.target` it names (base64 cubins)."""
    out = {}
    for unit, ptx in units.items():
        found = re.search(r"^\s*\.target\s+(sm_\w+)", ptx, re.MULTILINE)
        if not found:
            raise CompileError(f"gpu.module @{unit}: its PTX names no .target", [])
        with tempfile.TemporaryDirectory() as d:
            src, dst = os.path.join(d, "unit.ptx"), os.path.join(d, "unit.cubin")
            with open(src, "w", encoding="utf-8") as f:
                f.write(ptx)
            run = subprocess.run(
                [tool, f"-arch={found.group(1)}", src, "-o", dst], capture_output=True, text=True
            )
            if run.returncode != 0:
                raise CompileError(f"ptxas refused gpu.module @{unit}: {run.stderr.strip()}", [])
            with open(dst, "rb") as f:
                out[unit] = base64.b64encode(f.read()).decode("ascii")
    return out


def compile(
    source: str,
    *,
    strategy: str = "intrinsics",
    pipeline: Optional[str] = None,
    target: Optional[str] = None,
    use_cache: bool = True,
    cubin: bool = False,
) -> Artifacts:
    """Compiles MLIR `source` to PTX for `target` (default: the module's own
    `tile.target`, else sm_90a) with the `strategy` ("intrinsics" or "asm")
    of the default pipeline, or `pipeline` (a pipeline text or name). With
    `cubin`, each gpu.module is also assembled by ptxas (see `ptxas()`;
    none found: no cubins), and `launch` loads the cubin."""
    return _compiled(_native.compile, source, source, strategy, pipeline, target, use_cache, cubin)


def _compile_description(
    description: str,
    *,
    strategy: str = "intrinsics",
    pipeline: Optional[str] = None,
    target: Optional[str] = None,
    use_cache: bool = True,
    cubin: bool = False,
) -> Artifacts:
    """`compile` for a module built with `tile_opt.builder` (its JSON
    description), cached under the description."""
    keyed = "tile_opt.builder description\0" + description
    return _compiled(_native.compile_built, description, keyed, strategy, pipeline, target, use_cache, cubin)


def _refused(e) -> CompileError:
    """A `NativeCompileError` as the `CompileError` it stands for."""
    message, diagnostics = e.args
    found = [Diagnostic.from_dict(d) for d in diagnostics]
    first = next((d for d in found if d.severity == "error"), None)
    return CompileError(str(first) if first else message, found)


def _print_description(description: str) -> str:
    """The tile IR of a module built with `tile_opt.builder`, printed as
    the builders made it (`Module.ir()`)."""
    try:
        return _native.print_built(description)
    except _native.NativeCompileError as e:
        raise _refused(e) from None


def _compiled(native, source, keyed, strategy, pipeline, target, use_cache, cubin) -> Artifacts:
    """One compile through `native` (`_native.compile` or `compile_built`),
    through the caches, keyed by `keyed`."""
    tool = ptxas() if cubin else None
    k = cache.key(version, keyed, strategy, pipeline, f"{target or ''}|cubin={tool or ''}")
    if use_cache:
        hit, where = cache.get(k)
        if hit is not None:
            return Artifacts(hit, where)
    try:
        result = native(source, strategy, pipeline, target)
    except _native.NativeCompileError as e:
        raise _refused(e) from None
    if tool:
        result["cubins"] = _assemble(result["units"], tool)
    if use_cache:
        cache.put(k, result)
    return Artifacts(result, "")


def kernel_from_ptx(ptx: str, manifest_json: str, name: str, unit: str = "kernels") -> Kernel:
    """Kernel `name` of a module compiled elsewhere (`tile-opt --emit=ptx` with its
    `--emit=manifest`, a `tile-dsl build`), from the module's PTX and launch manifest, ready
    for `launch` and `bind` like a kernel of `compile`. Raises `KeyError` when the manifest
    has no kernel `name` in module `unit`."""
    result = {
        "units": {unit: ptx},
        "kernels": [{"name": name, "unit": unit, "ptx": ptx}],
        "manifest": manifest_json,
        "diagnostics": [],
    }
    kernel = Artifacts(result, "").kernel(name)
    if kernel.manifest is None:
        raise KeyError(f"the launch manifest has no kernel '{name}' in module '{unit}'")
    return kernel


class Session:
    """Compile options held together (target, strategy, pipeline, caching,
    cubins). A Session holds no compiler state: compiles run on a session
    per thread inside the native module, so one Session may be used from
    several threads at once."""

    def __init__(
        self,
        *,
        target: Optional[str] = None,
        strategy: str = "intrinsics",
        pipeline: Optional[str] = None,
        use_cache: bool = True,
        cubin: bool = False,
    ):
        self.target = target
        self.strategy = strategy
        self.pipeline = pipeline
        self.use_cache = use_cache
        self.cubin = cubin

    def compile(self, source: str) -> Artifacts:
        """`tile_opt.compile(source)` with this session's options."""
        return compile(
            source,
            strategy=self.strategy,
            pipeline=self.pipeline,
            target=self.target,
            use_cache=self.use_cache,
            cubin=self.cubin,
        )


_modules: dict = {}
_modules_lock = threading.Lock()


@dataclass
class _LaunchInfo:
    """A kernel's launch defaults and parameter types, and the modules it
    is loaded as, per device."""

    param_types: list
    block: Optional[list]
    dynamic_smem: int
    loaded: dict


def _loaded(kernel: Kernel, device: int):
    """The kernel's gpu.module loaded on `device` (once per process)."""
    key = (kernel.artifacts.manifest_json, kernel.unit, kernel.ptx, kernel.cubin, device)
    with _modules_lock:
        module = _modules.get(key)
        if module is None:
            if kernel.artifacts.manifest_json is None:
                raise LaunchError("the module has no launch manifest (compile it with the default pipeline)")
            try:
                image = kernel.cubin or kernel.ptx.encode("utf-8")
                module = _native.LoadedModule(image, kernel.artifacts.manifest_json, device)
            except _native.NativeLaunchError as e:
                raise LaunchError(*e.args) from None
            _modules[key] = module
    return module


def _stream(stream, device) -> int:
    if stream is not None:
        return int(getattr(stream, "cuda_stream", stream))
    torch = sys.modules.get("torch")
    if torch is not None:
        try:
            raw = getattr(torch._C, "_cuda_getCurrentRawStream", None)
            if raw is not None:  # what torch.cuda.current_stream reads, without the Stream object
                return int(raw(device))
            if torch.cuda.is_available():
                return int(torch.cuda.current_stream(device).cuda_stream)
        except Exception:  # noqa: BLE001 - no torch stream: the default stream
            pass
    return 0


def _dims(v: Sequence[int], what: str) -> list:
    if isinstance(v, int):
        v = (v,)
    d = [int(x) for x in v] + [1] * (3 - len(v))
    if len(d) != 3:
        raise ValueError(f"{what} has {len(v)} dimensions (1 to 3)")
    return d


def launch(
    kernel: Kernel,
    *args,
    grid: Sequence[int],
    block: Optional[Sequence[int]] = None,
    cluster: Optional[Sequence[int]] = None,
    dynamic_smem: Optional[int] = None,
    stream=None,
    device: Optional[int] = None,
) -> None:
    """Launches `kernel` on `args` (torch tensors, `__cuda_array_interface__`
    objects, DLPack producers, Python numbers) with `grid` blocks of `block`
    threads. `block` defaults to the block size the kernel fixes and
    `dynamic_smem` to the dynamic shared memory it declares (both from the
    launch manifest). Nothing runs when an argument is refused (`LaunchError`)."""
    info = kernel._launch_info
    if block is None:
        block = info.block
        if block is None:
            raise LaunchError(f"kernel '{kernel.name}' fixes no block size: pass block=(x, y, z)")
    if dynamic_smem is None:
        dynamic_smem = info.dynamic_smem
    flat, tensor_device = flatten(args, info.param_types)
    dev = device if device is not None else (tensor_device or 0)
    module = info.loaded.get(dev)
    if module is None:
        module = info.loaded[dev] = _loaded(kernel, dev)
    try:
        module.launch(
            kernel.name,
            flat,
            grid,
            block,
            cluster,
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
