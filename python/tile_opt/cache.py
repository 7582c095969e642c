"""The compile cache: in memory for this process, and on disk across processes.

An entry is keyed by the SHA-256 of everything that decides the output: the
compiler version, the module's text, the strategy, the pipeline and the target.
The disk cache lives in `$TILE_OPT_CACHE_DIR` (default `~/.cache/tile_opt`);
`TILE_OPT_CACHE=0` turns it off. Entries are JSON files written atomically (a
temporary file renamed into place), so concurrent processes never read half of
one; an unreadable entry is ignored and recompiled.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
from pathlib import Path
from typing import Optional

_memory: dict = {}
_lock = threading.Lock()


def key(version: str, source: str, strategy: str, pipeline: Optional[str], target: Optional[str]) -> str:
    h = hashlib.sha256()
    for part in (version, strategy, pipeline or "", target or "", source):
        h.update(part.encode("utf-8"))
        h.update(b"\0")
    return h.hexdigest()


def directory() -> Optional[Path]:
    """The disk cache's folder, or None when the disk cache is off."""
    if os.environ.get("TILE_OPT_CACHE", "1") == "0":
        return None
    d = os.environ.get("TILE_OPT_CACHE_DIR")
    return Path(d) if d else Path.home() / ".cache" / "tile_opt"


def get(k: str) -> tuple[Optional[dict], str]:
    """The cached result for `k` and where it came from ("memory", "disk" or "")."""
    with _lock:
        if k in _memory:
            return _memory[k], "memory"
    d = directory()
    if d is None:
        return None, ""
    path = d / k[:2] / f"{k}.json"
    try:
        result = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None, ""
    if not isinstance(result, dict) or "units" not in result:
        return None, ""
    with _lock:
        _memory[k] = result
    return result, "disk"


def put(k: str, result: dict) -> None:
    with _lock:
        _memory[k] = result
    d = directory()
    if d is None:
        return
    folder = d / k[:2]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".json")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(result, f)
        os.replace(tmp, folder / f"{k}.json")
    except OSError:
        pass  # a cache that cannot be written is only slower


def clear_memory() -> None:
    """Forget this process's in-memory entries (the disk cache stays)."""
    with _lock:
        _memory.clear()
