"""Shared by grouped_vs_triton.py and moe_vs_triton.py: the grouped layout (the runner's
`Layout::new`, same generator, same seed -> same table), table files, tile-opt compiles, timing,
checks, records. torch and triton are imported only for a GPU run (`gpu()`): the dry mode
needs neither."""

from __future__ import annotations

import json
import math
import os
import statistics
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

ROOT = Path(__file__).resolve().parents[3]
# The device the scripts' tensors live on: "cuda"; TILE_BENCH_DEVICE=cpu runs their host logic
# (tables, expected images, checks, torch methods) on the CPU, to test it without a GPU.
DEVICE = os.environ.get("TILE_BENCH_DEVICE", "cuda")
TABLE_FORMAT = "tile-opt grouped table 1"  # tools/gpu-runner/src/grouped/workload.rs
MASK64 = (1 << 64) - 1


# ---------------------------------------------------------------- the grouped layout


class Rng:
    """SplitMix64, as tools/gpu-runner/src/data.rs `Rng`."""

    def __init__(self, seed: int):
        self.state = seed & MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)


def read_toml(path: Path) -> dict:
    """The case file (tomllib where Python has it; else the flat subset the case files use:
    `key = value` lines whose values are JSON numbers, strings or arrays)."""
    text = path.read_text()
    try:
        import tomllib

        return tomllib.loads(text)
    except ImportError:
        out = {}
        for line in text.splitlines():
            line = line.split("#", 1)[0].strip()
            if "=" in line:
                k, v = line.split("=", 1)
                out[k.strip()] = json.loads(v.strip())
        return out


def round16(v: int) -> int:
    return (v + 15) // 16 * 16


