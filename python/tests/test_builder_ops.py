"""tile_opt.builder ops that the Python DSL's ports need: im2col tensor maps and
loads, arrives on a cluster peer's mbarrier, element loads / stores / adds in
memory, loop-carried values, table reads (`load_scalar`) and descriptors built on
the device from an address (`int_to_ptr`, `make_tensormap_ptr`), bulk (non-tensor)
copies and cp.async, descriptor slots (`tensormap_init`, `rebind`, the tensormap fences,
`tensormap_from_slot`), `located` (ops at a given line), `Module.ir()`; each builds the op
it names, compiles, and a mistake in it is a CompileError at its line."""

import sys

import pytest
import tile_opt
from tile_opt import builder as tb


def next_line() -> int:
    """The line after the caller's."""
    return sys._getframe(1).f_lineno + 1


def only_error(info) -> tile_opt.Diagnostic:
    (d,) = info.value.errors
    assert str(info.value).startswith(f"{d.file}:{d.line}:")
    return d


CONV = tb.tensormap_im2col("f16", 4, 16, 32, [-1, -1], [-1, -1])


def im2col_module(offsets=2):
    m = tb.Module("kernels")
    k = m.kernel("gather", [CONV], block=32)
    (src,) = k.params
    slab = k.shared("slab", tb.memref("f16", [32, 16], "shared"), align=1024)
    bar = k.barrier("bar")
    with k.if_(k.cmp("eq", k.thread_id(), 0)):
        k.mbarrier_init(bar, 1)
        k.mbarrier_arrive_expect_tx(bar, 32 * 16 * 2)
        line = next_line()
        k.load(src, [0, -1, -1, 0], slab, bar, mode="im2col", im2col=[k.i16(1), k.i16(2)][:offsets])
        k.mbarrier_wait_parity(bar, 0)
    return m, line


def test_an_im2col_map_and_its_load():
    assert CONV.json()["mode"] == "im2col" and "box" not in CONV.json()
    assert CONV.box_shape() == (32, 16)
    m, _ = im2col_module()
    ir = m.ir()
    assert (
        "!tile.tensormap<f16, rank = 4, mode = im2col, channels_per_pixel = 16, pixels_per_column = 32, "
        "lower_corner = [-1, -1], upper_corner = [-1, -1]>"
    ) in ir
    assert "im2col[%c1_i16, %c2_i16]" in ir and "mode = im2col" in ir
    ptx = m.compile().kernel("gather").ptx
    assert "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes" in ptx
    (param,) = m.compile().manifest["kernels"][0]["tensormap_params"]
    assert param["encode"] == "im2col" and param["im2col"]["pixels_per_column"] == 32


def test_an_im2col_load_with_too_few_offsets_is_refused_at_its_line():
    m, line = im2col_module(offsets=1)
    with pytest.raises(tile_opt.CompileError) as info:
        m.compile()
    d = only_error(info)
    assert (d.file, d.line) == (__file__, line)
    assert d.rule


def test_an_im2col_offset_must_be_i16():
    m = tb.Module("kernels")
    k = m.kernel("gather", [CONV], block=32)
    slab = k.shared("slab", tb.memref("f16", [32, 16], "shared"), align=1024)
    bar = k.barrier("bar")
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        k.load(k.params[0], [0, 0, 0, 0], slab, bar, mode="im2col", im2col=[k.i32(1), k.i32(1)])
    d = only_error(info)
    assert (d.rule, d.line) == ("builder-type", line)
    assert "im2col[0] must be i16" in d.message


def test_an_unknown_load_mode_is_refused_at_its_line():
    m = tb.Module("kernels")
    k = m.kernel("k", [tb.tensormap("f32", [64, 64])], block=32)
    smem = k.shared("smem", tb.memref("f32", [64, 64], "shared"), align=1024)
    bar = k.barrier("bar")
    line = next_line()
    k.load(k.params[0], [0, 0], smem, bar, mode="sideways")
    with pytest.raises(tile_opt.CompileError) as info:
        m.compile()
    d = only_error(info)
    assert (d.rule, d.line) == ("builder-description", line)
    assert "sideways" in d.message


