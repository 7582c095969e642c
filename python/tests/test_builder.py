"""tile_opt.builder: kernels built from Python compile to the PTX of their MLIR text,
pipelined rings assemble, and every mistake is a CompileError at the line that made it."""

import json
import sys

import pytest
import tile_opt
from tile_opt import builder as tb

from conftest import source


def next_line() -> int:
    """The line after the caller's."""
    return sys._getframe(1).f_lineno + 1


def with_block(text: str, kernel: str, threads: int) -> str:
    """The MLIR text with `kernel` fixing its block, as every built kernel does
    (`known_block_size`, PTX's `.maxntid`)."""
    head = f"gpu.func @{kernel}("
    start = text.index(head)
    end = text.index(") kernel {", start)
    attr = f") kernel attributes {{known_block_size = array<i32: {threads}, 1, 1>}} {{"
    return text[:end] + attr + text[end + len(") kernel {") :]


def copy_body(k, src, dst):
    """The body of examples/copy_2d.mlir and copy_strided.mlir, op for op (the
    builders put each new shared global first in the gpu.module: the barrier is
    made first so that the globals come in the text's order)."""
    bar = k.barrier("tile_bar")
    smem = k.shared("tile_smem", tb.memref("f32", [64, 64], "shared"), align=1024)
    c0 = k.index(0)
    c1_i32, c0_i32, c64_i32, nbytes = k.i32(1), k.i32(0), k.i32(64), k.i32(16384)
    tid, bx, by = k.thread_id("x"), k.block_id("x"), k.block_id("y")
    bxi, byi = k.cast(bx, tb.i32), k.cast(by, tb.i32)
    x, y = bxi * c64_i32, byi * c64_i32
    leader = k.cmp("eq", tid, c0)
    with k.if_(leader):
        k.mbarrier_init(bar, c1_i32)
        k.fence_proxy_async("shared_cta")
        k.mbarrier_arrive_expect_tx(bar, nbytes)
        k.load(src, [x, y], smem, bar)
        k.mbarrier_wait_parity(bar, c0_i32)
        k.store(smem, dst, [x, y])
        k.bulk_commit()
        k.bulk_wait(0, read=True)


def copy_2d_module() -> tb.Module:
    m = tb.Module("kernels", target="sm_90a")
    desc = tb.tensormap("f32", [64, 64])
    k = m.kernel("copy_2d", [desc, desc], block=128)
    copy_body(k, *k.params)
    return m


def test_copy_2d_is_the_ptx_of_its_text():
    built = copy_2d_module().compile()
    text = source("examples/copy_2d.mlir")
    fixed = tile_opt.compile(with_block(text, "copy_2d", 128))
    assert built.kernel("copy_2d").ptx == fixed.kernel("copy_2d").ptx
    assert built.manifest == fixed.manifest
    # The text as written fixes no block: its PTX lacks only `.maxntid`.
    plain = tile_opt.compile(text).kernel("copy_2d").ptx.splitlines()
    ours = built.kernel("copy_2d").ptx.splitlines()
    assert [line for line in ours if line not in plain] == [".maxntid 128, 1, 1"]
    assert len(ours) == len(plain) + 1


def test_copy_strided_is_the_ptx_of_its_text():
    m = tb.Module("kernels", target="sm_90a")
    mem = tb.memref("f32", [None, None], strides=[None, 1])
    desc = tb.tensormap("f32", [64, 64])
    k = m.kernel("copy_strided", [mem, mem], block=128)
    src, dst = k.params
    dsrc, ddst = k.make_tensormap(src, desc), k.make_tensormap(dst, desc)
    copy_body(k, dsrc, ddst)
    built = m.compile()
    fixed = tile_opt.compile(with_block(source("test/gpu/runtime/copy_strided.mlir"), "copy_strided", 128))
    assert built.kernel("copy_strided").ptx == fixed.kernel("copy_strided").ptx
    assert built.manifest == fixed.manifest
    dims = built.kernel("copy_strided").manifest
    assert "stride(0)*4" in json.dumps(dims)


def test_built_modules_are_cached_by_their_description():
    first = copy_2d_module().compile()
    again = copy_2d_module().compile()
    assert (first.cached, again.cached) == ("", "memory")
    tile_opt.cache.clear_memory()
    assert copy_2d_module().compile().cached == "disk"
    # Another program is another entry.
    m = copy_2d_module()
    m.kernels[0].sync_threads()
    assert m.compile().cached == ""


