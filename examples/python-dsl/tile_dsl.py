"""A Python-embedded tile DSL on tile_opt.builder: kernels are decorated
Python functions.

Two styles. A *walk program* (`@program`) states what moves where, as the
Rust DSL (examples/tile-dsl) does, and the DSL builds the plumbing (the CTAs'
share of the tiles, the ring of shared-memory stages and mbarriers, the
waits, the cluster's barriers):

    Big = tile_dsl.tensor("f32", [8192, 8192])

    @tile_dsl.program(threads=32, grid=792)
    def dsl_copy_pipe(k, src: Big, dst: Big):
        for t in k.tiles(dst, tile=[32, 64], stages=4):
            k.load(src[t])
            k.store(dst[t])

The parameters are the kernel's tensors (`tensor`, `tensor(..., replicas=n)`,
`groups`, `groups_table`, `im2col`); the body is one walk: `k.tiles(T, tile=, stages=,
lookahead=)` or `k.columns(X)`, whose loop variable indexes tensors
(`src[t]`, `dst[t + 4]` for a prefetch, `dst[k.cta][t]` for this CTA's
replica) in the statements `k.load(a, multicast=)`, `k.store(a)`,
`k.reduce("add", a, tma=)` and `k.prefetch(a)`. The function runs once, to
record the program; the DSL checks it (rules named as the Rust DSL's:
`[load-count]`, `[per-cta]`, ...) and lowers it through `tile_opt.builder`
to the same tile IR as the Rust DSL's lowering (`src/lower/tiles.rs`,
`src/lower/im2col.rs`, `src/lower/table.rs`), op for op. A tiles walk over
`groups_table` tensors is a walk over a group table given at run time: the
kernel takes (work, groups[, nwork]) and builds its descriptors on the device. Every op is at a line of the program: a
statement's ops at the statement, the walk's plumbing at the `for`, the
kernel at its definition, so a mistake is a `CompileError` there.

A *builder kernel* (`@kernel`) is imperative: `k` is the kernel's builder
(every `tile_opt.builder` op) plus `block_origin`, `leader`, `fetch` (a TMA
load into a fresh shared tile, waited on), `put` (a TMA store, committed and
waited on) and `accumulate` (a TMA reduce).

This file is hidden from locations: a mistake is reported at the program's
line that made it, not at the DSL's.
"""

from __future__ import annotations

import inspect
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from typing import Optional

from tile_opt import builder as tb
from tile_opt.errors import CompileError, Diagnostic

tb.hide_from_locations(__file__)

tensormap = tb.tensormap
memref = tb.memref
i32, i64, index = tb.i32, tb.i64, tb.index

_SIZES = {"i8": 1, "u8": 1, "i16": 2, "f16": 2, "bf16": 2, "i32": 4, "f32": 4, "i64": 8, "f64": 8}

#: The largest tensor extent: TMA coordinates are signed 32-bit.
MAX_EXTENT = 2**31 - 1


def _bytes_of(element: str) -> int:
    if element not in _SIZES:
        raise ValueError(f"unknown element type {element!r} ({', '.join(_SIZES)})")
    return _SIZES[element]


def _dsl_error(rule: str, message: str, at) -> CompileError:
    """A broken rule of the DSL, at a line of the program."""
    file, line, col = at if at else (None, None, None)
    d = Diagnostic(file, line, col, "error", rule, f"[{rule}] {message}")
    return CompileError(str(d), [d])


def _place():
    """The program's line that is running (outside this file and the builder)."""
    return tb._caller()


# ================================================================ builder kernels


class Kernel:
    """A kernel's builder and the DSL's steps on it (a `@kernel` function's `k`)."""

    def __init__(self, k: tb.Kernel):
        self._k = k
        self._tiles = 0

    def __getattr__(self, name):
        return getattr(self._k, name)

    def block_origin(self, desc: tb.Value) -> list:
        """The coordinates (innermost first) of this block's box of `desc`:
        block id times box extent, per axis (x, y, z)."""
        box = desc.type.box
        if len(box) > 3:
            raise ValueError(f"block_origin: a box of rank {len(box)} (at most 3)")
        k = self._k
        return [k.cast(k.block_id("xyz"[d]), tb.i32) * box[d] for d in range(len(box))]

    @contextmanager
    def leader(self):
        """Thread 0 of the block."""
        with self._k.if_(self._k.cmp("eq", self._k.thread_id("x"), 0)) as body:
            yield body

    def fetch(self, desc: tb.Value, coords: list) -> tb.Value:
        """The box of `desc` at `coords` in a fresh shared tile, loaded by
        the TMA and waited on (one thread)."""
        k, n = self._k, self._tiles
        self._tiles += 1
        t = desc.type
        bar = k.barrier(f"dsl_bar{n}")
        tile = k.shared(f"dsl_tile{n}", tb.memref(t.element, t.box_shape(), "shared"), align=1024)
        k.mbarrier_init(bar, 1)
        k.fence_proxy_async("shared_cta")
        nbytes = _bytes_of(t.element)
        for d in t.box:
            nbytes *= d
        k.mbarrier_arrive_expect_tx(bar, nbytes)
        k.load(desc, coords, tile, bar)
        k.mbarrier_wait_parity(bar, 0)
        return tile

    def put(self, tile: tb.Value, desc: tb.Value, coords: list) -> None:
        """Stores `tile` into the box of `desc` at `coords` and waits until
        the TMA has read it."""
        self._k.store(tile, desc, coords)
        self._k.bulk_commit()
        self._k.bulk_wait(0, read=True)

    def accumulate(self, tile: tb.Value, desc: tb.Value, coords: list, kind: str = "add") -> None:
        """Reduces `tile` into the box of `desc` at `coords` (`kind`)."""
        self._k.reduce(kind, tile, desc, coords)
        self._k.bulk_commit()
        self._k.bulk_wait(0, read=True)


class BuilderProgram:
    """A `@kernel` function: `module()` builds it, `compile()` compiles it."""

    def __init__(self, fn, block, grid, target):
        self.fn = fn
        self.name = fn.__name__
        self.block, self.grid, self.target = block, grid, target
        params = list(inspect.signature(fn).parameters.values())[1:]
        missing = [p.name for p in params if p.annotation is inspect.Parameter.empty]
        if missing:
            raise TypeError(f"{self.name}: parameters {missing} need a type annotation")
        self.types = [p.annotation for p in params]

    def module(self) -> tb.Module:
        m = tb.Module("kernels", target=self.target)
        k = m.kernel(self.name, self.types, block=self.block, grid=self.grid)
        self.fn(Kernel(k), *k.params)
        return m

    def ir(self) -> str:
        """The tile IR it builds (before any pass)."""
        return self.module().ir()

    def compile(self, **options):
        """The compiled kernel (`tile_opt.Kernel`: PTX, manifest, cubin)."""
        return self.module().compile(**options).kernel(self.name)


def kernel(*, block=128, grid=None, target: str = "sm_90a"):
    """Makes a decorated function a builder kernel (`k`: the builder)."""

    def wrap(fn) -> BuilderProgram:
        return BuilderProgram(fn, block, grid, target)

    return wrap


# ================================================================ walk programs: tensors


