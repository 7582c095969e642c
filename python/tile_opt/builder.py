"""tile_opt.builder: kernels built from Python through tile-opt's typed builders.

    from tile_opt import builder as tb
    m = tb.Module("kernels", target="sm_90a")
    tile = tb.tensormap("f32", box=[64, 64])            # box innermost first
    k = m.kernel("copy_2d", [tile, tile], block=128)
    src, dst = k.params
    smem = k.shared("smem", tb.memref("f32", [64, 64], space="shared"), align=1024)
    bar = k.barrier("bar")
    x = k.cast(k.block_id("x"), tb.i32) * 64
    with k.if_(k.cmp("eq", k.thread_id("x"), 0)):
        k.mbarrier_init(bar, 1)
        ...
    art = m.compile()                                    # tile_opt.Artifacts

What Python builds is a description of the module, plain data: the kernels,
their typed parameters, and each kernel's ops in order, every op with the
place in the Python source that made it (file, line, column). `compile` hands
it to the native module in one call, which replays it through the Rust typed
builders (`tile_compiler::builder`) on the thread's compile session and then
compiles it exactly like `tile_opt.compile` compiles MLIR text (same
artifacts, caches and exceptions). Every rule is Rust's: a builder mistake or
a verifier diagnostic raises `tile_opt.CompileError`, located at the Python
line that made the op. What Python checks itself, at the call, is what it
sees for free: an operand's type (`[builder-type]`), and that a value belongs
to this kernel and to a body still open (`[builder-value]`).

Axis order, as in the Rust builders: what the TMA reads is innermost first
(a tensor map's `box`, a load's `coords`); what memrefs read is outermost
first (a memref's `shape`; the buffer a 64-wide, 16-high box lands in is
`memref(..., [16, 64])`).

Ops built on a `Kernel` go to the innermost body open in a `with`
(`k.if_(c)`, `k.else_()`, `k.for_(lo, hi, step)`); ops built on a `Body`
(what those `with`s give) go to that body. Python integers are accepted where
an integer operand is expected (a constant of the expected type), and
integer values have the operators `+ - * // % & | ^ << >>` (unsigned
division, remainder and shift right) and `< <= > >=` (signed).
"""

from __future__ import annotations

import contextlib
import json
import sys
import threading
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Iterator, Optional, Sequence, Union

from .errors import CompileError, Diagnostic

__all__ = [
    "Body",
    "CarriedLoop",
    "Kernel",
    "MemRefType",
    "Module",
    "ScalarType",
    "ElementType",
    "Im2colTensorMapType",
    "TensorMapType",
    "Value",
    "barrier_slot",
    "box",
    "buffer",
    "element",
    "hide_from_locations",
    "i1",
    "i16",
    "i32",
    "i64",
    "index",
    "located",
    "memref",
    "ptr",
    "tensormap",
    "tensormap_im2col",
]

#: The description format the native module reads.
FORMAT = 1

# The builder's own frames, and contextlib's (the `with` blocks `for_`, `if_`,
# ... are generators entered through contextlib): skipped when locating ops.
_internal_files = {__file__, contextlib.__file__}


def hide_from_locations(filename: str) -> None:
    """Ops made from code in `filename` (a DSL's own module: pass its
    `__file__`) are located at their caller outside it, as the builder's own
    frames are."""
    _internal_files.add(filename)


_places = threading.local()


@contextmanager
def located(at: Optional[Sequence]) -> Iterator[None]:
    """`with located([file, line, col]):` ops (and types) built inside are at
    `at` instead of at their caller's line: a DSL that records a program's
    statements first and builds them later puts each statement's ops at the
    statement's line. `None`: the caller's line, as outside."""
    stack = getattr(_places, "stack", None)
    if stack is None:
        stack = _places.stack = []
    stack.append(None if at is None else [str(at[0]), int(at[1]), int(at[2])])
    try:
        yield
    finally:
        stack.pop()