def arrive_module(release_cta: bool):
    m = tb.Module("kernels")
    k = m.kernel("arrive", [], block=32)
    bar = k.barrier("empty")
    with k.if_(k.cmp("eq", k.thread_id(), 0)):
        k.mbarrier_init(bar, 2)
        k.fence_mbarrier_init()
    k.cluster_sync()
    with k.if_(k.cmp("eq", k.thread_id(), 0)):
        for peer in range(2):
            k.mbarrier_arrive_cluster(bar, k.i32(peer), release_cta=release_cta)
    k.cluster_sync()
    return m


def test_an_arrive_on_a_cluster_peers_mbarrier():
    ir = arrive_module(True).ir()
    assert ir.count("tile.mbarrier_arrive_cluster") == 2 and "release_cta" in ir
    assert "release_cta" not in arrive_module(False).ir()
    ptx = arrive_module(True).compile().kernel("arrive").ptx
    assert "mapa.shared::cluster" in ptx
    assert "mbarrier.arrive.release.cluster" not in ptx
    assert "mbarrier.arrive.release.cluster" in arrive_module(False).compile().kernel("arrive").ptx


def test_an_arrive_rank_must_be_i32():
    m = tb.Module("kernels")
    k = m.kernel("arrive", [], block=32)
    bar = k.barrier("empty")
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        k.mbarrier_arrive_cluster(bar, k.index(1))
    d = only_error(info)
    assert (d.rule, d.line) == ("builder-type", line)
    assert "rank must be i32" in d.message