@dataclass(frozen=True)
class TensorType:
    """A tensor parameter of a walk program: element type, `shape`
    (outermost first) and its passing: `"dense"` (a tensor map the launcher
    encodes), `"replicas"` (`count` tensor maps, one per CTA of the
    cluster), `"groups"` (one global memref per group, `shapes`; the kernel
    makes their descriptors), `"table"` (groups given at run time through a
    group table: no shape; the kernel builds their descriptors on the
    device), `"im2col"` (an NHWC input read by im2col loads of `pixels`
    output pixels per column)."""

    element: str
    shape: tuple
    layout: str = "dense"
    count: int = 1
    shapes: tuple = ()
    window: tuple = ()
    pad: tuple = ()
    pixels: int = 0
    at: Optional[tuple] = field(default=None, compare=False)

    def all_shapes(self) -> list:
        if self.layout == "table":
            return []
        return [list(s) for s in self.shapes] if self.layout == "groups" else [list(self.shape)]

    def params(self) -> int:
        if self.layout == "table":
            return 0  # the walk's work and group tables are the kernel's parameters
        return self.count if self.layout == "replicas" else len(self.shapes) if self.layout == "groups" else 1


def tensor(element: str, shape, *, replicas: int = 1) -> TensorType:
    """A dense tensor (`replicas=n`: n of them, one per CTA of a cluster;
    written `dst[k.cta][t]`)."""
    at = _place()
    _bytes_of(element)
    layout = "replicas" if replicas != 1 else "dense"
    return TensorType(element, tuple(int(d) for d in shape), layout, int(replicas), at=tuple(at) if at else None)


def groups(element: str, shapes) -> TensorType:
    """A ragged group of 2-D tensors of `shapes` (each a memref parameter)."""
    at = _place()
    _bytes_of(element)
    shapes = tuple(tuple(int(d) for d in s) for s in shapes)
    return TensorType(element, shapes[0] if shapes else (), "groups", len(shapes), shapes, at=tuple(at) if at else None)


def groups_table(element: str) -> TensorType:
    """Groups of 2-D tensors given at run time through a group table (the
    Rust DSL's `tensor T: dtype groups table;`): a walk over such tensors
    takes the work table, the group table and the work count as the
    kernel's parameters (`lower/table.rs`)."""
    at = _place()
    _bytes_of(element)
    return TensorType(element, (), "table", 1, at=tuple(at) if at else None)


def im2col(element: str, shape, *, window, pad, pixels: int) -> TensorType:
    """An NHWC input `shape` = [n, h, w, c] of a convolution with filter
    `window` = [r, s] and padding `pad` = [ph, pw], read `pixels` output
    pixels per column."""
    at = _place()
    _bytes_of(element)
    return TensorType(
        element,
        tuple(int(d) for d in shape),
        "im2col",
        1,
        (),
        tuple(int(w) for w in window),
        tuple(int(p) for p in pad),
        int(pixels),
        at=tuple(at) if at else None,
    )


class _Cta:
    """`k.cta`: this CTA of the cluster (its replica of a tensor)."""


CTA = _Cta()


@dataclass(frozen=True)
class Var:
    """A walk's loop variable (`t`), or `t + k` (a later tile)."""

    walk: "WalkRec"
    ahead: int = 0

    def __add__(self, k: int) -> "Var":
        if not isinstance(k, int) or isinstance(k, bool):
            return NotImplemented
        return Var(self.walk, self.ahead + k)

    __radd__ = __add__


@dataclass
class Access:
    """`T[t]`, `T[t + k]`, `T[k.cta][t]`: a tensor at the walk's tile."""

    tensor: "TensorRef"
    var: Var
    per_cta: bool
    at: Optional[list]


class TensorRef:
    """A tensor parameter inside a walk program: index it with the walk's
    variable."""

    def __init__(self, name: str, type: TensorType, first: int):
        self.name, self.type, self.first = name, type, first

    def __getitem__(self, key):
        at = _place()
        if key is CTA:
            return _PerCta(self, at)
        if not isinstance(key, Var):
            raise _dsl_error("access", f"'{self.name}' is indexed by the walk's variable, got {key!r}", at)
        return Access(self, key, False, at)

    def __repr__(self) -> str:
        return f"<tensor {self.name}: {self.type.element}{list(self.type.shape)}>"


class _PerCta:
    def __init__(self, ref: TensorRef, at):
        self.ref, self.at = ref, at

    def __getitem__(self, key):
        if not isinstance(key, Var):
            raise _dsl_error("access", f"'{self.ref.name}[cta]' is indexed by the walk's variable", _place())
        return Access(self.ref, key, True, self.at)


@dataclass
class Stmt:
    """A statement of a walk: `load`, `store`, `reduce` or `prefetch`."""

    kind: str
    access: Access
    at: Optional[list]
    multicast: bool = False
    reduction: str = "add"
    tma: bool = False


@dataclass
class WalkRec:
    """A walk as the program wrote it."""

    kind: str  # "tiles" | "columns"
    over: TensorRef
    at: Optional[list]
    tile: Optional[list] = None
    stages: int = 1
    lookahead: Optional[int] = None
    body: list = field(default_factory=list)
    open: bool = True


class Recorder:
    """A walk program's `k` while its function runs: records the walk and
    its statements."""

    cta = CTA

    def __init__(self, name: str, def_at):
        self._name = name
        self._def_at = def_at
        self.walks: list = []

    def _open(self, at) -> WalkRec:
        for w in self.walks:
            if w.open:
                return w
        raise _dsl_error("one-loop", "a statement belongs inside the walk's loop ('for t in k.tiles(...)')", at)

    def tiles(self, over: TensorRef, *, tile, stages: int = 1, lookahead: Optional[int] = None):
        """`for t in k.tiles(T, tile=[rows, cols], stages=S, lookahead=L)`:
        the tiles of T's tile grid (every group's for grouped T), through a
        ring of S shared buffers, L tiles loaded ahead (default S - 1)."""
        return self._walk("tiles", over, _place(), list(tile), stages, lookahead)

    def columns(self, over: TensorRef):
        """`for c in k.columns(X)`: the im2col columns of the input X."""
        return self._walk("columns", over, _place(), None, 1, None)

    def _walk(self, kind, over, at, tile, stages, lookahead):
        if not isinstance(over, TensorRef):
            raise _dsl_error("unknown-tensor", f"a walk is over a tensor parameter, got {over!r}", at)
        if self.walks:
            raise _dsl_error("one-loop", "a kernel has exactly one loop, found 2", at)
        w = WalkRec(kind, over, at, tile, int(stages), lookahead)
        self.walks.append(w)
        return _walk_iter(w)

    def _stmt(self, kind: str, access, at, **extra) -> None:
        w = self._open(at)
        if not isinstance(access, Access):
            raise _dsl_error("access", f"{kind} takes a tensor at the walk's variable (T[t]), got {access!r}", at)
        if access.var.walk is not w:
            raise _dsl_error("loop-var", "the index is not this walk's variable", access.at)
        w.body.append(Stmt(kind, access, at, **extra))

    def load(self, access, *, multicast: bool = False) -> None:
        """`load T[t]`: the tile into the current stage (`multicast`: each
        CTA of the cluster loads a slice for all)."""
        self._stmt("load", access, _place(), multicast=bool(multicast))

    def store(self, access) -> None:
        """`store T[t]`: the current stage out."""
        self._stmt("store", access, _place())

    def reduce(self, kind: str, access, *, tma: bool = False) -> None:
        """`reduce add|min|max T[t]`: the current stage reduced into T (a
        pipelined `add` adds in shared memory unless `tma=True`)."""
        at = _place()
        if kind not in ("add", "min", "max"):
            raise _dsl_error("reduce-kind", f"reduce is add, min or max, got {kind!r}", at)
        self._stmt("reduce", access, at, reduction=kind, tma=bool(tma))

    def prefetch(self, access) -> None:
        """`prefetch T[t + k]`: a later tile into L2."""
        self._stmt("prefetch", access, _place())


def _walk_iter(w: WalkRec):
    yield Var(w)
    w.open = False


# ================================================================ walk programs: the plan


