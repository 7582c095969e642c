"""The Python DSL's programs on a GPU (Hopper: sm_90a), side by side with the Rust
DSL's, Triton 3.6 and torch.

    python3 gpu_check.py [--rust-dsl DIR] [--only NAME ...] [--batches N]
    python3 gpu_check.py --sanitize        # once each at a small size (compute-sanitizer)
    python3 gpu_check.py --dry [--rust-dsl DIR]   # no GPU: the plan, each launch bound

For each program of programs.py: torch tensors of its shapes, one launch of the
Python DSL's kernel (`tile_opt.launch`) checked against torch (a copy: equal; a
reduce-add: dst0 + src within f32 rounding), the same for the Rust DSL's kernel of
the same program (DIR holds `cargo run -p tile-dsl -- build-all --out DIR`: its
`<name>.intrinsics.ptx` and manifest are loaded as they are, else its
`<name>.tile.mlir` is compiled), then both timed: CUDA events around back-to-back
launches, batches alternating between the two kernels, the median batch. The dense
8192 x 8192 f32 copy and reduce-add rows add Triton 3.6 kernels on host-side
`triton.tools.tensor_descriptor.TensorDescriptor`s (a few block shapes, plain and
persistent, the best kept) and torch (`dst.copy_(src)`, `dst += src`).

The table: program, Python-DSL µs, the other kernel (Rust DSL, Triton, torch) and
its µs, ratio = other µs / Python-DSL µs (>= 1: the Python DSL is as fast or
faster), GB/s of both (bytes read + written / time), the check. One failing
program does not stop the others; the exit status is 1 if any check failed or
any program could not run.

`--sanitize`: every program once at a small size (a variant of the same walk:
`Program.variant`), checked, no timing, no Triton, no Rust DSL, so that
`compute-sanitizer --tool memcheck python3 gpu_check.py --sanitize` is quick.
`--dry`: nothing on a GPU and no torch: prints each program's launch (tensors,
grid, block, cluster, bytes) and binds its arguments with `tile_opt.bind` against
stand-in arrays, as a launch would (the Rust DSL's kernels too with --rust-dsl).

The group-table walks (`programs.GROUP_TABLE`: dsl_grouped_ring, dsl_grouped_band)
take a work table and a group table of test/gpu/grouped's layout, not tensors:
`--dry` binds them against stand-in tables (64 work items, 16 groups); on the GPU
they run on one table of bench/gpu/triton/grouped_vs_triton.py (its `Setup`:
grouped.toml, G = 1024, or 7 with --sanitize), checked as that benchmark checks
(every element of the destination arena) and timed with the Rust DSL's kernel. The
benchmark runs them too (methods py_ring, py_band; dsl_ring, dsl_band) next to Triton.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import tile_opt  # noqa: E402

import programs  # noqa: E402
from tile_dsl import Program, tensor  # noqa: E402

_TORCH_DTYPE = {"f32": "float32", "f16": "float16", "bf16": "bfloat16", "i64": "int64", "i32": "int32"}
_TYPESTR = {"f32": "<f4", "f16": "<f2", "i64": "<i8", "i32": "<i4"}
_BYTES = {"f32": 4, "f16": 2, "bf16": 2, "i64": 8, "i32": 4}


# ---------------------------------------------------------------- the cases


@dataclass
class Case:
    """A program, its small variant (--sanitize), what its result must be
    (`kind`: copy, multicast, grouped, im2col, reduce; table: a group-table
    walk, on the grouped benchmark's table) and its baselines
    (`dense`: "copy" or "reduce" for the Triton and torch rows)."""

    program: Program
    small: Program
    kind: str
    dense: Optional[str] = None

    @property
    def name(self) -> str:
        return self.program.name


def _small_2d(p: Program, rows: int, cols: int, grid) -> Program:
    return p.variant(grid=grid, src=tensor("f32", [rows, cols]), dst=tensor("f32", [rows, cols]))


def cases() -> list:
    P = programs
    return [
        Case(P.dsl_copy_2d, _small_2d(P.dsl_copy_2d, 512, 512, [8, 8]), "copy", dense="copy"),
        Case(P.dsl_copy_pipe, _small_2d(P.dsl_copy_pipe, 512, 512, 16), "copy", dense="copy"),
        Case(
            P.dsl_copy_pipe_oob,
            P.dsl_copy_pipe_oob.variant(grid=16, src=tensor("f32", [500, 492]), dst=tensor("f32", [520, 508])),
            "copy",
        ),
        Case(P.dsl_grouped_copy, P.dsl_grouped_copy, "grouped"),
        Case(P.dsl_grouped_ring, P.dsl_grouped_ring, "table"),
        Case(P.dsl_grouped_band, P.dsl_grouped_band, "table"),
        Case(P.dsl_im2col_conv, P.dsl_im2col_conv, "im2col"),
        Case(
            P.dsl_multicast_4cta,
            P.dsl_multicast_4cta.variant(
                grid=16, src=tensor("f32", [256, 256]), dst=tensor("f32", [256, 256], replicas=4)
            ),
            "multicast",
        ),
        Case(P.dsl_reduce_add, _small_2d(P.dsl_reduce_add, 512, 512, [8, 8]), "reduce", dense="reduce"),
        Case(P.dsl_reduce_add_pipe, _small_2d(P.dsl_reduce_add_pipe, 512, 512, 16), "reduce", dense="reduce"),
        Case(P.dsl_reduce_add_pipe_nopf, _small_2d(P.dsl_reduce_add_pipe_nopf, 512, 512, 16), "reduce", dense="reduce"),
        Case(P.dsl_reduce_add_rmw, _small_2d(P.dsl_reduce_add_rmw, 512, 512, 16), "reduce", dense="reduce"),
    ] + [
        Case(v, _small_2d(v, 512, 512, 16), "reduce" if "reduce" in v.name else "copy",
             dense="reduce" if "reduce" in v.name else "copy")
        for v in P.DENSE_VARIANTS
    ]


def shapes(program: Program) -> list:
    """(tensor name, element, shape) of every kernel parameter, in order."""
    out = []
    for name, t in program.tensors:
        if t.layout == "table":
            continue  # the kernel takes the work and group tables: table_stand_ins
        if t.layout == "groups":
            out += [(f"{name}_{i}", t.element, list(s)) for i, s in enumerate(t.shapes)]
        elif t.layout == "replicas":
            out += [(f"{name}_{i}", t.element, list(t.shape)) for i in range(t.count)]
        else:
            out.append((name, t.element, list(t.shape)))
    return out


def moved_bytes(case: Case, program: Program) -> int:
    """Bytes read + written by one launch: a copy reads src and writes dst, a
    reduce-add reads src and dst and writes dst, a multicast reads src once
    and writes every replica, an im2col reads its input and writes the slabs."""
    sizes = {n: math.prod(s) * _BYTES[e] for n, e, s in shapes(program)}
    src = sum(v for n, v in sizes.items() if n.startswith("src"))
    dst = sum(v for n, v in sizes.items() if n.startswith("dst"))
    return src + (2 * dst if case.kind == "reduce" else dst)


def widened(program: Program) -> bool:
    """Whether the kernel's tensor maps are i64 (a plain copy done over i64):
    its tensors are then passed as int64 views."""
    work = program.plan().work
    return getattr(work, "widened_from", None) is not None


# ---------------------------------------------------------------- dry run (no GPU)


class DeviceArray:
    """A stand-in CUDA array (`__cuda_array_interface__` only) for tile_opt.bind."""

    def __init__(self, address: int, shape, element: str):
        self.__cuda_array_interface__ = {
            "data": (address, False),
            "shape": tuple(shape),
            "typestr": _TYPESTR[element],
            "strides": None,
            "version": 3,
        }


def stand_ins(program: Program) -> list:
    wide = widened(program)
    out, address = [], 0x7000_0000_0000
    for _, element, shape in shapes(program):
        if wide and element != "i64":
            shape = shape[:-1] + [shape[-1] * _BYTES[element] // 8]
            element = "i64"
        out.append(DeviceArray(address, shape, element))
        address += (math.prod(shape) * _BYTES[element] + 0xFFFF) & ~0xFFFF
    return out


#: The stand-in tables of a group-table walk's dry run: work items, groups.
TABLE_WORK, TABLE_GROUPS = 64, 16


def table_stand_ins(program: Program) -> tuple:
    """(arguments, grid) of a group-table walk's launch on stand-in tables:
    (work, groups) on one CTA per work item (lookahead 0), else (work,
    groups, nwork) on the program's grid."""
    work = DeviceArray(0x7000_0000_0000, [2 * TABLE_WORK], "i32")
    groups = DeviceArray(0x7100_0000_0000, [8 * TABLE_GROUPS], "i64")
    if program.plan().work.lookahead == 0:
        return [work, groups], (TABLE_WORK, 1, 1)
    return [work, groups, TABLE_WORK], program.launch_grid()


def dynamic_bytes(manifest) -> int:
    """The dynamic shared memory a launch passes (the manifest's `dynamic_bytes`)."""
    found = []

    def walk(x):
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "dynamic_bytes" and isinstance(v, int):
                    found.append(v)
                else:
                    walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(manifest)
    return max(found, default=0)


def dry_table(p: Program, rust_dir: Optional[Path]) -> tuple:
    """A group-table walk's dry line and whether the Rust DSL's kernel
    binds differently."""
    kernel = p.compile()
    args, grid = table_stand_ins(p)
    params = tile_opt.bind(kernel, *args, grid=grid)
    plan = p.plan().work
    line = (
        f"{p.name}: group table walk, {plan.stages} stages, lookahead {plan.lookahead}; "
        f"{len(args)} arguments ({TABLE_WORK} work items, {TABLE_GROUPS} groups) grid {list(grid)} block "
        f"{list(p.block)}; {dynamic_bytes(kernel.manifest)} bytes of dynamic shared memory; "
        f"{len(params)} lowered params bound; on the GPU: bench/gpu/triton/grouped_vs_triton.py"
    )
    different = False
    if rust_dir is not None and p.name in programs.RUST_DSL:
        rparams = tile_opt.bind(rust_kernel(rust_dir, p.name), *args, grid=grid)
        different = rparams != params
        line += f"; rust-dsl {'DIFFERENT params' if different else 'same params'}"
    return line, different


def dry(selected: list, rust_dir: Optional[Path]) -> int:
    failed = 0
    for case in selected:
        p = case.program
        if case.kind == "table":
            try:
                line, different = dry_table(p, rust_dir)
                failed += different
                print(line)
            except Exception as e:  # noqa: BLE001 - one program's failure does not stop the others
                failed += 1
                print(f"{p.name}: ERROR {type(e).__name__}: {e}")
            continue
        try:
            kernel = p.compile()
            grid = p.launch_grid()
            params = tile_opt.bind(kernel, *stand_ins(p), grid=grid)
            line = (
                f"{p.name}: {', '.join(f'{n} {e}{s}' for n, e, s in shapes(p))}; grid {list(grid)} block "
                f"{list(p.block)} cluster {p.cluster}; {moved_bytes(case, p) / 1e6:.1f} MB moved; check {case.kind}"
                f"{'; tensors passed as int64 views' if widened(p) else ''}; {len(params)} lowered params bound"
            )
            if rust_dir is not None and p.name in programs.RUST_DSL:
                rk = rust_kernel(rust_dir, p.name)
                rparams = tile_opt.bind(rk, *stand_ins(p), grid=grid)
                line += f"; rust-dsl {'same params' if rparams == params else 'DIFFERENT params'}"
                failed += rparams != params
            small = case.small
            tile_opt.bind(small.compile(), *stand_ins(small), grid=small.launch_grid())
            line += f"; sanitize size {', '.join(f'{n}{s}' for n, _, s in shapes(small))} grid {list(small.launch_grid())}"
            print(line)
        except Exception as e:  # noqa: BLE001 - one program's failure does not stop the others
            failed += 1
            print(f"{p.name}: ERROR {type(e).__name__}: {e}")
    if case_dense := [c.name for c in selected if c.dense]:
        print(f"dense 8192x8192 f32 baselines (GPU only): triton TensorDescriptor and torch, vs {', '.join(case_dense)}")
    return 1 if failed else 0


# ---------------------------------------------------------------- the Rust DSL's kernels


def rust_kernel(folder: Path, name: str) -> tile_opt.Kernel:
    """The Rust DSL's kernel `name` from a `tile-dsl build-all` folder: its
    PTX and launch manifest as written, else its tile IR compiled."""
    ptx, manifest = folder / f"{name}.intrinsics.ptx", folder / f"{name}.intrinsics.manifest.json"
    if ptx.exists() and manifest.exists():
        return tile_opt.kernel_from_ptx(ptx.read_text(), manifest.read_text(), name)
    ir = folder / f"{name}.tile.mlir"
    if not ir.exists():
        raise FileNotFoundError(f"{folder} has neither {ptx.name} nor {ir.name}")
    return tile_opt.compile(ir.read_text()).kernel(name)


# ---------------------------------------------------------------- on the GPU


class Gpu:
    """torch, and the launches, checks and timings on it."""

    def __init__(self):
        import torch

        self.torch = torch
        if not torch.cuda.is_available():
            raise SystemExit("gpu_check: no CUDA device (use --dry)")
        self.gen = torch.Generator(device="cuda").manual_seed(1234)

    # -- tensors

    def inputs(self, case: Case, program: Program) -> dict:
        """name -> tensor of every parameter: sources random, destinations a
        sentinel (a copy) or random (a reduce-add's dst0)."""
        t = self.torch
        out = {}
        for name, element, shape in shapes(program):
            dtype = getattr(t, _TORCH_DTYPE[element])
            if name.startswith("src") or case.kind == "reduce":
                out[name] = t.randn(shape, device="cuda", dtype=dtype, generator=self.gen)
            else:
                out[name] = t.full(shape, -7.0, device="cuda", dtype=dtype)
        return out

    def args(self, program: Program, tensors: dict) -> list:
        """The launch's arguments: the tensors in parameter order (int64
        views when the kernel copies over i64)."""
        wide = widened(program)
        return [tensors[name].view(self.torch.int64) if wide else tensors[name] for name, _, _ in shapes(program)]

    def launcher(self, kernel, program: Program, tensors: dict) -> Callable[[], None]:
        args = self.args(program, tensors)
        grid = program.launch_grid()
        cluster = (program.cluster, 1, 1) if program.cluster > 1 else None
        return lambda: tile_opt.launch(kernel, *args, grid=grid, block=program.block, cluster=cluster)

    # -- checks

    def expected(self, case: Case, program: Program, before: dict) -> dict:
        """What every destination must hold after one launch."""
        t = self.torch
        src = {n: v for n, v in before.items() if n.startswith("src")}
        dst = {n: v for n, v in before.items() if n.startswith("dst")}
        if case.kind == "reduce":
            return {"dst": dst["dst"] + src["src"]}
        if case.kind == "grouped":
            return {n: src["src" + n[3:]].clone() for n in dst}
        if case.kind == "multicast":
            return {n: src["src"].clone() for n in dst}
        if case.kind == "copy":
            s, d = src["src"], dst["dst"]
            ref = t.zeros_like(d)  # a tile hanging off src loads zeros
            rows, cols = min(s.shape[0], d.shape[0]), min(s.shape[1], d.shape[1])
            ref[:rows, :cols] = s[:rows, :cols]
            return {"dst": ref}
        if case.kind == "im2col":
            return {"dst": self.im2col(program, src["src"])}
        raise ValueError(case.kind)

    def im2col(self, program: Program, x):
        """The slabs of an im2col walk: column c of N*OH*OW/P holds, per tap
        (r, s), P output pixels' input pixel (oh + r - ph, ow + s - pw), zero
        outside the input."""
        t = self.torch
        spec = dict(program.tensors)["src"]
        n, h, w, c = spec.shape
        (r, s), (ph, pw), p = spec.window, spec.pad, spec.pixels
        oh, ow = h + 2 * ph - r + 1, w + 2 * pw - s + 1
        padded = t.nn.functional.pad(x, (0, 0, pw, pw, ph, ph))
        per_image = oh * ow // p
        columns = n * per_image
        out = t.empty((columns * r * s, p, c), dtype=x.dtype, device=x.device)
        j = t.arange(p, device=x.device)
        for col in range(columns):
            image, first = col // per_image, (col % per_image) * p
            ys, xs = (first + j) // ow, (first + j) % ow
            for tr in range(r):
                for ts in range(s):
                    out[col * r * s + tr * s + ts] = padded[image, ys + tr, xs + ts]
        return out

    def verdict(self, case: Case, got: dict, want: dict) -> Optional[str]:
        """None when every destination holds what it must, else what differs."""
        t = self.torch
        for name, ref in want.items():
            x = got[name]
            if case.kind == "reduce":
                ok = t.allclose(x, ref, rtol=1e-6, atol=1e-6)  # f32 adds, rounded once each
            else:
                ok = t.equal(x, ref)
            if not ok:
                bad = int((x != ref).sum()) if x.shape == ref.shape else -1
                return f"{name}: {bad} elements differ"
        return None

    def run_once(self, case: Case, program: Program, kernel) -> tuple:
        """(tensors after one launch, the check's verdict)."""
        tensors = self.inputs(case, program)
        before = {n: v.clone() for n, v in tensors.items()}
        self.launcher(kernel, program, tensors)()
        self.torch.cuda.synchronize()
        want = self.expected(case, program, before)
        return tensors, self.verdict(case, tensors, want)

    # -- timing

    def reps_for(self, fn) -> int:
        t = self.torch
        start, end = t.cuda.Event(enable_timing=True), t.cuda.Event(enable_timing=True)
        fn()
        start.record()
        for _ in range(10):
            fn()
        end.record()
        end.synchronize()
        one = start.elapsed_time(end) / 10  # ms
        return max(10, min(1000, int(5.0 / max(one, 1e-4))))

    def time(self, fns: list, batches: int) -> list:
        """Median µs per launch of each of `fns`: back-to-back launches
        between two CUDA events, batches alternating between the functions."""
        t = self.torch
        reps = [self.reps_for(f) for f in fns]
        samples: list = [[] for _ in fns]
        for _ in range(batches):
            for i, f in enumerate(fns):
                start, end = t.cuda.Event(enable_timing=True), t.cuda.Event(enable_timing=True)
                start.record()
                for _ in range(reps[i]):
                    f()
                end.record()
                end.synchronize()
                samples[i].append(start.elapsed_time(end) * 1e3 / reps[i])
        return [statistics.median(s) for s in samples]


# ---------------------------------------------------------------- Triton 3.6 baselines


TRITON_CONFIGS = [  # (block rows, block cols, persistent)
    (32, 128, False),
    (64, 64, False),
    (64, 128, False),
    (32, 128, True),
    (64, 128, True),
]


def triton_kernels():
    """Copy and reduce-add kernels on host-side TensorDescriptors (TMA
    loads and stores), plain (one tile per program) and persistent."""
    import triton
    import triton.language as tl

    @triton.jit
    def tri_copy(src, dst, tiles_n, BM: tl.constexpr, BN: tl.constexpr):
        pid = tl.program_id(0)
        m, n = pid // tiles_n, pid % tiles_n
        dst.store([m * BM, n * BN], src.load([m * BM, n * BN]))

    @triton.jit
    def tri_add(src, dst, tiles_n, BM: tl.constexpr, BN: tl.constexpr):
        pid = tl.program_id(0)
        m, n = pid // tiles_n, pid % tiles_n
        dst.store([m * BM, n * BN], dst.load([m * BM, n * BN]) + src.load([m * BM, n * BN]))

    @triton.jit
    def tri_copy_persistent(src, dst, tiles, tiles_n, BM: tl.constexpr, BN: tl.constexpr, PROGRAMS: tl.constexpr):
        for t in tl.range(tl.program_id(0), tiles, PROGRAMS, num_stages=3):
            m, n = t // tiles_n, t % tiles_n
            dst.store([m * BM, n * BN], src.load([m * BM, n * BN]))

    @triton.jit
    def tri_add_persistent(src, dst, tiles, tiles_n, BM: tl.constexpr, BN: tl.constexpr, PROGRAMS: tl.constexpr):
        for t in tl.range(tl.program_id(0), tiles, PROGRAMS, num_stages=3):
            m, n = t // tiles_n, t % tiles_n
            dst.store([m * BM, n * BN], dst.load([m * BM, n * BN]) + src.load([m * BM, n * BN]))

    return {"copy": (tri_copy, tri_copy_persistent), "reduce": (tri_add, tri_add_persistent)}


def triton_launcher(kernels, op: str, src, dst, bm: int, bn: int, persistent: bool, sms: int):
    from triton.tools.tensor_descriptor import TensorDescriptor

    sd, dd = TensorDescriptor.from_tensor(src, [bm, bn]), TensorDescriptor.from_tensor(dst, [bm, bn])
    tiles_m, tiles_n = src.shape[0] // bm, src.shape[1] // bn
    plain, pers = kernels[op]
    if persistent:
        programs_ = 2 * sms
        return lambda: pers[(programs_,)](sd, dd, tiles_m * tiles_n, tiles_n, BM=bm, BN=bn, PROGRAMS=programs_, num_warps=4)
    return lambda: plain[(tiles_m * tiles_n,)](sd, dd, tiles_n, BM=bm, BN=bn, num_warps=4)


# ---------------------------------------------------------------- the table


@dataclass
class Row:
    program: str
    py_us: Optional[float] = None
    other: str = ""
    other_us: Optional[float] = None
    py_gbs: Optional[float] = None
    other_gbs: Optional[float] = None
    check: str = ""
    failed: bool = False
    notes: list = field(default_factory=list)


def fmt(v: Optional[float], spec: str) -> str:
    return "-" if v is None else format(v, spec)


def print_table(rows: list) -> None:
    head = ["program", "Python-DSL µs", "other", "other µs", "ratio", "Py GB/s", "other GB/s", "check"]
    body = []
    for r in rows:
        ratio = r.other_us / r.py_us if r.py_us and r.other_us else None
        body.append(
            [r.program, fmt(r.py_us, ".1f"), r.other or "-", fmt(r.other_us, ".1f"), fmt(ratio, ".3f"),
             fmt(r.py_gbs, ".0f"), fmt(r.other_gbs, ".0f"), r.check]
        )
    widths = [max(len(str(x)) for x in col) for col in zip(head, *body)]
    line = lambda cells: " | ".join(str(c).ljust(w) for c, w in zip(cells, widths))  # noqa: E731
    print(line(head))
    print("-+-".join("-" * w for w in widths))
    for b in body:
        print(line(b))
    print("ratio = other µs / Python-DSL µs (>= 1: the Python DSL as fast or faster); GB/s = bytes read + written / time")


def table_setup(gpu: Gpu, sanitize: bool):
    """A group table on the GPU, as bench/gpu/triton/grouped_vs_triton.py lays it out and
    checks it (its `Setup`: source and destination arenas, the work and group tables, the
    expected image): test/gpu/grouped/grouped.toml, G = 1024 (--sanitize: G = 7), the
    runner's seed 1 + G. None when that benchmark cannot be imported."""
    if getattr(gpu, "_table", None) is None or gpu._table[0] != sanitize:
        bench = HERE.parents[1] / "bench" / "gpu" / "triton"
        if str(bench) not in sys.path:
            sys.path.insert(0, str(bench))
        import common as C
        import grouped_vs_triton as G

        g = 7 if sanitize else 1024
        t = C.generate_table(C.read_toml(C.ROOT / G.CASES["grouped"]), g, 1 + g)
        sms = gpu.torch.cuda.get_device_properties(0).multi_processor_count
        gpu._table = (sanitize, G.Setup(gpu.torch, t, sms))
    return gpu._table[1]


def table_launcher(kernel, program: Program, s) -> Callable[[], None]:
    """A group-table walk's launch on the table `s`: one CTA per work item (lookahead 0:
    args (work, groups)), else the program's grid (args (work, groups, nwork))."""
    if program.plan().work.lookahead == 0:
        return lambda: tile_opt.launch(kernel, s.work, s.grp_addr, grid=(s.nwork,))
    return lambda: tile_opt.launch(kernel, s.work, s.grp_addr, s.nwork, grid=program.launch_grid())


def run_table(gpu: Gpu, program: Program, rust_dir: Optional[Path], batches: int, sanitize: bool, row, verdicts):
    """A group-table walk on grouped_vs_triton's table: checked (every element of the
    destination arena; a TMA store may zero a row's 16-byte granule tail), the Rust DSL's
    kernel too, both timed (bytes: the groups' elements read + written)."""
    s = table_setup(gpu, sanitize)
    fns = [table_launcher(program.compile(), program, s)]
    ok, msg = s.check(fns[0], True)
    verdicts.append("py ok" if ok else f"py WRONG ({msg})")
    row.failed |= not ok
    if not sanitize and rust_dir is not None and program.name in programs.RUST_DSL:
        fns.append(table_launcher(rust_kernel(rust_dir, program.name), program, s))
        rok, rmsg = s.check(fns[1], True)
        verdicts.append("rust ok" if rok else f"rust WRONG ({rmsg})")
        row.failed |= not rok
        row.other = "rust-dsl"
    row.check = "; ".join(verdicts + [f"table grouped G={s.t['G']}, {s.nwork} work items"])
    if sanitize:
        return
    times = gpu.time(fns, batches)
    row.py_us, row.py_gbs = times[0], s.bytes / times[0] / 1e3
    if len(times) > 1:
        row.other_us, row.other_gbs = times[1], s.bytes / times[1] / 1e3


def run_gpu(selected: list, rust_dir: Optional[Path], batches: int, sanitize: bool) -> int:
    gpu = Gpu()
    rows: list = []
    best_dense: dict = {}
    for case in selected:
        program = case.small if sanitize else case.program
        row = Row(program.name)
        rows.append(row)
        verdicts: list = []
        try:
            if case.kind == "table":
                run_table(gpu, program, rust_dir, batches, sanitize, row, verdicts)
                continue
            kernel = program.compile()
            _, bad = gpu.run_once(case, program, kernel)
            verdicts.append("py ok" if bad is None else f"py WRONG ({bad})")
            row.failed |= bad is not None
            if sanitize:
                row.check = "; ".join(verdicts)
                continue
            fns = [gpu.launcher(kernel, program, gpu.inputs(case, program))]
            if rust_dir is not None and program.name in programs.RUST_DSL:
                rk = rust_kernel(rust_dir, program.name)
                _, rbad = gpu.run_once(case, program, rk)
                verdicts.append("rust ok" if rbad is None else f"rust WRONG ({rbad})")
                row.failed |= rbad is not None
                fns.append(gpu.launcher(rk, program, gpu.inputs(case, program)))
                row.other = "rust-dsl"
            times = gpu.time(fns, batches)
            moved = moved_bytes(case, program)
            row.py_us, row.py_gbs = times[0], moved / times[0] / 1e3
            if len(times) > 1:
                row.other_us, row.other_gbs = times[1], moved / times[1] / 1e3
            if case.dense and (case.dense not in best_dense or times[0] < best_dense[case.dense][1]):
                best_dense[case.dense] = (program.name, times[0], moved)
            row.check = "; ".join(verdicts)
        except Exception as e:  # noqa: BLE001 - one program's failure does not stop the others
            row.failed = True
            row.check = "; ".join(verdicts + [f"ERROR {type(e).__name__}: {e}"])
            traceback.print_exc()
        finally:
            try:
                gpu.torch.cuda.synchronize()
            except Exception as e:  # noqa: BLE001 - a broken context fails what follows too
                row.failed = True
                row.check += f"; after: {type(e).__name__}: {e}"
    if not sanitize:
        rows += baselines(gpu, best_dense, batches)
    print_table(rows)
    failed = [r.program for r in rows if r.failed]
    if failed:
        print(f"FAILED: {', '.join(failed)}")
    return 1 if failed else 0


def baselines(gpu: Gpu, best_dense: dict, batches: int) -> list:
    """Triton and torch on the dense 8192 x 8192 f32 copy and reduce-add,
    against the fastest Python-DSL ring program of each."""
    t = gpu.torch
    rows = []
    shape = [8192, 8192]
    try:
        kernels = triton_kernels()
    except Exception as e:  # noqa: BLE001 - no triton: its rows say so
        kernels = None
        triton_error = f"skipped: {type(e).__name__}: {e}"
    sms = t.cuda.get_device_properties(0).multi_processor_count
    for op, (name, py_us, moved) in sorted(best_dense.items()):
        src = t.randn(shape, device="cuda", generator=gpu.gen)
        dst0 = t.randn(shape, device="cuda", generator=gpu.gen)

        def fresh():
            return dst0.clone() if op == "reduce" else t.full(shape, -7.0, device="cuda")

        want = dst0 + src if op == "reduce" else src

        def check(dst) -> Optional[str]:
            ok = t.allclose(dst, want, rtol=1e-6, atol=1e-6) if op == "reduce" else t.equal(dst, want)
            return None if ok else f"{int((dst != want).sum())} elements differ"

        # torch
        row = Row(f"dense {op} 8192x8192 f32: {name}", py_us, "torch", py_gbs=moved / py_us / 1e3)
        try:
            dst = fresh()
            fn = (lambda d=dst: d.add_(src)) if op == "reduce" else (lambda d=dst: d.copy_(src))
            fn()
            t.cuda.synchronize()
            bad = check(dst)
            (us,) = gpu.time([fn], batches)
            row.other_us, row.other_gbs = us, moved / us / 1e3
            row.check = "torch ok" if bad is None else f"torch WRONG ({bad})"
            row.failed = bad is not None
        except Exception as e:  # noqa: BLE001
            row.failed, row.check = True, f"ERROR {type(e).__name__}: {e}"
        rows.append(row)
        # triton: the best of a few block shapes, plain and persistent
        row = Row(f"dense {op} 8192x8192 f32: {name}", py_us, "triton", py_gbs=moved / py_us / 1e3)
        rows.append(row)
        if kernels is None:
            row.check = triton_error
            continue
        best, notes, wrong = None, [], None
        for bm, bn, persistent in TRITON_CONFIGS:
            label = f"{bm}x{bn}{' persistent' if persistent else ''}"
            try:
                dst = fresh()
                fn = triton_launcher(kernels, op, src, dst, bm, bn, persistent, sms)
                fn()
                t.cuda.synchronize()
                bad = check(dst)
                if bad is not None:
                    wrong = f"{label}: {bad}"
                    continue
                (us,) = gpu.time([fn], batches)
                if best is None or us < best[0]:
                    best = (us, label)
            except Exception as e:  # noqa: BLE001 - a config Triton refuses is skipped
                notes.append(f"{label}: {type(e).__name__}")
        if best is not None:
            row.other = f"triton {best[1]}"
            row.other_us, row.other_gbs = best[0], moved / best[0] / 1e3
        row.failed = wrong is not None or best is None
        row.check = (
            f"triton WRONG ({wrong})" if wrong else "triton ok" if best else f"triton: no config ran ({'; '.join(notes)})"
        )
    return rows


# ---------------------------------------------------------------- main


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rust-dsl", type=Path, help="a `tile-dsl build-all --out DIR` folder")
    ap.add_argument("--only", nargs="*", help="only these programs (names, with or without dsl_)")
    ap.add_argument("--batches", type=int, default=11, help="timed batches per kernel (median)")
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--sanitize", action="store_true", help="each program once at a small size, checked")
    mode.add_argument("--dry", action="store_true", help="no GPU: print the plan and bind every launch")
    a = ap.parse_args(argv)
    selected = cases()
    if a.only:
        want = {n if n.startswith("dsl_") else f"dsl_{n}" for n in a.only}
        unknown = want - {c.name for c in selected}
        if unknown:
            ap.error(f"unknown programs {sorted(unknown)} (have {[c.name for c in selected]})")
        selected = [c for c in selected if c.name in want]
    if a.rust_dsl is not None and not a.rust_dsl.is_dir():
        ap.error(f"--rust-dsl {a.rust_dsl}: not a folder")
    if a.dry:
        return dry(selected, a.rust_dsl)
    return run_gpu(selected, None if a.sanitize else a.rust_dsl, a.batches, a.sanitize)


if __name__ == "__main__":
    sys.exit(main())
