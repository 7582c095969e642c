#!/usr/bin/env python3
"""The grouped (ragged) f32 copy of test/gpu/grouped on ONE table, timed in one process:
Triton 3.6 (per-band device descriptors, persistent device descriptors, pointer-based),
tile-opt's kernels (grouped.mlir's @grouped_rebind (a), @grouped_rebind_pf, @grouped_persistent
(d), and a generated band kernel with a 4-stage ring; the group-table kernels of the Python DSL,
compiled here, and of the Rust DSL, with --rust-dsl), and torch's dense copy of the same bytes.

    python3 bench/gpu/triton/grouped_vs_triton.py [--tables DIR|FILE ...] [--json OUT.json]
    python3 bench/gpu/triton/grouped_vs_triton.py --dry          # no GPU: tables, compiles, binds
    python3 bench/gpu/triton/grouped_vs_triton.py --quick        # small, for compute-sanitizer

Without --tables the tables are drawn here exactly as `gpu-runner grouped run --seed S
--checks 1` draws them (`--seed S`; `--write-tables DIR` keeps them). See README.md.
"""

from __future__ import annotations

import argparse
import bisect
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common as C  # noqa: E402
import tile_kernels as TK  # noqa: E402

CASES = {"grouped": "test/gpu/grouped/grouped.toml", "grouped_small": "test/gpu/grouped/grouped_small.toml"}
RING = ("copy", "f32", 64, 4)  # the generated band kernel: 64 x 64 f32 boxes, 4 stages
# tile-opt methods: (name, module, kernel, launch shape)
TILE = [
    ("tile_rebind", "grouped", "grouped_rebind", "band"),
    ("tile_rebind_pf", "grouped", "grouped_rebind_pf", "band"),
    ("tile_persistent", "grouped", "grouped_persistent", "persistent"),
    ("tile_rebind_ring", "grouped", "grouped_rebind_ring", "band"),
    ("tile_persistent_ring", "grouped", "grouped_persistent_ring", "persistent"),
    ("tile_band_ring_s4", "ring", TK.kernel_name(*RING), "band"),
]
# The Rust DSL's kernels over a group table (examples/tile-dsl/programs/grouped_band.tdsl and
# grouped_ring.tdsl, built by `tile-dsl build-all --out DIR`; --rust-dsl DIR): (name, kernel,
# launch shape).
DSL = [("dsl_band", "dsl_grouped_band", "band"), ("dsl_ring", "dsl_grouped_ring", "persistent")]
# The Python DSL's ports of the same two programs (examples/python-dsl/programs.py), built through
# tile_opt.builder and compiled in-process: (name, module, kernel, launch shape), as TILE.
PY_DSL = [
    ("py_band", "py_dsl_band", "dsl_grouped_band", "band"),
    ("py_ring", "py_dsl_ring", "dsl_grouped_ring", "persistent"),
]
TRITON = [("triton_band_dd", "triton_dd"), ("triton_persistent_dd", "triton_dd"), ("triton_ptr", "triton_ptr")]


