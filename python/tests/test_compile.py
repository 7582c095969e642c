"""tile_opt.compile: artifacts, located errors as exceptions, threads."""

import threading

import pytest
import tile_opt

from conftest import source

BAD_BOX = (
    "module {\n"
    "  func.func @f(%a: memref<8x8xf32, 1>) {\n"
    "    %d = tile.make_tensormap %a : memref<8x8xf32, 1> -> "
    "!tile.tensormap<f32, rank = 2, box = [512, 8]>\n"
    "    return\n"
    "  }\n"
    "}\n"
)


def test_artifacts_hold_ptx_and_the_manifest():
    a = tile_opt.compile(source("examples/copy_2d.mlir"))
    k = a.kernel("copy_2d")
    assert ".entry copy_2d(" in k.ptx
    assert "cp.async.bulk.tensor.2d" in k.ptx
    assert a.manifest["complete"] is True
    assert k.manifest["name"] == "copy_2d"
    assert k.param_types() == ["!tile.tensormap<f32, rank = 2, box = [64, 64]>"] * 2
    assert a.units["kernels"] == k.ptx


def test_both_strategies():
    src = source("test/gpu/runtime/copy_strided.mlir")
    intrinsics = tile_opt.compile(src).kernel("copy_strided").ptx
    asm = tile_opt.compile(src, strategy="asm").kernel("copy_strided").ptx
    assert intrinsics != asm
    assert "cp.async.bulk.tensor.2d.global.shared::cta" in asm


def test_a_refused_module_raises_with_located_diagnostics():
    with pytest.raises(tile_opt.CompileError) as info:
        tile_opt.compile(BAD_BOX)
    e = info.value
    (d,) = e.errors
    assert (d.rule, d.line, d.severity) == ("box-dim-range", 3, "error")
    assert "512" in d.message
    assert str(e).startswith(f"{d.file}:3:")


def test_bad_options_are_errors_not_crashes():
    with pytest.raises(tile_opt.CompileError, match="strategy 'ptx'"):
        tile_opt.compile(source("examples/copy_2d.mlir"), strategy="ptx")
    with pytest.raises(tile_opt.CompileError, match="target 'sm_42'"):
        tile_opt.compile(source("examples/copy_2d.mlir"), target="sm_42")
    with pytest.raises(tile_opt.CompileError):
        tile_opt.compile("module { this is not mlir }")


def test_threads_compile_at_once_and_each_gets_its_own_result():
    template = source("examples/copy_2d.mlir")
    results, errors = {}, []

    def work(i):
        try:
            for round in range(3):
                name = f"copy_t{i}_{round}"
                a = tile_opt.compile(template.replace("@copy_2d", f"@{name}"), use_cache=False)
                results[name] = [k.name for k in a.kernels]
                with pytest.raises(tile_opt.CompileError) as info:
                    tile_opt.compile(BAD_BOX.replace("box = [512", f"box = [{300 + i}"), use_cache=False)
                assert str(300 + i) in info.value.errors[0].message
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    assert len(results) == 24
    assert all(v == [k] for k, v in results.items())


def test_warnings_and_remarks_come_with_the_artifacts():
    a = tile_opt.compile(source("test/gpu/runtime/copy_strided.mlir"))
    rules = {d.rule for d in a.diagnostics}
    assert "no-launch-site" in rules


def test_a_session_holds_options_and_is_shared_by_threads():
    session = tile_opt.Session(strategy="asm", use_cache=False)
    src = source("test/gpu/runtime/copy_strided.mlir")
    out = []
    threads = [threading.Thread(target=lambda: out.append(session.compile(src))) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(out) == 4
    assert len({a.kernel("copy_strided").ptx for a in out}) == 1
    assert out[0].kernel("copy_strided").ptx == tile_opt.compile(src, strategy="asm").kernel("copy_strided").ptx


def test_cubins_come_from_ptxas_when_there_is_one(monkeypatch):
    src = source("examples/copy_2d.mlir")
    assert tile_opt.ptxas(), "no ptxas on PATH (scripts/python.sh test puts the project's on it)"
    a = tile_opt.compile(src, cubin=True)
    assert a.kernel("copy_2d").cubin[:4] == b"\x7fELF"
    tile_opt.cache.clear_memory()
    assert tile_opt.compile(src, cubin=True).kernel("copy_2d").cubin == a.kernel("copy_2d").cubin
    monkeypatch.setenv("TILE_OPT_PTXAS", "")
    assert tile_opt.compile(src, cubin=True).kernel("copy_2d").cubin is None
    monkeypatch.setenv("TILE_OPT_PTXAS", "/bin/false")
    with pytest.raises(tile_opt.CompileError, match="ptxas refused"):
        tile_opt.compile(src, cubin=True, use_cache=False)