def generate_table(spec: dict, g: int, seed: int, check: int = 0, timed: bool = True) -> dict:
    """`Layout::new(spec, g, seed)` written as `table_json` writes it (byte offsets and pitches
    drawn exactly as the runner draws them; every length in f32 elements)."""
    rng = Rng(seed ^ 0x6772_6F75_7065_6421)

    def pick(lo, hi):
        return lo + rng.next() % (hi - lo + 1)

    edge = spec.get("edge_shapes", [])
    pad, gap = spec["pitch_pad_max"], spec["gap_max"]
    cols_t = {k: [] for k in ("rows", "cols", "src_pitch", "dst_pitch", "src_off", "dst_off", "src_gap", "dst_gap")}
    src = dst = 0
    for i in range(g):
        if i < len(edge):
            rows, cols = edge[i]
        else:
            rows = pick(*spec["rows"])
            cols = pick(*spec["cols"])
        sp = round16(cols * 4) + 16 * pick(0, pad // 16)
        dp = round16(cols * 4) + 16 * pick(0, pad // 16)
        so = src + 16 * pick(0, gap // 16)
        do = dst + 16 * pick(0, gap // 16)
        for k, v in (("rows", rows), ("cols", cols), ("src_pitch", sp // 4), ("dst_pitch", dp // 4),
                     ("src_off", so // 4), ("dst_off", do // 4), ("src_gap", (so - src) // 4),
                     ("dst_gap", (do - dst) // 4)):
            cols_t[k].append(v)
        src = round16(so + (rows - 1) * sp + cols * 4)
        dst = round16(do + (rows - 1) * dp + cols * 4)
    src_len = src + 16 * pick(1, 1 + gap // 16)
    dst_len = dst + 16 * pick(1, 1 + gap // 16)
    return {
        "format": TABLE_FORMAT, "case": spec["name"], "seed": seed, "check": check, "timed": timed,
        "G": g, "dtype": "f32", "elem_bytes": 4, "box_rows_cols": [spec["box"][1], spec["box"][0]],
        "src_len": src_len // 4, "dst_len": dst_len // 4, **cols_t,
    }


def validate_table(t: dict, where: str) -> dict:
    if t.get("format") != TABLE_FORMAT:
        raise ValueError(f"{where}: not a '{TABLE_FORMAT}' file (format {t.get('format')!r})")
    n = t["G"]
    for k in ("rows", "cols", "src_pitch", "dst_pitch", "src_off", "dst_off"):
        if len(t[k]) != n:
            raise ValueError(f"{where}: {k} has {len(t[k])} entries for G = {n}")
    for i in range(n):
        for side in ("src", "dst"):
            end = t[f"{side}_off"][i] + (t["rows"][i] - 1) * t[f"{side}_pitch"][i] + t["cols"][i]
            if t[f"{side}_pitch"][i] < t["cols"][i] or end > t[f"{side}_len"] or t[f"{side}_off"][i] % 4:
                raise ValueError(f"{where}: group {i} does not fit its {side} arena")
    return t


def load_tables(paths: list[Path]) -> list[dict]:
    """Table files (or folders of them: the runner's `--write-tables DIR`); in a folder, per
    (case, G), the layout the runner timed (else its last check)."""
    found = {}
    for p in paths:
        files = sorted(p.glob("*.json")) if p.is_dir() else [p]
        for f in files:
            t = validate_table(json.loads(f.read_text()), str(f))
            t["file"] = str(f)
            key = (t["case"], t["G"])
            old = found.get(key)
            if old is None or (t["timed"], t["check"]) > (old["timed"], old["check"]):
                found[key] = t
    return [found[k] for k in sorted(found)]


def work_table(rows: list[int], band_rows: int = 64) -> list[tuple[int, int]]:
    """(group, band) per CTA of the band kernels, in group order."""
    return [(g, b) for g, r in enumerate(rows) for b in range((r + band_rows - 1) // band_rows)]


# ---------------------------------------------------------------- tile-opt


def tile_opt_module():
    """`tile_opt` (the package built by scripts/python.sh, or on PYTHONPATH)."""
    import tile_opt

    return tile_opt


class DeviceArray:
    """A stand-in for a device array (`__cuda_array_interface__` only): `tile_opt.bind` checks
    a launch's arguments with it in the dry mode, without a GPU."""

    def __init__(self, address: int, shape, typestr: str):
        self.__cuda_array_interface__ = {"data": (address, False), "shape": tuple(shape),
                                         "typestr": typestr, "strides": None, "version": 3}


def compile_all(sources: dict, strategies: list[str], strict: bool, cubin: bool = False) -> dict:
    """{(source name, strategy): Artifacts, or the exception its compile raised} — every
    module compiled in-process: a source is MLIR text, or a function compiling a module built
    with tile_opt.builder (`f(strategy=, cubin=)`: Artifacts). `strict` (the dry mode): a
    failure is raised. `cubin`: also
    assembled by ptxas ($TILE_OPT_PTXAS, else the repository's .tools/bin/ptxas, else PATH's;
    none found: PTX only)."""
    local = ROOT / ".tools" / "bin" / "ptxas"
    if cubin and "TILE_OPT_PTXAS" not in os.environ and local.exists():
        os.environ["TILE_OPT_PTXAS"] = str(local)
    out = {}
    for name, text in sources.items():
        for s in strategies:
            try:
                if isinstance(text, str):
                    out[(name, s)] = tile_opt_module().compile(text, strategy=s, cubin=cubin)
                else:
                    out[(name, s)] = text(strategy=s, cubin=cubin)
                if cubin and not out[(name, s)].cubins:
                    log(f"tile-opt: {name} [{s}]: no ptxas found, PTX not assembled")
            except Exception as e:  # noqa: BLE001 - reported per method
                if strict:
                    raise
                log(f"tile-opt: {name} [{s}] did not compile: {e}")
                out[(name, s)] = e
    return out


def tile_kernel(arts: dict, module: str, strategy: str, kernel: str):
    """A compiled kernel, or the compile's exception raised again (its method's error)."""
    a = arts[(module, strategy)]
    if isinstance(a, Exception):
        raise a
    return a.kernel(kernel)


# ---------------------------------------------------------------- records and output


@dataclass
class Record:
    script: str
    case: str  # table kind: grouped / grouped_small, or moe-E<e>-H<h>
    G: int  # groups (experts for MoE)
    op: str  # copy / reduce
    method: str
    family: str  # torch / triton_dd / triton_ptr / tile
    status: str = "ok"  # ok / wrong / error
    message: str = ""
    bytes: int = 0  # useful bytes read + written
    us_kernel: Optional[float] = None
    us_e2e: Optional[float] = None
    us_wall: Optional[float] = None
    host_us: Optional[float] = None
    batch: Optional[int] = None
    kernel_batch: Optional[int] = None
    reps: Optional[int] = None
    gbps_kernel: Optional[float] = None
    gbps_e2e: Optional[float] = None
    vs_triton_dd: Optional[float] = None
    vs_triton_dd_e2e: Optional[float] = None
    vs_torch_dense: Optional[float] = None
    extra: dict = field(default_factory=dict)


def fill_ratios(records: list[Record]) -> None:
    """GB/s and the ratios (reference time / method time: > 1 is faster than the reference):
    to the best Triton device-descriptor kernel and to torch's dense copy of the same bytes,
    per (case, G, op)."""
    groups = {}
    for r in records:
        groups.setdefault((r.case, r.G, r.op), []).append(r)
    for rs in groups.values():
        timed = [r for r in rs if r.status == "ok" and r.us_kernel]
        dd = [r for r in timed if r.family == "triton_dd"]
        best_k = min((r.us_kernel for r in dd), default=None)
        best_e = min((r.us_e2e for r in rs if r.family == "triton_dd" and r.status == "ok" and r.us_e2e), default=None)
        dense = next((r.us_kernel for r in timed if r.method == "torch_dense"), None)
        for r in rs:
            if r.status == "ok" and r.us_e2e:
                r.gbps_e2e = r.bytes / (r.us_e2e * 1e3)
                r.vs_triton_dd_e2e = best_e / r.us_e2e if best_e else None
        for r in timed:
            r.gbps_kernel = r.bytes / (r.us_kernel * 1e3)
            r.vs_triton_dd = best_k / r.us_kernel if best_k else None
            r.vs_torch_dense = dense / r.us_kernel if dense else None


def render(records: list[Record]) -> str:
    def f(v, fmt):
        return "—" if v is None else format(v, fmt)

    lines = [
        "| table | G | op | method | status | µs kernel | µs end-to-end | GB/s kernel | vs Triton dd (kernel) | vs Triton dd (e2e) | vs torch dense |",
        "| --- | ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in records:
        status = r.status if r.status == "ok" else f"**{r.status.upper()}**"
        lines.append(
            f"| {r.case} | {r.G} | {r.op} | {r.method} | {status} | {f(r.us_kernel, '.1f')} | {f(r.us_e2e, '.1f')} | "
            f"{f(r.gbps_kernel, '.0f')} | {f(r.vs_triton_dd, '.2f')} | {f(r.vs_triton_dd_e2e, '.2f')} | {f(r.vs_torch_dense, '.2f')} |"
        )
    bad = [r for r in records if r.status != "ok"]
    if bad:
        lines.append("")
    for r in bad:
        lines.append(f"{r.status.upper()} {r.case} G={r.G} {r.op} {r.method}: {r.message}")
    return "\n".join(lines)


def write_json(path: Optional[Path], records: list[Record], meta: dict) -> None:
    if path is None:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"meta": meta, "records": [r.__dict__ for r in records]}, indent=1) + "\n")


def environment(torch=None, triton=None) -> dict:
    meta = {"python": sys.version.split()[0], "argv": sys.argv, "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
    try:
        meta["tile_opt"] = tile_opt_module().version
    except Exception as e:  # noqa: BLE001
        meta["tile_opt"] = f"unavailable: {e}"
    if torch is not None:
        meta["torch"] = torch.__version__
        meta["device"] = torch.cuda.get_device_name()
        meta["sms"] = torch.cuda.get_device_properties(0).multi_processor_count
    if triton is not None:
        meta["triton"] = triton.__version__
    return meta


# ---------------------------------------------------------------- the GPU side


def gpu():
    """(torch, triton, triton.language), with Triton's allocator for device-made descriptors
    (`tl.make_tensor_descriptor` writes each descriptor into a global scratch buffer the launch
    asks for: 128 bytes per descriptor per program)."""
    import torch
    import triton
    import triton.language as tl

    if not torch.cuda.is_available():
        raise RuntimeError("no CUDA device: use --dry")

    def alloc(size: int, alignment: int, stream: Optional[int]):
        return torch.empty(size, dtype=torch.int8, device=DEVICE)

    triton.set_allocator(alloc)
    return torch, triton, tl


class Timer:
    """CUDA events around batches of back-to-back launches from Python, median batch.

    - end to end: `batch` calls of the method's Python function between two events; the GPU
      waits for the host whenever the host is slower (host work included, per launch);
    - kernel: the same calls enqueued behind `torch.cuda._sleep` (a spin kernel long enough for
      the host to enqueue the whole batch, the start event after it), so that the launches run
      back to back whatever the host costs; a batch whose start event had already passed when
      the host finished enqueueing is done again with a longer sleep.
    """

    def __init__(self, torch, reps: int, batch_ms: float, warm_ms: float, max_batch: int = 2000,
                 max_kernel_batch: int = 500):
        self.torch, self.reps, self.batch_ms, self.warm_ms = torch, reps, batch_ms, warm_ms
        self.max_batch, self.max_kernel_batch = max_batch, max_kernel_batch
        self.cycles_per_ms = None
        if hasattr(torch.cuda, "_sleep"):
            s, e = self.events()
            torch.cuda._sleep(1000)
            s.record()
            torch.cuda._sleep(20_000_000)
            e.record()
            e.synchronize()
            self.cycles_per_ms = 20_000_000 / max(s.elapsed_time(e), 1e-3)

    def events(self):
        E = self.torch.cuda.Event
        return E(enable_timing=True), E(enable_timing=True)

    def time(self, fn: Callable[[], None]) -> dict:
        torch = self.torch
        t0, n = time.perf_counter(), 0
        while n < 3 or (time.perf_counter() - t0) * 1e3 < self.warm_ms:
            fn()
            n += 1
            if n % 64 == 0:
                sync(torch)
        sync(torch)
        s, e = self.events()
        probe = 10
        s.record()
        h0 = time.perf_counter()
        for _ in range(probe):
            fn()
        host_ms = (time.perf_counter() - h0) * 1e3 / probe
        e.record()
        e.synchronize()
        per = max(host_ms, s.elapsed_time(e) / probe, 1e-4)
        batch = max(1, min(self.max_batch, math.ceil(self.batch_ms / per)))
        e2e, wall = [], []
        for _ in range(self.reps):
            w0 = time.perf_counter()
            s.record()
            for _ in range(batch):
                fn()
            e.record()
            e.synchronize()
            wall.append((time.perf_counter() - w0) * 1e3 / batch)
            e2e.append(s.elapsed_time(e) / batch)
        out = {"us_e2e": statistics.median(e2e) * 1e3, "us_wall": statistics.median(wall) * 1e3,
               "host_us": host_ms * 1e3, "batch": batch, "reps": self.reps}
        if self.cycles_per_ms is None:
            out["note"] = "torch.cuda._sleep missing: kernel time not measured"
            return out
        # At most max_kernel_batch kernels waiting behind the sleep (the launch queue is finite:
        # a host blocked on a full queue would leave gaps); `fn.launches`: kernels per call.
        per_call = max(1, getattr(fn, "launches", 1))
        kb = max(1, min(self.max_kernel_batch // per_call, math.ceil(self.batch_ms / max(min(e2e), 1e-4))))
        kern, host, starved_reps = [], host_ms, 0
        for _ in range(self.reps):
            for _attempt in range(5):
                sleep_ms = min(host * kb * 1.5 + 0.5, 500.0)
                torch.cuda._sleep(int(sleep_ms * self.cycles_per_ms))
                s.record()
                h0 = time.perf_counter()
                for _ in range(kb):
                    fn()
                host = max(host, (time.perf_counter() - h0) * 1e3 / kb)
                e.record()
                starved = s.query()
                e.synchronize()
                if not starved:
                    break
                host *= 2
            starved_reps += starved
            kern.append(s.elapsed_time(e) / kb)
        out.update(us_kernel=statistics.median(kern) * 1e3, kernel_batch=kb)
        if starved_reps:
            out["starved_kernel_batches"] = starved_reps  # the host fell behind in these: gaps
        return out


def sync(torch) -> None:
    if DEVICE == "cuda":
        torch.cuda.synchronize()


def finite_random(torch, n: int, dtype, seed: int):
    """n random elements of `dtype` (float32 or bfloat16) from random bits, none Inf or NaN
    (an all-ones exponent gets one exponent bit cleared): bit patterns a copy must move
    unchanged, whatever path the values take."""
    g = torch.Generator(device=DEVICE)
    g.manual_seed(seed)
    if dtype == torch.float32:
        bits = torch.randint(-(2**31), 2**31 - 1, (n,), dtype=torch.int32, device=DEVICE, generator=g)
        exp = 0x7F800000
        bits = torch.where((bits & exp) == exp, bits ^ 0x00800000, bits)
        return bits.view(torch.float32)
    bits = torch.randint(-(2**15), 2**15 - 1, (n,), dtype=torch.int16, device=DEVICE, generator=g)
    exp = 0x7F80
    bits = torch.where((bits & exp) == exp, bits ^ 0x0080, bits)
    return bits.view(dtype)


def int_view(torch, t):
    return t.view(torch.int32 if t.element_size() == 4 else torch.int16)


def compare(torch, got, want, granule=None, describe=None) -> tuple[bool, str]:
    """Element for element (bit patterns) over the whole arena; where `granule` is set (a
    row's elements past its last one inside its last 16-byte granule: what a TMA tile store
    writes, zeros from the load's fill; test/gpu/grouped/README.md) a 0 is also accepted."""
    g, w = int_view(torch, got), int_view(torch, want)
    bad = g != w
    zero_ok = 0
    if granule is not None:
        ok_zero = granule & (g == 0)
        zero_ok = int((ok_zero & bad).sum())
        bad &= ~ok_zero
    n = int(bad.sum())
    if n == 0:
        return True, f"every element of {g.numel()} equal" + (f" ({zero_ok} granule-tail zeros)" if zero_ok else "")
    i = int(bad.nonzero()[0])
    where = describe(i) if describe else f"element {i}"
    m = (1 << (8 * g.element_size())) - 1
    return False, f"{n} elements differ; first: {where}: got 0x{int(g[i]) & m:x}, want 0x{int(w[i]) & m:x}"


def guarded(record: Record, body: Callable[[], None], verbose: bool = True) -> None:
    """Runs one method's check and timing; an exception becomes the record's error (the
    other methods still run; a CUDA error that poisons the context will fail them too)."""
    try:
        body()
    except Exception as e:  # noqa: BLE001 - reported, not fatal
        record.status = "error"
        record.message = f"{type(e).__name__}: {e}".strip()[:2000]
        if verbose:
            traceback.print_exc(limit=3)


def run_methods(base: dict, methods, timer: Optional[Timer], records: list) -> None:
    """Checks (and times, with a `timer`) each (name, family, make, check) method: make()
    returns the launch function, check(fn) poisons, launches once and compares. `base`: the
    Record fields every method shares (`extra` copied per record)."""
    for name, family, make, check in methods:
        r = Record(method=name, family=family, **{k: v for k, v in base.items() if k != "extra"})
        r.extra = dict(base.get("extra", {}))

        def body(r=r, make=make, check=check):
            fn = make()
            ok, msg = check(fn)
            r.status, r.message = ("ok" if ok else "wrong"), msg
            if ok and timer is not None:
                for k, v in timer.time(fn).items():
                    if k in r.__dict__ and k != "extra":
                        setattr(r, k, v)
                    else:
                        r.extra[k] = v

        guarded(r, body)
        log(f"{r.case} G={r.G} {r.op} {name}: {r.status} {r.message[:200]}"
            + (f"; {r.us_kernel:.1f} us kernel, {r.us_e2e:.1f} us e2e" if r.us_kernel and r.us_e2e else ""))
        records.append(r)


def gpu_run(a):
    """What a run on the GPU needs besides its tables: (torch, the Triton kernels of
    triton_kernels.py (a `Missing` that fails each Triton method when they do not import),
    the SM count, the timer (None with `--no-time`), the records so far, the environment)."""
    torch, triton, _ = gpu()
    try:
        import triton_kernels as tk
    except Exception as e:  # noqa: BLE001 - its methods are reported as errors
        log(f"triton kernels unavailable: {e}")
        tk = Missing(e)
    sms = torch.cuda.get_device_properties(0).multi_processor_count
    timer = None if a.no_time else Timer(torch, a.reps, a.batch_ms, a.warm_ms)
    return torch, tk, sms, timer, [], environment(torch, triton)


def run_table(base: dict, setup, methods_of, timer, records: list, json_path, meta: dict, torch) -> None:
    """One table (or routing and op): its `setup()` (a failure is recorded and the other tables
    go on), then every method of `methods_of(setup)` checked and timed; the records so far are
    written, so that a later hang or timeout keeps them."""
    try:
        s = setup()
    except Exception as e:  # noqa: BLE001 - reported, the other tables run
        setup_failed(base, e, records)
        return
    base.update(bytes=s.bytes)
    base["extra"]["bands"] = s.nwork
    run_methods(base, methods_of(s), timer, records)
    fill_ratios(records)
    write_json(json_path, records, meta)
    s = None
    torch.cuda.empty_cache()


def finish(records: list, json_path, meta: dict) -> int:
    """The table of every record printed, the JSON written complete; 0 when every check passed."""
    fill_ratios(records)
    print(render(records))
    write_json(json_path, records, dict(meta, complete=True))
    return 0 if all(r.status == "ok" for r in records) else 1


def setup_failed(base: dict, error: Exception, records: list) -> None:
    """A table whose setup raised: one error record for it."""
    traceback.print_exc(limit=3)
    records.append(Record(method="setup", family="-", status="error",
                          message=f"{type(error).__name__}: {error}"[:2000],
                          **{k: v for k, v in base.items() if k != "extra"}))


def triton_dry(cases: list[tuple[str, str, int, bool]]) -> None:
    """Compiles each (kernel, element type, BN, reduce) of triton_kernels for sm_90 without a
    GPU (`triton.compile` of an `ASTSource`, target cuda 90), and checks that the
    device-descriptor kernels make their descriptors on the device and use TMA (the reduce a TMA
    reduce-add). Skipped, with a note, where triton does not import."""
    try:
        import triton
        from triton.backends.compiler import GPUTarget

        import triton_kernels as tk
    except ImportError as e:
        log(f"dry: triton not importable here ({e}); its kernels are not compiled")
        return
    for name, ty, bn, reduce in cases:
        sig = {"src": f"*{ty}", "dst": f"*{ty}", "work": "*i32", "grp": "*i64"}
        if name == "persistent_dd":
            sig["nwork"] = "i32"
        sig.update(BM="constexpr", BN="constexpr", REDUCE="constexpr")
        src = triton.compiler.ASTSource(fn=getattr(tk, name), signature=sig,
                                        constexprs={"BM": 64, "BN": bn, "REDUCE": reduce})
        ptx = triton.compile(src, target=GPUTarget("cuda", 90, 32)).asm["ptx"]
        if name.endswith("_dd"):
            want = ["tensormap.replace.tile.global_address", "cp.async.bulk.tensor.2d.shared::cluster.global",
                    "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add" if reduce
                    else "cp.async.bulk.tensor.2d.global.shared::cta"]
            missing = [w for w in want if w not in ptx]
            if missing:
                raise RuntimeError(f"triton {name} ({ty}, BN {bn}, reduce {reduce}): no {missing} in its PTX")
        log(f"dry: triton {triton.__version__} {name} ({ty}, BN {bn}, reduce {reduce}) compiled for sm_90")


class Missing:
    """Stands for a module that did not import: using it raises the import's error (inside a
    method's guard, so the method is reported as an error and the others run)."""

    def __init__(self, error: Exception):
        self.error = error

    def __getattr__(self, name):
        raise RuntimeError(f"not available: {self.error}")


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def env_default_cache() -> None:
    os.environ.setdefault("TILE_OPT_CACHE_DIR", str(ROOT / "target" / "tile_opt-cache"))
