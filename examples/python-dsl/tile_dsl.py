"""A small Python-embedded tile DSL on tile_opt.builder: kernels are decorated
Python functions whose parameters are annotated with their types.

    Tile = tile_dsl.tensormap("f32", [64, 64])

    @tile_dsl.kernel(block=128)
    def copy_2d(k, src: Tile, dst: Tile):
        x, y = k.block_origin(src)
        with k.leader():
            tile = k.fetch(src, [x, y])
            k.put(tile, dst, [x, y])

    ptx = copy_2d.compile().ptx

`k` is the kernel's builder (every `tile_opt.builder` op) plus the DSL's own
steps: `block_origin`, `leader`, `fetch` (a TMA load into a fresh shared tile,
waited on), `put` (a TMA store, committed and waited on) and `accumulate` (a
TMA reduce). This file is hidden from locations: a mistake is reported at the
program's line that made it, not at the DSL's.
"""

from __future__ import annotations

import inspect
from contextlib import contextmanager

from tile_opt import builder as tb

tb.hide_from_locations(__file__)

tensormap = tb.tensormap
memref = tb.memref
i32, i64, index = tb.i32, tb.i64, tb.index


class Kernel:
    """A kernel's builder and the DSL's steps on it."""

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
        nbytes = _bytes(t)
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


_SIZES = {"i8": 1, "i16": 2, "f16": 2, "bf16": 2, "i32": 4, "f32": 4, "i64": 8, "f64": 8}


def _bytes(t: tb.TensorMapType) -> int:
    n = _SIZES.get(t.element, 0)
    for d in t.box:
        n *= d
    return n


class Program:
    """A decorated kernel: `module()` builds it, `compile()` compiles it."""

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
        m = tb.Module(self.name, target=self.target)
        k = m.kernel(self.name, self.types, block=self.block, grid=self.grid)
        self.fn(Kernel(k), *k.params)
        return m

    def compile(self, **options):
        """The compiled kernel (`tile_opt.Kernel`: PTX, manifest, cubin)."""
        return self.module().compile(**options).kernel(self.name)


def kernel(*, block=128, grid=None, target: str = "sm_90a"):
    """Makes a decorated function a kernel program."""

    def wrap(fn) -> Program:
        return Program(fn, block, grid, target)

    return wrap