def parse(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tables", nargs="+", type=Path, help="table files or folders (gpu-runner grouped run --write-tables DIR)")
    ap.add_argument("--cases", default="grouped,grouped_small", help="table kinds drawn here (without --tables)")
    ap.add_argument("--groups", default="64,1024,4096", help="group counts drawn here (without --tables)")
    ap.add_argument("--seed", type=int, default=1, help="the runner's --seed: group count G uses seed + G")
    ap.add_argument("--write-tables", type=Path, help="write the tables drawn here into this folder")
    ap.add_argument("--methods", default="", help="comma list of method names or prefixes (default: all)")
    ap.add_argument("--strategies", default="intrinsics,asm", help="tile-opt strategies")
    ap.add_argument("--persistent-ctas-per-sm", type=int, default=1)
    ap.add_argument("--rust-dsl", type=Path, help="a `tile-dsl build-all --out DIR` folder: its group-table kernels too")
    ap.add_argument("--reps", type=int, default=15, help="timed batches (the median is reported)")
    ap.add_argument("--batch-ms", type=float, default=3.0, help="about this long per batch")
    ap.add_argument("--warm-ms", type=float, default=100.0)
    ap.add_argument("--no-time", action="store_true", help="checks only")
    ap.add_argument("--json", type=Path, help="write the records here")
    ap.add_argument("--quick", action="store_true", help="G = 7, 64; 3 short batches")
    ap.add_argument("--dry", action="store_true", help="no GPU: tables, tile-opt compiles and argument binding only")
    a = ap.parse_args(argv)
    if a.quick:
        a.groups, a.reps, a.batch_ms, a.warm_ms = "7,64", 3, 0.5, 5.0
    a.group_counts = [int(g) for g in a.groups.split(",") if g]
    a.case_list = [c for c in a.cases.split(",") if c]
    for c in a.case_list:
        if c not in CASES:
            ap.error(f"unknown case {c} (one of {', '.join(CASES)})")
    a.strategy_list = [s for s in a.strategies.split(",") if s]
    a.method_list = [m for m in a.methods.split(",") if m]
    return a


def wanted(a, name):
    return not a.method_list or any(name == m or name.startswith(m) for m in a.method_list)


def tables(a):
    if a.tables:
        return C.load_tables(a.tables)
    out = []
    for case in a.case_list:
        spec = C.read_toml(C.ROOT / CASES[case])
        for g in a.group_counts:
            t = C.generate_table(spec, g, a.seed + g)  # the runner's layout_seed(seed, 0, G)
            if a.write_tables:
                a.write_tables.mkdir(parents=True, exist_ok=True)
                path = a.write_tables / f"{case}-G{g}-check0.json"
                path.write_text(json.dumps(t) + "\n")
                t = dict(t, file=str(path))
            out.append(t)
    return out


def sources():
    """What compile_all compiles: MLIR texts, and the Python DSL's programs (a function of the
    strategy and cubin flag that compiles one)."""
    out = {"grouped": (C.ROOT / "test/gpu/grouped/grouped.mlir").read_text(), "ring": TK.module([RING])}
    for _, module, kernel, _ in PY_DSL:
        out[module] = lambda kernel=kernel, **options: py_dsl_program(kernel).module().compile(**options)
    return out


def py_dsl_program(kernel: str):
    """The Python DSL's program `kernel` (examples/python-dsl/programs.py, imported here)."""
    folder = str(C.ROOT / "examples" / "python-dsl")
    if folder not in sys.path:
        sys.path.insert(0, folder)
    import programs

    return {p.name: p for p in programs.PROGRAMS}[kernel]


def band_grid(t):
    return len(C.work_table(t["rows"]))


def dry(a, tabs, arts) -> int:
    """Every tile-opt kernel bound (as a launch would, without a GPU) for every table."""
    to = C.tile_opt_module()
    for t in tabs:
        nwork = band_grid(t)
        work = C.DeviceArray(0x7000_0000, (2 * nwork,), "<i4")
        grp = C.DeviceArray(0x7100_0000, (8 * t["G"],), "<i8")
        for name, mod, kernel, shape in TILE + PY_DSL:
            for s in a.strategy_list:
                k = C.tile_kernel(arts, mod, s, kernel)
                args = (work, grp) if shape == "band" else (work, grp, nwork)
                grid = (nwork,) if shape == "band" else (132 * a.persistent_ctas_per_sm,)
                n = len(to.bind(k, *args, grid=grid))
                C.log(f"dry: {t['case']} G={t['G']} {name}[{s}]: {n} parameters bound, grid {grid[0]}")
    C.triton_dry([(name, "fp32", 64, False) for name in ("band_dd", "persistent_dd", "band_ptr")])
    return 0


class Setup:
    """One table on the GPU: the arenas, the expected image, the tables each kernel reads."""

    def __init__(self, torch, t, sms):
        self.torch, self.t = torch, t
        f32, i32 = torch.float32, torch.int32
        self.src = C.finite_random(torch, t["src_len"], f32, t["seed"] ^ 0x5EED)
        self.src_ref = self.src.clone()
        self.dst = torch.empty(t["dst_len"], dtype=f32, device=C.DEVICE)
        self.want = torch.full((t["dst_len"],), -1, dtype=i32, device=C.DEVICE).view(f32)
        self.granule = torch.zeros(t["dst_len"], dtype=torch.bool, device=C.DEVICE)
        rows, cols = t["rows"], t["cols"]
        sp, dp, so, do = t["src_pitch"], t["dst_pitch"], t["src_off"], t["dst_off"]
        for i in range(t["G"]):
            r, c = rows[i], cols[i]
            self.want.as_strided((r, c), (dp[i], 1), do[i]).copy_(self.src.as_strided((r, c), (sp[i], 1), so[i]))
            c16 = C.round16(c * 4) // 4
            if c16 > c:
                self.granule.as_strided((r, c16 - c), (dp[i], 1), do[i] + c).fill_(True)
        work = C.work_table(rows)
        self.nwork = len(work)
        self.work = torch.tensor([x for w in work for x in w], dtype=i32, device=C.DEVICE)
        nt = [(c + 63) // 64 for c in cols]
        sa, da = self.src.data_ptr(), self.dst.data_ptr()
        self.grp_elems = torch.tensor(
            [x for i in range(t["G"]) for x in (so[i], do[i], rows[i], cols[i], sp[i], dp[i], nt[i], 0)],
            dtype=torch.int64, device=C.DEVICE)
        self.grp_addr = torch.tensor(
            [x for i in range(t["G"]) for x in (sa + 4 * so[i], da + 4 * do[i], rows[i], cols[i], 4 * sp[i], 4 * dp[i], nt[i], 0)],
            dtype=torch.int64, device=C.DEVICE)
        self.useful = sum(r * c for r, c in zip(rows, cols))
        self.bytes = 2 * 4 * self.useful
        self.dense_src = C.finite_random(torch, self.useful, f32, t["seed"] ^ 0xD3)
        self.dense_dst = torch.empty_like(self.dense_src)
        self.sms = sms

    def describe(self, i):
        t = self.t
        g = bisect.bisect_right(t["dst_off"], i) - 1
        if g < 0:
            return f"element {i} of dst, before group 0 (a gap)"
        rel = i - t["dst_off"][g]
        r, c = divmod(rel, t["dst_pitch"][g])
        where = f"row {r}, column {c}" if r < t["rows"][g] else "past its last row"
        return f"element {i} of dst: group {g} ({t['rows'][g]} x {t['cols'][g]}, pitch {t['dst_pitch'][g]}), {where}"

    def check(self, fn, tma):
        torch = self.torch
        C.int_view(torch, self.dst).fill_(-1)
        fn()
        C.sync(torch)
        ok, msg = C.compare(torch, self.dst, self.want, self.granule if tma else None, self.describe)
        if not torch.equal(C.int_view(torch, self.src), C.int_view(torch, self.src_ref)):
            ok, msg = False, "the source changed; " + msg
        return ok, msg

    def check_dense(self, fn):
        torch = self.torch
        C.int_view(torch, self.dense_dst).fill_(-1)
        fn()
        C.sync(torch)
        return C.compare(torch, self.dense_dst, self.dense_src)


def methods(a, s, arts, tk):
    """(name, family, make, check) of every wanted method: make() (inside the method's error
    guard) resolves what the launch needs and returns the launch function; check(fn) launches
    once on a poisoned destination and compares (`tma`: a TMA store may write a row's 16-byte
    granule tail with zeros)."""
    tma, plain = (lambda fn: s.check(fn, True)), (lambda fn: s.check(fn, False))
    to = C.tile_opt_module()
    grid_p = s.sms * a.persistent_ctas_per_sm
    out = [("torch_dense", "torch", lambda: (lambda: s.dense_dst.copy_(s.dense_src)), s.check_dense)]
    # Triton (C.Missing when it did not import: each of its methods is an error).
    kw = dict(BM=64, BN=64, REDUCE=False)
    out += [
        ("triton_band_dd", "triton_dd",
         lambda: (lambda: tk.band_dd[(s.nwork,)](s.src, s.dst, s.work, s.grp_elems, **kw)), tma),
        ("triton_persistent_dd", "triton_dd",
         lambda: (lambda: tk.persistent_dd[(grid_p,)](s.src, s.dst, s.work, s.grp_elems, s.nwork, **kw)), tma),
        ("triton_ptr", "triton_ptr",
         lambda: (lambda: tk.band_ptr[(s.nwork,)](s.src, s.dst, s.work, s.grp_elems, **kw)), plain),
    ]
    for name, mod, kernel, shape in TILE + PY_DSL:
        for st in a.strategy_list:
            def make(mod=mod, st=st, kernel=kernel, shape=shape):
                k = C.tile_kernel(arts, mod, st, kernel)  # a failed compile: this method's error
                if shape == "band":
                    return lambda: to.launch(k, s.work, s.grp_addr, grid=(s.nwork,))
                return lambda: to.launch(k, s.work, s.grp_addr, s.nwork, grid=(grid_p,))

            out.append((f"{name}[{st}]", "tile", make, tma))
    for name, kernel, shape in DSL if a.rust_dsl else []:
        for st in a.strategy_list:
            def make_dsl(st=st, kernel=kernel, shape=shape):
                k = dsl_kernel(to, a.rust_dsl, kernel, st)
                if shape == "band":
                    return lambda: to.launch(k, s.work, s.grp_addr, grid=(s.nwork,))
                return lambda: to.launch(k, s.work, s.grp_addr, s.nwork, grid=(grid_p,))

            out.append((f"{name}[{st}]", "tile", make_dsl, tma))
    return [m for m in out if wanted(a, m[0])]


def dsl_kernel(to, folder: Path, name: str, strategy: str):
    """The Rust DSL's kernel `name` as `tile-dsl build-all` wrote it (PTX and manifest)."""
    return to.kernel_from_ptx((folder / f"{name}.{strategy}.ptx").read_text(),
                              (folder / f"{name}.{strategy}.manifest.json").read_text(), name)


def main(argv=None) -> int:
    a = parse(argv)
    C.env_default_cache()
    tabs = tables(a)
    for t in tabs:
        C.log(f"table {t['case']} G={t['G']} seed {t['seed']}: {band_grid(t)} bands, "
              f"{sum(r * c for r, c in zip(t['rows'], t['cols'])) * 8 / 1e6:.1f} MB moved"
              + (f" ({t['file']})" if "file" in t else ""))
    arts = C.compile_all(sources(), a.strategy_list, strict=a.dry, cubin=a.dry)
    if a.dry:
        return dry(a, tabs, arts)
    torch, tk, sms, timer, records, meta = C.gpu_run(a)
    for t in tabs:
        base = dict(script="grouped_vs_triton", case=t["case"], G=t["G"], op="copy",
                    extra={"seed": t["seed"], "table": t.get("file", "generated")})
        C.run_table(base, lambda t=t: Setup(torch, t, sms), lambda s: methods(a, s, arts, tk), timer, records,
                    a.json, meta, torch)
    return C.finish(records, a.json, meta)


if __name__ == "__main__":
    sys.exit(main())
