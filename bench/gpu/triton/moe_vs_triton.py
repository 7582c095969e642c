#!/usr/bin/env python3
"""The MoE-shaped workload: T tokens routed to E experts with a skewed distribution (seeded;
one hot expert, some empty), each expert's rows a contiguous ragged block of a bf16 [T, H]
activation; method 1 copies each expert's block into its own output (one buffer, the experts'
outputs at 16-byte-aligned offsets with random gaps), method 2 reduce-adds it into that output.
Timed in one process on the same routing: Triton 3.6 (per-band and persistent device
descriptors, pointer-based), torch (one dense copy_ / add_ of a [T, H] tensor: the ceiling;
a loop of per-expert copy_ / add_), and tile-opt kernels generated here
(tile_kernels.band_ring: a band per CTA, device-built descriptors, an S-stage ring).

    python3 bench/gpu/triton/moe_vs_triton.py [--json OUT.json]
    python3 bench/gpu/triton/moe_vs_triton.py --dry       # no GPU: routing, kernels, compiles, binds
    python3 bench/gpu/triton/moe_vs_triton.py --quick     # small, for compute-sanitizer

See README.md.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common as C  # noqa: E402
import tile_kernels as TK  # noqa: E402

ROUTING_FORMAT = "tile-opt moe routing 1"
OPS = {"copy": "copy", "reduce": "add"}  # the op's name here -> band_ring's op


def parse(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--experts", default="8,64,256")
    ap.add_argument("--tokens", type=int, default=16384)
    ap.add_argument("--hidden", default="4096,7168")
    ap.add_argument("--ops", default="copy,reduce")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hot-share", type=float, default=0.35, help="the hot expert's share of the tokens")
    ap.add_argument("--empty-frac", type=float, default=0.125, help="share of experts with no token (at least one)")
    ap.add_argument("--gap-max", type=int, default=256, help="bytes (multiple of 16) between two experts' outputs, at most")
    ap.add_argument("--routing", nargs="+", type=Path, help="routing files written by --write-routing (instead of drawing)")
    ap.add_argument("--write-routing", type=Path, help="write the routings drawn here into this folder")
    ap.add_argument("--tile-variants", default="128x4,64x4,128x4x4,128x4x8,128x4x16,128x6x8,64x8x8",
                    help="tile-opt kernels: box columns x stages [x CTAs per band], comma list")
    ap.add_argument("--triton-box-cols", default="128,64", help="Triton block columns (64-row blocks), comma list")
    ap.add_argument("--methods", default="", help="comma list of method names or prefixes (default: all)")
    ap.add_argument("--rust-dsl", type=Path, help="a `tile-dsl build-all --out DIR` folder: its group-table ring too")
    ap.add_argument("--strategies", default="intrinsics,asm")
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--batch-ms", type=float, default=3.0)
    ap.add_argument("--warm-ms", type=float, default=100.0)
    ap.add_argument("--no-time", action="store_true", help="checks only")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--quick", action="store_true", help="E = 8, 64; T = 1024; H = 1024; 3 short batches")
    ap.add_argument("--dry", action="store_true", help="no GPU: routing, kernel generation, compiles and argument binding")
    a = ap.parse_args(argv)
    if a.quick:
        a.experts, a.tokens, a.hidden, a.reps, a.batch_ms, a.warm_ms = "8,64", 1024, "1024", 3, 0.5, 5.0
    ints = lambda s: [int(x) for x in s.split(",") if x]  # noqa: E731
    a.expert_list, a.hidden_list = ints(a.experts), ints(a.hidden)
    a.triton_cols = ints(a.triton_box_cols)
    a.variants = [tuple(int(v) for v in x.split("x")) for x in a.tile_variants.split(",") if x]
    a.variants = [v if len(v) == 3 else (*v, 1) for v in a.variants]
    a.op_list = [o for o in a.ops.split(",") if o]
    a.strategy_list = [s for s in a.strategies.split(",") if s]
    a.method_list = [m for m in a.methods.split(",") if m]
    for o in a.op_list:
        if o not in OPS:
            ap.error(f"unknown op {o} (copy, reduce)")
    if a.gap_max % 16:
        ap.error("--gap-max must be a multiple of 16")
    return a


def route(E: int, T: int, H: int, seed: int, hot_share: float, empty_frac: float, gap_max: int) -> dict:
    """A skewed routing: one hot expert with `hot_share` of the tokens, max(1, E * empty_frac)
    empty experts, the rest by log-normal weights; expert e's rows are rows src_row[e] ..
    + counts[e] of the [T, H] activation, its output at element dst_off[e] of one bf16 buffer
    (random gaps of 0 .. gap_max bytes, 16-byte steps)."""
    rng = random.Random(seed * 1_000_003 + E)
    order = list(range(E))
    rng.shuffle(order)
    hot = order[0]
    n_empty = max(1, int(E * empty_frac)) if E >= 4 else 0
    rest = order[1 + n_empty:]
    counts = [0] * E
    counts[hot] = round(hot_share * T)
    w = [rng.lognormvariate(0.0, 1.0) for _ in rest]
    for e, x in zip(rest, w):
        counts[e] = int((T - counts[hot]) * x / sum(w))
    counts[hot] += T - sum(counts)
    src_row, dst_off, gaps, end, row = [], [], [], 0, 0
    for e in range(E):
        gap = 8 * rng.randint(0, gap_max // 16)  # elements (2 bytes each)
        src_row.append(row)
        dst_off.append(end + gap)
        gaps.append(gap)
        row += counts[e]
        end = end + gap + counts[e] * H
    return {"format": ROUTING_FORMAT, "E": E, "T": T, "H": H, "seed": seed, "hot": hot, "hot_share": hot_share,
            "counts": counts, "src_row": src_row, "dst_off": dst_off, "dst_gap": gaps,
            "dst_len": end + 8 * rng.randint(1, 1 + gap_max // 16)}


def routings(a) -> list[dict]:
    if a.routing:
        out = []
        for p in a.routing:
            for f in sorted(p.glob("*.json")) if p.is_dir() else [p]:
                r = json.loads(f.read_text())
                if r.get("format") != ROUTING_FORMAT or sum(r["counts"]) != r["T"]:
                    raise ValueError(f"{f}: not a consistent '{ROUTING_FORMAT}' file")
                out.append(dict(r, file=str(f)))
        return out
    out = []
    for E in a.expert_list:
        for H in a.hidden_list:
            r = route(E, a.tokens, H, a.seed, a.hot_share, a.empty_frac, a.gap_max)
            if a.write_routing:
                a.write_routing.mkdir(parents=True, exist_ok=True)
                path = a.write_routing / f"moe-E{E}-T{a.tokens}-H{H}.json"
                path.write_text(json.dumps(r) + "\n")
                r = dict(r, file=str(path))
            out.append(r)
    return out


def tile_specs(a) -> list[tuple]:
    return [(OPS[o], "bf16", c, s, x) for o in a.op_list for c, s, x in a.variants]


def tile_name(spec) -> str:
    op, _, c, s, x = spec
    return f"tile_band_c{c}_s{s}" + (f"_x{x}" if x > 1 else "")


def wanted(a, name):
    return not a.method_list or any(name == m or name.startswith(m) for m in a.method_list)


def group_table(r: dict, box_cols: int, src_base: int = 0, dst_base: int = 0, eb: int = 1) -> list[int]:
    """8 x i64 per expert: (src, dst, rows, cols, src pitch, dst pitch, column boxes, 0), in
    elements from the buffers (eb = 1) or in bytes from src_base / dst_base (eb = 2)."""
    H = r["H"]
    out = []
    for e, n in enumerate(r["counts"]):
        out += [src_base + eb * r["src_row"][e] * H, dst_base + eb * r["dst_off"][e], n, H, eb * H, eb * H,
                (H + box_cols - 1) // box_cols, 0]
    return out


#: f32 columns per chunk in the chunked tables: the four 64-column boxes the group-table
#: kernels of test/gpu/grouped (and the Rust DSL's) stream per work item.
CHUNK_F32 = 256


def chunk_tables(r: dict, src_base: int, dst_base: int) -> tuple[list[int], list[int]]:
    """The MoE copy as test/gpu/grouped's group and work tables, for its group-table kernels
    (f32, 64 x 64 boxes, at most 4 column boxes per group): each expert's bf16 [n, H] block read
    as f32 [n, H / 2] (a copy moves bits, so pairs of bf16 are one f32), cut into chunks of
    CHUNK_F32 columns, each chunk a group of its own (its own base address, the expert's row
    pitch); work items (group, 64-row band), every chunk's bands together, so that a persistent
    CTA's run of items mostly keeps one group and its descriptors (rebound only when the group
    changes). Addresses in bytes. Returns (group table: 8 x i64 per group, work: 2 x i32 per
    item)."""
    H = r["H"]
    if H % 2:
        raise ValueError(f"H = {H}: an f32 view needs an even row length")
    hf, pitch = H // 2, 2 * H
    grp, work = [], []
    for e, n in enumerate(r["counts"]):
        if n == 0:
            continue
        for c0 in range(0, hf, CHUNK_F32):
            cols = min(CHUNK_F32, hf - c0)
            g = len(grp) // 8
            grp += [src_base + 2 * r["src_row"][e] * H + 4 * c0, dst_base + 2 * r["dst_off"][e] + 4 * c0,
                    n, cols, pitch, pitch, (cols + 63) // 64, 0]
            work += [v for b in range((n + 63) // 64) for v in (g, b)]
    return grp, work


# Group-table kernels over the chunked f32 view (copy only): (name, source, kernel, shape).
CHUNKED = [
    ("tile_rebind_ring_f32", "grouped", "grouped_rebind_ring", "band"),
    ("tile_persistent_ring_f32", "grouped", "grouped_persistent_ring", "persistent"),
]


def dry(a, rts, arts) -> int:
    to = C.tile_opt_module()
    for r in rts:
        nwork = len(C.work_table(r["counts"]))
        work = C.DeviceArray(0x7000_0000, (2 * nwork,), "<i4")
        grp = C.DeviceArray(0x7100_0000, (8 * r["E"],), "<i8")
        for spec in tile_specs(a):
            for s in a.strategy_list:
                k = C.tile_kernel(arts, "moe", s, TK.kernel_name(*spec))
                n = len(to.bind(k, work, grp, grid=(nwork * spec[4],)))
                smem = (k.manifest.get("shared_memory") or {}).get("dynamic_bytes")
                C.log(f"dry: E={r['E']} H={r['H']} {spec[0]} {tile_name(spec)}[{s}]: {n} parameters bound, "
                      f"grid {nwork}, {smem} B dynamic shared memory")
        if "copy" in a.op_list:
            grp, work = chunk_tables(r, 0x7200_0000, 0x7300_0000)
            wt = C.DeviceArray(0x7000_0000, (len(work),), "<i4")
            gt = C.DeviceArray(0x7100_0000, (len(grp),), "<i8")
            for name, src, kernel, shape in CHUNKED:
                for s in a.strategy_list:
                    k = C.tile_kernel(arts, src, s, kernel)
                    extra = () if shape == "band" else (len(work) // 2,)
                    n = len(to.bind(k, wt, gt, *extra, grid=(len(work) // 2 if shape == "band" else 132,)))
                    C.log(f"dry: E={r['E']} H={r['H']} copy {name}[{s}]: {len(grp) // 8} chunk groups, "
                          f"{len(work) // 2} work items, {n} parameters bound")
    C.triton_dry([(name, "bf16", bn, op == "reduce") for name in ("band_dd", "persistent_dd", "band_ptr")
                  for bn in a.triton_cols for op in a.op_list])
    return 0


class Setup:
    """One routing and op on the GPU."""

    def __init__(self, torch, r, op, sms):
        self.torch, self.r, self.op, self.sms = torch, r, op, sms
        bf16 = torch.bfloat16
        T, H = r["T"], r["H"]
        seed = r["seed"] * 7919 + r["E"] * 31 + H
        if op == "copy":
            self.src = C.finite_random(torch, T * H, bf16, seed)
            self.init = torch.full((r["dst_len"],), -1, dtype=torch.int16, device=C.DEVICE).view(bf16)
        else:  # small integers: every sum exact in bf16, so the check is exact whatever the order
            self.src = self.small_ints(T * H, seed)
            self.init = self.small_ints(r["dst_len"], seed + 1)
            gaps = torch.ones(r["dst_len"], dtype=torch.bool, device=C.DEVICE)
            for e, n in enumerate(r["counts"]):
                gaps[r["dst_off"][e]:r["dst_off"][e] + n * H] = False
            C.int_view(torch, self.init)[gaps] = -1
        self.src_ref = self.src.clone()
        self.dst = torch.empty_like(self.init)
        self.want = self.init.clone()
        self.xs, self.outs = [], []
        for e, n in enumerate(r["counts"]):
            x = self.src[r["src_row"][e] * H:(r["src_row"][e] + n) * H].view(n, H)
            o = self.dst[r["dst_off"][e]:r["dst_off"][e] + n * H].view(n, H)
            w = self.want[r["dst_off"][e]:r["dst_off"][e] + n * H].view(n, H)
            w.copy_(x if op == "copy" else (w.float() + x.float()).to(bf16))
            self.xs.append(x)
            self.outs.append(o)
        work = C.work_table(r["counts"])
        self.nwork = len(work)
        self.work = torch.tensor([v for w in work for v in w], dtype=torch.int32, device=C.DEVICE)
        self.grp = {}
        self.x2d = self.src.view(T, H)
        self.dense_init = self.small_ints(T * H, seed + 2).view(T, H) if op == "reduce" else None
        self.dense_dst = torch.empty_like(self.x2d)
        self.dense_want = self.x2d if op == "copy" else (self.dense_init.float() + self.x2d.float()).to(bf16)
        self.bytes = (2 if op == "copy" else 3) * T * H * 2

    def chunked(self):
        """(work, group table, work count) of chunk_tables, on the device, made once."""
        if not hasattr(self, "_chunked"):
            grp, work = chunk_tables(self.r, self.src.data_ptr(), self.dst.data_ptr())
            t = self.torch
            self._chunked = (t.tensor(work, dtype=t.int32, device=C.DEVICE),
                             t.tensor(grp, dtype=t.int64, device=C.DEVICE), len(work) // 2)
        return self._chunked

    def small_ints(self, n, seed):
        torch = self.torch
        g = torch.Generator(device=C.DEVICE)
        g.manual_seed(seed)
        return torch.randint(-8, 9, (n,), device=C.DEVICE, generator=g).to(torch.bfloat16)

    def tables(self, box_cols):
        """(group table in elements for Triton, in bytes for tile-opt) for this box width."""
        if box_cols not in self.grp:
            torch = self.torch
            mk = lambda v: torch.tensor(v, dtype=torch.int64, device=C.DEVICE)  # noqa: E731
            self.grp[box_cols] = (
                mk(group_table(self.r, box_cols)),
                mk(group_table(self.r, box_cols, self.src.data_ptr(), self.dst.data_ptr(), 2)),
            )
        return self.grp[box_cols]

    def describe(self, i):
        r = self.r
        for e in range(r["E"]):
            lo = r["dst_off"][e]
            if lo <= i < lo + r["counts"][e] * r["H"]:
                row, col = divmod(i - lo, r["H"])
                return f"element {i}: expert {e} ({r['counts'][e]} rows), row {row}, column {col}"
        return f"element {i}: a gap between experts' outputs (must stay untouched)"

    def check(self, fn):
        torch = self.torch
        self.dst.copy_(self.init)
        fn()
        C.sync(torch)
        ok, msg = C.compare(torch, self.dst, self.want, None, self.describe)
        if not torch.equal(C.int_view(torch, self.src), C.int_view(torch, self.src_ref)):
            ok, msg = False, "the source changed; " + msg
        return ok, msg

    def check_dense(self, fn):
        torch = self.torch
        if self.op == "copy":
            C.int_view(torch, self.dense_dst).fill_(-1)
        else:
            self.dense_dst.copy_(self.dense_init)
        fn()
        C.sync(torch)
        return C.compare(torch, self.dense_dst, self.dense_want)

    def torch_loop(self):
        if self.op == "copy":
            for o, x in zip(self.outs, self.xs):
                o.copy_(x)
        else:
            for o, x in zip(self.outs, self.xs):
                o.add_(x)


def methods(a, s, arts, tk):
    """(name, family, make, check) of every wanted method: make() (inside the method's error
    guard) resolves what the launch needs and returns the launch function."""
    to = C.tile_opt_module()
    reduce = s.op == "reduce"
    dense = (lambda: s.dense_dst.copy_(s.x2d)) if not reduce else (lambda: s.dense_dst.add_(s.x2d))
    def loop():
        def fn():
            s.torch_loop()
        fn.launches = s.r["E"]  # E copy_ / add_ kernels per call (the timer's queue budget)
        return fn

    out = [("torch_dense", "torch", lambda: dense, s.check_dense), ("torch_loop", "torch", loop, s.check)]
    # Triton (C.Missing when it did not import: each of its methods is an error).
    for bn in a.triton_cols:
        kw = dict(BM=64, BN=bn, REDUCE=reduce)

        def band(kw=kw, bn=bn):
            g = s.tables(bn)[0]
            return lambda: tk.band_dd[(s.nwork,)](s.src, s.dst, s.work, g, **kw)

        def persistent(kw=kw, bn=bn):
            g = s.tables(bn)[0]
            return lambda: tk.persistent_dd[(s.sms,)](s.src, s.dst, s.work, g, s.nwork, **kw)

        def ptr(kw=kw, bn=bn):
            g = s.tables(bn)[0]
            return lambda: tk.band_ptr[(s.nwork,)](s.src, s.dst, s.work, g, **kw)

        out += [(f"triton_band_dd_c{bn}", "triton_dd", band, s.check),
                (f"triton_persistent_dd_c{bn}", "triton_dd", persistent, s.check),
                (f"triton_ptr_c{bn}", "triton_ptr", ptr, s.check)]
    for spec in tile_specs(a):
        if spec[0] != OPS[s.op]:
            continue
        for st in a.strategy_list:
            def make(spec=spec, st=st):
                k = C.tile_kernel(arts, "moe", st, TK.kernel_name(*spec))
                g = s.tables(spec[2])[1]
                grid = (s.nwork * spec[4],)
                return lambda: to.launch(k, s.work, g, grid=grid)

            out.append((f"{tile_name(spec)}[{st}]", "tile", make, s.check))
    if s.op == "copy":
        chunked = [(n, lambda st, src=src, k=k: C.tile_kernel(arts, src, st, k), shape) for n, src, k, shape in CHUNKED]
        if a.rust_dsl:
            import grouped_vs_triton as GV

            chunked.append(("dsl_ring_f32", lambda st: GV.dsl_kernel(to, a.rust_dsl, "dsl_grouped_ring", st), "persistent"))
        for name, kernel_of, shape in chunked:
            for st in a.strategy_list:
                def make_chunked(kernel_of=kernel_of, st=st, shape=shape):
                    k = kernel_of(st)
                    work, grp, n = s.chunked()
                    if shape == "band":
                        return lambda: to.launch(k, work, grp, grid=(n,))
                    return lambda: to.launch(k, work, grp, n, grid=(s.sms,))

                out.append((f"{name}[{st}]", "tile", make_chunked, s.check))
    return [m for m in out if wanted(a, m[0])]


def main(argv=None) -> int:
    a = parse(argv)
    C.env_default_cache()
    rts = routings(a)
    for r in rts:
        c = r["counts"]
        C.log(f"routing E={r['E']} T={r['T']} H={r['H']} seed {r['seed']}: hot expert {r['hot']} {c[r['hot']]} rows, "
              f"{sum(1 for n in c if n == 0)} empty, {len(C.work_table(c))} bands")
    sources = {"moe": TK.module(tile_specs(a))}
    if "copy" in a.op_list:
        sources["grouped"] = (C.ROOT / "test/gpu/grouped/grouped.mlir").read_text()
    arts = C.compile_all(sources, a.strategy_list, strict=a.dry, cubin=a.dry)
    if a.dry:
        return dry(a, rts, arts)
    torch, tk, sms, timer, records, meta = C.gpu_run(a)
    for r in rts:
        for op in a.op_list:
            base = dict(script="moe_vs_triton", case=f"moe-E{r['E']}-H{r['H']}", G=r["E"], op=op,
                        extra={"T": r["T"], "H": r["H"], "seed": r["seed"], "hot_rows": r["counts"][r["hot"]],
                               "empty": sum(1 for n in r["counts"] if n == 0)})
            C.run_table(base, lambda r=r, op=op: Setup(torch, r, op, sms), lambda s: methods(a, s, arts, tk), timer,
                        records, a.json, meta, torch)
    return C.finish(records, a.json, meta)


if __name__ == "__main__":
    sys.exit(main())