def ring_module() -> tb.Module:
    """A 2-stage pipelined ring: each CTA copies a column of 32-wide, 64-high boxes
    (128-byte swizzled), two in flight per iteration, in dynamic shared memory."""
    m = tb.Module("ring", target="sm_90a")
    tile = tb.tensormap("f32", [32, 64], swizzle="sw128")
    k = m.kernel("copy_ring", [tile, tile, tb.i32], block=128)
    src, dst, rows = k.params
    ring, full0, full1 = k.dynamic_shared([tb.box(tile, stages=2), tb.barrier_slot(), tb.barrier_slot()])
    stage = [k.view(ring, s * 64 * 32, [64, 32]) for s in range(2)]
    full = [full0, full1]
    x = k.cast(k.block_id("x"), tb.i32) * 32
    with k.if_(k.cmp("eq", k.thread_id("x"), 0)):
        for s in range(2):
            k.mbarrier_init(full[s], 1)
        k.fence_proxy_async("shared_cta")
        with k.for_(0, k.cast(rows, tb.index), 2) as i:
            parity = k.cast((i // 2) & 1, tb.i32)
            k.bulk_wait(0, read=True)
            for s in range(2):
                y = k.cast(i + s, tb.i32) * 64
                k.mbarrier_arrive_expect_tx(full[s], 64 * 32 * 4)
                k.load(src, [x, y], stage[s], full[s])
                k.prefetch(src, [x, y + 128])
            for s in range(2):
                y = k.cast(i + s, tb.i32) * 64
                k.mbarrier_wait_parity(full[s], parity)
                k.store(stage[s], dst, [x, y])
                k.bulk_commit()
        k.bulk_wait(0, read=True)
    return m


def test_a_pipelined_ring_compiles_and_ptxas_assembles_it():
    assert tile_opt.ptxas(), "no ptxas on PATH (scripts/python.sh test puts the project's on it)"
    a = ring_module().compile(cubin=True)
    k = a.kernel("copy_ring")
    assert k.cubin[:4] == b"\x7fELF"
    assert k.ptx.count("cp.async.bulk.tensor.2d.shared::cluster.global") == 2
    assert k.ptx.count("cp.async.bulk.prefetch.tensor.2d") == 2
    # Two boxes of 8 KiB, 1024-aligned (the 128-byte swizzle), then two mbarriers.
    assert k.manifest["shared_memory"]["dynamic_bytes"] == 2 * 64 * 32 * 4 + 16


def test_reduce_and_an_else():
    m = tb.Module()
    tile = tb.tensormap("f32", [32, 8])
    k = m.kernel("acc", [tile, tile], block=32)
    src, dst = k.params
    buf = k.shared("buf", tb.memref("f32", [8, 32], "shared"), align=128)
    bar = k.barrier("bar")
    first = k.cmp("eq", k.thread_id(), 0)
    with k.if_(first):
        k.mbarrier_init(bar, 1)
        k.fence_proxy_async()
        k.mbarrier_arrive_expect_tx(bar, 8 * 32 * 4)
        k.load(src, [0, 0], buf, bar)
        k.mbarrier_wait_parity(bar, 0)
        k.reduce("add", buf, dst, [0, k.i32(8)])
        k.bulk_commit()
        k.bulk_wait(0, read=True)
    with k.else_():
        k.sync_threads()
    ptx = m.compile().kernel("acc").ptx
    assert "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add" in ptx
    assert "bar.sync" in ptx


# ------------------------------------------------------------------ mistakes


def only_error(info) -> tile_opt.Diagnostic:
    (d,) = info.value.errors
    assert str(info.value).startswith(f"{d.file}:{d.line}:")
    return d


def test_a_value_of_the_wrong_type_is_refused_at_its_line():
    m = tb.Module()
    k = m.kernel("k", [tb.tensormap("f32", [64, 64])], block=32)
    bar = k.barrier("bar")
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        k.mbarrier_init(bar, k.index(1))
    d = only_error(info)
    assert (d.rule, d.file, d.line) == ("builder-type", __file__, line)
    assert "count must be i32, got index" in d.message
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        k.load(bar, [0, 0], bar, bar)
    d = only_error(info)
    assert (d.rule, d.line) == ("builder-type", line)
    assert "desc must be a tensormap" in d.message


def test_a_value_of_another_kernel_is_refused_at_its_line():
    m = tb.Module()
    a = m.kernel("a", [], block=32)
    b = m.kernel("b", [], block=32)
    bar = a.barrier("bar")
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        b.mbarrier_init(bar, 1)
    d = only_error(info)
    assert (d.rule, d.file, d.line) == ("builder-value", __file__, line)
    assert "kernel 'a', not of 'b'" in d.message


def test_a_value_of_a_closed_body_is_refused_at_its_line():
    m = tb.Module()
    k = m.kernel("k", [], block=32)
    with k.if_(k.bool(True)):
        inside = k.i32(3)
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        k.add(inside, 1)
    d = only_error(info)
    assert (d.rule, d.line) == ("builder-value", line)


def test_a_box_too_large_is_refused_where_the_type_is_written():
    m = tb.Module()
    line = next_line()
    wide = tb.tensormap("f32", [512, 8])
    m.kernel("k", [wide], block=32)
    with pytest.raises(tile_opt.CompileError) as info:
        m.compile()
    d = only_error(info)
    assert (d.rule, d.file, d.line) == ("box-dim-range", __file__, line)
    assert "512" in d.message and "kernel 'k'" in d.message


def test_a_builder_error_of_rust_is_at_the_line_of_its_op():
    m = tb.Module()
    k = m.kernel("k", [tb.tensormap("f32", [64, 64])], block=32)
    (desc,) = k.params
    smem = k.shared("smem", tb.memref("f32", [64, 64], "shared"), align=1024)
    bar = k.barrier("bar")
    line = next_line()
    k.load(desc, [0], smem, bar)  # one coordinate for a 2-D box
    with pytest.raises(tile_opt.CompileError) as info:
        m.compile()
    d = only_error(info)
    assert (d.rule, d.file, d.line) == ("builder-arity", __file__, line)
    assert d.col > 1


def test_a_verifier_diagnostic_is_at_the_line_of_its_op():
    m = tb.Module()
    k = m.kernel("k", [tb.tensormap("f32", [64, 64])], block=32)
    (desc,) = k.params
    small = k.shared("small", tb.memref("f32", [32, 64], "shared"), align=1024)
    bar = k.barrier("bar")
    with k.if_(k.cmp("eq", k.thread_id(), 0)):
        k.mbarrier_init(bar, 1)
        k.mbarrier_arrive_expect_tx(bar, 64 * 64 * 4)
        line = next_line()
        k.load(desc, [0, 0], small, bar)  # a 64 x 64 box into 32 x 64
        k.mbarrier_wait_parity(bar, 0)
    with pytest.raises(tile_opt.CompileError) as info:
        m.compile()
    d = only_error(info)
    assert (d.rule, d.file, d.line) == ("smem-size", __file__, line)
    assert "'tile.load' op" in d.message


def test_rust_checks_a_description_it_is_handed():
    here = [__file__, 7, 3]
    description = {
        "format": 1,
        "unit": "kernels",
        "target": "sm_90a",
        "at": here,
        "kernels": [
            {
                "name": "k",
                "at": here,
                "block": [32],
                "params": [],
                "body": [
                    {"op": "const", "type": "i32", "value": 4, "result": 1, "at": here},
                    {"op": "for", "lower": 1, "upper": 1, "step": 1, "iv": 2, "body": [], "at": [__file__, 9, 5]},
                ],
            }
        ],
    }
    with pytest.raises(tile_opt.CompileError) as info:
        tile_opt._compile_description(json.dumps(description))
    d = only_error(info)
    assert (d.rule, d.line, d.col) == ("builder-type", 9, 5)
    assert "lower must be an index, got i32" in d.message
    description["kernels"][0]["body"][1] = {"op": "sync_threads", "at": here, "extra": 1}
    description["kernels"][0]["body"].append({"op": "warp_shuffle", "at": [__file__, 11, 1]})
    with pytest.raises(tile_opt.CompileError) as info:
        tile_opt._compile_description(json.dumps(description))
    d = only_error(info)
    assert (d.rule, d.line) == ("builder-description", 11)
    with pytest.raises(tile_opt.CompileError, match="builder-description"):
        tile_opt._compile_description("{not json")
    with pytest.raises(tile_opt.CompileError, match="builder-value"):
        description["kernels"][0]["body"] = [{"op": "add", "a": 5, "b": 5, "result": 6, "at": here}]
        tile_opt._compile_description(json.dumps(description))