def rmw_module(element="f32"):
    """acc += src over a 16 x 64 tile, by every thread (a strided loop)."""
    m = tb.Module("kernels")
    k = m.kernel("rmw", [tb.memref(element, [16, 64])], block=128)
    (glob,) = k.params
    spec = tb.memref(element, [16, 64], "shared")
    src = k.view(k.shared("src", spec, 1024), 0, [1024])
    acc = k.view(k.shared("acc", spec, 1024), 0, [1024])
    with k.for_(k.thread_id(), 1024, 128) as e:
        total = k.load_element(acc, [e]) + k.load_element(src, [e])
        k.store_element(total, acc, [e])
        first = k.load_element(glob, [k.index(0), e // 16])
        k.store_element(k.add_elements(first, total), acc, [e])
    k.fence_proxy_async("shared_cta")
    k.sync_threads()
    return m


def test_elements_of_tiles_load_add_and_store():
    ir = rmw_module().ir()
    assert ir.count("memref.load") == 3 and ir.count("arith.addf") == 2 and ir.count("memref.store") == 2
    ptx = rmw_module().compile().kernel("rmw").ptx
    assert "add.rn.f32" in ptx or "add.f32" in ptx
    assert "ld.global" in ptx  # the element of the global memref
    assert "arith.addi" in rmw_module("i32").ir()


def test_an_element_is_not_an_integer():
    m = tb.Module("kernels")
    k = m.kernel("k", [], block=32)
    buf = k.shared("buf", tb.memref("f32", [32], "shared"), 128)
    v = k.load_element(buf, [k.thread_id()])
    assert str(v.type) == "f32"
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        k.add(v, 1)
    assert (only_error(info).rule, only_error(info).line) == ("builder-type", line)
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        v + 1
    assert (only_error(info).rule, only_error(info).line) == ("builder-type", line)
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        k.store_element(k.i32(1), buf, [0])
    assert (only_error(info).rule, only_error(info).line) == ("builder-type", line)


def test_element_mistakes_of_rust_are_at_their_lines():
    m = tb.Module("kernels")
    k = m.kernel("k", [], block=32)
    f = k.shared("f", tb.memref("f32", [32], "shared"), 128)
    i = k.shared("i", tb.memref("i32", [32], "shared"), 128)
    v = k.load_element(f, [k.thread_id()])
    line = next_line()
    k.store_element(v, i, [k.thread_id()])  # an f32 into an i32 buffer
    with pytest.raises(tile_opt.CompileError) as info:
        m.ir()
    d = only_error(info)
    assert (d.rule, d.file, d.line) == ("builder-shape", __file__, line)
    m = tb.Module("kernels")
    k = m.kernel("k", [], block=32)
    f = k.shared("f", tb.memref("f32", [8, 32], "shared"), 128)
    line = next_line()
    k.load_element(f, [k.thread_id()])  # one index for 2 dims
    with pytest.raises(tile_opt.CompileError) as info:
        m.compile()
    assert (only_error(info).rule, only_error(info).line) == ("builder-arity", line)
    m = tb.Module("kernels")
    k = m.kernel("k", [], block=32)
    f = k.shared("f", tb.memref("f32", [32], "shared"), 128)
    h = k.shared("h", tb.memref("f16", [32], "shared"), 128)
    a, b = k.load_element(f, [0]), k.load_element(h, [0])
    line = next_line()
    k.add_elements(a, b)
    with pytest.raises(tile_opt.CompileError) as info:
        m.compile()
    assert (only_error(info).rule, only_error(info).line) == ("builder-shape", line)


def test_located_puts_ops_at_a_given_line():
    m = tb.Module("kernels")
    k = m.kernel("k", [tb.tensormap("f32", [64, 64])], block=32)
    smem = k.shared("smem", tb.memref("f32", [64, 64], "shared"), align=1024)
    bar = k.barrier("bar")
    with tb.located(["program.py", 7, 3]):
        k.load(k.params[0], [0], smem, bar)  # one coordinate for a 2-D box
        with tb.located(None):
            inner = tb._caller()
    assert inner[0] == __file__
    with pytest.raises(tile_opt.CompileError) as info:
        m.compile()
    d = only_error(info)
    assert (d.rule, d.file, d.line, d.col) == ("builder-arity", "program.py", 7, 3)


def test_ir_is_the_text_before_any_pass_and_refuses_as_compile_does():
    m = tb.Module("kernels")
    k = m.kernel("k", [], block=32)
    k.sync_threads()
    ir = m.ir()
    assert ir.startswith("module attributes {gpu.container_module")
    assert "gpu.barrier" in ir and "loc(" not in ir
    bad = tb.Module("kernels")
    k = bad.kernel("k", [tb.tensormap("f32", [64, 64])], block=32)
    line = next_line()
    k.load(k.params[0], [0], k.shared("s", tb.memref("f32", [64, 64], "shared"), 1024), k.barrier("b"))
    with pytest.raises(tile_opt.CompileError) as info:
        bad.ir()
    assert (only_error(info).rule, only_error(info).line) == ("builder-arity", line)


def test_an_unknown_tensor_map_mode_in_a_description_is_refused():
    desc = tb.Module("kernels").description()
    desc["kernels"] = [
        {"name": "k", "at": None, "block": [32], "grid": None, "body": [],
         "params": [{"id": 1, "type": {"kind": "tensormap", "element": "f32", "mode": "diagonal"}, "at": None}]}
    ]
    import json

    with pytest.raises(tile_opt.CompileError) as info:
        tile_opt._print_description(json.dumps(desc))
    assert "diagonal" in str(info.value)


def test_a_described_element_op_on_an_integer_is_refused_by_the_replay():
    import json

    desc = tb.Module("kernels").description()
    at = ["hand.py", 3, 1]
    desc["kernels"] = [{
        "name": "k", "at": None, "block": [32], "grid": None, "params": [],
        "body": [
            {"op": "shared", "name": "f", "type": {"kind": "memref", "element": "f32", "shape": [32], "space": "shared"},
             "align": 128, "result": 1, "at": None},
            {"op": "const", "type": "i32", "value": 1, "result": 2, "at": None},
            {"op": "const", "type": "index", "value": 0, "result": 3, "at": None},
            {"op": "store_element", "value": 2, "memref": 1, "indices": [3], "at": at},
        ],
    }]
    with pytest.raises(tile_opt.CompileError) as info:
        tile_opt._print_description(json.dumps(desc))
    d = only_error(info)
    assert (d.file, d.line) == ("hand.py", 3)
    assert "store_element: value" in d.message and "an element value" in d.message and "i32" in d.message


def carried_module():
    m = tb.Module("kernels")
    k = m.kernel("carried", [], block=32)
    bar = k.barrier("bar")
    with k.if_(k.cmp("eq", k.thread_id(), 0)):
        k.mbarrier_init(bar, 1)
        with k.for_carried(0, 10, 1, k.i32(0)) as loop:
            k.mbarrier_arrive(bar)
            k.mbarrier_wait_parity(bar, loop.value)
            loop.carry(loop.value ^ 1)  # the phase flips each round
        k.mbarrier_wait_parity(bar, loop.result ^ 1)
    return m


def test_a_loop_carries_a_value():
    ir = carried_module().ir()
    assert "iter_args(" in ir and ir.count("scf.yield") >= 1 and "-> (i32)" in ir
    ptx = carried_module().compile().kernel("carried").ptx
    assert ptx.count("mbarrier.try_wait.parity") >= 2


def test_carried_loop_mistakes_are_at_their_lines():
    m = tb.Module("kernels")
    k = m.kernel("k", [], block=32)
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        with k.for_carried(0, 4, 1, k.i32(0)):
            k.sync_threads()
    assert (only_error(info).rule, only_error(info).line) == ("builder-description", line)
    with pytest.raises(tile_opt.CompileError) as info:
        with k.for_carried(0, 4, 1, k.i32(0)) as loop:
            line = next_line()
            loop.carry(loop.iv)  # an index for an i32
    d = only_error(info)
    assert (d.rule, d.line) == ("builder-type", line) and "next must be i32, got index" in d.message
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        with k.for_carried(0, 4, 1, 3):
            pass
    assert (only_error(info).rule, only_error(info).line) == ("builder-type", line)
    with pytest.raises(tile_opt.CompileError) as info:
        with k.for_carried(0, 4, 1, k.i64(0)) as loop:
            with k.if_(k.bool(True)):
                inner = k.i64(1)
            line = next_line()
            loop.carry(inner)
    assert (only_error(info).rule, only_error(info).line) == ("builder-value", line)


def test_a_described_carried_value_of_another_type_is_refused_by_the_replay():
    import json

    m = tb.Module("kernels")
    k = m.kernel("k", [], block=32)
    with k.for_carried(0, 4, 1, k.i32(0)) as loop:
        loop.carry(loop.value + 1)
    desc = m.description()
    (loop_op,) = [op for op in desc["kernels"][0]["body"] if op["op"] == "for_carried"]
    loop_op["next"] = loop_op["iv"]  # an index where the i32 goes
    with pytest.raises(tile_opt.CompileError) as info:
        tile_opt._print_description(json.dumps(desc))
    d = only_error(info)
    assert "for_carried: next" in d.message and "index" in d.message
    assert d.file == __file__


def test_with_blocks_are_located_at_the_users_line_not_contextlibs():
    m = tb.Module("kernels")
    k = m.kernel("k", [], block=32)
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        with k.for_(0, k.i32(4)):
            pass
    d = only_error(info)
    assert (d.rule, d.file, d.line) == ("builder-type", __file__, line)
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        with k.if_(k.i32(1)):
            pass
    assert (only_error(info).file, only_error(info).line) == (__file__, line)


# ---------------------------------------------------------------- tables and device descriptors

WORK, GROUPS = tb.memref("i32", [None]), tb.memref("i64", [None])
BOX = tb.tensormap("f32", [64, 64])


def table_module(pitch_type=tb.i64):
    """One CTA per table row: the row's address, extents and pitch read from a
    group table, its descriptor built on the device, one box loaded and stored."""
    m = tb.Module("kernels")
    k = m.kernel("from_table", [WORK, GROUPS], block=32)
    work, groups = k.params
    (buf, bar) = k.dynamic_shared([tb.box(BOX), tb.barrier_slot()])
    with k.if_(k.cmp("eq", k.thread_id(), 0)):
        k.mbarrier_init(bar, 1)
        k.fence_proxy_async("shared_cta")
        g = k.cast(k.load_scalar(work, [k.block_id()]), tb.index)
        word = [k.load_scalar(groups, [g * 8 + i]) for i in range(5)]
        src, dst, rows, cols, pitch = word
        pitch = k.cast(pitch, pitch_type)
        line = next_line()
        load_desc = k.make_tensormap_ptr(k.int_to_ptr(src), [cols, rows], [pitch], BOX)
        store_desc = k.make_tensormap_ptr(k.int_to_ptr(dst), [cols, rows], [word[4]], BOX)
        k.mbarrier_arrive_expect_tx(bar, 64 * 64 * 4)
        k.load(load_desc, [0, 0], buf, bar)
        k.mbarrier_wait_parity(bar, 0)
        k.store(buf, store_desc, [0, 0])
        k.bulk_commit()
        k.bulk_wait(0, read=True)
    return m, line


def test_a_table_read_and_a_descriptor_built_on_the_device():
    m, line = table_module()
    ir = m.ir()
    assert "memref.load %arg0[" in ir and ": memref<?xi32, 1>" in ir and ": memref<?xi64, 1>" in ir
    assert ir.count("llvm.inttoptr") == 2 and ir.count("tile.make_tensormap_ptr") == 2
    assert "dims[" in ir and "strides[" in ir and "!llvm.ptr<1> -> !tile.tensormap<f32, rank = 2, box = [64, 64]>" in ir
    art = m.compile()
    assert "tensormap.replace.tile.global_address" in art.kernel("from_table").ptx
    (k,) = art.manifest["kernels"]
    assert [d["op"] for d in k["device_tmas"]] == ["tile.make_tensormap_ptr"] * 2
    assert all(d["location"] == f"{__file__}:{line}:{d['location'].rsplit(':', 1)[1]}" for d in k["device_tmas"][:1])
    assert len(k["rebind"]["templates"]) == 2


def test_table_and_descriptor_mistakes_are_at_their_lines():
    m = tb.Module("kernels")
    k = m.kernel("k", [WORK, GROUPS, tb.memref("f32", [None])], block=32)
    work, groups, floats = k.params
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        k.load_scalar(floats, [0])
    assert (only_error(info).rule, only_error(info).line) == ("builder-type", line)
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        k.int_to_ptr(k.load_scalar(work, [0]))  # an i32, not an i64 address
    d = only_error(info)
    assert (d.rule, d.line) == ("builder-type", line) and "address must be i64, got i32" in d.message
    address = k.load_scalar(groups, [0])
    with pytest.raises(tile_opt.CompileError) as info:
        line = next_line()
        k.make_tensormap_ptr(address, [address, address], [address], BOX)  # an i64, not a pointer
    assert (only_error(info).rule, only_error(info).line) == ("builder-type", line)
    # Rust's rule: a rank-2 descriptor takes two dims and one stride.
    k.make_tensormap_ptr(k.int_to_ptr(address), [address], [address], BOX)
    line = sys._getframe().f_lineno - 1
    with pytest.raises(tile_opt.CompileError) as info:
        m.ir()
    d = only_error(info)
    assert (d.file, d.line) == (__file__, line) and "dims" in d.message


def test_a_table_pitch_must_be_i64():
    # The Python side sees the operand's type: refused at the call, before any replay.
    with pytest.raises(tile_opt.CompileError) as info:
        table_module(pitch_type=tb.i32)
    d = only_error(info)
    assert (d.rule, d.file) == ("builder-type", __file__) and "strides[0] must be i64, got i32" in d.message
    assert "load_desc = k.make_tensormap_ptr" in open(__file__).read().splitlines()[d.line - 1]


def test_a_described_table_read_of_floats_is_refused_by_the_replay():
    import json

    desc = tb.Module("kernels").description()
    at = ["hand.py", 7, 1]
    desc["kernels"] = [{
        "name": "k", "at": None, "block": [32], "grid": None,
        "params": [{"id": 1, "type": {"kind": "memref", "element": "f32", "shape": [None], "space": "global"},
                    "at": None}],
        "body": [
            {"op": "const", "type": "index", "value": 0, "result": 2, "at": None},
            {"op": "load_scalar", "memref": 1, "indices": [2], "result": 3, "at": at},
        ],
    }]
    with pytest.raises(tile_opt.CompileError) as info:
        tile_opt._print_description(json.dumps(desc))
    d = only_error(info)
    assert (d.file, d.line) == ("hand.py", 7)
    assert "load_scalar: memref" in d.message and "i16, i32 or i64" in d.message


def bulk_module(store_from_global=False):
    """A kernel that moves 4 KiB global -> shared by a bulk load, prefetches the next 4 KiB into
    L2, stores the slab back, reduce-adds it elsewhere, and copies 16 bytes with cp.async."""
    m = tb.Module("kernels")
    k = m.kernel("bulk", [tb.memref("f32", [1024]), tb.memref("f32", [1024]), tb.memref("f32", [2048])], block=32)
    src, dst, big = k.params
    slab = k.shared("slab", tb.memref("f32", [1024], "shared"), align=128)
    bar = k.barrier("bar")
    with k.if_(k.cmp("eq", k.thread_id(), 0)):
        k.mbarrier_init(bar, 1)
        k.fence_proxy_async("shared_cta")
        k.mbarrier_arrive_expect_tx(bar, 4096)
        k.bulk_load(src, slab, 4096, bar)
        k.bulk_prefetch(big, 4096)
        k.mbarrier_wait_parity(bar, 0)
        line = next_line()
        k.bulk_store(src if store_from_global else slab, dst, 4096)
        k.bulk_reduce("add", slab, big, 4096)
        k.bulk_commit()
        k.bulk_wait(0, read=True)
    k.cp_async(src, [k.index(0)], slab, [k.index(4)], 16, cache="cg")
    k.cp_async_commit()
    k.cp_async_wait(0)
    return m, line


def test_bulk_copies_and_cp_async():
    m, _ = bulk_module()
    ir = m.ir()
    for op in ("tile.bulk_load", "tile.bulk_prefetch", "tile.bulk_store", "tile.bulk_reduce add",
               "tile.cp_async", "tile.cp_async_commit", "tile.cp_async_wait 0"):
        assert op in ir, op
    for strategy in ("intrinsics", "asm"):
        ptx = m.compile(strategy=strategy).kernel("bulk").ptx
        assert "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes" in ptx, strategy
        assert "cp.async.bulk.prefetch.L2.global" in ptx, strategy
        assert "cp.async.bulk.global.shared::cta.bulk_group" in ptx, strategy
        assert "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32" in ptx, strategy
        assert "cp.async.cg.shared.global" in ptx, strategy
        assert "cp.async.commit_group" in ptx and "cp.async.wait_group" in ptx, strategy


def test_a_bulk_store_from_global_memory_is_refused_at_its_line():
    m, line = bulk_module(store_from_global=True)
    with pytest.raises(tile_opt.CompileError) as info:
        m.compile()
    d = only_error(info)
    assert (d.line, d.file) == (line, __file__)
    assert d.rule == "builder-space" and "tile.bulk_store: src must be a shared memref" in d.message


SLOT_MAP = tb.tensormap("f32", [64, 16])


def slot_module(dims=2):
    """A kernel that rebinds a global descriptor slot (zeroed first: every field written) to the
    tensor at `addr`, fences it, reads it back as a descriptor and loads through it."""
    m = tb.Module("kernels")
    k = m.kernel("slot", [tb.memref("i8", [128]), tb.i64, tb.i32, tb.i32, tb.i64], block=32)
    slot, addr, cols, rows, pitch = k.params
    tile = k.shared("tile", tb.memref("f32", [16, 64], "shared"), align=128)
    bar = k.barrier("bar")
    with k.if_(k.cmp("eq", k.thread_id(), 0)):
        k.tensormap_init(slot)
        line = next_line()
        k.rebind(slot, SLOT_MAP, address=k.int_to_ptr(addr), dims=[cols, rows][:dims], strides=[pitch], start="zeroed")
        k.tensormap_fence_release("gpu")
        k.tensormap_fence_acquire(slot, "gpu")
        desc = k.tensormap_from_slot(slot, SLOT_MAP)
        k.mbarrier_init(bar, 1)
        k.fence_proxy_async("shared_cta")
        k.mbarrier_arrive_expect_tx(bar, 64 * 16 * 4)
        k.load(desc, [0, 0], tile, bar)
        k.mbarrier_wait_parity(bar, 0)
    return m, line


def test_a_descriptor_slot_rebound_fenced_and_read():
    m, _ = slot_module()
    ir = m.ir()
    assert "tile.tensormap_init" in ir and "tile.tensormap_from_slot" in ir
    assert "zeroed : memref<128xi8, 1> as !tile.tensormap<f32, rank = 2, box = [64, 16]>" in ir, ir
    assert "tile.tensormap_fence_release" in ir and "tile.tensormap_fence_acquire" in ir
    for strategy in ("intrinsics", "asm"):
        ptx = m.compile(strategy=strategy).kernel("slot").ptx
        assert "tensormap.replace.tile.global_address.global.b1024.b64" in ptx, strategy
        assert "tensormap.replace.tile.global_dim.global.b1024.b32" in ptx, strategy
        assert "fence.proxy.tensormap::generic.release.gpu" in ptx, strategy
        assert "fence.proxy.tensormap::generic.acquire.gpu" in ptx, strategy
        assert "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes" in ptx, strategy


def test_a_rebind_with_too_few_dims_is_refused_at_its_line():
    m, line = slot_module(dims=1)
    with pytest.raises(tile_opt.CompileError) as info:
        m.compile()
    d = only_error(info)
    assert (d.line, d.file) == (line, __file__)
    assert d.rule == "builder-arity" and "tile.rebind: dims needs 2 value(s), got 1" in d.message
