"""Shared fixtures: the repository's inputs and a private cache folder per test."""

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def private_cache(tmp_path, monkeypatch):
    """Every test gets an empty disk cache of its own and an empty memory cache."""
    import tile_opt

    monkeypatch.setenv("TILE_OPT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("TILE_OPT_CACHE", raising=False)
    tile_opt.cache.clear_memory()
    yield tmp_path / "cache"
    tile_opt.cache.clear_memory()


def source(relative: str) -> str:
    return (ROOT / relative).read_text(encoding="utf-8")