@dataclass
class Group:
    tiles_x: int
    tiles_y: int
    start: int

    @property
    def tiles(self) -> int:
        return self.tiles_x * self.tiles_y


@dataclass
class Operand:
    """Which parameter(s) an access uses: `map` (one), `per_cta` (one per
    CTA of the cluster), `per_group` (one memref per group)."""

    kind: str
    params: list


@dataclass
class Out:
    kind: str  # "store" | "reduce" | "add_in_smem"
    operand: Operand
    at: Optional[list]
    reduction: str = "add"


@dataclass
class Param:
    """A kernel parameter: a tensor map, or a global memref (a group)."""

    name: str
    type: object
    tensor: str
    at: Optional[list]


@dataclass
class TilesPlan:
    tile: list
    tile_at: Optional[list]
    element: str
    groups: list
    load: Operand
    load_at: Optional[list]
    multicast: bool
    outs: list
    prefetch: Optional[tuple]
    made: tb.TensorMapType
    lookahead: int
    widened_from: Optional[str]

    def adds_in_smem(self) -> bool:
        return any(o.kind == "add_in_smem" for o in self.outs)


@dataclass
class Im2colPlan:
    src: int
    src_at: Optional[list]
    load_at: Optional[list]
    store_at: Optional[list]
    dst: int
    element: str
    channels: int
    pixels: int
    window: tuple
    pad: tuple
    out_hw: tuple
    columns: int


@dataclass
class TablePlan:
    """A walk over `groups_table` tensors (`check/table.rs`): the tile,
    the descriptor type the kernel makes, `stages` per work item,
    `lookahead` work items ahead (0: one CTA per work item)."""

    tile: list
    tile_at: Optional[list]
    element: str
    made: tb.TensorMapType
    stages: int
    lookahead: int
    load_at: Optional[list]
    store_at: Optional[list]


@dataclass
class Plan:
    name: str
    at: Optional[list]
    loop_at: Optional[list]
    target: str
    threads: int
    grid: tuple
    cluster: int
    stages: int
    params: list
    work: object
    remarks: list


def _check_tensors(refs: list) -> None:
    for r in refs:
        t = r.type
        el = _bytes_of(t.element)
        for shape in t.all_shapes():
            bad = [d for d in shape if not 1 <= d <= MAX_EXTENT]
            if bad:
                raise _dsl_error("tensor-shape", f"tensor '{r.name}' has extent {bad[0]} (1 ..= {MAX_EXTENT})", t.at)
            if len(shape) > 5:
                raise _dsl_error("tensor-shape", f"tensor '{r.name}' has rank {len(shape)} (at most 5)", t.at)
            if len(shape) > 1 and (shape[-1] * el) % 16 != 0:
                raise _dsl_error(
                    "tensor-pitch",
                    f"tensor '{r.name}': a row of {shape[-1]} x {t.element} is {shape[-1] * el} bytes, "
                    "not a multiple of 16 (TMA row pitch)",
                    t.at,
                )
        if t.layout == "replicas" and not 1 <= t.count <= 8:
            raise _dsl_error("tensor-shape", f"tensor '{r.name}' has {t.count} replicas (1 ..= 8)", t.at)


def _operand(access: Access, grouped: bool, cluster: int, group_count: int) -> Operand:
    ref, t = access.tensor, access.tensor.type
    if t.layout == "replicas":
        if not access.per_cta:
            raise _dsl_error("per-cta", f"'{ref.name}' has {t.count} replicas: write {ref.name}[k.cta][t]", access.at)
        if t.count != cluster:
            raise _dsl_error("per-cta", f"'{ref.name}' has {t.count} replicas, the cluster {cluster} CTAs", access.at)
        op = Operand("per_cta", [ref.first + i for i in range(t.count)])
    elif access.per_cta:
        raise _dsl_error("per-cta", f"'{ref.name}' is not replicated: [k.cta] needs one tensor per CTA", access.at)
    elif t.layout == "groups":
        if not grouped or len(t.shapes) != group_count:
            raise _dsl_error(
                "group-mismatch", f"'{ref.name}' has {len(t.shapes)} groups, the walk {group_count}", access.at
            )
        op = Operand("per_group", [ref.first + i for i in range(len(t.shapes))])
    elif t.layout == "dense":
        if grouped:
            raise _dsl_error(
                "group-mismatch", f"'{ref.name}' is one tensor, the walk is over {group_count} groups", access.at
            )
        op = Operand("map", [ref.first])
    else:
        raise _dsl_error("walk-kind", f"'{ref.name}' is an im2col input: only a columns walk reads it", access.at)
    if t.layout in ("replicas", "dense") and len(t.shape) != 2:
        raise _dsl_error("tile-rank", f"a tiles walk takes 2-D tensors, '{ref.name}' has rank {len(t.shape)}", access.at)
    return op


def _widening(refs: list, w: WalkRec, element: str, cols: int) -> Optional[int]:
    """The widening factor of a plain copy, if it may go over i64 (the
    Rust DSL's rule: no reduce, a narrower element, every tensor dense or
    replicated with an innermost extent of whole i64s, tile columns too)."""
    b = _bytes_of(element)
    if b >= 8:
        return None
    f = 8 // b
    copies = all(s.kind != "reduce" for s in w.body)
    divides = all(r.type.layout in ("dense", "replicas") and r.type.shape[-1] % f == 0 for r in refs)
    return f if copies and divides and cols % f == 0 else None


