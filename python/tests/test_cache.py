"""The compile cache: memory, disk, keys, robustness."""

import json

import tile_opt

from conftest import source


def test_a_second_compile_comes_from_memory_then_from_disk(private_cache):
    src = source("examples/copy_2d.mlir")
    first = tile_opt.compile(src)
    assert first.cached == ""
    assert tile_opt.compile(src).cached == "memory"
    files = list(private_cache.rglob("*.json"))
    assert len(files) == 1
    tile_opt.cache.clear_memory()  # as a new process would start
    again = tile_opt.compile(src)
    assert again.cached == "disk"
    assert again.kernel("copy_2d").ptx == first.kernel("copy_2d").ptx
    assert again.manifest == first.manifest


def test_the_key_covers_strategy_target_and_text(private_cache):
    src = source("examples/copy_2d.mlir")
    tile_opt.compile(src)
    assert tile_opt.compile(src, strategy="asm").cached == ""
    assert tile_opt.compile(src, target="sm_100a").cached == ""
    assert tile_opt.compile(src + "\n").cached == ""
    assert len(list(private_cache.rglob("*.json"))) == 4


def test_a_corrupt_entry_is_recompiled(private_cache):
    src = source("examples/copy_2d.mlir")
    tile_opt.compile(src)
    (entry,) = private_cache.rglob("*.json")
    entry.write_text("{not json")
    tile_opt.cache.clear_memory()
    a = tile_opt.compile(src)
    assert a.cached == ""
    assert json.loads(entry.read_text())["units"]


def test_errors_are_not_cached(private_cache):
    bad = "module { this is not mlir }"
    for _ in range(2):
        try:
            tile_opt.compile(bad)
        except tile_opt.CompileError:
            pass
    assert not list(private_cache.rglob("*.json"))


def test_the_disk_cache_can_be_turned_off(private_cache, monkeypatch):
    monkeypatch.setenv("TILE_OPT_CACHE", "0")
    tile_opt.compile(source("examples/copy_2d.mlir"))
    assert not private_cache.exists()
