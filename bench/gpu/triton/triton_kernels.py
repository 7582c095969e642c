"""The Triton 3.6 kernels of the grouped and MoE benchmarks (imported only for a GPU run).

Work table: 2 x i32 per 64-row band (group, band). Group table (Triton's): 8 x i64 per group in
ELEMENTS from the arenas' base pointers: (src offset, dst offset, rows, cols, src pitch, dst
pitch, column boxes, 0). Each kernel copies (REDUCE = False) or adds (REDUCE = True) the band's
BM x BN blocks, one column box after the other:

- band_dd: one program per band; the group's two descriptors made by the program
  (`tl.make_tensor_descriptor`, written into the global scratch Triton's allocator gives the
  launch); `desc.load` / `desc.store` (TMA), `desc.atomic_add` (TMA reduce) for REDUCE;
- persistent_dd: a grid of about one program per SM, program p taking bands p, p + grid, ...
  (descriptors made per band as in band_dd);
- band_ptr: one program per band, masked `tl.load` / `tl.store` through pointers.
"""

import triton
import triton.language as tl


@triton.jit
def _group(grp, g):
    row = grp + g * 8
    so = tl.load(row)
    do = tl.load(row + 1)
    rows = tl.load(row + 2).to(tl.int32)
    cols = tl.load(row + 3).to(tl.int32)
    sp = tl.load(row + 4)
    dp = tl.load(row + 5)
    nt = tl.load(row + 6).to(tl.int32)
    return so, do, rows, cols, sp, dp, nt


@triton.jit
def _band_dd(src, dst, grp, g, band, BM: tl.constexpr, BN: tl.constexpr, REDUCE: tl.constexpr):
    so, do, rows, cols, sp, dp, nt = _group(grp, g)
    sd = tl.make_tensor_descriptor(src + so, shape=[rows, cols], strides=[sp, 1], block_shape=[BM, BN])
    dd = tl.make_tensor_descriptor(dst + do, shape=[rows, cols], strides=[dp, 1], block_shape=[BM, BN])
    y = band * BM
    for t in range(nt):
        v = sd.load([y, t * BN])
        if REDUCE:
            dd.atomic_add([y, t * BN], v)
        else:
            dd.store([y, t * BN], v)


@triton.jit
def band_dd(src, dst, work, grp, BM: tl.constexpr, BN: tl.constexpr, REDUCE: tl.constexpr):
    pid = tl.program_id(0)
    _band_dd(src, dst, grp, tl.load(work + 2 * pid), tl.load(work + 2 * pid + 1), BM, BN, REDUCE)


@triton.jit
def persistent_dd(src, dst, work, grp, nwork, BM: tl.constexpr, BN: tl.constexpr, REDUCE: tl.constexpr):
    for w in range(tl.program_id(0), nwork, tl.num_programs(0)):
        _band_dd(src, dst, grp, tl.load(work + 2 * w), tl.load(work + 2 * w + 1), BM, BN, REDUCE)


@triton.jit
def band_ptr(src, dst, work, grp, BM: tl.constexpr, BN: tl.constexpr, REDUCE: tl.constexpr):
    pid = tl.program_id(0)
    so, do, rows, cols, sp, dp, nt = _group(grp, tl.load(work + 2 * pid))
    r = tl.load(work + 2 * pid + 1) * BM + tl.arange(0, BM)
    rmask = (r < rows)[:, None]
    r64 = r.to(tl.int64)[:, None]
    sbase = src + so + r64 * sp
    dbase = dst + do + r64 * dp
    for t in range(nt):
        c = t * BN + tl.arange(0, BN)
        m = rmask & (c < cols)[None, :]
        v = tl.load(sbase + c[None, :], mask=m)
        if REDUCE:
            v = v + tl.load(dbase + c[None, :], mask=m)
        tl.store(dbase + c[None, :], v, mask=m)