def _tiles_plan(refs, w: WalkRec, cluster: int, widen: bool, params: list, remarks: list) -> TilesPlan:
    over = w.over
    if w.tile is None or len(w.tile) != 2:
        raise _dsl_error("tile-rank", f"a tile is [rows, cols], got {w.tile!r}", w.at)
    rows, given_cols = (int(d) for d in w.tile)
    stages = w.stages
    if not 1 <= stages <= 8:
        raise _dsl_error("setting-range", f"stages {stages} is outside 1..=8", w.at)
    if w.lookahead is not None and not 1 <= w.lookahead < stages:
        raise _dsl_error(
            "setting-range",
            f"lookahead {w.lookahead} is outside 1..={stages - 1} (it needs stages >= 2; {stages} given)",
            w.at,
        )
    factor = _widening(refs, w, over.type.element, given_cols) if widen else None
    el, cols = ("i64", given_cols // factor) if factor else (over.type.element, given_cols)
    for d in (rows, cols):
        if not 1 <= d <= MAX_EXTENT:
            raise _dsl_error("tile-box", f"tile extent {d} of {el} is outside 1..={MAX_EXTENT}", w.at)
    if factor:
        remarks.append((w.at, "widen", f"a plain copy of {over.type.element}: done over i64 ({factor} elements each)"))
    in_smem = stages >= 2 and any(s.kind == "reduce" and s.reduction == "add" and not s.tma for s in w.body)
    lookahead = stages - 1 if w.lookahead is None else int(w.lookahead)
    if over.type.layout == "im2col":
        raise _dsl_error("walk-kind", f"'{over.name}' is an im2col input: walk it with k.columns(...)", w.at)
    groups_, start = [], 0
    for sh in over.type.all_shapes():
        if len(sh) != 2:
            raise _dsl_error("tile-rank", f"a tiles walk takes 2-D tensors, '{over.name}' has rank {len(sh)}", over.type.at)
        g = Group((sh[1] // (factor or 1) + cols - 1) // cols, (sh[0] + rows - 1) // rows, start)
        start += g.tiles
        groups_.append(g)
    if start > 2**31 - 1:
        raise _dsl_error("tensor-shape", f"{start} tiles: too many", w.at)
    grouped = over.type.layout == "groups"
    load = None
    outs: list = []
    prefetch = None
    multicast_loaded: dict = {}
    for st in w.body:
        a = st.access
        if st.kind == "load":
            if load is not None:
                raise _dsl_error("load-count", "a tiles walk loads one tensor per tile", st.at)
            if st.multicast and cluster == 1:
                raise _dsl_error("multicast-cluster", "multicast=True needs a cluster of more than 1 CTA", st.at)
            if not st.multicast and cluster > 1:
                raise _dsl_error("cluster-multicast", f"with cluster {cluster} the load must be multicast=True", st.at)
            if st.multicast and rows % cluster != 0:
                raise _dsl_error("multicast-split", f"tile rows {rows} do not split into {cluster} slices", st.at)
            if a.var.ahead != 0 or a.per_cta:
                raise _dsl_error("access", "a load reads tile [t]", a.at)
            op = _operand(a, grouped, cluster, len(groups_))
            multicast_loaded[a.tensor.name] = (st.multicast, a.at)
            load = (op, st.multicast, a.tensor.name, st.at)
        elif st.kind in ("store", "reduce"):
            if load is None:
                raise _dsl_error("load-first", "a tile is stored or reduced after its load", st.at)
            if a.var.ahead != 0:
                raise _dsl_error("access", "a store writes tile [t]", a.at)
            if multicast_loaded.get(a.tensor.name, (False, None))[0]:
                raise _dsl_error(
                    "box-conflict", f"'{a.tensor.name}' is loaded with multicast slices: store into another tensor", a.at
                )
            if any(o.kind == "add_in_smem" for o in outs):
                raise _dsl_error("reduce-smem", "a pipelined reduce add in shared memory is the walk's only output", st.at)
            kind = st.kind
            if st.kind == "reduce" and st.reduction == "add" and not st.tma and in_smem:
                if outs or load[1]:
                    raise _dsl_error(
                        "reduce-smem",
                        "a pipelined reduce add adds in shared memory: it is the walk's only output, without "
                        "multicast (tma=True: the TMA reduction)",
                        st.at,
                    )
                kind = "add_in_smem"
                remarks.append((st.at, "reduce-smem", f"reduce add in shared memory over {stages} stages"))
            outs.append(Out(kind, _operand(a, grouped, cluster, len(groups_)), st.at, st.reduction))
        else:
            if a.var.ahead < 1:
                raise _dsl_error("prefetch-ahead", f"prefetch reads a later tile [t + k], k >= 1, got k = {a.var.ahead}", a.at)
            if prefetch is not None:
                raise _dsl_error("load-count", "one prefetch per walk", st.at)
            if a.per_cta:
                raise _dsl_error("access", "a prefetch reads tile [t + k]", a.at)
            prefetch = (_operand(a, grouped, cluster, len(groups_)), a.var.ahead, st.at)
    if load is None:
        raise _dsl_error("load-count", "the walk loads nothing", w.at)
    if not outs:
        raise _dsl_error("no-output", "the walk stores nothing", w.at)
    load_op, multicast, loaded, load_at = load
    if prefetch is not None and multicast:
        raise _dsl_error("prefetch-ahead", "prefetch is not combined with multicast", prefetch[2])
    at = tuple(w.at) if w.at else None
    full = tb.TensorMapType(el, (cols, rows), at=at)
    sliced = tb.TensorMapType(el, (cols, rows // cluster), at=at)
    for r in refs:
        t = r.type
        spec = sliced if multicast and r.name == loaded else full
        if t.layout == "dense":
            params.append(Param(r.name, spec, r.name, w.at))
        elif t.layout == "replicas":
            params.extend(Param(f"{r.name}_{i}", spec, r.name, w.at) for i in range(t.count))
        elif t.layout == "groups":
            params.extend(
                Param(f"{r.name}_{i}", tb.memref(el, sh, "global"), r.name, t.at) for i, sh in enumerate(t.shapes)
            )
        else:
            raise _dsl_error("walk-kind", f"'{r.name}' is an im2col input: only a columns walk reads it", t.at)
    return TilesPlan(
        [rows, cols], w.at, el, groups_, load_op, load_at, multicast, outs, prefetch, full, lookahead,
        over.type.element if factor else None,
    )


def _table_plan(refs, w: WalkRec, cluster: int, params: list) -> TablePlan:
    """The plan of a tiles walk over `groups_table` tensors, its parameters
    into `params`: the Rust DSL's `check/table.rs`, rule for rule."""
    for r in refs:
        if r.type.layout != "table":
            raise _dsl_error(
                "group-table",
                f"'{r.name}' is not a groups_table tensor: a walk over a group table reads every tensor from it "
                "(declare it groups_table(...))",
                r.type.at,
            )
    if cluster != 1:
        raise _dsl_error("group-table", "a group-table walk runs without a cluster", w.at)
    load = store = None
    for st in w.body:
        if st.kind == "load":
            if st.multicast:
                raise _dsl_error("group-table", "a group-table walk does not multicast", st.at)
            if load is not None:
                raise _dsl_error("one-load", "a walk loads one tensor", st.at)
            load = st
        elif st.kind == "store":
            if store is not None:
                raise _dsl_error(
                    "group-table",
                    "a group-table walk stores one tensor (the group table has one destination address per group)",
                    st.at,
                )
            store = st
        else:
            raise _dsl_error("group-table", "a group-table walk loads and stores (no reduce, no prefetch)", st.at)
    if load is None or store is None:
        raise _dsl_error("group-table", "a group-table walk has one load and one store", w.at)
    for a in (load.access, store.access):
        if a.per_cta or a.var.ahead != 0:
            raise _dsl_error("group-table", f"'{a.tensor.name}' is read at the walk's tile: no [cta], no + k", a.at)
    if load.access.tensor is store.access.tensor:
        raise _dsl_error(
            "group-table",
            f"'{store.access.tensor.name}' is loaded and stored: the group table has one source and one "
            "destination address per group",
            store.access.at,
        )
    if len(refs) != 2:
        at = refs[2].type.at if len(refs) > 2 else w.at
        raise _dsl_error(
            "group-table", f"a group-table walk has two tensors (the loaded and the stored one), found {len(refs)}", at
        )
    if w.tile is None or len(w.tile) != 2:
        raise _dsl_error("tile-rank", f"a tile is [rows, cols], got {w.tile!r}", w.at)
    rows, cols = (int(d) for d in w.tile)
    for d in (rows, cols):
        if not 1 <= d <= MAX_EXTENT:
            raise _dsl_error("tile-box", f"tile extent {d} is outside 1..={MAX_EXTENT}", w.at)
    stages = w.stages
    if not 1 <= stages <= 8:
        raise _dsl_error("setting-range", f"stages {stages} is outside 1..=8", w.at)
    # Work items in flight ahead of the stored one (not bounded by `stages`:
    # each item has its own stage set); one by default.
    lookahead = 1 if w.lookahead is None else int(w.lookahead)
    if not 0 <= lookahead <= 3:
        raise _dsl_error(
            "group-table-ring",
            "a group-table walk keeps 0 ..= 3 work items in flight ahead of the one it stores (0: one CTA per "
            f"work item), got lookahead {lookahead}",
            w.at,
        )
    element = refs[0].type.element
    at = tuple(w.at) if w.at else None
    made = tb.TensorMapType(element, (cols, rows), at=at)
    params.append(Param("work", tb.memref("i32", [None], "global"), "work", w.at))
    params.append(Param("groups", tb.memref("i64", [None], "global"), "groups", w.at))
    if lookahead > 0:
        params.append(Param("nwork", tb.i32, "nwork", w.at))
    return TablePlan([rows, cols], w.at, element, made, stages, lookahead, load.at, store.at)


def _im2col_plan(refs, w: WalkRec, params: list) -> Im2colPlan:
    over = w.over
    t = over.type
    if t.layout != "im2col":
        raise _dsl_error("walk-kind", f"k.columns(...) walks an im2col input, '{over.name}' is not one", w.at)

    def geometry(m):
        return _dsl_error("im2col-geometry", m, t.at)

    if len(t.shape) != 4:
        raise geometry(f"an im2col input is NHWC (rank 4), got rank {len(t.shape)}")
    n, h, wd, c = t.shape
    (r, s), (ph, pw), p = t.window, t.pad, t.pixels
    if not (1 <= r <= 256 and 1 <= s <= 256):
        raise geometry(f"window {list(t.window)}: each extent 1 ..= 256")
    if not (0 <= ph <= MAX_EXTENT and 0 <= pw <= MAX_EXTENT):
        raise geometry(f"pad {list(t.pad)}: each 0 ..= {MAX_EXTENT}")
    oh, ow = h + 2 * ph - r + 1, wd + 2 * pw - s + 1
    if oh < 1 or ow < 1:
        raise geometry(f"the output is {oh} x {ow}")
    per_image = oh * ow
    if p < 1 or p % ow != 0 or per_image % p != 0:
        raise geometry(f"pixels {p}: a column must be whole output rows of one image (rows of {ow}, images of {per_image} pixels)")
    columns = n * per_image // p
    if columns * r * s > 2**31 - 1:
        raise geometry(f"{n} images of {oh} x {ow} pixels: too many columns")
    taps = r * s
    if len(w.body) != 2 or w.body[0].kind != "load" or w.body[1].kind != "store" or w.body[0].multicast:
        at = w.body[0].at if w.body else w.at
        raise _dsl_error("columns-body", "a columns walk is k.load(input[c]); k.store(output[c])", at)
    la, sa = w.body[0].access, w.body[1].access
    if la.tensor is not over or la.var.ahead != 0 or la.per_cta:
        raise _dsl_error("columns-body", f"the columns walk loads '{over.name}[c]'", la.at)
    dst = sa.tensor
    want = [columns * taps, p, c]
    if dst.type.layout != "dense" or list(dst.type.shape) != want or sa.var.ahead != 0 or sa.per_cta:
        raise _dsl_error(
            "im2col-output",
            f"the output of {columns} columns x {taps} taps is a tensor [{want[0]}, {want[1]}, {want[2]}]",
            sa.at,
        )
    if len(refs) != 2:
        raise _dsl_error("columns-body", "a columns walk has exactly its input and output tensors", t.at)
    at = tuple(t.at) if t.at else None
    src_spec = tb.Im2colTensorMapType(
        t.element, (), at=at, rank_=4, channels_per_pixel=c, pixels_per_column=p,
        lower_corner=(-pw, -ph), upper_corner=(pw - (s - 1), ph - (r - 1)),
    )
    dst_spec = tb.TensorMapType(t.element, (c, p, taps), at=at)
    ordered = sorted([(over.first, over.name, src_spec), (dst.first, dst.name, dst_spec)], key=lambda x: x[0])
    for _, name, spec in ordered:
        params.append(Param(name, spec, name, t.at))
    return Im2colPlan(
        over.first, t.at, w.body[0].at, w.body[1].at, dst.first, t.element, c, p, (r, s), (ph, pw), (oh, ow), columns
    )


# ================================================================ walk programs: the lowering


class _Lowering:
    """Builds a plan's kernel through tile_opt.builder: the same ops in the
    same order as the Rust DSL's lowering (examples/tile-dsl/src/lower)."""

    def __init__(self, plan: Plan):
        self.plan = plan

    def kernel(self) -> tuple:
        p = self.plan
        with tb.located(p.at):
            m = tb.Module("kernels", target=p.target)
            k = m.kernel(p.name, [q.type for q in p.params], block=p.threads)
        return m, k

    def cta_and_count(self, k):
        x, gx = k.block_id("x"), k.grid_dim("x")
        if self.plan.grid[1] == 1:
            return x, gx
        y, gy = k.block_id("y"), k.grid_dim("y")
        return k.add(x, k.mul(y, gx)), k.mul(gx, gy)


def _wait_round(k, bar, round_):
    parity = k.cast(k.and_(round_, k.index(1)), tb.i32)
    k.mbarrier_wait_parity(bar, parity)


class _TilesWalk(_Lowering):
    """`lower/tiles.rs`: the ring of stages, the prologue, the unrolled
    stage loop, the cluster variant."""

    def __init__(self, plan: Plan):
        super().__init__(plan)
        self.tp: TilesPlan = plan.work

    def desc(self, operand: Operand, group: int, replica: int):
        if operand.kind == "map":
            i = operand.params[0]
        elif operand.kind == "per_group":
            i = operand.params[group]
        else:
            i = operand.params[replica]
        return self.maps[i]

    def tile_bytes(self) -> int:
        rows, cols = self.tp.tile
        return rows * cols * _bytes_of(self.tp.element)

    def stage_bytes(self) -> int:
        return 2 * self.tile_bytes() if self.tp.adds_in_smem() else self.tile_bytes()

    def lead(self):
        return self.k.if_(self.leader) if self.all else nullcontext()

    def tile(self, i):
        k = self.k
        return k.add(self.cta, k.mul(i, self.ctas))

    def at_tile(self, t, f) -> None:
        k = self.k
        rows, cols = self.tp.tile

        def coords(g: Group):
            local = k.sub(t, k.index(g.start))
            tx = k.index(g.tiles_x)
            cx = k.cast(k.rem_u(local, tx), tb.i32)
            cy = k.cast(k.div_u(local, tx), tb.i32)
            x = k.mul(cx, k.i32(cols))
            return x, k.mul(cy, k.i32(rows))

        if len(self.tp.groups) == 1:
            x, y = coords(self.tp.groups[0])
            f(0, x, y)
            return
        for gi, g in enumerate(self.tp.groups):
            lo = k.cmp("uge", t, k.index(g.start))
            hi = k.cmp("ult", t, k.index(g.start + g.tiles))
            with k.if_(k.and_(lo, hi)):
                x, y = coords(g)
                f(gi, x, y)

    def issue(self, j, s: int) -> None:
        k, tp = self.k, self.tp
        with tb.located(tp.load_at):
            bar = self.bars[s]
            k.mbarrier_arrive_expect_tx(bar, k.i32(self.stage_bytes()))
            t = self.tile(j)
            rows, cols = tp.tile

            def load(g, x, y):
                desc = self.desc(tp.load, g, 0)
                if tp.multicast:
                    cluster = self.plan.cluster
                    slice_ = rows // cluster
                    rank32 = k.cast(self.rank, tb.i32)
                    y = k.add(y, k.mul(rank32, k.i32(slice_)))
                    offset = k.mul(self.rank, k.index(slice_ * cols))
                    view = k.view(self.bufs[s], offset, [slice_, cols])
                    k.load(desc, [x, y], view, bar, multicast=k.i16((1 << cluster) - 1))
                    return
                k.load(desc, [x, y], self.bufs[s], bar)
                if self.dbufs and tp.outs and tp.adds_in_smem():
                    dst = self.desc(tp.outs[0].operand, g, 0)
                    with tb.located(tp.outs[0].at):
                        k.load(dst, [x, y], self.dbufs[s], bar)

            self.at_tile(t, load)

    def add_in_smem(self, i, s: int, round_) -> None:
        k, tp = self.k, self.tp
        _wait_round(k, self.bars[s], round_)
        with tb.located(tp.outs[0].at):
            rows, cols = tp.tile
            elems = rows * cols
            zero = k.index(0)
            src = k.view(self.bufs[s], zero, [elems])
            acc = k.view(self.dbufs[s], zero, [elems])
            step = k.index(self.plan.threads)
            with k.for_(k.thread_id("x"), k.index(elems), step) as e:
                total = k.add_elements(k.load_element(acc, [e]), k.load_element(src, [e]))
                k.store_element(total, acc, [e])
            k.fence_proxy_async("shared_cta")
            k.sync_threads()
            t = self.tile(i)
            with k.if_(self.leader):
                self.prefetch_ahead(i)
                for out in tp.outs:
                    self.at_tile(t, lambda g, x, y, out=out: k.store(self.dbufs[s], self.desc(out.operand, g, 0), [x, y]))
                k.bulk_commit()

    def write_out(self, i, s: int, round_) -> None:
        if self.tp.adds_in_smem():
            self.add_in_smem(i, s, round_)
        else:
            with self.lead():
                self.consume(i, s, round_)

    def release(self, s: int) -> None:
        k = self.k
        for peer in range(self.plan.cluster):
            k.mbarrier_arrive_cluster(self.empty[s], k.i32(peer), release_cta=True)

    def refill(self, j, s: int) -> None:
        k = self.k
        s_count = k.index(self.plan.stages)
        with k.if_(k.cmp("uge", j, s_count)):
            round_ = k.sub(k.div_u(j, s_count), k.index(1))
            _wait_round(k, self.empty[s], round_)
        self.issue(j, s)

    def prefetch_ahead(self, i) -> None:
        k, tp = self.k, self.tp
        if tp.prefetch is None:
            return
        operand, ahead, at = tp.prefetch
        with tb.located(at):
            ahead_i = k.add(i, k.index(ahead))
            with k.if_(k.cmp("ult", ahead_i, self.n)):
                t = self.tile(ahead_i)
                self.at_tile(t, lambda g, x, y: k.prefetch(self.desc(operand, g, 0), [x, y]))

    def consume(self, i, s: int, round_) -> None:
        k, tp = self.k, self.tp
        _wait_round(k, self.bars[s], round_)
        self.prefetch_ahead(i)
        t = self.tile(i)
        for out in tp.outs:

            def write_at(g, x, y, out=out):
                def write(replica):
                    desc = self.desc(out.operand, g, replica)
                    if out.kind == "store":
                        k.store(self.bufs[s], desc, [x, y])
                    elif out.kind == "reduce":
                        k.reduce(out.reduction, self.bufs[s], desc, [x, y])

                if out.operand.kind == "per_cta":
                    for replica in range(len(out.operand.params)):
                        mine = k.cmp("eq", self.rank, k.index(replica))
                        with k.if_(mine):
                            write(replica)
                else:
                    write(0)

            with tb.located(out.at):
                self.at_tile(t, write_at)
        k.bulk_commit()

    def build(self) -> tb.Module:
        p, tp = self.plan, self.tp
        m, k = self.kernel()
        self.k = k
        with tb.located(p.loop_at):
            self._build(p, tp, k)
        return m

    def _build(self, p: Plan, tp: TilesPlan, k) -> None:
        self.maps = []
        for i, q in enumerate(p.params):
            if isinstance(q.type, tb.TensorMapType):
                self.maps.append(k.params[i])
            else:
                with tb.located(tp.tile_at):
                    self.maps.append(k.make_tensormap(k.params[i], tp.made))
        stages = p.stages
        rows, cols = tp.tile
        clustered = p.cluster > 1
        self.bufs, self.dbufs, self.bars, self.empty = [], [], [], []
        for s in range(stages):
            spec = tb.memref(tp.element, [rows, cols], "shared")
            with tb.located(tp.tile_at):
                self.bufs.append(k.shared(f"{p.name}_stage{s}", spec, 1024))
                if tp.adds_in_smem():
                    self.dbufs.append(k.shared(f"{p.name}_acc{s}", spec, 1024))
            self.bars.append(k.barrier(f"{p.name}_bar{s}"))
            if clustered:
                self.empty.append(k.barrier(f"{p.name}_empty{s}"))
        bid, grid = self.cta_and_count(k)
        if clustered:
            c = k.index(p.cluster)
            self.cta, self.ctas = k.div_u(bid, c), k.div_u(grid, c)
        else:
            self.cta, self.ctas = bid, grid
        self.rank = k.cluster_block_id("x") if clustered else k.index(0)
        total = sum(g.tiles for g in tp.groups)
        span = k.sub(k.add(k.index(total), self.ctas), k.add(self.cta, k.index(1)))
        self.n = n = k.div_u(span, self.ctas)
        self.leader = leader = k.cmp("eq", k.thread_id("x"), k.index(0))
        self.all = tp.adds_in_smem()
        lookahead = tp.lookahead
        with k.if_(leader):
            for bar in self.bars:
                k.mbarrier_init(bar, k.i32(1))
            for bar in self.empty:
                k.mbarrier_init(bar, k.i32(p.cluster))
            if clustered:
                k.fence_mbarrier_init()
            k.fence_proxy_async("shared_cta")
        if clustered:
            k.cluster_sync()
        elif self.all:
            k.sync_threads()
        s_count = k.index(stages)

        def ring():
            with self.lead():
                for j in range(lookahead):
                    jj = k.index(j)
                    with k.if_(k.cmp("ult", jj, n)):
                        self.issue(jj, j)
            rounds = k.div_u(k.add(n, k.index(stages - 1)), s_count)
            with k.for_(k.index(0), rounds, k.index(1)) as round_:
                for s in range(stages):
                    i = k.add(k.mul(round_, s_count), k.index(s))
                    with k.if_(k.cmp("ult", i, n)):
                        self.stage(i, s, round_, lookahead, clustered)
            with self.lead():
                k.bulk_wait(0, read=True)

        if self.all:
            ring()
        else:
            with k.if_(leader):
                ring()
        if clustered:
            k.cluster_sync()

    def stage(self, i, s: int, round_, lookahead: int, clustered: bool) -> None:
        """Tile i in stage s: refill (one stage), write out, refill ahead."""
        k, stages, n = self.k, self.plan.stages, self.n
        if lookahead == 0:
            with self.lead():
                if not clustered:
                    k.bulk_wait(0, read=True)
                    self.issue(i, s)
                else:
                    with k.if_(k.cmp("uge", i, k.index(1))):
                        k.bulk_wait(0, read=True)
                        self.release(s)
                    self.refill(i, s)
        self.write_out(i, s, round_)
        if lookahead == 0:
            return
        with self.lead():
            if clustered:
                prev = (s + stages - 1) % stages
                refilled = k.add(i, k.index(stages - 1))
                used = k.cmp("uge", i, k.index(1))
                again = k.cmp("ult", refilled, n)
                with k.if_(k.and_(used, again)):
                    k.bulk_wait(1, read=True)
                    self.release(prev)
            j = k.add(i, k.index(lookahead))
            sj = (s + lookahead) % stages
            with k.if_(k.cmp("ult", j, n)):
                if clustered:
                    self.refill(j, sj)
                else:
                    k.bulk_wait(stages - lookahead, read=True)
                    self.issue(j, sj)


class _ColumnsWalk(_Lowering):
    """`lower/im2col.rs`: per column, one im2col load per filter tap into
    its slab of one shared buffer, then one tiled store of the slabs."""

    def build(self) -> tb.Module:
        p = self.plan
        ip: Im2colPlan = p.work
        m, k = self.kernel()
        with tb.located(p.loop_at):
            src, dst = k.params[ip.src], k.params[ip.dst]
            r, s = ip.window
            ph, pw = ip.pad
            taps = r * s
            pix, c = ip.pixels, ip.channels
            with tb.located(ip.src_at):
                slab = k.shared(f"{p.name}_slabs", tb.memref(ip.element, [taps, pix, c], "shared"), 1024)
            bar = k.barrier(f"{p.name}_bar")
            cta, ctas = self.cta_and_count(k)
            span = k.sub(k.add(k.index(ip.columns), ctas), k.add(cta, k.index(1)))
            n = k.div_u(span, ctas)
            leader = k.cmp("eq", k.thread_id("x"), k.index(0))
            nbytes = taps * pix * c * _bytes_of(ip.element)
            oh_count, ow_count = ip.out_hw
            per_image = oh_count * ow_count // pix
            with k.if_(leader):
                k.mbarrier_init(bar, k.i32(1))
                k.fence_proxy_async("shared_cta")
                with k.for_(k.index(0), n, k.index(1)) as i:
                    col = k.add(cta, k.mul(i, ctas))
                    # The slabs are free once the last column's store read them.
                    k.bulk_wait(0, read=True)
                    expected = k.i32(nbytes)
                    with tb.located(ip.load_at):
                        k.mbarrier_arrive_expect_tx(bar, expected)
                    image = k.cast(k.div_u(col, k.index(per_image)), tb.i32)
                    first = k.mul(k.rem_u(col, k.index(per_image)), k.index(pix))
                    oh = k.cast(k.div_u(first, k.index(ow_count)), tb.i32)
                    h = k.sub(oh, k.i32(ph))
                    w0 = k.i32(-pw)
                    coords = [k.i32(0), w0, h, image]
                    with tb.located(ip.load_at):
                        for tr in range(r):
                            for ts in range(s):
                                tap = tr * s + ts
                                offset = k.index(tap * pix * c)
                                view = k.view(slab, offset, [pix, c])
                                k.load(src, coords, view, bar, mode="im2col", im2col=[k.i16(ts), k.i16(tr)])
                    parity = k.cast(k.and_(i, k.index(1)), tb.i32)
                    k.mbarrier_wait_parity(bar, parity)
                    with tb.located(ip.store_at):
                        z = k.cast(k.mul(col, k.index(taps)), tb.i32)
                        k.store(slab, dst, [k.i32(0), k.i32(0), z])
                    k.bulk_commit()
                k.bulk_wait(0, read=True)
        return m


def _wrap_i32(v: int) -> int:
    """`v` as the Rust lowering's `as i32` makes it (two's complement)."""
    return (v + 2**31) % 2**32 - 2**31


@dataclass
class _Item:
    """A work item's table entry (`lower/table.rs`'s `Item`)."""

    src: tb.Value
    dst: tb.Value
    rows: tb.Value
    cols: tb.Value
    src_pitch: tb.Value
    dst_pitch: tb.Value
    tiles: tb.Value  # min(column tiles, stages); 0 past the chunk
    y: tb.Value  # the band's first row


class _TableWalk(_Lowering):
    """`lower/table.rs`: a walk over a group table. CTA b of C walks the
    chunk `[b * per, min((b + 1) * per, nwork))` of the work table through
    L + 1 stage sets of S buffers in dynamic shared memory: item w + k + L's
    source descriptor and loads while item w + k is stored (its destination
    descriptor, every stage of its set waited on at the parity the
    loop-carried mask holds). With lookahead 0, CTA b copies work item b."""

    def build(self) -> tb.Module:
        p = self.plan
        m, k = self.kernel()
        self.k = k
        self.gp = gp = p.work
        with tb.located(p.loop_at):
            stages, sets = gp.stages, gp.lookahead + 1
            slots = [tb.box(gp.made) for _ in range(sets * stages)]
            slots += [tb.barrier_slot() for _ in range(sets * stages)]
            shared = k.dynamic_shared(slots)
            self.bufs, self.bars = shared[: sets * stages], shared[sets * stages :]
            self.work, self.table = k.params[0], k.params[1]
            rows, cols = gp.tile
            self.bytes = _wrap_i32(_wrap_i32(rows * cols) * _bytes_of(gp.element))
            if gp.lookahead == 0:
                self.per_item(k)
            else:
                self.ring(k, sets)
        return m

    def item(self, w, base) -> _Item:
        """The table entry of work item `w` (`base`'s where `w` is past the
        chunk's end: then it copies nothing)."""
        k = self.k
        inside = k.cmp("ult", w, self.end)
        w = k.select(inside, w, base)
        w0 = k.mul(w, k.index(2))
        group = k.load_scalar(self.work, [w0])
        band = k.load_scalar(self.work, [k.add(w0, k.index(1))])
        g = k.cast(group, tb.index)
        r0 = k.mul(g, k.index(8))
        words = [k.load_scalar(self.table, [k.add(r0, k.index(i))]) for i in range(7)]
        src, dst, rows, cols, src_pitch, dst_pitch, col_tiles = words
        col_tiles = k.cast(col_tiles, tb.index)
        tiles = k.min_u(col_tiles, k.index(self.gp.stages))
        tiles = k.select(inside, tiles, k.index(0))
        y = k.mul(band, k.i32(_wrap_i32(self.gp.tile[0])))
        return _Item(src, dst, rows, cols, src_pitch, dst_pitch, tiles, y)

    def loads(self, it: _Item, set_: int) -> None:
        """Item `it`'s source descriptor and its loads into stage set `set_`."""
        k, gp = self.k, self.gp
        with tb.located(gp.load_at):
            desc = k.make_tensormap_ptr(k.int_to_ptr(it.src), [it.cols, it.rows], [it.src_pitch], gp.made)
            for t in range(gp.stages):
                s = set_ * gp.stages + t
                has_tile = k.cmp("ult", k.index(t), it.tiles)
                with k.if_(has_tile):
                    x = k.i32(_wrap_i32(t * gp.tile[1]))
                    k.mbarrier_arrive_expect_tx(self.bars[s], k.i32(self.bytes))
                    k.load(desc, [x, it.y], self.bufs[s], self.bars[s])

    def stores(self, it: _Item, set_: int, mask):
        """Item `it`'s destination descriptor, every stage of set `set_`
        waited on and the item's tiles stored; the mask with the loaded
        stages' parities flipped."""
        k, gp = self.k, self.gp
        with tb.located(gp.store_at):
            desc = k.make_tensormap_ptr(k.int_to_ptr(it.dst), [it.cols, it.rows], [it.dst_pitch], gp.made)
            for t in range(gp.stages):
                s = set_ * gp.stages + t
                bit = k.and_(k.shr_u(mask, k.i32(s)), k.i32(1))
                has_tile = k.cmp("ult", k.index(t), it.tiles)
                # A stage the item did not load: the parity of its last phase.
                skipped = k.select(has_tile, k.i32(0), k.i32(1))
                k.mbarrier_wait_parity(self.bars[s], k.xor(bit, skipped))
                with k.if_(has_tile):
                    x = k.i32(_wrap_i32(t * gp.tile[1]))
                    k.store(self.bufs[s], desc, [x, it.y])
                    k.bulk_commit()
        # The loaded stages' parities flip: ((1 << tiles) - 1) << set * S.
        tiles = k.cast(it.tiles, tb.i32)
        low = k.sub(k.shl(k.i32(1), tiles), k.i32(1))
        flips = k.shl(low, k.i32(set_ * gp.stages))
        return k.xor(mask, flips)

    def per_item(self, k) -> None:
        """`lookahead 0`: CTA b copies work item b through one stage set."""
        leader = k.cmp("eq", k.thread_id("x"), k.index(0))
        bid = k.block_id("x")
        with k.if_(leader):
            for bar in self.bars:
                k.mbarrier_init(bar, k.i32(1))
            k.fence_proxy_async("shared_cta")
            self.end = k.add(bid, k.index(1))
            it = self.item(bid, bid)
            self.loads(it, 0)
            self.stores(it, 0, k.i32(0))
            k.bulk_wait(0, read=True)

    def ring(self, k, sets: int) -> None:
        """The persistent ring over this CTA's chunk of the work table."""
        nwork = k.params[2]
        leader = k.cmp("eq", k.thread_id("x"), k.index(0))
        bid = k.block_id("x")
        ctas = k.grid_dim("x")
        with k.if_(leader):
            for bar in self.bars:
                k.mbarrier_init(bar, k.i32(1))
            k.fence_proxy_async("shared_cta")
            # This CTA's chunk of the work table.
            n = k.cast(nwork, tb.index)
            per = k.div_u(k.sub(k.add(n, ctas), k.index(1)), ctas)
            start = k.mul(bid, per)
            self.end = end = k.min_u(k.add(start, per), n)
            with k.if_(k.cmp("ult", start, end)):
                # Prologue: items start .. start + L - 1 into sets 0 .. L - 1.
                for j in range(sets - 1):
                    w = k.add(start, k.index(j))
                    self.loads(self.item(w, start), j)
                step = k.index(sets)
                with k.for_carried(start, end, step, k.i32(0)) as loop:
                    w, mask = loop.iv, loop.value
                    for kk in range(sets):
                        # 1. Item w + k + L into set (k + L) mod (L + 1), once
                        #    the stores of the set's previous item have read it.
                        ahead = k.add(w, k.index(kk + sets - 1))
                        k.bulk_wait(0, read=True)
                        self.loads(self.item(ahead, w), (kk + sets - 1) % sets)
                        # 2. Item w + k, stored from set k.
                        cur = self.item(k.add(w, k.index(kk)), w)
                        mask = self.stores(cur, kk, mask)
                    loop.carry(mask)
                k.bulk_wait(0, read=True)


# ================================================================ walk programs: the decorator


class Program:
    """A walk program: `plan()` checks it, `module()` builds it through
    tile_opt.builder, `ir()` prints its tile IR, `compile()` compiles it;
    `grid`, `block`, `cluster` and `tensors` say how to launch it."""

    def __init__(self, fn, threads, grid, cluster, widen, target):
        self.fn = fn
        self.name = fn.__name__
        self.threads = int(threads)
        g = [grid] if isinstance(grid, int) else list(grid)
        self.grid = tuple(int(x) for x in g) + (1,) * (2 - len(g)) if 1 <= len(g) <= 2 else tuple(g)
        self.cluster = int(cluster)
        self.widen = bool(widen)
        self.target = target
        self.at = [fn.__code__.co_filename, fn.__code__.co_firstlineno, 1]
        try:  # annotations written as strings (`from __future__ import annotations`)
            signature = inspect.signature(fn, eval_str=True)
        except (NameError, TypeError):
            signature = inspect.signature(fn)
        params = list(signature.parameters.values())[1:]
        missing = [p.name for p in params if not isinstance(p.annotation, TensorType)]
        if missing:
            raise TypeError(f"{self.name}: parameters {missing} need a tensor type (tensor, groups, groups_table, im2col)")
        self.tensors = [(p.name, p.annotation) for p in params]

    def variant(self, *, grid=None, **tensors) -> "Program":
        """This program with another grid and other tensor types (by
        parameter name): the same walk at another size."""
        v = Program.__new__(Program)
        v.__dict__.update(self.__dict__)
        if grid is not None:
            g = [grid] if isinstance(grid, int) else list(grid)
            v.grid = tuple(int(x) for x in g) + (1,) * (2 - len(g))
        names = [n for n, _ in self.tensors]
        unknown = sorted(set(tensors) - set(names))
        if unknown:
            raise TypeError(f"{self.name}: no tensor parameters {unknown} (it has {names})")
        v.tensors = [(n, tensors.get(n, t)) for n, t in self.tensors]
        return v

    @property
    def block(self) -> tuple:
        return (self.threads, 1, 1)

    def launch_grid(self) -> tuple:
        """The grid a launch passes (x, y, 1)."""
        return (self.grid[0], self.grid[1] if len(self.grid) > 1 else 1, 1)

    def _settings(self) -> None:
        at = self.at
        if not (32 <= self.threads <= 1024 and self.threads % 32 == 0):
            raise _dsl_error("setting-range", f"threads {self.threads} is not a multiple of 32 in 32..=1024", at)
        if len(self.grid) != 2:
            raise _dsl_error("setting-range", f"a grid is x or [x, y], got {len(self.grid)} extents", at)
        if not 1 <= self.grid[0] <= 2**31 - 1 or not 1 <= self.grid[1] <= 65535:
            raise _dsl_error("setting-range", f"grid {list(self.grid)} is out of range", at)
        if self.cluster not in (1, 2, 4, 8):
            raise _dsl_error("setting-range", f"cluster {self.cluster} is not 1, 2, 4 or 8", at)
        if self.grid[0] % self.cluster != 0 or (self.cluster > 1 and self.grid[1] != 1):
            raise _dsl_error("grid-cluster", f"grid {list(self.grid)} is not a row of whole clusters of {self.cluster}", at)

    def plan(self) -> Plan:
        """Runs the function to record the walk, then checks it."""
        self._settings()
        refs, first = [], 0
        for name, t in self.tensors:
            refs.append(TensorRef(name, t, first))
            first += t.params()
        _check_tensors(refs)
        rec = Recorder(self.name, self.at)
        self.fn(rec, *refs)
        if len(rec.walks) != 1:
            raise _dsl_error("one-loop", f"a kernel has exactly one loop, found {len(rec.walks)}", self.at)
        (w,) = rec.walks
        for st in w.body:
            t = st.access.tensor
            if t.type.element != w.over.type.element:
                raise _dsl_error(
                    "dtype-mismatch",
                    f"tensor '{t.name}' is {t.type.element}, the loop's '{w.over.name}' is {w.over.type.element}",
                    st.access.at,
                )
        params: list = []
        remarks: list = []
        if w.kind == "tiles" and any(r.type.layout == "table" for r in refs):
            work = _table_plan(refs, w, self.cluster, params)
            stages = work.stages
        elif w.kind == "tiles":
            work = _tiles_plan(refs, w, self.cluster, self.widen, params, remarks)
            stages = w.stages
        else:
            if self.cluster != 1:
                raise _dsl_error("cluster-multicast", "a columns walk runs without a cluster", w.at)
            work = _im2col_plan(refs, w, params)
            stages = 1
        return Plan(
            self.name, self.at, w.at, self.target, self.threads, self.grid, self.cluster, stages, params, work, remarks
        )

    def module(self) -> tb.Module:
        plan = self.plan()
        if isinstance(plan.work, TilesPlan):
            return _TilesWalk(plan).build()
        if isinstance(plan.work, TablePlan):
            return _TableWalk(plan).build()
        return _ColumnsWalk(plan).build()

    def ir(self) -> str:
        """The tile IR it builds (before any pass; no locations)."""
        return self.module().ir()

    def compile(self, **options):
        """The compiled kernel (`tile_opt.Kernel`: PTX, manifest, cubin)."""
        return self.module().compile(**options).kernel(self.name)


def program(*, threads: int, grid, cluster: int = 1, widen: bool = True, target: str = "sm_90a"):
    """Makes a decorated function a walk program: `threads` per CTA, `grid`
    (x or [x, y]) CTAs, `cluster` CTAs per cluster; `widen`: a plain copy
    may go over i64 elements (as the Rust DSL's `widen on`)."""

    def wrap(fn) -> Program:
        return Program(fn, threads, grid, cluster, widen, target)

    return wrap