def _caller() -> Optional[list]:
    """[file, line, col] of the innermost frame outside the builder (and the
    files hidden with `hide_from_locations`), or the place `located` set."""
    stack = getattr(_places, "stack", None)
    if stack and stack[-1] is not None:
        return list(stack[-1])
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_filename in _internal_files:
        frame = frame.f_back
    if frame is None:
        return None
    line, col = frame.f_lineno, 1
    try:  # CPython >= 3.11: the column of the call being made
        positions = list(frame.f_code.co_positions())[frame.f_lasti // 2]
        if positions[0] == line and positions[2] is not None:
            col = positions[2] + 1
    except (AttributeError, IndexError, TypeError):
        pass
    return [frame.f_code.co_filename, line, col]


def _error(rule: str, message: str, at: Optional[list]) -> CompileError:
    """A builder mistake seen in Python, as the native module reports one."""
    file, line, col = at if at else (None, None, None)
    d = Diagnostic(file, line, col, "error", rule, f"[{rule}] {message}")
    return CompileError(str(d), [d])


# ---------------------------------------------------------------- types


class Type:
    """A value's type."""

    def json(self) -> dict:
        raise NotImplementedError

    def is_int(self) -> bool:
        return False


@dataclass(frozen=True)
class ScalarType(Type):
    """`index`, `i1`, `i16`, `i32`, `i64`, or `ptr` (a global pointer)."""

    name: str

    def json(self) -> dict:
        return {"kind": self.name}

    def is_int(self) -> bool:
        return self.name != "ptr"

    def __str__(self) -> str:
        return "!llvm.ptr<1>" if self.name == "ptr" else self.name


index, i1, i16, i32, i64, ptr = (ScalarType(n) for n in ("index", "i1", "i16", "i32", "i64", "ptr"))


@dataclass(frozen=True)
class ElementType(Type):
    """A scalar of a tile element type (`f32`, `bf16`, `i32`, ...): what
    `load_element` gives and `store_element` and `add_elements` take. Not an
    integer operand (it is the tile's data, not an index)."""

    element: str

    def json(self) -> dict:
        return {"kind": "element", "element": self.element}

    def __str__(self) -> str:
        return self.element


def element(name: str) -> ElementType:
    """The element type `name` (f32, bf16, ...) as a value type."""
    return ElementType(name)
_SCALARS = {t.name: t for t in (index, i1, i16, i32, i64, ptr)}
_RANGES = {"i1": (0, 1), "i16": (-(2**15), 2**16 - 1), "i32": (-(2**31), 2**32 - 1)}


@dataclass(frozen=True)
class MemRefType(Type):
    """A memref: element type, shape outermost first (None: dynamic), memory
    space ("global" or "shared"), element strides outermost first for a
    `strided<[...]>` layout (None: the identity layout)."""

    element: str
    shape: tuple
    space: str = "global"
    strides: Optional[tuple] = None

    def json(self) -> dict:
        out = {"kind": "memref", "element": self.element, "shape": list(self.shape), "space": self.space}
        if self.strides is not None:
            out["strides"] = list(self.strides)
        return out

    def __str__(self) -> str:
        dims = "".join(f"{'?' if d is None else d}x" for d in self.shape)
        layout = ""
        if self.strides is not None:
            layout = ", strided<[" + ", ".join("?" if s is None else str(s) for s in self.strides) + "]>"
        return f"memref<{dims}{self.element}{layout}, {1 if self.space == 'global' else 3}>"


@dataclass(frozen=True)
class TensorMapType(Type):
    """A `!tile.tensormap` (tiled): element type, box extents innermost first,
    and the optional swizzle, oob_fill, interleave, l2_promotion and element
    strides (innermost first). `at` is where it was written: a descriptor
    rule its parameter breaks is reported there."""

    element: str
    box: tuple
    swizzle: Optional[str] = None
    oob_fill: Optional[str] = None
    interleave: Optional[str] = None
    l2_promotion: Optional[str] = None
    element_strides: Optional[tuple] = None
    at: Optional[tuple] = field(default=None, compare=False)

    @property
    def rank(self) -> int:
        return len(self.box)

    def json(self) -> dict:
        out = {"kind": "tensormap", "element": self.element, "box": list(self.box)}
        for name in ("swizzle", "oob_fill", "interleave", "l2_promotion"):
            if getattr(self, name) is not None:
                out[name] = getattr(self, name)
        if self.element_strides is not None:
            out["element_strides"] = list(self.element_strides)
        if self.at is not None:
            out["at"] = list(self.at)
        return out

    def box_shape(self) -> tuple:
        """The box as the shape of the buffer it lands in (outermost first)."""
        return tuple(reversed(self.box))

    def __str__(self) -> str:
        return f"!tile.tensormap<{self.element}, rank = {self.rank}, box = {list(self.box)}>"


@dataclass(frozen=True)
class Im2colTensorMapType(TensorMapType):
    """A `!tile.tensormap` in im2col mode: `rank` dims (NHWC: 4), channels
    per pixel and pixels per column (what one load brings), the corners of
    the window per spatial dim (innermost first: w, h). `box` is empty; a
    load of it takes `mode="im2col"` and one i16 offset per spatial dim."""

    rank_: int = 0
    channels_per_pixel: int = 0
    pixels_per_column: int = 0
    lower_corner: tuple = ()
    upper_corner: tuple = ()

    @property
    def rank(self) -> int:
        return self.rank_

    def json(self) -> dict:
        out = super().json()
        del out["box"]
        out.update(
            mode="im2col",
            rank=self.rank_,
            channels_per_pixel=self.channels_per_pixel,
            pixels_per_column=self.pixels_per_column,
            lower_corner=list(self.lower_corner),
            upper_corner=list(self.upper_corner),
        )
        return out

    def box_shape(self) -> tuple:
        """What one load brings (outermost first): pixels x channels."""
        return (self.pixels_per_column, self.channels_per_pixel)

    def __str__(self) -> str:
        return (
            f"!tile.tensormap<{self.element}, rank = {self.rank_}, mode = im2col, channels_per_pixel = "
            f"{self.channels_per_pixel}, pixels_per_column = {self.pixels_per_column}, lower_corner = "
            f"{list(self.lower_corner)}, upper_corner = {list(self.upper_corner)}>"
        )


def tensormap_im2col(
    element: str,
    rank: int,
    channels_per_pixel: int,
    pixels_per_column: int,
    lower_corner: Sequence[int],
    upper_corner: Sequence[int],
    *,
    swizzle: Optional[str] = None,
    oob_fill: Optional[str] = None,
    l2_promotion: Optional[str] = None,
) -> Im2colTensorMapType:
    """An im2col tensor-map type (as `cuTensorMapEncodeIm2col`): corners per
    spatial dim, innermost first (`[w, h]` for NHWC)."""
    at = _caller()
    return Im2colTensorMapType(
        element,
        (),
        swizzle,
        oob_fill,
        None,
        l2_promotion,
        None,
        tuple(at) if at else None,
        int(rank),
        int(channels_per_pixel),
        int(pixels_per_column),
        tuple(int(c) for c in lower_corner),
        tuple(int(c) for c in upper_corner),
    )


def memref(element: str, shape: Sequence[Optional[int]], space: str = "global", strides=None) -> MemRefType:
    """A memref type; `shape` outermost first (None: a dynamic extent)."""
    return MemRefType(
        element, tuple(shape), space, None if strides is None else tuple(strides)
    )


def tensormap(
    element: str,
    box: Sequence[int],
    *,
    swizzle: Optional[str] = None,
    oob_fill: Optional[str] = None,
    interleave: Optional[str] = None,
    l2_promotion: Optional[str] = None,
    element_strides: Optional[Sequence[int]] = None,
) -> TensorMapType:
    """A tiled tensor-map type; `box` innermost first (as `cuTensorMapEncodeTiled`)."""
    at = _caller()
    return TensorMapType(
        element,
        tuple(int(b) for b in box),
        swizzle,
        oob_fill,
        interleave,
        l2_promotion,
        None if element_strides is None else tuple(element_strides),
        tuple(at) if at else None,
    )


def _type(t: Union[Type, str]) -> Type:
    if isinstance(t, Type):
        return t
    if t in _SCALARS:
        return _SCALARS[t]
    raise TypeError(f"not a type: {t!r} (index, i1, i16, i32, i64, ptr, memref(...), tensormap(...))")


# ------------------------------------------- dynamic shared memory slots


def box(map: TensorMapType, stages: int = 1) -> dict:
    """A dynamic shared buffer for `stages` boxes of `map` (aligned as its
    swizzle needs)."""
    shape = map.box_shape() if stages == 1 else (stages, *map.box_shape())
    return {"slot": {"kind": "box", "map": map.json(), "stages": int(stages)}, "type": memref(map.element, shape, "shared")}


def barrier_slot() -> dict:
    """An mbarrier in dynamic shared memory."""
    return {"slot": {"kind": "barrier"}, "type": memref("i64", [], "shared")}


def buffer(type: MemRefType, align: int) -> dict:
    """A dynamic shared buffer of `type` aligned to `align` bytes."""
    return {"slot": {"kind": "memref", "type": type.json(), "align": int(align)}, "type": type}


# ---------------------------------------------------------------- values


class Value:
    """A value a kernel computes: its kernel, id and type."""

    __slots__ = ("kernel", "id", "type", "body")

    def __init__(self, kernel: "Kernel", id: int, type: Type, body: "Body"):
        self.kernel = kernel
        self.id = id
        self.type = type
        self.body = body

    def __repr__(self) -> str:
        return f"<Value %{self.id}: {self.type} of kernel '{self.kernel.name}'>"

    def __bool__(self):
        raise TypeError("a kernel value has no truth value in Python: use k.if_(value) or k.select(...)")

    def _bin(self, name, other, swap=False):
        b = self.kernel._target()
        if name == "add" and isinstance(self.type, ElementType):
            at = _caller()
            return b._add_elements(other, self, at) if swap else b._add_elements(self, other, at)
        return b._binary(name, other, self) if swap else b._binary(name, self, other)

    def __add__(self, o): return self._bin("add", o)
    def __radd__(self, o): return self._bin("add", o, True)
    def __sub__(self, o): return self._bin("sub", o)
    def __rsub__(self, o): return self._bin("sub", o, True)
    def __mul__(self, o): return self._bin("mul", o)
    def __rmul__(self, o): return self._bin("mul", o, True)
    def __floordiv__(self, o): return self._bin("div_u", o)
    def __mod__(self, o): return self._bin("rem_u", o)
    def __and__(self, o): return self._bin("and", o)
    def __or__(self, o): return self._bin("or", o)
    def __xor__(self, o): return self._bin("xor", o)
    def __lshift__(self, o): return self._bin("shl", o)
    def __rshift__(self, o): return self._bin("shr_u", o)
    def __lt__(self, o): return self.kernel._target().cmp("slt", self, o)
    def __le__(self, o): return self.kernel._target().cmp("sle", self, o)
    def __gt__(self, o): return self.kernel._target().cmp("sgt", self, o)
    def __ge__(self, o): return self.kernel._target().cmp("sge", self, o)


_Int = Union[Value, int]


# ---------------------------------------------------------------- bodies


class Body:
    """Where ops go: a kernel's body, a loop's, an if's then or else."""

    def __init__(self, kernel: "Kernel", ops: list, parent: Optional["Body"]):
        self.kernel = kernel
        self.ops = ops
        self.parent = parent

    def _target(self) -> "Body":
        return self

    def _sees(self, value: Value) -> bool:
        body = self
        while body is not None:
            if body is value.body:
                return True
            body = body.parent
        return False

    # -- recording

    def _new(self, type: Type) -> Value:
        return Value(self.kernel, self.kernel.module._next_id(), type, self)

    def _record(self, op: dict, at, result: Optional[Type] = None) -> Optional[Value]:
        op["at"] = at
        value = None
        if result is not None:
            value = self._new(result)
            op["result"] = value.id
        self.ops.append(op)
        return value

    def _use(self, op: str, operand: str, value, at, expected: Optional[Type] = None, what: str = "") -> int:
        """The id of `value` as operand `operand` of `op`: a Value of this
        kernel that this body sees, of type `expected` (or of the kind `what`
        names: "int", "memref", "tensormap"); a Python int becomes a constant
        of `expected`."""
        if isinstance(value, bool) or not isinstance(value, (Value, int)):
            raise _error("builder-type", f"{op}: {operand} must be {expected or what}, got {value!r}", at)
        if isinstance(value, int):
            if not (isinstance(expected, ScalarType) and expected.is_int()):
                raise _error("builder-type", f"{op}: {operand} must be a value of {expected or what}, got {value!r}", at)
            return self._const(expected, value, at).id
        if value.kernel is not self.kernel:
            raise _error(
                "builder-value",
                f"{op}: {operand} is a value of kernel '{value.kernel.name}', not of '{self.kernel.name}'",
                at,
            )
        if not self._sees(value):
            raise _error("builder-value", f"{op}: {operand} was made in a body that is closed", at)
        t = value.type
        ok = {
            "int": isinstance(t, ScalarType) and t.is_int(),
            "memref": isinstance(t, MemRefType),
            "tensormap": isinstance(t, TensorMapType),
            "element": isinstance(t, ElementType),
            "": t == expected,
        }[what if expected is None else ""]
        if not ok:
            raise _error("builder-type", f"{op}: {operand} must be {expected or 'a ' + what}, got {t}", at)
        return value.id

    def _const(self, type: ScalarType, value: int, at) -> Value:
        low, high = _RANGES.get(type.name, (-(2**63), 2**63 - 1))
        if not low <= value <= high:
            raise _error("builder-type", f"const: value must be a {type} (from {low} to {high}), got {value}", at)
        return self._record({"op": "const", "type": type.name, "value": int(value)}, at, type)

    # -- constants and integer arithmetic

    def const(self, type: Union[ScalarType, str], value: int) -> Value:
        """An integer constant of `type`."""
        return self._target()._const(_type(type), value, _caller())

    def index(self, value: int) -> Value:
        return self._target()._const(index, value, _caller())

    def i32(self, value: int) -> Value:
        return self._target()._const(i32, value, _caller())

    def i64(self, value: int) -> Value:
        return self._target()._const(i64, value, _caller())

    def i16(self, value: int) -> Value:
        return self._target()._const(i16, value, _caller())

    def bool(self, value: bool) -> Value:
        return self._target()._const(i1, int(value), _caller())

    def _pair(self, op: str, a: _Int, b: _Int, at) -> tuple:
        """Two integer operands of one type (a Python int takes the other's)."""
        if isinstance(a, int) and isinstance(b, int):
            raise _error("builder-type", f"{op}: one of a and b must be a value, got {a!r} and {b!r}", at)
        first = a if isinstance(a, Value) else b
        ty = first.type if isinstance(first, Value) else None
        if isinstance(ty, ScalarType) and ty.is_int():
            ia = self._use(op, "a", a, at, ty)
            ib = self._use(op, "b", b, at, ty)
        else:
            ia = self._use(op, "a", a, at, what="int")
            ib = self._use(op, "b", b, at, what="int")
        return ia, ib, ty

    def _binary(self, name: str, a: _Int, b: _Int, at=None) -> Value:
        at = at or _caller()
        ia, ib, ty = self._pair(name, a, b, at)
        return self._record({"op": name, "a": ia, "b": ib}, at, ty)

    def add(self, a, b): return self._target()._binary("add", a, b, _caller())
    def sub(self, a, b): return self._target()._binary("sub", a, b, _caller())
    def mul(self, a, b): return self._target()._binary("mul", a, b, _caller())
    def div_u(self, a, b): return self._target()._binary("div_u", a, b, _caller())
    def rem_u(self, a, b): return self._target()._binary("rem_u", a, b, _caller())
    def and_(self, a, b): return self._target()._binary("and", a, b, _caller())
    def or_(self, a, b): return self._target()._binary("or", a, b, _caller())
    def xor(self, a, b): return self._target()._binary("xor", a, b, _caller())
    def shl(self, a, b): return self._target()._binary("shl", a, b, _caller())
    def shr_u(self, a, b): return self._target()._binary("shr_u", a, b, _caller())
    def min_u(self, a, b): return self._target()._binary("min_u", a, b, _caller())
    def max_u(self, a, b): return self._target()._binary("max_u", a, b, _caller())

    def cmp(self, pred: str, a: _Int, b: _Int) -> Value:
        """`a pred b` (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge): an i1."""
        at, t = _caller(), self._target()
        ia, ib, _ = t._pair("cmp", a, b, at)
        return t._record({"op": "cmp", "pred": pred, "a": ia, "b": ib}, at, i1)

    def select(self, cond: Value, a: _Int, b: _Int) -> Value:
        at, t = _caller(), self._target()
        ic = t._use("select", "cond", cond, at, i1)
        ia, ib, ty = t._pair("select", a, b, at)
        return t._record({"op": "select", "cond": ic, "a": ia, "b": ib}, at, ty)

    def cast(self, value: Value, to: Union[ScalarType, str]) -> Value:
        """`value` as integer type `to` (index_cast, extui or trunci)."""
        at, t, to = _caller(), self._target(), _type(to)
        iv = t._use("cast", "value", value, at, what="int")
        return t._record({"op": "cast", "value": iv, "to": to.name}, at, to)

    # -- ids

    def _id(self, name: str, dim: str) -> Value:
        return self._target()._record({"op": name, "dim": dim}, _caller(), index)

    def thread_id(self, dim: str = "x") -> Value: return self._id("thread_id", dim)
    def block_id(self, dim: str = "x") -> Value: return self._id("block_id", dim)
    def grid_dim(self, dim: str = "x") -> Value: return self._id("grid_dim", dim)
    def cluster_block_id(self, dim: str = "x") -> Value: return self._id("cluster_block_id", dim)

    def cluster_rank(self) -> Value:
        return self._target()._record({"op": "cluster_rank"}, _caller(), i32)

    # -- control flow

    @contextmanager
    def for_(self, lower: _Int, upper: _Int, step: _Int = 1) -> Iterator[Value]:
        """`with k.for_(lo, hi, step) as i:` a counted loop (`index` bounds)."""
        at, t = _caller(), self._target()
        op = {
            "op": "for",
            "lower": t._use("for", "lower", lower, at, index),
            "upper": t._use("for", "upper", upper, at, index),
            "step": t._use("for", "step", step, at, index),
            "body": [],
        }
        t._record(op, at)
        inner = Body(self.kernel, op["body"], t)
        iv = inner._new(index)
        op["iv"] = iv.id
        with self.kernel._open(inner):
            yield iv

    @contextmanager
    def for_carried(self, lower: _Int, upper: _Int, step: _Int, init: Value) -> Iterator["CarriedLoop"]:
        """`with k.for_carried(lo, hi, step, init) as loop:` a counted loop
        carrying one integer value: `loop.iv` (the induction variable),
        `loop.value` (this iteration's value, `init`'s type), `loop.carry(v)`
        (the next iteration's; once per body); after the block `loop.result`
        (the last value, or `init` when the loop ran no iteration)."""
        at, t = _caller(), self._target()
        if not isinstance(init, Value):
            raise _error("builder-type", f"for_carried: init must be an integer value, got {init!r}", at)
        op = {
            "op": "for_carried",
            "lower": t._use("for_carried", "lower", lower, at, index),
            "upper": t._use("for_carried", "upper", upper, at, index),
            "step": t._use("for_carried", "step", step, at, index),
            "init": t._use("for_carried", "init", init, at, what="int"),
            "body": [],
        }
        t._record(op, at)
        inner = Body(self.kernel, op["body"], t)
        iv, value = inner._new(index), inner._new(init.type)
        op["iv"], op["carried"] = iv.id, value.id
        loop = CarriedLoop(inner, iv, value)
        with self.kernel._open(inner):
            yield loop
        if loop._next is None:
            raise _error("builder-description", "for_carried: the body never called loop.carry(next)", at)
        op["next"] = loop._next
        loop.result = t._new(init.type)
        op["result"] = loop.result.id

    @contextmanager
    def if_(self, cond: Value) -> Iterator["Body"]:
        """`with k.if_(cond):` ops run when the i1 `cond` holds."""
        at, t = _caller(), self._target()
        op = {"op": "if", "cond": t._use("if", "cond", cond, at, i1), "then": []}
        t._record(op, at)
        inner = Body(self.kernel, op["then"], t)
        with self.kernel._open(inner):
            yield inner

    @contextmanager
    def else_(self) -> Iterator["Body"]:
        """`with k.else_():` right after a `with k.if_(...)`: its else."""
        at, t = _caller(), self._target()
        last = t.ops[-1] if t.ops else None
        if last is None or last.get("op") != "if" or "else" in last:
            raise _error("builder-description", "else_ must follow an if_ without an else in the same body", at)
        last["else"] = []
        inner = Body(self.kernel, last["else"], t)
        with self.kernel._open(inner):
            yield inner

    def _plain(self, name: str, **fields) -> None:
        self._target()._record({"op": name, **fields}, _caller())

    def sync_threads(self) -> None: self._plain("sync_threads")
    def cluster_sync(self) -> None: self._plain("cluster_sync")
    def fence_mbarrier_init(self) -> None: self._plain("fence_mbarrier_init")
    def bulk_commit(self) -> None: self._plain("bulk_commit")

    def bulk_wait(self, pending: int = 0, read: bool = False) -> None:
        self._plain("bulk_wait", pending=int(pending), read=bool(read))

    def cp_async_commit(self) -> None:
        """`tile.cp_async_commit`: closes the thread's cp.async group."""
        self._plain("cp_async_commit")

    def cp_async_wait(self, pending: int = 0) -> None:
        """`tile.cp_async_wait`: until at most `pending` of the thread's
        cp.async groups are in flight."""
        self._plain("cp_async_wait", pending=int(pending))

    def fence_proxy_async(self, space: str = "shared_cta") -> None:
        self._plain("fence_proxy_async", space=space)

    # -- memory

    def shared(self, name: str, type: MemRefType, align: int) -> Value:
        """A static shared buffer `@name` of `type` aligned to `align` bytes."""
        at, t = _caller(), self._target()
        if not isinstance(type, MemRefType):
            raise _error("builder-type", f"shared: type must be a memref type, got {type}", at)
        return t._record({"op": "shared", "name": name, "type": type.json(), "align": int(align)}, at, type)

    def barrier(self, name: str) -> Value:
        """A static mbarrier `@name` (`memref<i64, 3>`)."""
        return self._target()._record({"op": "barrier", "name": name}, _caller(), memref("i64", [], "shared"))

    def view(self, buffer: Value, offset: _Int, shape: Sequence[int]) -> Value:
        """A row-major view of `shape` (outermost first) into the shared
        `buffer`, `offset` elements in."""
        at, t = _caller(), self._target()
        ib = t._use("view", "buffer", buffer, at, what="memref")
        io = t._use("view", "offset", offset, at, index)
        ty = memref(buffer.type.element, shape, buffer.type.space)
        return t._record({"op": "view", "buffer": ib, "offset": io, "shape": [int(d) for d in shape]}, at, ty)

    def make_tensormap(self, source: Value, type: TensorMapType) -> Value:
        """A descriptor of `type` for the global memref `source`."""
        at, t = _caller(), self._target()
        if not isinstance(type, TensorMapType):
            raise _error("builder-type", f"make_tensormap: type must be a tensor map type, got {type}", at)
        src = t._use("make_tensormap", "source", source, at, what="memref")
        return t._record({"op": "make_tensormap", "source": src, "type": type.json()}, at, type)

    def int_to_ptr(self, address: Value) -> Value:
        """`llvm.inttoptr`: the i64 `address` as a global pointer (`ptr`)."""
        at, t = _caller(), self._target()
        ia = t._use("int_to_ptr", "address", address, at, i64)
        return t._record({"op": "int_to_ptr", "address": ia}, at, ptr)

    def make_tensormap_ptr(self, pointer: Value, dims: Sequence[_Int], strides: Sequence[_Int],
                           type: TensorMapType) -> Value:
        """`tile.make_tensormap_ptr`: a descriptor of `type` for the tensor
        at the global pointer `pointer`, built on the device: `dims` (i64,
        innermost first, one per axis) and the byte `strides` (i64) of axes
        1 .. rank-1. The compiler's planner gives it a per-CTA slot, rebinds
        it only when a value changed and fences it."""
        at, t = _caller(), self._target()
        if not isinstance(type, TensorMapType):
            raise _error("builder-type", f"make_tensormap_ptr: type must be a tensor map type, got {type}", at)
        ip = t._use("make_tensormap_ptr", "ptr", pointer, at, ptr)
        ids = [t._use("make_tensormap_ptr", f"dims[{i}]", d, at, i64) for i, d in enumerate(dims)]
        ist = [t._use("make_tensormap_ptr", f"strides[{i}]", s, at, i64) for i, s in enumerate(strides)]
        op = {"op": "make_tensormap_ptr", "ptr": ip, "dims": ids, "strides": ist, "type": type.json()}
        return t._record(op, at, type)

    # -- descriptor slots

    def tensormap_from_slot(self, slot: Value, type: TensorMapType) -> Value:
        """`tile.tensormap_from_slot`: the 128-byte `slot` (a memref of 128
        i8, global or shared) read as a descriptor of `type`."""
        at, t = _caller(), self._target()
        if not isinstance(type, TensorMapType):
            raise _error("builder-type", f"tensormap_from_slot: type must be a tensor map type, got {type}", at)
        op = {"op": "tensormap_from_slot", "slot": t._use("tensormap_from_slot", "slot", slot, at, what="memref"),
              "type": type.json()}
        return t._record(op, at, type)

    def tensormap_init(self, slot: Value, source: Optional[Value] = None) -> None:
        """`tile.tensormap_init`: fills `slot` with a copy of the descriptor
        `source`, or with zeros."""
        at, t = _caller(), self._target()
        op = {"op": "tensormap_init", "slot": t._use("tensormap_init", "slot", slot, at, what="memref")}
        if source is not None:
            op["source"] = t._use("tensormap_init", "source", source, at, what="tensormap")
        t._record(op, at)

    def rebind(self, slot: Value, type: TensorMapType, *, address=None, dims: Sequence[_Int] = (),
               strides: Sequence[_Int] = (), start: Union[None, str, TensorMapType] = None,
               unchanged: Sequence[int] = ()) -> None:
        """`tile.rebind`: rewrites the descriptor in `slot` as one of `type`:
        its global `address` (a pointer), `dims` (i32, innermost first, all
        of them or none) and byte `strides` (i64 of axes 1 .. rank-1, all or
        none). `start`: what the slot holds before, a descriptor of `type`
        (None), of another type (a TensorMapType: `from T`) or "zeroed";
        `unchanged`: dynamic fields given but not written."""
        at, t = _caller(), self._target()
        if not isinstance(type, TensorMapType):
            raise _error("builder-type", f"rebind: type must be a tensor map type, got {type}", at)
        op = {
            "op": "rebind",
            "slot": t._use("rebind", "slot", slot, at, what="memref"),
            "type": type.json(),
            "dims": [t._use("rebind", f"dims[{i}]", d, at, i32) for i, d in enumerate(dims)],
            "strides": [t._use("rebind", f"strides[{i}]", s, at, i64) for i, s in enumerate(strides)],
            "unchanged": [int(u) for u in unchanged],
        }
        if address is not None:
            op["address"] = t._use("rebind", "address", address, at, ptr)
        if isinstance(start, TensorMapType):
            op["from"] = start.json()
        elif start == "zeroed":
            op["zeroed"] = True
        elif start is not None:
            raise _error("builder-type", f"rebind: start must be None, 'zeroed' or a tensor map type, got {start!r}", at)
        t._record(op, at)

    def tensormap_fence_acquire(self, slot: Value, scope: str = "gpu") -> None:
        """`tile.tensormap_fence_acquire`: the slot's new descriptor visible
        to this thread's TMA ops (`scope`: cta, cluster, gpu, sys)."""
        at, t = _caller(), self._target()
        t._record({"op": "tensormap_fence_acquire",
                   "slot": t._use("tensormap_fence_acquire", "slot", slot, at, what="memref"), "scope": scope}, at)

    def tensormap_fence_release(self, scope: str = "gpu") -> None:
        """`tile.tensormap_fence_release`: this thread's descriptor writes
        released to the TMA proxy."""
        self._plain("tensormap_fence_release", scope=scope)

    # -- TMA

    def _coords(self, op: str, coords: Sequence[_Int], at) -> list:
        return [self._use(op, f"coords[{i}]", c, at, i32) for i, c in enumerate(coords)]

    def _options(self, op: str, fields: dict, at, **given) -> dict:
        types = {"predicate": i1, "multicast": i16, "l2_hint": i64, "byte_mask": i16, "src_size": i32,
                 "ignore_src": i1}
        for name, value in given.items():
            if value is not None:
                fields[name] = self._use(op, name, value, at, types[name])
        return fields

    def _mode(self, name: str, op: dict, mode: Optional[str], im2col, at) -> None:
        """A load's or prefetch's `mode` and im2col offsets (i16 each)."""
        if mode is not None:
            op["mode"] = mode
        if im2col:
            op["im2col"] = [self._use(name, f"im2col[{i}]", v, at, i16) for i, v in enumerate(im2col)]

    def load(self, desc: Value, coords: Sequence[_Int], dst: Value, mbar: Value, *, predicate=None,
             multicast=None, l2_hint=None, dst_space: Optional[str] = None, mode: Optional[str] = None,
             im2col: Sequence[_Int] = ()) -> None:
        """`tile.load`: the box of `desc` at `coords` (i32, innermost first)
        into shared `dst`, completing on `mbar`. `multicast`: an i16 mask of
        the cluster's CTAs that receive it; `mode="im2col"` with `im2col`
        (one i16 offset per spatial dim, innermost first) for an im2col map."""
        at, t = _caller(), self._target()
        op = {
            "op": "load",
            "desc": t._use("load", "desc", desc, at, what="tensormap"),
            "coords": t._coords("load", coords, at),
            "dst": t._use("load", "dst", dst, at, what="memref"),
            "mbar": t._use("load", "mbar", mbar, at, what="memref"),
        }
        t._mode("load", op, mode, im2col, at)
        if dst_space is not None:
            op["dst_space"] = dst_space
        t._record(t._options("load", op, at, predicate=predicate, multicast=multicast, l2_hint=l2_hint), at)

    def _store(self, name: str, src, desc, coords, at, predicate, l2_hint, **extra) -> None:
        op = {
            "op": name,
            **extra,
            "src": self._use(name, "src", src, at, what="memref"),
            "desc": self._use(name, "desc", desc, at, what="tensormap"),
            "coords": self._coords(name, coords, at),
        }
        self._record(self._options(name, op, at, predicate=predicate, l2_hint=l2_hint), at)

    def store(self, src: Value, desc: Value, coords: Sequence[_Int], *, predicate=None, l2_hint=None) -> None:
        """`tile.store`: shared `src` into the box of `desc` at `coords`."""
        self._target()._store("store", src, desc, coords, _caller(), predicate, l2_hint)

    def reduce(self, kind: str, src: Value, desc: Value, coords: Sequence[_Int], *, predicate=None,
               l2_hint=None) -> None:
        """`tile.reduce kind` (add, min, max, inc, dec, and, or, xor)."""
        self._target()._store("reduce", src, desc, coords, _caller(), predicate, l2_hint, kind=kind)

    def prefetch(self, desc: Value, coords: Sequence[_Int], *, predicate=None, l2_hint=None,
                 mode: Optional[str] = None, im2col: Sequence[_Int] = ()) -> None:
        """`tile.prefetch`: the box of `desc` at `coords` into L2."""
        at, t = _caller(), self._target()
        op = {
            "op": "prefetch",
            "desc": t._use("prefetch", "desc", desc, at, what="tensormap"),
            "coords": t._coords("prefetch", coords, at),
        }
        t._mode("prefetch", op, mode, im2col, at)
        t._record(t._options("prefetch", op, at, predicate=predicate, l2_hint=l2_hint), at)

    def _bulk(self, name: str, at, **operands) -> dict:
        """A bulk (non-tensor) op's memref operands and its i32 `size`."""
        t = self._target()
        op = {"op": name}
        for operand, value in operands.items():
            if operand == "size":
                op["size"] = t._use(name, "size", value, at, i32)
            elif value is not None:
                op[operand] = t._use(name, operand, value, at, what="memref")
        return op

    def bulk_load(self, src: Value, dst: Value, size: _Int, mbar: Value, *, multicast=None, l2_hint=None,
                  dst_space: Optional[str] = None) -> None:
        """`tile.bulk_load`: `size` bytes of global `src` into shared `dst`,
        completing on `mbar` (`multicast`: an i16 CTA mask)."""
        at, t = _caller(), self._target()
        op = self._bulk("bulk_load", at, src=src, dst=dst, size=size, mbar=mbar)
        if dst_space is not None:
            op["dst_space"] = dst_space
        t._record(t._options("bulk_load", op, at, multicast=multicast, l2_hint=l2_hint), at)

    def bulk_store(self, src: Value, dst: Value, size: _Int, *, l2_hint=None, byte_mask=None) -> None:
        """`tile.bulk_store`: `size` bytes of shared `src` into global `dst`
        (a bulk async-group: `bulk_commit`, `bulk_wait`)."""
        at, t = _caller(), self._target()
        op = self._bulk("bulk_store", at, src=src, dst=dst, size=size)
        t._record(t._options("bulk_store", op, at, l2_hint=l2_hint, byte_mask=byte_mask), at)

    def bulk_reduce(self, kind: str, src: Value, dst: Value, size: _Int, *, mbar: Optional[Value] = None,
                    l2_hint=None) -> None:
        """`tile.bulk_reduce kind`: `size` bytes of shared `src` reduced into
        `dst` (global; another CTA's shared memory when `mbar` is given)."""
        at, t = _caller(), self._target()
        op = self._bulk("bulk_reduce", at, src=src, dst=dst, size=size, mbar=mbar)
        op["kind"] = kind
        t._record(t._options("bulk_reduce", op, at, l2_hint=l2_hint), at)

    def bulk_prefetch(self, src: Value, size: _Int, *, l2_hint=None) -> None:
        """`tile.bulk_prefetch`: `size` bytes of global `src` into L2."""
        at, t = _caller(), self._target()
        op = self._bulk("bulk_prefetch", at, src=src, size=size)
        t._record(t._options("bulk_prefetch", op, at, l2_hint=l2_hint), at)

    def cp_async(self, src: Value, src_indices: Sequence[_Int], dst: Value, dst_indices: Sequence[_Int],
                 bytes: int, *, cache: Optional[str] = None, src_size=None, ignore_src=None, l2_hint=None,
                 l2_prefetch: Optional[int] = None) -> None:
        """`tile.cp_async`: `bytes` (4, 8 or 16) from global `src[src_indices]`
        to shared `dst[dst_indices]` (indices outermost first; `cache`: "ca"
        or "cg"; `l2_prefetch`: 64, 128 or 256)."""
        at, t = _caller(), self._target()
        op = {
            "op": "cp_async",
            "src": t._use("cp_async", "src", src, at, what="memref"),
            "src_indices": t._indices("cp_async", src_indices, at),
            "dst": t._use("cp_async", "dst", dst, at, what="memref"),
            "dst_indices": t._indices("cp_async", dst_indices, at),
            "bytes": int(bytes),
        }
        if cache is not None:
            op["cache"] = cache
        if l2_prefetch is not None:
            op["l2_prefetch"] = int(l2_prefetch)
        t._record(t._options("cp_async", op, at, src_size=src_size, ignore_src=ignore_src, l2_hint=l2_hint), at)

    def prefetch_tensormap(self, desc: Value, *, predicate=None) -> None:
        at, t = _caller(), self._target()
        op = {"op": "prefetch_tensormap", "desc": t._use("prefetch_tensormap", "desc", desc, at, what="tensormap")}
        t._record(t._options("prefetch_tensormap", op, at, predicate=predicate), at)

    # -- mbarriers

    def _mbar(self, name: str, mbar: Value, at, **operands) -> dict:
        op = {"op": name, "mbar": self._use(name, "mbar", mbar, at, what="memref")}
        for operand, (value, ty) in operands.items():
            if value is not None:
                op[operand] = self._use(name, operand, value, at, ty)
        return op

    def mbarrier_init(self, mbar: Value, count: _Int) -> None:
        at, t = _caller(), self._target()
        t._record(t._mbar("mbarrier_init", mbar, at, count=(count, i32)), at)

    def mbarrier_arrive(self, mbar: Value) -> None:
        at, t = _caller(), self._target()
        t._record(t._mbar("mbarrier_arrive", mbar, at), at)

    def mbarrier_arrive_cluster(self, mbar: Value, rank: _Int, *, release_cta: bool = False) -> None:
        """`tile.mbarrier_arrive_cluster`: an arrive on the mbarrier at
        `mbar`'s offset in the cluster's CTA `rank` (an i32); `release_cta`:
        release at CTA scope (no GPU-scope fence)."""
        at, t = _caller(), self._target()
        op = t._mbar("mbarrier_arrive_cluster", mbar, at, rank=(rank, i32))
        if release_cta:
            op["release_cta"] = True
        t._record(op, at)

    def mbarrier_arrive_expect_tx(self, mbar: Value, bytes: _Int, *, predicate=None) -> None:
        at, t = _caller(), self._target()
        t._record(t._mbar("mbarrier_arrive_expect_tx", mbar, at, bytes=(bytes, i32), predicate=(predicate, i1)), at)

    def mbarrier_expect_tx(self, mbar: Value, bytes: _Int) -> None:
        at, t = _caller(), self._target()
        t._record(t._mbar("mbarrier_expect_tx", mbar, at, bytes=(bytes, i32)), at)

    def mbarrier_wait_parity(self, mbar: Value, parity: _Int) -> None:
        at, t = _caller(), self._target()
        t._record(t._mbar("mbarrier_wait_parity", mbar, at, parity=(parity, i32)), at)

    def mbarrier_try_wait_parity(self, mbar: Value, parity: _Int) -> Value:
        """Whether the phase of `parity` completed (an i1)."""
        at, t = _caller(), self._target()
        return t._record(t._mbar("mbarrier_try_wait_parity", mbar, at, parity=(parity, i32)), at, i1)

    # -- elements of tiles in memory

    def _indices(self, op: str, indices: Sequence[_Int], at) -> list:
        return [self._use(op, f"indices[{i}]", v, at, index) for i, v in enumerate(indices)]

    def load_element(self, memref: Value, indices: Sequence[_Int]) -> Value:
        """`memref.load`: one element of `memref` (shared or global), one
        `index` per dimension (outermost first): a value of its element type."""
        at, t = _caller(), self._target()
        im = t._use("load_element", "memref", memref, at, what="memref")
        ids = t._indices("load_element", indices, at)
        ty = ElementType(memref.type.element)
        return t._record({"op": "load_element", "memref": im, "indices": ids}, at, ty)

    def load_scalar(self, memref: Value, indices: Sequence[_Int]) -> Value:
        """`memref.load` of one integer element (a memref of i16, i32 or
        i64: a table's entry), one `index` per dimension: an integer value
        of that type (what arithmetic, `cast` and `select` take)."""
        at, t = _caller(), self._target()
        im = t._use("load_scalar", "memref", memref, at, what="memref")
        if memref.type.element not in ("i16", "i32", "i64"):
            raise _error("builder-type", f"load_scalar: memref must hold i16, i32 or i64, got {memref.type}", at)
        ids = t._indices("load_scalar", indices, at)
        return t._record({"op": "load_scalar", "memref": im, "indices": ids}, at, _SCALARS[memref.type.element])

    def store_element(self, value: Value, memref: Value, indices: Sequence[_Int]) -> None:
        """`memref.store` of the element `value` into `memref` at `indices`."""
        at, t = _caller(), self._target()
        iv = t._use("store_element", "value", value, at, what="element")
        im = t._use("store_element", "memref", memref, at, what="memref")
        ids = t._indices("store_element", indices, at)
        t._record({"op": "store_element", "value": iv, "memref": im, "indices": ids}, at)

    def _add_elements(self, a: Value, b: Value, at) -> Value:
        ia = self._use("add_elements", "a", a, at, what="element")
        ib = self._use("add_elements", "b", b, at, what="element")
        return self._record({"op": "add_elements", "a": ia, "b": ib}, at, a.type)

    def add_elements(self, a: Value, b: Value) -> Value:
        """`a + b` of two elements (`arith.addf` for floats, `arith.addi`
        for integers); also `a + b` on element values."""
        return self._target()._add_elements(a, b, _caller())


class CarriedLoop:
    """The loop `Body.for_carried` opens: `iv`, `value`, `carry(next)`, and
    after its block `result`."""

    def __init__(self, body: Body, iv: Value, value: Value):
        self.body, self.iv, self.value = body, iv, value
        self.result: Optional[Value] = None
        self._next: Optional[int] = None

    def carry(self, next: _Int) -> None:
        """The value of the next iteration (the carried value's type; a
        Python int is a constant of it)."""
        at = _caller()
        if self._next is not None:
            raise _error("builder-description", "for_carried: loop.carry(...) was already called in this body", at)
        if self.result is not None:
            raise _error("builder-value", "for_carried: the loop is closed", at)
        self._next = self.body._use("for_carried", "next", next, at, self.value.type)


class Kernel(Body):
    """A kernel being built: `params` (its parameters as values), and the
    ops of its body. Ops built on it go to the innermost open `with` body."""

    def __init__(self, module: "Module", name: str, params: Sequence[Type], block, grid, at):
        super().__init__(self, [], None)
        self.module = module
        self.name = name
        self._stack: list = [self]
        self._dynamic = False
        self.params = []
        self._params_json = []
        for t in params:
            t = _type(t)
            v = self._new(t)
            self.params.append(v)
            where = t.at if isinstance(t, TensorMapType) and t.at else at
            self._params_json.append({"id": v.id, "type": t.json(), "at": list(where) if where else None})
        self.block = [int(b) for b in ([block] if isinstance(block, int) else block)]
        self.grid = None if grid is None else [int(g) for g in ([grid] if isinstance(grid, int) else grid)]
        self.at = at

    def _target(self) -> Body:
        return self._stack[-1]

    @contextmanager
    def _open(self, body: Body):
        self._stack.append(body)
        try:
            yield
        finally:
            self._stack.pop()

    def dynamic_shared(self, slots: Sequence[dict]) -> list:
        """Declares the kernel's dynamic shared memory: `slots` (`box(map,
        stages)`, `barrier_slot()`, `buffer(type, align)`) laid out in order
        at aligned offsets; their buffers, as shared memref values. The
        manifest reports the bytes a launch must pass."""
        at = _caller()
        if self._target() is not self:
            raise _error("builder-dynamic-shared", "dynamic shared memory is declared in the kernel's own body", at)
        results = [self._new(s["type"]) for s in slots]
        self._record({"op": "dynamic_shared", "slots": [s["slot"] for s in slots], "results": [v.id for v in results]}, at)
        return results

    def json(self) -> dict:
        return {
            "name": self.name,
            "at": self.at,
            "block": self.block,
            "grid": self.grid,
            "params": self._params_json,
            "body": self.ops,
        }


class Module:
    """A module for one target holding one `gpu.module` (`unit`), whose
    kernels `kernel` adds; `compile` compiles it like `tile_opt.compile`."""

    def __init__(self, unit: str = "kernels", *, target: str = "sm_90a"):
        self.unit = unit
        self.target = target
        self.at = _caller()
        self.kernels: list = []
        self._ids = 0

    def _next_id(self) -> int:
        self._ids += 1
        return self._ids

    def kernel(self, name: str, params: Sequence[Union[Type, str]] = (), *, block=128, grid=None) -> Kernel:
        """Adds kernel `name` taking `params` (types) with `block` threads
        (an int or up to 3 sizes) and, when given, a fixed `grid`."""
        k = Kernel(self, name, params, block, grid, _caller())
        self.kernels.append(k)
        return k

    def description(self) -> dict:
        """The module as plain data (what `compile` sends)."""
        return {
            "format": FORMAT,
            "unit": self.unit,
            "target": self.target,
            "at": self.at,
            "kernels": [k.json() for k in self.kernels],
        }

    def json(self) -> str:
        return json.dumps(self.description(), separators=(",", ":"))

    def ir(self) -> str:
        """The tile IR the typed builders make of it, printed before any
        pass (no locations); a builder mistake raises `CompileError`."""
        from . import _print_description

        return _print_description(self.json())

    def compile(self, **options):
        """Compiles the module: `tile_opt.compile`'s options (strategy,
        pipeline, target, use_cache, cubin) and result."""
        from . import _compile_description

        return _compile_description(self.json(), **options)
